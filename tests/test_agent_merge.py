"""The retry loop merges what arrives across attempts; usable only when the set is complete.

Every scenario is a script of answers a model could give (cut off, the missing files only, a
continuation, files renamed, sent twice, cut off again...). Each one runs through the
synchronous and the async driver, which must give the same result; and a usable result must
hold exactly the files the model meant.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from bench_module import load_benchmark
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    ParseResult,
    Reply,
    Severity,
    Status,
    apply_edits,
    arequest_artifact,
    dumps,
    request_artifact,
)
from artifact_codec.agent.asking import Message
from artifact_codec.agent.conversation import anchor_of
from artifact_codec.agent.merge import MergedFiles
from artifact_codec.operations import FileOperation, Hunk, OperationKind
from artifact_codec.result import Format

FILES = [
    GeneratedFile(file_path=f"pkg/m{i}.py", content=f"def f{i}():\n    return {i}\n" * 3)
    for i in range(4)
]
CODE = GeneratedCode(task_id="T", files=FILES)
DOC = dumps(CODE)
CUT = DOC.index("PATH: pkg/m2.py") + 40  # inside the third file, mid-line
FIRST = DOC[:CUT]
MISSING = dumps(GeneratedCode(task_id="T", files=FILES[2:]))
# The same answer without "total_files" (the header key is optional: the reader accepts it clean).
NO_TOTAL = DOC.replace('"total_files": 4, ', "", 1)


def doc(*files: GeneratedFile, total: int | None = None, **header: Any) -> str:
    text = dumps(GeneratedCode(task_id="T", files=list(files), **header))
    if total is not None:
        text = text.replace(f'"total_files": {len(files)}', f'"total_files": {total}', 1)
    return text


def paths(result: ParseResult) -> list[str]:
    return [file.file_path for file in result.code.files]


Answer = str | tuple[str, str | None] | BaseException


@dataclass
class Script:
    """A model that answers from a script and records what it was sent."""

    answers: list[Answer]
    seen: list[list[Message]] = field(default_factory=list)

    def _next(self, messages: list[Message]) -> str | tuple[str, str | None]:
        self.seen.append([dict(m) for m in messages])
        answer = self.answers[len(self.seen) - 1]
        if isinstance(answer, BaseException):
            raise answer
        return answer

    def __call__(self, messages: list[Message]) -> str | tuple[str, str | None]:
        return self._next(messages)

    async def async_ask(self, messages: list[Message]) -> str | tuple[str, str | None]:
        await asyncio.sleep(0)
        return self._next(messages)


def run_both(answers: list[Answer], **options: Any) -> tuple[ParseResult, Script]:
    """Run the script through both drivers; they must agree. Returns the sync run."""
    sync_model = Script(list(answers))
    sync_result = request_artifact(
        sync_model, "Write the package.", sleep=lambda _: None, **options
    )
    async_model = Script(list(answers))
    options = {"backoff": 0.0, **options}
    async_result = asyncio.run(
        arequest_artifact(async_model.async_ask, "Write the package.", **options)
    )
    assert comparable(async_result) == comparable(
        request_artifact(
            Script(list(answers)), "Write the package.", sleep=lambda _: None, **options
        )
    )
    assert async_model.seen == sync_model.seen
    return sync_result, sync_model


def comparable(result: ParseResult) -> dict[str, Any]:
    data = result.to_dict()
    for attempt in data.get("attempts", []):
        attempt.pop("seconds")
    return data


# -- the two reproductions ----------------------------------------------------------------------


def test_cut_off_then_the_missing_files_only_gives_all_four() -> None:
    result, model = run_both([(FIRST, "length"), (MISSING, "stop")])
    assert result.usable
    assert result.code.files == FILES
    assert result.status is Status.RECOVERED
    assert [(a.added, a.replaced) for a in result.attempts] == [
        (("pkg/m0.py", "pkg/m1.py"), ()),
        (("pkg/m2.py", "pkg/m3.py"), ()),
    ]
    assert [a.request for a in result.attempts] == ["answer", "missing"]
    assert "merged-attempts" in [d.code for d in result.diagnostics]
    asked = model.seen[1][-1]["content"]
    assert "Send only the missing files" in asked
    assert "pkg/m2.py complete, from its first line" in asked
    assert "kept, do not send them again: pkg/m0.py, pkg/m1.py." in asked
    assert "in full" not in asked
    assert "whole answer" not in asked


@pytest.mark.parametrize("on_truncated", ["missing", "resend"])
def test_cut_off_then_a_continued_answer_is_never_usable_with_fewer_files(
    on_truncated: str,
) -> None:
    # The model continues the text although it was asked for files: the tail of pkg/m2.py
    # reads as prose before the pkg/m3.py block.
    result, _ = run_both(
        [(FIRST, "length"), (DOC[CUT:], "stop")], max_attempts=2, on_truncated=on_truncated
    )
    assert not result.usable
    assert result.status is Status.TRUNCATED
    assert paths(result) == ["pkg/m0.py", "pkg/m1.py", "pkg/m3.py"]
    incomplete = next(d for d in result.diagnostics if d.code == "incomplete")
    assert "missing: pkg/m2.py" in incomplete.message


@pytest.mark.parametrize("on_truncated", ["missing", "resend"])
def test_a_continued_answer_then_the_cut_file_gives_all_four(on_truncated: str) -> None:
    result, _ = run_both(
        [(FIRST, "length"), (DOC[CUT:], "stop"), (doc(FILES[2]), "stop")],
        on_truncated=on_truncated,
    )
    assert result.usable
    assert result.code.files == FILES
    assert [a.added for a in result.attempts] == [
        ("pkg/m0.py", "pkg/m1.py"),
        ("pkg/m3.py",),
        ("pkg/m2.py",),
    ]


def continued(before: str, rest: str) -> str:
    """A continuation as asked: the end of the cut-off text repeated, then the rest."""
    return anchor_of(before) + rest


def test_continue_joins_a_continuation_mid_line() -> None:
    result, model = run_both(
        [(FIRST, "length"), (continued(FIRST, DOC[CUT:]), "stop")], on_truncated="continue"
    )
    assert result.usable
    assert result.code.files == FILES
    assert result.status is Status.RECOVERED
    asked = model.seen[1][-1]["content"]
    assert asked.startswith("Your answer was cut off.")
    assert asked.endswith(f"~~~\n{anchor_of(FIRST)}\n~~~")


# -- continuations that are not the continuation asked for --------------------------------------


def test_continuation_that_restarts_the_cut_file_is_read_on_its_own() -> None:
    restart = DOC[DOC.index("===FILE_CONTENT_BLOCK===\nPATH: pkg/m2.py") :]
    result, _ = run_both([(FIRST, "length"), (restart, "stop")], on_truncated="continue")
    assert result.usable
    assert result.code.files == FILES
    assert "continuation-not-joined" in [d.code for d in result.diagnostics]


def test_continuation_that_repeats_the_header_is_read_on_its_own() -> None:
    result, _ = run_both([(FIRST, "length"), (MISSING, "stop")], on_truncated="continue")
    assert result.usable
    assert result.code.files == FILES


@pytest.mark.parametrize(
    "lead",
    [
        "",  # no repeat: a guess at where it stopped
        "Here is the rest of the answer:\n\n",  # prose first
        "```\n",  # a fence first
    ],
)
def test_a_continuation_without_the_asked_repeat_is_never_joined(lead: str) -> None:
    # Joined, any of these would put text inside pkg/m2.py; read on its own, its complete
    # file (pkg/m3.py) is taken and pkg/m2.py is asked for whole.
    result, model = run_both(
        [(FIRST, "length"), (lead + DOC[CUT:], "stop"), (doc(FILES[2]), "stop")],
        on_truncated="continue",
    )
    assert result.usable
    assert result.code.files == FILES
    assert [a.added for a in result.attempts][1:] == [("pkg/m3.py",), ("pkg/m2.py",)]
    assert "Send only the missing files" in model.seen[2][-1]["content"]


def test_a_continuation_without_the_repeat_is_not_usable_when_nothing_else_comes() -> None:
    result, _ = run_both(
        [(FIRST, "length"), ("Sure! " + DOC[CUT:], "stop")], on_truncated="continue", max_attempts=2
    )
    assert not result.usable
    assert "pkg/m2.py" not in paths(result)


def test_continuation_cut_off_again_is_continued_again() -> None:
    second = DOC.index("PATH: pkg/m3.py") + 10
    first_part = continued(FIRST, DOC[CUT:second])
    joined = FIRST + DOC[CUT:second]
    result, _ = run_both(
        [(FIRST, "length"), (first_part, "length"), (continued(joined, DOC[second:]), "stop")],
        on_truncated="continue",
    )
    assert result.usable
    assert result.code.files == FILES
    assert [a.request for a in result.attempts] == ["answer", "continue", "continue"]


# -- other ways to lose a file --------------------------------------------------------------------


def test_a_forgotten_file_is_asked_for_and_merged() -> None:
    forgot = doc(*FILES[:3], total=4)
    result, model = run_both([forgot, doc(FILES[3])])
    assert result.usable
    assert result.code.files == FILES
    asked = model.seen[1][-1]["content"]
    assert "announced 4 files; 3 arrived complete" in asked
    assert "every file of the answer that is not in the kept list" in asked


def test_a_forgotten_file_never_arriving_is_not_usable() -> None:
    forgot = doc(*FILES[:3], total=4)
    result, _ = run_both([forgot, forgot, forgot])
    assert not result.usable
    assert result.expected_files == 4
    assert len(result.attempts) == 3


def test_missing_files_sent_with_the_total_of_the_whole_answer() -> None:
    # The model counts all four files in the header of the reply with two: the reply alone
    # is "short of files", merged it is complete.
    result, _ = run_both([(FIRST, "length"), doc(*FILES[2:], total=4)])
    assert result.usable
    assert result.code.files == FILES


def test_a_file_sent_twice_the_later_one_wins_and_is_reported() -> None:
    changed = FILES[1].model_copy(update={"content": "def f1():\n    return 'one'\n"})
    result, _ = run_both([(FIRST, "length"), doc(changed, *FILES[2:])])
    assert result.usable
    assert result.code.files == [FILES[0], changed, *FILES[2:]]
    assert result.status is Status.RECOVERED
    again = next(d for d in result.diagnostics if d.code == "file-sent-again")
    assert "pkg/m1.py" in again.message
    assert "later one was kept" in again.message
    assert result.attempts[1].replaced == ("pkg/m1.py",)


def test_the_same_file_sent_again_unchanged_is_not_a_replacement() -> None:
    result, _ = run_both([(FIRST, "length"), doc(FILES[1], *FILES[2:], total=3)])
    assert result.usable
    assert result.code.files == FILES
    assert result.attempts[1].replaced == ()
    assert "file-sent-again" not in [d.code for d in result.diagnostics]


def test_everything_again_but_cut_off_again_then_the_rest() -> None:
    result, _ = run_both([(FIRST, "length"), (FIRST, "length"), MISSING])
    assert result.usable
    assert result.code.files == FILES
    assert [a.added for a in result.attempts] == [
        ("pkg/m0.py", "pkg/m1.py"),
        (),
        ("pkg/m2.py", "pkg/m3.py"),
    ]


def test_everything_cut_off_every_time_is_not_usable() -> None:
    result, _ = run_both([(FIRST, "length")] * 3)
    assert not result.usable
    assert result.status is Status.TRUNCATED
    assert paths(result) == ["pkg/m0.py", "pkg/m1.py"]
    assert result.partial_file is not None
    assert result.partial_file.file_path == "pkg/m2.py"


def test_a_retry_that_renames_a_kept_file_is_not_usable() -> None:
    renamed = FILES[1].model_copy(update={"file_path": "pkg/one.py"})
    result, _ = run_both([(FIRST, "length"), doc(renamed, *FILES[2:])], max_attempts=2)
    assert not result.usable
    assert result.status is Status.INVALID
    assert "more-files-than-announced" in [d.code for d in result.diagnostics]


def test_a_whole_answer_after_a_renaming_retry_stands_alone() -> None:
    renamed = FILES[1].model_copy(update={"file_path": "pkg/one.py"})
    whole = [FILES[0], renamed, *FILES[2:]]
    result, model = run_both([(FIRST, "length"), doc(renamed, *FILES[2:]), doc(*whole)])
    assert "Send the whole answer again" in model.seen[2][-1]["content"]
    assert result.usable
    assert result.code.files == whole
    dropped = next(d for d in result.diagnostics if d.code == "earlier-files-dropped")
    assert "pkg/m1.py" in dropped.message
    assert result.status is Status.RECOVERED


def test_only_the_missing_files_when_the_whole_answer_was_asked_for_are_merged() -> None:
    result, model = run_both([(FIRST, "length"), (MISSING, "stop")], on_truncated="resend")
    assert "Send the whole answer again" in model.seen[1][-1]["content"]
    assert result.usable
    assert result.code.files == FILES


def test_a_whole_answer_with_another_total_that_drops_nothing_stands_alone() -> None:
    # Cut off in the third of four files; asked for the whole answer, the model sends three
    # files (the two that arrived and the cut one) and says so: its plan changed.
    three = doc(*FILES[:3])
    result, _ = run_both([(FIRST, "length"), three], on_truncated="resend")
    assert result.usable
    assert result.code.files == FILES[:3]
    assert result.status is Status.RECOVERED
    assert "announced-total-changed" in [d.code for d in result.diagnostics]


def test_a_whole_answer_that_drops_a_file_that_arrived_is_merged() -> None:
    result, _ = run_both(
        [(FIRST, "length"), doc(FILES[0], *FILES[2:], total=3)], on_truncated="resend"
    )
    # total 3 but pkg/m1.py, which arrived complete, is not in it: not trusted to stand alone
    assert result.usable
    assert result.code.files == FILES


def test_no_artifact_then_a_good_answer_is_exactly_that_answer() -> None:
    result, model = run_both(["Sorry, I cannot.", DOC])
    assert result.status is Status.CLEAN
    assert result.code == CODE
    assert "Send the whole answer again" in model.seen[1][-1]["content"]


def test_transient_failures_then_the_merge() -> None:
    result, _ = run_both([TimeoutError("slow"), (FIRST, "length"), MISSING], max_attempts=3)
    # a failed request is an attempt too: three in all, the last one the missing files
    assert result.usable
    assert result.code.files == FILES
    assert [a.error is None for a in result.attempts] == [False, True, True]


def test_usage_reported_by_the_ask_is_recorded() -> None:
    model = Script([])

    def ask(messages: list[Message]) -> Reply:
        return Reply(DOC, "stop", input_tokens=120, output_tokens=340)

    result = request_artifact(ask, "task")
    assert (result.attempts[0].input_tokens, result.attempts[0].output_tokens) == (120, 340)
    assert result.to_dict()["attempts"][0]["output_tokens"] == 340
    assert model.seen == []


# -- edits (read by other readers into result.edits) ---------------------------------------------


def _edit_reading(path: str) -> ParseResult:
    operation = FileOperation(kind=OperationKind.EDIT, path=path, hunks=(Hunk(old="a", new="b"),))
    return ParseResult(
        Status.EDIT_BLOCKS, Format.HYBRID, GeneratedCode(files=FILES[:1]), edits=[operation]
    )


def test_an_edit_is_never_a_file_and_keeps_the_set_unusable() -> None:
    merged = MergedFiles()
    merged.take(_edit_reading("pkg/m1.py"), 1, asked_whole=True)
    assert not merged.complete()
    result = merged.result()
    assert result.status is Status.EDIT_BLOCKS
    assert [op.path for op in result.edits] == ["pkg/m1.py"]
    assert paths(result) == ["pkg/m0.py"]


def test_an_edit_is_resolved_by_the_whole_file_sent_later() -> None:
    merged = MergedFiles()
    merged.take(_edit_reading("pkg/m1.py"), 1, asked_whole=True)
    second = ParseResult(Status.CLEAN, Format.HYBRID, GeneratedCode(files=[FILES[1]]))
    merged.take(second, 2, asked_whole=False)
    assert merged.complete()
    result = merged.result()
    assert result.usable
    assert result.code.files == FILES[:2]
    assert result.edits == []


# -- attacks: answers of a real, imperfect model that once gave a wrong usable result -----------


def cut_in(text: str, path: str, extra: int = 30) -> str:
    """``text`` cut ``extra`` characters after the ``PATH:`` line of ``path`` starts."""
    return text[: text.index(f"PATH: {path}") + extra]


def usable_means_exactly(result: ParseResult, meant: list[GeneratedFile]) -> None:
    """The promise: a usable result holds exactly the files the model meant."""
    if result.usable:
        assert result.code.files == meant, paths(result)


# answers without a count: nothing but the last reading says the set is complete


@pytest.mark.parametrize(
    "bad",
    [
        "../escape.py",  # an unsafe path: the block is refused
        "pkg/m0.py",  # the same file twice in one answer (a draft and its final version)
    ],
)
def test_an_answer_with_a_refused_block_is_not_usable_without_a_count(bad: str) -> None:
    # parse_response says rejected_files (not usable); the loop turned it into a usable
    # "recovered" result without the refused file and without the error, never asking again.
    answer = NO_TOTAL.replace("PATH: pkg/m3.py", f"PATH: {bad}")
    result, _ = run_both([answer, answer, answer], max_attempts=3)
    assert not result.usable
    assert any(d.severity is Severity.ERROR for d in result.diagnostics)


def test_a_legacy_json_answer_cut_between_two_files_is_not_usable() -> None:
    # Models often answer in legacy JSON despite the instructions. Cut by the output budget
    # right after a complete file object, it reads as truncated (json-truncated), but the loop
    # took it as complete after one request: usable with one file of the two.
    legacy = json.dumps(
        {"files": [{"file_path": f.file_path, "content": f.content} for f in FILES[:2]]}, indent=1
    )
    cut = legacy[: legacy.index("},") + 1]
    result, _ = run_both([(cut, "length"), (cut, "length"), (cut, "length")])
    assert not result.usable
    assert len(result.attempts) == 3


def test_a_continued_missing_files_reply_does_not_stand_alone() -> None:
    # 1: the whole answer, no total_files, cut inside pkg/m2.py (on_truncated="continue")
    # 2: a continuation with a sentence first: read on its own (pkg/m3.py), so the missing
    #    files are asked for
    # 3: the missing-files reply (pkg/m2.py, as asked), cut off again
    # 4: its continuation, exactly as asked
    # The joined reply 3+4 is a reply of the missing files, not a whole answer; it stood alone
    # and dropped pkg/m0.py, pkg/m1.py and pkg/m3.py: usable with one file of four.
    cut = NO_TOTAL.index("PATH: pkg/m2.py") + 40
    missing = doc(FILES[2])
    split = missing.index("PATH: pkg/m2.py") + 30
    result, _ = run_both(
        [
            (NO_TOTAL[:cut], "length"),
            ("Sure! " + NO_TOTAL[cut:], "stop"),
            (missing[:split], "length"),
            (anchor_of(missing[:split]) + missing[split:], "stop"),
        ],
        on_truncated="continue",
        max_attempts=4,
    )
    assert "pkg/m0.py" in paths(result)
    usable_means_exactly(result, FILES)


def test_a_missing_files_reply_as_long_as_the_announced_total_does_not_drop_kept_files() -> None:
    # Announced 4, cut inside the second file; asked for the missing files with "a header
    # whose total_files counts the files of this answer", the model sends pkg/m1.py..m4.py with
    # total_files 4 (it wrote one file more than it first announced). That reply stood alone as
    # a "whole answer" and pkg/m0.py, which arrived complete, was dropped: usable, 4 files of 5.
    extra = GeneratedFile(file_path="pkg/m4.py", content="def f4():\n    return 4\n")
    result, _ = run_both(
        [(cut_in(DOC, "pkg/m1.py"), "length"), doc(*FILES[1:], extra)], max_attempts=2
    )
    assert "pkg/m0.py" in paths(result) or not result.usable
    usable_means_exactly(result, [*FILES, extra])


# edits ----------------------------------------------------------------------------------------


def _edit_block(path: str, old: str, new: str) -> str:
    d = "===FILE_CONTENT_BLOCK==="
    return f"{d}\nPATH: {path}\nOPERATION: edit\n---\n{d}OLD\n{old}\n{d}NEW\n{new}\n\n"


def test_an_edit_of_a_kept_file_is_never_dropped_for_the_stale_file() -> None:
    # Cut inside pkg/m2.py; the reply sends the missing files and, as an edit, a fix to the kept
    # pkg/m1.py. The next reply (anything) made the edit vanish: usable, pkg/m1.py the stale
    # version of attempt 1, the fix lost.
    stale = FILES[1].content.rstrip("\n")
    reply = doc(*FILES[2:], total=3).replace(
        "===FILE_CONTENT_BLOCK===END",
        _edit_block("pkg/m1.py", stale, "def f1():\n    return 'one'")
        + "===FILE_CONTENT_BLOCK===END",
    )
    result, _ = run_both([(cut_in(DOC, "pkg/m2.py"), "length"), reply, doc(FILES[3])])
    m1 = next(f for f in result.code.files if f.file_path == "pkg/m1.py")
    assert not (result.usable and m1.content == FILES[1].content)


# check= ---------------------------------------------------------------------------------------


def test_an_answer_the_check_rejected_every_time_is_not_usable() -> None:
    def check(parsed: ParseResult) -> str:
        return "" if "pkg/test_m.py" in paths(parsed) else "You forgot pkg/test_m.py."

    result, _ = run_both([DOC, DOC], check=check, max_attempts=2)
    # the caller's own judgement said "incomplete" both times; the result was `clean`
    assert not result.usable


# renamed files, headers -----------------------------------------------------------------------


def _markdown(*files: GeneratedFile) -> str:
    return "".join(f"{f.file_path}\n```python\n{f.content}```\n\n" for f in files)


def test_a_kept_file_sent_again_under_a_new_name_is_not_silently_kept_twice() -> None:
    # A Markdown answer (no count) cut inside the third file; the reply renames the kept
    # pkg/m0.py (same content) and sends the missing files. Two readings: a rename or a new
    # file. The result was usable holding both, with no diagnostic naming the question.
    renamed = FILES[0].model_copy(update={"file_path": "pkg/m0_renamed.py"})
    answer = _markdown(*FILES)
    cut = answer[: answer.index("pkg/m2.py") + 40]
    result, _ = run_both([(cut, "length"), _markdown(renamed, *FILES[2:])], max_attempts=2)
    both = {"pkg/m0.py", "pkg/m0_renamed.py"} <= set(paths(result))
    named = any(
        "pkg/m0.py" in d.message
        and "pkg/m0_renamed.py" in d.message
        and d.severity is not Severity.INFO
        for d in result.diagnostics
    )
    assert not (result.usable and both) or named


def test_a_kept_file_sent_again_under_a_case_variant_path_is_not_kept_stale() -> None:
    # The reply sends pkg/M0.py (new content) with the missing files: the path policy refuses
    # it as the same path as the kept pkg/m0.py, and the result was usable with the STALE
    # pkg/m0.py (the documented rule is "the later one wins") and an ERROR diagnostic inside a
    # usable result.
    newer = GeneratedFile(file_path="pkg/M0.py", content="def f0():\n    return 'new'\n")
    result, _ = run_both(
        [(cut_in(DOC, "pkg/m2.py"), "length"), doc(newer, *FILES[2:])], max_attempts=2
    )
    errors = [d.code for d in result.diagnostics if d.severity is Severity.ERROR]
    assert not (result.usable and errors), errors


def test_the_header_of_a_later_answer_is_not_dropped_from_the_merge() -> None:
    # The reply with the missing files needs one more package and says so in its header;
    # the merged result kept only the first answer's header: httpx and the setup were lost.
    first = doc(*FILES, dependencies=["fastapi"])
    reply = doc(
        *FILES[2:], dependencies=["fastapi", "httpx"], setup_instructions="pip install -e ."
    )
    result, _ = run_both([(cut_in(first, "pkg/m2.py"), "length"), reply])
    assert result.usable
    said = [d.message for d in result.diagnostics]
    assert "httpx" in result.code.dependencies or any("httpx" in m for m in said)


def test_an_answer_cut_inside_a_path_line_never_makes_a_file_of_the_cut_path() -> None:
    # Some servers report "stop" for an answer cut short (a stop sequence, a proxy). Cut inside
    # the PATH line of the last block, the answer read as recovered with a file "pkg/m".
    answer = DOC[: DOC.index("PATH: pkg/m3.py") + len("PATH: pkg/m")]
    result, _ = run_both([(answer, "stop")], max_attempts=1)
    assert "pkg/m" not in paths(result)
    usable_means_exactly(result, FILES)


# transient failures ---------------------------------------------------------------------------


def _httpx_errors() -> list[BaseException]:
    request = httpx.Request("POST", "https://api.example.com/v1/chat/completions")
    limited = httpx.Response(429, request=request)
    return [
        httpx.ReadTimeout("timed out", request=request),
        httpx.ConnectError("connection refused", request=request),
        httpx.HTTPStatusError("429 Too Many Requests", request=request, response=limited),
    ]


@pytest.mark.parametrize("error", _httpx_errors(), ids=lambda e: type(e).__name__)
def test_a_hand_written_httpx_ask_is_retried_on_a_transient_failure(error: BaseException) -> None:
    # "ask is any callable": the simplest one posts with httpx and calls raise_for_status().
    # Its time-outs, refused connections and 429s propagated at once instead of being retried.
    result, _ = run_both([error, DOC])
    assert result.usable
    assert result.code.files == FILES


# -- the rules behind those fixes, one at a time ---------------------------------------------------


def test_a_refused_case_variant_is_settled_by_the_kept_path_sent_again() -> None:
    newer = GeneratedFile(file_path="pkg/M0.py", content="def f0():\n    return 'new'\n")
    settled = newer.model_copy(update={"file_path": "pkg/m0.py"})
    result, model = run_both(
        [(cut_in(DOC, "pkg/m2.py"), "length"), doc(newer, *FILES[2:]), doc(settled, total=1)]
    )
    assert result.usable
    assert result.code.files == [settled, *FILES[1:]]
    assert "file-sent-again" in [d.code for d in result.diagnostics]
    asked = model.seen[2][-1]["content"]
    assert "pkg/M0.py was not taken: its path is the same as the kept pkg/m0.py" in asked
    kept_line = next(line for line in asked.splitlines() if line.startswith("These files"))
    assert "pkg/m0.py" not in kept_line  # not "kept, do not send again": it is asked for


def test_a_refused_case_variant_never_settled_is_rejected_files() -> None:
    newer = GeneratedFile(file_path="pkg/M0.py", content="def f0():\n    return 'new'\n")
    reply = doc(newer, *FILES[2:])
    result, _ = run_both([(cut_in(DOC, "pkg/m2.py"), "length"), reply, reply])
    assert result.status is Status.REJECTED_FILES
    incomplete = next(d for d in result.diagnostics if d.code == "incomplete")
    assert "refused for a path that clashes with a kept file: pkg/M0.py" in incomplete.message


def test_an_edit_of_a_kept_file_asks_for_it_whole_and_takes_it() -> None:
    stale = FILES[1].content.rstrip("\n")
    fixed = FILES[1].model_copy(update={"content": "def f1():\n    return 'one'\n"})
    reply = doc(*FILES[2:], total=2).replace(
        "===FILE_CONTENT_BLOCK===END",
        _edit_block("pkg/m1.py", stale, "def f1():\n    return 'one'")
        + "===FILE_CONTENT_BLOCK===END",
    )
    result, model = run_both([(cut_in(DOC, "pkg/m2.py"), "length"), reply, doc(fixed)])
    asked = model.seen[2][-1]["content"]
    kept_line = next(line for line in asked.splitlines() if line.startswith("These files"))
    assert "pkg/m1.py" not in kept_line
    assert "pkg/m1.py" in asked.splitlines()[-1]  # "Send only the missing files: ..."
    assert result.usable
    assert result.code.files == [FILES[0], fixed, *FILES[2:]]


def test_later_headers_add_dependencies_and_a_changed_value_is_said() -> None:
    first = doc(*FILES, dependencies=["fastapi"])
    reply = dumps(
        GeneratedCode(
            task_id="T2", files=FILES[2:], dependencies=["httpx"], setup_instructions="make"
        )
    )
    result, _ = run_both([(cut_in(first, "pkg/m2.py"), "length"), reply])
    assert result.usable
    assert result.code.dependencies == ["fastapi", "httpx"]
    assert result.code.setup_instructions == "make"
    assert result.code.task_id == "T2"
    changed = [d for d in result.diagnostics if d.code == "header-changed"]
    assert [d.severity for d in changed] == [Severity.WARNING]
    assert "task_id from 'T' to 'T2'" in changed[0].message


def test_empty_files_of_the_same_content_are_not_called_renames() -> None:
    # empty package files are alike, not renamed: p2/__init__.py arrives after p0's and p1's
    init = [GeneratedFile(file_path=f"p{i}/__init__.py", content="") for i in range(3)]
    whole = _markdown(*init[:2], *FILES, init[2])
    cut = whole[: whole.index("pkg/m2.py") + 40]
    result, _ = run_both([(cut, "length"), _markdown(*FILES[2:], init[2])])
    assert result.usable
    assert result.code.files == [*init[:2], *FILES, init[2]]
    assert "same-content-new-path" not in [d.code for d in result.diagnostics]


def test_a_check_that_never_accepted_quotes_its_last_verdict() -> None:
    result, _ = run_both([DOC, DOC], check=lambda _: "Add pkg/test_m.py.", max_attempts=2)
    assert result.status is Status.INVALID
    assert result.code.files == FILES  # what the last answer held, for the caller to see
    rejected = next(d for d in result.diagnostics if d.code == "check-rejected")
    assert rejected.severity is Severity.ERROR
    assert rejected.message == (
        "the check accepted no answer in 2 requests; its last verdict: Add pkg/test_m.py."
    )


@pytest.mark.parametrize(
    "error",
    [
        httpx.UnsupportedProtocol("no such scheme"),
        httpx.HTTPStatusError(
            "400 Bad Request",
            request=httpx.Request("POST", "https://api.example.com"),
            response=httpx.Response(400),
        ),
    ],
    ids=lambda e: type(e).__name__,
)
def test_an_httpx_mistake_is_not_retried(error: BaseException) -> None:
    with pytest.raises(type(error)):
        request_artifact(Script([error, DOC]), "x", sleep=lambda _: None)


def test_a_requests_ask_is_retried_on_a_network_failure() -> None:
    requests = pytest.importorskip("requests")
    limited = requests.Response()
    limited.status_code = 503
    errors = [
        requests.ReadTimeout("timed out"),
        requests.ConnectionError("refused"),
        requests.HTTPError("503", response=limited),
    ]
    for error in errors:
        result, _ = run_both([error, DOC])
        assert result.code.files == FILES
    with pytest.raises(requests.HTTPError):
        request_artifact(Script([requests.HTTPError("no response"), DOC]), "x")


# -- a simulated model at random: usable means exactly the intended files -------------------------


HARSH = {
    "output_budget": 700,
    "forget_per_file": 0.15,
    "repeat_per_file": 0.08,
    "transient_per_request": 0.1,
    "prose": 0.5,
    "fence": 0.2,
}


def _simulated(seed: int, files: int) -> tuple[Any, Any]:
    bench = load_benchmark("bench_agent")
    task = bench.make_tasks(1, seed)[0]
    task.files = [
        file.model_copy(update={"content": "".join(file.content.splitlines(True)[:30])})
        for file in task.files[:files]
    ]
    return bench, task


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    files=st.integers(2, 8),
    on_truncated=st.sampled_from(["missing", "continue", "resend"]),
    strategy=st.sampled_from(["single", "per_file"]),
)
def test_a_simulated_model_usable_means_exactly_the_files_and_both_drivers_agree(
    seed: int, files: int, on_truncated: str, strategy: str
) -> None:
    bench, task = _simulated(seed, files)
    parameters = bench.Parameters(**HARSH)
    options: dict[str, Any] = {"on_truncated": on_truncated, "strategy": strategy}
    sync_model = bench.SimulatedModel(task, parameters)
    sync_result = request_artifact(sync_model, task.prompt, sleep=lambda _: None, **options)
    async_model = bench.SimulatedModel(task, parameters)

    async def ask(messages: list[Message]) -> Reply:
        await asyncio.sleep(0)
        reply: Reply = async_model(messages)
        return reply

    async_result = asyncio.run(arequest_artifact(ask, task.prompt, backoff=0.0, **options))
    assert comparable(async_result) == comparable(sync_result)
    if sync_result.usable:
        assert bench.exact(sync_result, task), [d.message for d in sync_result.diagnostics]


def test_a_check_decides_instead_of_the_merge_in_both_drivers() -> None:
    # An answer of edits is never complete; a caller's check can accept it (or send reasons).
    block = "app.py\n```python\n<<<<<<< SEARCH\n{}=======\ndef total(a, b):\n>>>>>>> REPLACE\n```\n"
    files = {"app.py": "def add(a, b):\n    return a + b\n"}
    wrong, right = block.format("def sum(a, b):\n"), block.format("def add(a, b):\n")
    result, model = run_both(
        [wrong, right],
        instructions=False,
        check=lambda parsed: apply_edits(parsed, files).feedback(),
    )
    assert result.status is Status.EDIT_BLOCKS
    assert apply_edits(result, files).files == {"app.py": "def total(a, b):\n    return a + b\n"}
    assert model.seen[1][-1]["content"] == apply_edits(wrong, files).feedback()
    with pytest.raises(ValueError, match="check is for strategy='single' only"):
        request_artifact(model, "task", strategy="per_file", check=lambda parsed: "")


def test_the_benchmark_prints_its_decision_table(capsys: pytest.CaptureFixture[str]) -> None:
    bench = load_benchmark("bench_agent")
    assert bench.main(["--tasks", "3", "--seed", "5"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2].split()[:4] == ["strategy", "files", "tasks", "success"]
    rows = [line for line in out if line.startswith("(")]
    assert [row[:3] for row in rows] == ["(a)", "(b)", "(c)"]
    assert len(rows) == 3
    assert any(line.startswith("- output budget: 8,192 tokens") for line in out)


def test_an_invalid_reading_gives_the_set_none_of_the_files_it_holds() -> None:
    # An invalid result may hold files a stream announced before the answer turned out to
    # have two readings (a draft then a correction, a doubt at the end): none is vouched for.
    # hunt29: a draft's a.py kept there became the answer's a.py after the retry (usable).
    merged = MergedFiles()
    invalid = ParseResult(Status.INVALID, Format.HYBRID, GeneratedCode(files=FILES[:2]))
    contribution = merged.take(invalid, 1, asked_whole=True)
    assert contribution.added == ()
    assert merged.files == {}
    second = ParseResult(Status.CLEAN, Format.HYBRID, GeneratedCode(files=[FILES[1]]))
    merged.take(second, 2, asked_whole=False)
    assert list(merged.files) == ["pkg/m1.py"]


def test_the_retry_after_an_answer_with_two_documents_asks_for_all_of_it() -> None:
    # The answer begins with a complete document and a second one follows: invalid, the first
    # document's files kept in code (a stream announced them). The retry must not keep them
    # as the answer's: the model's corrected document holds m0 with other content.
    changed = GeneratedFile(file_path="pkg/m0.py", content="def f0():\n    return 99\n")
    first = doc(*FILES[:2])
    second = doc(changed, FILES[1])
    # (the retry answered with m1 alone: with the first document's m0 taken from the invalid
    # reading the set was complete, usable, and m0 stale)
    replies = [first + "\n\nActually, corrected:\n\n" + second, doc(FILES[1])]
    calls: list[int] = []

    def complete(messages: list[Message]) -> Reply:
        calls.append(len(messages))
        return Reply(replies[len(calls) - 1], "stop")

    result = request_artifact(complete, "Write m0 and m1.")
    assert len(calls) == 2
    # the second answer stands alone (one file, its own header): what it holds is the answer;
    # never the first document's m0, which the model replaced
    assert FILES[0] not in result.code.files


@pytest.mark.parametrize("code", ["changed-after", "mixed-conventions", "ambiguous-fence"])
def test_a_reading_that_doubts_its_files_gives_the_set_none_of_them(code: str) -> None:
    # (lead, round 13) a rejected_files reading keeps in code the files a command after them
    # may change, or another convention may hold other versions of: it vouches for none of
    # them, as a partial write does not write them (ParseResult.files_doubted)
    from artifact_codec.diagnostics import Diagnostic, Severity

    merged = MergedFiles()
    doubted = ParseResult(
        Status.REJECTED_FILES,
        Format.HYBRID,
        GeneratedCode(files=FILES[:2]),
        diagnostics=[Diagnostic(code, Severity.ERROR, "the files may change", 3)],
    )
    assert doubted.files_doubted == "the files may change"
    assert merged.take(doubted, 1, asked_whole=True).added == ()
    assert merged.files == {}


def test_a_reading_cut_in_a_second_version_of_a_file_vouches_for_none() -> None:
    # (the first version of a file the answer was rewriting when it was cut is not the file)
    cut = GeneratedFile(file_path=FILES[0].file_path, content="def f0():\n    return")
    truncated = ParseResult(
        Status.TRUNCATED, Format.HYBRID, GeneratedCode(files=FILES[:2]), partial_file=cut
    )
    assert truncated.files_doubted is not None
    other = GeneratedFile(file_path="pkg/other.py", content="x = 1")
    plain = ParseResult(
        Status.TRUNCATED, Format.HYBRID, GeneratedCode(files=FILES[:2]), partial_file=other
    )
    assert plain.files_doubted is None
    assert MergedFiles().take(truncated, 1, asked_whole=True).added == ()
