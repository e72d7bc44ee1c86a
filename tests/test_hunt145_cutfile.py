"""hunt145: a lead naming THE FILE, then, past a comma, a dash, a semicolon or in parentheses,
which part of it changed ("Here's the file (only the HSV part changed):", "Here's colorsys.py
\u2014 just the HSV part changed:", "Updated colorsys.py - only the HSV part changed:"), before
the WHOLE stdlib colorsys.py. fix-en175's cut (:data:`labels._LEAD_CUT`) reads the piece
after the file alone as a short part lead and refuses. The base 6056e91f wrote each: false
refusals, regressions of fix-en175 (the bare statement alone is hunt140-changedstatement).

Expected by hand from what the model meant: the lead names the file and says which part
changed; the block holds the whole module (__all__, the constants, every converter): usable,
written as sent."""

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
        pytest.param("Here's the file (only the HSV part changed):", id="file-paren"),
        pytest.param("Here's colorsys.py \u2014 just the HSV part changed:", id="path-em-dash"),
        pytest.param("Here's the updated module, only the HSV part changed:", id="module-comma"),
        pytest.param(
            "Here is `colorsys.py` (just the HSV functions changed):", id="code-path-paren"
        ),
        pytest.param("The updated colorsys.py; only the HSV section differs:", id="path-semicolon"),
        pytest.param("Updated colorsys.py - only the HSV part changed:", id="path-hyphen"),
        pytest.param("Here's the file, only the HSV converters needed changing:", id="file-needed"),
        pytest.param("colorsys.py (only the HSV part was updated):", id="bare-path-paren"),
        # guards: read right today
        pytest.param("Updated file \u2014 only rgb_to_hsv changed:", id="guard-name-changed"),
        pytest.param("Here's the new version, only the HSV bit is new:", id="guard-bit-new"),
        pytest.param("Here's the full file; only the HSV part changed:", id="guard-full"),
    ],
)
def test_the_file_then_which_part_changed_keeps_the_whole_file(prose: str) -> None:
    result = parse_response(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
