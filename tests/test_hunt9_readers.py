"""Answers in our format found wrong by the ninth reader hunt (the inverted after-end rule's
harmless shapes, quotes and rewrites after the end marker, the broad elision rule), and the
classes they stand for.

A test passes when the answer is read as the model meant it or is not usable; it fails when the
answer comes back usable (clean, recovered or repaired) with files that are not what the model
meant. Every document is written the way a model writes it (no ``VERBATIM`` field).

How found: hand-written probes of each shape, run through ``parse_response`` on main at 0a7ee84
(after fix-after9, fix-elide9, fix-fence9); ``benchmarks/hunt_hunt9-readers.py`` counts generated
ones over real stdlib / npm files.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

APP = (
    "import os\nimport json\n\nDEBUG = True\n\n\ndef main():\n    print(os.getcwd())\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)


def model_doc(*files: tuple[str, str]) -> str:
    """A document in our format as a model writes it: header, blocks, end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files:
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n"


def refused(text: str) -> None:
    """The answer must not be usable: its files are not what the model meant."""
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


def quote(body: str) -> str:
    return "".join(f"> {line}".rstrip() + "\n" for line in body.rstrip("\n").split("\n"))


# -- after the end marker: a change in a harmless shape -------------------------------------------
# Class: changed-after missed (a harmless shape that changes the file). How found: probes of each
# harmless shape of the inverted rule (`_harmless`: use verbs, descriptions, offers, a colon at
# the end) with a change inside or right after it. What the library did: `recovered` (only
# `prose-after`), app.py written as the document holds it, the change the model asked for lost.

HARMLESS_CHANGES = {
    # a use verb, then a change verb not in the list of change words
    "open-and-put": "Open app.py and put `import sys` at the top.",
    "open-and-set": "Open app.py and set DEBUG to False.",
    "open-and-uncomment": "Open app.py and uncomment the last line.",
    "open-and-tweak": "Open app.py and tweak DEBUG.",
    "run-after-bump": "Run app.py after you bump DEBUG to False.",
    "test-then-trim": "Test app.py, then trim the unused import.",
    # a description (`is the`, a verb ending in s) that says the change
    "is-the-file-to-delete": "app.py is the file to delete once you are done.",
    "gets-renamed": "app.py gets renamed to main.py.",
    # a closing offer anywhere in the sentence
    "then-let-me-know": "Delete app.py, then let me know.",
    "if-you-want": "Delete app.py if you want it to work.",
    # a harmless sentence, then the change in the next one with "there"
    "see-then-change-there": "See app.py for details. Now change DEBUG to False there.",
}


@pytest.mark.parametrize("sentence", HARMLESS_CHANGES.values(), ids=HARMLESS_CHANGES.keys())
def test_a_change_in_a_harmless_shape_after_the_end_marker_is_not_lost(sentence: str) -> None:
    refused(model_doc(("app.py", APP)) + "\n" + sentence + "\n")


# Class: changed-after missed (a sentence ending with a colon is harmless "the block rules weigh
# the block", but what follows is a list or a quote of the file's own lines). How found: probes.
# What the library did: `recovered`, app.py as written.
COLON_CHANGES = {
    "numbered-list": (
        "In app.py, make two more changes:\n\n1. Remove the DEBUG flag.\n2. Add logging.\n"
    ),
    "delete-this-line": "In app.py, delete this line:\n\n```python\nimport json\n```\n",
    "remove-these-lines": "Remove these lines from app.py:\n\n```python\nDEBUG = True\n```\n",
}


@pytest.mark.parametrize("after", COLON_CHANGES.values(), ids=COLON_CHANGES.keys())
def test_a_change_introduced_by_a_colon_after_the_end_marker_is_not_lost(after: str) -> None:
    refused(model_doc(("app.py", APP)) + "\n" + after)


