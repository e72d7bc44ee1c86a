"""Hunt 36: a file a command after the end marker changes, kept among the "complete" files.

Expected by hand: the native document writes a.py (x = 1) and b.py; after its end marker the
answer changes a.py (`echo 'x = 3' > a.py`, `sed -i`, a pycon session writing it). The model
meant a.py to end as that command leaves it, not as "x = 1". docs/lenient.md: every file
written before such a command is refused (changed-after), and a `rejected_files` result keeps
only the others in `code`. So neither a partial write (allow_partial) nor the stream's early
events (which an IncrementalWriter writes) may give a.py = "x = 1".
"""

from __future__ import annotations

import pytest

from artifact_codec import FileCompleted, StreamParser, parse_response
from artifact_codec.write.incremental import reason_not_to_write

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


@pytest.mark.parametrize("tail", TAILS)
def test_the_stream_does_not_announce_the_file_changed_after(tail: str) -> None:
    parser = StreamParser()
    text = DOC + tail
    events = [e for at in range(0, len(text), 16) for e in parser.feed(text[at : at + 16])]
    events += parser.close()
    done = [e.file.file_path for e in events if isinstance(e, FileCompleted)]
    assert "a.py" not in done, done
