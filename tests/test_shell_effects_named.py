"""The effect allow-list names what a command does: only commands whose effect is known (and
whose arguments are checked) leave the written files; a copy changes its destination only; a
container, a cloud CLI's copy, a ``-c`` runner or an option that writes a named file may change
the files it reaches. And what ``echo``/``printf`` write through bash's redirections, compared
with bash itself.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from meant import files_of, hybrid_doc

from artifact_codec import ParseResult, parse_response

APP = "def f():\n    return 1\n"
MANIFEST = '{\n  "name": "x",\n  "version": "1.0.0"\n}\n'
_BASH = shutil.which("bash")


def _after_end(command: str) -> ParseResult:
    doc = hybrid_doc(("app.py", APP), ("package.json", MANIFEST))
    return parse_response(
        doc + "\nThen run:\n\n```bash\n" + command + "\n```\n", finish_reason="stop"
    )


def _after_heredoc(command: str) -> ParseResult:
    return parse_response("```bash\ncat > app.py <<'EOF'\n" + APP + "EOF\n" + command + "\n```\n")


_CHANGES_A_WRITTEN_FILE = [
    "curl --dump-header=app.py https://example.com",
    "curl -sS -D app.py https://example.com",
    "curl --trace-ascii app.py https://example.com",
    "/usr/bin/time --output=app.py ls",
    "npx --call='rm app.py'",
    "cp backup/app.py .",
    "cp -t . backup/app.py",
    "rsync -a backup/ .",
    "scp host:/srv/app.py app.py",
    "wget https://example.com/app.py",
    "wget -r https://example.com/",
    'docker run -v "$PWD":/src img fmt',
    "docker exec web black .",
    "podman run --mount type=bind,src=.,dst=/app img fmt",
    "docker-compose run web ruff format .",
    "docker compose exec web black app.py",
    "docker run -v .:/src -w /src img black app.py",
    "kubectl cp pod:/srv/app.py ./app.py",
    "gsutil cp gs://bucket/app.py app.py",
    "git clean -fd",
    "git stash pop",
    'git clone https://example.com/r.git "$DIR"',
    "cargo clippy --fix",
    "pre-commit run --all-files",
    "pre-commit",
    "ng generate component x",
    "npx expo prebuild",
    "diff <(rm app.py) expected.txt",
    "cat app.py > >(tee app.py)",
    "jupyter nbconvert --inplace --execute app.py",
    "ls >& app.py",
    "rm ap[p].py",  # a bracket expression is a glob: it names app.py
    "[ -f app.py ] && rm app.py",
]

_LEAVES_THE_WRITTEN_FILES = [
    "cp app.py /tmp/app.py.bak",
    "scp app.py host:",
    "rsync -av app.py user@host:/srv/",
    "docker compose up --build",
    "docker compose exec web python manage.py migrate",
    "docker compose run --rm web pytest",
    "docker build -t app .",
    "docker run -p 8000:8000 app",
    "kubectl apply -f k8s.yaml",
    "aws s3 cp app.py s3://bucket/app.py",
    "git stash show",
    "git clean --dry-run",
    "cargo clippy -- -D warnings",
    "pre-commit install",
    "ng serve --open",
    "npx expo start",
    "terraform init",
    "uv run --with rich app.py",
    "[ -f app.py ] && python app.py",
    "python app.py 2>&1 | grep -v DEBUG",
    "ls >&2",
]


@pytest.mark.parametrize("command", _CHANGES_A_WRITTEN_FILE)
def test_a_command_that_may_change_a_written_file_refuses_it(command: str) -> None:
    for result in (_after_end(command), _after_heredoc(command)):
        assert not result.usable, (command, result.status, files_of(result))


@pytest.mark.parametrize("command", _LEAVES_THE_WRITTEN_FILES)
def test_a_command_known_to_leave_the_written_files_keeps_them(command: str) -> None:
    result = _after_end(command)
    assert result.usable, (command, [(d.code, d.message) for d in result.diagnostics])
    assert files_of(result) == [("app.py", APP), ("package.json", MANIFEST)]
    result = _after_heredoc(command)
    assert result.usable, (command, [(d.code, d.message) for d in result.diagnostics])
    assert files_of(result) == [("app.py", APP)]


# -- echo and printf through bash's redirections: read as bash writes them, or refused -----------

_A = "cat > a.py <<'EOF'\nx = 1\nEOF\n"
_REDIRECTION = st.sampled_from(
    [
        "> b.py",
        ">> b.py",
        "1> c.py",
        "2> b.py",
        "2> c.py",
        ">&2",
        "1>&2",
        "2>&1",
        ">& b.py",
        "&> c.py",
        "> /dev/null",
        "3> c.py",
        ">&3",
        ">&-",
        "2>/dev/null",
    ]
)
_BEFORE = st.sampled_from(
    [
        "",
        "true && ",
        "false && ",
        "[ -f a.py ] && ",
        "[ -f b.py ] || ",
        "false || ",
        "! ",
        "test -f a.py && ",
        "mkdir -p d && ",
    ]
)
_PRINT = st.sampled_from(["echo 'y = 2'", "printf 'y\\n'", "echo", "touch b.py", "printf ''"])


@st.composite
def _lines(draw: st.DrawFn) -> str:
    redirections = draw(st.lists(_REDIRECTION, min_size=0, max_size=3))
    line = draw(_BEFORE) + draw(_PRINT) + " " + " ".join(redirections)
    wrap = draw(st.sampled_from(["", "{}", "()", "exec"]))
    if wrap == "{}":
        return "{ " + line + "; } > b.py"
    if wrap == "()":
        return "( " + line + " ) > c.py"
    if wrap == "exec":
        return "exec > c.py\n" + line
    return line


def _bash_files(script: str, folder: Path) -> list[tuple[str, str]]:
    assert _BASH is not None
    subprocess.run([_BASH, "-c", script], cwd=folder, check=False, capture_output=True, timeout=20)
    return sorted(
        (p.relative_to(folder).as_posix(), p.read_bytes().decode("utf-8"))
        for p in folder.rglob("*")
        if p.is_file()
    )


@pytest.mark.skipif(_BASH is None, reason="bash is not installed")
@settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(line=_lines())
def test_a_usable_reading_of_redirections_is_what_bash_writes(
    line: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    script = _A + line + "\n"
    result = parse_response(f"```bash\n{script}```\n", finish_reason="stop")
    if not result.usable:
        return
    folder = tmp_path_factory.mktemp("bash")
    assert sorted(files_of(result)) == _bash_files(script, folder), script


@pytest.mark.skipif(_BASH is None, reason="bash is not installed")
@pytest.mark.parametrize(
    "line",
    [
        "echo 'y = 2' > b.py >&2",
        "echo 'y = 2' 2> b.py",
        "echo 'y = 2' 3> b.py >&3",
        "echo 'y = 2' >& b.py",
        "echo 'y = 2' > /dev/null 2> b.py",
    ],
)
def test_redirections_bash_follows_are_read(line: str, tmp_path: Path) -> None:
    """The oracle above is not vacuous: these are read (usable) and agree with bash."""
    script = _A + line + "\n"
    result = parse_response(f"```bash\n{script}```\n", finish_reason="stop")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert sorted(files_of(result)) == _bash_files(script, tmp_path)


@pytest.mark.skipif(_BASH is None, reason="bash is not installed")
def test_a_heredoc_whose_output_goes_elsewhere_is_refused(tmp_path: Path) -> None:
    """``cat > a.py <<'EOF' >&2``: bash leaves a.py empty (the output goes to stderr)."""
    script = "cat > a.py <<'EOF' >&2\nx = 1\nEOF\n"
    assert _bash_files(script, tmp_path) == [("a.py", "")]
    result = parse_response(f"```bash\n{script}```\n", finish_reason="stop")
    assert not result.usable, files_of(result)
