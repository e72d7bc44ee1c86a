"""Cases of ``benchmarks/bench_edits.py`` that ours refused and aider applied exactly,
minimised (docs/edits.md, "Finding the place" and the elision rung).

Expected values are written by hand from what the model meant.
"""

from __future__ import annotations

from artifact_codec import apply_edits

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
