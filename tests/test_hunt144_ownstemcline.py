"""hunt144: lead27's own-name exception of :func:`_part_lead` ("The auth part:" over auth.py
names the file) before a Cline ``write_to_file`` too, where the lead's noun or tail still says a
piece of the file ("The auth snippet:", "The auth hunk:", "Auth excerpt:", "Here's the auth part
of the file:", "The auth lines that changed:", "Here is just the auth piece I edited:"), the
write holding ONE function of auth.py (``auth_token``). The base bee7c794 refused them
(partial-file): regressions of lead27's a378ab53, usable-WRONG (the Markdown form:
hunt144-ownstem).

Expected by hand from what the model meant: a snippet/excerpt/hunk or a part of the file is one
piece of it: written whole it deletes the file's other functions (not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_PART = "def auth_token(user):\n    return user.token or user.refresh()\n"


def _cline(prose: str) -> str:
    return (
        f"{prose}\n\n<write_to_file>\n<path>auth.py</path>\n<content>\n{_PART}</content>\n"
        "</write_to_file>\n"
    )


@pytest.mark.parametrize(
    "prose",
    [
        pytest.param("The auth snippet:", id="snippet"),
        pytest.param("The auth hunk:", id="hunk"),
        pytest.param("Auth excerpt:", id="excerpt"),
        pytest.param("Here's the auth part of the file:", id="part-of-the-file"),
        pytest.param("The auth lines that changed:", id="lines-changed"),
        pytest.param("Here is just the auth piece I edited:", id="piece-edited"),
    ],
)
def test_a_lead_naming_a_piece_by_the_file_s_name_before_cline_refuses(prose: str) -> None:
    refused(_cline(prose))


def test_a_changed_part_lead_before_cline_guard() -> None:
    refused(_cline("The changed auth part:"))
