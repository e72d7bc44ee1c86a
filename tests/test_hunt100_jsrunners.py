"""hunt100-jsrunners: a JavaScript/TypeScript program the answer writes, run by another runner
than ``node`` (``bun``, ``bun run``, ``deno run -A``, ``npx tsx``, ``npx ts-node``, ``npx
nodemon``) or by node with a preload set through ``NODE_OPTIONS`` (for the command, or
exported on the line before), whose code deletes a file the answer wrote.

Expected values by hand: each runner runs scripts/reset.js (or .ts) from the root, and its
``unlinkSync('app.js')`` / ``Deno.removeSync('app.js')`` deletes the root app.js the answer
writes; ``NODE_OPTIONS='-r ./scripts/reset.js' node app.js`` loads reset.js before app.js.
Never usable, as ``node scripts/reset.js``, ``node -r ./scripts/reset.js app.js`` and ``bun
-e "…unlinkSync('app.js')"`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log('app');\n```\n\n"
    "scripts/reset.js\n```javascript\n"
    "const fs = require('fs');\n\n"
    "if (fs.existsSync('app.js')) {\n  fs.unlinkSync('app.js');\n}\n"
    "console.log('reset');\n```\n\n"
    "scripts/reset.ts\n```typescript\n"
    "import { unlinkSync } from 'node:fs';\n\n"
    "unlinkSync('app.js');\n```\n\n"
    "scripts/reset_deno.ts\n```typescript\nDeno.removeSync('app.js');\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Run:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("bun scripts/reset.js\n", id="bun"),
        pytest.param("bun run scripts/reset.ts\n", id="bun-run"),
        pytest.param("deno run -A scripts/reset_deno.ts\n", id="deno-run"),
        pytest.param("npx tsx scripts/reset.ts\n", id="npx-tsx"),
        pytest.param("npx ts-node scripts/reset.ts\n", id="npx-ts-node"),
        pytest.param("npx nodemon scripts/reset.js\n", id="npx-nodemon"),
        pytest.param("NODE_OPTIONS='-r ./scripts/reset.js' node app.js\n", id="node-options"),
        pytest.param(
            "export NODE_OPTIONS='--require ./scripts/reset.js'\nnode app.js\n",
            id="node-options-exported",
        ),
    ],
)
def test_a_written_program_run_by_another_runner_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("node scripts/reset.js\n", id="node"),
        pytest.param("node -r ./scripts/reset.js app.js\n", id="node-r"),
        pytest.param("bun -e \"require('fs').unlinkSync('app.js')\"\n", id="bun-e"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
