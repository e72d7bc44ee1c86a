"""fix-conv21: commands in answers that touch files, read as the shell reading reads them
(setup_instructions of other shapes, heredocs fed to interpreters, manifests a manager
writes)."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

A = "x = 1\n"
_LISTED = [{"file_path": "a.py", "content": A}]


def _legacy(steps: object) -> str:
    return json.dumps({"files": _LISTED, "setup_instructions": steps})


@pytest.mark.parametrize(
    "steps",
    [
        [["cd .", "rm a.py"]],
        [{"step": 1, "description": "Clean up", "command": "sed -i s/1/2/ a.py"}],
        {"first": "rm a.py"},
    ],
    ids=["nested-list", "described-step", "object"],
)
def test_setup_instructions_of_another_shape_are_read_as_steps(steps: object) -> None:
    # each holds a step that removes or edits a.py: the file as written is not what is left
    assert not parse_response(_legacy(steps)).usable


def test_setup_instructions_objects_that_only_run_the_code_stay_usable() -> None:
    # a description ("Run the app") is a step's prose, not a command: running a.py and
    # installing a package change no file of the answer, as in the string form
    steps = [
        {"step": 1, "description": "Install", "command": "pip install flask"},
        {"step": 2, "description": "Run the app", "command": "python a.py"},
    ]
    result = parse_response(_legacy(steps))
    assert result.usable, result.diagnostics
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", A)]


def test_setup_instructions_object_copying_a_file_loses_it() -> None:
    # cp writes b.py, which the answer does not hold
    assert not parse_response(_legacy([{"step": 1, "command": "cp a.py b.py"}])).usable
