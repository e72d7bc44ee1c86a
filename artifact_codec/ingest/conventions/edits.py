"""The edit conventions, detected: an answer that holds edit instructions and no whole file.

aider's SEARCH/REPLACE blocks and its unified diffs without line numbers (``@@ ... @@``),
unified diffs (``--- a/x``, ``+++ b/x``, ``@@ -1,2 +1,3 @@``) and Codex's ``*** Begin Patch``
change files that exist; writing them as files would replace the real files with the edit
text. This entry only recognises them (status ``edit_blocks``, nothing accepted); the edit
readers that apply them take this slot of the table (``docs/architecture.md``). Edit
instructions inside another convention's file (a fenced diff under a path label, a
``<replace_in_file>`` call, a ``str_replace`` tool call) are recognised by that convention's
reader with :func:`edit_kind`.
"""

from __future__ import annotations

import re

from ...diagnostics import Severity
from ...format.content import edit_block_kind, find_rare
from ...result import Format, ParseResult, Status
from .answer import Answer, Convention

__all__ = ["EDITS", "edit_kind"]

_MARKERS = ("<<<<<<<", "*** Begin Patch", "+++ ", "@@")
# aider's unified diff: a "+++ path" line, then a hunk line that starts with "@@" (aider's
# prompt leaves out the line numbers: "@@ ... @@").
_PLUS_LINE = re.compile(r"\+\+\+ [^\n]+\n(?:[^\n]*\n){0,2}?@@")


def edit_kind(path: str, content: str) -> str | None:
    """What kind of edit instructions ``content`` holds instead of a whole file, or None:
    :func:`~artifact_codec.format.content.edit_block_kind`, and aider's ``@@ ... @@`` hunks."""
    kind = edit_block_kind(path, content)
    if kind is not None or path.lower().endswith((".diff", ".patch")):
        return kind
    plus = find_rare(content[:2048], "+++ ")
    while plus != -1:
        if (plus == 0 or content[plus - 1] == "\n") and _PLUS_LINE.match(content, plus):
            return "diff"
        plus = find_rare(content[:2048], "+++ ", plus + 1)
    return None


def _present(answer: Answer) -> bool:
    text = answer.text
    return any(marker in text for marker in _MARKERS)


def _first(answer: Answer) -> int | None:
    return answer.start if edit_kind("", answer.text[answer.start :]) else None


def _never_open(answer: Answer, pos: int) -> bool:
    return False


def _read(answer: Answer) -> ParseResult | None:
    edit = edit_kind("", answer.text[answer.start :])
    if edit is None:
        return None
    answer.notes.add(
        "edit-blocks",
        Severity.ERROR,
        f"the answer holds {edit} edit instructions, not whole files; nothing was accepted. "
        "Send the complete content of every file",
        answer.start,
    )
    return ParseResult(Status.EDIT_BLOCKS, Format.NONE, diagnostics=answer.notes.finish())


#: The slot of the edit conventions (detection only, until an edit reader takes it).
EDITS = Convention("edits", Format.NONE, "edits", _present, _first, _never_open, _read)
