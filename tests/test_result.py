"""How a ParseResult reads in plain Python: printed statuses, and truthiness that means usable."""

from __future__ import annotations

from pathlib import Path

import pytest

from artifact_codec import Format, ParseResult, Severity, Status, parse_response

EXAMPLE = (Path(__file__).parent.parent / "examples" / "hello_api.artifact").read_text("utf-8")


@pytest.mark.parametrize("member", [*Status, *Format, *Severity])
def test_enums_print_their_value(
    member: Status | Format | Severity, capsys: pytest.CaptureFixture[str]
) -> None:
    print(member)
    assert capsys.readouterr().out == member.value + "\n"
    assert str(member) == f"{member}" == member.value
    assert repr(member).startswith(f"<{type(member).__name__}.")  # repr still names the enum


def test_a_cut_off_answer_prints_truncated(capsys: pytest.CaptureFixture[str]) -> None:
    result = parse_response(EXAMPLE[: len(EXAMPLE) // 2], finish_reason="length")
    print(result.status, result.format)
    assert capsys.readouterr().out == "truncated hybrid\n"


@pytest.mark.parametrize(
    ("text", "status"),
    [
        (EXAMPLE, Status.CLEAN),
        (f"Here it is:\n```\n{EXAMPLE}```\n", Status.RECOVERED),
        ('{"files": [{"file_path": "a.py", "content": "print("hi")\\n"}]}', Status.REPAIRED),
        (EXAMPLE[: len(EXAMPLE) // 2], Status.TRUNCATED),
        ("sorry, I cannot help with that", Status.NO_ARTIFACT),
        ("", Status.NO_ARTIFACT),
        (EXAMPLE.replace("PATH: main.py", "PATH: ../main.py"), Status.REJECTED_FILES),
    ],
)
def test_truthiness_is_usable(text: str, status: Status) -> None:
    result = parse_response(text)
    assert result.status is status
    assert bool(result) is status.usable is result.usable
    assert (not result) is (not status.usable)


def test_an_empty_result_is_false_and_a_usable_one_true() -> None:
    assert not ParseResult(Status.NO_ARTIFACT, Format.NONE)
    assert ParseResult(Status.CLEAN, Format.HYBRID)
