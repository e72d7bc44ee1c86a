"""fix-said172: whatever says the written file is no longer as written refuses it, in the
shapes hunt139/hunt132 found and their neighbours: a later user turn asking for a change (or
accepting the assistant's offer of one), a wh-question answered with a state of gone, 'what I
wrote' removed, marks (struck, a checked task of removal, a git name-status line), another
spelling of the written path, an instruction after a bolt or Markdown answer. The ordinary
answers stay usable (the guards)."""

from __future__ import annotations

import json

import pytest
from meant import files_of, kept_after_write, write_messages

from artifact_codec import parse_response

_A = "assistant"
_U = "user"


def _turns_kept(turns: list[tuple[str, str]]) -> bool:
    messages = write_messages("c1", "a.py", "x = 1\n")
    messages += [{"role": role, "content": text} for role, text in turns]
    parsed = parse_response(json.dumps(messages))
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


TURNS_REFUSED = [
    ([(_U, "Please delete a.py.")], "asked-no-answer"),
    ([(_U, "Can you remove a.py?"), (_A, "Sure.")], "asked-can-you"),
    ([(_U, "get rid of a.py"), (_A, "OK.")], "get-rid-of"),
    ([(_U, "undo your change to a.py"), (_A, "\u2705")], "undo-check-mark"),
    ([(_U, "delete the file you wrote"), (_A, "Done.")], "the-file"),
    ([(_U, "rm it"), (_A, "Done.")], "rm-it"),
    ([(_A, "Do you want me to revert a.py?"), (_U, "ok"), (_A, "Reverted.")], "offer-ok"),
    ([(_A, "I could move a.py into src/."), (_U, "go ahead"), (_A, "Moved.")], "offer-go"),
    (
        [(_U, [{"type": "text", "text": "please empty a.py"}]), (_A, "Done.")],
        "user-text-parts",
    ),
]

TURNS_KEPT = [
    ([(_U, "thanks! what does a.py do?"), (_A, "It sets x to 1.")], "question-of-program"),
    ([(_A, "Want me to add tests?"), (_U, "yes"), (_A, "Done.")], "offer-of-other-thing"),
    ([(_U, "great, thanks"), (_A, "You're welcome.")], "thanks"),
    ([(_U, "Now write the README"), (_A, "Done.")], "other-request"),
    ([(_U, "Now update the README file"), (_A, "Done.")], "other-file-by-noun"),
]


@pytest.mark.parametrize("turns", [pytest.param(t, id=i) for t, i in TURNS_REFUSED])
def test_a_turn_asking_a_change_of_the_file_refuses_it(turns: list[tuple[str, object]]) -> None:
    assert not _turns_kept(turns)  # type: ignore[arg-type]


@pytest.mark.parametrize("turns", [pytest.param(t, id=i) for t, i in TURNS_KEPT])
def test_a_turn_asking_something_else_keeps_the_file(turns: list[tuple[str, str]]) -> None:
    assert _turns_kept(turns)


def test_a_user_turn_before_the_write_does_not_refuse_it() -> None:
    messages = [{"role": "user", "content": "delete a.py and write it again"}]
    messages += write_messages("c1", "a.py", "x = 1\n")
    parsed = parse_response(json.dumps(messages))
    assert parsed.usable
    assert files_of(parsed) == [("a.py", "x = 1\n")]


