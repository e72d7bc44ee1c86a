"""fix-notes190 (issue 20): notes that stand for code left out (hunt146's classes), and the
comments of the same shape that are a real file's own and stay usable."""

from __future__ import annotations

import pytest
from meant import files_of, refused

from artifact_codec import parse_response

_PY = (
    "def rgb_to_hsv(r, g, b):\n    return r, g, b\n\n\n"
    "def hsv_to_rgb(h, s, v):\n    return h, s, v\n"
)


def _answer(path: str, lang: str, body: str) -> str:
    return f"Here you go:\n\n`{path}`:\n\n```{lang}\n{body}```\n"


def _usable_as_sent(path: str, lang: str, body: str) -> None:
    result = parse_response(_answer(path, lang, body))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [(path, body)]


# A module's first or last comment on a property of ALL its code: the whole module.
@pytest.mark.parametrize(
    ("comment", "first"),
    [
        ("# Pure functions only", True),
        ("# pure functions only", False),
        ("# only pure functions", True),
        ("# just pure functions", False),
        ("# Stateless functions only", True),
        ("# deterministic, pure functions only", True),
        ("# static methods only", False),
        ("# Only side effect free functions", True),
        ("# thread-safe functions only", False),
        ("# only free functions", True),
    ],
)
def test_a_comment_on_a_property_of_all_the_code_stays_usable(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_PY}" if first else f"{_PY}\n{comment}\n"
    _usable_as_sent("colorsys.py", "python", body)


# A comment naming a part (by a name, or with an article) stays a note of part-ness.
@pytest.mark.parametrize(
    ("comment", "first"),
    [
        ("# only the pure functions", True),
        ("# the pure functions only", False),
        ("# only the conversion functions", True),
        ("# HSV functions only", False),
        ("# pure HSV functions only", True),
        ("# only the changed functions", True),
        ("# just the new pure functions", False),
    ],
)
def test_a_comment_naming_a_part_is_refused(comment: str, first: bool) -> None:
    body = f"{comment}\n\n{_PY}" if first else f"{_PY}\n{comment}\n"
    refused(_answer("colorsys.py", "python", body))
