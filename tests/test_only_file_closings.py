"""A closing that says code was added to, or changed in, the only written file (fix-readers17,
``HeldTokens._weigh_values``): the file it names is the only one it can be said of. The
refusals are tests/test_hunt15_elide.py's ``test_a_closing_that_changes_the_only_file_is_refused``;
here, closings that name another place, describe the file, or run it stay usable.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_SCRIPT = {"deploy.sh": "#!/bin/bash\necho deploying\nrsync -a build/ host:/srv/\n"}
_APP = {"app.py": "import os\n\nprint(os.getcwd())\n"}


def _answer(files: dict[str, str], after: str) -> str:
    blocks = "".join(
        f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{text}\n" for path, text in files.items()
    )
    return "Here it is.\n\n" + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after


@pytest.mark.parametrize(
    ("files", "after"),
    [
        (_SCRIPT, "Add `export HOST=web1` to your shell profile.\n"),
        (_SCRIPT, "Add `export HOST=web1` to `~/.bashrc`.\n"),
        (_SCRIPT, "Run it with `bash deploy.sh`.\n"),
        (_APP, "It prints the directory with `os.getcwd()`.\n"),
        (_APP, "Now run `python app.py`.\n"),
    ],
)
def test_a_closing_of_another_place_or_of_the_file_as_written_stays_usable(
    files: dict[str, str], after: str
) -> None:
    result = parse_response(_answer(files, after))
    assert result.usable, result.status
    assert files_of(result) == list(files.items())
