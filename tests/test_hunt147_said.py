"""hunt147: the words after a Markdown or bolt answer's last file (fix-saidmod178), attacked
with the neighbours of the closed shapes.

Expected by hand: each answer shows app.py ``x = 1`` and then says, in the words after it,
that app.py itself is to be deleted, is obsolete or replaced, has been emptied, or (in another
language) is to be deleted or renamed: keeping app.py usable as written is usable-WRONG, so
the answer must not be usable with app.py kept (refusing is what we ask).
THINGS_IN_FILE and OTHER_FILES (the base 6056e91f kept each): the closing words of ordinary
answers that change a thing inside app.py or delete or rename another file: app.py stays
usable, exactly as written.
"""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_MD = "**app.py**\n\n```python\nx = 1\n```\n\n"
_BOLT = (
    'Here it is.\n\n<boltArtifact id="p" title="P">\n'
    '  <boltAction type="file" filePath="app.py">\nx = 1\n  </boltAction>\n</boltArtifact>\n\n'
)


def _refused(answer: str) -> None:
    parsed = parse_response(answer)
    kept = parsed.usable and ("app.py", "x = 1\n") in files_of(parsed)
    assert not kept, files_of(parsed)


def _cases(rows: list[tuple[str, str]]) -> list[object]:
    # alternate the two answer shapes so that both carry the class
    return [
        pytest.param((_MD if n % 2 == 0 else _BOLT) + words + "\n", id=ident)
        for n, (words, ident) in enumerate(rows)
    ]


PERMISSION = [
    ("Feel free to delete app.py.", "feel-free-md"),
    ("Go ahead and delete app.py.", "go-ahead-bolt"),
    ("Once it has run, delete app.py.", "once-run-md"),
    ("Note: delete app.py afterwards.", "note-afterwards-bolt"),
    ("Delete app.py (it's no longer used).", "parenthesis-md"),
    ("1. Delete app.py\n2. Run tests", "numbered-step-bolt"),
    ("Next steps:\n1. Run the tests.\n2. Delete app.py.", "next-steps-md"),
    ("You no longer need app.py, so go ahead and delete it.", "no-longer-need-bolt"),
]


@pytest.mark.parametrize("answer", _cases(PERMISSION))
def test_permission_or_step_to_delete_the_shown_file(answer: str) -> None:
    _refused(answer)


OBSOLETE = [
    ("app.py is obsolete now.", "obsolete-md"),
    ("app.py is not needed anymore.", "not-needed-bolt"),
    ("app.py is now obsolete; you can safely delete it.", "obsolete-delete-it-md"),
    ("P.S. app.py is no longer needed, delete it.", "ps-no-longer-needed-bolt"),
    ("app.py has been superseded by main.py.", "superseded-md"),
    ("main.py replaces app.py.", "other-replaces-it-bolt"),
    ("main.py takes the place of app.py.", "takes-the-place-md"),
    ("Use main.py instead of app.py.", "instead-of-bolt"),
]


@pytest.mark.parametrize("answer", _cases(OBSOLETE))
def test_the_shown_file_said_obsolete_or_replaced(answer: str) -> None:
    _refused(answer)


EMPTIED = [
    ("app.py was cleared out.", "cleared-out-md"),
    ("app.py has been cleared.", "has-been-cleared-bolt"),
    ("app.py wurde geleert.", "german-emptied-md"),
    ("app.py est maintenant vide.", "french-now-empty-bolt"),
    ("Vac\u00ed app.py.", "spanish-emptied-md"),
]


@pytest.mark.parametrize("answer", _cases(EMPTIED))
def test_the_shown_file_said_emptied(answer: str) -> None:
    _refused(answer)


FOREIGN_IMPERATIVE = [
    ("L\u00f6schen Sie app.py.", "german-delete-md"),
    ("Elimina app.py.", "spanish-delete-bolt"),
    ("\u0423\u0434\u0430\u043b\u0438\u0442\u0435 app.py.", "russian-delete-md"),
    ("Benennen Sie app.py in main.py um.", "german-rename-bolt"),
    (
        "\u041f\u0435\u0440\u0435\u0438\u043c\u0435\u043d\u0443\u0439\u0442\u0435"
        " app.py \u0432 main.py.",
        "russian-rename-md",
    ),
    ("Cancella app.py.", "italian-delete-bolt"),
    ("Verwijder app.py.", "dutch-delete-md"),
    ("Usu\u0144 app.py.", "polish-delete-bolt"),
]


