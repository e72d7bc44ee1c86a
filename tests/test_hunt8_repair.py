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

from artifact_codec import parse_response, repair_json_report


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
        # (json_repair's parse_comment-4 and -5 inputs, one more opening quote dropped)
        ('{"k": {"k2": value2" # comment }, "k3": "v3"}', {"k": {"k2": "value2"}, "k3": "v3"}),
        ('{"k": {"k2": value2" /* c */ }, "k3": "v3"}', {"k": {"k2": "value2"}, "k3": "v3"}),
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


# Class: a value missing its opening quote read as another value with no guess (a character
# dropped, or the quote and an escape's backslash kept in the value). Found by the
# ``suite-drop-quote`` generator of ``benchmarks/hunt_hunt8-repair.py`` (the expected values of
# json_repair's test suite, one opening quote dropped: 31 WRONG of 1480), then minimized by
# hand. What the library did:
# - ``yes,"`` (the run ends in ``,`` before the quote, from json_repair's
#   ``"The quick brown fox,"``): the quote is read as opening the next string (the ``,"`` rule),
#   that string swallows ``}`` and is cut off (``truncated``) and dropped: ``"yes"``, the
#   ``,`` lost, no guess;
# - ``x{}\\"",`` (a brace and an escaped quote in the run, from json_repair's fenced-snippet
#   case): read as a bare value up to the ``,``: 'x{}\\""' with the backslash and the lost
#   quote in the value, no guess (``x\\"",`` and ``x{}",`` each get the guess);
# - ``\\n{}\\"",``: the same, and the leading ``\\`` dropped as stray text: 'n{}\\""';
# - ``[LINK](",`` (a Markdown link, from json_repair's markdown cases): read as the array
#   ``["LINK"]``, ``(`` and the quote dropped as stray text, no guess.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"a": yes,"}', {"a": "yes,"}),
        ('{"text": The quick brown fox,"}', {"text": "The quick brown fox,"}),
        ('{"a": x{}\\"", "b": 1}', {"a": 'x{}"', "b": 1}),
        ('{"a": \\n{}\\"", "b": 1}', {"a": '\n{}"', "b": 1}),
        ('{"content": [LINK](", "key": true}', {"content": "[LINK](", "key": True}),
    ],
)
def test_a_value_missing_its_opening_quote_keeps_every_character_or_is_guessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class (known, welcome): repairs that insert a ``:`` with no guess. Found by the
# ``suite-drop-quote`` generator (json_repair's ``inline_object_literal_after_comma`` case with
# its opening quote dropped), minimized by hand. A value missing its opening quote that holds a
# ``,`` and then a brace is not read whole (``a, b c"`` is, with a guess): the words after the
# ``,`` become a key (``unquoted-key``), a ``:`` is put in (``missing-colon``), and the rest
# becomes another key with a ``null`` value (``missing-value``): three members from one string,
# no guess.
def test_a_lost_quote_value_with_a_comma_and_a_brace_is_not_split_into_members() -> None:
    _meant_or_guessed(
        '{"x": However, the answer is {\\"b\\": 1}, ok"}',
        {"x": 'However, the answer is {"b": 1}, ok'},
    )


_FINAL = [("a.py", "x = 1\n# fixed\n"), ("b.py", "y = 2\n# fixed\n")]
_DRAFT = json.dumps(
    {
        "files": [
            {"file_path": "a.py", "content": "x = 1\n"},
            {"file_path": "b.py", "content": "y = 2\n"},
        ]
    }
)


def _final_with_a_dropped_quote(before: str) -> str:
    text = json.dumps({"files": [{"file_path": p, "content": c} for p, c in _FINAL]})
    at = text.index(before)
    return text[:at] + text[at + 1 :]


# Class: a good answer refused (``rejected_files``, a good file lost, or every file). Found by
# the ``two-answers`` generator of ``benchmarks/hunt_hunt8-repair.py`` (a draft, prose, the final
# answer with one opening quote dropped, "Hope this helps!"; 18 of 40 refused), minimized by
# hand. Each answer alone is ``repaired`` with both files (a ``missing-quote`` guess or an
# ``unquoted-key`` repair at the dropped quote). What the library did:
# - ``content": "x = 1...`` or ``"content": x = 1...`` (a.py's key or content lost its quote), then
#   "Hope this helps!" after the answer: ``rejected_files`` with b.py only (a.py's path swallows
#   its content, ``legacy-structure``);
# - ``{file_path": "b.py"`` in the final, after a draft: ``rejected_files`` with no file at all
#   (``unsafe-path``: a.py's path swallows the rest), although the final alone, or after an
#   intro line, is read whole.
@pytest.mark.parametrize(
    ("before", "after", "dropped"),
    [
        ("", "\n\nHope this helps!\n", '"content": "x'),
        ("", "\n\nHope this helps!\n", '"x = 1'),
        ("Draft:\n" + _DRAFT + "\n\n", "", '"file_path": "b.py'),
    ],
)
def test_an_answer_missing_one_opening_quote_is_not_refused_for_the_text_around_it(
    before: str, after: str, dropped: str
) -> None:
    answer = _final_with_a_dropped_quote(dropped)
    alone = parse_response(answer)
    assert alone.usable
    assert [(f.file_path, f.content) for f in alone.code.files] == _FINAL
    result = parse_response(before + answer + after)
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == _FINAL


