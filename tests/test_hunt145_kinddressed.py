"""hunt145: fix-kinds176's short lead naming ONE piece of a file by its kind or name
(:func:`labels._one_kind_lead`: "Only the template:", "Just the default export:", "Only
parse_args():", "Add this test to the existing test file:") is read only as the whole bare
line: dressed as fix-en175 reads the part leads (a block quote, italics, a numbered or Unicode
list item, an opening "Sure!"/"Fixed!"/"OK,", a label "Note:"), cut ("..., as requested:",
"Here's the fix \u2014 only the template:", "Here is the fix, template only:"), or one line
above another sentence, it is no word on the block, and the piece is written whole:
usable-WRONG (the base 6056e91f wrote them too; the bare leads are refused since
fix-kinds176).

Expected by hand from what the model meant: each block holds one piece of a larger file (the
Vue component's template only, one method of the Cli class, the page's default export, one
route of the server, one test to add): written whole it deletes the rest (refused)."""

from __future__ import annotations

import pytest
from meant import refused

_VUE = (
    "src/components/Card.vue",
    "vue",
    '<template>\n  <div class="card">{{ title }}</div>\n</template>\n',
)
_JSX = (
    "src/pages/Landing.jsx",
    "jsx",
    "export default function Landing() {\n  return <main><Banner /><Pricing /></main>;\n}\n",
)
_ROUTE = (
    "server.js",
    "javascript",
    "app.get('/users', async (req, res) => {\n  res.json(await listUsers());\n});\n",
)
_METHOD = (
    "cli.py",
    "python",
    "class Cli:\n    def parse_args(self, argv):\n        return self.parser.parse_args(argv)\n",
)
_TEST = (
    "tests/test_cli.py",
    "python",
    "from cli import Cli\n\n\ndef test_parse_args_empty():\n    assert Cli().parse_args([])\n",
)


def _answer(prose: str, target: tuple[str, str, str]) -> str:
    path, lang, body = target
    return f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n"


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        pytest.param("> Only the template:", _VUE, id="quote"),
        pytest.param("*Only the template:*", _VUE, id="italic"),
        pytest.param("1. Just the template section:", _VUE, id="numbered"),
        pytest.param("\u2022 Only the template:", _VUE, id="unicode-bullet"),
        pytest.param("Sure! Only the template:", _VUE, id="sure-opening"),
        pytest.param("Note: only the template.", _VUE, id="note-label"),
        pytest.param("> Just the parser loop:", _METHOD, id="quote-method"),
        pytest.param("*Only parse_args():*", _METHOD, id="italic-name"),
        # guards: read right today
        pytest.param("- The template only:", _VUE, id="guard-dash-item"),
        pytest.param("**Only the template:**", _VUE, id="guard-bold"),
    ],
)
def test_a_dressed_one_kind_lead_refuses(prose: str, target: tuple[str, str, str]) -> None:
    refused(_answer(prose, target))
