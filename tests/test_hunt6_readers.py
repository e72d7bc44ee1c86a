"""Findings of a sixth attack on the lenient reader, on the rules that landed last: the command
effect allow-list (heredoc scripts, shell tool calls, commands after the end marker), the tool-call
names and arguments, Claude artifacts, and Markdown label notes.

A "meant or refused" test passes when the answer is read as the model meant it or is not usable;
it fails when the answer comes back usable (clean, recovered or repaired) with other files than
the model meant, or with files that a command after them changes (the model meant the changed
files, which the answer does not hold: only a refusal is right). Found by hand probes of each
rule of ``docs/lenient.md`` and counted by ``benchmarks/hunt_hunt6-readers.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, hybrid_doc, meant_or_refused

from artifact_codec import parse_response

APP = "def f():\n    return 1\n"
MANIFEST = '{\n  "name": "x",\n  "version": "1.0.0"\n}\n'


def _after_end(command: str) -> str:
    """Our format's answer (app.py, package.json), then run instructions in a shell block."""
    doc = hybrid_doc(("app.py", APP), ("package.json", MANIFEST))
    return doc + "\nThen run:\n\n```bash\n" + command + "\n```\n"


def _after_heredoc(command: str) -> str:
    """A shell script writing app.py and package.json with heredocs, then ``command``."""
    return (
        "```bash\ncat > app.py <<'EOF'\n"
        + APP
        + "EOF\ncat > package.json <<'EOF'\n"
        + MANIFEST
        + "EOF\n"
        + command
        + "\n```\n"
    )


# -- the shell's own writing that the splitter does not see ----------------------------------

_WRITES_APP = [
    # `>& word` (word not a number) sends stdout and stderr to the file: bash's old `&>`
    "ls >& app.py",
    "python app.py >& app.py",
    # curl options that write the file they name (not -o/-O)
    "curl -D app.py https://example.com",
    "curl -c app.py https://example.com",
    "curl --trace app.py https://example.com",
    "curl --stderr app.py https://example.com",
    "curl --libcurl app.py https://example.com",
    # GNU time's -o writes its report into the file, spelled by its path
    "/usr/bin/time -o app.py ls",
    # npx -c runs a shell command string
    "npx -c 'rm app.py'",
    # a runner (taken to leave the written files) that copies onto a named written file
    "docker cp web:/app/app.py app.py",
    "kubectl cp pod:/app/app.py app.py",
    "aws s3 cp s3://bucket/app.py app.py",
    "aws s3 sync s3://bucket .",
    "gcloud storage cp gs://bucket/app.py .",
    # a runner given a subcommand that rewrites sources in place
    "jupyter nbconvert --to notebook --inplace app.py",
    "docker run --rm -v .:/app -w /app python:3 black .",
    "docker compose run web black .",
    "python -m pre_commit run --all-files",
    # a runner that adds a dependency: rewrites package.json
    "ng add @angular/material",
    "npx expo install expo-camera",
    # `git clone ... .` is read as replacing the files; the same folder through a variable
    "git clone https://example.com/repo.git $PWD",
]


@pytest.mark.parametrize("command", _WRITES_APP)
def test_command_after_end_marker_that_writes_a_written_file(command: str) -> None:
    """Class: silently wrong (effect allow-list: a command or form read as leaving the files).
    Found by: hand probes of the allow-list's entries with the options and subcommands that
    write (`benchmarks/hunt_hunt6-readers.py`, after-writes).
    What happened: `recovered` with app.py and package.json as written, no `changed-after`:
    `>&` is not among the output redirections; curl's -D/-c/--trace/--stderr/--libcurl, GNU
    time's -o (as `/usr/bin/time`) and `npx -c` are not read; the runners (docker, kubectl,
    aws, gcloud, jupyter, ng, expo, python -m for modules not known to read) are taken to leave
    the written files even when their arguments name one as a destination, or a subcommand
    rewrites sources or the manifest.
    """
    result = parse_response(_after_end(command), finish_reason="stop")
    assert not result.usable, (command, result.status, files_of(result))


