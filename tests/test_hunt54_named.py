"""hunt54: a block after the JSON whose first comment names a.py but that is plainly no text
of a.py: an example importing from a.py, its tests, a shell line running it, an ignore file.
The JSON writes a.py; expected by hand: a.py as the JSON says, usable."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response

CONTENT = "def f():\n    return 1\n"


@pytest.mark.parametrize(
    ("prose", "language", "block"),
    [
        pytest.param(
            "Usage:", "python", "# Example using a.py\nfrom a import f\n", id="example-using"
        ),
        pytest.param(
            "Test it:",
            "python",
            "# tests for a.py\nfrom a import f\nassert f() == 1\n",
            id="tests-for",
        ),
        pytest.param(
            "Then:",
            "python",
            "# a.py imports nothing; call it like this\nimport a\n",
            id="call-like-this",
        ),
        pytest.param("Run it:", "sh", "# a.py\npython a.py\n", id="sh-runs-it"),
        pytest.param(
            "Add to your .gitignore:", "gitignore", "# a.py cache\n__pycache__/\n", id="gitignore"
        ),
    ],
)
def test_a_block_naming_a_json_file_that_is_plainly_other_code_is_no_second_text(
    prose: str, language: str, block: str
) -> None:
    body = json.dumps({"files": [{"path": "a.py", "content": CONTENT}]}, indent=2)
    answer = f"```json\n{body}\n```\n\n{prose}\n\n```{language}\n{block}```\n"
    result = parse_response(answer)
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("a.py", CONTENT)]
