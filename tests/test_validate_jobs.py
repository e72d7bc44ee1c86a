"""``validate`` with worker processes prints what it prints with one: each result is made into
its output text where the response was read, and only that text and the counts come back."""

from __future__ import annotations

import functools
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from artifact_codec.agent.batch import run_batch
from artifact_codec.cli import _rendered, main

LLM = Path(__file__).parent / "data" / "llm"


@pytest.fixture(scope="module")
def answers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every model answer of tests/data/llm (clean, recovered, cut off, refused...)."""
    folder = tmp_path_factory.mktemp("answers")
    for path in sorted(LLM.glob("*.txt")):
        shutil.copy(path, folder / path.name)
    return folder


@pytest.mark.parametrize("options", [["--json"], [], ["-v"], ["--strict"], ["--json", "--strict"]])
def test_two_workers_print_what_one_prints(answers: Path, options: list[str]) -> None:
    runner = CliRunner()
    one = runner.invoke(main, ["validate", *options, "--jobs", "1", str(answers)])
    two = runner.invoke(main, ["validate", *options, "--jobs", "2", str(answers)])
    assert one.exit_code == two.exit_code
    assert one.output == two.output
    assert len(one.output.splitlines()) > len(list(LLM.glob("*.txt")))  # a line each, a summary


def test_verbose_prints_every_diagnostic_of_every_response(answers: Path) -> None:
    runner = CliRunner()
    results = runner.invoke(main, ["validate", "--json", "--jobs", "2", str(answers)])
    diagnostics = sum(
        len(row.get("diagnostics", [])) for row in map(json.loads, results.output.splitlines())
    )
    verbose = runner.invoke(main, ["validate", "-v", "--jobs", "2", str(answers)])
    assert diagnostics > 0
    assert sum(line.startswith("  ") for line in verbose.output.splitlines()) == diagnostics


def test_a_rendered_result_is_its_counts_and_its_text(answers: Path) -> None:
    inputs = [str(path) for path in sorted(answers.iterdir())[:3]]
    whole = list(run_batch(inputs))
    render = functools.partial(_rendered, True, False, False)
    for jobs in (1, 2):
        rendered = list(run_batch(inputs, jobs=jobs, render=render))
        assert rendered == [
            {
                "status": result["status"],
                "format": result["format"],
                "usable": result["usable"],
                "text": json.dumps(result, ensure_ascii=False),
            }
            for result in whole
        ]


def test_a_file_that_cannot_be_read_is_rendered_too(tmp_path: Path) -> None:
    missing = str(tmp_path / "gone.txt")  # (removed after the inputs were listed)
    render = functools.partial(_rendered, False, False, False)
    [result] = run_batch([missing], render=render)
    assert result["status"] == "invalid"
    assert result["usable"] is False
    assert "cannot read the file" in result["text"]
