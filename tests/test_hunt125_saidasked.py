"""hunt125-saidasked: the round-23 reading of a question about the written file answered no
(``_ANSWERED_NO``: the next sentence opens with ``no``, ``nope``, ``not really``,
``unfortunately not``, ``sadly not``) misses the other shapes an answer no takes: ``Sadly, no.``,
``Unfortunately no.``, ``Not anymore.``, ``No longer.``, ``I did not.``, ``It was not.``, and
the question and answer in Russian or Korean. A JSON transcript writes a.py (``x = 1``, the tool
answers success); the assistant then asks itself whether a.py was kept or saved and answers no.

Expected by hand: the model says a.py was not kept (or is no longer there): a.py ``x = 1`` is not
what is on disk; refusing is fine, keeping it (usable) is usable-WRONG. A guard keeps a question
answered yes usable.
"""

from __future__ import annotations

import pytest
from meant import kept_after_write


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Was a.py kept? Sadly, no.", id="sadly-comma-no"),
        pytest.param("Was a.py saved? Unfortunately no.", id="unfortunately-no"),
        pytest.param("Is a.py still there? Not anymore.", id="not-anymore"),
        pytest.param("Is a.py still there? No longer.", id="no-longer"),
        pytest.param("Did I keep a.py? I did not.", id="i-did-not"),
        pytest.param("Was a.py saved? It was not.", id="it-was-not"),
        pytest.param("a.py сохранён? Нет.", id="ru-net"),
        pytest.param("a.py 저장됐나요? 아니요.", id="ko-aniyo"),
    ],
)
def test_a_question_answered_no_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


def test_a_question_answered_yes_keeps_the_file() -> None:
    assert kept_after_write("Was a.py saved? Yes, it was.")
