"""Findings of hunt10-apply: after fix-apply12 (the example rule in every edit reader, labels
naming two files in more layouts, ``Index:`` layouts), inputs whose edit is applied (``ok``)
while the documented rules call them two readings, and one false refusal.

Found by probing each rule with phrasings and layouts it does not list (scripts in
``benchmarks/hunt_hunt10-apply.py`` count them on real stdlib files). Each test is minimized;
open ones are listed in ``tests/data/open_findings.tsv``.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits

GIVEN = {"app.py": "def f():\n    return 1\n", "other.py": "def f():\n    return 1\n"}
BLOCK = "<<<<<<< SEARCH\n    return 1\n=======\n    return 42\n>>>>>>> REPLACE\n"
SEARCH_REPLACE = f"app.py\n```python\n{BLOCK}```\n"
HUNK = "--- a/app.py\n+++ b/app.py\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 42\n"
UNIFIED = f"```diff\n{HUNK}```\n"
V4A = (
    "*** Begin Patch\n*** Update File: app.py\n@@\n def f():\n-    return 1\n+    return 42\n"
    "*** End Patch\n"
)
CALL = (
    '```json\n{"command": "str_replace", "path": "app.py", "old_str": "    return 1\\n", '
    '"new_str": "    return 42\\n"}\n```\n'
)
READERS = [SEARCH_REPLACE, UNIFIED, V4A, CALL]
READER_IDS = ["search-replace", "unified-diff", "v4a", "str-replace-call"]


def _answer(intro: str, block: str) -> str:
    return f"I will explain the format first.\n\n{intro}\n\n{block}\nThat is the whole format.\n"


@pytest.mark.parametrize("block", READERS, ids=READER_IDS)
def test_the_listed_intro_refuses_the_block(block: str) -> None:
    """Control: "For example:" before the block refuses it in every reader (the tests below
    change only the words or the layout)."""
    assert not apply_edits(_answer("For example:", block), dict(GIVEN)).ok


# Class: edit-example missed, an intro line in HTML markup or brackets is taken for "a line of
# data" (fix-apply12 stops reading the prose at a line starting with '<', '[' or '{').
# How found: the phrasing probe over the four readers. What the library did: applied, ok
# (app.py returns 42), in all four readers.
@pytest.mark.parametrize("block", READERS, ids=READER_IDS)
@pytest.mark.parametrize(
    "intro",
    ["<b>For example:</b>", "<em>Example</em> of a block:", "[Example]"],
    ids=["html-bold", "html-em", "bracketed"],
)
def test_an_example_intro_in_markup_is_an_example_too(intro: str, block: str) -> None:
    """Input: prose, then ``intro`` (the listed words wrapped in HTML tags or brackets), then
    an edit of app.py whose old text matches. Expected: refused as ``edit-example``."""
    assert not apply_edits(_answer(intro, block), dict(GIVEN)).ok


# Class: edit-example missed, "example" inside a parenthesized aside, a code span, or after
# "this example from"/"the example in" (the three carve-outs of _names_example remove the word
# where it introduces an example of the format). How found: phrasing probe. What the library
# did: applied, ok.
@pytest.mark.parametrize(
    "intro",
    [
        "Here is a block (example only, do not apply it):",
        "This example from the aider docs shows the format:",
        "The example in the docs reads:",
        "An `example` block:",
    ],
    ids=["aside", "this-example-from", "the-example-in", "code-span"],
)
def test_an_example_word_the_carve_outs_remove_still_introduces_an_example(intro: str) -> None:
    """Input: prose, ``intro``, then a SEARCH/REPLACE block of app.py whose SEARCH matches.
    Expected: refused as ``edit-example``: the line says the block is an example."""
    assert not apply_edits(_answer(intro, SEARCH_REPLACE), dict(GIVEN)).ok


# Class: edit-example missed, "for example" in a listed language written as one word
# (bijvoorbeeld, например, örneğin: the pattern wants a word boundary before voorbeeld/пример/
# örnek) or in languages not listed (比如, exempel, esimerkiksi). How found: phrasing probe.
# What the library did: applied, ok.
@pytest.mark.parametrize(
    "intro",
    ["Bijvoorbeeld:", "Например:", "Örneğin:", "比如\uff1a", "Exempel:", "Esimerkiksi:"],
    ids=["dutch", "russian", "turkish", "chinese-biru", "swedish", "finnish"],
)
def test_for_example_in_another_language_is_an_example_too(intro: str) -> None:
    """Input: prose, ``intro`` ("for example" in Dutch, Russian, Turkish, Chinese, Swedish,
    Finnish), then a SEARCH/REPLACE block of app.py. Expected: refused as ``edit-example``, as
    after "Zum Beispiel:" or "例えば:"."""
    assert not apply_edits(_answer(intro, SEARCH_REPLACE), dict(GIVEN)).ok


# Class: edit-example missed, an intro that shows the format without the word "example"
# (looks like:, suppose ... you would write:, a hypothetical/mock edit), or "For example" on
# the fourth line above the block (only three lines of the paragraph are read). How found:
# phrasing probe. What the library did: applied, ok.
@pytest.mark.parametrize(
    "intro",
    [
        "Here's what such a block looks like:",
        "A SEARCH/REPLACE block looks like:",
        "Suppose you wanted f to return 42. You would write:",
        "Hypothetical edit:",
        "For example, suppose f must return 42.\nThen you reply with\nthe name of the file\n"
        "and the block:",
    ],
    ids=["such-a-block-looks-like", "block-looks-like", "suppose", "hypothetical", "fourth-line"],
)
def test_an_intro_of_the_format_without_the_listed_words_is_an_example_too(intro: str) -> None:
    """Input: prose, ``intro``, then a SEARCH/REPLACE block of app.py. Expected: refused as
    ``edit-example`` (the prose shows the format; the block is not meant to be applied)."""
    assert not apply_edits(_answer(intro, SEARCH_REPLACE), dict(GIVEN)).ok


# Class: Index: naming another file missed, an 'Index: NAME' layout _index_name does not read:
# a fence whose info string holds a space ('~~~ diff', '``` diff', '```diff title=x'), a bold
# Index line, two spaces or a tab after 'Index:'. How found: layout probe. What the library
# did: applied to app.py, ok (the Index line names other.py).
@pytest.mark.parametrize(
    "header",
    [
        "Index: other.py\n=====\n~~~ diff\n",
        "Index: other.py\n=====\n``` diff\n",
        "Index: other.py\n=====\n```diff title=app\n",
        "**Index: other.py**\n=====\n",
        "Index:  other.py\n=====\n",
        "Index:\tother.py\n=====\n",
    ],
    ids=["tilde-space", "backtick-space", "fence-attribute", "bold", "two-spaces", "tab"],
)
def test_an_index_line_naming_another_file_is_read_in_more_layouts(header: str) -> None:
    """Input: ``Index: other.py`` in ``header``'s layout, then a unified diff of app.py.
    Expected: refused (two names, two files), as ``Index: other.py`` right above is."""
    fence = header.rstrip("\n").splitlines()[-1][:3] if "`" in header or "~" in header else ""
    answer = header + HUNK + (fence + "\n" if fence else "")
    assert not apply_edits("Index: other.py\n=====\n" + HUNK, dict(GIVEN)).ok  # control
    assert not apply_edits(answer, dict(GIVEN)).ok


# Class: conflicting-path missed (SEARCH/REPLACE): a fence attribute naming another file
# (title="other.py", {file=other.py}) over a label inside the fence, or two bare label lines
# naming two files. How found: label-layout probe. What the library did: applied to app.py, ok.
@pytest.mark.parametrize(
    "answer",
    [
        f'```python title="other.py"\napp.py\n{BLOCK}```\n',
        f"```python {{file=other.py}}\napp.py\n{BLOCK}```\n",
        f"other.py\napp.py\n{BLOCK}",
        f"other.py\n\napp.py\n{BLOCK}",
    ],
    ids=["quoted-title", "braced-attribute", "two-label-lines", "two-label-lines-blank"],
)
def test_two_labels_naming_two_files_in_more_layouts(answer: str) -> None:
    """Input: a SEARCH/REPLACE block under two labels, one naming other.py, one app.py.
    Expected: refused as ``conflicting-path``, as with ``title=other.py`` unquoted."""
    control = f"```python title=other.py\napp.py\n{BLOCK}```\n"
    assert not apply_edits(control, dict(GIVEN)).ok
    assert not apply_edits(answer, dict(GIVEN)).ok


# Class: false refusal, "e.g.:" or "i.e.:" alone on the line before a unified diff, V4A
# patch or str_replace call is read as a label naming a file "e.g." (conflicting-path); the
# SEARCH/REPLACE reader applies the same answer. How found: phrasing probe. What the library
# did: refused (no-edits), never wrong.
@pytest.mark.parametrize("block", [UNIFIED, V4A, CALL], ids=READER_IDS[1:])
@pytest.mark.parametrize("intro", ["e.g.:", "i.e.:"], ids=["eg", "ie"])
def test_an_abbreviation_line_is_no_file_label(intro: str, block: str) -> None:
    """Input: ``intro`` then an edit of app.py. Expected: applied (no label names a file)."""
    result = apply_edits(f"Some words.\n\n{intro}\n\n{block}", dict(GIVEN))
    assert result.ok, result.outcomes
    assert result.files["app.py"] == "def f():\n    return 42\n"
