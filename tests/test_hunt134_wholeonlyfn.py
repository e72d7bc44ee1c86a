"""hunt134: a lead saying which ONE function changed, before a block holding the WHOLE file
(the real stdlib colorsys.py: __all__, the constants, every converter), is refused as a part
(partial-file): "The only function I changed is rgb_to_hsv:", even after "Here is the full
colorsys.py.", and its foreign forms (nur ... wurde geändert, seule ... a changé, изменил
только, 只改了). The base 9ec80bf0 refused them too: not regressions, false refusals.

Expected by hand from what the model meant: the block holds far more than the function the
lead names (every other converter, unchanged, shown anyway): the lead tells what changed, the
block is the whole file: usable, colorsys.py written as sent."""

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
        pytest.param("The only function I changed is rgb_to_hsv:", id="en-only-fn-changed"),
        pytest.param(
            "Here is the full colorsys.py. The only function I changed is rgb_to_hsv.",
            id="en-full-then-only-fn",
        ),
        pytest.param(
            "Here is colorsys.py; the only function I changed is rgb_to_hsv:",
            id="en-here-is-then-only-fn",
        ),
        pytest.param("`rgb_to_hsv()` is the only modified function:", id="en-only-modified"),
        pytest.param("Nur rgb_to_hsv() wurde geändert:", id="de-nur-geaendert"),
        pytest.param("Seule la fonction rgb_to_hsv() a changé :", id="fr-seule"),
        pytest.param("Изменил только rgb_to_hsv():", id="ru-tolko"),
        pytest.param("Solo cambié rgb_to_hsv():", id="es-solo-cambie"),
    ],
)
def test_only_function_changed_over_the_whole_file_stays_usable(prose: str) -> None:
    answer = f"{prose}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n"
    result = parse_response(answer)
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [("colorsys.py", _SRC)]
