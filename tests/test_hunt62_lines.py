"""Hunt 62: an elided JavaScript file whose lines end in U+2028/U+2029 (ECMAScript line
terminators: a ``//`` comment ends there) is read as whole.

Expected by hand: the model left code out (``// ... existing code ...`` / ``/* ... */`` on a
line of its own, as the JavaScript parser splits the file); the same file with ``\\n`` line
ends is refused, so this one must not be usable either.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import GeneratedFile, parse_response
from artifact_codec.ingest.placeholders import find_placeholders


def _answer(path: str, content: str) -> str:
    return json.dumps({"total_files": 1, "files": [{"path": path, "content": content}]})


@pytest.mark.parametrize("sep", [pytest.param("\u2028", id="LS"), pytest.param("\u2029", id="PS")])
@pytest.mark.parametrize(
    "lines",
    [
        pytest.param(["const a = 1;", "// ... existing code ...", "const b = 2;"], id="line"),
        pytest.param(["const a = 1;", "/* ... */", "const b = 2;"], id="block"),
    ],
)
def test_an_elided_js_file_with_unicode_line_ends_is_not_usable(sep: str, lines: list[str]) -> None:
    assert not parse_response(_answer("app.js", "\n".join(lines) + "\n")).usable  # (the control)
    result = parse_response(_answer("app.js", sep.join(lines) + sep))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


@pytest.mark.parametrize("sep", [pytest.param("\u2028", id="LS"), pytest.param("\u2029", id="PS")])
def test_the_note_is_found_on_its_own_line(sep: str) -> None:
    # by hand: the JavaScript parser reads line 2 as the note alone
    content = sep.join(["let a = 1;", "// ... existing code ...", "let b = 2;"]) + sep
    found = find_placeholders(GeneratedFile(file_path="src/app.ts", content=content))
    assert found is not None
    assert (found.kind, found.line, found.text) == ("elision", 2, "// ... existing code ...")


@pytest.mark.parametrize("sep", [pytest.param("\u2028", id="LS"), pytest.param("\u2029", id="PS")])
def test_a_whole_js_file_with_unicode_line_ends_stays_usable(sep: str) -> None:
    # by hand: no code is left out; the characters end lines or sit inside a string
    content = sep.join(["const a = 1;", "// the sum", f'const s = "x{sep}y";']) + "\n"
    result = parse_response(_answer("app.js", content))
    assert result.usable, [d.code for d in result.diagnostics]
    assert [f.content for f in result.code.files] == [content]


def test_a_unicode_line_end_is_not_one_outside_javascript() -> None:
    # by hand: Python's lines end at the line feed only; U+2028 does not end the first line,
    # so what is found is on line 1 as Python reads the file
    content = "a = 1  # the sum\u2028# ... existing code ...\nb = 2\n"
    found = find_placeholders(GeneratedFile(file_path="app.py", content=content))
    assert found is not None
    assert found.line == 1
