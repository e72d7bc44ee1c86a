"""hunt137: a note of names over a definition, its state in another language than English.
'// validate and save unchanged' over ``submit()`` calling ``validate()`` and ``save()``, which
the file defines nowhere, is refused (JavaScript, Rust); Python reads the same notes in
German, Italian, Polish ('# validate und save unverändert') as parts. The C-family reader of
notes over a definition (fix-heads83's names rule) does not: 'unverändert', 'inchangés', 'sin
cambios', 'без изменений', '不变', '変更なし', 'bez zmian' leave the note a remark.

Expected by hand: the note stands for the two functions left out, whatever its language (the
one note table ``ingest/note_words.py`` holds these states): a part, not usable. Main and the
base (9ec80bf0) write each whole (usable-WRONG, not regressions)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    "import { api } from './api.js';\n\n{NOTE}\nexport function submit(form) {\n"
    "  if (!validate(form)) return false;\n  return save(form);\n}\n"
)
_RS = "{NOTE}\nfn main() {\n    if validate() {\n        save();\n    }\n}\n"

_CASES = {
    "js-de": ("src/form.js", _JS.replace("{NOTE}", "// validate und save unverändert")),
    "js-fr": ("src/form.js", _JS.replace("{NOTE}", "// validate et save inchangés")),
    "js-es": ("src/form.js", _JS.replace("{NOTE}", "// validate y save sin cambios")),
    "js-ru": ("src/form.js", _JS.replace("{NOTE}", "// validate и save без изменений")),
    "js-zh": ("src/form.js", _JS.replace("{NOTE}", "// validate 和 save 不变")),
    "js-ja": ("src/form.js", _JS.replace("{NOTE}", "// validate と save は変更なし")),
    "js-pl": ("src/form.js", _JS.replace("{NOTE}", "// validate i save bez zmian")),
    "rs-fr": ("src/main.rs", _RS.replace("{NOTE}", "// validate et save inchangés")),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_foreign_note_over_a_definition_is_a_part(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
