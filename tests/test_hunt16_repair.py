"""Findings of the hunt16-repair attack on fix-repair20 (every spelling of a legacy file's path
a key and one of them required, ``required_any``; an empty ``{}`` in a sentence; the values
after a lost opener read with slips repaired; array items after other text on the opener's
line; a ``\\r`` before a raw break no sign of raw code) and on the lead's wrapper commit (a call
is a MongoDB wrapper only under the shell's own type names and before structure; a number
before a smart-quoted key is no phrase).

How: read the commits' rules and asked of each "is there another reading?": the path of a
legacy file split over two keys (its folder under ``directory``/``dir``/``folder``, or its name
under ``name`` and its folder under ``path``); a legacy content that is JSON holding the newly
known keys ``path``/``filename``/``file`` with its quotes unescaped (holds); the wrapper with its
argument in single quotes or a comment after it; a number followed by a mark (a unit, an
arrow, an operator, a closing smart quote) with and without a blank. Random families with fixed
seeds are counted by ``benchmarks/hunt_hunt16-repair.py``.

Each test asserts what the model meant: usable over exactly the meant files (or the meant
value), or not usable (or a guess reported).
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response, repair_json_report


# Class: a legacy file object that names its folder under a key of its own (``directory``,
# ``dir``, ``folder``: the tool-call reader refuses such an argument, ``tool-call-argument``),
# or its name under ``name`` and its folder under ``path``, or its whole path under
# ``full_path`` beside ``filename``, is read by the path spelling alone: the file is written
# at the root (``a.py``) or at the folder's own path (``src/components`` as a file). Seen:
# clean, usable, wrong path (repaired too, when the content needed a repair).
@pytest.mark.parametrize(
    ("item", "meant_path"),
    [
        ({"file_path": "a.py", "directory": "src", "content": "x = 1\n"}, "src/a.py"),
        ({"filename": "a.py", "folder": "src", "content": "x = 1\n"}, "src/a.py"),
        ({"path": "a.py", "dir": "src", "content": "x = 1\n"}, "src/a.py"),
        (
            {"name": "App.tsx", "path": "src/components", "content": "x = 1\n"},
            "src/components/App.tsx",
        ),
        ({"full_path": "src/a.py", "filename": "a.py", "content": "x = 1\n"}, "src/a.py"),
    ],
    ids=["directory", "folder", "dir", "name-and-folder-path", "full-path-and-filename"],
)
def test_a_legacy_file_whose_folder_is_under_another_key_is_not_written_elsewhere(
    item: dict[str, str], meant_path: str
) -> None:
    result = parse_response(json.dumps({"files": [item]}, indent=2))
    meant_or_refused(result, [(meant_path, "x = 1\n")])


# Class: after a number, a mark that is no structure and no word (``→``, ``€``, ``°``, ``^``,
# ``\u00d7``, ``″``, a closing smart quote) is dropped as ``stray-text`` and the value is the number
# cut short: ``10→20`` becomes 10, ``40°26\u203246″`` 40. The same token after a blank is read
# whole as a phrase (``5 €``), and a mark that starts a value is read whole (``_MARKED_VALUE``:
# "any character dropped as stray text would give another value"); a closing smart quote after
# a blank (``70.6 ”``) is no phrase since the lead's commit 3b45259 and is dropped too. Seen: a
# repair with no guess, the value a number.
@pytest.mark.parametrize(
    "token",
    ["10→20", "5€", "45°", "2^10", "5\u00d73", "40°26\u203246″", "13.3”", "70.6 ”"],
    ids=["arrow", "euro", "degree", "caret", "times", "coordinates", "inch-quote", "blank-inch"],
)
def test_a_number_followed_by_a_mark_is_not_cut_short(token: str) -> None:
    result = repair_json_report('{"v": ' + token + ', "b": 1}')
    if not result.guesses:
        assert json.loads(result.text) == {"v": token, "b": 1}, result.repairs


# Class: the MongoDB wrapper rule (``_CALL``) reads only a double-quoted argument and only when
# structure follows: ``ObjectId('5f1')`` (the shell accepts either quote) or ``ObjectId("5f1")``
# then a comment is a bare value read whole, the call text (and a block comment) kept in the
# value: ``"ObjectId('5f1')"``, ``"ObjectId(\"5f1\") /* id */"``, where ``ObjectId("5f1")`` gives
# ``"5f1"``. Seen: repaired, no guess (single quotes) or a quote guess whose other reading is
# not the wrapper's.
@pytest.mark.parametrize(
    "text",
    [
        '{"a": 1, "id": ObjectId(\'5f1\')}',
        '{"id": ISODate(\'2020-01-01\'), "a": 1}',
        '{"a": 1, "id": ObjectId("5f1") // the id\n}',
        '{"a": 1, "id": ObjectId("5f1") /* the id */}',
    ],
    ids=["single-quoted", "single-quoted-isodate", "line-comment-after", "block-comment-after"],
)
def test_a_mongodb_wrapper_reads_the_same_value_however_written(text: str) -> None:
    value = json.loads(repair_json_report(text).text)
    meant = "2020-01-01" if "ISODate" in text else "5f1"
    assert value == {"a": 1, "id": meant}


# Holds (regression): a legacy content that is JSON holding the keys fe8d11f made known as
# spellings of a file's path (``path``, ``filename``, ``file``), its quotes left unescaped, is
# read as the content, never as a member of the file object.
@pytest.mark.parametrize(
    ("key", "content"),
    [
        ("file_path", '{"name": "x", "path": "/tmp"}'),
        ("file_path", '{"file": "a.txt", "mode": "r"}'),
        ("path", '{"file": "a.txt", "mode": "r"}'),
        ("path", '{\n  "path": "dist",\n  "filename": "b.js"\n}\n'),
    ],
    ids=["path-in-content", "file-in-content", "path-keyed-file-in-content", "pretty-output"],
)
def test_legacy_json_content_with_path_keys_stays_content(key: str, content: str) -> None:
    text = '{"files": [{"' + key + '": "cfg.json", "content": "' + content + '"}]}'
    result = parse_response(text)
    assert result.usable, result.diagnostics
    assert files_of(result) == [("cfg.json", content)]


# Class: a CRLF file written with each CR as a ``\\r`` escape and its LF raw (the reading
# ee97944 gives a ``\\r`` right before a raw break), its quotes unescaped, and code holding a
# raw-code sign elsewhere (``print("a\\nb")``): the string is read as raw code and every
# backslash kept, the line ends' ``\\r`` too: each line of the file ends with a backslash and
# an ``r``. The raw-string guess names only the all-escapes reading. Seen: repaired, usable,
# wrong content.
def test_the_cr_of_a_crlf_line_end_stays_a_cr_in_raw_code() -> None:
    lines = ["import re", "def f(s):", '    print("a\\nb")', "    return 1"]
    text = '{"files": [{"file_path": "a.py", "content": "' + "\\r\n".join(lines) + '\\r\n"}]}'
    meant_or_refused(parse_response(text), [("a.py", "\r\n".join(lines) + "\r\n")])


# Class: a value whose opener was lost (``{"a": 1}, 2]``, ``{"a": 1}<newline>]``) is an
# ``extra-bracket`` guess (``readings.closer_of_lost_opener``, the values after it read with
# slips, comments among them, since 1b4daf7); but the rule looks only at the first character
# after the value, so a comment right after it (``{"a": 1} // note`` then ``, 2]``, ``/* c */``,
# ``# note``) hides the ``,`` or the closer: the rest is dropped as trailing text, no guess,
# and values before it (``None, True, {"a": 1} // note``) as leading text. Seen: repaired, no
# guess, the first object alone.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"a": 1} // note\n, 2]', [{"a": 1}, 2]),
        ('{"a": 1} /* c */, 2]', [{"a": 1}, 2]),
        ('{"a": 1} // note\n]', [{"a": 1}]),
        ('{"a": 1}  # note\n, 2]', [{"a": 1}, 2]),
        ('None, True, {"a": 1} // note\n]', [None, True, {"a": 1}]),
    ],
    ids=["line-comment-comma", "block-comment-comma", "line-comment-closer", "hash", "leading"],
)
def test_a_comment_after_a_value_hides_no_lost_opener(text: str, meant: object) -> None:
    result = repair_json_report(text)
    if not result.guesses:
        assert json.loads(result.text) == meant, result.repairs


def _file(key: str, path: str, content: str) -> str:
    return json.dumps({key: path, "content": content})


# Class: a file object after a legacy answer (its ``files`` array closed one file early, or the
# last file left outside it) is passed over as another JSON value: ``json-other-values``
# ("kept the longest one") and the answer is usable with the first file alone, the second lost.
# Keyed ``file_path`` and standing alone after the answer it is refused (``changed-after``);
# keyed ``path`` or ``filename`` (the spellings fe8d11f made a file's) it is not, and after a
# ``,`` or before the closers (``, {...}<newline>]}``, ``[{...}]<newline>{...}]``) not even
# keyed ``file_path``. Seen: repaired, usable, a file lost.
@pytest.mark.parametrize(
    "text",
    [
        '{"files": [' + _file("path", "a.py", "x") + "]}\n" + _file("path", "b.py", "y"),
        '{"files": [' + _file("filename", "a.py", "x") + "]}\n" + _file("filename", "b.py", "y"),
        '{"files": ['
        + _file("file_path", "a.py", "x")
        + "]}\n, "
        + _file("file_path", "b.py", "y")
        + "\n]}",
        "[" + _file("file_path", "a.py", "x") + "]\n" + _file("file_path", "b.py", "y") + "]",
    ],
    ids=["after-path", "after-filename", "early-close-comma", "bare-list-early-close"],
)
def test_a_file_object_after_a_legacy_answer_is_not_lost(text: str) -> None:
    meant_or_refused(parse_response(text), [("a.py", "x"), ("b.py", "y")])
