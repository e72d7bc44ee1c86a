"""hunt107-saidfailed / hunt107-saidreverted: a JSON transcript's write of a.py (``x = 1``)
followed by the assistant's own words that the file is not there, in wordings the one pattern
of fix-db93 does not read: the path before a passive failure (``a.py could not be written``,
``The write to a.py failed``, ``a.py wasn't created``), a failure before the path
(``Permission denied when writing a.py``), or, after a success, a revert, roll back, undo or
restore of a.py, or a.py no longer existing.

Expected by hand (the model's own account, as in hunt40-tied): a.py ``x = 1`` is not the file
left (never written, or put back as it was before the write: a new file, so gone); refusing
is fine, keeping it is not. The listed forms (``I couldn't write a.py``, ``Deleted a.py.``)
are refused.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of

from artifact_codec import parse_response


def _write() -> dict[str, Any]:
    args = {"path": "a.py", "content": "x = 1\n"}
    call = {
        "id": "c1",
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(args)},
    }
    return {"role": "assistant", "content": None, "tool_calls": [call]}


_OK = {"role": "tool", "tool_call_id": "c1", "content": "Successfully wrote to a.py"}


def _said(*messages: dict[str, Any]) -> str:
    return json.dumps([_write(), *messages])


def _assistant(text: str) -> dict[str, Any]:
    return {"role": "assistant", "content": text}


def _kept(text: str) -> bool:
    parsed = parse_response(text)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("The write to a.py failed (permission denied).", id="write-to-failed"),
        pytest.param("a.py could not be written: permission denied.", id="could-not-be-written"),
        pytest.param("Writing a.py failed with EACCES.", id="writing-failed"),
        pytest.param("Permission denied when writing a.py.", id="denied-when-writing"),
        pytest.param("The file a.py was not saved.", id="was-not-saved"),
        pytest.param("a.py wasn't created; the folder is read-only.", id="wasnt-created"),
        pytest.param(
            "Sorry, the tool returned an error, so a.py was not written.", id="so-not-written"
        ),
    ],
)
def test_the_assistant_saying_the_write_failed_does_not_keep_it(words: str) -> None:
    assert not _kept(_said(_assistant(words)))


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I've reverted a.py.", id="reverted"),
        pytest.param("I rolled back a.py.", id="rolled-back"),
        pytest.param("I undid the change to a.py.", id="undid"),
        pytest.param("a.py no longer exists.", id="no-longer-exists"),
        pytest.param("I've restored a.py from git.", id="restored"),
    ],
)
def test_the_assistant_saying_it_reverted_the_write_does_not_keep_it(words: str) -> None:
    assert not _kept(_said(_OK, {"role": "user", "content": "Undo that."}, _assistant(words)))


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I couldn't write a.py: permission denied.", id="couldnt-write"),
        pytest.param("Deleted a.py.", id="deleted"),
    ],
)
def test_the_listed_forms_are_refused(words: str) -> None:
    assert not _kept(_said(_assistant(words)))


def test_a_success_then_thanks_stays_usable() -> None:
    parsed = parse_response(_said(_OK, _assistant("I wrote a.py; run it with python a.py.")))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]
