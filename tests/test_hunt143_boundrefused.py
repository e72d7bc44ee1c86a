"""hunt143: notes of two names the file binds, refused as parts. lead27/hunt141 bind a
one-name note's name by a member of a module the file imports ('// validate unchanged' over
``steps.validate(form)`` under ``import * as steps``: kept); the same file under a note of
two names ('validate and save unchanged') is refused, and so is a JS class whose methods
``validate(f) { ... }``/``save(f) { ... }`` are defined above the note (the C# neighbour,
fix-notes173's cs-doc-defined, is kept). fix-names174 made the foreign notes read as the
English ones, so their foreign versions, kept by the base bee7c794, are now refused too
(regressions); the English ones were refused by the base too.

Expected by hand: the names are bound (members of an imported module: ``import * as``,
``require``, Rust's ``use crate::steps`` with ``steps::validate``; methods of the class): the
note is a remark, the file is whole: kept as written.
"""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_BODY = "export function submit(form) {\n  return steps.validate(form) && steps.save(form);\n}\n"
_STAR = "import * as steps from './steps.js';\n\n{NOTE}\n" + _BODY
_REQUIRE = "const steps = require('./steps');\n\n{NOTE}\n" + _BODY
_RUST = (
    "use crate::steps;\n\n{NOTE}\npub fn submit(f: &F) -> bool {\n"
    "    steps::validate(f) && steps::save(f)\n}\n"
)
_CLASS = (
    "export class Form {\n  validate(f) {\n    return !!f;\n  }\n\n  save(f) {\n    return f;\n"
    "  }\n\n  {NOTE}\n  submit(form) {\n    return this.validate(form) && this.save(form);\n"
    "  }\n}\n"
)
_EN = "// validate and save unchanged"

_CASES = {
    "star-import-en": ("src/form.js", _STAR, _EN),
    "star-import-de": ("src/form.js", _STAR, "// validate und save unverändert"),
    "require-module-en": ("src/form.js", _REQUIRE, _EN),
    "require-module-es": ("src/form.js", _REQUIRE, "// validate y save sin cambios"),
    "rust-module-path-en": ("src/form.rs", _RUST, _EN),
    "rust-module-path-fr": ("src/form.rs", _RUST, "// validate et save inchangés"),
    "class-methods-en": ("src/form.js", _CLASS, _EN),
    "class-methods-de": ("src/form.js", _CLASS, "// validate und save unverändert"),
}


@pytest.mark.parametrize(
    ("path", "template", "note"), [pytest.param(*value, id=key) for key, value in _CASES.items()]
)
def test_a_note_of_names_the_file_binds_keeps_it(path: str, template: str, note: str) -> None:
    content = template.replace("{NOTE}", note)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [(path, content)]


def test_the_one_name_note_over_an_imported_module_member_is_kept() -> None:
    content = _STAR.replace("{NOTE}", "// validate unchanged")
    result = parse_response(native_answer("src/form.js", content.rstrip("\n")))
    assert files_of(result) == [("src/form.js", content)]