@pytest.mark.parametrize("command", _WRITES_APP)
def test_command_after_heredoc_that_writes_a_written_file(command: str) -> None:
    """Class: silently wrong (heredoc reader, `heredoc-changed` not given).
    Found by: the commands above, after heredocs.
    What happened: `recovered` with the heredocs' files as written.
    """
    meant_or_refused(parse_response(_after_heredoc(command)), [])


# -- shell tool calls after write calls -------------------------------------------------------


def _call(name: str, **arguments: Any) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "arguments": json.dumps(arguments)}}


def _calls(*calls: dict[str, Any]) -> str:
    return json.dumps({"tool_calls": list(calls)})


_WRITE_APP = _call("write_file", path="app.py", content=APP)


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        # shell tools under other names: the command string is never read as a script
        ("run_shell", {"command": "rm app.py"}),
        ("run_in_terminal", {"command": "rm app.py"}),
        ("shell_exec", {"command": "rm app.py"}),
        ("terminal_exec", {"cmd": "rm app.py"}),
        # a known shell tool whose command is an argv list, or under another key
        ("execute_command", {"command": ["rm", "app.py"]}),
        ("bash", {"command": ["rm", "app.py"]}),
        ("bash", {"script": "rm app.py"}),
        ("run_command", {"command": "rm", "args": ["app.py"]}),
        # a working folder given as an argument: ../app.py from src is app.py
        ("bash", {"command": "rm ../app.py", "cwd": "src"}),
        # the shell's `>&` redirection
        ("bash", {"command": "ls >& app.py"}),
        # names that start with a reading word but say they write
        ("checkout_file", {"path": "app.py"}),
        ("check_and_fix", {"path": "app.py"}),
        ("get_or_create_file", {"path": "app.py"}),
        ("open_and_truncate", {"path": "app.py"}),
        ("list_and_delete", {"path": "app.py"}),
        ("show_diff_and_apply", {"path": "app.py"}),
        ("statusbar_update", {"path": "app.py"}),
        ("find_and_replace_in_file", {"file": "app.py", "pattern": "1", "replacement": "2"}),
    ],
)
def test_later_call_that_changes_a_written_file(name: str, arguments: dict[str, Any]) -> None:
    """Class: silently wrong (tool calls: `tool-call-changed` not given).
    Found by: hand probes of the later-call rule: shell tools under names outside the known
    list, argv lists, a `cwd` argument, and tool names that start with a reading prefix
    (`check` matches `checkout_file`, `stat` matches `statusbar_update`, `find`/`list`/`get`/
    `open`/`show` match names that go on to say they write).
    What happened: `recovered` with app.py as `write_file` wrote it.
    """
    result = parse_response(_calls(_WRITE_APP, _call(name, **arguments)))
    meant_or_refused(result, [])


@pytest.mark.parametrize("said", ["the first half", "first part of the module", "top half"])
def test_write_call_whose_explanation_says_partial(said: str) -> None:
    """Class: silently wrong (tool calls: partial-file words).
    Found by: probes of the known descriptive arguments with partial words.
    What happened: `recovered` with app.py as a whole file; the words "the first half" are
    outside the partial family the description check knows.
    """
    call = _call("write_file", path="app.py", content=APP, explanation=said)
    meant_or_refused(parse_response(_calls(call)), [])


# -- Claude artifacts ---------------------------------------------------------------------------


def _artifact(title: str, body: str, identifier: str = "app", extra: str = "") -> str:
    return (
        f'<antArtifact identifier="{identifier}" type="application/vnd.ant.code" '
        f'language="python" title="{title}"{extra}>\n{body}</antArtifact>\n'
    )


def test_artifact_updated_under_another_title_is_not_two_files() -> None:
    """Class: silently wrong (claude_artifacts: an update read as a second file).
    Found by: an artifact repeated with its identifier (the artifacts prompt reuses the
    identifier when it updates one) and a new title.
    What happened: `recovered` with app.py and main.py: the model meant one file, the second
    version (renamed); the user gets the stale first one beside it.
    """
    text = (
        "Here:\n\n"
        + _artifact("app.py", APP)
        + "\nRenamed and fixed:\n\n"
        + _artifact("main.py", "def f():\n    return 2\n")
    )
    meant_or_refused(parse_response(text), [("main.py", "def f():\n    return 2\n")])


