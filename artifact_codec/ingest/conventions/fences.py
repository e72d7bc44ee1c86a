"""The one fence scanner of the conventions: where code fences open and close in an answer.

Every convention that finds something in code fences (the Markdown family, a ``~~~`` wrapper
around a whole answer, heredocs inside a ``bash`` fence) asks this module; none scans fences
itself.

A fence line is three or more backticks or tildes at the start of a line, after at most
:data:`MAX_INDENT` blanks (models indent fences in list items); a backtick fence's info string
holds no backtick. There are two readings of where a fence ends:

- ``nested=False`` is CommonMark's rule: the fence ends at the first line of the same
  character, at least as long, with nothing else on it. A Markdown file that holds
  ```` ```bash ```` blocks inside a ```` ``` ```` fence ends at the first inner closing line.
- ``nested=True`` is how models write such files: inside a fence, a line of the same character,
  at least as long, *with an info string* opens a nested block (a closing line never has one),
  and the next bare line closes that nested block, not the file.

The readings differ only when the text has such a line; :attr:`Fence.nested` counts them, so a
reader knows when it has a choice to make.

What starts first holds what follows: a caller may pass the places of blocks that claim their
lines (``claimed``: the edit blocks of the answer, whose lines are the edit's text). A fence
line inside such a block that started while no fence was open is a line of that block, not a
fence. A block that started inside an open fence is that fence's content and claims nothing,
unless the fence only wraps such blocks (aider writes each SEARCH/REPLACE block in a fence,
its path on the line before or as the first line inside): a block that starts after nothing
but blank lines and a path line of the fence, or right after another such block, holds its
lines too, and the fence closes after it.

Line breaks are ``\\n``, ``\\r\\n`` and a lone ``\\r`` (as in CommonMark); offsets are positions
in the text as given, so contents are cut from it byte for byte. One pass over the text, in
time linear in its length.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "MAX_INDENT",
    "Claimed",
    "Fence",
    "FenceLine",
    "claimed_end",
    "fence_lines",
    "line_before",
    "line_end",
    "scan",
]

#: The most columns of indentation a fence line may have (a fence in a nested list item).
MAX_INDENT = 12

# A run of fence characters; whether it starts a line is checked by hand (see scan).
_RUN = re.compile(r"`{3,}|~{3,}")
_BREAK = re.compile(r"\r\n?|\n")
#: The marks of the list items a line opens before a fence on it (``- ```bash``, ``1. ```):
#: CommonMark's fence in the item, its indentation the item's content column.
_ITEM_MARKS = re.compile(r"(?:[ \t]*(?:[-+*]|\d{1,9}[.)])(?: {1,4}|\t))+")
_END = 1 << 62  # greater than any offset
_MAX_WRAP = 1024  # a path line and blank lines are shorter

#: Sorted, disjoint ``(start, end)`` places of blocks whose lines are their own (see the module
#: doc).
Claimed = Sequence[tuple[int, int]]


@dataclass(frozen=True, slots=True)
class Fence:
    """One fenced block: where it opens, what it holds, where it closes."""

    start: int  # offset of the opening line
    indent: int  # columns of indentation of the opening line
    marker: str  # the fence characters of the opening line ("```", "~~~~")
    info: str  # the info string, without surrounding blanks
    body: int  # offset of the first content line
    close: int  # offset of the closing line (the end of the scanned text when not closed)
    end: int  # offset after the closing line and its line break
    closed: bool
    nested: int = 0  # inner blocks this reading took as nested (always 0 with nested=False)
    # The closing fence was glued to the end of the last content line (x = 1 and the backticks):
    # ``close`` is where they start, and the content ends with that line's break.
    glued: bool = False


@dataclass(frozen=True, slots=True)
class FenceLine:
    """One line that may open or close a fence, wherever it stands."""

    start: int  # offset of the line
    indent: int  # columns of indentation
    marker: str  # the fence characters
    info: str  # the info string, without surrounding blanks ("" on a bare line)
    following: int  # offset of the next line


def line_end(text: str, pos: int, stop: int | None = None) -> tuple[int, int]:
    """The end of the line at ``pos`` (before its break) and the start of the next line."""
    found = _BREAK.search(text, pos, len(text) if stop is None else stop)
    if found is None:
        end = len(text) if stop is None else stop
        return end, end
    return found.start(), found.end()


def line_before(text: str, pos: int, floor: int) -> tuple[int, int] | None:
    """Start and end of the nearest line before the line that starts at ``pos`` that is not
    blank, not starting before ``floor``; None when there is none."""
    end = pos
    while end > floor:
        # Step over the line break that ends the previous line ("\n", "\r\n" or "\r").
        if text[end - 1] == "\n":
            end -= 1
            if end > floor and text[end - 1] == "\r":
                end -= 1
        elif text[end - 1] == "\r":
            end -= 1
        else:  # pos is not at a line start: nothing before it on its own line counts
            pass
        start = max(text.rfind("\n", floor, end), text.rfind("\r", floor, end), floor - 1) + 1
        if text[start:end].strip():
            return start, end
        end = start
    return None


def _columns(blanks: str) -> int:
    return sum(4 if char == "\t" else 1 for char in blanks)


def claimed_end(claimed: Claimed, at: int, since: int) -> int:
    """The end of the claimed block that holds the line starting at ``at`` and started at or
    after ``since`` (while no fence was open), or -1."""
    index = bisect.bisect_right(claimed, (at, _END)) - 1  # the last block starting at or before
    if index < 0:
        return -1
    first, end = claimed[index]
    return end if since <= first <= at < end else -1


def _wrapped_end(text: str, claimed: Claimed, at: int, wrap: int) -> int:
    """The end of the claimed block that holds the line starting at ``at`` inside an open
    fence, when only blank lines and one path line lie between ``wrap`` (the fence's first
    content line, or the end of the block before) and its start; else -1."""
    end = claimed_end(claimed, at, wrap)
    if end == -1:
        return -1
    first = claimed[bisect.bisect_right(claimed, (at, _END)) - 1][0]
    if first - wrap > _MAX_WRAP:
        return -1
    return end if len(text[wrap:first].split()) <= 1 else -1


def fence_lines(text: str, start: int = 0, stop: int | None = None) -> list[FenceLine]:
    """Every line of ``text[start:stop]`` that may open or close a fence, in order, whatever
    the lines around it: the material of a reading that chooses closers by other evidence
    than CommonMark's order (see :mod:`.markdown`). One pass, linear in the text."""
    stop = len(text) if stop is None else stop
    found: list[FenceLine] = []
    line_start, searched, skip_to = start, start, start
    for run in _RUN.finditer(text, start, stop):
        at = run.start()
        if at < skip_to:
            continue
        newline = max(text.rfind("\n", searched, at), text.rfind("\r", searched, at))
        if newline != -1:
            line_start = newline + 1
        searched = at
        end, following = line_end(text, run.end(), stop)
        skip_to = following if following > end else end + 1
        prefix = text[line_start:at]
        if prefix.strip(" \t") and _ITEM_MARKS.fullmatch(prefix) is None:
            continue
        indent = _columns(prefix)
        marker = run.group()
        info = text[run.end() : end].strip(" \t")
        if indent > MAX_INDENT or (marker[0] == "`" and "`" in info):
            continue
        found.append(FenceLine(line_start, indent, marker, info, following))
    return found


