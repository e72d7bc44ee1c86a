"""After the end marker, harmless prose is an allow-list matched WHOLE: a harmless start with any
other clause behind it, a line ending with a colon over a list, a quote of a written file
under prose that is no explanation (in any language), in a fence, a ``>`` block quote or an
indented block, and a written file named as ``./util.py`` or "the util module" are weighed
as possible changes; the closings a model writes about what it did stay usable.

The change clauses use verbs and languages no rule lists (``frobnicate``, ``entferne``,
``supprime``): the design, not a word list, must refuse them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from timing import assert_linear

from artifact_codec import parse_response

APP = (
    "import os\nimport json\n\nDEBUG = True\n\n\ndef main():\n    print(os.getcwd())\n\n\n"
    "if __name__ == '__main__':\n    main()\n"
)
UTIL = "def helper():\n    return 2\n"


def model_doc(*files: tuple[str, str]) -> str:
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files:
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n"


def usable(after: str, *files: tuple[str, str]) -> None:
    files = files or (("app.py", APP),)
    result = parse_response(model_doc(*files) + "\n" + after)
    assert result.usable, (after, result.status, [d.message for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == list(files)


def refused(after: str, *files: tuple[str, str]) -> None:
    files = files or (("app.py", APP),)
    result = parse_response(model_doc(*files) + "\n" + after)
    assert not result.usable, (after, result.status)


# -- a harmless start, then any other clause ------------------------------------------------------

HARMLESS = [
    "Run app.py",
    "Open `app.py` in your editor",
    "See app.py for details",
    "Test app.py",
    "app.py is the entry point",
    "app.py uses only the standard library",
]
# Changes in words no list holds: a made-up verb, other languages, a plain imperative.
CHANGES = [
    "frobnicate the DEBUG flag",
    "entferne die letzte Zeile",
    "supprime la ligne 3",
    "put `import sys` at the top",
    "compress the imports",
    "address the TODOs",
    "trim the unused import",
    "you bump DEBUG to False",
    "let me know",
]
CONNECTORS = [", then ", " and ", ", ", " after ", " and then ", " - ", " but first "]


@given(
    start=st.sampled_from(HARMLESS),
    connector=st.sampled_from(CONNECTORS),
    change=st.sampled_from(CHANGES[:-1]),
    end=st.sampled_from([".", "!", ""]),
)
def test_a_harmless_start_with_another_clause_is_weighed(
    start: str, connector: str, change: str, end: str
) -> None:
    refused(f"{start}{connector}{change}{end}\n")


@pytest.mark.parametrize("start", HARMLESS)
def test_a_harmless_sentence_alone_stays_usable(start: str) -> None:
    usable(start + ".\n")


@pytest.mark.parametrize(
    "sentence",
    [
        "Delete app.py, then let me know.",
        "Frobnicate app.py if you want it to work.",
        "Open app.py to set DEBUG to False.",
        "app.py gets frobnicated.",
        "app.py is the file to frobnicate.",
        "See app.py. Now frobnicate DEBUG there.",
    ],
)
def test_an_offer_or_a_purpose_does_not_cover_a_change(sentence: str) -> None:
    refused(sentence + "\n")


@pytest.mark.parametrize(
    "sentence",
    [
        "Let me know if you want me to change app.py.",
        "If you do not need the helpers, delete app.py.",
        "Hope this helps with app.py!",
        "Feel free to adapt app.py.",
    ],
)
def test_an_offer_that_opens_its_sentence_stays_usable(sentence: str) -> None:
    usable(sentence + "\n")


# -- a line ending with a colon -------------------------------------------------------------------


@pytest.mark.parametrize(
    "after",
    [
        "In app.py, frobnicate two things:\n\n1. The flag.\n2. The import.\n",
        "Two more things for app.py:\n\n- drop the last line\n- add a license header\n",
        "Frobnicate app.py:\n",
        "Frobnicate app.py:\n\nThe flag, mostly.\n",
    ],
)
def test_a_colon_over_a_list_or_a_paragraph_is_weighed_as_a_sentence(after: str) -> None:
    refused(after)


# -- quotes of a written file: an explanation's intro, else two readings --------------------------

PREFIX = "import os\nimport json\n"  # the first lines of app.py: a quote, or a shorter rewrite
EXPLAINING = [
    "The key part of app.py is:",
    "Note how app.py starts:",
    "The imports of app.py:",
    "In `app.py`, these lines do the work:",
]
# Intros no word list holds: other languages, a made-up word, a bare verb.
NOT_EXPLAINING = [
    "Korjaus:",
    "Poprawka:",
    "Rättelse:",
    "\u062a\u0635\u062d\u064a\u062d:",
    "Frobnicated:",
    "Die endgültige app.py:",
    "The complete app.py:",
    "In app.py, delete these lines:",
]


def _fenced(body: str) -> str:
    return f"```python\n{body}```\n"


def _quoted(body: str) -> str:
    return "".join(f"> {line}".rstrip() + "\n" for line in body.rstrip("\n").split("\n"))


def _indented(body: str) -> str:
    return "".join(f"    {line}\n" for line in body.rstrip("\n").split("\n"))


BLOCKS = {"fence": _fenced, "block-quote": _quoted, "indented": _indented}


@pytest.mark.parametrize("intro", EXPLAINING)
@pytest.mark.parametrize("block", BLOCKS.values(), ids=BLOCKS.keys())
def test_a_quote_under_an_explanation_stays_usable(intro: str, block: object) -> None:
    assert callable(block)
    usable(f"{intro}\n\n{block(PREFIX)}")


@pytest.mark.parametrize("intro", NOT_EXPLAINING)
@pytest.mark.parametrize("block", BLOCKS.values(), ids=BLOCKS.keys())
def test_a_quote_under_other_prose_has_two_readings(intro: str, block: object) -> None:
    assert callable(block)
    result = parse_response(model_doc(("app.py", APP)) + f"\n{intro}\n\n{block(PREFIX)}")
    assert not result.usable, (intro, result.status)
    messages = " ".join(d.message for d in result.diagnostics)
    assert "app.py" in messages


@pytest.mark.parametrize("intro", ["Korjaus:", "Final version of app.py:", "Frobnicated:"])
def test_a_changed_version_in_a_block_quote_is_weighed(intro: str) -> None:
    refused(f"{intro}\n\n{_quoted(APP.replace('DEBUG = True', 'DEBUG = False'))}")


def test_a_block_quote_of_other_words_stays_usable() -> None:
    usable("As the docs put it:\n\n> Always pin your versions.\n")


def test_the_whole_file_again_reads_one_way_only_under_prose_that_does_not_change_it() -> None:
    one = ("app.py", "print('hi')\n")
    usable("Here is the fixed app.py:\n\n```python\nprint('hi')\n```\n", one)
    refused("In app.py, delete this line:\n\n```python\nprint('hi')\n```\n", one)


# -- names of a written file ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Frobnicate ./util.py.",
        "Frobnicate `./util.py`.",
        "Frobnicate the util module.",
        "The util script goes away.",
        "Both are ready. Frobnicate the util file afterwards.",
    ],
)
def test_a_written_file_in_another_spelling_is_named(sentence: str) -> None:
    refused(sentence + "\n", ("app.py", APP), ("util.py", UTIL))


def test_a_description_of_the_module_by_its_name_stays_usable() -> None:
    usable("The util module holds the helpers.\n", ("app.py", APP), ("util.py", UTIL))


# -- what the document did ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "I updated app.py to print the working directory.",
        "app.py now handles empty input.",
        "app.py is now complete.",
        "app.py should now work on Windows too.",
        "I kept app.py short on purpose.",
        "app.py reads the config and prints the working directory.",
        "Run app.py with Python 3.11 or later.",
        "app.py imports util.py, which defines helper().",
        "Once saved, run app.py to see the output.",
    ],
)
def test_what_the_document_did_stays_usable(sentence: str) -> None:
    usable(sentence + "\n", ("app.py", APP), ("util.py", UTIL))


@pytest.mark.parametrize(
    "sentence",
    [
        "I renamed app.py to main.py.",
        "I updated app.py to drop util.py.",
        "app.py should be frobnicated.",
        "I updated app.py, then frobnicate it.",
    ],
)
def test_a_move_or_a_change_in_the_past_tense_shape_is_weighed(sentence: str) -> None:
    refused(sentence + "\n", ("app.py", APP), ("util.py", UTIL))


# -- linear time ----------------------------------------------------------------------------------


def test_many_sentences_and_quotes_after_the_end_marker_cost_linear_time() -> None:
    unit = (
        "Run app.py and the the the the the the server starts, which app.py imports. "
        "The key part of app.py is:\n\n> import os\n> import json\n\n"
    )
    assert_linear(lambda n: model_doc(("app.py", APP)) + "\n" + unit * n, parse_response, 20)
