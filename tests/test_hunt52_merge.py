"""hunt52: the retry merge (agent.merge.MergedFiles) and fix-literals32's refused-spelling rule:
within one answer a refused later version of an accepted file doubts it
(held_under_spelling); across attempts it does not. Expected values by hand."""

from __future__ import annotations

import json

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response
from artifact_codec.agent.merge import MergedFiles


def _answer(*files: tuple[str, str]) -> str:
    return json.dumps({"total_files": 3, "files": [{"path": p, "content": c} for p, c in files]})


@pytest.mark.parametrize(
    "spelling",
    ["src/a.py.", "/home/me/proj/src/a.py", "src/sub/../a.py"],
    ids=["trailing-dot", "absolute", "dot-dot"],
)
def test_a_retry_sending_a_file_again_under_a_refused_spelling_keeps_no_stale_version(
    spelling: str,
) -> None:
    # attempt 1: src/a.py (x = 1), cut short of its 3 files; attempt 2 sends src/a.py again
    # (x = 2: the model's later version) under a spelling the path policy refuses, and b.py;
    # attempt 3 sends c.py. The merge completes with attempt 1's src/a.py: the version the
    # model replaced. Meant: x = 2, or a refusal.
    merged = MergedFiles()
    attempts = [
        _answer(("src/a.py", "x = 1\n")),
        _answer((spelling, "x = 2\n"), ("b.py", "b\n")),
        _answer(("c.py", "c\n")),
    ]
    for number, answer in enumerate(attempts, 1):
        merged.take(parse_response(answer), number, asked_whole=number == 1)
    meant_or_refused(merged.result(), [("src/a.py", "x = 2\n"), ("b.py", "b\n"), ("c.py", "c\n")])
