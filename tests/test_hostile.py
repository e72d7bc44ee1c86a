"""Hostile input: linear time, typed errors, no tracebacks.

Timing is checked by growth ratio (:func:`assert_linear`), never by absolute time: the machines
these tests run on are shared and noisy, but 10x the input still costs about 10x the time.
"""

from __future__ import annotations

import ast
import contextlib
import copy
import json
import os
import pickle
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from timing import assert_linear, best_time

from artifact_codec import (
    ArtifactDecodeError,
    GeneratedCode,
    GeneratedFile,
    ParseResult,
    Status,
    dumps,
    loads,
    parse_response,
)
from artifact_codec.agent.retry import request_artifact
from artifact_codec.cli import main as cli_main
from artifact_codec.format.content import edit_block_kind
from artifact_codec.format.header import (
    MAX_HEADER_DEPTH,
    HeaderLimitError,
    decode_header,
    holds_lone_surrogate,
    replace_lone_surrogates,
)
from artifact_codec.ingest import placeholders as placeholders_module
from artifact_codec.ingest.placeholders import find_placeholder
from artifact_codec.ingest.stream import StreamParser
from artifact_codec.ingest.unbound import find_unbound
from artifact_codec.write.serializer import choose_delimiter


def document(content: str, path: str = "a.py") -> str:
    return dumps(GeneratedCode(files=[GeneratedFile(file_path=path, content=content)]))


# -- item 1: the placeholder scan -----------------------------------------------------------------


@pytest.mark.parametrize(
    "shape",
    [
        ("#", " ", "x"),  # blanks after a marker, then no phrase (was cubic in the blanks)
        ("#", " ", "#"),  # a comment box's side
        ("//", "\t", "x"),
        ("*", " ", "("),
        ("# ", ".", "x"),
        ("-", "-", ""),
        ("#", " (", "x"),
        ("## ", ".", "x"),
        ("#", "#", " ..."),
    ],
)
@pytest.mark.parametrize("path", ["a.txt", "a.md"])  # (Markdown: headings with dots too)
def test_placeholder_scan_is_linear_in_a_line(shape: tuple[str, str, str], path: str) -> None:
    start, run, end = shape

    def make(n: int) -> GeneratedFile:
        return GeneratedFile(file_path=path, content=start + run * n + end + "\n")

    # (From 10,000: at 100 the doubling stops at 102,400 characters, which the scan reads in
    # under a millisecond, too close to the clock's noise on a busy machine.)
    assert_linear(make, find_placeholder, 10_000)


def test_placeholder_scan_is_linear_in_lines() -> None:
    def make(n: int) -> str:
        return document(("#" + " " * 200 + "x\n" + "#" * 78 + "\n") * n)

    assert_linear(make, parse_response, 20)


def test_placeholder_scan_many_markers_after_code_on_one_line() -> None:
    # Matches that are rejected (code before the marker) must not rescan the line each time.
    def make(n: int) -> GeneratedFile:
        return GeneratedFile(file_path="a.py", content="x = 1" + "  # unchanged" * n + "\n")

    assert_linear(make, find_placeholder, 200)
    assert find_placeholder(make(10)) is None


@pytest.mark.parametrize(
    ("path", "content", "line"),
    [
        ("a.py", "x = 1\n    # ... existing code ...\ny = 2\n", 2),
        ("a.py", "x = 1\n# Rest of the file unchanged\n", 2),
        ("a.py", "#   ...   (rest of the code)\n", 1),
        ("a.js", "a();\n  // rest of the file unchanged\n", 2),
        ("a.ts", "/* remaining methods */\n", 1),
        ("a.tsx", "<div>\n  {/* existing code */}\n</div>\n", 2),
        ("a.html", "<p>\n<!-- content unchanged -->\n", 2),
        ("a.sql", "select 1;\n-- previous code\n", 2),
        ("a.lisp", "; same as before\n", 1),
        ("a.py", "x\n# unchanged\n", 2),
        ("a.py", "x\n  # ... unchanged ...\r\ny\n", 2),
        ("a.c", "/* unchanged */\n", 1),
        ("a.py", "# unchanged as before, more\n", 1),
        ("Makefile", "all:\n\t# keep the existing\n", 2),
        ("notes.unknown", "x\n// code remains the same\n", 2),
        ("a.py", "...\n", 1),
    ],
)
def test_placeholder_found(path: str, content: str, line: int) -> None:
    found = find_placeholder(GeneratedFile(file_path=path, content=content))
    assert found is not None
    assert found[0] == line


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("a.py", "x = 1  # unchanged\n"),  # a comment after code
        ("a.py", "# unchangeable\n"),  # not a whole word
        ("a.py", "# unchanged text, yield it to both sides\n"),  # difflib.py
        ("a.py", "# The rest of this is real code\n"),  # the phrase is not first
        ("a.py", "# file handling\n"),
        ("a.js", "x = a * unchanged;\n"),
    ],
)
def test_placeholder_not_found(path: str, content: str) -> None:
    assert find_placeholder(GeneratedFile(file_path=path, content=content)) is None


