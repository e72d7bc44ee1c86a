"""hunt92-repls: an interactive session of a REPL the shell reader does not list (php -a, lua,
julia, swift, perl -de0, mongosh, rails console, iex -S mix), opened at a ``$`` prompt in a
```console block after the answer's files, whose typed statement deletes a written file.

Expected values by hand: each typed line runs in the program the ``$`` line opened and deletes
app.py (or app.js), so the file the answer wrote is gone after the session: never usable, as
``$ python3`` then ``>>> os.remove('app.py')`` or ``$ irb`` then ``File.delete`` are refused.
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
        pytest.param("$ php -a\nInteractive shell\n\nphp > unlink('app.py');\n", id="php-a"),
        pytest.param("$ lua\nLua 5.4.6\n> os.remove('app.py')\ntrue\n", id="lua"),
        pytest.param('$ julia\njulia> rm("app.py")\n', id="julia"),
        pytest.param(
            "$ swift repl\n  1> import Foundation\n"
            '  2> try FileManager.default.removeItem(atPath: "app.py")\n',
            id="swift-repl",
        ),
        pytest.param("$ perl -de0\n  DB<1> unlink 'app.py'\n", id="perl-debugger"),
        pytest.param("$ mongosh\ntest> fs.unlinkSync('app.js')\n", id="mongosh"),
        pytest.param(
            "$ bin/rails console\nLoading development environment (Rails 7.1.2)\n"
            "irb(main):001> File.delete('app.py')\n=> 1\n",
            id="rails-console",
        ),
        pytest.param('$ iex -S mix\niex(1)> File.rm!("app.py")\n:ok\n', id="iex-s-mix"),
    ],
)
def test_a_session_of_an_unlisted_repl_deleting_a_file_is_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ python3\n>>> import os\n>>> os.remove('app.py')\n", id="python"),
        pytest.param("$ irb\nirb(main):001:0> File.delete('app.py')\n=> 1\n", id="irb"),
        pytest.param('$ iex\niex(1)> File.rm!("app.py")\n:ok\n', id="iex"),
        pytest.param("$ node\n> require('fs').unlinkSync('app.js')\nundefined\n", id="node"),
    ],
)
def test_the_listed_repls_are_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable
