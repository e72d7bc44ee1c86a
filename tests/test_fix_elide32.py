"""fix-elide32: what a comment after code points at decides whether it is an elision.

Expected by hand. A comment after code whose words point past its line at code of the file
("the function", "methods", a function the file defines) stands for code the model left out:
never usable. One whose words point at the line's own data (a name on the line, a noun that is
no kind of code: "the array", "other keys") is a real comment: the file is written as is. A
comment marker inside a string open on its line is no comment at all.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a noun of code after a line that sets an item: the function is left out, not the list
        pytest.param(
            "app.py",
            "def f(items):\n    items[0] = 1  # rest of the function unchanged\n",
            id="item-then-function",
        ),
        # a name the file defines, written as a call
        pytest.param(
            "app.py",
            "def main():\n    x = load('a')  # rest of main() unchanged\n",
            id="defined-call",
        ),
        # a word that is no kind of code before one that is
        pytest.param(
            "app.js",
            "class A {\n  a() { return 'x'; }  // other API methods unchanged\n}\n",
            id="api-methods",
        ),
        # a closed string before the comment, a quote of the other kind inside it
        pytest.param(
            "app.py",
            'def f():\n    x = load("it\'s")  # rest of the function unchanged\n',
            id="closed-string",
        ),
        # a configuration's parts
        pytest.param(
            "pyproject.toml",
            '[project]\nname = "x"\ndependencies = [\n  "requests",  # other dependencies'
            " unchanged\n]\n",
            id="toml-dependencies",
        ),
        pytest.param(
            "settings.py",
            "DEBUG = True  # rest of the config unchanged\n",
            id="py-rest-of-the-config",
        ),
        # a name the file defines (a function), no call marks
        pytest.param(
            "app.py",
            "def helper():\n    return 1\n\n\ndef run():\n    y = 2  # rest of run unchanged\n",
            id="defined-name",
        ),
    ],
)
def test_the_file_code_left_out_is_refused(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # the comment marker inside a string still open on the line: no comment
        pytest.param(
            "app.py",
            'def f():\n    s = "x  # rest of the function unchanged"\n    return s\n',
            id="marker-in-a-string",
        ),
        # the noun is a name on the line
        pytest.param(
            "a.c",
            "void f(char *buf, const char *s) {\n    memcpy(buf, s, 4); /* rest of buf"
            " unchanged */\n}\n",
            id="noun-named-on-the-line",
        ),
        # no noun, the line sets one item: the collection's other items
        pytest.param(
            "app.js",
            "function f(a) {\n  a[0] = 1; // rest unchanged\n  return a;\n}\n",
            id="item-set-rest-unchanged",
        ),
    ],
)
def test_a_comment_on_the_line_data_is_written(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


_PAGE = "<html>\n<body>\n<p>Intro.</p>\n\n<!-- {dots} -->\n<h2>Caveats</h2>\n</body>\n</html>\n"


def test_a_ruler_of_dots_is_decoration() -> None:
    # (a run of 40 dots or more rules sections off, in a code file too)
    content = "import os\n\n# " + "." * 48 + "\n\n\ndef f():\n    return os.sep\n"
    result = parse_response(_answer("app.py", content))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", content)]


@pytest.mark.parametrize("dots", ["...", "." * 12, ". . ."])
def test_an_ellipsis_of_dots_is_still_an_elision(dots: str) -> None:
    result = parse_response(_answer("NEWS.html", _PAGE.format(dots=dots)))
    assert not result.usable, (result.status, result.diagnostics)
