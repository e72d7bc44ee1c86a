"""The documentation cannot drift from the code: its grammar and examples are checked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from artifact_codec import dumps, loads

ROOT = Path(__file__).parent.parent
FORMAT_DOC = (ROOT / "docs" / "format.md").read_text("utf-8")
README = (ROOT / "README.md").read_text("utf-8")


def _blocks(markdown: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", markdown, flags=re.M | re.S)


def test_format_spec_quotes_the_grammar_verbatim() -> None:
    grammar = (ROOT / "grammars" / "artifact.lark").read_text("utf-8")
    assert grammar in _blocks(FORMAT_DOC, "lark")


DOCUMENTS = [block for block in _blocks(FORMAT_DOC + README, "text") if block.startswith("{")]


@pytest.mark.parametrize("document", DOCUMENTS)
def test_documented_examples_are_exactly_what_dumps_writes(document: str) -> None:
    assert dumps(loads(document)) == document


def test_there_are_documented_examples() -> None:
    assert len(DOCUMENTS) >= 4


def test_readme_quick_start_has_exactly_two_commands() -> None:
    commands = _blocks(README.split("## Quick start", 1)[1].split("\n## ", 1)[0], "bash")
    assert [c.count("\n") for c in commands] == [1, 1]
    assert "artifact-codec validate examples/" in commands[0]
    assert commands[1].rstrip().endswith("pytest")
