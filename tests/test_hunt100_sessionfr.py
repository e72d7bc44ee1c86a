"""hunt100-sessionfr: false refusals of fix-shell80's "one terminal" rule. A setup block ends
by opening a database shell (``sqlite3 app.db``, ``psql mydb``, ``mysql -uroot mydb``) and the
next ```sql block is the SQL to type there, which only queries or changes the database
(``SELECT``, ``.tables``, ``\\dt``, ``CREATE TABLE``/``INSERT``, ``SHOW TABLES``); or ``node``
is opened and the next block binds the answer's module (``const x = require('./app.js');``,
app.js only logs).

Expected values by hand: none of it touches a file of the project (the database file app.db
is no written file; app.js's run only prints), so the answer has one reading: app.js, app.py
and web/index.js as written, usable and exact. All of these were usable at 73979a35, and the
same SQL given as an argument (``sqlite3 app.db 'SELECT * FROM users;'``, ``psql mydb -c
'CREATE TABLE …'``) still is: fix-shell80 weighs these clients' commands exactly.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_MEANT = [
    ("app.js", "console.log(1)\n"),
    ("app.py", "print(1)\n"),
    ("web/index.js", "console.log(2)\n"),
]


def _answer(*blocks: tuple[str, str]) -> str:
    return _FILES + "".join(f"Next:\n\n```{info}\n{body}```\n\n" for info, body in blocks)


_CREATE = "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);\n"


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            _answer(("bash", "sqlite3 app.db\n"), ("sql", "SELECT * FROM users;\n")),
            id="sqlite-select",
        ),
        pytest.param(
            _answer(("bash", "sqlite3 app.db\n"), ("sql", ".tables\n")), id="sqlite-tables"
        ),
        pytest.param(
            _answer(
                ("bash", "sqlite3 app.db\n"),
                ("sql", _CREATE + "INSERT INTO users (name) VALUES ('ada');\n"),
            ),
            id="sqlite-create-insert",
        ),
        pytest.param(_answer(("bash", "psql mydb\n"), ("sql", _CREATE)), id="psql-create"),
        pytest.param(_answer(("bash", "psql mydb\n"), ("sql", "\\dt\n")), id="psql-dt"),
        pytest.param(
            _answer(("bash", "mysql -uroot mydb\n"), ("sql", "SHOW TABLES;\n")), id="mysql-show"
        ),
        pytest.param(
            _answer(("bash", "node\n"), ("javascript", "const x = require('./app.js');\n")),
            id="node-const-require",
        ),
    ],
)
def test_a_read_only_session_in_the_next_block_keeps_the_files(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_answer(("bash", "sqlite3 app.db 'SELECT * FROM users;'\n")), id="sqlite-arg"),
        pytest.param(_answer(("bash", f"psql mydb -c '{_CREATE.strip()}'\n")), id="psql-c"),
        pytest.param(
            _answer(("bash", "node\n"), ("javascript", "require('./app.js')\n")), id="node-require"
        ),
        pytest.param(
            _answer(("bash", "python3\n"), ("python", "import app\n")), id="python-import"
        ),
    ],
)
def test_the_listed_read_only_forms_keep_the_files(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == _MEANT
