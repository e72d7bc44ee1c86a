"""hunt106-setoption: a run block that opens with the shell's strict-mode line, ``set -euo
pipefail`` (or ``set -o errexit``, ``-o nounset``, ``-o pipefail``, bundled or apart), then
runs the answer's program.

Expected values by hand: ``set -o NAME`` turns a shell option on; it writes no file named
``pipefail`` / ``errexit`` / ``nounset``, and ``node server.js`` / ``npm test`` change no
written file, so the answer holds its files exactly as written. Refused now and at BASE
bbc0a3cb (mixed-conventions: "may write pipefail, a file the markdown files do not hold"):
``-o`` is read as an output option. ``set -e`` / ``set -eu`` / ``set -x`` alone are read
right.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_SERVER = (
    "const http = require('http');\n\n"
    "const port = process.env.PORT || 3000;\n\n"
    "http\n"
    "  .createServer((req, res) => {\n"
    "    res.writeHead(200, { 'Content-Type': 'text/plain' });\n"
    "    res.end('ok');\n"
    "  })\n"
    "  .listen(port, () => console.log(`listening on ${port}`));\n"
)
_PACKAGE = (
    "{\n"
    '  "name": "demo",\n'
    '  "version": "1.0.0",\n'
    '  "scripts": {\n'
    '    "start": "node server.js",\n'
    '    "test": "node --test"\n'
    "  }\n"
    "}\n"
)
_MEANT = [("package.json", _PACKAGE), ("server.js", _SERVER)]


def _answer(block: str, info: str = "bash") -> str:
    return (
        "Two files.\n\n"
        f"**package.json**\n```json\n{_PACKAGE}```\n\n"
        f"**server.js**\n```javascript\n{_SERVER}```\n\n"
        f"Then run it:\n\n```{info}\n{block}```\n"
    )


@pytest.mark.parametrize(
    ("block", "info"),
    [
        pytest.param("set -euo pipefail\nnpm test\nnode server.js\n", "bash", id="euo-pipefail"),
        pytest.param("set -eo pipefail\nnpm start\n", "bash", id="eo-pipefail"),
        pytest.param("set -Eeuo pipefail\nnpm test\n", "bash", id="Eeuo-pipefail"),
        pytest.param("set -o pipefail\nnpm test | tee /dev/null\n", "bash", id="o-pipefail"),
        pytest.param("set -o errexit\nnpm test\n", "sh", id="o-errexit-sh"),
        pytest.param("set -o errexit -o nounset\nnpm start\n", "bash", id="o-errexit-o-nounset"),
        pytest.param("set -eu -o pipefail\nnpm test\n", "shell", id="eu-then-o-pipefail"),
        pytest.param("#!/usr/bin/env bash\nset -euo pipefail\nnpm start\n", "bash", id="shebang"),
    ],
)
def test_a_strict_mode_line_keeps_the_files(block: str, info: str) -> None:
    result = parse_response(_answer(block, info))
    assert result.usable
    assert files_of(result) == _MEANT


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("set -e\nnpm test\n", id="e"),
        pytest.param("set -eu\nnpm start\n", id="eu"),
        pytest.param("set -x\nnode server.js\n", id="x"),
    ],
)
def test_the_short_spellings_keep_the_files(block: str) -> None:
    result = parse_response(_answer(block))
    assert result.usable
    assert files_of(result) == _MEANT
