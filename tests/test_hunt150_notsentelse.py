"""hunt150 (issue 20): fix-en186 reads a lead naming the whole file only to say it is NOT sent
when a word of ``_NOT_SENT_BEFORE``/``_NOT_SENT_AFTER`` stands in its clause ("The whole file is
too long, so ..."). Other words say the same: "The whole file is unnecessary here", "is 200
lines", "is mostly unchanged", "is verbose", "stays the same except these", "is in the repo",
"Sending the whole file felt excessive", "I've left out the whole file except". The line is read
as saying the file is whole, which silences its part lead ("so just the HSV functions"), and
colorsys.py cut to its HSV functions is written whole, deleting the rest of the module. The
base (3dfe17cf) did the same (not regressions).

Expected by hand: the block is colorsys.py from ``rgb_to_hsv`` on, under a lead saying the
whole file is not sent and only the HSV functions are: a part (refused)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]

_LEADS = [
    pytest.param(
        "The whole file is unnecessary here, so just the HSV functions:", id="unnecessary"
    ),
    pytest.param("The whole file is 200 lines, so just the HSV functions:", id="lines-count"),
    pytest.param(
        "The whole file is mostly unchanged, so only the HSV functions:", id="mostly-unchanged"
    ),
    pytest.param("The whole file is verbose, so just the HSV functions:", id="verbose"),
    pytest.param(
        "The whole file stays the same except these HSV functions:", id="stays-the-same-except"
    ),
    pytest.param(
        "The whole file is in the repo; here are just the HSV functions:", id="in-the-repo"
    ),
    pytest.param(
        "Sending the whole file felt excessive, so only the HSV functions:", id="felt-excessive"
    ),
    pytest.param(
        "For brevity I've left out the whole file except the HSV functions:", id="left-out"
    ),
]


@pytest.mark.parametrize("lead", _LEADS)
def test_the_whole_file_said_not_sent_in_other_words_refuses(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("The whole file would be overkill. Just the HSV functions:", id="guard-would"),
        pytest.param("I'll spare you the whole file — just the HSV functions:", id="guard-spare"),
        pytest.param("No need for the whole file; just the HSV functions:", id="guard-no-need"),
        pytest.param(
            "The rest of the whole file is the same; just the HSV functions:", id="guard-rest"
        ),
        pytest.param(
            "Die ganze Datei ist zu lang, daher nur die HSV-Funktionen:", id="guard-de-zu-lang"
        ),
    ],
)
def test_the_words_read_stay_refused(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
