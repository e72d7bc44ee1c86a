"""hunt150 (issue 20): the nouns of a piece cut out of a file (fix-en186's excerpt nouns and
foreign piece leads: "fragment", "Fragment", "fragmento", "section", "Abschnitt") are also the
names of whole files' kinds: a GraphQL fragment file (``fragment UserFields on User``), a
Markdown file holding one section of the docs (``docs/sections/install.md``). Under "The updated
fragment:", "Das neue Fragment:", "El fragmento actualizado:", "Der neue Abschnitt:" the whole
file is refused as a part. The base (3dfe17cf) refused the fragments and "The new section:"
too; "Der neue Abschnitt:" it wrote (a regression of fix-en186).

Expected by hand: each block is the whole file (one complete GraphQL fragment definition;
one complete docs section file), named by its kind. The file is written exactly."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_GQL = "fragment UserFields on User {\n  id\n  name\n  email\n}\n"
_GQL_PATH = "src/graphql/UserFields.graphql"
_MD = "## Installation\n\nRun `pip install slug`.\n"
_MD_PATH = "docs/sections/install.md"

_CASES = [
    pytest.param("The updated fragment:", _GQL_PATH, "graphql", _GQL, id="en-fragment"),
    pytest.param("Das neue Fragment:", _GQL_PATH, "graphql", _GQL, id="de-fragment"),
    pytest.param("Das neue GraphQL-Fragment:", _GQL_PATH, "graphql", _GQL, id="de-compound"),
    pytest.param("El fragmento actualizado:", _GQL_PATH, "graphql", _GQL, id="es-fragmento"),
    pytest.param("Der neue Abschnitt:", _MD_PATH, "markdown", _MD, id="de-abschnitt"),
    pytest.param("The new section:", _MD_PATH, "markdown", _MD, id="en-section"),
]


@pytest.mark.parametrize(("lead", "path", "language", "body"), _CASES)
def test_a_whole_file_of_the_kind_the_noun_names(
    lead: str, path: str, language: str, body: str
) -> None:
    result = parse_response(f"{lead}\n\n`{path}`:\n\n```{language}\n{body}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param("La nouvelle section :", id="guard-fr-section"),
        pytest.param("The updated partial:", id="guard-en-partial"),
    ],
)
def test_the_leads_kept(lead: str) -> None:
    result = parse_response(f"{lead}\n\n`{_MD_PATH}`:\n\n```markdown\n{_MD}```\n")
    assert result.usable
    assert files_of(result) == [(_MD_PATH, _MD)]
