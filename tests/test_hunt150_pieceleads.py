# ruff: noqa: RUF001, RUF002  (leads in other languages: their letters are meant)
"""hunt150 (issue 20): fix-en186 reads a short lead in another language naming one changed
piece ("Der geänderte Teil:", "La partie modifiée :", "Изменённая часть:", "Zmieniona część:")
as saying the block is a part. The same lead in the other Latin-script languages of
note_words' table is not read: Danish "Den ændrede del:", Norwegian "Den endrede delen:",
Finnish "Muutettu osa:", Turkish "Değiştirilen kısım:", Vietnamese "Phần đã thay đổi:",
Hungarian "A módosított rész:", Romanian "Partea modificată:", Croatian "Izmijenjeni dio:".
colorsys.py cut to its HSV functions is written whole, deleting the rest of the module. The
base (3dfe17cf) did the same (not regressions).

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
    pytest.param("Den ændrede del:", id="da"),
    pytest.param("Den endrede delen:", id="no"),
    pytest.param("Muutettu osa:", id="fi"),
    pytest.param("Değiştirilen kısım:", id="tr"),
    pytest.param("Phần đã thay đổi:", id="vi"),
    pytest.param("A módosított rész:", id="hu"),
    pytest.param("Partea modificată:", id="ro"),
    pytest.param("Izmijenjeni dio:", id="hr"),
]


@pytest.mark.parametrize("lead", _LEADS)
def test_a_changed_part_lead_in_another_language_refuses(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("Den ändrade delen:", id="guard-sv"),
        pytest.param("Bagian yang diubah:", id="guard-id"),
        pytest.param("A parte alterada:", id="guard-pt"),
        pytest.param("Zmenená časť:", id="guard-sk"),
    ],
)
def test_the_languages_read_stay_refused(lead: str) -> None:
    refused(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_TAIL}```\n")
