"""What a command after the files writes, read by whose text the file holds (docs/lenient.md,
"Files a command writes"): a file whose text the answer gives (echo/printf/tee of given text,
inline code, a copy or a filter of a held file) must not be lost, so the result is not usable
(``mixed-conventions``); a by-product of running something (a backup of a held file, a
download, a program's output or report, a build) is named by a ``runs-write-files`` info and
the result stays usable. And a runner that loads a written file by convention (a conftest.py,
a plugin, setup.py, build.rs, a JS tool's configuration) runs the answer's code: refused
unless that code is proven to write no file.
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


_APP = {"app.py": "x = 1\n", "main.c": "int main(void) { return 0; }\n"}
_WRAPS = {
    "bash-fence": "```bash\n{}\n```\n",
    "prose": "Then run `{}`.\n",
}

#: Command -> the file it writes that the answer does not author.
BY_PRODUCTS = {
    "cp app.py app.py.bak": "app.py.bak",
    "cp app.py app.py~": "app.py~",
    "cp app.py /tmp/app.py.orig": "/tmp/app.py.orig",
    "cp .env.example .env": ".env",  # a copy of the user's own file
    "wget https://example.com/data.csv": "data.csv",
    "curl -o data.csv https://example.com/data.csv": "data.csv",
    "curl -sSL https://example.com/data.csv > data.csv": "data.csv",
    "pytest --junitxml=report.xml": "report.xml",
    "pytest 2>&1 | tee test.log": "test.log",
    "gcc -o app main.c": "app",
    "python app.py > out.txt": "out.txt",
    "python app.py 2> err.log": "err.log",
    "python app.py | tee out.log": "out.log",
    "npx jest --outputFile=results.json": "results.json",
}


@pytest.mark.parametrize("wrap", list(_WRAPS))
@pytest.mark.parametrize("command", list(BY_PRODUCTS))
def test_a_by_product_of_running_something_keeps_the_result(command: str, wrap: str) -> None:
    result = parse_response(document(_APP, _WRAPS[wrap].format(command)))
    assert result.usable, (command, [(d.code, d.message) for d in result.diagnostics])
    assert result.code is not None
    assert sorted(f.file_path for f in result.code.files) == ["app.py", "main.c"]
    infos = [d for d in result.diagnostics if d.code == "runs-write-files"]
    assert len(infos) == 1, infos
    assert BY_PRODUCTS[command] in infos[0].message, infos
    assert infos[0].severity.value == "info"


#: Commands that write a file whose text the answer gives: never lost.
AUTHORED = [
    "echo 'y = 2' > app.py.bak",  # a backup name, but echo's text is the answer's
    "python -c \"print('y = 2')\" > b.py",  # inline code: its output is in the answer
    "node -e \"console.log('y')\" > b.js",
    "echo 'y = 2' | tee out.log",
    "cat app.py > out.txt",
    "sed s/1/2/ app.py > b.py",
    "sort app.py -o out.txt",
    "cp app.py b.py",
    "cp app.py app.py.new",
    "python app.py > out.txt; echo 'y = 2' > b.py",  # a by-product does not hide a later file
    'cat app.py > "$OUT"',
]


@pytest.mark.parametrize("wrap", list(_WRAPS))
@pytest.mark.parametrize("command", AUTHORED)
def test_a_file_whose_text_the_answer_gives_is_not_lost(command: str, wrap: str) -> None:
    result = parse_response(document(_APP, _WRAPS[wrap].format(command)))
    assert not result.usable, (command, result.status)
    # (``$OUT`` may name app.py too: changed-after may say it first)
    assert {"mixed-conventions", "changed-after"} & {d.code for d in result.diagnostics}


@pytest.mark.parametrize(
    "command",
    [
        "pytest --junitxml=app.py",
        "pytest --junitxml app.py",
        "curl -o app.py https://example.com/app.py",
        "python app.py > app.py",
        "gcc -o app.py main.c",
        "cp main.c app.py",
    ],
)
def test_a_by_product_over_a_written_file_changes_it(command: str) -> None:
    result = parse_response(document(_APP, f"```bash\n{command}\n```\n"))
    assert not result.usable, (command, result.status)
    assert "changed-after" in [d.code for d in result.diagnostics]


def test_grep_only_matching_writes_nothing() -> None:
    """``grep -o``: only the matching part, not an output file."""
    result = parse_response(document(_APP, "```bash\ngrep -o x app.py\n```\n"))
    assert result.usable
    assert "runs-write-files" not in [d.code for d in result.diagnostics]


# -- a runner that loads a written file by convention ---------------------------------------

_WRITES_PY = "import pathlib\npathlib.Path('app.py').write_text('')\n"
_JEST = '{"scripts": {"test": "jest"}}\n'
_CARGO = '[package]\nname = "x"\nversion = "0.1.0"\n'
HOOKS_THAT_WRITE = {
    "tests-conftest": ({"tests/conftest.py": _WRITES_PY}, "py.test"),
    "uv-run-pytest": ({"conftest.py": _WRITES_PY}, "uv run pytest -q"),
    "pytest-no-plugin": ({"conftest.py": _WRITES_PY}, "pytest -p no:cacheprovider"),
    "pytest-plugins-list": (
        {"conftest.py": "pytest_plugins = ['helpers.plug']\n", "helpers/plug.py": _WRITES_PY},
        "pytest",
    ),
    "pyproject-addopts-plugin": (
        {
            "myplug.py": _WRITES_PY,
            "pyproject.toml": '[tool.pytest.ini_options]\naddopts = "-p myplug"\n',
        },
        "python -m pytest",
    ),
    "pip-editable": ({"setup.py": _WRITES_PY}, "pip install -e ."),
    "uv-sync": ({"setup.py": _WRITES_PY}, "uv sync"),
    "cargo-test": (
        {"Cargo.toml": _CARGO, "build.rs": 'fn main() { std::fs::write("a", "").unwrap(); }\n'},
        "cargo test",
    ),
    "jest-setup-file": (
        {
            "package.json": _JEST,
            "jest.config.js": "module.exports = { setupFiles: ['./jest.setup.js'] }\n",
            "jest.setup.js": "require('fs').writeFileSync('app.py', '')\n",
        },
        "npm test",
    ),
    "vite-config": (
        {"vite.config.ts": "import { writeFileSync } from 'node:fs'\nexport default {}\n"},
        "npx vite build",
    ),
    "conftest-other-language-unknown": ({"conftest.py": "import os\nos.remove('x')\n"}, "pytest"),
}


@pytest.mark.parametrize("case", list(HOOKS_THAT_WRITE.values()), ids=list(HOOKS_THAT_WRITE))
def test_a_runner_loading_written_code_that_may_write_is_refused(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    result = parse_response(document({"app.py": "x = 1\n", **files}, f"```bash\n{command}\n```\n"))
    assert not result.usable, (command, result.status)
    assert "changed-after" in [d.code for d in result.diagnostics]


HARMLESS_HOOKS = {
    "conftest-fixture": (
        {"conftest.py": "import pytest\n\n\n@pytest.fixture\ndef n():\n    return 1\n"},
        "pytest",
    ),
    "conftest-reads": ({"conftest.py": "DATA = open('data.txt').read()\n"}, "pytest -q"),
    "build-rs-println": (
        {
            "Cargo.toml": _CARGO,
            "build.rs": 'fn main() {\n    println!("cargo:rerun-if-changed=build.rs");\n}\n',
        },
        "cargo run",
    ),
    "jest-config": (
        {"package.json": _JEST, "jest.config.js": "module.exports = { testEnvironment: 'node' }\n"},
        "npm test",
    ),
    "setup-py": (
        {"setup.py": "from setuptools import setup\n\nsetup(name='x')\n"},
        "pip install .",
    ),
    "conftest-not-run": ({"conftest.py": _WRITES_PY}, "python app.py"),
}


@pytest.mark.parametrize("case", list(HARMLESS_HOOKS.values()), ids=list(HARMLESS_HOOKS))
def test_a_runner_loading_written_code_proven_harmless_keeps_the_result(
    case: tuple[dict[str, str], str],
) -> None:
    files, command = case
    result = parse_response(document({"app.py": "x = 1\n", **files}, f"```bash\n{command}\n```\n"))
    assert result.usable, (command, [(d.code, d.message) for d in result.diagnostics])
