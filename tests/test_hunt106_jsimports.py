"""hunt106-jsimports: the answer's JavaScript/TypeScript program, run by ``node`` (or
``tsx``), loads another module of the answer whose top level deletes a written file:
``require('./reset.js')``, ``require('./reset')`` (no suffix), an ES ``import './reset.js'``,
a dynamic ``import()``, a TypeScript ``import './reset'``, ``require('../reset')`` from a
subfolder.

Expected values by hand: loading a module runs its top level, so reset.js's (reset.ts's)
``unlinkSync('app.js')`` deletes the root app.js the answer writes. Never usable, as ``node
reset.js`` itself and ``python main.py`` importing a written reset.py are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_APP = "app.js\n```javascript\nconsole.log('app');\n```\n\n"
_RESET_JS = (
    "reset.js\n```javascript\n"
    "const fs = require('fs');\n\n"
    "// Drop the old build so the next start is fresh.\n"
    "fs.unlinkSync('app.js');\n```\n\n"
)
_RESET_TS = (
    "reset.ts\n```typescript\n"
    "import { unlinkSync } from 'node:fs';\n\n"
    "unlinkSync('app.js');\n```\n\n"
)
_CASES = {
    "require-with-suffix": (
        "main.js\n```javascript\nrequire('./reset.js');\nconsole.log('main');\n```\n\n" + _RESET_JS,
        "node main.js",
    ),
    "require-without-suffix": (
        "main.js\n```javascript\nconst reset = require('./reset');\n```\n\n" + _RESET_JS,
        "node main.js",
    ),
    "esm-import": (
        "main.mjs\n```javascript\nimport './reset.js';\n```\n\n" + _RESET_JS,
        "node main.mjs",
    ),
    "dynamic-import": (
        "main.js\n```javascript\nimport('./reset.js').then(() => console.log('done'));\n```\n\n"
        + _RESET_JS,
        "node main.js",
    ),
    "ts-import-via-tsx": (
        "main.ts\n```typescript\nimport './reset';\n```\n\n" + _RESET_TS,
        "npx tsx main.ts",
    ),
    "require-from-subfolder": (
        "src/main.js\n```javascript\nrequire('../reset');\n```\n\n" + _RESET_JS,
        "node src/main.js",
    ),
}


@pytest.mark.parametrize("case", list(_CASES), ids=list(_CASES))
def test_a_written_module_a_run_program_loads_is_weighed(case: str) -> None:
    files, block = _CASES[case]
    answer = _APP + files + f"Then run:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    ("files", "block"),
    [
        pytest.param(_RESET_JS, "node reset.js", id="node-reset-itself"),
        pytest.param(
            "app.py\n```python\nprint('app')\n```\n\n"
            "main.py\n```python\nimport reset\n```\n\n"
            "reset.py\n```python\nimport os\n\nos.remove('app.py')\n```\n\n",
            "python main.py",
            id="python-import",
        ),
    ],
)
def test_the_listed_forms_are_refused(files: str, block: str) -> None:
    answer = _APP + files + f"Then run:\n\n```bash\n{block}\n```\n"
    assert not parse_response(answer).usable
