"""hunt92-prompts: a Python or Node REPL session in a ```console block after the answer's
files, its prompt written in another way than the plain ``>>> `` / ``> ``: with the terminal's
color escapes kept, a prompt ``sys.ps1`` changed, a timestamp before it, no blank after it, or
``node`` typed on a line without the shell's ``$``.

Expected values by hand: each typed statement runs in the REPL (``sys.ps1 = 'py> '`` makes
``py> `` the prompt the next statement is typed at) and deletes app.py or app.js: never usable,
as ``$ python3`` then ``>>> import os; os.remove('app.py')`` is refused.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "app.js\n```javascript\nconsole.log(1)\n```\n\n"
    "app.py\n```python\nprint(1)\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
)
_PY = "import os; os.remove('app.py')\n"
_JS = "require('fs').unlinkSync('app.js')\n"


def _answer(session: str) -> str:
    return _FILES + f"Try it:\n\n```console\n{session}```\n"


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ python3\n\x1b[35m>>> \x1b[0m" + _PY, id="python-color-escapes"),
        pytest.param("$ node\n\x1b[32m> \x1b[39m" + _JS, id="node-color-escapes"),
        pytest.param("$ python3\n>>> import sys; sys.ps1 = 'py> '\npy> " + _PY, id="ps1-changed"),
        pytest.param("$ ipython\n[12:01:33] In [1]: " + _PY, id="ipython-timestamp"),
        pytest.param("$ python3\n12:01:33 >>> " + _PY, id="python-timestamp"),
        pytest.param("$ python3\n>>>" + _PY, id="python-no-blank"),
        pytest.param("$ node\n>" + _JS, id="node-no-blank"),
        pytest.param("node\n> " + _JS, id="node-without-dollar"),
    ],
)
def test_a_session_with_another_prompt_deleting_a_file_is_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("$ python3\n>>> " + _PY, id="python"),
        pytest.param("python3\n>>> " + _PY, id="python-without-dollar"),
        pytest.param("$ node\n> " + _JS, id="node"),
        pytest.param("$ ipython\nIn [1]: " + _PY, id="ipython"),
    ],
)
def test_the_plain_prompts_are_refused(session: str) -> None:
    assert not parse_response(_answer(session)).usable
