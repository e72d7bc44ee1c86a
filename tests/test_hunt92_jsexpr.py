"""hunt92-jsexpr: JavaScript typed at a Node/Deno REPL prompt (``$ node`` then ``> ``, the
session fix-shell66 reads as one program) in a ```console block after the answer's files,
naming the file it deletes or writes by an expression: a concatenation of strings (on one line,
continued on the ``... `` prompt, with a name bound on an earlier line, with the folder
``process.cwd() + '/'``) or a template literal with ``${...}``.

Expected values by hand: each expression's value is app.js (or data.csv), a file the answer
writes, so the session deletes or overwrites it: never usable, as the same call with the literal
``'app.js'``, with ``['app', 'js'].join('.')`` or ``path.resolve('app.js')`` is refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
)


def _answer(session: str) -> str:
    return _FILES + f"Try it:\n\n```console\n{session}```\n"


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node\n> require('fs').unlinkSync('app' + '.js')\n", id="concat"),
        pytest.param(
            "$ node\n> require('fs').unlinkSync('app' +\n... '.js')\n", id="concat-continued"
        ),
        pytest.param(
            "$ node\n> const n = 'app'\n> require('fs').unlinkSync(n + '.js')\n", id="name-bound"
        ),
        pytest.param(
            "$ node\n> const ext = '.js'\n> require('fs').unlinkSync('app' + ext)\n",
            id="suffix-bound",
        ),
        pytest.param(
            "$ node\n> require('fs').unlinkSync(process.cwd() + '/app.js')\n", id="cwd-prefix"
        ),
        pytest.param(
            "$ node\n> const n = 'app'; require('fs').unlinkSync(`${n}.js`)\n", id="template"
        ),
        pytest.param(
            "$ node\n> require('fs').writeFileSync('data' + '.csv', 'x')\n", id="write-concat"
        ),
        pytest.param("$ deno\n> Deno.removeSync('app' + '.js')\n", id="deno-concat"),
    ],
)
def test_a_session_deleting_a_file_named_by_an_expression_is_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ node\n> require('fs').unlinkSync('app.js')\n", id="literal"),
        pytest.param("$ node\n> require('fs').unlinkSync(`app.js`)\n", id="plain-template"),
        pytest.param(
            "$ node\n> require('fs').unlinkSync(['app', 'js'].join('.'))\n", id="array-join"
        ),
        pytest.param(
            "$ node\n> require('fs').unlinkSync(require('path').resolve('app.js'))\n",
            id="path-resolve",
        ),
    ],
)
def test_the_listed_spellings_are_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable
