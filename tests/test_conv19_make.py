"""fix-conv19: make runs the ``$(shell ...)`` calls outside recipes, and the commands of
``!=`` assignments, as it reads the Makefile, whatever the target (even one it has no rule
for): they are weighed as a recipe line is."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

A = "x = 1\n"
_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(makefile: str, command: str) -> str:
    files = {"a.py": A, "Makefile": makefile}
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n```bash\n" + command + "\n```\n"


_RECIPE = "test:\n\techo ok\n"


@pytest.mark.parametrize(
    ("makefile", "command"),
    [
        ("X := $(shell rm a.py)\n" + _RECIPE, "make test"),
        ("X = ${shell sed -i s/1/2/ a.py}\n" + _RECIPE, "make"),
        ("X != rm a.py\n" + _RECIPE, "make test"),
        ("F := a.py\nX := $(shell rm $(F))\n" + _RECIPE, "make test"),
        ("X := $(shell rm a.py)\n" + _RECIPE, "make other"),  # no rule: make read it anyway
        ("X := $(shell rm a.py\n" + _RECIPE, "make test"),  # left open
    ],
    ids=["colon-equals", "braces", "bang-equals", "variable", "no-rule", "open"],
)
def test_the_shell_calls_make_runs_as_it_reads_the_file_are_weighed(
    makefile: str, command: str
) -> None:
    assert not parse_response(_ours(makefile, command)).usable


@pytest.mark.parametrize(
    "makefile",
    [
        "VERSION := $(shell git describe --tags)\n" + _RECIPE,
        "FILES != ls *.py\n" + _RECIPE,
        _RECIPE,
    ],
)
def test_shell_calls_that_change_no_file_stay_usable(makefile: str) -> None:
    result = parse_response(_ours(makefile, "make test"))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
