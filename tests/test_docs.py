"""The documentation cannot drift from the code: every example in it runs, as written.

**Every** ```` ```python ```` and ```` ```console ```` block of README.md and docs/*.md is run
(a new page is covered by being there), from the root of a temporary copy of the repository, so
blocks that create files litter nothing, and against the installed ``artifact-codec``:

- the python blocks of a page run in order in one namespace (a block may use what an earlier
  one defined), in a process of their own (``tests/docs_driver.py``). What a python block
  prints on standard output is shown in an ```` ```output ```` block right after it (the next
  fenced block of the page), compared as a console command's output is; a python block with
  no ```` ```output ```` block after it must print nothing. (A comment beside a ``print`` is
  prose, not checked: show printed text in the output block.);
- a console block is a transcript: each ``$ command`` line runs in ``bash`` and the lines under
  it, up to the next ``$``, are what it must print (standard output and standard error as a
  terminal shows them; trailing spaces and trailing blank lines are not compared). In an output
  line, ``...`` stands for any text within that line; a line that is only ``...`` stands for
  any number of lines. Use them only for what varies from run to run, such as timings;
- a console command must exit with status 0, unless its line ends with a comment that starts
  ``# exit N`` (bash ignores it): then it must exit with status N (a page that shows a
  refusal or an unusable response says so);
- the blocks of a page run in page order, python and console mixed, so a command may read a
  file an earlier block wrote;
- the model providers of the network examples are a local server (``tests/docs_provider.py``)
  that answers every request with ``examples/hello_api.artifact``; the SDKs find it through
  ``OPENAI_BASE_URL`` / ``ANTHROPIC_BASE_URL``, and any other HTTP request goes to a closed port.

What is not meant to run is written as ```` ```text ```` (formats, sample answers) or
```` ```bash ```` (installing: ``pip install ".[openai]"``, tools the repository does not ship).
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from docs_provider import DocsProvider
from markdown_it import MarkdownIt

from artifact_codec import dumps, loads

ROOT = Path(__file__).parent.parent
FORMAT_DOC = (ROOT / "docs" / "format.md").read_text("utf-8")
README = (ROOT / "README.md").read_text("utf-8")
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
RUNNABLE = ("python", "console")
PAGE_TIMEOUT = 600  # seconds for all the blocks of one page

# -- reading the pages -------------------------------------------------------------------------


@dataclass
class Block:
    """One fenced code block: its language, the line of its opening fence, its text."""

    language: str
    line: int  # 1-based line of the opening fence
    source: str
    commands: list[tuple[str, list[str]]] = field(default_factory=list)  # console: ($, output)
    output: list[str] | None = None  # python: the lines of the ```output block after it

    @property
    def first_line(self) -> int:
        """How many lines of the page come before the block's first line of code."""
        return self.line


def fenced_blocks(markdown: str) -> Iterator[Block]:
    """Every fenced code block, found as markdown-it-py finds them (CommonMark)."""
    for token in MarkdownIt("commonmark").parse(markdown):
        if token.type == "fence" and token.map is not None:
            language = token.info.split()[0] if token.info.strip() else ""
            yield Block(language, token.map[0] + 1, token.content)


def console_commands(block: Block) -> list[tuple[str, list[str]]]:
    """The ``$ command`` lines of a console block, each with the output lines below it."""
    commands: list[tuple[str, list[str]]] = []
    for number, line in enumerate(block.source.splitlines(), block.line + 1):
        if line.startswith("$ "):
            commands.append((line[2:], []))
        elif not commands:
            raise AssertionError(f"line {number}: a console block starts with a '$ ' line")
        else:
            commands[-1][1].append(line)
    return commands


def runnable_blocks(page: Path) -> list[Block]:
    every = list(fenced_blocks(page.read_text("utf-8")))
    for block, after in zip(every, [*every[1:], None], strict=True):
        if block.language == "python" and after is not None and after.language == "output":
            block.output = after.source.splitlines()
    blocks = [b for b in every if b.language in RUNNABLE]
    for block in blocks:
        if block.language == "console":
            block.commands = console_commands(block)
    return blocks


