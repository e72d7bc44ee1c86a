"""hunt140: a short lead that is a STATEMENT of what changed, its part noun the subject of a
verb ("Only the HSV part changed:", "Just the HSV section differs:", "Only the HSV bit is
new:", "Only the HSV functions changed:"), before the WHOLE stdlib colorsys.py. fix-lead162's
:data:`_LEAD_PART` takes the verb for its tail (as in the label "Just the part that changed:")
and refuses. The base b8cdcaa1 wrote the file: regressions of fix-lead162, false refusals.

Expected by hand from what the model meant: the lead says which part changed; the block holds
the whole module (__all__, the constants, every converter): usable, written as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Only the HSV part changed:", id="only-part-changed"),
        pytest.param("Only the HSV part changes:", id="only-part-changes"),
        pytest.param("Just the HSV section differs:", id="section-differs"),
        pytest.param("Only the HSV bit is new:", id="bit-is-new"),
        pytest.param("Only the HSV functions changed:", id="functions-changed"),
        pytest.param("Only the HSV lines changed:", id="lines-changed"),
        pytest.param("Only the HSV section was updated:", id="section-was-updated"),
        pytest.param("Only the HSV converters needed changing:", id="needed-changing"),
        # guards: read right today
        pytest.param("Only what changed is the HSV part:", id="guard-what-changed-is"),
        pytest.param("Rest unchanged, full file below:", id="guard-rest-unchanged-full"),
    ],
)
def test_a_statement_of_what_changed_over_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
