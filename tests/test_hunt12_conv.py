"""Findings of hunt 12 on the convention readers: what fix-shell11 just taught them (a bare
block's lines weighed unless they have a harmless shape, ``weighed_in_bare_block``; pytest's
addopts read as TOML, PYTEST_ADDOPTS set by a written file; build tools told to read other
files), attacked for a usable result whose files differ from what the model meant, and for
ordinary answers refused.

Each test is one minimized finding. How found: hand probes (about 230 lines, commands and
configuration files, ``/tmp`` scripts) and ``benchmarks/hunt_hunt12-conventions.py`` (real
standard-library files, fixed seeds), which counts them.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def document(files: dict[str, str], after: str) -> str:
    """A document in our format as a model writes it, then ``after`` below its end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files.items():
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n\n" + after


def codes(text: str) -> tuple[bool, str, list[str]]:
    result = parse_response(text)
    return result.usable, result.status, [d.code for d in result.diagnostics]


_JS = "`app.js`:\n```js\nconsole.log(1)\n```\n\n"


# -- a command whose first word is capitalized passes as a sentence ---------------------------
# Class: changed-after missed, a bare-block command read as a sentence: ``_harmless_shape``
# takes a line whose first word starts with a capital and that holds no option as prose,
# before it looks for a command name among the words. Real commands start with a capital:
# PowerShell's cmdlets (what models write for Windows users), cmd.exe's commands as its docs
# spell them, R's ``Rscript``. Their lowercase forms (``del app.js``, ``copy``, ``R -e``) are
# refused. How found: the brief's idea (``Rscript fmt.R``), then every capitalized command
# name of PowerShell, cmd.exe and R on one line in a bare block after a labelled app.js.
# The library: status recovered (usable), app.js as written, only ``read-as`` and
# ``fence-without-path``.
CAPITALIZED = {
    "Remove-Item": "Remove-Item app.js",
    "Set-Content": "Set-Content app.js 'x'",
    "Clear-Content": "Clear-Content app.js",
    "Copy-Item": "Copy-Item b.js app.js",
    "DEL": "DEL app.js",
    "ERASE": "ERASE app.js",
    "COPY": "COPY b.js app.js",
    "Rscript-script": "Rscript fmt.R",
    "Rscript-e": "Rscript -e \"writeLines('x', 'app.js')\"",
}


@pytest.mark.parametrize("line", list(CAPITALIZED.values()), ids=list(CAPITALIZED))
def test_a_capitalized_command_in_a_bare_block_is_weighed(line: str) -> None:
    usable, status, found = codes(_JS + f"```\n{line}\n```\n")
    assert not usable, (status, found)


def test_a_lowercase_del_in_a_bare_block_is_refused() -> None:
    """Control (passes today): the same cmd.exe command in lower case is weighed."""
    usable, status, found = codes(_JS + "```\ndel app.js\n```\n")
    assert not usable, (status, found)
    assert "changed-after" in found


# -- a sentence joined to a command by a pipe or ``&`` --------------------------------------
# Class: changed-after missed, shell syntax the bare-block rule does not see: ``_SHELL_SYNTAX``
# knows ``&&``, ``||`` and ``;`` but not ``|`` or a single ``&``, and the sentence rule (a
# capital first, no option) returns before the command names are looked at. Bash runs both
# sides of ``Output | tee app.js`` (the first is not found; tee still empties app.js) and of
# ``Hello & rm app.js``, also across a backslash line continuation. How found: each joining
# operator of the bash manual after a capitalized word. The library: status recovered
# (usable), app.js as written.
JOINED = {
    "pipe-tee": "Output | tee app.js",
    "pipe-and-stderr": "Output |& tee app.js",
    "background-rm": "Starting server & rm app.js",
    "continued-pipe": "Output \\\n| tee app.js",
}


@pytest.mark.parametrize("line", list(JOINED.values()), ids=list(JOINED))
def test_a_sentence_joined_to_a_command_is_weighed(line: str) -> None:
    usable, status, found = codes(_JS + f"```\n{line}\n```\n")
    assert not usable, (status, found)


def test_a_sentence_joined_by_and_and_is_refused() -> None:
    """Control (passes today): ``&&`` after a sentence is shell syntax the rule sees."""
    usable, status, found = codes(_JS + "```\nSuccess! && rm app.js\n```\n")
    assert not usable, (status, found)
    assert "changed-after" in found


# -- a requirement-shaped line that goes on with a command ----------------------------------
# Class: changed-after missed, a requirement shape taken before the shell syntax: ``_REQUIREMENT``
# matches the start of a line (``name==1``, ``name<2``, and code's ``x == 1``), and the rule
# returns harmless before it looks for ``;`` or ``||``. Bash runs ``flask==2.3.0`` (not found)
# and then the command after ``;`` or ``||``. How found: the brief's idea (``pip==1.0 && rm``;
# ``&&`` runs nothing after a command not found, so ``;`` and ``||``). The library: status
# recovered (usable), app.js as written.
REQUIREMENT_THEN = {
    "semicolon": "flask==2.3.0; rm app.js",
    "semicolon-sed": "django~=4.2 ; sed -i s/1/2/ app.js",
    "or-lt": "numpy<2 || rm app.js",
    "code-or": "x == 1 || rm app.js",
    "pipe-tee": "flask==1.0 | tee app.js",
}


