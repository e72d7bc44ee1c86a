"""This library's own format, as two entries of the table: ``strict`` (a valid document, read by
the strict reader exactly as ``loads`` reads it) and ``hybrid`` (the lenient post-lexer of
:mod:`artifact_codec.ingest.hybrid`, for the format as models write it).

The strict entry comes first and costs one pass of the strict reader: a clean answer never
waits for any other convention. The lenient entry's structure starts at the first line of the
delimiter family (``===FILE_CONTENT_BLOCK...``) or at a header that declares
``files_delimiter``; when that line lies inside another convention's content (a fixture file
in a Markdown code block under its path), the answer is that convention's, not ours.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...diagnostics import Diagnostic, Diagnostics, Severity
from ...errors import ArtifactCodecError, ArtifactDecodeError
from ...format.content import lenient_changes_content
from ...format.header import HeaderLimitError, decode_header
from ...format.lines import DELIMITER_FAMILY, FAMILY_PREFIX, lenient_path
from ...jsonfix.repair import repair_json
from ...operations import FileOperation
from ...read.reader import Reader, read_usual
from ...result import Format, ParseResult, Status
from ..edits import EditReading
from ..hybrid import HybridAnswer, read_hybrid
from .answer import Answer, Convention
from .edits import inside_edit, say_edits_read
from .labels import path_from_label
from .markdown import fenced_files
from .results import files_in_comments, result_of
from .runs import say_setup_changes_files

__all__ = ["HYBRID", "STRICT"]

_DECLARED = '"files_delimiter"'


def _strict_present(answer: Answer) -> bool:
    return True


def _strict_first(answer: Answer) -> int | None:
    return 0


def _never_open(answer: Answer, pos: int) -> bool:
    return False


def _read_strict(answer: Answer) -> ParseResult | None:
    """A valid document whose contents a lenient reading would take the same: as it is."""
    reader = answer.reader
    # A document in the usual form (no edit block, no VERBATIM block) is read straight through,
    # as loads reads it; anything else by the reader, which finds every error.
    usual = read_usual(answer.text) if reader is None else None
    verbatim: frozenset[int] = frozenset()
    if usual is not None:
        code, header = usual
    else:
        try:
            if reader is None:
                reader = Reader(events=False)
                reader.feed(answer.text)
            code = reader.close()
        except ArtifactDecodeError as error:
            answer.strict_error = error
            return None
        header, verbatim = reader.header, reader.verbatim
    if any(
        lenient_changes_content(
            file.file_path, file.content, add_final_newline=answer.add_final_newline
        )
        for index, file in enumerate(code.files)
        if index not in verbatim
    ) or any(_decorated_path(answer.text, file.file_path) for file in code.files):
        # A strict document written the way models write (no blank line before a delimiter,
        # fenced contents, edit blocks): read it as the model meant, with diagnostics.
        return None
    answer.verbatim_paths = frozenset(code.files[index].file_path for index in verbatim)
    notes = answer.notes
    status = Status.RECOVERED if notes.items else Status.CLEAN
    edits = _placed(reader, notes) if reader is not None else []
    if edits:
        status = Status.EDIT_BLOCKS
        say_edits_read(EditReading(edits, Counter({"artifact": len(edits)})), notes, 0)
    result = ParseResult(status, Format.HYBRID, code, diagnostics=notes.finish(), edits=edits)
    total = header.get("total_files")
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
    say_setup_changes_files(answer, result)
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


def _hybrid_present(answer: Answer) -> bool:
    text = answer.text
    return FAMILY_PREFIX in text or _DECLARED in text


def _hybrid_first(answer: Answer) -> int | None:
    """The first block of any document the lenient reader found (a delimiter line followed by
    fields: a line of the format quoted in prose is no structure), so that a document inside
    another convention's file (a fixture in a Markdown code block under its path) is that
    file's content; without a block, the first line of the delimiter family or the declared
    delimiter's key."""
    documents = _documents(answer)
    if documents is None:
        return None
    if documents.first_block is not None:
        return documents.first_block
    text, start = answer.text, answer.start
    pos = text.find(FAMILY_PREFIX, start)
    while pos != -1:
        if (pos == 0 or text[pos - 1] == "\n") and DELIMITER_FAMILY.match(text, pos):
            break
        pos = text.find(FAMILY_PREFIX, pos + 1)
    declared = text.find(_DECLARED, start)
    found = [at for at in (pos, declared) if at != -1]
    return min(found) if found else None


def _hybrid_open_at(answer: Answer, pos: int) -> bool:
    # Once a block has started, everything up to the end marker is the hybrid reader's.
    first = _hybrid_first(answer)
    return first is not None and first < pos


