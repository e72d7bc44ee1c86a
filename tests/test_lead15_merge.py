"""The retry merge reads the paths an attempt refused (ParseResult.refused_paths) against
the files it keeps: a later version sent under a refused spelling makes the kept one stale.
Expected values by hand."""

from __future__ import annotations

import json

from artifact_codec import Status, parse_response
from artifact_codec.agent.merge import MergedFiles


def _answer(*files: tuple[str, str], total: int = 3) -> str:
    return json.dumps(
        {"total_files": total, "files": [{"path": p, "content": c} for p, c in files]}
    )


def test_refused_paths_are_the_paths_as_written() -> None:
    result = parse_response(
        _answer(("src/sub/../a.py", "x = 1\n"), ("b.py", "b = 1\n"), ("b.py", "c = 1\n"), total=3)
    )
    assert result.refused_paths == ["src/sub/../a.py", "b.py"]
    assert [f.file_path for f in result.code.files] == ["b.py"]


def test_a_clean_answer_refuses_no_path() -> None:
    assert parse_response(_answer(("a.py", "x = 1\n"), total=1)).refused_paths == []


def test_the_stale_file_is_awaited_and_its_own_path_settles_it() -> None:
    merged = MergedFiles()
    merged.take(parse_response(_answer(("src/a.py", "x = 1\n"))), 1, asked_whole=True)
    merged.take(
        parse_response(_answer(("src/a.py.", "x = 2\n"), ("b.py", "b = 1\n"))), 2, asked_whole=False
    )
    merged.take(parse_response(_answer(("c.py", "c = 1\n"))), 3, asked_whole=False)
    assert "src/a.py" in merged.awaited
    stale = merged.result()
    assert not stale.usable
    assert stale.status is Status.REJECTED_FILES
    assert any(
        d.code == "file-sent-again-refused" and "src/a.py." in d.message for d in stale.diagnostics
    )
    # the model sends it again under its own path: the later version is kept, the set is whole
    merged.take(parse_response(_answer(("src/a.py", "x = 2\n"))), 4, asked_whole=False)
    done = merged.result()
    assert done.usable, (done.status, done.diagnostics)
    assert {f.file_path: f.content for f in done.code.files} == {
        "src/a.py": "x = 2\n",
        "b.py": "b = 1\n",
        "c.py": "c = 1\n",
    }


def test_a_refused_path_naming_no_kept_file_changes_nothing_kept() -> None:
    merged = MergedFiles()
    merged.take(parse_response(_answer(("src/a.py", "x = 1\n"))), 1, asked_whole=True)
    merged.take(parse_response(_answer(("../b.py", "b = 1\n"))), 2, asked_whole=False)
    assert "src/a.py" not in merged.awaited
    assert merged.files["src/a.py"][0].content == "x = 1\n"
