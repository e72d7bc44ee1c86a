"""fix-prose31: prose and code blocks beside an answer's files. Expected by hand from what
the model meant."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

X2 = "x = 2\n"
NAMED = "# a.py\nx = 2\n"


def _json(content: str) -> str:
    return json.dumps({"files": [{"path": "a.py", "content": content}]}, indent=2)


# --- a code block naming a file the JSON writes: one text, or two -----------------------
@pytest.mark.parametrize(
    "block",
    [
        pytest.param("```python\n# a.py\nx = 1\n```", id="hash-comment"),
        pytest.param("```python\n# ./a.py\nx = 1\n```", id="dot-slash"),
        pytest.param("```js\n// a.py\nx = 1\n```", id="slash-comment"),
    ],
)
@pytest.mark.parametrize("where", ["before", "after"])
def test_a_block_naming_a_json_file_with_another_text_refuses(block: str, where: str) -> None:
    body = f"```json\n{_json(X2)}\n```"
    answer = f"{block}\n\n{body}\n" if where == "before" else f"{body}\n\n{block}\n"
    result = parse_response(answer)
    assert not result.usable
    assert "mixed-conventions" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize(
    "block",
    [
        pytest.param("```python\n# a.py\nx = 2\n```", id="same-text-below-the-name"),
        pytest.param("```python\n# b.py\nx = 1\n```", id="another-file-not-in-the-json"),
        pytest.param("```python\n# a note\nx = 1\n```", id="a-comment-no-path"),
    ],
)
def test_a_block_with_the_same_text_or_naming_no_json_file_keeps_it(block: str) -> None:
    result = parse_response(f"{block}\n\n```json\n{_json(X2)}\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 2\n")]


def test_the_json_holding_the_naming_line_too_is_one_text() -> None:
    result = parse_response(f"```python\n# a.py\nx = 2\n```\n\n```json\n{_json(NAMED)}\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "# a.py\nx = 2\n")]


# --- a commented-out line gives no value: a report of its value is not what the file holds ---
def _reported(path: str, content: str, report: dict[str, object]) -> str:
    files = [{"file_path": path, "content": content}]
    return (
        json.dumps({"files": files}, indent=2) + "\n\nSummary: " + json.dumps({path: report}) + "\n"
    )


@pytest.mark.parametrize(
    ("path", "content", "report"),
    [
        pytest.param("app.py", "PORT = 5000\n#PORT=8080\n", {"PORT": 8080}, id="python"),
        pytest.param("run.sh", "PORT=5000\n#PORT=8080\n", {"PORT": 8080}, id="shell"),
        pytest.param(".env.local", "PORT=5000\n  #PORT=8080\n", {"PORT": 8080}, id="env-local"),
        pytest.param(".env", "PORT=5000\n  #PORT=8080\n", {"PORT": 8080}, id="env-indented"),
        pytest.param(".env", "#PORT=8080\nPORT=5000\n", {"PORT": 8080}, id="env-before"),
        pytest.param("config.yaml", "port: 5000\n#port: 8080\n", {"port": 8080}, id="yaml"),
    ],
)
def test_a_report_of_a_commented_out_value_is_refused(
    path: str, content: str, report: dict[str, object]
) -> None:
    result = parse_response(_reported(path, content, report))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def test_a_report_of_the_live_value_beside_a_commented_one_keeps_the_file() -> None:
    content = "#PORT=5000\nPORT=8080\n"
    result = parse_response(_reported(".env", content, {"PORT": 8080}))
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(".env", content)]


def test_a_report_disagreeing_with_a_dockerfile_env_line_is_refused() -> None:
    # the Dockerfile gives PORT 5000 (``ENV PORT=5000``); the report says 8080: they disagree,
    # as ``PORT=5000`` in an .env and the report do (refused)
    result = parse_response(_reported("Dockerfile", "ENV PORT=5000\n", {"PORT": 8080}))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# --- a files map keyed by path: read only when it is the whole answer, valid as written ----
@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            json.dumps({"files": {"a.py": {"content": "x\n", "path": "b.py"}}}), id="other-path"
        ),
        pytest.param('{"files": {"a.py": "x = 1\\n", "a.py": "x = 2\\n"}}', id="path-twice"),
        pytest.param(
            "Example:\n```json\n" + json.dumps({"files": {"a.py": "x = 1\n"}}) + "\n```\n",
            id="text-around-it",
        ),
        pytest.param(json.dumps({"files": {"a.py": ["x = 1"]}}), id="not-a-text"),
    ],
)
def test_a_files_map_in_doubt_is_not_read(answer: str) -> None:
    assert not parse_response(answer).usable


def test_a_files_map_of_two_files_keeps_both_and_their_operations() -> None:
    files = {"a.py": "x = 1\n", "src/b.py": {"content": "y = 2\n", "action": "append"}}
    result = parse_response(json.dumps({"files": files}, indent=2))
    assert not result.usable  # (b.py is appended to, not written: refused as in the list)
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", "x = 1\n")]
