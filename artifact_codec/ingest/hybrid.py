"""The lenient reader of the hybrid format: a post-lexer for what a model wrote.

This stage runs only when the strict reader refused a response. It finds the *documents* in
the surrounding text (prose, reasoning, drafts, outer code fences), reads header, blocks and
fields with tolerance (lower-case or bold field names, synonyms, trailing blanks, a missing
``---`` or end marker...), picks the document that is the answer, and hands its blocks to
:func:`~artifact_codec.ingest.accept.accept_blocks`, which feeds them, with their places in the
response, to the strict reader's grammar check and model builder. Every tolerance it uses
becomes a :class:`Diagnostic` (line rules and tolerances: :mod:`artifact_codec.format.lines`).

What is structure and which document is the answer follows the precedence of
``docs/lenient.md`` ("Which reading wins"):

1. A delimiter line starts a block only when block fields follow it (after blank lines at
   most); an end-marker line ends a document only after one of its blocks; the header is the
   JSON object directly before the first block (only blank lines between) or the one that
   names the blocks' delimiter. Any other such line or JSON object is prose.
2. A document ends at its end marker. After it the text is prose again, and may hold another
   document. A document also ends, unfinished, inside one of its files where a new part of
   the answer surely begins (:meth:`_Reader.split`): the header of a restarted answer, a
   closing reasoning tag, a new header cut off.
3. The last document is the answer; the ones before are drafts, each reported. Documents
   before a closing reasoning tag (``</think>``) in the prose are reasoning. The answer is not
   usable when the readings cannot be told apart (:meth:`_Reader.choose`): a first document
   that begins the answer followed by anything but prose (a stream may have announced its
   files), a complete document (or Markdown files) followed by one without header or
   without end marker that the finish reason does not show cut off, Markdown files after or
   inside a document that does not prove its end.

Boundaries are found with ``str.find``; each line is looked at a bounded number of times, so the
cost is linear in the response.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from ..diagnostics import Diagnostics, Severity
from ..errors import ArtifactDecodeError
from ..format.content import ends_with_end_line, find_rare, is_markdown_path
from ..format.header import decode_header
from ..format.lines import (
    DELIMITER_FAMILY,
    FAMILY_PREFIX,
    LENIENT_FIELD,
    LENIENT_SEPARATOR,
    block_field_names,
    end_shaped_line,
    lenient_marker,
    lenient_path,
    lenient_value,
    misspelled_end_marker,
)
from ..format.spec import (
    DEFAULT_DELIMITER,
    FIELD_TO_ATTRIBUTE,
    FORMAT_VERSION,
    MAX_FIELD_LINES,
    OPERATION_FIELD,
    SEPARATOR,
    check_delimiter,
    end_marker,
)
from ..read.reader import Reader
from .accept import Block, HybridReading, accept_blocks, block_name, settle_content, take_field
from .normalize import reasoning_close

__all__ = ["HybridAnswer", "read_hybrid"]

_BLANKS = re.compile(r"\s*")

#: Where the code fences that name a file start in ``text[start:]``, and whether each was
#: closed: the Markdown convention's reading (given by the caller, the table of conventions,
#: which this post-lexer does not import).
MarkdownFiles = Callable[[str, int], list[tuple[int, bool]]]

#: How many JSON header candidates are tried before giving up (bounds adversarial input).
MAX_HEADER_CANDIDATES = 20

_FENCE = re.compile(r"[ \t]{0,3}(`{3,}|~{3,})[^`\n]*")
_DECLARED = re.compile(r'"files_delimiter"\s*:\s*"([^"\\\n]{1,200})"')
#: Header keys only this format uses: a JSON object with one of them is a document's header.
_FORMAT_HEADER_KEYS = frozenset(
    {"task_id", "project_id", "total_files", "files_delimiter", "format_version"}
)


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end


def _next_line(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end + 1


#: (lead30) How many lines above a block :meth:`_Reader.ours_begins_again` looks for the header
#: of a new document: the header's last line and comment lines between it and the block.
_HEADER_LOOKBACK_LINES = 4
#: (lead30) Lines of a comment between a quoted document's header and its first block.
_COMMENT_STARTS = ("#", "//")


@dataclass(slots=True)
class _Fields:
    """The field lines after a delimiter line, found before anything is taken from them."""

    lines: list[tuple[int, str]]  # (position, text) of the field lines, blank lines included
    content_start: int  # where the content starts
    separator: int | None  # position of the '---' line
    blank_at: int | None = None  # blank lines between the delimiter line and the fields
    cut: bool = False  # the answer was cut off inside the fields
    blank_end: bool = False  # no separator: a blank line after the fields ended them


@dataclass(slots=True)
class _Start:
    """Where a document's first block is, and the header that belongs to it."""

    first: int  # the first block's delimiter line
    delimiter: str
    inline_path: str | None
    fields: _Fields | None  # None: a delimiter line where the answer was cut
    header: tuple[dict[str, Any], int, int] | None  # (object, start, end)
    named: bool = False  # the header is not adjacent but names the blocks' delimiter


@dataclass(slots=True)
class _Document:
    """One document of the answer, read but not accepted yet."""

    begin: int  # its first line: the header, else its first delimiter line
    notes: Diagnostics
    header: dict[str, Any] = field(default_factory=dict)
    header_pos: int = 0
    has_header: bool = False
    delimiter: str = DEFAULT_DELIMITER
    fence: tuple[str, int] | None = None
    fence_pos: int | None = None  # its outer fence's opening line
    blocks: list[Block] = field(default_factory=list)
    ended_at: int | None = None  # its end marker (or a misspelled one)
    end: int = 0  # where the text after it starts
    truncated: bool = False
    complete: bool = False  # ended, or known complete without end marker
    restarts: list[tuple[int, int]] = field(default_factory=list)  # (block index, header pos)
    reasoning: bool = False  # before a closing reasoning tag: a draft in the reasoning
    misspelled_end: bool = False  # it ends with a misspelled end marker (a tolerance)
    hides_complete: bool = False  # unfinished, and a complete document is in what it swallowed
    doubt: tuple[int, str] | None = None  # (where, why) its files admit two readings
    # the doubt is decided only at the end of the answer (the finish reason, no end marker),
    # and only the blocks from this one on differ between the readings: the blocks before it
    # are the same in both (a stream has announced them), so they stay in ``code``, not usable
    doubt_from: int | None = None
    fenced_split: int | None = None  # a delimiter line inside a code fence a file opened


@dataclass(slots=True)
class HybridAnswer:
    """What the hybrid reader found: the reading of the answer (None: the answer holds no
    document, only drafts in the reasoning), the diagnostics to go on with, and where the
    answer starts for the other readers."""

    reading: HybridReading | None
    notes: Diagnostics
    start: int
    first_block: int | None = None  # the first block of any document read (a quote's place)
    after: int | None = None  # where the text after the answer's end marker starts
    read_at: int | None = None  # where the files of the document read start (its first block)


