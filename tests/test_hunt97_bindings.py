"""hunt97: a whole Python file whose name said unchanged is bound at the top level by a form the
reader's parse does not collect (a walrus in an `if`, `global` in a function, a `for` target,
a `match` capture, a `with ... as` target): the name is read as code left out, and the whole
file is refused (partial-file).

Expected by hand: the block is the whole conf.py; the name the sentence says is unchanged is
bound in it (it is shown): usable, written byte for byte.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = "\n\ndef load(path):\n    with open(path) as fh:\n        return fh.read()\n"


@pytest.mark.parametrize(
    ("content", "name"),
    [
        pytest.param(
            "import os\n\nif (HOME := os.environ.get('APP_HOME')) is None:\n"
            "    HOME_DIR = '/srv/app'\n" + _TAIL,
            "HOME",
            id="walrus-in-if",
        ),
        pytest.param(
            "import os\n\n\ndef _init():\n    global SETTINGS\n    SETTINGS = {}\n\n\n_init()\n"
            + _TAIL,
            "SETTINGS",
            id="global-in-function",
        ),
        pytest.param(
            "import os\n\nfor DEFAULT_DIR in ('/etc/app', '/srv/app'):\n"
            "    if os.path.isdir(DEFAULT_DIR):\n        break\n" + _TAIL,
            "DEFAULT_DIR",
            id="for-target",
        ),
        pytest.param(
            "import sys\n\nmatch sys.argv[1:]:\n    case [MODE]:\n        pass\n"
            "    case _:\n        MODE = 'dev'\n" + _TAIL,
            "MODE",
            id="match-capture",
        ),
        pytest.param(
            "import threading\n\nwith threading.Lock() as LOCK:\n    pass\n" + _TAIL,
            "LOCK",
            id="with-as-target",
        ),
    ],
)
def test_a_name_bound_by_another_form_is_shown_not_left_out(content: str, name: str) -> None:
    answer = f"`conf.py`:\n\n```python\n{content}```\n\nI fixed `load()`; `{name}` is unchanged.\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("conf.py", content)]


@pytest.mark.parametrize(
    ("content", "name"),
    [
        pytest.param(
            "try:\n    import tomllib as toml\nexcept ImportError:\n    import tomli as toml\n"
            + _TAIL,
            "toml",
            id="import-in-try",
        ),
        pytest.param(
            "import os\n\nPATHS = []\nPATHS += ['/etc']\n" + _TAIL, "PATHS", id="augassign"
        ),
    ],
)
def test_guard_names_bound_by_read_forms_are_kept(content: str, name: str) -> None:
    answer = f"`conf.py`:\n\n```python\n{content}```\n\nI fixed `load()`; `{name}` is unchanged.\n"
    result = parse_response(answer)
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [("conf.py", content)]
