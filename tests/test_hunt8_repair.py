"""Findings of the hunt8-repair attack on the rule of the fix-repair9 merge: a value or key
missing its opening quote is read whole, with a ``missing-quote`` guess.

Each test is one finding: an input whose repaired value differs from what the writer meant with
no guess reported. The counts of the random attack are printed by
``benchmarks/hunt_hunt8-repair.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import repair_json_report


def _meant_or_guessed(text: str, meant: Any) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got == meant or result.guesses, (got, [r.kind.value for r in result.repairs])


# Class: a value missing its opening quote, then a comment on the same line, read as another
# value with no guess. Found by the ``npm-drop-pretty`` generator of
# ``benchmarks/hunt_hunt8-repair.py`` (real package.json files, one opening quote dropped, a
# ``// 4" wide`` comment after the line), then minimized by hand; the same line without the
# comment is read whole with a ``missing-quote`` guess. With the comment, the new rule does not
# apply (its quote must stand before ``,``, a bracket or the end of the line) and the older
# rules read something else, reporting only repairs: ``^20.17.0" // note`` gives "20.17.0" (the
# ``^`` dropped as stray text, a character dropped), ``18 || 20" // wide`` gives the number 18,
# ``4" /* inches */`` the number 4 (the rest read as a string cut off, then dropped), and
# ``abc" # note`` the string 'abc" # note' (the comment taken into the value).
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"engines": {\n"node": ^20.17.0" // note\n}}', {"engines": {"node": "^20.17.0"}}),
        ('{"engines": {"node": 18 || 20" // wide\n}}', {"engines": {"node": "18 || 20"}}),
        (
            '{"engines": {\n"node": 18 || 20" // 4" wide\n}}',
            {"engines": {"node": "18 || 20"}},
        ),
        ('{"v": 4" /* inches */}', {"v": "4"}),
        ('{"v": abc" # note\n}', {"v": "abc"}),
    ],
)
def test_a_value_missing_its_opening_quote_then_a_comment_is_read_whole_or_guessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a record lost with no guess (data loss). Found by the ``jsonl`` generator of
# ``benchmarks/hunt_hunt8-repair.py`` (JSON Lines, one opening quote dropped; 3/40 WRONG, all
# at position 1). When the first line's first key lost its opening quote, the first record is
# dropped as ``leading-text`` and only the second is returned, no guess; alone, the same line
# is read (``unquoted-key``), and the same key on the second line gives both records
# (``values-in-array`` guess).
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{b": 2}\n{"a": 1}', [{"b": 2}, {"a": 1}]),
        ('{k0": "a", "k1": "b"}\n{"k0": "c"}', [{"k0": "a", "k1": "b"}, {"k0": "c"}]),
    ],
)
def test_a_first_record_whose_key_lost_its_opening_quote_is_not_dropped(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)