@pytest.mark.parametrize("line", list(REQUIREMENT_THEN.values()), ids=list(REQUIREMENT_THEN))
def test_a_requirement_shape_then_a_command_is_weighed(line: str) -> None:
    usable, status, found = codes(_JS + f"```\n{line}\n```\n")
    assert not usable, (status, found)


def test_a_code_assignment_then_a_command_is_refused() -> None:
    """Control (passes today): ``a = b || rm app.js`` is not a requirement shape."""
    usable, status, found = codes(_JS + "```\na = b || rm app.js\n```\n")
    assert not usable, (status, found)
    assert "changed-after" in found


# -- code the answer writes that a runner runs before its own work ----------------------------
# Class: changed-after missed, a runner that runs a written file: ``python fmt.py`` on a
# written script is refused (it may change any file), but the same code runs unseen when
# pytest imports a written conftest.py (or a ``-p`` plugin) at start, when ``python setup.py``
# or ``pip install .`` runs a written setup.py, when cargo compiles and runs a written
# build.rs, when jest loads a written jest.config.js. How found: each file a runner executes
# by name before the tests or build, from pytest's, setuptools', cargo's and jest's docs.
# The library: status recovered (usable), app.py/src/main.rs/app.js as written, only
# ``prose-after``.
_WRITES_PY = "import pathlib\npathlib.Path('app.py').write_text('')\n"
_APP = {"app.py": "x = 1\n"}
RUNS_WRITTEN = {
    "pytest-conftest": ({"conftest.py": _WRITES_PY}, "pytest"),
    "python-m-pytest-conftest": ({"conftest.py": _WRITES_PY}, "python -m pytest"),
    "pytest-p-plugin": ({"myplug.py": _WRITES_PY}, "pytest -p myplug"),
    "addopts-p-plugin": (
        {"myplug.py": _WRITES_PY, "pytest.ini": "[pytest]\naddopts = -p myplug\n"},
        "pytest",
    ),
    "python-setup-py": ({"setup.py": _WRITES_PY}, "python setup.py install"),
    "pip-install-setup-py": ({"setup.py": _WRITES_PY}, "pip install ."),
    "cargo-build-rs": (
        {
            "Cargo.toml": '[package]\nname = "x"\nversion = "0.1.0"\n',
            "build.rs": 'fn main() { std::fs::write("app.py", "").unwrap(); }\n',
        },
        "cargo run",
    ),
    "jest-config": (
        {
            "package.json": '{"scripts": {"test": "jest"}}\n',
            "jest.config.js": "require('fs').writeFileSync('app.py', '')\nmodule.exports = {}\n",
        },
        "npm test",
    ),
}


@pytest.mark.parametrize("case", list(RUNS_WRITTEN.values()), ids=list(RUNS_WRITTEN))
def test_a_runner_running_a_written_file_is_weighed(case: tuple[dict[str, str], str]) -> None:
    files, command = case
    usable, status, found = codes(document({**_APP, **files}, f"```bash\n{command}\n```\n"))
    assert not usable, (status, found)


def test_a_written_script_run_by_python_is_refused() -> None:
    """Control (passes today): the same code as ``python fmt.py``."""
    text = document({**_APP, "fmt.py": _WRITES_PY}, "```bash\npython fmt.py\n```\n")
    usable, status, found = codes(text)
    assert not usable, (status, found)
    assert "changed-after" in found


# -- false refusals: program output in a bare block after "Then:" -----------------------------
# Class: false refusal, output weighed as a command: a bare block of what a program prints,
# shown after the files, is read as a script because a line has no shape the rule knows as
# harmless (a lowercase word first with a tab, ``::`` or ``...``, ``ls -l`` modes, a lowercase
# log line, a Rust panic, a diff stat). The rule's docstring names output as left out. How
# found: the output of go, cargo, pytest, ls, git as models paste it. The library: status
# rejected_files, ``changed-after`` naming the output line as a command.
_GO = "`main.go`:\n```go\npackage main\n```\n\nThen:\n\n"
OUTPUT = {
    "go-test": (
        "=== RUN   TestAdd\n--- PASS: TestAdd (0.00s)\nPASS\nok  \texample.com/calc\t0.002s\n"
    ),
    "cargo-test": (
        "running 1 test\ntest tests::adds ... ok\n\ntest result: ok. 1 passed; 0 failed\n"
    ),
    "ls-l": "total 8\n-rw-r--r-- 1 u u 120 Jan  1 10:00 main.go\n",
    "pytest": "tests/test_app.py ..                    [100%]\n",
    "go-vet": "./main.go:5:2: fmt.Printf format %d has arg x of wrong type string\n",
    "log-line": "listening on port 8080\n",
    "rust-panic": "thread 'main' panicked at 'index out of bounds', src/main.rs:4:5\n",
    "diff-stat": " main.go | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n",
}


@pytest.mark.parametrize("block", list(OUTPUT.values()), ids=list(OUTPUT))
def test_program_output_in_a_bare_block_is_not_refused(block: str) -> None:
    usable, status, found = codes(_GO + f"```\n{block}```\n")
    assert usable, (status, found)


def test_a_tree_listing_in_a_bare_block_is_usable() -> None:
    """Control (passes today): a tree drawing is a harmless shape."""
    tree = ".\n├── go.mod\n└── main.go\n\n1 directory, 2 files\n"
    usable, status, found = codes(_GO + f"```\n{tree}```\n")
    assert usable, (status, found)