def scan(
    text: str,
    start: int = 0,
    stop: int | None = None,
    *,
    nested: bool,
    claimed: Claimed = (),
) -> list[Fence]:
    """The top-level fences of ``text[start:stop]`` (fences inside a fence are its content),
    in one reading (see the module doc). The last one may be unclosed."""
    stop = len(text) if stop is None else stop
    fences: list[Fence] = []
    since = start  # no fence has been open since this offset
    line_start = start  # start of the line holding the current run (kept up to date)
    searched = start  # line breaks before this offset have been accounted for
    skip_to = start  # runs before this offset lie on a line already handled
    opened: tuple[int, int, str, str, int] | None = None  # start, indent, marker, info, body
    wrap = start  # inside the open fence: where blocks of its own may start (see the doc)
    inner: list[tuple[int, int]] = []  # length and indent of the nested blocks inside it
    taken = 0  # nested blocks taken in the current fence
    for run in _RUN.finditer(text, start, stop):
        at = run.start()
        if at < skip_to:
            continue
        # Where does this line start? Only the gap since the last run is searched, so the
        # search costs one pass over the text in all.
        newline = max(text.rfind("\n", searched, at), text.rfind("\r", searched, at))
        if newline != -1:
            line_start = newline + 1
        searched = at
        end, following = line_end(text, run.end(), stop)
        skip_to = following if following > end else end + 1
        if at == line_start:
            indent = 0
        else:
            prefix = text[line_start:at]
            if prefix.strip(" \t") and _ITEM_MARKS.fullmatch(prefix) is None:
                continue  # a run inside a line of text
            indent = _columns(prefix)
        if indent > MAX_INDENT:
            continue
        if claimed:
            if opened is None:
                until = claimed_end(claimed, line_start, since)
            else:
                until = _wrapped_end(text, claimed, line_start, wrap)
                wrap = max(wrap, until)
            if until != -1:
                skip_to = max(skip_to, until)  # a line of a block that started first
                continue
        marker = run.group()
        info = text[run.end() : end].strip(" \t")
        if marker[0] == "`" and "`" in info:
            continue  # inline code (```x```), not a fence
        if opened is None:
            opened = (line_start, indent, marker, info, following)
            inner, taken, wrap = [], 0, following
            continue
        open_marker = opened[2]
        if marker[0] != open_marker[0]:
            continue
        size, depth_indent = inner[-1] if inner else (len(open_marker), opened[1])
        if len(marker) < size:
            continue
        if info:
            if nested:
                inner.append((len(marker), indent))
                taken += 1
            continue
        if indent > depth_indent + 3:
            continue  # too deep to close the innermost block: content
        if inner:
            inner.pop()
            continue
        fences.append(
            Fence(
                opened[0],
                opened[1],
                open_marker,
                opened[3],
                opened[4],
                line_start,
                following,
                closed=True,
                nested=taken,
            )
        )
        opened = None
        since = following
    if opened is not None:
        fences.append(
            Fence(
                opened[0],
                opened[1],
                opened[2],
                opened[3],
                min(opened[4], stop),
                stop,
                stop,
                closed=False,
                nested=taken,
            )
        )
    return fences
