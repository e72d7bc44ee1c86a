"""hunt95: the JavaScript lexer of _braces (fix-place69) misreads a slash or a line opener.

A class-body note ``// load and save unchanged`` in ``View`` names View's own methods, which
the model left out (they are defined only in another class, ``Store``). fix-place69's lexer
finds the note's block by braces; where it reads a regular expression literal as a division
(after ``)`` of an ``if``/``while`` head, where a statement starts, or after a comment
between ``=`` and the literal: the lexer looks back at the comment's text), or does not know
ECMAScript's HTML-like comments (``<!--`` anywhere, ``-->`` at a line's start: comments to the
line's end in a script, Annex B), a ``}`` in them closes View's body early and the note is read
at the wrong level. Expected by hand: the file leaves View's load and save out: not usable.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_TWO_CLASSES = (
    "class Store {\n  load() {\n    return 1;\n  }\n\n  save() {\n    return 2;\n  }\n}\n\n"
    "class View {\n  fields(text) {\n    STATEMENT\n    return text;\n  }\n\n"
    "  // load and save unchanged\n}\n"
)


@pytest.mark.parametrize(
    "statement",
    [
        pytest.param("if (text) /\\}/.test(text) && warn();", id="regex-after-if-head"),
        pytest.param("while (i--) /\\}$/.test(text) || i++;", id="regex-after-while-head"),
        pytest.param("for (const c of cs) /\\}/.test(c) && n++;", id="regex-after-for-head"),
        pytest.param("const re = /* a closing brace */ /\\}/;", id="regex-after-block-comment"),
        pytest.param("const re = // a closing brace\n      /\\}/;", id="regex-after-line-comment"),
        pytest.param("<!-- } old markup kept for IE", id="html-open-comment"),
        pytest.param("--> }", id="html-close-comment-at-line-start"),
    ],
)
def test_a_class_note_after_a_misread_brace_is_refused(statement: str) -> None:
    content = _TWO_CLASSES.replace("STATEMENT", statement)
    result = parse_response(native_answer("src/view.js", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
