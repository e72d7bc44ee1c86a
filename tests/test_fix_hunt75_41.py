"""fix-hunt75-41: the after-block readings scoped to the sentence of the one-part reading, and a
lead-in to the next block read for the words before it. Expected by hand."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.labels import before_lead_in

WHOLE = "import os\n\nDEBUG = True\n\n\ndef main():\n    print(os.getcwd(), DEBUG)\n"


@pytest.mark.parametrize(
    ("line", "head"),
    [
        (
            "The rest of the file stays the same. Then run the tests:",
            "The rest of the file stays the same",
        ),
        ("Keep the rest of the file as is, and then run:", "Keep the rest of the file as is"),
        ("Then run the tests:", ""),
        ("Run the tests:", ""),
    ],
)
def test_before_lead_in(line: str, head: str) -> None:
    assert before_lead_in(line) == head


@pytest.mark.parametrize(
    "after",
    [
        # the later time is in the one-part sentence itself: a later edit, the file stays whole
        "You only need to change this one setting when you deploy.",
        "In production you only need to change this one setting.",
        # a lead-in alone says nothing of the block above
        "Then run the tests:\n\n```bash\npython -m pytest\n```",
    ],
)
def test_a_complete_file_with_a_later_step_stays_whole(after: str) -> None:
    answer = f"Here is the complete file.\n\n**app.py**\n```python\n{WHOLE}```\n\n{after}\n"
    result = parse_response(answer)
    assert result.usable, [d.code for d in result.diagnostics]
    assert next((f.file_path, f.content) for f in result.code.files) == ("app.py", WHOLE)


UTILS = "def f():\n    return 1\n"
APP = "import utils as u\n\n\ndef main():\n    print(u.f())\n"


@pytest.mark.parametrize(
    "after", ["`utils.f()` is unchanged.", "`f()` stays as it was.", "`os.getenv()` is unchanged."]
)
def test_a_kept_name_the_written_files_hold_keeps_them_whole(after: str) -> None:
    # guard of the module-member and "stays as it was" readings: utils.py defines f
    answer = f"**app.py**\n```python\n{APP}```\n\n**utils.py**\n```python\n{UTILS}```\n\n{after}\n"
    result = parse_response(answer)
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("app.py", APP),
        ("utils.py", UTILS),
    ]
