"""The broad elision rule (a comment dominated by dots and elision words) and the status of a
file kept with a line that starts like a placeholder."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.placeholders import find_elision
from artifact_codec.models import GeneratedFile


def _doc(path: str, content: str) -> str:
    return (
        '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n===FILE_CONTENT_BLOCK===\n'
        f"PATH: {path}\n---\n{content.rstrip()}\n\n===FILE_CONTENT_BLOCK===END\n"
    )


def test_a_comment_that_only_starts_like_a_placeholder_is_not_clean() -> None:
    # Two readings (a comment, or left-out code): usable, but never clean.
    result = parse_response(_doc("app.py", "import os\n# rest of the file handles errors\n"))
    codes = [d.code for d in result.diagnostics]
    assert "placeholder" in codes
    assert result.status.value == "recovered"


def test_an_allowed_elision_is_not_clean() -> None:
    result = parse_response(
        _doc("app.py", "import os\n# ... existing code ...\n"), allow_elisions=True
    )
    assert [d.code for d in result.diagnostics] == ["placeholder"]
    assert result.status.value == "recovered"


# Real comments near the broad rule (most from the installed stdlib and site-packages).
@pytest.mark.parametrize(
    "line",
    [
        "# the remaining functions",
        "# everything else",
        "# No changes.",
        "# ... and do it!",
        "# ... w/ defaults.",
        "# ...=...",
        "# - ...",
        "# .../pypy/goal/.",
        "# The Original Code is mozilla.org code.",
        "# original is unchanged",
        "# the same as base64MIME.decode() or not...",
        "x = 1  # ...an infinity, or...",
        "# more tests",
    ],
)
def test_real_comments_near_the_broad_rule_are_no_elision(line: str) -> None:
    content = f"import os\n\n{line}\n\ndef f():\n    return 1\n"
    assert find_elision(GeneratedFile(file_path="a.py", content=content)) is None


def test_dots_with_a_word_between_comment_lines_are_prose() -> None:
    content = "# options:\n#   ... verbose\n# see the docs\nx = 1\n"
    assert find_elision(GeneratedFile(file_path="a.py", content=content)) is None