def _placeholder_by_lines(path: str, content: str) -> tuple[int, str] | None:
    """The definition, line by line and one marker at a time: the first line whose first
    non-blank text is a marker of the file's language and a placeholder phrase, or only dots
    (not after ``*``, and not between two lines of the same comment)."""
    from artifact_codec.ingest import placeholders

    suffix = path.rsplit("/", 1)[-1].lower().rsplit(".", 1)[-1]
    markers = placeholders._MARKERS_BY_SUFFIX.get(suffix, placeholders._MARKERS)
    words = [re.compile(re.escape(m) + placeholders._AFTER_PHRASE) for m in markers]
    dots = [re.compile(re.escape(m) + placeholders._BARE) for m in markers if m[0] != "*"]
    if (
        len(content) <= 4 * placeholders._LONGEST_BODY
        and content.strip() in placeholders._WHOLE_BODY
    ):
        return 1, content.strip()
    lines = content.split("\n")
    start = 0
    for number, line in enumerate(lines, 1):
        indent = len(line) - len(line.lstrip(" \t"))
        if any(p.match(content, start + indent) for p in words):
            return number, line.strip()
        if any(p.match(content, start + indent) for p in dots):
            bare = line.lstrip(" \t")
            marker = bare[: 1 if bare[0] in "#;" else 2]
            around = lines[number - 2 : number - 1] + lines[number : number + 1]
            between = number > 1 and len(around) == 2
            if not (between and all(o.lstrip(" \t").startswith(marker) for o in around)):
                return number, line.strip()
        start += len(line) + 1
    return None


_COMMENT_PIECES = st.sampled_from(
    [
        "#",
        "//",
        "/*",
        "*",
        "<!--",
        "--",
        ";",
        "{/*",
        " ",
        "\t",
        "...",
        "\u2026",
        "(",
        "x = 1",
        "a * b",
        "/ 2",
        "rest of the file",
        "existing code",
        "unchanged",
        "code remains the same",
        "other methods",
        "*/",
        "-->",
        "\n",
        "\r\n",
        "// x",
        "#!",
    ]
)


@settings(max_examples=400)
@given(
    st.sampled_from(
        [
            "a.py",
            "a.js",
            "a.jsx",
            "a.php",
            "a.css",
            "a.html",
            "a.sql",
            "a.lisp",
            "a.unknown",
            "Makefile",
        ]
    ),
    st.lists(st.lists(_COMMENT_PIECES, max_size=6).map("".join), max_size=8),
)
def test_placeholder_scan_agrees_with_the_line_by_line_definition(
    path: str, lines: list[str]
) -> None:
    # The scan runs markers that share their first character ('//', '/*') as one pattern and
    # skips a line at its first match: it must find what one marker at a time, line by line,
    # finds.
    content = "\n".join(lines)
    found = find_placeholder(GeneratedFile(file_path=path, content=content))
    assert found == _placeholder_by_lines(path, content)


def test_placeholder_scan_agrees_with_the_definition_on_real_files() -> None:
    # Real files (not written for this test) under every language's markers, with placeholder
    # lines put in at spread-out places.
    files = _stdlib_sources(60)
    inserts = [
        "    // ... existing code ...",
        "  /* rest of the file unchanged */",
        "# unchanged",
        " * other methods unchanged",
        "<!-- code omitted for brevity -->",
        "-- previous code",
    ]
    checked = 0
    for number, file in enumerate(files):
        lines = file.content.split("\n")
        at = (number * 7919) % (len(lines) + 1)
        lines.insert(at, inserts[number % len(inserts)])
        content = "\n".join(lines)
        for suffix in ("py", "js", "html", "sql", "css", "unknown"):
            path = f"f.{suffix}"
            found = find_placeholder(GeneratedFile(file_path=path, content=content))
            assert found == _placeholder_by_lines(path, content), (file.file_path, suffix)
            checked += found is not None
    assert checked > 100  # most inserted lines are found under some language


def _stdlib_sources(limit: int) -> list[GeneratedFile]:
    root = os.path.dirname(os.__file__)
    files = []
    for name in sorted(os.listdir(root)):
        if name.endswith(".py"):
            with open(os.path.join(root, name), "rb") as handle:
                try:
                    files.append(
                        GeneratedFile(file_path=name, content=handle.read().decode("utf-8"))
                    )
                except UnicodeDecodeError:
                    continue
        if len(files) >= limit:
            break
    return files


def test_no_placeholder_in_stdlib_sources() -> None:
    # Real code, not written for this test: no false positive.
    files = _stdlib_sources(200)
    assert len(files) >= 100
    flagged = [(file.file_path, find_placeholder(file)) for file in files]
    assert [item for item in flagged if item[1] is not None] == []


def _stdlib_300k() -> list[GeneratedFile]:
    files = _stdlib_sources(400)
    chosen, size = [], 0
    for file in files:
        if size > 300_000:
            break
        chosen.append(file)
        size += len(file.content)
    return chosen


