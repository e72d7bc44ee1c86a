"""hunt95: a sentence after a Markdown block that says the block is a part of its file.

The block under ``**app/store.py**`` holds a ``Store`` class with one method. Prose after it
saying the other methods are the same (``Your other methods stay as they were.``) is read
(refused). The sentences below say the same in other words: the block is only a method, the
other methods were left out or are not shown, it goes in place of the old method. Each has one
reading: the block is a part of app/store.py; writing it whole deletes the methods the model
did not send. Expected by hand: not usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CODE = "class Store:\n    def flush(self):\n        self.rows.clear()\n        return True\n"


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("This is only the `flush` method, not the whole file.", id="only-not-whole"),
        pytest.param("(The other methods of `Store` are not shown.)", id="others-not-shown"),
        pytest.param(
            "Note: I've left the remaining methods out for brevity.", id="left-out-for-brevity"
        ),
        pytest.param(
            "Replace the `flush` method in app/store.py with the code above.", id="replace-method"
        ),
        pytest.param("Only `flush` changed; keep your other methods.", id="only-changed-keep"),
        pytest.param("Keep the other methods as they are.", id="keep-other-methods"),
        pytest.param(
            "Drop this into your `Store` class in place of the current `flush`.",
            id="in-place-of-current",
        ),
        pytest.param("Paste this over the old `flush`.", id="paste-over-old"),
    ],
)
def test_a_sentence_after_the_block_saying_part_is_refused(after: str) -> None:
    answer = f"Here is the fix.\n\n**app/store.py**\n```python\n{_CODE}```\n\n{after}\n"
    result = parse_response(answer)
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
