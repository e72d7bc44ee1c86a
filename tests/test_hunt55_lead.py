"""hunt55-lead: the margin scan visits a note by its first name, or one word before a plain
name (placeholders._MARGIN_NAMES, fix-margin34); _noted_names would account for the words a
model puts before the list ("the functions", "NOTE: the", "Note that", "TODO: keep", a kind
before a call). Also a JSDoc-style block comment, its words on the middle line. Each note
stands alone at the margin between f and h; g and k are defined nowhere. Expected by hand:
g and k were left out, the file is not whole: never usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_PY = "import os\n\n\ndef f():\n    return 1\n\n\n# {note}\n\n\ndef h():\n    return 3\n"


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("the functions g and k are unchanged", id="the-functions"),
        pytest.param("the helpers g and k stay the same", id="the-helpers"),
        pytest.param("NOTE: the g and k functions are unchanged", id="label-then-article"),
        pytest.param("Note that g and k are unchanged", id="note-that"),
        pytest.param("TODO: keep g and k", id="todo-keep"),
        pytest.param("methods g() and k() unchanged", id="kind-then-calls"),
    ],
)
def test_words_before_the_list_do_not_hide_the_note(note: str) -> None:
    result = parse_response(native_answer("m.py", _PY.replace("{note}", note)))
    assert not result.usable, (result.status, [f.content for f in result.code.files])


def test_control_one_word_before_the_list_is_refused() -> None:
    assert not parse_response(
        native_answer("m.py", _PY.replace("{note}", "Functions g and k unchanged"))
    ).usable


def test_a_block_comment_over_three_lines_is_a_note() -> None:
    content = (
        "export function f() {\n  return 1;\n}\n\n/*\n * g and k unchanged\n */\n\n"
        "export function h() {\n  return 3;\n}\n"
    )
    result = parse_response(native_answer("a.js", content))
    assert not result.usable, (result.status, [f.content for f in result.code.files])
