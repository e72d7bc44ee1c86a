"""hunt140: a single file's short lead "the <word> part/bit/piece/section" whose word is the
file's own name ("Here's the auth part:" over auth.py, "Here's the login part:" over login.py,
"Here's the format part:" over src/format.js) or names one of its functions while the block
holds them all ("The money bit:" over a format.js defining formatDate AND formatMoney):
fix-lead162's :func:`_part_lead` takes any word of the block's own names as the qualifier of a
part of the file and refuses. The base b8cdcaa1 wrote the file: regressions of fix-lead162,
false refusals.

Expected by hand from what the model meant: each block is a whole small module (its imports and
every function); the lead names the piece of the project the file is: usable, written as
sent."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_AUTH = (
    "from functools import wraps\n\n\ndef auth_required(view):\n    @wraps(view)\n"
    "    def wrapper(*a, **k):\n        return view(*a, **k)\n    return wrapper\n\n\n"
    "def auth_token(user):\n    return user.token\n"
)
_LOGIN = (
    "import hashlib\n\n\ndef login(user, password):\n"
    "    return hashlib.sha256(password.encode()).hexdigest() == user.hash\n\n\n"
    "def logout(user):\n    user.session = None\n"
)
_FORMAT = (
    "export function formatDate(d) {\n  return d.toISOString();\n}\n\n"
    "export function formatMoney(n) {\n  return `$${n.toFixed(2)}`;\n}\n"
)


@pytest.mark.parametrize(
    ("prose", "path", "body"),
    [
        pytest.param("Here's the auth part:", "auth.py", _AUTH, id="auth-part"),
        pytest.param("The auth bit:", "auth.py", _AUTH, id="auth-bit"),
        pytest.param("Auth piece:", "auth.py", _AUTH, id="auth-piece-bare"),
        pytest.param("Here's the login part:", "login.py", _LOGIN, id="login-part"),
        pytest.param("The logout section:", "login.py", _LOGIN, id="logout-section"),
        pytest.param("Here's the format part:", "src/format.js", _FORMAT, id="format-part"),
        pytest.param("The money bit:", "src/format.js", _FORMAT, id="money-bit"),
        pytest.param("The date section:", "src/format.js", _FORMAT, id="date-section"),
        # guards: read right today
        pytest.param("And the token section:", "auth.py", _AUTH, id="guard-and-the-token"),
        pytest.param("Now the login piece:", "login.py", _LOGIN, id="guard-now-the-login"),
    ],
)
def test_a_lead_naming_the_file_s_own_piece_keeps_the_whole_file(
    prose: str, path: str, body: str
) -> None:
    lang = "javascript" if path.endswith(".js") else "python"
    result = parse_response(f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]
