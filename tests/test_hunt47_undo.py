"""hunt47-undo: IncrementalWriter.undo takes back the files written early only when the
final result's ``files_doubted`` says so; an answer that gives a second version of a.py after
the document (a Markdown file labelled ``a.py`` or ``**a.py**``, or a whole corrected second
document) is read ``invalid`` (several-documents: which one is the answer cannot be told),
whose files_doubted is None: a.py ``x = 1``, written when the stream announced it, stays on
disk, though the model's last word on it is ``x = 7`` (the same later version given as ``#
a.py`` in the fence, mixed-conventions, is taken back). Expected by hand: no a.py ``x = 1``
on disk after ``write --incremental`` (the stale first version), as for mixed-conventions.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_hunt36_stream import _on_disk, _stream_into

from artifact_codec.ingest.stream import StreamParser
from artifact_codec.write.incremental import IncrementalWriter

D = "===FILE_CONTENT_BLOCK==="


def _doc(a: str) -> str:
    return (
        f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\n{a}\n\n'
        f"{D}\nPATH: b.py\n---\ny = 2\n\n{D}END\n"
    )


@pytest.mark.parametrize(
    "tail",
    [
        pytest.param("\na.py\n```python\nx = 7\n```\n", id="markdown-label-line"),
        pytest.param("\n**a.py**\n```python\nx = 7\n```\n", id="markdown-bold-label"),
        pytest.param("\nCorrected version:\n\n" + _doc("x = 7"), id="second-document"),
        pytest.param(
            "\na.py\n```python\n<<<<<<< SEARCH\nx = 1\n=======\nx = 7\n>>>>>>> REPLACE\n```\n",
            id="search-replace-edit",
        ),
        pytest.param("\na.py\n```python\nx = 7\n", id="markdown-version-cut"),
    ],
)
def test_a_later_version_of_a_py_takes_back_the_first(tail: str, tmp_path: Path) -> None:
    _stream_into(tmp_path, _doc("x = 1") + tail)
    assert _on_disk(tmp_path).get("a.py") != "x = 1\n", _on_disk(tmp_path)


# The folder a file was created in (pkg/, created by the writer for pkg/a.py) stays after the
# file is taken back. Expected by hand: the folder ends as it was before the write (empty), as
# test_hunt36_stream's taken-back files leave it: no folder the doubted answer made.
def test_taking_back_a_file_removes_the_folder_the_writer_made_for_it(tmp_path: Path) -> None:
    text = (
        f'{{"total_files": 2}}\n\n{D}\nPATH: pkg/a.py\n---\nx = 1\n\n'
        f"{D}\nPATH: b.py\n---\ny = 2\n\n{D}END\n"
        "\nThen:\n\n```bash\necho 'x = 3' > pkg/a.py\n```\n"
    )
    writer = _stream_into(tmp_path, text)
    assert writer.undone == ["pkg/a.py", "b.py"]
    assert sorted(p.name for p in tmp_path.rglob("*")) == []


# A dry run reports what the real run would take back (nothing is written, nothing undone on
# disk). Expected by hand: the stale a.py of the first document, in both runs; the folder of
# the dry run stays empty.
def test_a_dry_run_reports_what_the_real_run_takes_back(tmp_path: Path) -> None:
    text = _doc("x = 1") + "\na.py\n```python\nx = 7\n```\n"
    undone = {}
    for dry in (False, True):
        folder = tmp_path / str(dry)
        folder.mkdir()
        parser = StreamParser()
        writer = IncrementalWriter(folder, dry_run=dry, fsync=False)
        writer.handle(parser.feed(text))
        parser.close()
        assert parser.result is not None
        undone[dry] = writer.undo(parser.result)
    assert undone[False] == undone[True]
    assert "a.py" in undone[True]
    assert list((tmp_path / "True").iterdir()) == []


# A usable final result vouches for what was written: nothing is taken back. Expected by hand:
# a.py and b.py stay as written.
def test_a_usable_result_takes_nothing_back(tmp_path: Path) -> None:
    writer = _stream_into(tmp_path, _doc("x = 1"))
    assert writer.undone == []
    assert _on_disk(tmp_path) == {"a.py": "x = 1\n", "b.py": "y = 2\n"}
