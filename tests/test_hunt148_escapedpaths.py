"""hunt148-escapedpaths: fix-marks183 reads other spellings of a written path (another case,
``_a.py_``, ``$PWD/``, an absolute root); the path spelled with an escape keeps a.py: a
Markdown-escaped dot ``a\\.py``, an HTML entity (``&#46;``, ``&#x2E;``, ``&period;``), a
URL-encoded dot (``%2E``, ``%2e``), a fullwidth dot U+FF0E (CJK input), a soft hyphen.

Expected by hand: a.py ``x = 1`` is written, then the assistant says ``I deleted <a.py
spelled so>.``: a.py is gone; keeping it as written is usable-WRONG. The guards: another file
spelled the same way.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("I deleted a\\.py."), id="markdown-escape"),
    pytest.param(said("I deleted a&#46;py.", "anthropic"), id="decimal-entity"),
    pytest.param(said("I deleted a&#x2E;py.", "cline"), id="hex-entity"),
    pytest.param(said("I deleted a&period;py."), id="named-entity"),
    pytest.param(said("I deleted `./a%2Epy`.", "responses"), id="url-upper"),
    pytest.param(said("I deleted a%2epy.", "anthropic"), id="url-lower"),
    pytest.param(said("I deleted a\uff0epy.", "cline"), id="fullwidth-dot"),
    pytest.param(said("I deleted a\u00ad.py."), id="soft-hyphen"),
]

KEPT = [
    pytest.param(said("I deleted b\\.py."), id="other-escaped"),
    pytest.param(said("I deleted b&#46;py.", "anthropic"), id="other-entity"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_path_spelled_with_an_escape_refuses_the_file(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_another_path_spelled_so_keeps_the_file(answer: str) -> None:
    assert kept(answer)
