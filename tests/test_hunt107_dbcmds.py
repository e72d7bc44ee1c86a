"""hunt107-dbcmds: a database client's own commands that write a file or read one of commands,
missing from the table of client commands, after the answer's files: psql's ``\\g FILE`` (run
the query buffer, its output into FILE) and ``\\s FILE`` (the history into FILE), mysql's
``\\.`` (the short name of ``source``) reading a written file of commands that holds ``system
rm app.py``.

Expected values by hand: psql's ``\\g app.py`` and ``\\s app.py`` replace app.py with the
query's output or the session's history; mysql's ``\\. z.sql`` runs z.sql's ``system rm
app.py``, deleting app.py. The written app.py is not what the model wrote: never usable, as
``\\gx app.py``, ``\\o app.py``, ``source z.sql`` and ``\\T app.py`` are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "z.sql\n```sql\nsystem rm app.py\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("psql mydb -c 'select 1 \\g app.py'\n", id="psql-g-file"),
        pytest.param(
            "psql mydb -c 'select * from t \\g (format=csv) app.py'\n", id="psql-g-options-file"
        ),
        pytest.param("psql mydb -c 'select 1' -c '\\g app.py'\n", id="psql-g-second-c"),
        pytest.param("echo 'select 1 \\g app.py' | psql mydb\n", id="psql-g-piped"),
        pytest.param("psql mydb -c '\\s app.py'\n", id="psql-s-history"),
        pytest.param("mysql mydb -e '\\. z.sql'\n", id="mysql-dot-source"),
        pytest.param("echo '\\. z.sql' | mysql mydb\n", id="mysql-dot-source-piped"),
    ],
)
def test_a_client_command_that_writes_or_reads_commands_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("psql mydb -c 'select 1 \\gx app.py'\n", id="psql-gx"),
        pytest.param("psql mydb -c '\\o app.py'\n", id="psql-o"),
        pytest.param("mysql mydb -e 'source z.sql'\n", id="mysql-source"),
        pytest.param("mysql mydb -e '\\T app.py'\n", id="mysql-tee-short"),
        pytest.param("mysql mydb <<'SQL'\n\\. z.sql\nSQL\n", id="mysql-dot-heredoc"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
