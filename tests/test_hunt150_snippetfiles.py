"""hunt150 (issue 20): fix-en186 reads a short lead in another language naming one piece
(``_foreign_piece_lead``) and adds "snippet"/"Schnipsel" to note_words' excerpt nouns. A file
whose CONTENT is snippets (a VS Code ``.code-snippets`` file, a ``snippets/*.json``, an
UltiSnips ``.snippets`` file) is introduced by the same words: "Die neuen Snippets:", "Los
snippets actualizados:", "Les snippets mis à jour :", "I nuovi snippet:", "새 스니펫:". Each lead is
now read as a part lead, and the whole snippets file is refused. The base (3dfe17cf) wrote
each (regressions; the English "The new snippets:" was refused there too).

Expected by hand: the block is the whole snippets file (a JSON object of one snippet, an
UltiSnips file of one), named by the kind of thing it holds. The file is written exactly."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

_JSON = (
    json.dumps({"Print": {"prefix": "pr", "body": ["print($1)"], "description": "print"}}, indent=2)
    + "\n"
)
_ULTI = 'snippet pr "print"\nprint($1)\nendsnippet\n'
_VSCODE = ".vscode/python.code-snippets"

_CASES = [
    pytest.param("Die neuen Snippets:", _VSCODE, "json", _JSON, id="de-neuen"),
    pytest.param("Die aktualisierten Snippets:", _VSCODE, "json", _JSON, id="de-aktualisierten"),
    pytest.param("Los snippets actualizados:", _VSCODE, "json", _JSON, id="es-actualizados"),
    pytest.param("Les snippets mis à jour :", _VSCODE, "json", _JSON, id="fr-mis-a-jour"),
    pytest.param("I nuovi snippet:", _VSCODE, "json", _JSON, id="it-nuovi"),
    pytest.param("새 스니펫:", _VSCODE, "json", _JSON, id="ko-new"),
    pytest.param("Das neue Snippet:", "snippets/python.json", "json", _JSON, id="de-one-json"),
    pytest.param(
        "Die neuen Snippets:", "UltiSnips/python.snippets", "snippets", _ULTI, id="de-ultisnips"
    ),
]


@pytest.mark.parametrize(("lead", "path", "language", "body"), _CASES)
def test_a_whole_snippets_file_under_its_kind(
    lead: str, path: str, language: str, body: str
) -> None:
    result = parse_response(f"{lead}\n\n`{path}`:\n\n```{language}\n{body}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]
