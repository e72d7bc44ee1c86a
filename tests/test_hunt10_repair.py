"""Findings of the hunt10-repair attack on the JSON repair layer after fix-repair12/13.

Each test is one finding: an input whose repaired value differs from what the writer meant
with no guess reported. The counts of the random attack are printed by
``benchmarks/hunt_hunt10-repair.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import repair_json_report
from artifact_codec.diagnostics import Severity
from artifact_codec.jsonfix.extract import extract_json_report


def _meant_or_guessed(text: str, meant: Any) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got == meant or result.guesses, (got, [r.kind.value for r in result.repairs])


def _extract_meant_or_warned(text: str, meant: Any) -> None:
    report = extract_json_report(text)
    warned = [d.code for d in report.diagnostics if d.severity is Severity.WARNING]
    assert report.value == meant or warned, (report.value, report.diagnostics)


# Class: an empty object '{}' answer after prose holding another JSON-like value is not a
# candidate: the value in the prose is returned as the answer, with only ``leading-text`` /
# ``trailing-text`` (no guess) from ``repair_json_report`` and no warning from
# ``extract_json_report``. (An empty '[]' is a candidate and gets an ``other-values`` guess;
# ``extract_json_report('Result: {}')`` alone raises "found no JSON object or array".) Found
# by the ``prose-links`` generator of ``benchmarks/hunt_hunt10-repair.py`` (json_repair's
# expected value ``{}`` after "In Python, [[1, 2], [3, 4]] is a matrix. The answer:" gave
# ``[[1, 2], [3, 4]]``), minimized by hand.
_EMPTY_AFTER_PROSE = [
    ('Use {"k": 1} here. Result:\n{}', {}),
    ("Items look like [[1, 2]]. Result:\n{}", {}),
    ("Items look like [1, 2]. Result:\n{}", {}),
    ("grid = [[0] * 3 for _ in range(3)]\n\n{}", {}),
]


@pytest.mark.parametrize(("text", "meant"), _EMPTY_AFTER_PROSE)
def test_an_empty_object_answer_after_prose_is_not_passed_over_silently(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


@pytest.mark.parametrize(("text", "meant"), _EMPTY_AFTER_PROSE)
def test_extract_json_does_not_pass_over_an_empty_object_answer_silently(
    text: str, meant: Any
) -> None:
    _extract_meant_or_warned(text, meant)
