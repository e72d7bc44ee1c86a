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


# --- closing._holds_value: the file's one binding, by a stdlib parser where there is one -----
def _reported(path: str, content: str, report: dict[str, object]) -> bool:
    import json

    answer = json.dumps({"files": [{"file_path": path, "content": content}]}, indent=2)
    result = parse_response(answer + "\n\nSummary: " + json.dumps({path: report}) + "\n")
    files = [(f.file_path, f.content) for f in result.code.files]
    return result.usable and files == [(path, content)]


@pytest.mark.parametrize(
    ("path", "content", "report"),
    [
        ("app.py", 'HOST, PORT = "0.0.0.0", 8080\n', {"PORT": 8080}),
        ("app.py", "class Config:\n    PORT = 8080\n", {"PORT": 8080}),
        ("app.py", "class C:\n    port: int = 8080\n", {"port": 8080}),
        ("config.toml", "PORT = 8080\n[dev]\nPORT = 5000\n", {"PORT": 8080}),  # top-level key
        ("config.js", "const PORT = 8080;\n", {"PORT": 8080}),
    ],
)
def test_a_report_the_file_gives_once_is_held(
    path: str, content: str, report: dict[str, object]
) -> None:
    assert _reported(path, content, report)


@pytest.mark.parametrize(
    ("path", "content", "report"),
    [
        # the name bound twice in the file, once outside the module's top: no one value
        ("app.py", "class A:\n    PORT = 8080\nclass B:\n    PORT = 5000\n", {"PORT": 8080}),
        ("app.py", 'HOST, PORT = "0.0.0.0", 5000\n', {"PORT": 8080}),
        ("config.toml", "PORT = 5000\n[dev]\nPORT = 8080\n", {"PORT": 8080}),
        ("config.toml", 'PORT = 5000\nhelp = """\nPORT = 8080\n"""\n', {"PORT": 8080}),
        # two lines give the name a value in a file with no stdlib parser
        ("config.js", "const PORT = 5000;\nconst H = `\nPORT = 8080\n`;\n", {"PORT": 8080}),
        ("config.js", "const PORT = 8080;\n/*\nPORT = 5000\n*/\n", {"PORT": 8080}),
        ("run.sh", "PORT=5000\ncat > x.env <<EOF\nPORT=8080\nEOF\n", {"PORT": 8080}),
    ],
)
def test_a_report_without_the_file_s_one_value_is_refused(
    path: str, content: str, report: dict[str, object]
) -> None:
    assert not _reported(path, content, report)


@pytest.mark.parametrize("item", ["`a`, ", '"""x""", ', "`,"])
def test_many_literals_are_weighed_in_a_bound_and_refused(item: str) -> None:
    # (each literal's closer is weighed by reading the rest, the later literals in it too:
    # past a bound the reading is refused, never a RecursionError or a quadratic wait)
    import time

    from artifact_codec.errors import ArtifactDecodeError
    from artifact_codec.jsonfix.repair import repair_json

    started = time.perf_counter()
    with pytest.raises(ArtifactDecodeError):
        repair_json('{"a": [' + item * 20_000 + "]}")
    assert time.perf_counter() - started < 2.0
