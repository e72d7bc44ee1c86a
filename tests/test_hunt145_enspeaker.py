"""hunt145: a short part lead said by the speaker ("I'm only showing the HSV part:", "I'll paste
only the HSV part:", "I've only included the HSV part:", "Pasting only the HSV part:", "I left
out everything but the HSV part:"): fix-en175's heads know "I'm showing" and "I'll show" with
the part right after, not "only" between, another verb (paste, include), a participle alone
or "everything but". Read as no word on the block, the part is written whole: usable-WRONG
(the base 6056e91f wrote them too).

Expected by hand from what the model meant: the block holds only the HSV converters of the
stdlib colorsys.py (which also holds __all__, the constants, the YIQ and HLS converters):
written whole it deletes the rest of the module, so each is refused. The guards, the same
dressing over the whole file, stay usable."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _answer(prose: str, body: str) -> str:
    return f"{prose}\n\n`colorsys.py`:\n\n```python\n{body}```\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("I'm only showing the HSV part:", id="im-only-showing"),
        pytest.param("I'll only show the HSV part:", id="ill-only-show"),
        pytest.param("I'll paste only the HSV part:", id="ill-paste-only"),
        pytest.param("I'm just pasting the HSV part:", id="im-just-pasting"),
        pytest.param("I've only included the HSV part:", id="ive-only-included"),
        pytest.param("Only including the HSV part:", id="only-including"),
        pytest.param("Pasting only the HSV part:", id="pasting-only"),
        pytest.param("I left out everything but the HSV part:", id="everything-but"),
    ],
)
def test_a_speaker_s_part_lead_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("I'm pasting the whole file:", id="guard-pasting-whole"),
        pytest.param("I'll show the complete file:", id="guard-show-complete"),
    ],
)
def test_a_speaker_s_part_lead_guard_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
