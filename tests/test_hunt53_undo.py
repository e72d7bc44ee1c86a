"""hunt53-undo: IncrementalWriter.undo (``write --incremental``) and what it leaves on disk when
the final result vouches for none of the files (a command after the document changes a.py:
changed-after, files_doubted).

WRONG: with ``--force``, a user's a.py that is not UTF-8 text (a Latin-1 comment ``# café``, as
``# -*- coding: latin-1 -*-`` files are) is replaced by the model's ``x = 1``; its old text is
not read (``_read`` decodes UTF-8 only) so the undo keeps the model's file: the user's file is
lost and a file the result does not vouch for stays. Expected by hand: the user's bytes back.

WRONG: the user edits b.py while the stream goes on (after the writer wrote it); undo then
takes back nothing (one commit_changes for all, and b.py is not what it wrote): a.py, which
nobody but the writer touched and which the result doubts, stays ``x = 1`` on disk. Expected
by hand: a.py taken back (none there), b.py the user's text.
"""

from __future__ import annotations

from pathlib import Path

from test_hunt36_stream import _stream_into

from artifact_codec.ingest.stream import StreamParser
from artifact_codec.write.incremental import IncrementalWriter

D = "===FILE_CONTENT_BLOCK==="
DOC = (
    f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\nx = 1\n\n'
    f"{D}\nPATH: b.py\n---\ny = 2\n\n{D}END\n"
)
TAIL = "\nThen:\n\n```bash\nsed -i s/1/2/ a.py\n```\n"


def test_a_replaced_latin1_file_gets_its_bytes_back(tmp_path: Path) -> None:
    old = b"# -*- coding: latin-1 -*-\n# caf\xe9\nold = 0\n"
    (tmp_path / "a.py").write_bytes(old)
    _stream_into(tmp_path, DOC + TAIL, overwrite=True)
    assert (tmp_path / "a.py").read_bytes() == old


def test_a_file_the_user_edited_meanwhile_does_not_keep_the_others(tmp_path: Path) -> None:
    text = DOC + TAIL
    parser = StreamParser()
    writer = IncrementalWriter(tmp_path, fsync=False)
    cut = text.index(f"{D}END") + len(f"{D}END\n")
    for at in range(0, cut, 16):
        writer.handle(parser.feed(text[at : min(at + 16, cut)]))
    assert sorted(writer.written) == ["a.py", "b.py"]
    (tmp_path / "b.py").write_text("y = 2  # the user's\n")  # the user, during the stream
    writer.handle(parser.feed(text[cut:]))
    parser.close()
    result = parser.result
    assert result is not None
    assert result.files_doubted is not None
    writer.undo(result)
    assert not (tmp_path / "a.py").exists()
    assert (tmp_path / "b.py").read_text() == "y = 2  # the user's\n"
