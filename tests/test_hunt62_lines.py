"""Hunt 62: an elided JavaScript file whose lines end in U+2028/U+2029 (ECMAScript line
terminators: a ``//`` comment ends there) is read as whole.

Expected by hand: the model left code out (``// ... existing code ...`` / ``/* ... */`` on a
line of its own, as the JavaScript parser splits the file); the same file with ``\\n`` line
ends is refused, so this one must not be usable either.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


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
