"""fix-outputs184: (1) CircleCI names passed as arguments: the steps a step passes to a declared
command's parameter of ``type: steps``, or a workflow to a job's, and the executor a workflow
passes to a job's parameter of ``type: executor``, are read as the steps and executors declared
in place (hunt138-ccargs): a name neither built in nor declared is the part left out, refused;
names declared, and arguments of other types, stay whole. (2) A tool's output after a write that
shows the written file otherwise (hunt143-output*): see the tables below."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages
from native_answers import native_answer

from artifact_codec import parse_response

_CC_COMMANDS = (
    "commands:\n  with-cache:\n    parameters:\n      steps:\n        type: steps\n"
    "      key:\n        type: string\n        default: v1\n    steps:\n"
    "      - restore_cache:\n          key: << parameters.key >>\n"
    "      - steps: << parameters.steps >>\n"
    "  install-deps:\n    steps:\n      - run: npm ci\n"
    "  outer:\n    steps:\n      - with-cache:\n          steps:\n            - STEP\n\n"
)
_CC_JOB = (
    "jobs:\n  test:\n    parameters:\n      after:\n        type: steps\n        default: []\n"
    "      e:\n        type: executor\n        default: linux\n"
    "      label:\n        type: string\n        default: x\n"
    "    executor: << parameters.e >>\n    steps:\n      - checkout\n"
    "      - steps: << parameters.after >>\n\n"
)
_CC_EXECUTORS = "executors:\n  linux:\n    docker:\n      - image: cimg/base:stable\n\n"


def _cc(step: str = "install-deps", workflow: str = "      - test\n", orbs: str = "") -> str:
    return (
        "version: 2.1\n\n"
        + orbs
        + _CC_COMMANDS.replace("STEP", step)
        + _CC_EXECUTORS
        + _CC_JOB
        + "workflows:\n  main:\n    jobs:\n"
        + workflow
    )


_NODE_ORB = "orbs:\n  node: circleci/node@5.1\n\n"

_CC_PARTS = {
    "command-steps-argument-in-a-command": _cc(step="upload-report"),
    "command-steps-argument-orb-undeclared": _cc(step="slack/notify", orbs=_NODE_ORB),
    "workflow-job-steps-argument-nested-command": _cc(
        workflow="      - test:\n          after:\n            - with-cache:\n"
        "                steps:\n                  - build-frontend\n"
    ),
    "workflow-job-steps-argument-when": _cc(
        workflow="      - test:\n          after:\n            - when:\n"
        "                condition: true\n                steps:\n"
        "                  - build-frontend\n"
    ),
    "workflow-job-executor-orb-undeclared": _cc(
        workflow="      - test:\n          e: macos/default\n"
    ),
}

_CC_PARTS["pipeline-parameter-no-top-parameters"] = _cc(
    workflow="      - test:\n          label: << pipeline.parameters.label >>\n"
)

_CC_WHOLE = {
    "declared-everywhere": _cc(
        workflow="      - test:\n          after:\n            - install-deps\n"
        "            - with-cache:\n                steps:\n                  - install-deps\n"
    ),
    "orb-command-declared": _cc(step="node/install-packages", orbs=_NODE_ORB),
    "string-argument-named-like-a-command": _cc(
        workflow="      - test:\n          label: build-frontend\n"
    ),
    "executor-argument-declared": _cc(workflow="      - test:\n          e: linux\n"),
    "executor-argument-orb-declared": _cc(
        workflow="      - test:\n          e: node/default\n", orbs=_NODE_ORB
    ),
    "executor-argument-a-parameter": _cc(
        workflow="      - test:\n          e: << pipeline.parameters.e >>\n"
    ).replace(
        "version: 2.1\n\n",
        "version: 2.1\n\nparameters:\n  e:\n    type: string\n    default: linux\n\n",
    ),
}


@pytest.mark.parametrize("content", list(_CC_PARTS.values()), ids=list(_CC_PARTS))
def test_circleci_name_passed_undeclared_is_refused(content: str) -> None:
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert not result.usable, (result.status, content)


@pytest.mark.parametrize("content", list(_CC_WHOLE.values()), ids=list(_CC_WHOLE))
def test_circleci_names_passed_declared_stay_whole(content: str) -> None:
    result = parse_response(native_answer(".circleci/config.yml", content))
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == [(".circleci/config.yml", content)]


# (2) tool outputs after a write: an OpenAI transcript writes a.py ("x = 1"/"y = 2": 12 bytes,
# 2 lines), then runs the command; its output shows a.py otherwise (refused) or as written (kept).
CONTENT = "x = 1\ny = 2\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _read(tool: str, args: dict[str, object], output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", tool, args))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_CMD_DIR = (
    " Volume in drive C has no label.\n Directory of C:\\proj\n\n"
    "11/28/2026  11:00 PM    <DIR>          .\n"
    "11/28/2026  11:00 PM    <DIR>          ..\n"
    "11/28/2026  11:00 PM                SIZE NAME\n"
    "               1 File(s)             SIZE bytes\n"
)
_PS_TABLE = (
    "\n    Directory: C:\\proj\n\n\nMode                 LastWriteTime         Length Name\n"
    "----                 -------------         ------ ----\n"
    "d----          11/28/2026    11:00 PM                src\n"
    "-a---          11/28/2026    11:00 PM           SIZE NAME\n"
)


def _dir(size: str, name: str, table: str = _CMD_DIR) -> str:
    return table.replace("SIZE", size).replace("NAME", name)


_OTHERWISE = {
    "py-isfile-false": ("python -c \"import os; print(os.path.isfile('a.py'))\"", "False"),
    "py-path-exists-false": (
        "python3 -c \"from pathlib import Path; print(Path('a.py').exists())\"",
        "False",
    ),
    "py-stat-size": ("python -c \"import os; print(os.stat('a.py').st_size)\"", "0"),
    "py-stdout-write": (
        "python -c \"import sys; sys.stdout.write(open('a.py').read())\"",
        "x = 5\n",
    ),
    "py-with-open-mode": (
        "python3 -c \"with open('a.py', 'r') as fh: print(fh.read(), end='')\"",
        "x = 5\n",
    ),
    "py-listdir-sorted": ('python -c "import os; print(sorted(os.listdir()))"', "['b.py']"),
    "node-require-first": (
        "node -e \"const fs = require('fs'); console.log(fs.readFileSync('a.py', 'utf8'))\"",
        "x = 5\n",
    ),
    "py-len-chars": ("python -c \"print(len(open('a.py').read()))\"", "0"),
    "py-len-bytes": ("python -c \"print(len(open('a.py', 'rb').read()))\"", "3"),
    "py-len-readlines": ("python -c \"print(len(open('a.py').readlines()))\"", "7"),
    "node-p-read": ("node -p \"require('fs').readFileSync('a.py', 'utf8')\"", "x = 5\n"),
    "node-exists-false": ("node -e \"console.log(require('fs').existsSync('a.py'))\"", "false"),
    "node-stat-size": ("node -e \"console.log(require('fs').statSync('a.py').size)\"", "0"),
    "node-readdir": ("node -e \"console.log(require('fs').readdirSync('.'))\"", "[ 'b.py' ]"),
    "ruby-puts-read": ("ruby -e \"puts File.read('a.py')\"", "x = 5\n"),
    "perl-pe-1": ("perl -pe 1 a.py", "x = 5\n"),
    "cut-fields-whole": ("cut -f1- a.py", "x = 5\n"),
    "printf-then-cat": ("printf '== a.py ==\\n' && cat a.py", "== a.py ==\nx = 5\n"),
    "cat-then-echo-word": ("cat a.py && echo END", "x = 5\nEND\n"),
    "echo-cat-echo": ("echo start; cat a.py; echo end", "start\nx = 5\nend\n"),
    "wc-lines-pipe-awk": ("wc a.py | awk '{print $1}'", "0"),
    "cat-pipe-wc-bytes": ("cat a.py | wc -c", "0"),
    "hexdump-other-bytes": (
        "hexdump -C a.py",
        "00000000  7a 20 3d 20 39 0a                                 |z = 9.|\n00000006\n",
    ),
    "xxd-cut-short": ("xxd a.py", "00000000: 7820 3d20 310a                           x = 1.\n"),
    "cmd-dir-file-size": ("dir a.py", _dir("0", "a.py")),
    "cmd-dir-sorted-without": ("dir /o:n", _dir("20", "b.py")),
    "ps-ls-without": ("ls", _dir("20", "b.py", _PS_TABLE)),
    "ps-dir-size": ("dir a.py", _dir("0", "a.py", _PS_TABLE)),
    "cmd-dir-bare-without": ("dir /b", "b.py\nsrc\n"),
    "win-tree-without": (
        "tree /f",
        "Folder PATH listing\nC:.\n\u2502   b.py\n\u2502\n\u2514\u2500\u2500\u2500src\n"
        "        a.py\n",
    ),
    "truncated-more-characters": ("cat a.py", "x = 1\n[... 300 more characters]"),
}
_AS_WRITTEN = {
    "py-exists-true": ("python -c \"import os; print(os.path.exists('a.py'))\"", "True"),
    "py-getsize": ("python -c \"import os; print(os.path.getsize('a.py'))\"", "12"),
    "py-listdir": ("python -c \"import os; print(os.listdir('.'))\"", "['a.py', 'b.py']"),
    "py-cwd": ('python -c "import os; print(os.getcwd())"', "/repo"),
    "node-readdir": (
        "node -e \"console.log(require('fs').readdirSync('.'))\"",
        "[ 'a.py', 'b.py' ]",
    ),
    "py-len-chars": ("python -c \"print(len(open('a.py').read()))\"", "12"),
    "py-len-readlines": ("python -c \"print(len(open('a.py').readlines()))\"", "2"),
    "node-p-read": ("node -p \"require('fs').readFileSync('a.py', 'utf8')\"", CONTENT),
    "node-exists": ("node -e \"console.log(require('fs').existsSync('a.py'))\"", "true"),
    "perl-ne-print": ("perl -ne print a.py", CONTENT),
    "echo-cat-echo": ("echo start; cat a.py; echo end", "start\n" + CONTENT + "end\n"),
    "echo-variable-not-read": ("echo $HOME && cat a.py", "/root\n" + CONTENT),
    "cat-pipe-wc": ("cat a.py | wc -l", "2"),
    "wc-pipe-awk": ("wc -c a.py | awk '{print $1}'", "12"),
    "hexdump-same": (
        "hexdump -C a.py",
        "00000000  78 20 3d 20 31 0a 79 20  3d 20 32 0a              |x = 1.y = 2.|\n0000000c\n",
    ),
    "cmd-dir-with-it": ("dir", _dir("12", "a.py")),
    "cmd-dir-other-case": ("dir", _dir("12", "A.PY")),
    "cmd-dir-wide": (
        "dir /w",
        " Directory of C:\\proj\n\n[.]   [..]   a.py   b.py\n"
        "               2 File(s)             32 bytes\n",
    ),
    "cmd-dir-of-a-subfolder": ("dir src", _dir("20", "b.py")),
    "cmd-dir-bare-with-it": ("dir /b /o:n", "A.py\nb.py\n"),
    "cmd-dir-bare-of-a-subfolder": ("dir /b src", "b.py\n"),
    "win-tree-with-it": ("tree /f", "C:.\n    a.py\n    b.py\n"),
    "ps-ls-with-it": ("ls", _dir("12", "a.py", _PS_TABLE)),
    "truncated-chars-as-left": ("cat a.py", "x = 1\n... [truncated 6 characters]"),
}


@pytest.mark.parametrize(("command", "output"), list(_OTHERWISE.values()), ids=list(_OTHERWISE))
def test_an_output_showing_the_file_otherwise_refuses_it(command: str, output: str) -> None:
    assert _after(command, output) is None


@pytest.mark.parametrize(("command", "output"), list(_AS_WRITTEN.values()), ids=list(_AS_WRITTEN))
def test_an_output_showing_the_file_as_written_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]


_SHORTER = (
    "<system-reminder>Warning: the file exists but is shorter than the provided offset (10). "
    "The file has N lines.</system-reminder>"
)
_READS = {
    "claude-read-shorter-other-count": (
        "Read",
        {"file_path": "/repo/a.py", "offset": 10},
        _SHORTER.replace("N", "5"),
        None,
    ),
    "claude-read-shorter-as-written": (
        "Read",
        {"file_path": "/repo/a.py", "offset": 10},
        _SHORTER.replace("N", "2"),
        [("a.py", CONTENT)],
    ),
    "claude-read-empty-its-contents": (
        "Read",
        {"file_path": "/repo/a.py"},
        "<system-reminder>Warning: the file exists but its contents are empty.</system-reminder>",
        None,
    ),
    "gemini-absolute-path-as-written": (
        "read_file",
        {"absolute_path": "/repo/a.py", "offset": 0, "limit": 2},
        CONTENT,
        [("a.py", CONTENT)],
    ),
    "read-files-two-paths-not-read": (
        "read_files",
        {"paths": ["a.py", "b.py"]},
        "x = 1\ny = 2\nz = 3\n",
        [("a.py", CONTENT)],
    ),
}


@pytest.mark.parametrize(
    ("tool", "args", "output", "expected"), list(_READS.values()), ids=list(_READS)
)
def test_a_read_tools_output(
    tool: str, args: dict[str, object], output: str, expected: list[tuple[str, str]] | None
) -> None:
    assert _read(tool, args, output) == expected


_CLINE_WRITE = (
    "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
    "[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
)


def _cline(command: str, output: str) -> list[tuple[str, str]] | None:
    answer = (
        _CLINE_WRITE + f"<execute_command>\n<command>{command}</command>\n"
        "<requires_approval>false</requires_approval>\n</execute_command>\n\n"
        f"[execute_command for '{command}'] Result:\nCommand executed.\nOutput:\n{output}\n\n"
        "<attempt_completion>\n<result>\nDone.\n</result>\n</attempt_completion>\n"
    )
    parsed = parse_response(answer)
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    ("command", "output", "expected"),
    [
        pytest.param("dir", _dir("20", "b.py"), None, id="dir-without"),
        pytest.param("dir", _dir("6", "a.py"), [("a.py", "x = 1\n")], id="dir-with"),
        pytest.param(
            "node -e \"console.log(require('fs').readFileSync('a.py', 'utf8'))\"",
            "x = 9",
            None,
            id="node-other",
        ),
        pytest.param(
            "python -c \"import os; print(os.path.getsize('a.py'))\"",
            "6",
            [("a.py", "x = 1\n")],
            id="getsize-same",
        ),
    ],
)
def test_cline_outputs(command: str, output: str, expected: list[tuple[str, str]] | None) -> None:
    assert _cline(command, output) == expected
