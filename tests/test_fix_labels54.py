"""fix-labels54: the general reading of a margin note's words (any label, any arrow, a part's
numeral, a frame over a template's values) and its cost."""

from __future__ import annotations

import pytest
from timing import assert_linear

from artifact_codec.ingest.placeholders import _noted_names


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("WARNING: load and save unchanged", ["load", "save"]),
        ("Note to self: load and save unchanged", ["load", "save"]),
        ("TODO @bob: load and save unchanged", ["load", "save"]),
        ("load and save ~~> unchanged", ["load", "save"]),
        ("load and save as in section IV", ["load", "save"]),
        ("load function and save method unchanged", ["load", "save"]),
        # (a comment on code, not a note: words unaccounted for, or no list)
        ("WARNING: load and save the cache unchanged", None),
        ("load: unchanged", None),
        ("step two: x and y stay the same size", None),
    ],
)
def test_a_notes_words_are_read_by_tokens(text: str, names: list[str] | None) -> None:
    assert _noted_names(text) == names


def test_noted_names_is_linear_in_its_names() -> None:
    def make(n: int) -> str:
        return "TODO: " + " and ".join(f"n{i}" for i in range(n)) + " unchanged"

    assert_linear(make, _noted_names, 200)
