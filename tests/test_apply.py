"""apply_edits: each rung of the matching ladder, each refusal, and the result's shape.

Data-driven like tomli's tests: ``tests/data/apply/valid/*.json`` hold files, operations, the
files expected after and the rung of each outcome; ``tests/data/apply/invalid/*.json`` hold
files and operations, and ``*.feedback`` the exact feedback a model gets.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from artifact_codec import (
    EditResult,
    FileOperation,
    GeneratedCode,
    GeneratedFile,
    Hunk,
    OperationKind,
    ParseResult,
    Status,
    apply_edits,
)
from artifact_codec.apply import Rung
from artifact_codec.apply.ladder import is_elision
from artifact_codec.result import Format

DATA = Path(__file__).parent / "data" / "apply"
VALID = sorted((DATA / "valid").glob("*.json"))
INVALID = sorted((DATA / "invalid").glob("*.json"))


def _load(path: Path) -> dict[str, Any]:
    case: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return case


def _operations(case: dict[str, Any]) -> list[FileOperation]:
    return [FileOperation.model_validate(raw) for raw in case["operations"]]


@pytest.mark.parametrize("path", VALID, ids=[p.stem for p in VALID])
def test_valid_fixture(path: Path) -> None:
    case = _load(path)
    given = dict(case["files"])
    result = apply_edits(_operations(case), given)
    assert result.ok, result.feedback()
    assert result.files == case["expected"]
    assert [outcome.rung.value for outcome in result.outcomes if outcome.rung] == case["rungs"]
    assert given == case["files"]  # pure: the caller's mapping is not changed
    assert result.feedback() == ""


@pytest.mark.parametrize("path", INVALID, ids=[p.stem for p in INVALID])
def test_invalid_fixture(path: Path) -> None:
    case = _load(path)
    result = apply_edits(_operations(case), case["files"])
    assert not result.ok
    assert result.files == case["files"]  # nothing applied
    assert result.feedback() == path.with_suffix(".feedback").read_text("utf-8").rstrip("\n")


def test_every_rung_has_a_fixture() -> None:
    covered = {rung for path in VALID for rung in _load(path)["rungs"]}
    assert covered == {rung.value for rung in Rung}


def edit(path: str, *hunks: Hunk, convention: str = "") -> FileOperation:
    return FileOperation(kind=OperationKind.EDIT, path=path, hunks=hunks, convention=convention)


def test_a_refused_hunk_refuses_the_whole_set_across_files() -> None:
    files = {"a.py": "a = 1\n", "b.py": "b = 1\n"}
    result = apply_edits(
        [edit("a.py", Hunk(old="a = 1\n", new="a = 2\n")), edit("b.py", Hunk(old="zz\n", new=""))],
        files,
    )
    assert not result.ok
    assert result.files == files
    assert [outcome.ok for outcome in result.outcomes] == [True, False]
    assert result.changes() == {}
    assert not result


def test_files_holds_every_file_after_the_edits() -> None:
    files = {"keep.py": "k\n", "a.py": "a\n", "gone.py": "g\n"}
    result = apply_edits(
        [
            FileOperation(kind=OperationKind.RENAME, path="a.py", new_path="b/a.py"),
            FileOperation(kind=OperationKind.DELETE, path="gone.py"),
        ],
        files,
    )
    assert result.ok
    assert result.files == {"keep.py": "k\n", "b/a.py": "a\n"}
    assert result.changes() == {"a.py": None, "b/a.py": "a\n", "gone.py": None}


def test_an_empty_list_of_operations_changes_nothing() -> None:
    result = apply_edits([], {"a.py": "x\n"})
    assert result.ok
    assert result.files == {"a.py": "x\n"}
    assert result.outcomes == []


def test_an_answer_without_edits_is_refused() -> None:
    result = apply_edits("Sure, I can help with that.", {"a.py": "x\n"})
    assert not result.ok
    assert [outcome.reason for outcome in result.outcomes] == ["no-edits"]
    assert "the answer holds no edits and no files" in result.feedback()


def test_an_answer_with_whole_files_replaces_and_creates_them() -> None:
    code = GeneratedCode(
        files=[
            GeneratedFile(file_path="a.py", content="new a\n"),
            GeneratedFile(file_path="b.py", content="new b\n"),
        ]
    )
    answer = ParseResult(Status.CLEAN, Format.HYBRID, code=code)
    result = apply_edits(answer, {"a.py": "old a\r\n"})
    assert result.ok
    assert result.files == {"a.py": "new a\r\n", "b.py": "new b\n"}
    assert [outcome.kind for outcome in result.outcomes] == [
        OperationKind.REPLACE,
        OperationKind.CREATE,
    ]


@pytest.mark.parametrize("status", [Status.TRUNCATED, Status.INVALID, Status.REJECTED_FILES])
def test_an_answer_that_cannot_be_read_completely_is_never_half_applied(status: Status) -> None:
    operation = edit("a.py", Hunk(old="x\n", new="y\n"))
    answer = ParseResult(status, Format.NONE, edits=[operation])
    result = apply_edits(answer, {"a.py": "x\n"})
    assert not result.ok
    assert result.files == {"a.py": "x\n"}
    assert [outcome.reason for outcome in result.outcomes] == ["answer"]


def test_apply_edits_refuses_what_is_not_an_edit_set() -> None:
    with pytest.raises(TypeError, match="FileOperation"):
        apply_edits([{"kind": "delete", "path": "a"}], {})  # type: ignore[list-item]
    with pytest.raises(TypeError, match="mapping"):
        apply_edits([], [("a", "b")])  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="str"):
        apply_edits([], {"a": b"bytes"})  # type: ignore[dict-item]
    with pytest.raises(TypeError, match="answer"):
        apply_edits(42, {})  # type: ignore[arg-type]


def test_outcomes_report_the_lines_replaced() -> None:
    result = apply_edits(
        [edit("a.py", Hunk(old="b\nc\n", new="B\n"), Hunk(old="", new="z\n"))],
        {"a.py": "a\nb\nc\nd\n"},
    )
    assert [outcome.lines for outcome in result.outcomes] == [(2, 3), (4, 3)]
    assert result.files == {"a.py": "a\nB\nd\nz\n"}


def test_the_diff_shows_every_change() -> None:
    result = apply_edits(
        [
            edit("a.py", Hunk(old="x = 1\n", new="x = 2\n")),
            FileOperation(kind=OperationKind.DELETE, path="b.py"),
            FileOperation(kind=OperationKind.CREATE, path="c.py", content="c"),
        ],
        {"a.py": "x = 1\n", "b.py": "b\n"},
    )
    assert result.diff() == (
        "--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-x = 1\n+x = 2\n"
        "--- a/b.py\n+++ /dev/null\n@@ -1 +0,0 @@\n-b\n"
        "--- /dev/null\n+++ b/c.py\n@@ -0,0 +1 @@\n+c\n\\ No newline at end of file\n"
    )


def test_the_result_as_json() -> None:
    result = apply_edits([edit("a.py", Hunk(old="q\n", new=""))], {"a.py": "x\n"})
    data = result.to_dict(include_files=True)
    assert data["ok"] is False
    assert data["outcomes"][0]["reason"] == "absent"
    assert data["changed"] == []
    assert data["feedback"] == result.feedback()
    assert json.loads(json.dumps(data)) == data
    ok = apply_edits([edit("a.py", Hunk(old="x\n", new="y\n"))], {"a.py": "x\n"})
    assert ok.to_dict(include_files=True)["files"] == {"a.py": "y\n"}
    assert ok.to_dict()["outcomes"][0]["rung"] == "exact"


def test_the_summary_has_one_line_per_outcome_and_a_headline() -> None:
    result = apply_edits([edit("a.py", Hunk(old="x\n", new="y\n"))], {"a.py": "x\n"})
    assert (
        result.summary() == "a.py: applied (exact): applied at line 1 exactly\n1 of 1 edits apply"
    )


def test_a_hint_never_places_an_edit_alone() -> None:
    # The hint is far from both places: refused, not applied at the nearer one.
    files = {"a.py": "x = 1\n" + "pass\n" * 20 + "x = 1\n"}
    result = apply_edits([edit("a.py", Hunk(old="x = 1\n", new="x = 2\n", line_hint=11))], files)
    assert not result.ok
    assert result.outcomes[0].reason == "ambiguous"
    assert result.outcomes[0].candidates == (1, 22)


def test_a_hint_equally_near_two_places_picks_none() -> None:
    files = {"a.py": "x = 1\npass\npass\npass\nx = 1\n"}
    result = apply_edits([edit("a.py", Hunk(old="x = 1\n", new="x = 2\n", line_hint=3))], files)
    assert [outcome.reason for outcome in result.outcomes] == ["ambiguous"]


def test_a_hint_shifts_with_the_lines_earlier_hunks_added_and_removed() -> None:
    # The first hunk removes ten lines: the second hunk's line number (of the file before the
    # diff) is 10 lines below its place in the file as the first hunk left it. (The two
    # places are farther apart than HINT_CLEARANCE, so that a line number may pick one.)
    removed = "".join(f"b{i}\n" for i in range(10))
    files = {"a.py": "a\n" + removed + "pass\n" * 30 + "x = 1\n" + "pass\n" * 30 + "x = 1\n"}
    hunks = (
        Hunk(old=removed, new="", line_hint=2),
        Hunk(old="x = 1\n", new="x = 2\n", line_hint=73),
    )
    result = apply_edits([edit("a.py", *hunks, convention="unified-diff")], files)
    assert result.files == {"a.py": "a\n" + "pass\n" * 30 + "x = 1\n" + "pass\n" * 30 + "x = 2\n"}
    assert result.outcomes[1].rung is Rung.LINE_HINT


def test_a_hint_picks_nothing_once_a_hunk_of_the_file_was_far_from_its_line_number() -> None:
    # The first hunk is 17 lines below its line number; the second's line number, shifted by
    # those 17 lines, would be at the second 'x = 1', but the model meant the first: line
    # numbers each off by another amount (a model guessing them) cannot pick a place.
    files = {
        "a.py": "pass\n" * 20 + "a = 0\n" + "pass\n" * 5 + "x = 1\n" + "pass\n" * 16 + "x = 1\n"
    }
    hunks = (
        Hunk(old="a = 0\n", new="a = 1\n", line_hint=4),
        Hunk(old="x = 1\n", new="x = 2\n", line_hint=27),
    )
    result = apply_edits([edit("a.py", *hunks, convention="unified-diff")], files)
    assert not result.ok
    refused = result.outcomes[1]
    assert (refused.reason, refused.candidates) == ("ambiguous", (27, 44))
    assert "line 4 and is at line 21" in refused.message


def test_a_udiff_with_line_numbers_each_off_by_another_amount_is_no_wrong_file() -> None:
    # Found by the test bed (tests/test_apply_testbed.py) on a fresh clone: hunk 2's old text
    # is at lines 161 and 187, its header says 171, hunk 1 was 17 lines below its header;
    # the change was at 161. The line numbers are not to be trusted: refused, never 187.
    case = _load(DATA / "found" / "udiff-wrong-line-numbers-audiotests.json")
    result = apply_edits(case["answer"], case["before"])
    assert not result.ok or result.files == case["expected"]
    assert [outcome.reason for outcome in result.outcomes if not outcome.ok] == ["ambiguous"]


def test_a_hint_is_ignored_when_the_place_is_unique() -> None:
    result = apply_edits(
        [edit("a.py", Hunk(old="b\n", new="B\n", line_hint=900))], {"a.py": "a\nb\n"}
    )
    assert result.files == {"a.py": "a\nB\n"}
    assert result.outcomes[0].rung is Rung.EXACT


def test_an_anchor_with_several_places_after_it_picks_none() -> None:
    # Codex's apply_patch would edit the first place after the anchor line; the model may have
    # meant the second, so neither is picked and the refusal names both.
    files = {"a.py": "def g():\n    return None\n    return None\n"}
    hunk = Hunk(old="    return None\n", new="    return 1\n", anchor="def g():")
    result = apply_edits([edit("a.py", hunk)], files)
    assert [outcome.reason for outcome in result.outcomes] == ["ambiguous"]
    assert result.outcomes[0].candidates == (2, 3)


def test_an_anchor_before_each_place_picks_none() -> None:
    files = {"a.py": "def g():\n    return None\ndef g():\n    return None\n"}
    hunk = Hunk(old="    return None\n", new="    return 1\n", anchor="def g():")
    result = apply_edits([edit("a.py", hunk)], files)
    assert [outcome.reason for outcome in result.outcomes] == ["ambiguous"]


def test_elision_lines() -> None:
    for line in (
        "...",
        "    ...",
        "\u2026",
        "# ...",
        "    # ... existing code ...",
        "// ... rest of the code ...",
        "/* ... */",
        "<!-- ... -->",
        "-- ...",
        "{/* ... */}",
        "# ... (unchanged) ...",
    ):
        assert is_elision(line), line
    for line in ("...args", "x = ...", "foo(...)", "# not an elision", "", "print('...')"):
        assert not is_elision(line), line


def test_a_bare_ellipsis_in_the_new_text_is_code() -> None:
    # `...` as a statement (a stub's body) is Python, not a placeholder: it is written.
    files = {"a.py": "class P(Protocol):\n    def f(self) -> int:\n        return 1\n"}
    hunk = Hunk(old="        return 1\n", new="        ...\n")
    result = apply_edits([edit("a.py", hunk)], files)
    assert result.files == {"a.py": "class P(Protocol):\n    def f(self) -> int:\n        ...\n"}


def test_a_literal_ellipsis_line_in_the_file_matches_exactly() -> None:
    files = {"a.py": "def f():\n    ...\n\ndef g():\n    ...\n"}
    hunk = Hunk(old="def g():\n    ...\n", new="def g():\n    return 1\n")
    result = apply_edits([edit("a.py", hunk)], files)
    assert result.files == {"a.py": "def f():\n    ...\n\ndef g():\n    return 1\n"}


def test_result_type_is_exported() -> None:
    assert isinstance(apply_edits([], {}), EditResult)
