"""hunt38-margin: a margin comment "# g and k stay the same" stands for left-out code when the
file does not DEFINE g and k (placeholders._names_then_state). _DEFINES reads the whole text,
strings, docstrings and comments included, and counts a keyword argument on its own line: a
file whose prose says "such as g", "the function g", "import g", "for g in", "let g", or whose
code passes ``g=1`` to a call, is taken as defining g. Expected by hand: app.py as written
defines f and h only; g and k are left out: no whole file, never usable (as the baseline
without the extra text is refused)."""

from __future__ import annotations

import pytest
from test_hunt36_margin import _answer, _module

from artifact_codec import parse_response

_COMMENT = "# g and k stay the same"


def test_baseline_is_refused() -> None:
    assert not parse_response(_answer(_module(_COMMENT))).usable


@pytest.mark.parametrize(
    ("head", "f_body"),
    [
        pytest.param(
            '"""Helpers such as g and k live below."""\n\n', "return 1", id="docstring-such-as"
        ),
        pytest.param(
            '"""The function g and the class k are kept."""\n\n',
            "return 1",
            id="docstring-function-g",
        ),
        pytest.param('"""let g and var k be helpers"""\n\n', "return 1", id="docstring-let-var"),
        pytest.param("# def g and def k are below\n", "return 1", id="comment-def"),
        pytest.param("", "# import g, k from the old module\n    return 1", id="comment-import"),
        pytest.param("", "# for g in items we call k\n    return 1", id="comment-for-in"),
        pytest.param("", "# the same as g, k\n    return 1", id="comment-as"),
        pytest.param("", "return dict(\n        g=1,\n        k=2,\n    )", id="keyword-arguments"),
        pytest.param(
            "", "return f2(\n        g=g_default,\n        k=None)", id="keyword-arguments-call"
        ),
    ],
)
def test_names_only_mentioned_or_passed_are_not_defined(head: str, f_body: str) -> None:
    result = parse_response(_answer(_module(_COMMENT, head=head, f_body=f_body)))
    assert not result.usable, (result.status, result.diagnostics)
