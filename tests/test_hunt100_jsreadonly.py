"""hunt100-jsreadonly: inline JavaScript (``node -e``, ``node -p``, ``deno eval``, code typed
after ``node``) that only reads or prints, but builds its path or value at run time (``'app'
+ '.js'``, ``__dirname + '/app.js'``, ``path.join('web', 'index.js')``, ``process.cwd()``,
``Deno.cwd()``), run after the answer's files: false refusals of fix-calls81's rule "JS code
building a path at run time may change any file", whose own words limit it to code "not
known to only read".

Expected values by hand: ``readFileSync``, ``existsSync``, ``statSync``, ``readdirSync``,
``console.log`` and ``typeof require('./app.js')`` (app.js only logs) change no file: the
answer has one reading, app.js, app.py and web/index.js as written; usable and exact, as
``node -e "console.log(process.cwd() + '/app.js')"`` and ``readFileSync('app.js')`` are.
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
    return _FILES + "".join(f"Check:\n\n```{info}\n{body}```\n\n" for info, body in blocks)


def _bash(line: str) -> str:
    return _answer(("bash", line))


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            _bash("node -e \"console.log(require('fs').readFileSync('app' + '.js', 'utf8'))\"\n"),
            id="read-concat",
        ),
        pytest.param(
            _bash("node -e \"console.log(require('fs').existsSync(__dirname + '/app.js'))\"\n"),
            id="exists-dirname",
        ),
        pytest.param(
            _bash(
                "node -e \"const path = require('path'); console.log(require('fs')"
                ".readFileSync(path.join('web', 'index.js'), 'utf8'))\"\n"
            ),
            id="read-path-join",
        ),
        pytest.param(
            _bash("node -e \"console.log(require('fs').statSync('app' + '.js').size)\"\n"),
            id="stat-concat",
        ),
        pytest.param(
            _bash("node -e \"console.log(require('fs').readdirSync(process.cwd()))\"\n"),
            id="readdir-cwd",
        ),
        pytest.param(_bash('deno eval "console.log(Deno.cwd())"\n'), id="deno-print-cwd"),
        pytest.param(
            _answer(
                ("bash", "node\n"), ("javascript", "console.log(typeof require('./app.js'))\n")
            ),
            id="repl-typeof-require",
        ),
    ],
)
def test_read_only_javascript_with_a_built_path_keeps_the_files(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(_bash("node -e \"console.log(process.cwd() + '/app.js')\"\n"), id="print-cwd"),
        pytest.param(
            _bash("node -e \"console.log(require('fs').readFileSync('app.js', 'utf8'))\"\n"),
            id="read-literal",
        ),
    ],
)
def test_the_listed_read_only_forms_keep_the_files(answer: str) -> None:
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == _MEANT
