"""hunt107-runnerwrites: a program of the runner table (taken to leave the written files as
written) given an option or form that writes a file the answer wrote: redis-cli's ``--rdb
FILE`` (the server's dump copied into FILE), sqlite3's archive extraction (``-Ax``, ``-A
--extract``), docker build's ``--output type=local,dest=.``, conda's ``env export -f FILE``,
tsc compiling ``app.ts`` next to the written ``app.js``, ipython's old ``nbconvert`` alias.

Expected values by hand: each one replaces a written file (app.py, app.js or
environment.yml) with the dump, the archive's copy, the build's output, the exported
environment or the compiled JavaScript: the files on disk are not the model's, so never
usable, as ``docker build -o .``, ``conda env export > environment.yml``, ``jupyter nbconvert
--to script app.ipynb`` and ``sqlite3 app.db '.ar -x'`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.py\n```python\nprint(1)\n```\n\n"
    "app.ts\n```typescript\nexport const answer: number = 42;\n```\n\n"
    "app.js\n```javascript\nexports.answer = 41;\n```\n\n"
    "environment.yml\n```yaml\nname: app\ndependencies:\n  - python=3.11\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("redis-cli --rdb app.py\n", id="redis-cli-rdb"),
        pytest.param("redis-cli -h localhost --functions-rdb app.py\n", id="redis-cli-fn-rdb"),
        pytest.param("sqlite3 backup.sqlar -Ax\n", id="sqlite3-Ax"),
        pytest.param("sqlite3 backup.sqlar -A --extract\n", id="sqlite3-A-extract"),
        pytest.param("docker build --output type=local,dest=. .\n", id="docker-build-output-dest"),
        pytest.param("conda env export --file environment.yml\n", id="conda-env-export-file"),
        pytest.param("tsc app.ts\n", id="tsc-emits-next-to"),
        pytest.param("ipython nbconvert --to script app.ipynb\n", id="ipython-nbconvert"),
    ],
)
def test_a_runner_form_that_writes_a_written_file_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("docker build -o . .\n", id="docker-build-o"),
        pytest.param("conda env export > environment.yml\n", id="conda-redirect"),
        pytest.param("jupyter nbconvert --to script app.ipynb\n", id="jupyter-nbconvert"),
        pytest.param("sqlite3 backup.sqlar '.ar -x'\n", id="sqlite3-ar-command"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("redis-cli ping\n", id="redis-cli-ping"),
        pytest.param("conda env update -f environment.yml\n", id="conda-env-update"),
    ],
)
def test_a_reading_form_stays_usable(block: str) -> None:
    assert parse_response(_answer(block)).usable
