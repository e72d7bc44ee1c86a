"""``parse_response``: text straight from a model -> :class:`ParseResult`, for any input.

Order of attempts, each only when the one before found nothing:

1. transport repairs: bytes decoded (invalid UTF-8 reported), a text whose every line ends in
   CRLF read as LF;
2. the strict reader (:class:`~artifact_codec.read.reader.Reader`, i.e. ``loads``) — a valid
   document whose contents read the same leniently
   (:func:`~artifact_codec.format.content.lenient_changes_content`, or marked ``VERBATIM: yes``)
   comes back exactly as ``loads`` returns it, with status ``clean``;
3. the lenient hybrid reader (:mod:`artifact_codec.ingest.hybrid`), a post-lexer that reads
   what the model meant (also a strict document written the way models write) and hands its
   blocks to the strict reader's grammar check and model builder;
4. legacy all-JSON (``{"files": [{"file_path", "content"}, ...]}``) through the repair layer;
5. Markdown code fences with file paths (:mod:`artifact_codec.ingest.markdown`);
6. edit instructions with no file at all (status ``edit_blocks``), else ``no_artifact``.

Edit instructions never become files: whatever convention they came in (aider SEARCH/REPLACE,
unified diffs, Codex patches, ``str_replace`` tool calls: :mod:`artifact_codec.ingest.edits`),
they are read into ``result.edits``, beside the whole files of an answer that mixes both.
"""

from __future__ import annotations

import bisect
import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pydantic import ValidationError

from ..diagnostics import Diagnostic, Diagnostics, Locator, Severity
from ..errors import ArtifactCodecError, ArtifactDecodeError
from ..format.content import edit_block_kind, lenient_changes_content
from ..format.header import (
    HeaderLimitError,
    decode_header,
    has_lone_surrogate,
    holds_lone_surrogate,
    replace_lone_surrogates,
)
from ..format.lines import canonical_field, lenient_path
from ..format.spec import OPERATION_FIELD, finish_kind
from ..jsonfix.repair import repair_json, repair_with_value
from ..models import GeneratedCode, GeneratedFile
from ..operations import FileOperation
from ..read.reader import Reader
from ..result import Format, ParseResult, Status
from .accept import Block, HybridReading, accept_blocks, take_field
from .edits import EditReading, holds_edit_signs, read_content_edits, read_edits
from .edits.artifact_blocks import read_artifact_operation
from .hybrid import read_hybrid
from .legacy import LEGACY_SHAPE
from .markdown import read_markdown_files
from .normalize import answer_start
from .placeholders import find_placeholder

__all__ = ["parse_response"]


def parse_response(
    text: str | bytes,
    *,
    finish_reason: str | None = None,
    add_final_newline: bool = True,
    detect_placeholders: bool = True,
    source: str | None = None,
) -> ParseResult:
    """Read the files out of a model's response, tolerating what models get wrong.

    Never raises for any text: the outcome is in ``result.status`` and ``result.diagnostics``.

    - ``finish_reason``: the API's reason the model stopped, in any provider's spelling
      (``"stop"``, ``"end_turn"``, ``"length"``, ``"max_tokens"``, ``"MAX_TOKENS"``,
      ``"incomplete"``...; :data:`artifact_codec.format.spec.FINISH_REASONS`). A length limit or a
      filter marks an answer without end marker as cut off; a stop lets an answer that only
      forgot its end marker count as complete.
    - ``add_final_newline``: give a non-empty file that lacks one a final newline, the way the
      model meant it (a block marked ``VERBATIM: yes`` is never changed).
    - ``detect_placeholders``: warn about ``# ... existing code ...`` style placeholders.
    - ``source``: a name for the response (a file name), copied into the result.
    """
    if not isinstance(text, str | bytes):
        raise TypeError(f"parse_response() takes str or bytes, not {type(text).__name__}")
    return read_response(
        text,
        finish_reason=finish_reason,
        add_final_newline=add_final_newline,
        detect_placeholders=detect_placeholders,
        source=source,
    )


