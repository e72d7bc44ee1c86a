"""hunt130-prompts / hunt130-runnernames / hunt130-shownclean: a Markdown answer writes app.js
(``console.log(1)``), then shows a console session (shell.py, fix-shell138).

prompts: the session's prompt is one of a common shell setup the session reader does not know,
and the line after it removes app.js: BusyBox's prompt for a user who is not root (``/app $ ``,
``/home/node/app $ `` in the node:alpine image, which runs as ``node``), conda's ``(base)``
before a PowerShell prompt, Cmder's ``λ``, starship's ``\u276f`` after the folder, Kali's two-line
``└─$``. Expected by hand: app.js is not on disk after the session; refusing is fine, keeping it
usable is usable-WRONG (``root@3f2a1b:/app# rm app.js``, ``/app # rm app.js``, ``➜  proj
git:(main) rm app.js``, ``PS C:\\proj> del app.js`` are refused today).

runnernames: a package manager runs a project script the answer does not show whose name says it
removes files (``npm run clear``, ``clobber``, ``rimraf``, ``del``; ``composer clean`` runs the
composer.json script ``clean``). Expected by hand: the script may remove app.js; refusing is
fine, keeping it usable is usable-WRONG (``npm run clean``, ``npm run purge``, ``rake clobber``
are refused today).

shownclean: the answer SHOWS package.json, whose ``clean`` script removes only ``dist``
through a removal tool other than ``rm`` (``rimraf dist``, ``del-cli dist``, ``shx rm -rf
dist``), then runs it. Expected by hand: app.js stays as written (one reading): a refusal is a
false refusal (``"clean": "rm -rf dist"`` is kept today).
"""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = "app.js\n```javascript\nconsole.log(1)\n```\n\n"
_KEPT = ("app.js", "console.log(1)\n")


def _kept(session: str, fence: str = "console") -> bool:
    parsed = parse_response(_FILES + f"Try it:\n\n```{fence}\n{session}```\n")
    return parsed.usable and files_of(parsed) == [_KEPT]


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("/app $ rm app.js\n", id="busybox-user"),
        pytest.param("/home/node/app $ rm app.js\n", id="busybox-node-user"),
        pytest.param("/app $ node\n> fs.unlinkSync('app.js')\nundefined\n", id="busybox-user-node"),
        pytest.param("(base) PS C:\\proj> del app.js\n", id="conda-powershell"),
        pytest.param("λ rm app.js\n", id="cmder-lambda"),
        pytest.param("C:\\proj\nλ del app.js\n", id="cmder-two-lines"),
        pytest.param("~/proj main \u276f rm app.js\n", id="starship"),
        pytest.param("┌──(kali㉿kali)-[~/proj]\n└─$ rm app.js\n", id="kali-two-lines"),
    ],
)
def test_a_session_under_another_prompt_that_removes_the_file_does_not_keep_it(
    session: str,
) -> None:
    assert not _kept(session)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("npm run clear", id="npm-run-clear"),
        pytest.param("npm run clobber", id="npm-run-clobber"),
        pytest.param("npm run rimraf", id="npm-run-rimraf"),
        pytest.param("npm run del", id="npm-run-del"),
        pytest.param("composer clean", id="composer-clean"),
    ],
)
def test_a_runner_given_another_removing_script_name_does_not_keep_the_file(command: str) -> None:
    assert not _kept(f"$ {command}\n")


def _shown(clean: str, command: str) -> bool:
    package = json.dumps(
        {"name": "demo", "version": "1.0.0", "scripts": {"start": "node app.js", "clean": clean}},
        indent=2,
    )
    answer = (
        _FILES
        + f"package.json\n```json\n{package}\n```\n\nThen run:\n\n```console\n$ {command}\n```\n"
    )
    parsed = parse_response(answer)
    return parsed.usable and _KEPT in files_of(parsed)


@pytest.mark.parametrize(
    ("clean", "command"),
    [
        pytest.param("rimraf dist", "npm run clean", id="rimraf-npm"),
        pytest.param("rimraf ./dist", "yarn clean", id="rimraf-yarn"),
        pytest.param("rimraf dist", "pnpm clean", id="rimraf-pnpm"),
        pytest.param("del-cli dist", "npm run clean", id="del-cli"),
        pytest.param("shx rm -rf dist", "npm run clean", id="shx-rm"),
    ],
)
def test_a_shown_clean_script_that_removes_another_folder_keeps_the_file(
    clean: str, command: str
) -> None:
    assert _shown(clean, command)


@pytest.mark.parametrize(
    ("clean", "command", "kept"),
    [
        pytest.param("rm -rf dist", "npm run clean", True, id="rm-dist-kept"),
        pytest.param("rm -rf dist coverage", "npm run clean", True, id="rm-two-kept"),
        pytest.param("rimraf app.js", "npm run clean", False, id="rimraf-the-file-refused"),
        pytest.param("rm -f app.js", "npm run clean", False, id="rm-the-file-refused"),
    ],
)
def test_the_shown_scripts_read_today(clean: str, command: str, kept: bool) -> None:
    assert _shown(clean, command) is kept


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("➜  proj git:(main) rm app.js\n", id="ohmyzsh"),
        pytest.param("PS C:\\proj> del app.js\n", id="powershell"),
        pytest.param("C:\\proj>del app.js\n", id="cmd"),
        pytest.param("% rm app.js\n", id="zsh-percent"),
        pytest.param("$ python3\n>>> exit()\n$ rm app.js\n", id="python-exit"),
        pytest.param("$ psql\npostgres=# \\q\n$ rm app.js\n", id="psql-quit"),
        pytest.param("$ irb\nirb(main):001> exit\n$ rm app.js\n", id="irb-exit"),
        pytest.param("$ ipython\nIn [1]: !rm app.js\n", id="ipython-bang"),
    ],
)
def test_the_prompts_refused_today(session: str) -> None:
    assert not _kept(session)