def test_artifact_update_command_alone_is_not_a_whole_file() -> None:
    """Class: silently wrong (claude_artifacts: `command="update"` ignored).
    Found by: the artifact's `command` attribute (update of an artifact from an earlier turn).
    What happened: `recovered` with app.py = the update's text, as a whole new file.
    """
    text = _artifact("app.py", "def g():\n    return 3\n", extra=' command="update"')
    meant_or_refused(parse_response(text), [])


@pytest.mark.parametrize("note", ["(excerpt)", "- only f()", "(part 1 of 2)", "(tail)"])
def test_artifact_title_with_a_partial_note(note: str) -> None:
    """Class: silently wrong (claude_artifacts: the label-note allow-list is not applied).
    Found by: the Markdown label notes put in an artifact's title.
    What happened: `recovered` (`path-unwrapped`) with app.py as a whole file: the title's note
    is dropped, although in a Markdown label the same note refuses the file (`label-note`,
    `partial-file`).
    """
    meant_or_refused(parse_response(_artifact(f"app.py {note}", APP)), [])


# -- Markdown label notes -----------------------------------------------------------------------


@pytest.mark.parametrize("note", ["(broken)", "(wrong)", "(version A)"])
def test_label_note_saying_the_block_is_not_the_meant_file(note: str) -> None:
    """Class: silently wrong (label-note allow-list too wide).
    Found by: notes outside both families (`benchmarks/hunt_hunt6-readers.py`, md-note).
    What happened: `recovered` with app.py as written: "(broken)"/"(wrong)" say the block is the
    file the user has, not the one to write (only "(was broken)" is the harmless family's), and
    "(version A)" is one of two alternatives.
    """
    text = f"Here is the code.\n\n`app.py` {note}\n```python\n{APP}```\n"
    meant_or_refused(parse_response(text), [])


# -- ordinary run instructions the allow-list refuses ----------------------------------------

_ORDINARY_AFTER = [
    # the written file is the source of a copy, never its destination
    "cp app.py app.py.bak",
    "scp app.py user@host:/srv/",
    "rsync -av ./ user@host:/srv/app/",
    # uv runs a script by its name, as `python app.py` does
    "uv run app.py",
    "pipenv run python app.py",
    # a download named by the URL that is no written file
    "wget https://example.com/data.csv",
    # subcommands that only read or generate outside the sources
    "git stash list",
    "git clean -n",
    "npx prisma generate",
    "cargo clippy",
]