def read_response(
    text: str | bytes,
    *,
    finish_reason: str | None = None,
    add_final_newline: bool = True,
    detect_placeholders: bool = True,
    source: str | None = None,
    reader: Reader | None = None,
) -> ParseResult:
    """:func:`parse_response`, optionally with a strict :class:`Reader` that was already fed
    the whole text (the streaming parser's, not closed yet): the text is then not read twice."""
    try:
        invalid_utf8 = False
        if isinstance(text, bytes):
            decoded = text.decode("utf-8", "replace")
            # Every U+FFFD the sender meant is the three bytes EF BF BD; any other one stands
            # for bytes that were not UTF-8.
            invalid_utf8 = decoded.count("\ufffd") != text.count(b"\xef\xbf\xbd")
            text = decoded
        result = _parse(text, invalid_utf8, finish_reason, add_final_newline, reader)
    except Exception as error:  # the promise is to never raise on input; say what happened
        result = ParseResult(
            Status.INVALID,
            Format.NONE,
            diagnostics=[
                Diagnostic(
                    "internal-error",
                    Severity.ERROR,
                    f"artifact-codec failed on this response ({type(error).__name__}: {error}); "
                    "please report it",
                )
            ],
        )
    _replace_lone_surrogates(result)
    if detect_placeholders:
        _check_placeholders(result)
    _require_a_file(result)
    result.source = source
    return result


def _require_a_file(result: ParseResult) -> None:
    """A usable result holds at least one file, whatever reader produced it: an answer with
    none (an empty document, ``{"files": []}``) gave the caller nothing to write."""
    if result.status.usable and not result.code.files:
        result.status = Status.INVALID
        result.diagnostics.append(
            Diagnostic(
                "no-files",
                Severity.ERROR,
                "the answer holds no file; send every file the task needs",
            )
        )


@dataclass
class _Answer:
    """One response on its way through the readers, and what the readers before found."""

    text: str
    notes: Diagnostics
    finish_reason: str | None
    finish: str | None  # what the finish reason means: "stop", "length", "filtered" or None
    add_final_newline: bool
    start: int = 0  # where the answer starts, after prose and reasoning blocks
    strict_error: ArtifactDecodeError | None = None
    legacy: ParseResult | None = None
    reader: Reader | None = None  # a strict reader already fed this text (a stream's)
    edit_spans: list[tuple[int, int]] | None = None  # where edit blocks lie (found once)

    def inside_edit(self, pos: int, *, first_line: bool = False) -> bool:
        """Whether ``pos`` lies inside an edit block, after its first line (or on it, with
        ``first_line``): a file a reader found there is a line of the edit (the block that
        starts first holds what follows)."""
        if self.edit_spans is None:
            self.edit_spans = []
            if holds_edit_signs(self.text, self.start):
                probe = read_edits(
                    self.text, Diagnostics(self.notes.locate), self.start, finish=self.finish
                )
                self.edit_spans = probe.spans
        spans = self.edit_spans
        at = bisect.bisect_right(spans, (pos, len(self.text))) - 1
        if at < 0:
            return False
        start, end = spans[at]
        return (start <= pos if first_line else start < pos) and pos < end


def _parse(
    text: str,
    invalid_utf8: bool,
    finish_reason: str | None,
    add_final_newline: bool,
    reader: Reader | None = None,
) -> ParseResult:
    notes = Diagnostics(Locator(text))
    if invalid_utf8:
        notes.add(
            "invalid-utf8",
            Severity.WARNING,
            "bytes that are not UTF-8 were replaced by U+FFFD",
            text.find("\ufffd"),
        )
    if "\r" in text and text.count("\r\n") == text.count("\n"):
        # Every line ends in CRLF: the transport converted them (a content's own CRLF would be
        # CR CR LF now); read it as LF. Line numbers stay the same.
        text = text.replace("\r\n", "\n")
        if text.endswith("\r"):  # cut off between the CR and the LF of a line break
            text = text[:-1] + "\n"
        notes.locate = Locator(text)
        notes.add("crlf", Severity.INFO, "CRLF line breaks were read as LF", None)
        reader = None  # it read the text before the conversion
    answer = _Answer(text, notes, finish_reason, finish_kind(finish_reason), add_final_newline)
    if reader is not None and reader.text == text:
        answer.reader = reader
    for read in _READERS:
        result = read(answer)
        if result is not None:
            return result
    raise AssertionError("the last reader always answers")  # pragma: no cover


