"""hunt104: the sentence saying one of two files is a part, laid out as chat answers lay out a
summary: a bullet ``- `shlex.py`: only `quote()` changed``, a nested bullet under the file, a
table row naming the file in one cell and the change in the other, a heading naming the file
over the sentence, a bold label ``**`shlex.py`:**`` leading it.

fix-prose84 ties a clause to a block by the path the clause itself names; here the path is in a
label-shaped head, a table cell, or a heading, and the words saying "part" are beside it.
Expected by hand: shlex.py is sent as ONE function of the real stdlib module (quote), app.py as
a whole new file; the summary says only quote() changed in shlex.py: a part, not to be written.
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
    "answer",
    [
        pytest.param(
            f"{_BOTH}\nSummary:\n\n- `app.py`: new file\n- `shlex.py`: only `quote()` changed\n",
            id="bullet-path-colon",
        ),
        pytest.param(
            f"{_BOTH}\n- `app.py` is new\n- `shlex.py`:\n  - only `quote()` changed\n",
            id="nested-bullet",
        ),
        pytest.param(
            f"{_BOTH}\n| File | Change |\n|---|---|\n| `app.py` | new |\n"
            "| `shlex.py` | only `quote()` changed |\n",
            id="table-only-quote-changed",
        ),
        pytest.param(
            f"{_BOTH}\n| File | What |\n|---|---|\n| `app.py` | new |\n"
            "| `shlex.py` | `quote()` only, rest unchanged |\n",
            id="table-rest-unchanged",
        ),
        pytest.param(
            f"{_BOTH}\n### Notes on `shlex.py`\n\nOnly `quote()` changed; the rest stays.\n",
            id="heading-notes-on-file",
        ),
        pytest.param(
            f"{_BOTH}\n## shlex.py\n\nI only touched `quote()`. Everything else is as before.\n",
            id="heading-bare-path",
        ),
        pytest.param(f"{_BOTH}\n**`shlex.py`:** only `quote()` changed.\n", id="bold-label-after"),
        pytest.param(
            "**Changes to `shlex.py`:** only `quote()`, everything else untouched.\n\n"
            f"**New:** `app.py`.\n\n{_BOTH}",
            id="bold-label-lead",
        ),
    ],
)
def test_a_summary_laid_out_keeps_shlex_a_part(answer: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)
