"""Accepting the blocks a lenient reader found: the one place that decides which become files.

Every reader of model output (the hybrid post-lexer, the Markdown reader, the legacy JSON
reader) finds :class:`Block` objects; :func:`accept_blocks` refuses those with edit
instructions, no path, unsafe or clashing paths, splits off the block that was cut off, checks
``total_files``, cleans the header, and hands the rest to the strict reader's grammar check and
model builder (:func:`~artifact_codec.read.reader.assemble`), with their places in the answer.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostics, Severity
from ..errors import ArtifactDecodeError, UnsafePathError
from ..format.content import (
    after_opening_fence,
    edit_block_kind,
    fenced_body,
    holds_edit_call,
    is_markdown_path,
    may_hold_edit_call,
)
from ..format.paths import PathSet, file_key, held_under_spelling, normalize_path
from ..format.spec import (
    DEFAULT_DELIMITER,
    FIELD_TO_ATTRIBUTE,
    FORMAT_KEYS,
    OPERATION_FIELD,
    SEPARATOR,
    VERBATIM_FIELD,
)
from ..jsonfix.repair import repair_json_report
from ..models import KEEP_LONE_SURROGATES, GeneratedCode, GeneratedFile
from ..read.blocks import FieldLine, RawBlock
from ..read.builder import assemble

__all__ = [
    "Block",
    "HybridReading",
    "accept_blocks",
    "block_name",
    "broken_edit_call",
    "header_drops",
    "settle_content",
    "take_field",
]


@dataclass(slots=True)
class Block:
    """A block as found in the response, before it is accepted."""

    pos: int  # position of its delimiter line
    fields: dict[str, str] = field(default_factory=dict)
    field_pos: dict[str, int] = field(default_factory=dict)
    content: str = ""
    content_pos: int = 0
    complete: bool = True
    label: str = ""  # how diagnostics name it when a line number says nothing (legacy JSON)
    verbatim: bool = False  # VERBATIM: yes -- the content is taken exactly as written
    refusal: tuple[str, str] | None = None  # (code, message): why it cannot be accepted
    edit: str | None = None  # the kind of edit instructions it holds instead of a file
    end: int = -1  # where its text ends in the answer (-1: not one stretch of the answer)
    separated: bool = True  # its fields ended with a '---' line


@dataclass(slots=True)
class HybridReading:
    """What a reader of blocks found: the accepted files and what kept others out."""

    code: GeneratedCode | None  # the accepted files; None when ``unreadable``
    unreadable: ArtifactDecodeError | None  # why the accepted blocks make no model
    header: dict[str, Any]
    expected_files: int | None
    partial_file: GeneratedFile | None
    truncated: bool
    rejected: bool
    found_blocks: int
    ended: bool  # the end marker was found
    edit_blocks: bool = False  # some block held edit instructions instead of a file
    ambiguous: bool = False  # several documents, none known to be the answer: not usable
    #: The blocks that held edit instructions, in order: their edits are read apart.
    edit_sources: list[Block] = field(default_factory=list)
    #: The blocks accepted as files (the text outside them may hold edits).
    accepted_blocks: list[Block] = field(default_factory=list)
    #: The delimiter the blocks were read with.
    delimiter: str = DEFAULT_DELIMITER
    verbatim_paths: frozenset[str] = frozenset()  # accepted files marked VERBATIM: yes
    #: The paths (as written) of the complete blocks refused for their path or what they hold.
    refused_paths: list[str] = field(default_factory=list)


def block_name(block: Block, notes: Diagnostics) -> str:
    """How diagnostics name a block: by its line, and its path once known."""
    path = block.fields.get("PATH")
    where = block.label or f"the block at line {notes.locate(block.pos)[0]}"
    return f"{where} (PATH: {path})" if path else where


def settle_content(
    block: Block, raw: str, notes: Diagnostics, *, add_final_newline: bool = True
) -> None:
    """Set ``block.content`` from the raw text between its separator and the next block, read
    as the model meant it (see :mod:`artifact_codec.format.content`): a wrapping code fence removed,
    the final newline the delimiter line took given back, edit instructions recognised. Each
    change is a diagnostic; a ``VERBATIM: yes`` block is taken exactly as written."""
    block.content = raw
    if block.verbatim:
        return
    path = block.fields.get("PATH", "")
    content = raw
    if not is_markdown_path(path):
        body = fenced_body(content)
        if body is None and not block.complete:
            body = after_opening_fence(content)  # cut off before its closing fence
        if body is not None:
            notes.add(
                "content-fence-removed",
                Severity.WARNING,
                f"{block_name(block, notes)}: the content was wrapped in a code fence, which "
                "was removed; write file contents raw, without fences",
                block.content_pos,
            )
            content = body
    if content and not content.endswith("\n") and add_final_newline and block.complete:
        content += "\n"
        notes.add(
            "final-newline-added",
            Severity.INFO,
            f"{block_name(block, notes)}: a final newline was added to the content (the line "
            "break before a delimiter line belongs to the delimiter; leave a blank line there)",
            block.content_pos,
        )
    block.edit = edit_block_kind(path, content) or broken_edit_call(path, content)
    block.content = content


def broken_edit_call(path: str, content: str) -> str | None:
    """``"tool call"`` when ``content`` is an edit tool call that is not valid JSON but that
    the JSON repair layer (:func:`~artifact_codec.jsonfix.repair.repair_json_report`) reads as
    one (a trailing comma, single quotes, a ``//`` comment, unquoted keys, raw line breaks in
    its strings): a call is no file whatever label names it, and the edit readers say whether
    it can be read. A Markdown file (which quotes calls as examples) is never one."""
    start = len(content) - len(content.lstrip())
    if is_markdown_path(path) or not may_hold_edit_call(content, start):
        return None
    try:
        json.loads(content)
        return None  # valid JSON: edit_block_kind has decided
    except (ValueError, RecursionError):
        pass
    try:
        repaired = json.loads(repair_json_report(content).text)
    except (ArtifactDecodeError, ValueError, RecursionError):
        return None
    return "tool call" if holds_edit_call(repaired) else None


def take_field(block: Block, name: str, value: str, pos: int, notes: Diagnostics) -> None:
    """Put a field the model wrote into ``block``, never letting it replace the path or the
    content: a ``CONTENT`` label is ignored, a ``CONTENT`` with a value or a second, different
    ``PATH`` refuses the block, other repeated fields keep their first value."""
    if name == VERBATIM_FIELD:
        if value.lower() in ("yes", "true"):
            block.verbatim = True
        else:
            notes.add(
                "field-ignored",
                Severity.WARNING,
                f"{block_name(block, notes)}: {VERBATIM_FIELD}: {value[:20]!r} was ignored (only "
                f"'{VERBATIM_FIELD}: yes' means anything); the content was read as usual",
                pos,
            )
        return
    if name == "CONTENT":
        if not value:
            notes.add(
                "content-label",
                Severity.INFO,
                f"{block_name(block, notes)}: a 'CONTENT:' label line was ignored; the content "
                f"starts after the {SEPARATOR!r} line",
                pos,
            )
            return
        block.refusal = (
            "reserved-field",
            f"{block_name(block, notes)} has a CONTENT field with a value ({value[:40]!r}), so "
            "it is not clear what the file holds; it was not accepted. Write the content raw "
            f"after the {SEPARATOR!r} line, with no CONTENT field",
        )
        return
    if name in block.fields:
        if name == "PATH" and value != block.fields["PATH"]:
            block.refusal = (
                "conflicting-path",
                f"{block_name(block, notes)} names a second, different path ({value!r}); it is "
                "not clear which file this is, so it was not accepted. Give each block one PATH",
            )
            return
        notes.add(
            "duplicate-field",
            Severity.WARNING,
            f"{block_name(block, notes)} has {name} twice; the first one was kept",
            pos,
        )
        return
    block.fields[name] = value
    block.field_pos[name] = pos


#: The refusals of a block for how its path is spelled (a reader's label it does not read as a
#: path, the path policy's refusal): a refused path that names an accepted file under another
#: spelling is a later version of it (:func:`_held_under_another_spelling`).
def _held_under_another_spelling(
    block: Block, raw_path: str, folded: dict[str, str], notes: Diagnostics, pos: int
) -> None:
    """Add a ``duplicate-path`` error when ``raw_path`` (of a block refused for its path's
    spelling or for anything else) names an accepted file as the writer would read it
    (:func:`held_under_spelling`): the earlier version is not the file the answer meant
    (ParseResult.files_doubted)."""
    held = held_under_spelling(raw_path, folded)
    if held is None:
        return
    spelled = "" if raw_path == held else f"{raw_path!r} is {held} spelled another way, "
    notes.add(
        "duplicate-path",
        Severity.ERROR,
        f"{block_name(block, notes)}: {spelled}a later version of {held}, not accepted; the "
        "earlier version is not the file the answer meant",
        pos,
    )


def accept_blocks(
    header: dict[str, Any],
    header_pos: int,
    blocks: list[Block],
    expected: int | None,
    truncated: bool,
    notes: Diagnostics,
    *,
    ended: bool = False,
) -> HybridReading:
    """Check the blocks' paths, split off the cut-off one, and build the model of the rest."""
    paths = PathSet(alike=True)
    accepted: list[Block] = []
    by_path: dict[str, Block] = {}  # the accepted blocks by path
    folded: dict[str, str] = {}  # their paths by the key the writer compares (file_key)
    repeats = 0  # blocks that repeat an accepted one exactly: one file, written twice
    partial: GeneratedFile | None = None
    rejected = edits = False
    edit_sources: list[Block] = []
    refused_paths: list[str] = []
    for block in blocks:
        raw_path = block.fields.get("PATH")
        path_pos = block.field_pos.get("PATH", block.pos)
        if block.refusal is not None:
            notes.add(block.refusal[0], Severity.ERROR, block.refusal[1], block.pos)
            rejected = True
            if raw_path is not None:
                refused_paths.append(raw_path)
                # (a later version of an accepted file refused for its path's spelling, or for
                # anything else it holds: the earlier one is not the file the answer meant)
                _held_under_another_spelling(block, raw_path, folded, notes, path_pos)
            continue
        if OPERATION_FIELD in block.fields:
            # An edit block of the format itself: an operation, read apart (never a file).
            edits = True
            edit_sources.append(block)
            continue
        if block.edit is not None:
            notes.add(
                "edit-blocks",
                Severity.ERROR,
                f"{block_name(block, notes)} holds {block.edit} edit instructions, not the "
                "whole file; it was not accepted (writing it would replace the real file with "
                "the edits). Send the complete content of every file",
                block.content_pos or block.pos,
            )
            edits = True
            edit_sources.append(block)
            continue
        if raw_path is None:
            if not block.complete:
                continue  # cut off before its path: the truncation diagnostic names it
            notes.add(
                "missing-path",
                Severity.ERROR,
                f"{block_name(block, notes)} has no PATH field and was not accepted; add a line "
                "'PATH: relative/path.ext' after the delimiter line",
                block.pos,
            )
            rejected = rejected or block.complete
            continue
        try:
            path = normalize_path(raw_path)
        except UnsafePathError as error:
            notes.add(
                "unsafe-path",
                Severity.ERROR,
                f"{block_name(block, notes)}: {error.reason}; the file was not accepted "
                f"[{error.rule}]",
                path_pos,
            )
            rejected = rejected or block.complete
            if block.complete:
                refused_paths.append(raw_path)
            _held_under_another_spelling(block, raw_path, folded, notes, path_pos)
            continue
        if not block.complete:
            partial = _partial_file(block, path)
            continue
        conflict = paths.add(path)
        if conflict is not None and _repeats(by_path.get(path), block, path):
            # The same file again, byte for byte: both readings are one file, kept once.
            notes.add(
                "file-repeated",
                Severity.WARNING,
                f"{block_name(block, notes)}: {path} was written twice, identically; it was "
                "kept once. Write each file once",
                path_pos,
            )
            repeats += 1
            continue
        if conflict is not None:
            notes.add(
                "duplicate-path"
                if conflict.rule in ("duplicate", "shown-alike")
                else conflict.rule,
                Severity.ERROR,
                f"{block_name(block, notes)}: {conflict.reason}; this later file was not accepted",
                path_pos,
            )
            rejected = True
            refused_paths.append(raw_path)
            continue
        block.fields["PATH"] = path
        accepted.append(block)
        by_path[path] = block
        folded.setdefault(file_key(path), path)
    complete_blocks = sum(block.complete for block in blocks) - repeats
    if expected is not None and expected != complete_blocks:
        if expected > complete_blocks:
            truncated = True
            notes.add(
                "fewer-files-than-declared",
                Severity.ERROR,
                f"the header announces total_files {expected} but only {complete_blocks} "
                f"complete file{'s' if complete_blocks != 1 else ''} arrived; send the "
                "missing files",
                header_pos,
            )
        else:
            notes.add(
                "total-files-mismatch",
                Severity.WARNING,
                f"the header announces total_files {expected} but {complete_blocks} files "
                "arrived; all were kept. Make total_files match the blocks",
                header_pos,
            )
    code, unreadable = _assemble(
        _clean_header(header, notes, header_pos), header_pos, accepted, notes
    )
    return HybridReading(
        code=code,
        unreadable=unreadable,
        header=header,
        expected_files=expected,
        partial_file=partial,
        truncated=truncated,
        rejected=rejected,
        found_blocks=len(blocks),
        ended=ended,
        edit_blocks=edits,
        edit_sources=edit_sources,
        accepted_blocks=accepted,
        verbatim_paths=frozenset(block.fields["PATH"] for block in accepted if block.verbatim),
        refused_paths=refused_paths,
    )