def status_of(reading: HybridReading, status: Status) -> Status:
    """The status of a reading whose accepted files were built (``status`` says how they were
    read: clean, recovered, repaired): the worst of what the reading found."""
    if reading.ambiguous:
        return Status.INVALID
    if reading.edit_blocks:
        return Status.EDIT_BLOCKS
    if reading.truncated:
        return Status.TRUNCATED
    if reading.rejected:
        return Status.REJECTED_FILES
    return status


def _result(
    reading: HybridReading,
    format: Format,
    notes: Diagnostics,
    status: Status,
    edits: EditReading | None = None,
) -> ParseResult:
    """The result of a reading: its files, or ``invalid`` when they make no model; in
    ``edits`` the edits read in the answer (``edits``), else those of the blocks that held
    edit instructions."""
    if edits is None:
        operations = _block_edits(reading, notes)
    else:
        operations = edits.operations
        _say_edits_read(edits, notes, 0)
    own = [op for op in operations if op.convention == "artifact"]
    if own and reading.code is not None:
        own = _without_conflicts(reading.code, own, operations, notes)
        # the document's own edit blocks, as a document holds them (without places)
        reading.code.edits = [operation.without_place() for operation in own]
    if reading.code is None:
        notes.add(
            "unreadable",
            Severity.ERROR,
            f"the answer could not be read even leniently: {reading.unreadable}",
        )
        return ParseResult(Status.INVALID, format, diagnostics=notes.finish())
    result = ParseResult(
        status_of(reading, status), format, reading.code, diagnostics=notes.finish()
    )
    result.partial_file = reading.partial_file
    result.expected_files = reading.expected_files
    result.edits = operations
    return result


def _without_conflicts(
    code: GeneratedCode,
    own: list[FileOperation],
    operations: list[FileOperation],
    notes: Diagnostics,
) -> list[FileOperation]:
    """The document's operations on paths that are no whole file of it (a path is one or the
    other); an operation on such a path is dropped, from ``operations`` too, with an error."""
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


def _block_edits(reading: HybridReading, notes: Diagnostics) -> list[FileOperation]:
    """The operations of the blocks held back as edits: the format's own edit blocks, and the
    edit instructions of other conventions, read with their block's path as the file of what
    names none."""
    blocks = reading.edit_sources
    if not blocks:
        return []
    operations: list[FileOperation] = []
    found: Counter[str] = Counter()
    delimiters = (reading.delimiter,)
    for block in blocks:
        if OPERATION_FIELD in block.fields:
            own = read_artifact_operation(
                notes.locate.text,
                notes,
                block.fields,
                block.content,
                block.content_pos,
                delimiters,
                block.pos,
            )
            operations.extend(own.kept_operations())
            found.update(own.found)
            continue
        reading_ = read_content_edits(
            notes.locate.text,
            notes,
            block.content,
            block.content_pos,
            path=block.fields.get("PATH"),
            complete=block.complete,
        )
        operations.extend(reading_.operations)
        found.update(reading_.found)
    _say_edits_read(EditReading(operations, found), notes, blocks[0].content_pos)
    return operations


def _say_edits_read(reading: EditReading, notes: Diagnostics, pos: int) -> None:
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


# -- the readers, tried in order: each returns a result, or None to pass the answer on ----------


