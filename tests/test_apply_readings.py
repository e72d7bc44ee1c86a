"""The applier's rules against a second reading (fix of hunt5-apply's findings): the cases
next to each rule that must still apply, and the refusals' words a model acts on.

Expected files are written by hand from the edit's meaning.
"""

from __future__ import annotations

from artifact_codec import apply_edits


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n\n"


# --- an elision gap stays in the block its quote opens ---


_TWO = "@decorate\ndef a():\n    x = 1\n    y = 2\n    return x\n\n\ndef b():\n    return 3\n"


def test_elision_under_a_decorator_inside_its_block_applies() -> None:
    old = "@decorate\ndef a():\n    ...\n    return x\n"
    new = "@decorate\ndef a():\n    ...\n    return x + y\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": _TWO})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == _TWO.replace("return x\n", "return x + y\n")


def test_elision_under_a_decorator_into_the_next_function_is_refused_naming_the_line() -> None:
    old = "@decorate\ndef a():\n    ...\n    return 3\n"
    new = "@decorate\ndef a():\n    ...\n    return 4\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": _TWO})
    assert not result.ok
    message = result.outcomes[0].message
    assert "line 2 ('def a():')" in message, message
    assert "line 8, 'def b():'" in message, message


def test_elision_whose_next_quoted_line_is_the_next_definition_is_refused() -> None:
    # The line after the gap is outside the block too: the quote would span two functions.
    old = "def a():\n    ...\ndef b():\n"
    new = "def a():\n    ...\ndef b(z):\n"
    files = {"m.py": "def a():\n    return 1\ndef b():\n    return 3\n"}
    assert not apply_edits(_block("m.py", old, new), files).ok


def test_elision_at_the_openers_level_may_leave_out_whole_definitions() -> None:
    # "    # ..." at the def's own indentation says lines at that level are left out: the
    # quote runs from ``append`` to ``join`` on purpose.
    given = "class T:\n    def append(self):\n        x = 1\n\n    def join(self):\n"
    given += "        pass\n"
    old = "    def append(self):\n    # ...\n    def join(self):\n        pass\n"
    new = "    def append(self):\n    # ...\n    def join(self):\n        return 1\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": given})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == given.replace("pass", "return 1")


def test_elision_after_a_class_line_stays_in_the_method_it_opens() -> None:
    # The quote opens ``class A`` and then ``__init__``: the gap is ``__init__``'s, and may
    # not run on into ``__call__`` (the next quoted line is that definition).
    given = "class A:\n    def __init__(self):\n        self.x = 1\n\n    def __call__(self):\n"
    given += "        return 2\n"
    old = "class A:\n    def __init__(self):\n        ...\n    def __call__(self):\n"
    new = "class A:\n    def __init__(self):\n        ...\n    def __call__(self, y):\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": given})
    assert not result.ok
    assert "line 2 ('def __init__(self):')" in result.outcomes[0].message


def test_elision_then_else_at_the_openers_indentation_applies() -> None:
    given = "if x:\n    a = 1\n    b = 2\nelse:\n    c = 3\n"
    old = "if x:\n    ...\nelse:\n    c = 3\n"
    new = "if x:\n    ...\nelse:\n    c = 4\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": given})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == given.replace("c = 3", "c = 4")


def test_elision_after_an_opener_with_a_comment_inside_its_block_applies() -> None:
    given = "def f(a):  # doc\n    b = a\n    return b\n\n\ndef g():\n    return 0\n"
    old = "def f(a):  # doc\n    ...\n    return b\n"
    new = "def f(a):  # doc\n    ...\n    return b * 2\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": given})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == given.replace("return b\n", "return b * 2\n")


# --- a change applied before is not made again at another copy ---


def test_block_whose_new_text_stands_elsewhere_without_a_line_number_is_refused() -> None:
    body = "    value = make(0)\n    check(value)\n"
    given = "def t0():\n    value = make(0)\n    check(value, 1)\n\ndef t1():\n" + body
    old = "    value = make(0)\n    check(value)\n"
    new = "    value = make(0)\n    check(value, 1)\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": given})
    assert not result.ok
    message = result.outcomes[0].message
    assert "stands already at lines 2-3" in message, message
    assert "lines 6-7" in message, message


