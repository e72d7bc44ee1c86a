"""hunt128-runnerclean / hunt128-undonames: a Markdown answer writes app.js, then a console
session runs a project script the answer does not hold whose name says it removes files or
undoes the work.

runnerclean: a package manager's script runner given a removing script name (``npm run
clean``, ``npm run reset``, ``yarn clean``, ``pnpm clean``, ``bun run clean``, ``deno task
clean``): the script is in a package.json / deno.json the answer does not show, so it may remove
any file; ``make clean``, ``just clean``, ``task clean``, ``rake clean`` and ``composer run-script
clean`` are refused today (the removing-name rule).

undonames: a script run by its path whose name says it undoes or puts back the work with a word
not in the rule's list (``./undo.sh``, ``./restore.sh``, ``./destroy.sh``, ``./reinit.sh``,
``sh ./scripts/fresh-start.sh``); ``./rollback.sh``, ``./revert-changes.sh``, ``./erase.sh``
are refused today.

Expected by hand: app.js ``console.log(1)`` may not be on disk after the run; refusing is fine,
keeping it usable is usable-WRONG.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = "app.js\n```javascript\nconsole.log(1)\n```\n\n"


def _kept(command: str) -> bool:
    parsed = parse_response(_FILES + f"Then run:\n\n```console\n$ {command}\n```\n")
    return parsed.usable and files_of(parsed) == [("app.js", "console.log(1)\n")]


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("npm run clean", id="npm-run-clean"),
        pytest.param("npm run reset", id="npm-run-reset"),
        pytest.param("yarn clean", id="yarn-clean"),
        pytest.param("pnpm clean", id="pnpm-clean"),
        pytest.param("bun run clean", id="bun-run-clean"),
        pytest.param("deno task clean", id="deno-task-clean"),
    ],
)
def test_a_runner_given_a_removing_script_name_does_not_keep_the_file(command: str) -> None:
    assert not _kept(command)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("./undo.sh", id="undo"),
        pytest.param("./restore.sh", id="restore"),
        pytest.param("./destroy.sh", id="destroy"),
        pytest.param("./reinit.sh", id="reinit"),
        pytest.param("sh ./scripts/fresh-start.sh", id="fresh-start"),
    ],
)
def test_a_script_named_for_undoing_the_work_does_not_keep_the_file(command: str) -> None:
    assert not _kept(command)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("make clean", id="make-clean"),
        pytest.param("just clean", id="just-clean"),
        pytest.param("composer run-script clean", id="composer-clean"),
        pytest.param("./rollback.sh", id="rollback"),
        pytest.param("./erase.sh", id="erase"),
    ],
)
def test_the_names_refused_today(command: str) -> None:
    assert not _kept(command)
