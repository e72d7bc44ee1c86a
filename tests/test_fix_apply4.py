"""Rules added after the fix-apply4 findings: V4A scopes that repeat, scopes in the file the
model saw, and a change restated in a second convention. Inputs written by hand, then
generated (several classes sharing method names and lines)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import apply_edits
from artifact_codec.apply.outcome import Rung

_TWO_CLASSES = (
    "class A:\n"
    "    def __init__(self):\n"
    "        self.items = []\n"
    "        self.size = 0\n"
    "\n"
    "\n"
    "class B:\n"
    "    def __init__(self):\n"
    "        self.items = []\n"
    "        self.size = 0\n"
)


def _patch(*hunks: str) -> str:
    return "*** Begin Patch\n*** Update File: m.py\n" + "".join(hunks) + "*** End Patch\n"


def test_a_repeated_scope_line_with_the_lines_under_each_is_refused() -> None:
    """``@@ def __init__(self):`` is in the file twice (A's and B's), and the hunk's lines
    stand under both: refused, and the message names both scope lines (2 and 8)."""
    answer = _patch("@@     def __init__(self):\n-        self.size = 0\n+        self.size = 1\n")
    result = apply_edits(answer, {"m.py": _TWO_CLASSES})
    assert not result.ok
    message = result.outcomes[0].message
    assert result.outcomes[0].reason == "ambiguous"
    assert "line 2" in message, message
    assert "line 8" in message, message


def test_a_repeated_scope_line_after_an_earlier_hunk_is_refused() -> None:
    """The multi-hunk shape: a first hunk edits A's ``__init__``, a second with the scope
    ``def __init__`` quotes lines both ``__init__`` have (A's copy after the first hunk)."""
    answer = _patch(
        "@@ class A:\n     def __init__(self):\n-        self.items = []\n"
        "+        self.items = [0]\n",
        "@@     def __init__(self):\n-        self.size = 0\n+        self.size = 1\n",
    )
    result = apply_edits(answer, {"m.py": _TWO_CLASSES})
    assert not result.ok
    assert result.outcomes[1].reason == "ambiguous", result.outcomes[1].message


def test_an_enclosing_scope_narrows_a_repeated_scope_line() -> None:
    """``@@ class B:`` then ``@@ def __init__(self):``: B's, not A's, and not a later class's
    ``__init__`` either."""
    text = _TWO_CLASSES + "\n\nclass C:\n    def __init__(self):\n        self.size = 0\n"
    answer = _patch(
        "@@ class B:\n@@     def __init__(self):\n-        self.size = 0\n+        self.size = 1\n"
    )
    result = apply_edits(answer, {"m.py": text})
    assert result.ok, result.feedback()
    assert result.files["m.py"] == text.replace(
        "class B:\n    def __init__(self):\n        self.items = []\n        self.size = 0\n",
        "class B:\n    def __init__(self):\n        self.items = []\n        self.size = 1\n",
    )


def test_function_in_a_python_string_does_not_end_a_def_scope() -> None:
    """A Python file holding a shell script in a string: its ``function complete;`` line is
    text, not a definition that ends the scope ``def source(self):`` above it."""
    text = (
        "class Shell:\n"
        "    def source(self):\n"
        "        return SCRIPT\n"
        "\n"
        "\n"
        'SCRIPT = """\\\n'
        "function complete;\n"
        "    set -l words one\n"
        "    set -l tokens one\n"
        '"""\n'
    )
    answer = _patch(
        "@@     def source(self):\n     set -l words one\n-    set -l tokens one\n"
        "+    set -l tokens two\n"
    )
    result = apply_edits(answer, {"m.py": text})
    assert result.ok, result.feedback()
    assert result.files["m.py"] == text.replace("tokens one", "tokens two")


def test_a_definition_an_earlier_hunk_wrote_does_not_end_the_scope() -> None:
    """The first hunk adds ``def added():`` under ``def first():``; the second hunk's lines,
    further down under the same scope in the file the model saw, are still in it."""
    text = (
        "def first():\n    return 1\n\n\nVALUES = [\n    1,\n    2,\n]\n\n\ndef last():\n"
        "    return 2\n"
    )
    answer = _patch(
        "@@ def first():\n     return 1\n+\n+\n+def added():\n+    return 3\n",
        "@@ def first():\n     1,\n-    2,\n+    2,\n+    3,\n",
    )
    result = apply_edits(answer, {"m.py": text})
    assert result.ok, result.feedback()
    assert result.files["m.py"] == text.replace(
        "    return 1\n", "    return 1\n\n\ndef added():\n    return 3\n"
    ).replace("    2,\n", "    2,\n    3,\n")


_COPIES = "def f():\n    x = 1\n    return x\n\n\ndef g():\n    x = 1\n    return x + 1\n"


def test_a_change_restated_in_a_second_convention_is_refused() -> None:
    """A diff changes ``f``'s ``x = 1``; the same change is then sent again as a
    ``str_replace`` of ``    x = 1``, which now matches only ``g``'s copy: said again (made
    already) or a new change of ``g``? Refused, naming both places the old text had."""
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -1,3 +1,3 @@\n def f():\n-    x = 1\n+    x = 2\n"
        "     return x\n```\n\nOr, as the same change:\n\n"
        '```json\n{"command": "str_replace", "path": "m.py", "old_str": "    x = 1\\n", '
        '"new_str": "    x = 2\\n"}\n```\n'
    )
    result = apply_edits(answer, {"m.py": _COPIES})
    assert not result.ok
    refused = [outcome for outcome in result.outcomes if not outcome.ok]
    assert [outcome.reason for outcome in refused] == ["ambiguous"]
    assert "line 2" in refused[0].message, refused[0].message
    assert "line 7" in refused[0].message, refused[0].message


