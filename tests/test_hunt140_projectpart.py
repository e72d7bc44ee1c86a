"""hunt140: a project of three files, each but the first introduced by a short lead naming it as
a part or piece of the PROJECT ("The auth part:", "The database bit:", "The new piece:", "The
key piece:"): fix-lead162's short part leads read the lead as a part of the FILE (its qualifier
a word of the file's own names, "auth" over ``auth_required``, or "new"/"key"/"important"/
"added") and refuse the whole answer. The base b8cdcaa1 wrote the three files: regressions of
fix-lead162, false refusals.

Expected by hand from what the model meant: each block is a whole small module (imports and
every function), introduced as the next piece of the project: usable, the three files written
as sent."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_APP = "import auth\nimport db\n"
_AUTH = (
    "from functools import wraps\n\n\ndef auth_required(view):\n    @wraps(view)\n"
    "    def wrapper(*a, **k):\n        return view(*a, **k)\n    return wrapper\n\n\n"
    "def auth_token(user):\n    return user.token\n"
)
_DB = (
    'import sqlite3\n\n\ndef database_url():\n    return "sqlite:///app.db"\n\n\n'
    'def connect():\n    return sqlite3.connect("app.db")\n'
)


def _answer(second: str, third: str) -> str:
    return (
        f"Here is the project.\n\n`app.py`:\n\n```python\n{_APP}```\n\n{second}\n\n"
        f"`auth.py`:\n\n```python\n{_AUTH}```\n\n{third}\n\n`db.py`:\n\n```python\n{_DB}```\n"
    )


@pytest.mark.parametrize(
    ("second", "third"),
    [
        pytest.param("The auth part:", "The database part:", id="auth-part"),
        pytest.param("The auth bit:", "The database bit:", id="auth-bit"),
        pytest.param("The token piece:", "The connect piece:", id="token-piece"),
        pytest.param("The new piece:", "Another new piece:", id="new-piece"),
        pytest.param("The key piece:", "The other key piece:", id="key-piece"),
        pytest.param("The important part:", "The second part:", id="important-part"),
        pytest.param("## The auth part", "## The database part", id="heading-auth-part"),
        pytest.param("The added piece:", "And the database piece:", id="added-piece"),
        # guards: read right today
        pytest.param("Auth section:", "Database section:", id="guard-bare-section"),
        pytest.param("The auth part (new):", "The database part (new):", id="guard-part-new"),
        pytest.param("The one new piece:", "The last piece:", id="guard-one-new-piece"),
    ],
)
def test_a_project_piece_lead_keeps_the_three_files(second: str, third: str) -> None:
    result = parse_response(_answer(second, third))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("app.py", _APP), ("auth.py", _AUTH), ("db.py", _DB)]
