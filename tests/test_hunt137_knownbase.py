"""hunt137: fix-names156 reads ``this.validate()`` in a class that inherits as maybe the base's
whatever the base is. When the base is a platform class whose members everyone knows (JS
``Error``, ``HTMLElement``, ``React.Component``, ``Map``, Java ``RuntimeException``, Kotlin's
and Python's ``Exception``, or no base at all but ``super.toString()``: Object's), none of
them has ``validate`` or ``save``: the note 'validate and save unchanged' over submit() calling
both stands for the class's own methods, left out.

Expected by hand: a part, not usable. The base (9ec80bf0) refused all but the Python one;
main keeps them whole (usable-WRONG).
(Python ``class Form(object):`` is refused: that neighbour holds.)"""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    "  // validate and save unchanged\n  submit(form) {\n"
    "    if (!this.validate(form)) return false;\n    return this.save(form);\n  }\n}\n"
)
_PY = (
    "    # validate and save unchanged\n    def submit(self):\n        if self.validate():\n"
    "            self.save()\n"
)

_CASES = {
    "js-error": ("src/form.js", "export class Form extends Error {\n" + _JS),
    "js-htmlelement": ("src/form.js", "export class FormEl extends HTMLElement {\n" + _JS),
    "jsx-react-component": (
        "src/Form.jsx",
        "import React from 'react';\n\nexport class Form extends React.Component {\n"
        "  state = {};\n\n" + _JS,
    ),
    "ts-map": (
        "src/store.ts",
        "export class Store extends Map<string, number> {\n  // validate and save unchanged\n"
        "  submit(k: string): boolean {\n    if (!this.validate(k)) return false;\n"
        "    return this.save(k);\n  }\n}\n",
    ),
    "js-object-super": (
        "src/form.js",
        "export class Form {\n  constructor() {\n    this.n = 0;\n  }\n\n"
        + _JS[:-2]
        + "\n  toString() {\n    return super.toString();\n  }\n}\n",
    ),
    "java-runtimeexception": (
        "src/FormException.java",
        "public class FormException extends RuntimeException {\n"
        "    // validate and save unchanged\n    public void submit() {\n"
        "        if (this.validate()) this.save();\n    }\n}\n",
    ),
    "kotlin-exception": (
        "FormError.kt",
        "class FormError(msg: String) : Exception(msg) {\n    // validate and save unchanged\n"
        "    fun submit(f: Fields) {\n        if (this.validate(f)) this.save(f)\n    }\n}\n",
    ),
    "py-exception": ("form.py", "class FormError(Exception):\n" + _PY),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_platform_base_has_no_such_methods_the_note_left_out(case: tuple[str, str]) -> None:
    path, content = case
    refused_native(path, content)