def test_a_second_operation_on_other_lines_still_applies() -> None:
    """The second operation quotes lines that had one place before the first, and still have
    it: applied (sequential editing is not a restatement)."""
    answer = (
        "```diff\n--- a/m.py\n+++ b/m.py\n@@ -1,3 +1,3 @@\n def f():\n-    x = 1\n+    x = 2\n"
        "     return x\n```\n\nThen:\n\n"
        '```json\n{"command": "str_replace", "path": "m.py", "old_str": "    return x + 1\\n", '
        '"new_str": "    return x + 2\\n"}\n```\n'
    )
    result = apply_edits(answer, {"m.py": _COPIES})
    assert result.ok, result.feedback()
    assert result.files["m.py"] == _COPIES.replace(
        "x = 1\n    return x\n", "x = 2\n    return x\n"
    ).replace("x + 1", "x + 2")


# -- generated: several classes sharing method names and lines --------------------------------

_METHODS = ("__init__", "run", "close")
_BODY = ("self.items = []", "self.size = 0", "return None", "self.size += 1", "pass")


@st.composite
def _classes(draw: st.DrawFn) -> tuple[list[tuple[str, list[tuple[str, list[str]]]]], str]:
    classes = []
    for number in range(draw(st.integers(2, 4))):
        methods = draw(st.lists(st.sampled_from(_METHODS), min_size=1, max_size=3, unique=True))
        bodies = [
            (method, draw(st.lists(st.sampled_from(_BODY), min_size=1, max_size=4)))
            for method in methods
        ]
        classes.append((f"C{number}", bodies))
    lines = []
    for name, methods in classes:
        lines.append(f"class {name}:")
        for method, body in methods:
            lines.append(f"    def {method}(self):")
            lines.extend(f"        {line}" for line in body)
        lines.extend(["", ""])
    return classes, "\n".join(lines) + "\n"


