"""hunt100-replopts: a block whose last line opens an interactive program with an option that
takes a separate value (``node -r dotenv/config``, ``node --loader ts-node/esm``, ``npx tsx``,
``mysql -u root -p``, ``psql -U postgres -d mydb``, ``psql -p 5433 mydb``), followed by a
fenced block of the code the user types at that program's prompt, which deletes or truncates
a file the answer wrote.

Expected values by hand: each opener starts the program's interactive prompt (no script, no
``-e``/``-c`` code: ``-r``/``--loader`` preload a module, ``-u``/``-U``/``-h``/``-p`` name a
user, host or port), so the next block is typed there: ``unlinkSync('app.js')`` deletes
app.js, mysql's ``system rm app.py`` and psql's ``\\! rm app.py`` delete app.py, ``tee
app.py`` and ``INTO OUTFILE 'app.py'`` write it. The same answers with the bare opener
(``node``, ``psql mydb``, ``mysql -uroot mydb``) are refused: never usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "web/index.js\n```javascript\nconsole.log(2)\n```\n\n"
)
_JS = "require('fs').unlinkSync('app.js')\n"


def _two(opener: str, typed: str, info: str) -> str:
    return (
        _FILES
        + f"Open the shell:\n\n```bash\n{opener}\n```\n\nThen type:\n\n```{info}\n{typed}```\n"
    )


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_two("node -r dotenv/config", _JS, "javascript"), id="node-r"),
        pytest.param(_two("node --require dotenv/config", _JS, "javascript"), id="node-require"),
        pytest.param(_two("node --loader ts-node/esm", _JS, "javascript"), id="node-loader"),
        pytest.param(_two("npx tsx", _JS, "typescript"), id="npx-tsx"),
        pytest.param(_two("mysql -u root -p", "system rm app.py\n", "sql"), id="mysql-u-p"),
        pytest.param(
            _two("mysql -h 127.0.0.1 -P 3306 -u root -p", "system rm app.py\n", "sql"),
            id="mysql-host-port",
        ),
        pytest.param(
            _two("mysql -u root -p mydb", "SELECT 1 INTO OUTFILE 'app.py';\n", "sql"),
            id="mysql-outfile",
        ),
        pytest.param(_two("psql -U postgres -d mydb", "\\! rm app.py\n", "sql"), id="psql-U-d"),
        pytest.param(_two("psql -p 5433 mydb", "\\! rm app.py\n", "sql"), id="psql-port"),
    ],
)
def test_a_repl_opened_with_a_valued_option_reads_the_next_block_as_typed(answer: str) -> None:
    assert not parse_response(answer).usable


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_two("node", _JS, "javascript"), id="node-bare"),
        pytest.param(_two("psql mydb", "\\! rm app.py\n", "sql"), id="psql-bare"),
    ],
)
def test_the_bare_openers_are_refused(answer: str) -> None:
    assert not parse_response(answer).usable