def _read_strict(answer: _Answer) -> ParseResult | None:
    """A valid document whose contents a lenient reading would take the same: as it is."""
    reader = answer.reader
    try:
        if reader is None:
            reader = Reader(events=False)
            reader.feed(answer.text)
        code = reader.close()
    except ArtifactDecodeError as error:
        answer.strict_error = error
        return None
    if any(
        lenient_changes_content(
            file.file_path, file.content, add_final_newline=answer.add_final_newline
        )
        for index, file in enumerate(code.files)
        if index not in reader.verbatim
    ) or any(_decorated_path(answer.text, file.file_path) for file in code.files):
        # A strict document written the way models write (no blank line before a delimiter,
        # fenced contents, edit blocks): read it as the model meant, with diagnostics.
        return None
    notes = answer.notes
    status = Status.RECOVERED if notes.items else Status.CLEAN
    edits = _placed(reader, notes)
    if edits:
        status = Status.EDIT_BLOCKS
        _say_edits_read(EditReading(edits, Counter({"artifact": len(edits)})), notes, 0)
    result = ParseResult(status, Format.HYBRID, code, diagnostics=notes.finish(), edits=edits)
    total = reader.header.get("total_files")
    result.expected_files = total if isinstance(total, int) else None
    if answer.finish in ("length", "filtered"):
        result.diagnostics.append(
            Diagnostic(
                f"finish-reason-{answer.finish}",
                Severity.INFO,
                f"the model reported {answer.finish_reason!r}, but the end marker arrived: "
                "every file is complete",
            )
        )
    return result


def _decorated_path(text: str, path: str) -> bool:
    """Whether a path written plain (``PATH: 'a.py'``, ``PATH: a.py (main)``) is one the
    lenient reader reads differently: a model's decoration, not a name (``dumps`` writes
    such a name as a JSON string, which is taken literally)."""
    reading = lenient_path(path)
    if reading.value == path and reading.refusal is None:
        return False
    return f"\nPATH: {path}\n" in text


def _placed(reader: Reader, notes: Diagnostics) -> list[FileOperation]:
    """The operations of a strict document's edit blocks, with their places in the answer."""
    builder = reader.builder
    placed = []
    for operation, (pos, hunk_positions) in zip(
        builder.operations, builder.operation_places, strict=True
    ):
        line, column = notes.locate(pos)
        hunks = []
        for hunk, hunk_pos in zip(operation.hunks, hunk_positions, strict=True):
            hunk_line, hunk_column = notes.locate(hunk_pos)
            hunks.append(hunk.model_copy(update={"line": hunk_line, "column": hunk_column}))
        placed.append(
            operation.model_copy(
                update={
                    "convention": "artifact",
                    "line": line,
                    "column": column,
                    "hunks": tuple(hunks),
                }
            )
        )
    return placed


def _read_hybrid(answer: _Answer) -> ParseResult | None:
    """The hybrid format as models write it (prose, fences, decorated fields, cut off...)."""
    answer.start = answer_start(answer.text, answer.notes)
    found = read_hybrid(
        answer.text,
        answer.start,
        answer.notes.copy(),
        finish=answer.finish,
        finish_reason=answer.finish_reason,
        add_final_newline=answer.add_final_newline,
        repair_header=_repair_header,
    )
    if found is None:
        return None
    hybrid = found.reading
    if found.first_block is not None and answer.inside_edit(found.first_block):
        return None  # a document quoted inside an edit (a fixture being edited)
    # The diagnostics of the document read (drafts are reported, not read), and where the
    # answer starts when the documents were all drafts in the reasoning.
    answer.notes, answer.start = found.notes, found.start
    if hybrid is None:
        return None
    result = _result(hybrid, Format.HYBRID, answer.notes, Status.RECOVERED)
    no_blocks = hybrid.found_blocks == 0 and not (hybrid.ended or hybrid.ambiguous)
    cut = answer.finish == "length" or answer.notes.has("truncated")
    if result.status is not Status.INVALID and no_blocks and not cut:
        result.status = Status.INVALID
        result.diagnostics.append(
            Diagnostic(
                "no-blocks",
                Severity.ERROR,
                "the answer has a header but no file blocks; after the header write one block "
                "per file: the delimiter line, PATH: ..., ---, the content",
            )
        )
    error = answer.strict_error
    if isinstance(error, HeaderLimitError):
        _explain_header_limit(result, error)
    if result.status is Status.RECOVERED and error is not None:
        _explain_silent_recovery(result, error)
    return result


