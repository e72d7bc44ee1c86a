"""hunt137: fix-names156 binds a name used through ``this.``/``self.`` when the file "may
inherit" (its _INHERITS pattern), but searches the WHOLE file, not the class holding the note,
and the pattern also matches text that is no base class: a TypeScript/Kotlin return type
(``): Promise<boolean> {``, ``): Boolean {``), a type parameter's bound (``<T extends
object>``), another class's ``extends`` in the same file, the word "super" in a comment, an
object key whose value is a call (``id: Number(...)``), a Swift protocol conformance
(``struct Form: Codable {``), a Rust struct literal (``name: String::new()``).

Expected by hand: each class extends nothing that could define ``validate``/``save``; the note
'validate and save unchanged' right over ``submit()`` calling ``this.validate()`` and
``this.save()`` stands for the two methods left out: the file is a part, not usable. The base
(9ec80bf0) refused every one; main writes each whole (usable-WRONG, regressions of fix-names156)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS_SUBMIT = (
    "  // validate and save unchanged\n  submit(form) {\n"
    "    if (!this.validate(form)) return false;\n    return this.save(form);\n  }\n}\n"
)

_CASES = {
    "ts-promise-return": (
        "src/form.ts",
        "export class Form {\n  n = 0;\n\n  // validate and save unchanged\n"
        "  async submit(form: F): Promise<boolean> {\n"
        "    if (!this.validate(form)) return false;\n    return this.save(form);\n  }\n}\n",
    ),
    "ts-generic-bound": (
        "src/form.ts",
        "export class Form<T extends object> {\n  n = 0;\n\n  // validate and save unchanged\n"
        "  submit(form: T): boolean {\n    this.validate(form);\n    return this.save(form);\n"
        "  }\n}\n",
    ),
    "js-other-class-extends": (
        "src/form.js",
        "class ValidationError extends Error {}\n\nexport class Form {\n  n = 0;\n\n"
        "  // validate and save unchanged\n  submit(form) {\n"
        "    if (!this.validate(form)) throw new ValidationError('bad');\n"
        "    return this.save(form);\n  }\n}\n",
    ),
    "js-super-in-comment": (
        "src/form.js",
        "// A super small form helper.\nexport class Form {\n  n = 0;\n\n" + _JS_SUBMIT,
    ),
    "js-object-key-call": (
        "src/form.js",
        "export class Form {\n  n = 0;\n\n  // validate and save unchanged\n  submit(form) {\n"
        "    const ok = this.validate(form);\n    return { ok, id: Number(this.save(form)) };\n"
        "  }\n}\n",
    ),
    "kotlin-return-type": (
        "src/main/kotlin/Form.kt",
        "class Form {\n    var n = 0\n\n    // validate and save unchanged\n"
        "    fun submit(f: Fields): Boolean {\n        if (!this.validate(f)) return false\n"
        "        return this.save(f)\n    }\n}\n",
    ),
    "swift-codable": (
        "Sources/Form.swift",
        'struct Form: Codable {\n    var name = ""\n\n    // validate and save unchanged\n'
        "    func submit() -> Bool {\n        guard self.validate() else { return false }\n"
        "        return self.save()\n    }\n}\n",
    ),
    "rust-struct-literal": (
        "src/form.rs",
        "pub struct Form {\n    name: String,\n}\n\nimpl Form {\n    pub fn new() -> Self {\n"
        "        Form { name: String::new() }\n    }\n\n    // validate and save unchanged\n"
        "    pub fn submit(&self) -> bool {\n        self.validate() && self.save()\n    }\n}\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_no_base_class_the_note_stands_for_methods_left_out(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
