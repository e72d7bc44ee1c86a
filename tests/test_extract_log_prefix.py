"""extract_json over log lines with a prefix (issue 20 item 11, issue 25; hunt 22).

A bracketed number in a log line's prefix (a syslog process id, a seconds stamp, an epoch
time) is a field of the line, not the agent's answer; a pretty-printed value logged line by
line under a prefix is read with the prefix removed from its lines, or not at all. Expected
values written by hand from what the agent meant.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Literal

import pytest
from timing import assert_linear

from artifact_codec import ArtifactDecodeError, extract_json
from artifact_codec.jsonfix.extract import extract_json_report

ANSWER = {"ok": True, "files": ["a.py"]}
WHICH: list[Literal["first", "last"]] = ["first", "last"]


def _log(prefix: str) -> str:
    return f"{prefix}starting\n{prefix}{json.dumps(ANSWER)}\n{prefix}done\n"


# What the hunter confirmed is read right: kept.
@pytest.mark.parametrize(
    "prefix",
    [
        "[12:00:01] ",
        "[2026-11-20 10:16:00] ",
        "[1/3] ",
        "[ 50%] ",
        "[2] ",
        "app_1  | ",
    ],
)
@pytest.mark.parametrize("which", WHICH)
def test_known_log_prefixes_still_read_right(prefix: str, which: Literal["first", "last"]) -> None:
    assert extract_json(_log(prefix), which=which) == ANSWER


@pytest.mark.parametrize("which", WHICH)
def test_a_bare_array_of_numbers_is_still_the_answer_when_no_object_is_around(
    which: Literal["first", "last"],
) -> None:
    assert extract_json("The sorted ids:\n[3, 17, 42]\n", which=which) == [3, 17, 42]
    # (after log lines whose prefix holds a number: the field loses, the answer is found)
    log = "[1700000000] starting\n[1700000000] done\n[3, 17, 42]\n"
    assert extract_json(log, which=which) == [3, 17, 42]


@pytest.mark.parametrize("which", WHICH)
def test_a_pid_followed_by_a_colon_is_passed_over_and_reported(
    which: Literal["first", "last"],
) -> None:
    text = 'sshd[8120]: accepted\n{"ok": true}\nsshd[8120]: closed\n'
    report = extract_json_report(text, which=which)
    assert report.value == {"ok": True}
    codes = [d.code for d in report.diagnostics]
    assert "json-candidate-passed-over" in codes


@pytest.mark.parametrize("which", WHICH)
def test_a_repeated_prefix_number_before_the_answer_on_its_line_is_a_field(
    which: Literal["first", "last"],
) -> None:
    # (the middle line's '[1700000000]' is followed by the answer, not by a word: it is a
    # field because the lines around start with the same shape)
    text = "[1700000001] boot\n[1700000002] " + json.dumps(ANSWER) + "\n[1700000003] end\n"
    assert extract_json(text, which=which) == ANSWER


PRETTY = {"ok": True, "files": ["a.py", "b.py"], "n": 2}


def test_a_logged_object_under_changing_timestamps_is_read_without_them() -> None:
    lines = json.dumps(PRETTY, indent=2).splitlines()
    log = "2026-11-20T10:15:59.998Z starting\n" + "".join(
        f"2026-11-20T10:16:{i:02d}.{i * 7:03d}Z {line}\n" for i, line in enumerate(lines)
    )
    report = extract_json_report(log)
    assert report.value == PRETTY
    [diagnostic] = [d for d in report.diagnostics if d.code == "json-log-prefix"]
    assert "2026-11-20T10:16:00.000Z" in diagnostic.message
    assert diagnostic.line == 2


def test_a_logged_object_under_dmesg_stamps_of_changing_width() -> None:
    log = (
        "[    9.100000] boot\n"
        "[    9.200000] {\n"
        '[   10.300000]   "ok": true,\n'
        '[   10.400000]   "n": [1, 2]\n'
        "[  100.500000] }\n"
        "[  100.600000] done\n"
    )
    assert extract_json(log) == {"ok": True, "n": [1, 2]}
    assert extract_json(log, which="first") == {"ok": True, "n": [1, 2]}


def test_a_quoted_object_in_a_blockquote_is_read_without_the_marks() -> None:
    text = 'The tool said:\n> {\n>   "ok": true\n> }\n'
    assert extract_json(text) == {"ok": True}


def test_a_logged_object_that_is_no_json_without_the_prefix_is_refused() -> None:
    # (the object is cut off: the lines under the prefix give no JSON value, and the value
    # built from the prefixes, {"INFO": ...}, is no answer)
    log = 'starting\nINFO: {\nINFO:   "ok": true,\nINFO:   "files": ["a.py",\nINFO: done\n'
    with pytest.raises(ArtifactDecodeError):
        extract_json(log)


def test_a_pretty_printed_object_without_prefix_gets_no_prefix_diagnostic() -> None:
    text = "Result:\n" + json.dumps(PRETTY, indent=2) + "\n"
    report = extract_json_report(text)
    assert report.value == PRETTY
    assert not report.diagnostics


LOG_RUNS = {
    # (each line opens a value under a prefix whose next line has the same shape)
    "openers-under-one-prefix": lambda n: "INFO: {\n" * n + '{"ok": true}',
    "openers-then-text": lambda n: "INFO: [\nINFO: x\n" * n + '{"ok": true}',
    "repeated-epoch-fields": lambda n: "[1700000000] a\n" * n + '{"ok": true}',
    "pids-then-numbers": lambda n: "a[1234]: [5] x\n" * n + '{"ok": true}',
}


@pytest.mark.parametrize("make", LOG_RUNS.values(), ids=LOG_RUNS.keys())
def test_log_prefixes_stay_linear(make: Callable[[int], str]) -> None:
    assert_linear(make, lambda text: extract_json(text, default=None), 200)


@pytest.mark.parametrize("prefix", ["2026-11-20T10:16:00.000Z ", "INFO: ", "[12:00:01] "])
def test_a_logged_object_after_a_label_on_its_first_line_is_read_without_the_prefix(
    prefix: str,
) -> None:
    # (the first line is 'PREFIX Result: {', the others 'PREFIX ...': the prefix they share
    # is the log's; never ['2026-...Z', 'a.py', ...] or {'INFO': 'b.py"...'})
    lines = json.dumps(PRETTY, indent=2).splitlines()
    log = (
        "starting\n"
        + f"{prefix}Result: {lines[0]}\n"
        + "".join(f"{prefix}{line}\n" for line in lines[1:])
        + f"{prefix}done\n"
    )
    report = extract_json_report(log)
    assert report.value == PRETTY
    assert [d.code for d in report.diagnostics] == ["json-log-prefix"]


def test_an_unindented_array_item_is_no_prefix() -> None:
    # ('"files": [' then '"a.py"': a key is no prefix of the next line)
    assert extract_json('{"files": [\n"a.py"\n]}') == {"files": ["a.py"]}
