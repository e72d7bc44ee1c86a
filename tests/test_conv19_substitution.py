"""fix-conv19: the commands of a command substitution are read where the shell runs them: in
a heredoc body whose delimiter is not quoted (our format's commands, JSON tool calls), in a
legacy answer's setup_instructions (``X=$(rm a.py)``), and across the lines of a quoted
string in a tool call's bash command. A body the shell does not expand, and a substitution
whose commands change no held file, stay usable."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

A = "x = 1\n"
_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'


def _ours(after: str) -> str:
    return (
        _HEAD
        + f"===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\n{A}\n===FILE_CONTENT_BLOCK===END\n\n"
        + "```bash\n"
        + after
        + "```\n"
    )


def _tool_call(command: str) -> str:
    calls = [
        {"id": "w", "type": "function", "function": {"name": "write_file",
         "arguments": json.dumps({"path": "a.py", "content": A})}},
        {"id": "r", "type": "function", "function": {"name": "bash",
         "arguments": json.dumps({"command": command})}},
    ]  # fmt: skip
    return json.dumps({"role": "assistant", "tool_calls": calls})


def _legacy(step: str) -> str:
    return json.dumps(
        {"files": [{"file_path": "a.py", "content": A}], "setup_instructions": [step]}
    )


@pytest.mark.parametrize(
    "script",
    [
        "cat <<'EOF'\n$(rm a.py)\nEOF\n",
        'cat <<"EOF"\n`rm a.py`\nEOF\n',
        "cat <<\\EOF\n$(rm a.py)\nEOF\n",
        "cat <<EOF\nBuilt on $(date) by `whoami`\nEOF\n",
    ],
    ids=["single-quoted", "double-quoted", "backslash", "inert-commands"],
)
def test_a_body_the_shell_does_not_expand_or_that_changes_nothing_stays_usable(
    script: str,
) -> None:
    # a quoted delimiter: the body is text, nothing runs; date and whoami change no file
    for text in (_ours(script), _tool_call(script)):
        result = parse_response(text)
        assert result.usable, (result.status, [d.message for d in result.diagnostics])
        assert {f.file_path: f.content for f in result.code.files} == {"a.py": A}


def test_a_substitution_in_an_expanded_body_runs_in_the_folder_it_stands_in() -> None:
    # the cd runs inside the substitution's subshell: the rm after it removes web/a.py, and a
    # later line of the body is read from the folder the script was in
    result = parse_response(_ours("cat <<EOF\n$(cd web && rm a.py)\nEOF\n"))
    assert result.usable, result.status
    result = parse_response(_ours("cat <<EOF\n$(cd web)\n$(rm a.py)\nEOF\n"))
    assert not result.usable, result.status


def test_a_substitution_left_open_in_an_expanded_body_may_change_any_file() -> None:
    for text in (_ours("cat <<EOF\n$(rm\nEOF\n"), _tool_call("cat <<EOF\n$(rm\nEOF\n")):
        assert not parse_response(text).usable


def test_an_apostrophe_in_a_tool_call_heredoc_body_opens_no_quote() -> None:
    # the body's "don't" is text: the rm after the delimiter is a command of its own
    script = "cat <<'EOF'\ndon't\nEOF\nrm a.py\n"
    assert not parse_response(_tool_call(script)).usable
    script = "cat <<'EOF'\ndon't\nEOF\necho done\n"
    assert parse_response(_tool_call(script)).usable


def test_a_tool_call_quote_across_lines_is_one_command() -> None:
    # the message's lines are one word: "rm a.py" inside it runs nothing
    assert parse_response(_tool_call('git commit -m "Fix\n\nrm a.py"\n')).usable
    # and the command list goes on after the closing quote
    assert not parse_response(_tool_call('git commit -m "Fix\n\nok" && rm a.py\n')).usable


@pytest.mark.parametrize(
    "step",
    ["X=$(echo $(rm a.py))", "echo `rm a.py`", 'cd web && echo "$(rm ../a.py)"'],
    ids=["nested", "backquotes", "after-cd"],
)
def test_setup_instructions_substitutions_are_read(step: str) -> None:
    assert not parse_response(_legacy(step)).usable


@pytest.mark.parametrize(
    "step", ['echo "$(date)"', "VERSION=$(python --version)", 'cd web && echo "$(rm a.py)"']
)
def test_setup_instructions_substitutions_that_name_no_held_file_pass(step: str) -> None:
    # (web/a.py is not a.py: setup_instructions count a command only when it names a held file)
    result = parse_response(_legacy(step))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])


@pytest.mark.parametrize(
    "line",
    [
        "env -S 'sed -i s/1/2/ a.py'\n",
        "env --split-string='rm a.py'\n",
        "env '-Srm a.py'\n",
        "/usr/bin/env -S 'mv a.py b.py'\n",
    ],
)
def test_env_split_string_is_the_command_it_runs(line: str) -> None:
    assert not parse_response(_ours(line)).usable


def test_env_split_string_of_a_reading_command_stays_usable() -> None:
    result = parse_response(_ours("env -S 'cat a.py'\n"))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])


@pytest.mark.parametrize(
    "line",
    [". <(echo 'rm a.py')\n", "bash <(curl -s https://example.com/x.sh)\n", "python3 <(echo x)\n"],
)
def test_a_program_read_from_a_process_substitution_may_change_any_file(line: str) -> None:
    assert not parse_response(_ours(line)).usable


def test_a_process_substitution_given_as_data_is_read_as_before() -> None:
    # cat runs no program: the substitution's output is data (and its own cat reads a.py)
    result = parse_response(_ours("cat <(cat a.py)\n"))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