SAID_REFUSED = [
    # wh-questions answered with a state of gone
    ("What happened to a.py? It's gone.", "a.py", "what-happened-gone"),
    ("Where did a.py end up? In old/.", "a.py", "where-end-up-folder"),
    ("What's a.py named now? main.py.", "a.py", "named-now-other-file"),
    ("How large is a.py? 0 bytes.", "a.py", "how-large-zero"),
    ("Status of a.py: deleted", "a.py", "status-of-label"),
    # what I wrote / my files
    ("I deleted whatever I wrote.", "a.py", "whatever-i-wrote"),
    ("All my files were removed.", "a.py", "all-my-files"),
    ("I reverted what I had just created.", "a.py", "what-i-had-just-created"),
    # marks
    ("Files:\n- ~~`a.py`~~ (no longer needed)", "a.py", "struck-code"),
    ("1. [x] Delete a.py", "a.py", "numbered-checked"),
    ("- [ ] Delete a.py", "a.py", "open-task-delete"),
    ("\u2705 Removed a.py", "a.py", "check-mark-removed"),
    ("R100\ta.py\tb.py", "a.py", "name-status-rename"),
    (" D a.py", "a.py", "porcelain-deleted"),
    # spellings
    ("I deleted ./src//a.py.", "src/a.py", "dot-and-double"),
    ("I removed src/x/y/../../a.py.", "src/a.py", "two-dotdots"),
    ("I deleted `src/./a.py`.", "src/a.py", "code-span"),
    # instructions
    ("Also remove a.py.", "a.py", "also-remove"),
    ("You should delete a.py now.", "a.py", "you-should"),
    ("Don't forget to delete a.py.", "a.py", "dont-forget"),
]

SAID_KEPT = [
    ("Where is a.py? In the project root.", "a.py", "where-root"),
    ("What's the status of a.py? Ready to run.", "a.py", "status-ready"),
    ("How big is a.py? Two lines.", "a.py", "how-big-two-lines"),
    ("What I wrote is in a.py.", "a.py", "what-i-wrote-is-in"),
    ("- [x] Write a.py\n- [x] Run it", "a.py", "checked-write"),
    ("M a.py", "a.py", "name-status-modified"),
    ("I deleted src//b.py.", "src/a.py", "other-file-spelled"),
    ("I deleted ../a.py.", "src/a.py", "above-the-folder"),
    ("Run it with python ./a.py.", "a.py", "run-hint"),
    ("~~Old approach~~ a.py now holds x.", "a.py", "struck-other-words"),
]


@pytest.mark.parametrize(("words", "path"), [pytest.param(w, p, id=i) for w, p, i in SAID_REFUSED])
def test_said_gone_refuses_the_file(words: str, path: str) -> None:
    assert not kept_after_write(words, path)


@pytest.mark.parametrize(("words", "path"), [pytest.param(w, p, id=i) for w, p, i in SAID_KEPT])
def test_ordinary_words_keep_the_file(words: str, path: str) -> None:
    assert kept_after_write(words, path)


_BOLT = (
    'Here it is.\n\n<boltArtifact id="p" title="P">\n'
    '  <boltAction type="file" filePath="a.py">\nx = 1\n  </boltAction>\n</boltArtifact>\n\n'
)
_MARKDOWN = "**a.py**\n\n```python\nx = 1\n```\n\n"


def _answer_kept(answer: str) -> bool:
    parsed = parse_response(answer)
    return parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")]


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("Then remove a.py.\n", id="then-remove"),
        pytest.param("I removed a.py afterwards.\n", id="removed-afterwards"),
        pytest.param("- ~~a.py~~\n", id="struck"),
        pytest.param("Please rename a.py to main.py.\n", id="please-rename"),
    ],
)
@pytest.mark.parametrize(
    "answer", [pytest.param(_BOLT, id="bolt"), pytest.param(_MARKDOWN, id="md")]
)
def test_prose_after_a_convention_saying_gone_refuses(answer: str, after: str) -> None:
    parsed = parse_response(answer + after)
    assert not parsed.usable
    assert any(d.code == "changed-after" for d in parsed.diagnostics)


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("a.py sets x to 1.\n", id="describes"),
        pytest.param("Save it as a.py and run it.\n", id="save-as"),
        pytest.param("Nothing was removed.\n", id="nothing-removed"),
    ],
)
@pytest.mark.parametrize(
    "answer", [pytest.param(_BOLT, id="bolt"), pytest.param(_MARKDOWN, id="md")]
)
def test_ordinary_prose_after_a_convention_keeps(answer: str, after: str) -> None:
    assert _answer_kept(answer + after)
