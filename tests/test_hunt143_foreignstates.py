"""hunt143: fix-names174 reads foreign states in the C-family note reader ('validate und save
unverändert', 'sin cambios', 'inchangés', 'bez zmian', ...). Its neighbours are not read:
Dutch 'ongewijzigd', Czech 'beze změny', Ukrainian 'без змін', Finnish 'ennallaan', Romanian
'neschimbate', Hungarian 'változatlan', and a French note in a Go file.

Expected by hand: the file imports only ``api`` (Go: nothing); the note names validate and
save, called and bound nowhere: it stands for their code, left out: a part, not usable (as
the German/Spanish/Polish notes are). Main and the base write each whole (usable-WRONG, not
regressions). Guards: the same notes with the names imported are remarks, kept whole.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "{HEAD}\n\n{NOTE}\nexport function submit(form) {\n"
    "  if (!validate(form)) return false;\n  return save(form);\n}\n"
)
_GO = "package form\n\n{HEAD}{NOTE}\nfunc Submit(f F) bool {\n\treturn validate(f) && save(f)\n}\n"
_NOTES = {
    "nl": ("src/form.js", _JS, "// validate en save ongewijzigd"),
    "cs": ("src/form.js", _JS, "// validate a save beze změny"),
    "uk": ("src/form.js", _JS, "// validate \u0456 save без змін"),
    "fi": ("src/form.js", _JS, "// validate ja save ennallaan"),
    "ro": ("src/form.js", _JS, "// validate și save neschimbate"),
    "hu": ("src/form.js", _JS, "// validate és save változatlan"),
    "go-fr": ("form.go", _GO, "// validate et save inchangés"),
}
_PARAMS = [pytest.param(*value, id=key) for key, value in _NOTES.items()]


@pytest.mark.parametrize(("path", "template", "note"), _PARAMS)
def test_foreign_note_of_names_bound_nowhere_is_a_part(path: str, template: str, note: str) -> None:
    head = "import { api } from './api.js';" if path.endswith(".js") else ""
    refused_native(path, template.replace("{HEAD}", head).replace("{NOTE}", note))


@pytest.mark.parametrize(("path", "template", "note"), _PARAMS)
def test_foreign_note_of_names_imported_is_a_remark(path: str, template: str, note: str) -> None:
    if path.endswith(".js"):
        head = "import { validate, save } from './steps.js';"
    else:
        head = 'import . "example.com/app/steps"\n\n'
    content = template.replace("{HEAD}", head).replace("{NOTE}", note)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [(path, content)]
