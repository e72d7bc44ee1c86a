"""The edit conventions: real replies of each tool read into the operations they ask for.

Data-driven: ``tests/data/edits/<convention>/<name>.txt`` is an answer, ``<name>.json`` what
``parse_response`` must make of it (status, the operations without their places, the codes of
the errors). ``tests/data/edits/README.md`` cites where each comes from. Then aider's own
reading of real chat replies (its parser's output, stored beside them) is compared with ours.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from artifact_codec import FileOperation, Severity, parse_response
from artifact_codec.diagnostics import Diagnostics, Locator
from artifact_codec.ingest.edits import read_edits

DATA = Path(__file__).parent / "data" / "edits"
CASES = sorted(path for path in DATA.glob("*/*.txt") if path.with_suffix(".json").exists())


def _expected(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.with_suffix(".json").read_text("utf-8"))
    return data


@pytest.mark.parametrize("case", CASES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture(case: Path) -> None:
    expected = _expected(case)
    text = case.read_bytes().decode("utf-8")
    result = parse_response(text, finish_reason=expected["finish_reason"])
    assert result.status.value == expected["status"], result.diagnostics
    want = [FileOperation.model_validate(op) for op in expected["edits"]]
    assert [op.without_place() for op in result.edits] == want
    convention = case.parent.name
    assert all(op.convention == convention for op in result.edits)
    errors = {d.code for d in result.diagnostics if d.severity is Severity.ERROR}
    errors.discard("edit-blocks")  # every edit answer says it is one
    errors.discard("edit-file-dropped")
    assert sorted(errors) == expected["errors"], result.diagnostics
    if "warnings" in expected:
        warnings = {d.code for d in result.diagnostics if d.severity is Severity.WARNING}
        assert sorted(warnings & set(expected["warnings"])) == expected["warnings"]
    assert not result.code.files  # no edit text ever becomes a file
    for op in result.edits:  # every operation names its place in the answer
        assert op.line is not None
        assert op.column is not None
        assert all(hunk.line is not None for hunk in op.hunks)


def test_every_convention_has_fixtures_and_a_readme_entry() -> None:
    readme = (DATA / "README.md").read_text("utf-8")
    for folder in ("aider-search-replace", "unified-diff", "v4a-patch", "str-replace"):
        assert any(case.parent.name == folder for case in CASES)
        assert f"`{folder}/`" in readme
    for case in CASES:
        assert f"`{case.stem}`" in readme, f"{case} is not cited in the README"


# -- aider's own reading of real chat replies ------------------------------------------------------


def _sections() -> list[str]:
    text = (DATA / "aider-search-replace" / "chat-history-sample.md").read_text("utf-8")
    return [part for part in re.split(r"(?=^#### )", text, flags=re.M) if part.strip()]


def test_real_aider_replies_read_as_aider_reads_them_or_refused_with_a_reason() -> None:
    """Where aider read edits, ours are the same; where it raised, we report an error for the
    block it choked on; where we refuse what aider read, the reason is one of ours (an unsafe
    path). Never a different reading."""
    gold = json.loads(
        (DATA / "aider-search-replace" / "chat-history-sample.aider.json").read_text("utf-8")
    )
    sections = _sections()
    assert len(sections) == len(gold) == 78
    same = refused_like_aider = 0
    for section, expected in zip(sections, gold, strict=True):
        body = "".join(section.splitlines(keepends=True)[1:])
        notes = Diagnostics(Locator(body))
        reading = read_edits(body, notes)
        ours = [
            [op.path, hunk.old, hunk.new]
            for op in reading.operations
            if op.convention == "aider-search-replace"
            for hunk in op.hunks
        ]
        errors = [d for d in notes.items if d.severity is Severity.ERROR]
        if expected["aider_error"] is not None:
            assert errors, expected["header"]
            refused_like_aider += 1
            continue
        if ours == expected["aider_edits"]:
            same += 1
            continue
        # We refused some block aider read: only for an unsafe path, and nothing else differs.
        assert {d.code for d in errors} == {"unsafe-path"}, (expected["header"], errors)
        assert all(edit in expected["aider_edits"] for edit in ours)
    assert same >= 45
    assert refused_like_aider == sum(1 for g in gold if g["aider_error"] is not None)