def _read_legacy_files(answer: _Answer) -> ParseResult | None:
    """Legacy all-JSON that holds files (or a cut-off one)."""
    answer.legacy = legacy = _read_legacy(answer.text, answer.start, answer.notes.copy())
    if legacy is not None and answer.inside_edit(_legacy_key(answer.text, answer.start)):
        answer.legacy = None  # JSON quoted inside an edit
        return None
    if legacy is not None and (legacy.code.files or legacy.partial_file is not None):
        return legacy
    # A JSON object with no file in it may be an example inside a Markdown answer (a
    # package.json has a "files" list): the Markdown files come first then.
    return None


def _read_markdown(answer: _Answer) -> ParseResult | None:
    """Files in Markdown code blocks, each named by a path before it."""
    text, notes, start = answer.text, answer.notes, answer.start
    markdown_blocks, truncated = read_markdown_files(text, start, notes)
    if not markdown_blocks:
        return None
    markdown_blocks, truncated = _outside_edits(answer, markdown_blocks, truncated)
    if not markdown_blocks:
        return None
    if truncated:
        notes.add(
            "truncated",
            Severity.ERROR,
            "the answer was cut off inside a code block; that file is incomplete",
            len(text),
        )
    elif answer.finish == "length":
        truncated = True
        notes.add(
            "truncated",
            Severity.ERROR,
            f"the model stopped at its length limit ({answer.finish_reason!r}): the files that "
            "arrived are complete, but more may have followed; send the missing files",
            len(text),
        )
    reading = accept_blocks({}, start, markdown_blocks, None, truncated, notes)
    notes.add(
        "markdown-files",
        Severity.WARNING,
        "the files were read from Markdown code blocks; answer in the artifact format "
        "(JSON header, delimiter blocks, end marker) instead",
        start,
    )
    edits = _edits_around(answer, reading.accepted_blocks)
    if edits.found and not reading.edit_blocks:
        # Edits outside every fence with a path (a ```diff fence without one, a patch in the
        # prose): the answer is not whole files only.
        reading.edit_blocks = True
        notes.add(
            "edit-blocks",
            Severity.ERROR,
            f"besides whole files, the answer holds {' and '.join(edits.conventions)} (in "
            "result.edits); the files alone are not the answer. Send every changed file whole, "
            "or only edits",
            start,
        )
    return _result(reading, Format.MARKDOWN, notes, Status.RECOVERED, edits)


def _outside_edits(
    answer: _Answer, blocks: list[Block], truncated: bool
) -> tuple[list[Block], bool]:
    """The fenced blocks that do not start inside an edit block. A fence line that is a line
    of a SEARCH/REPLACE block, a diff or a patch (the edited file holds fences) opens no file:
    what starts first holds what follows. Whether the last block was cut off is decided again
    by those kept."""
    kept = []
    text = answer.text
    for block in blocks:
        # The line before the fence, where its path label is (the path may be on the fence
        # line itself, which is then looked at as well).
        label = text.rfind("\n", 0, max(block.pos - 1, 0)) + 1 if block.pos else 0
        if answer.inside_edit(block.pos) or answer.inside_edit(label, first_line=True):
            answer.notes.add(
                "fence-in-edit",
                Severity.INFO,
                f"the code block at line {answer.notes.locate(block.pos)[0]} starts inside an "
                "edit block, or under a line of one: it is a part of the edit, not a file",
                block.pos,
            )
            continue
        kept.append(block)
    if len(kept) == len(blocks):
        return blocks, truncated
    return kept, any(not block.complete for block in kept)


