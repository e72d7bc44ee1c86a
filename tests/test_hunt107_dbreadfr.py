"""hunt107-dbreadfr: database client runs that only read a file into the database or set how
results print, refused: psql's print option (``-P pager=off``, ``--pset pager=off``), psql's
``\\copy … FROM 'users.csv'`` and sqlite3's ``.import users.csv users`` (both read the CSV into
a table; only ``\\copy … TO`` and ``.output``/``.once`` write a file), and a read-only mongosh
query piped in (``echo 'db.users.find()' | mongosh mydb``: usable at BASE bbc0a3cb, refused
since fix-db93 weighs mongosh's standard input as JavaScript not weighed).

Expected by hand: the written files stay as written (the database changes, or nothing does):
usable with app.py and users.csv.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_CSV = "id,name\n1,ada\n"
_FILES = "app.py\n```python\nprint(1)\n```\n\n" + f"users.csv\n```csv\n{_CSV}```\n\n"
_MEANT = [("app.py", "print(1)\n"), ("users.csv", _CSV)]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("psql -P pager=off -c 'select 1' mydb\n", id="psql-P-pager"),
        pytest.param("psql --pset pager=off -c 'select 1' mydb\n", id="psql-pset-pager"),
        pytest.param(
            "psql mydb -c \"\\copy users FROM 'users.csv' CSV HEADER\"\n", id="psql-copy-from"
        ),
        pytest.param(
            "sqlite3 app.db '.mode csv' '.import users.csv users'\n", id="sqlite3-import-args"
        ),
        pytest.param(
            "sqlite3 app.db -cmd '.mode csv' '.import users.csv users'\n", id="sqlite3-import-cmd"
        ),
        pytest.param("echo 'db.users.find()' | mongosh mydb\n", id="mongosh-find-piped"),
    ],
)
def test_a_client_reading_into_the_database_keeps_the_files(block: str) -> None:
    parsed = parse_response(_FILES + f"Then:\n\n```bash\n{block}```\n")
    assert parsed.usable, [d.message for d in parsed.diagnostics]
    assert files_of(parsed) == _MEANT
