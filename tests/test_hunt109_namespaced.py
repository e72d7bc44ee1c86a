"""hunt109: a note over a definition names functions the file defines only inside a namespace,
an ambient module, a Kotlin ``object`` or companion, or a Rust ``mod``: an unqualified call
outside it does not reach them.

fix-heads96 keeps definitions in "a type's body" (``_TYPE_BODY_HEAD``: namespace, module,
object, ...) file-wide; a namespace's or module's members are reached only qualified
(``Legacy.validate``, ``helpers::validate``) or imported (``use helpers::{save, validate}``,
the guard); the bare ``validate(form)`` under the note calls a function the file lacks
(tsc/kotlinc/rustc: cannot find ``validate``).

Expected by hand from what the model meant: the note stands for the two top-level functions
left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_TS = (
    "// validate and save unchanged\nexport function submit(form: string) {\n"
    "  validate(form);\n  return save(form);\n}\n"
)
_KT = (
    "// validate and save unchanged\nfun submit(form: Int): Boolean {\n    validate(form)\n"
    "    return save(form)\n}\n"
)
_RS = (
    "// validate and save unchanged\npub fn submit(form: i32) -> bool {\n    validate(form);\n"
    "    save(form)\n}\n"
)
_MOD = (
    "mod helpers {\n    pub fn validate(x: i32) -> bool {\n        x > 0\n    }\n"
    "    pub fn save(x: i32) -> bool {\n        x > 1\n    }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.ts",
            "namespace Legacy {\n  export function validate(x: string) {\n"
            "    return x.length > 0;\n  }\n  export function save(x: string) {\n"
            "    return x;\n  }\n}\n\n" + _TS,
            id="ts-namespace-members",
        ),
        pytest.param(
            "src/a.ts",
            "declare module 'legacy' {\n  export function validate(x: string): boolean;\n"
            "  export function save(x: string): string;\n}\n\n" + _TS,
            id="ts-ambient-module-members",
        ),
        pytest.param(
            "src/A.kt",
            "object Helpers {\n    fun validate(x: Int): Boolean {\n        return x > 0\n"
            "    }\n    fun save(x: Int): Boolean {\n        return x > 1\n    }\n}\n\n" + _KT,
            id="kotlin-object-members",
        ),
        pytest.param(
            "src/A.kt",
            "class Form {\n    companion object {\n        fun validate(x: Int): Boolean {\n"
            "            return x > 0\n        }\n        fun save(x: Int): Boolean {\n"
            "            return x > 1\n        }\n    }\n}\n\n" + _KT,
            id="kotlin-companion-members",
        ),
        pytest.param("src/lib.rs", _MOD + "\n" + _RS, id="rust-mod-members"),
    ],
)
def test_a_namespaced_definition_is_not_reached_unqualified(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_rust_mod_members_imported_are_whole() -> None:
    content = _MOD + "use helpers::{save, validate};\n\n" + _RS
    result = parse_response(native_answer("src/lib.rs", content.rstrip("\n")))
    assert files_of(result) == [("src/lib.rs", content)]