def _documents(answer: Answer) -> HybridAnswer | None:
    """The lenient reader's reading of the answer: once per answer (``first`` and ``read`` both
    need it)."""
    key = "hybrid-documents"
    if key in answer.cache:
        cached = answer.cache[key]
        return cached if isinstance(cached, HybridAnswer) else None
    found = read_hybrid(
        answer.text,
        answer.start,
        answer.notes.copy(),
        finish=answer.finish,
        finish_reason=answer.finish_reason,
        add_final_newline=answer.add_final_newline,
        repair_header=_repair_header,
        markdown_files=fenced_files,
    )
    answer.cache[key] = found
    return found


def _read_hybrid(answer: Answer) -> ParseResult | None:
    """The hybrid format as models write it (prose, fences, decorated fields, cut off...): the
    answer read as documents, the last complete one wins, drafts are named
    (:mod:`artifact_codec.ingest.hybrid`)."""
    found = _documents(answer)
    if found is None:
        return None
    if found.first_block is not None and inside_edit(answer, found.first_block):
        return None  # a document quoted inside an edit (a fixture being edited)
    # The diagnostics of the document read (drafts are reported, not read), and where the
    # answer starts when the documents were all drafts in the reasoning.
    begin = answer.start
    answer.notes, answer.start = found.notes, found.start
    hybrid = found.reading
    if hybrid is None:
        return None
    if found.read_at is not None:
        # The document read commented out (its first block inside an HTML comment): its files
        # are weighed as every convention's are (the blocks after the first are its content;
        # a draft commented out before it is a draft).
        first = hybrid.code.files[0].file_path if hybrid.code and hybrid.code.files else ""
        where = found.read_at
        if files_in_comments(answer, [(where, first or "of the document")], begin):
            hybrid.ambiguous = True
    answer.verbatim_paths = hybrid.verbatim_paths
    answer.after = found.after
    result = result_of(hybrid, Format.HYBRID, answer.notes, Status.RECOVERED)
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
    if result.status.usable and hybrid.ended and answer.finish in ("length", "filtered"):
        _markdown_cut_after(answer, result)
    error = answer.strict_error
    if isinstance(error, HeaderLimitError):
        _explain_header_limit(result, error)
    if result.status is Status.RECOVERED and error is not None:
        _explain_silent_recovery(result, error)
    if result.status.usable:
        say_setup_changes_files(answer, result)
    return result


def _markdown_cut_after(answer: Answer, result: ParseResult) -> None:
    """A complete document, then an answer in Markdown cut off where its first file begins
    (its path label, or its fence, is the last line): a corrected answer, or more files of the
    same one? The two readings cannot be told apart: not usable (``several-documents``)."""
    text = answer.text
    body = text.rstrip()
    start = max(body.rfind("\n"), body.rfind("\r")) + 1
    line = body[start:].strip()
    if not line or line.startswith(FAMILY_PREFIX):
        return
    cut_in_line = body == text  # no line break after the last line: cut inside it
    # (a fence with an info string opens a block; a bare one may close the outer fence)
    opens = line.startswith(("```", "~~~")) and bool(line.lstrip("`~").strip())
    if (
        not opens
        and path_from_label(line) is None
        # (a label cut inside its path: "File: ap" is "File: ap..." with the rest lost)
        and not (
            cut_in_line
            and any(path_from_label(line + rest) is not None for rest in (".x", ".x`", ".x**"))
        )
    ):
        return
    number, column = answer.notes.locate(start)
    result.status = Status.INVALID
    result.diagnostics.append(
        Diagnostic(
            "several-documents",
            Severity.ERROR,
            f"the answer goes on after the document and was cut off at line {number}, where "
            f"a file written in Markdown begins ({answer.finish_reason!r}): a corrected "
            "answer, or more files of the same answer? Send the whole answer again, in one "
            "format",
            number,
            column,
        )
    )


def _explain_header_limit(result: ParseResult, error: HeaderLimitError) -> None:
    # The strict reader refused the header for a limit (see artifact_codec.format.header); the
    # lenient reader replaced its lone surrogates, or read the blocks without it. Say which
    # and why.
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


def _repair_header(span: str) -> dict[str, Any] | None:
    try:
        value = decode_header(repair_json(span), 0, lone_surrogates="replace").value
    except ArtifactCodecError:
        return None
    return value if isinstance(value, dict) else None


STRICT = Convention(
    "strict", Format.HYBRID, "files", _strict_present, _strict_first, _never_open, _read_strict
)
HYBRID = Convention(
    "hybrid", Format.HYBRID, "files", _hybrid_present, _hybrid_first, _hybrid_open_at, _read_hybrid
)
