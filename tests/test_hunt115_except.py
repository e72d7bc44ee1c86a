"""hunt115: the sentence after the one block says that nothing but the sent function changed,
in the everyday 'except X, nothing' / 'the rest I did not touch' word order of Korean, Japanese,
Chinese and Turkish (issue 20's note table, ``ingest/note_words.py``).

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``); the
sentence says no other part was changed: a part. Writing it whole deletes the rest of shlex.py:
the answer must not be usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("quote 함수 외에는 손대지 않았습니다.", id="ko-oeeneun"),
        pytest.param("quote 関数以外には手を加えていません。", id="ja-igai"),
        pytest.param("除了 quote 函数以外，没有做其他改动。", id="zh-chule"),  # noqa: RUF001
        pytest.param(
            "Yalnızca quote fonksiyonunu güncelledim, gerisine dokunmadım.",  # noqa: RUF001
            id="tr-gerisine",
        ),
    ],
)
def test_nothing_but_the_function_was_touched(after: str) -> None:
    refused(f"{_BLOCK}\n{after}\n")
