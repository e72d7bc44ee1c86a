"""Round 22's lead readings in linear time (hostile input is normal input): the assistant's
words after a write read clause by clause (``says_not_kept``), the model's words after Cline's
calls, and the prose near many Cline/bolt calls weighed for part sentences. Each input grows
ten times; the time must grow less than twenty times."""

from __future__ import annotations

import json

import pytest
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.tool_calls import says_not_kept


@pytest.mark.parametrize(
    "unit",
    [
        pytest.param("a.py failed; ", id="path-and-failure-per-clause"),
        pytest.param("I reverted it, but ", id="pronoun-per-clause"),
        pytest.param("not written a.py ", id="negation-and-path"),
        pytest.param("b.py was deleted; ", id="another-file-per-clause"),
    ],
)
def test_the_words_after_a_write_are_read_in_linear_time(unit: str) -> None:
    assert_linear(lambda n: unit * n, lambda text: says_not_kept(text, ["a.py"]), 200)


def _cline(n: int) -> str:
    call = "<write_to_file>\n<path>a{i}.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"
    return "".join(call.format(i=i) + "I reverted nothing here.\n\n" for i in range(n))


def test_many_cline_calls_with_prose_between_are_read_in_linear_time() -> None:
    assert_linear(_cline, parse_response, 20)


def _transcript(n: int) -> str:
    args = json.dumps({"path": "a.py", "content": "x = 1\n"})
    call = {"id": "c1", "type": "function", "function": {"name": "write_file", "arguments": args}}
    words = "The write of b.py failed, but a.py is fine; " * n
    return json.dumps([{"role": "assistant", "content": words, "tool_calls": [call]}])


def test_a_long_assistant_text_beside_a_write_is_read_in_linear_time() -> None:
    assert_linear(_transcript, parse_response, 20)


def test_the_guards_of_the_linear_inputs_read_as_meant() -> None:
    # (the inputs above mean something: a.py said failed is not kept; b.py's failure is not a.py's)
    assert says_not_kept("a.py failed; " * 3, ["a.py"])
    assert not says_not_kept("b.py was deleted; " * 3, ["a.py"])
    assert parse_response(_cline(3)).usable
    assert parse_response(_transcript(3)).usable
