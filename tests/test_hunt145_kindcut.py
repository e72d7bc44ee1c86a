"""hunt145: fix-kinds176's one-kind lead (:func:`labels._one_kind_lead`) with more on its line:
a qualifier or a remark set off ("Just the default export, as before:", "Only the template,
as requested:", "... \u2014 it covers the empty case:"), an opening sentence ("Fixed! Just the
default export:", "OK, only the /users route:", "Here's the fix \u2014 only the template:"), or
the kind after the fix ("Here is the fix, template only:"). fix-en175 cuts a part lead there
(:func:`labels.short_part_lead`), never a kind lead: the piece is written whole:
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
        pytest.param("Just the default export, as before:", _JSX, id="as-before"),
        pytest.param("Only the template, as requested:", _VUE, id="as-requested"),
        pytest.param(
            "Add this test to the existing test file \u2014 it covers the empty case:",
            _TEST,
            id="add-dash-remark",
        ),
        pytest.param("Fixed! Just the default export:", _JSX, id="fixed-opening"),
        pytest.param("OK, only the /users route:", _ROUTE, id="ok-comma"),
        pytest.param("Here's the fix \u2014 only the template:", _VUE, id="fix-dash"),
        pytest.param("Here is the fix, template only:", _VUE, id="fix-comma-only-after"),
        pytest.param(
            "Only the template \u2014 the script is unchanged:", _VUE, id="dash-script-unchanged"
        ),
        # guards: read right today
        pytest.param(
            "Only the /users endpoint (the rest is unchanged):", _ROUTE, id="guard-paren-rest"
        ),
        pytest.param(
            "Append this test to the file, after the imports:", _TEST, id="guard-append-after"
        ),
    ],
)
def test_a_one_kind_lead_with_more_on_its_line_refuses(
    prose: str, target: tuple[str, str, str]
) -> None:
    refused(_answer(prose, target))
