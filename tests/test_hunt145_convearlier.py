"""hunt145: fix-en175 reads a short part lead one or two lines above the lead right before a
Markdown block ("Only the HSV part:" / "I fixed the hue rounding." / the block:
markdown._earlier_part_lead); before a bolt ``<boltAction>``, a Cline ``<write_to_file>``, an
OpenAI ``write_file`` call or an Anthropic ``tool_use`` the same two lines are read with only
the nearest as the lead, and the part is written whole: usable-WRONG (the base 6056e91f wrote
them too; the part lead alone right before the write is refused).

Expected by hand from what the model meant: the write holds only the HSV converters of the
stdlib colorsys.py: written whole it deletes the rest of the module (refused)."""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path

import pytest
from meant import refused
from tool_renderings import bolt, cline, led_by, openai_led

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _anthropic(prose: str, path: str, content: str) -> str:
    message = {
        "role": "assistant",
        "content": [
            {"type": "text", "text": prose},
            {
                "type": "tool_use",
                "id": "t1",
                "name": "write_file",
                "input": {"path": path, "content": content},
            },
        ],
    }
    result = {
        "role": "user",
        "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
    }
    return json.dumps([message, result])


def _answer(convention: str, prose: str) -> str:
    if convention == "bolt":
        return led_by(prose, bolt("colorsys.py", _HSV))
    if convention == "cline":
        return led_by(prose, cline("colorsys.py", _HSV))
    if convention == "openai":
        return openai_led(prose, "colorsys.py", _HSV)
    return _anthropic(prose, "colorsys.py", _HSV)


_PART_THEN = "Only the HSV part:\nI fixed the hue rounding."
_EXCERPT_THEN = "Excerpt:\nThe hue now wraps."


@pytest.mark.parametrize(
    ("convention", "prose"),
    [
        pytest.param("bolt", _PART_THEN, id="bolt-part"),
        pytest.param("bolt", _EXCERPT_THEN, id="bolt-excerpt"),
        pytest.param("cline", _PART_THEN, id="cline-part"),
        pytest.param("cline", _EXCERPT_THEN, id="cline-excerpt"),
        pytest.param("openai", _PART_THEN, id="openai-part"),
        pytest.param("openai", _EXCERPT_THEN, id="openai-excerpt"),
        pytest.param("anthropic", _PART_THEN, id="anthropic-part"),
        pytest.param("anthropic", _EXCERPT_THEN, id="anthropic-excerpt"),
        # guards: read right today
        pytest.param("bolt", "Only the HSV part:", id="guard-bolt-alone"),
        pytest.param("anthropic", "Excerpt (HSV converters):", id="guard-anthropic-alone"),
    ],
)
def test_a_part_lead_above_another_line_before_a_write_refuses(convention: str, prose: str) -> None:
    refused(_answer(convention, prose))
