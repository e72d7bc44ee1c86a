"""fix-prose32: files map checked as a list, named blocks read by the label reader, state
words as whole files, commented-out values in files of NAME=value lines. Expected by hand."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


def _json_a(content: str) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": content}]}, indent=2)


@pytest.mark.parametrize(
    ("first", "code", "language"),
    [
        # the block names a.py and shows the JSON's very text: one reading, a.py is x = 2
        pytest.param("# a.py (updated)", "x = 2", "python", id="same-text"),
        pytest.param("# In a.py:\n", "x = 2", "python", id="same-text-blank-after"),
        # a shell block that runs a.py is no text of a.py
        pytest.param("# Run a.py", "python a.py", "bash", id="run-in-bash"),
    ],
)
def test_a_block_naming_a_json_file_that_is_no_other_text_is_one_reading(
    first: str, code: str, language: str
) -> None:
    body = _json_a("x = 2\n")
    answer = f"```{language}\n{first}\n{code}\n```\n\n```json\n{body}\n```\n"
    result = parse_response(answer)
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 2\n")]


def test_a_files_map_with_text_contents_is_still_read() -> None:
    files = {"a.py": {"content": "x = 1\n"}, "b.py": "y = 2\n"}
    result = parse_response(json.dumps({"files": files}, indent=2))
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", "x = 1\n"),
        ("b.py", "y = 2\n"),
    ]


@pytest.mark.parametrize("marker", ["(unchanged)", "<no changes>", "same as before", "[DELETED]"])
def test_a_markdown_file_whose_whole_content_is_a_state_word_is_not_written(marker: str) -> None:
    answer = f"a.py\n```python\nx = 1\n```\n\nb.py\n```python\n{marker}\n```\n"
    result = parse_response(answer)
    if result.usable:
        assert "b.py" not in [f.file_path for f in result.code.files]
    assert "placeholder-file" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("content", ["deleted = True\n", "# unchanged since 2019\nx = 1\n"])
def test_a_state_word_inside_code_is_code(content: str) -> None:
    files = [{"path": "a.py", "content": content}]
    result = parse_response(json.dumps({"files": files}, indent=2))
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", content)]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        ("Makefile", "PORT = 9090\n"),
        ("Dockerfile", "FROM python:3.12\nENV PORT=9090\n"),  # (a whole Dockerfile)
        ("Gemfile", "PORT = 9090\n"),
    ],
)
def test_a_report_keyed_by_an_extensionless_file_name_agreeing_is_kept(
    path: str, content: str
) -> None:
    # the report says what the file holds: nothing new, the file is as the model meant
    files = [{"file_path": path, "content": content}]
    answer = json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps({path: {"PORT": 9090}})
    result = parse_response(answer + "\n")
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


def test_a_report_keyed_by_a_dockerfile_disagreeing_is_refused() -> None:
    files = [{"file_path": "Dockerfile", "content": "ENV PORT 5000\n"}]
    answer = (
        json.dumps({"files": files}, indent=2) + "\n\n" + json.dumps({"Dockerfile": {"PORT": 9090}})
    )
    assert not parse_response(answer + "\n").usable


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a # line of C gives a value: no line of the file is a NAME=value line alone
        pytest.param("config.h", "#define PORT 8080\n", id="c-define"),
        # the file of NAME=value lines says 8080 on a line that is no comment
        pytest.param(".envrc", "export PORT=8080\n# the port\n", id="envrc-set"),
    ],
)
def test_a_report_of_a_value_the_file_gives_is_kept(path: str, content: str) -> None:
    files = [{"file_path": path, "content": content}]
    answer = json.dumps({"files": files}, indent=2) + "\n\nSummary: PORT is now 8080.\n"
    result = parse_response(answer)
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