def _edits_around(answer: _Answer, blocks: list[Block]) -> EditReading:
    """The edits in the answer outside the given blocks (the fences accepted as files): each
    stretch of text between them is read on its own."""
    text, notes = answer.text, answer.notes
    spans = sorted((block.pos, block.content_pos + len(block.content)) for block in blocks)
    operations: list[FileOperation] = []
    found: Counter[str] = Counter()
    at = answer.start
    for first, last in [*spans, (len(text), len(text))]:
        if first > at:
            part = read_edits(
                text, notes, at, first, cut_at_end=first == len(text), finish=answer.finish
            )
            operations.extend(part.operations)
            found.update(part.found)
        at = max(at, last)
    return EditReading(operations, found)


def _read_legacy_empty(answer: _Answer) -> ParseResult | None:
    """Legacy all-JSON with no file at all (still the best reading of the answer)."""
    return answer.legacy


def _read_edit_blocks(answer: _Answer) -> ParseResult | None:
    """Edit instructions and nothing else: read into ``result.edits``."""
    text, notes, start = answer.text, answer.notes, answer.start
    reading = read_edits(text, notes, start, finish=answer.finish)
    if not reading.found:
        edit = edit_block_kind("", text[start:])
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
    _say_edits_read(reading, notes, start)
    return ParseResult(
        Status.EDIT_BLOCKS, Format.NONE, diagnostics=notes.finish(), edits=reading.operations
    )


def _read_nothing(answer: _Answer) -> ParseResult:
    """The last resort: no files in any known format."""
    text, start = answer.text, answer.start
    answer.notes.add(
        "no-artifact",
        Severity.ERROR,
        "no files were found: neither delimiter blocks, nor a JSON object with files, nor "
        "code blocks with file paths",
        start if start < len(text) else None,
    )
    return ParseResult(Status.NO_ARTIFACT, Format.NONE, diagnostics=answer.notes.finish())


#: The readers of model output, from the most exact to the last resort.
_READERS: tuple[Callable[[_Answer], ParseResult | None], ...] = (
    _read_strict,
    _read_hybrid,
    _read_legacy_files,
    _read_markdown,
    _read_legacy_empty,
    _read_edit_blocks,
    _read_nothing,
)


def _explain_header_limit(result: ParseResult, error: HeaderLimitError) -> None:
    # The strict reader refused the header for a limit (see artifact_codec.format.header); the
    # lenient
    # reader replaced its lone surrogates, or read the blocks without it. Say which and why.
    if error.rule == "lone-surrogate":
        code, message = "lone-surrogate", f"{error.msg}. It was replaced by U+FFFD"
    else:
        code, message = "header-refused", f"the header was not used: {error.msg}"
    result.diagnostics.append(
        Diagnostic(code, Severity.WARNING, message, error.lineno, error.colno)
    )


def _explain_silent_recovery(result: ParseResult, error: ArtifactDecodeError) -> None:
    # The lenient reader fixed something without a diagnostic of its own: keep the strict
    # reader's message, so nothing is fixed silently.
    if not result.diagnostics:
        result.diagnostics.append(
            Diagnostic("strict-error", Severity.INFO, error.msg, error.lineno, error.colno)
        )


