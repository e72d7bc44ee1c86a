"""hunt102: a page's style note saying rules were left out, in places or shapes the sheet
rules do not read: styled-jsx's `<style jsx>{`...`}</style>`, a styled-components template,
an inline `style` attribute, a note in Spanish, and kinds of rules the sheet does not hold
("dark mode styles", "media queries", "responsive styles" in a sheet with no `@media`).

Expected by hand from what the model meant: the sheet holds no .nav, .footer, hover, focus
nor @media rule; the note stands for the rules left out: a part, not a whole file: not
usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_PAGE = """<!DOCTYPE html>
<html>
  <head>
    <style>
      .card {{ padding: 1rem; }}
      {note}
    </style>
  </head>
  <body><div class="card">x</div></body>
</html>
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/App.jsx",
            'export default function App() {\n  return (\n    <div className="card">\n      x\n'
            "      <style jsx>{`\n        .card { padding: 1rem; }\n"
            "        /* .nav and .footer rules unchanged */\n"
            "      `}</style>\n    </div>\n  );\n}\n",
            id="styled-jsx",
        ),
        pytest.param(
            "src/Card.jsx",
            "import styled from 'styled-components';\n\nexport const Card = styled.div`\n"
            "  padding: 1rem;\n  /* hover and focus styles unchanged */\n`;\n",
            id="styled-components-kinds",
        ),
        pytest.param(
            "index.html",
            '<!DOCTYPE html>\n<html>\n  <body>\n    <div class="card" style="padding: 1rem; '
            '/* rest unchanged */">x</div>\n  </body>\n</html>\n',
            id="inline-style-attribute",
        ),
        pytest.param(
            "index.html", _PAGE.format(note="/* resto de estilos sin cambios */"), id="spanish"
        ),
        pytest.param(
            "index.html", _PAGE.format(note="/* dark mode styles unchanged */"), id="dark-mode"
        ),
        pytest.param(
            "index.html", _PAGE.format(note="/* media queries unchanged */"), id="media-queries"
        ),
        pytest.param(
            "index.html", _PAGE.format(note="/* responsive styles unchanged */"), id="responsive"
        ),
    ],
)
def test_a_style_note_of_rules_left_out_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)


def test_named_rules_guard() -> None:
    refused_native("index.html", _PAGE.format(note="/* .nav and .footer rules unchanged */"))
