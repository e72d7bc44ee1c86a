"""Failing tests from an independent attack on the JSON repair rules of issue 25 (hunt5-repair).

Each test is one finding: an input whose repaired value, or whose legacy files, differ from
what the writer meant (or from a documented rule of docs/repair.md) with no guess reported at
the place that decided it. The comment above each test says the class, how it was found
(``benchmarks/hunt_hunt5-repair.py`` re-runs the generators with fixed seeds) and what the
library did. These tests fail by design until the finding is fixed.

What held (no finding): real stdlib/npm files as legacy contents written as valid JSON, with raw
line breaks (quotes and backslashes escaped) or with raw quotes are read exactly (60/60, 58/58 +
279/279, 60/60 + 300/300 at the seeds tried); one structural character of a legacy answer
dropped or doubled gives the files or a refusal, never other files; a legacy answer cut at every
1/300th of its length is never usable; a legacy answer encoded once more is read exactly (string
body) or refused (whole string, fenced body); every guess of the legacy repair surfaces as a
``guessed:`` diagnostic of ``parse_response``; ``1/3``, ``10-20``, dates, versions, IPs,
``TRUE``/``Null``, ``[0 -1]`` (``number-reading`` guess) read as documented; ``"a" + "b"`` as a
whole content is a ``concatenation`` guess, code's ``\\'`` in content is kept (guess); growth
ratios of the hostile shapes in the benchmark pass ``tests/timing.assert_linear``.
"""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json_report
from artifact_codec.jsonfix.extract import extract_json_report


def _guessed(result: object) -> list[str]:
    return [d.code for d in result.diagnostics if d.message.startswith("guessed")]  # type: ignore[attr-defined]


# Class: raw-string rule skipped (silent WRONG file content). Found by the ``legacy-raw``
# generator (a real stdlib file, getpass.py, pasted unescaped into a legacy answer: raw line
# breaks, ``'\n'`` in the code). docs/repair.md: a string with raw line breaks and a ``\n`` is
# read raw (``raw-string`` guess). When the string holds no unescaped ``"`` the document's only
# fault is raw control characters and the strict=False fast path reads ``\n`` as a line break:
# status ``repaired``, only ``json-control-character`` reported, the code's string literal broken
# across two lines. The same text with a trailing comma added (slow path) is read raw with the
# guess; with a raw ``"`` in the same string the rule applies too (``print("a\nb")``). A
# single-quoted string (``{'content': '...'}``) with raw line breaks and ``\n`` never gets the
# rule: ``x = "a\nb"`` became a line break, reported only as ``single-quotes``.
CODE = "def f(line):\n    if line[-1] == '\\n':\n        line = line[:-1]\n    return line\n"


@pytest.mark.parametrize(
    "text",
    [
        '{"files": [{"file_path": "a.py", "content": "' + CODE + '"}]}',
        "{'files': [{'file_path': 'a.py', 'content': '" + CODE.replace("'", '"') + "'}]}",
    ],
    ids=["double-quoted-fast-path", "single-quoted"],
)
def test_raw_code_with_backslash_n_keeps_it_or_guesses(text: str) -> None:
    code = CODE if text.startswith('{"') else CODE.replace("'", '"')
    result = parse_response(text)
    assert result.usable
    assert result.code.files[0].content == code or "json-raw-string" in _guessed(result)
    repaired = repair_json_report(text)
    value = json.loads(repaired.text)
    assert value["files"][0]["content"] == code or any(
        g.kind.value == "raw-string" for g in repaired.guesses
    )


# Class: missing closing quote read as a cut-off document (silent WRONG value). Found by the
# ``mutate-real`` generator (a real npm file, minizlib's dist/commonjs/package.json, with one
# ``"`` dropped). docs/repair.md: a closing quote left out before the closing brackets at the end
# of the text is inserted there (``missing-quote`` guess: ``"value}``). When the bracket stands
# on its own line (any pretty-printed document) the string swallows the line break and the
# brackets and is closed as truncated: ``{"type": "commonjs\n}\n"}``, no guess reported
# (``truncated`` is not a guess), though the text ends exactly with the brackets it needs.
def test_missing_quote_before_closing_bracket_on_its_own_line() -> None:
    text = '{\n  "main": "index.js",\n  "type": "commonjs\n}\n'
    result = repair_json_report(text)
    value = json.loads(result.text)
    assert value == {"main": "index.js", "type": "commonjs"} or any(
        g.kind.value in {"missing-quote", "string-end"} for g in result.guesses
    )