class _Scan:
    """What the jobs of the lenient reader share: the answer, where it starts, the
    diagnostics, the delimiter and the outer fence once known, and finding delimiter lines."""

    def __init__(
        self,
        text: str,
        start: int,
        notes: Diagnostics,
        *,
        finish: str | None,
        finish_reason: str | None,
        add_final_newline: bool,
        repair_header: Callable[[str], dict[str, Any] | None],
        markdown_files: MarkdownFiles,
    ) -> None:
        self.text = text
        self.start = start
        self.notes = notes
        self.finish = finish  # what the provider's finish reason means (spec.finish_kind)
        self.finish_reason = finish_reason
        self.add_final_newline = add_final_newline
        self.repair_header = repair_header
        self.markdown_files = markdown_files
        self.delimiter = DEFAULT_DELIMITER
        self.fence: tuple[str, int] | None = None  # outer fence: character and length
        self.text_end = len(text.rstrip())  # nothing but blanks after this
        # The text ends, without a line break, in a field line of the last block (no
        # separator, no content): that line was cut short whatever the finish reason says.
        self.cut_in_fields = False

    def first_delimiter_line(self, delimiter: str, start: int) -> int:
        """Position of the first line at or after ``start`` that starts with ``delimiter``."""
        text = self.text
        if text.startswith(delimiter, start) and (start == 0 or text[start - 1] == "\n"):
            return start
        found = text.find("\n" + delimiter, start)
        return -1 if found == -1 else found + 1

    def family_lines(self, start: int, limit: int) -> Iterator[tuple[int, str]]:
        """The lines in ``[start, limit)`` that start with a delimiter of the family, and it."""
        text = self.text
        pos = self.first_delimiter_line(FAMILY_PREFIX, start)
        while pos != -1 and pos < limit:
            match = DELIMITER_FAMILY.match(text, pos)
            if match:
                yield pos, match.group(0)
            pos = self.first_delimiter_line(FAMILY_PREFIX, pos + 1)

    def decode_at(self, pos: int) -> tuple[dict[str, Any], int, int] | None:
        """The JSON object that starts at ``pos`` and ends its line: (object, start, end)."""
        text = self.text
        try:
            decoded = decode_header(text, pos, lone_surrogates="replace")
        except ArtifactDecodeError:
            return None
        end = decoded.end
        if not isinstance(decoded.value, dict) or text[end : _line_end(text, end)].strip():
            return None
        return decoded.value, pos, end

    def classify_line(self, pos: int, *, report: bool = True) -> tuple[str, str | None]:
        """What the line at ``pos`` (which starts with the delimiter) is.

        Returns ("delimiter", inline_path or None), ("end", None), ("hunk", None) for a line
        of an edit block's hunks, or ("text", None).
        """
        text = self.text
        line = text[pos : _line_end(text, pos)]
        rest = line[len(self.delimiter) :]
        kind, tolerated = lenient_marker(rest)
        if kind == "delimiter":
            if tolerated and report:
                self.notes.add(
                    "delimiter-trailing-space",
                    Severity.INFO,
                    "blanks after a delimiter line were ignored",
                    pos,
                )
            return "delimiter", None
        if kind == "end":
            return "end", None
        if kind in ("old", "new"):
            return "hunk", None  # a line of an edit block's content
        match = LENIENT_FIELD.fullmatch(rest.strip())
        if match and block_field_names([match.group("name")])[0][0] == "PATH":
            if report:
                self.notes.add(
                    "path-on-delimiter-line",
                    Severity.INFO,
                    "PATH was written on the delimiter line; it belongs on the next line",
                    pos,
                )
            return "delimiter", match.group("value")
        return "text", None

    def cut_at(self) -> int:
        """Where the line that was cut short ends (the end of the text), or -1 when the
        answer is not known to be cut: an answer not known complete that ends inside a block's
        fields was cut there, and its last line is a field cut short (a path like "src/ap"),
        never content or a whole field."""
        text = self.text
        return len(text) if not text.endswith("\n") and self.finish != "stop" else -1

    def ends_in_field(self, line: str, end: int) -> bool:
        """Whether ``line`` (ending at ``end``) is the last of the text, has no line break,
        and is a field line with a known name: a block's fields cut short (a path like
        "src/ap"), even under a finish reason of "stop" (a stop sequence, a proxy), never a
        file."""
        if end != len(self.text) or self.text.endswith("\n"):
            return False
        match = LENIENT_FIELD.fullmatch(line)
        if match is None:
            return False
        name = block_field_names([match.group("name")])[0][0]
        return name in FIELD_TO_ATTRIBUTE

    def scan_fields(self, pos: int, *, inline_path: bool) -> _Fields | None:
        """The field lines from ``pos`` (the line after a delimiter line), or None when what
        follows the delimiter line is not block fields. Nothing is taken or reported yet."""
        text = self.text
        lines: list[tuple[int, str]] = []
        cursor = pos
        blank_at: int | None = None
        cut_at = self.cut_at()
        if not inline_path:
            # Blank lines between a delimiter line and its fields are tolerated when the
            # first line after them names the path: that is a block, not a delimiter line
            # quoted in a file.
            blanks = _BLANKS.match(text, pos)
            after = blanks.end() if blanks else pos
            if after > pos and "\n" in text[pos:after]:
                line_start = text.rfind("\n", pos, after) + 1
                field_line = LENIENT_FIELD.fullmatch(text, line_start, _line_end(text, line_start))
                names = block_field_names([field_line.group("name")]) if field_line else []
                cut_path = _line_end(text, line_start) == cut_at and line_start < len(text)
                if not cut_path and (not names or names[0][0] != "PATH"):
                    return None
                blank_at, cursor = pos, line_start
        while cursor < len(text):
            end = _line_end(text, cursor)
            line = text[cursor:end]
            if end == cut_at or self.ends_in_field(line, end):
                # The last line was cut short: the fields before it are whole, it is not.
                self.cut_in_fields = True
                return _Fields(lines, len(text), None, blank_at, cut=True)
            if LENIENT_SEPARATOR.fullmatch(line):
                return _Fields(lines, _next_line(text, cursor), cursor, blank_at)
            if line.startswith(self.delimiter):
                break
            if not line.strip():
                if not lines and not inline_path:
                    return None  # a delimiter line followed by a blank line: not a block
                lines.append((cursor, line))
                cursor = end + 1
                continue
            if not LENIENT_FIELD.fullmatch(line):
                break
            lines.append((cursor, line))
            cursor = end + 1
            if len(lines) > MAX_FIELD_LINES:
                break  # far too many for fields: this is content
        # No separator: the fields are the leading lines with known names (blank lines
        # between them included); the content starts at the first line that is not one. An
        # answer that ends among the fields was cut before its separator: no content yet.
        written = [
            (index, match.group("name"))
            for index, (_, line) in enumerate(lines)
            if line.strip() and (match := LENIENT_FIELD.fullmatch(line)) is not None
        ]
        resolved = dict(
            zip(
                [index for index, _ in written],
                [name for name, _ in block_field_names([name for _, name in written])],
                strict=True,
            )
        )
        taken = 0  # lines[:taken] are the fields
        for index, (_, line) in enumerate(lines):
            if not line.strip():
                continue  # a blank line: a field may follow it
            if resolved.get(index) not in FIELD_TO_ATTRIBUTE:
                break
            taken = index + 1
        if taken == 0 and not inline_path:
            return None
        if cursor >= len(text) and self.finish != "stop":
            return _Fields(lines[:taken], len(text), None, blank_at, cut=True)
        content_start = lines[taken][0] if taken < len(lines) else cursor
        blank_end = (
            content_start < cursor
            and not text[content_start : _line_end(text, content_start)].strip()
        )
        if blank_end:
            # A blank line right after the fields ends them, as a mail or HTTP header ends:
            # it stands where the separator goes, it is not the file's first line.
            content_start = _next_line(text, content_start)
        return _Fields(lines[:taken], content_start, None, blank_at, blank_end=blank_end)

    def take_fields(self, block: Block, fields: _Fields) -> int:
        """Put the fields found by :meth:`scan_fields` into ``block``, with diagnostics;
        return where the content starts."""
        text = self.text
        if fields.blank_at is not None:
            self.notes.add(
                "blank-after-delimiter",
                Severity.WARNING,
                "blank lines between a delimiter line and the block's fields were skipped; "
                "write the field lines directly after the delimiter line",
                fields.blank_at,
            )
        written = [
            (pos, line, match)
            for pos, line in fields.lines
            if line.strip() and (match := LENIENT_FIELD.fullmatch(line)) is not None
        ]
        names = block_field_names([match.group("name") for _, _, match in written])
        for (pos, line, match), (name, _synonym) in zip(written, names, strict=True):
            if name is not None:
                self.add_field(block, pos, line, name, match.group("value"))
        if fields.cut:
            return len(text)
        if fields.separator is not None:
            separator = fields.separator
            if block.refusal is None and self.front_matter_after_blank(fields):
                block.refusal = (
                    "ambiguous-structure",
                    f"{self.name(block)}: a blank line ends its fields, and the "
                    f"{SEPARATOR!r} line after it opens lines that another {SEPARATOR!r} "
                    "line closes: the separator and the file's content, or the file's "
                    "front matter after fields the blank line ended? The two readings give "
                    f"different files. Put the {SEPARATOR!r} line right after the fields",
                )
            if text[separator : _line_end(text, separator)] != SEPARATOR:
                self.notes.add(
                    "separator-spelling",
                    Severity.INFO,
                    f"a separator line written differently from {SEPARATOR!r} was accepted",
                    separator,
                )
            return fields.content_start
        self.notes.add(
            "missing-separator",
            Severity.WARNING,
            f"{self.name(block)} has no {SEPARATOR!r} line after its fields; "
            + (
                "the blank line after them was read as the end of the fields, not as the "
                "file's first line"
                if fields.blank_end
                else "the content was taken to start at the first line that is not a field"
            )
            + f". Put a line {SEPARATOR!r} between the fields and the content",
            fields.content_start,
        )
        return fields.content_start

    def front_matter_after_blank(self, fields: _Fields) -> bool:
        """Whether the separator line follows a blank line after the fields (which ends them,
        as when there is no separator) and opens a front matter's shape: lines up to another
        separator line, with no blank line or delimiter line before it. Then the line is the
        separator or the file's first line (a post's front matter): two readings."""
        if fields.separator is None or not any(line.strip() for _, line in fields.lines):
            return False
        if fields.lines[-1][1].strip():
            return False  # (no blank line right before the separator)
        text = self.text
        pos, seen = fields.content_start, 0
        while pos < len(text) and seen <= MAX_FIELD_LINES:
            end = _line_end(text, pos)
            line = text[pos:end]
            if not line.strip() or line.startswith(self.delimiter):
                return False
            if LENIENT_SEPARATOR.fullmatch(line):
                return seen > 0
            seen += 1
            pos = end + 1
        return False

    def add_field(self, block: Block, pos: int, line: str, name: str, raw_value: str) -> None:
        written = line.strip()
        if not written.startswith(f"{name}:"):
            self.notes.add(
                "field-name-normalized",
                Severity.INFO,
                f"the field line {written[:60]!r} was read as {name}",
                pos,
            )
        raw = raw_value.strip()
        value = lenient_value(raw_value)
        if value != raw and not raw.startswith('"'):
            self.notes.add(
                "field-value-unwrapped",
                Severity.INFO,
                f"the {name} value {raw[:60]!r} was read as {value[:60]!r} "
                "(Markdown emphasis or backticks around it were removed)",
                pos,
            )
        if name == "PATH":
            path = lenient_path(raw_value)
            if path.refusal is not None:
                block.refusal = (
                    "ambiguous-path",
                    f"{self.name(block)}: {path.refusal}; which one is the file's path would "
                    "be a guess, so it was not accepted. Write PATH: and the path alone",
                )
                return
            note = path.note or ""
            refused = _note_refusal(note, path.value) if note else None
            if refused is not None:
                code, why = refused
                block.refusal = (
                    code,
                    f"{self.name(block)}: the comment after its path, {note[:80]!r}, "
                    f"{why}; write PATH: and the path alone, and the whole file",
                )
                return
            if path.removed is not None:
                self.notes.add(
                    "path-unwrapped",
                    Severity.WARNING,
                    f"the path {raw[:80]!r} was read as {path.value[:80]!r} ({path.removed} "
                    "removed); write PATH: and the path alone",
                    pos,
                )
            value = path.value
        take_field(block, name, value, pos, self.notes)

    def name(self, block: Block) -> str:
        return block_name(block, self.notes)


def _note_refusal(note: str, path: str) -> tuple[str, str] | None:
    """Why a block whose ``PATH`` carries the comment ``note`` is refused, or None: the same
    rule as for the Markdown label notes (:func:`.conventions.labels.note_refusal`)."""
    # Imported here: the conventions sit above this reader (they import it), and this one
    # look at the label vocabulary is all it needs of them.
    from .conventions.labels import note_refusal

    return note_refusal(note, path)


