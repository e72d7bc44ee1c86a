"""Failing tests found by an attack on the applier rules of docs/edits.md (hunt8-apply).

Each test is one finding, minimized by hand from probes (``benchmarks/hunt_hunt8-apply.py``
and hand probes): an ``ok`` result over a file that differs from what the model meant. Expected
values are written by hand from the answer's meaning, not from the implementation's output.
The tests fail by design until the applier is fixed.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits

# --- class: a re-sent deletion quoted with typographic quotes is made at the other copy ------
#
# Found by ``benchmarks/hunt_hunt8-apply.py`` (``resend-noisy-curly``: 22 of 28 ``ok`` and
# wrong, seed 0, standard-library files) and minimized by hand. Three lines stand twice; the
# middle one was deleted at the first copy already (the file given has it); the same deletion
# is sent again with the quotes made typographic (a model's misquote that the punctuation
# rung forgives). The old text matches only the second copy, at the punctuation rung; the
# new text stands at the first copy at that rung. docs/edits.md refuses a re-sent deletion
# whose kept lines stand joined elsewhere, and fix-apply9 looks for the new text at the loose
# rung a hunk was placed at, but only for trailing blanks and indentation
# (``_LOOSE_NEW_TEXT``): the same block with straight quotes is refused (control below).

_DELETED_ONCE = (
    'def a():\n    print("one")\n    print("three")\n\n\n'
    'def b():\n    print("one")\n    print("two")\n    print("three")\n'
)


def _typographic(text: str) -> str:
    return text.replace('("', "(\u201c").replace('")', "\u201d)")


def _resent_deletion(quote: bool) -> str:
    old = '    print("one")\n    print("two")\n    print("three")\n'
    new = '    print("one")\n    print("three")\n'
    if quote:
        old, new = _typographic(old), _typographic(new)
    return f"m.py\n```python\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


@pytest.mark.parametrize("typographic", [False, True], ids=["straight", "typographic"])
def test_a_resent_deletion_quoted_with_typographic_quotes_is_not_made_at_the_other_copy(
    typographic: bool,
) -> None:
    """Input: ``a`` holds ``print("one")`` / ``print("three")`` (``print("two")`` deleted
    already), ``b`` holds the three lines; the SEARCH/REPLACE block deleting
    ``print("two")`` sent again, its quotes written ``\u201c`` ``\u201d``.

    Happened (typographic): ``ok``, "applied ... (typographic punctuation)" at ``b``'s lines:
    ``b`` loses ``print("two")``, which the model never asked for at ``b``.
    Expected: refused (the deletion stands made at ``a``: another reading), or the file as
    given. The straight-quoted control is refused today.
    """
    result = apply_edits(_resent_deletion(typographic), {"m.py": _DELETED_ONCE})
    assert not result.ok or result.files == {"m.py": _DELETED_ONCE}


# --- class: a re-sent replacement of two lines by one is made at the other copy -------------
#
# Found by ``benchmarks/hunt_hunt8-apply.py`` (``resend-2to1-<conv>``: 47 of 47 ``ok`` and
# wrong in each of sr, aider-udiff, v4a, call; seed 0) and minimized by hand. Two lines stand
# together twice; both were replaced by ONE new line at the first copy already; the same
# replacement (no context) is sent again. fix-apply9 refuses a re-sent replacement whose new
# text has two written lines or more; one written line "that stands elsewhere is a line made
# like another" (docs/edits.md). But here the hunk also deletes a line: the new line standing
# exactly where the first copy of the two lines stood is the replacement made already, and
# the same hunk with one kept line of context is refused (control below). Two readings, two
# files, and the result is ``ok``.

_JOINED_ONCE = (
    "def a():\n    try:\n        go()\n    except Stop:  # joined\n\n\n"
    "def b():\n    try:\n        go()\n    except Stop:\n        pass\n"
)


@pytest.mark.parametrize("context", [False, True], ids=["no-context", "one-kept-line"])
def test_a_resent_two_lines_to_one_replacement_is_not_made_at_the_other_copy(
    context: bool,
) -> None:
    """Input: ``a`` ends ``except Stop:  # joined`` (``except Stop:`` / ``pass`` replaced
    already), ``b`` still has ``except Stop:`` / ``pass``; the SEARCH/REPLACE block
    ``except Stop:`` / ``pass`` -> ``except Stop:  # joined`` sent again.

    Happened (no context): ``ok``, applied exactly at ``b``'s lines 10-11: ``b`` changed,
    which the model never asked for. Expected: refused, or the file as given (the control
    with ``go()`` quoted as a kept line is refused today).
    """
    keep = "        go()\n" if context else ""
    answer = (
        "m.py\n```python\n<<<<<<< SEARCH\n"
        f"{keep}    except Stop:\n        pass\n=======\n{keep}    except Stop:  # joined\n"
        ">>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": _JOINED_ONCE})
    assert not result.ok or result.files == {"m.py": _JOINED_ONCE}
