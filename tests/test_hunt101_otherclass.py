"""hunt101: a note of names over a method, where the file defines the names only as methods of
ANOTHER type (or as a local function of another function).

fix-heads83's sound rule keeps a note of names over a definition as a remark when every name is
DEFINED in the file; its index is one set of words for the whole file, so ``fn validate`` in
another ``impl``, a trait's declaration ``fn validate(&self) -> bool;`` that the type under the
note does not implement, ``public function validate()`` of another PHP class, another C#
class's ``Validate()``, another Swift struct's ``func validate()``, another Scala object's
``def validate()``, and a Kotlin local ``fun validate`` inside another function all count.

Expected by hand from what the model meant: the method under the note calls its own type's
validate and save (``self.validate()``, ``$this->validate()``, a bare call in a class body),
which the type does not hold: the note stands for the two methods, left out: the file is a
part, not usable (written whole, it does not compile or throws)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_RUST_FORM = (
    "pub struct Form;\n\nimpl Form {\n    // validate and save unchanged\n"
    "    pub fn submit(&self) {\n        if self.validate() {\n            self.save();\n"
    "        }\n    }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/lib.rs",
            "pub struct Other;\n\nimpl Other {\n    fn validate(&self) -> bool { true }\n"
            "    fn save(&self) {}\n}\n\n" + _RUST_FORM,
            id="rust-methods-of-another-impl",
        ),
        pytest.param(
            "src/lib.rs",
            "pub trait Store {\n    fn validate(&self) -> bool;\n    fn save(&self);\n}\n\n"
            + _RUST_FORM,
            id="rust-trait-the-type-does-not-implement",
        ),
        pytest.param(
            "src/Form.php",
            "<?php\n\nclass Other {\n    public function validate() { return true; }\n"
            "    public function save() {}\n}\n\nclass Form {\n"
            "    // validate and save unchanged\n    public function submit() {\n"
            "        if ($this->validate()) {\n            $this->save();\n        }\n    }\n}\n",
            id="php-methods-of-another-class",
        ),
        pytest.param(
            "src/Form.cs",
            "public class Other\n{\n    public bool Validate() { return true; }\n"
            "    public void Save() { }\n}\n\npublic class Form\n{\n"
            "    // Validate and Save unchanged\n    public void Submit()\n    {\n"
            "        if (Validate()) Save();\n    }\n}\n",
            id="csharp-methods-of-another-class",
        ),
        pytest.param(
            "Sources/Form.swift",
            "struct Other {\n    func validate() -> Bool { true }\n    func save() {}\n}\n\n"
            "struct Form {\n    // validate and save unchanged\n    func submit() {\n"
            "        if validate() { save() }\n    }\n}\n",
            id="swift-methods-of-another-struct",
        ),
        pytest.param(
            "src/Form.scala",
            "object Other {\n  def validate(): Boolean = true\n  def save(): Unit = ()\n}\n\n"
            "class Form {\n  // validate and save unchanged\n  def submit(): Unit = {\n"
            "    if (validate()) save()\n  }\n}\n",
            id="scala-methods-of-another-object",
        ),
        pytest.param(
            "src/Form.kt",
            "fun check(xs: List<Int>): Int {\n    fun validate(x: Int) = x > 0\n"
            "    fun save(x: Int) = x\n    return xs.filter(::validate).sumOf(::save)\n}\n\n"
            "class Form {\n    // validate and save unchanged\n    fun submit() {\n"
            "        if (validate()) save()\n    }\n}\n",
            id="kotlin-local-functions-of-another-function",
        ),
        pytest.param(
            "src/order.js",
            "class Cart {\n  async validate() {\n    return true;\n  }\n\n  async save() {}\n}\n\n"
            "class Order {\n  // Order.validate and Order.save unchanged\n  async submit() {\n"
            "    if (await this.validate()) await this.save();\n  }\n}\n",
            id="js-qualified-names-of-another-class",
        ),
    ],
)
def test_a_method_of_another_type_defines_nothing_here(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
