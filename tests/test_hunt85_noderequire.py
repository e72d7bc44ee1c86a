"""hunt85-noderequire: Node running a written file through ``require`` (``node -e
"require('./app.js')"``, or ``> require('./app.js')`` typed at the REPL fix-shell52 now reads
as ``node -e``), refused as changing the files.

Expected values by hand: app.js and old.js only print (console.log); requiring either runs
that code as ``node app.js`` does, which is read usable: the answer's files are app.js and
old.js as written, usable and exact. (Refused already at 68df3761.)
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\nold.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_MEANT = [("app.js", "console.log(1)\n"), ("old.js", "console.log(2)\n")]


def _answer(session: str) -> str:
    return _FILES + f"Try it:\n\n```console\n{session}```\n"


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node -e \"require('./app.js')\"\n1\n", id="node-e-require"),
        pytest.param("$ node\n> require('./app.js')\n1\n{}\n", id="repl-require-app"),
        pytest.param("$ node\n> require('./old.js')\n2\n{}\n", id="repl-require-old"),
    ],
)
def test_requiring_a_printing_file_keeps_the_files(session: str) -> None:
    result = parse_response(_answer(session))
    assert result.usable, [d.message for d in result.diagnostics]
    assert files_of(result) == _MEANT


def test_running_the_file_keeps_the_files() -> None:
    result = parse_response(_answer("$ node app.js\n1\n"))
    assert result.usable
    assert files_of(result) == _MEANT
