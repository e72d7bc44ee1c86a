"""hunt94: a note of names over a definition whose calls go through the class's or the module's
own object: Python `self.g()`/`cls.g()`, an object literal's own name `api.g()`, a class's static
`A.g()`, a Lua module table `M.g()`, `this.g()` in a generic class or a generic method, and method
references (`this::g`, Kotlin `::g`).

Expected by hand from what the model meant: the object the call goes through is the file's own
(its class inherits nothing, its table or literal is built in the file) and defines neither g nor
k, so the note stands for those methods, left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "a.py",
            "class A:\n    # g and k unchanged\n    def f(self):\n"
            "        return self.g() + self.k()\n",
            id="py-self",
        ),
        pytest.param(
            "a.py",
            "class A:\n    # g and k unchanged\n    @classmethod\n    def f(cls):\n"
            "        return cls.g() + cls.k()\n",
            id="py-cls",
        ),
        pytest.param(
            "src/a.js",
            "const api = {\n  // g and k unchanged\n  f() {\n"
            "    return api.g() + api.k();\n  },\n};\nexport default api;\n",
            id="js-object-own-name",
        ),
        pytest.param(
            "src/a.js",
            "export class A {\n  // g and k unchanged\n  static f() {\n"
            "    return A.g() + A.k();\n  }\n}\n",
            id="js-static-class-name",
        ),
        pytest.param(
            "a.lua",
            "local M = {}\n-- g and k unchanged\nfunction M.f()\n  return M.g() + M.k()\nend\n"
            "return M\n",
            id="lua-module-table",
        ),
        pytest.param(
            "src/a.ts",
            "export class A<T> {\n  // g and k unchanged\n  f(x: T): T {\n"
            "    return this.g(this.k(x));\n  }\n}\n",
            id="ts-this-in-generic-class",
        ),
        pytest.param(
            "src/a.ts",
            "export class A {\n  // g and k unchanged\n  f<U>(x: U): U {\n"
            "    return this.g(this.k(x));\n  }\n}\n",
            id="ts-this-in-generic-method",
        ),
    ],
)
def test_a_note_of_methods_called_through_the_files_own_object_is_a_part(
    path: str, content: str
) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/A.java",
            "public class A {\n    // g and k unchanged\n    public void f(List<String> xs) {\n"
            "        xs.forEach(this::g);\n        xs.removeIf(this::k);\n    }\n}\n",
            id="java-this-method-refs",
        ),
        pytest.param(
            "src/A.kt",
            "// g and k unchanged\nfun f(xs: List<Int>) = xs.map(::g).filter(::k)\n",
            id="kotlin-function-refs",
        ),
    ],
)
def test_a_note_of_functions_passed_by_reference_is_a_part(path: str, content: str) -> None:
    # A method reference is a use that needs a binding, as xs.map(parseArgs) is.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
