"""hunt102: a note that the rest of the page is left out, written as text the page shows
rather than as a comment: inside a paragraph, a bare text line between dots, brackets or
parentheses, or behind another language's comment marker (`#`, which HTML does not have).

Expected by hand from what the model meant: no page says "rest of the page unchanged" to its
readers; the words are the model's note that markup was left out: a part, not a whole file:
not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = """<!DOCTYPE html>
<html>
<body>
  <h1>Hi</h1>
  {note}
  <p>Bye</p>
</body>
</html>
"""


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("<p>... rest of the page unchanged ...</p>", id="in-paragraph"),
        pytest.param("<div>... existing content ...</div>", id="in-div-existing"),
        pytest.param("... rest of the page unchanged ...", id="bare-dots"),
        pytest.param("[rest of the page unchanged]", id="bare-brackets"),
        pytest.param("(rest of the page unchanged)", id="bare-parens"),
        pytest.param("... (nav and footer unchanged) ...", id="bare-dots-parens"),
        pytest.param("# rest of the page unchanged", id="hash-marker"),
    ],
)
def test_a_note_as_text_is_a_part(note: str) -> None:
    refused_native("index.html", _PAGE.format(note=note))


def test_a_jsx_text_note_guard() -> None:
    # JSX text of dots and the words is read already (a guard for the page's reading).
    refused_native(
        "src/App.jsx",
        "export default function App() {\n  return (\n    <div>\n      <h1>Hi</h1>\n"
        "      ... rest of the JSX unchanged ...\n      <p>Bye</p>\n    </div>\n  );\n}\n",
    )
