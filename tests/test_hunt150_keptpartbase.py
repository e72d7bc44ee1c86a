"""hunt150 (issue 20): the neighbours of hunt150-keptpart that the base (3dfe17cf) read the same
way (not regressions): a lead saying the block is a fragment, the hunk, the piece that matters,
with "`slugify()` changed; `SEP` is unchanged" in the same line (fix-prose84's kept names, every
one in the block, say no part), the same clause after the block ("That's an excerpt: ..."), and
"The top of the file:" alone. The block, cut from slug.py, is written whole.

Expected by hand: the block holds ``SEP`` and ``slugify`` cut out of slug.py, and the line says
it is a part of it (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused

_PART = "SEP = '-'\n\n\ndef slugify(s):\n    return s.lower().replace(' ', SEP)\n"
_KEPT = "`slugify()` changed; `SEP` is unchanged"


def _answer(lead: str) -> str:
    return f"{lead}\n\n`slug.py`:\n\n```python\n{_PART}```\n"


_ALSO = [
    pytest.param(f"A fragment of the file: {_KEPT}.", id="fragment"),
    pytest.param(f"The hunk: {_KEPT}.", id="hunk"),
    pytest.param(f"Here's the piece that matters: {_KEPT}.", id="piece"),
    pytest.param("The top of the file:", id="top-of-the-file"),
]


@pytest.mark.parametrize("lead", _ALSO)
def test_the_leads_the_base_read_so_too(lead: str) -> None:
    refused(_answer(lead))


def test_an_excerpt_said_after_the_block_with_every_name() -> None:
    refused(f"`slug.py`:\n\n```python\n{_PART}```\n\nThat's an excerpt: {_KEPT}.\n")
