"""hunt107-dbfr: database client runs that only load the answer's own SQL (a ``CREATE TABLE``
schema.sql) or only query, refused: ``mariadb`` with the options its ``mysql`` twin passes
with, a connection URL from a variable (``psql "$DATABASE_URL" -f schema.sql``), duckdb's
output format option ``-csv``, and the written file read by the client's own include command
(``.read``, ``\\i``, ``source``) whose text the reader holds, as it reads ``-f schema.sql`` and
``< schema.sql``.

Expected by hand: the client creates a table in the database, nothing else; the answer's files
stay as written: usable with app.py, schema.sql, seed.sql. (Refused at BASE bbc0a3cb too: not a
regression of fix-db93, a false refusal the new reading of files and options could close.)
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_SCHEMA = "CREATE TABLE users (\n  id SERIAL PRIMARY KEY,\n  name TEXT NOT NULL\n);\n"
_SEED = "INSERT INTO users (name) VALUES ('ada');\nSELECT count(*) FROM users;\n"
_FILES = (
    "app.py\n```python\nprint(1)\n```\n\n"
    f"schema.sql\n```sql\n{_SCHEMA}```\n\n"
    f"seed.sql\n```sql\n{_SEED}```\n\n"
)
_MEANT = [("app.py", "print(1)\n"), ("schema.sql", _SCHEMA), ("seed.sql", _SEED)]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("mariadb -u root app < schema.sql\n", id="mariadb-user"),
        pytest.param(
            "mariadb -h 127.0.0.1 -P 3306 -u root -psecret app < schema.sql\n",
            id="mariadb-host-port-password",
        ),
        pytest.param('psql "$DATABASE_URL" -f schema.sql\n', id="psql-url-variable"),
        pytest.param('psql -d "$DATABASE_URL" -f schema.sql\n', id="psql-d-url-variable"),
        pytest.param("duckdb -csv app.duckdb 'select 1'\n", id="duckdb-csv"),
        pytest.param("sqlite3 app.db '.read schema.sql'\n", id="sqlite3-read-written"),
        pytest.param("psql mydb -c '\\i schema.sql'\n", id="psql-i-written"),
        pytest.param("mysql -u root -e 'source schema.sql' app\n", id="mysql-source-written"),
    ],
)
def test_a_client_loading_the_written_sql_keeps_the_files(block: str) -> None:
    parsed = parse_response(_FILES + f"Then:\n\n```bash\n{block}```\n")
    assert parsed.usable, [d.message for d in parsed.diagnostics]
    assert files_of(parsed) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("psql mydb -f schema.sql\n", id="psql-f"),
        pytest.param("mysql -h 127.0.0.1 -P 3306 -u root -psecret app < schema.sql\n", id="mysql"),
        pytest.param("sqlite3 -csv app.db 'select 1'\n", id="sqlite3-csv"),
    ],
)
def test_the_twins_stay_usable(block: str) -> None:
    parsed = parse_response(_FILES + f"Then:\n\n```bash\n{block}```\n")
    assert parsed.usable
    assert files_of(parsed) == _MEANT
