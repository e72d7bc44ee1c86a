"""Findings of the hunt7-repair attack on the JSON repair rules of the fix-repair7 merge.

Each test is one finding: an input whose legacy files, or repaired value, differ from what the
writer meant with no guess naming that place. The counts of the random attack are printed by
``benchmarks/hunt_hunt7-repair.py``.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json_report

# A legacy answer whose second file lost its content's closing quote (the ``}`` follows the
# raw line break), then three good files.
_DAMAGED = (
    '{"files": [\n'
    '    {"file_path": "a.py", "content": "x = 1\n"},\n'
    '    {"file_path": "b.py", "content": "y = 2\n},\n'
    '    {"file_path": "c.py", "content": "z = 3\n"},\n'
    '    {"file_path": "d.py", "content": "w = 4\n"}\n'
    "  ]\n}"
)


# Class: a good file lost with no diagnostic naming it (data loss in a ``rejected_files`` result,
# whose other files are documented as kept). Found by the ``status-after`` generator of
# ``benchmarks/hunt_hunt7-repair.py`` (60/60 inputs), probing the rule that skips the per-file
# re-read (``resynchronized``) when the first pass chose among several values. The answer alone
# is ``repaired`` with all four files (``missing-quote`` guess for b.py). With a status line
# holding a small JSON value after it (``Status: {"ok": true}``), the first pass reports
# ``other-values``, the re-read is skipped, b.py's content swallows c.py, and ``parse_response``
# gives ``rejected_files`` with only a.py and d.py: c.py is gone, and no diagnostic names it (the
# ``legacy-structure`` one names b.py only).
def test_status_line_after_a_damaged_answer_does_not_lose_a_good_file() -> None:
    alone = parse_response(_DAMAGED)
    assert {f.file_path for f in alone.code.files} == {"a.py", "b.py", "c.py", "d.py"}
    result = parse_response(_DAMAGED + '\n\nStatus: {"ok": true}\n')
    kept = {f.file_path: f.content for f in result.code.files}
    named = any("c.py" in d.message for d in result.diagnostics)
    assert kept.get("c.py") == "z = 3\n" or named


_ANSWER = json.dumps({"files": [{"file_path": "a.py", "content": "x = 1\n"}]})
_FORMAT = json.dumps({"files": [{"file_path": "path/to/file.py", "content": "<code>"}]})


# Class: a placeholder file kept as the whole usable answer (WRONG file set, status
# ``repaired``). Found probing the rule "a value holding a placeholder, or quoted in a comment,
# loses to a complete answer before it" (docs/repair.md). The rule applies only when the
# example is found by its placeholder (or a comment): when words before it introduce it
# (``Example of the format:``) it is found by the intro first, the rule is skipped, and the
# longer value wins: ``path/to/file.py`` with ``<code>``. When the answer's own line has a ``#``
# after a blank before it (``Fix for #2:``, an issue number), the answer is itself read as
# "standing in a comment" and the format example after it wins again. The only diagnostic is
# ``json-other-values`` "kept the longest one", which does not say the kept value is an example.
@pytest.mark.parametrize(
    ("before", "between"),
    [
        ("", "Example of the format: "),
        ("Answer:\n", "Example of the format:\n"),
        ("Fix for #2: ", "The format was:\n"),
    ],
    ids=["intro-example", "intro-example-own-line", "issue-number-before-answer"],
)
def test_format_example_after_the_answer_is_never_the_usable_answer(
    before: str, between: str
) -> None:
    result = parse_response(before + _ANSWER + "\n\n" + between + _FORMAT + "\n")
    paths = {f.file_path for f in result.code.files}
    assert not result.usable or paths == {"a.py"}


# Class: a bare value cut short with no guess (silent WRONG value). Found by the ``timing``
# shape ``digit-groups`` of ``benchmarks/hunt_hunt7-repair.py`` (its output was checked, not only
# its time). Grouped digits in an object member (``8 000 000``) are read whole as a string with
# a ``number-reading`` guess; a value of more than 1,000 characters is read only up to its
# 1,000th character, and the rest is dropped as ``stray-text`` with no guess at all (the
# ``number-reading`` guess is gone too). A phrase starting with a count (``3 files changed
# ...``, read whole by the ``5 apples`` rule) is cut the same way, and its rest becomes a new
# member (``unquoted-key``, ``missing-comma``: repairs, no guess): ``{"summary": "3 files
# ... reads", "grouped": " and the parser ...", "ok": true}``.
@pytest.mark.parametrize(
    "value",
    [
        "1" + " 000" * 250,
        "3 files changed " + " ".join(["and the parser now reads grouped digits"] * 27),
    ],
    ids=["grouped-digits", "count-phrase"],
)
def test_long_bare_value_is_not_cut_without_a_guess(value: str) -> None:
    result = repair_json_report('{"summary": ' + value + ', "ok": true}')
    got = json.loads(result.text)
    assert got == {"summary": value, "ok": True} or result.guesses


# Class: a value missing its opening quote read wrong with no guess (silent WRONG value). Found by
# dropping the opening quote of each string of real npm package.json/tsconfig.json files
# (/usr/lib/node_modules, first 60 strings of each of ~400 files: 3411 exact, 4747 guessed, 28
# WRONG). docs/repair.md: a value whose opening quote is missing and that starts with a character
# no bare word starts with (``./lib/*.d.ts",``) is read whole up to that quote, "never a
# character dropped, nor a comment opened inside it" (a ``missing-quote`` guess). In an object
# member that holds; as an array item (a tsconfig ``exclude`` list, ``**/*.d.ts",``) the ``/*``
# opens a comment that runs to the end: the library gave ``{"exclude": []}`` with ``b`` lost and
# no guess. A key with a ``:`` in it (npm script names, ``test:unit":``) is read as the key
# ``test`` with the value ``unit": "tap"``, no guess. A value that starts with a word and holds
# escaped quotes (``echo \"Error: ...\" && exit 1",``, npm's default test script) keeps its
# backslashes and the closing quote in the value, no guess. A number or literal followed by the
# lone quote (``4",`` for ``"4"``, ``true",``) is the number, the quote dropped as stray text
# (documented), though the same shape with ``^`` before it (``^7.0.0",``) is now a
# ``missing-quote`` guess: a dependency version ``"4"`` became the number 4 with no other
# reading named.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            '{"exclude": [\n    **/*.d.ts",\n    "src/a.ts"\n  ],\n  "b": 1\n}',
            {"exclude": ["**/*.d.ts", "src/a.ts"], "b": 1},
        ),
        ('{"scripts": {test:unit": "tap", "b": 1}}', {"scripts": {"test:unit": "tap", "b": 1}}),
        (
            '{"scripts": {"test": echo \\"Error: no test specified\\" && exit 1", "b": 1}}',
            {"scripts": {"test": 'echo "Error: no test specified" && exit 1', "b": 1}},
        ),
        (
            '{"dependencies": {"debug": 4", "ms": "^2.1.3"}}',
            {"dependencies": {"debug": "4", "ms": "^2.1.3"}},
        ),
        ('{"publish": true", "b": 1}', {"publish": "true", "b": 1}),
    ],
    ids=["array-item-glob", "key-with-colon", "escaped-quotes", "number-version", "literal"],
)
def test_value_missing_its_opening_quote_is_read_whole_or_guessed(text: str, meant: object) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == meant or result.guesses


# Class: a regression of the ``5 apples`` rule (silent WRONG value: a member swallowed into a
# string). Found probing what follows a number in an object member. The rule reads ``5 apples``
# whole unless the word after the number is a key (a word then ``:``); its look-ahead allows
# ``\w``, ``$`` and ``-`` in that key but not ``.``, though an unquoted key may hold dots
# (``UNQUOTED_KEY``). A missing comma before a dotted unquoted key, ``{"port": 8080 server.host:
# "x"}``, gave ``{"port": "8080 server.host: \"x\""}`` with no guess; before the fix-repair7
# merge it gave ``{"port": 8080, "server.host": "x"}`` (as it still does for ``host:``).
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"port": 8080 server.host: "x"}', {"port": 8080, "server.host": "x"}),
        ('{"retries": 3 log.level: "debug"}', {"retries": 3, "log.level": "debug"}),
    ],
    ids=["server-host", "log-level"],
)
def test_number_then_a_dotted_key_is_two_members(text: str, meant: object) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == meant or result.guesses


# Class: a complete answer lost with no diagnostic naming it (data loss: ``no_artifact``). Found
# probing "of two complete answers with the schema's keys the LAST wins" with prose and a small
# JSON after the answer (a change summary, ``Changed: {"files": ["a.py", "b.py"]}``). The
# summary has the ``files`` key, so it counts as a complete answer, the last one, and wins;
# its items are no file objects, and ``parse_response`` gives ``no_artifact`` ("no files were
# found") with no diagnostic at all: the ``json-other-values`` guess that names the answer
# passed over is not shown. (Before the fix-repair7 merge the files of both values were mixed:
# ``rejected_files`` with a.py and two strings.)
def test_summary_after_the_answer_does_not_lose_the_answer() -> None:
    answer = json.dumps(
        {
            "files": [
                {"file_path": "a.py", "content": "x = 1\n"},
                {"file_path": "b.py", "content": "y = 2\n"},
            ]
        }
    )
    result = parse_response(answer + '\n\nChanged: {"files": ["a.py", "b.py"]}\n')
    files = [(f.file_path, f.content) for f in result.code.files]
    named = any(d.code == "json-other-values" for d in result.diagnostics)
    assert files == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")] or named


# Class: a format example taken as the answer with no guess (silent WRONG file set, status
# ``clean``/``repaired``). Found with the format-example case above. The prompt's format example
# alone (``path/to/file.py`` holding ``<code>``) is read ``clean``: the JSON reader knows both
# strings as placeholders (docs/repair.md), but the ``placeholder-file`` check of
# ``parse_response`` looks for ``...`` and stub bodies, not ``<code>``. And an answer on a line
# that starts with ``#`` (``#2: {...}``, an issue number) is dropped as a comment
# (``json-comment``, no guess) and the example after it is the result, ``repaired``, with no
# guess naming the answer.
@pytest.mark.parametrize(
    "text",
    [_FORMAT + "\n", "#2: " + _ANSWER + "\n\n" + _FORMAT + "\n"],
    ids=["format-example-alone", "answer-after-hash"],
)
def test_format_example_is_not_a_clean_answer(text: str) -> None:
    result = parse_response(text)
    paths = {f.file_path for f in result.code.files}
    guessed = any(d.message.startswith("guessed") for d in result.diagnostics)
    assert not result.usable or "path/to/file.py" not in paths or guessed
