"""fix-elide23: comments that stand for left-out code by a kind of member, a state first and
the names after it, an earlier version, or "more" and dots (issue 20 item 10).

Expected by hand: app.py defines f and h (and App.java a()); a comment between them either
stands for code the model left out (never usable: the file as written loses it) or is an
ordinary comment of the file (usable, clean).
"""

from __future__ import annotations

import pytest
from test_hunt22_elide import _answer, _java

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("# omitted: g(), k()", id="omitted-calls"),
        pytest.param("# (unchanged: g, k)", id="bracketed-state-first"),
        pytest.param("# more helpers...", id="more-helpers-dots"),
        pytest.param("# see the previous answer", id="previous-answer"),
        pytest.param("# See earlier version", id="earlier-version"),
    ],
)
def test_a_python_comment_standing_for_code_is_refused(comment: str) -> None:
    result = parse_response(_answer(comment))
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "comment",
    [
        # (the controls of the brief: real comments)
        pytest.param("# more robust than the old version", id="more-robust"),
        pytest.param("# see RFC 2616", id="see-rfc"),
        # "more" and a noun without dots heads a section
        pytest.param("# more tests", id="more-heading"),
        # a state, then names the file defines: a note on that code
        pytest.param("# unchanged: f, h", id="names-defined"),
        pytest.param("# see previous comment", id="see-previous-comment"),
    ],
)
def test_a_real_python_comment_stays_clean(comment: str) -> None:
    result = parse_response(_answer(comment))
    assert result.status.value == "clean", (result.status, result.diagnostics)


def test_a_state_then_names_given_values_is_a_note() -> None:
    # "# unchanged: lo, hi" in a loop names its own local variables: no elision
    content = "def f(xs):\n    lo = hi = 0\n    # unchanged: lo, hi\n    return lo + hi\n"
    answer = (
        '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: app.py\n---\n'
        f"{content}\n===FILE_CONTENT_BLOCK===END\n"
    )
    result = parse_response(answer)
    assert result.status.value == "clean", (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("// getters/setters omitted", id="slash-omitted"),
        pytest.param("// accessors unchanged", id="accessors-unchanged"),
        pytest.param("// ... constructors ...", id="dots-constructors"),
    ],
)
def test_a_java_comment_of_left_out_members_is_refused(comment: str) -> None:
    result = parse_response(_java(comment))
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param("// constructors must call super()", id="constructors-must"),
        pytest.param("// getters and setters below are generated", id="generated-below"),
        pytest.param("// getters and setters", id="heading"),
        pytest.param("// ... getters/values of the map", id="slash-not-nouns"),
    ],
)
def test_a_real_java_comment_of_members_stays_clean(comment: str) -> None:
    result = parse_response(_java(comment))
    assert result.status.value == "clean", (result.status, result.diagnostics)
