"""hunt97: two files sent, and one sentence (before both, or after both) saying one of them
is a part: the partial-file rule reads the sentence right before a block or its label and right
after it, so a sentence that names shlex.py away from shlex.py's block is not read.

Expected by hand: shlex.py is sent as ONE function (quote), app.py as a whole new file; the
sentence says only quote() changes in shlex.py: shlex.py is a part, not the whole file. Writing
it would lose the rest of shlex.py: shlex.py not written (the answer not usable as is).
"""

from __future__ import annotations

import pytest
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response

_APP = (
    "from shlex import quote\n\n\ndef main():\n    print(quote(''))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_SHLEX = f"`shlex.py`:\n\n```python\n{_PART}```\n"
_APPB = f"`app.py`:\n\n```python\n{_APP}```\n"


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            f"Only `quote()` changes in `shlex.py`; `app.py` is new.\n\n{_SHLEX}\n{_APPB}",
            id="lead-only-quote-in-shlex",
        ),
        pytest.param(
            "Here are the changes. In `shlex.py` I only touched `quote()`, and here's the new "
            f"`app.py`.\n\n{_SHLEX}\n{_APPB}",
            id="lead-only-touched",
        ),
        pytest.param(
            f"{_APPB}\n{_SHLEX}\nFor `shlex.py`, just the function above changes.\n",
            id="after-just-the-function-above",
        ),
        pytest.param(
            f"{_SHLEX}\n{_APPB}\nIn `shlex.py` only `quote()` changed; `app.py` is the whole "
            "new file.\n",
            id="after-both-only-quote-changed",
        ),
    ],
)
def test_a_sentence_on_one_of_two_files_keeps_that_one_a_part(answer: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)
