"""The conventions of model output, one module each, and THE table that tries them in order.

:data:`CONVENTIONS` is the one place a convention is added: write a module with its four
functions (:class:`~.answer.Convention`: ``present``, ``first``, ``open_at``, ``read``), put
its entry in the table, and its fixtures under ``tests/data/conventions/<tool>/``.

How an answer is read (:func:`read_conventions`):

1. ``strict`` first: a valid document costs one strict pass and nothing else.
2. Then each entry in the order of the table, skipping those whose markers are absent
   (``present``) or that find no structure (``first``). An entry whose structure starts inside
   another convention's content (``open_at`` of any other entry still in the running) is
   content, not structure, and is skipped: a test fixture holding delimiter lines inside a
   fenced file under its path, a README that shows Cline's tags, a heredoc inside a labelled
   script, a document or a code fence inside an edit block (the edited file holds them; the
   edit blocks are found once, before the entries are tried: ``Answer.edit_spans``). The
   first entry whose ``read`` returns a result wins; the edits it carries (edit blocks in
   its files, edits beside them) are in ``result.edits`` (:mod:`.edits`, :mod:`.results`).
3. When another tool's convention also holds files of its own, outside the winner's content
   (files written two ways in one answer; beside this library's own formats, files before
   the answer, and files or edits after its end marker), one of the two readings would lose
   files: the result is not usable
   (``mixed-conventions``), and the diagnostic names both. The others are read in a view of
   the answer with the winner's files blanked (:func:`.results.file_spans`): a quote of
   another convention in a file neither hides a later real file nor stands for one; an answer
   that ends inside a later call of a tag convention was cut off (``truncated``). After the
   end marker, a code block the Markdown rules take for a file counts too
   (:func:`_file_after`: prose naming its path, plain or in backquotes, a first-line path
   comment, or a redefinition of a written file). Commands after the end marker that may
   change a file of the document
   (``sed -i``, ``mv``, a formatter: read as the script around heredocs is), and sentences
   there that tell to rename, move, delete, remove or replace one (:func:`_said_changed`),
   make it not usable too (``changed-after``), and so does text there outside a code block
   that may be a second version of a written file or of a line of it: an HTML ``<pre>``
   block, bare lines, a table cell, a code span assigning a name otherwise
   (:func:`_rewritten_after`).
4. Nothing found: ``no_artifact``.

The order is the precedence of disjoint readings: this library's own format first (an answer
that shows another convention as an example before the real answer is still read as ours),
then legacy JSON with files, then the tag conventions (their tags are explicit), the JSON tool
calls, heredocs, the Markdown family (the loosest), legacy JSON without files, and last the
slot of the edit conventions (:data:`~.edits.EDITS`: an answer of edits and no file, read by
the edit readers of :mod:`artifact_codec.ingest.edits` into ``result.edits``, status
``edit_blocks``).
"""

from __future__ import annotations

import ast
import bisect
import builtins
import functools
import html
import json
import posixpath
import re
import textwrap
from bisect import insort
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace

from ...diagnostics import Diagnostic, Diagnostics, Locator, Severity
from ...format.lines import FAMILY_PREFIX
from ...models import GeneratedFile
from ...result import Format, ParseResult, Status
from ..normalize import answer_start
from .answer import Answer, Convention, say_parts
from .bolt import BOLT
from .claude_artifacts import CLAUDE_ARTIFACTS
from .cline import CLINE
from .closing import (
    explains_quote,
    held_report,
    json_change,
    json_edit,
    json_report,
    json_report_clauses,
    json_report_sections,
    says_version,
    sentence_is_harmless,
)
from .definitions import Definitions, file_defines
from .edits import EDITS, find_edit_spans
from .fences import Fence, line_before, line_end, scan
from .held_tokens import HeldTokens, is_command
from .heredoc import HEREDOC, SCRIPT_WRITES, changed_after, code_elements
from .hybrid import HYBRID, STRICT
from .labels import (
    COMMENT_PATH,
    MAX_LABEL,
    before_lead_in,
    label_parts,
    path_from_info,
    path_in_prose,
    prose_says_partial,
    says_whole,
    valid_path,
)
from .legacy_json import LEGACY_JSON, LEGACY_JSON_EMPTY, prose_before
from .markdown import AFTER_HEADING, AFTER_PARAGRAPHS, MARKDOWN, file_definitions, redefined_file
from .module_all import all_listed, lists_and_binds_all, top_statements
from .openhands import OPENHANDS
from .results import file_spans
from .runs import Run, cut_command, say_runs_write_files, say_script_writes, text_changes
from .tool_calls import TOOL_CALLS

__all__ = ["CONVENTIONS", "Answer", "Convention", "read_conventions"]

# A heredoc script's other commands are weighed by the run rules (the one wiring of the two).
SCRIPT_WRITES.append(say_script_writes)

#: The conventions, in the order they are tried (see the module doc).
CONVENTIONS: tuple[Convention, ...] = (
    STRICT,
    HYBRID,
    LEGACY_JSON,
    CLINE,
    BOLT,
    OPENHANDS,
    CLAUDE_ARTIFACTS,
    TOOL_CALLS,
    HEREDOC,
    MARKDOWN,
    LEGACY_JSON_EMPTY,
    EDITS,  # the slot of the edit conventions
)

#: Other tools' file conventions: an answer should hold files in one of them only.
_OTHERS = frozenset(
    {"cline", "bolt", "openhands", "claude_artifacts", "tool_calls", "heredoc", "markdown"}
)


def read_conventions(answer: Answer) -> ParseResult:
    """The result of the first convention that reads ``answer`` (see the module doc)."""
    strict = STRICT.read(answer)
    if strict is not None:
        return strict
    answer.start = answer_start(answer.text, answer.notes)
    answer.edit_spans = find_edit_spans(answer)
    out: set[str] = {STRICT.name}  # entries that turned out to hold no structure
    # (entries whose first structure lay inside another's content: a later one may not)
    inside: set[str] = set()
    for convention in CONVENTIONS[1:]:
        if convention.name in out or not convention.present(answer):
            continue
        pos = convention.first(answer)
        if pos is None and convention.explain is not None:
            convention.explain(answer)
        if pos is None or _inside_another(answer, convention, pos, out):
            out.add(convention.name)
            if pos is not None:
                inside.add(convention.name)
            continue
        result = convention.read(answer)
        if result is None:
            out.add(convention.name)
            continue
        if result.code.files:
            _check_mixed(answer, convention, pos, result, out - inside)
        return result
    if answer.json_refusal is not None:
        at, why = answer.json_refusal
        answer.notes.add("json-refused", Severity.ERROR, why, at)
    answer.notes.add(
        "no-artifact",
        Severity.ERROR,
        "no files were found: neither delimiter blocks, nor a JSON object with files, nor "
        "code blocks with file paths",
        answer.start if answer.start < len(answer.text) else None,
    )
    return ParseResult(Status.NO_ARTIFACT, Format.NONE, diagnostics=answer.notes.finish())


def _inside_another(answer: Answer, convention: Convention, pos: int, out: set[str]) -> bool:
    """Whether ``pos`` lies inside the content of another convention still in the running.
    Only the text before ``pos`` is looked at (``open_at`` needs no more), so the check costs
    the length of what precedes the structure, not of the answer."""
    before = replace(answer, text=answer.text[:pos], cache={})
    for other in CONVENTIONS[1:]:
        if other.name in out or other.present is convention.present:
            continue
        if other.present(before) and other.open_at(before, pos):
            return True
    return False


def _check_mixed(
    answer: Answer, winner: Convention, start: int, result: ParseResult, out: set[str]
) -> None:
    """Files written in another convention beside the winner's would be lost: say so, and do
    not let the result be usable. Beside this library's own formats, only files BEFORE them
    and AFTER the end marker of the document read count (what lies between is their
    content); an answer may hold both only when one encloses the other."""
    # Beside our own format only the text around the answer matters: look at that alone (an
    # answer in our format costs no scan of its files by the other conventions).
    native = winner.name not in _OTHERS
    if not native:
        spans = file_spans(answer, winner.format)
        # (a tool's answers printed in the transcript, a file ``cat`` showed: the tool's
        # text, neither the model's prose nor its commands)
        shown = answer.cache.get("printed.regions")
        tools = shown if isinstance(shown, list) else []
        seen = (
            answer if not spans and not tools else _blanked(answer, sorted((spans or []) + tools))
        )
        if not _say_mixed(answer, seen, winner, result, out, enclosing=winner, spans=spans):
            _say_cut_call(answer, seen, winner, result)
            if spans:
                _say_json_change(seen, spans[-1][1], result)
                _say_named_left_out(
                    answer, spans, result, tools, calls=winner.format in _CALL_WRITERS
                )
            elif winner.format is Format.TOOL_CALLS:
                _say_tool_calls_named_left_out(answer, result)
        return
    before = replace(answer, text=answer.text[:start], cache={})
    if _say_mixed(answer, before, winner, result, out, enclosing=winner):
        return
    after = answer.after
    if after is not None and answer.text[after:].strip():
        # The text after the document, at its place (what precedes it blanked, line breaks
        # kept): the document is closed there, so nothing of it encloses what follows.
        text = answer.text
        blanked = _blank(text[:after]) + text[after:]
        rest = replace(answer, text=blanked, start=after, cache={}, notes=answer.notes.copy())
        _weigh_after(answer, rest, after, winner, result, out)
    if result.format is Format.HYBRID and _say_prose_partial(answer, start, result):
        return  # (after the commands and values there: those are named first)
    if result.format is Format.LEGACY_JSON and _say_json_named_left_out(answer, start, result):
        return
    if answer.aside and result.status.usable:
        # Prose beside the files (a legacy answer's "notes"): the same sentences after the
        # answer would be weighed by the rules below, so they are, on one text (one pass, as
        # many keys as there are), each at the line of its key, the lines between empty.
        parts: list[str] = []
        lines = 1
        for line, prose in answer.aside:
            parts += ["\n" * max(0, line - lines), prose, "\n\n"]
            lines = max(line, lines) + prose.count("\n") + 2
        text = "".join(parts)
        line = answer.aside[0][0]
        notes = Diagnostics(Locator(text))
        rest = replace(
            answer, text=text, start=line - 1, cache={}, notes=notes, after=None, aside=[]
        )
        rest.edit_spans = []  # (the answer's own, at its offsets)
        _weigh_after(rest, rest, line - 1, winner, result, out)


#: How many lines of prose after a native document (its code blocks stepped over) are weighed
#: for saying its files are parts;
#: how many lines of its header (and the characters they start with) are stepped over.
_PROSE_AFTER_LINES = 8
_HEADER_LINES = 64
_HEADER_STARTS = frozenset('{}[]"`~')


def _say_prose_partial(answer: Answer, start: int, result: ParseResult) -> bool:
    """The prose around a native document that says its files are parts of the files
    ("Only the changed functions of app.py are shown", "The rest of app.py is unchanged."),
    read as the Markdown reader reads the line above or below a file's block
    (:func:`~.labels.prose_says_partial`): the nearest line before the document and the first
    lines of prose after its end marker. The files as written would lose the rest: not usable
    (``partial-file``; the files stay in ``code``, which then vouches for none of them),
    unless the caller keeps files that elide code (``allow_elisions``)."""
    if (
        answer.allow_elisions
        or not result.status.usable
        or result.code is None
        or not result.code.files
    ):
        return False
    text = answer.text
    # (the whole paragraphs above the document's JSON header, as the legacy JSON reader
    # reads those above its JSON: "Only the changed functions of app.py are shown,\nwith g
    # and k as before:" says it on the paragraph's first line)
    sentences = prose_before(text, _header_start(text, start, answer.start), answer.start)
    files = result.code.files
    held = Held.of(files)
    said = {at for at, line in sentences if named_code_left_out(line, files, held)}
    if answer.after is not None:
        paths = [file.file_path for file in files]
        after = _prose_after_document(text, answer.after)
        # (a sentence over two lines of one paragraph: "I left out `g()` and\n`k()`.")
        said |= {
            at for at, line in _paragraphs(text, after) if named_code_left_out(line, files, held)
        }
        for at, line in after:
            sentences.append((at, line))
            # ("Other functions omitted for brevity.": it says code was left out, of the
            # document's code: the sentence names one of its files, or code)
            if (
                _LEFT_OUT.search(line)
                and (_ABOUT_CODE.search(line) or any(path in line for path in paths))
            ) or named_code_left_out(line, files, held):
                said.add(at)
    return say_parts(answer, sentences, result, "the document", said=said)


def _say_named_left_out(
    answer: Answer,
    spans: list[tuple[int, int]],
    result: ParseResult,
    tools: Sequence[tuple[int, int]] = (),
    *,
    calls: bool = False,
) -> bool:
    """The prose around the files of another convention's reading (before, after and
    between the stretches ``spans`` its files took; other code blocks stepped over) read by
    :func:`named_code_left_out`: a sentence saying named code the files lack was left out or
    kept as it was says they are parts of the files (``partial-file``, not usable), as after
    a native document. (The caller keeping files that elide code, ``allow_elisions``, keeps
    them.)"""
    if answer.allow_elisions or not result.status.usable or result.code is None:
        return False
    files = result.code.files
    if not files or not spans:
        return False
    text = _blanked(answer, sorted([*spans, *tools])).text
    held = Held.of(files)
    # (from the answer's first line: a reasoning block before it, "<thinking>", is the
    # model's own prose about the files too)
    lines = _prose_lines(text, 0)
    said = [
        (at, line)
        for at, line in lines + _paragraphs(text, lines)
        if named_code_left_out(line, files, held)
    ]
    said += _said_part_of_one(text, spans, files)
    if calls:
        # (an agent's write calls, Cline's or bolt's: the prose right before each call and
        # the lines after it, as the Markdown reader bounds them, read as beside JSON calls)
        near, leads = _near_calls(lines, spans)
        said += _said_part_beside_calls(near, files, leads)
    return say_parts(answer, said, result, "the answer", said={at for at, _ in said})


def _say_tool_calls_named_left_out(answer: Answer, result: ParseResult) -> bool:
    """The model's own prose about the files of tool calls (:func:`.tool_calls._prose_of_writes`:
    the text around the calls' values, the assistant's text of a message holding a write or
    after the last call; never a tool's result nor the user's text) read by
    :func:`named_code_left_out`, as around every other reader's files."""
    if answer.allow_elisions or not result.status.usable or result.code is None:
        return False
    files = result.code.files
    pieces = answer.cache.get("tool_calls.prose")
    if not files or not isinstance(pieces, list):
        return False
    said = _named_left_out_in(pieces, files)
    # (fix-saidmod178: hunt140-convleads) the last line of the text of a message holding a
    # write is the lead of its call ("Only the HSV part:", "Snippet:", "Rest unchanged.")
    writing = answer.cache.get("tool_calls.leads")
    heads = set(writing) if isinstance(writing, list) else set()
    leads = {
        at + k
        for at, piece in pieces
        if at in heads
        for k, _ in [(k, ln) for k, ln in _offset_lines(piece) if ln.strip()][
            -2:
        ]  # (fix-labels187: and the line above)
    }
    said += _said_part_beside_calls(pieces, files, leads)
    return say_parts(answer, said, result, "the answer", said={at for at, _ in said})


#: The conventions whose files are an agent's write calls printed in its text: their prose is
#: read as the prose beside JSON tool calls is (:func:`_said_part_beside_calls`).
_CALL_WRITERS = frozenset({Format.CLINE, Format.BOLT})


def _near_calls(
    lines: list[tuple[int, str]], spans: list[tuple[int, int]]
) -> tuple[list[tuple[int, str]], set[int]]:
    """The prose ``lines`` (position, text: the answer's, in order) near the calls ``spans``:
    the two lines right before each call and the first :data:`_AFTER_CALL` lines after it
    (not past the next call), as a lead-in and the words after a block are read; and the
    positions of the leads (fix-saidmod178: the nearest of those lines before a call that is
    no tag, ``<boltArtifact ...>``). One pass: linear in the lines and the calls."""
    starts = [at for at, _ in lines]
    near: dict[int, str] = {}
    leads: set[int] = set()
    ordered = sorted(spans)
    for index, (start, end) in enumerate(ordered):
        following = ordered[index + 1][0] if index + 1 < len(ordered) else None
        before = bisect.bisect_left(starts, start)
        for at, line in lines[max(0, before - 2) : before]:
            near[at] = line
        # (fix-labels187: hunt145-convearlier) the two lines of prose before it (a tag,
        # "<boltArtifact ...>", stepped over), both leads, as the Markdown reader reads a
        # short lead a line above the lead ("Only the HSV part:" / "I fixed the hue
        # rounding." / the call)
        prose = [ln for ln in lines[max(0, before - 3) : before] if ln[1][0] != "<"][-2:]
        near.update(prose)
        leads.update(at for at, _ in prose)
        after = bisect.bisect_left(starts, end)
        noted = False
        for at, line in lines[after : after + _AFTER_CALL]:
            if (following is not None and at >= following) or line.startswith("#"):
                break  # (the next call, or a heading: what follows is about another thing)
            if not noted and line[0] != "<":
                noted = True
                if _is_note(line):
                    leads.add(at)  # (fix-labels187: hunt145-convnote) the note right after it
            near[at] = line
    return sorted(near.items()), leads


