"""hunt145: fix-kinds176's one-kind lead (:func:`labels._one_kind_lead`) one line above
another sentence before the block ("Only the template:" / "I fixed the binding." / the
block). fix-en175 reads a part lead there (markdown._earlier_part_lead, by
:func:`labels.short_part_lead`), never a kind lead: the piece is written whole:
usable-WRONG (the base 6056e91f wrote them too).

Expected by hand from what the model meant: each block holds one piece of a larger file:
written whole it deletes the rest (refused)."""

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
        pytest.param("Only the template:\nI fixed the binding.", _VUE, id="template"),
        pytest.param(
            "Just the template section.\n\nI fixed the class binding:", _VUE, id="paragraph"
        ),
        pytest.param("Just the default export:\nI added Pricing.", _JSX, id="default-export"),
        pytest.param("Only the /users endpoint:\nIt now awaits listUsers.", _ROUTE, id="endpoint"),
        pytest.param("Only parse_args():\nIt returns the namespace now.", _METHOD, id="name"),
        pytest.param(
            "The single method I changed:\nIt now passes argv through.", _METHOD, id="single"
        ),
        pytest.param(
            "Add this test to the existing test file:\nIt covers the empty case.",
            _TEST,
            id="add-test",
        ),
        # guard: read right today (a part lead above another line)
        pytest.param("Excerpt:\nI fixed the binding.", _VUE, id="guard-part-lead"),
    ],
)
def test_a_one_kind_lead_above_another_line_refuses(
    prose: str, target: tuple[str, str, str]
) -> None:
    refused(_answer(prose, target))
