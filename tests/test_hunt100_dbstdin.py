"""hunt100-dbstdin: a database shell's own commands fed on its standard input by a pipe or a
here-string (``echo '.output app.py' | sqlite3 app.db``, ``printf '.once app.py\\n…' |
sqlite3``, ``sqlite3 app.db <<< '.output app.py'``, ``echo '\\! rm app.py' | psql mydb``,
``echo 'system rm app.py' | mysql mydb``) after the answer's files.

Expected values by hand: the client reads its commands from standard input as it reads them
at its prompt or in an argument: ``.output``/``.once`` open app.py for writing (truncating
it), ``.system``/``\\!``/``system`` run ``rm app.py``. The written app.py is gone or emptied:
never usable, as the same commands given as an argument (``sqlite3 app.db '.output app.py'``)
or in a heredoc (``sqlite3 app.db <<EOF``) are refused.
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
        pytest.param("echo '.output app.py' | sqlite3 app.db\n", id="echo-sqlite-output"),
        pytest.param("echo '.system rm app.py' | sqlite3 app.db\n", id="echo-sqlite-system"),
        pytest.param(
            "printf '.once app.py\\nselect 1;\\n' | sqlite3 app.db\n", id="printf-sqlite-once"
        ),
        pytest.param("sqlite3 app.db <<< '.output app.py'\n", id="herestring-sqlite"),
        pytest.param("echo '\\! rm app.py' | psql mydb\n", id="echo-psql-bang"),
        pytest.param("psql mydb <<< '\\o app.py'\n", id="herestring-psql-o"),
        pytest.param("echo 'system rm app.py' | mysql mydb\n", id="echo-mysql-system"),
    ],
)
def test_client_commands_on_standard_input_are_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("sqlite3 app.db '.output app.py'\n", id="argument"),
        pytest.param("sqlite3 app.db <<EOF\n.output app.py\nselect 1;\nEOF\n", id="heredoc"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