def test_parse_response_with_placeholder_scan_near_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    # The scan costs little next to parsing: a few passes over 300 KB of stdlib code (the
    # benchmark prints the 1 MB ratio to loads).
    # The passes below are those of the text scan, with the check of names a Python file uses
    # and never binds (ingest/unbound.py) switched off: that check parses each Python file,
    # which no bound in str.find passes can hold (a parse is hundreds of passes). It is bounded
    # apart, by ast.parse of the same files and by its growth
    # (test_unbound_check_near_ast_parse, test_unbound_check_linear). The lead decided the trade
    # (round 16): a part of a file written as the whole file is the worst bug (it deletes the
    # rest), and a Python part that uses names it never binds has no other reading.
    # (the check also finds a string statement of the family's words, '''rest unchanged''',
    # by a search of its own: about 15 passes, a hundredth of the parse: bounded with it)
    monkeypatch.setattr(placeholders_module, "find_unbound", lambda path, content, **_: None)
    # (and the reading of a Python file's notes with its parse (placeholders._python_note,
    # round 17): a search of its lines, 3-8 passes, bounded with the unbound check below,
    # whose parse costs hundreds)
    monkeypatch.setattr(placeholders_module, "_python_note", lambda content, **_: None)
    chosen = _stdlib_300k()
    text = dumps(GeneratedCode(files=chosen))
    assert parse_response(text).status.value == "clean"

    def without_scan(doc: str) -> object:
        return parse_response(doc, detect_placeholders=False)

    contents = [file.content for file in chosen]

    def one_pass(texts: list[str]) -> object:
        # One search of every content for a string that is not there: what any check costs at
        # least. The bounds below are in such passes, whatever loads costs.
        return [content.find("<<<<<") for content in texts]

    # The scan itself: a few passes (it was 8x loads before). Five, not four: a one-line
    # docstring of dots ("""... rest unchanged ...""") is an elision, and finding it in a
    # Python file costs a search of its own (about 0.7-0.9 of a pass: no search the scan
    # already makes visits "..." in Python, whose doctests are full of them). A missed elision
    # writes a wrong file; the bound is there so that parse_response stays near loads. Six, not
    # five (lead, round 13): a comment at the margin that opens with a list of names ("# g and k
    # stay the same") stands for code left out, and finding it costs a branch of the comment
    # search (about 0.2-0.5 of a pass); the scan measured 4.8-5.3 before it (5 flaked under
    # load). A pass is one str.find over 300 KB: about what loads costs on it, so the scan is
    # about six loads (bench_codec's clean 1 MB row, parse_response / loads, was 11.3 before).
    # Seven, not six (lead, round 14): the margin comment is also read one level in between a
    # class's members, past its decoration ("## ", "NOTE:", brackets, backquotes) and on the
    # first line, and a comment after code is read for what its noun points at: the candidate
    # search costs 0.2 of a pass more and the comments it finds 0.2-0.3 more (measured with
    # the parts timed alone: the scan 3.0 -> 3.4 passes, the whole 5.3-5.5 -> 5.9-6.0 on a
    # machine at rest); each of those readings closed usable results that wrote a file with
    # code left out.
    # (the least of five: the scan stands near its bound, and one noisy round of three
    # measured it 7.1 on a machine at rest, round 16)
    # Eight, not seven (lead, round 17): on this round's machine at rest the scan of 68df3761
    # (round 16's end) measures 7.2-7.3 passes, where round 16's measured 6.5-6.8; this round's
    # readings add 0.3-0.5 (main 7.7: the token reading of a margin note's words, labels,
    # arrows and steps, _note_reading, about 0.3 of it, by cProfile over 200 runs), each closing
    # usable results that wrote a file with code left out.
    # Nine, not eight (lead, round 20): on this round's machine at rest the scan of bbc0a3cb
    # (round 19's end) measures 7.8 passes (least of five, twice: 7.79, 7.80), the round's
    # main 8.2-8.3 (8.19, 8.27); its readings (the note word table's first words, 'autres',
    # the config parts, the scoped definitions index) add about 0.4, each closing usable
    # results that wrote a file with code left out. The bound still fails a scan that grows
    # by a pass.
    # Ten, not nine, and the whole below eleven, not 9.5 (lead, round 21): the unit is one
    # str.find over the text, which runs at the speed of the machine's memory search while the
    # scan runs at that of the interpreter, and the two differ by machine. The same commit
    # (fa7e183d) measured the whole 8.2-8.3 on round 20's machine, 9.6 on the project's CI
    # machine (least of three: it failed there) and 9.3 on round 21's machine at rest (least of
    # five; the scan 8.6). The bounds keep a tenth above the most any machine measured; a scan
    # that grows by a pass or more still fails on every one of them.
    # Eleven and a half, not ten (lead, round 25): round 25's machine at rest measures the
    # same code, round 24's end (9ec80bf0), at 10.2 passes (and this round's main at 10.2 too,
    # side by side; 10.2-15.3 with one pass timed as the least of three, so it is now the
    # least of fifty), where round 24's machine measured 9.4-9.55: the machine, not the scan.
    # Twenty-two and a half, not eleven and a half, and the least of nine (lead, round 27): round
    # 27's machine at rest (load 1) measures the round's untouched base bee7c794 at 11.9-15.4
    # passes (it fails the old bound every time) and the round's main at 14.2-21.0, timed
    # alternately; the same commit varies by 13.3-17.7 between two runs. Main's scan is about
    # three passes above the base's here: the round's note readings (fix-notes173's overloads
    # and Lua blocks, fix-names174's foreign states and bases, lead27's one-name bindings), not
    # yet profiled apart; left for round 28 to bring back down.
    # Twenty and a half, not twenty-two and a half (lead, round 28): cProfile found the three
    # passes: fix-names174's reading of a margin comment's closing state in another language
    # (_english_note) classified up to three tails of EVERY margin comment word by word; a
    # lookup of the last word first (_may_end_in_state) skips the comments that end with no
    # state word (the same result on 94,000 comment lines of the suite). Round 28's machine
    # (under the helpers' load) then measures main at 10.0-14.3 passes and the base bee7c794
    # at 13.3-15.0, side by side.
    scan = min(
        (best_time(parse_response, text) - best_time(without_scan, text))
        / best_time(one_pass, contents, repeat=50)
        for _ in range(9)
    )
    assert scan < 20.5, f"the placeholder scan costs {scan:.1f} passes over the text"
    # The whole clean path, with the content checks of the test bed (edit blocks, fences, final
    # newlines): its cost above loads is a few passes over the text, whatever loads costs. One
    # pass is timed as a search for a string that is not there (what each check costs at least).
    extra = min(
        (best_time(parse_response, text) - best_time(loads, text))
        / best_time(one_pass, contents, repeat=50)
        for _ in range(9)
    )
    # (9.5, not 8 (lead, round 17): round 16's end, 68df3761, measures 8.2-8.5 on this round's
    # machine at rest, main 8.7-9.0: the scan's 0.3-0.5 more, above; eleven, not 9.5, and the
    # least of five, not three (lead, round 21): the machines differ, see the scan's bound)
    # (twelve and a half, not eleven (lead, round 25): round 25's machine at rest measures the
    # round's base 9ec80bf0 at 11.3 and the round's main at 11.3-11.5, side by side; and one
    # pass is the least of fifty runs, not three: a single str.find is the noisiest timing here)
    # (twenty-four and a half, not twelve and a half (lead, round 27): the base bee7c794
    # measures 16.6 on round 27's machine at rest, main three passes more: see the scan's bound)
    assert extra < 24.5, f"parse_response costs {extra:.1f} passes over the text more than loads"


