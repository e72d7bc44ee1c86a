"""Hunt 69: U+2028/U+2029 end a line of JavaScript (fix hunt62-lines) only in a .js/.ts-like
file: a file whose script is JavaScript under another suffix (a Vue or Svelte component's
<script>, an HTML page's <script>, an .es6 module) with its lines ended by them hides an
elision note from the scan, and the elided file is usable. Expected by hand: the note
(// ... existing code ...) stands on a line of its own as the JavaScript parser reads it, so
the file is left out code exactly as with line feeds (the control, not usable)."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

_COMPONENT = [
    "<template>",
    "  <div>{{ a }}</div>",
    "</template>",
    "<script>",
    "export default {",
    "  // ... existing code ...",
    "  data() { return { a: 1 }; },",
    "};",
    "</script>",
]
_PAGE = [
    "<!DOCTYPE html>",
    "<html>",
    "<body>",
    "<script>",
    "const a = 1;",
    "// ... existing code ...",
    "const b = 2;",
    "</script>",
    "</body>",
    "</html>",
]
_MODULE = ["let a = 1;", "// ... existing code ...", "let b = 2;"]


def _answer(path: str, content: str) -> str:
    return json.dumps({"files": [{"path": path, "content": content}]})


@pytest.mark.parametrize(
    ("path", "lines"),
    [
        pytest.param("src/App.vue", _COMPONENT, id="vue"),
        pytest.param("src/App.svelte", _COMPONENT, id="svelte"),
        pytest.param("index.html", _PAGE, id="html"),
        pytest.param("src/app.es6", _MODULE, id="es6"),
    ],
)
@pytest.mark.parametrize("sep", [pytest.param("\u2028", id="LS"), pytest.param("\u2029", id="PS")])
def test_an_elided_script_with_unicode_line_ends_is_not_usable(
    path: str, lines: list[str], sep: str
) -> None:
    assert not parse_response(_answer(path, "\n".join(lines) + "\n")).usable  # (the control)
    result = parse_response(_answer(path, sep.join(lines) + sep))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