def _is_note(line: str) -> bool:
    """(fix-labels187) Whether the first line after a write is its short note ("Only the HSV
    part is shown.", "*Excerpt only.*", "(excerpt)"), read as the lead of its block is (the
    Markdown reader's note right after a block): no tag, no lead-in of what follows."""
    return not line.startswith("<") and not line.rstrip("*_ \t").endswith((":", "-"))


#: How many lines after a call are read as the words on it.
_AFTER_CALL = 6


def _said_part_beside_calls(
    pieces: Sequence[tuple[int, str]],
    files: Sequence[GeneratedFile],
    leads: AbstractSet[int] = frozenset(),
) -> list[tuple[int, str]]:
    """(lead, round 22: hunt104) The model's own prose beside its write calls read line by
    line as the Markdown reader reads the line beside a file's block
    (:func:`~.labels.prose_says_partial`): with one file written, every line that says a
    part ("The rest of the file stays the same."); with several, a line naming a written
    file's path ("Only `quote()` changes in `shlex.py`."), weighed as about that file. The
    other reading, the sentence taken as no word on the writes, wrote the part whole.
    ``leads``: (fix-saidmod178: hunt140-convleads) the positions of the lines right before a
    call, read as the lead right before a block is (a short lead naming a part, ``Only the
    HSV part:``, ``Snippet:``)."""
    lines = [
        (at + k, clause.strip())
        for at, piece in pieces
        for k, line in _offset_lines(piece)
        # (a line's clauses too: "Only `quote()` changes in `shlex.py`; `app.py` is new.")
        for clause in dict.fromkeys([line, *line.split("; ")])
        if clause.strip()
    ]
    if not lines:
        return []
    whole = any(says_whole(line) for _, line in lines)
    found: list[tuple[int, str]] = []
    for at, line in lines:
        for file in files:
            if len(files) > 1 and file.file_path not in line:
                continue
            code = file_defines(file.file_path, file.content)
            lead = at in leads
            # (fix-labels187: a lead saying which part changed, over the whole module)
            module = lead and lists_and_binds_all(file.file_path, file.content)
            if prose_says_partial(
                line,
                path=file.file_path,
                code=code,
                said_whole=whole,
                lead=lead,
                body=file.content,
                whole=module,
            ):
                found.append((at, line))
                break
    return found


def _offset_lines(text: str) -> list[tuple[int, str]]:
    """The lines of ``text``, each with its offset in it."""
    found: list[tuple[int, str]] = []
    pos = 0
    for line in text.splitlines(keepends=True):
        found.append((pos, line))
        pos += len(line)
    return found


def _said_part_of_one(
    text: str, spans: list[tuple[int, int]], files: Sequence[GeneratedFile]
) -> list[tuple[int, str]]:
    """(fix-prose39) The prose next to ONE file written in one stretch (a Cline write, a bolt
    action, a heredoc) read as the Markdown reader reads the prose next to a file's block
    (:func:`~.labels.prose_says_partial`, with the file's path and the code it defines): the
    nearest line before it ("Add the following function to `app.py`:") and the lines after it
    up to the next lead-in ("The rest of `app.py` is unchanged.")."""
    if len(files) != 1 or len(spans) != 1:
        return []
    path, code = files[0].file_path, file_defines(files[0].file_path, files[0].content)
    start, end = spans[0]
    before = _prose_lines(text[:start], 0)[-1:]
    after: list[tuple[int, str]] = []
    for at, line in _lines_after_one(text, start, end):
        if line.rstrip("* ").endswith(":"):
            head = before_lead_in(line)  # a lead-in to what follows: the words before it
            if head:
                after.append((at, head))
            break
        after.append((at, line))
    # (fix-prose86) the lines around it saying a file is new or complete ("Create a new file
    # `cli.py`:" above its label): "Nothing else changed." after it is about the project
    whole = any(says_whole(line) for _, line in (*_prose_lines(text[:start], 0)[-3:], *after))
    # (a line after the file is read as the Markdown reader reads one after a block: a
    # reading that points on past a colon or speaks of a later time is no word on the file)
    # (fix-labels187) the file declares its module's names and binds each: a lead saying
    # which part changed ("Only the HSV part changed:") is about the whole module
    module = bool(before) and lists_and_binds_all(path, files[0].content)
    return [
        (at, line)
        for at, line in before
        if prose_says_partial(
            line,
            path=path,
            code=code,
            said_whole=whole,
            lead=True,
            body=files[0].content,
            whole=module,
        )
    ] + [
        (at, line)
        for k, (at, line) in enumerate(after)
        if prose_says_partial(
            line,
            path=path,
            code=code,
            after=True,
            said_whole=whole,
            # (fix-labels187: hunt145-convnote) the note right after the write, as after a block
            lead=k == 0 and _is_note(line),
            # (lead30: the block's text, as for the lead above it, fix-kinds188)
            body=files[0].content,
            whole=k == 0 and _is_note(line) and lists_and_binds_all(path, files[0].content),
        )
    ]


def _lines_after_one(text: str, start: int, end: int) -> list[tuple[int, str]]:
    """(fix-hunt75-41) The lines of prose after one file written in one stretch from ``start``
    to ``end`` that speak of it, as the Markdown reader reads them after a block: up to a
    heading, :data:`~.markdown.AFTER_PARAGRAPHS` paragraphs at most (code blocks stepped
    over, 40 lines at most). A stretch inside a code block (a heredoc) is followed by that
    block's closing fence, stepped over."""
    pos = end
    inside = sum(1 for ln in text[:start].splitlines() if ln.lstrip().startswith(("```", "~~~")))
    if inside % 2:
        while pos < len(text):
            line_stop, following = line_end(text, pos)
            line = text[pos:line_stop].strip()
            if line and line.strip(line[0]) == "" and line[0] in "`~":
                pos = following
                break
            if line or following <= pos:
                break
            pos = following
    lines: list[tuple[int, str]] = []
    paragraphs = 0
    gap = True
    fence = ""
    while pos < len(text) and len(lines) < 40:
        line_stop, following = line_end(text, pos)
        line = text[pos:line_stop].strip()
        if fence:
            if line.startswith(fence) and not line.strip(fence[0]):
                fence = ""
        elif line.startswith(("```", "~~~")):
            fence = line[: len(line) - len(line.lstrip(line[0]))]
        elif AFTER_HEADING.match(text, pos):
            break
        elif line:
            if gap:
                paragraphs += 1
                if paragraphs > AFTER_PARAGRAPHS:
                    break
            lines.append((pos, line))
        gap = not line and not fence
        if following <= pos:
            break
        pos = following
    return lines


def _say_json_named_left_out(answer: Answer, start: int, result: ParseResult) -> bool:
    """The prose around a legacy JSON answer (before it, after it, and its notes beside the
    files, ``"explanation"``) read by :func:`named_code_left_out`, as around the other
    conventions' files: a sentence saying named code the files lack was kept refuses them."""
    if answer.allow_elisions or not result.status.usable or result.code is None:
        return False
    files = result.code.files
    if not files:
        return False
    text = answer.text
    pieces: list[tuple[int, str]] = [(0, text[:start])]
    if answer.after is not None:
        pieces.append((answer.after, text[answer.after :]))
    pieces += [(start, prose) for _, prose in answer.aside]
    said = _named_left_out_in(pieces, files)
    return say_parts(answer, said, result, "the answer", said={at for at, _ in said})


def _named_left_out_in(
    pieces: Sequence[tuple[int, str]], files: Sequence[GeneratedFile]
) -> list[tuple[int, str]]:
    """The sentences of the prose ``pieces`` (each: its position in the answer, its text),
    line by line and paragraph by paragraph, that :func:`named_code_left_out` reads as saying
    named code ``files`` lack was left out or kept."""
    held = Held.of(files)
    said: list[tuple[int, str]] = []
    for at, piece in pieces:
        lines = _prose_lines(piece, 0)
        said += [
            (at + pos, line)
            for pos, line in lines + _paragraphs(piece, lines)
            if named_code_left_out(line, files, held)
        ]
    return said


