"""hunt106-container: the answer's program run inside a container that mounts the project
folder: ``docker run -v "$PWD":/app -w /app IMAGE python clean.py`` (``$PWD``, ``${PWD}``,
``.``, Podman's ``:Z``), the program named by its path in the container (``/app/clean.py``),
or a shell script run there.

Expected values by hand: the bind mount makes /app the host's project folder, so the program
runs on the files the answer writes: clean.py's ``os.remove('app.py')`` (from /app, the
working folder ``-w`` sets), reset.js's ``fs.unlinkSync('app.js')``, clean.sh's ``rm -f
app.py`` delete the root app.py / app.js on the host. Never usable, as the same command with
``$(pwd)`` and ``python clean.py`` on the host are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.py\n```python\nprint('app')\n```\n\n"
    "clean.py\n```python\nimport os\n\nos.remove('app.py')\n```\n\n"
    "clean.sh\n```bash\n#!/bin/sh\nrm -f app.py\n```\n\n"
    "app.js\n```javascript\nconsole.log('app');\n```\n\n"
    "reset.js\n```javascript\n"
    "const fs = require('fs');\n\nfs.unlinkSync('app.js');\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Run it in a container:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("docker run --rm -v $PWD:/app -w /app node:20 node reset.js\n", id="node-pwd"),
        pytest.param(
            'docker run --rm -v "$PWD":/app -w /app python:3.12 python clean.py\n',
            id="python-quoted-pwd",
        ),
        pytest.param(
            "docker run --rm -v ${PWD}:/app -w /app python:3.12 python clean.py\n",
            id="python-braced-pwd",
        ),
        pytest.param(
            "docker run --rm -v .:/app -w /app python:3.12 python clean.py\n",
            id="python-dot-mount",
        ),
        pytest.param(
            'docker run --rm -v "$PWD":/app -w /app python:3.12 python /app/clean.py\n',
            id="container-path",
        ),
        pytest.param(
            'docker run --rm -v "$PWD":/app -w /app python:3.12 sh clean.sh\n',
            id="shell-script",
        ),
        pytest.param(
            'podman run --rm -v "$PWD":/app:Z -w /app python:3.12 python clean.py\n',
            id="podman-z",
        ),
    ],
)
def test_a_written_program_run_in_a_container_on_the_project_is_weighed(
    block: str,
) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            "docker run --rm -v $(pwd):/app -w /app node:20 node reset.js\n",
            id="command-substitution-pwd",
        ),
        pytest.param("python clean.py\n", id="on-the-host"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
