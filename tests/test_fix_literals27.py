"""fix-literals27: a file text in triple quotes or backticks closed where the rest of the
document parses (not at the first quotes that look like an end); a pid ending a log line is
no answer; a report held only by the file's one top-level binding. Expected values by hand:
the text the model pasted between its outer quotes."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _files(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    return [(f.file_path, f.content) for f in result.code.files] if result.usable else None


def _one(quotes: str, path: str, content: str) -> str:
    return '{"files": [{"path": "' + path + '", "content": ' + quotes + content + quotes + "}]}"


# --- literals.read_literal: the closer after which the rest parses ---------------------------
@pytest.mark.parametrize(
    ("quotes", "path", "content"),
    [
        ('"""', "a.py", '# one """ in a comment\nx = 1\n'),  # an odd count inside
        ('"""', "a.py", 'x = "b"'),  # ends in a quote: """" before the closer
        ('"""', "a.py", 'SCRIPT = """\n#!/bin/sh\necho hi\n"""\n'),  # inner opener, then #
        ('"""', "a.py", 'FOOTER = """\n]\n}\n"""\nprint(FOOTER)\n'),  # closers of other kinds
        ("'''", "a.py", "x = 'a'\n"),  # ''' under double-quoted keys
        ("'''", "a.py", "def f():\n    '''D'''\n"),  # ''' holding '''
        ("`", "a.js", "const s = `hi ${name}`;\n"),
        ("`", "README.md", "Run `make` first.\n"),
        ("`", "a.js", "log(`a`, 1);\n"),  # a ',' then no key: no end of the value
    ],
)
def test_a_file_text_in_other_quotes_is_read_as_written(
    quotes: str, path: str, content: str
) -> None:
    assert _files(_one(quotes, path, content)) == [(path, content)]


def test_each_of_two_triple_quoted_files_ends_at_its_own_closer() -> None:
    # (the second file's closer also leaves a parseable rest after the first text, but the
    # reading closing the first text earlier takes it for the second text's closer)
    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
        '{"path": "b.py", "content": """y = \'\'\'2\'\'\'\n"""}]}'
    )
    assert _files(answer) == [("a.py", "x = 1\n"), ("b.py", "y = '''2'''\n")]


@pytest.mark.parametrize(
    ("quotes", "content"),
    [
        # an inner string opening with the very closers of the document: it could end there
        ('"""', 'X = """\n}]}\n"""\n'),
        ("`", "const X = `\n}]}\n`;\n"),
        # a backslash: Python's reading of the escape or the code's own (judgment: refused)
        ('"""', 'print("a\\nb")\n'),
        ("'''", "SEP = '\\t'\n"),
    ],
)
def test_a_file_text_with_two_readings_is_refused(quotes: str, content: str) -> None:
    assert _files(_one(quotes, "a.py", content)) is None


# --- logprefix.is_log_field: one number in brackets on a log line by its start ---------------
@pytest.mark.parametrize(
    "log",
    [
        "INFO:     Finished server process [12345]",  # a level written as one, alone
        "[2026-11-20 10:16:00 +0000] [1234] [INFO] Booting worker",  # between stamp and level
        "Nov 20 10:16:00 worker exited [77]",
        "WARN   worker exited [77]\nINFO   worker started [78]",  # a level by its neighbour
    ],
)
def test_a_process_id_on_a_log_line_is_no_answer(log: str) -> None:
    from artifact_codec import extract_json

    assert extract_json('{"ok": true}\n' + log, which="last") == {"ok": True}
