"""Findings of the hunt10-repair attack on the JSON repair layer after fix-repair12/13.

Each test is one finding: an input whose repaired value differs from what the writer meant
with no guess reported. The counts of the random attack are printed by
``benchmarks/hunt_hunt10-repair.py``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.diagnostics import Severity
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.jsonfix.extract import extract_json_report


def _meant_or_guessed(text: str, meant: Any) -> None:
    result = repair_json_report(text)
    got = json.loads(result.text)
    assert got == meant or result.guesses, (got, [r.kind.value for r in result.repairs])


def _extract_meant_or_warned(text: str, meant: Any) -> None:
    report = extract_json_report(text)
    warned = [d.code for d in report.diagnostics if d.severity is Severity.WARNING]
    assert report.value == meant or warned, (report.value, report.diagnostics)


# Class: an empty object '{}' answer after prose holding another JSON-like value is not a
# candidate: the value in the prose is returned as the answer, with only ``leading-text`` /
# ``trailing-text`` (no guess) from ``repair_json_report`` and no warning from
# ``extract_json_report``. (An empty '[]' is a candidate and gets an ``other-values`` guess;
# ``extract_json_report('Result: {}')`` alone raises "found no JSON object or array".) Found
# by the ``prose-links`` generator of ``benchmarks/hunt_hunt10-repair.py`` (json_repair's
# expected value ``{}`` after "In Python, [[1, 2], [3, 4]] is a matrix. The answer:" gave
# ``[[1, 2], [3, 4]]``), minimized by hand.
_EMPTY_AFTER_PROSE = [
    ('Use {"k": 1} here. Result:\n{}', {}),
    ("Items look like [[1, 2]]. Result:\n{}", {}),
    ("Items look like [1, 2]. Result:\n{}", {}),
    ("grid = [[0] * 3 for _ in range(3)]\n\n{}", {}),
]


@pytest.mark.parametrize(("text", "meant"), _EMPTY_AFTER_PROSE)
def test_an_empty_object_answer_after_prose_is_not_passed_over_silently(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


@pytest.mark.parametrize(("text", "meant"), _EMPTY_AFTER_PROSE)
def test_extract_json_does_not_pass_over_an_empty_object_answer_silently(
    text: str, meant: Any
) -> None:
    _extract_meant_or_warned(text, meant)


# Class: a bare (unquoted) key or value that starts with a mark loses the mark as
# ``stray-text``: ``@scope/pkg`` becomes ``scope/pkg``, ``@id`` (JSON-LD) ``id``, ``./lib``
# ``lib``, with ``stray-text`` and ``unquoted-key``/``unquoted-value`` repairs and no guess.
# (``./a.js`` and ``/usr/bin`` as values, ``$ref`` as a key, and the same words with one quote
# lost are read whole.) Found by the ``marks-two-quotes`` generator of
# ``benchmarks/hunt_hunt10-repair.py`` (``{./package.json: {...}}`` gave the key
# ``package.json``), then by hand with npm and JSON-LD names.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"name": @scope/pkg, "version": "1.0.0"}', {"name": "@scope/pkg", "version": "1.0.0"}),
        ('{"a": 1, @id: "x"}', {"a": 1, "@id": "x"}),
        ('{"a": 1, ./lib: "x"}', {"a": 1, "./lib": "x"}),
        ('{"k": ~/x}', {"k": "~/x"}),
        ('{"k": %PATH%}', {"k": "%PATH%"}),
        ('{"dependencies": {"lodash": ^4.17.21}}', {"dependencies": {"lodash": "^4.17.21"}}),
    ],
)
def test_a_bare_word_starting_with_a_mark_keeps_the_mark_or_is_guessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: in the one-item-a-line layout, the closing quote of one array item and the opening
# quote of the next lost ("a,<newline>  b") are read as one string holding a raw line break,
# with only a ``control-character`` repair and no guess; the other reading (two items, the
# line break and indentation between them) gives other values. (The same loss between two
# members of an object gets an ``unescaped-quote`` guess.) Found by the ``marks-two-quotes``
# generator of ``benchmarks/hunt_hunt10-repair.py``, minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('[\n  "a,\n  b"\n]', ["a", "b"]),
        ('{"files": [\n  "src/a.py,\n  src/b.py"\n]}', {"files": ["src/a.py", "src/b.py"]}),
    ],
)
def test_two_items_with_the_quotes_between_them_lost_are_not_one_string_unguessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: ``extract_json_report`` takes a cut-off ``{"`` in prose after the answer (read as
# ``{}``) over the complete answer before it: the last candidate wins (a cut-off end counts
# as a slip, not a rebuild), and the only diagnostics are ``json-truncated`` infos, no warning.
# (``repair_json_report`` keeps the answer with an ``other-values`` guess.) Found by the
# ``prose-links`` generator of ``benchmarks/hunt_hunt10-repair.py``.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('Note: {"b": "x"}\nThen {"', {"b": "x"}),
        ('Result:\n{"b": "x"}\nThen {"c', {"b": "x"}),
    ],
)
def test_extract_json_does_not_take_a_cut_fragment_after_the_answer_silently(
    text: str, meant: Any
) -> None:
    _extract_meant_or_warned(text, meant)


# Class: the same in a legacy all-JSON answer: a bare ``file_path`` starting with a mark loses
# it, and the answer is ``repaired`` and usable with another file's path (``@app/a.ts`` written
# as ``app/a.ts``, ``~/a.py`` as ``a.py``), diagnostics ``json-stray-text`` and
# ``json-unquoted-value`` only. Found by hand from the ``bare-marks`` generator's words.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"files": [{"file_path": @app/a.ts, "content": "x\\n"}]}', [("@app/a.ts", "x\n")]),
        ('{"files": [{"file_path": ~/a.py, "content": "x = 1\\n"}]}', [("~/a.py", "x = 1\n")]),
    ],
)
def test_a_legacy_bare_path_starting_with_a_mark_is_not_another_file(
    text: str, meant: list[tuple[str, str]]
) -> None:
    try:
        result = parse_response(text)
    except ArtifactCodecError:
        return  # (a refusal is fine)
    got = [(f.file_path, f.content) for f in result.code.files]
    guessed = any(d.message.startswith("guessed") for d in result.diagnostics)
    assert not result.usable or got == meant or guessed, (result.status, got)


# Class: an inner array missing its '[' after another inner array: the items run on in the
# outer array, and the extra ']' after the document is dropped as ``trailing-text``, no guess
# (the same text inside an object, ``{"m": [[1, 2], 3, 4]]}``, gets an ``extra-bracket``
# guess). Related to the open hunt9-repair class of an array missing its outer '[' (a fix
# that makes a closer after the document a guess would close both). Found by the
# ``suite-mutate`` generator of ``benchmarks/hunt_hunt9-repair.py --n 100 --seed 9``
# (json_repair's ``[[1, 2], [3, 4]]`` with a comment and the second '[' dropped), minimized;
# the ``inner-bracket-lost`` generator of ``benchmarks/hunt_hunt10-repair.py`` counts it.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("[[1, 2], 3, 4]]", [[1, 2], [3, 4]]),
        ("[\n  [1, 2],\n  3, 4]\n]", [[1, 2], [3, 4]]),
        ('[["a", "b"], "c", "d"]]', [["a", "b"], ["c", "d"]]),
        # (here the array after it is dropped whole as trailing text)
        ("[[1, 2], 3, 4], [5]]", [[1, 2], [3, 4], [5]]),
    ],
)
def test_an_inner_array_missing_its_opening_bracket_is_not_flattened_unguessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class: a bare value (both quotes lost) holding JSON escapes keeps them as literal backslashes
# (``Hello\nWorld`` read as the 12 characters ``Hello\\nWorld``), with only an
# ``unquoted-value`` repair and no guess; the other reading decodes them (as the same value
# with one quote lost does: ``caf\u00e9"`` gives ``café``). Found by the ``suite-mutate``
# generator of ``benchmarks/hunt_hunt9-repair.py --n 100 --seed 10`` (json_repair's
# Romanian text with ``\u201e`` escapes, both quotes dropped), minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"msg": Hello\\nWorld}', {"msg": "Hello\nWorld"}),
        ('{"t": caf\\u00e9}', {"t": "caf\u00e9"}),
        ('{"t": a\\tb, "u": 1}', {"t": "a\tb", "u": 1}),
    ],
)
def test_a_bare_value_holding_json_escapes_is_decoded_or_guessed(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)


# Class: ``extract_json_report`` returns the last item of an array answer when the prose
# before it opens an object with an unpaired quote (``The key {"a" was renamed.``): that
# candidate runs on over the array's first items, the next candidate is the last item, and it
# is taken (``which="last"``) with no warning. (``repair_json_report`` reports an
# ``other-values`` guess.) Found by the ``prose-links`` generator of
# ``benchmarks/hunt_hunt10-repair.py`` (json_repair's two-object array after that prose gave
# its second object), minimized by hand.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('The key {"a" was renamed. Result:\n[{"x": 1}, {"y": 2}]', [{"x": 1}, {"y": 2}]),
        ('The key {"a" was renamed. Result:\n[\n  {"x": 1},\n  {"y": 2}\n]', [{"x": 1}, {"y": 2}]),
    ],
)
def test_extract_json_does_not_return_the_last_item_of_an_array_after_a_quote_in_prose(
    text: str, meant: Any
) -> None:
    _extract_meant_or_warned(text, meant)


# Class: a key starting with '{' and holding a ':' (a template name, ``{a}:z``) that lost its
# opening quote, inside a nested object: the '{' is dropped as stray text, ``a`` becomes a key
# with a null value, the '}' closes the inner object, ``"z": "v"`` moves to the outer one and
# the last '}' is dropped as trailing text, with no guess. (The same member in the outer
# object gets a ``string-end`` guess.) Found by the ``marks-every-quote`` generator of
# ``benchmarks/hunt_hunt10-repair.py`` (one quote dropped of an indented value), minimized.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{\n  "a": {\n    "b": 1,\n    {a}:z": "v"\n  }\n}', {"a": {"b": 1, "{a}:z": "v"}}),
        ('{"a": {"b": 1, {a}:z": "v"}}', {"a": {"b": 1, "{a}:z": "v"}}),
    ],
)
def test_a_nested_key_starting_with_a_brace_and_a_lost_quote_is_not_moved_out_unguessed(
    text: str, meant: Any
) -> None:
    _meant_or_guessed(text, meant)


# Class (found by the lead re-reading fix-repair16's report): the same merged-items case as
# above, when the text also holds a JSON escape somewhere else. The fast path for raw control
# characters declines (the escape), and the scanner reads '"x,<newline>  y"' as one item holding
# a raw line break with only ``control-character`` (no guess): the other reading, two items
# with the quotes between them lost, is not named.
_MERGED_WITH_ESCAPE = [
    ('[\n  "a\\n",\n  "x,\n  y"\n]', ["a\n", "x", "y"]),
    ('{"k": [\n  "tab\\there",\n  "x,\n  y"\n]}', {"k": ["tab\there", "x", "y"]}),
]


@pytest.mark.parametrize(("text", "meant"), _MERGED_WITH_ESCAPE)
def test_merged_items_beside_an_escape_are_not_read_silently(text: str, meant: Any) -> None:
    _meant_or_guessed(text, meant)
