"""Hunt 105 guards: real standard-library files holding the strings b31a9155 weighs (``" + "``,
``"+"``, ``'+'``) written as a legacy answer's content, cut at every boundary around each such
string (the content ending there, as a model cutting a long file writes it): code pasted with
its line breaks escaped and its quotes left unescaped, or pasted whole (raw line breaks and
quotes), is read as the code cut there or refused, never a file with the quotes dropped; the
whole file written as one properly escaped JSON string stays exact. By hand: the model meant the
cut text."""

from __future__ import annotations

import json
import re
import sysconfig
from pathlib import Path

import pytest

from artifact_codec import parse_response

_STDLIB = Path(sysconfig.get_paths()["stdlib"])
_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'
_PLUS = re.compile(r"[\"'] ?\+ ?[\"']")
_NAMES = [
    "difflib.py",
    "urllib/parse.py",
    "base64.py",
    "argparse.py",
    "ast.py",
    "datetime.py",
    "optparse.py",
    "tarfile.py",
]


def _cuts(name: str) -> list[str]:
    """The file's lines around each ``+`` string (from three lines before it) cut at every
    boundary near it: right before and after each of its characters, at the end of its line
    (at most 80 cuts a file). Windows holding a backslash or triple quotes are left out: pasted
    unescaped, the code's own escapes are another question than the join."""
    code = (_STDLIB / name).read_text(encoding="utf-8")
    cuts: list[str] = []
    for match in _PLUS.finditer(code):
        start = match.start()
        for _ in range(4):
            start = max(0, code.rfind("\n", 0, start - 1) + 1) if start else 0
        line_end = code.find("\n", match.end())
        end_line = len(code) if line_end < 0 else line_end + 1
        window = code[start:end_line]
        if "\\" in window or '"""' in window or "'''" in window:
            continue
        ends = [*range(match.start() - 2, min(end_line, match.end() + 3)), end_line]
        cuts += [code[start:end] for end in ends if end > start and not _opens(code[start:end])]
    return cuts[:80]


def _opens(cut: str) -> bool:
    """Whether ``cut`` ends inside a string it opened on its last line (``"UAdd": "``): a
    model cutting a file does not cut there, and the quote then is another question."""
    line = cut[cut.rfind("\n") + 1 :]
    return any(line.count(quote) % 2 for quote in "\"'")


def _answer(path: str, content: str) -> str:
    return '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL


def _check(path: str, code: str, content: str) -> str:
    result = parse_response(_answer(path, content))
    if not result.usable:
        return ""
    files = {f.file_path: f.content for f in result.code.files}
    return "" if files == {path: code, "b.txt": "B\n"} else repr(code[-60:])


@pytest.mark.parametrize("name", _NAMES)
def test_unescaped_cuts_are_meant_or_refused(name: str) -> None:
    wrong = []
    for code in _cuts(name):
        escaped_breaks = '"' + code.replace("\n", "\\n") + '"'
        raw = '"' + code + '"'
        wrong += [w for w in (_check("m.py", code, escaped_breaks), _check("m.py", code, raw)) if w]
    assert not wrong, wrong


@pytest.mark.parametrize("name", _NAMES)
def test_the_whole_file_escaped_stays_exact(name: str) -> None:
    code = (_STDLIB / name).read_text(encoding="utf-8")  # (a cut file names what it left out)
    result = parse_response(_answer("m.py", json.dumps(code)))
    assert result.usable
    assert {f.file_path: f.content for f in result.code.files} == {"m.py": code, "b.txt": "B\n"}
