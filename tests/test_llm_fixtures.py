"""Realistic model answers fed to ``parse_response`` (markdown-it-py / tomli style fixtures).

``tests/data/llm/NAME.txt`` is a response exactly as a model sent it (CRLF, BOM and trailing
blanks included); ``NAME.json`` is the expectation, written by hand from ``docs/lenient.md`` and
``docs/format.md``:

- ``finish_reason`` and ``options``: passed to ``parse_response``;
- ``status``, ``format``: the expected outcome;
- ``files``: exactly the accepted files, path -> content, in order;
- ``partial_file``: ``null`` or ``{"path", "content"}`` of the cut-off file;
- ``expected_files`` (optional): the ``total_files`` the response announced;
- ``diagnostics``: codes that must be present; ``absent_diagnostics``: codes that must not be;
- ``header`` (optional): attributes of ``result.code`` (``task_id``, ``dependencies``...);
- ``file_fields`` (optional): path -> attributes of that accepted file (``file_type``...);
- ``note`` (optional): why, for the reader.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from artifact_codec import parse_response
from artifact_codec.result import ParseResult, Severity

DATA = Path(__file__).parent / "data" / "llm"
FIXTURES = sorted(Path(__file__).parent.glob("data/llm/*.txt"))
LENIENT_DOC = Path(__file__).parent.parent / "docs" / "lenient.md"

#: Codes of the table that no text response can trigger.
UNTRIGGERABLE = {
    "internal-error",
    "unreadable",
    "strict-error",
    "invalid-utf8",  # needs bytes: tests/test_never_silently_wrong.py
    "stream-disagreement",  # only StreamParser, and only on a bug
}
_KNOWN_KEYS = {
    "note",
    "finish_reason",
    "options",
    "status",
    "format",
    "files",
    "partial_file",
    "expected_files",
    "diagnostics",
    "absent_diagnostics",
    "header",
    "file_fields",
}


def _expectation(path: Path) -> dict[str, Any]:
    expected: dict[str, Any] = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    return expected


def _parse(path: Path) -> tuple[ParseResult, dict[str, Any]]:
    expected = _expectation(path)
    text = path.read_bytes().decode("utf-8")
    result = parse_response(
        text, finish_reason=expected.get("finish_reason"), **expected.get("options", {})
    )
    return result, expected


def _documented_codes() -> set[str]:
    """The diagnostic codes of the table in docs/lenient.md."""
    table = LENIENT_DOC.read_text(encoding="utf-8").split("## Tolerances and diagnostic codes")[1]
    return set(re.findall(r"^\| `([a-z0-9-]+)` \| (?:info|warning|error) \|", table, re.M))


def test_fixture_directory_is_populated() -> None:
    assert len(FIXTURES) >= 60
    for path in FIXTURES:
        assert path.with_suffix(".json").exists(), path
        expected = _expectation(path)
        assert set(expected) <= _KNOWN_KEYS, (path.name, set(expected) - _KNOWN_KEYS)
        for key in ("status", "format", "files", "diagnostics"):
            assert key in expected, (path.name, key)


def test_every_documented_code_has_a_fixture() -> None:
    documented = _documented_codes()
    assert len(documented) >= 30  # the table was found and parsed
    covered: set[str] = set()
    statuses: set[str] = set()
    # Other tools' conventions have their fixtures in tests/data/conventions (same keys).
    conventions = sorted(Path(__file__).parent.glob("data/conventions/*/*.txt"))
    for path in FIXTURES + conventions:
        expected = _expectation(path)
        covered.update(expected["diagnostics"])
        statuses.add(expected["status"])
    assert documented - UNTRIGGERABLE - covered == set()
    assert {
        "clean",
        "recovered",
        "repaired",
        "rejected_files",
        "edit_blocks",
        "truncated",
        "invalid",
    } <= statuses
    assert "no_artifact" in statuses


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_llm_response(path: Path) -> None:
    result, expected = _parse(path)
    codes = [d.code for d in result.diagnostics]
    summary = f"status={result.status.value} format={result.format.value} diagnostics={codes}"

    assert result.status.value == expected["status"], summary
    assert result.format.value == expected["format"], summary
    files = [(file.file_path, file.content) for file in result.code.files]
    assert files == list(expected["files"].items()), summary

    partial = expected.get("partial_file")
    if partial is None:
        assert result.partial_file is None, summary
    else:
        assert result.partial_file is not None, summary
        assert result.partial_file.file_path == partial["path"]
        assert result.partial_file.content == partial["content"]

    if "expected_files" in expected:
        assert result.expected_files == expected["expected_files"], summary
    assert result.found_files == len(expected["files"])

    for code in expected["diagnostics"]:
        assert code in codes, f"missing diagnostic {code!r}; {summary}"
    for code in expected.get("absent_diagnostics", []):
        assert code not in codes, f"unexpected diagnostic {code!r}; {summary}"

    for key, value in expected.get("header", {}).items():
        assert getattr(result.code, key) == value, key
    accepted = {file.file_path: file for file in result.code.files}
    for file_path, fields in expected.get("file_fields", {}).items():
        for key, value in fields.items():
            assert getattr(accepted[file_path], key) == value, (file_path, key)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_llm_response_reports_consistently(path: Path) -> None:
    result, _ = _parse(path)
    data = json.loads(result.to_json())
    assert data["status"] == result.status.value
    assert data["format"] == result.format.value
    assert data["usable"] == result.usable
    assert data["paths"] == [file.file_path for file in result.code.files]
    assert [d["code"] for d in data["diagnostics"]] == [d.code for d in result.diagnostics]
    if result.usable:
        problems = [d for d in result.diagnostics if d.severity is not Severity.INFO]
        assert (result.feedback() == "") == (not problems), result.feedback()
    else:
        assert result.feedback() != ""
