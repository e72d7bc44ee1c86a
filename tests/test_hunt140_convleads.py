"""hunt140: fix-lead162's short English part leads ("Only the HSV part:", "Snippet:", "Here's
only what changed:", "Rest unchanged.") as the text right before a bolt ``boltAction`` file, an
OpenAI assistant message's ``write_file`` call or an Anthropic ``tool_use`` write: the lead is
read before a Markdown block and a Cline ``write_to_file`` (refused today), not before these
calls; fix-lang163's German "Nur die Hilfsfunktionen:" IS read there. The base b8cdcaa1 wrote
them whole too: not regressions.

Expected by hand from what the model meant: the write holds only the HSV converters of the real
stdlib colorsys.py; the lead says it is a part: writing it as the whole colorsys.py deletes the
rest (not usable)."""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


def _bolt(prose: str) -> str:
    return (
        f'{prose}\n\n<boltArtifact id="p" title="P">\n'
        f'<boltAction type="file" filePath="colorsys.py">\n{_HSV}</boltAction>\n</boltArtifact>\n'
    )


def _openai(prose: str) -> str:
    args = json.dumps({"path": "colorsys.py", "content": _HSV})
    call = {"id": "c1", "type": "function", "function": {"name": "write_file", "arguments": args}}
    return json.dumps(
        [
            {"role": "assistant", "content": prose, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        ]
    )


def _anthropic(prose: str) -> str:
    use = {"path": "colorsys.py", "content": _HSV}
    return json.dumps(
        [
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": prose},
                    {"type": "tool_use", "id": "t1", "name": "write_file", "input": use},
                ],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
            },
        ]
    )


def _cline(prose: str) -> str:
    return (
        f"{prose}\n\n<write_to_file>\n<path>colorsys.py</path>\n<content>\n{_HSV}</content>\n"
        "</write_to_file>\n"
    )


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_bolt("Only the HSV part:"), id="bolt-only-the-part"),
        pytest.param(_bolt("Here's only what changed:"), id="bolt-only-what-changed"),
        pytest.param(_openai("Only the HSV part:"), id="openai-only-the-part"),
        pytest.param(_openai("Snippet:"), id="openai-snippet"),
        pytest.param(_openai("Rest unchanged."), id="openai-rest-unchanged"),
        pytest.param(_anthropic("Only the HSV part:"), id="anthropic-only-the-part"),
        pytest.param(_anthropic("Here's only what changed:"), id="anthropic-only-what-changed"),
        pytest.param(_anthropic("Snippet:"), id="anthropic-snippet"),
        # guards: read today
        pytest.param(_cline("Only the HSV part:"), id="guard-cline"),
        pytest.param(_bolt("Nur die Hilfsfunktionen:"), id="guard-bolt-german"),
        pytest.param(_openai("Nur die Hilfsfunktionen:"), id="guard-openai-german"),
    ],
)
def test_a_short_part_lead_before_a_write_call_refuses(answer: str) -> None:
    refused(answer)
