"""hunt132-keeprulesconventions: fix-said152's new keep rules (the old file replaced by a new
one, another thing removed and a.py kept/left, a thing in a.py removed) keep a.py where the file
itself is removed or emptied, in a Cline ``attempt_completion`` result and an Anthropic
transcript as in an OpenAI one (tests/test_hunt132_oldreplaced.py, keptbeside.py,
thingwhole.py); the round's base 9ec80bf0 refused all of them (regressions of fix-said152).

Expected by hand: the transcript writes a.py ``x = 1`` and then says the words: a.py is not on
disk as written (removed, emptied): keeping it usable as written is usable-WRONG.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response


def _kept(answer: str) -> bool:
    parsed = parse_response(answer)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


def _cline(words: str) -> str:
    return (
        "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
        f"<attempt_completion>\n<result>\n{words}\n</result>\n</attempt_completion>\n"
    )


def _anthropic(words: str) -> str:
    write = {"path": "a.py", "content": "x = 1\n"}
    return json.dumps(
        [
            {
                "role": "assistant",
                "content": [{"type": "tool_use", "id": "t1", "name": "write_file", "input": write}],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
            },
            {"role": "assistant", "content": [{"type": "text", "text": words}]},
        ]
    )


_OLD = "I removed the old a.py and wrote a new one, b.py."
_LEFT = "I deleted the config and left a.py empty."
_WHATEVER = "I wiped out whatever was in a.py."
_STUB = "I removed the code and kept a.py as an empty stub."


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_cline(_OLD), id="cline-old-replaced"),
        pytest.param(_cline(_LEFT), id="cline-left-empty"),
        pytest.param(_cline(_WHATEVER), id="cline-whatever-was-in"),
        pytest.param(_anthropic(_OLD), id="anthropic-old-replaced"),
        pytest.param(_anthropic(_STUB), id="anthropic-kept-as-stub"),
        pytest.param(_anthropic(_WHATEVER), id="anthropic-whatever-was-in"),
    ],
)
def test_the_keep_rules_do_not_keep_a_removed_file_in_any_convention(answer: str) -> None:
    assert not _kept(answer)
