"""A JSON Patch of a legacy answer written in YAML after it (issue 25, hunt 20): read by the
shape of a YAML block sequence of mappings, as the same patch in JSON is. Expected by hand: a
patch that changes the answer's files refuses it; a YAML list that is no patch, a ``test``
alone, a pointer into no key of the answer change nothing."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

_ANSWER = json.dumps({"files": [{"file_path": "src/a.py", "content": "x = 1\n"}]}, indent=2)


@pytest.mark.parametrize(
    "patch",
    [
        '- op: replace\n  path: /files/0/content\n  value: "x = 2\\n"\n',
        "- op: 'replace'\n  path: '/files/0/content'\n  value: |\n    x = 2\n",
        "- op: test\n  path: /files/0/file_path\n  value: src/a.py\n"
        "- op: remove\n  path: /files/0\n",
        "  - path: /files/0/content  # the file\n    op: replace\n    value: x = 2\n",
        '- op: move\n  from: "/files/0"\n  path: /old\n',
    ],
)
def test_a_yaml_patch_of_the_answer_refuses_it(patch: str) -> None:
    result = parse_response(f"{_ANSWER}\n\n```yaml\n{patch}```\n")
    assert not result.usable
    assert "changed-after" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "text",
    [
        "- name: src/a.py\n  purpose: entry point\n",
        "- op: test\n  path: /files/0/content\n  value: x = 1\n",
        "- op: replace\n  path: /tsconfig/strict\n  value: '3.0'\n",
        "- op: replace\n  path: /files/0/content\n  note: x\n- just a bullet\n",
    ],
)
def test_a_yaml_list_that_changes_no_file_keeps_the_answer(text: str) -> None:
    result = parse_response(f"{_ANSWER}\n\n```yaml\n{text}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("src/a.py", "x = 1\n")]
