"""Clean edits from real commits that the applier rules against second readings refused.

Each test is a change of pallets/click (the commit named), written as a model writes it with
no noise (``benchmarks/bench_edits.py``, the ``clean`` column), and minimized by hand: the
file keeps only the lines that made the rule fire. Expected files are written by hand (the
given file with the commit's change), not taken from the applier's output.
"""

from __future__ import annotations

import difflib
import json

import pytest

from artifact_codec import apply_edits

# --- a deletion whose result reads like a neighbour, after earlier hunks of its edit ---------
#
# click b55294797e, src/click/_termui_impl.py: one edit shortens pager()'s docstring, then
# deletes a ``.. seealso::`` note from _pipepager()'s docstring; _tempfilepager() below has
# the same docstring end without a note, so the deletion's kept lines stand joined there,
# below the match. A re-sent deletion made there would have met the match above first.

_PAGERS = '''def pager():
    """Decide what method to use.

    The PAGER variable is split with shlex.
    """
    return 1


def _pipepager(cmd):
    """Page through text by feeding it to another program.

    Returns ``True`` if the command was found.

    .. seealso::
        :pr:`2775` improved error handling.
    """
    # Split the command into the invoked CLI and its parameters.
    if not cmd:
        return False


def _tempfilepager(cmd):
    """Page through text by invoking a program on a temporary file.

    Returns ``True`` if the command was found.
    """
    # Split the command into the invoked CLI and its parameters.
    if not cmd:
        return False
'''

_DOC_OLD = '''    """Decide what method to use.

    The PAGER variable is split with shlex.
    """
'''
_DOC_NEW = '''    """Decide what method to use."""
'''
_NOTE_OLD = '''
    Returns ``True`` if the command was found.

    .. seealso::
        :pr:`2775` improved error handling.
    """
    # Split the command into the invoked CLI and its parameters.
    if not cmd:
'''
_NOTE_NEW = '''
    Returns ``True`` if the command was found.
    """
    # Split the command into the invoked CLI and its parameters.
    if not cmd:
'''
_PAGERS_AFTER = _PAGERS.replace(_DOC_OLD, _DOC_NEW).replace(
    "\n    .. seealso::\n        :pr:`2775` improved error handling.\n", ""
)


def _blocks(*pairs: tuple[str, str]) -> str:
    return "".join(
        f"pagers.py\n```python\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n\n"
        for old, new in pairs
    )


