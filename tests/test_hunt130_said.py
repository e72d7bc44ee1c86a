"""hunt130-said*: an OpenAI transcript writes a.py (``x = 1``, the tool answering success), then
the assistant's own words say something of a.py (meant.kept_after_write; tool_calls.says_not_kept,
said_words.py, fix-said137).

Usable-WRONG classes (expected by hand: a.py ``x = 1`` is not on disk after the words; refusing
is fine, keeping it usable as written is usable-WRONG):
- saidgone: more particles and slang of removal said of the file (``cleared a.py away``, ``threw
  out a.py``, ``chucked``, ``axed``, ``canned``, ``blew a.py away``, ``rolled a.py back``) and the
  file absent with a contraction (``a.py isn't there anymore``).
- saidrenamed: the file's new name said without ``renamed ... to`` of the path (``a.py is now
  called b.py``, ``a.py is now lib/a.py``, ``I renamed it to b.py``, ``a.py → b.py (renamed)``).
- saidnochanges: the work as it was said in other words (``The workspace is clean again``, ``In
  the end I made no changes``, ``I left no files behind``, ``I cleaned up after myself``).
- saidlist: the removed files given as a Markdown list under a heading (``Removed files:``).
- saidchanged: the file changed after the write by the assistant's own account (``I cleared
  a.py``, ``a.py is empty now``, ``I then set x = 2 in a.py``).

False-refusal class saidkeep (expected by hand: the words keep a.py as written, one reading):
a thing removed in or from a.py with a verb the thing rule does not pair (tossed, ditched, got
rid of), the program's own action (``a.py archives old logs``), advice or an instruction to the
reader (``Don't delete a.py.``, ``To undo, delete a.py.``), the old file removed and the new one
written (``I removed the old a.py and wrote a new one.``), another kind (``the .pyc file``),
another file removed beside a.py kept, Markdown emphasis, a question answered ``Negative``.
"""

from __future__ import annotations

import json

import pytest
from meant import files_of, kept_after_write

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I cleared a.py away.", id="cleared-away"),
        pytest.param("I threw out a.py.", id="threw-out"),
        pytest.param("I chucked a.py.", id="chucked"),
        pytest.param("I axed a.py.", id="axed"),
        pytest.param("I canned a.py.", id="canned"),
        pytest.param("I blew a.py away.", id="blew-away"),
        pytest.param("I rolled a.py back.", id="rolled-back"),
        pytest.param("a.py isn't there anymore.", id="isnt-there-anymore"),
    ],
)
def test_more_words_of_removal_do_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py is now called b.py.", id="now-called"),
        pytest.param("a.py is now lib/a.py.", id="now-path"),
        pytest.param("I wrote a.py, then renamed it to b.py.", id="renamed-it"),
        pytest.param("a.py → b.py (renamed)", id="arrow-renamed"),
    ],
)
def test_a_new_name_said_of_the_file_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I reverted the experiment. The workspace is clean again.", id="clean-again"),
        pytest.param("No files were changed in the end.", id="no-files-changed"),
        pytest.param("I didn't end up keeping any changes.", id="no-changes-kept"),
        pytest.param("In the end I made no changes.", id="made-no-changes"),
        pytest.param("I left no files behind.", id="no-files-behind"),
        pytest.param("Nothing was left behind.", id="nothing-left-behind"),
        pytest.param("I cleaned up after myself.", id="cleaned-up-after-myself"),
    ],
)
def test_the_work_undone_in_other_words_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I removed the following files:\n- a.py\n- b.py", id="following-files"),
        pytest.param("Removed files:\n\n- `a.py`", id="removed-files-heading"),
    ],
)
def test_a_list_of_removed_files_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I cleared a.py.", id="cleared"),
        pytest.param("a.py is empty now.", id="empty-now"),
        pytest.param("I replaced a.py's contents with `x = 2`.", id="replaced-contents"),
        pytest.param("I changed x to 2 in a.py afterwards.", id="changed-afterwards"),
        pytest.param("I then set x = 2 in a.py.", id="then-set"),
        pytest.param("I overwrote a.py with the original.", id="overwrote"),
    ],
)
def test_the_file_changed_after_the_write_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I tossed the old cache logic from a.py.", id="tossed-logic-from"),
        pytest.param("I ditched the regex in a.py.", id="ditched-regex-in"),
        pytest.param("I got rid of the global in a.py.", id="got-rid-of-global-in"),
        pytest.param("a.py archives old logs under archive/.", id="program-archives"),
        pytest.param("Any breaking changes in a.py? Negative.", id="asked-changes-negative"),
        pytest.param("Don't delete a.py.", id="dont-delete"),
        pytest.param("To undo, delete a.py.", id="to-undo-delete"),
        pytest.param("I removed the old a.py and wrote a new one.", id="old-removed-new-written"),
        pytest.param("I removed the .pyc file.", id="pyc-file"),
        pytest.param("I trashed the old config and kept a.py.", id="trashed-other-kept"),
        pytest.param("*Removed* the dead code from `a.py`.", id="emphasis-dead-code"),
    ],
)
def test_words_that_keep_the_file_keep_it(words: str) -> None:
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I removed the unused import from a.py.", id="unused-import-from"),
        pytest.param("I didn't delete a.py.", id="didnt-delete"),
        pytest.param("Should a.py be removed? Nope.", id="asked-nope"),
        pytest.param("I took the debug prints out of a.py.", id="prints-out-of"),
        pytest.param("a.py no longer depends on requests.", id="no-longer-depends"),
    ],
)
def test_keeping_words_kept_today(words: str) -> None:
    assert kept_after_write(words)


