"""hunt144: lead27's 9fffe211 took fix-lead162's whole-module exception out ("the only function
I changed is X" over a Python block declaring ``__all__`` and defining each name is the whole
module). Beyond the 7 Markdown-lead ids it reopened, the same sentence over the WHOLE stdlib
colorsys.py (``__all__`` and every name defined) is now refused where base bee7c794 wrote the
file: as a note after a Markdown block, as the text of a bolt ``boltAction``, of an OpenAI
``write_file`` call, before a Cline ``write_to_file``. False refusals, regressions of 9fffe211
(deliberate: the lead's documented policy reads the sentence over a block with other public
code two ways).

Expected by hand from what the model meant: the whole module, the sentence naming the change:
usable, written as sent."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of
from tool_renderings import bolt, cline, led_by, openai_led

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_I = "The only function I changed is rgb_to_hsv."
_THAT = "rgb_to_hsv is the only function that changed."


def _after(prose: str) -> str:
    return f"`colorsys.py`:\n\n```python\n{_SRC}```\n\n{prose}\n"


def _bolt(prose: str) -> str:
    return led_by(prose, bolt("colorsys.py", _SRC))


def _openai(prose: str) -> str:
    return openai_led(prose, "colorsys.py", _SRC)


def _cline(prose: str) -> str:
    return led_by(prose, cline("colorsys.py", _SRC))


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_after(_I), id="md-after-i-changed"),
        pytest.param(_after(_THAT), id="md-after-that-changed"),
        pytest.param(_bolt(_I), id="bolt-i-changed"),
        pytest.param(_bolt(_THAT), id="bolt-that-changed"),
        pytest.param(_openai(_I), id="openai-i-changed"),
        pytest.param(_openai(_THAT), id="openai-that-changed"),
        pytest.param(_cline(_I), id="cline-i-changed"),
        pytest.param(_cline(_THAT), id="cline-that-changed"),
    ],
)
def test_the_only_function_changed_over_the_whole_module_stays_usable(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]
