"""hunt104: the clause saying shlex.py is a part names it in a way fix-prose84's per-file
clauses do not tie to the block: another spelling of its path (a dotted module, Windows
separators, double quotes), a clause naming BOTH files where the part is said of one of them
("`app.py` imports `quote()` from `shlex.py`, where only `quote()` changed."), or a reference
by place ("In the file above", "the second file").

Expected by hand: shlex.py is sent as ONE function of the real stdlib module (quote), app.py as
a whole new file; the prose says only quote() changed (or is shown) in shlex.py: a part; shlex.py
must not be written whole.
"""

from __future__ import annotations

import pytest
from shlex_part import QUOTE_PART as _PART

from artifact_codec import parse_response

_APP = (
    "from shlex import quote\n\n\ndef main():\n    print(quote(''))\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
_APPB = f"`app.py`:\n\n```python\n{_APP}```\n"


def _part(path: str) -> str:
    return f"`{path}`:\n\n```python\n{_PART}```\n"


def _check(answer: str, path: str) -> None:
    result = parse_response(answer)
    written = [f.file_path for f in result.code.files]
    assert not (result.usable and path in written), (result.status, written)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("In `src.utils.shlex` only `quote()` changed.", id="dotted-module"),
        pytest.param("In `src\\utils\\shlex.py` only `quote()` changed.", id="windows-separators"),
        pytest.param('In "src/utils/shlex.py" only `quote()` changed.', id="double-quoted"),
    ],
)
def test_the_path_spelt_another_way(after: str) -> None:
    _check(f"{_part('src/utils/shlex.py')}\n{_APPB}\n{after}\n", "src/utils/shlex.py")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "`app.py` imports `quote()` from `shlex.py`, where only `quote()` changed.",
            id="where-only",
        ),
        pytest.param(
            "`app.py` is new and calls into `shlex.py`, of which only `quote()` is shown.",
            id="of-which-only-shown",
        ),
        pytest.param(
            "Of `shlex.py` and `app.py`, the former only has `quote()` changed.",
            id="the-former",
        ),
    ],
)
def test_a_clause_naming_both_files(after: str) -> None:
    _check(f"{_part('shlex.py')}\n{_APPB}\n{after}\n", "shlex.py")


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "`app.py` is new. In the file above only `quote()` changed.", id="the-file-above"
        ),
        pytest.param(
            "`app.py` is new. For the second file, only `quote()` is shown.",
            id="the-second-file",
        ),
        pytest.param(
            "`app.py` is new. Only `quote()` changed in the last file.", id="the-last-file"
        ),
    ],
)
def test_the_part_said_of_a_file_by_its_place(after: str) -> None:
    _check(f"{_APPB}\n{_part('shlex.py')}\n{after}\n", "shlex.py")
