"""Findings of the hunt15-repair attack on fix-repair19 (bare values and keys read whole,
mark-led continuations, ``#`` in bare values, comments between values, bare legacy paths
refused naming both readings) and fix-legacy13 (a legacy answer's other keys walked at any
depth, ``setup_instructions`` weighed as commands, a JSON value after a legacy answer).

How: read the commits' rules, asked of each "is there another reading?", and wrote inputs the
rule's author did not list: bare legacy paths and contents that a model writes without quotes
(code calls, copy-named files ``a(1).py``, numbers), ``setup_instructions`` written as models
write steps (``cd`` first, bullets, ``Step 1:``, a glob), commands quoted in prose under a key
not named for commands, and a second JSON value after the answer in the shapes a model writes
an edit (a list of lines, a row of strings). Each was compared with the same text read by the
after-end rules (prose or a fence after the answer), which refuse it. json_repair's own tests
(``mangiucugna/json_repair``, ``tests/*.py``: 194 literal cases) were replayed through
``repair_json_report`` as a test bed: nothing new (6 differences, all known and reported as
repairs). The counts are printed by ``benchmarks/hunt_hunt15-repair.py``.

Each test asserts what the model meant: usable over exactly the meant files, or not usable.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import GeneratedCode, GeneratedFile, dumps, parse_response, repair_json_report

_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]
# What the model meant after its own steps ran: the sed turned x = 1 into x = 2.
_AFTER_SED = [("src/a.py", "x = 2\n")]


def _legacy(**others: Any) -> str:
    return json.dumps({"files": _A, **others}, indent=2)


# Class: a bare value shaped like a call, ``name(<string or number>)``, is read as a MongoDB
# shell wrapper (``ObjectId("1")``) whatever follows it and whatever the name: a legacy
# answer's content written without quotes, ``print("hi")``, becomes the file "hi" (status
# repaired, usable); a copy-named path ``a(1).py`` becomes the path "1" (the ``.py`` dropped
# as stray text). The rule "a bare value is read whole" (fix-repair19) does not reach it: the
# call is matched before the bare-value reader. Seen: repaired, usable, wrong file.
@pytest.mark.parametrize(
    ("path", "content", "meant_path", "meant_content"),
    [
        ('"a.py"', 'print("hi")', "a.py", 'print("hi")'),
        ('"index.js"', 'require("express")', "index.js", 'require("express")'),
        ("a(1).py", '"x"', "a(1).py", "x"),
        ("main(2).c", '"x"', "main(2).c", "x"),
    ],
    ids=["content-print", "content-require", "path-copy-name", "path-copy-name-c"],
)
def test_a_bare_value_shaped_like_a_call_is_read_whole(
    path: str, content: str, meant_path: str, meant_content: str
) -> None:
    text = '{"files": [{"file_path": ' + path + ', "content": ' + content + "}]}"
    meant_or_refused(parse_response(text), [(meant_path, meant_content)])


def test_a_bare_call_followed_by_more_of_the_token_is_no_silent_number() -> None:
    """The repair layer alone: ``a(1).py`` read as 1 with no guess (the ``.py`` dropped)."""
    result = repair_json_report('{"name": a(1).py}')
    assert json.loads(result.text) == {"name": "a(1).py"} or result.guesses


# Class: a legacy path that is a JSON number (or Infinity/NaN, bare or led by them) is taken as
# the decoded number's str(): '1.10' -> '1.1' (status clean), '1e2' -> '100.0',
# 'Infinity.txt' -> 'inf' (repaired). A content that is no string is refused; a path that is no
# string is not, and the path written is not the one read. Seen: clean/repaired, wrong path.
@pytest.mark.parametrize(
    ("path", "meant_path"),
    [("1.10", "1.10"), ("1e2", "1e2"), ("Infinity.txt", "Infinity.txt"), ("NaN.py", "NaN.py")],
)
def test_a_legacy_path_written_as_a_number_keeps_its_text(path: str, meant_path: str) -> None:
    text = '{"files": [{"file_path": ' + path + ', "content": "x"}]}'
    meant_or_refused(parse_response(text), [(meant_path, "x")])


# Class: setup_instructions weighed line by line and step by step alone (1f8833e splits a line
# at '&&', ';' and reads each line on its own): a 'cd src' before the sed is dropped, so
# 'sed -i ... a.py' names a.py at the top, which the result does not hold, and src/a.py, the
# file the sed changes, is written as it was before the sed. The same steps after the answer
# (a bash fence) are refused (changed-after). Seen: clean, usable, src/a.py as before the sed.
@pytest.mark.parametrize(
    "steps",
    [
        "cd src && sed -i 's/1/2/' a.py",
        "cd src\nsed -i 's/1/2/' a.py",
        "cd src; sed -i 's/1/2/' a.py",
    ],
    ids=["and", "lines", "semicolon"],
)
@pytest.mark.parametrize("form", ["legacy", "hybrid"])
def test_setup_instructions_follow_a_cd_before_a_command(steps: str, form: str) -> None:
    meant_or_refused(parse_response(_with_setup(form, steps)), _AFTER_SED)


def _with_setup(form: str, steps: str) -> str:
    if form == "legacy":
        return _legacy(setup_instructions=steps)
    files = [GeneratedFile(file_path=f["file_path"], content=f["content"]) for f in _A]
    return dumps(GeneratedCode(files=files, setup_instructions=steps))


# Class: 1f8833e splits each setup line at '&&', '||' and ';' by a pattern, inside quotes too:
# a sed script holding a ';' ('s/1;/2;/', two commands 's/1/2/;s/x/y/') or an echo of words
# holding '&&' is cut into pieces the shell rules do not pin on the held file, so the change is
# let through; after the answer the same line is refused. Seen: clean, usable, the file before
# the command.
@pytest.mark.parametrize(
    ("steps", "meant"),
    [
        ("sed -i 's/1;/2;/' src/a.js", [("src/a.js", "let x = 2;\n")]),
        ("sed -i 's/1/2/;s/x/y/' src/a.js", [("src/a.js", "let y = 2;\n")]),
        ("echo 'a && b' > src/a.js", [("src/a.js", "a && b\n")]),
    ],
    ids=["sed-semicolon", "sed-two-commands", "echo-and"],
)
def test_setup_instructions_split_a_line_where_the_shell_does(
    steps: str, meant: list[tuple[str, str]]
) -> None:
    files = [{"file_path": "src/a.js", "content": "let x = 1;\n"}]
    text = json.dumps({"files": files, "setup_instructions": steps}, indent=2)
    meant_or_refused(parse_response(text), meant)


# Class: setup_instructions' step marks are a list (_STEP_MARK: '-', '*', '+', '1.', '1)',
# '$'): a line led by another mark a model writes ('•', 'Step 1:', 'a)', 'PS>') is not read as
# a command, and no code span holds it, so the sed on a held file is not weighed. After the
# answer the same line is refused. Seen: clean, usable, src/a.py as before the sed.
@pytest.mark.parametrize(
    "steps",
    [
        "• sed -i 's/1/2/' src/a.py",
        "Step 1: sed -i 's/1/2/' src/a.py",
        "a) sed -i 's/1/2/' src/a.py",
    ],
    ids=["bullet", "step-label", "letter"],
)
def test_setup_instructions_read_a_command_after_any_step_mark(steps: str) -> None:
    meant_or_refused(parse_response(_legacy(setup_instructions=steps)), _AFTER_SED)


# Class: setup_instructions count only a change the shell rules pin on a held file (1f8833e):
# 'sed -i' over a glob that matches a held file pins none, so it is let through as 'make' is;
# after the answer the same command is refused. Seen: clean, usable, src/a.py before the sed.
def test_setup_instructions_weigh_a_glob_that_matches_a_held_file() -> None:
    text = _legacy(setup_instructions="sed -i 's/1/2/' src/*.py")
    meant_or_refused(parse_response(text), _AFTER_SED)


# Class: the same rule lets through a command the shell rules do not know that names a held
# file and rewrites it or puts another version there ('2to3 -w src/a.py', 'git checkout --
# src/a.py'): after the answer both are refused (changed-after). Seen: clean, usable.
@pytest.mark.parametrize("steps", ["2to3 -w src/a.py", "git checkout -- src/a.py"])
def test_setup_instructions_weigh_a_command_naming_a_held_file(steps: str) -> None:
    result = parse_response(_legacy(setup_instructions=steps))
    assert not result.usable, (result.status, files_of(result))


# Class: a legacy answer's other key not named for commands ('instructions', 'notes') holding
# prose that quotes a command in a code span: only a string that starts with a command is
# weighed there (setup_instructions reads the spans, prose after the answer too), so the mv
# or sed quoted is not. Seen: recovered (a legacy-unknown-key warning only), usable.
@pytest.mark.parametrize(
    ("key", "value", "meant"),
    [
        ("instructions", "1. Run `mv src/a.py src/b.py`", [("src/b.py", "x = 1\n")]),
        ("notes", "Then run `sed -i 's/1/2/' src/a.py` to switch.", _AFTER_SED),
        ("instructions", ["Run `sed -i 's/1/2/' src/a.py` once."], _AFTER_SED),
    ],
    ids=["mv-in-prose", "sed-in-prose", "sed-in-a-list"],
)
def test_a_command_quoted_in_prose_under_another_key_is_weighed(
    key: str, value: Any, meant: list[tuple[str, str]]
) -> None:
    meant_or_refused(parse_response(_legacy(**{key: value})), meant)


# Class: the walk of the other keys stops at depth 20 (legacy_json._DEEPEST) and takes what
# lies deeper as nothing, where closing._holds_text takes a value too deep as holding file
# text: a sed on a held file, or a second file's text, 20 levels down is let through. Seen:
# recovered (a legacy-unknown-key warning), usable.
@pytest.mark.parametrize("kind", ["command", "file-text"])
def test_what_lies_deeper_than_the_walk_is_not_let_through(kind: str) -> None:
    value: Any = "sed -i 's/1/2/' src/a.py" if kind == "command" else {"b.py": "y = 2"}
    for _ in range(25):
        value = {"x": value}
    result = parse_response(_legacy(meta=value))
    assert not result.usable, (result.status, files_of(result))


# Class: a JSON value after a legacy answer is a harmless report unless a string in it may be
# a file's text (closing._holds_text: a content key with a string, a string over a line, a
# path key with a string, a path with another string member): a correction whose content is a
# list of lines, a path key holding the file's lines, or a row [path, old, new] holds no such
# string and is passed over (json-other-values warning); so is a rename ('from'/'to') or a
# delete ('"action": "delete"', an action key taken for a report's status) of a held file,
# which prose after the answer ('Also delete src/a.py') refuses. Seen: repaired, usable,
# src/a.py as the first answer wrote it.
@pytest.mark.parametrize(
    "after",
    [
        {"file_path": "src/a.py", "content": ["x = 2"]},
        {"src/a.py": ["x = 2"]},
        {"edits": [["src/a.py", "x = 1", "x = 2"]]},
        {"src/a.py": {"line 1": "x = 2"}},
        {"rename": {"from": "src/a.py", "to": "src/b.py"}},
        {"action": "delete", "path": "src/a.py"},
    ],
    ids=["content-lines", "path-lines", "edit-row", "path-line-map", "rename", "delete"],
)
@pytest.mark.parametrize(
    "layout",
    ["\n\n{}\n", "\n\nUpdate: {}\n", "\n\nOops, fix:\n```json\n{}\n```\n"],
    ids=["blank-line", "label", "fence"],
)
def test_a_json_edit_after_a_legacy_answer_is_no_report(after: Any, layout: str) -> None:
    text = _legacy() + layout.format(json.dumps(after))
    result = parse_response(text)
    assert not result.usable, (result.status, files_of(result))


# Class (false refusal): a key that is a path with a string (fix-legacy13) refuses the answer
# as file text even when the string is a one-line description of a held file or the key is a
# package name ('socket.io', 'chart.js'); so does any string over a line that names a held
# file (taken for a diff of it), a summary or explanation in prose: models add all of these
# beside 'files'. Seen: rejected_files (changed-after, mixed-conventions), never wrong.
@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("file_descriptions", {"src/a.py": "Main module"}),
        ("packages", {"socket.io": "^4.7.2"}),
        ("libraries", {"chart.js": "^4.4.0"}),
        ("summary", "Created src/a.py.\nIt sets x."),
        ("explanation", "The project:\n- src/a.py holds the logic\n- run it with python"),
    ],
    ids=["descriptions", "socket-io", "chart-js", "summary-lines", "explanation-list"],
)
def test_a_description_or_package_under_another_key_leaves_the_answer_usable(
    key: str, value: Any
) -> None:
    result = parse_response(_legacy(**{key: value}))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("src/a.py", "x = 1\n")]


# Checked and held (regression tests): the same steps after the answer are refused, and a bare
# legacy path with a blank, '#' or wrapping marks is refused; a plain call-free bare path reads.
@pytest.mark.parametrize(
    "steps",
    ["cd src && sed -i 's/1/2/' a.py", "• sed -i 's/1/2/' src/a.py", "sed -i 's/1/2/' src/*.py"],
)
def test_the_same_steps_after_a_legacy_answer_are_refused(steps: str) -> None:
    text = _legacy() + "\n\nThen run:\n\n```bash\n" + steps + "\n```\n"
    assert not parse_response(text).usable


@pytest.mark.parametrize("path", ["a.py # entry", "<a.py>", "src/a.py (excerpt)", "a.py //x"])
def test_a_bare_path_of_two_readings_is_refused(path: str) -> None:
    text = '{"files": [{"file_path": ' + path + ', "content": "x"}]}'
    assert not parse_response(text).usable


# Class: a bare legacy path set apart by guillemets ('«lib/a.js»', '\u2039lib/a.js\u203a'):
# the marks are no quotes to the repair and not in legacy._WRAPS, so the path is written with
# them. The marks the rule lists are refused or read as quotes ('(lib/a.js)', '`lib/a.js`':
# lib/a.js).
# Seen: repaired, usable, a file named with the marks.
@pytest.mark.parametrize(
    "path", ["\u00ablib/a.js\u00bb", "\u2039lib/a.js\u203a"], ids=["double", "single"]
)
def test_a_bare_path_in_guillemets_is_no_name_with_them(path: str) -> None:
    text = '{"files": [{"file_path": ' + path + ', "content": "x"}]}'
    meant_or_refused(parse_response(text), [("lib/a.js", "x")])


@pytest.mark.parametrize("path", ["(lib/a.js)", "`lib/a.js`", "<lib/a.js>", "*lib/a.js*"])
def test_a_bare_path_in_the_listed_marks_is_refused_or_read_inside(path: str) -> None:
    text = '{"files": [{"file_path": ' + path + ', "content": "x"}]}'
    meant_or_refused(parse_response(text), [("lib/a.js", "x")])


@pytest.mark.parametrize("path", ["app/(auth)/login/page.tsx", "src/a(1).py", "404.html"])
def test_a_bare_path_with_marks_inside_reads_whole(path: str) -> None:
    text = '{"files": [{"file_path": ' + path + ', "content": "x"}]}'
    meant_or_refused(parse_response(text), [(path, "x")])


# Class: a legacy answer written with smart quotes throughout (“files”, “content”), a member
# after the content on the same line (“language”: “python”): read with the GeneratedCode schema
# the content goes on past its closing ” over the next member ('x”, “language”: “python'), no
# guess; without the schema, and when the member is on the next line, the same text reads
# right. Seen: repaired, usable, WRONG content (every file of the answer).
@pytest.mark.parametrize(
    "text",
    [
        "{“files”: [{“file_path”: “a.py”, “content”: “x = 1”, “language”: “python”}]}",
        "{“files”: [{“file_path”: “a.py”, “content”: “x = 1”, “size”: 5, “mode”: “w”}]}",
    ],
    ids=["language", "two-members"],
)
def test_a_smart_quoted_content_ends_at_its_closing_quote(text: str) -> None:
    meant_or_refused(parse_response(text), [("a.py", "x = 1")])


def test_a_smart_quoted_content_with_the_member_on_the_next_line_reads() -> None:
    """Control: the same answer pretty-printed (the member on its own line) reads right."""
    text = (
        "{\n  “files”: [\n    {\n      “file_path”: “a.py”,\n      “content”: “x = 1”,\n"
        "      “language”: “python”\n    }\n  ]\n}"
    )
    assert files_of(parse_response(text)) == [("a.py", "x = 1")]


# Class: a number followed by a blank and a smart-quoted key whose ',' was left out
# ('{"a": 5 “b”: 2}'): the mark-led continuation of a number (fa9bab7, _PHRASE_AFTER_NUMBER's
# new alternative) takes “ as a mark (the bare-value and bare-key mark classes exclude the smart
# quotes, this one does not), so the number, the key and its value become one string, no
# guess; with a straight quote the comma is put in ('missing-comma').
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("{“a”: 5 “b”: 2}", {"a": 5, "b": 2}),
        ('{"a": 1.5 \u2018b\u2019: 2}', {"a": 1.5, "b": 2}),
        ('{"a": [1 “x”]}', {"a": [1, "x"]}),
    ],
    ids=["double", "single", "array-item"],
)
def test_a_number_before_a_smart_quote_is_no_phrase(text: str, meant: Any) -> None:
    result = repair_json_report(text)
    assert json.loads(result.text) == meant or result.guesses


# Class: two complete legacy answers, the second introduced by the prose before it as the
# version the answer replaces ('For reference, the original was:', 'Before my change:'): of two
# complete answers the last is taken as a correction (the other-values reading), whatever the
# words before it say; an example's intro ('Example format:') is weighed, an original's is
# not. Seen: repaired (json-other-values warning), usable, the original's files.
@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Here is the updated file:", "For reference, the original was:"),
        ("After:", "Before (the original, for reference):"),
    ],
    ids=["for-reference", "after-before"],
)
def test_an_original_quoted_after_the_answer_is_no_correction(first: str, second: str) -> None:
    new = json.dumps({"files": [{"file_path": "src/a.py", "content": "x = 2\n"}]}, indent=2)
    text = f"{first}\n\n{new}\n\n{second}\n\n{_legacy()}\n"
    meant_or_refused(parse_response(text), [("src/a.py", "x = 2\n")])
