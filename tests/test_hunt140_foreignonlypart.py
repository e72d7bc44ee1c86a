"""hunt140: a short lead in another language saying "only the HSV part" / "just the changed
part" with a noun of a part fix-lang163 does not read in that form: Portuguese "Só a parte",
French "Juste la partie modifiée", German and Dutch and Swedish compounds ("HSV-Teil",
"HSV-gedeelte", "HSV-delen"), Czech "Jen část", Japanese "部分だけ", Korean "부분만". Read
today: "Solo la parte HSV:", "Seulement la partie HSV :", "Tylko część HSV:", "Только часть
HSV:". The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the block holds only the HSV converters of the real
stdlib colorsys.py (which also holds __all__, the constants and the YIQ and HLS converters);
the lead says it is a part: written as the whole colorsys.py it deletes the rest (not
usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Só a parte HSV:", id="pt-so-a-parte"),
        pytest.param("Juste la partie modifiée :", id="fr-juste-la-partie"),
        pytest.param("Nur der HSV-Teil:", id="de-hsv-teil"),
        pytest.param("Alleen het HSV-gedeelte:", id="nl-gedeelte"),
        pytest.param("Bara HSV-delen:", id="sv-delen"),
        pytest.param("Jen část HSV:", id="cs-jen-cast"),
        pytest.param("HSV部分だけ:", id="ja-bubun-dake"),
        pytest.param("HSV 부분만:", id="ko-bubun-man"),
        # guards: read today
        pytest.param("Solo la parte HSV:", id="guard-it-solo"),
        pytest.param("Seulement la partie HSV :", id="guard-fr-seulement"),
        pytest.param("Tylko część HSV:", id="guard-pl-tylko"),
        pytest.param("Только часть HSV:", id="guard-ru-tolko"),
    ],
)
def test_a_foreign_only_part_lead_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`colorsys.py`:\n\n```python\n{_HSV}```\n")
