"""Failing tests from an independent attack on the JSON repair rules of issue 25 (hunt6-repair).

Each test is one finding: an input whose repaired value differs from what the writer meant with
no guess reported at the place that decided it. The comment above each test says the class,
how it was found (``benchmarks/hunt_hunt6-repair.py`` re-runs the generators with fixed seeds)
and what the library did. These tests fail by design until the finding is fixed.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json_report


def _guess_kinds(text: str) -> set[str]:
    return {g.kind.value for g in repair_json_report(text).guesses}


# Class: missing closer + words after the document (silent WRONG value). Found by the
# ``closer-suffix`` generator (a '}' left out inside a nested object, then what models write
# after an answer). docs/repair.md: a text that ends like a finished document with brackets
# still open gets a ``mismatched-bracket`` guess. With a sentence after it the open object
# swallows the sentence as a member: ``{"a": {"b": 1, "c": 2}, "Hope": "this helps!"}``,
# repaired as unquoted-key/missing-colon/unquoted-value (plain repairs), no guess at all. The
# writer meant ``{"a": {...}}`` and a sentence; the prose became data.
# The same with an array: ``[[1, 2], [3, 4]`` then ``---`` or a numbered list gives
# ``[[1, 2], [3, 4], "---"]`` / ``[[1, 2], [3, 4], 1.0, 2.0]``; ``**Note:** uses defaults.``
# after the object gives a member ``"Note": "uses defaults."``.
@pytest.mark.parametrize(
    ("document", "after", "word"),
    [
        ('{"a": {"b": 1, "c": 2}', "\nHope this helps!", "Hope"),
        ('{"a": {"b": 1, "c": 2}', "\n\nLet me know.", "Let"),
        ('{"a": {"b": 1, "c": 2}', "\n\n**Note:** uses defaults.", "Note"),
        ('{"a": {"b": "x", "c": {"d": 1}}', "\n\n1. first\n2. second", "first"),
        ("[[1, 2], [3, 4]", "\n---", "---"),
        ("[[1, 2], [3, 4]", "\n\n1. first\n2. second", "1.0"),
    ],
    ids=["hope", "let-me-know", "note", "numbered-list", "array-rule", "array-numbered"],
)
def test_words_after_a_document_missing_a_closer_are_not_data(
    document: str, after: str, word: str
) -> None:
    result = repair_json_report(document + after)
    value = json.loads(result.text)
    assert value == json.loads(document + ("]" if document.startswith("[") else "}")) or (
        result.guesses
    ), f"{word!r} read as data: {result.text!r}"


# Class: missing-closer guess skipped after a `;` or a comment (silent choice of reading). Found
# by the ``closer-suffix`` generator. The rule (containers.missing_closer) reports a
# ``mismatched-bracket`` guess when the text ends like a finished document with a bracket still
# open, and does for ``{"a": {"b": 1, "c": 2}`` alone, after a line break and before a fence.
# Followed by ``;``, ``)``, ``</answer>`` (dropped as stray text) or a ``// comment`` (removed)
# the same document is
# closed at the end with only ``truncated``/``stray-text``/``comment``: the other reading
# (``{"a": {"b": 1}, "c": 2}``) is not named.
@pytest.mark.parametrize("after", [";", ")", "\n// done", " // end", "\n/* end */", "\n</answer>"])
def test_missing_closer_guess_survives_a_semicolon_or_comment_after(after: str) -> None:
    text = '{"a": {"b": 1, "c": 2}' + after
    assert "mismatched-bracket" in _guess_kinds(text)


ANSWER = '{"files": [{"file_path": "a.py", "content": "print(1)\\n"}]}'


# Class: the last-answer rule takes a value that is no answer (the answer lost, refused). Found
# by the ``last-answer`` generator (tool-result: 8/8 refused at seed 8) and by hand. The rule
# (document.repair_whole, docs/repair.md) counts as a "complete answer" any later value with a
# non-empty ``files``: a tool's report (``{"files": [{"file_path": "a.py", "status":
# "written"}]}``) or a summary listing the paths (``{"files": ["a.py"]}``) after a valid answer
# is taken over it; the result is ``rejected_files`` ("file 1 has no 'content'") or
# ``no_artifact``, though the text holds one whole, valid answer. Before the rule the longest
# value (the answer) was read. Not silently wrong, but the model's answer is lost.
@pytest.mark.parametrize(
    "after",
    [
        '\n\nTool output:\n{"files": [{"file_path": "a.py", "status": "written"}]}',
        '\n\nTool output:\n{"files": [{"file_path": "a.py", "bytes": 9}]}',
        '\n\nSummary: {"files": ["a.py"]}',
        '\n\nSummary: {"files": [{"file_path": "a.py"}]}',
    ],
    ids=["tool-status", "tool-bytes", "summary-paths", "summary-objects"],
)
def test_answer_is_not_lost_to_a_later_value_without_contents(after: str) -> None:
    result = parse_response(ANSWER + after)
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "print(1)\n")]


# Class: missing-closer guess placed after the slip (the writer's reading not named). Found by
# hand from the ``mutate-every`` shapes (a package.json whose ``dependencies`` lost its ``}``,
# followed by string members, then an object). The rule (containers.missing_closer) places the
# ``mismatched-bracket`` guess where the kind of the members changes, here before ``"engines"``,
# and names as the other reading "a '}' left out here, before the member 'engines'": that
# reading keeps ``"license"`` inside ``deps`` too. The writer left the ``}`` out before
# ``"license"``; the value read (everything in ``deps``) differs from what was meant and no
# guess is at that place (nor at the opening bracket, the rule's "somewhere inside" fallback).
def test_missing_closer_guess_is_not_placed_after_the_slip() -> None:
    text = '{"deps": {"a": "1", "b": "2", "license": "MIT", "engines": {"node": ">=18"}}'
    slip = text.index(', "license"')
    result = repair_json_report(text)
    placed = [g.pos for g in result.guesses if g.kind.value == "mismatched-bracket"]
    assert placed, "no mismatched-bracket guess"
    assert any(pos <= slip for pos in placed), (placed, slip)
