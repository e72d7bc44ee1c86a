"""The said bed (tests/said_renderings.py): a real stdlib module written in a transcript,
Cline, bolt or Markdown answer, then closing words that undo the write (deleted, renamed,
moved, emptied, reverted) or leave it, dressed and in several languages at random.

A file the words undo is never a usable file as written; a file they leave is read exactly.
The seeds are fixed (deterministic); ``benchmarks/words_counts.py --bed said`` runs thousands
more. The cases that fail today are listed in tests/data/open_findings.tsv (xfail strict)."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest
from lead_renderings import modules
from said_renderings import check_said, render_said

from artifact_codec import parse_response

_GONE = range(31_000_000, 31_000_120)
_KEPT = range(31_000_000, 31_000_048)


def _said(text: str) -> str:
    """The answer as a reader sees its words: JSON transcripts dumped without escapes."""
    try:
        return json.dumps(json.loads(text), ensure_ascii=False)
    except ValueError:
        return text


@pytest.mark.parametrize("seed", range(30))
def test_the_bed_builds_what_it_says(seed: int) -> None:
    for kept in (False, True):
        case = render_said(seed, kept)
        assert case.kept is kept
        assert {m.path: m.content for m in modules()}[case.path] == case.content
        shown = _said(case.text)
        for line in case.words.splitlines():
            assert json.dumps(line, ensure_ascii=False)[1:-1] in shown or line in shown
        assert render_said(seed, kept) == case  # the seed alone decides


def test_the_bed_draws_every_dressing_and_convention() -> None:
    cases = [render_said(seed) for seed in range(400)]
    assert {c.convention for c in cases} == {
        "openai",
        "anthropic",
        "responses",
        "cline",
        "bolt",
        "markdown",
    }
    assert len({c.dressing for c in cases}) == 9
    assert {c.kept for c in cases} == {True, False}


def test_the_check_tells_a_file_kept_wrongly_from_a_refusal() -> None:
    drawn = render_said(31_000_000, False)
    case = dataclasses.replace(drawn, path="a.py", content="x = 1\n")
    kept = parse_response("`a.py`:\n\n```python\nx = 1\n```\n")
    assert kept.usable
    assert (check_said(case, kept) or "").startswith("WRONG: a.py kept as written")
    nothing = parse_response("no files here")
    assert not nothing.usable
    assert check_said(case, nothing) is None
    leave = dataclasses.replace(case, kept=True)
    assert check_said(leave, kept) is None
    assert (check_said(leave, nothing) or "").startswith("refused")


@pytest.mark.parametrize("seed", _GONE)
def test_a_write_the_words_undo_is_never_kept(seed: int) -> None:
    case = render_said(seed, False)
    problem = check_said(case, parse_response(case.text))
    assert problem is None, (case.convention, case.words, problem)


@pytest.mark.parametrize("seed", _KEPT)
def test_a_write_the_words_leave_is_read(seed: int) -> None:
    case = render_said(seed, True)
    problem = check_said(case, parse_response(case.text))
    assert problem is None, (case.convention, case.words, problem)


@pytest.mark.parametrize(
    ("bed", "kinds"),
    [
        ("lead", {"part", "whole"}),
        ("said", {"gone", "kept"}),
        ("note", {"named", "stub", "rest", "kept"}),
    ],
)
def test_the_counts_script_prints_a_row_per_kind(bed: str, kinds: set[str]) -> None:
    script = Path(__file__).resolve().parent.parent / "benchmarks" / "words_counts.py"
    run = subprocess.run(
        [sys.executable, str(script), "--bed", bed, "--count", "6", "--seed", "2"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    lines = run.stdout.splitlines()
    assert lines[0] == f"{bed} bed: 6 cases from seed 2000000", run.stderr
    assert lines[1] == "name tried WRONG refused"
    totals = {line.split()[0]: line.split()[1:] for line in lines[2:] if "/" not in line}
    assert set(totals) <= kinds
    assert sum(int(tried) for tried, _, _ in totals.values()) == 6
    wrong = sum(int(w) for _, w, _ in totals.values())
    assert run.returncode == (1 if wrong else 0)
