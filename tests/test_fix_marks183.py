"""fix-marks183: the object of a mark or a verb, not the nearness of a name (hunt142).

A written a.py ``x = 1``, then the assistant's words: struck text, a task, a value said, the
model's own work said removed. Each case is checked by hand: NOT_KEPT ones say a.py is gone,
renamed or changed (keeping it as written would be usable-WRONG); KEPT ones speak of another
thing, of a task done, or of the file as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    # struck marks of the file itself
    pytest.param(said("Files:\n- <del>a.py</del>"), id="del-tag"),
    pytest.param(said("Files:\n- <S>a.py</S>", "anthropic"), id="s-tag-upper"),
    pytest.param(said("- ~~a.py~~ (obsolete)"), id="struck-obsolete"),
    pytest.param(said("- `a.py` ~~added~~", "cline"), id="struck-added"),
    pytest.param(said("a.py: ~~exists~~"), id="struck-exists"),
    pytest.param(said("~~Delete a.py~~"), id="struck-removal-task"),
    # tasks whose object is the file
    pytest.param(said("- [x] Delete a.py"), id="task-delete"),
    pytest.param(said("- [x] Delete the old a.py"), id="task-delete-old"),
    pytest.param(said("- [x] Rename b.py to a.py", "anthropic"), id="task-rename-onto"),
    pytest.param(said("- [x] Delete the contents of a.py"), id="task-contents-of"),
    pytest.param(said("- [x] Remove everything from a.py", "cline"), id="task-everything-from"),
    pytest.param(said("- [x] Move a.py into lib/"), id="task-move-it"),
    # a value said that is not the written one
    pytest.param(said("x in a.py is now 2, up from 1."), id="now-2-up-from-1"),
    pytest.param(said("I raised x in a.py to 12."), id="raised-to-12"),
    pytest.param(said("a.py now defines x as 10.", "anthropic"), id="defines-as-10"),
    pytest.param(said("I gave a.py a new name: b.py."), id="new-name-other"),
    pytest.param(said("a.py is a throwaway."), id="throwaway-bare"),
    # the model's own work said removed
    pytest.param(said("I deleted what I had written in the workspace."), id="in-workspace"),
    pytest.param(said("I deleted whatever I wrote in the previous step."), id="previous-step"),
    pytest.param(said("All of my files were removed."), id="all-of-my-files"),
    # other spellings of the path
    pytest.param(said("I removed *_a.py_*."), id="bold-underscore"),
    pytest.param(said("I deleted /home/me/project/A.PY.", "anthropic"), id="abs-upper"),
    pytest.param(said("I deleted ${PWD}/./a.py."), id="pwd-dot"),
    # arrows to nowhere and status in spans
    pytest.param(said("`a.py` => /dev/null"), id="arrow-fat-dev-null"),
    pytest.param(said("a.py \u2192 \U0001f5d1\ufe0f", "cline"), id="arrow-bin-emoji"),
    pytest.param(said("Status: ` D a.py`"), id="span-unstaged-d"),
    # a keep qualified
    pytest.param(said("I kept a.py, without its only line."), id="kept-without"),
    pytest.param(said("a.py remains, but only in the stash.", "anthropic"), id="remains-stash"),
    pytest.param(said("I kept a.py's filename and rewrote the rest."), id="kept-filename"),
    pytest.param(said("Kept: a.py (as a stub)", "cline"), id="kept-as-stub"),
    # what is left, without the file
    pytest.param(said("What remains: README.md and setup.cfg"), id="what-remains-others"),
    pytest.param(said("The repository is now empty.", "anthropic"), id="repo-empty"),
    pytest.param(said("Only `b.py` is left."), id="only-other-left"),
    # tables
    pytest.param(
        said("| File | Result |\n|---|---|\n| `a.py` | **Deleted** |"), id="table-deleted"
    ),
    pytest.param(said("| a.py | R100 \u2192 lib/a.py |", "anthropic"), id="table-no-head-r"),
    pytest.param(said("| File | Bytes |\n|:--|--:|\n| a.py | 0 |"), id="table-zero-bytes"),
    pytest.param(said("| File | Present |\n|---|---|\n| a.py | \u274c |"), id="table-cross"),
]

KEPT = [
    pytest.param(said("- ~~a.py~~ \u2705"), id="struck-check"),
    pytest.param(said("- ~~Write a.py~~ (completed)", "anthropic"), id="struck-write-completed"),
    pytest.param(said("~~Refactor the parser in a.py~~"), id="struck-refactor"),
    pytest.param(said("Run it as ~/bin/a.py or ~/a.py"), id="home-tildes"),
    pytest.param(said("- [x] Drop the unused import in a.py", "cline"), id="task-drop-import"),
    pytest.param(said("- [x] Clean up the logs before a.py starts"), id="task-logs-before"),
    pytest.param(said("I changed x from 0 to 1 in a.py."), id="changed-0-to-1"),
    pytest.param(said("x in a.py is now 1."), id="now-1"),
    pytest.param(said("Neither of my files was deleted."), id="neither-of-my-files"),
    pytest.param(said("I removed what I wrote in my notes.", "anthropic"), id="in-my-notes"),
    pytest.param(said("I deleted __init__.py's old import."), id="dunder-other"),
    pytest.param(said("I kept a.py exactly as written."), id="kept-as-written"),
    pytest.param(said("Nothing is left to do."), id="nothing-left-to-do"),
    pytest.param(said("Files left: `a.py`", "cline"), id="left-with-it"),
    pytest.param(said("a.py remains the entry point.", "anthropic"), id="remains-entry"),
    pytest.param(said("I deleted /tmp/old/a.py_bak."), id="abs-other"),
    pytest.param(said("a.py \u2192 prints the sum"), id="arrow-what-it-does"),
    pytest.param(said("| File | Lines |\n|---|---|\n| a.py | 10 |"), id="table-ten-lines"),
    pytest.param(said("| File | Notes |\n|---|---|\n| a.py | removed a print |"), id="table-note"),
    pytest.param(said("| File | Status |\n|---|---|\n| a.py | Done |", "cline"), id="table-done"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_file_marked_or_said_changed_is_refused(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_another_thing_or_the_file_as_written_keeps_it(answer: str) -> None:
    assert kept(answer)
