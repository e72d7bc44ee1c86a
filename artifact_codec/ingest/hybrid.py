"""The lenient reader of the hybrid format: a post-lexer for what a model wrote.

This stage runs only when the strict reader refused a response. It finds the answer in the
surrounding text (prose, ``<think>`` blocks, an outer code fence), reads header, blocks and
fields with tolerance (lower-case or bold field names, synonyms, trailing blanks, a missing
``---`` or end marker...), and hands the blocks it found to
:func:`~artifact_codec.ingest.accept.accept_blocks`, which feeds them, with their places in the
response, to the strict reader's grammar check and model builder. Every tolerance it uses
becomes a :class:`Diagnostic` (line rules and tolerances: :mod:`artifact_codec.format.lines`).
Boundaries are found with ``str.find``; each line is looked at a bounded number of times, so the
cost is linear in the response.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from ..diagnostics import Diagnostics, Severity
from ..errors import ArtifactDecodeError
from ..format.header import decode_header
from ..format.lines import (
    DELIMITER_FAMILY,
    FAMILY_PREFIX,
    LENIENT_FIELD,
    LENIENT_SEPARATOR,
    canonical_field,
    lenient_marker,
    lenient_value,
)
from ..format.spec import (
    DEFAULT_DELIMITER,
    FIELD_TO_ATTRIBUTE,
    FORMAT_VERSION,
    MAX_FIELD_LINES,
    SEPARATOR,
    check_delimiter,
    end_marker,
)
from .accept import Block, HybridReading, accept_blocks, block_name, settle_content, take_field

__all__ = ["read_hybrid"]

_BLANKS = re.compile(r"\s*")

#: How many JSON header candidates are tried before giving up (bounds adversarial input).
MAX_HEADER_CANDIDATES = 20

_FENCE = re.compile(r"[ \t]{0,3}(`{3,}|~{3,})[^`\n]*")
_DECLARED = re.compile(r'"files_delimiter"\s*:\s*"([^"\\\n]{1,200})"')
_DECODER = json.JSONDecoder()


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end


def _next_line(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end + 1


class _Scan:
    """What the two jobs of the lenient reader share: the answer, where it starts, the
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
    ) -> None:
        self.text = text
        self.start = start
        self.notes = notes
        self.finish = finish  # what the provider's finish reason means (spec.finish_kind)
        self.finish_reason = finish_reason
        self.add_final_newline = add_final_newline
        self.repair_header = repair_header
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

    def first_family_line(self, start: int) -> int:
        text = self.text
        pos = self.first_delimiter_line(FAMILY_PREFIX, start)
        while pos != -1 and not DELIMITER_FAMILY.match(text, pos):
            pos = self.first_delimiter_line(FAMILY_PREFIX, pos + 1)
        return pos


