"""hunt137: fix-names156 (b8cdcaa1) binds ``this->validate()`` when the file "may inherit"
(_INHERITS, searched over the whole file). In C++ that pattern (a name, a colon, a capitalised
name, a bracket) also matches code that is no base clause: a range-for over a call
(``for (auto& f : Fields()) {``), a ``case 1: Reset();``, a conditional ``e ? 0 : Count()``,
an enum's underlying type (``enum class Kind : BYTE {``), an access specifier on the
constructor's line (``public: Form() {}``), and the word "extends" in a comment.

Expected by hand: class Form derives from nothing; the note 'validate and save unchanged'
over submit() calling ``this->validate()`` and ``this->save()``, declared nowhere, stands for the
two methods left out: a part, not usable. The base (9ec80bf0) refused each; main writes each
whole (usable-WRONG, regressions of fix-names156). The plain class and a constructor's
initializer list of lowercase members hold (refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_C = (
    "#include <vector>\n\nclass Form {\npublic:\n    {EXTRA}\n    // validate and save unchanged\n"
    "    bool submit() {\n        if (!this->validate()) return false;\n"
    "        return this->save();\n    }\n};\n"
)

_CASES = {
    "range-for-over-call": _C.replace(
        "{EXTRA}",
        "int count() {\n        int n = 0;\n        for (auto& f : Fields()) { n += f; }\n"
        "        return n;\n    }\n",
    ),
    "switch-case-call": _C.replace(
        "{EXTRA}",
        "void on(int k) {\n        switch (k) {\n        case 1: Reset(); break;\n"
        "        default: break;\n        }\n    }\n",
    ),
    "conditional-call": _C.replace("{EXTRA}", "int size(bool e) { return e ? 0 : Count(); }\n"),
    "enum-underlying-type": _C.replace(
        "class Form", "enum class Kind : BYTE { A, B };\n\nclass Form"
    ).replace("{EXTRA}", "int n = 0;\n"),
    "access-on-ctor-line": "#include <vector>\n\nclass Form {\npublic: Form() {}\n\n"
    "    // validate and save unchanged\n    bool submit() {\n"
    "        if (!this->validate()) return false;\n        return this->save();\n    }\n};\n",
    "extends-in-comment": _C.replace(
        "{EXTRA}", "// Form extends nothing: a plain value type.\n    int n = 0;\n"
    ),
}


@pytest.mark.parametrize("content", list(_CASES.values()), ids=list(_CASES))
def test_cpp_class_with_no_base_the_note_left_methods_out(content: str) -> None:
    refused_native("form.h", content)