def _check_names(files: list[GeneratedFile]) -> object:
    # (as the reader calls it: with the test of a string statement's words)
    note = placeholders_module._string_note_words
    return [find_unbound(file.file_path, file.content, note=note) for file in files]


def _python_reading(files: list[GeneratedFile]) -> object:
    # The reading of a Python file by its names: the unbound check and the notes read with
    # the parse (placeholders._python_note).
    return [
        (
            find_unbound(file.file_path, file.content, note=placeholders_module._string_note_words),
            placeholders_module._python_note(file.content),
        )
        for file in files
    ]


def _parse_each(files: list[GeneratedFile]) -> object:
    return [ast.parse(file.content) for file in files]


def test_unbound_check_near_ast_parse() -> None:
    # The check of names a Python file uses and never binds costs at most about one ast.parse
    # of the file (the lead's bound: 2 of it; it reads the C symbol table, and the syntax
    # tree only for a file with a candidate name).
    chosen = _stdlib_300k()
    assert _python_reading(chosen) == [(None, None)] * len(chosen)  # whole files: nothing to say
    ratio = min(
        best_time(_python_reading, chosen) / best_time(_parse_each, chosen) for _ in range(3)
    )
    # (2, not 1.5 (lead, round 28): round 28's machine at rest measures the round-27 base
    # bee7c794 at 1.35-1.43 and main at 1.37-1.42, side by side (the string-note search calls
    # the note test on each of ~840 string lines, mostly docstrings: 0.4 of a parse; the C
    # symbol table 0.55); a CI run under load measured 1.50 and failed)
    assert ratio < 2.0, f"the unbound-name check costs {ratio:.2f} ast.parse of the same files"


def test_unbound_check_linear() -> None:
    # The check grows linearly: a module of n functions, each calling a name bound nowhere
    # (the rare path: the syntax tree is read too).
    def part(n: int) -> list[GeneratedFile]:
        body = "".join(f"def f{i}(x):\n    return g{i}(x) + x\n\n\n" for i in range(n))
        return [GeneratedFile(file_path="app.py", content=body)]

    assert_linear(part, _check_names, 200, factor=10)


def test_python_note_linear() -> None:
    # The notes of a Python file are read with its parse in linear time: a class of n
    # methods, each pair under a note naming them (defined: each note is weighed to its end).
    def part(n: int) -> str:
        body = "".join(
            f"    def f{i}(self):\n        return {i}\n\n    # f{i} and g{i} unchanged\n\n"
            f"    def g{i}(self):\n        return {i}\n\n"
            for i in range(n)
        )
        return "class A:\n" + body

    def read(content: str) -> object:
        return placeholders_module._python_note(content)

    assert read(part(3)) is None
    assert_linear(part, read, 20, factor=10)


@pytest.mark.parametrize(
    "content",
    [
        pytest.param("a" + "+a" * 5_000_000 + "\n", id="10mb-sum"),
        pytest.param("a" + "+a" * 100_000 + "\n", id="200kb-sum"),
        pytest.param("x = " + "(" * 100_000 + ")" * 100_000 + "\n", id="deep-nesting"),
        pytest.param("x = [" * 2_000 + "]" * 2_000 + "\n", id="deep-lists"),
        pytest.param("def f():\n    return g()\0\n", id="nul-byte"),
    ],
)
def test_unbound_check_hostile_input(content: str) -> None:
    # No crash, no decision on what does not parse (or is too long to weigh).
    assert find_unbound("app.py", content) is None


# -- item 4: dumps chooses its delimiter in linear time -------------------------------------------


def _reference_choose_delimiter(contents: list[str]) -> str:
    """The rule, written plainly: the first of the family that starts no line of any content."""
    lines = [line for content in contents for line in content.split("\n")]
    number = 0
    while True:
        candidate = (
            "===FILE_CONTENT_BLOCK===" if number == 0 else f"===FILE_CONTENT_BLOCK_{number}==="
        )
        if not any(line.startswith(candidate) for line in lines):
            return candidate
        number += 1


_DELIMITER_LIKE = st.lists(
    st.one_of(
        st.sampled_from(
            [
                "===FILE_CONTENT_BLOCK===",
                "===FILE_CONTENT_BLOCK===x",
                "===FILE_CONTENT_BLOCK_1===",
                "===FILE_CONTENT_BLOCK_2=== y",
                "===FILE_CONTENT_BLOCK_01===",
                "===FILE_CONTENT_BLOCK_3==",
                "===FILE_CONTENT_BLOCK",
                " ===FILE_CONTENT_BLOCK===",
                "",
            ]
        ),
        st.builds(lambda n: f"===FILE_CONTENT_BLOCK_{n}===", st.integers(1, 6)),
        st.text(alphabet="=_FILE\n x1", max_size=30),
    ),
    max_size=12,
)


@given(st.lists(_DELIMITER_LIKE.map("\n".join), max_size=4))
def test_choose_delimiter_matches_reference(contents: list[str]) -> None:
    assert choose_delimiter(contents) == _reference_choose_delimiter(contents)


