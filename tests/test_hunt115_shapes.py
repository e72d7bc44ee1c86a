"""hunt115: the note after the one block in shapes other than a plain sentence: Markdown
emphasis on the state, a table whose row says the others are unchanged, a clipped abbreviation,
and the CJK 'the rest omitted' marks 以下略 / 其余略.

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``); each
note says the rest of the module is kept or left out: a part. Writing it whole deletes the rest
of shlex.py: the answer must not be usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Everything else is **exactly the same**.", id="md-bold-state"),
        pytest.param(
            "| Function | Status |\n|---|---|\n| `quote` | changed |\n| others | unchanged |",
            id="table-row",
        ),
        pytest.param("Other funcs unchg'd.", id="abbrev"),
        pytest.param("以下略", id="ja-ika-ryaku"),
        pytest.param("其余略", id="zh-qiyu-lue"),
    ],
)
def test_a_note_in_another_shape(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")
