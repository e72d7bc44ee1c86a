"""A new user's first hour, attacked from outside: each test is one finding, failing today.

Found by following README.md's quick start on a fresh clone in a brand-new venv, then every
page of docs/ and every command of ``artifact-codec``. Each test's docstring says what was
done, what happened, and what was expected (by the docs, the help text or the project's rules).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pydantic import BaseModel

from artifact_codec import apply_edits, extract_json

ROOT = Path(__file__).parent.parent
EXAMPLES = ROOT / "examples"
DATA = Path(__file__).parent / "data" / "hunt_firsthour"


def _cli(*args: str, cwd: Path, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """Run the installed command line as a user does, in ``cwd``."""
    done = subprocess.run(
        [sys.executable, "-m", "artifact_codec", *args],
        cwd=cwd,
        input=stdin.decode("utf-8") if stdin is not None else None,
        stdin=None if stdin is not None else subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    assert "Traceback" not in done.stderr, done.stderr
    return done


# -- outputs written over inputs -----------------------------------------------------------------


def test_html_report_is_not_written_over_a_response_of_the_folder(tmp_path: Path) -> None:
    """Done: ``validate logs/ --html logs/001.txt`` (a typo for the report's name, or tab
    completion gone wrong), logs/ being a copy of examples/logs/.
    Happened: exit 1, 'report written to logs/001.txt': the model response 001.txt is gone,
    replaced by the HTML page; a second run reads the page as a response.
    Expected: docs/cli.md, "No output ever goes over an input": exit 2, one line naming the
    output (--html) and the input, nothing written; 001.txt unchanged."""
    logs = tmp_path / "logs"
    logs.mkdir()
    for source in sorted((EXAMPLES / "logs").iterdir()):
        (logs / source.name).write_bytes(source.read_bytes())
    before = (logs / "001.txt").read_bytes()
    done = _cli("validate", "logs", "--html", "logs/001.txt", "--quiet", cwd=tmp_path)
    assert (logs / "001.txt").read_bytes() == before
    assert done.returncode == 2, done.stdout + done.stderr
    assert "--html" in done.stderr
    assert "001.txt" in done.stderr


def test_html_report_is_not_written_over_the_jsonl_log(tmp_path: Path) -> None:
    """Done: ``validate --jsonl --field resps.0.0 samples.jsonl --html samples.jsonl``.
    Happened: exit 1, 'report written to samples.jsonl': the evaluation log (the only copy of
    the model's answers) is replaced by the HTML page. ``-o samples.jsonl`` is refused with
    exit 2 ("the output 'samples.jsonl' (-o/--output) is the input"), --html is not.
    Expected: the same refusal for --html: exit 2, nothing written, the log unchanged."""
    log = tmp_path / "samples.jsonl"
    log.write_bytes((EXAMPLES / "samples.jsonl").read_bytes())
    before = log.read_bytes()
    done = _cli(
        "validate", "--jsonl", "--field", "resps.0.0", "samples.jsonl", "--html", "samples.jsonl",
        "--quiet", cwd=tmp_path,
    )  # fmt: skip
    assert log.read_bytes() == before
    assert done.returncode == 2, done.stdout + done.stderr


def test_html_report_is_not_written_over_the_single_response(tmp_path: Path) -> None:
    """Done: ``validate answer.txt --html answer.txt``.
    Happened: exit 0, 'report written to answer.txt': the response is replaced by HTML.
    Expected: exit 2, the response unchanged (docs/cli.md: no output ever goes over an input)."""
    answer = tmp_path / "answer.txt"
    answer.write_bytes((EXAMPLES / "answer.txt").read_bytes())
    before = answer.read_bytes()
    done = _cli("validate", "answer.txt", "--html", "answer.txt", cwd=tmp_path)
    assert answer.read_bytes() == before
    assert done.returncode == 2, done.stdout + done.stderr


def test_repair_redirected_over_its_input_says_so_like_dump(tmp_path: Path) -> None:
    """Done: ``artifact-codec repair broken.json > broken.json`` (and the same with dump).
    Happened: dump exits 2 with 'standard output is the input 'broken.json' (the shell may have
    emptied it before the command ran): nothing was written'; repair, on the same mistake,
    exits 1 with 'broken.json:1:1: the text is empty; expected a JSON value': the user is told
    their file is empty, not that their own redirection emptied it.
    Expected: docs/cli.md, "Standard input or output counts when the shell redirects it from
    or to a file": repair (like dump) exits 2 and names the redirection."""
    for command in ("dump", "repair"):
        target = tmp_path / f"{command}.json"
        target.write_bytes((EXAMPLES / "broken.json").read_bytes())
        with target.open("r+b") as handle:
            handle.truncate(0)  # what the shell's '>' did before the command started
            done = subprocess.run(
                [sys.executable, "-m", "artifact_codec", command, target.name],
                cwd=tmp_path, stdout=handle, stderr=subprocess.PIPE, text=True, timeout=60,
                check=False,
            )  # fmt: skip
        assert done.returncode == 2, (command, done.stderr)
        assert "standard output is the input" in done.stderr, (command, done.stderr)


