"""hunt148-nestedlists: a written file listed under a heading or parent item of removal (``-
Deleted:`` then ``  - a.py``, ``### Deleted``, ``**Deleted:**``) is refused; the same list in
other shapes keeps a.py: the parent in bold without a colon, a ``+`` list, a blockquote, a
setext heading, a ``<details>`` summary, a deeper nesting, an emoji before the word, an
ordered list, ``Deleted files`` with the path in a code span.

Expected by hand: a.py ``x = 1`` is written, then the assistant lists a.py under Deleted:
keeping it as written is usable-WRONG. The guards: a.py under Added, another file under
Deleted.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

NOT_KEPT = [
    pytest.param(said("- **Deleted**\n  - a.py"), id="bold-parent"),
    pytest.param(said("+ Deleted\n  + a.py", "anthropic"), id="plus-bullets"),
    pytest.param(said("> **Removed**\n> - a.py", "cline"), id="blockquote"),
    pytest.param(said("Removed files\n-------------\n- a.py"), id="setext"),
    pytest.param(
        said("<details><summary>Deleted</summary>\n\n- a.py\n</details>", "responses"),
        id="details",
    ),
    pytest.param(said("- Cleanup\n  - Deleted\n    - a.py", "anthropic"), id="deep"),
    pytest.param(said("- \U0001f5d1\ufe0f Deleted\n  - a.py", "cline"), id="emoji-parent"),
    pytest.param(said("- Deleted files\n  - `a.py`"), id="deleted-files-span"),
]

KEPT = [
    pytest.param(said("- Added\n  - a.py\n- Deleted\n  - old.py"), id="added-other-deleted"),
    pytest.param(said("+ Created\n  + a.py", "anthropic"), id="plus-created"),
]


@pytest.mark.parametrize("answer", NOT_KEPT)
def test_the_file_listed_under_a_removal_refuses_it(answer: str) -> None:
    assert not kept(answer)


@pytest.mark.parametrize("answer", KEPT)
def test_the_file_listed_under_another_heading_keeps_it(answer: str) -> None:
    assert kept(answer)