_WRITE = "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n\n"


def _cline_kept(result: str) -> bool:
    answer = (
        _WRITE + f"<attempt_completion>\n<result>\n{result}\n</result>\n</attempt_completion>\n"
    )
    parsed = parse_response(answer)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I've rm'd a.py.", id="rmd"),
        pytest.param("I rm'ed a.py.", id="rmed"),
    ],
)
def test_rm_as_a_verb_does_not_keep_the_file(words: str) -> None:
    assert not kept_after_write(words)


def test_a_cline_result_saying_rm_rf_dot_was_run_does_not_keep_the_file() -> None:
    assert not _cline_kept("I ran `rm -rf .` by mistake.")


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py only existed temporarily.", id="only-existed-temporarily"),
        pytest.param("a.py was only temporary.", id="was-only-temporary"),
    ],
)
def test_the_file_said_to_be_temporary_in_the_past_does_not_keep_it(words: str) -> None:
    assert not kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("I deleted b.py, which a.py replaces.", id="which-replaces"),
        pytest.param("I deleted b.py, which is replaced by a.py.", id="which-is-replaced-by"),
        pytest.param("I deleted utils_old.py because a.py replaces it.", id="because-replaces"),
    ],
)
def test_another_file_removed_because_the_written_one_replaces_it_keeps_it(words: str) -> None:
    """Another path is the removal verb's object; a.py is what replaces it: a.py stays."""
    assert kept_after_write(words)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("He borrado el código muerto de a.py.", id="es"),
        pytest.param("J'ai supprimé le code mort de a.py.", id="fr"),
        pytest.param("Ich habe den toten Code aus a.py entfernt.", id="de"),
        pytest.param("Removi o código morto do a.py.", id="pt"),
        pytest.param("Ho rimosso il codice morto da a.py.", id="it"),
        pytest.param("a.py から未使用のインポートを削除しました。", id="ja"),
        pytest.param("我删除了 a.py 中未使用的导入。", id="zh"),
        pytest.param("Я удалил неиспользуемые импорты из a.py.", id="ru"),
    ],
)
def test_a_thing_removed_from_the_file_in_another_language_keeps_it(words: str) -> None:
    """'I removed the dead code from a.py' / 'the unused imports in a.py' in another language:
    a thing of a.py removed, a.py stays (the English sentence is kept today)."""
    assert kept_after_write(words)


def _tool_said_kept(command: str, output: str) -> bool:
    messages = [
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {
                        "name": "write_file",
                        "arguments": json.dumps({"path": "a.py", "content": "x = 1\n"}),
                    },
                }
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "c2",
                    "type": "function",
                    "function": {"name": "bash", "arguments": json.dumps({"command": command})},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "c2", "content": output},
    ]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    ("command", "output"),
    [
        pytest.param("cat a.py", "cat: a.py: No such file or directory", id="cat-no-such-file"),
        pytest.param(
            "ls a.py", "ls: cannot access 'a.py': No such file or directory", id="ls-cannot-access"
        ),
        pytest.param(
            "python a.py",
            "python: can't open file '/home/u/proj/a.py': [Errno 2] No such file or directory",
            id="python-cant-open",
        ),
        pytest.param("cat a.py", "x = 2\n", id="cat-other-content"),
        pytest.param("git status --short", " D a.py", id="git-status-deleted"),
    ],
)
def test_a_later_tool_output_showing_the_file_gone_or_other_does_not_keep_it(
    command: str, output: str
) -> None:
    """After the write, a read of a.py answers that it is not there or holds other text: the
    file on disk is not a.py ``x = 1`` as written."""
    assert not _tool_said_kept(command, output)


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("Was a.py deleted? Affirmative.", id="deleted-affirmative"),
        pytest.param("**Is a.py still there?** No.", id="bold-question-no"),
        pytest.param("Q: Is a.py still there?\nA: No.", id="q-a-lines-no"),
        pytest.param("Is a.py kept? — No.", id="dash-no"),
    ],
)
def test_a_question_of_the_file_answered_that_it_is_gone_does_not_keep_it(words: str) -> None:
    """The answer says a.py is gone ('Was a.py deleted? Yes.' and 'Is a.py still there? No.'
    are refused today): the answer in other shapes."""
    assert not kept_after_write(words)
