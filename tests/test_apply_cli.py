"""artifact-codec apply ANSWER --to DIR: a dry run prints a unified diff; --json one object;
exit 0 applied, 1 refused (nothing written), 2 usage or an unreadable answer; no traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from fs_snapshot import snapshot  # type: ignore[import-not-found]

from artifact_codec.cli import main
from artifact_codec.errors import SymlinkError
from artifact_codec.write.edits import apply_to_folder

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


# -- the target given through a symbolic link ----------------------------------------------------


@pytest.mark.parametrize("spelling", ["plink", "plink/", "plink/."])
def test_a_target_that_is_a_link_is_refused_without_a_traceback(
    project: Path, spelling: str
) -> None:
    """The folder is read and written only as the writer opens it: a link at the target is
    refused (rule target-is-symlink), with one message, by the CLI and by apply_to_folder."""
    (project.parent / "plink").symlink_to("project")
    target = f"{project.parent}/{spelling}"
    before = snapshot(project.parent)
    code, out, err = run(str(project.parent / "answer.txt"), "--to", target)
    assert code == 1
    assert out == ""
    assert "[target-is-symlink]" in err
    assert "Traceback" not in err
    code, out, _ = run(str(project.parent / "answer.txt"), "--to", target, "--json")
    assert code == 1
    data = json.loads(out)
    assert data["ok"] is False
    assert "[target-is-symlink]" in data["error"]
    with pytest.raises(SymlinkError) as info:
        apply_to_folder(ANSWER, target)
    assert info.value.rule == "target-is-symlink"
    assert snapshot(project.parent) == before


# -- the answer is never written over ------------------------------------------------------------

EDITS_OF_THE_ANSWER = {
    "edited": "ans.md\n```\n<<<<<<< SEARCH\nTODO\n=======\nDONE\n>>>>>>> REPLACE\n```\n",
    "deleted": "*** Begin Patch\n*** Delete File: ans.md\n*** End Patch\n",
    "renamed away": (
        "*** Begin Patch\n*** Update File: ans.md\n*** Move to: old.md\n@@\n-TODO\n+DONE\n"
        "*** End Patch\n"
    ),
    "spelled ./ans.md": (
        "./ans.md\n```\n<<<<<<< SEARCH\nTODO\n=======\nDONE\n>>>>>>> REPLACE\n```\n"
    ),
}


@pytest.mark.parametrize("how", sorted(EDITS_OF_THE_ANSWER))
@pytest.mark.parametrize("dry_run", [False, True])
def test_apply_never_writes_over_its_answer(tmp_path: Path, how: str, dry_run: bool) -> None:
    """No output over an input (docs/security.md): an answer kept in the folder it edits, that
    names itself (edited, deleted, renamed), is refused before anything is read or written:
    exit 2, one line naming both paths, as ``write --out`` does."""
    project = tmp_path / "project"
    project.mkdir()
    answer = project / "ans.md"
    answer.write_text(EDITS_OF_THE_ANSWER[how] + "TODO\n")
    before = snapshot(tmp_path)
    code, out, err = run(str(answer), "--to", str(project), *(["--dry-run"] if dry_run else []))
    assert code == 2, err
    assert out == ""
    assert err.count("\n") == 1
    assert f"the output '{project}/ans.md' (--to) is the input '{answer}'" in err
    assert snapshot(tmp_path) == before


def test_apply_refuses_an_answer_piped_from_a_file_it_would_edit(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    answer = project / "ans.md"
    answer.write_text(EDITS_OF_THE_ANSWER["edited"] + "TODO\n")
    before = snapshot(tmp_path)
    with open(answer, "rb") as stdin:
        result = subprocess.run(
            [sys.executable, "-m", "artifact_codec", "apply", "-", "--to", str(project)],
            stdin=stdin,
            capture_output=True,
            text=True,
            check=False,
        )
    assert result.returncode == 2, result.stderr
    assert "is the input standard input" in result.stderr
    assert snapshot(tmp_path) == before


def test_an_answer_next_to_the_files_it_edits_is_fine(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "notes.md").write_text("TODO\n")
    answer = project / "ans.md"
    answer.write_text(EDITS_OF_THE_ANSWER["edited"].replace("ans.md", "notes.md"))
    code, _, err = run(str(answer), "--to", str(project))
    assert code == 0, err
    assert (project / "notes.md").read_text() == "DONE\n"
