"""Hunt 89 guards (pass): real code holding its own string joins, comments and URLs, written
raw inside a legacy JSON content, and a real file written as JSON string pieces one a line:
usable and byte-exact, the second file kept. Expected values by hand (the code as written)."""

from __future__ import annotations

import json
import os
import sysconfig

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _raw(path: str, code: str) -> str:
    return '{"files": [{"path": "' + path + '", "content": "' + code + '"}' + _TAIL


@pytest.mark.parametrize(
    ("path", "code"),
    [
        pytest.param("a.js", 'const s = "a" +\n  "b";\nconsole.log(s);\n', id="js-plus-join"),
        pytest.param("a.js", 'const s = "a" + // first\n  "b";\n', id="js-join-comment"),
        pytest.param("a.js", 'const s = "http://x" +\n  "/path";\n', id="js-url-join"),
        pytest.param("a.py", 'URL = ("http://x.com"\n       "/api")\n', id="py-implicit-join"),
        pytest.param("a.py", 's = ("a"  # c\n     "b")\n', id="py-join-hash-comment"),
        pytest.param("a.js", 'const urls = [\n"http://a",\n"http://b"];\n', id="js-url-list"),
        pytest.param("l.jsonl", '"a"\n"b"\n"c"\n', id="jsonl-strings"),
        pytest.param("a.go", 'var s = "a" +\n\t"b" // c\n', id="go-join-comment"),
    ],
)
def test_raw_code_with_its_own_joins_stays_exact(path: str, code: str) -> None:
    result = parse_response(_raw(path, code))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {path: code, "b.txt": "B\n"}, files


@pytest.mark.parametrize("sep", ["\n  ", " +\n  ", " // piece\n  ", " + // piece\n  "])
def test_a_real_file_as_pieces_one_a_line_is_read_whole(sep: str) -> None:
    name = os.path.join(sysconfig.get_paths()["stdlib"], "shlex.py")
    with open(name, encoding="utf-8") as handle:
        src = "".join(handle.readlines()[:60])
    content = sep.join(json.dumps(line) for line in src.splitlines(keepends=True))
    result = parse_response('{"files": [{"path": "shlex.py", "content": ' + content + "}" + _TAIL)
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"shlex.py": src, "b.txt": "B\n"}
