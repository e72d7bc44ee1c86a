"""Round 27 (lead): a note naming ONE function with its kind and a state ("the submit handler
is unchanged"), alone between blank lines, speaks of code the file holds when the file binds the
name in a place a definition search does not read (hunt140 found these refused, regressions of
round 26's one-name rule): a member of another object (``handlers.submit(root)``, ``form.submit
= function``, Go's ``handlers.Submit()``), an object's method or key, a parameter on a
definition's line, a name on an import/export line, a Java method with its return type.

A name the file only CALLS, or names only in a string, a comment or through the class's own
receiver (``this.submit()``), is bound by none of these: the note stands for the function left
out, and the file is refused as a part.
"""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    '{TOP}export function render(root) {\n  {BODY}root.innerHTML = "<form></form>";\n}\n\n'
    "// the submit handler is unchanged\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)
_PY = (
    "{TOP}def render(root):\n    {BODY}return 1\n\n\n# the submit callback is unchanged\n\n\n"
    "def reset(root):\n    root.clear()\n"
)


def _js(top: str = "", body: str = "") -> str:
    return _JS.replace("{TOP}", top).replace("{BODY}", body)


def _py(top: str = "", body: str = "") -> str:
    return _PY.replace("{TOP}", top).replace("{BODY}", body)


_BOUND = [
    (
        "src/form.js",
        _js('import * as api from "./api.js";\n\n', "api.submit(root);\n  "),
        "js-member-of-an-import",
    ),
    ("src/form.js", _js("const api = {\n  submit: (root) => root.submit(),\n};\n\n"), "js-key"),
    (
        "src/form.js",
        _js("export function wire(form, submit) {\n  form.onsubmit = submit;\n}\n\n"),
        "js-parameter",
    ),
    ("src/form.js", _js("export * as submit from './submit.js';\n\n"), "js-export-star-as"),
    ("form.py", _py("def wire(form, *, submit=None):\n    form.on(submit)\n\n\n"), "py-kw-param"),
    ("form.py", _py("import handlers\n\n\n", "handlers.submit(root)\n    "), "py-member-call"),
    (
        "Form.java",
        'public class Form {\n    public String render() {\n        return "";\n    }\n\n'
        "    // the reset method is unchanged\n\n"
        "    public void reset() {\n        fields.clear();\n    }\n}\n",
        "java-typed-method",
    ),
]

_BOUND += [
    (
        "src/form.js",
        _js("export function handleSubmit(e) {\n  e.preventDefault();\n}\n\n"),
        "js-handle-prefix",
    ),
    ("src/form.js", _js("export const submitHandler = (e) => e;\n\n"), "js-handler-suffix"),
    ("form.py", _py("def on_submit(event):\n    return event\n\n\n"), "py-on-prefix"),
    (
        "src/form.js",
        _js('import {\n  cancel,\n  submit,\n} from "./handlers.js";\n\n'),
        "js-import-over-lines",
    ),
    (
        "form/form.go",
        'package form\n\nimport . "app/handlers"\n\nfunc Render() string {\n\tsubmit()\n'
        '\treturn ""\n}\n\n// the submit handler is unchanged\n\nfunc Reset() {\n}\n',
        "go-dot-import-called",
    ),
]

_NOT_BOUND = [
    (
        "src/form.js",
        _js("export function submitForm(e) {\n  e.preventDefault();\n}\n\n"),
        "js-other-name-with-it",
    ),
    ("form.py", _py("from handlers import *\n\n\n"), "py-star-import-not-called"),
    (
        "src/form.js",
        _js("export function wire() {\n  return 1;\n}\n\n", "submit(root);\n  "),
        "js-called-no-wildcard",
    ),
    ("src/form.js", _js(body="submit(root);\n  "), "js-only-called"),
    ("src/form.js", _js(body="root.submit();\n  "), "js-member-of-another-object"),
    ("form.py", _py(body="root.send(submit=True)\n    "), "py-keyword-argument"),
    ("src/form.js", _js(body='root.addEventListener("submit", go);\n  '), "js-in-a-string"),
    ("src/form.js", _js("// submit: posts the form\n\n"), "js-in-a-comment"),
    ("form.py", _py(body="submit(root)\n    "), "py-only-called"),
    ("form.py", _py(body='print("submit = done")\n    '), "py-in-a-string"),
]


@pytest.mark.parametrize(("path", "content"), [pytest.param(p, c, id=i) for p, c, i in _BOUND])
def test_a_one_name_note_over_a_name_bound_in_place_is_a_remark(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(("path", "content"), [pytest.param(p, c, id=i) for p, c, i in _NOT_BOUND])
def test_a_one_name_note_over_a_name_bound_nowhere_is_a_part(path: str, content: str) -> None:
    refused_native(path, content)


def test_the_own_receiver_binds_nothing() -> None:
    content = (
        "export class Form {\n  render() {\n    this.submit();\n  }\n\n"
        "  // the submit handler is unchanged\n\n  reset() {\n    this.fields = [];\n  }\n}\n"
    )
    refused_native("src/form.js", content)