@pytest.mark.parametrize("command", _ORDINARY_AFTER)
def test_ordinary_run_instructions_after_end_marker(command: str) -> None:
    """Class: false refusal (rated: 131 of 200 in after-run of the benchmark).
    Found by: real run instructions after an answer (`benchmarks/hunt_hunt6-readers.py`,
    after-run; each row alone here).
    What happened: `rejected_files` with `changed-after`: `cp`/`scp`/`rsync` are read as
    changing every argument, the source too ("copies onto it"); `uv run app.py` runs "app.py,
    which this reader does not know" (`uv run src/app.py` and `uv run python app.py` are read);
    `pipenv` is unknown; `wget URL` "writes a file named by the URL" although that name is no
    written file; `git stash list`, `git clean -n` (a dry run), `prisma generate` (writes
    node_modules) and `cargo clippy` (no `--fix`) write no written file.
    """
    result = parse_response(_after_end(command), finish_reason="stop")
    assert result.usable, (command, result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", APP), ("package.json", MANIFEST)]


# -- files a script writes without a heredoc: echo/printf and the redirections around them -----

_HEREDOC_A = "cat > a.py <<'EOF'\n" + APP + "EOF\n"


@pytest.mark.parametrize(
    ("line", "b_py"),
    [
        # redirections are done left to right: the last one of stdout wins, the earlier target
        # is created empty
        ("echo x > b.py >&2", ""),
        ("echo x > b.py 1>&2", ""),
        ("echo x > b.py > /dev/null", ""),
        ("printf 'x\\n' > b.py > /dev/null", ""),
        ("echo x 1> b.py 1> c.py", ""),
        # only stderr goes to the file: the shell creates it empty
        ("echo 'y = 2' 2> b.py", ""),
        # `>& word` sends both streams to the file
        ("echo x >& b.py", "x\n"),
        # a group or subshell's output
        ("{ echo x; } > b.py", "x\n"),
        ("( echo x ) > b.py", "x\n"),
        # every later output of the script goes to the file
        ("exec > b.py\necho x", "x\n"),
    ],
)
def test_file_written_without_a_heredoc_is_what_the_shell_writes(line: str, b_py: str) -> None:
    """Class: silently wrong (heredoc reader: echo/printf files, "never dropped").
    Found by: hand probes of the redirections around a certain `echo`/`printf` after a heredoc.
    What happened: `recovered` with b.py = the echoed text although the shell leaves it empty
    (a later redirection of stdout, or only stderr, goes to it; c.py too gets the text), or
    with a.py alone: the files written by `>&`, a `{ ...; }`/`( ... )` group and `exec >` are
    dropped, not refused.
    """
    result = parse_response("```bash\n" + _HEREDOC_A + line + "\n```\n")
    meant_or_refused(result, [("a.py", APP), ("b.py", b_py)])


@pytest.mark.parametrize(
    "line",
    [
        "false && echo x > b.py",
        "test -f b.py && echo x > b.py",
    ],
)
def test_write_after_a_condition_is_not_certain(line: str) -> None:
    """Class: silently wrong (heredoc reader: a write in a condition).
    Found by: `&&`/`||` lists around a certain `echo` (`if`/`for` are refused: "a write in a
    condition").
    What happened: `recovered` with b.py written; after `false &&` (or a test that fails) the
    shell writes nothing, so whether b.py exists is not in the answer.
    """
    result = parse_response("```bash\n" + _HEREDOC_A + line + "\n```\n")
    meant_or_refused(result, [])


def test_delimiter_line_with_a_carriage_return_is_not_the_end() -> None:
    """Class: silently wrong (heredoc-delimiter: a CR is a blank the shell keeps).
    Found by: the `heredoc-delimiter` rule with a lone CRLF line (the text is not all CRLF, so
    no transport conversion).
    What happened: `recovered` with a.py as meant, no `heredoc-delimiter`; bash does not end
    the heredoc at `EOF\\r` (it writes it and the rest into a.py), as it does not at `EOF `.
    """
    result = parse_response("```bash\ncat > a.py <<'EOF'\n" + APP + "EOF\r\n```\n")
    assert not result.usable, (result.status, files_of(result))


# -- PowerShell and cmd blocks after the end marker -------------------------------------------


@pytest.mark.parametrize(
    ("lang", "command"),
    [
        # an assignment runs the command on its right
        ("powershell", "$x = Remove-Item app.py"),
        # a cd, then a Windows relative path back to a written file
        ("powershell", "Set-Location src; python ..\\fix.py ..\\app.py"),
        ("cmd", "cd src && del ..\\app.py"),
        # a terminal transcript in a text fence, prompted as in a console fence
        ("text", "$ rm app.py"),
    ],
)
def test_foreign_shell_command_after_end_marker(lang: str, command: str) -> None:
    """Class: silently wrong (`foreign_effect` allow-list, `changed-after` not given).
    Found by: hand probes of the PowerShell/cmd allow-list (setting a variable, `cd`, runs).
    What happened: `recovered` with app.py as written: the assignment is read as "setting a
    variable", and after `Set-Location src`/`cd src` the `..\\app.py` argument is not read as
    the written app.py; a `$ rm app.py` transcript in a ```` ```text ```` fence is not read.
    """
    result = parse_response(_after_end_block(lang, command), finish_reason="stop")
    assert not result.usable, (lang, command, result.status, files_of(result))


def _after_end_block(lang: str, command: str) -> str:
    doc = hybrid_doc(("app.py", APP), ("package.json", MANIFEST))
    return doc + f"\nThen:\n\n```{lang}\n{command}\n```\n"


# -- Markdown paths ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "`~/.bashrc`\n```bash\nexport X=1\n```\n",
        "`~/.config/app/config.toml`\n```toml\na = 1\n```\n",
        "### ~/app.py\n```python\nx = 1\n```\n",
        "```python ~/app.py\nx = 1\n```\n",
        "```python\n# filename: ~/app.py\nx = 1\n```\n",
    ],
)
def test_home_folder_path_is_not_a_folder_named_tilde(text: str) -> None:
    """Class: silently wrong (Markdown paths: `~` read literally).
    Found by: the `~` paths of the heredoc rule (`heredoc-path`) put in Markdown labels, info
    strings and first-line comments.
    What happened: `recovered` with `~/.bashrc` as a relative path: `write_files` makes a
    folder named `~` in the output; the model meant the home folder's file (a path outside
    the project, which the path policy refuses when written as `/home/...`).
    """
    meant_or_refused(parse_response(text, finish_reason="stop"), [])


