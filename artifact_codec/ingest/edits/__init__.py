"""Edit conventions: answers that change files instead of sending them whole.

One module per convention, each turning what it reads into
:class:`~artifact_codec.operations.FileOperation` objects:

==================================  ========================  ================================
module                              convention name           what it reads
==================================  ========================  ================================
:mod:`.v4a_patch`                   ``v4a-patch``             Codex ``*** Begin Patch`` patches
:mod:`.unified_diff`                ``unified-diff``          ``git diff``/``diff -u``, aider's
                                                              ``@@ ... @@`` hunks
:mod:`.search_replace`              ``aider-search-replace``  aider's SEARCH/REPLACE blocks
:mod:`.tool_calls`                  ``str-replace``           ``str_replace`` editor tool calls
:mod:`.artifact_blocks`             ``artifact``              the format's own edit blocks, as
                                                              the lenient reader found them
==================================  ========================  ================================

:func:`read_edits` walks the lines of a region once. Tool calls are found first (a JSON value
or a function call may start anywhere in a line); at every other line the line conventions
are asked, in the order of :data:`LINE_CONVENTIONS`, whether a block starts there, and the
first that says so reads the whole block. What a block spans is its own (a diff inside a
SEARCH/REPLACE block, a SEARCH line inside a diff, are lines of that block), so the convention
that starts first encloses what follows: there is one reading of the region.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Final, Protocol

from ...diagnostics import Diagnostics, Locator, Severity
from ...format.content import find_rare
from ...operations import FileOperation
from . import artifact_blocks, search_replace, tool_calls, unified_diff, v4a_patch
from .reading import (
    EditContext,
    Lines,
    block_words,
    far_example,
    label_path,
    says_real_edit,
    shows_format,
    unnamed_intro,
    unread_intro,
)
from .search_replace import SearchReplaceReader
from .tool_calls import ToolCallReader
from .unified_diff import UnifiedDiffReader
from .v4a_patch import PatchReader

__all__ = [
    "CONVENTION_TITLES",
    "LINE_CONVENTIONS",
    "EditReading",
    "comment_regions",
    "holds_edit_signs",
    "line_beside_edits",
    "read_content_edits",
    "read_edits",
]


class LineConvention(Protocol):
    """A convention whose blocks start at a line (see the modules)."""

    @property
    def name(self) -> str: ...

    @property
    def title(self) -> str: ...

    def starts(self, line: str, lines: Lines, index: int) -> bool: ...

    def read(self, lines: Lines, index: int, floor: int) -> int: ...


#: The conventions whose blocks start at a line, in the order they are asked at each line.
LINE_CONVENTIONS: Final = (PatchReader, UnifiedDiffReader, SearchReplaceReader)

#: How diagnostics name each convention.
CONVENTION_TITLES: Final = {
    artifact_blocks.NAME: artifact_blocks.TITLE,
    **{reader.name: reader.title for reader in (*LINE_CONVENTIONS, ToolCallReader)},
}

#: The first character (after indentation) of every line where a line convention may start:
#: other lines are passed over without asking each convention.
_STARTERS: Final = frozenset("<*@d-B")  # B: GNU diff's "Binary files ... differ"


#: Strings without which a text holds no edit block of any convention (``old_string`` needs no
#: search of its own: it holds ``old_str``). None is searched with a plain ``str.find``, which
#: steps through a text of code nearly one character at a time, each such search about as long
#: as reading the whole document strictly:
#:
#: - signs whose first character is rare in code and prose: the places of that character are
#:   visited (``memchr``);
_RARE_SIGNS: Final = ("<<<<<", "<function=", "@@")
#: - a diff's ``+++`` line: ``"\n+++ "``, searched as ``"+++ "`` (a needle led by the frequent
#:   line break is searched slowly) with the line break checked before each place found;
_PLUS_LINE: Final = "+++ "
#: - a patch's ``*** Begin Patch``: first its ``Begin Patch``, whose capital is rare;
_PATCH_SIGN: Final = "*** Begin Patch"
_PATCH_TAIL: Final = "Begin Patch"
#: - a patch's section header (a patch without its begin line, see :mod:`.v4a_patch`): its
#:   ``File: `` with a regular expression, the rest of the header looked for behind it;
_PATCH_HEADER: Final = re.compile(
    r"File: (?:(?<=\*\*\* Add File: )|(?<=\*\*\* Update File: )|(?<=\*\*\* Delete File: ))"
)
#: - ``diff --git`` by its ``--git ``, with a regular expression: the engine's scan for a
#:   literal start is quicker than ``str.find`` of a needle that holds a space;
_GIT_SIGN: Final = re.compile(r"--git (?<=diff --git )")
#: - the keys of ``str_replace`` tool calls in one scan, by the ``_`` they all hold (the
#:   engine checks each ``_`` where it stands), the rest of each key looked for behind it.
_TOOL_KEYS: Final = re.compile(r"_(?:str(?<=old_str)|text(?<=file_text)|line(?<=insert_line))")
#: How much of each key stands before its ``_``.
_KEY_HEADS: Final = {"_str": len("old"), "_text": len("file"), "_line": len("insert")}


def holds_edit_signs(text: str, start: int = 0, end: int | None = None) -> bool:
    """Whether ``text[start:end]`` may hold an edit block: False means :func:`read_edits`
    would find none (a quick test before reading)."""
    stop = len(text) if end is None else end
    if any(find_rare(text, sign, start, stop) != -1 for sign in _RARE_SIGNS):
        return True
    plus = find_rare(text, _PLUS_LINE, start + 1, stop)
    while plus != -1:
        if text[plus - 1] == "\n":
            return True
        plus = find_rare(text, _PLUS_LINE, plus + 1, stop)
    if (
        find_rare(text, _PATCH_TAIL, start, stop) != -1
        and text.find(_PATCH_SIGN, start, stop) != -1
    ):
        return True
    # (A lookbehind sees the text before ``start``: a sign must begin at or after it.)
    header = _PATCH_HEADER.search(text, start, stop)
    while header is not None:
        if text.rfind("*** ", 0, header.start()) >= start:  # the header's own first mark
            return True
        header = _PATCH_HEADER.search(text, header.start() + 1, stop)
    git = _GIT_SIGN.search(text, start, stop)
    while git is not None:
        if git.start() - len("diff ") >= start:
            return True
        git = _GIT_SIGN.search(text, git.start() + 1, stop)
    key = _TOOL_KEYS.search(text, start, stop)
    while key is not None:
        if key.start() - _KEY_HEADS[key.group()] >= start:
            return True
        key = _TOOL_KEYS.search(text, key.start() + 1, stop)
    return False


@dataclass
class EditReading:
    """What :func:`read_edits` found: the operations read (files with a block that could not
    be read have none), and how many blocks of each convention the region holds, read or
    not (the answer is an edit answer when any)."""

    operations: list[FileOperation]
    found: Counter[str]
    #: Where each block read lies in the text (start, end): the lines it holds are its own.
    spans: list[tuple[int, int]] = field(default_factory=list)

    @property
    def conventions(self) -> list[str]:
        """The titles of the conventions found, most blocks first."""
        return [CONVENTION_TITLES[name] for name, _ in self.found.most_common()]


def read_edits(
    text: str,
    notes: Diagnostics,
    start: int = 0,
    end: int | None = None,
    *,
    default_path: str | None = None,
    cut_at_end: bool = True,
    finish: str | None = None,
    whole_files: bool = True,
    containers: bool = True,
) -> EditReading:
    """The edit operations in ``text[start:end]``, every problem added to ``notes`` (whose
    locator is for ``text``).

    ``default_path`` names the file of blocks that name none (the content of an artifact block
    or of a Markdown fence under a path label); ``cut_at_end`` says the region ends where the
    answer may have been cut off; ``finish`` is what the finish reason means (``"stop"``,
    ``"length"``, ``"filtered"`` or None); ``whole_files`` False leaves out the tool calls that
    create whole files (the answer's files convention read them as files); ``containers``
    False leaves out the check of edits inside a quote or list item (the reading of one
    container's lines without its marks: a container inside it is not looked into, which
    keeps the reading linear).
    """
    end = len(text) if end is None else end
    if not holds_edit_signs(text, start, end):
        return EditReading([], Counter())
    context = EditContext(
        text,
        notes,
        default_path=default_path,
        cut_at_end=cut_at_end,
        finish=finish,
        whole_files=whole_files,
    )
    tools = ToolCallReader(context)
    spans = tools.spans(start, end)
    readers: list[LineConvention] = [convention(context) for convention in LINE_CONVENTIONS]
    lines = Lines(text, start, end)
    read_spans: list[tuple[int, int]] = []
    #: Each block read: its first line, the floor it was read above, the paths and conventions
    #: of the operations it gave (or merged into the one before).
    blocks: list[tuple[int, int, list[tuple[str, str]]]] = []
    olds: list[str] = []  # the text each block's edits replace (its SEARCH text)
    index = floor = taken = 0
    while index < len(lines):
        line_start = lines.start(index)
        while taken < len(spans) and spans[taken].start < line_start:
            taken += 1  # inside a block read before
        if taken < len(spans) and spans[taken].start < lines.start(index + 1):
            span = spans[taken]
            before, mark = len(context.touched), _mark(context)
            tools.read(span, lines, floor)
            blocks.append((lines.index_of(span.start), floor, context.touched[before:]))
            olds.append(_old_text(context, mark))
            taken += 1
            index = floor = lines.index_of(max(span.end - 1, span.start)) + 1
            read_spans.append((span.start, span.end))
            continue
        line = lines.at(index)
        first = line[:1]
        if first in (" ", "\t"):
            first = line.lstrip()[:1]
        if first in _STARTERS:
            for reader in readers:
                if reader.starts(line, lines, index):
                    begin = lines.start(index)
                    before, mark = len(context.touched), _mark(context)
                    opened, below = index, floor
                    index = floor = max(reader.read(lines, index, floor), index + 1)
                    blocks.append((opened, below, context.touched[before:]))
                    olds.append(_old_text(context, mark))
                    read_spans.append((begin, lines.start(index)))
                    break
            else:
                index += 1
        else:
            index += 1
    _refuse_unread_intros(context, lines, blocks, olds)
    if default_path is None:
        _refuse_commented_edits(context, blocks, read_spans, start, end)
    if containers:
        _refuse_contained_edits(context, lines, read_spans)
    if cut_at_end and finish in ("length", "filtered") and context.operations:
        # Cut off: more edits of the file read last may have followed (a block proves only
        # itself complete), so none of that file's edits is used.
        last = context.operations[-1]
        context.refuse(
            last.convention,
            last.path,
            "edit-truncated",
            f"the answer was cut off (the model stopped at its {finish} limit) after the edits "
            f"of {last.path}: more of them may have followed, so none was read. Send the edits "
            f"of {last.path} again, complete",
            lines.end - 1 if lines.end else 0,
        )
    return EditReading(context.kept_operations(), context.found, read_spans)


def _mark(context: EditContext) -> tuple[int, int]:
    """Where the operations read so far end: their number, and the hunks of the last one (a
    block merged into the operation before adds hunks to it)."""
    operations = context.operations
    return len(operations), len(operations[-1].hunks) if operations else 0


def _old_text(context: EditContext, mark: tuple[int, int]) -> str:
    """The text the hunks read since ``mark`` replace (a block's SEARCH text, its diff's
    removed and context lines) and their anchors: what the block says the file holds."""
    count, hunks = mark
    operations = context.operations
    parts: list[str] = []
    for number in range(max(count - 1, 0), len(operations)):
        first = hunks if number == count - 1 else 0
        for hunk in operations[number].hunks[first:]:
            parts.append(hunk.old)
            parts.append(hunk.anchor or "")
    return "\n".join(parts)


def _refuse_unread_intros(
    context: EditContext,
    lines: Lines,
    blocks: list[tuple[int, int, list[tuple[str, str]]]],
    olds: list[str],
) -> None:
    """Refuse each block right under a paragraph the library cannot read as an ordinary intro
    (:func:`~.reading.unread_intro`: a language it does not read, "Ví dụ", "Đây là một ví
    dụ:", or an "example" a filter guessed to be about the code, surely none; "Contoh:",
    "Typo:", unknown) where an example of the format stands in an answer of two blocks or
    more:

    - under a line surely no intro, anywhere;
    - under an unknown line, as the only edit of its file in an answer that edits two or more
      files (an example of another file, or the edit of a second file), after a block of the
      same file (an example shown after the real edit, or a further edit), or before a block
      introduced as the real edit ("Now the actual change:", :func:`~.reading.says_real_edit`).

    An ordinary intro is doubted where an example is announced: one naming nothing of its
    block (:func:`~.reading.unnamed_intro`) before a block introduced as the real edit or
    under a paragraph saying "example" (:func:`~.reading.far_example`); one naming its block
    before a block introduced as the real edit, whatever its words (a demo names its file
    too: "First, a quick demo on `n.py`:"; the diagnostic quotes the format words
    (:func:`~.reading.shows_format`) or "example" said farther up when there are any).

    There the block has two readings with different files, neither is applied. The only
    block is read as an edit, and so is the first of two edits of one file under an unknown
    line with no such cue (an English heading far more often than an example)."""
    paths = [{path for path, _ in ops} for _, _, ops in blocks]
    # How many blocks edit each file: the files of the other blocks without a pass over them.
    edited_by = Counter(path for mine in paths for path in mine)
    files = sorted(edited_by)
    # Whether a block after each one is introduced as the real edit ("Now the actual change:").
    real_after = [False] * len(blocks)
    for number in range(len(blocks) - 2, -1, -1):
        first, floor, _ = blocks[number + 1]
        real_after[number] = real_after[number + 1] or says_real_edit(lines, first, floor)
    for number, (first, floor, ops) in enumerate(blocks):
        if not ops:
            continue
        own_file = len(edited_by) > len(paths[number]) and all(
            edited_by[path] == 1 for path in paths[number]
        )
        if len(blocks) < 2:
            continue
        # (the names the block holds are words of the answer's own: "Refactor iskeyword:")
        known = block_words(olds[number], paths[number])
        unread = unread_intro(lines, first, floor, known)
        # Above an edit of a file other blocks edit too, only a line surely no intro, or one
        # unknown to the library under which a later block is called the real edit: a short
        # line of words unknown to the library ("Typo:", "Edge case:") is more often a noun
        # phrase of English than an example (the answer edits one file).
        edited_before = any(paths[number] & mine for mine in paths[:number])
        why: str | None = None
        if unread is None:
            # An intro that names nothing of the block (its file, the code it quotes) under
            # which the block may be an example: a later block is called the real edit, or
            # a paragraph farther up says an example follows ("Let me show you an example
            # first."). Whatever the language, the block has two readings.
            doubt = unnamed_intro(lines, first, floor, known)
            if doubt is None:
                # An intro naming the block is no proof it is meant when a later block is
                # called the real edit: it may be a demo ("a quick demo of the edit format
                # on `keyword.py`"), an example announced farther up, or the same file shown
                # and then edited.
                if not real_after[number]:
                    continue
                # Nor is an intro in words of no list ("First, a quick demo on `n.py`:",
                # "Let me demonstrate with n.py:"): "the real edit" says an earlier block
                # may be shown, not meant, so every block before it has two readings.
                shown = shows_format(lines, first, floor, known) or far_example(lines, first, floor)
                if shown is None:
                    shown = unnamed_intro(lines, first, floor, frozenset())
                intro = shown or "(none)"
                why = "names it, but a later block is introduced as the real edit"
            elif not (real_after[number] or far_example(lines, first, floor) is not None):
                continue
            else:
                intro = doubt or "(none)"
        elif not (own_file or unread[1] or real_after[number] or edited_before):
            continue
        else:
            intro = unread[0]
        if why is None:
            why = "was not read as an ordinary intro"
        mine = sorted(paths[number])
        where = "besides the edits after it"
        if own_file:  # (five of the other files named at most: the message stays short)
            others = list(itertools.islice((p for p in files if p not in mine), 6))
            named = ", ".join(others[:5]) + (", ..." if len(others) > 5 else "")
            where = f"besides the edits of {named}"
        context.refuse(
            ops[0][1],
            mine[0],
            "edit-example",
            f"the edit of {', '.join(mine)} after the line {intro[:80]!r} may be an example "
            f"of the format (no edit) or an edit of {', '.join(mine)} {where}: the line "
            f"{why}, so nothing of {', '.join(mine)} was read. "
            "Send only the edits to make, without examples, and say in a sentence which "
            "file each edit is for",
            lines.start(first),
            also=tuple(mine[1:]),
        )


def comment_regions(
    text: str, start: int, end: int, claimed: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The places ``(open, close)`` of the HTML comments of the Markdown in ``text[start:end]``
    (``<!--`` to the first ``-->`` after it, CommonMark's reading; an unclosed one runs to the
    end): text Markdown does not show. A ``<!--`` inside a fence, a claimed block (an edit
    block read: an HTML file's comment is its line) or an inline code span (after an odd
    number of backticks on its line) is literal text, not a comment. One pass over the
    lines, linear in the text; the fences are CommonMark's (a fence line of the same
    character, at least as long, closes the one open)."""
    spans = sorted(claimed)
    if not _opener_outside(text, start, end, spans):
        return []  # (every ``<!--`` is a claimed block's text: no line needs reading)
    regions: list[tuple[int, int]] = []
    taken = 0
    fence: str | None = None  # the marker of the open fence
    floor = 0  # the content column of the list item the open fence is in (0: none)
    items: list[int] = []  # the content columns of the list items open, innermost last
    next_close = start  # the first ``-->`` after the last inline opener weighed (-1: none)
    paragraph_end = -1  # where the paragraph of the last inline opener weighed ends
    pending = -1  # an inline opener its paragraph does not close, waiting for a ``-->``
    carry = 0  # the backtick run of a code span the paragraph's lines so far leave open
    pos = start
    while pos < end:
        stop = text.find("\n", pos, end)
        line_end = end if stop == -1 else stop
        following = end if stop == -1 else stop + 1
        while taken < len(spans) and spans[taken][1] <= pos:
            taken += 1
        if fence is None and taken < len(spans) and spans[taken][0] <= pos:
            pos = max(following, _line_start_after(text, spans[taken][1], end))
            carry = 0
            continue  # a line of a block read: its lines are its own
        line = text[pos:line_end]
        body = line.lstrip(" \t")
        # (a code span may go on from the line before within its paragraph, CommonMark: the
        # run it leaves open, read as such, ends at a blank line or a fence line)
        line_carry = carry
        if fence is not None or not body.strip() or _FENCE_RUN.match(body) is not None:
            carry = 0
        else:
            carry = _span_after(text, pos, line_end, carry)
        indent = len(line[: len(line) - len(body)].expandtabs(4)) if body.strip() else -1
        if fence is not None:
            run = _FENCE_RUN.match(body)
            if (
                run is not None
                and indent - floor <= 3
                and run.group(2)[0] == fence[0]
                and len(run.group(2)) >= len(fence)
                and not body[run.end() :].strip()
            ):
                # (left of the item's content too: CommonMark opens a fence there, but the
                # closer meant is the likelier reading, and an open fence hides comments)
                fence = None
            elif 0 <= indent < floor:
                fence = None  # the list item ends, and the fence with it (CommonMark)
                continue  # (the line is read again, outside the fence)
            pos = following
            continue
        if indent >= 0:
            while items and items[-1] > indent:
                items.pop()  # (a line left of an item's content ends it)
            marked = _ITEM_MARK.match(line)
            if marked is not None:  # a list item's first line: a fence may open on it
                items.append(len(line[: marked.end()].expandtabs(4)))
            floor = items[-1] if items else 0
            rest = line[marked.end() :] if marked is not None else body
            run = _FENCE_RUN.match(rest)
            if (
                run is not None
                and (marked is not None or indent - floor <= 3)
                and not (run.group(2)[0] == "`" and "`" in rest[run.end() :])
            ):
                fence = run.group(2)
                pos = following
                continue
        search = -1  # where to look for the close of the opener at ``begin`` (-1: after it)
        if pending != -1:
            # An inline opener whose paragraph ended before any ``-->``: closed by the first
            # one on a line outside the fences after it (the model may have meant to hide
            # what lies between); a ``-->`` in a fence is the fence's text.
            # (a ``-->`` inside a code span is text about the syntax: ``Close them with
            # `-->`.``; one outside a span read from the line's start or from the span the
            # lines before left open closes it, the safe side)
            shut = _close_outside_span(text, pos, line_end, 0)
            if line_carry:
                other = _close_outside_span(text, pos, line_end, line_carry)
                if other != -1 and (shut == -1 or other < shut):
                    shut = other
            if shut == -1:
                pos = following
                continue
            begin, ticks, search, pending = pending, 0, shut, -1
        else:
            begin, ticks = _comment_open(text, pos, line_end, 0)
            if line_carry:
                # read also with the span the lines before left open (a run that closes it
                # here makes a ``<!--`` after it stand outside: a comment, the safe side)
                other, other_ticks = _comment_open(text, pos, line_end, line_carry)
                if other != -1 and (begin == -1 or other < begin):
                    begin, ticks = other, other_ticks
        if (
            search == -1
            and begin != -1
            and (
                _LINE_OPENER.fullmatch(text, pos, begin) is None
                or _indented_code(text, start, pos, begin)
            )
        ):
            # An opener Markdown shows as text (inline, after other text on its line, or on
            # an indented code line): with no ``-->`` after it anywhere, it hides nothing.
            if next_close != -1 and next_close < begin + 4:
                next_close = text.find("-->", begin + 4)  # (found once per close)
            if next_close == -1:
                pos = following  # (and so is every such opener after it)
                continue
            if paragraph_end < begin:  # (found once per paragraph: linear)
                found = _PARAGRAPH_END.search(text, begin, end)
                paragraph_end = end if found is None else found.start()
            if paragraph_end < next_close:
                # CommonMark: an inline comment closes in its paragraph, and a blank line or
                # a fence line ends it first. A ``-->`` in a later fence is the fence's text
                # (a file's own comment): only one on a line outside the fences may close
                # the opener (the model may have meant to hide what lies between: read so,
                # the safe side); with none, the opener is literal and hides nothing.
                pending = begin
                pos = following
                continue
        if begin == -1:
            pos = following
            continue
        if ">" in text[pos:begin] and _LINE_OPENER.fullmatch(text, pos, begin) is not None:
            # An HTML block in a block quote ends with the quote (CommonMark: it takes no
            # lazy line), at the first line that is not the quote's, unless ``-->`` comes first.
            close = text.find("-->", begin + 4, end)
            last = close if close != -1 else end
            after = following
            while after < last and _QUOTE_LINE.match(text, after, end) is not None:
                stop = text.find("\n", after, end)  # (each line once: pos moves past them)
                after = end if stop == -1 else stop + 1
            if after < last:
                regions.append((begin, after))
                pos = after
                continue
        while True:
            close = text.find("-->", max(begin + 4, search), end)
            search = -1
            if close == -1:
                regions.append((begin, end))
                return regions
            regions.append((begin, close + 3))
            if close >= line_end:  # the end of the line the comment closes on, found once
                stop = text.find("\n", close + 3, end)
                line_end = end if stop == -1 else stop
            newline = text.rfind("\n", begin, close)
            if newline == -1:  # closed on the line it opened: read on from the opening
                ticks = _span_after(text, begin, close + 3, ticks)
            else:
                ticks = _span_after(text, newline + 1, close + 3, 0)
            # a comment opened again after the close on its line
            begin, ticks = _comment_open(text, close + 3, line_end, ticks)
            if begin == -1:
                break
        pos = _line_start_after(text, close + 3, end)
    if pending != -1 and _close_outside(text, end, spans):
        regions.append((pending, end))  # (closed after the part read: it runs to its end)
    return regions


def _close_outside(text: str, pos: int, spans: list[tuple[int, int]]) -> bool:
    """Whether a ``-->`` at or after ``pos`` stands outside the claimed blocks ``spans``
    (sorted): past the part of the answer read, the blocks' stretches are their own text."""
    starts = [begin for begin, _ in spans]
    close = text.find("-->", pos)
    while close != -1:
        n = bisect.bisect_right(starts, close) - 1
        if n >= 0 and close < spans[n][1]:
            close = text.find("-->", spans[n][1])
            continue
        # (one inside a code span on its line is text about the syntax, ``Close them with
        # `-->`.``: read from the line's start, or with the run the line before leaves open)
        line_start = text.rfind("\n", 0, close) + 1
        stop = text.find("\n", close)
        line_end = len(text) if stop == -1 else stop
        above = text.rfind("\n", 0, max(line_start - 1, 0)) + 1
        carry = _span_after(text, above, line_start - 1, 0) if line_start > 0 else 0
        for ticks in (0, carry) if carry else (0,):
            found = _close_outside_span(text, line_start, line_end, ticks, after=pos)
            if found != -1:
                return True
        close = text.find("-->", line_end)
    return False


#: What may stand before an HTML block's ``<!--`` on its line: up to three spaces (and the
#: marks of block quotes and list items, whose content it starts). Anything else before it
#: makes it inline (CommonMark: literal text unless closed in its paragraph).
_LINE_OPENER: Final = re.compile(r"(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*")
#: Where a paragraph surely ends (CommonMark): a blank line, or a fence line, which
#: interrupts a paragraph. (Other interruptions are not looked for: read as one paragraph,
#: an inline comment hides more, the safe side.)
_PARAGRAPH_END: Final = re.compile(r"\n(?:[ \t\r]*(?:\n|\Z)| {0,3}(?:`{3}|~{3}))")
#: A line of a block quote.
_QUOTE_LINE: Final = re.compile(r"[ \t]*>")
#: A list item's or block quote's first line (its content may be indented under it).
_CONTAINER_LINE: Final = re.compile(r"[ \t]*(?:>|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))")


def _indented_code(text: str, start: int, pos: int, begin: int) -> bool:
    """Whether the ``<!--`` at ``begin`` on the line at ``pos`` is in an indented code block
    (literal text, CommonMark): only blanks before it, four columns or more of them, after a
    blank line whose previous non-blank line is at the margin and starts no list item or
    block quote (under one, the indented line may be its content, where ``<!--`` opens an
    HTML block: read as a comment, the safe side)."""
    lead = text[pos:begin]
    if lead.strip(" \t") or len(lead.expandtabs(4)) < 4:
        return False
    at = pos
    blank = False
    while at > start:  # up over the blank lines (each opener's own run: linear in all)
        top = max(text.rfind("\n", start, at - 1) + 1, start)
        above = text[top : at - 1]
        if above.strip(" \t\r"):
            return blank and above[:1] not in (" ", "\t") and not _CONTAINER_LINE.match(above)
        blank = True
        at = top
    return at == 0  # (the document's first lines: code; a part of one may follow a list)


def _opener_outside(text: str, start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    """Whether a ``<!--`` of ``text[start:end]`` may stand outside the claimed blocks: one
    that lies in a block, on a line that starts inside it, is the block's text (the reading
    of :func:`comment_regions` skips such lines). One search, each block's first line break
    found once: a document whose only comments are in its files costs no walk of lines."""
    starts = [begin for begin, _ in spans]
    first_break: dict[int, int] = {}
    at = text.find("<!--", start, end)
    while at != -1:
        n = bisect.bisect_right(starts, at) - 1
        if n < 0 or at >= spans[n][1]:
            return True
        begin = spans[n][0]
        if begin > start and text[begin - 1] != "\n":
            if n not in first_break:
                first_break[n] = text.find("\n", begin, spans[n][1])
            if first_break[n] == -1 or at < first_break[n]:
                return True  # (on the block's first line, which starts before it)
        at = text.find("<!--", at + 4, end)
    return False


def _comment_open(text: str, pos: int, line_end: int, ticks: int) -> tuple[int, int]:
    """The first ``<!--`` in ``text[pos:line_end]`` outside an inline code span, or -1, with
    the code span open before it. ``ticks`` is the length of the backtick run that opened a
    code span before ``pos`` on its line (0: none): CommonMark's code span runs from a run of
    backticks to the next run of the same length (`` `` <!-- `` `` is one), and a run that
    no such run closes on the line is literal (a code span going on to a later line of the
    paragraph is read by the caller, :func:`comment_regions`, as a second ``ticks``: the
    opener is then read as one if either reading leaves it outside, the safe side). Each run
    and each closing run searched once per run opened, so a line of many is read in one
    pass."""
    opened = text.find("<!--", pos, line_end)
    closer, looked = -1, 0  # where the run closing the open span is, and its length
    while opened != -1:
        ticks = _span_after(text, pos, opened, ticks)
        if ticks and (closer < opened or looked != ticks):
            found = _closing_run(ticks).search(text, opened, line_end)
            closer, looked = (line_end if found is None else found.start()), ticks
        if not ticks or closer >= line_end:
            return opened, 0 if closer >= line_end else ticks
        pos = opened
        opened = text.find("<!--", opened + 4, line_end)
    return -1, ticks


def _close_outside_span(text: str, pos: int, line_end: int, ticks: int, *, after: int = 0) -> int:
    """The first ``-->`` of ``text[pos:line_end]`` at or after ``after`` outside an inline
    code span (read from ``ticks``, the run of the span open at ``pos``; a run no run of its
    length closes later on the line is literal), or -1. Each run read once."""
    close = text.find("-->", pos, line_end)
    at = pos
    closer, looked = -1, 0  # where the run closing the open span is, and its length
    while close != -1:
        ticks = _span_after(text, at, close, ticks)
        at = close
        if ticks and (closer < close or looked != ticks):
            found = _closing_run(ticks).search(text, close, line_end)
            closer, looked = (line_end if found is None else found.start()), ticks
        outside = not ticks or closer >= line_end
        if outside and close >= after:
            return close
        close = text.find("-->", close + 3, line_end)
    return -1


def _span_after(text: str, pos: int, stop: int, ticks: int) -> int:
    """The length of the backtick run of the code span open at ``stop`` (0: none), reading
    the runs of ``text[pos:stop]`` from ``ticks``, the one open at ``pos``."""
    for run in _TICK_RUN.finditer(text, pos, stop):
        length = run.end() - run.start()
        ticks = length if not ticks else (0 if length == ticks else ticks)
    return ticks


@functools.lru_cache(maxsize=64)
def _closing_run(length: int) -> re.Pattern[str]:
    """A run of exactly ``length`` backticks."""
    return re.compile(rf"(?<!`)`{{{length}}}(?!`)")


#: A run of backticks.
_TICK_RUN: Final = re.compile(r"`+")


def _line_start_after(text: str, pos: int, end: int) -> int:
    """The start of the line after the one holding ``pos`` (``pos`` itself at a line start)."""
    if pos <= 0 or pos >= end or text[pos - 1] == "\n":
        return min(pos, end)
    stop = text.find("\n", pos, end)
    return end if stop == -1 else stop + 1


#: A fence line: up to three spaces, a run of three or more backticks or tildes.
_FENCE_RUN: Final = re.compile(r"( {0,3})(`{3,}|~{3,})")
#: The marks of the list items a line opens (``- 1. ``), with the blanks after each (one to
#: four: CommonMark's content column; more is indented code, whose fence this is not).
_ITEM_MARK: Final = re.compile(r"(?:[ \t]*(?:[-+*]|\d{1,9}[.)])(?: {1,4}|\t))+")


def _refuse_commented_edits(
    context: EditContext,
    blocks: list[tuple[int, int, list[tuple[str, str]]]],
    read_spans: list[tuple[int, int]],
    start: int,
    end: int,
) -> None:
    """Refuse the files of every block read that starts inside an HTML comment of the answer
    (:func:`comment_regions`): the model commented it out, Markdown does not show it, and
    whether it was meant (an old version kept for the record) or not cannot be told. One
    computed fact for every convention: the blocks of each reader (SEARCH/REPLACE, diffs,
    patches, tool calls) are weighed by where they start. The answer, holding a block that
    could not be read, is not applied (never applied without it, nor with it)."""
    if not read_spans or context.text.find("<!--", start, end) == -1:
        return
    regions = comment_regions(context.text, start, end, read_spans)
    if not regions:
        return
    for (_, _, ops), (begin, _) in zip(blocks, read_spans, strict=True):
        if not ops:
            continue
        at = bisect.bisect_right(regions, (begin, _BEYOND)) - 1
        if at < 0 or not regions[at][0] <= begin < regions[at][1]:
            continue
        named = sorted({path for path, _ in ops})
        context.refuse(
            ops[0][1],
            named[0],
            "edit-in-comment",
            f"the edit of {', '.join(named)} (line {context.notes.locate(begin)[0]}) stands "
            "inside an HTML comment (<!-- ... -->), which Markdown does not show: commented "
            "out, or meant? It was not read, so the answer is not applied. Send only the edits "
            "to make, outside comments",
            begin,
            also=tuple(named[1:]),
        )


_BEYOND: Final = 1 << 62  # greater than any offset


#: The marks of every container before a line: ``>`` block quote marks (a blank after each or
#: none, CommonMark's ``>text``; not the first of seven, ``>>>>>>> REPLACE``) and the
#: indentation of a Markdown list item's content, at any nesting.
_CONTAINER: Final = re.compile(r"(?:[ \t]*>(?!>{6})[ \t]?)+[ \t]*|[ \t]+")
#: The first lines of an edit block behind container marks, each reader's own sign (one
#: table): what each line convention starts at (a patch's begin line or, without it, a
#: section header), a tool call's first line or a key of an edit call (a call behind quote
#: marks is no JSON), looked for anywhere on the line without its marks (a pretty-printed
#: call's key is indented in it).
_CONTAINED_START: Final = re.compile(
    "|".join(
        f"(?:{reader.START_SIGN})"
        for reader in (v4a_patch, unified_diff, search_replace, tool_calls)
    )
)
#: How many containers inside one another are read again (each level reads its lines once
#: more); an edit deeper than that is refused unread.
_NESTING: Final = 6


def _refuse_contained_edits(
    context: EditContext, lines: Lines, read_spans: list[tuple[int, int]], depth: int = _NESTING
) -> None:
    """Refuse the answer where an edit block stands inside a container the readers do not
    read, and say which: behind ``>`` block quote marks, or indented (a diff or patch in a
    Markdown list item; a SEARCH/REPLACE block indented is read, its lines stripped), at any
    nesting (a quote in a list item, a list item in a quote, nested list items: each level's
    lines are read again without its marks, the containers inside it checked in turn, up to
    ``depth`` levels). Removing the container's marks would be a second reading of every
    line of the block (as for a labelled file in a quote, ``quoted-file``); dropping the
    block would apply the answer without one of its edits. So the block's file is refused
    (``edit-in-container``), and with the error the whole answer is not applied
    (:func:`~artifact_codec.apply_edits`)."""
    spans = sorted(read_spans)
    taken = 0
    index = 0
    while index < len(lines):
        start = lines.start(index)
        while taken < len(spans) and spans[taken][1] <= start:
            taken += 1
        line = lines.at(index)
        if taken < len(spans) and spans[taken][0] <= start and not _indented_patch(lines, index):
            index += 1
            continue  # a line of a block read
        marks = _CONTAINER.match(line) if line[:1] in (" ", "\t", ">") else None
        if marks is None:
            index += 1
            continue
        # The outermost container: a quote (up to three spaces before its first mark) or
        # the indentation of a list item's content (a quote inside it is read in turn).
        quoted = _QUOTE_MARKS.match(line) is not None
        rest = line[marks.end() :]
        sign = _CONTAINED_START.search(rest) if _SIGN_CHARS.intersection(rest) else None
        diff_pair = (
            rest.startswith("--- ")
            and index + 1 < len(lines)
            and _CONTAINER.sub("", lines.at(index + 1), count=1).startswith("+++ ")
        )
        key = sign is not None and sign.group()[:1] == tool_calls.KEY_SIGN_FIRST
        if (sign is None or (key and ">" not in marks.group())) and not diff_pair:
            index += 1
            continue
        # The container's lines (the run of quoted lines, or of indented and blank ones),
        # read again without its marks: refused only when they hold an edit that reads
        # cleanly (a tool's quoted error report echoing a broken block is no edit).
        top = index
        while top > 0 and _in_container(lines.at(top - 1), quoted):
            top -= 1
        bottom = index + 1
        while bottom < len(lines) and _in_container(lines.at(bottom), quoted):
            bottom += 1
        rows = [lines.at(at) for at in range(top, bottom)]
        if quoted:
            bare = [_QUOTE_MARKS.sub("", row, count=1) for row in rows]
        else:
            cut = min((len(r) - len(r.lstrip()) for r in rows if r.strip()), default=0)
            bare = [row[cut:] for row in rows]
        inner = "\n".join(bare) + "\n"
        probe = Diagnostics(Locator(inner))
        held = read_edits(inner, probe, cut_at_end=False, containers=False)
        paths = {op.path for op in held.operations}
        errors = [d for d in probe.items if d.severity is Severity.ERROR]
        if depth > 1 and not errors:
            # The containers inside this one (a quote in a list item, a nested item).
            nested = EditContext(inner, probe)
            _refuse_contained_edits(nested, Lines(inner, 0, len(inner)), held.spans, depth - 1)
            paths.update(nested.broken)
            errors = [
                d
                for d in probe.items
                if d.severity is Severity.ERROR and d.code != "edit-in-container"
            ]
        elif depth <= 1 and not paths:
            paths.add("(an edit nested too deep)")
        # (a quote whose text after its last edit block is a tool's failure report, aider's
        # "^^^ Expected ..." under an echoed block, is a transcript, not an edit of this answer)
        last = max((end for _, end in held.spans), default=0)
        if (
            paths
            and not errors
            and not (quoted and any(_failure_echo(row) for row in inner[last:].splitlines()))
        ):
            named = sorted(paths)
            # found, though not read: the answer holds an edit (a reading of its files alone
            # would apply it without one, under an error that says it is not applied). (An
            # indented one may be a call the convention reader skipped as an example in an
            # indented code block: not counted, an open finding.)
            if quoted:
                context.found.update(held.found)
            where = "a '>' block quote" if quoted else "an indented container (a list item)"
            convention = held.operations[0].convention if held.operations else "unified-diff"
            context.refuse(
                convention,
                named[0],
                "edit-in-container",
                f"the edit of {', '.join(named)} (line {context.notes.locate(start)[0]}) stands "
                f"inside {where}; it was not read (the container's marks are not the file's "
                "lines), so the answer is not applied without it. Write every edit block at "
                "the margin, outside quotes and list items",
                start,
                also=tuple(named[1:]),
            )
        index = max(bottom, index + 1)


#: The characters one of the signs of :data:`_CONTAINED_START` holds (a line without any is
#: not searched): the first of each.
_SIGN_CHARS: Final = frozenset('"<*d@')
#: Quote marks at the start of a line (up to three spaces before them), each ``>`` followed
#: by a blank, the end of the line or text (CommonMark), not the first of seven
#: (``>>>>>>> REPLACE`` behind them is a line of the block).
_QUOTE_MARKS: Final = re.compile(r"[ \t]{0,3}(?:>(?!>{6})[ \t]?)+")
#: Aider's own report of a block that failed, echoed after the block in a quoted transcript.
_FAILURE_ECHO: Final = re.compile(
    r"\^{3,} |SEARCH/REPLACE blocks? failed to match|SearchReplaceNoExactMatch"
    r"|SEARCH section must exactly match|Did you mean to match"
)


def _failure_echo(row: str) -> bool:
    """Whether a line after a quoted edit is a line of aider's report of a failed block (not
    any remark: a remark after a real edit in a quote is the answer's own text)."""
    return _FAILURE_ECHO.search(row) is not None


def _in_container(line: str, quoted: bool) -> bool:
    """Whether a line belongs to the container a contained edit stands in: a quoted line, or
    a blank or indented one."""
    if quoted:
        return _QUOTE_MARKS.match(line) is not None
    return not line.strip() or line[:1] in (" ", "\t")


def _indented_patch(lines: Lines, index: int) -> bool:
    """Whether line ``index`` is an indented ``*** Begin Patch`` whose next line carries the
    same indentation: a patch in a list item, whose lines the patch reader reads with the
    indentation (its ``-``/``+`` lines become context lines: nothing changes), not read."""
    line = lines.at(index)
    if line[:1] not in (" ", "\t") or line.strip() != "*** Begin Patch" or index + 1 >= len(lines):
        return False
    indent = line[: len(line) - len(line.lstrip())]
    return lines.at(index + 1).startswith(indent + "***")


def read_content_edits(
    text: str,
    notes: Diagnostics,
    content: str,
    content_pos: int,
    *,
    path: str | None,
    complete: bool = True,
) -> EditReading:
    """The edits of one block's content (an artifact block, a Markdown fence, a legacy JSON
    file) that held edit instructions instead of a file; ``path`` is the block's.

    The content is read where it stands in ``text`` (so diagnostics name the answer's lines):
    at ``content_pos``, or on the line after it when a fence around it was removed. Content
    that is not a slice of the answer (a legacy JSON string, a de-indented fence) is read on
    its own and its places are moved to ``content_pos``'s line.
    """
    first_break = text.find("\n", content_pos)
    for start in (content_pos, first_break + 1 if first_break != -1 else -1):
        if start < 0:
            continue
        for size in (len(content), len(content) - 1):
            if (
                size >= 0
                and text.startswith(content[:size], start)
                and (size == len(content) or content.endswith("\n"))
            ):
                reading = read_edits(
                    text,
                    notes,
                    start,
                    start + size,
                    default_path=path,
                    cut_at_end=not complete,
                )
                return _quoted(reading, text, start, start + size, path, notes, content_pos)
    # Read apart, then placed: line numbers move by the block's first line.
    own = Diagnostics(Locator(content))
    reading = read_edits(content, own, default_path=path, cut_at_end=not complete)
    shift = notes.locate(content_pos)[0] - 1
    for item in own.finish():
        notes.items.append(replace(item, line=item.line + shift if item.line else 0))
    reading.operations = [_moved(operation, shift) for operation in reading.operations]
    return _quoted(reading, content, 0, len(content), path, notes, content_pos)


def _quoted(
    reading: EditReading,
    text: str,
    start: int,
    end: int,
    path: str | None,
    notes: Diagnostics,
    content_pos: int,
) -> EditReading:
    """The reading of a block's content, or none of it when a line outside its edits makes
    the content a file that quotes edits as much as an edit (see :func:`line_beside_edits`)."""
    if not reading.operations:
        return reading
    line = _beside(text, start, end, reading.spans, path)
    if line is not None:
        notes.add(
            "edit-ambiguous",
            Severity.ERROR,
            f"the block of {path or 'no path'} holds edit instructions and the line "
            f"{line[:60]!r} outside them: it may be a file that quotes an edit, or an edit; "
            "it was not applied. Send the whole file, or the edit alone",
            content_pos,
        )
        return EditReading([], reading.found, reading.spans)
    return reading


def line_beside_edits(content: str, path: str | None) -> str | None:
    """The first line of a block's ``content`` (the file ``path``) that is neither blank, nor
    a path label, nor a line of the edit instructions it holds, or None: a file that quotes
    edits (a test of a patch tool whose string holds a diff, a guide) has such lines, an
    edit sent in the block of its file has none. With one, the block has two readings (the
    file, or an edit of another file), so it is neither."""
    reading = read_edits(content, Diagnostics(Locator(content)), default_path=path)
    if not reading.operations:
        return None
    return _beside(content, 0, len(content), reading.spans, path)


def _beside(
    text: str, start: int, end: int, spans: list[tuple[int, int]], path: str | None
) -> str | None:
    lines = Lines(text, start, end)
    ordered = sorted(spans)
    taken = 0
    for index in range(len(lines)):
        line_start = lines.start(index)
        while taken < len(ordered) and ordered[taken][1] <= line_start:
            taken += 1
        if taken < len(ordered) and ordered[taken][0] <= line_start:
            continue
        line = lines.at(index).strip()
        if line and line != path and label_path(line) is None:
            return line
    return None


def _moved(operation: FileOperation, shift: int) -> FileOperation:
    def line(value: int | None) -> int | None:
        return None if value is None else value + shift

    return operation.model_copy(
        update={
            "line": line(operation.line),
            "hunks": tuple(
                hunk.model_copy(update={"line": line(hunk.line)}) for hunk in operation.hunks
            ),
        }
    )
