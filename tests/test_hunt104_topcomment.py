"""hunt104: the sentence that says the block is a part written as a comment on the block's
first line(s), as models write it inside the code: ``# only quote() changed; the rest of
shlex.py is unchanged``, ``# Replace the old quote() with this one``, ``// Header only - rest
of file unchanged``.

The rule reads a first-line comment that is nothing but a note of part-ness (``# only the
changed function``, ``# other functions omitted``) and the same sentences as prose beside the
block; these comments carry the prose sentences the rule reads ("Replace the old `quote()`
with this one.", "The rest of the file stays the same.") in a comment.

Expected by hand: the block is ONE function of the real stdlib shlex.py (quote), or one
component of App.jsx (Header); the comment says it goes into the file or the rest is kept: a
part; writing it whole deletes the rest of the file: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused
from shlex_part import QUOTE_PART as _PART

_JSX = 'export function Header({ title }) {\n  return <h1 className="header">{title}</h1>;\n}\n'


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param(
            "# only quote() changed; the rest of shlex.py is unchanged", id="only-changed-rest"
        ),
        pytest.param("# Replace the old quote() with this one", id="replace-the-old"),
        pytest.param(
            "# NOTE: showing only quote(), other functions unchanged", id="note-showing-only"
        ),
        pytest.param("# shlex.py\n# only quote() changed", id="path-comment-then-note"),
        pytest.param("# in shlex.py, replace quote() with:", id="in-file-replace-with"),
        pytest.param("# Put this below the imports", id="put-below-imports"),
    ],
)
def test_a_part_said_in_a_python_top_comment(comment: str) -> None:
    refused(f"`shlex.py`:\n\n```python\n{comment}\n{_PART}```\n")


@pytest.mark.parametrize(
    "comment",
    [
        pytest.param(
            "// only the Header component changed; keep the rest of App.jsx",
            id="only-header-keep-rest",
        ),
        pytest.param("// Header only - rest of file unchanged", id="header-only-rest-unchanged"),
        pytest.param("/* Replace the old Header with this */", id="replace-the-old-header"),
    ],
)
def test_a_part_said_in_a_jsx_top_comment(comment: str) -> None:
    refused(f"`src/App.jsx`:\n\n```jsx\n{comment}\n{_JSX}```\n")
