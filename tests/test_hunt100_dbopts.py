"""hunt100-dbopts: a database client's own options that write a file or run code, after the
answer's files: psql's ``-L app.py`` (its session log), mysql's ``--tee=app.py`` / ``--tee
app.py`` (its output copy), mysql's client command given as ``--execute=…`` or as ``-e'…'``
joined to its option, and mongosh's ``--eval`` code (Node's ``fs`` there).

Expected values by hand: psql -L and mysql --tee append the session's output to app.py (the
written file changes), ``system rm app.py`` deletes app.py, mongosh's
``fs.unlinkSync('app.js')`` deletes app.js. Never usable, as ``psql --log-file=app.py``,
``psql -o app.py``, ``mysql -e 'system rm app.py'`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("psql mydb -L app.py -c 'select 1'\n", id="psql-L"),
        pytest.param("mysql --tee=app.py -e 'select 1'\n", id="mysql-tee-equals"),
        pytest.param("mysql --tee app.py -e 'select 1'\n", id="mysql-tee-space"),
        pytest.param("mysql mydb --execute='system rm app.py'\n", id="mysql-execute-equals"),
        pytest.param("mysql mydb -e'system rm app.py'\n", id="mysql-e-joined"),
        pytest.param(
            "mongosh mydb --quiet --eval \"fs.unlinkSync('app.js')\"\n", id="mongosh-eval"
        ),
    ],
)
def test_a_client_option_that_writes_or_runs_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("psql mydb --log-file=app.py -c 'select 1'\n", id="psql-log-file"),
        pytest.param("psql mydb -o app.py -c 'select 1'\n", id="psql-o"),
        pytest.param("mysql mydb -e 'system rm app.py'\n", id="mysql-e"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
