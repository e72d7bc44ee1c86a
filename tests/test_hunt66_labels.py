"""hunt66: a margin note of names and a state ("# g and k unchanged", refused) behind a
label spelling other than "NOTE:" (fix-elide35 taught the label spellings to the "rest of ..."
family only): the note still stands for g and k left out (the module defines neither), so
the answer is not usable. Expected by hand: each comment below, alone between blank lines at
the margin of a module that defines f and h, says g and k were left out."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _module(comment: str) -> str:
    return f"import os\n\n\ndef f():\n    return 1\n\n\n{comment}\n\n\ndef h():\n    return 3\n"


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# Note - g and k unchanged", id="note-dash"),
        pytest.param("# NOTE \u2014 g and k unchanged", id="note-em-dash"),
        pytest.param("# N.B. g and k unchanged", id="nb-dotted"),
        pytest.param("# NB: g and k unchanged", id="nb-colon"),
        pytest.param("# NOTE(owner): g and k unchanged", id="note-owner"),
        pytest.param("# TODO(owner): g and k unchanged", id="todo-owner"),
        pytest.param("# HACK: g and k unchanged", id="hack"),
        pytest.param("# IMPORTANT: g and k unchanged", id="important"),
        pytest.param("# **Note:** g and k unchanged", id="bold-note"),
        pytest.param("# [Note] g and k unchanged", id="bracketed-note"),
        pytest.param("# Please note: g and k unchanged", id="please-note"),
    ],
)
def test_a_labelled_note_of_names_is_refused(comment: str) -> None:
    result = parse_response(native_answer("app.py", _module(comment)))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