class _Header(_Scan):
    """Finding a document: its first block, the JSON header that belongs to it, the delimiter
    it uses, an outer code fence, and the prose around them."""

    def probe_block(self, pos: int, delimiter: str) -> _Start | None:
        """The block that starts at ``pos`` (a line starting with ``delimiter``), or None when
        the line is not a delimiter line followed by block fields (prose that quotes one, an
        end marker)."""
        text = self.text
        self.delimiter = delimiter
        end = _line_end(text, pos)
        kind, inline_path = self.classify_line(pos, report=False)
        if kind == "text" and end == self.cut_at():
            kind = "delimiter"  # cut short on the delimiter line itself
        if kind != "delimiter":
            return None
        if end == self.cut_at() or (
            self.finish != "stop" and _next_line(text, pos) >= self.text_end
        ):
            # The answer was cut on this delimiter line or right after it.
            return _Start(pos, delimiter, None, None, None)
        fields = self.scan_fields(_next_line(text, pos), inline_path=inline_path is not None)
        if fields is None:
            return None
        return _Start(pos, delimiter, inline_path, fields, None)

    def find_start(self, pos: int, *, first_document: bool) -> _Start | None:
        """The first document at or after ``pos``: its first block and its header."""
        text = self.text
        found: _Start | None = None
        for line, member in self.family_lines(pos, len(text)):
            found = self.probe_block(line, member)
            if found is not None:
                break
        limit = found.first if found is not None else len(text)
        # A delimiter a header declares (not of the family) may start blocks earlier.
        for declared in _DECLARED.finditer(text, pos, limit):
            usable = _usable_delimiter(declared.group(1))
            if usable is None or DELIMITER_FAMILY.fullmatch(usable):
                continue
            line = self.first_delimiter_line(usable, declared.end())
            while line != -1 and line < limit:
                probe = self.probe_block(line, usable)
                if probe is not None:
                    found, limit = probe, line
                    break
                line = self.first_delimiter_line(usable, line + 1)
            break  # the first declaration only: later ones are examples or other documents
        if found is None:
            if not first_document:
                return None
            # A header that names a delimiter, and no block: cut off, or the blocks never came.
            for candidate in self.brace_lines(pos, len(text)):
                header = self.decode_at(candidate)
                if header is not None and _usable_delimiter(header[0].get("files_delimiter")):
                    return _Start(-1, DEFAULT_DELIMITER, None, None, header)
            return None
        found.header, found.named = self.header_of(pos, found.first, found.delimiter)
        return found

    def brace_lines(self, pos: int, limit: int) -> Iterator[int]:
        """Lines in ``[pos, limit)`` that start with ``{``, from the last one back (at most
        :data:`MAX_HEADER_CANDIDATES`)."""
        text = self.text
        cursor = limit
        for _ in range(MAX_HEADER_CANDIDATES):
            found = text.rfind("\n{", pos, cursor)
            if found == -1:
                break
            yield found + 1
            cursor = found
        else:
            return
        blanks = _BLANKS.match(text, pos)
        first = blanks.end() if blanks else pos
        if (
            first < cursor
            and text.startswith("{", first)
            and not (first > pos and text[first - 1] == "\n")
        ):
            yield first  # the first line of the range (or indented): not found above

    def header_of(
        self, pos: int, first: int, delimiter: str
    ) -> tuple[tuple[dict[str, Any], int, int] | None, bool]:
        """The header of the blocks that start at ``first``, looked for in ``[pos, first)``:
        the JSON object with only blank lines between it and ``first``; else the nearest one
        that names ``delimiter`` (``named``); else the nearest ``{`` line, repaired, when only
        blank lines follow its span. Other JSON objects are prose."""
        text = self.text
        named: tuple[dict[str, Any], int, int] | None = None
        nearest = -1
        other: int | None = None  # a JSON object that looks like a header, in the prose
        adjacent: tuple[dict[str, Any], int, int] | None = None
        for candidate in self.brace_lines(pos, first):
            if nearest == -1:
                nearest = candidate
            header = self.decode_at(candidate)
            if header is None or isinstance(header[0].get("files"), list):
                continue  # (an object with a files list is legacy JSON: an example here)
            if adjacent is not None:
                if header[2] <= adjacent[1] and _looks_like_header(header[0]):
                    if header[0] != adjacent[0]:
                        # Another header before the one next to the blocks: the answer's own
                        # header, then an example, or an example, then the header. Say so.
                        self.notes.add(
                            "header-not-adjacent",
                            Severity.WARNING,
                            f"the JSON object at line {self.notes.locate(candidate)[0]} also "
                            "looks like a header; the one directly before the blocks (line "
                            f"{self.notes.locate(adjacent[1])[0]}) was read as the header, not "
                            "that one. Write exactly one header, right before the first "
                            "delimiter line",
                            candidate,
                        )
                    break
                continue
            blanks = _BLANKS.match(text, header[2])
            if blanks is not None and blanks.end() >= first:
                adjacent = header
                continue
            declared = header[0].get("files_delimiter")
            if named is None and _usable_delimiter(declared) == delimiter:
                named = header
            if other is None and _looks_like_header(header[0]):
                other = candidate
        if adjacent is not None:
            return adjacent, False
        if named is not None:
            return named, True
        if nearest != -1 and self.decode_at(nearest) is None:
            # Not valid JSON: repair the span between it and the first block when it closes
            # there (a header with comments or trailing commas, written as one).
            span = text[nearest:first].rstrip()
            repaired = self.repair_header(span) if span.endswith("}") else None
            if repaired is not None:
                self.notes.add(
                    "header-repaired",
                    Severity.WARNING,
                    "the JSON header was not valid JSON and was repaired; write it as one "
                    "valid JSON object (no trailing commas or comments)",
                    nearest,
                )
                return (repaired, nearest, nearest + len(span)), False
        if other is not None:
            self.notes.add(
                "header-not-adjacent",
                Severity.WARNING,
                "a JSON object that looks like the header stands in the text before the "
                "blocks, not directly before the first one; it was not read as the header. "
                "Put the header right before the first delimiter line",
                other,
            )
        return None, False

    def outer_fence_before(self, region: int, pos: int) -> int | None:
        """Note an opening code fence on the last non-blank line of ``[region, pos)``; return
        where that line starts."""
        text = self.text
        end = pos
        while end > region and text[end - 1] in " \t\r\n":
            end -= 1
        line_start = max(text.rfind("\n", region, end) + 1, region)
        match = _FENCE.fullmatch(text, line_start, end)
        if not match:
            return None
        self.fence = (match.group(1)[0], len(match.group(1)))
        self.notes.add(
            "outer-fence",
            Severity.INFO,
            "the answer was wrapped in a code fence; the fence was removed",
            line_start,
        )
        return line_start

    def header_delimiter(self, header: dict[str, Any], pos: int) -> str | None:
        """The delimiter the header declares, as usable (with diagnostics), or None."""
        version = header.get("format_version", FORMAT_VERSION)
        if version != FORMAT_VERSION:
            self.notes.add(
                "format-version",
                Severity.WARNING,
                f"the header says format_version {version!r}; it was read as version "
                f"{FORMAT_VERSION}",
                pos,
            )
        declared = header.get("files_delimiter")
        if declared is None:
            return None
        problem = check_delimiter(declared)
        if problem is None:
            return str(declared)
        usable = _usable_delimiter(declared)
        if usable is not None:
            self.notes.add(
                "bad-delimiter",
                Severity.WARNING,
                f"the header's files_delimiter is not valid ({problem}); it was used as written",
                pos,
            )
            return usable
        self.notes.add(
            "bad-delimiter",
            Severity.WARNING,
            f"the header's files_delimiter cannot be used ({problem}); the default "
            f"{DEFAULT_DELIMITER!r} was assumed",
            pos,
        )
        return None


def _usable_delimiter(declared: object) -> str | None:
    """A declared ``files_delimiter`` as a reader can use it: valid, or stripped of blanks
    around it (then it is at least 3 characters, one line, not the separator); else None."""
    if not isinstance(declared, str):
        return None
    if check_delimiter(declared) is None:
        return declared
    usable = declared.strip()
    if len(usable) >= 3 and "\n" not in usable and not usable.startswith(SEPARATOR):
        return usable
    return None


def _has_fence(text: str, start: int, end: int, *, closed: bool = False) -> bool:
    """Whether ``text[start:end]`` holds a code fence's characters, twice when ``closed``
    (a quick test before Markdown is parsed; ``str.find`` of a run of one character is
    slow, ``find_rare`` not)."""
    for fence in ("```", "~~~"):
        at = find_rare(text, fence, start, end)
        if at != -1 and (not closed or find_rare(text, fence, at + 3, end) != -1):
            return True
    return False


def _later_delimiter(other: str, ours: str) -> bool:
    """Whether a document may switch from ``ours`` to ``other`` when it starts again: a writer
    picks a later member of the family (``===FILE_CONTENT_BLOCK_1===`` after the default) when
    a file holds lines of an earlier one, so an earlier member's header inside a file is an
    example that file shows. A delimiter outside the family may follow the family's."""
    ours_match = DELIMITER_FAMILY.fullmatch(ours)
    if ours_match is None:
        return False
    other_match = DELIMITER_FAMILY.fullmatch(other)
    if other_match is None:
        return True
    return int(other_match.group(1) or 0) > int(ours_match.group(1) or 0)


def _looks_like_header(header: dict[str, Any]) -> bool:
    return bool(_FORMAT_HEADER_KEYS & set(header))


def _hunk_line(content: str, delimiter: str) -> str | None:
    """The first line of ``content`` that is a hunk's OLD or NEW line, or None."""
    at = content.find(delimiter)
    while at != -1:
        if at == 0 or content[at - 1] == "\n":
            end = content.find("\n", at)
            line = content[at : end if end != -1 else len(content)]
            if lenient_marker(line[len(delimiter) :])[0] in ("old", "new"):
                return line
        at = content.find(delimiter, at + 1)
    return None


#: Opening and closing reasoning tags, as models write them (in lower case); see
#: :func:`~artifact_codec.ingest.normalize.reasoning_close`.
_REASONING_TAG = re.compile(r"<(/?)(think|thinking|reasoning)>")
_FENCE_LINE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t\r]*$", re.M)
_ANY_FENCE_LINE = re.compile(r"^[ \t]*(`{3,}|~{3,})([^\n]*)$", re.M)


def fence_left_open(text: str, start: int, end: int) -> bool:
    """Whether a code block opened in ``text[start:end]`` is still open at ``end`` (as
    CommonMark pairs fences: a closing fence has the opening one's character, at least its
    length, and no info string)."""
    if text.find("```", start, end) == -1 and text.find("~~~", start, end) == -1:
        return False
    opened: str | None = None
    for match in _ANY_FENCE_LINE.finditer(text, start, end):
        run, info = match.group(1), match.group(2).strip()
        if opened is None:
            if not (run[0] == "`" and "`" in info):  # (not a fence: inline code)
                opened = run
        elif run[0] == opened[0] and len(run) >= len(opened) and not info:
            opened = None
    return opened is not None


