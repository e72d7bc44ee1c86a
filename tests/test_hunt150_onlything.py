"""hunt150 (issue 20): fix-en186 adds "thing" to the kinds of "the only function I changed is X"
(``_ONLY_KINDS``), lead27's reading of a part lead (the block may be that function cut out of a
larger file). "The only thing I changed" names a CHANGE, not a piece of the file: "The one
thing I tweaked is the rounding in `rgb_to_hsv()`", "The only thing I fixed was the off-by-one
in `_v()`", "The single thing I adjusted was the constant `ONE_THIRD`". Above the whole
installed colorsys.py each is now read as a part lead, and the whole file is refused. The base
(3dfe17cf) wrote each one (regressions).

Expected by hand: the block is colorsys.py byte for byte; the lead says what one change it
holds. The file is written exactly."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")

_LEADS = [
    pytest.param("The one thing I tweaked is the rounding in `rgb_to_hsv()`:", id="rounding"),
    pytest.param("The single thing I adjusted was the constant `ONE_THIRD`:", id="constant"),
    pytest.param("The only thing I fixed was the off-by-one in `_v()`:", id="off-by-one"),
    pytest.param("The only thing I changed is the default of `ONE_SIXTH`:", id="default"),
    pytest.param(
        "The one thing I reworked is the branch order in `rgb_to_hls()`:", id="branch-order"
    ),
    pytest.param("The only thing I updated is the docstring of `hls_to_rgb()`.", id="docstring"),
    pytest.param(
        "The single thing I tweaked is a variable name in `rgb_to_yiq()`:", id="variable-name"
    ),
    pytest.param("The only thing that changed is the return in `rgb_to_hsv()`:", id="return"),
]


def _whole(lead: str) -> None:
    result = parse_response(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


@pytest.mark.parametrize("lead", _LEADS)
def test_the_only_thing_changed_names_a_change_not_a_part(lead: str) -> None:
    _whole(lead)


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("The only thing I changed is the module docstring:", id="guard-docstring"),
        pytest.param("The only thing I fixed is a typo in the docstring:", id="guard-typo"),
        pytest.param("The only thing I modified was whitespace.", id="guard-whitespace"),
    ],
)
def test_the_leads_kept(lead: str) -> None:
    _whole(lead)
