"""hunt92-jsops: a real read-only Node/Deno/ts-node REPL session in a ```console block after the
answer's files whose typed JavaScript holds ``>`` as JavaScript: an arrow function ``x => x *
2``, a comparison ``3 > 2`` / ``3 >= 2``, a shift ``8 >> 1``, a TypeScript generic
``Array<string> =``. These only compute and print.

Expected values by hand: the session changes no file; the answer (app.js, app.py, data.csv)
is usable and its files exactly as written, as ``> [1, 2]`` or ``> 1 < 2`` after ``$ node``
and ``node -e "console.log([1,2].map(x => x * 2))"`` are.
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


def _answer(session: str) -> str:
    return _FILES + f"Try it:\n\n```console\n{session}```\n"


def _kept(session: str) -> bool:
    result = parse_response(_answer(session))
    return result.usable and sorted(files_of(result)) == _MEANT


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node\n> [1, 2, 3].map(x => x * 2)\n[ 2, 4, 6 ]\n", id="arrow-map"),
        pytest.param(
            "$ node\n> const double = (n) => n * 2\nundefined\n> double(21)\n42\n",
            id="arrow-const",
        ),
        pytest.param("$ node\n> [1, 2, 3].filter(n => n > 1)\n[ 2, 3 ]\n", id="arrow-filter"),
        pytest.param("$ node\n> 3 > 2\ntrue\n", id="greater-than"),
        pytest.param("$ node\n> 3 >= 2\ntrue\n", id="greater-or-equal"),
        pytest.param("$ node\n> 8 >> 1\n4\n", id="shift"),
        pytest.param(
            "$ npx ts-node\n> const xs: Array<string> = ['a']\nundefined\n> xs.length\n1\n",
            id="ts-generic",
        ),
        pytest.param("$ deno\n> [1, 2].map((x) => x + 1)\n[ 2, 3 ]\n", id="deno-arrow"),
    ],
)
def test_a_read_only_session_with_js_operators_keeps_the_files(session: str) -> None:
    assert _kept(session)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node\n> [1, 2]\n[ 1, 2 ]\n", id="array"),
        pytest.param("$ node\n> 1 < 2\ntrue\n", id="less-than"),
        pytest.param(
            '$ node -e "console.log([1,2].map(x => x * 2))"\n[ 2, 4 ]\n', id="node-e-arrow"
        ),
    ],
)
def test_the_listed_read_only_sessions_keep_the_files(session: str) -> None:
    assert _kept(session)
