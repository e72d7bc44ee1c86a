"""fix-prose146: the other reading of each new rule stays refused. A colorsys.py block holding
only the HSV converters (a part of the stdlib module) beside a CJK sentence saying the other
FUNCTIONS (code, not behaviour) are kept, or beside "the other converters stay as they are"
with no word of the whole file, is a part: refused, never written whole."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_PART = (
    "def rgb_to_hsv(r, g, b):\n    return r, g, b\n\n\n"
    "def hsv_to_rgb(h, s, v):\n    return h, s, v\n"
)


@pytest.mark.parametrize(
    "after",
    [
        "除了 `rgb_to_hsv()` 以外，其他函数保持不变。",  # noqa: RUF001
        "`rgb_to_hsv()` 以外の関数は変わりません。",
        "The other converters stay as they are.",
        "Nothing else changes.",
    ],
)
def test_other_code_said_kept_beside_a_part_is_refused(after: str) -> None:
    result = parse_response(f"`colorsys.py`:\n\n```python\n{_PART}```\n\n{after}\n")
    assert not result.usable, (result.status, [d.message for d in result.diagnostics])