def test_a_line_made_like_another_is_applied() -> None:
    # A changed line alone that stands elsewhere is an ordinary edit, not a repeated one.
    given = "def f():\n    return 1\n\ndef g():\n    return None\n"
    result = apply_edits(_block("m.py", "    return 1\n", "    return None\n"), {"m.py": given})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == given.replace("return 1", "return None")


def test_diff_whose_added_line_is_there_already_is_refused() -> None:
    given = "def f():\n    x = 1\n    log(x)\n    return x\n"
    answer = "```diff\n--- a/m.py\n+++ b/m.py\n@@ -2,1 +2,2 @@\n     x = 1\n+    log(x)\n```\n"
    result = apply_edits(answer, {"m.py": given})
    assert not result.ok
    assert "reads its new text there already (lines 2-3)" in result.outcomes[0].message


# --- what earlier operations wrote ---


def test_later_operation_on_a_line_an_earlier_one_kept_applies() -> None:
    # The earlier block kept "x = 1" and added a line: the later one's "x = 1" is that line,
    # there is no other place.
    given = "x = 1\nz = 3\n"
    answer = _block("m.py", "x = 1\n", "x = 1\ny = 2\n") + _block("m.py", "x = 1\n", "x = 5\n")
    result = apply_edits(answer, {"m.py": given})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == "x = 5\ny = 2\nz = 3\n"


def test_line_number_after_an_earlier_block_that_added_lines_moves() -> None:
    # Lines 5 and 35 are the same; the block adds 30 lines at the top, so line 35 of the file
    # the model saw is line 65, and line 35 is now the other copy (line 5 of the file given).
    lines = [f"v{k} = {k}\n" for k in range(60)]
    lines[4] = lines[34] = "check(value)\n"
    given = "".join(lines)
    added = "".join(f"new{k} = {k}\n" for k in range(30))
    answer = _block("m.py", "v0 = 0\n", "v0 = 0\n" + added) + (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -35,1 +35,1 @@\n-check(value)\n+check(value, 1)\n```\n"
    )
    result = apply_edits(answer, {"m.py": given})
    assert result.ok, result.outcomes
    assert result.outcomes[-1].lines == (65, 65), result.outcomes[-1]
    wanted = [*lines[:1], added, *lines[1:34], "check(value, 1)\n", *lines[35:]]
    assert result.files["m.py"] == "".join(wanted)


# --- a file labelled unchanged ---


def test_file_labelled_unchanged_is_refused_even_when_it_is_the_file_given() -> None:
    # The reader does not vouch for the note "(unchanged)" (a block shown for reference may be
    # an excerpt): the answer is not applied, and the refusal names the block and the note.
    utils = "def helper():\n    return 1\n"
    files = {"app.py": "x = 1\n", "utils.py": utils}
    answer = _block("app.py", "x = 1\n", "x = 2\n") + (
        "### utils.py (unchanged)\n```python\n" + utils + "```\n"
    )
    result = apply_edits(answer, files)
    assert not result.ok
    assert result.files == files
    message = " ".join(outcome.message for outcome in result.outcomes if not outcome.ok)
    assert "utils.py" in message
    assert "(unchanged)" in message


def test_file_labelled_unchanged_that_differs_is_refused_saying_so() -> None:
    files = {"app.py": "x = 1\n", "utils.py": "def helper():\n    return 1\n\nz = 2\n"}
    answer = _block("app.py", "x = 1\n", "x = 2\n") + (
        "### utils.py (unchanged)\n```python\ndef helper():\n    return 1\n```\n"
    )
    result = apply_edits(answer, files)
    assert not result.ok
    message = " ".join(outcome.message for outcome in result.outcomes if not outcome.ok)
    assert "utils.py" in message
    assert "(unchanged)" in message
    assert result.files == files
