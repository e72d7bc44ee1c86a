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

import pytest

from artifact_codec import parse_response
from artifact_codec.agent.merge import MergedFiles


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
    second = parse_response(_answer((spelling, "x = 2\n"), ("b.py", "b\n")))
    assert second.refused_paths == [spelling]
    merged.take(second, 2, asked_whole=False)
    merged.take(parse_response(_answer(("c.py", "c\n"))), 3, asked_whole=False)
    result = merged.result()
    kept = {f.file_path: f.content for f in result.code.files}
    assert not result.usable, (result.status, kept)
