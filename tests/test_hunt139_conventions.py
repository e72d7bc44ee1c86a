"""hunt139-conventions: the keep-rule WRONGs of hunt139 (copyof, keptnotas, thingandall,
thingfortoo, programthen, oldnewlater) in a Cline ``attempt_completion`` result, an Anthropic
transcript, and an OpenAI transcript whose words come in two assistant messages (the old a.py
removed and a new one written, then 'The new one is b.py.' in the next message).

Expected by hand: the transcript writes a.py ``x = 1`` and then says the words: a.py is not on
disk as written (removed, moved, emptied): keeping it usable as written is usable-WRONG
(refusing is fine). Guards: the words' removal in a message of its own is refused already.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, write_messages

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


def _two_messages(first: str, second: str, user_between: bool) -> str:
    messages = write_messages("c1", "a.py", "x = 1\n")
    messages.append({"role": "assistant", "content": first})
    if user_between:
        messages.append({"role": "user", "content": "ok, go on"})
    messages.append({"role": "assistant", "content": second})
    return json.dumps(messages)


_OLD = "I removed the old a.py and wrote a new one."

CASES = [
    pytest.param(_cline("I removed the only copy of a.py."), id="cline-only-copy"),
    pytest.param(_cline("I deleted the stale files and kept a.py as b.py."), id="cline-kept-as"),
    pytest.param(
        _cline("I removed the debug prints from a.py along with the file."),
        id="cline-along-with-the-file",
    ),
    pytest.param(_cline("I deleted the tests for a.py and its code."), id="cline-tests-and-code"),
    pytest.param(
        _cline("a.py removes stale cache entries, so I removed it."), id="cline-program-removed"
    ),
    pytest.param(_anthropic("I removed every copy of a.py."), id="anthropic-every-copy"),
    pytest.param(
        _anthropic("I deleted the stale files and kept a.py in the backup folder."),
        id="anthropic-kept-in-backup",
    ),
    pytest.param(
        _two_messages(_OLD, "The new one is b.py.", user_between=False),
        id="openai-new-one-next-message",
    ),
]

REFUSED_ALREADY = [
    pytest.param(
        _two_messages(_OLD, "It lives in lib/.", user_between=True), id="openai-lives-in-next"
    ),
    pytest.param(
        _two_messages("I cleared a.py for merge.", "It is empty now.", user_between=False),
        id="openai-cleared-then-empty",
    ),
]


@pytest.mark.parametrize("answer", CASES + REFUSED_ALREADY)
def test_the_keep_rules_do_not_keep_a_removed_file_in_any_convention(answer: str) -> None:
    assert not _kept(answer)
