"""The slot of the edit conventions: where the table of conventions meets the edit readers.

The edit conventions (aider's SEARCH/REPLACE blocks and ``@@ ... @@`` hunks, unified diffs,
Codex's ``*** Begin Patch``, ``str_replace`` tool calls, and this format's own edit blocks) are
read by :mod:`artifact_codec.ingest.edits`, one module each, in one walk over the lines of a
region (the block that starts first holds what follows it). This module puts them in the table:

- :data:`EDITS`, the last entry: an answer of edit instructions and no file is read into
  ``result.edits`` (status ``edit_blocks``); instructions no reader knows are still recognised
  (:func:`edit_kind`), never written as files.
- :func:`find_edit_spans`: where the edit blocks of the answer lie, found once per answer.
  ``EDITS.open_at`` says whether a place lies inside one: a code fence, a document in this
  format, legacy JSON, a Cline tag or a heredoc that starts inside an edit block is a line of
  the edit (the edited file holds it), not a file: the table's rule, what starts first holds
  what follows (the fence scanner is given the spans too, :mod:`.fences`; and
  :func:`outside_edits` applies the rule to every block a convention found, not only to its
  first).
- What a reading of files carries besides them (:func:`block_edits`, :func:`answer_edits`,
  :func:`settle_edits`): the edits of the blocks that held edit instructions instead of a
  file, read with that block's path (this format, legacy JSON); for the other tools'
  conventions, the edits written outside their files (an answer that mixes whole files and
  edits carries both, and is not usable as files alone).
"""

from __future__ import annotations

import bisect
import re
from collections import Counter

from ...diagnostics import Diagnostics, Severity
from ...format.content import edit_block_kind, find_rare, is_markdown_path
from ...format.spec import OPERATION_FIELD
from ...models import GeneratedCode
from ...operations import FileOperation, OperationKind
from ...result import Format, ParseResult, Status
from ..accept import Block, HybridReading, broken_edit_call
from ..edits import EditReading, holds_edit_signs, read_content_edits, read_edits
from ..edits.artifact_blocks import read_artifact_operation
from ..edits.tool_calls import NAME as TOOL_CALL_CONVENTION
from .answer import Answer, Convention

__all__ = [
    "EDITS",
    "answer_edits",
    "block_edits",
    "edit_kind",
    "find_edit_spans",
    "inside_edit",
    "outside_edits",
    "say_edits_read",
    "settle_edits",
]

_MARKERS = ("<<<<<<<", "*** Begin Patch", "+++ ", "@@")
# aider's unified diff: a "+++ path" line, then a hunk line that starts with "@@" (aider's
# prompt leaves out the line numbers: "@@ ... @@").
_PLUS_LINE = re.compile(r"\+\+\+ [^\n]+\n(?:[^\n]*\n){0,2}?@@")
_END = 1 << 62  # greater than any offset


def edit_kind(path: str, content: str) -> str | None:
    """What kind of edit instructions ``content`` holds instead of a whole file, or None:
    :func:`~artifact_codec.format.content.edit_block_kind`, a tool call the JSON repair layer
    reads (:func:`~artifact_codec.ingest.accept.broken_edit_call`), and aider's ``@@ ... @@``
    hunks."""
    kind = edit_block_kind(path, content) or broken_edit_call(path, content)
    if kind is not None or path.lower().endswith((".diff", ".patch")) or is_markdown_path(path):
        # (a Markdown file quotes edits as examples: only one that starts with an edit is one)
        return kind
    plus = find_rare(content[:2048], "+++ ")
    while plus != -1:
        if (plus == 0 or content[plus - 1] == "\n") and _PLUS_LINE.match(content, plus):
            return "diff"
        plus = find_rare(content[:2048], "+++ ", plus + 1)
    return None


# -- where the edit blocks are: what starts inside one is a line of it -----------------------


def find_edit_spans(answer: Answer) -> list[tuple[int, int]]:
    """Where the edit blocks of ``answer`` lie, ``(start, end)`` in text order: one reading of
    the whole answer by the edit readers (its diagnostics are not kept: the reader that wins
    reads its part again, with them)."""
    text = answer.text
    if not holds_edit_signs(text, answer.start):
        return []
    probe = read_edits(text, Diagnostics(answer.notes.locate), answer.start, finish=answer.finish)
    return probe.spans


def inside_edit(answer: Answer, pos: int) -> bool:
    """Whether ``pos`` lies inside an edit block of the answer, after its start."""
    return _holder(answer.edit_spans, pos) is not None


