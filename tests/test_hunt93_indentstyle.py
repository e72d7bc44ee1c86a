"""hunt93: a note in the style sheet of an indented template language's page (Pug's "style."
block, Haml's ":css" filter, Slim's "css:" block) naming rules the sheet does not hold. The
page rules read a <style> element's sheet; these blocks are the same sheet, written indented.

Expected by hand from what the model meant: the sheet holds only .hero; the note says .nav
and .footer are unchanged: their rules were left out. A part, not a whole file: not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_SHEET = "{i}.hero {{ margin: 0; }}\n{i}/* .nav and .footer unchanged */\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "views/index.pug",
            "html\n  head\n    style.\n" + _SHEET.format(i="      ") + "  body\n    .hero\n",
            id="pug-style-block",
        ),
        pytest.param(
            "app/views/home/index.html.haml",
            "%html\n  %head\n    :css\n" + _SHEET.format(i="      ") + "  %body\n    .hero\n",
            id="haml-css-filter",
        ),
        pytest.param(
            "app/views/home/index.html.slim",
            "html\n  head\n    css:\n" + _SHEET.format(i="      ") + "  body\n    .hero\n",
            id="slim-css-block",
        ),
    ],
)
def test_a_note_of_rules_the_indented_sheet_lacks_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