def _repeats(earlier: Block | None, block: Block, path: str) -> bool:
    """Whether ``block`` (for ``path``) is ``earlier`` written again: same content, same
    fields."""
    if earlier is None or earlier.content != block.content:
        return False
    return earlier.fields == {**block.fields, "PATH": path} and earlier.verbatim == block.verbatim


def _partial_file(block: Block, path: str) -> GeneratedFile | None:
    values: dict[str, Any] = {"file_path": path, "content": block.content}
    for name, value in block.fields.items():
        if name != "PATH":
            values[FIELD_TO_ATTRIBUTE.get(name, name.lower())] = value
    try:
        # (lone surrogates are kept: parse_response replaces and reports them afterwards)
        return GeneratedFile.model_validate(values, context=KEEP_LONE_SURROGATES)
    except ValueError:
        return GeneratedFile.model_validate(
            {"file_path": path, "content": block.content}, context=KEEP_LONE_SURROGATES
        )


_HEADER_TYPES: dict[str, Callable[[Any], bool]] = {
    "task_id": lambda v: isinstance(v, str),
    "project_id": lambda v: isinstance(v, str),
    "setup_instructions": lambda v: (
        isinstance(v, str) or (isinstance(v, list) and all(isinstance(step, str) for step in v))
    ),
    "dependencies": lambda v: isinstance(v, list) and all(isinstance(d, str) for d in v),
}


