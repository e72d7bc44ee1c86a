"""Hunt 46: style sheets and pages naming their left-out parts, missed.

Expected by hand: each file as written names parts (a rule by its selector, a page's elements,
a rule's other properties) as unchanged, and the file holds no such part: the model meant
"keep those from the old file"; the file as written loses them, so it is no whole file and
never usable (docs/lenient.md step 8). "/* .nav and .footer unchanged */" alone on its line
between rules is refused today.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response

_SHEET = "body {{ margin: 0; }}\n\n{}\n\n.main {{ padding: 1em; }}\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # one rule named by its selector (the sigil says it is a rule, not a word)
        pytest.param("site.css", _SHEET.format("/* .nav unchanged */"), id="css-one-class"),
        pytest.param("site.css", _SHEET.format("/* #header unchanged */"), id="css-one-id"),
        # the comment after a rule on its line
        pytest.param(
            "site.css",
            "body { margin: 0; } /* .nav and .footer unchanged */\n\n.main { padding: 1em; }\n",
            id="css-after-a-rule",
        ),
        # the names elsewhere only in a comment, a url() or as ids (#nav is no .nav rule)
        pytest.param(
            "site.css",
            "/* styles for .nav */\n" + _SHEET.format("/* .nav and .footer unchanged */"),
            id="css-name-in-another-comment",
        ),
        pytest.param(
            "site.css",
            "body { background: url(nav.png); }\n\n/* .nav and .footer unchanged */\n\n"
            ".main { padding: 1em; }\n",
            id="css-name-in-a-url",
        ),
        pytest.param(
            "site.css",
            "#nav { margin: 0; }\n#footer { margin: 0; }\n\n/* .nav and .footer unchanged */\n\n"
            ".main { padding: 1em; }\n",
            id="css-ids-not-classes",
        ),
        # the names with a kind after them, as compound selectors
        pytest.param(
            "site.css", _SHEET.format("/* .nav and .footer rules unchanged */"), id="css-kind-after"
        ),
        pytest.param(
            "site.css", _SHEET.format("/* .nav a and .footer p unchanged */"), id="css-compound"
        ),
        pytest.param(
            "index.html",
            "<html>\n<body>\n  <!-- <header> and <nav> unchanged -->\n  <main></main>\n"
            "</body>\n</html>\n",
            id="html-names-as-tags",
        ),
        pytest.param(
            "index.html",
            "<html>\n<body>\n  <!-- header and nav sections unchanged -->\n  <main></main>\n"
            "</body>\n</html>\n",
            id="html-kind-after",
        ),
        # a rule's other properties ("/* rest unchanged */" there is refused)
        pytest.param(
            "site.css",
            ".main {\n  padding: 1em;\n  /* other properties unchanged */\n}\n",
            id="css-other-properties",
        ),
        # a page: the comment after an element, the names only in the title's text
        pytest.param(
            "index.html",
            "<html>\n<body>\n  <main></main> <!-- header and nav unchanged -->\n</body>\n</html>\n",
            id="html-after-an-element",
        ),
        pytest.param(
            "index.html",
            "<html>\n<head><title>nav demo</title></head>\n<body>\n"
            "  <!-- header and nav unchanged -->\n  <main></main>\n</body>\n</html>\n",
            id="html-name-in-the-title",
        ),
        # (arguable: suffixes the rule does not read) a Vue template, a Maven pom
        pytest.param(
            "App.vue",
            "<template>\n  <!-- header and nav unchanged -->\n  <main></main>\n</template>\n",
            id="vue-template",
        ),
        pytest.param(
            "pom.xml",
            "<project>\n  <!-- dependencies and plugins unchanged -->\n</project>\n",
            id="xml-pom",
        ),
    ],
)
def test_named_parts_left_out(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


def test_the_control_two_names_alone_is_refused() -> None:
    assert not parse_response(
        _answer("site.css", _SHEET.format("/* .nav and .footer unchanged */"))
    ).usable
