"""hunt63: a whole app.py, said to be the complete file before it, refused (partial-file) for a
sentence after it that speaks of a later edit the user may make, or a shell block of comments
about the setup (markdown._lines_after read as prose_says_partial). Expected by hand: the model
gave the complete file; it is written as it is."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

WHOLE = (
    "import os\n\nBASE = os.getcwd()\nDEBUG = True\n\n\ndef main():\n    print(BASE, DEBUG)\n"
    "\n\nif __name__ == '__main__':\n    main()\n"
)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param(
            "You only need to change this line for production: `DEBUG = False`.",
            id="only-this-line-for-production",
        ),
        pytest.param(
            "In production you only need to change this one setting.", id="only-one-setting"
        ),
        pytest.param(
            "Modify the `BASE` path as follows: set it to your data folder.",
            id="modify-as-follows-in-words",
        ),
        pytest.param(
            "```bash\n# the rest of the setup stays the same\n```", id="shell-comment-on-setup"
        ),
        pytest.param(
            "```text\n# the rest of the config stays the same\n```", id="text-comment-on-config"
        ),
    ],
)
def test_a_complete_file_with_a_trailer_is_written(after: str) -> None:
    answer = f"Here is the complete file.\n\n**app.py**\n```python\n{WHOLE}```\n\n{after}\n"
    result = parse_response(answer)
    assert result.usable, [d.code for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", WHOLE)]
