"""hunt142-checkedtasks: fix-said172 reads a task list item ``[x] Delete a.py`` as a mark of
a.py gone; it refuses as well every task item whose verb of removal or change has ANOTHER
object and only names a.py (``[x] Remove unused imports from a.py``, ``[x] Delete the debug
print in a.py``, ``[x] Remove the old helper (a.py replaces it)``, an open task for later): the
base bee7c794 kept them all.

Expected by hand: a.py ``x = 1`` is written, then the assistant's checklist says these tasks
(done before or by the write, or left for later): a.py is on disk as written; refusing is a
false refusal (regression of fix-said172). The guards: a task of deleting a.py itself.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

KEPT = [
    pytest.param(said("- [x] Remove unused imports from a.py"), id="imports-from"),
    pytest.param(said("- [x] Delete the debug print in a.py", "anthropic"), id="print-in"),
    pytest.param(said("- [x] Remove the old helper (a.py replaces it)"), id="helper-replaced"),
    pytest.param(said("- [x] Delete the temp folder that a.py used", "cline"), id="folder-used"),
    pytest.param(said("- [x] Move the constant into a.py"), id="move-into"),
    pytest.param(said("- [x] Rename the variable in a.py to x"), id="rename-variable"),
    pytest.param(said("- [ ] Delete the old logs once a.py has run"), id="open-later"),
    pytest.param(said("1. [x] Remove the legacy script, a.py takes over"), id="numbered-legacy"),
]

NOT_KEPT = [
    pytest.param(said("- [x] Delete a.py"), id="delete-it"),
    pytest.param(said("- [x] Remove a.py (no longer needed)", "cline"), id="remove-it-cline"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_a_task_of_another_thing_keeps_the_file(answer: str) -> None:
    assert kept(answer)


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_task_of_removing_the_file_refuses_it(answer: str) -> None:
    assert not kept(answer)