def _run_kept(lead: str, fence: str, body: str) -> bool:
    parsed = parse_response(_FILES + f"{lead}\n\n```{fence}\n{body}\n```\n")
    return parsed.usable and files_of(parsed) == [_KEPT]


@pytest.mark.parametrize(
    ("lead", "fence"),
    [
        pytest.param("Then run:", "command", id="command-fence"),
        pytest.param("Run this in your terminal:", "cli", id="cli-fence"),
        pytest.param("Then run:", "plaintext", id="plaintext-fence"),
    ],
)
def test_a_command_to_run_in_another_fence_does_not_keep_the_file(lead: str, fence: str) -> None:
    assert not _run_kept(lead, fence, "rm app.js")


@pytest.mark.parametrize(
    ("lead", "fence", "body"),
    [
        pytest.param(
            "Then run this in the Node REPL:",
            "javascript",
            "fs.unlinkSync('app.js')",
            id="node-repl",
        ),
        pytest.param(
            "Then run this in node:", "js", "require('fs').unlinkSync('app.js')", id="in-node"
        ),
        pytest.param("Then run in irb:", "ruby", "File.delete('app.js')", id="irb"),
    ],
)
def test_code_for_a_named_repl_that_removes_the_file_does_not_keep_it(
    lead: str, fence: str, body: str
) -> None:
    assert not _run_kept(lead, fence, body)


@pytest.mark.parametrize(
    ("lead", "fence", "body"),
    [
        pytest.param("Then run:", "bash", "rm app.js", id="bash"),
        pytest.param("Then run:", "python", "import os\nos.remove('app.js')", id="python-cell"),
        pytest.param("Then run:", "console", "$ node\n> fs.unlinkSync('app.js')", id="node-prompt"),
    ],
)
def test_the_runs_refused_today(lead: str, fence: str, body: str) -> None:
    assert not _run_kept(lead, fence, body)


def _bolt_kept(command: str) -> bool:
    answer = (
        '<boltArtifact id="x" title="t">\n<boltAction type="file" filePath="app.js">\n'
        "console.log(1)\n</boltAction>\n"
        f'<boltAction type="shell">\n{command}\n</boltAction>\n</boltArtifact>\n'
    )
    parsed = parse_response(answer)
    return parsed.usable and files_of(parsed) == [_KEPT]


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("npm run clear", id="bolt-npm-run-clear"),
        pytest.param("pnpm clobber", id="bolt-pnpm-clobber"),
    ],
)
def test_a_bolt_shell_action_running_a_removing_script_does_not_keep_the_file(
    command: str,
) -> None:
    assert not _bolt_kept(command)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node\n> .load cleanup.js\n", id="node-load-cleanup"),
        pytest.param("$ node\n> .load reset.js\n", id="node-load-reset"),
        pytest.param("$ node\n> .load ./scripts/cleanup.js\n", id="node-load-path"),
        pytest.param("$ python3\n>>> import cleanup\n", id="python-import-cleanup"),
        pytest.param("$ python3\n>>> from scripts import cleanup\n", id="python-from-import"),
    ],
)
def test_a_repl_loading_a_removing_script_does_not_keep_the_file(session: str) -> None:
    """Node's ``.load`` runs the script's lines; Python's ``import`` runs the module's top
    level: a script named for removing (``node cleanup.js``, ``python -m cleanup`` are refused
    today) may remove app.js."""
    assert not _kept(session)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("# install dependencies\n$ npm install\n", id="install-dependencies"),
        pytest.param(
            "# install deps\n$ npm install\n# run it\n$ node app.js\nhello\n", id="install-deps"
        ),
        pytest.param(
            "# make sure Node 20 is installed\n$ node -v\nv20.11.0\n", id="make-sure-node"
        ),
        pytest.param("# touch nothing else\n$ node app.js\n", id="touch-nothing-else"),
        pytest.param("# tee the logs\n$ node app.js | tee out.log\n", id="tee-the-logs"),
    ],
)
def test_a_comment_line_in_a_dollar_prompt_session_keeps_the_file(session: str) -> None:
    """A session whose commands are behind ``$`` prompts: a ``# `` line between them is a
    comment, not a root prompt (``install deps`` is no ``install`` of a file ``deps``)."""
    assert _kept(session)


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("./restore-db.sh", id="restore-db"),
        pytest.param("npm run restore-deps", id="restore-deps"),
        pytest.param("npm run db:reset", id="db-reset"),
    ],
)
def test_a_script_named_for_another_thing_it_restores_or_cleans_keeps_the_file(
    command: str,
) -> None:
    """The name says what it restores or resets (the database, the dependencies): not app.js;
    kept at 4685abd8."""
    assert _kept(f"$ {command}\n")


def test_git_rm_cached_keeps_the_file_on_disk() -> None:
    """``git rm --cached`` only untracks: app.js stays on disk as written."""
    assert _kept("$ git rm --cached app.js\n")
