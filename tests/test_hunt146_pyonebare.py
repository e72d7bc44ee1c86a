"""hunt146 (issue 20): pyonebare. A note of one method by its bare name and a state, in a
Python class ("# _split: unchanged", "# _split is unchanged", "# _split (as before)"), is
not read (fix-scope141 reads a bare name only over overload signatures; fix-notes155 only
one the file calls, and ``self._split(...)`` is such a call): the stdlib's textwrap.py with
``TextWrapper._split`` cut out and the note in its place is written as complete. The base
(6056e91f) did the same. With a kind ("# _split method unchanged") or as a call ("#
_split(): no changes") it is refused (guards).

Expected by hand: ``_split`` is a private name the class calls and defines nowhere: a part
(refused)."""

from __future__ import annotations

import inspect
import textwrap

import pytest
from meant import refused_native

_SOURCE = inspect.getsource(textwrap)
_START = _SOURCE.index("    def _split(self, text):")
_END = _SOURCE.index("    def _fix_sentence_endings")


def _cut(note: str) -> str:
    return f"{_SOURCE[:_START]}    # {note}\n\n{_SOURCE[_END:]}"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("_split: unchanged", id="colon-unchanged"),
        pytest.param("_split is unchanged", id="is-unchanged"),
        pytest.param("_split remains unchanged", id="remains-unchanged"),
        pytest.param("_split stays the same", id="stays-the-same"),
        pytest.param("_split (as before)", id="paren-as-before"),
        pytest.param("_split — no changes", id="dash-no-changes"),
        pytest.param("_split: unchanged from the original", id="from-the-original"),
        pytest.param("_split: kept as is", id="kept-as-is"),
    ],
)
def test_a_bare_method_name_and_a_state_is_refused(note: str) -> None:
    refused_native("textwrap.py", _cut(note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("_split method unchanged", id="guard-kind"),
        pytest.param("_split(): no changes", id="guard-call"),
    ],
)
def test_the_note_with_a_kind_or_a_call_is_refused(note: str) -> None:
    refused_native("textwrap.py", _cut(note))
