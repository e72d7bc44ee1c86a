"""hunt140: a comment INSIDE the block, as its first or last line, saying the block is a part
of the file ("# (only the HSV part)", "# HSV part only", "# --- excerpt ---", "# partial
listing", "# HSV functions only" first; "# Excerpt of colorsys.py", "# snippet" last), over
the HSV converters of the real stdlib colorsys.py under a plain lead. Read today as the first
line: "# Excerpt of colorsys.py", "# snippet", "# colorsys.py (excerpt)". The base b8cdcaa1
wrote them whole too: not regressions.

Expected by hand from what the model meant: the comment says the block is a part: written as the
whole colorsys.py (with the comment) it deletes the rest of the module (not usable)."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import refused

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_HSV = _SRC[_SRC.index("def rgb_to_hsv") :]


@pytest.mark.parametrize(
    ("comment", "first"),
    [
        pytest.param("# (only the HSV part)", True, id="first-only-the-part"),
        pytest.param("# HSV part only", True, id="first-part-only"),
        pytest.param("# --- excerpt ---", True, id="first-excerpt-rule"),
        pytest.param("# partial listing", True, id="first-partial-listing"),
        pytest.param("# HSV functions only", True, id="first-functions-only"),
        pytest.param("# Excerpt of colorsys.py", False, id="last-excerpt-of"),
        pytest.param("# snippet", False, id="last-snippet"),
        pytest.param("# (only the HSV part)", False, id="last-only-the-part"),
        # guards: read today
        pytest.param("# Excerpt of colorsys.py", True, id="guard-first-excerpt-of"),
        pytest.param("# snippet", True, id="guard-first-snippet"),
        pytest.param("# colorsys.py (excerpt)", True, id="guard-first-path-excerpt"),
    ],
)
def test_a_comment_in_the_block_saying_a_part_refuses(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_HSV}" if first else f"{_HSV}\n{comment}\n"
    refused(f"Here you go:\n\n`colorsys.py`:\n\n```python\n{body}```\n")
