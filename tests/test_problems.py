"""One shape of problem record: rule/code first, then the place, then the sentence.

Refusal (writer) and Skipped (packer) are the same record, PathProblem, with keyword-only fields;
Diagnostic, UnsafePathError and the write errors satisfy the same Problem protocol. JSON output
(to_dict) and the summary lines keep the keys and texts they always had.
"""

from __future__ import annotations

import dataclasses
import json
import pickle
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from artifact_codec import GeneratedCode, GeneratedFile
from artifact_codec.diagnostics import Diagnostic, PathProblem, Problem, Severity
from artifact_codec.errors import (
    PathConflictError,
    TargetExistsError,
    UnsafePathError,
    WriteError,
    WriteFailedError,
)
from artifact_codec.format.paths import normalize_path
from artifact_codec.write.packer import PackResult, Skipped
from artifact_codec.write.writer import Refusal, WriteReport, write_files

texts = st.text(max_size=30)


@pytest.mark.parametrize("record", [Refusal, Skipped, PathProblem])
def test_path_records_have_one_field_order(record: type[PathProblem]) -> None:
    assert [f.name for f in dataclasses.fields(record)] == ["rule", "path", "reason"]


@pytest.mark.parametrize("record", [Refusal, Skipped])
def test_positional_construction_is_refused(record: type[PathProblem]) -> None:
    # The order changed (Skipped was path, reason, rule): by position the strings would swap
    # silently, so only keywords are accepted.
    with pytest.raises(TypeError):
        record("a.py", "exists", "why")  # type: ignore[misc]


def test_to_dict_keys_and_json_are_unchanged() -> None:
    refusal = Refusal(rule="exists", path="a.py", reason="it exists")
    skipped = Skipped(rule="not-utf8", path="b.bin", reason="binary")
    assert json.dumps(refusal.to_dict()) == (
        '{"path": "a.py", "rule": "exists", "reason": "it exists"}'
    )
    assert json.dumps(skipped.to_dict()) == (
        '{"path": "b.bin", "rule": "not-utf8", "reason": "binary"}'
    )


def test_summaries_keep_their_lines() -> None:
    report = WriteReport("out", refused=[Refusal(rule="traversal", path="../x", reason="why")])
    assert report.summary() == ("out: refused, nothing written: 1 refused\n  ../x: why [traversal]")
    packed = PackResult(GeneratedCode(), [Skipped(rule="symlink", path="l", reason="a link")])
    assert packed.summary() == "packed 0 files, skipped 1\n  skipped l: a link [symlink]"


def test_a_refusal_is_not_a_skipped_entry() -> None:
    fields = {"rule": "r", "path": "p", "reason": "x"}
    assert Refusal(**fields) != Skipped(**fields)
    assert Refusal(**fields) == Refusal(**fields)
    assert repr(Skipped(**fields)) == "Skipped(rule='r', path='p', reason='x')"


@given(rule=texts, path=texts, reason=texts)
def test_path_records_round_trip_through_to_dict_json_and_pickle(
    rule: str, path: str, reason: str
) -> None:
    for record in (Refusal, Skipped):
        item = record(rule=rule, path=path, reason=reason)
        assert record(**json.loads(json.dumps(item.to_dict()))) == item
        assert pickle.loads(pickle.dumps(item)) == item
        assert (item.code, item.message) == (rule, reason)
        assert str(item) == f"{path}: {reason} [{rule}]"


def _unsafe(path: str) -> UnsafePathError:
    with pytest.raises(UnsafePathError) as info:
        normalize_path(path)
    return info.value


def test_every_record_is_a_problem() -> None:
    diagnostic = Diagnostic("prose-before", Severity.INFO, "text before the answer", 1, 1)
    unsafe = _unsafe("../etc/passwd")
    records: list[object] = [
        Refusal(rule="exists", path="a", reason="why"),
        Skipped(rule="symlink", path="b", reason="why"),
        diagnostic,
        unsafe,
        PathConflictError("A", "duplicate", "a", 0, 1),
        WriteError("p", "r", "why"),
        WriteFailedError("p", "EIO"),
        TargetExistsError(WriteReport("t", refused=[Refusal(rule="exists", path="a", reason="x")])),
    ]
    for record in records:
        assert isinstance(record, Problem), record
    assert (diagnostic.code, diagnostic.message) == ("prose-before", "text before the answer")
    assert unsafe.code == unsafe.rule == "traversal"
    assert unsafe.message == unsafe.reason
    assert unsafe.to_dict() == {
        "path": "../etc/passwd",
        "rule": "traversal",
        "reason": unsafe.reason,
    }
    assert not isinstance("a string", Problem)


def test_an_unsafe_path_error_becomes_the_same_refusal_the_writer_reports(tmp_path: Path) -> None:
    error = _unsafe("../x.py")
    # model_construct skips validation, as a caller with a hand-built model may.
    bad = GeneratedFile.model_construct(file_path="../x.py", content="")
    report = write_files(GeneratedCode.model_construct(files=[bad]), tmp_path, dry_run=True)
    assert report.refused == [Refusal(**error.to_dict())]
