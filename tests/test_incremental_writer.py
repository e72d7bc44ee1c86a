"""artifact_codec.write.incremental: when a parsed response may be written, and writing a
streamed response file by file (the library side of ``write --incremental``)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_legacy import stdlib_files

from artifact_codec import (
    Format,
    GeneratedCode,
    GeneratedFile,
    ParseResult,
    Status,
    parse_response,
)
from artifact_codec.agent.instructions import EXAMPLE
from artifact_codec.errors import TargetExistsError, WriteFailedError
from artifact_codec.ingest.stream import FileStarted, HeaderParsed, StreamParser
from artifact_codec.write import incremental
from artifact_codec.write.incremental import IncrementalWriter, reason_not_to_write
from artifact_codec.write.serializer import dumps

DOC = dumps(EXAMPLE)
# Real files of the running interpreter as contents: text nobody wrote for these tests.
STDLIB = GeneratedCode(
    files=[GeneratedFile(file_path=f"pkg/{name}", content=text) for name, text in stdlib_files(4)]
)


def _stream(writer: IncrementalWriter, text: str, sizes: list[int]) -> list[str]:
    """Feed ``text`` in chunks of ``sizes`` (cycled) and return what ``handle`` reported."""
    parser = StreamParser()
    reported: list[str] = []
    start = 0
    index = 0
    while start < len(text):
        size = sizes[index % len(sizes)]
        reported += writer.handle(parser.feed(text[start : start + size]))
        start += size
        index += 1
    reported += writer.handle(parser.close())
    return reported


# ---------------------------------------------------------------------------------------------
# reason_not_to_write


def test_a_usable_response_may_be_written() -> None:
    assert reason_not_to_write(parse_response(DOC)) is None
    assert reason_not_to_write(parse_response("prose\n" + DOC)) is None  # recovered


def test_a_cut_off_response_is_written_only_on_request() -> None:
    cut = parse_response(DOC[: DOC.index("def test_hello")])
    assert cut.status.value == "truncated"
    assert cut.found_files == 1
    reason = reason_not_to_write(cut)
    assert reason is not None
    assert reason.startswith("the answer was cut off")  # where, not the count of files
    assert reason.endswith("(use allow_partial=True to write the complete file)")
    shown = reason_not_to_write(cut, hint="--allow-partial")
    assert shown is not None
    assert shown.endswith("(use --allow-partial to write the complete file)")
    assert reason_not_to_write(cut, hint=None) == reason.rsplit(" (use ", 1)[0]
    two = parse_response(
        DOC.replace(
            "===FILE_CONTENT_BLOCK===END",
            "===FILE_CONTENT_BLOCK===\nPATH: ../x\n---\nx\n===FILE_CONTENT_BLOCK===END",
        )
    )
    assert two.status.value == "rejected_files"
    assert (reason_not_to_write(two) or "").endswith("to write the 2 complete files)")
    assert reason_not_to_write(cut, allow_partial=True) is None


def test_a_response_without_complete_files_is_never_written() -> None:
    cut = parse_response(DOC[: DOC.index("from fastapi")])  # inside the first file
    assert cut.found_files == 0
    assert reason_not_to_write(cut, allow_partial=True) is not None
    nothing = reason_not_to_write(parse_response("no files here"), allow_partial=True)
    assert nothing is not None
    assert nothing.startswith("no files were found")
    # Without an error diagnostic the status says why.
    assert reason_not_to_write(ParseResult(Status.INVALID, Format.NONE)) == "invalid"


def test_refused_files_are_written_only_on_request() -> None:
    answer = DOC.replace("PATH: tests/test_main.py", "PATH: ../test_main.py")
    result = parse_response(answer)
    assert result.status.value == "rejected_files"
    reason = reason_not_to_write(result)
    errors = [d for d in result.diagnostics if d.severity.value == "error"]
    assert reason is not None
    assert reason.startswith(errors[0].message)
    assert reason_not_to_write(result, allow_partial=True) is None


# ---------------------------------------------------------------------------------------------
# IncrementalWriter


def test_each_file_is_on_disk_when_its_event_is_handled(tmp_path: Path) -> None:
    writer = IncrementalWriter(tmp_path)
    parser = StreamParser()
    cut = DOC.index("\n", DOC.index("PATH: tests/test_main.py")) + 1
    assert writer.handle(parser.feed(DOC[:cut])) == ["app/main.py"]
    assert (tmp_path / "app" / "main.py").read_text("utf-8") == EXAMPLE.files[0].content
    assert not (tmp_path / "tests").exists()
    assert writer.handle(parser.feed(DOC[cut:])) + writer.handle(parser.close()) == [
        "tests/test_main.py"
    ]
    assert writer.written == ["app/main.py", "tests/test_main.py"]
    assert writer.failure is None
    assert writer.error is None
    assert [report.written for report in writer.reports] == [True, True]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sizes=st.lists(st.integers(1, 5000), min_size=1, max_size=5))
def test_any_chunking_writes_every_file_byte_exact(sizes: list[int]) -> None:
    with tempfile.TemporaryDirectory() as target:
        writer = IncrementalWriter(target, fsync=False)
        reported = _stream(writer, dumps(STDLIB), sizes)
        paths = [file.file_path for file in STDLIB.files]
        assert reported == paths
        assert writer.written == paths
        for file in STDLIB.files:
            assert (Path(target) / file.file_path).read_bytes() == file.content.encode("utf-8")


def test_it_stops_at_the_first_refusal_and_keeps_what_was_written(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_main.py").write_text("mine", "utf-8")
    writer = IncrementalWriter(tmp_path)
    code = GeneratedCode(files=[*EXAMPLE.files, GeneratedFile(file_path="later.py")])
    assert _stream(writer, dumps(code), [64]) == ["app/main.py"]
    assert (tmp_path / "app" / "main.py").exists()  # written before the problem: stays
    assert (tmp_path / "tests" / "test_main.py").read_text("utf-8") == "mine"
    assert not (tmp_path / "later.py").exists()  # after the problem: ignored
    assert isinstance(writer.failure, TargetExistsError)
    assert writer.error == writer.failure.report.summary()
    assert "tests/test_main.py" in writer.error
    assert writer.written == ["app/main.py"]
    assert writer.add(GeneratedFile(file_path="x.py")) is None
    assert not (tmp_path / "x.py").exists()


def test_overwrite_replaces(tmp_path: Path) -> None:
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "main.py").write_text("old", "utf-8")
    writer = IncrementalWriter(tmp_path, overwrite=True)
    assert _stream(writer, DOC, [1 << 16]) == ["app/main.py", "tests/test_main.py"]
    assert writer.reports[0].replaced == ["app/main.py"]
    assert (tmp_path / "app" / "main.py").read_text("utf-8") == EXAMPLE.files[0].content


def test_dry_run_writes_nothing_but_reports(tmp_path: Path) -> None:
    target = tmp_path / "out"
    writer = IncrementalWriter(target, dry_run=True)
    assert _stream(writer, DOC, [100]) == ["app/main.py", "tests/test_main.py"]
    assert writer.written == ["app/main.py", "tests/test_main.py"]
    assert not target.exists()


def test_a_failed_write_stops_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[GeneratedCode] = []

    def failing(code: GeneratedCode, *args: object, **kwargs: object) -> None:
        calls.append(code)
        raise WriteFailedError("app/main.py", "No space left on device")

    monkeypatch.setattr(incremental, "write_files", failing)
    writer = IncrementalWriter(tmp_path)
    assert _stream(writer, DOC, [1 << 16]) == []
    assert len(calls) == 1  # the second file was not tried
    assert isinstance(writer.failure, WriteFailedError)
    assert writer.error == str(writer.failure)
    assert writer.error.startswith("cannot write 'app/main.py': No space left on device")
    assert writer.reports == []


def test_other_events_are_ignored(tmp_path: Path) -> None:
    writer = IncrementalWriter(tmp_path)
    assert writer.handle([HeaderParsed({}), FileStarted("a.py", 0)]) == []
    assert writer.reports == []
    assert list(tmp_path.iterdir()) == []
