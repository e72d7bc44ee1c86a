"""The artifact format's own edit blocks, as the lenient reader found them.

A block with an ``OPERATION`` field (``docs/format.md``, "Edit blocks") is an operation, not a
file. The strict reader reads such blocks itself; this module reads them when the answer is
not a strict document (prose around it, a fence, blank lines missing...): the hybrid reader
hands over the block's fields and its content, in which the hunks' lines (the delimiter
followed by ``OLD`` or ``NEW``) divide the old and new texts. The line break before such a
line belongs to it, as before a delimiter line; blanks after ``OLD``/``NEW`` are tolerated.
"""

from __future__ import annotations

import json
from typing import Final

from ...diagnostics import Diagnostics
from ...format.spec import HUNK_KEYS, NEW_PATH_FIELD, NEW_SUFFIX, OLD_SUFFIX, OPERATION_FIELD
from ...operations import Hunk, OperationKind
from .reading import EditContext, Lines

__all__ = ["NAME", "TITLE", "read_artifact_operation"]

NAME: Final = "artifact"
TITLE: Final = "artifact edit blocks"

_KINDS: Final = {kind.value: kind for kind in OperationKind}


def read_artifact_operation(
    text: str,
    notes: Diagnostics,
    fields: dict[str, str],
    content: str,
    content_pos: int,
    delimiters: tuple[str, ...],
    block_pos: int,
) -> EditContext:
    """The operation of one edit block whose ``fields`` and ``content`` the lenient reader
    found (``block_pos``: where its delimiter line starts in ``text``, the answer;
    ``content_pos``: where its content starts); the hunks' lines start with one of
    ``delimiters``. Problems are added to ``notes``; the context holds the operation (or
    nothing)."""
    context = EditContext(text, notes)
    context.found[NAME] += 1
    path = fields.get("PATH")
    raw_kind = fields.get(OPERATION_FIELD, "").strip().lower()
    kind = _KINDS.get(raw_kind)
    where = f"the {raw_kind or 'edit'} block of {path}"
    if path is None:
        context.refuse(
            NAME, None, "edit-no-path", f"an {OPERATION_FIELD} block has no PATH", content_pos
        )
        return context
    if kind is None:
        context.refuse(
            NAME,
            path,
            "edit-malformed",
            f"{path}: {OPERATION_FIELD} must be one of {', '.join(_KINDS)}, not {raw_kind!r}",
            content_pos,
        )
        return context
    new_path = fields.get(NEW_PATH_FIELD)
    if (kind is OperationKind.RENAME) != (new_path is not None):
        context.refuse(
            NAME,
            path,
            "edit-malformed",
            f"{where}: {NEW_PATH_FIELD} is "
            + ("required for a rename" if new_path is None else "only for a rename"),
            content_pos,
        )
        return context
    if kind in (OperationKind.CREATE, OperationKind.REPLACE):
        context.add(NAME, kind, path, block_pos, content=content)
        return context
    hunks = _hunks(context, content, content_pos, delimiters, where, path)
    if hunks is None:
        return context
    if kind is OperationKind.DELETE:
        if content.strip():
            context.refuse(
                NAME,
                path,
                "edit-malformed",
                f"{where} holds text; a delete holds none",
                content_pos,
            )
            return context
        context.add(NAME, kind, path, block_pos)
        return context
    if kind is OperationKind.EDIT and not hunks:
        context.refuse(
            NAME,
            path,
            "edit-malformed",
            f"{where} has no hunk: write a line '<delimiter>{OLD_SUFFIX}', the text to "
            f"replace, a line '<delimiter>{NEW_SUFFIX}' and the new text",
            content_pos,
        )
        return context
    context.add(NAME, kind, path, block_pos, hunks=tuple(hunks), new_path=new_path)
    return context


def _hunks(
    context: EditContext,
    content: str,
    content_pos: int,
    delimiters: tuple[str, ...],
    where: str,
    path: str,
) -> list[Hunk] | None:
    """The hunks of a block's content; None (with an error) when they cannot be read."""
    start = _place(context.text, content, content_pos)
    lines = Lines(content)
    markers: list[tuple[int, str, str]] = []  # (line, "old"/"new", the fields after OLD)
    for index in range(len(lines)):
        line = lines.at(index)
        for delimiter in delimiters:
            if line.startswith(delimiter):
                rest = line[len(delimiter) :].strip()
                if rest == NEW_SUFFIX:
                    markers.append((index, "new", ""))
                elif rest == OLD_SUFFIX or rest.startswith(OLD_SUFFIX + " {"):
                    markers.append((index, "old", rest[len(OLD_SUFFIX) :].strip()))
                break
    if not markers:
        if content.strip() and where.startswith(("the edit", "the rename")):
            context.refuse(
                NAME,
                path,
                "edit-malformed",
                f"{where} holds text but no '<delimiter>{OLD_SUFFIX}' line: an edit holds "
                "hunks, a file is sent without OPERATION",
                start,
            )
            return None
        return []
    if lines.raw(0, markers[0][0]).strip():
        context.refuse(
            NAME,
            path,
            "edit-malformed",
            f"{where} holds text before its first '<delimiter>{OLD_SUFFIX}' line",
            start,
        )
        return None
    hunks: list[Hunk] = []
    for number in range(0, len(markers), 2):
        old_line, kind, fields = markers[number]
        new = markers[number + 1] if number + 1 < len(markers) else None
        pos = start + lines.start(old_line)
        if kind != "old" or new is None or new[1] != "new":
            context.refuse(
                NAME,
                path,
                "edit-malformed",
                f"{where}: each hunk is a line '<delimiter>{OLD_SUFFIX}', the old text, a line "
                f"'<delimiter>{NEW_SUFFIX}' and the new text; line "
                f"{context.notes.locate(pos)[0]} breaks that order",
                pos,
            )
            return None
        stop = markers[number + 2][0] if number + 2 < len(markers) else len(lines)
        old = _text(lines, old_line + 1, new[0])
        new_text = (
            _text(lines, new[0] + 1, stop) if stop < len(lines) else lines.raw(new[0] + 1, stop)
        )
        try:
            attributes = json.loads(fields) if fields else {}
            if not isinstance(attributes, dict) or set(attributes) - set(HUNK_KEYS):
                raise ValueError(f"only {', '.join(HUNK_KEYS)}")
            hunks.append(context.hunk(old, new_text, pos, **attributes))
        except ValueError as error:  # also pydantic's ValidationError
            context.refuse(
                NAME,
                path,
                "edit-malformed",
                f"{where}: the fields on its {OLD_SUFFIX} line cannot be read ({error}); write "
                'them as a JSON object such as {"line_hint": 12}',
                pos,
            )
            return None
    return hunks


def _text(lines: Lines, first: int, stop: int) -> str:
    """Lines ``first`` to ``stop - 1``, without the line break that belongs to line ``stop``."""
    raw = lines.raw(first, stop)
    return raw[:-1] if raw.endswith("\n") else raw


def _place(text: str, content: str, content_pos: int) -> int:
    """Where ``content`` starts in the answer: at ``content_pos``, or one line later when a
    fence around it was removed."""
    if text.startswith(content[:64], content_pos):
        return content_pos
    line_end = text.find("\n", content_pos)
    if line_end != -1 and text.startswith(content[:64], line_end + 1):
        return line_end + 1
    return content_pos
