"""fix-turns182: a later user turn asking for a written file to be changed is read as a verb of
change (in English or another language) whose object is a written file (its path or another
spelling of it, ``the file``, its kind or name, its place, a pronoun right after the verb),
not negated, not the user's own act, not a hypothesis or a noun; an offer in text parts may be
accepted in many words. The neighbours of hunt142's shapes, and the ordinary turns that must
keep the file (the guards).

Expected by hand: a.py ``x = 1`` is written (the tool answering ok), then the turns shown; a
request answered by the assistant (``Done.``, no call) leaves a.py not as written: keeping it
is usable-WRONG, refusing it is right. A turn asking nothing of a.py keeps it as written.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hunt142_shapes import anthropic, kept, openai, responses, said
from meant import files_of
from timing import assert_linear

from artifact_codec import parse_response


def _asked(request: str, answer: str = "Done.") -> str:
    return openai([("user", request), ("assistant", answer)])


def _offered(offer: str, reply: str, answer: str = "Done.") -> str:
    return openai([("assistant", offer), ("user", reply), ("assistant", answer)])


REFUSED = [
    # requests in the passive, as a wish of a state, as a need denied
    pytest.param(_asked("a.py should be deleted."), id="passive-should"),
    pytest.param(_asked("I want a.py gone."), id="want-gone"),
    pytest.param(_asked("It needs to go."), id="needs-to-go"),
    pytest.param(_asked("I'd like it renamed to main.py."), id="like-it-renamed"),
    pytest.param(_asked("I don't need a.py anymore."), id="i-dont-need"),
    pytest.param(_asked("a.py is obsolete now."), id="obsolete"),
    # what looks negated but asks
    pytest.param(_asked("Why don't you delete a.py?"), id="why-dont-you"),
    pytest.param(_asked("Can't you just delete it?"), id="cant-you"),
    pytest.param(_asked("Don't forget to remove a.py."), id="dont-forget-to"),
    # more verbs of removal, undo and edit
    pytest.param(_asked("throw away a.py"), id="throw-away"),
    pytest.param(_asked("trash it"), id="trash-it"),
    pytest.param(_asked("wipe a.py please"), id="wipe"),
    pytest.param(_asked("roll back a.py"), id="roll-back"),
    pytest.param(_asked("git rm a.py"), id="git-rm"),
    pytest.param(_asked("Make a.py async."), id="make-async"),
    pytest.param(_asked("Convert a.py to a class."), id="convert"),
    pytest.param(_asked("Turn it into a module."), id="turn-into"),
    pytest.param(_asked("Prepend a shebang to a.py."), id="prepend-to"),
    pytest.param(_asked("Wrap the code in a.py in a main function."), id="wrap-in"),
    pytest.param(_asked("Please rename it to main.py"), id="rename-it"),
    pytest.param(_asked("Could you tidy up a.py?"), id="tidy-up"),
    pytest.param(_asked("revert"), id="bare-revert"),
    pytest.param(_asked("How about deleting it?"), id="how-about-gerund"),
    pytest.param(_asked("Would you mind removing a.py?"), id="mind-gerund"),
    pytest.param(_asked("put the python script into old/"), id="put-kind-into"),
    pytest.param(_asked("Put a print in a.py."), id="put-in-path"),
    pytest.param(_asked("Name it main.py."), id="name-it"),
    pytest.param(_asked("call it something else"), id="call-something-else"),
    pytest.param(_asked("Let's rename it."), id="lets-rename"),
    pytest.param(_asked("First delete a.py, then write b.py."), id="first-delete"),
    pytest.param(_asked("Yes, delete."), id="bare-after-yes"),
    # the file by its kind, its name, another spelling
    pytest.param(_asked("delete the python script"), id="python-script"),
    pytest.param(_asked("Remove the `a.py` file."), id="quoted-name-file"),
    pytest.param(_asked("remove the a module"), id="stem-module"),
    pytest.param(_asked("delete ./a.py"), id="dot-slash"),
    pytest.param(_asked("delete 'A.py'"), id="quoted-case"),
    # other languages
    pytest.param(_asked("L\u00f6sch a.py", "Erledigt."), id="de-losch"),
    pytest.param(_asked("Supprimez a.py.", "C'est fait."), id="fr-supprimez"),
    pytest.param(_asked("Elimina a.py.", "Hecho."), id="es-elimina"),
    pytest.param(_asked("\u0423\u0434\u0430\u043b\u0438\u0442\u0435 a.py"), id="ru-udalite"),
    pytest.param(
        _asked("a.py\u3092\u524a\u9664\u3057\u3066\u304f\u3060\u3055\u3044"), id="ja-sakujo"
    ),
    pytest.param(_asked("a.py \uc0ad\uc81c\ud574\uc918"), id="ko-sakje"),
    pytest.param(_asked("Verwijder a.py"), id="nl-verwijder"),
    pytest.param(_asked("Apague a.py, por favor."), id="pt-apague"),
    pytest.param(_asked("Wir brauchen a.py nicht mehr."), id="de-not-needed"),
    pytest.param(_asked("Je n'ai plus besoin de a.py."), id="fr-not-needed"),
    pytest.param(
        _asked(
            "a.py \u0431\u043e\u043b\u044c\u0448\u0435 \u043d\u0435 \u043d\u0443\u0436\u0435\u043d."
        ),
        id="ru-not-needed",
    ),
    # offers accepted in more words, in other languages, in parts
    pytest.param(_offered("Should I delete a.py?", "yes please do"), id="yes-please-do"),
    pytest.param(_offered("Should I delete a.py?", "Perfect, go for it"), id="perfect-go"),
    pytest.param(_offered("Voulez-vous que je supprime a.py ?", "oui"), id="fr-offer-oui"),
    pytest.param(
        _offered("\u0423\u0434\u0430\u043b\u0438\u0442\u044c a.py?", "\u0434\u0430"),
        id="ru-offer-da",
    ),
    pytest.param(
        _offered("\u8981\u6211\u5220\u9664 a.py \u5417\uff1f", "\u597d\u7684"), id="zh-ok"
    ),
    pytest.param(
        _offered("I can also empty a.py if you'd like.", "please"), id="offer-if-you-like"
    ),
    pytest.param(
        anthropic(
            [
                ("assistant", "Would you like me to rename a.py to main.py?"),
                ("user", "sure"),
                ("assistant", "Done."),
            ]
        ),
        id="anthropic-rename-offer",
    ),
    pytest.param(
        responses(
            [
                ("assistant", "Shall I undo my change to a.py?"),
                ("user", "lgtm"),
                ("assistant", "OK"),
            ]
        ),
        id="responses-undo-offer",
    ),
    pytest.param(
        openai(
            [
                ("assistant", "Want me to wipe a.py?"),
                ("user", "\U0001f44d"),
                ("assistant", "Done."),
            ],
            parts=True,
        ),
        id="openai-parts-thumbs",
    ),
]

KEPT = [
    # negated, in English and other languages
    pytest.param(_asked("Don't rename a.py, it's fine.", "OK."), id="dont-rename"),
    pytest.param(_asked("Please don't touch it.", "Sure."), id="dont-touch"),
    pytest.param(_asked("No need to delete anything.", "OK."), id="no-need-anything"),
    pytest.param(_asked("Leave a.py as it is.", "OK."), id="leave-it"),
    pytest.param(_asked("Great work, no changes needed.", "Thanks!"), id="no-changes"),
    pytest.param(_asked("L\u00f6sche a.py nicht.", "OK."), id="de-nicht"),
    pytest.param(_asked("Ne supprime pas a.py.", "D'accord."), id="fr-ne-pas"),
    pytest.param(_asked("\u4e0d\u8981\u5220\u9664 a.py", "\u597d\u7684\u3002"), id="zh-buyao"),
    # the user's own act, a thing as the subject, a hypothesis, a noun
    pytest.param(_asked("I'll rename it myself.", "Sounds good."), id="ill-rename"),
    pytest.param(_asked("I already deleted my old copy.", "Great."), id="i-deleted-mine"),
    pytest.param(_asked("Thanks, that fixes it!", "Great!"), id="that-fixes"),
    pytest.param(_asked("This will replace my old script.", "Yes."), id="this-will-replace"),
    pytest.param(_asked("What if I delete a.py?", "Then nothing runs."), id="what-if-i"),
    pytest.param(_asked("Thanks for the update!", "You're welcome."), id="the-update"),
    pytest.param(_asked("The change looks good.", "Great."), id="the-change"),
    # requests of other things or other files
    pytest.param(_asked("Update the README to mention it.", "Done."), id="readme-mention-it"),
    pytest.param(_asked("Add a.py to the README.", "Done."), id="add-path-to-readme"),
    pytest.param(_asked("Write a test for a.py.", "Done."), id="test-for"),
    pytest.param(_asked("Can you explain a.py?", "It sets x to 1."), id="explain"),
    pytest.param(_asked("Delete the old a.py.bak too.", "Done."), id="other-suffix"),
    pytest.param(_asked("Silence the warnings, please.", "Done."), id="silence"),
    pytest.param(_asked("Borrow the idea from a.py for the next one.", "OK."), id="borrow"),
    pytest.param(_asked("Put it on GitHub.", "Done."), id="put-on-github"),
    pytest.param(_asked("Call the function in a.py twice.", "OK."), id="call-function"),
    pytest.param(_asked("It's ready to go!", "Great."), id="ready-to-go"),
    pytest.param(_asked("Make sure it works.", "It does."), id="make-sure"),
    pytest.param(_asked("Can you expand on that?", "Sure: it sets x."), id="expand-on"),
    pytest.param(_asked("What format should it be?", "Python."), id="what-format"),
    pytest.param(_asked("The import in a.py is unused.", "Right."), id="import-unused"),
    pytest.param(_asked("Run it and delete the logs.", "Done."), id="delete-logs"),
    # thanks and questions in other languages
    pytest.param(_asked("Danke, das ist gut.", "Gern geschehen."), id="de-thanks"),
    pytest.param(_asked("Gracias, funciona.", "\u00a1De nada!"), id="es-thanks"),
    pytest.param(_asked("Wir brauchen mehr Tests.", "OK."), id="de-more-tests"),
    # offers declined, offers of other things
    pytest.param(_offered("Should I delete a.py?", "No thanks.", "OK."), id="no-thanks"),
    pytest.param(_offered("Should I delete a.py?", "Not now.", "OK."), id="not-now"),
    pytest.param(_offered("Want me to add tests for a.py?", "sure"), id="other-offer"),
    pytest.param(_offered("Soll ich a.py l\u00f6schen?", "nein", "OK."), id="de-offer-nein"),
]


@pytest.mark.parametrize("answer", REFUSED)
def test_a_turn_asking_a_change_of_the_file_refuses_it(answer: str) -> None:
    parsed = parse_response(answer)
    assert not kept(answer)
    assert not parsed.usable
    assert any(d.code == "tool-call-changed" for d in parsed.diagnostics)


@pytest.mark.parametrize("answer", KEPT)
def test_a_turn_asking_nothing_of_the_file_keeps_it(answer: str) -> None:
    assert kept(answer)


_A = ("a.py", "x = 1\n")
_B = ("b.py", "y = 2\n")


def _two_then(request: str, answer: str = "Done.") -> str:
    calls = [
        {
            "id": f"c{i}",
            "type": "function",
            "function": {
                "name": "write_file",
                "arguments": json.dumps({"path": path, "content": content}),
            },
        }
        for i, (path, content) in enumerate((_A, _B), 1)
    ]
    messages: list[dict[str, Any]] = [
        {"role": "assistant", "content": None, "tool_calls": calls},
        {"role": "tool", "tool_call_id": "c1", "content": "ok"},
        {"role": "tool", "tool_call_id": "c2", "content": "ok"},
        {"role": "user", "content": request},
        {"role": "assistant", "content": answer},
    ]
    return json.dumps(messages)


@pytest.mark.parametrize(
    ("request_", "left"),
    [
        pytest.param("delete the latter", [_A], id="the-latter"),
        pytest.param("remove the second script", [_A], id="second-script"),
        pytest.param("Keep only a.py.", [_A], id="keep-only"),
        pytest.param("delete b.py", [_A], id="by-path"),
        pytest.param("delete the other one", [], id="the-other-one"),
        pytest.param("delete one of them", [], id="one-of-them"),
    ],
)
def test_one_of_two_files_asked_gone_leaves_at_most_the_other(
    request_: str, left: list[tuple[str, str]]
) -> None:
    parsed = parse_response(_two_then(request_))
    if left:
        assert files_of(parsed) == left
    else:
        assert not parsed.usable


@pytest.mark.parametrize(
    "request_",
    [
        pytest.param("thanks, run the second one", id="run-second"),
        pytest.param("Now add both to git.", id="add-both-to-git"),
        pytest.param("Don't delete either of them.", id="dont-delete-either"),
    ],
)
def test_two_files_and_a_turn_asking_nothing_of_them_keeps_both(request_: str) -> None:
    parsed = parse_response(_two_then(request_, "OK."))
    assert parsed.usable
    assert files_of(parsed) == [_A, _B]


def test_a_turn_before_the_write_changes_nothing() -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Delete everything first."}]
    messages += json.loads(openai([]))
    parsed = parse_response(json.dumps(messages))
    assert parsed.usable
    assert files_of(parsed) == [_A]


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("What about a.py? Removed.", id="what-about-removed"),
        pytest.param("a.py now? Empty.", id="now-empty"),
        pytest.param("`a.py`? Deleted.", id="code-span-deleted"),
        pytest.param("O\u00f9 est a.py ? Dans old/.", id="fr-where"),
        pytest.param("\u0413\u0434\u0435 a.py? \u0412 old/.", id="ru-where"),
        pytest.param("Dove si trova a.py? In old/.", id="it-where"),
    ],
)
def test_an_elliptic_question_answered_gone_refuses_the_file(words: str) -> None:
    assert not kept(said(words))


@pytest.mark.parametrize(
    "words",
    [
        pytest.param("a.py? Works fine.", id="works-fine"),
        pytest.param("And a.py? Unchanged.", id="unchanged"),
        pytest.param("What about a.py? It runs.", id="it-runs"),
        pytest.param("O\u00f9 est a.py ? Dans le dossier du projet.", id="fr-project-folder"),
        pytest.param("Run a.py? Sure, run it.", id="run-it"),
    ],
)
def test_an_elliptic_question_answered_present_keeps_the_file(words: str) -> None:
    assert kept(said(words))


@pytest.mark.parametrize(
    "piece",
    [
        pytest.param("please don't delete it and call the function in a.py, ", id="clauses"),
        pytest.param("I want the thing in the old one in it to be ", id="want-frame"),
        pytest.param("a.py? ", id="elliptic"),
    ],
)
def test_a_long_user_turn_is_read_in_linear_time(piece: str) -> None:
    def make(n: int) -> str:
        return _asked(piece * n, "OK.")

    assert_linear(make, parse_response, 20)
