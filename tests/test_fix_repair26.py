"""fix-repair26: readings of hunt 28 made structural (report held by the file's module-level
binding; a triple-quoted or backtick file text read as written or refused; a log line by its
shape). Expected values by hand."""

from __future__ import annotations

import json

import pytest

from artifact_codec import extract_json, parse_response


# --- closing.held_report: the file's last module-level binding gives the reported value -----
def _report(path: str, content: str, report: dict[str, object]) -> str:
    files = [{"file_path": path, "content": content}]
    answer = json.dumps({"files": files}, indent=2)
    return answer + "\n\nSummary: " + json.dumps({path: report}) + "\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("app.py", "PORT = 8080\nif DEBUG:\n    PORT = 5000\n"),  # conditional rebinding
        ("app.py", "PORT = 8080\nPORT += 1\n"),
        ("app.py", "PORT = 8080\nfrom settings import PORT\n"),
        ("app.py", "PORT = 8080\ndef f():\n    global PORT\n    PORT = 1\n"),
        ("web.js", "let PORT = 8080;\nPORT = 5000;\n"),  # overridden at indent 0
        ("web.js", "function f() {\n  const PORT = 8080;\n}\nconst PORT = 5000;\n"),
        ("config.json", '{"server": {"PORT": 8080}, "PORT": 5000}\n'),
        # (fix-literals27: a file with no stdlib parser gives the value on one line or is
        # refused; a second line may be its binding where a pattern cannot see, in a template)
        ("web.js", "const PORT = 8080;\nfunction f() {\n  const PORT = 1;\n}\n"),
    ],
)
def test_a_report_the_module_binding_does_not_give_is_refused(path: str, content: str) -> None:
    assert not parse_response(_report(path, content, {"PORT": 8080})).usable


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("app.py", "PORT: int = 5000\nPORT = 8080\n\n\ndef f():\n    PORT = 1\n"),
        ("app.py", '"""Doc: PORT = 1."""\nPORT = 8080\nif True:\n    X = PORT\n'),
        ("config.json", '{\n  "PORT": 8080\n}\n'),
    ],
)
def test_a_report_the_module_binding_gives_keeps_the_answer(path: str, content: str) -> None:
    result = parse_response(_report(path, content, {"PORT": 8080}))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


def test_a_boolean_is_not_a_number_in_a_report() -> None:
    assert not parse_response(_report("app.py", "DEBUG = 1\n", {"DEBUG": True})).usable


# --- literals.read_literal: a triple-quoted or backtick file text as written, or refused ----
def _files(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    return [(f.file_path, f.content) for f in result.code.files] if result.usable else None


def test_two_triple_quoted_texts_with_docstrings_are_each_read_as_written() -> None:
    a = '"""A."""\nx = 1\n'
    b = 'def f():\n    """F."""\n# done\n'
    answer = (
        '{"files": [{"path": "a.py", "content": """' + a + '"""}, '
        '{"path": "b.py", "content": """' + b + '"""}]}'
    )
    assert _files(answer) == [("a.py", a), ("b.py", b)]


def test_a_triple_quoted_text_with_a_docstring_and_a_backslash_is_refused() -> None:
    # (Python cannot read it as one string; as written, "\n" may be an escape or the code's)
    answer = '{"files": [{"path": "a.py", "content": """"""Doc."""\nprint("a\\nb")\n"""}]}'
    assert _files(answer) is None


def test_a_triple_quoted_text_without_quotes_inside_is_read_as_python_reads_it() -> None:
    answer = '{"files": [{"path": "a.py", "content": """x = 1\n"""}]}'
    assert _files(answer) == [("a.py", "x = 1\n")]


def test_a_template_literal_without_a_backslash_is_its_text() -> None:
    answer = '{"files": [{"path": "a.js", "content": `let t = "${x}";\n`}]}'
    assert _files(answer) == [("a.js", 'let t = "${x}";\n')]


# --- logprefix.is_log_field: a log line by its start ----------------------------------------
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        # a level word in capitals on one line, none beside it: no run of log lines
        ("Old: [1, 2]\nNOTE [5, 6] is the final pair", [5, 6]),
        # a date after words is a sentence's
        ("Old: [1, 2]\nThe run of 2026-11-20 gave [5, 6] in total", [5, 6]),
    ],
)
def test_a_sentence_gives_its_list(text: str, meant: list[int]) -> None:
    assert extract_json(text, which="last") == meant


@pytest.mark.parametrize(
    "log",
    [
        "10:30:01 worker [12, 3] flushed\n",
        "[2026-11-20 10:30:01] [12, 3] rows flushed\n",
        "Nov 20 10:16:00 host app[77]: [12, 3] flushed\n",
        "app.worker[77]: [12, 3] flushed\n",
        "ERROR: [12, 3] rows lost\nINFO: done\n",
    ],
)
def test_a_list_field_of_a_log_line_by_its_start_is_passed_over(log: str) -> None:
    assert extract_json('{"rows": 15}\n' + log, which="last") == {"rows": 15}
