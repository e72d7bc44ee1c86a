"""Findings of the hunt13-repair attack on what fix-repair17 landed in the JSON repair layer
(a bare value read whole whatever its first character; ``json-other-values`` for a value
after another value's closer and ``,``; an empty ``[]``/``{}`` in a sentence ranked last; a
legacy path holding a quote beside JSON punctuation refused).

Each test is one finding: an input whose returned value differs from what the writer meant
with no guess reported (``repair_json_report``), or no ``json-other-values`` warning
(``extract_json_report``), or a legacy answer usable over a path that was not meant
(``parse_response``). The counts of the random attack are printed by
``benchmarks/hunt_hunt13-repair.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.extract import extract_json_report


def _meant_or_guessed(text: str, *meant: Any) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got in meant or result.guesses, (got, [r.kind.value for r in result.repairs])


# Class: a bare number (or word) followed on its line by a space and text that starts with a
# mark (``20 || >=22``, ``20 >= 3``, ``1.x || >=2.5.0``, ``10 %``): the rest is dropped as
# ``stray-text``, one repair per token, no guess, while ``3 * 4`` and ``18 - 20`` are read
# whole as one string. Found by the ``bare-real-values`` generator (real npm package.json
# files with quotes dropped: 4 of 300 SILENT, every one an ``engines.node`` range such as
# ``"node": 20 || >=22``), minimized by hand; the library returns ``{"node": 20}``.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"node": 20 || >=22}', {"node": "20 || >=22"}),
        ('{"engines": {"node": 18 || 20 || >=22}}', {"engines": {"node": "18 || 20 || >=22"}}),
        ('{"node": 1.x || >=2.5.0}', {"node": "1.x || >=2.5.0"}),
        ('{"a": 20 >= 3}', {"a": "20 >= 3"}),
        ('{"a": 10 %}', {"a": "10 %"}),
    ],
    ids=["npm-engines", "npm-engines-nested", "word-start", "comparison", "percent"],
)
def test_a_bare_value_continued_by_a_mark_is_not_cut_silently(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


# Class: a bare value that starts with a mark and continues after ``,`` with another token
# that starts with a mark (``>=1.0, <2.0``, ``@a, @b``, ``*, *``): the second token's mark is
# dropped as ``stray-text`` and the rest made a key with ``null`` (``{"a": ">=1.0", "2.0":
# null}``), or the token dropped whole with a ``trailing-comma``, no guess -- while a word
# continuation (``{"a": x, y}``) is read whole as ``"x, y"``. Either the whole string or a
# list of the parts is what the text meant. Found by the ``bare-list-in-value`` generator
# (149 of 300 SILENT), minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"range": >=1.0, <2.0}', {"range": ">=1.0, <2.0"}),
        ('{"range": >=1.0,<2.0}', {"range": ">=1.0,<2.0"}),
        ('{"a": @a, @b}', {"a": "@a, @b"}),
        ('{"a": *, *}', {"a": "*, *"}),
    ],
    ids=["semver-range", "semver-range-tight", "scopes", "stars"],
)
def test_a_marked_bare_value_holding_a_comma_is_not_split_silently(text: str, meant: Any) -> None:
    whole = meant["range" if "range" in meant else "a"]
    key = next(iter(meant))
    listed = {key: [part.strip() for part in whole.split(",")]}
    _meant_or_guessed(text, meant, listed)


# Class: a key written without quotes that starts with a mark ``_MARKED_KEY`` does not list
# (``<``, ``>``, ``=``, ``+``, ``&``, ``?``, ``|``): the mark is dropped as ``stray-text``
# and the rest is the key (``{"a": 1, >=2: 3}`` gives ``{"a": 1, "2": 3}``), no guess;
# ``@x:``, ``~x:``, ``^x:`` are read whole. fix-repair17 made the value side take any mark,
# the key side still drops it. Found by the ``marked-keys`` generator (168 of 300 SILENT),
# minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"a": 1, >=2: 3}', {"a": 1, ">=2": 3}),
        ('{+1: "x"}', {"+1": "x"}),
        ("{&a: 1}", {"&a": 1}),
        ('{"deps": {lodash: ^4, <x: 1}}', {"deps": {"lodash": "^4", "<x": 1}}),
    ],
    ids=["comparison", "plus", "ampersand", "nested"],
)
def test_a_marked_bare_key_keeps_its_mark_or_is_guessed(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


# Class: a bare value followed on its line by `` # note``: read into the value
# (``{"a": "foo # note"}``) with no guess, while a number, ``true`` or ``null`` followed by
# the same is read as a ``#`` comment with a guess (``{"a": 1 # min}`` gives ``{"a": 1}``):
# two readings, none reported. Found by the ``hash-comment`` generator (300 of 300 SILENT
# against the comment reading), minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"a": foo # note}', {"a": "foo"}),
        ('{"a": >=18 # min\n, "b": 1}', {"a": ">=18", "b": 1}),
        ('{"a": @scope/pkg #pinned, "b": 1}', {"a": "@scope/pkg", "b": 1}),
    ],
    ids=["word", "range", "scope"],
)
def test_a_hash_note_after_a_bare_value_is_not_read_into_it_silently(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


# Class: a legacy answer whose path lost its quotes and has a note after it
# (``"path": lib/cli/entry.js # entry``) or angle brackets around it (``<lib/a.js>``): the
# path is read whole, note or brackets included, and the answer is usable (``repaired``) with
# a file named ``lib/cli/entry.js # entry`` (the one diagnostic, ``json-unquoted-value``,
# quotes the value and names no other reading). Found by the ``legacy-bare-paths`` generator
# (real npm file names; 39 of 300 SILENT: usable, not ``recovered``), minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"files": [{"path": lib/cli/entry.js # entry, "content": "x"}]}', "lib/cli/entry.js"),
        ('{"files": [{"path": <lib/cli/entry.js>, "content": "x"}]}', "lib/cli/entry.js"),
    ],
    ids=["hash-note", "angle-brackets"],
)
def test_a_bare_legacy_path_with_a_note_is_not_written_silently(text: str, meant: str) -> None:
    result = parse_response(text)
    paths = [f.file_path for f in result.code.files] if result.code else []
    assert not result.usable or paths == [meant], (result.status.value, paths)


# Class: a value after another value's ``}`` and ``,`` with a comment between
# (``{"a": 1}, // first`` then ``{"a": 2}``): ``_VALUE_BEFORE`` allows blanks only between
# the ``,`` and the chosen value, so no ``json-other-values`` warning (with blanks alone, or
# the ``,`` on its own line, it is there); the list whose brackets were lost is the other
# reading. Found by hand from the diff (``//``, ``/* */`` and ``#`` comments all silent, with
# ``which="first"`` and ``"last"``).
@pytest.mark.parametrize("which", ["first", "last"])
@pytest.mark.parametrize(
    "text",
    ['{"a": 1}, // one\n{"a": 2}', '{"a": 1}, /* one */ {"a": 2}', '{"a": 1}, # one\n{"a": 2}'],
    ids=["line-comment", "block-comment", "hash-comment"],
)
def test_a_value_after_a_value_and_a_comment_is_reported(text: str, which: str) -> None:
    report = extract_json_report(text, which=which)  # type: ignore[arg-type]
    codes = [d.code for d in report.diagnostics]
    assert "json-other-values" in codes, (report.value, codes)


# Class: an empty ``{}`` inside a sentence after a value that is not empty ("Nothing is left,
# the result is {}."): ``_PROSE_BRACKETS`` makes a ``{}`` in prose no candidate at all, so
# ``_empty_in_prose`` never sees it and ``which="last"`` returns the value before with no
# ``json-other-values`` warning; the same sentence with ``[]`` gets the warning. Found by hand
# from the diff (the ``{}`` half of the new rule), minimized by hand.
@pytest.mark.parametrize(
    "text",
    [
        'Before: {"a": 1}\nNothing is left, the result is {}.',
        'The config was {"debug": true}. I removed every key, so it is {} now.',
    ],
    ids=["result-is", "so-it-is"],
)
def test_an_empty_object_in_a_sentence_after_a_value_is_reported(text: str) -> None:
    report = extract_json_report(text, which="last")
    codes = [d.code for d in report.diagnostics]
    assert report.value == {} or "json-other-values" in codes, (report.value, codes)
