"""Hunt 22: extract_json over log lines whose prefix holds a number in brackets (issue 20,
class 11).

Expected by hand: the agent's answer is the object {"ok": true, "files": ["a.py"]}; the log
prefix around it is a syslog line's process id (``app[1234]:``, the standard syslog tag) or a
kernel-style seconds stamp (``[   12.345678]``, dmesg; ``[1700000000.123]``, an epoch time).
docs/repair.md lists the brackets of log lines that are not candidates (times, dates, steps,
progress); these are the same kind of bracket, and taking one returns a number the agent
never meant as its answer, with no diagnostic at all.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import pytest
from click.testing import CliRunner

from artifact_codec import ArtifactDecodeError, extract_json
from artifact_codec.cli import main

ANSWER = {"ok": True, "files": ["a.py"]}

_PREFIXES = [
    pytest.param("Nov 20 10:16:00 host app[1234]: ", id="syslog-pid"),
    pytest.param("[   12.345678] ", id="dmesg-seconds"),
    pytest.param("[1700000000.123] ", id="epoch-seconds"),
    pytest.param("[1700000000] ", id="epoch-int"),
    pytest.param("Nov 20 10:16:00 host kernel: [ 5.1] ", id="kernel-seconds"),
]


def _log(prefix: str) -> str:
    return f"{prefix}starting\n{prefix}{json.dumps(ANSWER)}\n{prefix}done\n"


@pytest.mark.parametrize("prefix", _PREFIXES)
@pytest.mark.parametrize("which", ["first", "last"])
def test_a_log_prefix_number_is_not_the_answer(
    prefix: str, which: Literal["first", "last"]
) -> None:
    assert extract_json(_log(prefix), which=which) == ANSWER


def test_the_cli_first_takes_the_answer_not_the_syslog_pid(tmp_path: Path) -> None:
    path = tmp_path / "agent.log"
    path.write_text(_log("Nov 20 10:16:00 host app[1234]: "), encoding="utf-8")
    result = CliRunner().invoke(main, ["extract-json", "--first", str(path)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == ANSWER


def test_a_time_in_brackets_is_not_the_answer() -> None:
    # (the control: documented in docs/repair.md)
    assert extract_json(_log("[12:00:01] "), which="first") == ANSWER


# A pretty-printed object logged line by line, each line under the log's prefix (kubectl logs
# --timestamps, a level label, a time in brackets). Expected by hand: the agent's object, or
# no value (ArtifactDecodeError); never a value made of the prefixes and pieces of the object
# (['2026-11-20T10:16:00.000Z', 'a.py', ...], {'INFO': 'b.py"\\nINFO: ...'}), which comes
# back with only the warnings of slips inside real JSON (json-unescaped-quote).
@pytest.mark.parametrize(
    "prefix",
    [
        pytest.param("2026-11-20T10:16:00.000Z ", id="timestamp"),
        pytest.param("INFO: ", id="level"),
        pytest.param("[12:00:01] ", id="bracketed-time"),
    ],
)
def test_a_logged_pretty_printed_object_is_not_rebuilt_from_the_prefixes(prefix: str) -> None:
    lines = json.dumps({"ok": True, "files": ["a.py", "b.py"], "n": 2}, indent=2).splitlines()
    log = "starting\n" + "".join(f"{prefix}{line}\n" for line in lines) + f"{prefix}done\n"
    try:
        value = extract_json(log)
    except ArtifactDecodeError:
        return
    assert value == {"ok": True, "files": ["a.py", "b.py"], "n": 2}
