"""fix-hunt69-40: one answer holding two spellings shown alike (format.paths.shown_key,
PathSet(alike=True) in ingest.accept) is not usable, in either order, and the diagnostic names
both; a different file with a non-ASCII name stays usable. Expected values by hand."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response
from artifact_codec.format.paths import shown_key


def _answer(*files: tuple[str, str]) -> str:
    return json.dumps(
        {"total_files": len(files), "files": [{"path": p, "content": c} for p, c in files]}
    )


@pytest.mark.parametrize("other", ["src/\u0430.py", "src/a.py\u034f", "src/\uff41.py"])
def test_the_look_alike_first_then_the_plain_spelling_is_not_usable(other: str) -> None:
    result = parse_response(_answer((other, "x = 2\n"), ("src/a.py", "x = 1\n")))
    assert not result.usable
    messages = [d.message for d in result.diagnostics if d.code == "duplicate-path"]
    assert any("src/a.py" in m and repr(other) in m for m in messages), messages


def test_a_name_in_another_script_that_looks_like_no_other_is_usable() -> None:
    # By hand: "src/\u0436.py" (Cyrillic zhe) looks like no Latin name held by the answer.
    result = parse_response(_answer(("src/a.py", "x = 1\n"), ("src/\u0436.py", "y = 2\n")))
    assert result.usable
    assert sorted(f.file_path for f in result.code.files) == ["src/a.py", "src/\u0436.py"]


def test_shown_key_reads_the_look_alikes_as_the_name_shown() -> None:
    assert shown_key("SRC/\u0410.py") == "src/a.py"
    assert shown_key("src/a.\u0440y\u2800") == "src/a.py"
    assert shown_key("src/a.py") == "src/a.py"


def test_a_page_reads_unicode_line_ends_as_lines_only_inside_its_script() -> None:
    # By hand: the LS in the page's text stays as written; the one in the <script> is a line
    # end (offsets kept, one character for one).
    from artifact_codec.ingest.placeholders import _as_lines

    page = (
        "<p>a\u2028b</p>\n<SCRIPT type=module>x\u2028y</script>\n<p>c\u2029d</p>\n<script>z\u2029w"
    )
    assert _as_lines(page, "html") == (
        "<p>a\u2028b</p>\n<SCRIPT type=module>x\ny</script>\n<p>c\u2029d</p>\n<script>z\nw"
    )


@pytest.mark.parametrize(
    ("value", "path", "meant"),
    [
        ("x = 1\n", "a.py", False),  # a finished program
        ("x = (a +\n     b)", "a.py", False),  # brackets closed over lines
        ("x = a ** ", "a.py", True),  # an operand missing
        ("d = {'k': [1, ", "a.py", True),
        ("def f(:\n", "a.py", False),  # broken, and no operand finishes it
        ("BAR=", ".env", False),  # a complete line of another language: no decision
        ("SEP = ", None, True),  # no path known: the last characters
    ],
)
def test_a_text_ends_inside_an_expression_by_its_language(
    value: str, path: str | None, meant: bool
) -> None:
    from artifact_codec.jsonfix.code_end import ends_inside_expression

    assert ends_inside_expression(value, path) is meant


def test_a_process_value_under_env_that_its_line_gives_is_usable() -> None:
    # By hand: the worker line gives PORT=9090; the report nests 9090 under the worker's env:
    # it says what the file holds.
    procfile = "web: PORT=5000 gunicorn app:app\nworker: env PORT=9090 python w.py\n"
    files = [{"file_path": "Procfile", "content": procfile}]
    report = {"Procfile": {"worker": {"env": {"PORT": 9090}}}}
    text = json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps(report) + "\n"
    result = parse_response(text)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("Procfile", procfile)]
