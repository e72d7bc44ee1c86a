"""hunt144: a short lead whose qualifier is the file's own name (lead27's a378ab53: "The auth
part:" over auth.py names the file as a piece of the project) where the lead's noun or tail
still says a piece OF THE FILE: a noun that only ever names a piece ("The auth snippet:", "Auth
excerpt:", "The auth hunk:"), the file named as the whole the part is of ("Here's the auth part
of the file:", "The format section of the file:"), the piece said changed or edited ("The auth
lines that changed:", "Here is just the auth piece I edited:"), over a block holding ONE
function of auth.py (``auth_token``) or of src/format.js (``formatMoney``). The base bee7c794
refused them (partial-file: the qualifier a word of the block's names): regressions of
a378ab53, usable-WRONG.

Expected by hand from what the model meant: a snippet/excerpt/hunk, or a part of the file, is
one piece of it: written whole it deletes the file's other functions (not usable)."""

from __future__ import annotations

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_AUTH_PART = "def auth_token(user):\n    return user.token or user.refresh()\n"
_FORMAT_PART = "export function formatMoney(n) {\n  return `$${n.toFixed(2)}`;\n}\n"
_AUTH = (
    "from functools import wraps\n\n\ndef auth_required(view):\n    @wraps(view)\n"
    "    def wrapper(*a, **k):\n        return view(*a, **k)\n    return wrapper\n\n\n"
    "def auth_token(user):\n    return user.token\n"
)


def _answer(prose: str, path: str, body: str) -> str:
    lang = "javascript" if path.endswith(".js") else "python"
    return f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n"


@pytest.mark.parametrize(
    ("prose", "path", "body"),
    [
        pytest.param("The auth snippet:", "auth.py", _AUTH_PART, id="auth-snippet"),
        pytest.param("Auth excerpt:", "auth.py", _AUTH_PART, id="auth-excerpt"),
        pytest.param("The auth hunk:", "auth.py", _AUTH_PART, id="auth-hunk"),
        pytest.param(
            "Here's the auth part of the file:", "auth.py", _AUTH_PART, id="auth-part-of-the-file"
        ),
        pytest.param(
            "The auth lines that changed:", "auth.py", _AUTH_PART, id="auth-lines-changed"
        ),
        pytest.param(
            "Here is just the auth piece I edited:", "auth.py", _AUTH_PART, id="auth-piece-edited"
        ),
        pytest.param(
            "The format section of the file:",
            "src/format.js",
            _FORMAT_PART,
            id="js-format-section-of-the-file",
        ),
        pytest.param("The format snippet:", "src/format.js", _FORMAT_PART, id="js-format-snippet"),
    ],
)
def test_a_lead_naming_a_piece_of_the_file_by_its_own_name_refuses(
    prose: str, path: str, body: str
) -> None:
    refused(_answer(prose, path, body))


@pytest.mark.parametrize(
    "prose",
    [
        # guards: read right today (a lead over the part that adds a word of change or names
        # the block's code; lead27's own reading over the whole file)
        pytest.param("The changed auth part:", id="changed-auth-part"),
        pytest.param("The auth part:\n\nReplace `auth_token()` with this.", id="replace-after"),
    ],
)
def test_a_part_lead_over_one_function_guard(prose: str) -> None:
    refused(_answer(prose, "auth.py", _AUTH_PART))


def test_the_file_s_own_name_over_the_whole_file_keeps_it() -> None:
    result = parse_response(_answer("The auth part:", "auth.py", _AUTH))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("auth.py", _AUTH)]
