"""hunt102: a JSX tree's comment saying markup was left out in shapes fix-pages82's table does
not read: `{/* */}` whose words stand on lines of their own, `{` and `}` on lines of their own
around a `/* */`, names joined by `+`, one capitalised name the file neither imports nor
renders with a dash or a bracketed state, the family's verbs `keep` and `go here`, and a noun
of markup ("modal markup unchanged").

Expected by hand from what the model meant: the tree holds no Sidebar, Footer nor modal; the
comment stands for the JSX left out: a part, not a whole file: not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_APP = """import Header from './Header';

export default function App() {{
  return (
    <div>
      <Header />
      <h1>Hi</h1>
{note}
      <p>Bye</p>
    </div>
  );
}}
"""


@pytest.mark.parametrize(
    "note",
    [
        pytest.param(
            "      {/*\n        rest of the layout unchanged\n      */}", id="words-on-own-line"
        ),
        pytest.param(
            "      {\n        /* Sidebar and Footer unchanged */\n      }", id="braces-on-own-lines"
        ),
        pytest.param("      {/* Sidebar + Footer unchanged */}", id="plus-join"),
        pytest.param("      {/* Sidebar — unchanged */}", id="one-name-dash"),
        pytest.param("      {/* Sidebar (unchanged) */}", id="one-name-parens"),
        pytest.param("      {/* keep Sidebar and Footer */}", id="keep"),
        pytest.param("      {/* Sidebar and Footer go here */}", id="go-here"),
        pytest.param("      {/* modal markup unchanged */}", id="markup-noun"),
    ],
)
def test_a_jsx_note_of_markup_left_out_is_a_part(note: str) -> None:
    refused_native("src/App.jsx", _APP.format(note=note))


def test_and_join_guard() -> None:
    refused_native("src/App.jsx", _APP.format(note="      {/* Sidebar and Footer unchanged */}"))
