"""hunt106-jsreadfr: the answer's own JavaScript program, run by ``node`` after the files,
only reads the files it names: ``fs.readFileSync`` (a literal path, or one built by
``path.join(__dirname, ...)``), ``fs.existsSync``, ``fs.statSync``, ``fs/promises``'
``readFile``, an ES ``readFileSync`` import.

Expected values by hand: reading, testing or stating a file changes nothing, so the answer
holds its three files exactly as written. Refused now and at BASE bbc0a3cb (changed-after):
the program's read calls are not known not to write. A program that only lists the folder
(``readdirSync('.')``) or requires ./package.json is read as writing nothing.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_APP = (
    "const http = require('http');\n\n"
    "http.createServer((req, res) => res.end('ok')).listen(3000);\n"
)
_PACKAGE = '{\n  "name": "demo",\n  "version": "1.0.0"\n}\n'
_PROGRAMS = {
    "read-file-sync": (
        "check.js",
        "const fs = require('fs');\n\n"
        "const source = fs.readFileSync('app.js', 'utf8');\n"
        "console.log(`app.js: ${source.split('\\n').length} lines`);\n",
    ),
    "read-joined-path": (
        "check.js",
        "const fs = require('fs');\n"
        "const path = require('path');\n\n"
        "const file = path.join(__dirname, 'app.js');\n"
        "console.log(fs.readFileSync(file, 'utf8'));\n",
    ),
    "exists-sync": (
        "check.js",
        "const fs = require('fs');\n\n"
        "for (const name of ['app.js', 'package.json']) {\n"
        "  console.log(name, fs.existsSync(name) ? 'ok' : 'missing');\n"
        "}\n",
    ),
    "stat-sync": (
        "check.js",
        "const fs = require('fs');\n\nconsole.log(fs.statSync('app.js').size, 'bytes');\n",
    ),
    "promises-read-file": (
        "check.js",
        "const { readFile } = require('fs/promises');\n\n"
        "readFile('app.js', 'utf8').then((text) => console.log(text.length));\n",
    ),
    "esm-read-file-sync": (
        "check.mjs",
        "import { readFileSync } from 'node:fs';\n\n"
        "console.log(readFileSync('app.js', 'utf8').length);\n",
    ),
}


@pytest.mark.parametrize("case", list(_PROGRAMS), ids=list(_PROGRAMS))
def test_a_written_program_that_only_reads_keeps_the_files(case: str) -> None:
    name, program = _PROGRAMS[case]
    answer = (
        f"app.js\n```javascript\n{_APP}```\n\n"
        f"package.json\n```json\n{_PACKAGE}```\n\n"
        f"{name}\n```javascript\n{program}```\n\n"
        f"Check it:\n\n```bash\nnode {name}\n```\n"
    )
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [
        ("app.js", _APP),
        ("package.json", _PACKAGE),
        (name, program),
    ]