# Class (known, welcome): repairs that insert a ``:`` with no guess. Found by hand, probing
# "a number then an inch mark in prose" after an answer whose outer ``}`` is missing. Prose
# after ``]`` that ends its line is read as text after the document (``Use a 12 inch ruler.``
# gives ``{"a": [1, 2]}`` with a ``mismatched-bracket`` guess); with an inch mark in it
# (``Use a 12" ruler.``) the prose becomes the member ``"Use": "a 12\" ruler."`` (``unquoted-key``,
# ``missing-colon``, ``unquoted-value``), no guess.
def test_prose_with_an_inch_mark_after_an_unclosed_answer_is_not_made_a_member() -> None:
    _meant_or_guessed('{"a": [1, 2]\nUse a 12" ruler.', {"a": [1, 2]})


# Class: a value or key missing its opening quote read with characters dropped (``stray-text``)
# and no guess. Found by the ``random-values`` generator of ``benchmarks/hunt_hunt8-repair.py``
# (random values whose strings hold JSON's own characters, one opening quote dropped: 109 WRONG
# of 2000), minimized by hand. What the library did:
# - a value that starts like a number or literal (or with ``^``) and holds a brace before its
#   lost quote (``true{",``, ``4{4",``, ``^1.0{",``): the token is read (``true``, ``4``,
#   ``1.0``: ``^`` dropped too) and the brace, the rest and the quote dropped as stray text; the
#   rule's run for a word or number stops at a brace, while ``foo{bar}",`` (a word) is read
#   whole with a guess;
# - a key whose text starts with an escaped quote or a ``:`` (``\\"a": 1``, ``:true": 1``): the
#   first character dropped as stray text, the key read as ``a`` / ``true``; a key starting
#   with ``,`` (``,a": 1``): the ``,`` dropped as an ``extra-comma``, the key read as ``a``.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"v": true{", "b": 1}', {"v": "true{", "b": 1}),
        ('{"v": 4{4", "b": 1}', {"v": "4{4", "b": 1}),
        ('{"v": ^1.0{", "b": 1}', {"v": "^1.0{", "b": 1}),
        ('{"k": {\\"a": 1}}', {"k": {'"a': 1}}),
        ('{"k": {:true": 1}}', {"k": {":true": 1}}),
        ('{"k": {,a": 1}}', {"k": {",a": 1}}),
    ],
)
def test_a_value_or_key_missing_its_opening_quote_drops_no_character_unguessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a member lost with no guess. Found by the ``random-values`` generator (``it's12#}//",``
# then a member), minimized by hand. A value missing its opening quote that holds ``}`` and then
# ``//`` (``a}//",``, ``a} //x",``) is read as ``a`` closing the object, and the ``//`` as a
# comment running to the end of the text: the member ``"z": true`` after it is gone, reported
# only as a removed ``comment``. With ``#`` in place of ``//`` the same text gets a
# ``string-end`` guess.
@pytest.mark.parametrize("text", ['{"k": a}//", "z": true}', '{"k": a} //x", "z": true}'])
def test_a_comment_after_a_brace_in_a_lost_quote_value_does_not_drop_a_member(text: str) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got.get("z") is True or result.guesses, (got, [r.kind.value for r in result.repairs])


# Class: a value changed with no guess, the closing bracket of the text swallowed by a string
# that is then cut off. Found by the ``random-values`` generator (seed 99), minimized by hand.
# The string ``"{"`` (or ``"["`` in an array) with its opening quote dropped, as the last member:
# ``{"`` is read as an empty object and a string holding the closing brackets, cut off by the
# end of the text (``truncated``) and dropped: ``"z": {}``, no guess, although the text ends
# like a finished document (the case where the ``truncated`` rule names a ``mismatched-bracket``
# guess).
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"k": "a", "z": {"}', {"k": "a", "z": "{"}),
        ('{"k": "a", "z": [{"]}', {"k": "a", "z": ["{"]}),
    ],
)
def test_a_lost_quote_string_of_a_brace_is_not_read_as_an_empty_object(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: an object lost with no guess (its key and the object around the value dropped). Found
# by dropping opening quotes of json_repair's own test inputs (``parse_number_edge_cases-1``
# ``' - { test_key": [...] }'`` and ``parse_string_keeps_colon_prose_inside_wrapped_valid_json``
# gave only the inner array), minimized by hand. After prose, an object whose first key lost its
# opening quote is not taken as the JSON: the array inside it is, ``leading-text`` and
# ``trailing-text`` drop the ``{key":`` and ``}``, and the result is ``[1, 2]`` with no guess. At
# the start of the text (``{key": [1, 2]}``) or with the lost quote on a later key the object is
# read (``unquoted-key``). Same family as the JSON Lines record above.
@pytest.mark.parametrize(
    "text",
    ['Here: {key": [1, 2]}', 'Here is the JSON:\n{\n  key": [1, 2]\n}', ' - { key": [1, 2] }'],
)
def test_an_object_whose_first_key_lost_its_quote_after_prose_is_not_dropped(text: str) -> None:
    _meant_or_guessed(text, {"key": [1, 2]})


# Class: a value missing its opening quote read as another value with no guess. Found by
# dropping opening quotes of json_repair's own test inputs (``repair_json_with_objects-6``, an
# HTML value), minimized by hand. ``<b>x</b>",`` is read whole with a guess; with a quoted
# attribute (``<p class="a">x</p>",``) the ``<`` is dropped as stray text and the rest read as a
# bare value up to the ``,`` with the lost quote kept: 'p class="a">x</p>"', no guess. And a
# value whose next key lost its quote after a missing ``,`` (json_repair's
# ``parse_object_edge_cases-17`` with one more quote dropped): ``value key2": "value2"`` becomes
# the one value 'value key2": "value2"', two members merged, no guess.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"html": <p class="a">x</p>", "n": 1}', {"html": '<p class="a">x</p>', "n": 1}),
        ('{"key": value key2": "value2"}', {"key": "value", "key2": "value2"}),
    ],
)
def test_a_lost_quote_value_with_quotes_inside_is_read_whole_or_guessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a value lost with no guess after a value found at the start of the text. Found by the
# ``suite-input-drop-quote`` generator of ``benchmarks/hunt_hunt8-repair.py`` (json_repair's
# ``multiple_jsons-2``, ``[]{"key":"value"}``, whose expected value is the object), minimized by
# hand. With the object's first key missing its opening quote, the object is no candidate: it
# was dropped as ``trailing-text`` after ``[]``, no guess. The dropped text now names the other
# reading (a ``missing-quote`` guess at its bracket).
@pytest.mark.parametrize("text", ['[]{key":"value"}', '{"a": 1} {key": "value"}'])
def test_a_value_after_the_json_whose_key_lost_its_quote_is_not_dropped_unguessed(
    text: str,
) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got == {"key": "value"} or [g for g in result.guesses if g.pos == text.index("{k")]