_EXIT_COMMENT = re.compile(r"#\s*exit\s+(\d+)\b")


def expected_status(command: str) -> int:
    """The exit status a console command must have: 0, or N for a comment ``# exit N...``."""
    found = _EXIT_COMMENT.search(command)
    return int(found.group(1)) if found else 0


# -- comparing output --------------------------------------------------------------------------

ANY_LINES = "..."


def _line_matches(expected: str, actual: str) -> bool:
    if ANY_LINES not in expected:
        return expected == actual
    pattern = ".*".join(re.escape(part) for part in expected.split(ANY_LINES))
    return re.fullmatch(pattern, actual, flags=re.S) is not None


def output_matches(expected: list[str], actual: list[str]) -> bool:
    """Whether the printed lines are the documented ones (``...`` as described above)."""
    # matched[i][j]: expected[i:] matches actual[j:]
    n, m = len(expected), len(actual)
    matched = [[False] * (m + 1) for _ in range(n + 1)]
    matched[n][m] = True
    for i in range(n - 1, -1, -1):
        for j in range(m, -1, -1):
            if expected[i] == ANY_LINES:
                matched[i][j] = matched[i + 1][j] or (j < m and matched[i][j + 1])
            else:
                matched[i][j] = (
                    j < m and _line_matches(expected[i], actual[j]) and matched[i + 1][j + 1]
                )
    return matched[0][0]


def _comparable(lines: list[str]) -> list[str]:
    lines = [line.rstrip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


# -- running a page ----------------------------------------------------------------------------

_NOT_COPIED = shutil.ignore_patterns(
    ".git",
    "__pycache__",
    "*.egg-info",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    ".venv",
    "build",
    "dist",
)


@pytest.fixture(scope="module")
def provider() -> Iterator[DocsProvider]:
    server = DocsProvider()
    yield server
    server.close()


def _environment(provider: DocsProvider) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k.lower() not in ("http_proxy", "https_proxy")}
    env.update(provider.environment())
    env.update({name.lower(): value for name, value in provider.environment().items()})
    # 'artifact-codec' and 'python' are the ones of the interpreter running the tests.
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env.update(PYTHONIOENCODING="utf-8", LC_ALL="C.UTF-8", LANG="C.UTF-8", COLUMNS="100")
    env.pop("HYPOTHESIS_PROFILE", None)
    return env


def _run_page(page: Path, blocks: list[Block], workdir: Path, env: dict[str, str]) -> list[Any]:
    plan = {
        "page": str(page.relative_to(ROOT)),
        "blocks": [
            {
                "language": b.language,
                "line": b.line,
                "first_line": b.first_line,
                "source": b.source,
                "commands": [command for command, _ in b.commands],
            }
            for b in blocks
        ],
    }
    plan_file, results_file = workdir.parent / "plan.json", workdir.parent / "results.json"
    plan_file.write_text(json.dumps(plan), "utf-8")
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "docs_driver.py"), str(plan_file), str(results_file)],
        cwd=workdir,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=PAGE_TIMEOUT,
        check=False,
    )
    sys.stdout.write(done.stdout)  # what the python blocks printed, shown when the test fails
    sys.stderr.write(done.stderr)
    assert results_file.exists(), f"the driver wrote no results (exit {done.returncode})"
    results: list[Any] = json.loads(results_file.read_text("utf-8"))
    return results