# -- documented examples that print something else than shown -----------------------------------


class Verdict(BaseModel):
    """The model of docs/repair.md's example, as written there."""

    code_changes_summary: str
    evaluation_script_path: str


def test_extract_json_with_a_model_reads_the_value_the_agent_wrote() -> None:
    """Done: docs/repair.md's example: ``extract_json(transcript, model=Verdict)`` on
    tests/data/extract/transcript-result-at-end.txt, Verdict having two of the object's three
    keys (pydantic ignores extra keys by default, and an agent's JSON often has more keys than
    the caller needs).
    Happened: ``verdict.evaluation_script_path`` is
    'eval.py", "evaluation_output": "ok: {"done": true}\\n3 passed' (the next key and its value
    swallowed into the string), with no guess reported; the page's comment says ``# eval.py``.
    ``extract_json(transcript)`` without a model reads 'eval.py' correctly.
    Expected: 'eval.py' (what the agent wrote and what the page shows); tests/test_docs.py
    never compares what a python block prints, so the page's example passes while it is wrong."""
    transcript = (ROOT / "tests/data/extract/transcript-result-at-end.txt").read_text("utf-8")
    assert extract_json(transcript)["evaluation_script_path"] == "eval.py"
    verdict = extract_json(transcript, model=Verdict)
    assert verdict.evaluation_script_path == "eval.py"


def _python_block_output(page: str, first_line_of_block: int) -> str:
    """Run one python block of a page from a copy of the repository root; what it printed."""
    import markdown_it

    text = (ROOT / page).read_text("utf-8")
    for token in markdown_it.MarkdownIt("commonmark").parse(text):
        if token.type == "fence" and token.map and token.map[0] + 1 == first_line_of_block:
            done = subprocess.run(
                [sys.executable, "-c", token.content],
                cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
            )  # fmt: skip
            assert done.returncode == 0, done.stderr
            return done.stdout
    raise AssertionError(f"no block at {page}:{first_line_of_block}")


def test_repair_page_first_example_prints_what_its_comments_show() -> None:
    """Done: ran docs/repair.md's first python block (line 3) and compared what it printed with
    the comments beside the print calls.
    Happened: the report line is 'line 1, column 29: replaced '}' with ']' ...' where the comment
    shows 'column 30', and a 'string-end' guess line comes first; evaluation_script_path prints
    'eval.py", "evaluation_output": ...' where the comment shows 'eval.py'.
    Expected: the comments are what the block prints (the project's rule: output a page shows
    must be what it prints); tests/test_docs.py runs python blocks but checks only that they do
    not raise, so these comments drifted unnoticed."""
    printed = _python_block_output("docs/repair.md", 3).splitlines()
    assert printed[0] == '{"key1": ["value1", "value2"], "key2": ["value3", "value4"]}'
    assert any(line.startswith("line 1, column 30: replaced '}' with ']'") for line in printed)
    assert "eval.py" in printed


