"""hunt114-wrappers: a program run through a wrapper that takes an option with its value
(``nice -n5``, ``stdbuf -oL``, ``ionice -c3``, ``taskset -c 0``, ``chrt -i 0``), shown after the
files, running a written script that deletes a written file.

Expected values by hand: the wrapper runs the program after its options (``sh reset.sh``,
``node reset.js``, ``python clean.py``), so the script runs after the files are written and
reset.sh / reset.js delete config.json: the answer must be refused (changed-after), as
``nice sh reset.sh``, ``nohup sh reset.sh`` and ``nice -n5 rm config.json`` are. Usable now:
usable-WRONG (config.json kept as written though the block deletes it).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_CLEAN_PY = 'import os\n\nos.remove("config.json")\n'
_CONFIG = '{\n  "port": 3000\n}\n'
_RESET_SH = "#!/bin/sh\nrm -f config.json\n"
_RESET_JS = "const fs = require('fs');\nfs.rmSync('config.json', { force: true });\n"
_FILES = (
    f"config.json\n```json\n{_CONFIG}```\n\n"
    f"clean.py\n```python\n{_CLEAN_PY}```\n\n"
    f"reset.sh\n```bash\n{_RESET_SH}```\n\n"
    f"reset.js\n```javascript\n{_RESET_JS}```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Then start over:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("nice -n5 sh reset.sh\n", id="nice-n5-sh"),
        pytest.param("nice -n5 python clean.py\n", id="nice-n5-python"),
        pytest.param("nice -10 sh reset.sh\n", id="nice-10-sh"),
        pytest.param("nice --adjustment=5 sh reset.sh\n", id="nice-adjustment-sh"),
        pytest.param("stdbuf -oL sh reset.sh\n", id="stdbuf-sh"),
        pytest.param("ionice -c3 sh reset.sh\n", id="ionice-sh"),
        pytest.param("taskset -c 0 node reset.js\n", id="taskset-node"),
        pytest.param("chrt -i 0 node reset.js\n", id="chrt-node"),
    ],
)
def test_a_wrapped_program_deleting_a_written_file_refuses(block: str) -> None:
    result = parse_response(_answer(block))
    assert not result.usable
    assert any(d.code == "changed-after" for d in result.diagnostics)


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("nice sh reset.sh\n", id="nice-sh"),
        pytest.param("nohup sh reset.sh\n", id="nohup-sh"),
        pytest.param("nice -n5 rm config.json\n", id="nice-n5-rm"),
    ],
)
def test_a_wrapped_program_guard(block: str) -> None:
    result = parse_response(_answer(block))
    assert not result.usable