def _read_legacy(text: str, start: int, notes: Diagnostics) -> ParseResult | None:
    """A legacy all-JSON answer, repaired with the model's keys as schema; None if none."""
    if '"files"' not in text and "'files'" not in text and '"file_path"' not in text:
        return None  # cheap test before running the repair scanner
    body = text[start:]
    try:
        # (the value the repair decoded to check its text: not decoded a second time)
        report, value = repair_with_value(body, LEGACY_SHAPE)
    except (ArtifactCodecError, ValueError):
        return None
    if isinstance(value, list):
        value = {"files": value}
    if not isinstance(value, dict) or not isinstance(value.get("files"), list):
        return None
    if value["files"] and not any(_names_a_file(item) for item in value["files"]):
        # {"files": ["bin/", "lib/"]} is a package.json, not an answer: no item is a file.
        # (A Markdown answer may show such JSON; the Markdown reader comes next.)
        return None
    value, replaced = replace_lone_surrogates(value)
    if replaced:
        notes.add("lone-surrogate", Severity.WARNING, _LONE_SURROGATES_REPLACED, start)
    for repair in report.repairs:
        severity = _REPAIR_SEVERITY.get(repair.kind.value, Severity.WARNING)
        notes.add(f"json-{repair.kind.value}", severity, repair.message, start + repair.pos)
    files: list[Any] = value["files"]
    cut = report.truncated_path
    partial_index = cut[1] if report.truncated and len(cut) >= 2 and cut[0] == "files" else None
    damaged = set(report.damaged_files)  # read apart from their neighbours, not accepted
    blocks = [
        None
        if number - 1 in damaged
        else _legacy_block(item, number, start, notes, complete=number - 1 != partial_index)
        for number, item in enumerate(files, 1)
    ]
    header = {key: item for key, item in value.items() if key != "files"}
    expected = header.get("total_files")
    reading = accept_blocks(
        header,
        start,
        [block for block in blocks if block is not None],
        expected if isinstance(expected, int) and not isinstance(expected, bool) else None,
        report.truncated,
        notes,
        ended=not report.truncated,
    )
    # A file read apart from its neighbours (damaged) was not accepted either.
    reading.rejected = reading.rejected or None in blocks
    if any(repair.kind.value not in _AROUND_JSON for repair in report.repairs):
        status = Status.REPAIRED
    elif report.repairs or replaced:
        status = Status.RECOVERED  # only text around valid JSON was dropped
    else:
        status = Status.CLEAN
    return _result(reading, Format.LEGACY_JSON, notes, status)


def _legacy_key(text: str, start: int) -> int:
    """Where the first key that makes the text legacy JSON stands."""
    found = [text.find(key, start) for key in ('"files"', "'files'", '"file_path"')]
    return min((at for at in found if at != -1), default=start)


def _names_a_file(item: Any) -> bool:
    """An object with a path key and a content key (a JSON patch's {"op", "path", "value"}
    or a package.json's "files" list is not a file)."""
    if not isinstance(item, dict):
        return False
    keys = [str(key) for key in item]
    return any(key.lower() == "content" for key in keys) and any(
        canonical_field(key) == "PATH" for key in keys
    )


_AROUND_JSON = frozenset({"bom", "leading-text", "trailing-text"})
_REPAIR_SEVERITY = {
    "bom": Severity.INFO,
    "leading-text": Severity.INFO,
    "trailing-text": Severity.INFO,
    "truncated": Severity.ERROR,
    "resynchronized": Severity.ERROR,
}


def _legacy_block(
    item: Any, number: int, start: int, notes: Diagnostics, *, complete: bool
) -> Block | None:
    label = f"file {number} of the JSON"
    if not isinstance(item, dict):
        notes.add(
            "legacy-file-not-object",
            Severity.ERROR,
            f"{label} is not an object with file_path and content; it was not accepted",
            start,
        )
        return None
    block = Block(start, content_pos=start, complete=complete, label=label)
    # "content", "Content", "CONTENT": one of them is the content; never let another one
    # replace it.
    spellings = [key for key in item if str(key).lower() == "content"]
    content_key = "content" if "content" in item else (spellings[0] if spellings else None)
    if len({json.dumps(item[key]) for key in spellings}) > 1:
        block.refusal = (
            "reserved-field",
            f"{label} has {len(spellings)} different content keys "
            f"({', '.join(map(repr, spellings))}); it is not clear what the file holds, so it "
            "was not accepted. Give each file one 'content'",
        )
    elif content_key not in (None, "content"):
        notes.add(
            "field-name-normalized", Severity.INFO, f"{label}: {content_key!r} read as 'content'"
        )
    for key, value in item.items():
        if key in spellings and isinstance(value, str):
            block.content = value  # all spellings hold the same text, or the block is refused
            continue
        name = canonical_field(str(key))
        if name is not None and name != "CONTENT":
            if isinstance(value, int | float) and not isinstance(value, bool):
                value = str(value)
            if isinstance(value, str):
                take_field(block, name, value, start, notes)
                continue
            if value is None:
                continue
        notes.add(
            "legacy-field-dropped",
            Severity.WARNING,
            f"{label}: the key {key!r} ({type(value).__name__}) cannot be kept as a file field "
            "and was dropped",
            start,
        )
    block.edit = edit_block_kind(block.fields.get("PATH", ""), block.content)
    return block


