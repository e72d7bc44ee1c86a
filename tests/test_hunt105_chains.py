"""Hunt 105 guards (held): escaped code in a chain of three or more JSON strings joined with
``+``, mixing joints proven (a raw line break, a comment's line break, an escaped ``\\n`` then
a name, a surrogate pair split) and not (a piece opening with blanks, an escape or a bracket),
after a triple-quoted or backtick literal too, in a one-line, a pretty-printed and a fenced
answer after prose. By hand: the model meant the joined text; refused is never wrong, usable
must be exact (no piece dropped, no quote kept)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CHAINS = {
    "proven-then-unproven": ('"x = 1\\n" + "y = " + "2\\n"', "x = 1\ny = 2\n"),
    "proven-then-paren": ('"import os\\n" + "print(" + "1)\\n"', "import os\nprint(1)\n"),
    "blank-piece": ('"x = 1\\n" + "y = 2\\n" + "\\n" + "z = 3\\n"', "x = 1\ny = 2\n\nz = 3\n"),
    "break-then-one-line": ('"x = 1\\n" +\n  "y = " + "2\\n"', "x = 1\ny = 2\n"),
    "one-line-then-break": ('"x = " + "1\\n" +\n  "y = 2\\n"', "x = 1\ny = 2\n"),
    "break-then-proven": ('"x = 1\\n" +\n  "y = 2\\n" + "z = 3\\n"', "x = 1\ny = 2\nz = 3\n"),
    "literal-mid-chain": ('"x = 1\\n" + """y = 2\\n""" + "z = " + "3\\n"', "x = 1\ny = 2\nz = 3\n"),
    "literal-head": ('"""x = 1\n""" + "y = 2\\n" + "z = 3\\n"', "x = 1\ny = 2\nz = 3\n"),
    "backtick-head": ('`x = 1\n` + "y = 2\\n" + "  z\\n"', "x = 1\ny = 2\n  z\n"),
    "escaped-quotes": ('"s = \\"a\\" + \\"b\\"\\n" + "t = 1\\n"', 's = "a" + "b"\nt = 1\n'),
    "line-comment": ('"x = 1\\n" // one\n + "y = 2\\n"', "x = 1\ny = 2\n"),
    "block-comment": ('"x = 1\\n" + /* c */ "y = 2\\n"', "x = 1\ny = 2\n"),
    "hash-comment": ('"x = 1\\n" + # c\n"y = 2\\n"', "x = 1\ny = 2\n"),
    "surrogate": ('"a = \\"\\ud83d" + "\\ude00\\"\\n"', 'a = "\U0001f600"\n'),
}
_SHAPES = {
    "one-line": '{"files": [{"path": "a.py", "content": %s}, '
    '{"path": "b.txt", "content": "B\\n"}]}',
    "pretty": '{\n  "files": [\n    {\n      "path": "a.py",\n      "content": %s\n    }\n  ]\n}\n',
    "fenced": 'Sure:\n\n```json\n{"files": [{"path": "a.py", "content": %s}]}\n```\n',
}


@pytest.mark.parametrize("shape", list(_SHAPES))
@pytest.mark.parametrize("name", list(_CHAINS))
def test_a_mixed_chain_is_meant_or_refused(name: str, shape: str) -> None:
    value, meant = _CHAINS[name]
    result = parse_response(_SHAPES[shape] % value)
    if not result.usable:
        return
    assert {f.file_path: f.content for f in result.code.files}.get("a.py") == meant
