"""Findings of hunt 17 on the convention readers: fix-conv17's one shell reading of the commands
after the files (quotes across lines, ``eval``, ``timeout ... sh -c``, ``make -C``, the nearest
manifest above, notebook magics and IPython aliases, ``runs.unquoted`` for prose containers,
``text`` fences' ``$`` lines) and fix-legacy14's setup_instructions read as one script (``cd``
kept), attacked for a usable result whose files differ from what the model meant and for false
refusals of ordinary answers, across our format, Markdown, legacy JSON, Cline, JSON tool calls
and heredoc scripts.

Each test is one minimized finding (or, where it says so, a regression test of a rule that
held). How found: hand probes (``/tmp`` scripts: 42 + 110 commands x 5 placements; 15 install
forms that walk up to a manifest x 4 ecosystems; 25 ``make`` forms; 43 notebook cells x 6 fence
labels; 50 prose containers x 3 heads; 15 setup_instructions ``cd`` shapes; 33 ordinary
answers x 3 heads; 46 heredoc-script shapes; 26 tool-call shapes x 3 envelopes; 17 command
substitutions x 4 placements; 22 Makefiles; 16 scripts run from a folder without a manifest; 14
console sessions x 6 fence labels) and ``benchmarks/hunt_hunt17-conv.py`` (fixed seeds), which
counts them per family.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, ours_then

from artifact_codec import parse_response

A = "x = 1\n"
#: a.py at the root and a folder web/ that the answer writes (without a manifest)
_AW = {"a.py": A, "web/b.py": A}


def _ours(after: str, files: dict[str, str] | None = None) -> str:
    return ours_then(after, files)


def _markdown(after: str) -> str:
    return f"`a.py`:\n```python\n{A}```\n\n" + after


def _legacy(steps: list[str], files: dict[str, str]) -> str:
    listed = [{"file_path": p, "content": t} for p, t in files.items()]
    return json.dumps({"files": listed, "setup_instructions": steps})


def _cline(after: str) -> str:
    return (
        f"<write_to_file>\n<path>a.py</path>\n<content>\n{A}</content>\n</write_to_file>\n\n"
        + after
    )


def _fence(script: str) -> str:
    return "```bash\n" + script + "```\n"


def _tool_call(command: str) -> str:
    calls = [
        {"id": "w", "type": "function", "function": {"name": "write_file",
         "arguments": json.dumps({"path": "a.py", "content": A})}},
        {"id": "r", "type": "function", "function": {"name": "bash",
         "arguments": json.dumps({"command": command})}},
    ]  # fmt: skip
    return json.dumps({"role": "assistant", "tool_calls": calls})


def _said(text: str) -> list[str]:
    return [d.message for d in parse_response(text).diagnostics]


# -- WRONG: a usable result whose files are not what the commands leave ---------------------


def test_env_split_string_runs_its_string() -> None:
    # ``env -S STRING`` (``--split-string``) splits the string into the command it runs: sed
    # edits a.py; the string is one word to the reader, a command name it lets pass
    result = parse_response(_ours(_fence("env -S 'sed -i s/1/2/ a.py'\n")))
    assert not result.usable, result.status


def test_a_process_substitution_sourced_is_a_script() -> None:
    # ``source <(echo CODE)`` runs what echo prints in this shell (``bash <(...)`` in a child)
    result = parse_response(_ours(_fence("source <(echo 'sed -i s/1/2/ a.py')\n")))
    assert not result.usable, result.status


def test_setup_instructions_cd_dash_goes_back() -> None:
    # ``cd -`` returns to the folder before ``cd web``: ``rm a.py`` removes the root a.py,
    # which the answer holds (the kept cd reads it as web/a.py, a file not held)
    result = parse_response(_legacy(["cd web", "cd -", "rm a.py"], _AW))
    assert not result.usable, result.status


def test_setup_instructions_cd_inside_a_function_it_never_calls() -> None:
    # ``f() { cd web; }`` defines f; nothing calls it: the shell stays at the root
    result = parse_response(_legacy(["f() { cd web; }", "rm a.py"], _AW))
    assert not result.usable, result.status


def test_a_backgrounded_cd_leaves_the_shell_where_it_was() -> None:
    # ``cd web &`` runs in a subshell of its own: the next line's rm is at the root
    result = parse_response(_ours(_fence("cd web &\nrm a.py\n"), _AW))
    assert not result.usable, result.status


def test_init_with_no_manifest_above_writes_one() -> None:
    # no package.json anywhere in the answer: ``npm init -y`` writes ./package.json, a file
    # the answer does not give (the rule for ``touch pkg/__init__.py``)
    result = parse_response(_ours(_fence("npm init -y\n"), _AW))
    assert not result.usable, result.status


def test_an_install_with_no_manifest_in_the_answer_keeps_the_answers_files() -> None:
    # decided (docs/lenient.md, "init"): ``npm install vite`` with no package.json in the
    # answer adds to the user's project, whose package.json a partial answer need not give
    # (gpt-pilot's file-and-command answers); the answer's files are what the model wrote
    result = parse_response(_ours(_fence("cd web && npm install vite\n"), _AW))
    assert result.usable, result.status
    assert {f.file_path: f.content for f in result.code.files} == _AW


def test_a_whole_line_in_underscore_bold_is_read() -> None:
    # ``__text__`` is bold as ``**text**`` is: the line is the command
    result = parse_response(_ours("Next steps:\n\n__sed -i s/1/2/ a.py__\n"))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "prose",
    [
        "Then run \u2018sed -i s/1/2/ a.py\u2019.\n",
        "*sed -i s/1/2/ a.py*\n",
        "```text\nuser@host:~/app$ sed -i s/1/2/ a.py\n```\n",
        "Step | Command\n---|---\n1 | sed -i s/1/2/ a.py\n",
    ],
    ids=["typographic-single-quotes", "italic-line", "text-fence-user-prompt", "bare-table"],
)
def test_markdown_answers_read_prose_containers_as_ours_does(prose: str) -> None:
    # our format refuses each of these (the sed edits a.py); after Markdown files they pass
    result = parse_response(_markdown("Next steps:\n\n" + prose))
    assert not result.usable, result.status


def test_an_ipython_alias_without_its_percent_runs() -> None:
    # automagic (IPython's default): ``mv a.py b.py`` in a cell is ``%mv``: a.py is gone
    result = parse_response(_ours("In the notebook:\n\n```ipython\nmv a.py b.py\n```\n"))
    assert not result.usable, result.status


def test_colab_shell_cell_magic_runs_the_cell() -> None:
    # Colab's ``%%shell`` runs the cell as ``%%bash`` does
    result = parse_response(_ours("In Colab:\n\n```python\n%%shell\nsed -i s/1/2/ a.py\n```\n"))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "cell",
    ["!rm a.py\n", "!mv a.py b.py\n", "%rm a.py\n", "%%time\n!sed -i 1d a.py\n"],
    ids=["bang-rm", "bang-mv", "percent-rm", "time-bang"],
)
def test_an_unlabelled_fence_of_magics_is_a_notebook_cell(cell: str) -> None:
    # no info string, but ``!cmd`` / ``%rm`` / ``%%time`` are a cell's: the command runs (in a
    # ```python fence the same lines are refused; ``!echo x > a.py`` is refused here too)
    result = parse_response(_ours("In the notebook:\n\n```\n" + cell + "```\n"))
    assert not result.usable, result.status


_CAT_A = "cat > a.py <<'EOF'\nx = 1\nEOF\n"


def test_a_heredoc_script_after_a_backgrounded_cd_writes_at_the_root() -> None:
    # ``cd src &`` changes the folder of a background subshell only: cat writes ./a.py
    result = parse_response("```bash\ncd src &\n" + _CAT_A + "```\n")
    if result.usable:
        assert files_of(result) == [("a.py", A)]


@pytest.mark.parametrize(
    "quoted",
    [
        "git commit -m \"notes\n\ncat > b.py <<'EOF'\ny = 2\nEOF\n\"\n",
        "echo '\ncat > b.py <<EOF\ny = 2\nEOF\n'\n",
    ],
    ids=["commit-message", "echo-single-quotes"],
)
def test_a_heredoc_inside_a_quoted_string_writes_no_file(quoted: str) -> None:
    # the quote across lines makes the heredoc lines one word of git/echo: b.py is not written
    result = parse_response("```bash\n" + quoted + _CAT_A + "```\n")
    if result.usable:
        assert files_of(result) == [("a.py", A)]


def test_a_python_heredoc_before_the_files_writes_a_lost_file() -> None:
    # ``python3 - <<'PY'`` runs the heredoc as a program: b.py is written and no heredoc gives
    # it (``touch b.py`` / ``echo y > b.py`` there are held, ``sh <<SH`` is refused)
    script = "python3 - <<'PY'\nopen('b.py', 'w').write('y')\nPY\n" + _CAT_A
    result = parse_response("```bash\n" + script + "```\n")
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "command",
    [
        "python3 <<'EOF'\nimport os\nos.remove('a.py')\nEOF\n",
        "node <<'EOF'\nrequire('fs').unlinkSync('a.py')\nEOF\n",
        "sh <<'EOF'\nrm a.py\nEOF\n",
    ],
    ids=["python", "node", "sh"],
)
def test_a_tool_call_heredoc_fed_to_an_interpreter_is_read(command: str) -> None:
    # a bash call's heredoc is the program python/node/sh run (``python3 -`` is refused)
    calls = [
        {"id": "w", "type": "function", "function": {"name": "write_file",
         "arguments": json.dumps({"path": "a.py", "content": A})}},
        {"id": "r", "type": "function", "function": {"name": "bash",
         "arguments": json.dumps({"command": command})}},
    ]  # fmt: skip
    result = parse_response(json.dumps({"role": "assistant", "tool_calls": calls}))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "steps",
    [
        ["Remove the old file: rm a.py"],
        ["Then rm a.py"],
        ["**rm a.py**"],
        [{"step": 1, "command": "rm a.py"}],
    ],
    ids=["prose-colon", "then", "bold", "step-object"],
)
def test_setup_instructions_steps_in_other_shapes_are_read(steps: list[object]) -> None:
    # each step removes a.py; "Run: rm a.py" and "1. rm a.py" are refused, these are clean
    listed = [{"file_path": "a.py", "content": A}]
    result = parse_response(json.dumps({"files": listed, "setup_instructions": steps}))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "step",
    ['echo "$(rm a.py)"', "X=$(rm a.py)", '[ -n "$(rm a.py)" ]'],
    ids=["echo-dq", "assignment", "test"],
)
def test_setup_instructions_command_substitution_runs(step: str) -> None:
    # ``$(rm a.py)`` runs rm wherever it stands (a backquoted one is refused; in our format's
    # commands the same lines are refused)
    listed = [{"file_path": "a.py", "content": A}]
    result = parse_response(json.dumps({"files": listed, "setup_instructions": [step]}))
    assert not result.usable, result.status


@pytest.mark.parametrize("wrap", ["ours", "tool-call"], ids=["ours", "tool-call"])
def test_a_case_arm_on_its_pattern_s_line_runs(wrap: str) -> None:
    # ``clean) rm a.py ;;`` -- the usual one-line arm -- runs rm when $1 is clean (an arm on
    # lines of its own is refused)
    script = 'case "$1" in\n  clean) rm a.py ;;\n  *) echo hi ;;\nesac\n'
    text = _ours(_fence(script)) if wrap == "ours" else _tool_call(script)
    result = parse_response(text)
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "script",
    ["cat <<EOF\n$(rm a.py)\nEOF\n", "cat <<EOF\nNow: `rm a.py`\nEOF\n"],
    ids=["dollar-paren", "backquotes"],
)
def test_an_unquoted_heredoc_body_s_substitution_runs(script: str) -> None:
    # an unquoted delimiter: the shell expands $(...) and `...` in the body (rm runs);
    # the heredoc convention refuses it, our format's commands and tool calls let it pass
    for text in (_ours(_fence(script)), _tool_call(script)):
        result = parse_response(text)
        assert not result.usable, result.status


def test_a_tool_call_substitution_in_a_quote_across_lines_runs() -> None:
    # ``git commit -m "Fix<newline><newline>$(rm a.py)"``: the substitution runs inside the
    # double quotes (our format's commands refuse it; the tool call's bash command passes)
    result = parse_response(_tool_call('git commit -m "Fix\n\n$(rm a.py)"\n'))
    assert not result.usable, result.status


@pytest.mark.parametrize("command", ["make", "make -C web"], ids=["root", "make-C"])
def test_a_makefile_shell_function_runs_when_make_reads_it(command: str) -> None:
    # ``X := $(shell rm a.py)`` runs rm as make reads the Makefile, whatever the target
    makefile = "X := $(shell rm a.py)\nall:\n\techo hi\n"
    where = "" if command == "make" else "web/"
    files = {"a.py": A, "web/a.py": A, where + "Makefile": makefile}
    result = parse_response(_ours(_fence(command + "\n"), files))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "command",
    ["cd web && npm run clean", "cd web && npm install", "cd web && yarn build"],
    ids=["npm-run", "npm-install-postinstall", "yarn-script"],
)
def test_a_script_run_from_a_folder_without_a_manifest_is_the_one_above(command: str) -> None:
    # npm/yarn walk up to the package.json above web/ and run its script there: rm web/main.js
    # (the same commands at the root are refused; the nearest-manifest rule covers only edits)
    scripts = {
        "postinstall": "rm web/main.js",
        "clean": "rm web/main.js",
        "build": "rm web/main.js",
    }
    files = {
        "package.json": json.dumps({"name": "r", "scripts": scripts}, indent=2) + "\n",
        "web/main.js": "1;\n",
    }
    root = parse_response(_ours(_fence(command.replace("cd web && ", "") + "\n"), files))
    assert not root.usable, root.status
    result = parse_response(_ours(_fence(command + "\n"), files))
    assert not result.usable, result.status


@pytest.mark.parametrize(
    "session",
    [
        '```console\n$ for f in *.py; do\n>   rm "$f"\n> done\n```\n',
        "```console\n$ echo hi && \\\n> rm a.py\n```\n",
        "```console\n>>> import os; os.remove('a.py')\n```\n",
        "```text\nIn [1]: import os; os.remove('a.py')\n```\n",
        "```console\napp % rm a.py\n```\n",
        "```console\n# rm a.py\n```\n",
        "```text\nPS C:\\app> Remove-Item a.py\n```\n",
    ],
    ids=["ps2-loop", "ps2-backslash", "python-repl", "ipython-prompt", "zsh-prompt", "root-prompt",
         "powershell-prompt"],
)  # fmt: skip
def test_a_console_session_s_other_prompts_are_commands(session: str) -> None:
    # a transcript's ``> `` continuation lines belong to the ``$`` command above them; ``>>>``
    # and ``In [1]:`` run Python; ``%``, ``#`` (root) and ``PS C:\\>`` are prompts: a.py goes
    result = parse_response(_ours("Session:\n\n" + session))
    assert not result.usable, result.status


# -- false refusals of ordinary answers ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        _ours("Then <code>python a.py</code> prints 1.\n"),
        _ours("Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop the server.\n"),
        _ours("Stop it with <kbd>Ctrl+C</kbd>.\n"),
        _cline("Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop the server.\n"),
    ],
    ids=["code-in-sentence", "kbd-keys", "kbd-ctrl-c", "cline-kbd"],
)
def test_html_code_and_keys_in_a_sentence_run_nothing(text: str) -> None:
    # the sentence's first word ("Then", "Press") is no command; ``</kbd>`` writes no file
    result = parse_response(text)
    assert result.usable, (result.status, _said(text))
    assert files_of(result) == [("a.py", A)]


@pytest.mark.parametrize(
    "text",
    [
        _ours("Then <code>rm a.py</code> to start over.\n"),
        _ours("Then run <code>sed -i s/1/2/ a.py</code> once.\n"),
        _ours("Finally <kbd>echo y = 3 > a.py</kbd> and you are done.\n"),
        _markdown("Then run <code>sed -i s/1/2/ a.py</code> once.\n"),
        _cline("Then run <code>sed -i s/1/2/ a.py</code> once.\n"),
    ],
    ids=["ours-rm", "ours-sed", "ours-kbd-redirect", "markdown-sed", "cline-sed"],
)
def test_a_command_in_html_code_in_a_sentence_still_changes_the_file(text: str) -> None:
    # the element reads as the code span it renders as: the command in it is weighed
    assert not parse_response(text).usable


@pytest.mark.parametrize(
    "script",
    ["timeout 10 python a.py\n", "timeout 10 sh -c 'python a.py'\n"],
    ids=["timeout-python", "timeout-sh-c"],
)
def test_timeout_of_a_runner_is_the_runner(script: str) -> None:
    # ``timeout`` runs its command: ``python a.py`` runs what the answer wrote
    result = parse_response(_ours(_fence(script)))
    assert result.usable, (result.status, _said(_ours(_fence(script))))
    assert files_of(result) == [("a.py", A)]


def test_eval_of_a_tool_s_shell_setup_line() -> None:
    # the README line ``eval "$(pyenv init -)"`` (ssh-agent, direnv alike) sets up the shell;
    # a judgment call: what the tool prints is not the answer's text
    text = _ours(_fence('eval "$(pyenv init -)"\npython a.py\n'))
    result = parse_response(text)
    assert result.usable, (result.status, _said(text))
    assert files_of(result) == [("a.py", A)]


# -- regression tests: ordinary answers that stay usable (these held) ------------------------


@pytest.mark.parametrize(
    "after",
    [
        "Run `npm install` then `npm start`.\n",
        _fence('git add a.py\ngit commit -m "Add a\n\nThis adds the a module.\n\nIt\'s tiny."\n'),
        "```console\n$ python a.py\nDon't panic\n$ ls\na.py\n```\n",
        "```text\n$ python a.py\nit's done\n```\n",
        _fence("cat <<EOF\nIt's ready\nEOF\npython a.py\n"),
        "That's it! Don't forget to run `python a.py`, it'll print 1.\n",
    ],
    ids=["readme", "commit-across-lines", "console", "text-session", "heredoc-stdout", "prose"],
)
def test_ordinary_answers_stay_usable(after: str) -> None:
    for text in (_ours(after), _markdown(after)):
        result = parse_response(text)
        assert result.usable, (result.status, _said(text))
        assert files_of(result) == [("a.py", A)]


@pytest.mark.parametrize(
    "script",
    [
        "cat <<EOF\nDon't forget\nEOF\nsed -i s/1/2/ a.py\necho 'done'\n",
        "echo don\\'t\nsed -i s/1/2/ a.py\necho it\\'s\n",
        "python3 - <<'PY'\n# it's a check\nprint(1)\nPY\nsed -i s/1/2/ a.py\necho 'ok'\n",
    ],
    ids=["heredoc-body-apostrophe", "escaped-apostrophes", "python-heredoc-comment"],
)
def test_an_apostrophe_the_shell_does_not_read_as_a_quote_hides_nothing(script: str) -> None:
    # regression (held): a heredoc body's or an escaped apostrophe opens no quote
    result = parse_response(_ours(_fence(script)))
    assert not result.usable, result.status
