"""hunt137: fix-names156 reads ``this.validate()`` / ``this->validate()`` / ``self.validate()``
in a class that inherits as maybe the base's, and keeps the file whole under a note
'validate and save unchanged'. But when the base class is written IN THE SAME FILE, the file
shows every member it has: it defines neither ``validate`` nor ``save``, so they are the
class's own methods the note left out.

Expected by hand: a part, not usable (the file written whole does not compile / throws
``this.validate is not a function``). The base (9ec80bf0) refused the non-Python ones; main
keeps them whole (usable-WRONG); Python and Ruby were kept at the base too (not regressions)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    "  // validate and save unchanged\n  submit(form) {\n"
    "    if (!this.validate(form)) return false;\n    return this.save(form);\n  }\n}\n"
)

_CASES = {
    "js": (
        "src/form.js",
        "class Base {\n  constructor() {\n    this.n = 0;\n  }\n}\n\n"
        "export class Form extends Base {\n" + _JS,
    ),
    "ts-abstract": (
        "src/form.ts",
        "abstract class Base {\n  abstract id(): string;\n}\n\nexport class Form extends Base {\n"
        "  id(): string {\n    return 'f';\n  }\n\n"
        + _JS.replace("submit(form)", "submit(form: F)"),
    ),
    "cpp": (
        "form.h",
        "struct Base {\n    int n = 0;\n};\n\nclass Form : public Base {\npublic:\n"
        "    // validate and save unchanged\n"
        "    bool submit() { if (!this->validate()) return false; return this->save(); }\n};\n",
    ),
    "cpp-crtp": (
        "form.h",
        "template <typename D>\nstruct Persist {\n    void touch() {}\n};\n\n"
        "template <typename T>\nclass Form : public Persist<Form<T>> {\npublic:\n"
        "    // validate and save unchanged\n"
        "    void submit() { if (this->validate()) this->save(); }\n};\n",
    ),
    "kotlin": (
        "Form.kt",
        "open class Base {\n    var n = 0\n}\n\nclass Form : Base() {\n"
        "    // validate and save unchanged\n    fun submit(f: Fields) {\n"
        "        if (this.validate(f)) this.save(f)\n    }\n}\n",
    ),
    "swift": (
        "Form.swift",
        "class Base {\n    var n = 0\n}\n\nclass Form: Base {\n    // validate and save unchanged\n"
        "    func submit() {\n        if self.validate() { self.save() }\n    }\n}\n",
    ),
    "java": (
        "src/Form.java",
        "class Base {\n    int n = 0;\n}\n\npublic class Form extends Base {\n"
        "    // validate and save unchanged\n    public void submit() {\n"
        "        if (this.validate()) this.save();\n    }\n}\n",
    ),
    "py": (
        "form.py",
        "class Base:\n    n = 0\n\n\nclass Form(Base):\n    # validate and save unchanged\n"
        "    def submit(self):\n        if self.validate():\n            self.save()\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_base_in_the_file_lacks_the_methods_the_note_left_out(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
