"""Hunt 36: elisions beside the margin rule that pass as whole files.

Expected by hand: each file as written stands for more code the model left out (a comment
saying the rest, the other methods, or named parts are as they were); the model meant "keep
that code from the old file", so the file is no whole file and never usable (docs/lenient.md
step 8). The same comment on a line of its own is refused today.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response


# An elision in a comment after code on the same line: the function's or the class's rest is
# left out right after it.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "import os\n\n\ndef f():\n    x = load()  # rest of the function unchanged\n\n\n"
            "def h():\n    return 3\n",
            id="py-rest-of-the-function",
        ),
        pytest.param(
            "app.py",
            "import os\n\n\ndef f():\n    x = load()  # remaining code unchanged\n",
            id="py-remaining-code",
        ),
        pytest.param(
            "app.js",
            "class A {\n  f() {\n    return 1;\n  }  // other methods unchanged\n}\n",
            id="js-other-methods",
        ),
        pytest.param(
            "app.js",
            "class A {\n  f() { return 1; }  // ... other methods ...\n}\n",
            id="js-dots-other-methods",
        ),
        pytest.param(
            "app.py",
            "import os\n\nx = 1  # rest of the file unchanged\n",
            id="py-rest-of-the-file",
        ),
    ],
)
def test_an_elision_after_code_on_its_line(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


def test_the_same_on_its_own_line_is_refused() -> None:
    # (the control)
    content = "class A {\n  f() {\n    return 1;\n  }\n  // ... other methods ...\n}\n"
    assert not parse_response(_answer("app.js", content)).usable


# CSS rules named by their selectors (".nav", ".footer"): a comment alone at the margin
# between rules; no rule for .nav or .footer is in the file. "/* nav and footer unchanged */"
# is refused.
@pytest.mark.parametrize(
    ("path", "comment"),
    [
        pytest.param("site.css", "/* .nav and .footer unchanged */", id="css"),
        pytest.param("site.scss", "// .nav and .footer unchanged", id="scss"),
        pytest.param("site.css", "/* .nav and .footer stay the same */", id="css-stay"),
    ],
)
def test_css_rules_left_out_named_by_selector(path: str, comment: str) -> None:
    content = f"body {{ margin: 0; }}\n\n{comment}\n\n.main {{ padding: 1em; }}\n"
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


def test_html_parts_left_out_one_indent_in() -> None:
    # ("<!-- header and nav unchanged -->" inside <body>, indented as models write HTML;
    # at the margin it is refused)
    content = (
        "<html>\n<body>\n\n  <!-- header and nav unchanged -->\n\n  <main></main>\n"
        "</body>\n</html>\n"
    )
    result = parse_response(_answer("index.html", content))
    assert not result.usable, (result.status, result.diagnostics)


# (The controls: a comment naming parts the file has is a comment on them: a rule for .nav,
# a <header> element; "/* colors and fonts */" says no state.)
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "site.css",
            "/* .nav and .footer unchanged */\n.nav { margin: 0; }\n.footer { padding: 0; }\n",
            id="css-rules-there",
        ),
        pytest.param(
            "site.css",
            "body { margin: 0; }\n\n/* colors and fonts */\n\n.main { padding: 1em; }\n",
            id="css-heading",
        ),
        pytest.param(
            "index.html",
            "<html>\n<body>\n  <!-- header and nav unchanged -->\n  <header></header>\n"
            "  <nav></nav>\n</body>\n</html>\n",
            id="html-parts-there",
        ),
    ],
)
def test_a_comment_on_parts_the_file_has_is_no_elision(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
