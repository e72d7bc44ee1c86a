"""Readings of elided quotes and re-sent deletions (docs/edits.md, "Finding the place").

Expected values are written by hand from what the model meant; each test names the rule it
guards: a fit whose '...' gap runs out of the block its quote opens is no reading, nor is a
V4A fit outside its ``@@`` scope; a deletion whose joined context stands elsewhere may have
been made there already.
"""

from __future__ import annotations

from artifact_codec import apply_edits


def _search_replace(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


_BLOCK = "    if x:\n        log(x)\n        return None\n    return x\n"
_SOURCE = "def a(x):\n" + _BLOCK + "\n\ndef b(x):\n" + _BLOCK
_A_DONE = _SOURCE.replace("        log(x)\n", "", 1)


def test_resent_deletion_is_refused_naming_both_places() -> None:
    new = _BLOCK.replace("        log(x)\n", "")
    result = apply_edits(_search_replace("m.py", _BLOCK, new), {"m.py": _A_DONE})
    assert not result.ok
    (outcome,) = result.outcomes
    assert outcome.reason == "ambiguous"
    assert set(outcome.candidates) == {2, 8}  # a's block as deleted, b's as quoted
    assert result.files["m.py"] == _A_DONE


def test_deletion_sent_again_of_a_first_line_is_refused() -> None:
    # The first line of the block deleted: its kept lines stand joined at a, as deleted.
    old = "        log(x)\n        return None\n    return x\n"
    done = _SOURCE.replace(old, "        return None\n    return x\n", 1)
    result = apply_edits(
        _search_replace("m.py", old, "        return None\n    return x\n"), {"m.py": done}
    )
    assert not result.ok
    assert result.files["m.py"] == done


def test_deletion_keeping_one_line_that_stands_elsewhere_applies() -> None:
    # One kept line standing elsewhere says nothing: a line like it stands anywhere.
    source = "def a():\n    x = 1\n    return x\n\n\ndef b():\n    x = 1\n    y = 2\n"
    old = "    x = 1\n    y = 2\n"
    result = apply_edits(_search_replace("m.py", old, "    x = 1\n"), {"m.py": source})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == source.replace(old, "    x = 1\n")


def test_deletion_whose_context_stands_only_where_it_is_quoted_applies() -> None:
    new = _BLOCK.replace("        log(x)\n", "")
    result = apply_edits(_search_replace("m.py", _BLOCK, new), {"m.py": _BLOCK})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == new


_TWO_ENDS = (
    "def a():\n    x = 1\n    return x\n    y = 2\n    return x\n\n\n"
    "def b():\n    x = 1\n    return x\n"
)


def test_elided_quote_with_two_readings_inside_its_block_is_refused() -> None:
    # a holds "return x" twice: its block alone gives two readings (b's is no reading).
    old = "def a():\n    x = 1\n    ...\n    return x\n"
    new = "def a():\n    x = 1\n    ...\n    return -x\n"
    result = apply_edits(_search_replace("m.py", old, new), {"m.py": _TWO_ENDS})
    assert not result.ok
    assert result.outcomes[0].reason == "ambiguous", result.outcomes[0].message
    assert result.files["m.py"] == _TWO_ENDS


def test_elided_quote_picks_the_reading_inside_its_block_and_says_so() -> None:
    old = "def a():\n    x = 1\n    ...\n    return x\n"
    new = "def a():\n    x = 1\n    ...\n    return -x\n"
    files = {"m.py": "def a():\n    x = 1\n    y = 2\n    return x\n\n\ndef b():\n    return x\n"}
    result = apply_edits(_search_replace("m.py", old, new), files)
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.py"] == files["m.py"].replace("    return x\n\n", "    return -x\n\n")
    assert "runs out of the block" in result.outcomes[0].message


def _v4a(scope: str, body: str) -> str:
    return f"*** Begin Patch\n*** Update File: m.py\n@@ {scope}\n{body}*** End Patch\n"


def test_v4a_elided_hunk_with_two_readings_under_its_scope_is_refused() -> None:
    source = (
        "def a():\n    x = 1\n    return x\n    x = 1\n    y = 2\n    return x\n\n\n"
        "def b():\n    x = 1\n    return x\n"
    )
    patch = _v4a("def a():", "     x = 1\n     ...\n-    return x\n+    return -x\n")
    result = apply_edits(patch, {"m.py": source})
    assert not result.ok
    assert result.outcomes[0].reason == "ambiguous", result.outcomes[0].message
    assert result.files["m.py"] == source
