"""request_artifact with fake models that fail in each way, then succeed (or never do)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from artifact_codec import GeneratedCode, GeneratedFile, Status, dumps
from artifact_codec.agent.conversation import anchor_of
from artifact_codec.agent.retry import Message, request_artifact

GOOD = dumps(
    GeneratedCode(
        task_id="T",
        files=[
            GeneratedFile(file_path="a.py", content="print('a')\n"),
            GeneratedFile(file_path="b.py", content="print('b')\n"),
        ],
    )
)


class FakeModel:
    """Answers from a script; records every conversation it was shown."""

    def __init__(self, *replies: str | tuple[str, str | None] | BaseException) -> None:
        self.replies = list(replies)
        self.seen: list[list[Message]] = []

    def __call__(self, messages: list[Message]) -> str | tuple[str, str | None]:
        self.seen.append([dict(m) for m in messages])
        reply = self.replies.pop(0)
        if isinstance(reply, BaseException):
            raise reply
        return reply


def _no_sleep() -> tuple[list[float], Callable[[float], None]]:
    waits: list[float] = []
    return waits, waits.append


def test_first_answer_usable() -> None:
    model = FakeModel(GOOD)
    result = request_artifact(model, "Write a and b.")
    assert result.status is Status.CLEAN
    assert [f.file_path for f in result.code.files] == ["a.py", "b.py"]
    assert len(result.attempts) == 1
    first = model.seen[0]
    assert first[0]["role"] == "user"
    assert first[0]["content"].startswith("Write a and b.\n\nAnswer with the files")


def test_invalid_then_valid_sends_the_diagnostics_back() -> None:
    bad = GOOD.replace("PATH: b.py", "PATH: ../b.py")
    model = FakeModel(bad, GOOD)
    result = request_artifact(model, "task", instructions=False)
    assert result.status is Status.CLEAN
    assert [a.status for a in result.attempts] == [Status.REJECTED_FILES, Status.CLEAN]
    second = model.seen[1]
    assert [m["role"] for m in second] == ["user", "assistant", "user"]
    assert second[0]["content"] == "task"
    assert second[1]["content"] == bad
    assert "PATH: ../b.py" in second[2]["content"]
    assert "'..'" in second[2]["content"]


def test_no_artifact_then_valid() -> None:
    model = FakeModel("I'm sorry, I can't do that.", GOOD)
    result = request_artifact(model, "task")
    assert result.usable
    assert "no files were found" in model.seen[1][-1]["content"]


def test_exceptions_are_retried_with_backoff() -> None:
    waits, sleep = _no_sleep()
    model = FakeModel(TimeoutError("slow"), ConnectionError("reset"), GOOD)
    result = request_artifact(model, "task", backoff=0.5, sleep=sleep)
    assert result.status is Status.CLEAN
    assert waits == [0.5, 1.0]
    assert [a.error for a in result.attempts] == [
        "TimeoutError: slow",
        "ConnectionError: reset",
        None,
    ]
    # a failed request adds nothing to the conversation
    assert len(model.seen[2]) == 1


def test_exceptions_not_listed_propagate() -> None:
    model = FakeModel(KeyError("bug"))
    with pytest.raises(KeyError):
        request_artifact(model, "task", retry_exceptions=(TimeoutError,))


def test_a_programming_error_propagates_at_once_by_default() -> None:
    waits, sleep = _no_sleep()

    def ask(messages: list[Message]) -> str:
        return undefined_name  # type: ignore[name-defined]  # noqa: F821

    with pytest.raises(NameError):
        request_artifact(ask, "task", sleep=sleep)
    assert waits == []


def test_truncated_then_resent() -> None:
    cut = GOOD[: GOOD.index("PATH: b.py") + 20]
    model = FakeModel((cut, "length"), (GOOD, "stop"))
    result = request_artifact(model, "task")
    assert result.status is Status.CLEAN
    assert result.attempts[0].status is Status.TRUNCATED
    assert result.attempts[0].finish_reason == "length"
    assert "cut off" in model.seen[1][-1]["content"]


def test_truncated_then_continued() -> None:
    split = GOOD.index("print('b')") + 3
    anchor = anchor_of(GOOD[:split])
    assert anchor == "PATH: b.py\n---\npri"  # the last line as far as it went, and before
    model = FakeModel((GOOD[:split], "length"), (anchor + GOOD[split:], "stop"))
    result = request_artifact(model, "task", on_truncated="continue")
    assert result.status is Status.RECOVERED  # read as one answer, but it came in two
    assert "continuation-joined" in [d.code for d in result.diagnostics]
    assert result.code.files[1].content == "print('b')\n"
    assert model.seen[1][-1]["content"].startswith("Your answer was cut off. Continue")
    assert model.seen[1][-1]["content"].endswith("\n~~~\nPATH: b.py\n---\npri\n~~~")


def test_never_succeeds_returns_the_last_result_and_every_attempt() -> None:
    waits, sleep = _no_sleep()
    model = FakeModel("nope", TimeoutError("down"), "still nope")
    result = request_artifact(model, "task", max_attempts=3, sleep=sleep)
    assert result.status is Status.NO_ARTIFACT
    assert [a.status for a in result.attempts] == [Status.NO_ARTIFACT, None, Status.NO_ARTIFACT]
    assert result.attempts[1].error == "TimeoutError: down"
    assert waits == [1.0]
    assert result.to_dict()["attempts"][0]["response_chars"] == 4


def test_all_requests_raise() -> None:
    waits, sleep = _no_sleep()
    model = FakeModel(ConnectionError("a"), ConnectionResetError("b"))
    result = request_artifact(model, "task", max_attempts=2, sleep=sleep)
    assert result.status is Status.NO_ARTIFACT
    assert result.diagnostics[0].code == "ask-failed"
    assert "ConnectionResetError: b" in result.diagnostics[0].message
    assert waits == [1.0]


def test_system_message_and_bad_arguments() -> None:
    model = FakeModel(GOOD)
    request_artifact(model, "task", system="You write code.")
    assert model.seen[0][0] == {"role": "system", "content": "You write code."}
    with pytest.raises(ValueError, match="max_attempts"):
        request_artifact(model, "task", max_attempts=0)
    with pytest.raises(TypeError, match="must return"):
        request_artifact(lambda messages: 42, "task")  # type: ignore[arg-type,return-value]


def test_arguments_in_the_wrong_order_are_a_type_error_naming_them() -> None:
    model = FakeModel(GOOD)
    with pytest.raises(TypeError, match=r"ask \(the first argument\) must be a callable, not str"):
        request_artifact("Write a and b.", model)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"prompt \(the second argument\) must be a str"):
        request_artifact(model, model)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="strategy must be 'single' or 'per_file'"):
        request_artifact(model, "task", strategy="parallel")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="needs its instructions"):
        request_artifact(model, "task", strategy="per_file", instructions=False)
    with pytest.raises(ValueError, match="on_truncated"):
        request_artifact(model, "task", on_truncated="again")  # type: ignore[arg-type]
    assert model.seen == []
