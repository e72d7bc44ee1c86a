"""hunt145: fix-en175's short part leads (:data:`labels._LEAD_PART_HEAD`) with a head it does not
know: a pronoun ("It's only the HSV part:", a second sentence "Here's the code. It's only an
excerpt:"), "What follows is", "Following is", "Here goes", the part then "follows" or "is
below" ("Snippet follows:", "The relevant excerpt is below:"). Read as no word on the block,
the part is written whole: usable-WRONG (the base 6056e91f wrote them too).

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
        pytest.param("It's only the HSV part:", id="its-only"),
        pytest.param("Here's the code. It's only an excerpt:", id="second-sentence-its"),
        pytest.param("It's just an excerpt:", id="its-just-excerpt"),
        pytest.param("What follows is only the HSV part:", id="what-follows"),
        pytest.param("Following is only the HSV part:", id="following-is"),
        pytest.param("Here goes the HSV part:", id="here-goes"),
        pytest.param("Snippet follows:", id="snippet-follows"),
        pytest.param("The relevant excerpt is below:", id="excerpt-is-below"),
    ],
)
def test_a_part_lead_with_another_head_over_a_part_refuses(prose: str) -> None:
    refused(_answer(prose, _HSV))


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("It's the complete file:", id="guard-its-complete"),
        pytest.param("What follows is the whole module:", id="guard-what-follows-whole"),
        pytest.param("The full file follows.", id="guard-full-follows"),
        pytest.param("Here goes the whole file:", id="guard-here-goes-whole"),
    ],
)
def test_a_part_lead_with_another_head_guard_the_whole_file_stays_usable(prose: str) -> None:
    result = parse_response(_answer(prose, _SRC))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
