"""hunt92-dbshell: a database shell (sqlite3, psql, mysql) after the answer's files, typed at
its prompt in a ```console session or given its commands as arguments in a ```bash block, whose
client-side commands write or delete a file of the answer: sqlite3's ``.output``/``.once``
(the next query's rows go to that file, truncating it) and ``.system``, psql's ``\\o``,
``\\copy ... to`` and ``\\!``, mysql's ``system``/``\\!``.

Expected values by hand: each of those runs in the client, in the folder the shell is in, so
data.csv is overwritten with query rows or app.py is deleted: never usable, as
``sqlite3 db.sqlite <<'EOF'`` then ``.output app.py`` (a heredoc) is refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = "app.py\n```python\nprint(1)\n```\n\ndata.csv\n```csv\na,b\n1,2\n```\n\n"


def _answer(session: str, info: str) -> str:
    return _FILES + f"Try it:\n\n```{info}\n{session}```\n"


@pytest.mark.parametrize(
    ("session", "info"),
    [
        pytest.param(
            "$ sqlite3 app.db\nsqlite> .headers on\nsqlite> .mode csv\n"
            "sqlite> .output data.csv\nsqlite> SELECT * FROM users;\nsqlite> .output stdout\n",
            "console",
            id="sqlite3-output-session",
        ),
        pytest.param(
            "$ psql mydb\nmydb=# \\copy users to 'data.csv' with csv header\nCOPY 3\n",
            "console",
            id="psql-copy-to-session",
        ),
        pytest.param(
            "$ psql mydb\nmydb=# \\o data.csv\nmydb=# select * from users;\n",
            "console",
            id="psql-o-session",
        ),
        pytest.param("$ mysql -u root\nmysql> \\! rm app.py\n", "console", id="mysql-bang-session"),
        pytest.param("sqlite3 db.sqlite '.system rm app.py'\n", "bash", id="sqlite3-system-arg"),
        pytest.param(
            "sqlite3 -cmd '.once data.csv' db.sqlite 'select 1;'\n", "bash", id="sqlite3-cmd-once"
        ),
        pytest.param("psql -c '\\! rm app.py'\n", "bash", id="psql-c-bang"),
        pytest.param("mysql -e 'system rm app.py'\n", "bash", id="mysql-e-system"),
    ],
)
def test_a_db_shell_writing_or_deleting_a_file_is_refused(session: str, info: str) -> None:
    assert not parse_response(_answer(session, info)).usable


def test_the_heredoc_form_is_refused() -> None:
    session = "sqlite3 db.sqlite <<'EOF'\n.output app.py\nselect 1;\nEOF\n"
    assert not parse_response(_answer(session, "bash")).usable
