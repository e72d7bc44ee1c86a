"""hunt128-rootprompt / hunt128-replexit: a Markdown answer writes app.js, then shows a session.

rootprompt: the session's prompt is BusyBox's root prompt as an Alpine container prints it,
``/app # `` (a folder, a blank, ``#``), or a bare root ``# ``; the line after it is a command
(``/app # rm app.js``) or opens Node's REPL whose ``> fs.unlinkSync('app.js')`` removes app.js.
``root@3f2a1b:/app# rm app.js`` is refused today.

replexit: the session opens Node's REPL, leaves it (``> .exit``, ``> ^D``), then a ``> CMD``
line follows: Node is gone, so the line is typed at the shell (the cmd.exe / PowerShell ``>``
prompt the opener ``> node`` shows): ``> del app.js``, ``> rm app.js`` remove app.js. Read as
Node's input it is a syntax error that changes nothing; the one reading that changes a file
must be weighed (``> process.exit()`` then ``> rm app.js`` is refused today).

Expected by hand: app.js may not be on disk after the session; refusing is fine, keeping it
usable is usable-WRONG.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = "app.js\n```javascript\nconsole.log(1)\n```\n\n"


def _kept(session: str, fence: str = "console") -> bool:
    parsed = parse_response(_FILES + f"Try it:\n\n```{fence}\n{session}```\n")
    return parsed.usable and files_of(parsed) == [("app.js", "console.log(1)\n")]


@pytest.mark.parametrize(
    ("session", "fence"),
    [
        pytest.param("/app # rm app.js\n", "console", id="busybox-rm-console"),
        pytest.param("/app # rm app.js\n", "text", id="busybox-rm-text"),
        pytest.param(
            "/app # node\n> fs.unlinkSync('app.js')\nundefined\n", "console", id="busybox-node"
        ),
        pytest.param(
            '# node\nWelcome to Node.js v20.11.0.\nType ".help" for more information.\n'
            "> fs.unlinkSync('app.js')\nundefined\n",
            "console",
            id="root-hash-node-banner",
        ),
    ],
)
def test_a_root_prompt_session_that_removes_the_file_does_not_keep_it(
    session: str, fence: str
) -> None:
    assert not _kept(session, fence)


@pytest.mark.parametrize(
    ("session", "fence"),
    [
        pytest.param("> node\n> 1 + 1\n2\n> .exit\n> del app.js\n", "console", id="cmd-exit-del"),
        pytest.param("> node\n> 1 + 1\n2\n> .exit\n> del app.js\n", "text", id="cmd-exit-del-text"),
        pytest.param("$ node\n> 1 + 1\n2\n> .exit\n> rm app.js\n", "console", id="exit-rm"),
        pytest.param("$ node\n> 1 + 1\n2\n> ^D\n> rm app.js\n", "console", id="ctrl-d-rm"),
    ],
)
def test_a_command_after_leaving_the_repl_does_not_keep_the_file(session: str, fence: str) -> None:
    assert not _kept(session, fence)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("root@3f2a1b:/app# rm app.js\n", id="debian-root-rm"),
        pytest.param("root@3f2a1b:/app# node\n> fs.unlinkSync('app.js')\n", id="debian-root-node"),
        pytest.param("$ node\n> process.exit()\n> rm app.js\n", id="process-exit-rm"),
    ],
)
def test_the_shapes_refused_today(session: str) -> None:
    assert not _kept(session)
