"""hunt143: listings after a write that show the written file gone, in shapes fix-output169
does not read (``tree``, ``find -type f``, ``find -name '*.py'``, cmd's ``dir``, a glob
``ls *.py``, ``os.path.exists``/``os.listdir`` prints).

Expected by hand: an OpenAI transcript writes a.py (``x = 1``/``y = 2``), the tool answering
ok, then runs the command shown in the same folder; its output lists the folder without a.py
(or prints ``False`` for its existence): the file is not on disk as written, so the reader
refuses it, as it refuses ``ls`` and ``find . -name a.py`` printing other files. Guards: the
same listings holding a.py keep it.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_DIR = (
    " Volume in drive C has no label.\n Directory of C:\\proj\n\n"
    "11/28/2026  11:00 PM    <DIR>          .\n"
    "11/28/2026  11:00 PM                20 b.py\n"
    "               1 File(s)             20 bytes\n"
)


@pytest.mark.parametrize(
    ("command", "output"),
    [
        pytest.param("tree", ".\n├── b.py\n└── README.md\n\n0 directories, 2 files", id="tree"),
        pytest.param("find . -type f", "./b.py\n./README.md", id="find-type-f"),
        pytest.param("find . -name '*.py'", "./b.py", id="find-glob"),
        pytest.param("dir", _DIR, id="cmd-dir"),
        pytest.param("ls *.py", "b.py", id="ls-glob"),
        pytest.param(
            "python -c \"import os; print(os.path.exists('a.py'))\"", "False", id="py-exists"
        ),
        pytest.param(
            "python -c \"import os; print(os.listdir('.'))\"", "['b.py']", id="py-listdir"
        ),
    ],
)
def test_a_listing_without_the_file_refuses_it(command: str, output: str) -> None:
    assert _after(command, output) is None


@pytest.mark.parametrize(
    ("command", "output"),
    [
        pytest.param("tree", ".\n├── a.py\n└── b.py\n\n0 directories, 2 files", id="tree"),
        pytest.param("find . -type f", "./a.py\n./b.py", id="find-type-f"),
        pytest.param("ls *.py", "a.py\nb.py", id="ls-glob"),
        pytest.param(
            "python -c \"import os; print(os.path.exists('a.py'))\"", "True", id="py-exists"
        ),
    ],
)
def test_a_listing_holding_the_file_keeps_it(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]
