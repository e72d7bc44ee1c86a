"""Hunt 46: whole files refused as elisions (false refusals).

Expected by hand: each file is whole: a comment after code speaks of the data the line
changes ("the rest of the array is unchanged" after a[0] = 1: the array's other items), not of
code left out; a page's separator comment of dots (as in GCC's NEWS.html) is decoration. The
model meant to write the file as it stands; it is usable, its content the file as written.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer as _answer

from artifact_codec import parse_response


def _loop(line: str) -> str:
    return (
        "def f(items):\n    for i, x in enumerate(items):\n        if x is None:\n"
        f"            {line}\n    return items\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.js",
            "function f(a) {\n  a[0] = 1; // the rest of the array is unchanged\n  return a;\n}\n",
            id="js-rest-of-the-array",
        ),
        pytest.param(
            "app.js",
            "function f(o) {\n  return { ...o, a: 1 }; // other keys unchanged\n}\n",
            id="js-other-keys",
        ),
        pytest.param(
            "main.go",
            "package main\n\nfunc f(a []int) []int {\n\ta[0] = 1 // rest of the slice unchanged\n"
            "\treturn a\n}\n",
            id="go-rest-of-the-slice",
        ),
        pytest.param(
            "app.py",
            _loop("break  # the rest of the list stays unchanged"),
            id="py-break-rest-of-the-list",
        ),
        pytest.param("app.py", _loop("items[i] = 0  # rest stay as is"), id="py-rest-stay"),
        pytest.param(
            "help.js",
            "const help = `\nusage: x [options]\n  -v  // other options unchanged\n`;\n"
            "console.log(help);\n",
            id="js-inside-a-template-literal",
        ),
        pytest.param(
            "ci.sh",
            "#!/bin/sh\nset -e\ngit add app.py  # other files unchanged\ngit commit -m x\n",
            id="sh-git-add-other-files",
        ),
        pytest.param(
            "app.py",
            "def f(a):\n    head, *rest = a  # rest left as is\n    return head, rest\n",
            id="py-rest-is-a-variable",
        ),
        pytest.param(
            "a.c",
            "void f(char *d, const char *s) {\n    memcpy(d, s, 4); /* rest of the buffer"
            " unchanged */\n}\n",
            id="c-rest-of-the-buffer",
        ),
        pytest.param(
            "NEWS.html",
            "<html>\n<body>\n<p>Intro.</p>\n\n"
            "<!-- .................................................................. -->\n"
            "<h2>Caveats</h2>\n<ul>\n  <li>One.</li>\n</ul>\n</body>\n</html>\n",
            id="html-dots-separator",
        ),
    ],
)
def test_a_whole_file_is_written(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
