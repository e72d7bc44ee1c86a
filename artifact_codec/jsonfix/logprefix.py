"""Log-line prefixes around JSON: the fields of a log line, and values logged line by line.

A log writes the same prefix before each of its lines (a time, a level, a host and a process
tag): ``Nov 20 10:16:00 host app[1234]: ``, ``[   12.345678] ``, ``INFO: ``. Two readings of
:mod:`~artifact_codec.jsonfix.extract` depend on it:

- :func:`is_log_field`: a bracketed number in such a prefix (a process id, a seconds stamp,
  an epoch time) is a field of the line, not an answer;
- :func:`prefixed_values`: a pretty-printed value logged line by line, each line under the
  prefix, is read with the prefix removed from its lines (or not at all), never with the
  prefixes read as part of the value.

The *shape* of a prefix is the prefix with each run of digits standing for any digits and each
run of blanks for any blanks (the time changes from line to line; a right-aligned seconds
stamp pads with blanks).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Final

from .candidates import JsonCandidate
from .report import RepairResult

__all__ = ["PrefixedValue", "is_log_field", "prefix_shape", "prefixed_values"]

_TOKENS: Final = re.compile(r"\d+|[ \t]+|[^\d \t]")
#: The longest prefix whose shape is compared (a log prefix is short).
_MAX_PREFIX: Final = 120
# A line that opens a pretty-printed value after a prefix: text, then '{' or '[' ending it.
_OPENER: Final = re.compile(r"^([^\n]{1,120}?)([{\[])[ \t]*\r?$", re.MULTILINE)
_DECODER: Final = json.JSONDecoder()


def prefix_shape(prefix: str) -> re.Pattern[str]:
    """The pattern of ``prefix``'s shape (see the module documentation), anchored at a line's
    start by :meth:`re.Pattern.match`."""
    parts: list[str] = []
    for token in _TOKENS.findall(prefix):
        if token[0].isdigit():
            parts.append(r"\d+")
        elif token[0] in " \t":
            parts.append(r"[ \t]*" if not parts else r"[ \t]+")
        else:
            parts.append(re.escape(token))
    return re.compile("".join(parts))


def _is_numbers(value: Any) -> bool:
    return (
        isinstance(value, list)
        and bool(value)
        and all(isinstance(item, (int, float)) and not isinstance(item, bool) for item in value)
    )


def is_log_field(text: str, candidate: JsonCandidate) -> bool:
    """Whether ``candidate`` is a bracketed number (or numbers) on one line that is a field of
    a log line rather than an answer: followed on its line by ``:`` as a process tag (see
    :func:`_is_process_tag`: ``app[1234]: started``); ending a prefix that the line before or
    after starts with too (``[1700000000] {"ok": true}`` between two lines under
    ``[1700000000]``); or followed by a word on a line that is a log line by its start (see
    :func:`_log_prefix_before`: ``[   12.345678] usb 1-1: ...``, ``worker[3]: [12, 3]
    flushed``). A list of numbers followed by a word on a line no other line shares a prefix
    with and that opens with no stamp, tag or level is the answer of a sentence (``Output: [1,
    4, 9] sorted ascending.``, ``At 10:30 the result was [1, 2, 3] as expected.``), not a
    field: no log line is there."""
    if candidate.fenced or not _is_numbers(candidate.value):
        return False
    line_start = text.rfind("\n", 0, candidate.start) + 1
    line_end = text.find("\n", candidate.start)
    line_end = len(text) if line_end < 0 else line_end
    if candidate.end > line_end:
        return False
    after = text[candidate.end : line_end].lstrip(" \t")
    if after[:1] == ":" and _is_process_tag(text, line_start, candidate):
        return True
    if after[:1].isalpha() and _log_prefix_before(text, line_start, line_end, candidate):
        return True
    if len(candidate.value) == 1 and _opens_log_line(text, line_start, line_end, candidate):
        return True
    if candidate.end - line_start > _MAX_PREFIX:
        return False
    shape = prefix_shape(text[line_start : candidate.end])
    if line_start > 0:
        before = text.rfind("\n", 0, line_start - 1) + 1
        if shape.match(text, before, line_start - 1):
            return True
    next_start = line_end + 1
    if next_start < len(text):
        next_end = text.find("\n", next_start)
        return bool(shape.match(text, next_start, len(text) if next_end < 0 else next_end))
    return False


# A log stamp opening a line: a date (``2026-11-20``, with its time), or a time of day after
# an optional weekday and month day (``Nov 20 10:16:00``, ``10:16:00``), bracketed or not.
_LINE_STAMP: Final = re.compile(
    r"[ \t]*[\[(]?(?:\d{4}[-/]\d{2}[-/]\d{2}\b"
    r"|(?:[A-Z][a-z]{2},?[ \t]+)?(?:[A-Z][a-z]{2}[ \t]+\d{1,2}[ \t]+)?\d{1,2}:\d{2}\b)"
)
# A process tag opening a line: a name joined to one bracketed number, then ':'
# (``worker[3]: ``, ``app[1234]: ``).
_LINE_TAG: Final = re.compile(r"[ \t]*[\w./-]*\w\[[ \t]*\d+[ \t]*\]:[ \t]")
# A level opening a line: a word in capitals alone before the field (``INFO  ``, ``WARN: ``).
_LINE_LEVEL: Final = re.compile(r"[ \t]*\[?[A-Z]{3,}\]?:?[ \t]+")


def _opens_log_line(text: str, line_start: int, line_end: int, candidate: JsonCandidate) -> bool:
    """Whether the line of ``candidate`` (one number in brackets, after words) is a log line by
    its start, whatever follows the number: a stamp or a process tag opens it, or a level
    written as one (``INFO:``, ``[INFO]``) or that a line beside it opens with too. A server's
    process id ends such lines (``INFO:     Finished server process [12345]``) or stands
    between its stamp and its level (``[2026-11-20 10:16:00 +0000] [1234] [INFO] Booting``)."""
    if not text[line_start : candidate.start].strip():
        return False
    if _LINE_STAMP.match(text, line_start, candidate.start) or _LINE_TAG.match(
        text, line_start, candidate.start
    ):
        return True
    level = _LINE_LEVEL.match(text, line_start, candidate.start)
    if level is None:
        return False
    if ":" in level.group() or "[" in level.group():
        return True
    return any(
        _LINE_LEVEL.match(text, a, b) for a, b in _neighbour_lines(text, line_start, line_end)
    )


def _is_process_tag(text: str, line_start: int, candidate: JsonCandidate) -> bool:
    """Whether ``candidate`` (followed by ``:``) is a process tag: one number in brackets
    joined to the name before it (``app[1234]: started``), or one bracketed number opening
    its line (``[1234]: started``). A list of two or more numbers followed by ``:`` is the
    answer a sentence goes on to explain (``The sorted indices [1, 0, 2]: that is ...``)."""
    if len(candidate.value) != 1:
        return False
    before = text[line_start : candidate.start]
    return not before.strip() or (before[-1:].isalnum() or before[-1:] in "_-.")


def _log_prefix_before(text: str, line_start: int, line_end: int, candidate: JsonCandidate) -> bool:
    """Whether the line of ``candidate`` is a log line by its start, the prefix the field
    follows: a stamp opening it (:data:`_LINE_STAMP`, ``Nov 20 10:16:00 host kernel: [ 5.1]
    ...``), a process tag opening it (``worker[3]: [12, 3] flushed``), a level opening it
    that a line beside it opens with too (``INFO  [12, 3] rows`` over ``WARN  [0, 1] rows``:
    log lines come in runs of one prefix shape), or the candidate is one number in brackets
    opening the line (a seconds stamp, an epoch time: ``[   12.345678] usb``). A time or a date
    after words (``At 10:30 the result was [1, 2, 3] as expected.``) is a sentence's, and a
    list of two or more numbers opening a line is no stamp (``[7, 11] are the new ids``)."""
    before = text[line_start : candidate.start]
    if not before.strip():
        return len(candidate.value) == 1
    if _LINE_STAMP.match(text, line_start, candidate.start) or _LINE_TAG.match(
        text, line_start, candidate.start
    ):
        return True
    level = _LINE_LEVEL.fullmatch(before)
    if level is None:
        return False
    for start, stop in _neighbour_lines(text, line_start, line_end):
        if _LINE_LEVEL.match(text, start, stop):
            return True
    return False


def _neighbour_lines(text: str, line_start: int, line_end: int) -> list[tuple[int, int]]:
    """The spans of the lines before and after the line ``text[line_start:line_end]``."""
    spans = []
    if line_start > 0:
        spans.append((text.rfind("\n", 0, line_start - 1) + 1, line_start - 1))
    if line_end < len(text):
        stop = text.find("\n", line_end + 1)
        spans.append((line_end + 1, len(text) if stop < 0 else stop))
    return spans


@dataclass(frozen=True)
class PrefixedValue:
    """A value opened at the end of a line after ``prefix`` whose next lines start with the
    prefix's shape. ``span`` is where it lies in the text (from its opening bracket to the end
    of the last line under the prefix it was read from); ``candidate`` is the value read with
    the prefixes removed, or ``None`` when that is no JSON as written (then nothing in the
    span is read as a value: it would be built from the prefixes)."""

    prefix: str
    span: tuple[int, int]
    candidate: JsonCandidate | None


def prefixed_values(text: str) -> list[PrefixedValue]:
    """Every value logged line by line under a prefix in ``text`` (see
    :class:`PrefixedValue`), in order. Each line is read once: the search goes on after the
    lines under the prefix of a value found."""
    found: list[PrefixedValue] = []
    pos = 0
    while True:
        opener = _OPENER.search(text, pos)
        if opener is None:
            return found
        prefix = opener.group(1)
        bracket = opener.start(2)
        line_end = opener.end()
        if not prefix.strip() or line_end >= len(text):
            pos = line_end + 1
            continue
        next_end = text.find("\n", line_end + 1)
        shape = _line_shape(prefix, text, line_end + 1, len(text) if next_end < 0 else next_end)
        if shape is None:
            pos = line_end + 1
            continue
        prefix = _shown(prefix, shape)
        # (text of the value with the prefixes removed; where each piece starts in both)
        pieces = [text[bracket:line_end]]
        starts = [(0, bracket)]
        size = len(pieces[0])
        line = line_end + 1
        while line < len(text):
            stop = text.find("\n", line)
            stop = len(text) if stop < 0 else stop
            match = shape.match(text, line, stop)
            if match is None:
                break
            starts.append((size + 1, match.end()))
            pieces.append("\n" + text[match.end() : stop])
            size += 1 + stop - match.end()
            line = stop + 1
        if len(pieces) == 1:
            pos = line_end + 1
            continue
        run_end = min(line - 1, len(text))
        stripped = "".join(pieces)
        found.append(
            PrefixedValue(prefix, (bracket, run_end), _read(stripped, starts, prefix, text))
        )
        pos = max(run_end, line_end + 1)


def _line_shape(prefix: str, text: str, start: int, stop: int) -> re.Pattern[str] | None:
    """The shape of the longest leading part of ``prefix`` that ends after a blank (the whole
    prefix, or its log stamp before words such as ``Result: ``) and starts the line
    ``text[start:stop]`` too, or ``None``."""
    tokens = _TOKENS.findall(prefix)
    for count in range(len(tokens), 0, -1):
        if tokens[count - 1][0] not in " \t" and count < len(tokens):
            continue
        part = "".join(tokens[:count])
        if not part.strip():
            return None
        shape = prefix_shape(part)
        if shape.match(text, start, stop):
            return shape
    return None


def _shown(prefix: str, shape: re.Pattern[str]) -> str:
    """The part of ``prefix`` that ``shape`` matches (what the diagnostic names)."""
    match = shape.match(prefix)
    return prefix if match is None else prefix[: match.end()]


def _read(
    stripped: str, starts: list[tuple[int, int]], prefix: str, text: str
) -> JsonCandidate | None:
    """The value at the start of ``stripped`` as a candidate of ``text`` when it is JSON as
    written and its last line holds nothing after it, else ``None``."""
    try:
        value, end = _DECODER.raw_decode(stripped)
    except ValueError:
        return None
    line_end = stripped.find("\n", end)
    if stripped[end : len(stripped) if line_end < 0 else line_end].strip():
        return None
    if end <= starts[1][0]:
        return None  # (closed on its first line: not a value logged line by line)
    piece = max(i for i, (at, _) in enumerate(starts) if at < end)
    original_end = starts[piece][1] + end - starts[piece][0]
    start = starts[0][1]
    repair = RepairResult(stripped[:end])
    return JsonCandidate(start, original_end, False, value, repair, log_prefix=prefix)