class _Blocks(_Scan):
    """Reading a document's blocks from its first delimiter line on: delimiter and end-marker
    lines, fields written the ways models write them, contents, and where it was cut off."""

    def finish_content(self, block: Block, raw: str) -> None:
        operation = block.fields.get(OPERATION_FIELD)
        whole = operation is None or operation.strip().lower() in ("create", "replace")
        # An edit block's content is hunks: the line break before the end marker belongs to
        # the marker (as a strict reading says), not to the last NEW text.
        add_final_newline = self.add_final_newline and whole
        settle_content(block, raw, self.notes, add_final_newline=add_final_newline)
        if whole and block.refusal is None:
            hunk_line = _hunk_line(raw, self.delimiter)
            if hunk_line is not None:
                block.refusal = (
                    "edit-malformed",
                    f"{block_name(block, self.notes)} holds the hunk line {hunk_line!r}, but "
                    + ("has no OPERATION line" if operation is None else f"is a {operation}")
                    + ", so its content is a whole file; write 'OPERATION: edit' for hunks, "
                    "or send the whole file without hunk lines",
                )

    def read_blocks(self, doc: _Document, first: int, first_fields: _Fields | None = None) -> None:
        """Read the blocks from ``first`` on (``first_fields``: what :meth:`scan_fields`
        found after that line already)."""
        text = self.text
        blocks = doc.blocks
        pos = first
        current: Block | None = None
        content_start = 0
        while pos != -1:
            kind, inline_path = self.classify_line(pos)
            at_cut = _line_end(text, pos) == self.cut_at()
            if kind == "text" and at_cut:
                # A line that starts with the delimiter, cut short ("=== PA", "===EN"): a
                # delimiter or end-marker line that did not arrive whole, not content.
                kind = "delimiter"
            if kind == "hunk":
                pos = self.first_delimiter_line(self.delimiter, pos + 1)
                continue
            if kind == "text":
                if not self.ends_answer(pos):
                    self.notes.add(
                        "delimiter-in-content",
                        Severity.WARNING,
                        "a line starting with the delimiter is not a delimiter line; it was "
                        "kept as content",
                        pos,
                    )
                pos = self.first_delimiter_line(self.delimiter, pos + 1)
                continue
            if kind == "end":
                if current is not None:
                    self.quoted_end(doc, current, content_start, pos)
                    self.close(current, content_start, pos)
                doc.ended_at = pos
                break
            block = Block(pos)
            if at_cut or (self.finish != "stop" and _next_line(text, pos) >= self.text_end):
                # The answer was cut on this delimiter line ("=== PATH: src/ap") or right
                # after it: the file before it is complete, this one has not begun (a path on
                # the cut line is not trustworthy).
                if current is not None:
                    restart = self.header_before(current, pos)
                    if restart is not None:
                        doc.restarts.append((len(blocks), restart))
                        self.fenced_restart(doc, content_start, restart)
                    self.close(current, content_start, pos)
                current, content_start = block, len(text)
                block.content_pos = len(text)
                blocks.append(block)
                break
            if pos == first and first_fields is not None:
                fields: _Fields | None = first_fields
            else:
                fields = self.scan_fields(
                    _next_line(text, pos), inline_path=inline_path is not None
                )
            if fields is None and current is not None:
                blanks = _BLANKS.match(text, _next_line(text, pos))
                after = blanks.end() if blanks else pos
                if (
                    after < len(text)
                    and text[after - 1] == "\n"
                    and text.startswith(self.delimiter, after)
                    and self.classify_line(after, report=False)[0] == "end"
                ):
                    # A delimiter line, then only blank lines and the end marker: a block
                    # opened and abandoned. A line starting with the delimiter is never a
                    # line of a file (the grammar ends the content there): not content.
                    self.notes.add(
                        "stray-delimiter",
                        Severity.WARNING,
                        "a delimiter line with no block fields after it, right before the end "
                        f"marker, was dropped (a block opened and abandoned), not kept as the "
                        f"last line of {self.name(current)}",
                        pos,
                    )
                    self.close(current, content_start, pos)
                    current = None
                    pos = after
                    continue
            if fields is None:
                if not self.ends_answer(pos):
                    self.notes.add(
                        "delimiter-in-content",
                        Severity.WARNING,
                        "a delimiter line not followed by block fields was kept as content",
                        pos,
                    )
                pos = self.first_delimiter_line(self.delimiter, pos + 1)
                continue
            if current is not None:
                restart = self.header_before(current, pos)
                if restart is not None:
                    doc.restarts.append((len(blocks), restart))
                    self.fenced_restart(doc, content_start, restart)
                self.close(current, content_start, pos)
            if inline_path is not None:
                self.add_field(block, pos, f"PATH: {inline_path}", "PATH", inline_path)
            start = self.take_fields(block, fields)
            block.separated = fields.separator is not None
            current, content_start = block, start
            block.content_pos = start
            blocks.append(block)
            pos = self.first_delimiter_line(self.delimiter, max(start, pos + 1))
        if doc.ended_at is None:
            doc.truncated = self.close_without_end(doc, current, content_start)
            doc.complete = not doc.truncated
            doc.end = len(text)
        else:
            doc.complete = True
            doc.end = _next_line(text, doc.ended_at)

    def fenced_restart(self, doc: _Document, start: int, restart: int) -> None:
        """Remember a new document's header found inside a code block that the file (its
        content from ``start``) opened and did not close: the file may show an example."""
        if doc.fenced_split is None and fence_left_open(self.text, start, restart):
            doc.fenced_split = restart

    def quoted_end(self, doc: _Document, block: Block, start: int, pos: int) -> None:
        """Note a doubt when the end marker at ``pos`` stands inside a code block that
        ``block`` (its content from ``start``) opened and did not close, and either another
        line starting with the delimiter follows (the file quotes the format, and the answer's
        own end marker comes later) or the model was stopped (the file went on)."""
        text = self.text
        stopped = self.finish in ("length", "filtered")
        later = self.first_delimiter_line(self.delimiter, _next_line(text, pos))
        if (not stopped and later == -1) or not fence_left_open(text, start, pos):
            return
        if later == -1:  # decided by the finish reason: the blocks before are certain
            doc.doubt_from = doc.blocks.index(block)
        doc.doubt = (
            pos,
            f"the end marker stands inside a code block {self.name(block)} opened and did not "
            "close, and "
            + (
                f"the model was stopped right after it ({self.finish_reason!r})"
                if stopped and later == -1
                else f"line {self.notes.locate(later)[0]} starts with the delimiter again"
            )
            + ": the end of the answer, or a line the file quotes (then the file goes on)?",
        )

    def marker_in_content(self, start: int, stop: int) -> int | None:
        """The first line of ``[start, stop)`` shaped like a marker line (it starts with
        the delimiter, or is the end marker written wrong, a lone ``END`` aside), or None."""
        text = self.text
        delimiter = self.delimiter
        pos = start
        while pos < stop:
            end = _line_end(text, pos)
            line = text[pos : min(end, stop)]
            stripped = line.lstrip(" \t")
            if (
                stripped
                and (stripped[0] == delimiter[0] or "END" in stripped.upper())
                and (
                    line.startswith(delimiter)
                    or end_shaped_line(line, delimiter)
                    or misspelled_end_marker(line, delimiter) == "spelled"
                )
                and not _other_delimiter(stripped, delimiter)
                # (a block's delimiter line followed only by a line cut short: a block cut
                # off, as the strict reading and the stream read it, not prose after the end)
                and not (line.startswith(delimiter) and "\n" not in text[end + 1 : stop])
            ):
                return pos
            pos = end + 1
        return None

    def ends_answer(self, pos: int) -> bool:
        """Whether the line at ``pos`` (a line starting with the delimiter that is no
        delimiter line) is a misspelled end marker at the very end of the answer."""
        text = self.text
        after = _next_line(text, pos)
        if after < self.text_end:
            after = _next_line(text, after)  # "D" then "END"
        if after < self.text_end:
            return False
        marker = self.misspelled_end(pos, len(text))
        return marker is not None and marker[0] == pos

    def header_before(self, block: Block, block_pos: int) -> int | None:
        """Where the header of a new document starts, when one stands directly before the
        block at ``block_pos`` inside the content of ``block`` (never the first line after
        its ``---`` line: a JSON file may hold exactly that; without a ``---`` line, the
        header may follow the fields of a draft cut off there)."""
        text = self.text
        content_start = block.content_pos
        end = block_pos
        while end > content_start and text[end - 1] in " \t\r\n":
            end -= 1
        if end <= content_start or text[end - 1] != "}":
            return None
        brace = text.rfind("\n{", content_start - 1, end)
        if brace == -1 or (brace < content_start and block.separated):
            return None
        header = self.decode_at(brace + 1)
        if header is None or header[2] != end or not _looks_like_header(header[0]):
            return None
        return brace + 1

    def close(self, block: Block, start: int, next_pos: int) -> None:
        end = next_pos - 1 if next_pos > start else start
        self.finish_content(block, self.text[start:end])

    def fence_close_line(self, start: int, *, first: bool) -> int:
        """The first (or last) line after ``start`` that could close the outer fence, or -1."""
        assert self.fence is not None
        char, length = self.fence
        found = -1
        for match in _FENCE_LINE.finditer(self.text, start):
            run = match.group(1)
            if run[0] == char and len(run) >= length:
                found = match.start()
                if first:
                    break
        return found

    def misspelled_end(
        self, start: int, stop: int, path: str | None = None
    ) -> tuple[int, str] | None:
        """A misspelled end marker as the last line(s) of ``[start, stop)``: (where it
        starts, ``"lone"``, ``"spelled"`` or ``"cut"``), or None. ``D`` then ``END`` is one;
        ``"cut"`` is the delimiter line, or the end marker cut short: the file before it is
        complete, and the answer ended there only if the model said it stopped. A lone
        ``END`` is the last line of the file at ``path`` when it is indented or that file's
        format ends with such a line (:func:`~artifact_codec.format.content.ends_with_end_line`)."""
        text = self.text
        end = stop
        while end > start and text[end - 1] in " \t\r\n":
            end -= 1
        if end <= start:
            return None
        line_start = max(text.rfind("\n", start, end) + 1, start)
        line = text[line_start:end]
        kind = misspelled_end_marker(line, self.delimiter)
        if (
            kind is None
            and line.startswith(self.delimiter)
            and end_marker(self.delimiter).startswith(line.rstrip())
        ):
            # The delimiter line, or the end marker cut short (a stop sequence such as "END"
            # is not in the text): the end marker, when the model said it stopped.
            return line_start, "cut"
        if kind is None and end_shaped_line(line, self.delimiter):
            # A line shaped like a marker (``===FILE_CONTENT_BLOCK===EOF``) cannot be a line
            # of a file: at the very end it is the end marker written wrong.
            return line_start, "shaped"
        if kind is None:
            return None
        lone_is_content = kind == "lone" and (
            line[:1] in (" ", "\t") or (path is not None and ends_with_end_line(path))
        )
        before = line_start
        while before > start and text[before - 1] in " \t\r\n":
            before -= 1
        if before > start:
            previous = max(text.rfind("\n", start, before) + 1, start)
            if (
                text.startswith(self.delimiter, previous)
                and lenient_marker(text[previous + len(self.delimiter) : before])[0] == "delimiter"
            ):
                return previous, "spelled"  # the delimiter line, then END
        if lone_is_content:
            # An indented END is a statement (fixed-form Fortran), never a marker; and some
            # files end with an END line of their own (Fortran, PDB, BASIC, assembler).
            return None
        return line_start, kind

    def close_without_end(self, doc: _Document, current: Block | None, start: int) -> bool:
        """Decide whether a document without end marker is complete; True when truncated."""
        text = self.text
        if current is None:  # a header and no block at all
            return self.finish == "length"
        stop = len(text)
        length_stop = self.finish in ("length", "filtered")
        closed_by_fence = False
        fence_unsure = False  # the line that would close the outer fence may be the file's
        if self.fence is not None:
            # With a length stop nothing after the first line that could close the outer
            # fence is certain (it may be a line of the file); otherwise the last such line
            # ends the answer, and what follows is prose.
            close = self.fence_close_line(start, first=length_stop)
            if close != -1:
                stop = max(close - 1, start)
                if not length_stop and fence_left_open(text, start, close):
                    # A code block opened in the last file is still open there: that line
                    # is the block's own closing line as much as the outer fence's, and then
                    # the outer fence never closed. Two readings: the file is not complete.
                    fence_unsure = True
                elif not length_stop:
                    closed_by_fence = True
                    after = _next_line(text, close)
                    if text[after:].strip():
                        self.notes.add(
                            "prose-after",
                            Severity.INFO,
                            "text after the answer was ignored",
                            after,
                        )
        path = current.fields.get("PATH")
        path = lenient_path(path).value if path is not None else None
        marker = None if fence_unsure else self.misspelled_end(start, stop, path)
        proven = whole = False
        if marker is None and (closed_by_fence or self.finish == "stop") and not fence_unsure:
            quoted = self.marker_in_content(start, stop)
            if quoted is not None:
                # A marker-shaped line and more text after it, no end marker: the answer's
                # end written wrong and prose after it, or lines of the file. Two readings,
                # which differ only in the last file.
                doc.doubt_from = doc.blocks.index(current)
                doc.doubt = (
                    quoted,
                    f"the answer has no end marker, and {self.name(current)} holds the line "
                    f"{text[quoted : _line_end(text, quoted)][:60]!r} with more text after "
                    "it: the end marker written wrong and prose after the answer, or lines "
                    "of the file?",
                )
        if marker is not None:
            marker_pos, kind = marker
            stop = max(marker_pos - 1, start)
            if kind == "cut":  # a delimiter line: the file before it ended
                whole = True
                proven = self.finish == "stop" or closed_by_fence
            else:  # a closed outer fence proves the answer ended: then so did END
                proven = not length_stop and (
                    kind == "spelled" or self.finish == "stop" or closed_by_fence
                )
            if proven:
                doc.ended_at = marker_pos
                doc.misspelled_end = True
                self.notes.add(
                    "misspelled-end-marker",
                    Severity.WARNING,
                    f"the last line {text[marker_pos : _line_end(text, marker_pos)][:60]!r} was "
                    f"read as the end marker, not as the end of {self.name(current)}; write "
                    f"the end marker as {end_marker(self.delimiter)!r}",
                    marker_pos,
                )
        elif not closed_by_fence:
            last_line = text.rfind("\n", start, stop) + 1
            tail = text[last_line:stop]
            if last_line > start and tail and self.delimiter.startswith(tail):
                # The text was cut inside a delimiter or end-marker line: the line break
                # before it belongs to that line, not to the content. Past the delimiter's
                # first run of one character ("===F"), it is surely that line: the file
                # before it ended.
                stop = last_line - 1
                lead = len(self.delimiter) - len(self.delimiter.lstrip(self.delimiter[0]))
                whole = len(tail) > lead
            elif (
                self.finish == "stop"
                and stop > start
                and text[stop - 1] == "\n"
                and not fence_unsure
            ):
                # Complete without its end marker: the last line break is the one the
                # missing end-marker line would have taken.
                stop -= 1
        # Only the end marker, a closed outer fence or the API's own word proves the last file
        # complete; a matching total_files does not (the last file itself may be cut short).
        complete = (
            (proven or closed_by_fence or self.finish == "stop")
            and not self.cut_in_fields
            and not fence_unsure
        )
        current.complete = complete or whole
        self.finish_content(current, text[start:stop])
        if proven:
            return False
        if whole and not complete:
            self.notes.add(
                "truncated",
                Severity.ERROR,
                f"the answer was cut off after {self.name(current)}, on a delimiter line: more "
                "files may have followed",
                len(text),
            )
            return True
        if complete:
            how = (
                "the line that closes the outer fence ended it; if that line belongs to the "
                "file, the answer was cut off there"
                if closed_by_fence
                else "the model said it stopped"
            )
            self.notes.add(
                "missing-end-marker",
                Severity.WARNING,
                f"the answer has no end marker {end_marker(self.delimiter)!r}; the last file was "
                f"taken as complete ({how}). End the answer with that line",
                len(text),
            )
            return False
        if fence_unsure:
            reason = (
                f"a code block opened in {self.name(current)} is not closed before the line "
                "that would close the outer fence: that line may be the block's own, and then "
                "the outer fence never closed"
            )
        elif self.finish == "length":
            reason = f"the model stopped at its length limit ({self.finish_reason!r})"
        elif self.finish == "filtered":
            reason = f"a content filter stopped the model ({self.finish_reason!r})"
        elif self.cut_in_fields:
            reason = "it ends inside a field line of its last block"
        else:
            reason = f"there is no end marker {end_marker(self.delimiter)!r}"
        self.notes.add(
            "truncated",
            Severity.ERROR,
            f"the answer was cut off ({reason}); {self.name(current)} is incomplete",
            len(text),
        )
        return True

    def after_document(self, doc: _Document) -> int:
        """Where the text after a document's end marker starts, past the closing line of its
        outer fence and blank lines."""
        text = self.text
        rest = doc.end
        blanks = _BLANKS.match(text, rest)
        after = blanks.end() if blanks else rest
        if after < len(text) and doc.fence is not None:
            line_end = _line_end(text, after)
            char, length = doc.fence
            run = text[after:line_end].strip()
            if len(run) >= length and run == char * len(run):
                blanks = _BLANKS.match(text, line_end)
                after = blanks.end() if blanks else line_end
        return after

    def after_end(self, doc: _Document) -> None:
        """Note prose after a document's end marker (a closing outer fence is not prose)."""
        text = self.text
        after = self.after_document(doc)
        if after < len(text):
            self.notes.add(
                "prose-after", Severity.INFO, "text after the end marker was ignored", after
            )