def _problems(page: str, blocks: list[Block], results: list[Any]) -> list[str]:
    problems = []
    for block, result in zip(blocks, results, strict=False):  # results stop at a failure
        where = f"{page}:{block.line}"
        if block.language == "python":
            if result["error"] is not None:
                problems.append(f"{where}: the python block raised:\n{result['error']}")
                continue
            want, got = _comparable(block.output or []), _comparable(result["output"].split("\n"))
            if not output_matches(want, got):
                shown = "the ```output block after it shows" if block.output else "no ```output"
                problems.append(
                    f"{where}: the python block printed:\n"
                    + "\n".join(got)
                    + f"\n--- {shown}:\n"
                    + "\n".join(want)
                )
            continue
        for (command, expected), run in zip(block.commands, result["runs"], strict=True):
            want, got = _comparable(expected), _comparable(run["output"].split("\n"))
            if run["status"] != expected_status(command):
                problems.append(
                    f"{where}: $ {command}\nexited with status {run['status']}, the page "
                    f"expects {expected_status(command)} (end the line with '# exit N' when a "
                    "command shows a failure)"
                )
            if not output_matches(want, got):
                problems.append(
                    f"{where}: $ {command}\n(exit {run['status']}) printed:\n"
                    + "\n".join(got)
                    + "\n--- the page shows:\n"
                    + "\n".join(want)
                )
    if len(results) < len(blocks):
        skipped = ", ".join(str(b.line) for b in blocks[len(results) :])
        problems.append(f"{page}: not run after the failure: the blocks at lines {skipped}")
    return problems


#: Pages whose blocks print something else than they show, for a bug still open.
OPEN_BUGS: dict[str, str] = {}


@pytest.mark.parametrize(
    "page",
    [
        pytest.param(page, marks=pytest.mark.xfail(strict=True, reason=OPEN_BUGS[page.name]))
        if page.name in OPEN_BUGS
        else page
        for page in PAGES
    ],
    ids=lambda page: page.name,
)
def test_every_block_of_the_page_runs_as_written(
    page: Path, tmp_path: Path, provider: DocsProvider
) -> None:
    blocks = runnable_blocks(page)
    if not blocks:
        return  # nothing to run on this page (its ```text blocks are checked below, if any)
    workdir = tmp_path / "repo"
    shutil.copytree(ROOT, workdir, ignore=_NOT_COPIED, symlinks=True)
    results = _run_page(page, blocks, workdir, _environment(provider))
    problems = _problems(str(page.relative_to(ROOT)), blocks, results)
    if problems:
        pytest.fail("\n\n".join(problems), pytrace=False)


# -- the runner itself -------------------------------------------------------------------------


def test_the_runner_finds_the_blocks_markdown_it_finds() -> None:
    page = (
        "text\n\n```python\nx = 1\n```\n\n````console\n$ echo a\na\n```\n````\n\n"
        "    $ not a fence\n"
    )
    blocks = list(fenced_blocks(page))
    assert [(b.language, b.line, b.source) for b in blocks] == [
        ("python", 3, "x = 1\n"),
        ("console", 7, "$ echo a\na\n```\n"),
    ]
    blocks[1].commands = console_commands(blocks[1])
    assert blocks[1].commands == [("echo a", ["a", "```"])]


def test_an_output_block_shows_what_the_python_block_before_it_prints(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "```python\nprint(1)\n```\n\nprose\n\n```output\n1\n```\n\n```python\nx = 2\n```\n"
        "\n```text\nnot an output\n```\n",
        "utf-8",
    )
    first, second = runnable_blocks(page)
    assert (first.output, second.output) == (["1"], None)
    printed = [{"error": None, "output": "1\n"}, {"error": None, "output": "2\n"}]
    problems = _problems("page.md", [first, second], printed)
    assert len(problems) == 1  # the second block prints, and shows no output block
    assert problems[0].startswith("page.md:11: the python block printed:\n2\n--- no ```output")


@pytest.mark.parametrize(
    ("command", "status"),
    [("true", 0), ("false  # exit 1", 1), ("x > /dev/null  # exit 2: refused", 2), ("# exit", 0)],
)
def test_a_console_command_shows_a_status_other_than_0(command: str, status: int) -> None:
    assert expected_status(command) == status
    block = Block("console", 1, f"$ {command}\n", commands=[(command, [])])
    ran = {"runs": [{"command": command, "output": "", "status": 0}]}
    assert (_problems("p.md", [block], [ran]) == []) is (status == 0)


