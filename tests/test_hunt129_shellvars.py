"""hunt129: a shell script whose margin gives the noted names only a literal value
(``validate=1``), then runs them as commands with no argument: fix-scope130 reads a command
only as a name followed by an argument (``validate "$1"``).

``# validate and save unchanged`` over ``submit()`` running ``validate "$1"`` is refused
(fix-scope130: a variable is no function; the command calls what the file defines nowhere).
The same commands with no argument (``validate && save``, ``if validate; then``, ``validate
|| exit 1``, ``validate`` alone on its line, ``validate | save``) are not read: the note is
taken for a remark on the two variables and the script is written whole.

Expected by hand from what the model meant: ``validate`` and ``save`` are run as commands;
the file defines no function of those names (a variable is no command): the note stands for
the two functions left out; the script written whole fails with "command not found": a part,
not usable."""

from __future__ import annotations

import pytest
from meant import refused_native

_HEAD = "#!/usr/bin/env bash\nvalidate=1\nsave=0\n\n# validate and save unchanged\nsubmit() {\n"


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("  validate && save\n", id="and-list"),
        pytest.param("  if validate; then\n    save\n  fi\n", id="if-condition"),
        pytest.param("  validate || exit 1\n  save >/dev/null\n", id="or-exit"),
        pytest.param("  validate\n  save\n", id="bare-lines"),
        pytest.param("  validate | save\n", id="pipe"),
    ],
)
def test_commands_with_no_argument_call_the_names(body: str) -> None:
    refused_native("scripts/submit.sh", _HEAD + body + "}\n\nsubmit\n")
