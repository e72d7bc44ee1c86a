"""Findings of hunt9-apply: inputs whose edit is applied (``ok``) while the documented rules
call them two readings, after fix-apply10/fix-apply11.

Each test is minimized; open ones are listed in ``tests/data/open_findings.tsv``.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits

GIVEN = {"app.py": "def f():\n    return 1\n\n\ndef g():\n    return 2\n"}

SEARCH_REPLACE = (
    "app.py\n```python\n<<<<<<< SEARCH\n    return 1\n=======\n    return 42\n"
    ">>>>>>> REPLACE\n```\n"
)


def _answer(intro: str, block: str) -> str:
    return f"I will explain the format first.\n\n{intro}\n\n{block}\nThat is the whole format.\n"


def test_the_listed_intro_refuses_the_block() -> None:
    """The rule as fix-apply11 wrote it: 'For example:' before the block refuses it (control
    for the tests below, which change only the words or the convention)."""
    result = apply_edits(_answer("For example:", SEARCH_REPLACE), dict(GIVEN))
    assert not result.ok


@pytest.mark.parametrize(
    "intro",
    [
        "Here is an example:",
        "Here's an example of the format:",
        "Below is an example:",
        "An example:",
        "An example block:",
        "Par exemple :",
        "Zum Beispiel:",
        "For example, say you wanted f to return 42.\nYou would write:",
        "For example (only an illustration, do not apply)",
        "For example: (an illustration only)",
    ],
    ids=[
        "here-is-an-example",
        "heres-an-example-of",
        "below-is",
        "an-example",
        "an-example-block",
        "french",
        "german",
        "over-two-lines",
        "no-colon",
        "colon-then-words",
    ],
)
def test_an_example_intro_outside_the_fixed_list_is_an_example_too(intro: str) -> None:
    """Input: prose, then ``intro`` (an introduction of an example of the format, in words the
    fixed list of ``example_intro`` misses: "Here is an example:", "An example:", another
    language, "For example" on the line above the last line of prose, without the final colon,
    or with words after it), then a SEARCH/REPLACE block naming a real file whose SEARCH matches it.
    What happened: the block is applied, ``ok`` (app.py returns 42).
    Expected: refused as ``edit-example``, as after "For example:" or "Example:" (the same two
    readings: an example of the format, or an edit of app.py)."""
    result = apply_edits(_answer(intro, SEARCH_REPLACE), dict(GIVEN))
    assert not result.ok, result.files


UNIFIED = (
    "```diff\n--- a/app.py\n+++ b/app.py\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n"
    "+    return 42\n```\n"
)
V4A = (
    "*** Begin Patch\n*** Update File: app.py\n@@\n def f():\n-    return 1\n+    return 42\n"
    "*** End Patch\n"
)
CALL = (
    '```json\n{"command": "str_replace", "path": "app.py", "old_str": "    return 1\\n", '
    '"new_str": "    return 42\\n"}\n```\n'
)


@pytest.mark.parametrize(
    "block", [UNIFIED, V4A, CALL], ids=["unified-diff", "v4a", "str-replace-call"]
)
def test_the_example_rule_holds_in_every_edit_reader(block: str) -> None:
    """Input: "For example:" (the listed intro), then the same edit of app.py as a unified
    diff, a V4A patch or a str_replace tool call.
    What happened: applied, ``ok`` — the SEARCH/REPLACE reader refuses the same answer (the
    rule is only in search_replace.py): the readers disagree.
    Expected: refused as ``edit-example``, as the SEARCH/REPLACE block is."""
    result = apply_edits(_answer("For example:", block), dict(GIVEN))
    assert not result.ok, result.files


def _two_copies(gap: int) -> str:
    filler = "".join(f"C{k} = {k}\n" for k in range(25))
    return (
        "import os\nimport re\n" + "\n" * gap + "def a():\n    x = 1\n    y = 2\n    z = 3\n"
        "    return x\n\n\n" + filler + "\n\ndef b():\n    x = 1\n    y = 2\n    z = 3\n"
        "    return x\n"
    )


@pytest.mark.parametrize("gap", [1, 6], ids=["next-to-silent", "farther-with-note"])
def test_a_deletion_made_at_the_lower_copy_by_line_number_and_sent_again(gap: int) -> None:
    """Input, a history in two turns, both applied by ``apply_edits``: turn 1, a unified diff
    with line numbers deletes ``y = 2`` in ``b()`` (the block ``x = 1 / y = 2 / z = 3``
    stands in ``a()`` too; the line number picks ``b()``, as documented). Turn 2, the model
    sends a new change (``import os`` -> ``import sys``) and the same deletion again, now
    without line numbers (``@@ ... @@``).
    What happened: ``ok``; the deletion is applied to ``a()`` — silently when ``a()`` starts
    within 3 lines of the new hunk (the 'one change with the hunk before' exemption), with a
    note saying "the deletion made there before would have met this copy first" otherwise;
    that premise is false here: the first deletion was placed by its line number.
    Expected: refused (its result stands already in ``b()``: applied before), or ``a()``
    kept as it is."""
    original = _two_copies(gap)
    number = original.splitlines().index("def b():") + 2
    deletion = "     x = 1\n-    y = 2\n     z = 3\n"
    first = f"```diff\n--- a/app.py\n+++ b/app.py\n@@ -{number},3 +{number},2 @@\n{deletion}```\n"
    turn1 = apply_edits(first, {"app.py": original})
    assert turn1.ok
    given = turn1.files["app.py"]
    assert given.count("    y = 2\n") == 1  # b() lost it, a() has it
    again = (
        "```diff\n--- a/app.py\n+++ b/app.py\n@@ ... @@\n-import os\n+import sys\n"
        f"@@ ... @@\n{deletion}```\n"
    )
    result = apply_edits(again, {"app.py": given})
    wanted = given.replace("import os\n", "import sys\n")
    assert not result.ok or result.files["app.py"] == wanted, result.outcomes


BLOCK = "<<<<<<< SEARCH\n    return 1\n=======\n    return 42\n>>>>>>> REPLACE\n"
TWO_FILES = {"src/pkg/app.py": "def f():\n    return 1\n", "app.py": "def f():\n    return 1\n"}


@pytest.mark.parametrize(
    "head",
    [
        "```python src/pkg/app.py\n# app.py\n",
        "src/pkg/app.py\n\n```python\napp.py\n",
        "src/pkg/app.py\n```python\n\napp.py\n",
    ],
    ids=["fence-line-language-and-path", "blank-before-fence", "blank-inside-fence"],
)
def test_two_labels_naming_two_files_are_refused_in_every_layout(head: str) -> None:
    """Input: one SEARCH/REPLACE block under two labels naming two files that both exist
    (``src/pkg/app.py`` before the fence or on its fence line after the language, ``app.py``
    inside the fence), in layouts the rule of fix-apply11 misses: a language word before the
    fence line's path, a blank line between the outer label and the fence, a blank line
    between the fence and the inner label.
    What happened: ``ok``, app.py edited (the nearest label), src/pkg/app.py not.
    Expected: refused as ``conflicting-path``, as ``src/pkg/app.py`` + fence + ``app.py``
    is (two readings that edit two different files)."""
    result = apply_edits(head + BLOCK + "```\n", dict(TWO_FILES))
    assert not result.ok, result.files


def test_two_labels_control_the_listed_layout_is_refused() -> None:
    """Control: the layout fix-apply11 tested is refused."""
    result = apply_edits("src/pkg/app.py\n```python\napp.py\n" + BLOCK + "```\n", dict(TWO_FILES))
    assert not result.ok


ONE_FILE = {"src/pkg/app.py": "def f():\n    return 1\n\n\ndef g():\n    return 2\n"}
WANTED = "def f():\n    return 42\n\n\ndef g():\n    return 2\n"


@pytest.mark.parametrize(
    "answer",
    [
        "Let me fix f.\n\nThe edit looks like this:\n\nsrc/pkg/app.py\n```python\n"
        + BLOCK
        + "```\n",
        "Return the constant instead (for example 42):\n\nsrc/pkg/app.py\n```python\n"
        + BLOCK
        + "```\n",
        "./src/pkg/app.py\n```python\n# src/pkg/app.py\n" + BLOCK + "```\n",
        "Index: ./src/pkg/app.py\n" + "=" * 67 + "\n--- src/pkg/app.py\n+++ src/pkg/app.py\n"
        "@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 42\n",
        "Index: src\\pkg\\app.py\n" + "=" * 67 + "\n--- src/pkg/app.py\n+++ src/pkg/app.py\n"
        "@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 42\n",
    ],
    ids=[
        "the-edit-looks-like-this",
        "for-example-a-value",
        "dot-slash-label",
        "index-dot-slash",
        "index-backslashes",
    ],
)
def test_a_clean_edit_is_not_refused_by_the_new_rules(answer: str) -> None:
    """Input: one clean edit of src/pkg/app.py, introduced the way models introduce the edit
    itself ("The edit looks like this:", "Return the constant instead (for example 42):"),
    or labelled twice with the same file spelled two ways (``./src/pkg/app.py`` and
    ``src/pkg/app.py``; svn's ``Index:`` line with ``./`` or Windows separators).
    What happened: refused (edit-example, conflicting-path, diff-names-differ): a false
    refusal, the second class.
    Expected: applied, app.py's f returning 42 (one reading: the one file named, the edit
    the prose announces)."""
    result = apply_edits(answer, dict(ONE_FILE))
    assert result.ok, [outcome.message for outcome in result.outcomes]
    assert result.files == {"src/pkg/app.py": WANTED}


def test_two_labels_differing_in_case_name_two_files_when_both_are_given() -> None:
    """Input: a SEARCH/REPLACE block labelled ``App.py`` before its fence and ``app.py``
    inside it; both files are given (a case-sensitive file system).
    What happened: ``ok``, app.py edited: the conflicting-path rule compares the labels
    case-folded — while an ``Index: App.py`` line over ``--- app.py`` is refused as
    diff-names-differ (the two readers disagree).
    Expected: refused as ``conflicting-path`` (two files given, two readings)."""
    files = {"App.py": "def f():\n    return 1\n", "app.py": "def f():\n    return 1\n"}
    result = apply_edits("App.py\n```python\napp.py\n" + BLOCK + "```\n", files)
    assert not result.ok, result.files


INDEXED = "--- app.py\n+++ app.py\n@@ -1,2 +1,2 @@\n def f():\n-    return 1\n+    return 42\n"


@pytest.mark.parametrize(
    "head",
    ["Index: other.py\n\n", "Index: other.py\n=======\n", "Index: other.py\n```diff\n"],
    ids=["blank-line", "short-rule", "before-the-fence"],
)
def test_an_index_line_naming_another_file_in_other_layouts(head: str) -> None:
    """Input: ``Index: other.py``, then (a blank line / a short rule of '=' / a ```diff
    fence line), then a diff whose ``---``/``+++`` lines name app.py; both files given.
    What happened: ``ok``, app.py edited; the Index rule of fix-apply11 looks only at the
    line right above ``---`` (through a rule of 20 '=' or more).
    Expected: refused as ``diff-names-differ``, as with svn's own layout."""
    files = {"other.py": "def f():\n    return 1\n", "app.py": "def f():\n    return 1\n"}
    tail = "```\n" if head.endswith("```diff\n") else ""
    result = apply_edits(head + INDEXED + tail, files)
    assert not result.ok, result.files


OTHER_LABEL_FILES = {"app.py": "def f():\n    return 1\n", "other.py": "def f():\n    return 1\n"}


@pytest.mark.parametrize(
    "answer",
    [
        "other.py\n```diff\n" + INDEXED + "```\n",
        "```diff other.py\n" + INDEXED + "```\n",
        "other.py\n```\n*** Begin Patch\n*** Update File: app.py\n@@\n def f():\n-    return 1\n"
        "+    return 42\n*** End Patch\n```\n",
        'other.py\n```json\n{"command": "str_replace", "path": "app.py", "old_str": "    return '
        '1\\n", "new_str": "    return 42\\n"}\n```\n',
    ],
    ids=[
        "label-over-unified-diff",
        "fence-line-over-unified-diff",
        "label-over-v4a",
        "label-over-call",
    ],
)
def test_a_label_naming_another_file_over_a_diff_patch_or_call(answer: str) -> None:
    """Input: a label line (or fence-line path) ``other.py``, then a fence holding a unified
    diff / V4A patch / str_replace call that names app.py; both files given.
    What happened: ``ok``: app.py edited for the diff and the patch; for the tool call,
    other.py is REPLACED by the call's JSON text (read as a whole file), app.py untouched.
    Expected: refused as ``conflicting-path`` — two names, two files — as fix-apply11
    refuses a SEARCH/REPLACE block under two labels naming two files."""
    result = apply_edits(answer, dict(OTHER_LABEL_FILES))
    assert not result.ok, result.files
