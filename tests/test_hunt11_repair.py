"""Findings of the hunt11-repair attack on what fix-repair14/15 landed in the JSON repair
layer (bare values with a mark read whole, ``{}`` after prose, extract_json's candidate choice).

Each test is one finding: an input whose returned value differs from what the writer meant
with no guess (``repair_json_report``) or no warning (``extract_json_report``) reported. The
counts of the random attack are printed by ``benchmarks/hunt_hunt11-repair.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.diagnostics import Severity
from artifact_codec.jsonfix.extract import extract_json_report


def _meant_or_guessed(text: str, meant: Any) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got == meant or result.guesses, (got, [r.kind.value for r in result.repairs])


# Class: a bare value that starts with a mark fix-repair15's rule does not list (npm range
# marks ``>=``, ``>``, ``<``, ``<=``, ``=``; ``&``, ``|``, ``?``) loses the mark as
# ``stray-text``: ``>=1.2.3`` becomes ``"1.2.3"``, ``>=18`` the number ``18``, ``=1.0`` the
# number ``1.0``, with ``stray-text`` (and ``unquoted-value``) repairs and no guess. (The same
# range with one quote lost, ``>= 0.6",``, is read whole; ``^4.17.21`` and ``~1.2.3`` bare are
# read whole.) Found by the ``bare-marks`` generator of ``benchmarks/hunt_hunt11-repair.py``
# (real dependency ranges of /usr/lib/node_modules/*/package.json after a mark), minimized by
# hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"dependencies": {"a": >=1.2.3}}', {"dependencies": {"a": ">=1.2.3"}}),
        ('{"engines": {"node": >=18}}', {"engines": {"node": ">=18"}}),
        ('{"peer": {"react": <19}}', {"peer": {"react": "<19"}}),
        ('{"a": =1.0}', {"a": "=1.0"}),
        ('{"a": <=2.0.0}', {"a": "<=2.0.0"}),
        ('{"entity": &amp}', {"entity": "&amp"}),
    ],
)
def test_a_bare_value_starting_with_a_comparison_mark_keeps_it_or_is_a_guess(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a bare value that is a mark alone (``*``, npm's "any version"; ``~``, ``@``, ``=``,
# ``&&``) is dropped as ``stray-text`` and the member's value becomes ``null``
# (``missing-value``), no guess. Found by the ``bare-marks`` generator of
# ``benchmarks/hunt_hunt11-repair.py`` (20% of its values are the mark alone), minimized by
# hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"dependencies": {"lodash": *}}', {"dependencies": {"lodash": "*"}}),
        ('{"home": ~}', {"home": "~"}),
        ('{"op": =}', {"op": "="}),
        ('{"op": &&}', {"op": "&&"}),
    ],
)
def test_a_bare_value_that_is_a_mark_alone_is_not_null_unguessed(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


# Class: an empty ``[]`` inside a prose sentence after the answer is taken as the answer by
# ``extract_json_report`` (``which="last"``) with no warning; the same sentence with ``{}``
# leaves the answer chosen (``{}`` inside prose is no candidate), and ``repair_json_report``
# reports an ``other-values`` guess for it. Found by the ``prose-after-answer`` generator of
# ``benchmarks/hunt_hunt11-repair.py``, minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"a": 2}\n\nIf nothing changed, return [].', {"a": 2}),
        ('Answer: {"a": 2}\nAn empty list [] is fine.', {"a": 2}),
        (
            'Here:\n{"files": [{"path": "a.py", "content": "x"}]}\nIf nothing changed, return [].',
            {"files": [{"path": "a.py", "content": "x"}]},
        ),
    ],
)
def test_extract_json_does_not_take_an_empty_list_in_prose_after_the_answer_silently(
    text: str, meant: Any
) -> None:
    report = extract_json_report(text)
    warned = [d.code for d in report.diagnostics if d.severity is Severity.WARNING]
    assert report.value == meant or warned, (report.value, report.diagnostics)


# Class: values separated by ``,`` (the items of a list whose brackets were lost, json_repair's
# ``multiple_jsons`` reading) are read by ``extract_json_report`` (``which="last"``) as the last
# value alone with no warning; ``which="first"`` warns ``json-other-values`` (fix-repair15's
# "followed by ',' and another value" rule looks only after the chosen value), and
# ``repair_json_report`` reads the array with a guess. Found by running json_repair's test
# inputs (``tests/data/repair/json_repair_suite/cases.jsonl``, ``multiple_jsons-4`` and
# ``parse_object_merge_at_the_end-3``) through ``extract_json_report``, minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"key":"value"}, {"key":"value_after"}', [{"key": "value"}, {"key": "value_after"}]),
        ('Here:\n{"a": 1},\n{"a": 2}\n', [{"a": 1}, {"a": 2}]),
        ('{"key": "value"}, []', [{"key": "value"}, []]),
    ],
)
def test_extract_json_does_not_take_the_last_of_comma_separated_values_silently(
    text: str, meant: Any
) -> None:
    report = extract_json_report(text)
    warned = [d.code for d in report.diagnostics if d.severity is Severity.WARNING]
    assert report.value == meant or warned, (report.value, report.diagnostics)


# Class: a legacy answer whose second file's path is written bare (``"path": b.ts``) is read
# as ONE file whose path is the text from the first path's opening quote to the bare one
# (``a.ts", "content": "y"}, {"path": b.ts``): status ``repaired`` (usable) with a wrong path
# and the first file lost. (The diagnostics hold unescaped-quote / missing-quote /
# string-end guesses, but the result is usable over a wrong file; with contents holding an
# escape, ``"export const n = 0;\\n"``, the same answer is refused.) Found by hand while
# checking fix-repair15's marked bare values in legacy paths (``>=b.ts``, ``<b.ts``, ``|b.ts``,
# ``@b.ts`` do the same), minimized to a plain bare path; counted by the ``legacy-bare-path``
# generator of ``benchmarks/hunt_hunt11-repair.py``.
@pytest.mark.parametrize(
    "text",
    [
        '{"files": [{"path": "a.ts", "content": "y"}, {"path": b.ts, "content": "z"}]}',
        '{"files": [{"path": "a.ts", "content": "y"}, {"path": >=b.ts, "content": "z"}]}',
        '{"files": [{"path": "a.ts", "content": "y"}, {"path": @b.ts, "content": "z"}]}',
    ],
)
def test_a_bare_second_path_does_not_give_a_usable_result_over_a_wrong_path(text: str) -> None:
    result = parse_response(text)
    files = [(f.file_path, f.content) for f in result.code.files]
    usable = result.status.value in ("clean", "recovered", "repaired")
    right = ("a.ts", "y") in files and all(
        p in ("a.ts", "b.ts", ">=b.ts", "@b.ts") for p, _ in files
    )
    assert not usable or right, (
        result.status.value,
        files,
    )
