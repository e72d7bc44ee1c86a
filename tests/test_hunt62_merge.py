"""Hunt 62: a later version of a kept file sent under a refused spelling that differs from the
kept path only by an invisible format character (zero-width space, BOM, soft hyphen, word
joiner, left-to-right mark) leaves the kept one stale.

Expected by hand: attempt 1 sends src/a.py (x = 1); attempt 2 sends the model's new version of
src/a.py (x = 2) under a spelling with an invisible character (refused by the reader) and b.py;
attempt 3 sends c.py. The model's src/a.py is x = 2, which never arrived under its own path:
the set must not be usable with x = 1 (a trailing no-break space or a tab is already read so).
"""

from __future__ import annotations

import json
import unicodedata

import pytest

from artifact_codec import parse_response
from artifact_codec.agent.merge import MergedFiles
from artifact_codec.format.paths import held_under_spelling


def _answer(*files: tuple[str, str], total: int = 3) -> str:
    return json.dumps(
        {"total_files": total, "files": [{"path": p, "content": c} for p, c in files]}
    )


@pytest.mark.parametrize(
    "spelling",
    [
        pytest.param("src/a.py\u200b", id="zero-width-space-after"),
        pytest.param("src/a\u200b.py", id="zero-width-space-inside"),
        pytest.param("\u200bsrc/a.py", id="zero-width-space-before"),
        pytest.param("\ufeffsrc/a.py", id="bom-before"),
        pytest.param("src/a.py\u00ad", id="soft-hyphen"),
        pytest.param("\u200esrc/a.py", id="left-to-right-mark"),
        pytest.param("src/a.py\u2060", id="word-joiner"),
        pytest.param("src/a.py\u200d", id="zero-width-joiner"),
    ],
)
def test_a_later_version_under_an_invisible_spelling_leaves_the_kept_one_stale(
    spelling: str,
) -> None:
    merged = MergedFiles()
    merged.take(parse_response(_answer(("src/a.py", "x = 1\n"))), 1, asked_whole=True)
    second = parse_response(_answer((spelling, "x = 2\n"), ("b.py", "b = 1\n")))
    assert second.refused_paths == [spelling]
    merged.take(second, 2, asked_whole=False)
    merged.take(parse_response(_answer(("c.py", "c = 1\n"))), 3, asked_whole=False)
    result = merged.result()
    kept = {f.file_path: f.content for f in result.code.files}
    assert not result.usable, (result.status, kept)


_FORMAT_CHARS = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) == "Cf"]


def test_every_format_character_in_a_refused_spelling_names_the_kept_file() -> None:
    # By hand: a character of Unicode category Cf is not shown; the spelling names src/a.py
    # wherever in the path it stands.
    kept = {"src/a.py": "src/a.py"}
    assert len(_FORMAT_CHARS) > 100
    for char in _FORMAT_CHARS:
        for spelling in (
            f"{char}src/a.py",
            f"src/{char}a.py",
            f"src/a{char}.py",
            f"src/a.py{char}",
        ):
            assert held_under_spelling(spelling, kept) == "src/a.py", hex(ord(char))


@pytest.mark.parametrize(
    "spelling",
    [
        pytest.param("src/b.py\u200b", id="other-name"),
        pytest.param("src/a\u200bb.py", id="other-name-inside"),
        pytest.param("src/a\u00e9.py", id="visible-letter"),
        pytest.param("src/a\u0301.py", id="combining-accent"),
        pytest.param("src/a\u2013.py", id="visible-dash"),
    ],
)
def test_a_visibly_different_spelling_does_not_name_the_kept_file(spelling: str) -> None:
    assert held_under_spelling(spelling, {"src/a.py": "src/a.py"}) is None


def test_a_refused_invisible_spelling_of_another_file_leaves_the_kept_one_alone() -> None:
    # By hand: src/b.py with a zero-width space is not src/a.py; src/a.py (x = 1) is the model's.
    merged = MergedFiles()
    merged.take(parse_response(_answer(("src/a.py", "x = 1\n"))), 1, asked_whole=True)
    second = parse_response(_answer(("src/b.py\u200b", "y = 2\n"), ("b.py", "b = 1\n")))
    assert second.refused_paths == ["src/b.py\u200b"]
    merged.take(second, 2, asked_whole=False)
    assert not any(note.code == "file-sent-again-refused" for note in merged.notes)
