"""The one way a convention's reading becomes a result: its blocks accepted (the path policy,
edit instructions, the cut-off file: :func:`~artifact_codec.ingest.accept.accept_blocks`), the
edits it carries read by the edit slot (:mod:`.edits`), and the status of what was found."""

from __future__ import annotations

from bisect import bisect_right

from ...diagnostics import Diagnostics, Severity
from ...result import Format, ParseResult, Status
from ..accept import Block, HybridReading, accept_blocks
from ..edits import EditReading, comment_regions
from .answer import Answer
from .edits import answer_edits, block_edits, outside_edits, say_edits_read, settle_edits

__all__ = ["file_spans", "files_in_comments", "files_result", "result_of", "status_of"]

#: The conventions whose files are tool calls: a file such a call writes may be edited by a
#: later call (see :func:`~.edits.settle_edits`), and the edit readers leave those calls to them.
_TOOL_CALLS = frozenset({Format.TOOL_CALLS, Format.OPENHANDS})
_WHAT = {Format.MARKDOWN: "code block", Format.HEREDOC: "heredoc"}
#: Where :func:`files_result` keeps, per convention, the stretches of the answer its files took.
_SPANS = "file-spans:"
_BEYOND = 1 << 62  # greater than any offset


def file_spans(answer: Answer, convention: Format) -> list[tuple[int, int]] | None:
    """The stretches of ``answer`` (start, end) that the files ``convention`` read took, in
    text order: what lies inside them is the files' content. None when the convention did not
    read the answer, or when one of its blocks is not one stretch of the answer (a heredoc's
    ``echo`` line, a JSON tool call, an edit in a Markdown answer)."""
    spans = answer.cache.get(_SPANS + convention.value)
    return spans if isinstance(spans, list) else None


def files_result(
    answer: Answer,
    blocks: list[Block],
    convention: Format,
    shape: str,
    *,
    truncated: bool = False,
    commands: list[str] | None = None,
    status: Status = Status.RECOVERED,
) -> ParseResult:
    """The result of a convention reading: ``blocks`` accepted (the path policy, edits, the
    cut-off file) the way every reader's are, the edits written outside its files, and a
    ``read-as`` diagnostic naming the convention and the shape that was read, so that users
    see which reader fired."""
    notes = answer.notes
    placed = all(block.end > block.pos for block in blocks)
    answer.cache[_SPANS + convention.value] = (
        sorted((block.pos, block.end) for block in blocks if block.end > block.pos)
        if placed
        else None
    )
    blocks = outside_edits(answer, blocks, _WHAT.get(convention, "call"))
    if truncated and not notes.has("truncated"):
        notes.add(
            "truncated",
            Severity.ERROR,
            "the answer was cut off: the last file is incomplete (it is the partial file); "
            "send it again, and the files after it",
            len(answer.text),
        )
    if answer.finish == "length" and not truncated and any(b.edit is None for b in blocks):
        # (An answer of edits only: the edit readers say what the cut may have lost.)
        truncated = True
        notes.add(
            "truncated",
            Severity.ERROR,
            f"the model stopped at its length limit ({answer.finish_reason!r}): the files that "
            "arrived are complete, but more may have followed; send the missing files",
            len(answer.text),
        )
    reading = accept_blocks({}, answer.start, blocks, None, truncated, notes)
    if files_in_comments(answer, [(b.pos, b.fields.get("PATH", b.label)) for b in blocks]):
        reading.ambiguous = True
    notes.add(
        "read-as",
        Severity.WARNING,
        f"read as {convention.value}: {shape}; answer in the artifact format (JSON header, "
        "delimiter blocks, end marker) instead",
        answer.start,
    )
    tool_calls = convention in _TOOL_CALLS
    edits = answer_edits(answer, blocks, whole_files=not tool_calls)
    if edits.found and not reading.edit_blocks:
        # Edits outside every file (a ```diff fence without a path, a patch in the prose): the
        # answer is not whole files only.
        reading.edit_blocks = True
        notes.add(
            "edit-blocks",
            Severity.ERROR,
            f"besides whole files, the answer holds {' and '.join(edits.conventions)} (in "
            "result.edits); the files alone are not the answer. Send every changed file whole, "
            "or only edits",
            answer.start,
        )
    result = result_of(reading, convention, notes, status, edits, tool_calls=tool_calls)
    result.commands = list(commands or [])
    return result


