"""Hunt 99: a legacy answer written by a model that escapes its JSON properly (every quote of
the code written ``\\"``, in the same content and in the other file) and splits one content into
two JSON strings joined with ``+`` on one line, the second piece starting with a bracket or
brace (``"DATA = " + "{\\"a\\": 1}\\n"``, ``"function f() " + "{\\n..."``). fix-json79 reads a
``+`` join in a file's content only when proven (a line break, or the second piece starting with
a word character or an escape); here it is not, and the unescaped reading is kept: the content
holds ``" + "`` with two raw quotes, while every other quote of the same string is read as the
writer's escape ``\\"``. By hand: one writer does not escape every quote of a file but two; the
model meant the join (``DATA = {"a": 1}``; the kept reading, ``DATA = " + "{"a": 1}``, is code
no language reads), or the answer is refused. Before fix-json79 these were joined."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.py", "content": "print(\\"b\\")\\n"}]}'


def _answer(path: str, first: str, second: str) -> str:
    content = json.dumps(first) + " + " + json.dumps(second)  # (escaped as JSON writes it)
    return '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("path", "first", "second"),
    [
        pytest.param("data.py", "import json\n\nDATA = ", '{"a": 1}\n', id="py-dict"),
        pytest.param("a.py", 'print("start")\nx = ', "[1, 2]\n", id="py-escaped-before"),
        pytest.param("cfg.js", "const cfg = ", '{"debug": true};\n', id="js-object"),
        pytest.param("names.py", "NAMES = ", '["ann", "bob"]\n', id="py-list-of-strings"),
        pytest.param("pair.py", "x = ", '("a", "b")\n', id="py-tuple"),
        pytest.param("f.js", "function f() ", '{\n  return "x";\n}\n', id="js-function-brace"),
        pytest.param(
            "main.c",
            "#include <stdio.h>\n\nint main(void) ",
            '{\n  puts("hi");\n  return 0;\n}\n',
            id="c-main-brace",
        ),
    ],
)
def test_a_plus_join_of_escaped_json_strings_is_read(path: str, first: str, second: str) -> None:
    result = parse_response(_answer(path, first, second))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {path: first + second, "b.py": 'print("b")\n'}, files


def test_a_plus_join_of_escaped_json_strings_in_a_fence_after_prose_is_read() -> None:
    answer = (
        'Here are the files:\n\n```json\n{\n  "files": [\n    {\n'
        '      "path": "data.py",\n'
        '      "content": "import json\\n\\nDATA = " + "{\\"a\\": 1}\\n"\n'
        "    }\n  ]\n}\n```\n"
    )
    result = parse_response(answer)
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"data.py": 'import json\n\nDATA = {"a": 1}\n'}, files
