"""Hunt 36: a file a command after the end marker changes, kept among the "complete" files.

Expected by hand: the native document writes a.py (x = 1) and b.py; after its end marker the
answer changes a.py (`echo 'x = 3' > a.py`, `sed -i`, a pycon session writing it). The model
meant a.py to end as that command leaves it, not as "x = 1". docs/lenient.md: every file
written before such a command is refused (changed-after), and a `rejected_files` result keeps
only the others in `code`. So neither a partial write (allow_partial) nor the stream's early
events (which an IncrementalWriter writes) may give a.py = "x = 1".
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from artifact_codec import StreamParser, parse_response
from artifact_codec.cli import main
from artifact_codec.write.incremental import IncrementalWriter, reason_not_to_write

D = "===FILE_CONTENT_BLOCK==="
DOC = (
    f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\nx = 1\n\n'
    f"{D}\nPATH: b.py\n---\ny = 2\n\n{D}END\n"
)
TAILS = [
    pytest.param("\nThen:\n\n```bash\necho 'x = 3' > a.py\n```\n", id="bash-redirect"),
    pytest.param("\nThen run `sed -i 's/1/2/' a.py`.\n", id="sed-in-prose"),
    pytest.param(
        "\nCheck it:\n\n```pycon\n>>> open('a.py', 'w').write('q')\n1\n```\n", id="pycon-write"
    ),
]


@pytest.mark.parametrize("tail", TAILS)
def test_a_partial_write_does_not_keep_the_file_changed_after(tail: str) -> None:
    result = parse_response(DOC + tail)
    assert not result.usable
    paths = [f.file_path for f in result.code.files]
    assert reason_not_to_write(result, allow_partial=True) is not None or "a.py" not in paths, (
        result.status,
        paths,
    )


def _stream_into(folder: Path, text: str, *, overwrite: bool = False) -> IncrementalWriter:
    """``write --incremental``: each FileCompleted written as it comes, then the final result."""
    parser = StreamParser()
    writer = IncrementalWriter(folder, overwrite=overwrite, fsync=False)
    for at in range(0, len(text), 16):
        writer.handle(parser.feed(text[at : at + 16]))
    events = parser.close()
    result = parser.result
    assert result is not None
    if reason_not_to_write(result, allow_partial=True) is None:
        writer.handle(events)
    writer.undo(result)
    return writer


def _on_disk(folder: Path) -> dict[str, str]:
    return {p.name: p.read_text() for p in sorted(folder.iterdir()) if p.is_file()}


# The stream announces a.py when b.py starts, long before the command after the end marker
# arrives; an IncrementalWriter writes it then. The final result vouches for none of the
# files (changed-after): the writer takes back what it wrote. Expected by hand: the folder
# ends as it was (empty): no a.py = "x = 1", which the model meant changed.
@pytest.mark.parametrize("tail", TAILS)
def test_an_incremental_write_takes_back_the_file_changed_after(tail: str, tmp_path: Path) -> None:
    writer = _stream_into(tmp_path, DOC + tail)
    assert _on_disk(tmp_path) == {}
    assert writer.undone == ["a.py", "b.py"]
    assert writer.written == []


# A file the writer replaced (--force) gets its text back.
def test_an_incremental_write_puts_back_the_file_it_replaced(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("old = 0\n")
    _stream_into(tmp_path, DOC + TAILS[0].values[0], overwrite=True)
    assert _on_disk(tmp_path) == {"a.py": "old = 0\n"}


# Nothing follows that changes a file: the files stay written.
def test_an_incremental_write_keeps_the_files_of_a_usable_answer(tmp_path: Path) -> None:
    writer = _stream_into(tmp_path, DOC + "\nRun it with `python a.py`.\n")
    assert _on_disk(tmp_path) == {"a.py": "x = 1\n", "b.py": "y = 2\n"}
    assert writer.undone == []


# A file changed by someone else since the writer wrote it is not taken back: nothing is.
def test_an_incremental_write_leaves_a_file_changed_since(tmp_path: Path) -> None:
    parser = StreamParser()
    writer = IncrementalWriter(tmp_path, fsync=False)
    text = DOC + TAILS[0].values[0]
    writer.handle(parser.feed(text))
    (tmp_path / "a.py").write_text("mine = 1\n")
    parser.close()
    assert parser.result is not None
    # (fix-shell33, hunt53-undo: the user's a.py stays; b.py, which only the writer touched
    # and the result doubts, is still taken back)
    assert writer.undo(parser.result) == ["b.py"]
    assert _on_disk(tmp_path) == {"a.py": "mine = 1\n"}
    assert writer.failure is not None


# The CLI's ``write --incremental``: the files taken back are said, none stays, exit 1.
def test_write_incremental_takes_back_the_files_changed_after(tmp_path: Path) -> None:
    out = tmp_path / "out"
    text = DOC + TAILS[1].values[0]
    result = CliRunner().invoke(
        main, ["write", "-", "--out", str(out), "--incremental"], input=text
    )
    assert result.exit_code == 1, result.output
    assert "took back a.py" in result.output
    assert "took back b.py" in result.output
    assert _on_disk(out) == {}
    shown = CliRunner().invoke(
        main, ["write", "-", "--out", str(out), "--incremental", "--json"], input=text
    )
    report = json.loads(shown.stdout.splitlines()[-1])
    assert report["write"]["written"] == []
    assert report["write"]["undone"] == ["a.py", "b.py"]
