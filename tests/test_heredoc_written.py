"""Heredoc scripts against the shell itself: the files a usable reading holds are the files
``bash`` writes when it runs the script, byte for byte.

Covers what the script writes beside its heredocs (``echo``, ``printf``, ``touch``, a pipe into
``tee``: read when certain, refused otherwise, never dropped), delimiter lines the shell does
not end at (``heredoc-delimiter``), and paths the shell reads otherwise than the model wrote
them (a backslash, a folder: ``unsafe-path``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import ParseResult, parse_response

_BASH = shutil.which("bash")
_A = "cat > a.py <<'EOF'\nx = 1\nEOF\n"


def _read(script: str) -> ParseResult:
    return parse_response(f"```bash\n{script}```\n", finish_reason="stop")


def _files(result: ParseResult) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in result.code.files]


def _refused_with(result: ParseResult, code: str, line: int) -> None:
    """Not usable, and a diagnostic ``code`` names ``line`` (of the answer, fence included)."""
    assert not result.usable, (result.status, _files(result))
    messages = [d.message for d in result.diagnostics if d.code == code]
    assert messages, [(d.code, d.message) for d in result.diagnostics]
    assert any(f"line {line}" in m for m in messages), messages


def _bash_files(script: str, folder: Path) -> list[tuple[str, str]]:
    """The files ``bash`` writes running ``script`` in the empty folder ``folder``."""
    assert _BASH is not None
    subprocess.run([_BASH, "-c", script], cwd=folder, check=False, capture_output=True, timeout=20)
    return sorted(
        (p.relative_to(folder).as_posix(), p.read_bytes().decode("utf-8"))
        for p in folder.rglob("*")
        if p.is_file()
    )


# -- files written without a heredoc: read exactly when certain ----------------------------------


@pytest.mark.parametrize(
    ("command", "written"),
    [
        ("echo 'y = 2' > b.py", ("b.py", "y = 2\n")),
        ("echo y   =   2 > b.py", ("b.py", "y = 2\n")),  # words joined by one blank
        ('echo "y = 2" > b.py', ("b.py", "y = 2\n")),
        ("echo > b.py", ("b.py", "\n")),
        ("printf 'y = 2\\n' > b.py", ("b.py", "y = 2\n")),
        ("printf 'y = 2' > b.py", ("b.py", "y = 2")),
        ("echo 'y = 2' | tee b.py", ("b.py", "y = 2\n")),
        ("echo 'y = 2' | tee b.py > /dev/null", ("b.py", "y = 2\n")),
        ("touch b.py", ("b.py", "")),
        # the shell creates the file of a redirection that gets no output: empty
        ("echo 'done' 2> b.log", ("b.log", "")),
        ("echo 'y = 2' > b.py >&2", ("b.py", "")),
        ("echo 'y = 2' >& b.py", ("b.py", "y = 2\n")),
        ("echo 'y = 2' 3> b.py >&3", ("b.py", "y = 2\n")),
        ("true && echo 'y = 2' > b.py", ("b.py", "y = 2\n")),
        ("mkdir -p src && cd src && echo 'y = 2' > b.py", ("src/b.py", "y = 2\n")),
    ],
)
def test_a_file_written_by_a_simple_command_is_read(command: str, written: tuple[str, str]) -> None:
    result = _read(f"{_A}{command}\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert _files(result) == [("a.py", "x = 1\n"), written]


@pytest.mark.parametrize(
    "script",
    [
        "touch a.py\n" + _A,  # created empty, then written whole
        _A + "touch a.py\n",  # touch leaves a written file as it is
        _A + "echo 'done' 2> /dev/null\n",  # only its errors go, to no file
        _A + "echo 'done' > /dev/null\n",
        _A + "python a.py > out.txt\n",  # a program's output: not in the answer
    ],
)
def test_commands_that_write_no_other_file_leave_the_heredocs(script: str) -> None:
    result = _read(script)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert _files(result) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "command",
    [
        'echo "y = $X" > b.py',  # the shell expands it
        "echo -e 'y\\t2' > b.py",  # an option
        "echo 'y\\t2' > b.py",  # sh and zsh read the backslash, bash does not
        "printf '%s\\n' y > b.py",
        "printf 'a\\\\n' > b.py",
        "printf y\\\\n > b.py",  # the shell removes the unquoted backslash
        "echo 'y' | tee -a b.py",
        "echo 'y' >> b.py",  # appends to a file the answer does not hold
        "tee b.py",  # reads the terminal
        "cat a.py > b.py",
        "echo 'y' > $OUT",
        "echo 'y' > b\\.py",
        "if true; then echo 'y' > b.py; fi",
        "(echo 'y' > b.py)",
        "touch -d yesterday b.py",
        "echo 'y' > b.py && rm b.py",
        "echo 'y' > b.py\nsed -i s/y/z/ b.py",
    ],
)
def test_a_file_written_otherwise_refuses_the_answer(command: str) -> None:
    """Never dropped: the script writes a file the result does not hold exactly."""
    result = _read(f"{_A}{command}\n")
    assert not result.usable, (result.status, _files(result))
    codes = {d.code for d in result.diagnostics}
    assert codes & {"heredoc-command", "heredoc-changed"}, codes
    assert any(f"line {5}" in d.message for d in result.diagnostics)


# -- delimiter lines the shell does not end at ----------------------------------------------------


@pytest.mark.parametrize(
    ("script", "line"),
    [
        ("cat > a.py <<'EOF'\nx = 1\nEOF \n", 4),
        ("cat > a.py <<'EOF'\nx = 1\nEOF\t\n", 4),
        ("cat > a.py <<'EOF'\nx = 1\n  EOF\n", 4),
        ("cat > a.py <<'EOF'\nx = 1\n\tEOF\n", 4),  # tabs are stripped only under <<-
        ("cat > a.py <<-'EOF'\n\tx = 1\n  EOF\n", 4),
        ("cat > a.py <<-'EOF'\n\tx = 1\n\t EOF\n", 4),
        ("cat > a.py <<'EOF'\nx = 1\n EOF\ncat > b.py <<'EOF'\ny = 2\nEOF\n", 4),
    ],
)
def test_a_delimiter_line_the_shell_does_not_end_at_is_refused(script: str, line: int) -> None:
    result = _read(script)
    _refused_with(result, "heredoc-delimiter", line)


def test_a_tab_indented_delimiter_under_dash_ends_the_heredoc() -> None:
    result = _read("cat > a.py <<-'EOF'\n\tx = 1\n\t\tEOF\n")
    assert result.usable
    assert _files(result) == [("a.py", "x = 1\n")]


# -- paths the shell reads otherwise than written -------------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        "cat > src\\app.py <<'EOF'",
        "cat > .\\app.py <<'EOF'",
        "tee src\\app.py <<'EOF'",
        "cat <<'EOF' > lib\\util.py",
        "cat > my\\ app.py <<'EOF'",
        "cat > src/ <<'EOF'",
        "tee lib/ <<'EOF'",
        "cat > src/. <<'EOF'",
        "cat > src/.. <<'EOF'",
    ],
)
def test_a_path_the_shell_reads_otherwise_is_refused(command: str) -> None:
    result = _read(f"{command}\nx = 1\nEOF\n")
    _refused_with(result, "unsafe-path", 2)


# -- against bash: every usable reading is what the shell writes ----------------------------------

_TEXT = st.text(
    st.characters(codec="ascii", categories=["L", "N", "P", "Zs"], exclude_characters="'"),
    max_size=12,
)
_NAME = st.sampled_from(["a.py", "b.py", "c.txt", "src/d.py"])
_DELIMITER_LINE = st.sampled_from(["EOF", "EOF ", " EOF", "\tEOF", "EOF\t", "  EOF  "])


@st.composite
def _scripts(draw: st.DrawFn) -> str:
    lines = ["mkdir -p src"]
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["heredoc", "dash", "echo", "printf", "tee", "touch"]))
        name, text = draw(_NAME), draw(_TEXT)
        if kind in ("heredoc", "dash"):
            operator, indent = ("<<-", "\t") if kind == "dash" else ("<<", "")
            end = draw(_DELIMITER_LINE)
            lines.append(f"cat > {name} {operator}'EOF'\n{indent}{text}\n{indent}x = 1\n{end}")
        elif kind == "echo":
            lines.append(f"echo '{text}' > {name}")
        elif kind == "printf":
            newline = draw(st.sampled_from(["", "\\n"]))
            lines.append(f"printf '{text}{newline}' > {name}")
        elif kind == "tee":
            lines.append(f"echo '{text}' | tee {name} > /dev/null")
        else:
            lines.append(f"touch {name}")
    return "\n".join(lines) + "\n"


@pytest.mark.skipif(_BASH is None, reason="bash is not installed")
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(script=_scripts())
def test_a_usable_reading_is_what_bash_writes(
    script: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    result = _read(script)
    if not result.usable:
        return
    folder = tmp_path_factory.mktemp("bash")
    assert sorted(_files(result)) == _bash_files(script, folder), script


def test_the_oracle_sees_a_wrong_reading(tmp_path: Path) -> None:
    """The comparison above bites: bash writes the loose-delimiter script into one file."""
    script = "cat > a.py <<'EOF'\nx = 1\nEOF \ncat > b.py <<'EOF'\ny = 2\nEOF\n"
    bash = _bash_files(script, tmp_path)
    assert [path for path, _ in bash] == ["a.py"]
    assert re.search(r"^cat > b\.py", bash[0][1], re.M)
