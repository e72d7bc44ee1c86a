"""hunt145: fix-kinds176's foreign "only <kind>" leads (note_words' kinds: "Nur das Template:",
"Solo la ruta /users:", "Nur die Methode parse_args:" are refused) miss kinds its English
table has (:data:`labels._ONE_KIND`: endpoint, export, loop, body): "Nur der Endpunkt
/users:", "Solo el endpoint /users:", "Nur der Export:", "Seulement l'export par défaut :",
"Nur die Schleife:", "Nur der Methodenrumpf:". The piece is written whole: usable-WRONG (the
base 6056e91f wrote them too).

Expected by hand from what the model meant: each block holds one piece of a larger file (one
route of server.js, the page's default export, one method of class Cli): written whole it
deletes the rest (refused)."""

from __future__ import annotations

import pytest
from meant import refused

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


@pytest.mark.parametrize(
    ("prose", "target"),
    [
        pytest.param("Nur der Endpunkt /users:", _ROUTE, id="de-endpunkt"),
        pytest.param("Solo el endpoint /users:", _ROUTE, id="es-endpoint"),
        pytest.param("Nur der Export:", _JSX, id="de-export"),
        pytest.param("Nur der Default-Export:", _JSX, id="de-default-export"),
        pytest.param("Seulement l'export par défaut :", _JSX, id="fr-export-par-defaut"),
        pytest.param("Apenas o export default:", _JSX, id="pt-export-default"),
        pytest.param("Nur die Schleife:", _METHOD, id="de-schleife"),
        pytest.param("Nur der Methodenrumpf:", _METHOD, id="de-methodenrumpf"),
        # guards: read right today
        pytest.param("Solo la ruta /users:", _ROUTE, id="guard-es-ruta"),
        pytest.param("Nur die Methode parse_args:", _METHOD, id="guard-de-methode"),
    ],
)
def test_a_foreign_lead_naming_one_piece_by_another_kind_refuses(
    prose: str, target: tuple[str, str, str]
) -> None:
    path, lang, body = target
    refused(f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n")