def header_drops(key: str, value: Any) -> bool:
    """Whether the header key ``key`` (one the format knows) has a value of a type it does
    not read and drops (``setup_instructions`` as a list of objects): what it held is not in
    the result, and a reader weighs it as it weighs a key it does not know."""
    check = _HEADER_TYPES.get(key)
    if check is None or check(value) or (value is None and key != "dependencies"):
        return False
    if key in ("task_id", "project_id") and isinstance(value, int | float):
        return False
    return not (key == "dependencies" and isinstance(value, str))


def _clean_header(header: dict[str, Any], notes: Diagnostics, pos: int) -> dict[str, Any]:
    """The header keys to keep, with the wrong types of known keys fixed or dropped."""
    cleaned: dict[str, Any] = {}
    for key, value in header.items():
        if key in FORMAT_KEYS or key == "files":
            continue
        check = _HEADER_TYPES.get(key)
        if check is None and not _json_compliant(value):
            notes.add(
                "header-type",
                Severity.WARNING,
                f"the header's {key} holds a number JSON cannot represent (NaN or infinity) "
                "and was dropped",
                pos,
            )
            continue
        if check is None or check(value) or (value is None and key != "dependencies"):
            cleaned[key] = value
            continue
        if key in ("task_id", "project_id") and isinstance(value, int | float):
            cleaned[key] = str(value)
            fixed = "was converted to a string"
        elif key == "dependencies" and isinstance(value, str):
            cleaned[key] = [value]
            fixed = "was read as a list of one"
        else:
            fixed = "was dropped"
        notes.add(
            "header-type",
            Severity.WARNING,
            f"the header's {key} has the wrong type ({type(value).__name__}) and {fixed}",
            pos,
        )
    return cleaned


def _json_compliant(value: Any) -> bool:
    try:
        json.dumps(value, allow_nan=False)
    except ValueError:
        return False
    return True


def _assemble(
    header: dict[str, Any], header_pos: int, blocks: list[Block], notes: Diagnostics
) -> tuple[GeneratedCode | None, ArtifactDecodeError | None]:
    """Hand the accepted blocks to the strict reader's grammar check and model builder, as
    tokens with their places in the answer (this stage is a post-lexer, not a second parser)."""
    raw = [
        RawBlock(
            block.pos,
            [
                FieldLine(name, value, block.field_pos.get(name, block.pos), f"{name}: {value}")
                for name, value in block.fields.items()
            ],
            block.content,
            block.content_pos,
            separated=True,
            has_content=bool(block.content),
        )
        for block in blocks
    ]
    try:
        return assemble(notes.locate.text, header, header_pos, raw), None
    except ArtifactDecodeError as error:
        return None, error
