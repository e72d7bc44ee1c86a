"""What counts as a command after a written file in a Markdown answer: a shell block in any
notation of its info string, every line of a block without an info string, a line of prose
that quotes a command (any wording but one that says not to run it), a command line after a
prompt or indented, an AutoGen Python file that writes an earlier file by its name. Each may
change a file the answer wrote before it, so the result is not usable (``changed-after``);
code, output and mentions around the same files keep them (docs/lenient.md, "What the tools
run and trim")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from meant import refused

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.runs import shell_fence, starts_with_command

_APP = "`app.py`:\n```python\nimport os\nprint(os.getcwd())\n```\n\n"
_FILES = [("app.py", "import os\nprint(os.getcwd())\n")]


def _refused(text: str) -> None:
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    assert "changed-after" in {d.code for d in result.diagnostics}


def _kept(text: str) -> None:
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == _FILES


# -- the info string of a shell block, in any notation ---------------------------------------
@pytest.mark.parametrize(
    ("info", "expected"),
    [
        ("bash", "sh"),
        ("{bash}", "sh"),
        ("{bash echo=FALSE}", "sh"),
        ("{.bash}", "sh"),
        ("{.bash .numberLines}", "sh"),
        ("bash:terminal", "sh"),
        ("sh:setup", "sh"),
        ("shell-script", "sh"),
        ("language-bash", "sh"),
        ("Bash", "sh"),
        ("{console}", "console"),
        ("tcsh", "tcsh"),
        ("csh", "csh"),
        ("posh", "powershell"),
        ("{powershell}", "powershell"),
        ("python", None),
        ("{python}", None),
        ("{r}", None),
        ("python:app.py", None),
        ("", None),
        ("text", None),
    ],
)
def test_shell_fence_reads_the_shell_in_any_notation(info: str, expected: str | None) -> None:
    assert shell_fence(info) == expected


@pytest.mark.parametrize("info", ["{bash}", "{.bash}", "bash:terminal", "shell-script", "tcsh"])
@pytest.mark.parametrize("command", ["sed -i 's/os/sys/' app.py", "rm app.py", "black ."])
def test_a_shell_block_in_another_notation_changes_the_file(info: str, command: str) -> None:
    _refused(_APP + f"Then:\n\n```{info}\n{command}\n```\n")


@pytest.mark.parametrize("info", ["{python}", "{.python}", "{r}"])
def test_a_code_block_in_those_notations_is_no_command(info: str) -> None:
    _kept(_APP + f"Usage:\n\n```{info}\nimport os\n```\n")


# -- every line of a block without an info string ---------------------------------------------
_HARMLESS_FIRST = [
    "# set up",
    "",
    "python -m venv .venv",
    "source .venv/bin/activate",
    "docker compose up -d",
    "node -v",
    "python3 -m pip install black",
]
_CHANGES = [
    "rm app.py",
    "sed -i 's/os/sys/' app.py",
    "black .",
    "npx prettier --write .",
    "ruff format .",
    "echo x > app.py",
]


@given(
    st.lists(st.sampled_from(_HARMLESS_FIRST), min_size=1, max_size=4),
    st.sampled_from(_CHANGES),
    st.lists(st.sampled_from(_HARMLESS_FIRST), max_size=2),
)
def test_a_bare_block_is_commands_whatever_its_first_lines(
    before: list[str], change: str, after: list[str]
) -> None:
    block = "\n".join([*before, change, *after])
    _refused(_APP + f"```\n{block}\n```\n")


@given(st.lists(st.sampled_from(_HARMLESS_FIRST), min_size=1, max_size=5))
def test_a_bare_block_of_harmless_commands_keeps_the_file(lines: list[str]) -> None:
    block = "\n".join(lines)
    _kept(_APP + f"```\n{block}\n```\n")


@pytest.mark.parametrize(
    "code",
    [
        "<?php\n$shop = new Shop();\necho $shop->total(1);\n",
        "func main() {\n\tgo worker(ch)\n}\n",
        "go worker(ch)\n",
        "export default function App() {}\n",
        "int main(void)\n{\n    return 0;\n}\n",
        "cat = Cat()\nprint(cat)\n",
        "make(42)\n",
        "x = sorted(y)\nfind = 1\n",
    ],
)
def test_a_bare_block_of_code_is_no_command(code: str) -> None:
    _kept(_APP + f"Usage:\n\n```\n{code}```\n")


def test_a_command_starts_a_line_by_its_name_not_a_call() -> None:
    assert starts_with_command("rm app.py")
    assert starts_with_command("$ black app.py")
    assert starts_with_command("    black app.py")
    assert starts_with_command("./fix.py app.py")
    assert starts_with_command("node_modules/.bin/jscodeshift -t t.js app.js")
    assert starts_with_command("python -c \"open('app.py', 'w')\"")
    assert not starts_with_command("go worker(ch)")
    assert not starts_with_command("cat = Cat()")
    assert not starts_with_command("src/")
    assert not starts_with_command("return 0;")
    assert not starts_with_command("the rm command")
    assert starts_with_command("echo $x;", first=True)
    assert not starts_with_command("echo $x;", first=False)


# -- a line before the block that mentions output ----------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        "Run the formatter and check the results:",
        "Run this (it prints nothing on success):",
        "Format it, then you will see the changes:",
        "Execute the following to see the output:",
    ],
)
def test_a_line_that_asks_to_run_makes_the_block_commands(line: str) -> None:
    _refused(_APP + f"{line}\n\n```\nblack app.py\n```\n")


@pytest.mark.parametrize("line", ["Output:", "It prints:", "You should see:", "Example output:"])
def test_a_line_that_only_calls_the_block_output_keeps_it_output(line: str) -> None:
    _kept(_APP + f"{line}\n\n```\nrm: cannot remove 'x': No such file\nls -l app.py\n```\n")


# -- a line of prose that quotes a command ------------------------------------------------------
@pytest.mark.parametrize(
    "prose",
    [
        "Use `sed -i 's/os/sys/' app.py` to switch modules.",
        "In your terminal: `rm app.py`",
        "Format with `black app.py`.",
        "1. **Format:** `black app.py`",
        "* Format: `black app.py`",
        "| format | `black app.py` |",
        "You could use `black app.py` for that.",
        "For example, `rm app.py`.",
        "Optionally (e.g. `black app.py`), tidy it.",
        "$ black app.py",
        "% rm app.py",
        "Then run:\n\n    black app.py",
        "Then run:\n\n\tsed -i 's/os/sys/' app.py",
        "Apply the fix: `git checkout app.py`",
    ],
)
def test_a_prose_form_of_a_command_changes_the_file(prose: str) -> None:
    _refused(_APP + prose + "\n")


@pytest.mark.parametrize(
    "prose",
    [
        "See `app.py` for details.",
        "The `black` formatter keeps it tidy.",
        "Never `rm app.py` by hand: it is tracked.",
        "Avoid `black app.py` here, the style is fixed.",
        "Do not use `sed -i 's/os/sys/' app.py`.",
        "    print(os.getcwd())",
        "$ python app.py",
        "It calls `os.getcwd()`.",
    ],
)
def test_a_mention_or_a_harmless_command_keeps_the_file(prose: str) -> None:
    _kept(_APP + prose + "\n")


# -- an AutoGen Python file that writes an earlier file ----------------------------------------
_AUTOGEN_APP = "```python\n# filename: app.py\nimport os\nprint(os.getcwd())\n```\n\n"


@pytest.mark.parametrize(
    "program",
    [
        "open('app.py', 'w').write('')",
        'with open("app.py", mode="a") as f:\n    f.write("x")',
        "from pathlib import Path\nPath('app.py').write_text('')",
        "import os\nos.remove('./app.py')",
        "import shutil\nshutil.copy('b.py', 'app.py')",
    ],
)
def test_an_autogen_python_file_that_writes_an_earlier_file_changes_it(program: str) -> None:
    _refused(_AUTOGEN_APP + f"```python\n# filename: fix.py\n{program}\n```\n")


@pytest.mark.parametrize(
    "program",
    [
        "import os\nprint(os.getcwd())",
        "print(open('app.py').read())",
        "with open('app.py', 'rb') as f:\n    print(f.read())",
        "open('out.txt', 'w').write('done')",
    ],
)
def test_an_autogen_python_file_that_writes_no_earlier_file_keeps_it(program: str) -> None:
    result = parse_response(_AUTOGEN_APP + f"```python\n# filename: main.py\n{program}\n```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [f.file_path for f in result.code.files] == ["app.py", "main.py"]


# -- a bold label with Markdown-escaped underscores ---------------------------------------------
@pytest.mark.parametrize(
    ("label", "path"),
    [
        ("**pkg/\\_\\_init\\_\\_.py**", "pkg/__init__.py"),
        ("pkg/\\_\\_init\\_\\_.py", "pkg/__init__.py"),
        ("**src/my\\_module.py**", "src/my_module.py"),
        ("**\\_\\_main\\_\\_.py**", "__main__.py"),
    ],
)
def test_escaped_underscores_in_a_label_name_the_file(label: str, path: str) -> None:
    result = parse_response(f"{label}\n```python\nx = 1\n```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [f.file_path for f in result.code.files] == [path]


@pytest.mark.parametrize(
    "label",
    [
        "**pkg\\__init__.py**",  # a Windows path: its underscores are not all escaped
        "**src\\_private.py**",  # a Windows path or an escape: two files
        "`pkg/\\_\\_init\\_\\_.py`",  # a code span shows its backslashes
    ],
)
def test_a_label_with_backslashes_of_another_reading_is_refused(label: str) -> None:
    refused(f"{label}\n```python\nx = 1\n```\n")


# -- a file written by a redirection beside the Markdown files ------------------------------
def test_a_multi_line_printf_writing_another_file_is_mixed_conventions() -> None:
    text = (
        "```bash\nprintf '%s' 'y = 2\nz = 3\n' > b.py\n```\n\nAnd:\n\n"
        "`a.py`:\n```python\nx = 1\n```\n"
    )
    result = parse_response(text)
    assert not result.usable
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


def test_a_redirection_to_dev_null_or_a_held_file_is_no_other_file() -> None:
    text = "`a.py`:\n```python\nx = 1\n```\n\nCheck:\n\n```bash\necho ok > /dev/null\n```\n"
    result = parse_response(text)
    assert "mixed-conventions" not in [d.code for d in result.diagnostics]
