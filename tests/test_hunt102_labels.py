"""hunt102: a page comment saying the rest of the page is left out, with an emoji or a label
before it (one the placeholder rule's label list does not hold: `EDIT:`, `UPDATE:`, `New:`), an
emoji after it, or a colon or dash between the words and the state ("rest of the page:
unchanged", as the colon rule reads in scripts).

Expected by hand from what the model meant: the emoji or label is decoration, the words say
the page's rest was left out: a part, not a whole file: not usable."""

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
        pytest.param("<!-- 👉 rest of the page unchanged -->", id="emoji-before"),
        pytest.param("<!-- ⚠️ rest of the page unchanged -->", id="emoji-variation-selector"),
        pytest.param("<!-- rest of the page unchanged 👍 -->", id="emoji-after"),
        pytest.param("<!-- EDIT: rest of the page unchanged -->", id="label-edit"),
        pytest.param("<!-- UPDATE: rest of the page unchanged -->", id="label-update"),
        pytest.param("<!-- rest of the page: unchanged -->", id="colon-state"),
        pytest.param("<!-- Rest of page: same as before -->", id="colon-same-as-before"),
        pytest.param("<!-- rest of the page — unchanged -->", id="em-dash-state"),
    ],
)
def test_a_decorated_page_note_is_a_part(note: str) -> None:
    refused_native("index.html", _PAGE.format(note=note))


def test_plain_note_guard() -> None:
    # The same words bare are read (a guard: the decoration is the only difference).
    refused_native("index.html", _PAGE.format(note="<!-- rest of the page unchanged -->"))
