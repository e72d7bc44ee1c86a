"""Chat answers' label lines (fix-labels23, issue 20): the shapes read as labels, the lines
that introduce a file without being a label (refused beside other files, never skipped), an
answer that ends on a file's label (cut off), and the path values that are no names (a URL, a
note in brackets). Expected values written by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    UnsafePathError,
    dumps,
    parse_response,
)
from artifact_codec.format.paths import normalize_path

_F = "def f():\n    return 1\n"
_B = "\n`b.py`:\n```python\ny = 2\n```\n"


def _codes(text: str) -> list[str]:
    return [d.code for d in parse_response(text).diagnostics]


@pytest.mark.parametrize(
    "label",
    [
        "Here is the fixed version of `app.py`:",
        "I rewrote `app.py` like this:",
        "Updated `app.py` and `c.py`:",
    ],
)
def test_a_line_introducing_an_unwritten_file_refuses_its_block(label: str) -> None:
    # the block is app.py (or part of it); b.py alone would lose it
    text = f"{label}\n```python\n{_F}```\n{_B}"
    result = parse_response(text)
    assert not result.usable, files_of(result)
    assert "unread-path" in _codes(text)


def test_a_line_about_running_a_file_is_not_its_label() -> None:
    # "Run `app.py`:" introduces commands (or code run with it), not app.py's content
    result = parse_response(f"Run `app.py`:\n```python\nimport app\n```\n{_B}")
    assert result.usable
    assert files_of(result) == [("b.py", "y = 2\n")]


def test_a_line_quoting_a_written_file_is_prose() -> None:
    # b.py is written under its own label; the block before quotes a part of it
    result = parse_response(f"The key part of `b.py` is:\n```python\ny = 2\n```\n{_B}")
    assert result.usable
    assert files_of(result) == [("b.py", "y = 2\n")]


@pytest.mark.parametrize(
    ("label", "path"),
    [
        ("__init__.py", "__init__.py"),
        ("### `pkg/__init__.py`", "pkg/__init__.py"),
        ("**__main__.py**", "__main__.py"),
        ("\u2728 **app.py**", "app.py"),
        ("<strong>src/app.py</strong>", "src/app.py"),
        ("Create **src/app.py** with:", "src/app.py"),
    ],
)
def test_decorations_of_a_label_are_not_the_name(label: str, path: str) -> None:
    result = parse_response(f"{label}\n```python\n{_F}```\n{_B}")
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, _F), ("b.py", "y = 2\n")]


@pytest.mark.parametrize(
    "end",
    [
        "Files:\n- `a.py`\n- `c.py`\n",  # a list of files is no label
        "## Next steps\n",  # a heading without a path
        "Run `a.py`:\n",  # a command's introduction
    ],
)
def test_an_answer_ending_on_other_lines_is_not_cut(end: str) -> None:
    result = parse_response("`a.py`:\n```python\nx = 1\n```\n\n" + end, finish_reason="stop")
    assert result.usable, result.diagnostics
    assert not result.truncated


def test_an_answer_ending_on_the_label_of_a_written_file_is_not_cut() -> None:
    # (the label names a.py again: nothing announced is missing)
    result = parse_response("`a.py`:\n```python\nx = 1\n```\n\n### a.py\n")
    assert not result.truncated


def test_the_dangling_label_is_named() -> None:
    result = parse_response("`a.py`:\n```python\nx = 1\n```\n\n### src/b.py\n")
    assert result.truncated
    assert any(d.code == "truncated" and "src/b.py" in d.message for d in result.diagnostics)


@pytest.mark.parametrize(
    "url", ["https://github.com/o/r/blob/main/a.py", "file:///a.py", "s3://bucket/a.py"]
)
def test_a_url_is_no_path(url: str) -> None:
    with pytest.raises(UnsafePathError) as raised:
        normalize_path(url)
    assert raised.value.rule == "url"


@pytest.mark.parametrize(
    "name", ["app.py [partial]", "app.py {partial}", "a [2].py", "_app.py_", "docs/x [draft].md"]
)
def test_a_name_with_brackets_round_trips(name: str) -> None:
    text = dumps(GeneratedCode(files=[GeneratedFile(file_path=name, content="x = 1\n")]))
    result = parse_response(text)
    assert result.usable
    assert files_of(result) == [(name, "x = 1\n")]
