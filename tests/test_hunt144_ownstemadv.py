"""hunt144: lead27's own-name exception of :func:`_part_lead` ("The auth part:" over auth.py
names the file) where "only/just" or a tail of the file or of change still says a piece of it:
"Only the auth part:", "Just the auth bit:", "The auth part only:", "The auth section of the
module:", "Only the auth bit that needed changing:", over a block holding ONE function of
auth.py (``auth_token``). The exception drops the adverb and the tail and reads the qualifier
alone. The base bee7c794 refused them (partial-file): regressions of lead27's a378ab53,
usable-WRONG.

Expected by hand from what the model meant: only that part of auth.py is shown (a section OF
THE MODULE, the bit that needed changing): written whole the file loses its other functions
(not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_PART = "def auth_token(user):\n    return user.token or user.refresh()\n"


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("Only the auth part:", id="only-auth-part"),
        pytest.param("Just the auth bit:", id="just-auth-bit"),
        pytest.param("The auth part only:", id="auth-part-only"),
        pytest.param("The auth section of the module:", id="auth-section-of-the-module"),
        pytest.param("Only the auth bit that needed changing:", id="only-auth-bit-needed-changing"),
    ],
)
def test_a_part_said_only_or_of_the_module_with_the_file_s_name_refuses(prose: str) -> None:
    refused(f"{prose}\n\n`auth.py`:\n\n```python\n{_PART}```\n")
