"""hunt100-execshell: a JavaScript package manager's ``exec`` given a shell command line to
run (``npm exec -c 'rm app.js'``, ``--call``, ``npm x -c``, ``npm exec --yes -c``, ``npm exec
--prefix web -c``, ``npx -p rimraf -c``, ``pnpm exec -c`` (its ``--shell-mode``), ``bun exec``)
after the answer's files.

Expected values by hand: each runs its string in a shell (npm and npx: ``-c``/``--call``;
pnpm: ``-c``, shell mode; bun exec: Bun's shell), so ``rm app.js`` deletes the written app.js
and ``rm index.js`` under ``--prefix web`` deletes web/index.js. Never usable, as ``npx -c 'rm
app.js'``, ``npx --call 'rm app.js'`` and ``pnpm exec sh -c 'rm app.js'`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
    'web/package.json\n```json\n{\n  "name": "web",\n  "version": "1.0.0"\n}\n```\n\n'
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("npm exec -c 'rm app.js'\n", id="npm-exec-c"),
        pytest.param("npm exec --call 'rm app.js'\n", id="npm-exec-call"),
        pytest.param("npm x -c 'rm app.js'\n", id="npm-x-c"),
        pytest.param("npm exec --yes -c 'rm app.js'\n", id="npm-exec-yes-c"),
        pytest.param("npm exec --prefix web -c 'rm index.js'\n", id="npm-exec-prefix-c"),
        pytest.param("npx -p rimraf -c 'rimraf app.js'\n", id="npx-package-c"),
        pytest.param("pnpm exec -c 'rm app.js'\n", id="pnpm-exec-c"),
        pytest.param("bun exec 'rm app.js'\n", id="bun-exec"),
    ],
)
def test_a_package_managers_shell_command_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("npx -c 'rm app.js'\n", id="npx-c"),
        pytest.param("npx --call 'rm app.js'\n", id="npx-call"),
        pytest.param("pnpm exec sh -c 'rm app.js'\n", id="pnpm-exec-sh-c"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
