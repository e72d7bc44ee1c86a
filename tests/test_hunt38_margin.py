"""hunt38-margin: a margin comment "# g and k stay the same" stands for left-out code when the
file does not DEFINE g and k (placeholders._names_then_state). _DEFINES reads the whole text,
strings, docstrings and comments included, and counts a keyword argument on its own line: a
file whose prose says "such as g", "the function g", "import g", "for g in", "let g", or whose
code passes ``g=1`` to a call, is taken as defining g. Expected by hand: app.py as written
defines f and h only; g and k are left out: no whole file, never usable (as the baseline
without the extra text is refused)."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from test_hunt36_margin import _answer, _module

from artifact_codec import parse_response

_COMMENT = "# g and k stay the same"


def test_baseline_is_refused() -> None:
    assert not parse_response(_answer(_module(_COMMENT))).usable


@pytest.mark.parametrize(
    ("head", "f_body"),
    [
        pytest.param(
            '"""Helpers such as g and k live below."""\n\n', "return 1", id="docstring-such-as"
        ),
        pytest.param(
            '"""The function g and the class k are kept."""\n\n',
            "return 1",
            id="docstring-function-g",
        ),
        pytest.param('"""let g and var k be helpers"""\n\n', "return 1", id="docstring-let-var"),
        pytest.param("# def g and def k are below\n", "return 1", id="comment-def"),
        pytest.param("", "# import g, k from the old module\n    return 1", id="comment-import"),
        pytest.param("", "# for g in items we call k\n    return 1", id="comment-for-in"),
        pytest.param("", "# the same as g, k\n    return 1", id="comment-as"),
        pytest.param("", "return dict(\n        g=1,\n        k=2,\n    )", id="keyword-arguments"),
        pytest.param(
            "", "return f2(\n        g=g_default,\n        k=None)", id="keyword-arguments-call"
        ),
    ],
)
def test_names_only_mentioned_or_passed_are_not_defined(head: str, f_body: str) -> None:
    result = parse_response(_answer(_module(_COMMENT, head=head, f_body=f_body)))
    assert not result.usable, (result.status, result.diagnostics)


# False refusals: the file DOES define the names the comment lists, by a binding _DEFINES does
# not read (unpacking in brackets, a star target, parameters on their own lines, a walrus, a
# lambda, JS destructuring, Rust's let (a, b), C/Java declarations of two names). Expected by
# hand: the comment speaks of code the file holds; the file is whole, usable as written.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            "(WIDTH, HEIGHT) = (80, 24)\n\n# WIDTH and HEIGHT stay the same\n\nprint(WIDTH * HEIGHT)\n",
            id="py-paren-unpack",
        ),
        pytest.param(
            "app.py",
            "[WIDTH, HEIGHT] = [80, 24]\n\n# WIDTH and HEIGHT stay the same\n\nprint(WIDTH * HEIGHT)\n",
            id="py-list-unpack",
        ),
        pytest.param(
            "app.py",
            "*head, tail = [1, 2, 3]\n\n# head and tail unchanged\n\nprint(head, tail)\n",
            id="py-star-unpack",
        ),
        pytest.param(
            "app.py",
            "def area(\n    width,\n    height,\n):\n    return width * height\n\n\n# width and height unchanged\n\nprint(area(2, 3))\n",
            id="py-multiline-params",
        ),
        pytest.param(
            "app.py",
            "for i, (x, y) in enumerate([(1, 2)]):\n    print(i, x, y)\n\n# x and y unchanged\n\nprint('done')\n",
            id="py-enumerate-unpack",
        ),
        pytest.param(
            "app.py",
            "if (n := 3) and (m := 4):\n    print(n, m)\n\n# n and m unchanged\n\nprint(n + m)\n",
            id="py-walrus",
        ),
        pytest.param(
            "app.py",
            "add = lambda x, y: x + y\n\n# x and y unchanged\n\nprint(add(1, 2))\n",
            id="py-lambda",
        ),
        pytest.param(
            "app.js",
            "const { width, height } = require('./size');\n\n// width and height stay the same\n\nconsole.log(width * height);\n",
            id="js-object-destructure",
        ),
        pytest.param(
            "app.js",
            "const [width, height] = [80, 24];\n\n// width and height stay the same\n\nconsole.log(width * height);\n",
            id="js-array-destructure",
        ),
        pytest.param(
            "main.rs",
            'fn main() {\n    let (width, height) = (80, 24);\n\n// width and height stay the same\n\n    println!("{}", width * height);\n}\n',
            id="rust-let-tuple",
        ),
        pytest.param(
            "main.c",
            "int width = 80, height = 24;\n\n// width and height unchanged\n\nint main(void) { return width * height; }\n",
            id="c-declaration",
        ),
        pytest.param(
            "A.java",
            "class A {\n    int width, height;\n}\n\n// width and height unchanged\n\nclass B {}\n",
            id="java-fields",
        ),
    ],
)
def test_names_the_file_binds_another_way_are_defined(path: str, content: str) -> None:
    result = parse_response(_answer(content, path))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


# The margin comment with a sentence's end or a trailing remark the full match does not allow
# (the bare "# g and k unchanged" is refused). Expected by hand: g and k are left out as before.
@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# g and k unchanged.", id="full-stop"),
        pytest.param("# g and k unchanged ...", id="trailing-dots"),
        pytest.param("# g, k ... unchanged", id="dots-between"),
        pytest.param("# g and k are kept", id="are-kept"),
        pytest.param("# g and k unchanged  # noqa", id="trailing-noqa"),
    ],
)
def test_the_margin_comment_with_a_sentence_end_is_left_out_code(comment: str) -> None:
    assert not parse_response(_answer(_module("# g and k unchanged"))).usable  # the twin
    result = parse_response(_answer(_module(comment)))
    assert not result.usable, (result.status, result.diagnostics)


# The margin comment as a block comment (/* ... */ in C, Java, JS) or as the file's first
# line (before the first definition; the "# g and k stay the same" between f and h, and
# the // line in JS, are refused). Expected by hand: g and k are left out: not usable.
@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "main.c",
            "#include <stdio.h>\n\nint f(void) {\n    return 1;\n}\n\n/* g and k stay the same */\n\nint h(void) {\n    return 3;\n}\n",
            id="c-block-comment",
        ),
        pytest.param(
            "A.java",
            "class A {\n    int f() {\n        return 1;\n    }\n}\n\n/* B and C stay the same */\n\nclass D {\n}\n",
            id="java-block-comment",
        ),
        pytest.param(
            "app.js",
            "const fs = require('fs');\n\nfunction f() {\n  return 1;\n}\n\n/* g and k stay the same */\n\nfunction h() {\n  return 3;\n}\n",
            id="js-block-comment",
        ),
        pytest.param(
            "app.js",
            "// g and k stay the same\n\nfunction f() {\n  return 1;\n}\n",
            id="js-first-line",
        ),
        pytest.param(
            "app.py", "# g and k stay the same\n\n\ndef f():\n    return 1\n", id="py-first-line"
        ),
    ],
)
def test_the_margin_comment_as_a_block_or_first_line_is_left_out_code(
    path: str, content: str
) -> None:
    result = parse_response(_answer(content, path))
    assert not result.usable, (result.status, result.diagnostics)


# One of the listed names is defined, the other nowhere while the code calls it: the rule
# asks whether ANY name is defined. Expected by hand: k is called by f and defined nowhere:
# the comment stands for k's left-out definition: no whole file, not usable.
@pytest.mark.parametrize(
    ("head", "f_body"),
    [
        pytest.param("g = 9.81\n\n", "return k(g)", id="g-a-constant"),
        pytest.param(
            "", "def g():\n        return 0\n    return g() + k()", id="g-a-local-function"
        ),
        pytest.param("from math import g\n\n", "return k(g)", id="g-imported"),
    ],
)
def test_one_name_defined_does_not_define_the_others(head: str, f_body: str) -> None:
    result = parse_response(_answer(_module(_COMMENT, head=head, f_body=f_body)))
    assert not result.usable, (result.status, result.diagnostics)
