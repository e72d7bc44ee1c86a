"""hunt144: lead27's own-name exception of :func:`_part_lead` splits the file's name into words,
so a word of a COMPOUND name counts as the file's own name: "The auth snippet:" over
auth_utils.py, "Auth excerpt:" over auth_helpers.py, "The format snippet:" over
src/format-utils.js, over a block holding ONE function of the file whose name carries the word.
The base bee7c794 refused them (partial-file): regressions of lead27's a378ab53, usable-WRONG
("The utils snippet:" over auth_utils.py: the base wrote it too).

Expected by hand from what the model meant: a snippet/excerpt is one piece of the file, and
"auth" is not even the name of auth_utils.py: written whole the file loses its other
functions (not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_AUTH = "def auth_token(user):\n    return user.token or user.refresh()\n"
_FORMAT = "export function formatMoney(n) {\n  return `$${n.toFixed(2)}`;\n}\n"


@pytest.mark.parametrize(
    ("prose", "path", "body"),
    [
        pytest.param("The auth snippet:", "auth_utils.py", _AUTH, id="auth-utils-snippet"),
        pytest.param("Auth excerpt:", "auth_helpers.py", _AUTH, id="auth-helpers-excerpt"),
        pytest.param("The auth hunk:", "app/user_auth.py", _AUTH, id="user-auth-hunk"),
        pytest.param(
            "The format snippet:", "src/format-utils.js", _FORMAT, id="js-format-utils-snippet"
        ),
        pytest.param("The utils snippet:", "auth_utils.py", _AUTH, id="utils-snippet"),
    ],
)
def test_a_piece_named_by_a_word_of_a_compound_file_name_refuses(
    prose: str, path: str, body: str
) -> None:
    lang = "javascript" if path.endswith(".js") else "python"
    refused(f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n")


@pytest.mark.parametrize(
    "path",
    [
        # guards: read right today (the word is a folder's, not the file's)
        pytest.param("auth/views.py", id="folder-views"),
        pytest.param("src/auth/__init__.py", id="folder-init"),
    ],
)
def test_a_piece_named_by_the_folder_guard(path: str) -> None:
    refused(f"The auth snippet:\n\n`{path}`:\n\n```python\n{_AUTH}```\n")
