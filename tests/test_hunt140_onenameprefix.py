"""hunt140: the lead's round-26 one-function note ("the submit handler is unchanged", read as
the submit function left out) after a comment tag: "TODO:", "FIXME:", "NOTE:", "XXX:", or an
eslint directive's description. The tag hides the note from the rule. The base b8cdcaa1 wrote
them whole too: not regressions.

Expected by hand from what the model meant: the note stands where the submit function was (the
file neither defines nor imports it): writing the file deletes the function (not usable)."""

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
        pytest.param("TODO: submit handler unchanged", id="todo"),
        pytest.param("FIXME: submit handler unchanged", id="fixme"),
        pytest.param("NOTE: the submit handler is unchanged", id="note"),
        pytest.param("XXX: the submit handler is unchanged", id="xxx"),
        pytest.param("eslint-disable-next-line -- submit handler unchanged", id="eslint-reason"),
        # guard: read today
        pytest.param("(submit handler unchanged)", id="guard-parenthesised"),
    ],
)
def test_a_tagged_one_function_note_is_a_part(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
