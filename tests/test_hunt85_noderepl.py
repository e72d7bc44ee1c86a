"""hunt85-noderepl: a JavaScript REPL session shown in a ```console block after the answer's
files, whose typed lines delete app.js, in shapes next to fix-shell52's '$ node' then '> CODE'
rule: a line continued on Node's '... ' prompt, a name bound on an earlier '> ' line, the
REPL opened with a flag, Node's .editor mode, other REPLs with the '> ' prompt (ts-node,
deno, bun repl), node typed at a PowerShell prompt.

Expected values by hand: each session runs ``unlinkSync('app.js')`` (or Deno.removeSync) in
the REPL the line opened, so app.js is gone after it: never usable (refused), as the one-line
``> require('fs').unlinkSync('app.js')`` after ``$ node`` is.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\nold.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_RM = "> require('fs').unlinkSync('app.js')\nundefined\n"


def _answer(session: str) -> str:
    return _FILES + f"Try it:\n\n```console\n{session}```\n"


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "$ node\n> require('fs').unlinkSync(\n... 'app.js')\nundefined\n", id="continued-line"
        ),
        pytest.param(
            "$ node\n> const p = 'app.js'\nundefined\n> require('fs').unlinkSync(p)\nundefined\n",
            id="name-bound-on-an-earlier-line",
        ),
        pytest.param("$ node --experimental-repl-await\n" + _RM, id="node-with-a-flag"),
        pytest.param(
            "$ node\n> .editor\n// Entering editor mode (Ctrl+D to finish, Ctrl+C to cancel)\n"
            "require('fs').unlinkSync('app.js')\n",
            id="editor-mode",
        ),
        pytest.param("$ npx ts-node\n" + _RM, id="ts-node"),
        pytest.param("$ deno\n> Deno.removeSync('app.js')\nundefined\n", id="deno"),
        pytest.param("$ bun repl\n" + _RM, id="bun-repl"),
        pytest.param("PS C:\\proj> node\n" + _RM, id="powershell-prompt"),
    ],
)
def test_a_repl_session_deleting_app_js_is_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node\n" + _RM, id="one-line"),
        pytest.param(
            "$ node\n> const fs = require('fs')\nundefined\n> fs.unlinkSync('app.js')\n",
            id="fs-bound-on-an-earlier-line",
        ),
        pytest.param("$ node -i\n" + _RM, id="node-i"),
    ],
)
def test_the_listed_shapes_are_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable
