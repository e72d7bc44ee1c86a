"""hunt92-nodeopen: Node's REPL opened at a ``$`` prompt by a spelling of the command the
reader's list does not hold: an absolute path (``/usr/local/bin/node``), the project's
``./node_modules/.bin/ts-node``, through a wrapper (``sudo node``, ``env node``, ``nvm exec 20
node``, ``npm exec -- node``, ``yarn node``) or with an environment assignment before it
(``NODE_OPTIONS=... node``), then ``> require('fs').unlinkSync('app.js')`` typed at its prompt.

Expected values by hand: each line opens the same Node REPL as ``$ node``; the statement
typed there deletes app.js: never usable, as ``$ node`` or ``$ npx ts-node`` followed by the
same line are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = "app.js\n```javascript\nconsole.log(1)\n```\n\napp.py\n```python\nprint(1)\n```\n\n"
_JS = "> require('fs').unlinkSync('app.js')\nundefined\n"


def _answer(opener: str) -> str:
    return _FILES + f"Try it:\n\n```console\n$ {opener}\n{_JS}```\n"


@pytest.mark.parametrize(
    "opener",
    [
        pytest.param("/usr/local/bin/node", id="absolute-path"),
        pytest.param("./node_modules/.bin/ts-node", id="local-bin-ts-node"),
        pytest.param("sudo node", id="sudo"),
        pytest.param("env node", id="env"),
        pytest.param("nvm exec 20 node", id="nvm-exec"),
        pytest.param("npm exec -- node", id="npm-exec"),
        pytest.param("yarn node", id="yarn-node"),
        pytest.param("NODE_OPTIONS=--max-old-space-size=4096 node", id="env-assignment"),
    ],
)
def test_node_opened_by_another_spelling_is_refused(opener: str) -> None:
    assert not parse_response(_answer(opener)).usable


@pytest.mark.parametrize(
    "opener",
    [
        pytest.param("node", id="node"),
        pytest.param("npx ts-node", id="npx-ts-node"),
        pytest.param("node --inspect", id="node-option"),
    ],
)
def test_the_listed_openers_are_refused(opener: str) -> None:
    assert not parse_response(_answer(opener)).usable
