"""hunt84-aliasmagic: IPython's ``%alias_magic NAME TARGET`` makes ``%NAME`` run the magic
TARGET; a later ``%zap rm data.csv`` (or ``zap rm data.csv``, automagic) with TARGET
``sx``/``system`` runs ``rm data.csv`` in the shell, read as changing nothing.

Expected values by hand: ``%sx rm data.csv`` and ``%system rm data.csv`` are refused; an
alias of them called with ``rm data.csv`` removes data.csv the same way (as fix-calls48's
``%alias zap rm %s`` then ``%zap data.csv`` is refused). Not usable (``changed-after``
naming data.csv).
"""

from __future__ import annotations

import pytest
from run_blocks import APP_AND_DATA

from artifact_codec import parse_response

_FILES = APP_AND_DATA


@pytest.mark.parametrize(
    "cell",
    [
        pytest.param("%alias_magic zap sx\n%zap rm data.csv\n", id="alias-of-sx"),
        pytest.param("%alias_magic --line zap system\nzap rm data.csv\n", id="alias-of-system"),
    ],
)
def test_an_alias_magic_that_removes_data_csv(cell: str) -> None:
    result = parse_response(_FILES + f"```python\n{cell}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in m for m in said)
