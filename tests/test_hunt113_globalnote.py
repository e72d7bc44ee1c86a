"""hunt113: a Python note ``# validate and save unchanged`` over a function that calls
validate and save, in a whole file that binds both at module level through ``global`` in
another function (an installer that sets the module's functions).

Python's compiler binds a name declared ``global`` in the module's scope: the unbound-name
check reads these files as whole (usable), but the note's scope reading does not count those
bindings, and the note, a remark on code the file holds, refuses the whole file.

Expected by hand: validate and save are in the file; the comment is a remark; the file is
whole, usable and written exactly."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.py",
            (
                "def setup():\n"
                "    global validate, save\n"
                "    validate = lambda f: f\n"
                "    save = lambda f: f\n"
                "\n"
                "\n"
                "# validate and save unchanged\n"
                "\n"
                "\n"
                "def submit(form):\n"
                "    validate(form)\n"
                "    return save(form)\n"
            ),
            id="global-assigned-lambdas",
        ),
        pytest.param(
            "app.py",
            (
                "def _install():\n"
                "    global validate, save\n"
                "\n"
                "    def validate(f):\n"
                "        return f\n"
                "\n"
                "    def save(f):\n"
                "        return f\n"
                "\n"
                "\n"
                "_install()\n"
                "\n"
                "\n"
                "# validate and save unchanged\n"
                "\n"
                "\n"
                "def submit(form):\n"
                "    validate(form)\n"
                "    return save(form)\n"
            ),
            id="global-nested-defs",
        ),
    ],
)
def test_a_note_on_names_bound_by_global_is_a_remark(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [(path, content)]
