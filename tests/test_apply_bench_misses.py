"""Cases of ``benchmarks/bench_edits.py`` that ours refused and aider applied exactly,
minimised (docs/edits.md, "The matching ladder").

Expected values are written by hand from what the model meant. The first ones were false
refusals, fixed; the last ones are genuine ambiguities, where aider's applier takes the first
place it finds and was right by luck: ours refuses them on purpose, naming the places.
"""

from __future__ import annotations

import json

from artifact_codec import apply_edits


def _search_replace(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


def _str_replace(path: str, old: str, new: str) -> str:
    call = {"command": "str_replace", "path": path, "old_str": old, "new_str": new}
    return json.dumps([{"name": "str_replace_based_edit_tool", "input": call}])


_CONVERT = (
    "def convert(value):\n"
    "    try:\n"
    "        return func(value)\n"
    "    except ValueError:\n"
    "        try:\n"
    "            value = str(value)\n"
    "        except UnicodeError:\n"
    "            value = value.decode()\n"
    "\n"
    "        fail(value)\n"
)


def test_elided_quote_of_exact_pieces_writes_a_moved_line_as_written() -> None:
    # click 9a2d169fcf, src/click/types.py: the quote's pieces are the file's lines as they
    # are (only the `try:` after `def convert` is elided); the new text moves the inner
    # `try:` one level deeper. Exact pieces make no line ambiguous: a line indented
    # otherwise than the one quoted is a new line, written as the model wrote it.
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -1,10 +1,12 @@\n"
        " def convert(value):\n"
        "     # ... existing code ...\n"
        "         return func(value)\n"
        "-    except ValueError:\n"
        "-        try:\n"
        "-            value = str(value)\n"
        "-        except UnicodeError:\n"
        "-            value = value.decode()\n"
        "+    except ValueError as exc:\n"
        "+        message = str(exc)\n"
        "+        if not message:\n"
        "+            try:\n"
        "+                message = str(value)\n"
        "+            except UnicodeError:\n"
        "+                message = value.decode()\n"
        " \n"
        "         fail(value)\n"
        "```\n"
    )
    result = apply_edits(answer, {"m.py": _CONVERT})
    assert result.ok, result.feedback()
    assert result.files["m.py"] == (
        "def convert(value):\n"
        "    try:\n"
        "        return func(value)\n"
        "    except ValueError as exc:\n"
        "        message = str(exc)\n"
        "        if not message:\n"
        "            try:\n"
        "                message = str(value)\n"
        "            except UnicodeError:\n"
        "                message = value.decode()\n"
        "\n"
        "        fail(value)\n"
    )


def test_elided_quote_of_loosely_matched_pieces_still_refuses_a_moved_line() -> None:
    # Pieces that match only with the file's trailing blanks (the trailing-whitespace rung):
    # a written line that is, as the model wrote it, a quoted line the file writes otherwise
    # is kept as the file has it, or written anew? Two files: refused, as before.
    source = "def f():\n    a = 1\n    b = 2  \n    c = 3  \n    return a\n"
    answer = (
        "m.py\n```\n<<<<<<< SEARCH\n"
        "def f():\n    # ...\n    b = 2\n    c = 3\n"
        "=======\n"
        "def f():\n    # ...\n    c = 3\n    b = 2\n"
        ">>>>>>> REPLACE\n```\n"
    )
    result = apply_edits(answer, {"m.py": source})
    assert not result.ok
    assert result.outcomes[0].reason == "ambiguous"
    assert result.files["m.py"] == source


# Genuine ambiguities: refused on purpose.


def test_a_dedented_quote_that_fits_two_nesting_levels_is_refused() -> None:
    # click ddede2147c, src/click/core.py: the model quoted an `if (` block without its
    # indentation; the file has it in a method (8 spaces) and nested deeper (16 spaces).
    # One uniform shift fits each: which was meant is not in the text (aider edits the first).
    block = "if (\n    self.a\n    and self.b is not None\n):\n    x = 1\n"

    def indented(prefix: str) -> str:
        return "".join(prefix + line for line in block.splitlines(True))

    source = (
        "class C:\n    def f(self):\n        if self.c:\n"
        + indented("            ")
        + "\n    def g(self):\n"
        + indented("        ")
    )
    answer = _str_replace("m.py", block, block.replace(" is not None", ""))
    result = apply_edits(answer, {"m.py": source})
    assert not result.ok
    (outcome,) = result.outcomes
    assert outcome.reason == "ambiguous"
    assert set(outcome.candidates) == {4, 11}
    assert result.files["m.py"] == source


def test_a_change_of_a_blank_lines_blanks_quoted_dedented_fits_two_places() -> None:
    # click b9e4052e38, src/click/_termui_impl.py: the hunk only empties a blank line
    # holding four spaces; quoted without the functions' indentation, it fits both functions
    # (the other already has the empty line): made there before, or to make here?
    body = "    if not cmd:\n        return False\n{blank}\n    import shutil\n"
    source = (
        "def a(cmd):\n" + body.format(blank="    ") + "\n\ndef b(cmd):\n" + body.format(blank="")
    )
    old = "if not cmd:\n    return False\n    \nimport shutil\n"
    answer = _search_replace("m.py", old, old.replace("\n    \n", "\n\n"))
    result = apply_edits(answer, {"m.py": source})
    assert not result.ok
    assert result.outcomes[0].reason == "ambiguous"
    assert result.files["m.py"] == source


def test_a_deletion_whose_result_is_the_other_functions_lines_is_refused_naming_both() -> None:
    # click b55294797e, src/click/_termui_impl.py (clean, every convention without line
    # numbers): the hunk deletes a `.. seealso::` note from one pager's docstring; the other
    # pager's docstring reads as the result already. Made there before and sent again (the
    # quote found the other copy), or still to make here: the file cannot tell (docs/edits.md,
    # "Applied before"). A diff's line numbers place it (udiff clean applies).
    tail = '    """Run it.\n\n    Returns True if it ran.\n{note}    """\n    if not cmd:\n'
    note = "\n    .. seealso::\n        :pr:`2775`.\n"
    source = (
        "def pipe(cmd):\n"
        + tail.format(note=note)
        + "        return\n\n\ndef temp(cmd):\n"
        + tail.format(note="")
        + "        return\n"
    )
    old = "    Returns True if it ran.\n" + note + '    """\n    if not cmd:\n'
    new = '    Returns True if it ran.\n    """\n    if not cmd:\n'
    result = apply_edits(_str_replace("m.py", old, new), {"m.py": source})
    assert not result.ok
    (outcome,) = result.outcomes
    assert outcome.reason == "ambiguous"
    assert set(outcome.candidates) == {4, 16}  # the quote in pipe, the result in temp
    assert result.files["m.py"] == source
