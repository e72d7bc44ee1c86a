"""Round 23 (lead, hunt92-jsops): lines typed at the bare ``>`` prompt of an interactive
program a session's shell line opened (``$ node``, ``$ deno``, ``$ lua``) are that program's
input, not lines of commands: ``> [1, 2].map(x => x * 2)`` writes no file ``x``. Input that may
write is weighed as the same code given to ``node -e`` / ``lua -e`` (a file the answer does not
hold written there refuses the answer, as ``node -e`` and Python's ``>>>`` do)."""

from __future__ import annotations

import pytest

from artifact_codec import ParseResult, parse_response

_FILES = "app.js\n```javascript\nconsole.log(1)\n```\n\ndata.csv\n```csv\na,b\n1,2\n```\n\n"


def _result(session: str) -> ParseResult:
    return parse_response(_FILES + f"Try it:\n\n```console\n{session}```\n")


@pytest.mark.parametrize(
    "session",
    [
        "$ node\n> [1, 2].map(x => x * 2)\n[ 2, 4 ]\n",
        "$ node\n> 3 > 2\ntrue\n",
        "$ node\n> const s = require('path').join('a', 'b')\n",
        "$ lua\n> print(1 > 0)\ntrue\n",
    ],
)
def test_input_typed_at_the_program_prompt_is_not_a_shell_line(session: str) -> None:
    result = _result(session)
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("app.js", "console.log(1)\n"),
        ("data.csv", "a,b\n1,2\n"),
    ]


@pytest.mark.parametrize(
    "session",
    [
        # a file the answer does not hold, written by the program's input
        "$ node\n> require('fs').writeFileSync('b.js', 'x')\n",
        "$ npx ts-node\n> const fs = require('fs')\n> fs.writeFileSync('z.js', '')\n",
        # a written file removed by it
        "$ node\n> require('fs').unlinkSync('app.js')\n",
        "$ lua\n> os.remove('app.js')\n",
        # the shell again after the program: its lines are commands
        "$ node\n> [1, 2].map(x => x)\n$ echo hi > c.txt\n",
    ],
)
def test_input_that_writes_is_weighed_as_the_program_code(session: str) -> None:
    assert not _result(session).usable
