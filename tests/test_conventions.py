"""Other tools' conventions, read as the tools write them (tomli-style data fixtures).

``tests/data/conventions/<tool>/NAME.txt`` is an answer written the way the tool's real prompt
asks (the tool's ``README.md`` there cites the repository and file each shape comes from);
``NAME.json`` is the expectation, written by hand from that prompt and parser:

- ``options``, ``finish_reason``: passed to ``parse_response``;
- ``status``, ``format``: the expected outcome;
- ``files``: exactly the accepted files, path -> content, in order;
- ``partial_file``: ``{"path", "content"}`` of the cut-off file (absent: none);
- ``commands``: the shell commands reported in ``result.commands`` (absent: none);
- ``diagnostics``: codes that must be present; ``absent_diagnostics``: codes that must not be;
- ``note``: why, for the reader.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from artifact_codec import Format, Status, parse_response
from artifact_codec.ingest.conventions import CONVENTIONS

DATA = Path(__file__).parent / "data" / "conventions"
FIXTURES = sorted(DATA.glob("*/*.txt"))
_KEYS = {
    "note",
    "options",
    "finish_reason",
    "status",
    "format",
    "files",
    "partial_file",
    "commands",
    "diagnostics",
    "absent_diagnostics",
}


def _expected(path: Path) -> dict[str, Any]:
    expected: dict[str, Any] = json.loads(path.with_suffix(".json").read_text("utf-8"))
    return expected


def test_every_tool_has_fixtures_and_a_readme_citing_its_sources() -> None:
    tools = sorted(path for path in DATA.iterdir() if path.is_dir())
    assert len(tools) >= 18
    for tool in tools:
        readme = (tool / "README.md").read_text("utf-8")
        # Each fact is cited as a repository and a file in it (or a documentation page).
        assert re.search(r"[\w.-]+/[\w.-]+.*`[^`]+\.[a-z]+`|https://", readme), tool.name
        assert list(tool.glob("*.txt")), tool.name
    for path in FIXTURES:
        expected = _expected(path)
        assert set(expected) <= _KEYS, (path, set(expected) - _KEYS)
        assert {"status", "format", "files", "diagnostics", "note"} <= set(expected), path


def test_every_format_of_the_table_has_a_fixture() -> None:
    formats = {_expected(path)["format"] for path in FIXTURES}
    assert {convention.format.value for convention in CONVENTIONS} - {"hybrid", "legacy_json"} <= (
        formats
    )
    assert {Format.CLINE.value, Format.BOLT.value, Format.OPENHANDS.value} <= formats


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_convention(path: Path) -> None:
    expected = _expected(path)
    text = path.read_bytes().decode("utf-8")
    result = parse_response(
        text, finish_reason=expected.get("finish_reason"), **expected.get("options", {})
    )
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
        assert (result.partial_file.file_path, result.partial_file.content) == (
            partial["path"],
            partial["content"],
        )
    assert result.commands == expected.get("commands", []), summary
    for code in expected["diagnostics"]:
        assert code in codes, f"missing diagnostic {code!r}; {summary}"
    for code in expected.get("absent_diagnostics", []):
        assert code not in codes, f"unexpected diagnostic {code!r}; {summary}"
    if result.status.usable:
        assert result.code.files, "a usable result holds at least one file"
    if result.format.value not in ("hybrid", "legacy_json", "none"):
        read_as = [d.message for d in result.diagnostics if d.code == "read-as"]
        assert read_as, summary
        assert read_as[0].startswith(f"read as {result.format.value}"), summary
    if expected["status"] == Status.EDIT_BLOCKS.value:
        assert not result.usable
