"""hunt140: lead26's one-function note (tests/test_lead26_onename.py: "submit() unchanged",
"the submit handler is unchanged" over a file that neither defines nor imports submit: code
left out) with the function written as its call with arguments ("submit(form) unchanged",
"submit(...) unchanged"), as its head ("function submit() unchanged", "export function
submit() \u2014 unchanged", "async submit() unchanged", "function submit(form) { /* unchanged
*/ }") or with an adjective before the kind ("the async submit function", "the exported submit
helper"). The base b8cdcaa1 wrote them whole too: not regressions.

Expected by hand from what the model meant: the note stands where the submit function was: the
file sent whole leaves it out, so writing it deletes the function (not usable)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    'export function render(root) {\n  root.innerHTML = "<form></form>";\n}\n\n'
    '// NOTE\n\nexport function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("submit(form) unchanged", id="call-with-argument"),
        pytest.param("submit(...) unchanged", id="call-with-ellipsis"),
        pytest.param("function submit() unchanged", id="function-head"),
        pytest.param("function submit(form) { /* unchanged */ }", id="function-head-body-note"),
        pytest.param("export function submit() \u2014 unchanged", id="export-head-dash"),
        pytest.param("async submit() unchanged", id="async-call"),
        pytest.param("the async submit function is unchanged", id="adjective-async"),
        pytest.param("the exported submit helper is unchanged", id="adjective-exported"),
        # guards: read today
        pytest.param("`submit()` unchanged", id="guard-backquoted-call"),
        pytest.param("submit() is the same", id="guard-call-is-the-same"),
    ],
)
def test_a_one_function_note_as_a_call_or_head_is_a_part(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
