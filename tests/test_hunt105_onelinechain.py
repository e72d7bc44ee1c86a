"""Hunt 105: a real whole file written as a legacy answer's content in a chain of properly
escaped JSON strings, one per line of the file, joined with JavaScript's ``+`` on ONE line (a
short file, as a model writing JavaScript habits puts it: ``"def f():\\n" + "    return 1\\n"``).
b31a9155 reads a one-line join in a file's content only when proven (an escaped ``\\n`` ending
the first piece and a second starting with a word character); a line of the file starting with
blanks, a tab, ``}``, ``)``, ``#`` or being blank is no proof, so the answer is refused. By hand:
the model meant the file (as unescaped code, the other reading would hold lines starting with
the string ``" + "`` and then blanks, a tab escape or a bracket, which no language writes in
these files). Refused is never wrong; usable must be exact. Expected: usable and exact."""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path

import pytest

from artifact_codec import parse_response

_STDLIB = Path(sysconfig.get_paths()["stdlib"])
_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'

_FILES = {
    "py-indented": ("m.py", "def add(a, b):\n    return a + b\n"),
    "py-blank-line": ("m.py", "import os\n\nprint(os.getcwd())\n"),
    "go-tab": ("main.go", 'package main\n\nfunc main() {\n\tprintln("hi")\n}\n'),
    "js-brace": ("a.js", "function f(x) {\n  return x * 2;\n}\n"),
    "sh-comment": ("run.sh", "#!/bin/sh\n# build\nmake all\n"),
    "stdlib-this": ("this.py", (_STDLIB / "this.py").read_text(encoding="utf-8")),
    "stdlib-bisect": ("bisect.py", (_STDLIB / "bisect.py").read_text(encoding="utf-8")),
}


def _chain(code: str, joint: str) -> str:
    return joint.join(json.dumps(line) for line in code.splitlines(keepends=True))


@pytest.mark.parametrize(
    ("name", "joint"), [*((name, " + ") for name in _FILES), ("py-indented", "+")]
)
def test_a_real_file_as_a_one_line_plus_chain_is_read(name: str, joint: str) -> None:
    path, code = _FILES[name]
    answer = '{"files": [{"path": "' + path + '", "content": ' + _chain(code, joint) + "}" + _TAIL
    result = parse_response(answer)
    assert result.usable, [str(d)[:160] for d in result.diagnostics]
    assert {f.file_path: f.content for f in result.code.files} == {path: code, "b.txt": "B\n"}