def files_in_comments(
    answer: Answer, starts: list[tuple[int, str]], start: int | None = None
) -> bool:
    """Whether a file read (``starts``: where each block starts, its path) starts inside an
    HTML comment of the answer (``<!-- ... -->``, or an unclosed ``<!--`` that runs to the
    end: :func:`~artifact_codec.ingest.edits.comment_regions`, the one fact the edit readers
    weigh their blocks by too), and say so (``file-in-comment``, naming each). Markdown does
    not show it: commented out (an old version kept for the record) or meant, two readings
    with different files, so the answer is not usable (never written with it nor without
    it). The files' own stretches are claimed: an HTML file's comment is its content.
    ``start``: where the Markdown is read from (the answer's start by default)."""
    text = answer.text
    start = answer.start if start is None else start
    if not starts or text.find("<!--", start) == -1:
        return False
    claimed = file_spans_of(answer)
    # (a comment opened after the last file's start covers none: the lines after it are
    # not read; one cut there reads as unclosed, which covers what the whole one covers)
    stop = min(len(text), max(pos for pos, _ in starts) + 1)
    regions = comment_regions(text, start, stop, claimed)
    if not regions:
        return False
    inside = sorted(
        {
            (pos, path)
            for pos, path in starts
            if (at := bisect_right(regions, (pos, _BEYOND)) - 1) >= 0 and pos < regions[at][1]
        }
    )
    for pos, path in inside:
        answer.notes.add(
            "file-in-comment",
            Severity.ERROR,
            f"the file {path} (line {answer.notes.locate(pos)[0]}) stands inside an HTML "
            "comment (<!-- ... -->), which Markdown does not show: commented out, or meant? "
            "The answer is not written, with it or without it. Send only the files to "
            "write, outside comments",
            pos,
        )
    return bool(inside)


def file_spans_of(answer: Answer) -> list[tuple[int, int]]:
    """Every stretch of the answer a convention's files took so far (their content: a
    ``<!--`` there is the file's)."""
    spans: list[tuple[int, int]] = []
    for key, value in answer.cache.items():
        if key.startswith(_SPANS) and isinstance(value, list):
            spans += value
    return sorted(spans)


def status_of(reading: HybridReading, status: Status) -> Status:
    """The status of a reading whose accepted files were built (``status`` says how they were
    read: clean, recovered, repaired): the worst of what the reading found (several documents,
    none known to be the answer: not usable)."""
    if reading.ambiguous:
        return Status.INVALID
    if reading.edit_blocks:
        return Status.EDIT_BLOCKS
    if reading.truncated:
        return Status.TRUNCATED
    if reading.rejected:
        return Status.REJECTED_FILES
    return status


def result_of(
    reading: HybridReading,
    format: Format,
    notes: Diagnostics,
    status: Status,
    edits: EditReading | None = None,
    *,
    tool_calls: bool = False,
) -> ParseResult:
    """The result of a reading: its files, or ``invalid`` when they make no model; in
    ``result.edits`` the edits read in the answer (``edits``), else those of the blocks that
    held edit instructions."""
    if edits is None:
        edits = block_edits(reading, notes)
    pos = min((block.content_pos for block in reading.edit_sources), default=0)
    say_edits_read(edits, notes, pos)
    operations = settle_edits(reading, edits, notes, tool_calls=tool_calls)
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
    result.refused_paths = list(reading.refused_paths)
    return result
