"""hunt100-upfromsub: a program file the answer writes in a subfolder, run from that folder
(after ``cd web &&``, ``cd web`` on its own line, ``pushd``, ``env -C``, a ``cd`` in the block
before, or as that folder's package.json script through ``npm --prefix web run``), whose code
removes a path one folder up (``'../app.js'``, ``'../app.py'``, ``path.join(__dirname, '..',
'app.js')``).

Expected values by hand: run in web/ (or tools/), ``../app.js`` is the root app.js the answer
writes (and ``__dirname/..`` is the root wherever it runs), so the run deletes a written file:
never usable, as ``cd web && node -e "require('fs').unlinkSync('../app.js')"`` and ``node
web/build2.js`` (the ``__dirname`` one, from the root) are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log('app')\n```\n\n"
    "app.py\n```python\nprint('app')\n```\n\n"
    "web/package.json\n```json\n"
    '{\n  "name": "web",\n  "private": true,\n  "scripts": {\n'
    '    "reset": "node reset.js"\n  }\n}\n```\n\n'
    "web/reset.js\n```javascript\n"
    "const fs = require('fs');\n\n"
    "// start over: drop the generated entry point\n"
    "fs.rmSync('../app.js', { force: true });\n"
    "console.log('reset done');\n```\n\n"
    "web/reset2.js\n```javascript\n"
    "const fs = require('fs');\nconst path = require('path');\n\n"
    "fs.rmSync(path.join(__dirname, '..', 'app.js'), { force: true });\n```\n\n"
    "tools/clean.py\n```python\n"
    "import os\n\n\n"
    "def main() -> None:\n"
    "    if os.path.exists('../app.py'):\n"
    "        os.remove('../app.py')\n\n\n"
    'if __name__ == "__main__":\n    main()\n```\n\n'
)


def _answer(*blocks: str) -> str:
    return _FILES + "".join(f"Then:\n\n```bash\n{block}```\n\n" for block in blocks)


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_answer("cd web && node reset.js\n"), id="cd-and-node"),
        pytest.param(_answer("cd web\nnode reset.js\n"), id="cd-line-node"),
        pytest.param(_answer("pushd web\nnode reset.js\npopd\n"), id="pushd-node"),
        pytest.param(_answer("cd web\n", "node reset.js\n"), id="cd-block-before"),
        pytest.param(_answer("npm --prefix web run reset\n"), id="npm-prefix-script"),
        pytest.param(_answer("cd web && node reset2.js\n"), id="dirname-join"),
        pytest.param(_answer("cd tools && python clean.py\n"), id="cd-python"),
        pytest.param(_answer("env -C tools python clean.py\n"), id="env-C-python"),
    ],
)
def test_a_program_run_in_its_folder_reaching_up_is_weighed(answer: str) -> None:
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            _answer("cd web && node -e \"require('fs').unlinkSync('../app.js')\"\n"),
            id="inline-up",
        ),
        pytest.param(_answer("node web/reset2.js\n"), id="dirname-from-root"),
    ],
)
def test_the_listed_forms_are_refused(answer: str) -> None:
    assert not parse_response(answer).usable


def test_the_program_from_the_root_reaches_outside_and_keeps_the_files() -> None:
    # From the root, '../app.js' is outside the project: the written files stay as written.
    assert parse_response(_answer("node web/reset.js\n")).usable
