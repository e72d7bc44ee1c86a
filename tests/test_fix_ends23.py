"""The readings fix-ends23 added for the hybrid format (issue 20): expected values by hand
from what the model meant; the hunt22 tests accept a refusal, these pin the reading."""

from __future__ import annotations

import pytest
from meant import hybrid_doc

from artifact_codec import Severity, parse_response
from artifact_codec.ingest.stream import StreamParser, events_for

D = "===FILE_CONTENT_BLOCK==="
_A = f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\nx = 1\n\n'


def _files(result: object) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in result.code.files]  # type: ignore[attr-defined]


def _codes(result: object) -> set[str]:
    return {d.code for d in result.diagnostics}  # type: ignore[attr-defined]


def test_an_abandoned_delimiter_line_is_dropped_with_a_warning() -> None:
    result = parse_response(_A + f"{D}\nPATH: b.py\n---\ny = 2\n\n{D}\n\n{D}END\n")
    assert result.usable
    assert _files(result) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]
    warning = [d for d in result.diagnostics if d.code == "stray-delimiter"]
    assert warning
    assert warning[0].severity is Severity.WARNING
    assert "b.py" in warning[0].message


def test_a_blank_line_after_the_fields_ends_them() -> None:
    text = _A + f"{D}\nPATH: run.sh\n\n#!/bin/bash\necho hi\n\n{D}END\n"
    result = parse_response(text)
    assert result.usable
    assert _files(result) == [("a.py", "x = 1\n"), ("run.sh", "#!/bin/bash\necho hi\n")]
    (warning,) = [d for d in result.diagnostics if d.code == "missing-separator"]
    assert "blank line" in warning.message


def test_only_one_blank_line_ends_the_fields() -> None:
    # the second blank line is the file's own first line
    text = _A + f"{D}\nPATH: notes.txt\n\n\nhello\n\n{D}END\n"
    assert _files(parse_response(text))[1] == ("notes.txt", "\nhello\n")


@pytest.mark.parametrize("line", [f"{D}EOF", "===FILE_CONTENT_END==="])
def test_a_marker_shaped_last_line_is_read_as_the_end_marker(line: str) -> None:
    body = hybrid_doc(("a.py", "x = 1\n"))
    text = body[: -len(D + "END\n")] + line + "\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable
    assert _files(result) == [("a.py", "x = 1\n")]
    assert "misspelled-end-marker" in _codes(result)
    # after a length stop it proves nothing: the file is cut off
    assert not parse_response(text, finish_reason="length").usable


def test_a_misspelled_end_marker_then_prose_is_refused() -> None:
    body = hybrid_doc(("a.py", "x = 1\n"))
    text = body[: -len(D + "END\n")] + "===END===\n\nHope this helps!\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable
    assert "ambiguous-structure" in _codes(result)


def test_a_readme_with_an_open_fence_at_the_end_marker_is_kept_when_nothing_follows() -> None:
    # (the control: no delimiter line after the end marker, a stop: the README left its fence
    # open, the end marker is the answer's)
    readme = "# Tool\n\n```\nrun it\n"
    text = f'{{"total_files": 1}}\n\n{D}\nPATH: README.md\n---\n{readme}\n{D}END\n'
    result = parse_response(text, finish_reason="stop")
    assert result.usable
    assert _files(result) == [("README.md", readme)]


def test_a_readme_with_an_open_fence_and_a_later_end_marker_is_refused() -> None:
    readme = f"# Tool\n\n```\n{D}END\n```\n"
    text = f'{{"total_files": 1}}\n\n{D}\nPATH: README.md\n---\n{readme}\n{D}END\n'
    result = parse_response(text)
    assert not result.usable
    assert "ambiguous-structure" in _codes(result)


def test_a_second_header_object_is_named_in_a_warning() -> None:
    first = '{"task_id": "T1", "dependencies": ["flask"], "total_files": 1}'
    text = (
        first + '\n\n{"task_id": "EX", "dependencies": []}\n\n'
        f"{D}\nPATH: app.py\n---\nprint(1)\n\n{D}END\n"
    )
    result = parse_response(text)
    (warning,) = [d for d in result.diagnostics if d.code == "header-not-adjacent"]
    assert warning.severity is Severity.WARNING
    assert "line 1" in warning.message


def test_a_header_naming_the_delimiter_away_from_the_blocks_is_a_warning() -> None:
    text = (
        f'{{"task_id": "T", "files_delimiter": "{D}"}}\n\nHere are my files:\n\n'
        f"{D}\nPATH: app.py\n---\nprint(1)\n\n{D}END\n"
    )
    result = parse_response(text)
    assert result.usable
    assert result.code.task_id == "T"
    (note,) = [d for d in result.diagnostics if d.code == "prose-before-blocks"]
    assert note.severity is Severity.WARNING
    assert "example" in note.message


