"""(lead, round 25) One long word in the prose of an answer or a transcript: parse_response stays
linear. Three patterns read a word with two runs of one class around a letter, or tried a path
from every position inside a word, and cost the square of the word's length (an 8 KB word in the
prose after a Markdown answer took 8 s, a 16 KB one in a transcript's last message 31 s)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest

from artifact_codec import parse_response


def _transcript(word: str) -> str:
    call = {"path": "a.py", "content": "x = 1\n"}
    messages = [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "1",
                    "type": "function",
                    "function": {"name": "write_file", "arguments": json.dumps(call)},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "1", "content": "ok"},
        {"role": "assistant", "content": "Done. " + word + " here."},
    ]
    return json.dumps(messages)


SHAPES: dict[str, Callable[[str], str]] = {
    "transcript-prose": _transcript,
    "markdown-prose-after": lambda w: "Here:\n\n**a.py**\n```python\nx = 1\n```\n\n" + w + "\n",
    "markdown-lead": lambda w: w + ":\n\n**a.py**\n```python\nx = 1\n```\n",
    "markdown-session": lambda w: "**a.py**\n```python\nx = 1\n```\n\n```bash\n$ " + w + "\n```\n",
}


def _best(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        parse_response(text)
        best = min(best, time.perf_counter() - start)
    return best


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize("letter", ["a", "a.", "a/"])
def test_a_long_word_costs_linear_time(shape: str, letter: str) -> None:
    render = SHAPES[shape]
    small = render(letter * (2000 // len(letter)))
    large = render(letter * (20000 // len(letter)))
    # the files are read all the same
    assert parse_response(small).code.files[0].file_path == "a.py"
    ratio = _best(large) / max(_best(small), 1e-3)
    assert ratio < 20, f"10x the word cost {ratio:.1f}x the time"