@pytest.mark.parametrize("answer", _cases(FOREIGN_IMPERATIVE))
def test_a_foreign_imperative_to_delete_or_rename_the_shown_file(answer: str) -> None:
    _refused(answer)


MARKUP = [
    ("| Action | File |\n|---|---|\n| Delete | app.py |", "table-action-first-md"),
    ("<details><summary>Removed</summary>\n\n- app.py\n</details>", "details-list-bolt"),
    ("app.py \u279c main.py", "heavy-arrow-rename-md"),
    ("_app.py was deleted._", "italic-sentence-bolt"),
    ("app.py \u2014 deprecated, delete", "dash-note-md"),
]


@pytest.mark.parametrize("answer", _cases(MARKUP))
def test_markup_around_a_deleted_or_renamed_file(answer: str) -> None:
    _refused(answer)


THIS_FILE = [
    ("Delete this file once the migration has run.", "this-file-md"),
    ("You can delete the file above after running it once.", "file-above-bolt"),
    ("This script is temporary; remove it afterwards.", "this-script-md"),
    ("The file above is no longer needed \u2014 delete it.", "file-above-delete-it-bolt"),
    (
        "I moved the code from app.py to main.py and deleted the old file.",
        "the-old-file-md",
    ),
]


@pytest.mark.parametrize("answer", _cases(THIS_FILE))
def test_the_shown_file_named_without_its_path_as_deleted(answer: str) -> None:
    _refused(answer)


THINGS_IN_FILE = [
    ("I cleaned up app.py.", "cleaned-up-md"),
    ("The `main()` in app.py was renamed to `run()`.", "function-renamed-bolt"),
    ("Removed the `time.sleep` from app.py.", "span-removed-from-md"),
    ("I've deleted the `TODO` comments from app.py.", "span-comments-deleted-bolt"),
    ("Ich habe den unbenutzten Import aus app.py entfernt.", "german-import-removed-md"),
    ("J'ai supprim\u00e9 l'import inutilis\u00e9 dans app.py.", "french-import-removed-bolt"),
    ("He eliminado la importaci\u00f3n no usada de app.py.", "spanish-import-removed-md"),
    (
        "\u042f \u0443\u0434\u0430\u043b\u0438\u043b \u043d\u0435\u0438\u0441\u043f\u043e\u043b"
        "\u044c\u0437\u0443\u0435\u043c\u044b\u0439 \u0438\u043c\u043f\u043e\u0440\u0442 \u0438"
        "\u0437 app.py.",
        "russian-import-removed-bolt",
    ),
]

OTHER_FILES = [
    ("Delete the old `config.json`; app.py reads `config.toml` now.", "other-deleted-md"),
    (
        "I removed `requests` from requirements; app.py uses urllib now.",
        "removed-from-other-bolt",
    ),
    ("You can delete `old_app.py` now that app.py replaces it.", "other-replaced-md"),
    ("Rename `app.py.bak` to app.py if you want to roll back.", "backup-renamed-to-it-bolt"),
    ("Rename the file to app.py if your editor saved it as app.txt.", "rename-to-it-md"),
    ("If your file is called main.py, rename it to app.py.", "rename-other-to-it-bolt"),
    ("You can remove `tests/app.py`; app.py replaces it.", "same-name-elsewhere-md"),
]


def _kept(answer: str) -> None:
    parsed = parse_response(answer)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("app.py", "x = 1\n")]


@pytest.mark.parametrize("answer", _cases(THINGS_IN_FILE))
def test_a_thing_inside_the_file_changed_keeps_it(answer: str) -> None:
    _kept(answer)


@pytest.mark.parametrize("answer", _cases(OTHER_FILES))
def test_another_file_deleted_or_renamed_keeps_it(answer: str) -> None:
    _kept(answer)
