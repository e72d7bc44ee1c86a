"""setup_instructions read as one script by the shell rules (fix-legacy14): a ``cd`` holds for
the steps below it, a step's mark of any shape is no part of the command, a command the rules
cannot pin counts when it names a held file; what only installs or runs stays clean."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


def _legacy(setup: str) -> str:
    files = [{"file_path": "src/a.py", "content": "x = 1\n"}]
    return json.dumps({"files": files, "setup_instructions": setup}, indent=2)


@pytest.mark.parametrize(
    "setup",
    [
        "cd src && python a.py",
        "1) pip install -r requirements.txt\n2) python src/a.py",
        "Step 1: pip install -r requirements.txt\nStep 2: pytest",
        "\u2022 npm install\n\u2022 npm run build",
        "cd docs && sed -i 's/1/2/' a.py",  # docs/a.py: the user's file, not src/a.py
        "make",
        "Open src/a.py in your editor and set your key.",
        "echo 1: done",
    ],
)
def test_setup_steps_that_change_no_held_file_stay_clean(setup: str) -> None:
    result = parse_response(_legacy(setup))
    assert result.status.value == "clean", [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "setup",
    [
        "cd src\n2to3 -w a.py",  # an unknown command naming the held file from its folder
        "cd src && sed -i 's/1/2/' *.py",  # a glob matching it from its folder
        "PS> sed -i 's/1/2/' src/a.py",
        "cd lib\ncd ../src\nsed -i 's/1/2/' a.py",
        "sed -i 's/x/y/; s/1/2/' src/a.py",
    ],
)
def test_setup_steps_that_may_change_a_held_file_are_refused(setup: str) -> None:
    result = parse_response(_legacy(setup))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    assert "changed-after" in {d.code for d in result.diagnostics}