# -- after the end marker: a rewrite read as a quote ----------------------------------------------
# Class: shorter rewrite read as a quote (the prose gives the block as the file, in words not in
# `_FIXED`, or in another language, so a block of the file's first lines counts as a quote of
# it). How found: probes of rewrite prose. What the library did: `recovered`, the longer file.
REWRITES = {
    "complete": "The complete app.py:",
    "in-full": "Here's app.py in full:",
    "entirety": "app.py in its entirety should read:",
    "german-final": "Die endgültige app.py:",
    "spanish-final": "El app.py definitivo:",
}


@pytest.mark.parametrize("prose", REWRITES.values(), ids=REWRITES.keys())
def test_a_shorter_rewrite_after_the_end_marker_is_no_quote(prose: str) -> None:
    block = "```python\nimport os\nimport json\n```\n"
    refused(model_doc(("app.py", APP)) + "\n" + prose + "\n\n" + block)


# Class: rewrite in a block quote missed (`_quoted_correction` weighs only "correction" words;
# a block quote under "Final version of app.py:" that differs from the file is not weighed).
# How found: probes of block quotes after the end marker. What the library did: `recovered`,
# app.py with DEBUG = True where the final version says False.
QUOTED_REWRITES = {
    "final-version": "Final version of app.py:",
    "full-once-more": "The full app.py, once more:",
}


@pytest.mark.parametrize("prose", QUOTED_REWRITES.values(), ids=QUOTED_REWRITES.keys())
def test_a_rewrite_in_a_block_quote_after_the_end_marker_is_not_lost(prose: str) -> None:
    fixed = APP.replace("DEBUG = True", "DEBUG = False")
    refused(model_doc(("app.py", APP)) + "\n" + prose + "\n\n" + quote(fixed))


# -- elisions the broad rule misses ---------------------------------------------------------------
# Class: elided-code missed. How found: one probe per comment syntax, suffix and phrasing (most
# were refused: `--`, `;`, `%`, `REM`, `'`, `{- -}`, `(* *)`, trailing comments, .vue .svelte
# .tf .gradle .proto .graphql .sql Dockerfile Makefile .env .ini .toml .yaml). What the library
# did: `clean`, the file written with the elision as its code.
ELISIONS = {
    # "stays (exactly) as it was": no word the broad rule allows after "stays"
    "stays-as-it-was": (
        "a.py",
        "import os\n# ... the rest stays exactly as it was before\nx = 1\n",
    ),
    "stays-the-way-it-was": ("a.py", "import os\n# ... rest stays the way it was\nx = 1\n"),
    "below-stays-exactly": (
        "a.py",
        "import os\n# ... everything below stays exactly as it was\nx = 1\n",
    ),
    # a docstring standing for the function's body
    "docstring-dots": ("a.py", 'def f():\n    x = 1\n    """... rest unchanged ..."""\n'),
    "docstring-rest-of-function": (
        "a.py",
        'def f():\n    """... rest of the function unchanged ..."""\n',
    ),
    # JSON documents under another suffix: a line of dots is no JSON
    "ipynb-dots": ("a.ipynb", '{\n "cells": [\n  ...\n ]\n}\n'),
    "geojson-dots": ("a.geojson", '{\n "features": [\n  ...\n ]\n}\n'),
    "jsonl-dots": ("a.jsonl", '{"a": 1}\n...\n'),
    # an HTML or XML comment of dots and a noun outside the list (48 of 96 plural nouns of
    # code: entries, rows, paths, values, steps, ...; JavaScript's `// ... other entries ...`
    # is refused for every one)
    "html-other-entries": ("index.html", "<ul>\n  <!-- ... other entries ... -->\n</ul>\n"),
    "xml-existing-activities": (
        "AndroidManifest.xml",
        "<manifest>\n    <!-- ... existing activities ... -->\n</manifest>\n",
    ),
    "svg-more-paths": ("icon.svg", "<svg>\n  <!-- ... more paths ... -->\n</svg>\n"),
}


