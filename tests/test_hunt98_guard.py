"""Hunt 98 guards: legacy answers of code pasted with raw line breaks and unescaped quotes whose
strings hold what a join's gap holds (``//`` URLs, ``#`` marks, Python pieces in parentheses);
fix-json75 reads a comment in a gap whatever it holds over a line break, and these files must stay
exact (the code's strings are not gaps). And the shapes fix-json75 refuses stay refused after
prose and in a fence (4ce2427e): never a file object read inside them."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_ONE = '{"files": [{"path": "%s", "content": "%s"}, {"path": "b.txt", "content": "B\\n"}]}'
_PRETTY = (
    '{\n  "files": [\n    {\n      "path": "%s",\n      "content": "%s"\n    },\n'
    '    {\n      "path": "b.txt",\n      "content": "B\\n"\n    }\n  ]\n}'
)

_CODES = [
    pytest.param(
        "a.js", 'const urls = [\n  "//a.example.com",\n  "//b.example.com",\n];\n', id="js-urls"
    ),
    pytest.param(
        "a.js", 'const cfg = {\n  cdn: "//cdn.example.com/x.js",\n  "name": "x",\n};\n', id="js-cfg"
    ),
    pytest.param(
        "a.js", 'const cdn = "//cdn.example.com/x.js"\n"use strict"\n', id="js-then-string"
    ),
    pytest.param("a.py", 'MARK = "# "\n"""Doc."""\n', id="py-hash-then-doc"),
    pytest.param("a.py", 'x = ("# a"\n     "b")\n', id="py-hash-pieces"),
]


@pytest.mark.parametrize("shape", ["one-line", "pretty"])
@pytest.mark.parametrize(("path", "code"), _CODES)
def test_raw_code_with_gap_like_strings_stays_exact(path: str, code: str, shape: str) -> None:
    answer = (_ONE if shape == "one-line" else _PRETTY) % (path, code)
    result = parse_response(answer)
    assert result.usable
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {path: code, "b.txt": "B\n"}, files


_REFUSED = [
    pytest.param('"import os\\n" .. "print(1)\\n"', id="lua-dotdot"),
    pytest.param('("x = 1\\n"\n "y = 2\\n")', id="parens"),
    pytest.param('"x = 1\\n" // see "y"\n', id="note-quote"),
    pytest.param('"x = 1\\n" ; -- c\n "y = 2\\n"', id="unread-gap"),
    pytest.param("'x = 1\\n'\n 'y = 2\\n'", id="single-pieces"),
]


@pytest.mark.parametrize("place", ["bare", "prose", "fence", "fence-then-prose"])
@pytest.mark.parametrize("content", _REFUSED)
def test_refused_join_shapes_stay_refused_in_prose_and_fences(content: str, place: str) -> None:
    doc = '{"files": [{"path": "a.py", "content": %s}, {"path": "b.txt", "content": "B\\n"}]}'
    doc = doc % content
    answer = {
        "bare": doc,
        "prose": "Here are the files:\n\n" + doc + "\n",
        "fence": "Here are the files:\n\n```json\n" + doc + "\n```\n",
        "fence-then-prose": "```json\n" + doc + "\n```\n\nThat is all.\n",
    }[place]
    result = parse_response(answer)
    if result.usable:
        files = {f.file_path: f.content for f in result.code.files}
        assert set(files) == {"a.py", "b.txt"}, files
        assert '"' not in files["a.py"], files
