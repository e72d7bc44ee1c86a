"""hunt80: a margin note of names and a state ("# load and save unchanged", refused) behind a
label that fix-labels44's _NOTE_LABEL does not list: other label words of the same use
(WARNING:, INFO:, TIP:, FYI:, "Note to self:", "Notes:", "Nota bene:") and the owner of a
listed label spelt otherwise than "(owner)" right after it ("NOTE (bob):", "TODO[bob]:",
"TODO @bob:"). Expected by hand: each comment, alone between blank lines at the margin of a
module that defines f and h and neither load nor save, says load and save were left out, so
the answer is not usable (as "# NB: load and save unchanged" is refused)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


def _python(comment: str) -> str:
    return f"import os\n\n\ndef f():\n    return 1\n\n\n{comment}\n\n\ndef h():\n    return 3\n"


def _javascript(comment: str) -> str:
    return (
        "const fs = require('fs');\n\nfunction f() {\n  return 1;\n}\n\n"
        f"{comment}\n\nfunction h() {{\n  return 3;\n}}\n\nmodule.exports = {{ f, h }};\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("app.py", _python("# WARNING: load and save unchanged"), id="warning"),
        pytest.param("app.py", _python("# INFO: load and save unchanged"), id="info"),
        pytest.param("app.py", _python("# TIP: load and save unchanged"), id="tip"),
        pytest.param("app.py", _python("# FYI: load and save unchanged"), id="fyi"),
        pytest.param(
            "app.js", _javascript("// Note to self: load and save unchanged"), id="note-to-self-js"
        ),
        pytest.param("app.py", _python("# Notes: load and save unchanged"), id="notes-plural"),
        pytest.param("app.py", _python("# Nota bene: load and save unchanged"), id="nota-bene"),
    ],
)
def test_a_note_behind_another_label_word_is_refused(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# NOTE (bob): load and save unchanged", id="owner-after-space"),
        pytest.param("# TODO[bob]: load and save unchanged", id="owner-in-brackets"),
        pytest.param("# TODO @bob: load and save unchanged", id="owner-at-handle"),
        pytest.param("# FIXME(bob) - load and save unchanged", id="control-fixme-owner"),
    ],
)
def test_a_note_behind_a_label_with_its_owner_spelt_otherwise_is_refused(comment: str) -> None:
    result = parse_response(native_answer("app.py", _python(comment)))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
