"""fix-said151: the assistant's words after a write that say the file is not kept as written
(hunt130-saidgone, saidchanged, saidrmverb, saidtemporary, saidrenamed, saidlist), and the
neighbours a next hunt would try; and the words that keep the file as written.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (the tool answering success) and
the assistant then says the words. For the first table a.py ``x = 1`` is not on disk after the
words (removed, renamed, emptied, changed, there only for a while): keeping it usable as written
is usable-WRONG. For the second the words leave a.py as written: it stays usable.
"""

from __future__ import annotations

import pytest
from meant import files_of, kept_after_write

from artifact_codec import parse_response

_NOT_KEPT = [
    # a shell command's name used as a verb
    ("I mv'd a.py to old/.", "mvd"),
    ("I git rm'd a.py.", "git-rmd"),
    ("I've rm -rf'd the folder, a.py included.", "rm-rf-d"),
    ("I rmed a.py.", "rmed-no-quote"),
    # slang and phrasal verbs of throwing away, the particle before or after the file
    ("I threw away a.py.", "threw-away-before"),
    ("I tossed a.py out.", "tossed-out-after"),
    ("I swept a.py away.", "swept-away"),
    ("I nixed a.py.", "nixed"),
    ("I jettisoned the helper script.", "jettisoned-the-script"),
    ("a.py wasn't there anymore.", "wasnt-there-anymore"),
    ("a.py isn\u2019t there any longer.", "isnt-curly-any-longer"),
    # emptied or changed after the write
    ("I blanked a.py.", "blanked"),
    ("a.py is now empty.", "now-empty"),
    ("I replaced the contents of a.py with the backup.", "contents-of-with-backup"),
    ("I overwrote a.py with the template.", "overwrote-template"),
    ("I later changed a.py to use logging.", "later-changed"),
    ("I edited a.py again afterwards.", "edited-again-afterwards"),
    # there only for a while
    ("a.py was just a scratch file.", "just-scratch"),
    ("a.py was a temporary file.", "a-temporary-file"),
    ("a.py only existed for a moment.", "existed-for-a-moment"),
    ("a.py was only there briefly.", "there-briefly"),
    # a new name or place
    ("a.py is now named b.py.", "now-named"),
    ("a.py now lives in lib/.", "now-lives-in"),
    ("a.py is now at src/a.py.", "now-at-path"),
    ("a.py -> src/a.py (moved)", "ascii-arrow-moved"),
    ("Renamed: a.py \u2192 b.py", "renamed-colon-arrow"),
    ("I wrote a.py, then renamed it to b.py.", "then-renamed-it"),
    # a list under a lead of removal
    ("Deleted files:\n- a.py", "deleted-files-heading"),
    ("**Removed:**\n\n1. `a.py`\n2. `b.py`", "bold-lead-numbered"),
    ("I cleaned up the scratch files. Removed:\n* a.py", "lead-after-a-sentence"),
    ("Files reverted:\n- b.py\n- a.py", "second-item"),
    # the whole folder removed
    ("I ran rm -rf ./* to start over.", "rm-rf-dot-star"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in _NOT_KEPT])
def test_words_saying_the_file_is_not_kept_as_written_do_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


_KEPT = [
    ("I cleared a.py of the debug prints.", "cleared-of"),
    ("I cleared the cache in a.py.", "cleared-cache-in"),
    ("a.py is not empty.", "not-empty"),
    ("a.py handles empty input.", "handles-empty"),
    ("a.py is now in the repo.", "now-in-the-repo"),
    ("a.py is now ready.", "now-ready"),
    ("a.py is now at 100% coverage.", "now-at-coverage"),
    ("a.py is now faster.", "now-faster"),
    ("I threw out the old parser and wrote a.py.", "threw-out-other"),
    ("I changed x to 2 in a.py.", "changed-in-the-write"),
    ("I set x = 2 in a.py.", "set-in-the-write"),
    ("a.py is a temporary fix until v2.", "present-temporary-fix"),
    ("a.py was temporarily broken, now fixed.", "temporarily-broken"),
    ("a.py was never temporary.", "never-temporary"),
    ("I never rm'd a.py.", "never-rmd"),
    ("I didn't clear a.py.", "didnt-clear"),
    ("I rolled a.py out to staging.", "rolled-out-to"),
    ("I backed a.py up.", "backed-up"),
    ("a.py \u2192 prints hello", "arrow-no-rename"),
    ("Removed the debug prints from:\n- a.py", "lead-from"),
    ("I didn't remove these files:\n- a.py", "lead-negated"),
    ("You can delete the following files if you like:\n- a.py", "lead-advice"),
    ("Changes:\n- a.py: removed the prints", "lead-not-removal"),
    ("Created files:\n- a.py", "lead-created"),
    ("I removed the following from a.py:\n- the unused import", "items-not-paths"),
    ("Moved the helpers to:\n- a.py", "lead-to"),
    ("Removed:\n- b.py\n\nKept:\n- a.py", "list-ends-at-next-lead"),
    ("Run `rm -rf build` to clean.", "rm-rf-other-folder"),
]


@pytest.mark.parametrize("words", [pytest.param(w, id=i) for w, i in _KEPT])
def test_words_that_leave_the_file_as_written_keep_it(words: str) -> None:
    assert kept_after_write(words)


_WRITE = "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"


@pytest.mark.parametrize(
    ("result", "kept"),
    [
        pytest.param("I ran `rm -rf .` by mistake.", False, id="rm-rf-dot"),
        pytest.param("I ran `rm -r *` to start over.", False, id="rm-r-star"),
        pytest.param("I've rm'd a.py.", False, id="rmd"),
        pytest.param("Removed files:\n- a.py", False, id="list"),
        pytest.param("I wrote a.py; run it with `python a.py`.", True, id="plain-result"),
    ],
)
def test_a_cline_result_is_read_the_same(result: str, kept: bool) -> None:
    answer = (
        _WRITE + f"<attempt_completion>\n<result>\n{result}\n</result>\n</attempt_completion>\n"
    )
    parsed = parse_response(answer)
    assert (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]) is kept
    if not kept:
        assert not parsed.usable
        assert files_of(parsed) == []
        assert "tool-call-changed" in [d.code for d in parsed.diagnostics]
