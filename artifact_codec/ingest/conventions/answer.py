"""What every convention reader gets and gives: the :class:`Answer` on its way through the
table, and the :class:`Convention` entry (a reading becomes a result in :mod:`.results`).

A convention is one way models write files (or edits) in an answer: this library's hybrid
format, legacy JSON, Markdown code fences, Cline's ``<write_to_file>``... Each has a module in
this package with four functions, bundled in a :class:`Convention` and registered in the one
table (:data:`artifact_codec.ingest.conventions.CONVENTIONS`):

- ``present(answer)``: a cheap test (``str.find`` of the convention's markers) that rules the
  convention out for most answers;
- ``first(answer)``: where its structure starts (the first tag, label or delimiter line that
  is really structure), or None;
- ``open_at(answer, pos)``: whether one of its content regions is open at ``pos`` (looking at
  the text before ``pos`` only): then what starts at ``pos`` is content of that convention,
  not structure of another one (a test fixture holding delimiter lines inside a fenced file,
  a README that shows Cline's tags);
- ``read(answer)``: the result, or None to pass the answer on;
- optionally ``explain(answer)``: when the convention's markers are there but ``first`` found
  no structure, the diagnostics that say what was skipped (a code block without a path).
"""

from __future__ import annotations

import bisect
import html
import re
from collections import deque
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from ...diagnostics import Diagnostic, Diagnostics, Severity
from ...errors import ArtifactDecodeError
from ...format.lines import lenient_path
from ...models import GeneratedFile
from ...read.reader import Reader
from ...result import Format, ParseResult, Status
from ..accept import Block, settle_content
from .definitions import file_defines
from .fences import Fence, scan
from .labels import (
    clauses_by_reference,
    decorated_path_refusal,
    prose_says_partial,
    says_whole,
)

__all__ = [
    "Answer",
    "Convention",
    "call_indent",
    "call_path",
    "dedent_call",
    "line_anchored",
    "relative_to_root",
    "settle_tag_content",
    "shown_calls",
    "tag_body",
    "trim_as_tool",
]


@dataclass
class Answer:
    """One response on its way through the table, the caller's options, and what the readers
    before found."""

    text: str
    notes: Diagnostics
    finish_reason: str | None
    finish: str | None  # what the finish reason means: "stop", "length", "filtered" or None
    add_final_newline: bool
    root: str | None = None  # an absolute folder the caller lets us strip from paths
    #: the caller keeps files that elide code (``allow_elisions``): prose saying they are
    #: parts does not refuse them either
    allow_elisions: bool = False
    start: int = 0  # where the answer starts, after a byte-order mark and reasoning blocks
    strict_error: ArtifactDecodeError | None = None
    legacy: ParseResult | None = None  # legacy JSON with no file in it, kept for later
    #: Where and why the repair refused the legacy JSON the answer is (``json-refused``,
    #: said only when no reader finds files: a refusal is no file, and no other reading)
    json_refusal: tuple[int, str] | None = None
    reader: Reader | None = None  # a strict Reader already fed this text (a stream's)
    verbatim_paths: frozenset[str] = frozenset()  # files marked VERBATIM: yes
    #: Where the text after the end marker of the document read starts (this library's own
    #: format): what follows is prose, where files of another convention must not hide.
    after: int | None = None
    #: Prose the winner read beside its files and did not take (the strings of a legacy
    #: answer's other keys), each at the line of the key that held it: weighed as the text
    #: after the end marker is (the same rules, on that text).
    aside: list[tuple[int, str]] = field(default_factory=list)
    cache: dict[str, object] = field(default_factory=dict)  # per-convention scans, computed once
    #: Where the edit blocks of the whole answer lie, (start, end) in text order: found once by
    #: the edit slot (:func:`.edits.find_edit_spans`) and shared with the copies of the answer
    #: that hold only the text before a place (what starts first holds what follows).
    edit_spans: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True)
class Convention:
    """One entry of the table (see the module doc)."""

    name: str  # how diagnostics name it: "read as <name>"
    format: Format
    kind: Literal["files", "edits"]
    present: Callable[[Answer], bool]
    first: Callable[[Answer], int | None]
    open_at: Callable[[Answer, int], bool]
    read: Callable[[Answer], ParseResult | None]
    explain: Callable[[Answer], None] | None = None


