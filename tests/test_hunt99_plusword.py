"""Hunt 99: a legacy answer whose content is code pasted with its line breaks escaped and its
quotes left unescaped, where the string `` + `` or ``+`` is followed right away by a name: a
C++ string literal's suffix (``" + "s``, ``"+"sv``, a user-defined ``"+"_op``) or a shell word
glued to a quoted part (``label=" + "done``). fix-json79 takes a second piece starting with a
word character as proof of a join (``content_join_proven``: "as unescaped code a string
touching a name, which no language writes"); C++14 and every POSIX shell write it. By hand: the
model meant its code with the string (the join reads ``auto plus = s;``, another program), or
the answer is refused; never the string cut out."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _answer(path: str, code: str) -> str:
    content = '"' + code.replace("\n", "\\n") + '"'  # (line breaks escaped, quotes left raw)
    return '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("path", "code"),
    [
        pytest.param(
            "plus.cpp",
            '#include <string>\nusing namespace std::literals;\nauto plus = " + "s;\n',
            id="cpp-s-suffix",
        ),
        pytest.param("op.cpp", 'auto op = "+"sv;\n', id="cpp-sv-suffix"),
        pytest.param("op.cpp", 'auto op = "+"_op;\n', id="cpp-user-literal"),
        pytest.param("label.sh", '#!/bin/sh\nlabel=" + "done\necho $label\n', id="sh-glued-word"),
    ],
)
def test_a_plus_string_touching_a_name_in_unescaped_code_is_no_join(path: str, code: str) -> None:
    result = parse_response(_answer(path, code))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {path: code, "b.txt": "B\n"}, files
