"""hunt115: the sentence BEFORE the one block says, referring forward, that only the changed
part follows, in Vietnamese, Indonesian and Turkish (the Korean, Japanese and Chinese forms are
read already).

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (``quote``);
writing it whole deletes the rest of shlex.py: the answer must not be usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_BLOCK as _BLOCK


@pytest.mark.parametrize(
    "before",
    [
        pytest.param("Sau đây chỉ là phần đã thay đổi:", id="vi-sau-day-chi"),
        pytest.param("Berikut bagian yang diubah saja:", id="id-berikut-saja"),
        pytest.param("Aşağıdaki sadece değişen kısım:", id="tr-asagidaki-sadece"),  # noqa: RUF001
    ],
)
def test_only_the_changed_part_follows(before: str) -> None:
    refused(f"{before}\n\n{_BLOCK}")
