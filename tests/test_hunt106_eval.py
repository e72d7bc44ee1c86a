"""hunt106-eval: a command held in a string the shell or env reads again as a command line:
``eval "python clean.py"`` (quoted or not), ``eval 'node reset.js'``, ``env -S "python
clean.py"`` (env splits the string into the program and its words).

Expected values by hand: each runs the answer's program (clean.py's ``os.remove('app.py')``,
reset.js's ``fs.unlinkSync('app.js')``) and deletes a root file the answer writes. Never
usable, as ``sh -c 'python clean.py'`` and ``eval "$CMD"`` (a value not known) are refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.py\n```python\nprint('app')\n```\n\n"
    "clean.py\n```python\nimport os\n\nos.remove('app.py')\n```\n\n"
    "app.js\n```javascript\nconsole.log('app');\n```\n\n"
    "reset.js\n```javascript\n"
    "const fs = require('fs');\n\nfs.unlinkSync('app.js');\n```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Run:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param('eval "python clean.py"\n', id="eval-double-quoted"),
        pytest.param("eval python clean.py\n", id="eval-words"),
        pytest.param("eval 'node reset.js'\n", id="eval-single-quoted-node"),
        pytest.param('env -S "python clean.py"\n', id="env-split-string"),
    ],
)
def test_a_command_read_again_from_a_string_is_weighed(block: str) -> None:
    assert not parse_response(_answer(block)).usable


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("sh -c 'python clean.py'\n", id="sh-c"),
        pytest.param("CMD='python clean.py'; eval \"$CMD\"\n", id="eval-variable"),
    ],
)
def test_the_listed_forms_are_refused(block: str) -> None:
    assert not parse_response(_answer(block)).usable
