# ruff: noqa: RUF001, RUF002  (leads in other scripts: their letters are meant)
"""hunt150 (issue 20): fix-en186 reads a short lead in another language naming one changed
piece as saying the block is a part ("Изменённая часть:", "Змінена частина:"). The same lead in
the other scripts of note_words' table is not read: Japanese "変更部分:", Chinese "修改的部分：",
Korean "변경된 부분:", Greek "Το τροποποιημένο τμήμα:", Hebrew "החלק ששונה:", Arabic "الجزء
المعدل:", Hindi "बदला हुआ हिस्सा:", Bulgarian "Променената част:". colorsys.py cut to its HSV
functions is written whole, deleting the rest of the module. The base (3dfe17cf) did the same
(not regressions).

Expected by hand: the block is colorsys.py from ``rgb_to_hsv`` on, under a lead saying it is
the changed part: a part (refused)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_TAIL = _SRC[_SRC.index("def rgb_to_hsv") :]

_LEADS = [
    pytest.param("変更部分:", id="ja"),
    pytest.param("修改的部分：", id="zh"),
    pytest.param("변경된 부분:", id="ko"),
    pytest.param("Το τροποποιημένο τμήμα:", id="el"),
    pytest.param("החלק ששונה:", id="he"),
    pytest.param("الجزء المعدل:", id="ar"),
    pytest.param("बदला हुआ हिस्सा:", id="hi"),
    pytest.param("Променената част:", id="bg"),
]


@pytest.mark.parametrize("lead", _LEADS)
def test_a_changed_part_lead_in_another_script_refuses(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Змінена частина:", id="guard-uk"),
        pytest.param("Изменённая часть:", id="guard-ru"),
    ],
)
def test_the_scripts_read_stay_refused(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
