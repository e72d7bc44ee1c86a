"""hunt104: one file sent as SEVERAL blocks (the label over the first, "And in the same file:"
over the next, unlabelled) and a block whose info string names the file and then a part
(```` ```python shlex.py quote() ````, ```` ```python shlex.py excerpt ````).

The first block is written as all of shlex.py; the second block, said to be in the same file,
is dropped. Expected by hand: the model sent two pieces of the real stdlib shlex.py (quote()
and split()): each block is a part; shlex.py must not be written from one of them.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_QUOTE = (
    "def quote(s):\n    if not s:\n        return \"''\"\n"
    '    return "\'" + s.replace("\'", "\'\\"\'\\"\'") + "\'"\n'
)
_SPLIT = "def split(s, comments=False, posix=True):\n    return list(s.split())\n"
_APP = (
    "from shlex import quote\n\n\ndef main():\n    print(quote(''))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_FIRST = f"`shlex.py`:\n\n```python\n{_QUOTE}```\n"


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            f"{_FIRST}\nAnd in the same file:\n\n```python\n{_SPLIT}```\n",
            id="and-in-the-same-file",
        ),
        pytest.param(
            f"{_FIRST}\nAlso update `split()` there:\n\n```python\n{_SPLIT}```\n",
            id="also-update-there",
        ),
        pytest.param(
            f"{_FIRST}\nThe second change goes in the same file:\n\n```python\n{_SPLIT}```\n",
            id="second-change-same-file",
        ),
        pytest.param(
            f"{_FIRST}\nAnd in the same file, replace `split()`:\n\n```python\n{_SPLIT}```\n\n"
            f"`app.py`:\n\n```python\n{_APP}```\n",
            id="same-file-then-app",
        ),
        pytest.param(f"```python shlex.py quote()\n{_QUOTE}```\n", id="info-path-then-function"),
        pytest.param(f"```python shlex.py excerpt\n{_QUOTE}```\n", id="info-path-then-excerpt"),
    ],
)
def test_a_file_in_pieces_is_not_written_from_one(answer: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and "shlex.py" in written), (result.status, written)
