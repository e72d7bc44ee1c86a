"""hunt124-saidall / hunt124-saidcopy: a JSON transcript writes a.py (``x = 1``; with ``both``
also b.py ``y = 2``), the tools answer success, and the assistant's later words say the whole
work was undone without naming a path (saidall), or that another file was copied or moved over
a.py, or an old a.py put back (saidcopy).

Expected by hand: the files on disk after the transcript are not the written ones: refusing is
fine, keeping them (usable, the written contents) is usable-WRONG.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, write_messages

from artifact_codec import parse_response


def _kept(words: str, *, both: bool) -> bool:
    messages = write_messages("c1", "a.py", "x = 1\n")
    written = [("a.py", "x = 1\n")]
    if both:
        messages += write_messages("c2", "b.py", "y = 2\n")
        written.append(("b.py", "y = 2\n"))
    messages.append({"role": "assistant", "content": words})
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == written


@pytest.mark.parametrize(
    ("words", "both"),
    [
        pytest.param("Both files were deleted.", True, id="both-files-deleted"),
        pytest.param("I deleted both.", True, id="deleted-both"),
        pytest.param("All changes were reverted.", True, id="all-changes-reverted"),
        pytest.param("I undid all of that.", False, id="undid-all-of-that"),
        pytest.param("Everything is back to how it was.", False, id="everything-back"),
        pytest.param(
            "The repository is back to its original state.", False, id="repo-original-state"
        ),
        pytest.param("I ran git stash.", False, id="ran-git-stash"),
        pytest.param("Removi os dois arquivos.", True, id="pt-removi-os-dois"),
    ],
)
def test_words_undoing_all_the_work_do_not_keep_it(words: str, both: bool) -> None:
    assert not _kept(words, both=both)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I moved b.py over a.py.", id="moved-over"),
        pytest.param("I copied b.py to a.py.", id="copied-to"),
        pytest.param("Then I ran cp b.py a.py.", id="ran-cp"),
        pytest.param("I copied the backup over a.py.", id="backup-over"),
        pytest.param("a.py now contains the old version again.", id="old-version-again"),
        pytest.param("I put the original a.py back.", id="original-back"),
    ],
)
def test_words_putting_another_content_in_the_file_do_not_keep_it(words: str) -> None:
    assert not _kept(words, both=False)
