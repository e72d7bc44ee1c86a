"""hunt146 (issue 20): pymethodforeign. fix-notes177 reads a one-function note in other
languages ("fonction submit inchangée", "submit 方法不变") in the C family's margin; in a
Python class, the same note standing for a method cut out is not read: the stdlib's
textwrap.py with ``TextWrapper._split`` cut out (``_split_chunks`` still calls
``self._split``) and "# метод _split без изменений" in its place is written as complete.
The base (6056e91f) did the same; the English "# _split method unchanged" is refused (guard).

Expected by hand: a part (refused). The same note over the method kept in place is a remark
(usable, written as sent)."""

from __future__ import annotations

import inspect
import textwrap

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_SOURCE = inspect.getsource(textwrap)
_START = _SOURCE.index("    def _split(self, text):")
_END = _SOURCE.index("    def _fix_sentence_endings")


def _cut(note: str) -> str:
    return f"{_SOURCE[:_START]}    # {note}\n\n{_SOURCE[_END:]}"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("метод _split без изменений", id="ru"),
        pytest.param("Methode _split unverändert", id="de"),
        pytest.param("méthode _split inchangée", id="fr"),
        pytest.param("metodo _split invariato", id="it"),
        pytest.param("método _split sin cambios", id="es"),
        pytest.param("_split 方法不变", id="zh"),
        pytest.param("_split メソッドは変更なし", id="ja"),
        pytest.param("_split 메서드는 그대로", id="ko"),
    ],
)
def test_a_method_note_in_another_language_is_refused(note: str) -> None:
    refused_native("textwrap.py", _cut(note))


def test_the_english_note_is_refused() -> None:
    refused_native("textwrap.py", _cut("_split method unchanged"))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("метод _split без изменений", id="guard-ru"),
        pytest.param("_split 方法不变", id="guard-zh"),
    ],
)
def test_the_note_over_the_method_kept_is_a_remark(note: str) -> None:
    content = f"{_SOURCE[:_START]}    # {note}\n{_SOURCE[_START:]}"
    result = parse_response(native_answer("textwrap.py", content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("textwrap.py", content)]
