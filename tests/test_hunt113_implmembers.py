"""hunt113: a note ``// validate and save unchanged`` over a function calling validate and
save, in a file that binds those names only as members of a Rust impl, trait or struct, a
Kotlin class or a Swift extension.

fix-scope105 weighs a note's names in the note's own scope ("not a class's methods, not a
function's locals"); in Rust, Kotlin and Swift a member's name
(``impl Repo { fn validate ... }``, ``trait Store { fn save ...; }``, a struct's field, ``class
Repo { fun validate ... }``, ``extension Repo { func save ... }``) is counted as bound for the
note at the top level (a Rust ``mod``'s functions are not).

Expected by hand from what the model meant: validate and save are top-level functions the
file calls and does not define at its top level; the note stands for them, left out: the file
is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

RUST_SUBMIT = (
    "\n"
    "// validate and save unchanged\n"
    "pub fn submit(form: i32) -> bool {\n"
    "    validate(form);\n"
    "    save(form)\n"
    "}\n"
)

KT_SUBMIT = (
    "\n"
    "// validate and save unchanged\n"
    "fun submit(form: Int): Boolean {\n"
    "    validate(form)\n"
    "    return save(form)\n"
    "}\n"
)

SWIFT_SUBMIT = (
    "\n"
    "// validate and save unchanged\n"
    "func submit(form: Int) -> Bool {\n"
    "    validate(form)\n"
    "    return save(form)\n"
    "}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/lib.rs",
            (
                "pub struct Repo;\n"
                "\n"
                "impl Repo {\n"
                "    fn validate(f: i32) -> i32 {\n"
                "        f\n"
                "    }\n"
                "    fn save(f: i32) -> bool {\n"
                "        f > 0\n"
                "    }\n"
                "}\n"
            )
            + RUST_SUBMIT,
            id="rust-impl",
        ),
        pytest.param(
            "src/lib.rs",
            (
                "pub struct Repo;\n"
                "\n"
                "pub trait Store {\n"
                "    fn validate(f: i32) -> i32;\n"
                "    fn save(f: i32) -> bool;\n"
                "}\n"
            )
            + RUST_SUBMIT,
            id="rust-trait-impl",
        ),
        pytest.param(
            "src/lib.rs",
            (
                "pub struct Repo;\n"
                "\n"
                "impl Default for Repo {\n"
                "    fn default() -> Self {\n"
                "        Repo\n"
                "    }\n"
                "}\n"
                "\n"
                "impl Repo {\n"
                "    pub fn validate(&self, f: i32) -> i32 {\n"
                "        f\n"
                "    }\n"
                "    pub fn save(&self, f: i32) -> bool {\n"
                "        f > 0\n"
                "    }\n"
                "}\n"
            )
            + RUST_SUBMIT,
            id="rust-impl-trait-for",
        ),
        pytest.param(
            "src/lib.rs",
            ("pub struct Hooks {\n    validate: fn(i32) -> i32,\n    save: fn(i32) -> bool,\n}\n")
            + RUST_SUBMIT,
            id="rust-struct-fields",
        ),
        pytest.param(
            "A.kt",
            ("class Repo {\n    fun validate(f: Int) = f\n    fun save(f: Int) = f > 0\n}\n")
            + KT_SUBMIT,
            id="kt-class",
        ),
        pytest.param(
            "A.swift",
            (
                "struct Repo {}\n"
                "\n"
                "extension Repo {\n"
                "    func validate(_ f: Int) -> Int { f }\n"
                "    func save(_ f: Int) -> Bool { f > 0 }\n"
                "}\n"
            )
            + SWIFT_SUBMIT,
            id="swift-ext",
        ),
    ],
)
def test_a_note_on_names_bound_only_as_members_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
