"""fix-sessions33: the forms of the hunt54 classes their own tests do not write. Expected by
hand: app.py is written as ``print(1)``; each session then removes or empties it."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os, builtins\n>>> setattr(builtins, 'print', os.remove)\n>>> print('app.py')\n",
        ">>> import os\n>>> __builtins__['print'] = os.remove\n>>> print('app.py')\n",
    ],
    ids=["setattr", "subscript"],
)
def test_a_builtin_stored_on_its_module_other_ways_is_the_value(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))


def test_an_attribute_of_builtins_read_not_stored_changes_nothing() -> None:
    session = ">>> import builtins\n>>> builtins.print('app.py')\napp.py\n"
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


@pytest.mark.parametrize(
    "session",
    [
        ">>> import os\n>>> 2 * 3\n6\nos.remove('app.py')\n",
        ">>> print('a', 1)\na 1\nopen('app.py', 'w').close()\n",
        ">>> import os\n>>> None\nos.remove('app.py')\n",
    ],
    ids=["product", "print-two-values", "none-prints-nothing"],
)
def test_a_line_after_the_whole_known_output_is_typed(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))


@pytest.mark.parametrize(
    "session",
    [
        ">>> print('os.remove(1)')\nos.remove(1)\n",
        ">>> 2 * 3\n6\n>>> 'ok'\n'ok'\n",
        ">>> import os\n>>> os.listdir('.')\n['app.py']\n",
    ],
    ids=["print-of-code-text", "known-values", "unknown-value"],
)
def test_the_output_a_line_prints_is_not_typed(session: str) -> None:
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_a_commands_list_that_only_prints_keeps_the_file() -> None:
    # silent, p x, end: pdb prints x when the breakpoint is hit; app.py stays print(1)
    session = (
        "(Pdb) b app.py:1\n(Pdb) commands 1\n(com) silent\n(com) p 1 + 1\n(com) end\n(Pdb) c\n"
    )
    result = parse_response(BASE + f"```\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_a_value_line_commented_out_beside_its_live_twin_holds_no_value() -> None:
    # an .envrc with direnv's own commands: #API_PORT=9090 is API_PORT's line disabled; the
    # file gives API_PORT=5000, the report says 9090
    import json

    content = "dotenv\nwatch_file app.py\n#API_PORT=9090\nAPI_PORT=5000\n"
    files = [{"file_path": ".envrc", "content": content}]
    report = json.dumps({".envrc": {"API_PORT": 9090}})
    result = parse_response(json.dumps({"files": files}, indent=2) + "\n\n" + report + "\n")
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_a_session_that_asks_a_file_time_stays_usable() -> None:
    # os.path.getmtime stats app.py only: it stays print(1)
    session = ">>> import os\n>>> os.path.getmtime('app.py') > 0\nTrue\n"
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]


def test_a_name_bound_to_a_remover_after_a_harmless_one_is_the_remover() -> None:
    # p was print, then os.remove: p('app.py') removes app.py
    session = ">>> import os\n>>> p = print\n>>> p = os.remove\n>>> p('app.py')\n"
    result = parse_response(BASE + f"```pycon\n{session}```\n")
    assert not result.usable, (result.status, files_of(result))
