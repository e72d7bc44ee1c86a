"""Label notes are read by an allow list (a note the reader cannot vouch for refuses the file),
in the four places a model writes one; a `PATH:` value cut by a comment mark that may be the
whole path is refused naming both readings; abbreviations such as ``e.g:`` are never paths."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.labels import note_is_harmless, note_refusal, valid_path

DELIMITER = "===FILE_CONTENT_BLOCK==="
BODY = "x = 1\n"


def _codes(text: str) -> list[str]:
    return [d.code for d in parse_response(text, finish_reason="stop").diagnostics]


@pytest.mark.parametrize(
    ("note", "code"),
    [
        ("(tail)", "label-note"),
        ("(new function)", "label-note"),
        ("(new code)", "label-note"),
        ("(part 1 of 2)", "label-note"),
        ("(was main)", "label-note"),
        ("(excerpt)", "partial-file"),
        ("(from main.py)", "conflicting-path"),
        ("(in place of main.py)", "conflicting-path"),
        ("(deleted)", "conflicting-path"),
    ],
)
def test_a_note_outside_the_allow_list_refuses_with_its_code(note: str, code: str) -> None:
    refused = note_refusal(note, "app.py")
    assert refused is not None
    assert refused[0] == code
    result = parse_response(f"### `app.py` {note}\n\n```python\n{BODY}```\n", finish_reason="stop")
    assert not result.usable
    assert code in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "note",
    ["(part of the answer)", "(the only file)", "(full code)", "(was broken)", "- main module"],
)
def test_whole_file_notes_stay_harmless(note: str) -> None:
    assert note_is_harmless(note)
    result = parse_response(f"### `app.py` {note}\n\n```python\n{BODY}```\n", finish_reason="stop")
    assert result.usable
    assert files_of(result) == [("app.py", BODY)]


def test_a_first_line_comment_note_is_weighed() -> None:
    text = "`src/app.py`\n\n```python\n# app.py (the imports)\nimport os\n```\n"
    assert "label-note" in _codes(text)
    harmless = "`src/app.py`\n\n```python\n# app.py - entry point\nimport os\n```\n"
    result = parse_response(harmless, finish_reason="stop")
    assert files_of(result) == [("src/app.py", "# app.py - entry point\nimport os\n")]


@pytest.mark.parametrize("path", ["docs/a: b.md", "music/AC -- DC.txt", "src/x - y.py"])
def test_a_path_that_a_comment_mark_may_cut_names_both_readings(path: str) -> None:
    text = f'{{"total_files": 1}}\n{DELIMITER}\nPATH: {path}\n---\n{BODY}{DELIMITER}END\n'
    result = parse_response(text, finish_reason="stop")
    assert not result.usable
    found = [d for d in result.diagnostics if d.code == "ambiguous-path"]
    assert found
    assert path in found[0].message
    assert repr(path.split(" ")[0].rstrip(":")) in found[0].message


def test_an_arrow_after_a_path_is_a_rename() -> None:
    text = (
        f'{{"total_files": 1}}\n{DELIMITER}\nPATH: app.py -> main.py\n---\n{BODY}{DELIMITER}END\n'
    )
    assert "conflicting-path" in _codes(text)


def test_a_tool_call_description_saying_partial_refuses() -> None:
    arguments = {"path": "app.py", "content": BODY, "description": "only the changed function"}
    call = {
        "type": "function",
        "function": {"name": "write_file", "arguments": json.dumps(arguments)},
    }
    assert "partial-file" in _codes(json.dumps({"tool_calls": [call]}))
    arguments["description"] = "Create the Flask app from the template"
    call["function"]["arguments"] = json.dumps(arguments)
    result = parse_response(json.dumps({"tool_calls": [call]}), finish_reason="stop")
    assert result.usable
    assert files_of(result) == [("app.py", BODY)]


@pytest.mark.parametrize("word", ["e.g", "i.e", "E.g", "etc.", "vs"])
def test_abbreviations_are_never_paths(word: str) -> None:
    assert not valid_path(word)


@pytest.mark.parametrize("kind", ["test", "source", "config", "docs", "search"])
@pytest.mark.parametrize(
    "decoration", ["{p} (the {k} file)", "`{p}` - {k} file", "**{p}** ({k})", "{p} \u2014 {k}"]
)
def test_a_note_naming_the_files_kind_is_harmless(kind: str, decoration: str) -> None:
    # The test bed's decorated paths (tests/renderings.py) name the file's kind; the allow
    # list refused "test" and "source" ("- test file", "(source)") until they were role words.
    label = decoration.format(p="pkg/a.py", k=kind)
    result = parse_response(f"{label}\n```python\nx = 1\n```\n")
    assert result.usable, (label, [d.code for d in result.diagnostics])
    assert [f.file_path for f in result.code.files] == ["pkg/a.py"]


def test_a_real_files_first_line_describing_itself_is_read() -> None:
    # /usr/share/perl5/Debian/Debhelper/Sequence/perl_openssl.pm starts so: a first-line
    # comment naming the file with a description is the file's own text, not a label's note
    # (the allow list refused it as label-note; hunt_hunt3-readers md-plain found it).
    content = "# perl_openssl.pm - debhelper addon for running dh_perl_openssl\n1;\n"
    result = parse_response(f"`perl_openssl.pm`\n```perl\n{content}```\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [("perl_openssl.pm", content)]


def test_a_first_line_comment_saying_part_of_the_file_is_still_refused() -> None:
    result = parse_response("`app.py`\n```python\n# app.py (excerpt)\nx = 1\n```\n")
    assert not result.usable
    assert "partial-file" in [d.code for d in result.diagnostics]