def _holder(spans: list[tuple[int, int]], pos: int) -> tuple[int, int] | None:
    """The span that holds ``pos`` after its start, or None (``spans`` sorted, disjoint)."""
    index = bisect.bisect_right(spans, (pos, _END)) - 1
    if index < 0:
        return None
    start, end = spans[index]
    return spans[index] if start < pos < end else None


def outside_edits(answer: Answer, blocks: list[Block], what: str) -> list[Block]:
    """The blocks a convention found, less those that start inside an edit block which
    started outside its files (the edit holds them: a file quoted in the text of an edit).
    An edit block inside one of the convention's files is that file's content and holds
    nothing. ``what`` names a block in the diagnostic (``"code block"``, ``"call"``)."""
    spans = answer.edit_spans
    placed = [block for block in blocks if block.end > block.pos]
    if not spans or not placed:
        return blocks
    files = sorted((block.pos, block.end) for block in placed if block.edit is None)
    starts = [start for start, _ in files]
    own = []
    for span in spans:
        index = bisect.bisect_right(starts, span[0]) - 1
        if index < 0 or span[0] >= files[index][1]:
            own.append(span)  # not inside a file of the convention
    kept = []
    for block in blocks:
        holder = _holder(own, block.pos) if block.end > block.pos else None
        if holder is None:
            kept.append(block)
            continue
        notes = answer.notes
        notes.add(
            "inside-edit",
            Severity.INFO,
            f"the {what} at line {notes.locate(block.pos)[0]} starts inside the edit block at "
            f"line {notes.locate(holder[0])[0]}: it is a line of the edit, not a file",
            block.pos,
        )
    return kept


# -- the edits a reading of files carries --------------------------------------------------------


def block_edits(reading: HybridReading, notes: Diagnostics) -> EditReading:
    """The operations of the blocks held back as edits: this format's own edit blocks, and the
    edit instructions of other conventions, read with their block's path as the file of what
    names none (``notes.locate`` holds the answer's text)."""
    operations: list[FileOperation] = []
    found: Counter[str] = Counter()
    text = notes.locate.text
    for block in reading.edit_sources:
        if OPERATION_FIELD in block.fields:
            own = read_artifact_operation(
                text,
                notes,
                block.fields,
                block.content,
                block.content_pos,
                (reading.delimiter,),
                block.pos,
            )
            operations.extend(own.kept_operations())
            found.update(own.found)
            continue
        content = read_content_edits(
            text,
            notes,
            block.content,
            block.content_pos,
            path=block.fields.get("PATH"),
            complete=block.complete,
        )
        operations.extend(content.operations)
        found.update(content.found)
    return EditReading(operations, found)


def answer_edits(answer: Answer, blocks: list[Block], *, whole_files: bool) -> EditReading:
    """The edits of an answer read by another tool's convention: the text outside the
    convention's files (``blocks`` whose ``edit`` is None and whose place is known), each
    stretch read on its own, so that an edit block quoted inside a file is the file's. A block
    that held edit instructions is read there too, its path label with it. ``whole_files``
    False: the convention read the tool calls that create files as its files."""
    text, notes = answer.text, answer.notes
    if not holds_edit_signs(text, answer.start):
        return EditReading([], Counter())
    files = sorted((b.pos, b.end) for b in blocks if b.edit is None and b.end > b.pos)
    operations: list[FileOperation] = []
    found: Counter[str] = Counter()
    at = answer.start
    for first, last in [*files, (len(text), len(text))]:
        if first > at:
            part = read_edits(
                text,
                notes,
                at,
                first,
                cut_at_end=first == len(text),
                finish=answer.finish,
                whole_files=whole_files,
            )
            operations.extend(part.operations)
            found.update(part.found)
        at = max(at, last)
    return EditReading(operations, found)


def settle_edits(
    reading: HybridReading, edits: EditReading, notes: Diagnostics, *, tool_calls: bool = False
) -> list[FileOperation]:
    """The operations of a reading of files, settled against its files.

    - This format's own edit blocks name paths that are no whole file of the document (a path
      is one or the other): one that does is dropped with an error; the others are the
      document's ``code.edits`` too, as the document holds them (without places).
    - ``tool_calls``: a file written by a tool call and then edited by a later call is
      created, then edited: both are operations, in order (a ``create`` before the edits), and
      the file is not one of ``code.files``.
    """
    operations = list(edits.operations)
    code = reading.code
    if code is None:
        return operations
    own = [op for op in operations if op.convention == "artifact"]
    if own:
        own = _without_conflicts(code, own, operations, notes)
        code.edits = [operation.without_place() for operation in own]
    if tool_calls and operations and code.files:
        operations = _created_then_edited(reading, code, operations, notes)
    return operations


