"""Failing tests found by an attack on ``apply_edits`` where hunt3-apply did not go (hunt5-apply).

Each test is one finding, minimized by hand from probes of the classes in
``benchmarks/hunt_hunt5-apply.py`` (repeated blocks, elision gaps, earlier operations that
write another place's old text): an ``ok`` result over a file that differs from what the model
meant, or that picks one of two readings without naming the other. Expected values are written
by hand from the edit's meaning, not from the implementation's output. The tests fail by
design until the applier is fixed.
"""

from __future__ import annotations

from artifact_codec import apply_edits
from artifact_codec.apply import EditResult


def _refused_or(result: EditResult, path: str, wanted: str) -> None:
    """Either the edit set is refused, or the file is the one the model meant."""
    assert not result.ok or result.files[path] == wanted, (result.ok, result.files[path])


def _search_replace(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n\n"


# --- class: elision gap runs out of the block its quote opens (the block rule is skipped) ---
#
# Found by hand probes of the "elision gaps whose ends match elsewhere" class: the rule "a gap
# stays inside the block the old text's first line opens" looks only at the FIRST line of the
# old text. When that line is a decorator, a comment, or an opener written with a comment
# after its colon, no block is seen, and the gap runs into the next function: a quote that
# names ``a`` edits ``b``. With the opener as the first line, each of these is refused
# ("the gap would stand for line N, which is outside that block").

_PROPERTIES = (
    "class C:\n"
    "    @property\n    def a(self):\n        return self._a\n\n"
    "    @property\n    def b(self):\n        return self._b\n"
)


def test_elision_after_a_decorator_edits_the_next_method() -> None:
    """Input: two properties ``a`` and ``b``; a SEARCH/REPLACE block quotes ``@property`` /
    ``def a(self):`` / ``...`` / ``return self._b`` (a line ``a`` does not have) and changes
    that last line.

    Happened: ``ok``, rung ``elision``, "applied at lines 2-8": the gap stood for all of ``a``,
    a blank line, ``@property`` and ``def b(self):``; ``b`` was edited by a block that names
    ``a``. The same quote without its ``@property`` line is refused (the gap would run out of
    ``def a``'s block).

    Expected: refused (the quoted ``def a`` has no ``return self._b``); never ``b`` edited.
    """
    old = "    @property\n    def a(self):\n        ...\n        return self._b\n"
    new = "    @property\n    def a(self):\n        ...\n        return self._b + 1\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": _PROPERTIES})
    assert not result.ok, result.files["m.py"]


def test_elision_after_a_comment_line_edits_the_next_function() -> None:
    """Input: ``// helpers`` then ``function a() { return 1; }`` and ``function b() { return
    2; }``; a block quotes ``// helpers`` / ``function a() {`` / ``// ...`` / ``return 2;``
    and changes the last line.

    Happened: ``ok``, rung ``elision``, "applied at lines 1-7": ``b``'s ``return 2;`` became
    ``return 3;`` by a block whose function line is ``a``'s. Without the comment line the same
    quote is refused.

    Expected: refused.
    """
    js = "// helpers\nfunction a() {\n  return 1;\n}\n\nfunction b() {\n  return 2;\n}\n"
    old = "// helpers\nfunction a() {\n  // ...\n  return 2;\n"
    new = "// helpers\nfunction a() {\n  // ...\n  return 3;\n"
    result = apply_edits(_search_replace("m.js", old, new), {"m.js": js})
    assert not result.ok, result.files["m.js"]


def test_elision_after_an_opener_with_a_trailing_comment_edits_the_next_function() -> None:
    """Input: ``def f(a):  # doc`` / ``return a`` and ``def g():`` / ``return 0``; a block
    quotes ``def f(a):  # doc`` / ``...`` / ``return 0`` and changes the last line.

    Happened: ``ok``, rung ``elision``: ``g`` returns 1. The first line opens a block but does
    not END with ``:`` (a comment follows), so the block rule did not apply; ``def f(a):``
    alone is refused.

    Expected: refused (``f`` has no ``return 0``).
    """
    py = "def f(a):  # doc\n    return a\n\n\ndef g():\n    return 0\n"
    old = "def f(a):  # doc\n    ...\n    return 0\n"
    new = "def f(a):  # doc\n    ...\n    return 1\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": py})
    assert not result.ok, result.files["m.py"]