_FAMILY_END = re.compile(r"(?m)^" + re.escape(FAMILY_PREFIX) + r"(?:_[1-9][0-9]*)?===END")
_KEY_START = re.compile(r'\{\s*"(\w{2,})')


class _Reader(_Header, _Blocks):
    """The whole response: its documents, and which one is the answer."""

    cut_header: int | None = None  # a new document's header, cut off, ends the last one
    conflict: int | None = None  # where the document that begins the answer would end early
    conflict_tag: bool = False  # ...and it would end there at a closing reasoning tag

    def read(self) -> HybridAnswer | None:
        text = self.text
        base = self.notes
        documents: list[_Document] = []
        pos = self.start
        reasoning_end: int | None = None  # where the answer starts after a closing tag
        while pos <= len(text):
            # Each document has its own diagnostics: only the answer's are kept.
            self.notes = notes = base.copy()
            found = self.find_start(pos, first_document=not documents)
            if found is None:
                break
            begin = found.header[1] if found.header is not None else found.first
            closed = reasoning_close(text, pos, begin)
            if closed is not None and documents:
                # A closing reasoning tag in the prose: the documents before it were drafts
                # in the model's reasoning.
                for document in documents:
                    document.reasoning = True
                reasoning_end = closed[0]
            document = self.read_document(found, pos, notes)
            if (
                found.first == -1
                and found.header is not None
                and self.markdown_files(text, self.start)
            ):
                # A header and no block, and Markdown files: that JSON was an example, and
                # the files are the Markdown reader's business.
                return None
            documents.append(document)
            split = self.split(document)
            if split is not None:
                pos, reasoning = split
                if reasoning:
                    for earlier in documents:
                        earlier.reasoning = True
                    reasoning_end = pos
                continue
            if document.ended_at is None and document.blocks:
                self.cut_header = self.header_cut_in_last_file(document)
            if document.ended_at is None or document.end >= len(text):
                break
            pos = self.after_document(document)  # past a closing outer fence
        if not documents:
            return None
        last = documents[-1]
        if last.ended_at is not None:
            closed = reasoning_close(text, last.end, len(text))
            if closed is not None:
                for document in documents:
                    document.reasoning = True
                reasoning_end = closed[0]
        answer = self.choose(documents, base, reasoning_end)
        blocks = [block.pos for document in documents for block in document.blocks]
        answer.first_block = min(blocks) if blocks else None
        return answer

    def header_cut_in_last_file(self, document: _Document) -> int | None:
        """Where the header of a new document starts, cut off, at the end of the last file of
        a document without end marker (a draft cut off, then the answer again, cut in its
        header), or None; then that document ends there. Not with a stop finish reason, and
        never on the first line of the file (a JSON file cut short)."""
        if self.finish == "stop" or self.begins_answer(document):
            return None
        text = self.text
        last = document.blocks[-1]
        for candidate in self.brace_lines(last.content_pos + 1, len(text)):
            rest = text[candidate : self.text_end]
            key = _KEY_START.match(rest)
            started = key is not None and any(
                name.startswith(key.group(1)) for name in _FORMAT_HEADER_KEYS
            )
            header = self.decode_at(candidate)
            if header is None and not started:
                return None
            if header is not None and not (
                _looks_like_header(header[0]) and self.only_a_cut_line_after(header)
            ):
                return None
            self.unfinish(document, len(document.blocks), candidate)
            return candidate
        return None

    def unfinish(self, document: _Document, index: int, end: int) -> None:
        """``document`` ends, unfinished, at ``end``: inside the block before ``index``. An
        end marker of another delimiter in what it swallowed there shows a complete document
        hidden in it (an answer between two drafts): it counts as one."""
        cut = document.blocks[index - 1]
        document.blocks = document.blocks[:index]
        cut.complete = False
        document.ended_at = None
        document.truncated, document.complete = True, False
        document.end = end
        for marker in _FAMILY_END.finditer(self.text, cut.content_pos, end):
            if marker.group(0) != end_marker(document.delimiter):
                document.hides_complete = True
                break

    def read_document(self, found: _Start, region: int, notes: Diagnostics) -> _Document:
        """Read the document ``found`` (the text before it starts at ``region``)."""
        text = self.text
        self.notes = notes
        self.delimiter = found.delimiter
        self.fence = None
        document = _Document(begin=found.first, notes=notes, delimiter=found.delimiter)
        if found.header is not None:
            header, header_pos, header_end = found.header
            document.header, document.header_pos = header, header_pos
            document.has_header, document.begin = True, header_pos
            declared = self.header_delimiter(header, header_pos)
            if declared is not None and declared != found.delimiter and found.first != -1:
                self.notes.add(
                    "undeclared-delimiter",
                    Severity.WARNING,
                    f"the header declares the delimiter {declared!r} but the blocks use "
                    f"{found.delimiter!r}",
                    header_pos,
                )
            if found.named:
                blanks = _BLANKS.match(text, header_end)
                self.notes.add(
                    "prose-before-blocks",
                    Severity.WARNING,
                    f"the JSON object at line {self.notes.locate(header_pos)[0]}, not directly "
                    "before the first block, was read as the header because it names the "
                    "blocks' delimiter, and the text between them was ignored; if that object "
                    "is an example, the answer has no header. Put the header right before the "
                    "first delimiter line",
                    blanks.end() if blanks else header_end,
                )
        else:
            document.header_pos = found.first
            self.notes.add(
                "no-header",
                Severity.INFO,
                "the answer has no JSON header; the blocks were read without one",
                found.first,
            )
        document.fence_pos = self.outer_fence_before(region, document.begin)
        document.fence = self.fence
        if found.first == -1:  # a header, and no block
            document.truncated = self.close_without_end(document, None, len(text))
            document.end = len(text)
            return document
        self.read_blocks(document, found.first, found.fields)
        return document

    def begins_answer(self, document: _Document) -> bool:
        """Whether the document's header is the first thing in the response: then a stream
        (:class:`~artifact_codec.ingest.stream.StreamParser`) may have announced its files
        while they arrived, and no later text may replace them."""
        text = self.text
        blanks = _BLANKS.match(text, 1 if text.startswith("\ufeff") else 0)
        return document.has_header and blanks is not None and document.header_pos == blanks.end()

    def split(self, document: _Document) -> tuple[int, bool] | None:
        """Where a new part of the answer starts inside ``document``, which then ends there,
        unfinished: (where to read on, whether ``document`` was reasoning), or None.

        - The header of a new document stands directly before one of its blocks, and the
          document has no header, or would repeat a path there, or is not strictly valid while
          the new one is (a draft cut off, then the answer again). Otherwise that JSON is
          content, with a warning.
        - A header that declares another delimiter of the family stands directly before a
          block of that delimiter, and the document is not strictly valid (a draft cut off,
          then the answer written with another delimiter).
        - A closing reasoning tag (``</think>``) stands on a line of one of its files, and the
          document has no end marker, or no header, or Markdown files follow it (a draft in
          the reasoning).

        Never inside a document that begins the answer (a stream announced its files): such
        a document that would end early is not usable instead (:attr:`conflict`)."""
        if not document.blocks:
            return None
        text = self.text
        stop = document.ended_at if document.ended_at is not None else len(text)
        valid: list[bool] = []  # computed once, when a rule asks

        def strictly_valid() -> bool:
            if not valid:
                valid.append(
                    document.has_header
                    and document.ended_at is not None
                    and _strictly_valid(text, document.header_pos, document.end)
                )
            return valid[0]

        # (position, block index, reasoning, sure)
        found: list[tuple[int, int, bool, bool]] = []
        restart = self.restart_point(document, strictly_valid)
        if restart is not None:
            found.append((restart[1], restart[0], False, restart[2]))
        foreign = self.foreign_header(document, stop)
        if foreign is not None and not strictly_valid():
            found.append((foreign[0], self.block_at(document, foreign[0]), False, foreign[1]))
        # (a document with header and end marker holds a tag only as a line of a file,
        # unless Markdown files follow it: then it was reasoning)
        look = (
            document.ended_at is None
            or not document.has_header
            or self.markdown_files_after(document) is not None
        )
        closed = self.reasoning_close_in_files(document, stop) if look else None
        if closed is not None:
            tag_line = text.rfind("\n", 0, closed[0] - 1) + 1
            # A document that reaches its end marker may hold the tag as a line of a file (a
            # parser of reasoning answers): two readings, unless Markdown files follow it.
            sure = document.ended_at is None or self.markdown_files_after(document) is not None
            found.append((tag_line, self.block_at(document, tag_line), True, sure))
        if not found:
            return None
        position, index, reasoning, sure = min(found)
        if self.begins_answer(document) or not sure:
            self.conflict, self.conflict_tag = position, reasoning
            return None
        self.unfinish(document, index, position)
        if reasoning:
            assert closed is not None
            return closed[0], True
        return self.start_of_new(document.blocks[-1], position), False

    def reasoning_close_in_files(self, document: _Document, stop: int) -> tuple[int, str] | None:
        """The first closing reasoning tag on a line of the document's files (before
        ``stop``) that no opening tag of the same file opened (as :func:`reasoning_close`
        gives it), or None. A file that holds ``<think>`` ... ``</think>`` (a test fixture of
        a reasoning model's answer) holds its own closing tag: that one is content."""
        text = self.text
        starts = [block.content_pos for block in document.blocks]
        pos = starts[0]
        depth: dict[str, int] = {}  # per tag name, in the file being scanned
        owner = 0
        for match in _REASONING_TAG.finditer(text, pos, stop):
            at = match.start()
            index = bisect.bisect_right(starts, at) - 1
            if index != owner:
                owner, depth = index, {}
            name = match.group(2).lower()
            if not match.group(1):  # an opening tag, in this file
                depth[name] = depth.get(name, 0) + 1
                continue
            if depth.get(name, 0) > 0:
                depth[name] -= 1  # it closes the file's own opening tag: content
                continue
            closed = reasoning_close(text, at, stop)
            if closed is not None and text.rfind("\n", 0, closed[0] - 1) < at:
                return closed  # this very tag ends its line
        return None

    def block_at(self, document: _Document, pos: int) -> int:
        """How many blocks of ``document`` start before ``pos``."""
        return sum(1 for block in document.blocks if block.pos < pos)

    def restart_point(
        self, document: _Document, strictly_valid: Callable[[], bool]
    ) -> tuple[int, int, bool] | None:
        """A header of a new document (same delimiter) directly before one of the blocks:
        (block index, position, sure). Sure when it starts a new document by the rules of
        :meth:`split` (the last such one); otherwise, in a document that is not strictly
        valid, the first one, which leaves two readings. None in a strictly valid document
        (the header is content, with a warning)."""
        if not document.restarts:
            return None
        text = self.text
        for index, header_pos in reversed(document.restarts[-3:]):
            before = {path.strip().casefold() for path in _paths(document.blocks[:index])}
            after = {path.strip().casefold() for path in _paths(document.blocks[index:])}
            # (a block cut off before its path repeats nothing, and shows the answer began)
            cut_at_once = not after and not document.blocks[-1].complete
            if not document.has_header or before & after or cut_at_once:
                return index, header_pos, True
            if not strictly_valid() and _strictly_valid(text, header_pos, document.end):
                return index, header_pos, True
        if not strictly_valid():
            index, header_pos = document.restarts[0]
            return index, header_pos, False
        begin = document.fence_pos if document.fence_pos is not None else document.begin
        if _introduces_example(text[max(self.start, begin - 1000) : begin]):
            # The prose introduces the document as an example ("For example:"), and a new
            # header stands inside it: the example was left unfinished, then the answer began
            # (the answer's header is no line of the example's file).
            index, header_pos = document.restarts[-1]
            return index, header_pos, True
        for index, header_pos in document.restarts:
            self.notes.add(
                "header-in-content",
                Severity.WARNING,
                f"{self.name(document.blocks[index - 1])} ends with what looks like the header "
                "of a new document, directly before the next block; it was read as content of "
                "that file (the document is strictly valid). If the answer started again "
                "there, send it once, complete",
                header_pos,
            )
        return None

    def foreign_header(self, document: _Document, stop: int) -> tuple[int, bool] | None:
        """The first header inside ``document`` that declares another delimiter and stands
        directly before a block of that delimiter, with nothing of ``document`` after the new
        document's end: (position, sure). Sure when the new delimiter is a later one of the
        family, or the document has no header; else two readings."""
        text = self.text
        first_block = document.blocks[0]
        # (without a '---' line, a header may be the first line after a draft's fields)
        start = first_block.content_pos - (0 if first_block.separated else 1)
        if not self.other_member(start, stop, document.delimiter):
            return None  # no line of another delimiter of the family: no new document
        for tries, declared in enumerate(_DECLARED.finditer(text, start, stop)):
            if tries >= MAX_HEADER_CANDIDATES:
                break
            other = _usable_delimiter(declared.group(1))
            if (
                other is None
                or other == document.delimiter
                or not DELIMITER_FAMILY.fullmatch(other)
            ):
                continue
            brace = text.rfind("\n{", start, declared.start())
            header = self.decode_at(brace + 1) if brace != -1 else None
            if header is None or header[2] < declared.end():
                continue
            blanks = _BLANKS.match(text, header[2])
            first = blanks.end() if blanks else header[2]
            if first < len(text) and text[first - 1] == "\n" and text.startswith(other, first):
                saved = self.delimiter
                probe = self.probe_block(first, other)
                self.delimiter = saved
                if probe is None:
                    continue
                if self.blocks_after(other, first, document.delimiter):
                    if self.ours_begins_again(other, first, document.delimiter):
                        # A whole document of ours after the other document's last line: one
                        # of our files showed an example in the other delimiter and a new
                        # document of ours began, or the answer started again with the other
                        # delimiter and its last file quotes a document of ours (a cut draft
                        # before, test bed: no_end_marker + format_content). Two readings.
                        return brace + 1, False
                    continue  # an example inside one of our files, and ours goes on after it
                sure = not document.has_header or _later_delimiter(other, document.delimiter)
                return brace + 1, sure
        return None

    def other_member(self, start: int, stop: int, ours: str) -> bool:
        """Whether a line in ``[start, stop)`` starts with a delimiter of the family other
        than ``ours`` (one ``str.find`` when ours is the default)."""
        text = self.text
        later = "\n" + FAMILY_PREFIX + "_"
        if ours == DEFAULT_DELIMITER:
            return text.find(later, start, stop) != -1
        if text.find("\n" + DEFAULT_DELIMITER, start, stop) != -1:
            return True
        at = text.find(later, start, stop)
        while at != -1:
            if not text.startswith(ours, at + 1):
                return True
            at = text.find(later, at + 1, stop)
        return False

    def blocks_after(self, other: str, first: int, delimiter: str) -> bool:
        """Whether a block or the end marker of ``delimiter`` comes after the last line of
        ``other`` (the document of ``other`` that starts at ``first`` ends there at the
        latest): then that document is an example inside a file, and ours goes on after it."""
        last = self.text.rfind("\n" + other, first)
        end = first if last == -1 else last + 1
        saved = self.delimiter
        try:
            line = self.first_delimiter_line(delimiter, end)
            while line != -1:
                if (
                    self.classify_line(line, report=False)[0] == "end"
                    or self.probe_block(line, delimiter) is not None
                ):
                    return True
                line = self.first_delimiter_line(delimiter, line + 1)
            # our end marker, misspelled, at the very end of the answer
            self.delimiter = delimiter
            marker = self.misspelled_end(_next_line(self.text, end), len(self.text))
            return marker is not None and (marker[1] == "spelled" or self.finish == "stop")
        finally:
            self.delimiter = saved

    def ours_begins_again(self, other: str, first: int, delimiter: str) -> bool:
        """Whether the first line of ``delimiter`` after the last line of ``other`` (the
        document of ``other`` that starts at ``first``) stands under a header that declares
        ``delimiter`` (or declares none, for the default one): a new document of ours begins
        there, not ours going on. The header may be pretty-printed over several lines, and
        comment lines may stand between it and the block (hunt149-restartquotes)."""
        text = self.text
        last = text.rfind("\n" + other, first)
        end = first if last == -1 else last + 1
        line = self.first_delimiter_line(delimiter, end)
        if line == -1:
            return False
        above = line
        for _ in range(_HEADER_LOOKBACK_LINES):
            while above > end and text[above - 1] in " \t\r\n":
                above -= 1
            start = text.rfind("\n", end, above) + 1
            if start < end or start >= above:
                return False
            line_start = start
            if text.startswith("}", start):  # the last line of a header written over lines
                opener = text.rfind("\n{", end - 1, start)
                if opener == -1:
                    return False
                start = opener + 1
            if text.startswith("{", start):
                header = self.decode_at(start)
                if header is None or not line_start < header[2] <= above:
                    return False  # (the object must end on the line right above)
                declared = header[0].get("files_delimiter", DEFAULT_DELIMITER)
                return bool(declared == delimiter)
            if not text.startswith(_COMMENT_STARTS, start):
                return False
            above = start  # a comment line between the header and the block: look above it
        return False

    def start_of_new(self, cut: Block, header_pos: int) -> int:
        """Where to read on after a draft that ends at ``header_pos``: a fence line right
        before that header opens the new document's outer fence."""
        text = self.text
        end_before = header_pos - 1
        while end_before > cut.content_pos and text[end_before - 1] in " \t\r\n":
            end_before -= 1
        line_start = max(text.rfind("\n", cut.content_pos, end_before) + 1, cut.content_pos)
        if line_start < end_before and _FENCE.fullmatch(text, line_start, end_before):
            return line_start
        return header_pos

    def choose(
        self, documents: list[_Document], base: Diagnostics, reasoning_end: int | None
    ) -> HybridAnswer:
        """Pick the document that is the answer (see the module doc) and accept it."""
        first = documents[0]
        last = documents[-1]
        quoted = (
            last.ended_at is not None
            and self.first_delimiter_line(last.delimiter, _next_line(self.text, last.ended_at))
            != -1
        )
        for document in documents:
            if document.doubt is None and document.fenced_split is not None and quoted:
                # A new document began inside a code block a file opened, and after its end
                # marker a line starts with the delimiter again: the file showed an example
                # document, and the answer went on after it.
                document.doubt = (
                    document.fenced_split,
                    "a new document begins inside a code block a file opened, and a line "
                    "starting with the delimiter follows its end marker: a corrected answer, "
                    "or a file that shows an example document?",
                )
            if document.doubt is None:
                document.doubt = self.split_in_fence(document)
            if document.doubt is not None:
                return self.doubtful(document, documents)
        if self.begins_answer(first) and (len(documents) > 1 or reasoning_end is not None):
            return self.ambiguous(
                first,
                documents,
                "the answer begins with a complete document and another one follows it",
                keep_files=True,
            )
        if self.conflict is not None:
            # A document that would end early here: inside the one that begins the answer (a
            # stream announced its files: they stay, not usable), or by a rule that cannot
            # tell whether the new header belongs to a file.
            shown = documents[-1]
            begins = self.begins_answer(shown) or self.begins_answer(first)
            return self.ambiguous(
                first if begins else shown,
                documents,
                f"at line {shown.notes.locate(self.conflict)[0]} "
                + (
                    "a closing reasoning tag stands on a line of a file (the end of a draft "
                    "in the reasoning, or a line of the file?)"
                    if self.conflict_tag
                    else "a new document may begin inside a file (a restarted answer, or a "
                    "file that shows one?)"
                ),
                keep_files=begins,
                also=self.conflict,
            )
        unfinished = self.markdown_in_files(documents[-1])
        if unfinished is not None:
            return self.ambiguous(
                documents[-1],
                documents,
                f"files of the document hold Markdown files "
                f"(line {documents[-1].notes.locate(unfinished)[0]}): an answer in Markdown "
                "after a draft cut off, or a file that shows them?",
                keep_files=self.begins_answer(documents[-1]),
                also=unfinished,
            )
        if self.cut_header is not None:
            return self.cut_after(documents[-1], documents, self.cut_header)
        answer = [document for document in documents if not document.reasoning]
        if not answer:
            notes = base.copy()
            for document in documents:
                self.report_draft(notes, document, None)
            return HybridAnswer(None, notes, reasoning_end if reasoning_end else self.start)
        last = answer[-1]
        markdown = self.markdown_before(documents, last)
        if markdown is not None or any(
            d.ended_at is not None or d.hides_complete for d in answer[:-1]
        ):
            if not last.has_header:
                return self.ambiguous(
                    last,
                    documents,
                    "blocks without a header follow a complete document (a document's "
                    "own blocks after an early end marker, or a new answer?)",
                )
            if last.ended_at is None and not last.truncated:
                return self.ambiguous(
                    last,
                    documents,
                    "a complete document is followed by one without end marker (a quoted "
                    "example, or a corrected answer that lost its end marker?)",
                )
        partial = self.not_a_whole_answer(answer)
        if partial is not None:
            why = partial[1]
            return self.ambiguous(
                last,
                documents,
                f"the document from line {last.notes.locate(last.begin)[0]} {why}",
            )
        self.notes = notes = last.notes
        if last.ended_at is not None:
            after = self.markdown_files_after(last)
            if after is not None:
                return self.ambiguous(
                    last,
                    documents,
                    f"Markdown files follow the last document (line {notes.locate(after)[0]}): "
                    "a corrected answer, or more files of the same answer?",
                    also=after,
                )
            cut = self.cut_document_after(last)
            if cut is not None:
                return self.cut_after(last, documents, cut)
        for document in documents:
            if document is not last:
                self.report_draft(notes, document, last)
        if markdown is not None:
            notes.add(
                "superseded-document",
                Severity.WARNING,
                f"line {notes.locate(markdown)[0]} begins files written in Markdown before the "
                f"document; they were read as a draft: the document from line "
                f"{notes.locate(last.begin)[0]} is the answer",
                markdown,
            )
        self.prose_before(last)
        after = None
        if last.ended_at is not None:
            self.after_end(last)
            after = self.after_document(last)
        read_at = last.blocks[0].pos if last.blocks else None
        return HybridAnswer(self.accept(last), notes, self.start, after=after, read_at=read_at)

    def not_a_whole_answer(self, answer: list[_Document]) -> tuple[_Document, str] | None:
        """Why the last document, complete, cannot be taken as a whole corrected version of
        an earlier complete one (not in the reasoning), and that one; or None. "The last
        document wins" holds only for a whole corrected answer: a later document that leaves
        out a file of an earlier one may be a correction of part of it, more files of the same
        answer, or an example quoted after it (a one-file sample of the format); a later
        document that the prose introduces as an example is a quote even when it names the
        same paths. An earlier document that the prose introduces as an example (``For
        example:``) is a quote, not part of the answer. Paths are compared as the path policy
        compares them (case and NFC ignored)."""
        last = answer[-1]
        if last.truncated or not (last.ended_at is not None or last.complete):
            return None  # (a cut-off answer: its later files never arrived)
        later = {_path_key(path) for path in _paths(last.blocks)}
        gap = self.start
        whole: _Document | None = None  # an earlier complete document that is no example
        example = False
        for document in answer:
            # (the prose before it, or before its first block: a header quoted in a sentence,
            # then "For example:" and the blocks)
            begin = document.fence_pos if document.fence_pos is not None else document.begin
            first = document.blocks[0].pos if document.blocks else begin
            example = any(
                map(_introduces_example, (self.text[gap:begin], self.text[max(gap, begin) : first]))
            )
            if document is last:
                break
            gap = self.after_document(document) if document.ended_at is not None else document.end
            if document.ended_at is None or example:
                continue
            missing = [path for path in _paths(document.blocks) if _path_key(path) not in later]
            if missing:
                listed = ", ".join(missing[:5]) + (", ..." if len(missing) > 5 else "")
                return document, (
                    f"does not repeat every file of the one from line "
                    f"{last.notes.locate(document.begin)[0]} ({listed} missing): a corrected "
                    "answer that drops them, more files of the same answer, or an example "
                    "quoted after it?"
                )
            if whole is None:
                whole = document
        else:  # pragma: no cover (the loop always reaches the last document)
            return None
        if example and whole is not None:
            return whole, (
                "is introduced as an example, after the complete one from line "
                f"{last.notes.locate(whole.begin)[0]}: a quote of the format, or a corrected "
                "answer?"
            )
        return None

    def markdown_in_files(self, document: _Document) -> int | None:
        """Where Markdown files (fences named by a path, closed) start inside the files of a
        document, when that leaves two readings (an answer in Markdown swallowed by a draft,
        or files that show such fences), or None. In a document without a real end marker
        (none, or a misspelled one) any file counts; in one with an end marker that is not
        strictly valid, only files that are not Markdown (a README shows fences); a strictly
        valid document is read as the format defines it. A file's own fence right after its
        ``---`` line is no Markdown file."""
        ended = document.ended_at is not None and not document.misspelled_end
        if document.truncated or not document.blocks or (ended and document.has_header):
            return None  # (a document with header and end marker: its files show fences)
        text = self.text
        start = document.blocks[0].content_pos
        stop = document.ended_at if document.ended_at is not None else len(text)
        if not _has_fence(text, start, stop):
            return None
        if document.fence is not None:  # after the line that closed the draft's own fence
            self.fence = document.fence
            close = self.fence_close_line(start, first=True)
            if close != -1:
                start = _next_line(text, close)
        contents = [block.content_pos for block in document.blocks]
        for found, complete in self.markdown_files(text[:stop], start):
            if not complete or found in contents:
                continue
            owner = document.blocks[max(bisect.bisect_right(contents, found) - 1, 0)]
            if not ended or not is_markdown_path(owner.fields.get("PATH", "")):
                return found
        return None

    def markdown_before(self, documents: list[_Document], last: _Document) -> int | None:
        """Where Markdown files (fences named by a path) start in the prose before ``last``
        (outside every document), or None: an answer in Markdown before the document."""
        text = self.text
        gap = self.start
        for document in [*documents[: documents.index(last)], last]:
            # (up to its first block: the line before may close a Markdown fence, and a
            # header named by the blocks' delimiter may stand before Markdown files)
            end = document.blocks[0].pos if document.blocks else document.begin
            if end > gap and _has_fence(text, gap, end, closed=True):
                named = [pos for pos, complete in self.markdown_files(text[gap:end], 0) if complete]
                if named:
                    return gap + named[0]
            if document.ended_at is None and document.blocks and document is not last:
                # a draft left unfinished: what follows the start of its cut file may be prose
                gap = max(gap, document.blocks[-1].content_pos)
                continue
            gap = max(
                gap,
                self.after_document(document) if document.ended_at is not None else document.end,
            )
        return None

    def markdown_files_after(self, document: _Document) -> int | None:
        """Where Markdown files (code fences named by a path) start after the document's end
        marker, or None."""
        text = self.text
        after = self.after_document(document)
        if not _has_fence(text, after, len(text)):
            return None
        files = self.markdown_files(text, after)
        return files[0][0] if files else None

    def cut_document_after(self, document: _Document) -> int | None:
        """Where a new document begins after the end marker of ``document`` and is cut off
        before its first block (its header, at the very end of the answer), or None. A stop
        finish reason says the answer ended: then it is prose."""
        if self.finish == "stop":
            return None
        text = self.text
        for candidate in self.brace_lines(document.end, len(text)):
            header = self.decode_at(candidate)
            if header is None:
                # Not JSON (yet): a header cut short names a key of the format, or is "{".
                rest = text[candidate : self.text_end]
                if rest == "{" or any(f'"{key}' in rest for key in _FORMAT_HEADER_KEYS):
                    return candidate
                return None
            if _looks_like_header(header[0]) and self.only_a_cut_line_after(header):
                return candidate
            return None
        return None

    def only_a_cut_line_after(self, header: tuple[dict[str, Any], int, int]) -> bool:
        """Whether nothing but blank lines, and the start of a delimiter line cut off, follow
        a header (a new document cut off before its first block)."""
        text = self.text
        blanks = _BLANKS.match(text, header[2])
        rest = text[blanks.end() if blanks else header[2] :].rstrip()
        if not rest:
            return True
        if "\n" in rest:
            return False
        declared = _usable_delimiter(header[0].get("files_delimiter")) or DEFAULT_DELIMITER
        return any(
            delimiter.startswith(rest) or rest.startswith(delimiter)
            for delimiter in (declared, FAMILY_PREFIX)
        )

    def cut_after(self, last: _Document, documents: list[_Document], cut: int) -> HybridAnswer:
        """A complete document, then a new one cut off in its header: the answer was cut."""
        notes = last.notes
        line = notes.locate(cut)[0]
        if self.begins_answer(documents[0]):
            return self.ambiguous(
                last,
                documents,
                f"a new document begins at line {line} and was cut off",
                keep_files=True,
                also=cut,
            )
        for document in documents:
            self.report_draft(notes, document, None)
        notes.add(
            "truncated",
            Severity.ERROR,
            f"the answer was cut off: a new document begins at line {line} after a complete "
            "one, and ends before its first file; send the whole answer again",
            len(self.text),
        )
        reading = accept_blocks({}, cut, [], None, True, notes)
        return HybridAnswer(reading, notes, self.start)

    def report_draft(self, notes: Diagnostics, draft: _Document, answer: _Document | None) -> None:
        line = notes.locate(draft.begin)[0]
        last_line = notes.locate(max(draft.end - 1, draft.begin))[0]
        paths = _paths(draft.blocks)
        files = ", ".join(paths[:5]) + (", ..." if len(paths) > 5 else "")
        where = "in the reasoning, " if draft.reasoning else ""
        what = "complete" if draft.ended_at is not None else "unfinished"
        taken = (
            f"the document from line {notes.locate(answer.begin)[0]} is the answer"
            if answer is not None
            else "it was skipped"
        )
        notes.add(
            "superseded-document",
            Severity.WARNING,
            f"lines {line}-{last_line} hold an earlier, {what} document {where}with "
            f"{len(paths)} file{'s' if len(paths) != 1 else ''} ({files or 'none'}); it was "
            f"read as a draft: {taken}",
            draft.begin,
        )

    def split_in_fence(self, document: _Document) -> tuple[int, str] | None:
        """A doubt when a delimiter line stands inside a code block the file before it opened
        (the file may quote a block of the format, a README, not end there) and the header's
        ``total_files`` does not settle it: the document has more blocks than it says, or the
        header has no count (nothing tells the two readings apart)."""
        expected = document.header.get("total_files")
        blocks = document.blocks
        counted = isinstance(expected, int) and not isinstance(expected, bool)
        if isinstance(expected, int) and counted and expected >= len(blocks):
            return None  # (the count agrees with the split: a file's fence left open)
        for index, (block, after) in enumerate(pairwise(blocks)):
            if fence_left_open(self.text, block.content_pos, after.pos):
                # (the blocks before this one are the same in both readings)
                document.doubt_from = index
                said = (
                    f"the header counts {expected} files but the document has {len(blocks)} "
                    "blocks, and "
                    if counted
                    else "the header does not count the files, and "
                )
                return (
                    after.pos,
                    f"{said}the delimiter line at line "
                    f"{document.notes.locate(after.pos)[0]} stands inside a code block "
                    f"{block_name(block, document.notes)} opened: a new file, or a block "
                    "that file quotes?",
                )
        return None

    def doubtful(self, document: _Document, documents: list[_Document]) -> HybridAnswer:
        """Not usable: the document's files admit two readings (``document.doubt``)."""
        assert document.doubt is not None
        pos, why = document.doubt
        self.notes = notes = document.notes
        notes.add(
            "ambiguous-structure",
            Severity.ERROR,
            f"{why} The two readings give different files, and nothing tells which one the "
            "model meant. End the answer with the end marker, and do not quote the format's "
            "own lines inside a file",
            pos,
        )
        # Only the answer's own blocks before the doubt stay (a stream announced them); a draft
        # that a later document replaces keeps none (hunt29).
        last = document is documents[-1]
        kept = document.blocks[: document.doubt_from or 0] if last else []
        reading = accept_blocks(document.header, document.header_pos, kept, None, False, notes)
        reading.delimiter = document.delimiter
        reading.ambiguous = True
        return HybridAnswer(reading, notes, self.start)

    def ambiguous(
        self,
        shown: _Document,
        documents: list[_Document],
        why: str,
        *,
        keep_files: bool = False,
        also: int | None = None,
    ) -> HybridAnswer:
        """Not usable: the answer holds documents of which none can be told to be the one the
        model meant. With ``keep_files`` the first document's files stay in ``code`` (a
        stream has announced them); the status says they are not usable."""
        self.notes = notes = shown.notes
        spans = ", ".join(
            f"lines {notes.locate(d.begin)[0]}-{notes.locate(max(d.end - 1, d.begin))[0]}"
            for d in documents
        )
        count = f"{len(documents)} documents" if len(documents) > 1 else "a document"
        notes.add(
            "several-documents",
            Severity.ERROR,
            f"the answer holds {count} ({spans}) and more, and which one is the answer "
            f"cannot be told: {why}. Send exactly one document"
            if also is not None
            else f"the answer holds {count} ({spans}) and which one is the answer cannot be "
            f"told: {why}. Send exactly one document",
            documents[1].begin
            if len(documents) > 1
            else (also if also is not None else shown.begin),
        )
        if keep_files:
            reading = self.accept(shown)
        else:
            reading = accept_blocks(shown.header, shown.header_pos, [], None, False, notes)
            reading.delimiter = shown.delimiter
        reading.ambiguous = True
        return HybridAnswer(reading, notes, self.start)

    def prose_before(self, document: _Document) -> None:
        text = self.text
        stop = document.fence_pos if document.fence_pos is not None else document.begin
        blanks = _BLANKS.match(text, self.start)
        first = blanks.end() if blanks else self.start
        if first < stop:
            self.notes.add(
                "prose-before", Severity.INFO, "text before the answer was ignored", first
            )

    def accept(self, document: _Document) -> HybridReading:
        expected = document.header.get("total_files")
        expected_files = (
            expected
            if isinstance(expected, int) and not isinstance(expected, bool) and expected >= 0
            else None
        )
        reading = accept_blocks(
            document.header,
            document.header_pos,
            document.blocks,
            expected_files,
            document.truncated,
            document.notes,
            ended=document.ended_at is not None,
        )
        reading.delimiter = document.delimiter  # the hunk lines of edit blocks start with it
        return reading


