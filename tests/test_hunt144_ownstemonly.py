"""hunt144: lead27's own-name exception of :func:`_part_lead` (a qualifier that is the file's own
name names the file: "The auth part:" over auth.py) also swallows the lead of CODE OF A KIND
SAID ONLY, whose "only/just" says a part whatever the qualifier ("Only the auth functions:",
"Just the auth helpers:", "The auth functions only:", "Only the auth changes:", "Just the auth
edits:", "Just the login function:" over login.py, "Only the format function:" over
src/format.js), over a block holding ONE function of the file. The base bee7c794 refused them
(partial-file): regressions of lead27's a378ab53, usable-WRONG.

Expected by hand from what the model meant: only the auth functions / only the changes are
shown: written whole the file loses its other functions (not usable)."""

from __future__ import annotations

import pytest
from meant import refused

_AUTH = "def auth_token(user):\n    return user.token or user.refresh()\n"
_LOGIN = "def login(user, password):\n    return user.check(password)\n"
_FORMAT = "export function formatMoney(n) {\n  return `$${n.toFixed(2)}`;\n}\n"


@pytest.mark.parametrize(
    ("prose", "path", "body"),
    [
        pytest.param("Only the auth functions:", "auth.py", _AUTH, id="only-auth-functions"),
        pytest.param("Just the auth helpers:", "auth.py", _AUTH, id="just-auth-helpers"),
        pytest.param("The auth functions only:", "auth.py", _AUTH, id="auth-functions-only"),
        pytest.param("Only the auth changes:", "auth.py", _AUTH, id="only-auth-changes"),
        pytest.param("Just the auth edits:", "auth.py", _AUTH, id="just-auth-edits"),
        pytest.param("Just the login function:", "login.py", _LOGIN, id="just-login-function"),
        pytest.param(
            "Only the format function:", "src/format.js", _FORMAT, id="js-only-format-function"
        ),
        pytest.param(
            "Just the format helpers:", "src/format.js", _FORMAT, id="js-just-format-helpers"
        ),
    ],
)
def test_code_of_a_kind_said_only_with_the_file_s_name_refuses(
    prose: str, path: str, body: str
) -> None:
    lang = "javascript" if path.endswith(".js") else "python"
    refused(f"{prose}\n\n`{path}`:\n\n```{lang}\n{body}```\n")


@pytest.mark.parametrize(
    "prose",
    [
        # guards: read right today
        pytest.param("Only the login function:", id="only-login-function"),
        pytest.param("The login function only:", id="login-function-only"),
        pytest.param("Only the login handler:", id="only-login-handler"),
    ],
)
def test_code_of_a_kind_said_only_guard(prose: str) -> None:
    refused(f"{prose}\n\n`login.py`:\n\n```python\n{_LOGIN}```\n")
