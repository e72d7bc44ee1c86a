"""Hunt 34: closing._holds_value (fix-repair26's held report: the file's last module-level
binding gives the value) on files that are no Python and no JSON. A report after the answer
saying PORT is 8080 is held when 8080 is on a line at indent 0 that is no binding of the
file: inside a template literal, a block comment, a TOML multi-line string, a TOML table, a
shell here-document. The file's PORT is 5000 and the report says 8080: they disagree, as
in the plain case (refused, the control below). Expected by hand: not usable."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response


def _answer(path: str, content: str) -> str:
    files = [{"file_path": path, "content": content}]
    answer = json.dumps({"files": files}, indent=2)
    return answer + "\n\nSummary: " + json.dumps({path: {"PORT": 8080}}) + "\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "config.js", "const PORT = 5000;\nconst HELP = `\nPORT = 8080\n`;\n", id="js-template"
        ),
        pytest.param("config.js", "const PORT = 5000;\n/*\nPORT = 8080\n*/\n", id="js-comment"),
        pytest.param(
            "config.toml", 'PORT = 5000\nhelp = """\nPORT = 8080\n"""\n', id="toml-multiline"
        ),
        pytest.param("config.toml", "PORT = 5000\n[dev]\nPORT = 8080\n", id="toml-table"),
        pytest.param(
            "run.sh", "PORT=5000\ncat > x.env <<EOF\nPORT=8080\nEOF\n", id="shell-heredoc"
        ),
        pytest.param(".env", "PORT=5000\n#PORT=8080\n", id="env-commented-out"),
    ],
)
def test_a_report_a_non_python_file_gives_only_in_another_place_is_not_held(
    path: str, content: str
) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("config.js", "const PORT = 5000;\n", id="js"),
        pytest.param("config.toml", "PORT = 5000\n", id="toml"),
        pytest.param(".env", "PORT=5000\n", id="env"),
    ],
)
def test_the_plain_disagreement_is_refused(path: str, content: str) -> None:
    # control: the file gives PORT only 5000
    assert not parse_response(_answer(path, content)).usable


@pytest.mark.parametrize(
    ("content", "report"),
    [
        # the file's only PORT is a class attribute (usable before fix-repair26)
        pytest.param("class Config:\n    PORT = 8080\n", {"PORT": 8080}, id="class-attribute"),
        pytest.param(
            "from dataclasses import dataclass\n\n\n@dataclass\nclass Config:\n"
            "    port: int = 8080\n",
            {"port": 8080},
            id="dataclass-default",
        ),
        # a tuple of literals bound to a tuple of names
        pytest.param('HOST, PORT = "0.0.0.0", 8080\n', {"PORT": 8080}, id="tuple-assignment"),
    ],
)
def test_a_report_of_a_value_the_file_gives_once_is_held(
    content: str, report: dict[str, object]
) -> None:
    files = [{"file_path": "app.py", "content": content}]
    answer = json.dumps({"files": files}, indent=2)
    answer += "\n\nSummary: " + json.dumps({"app.py": report}) + "\n"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", content)]