# Class: the rest of a number dropped (silent WRONG value). Found by the ``numbers`` generator
# (values as models write them: grouped thousands, a count with its unit). docs/repair.md: a
# number that goes on as a phrase (``50%``, ``1 + 2``, ``1st place``) is read whole, numbers with
# only blanks between them are one string (``[0 -1]``, a ``number-reading`` guess). In an object
# member, ``1 000 000`` became ``1`` and ``5 apples`` became ``5``: the rest dropped as
# ``stray-text`` (not a guess). In an array, ``[1 000 000]`` became ``[1, 0, 0]`` (guessed).
@pytest.mark.parametrize(
    ("text", "meant"),
    [('{"population": 8 000 000 000}', "8 000 000 000"), ('{"count": 5 apples}', "5 apples")],
    ids=["grouped-thousands", "count-with-unit"],
)
def test_number_going_on_with_blanks_is_not_cut(text: str, meant: str) -> None:
    result = repair_json_report(text)
    value = json.loads(result.text)
    assert (
        value["population" if "population" in value else "count"]
        in {meant, int(meant.replace(" ", "")) if meant[-1].isdigit() else meant}
        or result.guesses
    )


# Class: a value hidden in a comment taken as the answer (silent WRONG value). Found probing
# hidden values (comments after the answer, as a model annotates a changed value). The answer
# is the whole first line; the line after it is a ``//`` comment quoting the old value.
# ``extract_json_report`` returned the commented-out ``{"retries": 0, "verbose": true}`` with no
# diagnostic at all (no ``json-other-values``, no ``json-candidate-passed-over``);
# ``repair_json`` took it too (reported as the guess ``other-values``).
def test_value_inside_a_comment_after_the_answer_is_not_taken_silently() -> None:
    text = '{"retries": 3}\n// was: {"retries": 0, "verbose": true}\n'
    report = extract_json_report(text)
    assert report.value == {"retries": 3} or any(
        d.code in {"json-other-values", "json-candidate-passed-over"} for d in report.diagnostics
    )


# Class: a value whose opening quote is missing loses its first characters (silent WRONG
# value). Found by the ``mutate-real`` generator (npm's libnpmversion and negotiator
# package.json with one ``"`` dropped). docs/repair.md: a value whose opening quote is missing
# (``abc",``) is ``"abc"`` (a ``missing-quote`` guess). When the value starts with a character
# that cannot start a bare word (``^7.0.0"``, ``>= 0.6"``), that character is dropped as
# ``stray-text`` (not a guess): the dependency range ``^7.0.0`` became the exact version
# ``"7.0.0"`` and ``>= 0.6`` became the number ``0.6``.
@pytest.mark.parametrize(
    ("member", "meant"),
    [('"@npmcli/git": ^7.0.0"', "^7.0.0"), ('"node": >= 0.6"', ">= 0.6")],
    ids=["caret-range", "comparison"],
)
def test_value_missing_its_opening_quote_keeps_its_first_characters(
    member: str, meant: str
) -> None:
    text = '{\n  "deps": {\n    ' + member + ',\n    "semver": "^7.1.1"\n  }\n}\n'
    result = repair_json_report(text)
    value = json.loads(result.text)
    assert meant in value["deps"].values() or result.guesses


# Class: a key whose opening quote is missing is split at its first ``/`` (silent WRONG
# structure). Found by the ``mutate-real`` generator (npm's @npmcli/node-gyp package.json, the
# ``"`` before ``@npmcli/eslint-config`` dropped). The ``@`` was dropped as ``stray-text``, the
# key read as ``npmcli`` and the rest of the line (``eslint-config": "^5.0.1"``) as its value:
# ``{"npmcli": "eslint-config\": \"^5.0.1\""}``; no guess reported (``unquoted-key``,
# ``missing-colon``, ``unquoted-value`` are not guesses). ``{"a": 1, b": 2}`` is read right.
def test_key_missing_its_opening_quote_keeps_the_whole_key() -> None:
    text = '{\n  "dev": {\n    @npmcli/eslint-config": "^5.0.1",\n    "tap": "^16"\n  }\n}\n'
    result = repair_json_report(text)
    value = json.loads(result.text)
    assert value["dev"] == {"@npmcli/eslint-config": "^5.0.1", "tap": "^16"} or result.guesses


