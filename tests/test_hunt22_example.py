"""Hunt 22: an unfinished example of the format in the prose before the answer (issue 20,
classes 2 and 3; near the draft/final class 1, which another helper hunts).

The model says "For example:", opens a code fence and starts the specification's own example
(a header with task HW-001, dependency fastapi, total_files 2, and the block of main.py), stops
it half way, and writes its answer: a document holding app.py. Expected by hand: app.py alone,
no task id, no dependencies (what superseded-document gives when the example says
total_files 1: the control). The reading that keeps main.py, with the answer's header line
glued to its end, and the example's header, is a file and a header nobody meant; that the
example's count happens to match two blocks does not make it the answer.
"""

from __future__ import annotations

import pytest
from meant import hybrid_doc, meant_or_refused

from artifact_codec import parse_response

_EXAMPLE = (
    '{"task_id": "HW-001", "dependencies": ["fastapi"], "total_files": 2, '
    '"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n===FILE_CONTENT_BLOCK===\n'
    "PATH: main.py\nTYPE: source\nDESCRIPTION: FastAPI application with /hello endpoint\n---\n"
    "from fastapi import FastAPI\n\napp = FastAPI()\n\n"
)
_MEANT = [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "intro",
    [
        pytest.param("For example:\n\n```text\n", id="fenced"),
        pytest.param("For example:\n\n", id="bare"),
    ],
)
def test_an_unfinished_example_before_the_answer_is_not_a_file(intro: str) -> None:
    result = parse_response(intro + _EXAMPLE + hybrid_doc(*_MEANT))
    meant_or_refused(result, _MEANT)
    if result.usable:
        assert (result.code.task_id, result.code.dependencies) == (None, [])


def test_the_same_example_counting_one_file_is_a_draft() -> None:
    # (the control)
    example = _EXAMPLE.replace('"total_files": 2', '"total_files": 1')
    result = parse_response("For example:\n\n```text\n" + example + hybrid_doc(*_MEANT))
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == _MEANT
