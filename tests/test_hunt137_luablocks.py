"""hunt137: Lua notes in a block comment. ``-- validate and save unchanged`` and ``---`` over a
function calling validate() and save(), which the file defines nowhere, are refused; the
same note in a Lua block comment (``--[[ ... ]]`` on one line or over lines, with ``=`` levels
``--[==[ ... ]==]``) is masked as dead code (fix-heads96's _DEAD_CODE) and never read as a
note, and ``-- [[ ... ]]`` (a line comment holding brackets) neither.

Expected by hand: the module defines and requires nothing: validate and save are the code the
note left out: a part, not usable. Main and the base (9ec80bf0) write each whole (usable-WRONG,
not regressions)."""

from __future__ import annotations

import pytest
from meant import refused_native

_TABLE = (
    "local M = {}\n\n{NOTE}\nfunction M.submit(f)\n  if not validate(f) then\n    return false\n"
    "  end\n  return save(f)\nend\n\nreturn M\n"
)
_LOCAL = (
    "local M = {}\n\n{NOTE}\nlocal function submit(f)\n  if not validate(f) then\n"
    "    return false\n  end\n  return save(f)\nend\n\nM.submit = submit\nreturn M\n"
)

_CASES = {
    "block-one-line": _TABLE.replace("{NOTE}", "--[[ validate and save unchanged ]]"),
    "block-lines": _TABLE.replace("{NOTE}", "--[[\n  validate and save unchanged\n]]"),
    "block-level": _TABLE.replace("{NOTE}", "--[==[ validate and save unchanged ]==]"),
    "line-with-brackets": _TABLE.replace("{NOTE}", "-- [[ validate and save unchanged ]]"),
    "local-block-one-line": _LOCAL.replace("{NOTE}", "--[[ validate and save unchanged ]]"),
    "local-block-lines": _LOCAL.replace("{NOTE}", "--[[\n  validate and save unchanged\n]]"),
}


@pytest.mark.parametrize("content", list(_CASES.values()), ids=list(_CASES))
def test_lua_block_comment_note_is_a_part(content: str) -> None:
    refused_native("form.lua", content)