class _Header(_Scan):
    """Finding the answer: the JSON header (decoded, or repaired), the delimiter it declares,
    an outer code fence, and the prose around them."""

    def find_header(
        self, limit: int, *, allow_repair: bool
    ) -> tuple[dict[str, Any], int, int] | None:
        """The JSON header before ``limit``: (object, start, end) or None.

        Candidates are lines that start with ``{``; the first that decodes (or, when
        ``allow_repair``, repairs) to an object is the header.
        """
        text = self.text
        blank = _BLANKS.match(text, self.start)
        candidate = blank.end() if blank else self.start
        if not text.startswith("{", candidate):
            candidate = self.next_brace_line(candidate, limit)
        tries = 0
        while candidate != -1 and tries < MAX_HEADER_CANDIDATES:
            tries += 1
            header = self.decode_header(candidate, limit, allow_repair=allow_repair)
            if header is not None:
                return header
            candidate = self.next_brace_line(candidate, limit)
        return None

    def next_brace_line(self, pos: int, limit: int) -> int:
        found = self.text.find("\n{", pos, limit)
        return -1 if found == -1 else found + 1

    def decode_header(
        self, pos: int, limit: int, *, allow_repair: bool
    ) -> tuple[dict[str, Any], int, int] | None:
        text = self.text
        try:
            decoded = decode_header(text, pos, lone_surrogates="replace")
            value, end = decoded.value, decoded.end
        except ArtifactDecodeError:
            value, end = None, pos
        if isinstance(value, dict):
            if not text[end : _line_end(text, end)].strip():
                return value, pos, end
            return None
        if not allow_repair:
            return None
        # Not valid JSON: repair what stands between here and the first block.
        span = text[pos:limit].rstrip()
        if self.fence and span.endswith(self.fence[0] * self.fence[1]):
            span = span[: -self.fence[1]].rstrip()
        repaired = self.repair_header(span) if span else None
        if repaired is None:
            return None
        self.notes.add(
            "header-repaired",
            Severity.WARNING,
            "the JSON header was not valid JSON and was repaired; write it as one valid JSON "
            "object (no trailing commas or comments)",
            pos,
        )
        return repaired, pos, pos + len(span)

    def outer_fence_before(self, pos: int) -> None:
        """Note an opening code fence on the last non-blank line before ``pos``."""
        text = self.text
        before = text[self.start : pos].rstrip()
        line_start = before.rfind("\n") + 1
        match = _FENCE.fullmatch(before, line_start)
        if match:
            self.fence = (match.group(1)[0], len(match.group(1)))
            self.notes.add(
                "outer-fence",
                Severity.INFO,
                "the answer was wrapped in a code fence; the fence was removed",
                self.start + line_start,
            )
            before = before[:line_start]
        if before.strip():
            self.notes.add(
                "prose-before",
                Severity.INFO,
                "text before the answer was ignored",
                self.start + len(before) - len(before.lstrip()),
            )

    def header_delimiter(self, header: dict[str, Any], pos: int) -> str:
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
            return DEFAULT_DELIMITER
        problem = check_delimiter(declared)
        if problem is None:
            return str(declared)
        if isinstance(declared, str):
            usable = declared.strip()
            if len(usable) >= 3 and "\n" not in usable and not usable.startswith(SEPARATOR):
                self.notes.add(
                    "bad-delimiter",
                    Severity.WARNING,
                    f"the header's files_delimiter is not valid ({problem}); it was used as "
                    "written",
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
        return DEFAULT_DELIMITER


class _Blocks(_Scan):
    """Reading the blocks from the first delimiter line on: delimiter and end-marker lines,
    fields written the ways models write them, contents, and where the answer was cut off."""

    def is_fence_close(self, line: str) -> bool:
        if self.fence is None:
            return False
        stripped = line.strip()
        char, length = self.fence
        return len(stripped) >= length and stripped == char * len(stripped)

    def classify(self, pos: int) -> tuple[str, str | None]:
        """What the line at ``pos`` (which starts with the delimiter) is.

        Returns ("delimiter", inline_path), ("end", None), ("hunk", None) for a line of an
        edit block's hunks, or ("text", None).
        """
        text = self.text
        line = text[pos : _line_end(text, pos)]
        rest = line[len(self.delimiter) :]
        kind, tolerated = lenient_marker(rest)
        if kind == "delimiter":
            if tolerated:
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
        stripped = rest.strip()
        match = LENIENT_FIELD.fullmatch(stripped)
        if match and canonical_field(match.group("name")) == "PATH":
            self.notes.add(
                "path-on-delimiter-line",
                Severity.INFO,
                "PATH was written on the delimiter line; it belongs on the next line",
                pos,
            )
            return "delimiter", lenient_value(match.group("value"))
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
        and is a field line: a block's fields cut short (a path like "src/ap"), even under a
        finish reason of "stop" (a stop sequence, a proxy), never a file."""
        if end != len(self.text) or self.text.endswith("\n"):
            return False
        match = LENIENT_FIELD.fullmatch(line)
        return match is not None and canonical_field(match.group("name")) in FIELD_TO_ATTRIBUTE

    def read_fields(self, block: Block, pos: int) -> int | None:
        """Read field lines from ``pos``; return where the content starts, or None when the
        lines after a delimiter are not block fields at all."""
        text = self.text
        lines: list[tuple[int, str]] = []
        cursor = pos
        separator: int | None = None
        cut_at = self.cut_at()
        while cursor < len(text):
            end = _line_end(text, cursor)
            line = text[cursor:end]
            if end == cut_at or self.ends_in_field(line, end):
                self.cut_in_fields = True
                for line_pos, field_line_text in lines:
                    if field_line_text.strip():
                        self.add_field(block, line_pos, field_line_text, known_only=False)
                return len(text)
            if LENIENT_SEPARATOR.fullmatch(line):
                separator = cursor
                break
            if line.startswith(self.delimiter):
                break
            if not line.strip():
                if not lines and not block.fields:
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
        if separator is not None:
            if text[separator : _line_end(text, separator)] != SEPARATOR:
                self.notes.add(
                    "separator-spelling",
                    Severity.INFO,
                    f"a separator line written differently from {SEPARATOR!r} was accepted",
                    separator,
                )
            for line_pos, line in lines:
                self.add_field(block, line_pos, line, known_only=False)
            return _next_line(text, separator)
        # No separator: the fields are the leading lines with known names.
        taken = 0
        for line_pos, line in lines:
            if not line.strip():
                break
            if not self.add_field(block, line_pos, line, known_only=True):
                break
            taken += 1
        if taken == 0 and not block.fields:
            return None
        content_start = lines[taken][0] if taken < len(lines) else cursor
        self.notes.add(
            "missing-separator",
            Severity.WARNING,
            f"{self.name(block)} has no {SEPARATOR!r} line after its fields; the content was "
            f"taken to start at the first line that is not a field. Put a line {SEPARATOR!r} "
            "between the fields and the content",
            content_start,
        )
        return content_start

    def add_field(self, block: Block, pos: int, line: str, *, known_only: bool) -> bool:
        match = LENIENT_FIELD.fullmatch(line)
        if match is None:
            return False
        name = canonical_field(match.group("name"))
        if name is None or (known_only and name not in FIELD_TO_ATTRIBUTE):
            return False
        raw_value = match.group("value")
        value = lenient_value(raw_value)
        written = line.strip()
        if not written.startswith(f"{name}:"):
            self.notes.add(
                "field-name-normalized",
                Severity.INFO,
                f"the field line {written[:60]!r} was read as {name}",
                pos,
            )
        if value != raw_value.strip() and not raw_value.strip().startswith('"'):
            self.notes.add(
                "field-value-unwrapped",
                Severity.INFO,
                f"the {name} value {raw_value.strip()[:60]!r} was read as {value[:60]!r} "
                "(Markdown emphasis or backticks around it were removed)",
                pos,
            )
        take_field(block, name, value, pos, self.notes)
        return True

    def name(self, block: Block) -> str:
        return block_name(block, self.notes)

    def finish_content(self, block: Block, raw: str) -> None:
        settle_content(block, raw, self.notes, add_final_newline=self.add_final_newline)

    def read_blocks(self, header: dict[str, Any], header_pos: int, first: int) -> HybridReading:
        text = self.text
        blocks: list[Block] = []
        ended_at: int | None = None
        pos = first
        current: Block | None = None
        content_start = 0
        while pos != -1:
            kind, inline_path = self.classify(pos)
            if kind == "text" and _line_end(text, pos) == self.cut_at():
                # A line that starts with the delimiter, cut short ("=== PA", "===EN"): a
                # delimiter or end-marker line that did not arrive whole, not content.
                kind = "delimiter"
            if kind == "hunk":
                pos = self.first_delimiter_line(self.delimiter, pos + 1)
                continue
            if kind == "text":
                self.notes.add(
                    "delimiter-in-content",
                    Severity.WARNING,
                    "a line starting with the delimiter is not a delimiter line; it was kept as "
                    "content",
                    pos,
                )
                pos = self.first_delimiter_line(self.delimiter, pos + 1)
                continue
            if kind == "end":
                if current is not None:
                    self.close(current, content_start, pos)
                ended_at = pos
                break
            block = Block(pos)
            if _line_end(text, pos) == self.cut_at() or (
                self.finish != "stop" and _next_line(text, pos) >= self.text_end
            ):
                # The answer was cut on this delimiter line ("=== PATH: src/ap") or right
                # after it: the file before it is complete, this one has not begun (a path on
                # the cut line is not trustworthy).
                if current is not None:
                    self.close(current, content_start, pos)
                current, content_start = block, len(text)
                block.content_pos = len(text)
                blocks.append(block)
                break
            if inline_path is not None:
                block.fields["PATH"] = inline_path
                block.field_pos["PATH"] = pos
            start = self.read_fields(block, _next_line(text, pos))
            if start is None:
                self.notes.add(
                    "delimiter-in-content",
                    Severity.WARNING,
                    "a delimiter line not followed by block fields was kept as content",
                    pos,
                )
                pos = self.first_delimiter_line(self.delimiter, pos + 1)
                continue
            if current is not None:
                self.close(current, content_start, pos)
            current, content_start = block, start
            block.content_pos = start
            blocks.append(block)
            pos = self.first_delimiter_line(self.delimiter, max(start, pos + 1))
        expected = header.get("total_files")
        expected_files = expected if isinstance(expected, int) and expected >= 0 else None
        if isinstance(expected, bool):
            expected_files = None
        truncated = False
        if ended_at is None:
            truncated = self.close_without_end(current, content_start)
        else:
            self.after_end(ended_at)
        reading = accept_blocks(
            header,
            header_pos,
            blocks,
            expected_files,
            truncated,
            self.notes,
            ended=ended_at is not None,
        )
        reading.delimiter = self.delimiter  # the hunk lines of edit blocks start with it
        return reading

    def close(self, block: Block, start: int, next_pos: int) -> None:
        end = next_pos - 1 if next_pos > start else start
        self.finish_content(block, self.text[start:end])

    def close_without_end(self, current: Block | None, start: int) -> bool:
        """Decide whether a response without end marker is complete; True when truncated."""
        text = self.text
        closed_by_fence = False
        stop = len(text)
        if current is not None and self.fence is not None:
            # The last line that closes the outer fence ends the answer; what follows is prose.
            cursor = stop
            while cursor > start:
                line_start = text.rfind("\n", start, cursor - 1) + 1
                line_start = max(line_start, start)
                if self.is_fence_close(text[line_start:cursor]):
                    closed_by_fence = True
                    if text[cursor:].strip():
                        self.notes.add(
                            "prose-after",
                            Severity.INFO,
                            "text after the answer was ignored",
                            cursor,
                        )
                    stop = max(line_start - 1, start)
                    break
                cursor = line_start
        if not closed_by_fence:
            last_line = text.rfind("\n", start, stop) + 1
            tail = text[last_line:stop]
            if last_line > start and tail and self.delimiter.startswith(tail):
                # The text was cut inside a delimiter or end-marker line: the line break
                # before it belongs to that line, not to the content.
                stop = last_line - 1
            elif self.finish == "stop" and stop > start and text[stop - 1] == "\n":
                # Complete without its end marker: the last line break is the one the
                # missing end-marker line would have taken.
                stop -= 1
        # Only a closed outer fence or the API's own word proves the last file complete; a
        # matching total_files does not (the last file itself may be the one cut short).
        complete = (closed_by_fence or self.finish == "stop") and not self.cut_in_fields
        if current is None:  # a header and no block at all
            return self.finish == "length"
        current.complete = complete
        self.finish_content(current, text[start:stop])
        if complete:
            self.notes.add(
                "missing-end-marker",
                Severity.WARNING,
                f"the answer has no end marker {end_marker(self.delimiter)!r}; the last file was "
                "taken as complete. End the answer with that line",
                len(text),
            )
            return False
        if self.finish == "length":
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

    def after_end(self, ended_at: int) -> None:
        text = self.text
        rest = text[_next_line(text, ended_at) :]
        stripped = rest.lstrip()
        if stripped and self.fence is not None:
            first_end = stripped.find("\n")
            first = stripped if first_end == -1 else stripped[:first_end]
            if self.is_fence_close(first):
                stripped = stripped[len(first) :].strip()
        if stripped.strip():
            self.notes.add(
                "prose-after",
                Severity.INFO,
                "text after the end marker was ignored",
                len(text) - len(stripped),
            )


class _Reader(_Header, _Blocks):
    """The whole response: the header, then the blocks."""

    def read(self) -> HybridReading | None:
        text = self.text
        family = self.first_family_line(self.start)
        declared = _DECLARED.search(text, self.start, family if family != -1 else len(text))
        if family == -1 and declared is None:
            return None  # no block and no header naming a delimiter: not this format
        limit = family
        if declared is not None and check_delimiter(declared.group(1)) is None:
            first_declared = self.first_delimiter_line(declared.group(1), declared.end())
            if first_declared != -1 and (family == -1 or first_declared < family):
                limit = first_declared
        header_found = self.find_header(
            limit if limit != -1 else len(text), allow_repair=limit != -1
        )
        header: dict[str, Any] = {}
        if header_found is not None:
            header, header_pos, header_end = header_found
            if isinstance(header.get("files"), list):
                return None  # a legacy all-JSON answer: the files are inside the JSON
            self.delimiter = self.header_delimiter(header, header_pos)
            first = self.first_delimiter_line(self.delimiter, header_end)
            if first == -1 and self.delimiter != DEFAULT_DELIMITER and family > header_end:
                self.notes.add(
                    "undeclared-delimiter",
                    Severity.WARNING,
                    f"the header declares the delimiter {self.delimiter!r} but the blocks use "
                    f"{DEFAULT_DELIMITER!r}",
                    header_pos,
                )
                self.delimiter = DEFAULT_DELIMITER
                first = family
            self.outer_fence_before(header_pos)
            between = text[header_end : first if first != -1 else header_end]
            if between.strip():
                self.notes.add(
                    "prose-before-blocks",
                    Severity.INFO,
                    "text between the header and the first block was ignored",
                    header_end + len(between) - len(between.lstrip()),
                )
        elif family == -1:
            return None
        else:
            first = header_pos = family
            match = DELIMITER_FAMILY.match(text, family)
            self.delimiter = match.group(0) if match else DEFAULT_DELIMITER
            self.outer_fence_before(first)
            self.notes.add(
                "no-header",
                Severity.INFO,
                "the answer has no JSON header; the blocks were read without one",
                first,
            )
        return self.read_blocks(header, header_pos, first)


def _looks_like_header(header: dict[str, Any]) -> bool:
    return bool(
        {"task_id", "project_id", "total_files", "files_delimiter", "dependencies"} & set(header)
    )


def read_hybrid(
    text: str,
    start: int,
    notes: Diagnostics,
    *,
    finish: str | None = None,
    finish_reason: str | None = None,
    add_final_newline: bool = True,
    repair_header: Callable[[str], dict[str, Any] | None],
) -> HybridReading | None:
    """Read ``text[start:]`` as the hybrid format, leniently; None when it holds no blocks.

    ``finish`` is what the provider's ``finish_reason`` means (:func:`~artifact_codec.format.spec.
    finish_kind`): ``"stop"`` proves an answer without end marker complete."""
    reader = _Reader(
        text,
        start,
        notes,
        finish=finish,
        finish_reason=finish_reason,
        add_final_newline=add_final_newline,
        repair_header=repair_header,
    )
    return reader.read()
