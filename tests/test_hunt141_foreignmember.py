"""hunt141: a one-name note ('the submit handler is unchanged') over a file that names ``submit``
only as a member of an unrelated object (the DOM ``form.submit()``, ``event.submit``, ``that.``):
the note stands for the handler left out, the file is a part and must be refused."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    'export function render(root) {\n  {B}root.innerHTML = "";\n}\n\n'
    "// the submit handler is unchanged\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)

_CASES = [
    ("form.submit();\n  ", "dom-form-submit"),
    ("event.submit;\n  ", "event-member"),
    ("that.submit();\n  ", "that-receiver"),
]


@pytest.mark.parametrize(("body", "case"), _CASES, ids=[c for _, c in _CASES])
def test_a_foreign_member_does_not_bind_the_noted_function(body: str, case: str) -> None:
    refused_native("src/form.js", _JS.replace("{B}", body))
