"""hunt140: a note "the submit handler is unchanged" (lead26's one function named with its
kind and a state, alone between blank lines) in a file that DEFINES the handler under the
name models give it: ``handleSubmit``, ``onSubmit``, ``submitHandler``, ``on_submit``,
``handle_submit``, or a React component's ``const handleSubmit = ...`` passed to
``onSubmit``. The rule looks for a definition of ``submit`` itself, finds none and reads the
note as the function left out. The base b8cdcaa1 wrote the file: regressions of lead26
(2ac76aef), false refusals.

Expected by hand from what the model meant: the handler the note speaks of is right there in
the file; the note is a remark about it: usable, written as sent."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


def _js(definition: str) -> str:
    return (
        'export function render(root) {\n  root.innerHTML = "<form></form>";\n}\n\n'
        f"{definition}\n\n// the submit handler is unchanged\n\n"
        'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
    )


def _py(definition: str) -> str:
    return (
        'def render(root):\n    return "<form></form>"\n\n\n'
        f"{definition}\n\n\n# the submit handler is unchanged\n\n\n"
        "def reset(root):\n    root.clear()\n"
    )


_JSX = (
    'import { useState } from "react";\n\nexport default function Form() {\n'
    '  const [name, setName] = useState("");\n\n  const handleSubmit = (e) => {\n'
    "    e.preventDefault();\n    console.log(name);\n  };\n\n  // NOTE\n\n  return (\n"
    "    <form onSubmit={handleSubmit}>\n"
    "      <input value={name} onChange={(e) => setName(e.target.value)} />\n"
    "    </form>\n  );\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js",
            _js("export function handleSubmit(e) {\n  e.preventDefault();\n}"),
            id="js-handleSubmit",
        ),
        pytest.param(
            "src/form.js",
            _js("export function onSubmit(e) {\n  e.preventDefault();\n}"),
            id="js-onSubmit",
        ),
        pytest.param(
            "src/form.js",
            _js("export function submitHandler(e) {\n  e.preventDefault();\n}"),
            id="js-submitHandler",
        ),
        pytest.param("form.py", _py("def on_submit(event):\n    return event"), id="py-on_submit"),
        pytest.param(
            "form.py", _py("def handle_submit(event):\n    return event"), id="py-handle_submit"
        ),
        pytest.param(
            "src/Form.jsx",
            _JSX.replace("NOTE", "the submit handler is unchanged"),
            id="jsx-component-handleSubmit",
        ),
        pytest.param(
            "src/Form.jsx",
            _JSX.replace("NOTE", "submit handler unchanged"),
            id="jsx-component-bare-state",
        ),
        pytest.param(
            "src/Form.jsx",
            _JSX.replace("NOTE", "the onChange handler stays the same"),
            id="jsx-component-onChange",
        ),
    ],
)
def test_a_note_about_a_handler_the_file_defines_is_a_remark(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
