"""hunt106-readfr: read-only commands given a file the answer writes, shown after the files:
``file``, ``xxd`` (no ``-r``), ``strings``, a shell's ``-n`` (parse, execute
nothing), ``node --check`` (syntax only), ``python -m tabnanny`` and ``python -m tokenize``
(read the tokens, import nothing).

Expected values by hand: none of them writes or runs the file (reset.sh and reset.js, which
would delete config.json if run, are only parsed by ``-n`` / ``--check``), so the answer
holds its four files exactly as written. Refused (changed-after) now and at BASE bbc0a3cb: a false
refusal, as ``cat clean.py``, ``wc -l``, ``grep``, ``python -m py_compile`` and ``node -c``
are read as only reading.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_CLEAN_PY = (
    '"""Remove the build leftovers before a fresh run."""\n\n'
    "import os\n"
    "import shutil\n\n"
    "for folder in ('build', 'dist'):\n"
    "    shutil.rmtree(folder, ignore_errors=True)\n"
    "print('clean')\n"
)
_CONFIG = '{\n  "port": 3000\n}\n'
_RESET_SH = (
    "#!/bin/sh\n"
    "# Start over: drop the local settings and the database.\n"
    "rm -f config.json data.db\n"
)
_RESET_JS = (
    "const fs = require('fs');\n\n"
    "// Start over: drop the local settings.\n"
    "fs.rmSync('config.json', { force: true });\n"
)
_MEANT = [
    ("config.json", _CONFIG),
    ("clean.py", _CLEAN_PY),
    ("reset.sh", _RESET_SH),
    ("reset.js", _RESET_JS),
]
_FILES = (
    f"config.json\n```json\n{_CONFIG}```\n\n"
    f"clean.py\n```python\n{_CLEAN_PY}```\n\n"
    f"reset.sh\n```bash\n{_RESET_SH}```\n\n"
    f"reset.js\n```javascript\n{_RESET_JS}```\n\n"
)


def _answer(block: str) -> str:
    return _FILES + f"Check them:\n\n```bash\n{block}```\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("file clean.py reset.sh\n", id="file"),
        pytest.param("xxd clean.py | head\n", id="xxd"),
        pytest.param("strings reset.js\n", id="strings"),
        pytest.param("bash -n reset.sh\n", id="bash-n"),
        pytest.param("sh -n reset.sh\n", id="sh-n"),
        pytest.param("node --check reset.js\n", id="node-check"),
        pytest.param("python -m tabnanny clean.py\n", id="tabnanny"),
        pytest.param("python -m tokenize clean.py\n", id="tokenize"),
    ],
)
def test_a_read_only_command_after_the_files_keeps_them(block: str) -> None:
    result = parse_response(_answer(block))
    assert result.usable
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("cat clean.py\n", id="cat"),
        pytest.param("wc -l clean.py reset.sh\n", id="wc"),
        pytest.param("python -m py_compile clean.py\n", id="py-compile"),
        pytest.param("node -c reset.js\n", id="node-c"),
    ],
)
def test_the_listed_readers_keep_them(block: str) -> None:
    result = parse_response(_answer(block))
    assert result.usable
    assert files_of(result) == _MEANT
