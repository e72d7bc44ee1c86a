"""hunt129: a whole file's block, then an unlabelled block of usage whose lead-in says "same
file" while saying the block is NOT in it (or naming the file's folder or name), is refused by
fix-overload134's same-file rule (``_SAME_FILE`` finds "same file" anywhere in the lead-in).

Expected by hand from what the model meant: app.py is whole (a function and its main guard);
the second block is usage in another module or a REPL session, said to be outside the file:
app.py is written exactly, usable."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_APP = "def quote(s):\n    return s\n\n\nif __name__ == '__main__':\n    print(quote('x'))\n"
_FIRST = f"`app.py`:\n\n```python\n{_APP}```\n\n"
_USE = "```python\nfrom app import quote\n\nprint(quote('a'))\n```\n"
_SESSION = "```python\n>>> from app import quote\n>>> quote('a')\n'a'\n```\n"


@pytest.mark.parametrize(
    ("lead", "block"),
    [
        pytest.param("Usage from another module (not the same file):", _USE, id="not-the-same"),
        pytest.param(
            "Don't paste this into the same file; use it from your own code:",
            _USE,
            id="dont-paste-into-the-same",
        ),
        pytest.param(
            "Example (in a separate file, not the same file):", _USE, id="separate-not-same"
        ),
        pytest.param(
            "Try it in the REPL from the same file's directory:", _SESSION, id="repl-directory"
        ),
        pytest.param("Keep the same file name, then run:", _SESSION, id="same-file-name"),
    ],
)
def test_a_usage_block_said_outside_the_file_keeps_it_whole(lead: str, block: str) -> None:
    result = parse_response(f"{_FIRST}{lead}\n\n{block}")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert files_of(result) == [("app.py", _APP)]
