"""json_repair's own test suite, as data: every case gives the value json_repair's tests
expect, except those listed with the reason in docs/repair.md ("json_repair's test suite").

The list is pinned both ways: a case answered otherwise that is not listed fails (a new miss
must be explained), and a listed case that now gives the expected value fails too (the list
must shrink with the fix). The cases are facts taken from json_repair's tests
(tests/data/repair/json_repair_suite/README.md).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.jsonfix.repair import repair_json, repair_json_report

ROOT = Path(__file__).parent.parent
SUITE = ROOT / "tests" / "data" / "repair" / "json_repair_suite" / "cases.jsonl"
CASES: list[dict[str, Any]] = [
    json.loads(line) for line in SUITE.read_text("utf-8").splitlines() if line.strip()
]
NAMES = {case["name"] for case in CASES}


def _listed_in_docs() -> set[str]:
    """The case names in the section of docs/repair.md, with their shorthand: `-3` after a
    name means the case with that name's stem and number 3."""
    docs = (ROOT / "docs" / "repair.md").read_text("utf-8")
    section = docs.split("## json_repair's test suite", 1)[1].split("\n## ", 1)[0]
    listed: set[str] = set()
    stem = ""
    for token in re.findall(r"`([^`]+)`", section):
        if re.fullmatch(r"-\d+", token) and stem:
            listed.add(stem + token)
            continue
        match = re.fullmatch(r"([a-z_]+)-\d+", token)
        if match is not None and token in NAMES:
            stem = match.group(1)
            listed.add(token)
    return listed


LISTED = _listed_in_docs()


def _answer(case: dict[str, Any]) -> tuple[bool, Any]:
    """Whether ours gives what json_repair's test expects, and what ours gives."""
    try:
        text = repair_json(case["input"])
    except ArtifactDecodeError:
        return bool(case.get("nothing")), None
    value = json.loads(text)
    if case.get("nothing"):
        return False, value
    expected = case["expected"]
    return value == expected and type(value) is type(expected), value


def test_the_suite_is_there_and_named_once() -> None:
    assert len(CASES) >= 250
    assert len(NAMES) == len(CASES)
    for case in CASES:
        assert case["source"].startswith("tests/test_")
        assert ("expected" in case) != bool(case.get("nothing"))


def test_every_listed_name_is_a_case() -> None:
    assert LISTED <= NAMES
    assert len(LISTED) >= 40  # (the section was found and read)


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_case(case: dict[str, Any]) -> None:
    matches, value = _answer(case)
    if case["name"] in LISTED:
        assert not matches, "gives the expected value now: take it out of docs/repair.md"
    else:
        assert matches, f"not the expected value and not listed in docs/repair.md: {value!r}"


def test_most_cases_give_the_expected_value() -> None:
    # (199 since `parse_object_edge_cases-8`: '12345",' is the string that lost its opening
    # quote, with a guess, where json_repair expects the number; docs/repair.md lists why)
    assert len(CASES) - len(LISTED) >= 199


@pytest.mark.parametrize(
    "case", [case for case in CASES if case["name"] in LISTED], ids=lambda case: case["name"]
)
def test_a_listed_case_is_valid_json_and_repairs_to_itself(case: dict[str, Any]) -> None:
    # A different answer is never a broken one: valid JSON (or no JSON), stable when repaired
    # again.
    try:
        result = repair_json_report(case["input"])
    except ArtifactDecodeError:
        return
    json.loads(result.text)
    assert repair_json(result.text) == result.text
