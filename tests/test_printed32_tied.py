"""fix-printed32: every printed tool answer is tied to the call it names (tool + path; order
when it names none). An answer tied to no call that does not say it succeeded puts the
writes before it in doubt; a success answer for no call of the text says nothing against
them. Expected values by hand."""

from __future__ import annotations

from meant import files_of
from tool_renderings import cline, openhands

from artifact_codec import parse_response


def test_a_denial_tied_to_no_call_puts_the_writes_in_doubt() -> None:
    # a.py's call, then a denial for c.py, which no call of the text writes: whether a.py's
    # answer is missing or mislabelled is not known
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'c.py'] Result:\nThe user denied this operation.\n"
    )
    parsed = parse_response(text)
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status


def test_a_success_tied_to_no_call_says_nothing_against_the_writes() -> None:
    text = (
        cline("a.py", "x = 1\n")
        + "\n[write_to_file for 'c.py'] Result:\nThe content was successfully saved to c.py.\n"
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
    )
    parsed = parse_response(text)
    assert parsed.usable, parsed.status
    assert files_of(parsed) == [("a.py", "x = 1\n")]


def test_a_skip_naming_no_path_is_tied_by_order() -> None:
    # three calls; Cline ran the first only: both later writes were not made
    text = (
        cline("a.py", "x = 1\n")
        + cline("b.py", "y = 2\n")
        + cline("c.py", "z = 3\n")
        + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n"
        + "Tool [write_to_file] was not executed because a tool has already been used in this"
        " message.\n"
        + "Tool [write_to_file] was not executed because a tool has already been used in this"
        " message.\n"
    )
    parsed = parse_response(text)
    kept = files_of(parsed) if parsed.usable else []
    assert ("b.py", "y = 2\n") not in kept, kept
    assert ("c.py", "z = 3\n") not in kept, kept


def test_an_openhands_failure_answer_tied_to_no_call_puts_the_creates_in_doubt() -> None:
    # a create with str_replace_editor, then a failure printed for file_editor, a call this
    # text does not hold: whether a.py's create is the one that failed is not known
    text = (
        openhands("a.py", "x = 1\n")
        + "\nEXECUTION RESULT of [file_editor]:\nERROR: Permission denied: a.py\n"
    )
    parsed = parse_response(text)
    assert not (parsed.usable and ("a.py", "x = 1\n") in files_of(parsed)), parsed.status