# Class: a value missing its opening quote read as a comment, with no guess. Found by the
# ``random-values`` generator of ``benchmarks/hunt_hunt8-repair.py`` (seed 8), minimized by
# hand. A value that starts with a comment mark (``#]trueb c"``, ``////null"``) is removed as a
# comment and ``null`` put in its place (``missing-value``); one that holds ``/*`` after a
# ``**`` (``**/*.ts4:b c]"``) opens a block comment that runs to the end of the text, and the
# member is lost (``truncated``); after a number in an array (``4 //:"``) the comment is
# dropped. Each comment holds the value's lost quote at the end of its line.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{\n"k": {\n"a": #]b c"\n},\n"z": 1\n}', {"k": {"a": "#]b c"}, "z": 1}),
        ('{\n"z": ////null^1.0{"\n}', {"z": "////null^1.0{"}),
        ('{\n  "z": **/*.ts4:b c]"\n}', {"z": "**/*.ts4:b c]"}),
        ('{\n"k": [\n4 //:"\n],\n"z": true\n}', {"k": ["4 //:"], "z": True}),
    ],
)
def test_a_lost_quote_value_with_a_comment_mark_is_not_read_as_a_comment_unguessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a key's leading blank lost with no guess. Found by the ``suite-drop-quote`` generator
# (json_repair's ``missing_and_mixed_quotes-13``, whose key is ``" key"``), minimized by hand.
# A key missing its opening quote after ``{`` and a blank on the same line (``{ key": 1}``) is
# read as ``key``, the blank taken for layout, no guess; on a line of its own, deeper than the
# member before, the blanks are a ``missing-quote`` guess already.
@pytest.mark.parametrize(
    ("text", "meant"),
    [('{ key": "val"}', {" key": "val"}), ('{"a": 1,  b": 2}', {"a": 1, " b": 2})],
)
def test_blanks_before_a_key_missing_its_opening_quote_are_not_dropped_unguessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a value missing its opening quote cut at a brace, the rest dropped as text after the
# document. Found by the ``suite-input-drop-quote`` generator (json_repair's
# ``parse_string_object_value_brace_heuristics-3``, ``{"key": "value} "tail" more}``, one more
# quote dropped), minimized by hand: ``value`` is read as a bare value closed by the ``}``, and
# ``"tail" more}`` dropped as ``trailing-text``, no guess, although the dropped text ends with
# the document's own ``}``.
def test_a_bare_value_cut_at_a_brace_with_the_rest_dropped_is_guessed() -> None:
    _meant_or_guessed('{"key": value} "tail" more}', {"key": 'value} "tail" more'})
