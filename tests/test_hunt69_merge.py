"""Hunt 69: a later version of a kept file sent under a refused spelling that differs from the
kept path only by a character shown as nothing that is no Unicode format character (Cf): a
control character (NUL, DEL, ESC, C1), a variation selector, a Hangul filler, a Khmer
inherent vowel. The reader refuses the spelling (as it does the Cf ones fix-merge38 maps),
but held_under_spelling does not name the kept file by it, so the kept version stays usable.

Expected by hand: attempt 1 sends src/a.py (x = 1); attempt 2 sends the model's new version
(x = 2) under the invisible spelling, and b.py; attempt 3 sends c.py. The model's src/a.py is
x = 2, which never arrived under its own path: the set must not be usable with x = 1."""

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
        pytest.param("src/a.py\x00", id="nul"),
        pytest.param("src/a.py\x01", id="c0-control"),
        pytest.param("src/a.py\x1b", id="escape"),
        pytest.param("src/a.py\x7f", id="delete"),
        pytest.param("src/a.py\x9b", id="c1-control"),
        pytest.param("src/a.py\ufe0f", id="variation-selector-16"),
        pytest.param("src/a.py\ufe00", id="variation-selector-1"),
        pytest.param("src/a.py\u3164", id="hangul-filler-after"),
        pytest.param("src/a\u3164.py", id="hangul-filler-inside"),
        pytest.param("\u3164src/a.py", id="hangul-filler-before"),
        pytest.param("src/a.py\u115f", id="hangul-choseong-filler"),
        pytest.param("src/a.py\u1160", id="hangul-jungseong-filler"),
        pytest.param("src/a.py\uffa0", id="halfwidth-hangul-filler"),
        pytest.param("src/a.py\u17b4", id="khmer-inherent-vowel"),
    ],
)
def test_a_later_version_under_an_unshown_spelling_leaves_the_kept_one_stale(
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


@pytest.mark.parametrize(
    "spelling",
    [
        pytest.param("src/\u202eyp.a", id="right-to-left-override"),
        pytest.param("src/\u202eyp.a\u202c", id="override-closed"),
        pytest.param("src/\u2067yp.a", id="right-to-left-isolate"),
    ],
)
def test_a_later_version_under_a_reversed_spelling_leaves_the_kept_one_stale(
    spelling: str,
) -> None:
    # By hand: a right-to-left override before "yp.a" shows the name as "a.py": the spelling
    # is shown as src/a.py, the kept file. Dropping the control (fix-merge38) reads src/yp.a,
    # another file, so the model's x = 2 is lost while x = 1 stays usable; not usable.
    merged = MergedFiles()
    merged.take(parse_response(_answer(("src/a.py", "x = 1\n"))), 1, asked_whole=True)
    second = parse_response(_answer((spelling, "x = 2\n"), ("b.py", "b = 1\n")))
    assert second.refused_paths == [spelling]
    merged.take(second, 2, asked_whole=False)
    merged.take(parse_response(_answer(("c.py", "c = 1\n"))), 3, asked_whole=False)
    result = merged.result()
    kept = {f.file_path: f.content for f in result.code.files}
    assert not result.usable, (result.status, kept)


@pytest.mark.parametrize(
    "other",
    [
        pytest.param("src/\uff41.py", id="fullwidth-a"),
        pytest.param("src/a.py\u034f", id="combining-grapheme-joiner"),
        pytest.param("src/a.py\u2800", id="braille-blank"),
        pytest.param("src/\u0430.py", id="cyrillic-a"),
        pytest.param("src/a.\u0440y", id="cyrillic-er"),
    ],
)
def test_one_answer_with_two_spellings_shown_alike_is_not_usable(other: str) -> None:
    # By hand: src/a.py and a spelling shown the same (NFKC-equal, as held_under_spelling
    # reads it; an invisible mark or blank after it; a Cyrillic look-alike letter) are two
    # versions of the one file src/a.py the model meant, x = 1 and x = 2: which is meant is
    # not known. Never both written, one under a name the model did not mean.
    result = parse_response(_answer(("src/a.py", "x = 1\n"), (other, "x = 2\n"), total=2))
    kept = {f.file_path: f.content for f in result.code.files}
    assert not result.usable, (result.status, kept)
