"""hunt138: fix-ci157 reads Drone's ``depends_on`` (a ``kind: pipeline`` document) but not
Woodpecker's, Drone's fork, whose ``.woodpecker.yml`` / ``.woodpecker/*.yaml`` steps (a mapping of
steps by name, or a list of steps with ``name:``) name the steps they wait for the same way.
Woodpecker refuses a step that depends on a step the file lacks (its DAG compiler:
``ErrStepMissingDependency``, "step test depends on unknown step lint"): the step the answer
left out. Each file is written whole: usable-WRONG. The guards: every step defined stays whole,
and a workflow's top-level ``depends_on`` (another workflow file of ``.woodpecker/``) is no
step of the file."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_MAPPING = (
    "when:\n  - event: push\n\nsteps:\n  build:\n    image: golang:1.22\n    commands:\n"
    "      - go build ./...\n  test:\n    image: golang:1.22\n    depends_on: DEPENDS\n"
    "    commands:\n      - go test ./...\n"
)
_LIST = (
    "steps:\n  - name: build\n    image: golang:1.22\n    commands:\n      - go build ./...\n"
    "  - name: test\n    image: golang:1.22\n    depends_on: DEPENDS\n    commands:\n"
    "      - go test ./...\n"
)

_PARTS = {
    "mapping-flow-list": (".woodpecker.yml", _MAPPING.replace("DEPENDS", "[build, lint]")),
    "mapping-scalar": (".woodpecker.yaml", _MAPPING.replace("DEPENDS", "lint")),
    "workflows-dir-mapping": (".woodpecker/ci.yaml", _MAPPING.replace("DEPENDS", "[lint]")),
    "list-of-steps": (".woodpecker.yml", _LIST.replace("DEPENDS", "[lint]")),
    "workflows-dir-list-block": (
        ".woodpecker/test.yml",
        _LIST.replace("DEPENDS", "\n      - build\n      - generate").replace(
            "depends_on: \n", "depends_on:\n"
        ),
    ),
}


@pytest.mark.parametrize("case", list(_PARTS.values()), ids=list(_PARTS))
def test_step_depending_on_a_step_left_out_is_refused(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, content)


_WHOLE = {
    "mapping-defined": (".woodpecker.yml", _MAPPING.replace("DEPENDS", "[build]")),
    "list-defined": (".woodpecker.yml", _LIST.replace("DEPENDS", "build")),
    "workflow-depends-on-other-file": (
        ".woodpecker/deploy.yaml",
        "depends_on:\n  - test\n  - lint\n\n" + _MAPPING.replace("DEPENDS", "[build]"),
    ),
}


@pytest.mark.parametrize("case", list(_WHOLE.values()), ids=list(_WHOLE))
def test_steps_defined_stay_whole(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(path, content)]
