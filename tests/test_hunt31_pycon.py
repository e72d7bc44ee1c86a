"""hunt31: attacks on fix-pycon24 (Python sessions whatever the label, values not spelled,
names bound above). The answer writes app.py as ``print(1)``, then shows a session; what the
session does to app.py (or to a file it names) decides what the model leaves. Expected values
by hand: a session that writes a file must not leave a usable result holding the stale file."""

from __future__ import annotations

import pytest
from meant import files_of, ours_then

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"
HELD = [("app.py", "print(1)\n")]


def _not_stale(session: str) -> None:
    result = parse_response(BASE + session)
    # the session writes app.py after the answer's block: a usable result with print(1) is stale
    assert not result.usable or files_of(result) != HELD, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "```pycon\n>>> n = 'app'\n>>> open(f'{n}.py', 'w').write('q')\n1\n```\n",
            id="pycon",
        ),
        pytest.param(
            "```\nIn [1]: n = 'app'\n\nIn [2]: open(f'{n}.py', 'w').write('q')\nOut[2]: 1\n```\n",
            id="ipython",
        ),
    ],
)
def test_an_f_string_completing_a_bound_stem_writes_the_file(session: str) -> None:
    # n = 'app' spells no path; f'{n}.py' is app.py: the session overwrites app.py with q
    _not_stale(session)


@pytest.mark.parametrize(
    "session",
    [
        pytest.param("```pycon\n>>> open('app' + '.py', 'w').write('q')\n1\n```\n", id="literals"),
        pytest.param(
            "```python\n>>> n = 'app'\n>>> open(n + '.py', 'w').write('q')\n1\n```\n",
            id="name-plus-literal",
        ),
    ],
)
def test_a_concatenated_path_writes_the_file(session: str) -> None:
    # 'app' + '.py' is app.py, the value of a BinOp the code does not spell as one literal
    _not_stale(session)


@pytest.mark.parametrize(
    "bind",
    [
        pytest.param("", id="one-binding"),
        pytest.param(">>> p = 'app.py'\n", id="rebound-from-app"),
    ],
)
def test_a_with_block_through_a_name_writes_a_file_not_held(bind: str) -> None:
    # p is b.py when the with block runs: the session writes b.py as y, a file the answer does
    # not carry (written literally, or as open(p, 'w').write('y'), it is refused)
    session = (
        "```pycon\n" + bind + ">>> p = 'b.py'\n>>> with open(p, 'w') as f:\n"
        "...     f.write('y')\n...\n1\n```\n"
    )
    result = parse_response(BASE + session)
    assert not result.usable or ("b.py", "y") in files_of(result), result.diagnostics


@pytest.mark.parametrize(
    "prompt", [pytest.param("(Pdb) ", id="pdb"), pytest.param("ipdb> ", id="ipdb")]
)
def test_a_debugger_session_writes_the_file(prompt: str) -> None:
    # a pdb/ipdb prompt runs Python as >>> does: the line overwrites app.py with q
    _not_stale("```\n" + prompt + "p 1\n1\n" + prompt + "open('app.py', 'w').write('q')\n1\n```\n")


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "```pycon\n>>> from pathlib import Path\n>>> p = Path('app.py')\n"
            ">>> p.write_text('q')\n1\n```\n",
            id="bound-path-object",
        ),
        pytest.param(
            "```pycon\n>>> from pathlib import Path\n"
            ">>> Path('app').with_suffix('.py').write_text('q')\n1\n```\n",
            id="with-suffix",
        ),
        pytest.param(
            "```pycon\n>>> p = 'app'; open(p + '.py', 'w').write('q')\n1\n```\n",
            id="semicolon-concat",
        ),
    ],
)
def test_a_path_object_or_derived_path_writes_the_file(session: str) -> None:
    # p is Path('app.py') (or the path built from 'app'): write_text overwrites app.py with q
    _not_stale(session)


def test_a_name_imported_from_a_written_file_is_a_value_not_spelled() -> None:
    # TARGET comes from cfg.py (the answer's own file: 'app.py'); the session line does not spell
    # it, so the write may be app.py, and it is: app.py is q, not print(1)
    session = (
        "`cfg.py`:\n```python\nTARGET = 'app.py'\n```\n\n"
        "```pycon\n>>> from cfg import TARGET\n>>> open(TARGET, 'w').write('q')\n1\n```\n"
    )
    result = parse_response(BASE + session)
    assert not result.usable or ("app.py", "print(1)\n") not in files_of(result), result.status


ADD = (
    "Here is the app.\n\n`app.py`:\n```python\ndef add(a, b):\n    return a + b\n```\n\nTry it:\n\n"
)
ADD_HELD = [("app.py", "def add(a, b):\n    return a + b\n")]


@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "```pycon\n>>> with open('app.py') as f:\n...     print(f.readline())\n...\n"
            "def add(a, b):\n```\n",
            id="with-open-to-read",
        ),
        pytest.param(
            "```pycon\n>>> from app import add\n>>> for i in range(3):\n...     print(add(i, i))\n"
            "...\n0\n2\n4\n```\n",
            id="loop-variable",
        ),
    ],
)
def test_a_session_that_only_reads_or_computes_stays_usable(session: str) -> None:
    # nothing is written: the file opened (mode r) is read, add only returns a sum
    result = parse_response(ADD + session)
    assert result.usable, (result.status, result.diagnostics)
    assert files_of(result) == ADD_HELD


def test_a_bound_path_object_after_our_end_marker_writes_the_file() -> None:
    # our format's a.py is x = 1; the session after the end marker overwrites it with y
    # (the f-string and (Pdb) forms are refused there; this one is not)
    text = ours_then(
        "Check:\n\n```pycon\n>>> from pathlib import Path\n>>> p = Path('a.py')\n"
        ">>> p.write_text('y')\n1\n```\n"
    )
    result = parse_response(text)
    assert not result.usable or files_of(result) != [("a.py", "x = 1\n")], result.status