def _hunk_lines(old: str, new: str) -> list[str]:
    """One hunk's lines, `` ``/``-``/``+`` marked, as a diff tool writes them."""
    old_lines, new_lines = old.splitlines(), new.splitlines()
    marked: list[str] = []
    matcher = difflib.SequenceMatcher(a=old_lines, b=new_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            marked += [" " + line for line in old_lines[i1:i2]]
        else:
            marked += ["-" + line for line in old_lines[i1:i2]]
            marked += ["+" + line for line in new_lines[j1:j2]]
    return marked


def _render(convention: str, path: str, *pairs: tuple[str, str]) -> str:
    """The pairs (old text, new text) of one file as the bench's clean renderings write them:
    SEARCH/REPLACE blocks, a diff with ``@@ ... @@`` headers (no line numbers), a V4A patch
    with bare ``@@`` chunks, ``str_replace`` tool calls."""
    if convention == "search-replace":
        return _blocks(*pairs)
    if convention == "udiff-bare":
        body = [f"--- {path}", f"+++ {path}"]
        for old, new in pairs:
            body += ["@@ ... @@", *_hunk_lines(old, new)]
        return "```diff\n" + "\n".join(body) + "\n```\n"
    if convention == "v4a":
        body = ["*** Begin Patch", f"*** Update File: {path}"]
        for old, new in pairs:
            body += ["@@", *_hunk_lines(old, new)]
        return "\n".join([*body, "*** End Patch"]) + "\n"
    calls = [
        {
            "name": "str_replace_based_edit_tool",
            "input": {"command": "str_replace", "path": path, "old_str": old, "new_str": new},
        }
        for old, new in pairs
    ]
    return json.dumps(calls, indent=2) + "\n"


_CONVENTIONS = ["search-replace", "udiff-bare", "v4a", "str-replace"]


@pytest.mark.parametrize("convention", _CONVENTIONS)
def test_deletion_whose_result_stands_below_after_an_exact_hunk_is_refused(
    convention: str,
) -> None:
    """Input: pager()'s docstring shortened (found exactly, once), then the seealso note
    deleted from _pipepager() with context whose result stands joined in _tempfilepager()
    BELOW it: the four clean renderings of click b55294797e.

    Expected: refused, the message naming both readings. The same bytes come from another
    history: the deletion made at _tempfilepager() first (a diff with line numbers places it
    there) and re-sent without numbers, when applying it at _pipepager() would be wrong; no
    rule on the file tells the two apart (the safe side: a false refusal, never a wrong ok).
    """
    answer = _render(convention, "pagers.py", (_DOC_OLD, _DOC_NEW), (_NOTE_OLD, _NOTE_NEW))
    result = apply_edits(answer, {"pagers.py": _PAGERS})
    assert not result.ok
    messages = " ".join(o.message for o in result.outcomes)
    assert "its result stands already at lines 21-25" in messages, messages
    assert "applied before, made there and sent again" in messages
    assert "still to make here" in messages


# The neighbour ABOVE: _tempfilepager() first, then _pipepager() with its note.
_TEMP_FIRST = (
    _PAGERS[: _PAGERS.index("def _pipepager")]
    + _PAGERS[_PAGERS.index("def _tempfilepager") :]
    + "\n\n"
    + _PAGERS[_PAGERS.index("def _pipepager") : _PAGERS.index("\n\n\ndef _tempfilepager")]
    + "\n"
)


@pytest.mark.parametrize("convention", _CONVENTIONS)
def test_deletion_whose_result_stands_above_after_a_distant_exact_hunk_is_refused(
    convention: str,
) -> None:
    """Input: the same edit, the functions in the other order: the deletion's result stands
    joined ABOVE its match. An agent re-sending a deletion made there (by an applier taking
    the first place) after a new change reads the same: two readings, two files.

    Expected: refused, naming both places, as applied before.
    """
    answer = _render(convention, "pagers.py", (_DOC_OLD, _DOC_NEW), (_NOTE_OLD, _NOTE_NEW))
    result = apply_edits(answer, {"pagers.py": _TEMP_FIRST})
    assert not result.ok
    outcome = result.outcomes[1]
    assert outcome.reason == "ambiguous"
    assert "applied before" in outcome.message


def test_deletion_right_after_an_exact_hunk_is_refused_too() -> None:
    """The same deletion in one edit with a change just above it (the docstring's first
    line): read as one change of one block, it would be applied; but the same bytes come from
    a deletion first made at _tempfilepager() (by its line number) and re-sent after a new
    hunk, so it is refused, naming both readings, however near the hunk before it."""
    first_old = '    """Page through text by feeding it to another program.\n'
    first_new = '    """Page through text by piping it to another program.\n'
    result = apply_edits(
        _blocks((first_old, first_new), (_NOTE_OLD, _NOTE_NEW)), {"pagers.py": _PAGERS}
    )
    assert not result.ok
    assert "applied before, made there and sent again" in result.outcomes[-1].message


def test_the_deletion_alone_is_still_refused_as_maybe_applied_before() -> None:
    """The deletion alone: nothing in the answer says it was not made already (the block
    that reads like its result may be it, made before, and the old text another copy), so it
    is refused naming both places, as before."""
    result = apply_edits(_blocks((_NOTE_OLD, _NOTE_NEW)), {"pagers.py": _PAGERS})
    assert not result.ok
    (outcome,) = result.outcomes
    assert outcome.reason == "ambiguous"
    assert "applied before" in outcome.message


def test_an_earlier_hunk_found_loosely_says_nothing() -> None:
    """An earlier hunk found only loosely (re-indented) is no sign the edit was not made: the
    deletion after it is still refused."""
    loose = _DOC_OLD.replace("\n    ", "\n  ").replace('    """D', '  """D')
    result = apply_edits(
        _blocks((loose, _DOC_NEW.replace('    """', '  """')), (_NOTE_OLD, _NOTE_NEW)),
        {"pagers.py": _PAGERS},
    )
    assert not result.ok
    assert "applied before" in result.outcomes[-1].message


# --- a V4A scope line an earlier hunk changed, its text standing again further down ----------
#
# click ddede2147c, src/click/core.py: a patch changes Option.get_error_hint's ``def`` line,
# and its next hunk, for Option._parse_decls right below, names that line as its scope (as
# the model saw the file). Argument.get_error_hint further down has the same ``def`` line:
# the scope's text now stands only there, after the hunk's lines.

_CORE = """class Option:
    def get_error_hint(self, ctx: Context) -> str:
        return "option"

    def _parse_decls(
        self, decls: list[str]
    ) -> tuple[str | None, list[str]]:
        return None, decls


class Argument:
    def get_error_hint(self, ctx: Context) -> str:
        return "argument"
"""

_SCOPED_PATCH = "\n".join(
    [
        "*** Begin Patch",
        "*** Update File: core.py",
        "@@ class Option:",
        "-    def get_error_hint(self, ctx: Context) -> str:",
        "+    def get_error_hint(self, ctx: Context | None) -> str:",
        '         return "option"',
        "@@     def get_error_hint(self, ctx: Context) -> str:",
        " ",  # the blank line above _parse_decls, as context
        "     def _parse_decls(",
        "         self, decls: list[str]",
        "-    ) -> tuple[str | None, list[str]]:",
        "+    ) -> tuple[str, list[str]]:",
        "*** End Patch",
        "",
    ]
)


def test_v4a_scope_line_an_earlier_hunk_changed_standing_again_below() -> None:
    """Expected: ``ok``; Option's ``def get_error_hint`` and ``_parse_decls`` changed,
    Argument's ``get_error_hint`` untouched."""
    result = apply_edits(_SCOPED_PATCH, {"core.py": _CORE})
    assert result.ok, [o.message for o in result.outcomes]
    wanted = _CORE.replace(
        'ctx: Context) -> str:\n        return "option"',
        'ctx: Context | None) -> str:\n        return "option"',
    ).replace("tuple[str | None, list[str]]", "tuple[str, list[str]]")
    assert result.files["core.py"] == wanted


# --- the rules these fixes narrowed still hold ------------------------------------------------


def _block(path: str, old: str, new: str) -> str:
    return f"{path}\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"


def test_gap_at_a_methods_level_still_stays_in_the_method() -> None:
    """An elision line as indented as a ``def`` (not an ``if``) does not widen the block to
    the class: ``class A:`` / ``def f`` / ``...`` / a line only ``g`` has is refused, not
    applied in ``g``."""
    src = (
        "class A:\n    def f(self):\n        a = 1\n        b = 2\n\n"
        "    def g(self):\n        return self.x\n"
    )
    old = "class A:\n    def f(self):\n    ...\n        return self.x\n"
    new = "class A:\n    def f(self):\n    ...\n        return self.x + 1\n"
    result = apply_edits(_block("m.py", old, new), {"m.py": src})
    assert not result.ok
    assert "out of the block" in result.outcomes[0].message


def test_tabs_for_spaces_writes_the_new_lines_with_tabs() -> None:
    """A Go file indented with tabs, quoted with four spaces a level: the added lines are
    written with the file's tabs (a line with two levels gets two tabs)."""
    src = "package m\n\nfunc a(ok bool) {\n\tif ok {\n\t\tgo1()\n\t}\n}\n"
    old = "    if ok {\n        go1()\n    }\n"
    new = "    if ok {\n        go1()\n        go2()\n    }\n"
    result = apply_edits(_block("m.go", old, new), {"m.go": src})
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["m.go"] == src.replace("\t\tgo1()\n", "\t\tgo1()\n\t\tgo2()\n")
    assert "tab where the quote has four spaces" in result.outcomes[0].message


def test_tabs_quoted_as_two_spaces_place_nothing() -> None:
    """Two spaces a tab is not the four-space reading: no place (the hunk is refused)."""
    src = "package m\n\nfunc a(ok bool) {\n\tif ok {\n\t\tgo1()\n\t}\n}\n"
    old = "  if ok {\n    go1()\n  }\n"
    new = "  if ok {\n    go2()\n  }\n"
    result = apply_edits(_block("m.go", old, new), {"m.go": src})
    assert not result.ok or result.files["m.go"] == src.replace("go1()", "go2()")