@settings(max_examples=200, deadline=None)
@given(_classes(), st.data())
def test_generated_v4a_scopes_never_edit_another_class(
    generated: tuple[list[tuple[str, list[tuple[str, list[str]]]]], str], data: st.DataObject
) -> None:
    """One line of one method changed, written as a V4A hunk scoped to the method (and, at
    random, to its class first) with 0-2 context lines: applied only to that line."""
    classes, text = generated
    lines = text.split("\n")
    # (class line, method line, body line) of every body line
    spots = []
    at = 0
    for _, methods in classes:
        class_line = at
        at += 1
        for _, body in methods:
            method_line = at
            at += 1
            for _ in body:
                spots.append((class_line, method_line, at))
                at += 1
        at += 2
    class_line, method_line, spot = data.draw(st.sampled_from(spots))
    context = data.draw(st.integers(0, 2))
    low = max(method_line + 1, spot - context)
    scopes = f"@@ {lines[method_line]}\n"
    if data.draw(st.booleans()):
        scopes = f"@@ {lines[class_line]}\n" + scopes
    changed = lines[spot] + "  # changed"
    hunk = "".join(f" {line}\n" for line in lines[low:spot]) + f"-{lines[spot]}\n+{changed}\n"
    result = apply_edits(_patch(scopes + hunk), {"m.py": text})
    if not result.ok:
        return
    wanted = "\n".join([*lines[:spot], changed, *lines[spot + 1 :]])
    # Several places under the one scope line are refused, never the first of them picked.
    assert result.files["m.py"] == wanted, result.outcomes


def test_several_places_under_one_scope_line_are_refused() -> None:
    """``@@ def names(self):`` and lines that stand twice in ``names``: which one is meant is
    not clear (the hunt's model meant the second); Codex would edit the first."""
    text = (
        "class Ignore:\n"
        "    def names(self, name):\n"
        "        if name in self.mods:\n"
        "            self.seen[name] = 1\n"
        "            return 1\n"
        "\n"
        "        if name.startswith(self.dir):\n"
        "            self.seen[name] = 1\n"
        "            return 1\n"
        "\n"
        "        return 0\n"
    )
    answer = _patch(
        "@@     def names(self, name):\n             self.seen[name] = 1\n-            return 1\n"
    )
    result = apply_edits(answer, {"m.py": text})
    assert not result.ok, result.outcomes
    refused = result.outcomes[0]
    assert refused.reason == "ambiguous", refused
    assert refused.candidates == (4, 8), refused
    assert "under its scope line 'def names(self, name):' (line 2)" in refused.message
    assert "lines 4-5, lines 8-9" in refused.message, refused.message


def test_the_hunk_before_picks_the_place_after_it_under_one_scope_line() -> None:
    """Two hunks under ``@@ def g():``: the second's lines stand twice in ``g``, once above
    the first hunk and once after it; a patch's hunks are in file order, so the place after
    the first hunk is meant, and the refusal's other place is reported."""
    text = "def g():\n    return None\n    b = 2\n    return None\n"
    answer = _patch(
        "@@ def g():\n-    b = 2\n+    b = 3\n",
        "@@ def g():\n-    return None\n+    return 1\n",
    )
    result = apply_edits(answer, {"m.py": text})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == "def g():\n    return None\n    b = 3\n    return 1\n"
    assert result.outcomes[1].rung is Rung.ANCHOR, result.outcomes
    assert result.outcomes[1].candidates == (2, 4), result.outcomes


def test_lines_once_under_the_scope_and_again_outside_it_apply_under_it() -> None:
    """``return 1`` is in ``f`` above the scope line and in ``h`` past the scope's end, once in
    ``g``: the scope picks the one in ``g``."""
    text = "def f():\n    return 1\n\ndef g():\n    x = 0\n    return 1\n\ndef h():\n    return 1\n"
    answer = _patch("@@ def g():\n-    return 1\n+    return 2\n")
    result = apply_edits(answer, {"m.py": text})
    assert result.ok, result.outcomes
    assert result.files["m.py"] == text.replace("x = 0\n    return 1", "x = 0\n    return 2")
    assert result.outcomes[0].rung is Rung.ANCHOR, result.outcomes
    assert result.outcomes[0].candidates == (2, 6, 9), result.outcomes
