"""hunt139-outputempty: a later tool output showing a.py empty through a size or a state, not
its text: ``wc -c``/``wc -l`` printing 0, ``file`` printing ``empty``, ``ls -l``/``du -b``/
``stat -c %s`` showing 0 bytes, ``[ -s a.py ]`` printing empty, ``xxd`` printing nothing.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then runs the command shown, whose output is given. a.py is empty on disk, not ``x = 1``:
keeping it usable as written is usable-WRONG (refusing is fine). Guard: ``cat`` printing nothing
is refused already.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    """The files read, or None when the result is not usable."""
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


CASES = [
    pytest.param("wc -c a.py", "0 a.py", id="wc-bytes-zero"),
    pytest.param("wc -l a.py", "0 a.py", id="wc-lines-zero"),
    pytest.param("file a.py", "a.py: empty", id="file-empty"),
    pytest.param("ls -l a.py", "-rw-r--r-- 1 u u 0 Nov 28 23:00 a.py", id="ls-long-zero"),
    pytest.param("du -b a.py", "0\ta.py", id="du-zero"),
    pytest.param("stat -c %s a.py", "0", id="stat-size-zero"),
    pytest.param("[ -s a.py ] && echo nonempty || echo empty", "empty", id="test-s-empty"),
    pytest.param("xxd a.py", "", id="xxd-nothing"),
]

REFUSED_ALREADY = [pytest.param("cat a.py", "", id="cat-nothing")]


@pytest.mark.parametrize(("command", "output"), CASES + REFUSED_ALREADY)
def test_a_later_output_showing_the_file_empty_does_not_keep_it(command: str, output: str) -> None:
    assert _after(command, output) is None


def test_guard_a_size_of_the_written_bytes_keeps_it() -> None:
    assert _after("wc -c a.py", "6 a.py") == [("a.py", CONTENT)]
