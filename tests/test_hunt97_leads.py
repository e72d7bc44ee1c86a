"""hunt97: leads ABOVE the block that say it is a part, in shapes the partial-file rule does not
read: "Put this right below the imports in `shlex.py`:", "Patch this into `shlex.py`:",
"Drop-in replacement for `quote()`:", "Overwrite the existing function with this one:",
"### Fix for `quote()`", a bullet list "- nothing else changed".

Expected by hand: shlex.py is sent as ONE function (quote) under a `shlex.py` label; the lead
says it goes into the file or replaces one function: a part: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Put this right below the imports in `shlex.py`:", id="put-below-imports"),
        pytest.param("Patch this into `shlex.py`:", id="patch-into"),
        pytest.param("Drop-in replacement for `quote()`:", id="drop-in-replacement"),
        pytest.param("Overwrite the existing function with this one:", id="overwrite-existing"),
        pytest.param("### Fix for `quote()`", id="heading-fix-for"),
        pytest.param(
            "Changes:\n\n- `quote()` now handles empty strings\n- nothing else changed",
            id="bullets-nothing-else-changed",
        ),
    ],
)
def test_a_part_said_by_the_lead_is_no_whole_file(lead: str) -> None:
    refused(f"{lead}\n\n{_BLOCK}")


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Insert this after `split()`:", id="insert-after"),
        pytest.param("Replace the body of `quote()` with:", id="replace-body"),
        pytest.param("**Changed function:**", id="bold-changed-function"),
    ],
)
def test_guard_leads_read_today_refuse(lead: str) -> None:
    assert not parse_response(f"{lead}\n\n{_BLOCK}").usable