def relative_to_root(path: str, answer: Answer, pos: int) -> str:
    """``path`` with the caller's ``root`` removed from its front (``/workspace/app.py`` ->
    ``app.py`` for ``root="/workspace"``), with an info diagnostic; unchanged otherwise. An
    absolute path outside the root stays absolute: the path policy refuses it."""
    root = answer.root
    if root is None or not path.startswith("/"):
        return path
    prefix = root.rstrip("/") + "/"
    if path.startswith(prefix) and len(path) > len(prefix):
        answer.notes.add(
            "root-stripped",
            Severity.INFO,
            f"the absolute path {path!r} was read relative to the root {root!r}",
            pos,
        )
        return path[len(prefix) :]
    return path


def call_path(
    raw: str, answer: Answer, pos: int, *, entities: bool = False
) -> tuple[str, tuple[str, str] | None]:
    """The path a tool call's path argument names, and why the call must be refused (None when
    it need not). The value is read as the hybrid reader reads a ``PATH:`` value
    (:func:`~artifact_codec.format.lines.lenient_path`): what a model writes around a path
    (quotes, backquotes, bold, a colon or a note after it, a link to itself) is removed with
    a warning (``path-unwrapped``); a Markdown link whose text and target differ is refused
    (``ambiguous-path``). Then the caller's root is removed (:func:`relative_to_root`), and
    what follows it is read the same way (``/workspace/'app.py'``). ``entities``: the value
    is an XML attribute, whose ``&quot;``-style entities stand for their characters."""
    written = raw.strip()
    value = html.unescape(written) if entities else written
    removed: list[str] = []
    for _ in range(2):  # the path, then what follows the root (``/workspace/'app.py'``)
        reading = lenient_path(value)
        if reading.refusal is not None:
            refusal = (
                "ambiguous-path",
                f"the call at line {answer.notes.locate(pos)[0]}: {reading.refusal}; which one "
                "is the file's path would be a guess, so it was not accepted. Write the path "
                "alone",
            )
            return written, refusal
        decorated = decorated_path_refusal(reading.value, reading.note)
        if decorated is not None:
            return written, (
                decorated[0],
                f"the path {written[:80]!r} of the call at line {answer.notes.locate(pos)[0]} "
                f"{decorated[1]}; the file was not accepted. Write the path alone, and send "
                "each whole file",
            )
        if reading.value != value:
            removed.append(reading.removed or "quotes")
        value = relative_to_root(reading.value, answer, pos)
        if value == reading.value:
            break
    if removed or (entities and value != written and "&" in written):
        answer.notes.add(
            "path-unwrapped",
            Severity.WARNING,
            f"the path {written[:80]!r} of a call was read as {value[:80]!r} "
            f"({' and '.join(removed) or 'entities'} removed); write the path alone",
            pos,
        )
    return value, None


def line_anchored(text: str, matches: Iterable[re.Match[str]]) -> Iterator[re.Match[str]]:
    """The ``matches`` (in text order) that only blanks precede on their line: a tag or a
    command a model wrote as structure, not one quoted inside a sentence. One pass: the line
    breaks are searched only between two matches, and only the first match of a line can
    qualify (the others have it before them)."""
    searched = 0
    line_start = 0
    seen_line = -1
    for match in matches:
        at = match.start()
        newline = max(text.rfind("\n", searched, at), text.rfind("\r", searched, at))
        if newline != -1:
            line_start = newline + 1
        searched = at
        if line_start == seen_line:
            continue
        seen_line = line_start
        if not text[line_start:at].strip(" \t"):
            yield match