# -- decorated paths in tool calls ------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        # a note that the label-note allow-list refuses in Markdown
        "app.py (excerpt)",
        "app.py (part 1 of 2)",
        "app.py (tail)",
        "app.py - only f()",
        "app.py # new function",
        "app.py // excerpt",
        "app.py (lines 10-20)",
        # a note that the file came from elsewhere (`conflicting-path` in Markdown)
        "app.py (was main.py)",
        "app.py (from main.py)",
        # a rename arrow: the model meant app.py, main.py is written
        "main.py -> app.py",
        "main.py \u2192 app.py",
        # a citation of lines
        "app.py:10-20",
        "app.py#L10-L20",
        # label shapes kept as the file's name
        "File: app.py",
        "app.py, b.py",
    ],
)
def test_decorated_path_in_a_write_call(path: str) -> None:
    """Class: silently wrong (tool calls: decorated paths via lenient_path).
    Found by: the Markdown label notes and shapes put in a `write_file` call's path.
    What happened: `recovered` (`path-unwrapped`) with app.py as a whole file: the note is
    dropped without the label-note allow-list; `main.py -> app.py` writes main.py; a line
    citation, `File: app.py` and `app.py, b.py` are kept as file names.
    """
    call = _call("write_file", path=path, content=APP)
    meant_or_refused(parse_response(_calls(call)), [])


def test_cd_in_an_earlier_shell_call_moves_the_later_ones() -> None:
    """Class: silently wrong (tool calls: `cd` in one shell call, a command in the next).
    Found by: splitting "cd, then rm" over two `bash` calls (agents' shells keep their folder
    between calls: OpenHands' `execute_bash`, Claude Code's `Bash`).
    What happened: `recovered` with src/app.py as written; after `cd src` the next call's
    `rm app.py` removes it ("after a `cd` in it, every file" holds only inside one call).
    """
    calls = [
        _call("write_file", path="src/app.py", content=APP),
        _call("bash", command="cd src"),
        _call("bash", command="rm app.py"),
    ]
    meant_or_refused(parse_response(_calls(*calls)), [])


def test_heredoc_in_a_shell_call_beside_write_calls_is_not_dropped() -> None:
    """Class: silently wrong (tool calls: a file written by a heredoc in a shell call).
    Found by: a `write_file` call, then a `bash` call whose command writes b.py by a heredoc.
    What happened: `recovered` with app.py alone: b.py, which the model wrote, is dropped (a
    heredoc over a written file is refused, `tool-call-changed`, but one to a new file is not
    read at all).
    """
    calls = [
        _call("write_file", path="app.py", content=APP),
        _call("bash", command="cat > b.py <<'EOF'\nb = 2\nEOF\n"),
    ]
    meant_or_refused(parse_response(_calls(*calls)), [("app.py", APP), ("b.py", "b = 2\n")])


