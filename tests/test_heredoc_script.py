"""The script around heredocs: the shell decides where and whether their files are written.

The conventions fixtures (``tests/data/conventions/heredoc/``) hold one example per rule; here
the rules are checked over generated scripts (a ``cd`` walk against ``posixpath``, every
command that changes a written file in every position), the line splitter against the cases
bash documents, and the time the reading takes on hostile scripts.
"""

from __future__ import annotations

import posixpath

import pytest
from hypothesis import given
from hypothesis import strategies as st
from timing import assert_linear

from artifact_codec import ParseResult, parse_response
from artifact_codec.ingest.conventions.shell import split_line


def _files(result: ParseResult) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in result.code.files]


def _codes(result: ParseResult) -> list[str]:
    return [d.code for d in result.diagnostics]


def _heredoc(path: str, body: str = "x = 1\n") -> str:
    return f"cat > {path} <<'EOF'\n{body}EOF\n"


# -- cd: the walk of folders is posixpath's ------------------------------------------------------

_STEP = st.one_of(
    st.sampled_from(["src", "app", "lib/core", "..", "./web", "a/../b"]),
    st.just("FILE"),
)


@given(st.lists(_STEP, min_size=1, max_size=12), st.booleans())
def test_files_are_written_in_the_folder_the_cds_lead_to(steps: list[str], fenced: bool) -> None:
    """A script of ``cd`` steps and heredocs: each file is where posixpath puts it from the
    root; a ``cd ..`` out of the root makes the folder unknown and the later files refused."""
    lines, meant = [], []
    folder: str | None = "."
    for n, step in enumerate(steps):
        if step == "FILE":
            name = f"f{n}.txt"
            lines.append(_heredoc(name, f"{n}\n"))
            if folder is not None:
                meant.append((posixpath.normpath(posixpath.join(folder, name)), f"{n}\n"))
        else:
            lines.append(f"cd {step}\n")
            if folder is not None:
                folder = posixpath.normpath(posixpath.join(folder, step))
                folder = None if folder.startswith("..") else folder
    if "FILE" not in steps:
        lines.append(_heredoc("last.txt"))
        if folder is not None:
            meant.append((posixpath.normpath(posixpath.join(folder, "last.txt")), "x = 1\n"))
    script = "".join(lines)
    answer = f"```bash\n{script}```\n" if fenced else script
    result = parse_response(answer)
    heredocs = sum(step == "FILE" for step in steps) or 1
    if len(meant) == heredocs:
        assert result.usable, result.diagnostics
        assert _files(result) == meant
    else:
        assert not result.usable
        assert "heredoc-folder" in _codes(result)


@pytest.mark.parametrize(
    ("move", "where"),
    [
        ("pushd backend\n{h}popd\n", "backend"),
        ("(cd frontend && npm ci)\n{h}", ""),
        ("cd backend/\n{h}cd -P ../backend 2>/dev/null || true\ncd ..\n", "backend"),
    ],
)
def test_pushd_popd_and_a_subshell(move: str, where: str) -> None:
    answer = "```bash\n" + move.format(h=_heredoc("app.py")) + "```\n"
    if "cd -P" not in move:
        answer = answer.replace("```\n", _heredoc("top.py") + "```\n", 1)
    result = parse_response(answer)
    app = posixpath.join(where, "app.py")
    if "cd -P" in move:  # cd with an option: not followed, the folder is unknown after it
        assert _files(result) == [(app, "x = 1\n")]
    else:
        assert _files(result) == [(app, "x = 1\n"), ("top.py", "x = 1\n")], result.diagnostics
    assert result.usable


@pytest.mark.parametrize(
    "cd",
    ["cd", "cd ~", "cd -", "cd $DIR", "cd /srv", 'cd "$(dirname "$0")"', "cd ..", "cd a b"],
)
def test_a_cd_this_reader_cannot_follow_refuses_what_follows(cd: str) -> None:
    result = parse_response(
        "```bash\n" + _heredoc("keep.py") + cd + "\n" + _heredoc("a.py") + "```\n"
    )
    assert not result.usable
    assert "heredoc-folder" in _codes(result)
    assert _files(result) == [("keep.py", "x = 1\n")]  # the file before the cd stands


