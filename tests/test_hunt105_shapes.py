"""Hunt 105 guards (held): code pasted into a file's content with its line breaks escaped and
its quotes left unescaped, holding a ``+`` string on one line (C++'s ``"+"sv``, a shell's glued
word, a dict of operators, ``a + " + " + b``), in the answer shapes around the content value the
rule must know: unquoted or single-quoted keys, a blank before the colon, fenced JSON after
prose, a pretty-printed answer, trailing commas, a cut answer, tool calls (``text``,
``file_text``, ``content`` arguments). By hand: the model meant its code; refused is never
wrong, usable must be exact."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CODES = {
    "cpp-sv": 'auto op = "+"sv;\n',
    "py-ops": 'OPS = {"+": add}\n',
    "sh-glued": 'label=" + "done\n',
    "js-between": 'const s = a + " + " + b;\n',
}
_SHAPES = {
    "unquoted-keys": '{files: [{path: "a.cpp", content: "%s"}, {path: "b.txt", content: "B\\n"}]}',
    "single-keys": "{'files': [{'path': 'a.cpp', 'content': \"%s\"}, "
    "{'path': 'b.txt', 'content': 'B\\n'}]}",
    "blank-colon": '{"files": [{"path": "a.cpp", "content" : "%s"}, '
    '{"path": "b.txt", "content": "B\\n"}]}',
    "fenced-prose": 'Here:\n```json\n{"files": [{"path": "a.cpp", "content": "%s"}, '
    '{"path": "b.txt", "content": "B\\n"}]}\n```\nDone.',
    "pretty": '{\n  "files": [\n    {\n      "path": "a.cpp",\n      "content": "%s"\n    },\n'
    '    {\n      "path": "b.txt",\n      "content": "B\\n"\n    }\n  ]\n}\n',
    "trailing-commas": '{"files": [{"path": "a.cpp", "content": "%s",}, '
    '{"path": "b.txt", "content": "B\\n"},]}',
    "cut": '{"files": [{"path": "a.cpp", "content": "%s"}, {"path": "b.txt", "content": "B\\n"',
    "tool-text": '{"name": "write_file", "arguments": {"path": "a.cpp", "text": "%s"}}',
    "tool-use-file-text": '{"type": "tool_use", "name": "create_file", '
    '"input": {"path": "a.cpp", "file_text": "%s"}}',
    "tool-call-tag": '<tool_call>\n{"name": "write_file", "arguments": '
    '{"path": "a.cpp", "content": "%s"}}\n</tool_call>',
}


@pytest.mark.parametrize("shape", list(_SHAPES))
@pytest.mark.parametrize("name", list(_CODES))
def test_a_plus_string_in_unescaped_code_is_meant_or_refused(name: str, shape: str) -> None:
    code = _CODES[name]
    result = parse_response(_SHAPES[shape] % code.replace("\n", "\\n"))
    if not result.usable:
        return
    files = {f.file_path: f.content for f in result.code.files}
    assert files.get("a.cpp") == code, files
