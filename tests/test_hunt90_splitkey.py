"""Hunt 90: two file objects of a legacy answer run together, the ``},`` left out between them
(docs/repair.md ``split-object``), in answers whose path key is one of the other spellings the
reader takes (``path``, ``filename``, ``file``; the same answers whole are read clean). By
hand: one reading, the two files (the same shape with ``file_path`` is read)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_A = '"import os\\nprint(os.sep)\\n"'
_B = '"def f():\\n    return 1\\n"'
_MEANT = {"a.py": "import os\nprint(os.sep)\n", "b.py": "def f():\n    return 1\n"}


def _answer(key: str) -> str:
    return (
        '{"files": [\n  {"' + key + '": "a.py", "content": ' + _A + "\n  "
        '{"' + key + '": "b.py", "content": ' + _B + "}\n]}"
    )


@pytest.mark.parametrize("key", ["path", "filename", "file", "file_path"])
def test_run_together_file_objects_are_split(key: str) -> None:
    result = parse_response(_answer(key))
    assert result.usable, [str(d) for d in result.diagnostics]
    files = {f.file_path: f.content for f in result.code.files}
    assert files == _MEANT, files
