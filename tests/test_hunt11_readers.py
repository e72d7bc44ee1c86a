"""Answers in our format found wrong by the eleventh reader hunt (after fix-after11's anchored
harmless shapes in ``closing.py`` and fix-elide12's name-list and page-note elisions in
``placeholders.py``), and the classes they stand for.

A test of a WRONG class passes when the answer is read as the model meant it or is not usable;
it fails when the answer comes back usable with files that are not what the model meant. A test
of a false-refusal class passes when an ordinary answer is usable with the files as written.
Every document is written the way a model writes it (no ``VERBATIM`` field).

How found: hand-written probes of each shape run through ``parse_response`` on main at 2453311;
``benchmarks/hunt_hunt11-readers.py`` counts generated ones over real stdlib files.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

APP = (
    "import os\nimport json\n\nDEBUG = True\n\n\ndef main():\n    print(os.getcwd())\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
# APP with one line changed: a new version of it, not a quote
APP_NEW = APP.replace("DEBUG = True", "DEBUG = False")
SETTINGS = "x = 1\n"


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


def read_as_written(text: str, meant: list[tuple[str, str]]) -> None:
    """An ordinary answer: usable, with exactly the files the document holds."""
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == meant


# -- after the end marker: a second version outside Markdown's quote/indent/fence -----------------
# Class: rewrite-after missed (a new version of a written file, or a changed line of it, after
# the end marker as an HTML <pre>/<xmp>/<textarea> block, as bare code lines with no intro, or
# as a Markdown table row; the same text under an intro, in a fence, a `>` quote or an indented
# block is refused). How found: probes of the shapes a model uses besides a fence. What the
# library did: `recovered` (only `prose-after`), app.py as written, the new version lost.
REWRITE_AFTER = {
    "pre": "<pre>\n" + APP_NEW + "</pre>",
    "pre-code": '<pre><code class="language-python">\n' + APP_NEW + "</code></pre>",
    "xmp": "<xmp>\n" + APP_NEW + "</xmp>",
    "textarea": "<textarea>\n" + APP_NEW + "</textarea>",
    "pre-one-line": "<pre>DEBUG = False</pre>",
    "bare-file": APP_NEW,
    "bare-line": "DEBUG = False",
    "table-row": "| line | now |\n|---|---|\n| 4 | `DEBUG = False` |",
}


@pytest.mark.parametrize("tail", REWRITE_AFTER.values(), ids=REWRITE_AFTER.keys())
def test_a_second_version_after_the_end_marker_outside_a_quote_is_not_lost(tail: str) -> None:
    refused(model_doc(("app.py", APP)) + "\n" + tail + "\n")


# -- after the end marker: a change in a harmless shape, in another language ----------------------
# Class: changed-after missed ("Run app.py with `DEBUG = False`." is refused; the same sentence in
# Portuguese, Spanish, French, German or Italian is read as harmless, and so is English "Set
# `<changed line>` only in production"). How found: the English refused probes translated. What
# the library did: `recovered` (only `prose-after`), app.py as written, the change lost.
CHANGE_IN_ANOTHER_LANGUAGE = {
    "pt-com": "Execute `python app.py` com `DEBUG = False`.",
    "es-con": "Ejecuta `python app.py` con `DEBUG = False`.",
    "fr-avec": "Lancez `python app.py` avec `DEBUG = False`.",
    "de-mit": "Starten Sie `python app.py` mit `DEBUG = False`.",
    "it-con": "Esegui `python app.py` con `DEBUG = False`.",
    "en-set-only-in": "Set `DEBUG = False` only in production.",
}


@pytest.mark.parametrize(
    "sentence", CHANGE_IN_ANOTHER_LANGUAGE.values(), ids=CHANGE_IN_ANOTHER_LANGUAGE.keys()
)
def test_a_change_in_a_run_sentence_in_another_language_is_not_lost(sentence: str) -> None:
    refused(model_doc(("app.py", APP)) + "\n" + sentence + "\n")


# -- elisions phrased without the listed words ----------------------------------------------------
# Class: elided-code missed (a comment standing for left-out functions that says neither "..."
# nor a stays-as-it-was word: "# etc", "# and so on", "# b() and c() go here", "# keep b() and
# c()"; a Markdown page note in emphasis, "_(... sections unchanged)_"). How found: probes of
# fix-elide12's name-list and page-note rules with other phrasings. What the library did:
# `clean`, the file written with the comment where two functions were.
MODULE = "import os\n\n\ndef a():\n    return 1\n\n\n{note}\n\n\ndef d():\n    return 4\n"
ELISIONS = {
    "etc": ("m.py", MODULE.format(note="# etc")),
    "and-so-on": ("m.py", MODULE.format(note="# and so on")),
    "names-go-here": ("m.py", MODULE.format(note="# b() and c() go here")),
    "keep-names": ("m.py", MODULE.format(note="# keep b() and c()")),
    "md-emphasis-note": (
        "README.md",
        "# T\n\nIntro.\n\n_(Installation and Usage sections unchanged)_\n",
    ),
}


@pytest.mark.parametrize("file", ELISIONS.values(), ids=ELISIONS.keys())
def test_an_elision_without_the_listed_words_is_not_a_whole_file(file: tuple[str, str]) -> None:
    refused(model_doc(file))


# -- false refusals: ordinary closings after the end marker ---------------------------------------
# Class: false refusal (a plain description after the end marker, of files written as meant, is
# refused as a change: a file list or table of purposes, a "; b.py is unchanged" note, a sentence
# naming the current value, a question offering more work, an indented quote of unchanged lines).
# How found: control probes beside the WRONG ones. What the library did: `rejected_files`
# (`changed-after`, or `mixed-conventions` for the indented quote), an ordinary answer lost.
ORDINARY_CLOSINGS = {
    "note-unchanged": "Note: app.py is final; b.py is unchanged.",
    "current-value": "The value `x = 1` in b.py is the default.",
    "file-list": "- `app.py`: entry point\n- `b.py`: settings",
    "file-table": (
        "| File | Purpose |\n|---|---|\n| `app.py` | entry point |\n| `b.py` | settings |"
    ),
    "semicolons": "app.py prints the directory; b.py defines x; nothing else is needed.",
    "offer-question": "Want me to add logging to app.py?",
    "indented-unchanged": "The entry point is:\n\n    if __name__ == '__main__':\n        main()",
}


@pytest.mark.parametrize("tail", ORDINARY_CLOSINGS.values(), ids=ORDINARY_CLOSINGS.keys())
def test_an_ordinary_closing_after_the_end_marker_is_not_refused(tail: str) -> None:
    meant = [("app.py", APP), ("b.py", SETTINGS)]
    read_as_written(model_doc(*meant) + "\n" + tail + "\n", meant)


# Class: false refusal (a page whose own text holds "[...]": a quotation's elision inside a `>`
# quote of a README, a regular expression in a list of patterns). How found: control probes of
# fix-elide12's page-note rule. What the library did: `edit_blocks` (`elided-code`), not usable.
PAGES_WITH_BRACKETS = {
    "readme-quote-elision": (
        "README.md",
        "# Quote\n\n> First line.\n>\n> [...]\n>\n> Last line.\n",
    ),
    "txt-patterns": ("patterns.txt", "^[a-z]+$\n[...]\n"),
}


@pytest.mark.parametrize("file", PAGES_WITH_BRACKETS.values(), ids=PAGES_WITH_BRACKETS.keys())
def test_a_page_whose_text_holds_brackets_with_dots_is_not_refused(file: tuple[str, str]) -> None:
    read_as_written(model_doc(file), [file])
