"""fix-css32: a style sheet's or a page's comment naming parts it DEFINES is a comment on them.

Expected by hand: each file names parts as unchanged that the file itself defines (a rule whose
selector holds the name, an element, a class or id of one): the comment is about those parts,
the file is whole, and the answer stays usable. The refusals of tests/test_hunt46_css.py compare
names with these definitions, never with words of the file.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "site.css", "/* .nav unchanged */\n.nav { color: red; }\n", id="css-one-class-defined"
        ),
        pytest.param(
            "site.css", "#nav { color: red; } /* #nav unchanged */\n", id="css-id-after-its-rule"
        ),
        # (fix-elide38: "/* .nav and .footer rules unchanged */" over ".nav a {}" alone is no
        # longer a comment on the sheet's rules: .nav is a whole selector of none of them, so
        # the note may stand for a ".nav" rule left out; see tests/test_fix_elide38.py)
        pytest.param(
            "site.scss",
            # (both defined: with .footer defined nowhere the comment says its rule was left
            # out, tests/test_hunt51_css.py's one-of-two cases, fix-elide34)
            "// .nav and .footer unchanged\n.nav {\n  &:hover { color: red; }\n}\n"
            ".footer { margin: 0; }\n",
            id="scss-both-defined",
        ),
        pytest.param(
            "site.css",
            "/* button colors unchanged */\nbutton { color: red; }\n",
            id="css-a-phrase-of-bare-words",
        ),
        pytest.param(
            "index.html",
            '<html>\n<body>\n  <!-- header and nav unchanged -->\n  <div class="header x"></div>\n'
            "  <nav></nav>\n</body>\n</html>\n",
            id="html-a-class-and-an-element",
        ),
        pytest.param(
            "index.html",
            '<html>\n<body>\n  <main id="app"></main> <!-- #app unchanged -->\n</body>\n</html>\n',
            id="html-an-id-after-its-element",
        ),
        pytest.param(
            "pom.xml",
            "<project>\n  <!-- dependencies and plugins unchanged -->\n  <dependencies/>\n"
            "  <build><plugins/></build>\n</project>\n",
            id="xml-pom-defined",
        ),
    ],
)
def test_a_comment_on_parts_the_file_defines_stays_usable(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert result.code.files[0].content == content
