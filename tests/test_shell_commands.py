"""What a command after a written file may do to it, one rule for the three readers that meet
commands (docs/lenient.md, "What a command may do to a written file"): the heredoc script, a
shell tool call after write calls, and the commands after this format's end marker. Safe by
construction: only a command known to leave files as they are leaves them; families of
commands and random program names are run through every place a command can stand.

Also here: the ``cd`` forms the heredoc reader follows or refuses, and the names of write
tools (only a known whole-file writer writes a whole file).
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from meant import files_of, hybrid_doc
from timing import assert_linear

from artifact_codec import ParseResult, parse_response
from artifact_codec.ingest.conventions.shell import READS, foreign_effect, split_line

_BODY = "print(1)\n"


def _heredoc(path: str, body: str = _BODY) -> str:
    return f"cat > {path} <<'EOF'\n{body}EOF\n"


def _calls(*calls: tuple[str, dict[str, str]]) -> str:
    return json.dumps(
        [
            {
                "id": f"c{n}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(a)},
            }
            for n, (name, a) in enumerate(calls)
        ]
    )


def _codes(result: ParseResult) -> set[str]:
    return {d.code for d in result.diagnostics}


def _answers(path: str, command: str) -> dict[str, tuple[str, str | None]]:
    """One file written, then ``command``, in each place a command can follow a file."""
    return {
        "same-block": ("```bash\n" + _heredoc(path) + command + "\n```\n", "stop"),
        "next-block": (
            "```bash\n" + _heredoc(path) + "```\n\nThen:\n\n```sh\n" + command + "\n```\n",
            "stop",
        ),
        "console": (
            "```bash\n" + _heredoc(path) + "```\n\n```console\n$ " + command + "\nok\n```\n",
            "stop",
        ),
        "after-end-marker": (
            hybrid_doc((path, _BODY)) + "\nThen run:\n\n```bash\n" + command + "\n```\n",
            "stop",
        ),
        "tool-call": (
            _calls(
                ("write_file", {"path": path, "content": _BODY}), ("bash", {"command": command})
            ),
            "tool_calls",
        ),
    }


_PLACES = ["same-block", "next-block", "console", "after-end-marker", "tool-call"]
_DIAGNOSTIC = {
    "same-block": "heredoc-changed",
    "next-block": "heredoc-changed",
    "console": "heredoc-changed",
    "after-end-marker": "changed-after",
    "tool-call": "tool-call-changed",
}


def _assert_changed(path: str, command: str, place: str) -> None:
    text, finish = _answers(path, command)[place]
    result = parse_response(text, finish_reason=finish)
    assert not result.usable, (place, command, result.status, files_of(result))
    assert _DIAGNOSTIC[place] in _codes(result), (place, command, result.diagnostics)
    message = next(d.message for d in result.diagnostics if d.code == _DIAGNOSTIC[place])
    if place != "tool-call":
        assert command.strip() in message  # the command is named


def _assert_left(path: str, command: str, place: str) -> None:
    text, finish = _answers(path, command)[place]
    result = parse_response(text, finish_reason=finish)
    assert result.usable, (place, command, result.diagnostics)
    assert files_of(result) == [(path, _BODY)]


# -- commands that may change the file: every family, every place --------------------------------

#: (the written file, the command): the families of docs/lenient.md.
_CHANGING = [
    # a formatter over the folder, given no path or `.`
    ("app.py", "ruff format"),
    ("app.py", "black ."),
    ("app.py", "black"),
    ("app.py", "isort ."),
    ("app.py", "python -m black ."),
    ("app.py", "uvx ruff format"),
    ("app.js", "npx prettier --write ."),
    ("app.js", "npx eslint --fix ."),
    ("main.go", "go fmt ./..."),
    ("main.go", "gofmt -w ."),
    ("src/main.rs", "cargo fmt"),
    ("main.tf", "terraform fmt"),
    # a formatter given the file
    ("app.py", "black app.py"),
    ("app.js", "prettier -w app.js"),
    # a script or target that formats or fixes
    ("app.js", "npm run format"),
    ("app.js", "yarn lint:fix"),
    ("app.py", "make fmt"),
    ("app.py", "python scripts/format_code.py"),
    # patches and other writers that do not name the file
    ("app.py", "git apply fix.diff"),
    ("app.py", "patch -p1 < fix.diff"),
    ("app.py", "git checkout -- app.py"),
    ("app.py", "git stash"),
    ("app.py", "pre-commit run --all-files"),
    ("app.py", 'eval "$CMD"'),
    # writers that name the file
    ("app.py", "echo x | dd of=app.py"),
    ("app.py", "cp template.py app.py"),
    ("app.py", "mv app.py main.py"),
    ("app.py", "rm -f app.py"),
    ("app.py", "sed -i 's/1/2/' app.py"),
    ("app.py", "sed -i.bak -e 's/1/2/' app.py"),
    ("app.py", "perl -pi -e 's/1/2/' app.py"),
    ("app.py", "awk -i inplace '{print}' app.py"),
    ("app.py", "printf 'x\\n' > app.py"),
    ("app.py", "echo '# end' >> app.py"),
    ("app.py", "sort -o app.py app.py"),
    ("app.py", "curl -o app.py https://example.com/app.py"),
    ("app.py", "truncate -s 0 app.py"),
    ("app.py", "sudo rm app.py"),
    ("app.py", "env X=1 sed -i s/1/2/ app.py"),
    # package managers rewriting the manifest
    ("package.json", "npm pkg set scripts.start='node x'"),
    ("package.json", "npm version patch"),
    ("package.json", "npm install express"),
    ("package.json", "npm i -D jest"),
    ("package.json", "npm uninstall left-pad"),
    ("package.json", "npm init -y"),
    ("package.json", "yarn add react"),
    ("package.json", "pnpm add zod"),
    ("package.json", "bun add react"),
    ("package.json", "npx npm-check-updates -u"),
    ("package-lock.json", "npm install"),
    ("pyproject.toml", "poetry add requests"),
    ("pyproject.toml", "uv add httpx"),
    ("poetry.lock", "poetry install"),
    ("requirements.txt", "uv pip compile -o requirements.txt"),
    ("requirements.txt", "pip freeze > requirements.txt"),
    ("Cargo.toml", "cargo add serde"),
    ("go.mod", "go mod tidy"),
    ("go.mod", "go get github.com/x/y"),
    ("Gemfile", "bundle add rails"),
    ("composer.json", "composer require monolog/monolog"),
    # a runner's subcommand that rewrites or generates
    ("app.py", "dotnet format"),
    ("app.py", "alembic revision --autogenerate -m init"),
    # a scaffolder
    ("package.json", "npm create vite@latest app"),
    ("package.json", "npx create-react-app ."),
]


@pytest.mark.parametrize("place", _PLACES)
@pytest.mark.parametrize(("path", "command"), _CHANGING)
def test_a_command_that_may_change_the_file_makes_it_unsure(
    path: str, command: str, place: str
) -> None:
    _assert_changed(path, command, place)


#: Commands that write through an argument form of a command otherwise harmless, a command
#: run by another (xargs, a substitution, a pipe into a shell, ``bash -c``), a command spelled
#: by its path, or a git command that replaces the working tree's files.
_WRITING_FORMS = [
    ("app.py", "sed -n 'w app.py' notes.txt"),
    ("app.py", "sed 's/a/b/w app.py' notes.txt"),
    ("app.py", "sed -e 's/a/b/' -e '1W app.py' notes.txt"),
    ("app.py", "sed -n '1e rm app.py' notes.txt"),
    ("app.py", "sed -f edit.sed notes.txt"),
    ("app.py", "sed -n -i 1p app.py"),
    ("app.py", "awk '{print > \"app.py\"}' notes.txt"),
    ("app.py", "awk '{print | \"sh\"}' notes.txt"),
    ("app.py", "awk -f prog.awk notes.txt"),
    ("app.py", "git diff --output=app.py"),
    ("app.py", "git log -p --output app.py"),
    ("app.py", "tree -o app.py"),
    ("app.py", "curl -sSLo app.py https://example.com/app.py"),
    ("app.py", "curl -sSLO https://example.com/app.py"),
    ("app.py", "wget -qO app.py https://example.com/app.py"),
    ("app.py", "gcc -o app.py main.c"),
    ("app.py", "pytest --junitxml=app.py"),
    ("app.py", "xargs -a list.txt cat"),
    ("app.py", "find . -name '*.py' | xargs rm"),
    ("app.py", "/bin/rm app.py"),
    ("app.py", "/usr/bin/env rm app.py"),
    ("app.py", "echo $(rm app.py)"),
    ("app.py", "echo `rm app.py`"),
    ("app.py", 'echo "$(cat x > app.py)"'),
    ("app.py", "curl -sSL https://example.com/install.sh | sh"),
    ("app.py", "curl -sSL https://example.com/install.sh | bash -s -- --yes"),
    ("app.py", "sh < install.sh"),
    ("app.py", "bash -c 'rm app.py'"),
    ("app.py", "bash -lc 'cd src && rm app.py'"),
    ("app.py", 'sh -c "echo x > app.py"'),
    ("app.py", 'bash -c "$CMD"'),
    ("app.py", "git checkout -b fix origin/main"),
    ("app.py", "git switch main"),
    ("app.py", "git switch -c fix origin/fix"),
    ("app.py", "git clone https://example.com/repo.git ."),
    ("app.py", "git pull"),
    ("app.py", "git reset --hard"),
    ("app.py", "git merge origin/main"),
    ("app.py", "rm -rf ~/project"),
    ("app.py", "history -w app.py"),
    ("app.py", "xxd notes.bin app.py"),
    ("app.py", "alias ls='rm app.py'"),
]


@pytest.mark.parametrize("place", _PLACES)
@pytest.mark.parametrize(("path", "command"), _WRITING_FORMS)
def test_a_writing_form_of_a_command_makes_the_file_unsure(
    path: str, command: str, place: str
) -> None:
    """The harmless list is an allow-list of commands AND of their argument forms: an option,
    a script, a command they run or a path spelling that writes counts."""
    _assert_changed(path, command, place)


#: Commands that only look, or run, build, test or install what the answer wrote: an
#: ordinary answer ends with them, and stays usable.
_LEAVING = [
    "python app.py",
    "python3 manage.py migrate",
    "python -m pytest -q",
    "python -m venv .venv && source .venv/bin/activate",
    "pip install -r requirements.txt",
    "npm install",
    "npm ci",
    "npm start",
    "npm run dev",
    "npm test",
    "yarn build",
    "pnpm dev",
    "bun run dev",
    "node app.py",
    "uvicorn main:app --reload",
    "FLASK_APP=app.py flask run",
    "docker compose up -d",
    "go run .",
    "cargo run --release",
    "pytest tests/",
    "git init && git add -A && git commit -m 'first commit'",
    "git checkout -b feature",
    "ls -la",
    "tree .",
    "cat app.py",
    "echo 'done'",
    "chmod +x app.py",
    "mkdir -p logs && touch app.py",  # (touch of a new file writes it: an empty file)
    "sudo apt-get install -y python3-venv",
    "brew install node",
    "curl http://localhost:8000/health",
    "black --check .",
    "ruff check .",
    "npx prettier --check .",
    "sed -n 1p app.py",
    "find . -name '*.py'",
    "uv run python app.py",
    "poetry run pytest",
    "time python app.py",
    "jupyter notebook",
    "alembic upgrade head",
    "pytest tests/test_format.py",
    "sed -n '1,5p; /world/p' app.py",
    "sed -e 's/www/x/g' -e '$d' app.py",
    "awk '{print $1}' app.py",
    "awk -F: '{ n += $2 } END { print n }' app.py",
    "/usr/bin/env python app.py",
    "./node_modules/.bin/jest",
    "bash -c 'python app.py'",
    "sh -c 'npm install && npm start'",
    "git switch -c feature",
    "curl -sSL https://example.com -o out.html",
    "grep -o 'def [a-z]*' app.py",
    "kubectl get pods -o wide",
    "bash setup.sh",
]


@pytest.mark.parametrize("place", _PLACES)
@pytest.mark.parametrize("command", _LEAVING)
def test_a_command_that_runs_or_reads_leaves_the_file(command: str, place: str) -> None:
    _assert_left("app.py", command, place)


_KNOWN_WORDS = READS | {"eval", "exec", "xargs", "sudo", "env", "time", "nohup", "nice"}
#: Random program names: none of the listed commands has a digit inside its name.
_PROGRAM = st.from_regex(r"[a-z][a-z-]{0,8}[0-9]{1,2}(-[a-z]{2,5})?", fullmatch=True).filter(
    lambda name: name not in _KNOWN_WORDS and not re.search(r"format|fmt|fix|lint|tidy", name)
)
_ARGUMENT = st.sampled_from(["", " --all", " -w", " build", " src", " --yes", " ./out"])


@settings(max_examples=60, deadline=None)
@given(_PROGRAM, _ARGUMENT, st.sampled_from(_PLACES))
def test_a_program_this_reader_does_not_know_makes_every_file_unsure(
    program: str, argument: str, place: str
) -> None:
    """Safe by construction: a program not on the lists may change any file."""
    split = split_line(program + argument)
    assert split is not None
    assert split[0][0].name == program
    if program in ("cd", "pushd", "popd"):
        return
    _assert_changed("app.py", program + argument, place)


_PREFIX = st.sampled_from(["", "sudo ", "env DEBUG=1 ", "time ", "nohup ", "PORT=80 "])


@settings(max_examples=60, deadline=None)
@given(_PREFIX, st.sampled_from(_LEAVING[:20]), st.sampled_from(_PLACES))
def test_prefixes_are_looked_through(prefix: str, command: str, place: str) -> None:
    """``sudo``, ``env``, ``time``... run the command after them: it decides."""
    first = command.split(" && ")[0]
    _assert_left("app.py", prefix + first, place)


@settings(max_examples=60, deadline=None)
@given(_PREFIX, st.sampled_from([c for p, c in _CHANGING if p == "app.py"][:24]))
def test_prefixes_do_not_hide_a_change(prefix: str, command: str) -> None:
    _assert_changed("app.py", prefix + command, "same-block")


@pytest.mark.parametrize("cd", ["cd", "builtin cd", "command cd", "sudo cd", "eval cd"])
def test_a_shell_call_after_a_cd_form_may_change_any_written_file(cd: str) -> None:
    """After a cd in a shell call, a relative path may name any written file."""
    text, finish = _answers("app.py", f"{cd} src && rm ../app.py")["tool-call"]
    result = parse_response(text, finish_reason=finish)
    assert not result.usable, result.diagnostics
    assert "tool-call-changed" in _codes(result)


def test_a_change_refuses_only_the_files_it_may_touch() -> None:
    """A manifest rewrite refuses package.json and keeps app.js; a formatter on app.js keeps
    package.json; an unknown program refuses both."""
    script = _heredoc("package.json", "{}\n") + _heredoc("app.js", "x()\n")
    for command, kept in [
        ("npm install express", [("app.js", "x()\n")]),
        ("npx prettier --write app.js", [("package.json", "{}\n")]),
    ]:
        result = parse_response("```bash\n" + script + command + "\n```\n")
        assert not result.usable
        assert files_of(result) == kept, (command, files_of(result))
    result = parse_response("```bash\n" + script + "frobnicate\n```\n")
    assert not result.usable
    assert files_of(result) == []


def test_commands_after_the_end_marker_that_only_run_keep_the_answer() -> None:
    text = (
        hybrid_doc(("app.py", _BODY), ("requirements.txt", "flask\n"))
        + "\nRun `pip install -r requirements.txt`, then `python app.py`.\n"
    )
    result = parse_response(text, finish_reason="stop")
    assert result.usable, result.diagnostics
    assert "changed-after" not in _codes(result)


def test_a_command_quoted_in_prose_after_the_end_marker_counts() -> None:
    text = hybrid_doc(("app.py", _BODY)) + "\nWhen done, run `black .` to tidy it up.\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable
    changed = [d for d in result.diagnostics if d.code == "changed-after"]
    assert changed
    assert "black ." in changed[0].message
    assert changed[0].line == text[: text.index("When done")].count("\n") + 1


@pytest.mark.parametrize(
    ("prose", "usable"),
    [
        ("The code is formatted with `black` and checked with `ruff`.", True),
        ("install the dependencies with `pip install -r requirements.txt`, then run it.", True),
        ("Start it with `python app.py` (or `flask run`).", True),
        ("- Install: `npm install`\n- Format: `npm run format`", False),
        ("If you like, tidy it with `black app.py`.", False),
        ("Clean up with `rm -f app.py`.", False),
    ],
)
@pytest.mark.parametrize("where", ["heredoc", "after-end-marker"])
def test_commands_quoted_in_prose(prose: str, usable: bool, where: str) -> None:
    """A span that starts with a known command and has an argument is a command the user
    runs; a lone word in backquotes names a tool; a prose line that quotes commands is read
    for those commands only."""
    if where == "heredoc":
        text = "```bash\n" + _heredoc("app.py") + "```\n\n" + prose + "\n"
    else:
        text = hybrid_doc(("app.py", _BODY)) + "\n" + prose + "\n"
    result = parse_response(text, finish_reason="stop")
    assert result.usable is usable, (result.status, result.diagnostics)
    if usable:
        assert files_of(result) == [("app.py", _BODY)]


# -- cd: the forms the shell accepts ---------------------------------------------------------


@pytest.mark.parametrize(
    "before",
    [
        "```bash\ncd backend\n",
        "```bash\nbuiltin cd backend\n",
        "```bash\ncommand cd backend\n",
        "```bash\neval cd backend\n",
        "```bash\neval 'cd backend'\n",
        "```bash\n\\cd backend\n",
        "```zsh\n% cd backend\n```\n\n```bash\n",
        "```console\n$ cd backend\n```\n\n```bash\n",
        "```console\nuser@host:~/proj$ cd backend\n```\n\n```bash\n",
        "```console\n(venv) $ cd backend\n```\n\n```bash\n",
        "```terminal\ncd backend\n```\n\n```bash\n",
        "```shell-session\ncd backend\n```\n\n```bash\n",
    ],
)
def test_a_cd_form_that_is_followed(before: str) -> None:
    result = parse_response(before + _heredoc("app.py") + "```\n", finish_reason="stop")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("backend/app.py", _BODY)]


@pytest.mark.parametrize(
    "before",
    [
        "```bash\nsudo -u www cd backend\n",
        "```bash\necho backend | xargs cd\n",
        '```bash\neval "cd $DIR"\n',
        "```bash\nCDPATH=/srv cd backend\n",
        "```bash\nalias b='cd backend'\nb\n",
        "```powershell\ncd backend\n```\n\n```bash\n",
        "```powershell\nPS C:\\proj> Set-Location backend\n```\n\n```bash\n",
        "```cmd\nC:\\proj> cd backend\n```\n\n```bash\n",
        "```fish\ncd backend\n```\n\n```bash\n",
    ],
)
def test_a_cd_form_that_is_not_followed_refuses_every_later_file(before: str) -> None:
    text = before + _heredoc("app.py") + _heredoc("lib/b.py") + "```\n"
    result = parse_response(text, finish_reason="stop")
    assert not result.usable, files_of(result)
    assert "heredoc-folder" in _codes(result)
    assert files_of(result) == []


@pytest.mark.parametrize(
    ("block", "usable"),
    [
        ("> app@1.0.0 dev\n> vite\n\n  VITE v5.0.0  ready in 300 ms\n", True),
        ("Server running at http://localhost:3000\n", True),
        ("rm app.py\n", False),
        ("sed -i 's/1/2/' app.py\n", False),
        ("ruff format\n", False),
    ],
)
def test_a_terminal_fence_without_prompts_runs_its_command_lines(block: str, usable: bool) -> None:
    """Without any prompt, a line that starts with a command is one; the others are output."""
    text = "```bash\n" + _heredoc("app.py") + "```\n\nYou should see:\n\n```terminal\n" + block
    result = parse_response(text + "```\n", finish_reason="stop")
    assert result.usable is usable, result.diagnostics
    if usable:
        assert files_of(result) == [("app.py", _BODY)]


def test_a_console_fence_with_prompts_does_not_run_its_output() -> None:
    """In a session with prompts, the lines without one are output, not commands."""
    text = (
        "```console\n$ ls\nrm app.py\ncd elsewhere\n$ echo ok\n```\n\n"
        "```bash\n" + _heredoc("app.py") + "```\n```console\n$ cat app.py\nrm app.py\n```\n"
    )
    result = parse_response(text, finish_reason="stop")
    assert result.usable, result.diagnostics
    assert files_of(result) == [("app.py", _BODY)]


# -- write tools: only a known whole-file writer writes a whole file ---------------------------

_WRITERS = ["write_file", "write_to_file", "create_file", "Write", "save_file", "new_file"]
_NAMESPACES = st.sampled_from(["", "functions.", "default_api.", "mcp__fs__", "tools/"])


def _styled(words: list[str], style: str) -> str:
    if style == "camel":
        return words[0] + "".join(w.title() for w in words[1:])
    if style == "pascal":
        return "".join(w.title() for w in words)
    return ("-" if style == "kebab" else "_").join(words)


_STYLES = st.sampled_from(["snake", "camel", "pascal", "kebab"])


@settings(max_examples=60, deadline=None)
@given(_NAMESPACES, st.sampled_from(_WRITERS), _STYLES)
def test_a_known_writer_writes_the_whole_file(namespace: str, writer: str, style: str) -> None:
    name = namespace + _styled(writer.lower().split("_"), style)
    result = parse_response(
        _calls((name, {"path": "app.py", "content": _BODY})), finish_reason="tool_calls"
    )
    assert result.usable, (name, result.diagnostics)
    assert files_of(result) == [("app.py", _BODY)]


_PART = st.sampled_from(
    ["add", "append", "extend", "patch", "edit", "update", "modify", "insert", "prepend", "apply"]
)
_NOUN = st.sampled_from(["file", "to_file", "file_content", "code", "text", "lines", "source"])


@settings(max_examples=80, deadline=None)
@given(_NAMESPACES, _PART, _NOUN, _STYLES)
def test_a_tool_named_for_changing_part_of_a_file_is_an_edit(
    namespace: str, part: str, noun: str, style: str
) -> None:
    name = namespace + _styled([part, *noun.split("_")], style)
    result = parse_response(
        _calls((name, {"path": "app.py", "content": _BODY})), finish_reason="tool_calls"
    )
    assert not result.usable, (name, result.status, files_of(result))
    assert result.status.value == "edit_blocks", (name, result.status)


@settings(max_examples=60, deadline=None)
@given(_NAMESPACES, st.from_regex(r"[a-z]{3,8}(_[a-z]{3,8}){0,2}", fullmatch=True))
def test_a_tool_this_reader_does_not_know_is_not_a_whole_file(namespace: str, name: str) -> None:
    """Any other name with a path and a content: an edit or refused, never a clean file."""
    whole = {"write", "create", "save"} | {w.lower() for w in _WRITERS}
    if name in whole:
        return
    result = parse_response(
        _calls((namespace + name, {"path": "app.py", "content": _BODY})),
        finish_reason="tool_calls",
    )
    assert not result.usable, (name, result.status, files_of(result))
    assert _codes(result) & {"tool-call-name", "edit-blocks"}, result.diagnostics


@pytest.mark.parametrize(
    "unit",
    [
        "sudo ",  # one command behind ever more prefixes
        "env X{i}=1 ",
        "uv run ",
        "eval ",
        "eval sudo ",
        "builtin ",
    ],
)
def test_prefixes_read_in_linear_time(unit: str) -> None:
    def make(count: int) -> str:
        prefixes = "".join(unit.format(i=i) for i in range(count))
        return "```bash\n" + _heredoc("a.py") + prefixes + "cd x\n" + _heredoc("b.py") + "```\n"

    assert_linear(make, parse_response, 200)


@pytest.mark.parametrize(
    "unit",
    [
        "```terminal\ncd a{i}\n```\n",  # session fences without prompts, each scanned ahead
        "```console\n$ ls\nout\n```\n",
        "Run `npm run build{i}` and `black a{i}.py`.\n",
        "```powershell\ncd a{i}\n```\n",
    ],
)
def test_fences_and_prose_after_the_end_marker_read_in_linear_time(unit: str) -> None:
    def make(count: int) -> str:
        return hybrid_doc(("a.py", _BODY)) + "".join(unit.format(i=i) for i in range(count))

    assert_linear(make, parse_response, 100)


def test_an_unclosed_terminal_fence_is_scanned_once() -> None:
    def make(count: int) -> str:
        return "```bash\n" + _heredoc("a.py") + "```\n```terminal\n" + "ls\n" * count

    assert_linear(make, parse_response, 500)


@pytest.mark.parametrize(
    ("line", "changes"),
    [
        ("Remove-Item app.py", True),
        ("Set-Content app.py 'x'", True),
        ("del app.py", True),
        ("copy /Y x.py app.py", True),
        ("rm app.py", True),
        ("echo x > app.py", True),
        ("Get-Content a.txt | Out-File app.py", True),
        ("python -c (Get-Content x)", True),
        ("PS C:\\proj> npm start", False),
        ("python app.py", False),
        (".\\venv\\Scripts\\activate", False),
        ("$env:PORT = 3000; node server.js", False),
        ("cd backend && uvicorn main:app --reload", False),
        ("set -x PORT 3000", False),
    ],
)
def test_a_line_of_another_shell_changes_every_file_unless_harmless(
    line: str, changes: bool
) -> None:
    """PowerShell, cmd and fish lines: an allow-list; anything not on it may change any file."""
    assert foreign_effect(line).work_tree is changes
