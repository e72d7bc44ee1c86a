"""hunt140: a note naming ONE piece of code with a kind noun the lead's round-26 rule
(tests/test_lead26_onename.py: function, method, helper, handler, callback...) does not list:
"the useSubmit hook", "the Submit component", "the submit listener / reducer / validator /
controller / middleware", "the submit route", alone between blank lines with a state ("is
unchanged"), in a file that neither defines nor imports the name. The base b8cdcaa1 wrote them
whole too: not regressions.

Expected by hand from what the model meant: the note stands where that code was (a hook, a
component, a listener... are code the file held): the file sent whole leaves it out, so writing
it deletes that code (not usable)."""

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
        pytest.param("the useSubmit hook is unchanged", id="hook"),
        pytest.param("the Submit component is unchanged", id="component"),
        pytest.param("the submit listener is unchanged", id="listener"),
        pytest.param("the submit reducer is unchanged", id="reducer"),
        pytest.param("the submit validator is unchanged", id="validator"),
        pytest.param("the submit controller is unchanged", id="controller"),
        pytest.param("the submit middleware is unchanged", id="middleware"),
        pytest.param("the submit route is unchanged", id="route"),
        # guards: read today
        pytest.param("the submit handler is unchanged", id="guard-handler"),
        pytest.param("the submit method is unchanged", id="guard-method"),
    ],
)
def test_one_piece_of_code_of_another_kind_is_a_part(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
