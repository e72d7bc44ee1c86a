"""Real broken inputs reported against json_repair and jsonrepair.

The inputs and the values meant are facts from those projects' issue trackers and test suites
(``tests/data/repair/reported/``); each case names its source.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from artifact_codec.jsonfix.repair import repair_json, repair_json_report

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "data" / "repair" / "reported" / "cases.json").read_text("utf-8")
)

# Still read otherwise than the reporter meant (strict: a fix makes the test fail until the
# entry is removed here).
KNOWN_MISSES = {
    "missing-closing-quote-before-key": (
        "a missing closing quote before ', \"key\":' looks exactly like a dict literal inside a "
        "string of code; we keep such text as content"
    ),
    "missing-brace-in-nested-array": (
        "a '}' where ']' belongs right after a short string: the wrong bracket makes the quote "
        "read as content"
    ),
    "python-tuple": "Python tuples '(a, b)' as arrays are not read",
}


def test_there_are_at_least_forty_reported_cases() -> None:
    assert len(CASES) >= 40
    assert len({case["name"] for case in CASES}) == len(CASES)
    for case in CASES:
        assert case["source"].startswith("https://github.com/")


def _params() -> list[Any]:
    params = []
    for case in CASES:
        marks = []
        if case["name"] in KNOWN_MISSES:
            marks.append(pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[case["name"]]))
        params.append(pytest.param(case, id=case["name"], marks=marks))
    return params


@pytest.mark.parametrize("case", _params())
def test_reported_case(case: dict[str, Any]) -> None:
    result = repair_json_report(case["input"])
    assert json.loads(result.text) == case["expected"]
    assert result.truncated == case["truncated"]
    assert repair_json(result.text) == result.text  # repairing again changes nothing


def test_known_misses_are_cases() -> None:
    assert set(KNOWN_MISSES) <= {case["name"] for case in CASES}


# The new readings must not fire where they would change what the text means.


def test_plus_between_strings_inside_code_is_content() -> None:
    text = '{"content": "x = "a" + "b"\nprint(x)\n"}'
    assert json.loads(repair_json(text)) == {"content": 'x = "a" + "b"\nprint(x)\n'}


def test_values_on_one_line_are_not_put_in_an_array() -> None:
    assert json.loads(repair_json('{"a": 1} {"b": 2}')) == {"a": 1}


def test_values_one_per_line_need_sound_values() -> None:
    value = json.loads(repair_json('{"a": 1}\n{"b": 2}\n'))
    assert value == [{"a": 1}, {"b": 2}]
    kinds = [r.kind.value for r in repair_json_report('{"a": 1}\n{"b": 2}').repairs]
    assert kinds == ["values-in-array"]


def test_a_call_in_prose_is_not_a_jsonp_wrapper() -> None:
    text = 'print(x) and then {"a": 1}'
    assert json.loads(repair_json(text)) == {"a": 1}


def test_ellipsis_inside_a_string_is_kept() -> None:
    assert json.loads(repair_json('["a...", ...]')) == ["a..."]


def test_wrappers_are_reported() -> None:
    result = repair_json_report('{"n": NumberLong(2), "when": ISODate("2020-01-01")}')
    assert json.loads(result.text) == {"n": 2, "when": "2020-01-01"}
    assert [r.kind.value for r in result.repairs] == ["wrapper", "wrapper"]
