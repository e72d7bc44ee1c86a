"""hunt55-comments: comments on code that the margin accounting (fix-margin34) reads as
notes of left-out code, at the margin or as the file's last line: the words are two nouns of
the program's domain (attributes used in the file, not names it binds) and a state word.
Expected by hand: the file as written (nothing is left out: the comment describes the code
above it). Judgment calls: the names are bound nowhere, as in a note."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            "import subprocess\n\n\ndef run(cmd):\n    proc = subprocess.run(cmd, capture_output=True)\n"
            "    return proc.stdout + proc.stderr\n\n\n# Both stdout and stderr are kept\n",
            id="attributes-at-the-file-end",
        ),
        pytest.param(
            "import re\n\n\n# Preserve order and case\n\n\ndef dedupe(words):\n"
            "    return list(dict.fromkeys(words))\n",
            id="section-header-of-a-behaviour",
        ),
    ],
)
def test_a_comment_on_the_code_keeps_the_file(content: str) -> None:
    result = parse_response(native_answer("m.py", content))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [f.content for f in result.code.files] == [content]
