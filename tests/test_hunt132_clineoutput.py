"""hunt132-clineoutput: fix-said152's reading of a later tool output (a.py said missing, a
``git status`` line of it deleted, a ``cat`` of it not holding what was written) is not applied
to a printed Cline transcript: the tool's answer after ``[execute_command for 'cat a.py']
Result:`` is read as the tool's text, and a.py is kept as written (the round's base 9ec80bf0 did
the same: no regression).

Expected by hand: a Cline answer writes a.py ``x = 1`` (``<write_to_file>``, the tool's result
printed), then runs the command shown, whose printed output is given, then completes. a.py is not
on disk as ``x = 1``: keeping it usable as written is usable-WRONG (refusing is fine). The guard:
an output showing a.py as written keeps it.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_WRITE = (
    "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"
    "[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
)


def _cline(command: str, output: str) -> list[tuple[str, str]] | None:
    answer = (
        _WRITE + f"<execute_command>\n<command>{command}</command>\n"
        "<requires_approval>false</requires_approval>\n</execute_command>\n\n"
        f"[execute_command for '{command}'] Result:\nCommand executed.\nOutput:\n{output}\n\n"
        "<attempt_completion>\n<result>\nDone.\n</result>\n</attempt_completion>\n"
    )
    parsed = parse_response(answer)
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    ("command", "output"),
    [
        pytest.param("cat a.py", "cat: a.py: No such file or directory", id="cat-no-such-file"),
        pytest.param(
            "ls -l a.py", "ls: cannot access 'a.py': No such file or directory", id="ls-cannot"
        ),
        pytest.param("cat a.py", "x = 2", id="cat-other-content"),
        pytest.param("git status --short", " D a.py", id="git-status-deleted"),
    ],
)
def test_a_printed_output_saying_the_file_is_gone_does_not_keep_it(
    command: str, output: str
) -> None:
    assert _cline(command, output) is None


def test_guard_a_printed_cat_of_the_file_as_written_keeps_it() -> None:
    assert _cline("cat a.py", "x = 1") == [("a.py", "x = 1\n")]
