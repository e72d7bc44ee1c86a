"""hunt102: a page note naming ONE part of the page with a state, where the part is none of
fix-pages82's landmarks (header, footer, nav, navbar, sidebar, hero, menu are read): a cookie
banner, the modals, the scripts, the head, the meta tags, the testimonials, a contact form, or
a landmark with the state first ("same footer as before").

Expected by hand from what the model meant: the page holds no such markup (no <head>, no
<script>, no <form>, no modal, no footer); the note stands for the markup left out: a part,
not a whole file: not usable."""

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
        pytest.param("<!-- cookie banner unchanged -->", id="cookie-banner"),
        pytest.param("<!-- modals unchanged -->", id="modals"),
        pytest.param("<!-- scripts unchanged -->", id="scripts"),
        pytest.param("<!-- head unchanged -->", id="head"),
        pytest.param("<!-- meta tags unchanged -->", id="meta-tags"),
        pytest.param("<!-- testimonials unchanged -->", id="testimonials"),
        pytest.param("<!-- contact form unchanged -->", id="contact-form"),
        pytest.param("<!-- same footer as before -->", id="state-first"),
    ],
)
def test_a_note_of_one_part_the_page_lacks_is_a_part(note: str) -> None:
    refused_native("index.html", _PAGE.format(note=note))


def test_landmark_guard() -> None:
    refused_native("index.html", _PAGE.format(note="<!-- footer unchanged -->"))
