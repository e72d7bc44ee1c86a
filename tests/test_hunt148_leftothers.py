"""hunt148-leftothers: fix-marks183 refuses a written file when what is left is said without it
(``Only b.py is left``, ``The repository is now empty``); ordinary words of what is left TO DO,
or of another place emptied, refuse a.py, which the base kept: ``Only b.py is left to
write``, ``Only README.md is left to update``, ``The old build/ directory is now empty``, ``The
/tmp/scratch directory is now empty``, ``Your other repository is now empty``.

Expected by hand: a.py ``x = 1`` is written, then the assistant says what is left to do or
that another place is empty: a.py stays usable, exactly as written.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said

KEPT = [
    pytest.param(said("Only `b.py` is left to write."), id="left-to-write"),
    pytest.param(said("Only README.md is left to update.", "anthropic"), id="left-to-update"),
    pytest.param(said("The old build/ directory is now empty.", "cline"), id="build-dir-empty"),
    pytest.param(said("The /tmp/scratch directory is now empty."), id="tmp-dir-empty"),
    pytest.param(said("Your other repository is now empty.", "responses"), id="other-repo-empty"),
]


@pytest.mark.parametrize("answer", KEPT)
def test_what_is_left_to_do_or_another_place_empty_keeps_the_file(answer: str) -> None:
    assert kept(answer)
