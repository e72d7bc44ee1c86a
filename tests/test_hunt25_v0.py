"""Hunt 25: v0's ``<CodeProject>`` left open (issue 24, fix-calls23's _wrapper_left_open).
Expected by hand: a ``<CodeProject>`` opened and never closed, with nothing after its last
file, is an answer cut inside the project (more files may have followed): refused as
truncated, as it is when the project holds the answer's first file. A project opened after
the first file is the same shape; a usable result would lose what the cut removed."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

A = "x = 1\n"
B = "y = 2\n"
OPEN_LAST = f'<CodeProject id="q">\n\n```python file="b.py"\n{B}```\n'


def test_control_a_lone_project_left_open_is_truncated() -> None:
    assert not parse_response(OPEN_LAST).usable


@pytest.mark.parametrize(
    "before",
    [
        pytest.param(f"`a.py`:\n```python\n{A}```\n\n", id="labelled-file"),
        pytest.param(
            f'<CodeProject id="p">\n\n```python file="a.py"\n{A}```\n\n</CodeProject>\n\n'
            "And the tests:\n\n",
            id="closed-project",
        ),
    ],
)
def test_a_second_project_left_open_is_not_complete(before: str) -> None:
    result = parse_response(before + OPEN_LAST)
    assert not result.usable, (result.status, files_of(result), result.diagnostics)
