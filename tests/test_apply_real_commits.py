"""Clean edits from real commits that the applier rules against second readings refused.

Each test is a change of pallets/click (the commit named), written as a model writes it with
no noise (``benchmarks/bench_edits.py``, the ``clean`` column), and minimized by hand: the
file keeps only the lines that made the rule fire. Expected files are written by hand (the
given file with the commit's change), not taken from the applier's output.
"""

from __future__ import annotations

from artifact_codec import apply_edits

# --- a deletion whose result reads like a neighbour, after earlier hunks of its edit ---------
#
# click b55294797e, src/click/_termui_impl.py: one edit shortens pager()'s docstring, then
# deletes a ``.. seealso::`` note from _pipepager()'s docstring; _tempfilepager() below has
# the same docstring end without a note, so the deletion's kept lines stand joined there: the
# deletion may have been made there already (re-sent after a new change), a second reading.

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


def test_deletion_like_a_neighbour_after_a_distant_exact_hunk_is_refused() -> None:
    """Input: SEARCH/REPLACE blocks: pager()'s docstring shortened (exact), then the seealso
    note deleted from _pipepager() with context whose result stands in _tempfilepager().

    Expected: refused naming both places. The commit's file is one reading; the other is an
    agent re-sending a deletion it made already (in _tempfilepager) after a new change: then
    _pipepager's note is another copy, not to be deleted. The earlier hunk, far above, being
    new says nothing of this one, and the two readings give two files.
    """
    result = apply_edits(
        _blocks((_DOC_OLD, _DOC_NEW), (_NOTE_OLD, _NOTE_NEW)), {"pagers.py": _PAGERS}
    )
    assert not result.ok
    outcome = result.outcomes[1]
    assert outcome.reason == "ambiguous"
    assert "applied before" in outcome.message
    assert "lines 8-15" in outcome.message


def test_deletion_right_after_an_exact_hunk_is_applied() -> None:
    """The same deletion in one edit with a change just above it (the docstring's first
    line): two hunks of one change of one block, applied (the commit's file, by hand)."""
    first_old = '    """Page through text by feeding it to another program.\n'
    first_new = '    """Page through text by piping it to another program.\n'
    result = apply_edits(
        _blocks((first_old, first_new), (_NOTE_OLD, _NOTE_NEW)), {"pagers.py": _PAGERS}
    )
    assert result.ok, [o.message for o in result.outcomes]
    assert result.files["pagers.py"] == _PAGERS_AFTER.replace(_DOC_NEW, _DOC_OLD).replace(
        "feeding it", "piping it"
    )


def test_same_deletion_as_a_v4a_patch_is_refused() -> None:
    """The same edit as a Codex V4A patch (no scope lines, no line numbers): refused too."""

    def lines(text: str, mark: str) -> list[str]:
        return [mark + line for line in text.splitlines()]

    body = [
        "*** Begin Patch",
        "*** Update File: pagers.py",
        "@@",
        *lines(_DOC_OLD, "-"),
        *lines(_DOC_NEW, "+"),
        "@@",
        " ",
        "     Returns ``True`` if the command was found.",
        "-",
        "-    .. seealso::",
        "-        :pr:`2775` improved error handling.",
        '     """',
        "     # Split the command into the invoked CLI and its parameters.",
        "     if not cmd:",
        "*** End Patch",
    ]
    result = apply_edits("\n".join(body) + "\n", {"pagers.py": _PAGERS})
    assert not result.ok
    assert "applied before" in result.outcomes[1].message


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
