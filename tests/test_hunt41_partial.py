"""hunt41: a partial write (reason_not_to_write(allow_partial=True), the CLI's --allow-partial)
of a result that refused a later version of a file it holds (duplicate-path is not among
ParseResult.files_doubted's codes). Expected by hand: the model's last a.py is the later one;
the earlier one is stale, so a partial write must not write it."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write

F = "```"


def _partial(answer: str) -> list[tuple[str, str]] | None:
    """The files a partial write writes, or None when it writes nothing."""
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        (
            '{"files": [{"path": "a.py", "content": "x = 1\\n"}, '
            '{"path": "a.py", "content": "x = 2\\n"}]}',
            [],
        ),
        (
            '{"files": [{"path": "a.py", "content": "x = 1\\n"}, '
            '{"path": "b.py", "content": "y = 1\\n"}, '
            '{"path": "a.py", "content": "x = 2\\n"}]}',
            [("b.py", "y = 1\n")],
        ),
        (
            f"a.py:\n{F}python\ndef f():\n    return 1\n{F}\n\nOn second thought, change it:\n\n"
            f"a.py:\n{F}python\ndef f():\n    ...\n{F}\n",
            [],
        ),
        (
            f"**a.py**\n{F}python\nimport os\n\ndef f():\n    return 1\n\ndef g():\n    return 2\n"
            f"{F}\n\nUpdated version:\n\n**a.py**\n{F}python\nimport os\n\n"
            f"# ... rest of the file unchanged ...\n\ndef g():\n    return 3\n{F}\n",
            [],
        ),
    ],
    ids=["json-twice", "json-twice-around-b", "markdown-stub-second", "markdown-elided-second"],
)
def test_a_refused_later_version_leaves_no_stale_file_to_write(
    answer: str, meant: list[tuple[str, str]]
) -> None:
    # writing nothing is right too; writing the first a.py is not
    assert _partial(answer) in (None, meant)