def _without_conflicts(
    code: GeneratedCode,
    own: list[FileOperation],
    operations: list[FileOperation],
    notes: Diagnostics,
) -> list[FileOperation]:
    """The document's operations on paths that are no whole file of it; an operation on such
    a path is dropped, from ``operations`` too, with an error."""
    files = {file.file_path.casefold() for file in code.files}
    kept = []
    for operation in own:
        names = [name for name in (operation.path, operation.new_path) if name is not None]
        if any(name.casefold() in files for name in names):
            notes.add(
                "conflicting-path",
                Severity.ERROR,
                f"the {operation.kind} block of {operation.path} (line {operation.line}) names "
                "a file the answer also sends whole; it was not read. Send the file whole or as "
                "an edit, not both",
            )
            operations.remove(operation)
            continue
        kept.append(operation)
    return kept


def _created_then_edited(
    reading: HybridReading,
    code: GeneratedCode,
    operations: list[FileOperation],
    notes: Diagnostics,
) -> list[FileOperation]:
    """Files written by a tool call and edited by a later one: ``create`` operations before
    their edits, taken out of ``code.files`` (applying the edits needs the file as created)."""
    places = {block.fields["PATH"]: notes.locate(block.pos) for block in reading.accepted_blocks}
    later: dict[str, int] = {}  # path -> index of its first operation after the file
    for index, operation in enumerate(operations):
        place = places.get(operation.path)
        if place is None or operation.path in later:
            continue
        if (operation.line or 0, operation.column or 0) > place:
            later[operation.path] = index
    if not later:
        return operations
    created = {}
    for file in code.files:
        if file.file_path in later:
            line, column = places[file.file_path]
            created[later[file.file_path]] = FileOperation(
                kind=OperationKind.CREATE,
                path=file.file_path,
                content=file.content,
                convention=TOOL_CALL_CONVENTION,
                line=line,
                column=column,
            )
            notes.add(
                "created-then-edited",
                Severity.INFO,
                f"{file.file_path} is created by a tool call and edited by a later one: both "
                "are in result.edits, in order (the file is not one of result.code.files)",
            )
    code.files = [file for file in code.files if file.file_path not in later]
    settled = []
    for index, operation in enumerate(operations):
        if index in created:
            settled.append(created[index])
        settled.append(operation)
    return settled


def say_edits_read(reading: EditReading, notes: Diagnostics, pos: int) -> None:
    """How many operations on which files were read, in which conventions (an info)."""
    operations = reading.operations
    if not operations:
        return
    paths = list(dict.fromkeys(operation.path for operation in operations))
    shown = ", ".join(paths[:5]) + (f" and {len(paths) - 5} more" if len(paths) > 5 else "")
    notes.add(
        "edits-read",
        Severity.INFO,
        f"{len(operations)} edit operation{'s' if len(operations) != 1 else ''} on {shown} "
        f"({', '.join(reading.conventions)}) {'was' if len(operations) == 1 else 'were'} read "
        "into result.edits",
        pos,
    )


# -- the entry of the table: an answer of edits and no file -------------------------------------


def _present(answer: Answer) -> bool:
    text = answer.text
    return holds_edit_signs(text, answer.start) or any(marker in text for marker in _MARKERS)


def _first(answer: Answer) -> int | None:
    if answer.edit_spans:
        return answer.edit_spans[0][0]
    return answer.start if edit_kind("", answer.text[answer.start :]) else None


def _open_at(answer: Answer, pos: int) -> bool:
    return inside_edit(answer, pos)


def _read(answer: Answer) -> ParseResult | None:
    """Edit instructions and nothing else: read into ``result.edits``."""
    text, notes, start = answer.text, answer.notes, answer.start
    reading = read_edits(text, notes, start, finish=answer.finish)
    if not reading.found:
        edit = edit_kind("", text[start:])
        if edit is None:
            return None
        what = f"{edit} edit instructions"
    else:
        what = " and ".join(reading.conventions)
    notes.add(
        "edit-blocks",
        Severity.ERROR,
        f"the answer holds {what}, not whole files; no file was accepted (the edits are in "
        "result.edits). To send whole files instead, send the complete content of every file",
        start,
    )
    say_edits_read(reading, notes, start)
    return ParseResult(
        Status.EDIT_BLOCKS, Format.NONE, diagnostics=notes.finish(), edits=reading.operations
    )


#: The slot of the edit conventions (their readers: :mod:`artifact_codec.ingest.edits`).
EDITS = Convention("edits", Format.NONE, "edits", _present, _first, _open_at, _read)
