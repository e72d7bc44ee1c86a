"""The lenient stage for the hybrid format: what a model wrote -> a strict document.

This stage runs only when the strict reader refused a response. It finds the answer in the
surrounding text (prose, ``<think>`` blocks, an outer code fence), reads header, blocks and fields
with tolerance (lower-case or bold field names, synonyms, trailing blanks, a missing ``---`` or
end marker...), refuses files with unsafe or duplicate paths, and writes a *strict* document that
:func:`artifact_codec.loads` then parses. Every tolerance it uses becomes a :class:`Diagnostic`.
Boundaries are found with ``str.find``; each line is looked at a bounded number of times, so the
cost is linear in the response.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..diagnostics import Diagnostics, Severity
from ..errors import ArtifactDecodeError, UnsafePathError
from ..format.content import after_opening_fence, edit_block_kind, fenced_body, is_markdown_path
from ..format.header import decode_header
from ..format.spec import (
    DEFAULT_DELIMITER,
    END_SUFFIX,
    FIELD_TO_ATTRIBUTE,
    FORMAT_KEYS,
    FORMAT_VERSION,
    MAX_FIELD_LINES,
    SEPARATOR,
    VERBATIM_FIELD,
    check_delimiter,
    end_marker,
)
from ..models import GeneratedCode, GeneratedFile
from ..read.reader import FieldLine, RawBlock, assemble
from ..write.paths import PathSet, normalize_path

__all__ = [
    "Block",
    "HybridReading",
    "accept_blocks",
    "answer_start",
    "block_name",
    "canonical_field",
    "lenient_field",
    "read_hybrid",
    "settle_content",
    "take_field",
]

#: How many JSON header candidates are tried before giving up (bounds adversarial input).
MAX_HEADER_CANDIDATES = 20

_FAMILY_PREFIX = DEFAULT_DELIMITER[:-3]
_FAMILY = re.compile(re.escape(_FAMILY_PREFIX) + r"(?:_[1-9][0-9]*)?===")
_FENCE = re.compile(r"[ \t]{0,3}(`{3,}|~{3,})[^`\n]*")
_SEPARATOR_LINE = re.compile(r"[ \t]*-{3,}[ \t\r]*")
# A field line as models write it: "PATH: a", "path: a", "**PATH:** a", "**Path**: a",
# "- File: `a`". The name is at most a few words.
_LENIENT_FIELD = re.compile(
    r"[ \t]*(?:[-*+][ \t]+)?(?P<open>\*\*|__)?[ \t]*"
    r"(?P<name>[A-Za-z][A-Za-z0-9_ -]{0,63}?)[ \t]*"
    # "**PATH:** a" or "**PATH**: a": the emphasis closes around the name (and colon) only
    r"(?(open)(?:(?P=open)[ \t]*:|:[ \t]*(?P=open))|:)"
    # greedy to the end of the line (the reader strips it): a lazy value followed by optional
    # blanks would try every split of a long run of blanks, which is quadratic
    r"[ \t]*(?P<value>.*)"
)
_SYNONYMS = {
    "PATH": ("path", "file", "filename", "file_name", "file_path", "filepath"),
    "TYPE": ("type", "file_type", "filetype", "kind"),
    "DESCRIPTION": ("description", "desc", "summary", "purpose"),
    "SEMANTIC_UNIT": ("semantic_unit", "semantic_unit_id"),
    "COMPONENT": ("component", "component_id"),
}
_CANONICAL = {alias: name for name, aliases in _SYNONYMS.items() for alias in aliases}
_EXTRA_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
_THINK = re.compile(r"\s*<(think|thinking|reasoning)>", re.I)
_BLANKS = re.compile(r"\s*")
_DECLARED = re.compile(r'"files_delimiter"\s*:\s*"([^"\\\n]{1,200})"')
_DECODER = json.JSONDecoder()


def answer_start(text: str, notes: Diagnostics) -> int:
    """Where the answer starts, in every format: after a byte-order mark and a ``<think>``
    (``<thinking>``, ``<reasoning>``) block, which are skipped, not cut, so that diagnostics
    point at the response as the model wrote it. (CRLF line ends are
    :func:`artifact_codec.parse_response`'s business: only a text whose every line ends in CRLF
    is converted.)"""
    start = 0
    if text.startswith("\ufeff"):
        start = 1
        notes.add("bom", Severity.INFO, "a byte-order mark at the start was ignored", 0)
    match = _THINK.match(text, start)
    if match:
        tag = match.group(1)
        close = re.compile(rf"</{tag}>", re.I).search(text, match.end())
        if close is None:
            notes.add(
                "unclosed-reasoning",
                Severity.WARNING,
                f"the answer starts with <{tag}> that is never closed; it holds no files",
                match.start(),
            )
            return len(text)
        start = close.end()
        notes.add(
            "reasoning-skipped",
            Severity.INFO,
            f"the <{tag}>...</{tag}> block before the answer was skipped",
            match.start(),
        )
    return start


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


@dataclass(slots=True)
class HybridReading:
    """The result of :func:`read_hybrid`."""

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
    block.edit = edit_block_kind(path, content)
    block.content = content


def _line_end(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end


def _next_line(text: str, pos: int) -> int:
    end = text.find("\n", pos)
    return len(text) if end == -1 else end + 1


def canonical_field(name: str) -> str | None:
    """The block field a name written by a model stands for (``file_path`` -> ``PATH``)."""
    key = re.sub(r"[ -]+", "_", name.strip()).lower()
    if key in _CANONICAL:
        return _CANONICAL[key]
    upper = key.upper()
    return upper if _EXTRA_NAME.fullmatch(upper) else None


def lenient_field(name: str, raw: str) -> tuple[str | None, str]:
    """How the lenient reader reads a field line's name and value (``raw`` is the text after
    the colon)."""
    return canonical_field(name), _field_value(raw)


def _field_value(raw: str) -> str:
    """The value of a field as the model meant it: ``**main.py**`` and `` `main.py` `` are
    ``main.py``; emphasis is removed only when it wraps the WHOLE value (``__init__.py`` and
    ``__main__`` are names, not emphasis, so ``__`` is never removed)."""
    value = raw.strip()
    for wrapper in ("**", "`"):
        size = len(wrapper)
        if len(value) > 2 * size and value.startswith(wrapper) and value.endswith(wrapper):
            inner = value[size:-size]
            if wrapper not in inner:
                value = inner.strip()
    if value.startswith('"'):
        try:
            decoded = json.loads(value)
        except ValueError:
            return value
        if isinstance(decoded, str):
            return decoded
    return value


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


class _Reader:
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

    # -- finding the answer ----------------------------------------------------------------

    def first_delimiter_line(self, delimiter: str, start: int) -> int:
        """Position of the first line at or after ``start`` that starts with ``delimiter``."""
        text = self.text
        if text.startswith(delimiter, start) and (start == 0 or text[start - 1] == "\n"):
            return start
        found = text.find("\n" + delimiter, start)
        return -1 if found == -1 else found + 1

    def first_family_line(self, start: int) -> int:
        text = self.text
        pos = self.first_delimiter_line(_FAMILY_PREFIX, start)
        while pos != -1 and not _FAMILY.match(text, pos):
            pos = self.first_delimiter_line(_FAMILY_PREFIX, pos + 1)
        return pos

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

    def is_fence_close(self, line: str) -> bool:
        if self.fence is None:
            return False
        stripped = line.strip()
        char, length = self.fence
        return len(stripped) >= length and stripped == char * len(stripped)

    # -- blocks --------------------------------------------------------------------------------

    def classify(self, pos: int) -> tuple[str, str | None]:
        """What the line at ``pos`` (which starts with the delimiter) is.

        Returns ("delimiter", inline_path), ("end", None) or ("text", None).
        """
        text = self.text
        line = text[pos : _line_end(text, pos)]
        rest = line[len(self.delimiter) :]
        stripped = rest.strip()
        if not stripped:
            if rest:
                self.notes.add(
                    "delimiter-trailing-space",
                    Severity.INFO,
                    "blanks after a delimiter line were ignored",
                    pos,
                )
            return "delimiter", None
        if stripped == END_SUFFIX:
            return "end", None
        match = _LENIENT_FIELD.fullmatch(stripped)
        if match and canonical_field(match.group("name")) == "PATH":
            self.notes.add(
                "path-on-delimiter-line",
                Severity.INFO,
                "PATH was written on the delimiter line; it belongs on the next line",
                pos,
            )
            return "delimiter", _field_value(match.group("value"))
        return "text", None

    def cut_at(self) -> int:
        """Where the line that was cut short ends (the end of the text), or -1 when the
        answer is not known to be cut: an answer not known complete that ends inside a block's
        fields was cut there, and its last line is a field cut short (a path like "src/ap"),
        never content or a whole field."""
        text = self.text
        return len(text) if not text.endswith("\n") and self.finish != "stop" else -1

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
            if end == cut_at:
                for line_pos, field_line_text in lines:
                    if field_line_text.strip():
                        self.add_field(block, line_pos, field_line_text, known_only=False)
                return len(text)
            if _SEPARATOR_LINE.fullmatch(line):
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
            if not _LENIENT_FIELD.fullmatch(line):
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
        match = _LENIENT_FIELD.fullmatch(line)
        if match is None:
            return False
        name = canonical_field(match.group("name"))
        if name is None or (known_only and name not in FIELD_TO_ATTRIBUTE):
            return False
        raw_value = match.group("value")
        value = _field_value(raw_value)
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

    # -- the whole response ----------------------------------------------------------------

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
            match = _FAMILY.match(text, family)
            self.delimiter = match.group(0) if match else DEFAULT_DELIMITER
            self.outer_fence_before(first)
            self.notes.add(
                "no-header",
                Severity.INFO,
                "the answer has no JSON header; the blocks were read without one",
                first,
            )
        return self.read_blocks(header, header_pos, first)

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

    def read_blocks(self, header: dict[str, Any], header_pos: int, first: int) -> HybridReading:
        text = self.text
        blocks: list[Block] = []
        ended_at: int | None = None
        pos = first
        current: Block | None = None
        content_start = 0
        while pos != -1:
            kind, inline_path = self.classify(pos)
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
        return accept_blocks(
            header,
            header_pos,
            blocks,
            expected_files,
            truncated,
            self.notes,
            ended=ended_at is not None,
        )

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
        complete = closed_by_fence or self.finish == "stop"
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
    paths = PathSet()
    accepted: list[Block] = []
    partial: GeneratedFile | None = None
    rejected = edits = False
    for block in blocks:
        raw_path = block.fields.get("PATH")
        path_pos = block.field_pos.get("PATH", block.pos)
        if block.refusal is not None:
            notes.add(block.refusal[0], Severity.ERROR, block.refusal[1], block.pos)
            rejected = True
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
            continue
        if not block.complete:
            partial = _partial_file(block, path)
            continue
        conflict = paths.add(path)
        if conflict is not None:
            notes.add(
                "duplicate-path" if conflict.rule == "duplicate" else conflict.rule,
                Severity.ERROR,
                f"{block_name(block, notes)}: {conflict.reason}; this later file was not accepted",
                path_pos,
            )
            rejected = True
            continue
        block.fields["PATH"] = path
        accepted.append(block)
    complete_blocks = sum(block.complete for block in blocks)
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
    )


def _looks_like_header(header: dict[str, Any]) -> bool:
    return bool(
        {"task_id", "project_id", "total_files", "files_delimiter", "dependencies"} & set(header)
    )


def _partial_file(block: Block, path: str) -> GeneratedFile | None:
    values: dict[str, Any] = {"file_path": path, "content": block.content}
    for name, value in block.fields.items():
        if name != "PATH":
            values[FIELD_TO_ATTRIBUTE.get(name, name.lower())] = value
    try:
        return GeneratedFile.model_validate(values)
    except ValueError:
        return GeneratedFile(file_path=path, content=block.content)


_HEADER_TYPES: dict[str, Callable[[Any], bool]] = {
    "task_id": lambda v: isinstance(v, str),
    "project_id": lambda v: isinstance(v, str),
    "setup_instructions": lambda v: (
        isinstance(v, str) or (isinstance(v, list) and all(isinstance(step, str) for step in v))
    ),
    "dependencies": lambda v: isinstance(v, list) and all(isinstance(d, str) for d in v),
}


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