def test_a_console_block_must_start_with_a_command() -> None:
    with pytest.raises(AssertionError, match="line 2: a console block starts with a '\\$ ' line"):
        console_commands(Block("console", 1, "output\n$ echo\n"))


@pytest.mark.parametrize(
    ("expected", "actual", "matches"),
    [
        (["a", "b"], ["a", "b"], True),
        (["a", "b"], ["a", "c"], False),
        (["a"], ["a", "b"], False),
        (["a", "b"], ["a"], False),
        (["real\t0m...s"], ["real\t0m3.026s"], True),
        (["real\t0m...s"], ["real\t1m3.026"], False),
        (["a", "...", "z"], ["a", "z"], True),
        (["a", "...", "z"], ["a", "b", "c", "z"], True),
        (["a", "...", "z"], ["a", "b", "c"], False),
        (["...", "z"], ["z", "z"], True),
        (["a (b) [c] .*"], ["a (b) [c] .*"], True),
        (["a (b) [c] .*"], ["a (b) [c] xx"], False),
    ],
)
def test_output_comparison(expected: list[str], actual: list[str], matches: bool) -> None:
    assert output_matches(expected, actual) is matches


def test_every_page_is_run() -> None:
    # A page is found by being there: a new docs/*.md is covered without touching this file.
    assert {page.name for page in PAGES} >= {"README.md", "cli.md", "api.md", "lenient.md"}
    assert sum(len(runnable_blocks(page)) for page in PAGES) >= 30


def _imports(page: Path) -> Iterator[tuple[str, str]]:
    """(name, module) of every ``from module import name`` in the page's python blocks."""
    for block in runnable_blocks(page):
        if block.language != "python":
            continue
        for node in ast.walk(ast.parse(block.source)):
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    yield alias.name, node.module


def test_one_import_path_per_name_across_the_pages() -> None:
    paths: dict[str, set[str]] = {}
    for page in PAGES:
        for name, module in _imports(page):
            if module.startswith("artifact_codec"):
                paths.setdefault(name, set()).add(module)
    assert {name: sorted(m) for name, m in paths.items() if len(m) > 1} == {}
    assert paths["write_files"] == {"artifact_codec"}


def test_what_the_pages_import_from_the_top_level_is_exported_there() -> None:
    import artifact_codec

    names = {name for page in PAGES for name, where in _imports(page) if where == "artifact_codec"}
    assert {"recover", "StreamParser", "WriteRefusedError"} <= set(artifact_codec.__all__)
    assert names - set(artifact_codec.__all__) == set()


# -- the format's own examples -----------------------------------------------------------------


def _blocks(markdown: str, language: str) -> list[str]:
    return [block.source for block in fenced_blocks(markdown) if block.language == language]


def test_format_spec_quotes_the_grammar_verbatim() -> None:
    grammar = (ROOT / "grammars" / "artifact.lark").read_text("utf-8")
    assert grammar in _blocks(FORMAT_DOC, "lark")


DOCUMENTS = [block for block in _blocks(FORMAT_DOC + README, "text") if block.startswith("{")]


@pytest.mark.parametrize("document", DOCUMENTS)
def test_documented_examples_are_exactly_what_dumps_writes(document: str) -> None:
    assert dumps(loads(document)) == document


def test_there_are_documented_examples() -> None:
    assert len(DOCUMENTS) >= 4


def test_readme_quick_start_has_exactly_two_commands() -> None:
    commands = _blocks(README.split("## Quick start", 1)[1].split("\n## ", 1)[0], "bash")
    assert [c.count("\n") for c in commands] == [1, 1]
    assert "artifact-codec validate examples/" in commands[0]
    assert commands[1].rstrip().endswith("pytest")
