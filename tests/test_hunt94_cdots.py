"""hunt94: false refusals of real whole C files whose prose block comment (no ` * ` on its lines)
holds a listing with a line of only `...`: CPython's own installed headers (objimpl.h's usage
example, pycore_traceback.h's traceback shape, pycore_blocks_output_buffer.h's size table,
pyerrors.h, whose variadic `...` stands on its own line after a parameter with a
`/* */` remark: another cause, class hunt94-cvariadic) and two C files written so.

Expected by hand: the `...` is text of a comment (an example or a table the comment shows), not a
line of the code: the file is whole, usable, and written exactly as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_INCLUDE = Path(sysconfig.get_paths()["include"])


@pytest.mark.parametrize(
    "rel",
    [
        pytest.param("cpython/objimpl.h", id="cpython-objimpl-h"),
        pytest.param("internal/pycore_traceback.h", id="cpython-pycore-traceback-h"),
        pytest.param(
            "internal/pycore_blocks_output_buffer.h", id="cpython-pycore-blocks-output-buffer-h"
        ),
        pytest.param("cpython/pyerrors.h", id="cpython-pyerrors-h"),
    ],
)
def test_a_real_header_with_dots_in_a_block_comment_is_kept(rel: str) -> None:
    source = _INCLUDE / rel
    if not source.is_file():
        pytest.skip(f"no installed {rel}")
    content = source.read_text(encoding="utf-8")
    path = "include/" + source.name
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    # (a fenced block cannot say "no final newline": an installed header without one, as
    # pycore_blocks_output_buffer.h, is written with it, as the reader documents)
    expected = content.rstrip("\n") + "\n"
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, expected)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/trace.c",
            "#include <stdio.h>\n\n/* Write the traceback as\n\n"
            "       Traceback (most recent call first):\n"
            '         File "a.py", line 1 in <module>\n         ...\n'
            '         File "b.py", line 9 in f\n*/\nvoid dump(FILE *out)\n{\n'
            '    fputs("Traceback\\n", out);\n}\n',
            id="c-example-listing",
        ),
        pytest.param(
            "src/grow.c",
            "/*\n    n  size\n    1  32 KB\n    2  64 KB\n    ...\n*/\nint grow(int n)\n{\n"
            "    return 32 << n;\n}\n",
            id="c-size-table",
        ),
    ],
)
def test_a_c_file_with_dots_in_a_block_comment_is_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.c",
            "int f(void)\n{\n    return 1;\n}\n/*\n...\n*/\nint g(void)\n{\n    return 2;\n}\n",
            id="comment-of-only-dots",
        ),
        pytest.param(
            "src/b.js",
            'const glob = "src/**/*.js";\nfunction f() {\n  return 1;\n}\n...\n'
            "/* end */\nfunction g() {\n  return 2;\n}\n",
            id="string-opens-no-comment",
        ),
    ],
)
def test_dots_outside_a_prose_comment_are_still_an_elision(path: str, content: str) -> None:
    """fix-heads76: only a comment with words of its own holds its `...` as text."""
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable
    assert any(d.code == "elided-code" for d in result.diagnostics)
