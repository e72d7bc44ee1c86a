"""'Start here:' above the first of two files' edits, 'Next:' above the second (hunt19-apply,
fix-apply22). No structural rule tells it from a demo: "Contoh:" (Indonesian, "Example:")
above the first file's block and "Next:" above the second is the same shape, each file
edited once, the intro naming nothing. The only difference is the word: "start" is English,
a word of sequence as "first", "next" and "step" of the intro words (reading's
_PLAIN_INTRO_WORDS). The twins below (the same shape with an unread word, or with
"example"/"demo" said) stay refused. Expected files by hand: hunt 18's two stdlib files, both
edited with ``  # fixed``.
"""

from __future__ import annotations

import pytest
from test_hunt18_apply import (
    _FILES,
    _ISKW,
    _MEANT_BOTH,
    _RENDER,
    _YIQ,
    _applied,
)

from artifact_codec import apply_edits


def _two(first: str, second: str, convention: str) -> str:
    render = _RENDER[convention]
    return (
        f"{first}\n\n"
        + render("keyword.py", _ISKW, _ISKW + "  # fixed")
        + f"{second}\n\n"
        + render("colorsys.py", _YIQ, _YIQ + "  # fixed")
    )


@pytest.mark.parametrize("first", ["Start here:", "Start:", "Start with this:"])
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_a_start_intro_is_applied(convention: str, first: str) -> None:
    _applied(_two(first, "Next:", convention), _MEANT_BOTH)


@pytest.mark.parametrize(
    "first",
    [
        pytest.param("Contoh:", id="unread-word"),
        pytest.param("Start with an example:", id="start-example"),
        pytest.param("Start here, for example:", id="start-for-example"),
    ],
)
@pytest.mark.parametrize("second", ["Next:", "Now the real edit:"])
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_the_demo_twin_is_refused(convention: str, first: str, second: str) -> None:
    assert not apply_edits(_two(first, second, convention), dict(_FILES)).ok


# WRONG (clean), every convention, found and fixed by fix-apply22: a block under an intro
# that calls it a demo of the format, then "Next:" above the other file's edit. "demo" is no
# example word, and an intro speaking of the format (reading.shows_format) was weighed only
# before a block introduced as the real edit: the demo of keyword.py was applied with the
# edit of colorsys.py. Now "a demo of the (edit) format" restates the format
# (reading._FORMAT_RESTATED): refused, edit-example.
@pytest.mark.parametrize(
    "first",
    [
        pytest.param("First, a demo of the format:", id="first-demo"),
        pytest.param("Start with a demo of the format:", id="start-demo"),
        pytest.param("Here is a demo of the edit format:", id="here-demo"),
        pytest.param("A quick demonstration of the SEARCH/REPLACE syntax:", id="demonstration"),
    ],
)
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_a_demo_of_the_format_before_next_is_not_applied(convention: str, first: str) -> None:
    assert not apply_edits(_two(first, "Next:", convention), dict(_FILES)).ok


# The rule is the phrase, not the word: a demo of the program is an edit meant.
@pytest.mark.parametrize("first", ["A demo of the new login flow:", "Update the demo script:"])
@pytest.mark.parametrize("convention", sorted(_RENDER))
def test_a_demo_of_the_program_is_applied(convention: str, first: str) -> None:
    _applied(_two(first, "Next:", convention), _MEANT_BOTH)
