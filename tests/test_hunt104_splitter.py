"""hunt104: one sentence after two files that says one is new and the other a part, joined in
a way the clause splitter of fix-prose84 does not cut (it cuts at sentence ends, ``;``,
``, and``, ``, but``): an em dash, an en dash, a comma alone, ``while``, ``whereas``, ``so``,
brackets, ``and`` without a comma.

The uncut sentence names two files, so it is not tied to either; the sentence beside the block
reading does not see it (it stands after app.py). Expected by hand: shlex.py is sent as ONE
function of the real stdlib module (quote), app.py as a whole new file; the sentence says only
quote() changed in shlex.py: shlex.py is a part, not to be written whole.
"""

from __future__ import annotations

import pytest
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response

_APP = (
    "from shlex import quote\n\n\ndef main():\n    print(quote(''))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_BOTH = f"`shlex.py`:\n\n```python\n{_PART}```\n\n`app.py`:\n\n```python\n{_APP}```\n"


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "`app.py` is the whole new file — in `shlex.py` only `quote()` changed.",
            id="em-dash",
        ),
        pytest.param("`app.py` is new \u2013 in `shlex.py` only `quote()` changed.", id="en-dash"),
        pytest.param("`app.py` is new, in `shlex.py` only `quote()` changed.", id="comma-alone"),
        pytest.param("`app.py` is new while in `shlex.py` only `quote()` changed.", id="while"),
        pytest.param(
            "`app.py` is a new file, whereas in `shlex.py` only `quote()` changed.",
            id="whereas",
        ),
        pytest.param(
            "I wrote `app.py` from scratch, so for `shlex.py` only `quote()` changes.",
            id="comma-so",
        ),
        pytest.param("`app.py` is new (in `shlex.py` only `quote()` changed).", id="brackets"),
        pytest.param(
            "`app.py` is new and in `shlex.py` only `quote()` changed.", id="and-without-comma"
        ),
    ],
)
def test_a_clause_the_splitter_misses_keeps_shlex_a_part(after: str) -> None:
    result = parse_response(f"{_BOTH}\n{after}\n")
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)
