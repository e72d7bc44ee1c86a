"""hunt92-crossblock: a folder change or a REPL opened in one block of the answer and the
commands that depend on it in the NEXT block, as a user following the answer in one terminal
runs them: ``cd web`` (or ``pushd web``) in a first block and ``rm index.js`` / ``sed -i``
in a second, ``$ node`` (or ``sqlite3 app.db``) in a first block and the code typed at its
prompt in a second.

Expected values by hand: the answer writes app.js, app.py and web/index.js. In one terminal the
second block runs in web (deleting or editing web/index.js), and the code typed after ``$ node``
runs in Node (deleting app.js; sqlite3's ``.output app.py`` truncates app.py). A tool that runs
each block alone from the root reads the first two as changing no file: two readings with
different files, so never usable (at best refused naming the other reading).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)


def _two(first: str, second: str, info: str = "bash", second_info: str = "bash") -> str:
    return _FILES + f"First:\n\n```{info}\n{first}```\n\nThen:\n\n```{second_info}\n{second}```\n"


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_two("cd web\nnpm install\n", "rm index.js\n"), id="cd-then-rm"),
        pytest.param(
            _two("$ cd web\n$ npm install\n", "$ rm index.js\n", "console", "console"),
            id="console-cd-then-rm",
        ),
        pytest.param(_two("pushd web\n", "rm index.js\n"), id="pushd-then-rm"),
        pytest.param(_two("cd web\n", "sed -i 's/2/3/' index.js\n"), id="cd-then-sed"),
        pytest.param(
            _two("$ node\n", "> require('fs').unlinkSync('app.js')\n", "console", "console"),
            id="node-then-prompt-line",
        ),
        pytest.param(
            _two("node\n", "require('fs').unlinkSync('app.js')\n", "bash", "javascript"),
            id="node-then-pasted-js",
        ),
        pytest.param(
            _two("sqlite3 app.db\n", ".output app.py\nSELECT 1;\n", "bash", "sql"),
            id="sqlite3-then-dot-output",
        ),
    ],
)
def test_a_block_depending_on_the_block_before_is_not_usable(answer: str) -> None:
    assert not parse_response(answer).usable


def test_python_opened_then_typed_is_refused() -> None:
    answer = _two("python3\n", ">>> import os; os.remove('app.py')\n", "bash", "python")
    assert not parse_response(answer).usable
