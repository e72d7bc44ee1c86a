"""fix-said189: the words after a Markdown or bolt answer's last file (issue 24), read for the
OBJECT of their verb: the file shown itself (gone, obsolete, emptied, replaced, to be deleted
or renamed, in English, other languages and markup), or a thing in it / another file.

Expected by hand: each answer shows app.py ``x = 1`` and then says the words of the row. GONE:
the model means app.py not kept as written (removed, obsolete, emptied, renamed, replaced):
keeping it usable is usable-WRONG, so the answer is refused (not usable with app.py kept).
KEPT: ordinary closing words about a thing inside app.py, another file, or advice that keeps
it: app.py stays usable, exactly as written.
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


def _cases(rows: list[tuple[str, str]]) -> list[object]:
    return [
        pytest.param(shape + words + "\n", id=f"{ident}-{name}")
        for words, ident in rows
        for shape, name in ((_MD, "md"), (_BOLT, "bolt"))
    ]


GONE = [
    # permission, advice, a step
    ("You may delete app.py once the data is migrated.", "may-delete"),
    ("It's safe to remove app.py afterwards; just remove app.py.", "safe-remove"),
    ("Steps:\n- Run the tests\n- Delete app.py", "dash-step"),
    ("Afterwards, simply delete app.py.", "simply"),
    ("Please rename app.py to main.py.", "please-rename"),
    # obsolete, replaced, not needed
    ("app.py is deprecated now.", "deprecated"),
    ("app.py is redundant.", "redundant"),
    ("`app.py` is no longer used.", "span-no-longer-used"),
    ("main.py supersedes app.py.", "supersedes"),
    ("Run main.py in place of app.py.", "in-place-of"),
    ("You don't need app.py anymore.", "dont-need"),
    # emptied
    ("app.py has been emptied.", "emptied"),
    ("app.py was truncated.", "truncated"),
    ("app.py ist jetzt leer.", "german-empty"),
    # other languages
    ("Supprimez le fichier app.py.", "french-file"),
    ("Borra app.py.", "spanish-borra"),
    ("Rimuovi app.py.", "italian-rimuovi"),
    ("Apague app.py.", "portuguese"),
    ("Ich habe alles aus app.py entfernt.", "german-all-from"),
    ("Ich habe app.py gel\u00f6scht.", "german-past"),
    # markup
    ("| Action | File |\n|---|---|\n| Removed | `app.py` |", "table-removed"),
    ("app.py \u2794 main.py", "arrow-2794"),
    ("*app.py* \u2014 obsolete", "dash-obsolete"),
    ("<details><summary>Deleted</summary>\n\n- `app.py`\n</details>", "details-deleted"),
    # the file without its path
    ("Remove this script once it has run.", "this-script"),
    ("The above file is temporary.", "above-file"),
    ("This file is obsolete.", "this-file-obsolete"),
    ("I migrated all the logic from app.py into main.py.", "migrated"),
    # a rename onto the written path of another file, said with no condition
    ("Then rename `app.py.bak` to app.py.", "then-rename-onto"),
]


@pytest.mark.parametrize("answer", _cases(GONE))
def test_the_shown_file_said_gone_refuses_it(answer: str) -> None:
    parsed = parse_response(answer)
    assert not (parsed.usable and ("app.py", "x = 1\n") in files_of(parsed)), files_of(parsed)


KEPT = [
    ("Run it with `python app.py`.", "run"),
    ("Don't delete app.py; it is the entry point.", "dont-delete"),
    ("Do not remove app.py.", "do-not-remove"),
    ("There is no need to rename app.py.", "no-need"),
    ("app.py is not needed for the tests.", "not-needed-for"),
    ("The old `utils.py` is obsolete now; app.py replaces it.", "other-obsolete"),
    ("app.py replaces the old main.py.", "replaces-other"),
    ("Use app.py instead of main.py.", "instead-of-other"),
    ("Remove the debug prints from app.py before shipping.", "remove-thing-from"),
    ("Delete the `__pycache__` folder if the tests act up.", "delete-cache"),
    ("You can rename `config.example.toml` to `config.toml`.", "rename-other"),
    ("This file is the entry point.", "this-file-entry"),
    ("I removed the `print` calls from app.py.", "span-calls-from"),
    ("I tidied up app.py.", "tidied"),
    ("The `helper` in app.py was moved to the top.", "helper-moved"),
    ("app.py reads `settings.json` at start.", "reads-file"),
    ("If you ever need to rename app.py, update the imports too.", "if-you-ever-need"),
    ("Rename the file to app.py if you saved it under another name.", "rename-onto-if"),
    ("Ich habe den Kommentar aus app.py entfernt.", "german-comment-from"),
    ("J'ai supprim\u00e9 la fonction inutile de app.py.", "french-de"),
    ("Я удалил лишний импорт из app.py.", "russian-iz"),
    ("F\u00fchren Sie app.py aus.", "german-run"),
    ("Ejecuta app.py.", "spanish-run"),
    ("Also delete `old_app.py`, which app.py replaces.\n\nEnjoy!", "also-delete-other"),
    ("Delete app.py's cache directory if it gets stale.", "possessive"),
]


@pytest.mark.parametrize("answer", _cases(KEPT))
def test_words_about_a_thing_or_another_file_keep_it(answer: str) -> None:
    parsed = parse_response(answer)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("app.py", "x = 1\n")]
