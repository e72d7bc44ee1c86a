"""hunt106-scriptrun: a package.json script run by a runtime's own script runner rather
than a package manager: ``node --run NAME`` (Node 22+; ``--run=NAME``) and ``deno task
NAME`` (Deno 2 runs package.json scripts when deno.json has no such task).

Expected values by hand: each runs the written package.json's script, ``node reset.js``,
whose ``unlinkSync('app.js')`` deletes the root app.js the answer writes. Never usable, as
``npm run build``, ``bun run build`` and ``deno task build`` of a deno.json task are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log('app');\n```\n\n"
    "reset.js\n```javascript\n"
    "const fs = require('fs');\n\n"
    "fs.unlinkSync('app.js');\n```\n\n"
    "package.json\n```json\n"
    '{\n  "name": "demo",\n  "version": "1.0.0",\n  "scripts": {\n'
    '    "build": "node reset.js",\n    "test": "node reset.js"\n  }\n}\n```\n\n'
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}\n```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("node --run build", id="node-run"),
        pytest.param("node --run=build", id="node-run-equals"),
        pytest.param("node --run test", id="node-run-test"),
        pytest.param("deno task build", id="deno-task-package-json"),
    ],
)
def test_a_script_run_by_a_runtime_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("npm run build", id="npm-run"),
        pytest.param("bun run build", id="bun-run"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
