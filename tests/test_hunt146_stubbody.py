"""hunt146 (issue 20): stubbody. fix-notes177 (hunt140-onenamecallform) reads a head with
its body as a note when it is a comment ("// async function submit(form) { /* unchanged */
}"). Written as code, the same head with a body that is only a state ("function submit(form)
{ /* unchanged */ }", "{…}", "{ /* same as before */ }", an arrow function's, a body line in
another language "// sin cambios") defines ``submit`` with its body left out, and the JS
module is written as complete. The base (6056e91f) did the same. The body written over three
lines with "// unchanged" is refused (guard).

Expected by hand: the model left ``submit``'s body out: a part (refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => submit(e.target));\n'
    "  render(root);\n}\n\n"
    "NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)


@pytest.mark.parametrize(
    "stub",
    [
        pytest.param("function submit(form) { /* unchanged */ }", id="block-unchanged"),
        pytest.param("function submit(form) { /* same as before */ }", id="block-same"),
        pytest.param("async function submit(form) { /* as before */ }", id="async-as-before"),
        pytest.param("const submit = (form) => { /* unchanged */ };", id="arrow"),
        pytest.param("function submit(form) {\u2026}", id="ellipsis-body"),
        pytest.param("function submit(form) { // unchanged\n}", id="line-comment-open"),
        pytest.param("function submit(form) {\n  // sin cambios\n}", id="es-body-line"),
        pytest.param("function submit(form) { /* 不变 */ }", id="zh-block"),
    ],
)
def test_a_head_with_a_state_for_body_is_refused(stub: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", stub))


@pytest.mark.parametrize(
    "stub",
    [
        pytest.param("function submit(form) {\n  // unchanged\n}", id="guard-body-line"),
        pytest.param("function submit(form) {\n  // as before\n}", id="guard-as-before"),
    ],
)
def test_the_read_bodies_stay_refused(stub: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", stub))