def test_choose_delimiter_huge_number_in_content() -> None:
    line = "===FILE_CONTENT_BLOCK_" + "1" * 5000 + "==="
    assert choose_delimiter([line]) == "===FILE_CONTENT_BLOCK==="
    assert choose_delimiter(["===FILE_CONTENT_BLOCK===\n" + line]) == "===FILE_CONTENT_BLOCK_1==="


def test_dumps_is_linear_on_delimiter_lines() -> None:
    def make(n: int) -> GeneratedCode:
        content = "===FILE_CONTENT_BLOCK===x\n" * n
        return GeneratedCode(files=[GeneratedFile(file_path="a.txt", content=content)])

    assert_linear(make, dumps, 2000)
    code = make(3)
    assert loads(dumps(code)) == code


# -- item 7: a header too deep or with a huge integer is a typed error ---------------------------

# (a.py binds what it uses: a Python file using a name it never binds is a part, unbound38)
_BLOCK = "\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx = 1\nx\n===FILE_CONTENT_BLOCK===END\n"
DEEP = '{"x": ' + "[" * 1000 + "]" * 1000 + "}" + _BLOCK
HUGE_INT = '{"x": ' + "9" * 5000 + "}" + _BLOCK


def _stream(text: str, size: int = 16) -> ParseResult:
    parser = StreamParser()
    for index in range(0, len(text), size):
        parser.feed(text[index : index + size])
    parser.close()
    assert parser.result is not None
    return parser.result


@pytest.mark.parametrize(
    ("text", "rule", "column", "words"),
    [
        (DEEP, "depth", 6 + MAX_HEADER_DEPTH, "deeper than 64 levels"),
        ('{"x": ' + "[" * 100 + "]" * 100 + "}" + _BLOCK, "depth", 70, "less nesting"),
        (HUGE_INT, "int-digits", 7, "5000 digits"),
        ('{"x": -' + "1" * 4301 + "}" + _BLOCK, "int-digits", 7, "as a string"),
        ('{"x": NaN}' + _BLOCK, "non-finite", 7, "NaN"),
        ('{"x": [1, -Infinity]}' + _BLOCK, "non-finite", 11, "null"),
        ('{"x": 1e400}' + _BLOCK, "non-finite", 7, "too large"),
    ],
)
def test_header_limits_are_typed_errors(text: str, rule: str, column: int, words: str) -> None:
    with pytest.raises(ArtifactDecodeError) as caught:
        loads(text)
    error = caught.value
    assert isinstance(error, HeaderLimitError)
    assert error.rule == rule
    assert (error.lineno, error.colno) == (1, column)
    assert words in error.msg
    assert str(error).startswith(f"line 1, column {column}: the header")
    copy = pickle.loads(pickle.dumps(error))
    assert (type(copy), copy.rule, copy.pos) == (HeaderLimitError, rule, error.pos)


@pytest.mark.parametrize("text", [DEEP, HUGE_INT, '{"x": NaN}' + _BLOCK])
def test_header_limits_in_parse_response_and_stream(text: str) -> None:
    result = parse_response(text)
    codes = [d.code for d in result.diagnostics]
    assert "internal-error" not in codes
    assert "header-refused" in codes
    refused = next(d for d in result.diagnostics if d.code == "header-refused")
    assert refused.line == 1
    assert refused.column > 1
    assert [f.file_path for f in result.code.files] == ["a.py"]
    result.to_json().encode("utf-8")
    for size in (1, 7, 64):
        assert _stream(text, size).to_dict() == result.to_dict()


def test_header_limits_allow_what_fits() -> None:
    nested: Any = 1
    for _ in range(MAX_HEADER_DEPTH - 1):
        nested = [nested]
    big = int("9" * 4000)
    code = GeneratedCode(deep=nested, big=big, files=[GeneratedFile(file_path="a", content="")])
    assert loads(dumps(code)) == code
    assert parse_response(dumps(code)).status is Status.CLEAN


def test_decode_header_on_deep_text_is_linear() -> None:
    # Many shallow values: the bracket count passes the limit, so the structure is scanned.
    def make(n: int) -> str:
        return "{" + ", ".join(f'"k{i}": [[{i}], {{"s": "]]}}"}}]' for i in range(n)) + "}"

    assert decode_header(make(3), 0).value["k2"] == [[2], {"s": "]]}"}]
    assert_linear(make, lambda text: decode_header(text, 0), 500)


_HEADER_PIECES = st.sampled_from(
    [
        "{",
        "}",
        "[",
        "]",
        '"',
        "\\",
        "\\u",
        "d800",
        "dc00",
        ",",
        ":",
        "1",
        "9" * 50,
        "-",
        "e999",
        "NaN",
        "Infinity",
        "true",
        "null",
        " ",
        "\n",
        "\ud800",
        "a",
    ]
)


@given(st.lists(_HEADER_PIECES, max_size=40).map("".join))
def test_decode_header_raises_only_typed_errors(tail: str) -> None:
    text = "{" + tail
    for mode in ("refuse", "replace"):
        failure: ArtifactDecodeError | None = None
        try:
            decoded = decode_header(text, 0, lone_surrogates=mode)
        except ArtifactDecodeError as error:
            failure = error
        if failure is not None:
            assert 0 <= failure.pos <= len(text)
        else:
            assert decoded.end <= len(text)
            if mode == "replace":
                assert not holds_lone_surrogate(decoded.value)


# -- item 8: lone surrogates --------------------------------------------------------------------

SURROGATE_IN_NESTED_KEY = '{"x": {"k\\ud800": 1}}' + _BLOCK