def _repair_header(span: str) -> dict[str, Any] | None:
    try:
        value = decode_header(repair_json(span), 0, lone_surrogates="replace").value
    except ArtifactCodecError:
        return None
    return value if isinstance(value, dict) else None


def _check_placeholders(result: ParseResult) -> None:
    files = list(result.code.files)
    for file in files:
        found = find_placeholder(file)
        if found is not None:
            line, text = found
            result.diagnostics.append(
                Diagnostic(
                    "placeholder",
                    Severity.WARNING,
                    f"{file.file_path} line {line} is a placeholder ({text[:60]!r}), not code; "
                    "send the complete file",
                )
            )


def _replace_lone_surrogates(result: ParseResult) -> None:
    """Replace lone surrogates in what was read by U+FFFD, and say so.

    A lone surrogate (from a JSON escape such as ``"\\udc00"`` in a legacy file path or content,
    or from a ``str`` that was never text) is not a character: no file, terminal or JSON
    writer that encodes UTF-8 can hold it. The result must be writable, so each one becomes
    U+FFFD, and the change is reported: the status is no longer ``clean``.
    """
    messages = [d.message for d in result.diagnostics]
    if not any(map(has_lone_surrogate, messages)) and not _holds_lone_surrogate(result):
        return
    result.diagnostics = [
        replace(d, message=replace_lone_surrogates(d.message)[0]) for d in result.diagnostics
    ]
    if not _holds_lone_surrogate(result):
        return
    data, _ = replace_lone_surrogates(result.code.model_dump())
    partial = result.partial_file
    try:
        result.code = GeneratedCode.model_validate(data)
        if partial is not None:
            result.partial_file = GeneratedFile.model_validate(
                replace_lone_surrogates(partial.model_dump())[0]
            )
    except ValidationError as error:
        result.code = GeneratedCode()
        result.partial_file = None
        result.status = Status.INVALID
        result.diagnostics.append(
            Diagnostic(
                "lone-surrogate",
                Severity.ERROR,
                "the answer has lone surrogates (escapes such as \\ud800 that are half of a "
                "UTF-16 pair, not characters); with U+FFFD in their place it is invalid: "
                f"{replace_lone_surrogates(str(error))[0]}",
            )
        )
        return
    if result.status is Status.CLEAN:
        result.status = Status.RECOVERED
    result.diagnostics.append(
        Diagnostic("lone-surrogate", Severity.WARNING, _LONE_SURROGATES_REPLACED)
    )


_LONE_SURROGATES_REPLACED = (
    "the answer has lone surrogates (escapes such as \\ud800 that are half of a UTF-16 pair, "
    "not characters, which UTF-8 cannot hold); each was replaced by U+FFFD. Write the "
    "characters themselves"
)


def _holds_lone_surrogate(result: ParseResult) -> bool:
    # Attribute values directly, not model_dump(): this runs on every result.
    files = list(result.code.files)
    if result.partial_file is not None:
        files.append(result.partial_file)
    for file in files:
        for value in (*file.__dict__.values(), *(file.model_extra or {}).values()):
            if isinstance(value, str) and has_lone_surrogate(value):
                return True
    header = {k: v for k, v in result.code.__dict__.items() if k != "files"}
    header.update(result.code.model_extra or {})
    return holds_lone_surrogate(header)