# -- Markdown: what the label-note allow-list does not see ------------------------------------

_F2 = "def f():\n    return 2\n"


@pytest.mark.parametrize(
    "text",
    [
        # a note in the info string, after the path
        "```python app.py (excerpt)\n" + _F2 + "```\n",
        '```python file="app.py" (excerpt)\n' + _F2 + "```\n",
        # a note the allow-list reads as harmless because of one mark
        "`app.py` (full file*)\n```python\n" + _F2 + "```\n",
    ],
)
def test_note_beside_the_path_outside_the_label(text: str) -> None:
    """Class: silently wrong (label-note allow-list not applied to the info string).
    Found by: the notes of the label-note tests moved into the fence's info string.
    What happened: `recovered` with app.py = the excerpt as a whole file; the same note on a
    label line refuses the file (`label-note`). `(full file*)`: the asterisk (a footnote:
    "except ...") is dropped and the note read as "full file".
    """
    meant_or_refused(parse_response(text, finish_reason="stop"), [])


@pytest.mark.parametrize(
    "text",
    [
        "Add this to `app.py`:\n\n`app.py`\n```python\n" + _F2 + "```\n",
        "Here's the changed part of the file:\n\n`app.py`\n```python\n" + _F2 + "```\n",
        "### Only the changed function\n\n`app.py`\n```python\n" + _F2 + "```\n",
        "`app.py`\n```python\n" + _F2 + "```\n\nThe rest of the file stays the same.\n",
        "`app.py`\n```python\n" + _F2 + "```\n\nPaste this at the bottom of `app.py`.\n",
    ],
)
def test_prose_around_a_labelled_block_says_it_is_a_part(text: str) -> None:
    """Class: silently wrong (rated: prose is never read, the label alone decides).
    Found by: the partial-note words moved from the label into the sentence before or after
    the block (the way chat answers say it).
    What happened: `recovered` with app.py = one function as the whole file; "Add this to",
    "the changed part", "the rest of the file stays the same" around it are not read.
    """
    meant_or_refused(parse_response(text, finish_reason="stop"), [])


@pytest.mark.parametrize("word", ["Logfile", "Outfile", "Tempfile", "Testfile", "Newfile"])
def test_word_ending_in_file_above_output_is_not_a_file(word: str) -> None:
    """Class: silently wrong (suffixless paths: "a name ending in `file`").
    Found by: probes of the suffixless-name rule with English words ending in "file" (the
    rule was written for `Pipfile`, `Podfile`, `justfile`).
    What happened: `recovered` with app.py and a file named `Logfile` (or `Outfile`...) holding
    the program's output, which the model showed, not wrote.
    """
    text = (
        "`app.py`\n```python\n"
        + APP
        + f"```\n\nRun it; the log shows:\n\n**{word}**\n```\nINFO started\n```\n"
    )
    meant_or_refused(parse_response(text, finish_reason="stop"), [("app.py", APP)])


@pytest.mark.parametrize(
    "line",
    [
        "[ -f a.py ] && echo ok",
        "[[ -f a.py ]] && echo ok",
        "if [ -f a.py ]; then echo ok; fi",
        "[ -s a.py ] || echo empty",
        "uv run a.py",
        "diff <(python a.py) expected.txt",
    ],
)
def test_ordinary_commands_after_heredoc(line: str) -> None:
    """Class: false refusal (heredoc reader and after the end marker alike).
    Found by: typical agent setup scripts (heredocs, then checks and runs).
    What happened: `rejected_files`, `heredoc-changed` "runs a command the shell expands":
    the test command `[` (and `[[`) is a glob character to the splitter, so the command name is
    taken for a word the shell expands; `uv run app.py` runs "a program this reader does not
    know"; a process substitution `<(python app.py)` is read as any command.
    """
    result = parse_response("```bash\n" + _HEREDOC_A + line + "\n```\n")
    assert result.usable, (line, result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("a.py", APP)]
