"""fix-shell138 (issue 24): the other readings of the rules that close hunt128-runnerclean,
hunt128-undonames, hunt128-replexit and hunt128-rootprompt: a line that cannot remove the
written app.js keeps it, and a package script the answer defines is read by its command."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = "app.js\n```javascript\nconsole.log(1)\n```\n\n"
_KEPT = [("app.js", "console.log(1)\n")]


def _kept(session: str, extra: str = "", fence: str = "console") -> bool:
    parsed = parse_response(_FILES + extra + f"Then run:\n\n```{fence}\n{session}\n```\n")
    return parsed.usable and files_of(parsed)[:1] == _KEPT


@pytest.mark.parametrize(
    "command",
    [
        "npm run build",
        "yarn test",
        "./run.sh",
        "pnpm dev",
        "deno task dev",
        "./start.sh",
        "npm uninstall lodash",  # (the manager's own subcommand: its manifest, not a script)
        "yarn remove lodash",
        "npm prune",
        "yarn cache clean",
        "npm cache clean --force",
        "pnpm store prune",
    ],
)
def test_a_command_that_cannot_remove_the_file_keeps_it(command: str) -> None:
    assert _kept(f"$ {command}")


@pytest.mark.parametrize(
    "command", ["npm run clean", "yarn clean", "pnpm clean", "bun run clean", "npm run reset"]
)
def test_a_package_script_the_answer_defines_is_read_by_its_command(command: str) -> None:
    package = 'package.json\n```json\n{"name": "x", "scripts": {"%s": "%s"}}\n```\n\n'
    script = command.split()[-1]
    assert _kept(f"$ {command}", package % (script, "rm -rf dist"))
    assert not _kept(f"$ {command}", package % (script, "rm -f app.js"))


def test_a_deno_task_the_answer_defines_is_read_by_its_command() -> None:
    config = 'deno.json\n```json\n{"tasks": {"clean": "%s"}}\n```\n\n'
    assert _kept("$ deno task clean", config % "rm -rf dist")
    assert not _kept("$ deno task clean", config % "rm -f app.js")


@pytest.mark.parametrize(
    "command",
    [
        "./tearDown.sh",
        "./roll_back.sh",
        "python start_over.py",
        "./freshstart",
        "bash scripts/restore-db.sh",
    ],
)
def test_the_names_of_undoing_are_read_split_on_their_words(command: str) -> None:
    assert not _kept(f"$ {command}")


def test_a_written_script_named_for_undoing_is_read_by_its_code() -> None:
    script = "undo.sh\n```bash\n#!/bin/sh\necho undone\n```\n\n"
    assert _kept("$ sh undo.sh", script)


@pytest.mark.parametrize(
    ("session", "fence"),
    [
        # a comment in a script is no prompt; ``/usr/bin/env # note`` runs a program
        pytest.param("# note: run it\nls\n", "bash", id="comment-in-script"),
        pytest.param("# rm app.js to start over\nls\n", "bash", id="command-comment-in-script"),
        pytest.param("/usr/bin/env # rm app.js\n", "bash", id="path-then-comment-in-script"),
        # a bare ``# node`` without Node's banner opens no REPL (read as before)
        pytest.param("# node\n> 1 + 1\n2\n", "console", id="hash-node-no-banner"),
        pytest.param("/app # ls\n", "console", id="busybox-ls"),
        pytest.param("/app # ls\n", "text", id="busybox-ls-text"),
        pytest.param("/app # node\n> 1 + 1\n2\n", "console", id="busybox-node-arithmetic"),
        # after leaving the REPL, a ``> `` line that is no command is output or JavaScript
        pytest.param("$ node\n> 1 + 1\n2\n> .exit\n$ ls\n", "console", id="exit-then-ls"),
        pytest.param("$ node\n> .exit\n> console.log(2)\n", "console", id="exit-then-js"),
        pytest.param("> node\n> 1 + 1\n2\n> .exit\n", "text", id="text-exit"),
        # a text fence quoting a ``>`` line that opens nothing stays output
        pytest.param("> hello app.js\n", "text", id="text-quote"),
    ],
)
def test_a_session_line_that_cannot_remove_the_file_keeps_it(session: str, fence: str) -> None:
    assert _kept(session, fence=fence)


@pytest.mark.parametrize(
    ("session", "fence"),
    [
        pytest.param("~ # rm app.js\n", "console", id="busybox-home"),
        pytest.param(
            "/ # rm /app/app.js\n/ # cd /app\n/app # rm app.js\n", "console", id="busybox-cd"
        ),
        pytest.param("$ node\n> .exit\n> rm app.js\n", "console", id="exit-first"),
        pytest.param("$ node\n> process.exit(0);\n> rm app.js\n", "console", id="process-exit-0"),
        pytest.param("> node\n> fs.unlinkSync('app.js')\n", "text", id="text-node-unlink"),
        pytest.param("/app # node\n> .exit\n/app # rm app.js\n", "text", id="busybox-text-exit"),
    ],
)
def test_a_session_line_that_may_remove_the_file_refuses_it(session: str, fence: str) -> None:
    parsed = parse_response(_FILES + f"Then run:\n\n```{fence}\n{session}```\n")
    assert not parsed.usable
    assert any("rm app.js" in d.message or "app.js" in d.message for d in parsed.diagnostics)
