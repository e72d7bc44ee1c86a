"""Round 26 (lead): a note naming ONE function with its kind and a state, alone between blank
lines, over code that neither defines nor imports the name, stands for that function: the
model left it out (the file is a part: refused). Until round 25 such a note was read as a
remark unless the file called the name, and the file was written whole without it.

The same note over a file that defines or imports the name is a remark: the file stays usable.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    '{IMPORT}export function render(root) {\n  root.innerHTML = "<form></form>";\n}\n\n'
    '{NOTE}\n\nexport function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)
_TS = (
    '{IMPORT}export function render(root: HTMLElement): void {\n  root.innerHTML = "";\n}\n\n'
    '{NOTE}\n\nexport function reset(root: HTMLElement): void {\n  root.innerHTML = "";\n}\n'
)
_JAVA = (
    '{IMPORT}public class Form {\n    public String render() {\n        return "<form/>";\n'
    "    }\n\n    {NOTE}\n\n    public void reset() {\n        fields.clear();\n    }\n}\n"
)
_GO = (
    'package form\n\n{IMPORT}func Render() string {\n\treturn "<form></form>"\n}\n\n'
    "{NOTE}\n\nfunc Reset() {\n}\n"
)
_PY = (
    '{IMPORT}def render(root):\n    return "<form></form>"\n\n\n{NOTE}\n\n\n'
    "def reset(root):\n    root.clear()\n"
)
_RB = (
    '{IMPORT}class Form\n  def render\n    "<form></form>"\n  end\n\n  {NOTE}\n\n'
    "  def reset\n  end\nend\n"
)

_LANGS = {
    "js": ("src/form.js", _JS, "//", 'import { submit } from "./handlers.js";\n\n'),
    "ts": ("src/form.ts", _TS, "//", 'import { submit } from "./handlers";\n\n'),
    "java": ("Form.java", _JAVA, "//", ""),
    "go": ("form/form.go", _GO, "//", ""),
    "py": ("form.py", _PY, "#", "from handlers import submit\n\n\n"),
    "rb": ("app/form.rb", _RB, "#", ""),
}
_NOTES = [
    "the submit handler is unchanged",
    "submit handler unchanged",
    "the submit function stays the same",
    "submit() unchanged",
]


def _file(lang: str, note: str, *, imported: bool = False) -> tuple[str, str]:
    path, template, mark, importing = _LANGS[lang]
    content = template.replace("{NOTE}", f"{mark} {note}")
    return path, content.replace("{IMPORT}", importing if imported else "")


@pytest.mark.parametrize("note", _NOTES)
@pytest.mark.parametrize("lang", list(_LANGS))
def test_one_function_named_and_defined_nowhere_is_a_part(lang: str, note: str) -> None:
    refused_native(*_file(lang, note))


@pytest.mark.parametrize("note", _NOTES[:2])
@pytest.mark.parametrize("lang", ["js", "ts", "py"])
def test_one_function_the_file_imports_is_a_remark(lang: str, note: str) -> None:
    path, content = _file(lang, note, imported=True)
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize("lang", list(_LANGS))
def test_one_function_the_file_defines_is_a_remark(lang: str) -> None:
    name = {"go": "Reset", "java": "reset"}.get(lang, "reset")
    path, content = _file(lang, f"the {name} handler is unchanged")
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]


# -- the base of a class, read where `this.g()` may call the base's g (fix-names156) ----------

_OWN_CALLS = "  // g and k unchanged\n  f(x) {\n    return this.g(this.k(x));\n  }\n}\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.ts", "export class A<T extends object> {\n" + _OWN_CALLS, id="ts-bound"
        ),
        pytest.param(
            "src/a.ts",
            "export class A<T> {\n  // g and k unchanged\n  f(x: T): T {\n"
            "    return this.g(this.k(x));\n  }\n}\n",
            id="ts-return-type",
        ),
        pytest.param(
            "Form.kt",
            "class Form(val x: Int) {\n    // validate and save unchanged\n"
            "    fun submit() { if (this.validate()) this.save() }\n}\n",
            id="kotlin-typed-constructor",
        ),
    ],
)
def test_a_class_with_no_base_has_its_own_members_left_out(path: str, content: str) -> None:
    refused_native(path, content)