# Class: a comment opener inside an unquoted value swallows the rest of the document (silent
# WRONG value, members lost). Found by the ``mutate-real`` generator (npm's diff package.json,
# the opening ``"`` of ``"./libcjs/*.d.ts"`` dropped). The bare value ``./libcjs`` ends at
# ``/*``, which opens a block comment that runs to the end of the text: the result is
# ``{"require": {"types": "./libcjs"}}``, the member ``default`` and everything after it lost,
# reported as ``unquoted-value``, ``comment`` and ``truncated`` (none a guess). The ``"`` that
# ends the line shows the value goes on to it (docs/repair.md: a value whose opening quote is
# missing, ``abc",``, is ``"abc"``).
def test_comment_opener_inside_an_unquoted_value_does_not_swallow_the_document() -> None:
    text = (
        '{\n  "require": {\n    "types": ./libcjs/*.d.ts",\n'
        '    "default": "./libcjs/index.js"\n  }\n}\n'
    )
    result = repair_json_report(text)
    value = json.loads(result.text)
    assert value["require"].get("default") == "./libcjs/index.js" or result.guesses


# Class: the files of two answers mixed (silent WRONG file set). Found probing placeholder
# candidates losing to a complete later one (``other-values``). A value holding one placeholder
# file (``TODO.md`` whose content is ``TODO``, or a format example quoted from the prompt with
# ``path/to/file.py``: ``<code>`` next to a plausible ``src/main.py``), then a complete answer.
# ``parse_response`` gave status ``repaired`` with the plausible file of the FIRST value
# (``a.py``, or the example's ``src/main.py``) and the file of the second, the placeholder
# dropped without a ``placeholder-file`` diagnostic; its diagnostics say only that the second
# value was taken over the first (``json-other-values``), so nothing names the file kept from
# the value passed over. ``load_legacy_report``'s repair text is one ``files`` list holding
# both. With the first value alone the result is ``rejected_files``; with no placeholder in it,
# one value wins whole.
PLAUSIBLE_AND_PLACEHOLDER = [
    ("a.py", "print(1)\n", "TODO.md", "TODO", "Here:\n", "A test to add later:\n"),
    (
        "src/main.py",
        "def main():\n    pass\n",
        "path/to/file.py",
        "<code>",
        "Respond in this format:\n",
        "My answer:\n",
    ),
]


@pytest.mark.parametrize(
    ("plausible", "code", "placeholder", "filler", "before", "between"),
    PLAUSIBLE_AND_PLACEHOLDER,
    ids=["draft-with-todo", "format-example"],
)
def test_files_of_two_values_are_not_mixed(
    plausible: str, code: str, placeholder: str, filler: str, before: str, between: str
) -> None:
    first = json.dumps(
        {
            "files": [
                {"file_path": plausible, "content": code},
                {"file_path": placeholder, "content": filler},
            ]
        }
    )
    second = json.dumps({"files": [{"file_path": "b.py", "content": "x = 2\n"}]})
    result = parse_response(before + first + "\n\n" + between + second + "\n")
    paths = {f.file_path for f in result.code.files}
    assert not result.usable or paths in ({plausible}, {"b.py"})


# Class: a placeholder file kept, the answer refused (WRONG file set in a ``rejected_files``
# result, whose other files are documented as kept). Found with the case above, the order
# reversed: the answer first, then the format example (``path/to/file.py``: ``<code>``) quoted
# after it. ``parse_response`` gave ``rejected_files`` with ``code.files`` holding only
# ``path/to/file.py`` with content ``<code>``; the answer's ``app.py`` was read as damaged
# (``json-string-end``, ``json-resynchronized`` guesses). A placeholder must never be a kept
# file, and the complete answer before it should be read.
def test_format_example_after_the_answer_is_not_kept_as_a_file() -> None:
    answer = json.dumps({"files": [{"file_path": "app.py", "content": "print(2)\n"}]})
    example = json.dumps({"files": [{"file_path": "path/to/file.py", "content": "<code>"}]})
    result = parse_response(answer + "\n\nThe format was:\n" + example + "\n")
    assert "path/to/file.py" not in {f.file_path for f in result.code.files}