def tag_body(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the content between an opening tag (ending at ``start``) and its closing tag
    (starting at ``end``) begins and ends, for the conventions that put files between tags.

    The line break right after the opening tag and the blanks before a closing tag on a line
    of its own are layout, not content; the line break before the closing tag ends the
    content's last line, as in a code fence (``<content>\\nx\\n</content>`` holds ``"x\\n"``).
    ``<content>x</content>`` holds ``"x"``: a content without final newline is expressible."""
    if text.startswith("\r\n", start):
        start += 2
    elif start < end and text[start] in "\r\n":
        start += 1
    back = end
    while back > start and text[back - 1] in " \t":
        back -= 1
    if back == start or text[back - 1] in "\r\n":
        end = back
    return start, max(start, end)


_CDATA_OPEN = "<![CDATA["
_CDATA_CLOSE = "]]>"


def _cdata_sections(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of every complete ``<![CDATA[ ... ]]>`` section of ``text``, in order
    (linear: each is searched past the one before; with no ``]]>`` left, none follows)."""
    pos = 0
    while (start := text.find(_CDATA_OPEN, pos)) != -1:
        end = text.find(_CDATA_CLOSE, start + len(_CDATA_OPEN))
        if end == -1:
            return
        pos = end + len(_CDATA_CLOSE)
        yield start, pos


def settle_tag_content(block: Block, raw: str, answer: Answer, what: str) -> None:
    """Set ``block.content`` from the text between a call's content tags (``raw``, the layout
    around it removed by :func:`tag_body`), as :func:`~artifact_codec.ingest.accept.settle_content`
    does, after its XML meaning: a content written as ``<![CDATA[ ... ]]>`` sections (so that
    ``<`` and ``&`` need no escaping; ``]]]]><![CDATA[>`` splits a ``]]>`` in two) is the text of
    the sections, the line break after ``<![CDATA[`` and the indentation before a ``]]>`` on a
    line of its own being layout as they are around tags (``cdata-removed``, a warning). A
    content that holds text outside its sections, or a section that does not end, has no one
    reading: refused (``ambiguous-tag``); cut off inside its section, the text that arrived
    is the partial file. A section beside the content's text (``x = <![CDATA[1]]>``) is
    content, as the tools' own parsers (Cline's, bolt.new's, OpenHands') write it; an XML
    reader reads the section's text: the other reading is named (``cdata-kept``, a
    warning)."""
    notes = answer.notes
    stripped = raw.strip()
    if not stripped.startswith(_CDATA_OPEN):
        settle_content(block, raw, notes, add_final_newline=answer.add_final_newline)
        section = next(_cdata_sections(raw), None)
        if section is not None and block.refusal is None:
            inner = raw[section[0] + len(_CDATA_OPEN) : section[1] - len(_CDATA_CLOSE)]
            notes.add(
                "cdata-kept",
                Severity.WARNING,
                f"the content of {what} (line {notes.locate(block.pos)[0]}) holds the CDATA "
                f"section {raw[section[0] : section[1]][:60]!r} beside its text: kept as "
                "written, as the tool's own parser writes it; an XML reader reads the "
                f"section's text ({inner[:40]!r}) without its markers. Write the content raw, "
                "or as one <![CDATA[ ... ]]> section",
                block.content_pos,
            )
        return
    parts: list[str] = []
    pos = 0
    problem = None
    while pos < len(stripped):
        if not stripped.startswith(_CDATA_OPEN, pos):
            problem = "text outside its <![CDATA[ ... ]]> sections"
            break
        end = stripped.find(_CDATA_CLOSE, pos + len(_CDATA_OPEN))
        if end == -1:
            if block.complete:
                problem = "a <![CDATA[ section that does not end"
            parts.append(stripped[pos + len(_CDATA_OPEN) :])
            break
        parts.append(stripped[pos + len(_CDATA_OPEN) : end])
        pos = end + len(_CDATA_CLOSE)
    if problem is not None:
        settle_content(block, raw, notes, add_final_newline=answer.add_final_newline)
        block.refusal = (
            "ambiguous-tag",
            f"the content of {what} (line {notes.locate(block.pos)[0]}) starts a CDATA section "
            f"but has {problem}: what the file holds would be a guess; it was not accepted. "
            "Write the content raw, or as one <![CDATA[ ... ]]> section",
        )
        return
    inner = "".join(parts)
    start, end = tag_body(inner, 0, len(inner))
    notes.add(
        "cdata-removed",
        Severity.WARNING,
        f"the content of {what} was written as a <![CDATA[ ... ]]> section: its text was "
        "taken, without the section's markers",
        block.content_pos,
    )
    settle_content(block, inner[start:end], notes, add_final_newline=answer.add_final_newline)


#: An XML character reference: the five named ones and the numeric ones (``&#47;``,
#: ``&#x2F;``), as an XML reader decodes them.
XML_REFERENCE = re.compile(r"&(?:lt|gt|amp|quot|apos|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});")


def path_reference_refusal(
    raw: str, answer: Answer, pos: int, what: str, tool: str
) -> tuple[str, str] | None:
    """A call's path (``raw``, as written, CDATA sections aside: their text holds no
    reference) holding an XML character reference (``src&#47;a.py``, ``a&amp;b.py``) has two
    readings: ``tool``'s own parser keeps it as written, an XML reader decodes it (to
    ``src/a.py``): a path is never written with the reference in it nor decoded silently,
    the file is refused (``ambiguous-entities``), as a content holding one is."""
    outside, pos = [], 0
    for start, end in _cdata_sections(raw):
        outside.append(raw[pos:start])
        pos = end
    found = XML_REFERENCE.search("".join(outside) + raw[pos:])
    if found is None:
        return None
    return (
        "ambiguous-entities",
        f"the path {raw.strip()[:80]!r} of {what} at line {answer.notes.locate(pos)[0]} holds "
        f"the character reference {found.group(0)!r}: {tool} keeps it as written, an XML "
        f"reader decodes it (to {html.unescape(found.group(0))!r}), so which path was meant "
        "would be a guess; it was not accepted. Write the characters themselves",
    )


def refuse_entities(
    block: Block, answer: Answer, found: re.Match[str] | None, what: str, readings: str, fix: str
) -> None:
    """Refuse ``block`` (``ambiguous-entities``) for the character reference ``found`` in its
    content, which the tool that wrote ``what`` may or may not decode (``readings`` says who
    writes it as it is and who decodes it); ``fix`` tells the model how to write it instead.
    The one refusal of the XML conventions (Cline, bolt) for a content with two readings."""
    if found is None:
        return
    block.refusal = (
        "ambiguous-entities",
        f"{what} at line {answer.notes.locate(block.pos)[0]} holds the character reference "
        f"{found.group(0)!r} in its content: {readings} (to "
        f"{html.unescape(found.group(0))!r}), so which file was meant would be a guess; it "
        f"was not accepted. {fix}",
    )


def trim_as_tool(block: Block, answer: Answer, what: str, indent: str, *, newline: bool) -> None:
    """Check a settled tag content (``block.content``) against what the tool's own parser
    writes: bolt trims the content and gives it one final newline (``newline``), Cline and
    OpenHands strip it (the final newline is then the shared rule's). A call indented as a
    whole (its tag after ``indent``) whose every content line carries that indentation is
    read without it, as a fence under a list item is (``layout-dedented``, a warning: the
    tool would keep the indentation of every line but the first, which no file means). When
    the tool's trim would still change the content (blank lines or blanks before or after
    the text, an indented first line), the answer has two readings, the text's and the
    tool's: refused (``ambiguous-layout``, naming both)."""
    if block.refusal is not None or not block.complete:
        return
    dedent_call(block, answer, what, indent)
    content = block.content
    text = content.strip()
    if not text:
        return
    ending = content[len(content.rstrip()) :]
    final = "\r\n" if ending.startswith("\r\n") else "\n" if ending[:1] in ("\n", "\r") else ""
    if newline and not final:
        final = "\n"
    if text + final == content:
        return
    block.refusal = (
        "ambiguous-layout",
        f"the content of {what} (line {answer.notes.locate(block.pos)[0]}) has blank lines or "
        "blanks before or after its text, which the tool's own parser trims: the file as "
        f"written ({content[:40]!r}...) and as the tool writes it ({(text + final)[:40]!r}...) "
        "differ; which one was meant would be a guess, so it was not accepted. Start the "
        "content at the margin on the line after the tag, and end it with its last line",
    )


def dedent_call(block: Block, answer: Answer, what: str, indent: str) -> None:
    """Read the settled content of a call indented as a whole (its tag after ``indent``)
    without that indentation when every content line carries it, as a fence under a list item
    is (``layout-dedented``, a warning): no file means every line but the first indented
    by the answer's nesting."""
    if block.refusal is not None or not block.complete or not indent:
        return
    lines = block.content.splitlines(keepends=True)
    if not any(line.strip() for line in lines) or not all(
        line.startswith(indent) or not line.strip() for line in lines
    ):
        return
    block.content = "".join(
        line[len(indent) :] if line.startswith(indent) else line.lstrip(" \t") for line in lines
    )
    answer.notes.add(
        "layout-dedented",
        Severity.WARNING,
        f"the content of {what} was read without the indentation of the call "
        f"({len(indent)} characters), which every line of it carries",
        block.content_pos,
    )


def call_indent(text: str, pos: int) -> str:
    """The blanks before the tag at ``pos`` on its line ("" when other text precedes it)."""
    start = max(text.rfind("\n", 0, pos), text.rfind("\r", 0, pos)) + 1
    before = text[start:pos]
    return before if not before.strip(" \t") else ""


_CALL_TAG = re.compile(r"<([A-Za-z_][\w-]*)")


def _call_spans(text: str, starts: list[int]) -> list[tuple[int, int]]:
    """Where each call of ``starts`` (a tag, ``<write_to_file>``, ``<function=...>``) runs:
    to the end of its closing tag, or to the next call when it has none (cut off); one
    search a call, from its start, so linear in the text."""
    spans: list[tuple[int, int]] = []
    for n, start in enumerate(starts):
        stop = starts[n + 1] if n + 1 < len(starts) else len(text)
        tag = _CALL_TAG.match(text, start)
        closer = "" if tag is None else f"</{tag.group(1)}>"
        close = text.find(closer, start, stop) if closer else -1
        spans.append((start, stop if close == -1 else close + len(closer)))
    return spans


def shown_calls(
    answer: Answer,
    starts: list[int],
    what: str,
    paths_of: Callable[[int], frozenset[str]] | None = None,
    elsewhere: frozenset[str] | None = None,
    whole_of: Callable[[int], frozenset[str]] | None = None,
    elsewhere_whole: frozenset[str] | None = None,
    *,
    quotes: bool = False,
) -> tuple[set[int], dict[int, tuple[str, str]]]:
    """Which calls of ``starts`` (their positions, in text order) the answer SHOWS rather than
    makes: one fact every call reader asks (the tools' own parsers would run them all).

    - A call in inline code in prose (a backtick span that opens before it on its line and
      closes after it in its paragraph) is quoted text: skipped (``example-skipped``).
    - A call in a Markdown code block (a fence, or an indented code block after a blank line)
      before the first call outside every code block is an example of the format: skipped
      (``example-skipped``) when the reader can say which paths it writes (``paths_of``, empty
      when not known) and calls outside code blocks write them too (both readings end with
      the same files); one with a path no real call writes (``First a.py:`` and a fenced
      call, then the real call for b.py) may be a step of the answer as well as an example:
      refused (``example-or-call``), as one after the real calls is. The same when a real
      call only EDITS a path the shown call writes (``whole_of``: the paths a call writes
      whole, None when every call does): the edit applies to the shown text read as a step,
      to the file on disk read as an example; only a real call that writes the whole file
      makes the two readings end with the same file.
    - A call in a code block AFTER a call outside every code block has two readings, an
      example shown for reference and a file to write; they differ in files, so it is refused
      (the second value: position -> refusal), never written nor dropped in silence.

    ``elsewhere``: the paths of real calls made outside this text (the structured calls of a
    transcript message whose text this is; None when there are none): the text's calls in
    code blocks are weighed as ones before real calls, against those paths too
    (``elsewhere_whole``: the ones of them those calls write whole).

    ``quotes``: a call on a line of a ``>`` block quote is quoted text, shown, not made:
    weighed as a call in a code block is (skipped before real calls that write its paths
    whole, refused otherwise and after them).

    A call inside an HTML ``<pre>`` or ``<code>`` element is weighed as one in a code block,
    one inside an ``<example>`` element as a quoted one (:func:`_html_elements`). The paths a
    call names (``paths_of``) are every path it names or makes (a move's destination too).

    Calls in code blocks with no call outside them are left to the reader (a model may fence
    its whole answer); calls in block quotes or ``<example>`` elements with none outside them
    are refused (``example-or-call``): a quote shows a call, it does not make the answer's.
    Each skipped call gets a warning naming it."""
    text = answer.text
    inline = _inline_calls(text, answer.start, starts)
    rest = [pos for pos in starts if pos not in inline]
    fences: list[Fence] | None = None
    fenced: list[bool] = []
    quoted = {pos for pos in rest if _block_quoted(text, answer.start, pos)} if quotes else set()
    elements = _html_elements(text, answer.start, rest)
    for pos in rest:
        if pos in quoted or pos in elements or _indented_block(text, answer.start, pos):
            fenced.append(True)
            continue
        if fences is None:
            # (a call's own lines are its text: a fence line in a file it writes opens no
            # fence of the answer, so the calls after it are not taken for examples)
            claimed = _call_spans(text, rest)
            fences = scan(text, answer.start, rest[-1] + 1, nested=False, claimed=claimed)
        fenced.append(any(f.body <= pos < f.close for f in fences))
    found: set[int] = set()
    after: dict[int, tuple[str, str]] = {}

    def where(pos: int) -> str:
        return elements[pos] if pos in elements else _where(pos in quoted)

    if rest and all(fenced) and elsewhere is None:
        # no real call: a call in a block quote or an <example> element is quoted, never
        # made (a whole answer in a code block is still read)
        for pos in rest:
            if pos in quoted or elements.get(pos) == _EXAMPLE_ELEMENT:
                after[pos] = (
                    "example-or-call",
                    f"the {what} at line {answer.notes.locate(pos)[0]} lies in {where(pos)} "
                    "and the answer makes no call outside it: a quoted call shows a format "
                    "(or what someone else wrote), and may be an example or a call; the two "
                    "readings differ in files, so it was not accepted. Make every call "
                    "outside quotes",
                )
    if not all(fenced) or (elsewhere is not None and paths_of is not None):
        first_real = fenced.index(False) if not all(fenced) else len(rest)
        real: set[str] = set(elsewhere or ())
        whole: set[str] = set(elsewhere or ()) if whole_of is None else set(elsewhere_whole or ())
        if paths_of is not None:
            for pos, shown in zip(rest, fenced, strict=True):
                if not shown:
                    real |= paths_of(pos)
                    whole |= paths_of(pos) if whole_of is None else whole_of(pos)
        for pos in rest[:first_real]:
            paths = paths_of(pos) if paths_of is not None else frozenset()
            if paths_of is None or (paths and paths <= whole):
                found.add(pos)
                continue
            if paths and paths <= real:
                named = ", ".join(sorted(paths - whole)[:3])
                after[pos] = (
                    "example-or-call",
                    f"the {what} at line {answer.notes.locate(pos)[0]} lies in "
                    f"{where(pos)} "
                    f"before the answer's real calls and writes {named}, which a real call "
                    "edits (and none writes whole): read as an example, the edit applies to "
                    "the file as it is; read as a step of the answer, to this call's text; the "
                    "two readings differ in files, so it was not accepted. Make every call "
                    "outside code blocks, or send the whole file",
                )
                continue
            named = ", ".join(sorted(paths - real)[:3]) or "a path"
            after[pos] = (
                "example-or-call",
                f"the {what} at line {answer.notes.locate(pos)[0]} lies in "
                f"{where(pos)} before the answer's real calls and writes {named}, "
                "which no real call "
                "writes: it may be an example of the format, or a step of the answer; the "
                "two readings differ in files, so it was not accepted. Make "
                "every call outside code blocks",
            )
        for pos, shown in zip(rest[first_real:], fenced[first_real:], strict=True):
            if shown:
                after[pos] = (
                    "example-or-call",
                    f"the {what} at line {answer.notes.locate(pos)[0]} lies in "
                    f"{where(pos)} after the answer's real calls: it may be an "
                    "example of the format shown for reference, or a file to write; the two "
                    "readings differ, so it was "
                    "not accepted. Make every call outside code blocks, and show examples "
                    "before the real calls",
                )
    for pos in sorted(found | inline):
        place = (
            "in inline code" if pos in inline else f"in {where(pos)} before the answer's real calls"
        )
        answer.notes.add(
            "example-skipped",
            Severity.WARNING,
            f"the {what} at line {answer.notes.locate(pos)[0]} lies {place}: it was read as "
            "an example of the format, not as a file to write",
            pos,
        )
    return found | inline, after


def _where(quoted: bool) -> str:
    return "a block quote" if quoted else "a code block"


_EXAMPLE_ELEMENT = "an HTML <example> element"
#: The HTML elements that show text rather than make it: ``<example>`` (the tag prompts put
#: examples in), ``<pre>`` (a code block), ``<code>`` (code).
_HTML_SHOWN = re.compile(r"<(/?)(example|pre|code)(?:[ \t][^<>]*)?>", re.I)


def _html_elements(text: str, floor: int, starts: list[int]) -> dict[int, str]:
    """The positions of ``starts`` that lie inside an HTML ``<example>``, ``<pre>`` or
    ``<code>`` element (its opening tag before them, its closing tag after them; a tag that
    is never closed is a name in prose, no element), each with how a message names it. The
    tags inside a call's own text (a file it writes) are the file's, not the answer's. One
    pass over the tags, so linear in the text."""
    if not starts or _HTML_SHOWN.search(text, floor) is None:
        return {}
    claimed = _call_spans(text, starts)
    ends = [end for _, end in claimed]
    spans: list[tuple[int, int, str]] = []
    opened: dict[str, list[int]] = {}
    for tag in _HTML_SHOWN.finditer(text, floor):
        at = bisect.bisect_right(starts, tag.start()) - 1
        if at >= 0 and tag.start() < ends[at]:
            continue  # (inside a call)
        name = tag.group(2).lower()
        if not tag.group(1):
            opened.setdefault(name, []).append(tag.end())
        elif opened.get(name):
            spans.append((opened[name].pop(), tag.start(), name))
    # how many elements (and <example> elements) hold each call: one count per span's ends
    # (nested elements do not make the pass quadratic)
    held = [0] * (len(starts) + 1)
    examples = [0] * (len(starts) + 1)
    for body, close, name in spans:
        low, high = bisect.bisect_left(starts, body), bisect.bisect_left(starts, close)
        held[low] += 1
        held[high] -= 1
        if name == "example":
            examples[low] += 1
            examples[high] -= 1
    found: dict[int, str] = {}
    inside = in_example = 0
    for index, pos in enumerate(starts):
        inside += held[index]
        in_example += examples[index]
        if in_example:
            found[pos] = _EXAMPLE_ELEMENT
        elif inside:
            found[pos] = "an HTML <pre> or <code> element"
    return found


_QUOTE_LINE = re.compile(r" {0,3}>")


def _block_quoted(text: str, floor: int, pos: int) -> bool:
    """Whether the line of ``pos`` is a line of a ``>`` block quote (its first text, after up
    to three blanks, a ``>`` before ``pos``)."""
    line_start = text.rfind("\n", floor, pos) + 1 or floor
    return _QUOTE_LINE.match(text, line_start, pos) is not None


_BACKTICKS = re.compile(r"`+")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def _inline_calls(text: str, floor: int, starts: list[int]) -> set[int]:
    """The positions of ``starts`` that lie in a Markdown code span: a run of backticks on
    the same line before it opens a span that a run of the same length closes after it, in
    its paragraph (up to a blank line). Each paragraph holding a start is paired once, left to
    right (CommonMark: a run closes at the next run of its length; one with none is text), so
    the whole is linear in the text."""
    if "`" not in text:
        return set()
    blanks = [m.start() + 1 for m in _BLANK_LINE.finditer(text, floor)]
    spans_of: dict[int, list[tuple[int, int]]] = {}
    found: set[int] = set()
    for pos in starts:
        index = bisect.bisect_right(blanks, pos)
        begin = blanks[index - 1] if index else floor
        end = blanks[index] if index < len(blanks) else len(text)
        spans = spans_of.get(begin)
        if spans is None:
            spans = spans_of[begin] = _code_spans(text, begin, end)
        line_start = text.rfind("\n", floor, pos) + 1 or floor
        at = bisect.bisect_right(spans, (pos, pos)) - 1
        if at >= 0 and line_start <= spans[at][0] <= pos < spans[at][1]:
            found.add(pos)
    return found


def _code_spans(text: str, begin: int, end: int) -> list[tuple[int, int]]:
    """(opener start, closer end) of the code spans in ``text[begin:end]``, in order."""
    runs = [(m.start(), m.end()) for m in _BACKTICKS.finditer(text, begin, end)]
    later: dict[int, deque[int]] = {}
    for index, (start, stop) in enumerate(runs):
        later.setdefault(stop - start, deque()).append(index)
    spans = []
    index = 0
    while index < len(runs):
        start, stop = runs[index]
        same = later[stop - start]
        while same and same[0] <= index:
            same.popleft()
        if not same:
            index += 1
            continue
        close = same.popleft()
        spans.append((start, runs[close][1]))
        index = close + 1
    return spans


def _indented_block(text: str, floor: int, pos: int) -> bool:
    """Whether the line of ``pos`` is in an indented code block: it and the lines before it
    up to a blank line are indented four columns or more (such a block cannot interrupt a
    paragraph)."""
    end = pos
    while True:
        line_start = text.rfind("\n", floor, end) + 1 or floor
        line_end = text.find("\n", line_start)
        line = text[line_start : len(text) if line_end == -1 else line_end]
        if not line.strip():
            return True
        if not line.expandtabs(4).startswith("    "):
            return False
        if line_start <= floor:
            return True
        end = line_start - 1


def _tied_parts(read: list[tuple[int, str]], files: Sequence[GeneratedFile]) -> set[int]:
    """(fix-ties111) The positions of the sentences of ``read`` with a clause tied to one of
    ``files`` by the file it names (path, module, place: :func:`~.labels.clauses_by_reference`,
    as above Markdown blocks) that says that file is a part ("Only `quote()` changes in
    `shlex.py`; `app.py` is new." above a native document, a bolt artifact or tool calls)."""
    joined: list[str] = []
    starts: list[int] = []
    size = 0
    for _, sentence in read:
        starts.append(size)
        joined.append(sentence)
        size += len(sentence) + 1
    text = "\n".join(joined)
    places = [(file.file_path, size) for file in files]
    tied = clauses_by_reference(text, [(0, len(text))], places)
    found: set[int] = set()
    for file in files:
        for offset, clause in tied.get(file.file_path, ()):
            code = file_defines(file.file_path, file.content)
            if prose_says_partial(clause, path=file.file_path, code=code):
                found.add(read[bisect.bisect_right(starts, offset) - 1][0])
    return found


_FENCE_OPENER = re.compile(r"[ \t]{0,3}(?:`{3,}|~{3,})")


def _leads_in_a_block(text: str, at: int) -> bool:
    """(lead, round 23) Whether the line at ``at`` ends with a colon and a fenced block opens
    on the next line that is not blank: after a native document's end marker, a lead-in of
    that block ("The function `f` in util.py:" over a quote of it), which speaks of the
    quote, not of the document's file the sentence names (before the document, a fence there
    may hold the document itself: not read so)."""
    end = text.find("\n", at)
    if end == -1 or not text[at:end].rstrip().endswith(":"):
        return False
    following = end + 1
    for _ in range(4):  # (a blank line or three between: a bounded look)
        if following >= len(text):
            break
        stop = text.find("\n", following)
        line = text[following : stop if stop != -1 else len(text)]
        if line.strip():
            return _FENCE_OPENER.match(line) is not None
        if stop == -1:
            break
        following = stop + 1
    return False


def say_parts(
    answer: Answer,
    sentences: Iterable[tuple[int, str]],
    result: ParseResult,
    whose: str,
    *,
    said: Collection[int] = (),
) -> bool:
    """Refuse the files of ``result`` (``partial-file``, status ``rejected_files``) at the
    first of ``sentences`` (position in the answer, the sentence) that says they are parts
    of the files (:func:`~.labels.prose_says_partial`, as the Markdown reader reads the
    line above or below a file's block); ``whose``: what holds the files ("the document").
    Whether one did: writing a part as the whole file would lose the rest. ``said``: the
    positions of sentences already known to say so (a note read by its own rule)."""
    # (fix-prose39) one file: the code it defines, which a sentence may name as what it is
    files = result.code.files
    code = file_defines(files[0].file_path, files[0].content) if len(files) == 1 else frozenset()
    # (fix-prose86) a sentence saying a file is new or complete: "nothing else changed" is
    # then about the project ("Create a new file `cli.py`:" ... "Nothing else changed.")
    read = list(sentences)
    whole = any(says_whole(sentence) for _, sentence in read)
    tied = {
        at
        for at in _tied_parts(read, files)
        if answer.after is None or at < answer.after or not _leads_in_a_block(answer.text, at)
    }
    for at, sentence in read:
        if (
            not prose_says_partial(sentence, code=code, said_whole=whole)
            and at not in said
            and at not in tied
        ):
            continue
        line, column = answer.notes.locate(at)
        result.diagnostics.append(
            Diagnostic(
                "partial-file",
                Severity.ERROR,
                f"line {line} says the files of {whose} are only parts of them "
                f"({sentence[:80]!r}): writing a part as the whole file would lose the rest; "
                "the answer is not usable. Send each file whole",
                line,
                column,
            )
        )
        result.status = Status.REJECTED_FILES
        return True
    return False
