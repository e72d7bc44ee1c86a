"""fix-said152: the assistant's words after its write (tool_calls.says_not_kept), expected by
hand: the work undone with no object (``_WORK_UNDONE``), a question of the file answered in
other shapes (``_ANSWER_LEAD``, ``_MORE_YES``), and the neighbours that must stay kept."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, kept_after_write, write_messages

from artifact_codec import parse_response

#: The work undone said with no object: a.py ``x = 1`` is not on disk as written.
UNDONE = [
    "I reverted the experiment. The workspace is clean again.",
    "No files were changed in the end.",
    "No changes were kept.",
    "I didn't end up keeping any changes.",
    "In the end I made no changes.",
    "I haven't changed anything.",
    "I left no files behind.",
    "I left nothing behind.",
    "Nothing was left behind.",
    "I cleaned up after myself.",
    "The repository is clean again.",
    "The working tree is back to clean.",
]

#: A question of a.py answered that it is gone, in shapes beyond ``? No.`` / ``? Yes.``.
ASKED_GONE = [
    "Was a.py deleted? Affirmative.",
    "Was a.py deleted? Absolutely.",
    "Was a.py removed? That's right.",
    "**Is a.py still there?** No.",
    "__Is a.py still there?__ Nope.",
    "**Was a.py deleted?** Yes.",
    "Q: Is a.py still there?\nA: No.",
    "Q: Was a.py kept?\nAnswer: no.",
    "Is a.py kept? \u2014 No.",
    "Is a.py kept? - No.",
    "Was a.py saved? **No.**",
    "Was a.py deleted? \u2014 Yes.",
]

#: Words that keep a.py as written: another change ruled out, an answer that keeps it.
KEPT = [
    "I made no other changes.",
    "I made no changes to the tests.",
    "No other files were changed.",
    "No existing files were changed.",
    "I didn't change anything else.",
    "I didn't touch anything in b.py.",
    "No files were changed besides a.py.",
    "Nothing was changed in the API.",
    "The working tree is clean.",
    "Was a.py deleted? Absolutely not.",
    "Was a.py deleted? **No.**",
    "**Is a.py kept?** Yes.",
    "Q: Is a.py still there?\nA: Yes.",
    "Is a.py kept? \u2014 Yes.",
    "**Why?** Because a.py needed it.",
]


@pytest.mark.parametrize("words", UNDONE)
def test_the_work_undone_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", ASKED_GONE)
def test_a_question_answered_that_the_file_is_gone_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize("words", KEPT)
def test_words_that_keep_the_file_still_keep_it(words: str) -> None:
    assert kept_after_write(words)


def _after_write(*calls: tuple[str, dict[str, object], object]) -> list[tuple[str, str]] | None:
    """The files of an OpenAI transcript that writes a.py ``x = 1`` (answered ok), then makes
    ``calls`` (name, arguments, the tool's answer); None when it is not usable."""
    messages: list[dict[str, object]] = write_messages("c0", "a.py", "x = 1\n")
    for number, (name, args, output) in enumerate(calls, 1):
        messages.append(call_message(f"c{number}", name, dict(args)))
        messages.append({"role": "tool", "tool_call_id": f"c{number}", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _bash(command: str, output: object) -> tuple[str, dict[str, object], object]:
    return ("bash", {"command": command}, output)


#: A later tool output saying a.py is not there, or holds other text: a.py is not kept.
OUTPUT_GONE = [
    _bash("cat a.py", "cat: a.py: No such file or directory"),
    _bash("cat ./a.py", "cat: ./a.py: No such file or directory"),
    _bash("ls -l a.py", "ls: cannot access 'a.py': No such file or directory"),
    _bash(
        "python3 a.py", "python3: can't open file '/work/a.py': [Errno 2] No such file or directory"
    ),
    _bash(
        "python -c \"open('a.py')\"",
        "FileNotFoundError: [Errno 2] No such file or directory: 'a.py'",
    ),
    _bash("stat a.py", "stat: cannot stat 'a.py': No such file or directory"),
    _bash("head a.py", "head: cannot open 'a.py' for reading: No such file or directory"),
    ("read_file", {"path": "a.py"}, "Error: a.py does not exist"),
    _bash("cat a.py", "x = 2\n"),
    _bash("cat a.py", ""),
    _bash("git status --short", " D a.py"),
    _bash("git status", "Changes not staged for commit:\n\tdeleted:    a.py\n"),
]

#: Later outputs that leave a.py as written.
OUTPUT_KEPT = [
    _bash("cat a.py", "x = 1\n"),
    _bash("cat a.py", {"output": "x = 1\n", "exit_code": 0}),
    _bash("ls", "a.py\n"),
    _bash("python a.py", "FileNotFoundError: [Errno 2] No such file or directory: 'data.csv'"),
    _bash("python a.py", "a.py: line 1: config.json: No such file or directory"),
    _bash("cat b.py", "cat: b.py: No such file or directory"),
    _bash("python a.py", "Config not found, a.py will use the defaults."),
    _bash("python a.py", "a.py: command not found"),
    _bash("git status --short", "?? a.py"),
    _bash("git status --short", " M a.py\n D b.py"),
    ("read_file", {"path": "a.py"}, "x = 1\n"),
]


@pytest.mark.parametrize("call", OUTPUT_GONE)
def test_a_later_output_saying_the_file_is_gone_or_other_does_not_keep_it(
    call: tuple[str, dict[str, object], object],
) -> None:
    assert _after_write(call) is None


@pytest.mark.parametrize("call", OUTPUT_KEPT)
def test_a_later_output_that_shows_the_file_keeps_it(
    call: tuple[str, dict[str, object], object],
) -> None:
    assert _after_write(call) == [("a.py", "x = 1\n")]


def _status(*calls: tuple[str, dict[str, object], object]) -> tuple[str, list[tuple[str, str]]]:
    messages: list[dict[str, object]] = write_messages("c0", "a.py", "x = 1\n")
    for number, (name, args, output) in enumerate(calls, 1):
        messages.append(call_message(f"c{number}", name, dict(args)))
        messages.append({"role": "tool", "tool_call_id": f"c{number}", "content": output})
    parsed = parse_response(json.dumps(messages))
    return parsed.status.value, files_of(parsed)


def test_a_cat_after_an_edit_is_no_word_on_the_file() -> None:
    """After an edit call the cat shows the edited file: it is read as without the cat."""
    edit = (
        "str_replace_editor",
        {"command": "str_replace", "path": "a.py", "old_str": "x = 1", "new_str": "x = 2"},
        "ok",
    )
    assert _status(edit, _bash("cat a.py", "x = 2\n")) == _status(edit)


def test_the_file_written_again_after_it_was_gone_is_the_file() -> None:
    """Read as after ``rm a.py``: the second write is the file (the first one refused)."""
    again = ("write_file", {"path": "a.py", "content": "x = 3\n"}, "ok")
    gone = _status(_bash("cat a.py", "cat: a.py: No such file or directory"), again)
    assert gone == _status(_bash("rm a.py", ""), again)
    assert gone[1] == [("a.py", "x = 3\n")]


#: Words that keep a.py as written (a thing in or from it removed, advice, another file removed
#: beside it, the written one replacing another, a question of a thing in the program).
SAID_KEPT = [
    "I tossed the old cache logic from a.py.",
    "I ditched the regex in a.py.",
    "I got rid of the global in a.py.",
    "*Removed* the dead code from `a.py`.",
    "I scrapped the retry loop inside a.py.",
    "I removed the .pyc file.",
    "I deleted the .log files.",
    "a.py archives old logs under archive/.",
    "Don't delete a.py.",
    "To undo, delete a.py.",
    "If you want to revert, delete a.py.",
    "I removed the old a.py and wrote a new one.",
    "I trashed the old config and kept a.py.",
    "I deleted b.py, which a.py replaces.",
    "I deleted b.py, which is replaced by a.py.",
    "I deleted utils_old.py because a.py replaces it.",
    "Any breaking changes in a.py? Negative.",
    "Any bugs in a.py? No.",
    "Any known issues with a.py? None. No.",
    "Do you need to restart after editing a.py? Nope.",
]

#: Their neighbours that say a.py is gone, emptied or elsewhere: not kept.
SAID_GONE = [
    "I tossed everything in a.py.",
    "I removed everything from a.py.",
    "I removed all the code from a.py.",
    "I ditched the file in a.py.",
    "To undo, I deleted a.py.",
    "To be safe, I deleted a.py.",
    "Delete a.py.",
    "I removed the .py file.",
    "I removed the old a.py.",
    "I removed the old a.py and wrote a new one in b.py.",
    "I removed the old a.py and wrote a new one, then deleted it.",
    "I trashed a.py and kept b.py.",
    "I trashed the old config and kept a.py, then deleted a.py.",
    "I deleted a.py, which b.py replaces.",
    "I deleted a.py because b.py replaces it.",
    "Any changes to a.py? No.",
    "Was a.py deleted after editing a.py? Yes.",
]


@pytest.mark.parametrize("words", SAID_KEPT)
def test_words_of_another_thing_keep_the_file(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize("words", SAID_GONE)
def test_their_neighbours_that_say_the_file_is_gone_do_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)
