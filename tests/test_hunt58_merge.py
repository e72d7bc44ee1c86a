"""hunt58: the retry merge and a later attempt's refused version of a kept file (lead r15,
merge._refused_again). A later attempt that sends a new version of a kept file, refused or
cut, leaves the kept one stale: never a usable merged result holding it. By hand."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response
from artifact_codec.agent.merge import MergedFiles


def _answer(*files: tuple[str, str], total: int = 3) -> str:
    return json.dumps(
        {"total_files": total, "files": [{"path": p, "content": c} for p, c in files]}
    )


_ELIDED = "def f():\n    x = 2\n    # ... existing code ...\n    return x\n"


@pytest.mark.parametrize(
    "second",
    [
        _answer(("src/a.py", _ELIDED), ("b.py", "b = 1\n")),
        f"**src/a.py**\n```python\n{_ELIDED}```\n\n**b.py**\n```python\nb = 1\n```\n",
        "**b.py**\n```python\nb = 1\n```\n\n**src/a.py**\n```python\n"
        "import os\n\ndef main():\n    x = 2\n    y =",
        _answer(("b.py", "b = 1\n"), ("src/a.py", "import os\n\ndef main():\n    x = 2\n"))[:-30],
    ],
    ids=["json-elided", "markdown-elided", "markdown-cut", "json-cut"],
)
def test_a_later_version_refused_or_cut_leaves_no_usable_stale_file(second: str) -> None:
    merged = MergedFiles()
    merged.take(parse_response(_answer(("src/a.py", "x = 1\n"))), 1, asked_whole=True)
    merged.take(parse_response(second), 2, asked_whole=False)
    merged.take(parse_response(_answer(("c.py", "c\n"))), 3, asked_whole=False)
    result = merged.result()
    # attempt 2 sent a new src/a.py (x = 2) that is not whole: the kept x = 1 is stale
    if result.usable:
        contents = {f.file_path: f.content for f in result.code.files}
        assert contents.get("src/a.py") != "x = 1\n", (result.status, contents)
