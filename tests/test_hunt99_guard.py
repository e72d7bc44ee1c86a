"""Hunt 99 guards (held): real standard-library files written as a legacy answer's content in
a chain of properly escaped JSON strings, one a line, joined with ``+`` over line breaks (as
models splitting a long content write it) stay exact; and code pasted with its quotes left
unescaped holding the strings fix-json79 weighs (``"/*"``, ``"*/"``, ``"//"``, ``"#"``,
``"+"`` inside a line, `` + `` between names) stays exact."""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path

import pytest

from artifact_codec import parse_response

_STDLIB = Path(sysconfig.get_paths()["stdlib"])
_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


@pytest.mark.parametrize("name", ["bisect.py", "colorsys.py", "keyword.py", "this.py"])
@pytest.mark.parametrize("joint", [" +\n      ", "\n      + "])
def test_a_real_file_as_a_plus_chain_over_lines_stays_exact(name: str, joint: str) -> None:
    code = (_STDLIB / name).read_text(encoding="utf-8")
    content = joint.join(json.dumps(line) for line in code.splitlines(keepends=True))
    result = parse_response('{"files": [{"path": "m.py", "content": ' + content + "}" + _TAIL)
    assert result.usable
    assert {f.file_path: f.content for f in result.code.files} == {"m.py": code, "b.txt": "B\n"}


@pytest.mark.parametrize(
    ("path", "code"),
    [
        pytest.param("c.c", 'const char *open = "/*";\nconst char *close = "*/";\n', id="c-marks"),
        pytest.param("a.sql", 'SELECT "/*" AS o, "*/" AS c;\n', id="sql-marks"),
        pytest.param("a.py", 'MARK = "#"\nSEP = "//"\n', id="py-marks"),
        pytest.param("a.py", 'URL = "//cdn.example.com/x.js"\n', id="py-url"),
        pytest.param("a.py", 'x = "foo" + "bar"\n', id="py-two-literals"),
        pytest.param("A.java", 'String s = "SELECT * " + "FROM t";\n', id="java-literals"),
    ],
)
def test_unescaped_code_with_mark_strings_stays_exact(path: str, code: str) -> None:
    content = '"' + code.replace("\n", "\\n") + '"'
    answer = '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL
    result = parse_response(answer)
    assert result.usable
    assert {f.file_path: f.content for f in result.code.files} == {path: code, "b.txt": "B\n"}


# (lead, round 19: a "+" string on one line of unescaped code is also a '+' join of two JSON
# strings, `"a + " + " + b"` read as pieces; escaped code joined so is what a model writing
# JavaScript's '+' means (hunt99-escapedjoin), so neither reading is proven: refused, never a
# file with the quotes dropped or kept by a guess; docs/repair.md, the `concatenation` row)
@pytest.mark.parametrize(
    ("path", "code"),
    [
        pytest.param("a.js", 'const s = a + "+" + b;\n', id="js-plus-between"),
        pytest.param("a.py", 'op = "+"  # the operator\n', id="py-plus-then-comment"),
        pytest.param("a.sh", 'echo "+" >> out.txt\n', id="sh-plus-echo"),
    ],
)
def test_unescaped_code_holding_a_plus_string_is_exact_or_refused(path: str, code: str) -> None:
    content = '"' + code.replace("\n", "\\n") + '"'
    answer = '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL
    result = parse_response(answer)
    if result.usable:
        assert {f.file_path: f.content for f in result.code.files} == {path: code, "b.txt": "B\n"}
    else:
        assert any(d.code == "json-refused" for d in result.diagnostics), result.diagnostics
