"""hunt93: a page script's note of names the script calls and binds nowhere, standing where
the note-over-a-definition rule does not look: right under a function's close with a call under
it, or right under the last statement. The same shapes in a .js file are kept too (a gap of the
general rule the page script inherits), but a page is where models write them most.

Expected by hand from what the model meant: the page (no other script, no import) calls load
and render and binds neither; the note says they are unchanged: their definitions were left
out, and the page as written throws a ReferenceError. A part, not a whole file: not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_HTML = """<!DOCTYPE html>
<html>
<body>
  <div id="app"></div>
  <script>
  {script}
  </script>
</body>
</html>
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "index.html",
            _HTML.format(
                script="function init() {\n    render(load());\n  }\n"
                "  // load and render unchanged\n  init();"
            ),
            id="html-under-close-over-a-call",
        ),
        pytest.param(
            "index.html",
            _HTML.format(script="const app = render(load());\n  // load and render unchanged"),
            id="html-under-the-last-statement",
        ),
        pytest.param(
            "src/App.svelte",
            '<script lang="ts">\n  const x = render(load());\n  // load and render unchanged\n'
            "</script>\n\n<div>{x}</div>\n",
            id="svelte-under-the-last-statement",
        ),
        pytest.param(
            "src/pages/index.astro",
            "---\nconst x = render(load());\n// load and render unchanged\n---\n<div>{x}</div>\n",
            id="astro-frontmatter-under-the-last-statement",
        ),
    ],
)
def test_a_page_scripts_note_of_names_bound_nowhere_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)
