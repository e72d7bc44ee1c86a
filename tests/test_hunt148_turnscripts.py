"""hunt148-turnscripts: fix-turns182's ``_TURN_FOREIGN_VERBS`` reads requests of removal in
Cyrillic and CJK scripts; the same request in Devanagari (Hindi ``हटा दो``), Greek
(``Διέγραψε``), Arabic (``احذف``), Hebrew (``תמחק``) or Thai (``ลบ``), answered ``Done.``
with no call, keeps a.py.

Expected by hand: a.py ``x = 1`` is written, the user asks for a.py to be deleted, the
assistant answers ``Done.``: a.py is gone; keeping it is usable-WRONG.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import anthropic, kept, openai, responses


def _asked(request: str, convention: str = "openai", answer: str = "Done.") -> str:
    turns = [("user", request), ("assistant", answer)]
    if convention == "anthropic":
        return anthropic(turns)
    if convention == "responses":
        return responses(turns)
    return openai(turns)


NOT_KEPT = [
    pytest.param(_asked("a.py \u0939\u091f\u093e \u0926\u094b"), id="hi-hata-do"),
    pytest.param(
        _asked("\u0394\u03b9\u03ac\u03b3\u03c1\u03b1\u03c8\u03b5 \u03c4\u03bf a.py.", "anthropic"),
        id="el-diagrapse",
    ),
    pytest.param(_asked("\u0627\u062d\u0630\u0641 a.py"), id="ar-ihdhif"),
    pytest.param(
        _asked("\u05ea\u05de\u05d7\u05e7 \u05d0\u05ea a.py", "responses"), id="he-timchak"
    ),
    pytest.param(_asked("\u0e25\u0e1a a.py"), id="th-lob"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_a_request_of_removal_in_another_script_refuses_the_file(answer: str) -> None:
    assert not kept(answer)