@pytest.mark.parametrize(
    ("text", "escape", "column"),
    [
        (SURROGATE_IN_NESTED_KEY, "\\ud800", 10),
        ('{"k\\ud800": 1}' + _BLOCK, "\\ud800", 4),
        ('{"task_id": "a\\udc00"}' + _BLOCK, "\\udc00", 15),
        ('{"t": "\\ud83d\\ude00\\ud83d"}' + _BLOCK, "\\ud83d", 20),
    ],
)
def test_loads_refuses_lone_surrogates_in_the_header(text: str, escape: str, column: int) -> None:
    with pytest.raises(HeaderLimitError) as caught:
        loads(text)
    assert caught.value.rule == "lone-surrogate"
    assert f"the escape {escape}, a lone surrogate" in caught.value.msg
    assert caught.value.colno == column


def test_a_surrogate_pair_is_a_character() -> None:
    code = loads('{"t": "\\ud83d\\ude00"}' + _BLOCK.replace("x\n", "x\n\n"))
    assert code.model_extra == {"t": "\U0001f600"}


def test_loads_refuses_a_lone_surrogate_in_a_quoted_field() -> None:
    text = _BLOCK.replace("PATH: a.py", 'PATH: a.py\nDESCRIPTION: "d\\ud800"')
    with pytest.raises(ArtifactDecodeError, match="DESCRIPTION has a lone surrogate"):
        loads('{"total_files": 1}' + text)


@pytest.mark.parametrize(
    "text",
    [
        SURROGATE_IN_NESTED_KEY,
        '{"k\\ud800": 1}' + _BLOCK,
        '{"files": [{"file_path": "a\\udc00.py", "content": "x"}]}',
        '{"files": [{"file_path": "a.py", "content": "x\\udc00\\n"}]}',
        '{"task_id": "t\\ud800", "files": [{"file_path": "a.py", "content": "x\\n"}]}',
        '{"total_files": 1}' + _BLOCK.replace("PATH: a.py", 'PATH: a.py\nDESCRIPTION: "\\ud800"'),
        '{"total_files": 1}' + _BLOCK.replace("x\n", "x\ud800\n"),  # a str that is not text
    ],
)
def test_lone_surrogates_never_crash_and_are_reported(text: str) -> None:
    result = parse_response(text)
    assert "internal-error" not in [d.code for d in result.diagnostics]
    assert result.status is not Status.CLEAN
    encoded = result.to_json().encode("utf-8")
    assert json.loads(encoded) == result.to_dict()
    assert not holds_lone_surrogate(result.to_dict())
    if result.code.files:  # anything read with a replaced character says so
        assert "lone-surrogate" in [d.code for d in result.diagnostics]
        assert any("\ufffd" in json.dumps(result.to_dict(), ensure_ascii=False) for _ in [0])
    assert _stream(text).to_dict() == result.to_dict()


def test_lone_surrogate_in_a_nested_header_key_is_replaced() -> None:
    result = parse_response(SURROGATE_IN_NESTED_KEY)
    assert result.status is Status.RECOVERED
    assert result.code.model_extra == {"x": {"k\ufffd": 1}}
    diagnostic = next(d for d in result.diagnostics if d.code == "lone-surrogate")
    assert (diagnostic.line, diagnostic.column) == (1, 10)
    assert "\\ud800" in diagnostic.message


@given(
    st.lists(
        st.sampled_from(["\\ud800", "\\udfff", "\\ud83d\\ude00", "\ud800", "\\u0041", "x", '"']),
        min_size=1,
        max_size=4,
    ),
    st.sampled_from(["header", "path", "content", "legacy"]),
)
def test_surrogates_anywhere_never_crash(pieces: list[str], where: str) -> None:
    piece = "".join(pieces)
    text = {
        "header": '{"a": "' + piece + '"}' + _BLOCK,
        "path": '{"total_files": 1}' + _BLOCK.replace("a.py", '"a' + piece + '.py"'),
        "content": '{"total_files": 1}' + _BLOCK.replace("x\n", piece + "\n"),
        "legacy": '{"files": [{"file_path": "a.py", "content": "' + piece + '"}]}',
    }[where]
    result = parse_response(text)
    assert "internal-error" not in [d.code for d in result.diagnostics]
    result.to_json().encode("utf-8")


def test_lone_surrogate_reported_when_bytes_were_also_replaced() -> None:
    # Bytes that are not UTF-8 skip the strict reader; the header's limit is still reported.
    data = (
        ('{"x": "k\\ud800"}' + _BLOCK).replace("x\n", "\udcff\n").encode("utf-8", "surrogateescape")
    )
    assert b"\xff" in data
    result = parse_response(data)
    codes = [(d.code, d.line, d.column) for d in result.diagnostics]
    assert ("lone-surrogate", 1, 9) in codes
    assert "invalid-utf8" in [code for code, _, _ in codes]
    assert result.code.model_extra == {"x": "k\ufffd"}


_FRAGMENTS = st.sampled_from(
    [
        '"\\ud800"',
        '"k\\udc00"',
        "[" * 80,
        "]" * 80,
        "9" * 4400,
        "NaN",
        "-Infinity",
        "1e999",
        '{"a": ' * 70,
        "\\u",
        '"',
    ],
)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), _FRAGMENTS, st.integers(1, 3))
def test_hostile_fragments_in_stdlib_documents(seed: int, fragment: str, count: int) -> None:
    # A real document, with a hostile fragment put at random places (mostly in the header).
    files = _STDLIB_FEW
    code = GeneratedCode(task_id="t", dependencies=["a", "b"], files=files)
    text = dumps(code)
    header_end = text.index("\n")
    for index in range(count):
        position = (seed * (index + 7)) % (header_end if index % 2 == 0 else len(text))
        text = text[:position] + fragment + text[position:]
    result = parse_response(text)
    assert "internal-error" not in [d.code for d in result.diagnostics]
    result.to_json().encode("utf-8")
    with contextlib.suppress(ArtifactDecodeError):  # anything else fails the test
        loads(text)


