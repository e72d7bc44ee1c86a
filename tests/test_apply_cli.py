"""artifact-codec apply ANSWER --to DIR: a dry run prints a unified diff; --json one object;
exit 0 applied, 1 refused (nothing written), 2 usage or an unreadable answer; no traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from fs_snapshot import snapshot  # type: ignore[import-not-found]

from artifact_codec.cli import main

ANSWER = """Here is the change:

app.py
```python
<<<<<<< SEARCH
def add(a, b):
    return a + b
=======
def add(a, b):
    \"\"\"Add two numbers.\"\"\"
    return a + b
>>>>>>> REPLACE
```
"""
BEFORE = b"def add(a, b):\r\n    return a + b\r\n"
AFTER = b'def add(a, b):\r\n    """Add two numbers."""\r\n    return a + b\r\n'


@pytest.fixture
def project(tmp_path: Path) -> Path:
    folder = tmp_path / "project"
    folder.mkdir()
    (folder / "app.py").write_bytes(BEFORE)
    (tmp_path / "answer.txt").write_text(ANSWER, "utf-8")
    return folder


def run(*args: str, stdin: str | bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["apply", *args], input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    # stdout_bytes: click's Result.stdout turns CRLF into LF.
    return result.exit_code, result.stdout_bytes.decode("utf-8"), result.stderr


def test_apply_writes_the_edits_and_keeps_crlf(project: Path) -> None:
    code, out, err = run(str(project.parent / "answer.txt"), "--to", str(project))
    assert code == 0, err
    assert (project / "app.py").read_bytes() == AFTER
    assert out == (
        "app.py: applied at lines 1-2 with the file's line breaks\n"
        f"{project}: 0 files created, 1 replaced, 0 refused\n"
    )


def test_a_dry_run_prints_a_unified_diff_and_writes_nothing(project: Path) -> None:
    before = snapshot(project)
    code, out, err = run(str(project.parent / "answer.txt"), "--to", str(project), "--dry-run")
    assert code == 0, err
    assert snapshot(project) == before
    assert out == (
        "--- a/app.py\n+++ b/app.py\n@@ -1,2 +1,3 @@\n def add(a, b):\r\n"
        '+    """Add two numbers."""\r\n     return a + b\r\n'
    )
    assert "dry run, nothing written" in err


def test_a_refused_edit_exits_1_with_feedback_and_writes_nothing(project: Path) -> None:
    (project / "app.py").write_bytes(b"something else\n")
    before = snapshot(project)
    code, out, err = run(str(project.parent / "answer.txt"), "--to", str(project))
    assert code == 1
    assert snapshot(project) == before
    assert out == ""
    assert "SEARCH/REPLACE block 1 for app.py (answer line 5) matched nothing" in err
    assert err.endswith(f"{project}: refused, nothing written\n")


def test_json_is_one_object(project: Path) -> None:
    code, out, _ = run(str(project.parent / "answer.txt"), "--to", str(project), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["ok"] is True
    assert data["edits"]["outcomes"][0]["rung"] == "line-endings"
    assert data["write"]["replaced"] == ["app.py"]
    code, out, _ = run(str(project.parent / "answer.txt"), "--to", str(project), "--json")
    assert code == 1
    data = json.loads(out)
    assert data["ok"] is False
    assert data["edits"]["outcomes"][0]["reason"] == "absent"
    assert "its new text is in the file already" in data["edits"]["feedback"]


def test_json_dry_run_carries_the_diff(project: Path) -> None:
    code, out, _ = run("-", "--to", str(project), "--json", "--dry-run", stdin=ANSWER)
    assert code == 0
    assert json.loads(out)["diff"].startswith("--- a/app.py\n+++ b/app.py\n")


def test_an_answer_without_edits_exits_1(project: Path) -> None:
    code, _, err = run("-", "--to", str(project), stdin="I cannot help with that.")
    assert code == 1
    assert "the answer holds no edits and no files" in err


def test_an_unreadable_answer_exits_2_without_a_traceback(project: Path) -> None:
    code, out, err = run("-", "--to", str(project), stdin=b"\xff\xfe not utf-8")
    assert code == 2
    assert out == ""
    assert err == "<stdin>:1:1: not valid UTF-8 at byte 0; save the file as UTF-8\n"
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "args",
    [
        ["answer.txt"],  # no --to
        ["missing.txt", "--to", "."],
        ["answer.txt", "--to", "no-such-folder"],
        ["answer.txt", "--to", ".", "--lock-timeout", "-1"],
    ],
)
def test_usage_errors_exit_2(
    project: Path, args: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(project.parent)
    code, _, err = run(*args)
    assert code == 2
    assert "Traceback" not in err
