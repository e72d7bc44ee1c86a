"""The words of a margin note of names and a state (placeholders._noted_names): read by
accounting, every word a name of the list, a filler, a kind, a source or a state. A comment at
the margin between two functions that names two things and says anything else is a comment on
the code, not a note for left-out code: the answer stays usable. Expected by hand: each
comment below, alone between blank lines at the margin of a module that defines f and h, is
a remark of the writer (the first ones are lines of CPython 3.11's Lib, the names in them
defined nowhere in the module), so the module is whole."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _module(comment: str) -> str:
    return f"import os\n\n\ndef f():\n    return 1\n\n\n{comment}\n\n\ndef h():\n    return 3\n"


@pytest.mark.parametrize(
    "comment",
    [
        # (lines of CPython's Lib: a state word among them, "back", "identical", "copy", "put",
        # "keep", "same", never with only names, fillers and sources around it)
        "# Write and cut back our buffer.",
        "# Keep ErrorColumnNumber and ErrorLineNumber after closing.",
        "# For Jython, the following two types are identical",
        "# Same as _mul(), with inversed b.",
        "# Same as enumerate(), but without the lock. Internal use only.",
        "# Create a copy and avoid triggering descriptors",
        "# Copy files, adding them to the list of output files.",
        "# Set _short_opts, _long_opts attrs from 'opts' tuple.",
        "# Read a chunk, decode it, and put the result in self._decoded_chars.",
        "# Remove our lock and other released locks from _shutdown_locks",
        "# Now, add the methods in dicts but not in MutableMapping",
        "# Support for pickling, copy, and deepcopy",
        "# Coerce to floats, raising a TypeError if not possible",
        "# INST and OBJ differ only in how they get a class object.",
        "# Same, but for 3.x to 2.x",
        # (dis.py's "MATCH_CLASS and MATCH_KEYS, and add COPY)": "COPY" is a constant's name,
        # not the word "copy")
        "# MATCH_CLASS and MATCH_KEYS, and add COPY",
        # (the brief's: one word unaccounted for)
        "# x and y are swapped",
        "# x and y are swapped below",
        "# keep a and b sorted",
        "# insert key and value into the table",
        "# keep the cache warm",
        "# Python 2 and 3 unchanged",
        "# g and k were modified",
        "# g and k changed from the previous version",
    ],
)
def test_comments_naming_two_things_stay_comments(comment: str) -> None:
    result = parse_response(native_answer("app.py", _module(comment)))
    assert result.usable, (comment, result.status, result.diagnostics)


# The accounting's other side: the same list with only fillers, kinds, sources and a state
# around it is a note for g and k, which the module defines nowhere (refused: g and k left out).
@pytest.mark.parametrize(
    "comment",
    [
        "# g and k are not modified",
        "# Keep g and k as is",
        "# the g and k helpers remain the same as in the original version",
        "# g, k: unchanged from the previous answer",
    ],
)
def test_notes_of_names_and_a_state_are_left_out(comment: str) -> None:
    result = parse_response(native_answer("app.py", _module(comment)))
    assert not result.usable, (comment, result.status, result.diagnostics)