def _paragraphs(text: str, lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The paragraphs of two lines or more that the lines of prose ``lines`` of ``text``
    make (a line right below another, no blank line between), each joined into one line
    (where its first line starts): a sentence split over two lines is read whole."""
    joined: list[tuple[int, str]] = []
    run: list[tuple[int, str]] = []
    for at, line in lines:
        if run and text.count("\n", run[-1][0], at) != 1:
            if len(run) > 1:
                joined.append((run[0][0], " ".join(part for _, part in run)))
            run = []
        run.append((at, line))
    if len(run) > 1:
        joined.append((run[0][0], " ".join(part for _, part in run)))
    return joined


def _prose_lines(text: str, start: int, most: int | None = None) -> list[tuple[int, str]]:
    """The lines of prose of ``text`` from ``start`` (code blocks stepped over), each with
    where it starts; the first ``most`` of them when given."""
    lines: list[tuple[int, str]] = []
    pos = start
    fence = ""
    while pos < len(text) and (most is None or len(lines) < most):
        end, following = line_end(text, pos)
        line = text[pos:end].strip()
        if fence:
            if line.startswith(fence) and not line.strip(fence[0]):
                fence = ""
        elif line.startswith(("```", "~~~")):
            fence = line[: len(line) - len(line.lstrip(line[0]))]
        elif line:
            lines.append((pos, line))
        if following == end:
            break
        pos = following
    return lines


#: Words of a sentence after a native document that say code was left out of it, and that
#: make the sentence about code (a word list: what was left out is said in words alone; the
#: broader words of a label's note, "only", "replace ... in", read on any sentence after a
#: document, refuse "app.py uses only the standard library").
_LEFT_OUT = re.compile(
    r"\b(?:omitted|elided|left out|not shown|truncated|abridged|abbreviated)\b", re.I
)
_ABOUT_CODE = re.compile(
    r"\b(?:code|functions?|methods?|class(?:es)?|imports?|lines?|file|module)\b", re.I
)
#: THE RULE (one for every reader, :func:`named_code_left_out`): a sentence of prose around
#: the files that holds a NAME LIST ("g and k", "`g`, `k`", "(`parse`, `dump`)", or one name
#: written as code: "`g`", "g()") and words of leaving code out or of keeping it as it was
#: ("omitted", "left ... out", "unchanged", "the same as before", "keep your existing"), the
#: named code being absent from the files (none defines or imports it). The absence is the
#: structural part: a sentence about names the files hold says nothing of a missing part.
#: (The words are a list: that code was left out or kept is said in words alone.)
_NAME = r"(?:`[^`\n]{1,60}`|[A-Za-z_][\w.]*(?:\(\))?)"
_NAME_RUN = re.compile(rf"(?<![\w.`]){_NAME}(?:(?:, (?:and |or )?| and | or ){_NAME})*")
_LEFT_OR_KEPT = re.compile(
    r"\b(?:omitted|elided|skipped|left\b[^.;:!?]{0,80}?\bout|not (?:shown|included)|"
    r"unchanged|untouched|no changes to|identical to (?:your|the|what)|"
    r"(?:have|has|did|do|does)(?: not|n't) change[ds]?\b|"
    r"(?:stay|stays|remain|remains|is|are|was|were) (?:the )?same\b|the same as before|"
    r"as[- ]is\b|as (?:they|it) (?:are|is|were|was)\b|as before\b|"
    r"(?:keep|leave) (?:your|the) (?:existing|current|implementations?|versions?|"
    r"definitions?)\b)",
    re.I,
)
#: What may follow one name: the sentence's end, a reason, or the words of leaving it out or
#: keeping it. (" (unchanged)": a bracketed note on the name is a reason too; "I omitted
#: `print()` calls": the name is a word of a phrase, no name of code left out)
_ONE_NAME_ENDS = re.compile(
    r"(?: (?:helper|function|method|class|constant|hook|component|util(?:ity|itie)?|"
    r"middleware|reducer|selector|decorator|handler|callback|mixin|wrapper)s?\b)?"
    r"(?:[.;:,!)|]|[ \t]+\||$| for brevity\b| from | here\b| since | because | \("
    r"|(?: (?:stays?|remains?|is kept|are kept))? as (?:they|it|is)\b"
    r"|(?: (?:is|was|are|were))? left as\b| (?:keeps|retains) (?:its|their)\b"
    r"|(?: (?:are|were|is|was|have been|has been|stays?|remains?))? (?:omitted|left out|"
    r"elided|not shown|unchanged|untouched|the same|out\b)"
    # (fix-prose84) "`main()` does not change.", "`main()` isn't changed."
    r"| (?:does|do|did)(?: not|n't) change\b| (?:is|are|was|were)(?: not|n't) changed\b)"
)
_NAMES_SPLIT = re.compile(r"(, (?:and |or )?| and | or )")
#: What follows the names when they were left out of something else than the files
#: ("omitted from requirements.txt": a path the answer does not write; "from the listing")
#: or deleted (": they are removed"): no part of a file is missing.
_FROM_ELSEWHERE = re.compile(
    r"(?: (?:are|were|is|was))?(?: omitted| left out)? from (?:the |this |your |my )?`?([\w./-]+)"
)
#: The names' place when it is a file ("`main()` and `load()` in cli.py are unchanged"): a
#: sentence naming the file the code is in speaks of that file.
_IN_FILE = re.compile(
    r"(?: (?:are|were|is|was))?(?: omitted| left out)? (?:in|of|inside) `?"
    r"((?:[\w.-]+/)*[\w-]+\.\w+)`?(?![\w/])"
)
#: What "from ..." may name and still be the files: their code.
_FROM_THE_FILES = frozenset(
    {
        "file",
        "files",
        "code",
        "module",
        "script",
        "snippet",
        "document",
        "answer",
        "above",
        "it",
        "here",
        "this",
        "brevity",
        "before",
        "the",
        "class",
        "implementation",
        # (the shown code in other words: "omitted from the listing", "from this excerpt")
        "listing",
        "excerpt",
        "response",
        "reply",
        "version",
        "example",
        "output",
        "block",
        "patch",
        "change",
        "changes",
        "diff",
        "update",
    }
)
_DELETED = re.compile(
    r"(?: (?:are|were|is|was|have been|has been))?(?: omitted| left out| elided| not shown)?"
    r"[:;,]? (?:as |since |because )?(?:they|it|these|those) (?:are|were|is|was|have been"
    r"|has been) (?:removed|deleted|dropped|gone)\b"
)
#: A name that is a file's path, not code ("`config.py` is unchanged": a file not sent).
_PATH_NAME = re.compile(
    r"(?:.*/.*|.+\.(?:py|pyi|js|mjs|cjs|jsx|ts|tsx|sh|bash|md|txt|json|ya?ml|toml|cfg|ini|"
    r"html?|css|scss|go|rs|java|kt|c|h|cc|cpp|hpp|rb|php|lock|sql|xml|csv))"
)


def _code_shaped(name: str) -> bool:
    """Whether ``name`` is written as code, not as a word: backquoted, a call, a dotted
    name, with "_" or a capital after a small letter inside ("parseArgs", not "API"), or one
    letter other than "I"."""
    return (
        name.startswith("`")
        or name.endswith("()")
        or "." in name
        or "_" in name
        or (any(c.isupper() for c in name[1:]) and any(c.islower() for c in name))
        or (len(name) == 1 and name not in "IA")
    )


@dataclass(frozen=True)
class Held:
    """The code a result's files have, found once for all the sentences weighed: the names
    they define or import (:func:`_code_names`), and their text (for a name that is no
    identifier)."""

    names: frozenset[str]
    text: str
    # (fix-refusals39) the names bound only by imports of modules that are no file of the
    # answer (``import os``): a dotted name with such a head (`os.getenv()`) is library code
    libraries: frozenset[str] = frozenset()
    # (fix-refusals39) the strings Python files read as a key or an argument (not bound
    # names), and whether any file defines a class
    strings: frozenset[str] = frozenset()
    classes: bool = True
    # (fix-prose47) the names a Python file's ``__all__`` lists that its top level does not
    # bind (:func:`_python_all`): module code, a builtin's name too (gzip's ``open()``)
    wanted: frozenset[str] = frozenset()
    # (fix-prose71) the names a Python file's ``__all__`` lists that a star import or a
    # module ``__getattr__`` may bind (:func:`_python_all`): held, unless the sentence says
    # they were left out ("`open()` is unchanged (omitted for brevity)" after lzma.py)
    unsure: frozenset[str] = frozenset()
    # (fix-prose74) the files read, for :attr:`kinds` and :attr:`entry_text` (found when asked)
    files: tuple[GeneratedFile, ...] = field(default=(), compare=False, repr=False)

    @functools.cached_property
    def kinds(self) -> frozenset[int]:
        """(fix-prose74) The rows of :data:`_KIND_OF_FILE` whose file kind the files are."""
        return frozenset(
            at
            for at in range(len(_KIND_OF_FILE))
            if any(_is_kind(at, file.file_path) for file in self.files)
        )

    @functools.cached_property
    def entry_text(self) -> str:
        """(fix-prose74) The text of the files of those kinds that are pages (CMakeLists.txt:
        no code to :meth:`there`, its words its entries)."""
        return "\n\0\n".join(
            file.content
            for file in self.files
            if file.file_path.lower().endswith(_PAGES)
            and any(_is_kind(at, file.file_path) for at in self.kinds)
        )

    @classmethod
    def of(cls, files: Sequence[GeneratedFile], within: Sequence[GeneratedFile] = ()) -> Held:
        """The code of ``files``; ``within``: all the answer's files, whose modules an import
        names (:func:`_module_of`), when ``files`` are some of them."""
        # (a text page, a README among the files, holds no code: its words define nothing)
        code = [file for file in files if not file.file_path.lower().endswith(_PAGES)]
        names: set[str] = set()
        libraries: set[str] = set()
        strings: set[str] = set()
        classes = False
        # (a name one file imports FROM another file of the answer is that file's to define:
        # "from app import g" in test_app.py holds no g when app.py is sent without it)
        modules = frozenset(
            _module_of(file.file_path) for file in (within or files) if _module_of(file.file_path)
        )
        paths = frozenset(file.file_path.replace("\\", "/") for file in (within or files))
        wanted: set[str] = set()
        unsure: set[str] = set()
        for file in code:
            found = _code_names(file.file_path, file.content, modules, paths)
            if file.file_path.endswith((".py", ".pyi")):
                # (fix-prose47: a method named like a module function its ``__all__`` lists
                # holds no such function)
                listed, opaque = _python_all(file.content)
                (unsure if opaque else wanted).update(listed)
                found -= listed
                libraries |= _python_imports(file.file_path, file.content, modules)[1]
                read, has_class = _python_strings(file.content)
                strings |= read
                classes = classes or has_class
            else:
                classes = True  # (a class of another language is not looked for)
            names |= found
        text = "\n\0\n".join(file.content for file in code)
        return cls(
            frozenset(names),
            text,
            frozenset(libraries - _defined(code, modules)),
            frozenset(strings - names),
            classes,
            frozenset(wanted - names),
            frozenset(unsure - names),
            tuple(files),
        )

    def there(self, name: str) -> bool:
        """Whether the files have the code ``name``: a name one defines (read as the Markdown
        reader reads a file's definitions: a call, a string or a comment defines nothing) or
        imports; in a language without definitions, one of its words."""
        if re.fullmatch(r"[A-Za-z_]\w*", name):
            return name in self.names
        return re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", self.text) is not None


#: (fix-prose74) Languages whose definitions are read, and imports by :func:`_imports_answer`.
_DEFINES_READ = frozenset({"javascript", "typescript", "php"})
#: Text pages: their words are no code.
_PAGES = (".md", ".markdown", ".mdx", ".rst", ".txt", ".adoc")
#: Shell languages: a function is defined by "f() {" or "function f", a command is a call.
_SHELLS = frozenset({"bash", "sh", "shell", "zsh"})


def _module_of(path: str) -> str:
    """The dotted module a Python file ``path`` is imported as ("pkg/app.py": "pkg.app";
    "pkg/__init__.py": "pkg"); "" for no Python file. (fix-refusals39: the whole dotted
    name, matched by :func:`_is_module`, not its last part: ``from pkg.app import g`` is no
    import from the answer's top-level app.py.)"""
    if not path.endswith((".py", ".pyi")):
        return ""
    stem = path.replace("\\", "/").removeprefix("./").rpartition(".")[0]
    stem = stem.removesuffix("/__init__").removesuffix("__init__")
    return stem.strip("/").replace("/", ".")


def _is_module(imported: str, modules: frozenset[str]) -> bool:
    """Whether the module ``imported`` (its dotted name as the import writes it, relative
    ones resolved) is a file of the answer: one whose dotted name ends with it ("app" is
    src/app.py), never one that only ends like it ("pkg.app" is no app.py)."""
    if not imported:
        return False
    return any(module == imported or module.endswith("." + imported) for module in modules)


def _resolved(path: str, node: ast.ImportFrom) -> str:
    """The module ``node`` imports from, a relative one resolved against the file ``path``
    ("from .models import User" in pkg/app.py: "pkg.models")."""
    if not node.level:
        return node.module or ""
    own = _module_of(path).split(".") if _module_of(path) else []
    init = path.replace("\\", "/").rpartition("/")[2].startswith("__init__.")
    package = own if init else own[:-1]
    base = package[: max(0, len(package) - (node.level - 1))]
    return ".".join([*base, *([node.module] if node.module else [])])


@functools.lru_cache(maxsize=8)
def _python_imports(
    path: str, content: str, modules: frozenset[str]
) -> tuple[frozenset[str], frozenset[str]]:
    """The modules of the answer the Python file imports names FROM (``from helpers import
    *``, ``from helpers import g``, ``from . import views``: their names are its bare
    names; ``import helpers`` is read by the dotted name, :func:`_member_there`), and the
    names it binds by importing modules that are none of them (``import os``: "os")."""
    try:
        tree = ast.parse(content)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return frozenset(), frozenset()
    own: set[str] = set()
    libraries: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _is_module(alias.name, modules):
                    continue
                if alias.asname or "." not in alias.name:
                    libraries.add(alias.asname or alias.name)
        elif isinstance(node, ast.ImportFrom):
            source = _resolved(path, node)
            subs = [f"{source}.{alias.name}".strip(".") for alias in node.names]
            found = [name for name in (source, *subs) if _is_module(name, modules)]
            own.update(found)
            if not found and node.level == 0:
                libraries.update(alias.asname or alias.name for alias in node.names)
    return frozenset(own), frozenset(libraries)


@functools.lru_cache(maxsize=8)
def _python_strings(content: str) -> tuple[frozenset[str], bool]:
    """The strings a Python file reads as a key or an argument (``os.environ['X']``,
    ``os.getenv('X')``; not those of a list such as ``__all__``), and whether it defines
    a class (unparsed: none, and a class)."""
    try:
        tree = ast.parse(content)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return frozenset(), True
    found: set[str] = set()
    has_class = False
    for node in ast.walk(tree):
        values: list[ast.expr] = []
        if isinstance(node, ast.Subscript):
            values = [node.slice]
        elif isinstance(node, ast.Call):
            values = [*node.args, *(keyword.value for keyword in node.keywords)]
        elif isinstance(node, ast.ClassDef):
            has_class = True
        for value in values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                found.add(value.value)
    return frozenset(found), has_class


def _defined(files: Sequence[GeneratedFile], modules: frozenset[str]) -> frozenset[str]:
    """The names the Python ``files`` bind otherwise than by an import."""
    names: set[str] = set()
    for file in files:
        if file.file_path.endswith((".py", ".pyi")):
            bound = _python_names(file.content, modules, file.file_path, imports=False)
            names |= bound or frozenset()
    return frozenset(names)


def _reached(named: list[GeneratedFile], files: Sequence[GeneratedFile]) -> list[GeneratedFile]:
    """The ``named`` files and those of ``files`` they import names from, at any depth
    (fix-refusals39: app.py's ``from helpers import *`` holds helpers.py's g)."""
    modules = frozenset(_module_of(file.file_path) for file in files if _module_of(file.file_path))
    reached = list(named)
    at = 0
    while at < len(reached):
        file = reached[at]
        at += 1
        if not file.file_path.endswith((".py", ".pyi")):
            continue
        for imported in _python_imports(file.file_path, file.content, modules)[0]:
            for other in files:
                module = _module_of(other.file_path)
                if other not in reached and module and _is_module(imported, frozenset({module})):
                    reached.append(other)
    return reached


@functools.lru_cache(maxsize=8)
def _code_names(
    path: str,
    content: str,
    modules: frozenset[str] = frozenset(),
    paths: frozenset[str] = frozenset(),
) -> frozenset[str]:
    """The names the file ``path`` defines or imports (its words when its language has no
    definitions: a shell script's are its functions only), found once per file: a sentence
    naming many names stays linear. (``modules``: the Python modules the answer's files are,
    whose names an import from them does not bind here; ``paths``: the answer's files, whose
    names a JavaScript or Rust import from them does not bind here, :func:`_imports_answer`.)"""
    if path.endswith((".py", ".pyi")):
        bound = _python_names(content, modules, path)
        if bound is not None:
            return bound
    language, defined = file_definitions(path, content)
    shell = language in _SHELLS or path.endswith((".sh", ".bash", ".zsh"))
    names = {re.split(r"\.|::|[ \t]", part)[-1] for part in defined.top | defined.members}
    if language == "sql" or path.endswith(".sql"):
        names.update(_SQL_NAMED.findall(content))  # (its tables, views, types)
    elif _MAKEFILE.fullmatch(path.replace("\\", "/").rpartition("/")[2]):
        # (fix-prose47: its targets and variables; a prerequisite, "all: build test lint",
        # names a target another rule defines: one left out when no rule here does)
        # (fix-prose71: a "define ... endef" block is text, its "test: ..." lines no rules;
        # a target written "$(CHECKS):" is each word of the variable's value)
        content = _without_defines(content)
        values = dict(_MAKE_VALUE.findall(content))
        for targets in _MAKE_TARGETS.findall(content):
            targets = _MAKE_REFERENCE.sub(lambda ref: values.get(ref[1] or ref[2], ""), targets)
            names.update(re.findall(r"[\w.%/-]+", targets))
        names.update(_MAKE_VARIABLE.findall(content))
        if not names:
            return frozenset()
    elif language in ("yaml",) or path.endswith((".yml", ".yaml")):
        names.update(_YAML_KEY.findall(content))  # (its keys: a compose file's services)
    elif language in ("javascript", "typescript") or path.endswith(_SCRIPT_PAGES):
        # (what CommonJS exports, a class's members, an enum's members)
        names.update(found[1] or found[2] for found in _JS_MEMBER.finditer(content))
        names.update(_js_object_functions(content))
        for body in _ENUM_BODY.findall(content):
            names.update(re.findall(r"[A-Za-z_$][\w$]*(?=[ \t]*(?:[=,}]|$))", body))
    names.discard("")
    # (fix-prose74: a JavaScript, TypeScript or PHP file's definitions are read, so one with
    # none of its own, "export default () => g() + k()", holds only what it imports, never
    # its words: g and k it imports from a file of the answer are that file's to hold)
    if not (names or shell or language in _DEFINES_READ):
        # (a language whose definitions are not read: its words, but not a call's name, a
        # word only ever followed by "(", unless a definition's keyword leads it: "f <-
        # function() g()" calls g, which it does not hold)
        return frozenset(re.findall(r"(?<![\w.])[A-Za-z_]\w*(?![\w(])", content)) | frozenset(
            _DEFINING.findall(content)
        )
    if not shell:
        for line in _IMPORT_LINE.findall(content):
            if not _imports_answer(line, path, paths):
                names.update(re.findall(r"[A-Za-z_]\w*", line))
            elif (declared := _JS_DECLARED.match(line)) is not None:
                # (fix-prose71: "const g = require('./helpers').g", "const { g, k } =
                # require('./helpers')": a name taken from a sent file is that file's to hold)
                names.difference_update(re.findall(r"[A-Za-z_$][\w$]*", declared[1]))
    return frozenset(names)


#: Where an import line takes its names from, one pattern per language (fix-prose71): a
#: relative JavaScript module ("import { g } from './helpers'", "require('../lib/util.js')",
#: "require('./helpers').g"); a Rust path ("use crate::util::{g}", "use self::util::g",
#: "use super::util::g", or a module the file declares, "mod util; use util::{g}"); a PHP
#: "use function App\\Util\\g;" (or "use const", or a class "use App\\Util\\Helper;").
_JS_SOURCE = re.compile(
    r"""(?:\bfrom|\brequire[ \t]*\(|^[ \t]*import)[ \t]*['"](\.{1,2}/[^'"\n]+)['"]"""
)
_RUST_USE = re.compile(
    r"^[ \t]*(?:pub(?:\([^)\n]*\))?[ \t]+)?use[ \t]+((?:crate|self|super)::)?"
    r"((?:super::)*)((?:\w+::)*\w+)"
)
_PHP_USE = re.compile(r"^[ \t]*use[ \t]+(function[ \t]+|const[ \t]+)?\\?((?:\w+\\)+)(\w+)")
_JS_SUFFIXES = ("", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", "/index.js", "/index.ts")
#: A JavaScript declaration whose value is a require(): the names it declares.
_JS_DECLARED = re.compile(r"[ \t]*(?:const|let|var)\b([^\n=]*)=")


def _imports_answer(line: str, path: str, paths: frozenset[str]) -> bool:
    """Whether the import ``line`` of the file ``path`` takes its names from another file of
    the answer (``paths``): "require('./helpers')" beside helpers.js, "use crate::util::{g}"
    beside src/util.rs. (fix-prose47: that file is sent, and it holds what it defines: the
    import binds nothing more here, so "`g()` and `k()` are unchanged" after a helpers.js
    sent without them reads them as left out of it.)"""
    if not paths:
        return False
    here = path.replace("\\", "/").rpartition("/")[0]
    found = _JS_SOURCE.search(line)
    if found is not None:
        target = posixpath.normpath(posixpath.join(here, found[1]))
        return any(target + suffix in paths for suffix in _JS_SUFFIXES)
    found = _RUST_USE.match(line)
    if found is not None and path.endswith(".rs"):
        return _rust_answer(found, path, here, paths)
    found = _PHP_USE.match(line)
    if found is not None and path.endswith(".php"):
        # (the namespace's last parts, a function's: its file "Util.php"; a class's:
        # "Util/Helper.php", as PSR-4 lays them out)
        spaces = [part for part in found[2].split("\\") if part]
        if not found[1]:
            spaces.append(found[3])
        for at in range(len(spaces)):
            tail = "/".join(spaces[at:]) + ".php"
            if any(p == tail or p.endswith("/" + tail) for p in paths):
                return True
    return False


def _rust_answer(found: re.Match[str], path: str, here: str, paths: frozenset[str]) -> bool:
    """Whether the Rust ``use`` ``found`` of the file ``path`` (in the folder ``here``) names
    a module file of the answer: "crate::" from the crate's src/, "self::" and a bare path
    from the file's own module folder, each "super::" one folder up."""
    folders = here.split("/") if here else []
    own = path.rpartition("/")[2] in ("main.rs", "lib.rs", "mod.rs")
    if found[1] == "crate::":
        at = len(folders) - 1 - folders[::-1].index("src") if "src" in folders else -1
        base = folders[: at + 1] if at >= 0 else ["src"]
    else:
        base = folders if own else [*folders, path.rpartition("/")[2][:-3]]
        ups = found[2].count("super::") + (found[1] == "super::")
        if ups:
            base = base[: max(0, len(base) - ups)]
    root = "/".join(base)
    parts = found[3].split("::")
    for at in range(1, len(parts) + 1):
        module = "/".join(parts[:at])
        module = f"{root}/{module}" if root else module
        if f"{module}.rs" in paths or f"{module}/mod.rs" in paths:
            return True
    return False


#: JavaScript/TypeScript files; what binds a member there: "exports.g =",
#: "module.exports.k =", a class member "g() {", "k = () =>", a typed field "k: number;"
#: or "k: Config" (fix-prose47: not an object literal's key, "g: g," or "g: 1,", in an
#: exports object or a function's body: a key names a value, it defines no function).
_SCRIPT_PAGES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx")
_JS_MEMBER = re.compile(
    r"(?:^|[^\w$.])(?:module\.)?exports\.([A-Za-z_$][\w$]*)[ \t]*=(?!=)"
    r"|^[ \t]+(?:(?:static|async|get|set|public|private|protected|readonly)[ \t]+)*"
    r"#?([A-Za-z_$][\w$]*)[ \t]*(?:\([^()\n]*\)[ \t]*(?::[^{\n]*)?\{|=[^=>]"
    r"|:[^,\n'\"`]*?(?:;|=(?![=>]))"
    r"|:[ \t]*(?:string|number|boolean|any|unknown|[A-Z][\w$<>\[\]|. ]*+)[ \t]*$)",
    re.MULTILINE,
)
#: (fix-prose56) An object literal a top-level line opens ("const api = {", "export default
#: {", "module.exports = {"), and a key of it whose value is a function ("g: function () {",
#: "k: async (x) => x", "h: x => x"): the object defines that function (api.g), as a class
#: defines its methods. A key in an object inside a function's body names a value
#: ("const r = { g: (x) => x }" in f, which calls the module's g: that g is left out).
_JS_TOP_OBJECT = re.compile(
    r"(?:export[ \t]+(?:default[ \t]+)?)?(?:(?:const|let|var)[ \t]+[A-Za-z_$][\w$]*"
    r"(?:[ \t]*:[^=\n]*)?[ \t]*=[ \t]*|(?:module\.)?exports[ \t]*=[ \t]*|(?<=default[ \t]))?"
    r"\{[ \t]*"
)
_JS_FUNCTION_KEY = re.compile(
    r"[ \t]+([A-Za-z_$][\w$]*)[ \t]*:[ \t]*(?:async[ \t]+)?"
    r"(?:function\b|\([^()\n]*\)[ \t]*(?::[^=\n]*)?=>|[A-Za-z_$][\w$]*[ \t]*=>)"
)


def _js_object_functions(content: str) -> set[str]:
    """The keys with a function value of the object literals a top-level line opens (the
    object's lines indented one step: its keys, not those of an object nested in it)."""
    names: set[str] = set()
    indent: str | None = None
    for line in content.splitlines():
        if indent is None:
            top = line[:1] not in ("", " ", "\t", "}") and line.endswith("{")
            if top and _JS_TOP_OBJECT.fullmatch(line):
                indent = ""
            continue
        if line[:1] == "}":
            indent = None
            continue
        if not line.strip():
            continue
        lead = line[: len(line) - len(line.lstrip(" \t"))]
        if indent == "":
            indent = lead
        if lead == indent:
            found = _JS_FUNCTION_KEY.match(line)
            if found is not None:
                names.add(found[1])
    return names


_DEFINING = re.compile(
    r"\b(?:def|defp|defmacro|sub|function|fun|fn|func|proc|method)[ \t]+([A-Za-z_]\w*)"
)
_YAML_KEY = re.compile(r"(?m)^[ \t]*(?:-[ \t]+)?[\"']?([A-Za-z_][\w.-]*)[\"']?[ \t]*:(?:[ \t]|$)")
_ENUM_BODY = re.compile(r"\benum[ \t]+[A-Za-z_$][\w$]*[ \t]*\{([^{}]*)\}")
#: A Makefile; the targets of its rules ("build test:", not "X := 1") and its variables.
#: (fix-prose71) make's family: Makefile.am/.in (automake), *.mk, *.make, a justfile.
_MAKEFILE = re.compile(r"(?i)(?:GNU)?makefile(?:\.am|\.in)?|[\w.-]+\.(?:mk|make)|\.?justfile")
_MAKE_VALUE = re.compile(r"(?m)^[ \t]*(?:export[ \t]+|override[ \t]+)?(\w+)[ \t]*[:?+!]*=([^\n]*)")
_MAKE_REFERENCE = re.compile(r"\$(?:\((\w+)\)|\{(\w+)\})")
_MAKE_TARGETS = re.compile(r"(?m)^([^\s:#=][^:#=\n]*?)[ \t]*::?(?![=:])")
_MAKE_VARIABLE = re.compile(r"(?m)^[ \t]*(?:export[ \t]+|override[ \t]+)?(\w+)[ \t]*[:?+!]?=")


def _without_defines(content: str) -> str:
    """A Makefile's text without its "define NAME ... endef" blocks (their lines are text,
    no rules); one pass over its lines."""
    kept: list[str] = []
    inside = False
    for line in content.splitlines():
        word = line.strip().partition(" ")[0]
        if inside:
            inside = word != "endef"
        elif word == "define":
            inside = True
        else:
            kept.append(line)
    return "\n".join(kept)


#: What a SQL file names: its tables, views, indexes, types ("CREATE TABLE users").
_SQL_NAMED = re.compile(
    r"(?i)\bcreate[ \t]+(?:or[ \t]+replace[ \t]+)?(?:temp(?:orary)?[ \t]+)?"
    r"(?:table|view|index|type|function|sequence)[ \t]+(?:if[ \t]+not[ \t]+exists[ \t]+)?"
    r"[\"`\[]?(?:\w+\.)?(\w+)"
)


def _python_names(
    content: str,
    modules: frozenset[str],
    path: str = "",
    *,
    imports: bool = True,
    members: bool = True,
) -> frozenset[str] | None:
    """The names a Python module binds, read by its parse (``None``: it does not parse):
    at top level and in its top-level ``if``/``try``/``with`` blocks (assignments, chained
    and unpacked; functions; classes; imports, but not those from the answer's own
    ``modules``), and in its classes' bodies (methods, attributes, enum members, NamedTuple
    fields), nested classes too. A name in a string or a call binds nothing."""
    try:
        tree = ast.parse(content)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    names: set[str] = set()

    def bind(target: ast.expr) -> None:
        if isinstance(target, ast.Name):
            names.add(target.id)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                bind(element)
        elif isinstance(target, ast.Starred):
            bind(target.value)

    def walk(body: Sequence[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(node.name)
            elif isinstance(node, ast.ClassDef):
                names.add(node.name)
                if members:
                    walk(node.body)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    bind(target)
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
                bind(node.target)
            elif isinstance(node, ast.Import) and imports:
                for alias in node.names:
                    names.add(alias.asname or alias.name.partition(".")[0])
            elif isinstance(node, ast.ImportFrom) and imports:
                if _is_module(_resolved(path, node), modules):
                    continue
                names.update(alias.asname or alias.name for alias in node.names)
            elif isinstance(node, ast.If):
                walk(node.body)
                walk(node.orelse)
            elif isinstance(node, ast.Try):
                walk(node.body)
                walk(node.orelse)
                walk(node.finalbody)
                for handler in node.handlers:
                    walk(handler.body)
            elif isinstance(node, (ast.With, ast.For, ast.While)):
                # (fix-prose84) a `for` target and a `with ... as` target bind the name
                if isinstance(node, ast.For):
                    bind(node.target)
                    walk(node.orelse)
                elif isinstance(node, ast.With):
                    for item in node.items:
                        if item.optional_vars is not None:
                            bind(item.optional_vars)
                else:
                    walk(node.orelse)
                walk(node.body)
            elif isinstance(node, ast.Match):
                # (fix-prose84) a `match` case's captures bind names, and its body's code
                for case in node.cases:
                    for pattern in ast.walk(case.pattern):
                        if isinstance(pattern, (ast.MatchAs, ast.MatchStar)) and pattern.name:
                            names.add(pattern.name)
                        elif isinstance(pattern, ast.MatchMapping) and pattern.rest:
                            names.add(pattern.rest)
                    walk(case.body)
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                # (fix-prose84) a walrus in a top-level statement's expressions binds its
                # name in the module ("if (HOME := ...) is None:")
                for child in ast.iter_child_nodes(node):
                    if isinstance(child, ast.expr):
                        for inner in ast.walk(child):
                            if isinstance(inner, ast.NamedExpr):
                                bind(inner.target)

    walk(tree.body)
    # (fix-prose84) a `global` statement in a function binds the module's name when it runs;
    # (fix-prose86) only when the function assigns it before any read of it ("global
    # SETTINGS" then "SETTINGS = {}"): one that reads it first ("if _registry is None:",
    # "_count += 1") needs the module's own binding, left out when the file lacks it
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names.update(_global_assigned_first(node.body))
    return frozenset(names)


def _global_assigned_first(body: list[ast.stmt]) -> set[str]:
    """(fix-prose86) The names a function's ``global`` statements declare that its body assigns
    plainly (``NAME = value``, the value not reading it) before any statement reads them."""
    declared = {name for stmt in body if isinstance(stmt, ast.Global) for name in stmt.names}
    bound: set[str] = set()
    undecided = set(declared)
    for stmt in body:
        if not undecided:
            break
        if isinstance(stmt, ast.Global):
            continue
        targets: list[ast.expr] = []
        value: ast.expr | None = None
        if isinstance(stmt, ast.Assign):
            targets, value = stmt.targets, stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            targets, value = [stmt.target], stmt.value
        read = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} if value else set()
        for target in targets:
            if isinstance(target, ast.Name) and target.id in undecided and target.id not in read:
                bound.add(target.id)
                undecided.discard(target.id)
        mentioned = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)}
        undecided -= mentioned
    return bound


@functools.lru_cache(maxsize=8)
def _python_all(content: str) -> tuple[frozenset[str], bool]:
    """(fix-prose47) The names a Python module's ``__all__`` lists but its top level does
    not bind (a class's method of the same name binds no module name: fileinput.py's
    ``FileInput.close`` is no ``close()``): names of code left out of it. (fix-prose71)
    ``__all__`` is read in every spelling: "__all__ = [...]" or a tuple, annotated
    ("__all__: list[str] = [...]"), "+=", ".extend([...])", ".append('x')", and the lists
    of a concatenation ("token.__all__ + ['tokenize']"), at top level or in its
    ``if``/``try`` blocks. None when it star-imports anywhere at its top level, defines a
    module ``__getattr__`` (PEP 562: concurrent.futures' lazy ThreadPoolExecutor) or calls
    ``globals()``: what those bind is not read (codecs.py's ``from _codecs import *`` in a
    ``try``; re/__init__.py's ``globals().update(RegexFlag.__members__)``). Returned with
    whether such a binding is there (``True``: the names may be bound, :attr:`Held.unsure`)."""
    try:
        tree = ast.parse(content)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return frozenset(), False
    opaque = any(
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "globals"
        for node in ast.walk(tree)
    )
    listed: set[str] = set()
    for node in top_statements(tree.body):
        if isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names):
            opaque = True
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == (
            "__getattr__"
        ):
            opaque = True
        listed.update(all_listed(node))
    if not listed:
        return frozenset(), opaque
    bound = _python_names(content, frozenset(), members=False) or frozenset()
    members = (_python_names(content, frozenset()) or frozenset()) - bound
    methods = {
        item.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        for item in node.body
        if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
    }
    # (a class attribute an enum exports to the module, ``@enum.global_enum``, is held)
    kept = frozenset(name for name in listed - bound if name not in members or name in methods)
    return kept, opaque


#: A line binding imported names: an import, or a declaration whose value is a require()
#: ("const { a, b } = require('./x')"); a declaration's calls ("const s = sanitize(x)") bind
#: only its own name, which the definitions already hold.
_IMPORT_LINE = re.compile(
    r"^[ \t]*+(?:(?:import|from|use|require|#include)\b[^\n]*"
    r"|(?:const|let|var)\b[^\n=]*=[ \t]*+(?:await[ \t]++)?require\b[^\n]*)",
    re.MULTILINE,
)


def named_code_left_out(
    line: str, files: Sequence[GeneratedFile], held: Held | None = None
) -> bool:
    """Whether the sentence ``line`` of prose around ``files`` says that code named as code
    ("g and k", "`parse()` and `dump()`") was left out or kept as it was, none of those names
    being code ``files`` have (:meth:`Held.there`; ``held``: theirs, when known): the named
    code is the left-out rest of them.
    (Words, "tests and docs were omitted", name no code; a name the files define or import
    is code they hold; names left out of another file, or deleted, leave nothing out of
    these.) The one rule of every reader whose result has files."""
    if not files or _LEFT_OR_KEPT.search(line) is None:
        return False
    # (a sentence naming files of the answer speaks of their code only: "In `app.py`, `g()`
    # and `k()` are unchanged" is not held by another file's g and k)
    named = [file for file in files if _names_path(line, file.file_path)]
    if named and len(named) < len(files):
        named = _reached(named, files)
    if named and len(named) < len(files):
        held = Held.of(named, files)
    held = Held.of(files) if held is None else held
    return any(_left_out_here(line, found, files, held) for found in _NAME_RUN.finditer(line))


def _names_path(line: str, path: str) -> bool:
    """Whether ``line`` names the file ``path`` (its path or its base name, as a word)."""
    for name in {path, path.rpartition("/")[2]}:
        if re.search(rf"(?<![\w./-]){re.escape(name)}(?![\w/-]|\.\w)", line):
            return True
    return False


def _left_out_here(
    line: str, found: re.Match[str], files: Sequence[GeneratedFile], held: Held
) -> bool:
    """Whether the names of the run ``found`` in ``line`` are code left out of ``files``."""
    parts = _NAMES_SPLIT.split(found[0])
    names, joins = parts[::2], parts[1::2]
    # A plain word joined by a bare comma at the run's ends is the sentence's, not a name:
    # "For brevity, `g` and `k` are not shown", "I omitted g() and k(), which are unchanged".
    while (
        len(names) > 1
        and joins[0] == ", "
        and (not _code_shaped(names[0]) or _PATH_NAME.fullmatch(names[0].strip("`")))
    ):
        names, joins = names[1:], joins[1:]  # (and "In `app.py`, `g()` and ...": the place)
    while len(names) > 1 and joins[-1] == ", " and not _code_shaped(names[-1]):
        names, joins = names[:-1], joins[:-1]
    names = [name for name in names if name]
    if not names or not all(_code_shaped(name) for name in names):
        return False
    if any(_PATH_NAME.fullmatch(name.strip("`")) for name in names):
        return False  # (a file's path: a file not sent, no part of one)
    rest = line[found.end() :]
    entry = _ENTRY_NOUN.match(rest)
    if (
        entry is not None
        and _ANY_ENTRY.fullmatch(entry["kind"])
        and _kind_defined(entry["kind"], held.kinds)
    ):
        return _entries_left_out(names, rest[entry.end() :], files, held)
    kind = _NOT_CODE_KIND.match(rest)
    if kind is not None and not _kind_defined(kind["kind"], held.kinds):
        return False  # (names of something the files do not define: no part is missing)
    fields = _FIELDS.match(rest)
    if fields is not None and not held.classes:
        return False  # (fix-refusals39: fields, and no class of the files to hold them)
    owner = _FIELDS_OF.match(rest, fields.end()) if fields is not None else None
    if owner is not None and _left_out_of_elsewhere(rest[owner.end() :], files):
        return False  # (fix-prose47: "fields of `Config` in `settings.py`": another file's)
    # (fix-refusals39: one name a file only reads as a string, a key or an argument,
    # ``os.environ['DATABASE_URL']``: the list names such strings, no code)
    # (fix-prose71: not a name the module's ``__all__`` lists: its code, whatever string the
    # file also passes, webbrowser.py's "open" and its module function open())
    stripped = [name.strip("`").removesuffix("()") for name in names]
    if any(name in held.strings and name not in held.wanted for name in stripped):
        return False
    if _env_names(names, held, line):
        return False
    # (a list names things of one kind: one no code at all, "`__pycache__` and `.venv`",
    # makes it a list of no code; of the others only the names of code the files would
    # define are read, "`g()` and `print()`" reads g; none: no part is missing)
    if any(not _code_word(name) for name in names):
        return False
    # (fix-prose71: a builtin's name a sentence says was left out, "`open()` is unchanged
    # (omitted for brevity)", is the module's own function: a builtin is in no file)
    # (only when it also says the code is kept as it was: "`breakpoint()` was left out"
    # alone says a call was taken out of the file on purpose, a whole file)
    said_left_out = _LEFT_OUT.search(line) is not None and _STILL_THERE.search(line) is not None
    names = [name for name in names if _code_kind(name, files, held, said_left_out)]
    if not names:
        return False
    if len(names) < 2 and not (names[0].startswith("`") or names[0].endswith("()")):
        return False
    if len(names) < 2 and not _ONE_NAME_ENDS.match(rest):
        return False  # ("I omitted `print()` calls": the name is a word of a phrase)
    if _left_out_of_elsewhere(rest, files) or _DELETED.match(rest) or _DROPPED.match(rest):
        return False
    # (fix-prose71: "The `test` and `lint` targets from `common.mk` are unchanged": a kind's
    # noun, then a place that is no file of the answer: that file's code, not these files')
    noun = _KIND_NOUN.match(rest)
    if noun is not None and _left_out_of_elsewhere(rest[noun.end() :], files):
        return False
    bare = [re.split(r"\.|::", name.strip("`").removesuffix("()"))[-1] for name in names]
    # (each name is read: one of two the files define leaves the other out)
    return not all(
        held.there(name)
        or (name in held.unsure and not said_left_out)
        or _member_there(full, files)
        for name, full in zip(bare, names, strict=True)
    )


def _entries_left_out(
    names: list[str], after: str, files: Sequence[GeneratedFile], held: Held
) -> bool:
    """(fix-prose74) Whether ``names``, called entries of a kind one of ``files`` holds by
    the noun after them (:data:`_KIND_OF_FILE`: "the `db` and `redis` services" beside
    docker-compose.yml, "the `clean` target" beside a Makefile, one name too), are entries
    those files lack: the file sent is a part that left them out. ``after``: the words after
    the noun (kept elsewhere, deleted or dropped: no part is missing). A table's name in
    brackets ("`[tool.ruff]`") is read without them; a name is held when the files define it
    (:meth:`Held.there`), or a CMakeLists.txt's text (a page to :class:`Held`) has it."""
    if len(names) < 2 and not _ONE_NAME_ENDS.match(after):
        return False
    if _left_out_of_elsewhere(after, files) or _DELETED.match(after) or _DROPPED.match(after):
        return False
    bare = [name.strip("`").strip("[]").removesuffix("()") for name in names]
    if not all(re.fullmatch(r"[\w@][\w.@/:-]*", name) for name in bare):
        return False
    return not all(
        held.there(name)
        or re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", held.entry_text) is not None
        for name in bare
    )


#: A name written like an environment variable's: capitals, digits, "_" ("HOST", "DB_URL").
_ENV_SHAPED = re.compile(r"[A-Z][A-Z0-9_]+")
#: (fix-prose56) The sentence calls its names the environment's ("environment", "env vars").
_ENV_WORDS = re.compile(
    r"(?i)\b(?:environment|env|dotenv)\b"
    r"|(?<!module-level )(?<!module )(?<!class )(?<!instance )(?<!global )\b(?:variables?|vars?)\b"
)
#: (fix-prose63) Words saying the named capitals are the code's own: "constants", "(module
#: constants)", "defined above", "module-level variables", "class variables": never
#: environment names, whatever their shape ("The `BASE_URL` and `API_KEY` constants are
#: unchanged" after a part of app.py names module constants left out).
_CODE_CONSTANT_WORDS = re.compile(
    r"(?i)\b(?:constants?|defined|module(?:-level)?|class|instance|global)\b"
)
#: (fix-prose56) A conventional name of a server's or a service's environment: where it
#: listens, where a resource is, a credential ("HOST", "PORT", "DATABASE_URL", "API_KEY");
#: not a module constant's name ("TIMEOUT", "MAX_RETRIES", "DEFAULT_PAGE_SIZE").
_ENV_CONVENTIONAL = re.compile(
    r"(?:HOST|PORT|[A-Z0-9_]*_(?:URL|URI|DSN|HOST|PORT|KEY|TOKEN|SECRET|PASSWORD|USER(?:NAME)?))"
)


def _env_names(names: list[str], held: Held, line: str) -> bool:
    """(fix-prose47) Whether ``names`` are environment variables' names beside files that
    read the environment by key: each shaped like one (:data:`_ENV_SHAPED`), none a word of
    the files (code of theirs left out would be used by them: ``app.run(port=PORT)``), and a
    Python file reading such a key (``os.environ['DATABASE_URL']``): "`HOST` and `PORT`
    remain as before" after a whole Flask app.py speaks of its environment, not its code.
    (fix-prose56) And the sentence says so: it calls them the environment's
    (:data:`_ENV_WORDS`), or each is a conventional environment name
    (:data:`_ENV_CONVENTIONAL`) and it says no code was left out (:data:`_LEFT_OUT`, "for
    brevity"): "The `MAX_RETRIES` and `TIMEOUT` constants are unchanged", "`TIMEOUT` is
    unchanged (omitted for brevity)" after a part of app.py name its constants left out.
    (fix-prose63) Never when the sentence calls them the code's own
    (:data:`_CODE_CONSTANT_WORDS`: constants, defined, module-level or class variables)."""
    bare = [name.strip("`").removesuffix("()") for name in names]
    if not all(_ENV_SHAPED.fullmatch(name) for name in bare):
        return False
    if not any(_ENV_SHAPED.fullmatch(string) for string in held.strings):
        return False
    if _CODE_CONSTANT_WORDS.search(line) is not None:
        return False
    if _ENV_WORDS.search(line) is None and (
        not all(_ENV_CONVENTIONAL.fullmatch(name) for name in bare)
        or _LEFT_OUT.search(line) is not None
        or re.search(r"(?i)\bbrevity\b", line) is not None
    ):
        return False
    return not any(re.search(rf"(?<![\w.]){name}(?!\w)", held.text) for name in bare)


def _member_there(name: str, files: Sequence[GeneratedFile]) -> bool:
    """Whether ``name`` is a dotted name whose head is a Python module of the answer
    (``helpers.g``: helpers.py) that defines its member (fix-refusals39: a file's
    ``import helpers`` then ``helpers.g()``)."""
    parts = name.strip("`").removesuffix("()").split(".")
    if len(parts) > 2 or not re.fullmatch(r"[A-Za-z_]\w*", parts[-1]):
        return False
    modules = frozenset(m for m in (_module_of(f.file_path) for f in files) if m)
    for file in files:
        module = _module_of(file.file_path)
        if not module or parts[-1] not in _code_names(file.file_path, file.content, modules):
            continue
        if parts[-1] in _python_all(file.content)[0]:
            continue  # (fix-prose71: a method named like a module function __all__ lists)
        if len(parts) == 2 and _is_module(parts[0], frozenset({module})):
            return True
        # (a bare name, used by a file of the answer as that module's member: ``helpers.g()``
        # in app.py is a call to `g()`)
        head = re.escape(module.rpartition(".")[2])
        used = rf"(?<![\w.]){head}\.{re.escape(parts[-1])}(?!\w)"
        if len(parts) == 1 and any(re.search(used, other.content) for other in files):
            return True
    return False


#: What the names of a sentence are when the noun or verb right after them says so (the
#: kind of thing named is said in words alone: a list): no code a file defines ("`users` and
#: `orders` tables", "`DATABASE_URL` environment variables", "`requests` and `click` are
#: unchanged dependencies", "`pytest` and `mypy` pass").
_NOT_CODE_KIND = re.compile(
    r"(?i)(?:[ \t]+(?:are|is|were|was|stay|stays|remain|remains)\b)?"
    r"(?:[ \t]+(?:unchanged|untouched|existing|the[ \t]+same))?[ \t]+"
    r"(?P<kind>(?:environment|env|config(?:uration)?|cli|command[- ]line)[ \t]+(?:variables?|vars?)"
    r"|dependenc(?:y|ies)|packages?|librar(?:y|ies)|flags?|options?|switch(?:es)?|tables?|"
    r"columns?|scripts?|commands?|services?|containers?|tools?|settings?|secrets?|"
    r"endpoints?|routes?|pass(?:es)?|succeeds?|succeed)\b"
)
#: (fix-prose47) the kinds of _NOT_CODE_KIND a file of one kind defines: a SQL file's
#: tables and views ("The `users` and `orders` tables are unchanged" after a part of
#: schema.sql names tables it creates).
#: (fix-prose74) and the entries of a build or config file, by the noun a sentence calls them
#: (one row a file kind, matched on the file's name): package.json's scripts and
#: dependencies, a TOML file's tables and dependencies, CMake's targets and rules, Gradle's
#: blocks, a compose file's services, make's and just's targets and recipes. "The `build` and
#: `test` scripts are unchanged" after a package.json without them names its left-out
#: entries, not scripts of no file.
_KIND_OF_FILE: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (re.compile(r"(?i)tables?|views?"), re.compile(r"(?i).+\.sql")),
    (
        re.compile(r"(?i)scripts?|(?:dev|peer|optional)?dependenc(?:y|ies)|packages?|fields?"),
        re.compile(r"(?i)package\.json"),
    ),
    (
        re.compile(r"(?i)dependenc(?:y|ies)|crates?|tables?|sections?|features?|profiles?"),
        re.compile(r"(?i).+\.toml"),
    ),
    (
        re.compile(r"(?i)targets?|rules?|commands?|calls?|options?|blocks?|sections?"),
        re.compile(r"(?i)CMakeLists\.txt|.+\.cmake"),
    ),
    (
        re.compile(r"(?i)blocks?|dependenc(?:y|ies)|plugins?|tasks?|sections?|closures?"),
        re.compile(r"(?i)(?:build|settings)\.gradle(?:\.kts)?"),
    ),
    (
        re.compile(r"(?i)services?|volumes?|networks?|containers?|sections?"),
        re.compile(r"(?i)(?:docker-)?compose(?:\.[\w-]+)?\.ya?ml"),
    ),
    (re.compile(r"(?i)targets?|rules?|recipes?|tasks?"), _MAKEFILE),
)
_ANY_ENTRY = re.compile(
    "|".join(f"(?:{noun.pattern.removeprefix('(?i)')})" for noun, _ in _KIND_OF_FILE), re.I
)
#: (fix-prose74) the noun right after the names ("`clean` target", "`db` and `redis`
#: services"), weighed by :data:`_KIND_OF_FILE`.
_ENTRY_NOUN = re.compile(r"[ \t]+(?P<kind>[A-Za-z]+)\b")
#: A name of code a file may define: an identifier, or one dotted or "::"-joined
#: ("Mode.A", "S::g"); not a dotfile ("`.env`"), a flag ("`--verbose`"), a command ("`npm
#: start`").
_IDENTIFIER_PATH = re.compile(r"[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*")
#: A file's name without a suffix ("Dockerfile", "Makefile", "Procfile").
_SUFFIXLESS_FILE = re.compile(r"[A-Z][a-z]+file")
#: A dotted name's head that is the code's own object, not a library's module.
_SELF_HEADS = frozenset({"self", "cls", "this", "super"})


def _kind_defined(kind: str, kinds: frozenset[int]) -> bool:
    """Whether one of the files, of the kinds ``kinds`` (:attr:`Held.kinds`), is of a kind that
    holds things called ``kind`` (a SQL file's tables: :data:`_KIND_OF_FILE`)."""
    return any(_KIND_OF_FILE[at][0].fullmatch(kind) for at in kinds)


def _is_kind(at: int, path: str) -> bool:
    """Whether the file ``path`` is of the kind of row ``at`` of :data:`_KIND_OF_FILE`."""
    return _KIND_OF_FILE[at][1].fullmatch(path.replace("\\", "/").rpartition("/")[2]) is not None


def _code_word(name: str) -> bool:
    """Whether ``name`` is written as a name of code at all: an identifier path, not a
    dotfile, a flag, a command, a file's suffixless name."""
    bare = name.strip("`").removesuffix("()")
    return bool(_IDENTIFIER_PATH.fullmatch(bare)) and not _SUFFIXLESS_FILE.fullmatch(bare)


#: Words saying left-out code is still as it was (it is shown elsewhere, not taken out).
_STILL_THERE = re.compile(
    r"\b(?:unchanged|untouched|the same|identical|as (?:before|it was|they were|is))\b", re.I
)


def _code_kind(
    name: str, files: Sequence[GeneratedFile], held: Held, left_out: bool = False
) -> bool:
    """Whether ``name`` (as written in the sentence) is of the kind of code the files would
    define: an identifier path, not one of Python's builtins beside a Python file
    ("`print()`"), unless the module's ``__all__`` lists it or the sentence says it was left
    out (``left_out``: "omitted"), nor a library's dotted path ("`numpy.array`": a
    small-letter head no file holds)."""
    bare = name.strip("`").removesuffix("()")
    if not _code_word(name):
        return False
    parts = re.split(r"\.|::", bare)
    if len(parts) == 1:
        return (
            bare in held.wanted
            or left_out
            or not (
                bare in _PY_BUILTINS and any(f.file_path.endswith((".py", ".pyi")) for f in files)
            )
        )
    head = parts[0]
    if head in held.libraries:
        return False  # (fix-refusals39: `os.getenv()`, a member of a library the file imports)
    # (fix-hunt75-41: a member of a module the answer writes, `utils.g()` beside utils.py, is
    # that module's code, however the files import it, `import utils as u`)
    modules = frozenset(m for m in (_module_of(f.file_path) for f in files) if m)
    if len(parts) == 2 and _is_module(head, modules):
        return True
    return head in _SELF_HEADS or not head[0].islower() or held.there(head)


_PY_BUILTINS = frozenset(name for name in dir(builtins) if not name.startswith("_"))


#: (fix-refusals39) the names dropped, said with a reason: "are no longer needed, so they
#: were omitted" (words alone say it: a list).
_DROPPED = re.compile(
    r"(?: (?:are|were|is|was|have been|has been))? no longer (?:needed|used|required"
    r"|necessary|called)\b"
)
#: (fix-refusals39) the names kept IN a file (a path): "are unchanged in requirements.txt",
#: "stay the same in `auth.py`".
_IN_PATH = re.compile(
    r"(?: (?:are|were|is|was|stay|stays|remain|remains))?(?: (?:unchanged|untouched"
    r"|the same|as before|kept))? in (?:the |your )?[`*]{0,2}([\w./-]+?)[`*]{0,2}[.,;:!?]?(?:\s|$)"
)
#: (fix-prose71) one noun after the names, then their place ("targets from `common.mk`").
_KIND_NOUN = re.compile(r"[ \t]+[A-Za-z]+(?=[ \t]+(?:from|in|of|inside)\b)")
#: (fix-refusals39) what follows names of fields ("`user_id` and `email` fields").
_FIELDS = re.compile(r"(?i)[ \t]+(?:fields?|attributes?|properties)\b")
#: (fix-prose47) the class the fields are of, after them: " of `Config`", " of the Config class".
_FIELDS_OF = re.compile(r"(?i)[ \t]+of[ \t]+(?:the[ \t]+)?[`*]{0,2}[\w.]+[`*]{0,2}(?:[ \t]+class)?")


def _left_out_of_elsewhere(rest: str, files: Sequence[GeneratedFile]) -> bool:
    """Whether ``rest``, what follows the names, says they were left out of something other
    than ``files``: "from requirements.txt" (a path none of them has), "from the listing";
    or kept in another file (fix-refusals39): "unchanged in `auth.py`", a path none of
    them has."""
    kept_in = _IN_PATH.match(rest)
    if kept_in is not None and _PATH_NAME.fullmatch(kept_in[1].rstrip(".")):
        base = kept_in[1].rstrip(".").rpartition("/")[2]
        if all(file.file_path.rpartition("/")[2] != base for file in files):
            return True
    place = _IN_FILE.match(rest)
    if place is not None:
        # (fix-hunt70-40: "`main()` in cli.py are unchanged": the code of another file, one
        # the answer does not write: none of these files')
        base = place[1].rpartition("/")[2]
        if all(file.file_path.rpartition("/")[2] != base for file in files):
            return True
    elsewhere = _FROM_ELSEWHERE.match(rest)
    if elsewhere is None:
        return False
    target = elsewhere[1].rstrip(".")
    if any(sign in target for sign in "./"):
        base = target.rpartition("/")[2]
        return all(file.file_path.rpartition("/")[2] != base for file in files)
    return target.lower() not in _FROM_THE_FILES


#: A fence's line (opening or closing): not prose, not the JSON header's.
_FENCE_LINE = re.compile(r"[ \t]*(?:`{3,}|~{3,})[^`]*")


def _header_start(text: str, start: int, floor: int) -> int:
    """Where the JSON header above a native document's first marker ``start`` begins: the
    topmost line of the lines above that start as JSON or a fence does from which the JSON
    (fence lines left out) parses. A line of prose starting with a backquote, quote or
    bracket is no header. When none parses (a header the repair layer mends), the topmost of
    those lines."""
    lines: list[tuple[int, str]] = []  # (nearest first)
    before = line_before(text, start, floor)
    for _ in range(_HEADER_LINES):
        if before is None:
            break
        line = text[before[0] : before[1]]
        if line.lstrip()[:1] not in _HEADER_STARTS:
            break
        lines.append((before[0], line))
        before = line_before(text, before[0], floor)
    if not lines:
        return start
    body = [(at, line) for at, line in lines if not _FENCE_LINE.fullmatch(line)]
    for index in range(len(body) - 1, -1, -1):  # (topmost first)
        at, line = body[index]
        if line.lstrip()[:1] not in "{[":
            continue
        try:
            json.loads("\n".join(line for _, line in reversed(body[: index + 1])))
        except (ValueError, RecursionError):
            continue
        return at
    return lines[-1][0]


def _prose_after_document(text: str, after: int) -> list[tuple[int, str]]:
    """The first lines of prose after a native document's end marker ``after``, its
    paragraphs read past the code blocks between them ("Run it:", a bash block, "The rest of
    app.py is unchanged."), at most :data:`_PROSE_AFTER_LINES` lines."""
    return _prose_lines(text, after, _PROSE_AFTER_LINES)


def _weigh_after(
    answer: Answer, rest: Answer, after: int, winner: Convention, result: ParseResult, out: set[str]
) -> None:
    """Weigh the text of ``rest`` (``answer`` with what precedes ``after`` blanked) from
    ``after``, what follows the document or prose beside its files: files of another
    convention there, a code block the Markdown rules take for a file, commands and
    sentences that change a written file (not usable, each)."""
    if not _say_mixed(answer, rest, winner, result, out, enclosing=None):
        _say_file_in_prose(answer, after, winner, result)
        _say_changed_after(answer, after, result)


def _blanked(answer: Answer, spans: Sequence[tuple[int, int]]) -> Answer:
    """A view of ``answer`` with the stretches ``spans`` (the winner's files) blanked, line
    breaks kept: what the other conventions read there is the files' content, not structure,
    and an early quote there must neither hide a later file nor stand for one."""
    text = answer.text
    parts: list[str] = []
    pos = 0
    for start, end in spans:
        start = max(start, pos)
        if end <= start:
            continue
        parts += [text[pos:start], _blank(text[start:end])]
        pos = end
    parts.append(text[pos:])
    return replace(answer, text="".join(parts), cache={}, notes=answer.notes.copy())


#: The conventions whose calls open with a tag: an answer that ends inside one was cut there.
_TAGGED = ("cline", "bolt", "openhands", "claude_artifacts")
#: The opening of a call that writes (or edits) a file, on a line of its own, and its closing
#: tag: a last call left open at the end of the answer was cut (its file never arrived).
_CALL_OPENING = re.compile(
    r"(?m)^[ \t]*<(?P<tag>write_to_file|replace_in_file|apply_diff|insert_content"
    r"|search_and_replace|boltArtifact|antArtifact|function)\b"
)
_CALL_CLOSING = {"boltArtifact": "</boltArtifact>", "antArtifact": "</antArtifact>"}
_CALL_OF = {"boltArtifact": "bolt", "antArtifact": "claude_artifacts", "function": "openhands"}


def _last_open_call(text: str, names: set[str]) -> int | None:
    """Where the last call of the conventions ``names`` starts when the text ends inside it
    (its closing tag never came), or None."""
    last = None
    for found in _CALL_OPENING.finditer(text):
        last = found
    if last is None or _CALL_OF.get(last.group("tag"), "cline") not in names:
        return None
    tag = last.group("tag")
    closing = _CALL_CLOSING.get(tag, "</function>" if tag == "function" else f"</{tag}>")
    return None if text.find(closing, last.end()) != -1 else last.start()


def _say_cut_call(answer: Answer, seen: Answer, winner: Convention, result: ParseResult) -> None:
    """The answer ends inside a call of another tag convention, outside the winner's files (a
    Markdown file, then ``<write_to_file><path>b.p`` and no more): the model was cut off
    while writing a file the result lacks. Not usable (``truncated``), naming the call."""
    end = len(seen.text)
    present = {
        other.name
        for other in CONVENTIONS
        if other.name in _TAGGED and other is not winner and other.present(seen)
    }
    for other in CONVENTIONS:
        if other.name not in present:
            continue
        pos = other.first(seen)
        if pos is None or not other.open_at(seen, end):
            pos = _last_open_call(seen.text, {other.name})
        if pos is None:
            continue
        line, column = answer.notes.locate(pos)
        result.diagnostics.append(
            Diagnostic(
                "truncated",
                Severity.ERROR,
                f"the answer was read as {winner.name}, but it ends inside a {other.name} call "
                f"(from line {line}) that was not read: the answer was cut off while writing a "
                "file; send the answer again, every file the same way",
                line,
                column,
            )
        )
        if result.status.usable:
            result.status = Status.TRUNCATED
        return


#: Where a JSON value may start on a line of prose: at the line's start, or after a short
#: label (``Update: {...}``).
_JSON_START = re.compile(r"(?m)^[ \t>*-]*(?:[\w .'()-]{0,40}[:\uff1a>-][ \t]*)?([{\[])")


def _say_json_change(seen: Answer, after: int, result: ParseResult) -> None:
    """A JSON value in the text after the last file of a convention's answer (``seen``: its
    files blanked) that gives a written file other text or an edit (``{"a.py": "x = 2"}``,
    ``{"path": "a.py", "search": ..., "replace": ...}``: :func:`.closing.json_change`) is a
    later version of that file in another shape: the result does not hold it; not usable. A
    value that only reports on the files (``{"path": "a.py", "status": "written"}``) is data
    about them."""
    if result.code is None or not result.code.files or not result.status.usable:
        return
    contents = {f.file_path: f.content for f in result.code.files}
    text = seen.text
    pos = after
    while True:
        found = _JSON_START.search(text, pos)
        if found is None:
            return
        changed = json_change(text, found.start(1), contents)
        if changed is None:
            pos = found.end()
            continue
        path, _ = changed
        line = seen.notes.locate(found.start(1))[0]
        result.diagnostics.append(
            Diagnostic(
                "changed-after",
                Severity.ERROR,
                f"the JSON value at line {line}, after the files, gives {path} other text or "
                "an edit: the file in the answer may not be the one the model meant; the "
                "answer is not usable. Send each file once, as it should end up",
                line,
            )
        )
        result.status = Status.REJECTED_FILES
        return


def _say_changed_after(answer: Answer, after: int, result: ParseResult) -> None:
    """Commands after the end marker (a shell block, a command quoted in prose) that may
    change a file of the document: the files are not what the answer leaves; not usable."""
    files = {f.file_path: f.content for f in result.code.files}
    # the written files indexed once for every rule below (each index is built lazily)
    written = _WrittenLines(list(files.items()))
    seen = _without_quotes(answer, after, written)
    changed = changed_after(seen, after, list(files), files)
    said: tuple[str, int] | None = None
    if not changed:
        # the commands a container of the prose shows (``__sed -i ... a.py__``, a table's
        # cell): read as the text after every other convention's files is
        unwrapped = text_changes(answer, after, seen.text[after:], files)
        if unwrapped:
            line = answer.notes.locate(after)[0]
            said = (
                f"after the document (from line {line}), a command the text shows may change "
                f"{', '.join(unwrapped[:3])}: the files as written may not be what the answer "
                "leaves; the answer is not usable. Send each file as it should end up, and no "
                "commands that change it",
                line,
            )
    if not changed and said is None:
        held = HeldTokens(list(files.items()))
        said = (
            _said_changed(answer, after, result, written, held)
            or _rewritten_after(answer, after, written, held)
            or _novel_after(answer, after, written, held, files)
        )
    if not changed and said is None:
        said = cut_command(answer, after, list(files))
    if changed:
        _, message, line = changed[0]
    elif said is not None:
        message, line = said
    else:
        # A command there that writes a file the document does not hold: that file is lost.
        say_runs_write_files(answer, [Run(after, seen.text[after:], info="text")], result)
        return
    result.diagnostics.append(Diagnostic("changed-after", Severity.ERROR, message, line))
    if result.status.usable:
        result.status = Status.REJECTED_FILES


# The suffixes of scripts: a block quoting their lines may be the commands it runs.
_SCRIPT_SUFFIXES = (".sh", ".bash", ".zsh", ".ps1", ".bat", ".cmd")


def _without_quotes(answer: Answer, after: int, written: _WrittenLines) -> Answer:
    """``answer`` with the blocks after the end marker (fences, ``>`` block quotes, indented
    blocks) that quote lines of a written file other than a script blanked (line breaks
    kept): a quote of `app.js` is no command (`export function f(x) {` runs no `x`)."""
    text = answer.text
    spans: list[tuple[int, int]] = []
    for block in _blocks_after(text, after):
        intro = None if block.label is None else text[block.label[0] : block.label[1]]
        if _fixed(intro):
            continue
        quoted = written.quote_of(block.body)
        if quoted is None or "." not in quoted.rsplit("/", 1)[-1]:
            continue
        if not quoted.lower().endswith(_SCRIPT_SUFFIXES):
            spans.append(block.blank)
    if not spans:
        return answer
    parts: list[str] = []
    pos = 0
    for start, end in spans:
        parts += [text[pos:start], _blank(text[start:end])]
        pos = end
    parts.append(text[pos:])
    return replace(answer, text="".join(parts), cache={}, notes=answer.notes.copy())


# A sentence after the end marker that names a written file says something about it. Read as
# a list of verbs that change a file, the rule misses every verb, mood and language not in the
# list ("Get rid of util.py", "util.py must go", "Rimuovi util.py"); so it is inverted: a
# sentence that names a written file (or "it"/"this file" right after one that did) tells to
# change it unless it is harmless WHOLE (:func:`.closing.sentence_is_harmless`). A false
# refusal costs a retry; a missed change writes a file the model did not mean.
# A file of the answer that the sentence calls the user's old copy ("The old app.py can be
# deleted"): the written file replaces it.
_OLD_COPY = frozenset({"old", "previous", "original", "existing", "current", "former"})
_MAY = re.compile(r"(?i)\b(?:can|may)\b")
# "it", "this file", "that file", "there": the file the sentence before named.
_SAME_FILE = re.compile(
    r"(?i)\b(?:it|this[ \t]+file|that[ \t]+file|the[ \t]+file)\b"
    r"|(?<=\w)[ \t]+there\b(?![ \t]+(?:is|are|was|were|you)\b)"
)
# The words after a file's name without its suffix that make it the file ("the util module").
# The written file named by what it is, not by its name (the only file written).
_THE_FILE = re.compile(r"(?i)\b(?:this|that|the)[ \t]+(?:file|script|program|module)\b")
_STEM_NOUNS = frozenset({"module", "file", "script", "package", "component", "class"})
# A sentence that gives a written file a name: the file (this, it, the code above, the script,
# the first file...), a verb that names or puts it somewhere, then a path. The path is
# compared with the written files (:func:`_given_name`): a path no file has is a new name
# the files as written do not have. The objects are the words that point at a block of the
# answer (a closed set of pronouns and nouns of code), not a list of sentences.
_OF_ANSWER = (
    r"(?:it|this|that|these|this[ \t]+(?:file|code|one)|the[ \t]+code"
    r"|the[ \t]+(?:script|program|module|file|snippet|source)"
    r"|the[ \t]+(?:first|second|third|last|other|\w+th)[ \t]+(?:file|one|script|module|block))"
    r"(?:[ \t]+(?:above|below))?"
)
_PATH_GIVEN = (
    r"(?:a[ \t]+file[ \t]+(?:named|called)[ \t]+)?[`*'\"]*(?P<path>[\w./-]*\w\.\w[\w./-]*?)"
    r"[`*'\"]*(?=[\s.,;:!?)]|$)"
)
_GIVES_NAME = re.compile(
    r"(?i)\b(?:"
    r"(?:save|store|write|put|place|paste|copy|move)[ \t]+"
    + _OF_ANSWER
    + r"[ \t]+(?:as|in|into|to)"
    r"|(?:call|name)[ \t]+" + _OF_ANSWER + r"(?:[ \t]+(?:as|to))?"
    r"|rename(?:[ \t]+" + _OF_ANSWER + r")?[ \t]+(?:to|as)"
    r"|" + _OF_ANSWER + r"[ \t]+(?:should|must|can|needs[ \t]+to)[ \t]+be[ \t]+"
    r"(?:saved|named|called|renamed|put|placed|stored)(?:[ \t]+(?:as|to|in|into))?"
    r")[ \t]+" + _PATH_GIVEN
)
# A line that is only a file label ("File: server.py") after the document.
_FILE_LABEL = re.compile(
    r"(?i)^[ \t]*(?:file|filename|file[ \t]+name)[ \t]*:[ \t]*" + _PATH_GIVEN + r"[ \t]*$"
)


def _given_name(sentence: str, paths: set[str], bases: set[str]) -> str | None:
    """The path a sentence gives a file of the answer as its name (:data:`_GIVES_NAME`) when no
    written file has it, or None. A bare name is that of a written file in any folder."""
    sentence = sentence.strip()
    label = _FILE_LABEL.match(sentence)
    for found in [label] if label is not None else _GIVES_NAME.finditer(sentence):
        path = found.group("path") or ""
        key = path.lower()
        if not path or not valid_path(path) or key in paths:
            continue
        if "/" not in key and key in bases:
            continue
        return path
    return None


# A template the user copies under another name (`.env.example` renamed to `.env`).
_TEMPLATE = re.compile(r"(?i)\.(?:example|sample|template|dist|tpl)$|\.(?:example|sample)\.")
# (a clause after a semicolon is weighed alone: "util.py is obsolete; delete it")
_SENTENCE_END = re.compile(
    r"[.!?;](?=\s|$)|[\u3002\uff01\uff1f]|\n[ \t]*\n|\n[ \t]*(?:[-*+]|\d+\.)[ \t]"
)
#: The name or number of an HTML character reference, right before its ";" (``&amp``).
_REFERENCE_BEFORE = re.compile(
    r"&(?:[A-Za-z][A-Za-z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6})\Z"
)
_PROSE_WORD = re.compile(r"[\w./@+~-]+")
# An inline code span that holds a command (a space inside): the shell rules read it.
_CODE_SPAN = re.compile(r"`[^`\n]*`")
# What follows a line ending with a colon that is a block the block rules weigh: a fence (the
# gap ends there), a `>` block quote or an indented code block.
_BLOCK_BELOW = re.compile(r"[ \t]*(?:\r?\n[ \t]*)*(?:>|(?: {4}|\t)\S)")


def _without_commands(sentence: str) -> str:
    """``sentence`` with its inline code spans that hold a command blanked."""
    return _CODE_SPAN.sub(
        lambda m: " " if any(c.isspace() for c in m.group()) else m.group(), sentence
    )


def _said_changed(
    answer: Answer, after: int, result: ParseResult, written: _WrittenLines, held: HeldTokens
) -> tuple[str, int] | None:
    """Prose after the end marker (outside code blocks) that names a file the document wrote
    (or says "it"/"this file" right after a sentence that did) and is not harmless whole
    (:func:`.closing.sentence_is_harmless`): the model may have meant another file than the
    answer holds. The message and its line, or None."""
    names: dict[str, str] = {}
    stems: dict[str, str] = {}  # "util" of util.py, for "the util module"
    contents = {f.file_path: f.content for f in result.code.files}
    for f in result.code.files:
        base = f.file_path.rsplit("/", 1)[-1]
        names.setdefault(f.file_path.lower(), f.file_path)
        names.setdefault(base.lower(), f.file_path)
        if "." in base.strip("."):
            stems.setdefault(base.lstrip(".").split(".", 1)[0].lower(), f.file_path)
    text = answer.text
    pos = after
    gaps: list[tuple[int, int]] = []
    for block in _blocks_after(text, after):
        # a JSON value in a code block that holds an edit of a written file, or its text in
        # another shape (``{"a.py": ["x = 2"]}``): what it says outside a fence
        if block.kind == "a code block" and json_edit(block.body):
            path = _named_file(block.body, names, stems, None)
            if path is not None:
                line, _ = answer.notes.locate(block.start)
                return (
                    f"after the document, line {line}, a code block holds a JSON value with "
                    f"text for {path} or an edit of it: the file as written may not be what "
                    "the model meant; write every file as it should be, once",
                    line,
                )
        # a fence, or a `>` or indented block quoting a written file: code the block rules
        # weigh, not prose
        if block.kind == "a code block" or written.quote_of(block.body) is not None:
            gaps.append((pos, block.start))
            pos = block.end
    gaps.append((pos, len(text)))
    last_named: str | None = None  # the file the sentence before named ("it")
    # the only file written is the one "the script" or "this file" names ("I renamed the
    # script to main.py."; "it" alone names the file only after a sentence that named it)
    only = result.code.files[0].file_path if len(result.code.files) == 1 else None
    full = {f.file_path.lower() for f in result.code.files}
    bases = {f.file_path.rsplit("/", 1)[-1].lower() for f in result.code.files}
    for start, stop in gaps:
        begin = start
        of_sentence: str | None = None  # the file a clause before ";" in this sentence named
        ends = [
            m.end()
            for m in _SENTENCE_END.finditer(text, start, stop)
            # (the ";" of an HTML character reference, ``&amp;`` in ``<code>``, ends nothing)
            if text[m.start()] != ";"
            or _REFERENCE_BEFORE.search(text, max(start, m.start() - 33), m.start()) is None
        ]
        for end in [*ends, stop]:
            # (``<code>``/``<kbd>`` in it read as the code spans they render as)
            sentence = code_elements(text[begin:end])
            at, begin = begin, end
            if not sentence.strip():
                continue
            # a clause after ";" is of the sentence that named the file ("Review app.py;
            # line 4 should read X"), named again or not
            path = _named_file(sentence, names, stems, last_named) or of_sentence
            if path is None and only is not None and _THE_FILE.search(sentence) is not None:
                path = only
            last_named = _named_file(sentence, names, stems, None)
            of_sentence = path if sentence.rstrip().endswith(";") else None
            # a block the block rules weigh right below a line ending with a colon: a fence
            # (the gap ends there), a block quote or an indented block
            below = (stop < len(text) and not text[end:stop].strip()) or bool(
                _BLOCK_BELOW.match(text, end)
            )
            # a code span that quotes a line of a written file as it is says nothing new
            weighed = _CODE_SPAN.sub(
                lambda m: "`held`" if written.holds(m.group()[1:-1]) else m.group(), sentence
            )
            given = _given_name(_without_commands(sentence), full, bases)
            if given is not None:
                line, _ = answer.notes.locate(at + len(sentence) - len(sentence.lstrip()))
                written_names = ", ".join(f.file_path for f in result.code.files)
                return (
                    f"after the document, line {line}, the answer names a file of it "
                    f"{given!r} ({sentence.strip()[:80]!r}), which no written file is "
                    f"(written: {written_names}): the files as written may not be where the "
                    "model meant them; write every file under its name",
                    line,
                )
            if path is None or sentence_is_harmless(weighed, block_below=below):
                continue
            if held_report(sentence.strip(), contents):
                continue  # a JSON report of values each file it names gives them
            if (
                held.describes(sentence)
                or held.reports_held(sentence)
                or held.reports_import(sentence)
            ):
                continue  # it names only what the files hold (a table of settings too)
            line, _ = answer.notes.locate(at + len(sentence) - len(sentence.lstrip()))
            return (
                f"after the document, line {line}, the answer says something about {path} "
                f"({sentence.strip()[:80]!r}) that may change it: the file as written may not "
                "be what the model meant; write every file as it should be, and say nothing "
                "after the document but how to use them",
                line,
            )
    return None


# A second version of a written file after the end marker needs no fence, no quote and no
# intro: an HTML <pre>/<xmp>/<textarea> block, bare code lines, a table row, a code span in a
# sentence in any language ("Lancez app.py avec `DEBUG = False`"). A list of those shapes is
# open-ended, so the rule is inverted: outside the code blocks (the block rules weigh them),
# every piece of text that may be code (a line that looks like code, with HTML tags and table
# pipes aside, and every code span) is compared with the written lines. A piece that assigns
# a name a written file assigns otherwise, or (a code-like line) that is like a line of one
# and differs, is a possible second reading; so is a run of code-like lines that is not text
# of the written files. Text that quotes the written files as they are says nothing new.
_HTML_TAG = re.compile(r"</?[A-Za-z][\w-]*(?:[ \t][^<>\n]*)?>")
# A line that looks like code: a statement's first word, an assignment, or an end that prose
# does not have.
_CODE_LIKE = re.compile(
    r"(?:import|from|def|class|return|const|let|var|function|export|async|await|if|elif|else"
    r"|for|while|try|except|finally|with|raise|yield|pass|package|public|private|static|fn"
    r"|use|#include|#define|@\w+)(?![\w-])"
    r"|.*(?:[{};]|\)|\(|\[|,|[^\w\s.!?]:)[ \t]*$"
)
# A line that is code beyond doubt (a run of them is a file written bare, not wrapped prose
# that happens to end with a comma): an assignment, a block's brace or a statement's end, a
# definition, an import.
_CODE_LINE = re.compile(
    r".*(?:[{};]|\)[ \t]*:?)[ \t]*$|(?:def|class|function|fn|func)[ \t]+\w"
    r"|import[ \t]+[\w.{*]|from[ \t]+[\w.]+[ \t]+import\b"
)
# This format's own markers in a line: a header's delimiter key, a delimiter line.
_OWN_MARKERS = re.compile(r'"files_delimiter"[ \t]*:|^[ \t`]*' + re.escape(FAMILY_PREFIX))
_BULLET = re.compile(r"(?:[-*+]|\d+[.)])[ \t]+")
# Fewest code lines in a row that are code of their own (a file written bare).
_CODE_RUN = 3


def _code_pieces(line: str) -> tuple[list[str], list[str], bool]:
    """The pieces of a line of prose that may be code: (lines that look like code, with HTML
    tags, table pipes and a list bullet taken away; the contents of its code spans; whether
    the line is code beyond doubt, :data:`_CODE_LINE`)."""
    if _OWN_MARKERS.search(line):
        return [], [], False  # prose that shows this format's own header or delimiter
    spans = [m.group()[1:-1] for m in _CODE_SPAN.finditer(line)]
    bare = html.unescape(_HTML_TAG.sub(" ", line)).strip()
    item = _BULLET.match(bare)
    if item is not None:
        bare = bare[item.end() :]
    cells = bare.strip("|").split("|") if bare.startswith("|") else [bare]
    lines = []
    for cell in cells:
        cell = cell.strip()
        if len(cells) > 1 and _CODE_SPAN.fullmatch(cell):
            lines.append(cell[1:-1].strip())  # a table cell that quotes a line
        elif cell and "`" not in cell and (_CODE_LIKE.match(cell) or _ASSIGNED.match(cell)):
            lines.append(cell)
    code = (
        item is None
        and len(lines) == 1
        and (_ASSIGNED.match(lines[0]) is not None or _CODE_LINE.match(lines[0]) is not None)
        and not lines[0].endswith(".")
    )
    return lines, spans, code


def _rewritten_after(
    answer: Answer, after: int, written: _WrittenLines, held: HeldTokens
) -> tuple[str, int] | None:
    """Text after the end marker, outside code blocks, that may be a second version of a
    written file or of a line of it (see above). The message and its line, or None."""
    text = answer.text
    gaps: list[tuple[int, int]] = []
    pos = after
    for block in _blocks_after(text, after):
        gaps.append((pos, block.start))
        pos = block.end
    gaps.append((pos, len(text)))
    found: tuple[str, int, str] | None = None  # (file, offset, what)
    for start, stop in gaps:
        # lines of a written file bare (HTML tags aside), most of them as written, some not:
        # a new version of it with those changed
        bare = html.unescape(_HTML_TAG.sub("", text[start:stop]))
        holder = written.new_version_of(bare)
        if holder is not None and written.quote_of(bare) is None:
            at = start + len(text[start:stop]) - len(text[start:stop].lstrip())
            found = (holder, at, f"lines of {holder}, some of them changed")
            break
        run_start, run, changed = 0, 0, False  # code lines in a row; one not written?
        for m in re.finditer(r"[^\r\n]+", text[start:stop]):
            lines, spans, code = _code_pieces(m.group())
            at = start + m.start()
            for piece in lines:
                if held.holds_all(piece):
                    continue  # names and values the files hold, a table's cell: no line
                holder = written.changes(piece, near=True)
                if holder is not None:
                    what = f"a line like one of {holder} but changed ({piece[:60]!r})"
                    found = (holder, at, what)
                    break
            for piece in spans:
                if is_command(piece, m.group()):
                    continue  # a command that runs the files: the run rules read it
                holder = written.changes(piece, near=False)
                if found is None and holder is not None:
                    found = (holder, at, f"a changed line of {holder} ({piece[:60]!r})")
            if found is not None:
                break
            if code:
                run_start = at if run == 0 else run_start
                run += 1
                changed = changed or not written.holds(lines[0])
                if run >= _CODE_RUN and changed:
                    found = ("a file", run_start, "code lines that are no text of a written file")
                    break
            elif m.group().strip():
                run, changed = 0, False
        if found is not None:
            break
    if found is None:
        return None
    holder, at, what = found
    line, _ = answer.notes.locate(at)
    return (
        f"after the document, line {line}, the answer holds {what} outside a code block: it "
        f"may be a new version of {holder} that was not read; write every file in the "
        "document as it should be",
        line,
    )


def _novel_after(
    answer: Answer,
    after: int,
    written: _WrittenLines,
    held: HeldTokens,
    contents: dict[str, str],
) -> tuple[str, int] | None:
    """A clause after the end marker, outside code blocks, that mentions a written file or a
    name its files define with a value they do not hold with it (:mod:`.held_tokens`); a
    one-line code block is weighed as such a clause (a written line changed in its middle).
    The message and its line, or None."""
    text = answer.text
    skip: list[tuple[int, int]] = []
    mappings: list[tuple[int, str]] = []  # (where, the clauses a mapping under files says)
    for block in _blocks_after(text, after):
        lines = [x for x in block.body.splitlines() if x.strip()]
        mapped = held.mapping_clauses(block.body) if len(lines) > 1 else None
        if mapped is not None and block.start >= after:
            mappings.append((block.start, mapped))
        one_line = len(lines) == 1 and not written.holds(lines[0])
        if not one_line or block.code[1].info.strip().lower() in _SHELL_INFOS:
            skip.append((block.start, block.end))
        elif written.holder(lines[0]) is not None and block.end > after:
            # a written line changed in its middle (its ends kept)
            line, _ = answer.notes.locate(block.start)
            holder = written.holder(lines[0])
            return (
                f"after the document, line {line}, the answer holds {block.kind} of one line "
                f"like a line of {holder} but changed ({lines[0].strip()[:60]!r}): it may be a "
                f"change of {holder} that was not read; write every file in the document as it "
                "should be",
                line,
            )
        else:  # the block's marks aside, its line is weighed
            skip += [(block.start, block.blank[0]), (block.blank[1], block.end)]
    skip = [(max(s, after), e) for s, e in skip if e > after]
    # a JSON value that holds no file's text (a tool's report, a summary) is data about the
    # files, not a clause that changes one (:func:`.closing.json_report`); what it says of
    # them is weighed as prose is (:func:`.closing.json_report_clauses`) when it names a
    # written file (a value in a sentence, "The dict is {"a": "b"}", says nothing of them)
    # (its true, false and null are weighed in JSON's spelling and in Python's: new only when
    # new in both, so {"DEBUG": true} says nothing new of a Python file's DEBUG = True)
    reports: list[tuple[int, str]] = []
    for paragraph in _PARAGRAPH.finditer(text, after):
        if held_report(paragraph.group().strip(), contents):
            # (values each file it names gives them, compared to that file: nothing new)
            skip.append((paragraph.start(), paragraph.end()))
        elif json_report(paragraph.group().strip()):
            skip.append((paragraph.start(), paragraph.end()))
            if held.names_a_file(paragraph.group()):
                reports.append((paragraph.start(), paragraph.group().strip()))
    found = held.novel(text[after:], skip=[(s - after, e - after) for s, e in skip])
    at = after + found.at if found is not None else -1
    for start, clauses in mappings:
        if found is None or start < at:
            # (YAML's true, false and null weighed in Python's spelling too, as a report's)
            said = held.novel(clauses)
            python = _YAML_WORDS.sub(lambda m: _YAML_PYTHON[m.group()], clauses)
            if said is not None and held.novel(python) is not None:
                found, at = said, start
    for start, report in reports:
        if found is None or start < at:
            said = held.novel("\n".join(json_report_clauses(report)))
            if said is not None and held.novel("\n".join(json_report_clauses(report, True))):
                found, at = said, start
                continue
            # (a value of a Procfile's process type, weighed against that process's line;
            # its true, false and null in JSON's spelling and in Python's, as above)
            for file, section, name, given in json_report_sections(report):
                told = held.section_given(file, section, name, given)
                python = _YAML_WORDS.sub(lambda m: _YAML_PYTHON[m.group()], given)
                if told is not None and python != given:
                    told = held.section_given(file, section, name, python)
                if told is not None:
                    found, at = told, start
                    break
    if found is None:
        return None
    line, _ = answer.notes.locate(at)
    return (
        f"after the document, line {line}, the answer mentions {found.path} with {found.said}: "
        f"it may be a change of {found.path} that was not read; write every file in the "
        "document as it should be",
        line,
    )


# YAML's (and JSON's) true, false and null, and Python's spelling of them.
_YAML_PYTHON = {"true": "True", "false": "False", "null": "None"}
_YAML_WORDS = re.compile(r"\b(?:true|false|null)\b")

#: A paragraph: lines up to a blank line.
_PARAGRAPH = re.compile(r"[^\n]+(?:\n[ \t]*\S[^\n]*)*")

# The info strings of a block of commands: the run rules read it.
_SHELL_INFOS = frozenset(
    {"bash", "sh", "shell", "console", "zsh", "powershell", "ps1", "cmd", "bat", "terminal"}
)


def _named_file(
    sentence: str, names: dict[str, str], stems: dict[str, str], last_named: str | None
) -> str | None:
    """The written file a sentence names (outside commands quoted inline, not as the user's
    old copy, not a template; ``./util.py`` as util.py, "the util module" as util.py), else
    the one named just before when it says "it", "this file" or "there", else None."""
    prose = _without_commands(sentence)
    words = [w.rstrip(".:,;").lower().removeprefix("./") for w in _PROSE_WORD.findall(prose)]
    # "The old app.py can be deleted": the user's copy that the written file replaces
    permitted = _MAY.search(prose) is not None
    for n, word in enumerate(words):
        old = permitted and n > 0 and words[n - 1] in _OLD_COPY
        if word in names and not old and not _TEMPLATE.search(word):
            return names[word]
        if word in stems and n + 1 < len(words) and words[n + 1] in _STEM_NOUNS and not old:
            return stems[word]
    if last_named is not None and _SAME_FILE.search(sentence):
        return last_named
    return None


_NOT_LINE_BREAK = re.compile(r"[^\r\n]")


def _blank(text: str) -> str:
    """``text`` with every character but its line breaks made a space (its offsets and lines
    kept): line by line, not character by character (a megabyte of files costs a few
    milliseconds)."""
    if "\r" in text:
        return _NOT_LINE_BREAK.sub(" ", text)
    return "\n".join(" " * len(line) for line in text.split("\n"))


# One line of a block quote, and its mark.
_QUOTE_LINE = re.compile(r"[ \t]{0,3}>[ \t]?([^\r\n]*)")


def _say_file_in_prose(answer: Answer, after: int, winner: Convention, result: ParseResult) -> None:
    """After the end marker of our own format, a code block (a fence, a ``>`` block quote or
    an indented block, weighed alike: :func:`_weigh_block`) that the Markdown rules would
    take for a file holds a file the document does not: prose introducing it as a file
    (``And add `b.py`:``, ``Create util.py with:``, ``Here is the fixed app.py``), a
    first-line comment naming a path (``# util.py``), code that defines names of a written
    file again (``Fixed version:`` and ``def f``: a corrected version of it), or lines of a
    written file with one changed. It was not read, so the result says so and is not usable
    (reading it as a file would guess at where it ends and what it is; dropping it would
    lose a file or keep a superseded one)."""
    text = answer.text
    written = _WrittenLines([(f.file_path, f.content) for f in result.code.files])
    defined: list[tuple[str, str, Definitions]] | None = None  # (path, language, names)
    for block in _blocks_after(text, after):
        if defined is None:  # once, not per block: the answer's files are read once
            defined = [
                (f.file_path, *file_definitions(f.file_path, f.content)) for f in result.code.files
            ]
        how = _weigh_block(text, block, written, defined)
        if how is None:
            continue
        line, column = answer.notes.locate(block.start)
        result.diagnostics.append(
            Diagnostic(
                "mixed-conventions",
                Severity.ERROR,
                f"the answer was read as {winner.name}, but after the document, line {line}, "
                f"{how}, which was not read (a Markdown file after the document); write every "
                "file in the document",
                line,
                column,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return


@dataclass(frozen=True, slots=True)
class _Block:
    """A code block after the end marker: a fence, a ``>`` block quote or an indented block."""

    kind: str  # how the diagnostic calls it: "a code block", "a block quote", ...
    start: int  # offset of its first line in the answer
    end: int  # offset after its last line
    body: str  # its lines (for a block quote without the marks; indentation kept)
    label: tuple[int, int] | None  # the prose line right above it, in the answer
    code: tuple[str, Fence]  # the text and fence its code is read from (redefinitions)
    blank: tuple[int, int]  # what of the answer is the block's content (blanked as a quote)


def _plain_fence(body: str) -> tuple[str, Fence]:
    """A ``>`` or indented block's lines as the text of a fence without info string."""
    return body, Fence(0, 0, "```", "", 0, len(body), len(body), True)


def _blocks_after(text: str, after: int) -> list[_Block]:
    """The code blocks after ``after``, in order: fences (:func:`.fences.scan`), and outside
    them ``>`` block quotes (a run of quoted lines) and indented blocks (lines indented four
    columns or more after a blank line, blank lines inside), under a list item or not. One
    pass over the lines: linear."""
    fences = list(scan(text, after, nested=False))
    blocks: list[_Block] = []
    floor = after
    next_fence = 0
    pos, blank_before = after, True
    line_start = max(text.rfind("\n", 0, after), text.rfind("\r", 0, after)) + 1
    if not text[line_start:after].strip():  # (``after`` may stand past a line's indentation)
        pos = line_start
    while pos < len(text):
        if next_fence < len(fences) and pos >= fences[next_fence].start:
            fence = fences[next_fence]
            next_fence += 1
            label = line_before(text, fence.start, floor)
            body = text[fence.body : fence.close]
            blocks.append(
                _Block(
                    "a code block",
                    fence.start,
                    fence.end,
                    body,
                    label,
                    (text, fence),
                    (fence.body, fence.close),
                )
            )
            pos, blank_before, floor = max(pos, fence.end), False, fence.end
            continue
        stop = fences[next_fence].start if next_fence < len(fences) else len(text)
        end, following = line_end(text, pos, stop)
        line = text[pos:end]
        quoted = _QUOTE_LINE.match(text, pos, end)
        indented = blank_before and (line[:4] == "    " or line[:1] == "\t")
        if quoted is None and not (indented and line.strip()):
            blank_before = not line.strip()
            pos = following if following > pos else stop
            continue
        start, lines, last = pos, [], following
        while pos < stop:
            end, following = line_end(text, pos, stop)
            line = text[pos:end]
            if quoted is not None:
                found = _QUOTE_LINE.match(text, pos, end)
                if found is None:
                    break
                lines.append(found.group(1))
                last = following
            elif not line.strip():
                lines.append("")
            elif line[:4] == "    " or line[:1] == "\t":
                lines.append(line)
                last = following
            else:
                break
            if following <= pos:
                break
            pos = following
        pos = last
        while lines and not lines[-1].strip():
            lines.pop()
        body = "\n".join(lines) + "\n"
        if quoted is None:
            body = textwrap.dedent(body)  # (under a list item: deeper than four columns)
        kind = "a block quote" if quoted is not None else "an indented code block"
        label = line_before(text, start, floor)
        blocks.append(_Block(kind, start, last, body, label, _plain_fence(body), (start, last)))
        blank_before, floor = False, last
    return blocks


def _weigh_block(
    text: str,
    block: _Block,
    written: _WrittenLines,
    defined: Sequence[tuple[str, str, Definitions]],
) -> str | None:
    """How a code block after the end marker may be a file the answer does not read, or
    None: the same rules for a fence, a ``>`` block quote and an indented block. The whole
    written file again under prose that gives it as the file or explains it reads the same
    both ways; lines of a written file under an explanation are a quote; any other block
    under prose naming a path, with a path in its info string or first-line comment, that
    defines names of a written file again, that holds a line of a written file among others
    (a new version of it, one line changed), or under prose that gives it as a correction,
    is a file."""
    label = block.label
    intro = None if label is None else text[label[0] : label[1]]
    code_text, fence = block.code
    body = block.body
    same = written.quote_of(body, whole=True)
    if same is not None and _names_same(intro, fence.info, same) and _again(intro, same):
        return None  # the whole file again: both readings give the same file
    quoted = written.quote_of(body)
    if quoted is not None and _names_same(intro, fence.info, quoted):
        if _explained(intro, quoted) and same is None:
            return None  # an explanation quoting lines of a written file: prose
        return _two_readings(block.kind, intro or "", quoted)
    how = _file_after(intro, code_text, fence, defined, block.kind)
    how = how or _named_below(text, block.end, block.kind) or _correction(intro, block.kind)
    if how is None:
        holder = written.new_version_of(body)
        # under prose that introduces it and is no explanation ("Sorry, small mistake:"), a
        # block beside any line of a written file may be its new version
        introduces = intro is not None and intro.rstrip().endswith((":", "\uff1a"))
        if holder is None and introduces and intro is not None and not explains_quote(intro):
            holder = next((h for h in map(written.holder, body.splitlines()) if h), None)
        if holder is not None:
            how = (
                f"prose ({(intro or '').strip()[:80]!r}) introduces {block.kind} that holds "
                f"lines of {holder} and others: it may be a new version of {holder}"
            )
    if how is None and intro is not None and _FIXED.search(intro) is not None:
        how = f"prose introduces {block.kind} as a new version of a file"
    return how


def _explained(intro: str | None, quoted: str) -> bool:
    """Whether a block quoting lines of the written file ``quoted`` is an explanation by the
    prose line right above it (``intro``): none, a line that neither ends with a colon nor
    names the file, or a line of an explanation's shape (:func:`.closing.explains_quote`)."""
    if intro is None or not intro.strip():
        return True
    line = intro.strip().rstrip("*_ \t")
    base = quoted.rsplit("/", 1)[-1].lower()
    if not line.endswith((":", "\uff1a")) and base not in line.lower() and not _FIXED.search(line):
        return True
    return explains_quote(line)


def _again(intro: str | None, quoted: str) -> bool:
    """Whether a block that repeats the written file ``quoted`` whole reads the same both
    ways: under an explanation or prose that gives it as the file or a version of it; not
    under prose that tells to change it ("In app.py, delete this line:")."""
    return _explained(intro, quoted) or (intro is not None and says_version(intro))


def _two_readings(what: str, intro: str, quoted: str) -> str:
    """How a block holding lines of ``quoted`` under prose that is no explanation reads two
    ways (for the diagnostic)."""
    said = f"prose ({intro.strip()[:80]!r})" if intro.strip() else "no prose"
    return (
        f"{said} introduces {what} holding lines of {quoted}: read as a quote, {quoted} stays "
        f"as written; read as a new version of it, {quoted} is the block"
    )


# A line that assigns a name (its target in group 1): ``DEBUG = False``, ``const port = 80;``,
# ``x: int = 1``, ``PORT=8080`` (not a comparison ``a == b``).
_ASSIGNED = re.compile(
    r"(?:(?:const|let|var|final|static|export|public|private|protected|readonly)[ \t]+)*"
    r"([A-Za-z_$][\w$.]*)[ \t]*(?::[ \t]*[\w\[\], .|]*[\w\]])?[ \t]*"
    r"(?:[-+*/%|&^]|\*\*|//)?=(?![=>])"
)

# A comment at the end of a line, after a space: ``[ # v2``, ``x = 1  // new``.
# (from the start of a run of blanks only: linear on a line of many)
_TRAILING_COMMENT = re.compile(r"(?<![ \t])[ \t]+(?:#|//|--)[ \t][^\n]*$")


class _WrittenLines:
    """The lines of the written files (stripped, blanks left out), indexed by line: where
    each line stands in which file. Built once per answer, so weighing a block against every
    written file costs the block's length, not its length times the number of files."""

    # The most places of a block's rarest line a block is compared at (past it, the block is
    # taken for no quote: weighed as a possible file, the safe side).
    _MOST_PLACES = 16

    def __init__(self, files: Sequence[tuple[str, str]]) -> None:
        self._paths = [path for path, _ in files]
        self._files = [content for _, content in files]
        self._unread = list(range(len(files)))  # the files not yet indexed, in order
        self._asked: set[str] = set()
        self._lines: dict[int, list[str]] = {}
        self._exact: dict[int, list[str]] = {}
        self._places: dict[str, list[tuple[int, int]]] = {}  # (file, line), in order
        self._ends: dict[str, list[tuple[int, int]]] = {}  # by a line's first/last characters
        self._assigned: dict[str, set[str]] = {}  # the lines that assign each name
        self._uncommented: set[str] = set()  # written lines without their trailing comment

    def _ask(self, *needles: str) -> None:
        """Index the files not yet indexed that hold one of ``needles`` as text: every answer
        below depends only on the lines that hold the text asked about, so a short closing
        line after a megabyte of files indexes none of them. Past :attr:`_MOST_ASKED` texts
        asked, every file is indexed (one pass over the files, not one per line weighed)."""
        new = [x for x in needles if x not in self._asked]
        if not self._unread or not new:
            return
        self._asked.update(new)
        if len(self._asked) > self._MOST_ASKED:
            reading, self._unread = self._unread, []
        else:
            reading = [n for n in self._unread if any(x in self._files[n] for x in new)]
            self._unread = [n for n in self._unread if n not in reading]
        for number in reading:
            self._index(number)

    # The most texts asked about before every file is indexed.
    _MOST_ASKED = 64

    def _index(self, number: int) -> None:
        """Index the lines of one file: where each stands (blanks left out)."""
        content = self._files[number]
        self._lines[number] = lines = [x.strip() for x in content.splitlines() if x.strip()]
        self._exact[number] = [x.rstrip() for x in content.splitlines() if x.strip()]
        for at, line in enumerate(lines):
            insort(self._places.setdefault(line, []), (number, at))
            self._uncommented.add(_TRAILING_COMMENT.sub("", line))
            target = _ASSIGNED.match(line)
            if target is not None:
                self._assigned.setdefault(target.group(1), set()).add(line)
            if len(line) >= 8:
                insort(self._ends.setdefault("<" + line[:8], []), (number, at))
                insort(self._ends.setdefault(">" + line[-8:], []), (number, at))

    def holder(self, line: str) -> str | None:
        """The written file that holds ``line`` or a line like it (stripped, at least eight
        characters, so a brace or ``pass`` names no file; like it: the same first or last
        eight characters, a line of it changed at one end), or None."""
        line = line.strip()
        if len(line) < 8:
            return None
        self._ask(line[:8], line[-8:])
        places = (
            self._places.get(line)
            or self._ends.get("<" + line[:8])
            or self._ends.get(">" + line[-8:])
        )
        return self._paths[places[0][0]] if places else None

    def holds(self, line: str) -> bool:
        """Whether ``line`` (stripped) is a line of a written file as it is."""
        line = line.strip()
        if not line:
            return False
        self._ask(line)
        return line in self._places

    def changes(self, line: str, *, near: bool) -> str | None:
        """The written file a line that is none of its lines may be a changed line of: it
        assigns a name a written file assigns in other lines (``DEBUG = False`` beside
        ``DEBUG = True``), or (``near``) it is like a line of one (:meth:`holder`). None for
        a line of a written file as it is."""
        line = line.strip()
        if not line or self.holds(line) or line in self._uncommented:
            return None  # a written line as it is (its trailing comment left out or not)
        uncommented = _TRAILING_COMMENT.sub("", line)
        if uncommented != line and self.holds(uncommented):
            return self._paths[self._places[uncommented][0][0]]  # a comment added to it
        target = _ASSIGNED.match(line)
        if target is not None:
            self._ask(target.group(1))
            lines = self._assigned.get(target.group(1))
            if lines:
                return self._paths[min(self._places[x][0] for x in lines)[0]]
        return self.holder(line) if near else None

    def new_version_of(self, body: str) -> str | None:
        """The written file a block that is no quote of it may be a new version of: most of
        its lines of eight characters or more (and two at least) are lines of that file or
        like them (:meth:`holder`), the others changed. None when no file holds them."""
        held: dict[str, int] = {}
        long = 0
        for line in body.splitlines():
            if len(line.strip()) < 8:
                continue
            long += 1
            path = self.holder(line)
            if path is not None:
                held[path] = held.get(path, 0) + 1
        best = max(held, key=held.__getitem__, default=None)
        if best is None or held[best] < 2 or 2 * held[best] < long:
            return None
        return best

    def quoted(self, body: str, *, whole: bool = False) -> bool:
        """Whether a block is a quote of a written file (see :meth:`quote_of`)."""
        return self.quote_of(body, whole=whole) is not None

    def quote_of(self, body: str, *, whole: bool = False) -> str | None:
        """Whether a block's lines (blanks and indentation aside) are a run of consecutive
        lines of one written file: an explanation quoting it ("The key part of util.py
        is:"), not a file. A block that repeats the whole file is a quote too: read as the
        file, it gives the same file. A block that changes, adds or leaves out a line
        between two of the file's is no quote (a shorter rewrite of the file). ``whole``:
        only the whole file counts, indentation included (under prose that calls the block a
        corrected or new version, a part of the file is its shorter rewrite, and a block that
        differs in indentation only is a fix of it). The path of the file quoted, or None."""
        block = [x.strip() for x in body.splitlines() if x.strip()]
        if not block:
            return None
        self._ask(*block)
        anchor, places = 0, None
        for n, line in enumerate(block):
            found = self._places.get(line)
            if found is None:
                return None
            if places is None or len(found) < len(places):
                anchor, places = n, found
        assert places is not None
        for number, at in places[: self._MOST_PLACES]:
            start = at - anchor
            lines = self._lines[number]
            if whole and (start != 0 or len(lines) != len(block)):
                continue
            if whole and self._exact[number] != [
                x.rstrip() for x in body.splitlines() if x.strip()
            ]:
                continue
            if start >= 0 and lines[start : start + len(block)] == block:
                return self._paths[number]
        return None


# Prose after a block that names it as a file: "Save this as `conf.py`.", "Put it in app.py."
_NAMED_BELOW = re.compile(
    r"[ \t]*(?:save|put|store|write|place|name|call|paste)\b[^\r\n]{0,40}?[ \t](?:as|in|to|into)"
    r"[ \t]+[`*'\"]*(?P<path>[\w./-]+?)[`*'\"]*[.:!]?[ \t]*(?:\r?\n|$)",
    re.I,
)


def _named_below(text: str, end: int, kind: str) -> str | None:
    """How the prose line right below a block (which ends at ``end``) names it as a file, or
    None."""
    found = _NAMED_BELOW.match(text, end)
    if found is None:
        return None
    path = found.group("path")
    if "." not in path.rsplit("/", 1)[-1] or not valid_path(path):
        return None
    return f"prose below {kind} names it as the file {path!r}"


# Prose that introduces a block as a corrected version ("Oops, correction:", "Fixed
# version:"): a file of the answer written again, whatever names it defines.
_CORRECTION = re.compile(
    r"(?i)\b(?:correction|corrected|(?:fixed|updated|revised|correct) (?:version|code|script))\b"
)
# The same, said of a file by name ("Here is the fixed app.py:", "app.py, corrected:"): a
# block that leaves lines of the file out is then its shorter rewrite, not a quote of it.
_FIXED = re.compile(
    r"(?i)\b(?:correction|corrected|fixed|updated|revised|new|rewritten|should be|final"
    r"|use this|instead|should look|only needs|simplified|simpler|rewrite|look like)\b"
)


def _names_same(line: str | None, info: str, quoted: str) -> bool:
    """Whether the prose line above a block (``line``; ``info``: a fence's info string) that
    quotes the written file ``quoted`` names no other file as the block's ("And util.py:"
    above a line of app.py gives util.py)."""
    if line is None:
        return True
    parts = label_parts(line)
    named = path_in_prose(line, info, loose=True) or (
        parts[0] if parts is not None and not parts[1] else None
    )
    if named is None:
        return True
    # (the line may name the quoted file beside others: "`util.py` defines `f`, which
    # `app.py` imports:" above a line of app.py)
    base = quoted.rsplit("/", 1)[-1].lower()
    return named.lower() in (quoted.lower(), base) or base in line.lower()


def _fixed(intro: str | None) -> bool:
    """Whether the prose line above a block introduces it as a corrected version."""
    return intro is not None and _FIXED.search(intro) is not None


def _correction(intro: str | None, kind: str) -> str | None:
    """How prose introduces a block as a corrected version of a file, or None (in any
    language: a shell script's or a requirements file's correction too)."""
    if intro is None or _CORRECTION.search(intro) is None:
        return None
    return f"prose introduces {kind} as a corrected version of a file"


def _file_after(
    intro: str | None,
    text: str,
    fence: Fence,
    defined: Sequence[tuple[str, str, Definitions]],
    kind: str = "a code block",
) -> str | None:
    """How a block after the document (the fence ``fence`` of ``text``: a fence of the
    answer, or a ``>`` or indented block's lines as one) is a file (for the diagnostic), or
    None when it is not one by the Markdown rules: the prose line above it (``intro``) or a
    label naming its path, a path in its info string or in its first-line comment, or a
    redefinition of a written file."""
    if intro is not None:
        label_path = label_parts(intro)
        # a bare label (`util.py:`); a label with words after it is prose, weighed above
        bare = label_path[0] if label_path is not None and not label_path[1] else None
        named = path_in_prose(intro, fence.info, loose=True) or bare
        if named is not None:
            return f"prose introduces {kind} as the file {named!r}"
    info_path, _ = path_from_info(fence.info)
    if info_path is not None:
        return f"{kind} names the file {info_path!r} in its info string"
    if fence.body < fence.close:
        end, _ = line_end(text, fence.body, fence.close)
        first = text[fence.body : end].strip()
        named = _comment_path(first) if end - fence.body <= MAX_LABEL else None
        if named is not None:
            return f"{kind} names the file {named!r} in its first-line comment"
    if path_from_info(fence.info)[1] != "citation":
        path = redefined_file(text, fence, defined)
        if path is not None:
            return (
                f"{kind} without a path defines names of {path} again (it may be "
                f"a corrected version of {path})"
            )
    return None


# The comment marks a first line may start with (and the ones that close it on the line).
_COMMENT_MARKS = ("#", "//", "--", ";", "%", "/*", "<!--", "{/*")
_COMMENT_ENDS = ("*/}", "*/", "-->")


def _comment_path(line: str) -> str | None:
    """The path a first content line names as a comment: the Markdown reader's form
    (``# filename: x.py``) or a comment holding only a path with a suffix (``# util.py``,
    ``// src/app.ts``)."""
    found = COMMENT_PATH.fullmatch(line)
    if found is not None:
        named = found.group(2).strip("`'\"")
        return named if valid_path(named) else None
    stripped = line.strip()
    mark = next(
        (m for m in sorted(_COMMENT_MARKS, key=len, reverse=True) if stripped.startswith(m)), None
    )
    if mark is None:
        return None
    body = stripped[len(mark) :]
    for close in _COMMENT_ENDS:
        body = body.removesuffix(close)
    token = body.strip().strip("`'\"").rstrip(":")
    if not token or any(c.isspace() for c in token):
        return None
    return token if "." in token.rsplit("/", 1)[-1] and valid_path(token) else None


def _only_shown(other: Convention, seen: Answer, answer: Answer) -> bool:
    """Whether every call of ``other`` in ``seen`` is one the answer shows rather than makes
    (``shown_calls``: in inline code, an example skipped): its reader, asked as the
    conventions ask it, reads nothing and refuses nothing, and skipped an example."""
    notes = Diagnostics(answer.notes.locate)
    found = other.read(replace(seen, cache={}, notes=notes))
    said = notes.items if found is None else found.diagnostics
    return (
        (
            found is None
            or (
                not found.code.files
                and not found.edits
                and found.partial_file is None
                and found.status is not Status.EDIT_BLOCKS
            )
        )
        and not any(d.severity is Severity.ERROR for d in said)
        and any(d.code == "example-skipped" for d in said)
    )


def _say_mixed(
    answer: Answer,
    seen: Answer,
    winner: Convention,
    result: ParseResult,
    out: set[str],
    *,
    enclosing: Convention | None,
    spans: Sequence[tuple[int, int]] | None = None,
) -> bool:
    """Whether files of another convention stand in ``seen`` (a view of ``answer``), outside
    every other convention's content (and ``enclosing``'s); then the result says so and is
    not usable. ``spans``: where ``enclosing``'s files lie, blanked in ``seen``: then what
    ``enclosing`` holds is weighed in ``seen`` too (its other content: a command call, a code
    block that is no file), and a quote in one of its files hides nothing."""
    # (after the document, edits count too: an edit of another file, written after it)
    names = _OTHERS if enclosing is not None else _OTHERS | {EDITS.name}
    for other in CONVENTIONS:
        if other.name not in names or other.name in out or other is winner:
            continue
        if not other.present(seen):
            continue
        pos = other.first(seen)
        if pos is None:
            continue
        if enclosing is not None and enclosing.open_at(answer if spans is None else seen, pos):
            continue
        if _inside_another(seen, other, pos, out if spans is None else out | {winner.name}):
            continue
        if enclosing is None:
            # After the document only files and edits count: "then run" and a command is
            # prose's business (a Cline <execute_command>, a bolt shell action).
            found = other.read(replace(seen, cache={}, notes=answer.notes.copy()))
            wrote = found is not None and (
                found.code.files
                or found.edits
                or found.partial_file is not None
                or found.status is Status.EDIT_BLOCKS
            )
            if not wrote:
                continue
        elif _only_shown(other, seen, answer):
            continue
        line, column = answer.notes.locate(pos)
        where = f"after the document, line {line}" if enclosing is None else f"line {line}"
        result.diagnostics.append(
            Diagnostic(
                "mixed-conventions",
                Severity.ERROR,
                f"the answer was read as {winner.name}, but it also holds "
                f"{'files' if enclosing is not None else 'files or edits'} as {other.name} "
                f"({where}), which were not read; write every file the same way",
                line,
                column,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return True
    return False
