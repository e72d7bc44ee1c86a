"""Hunt 11 on what fix-apply13 and fix-apply14 landed: the ``"tool call"`` block kind, the
example-intro reading (``EXAMPLE_WORDS``, the whole paragraph above a block) and label lines.

Found by hand probes (``/tmp`` scripts over the shapes the brief names), then counted over
real files by ``benchmarks/hunt_hunt11-apply.py``. Expected files are written by hand from what
each answer means.
"""

from __future__ import annotations

import pytest

from artifact_codec import apply_edits

_APP = {"app.py": "def f():\n    return 1\n"}

# Class: WRONG, a JSON edit call a little broken (a trailing comma, single quotes, a // comment,
# unquoted keys, raw newlines in its strings) under a label naming its own file is written as
# that file's whole content. How found: probing edit_block_kind, which recognises a call
# only when ``json.loads`` takes it; the same call without the label is refused by the edit
# readers (edit-malformed), so they know it is a call. What the library did: ok, rung
# whole-file, app.py (or new.py) holding the JSON text.
_BROKEN_CALLS = {
    "str-replace-trailing-comma": (
        '{"command": "str_replace", "path": "app.py", "old_str": "    return 1\\n",'
        ' "new_str": "    return 42\\n",}',
        "app.py",
        "def f():\n    return 42\n",
    ),
    "str-replace-single-quotes": (
        "{'command': 'str_replace', 'path': 'app.py', 'old_str': '    return 1\\n',"
        " 'new_str': '    return 42\\n'}",
        "app.py",
        "def f():\n    return 42\n",
    ),
    "create-trailing-comma": (
        '{"command": "create", "path": "new.py", "file_text": "x = 1\\n",}',
        "new.py",
        "x = 1\n",
    ),
    "tool-use-trailing-comma": (
        '{"name": "str_replace_based_edit_tool", "input": {"command": "str_replace",'
        ' "path": "app.py", "old_str": "    return 1\\n", "new_str": "    return 42\\n"},}',
        "app.py",
        "def f():\n    return 42\n",
    ),
    "apply-patch-trailing-comma": (
        '{"cmd": ["apply_patch", "*** Begin Patch\\n*** Update File: app.py\\n@@\\n'
        '-    return 1\\n+    return 42\\n*** End Patch\\n"],}',
        "app.py",
        "def f():\n    return 42\n",
    ),
    "comment-line": (
        '{\n  // the fix\n  "command": "str_replace", "path": "app.py",'
        ' "old_str": "    return 1\\n", "new_str": "    return 42\\n"\n}',
        "app.py",
        "def f():\n    return 42\n",
    ),
    "unquoted-keys": (
        '{command: "str_replace", path: "app.py", old_str: "    return 1\\n",'
        ' new_str: "    return 42\\n"}',
        "app.py",
        "def f():\n    return 42\n",
    ),
    "raw-newlines-in-strings": (
        '{"command": "str_replace", "path": "app.py", "old_str": "    return 1\n",'
        ' "new_str": "    return 42\n"}',
        "app.py",
        "def f():\n    return 42\n",
    ),
}


@pytest.mark.parametrize("case", list(_BROKEN_CALLS), ids=list(_BROKEN_CALLS))
def test_a_broken_json_edit_call_under_its_label_is_not_written_as_the_file(case: str) -> None:
    call, path, meant = _BROKEN_CALLS[case]
    answer = f"{path}\n```json\n{call}\n```\n"
    result = apply_edits(answer, dict(_APP))
    if result.ok:
        assert result.files[path] == meant, result.files[path]


_FILES = {"m.py": "x = 1\ny = 2\n", "n.py": "z = 3\n"}
_EXAMPLE_N = "n.py\n```python\n<<<<<<< SEARCH\nz = 3\n=======\nz = 30\n>>>>>>> REPLACE\n```\n\n"
_REAL_M = "m.py\n```python\n<<<<<<< SEARCH\ny = 2\n=======\ny = 20\n>>>>>>> REPLACE\n```\n"

# Class: WRONG, an example intro in a language EXAMPLE_WORDS has no row for (Hungarian,
# Greek, Vietnamese, Indonesian, Romanian, Hindi, Arabic) above a SEARCH/REPLACE block of
# another existing file, before the real edit: the example is applied. How found: probing
# intros outside the table. What the library did: ok, n.py changed (z = 30), which the model
# showed only as an example (the same answer with "Zum Beispiel:" is refused, edit-example).
_FOREIGN_INTROS = {
    "hungarian": "Például:",
    "greek": "Παράδειγμα:",
    "vietnamese": "Ví dụ:",
    "indonesian": "Contoh:",
    "romanian": "Exemplu:",
    "hindi": "उदाहरण के लिए:",
    "arabic": "مثال:",
}


@pytest.mark.parametrize("intro", list(_FOREIGN_INTROS.values()), ids=list(_FOREIGN_INTROS))
def test_an_example_intro_in_a_language_outside_the_table_does_not_apply_the_example(
    intro: str,
) -> None:
    answer = f"{intro}\n\n{_EXAMPLE_N}The real change:\n\n{_REAL_M}"
    result = apply_edits(answer, dict(_FILES))
    if result.ok:
        assert result.files["n.py"] == "z = 3\n", "the example block was applied"


# Class: false refusal, an ordinary fix whose intro holds an EXAMPLE_WORDS word that does not
# speak of the block: "for instance methods", "sample rate", a paragraph explaining the bug
# "for example when ...", "such as", "Make the docstring's example pass" (a verb outside
# _EXAMPLE_EDITED). How found: probing intros written as models explain a fix. What the
# library did: refused the whole answer ("the answer holds no edits and no files", the block
# read as an example).
_ORDINARY_INTROS = {
    "for-instance-methods": "Now this works for instance methods too:",
    "sample-rate": "I updated the sample rate:",
    "bug-paragraph": (
        "The parser crashes on empty input, for example when the file is blank.\nHere is the fix:"
    ),
    "bug-with-call": "The bug: `y` is wrong, for example `f(2)` returns 4. Fix:",
    "values-such-as": "Values such as 2 are too small; raise it:",
    "make-example-pass": "Make the docstring's example pass:",
}


@pytest.mark.parametrize("intro", list(_ORDINARY_INTROS.values()), ids=list(_ORDINARY_INTROS))
def test_an_ordinary_fix_intro_is_not_read_as_an_example(intro: str) -> None:
    result = apply_edits(f"{intro}\n\n{_REAL_M}", dict(_FILES))
    assert result.ok, result.feedback()
    assert result.files == {"m.py": "x = 1\ny = 20\n", "n.py": "z = 3\n"}


# Class: false refusal, a JSON test fixture whose records are shaped like edit calls
# (tests/data/calls.json, a list of {"path", "old_str", "new_str"} records) under its own
# label is read as a tool call, not a file. How found: the brief's "calls.json" idea. What
# the library did: refused (conflicting-path: the label against the record's "path").
def test_a_json_fixture_of_call_records_under_its_label_is_a_file() -> None:
    fixture = '[{"path": "a.py", "old_str": "x", "new_str": "y"}]\n'
    answer = f"tests/data/calls.json\n```json\n{fixture}```\n"
    result = apply_edits(answer, {"a.py": "x\n"})
    assert result.ok, result.feedback()
    assert result.files == {"a.py": "x\n", "tests/data/calls.json": fixture}
