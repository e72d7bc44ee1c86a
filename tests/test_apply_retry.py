"""The retry loop asks again with apply_edits' feedback until every edit applies."""

from __future__ import annotations

from artifact_codec import apply_edits, request_artifact
from artifact_codec.agent.retry import Message

FILES = {"app.py": "def add(a, b):\n    return a + b\n"}
BLOCK = "app.py\n```python\n<<<<<<< SEARCH\n{}=======\ndef total(a, b):\n>>>>>>> REPLACE\n```\n"
WRONG = BLOCK.format("def sum(a, b):\n")
RIGHT = BLOCK.format("def add(a, b):\n")


def test_the_feedback_of_refused_edits_is_sent_back() -> None:
    replies = iter([WRONG, RIGHT])
    seen: list[list[Message]] = []

    def ask(messages: list[Message]) -> str:
        seen.append(messages)
        return next(replies)

    result = request_artifact(
        ask,
        "Rename add to total.",
        instructions=False,
        check=lambda parsed: apply_edits(parsed, FILES).feedback(),
    )
    assert len(result.attempts) == 2
    assert apply_edits(result, FILES).files == {"app.py": "def total(a, b):\n    return a + b\n"}
    corrective = seen[1][-1]["content"]
    assert corrective == apply_edits(WRONG, FILES).feedback()
    assert corrective.startswith("None of your edits were applied")
    assert "SEARCH/REPLACE block 1 for app.py (answer line 3) matched nothing" in corrective


def test_without_a_check_an_edit_answer_is_not_usable() -> None:
    result = request_artifact(lambda _: RIGHT, "x", instructions=False, max_attempts=2)
    assert len(result.attempts) == 2
    assert not result.usable
