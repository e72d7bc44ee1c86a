"""hunt148-turnforeignthanks: fix-turns182's ``_TURN_FOREIGN_VERBS`` matches the CJK words of
change anywhere (修改, 修正, 수정, 변경), with no verb or object read: a user's thanks for a fix
(修正ありがとうございます, 수정 감사합니다, 修改得很好), a question of what changed
(a.py 修改了什么?) or a change said unneeded (a.py는 변경할 필요 없어요) refuses a.py,
which the base kept.

Expected by hand: a.py ``x = 1`` is written, the user thanks, asks, or says no change is
needed; the assistant answers (no call): a.py stays usable, exactly as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, openai


def _asked(request: str, answer: str = "OK.") -> str:
    return openai([("user", request), ("assistant", answer)])


KEPT = [
    pytest.param(
        _asked(
            "\u4fee\u6b63\u3042\u308a\u304c\u3068\u3046\u3054\u3056\u3044\u307e\u3059\u3002"
            "a.py \u306f\u5b8c\u74a7\u3067\u3059\u3002"
        ),
        id="ja-thanks-for-the-fix",
    ),
    pytest.param(
        _asked(
            "\uc218\uc815 \uac10\uc0ac\ud569\ub2c8\ub2e4! "
            "a.py \uc798 \ub3cc\uc544\uac11\ub2c8\ub2e4."
        ),
        id="ko-thanks-for-the-fix",
    ),
    pytest.param(
        _asked("a.py\ub294 \ubcc0\uacbd\ud560 \ud544\uc694 \uc5c6\uc5b4\uc694."),
        id="ko-no-change-needed",
    ),
    pytest.param(
        _asked("\u4fee\u6539\u5f97\u5f88\u597d\uff0ca.py \u53ef\u4ee5\u8fd0\u884c\u4e86\u3002"),
        id="zh-well-modified",
    ),
    pytest.param(
        _asked(
            "a.py \u4fee\u6539\u4e86\u4ec0\u4e48\uff1f",
            "\u4ec0\u4e48\u90fd\u6ca1\u6539\uff0c\u8fd8\u662f x = 1\u3002",
        ),
        id="zh-what-changed",
    ),
]


@pytest.mark.parametrize("answer", KEPT)
def test_thanks_or_a_question_of_a_change_keeps_the_file(answer: str) -> None:
    assert kept(answer)
