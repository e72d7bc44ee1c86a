"""hunt150 (issue 20): a lead saying the block is TAKEN from the whole file ("Here are the HSV
functions from the whole file:", "Out of the whole file, only the HSV functions changed:",
"Trimmed from the whole file: the HSV functions.", "Pulled from the whole file, ...", "Part of
the whole file, ...") holds the words of a whole file, which ``says_whole``/``says_file_whole``
read as saying the block is whole; its part lead is silenced and colorsys.py cut to its HSV
functions is written whole, deleting the rest of the module. "Here's an excerpt of the whole
file" is refused. The base (3dfe17cf) did the same (not regressions).

Expected by hand: the block is colorsys.py from ``rgb_to_hsv`` on, said to be a piece of the
whole file: a part (refused)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]

_LEADS = [
    pytest.param("Here are the HSV functions from the whole file:", id="from-the-whole-file"),
    pytest.param("Out of the whole file, only the HSV functions changed:", id="out-of"),
    pytest.param("Trimmed from the whole file: the HSV functions.", id="trimmed-from"),
    pytest.param("Pulled from the whole file, the HSV functions:", id="pulled-from"),
    pytest.param("Part of the whole file, the HSV functions:", id="part-of"),
    pytest.param("The HSV functions, taken from the full module:", id="taken-from-module"),
]


@pytest.mark.parametrize("lead", _LEADS)
def test_a_piece_taken_from_the_whole_file_refuses(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


def test_an_excerpt_of_the_whole_file_stays_refused() -> None:
    refused(
        "Here's an excerpt of the whole file, the HSV functions:\n\n"
        f"`colorsys.py`:\n\n```python\n{_TAIL}```\n"
    )
