"""hunt63: a sentence after a block saying the block is one part of its file, that the own-file
check (labels._about_another_file) or the paragraph reader (markdown._lines_after) misses: the
one function is written over the whole app.py. Expected by hand: the block is part of app.py,
so the answer is not usable (partial-file)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

PART = "def handler(event):\n    return {'ok': True, 'id': event['id']}\n"


def _answer(label: str, after: str) -> str:
    return f"Here is the fix.\n\n**{label}**\n```python\n{PART}```\n\n{after}\n"


@pytest.mark.parametrize(
    ("label", "after"),
    [
        # the block's own file spelled another way in the sentence
        pytest.param("app.py", "Nothing else in **`app.py`** changes.", id="bold-backquoted"),
        pytest.param("src/app.py", "Nothing else in `src\\app.py` changes.", id="windows-path"),
        pytest.param("src/app.py", "Keep the rest of `src\\app.py` as it is.", id="windows-keep"),
        pytest.param("app.py", "Nothing else in `src/app.py` changes.", id="longer-path"),
        pytest.param("app.py", "Nothing else in `/home/me/proj/app.py` changes.", id="absolute"),
        # "the file" (the block's own) read, another file named after a slot word later in
        # the same clause (the data it reads, what else is pinned)
        pytest.param(
            "app.py",
            "The rest stays the same, loading settings from `config.yaml`.",
            id="from-slot",
        ),
        pytest.param(
            "app.py",
            "Nothing else in the file changes, except the version pinned in `requirements.txt`.",
            id="in-slot",
        ),
    ],
)
def test_the_own_file_check_fooled(label: str, after: str) -> None:
    result = parse_response(_answer(label, after))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "This fixes the crash.\nIt checks the id first.\nIt also returns a dict.\n"
            "The rest of the file stays the same.",
            id="fourth-line-of-the-paragraph",
        ),
        pytest.param(
            "This fixes the crash.\n\nThe rest of the file stays the same.",
            id="second-paragraph",
        ),
        pytest.param(
            "```python\n# ...\n# (imports unchanged)\n# ...\n# rest of app.py unchanged\n```",
            id="comment-only-block-of-four-lines",
        ),
        pytest.param(
            "```python\n# rest of app.py unchanged\n\n```", id="comment-only-block-with-a-blank"
        ),
        pytest.param("\n\n\nThe rest of the file stays the same.", id="four-blank-lines"),
    ],
)
def test_the_part_said_past_what_is_read_after_the_block(after: str) -> None:
    result = parse_response(_answer("app.py", after))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