_STDLIB_FEW = [f for f in _stdlib_sources(6) if len(f.content) < 40_000][:3]


# -- item 10: the retry delay never overflows -----------------------------------------------------


def test_request_artifact_backoff_is_capped_for_any_number_of_attempts() -> None:
    delays: list[float] = []

    def ask(messages: Any) -> str:
        raise ConnectionError("down")

    result = request_artifact(
        ask, "task", max_attempts=1100, backoff=0.5, max_backoff=7.0, sleep=delays.append
    )
    assert len(result.attempts) == 1100
    assert result.status is Status.NO_ARTIFACT
    assert len(delays) == 1099
    assert delays[:5] == [0.5, 1.0, 2.0, 4.0, 7.0]
    assert set(delays[4:]) == {7.0}
    assert all(isinstance(delay, float) for delay in delays)


# -- item 11: the command line on hostile files: exit 0, 1 or 2, no traceback, no hang ---------

HOSTILE_FILES: dict[str, bytes] = {
    "deep.txt": DEEP.encode(),
    "huge-int.txt": HUGE_INT.encode(),
    "surrogate.txt": SURROGATE_IN_NESTED_KEY.encode(),
    "surrogate-key.txt": ('{"k\\ud800": 1}' + _BLOCK).encode(),
    "surrogate-field.txt": (
        '{"total_files": 1}' + _BLOCK.replace("PATH: a.py", 'PATH: "a\\udc00.py"')
    ).encode(),
    "legacy-surrogate.json": b'{"files": [{"file_path": "a\\udc00.py", "content": "x\\ud800"}]}',
    "legacy-surrogate-content.json": b'{"files": [{"file_path": "a.py", "content": "x\\ud800"}]}',
    "legacy-nan.json": b'{"x": NaN, "files": [{"file_path": "a.py", "content": ""}]}',
    "legacy-deep.json": b'{"x": ' + b"[" * 3000 + b"]" * 3000 + b', "files": []}',
    "non-utf8.txt": b'{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\n\xff\xfe\n'
    b"===FILE_CONTENT_BLOCK===END\n",
    "non-utf8.json": b'{"files": [{"file_path": "a.py", "content": "\xff"}]}',
    "empty.txt": b"",
    "blanks.txt": b" " * 1_000_000,
}


def _invocations(command: str, file: str, out: str) -> list[list[str]]:
    known = {
        "validate": [[file], ["--strict", file], ["--json", "--with-code", file]],
        "parse": [[file], ["--indent", "0", file]],
        "dump": [[file]],
        "write": [[file, "-o", out, "--dry-run"], [file, "-o", out], [file, "-o", out, "--json"]],
        "pack": [],  # takes a directory: see test_cli_pack_and_validate_a_hostile_directory
        "repair": [[file], ["--legacy", "--report", file]],
        "extract-json": [[file], ["--first", "--indent", "4", file]],
        "instructions": [[]],
    }
    return known.get(command, [[file]])  # a command added later gets the file alone


@pytest.fixture(scope="module")
def hostile_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("hostile")
    for name, data in HOSTILE_FILES.items():
        (root / name).write_bytes(data)
    return root