# -- the README's second command on a fresh clone ------------------------------------------------


def test_no_wrong_edit_from_a_udiff_with_wrong_line_numbers() -> None:
    """Done: the README's ``pip install ".[test]" && pytest`` in a brand-new venv on a fresh
    ``git clone``. tests/test_apply_testbed.py::test_no_noise_model_produces_a_wrong_file
    failed: 'udiff/wrong-line-numbers: stdlib/test/audiotests.py' produced a WRONG file. The
    rendering is saved in tests/data/hunt_firsthour/ and applied here.
    Happened: apply_edits says ok; hunk 2 (``@@ -171,7``, old text found at lines 161 and 187)
    is applied at 187 ('it also matches at line 161: the line number 171 picked this one'),
    but the change was at 161: the file differs from the one meant, with status ok.
    Expected: docs/edits.md: a line hint picks a place only when it is within 3 lines of it and
    nearer than any other; 171 is within 3 lines of neither, so the hunk is ambiguous and the
    answer refused (or applied where meant). Never a wrong file with ok."""
    case = json.loads((DATA / "udiff-wrong-line-numbers-audiotests.json").read_text("utf-8"))
    result = apply_edits(case["answer"], case["before"])
    assert not result.ok or result.files == case["expected"]


def test_the_testbed_corpus_does_not_depend_on_the_installed_packages() -> None:
    """Done: the README's two quick-start commands on a fresh clone (a brand-new .venv with
    ``.[test]``), against this worktree's venv (``.[test,bench]``).
    Happened: tests/renderings.py's corpus takes .md/.json files from every site-packages
    folder on sys.path, so the random sample of the test bed (and every test using corpus())
    depends on which packages happen to be installed: the same commit passes in one venv and
    fails the README's ``pytest`` in the other (see the test above).
    Expected: tests/conftest.py's promise, "every run of pytest -- the README's, CI's, a user's
    first one on a fresh clone -- tries the same examples": the corpus is the same whatever
    else is installed (the standard library, npm, files in the repository)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from renderings import corpus

    from_installed_packages = [f.name for f in corpus() if f.name.startswith("site/")]
    assert from_installed_packages == []


# -- exit codes and words ------------------------------------------------------------------------


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs Linux's /proc")
def test_validate_of_a_named_file_that_cannot_be_read_exits_2(tmp_path: Path) -> None:
    """Done: ``artifact-codec validate /proc/self/mem`` (a path named on the command line whose
    read fails with EIO; as root, chmod 000 cannot make a file unreadable), and the same
    with --jsonl.
    Happened: exit 1 and '/proc/self/mem: invalid (none), 0 files -- cannot read the file:
    [Errno 5] Input/output error' (Python's OSError text, '[Errno 5]'); --jsonl prints
    '/proc/self/mem:0: invalid_record ...' and exits 1. parse, write and repair on the same path
    exit 2 with 'Error: /proc/self/mem: cannot read it: Input/output error'.
    Expected: docs/cli.md's exit-code table: 2 for "an input named on the command line that
    cannot be read" (only a file found in a folder is one unusable response), and no
    '[Errno N]' in a message."""
    for extra in ([], ["--jsonl", "--field", "resps.0.0"]):
        done = _cli("validate", *extra, "/proc/self/mem", cwd=tmp_path)
        assert done.returncode == 2, (extra, done.stdout, done.stderr)
        assert "[Errno" not in done.stdout + done.stderr


def test_ctrl_c_while_the_command_starts_prints_no_traceback(tmp_path: Path) -> None:
    """Done: ``artifact-codec validate examples/logs`` and SIGINT sent 0.3 s after the start
    (a user pressing Ctrl-C at once, having seen a wrong path in the command line; importing
    the package takes about 1.3 s here, 2 s under load).
    Happened: a 20-line traceback ending in 'KeyboardInterrupt' (raised inside an import of
    artifact_codec), and the process killed by SIGINT (returncode -2) instead of exiting.
    Expected: docs/cli.md: Ctrl-C gives exit 130, one line 'interrupted', no traceback, at any
    moment of the run."""
    done = subprocess.Popen(
        [sys.executable, "-m", "artifact_codec", "validate", str(EXAMPLES / "logs")],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    time.sleep(0.3)
    done.send_signal(signal.SIGINT)
    _, stderr = done.communicate(timeout=60)
    assert "Traceback" not in stderr, stderr
    assert done.returncode == 130, (done.returncode, stderr)
    assert stderr.strip().splitlines()[-1] == "interrupted"


def test_html_dash_is_standard_output_or_refused(tmp_path: Path) -> None:
    """Done: ``validate examples/logs/003.txt --html -`` (every other option that names an output
    file, -o/--output of pack, dump and validate --jsonl, takes '-' as standard output).
    Happened: a file literally named '-' is created in the working directory, and
    'report written to -' is printed.
    Expected: '-' means standard output, as docs/cli.md says of every output option, or a usage
    error (exit 2); never a file named '-'."""
    done = _cli("validate", str(EXAMPLES / "logs" / "003.txt"), "--html", "-", cwd=tmp_path)
    assert not (tmp_path / "-").exists()
    assert done.returncode == 2 or "<!DOCTYPE html>" in done.stdout, done.stderr


# -- progress bars on a terminal -----------------------------------------------------------------


def _on_a_terminal(args: list[str], cwd: Path) -> list[str]:
    """Run the command with standard output and error on one pseudo-terminal (a user's shell);
    the lines as the terminal shows them (a carriage return starts the line again)."""
    import pty
    import re
    import select

    master, slave = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "artifact_codec", *args],
        cwd=cwd, stdin=subprocess.DEVNULL, stdout=slave, stderr=slave,
    )  # fmt: skip
    os.close(slave)
    shown = b""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the other side closed
                break
            if not chunk:
                break
            shown += chunk
        elif process.poll() is not None:
            break
    process.wait(timeout=60)
    os.close(master)
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", shown.decode("utf-8", "replace"))
    return [line.rstrip("\r").split("\r")[-1] for line in text.split("\n")]


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_result_lines_are_not_glued_to_the_progress_bar_on_a_terminal(tmp_path: Path) -> None:
    """Done: ``artifact-codec validate responses/`` with 60 copies of examples/answer.txt, in a
    terminal (standard output and standard error on one pseudo-terminal, as in a shell); and,
    as a control that passes today, ``validate --jsonl --field resps.0.0`` on a 60-record log.
    Happened: for the folder, the bar is drawn on standard error and each result line is
    printed on standard output right after it, without clearing it: the terminal shows
    'validating  [#-----------------------------------]  2/60responses/10.txt: recovered
    (hybrid), 2 files' on every line.
    Expected: the bar of docs/cli.md ("a progress bar on standard error when it is a
    terminal") does not mangle the results: each result line starts with its source."""
    responses = tmp_path / "responses"
    responses.mkdir()
    answer = (EXAMPLES / "answer.txt").read_text("utf-8")
    for number in range(60):
        (responses / f"{number:02}.txt").write_text(answer, "utf-8")
    record = json.dumps({"doc_id": 0, "resps": [[answer]]})
    (tmp_path / "log.jsonl").write_text((record + "\n") * 60, "utf-8")
    for args, source in (
        (["validate", "responses"], "responses/"),
        (["validate", "--jsonl", "--field", "resps.0.0", "log.jsonl"], "log.jsonl:"),
    ):
        lines = _on_a_terminal(args, tmp_path)
        results = [line for line in lines if "recovered (hybrid)" in line]
        assert len(results) == 60, lines[:5]
        glued = [line for line in results if not line.startswith(source)]
        assert glued == [], glued[:3]


def test_write_into_a_folder_under_a_file_exits_2_like_a_target_that_is_a_file(
    tmp_path: Path,
) -> None:
    """Done: ``write answer.txt --out notes.txt`` and ``write answer.txt --out notes.txt/sub``,
    notes.txt being a regular file.
    Happened: the first is a usage error (exit 2, "Directory 'notes.txt' is a file."); the
    second exits 1 as a refused batch: 'notes.txt/sub: refused, nothing written: 1 refused, 2
    other files passed the checks' and 'the target cannot be created: 'notes.txt' is not a
    folder [target-not-a-directory]'.
    Expected: docs/cli.md's table: exit 2 for "an output file that cannot be created (-o
    somedir/, a missing parent folder)"; the same mistake, one level down, gets the same code."""
    (tmp_path / "notes.txt").write_text("my notes\n", "utf-8")
    answer = str(EXAMPLES / "answer.txt")
    assert _cli("write", answer, "--out", "notes.txt", cwd=tmp_path).returncode == 2
    done = _cli("write", answer, "--out", "notes.txt/sub", cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert (tmp_path / "notes.txt").read_text("utf-8") == "my notes\n"


def test_write_over_its_response_names_a_fix_that_fits_a_folder(tmp_path: Path) -> None:
    """Done: ``write project/resp.txt --out project --force``, the answer holding a file
    'resp.txt' (so it would replace the response it is read from).
    Happened: exit 2 (right) with "Error: the output 'project/resp.txt' (--out) is the input
    'project/resp.txt': nothing was written; write the output to another file": --out is a
    folder, and "another file" is not something --out can take. (With --incremental the same
    case says "write the files to another folder".)
    Expected: the fix named for --out is a folder (or moving the response out of it)."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "resp.txt").write_text(
        '{"total_files": 1}\n\n===FILE_CONTENT_BLOCK===\nPATH: resp.txt\n---\nnew\n'
        "===FILE_CONTENT_BLOCK===END\n",
        "utf-8",
    )
    done = _cli("write", "project/resp.txt", "--out", "project", "--force", cwd=tmp_path)
    assert done.returncode == 2
    assert "another file" not in done.stderr
    assert "folder" in done.stderr.splitlines()[-1]


def test_apply_does_not_edit_the_answer_it_reads(tmp_path: Path) -> None:
    """Done: ``apply project/answer.md --to project``, the answer (saved in the project, as a
    user keeps a model's reply next to the code) holding a SEARCH/REPLACE block for
    'answer.md' itself.
    Happened: exit 0, 'answer.md: applied at line 3 exactly', 'project: 0 files created, 1
    replaced': the answer file is rewritten by its own edit. ``write`` refuses the same case
    (exit 2, "the output 'project/resp.txt' (--out) is the input").
    Expected: the project's rule, "never writes an output over one of its inputs": exit 2,
    the answer unchanged."""
    project = tmp_path / "project"
    project.mkdir()
    answer = project / "answer.md"
    text = (
        "answer.md\n<<<<<<< SEARCH\nunique marker\n=======\noverwritten by apply\n>>>>>>> REPLACE\n"
    )
    answer.write_text(text, "utf-8")
    done = _cli("apply", "project/answer.md", "--to", "project", cwd=tmp_path)
    assert answer.read_text("utf-8") == text
    assert done.returncode == 2, done.stdout + done.stderr


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs Linux's /proc")
def test_verbose_validate_prints_no_line_0_column_0(tmp_path: Path) -> None:
    """Done: ``artifact-codec validate -v /proc/self/mem`` (a file whose read fails).
    Happened: '  /proc/self/mem:0:0: error: cannot read the file: [Errno 5] Input/output error
    [unreadable-file]': a place 0:0 that no editor can go to, and Python's '[Errno 5]'.
    Expected: docs/cli.md: "a file that cannot be read, which has no place in a text, as
    FILE: message" (``--strict`` already prints '/proc/self/mem: cannot read the file...')."""
    done = _cli("validate", "-v", "/proc/self/mem", cwd=tmp_path)
    assert ":0:0:" not in done.stdout + done.stderr