@pytest.mark.parametrize(("path", "content"), ELISIONS.values(), ids=ELISIONS.keys())
def test_an_elision_the_broad_rule_misses_is_not_a_whole_file(path: str, content: str) -> None:
    refused(model_doc((path, content)))


# -- false refusals: closing sentences that change nothing ----------------------------------------
# Class: false refusal (a good answer refused: a retry). How found: probes of closing sentences
# models write about a file they just wrote (17 of 24 refused; `closing-control` in the
# benchmark: 250 of 300). What the library did: `rejected_files` (`changed-after`). The first
# three already pass and guard the harmless shapes a fix of the classes above must keep.
CLOSINGS = {
    "run-to-start": "Run `python app.py` to start.",
    "uses-stdlib": "app.py uses only the standard library.",
    "see-for-details": "See app.py for details.",
    "now-complete": "app.py is now complete.",
    "i-updated-to": "I updated app.py to print the working directory.",
    "now-handles": "app.py now handles empty input.",
    "hope-this-helps": "Hope this helps with app.py!",
}


@pytest.mark.parametrize("sentence", CLOSINGS.values(), ids=CLOSINGS.keys())
def test_a_closing_sentence_that_changes_nothing_keeps_the_answer_usable(sentence: str) -> None:
    result = parse_response(model_doc(("app.py", APP)) + "\n" + sentence + "\n")
    assert result.usable, (result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", APP)]


# -- after the end marker: a change naming the file in another spelling ----------------------------
# Class: changed-after missed (the sentence names a written file as `./util.py` or by its module
# name, which `_named_file` does not match, so no rule weighs it). How found: probes of path
# spellings in a closing sentence after a two-file document. What the library did: `recovered`,
# util.py written. (`**util.py**`, `"util.py"`, `util.PY`, a Markdown link are refused.)
UTIL = "def helper():\n    return 2\n"
OTHER_SPELLINGS = {
    "dot-slash": "Delete ./util.py.",
    "dot-slash-code": "Delete `./util.py`.",
    "module-name": "Both files are ready. Delete the util module afterwards.",
}


@pytest.mark.parametrize("sentence", OTHER_SPELLINGS.values(), ids=OTHER_SPELLINGS.keys())
def test_a_change_naming_a_written_file_in_another_spelling_is_not_lost(sentence: str) -> None:
    refused(model_doc(("app.py", APP), ("util.py", UTIL)) + "\n" + sentence + "\n")


# -- after the end marker: a correction in words outside the English list --------------------------
# Class: correction missed (`_CORRECTION` and `_FIXED` hold English words only; under other
# words a block of the file's first lines is read as a quote, and a block quote is not weighed
# at all). How found: probes of correction prose in other languages and other English words
# (English "Correction:" is refused in both shapes). What the library did: `recovered`, app.py
# as first written.
CORRECTIONS = {
    "german": "Korrektur:",
    "chinese": "修正\uff1a",  # (a full-width colon, as Chinese prose writes it)
    "russian": "Исправление:",
    "spanish": "Corrección:",
    "wait-wrong": "Wait, that's wrong. Use:",
    "sorry-mistake": "Sorry, small mistake:",
}


@pytest.mark.parametrize("prose", CORRECTIONS.values(), ids=CORRECTIONS.keys())
def test_a_shorter_correction_after_the_end_marker_is_no_quote(prose: str) -> None:
    block = "```python\nimport os\nimport json\n```\n"
    refused(model_doc(("app.py", APP)) + "\n" + prose + "\n\n" + block)


@pytest.mark.parametrize("prose", CORRECTIONS.values(), ids=CORRECTIONS.keys())
def test_a_correction_in_a_block_quote_after_the_end_marker_is_not_lost(prose: str) -> None:
    fixed = APP.replace("DEBUG = True", "DEBUG = False")
    refused(model_doc(("app.py", APP)) + "\n" + prose + "\n\n" + quote(fixed))
