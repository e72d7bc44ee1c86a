"""hunt92-replfr: a real read-only session of a REPL other than Python's and Node's (irb, pry,
iex, ghci, R, scala, jshell, clj) in a ```console block after the answer's files: it computes
``1 + 1`` (or prints a string) and shows the REPL's answer.

Expected values by hand: arithmetic and printing change no file, so the answer (app.js, app.py,
data.csv) is usable and its files exactly as written, as the same ``1 + 1`` typed after ``$
python3``, ``$ node`` or ``$ lua`` is.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
)
_MEANT = [
    ("app.js", "console.log(1)\n"),
    ("app.py", "print(1)\n"),
    ("data.csv", "a,b\n1,2\n"),
]


def _kept(session: str) -> bool:
    result = parse_response(_FILES + f"Try it:\n\n```console\n{session}```\n")
    return result.usable and sorted(files_of(result)) == _MEANT


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ irb\nirb(main):001:0> 1 + 1\n=> 2\n", id="irb"),
        pytest.param("$ irb\nirb(main):001> puts 'hi'\nhi\n=> nil\n", id="irb-puts"),
        pytest.param("$ pry\n[1] pry(main)> 1 + 1\n=> 2\n", id="pry"),
        pytest.param("$ iex\niex(1)> 1 + 1\n2\n", id="iex"),
        pytest.param("$ ghci\nghci> 1 + 2\n3\n", id="ghci"),
        pytest.param("$ R\n> 1 + 1\n[1] 2\n", id="r"),
        pytest.param("$ scala\nscala> 1 + 1\nval res0: Int = 2\n", id="scala"),
        pytest.param("$ jshell\njshell> 1 + 1\n$1 ==> 2\n", id="jshell"),
    ],
)
def test_a_read_only_session_of_another_repl_keeps_the_files(session: str) -> None:
    assert _kept(session)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ python3\n>>> 1 + 1\n2\n", id="python"),
        pytest.param("$ node\n> 1 + 1\n2\n", id="node"),
        pytest.param("$ lua\n> print(1 + 1)\n2\n", id="lua"),
    ],
)
def test_the_listed_read_only_sessions_keep_the_files(session: str) -> None:
    assert _kept(session)