@pytest.mark.parametrize("where", ["if [ -d x ]; then cd x; fi\n", "for d in a; do\ncd $d\ndone\n"])
def test_a_cd_in_a_condition_or_loop_leaves_the_folder_unknown(where: str) -> None:
    result = parse_response("```bash\n" + where + _heredoc("a.py") + "```\n")
    assert not result.usable
    assert "heredoc-folder" in _codes(result)


# -- later commands: every one that changes a written file, in every position ---------------------

_CHANGES = [
    "sed -i 's/1/2/' {p}",
    "sed -i.bak -e 's/1/2/' {p}",
    "perl -pi -e 's/1/2/' {p}",
    "echo 'y = 2' >> {p}",
    "printf 'y\\n' > {p}",
    "python gen.py > {p}",
    "mv {p} moved.py",
    "cp copy.py {p}",
    "cp -r backup/pkg .",
    "ln -s {p} link.py",
    "rm {p}",
    "rm -rf {d}",
    "truncate -s 0 {p}",
    "dos2unix {p}",
    "black {p}",
    "git checkout -- {p}",
    "git stash",
    "sort -o {p} {p}",
    "rm -f $OUT",
    "python -m black {p}",
    "python fmt.py {p}",
    "npx prettier --write {p}",
    "bash -c 'rm {p}'",
    "node -e \"require('fs').unlinkSync('{p}')\"",
]


@pytest.mark.parametrize("change", _CHANGES)
@pytest.mark.parametrize("layout", ["same-block", "next-block", "after-two-files", "bare-line"])
def test_a_later_command_that_changes_a_written_file_refuses_it(change: str, layout: str) -> None:
    path, folder = "pkg/mod.py", "pkg"
    command = change.format(p=path, d=folder) + "\n"
    first = _heredoc(path)
    other = _heredoc("other.txt", "keep\n")
    if layout == "same-block":
        answer = f"```bash\nmkdir -p {folder}\n{first}{command}```\n"
    elif layout == "next-block":
        answer = f"```bash\n{first}```\n\nThen:\n\n```sh\n{command}```\n"
    elif layout == "after-two-files":
        answer = f"```bash\n{first}{other}{command}```\n"
    else:
        answer = f"{first}\n{command}"
    result = parse_response(answer)
    assert not result.usable, (_files(result), result.diagnostics)
    changed = [d for d in result.diagnostics if d.code == "heredoc-changed"]
    assert changed, result.diagnostics
    assert command.strip() in changed[0].message  # the command is named, with its line
    assert ("pkg/mod.py", "x = 1\n") not in _files(result)


@pytest.mark.parametrize(
    "harmless",
    [
        "python {p}",
        "cat {p}",
        "cp {p} {p}.bak",
        "git add {p} && git commit -m 'add {p}'",
        "ls -l {d}",
        "sed -n 1p {p}",
        "chmod +x {p}",
        "mkdir -p {d}/sub",
        "touch {p}",
        "npm install",
        "echo done",
        "cat {p} | grep x",
        "python -m pytest {d}",
        "python -c 'import pkg.mod'",
        "node {p} --port 80",
    ],
)
def test_a_command_that_only_reads_or_runs_a_file_leaves_it(harmless: str) -> None:
    path, folder = "pkg/mod.py", "pkg"
    command = harmless.format(p=path, d=folder)
    result = parse_response(f"```bash\n{_heredoc(path)}{command}\n```\n")
    assert result.usable, result.diagnostics
    assert _files(result) == [(path, "x = 1\n")]
    assert "heredoc-changed" not in _codes(result)


def test_a_command_before_the_heredoc_changes_nothing_it_writes() -> None:
    answer = "```bash\nrm -rf src\necho old > src/a.py\n" + _heredoc("src/a.py") + "```\n"
    result = parse_response(answer)
    assert result.usable
    assert _files(result) == [("src/a.py", "x = 1\n")]


# -- the splitter: what bash's grammar says -----------------------------------------------------