def _paths(blocks: list[Block]) -> list[str]:
    return [block.fields["PATH"] for block in blocks if "PATH" in block.fields]


def _strictly_valid(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a document the strict reader accepts."""
    reader = Reader(events=False)
    try:
        reader.feed(text[start:end])
        reader.close()
    except ArtifactDecodeError:
        return False
    return True


def read_hybrid(
    text: str,
    start: int,
    notes: Diagnostics,
    *,
    finish: str | None = None,
    finish_reason: str | None = None,
    add_final_newline: bool = True,
    repair_header: Callable[[str], dict[str, Any] | None],
    markdown_files: MarkdownFiles,
) -> HybridAnswer | None:
    """Read ``text[start:]`` as the hybrid format, leniently; None when it holds no document.

    ``finish`` is what the provider's ``finish_reason`` means (:func:`~artifact_codec.format.spec.
    finish_kind`): ``"stop"`` proves an answer without end marker complete. The answer's
    diagnostics are in ``HybridAnswer.notes`` (``notes`` is the collector so far: it is
    copied for each document, and the one of the document read is returned)."""
    reader = _Reader(
        text,
        start,
        notes,
        finish=finish,
        finish_reason=finish_reason,
        add_final_newline=add_final_newline,
        repair_header=repair_header,
        markdown_files=markdown_files,
    )
    return reader.read()


def _path_key(path: str) -> str:
    """A block's path as the path policy compares it: unwrapped as the reader reads it, NFC,
    case folded (``A.py`` and ``a.py`` are one file on a case-insensitive disk)."""
    return unicodedata.normalize("NFC", lenient_path(path).value).casefold()


#: Words with which prose introduces a quoted example of the format (on the last line of
#: prose before a document): "For example:", "e.g.", "Eg:", "for instance", "to illustrate",
#: "an example answer", "a sample response", and a line that ends with "example:",
#: "sample:" or "illustration:" ("Example:", "Here is a sample:", "A toy example:"). Not
#: "example" before another noun ("Here is an example app:"), nor "the format" or "looks
#: like" ("the answer in the format you asked for", "the code looks like this"): they
#: introduce answers.
_EXAMPLE_WORDS = re.compile(
    r"\be\.g\.|\beg[ \t]*[:.,]|\b(?:for example|for instance|to illustrate"
    r"|(?:as an|for) illustration"
    r"|(?:example|sample)s? (?:answer|document|block|output|response|reply)s?)\b"
    r"|\b(?:example|sample|illustration)s?[ \t]*:[ \t]*$",
    re.IGNORECASE,
)


def _introduces_example(prose: str) -> bool:
    """Whether the last non-blank line of ``prose`` (what stands before a document, or its
    fence) introduces it as an example of the format."""
    lines = [line for line in prose.splitlines() if line.strip() and not line.startswith("```")]
    return bool(lines) and _EXAMPLE_WORDS.search(lines[-1]) is not None


_DELIMITER_LINE = re.compile(r"(=+)[A-Za-z][\w]*\1")


def _other_delimiter(stripped: str, delimiter: str) -> bool:
    """Whether ``stripped`` is a plain delimiter line of another document (another suffix,
    ``===FILE_CONTENT_BLOCK===`` in a document of ``===FILE_CONTENT_BLOCK_1===``), no end
    written wrong: a file quoting the format holds such lines, and the strict reading and
    the stream take them as its content."""
    return (
        stripped != delimiter.strip()
        and "END" not in stripped.upper()
        and _DELIMITER_LINE.fullmatch(stripped) is not None
    )