@pytest.mark.parametrize("name", sorted(HOSTILE_FILES))
def test_cli_every_command_on_hostile_files(name: str, hostile_dir: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    file = str(hostile_dir / name)
    for command in sorted(cli_main.commands):
        for arguments in _invocations(command, file, str(tmp_path / "out")):
            result = runner.invoke(cli_main, [command, *arguments])
            where = f"artifact-codec {command} {' '.join(arguments)}"
            if result.exception is not None and not isinstance(result.exception, SystemExit):
                raise AssertionError(f"{where} raised") from result.exception
            assert result.exit_code in (0, 1, 2), where
            assert "Traceback" not in result.output, where
            if result.exit_code:  # a failure says why
                assert result.output.strip(), where


def _run_cli(*arguments: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "artifact_codec", *arguments],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=timeout,  # a hang fails the test instead of blocking the suite
        check=False,
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")
def test_cli_pack_and_validate_a_hostile_directory(hostile_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / "responses"
    folder.mkdir()
    for name, data in HOSTILE_FILES.items():
        (folder / name).write_bytes(data)
    os.mkfifo(folder / "pipe.txt")  # opening it for reading would block forever
    validate = _run_cli("validate", "--jobs", "2", str(folder))
    assert validate.returncode == 1  # some responses are unusable
    assert "Traceback" not in validate.stderr
    assert f"{folder / 'pipe.txt'}: skipped: not a regular file" in validate.stderr
    assert f"{len(HOSTILE_FILES)} responses:" in validate.stdout
    pack = _run_cli("pack", str(folder), "-o", str(tmp_path / "packed.txt"))
    assert pack.returncode in (0, 1, 2)
    assert "Traceback" not in pack.stderr
    dump = _run_cli("dump", str(folder / "legacy-nan.json"))
    assert dump.returncode == 1
    assert dump.stderr.count("\n") == 1
    assert "holds nan, which JSON cannot write" in dump.stderr


@pytest.mark.parametrize(
    ("indent", "words"), [("-1", "-1 is not in the range"), ("99999999999", "not in the range")]
)
def test_cli_indent_out_of_range_is_a_usage_error(indent: str, words: str) -> None:
    result = CliRunner().invoke(cli_main, ["parse", "--indent", indent, "-"], input="{}")
    assert result.exit_code == 2
    assert words in result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_cli_non_utf8_is_one_line(hostile_dir: Path) -> None:
    for command in ("dump", "repair", "extract-json", "parse"):
        result = CliRunner().invoke(cli_main, [command, str(hostile_dir / "non-utf8.json")])
        assert result.exit_code == 1, command
        assert result.stderr.strip().endswith("not valid UTF-8 at byte 45; save the file as UTF-8")
        assert result.stderr.count("\n") == 1, command


def test_cli_extract_json_keeps_lone_surrogates_as_escapes(hostile_dir: Path) -> None:
    result = CliRunner().invoke(cli_main, ["extract-json", str(hostile_dir / "surrogate.txt")])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"x": {"k\ud800": 1}}  # nothing lost


# -- items 2, 3, 5 and the lenient half of 4: the lenient readers and the streaming parser -----

D = "===FILE_CONTENT_BLOCK==="


def test_markdown_label_line_is_linear() -> None:
    # "x" + blanks + "y" before a fence: 70 s at 400 blanks with the old label regex
    assert_linear(
        lambda k: "x" + " " * k + "y\n```\nprint(1)\n```\n", parse_response, 2_000, max_ratio=20
    )
    result = parse_response("x" + " " * 100_000 + "y\n```\nprint(1)\n```\n")
    assert result.status.value == "no_artifact"


@pytest.mark.parametrize("blank", [" ", "\t ", " \r"])
def test_lenient_field_line_with_a_blank_run_is_linear(blank: str) -> None:
    # "PATH: a" + blanks + "b": 5.6 s at 16 KB with the old field regex
    def make(k: int) -> str:
        return f"Hi\n{D}\nPATH: a{blank * k}b\n---\nx\n\n{D}END\n"

    assert_linear(make, parse_response, 2_000)
    result = parse_response(make(50_000))
    assert result.status.value == "rejected_files"  # a path with inner blanks runs: refused


def test_outer_fence_info_string_with_blanks_is_linear() -> None:
    def make(k: int) -> str:
        return f"```a{' ' * k}b\n{D}\nPATH: a.py\n---\nx\n\n{D}END\n```\n"

    assert_linear(make, parse_response, 2_000)


def test_lenient_reading_of_delimiter_like_lines_is_linear() -> None:
    # the lenient path writes a strict document again: its delimiter choice must stay linear
    def make(k: int) -> str:
        return "Hi\n" + document("".join(f"{D}{i}\n" for i in range(k)))

    # The reading is fast (about 1.1 ns per character): a 2 ms input is 4 MB, and 40 MB times
    # the memory (1.5 ns per character there, on every machine tried), not the reader.
    assert_linear(make, parse_response, 2_000, min_seconds=0.0008)


def test_stream_many_field_lines_is_linear() -> None:
    # 4,000 field lines fed line by line: 23 s before (each line read the block's fields again)
    def make(k: int) -> list[str]:
        lines = [f"X{i}: v\n" for i in range(k)]
        return ['{"total_files": 1}\n\n', f"{D}\n", "PATH: a.py\n", *lines, "---\n", "x\n\n"]

    def run(chunks: list[str]) -> object:
        parser = StreamParser()
        for chunk in chunks:
            parser.feed(chunk)
        parser.close()
        return parser.result

    assert_linear(make, run, 400)


def test_stream_big_header_in_small_chunks_is_linear() -> None:
    # a pretty-printed header fed in 64-character chunks: 26 s at 400 KB before (decoded again
    # at every line break)
    def make(k: int) -> list[str]:
        header = json.dumps({"task_id": "t", "extra": list(range(k))}, indent=2)
        text = header + f"\n\n{D}\nPATH: a.py\n---\nx = 1\n\n{D}END\n"
        return [text[i : i + 64] for i in range(0, len(text), 64)]

    def run(chunks: list[str]) -> object:
        parser = StreamParser()
        for chunk in chunks:
            parser.feed(chunk)
        parser.close()
        assert parser.result is not None
        assert parser.result.status.value == "clean"
        return parser.result

    assert_linear(make, run, 2_000)


@pytest.mark.parametrize(
    "unit",
    [
        "a<<<<<<< SEARCH\n",  # every marker found, none at a line start
        "<<<<<<< SEARCH!\n>>>>>> REPLACE!\n",  # SEARCH- and REPLACE-like lines that are not
        "+++ b\n@@ -x @\n",  # a diff header, hunk-like lines that are not ('@@ -x @@' is one:
        # aider's hunks have no line numbers)
    ],
)
def test_edit_block_check_is_linear(unit: str) -> None:
    assert_linear(lambda k: unit * k, lambda text: edit_block_kind("a.py", text), 2_000)
    assert edit_block_kind("a.py", unit * 1000) is None


_JSONISH = st.recursive(
    st.none() | st.integers() | st.booleans() | st.text(alphabet="a\ud800\udc00\ufffd", max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(alphabet="k\udfff", max_size=3), inner, max_size=3)
    ),
    max_leaves=12,
)


def _replaced_by_recursion(value: Any) -> Any:
    if isinstance(value, str):
        return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in value)
    if isinstance(value, list):
        return [_replaced_by_recursion(item) for item in value]
    if isinstance(value, dict):
        return {_replaced_by_recursion(k): _replaced_by_recursion(v) for k, v in value.items()}
    return value


@given(_JSONISH)
def test_replace_lone_surrogates_replaces_each_one_at_any_place(value: Any) -> None:
    expected = _replaced_by_recursion(value)
    changed_expected = expected != value
    got, changed = replace_lone_surrogates(copy.deepcopy(value))
    assert got == expected
    assert changed is changed_expected