@pytest.mark.parametrize(
    ("line", "names", "literal"),
    [
        ("cd 'my dir' && cat > \"a b.py\" <<'EOF'", ["cd", "cat"], True),
        ("echo a\\ b > c; ls # cd x", ["echo", "ls"], True),
        ("cat > $DIR/a.py", ["cat"], False),
        ('cat > "${HOME}/a.py"', ["cat"], False),
        ("cat > 'literal $DIR'", ["cat"], True),
        ("cat > src/{a,b}.py", ["cat"], False),
        ("cat > src/{a}.py", ["cat"], True),
        ("cat > *.py", ["cat"], False),
        ("cat > ~/a.py", ["cat"], False),
        ("cat > '~/a.py'", ["cat"], True),
        ("cat > $(pwd)/a.py | tee x", ["cat", "tee"], False),
    ],
)
def test_split_line(line: str, names: list[str], literal: bool) -> None:
    split = split_line(line)
    assert split is not None
    commands = [c for c in split[0] if c.name]
    assert [c.name for c in commands] == names
    (target,) = [r.target for c in commands for r in c.redirections if r.operator == ">"]
    assert target is not None
    assert target.literal is literal


@pytest.mark.parametrize("line", ["echo 'open", 'echo "open', "cat $(", "cat >", "ls > )"])
def test_a_line_the_splitter_cannot_read_is_none(line: str) -> None:
    assert split_line(line) is None


@pytest.mark.parametrize(
    "line",
    ["ls ) rm a.py", "case $x in ls) rm a.py;; esac", "*.py|*.js) rm a.py", "cd x; rm a.py)"],
)
def test_a_paren_that_closes_nothing_ends_a_case_pattern(line: str) -> None:
    # bash reads ``pattern)`` as a case clause (outside a ``case`` it refuses the line: the
    # commands after it are then weighed although they do not run, a refusal at worst)
    split = split_line(line)
    assert split is not None
    # (``*.py|*.js)``: the splitter reads ``*.py`` as a command piped on, not a pattern: a
    # command not known, weighed as one that may change any file)
    assert [c.name for c in split[0] if c.name][-1] == "rm"


def test_redirection_descriptors() -> None:
    split = split_line("cmd 2>/dev/null >out.txt 2>&1 &>both.log")
    assert split is not None
    (command,) = split[0]
    got = [(r.fd, r.operator, r.target.text if r.target else None) for r in command.redirections]
    assert got == [
        ("2", ">", "/dev/null"),
        ("", ">", "out.txt"),
        ("2", ">&", "1"),
        ("", "&>", "both.log"),
    ]


# -- hostile scripts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "unit",
    [
        "cd a{i}\n",  # a folder ever deeper
        "cat > a{i}.py <<'EOF'\nx\nEOF\nrm -rf *\n",
        "cat > a{i}.py <<'EOF'\nx\nEOF\nchmod +x a{i}.py\n",
        "ls \\\n",  # one command continued over every line
        "(cd x && ls)\n",
        "python3 <<'EOF'\nopen('a.py')\nEOF\n",
        "Run `cd a{i}` then\n",
    ],
)
def test_scripts_read_in_linear_time(unit: str) -> None:
    def make(count: int) -> str:
        return "```bash\n" + "".join(unit.format(i=i) for i in range(count)) + _heredoc("z.py")

    assert_linear(make, parse_response, 200)


@pytest.mark.parametrize(
    ("script", "meant"),
    [
        ("python3 <<'PY'\nprint(1)\nPY\n" + _heredoc("a.py"), [("a.py", "x = 1\n")]),
        ("python3 <<'EOF'\nimport os\n" + _heredoc("a.py") + _heredoc("b.py"), None),
        ("node <<'JS'\n" + _heredoc("a.py") + "JS\n" + _heredoc("b.py"), None),
    ],
    ids=["closed-before", "same-delimiter", "other-delimiter"],
)
def test_a_heredoc_inside_another_commands_lines_writes_no_file(
    script: str, meant: list[tuple[str, str]] | None
) -> None:
    result = parse_response("```bash\n" + script + "```\n")
    if meant is not None:
        assert result.usable
        assert _files(result) == meant
    else:
        assert not result.usable
        assert "heredoc-command" in _codes(result)
        assert ("a.py", "x = 1\n") not in _files(result)
        assert ("b.py", "x = 1\n") in _files(result)  # after the other command's lines end
