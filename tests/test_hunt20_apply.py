"""Hunt 20: a demo block before a block introduced as the real edit (fix-apply19) in words
the real-edit cue (reading._REAL_EDIT: "actual/real change/edit/fix/diff/patch/code", "for
real") does not hold. The first intro says "demo"; the second says the next block is the real
one. Expected by hand: only the real edit is meant (c = 30, b stays 2), or the answer is
refused; never the demo applied with it.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits

_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "total = 1\nb = 2\nc = 3\nformat = 1\n"}
_MEANT = {"m.py": "x = 1\ny = 2\n", "n.py": "total = 1\nb = 2\nc = 30\nformat = 1\n"}


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n\n"


@pytest.mark.parametrize(
    "real",
    [
        pytest.param("Now the actual update:", id="actual-update"),
        pytest.param("Now the actual modification:", id="actual-modification"),
        pytest.param("Now the real one:", id="real-one"),
        pytest.param("And now the real thing:", id="real-thing"),
    ],
)
def test_a_demo_before_the_real_edit_in_other_words_is_not_applied(real: str) -> None:
    answer = (
        "First, a quick demo on `n.py`:\n\n"
        + _block("n.py", "b = 2", "b = 3")
        + f"{real}\n\n"
        + _block("n.py", "c = 3", "c = 30")
    )
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files == _MEANT


def test_the_same_demo_before_now_the_real_edit_is_refused() -> None:
    # (the control: the cue the library knows)
    answer = (
        "First, a quick demo on `n.py`:\n\n"
        + _block("n.py", "b = 2", "b = 3")
        + "Now the real edit:\n\n"
        + _block("n.py", "c = 3", "c = 30")
    )
    assert not apply_edits(answer, dict(_FILES)).ok


# An edit inside an HTML comment (<!-- ... -->) of the Markdown answer: the model commented
# it out, Markdown does not show it. A SEARCH/REPLACE block there is refused; an OpenHands
# call and a V4A patch there are applied. Expected by hand: only a.py's edit is meant (b.py
# stays), or the answer is refused.
_SR_A = "a.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n>>>>>>> REPLACE\n```\n\n"
_AB = {"a.py": "x = 1\ny = 2\nz = 3\n", "b.py": "p = 1\nq = 2\nr = 3\n"}


@pytest.mark.parametrize(
    "edit",
    [
        pytest.param(
            "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
            "<parameter=path>b.py</parameter>\n<parameter=old_str>q = 2</parameter>\n"
            "<parameter=new_str>q = 20</parameter>\n</function>\n",
            id="function-call",
        ),
        pytest.param(
            "*** Begin Patch\n*** Update File: b.py\n@@\n p = 1\n-q = 2\n+q = 20\n r = 3\n"
            "*** End Patch\n",
            id="v4a-patch",
        ),
    ],
)
def test_an_edit_in_an_html_comment_is_not_applied(edit: str) -> None:
    result = apply_edits(_SR_A + "<!--\n" + edit + "-->\n", dict(_AB))
    if result.ok:
        assert result.files == {"a.py": "x = 1\ny = 20\nz = 3\n", "b.py": _AB["b.py"]}


def test_a_search_replace_block_in_an_html_comment_is_refused() -> None:
    # (the control: the other reader of the same answer shape)
    block = "b.py\n```python\n<<<<<<< SEARCH\nq = 2\n=======\nq = 20\n>>>>>>> REPLACE\n```\n"
    assert not apply_edits(_SR_A + "<!--\n" + block + "-->\n", dict(_AB)).ok
