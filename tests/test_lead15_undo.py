"""commit_changes writes bytes as they are (a file put back whatever its encoding), and the
incremental writer's undo gives a replaced non-UTF-8 file its bytes back. By hand."""

from __future__ import annotations

from pathlib import Path

from artifact_codec import GeneratedFile, Status, parse_response
from artifact_codec.write.incremental import IncrementalWriter
from artifact_codec.write.writer import commit_changes


def test_commit_changes_writes_bytes_exactly(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("x = 1\n")
    old = b"# caf\xe9\r\nold = 0\n"
    commit_changes({"a.py": old}, tmp_path, expected={"a.py": b"x = 1\n"}, fsync=False)
    assert (tmp_path / "a.py").read_bytes() == old


def test_undo_puts_back_a_cp1252_file_byte_for_byte(tmp_path: Path) -> None:
    old = b"# \x93quoted\x94 \x80 sign\nold = 0\n"
    (tmp_path / "a.py").write_bytes(old)
    writer = IncrementalWriter(tmp_path, overwrite=True, fsync=False)
    writer.add(GeneratedFile(file_path="a.py", content="new = 1\n"))
    assert (tmp_path / "a.py").read_text() == "new = 1\n"
    refused = parse_response("no files here")
    assert refused.status is not Status.TRUNCATED
    assert writer.undo(refused) == ["a.py"]
    assert (tmp_path / "a.py").read_bytes() == old
