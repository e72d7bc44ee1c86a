"""Failing tests found by an attack on the applier rules of docs/edits.md (hunt6-apply).

Each test is one finding, minimized by hand from probes (``benchmarks/hunt_hunt6-apply.py``
and hand probes): an ``ok`` result over a file that differs from what the model meant, or a
correct ordinary edit refused. Expected values are written by hand from the answer's meaning,
not from the implementation's output. The tests fail by design until the applier is fixed.
"""

from __future__ import annotations

from artifact_codec import apply_edits, parse_response

# --- class: a whole file labelled "(unchanged)" replaces the given file --------------------
#
# Found by hand probes of the label check (docs/edits.md: "A whole file whose label says it is
# unchanged ... is refused"). The check reads the label lines from the answer's TEXT, so it is
# skipped when the answer reaches apply_edits as a ParseResult, and it looks only at the line
# right above the fence, so one blank line between label and fence (which the reader still
# accepts as the block's label) skips it too. In both, a two-line excerpt shown "for
# reference" replaced the whole six-line file, ``ok``.

_UTILS = "def a():\n    return 1\n\n\ndef b():\n    return 2\n"
_MAIN = "import utils\nprint(utils.a())\n"
_NEW_MAIN = "import utils\nprint(utils.a(), utils.b())\n"
_EXCERPT = "def a():\n    return 1\n"


def _answer(between: str) -> str:
    return (
        f"Here:\n\n### main.py\n```python\n{_NEW_MAIN}```\n\n"
        f"### utils.py (unchanged){between}```python\n{_EXCERPT}```\n"
    )


def test_unchanged_label_is_ignored_when_the_answer_is_a_parse_result() -> None:
    """Input: main.py rewritten whole, then ``### utils.py (unchanged)`` over a 2-line excerpt
    of the 6-line utils.py; the same answer as a str is refused ("labelled unchanged, but the
    file under that label differs").

    Happened: ``apply_edits(parse_response(answer), files)`` is ``ok`` and utils.py is the
    2-line excerpt (``def b`` gone).

    Expected: refused like the str answer, or utils.py kept as given.
    """
    answer = _answer("\n")
    files = {"utils.py": _UTILS, "main.py": _MAIN}
    assert not apply_edits(answer, files).ok  # the str path refuses: the rule exists
    result = apply_edits(parse_response(answer), files)
    assert not result.ok or result.files["utils.py"] == _UTILS, result.files["utils.py"]


def test_unchanged_label_one_blank_line_above_the_fence() -> None:
    """Input: as above, as a str, with one blank line between ``### utils.py (unchanged)``
    and the fence (the reader still takes the line as the block's label).

    Happened: ``ok``; utils.py is the 2-line excerpt.

    Expected: refused, or utils.py kept as given.
    """
    result = apply_edits(_answer("\n\n"), {"utils.py": _UTILS, "main.py": _MAIN})
    assert not result.ok or result.files["utils.py"] == _UTILS, result.files["utils.py"]