def test_another_documents_delimiter_line_in_a_file_casts_no_doubt() -> None:
    # (the lead, from test_stream's derandomized example in CI: a file quoting another
    # document's plain delimiter line, no end marker, finish "stop": the strict reading and
    # the stream take the line as content; refusing at close contradicted the stream's events)
    text = (
        '{"total_files": 2, "files_delimiter": "===FILE_CONTENT_BLOCK_1==="}\n\n'
        "===FILE_CONTENT_BLOCK_1===\nPATH: a.py\n---\nx = 1\n"
        "===FILE_CONTENT_BLOCK_1===\nPATH: d.txt\n---\n===FILE_CONTENT_BLOCK===\nnote\n"
    )
    result = parse_response(text, finish_reason="stop")
    assert result.usable
    assert {f.file_path: f.content for f in result.code.files} == {
        "a.py": "x = 1\n",
        "d.txt": "===FILE_CONTENT_BLOCK===\nnote\n",
    }
    parser = StreamParser()
    parser.feed(text)
    parser.close("stop")
    assert parser.result is not None
    assert "stream-disagreement" not in [d.code for d in parser.result.diagnostics]


def test_a_block_cut_after_its_delimiter_line_is_a_cut_not_a_doubt() -> None:
    # (the lead, test_stream's second derandomized example: the third block's delimiter line,
    # then a field line cut short, finish "stop": a block cut off, as the stream read it)
    text = (
        '{"total_files": 3, "files_delimiter": "===FILE_CONTENT_BLOCK_1==="}\n\n'
        "===FILE_CONTENT_BLOCK_1===\nPATH: a.py\n---\nx = 1\n"
        "===FILE_CONTENT_BLOCK_1===\nPATH: b.md\n---\n0\n===FILE_CONTENT_BLOCK_1===\nP"
    )
    result = parse_response(text, finish_reason="stop")
    assert result.status.value == "truncated"
    parser = StreamParser()
    parser.feed(text)
    parser.close("stop")
    assert parser.result is not None
    assert "stream-disagreement" not in [d.code for d in parser.result.diagnostics]


CLOSE_TIME_DOUBTS = {
    # a marker-shaped line in the last file and no end marker, finish "stop" (the lead,
    # test_stream's third derandomized example in CI)
    "marker-shaped-line": (
        '{"total_files": 3}\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx = 1\n\n'
        "===FILE_CONTENT_BLOCK===\nPATH: d.txt\n---\nnotes\n\n"
        "===FILE_CONTENT_BLOCK===\nPATH: e.py\n---\n===FILE:CONTENT:0\nmore text\n",
        "stop",
    ),
    # the end marker inside a code block the last file opened, and the model was stopped
    "end-marker-in-open-fence": (
        '{"total_files": 3}\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx = 1\n\n'
        "===FILE_CONTENT_BLOCK===\nPATH: d.txt\n---\nnotes\n\n"
        "===FILE_CONTENT_BLOCK===\nPATH: e.md\n---\n```\n===FILE_CONTENT_BLOCK===END\n",
        "length",
    ),
    # more blocks than the header counts, and a delimiter line inside a code block the last
    # file opened: a new file, or a block that file quotes (a fuzz run of test_stream)
    "split-in-fence-over-the-count": (
        '{"total_files": 3}\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx = 1\n\n'
        "===FILE_CONTENT_BLOCK===\nPATH: d.txt\n---\nnotes\n\n"
        "===FILE_CONTENT_BLOCK===\nPATH: e.md\n---\n```\n\n===FILE_CONTENT_BLOCK===\n"
        "PATH: x.py\n---\ny = 2\n===FILE_CONTENT_BLOCK===END\n",
        None,
    ),
}


@pytest.mark.parametrize("name", sorted(CLOSE_TIME_DOUBTS))
@pytest.mark.parametrize("chunk", [1, 13, 100_000])
def test_a_doubt_decided_at_the_end_keeps_the_files_a_stream_announced(
    name: str, chunk: int
) -> None:
    # The two readings differ only in the last file; the files before it are the same in
    # both, and a stream has announced them. They stay in ``code``, and the status says the
    # answer is not usable.
    text, finish = CLOSE_TIME_DOUBTS[name]
    result = parse_response(text, finish_reason=finish)
    assert result.status.value == "invalid"
    assert "ambiguous-structure" in [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", "x = 1\n"),
        ("d.txt", "notes\n"),
    ]
    parser = StreamParser()
    early = [e for at in range(0, len(text), chunk) for e in parser.feed(text[at : at + chunk])]
    rest = parser.close(finish)
    assert parser.result is not None
    assert parser.result.diagnostics == result.diagnostics
    assert early + rest == events_for(result)
    assert "e.py" not in [getattr(e, "path", None) for e in early + rest]
