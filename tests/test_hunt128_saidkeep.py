"""hunt128-saidinside / hunt128-saidotherpath: false refusals of the assistant's words after a
write (tool_calls.says_not_kept, said_words.py).

saidinside: the words remove or undo a thing INSIDE the written file (``the empty except block
in a.py``, ``the print statements in a.py``, ``a.py's old docstring``, ``b.py's unused
import``): the file holds the result of that removal, as written. docs/lenient.md keeps a thing
removed when the rest of the clause names the written file only after a preposition of place
(``Removed the unused import from a.py.`` is kept today).

saidotherpath: the words remove or revert ANOTHER path, one the answer does not write
(``utils.py``, ``legacy.py``, ``config.json``), and say the written a.py was created or took
its place: a.py is on disk as written.

Expected by hand: every written file is on disk as written; the result must be usable with it
(a refusal is a false refusal).
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, kept_after_write

from artifact_codec import parse_response


def _both_kept(words: str) -> bool:
    messages: list[dict[str, object]] = []
    for number, (path, content) in enumerate([("a.py", "x = 1\n"), ("b.py", "y = 2\n")]):
        args = json.dumps({"path": path, "content": content})
        call = {
            "id": f"c{number}",
            "type": "function",
            "function": {"name": "write_file", "arguments": args},
        }
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        answer = f"Successfully wrote to {path}"
        messages.append({"role": "tool", "tool_call_id": f"c{number}", "content": answer})
    messages.append({"role": "assistant", "content": words})
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I removed the empty except block in a.py.", id="except-block-in"),
        pytest.param("I removed the unused variable in a.py.", id="unused-variable-in"),
        pytest.param("I deleted the commented-out code in a.py.", id="commented-code-in"),
        pytest.param("I dropped the print statements in a.py.", id="prints-in"),
        pytest.param("I deleted a.py's old docstring.", id="possessive-docstring"),
    ],
)
def test_a_thing_removed_inside_the_file_keeps_it(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Created a.py. I removed b.py's unused import.", id="two-possessive-import"),
        pytest.param("I removed b.py's debug print.", id="two-possessive-print"),
    ],
)
def test_a_thing_removed_inside_one_of_two_files_keeps_both(words: str) -> None:
    assert _both_kept(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param(
            "I deleted the old utils.py and created a.py with the helpers.", id="deleted-other"
        ),
        pytest.param(
            "I reverted my earlier change to config.json and created a.py instead.",
            id="reverted-other",
        ),
        pytest.param("I removed legacy.py and moved its logic into a.py.", id="removed-other"),
    ],
)
def test_another_path_removed_keeps_the_written_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I removed the debug prints from a.py.", id="removed-from"),
        pytest.param(
            "I deleted old_helpers.py; its functions now live in a.py.", id="other-semicolon"
        ),
    ],
)
def test_the_shapes_kept_today(words: str) -> None:
    assert kept_after_write(words)
