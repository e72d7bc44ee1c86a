"""hunt140: a note naming ONE function with its kind and a state ("the submit callback is
unchanged", "the onClick handler is unchanged"), alone between blank lines, over a file where
the name is a PARAMETER (a destructured prop, a Python parameter, an arrow's parameter, a typed
TypeScript parameter) or a platform global (``setTimeout``, ``fetch``): the lead's round-26
rule reads it as a function defined and imported nowhere, code left out. The base b8cdcaa1 read
the note as a remark and wrote the file: regressions of lead26, false refusals.

Expected by hand from what the model meant: the function is passed in (or is the platform's):
it is no definition the file could hold, so the note is a remark: usable, written as sent."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    'export function render(root) {\n  root.innerHTML = "<form></form>";\n}\n\n'
    "// NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)
_PY = (
    'def render(root):\n    return "<form></form>"\n\n\n'
    "# NOTE\n\n\ndef reset(root):\n    root.clear()\n"
)
_TS = (
    'import type { Submit } from "./types";\n\n'
    "export function render(root: HTMLElement, submit: Submit): void {\n"
    '  root.innerHTML = "";\n}\n\n// the submit handler is unchanged\n\n'
    'export function reset(root: HTMLElement): void {\n  root.innerHTML = "";\n}\n'
)
_JSX = (
    "export function Button({ onClick }) {\n  return <button onClick={onClick}>Go</button>;\n}\n\n"
    "// the onClick handler is unchanged\n\n"
    'export function Link() {\n  return <a href="/">Home</a>;\n}\n'
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js",
            _JS.replace("NOTE", "the submit handler is unchanged").replace(
                "render(root)", "render({ root, submit })"
            ),
            id="js-destructured-parameter",
        ),
        pytest.param(
            "form.py",
            _PY.replace("NOTE", "the submit callback is unchanged").replace(
                "render(root)", "render(root, submit)"
            ),
            id="py-parameter",
        ),
        pytest.param(
            "src/form.js",
            _JS.replace("NOTE", "the submit callback is unchanged").replace(
                "export function render(root)", "export const render = (root, submit) =>"
            ),
            id="js-arrow-parameter",
        ),
        pytest.param("src/form.ts", _TS, id="ts-typed-parameter"),
        pytest.param("src/Button.jsx", _JSX, id="jsx-prop"),
        pytest.param(
            "src/form.js",
            _JS.replace("NOTE", "the setTimeout callback is unchanged"),
            id="js-settimeout-callback",
        ),
        pytest.param(
            "src/form.js", _JS.replace("NOTE", "the fetch function is unchanged"), id="js-fetch"
        ),
        pytest.param(
            "form.py", _PY.replace("NOTE", "the print function is unchanged"), id="py-print"
        ),
    ],
)
def test_a_one_name_note_about_a_parameter_or_a_global_is_a_remark(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
