"""The Markdown family: files written as code fences, each named by a path, in every way real
prompts ask for one.

Where the path is (the first that names one; two that disagree refuse the file):

- on the label line, the nearest non-blank line before the fence: a bare path (gpt-engineer,
  aider, ChatDev), ``[path]`` (gpt-engineer's parser strips the brackets), ``**path**``,
  ``` `path` ```, a heading (``### path``, MetaGPT's ``## Code: path``, numbered ones such as
  ``### 2. `src/index.js` (entry point)``: a note in parentheses or after a dash is dropped,
  unless it says the block is only part of the file, ``(excerpt)``, ``(lines 10-20)``, which
  refuses it, ``partial-file``, or that the file goes elsewhere, ``- renamed to `main.py```,
  which is a second path),
  ``File: `path`:`` (Devika), ``file: path`` / ``path:`` / ``filename:`` with or without quotes
  (GPT-Pilot), ``path:``; a label line must name the path and nothing else, so prose before a
  fence is never taken for one;
- in the fence's info string: ```` ```python src/x.py ```` (Continue), ``file="app/page.tsx"``
  (v0), ``path=...``, ``title="..."``, ```` ```src/x.py ````;
- in a first-line comment of the content: ``# filename: x.py`` (AutoGen's prompt; the line is
  part of the file, as AutoGen writes it) and ``// filepath: x.ts`` (GitHub Copilot's; Copilot
  removes the line, and so do we). A first-line comment that names another path than the
  label or the info string is a second path; the file's name alone (``# File: app.py`` under
  ``src/app.py``) is the same file, and the line stays in it.

A fence labelled ``command:`` (GPT-Pilot) holds shell commands: ``result.commands``, never a
file. A fence without a path is skipped (``fence-without-path``), unless it wraps files: a
``~~~`` (Devika) or ```` ```` ```` fence around the whole answer is read inside. When a skipped
fence defines names of a file before it again, in the same language or in a fence without a
language (``Fixed version:`` and the file again; the names, per language family, in
:mod:`.definitions`), it may be the corrected file, and that file is refused
(``unlabelled-version``). A v0
``<CodeProject>`` line before a fence is text like any other (CommonMark would start an HTML
block there and swallow the files); a ``<CodeProject>`` (or a ``~~~`` wrapper) never closed,
with nothing after the last file, means the answer was cut, unless the finish reason says the
model stopped, and in a cut answer a fence line that ends the text without a line break closes
nothing (it may be a nested fence cut after its backticks). An answer whose last line is the
label of a file it did not write (``### b.py``) was cut before that file
(:func:`_dangling_label`). A ``<CodeProject>`` opened while
another is open (v0 never nests them) is a sign that the file before it ended too early: a
problem of that reading, as below. A fence with ``url="..."`` (v0) names a file whose content
is not in the answer: refused. ```` ```12:15:path ```` (a citation of lines of an existing file)
is not a file. v0's ``<QuickEdit>``, ``<DeleteFile>`` and ``<MoveFile>`` are edits, and so is a
file fence that holds one: a ```` ```diff ```` block of ``-``/``+`` lines without headers
under a path that is no diff, or conflict-marker lines (``<<<<<<<``, ``=======``,
``>>>>>>>`` at column 0, in order, and not inside a string literal: aider's older
``ORIGINAL``/``UPDATED`` blocks).

Fences are found by :mod:`.fences`, in both readings (CommonMark's, and nested blocks with an
info string). When they differ, the reading whose structure is consistent wins (every code
block a file under its label, the closing fences where the labels say the files end, the number
of files the prose announces) and a warning names the other. When neither is, or the
consistent one is in doubt (a file left holding an inner block that nothing in it closes, or a
labelled fence read inside a file), a third reading asks the labels (:func:`_by_labels`,
``fence-closer``); when it cannot decide either, the files from the first place the readings
differ are refused (``ambiguous-fence``). The content of a fence at the
left margin is cut from the answer byte for byte (CRLF lines, NUL characters and all); an
indented fence loses the indentation of its opening line, as CommonMark says, when every line
of its content carries it; a line indented less (a list item's fence, the code written from the
margin) gives two readings, and the file is refused (``ambiguous-fence``).

A label, info string or first-line comment that names a path written so that it is not read (a
space, Windows separators: :func:`.labels.unread_path`) refuses the file (``unread-path``)
instead of skipping its fence as one without a path, and so does a line right above a block
without a path that introduces a file the answer does not write (``Here is the fixed
`app.py`:``: :func:`.labels.introduced_path`, :func:`_introduced_files`), beside other
files; so does a labelled fence inside a ``>`` block quote (``quoted-file``): the fences
behind quote marks are not read.
"""

from __future__ import annotations

import ast
import bisect
import io
import itertools
import re
import shlex
import tokenize
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace

from ...diagnostics import Diagnostics, Severity
from ...format.content import is_markdown_path
from ...format.lines import FAMILY_PREFIX
from ...models import GeneratedFile
from ...result import Format, ParseResult
from ..accept import Block
from ..edits import holds_edit_signs, line_beside_edits
from ..placeholders import find_elision
from ..yaml_parts import kept_keys, part_of_kind
from .answer import Answer, Convention, relative_to_root
from .closing import explains_quote
from .definitions import Definitions, defined
from .edits import edit_kind
from .fences import (
    Claimed,
    Fence,
    FenceLine,
    claimed_end,
    fence_lines,
    line_before,
    line_end,
    scan,
)
from .heredoc import (
    notebook_cell_line,
    notebook_info,
    notebook_line,
    python_session,
    shows_terminal,
)
from .labels import (
    COMMENT_PATH,
    MAX_LABEL,
    PART_ONLY_NOTE,
    attribute_path,
    before_lead_in,
    clauses_about,
    clauses_by_file,
    clauses_by_reference,
    clauses_naming,
    clauses_naming_code,
    info_note,
    introduced_path,
    is_command_label,
    is_list_item,
    label_parts,
    mentions_only,
    names_code,
    note_moves_file,
    note_refusal,
    other_info_path,
    path_from_info,
    path_from_label,
    prose_says_partial,
    says_file_whole,
    says_whole,
    sends_project,
    short_foreign_lead,
    short_kind_lead,
    short_part_lead,
    shows_commands,
    unread_label,
    unread_path,
    valid_path,
)
from .module_all import lists_and_binds_all
from .prompts import session_prompt
from .results import files_result
from .runs import (
    Run,
    held_names,
    notebook_script,
    prose_instruction,
    prose_lines,
    say_prose_not_kept,
    say_runs_change_files,
    say_runs_write_files,
    shell_fence,
    starts_with_command,
    weighed_in_bare_block,
    weighed_lines,
    weighed_listed,
)

__all__ = ["MARKDOWN", "fenced_files", "file_definitions", "redefined_file"]

_ANNOUNCED = re.compile(
    r"\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ \t]+"
    r"(?:[\w-]+[ \t]+){0,2}files\b",
    re.I,
)
_NUMBERS = {
    word: number
    for number, word in enumerate(
        [
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        ],
        2,
    )
}
_EDIT_MARKERS = ("<<<<<<<", "+++ ", "*** Begin Patch")
_V0_ACTIONS = re.compile(r"[ \t]*<(QuickEdit|DeleteFile|Delete File|MoveFile)\b")


# The kinds of items that are files of the answer ("unread": a file whose path is written so
# that it is not read, a space or Windows separators: refused, never skipped).
_FILE_KINDS = ("file", "url", "unread")


@dataclass
class _Item:
    """A top-level fence and what it is."""

    fence: Fence
    kind: str  # "file", "command", "other", "url", "citation", "unread"
    path: str | None = None
    pos: int = 0  # where its path is named (the label line, or the fence)
    styles: tuple[str, ...] = ()  # how its path was given
    comment_line: str | None = None  # "keep" or "strip": a first-line comment naming it
    edit: str | None = None  # a block without a path: the kind of edit instructions it holds
    conflict: tuple[str, str] | None = None  # a second, different path, and where it is
    # a note on the label or in the first-line comment that refuses the block: its code
    # (``partial-file`` or ``label-note``), the note, and where it is
    partial: tuple[str, str, str] | None = None
    # a block without a path under a line that introduces a file it names, which is no label
    # (:func:`.labels.introduced_path`): the path, the line, and where the line is
    introduced: tuple[str, str, int] | None = None
    # (fix-ties111) a ``partial`` read in the sentence beside the block: where it stands
    said_at: int = -1


@dataclass
class _Reading:
    """One reading of the fences of an answer."""

    items: list[_Item]
    nested: int
    problems: list[tuple[int, str]] = field(default_factory=list)  # (item index, why)
    wrapper: Fence | None = None
    # the reading by labels (:func:`_by_labels`): where it chose a closing line that the
    # others do not, and what it says of the other reading
    closers: list[tuple[int, str]] = field(default_factory=list)
    # signs that another reading may be meant that do not make this one inconsistent
    # (``open-inner``, ``labelled-inside``): the reading is not taken alone on them
    doubts: list[tuple[int, str]] = field(default_factory=list)


_DATA_LANGUAGES = frozenset({"", "json", "jsonc", "json5", "yaml", "yml", "toml", "ini", "xml"})


def _classify(text: str, fence: Fence, floor: int, claimed: Claimed) -> _Item:
    """What ``fence`` is (:func:`_classify_fence`), then what its path and the prose around
    it say: a path in the home folder (``~/app.py``) is outside the project; a sentence next
    to a file's block (or its label) that says the block is a part of the file refuses it."""
    item = _classify_fence(text, fence, floor, claimed)
    if item.path is None or item.kind not in _FILE_KINDS or item.partial is not None:
        return item
    if item.path == "~" or item.path.startswith(("~/", "~\\")):
        item.partial = ("unsafe-path", item.path, "path")
        return item
    if item.kind != "file" or item.conflict is not None:
        return item
    # (fix-prose39) the code the block defines, which a sentence may name as what the block
    # is (never a data file's keys, nor a block of no known language)
    # is (never a data file's keys, nor a block of no known language); read only when a
    # sentence names code at all (a block's definitions cost a pass over it)
    language = _language(fence.info, item.path)
    codes: list[frozenset[str]] = []
    shapes: list[tuple[bool, frozenset[str] | None]] = []

    whole: list[bool] = []
    project = sends_project(text)  # (fix-en175) "Here is the project.": "The auth part:" a file
    module: list[bool] = []

    def whole_module() -> bool:
        # (fix-labels187) the block declares its module's public names and binds each one
        if not module:
            module.append(lists_and_binds_all(item.path or "", text[fence.body : fence.close]))
        return module[0]

    def said_whole() -> bool:
        # (fix-prose86) the prose around the block says the file is new or complete
        if not whole:
            around = [sentence, *_lines_after(text, fence, item.path or "")]
            whole.append(any(says_whole(line) for line in around))
        return whole[0]

    def says_part(sentence: str, *, after_block: bool = False, note: bool = False) -> bool:
        # (fix-lead162) the line right before the block or its label; (fix-en175) or the short
        # note right after it ("Only the HSV part.", "Excerpt only.")
        lead = not after_block or note
        if not codes and language not in _DATA_LANGUAGES and names_code(sentence):
            codes.append(_defined(text, fence, language).top)
        code = codes[0] if codes else frozenset()
        if language in ("yaml", "yml") or (item.path or "").lower().endswith((".yml", ".yaml")):
            # (fix-yaml70) a YAML block's shape and keys, read once
            if not shapes:
                body = text[fence.body : fence.close]
                shapes.append(
                    (part_of_kind(item.path or "", body), kept_keys(item.path or "", body))
                )
            part, keys = shapes[0]
            return prose_says_partial(
                sentence,
                path=item.path,
                code=code,
                after=after_block,
                part_shape=part,
                keys=keys,
                said_whole=said_whole(),
                lead=lead,
                project=project,
                body=text[fence.body : fence.close],
            )
        return prose_says_partial(
            sentence,
            path=item.path,
            code=code,
            after=after_block,
            said_whole=said_whole(),
            lead=lead,
            project=project,
            body=text[fence.body : fence.close],
            whole=lead and whole_module(),
        )

    before = line_before(text, min(item.pos, fence.start), floor)
    sentence = text[before[0] : before[1]] if before is not None else ""
    if before is not None and says_part(sentence):
        item.partial = ("partial-file", text[before[0] : before[1]].strip(), "sentence before")
        item.said_at = before[0]
        return item
    earlier = _earlier_part_lead(
        text, before, floor, item.path, said_whole, codes, fence, language, project, whole_module
    )
    if earlier is not None:
        item.partial = ("partial-file", text[earlier[0] : earlier[1]].strip(), "sentence before")
        item.said_at = earlier[0]
        return item
    lines = _lines_after(text, fence, item.path)
    for at, after in enumerate(lines):
        if label_parts(after) is not None:
            break  # the next block's label, with its own note
        # (fix-prose84) a colon with more prose read under it ("Notes:" over bullets) leads
        # those lines, not the next block: they still speak of this one
        lead_in = after.rstrip("* ").endswith(":") and at == len(lines) - 1
        if lead_in:
            after = before_lead_in(after)  # a lead-in to the next block: the words before it
        note = at == 0 and not lead_in and not after.rstrip("*_ \t").endswith((":", "-"))
        if after and says_part(after, after_block=True, note=note):
            item.partial = ("partial-file", after.strip(), "sentence after")
            item.said_at = fence.end
            break
        if lead_in:
            break
    return item


# (fix-en175) how far above the lead a short part lead is read: this many lines more, in the
# lead's paragraph or the one before it ("Only the HSV part." / "I fixed the hue rounding." /
# `colorsys.py`:)
_EARLIER_LINES = 2


def _earlier_part_lead(
    text: str,
    before: tuple[int, int] | None,
    floor: int,
    path: str | None,
    said_whole: Callable[[], bool],
    codes: list[frozenset[str]],
    fence: Fence,
    language: str,
    project: bool,
    whole_module: Callable[[], bool] = lambda: False,
) -> tuple[int, int] | None:
    """(fix-en175) Where a short lead saying the block is a part (:func:`~.labels.short_part_lead`)
    stands one or two lines above the lead ``before`` (another sentence between it and the
    block), up to ``floor`` and the lines of no prose (a fence, a label, a heading); None when
    there is none or the prose around says the file is sent whole."""
    found: list[tuple[int, int]] = []
    at = before
    for _ in range(_EARLIER_LINES):
        if at is None:
            break
        at = line_before(text, at[0], floor)
        if at is None:
            break
        line = text[at[0] : min(at[1], at[0] + 10 * MAX_LABEL)]
        opener = line.lstrip()
        if opener.startswith(("```", "~~~")) or label_parts(line) is not None:
            break
        if says_whole(line):
            return None
        found.append(at)
        if AFTER_HEADING.match(line):
            break
    for at in found:
        line = text[at[0] : at[1]]
        if not codes and language not in _DATA_LANGUAGES and names_code(line):
            codes.append(_defined(text, fence, language).top)
        code = codes[0] if codes else frozenset()
        # (fix-kinds188) or one naming one piece by its kind ("Only the template:")
        if (
            short_part_lead(
                line,
                code,
                path,
                project=project,
                whole=whole_module(),
                body=text[fence.body : fence.close],
            )
            or short_kind_lead(line, path, text[fence.body : fence.close])
            or short_foreign_lead(line, path, code)
        ) and not said_whole():
            return at
    return None


# (fix-prose37) a comment line's markers and the dots around its words
# (fix-notes190: hunt146-partmarks, and the marks of the other languages: MATLAB's, Erlang's and
# LaTeX's "%", Jinja's "{# #}", OCaml's "(* *)", Haskell's "{- -}", and, before a blank,
# Visual Basic's "'" and Vim's '"')
_COMMENT_MARKS = re.compile(
    r"\A\s*(?:#+|//+|--|;+|/\*+|<!--|%+|\{#|\(\*+|\{-|['\"](?=[ \t]))"
    r"|(?:\*+/|-->|#\}|\*+\)|-\})\s*\Z"
)
_NOTE_DOTS = " \t.\u2026[]()"
#: (fix-notes177) and a rule's marks around a note, "# --- excerpt ---"
_NOTE_RULE = _NOTE_DOTS + "-=~*_"


# (fix-prose39) how far the prose after a block is read: the lines up to the next block or
# heading, this many at most (each read alone, so a long answer stays linear)
_AFTER_LINES = 40
AFTER_HEADING = re.compile(r"[ \t]{0,3}#{1,6}(?:[ \t]|\Z)")
# (fix-hunt75-41) and this many paragraphs at most: the block's own note and the one after it
# ("That's the fix." / "" / "The rest of the file stays the same."); a sentence paragraphs on
# ("You only need to change this one setting in your editor config.") is about something else
AFTER_PARAGRAPHS = 2


def _lines_after(text: str, fence: Fence, path: str) -> list[str]:
    """The lines after ``fence`` closes that speak of its block: (fix-prose39) the prose through its
    paragraphs up to the next block or heading (:data:`_AFTER_LINES` lines and
    :data:`AFTER_PARAGRAPHS` paragraphs at most; the caller stops at a lead-in or label of the
    next block), blank lines stepped over ("That's the fix." / "" / "The rest of the file stays
    the same."), or the words of a block right after it made only of comment lines (````
    ```python ```` / ``# ... rest of app.py unchanged ...``: a note, no file). A long line is
    read up to :data:`MAX_LABEL` ten times (:func:`~.labels.prose_says_partial` reads it in
    pieces). (fix-refusals39) A block of a language of commands or output (```` ```bash ````,
    ```` ```text ````) holds comments on the commands or the setup, never on ``path``'s code,
    unless ``path`` is such a file."""
    if not fence.closed:
        return []
    pos = fence.end
    lines: list[str] = []
    first = True
    paragraphs = 0
    blank = True
    for _ in range(4 * _AFTER_LINES):
        if pos >= len(text) or len(lines) >= _AFTER_LINES:
            break
        end, after = line_end(text, pos)
        line = text[pos : min(end, pos + 10 * MAX_LABEL)]
        opener = line.lstrip()
        if opener.startswith(("```", "~~~")):
            if not first:
                return lines
            if shows_commands(opener.lstrip("`~").strip(), path):
                return []
            return _note_block(text, pos, opener)
        if AFTER_HEADING.match(line):
            break
        if line.strip():
            if blank:
                paragraphs += 1
                if paragraphs > AFTER_PARAGRAPHS:
                    break
            elif lines:
                joined = _wrapped_sentence(lines[-1], line)
                if joined is not None:
                    lines.append(joined)
            lines.append(line)
            first = False
        blank = not line.strip()
        if after <= pos:
            break
        pos = after
    return lines


# (fix-prose110) a sentence hard-wrapped over two lines of one paragraph: the words after the
# last sentence end of the first line and those up to the first sentence end of the next
_WRAP_TAIL = re.compile(r"(?:.*[.!?\u3002\uff01\uff1f](?:[ \t]+|\Z))?(.*)\Z", re.S)
_WRAP_HEAD = re.compile(r"[^.!?\u3002\uff01\uff1f]*[.!?\u3002\uff01\uff1f]?")
_WRAP_REACH = 200


def _wrapped_sentence(previous: str, line: str) -> str | None:
    """(fix-prose110) The sentence a hard-wrapped paragraph breaks over ``previous`` and
    ``line`` ("The rest of the" / "file is unchanged."), joined as Markdown joins it; None
    when ``previous`` ends its sentence, or either line is a list item, a table row, a label
    or a lead-in of the next block (each line is still read alone as well)."""
    tail = previous.strip()[-_WRAP_REACH:]
    head = line.strip()[:_WRAP_REACH]
    if not tail or not head or tail[-1] in ".!?:;\u3002\uff01\uff1f\uff1a|" or head[0] == "|":
        return None
    if is_list_item(head) or head.rstrip("* ").endswith(":") or label_parts(line) is not None:
        return None
    rest = _WRAP_TAIL.match(tail)
    start = rest.group(1) if rest is not None else tail
    end = _WRAP_HEAD.match(head)
    return f"{start} {end.group(0) if end is not None else head}"


def _note_block(text: str, pos: int, opener: str) -> list[str]:
    """The words of the block opening at ``pos`` when its lines (:data:`_AFTER_LINES` at
    most, blank ones stepped over) are all comments, markers and dots dropped, as one
    sentence; else nothing."""
    mark = opener[:3]
    run = len(opener) - len(opener.lstrip(mark[0]))
    _, pos = line_end(text, pos)
    words: list[str] = []
    for _ in range(_AFTER_LINES):
        if pos >= len(text):
            return []
        end, after = line_end(text, pos)
        line = text[pos:end].strip()
        if line.startswith(mark[0] * run) and not line.strip(mark[0]):
            return [" ".join(words)] if words else []
        if line:
            stripped = _COMMENT_MARKS.sub("", line)
            if stripped == line or len(line) > MAX_LABEL:
                return []  # a line of code, no comment
            words.append(stripped.strip(_NOTE_DOTS))
        if after <= pos:
            return []
        pos = after
    return []


def _classify_fence(text: str, fence: Fence, floor: int, claimed: Claimed) -> _Item:
    item = _Item(fence, "other", pos=fence.start)
    info_path, info_kind = path_from_info(fence.info)
    if info_kind == "citation":
        item.kind = "citation"
        return item
    label = line_before(text, fence.start, floor)
    if label is not None and claimed_end(claimed, label[0], floor) != -1:
        # The line before the fence is a line of an edit block that started first: it names
        # no file (a diff's last context line may look like a path).
        label = None
    label_path = unread = None
    note = ""
    if label is not None and label[1] - label[0] <= MAX_LABEL:
        line = text[label[0] : label[1]]
        parts = label_parts(line)
        if parts is None and is_command_label(line):
            item.kind = "command"
            return item
        if parts is not None:
            label_path, note = parts
        else:
            unread = unread_label(line)
    if info_kind == "unread" or (info_path is None and label_path is None and unread):
        # A path written so that it is not read (a space, Windows separators): the block is
        # that file, refused; skipping it would lose a file of the answer.
        item.kind, item.path = "unread", info_path if info_kind == "unread" else unread
        item.pos = fence.start if info_kind == "unread" or label is None else label[0]
        return item
    if info_path is not None:
        item.kind = "url" if info_kind == "url" else "file"
        item.path, item.styles = info_path, ("a path in the fence's info string",)
        other = other_info_path(fence.info, info_path)
        if other is not None:
            item.conflict = (other, "in the same info string")
        elif label_path is not None and label_path != info_path:
            item.conflict = (label_path, "on the line before it")
    elif label_path is not None and label is not None:
        item.kind, item.path, item.pos = "file", label_path, label[0]
        item.styles = ("a path label line before each fence",)
    elif label is not None and label[1] - label[0] <= MAX_LABEL:
        line = text[label[0] : label[1]]
        introduced = introduced_path(line, fence.info)
        language = _language(fence.info, None)
        if introduced is None and language in _KNOWN_LANGUAGES:
            # ("File `.env`" above a ```bash block: a command fence, but the path's suffix is
            # no language the table knows, so nothing says the block is not that file: two
            # readings, refused rather than skipped)
            named = introduced_path(line, "")
            if named is not None and _language("", named) not in _KNOWN_LANGUAGES:
                introduced = named
        if (
            introduced is not None
            and mentions_only(line)
            and _languages_disagree(language, _language("", introduced))
        ):
            # ("File `b.py`" above a block in another language than b.py's mentions it)
            introduced = None
        if introduced is not None:
            # A line naming a file right above the fence that is no label the reader reads
            # ("Here is the new `app.py`:"): the block may be that file; it stays a block
            # without a path, and :func:`_introduced_files` refuses it beside other files.
            item.introduced = (introduced, line.strip(), label[0])
    if info_path is not None and item.conflict is None and info_kind is None:
        extra = info_note(fence.info, info_path)
        refused = note_refusal(extra, info_path) if extra else None
        if refused is not None and refused[0] == "conflicting-path":
            moved = note_moves_file(extra, info_path) or extra
            item.conflict = (moved, f"in the note in the info string ({extra!r})")
        elif refused is not None:
            item.partial = (refused[0], extra, "info string")
    if label_path is not None and item.conflict is None and item.partial is None:
        # The note after the path is the model speaking about the block: it may say the
        # block is not the whole file, or that the file goes elsewhere.
        refused = note_refusal(note, label_path)
        if refused is not None and refused[0] == "conflicting-path":
            moved = note_moves_file(note, label_path) or note
            item.conflict = (moved, f"in the note on the line before it ({note!r})")
        elif refused is not None:
            item.partial = (refused[0], note, "label")
    if item.kind not in ("other", "file"):
        return item
    if fence.body < fence.close:
        first_end, _ = line_end(text, fence.body, fence.close)
        comment = (
            COMMENT_PATH.fullmatch(text, fence.body, first_end)
            if first_end - fence.body <= MAX_LABEL
            else None
        )
        if comment is not None:
            named = comment.group(2).strip("`'\"")
            strip = comment.group(1).lower() == "filepath"
            same = item.path is not None and _same_file(named, item.path)
            if item.path is None and not valid_path(named) and unread_path(named, quoted=False):
                item.kind, item.path, item.pos = "unread", named, fence.body
            elif item.path is None and valid_path(named):
                item.kind, item.path, item.pos = "file", named, fence.body
                item.comment_line = "strip" if strip else "keep"
                item.styles = (
                    "a path in the first-line comment of each fence"
                    + (" (removed from the file, as Copilot does)" if strip else ""),
                )
            elif item.path is not None and same and strip:
                item.comment_line = "strip"
            elif item.path is not None and item.conflict is None and not same and valid_path(named):
                # The path again, differently: two readings, two files.
                item.conflict = (named, "in its first-line comment")
            if item.path is not None and item.conflict is None:
                _second_comment_path(item, text, fence, first_end)
        if item.path is not None and item.conflict is None and item.partial is None:
            _weigh_comment_note(item, text[fence.body : first_end])
        if item.path is not None and item.conflict is None and item.partial is None:
            _weigh_top_comments(item, text, fence)
        if item.path is not None and item.conflict is None and item.partial is None:
            _weigh_last_comment(item, text, fence)
    return item


def _weigh_last_comment(item: _Item, text: str, fence: Fence) -> None:
    """(fix-notes177: hunt140-codecomment) Refuse ``item`` when the last line of its block
    is a comment that is nothing but a note of part-ness (:data:`PART_ONLY_NOTE`: "# snippet",
    "# Excerpt of colorsys.py", "# (only the HSV part)"), as its first line would be: a note on
    the block, never a file's own last line."""
    body_end = fence.close
    while body_end > fence.body and text[body_end - 1] in " \t\r\n":
        body_end -= 1
    start = max(text.rfind("\n", fence.body, body_end) + 1, fence.body)
    line = text[start:body_end]
    if not line or len(line) > MAX_LABEL or not _comment_marked(line):
        return
    words = _COMMENT_MARKS.sub("", line).strip(_NOTE_RULE)
    if words and PART_ONLY_NOTE.fullmatch(words):
        item.partial = ("partial-file", words, "last-line comment")
        return
    # (fix-notes190: hunt146-lastpartnote) and read as the comments at the top are, by the
    # rules of the sentences beside a block (:func:`~.labels.prose_says_partial`): the same
    # notes in other languages ("# nur die HSV-Funktionen", "# 只有 HSV 函数", "# Ausschnitt"),
    # "# showing only the HSV functions"
    words = words.strip()
    if not words or COMMENT_PATH.fullmatch(line) or line.lstrip().startswith("#!"):
        return
    path = item.path or ""
    code = frozenset[str]()
    if names_code(words):
        code = _defined(text, fence, _language(fence.info, path)).top
    said = prose_says_partial(words, path=path, code=code)
    if not said and "`" not in words:
        top = _defined(text, fence, _language(fence.info, path)).top
        spelt = _spelt_as_code(words, top)
        said = spelt != words and prose_says_partial(spelt, path=path, code=top)
    if said and not _elision_at(
        text[fence.body : fence.close], path, text.count("\n", fence.body, start) + 1
    ):
        item.partial = ("partial-file", words, "last-line comment")


#: A line of a block's body that may be a second ``# filename: x`` comment (its keyword at the
#: start of the line): read whole by :data:`COMMENT_PATH`.
_SECOND_COMMENT = re.compile(
    r"(?im)^[ \t]*(?:#|//|--|;|%|/\*|<!--|\{/\*)[ \t]*(?:filepath|filename|file|path)[ \t]*:"
)


def _second_comment_path(item: _Item, text: str, fence: Fence, start: int) -> None:
    """(fix-agent102) A block named by its first-line comment (``# filename: app.py``) that
    holds a second such line naming another path (``# filename: test_app.py``) has two
    readings: AutoGen writes one file holding both parts, the model named two files. A
    conflict (``conflicting-path``), never one of the two kept silently.

    (fix-agent108) In a Python file whose whole block Python's compiler reads, such a line
    that Python's own tokenizer reads inside a string literal (a template the program
    prints, a docstring describing the convention) is text of the program, not a comment:
    no second file; a line it reads as a comment is still the conflict."""
    stop = fence.close
    python = (
        _suffix(item.path or "") in ("py", "pyi") and _language(fence.info, item.path) == "python"
    )
    comments: frozenset[tuple[int, int]] | None = None
    for line in _SECOND_COMMENT.finditer(text, start, stop):
        end, _ = line_end(text, line.start(), stop)
        if end - line.start() > MAX_LABEL:
            continue
        comment = COMMENT_PATH.fullmatch(text, line.start(), end)
        if comment is None or item.path is None:
            continue
        named = comment.group(2).strip("`'\"")
        if not valid_path(named) or _same_file(named, item.path):
            continue
        if python and comments is None:
            comments = _python_comments(text[fence.body : stop])
            python = comments is not None
        if python and comments is not None:
            row = text.count("\n", fence.body, line.start()) + 1
            column = len(line.group()) - len(line.group().lstrip(" \t"))
            if (row, column) not in comments:
                continue  # (inside a string literal of the program: its text)
        item.conflict = (named, "in a second filename comment inside the block")
        return


def _python_comments(source: str) -> frozenset[tuple[int, int]] | None:
    """Where Python's tokenizer reads a comment in ``source`` (its 1-based row and column),
    when Python's compiler reads ``source`` whole; None when it does not (no reading of
    which lines are comments: every such line counts)."""
    if not _parses(source):
        return None
    found: set[tuple[int, int]] = set()
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.COMMENT:
                found.add(token.start)
    except (tokenize.TokenError, SyntaxError, RecursionError):
        return None
    return frozenset(found)


#: (fix-prose95) how many comment lines at the top of a block are read as the model's words
_TOP_COMMENTS = 3
#: (fix-prose142) a word of a top comment that may be a name the block defines
_BARE_WORD = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]{1,60}\b")


def _weigh_top_comments(item: _Item, text: str, fence: Fence) -> None:
    """(fix-prose95) The comment lines at the top of a block (at most :data:`_TOP_COMMENTS`,
    before its first line of code) read as the sentences beside the block are
    (:func:`~.labels.prose_says_partial`): "# only quote() changed; the rest of shlex.py is
    unchanged", "# Replace the old quote() with this one", "// Header only - rest of file
    unchanged", "/* Replace the old Header with this */" say the block is a part of its file
    (``partial-file``); the other reading, the comment as the file's own first line, writes
    the part whole. A real file's header says no such thing of itself."""
    path = item.path or ""
    at = fence.body
    code: frozenset[str] | None = None
    for _ in range(_TOP_COMMENTS):
        if at >= fence.close:
            return
        end, after = line_end(text, at, fence.close)
        line = text[at:end]
        at = after
        if not line.strip():
            continue
        if len(line) > MAX_LABEL or not _comment_marked(line) or line.lstrip().startswith("#!"):
            return
        words = _COMMENT_MARKS.sub("", line).strip()
        if not words or COMMENT_PATH.fullmatch(line):
            continue
        if code is None and names_code(words):
            code = _defined(text, fence, _language(fence.info, path)).top
        said = prose_says_partial(words, path=path, code=code or frozenset())
        if not said and "`" not in words:
            # (fix-prose142) a name the block defines, written bare in its own comment, is
            # its code as in backquotes: "/* Replace the old Header with this */"
            top = _defined(text, fence, _language(fence.info, path)).top
            spelt = _spelt_as_code(words, top)
            said = spelt != words and prose_says_partial(spelt, path=path, code=top)
        if said:
            if _elision_at(text[fence.body : fence.close], path, text.count("\n", fence.body, at)):
                return  # (a comment saying code was left out there: ``elided-code`` says so)
            item.partial = ("partial-file", words, "comment at the top of the block")
            return


def _spelt_as_code(words: str, names: frozenset[str]) -> str:
    """(fix-prose142) ``words`` with each word that is one of ``names`` in backquotes."""
    return _BARE_WORD.sub(lambda w: f"`{w[0]}`" if w[0] in names else w[0], words)


def _elision_at(body: str, path: str, line: int) -> bool:
    """Whether the elision scan (:func:`~..placeholders.find_elision`) finds ``body``'s
    first elision on its 1-based ``line``: the comment is the file's placeholder, refused as
    ``elided-code`` (kept with ``placeholder`` when elisions are allowed)."""
    try:
        found = find_elision(GeneratedFile(file_path=path, content=body))
    except ValueError:
        return False
    return found is not None and found[0] == line


# A first content line that is a comment naming the file, then a note: ``# app.py (excerpt)``,
# ``// File: app.js -- only the changed part``. The note is weighed as a label's note is.
_COMMENT_NOTE = re.compile(
    r"[ \t]*(?:#|//|--|;|%|/\*|<!--|\{/\*)[ \t]*(?:(?:file[ \t]?(?:name|path)?|path)[ \t]*:[ \t]*)?"
    r"`?(?P<path>[^\s`]+?)`?:?[ \t]+(?P<note>(?!\*/|-->)[^ \t].*?)[ \t]*(?:\*/\}|\*/|-->)?[ \t]*",
    re.I,
)


def _weigh_comment_note(item: _Item, line: str) -> None:
    """Refuse ``item`` when its first line is a comment naming its file followed by a note
    saying the block is part of the file or the file has another path (``# app.py (excerpt)``:
    the words of a label's note), or by a note in brackets the reader cannot vouch for (``#
    app.py (the imports)``, ``label-note``). A description after a dash or colon is refused only
    for those words: the line is the file's own first line, and real files describe themselves
    there (``# perl_openssl.pm - debhelper addon for running dh_perl_openssl``)."""
    if len(line) > MAX_LABEL or item.path is None:
        return
    found = _COMMENT_NOTE.fullmatch(line)
    if found is None or not _same_file(found.group("path"), item.path):
        # (fix-prose74) a comment that is nothing but a note of part-ness, naming no file or
        # another ("# only the changed function", "// updated slugify() only", "/* excerpt
        # */", "# excerpt from shlex.py"): a note on the block, never the file's first line
        words = _COMMENT_MARKS.sub("", line).strip(_NOTE_RULE)
        if _comment_marked(line) and PART_ONLY_NOTE.fullmatch(words):
            item.partial = ("partial-file", words, "first-line comment")
        return
    note = found.group("note")
    refused = note_refusal(note, item.path)
    if refused is not None and refused[0] == "conflicting-path":
        item.conflict = (note_moves_file(note, item.path) or note, f"in its first line ({note!r})")
    elif refused is not None and (refused[0] != "label-note" or note.lstrip()[:1] in "(["):
        item.partial = (refused[0], note, "first-line comment")


def _comment_marked(line: str) -> bool:
    """Whether ``line`` opens with a comment's mark (:data:`_COMMENT_MARKS`)."""
    found = _COMMENT_MARKS.match(line)
    return found is not None and found.start() == 0 and bool(found.group().strip())


def _same_file(named: str, path: str) -> bool:
    """Whether a first-line comment's ``named`` names the file at ``path``: the same path, or
    the file's name alone (``# File: app.py`` under the label ``src/app.py``, as a model writes
    the file's name at its top). A different name, or other folders, is another file."""
    named, path = named.removeprefix("./"), path.removeprefix("./")
    return named == path or ("/" not in named and named == path.rsplit("/", 1)[-1])


def _has_files(text: str, fence: Fence, nested: bool, claimed: Claimed) -> bool:
    """Whether the body of ``fence`` holds fences that name files (a wrapper)."""
    if text.find("```", fence.body, fence.close) == -1 and (
        text.find("~~~", fence.body, fence.close) == -1
    ):
        return False
    floor = fence.body
    for inner in scan(text, fence.body, fence.close, nested=nested, claimed=claimed):
        if _classify(text, inner, floor, claimed).kind in ("file", "unread"):
            return True
        floor = inner.end
    return False


def _glued(text: str, fence: Fence, stop: int) -> bool:
    """Whether text follows a closed file fence on the very next line: the "closing" line then
    more likely opened a block inside the file (a README's inner ```` ``` ````), and the text is
    the file's. What may follow a file at once: a blank line, the next file's label or fence,
    or a closing tag (v0's ``</CodeProject>``)."""
    if fence.end >= stop:
        return False
    end, _ = line_end(text, fence.end, stop)
    line = text[fence.end : end]
    stripped = line.strip()
    if not stripped or re.match(r"</?[A-Za-z]", stripped):
        return False  # a blank line, or a tag (v0's </CodeProject>, <DeleteFile ... />)
    if path_from_label(line) is not None or is_command_label(line):
        # The next file's label, when a fence follows it ("@g.step" reads as a path too).
        following = line_end(text, fence.end, stop)[1]
        while following < stop:
            next_end, after = line_end(text, following, stop)
            if text[following:next_end].strip():
                return not text[following:next_end].lstrip(" \t").startswith(("```", "~~~"))
            if after == next_end:
                break
            following = after
        return True
    if stripped.startswith(("```", "~~~")):
        info = stripped.lstrip(stripped[0]).strip()
        return not info or path_from_info(info)[0] is None  # else the next file's fence
    return True


def _read_fences(text: str, start: int, nested: bool, claimed: Claimed) -> _Reading:
    fences = scan(text, start, nested=nested, claimed=claimed)
    reading = _Reading([], sum(fence.nested for fence in fences))
    classified = _classify_all(text, fences, start, claimed)
    wrapper = None
    if not any(item.kind in ("file", "unread") for item in classified):
        wrappers = [item for item in classified if item.kind == "other"]
        wrapper = next(
            (item for item in wrappers if _has_files(text, item.fence, nested, claimed)), None
        )
    if wrapper is not None:
        # A block without a path around the files (Devika's ~~~): the answer is inside it.
        reading.wrapper = wrapper.fence
        inner = scan(text, wrapper.fence.body, wrapper.fence.close, nested=nested, claimed=claimed)
        reading.nested += sum(fence.nested for fence in inner)
        classified = _classify_all(text, inner, wrapper.fence.body, claimed)
        stop = wrapper.fence.close
    else:
        stop = len(text)
    reading.items.extend(classified)
    _find_problems(text, reading, nested, claimed, stop)
    if not nested:
        _open_inner(text, reading)
    _labelled_inside(text, reading)
    _nested_projects(text, start, reading)
    return reading


def _find_problems(text: str, reading: _Reading, nested: bool, claimed: Claimed, stop: int) -> None:
    """The signs in ``reading`` that a fence closed too early or too late."""
    for index, item in enumerate(reading.items):
        if item.kind == "other":
            item.edit = _edit_in(text, item)
            if item.edit is None and _has_files(text, item.fence, nested, claimed):
                # Files inside a block without a path, beside files outside it: a fence
                # closed too early, and what followed swallowed the next files.
                reading.problems.append((index, "swallowed"))
            elif item.fence.nested:
                # A block without a path holding nested blocks: most likely the rest of a
                # file whose fence closed too early (its own closing line opened this one).
                reading.problems.append((index, "nested-outside"))
    last = reading.items[-1] if reading.items else None
    if last is not None and last.kind == "other" and not last.fence.closed:
        # A block without a path left open at the end: a fence before it most likely
        # closed too early, and the file's own closing line opened this one.
        reading.problems.append((len(reading.items) - 1, "unclosed"))
    for index, item in enumerate(reading.items):
        if item.kind in _FILE_KINDS and item.fence.closed and _glued(text, item.fence, stop):
            reading.problems.append((index, "glued"))


_PROJECT_TAG = re.compile(r"^[ \t]*<(/?)CodeProject\b", re.M)


def _nested_projects(text: str, start: int, reading: _Reading) -> None:
    """A v0 ``<CodeProject>`` opened outside the code blocks while another is open: v0 never
    nests them, so a file before it most likely closed too early (a README that shows a v0
    answer, its inner bare fence taken for its end) and the example's lines were read as the
    answer's."""
    if "<CodeProject" not in text:
        return
    starts = [item.fence.start for item in reading.items]
    depth = 0
    for tag in _PROJECT_TAG.finditer(text, start):
        at = tag.start()
        index = bisect.bisect_right(starts, at) - 1
        if index >= 0 and at < reading.items[index].fence.end:
            continue  # a line of a code block
        if tag.group(1):
            depth = max(0, depth - 1)
            continue
        if depth:
            reading.problems.append((max(index, 0), "nested-project"))
        depth += 1


def _inner_blocks(lines: Sequence[FenceLine], fence: Fence) -> Iterator[tuple[FenceLine, int]]:
    """The fence lines of ``fence``'s body that would take part in its nesting (its own
    character, as long as the block they are in), each with the depth of nested blocks open
    after it (a line that would close the fence itself has depth -1)."""
    stack: list[tuple[int, int]] = []
    for line in lines:
        if line.marker[0] != fence.marker[0]:
            continue
        size, depth_indent = stack[-1] if stack else (len(fence.marker), fence.indent)
        if len(line.marker) < size:
            continue
        if line.info:
            stack.append((len(line.marker), line.indent))
            yield line, len(stack)
            continue
        if line.indent > depth_indent + 3:
            continue
        if stack:
            stack.pop()
            yield line, len(stack)
        else:
            yield line, -1


def _open_inner(text: str, reading: _Reading) -> None:
    """In CommonMark's reading: a file whose content holds a fence line with an info string
    that nothing in the file closes. Its own closing line most likely closed that inner block
    (a file holding a ```` ```python ```` example, a bare ```` ``` ```` after it), so the file
    was cut there: a doubt on this reading."""
    for index, item in enumerate(reading.items):
        fence = item.fence
        if item.kind not in _FILE_KINDS or not fence.closed:
            continue
        if fence.marker not in text[fence.body : fence.close]:
            continue
        depths = [
            depth for _, depth in _inner_blocks(fence_lines(text, fence.body, fence.close), fence)
        ]
        if depths and depths[-1] > 0:
            reading.doubts.append((index, "open-inner"))


def _opens_file(text: str, line: FenceLine, floor: int, stop: int) -> _Item | None:
    """The file item a fence line would open (its path on the line before it, in its info
    string or in its first-line comment), or None."""
    probe = Fence(line.start, line.indent, line.marker, line.info, line.following, stop, stop, True)
    item = _classify(text, probe, floor, ())
    return item if item.kind == "file" and item.path is not None else None


def _foreign_opener(text: str, item: _Item) -> tuple[FenceLine, _Item, str] | None:
    """The first fence line inside the file ``item`` that opens another file (a path in its
    info string, or a label line before it) and is not the file's own content, and what the
    file's language says of it: ``"split"`` when it cannot hold such a line there (a Python,
    JavaScript, ... file: its own closing line was then left out or glued to its last line,
    and the next file was read inside it), ``"example"`` for a Markdown or text file (it may
    show a labelled example) and ``"unsure"`` when only the state of its string literals
    could tell (:func:`_string_evidence`): two readings either way."""
    fence = item.fence
    path = item.path or ""
    if fence.marker not in text[fence.body : fence.close]:
        return None
    floor = fence.body
    quotes = _MULTILINE_QUOTES.get(_suffix(path))
    weighed = 0
    for line in fence_lines(text, fence.body, fence.close):
        if line.marker[0] == fence.marker[0] and len(line.marker) >= len(fence.marker):
            inner = _opens_file(text, line, floor, fence.close)
            if inner is not None:
                if quotes is None:
                    return line, inner, "example"
                weighed += 1
                if weighed > _MAX_CLOSERS:  # each is weighed by a parse: a bound stays linear
                    return line, inner, "unsure"
                said = _string_evidence(text, fence, min(inner.pos, line.start), quotes)
                if said != "content":
                    return line, inner, said
        floor = line.following
    return None


def _parses(source: str) -> bool:
    """Whether ``source`` is a Python module (the stdlib's own parser: no lexer of ours)."""
    try:
        compile(source, "<file>", "exec", ast.PyCF_ONLY_AST)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def _string_evidence(text: str, fence: Fence, at: int, quotes: tuple[str, ...]) -> str:
    """Whether the labelled fence whose label starts at ``at`` inside the file ``fence`` (a
    language whose string literals may span lines, opened by ``quotes``) is its content
    (``"content"``: inside such a string), the next file (``"split"``) or either
    (``"unsure"``). Counting quotes is fooled by a quote in a comment, a one-line string or a
    character literal, so a count is never the evidence: Python code is asked to Python's own
    parser (the file cut at the label, without a fence marker glued to its last line, parses
    and the whole does not: split; the other way round: content); in another language the
    label is the next file's only when no character of those quotes comes before it."""
    if quotes == _PYTHON_QUOTES:
        cut = text[fence.body : at].rstrip().removesuffix(fence.marker).rstrip(fence.marker[0])
        whole = _parses(text[fence.body : fence.close])
        cut_parses = _parses(cut)
        if cut_parses != whole:
            return "split" if cut_parses else "content"
        return "unsure"
    return "unsure" if any(text.find(q[0], fence.body, at) != -1 for q in quotes) else "split"


def _suffix(path: str) -> str:
    return path.rsplit("/", 1)[-1].rsplit(".", 1)[-1].lower()


def _labelled_inside(text: str, reading: _Reading) -> None:
    """A file that holds the next file's labelled fence where its language cannot hold it
    (:func:`_foreign_opener`): a doubt on this reading."""
    for index, item in enumerate(reading.items):
        if item.kind == "file" and _foreign_opener(text, item) is not None:
            reading.doubts.append((index, "labelled-inside"))


# The most lines that may close one file that the reading by labels weighs (each is weighed
# by a scan of the rest of the file's stretch: a bound keeps the reading linear).
_MAX_CLOSERS = 16


def _consistent_after(text: str, at: int, stop: int) -> list[Fence] | None:
    """The code blocks of ``text[at:stop]`` (after a file's closing line, up to the next
    file), when they read consistently: every one closed, none a file; else None."""
    fences = scan(text, at, stop, nested=False)
    floor = at
    for fence in fences:
        if not fence.closed or _classify(text, fence, floor, ()).kind in _FILE_KINDS:
            return None
        floor = fence.end
    return fences


def _by_labels(answer: Answer, base: _Reading) -> _Reading | None:
    """The reading that asks the labels where files start (see the module doc): the files of
    ``base`` (the reading with nested blocks), split where a file holds the next file's
    labelled fence in a place its language cannot hold one; each file ends at the one line
    of its stretch (up to the next file's label) after which the rest reads consistently
    (every block closed), or, with no such line, where the next file starts. A later line
    than CommonMark's is taken only where no other reading gives other files (a Python file
    its parser reads so, nothing after the line but a wrapper's closing tags). None when a
    stretch has no single such line, or when the reading has problems of its own."""
    text, start = answer.text, answer.start
    if answer.edit_spans or base.wrapper is not None:
        return None
    # (the fence as opened, where its label starts, the file's path)
    openers: list[tuple[Fence, int, str]] = []
    for item in base.items:
        if item.kind not in _FILE_KINDS:
            continue
        fence = item.fence
        openers.append((fence, min(item.pos, fence.start), item.path or ""))
        while item.kind == "file" and (split := _foreign_opener(text, item)) is not None:
            line, inner, said = split
            if said != "split":
                return None  # a Markdown file may show the labelled block: two readings
            fence = Fence(
                line.start, line.indent, line.marker, line.info, line.following,
                fence.close, fence.end, fence.closed,
            )  # fmt: skip
            inner = replace(inner, fence=fence)
            openers.append((fence, min(inner.pos, line.start), inner.path or ""))
            item = inner
    if not openers:
        return None
    fences = _consistent_after(text, start, openers[0][1])
    if fences is None:
        return None
    closers: list[tuple[int, str]] = []
    for number, (opened, label, path) in enumerate(openers):
        stop = openers[number + 1][1] if number + 1 < len(openers) else len(text)
        candidates = []  # (a line that may close the file, the blocks nested before it)
        taken = depth = 0
        for line, depth in _inner_blocks(fence_lines(text, opened.body, stop), opened):
            if depth == -1:
                candidates.append((line, taken))
            elif line.info:
                taken += 1
        if len(candidates) > _MAX_CLOSERS:
            return None
        fits = []
        for line, taken in candidates:
            after = _consistent_after(text, line.following, stop)
            if after is not None:
                fits.append((line, taken, after))
                if len(fits) > 1:
                    return None  # two closing lines, two readings
        if fits:
            line, taken, after = fits[0]
            if (
                _opens_file(text, line, line.start, stop) is not None
                or _glued_before(text, opened, line.start)
                or _glued_before(text, replace(opened, body=line.following), stop)
            ):
                # The line may open the next file (a first-line comment after it), the file
                # before it ending with its backticks glued to its last line; or the text
                # after it ends so, the file's own closing fence: two readings.
                return None
            if line is not candidates[0][0] and not (
                _later_line_parses(text, opened.body, [c.start for c, _ in candidates], line, path)
                and _only_wrapper_closes(text, start, label, line.following, stop)
            ):
                # A later line than CommonMark's: the earlier lines are the file's own only
                # where Python's parser says so (any other language, a doubled fence line
                # that may be an inner block's closing line with the file's glued to it,
                # prose read into the file: two readings), and nothing may follow but the
                # closing tags of a wrapper (else a block after the file that lost its
                # closing fence, or was cut, is the other reading).
                return None
            fence = replace(opened, close=line.start, end=line.following, closed=True, nested=taken)
            if line is not candidates[0][0]:
                closers.append(
                    (
                        fence.start,
                        f"its fence line at line {answer.notes.locate(candidates[0][0].start)[0]} "
                        "is followed by text that reads as no consistent Markdown (a block "
                        "left open), so it was read as the file's content and the file as "
                        f"ending at line {answer.notes.locate(line.start)[0]}; CommonMark "
                        f"ends it at line {answer.notes.locate(candidates[0][0].start)[0]}",
                    )
                )
            fences += [fence, *after]
            continue
        if candidates or depth > 0 or number + 1 == len(openers):
            if number + 1 == len(openers) and not candidates and depth <= 0:
                fences.append(replace(opened, close=len(text), end=len(text), closed=False))
                continue
            return None
        # No line closes the file before the next file's label: its closing line was left
        # out or glued to its last line.
        ended = _ended_by_next(text, opened, stop)
        if ended is None:
            return None
        closers.append(
            (
                ended.start,
                "it has no closing fence line"
                + (" of its own (the backticks are glued to its last line)" if ended.glued else "")
                + f" before the next file's fence at line {answer.notes.locate(stop)[0]}, "
                "which names another file where this file's language cannot hold a fence "
                "line, so the file was read as ending there; read as a block nested in it, "
                "the next file would be part of this one",
            )
        )
        fences.append(ended)
    reading = _Reading(_classify_all(text, fences, start, ()), sum(f.nested for f in fences))
    if any(item.kind in _FILE_KINDS and _doubtful_body(text, item.fence) for item in reading.items):
        return None
    reading.closers = closers
    _find_problems(text, reading, True, (), len(text))
    _labelled_inside(text, reading)
    _nested_projects(text, start, reading)
    return None if reading.problems or reading.doubts else reading


def _later_line_parses(
    text: str, body: int, candidates: list[int], line: FenceLine, path: str
) -> bool:
    """Whether a Python file says that it ends at ``line``, not at an earlier candidate
    closing line: cut at ``line`` it parses, cut at every earlier one it does not (the
    earlier lines sit in a string literal, as Python's own parser reads it). Only Python is
    asked (the stdlib holds its parser); a file in any other language says nothing."""
    if _MULTILINE_QUOTES.get(_suffix(path)) != _PYTHON_QUOTES:
        return False
    return _parses(text[body : line.start]) and not any(
        _parses(text[body:at]) for at in candidates if at < line.start
    )


_CLOSING_TAG = re.compile(r"[ \t]*</([A-Za-z][\w.:-]*)[ \t]*>[ \t]*")


def _only_wrapper_closes(text: str, start: int, label: int, at: int, stop: int) -> bool:
    """Whether ``text[at:stop]`` holds nothing but blank lines and closing tags of elements
    opened before the file's label (``label``), after ``start``: a wrapper around the files
    (v0's ``</CodeProject>``). Any other line (prose, or markup that opens an element) may be
    a block of its own after the file that lost its closing fence."""
    for row in text[at:stop].splitlines():
        if not row.strip():
            continue
        found = _CLOSING_TAG.fullmatch(row)
        if (
            found is None
            or re.search("<" + re.escape(found.group(1)) + r"[\s>]", text[start:label]) is None
        ):
            return False
    return True


def _doubtful_body(text: str, fence: Fence) -> bool:
    """Whether the content of a file of the reading by labels holds a sign that it runs past
    its end: a line ending with its fence's marker glued to text (a closing fence written so),
    or a fence line that opens a file under a label (the next file, read inside it)."""
    glued = re.compile(r"[^\s`~]" + re.escape(fence.marker) + r"[ \t]*(?:\r\n?|\n)")
    end = line_end(text, fence.close)[1] if fence.glued else fence.close
    found = glued.search(text, fence.body, end)
    if found is not None and not (fence.glued and found.start() + 1 == fence.close):
        return True
    floor = fence.body
    for line in fence_lines(text, fence.body, fence.close):
        if _opens_file(text, line, floor, fence.close) is not None:
            return True
        floor = line.following
    return False


def _glued_before(text: str, opened: Fence, at: int) -> bool:
    """Whether the last line of the file ``opened`` before offset ``at`` that is not blank
    ends with its fence's marker (a closing fence glued to the code)."""
    end = at
    while end > opened.body and text[end - 1] in " \t\r\n":
        end -= 1
    return end > opened.body and text.endswith(opened.marker, opened.body, end)


def _ended_by_next(text: str, opened: Fence, stop: int) -> Fence | None:
    """The file fence ``opened`` ended where the next file's label starts (``stop``): its
    content is every line up to the blank lines before it; a fence marker glued to the end
    of its last line is the closing fence. None when the file is empty."""
    end = stop
    while end > opened.body and text[end - 1] in " \t\r\n":
        end -= 1
    if end <= opened.body:
        return None
    _, following = line_end(text, end)
    glued = text.endswith(opened.marker, opened.body, end)
    if glued:
        end -= len(opened.marker)
        while end > opened.body and text[end - 1] == opened.marker[0]:
            end -= 1
        return replace(opened, close=end, end=following, closed=True, glued=True)
    return replace(opened, close=following, end=following, closed=True)


def _classify_all(text: str, fences: list[Fence], floor: int, claimed: Claimed) -> list[_Item]:
    items = []
    spans = []
    for fence in fences:
        items.append(_classify(text, fence, floor, claimed))
        spans.append((floor, fence.start))
        floor = max(floor, fence.end)
    spans.append((floor, len(text)))
    _parts_said_elsewhere(text, items, spans)
    return items


def _parts_said_elsewhere(text: str, items: list[_Item], spans: list[tuple[int, int]]) -> None:
    """(fix-prose84) A clause anywhere in the answer's prose (before, after or between the
    blocks, in a bullet or in brackets) that names one file only and says its block is a part
    (:func:`~.labels.prose_says_partial`: "Only `quote()` changes in `shlex.py`; `app.py` is
    new." above two files, "For `shlex.py`, just the function above changes." after them)
    refuses that file's block (``partial-file``): the sentence is tied to the block by the
    file it names, not by standing next to it. The prose is split into clauses once
    (:func:`~.labels.clauses_by_file`); each file's block reads only the clauses naming it."""
    places = [
        (item.path or "", item.fence.end) for item in items if item.kind == "file" and item.path
    ]
    for item in items:
        if item.said_at >= 0 and item.partial is not None and item.path is not None:
            _retie(text, item, places)
    files = [
        item
        for item in items
        if item.kind == "file"
        and item.path is not None
        and item.partial is None
        and item.conflict is None
    ]
    if not files:
        return
    _parts_said_of_code(
        text,
        [i for i in items if i.kind == "file" and i.path is not None and i.conflict is None],
        spans,
    )
    files = [item for item in files if item.partial is None]
    if not files:
        return
    said = clauses_by_file(text, spans)
    # (fix-prose95) and the pieces tied to a file by any spelling, a place, a layout or a
    # clause naming two files (:func:`~.labels.clauses_by_reference`)
    tied = clauses_by_reference(text, spans, places)
    if not said and not tied:
        return
    for item in files:
        path = item.path or ""
        clauses = clauses_naming(said, path) + tied.get(path, [])
        if not clauses:
            continue
        fence = item.fence
        language = _language(fence.info, path)
        code: frozenset[str] = frozenset()
        if language not in _DATA_LANGUAGES and any(names_code(c[1]) for c in clauses):
            code = _defined(text, fence, language).top
        for at, clause in clauses:
            # (fix-prose86) the clause's line says the file is sent whole ("In `app.py` only
            # `main()` changed, but here is the whole file."): the clause is the change
            end = text.find("\n", at)
            if says_file_whole(text[at : len(text) if end == -1 else end][: 10 * MAX_LABEL]):
                continue
            if prose_says_partial(clause, path=path, code=code, after=at >= fence.end):
                item.partial = ("partial-file", clause, "sentence naming the file")
                break


def _parts_said_of_code(text: str, files: list[_Item], spans: list[tuple[int, int]]) -> None:
    """(fix-lead154) A clause of the answer's prose naming code and no file
    (:func:`~.labels.clauses_naming_code`: "In the file above only `quote()` changes." after
    shellquote.py and app.py) is tied to the one file whose block defines every name of it
    that a block defines (shellquote.py's quote(); app.py only imports it), wherever it
    stands: when it says that block is a part (:func:`~.labels.prose_says_partial`), the
    block is refused (``partial-file``). Names defined by two files' blocks, or by none,
    tie the clause to no file (the block beside it reads it, as before)."""
    if len(files) < 2:
        return
    clauses = clauses_naming_code(text, spans)
    if not clauses:
        return
    defined: dict[int, frozenset[str]] = {}
    for at, item in enumerate(files):
        language = _language(item.fence.info, item.path or "")
        if language not in _DATA_LANGUAGES:
            defined[at] = _defined(text, item.fence, language).top
    for start, clause, names in clauses:
        owners = {at for at, code in defined.items() if code & names}
        if len(owners) != 1:
            continue
        (owner,) = owners
        item, code = files[owner], defined[owner]
        if item.partial is not None or any(
            names & other for at, other in defined.items() if at != owner
        ):
            continue
        end = text.find("\n", start)
        if says_file_whole(text[start : len(text) if end == -1 else end][: 10 * MAX_LABEL]):
            continue
        after = start >= item.fence.end
        if prose_says_partial(clause, path=item.path, code=code, after=after):
            item.partial = ("partial-file", clause, "sentence naming its code")


def _retie(text: str, item: _Item, places: list[tuple[str, int]]) -> None:
    """(fix-ties111) A sentence beside ``item``'s block that refused it as a part and names
    other files of the answer (by path, module or place: "In the last file only `quote()`
    changes; the rest is unchanged." right above app.py's block) refuses the block only by
    the clauses about it (:func:`~.labels.clauses_about`); the named file reads its own."""
    if item.partial is None or item.path is None:
        return
    sentence = item.partial[1]
    clauses = clauses_about(sentence, item.path, places, item.said_at)
    if clauses is None:
        return
    fence = item.fence
    after = item.said_at >= fence.end
    code: frozenset[str] = frozenset()
    language = _language(fence.info, item.path)
    if language not in _DATA_LANGUAGES and any(names_code(c) for c in clauses):
        code = _defined(text, fence, language).top
    if not any(prose_says_partial(c, path=item.path, code=code, after=after) for c in clauses):
        item.partial = None
        item.said_at = -1


def _announced(text: str, start: int, reading: _Reading) -> int | None:
    """The number of files the prose before the first code block announces, if any."""
    first = reading.items[0].fence.start if reading.items else len(text)
    prose = text[start : min(first, start + 4000)]
    found = _ANNOUNCED.search(prose)
    if found is None:
        return None
    word = found.group(1).lower()
    return int(word) if word.isdigit() else _NUMBERS[word]


def _file_items(reading: _Reading) -> list[_Item]:
    return [item for item in reading.items if item.kind in _FILE_KINDS]


def _same(one: _Reading, other: _Reading) -> bool:
    def shape(reading: _Reading) -> list[tuple[str | None, int, int, bool]]:
        return [
            (item.path, item.fence.body, item.fence.close, item.fence.closed)
            for item in _file_items(reading)
        ]

    return shape(one) == shape(other) and not one.problems and not other.problems


def _first_difference(one: _Reading, other: _Reading) -> int:
    """How many file items the two readings share from the start."""
    count = 0
    for a, b in zip(_file_items(one), _file_items(other), strict=False):
        if (a.path, a.fence.body, a.fence.close) != (b.path, b.fence.body, b.fence.close):
            break
        count += 1
    return count


def _choose(answer: Answer) -> tuple[_Reading, int | None, str]:
    """The reading to use, how many of its files are safe (None: all), and a note for the
    diagnostics."""
    text, start = answer.text, answer.start
    nested = _reading(answer, nested=True)
    if nested.nested == 0:
        safe = _safe(nested)
        labelled = _by_labels(answer, nested) if safe is not None else None
        if labelled is not None:
            return labelled, None, "labels"
        return nested, safe, ""
    common = _reading(answer, nested=False)
    doubted = bool(nested.doubts or common.doubts)
    if _same(nested, common) and not doubted:
        return nested, None, ""
    if not nested.problems and common.problems and not nested.doubts:
        return nested, None, "nested"
    if not common.problems and nested.problems and not common.doubts:
        return common, None, ""
    announced = _announced(text, start, nested)
    counts = (len(_file_items(nested)), len(_file_items(common)))
    if (
        announced is not None
        and counts.count(announced) == 1
        and not nested.problems
        and not doubted
    ):
        chosen = nested if counts[0] == announced else common
        return chosen, None, "nested-announced" if chosen is nested else ""
    labelled = _by_labels(answer, nested)
    if labelled is not None:
        return labelled, None, "labels"
    shared = _first_difference(nested, common)
    safe = _safe(nested)
    return nested, shared if safe is None else min(shared, safe), "ambiguous"


def _safe(reading: _Reading) -> int | None:
    """How many file items come before the first problem (None: no problem)."""
    if not reading.problems:
        return None
    first = min(index for index, _ in reading.problems)
    # The file whose fence closed too early is the last file at or before the problem.
    files_before = [
        n for n, item in enumerate(reading.items[: first + 1]) if item.kind in _FILE_KINDS
    ]
    bad = files_before[-1] if files_before else first
    return sum(1 for item in reading.items[:bad] if item.kind in _FILE_KINDS)


def _reading(answer: Answer, *, nested: bool) -> _Reading:
    key = f"markdown-{nested}"
    cached = answer.cache.get(key)
    if isinstance(cached, _Reading):
        return cached
    reading = _read_fences(answer.text, answer.start, nested, answer.edit_spans)
    answer.cache[key] = reading
    return reading


def fenced_files(text: str, start: int) -> list[tuple[int, bool]]:
    """Where the code fences that name a file start in ``text[start:]`` (their fence lines),
    and whether each was closed: what the lenient reader of this format asks when Markdown
    files stand beside its documents (the reading with nested blocks, as :func:`_open_at`)."""
    if "```" not in text[start:] and "~~~" not in text[start:]:
        return []
    reading = _read_fences(text, start, True, ())
    return [
        (item.fence.start, item.fence.closed)
        for item in reading.items
        if item.kind in ("file", "unread")
    ]


def _content(text: str, item: _Item) -> tuple[str, int]:
    """The content of a file fence, and where it starts."""
    fence = item.fence
    body, close = fence.body, fence.close
    if not fence.closed and close > body:
        last = max(text.rfind("\n", body, close), text.rfind("\r", body, close)) + 1
        cut = text[last:close].strip()
        if cut and cut == fence.marker[0] * len(cut):  # cut off inside the closing fence
            close = last
    if item.comment_line == "strip" and body < close:
        _, following = line_end(text, body, close)
        body = following
    content = text[body:close]
    if fence.glued:
        # The closing fence was glued to the last line: the line's own break ends the file.
        end, following = line_end(text, close)
        content += text[end:following] or "\n"
    if fence.indent:
        content = _dedent(content, fence.indent)
    return content, body


def _columns(line: str) -> int:
    """The columns of indentation of ``line`` (a tab counts 4, as :func:`_dedent` removes)."""
    columns = 0
    for char in line:
        if char not in " \t":
            break
        columns += 4 if char == "\t" else 1
    return columns


def _short_line(text: str, fence: Fence) -> int | None:
    """Where the first non-blank line of an indented fence's content starts that is indented
    less than the fence (a list item's fence with the code written from the margin), or None.
    Such a content has two readings: CommonMark removes the fence's indentation from every
    line, which cuts into the code's own indentation; the lines as written keep it."""
    if not fence.indent:
        return None
    at = fence.body
    while at < fence.close:
        end, following = line_end(text, at, fence.close)
        line = text[at:end]
        if line.strip() and _columns(line) < fence.indent:
            return at
        if following <= at:
            break
        at = following
    return None


def _dedent(content: str, columns: int) -> str:
    lines = content.splitlines(keepends=True)
    out = []
    for line in lines:
        removed = 0
        index = 0
        while index < len(line) and line[index] in " \t" and removed < columns:
            removed += 4 if line[index] == "\t" else 1
            index += 1
        out.append(line[index:])
    return "".join(out)


def _present(answer: Answer) -> bool:
    text = answer.text
    return "```" in text or "~~~" in text


def _first(answer: Answer) -> int | None:
    if not _present(answer):
        return None
    reading = _reading(answer, nested=True)
    found = [item.pos for item in _file_items(reading)]
    found += [
        item.fence.start for item in reading.items if item.kind == "other" and item.edit is not None
    ]
    return min(found, default=None)


def _open_at(answer: Answer, pos: int) -> bool:
    """Whether ``pos`` lies inside a fence that names a file (or inside one in a wrapper)."""
    text, start = answer.text, answer.start
    if pos <= start or ("```" not in text[start:pos] and "~~~" not in text[start:pos]):
        return False
    claimed = answer.edit_spans
    fences = scan(text, start, pos, nested=True, claimed=claimed)
    if not fences or fences[-1].closed:
        return False
    fence = fences[-1]
    floor = fences[-2].end if len(fences) > 1 else start
    item = _classify(text, fence, floor, claimed)
    if item.kind in ("command", *_FILE_KINDS):
        return True
    inner = scan(text, fence.body, pos, nested=True, claimed=claimed)
    if inner and not inner[-1].closed:
        floor = inner[-2].end if len(inner) > 1 else fence.body
        return _classify(text, inner[-1], floor, claimed).kind in ("command", *_FILE_KINDS)
    return False


def _edit_in(text: str, item: _Item) -> str | None:
    """The kind of edit instructions a code block without a path holds (an aider diff names
    its file in its own header), or None."""
    body, close = item.fence.body, item.fence.close
    if not any(text.find(marker, body, close) != -1 for marker in _EDIT_MARKERS):
        return None  # the markers every kind of edit instructions starts a line with
    content = text[body:close]
    if FAMILY_PREFIX in content:
        return None  # a whole answer in this library's format, fenced: not an edit
    return edit_kind("", content)


_DIFF_INFOS = frozenset({"diff", "patch", "udiff"})
_PATCH_SUFFIXES = (".diff", ".patch")


_LANGUAGES = {
    "py": "python",
    "python3": "python",
    "py3": "python",
    "js": "javascript",
    "jsx": "javascript",
    "mjs": "javascript",
    "ts": "typescript",
    "tsx": "typescript",
    "rs": "rust",
    "rb": "ruby",
    "sh": "bash",
    "shell": "bash",
    "zsh": "bash",
    "h": "c",
    "cc": "cpp",
    "cxx": "cpp",
    "hpp": "cpp",
    "c++": "cpp",
    "cs": "csharp",
    "c#": "csharp",
    "golang": "go",
    "kt": "kotlin",
    "kts": "kotlin",
    "cjs": "javascript",
    "mts": "typescript",
    "cts": "typescript",
    "hh": "cpp",
    "hxx": "cpp",
    "yml": "yaml",
    "postgresql": "sql",
    "postgres": "sql",
    "plpgsql": "sql",
    "mysql": "sql",
    "sqlite": "sql",
    "md": "markdown",
    "htm": "html",
    "jsonc": "json",
    "json5": "json",
}


def language_name(word: str) -> str:
    """The language ``word`` (a fence's info word, a suffix without its dot, a language's
    name in any case: ``tsx``, ``C++``, ``c#``) names, as :data:`_LANGUAGES` spells it."""
    word = word.strip().lower()
    return _LANGUAGES.get(word, word)


# A fence's info word that names no language: a code block in it may be in any language.
_NO_LANGUAGE = frozenset({"", "text", "txt", "plain", "plaintext"})


def _language(info: str, path: str | None) -> str:
    """The language of a fence: its info string's first word, else its path's suffix ("" when
    neither names one: ```` ```text ```` names none)."""
    word = info.split(None, 1)[0].lower() if info.strip() else ""
    if _PYTHON_CELL.fullmatch(info.strip()):
        word = "python"  # a knitr/Quarto cell: ``{python}``, ``{python label, echo=FALSE}``
    if word in _NO_LANGUAGE and path is not None and "." in path.rsplit("/", 1)[-1]:
        word = path.rsplit(".", 1)[-1].lower()
    word = _LANGUAGES.get(word, word)
    return "" if word in _NO_LANGUAGE else word


# The language families :data:`_LANGUAGES` knows (its spellings and what they stand for); a
# word outside them (``markdown``, ``html``, ``ini``, a suffix such as ``conf``) is no known
# language here, and no disagreement can be read from it.
_KNOWN_LANGUAGES = frozenset(_LANGUAGES) | frozenset(_LANGUAGES.values())
# Families one suffix is shared by: a C header (``.h``) is also C++'s.
_SHARED_FAMILIES = frozenset({frozenset({"c", "cpp"})})


def _languages_disagree(language: str, own: str) -> bool:
    """Whether a fence's language and a path's language (both read by :func:`_language`) are
    known to differ: both known families and not the same one. A spelling the table does not
    know (``markdown`` for ``.md``, ``nginx`` for ``.conf``) says nothing either way."""
    if not language or not own or language == own:
        return False
    if language not in _KNOWN_LANGUAGES or own not in _KNOWN_LANGUAGES:
        return False
    return frozenset({language, own}) not in _SHARED_FAMILIES


def _defined(text: str, fence: Fence, language: str) -> Definitions:
    """The names a fence's code defines, read in ``language`` (see :mod:`.definitions`); a
    ```` ```text ```` fence may be a program's output (``x = 1``), and that does not count."""
    word = fence.info.split(None, 1)[0].lower() if fence.info.strip() else ""
    maybe_output = word in _NO_LANGUAGE and word != ""
    return defined(text, fence.body, fence.close, language, maybe_output=maybe_output)


def _refuse_redefined(
    text: str, reading: _Reading, blocks: list[Block], notes: Diagnostics
) -> None:
    """Refuse a file that a later code block without a path redefines (``Fixed version:``
    and the file again, unlabelled): the block may be the corrected file, and which one the
    model meant is not written down. The block is read in its own language and compared with
    the files in it; a block without one (the commonest a model writes, or ```` ```text ````)
    is read in each file's language in turn. A block that only uses a file (imports it, calls
    it, a shell command, a test of its own) defines none of its names."""
    files = _FileIndex()
    index = -1
    for item in reading.items:
        if item.kind in _FILE_KINDS:
            index += 1
            language = _language(item.fence.info, item.path)
            files.add(index, language, _defined(text, item.fence, language))
        elif item.kind == "other" and item.edit is None and files.keys:
            for hit in files.redefined_by(text, item.fence):
                block = blocks[hit]
                if block.refusal is None and block.edit is None:
                    path = block.fields.get("PATH", "")
                    block.refusal = (
                        "unlabelled-version",
                        f"the code block at line {notes.locate(item.fence.start)[0]} has no "
                        f"path but defines names of {path} again: it may be a corrected "
                        f"version of it, and which one is meant is not written; {path} was "
                        "not accepted. Name the file on the line before each of its blocks",
                    )


_V0_PROJECT = re.compile(r"[ \t]*<CodeProject\b")


def _dangling_label(
    text: str, reading: _Reading, blocks: list[Block], finish: str | None
) -> tuple[int, str] | None:
    """Where the last line of the answer is and the path it names, when it is a file's label
    with no code block after it: the answer was cut before that file. The label is read as
    the reader reads one before a fence (:func:`.labels.path_from_label`,
    :func:`.labels.introduced_path`: ``### b.py``, ``**b.py**``, ``File: b.py``, `` `b.py` ``,
    ``And `b.py`:``, ``Next file: `b.py` ``, a list item ``1. **b.py**``). Only a line after
    every fence, naming a file the answer did not write. A list item is the label of a block
    that never came as it is above a block, unless it is no label there either: an item after
    another item (a list of files at the end: the item before it has no block), or, when the
    model said it stopped (``finish == "stop"``), any item without a colon (``Files:`` and
    one item: a summary the model chose to end on)."""
    after = max((item.fence.end for item in reading.items), default=0)
    if reading.wrapper is not None and reading.wrapper.closed:
        after = max(after, reading.wrapper.end)
    body = text.rstrip()
    start = max(body.rfind("\n"), body.rfind("\r")) + 1
    if start < after or len(body) - start > MAX_LABEL:
        return None
    line = body[start:].strip()
    if finish == "stop" and mentions_only(line) and path_from_label(line) is None:
        return None  # ("See `b.py`" where the model said it stopped: a mention, no label)
    if is_list_item(line) and not line.rstrip("*").endswith(":"):
        before = text[:start].rstrip()
        previous = before[max(before.rfind("\n"), before.rfind("\r")) + 1 :]
        if finish == "stop" or (before and _sibling_file_item(previous, body[start:])):
            return None  # (a list of files at the end: no label)
    path = path_from_label(line) or introduced_path(line, "")
    if path is None or any(block.fields.get("PATH") == path for block in blocks):
        return None
    return start, path


_ITEM_KIND = re.compile(r"[ \t]*(?:(\d{1,9})[.)]|([-+*]))")


def _labels_without_blocks(
    text: str, reading: _Reading, blocks: list[Block], notes: Diagnostics
) -> list[Block]:
    """The files a list of labelled files names with no code block: an item of the list
    (``2. **b.py**``) between two files whose labels are items of it (``1. **app.py**`` and
    ``3. **c.py**``, each above its block), naming a file the answer did not write. Its
    content never came: refused (``missing-content``), never skipped as prose."""
    written = {block.fields.get("PATH") for block in blocks}
    found: list[Block] = []
    gap = -1  # where the prose after the last file labelled by a list item starts
    for item in reading.items:
        if item.kind not in _FILE_KINDS:
            continue
        label_end = text.find("\n", item.pos)
        label = text[item.pos : item.fence.start if label_end == -1 else label_end]
        kind = _ITEM_KIND.match(label) if item.pos < item.fence.start else None
        if kind is not None and gap != -1:
            pos = gap
            while pos < item.pos:
                stop = text.find("\n", pos, item.pos)
                line_end = item.pos if stop == -1 else stop
                line = text[pos:line_end]
                other = _ITEM_KIND.match(line)
                path = path_from_label(line.strip()) if other is not None else None
                same = other is not None and (other.group(2) or "") == (kind.group(2) or "")
                if path is not None and same and path not in written:
                    block = Block(pos, {"PATH": path}, {"PATH": pos})
                    block.refusal = (
                        "missing-content",
                        f"line {notes.locate(pos)[0]} names {path} as an item of the list of "
                        "files, with no code block before the next file's: its content is "
                        "missing; it was not accepted. Send the file under its label",
                    )
                    found.append(block)
                    written.add(path)
                pos = line_end + 1
        gap = item.fence.end if kind is not None else -1
    return found


def _sibling_file_item(previous: str, line: str) -> bool:
    """Whether ``previous`` is an item of the same list as the item ``line`` (as indented)
    that names a file: a list of files at the end. A sub-item of the item before (``   -
    entry point`` under ``1. **app.py**``) or an item naming no file (``- added logging``)
    makes no list of files of the last item."""
    indent = len(line) - len(line.lstrip())
    if not is_list_item(previous) or len(previous) - len(previous.lstrip()) != indent:
        return False
    stripped = previous.strip()
    return (path_from_label(stripped) or introduced_path(stripped, "")) is not None


def _wrapper_left_open(text: str, start: int, reading: _Reading) -> str | None:
    """What wraps the files and was never closed (the answer was cut inside it), or None: a
    ``~~~`` block around the whole answer (Devika), or v0's ``<CodeProject>`` line (the last
    one before the last file, outside the files) with no ``</CodeProject>`` line after it
    outside the files, and nothing but blank lines after the last file."""
    files = _file_items(reading)
    if not files or text[files[-1].fence.end :].strip():
        return None  # (text after the last file: the answer went on, the tag was forgotten)
    if reading.wrapper is not None:
        return None if reading.wrapper.closed else f"the {reading.wrapper.marker} block"
    # the last ``<CodeProject>`` line outside every file before the last file (a project
    # opened after a first file, or after a first project closed, holds the files after it)
    fences = [(item.fence.start, item.fence.end) for item in files]
    opened = -1
    at = text.find("<CodeProject", start, files[-1].fence.start)
    while at != -1:
        if not any(begin <= at < end for begin, end in fences) and _V0_PROJECT.match(
            text, text.rfind("\n", 0, at) + 1
        ):
            opened = at
        at = text.find("<CodeProject", at + 1, files[-1].fence.start)
    if opened == -1:
        return None
    # closed by a ``</CodeProject>`` after it outside every file (one between two files closes
    # it: the files after it stand outside the project)
    at = text.find("</CodeProject>", opened)
    while at != -1:
        if not any(begin <= at < end for begin, end in fences):
            return None
        at = text.find("</CodeProject>", at + 1)
    return "v0's <CodeProject>"


# The quotes that open a string spanning lines, by file suffix: a conflict-marker line after an
# odd number of them is inside a string literal.
_PYTHON_QUOTES = ('"""', "'''")
_MULTILINE_QUOTES = {
    "py": _PYTHON_QUOTES,
    "pyi": _PYTHON_QUOTES,
    "js": ("`",),
    "mjs": ("`",),
    "cjs": ("`",),
    "jsx": ("`",),
    "ts": ("`",),
    "tsx": ("`",),
    "go": ("`",),
    "kt": ('"""',),
    "scala": ('"""',),
    "java": ('"""',),
    "swift": ('"""',),
}


def _in_multiline_string(content: str, at: int, path: str) -> bool:
    """Whether offset ``at`` of ``content`` is inside a string literal spanning lines: after
    an odd number of one of the quotes that open one in the file's language (by suffix)."""
    suffix = path.rsplit("/", 1)[-1].rsplit(".", 1)[-1].lower()
    return any(content.count(quote, 0, at) % 2 == 1 for quote in _MULTILINE_QUOTES.get(suffix, ()))


def _fence_edit(info: str, path: str, content: str) -> str | None:
    """The kind of edit a file fence holds that the edit readers do not take for one: lines
    of a diff without its headers in a ```` ```diff ```` fence under a path that is no diff,
    or the ``<<<<<<<`` / ``=======`` / ``>>>>>>>`` lines of a merge conflict, at column 0 and
    in order (aider's older ``ORIGINAL``/``UPDATED`` blocks are written so too), not inside a
    string literal of the file. Either way the fence is not the file; None otherwise."""
    if path.lower().endswith(_PATCH_SUFFIXES):
        return None
    language = info.split(None, 1)[0].lower() if info.strip() else ""
    if language in _DIFF_INFOS and re.search(r"^[+-]", content, re.M):
        return "headerless diff"
    opened = content.find("<<<<<<<")
    while opened > 0 and content[opened - 1] != "\n":
        opened = content.find("<<<<<<<", opened + 1)
    if opened == -1 or (opened > 0 and is_markdown_path(path)):
        return None  # (a Markdown file may show a conflict as an example)
    if _in_multiline_string(content, opened, path):
        return None  # (a test of git tooling holds a conflict in a string: content)
    middle = content.find("\n=======", opened)
    if middle == -1 or content.find("\n>>>>>>>", middle) == -1:
        return None
    return "conflict-marker"


def _v0_actions(answer: Answer, reading: _Reading) -> list[Block]:
    """v0's file actions outside the code blocks: edits, never files."""
    text, start = answer.text, answer.start
    if not any(tag in text for tag in ("<QuickEdit", "<DeleteFile", "<Delete File", "<MoveFile")):
        return []
    blocks = []
    starts = [item.fence.start for item in reading.items]
    for found in _V0_ACTIONS.finditer(text, start):
        at = found.start()
        index = bisect.bisect_right(starts, at) - 1  # the last fence opened before it
        inside = index >= 0 and at < reading.items[index].fence.end
        if (at == 0 or text[at - 1] in "\r\n") and not inside:
            name = found.group(1)
            end, _ = line_end(text, at)
            path = attribute_path(text[at:end]) or ""
            block = Block(at, {"PATH": path} if path else {}, {"PATH": at} if path else {})
            block.edit = f"v0 <{name}>"
            blocks.append(block)
    return blocks


_QUOTE_MARKS = re.compile(r"[ \t]{0,3}(?:>[ \t]?)+")
_QUOTED_FENCE = re.compile(r"^[ \t]{0,3}(?:>[ \t]?)+[ \t]*(?:`{3,}|~{3,})", re.M)


def _quoted_files(answer: Answer, reading: _Reading) -> list[Block]:
    """Files written inside a ``>`` block quote (a file the model quotes, or a chat's copy
    with the quote marks): a fence whose quoted line before it is a path label. The fence
    scanner does not see fences behind quote marks, and removing the marks is a second
    reading of every line; such a file is refused, never lost without a word."""
    text, start = answer.text, answer.start
    if ">" not in text:
        return []
    blocks = []
    starts = [item.fence.start for item in reading.items]
    floor = start
    for found in _QUOTED_FENCE.finditer(text, start):
        at = found.start()
        index = bisect.bisect_right(starts, at) - 1
        if index >= 0 and at < reading.items[index].fence.end:
            continue  # a line of a code block
        label = line_before(text, at, floor)
        floor = found.end()
        if label is None or label[1] - label[0] > MAX_LABEL:
            continue
        line = text[label[0] : label[1]]
        marks = _QUOTE_MARKS.match(line)
        quoted = line[marks.end() :] if marks is not None else ""
        path = path_from_label(quoted) or unread_label(quoted)
        if path is None:
            continue
        block = Block(label[0], {"PATH": path}, {"PATH": label[0]})
        block.refusal = (
            "quoted-file",
            f"the code block of {path} (line {answer.notes.locate(at)[0]}) is inside a '>' "
            "block quote; it was not read as a file (the quote marks are not the file's). "
            "Write the file's label and code block without '>' marks",
        )
        blocks.append(block)
    return blocks


def _introduced_files(answer: Answer, reading: _Reading, files: list[_Item]) -> list[Block]:
    """The blocks without a path right under a line that introduces a file they do not name
    as a label (``Here is the fixed `app.py`:``, ``Create `src/x.ts` for it:``), beside files
    the answer writes: each may be that file, and skipping it would leave the others usable
    without it, so it is refused (``unread-path``). A line naming a file the answer writes
    under its own label, in the shape of an explanation (:func:`.closing.explains_quote`),
    above a block whose lines are a run of that file's lines (``The key part of `util.py`
    is:``) quotes that file (and a block that is the whole file again is that file), and a
    block that may hold edits (``Then b.py:`` and a patch) is read by the edit readers: both
    skipped. Above any other block, a line
    naming a written file (``Now update `app.py`:``) gives the block as a new version of it:
    two versions, and which one is meant is not written, so that file is refused
    (``unlabelled-version``), never kept as the earlier one."""
    written: dict[str, list[str]] = {}
    for file in files:
        if file.path is not None:
            body = answer.text[file.fence.body : file.fence.close]
            written.setdefault(file.path, []).append(body)
    blocks = []
    for item in reading.items:
        if item.kind != "other" or item.edit is not None or item.introduced is None:
            continue
        path, line, at = item.introduced
        if not files:
            continue
        if holds_edit_signs(answer.text, item.fence.body, item.fence.close):
            continue  # an edit of that file ("Then b.py:" and a patch): the edit readers' own
        if path in written:
            quoted = answer.text[item.fence.body : item.fence.close]
            if any(body == quoted for body in written[path]) or (
                explains_quote(line) and any(_run_of_lines(quoted, b) for b in written[path])
            ):
                continue  # the file again, or a quote of it ("The key part of `util.py` is:")
            if _uses_file(answer.text, item.fence, path, files):
                continue  # a usage of it ("To use `util.py`:", a block importing it)
            block = Block(at, {"PATH": path}, {"PATH": at})
            block.refusal = (
                "unlabelled-version",
                f"the code block at line {answer.notes.locate(item.fence.start)[0]} comes "
                f"right after the line {line[:80]!r}, which names {path!r}, written earlier "
                "under its own label; the block is not a run of its lines, so it may be a new "
                f"version of it, and which one is meant is not written; {path} was not "
                "accepted. Send each file once, under its own label",
            )
            blocks.append(block)
            continue
        block = Block(at, {"PATH": path}, {"PATH": at})
        block.refusal = (
            "unread-path",
            f"the code block at line {answer.notes.locate(item.fence.start)[0]} comes right "
            f"after the line {line[:80]!r}, which names {path!r} but is not read as its label; "
            "the block was neither taken as that file nor skipped. Put the file's path alone "
            "on the line before its fence",
        )
        blocks.append(block)
    return blocks


def _uses_file(text: str, fence: Fence, path: str, files: list[_Item]) -> bool:
    """Whether the block of ``fence`` imports the module ``path`` is (``from util import
    slugify``, ``import util``, ``require('./util')``, ``from './util'``) and defines none of
    the names the file written under that path defines: it uses the file (a file does not
    import itself), it is no new version of it."""
    parts = path.rsplit(".", 1)[0].split("/")
    if not all(part.isidentifier() for part in parts):
        return False
    # the module as the path names it, from any of its folders down (``app.util``, ``util``)
    dotted = "|".join(re.escape(".".join(parts[n:])) for n in range(len(parts)))
    module = re.escape(parts[-1])
    imports = re.compile(
        rf"^[ \t]*(?:from[ \t]+(?:{dotted})[ \t]+import\b|import[ \t]+(?:{dotted})\b(?!\.)"
        rf"|.*\b(?:require\(|from[ \t]+)['\"](?:\.{{1,2}}/)*(?:[\w./-]*/)?{module}(?:\.\w+)?['\"])",
        re.M,
    )
    if imports.search(text, fence.body, fence.close) is None:
        return False
    for file in files:
        if file.path == path:
            language = _language(file.fence.info, path)
            names = _defined(text, file.fence, language)
            if _defined(text, fence, language).redefined(names):
                return False
    return True


# A comment at the end of a line, after blanks (a comment the model added to a quoted line).
_ADDED_COMMENT = re.compile(r"[ \t]+(?:#|//|/\*|--|<!--)[ \t].*\Z")


def _run_of_lines(block: str, file: str) -> bool:
    """Whether the lines of ``block`` (blanks and indentation aside) are a run of consecutive
    lines of ``file``: a quote of it. A quoted line may carry a comment the model added after
    the file's line (``print(sys.argv)  # the args``): the line before the comment is read."""
    lines = [line.strip() for line in file.splitlines() if line.strip()]
    known = set(lines)
    quoted = []
    for line in block.splitlines():
        line = line.strip()
        if line and line not in known:
            added = _ADDED_COMMENT.search(line)
            if added is not None and line[: added.start()] in known:
                line = line[: added.start()]
        if line:
            quoted.append(line)
    if not quoted:
        return True
    first = quoted[0]
    return any(
        lines[at : at + len(quoted)] == quoted for at, line in enumerate(lines) if line == first
    )


#: (fix-overload134) A lead-in that puts the block under it in the file of the block above:
#: "And in the same file:", "The second change goes in the same file:", "Also update
#: `split()` there:" (``there`` closing the lead-in, the place the last sentence named, after
#: a verb of change: "Then try it there:" over a session is no piece). (fix-samefile145) Also
#: "Also in that file:", "In the same module:", "Later in the file:", "And below it:",
#: "... there too:", "Below `quote()`, add:", and "same file" in de/es/fr/pt/ja/zh.
_SAME_FILE = re.compile(
    r"(?i)\bsame (?:file|module)\b(?!'s|\s+(?:name|path|dir|folder|location))"
    r"|\b(?:in|to|into) (?:that|this) (?:file|module)\b"
    r"|\b(?:further down|lower down|later|below|above|earlier|higher up) in the file\b"
    r"|\b(?:below|under|after|beneath|above) (?:it|that|this)\W{0,3}\Z"
    r"|\b(?:below|under|after|beneath|above) `?\w+\(\)`?,? (?:add|insert|put)\b"
    r"|derselben Datei|gleichen Datei|mismo (?:archivo|fichero)|m[eê]me fichier"
    r"|mesmo arquivo|mesmo ficheiro|同じファイル|同一个文件|同一文件|同一個檔案"
    r"|\b(?:update|change|add|replace|edit|modify|insert|put|fix)"
    r"\b.{0,120}\bthere(?: too| as well)?\W{0,3}\Z"
)

#: (fix-samefile145) A lead-in that says the block is NOT in the file above, or names
#: another place ("not the same file", "Don't paste this into the same file", "in a separate
#: file", "open your settings module and add the app there", "Create a `run.py` ... there"):
#: it outranks :data:`_SAME_FILE` (the other reading refused a whole file as a piece).
_NOT_SAME_FILE = re.compile(
    r"(?i)(?:\bnot|n't|\bnever|\bnicht|\bpas|\bnão)\b[^.;:!?]{0,40}\b"
    r"(?:same (?:file|module)|derselben|gleichen|même|mesmo|mismo)"
    r"|\b(?:separate|another|other|different|new) (?:file|module|script)\b"
    r"|\b(?:your|open|create|a new)\b[^.;:!?]{0,60}\bthere\W{0,3}\Z"
    r"|\b(?:notebook|cell|shell|terminal|REPL|settings|config)\b[^.;:!?]{0,60}\bthere\W{0,3}\Z"
    r"|[\w-]\.[a-z]{1,5}\b[^.;:!?]{0,60}\bthere\W{0,3}\Z"
)


def _said_same_file(line: str) -> bool:
    """Whether a lead-in line puts the block under it in the file above (:data:`_SAME_FILE`),
    not said of another place (:data:`_NOT_SAME_FILE`)."""
    return _SAME_FILE.search(line) is not None and _NOT_SAME_FILE.search(line) is None


def _weigh_pieces(text: str, reading: _Reading) -> None:
    """(fix-overload134, issue 20) A file's block followed by a block with no path whose
    lead-in says it goes in the same file (:data:`_SAME_FILE`), in the file's language or
    none: the two are pieces of one file, so the first is no whole file; it is refused
    (``partial-file``). The other reading wrote the first piece as the whole file and
    dropped the second (a part of the real ``shlex.py`` written as all of it)."""
    items = reading.items
    for first, second in itertools.pairwise(items):
        if (
            first.kind != "file"
            or first.partial is not None
            or first.conflict is not None
            or second.kind != "other"
            or second.edit is not None
            or second.fence.nested
        ):
            continue
        lines = [
            line.strip()
            for line in text[first.fence.end : second.fence.start].splitlines()
            if line.strip()
        ]
        # (fix-samefile145) the lead-in may stand above the last line: a short gap (at most
        # three lines of prose) is read line by line ("And in the same file, ...\nHere it is:")
        if not lines or len(lines) > 3 or any(len(line) > MAX_LABEL for line in lines):
            continue
        said = next((line for line in reversed(lines) if _said_same_file(line)), None)
        if said is None:
            continue
        language = _language(second.fence.info, None)
        if language and language != _language(first.fence.info, first.path):
            continue  # ("Run it there:" over a shell block: a command, not a piece)
        first.partial = ("partial-file", said, "sentence over the next block")


def _explain(answer: Answer, reading: _Reading | None = None) -> None:
    """The code blocks that were skipped, and why."""
    notes = answer.notes
    if reading is None:
        if not _present(answer):
            return
        reading = _reading(answer, nested=True)
    for item in reading.items:
        if item.kind == "other" and item.edit is None:
            notes.add(
                "fence-without-path",
                Severity.WARNING,
                "a code block with no file path before it or on its fence line was skipped; "
                "if it is a file, name its path on the line before the fence",
                item.fence.start,
            )
        elif item.kind == "citation":
            notes.add(
                "fence-without-path",
                Severity.WARNING,
                "a code block that cites lines of an existing file (```start:end:path) was "
                "skipped: it is not a whole file",
                item.fence.start,
            )


def _read(answer: Answer) -> ParseResult | None:
    """Files in Markdown code blocks, each named by a path."""
    if not _present(answer):
        return None
    text, notes = answer.text, answer.notes
    reading, safe, note = _choose(answer)
    files = _file_items(reading)
    _weigh_pieces(text, reading)
    actions = (
        _v0_actions(answer, reading)
        + _quoted_files(answer, reading)
        + _introduced_files(answer, reading, files)
    )
    for item in reading.items:
        edit = item.edit if item.kind == "other" else None
        if edit is not None:
            block = Block(item.fence.start, content_pos=item.fence.body)
            block.edit = edit
            actions.append(block)
    commands = [
        line.strip()
        for item in reading.items
        if item.kind == "command"
        for line in text[item.fence.body : item.fence.close].splitlines()
        if line.strip()
    ]
    _explain(answer, reading)
    if not files and not actions:
        return None  # (first() found a file or an edit: not reached)
    if note.startswith("nested"):
        first_nested = next((item for item in reading.items if item.fence.nested), None)
        at = first_nested.fence.start if first_nested is not None else answer.start
        notes.add(
            "fence-nesting",
            Severity.WARNING,
            f"the code block at line {notes.locate(at)[0]} holds a fence as "
            "long as its own with an info string; it was read as a block nested inside the "
            "file (CommonMark would end the file there"
            + (", and the number of files the text announces agrees" if "announced" in note else "")
            + "). Make a file's fence longer than any fence inside it",
            at,
        )
    for at, said in reading.closers:
        notes.add(
            "fence-closer",
            Severity.WARNING,
            f"the code block at line {notes.locate(at)[0]} was read by its label and the "
            f"next file's: {said}. Make a file's fence longer than any fence inside it, and "
            "close each on a line of its own",
            at,
        )
    blocks: list[Block] = []
    truncated = False
    styles: list[str] = []
    left_open = _wrapper_left_open(text, answer.start, reading)
    # Known cut (a length stop, or a wrapper never closed, unless the model said it stopped):
    # a closing fence line that ends the text without a line break may be the start of a
    # longer line (a nested ```js fence cut after its backticks), so it closes nothing.
    cut = answer.finish == "length" or (left_open is not None and answer.finish != "stop")
    for number, item in enumerate(files):
        fence = item.fence
        if cut and fence.closed and fence.end == len(text) and not text.endswith(("\n", "\r")):
            fence = item.fence = replace(fence, closed=False)
        path = relative_to_root(item.path or "", answer, item.pos)
        block = Block(item.pos, {"PATH": path}, {"PATH": item.pos}, complete=fence.closed)
        block.end = fence.end
        if safe is not None and number >= safe:
            block.refusal = (
                "ambiguous-fence",
                f"the code block of {path} (line {notes.locate(fence.start)[0]}) holds a fence "
                "line that may end it or open a block inside it, and the answer reads "
                "consistently neither way; this file and the ones after it were not accepted. "
                "Make a file's fence longer than any fence inside it (````)",
            )
        elif item.kind == "unread":
            block.refusal = (
                "unread-path",
                f"the code block at line {notes.locate(fence.start)[0]} is named "
                f"{item.path!r}, a path with a space or Windows separators that is not read "
                "as one; the file was not accepted. Name each file by its path, folders "
                "separated by '/', without spaces",
            )
        elif (short := _short_line(text, fence)) is not None:
            block.refusal = (
                "ambiguous-fence",
                f"the code block of {path} is indented, and its line "
                f"{notes.locate(short)[0]} less than its fence: removing the fence's "
                "indentation from every line (CommonMark) and keeping the lines as written "
                "give different files; it was not accepted. Write the fence at the left "
                "margin, or indent every line of the file like it",
            )
        elif item.kind == "url":
            block.refusal = (
                "file-not-in-answer",
                f"the code block of {path} names a URL for its content instead of holding it; "
                "it was not accepted. Write the file's content in the code block",
            )
        elif item.conflict is not None:
            other, where = item.conflict
            block.refusal = (
                "conflicting-path",
                f"the code block at line {notes.locate(fence.start)[0]} names two different "
                f"paths ({item.path!r}, and {other!r} {where}); it was not accepted. Name "
                "each file by one path",
            )
        elif item.partial is not None and item.partial[0] == "partial-file":
            block.refusal = (
                "partial-file",
                f"the {item.partial[2]} of the code block of {path} (line "
                f"{notes.locate(item.pos)[0]}) says it holds only part of the file "
                f"({item.partial[1]!r}); it was not accepted (writing it would replace the whole "
                "file with the part). Send the complete file",
            )
        elif item.partial is not None and item.partial[0] == "unsafe-path":
            block.refusal = (
                "unsafe-path",
                f"the code block of {path} (line {notes.locate(item.pos)[0]}) names a file in "
                "the home folder (`~`), outside the project; it was not accepted. Give the "
                "file's path inside the project",
            )
        elif item.partial is not None:
            block.refusal = (
                item.partial[0],
                f"the {item.partial[2]} of the code block of {path} (line "
                f"{notes.locate(item.pos)[0]}) carries a note the reader cannot vouch for "
                f"({item.partial[1]!r}: it may say the block is not the whole file); it was not "
                "accepted. Write the path alone, or a note saying the block is the whole file",
            )
        content, content_pos = _content(text, item)
        block.content_pos = content_pos
        # The fence already says where the content starts and ends: it is taken literally (a
        # file that starts with a fence line keeps it), and it always ends with its line break.
        block.content = content
        block.edit = edit_kind(path, content)
        beside = line_beside_edits(content, path) if block.edit is not None else None
        if beside is not None:
            # A file that quotes edits (a string holding a diff) or an edit: two readings.
            block.edit = None
            block.refusal = (
                "edit-ambiguous",
                f"the block of {path} holds edit instructions and the line {beside[:60]!r} "
                "outside them: it may be the file, quoting an edit, or an edit of another "
                "file; it was not accepted. Send the whole file, or the edit alone",
            )
        else:
            block.edit = block.edit or _fence_edit(fence.info, path, content)
        blocks.append(block)
        truncated = truncated or not fence.closed
        for style in item.styles:
            if style not in styles:
                styles.append(style)
    if reading.wrapper is not None:
        styles.append(f"inside a {reading.wrapper.marker} block around the whole answer")
    blocks.extend(_labels_without_blocks(text, reading, blocks, notes))
    dangling = None if truncated else _dangling_label(text, reading, blocks, answer.finish)
    if truncated:
        notes.add(
            "truncated",
            Severity.ERROR,
            "the answer was cut off inside a code block; that file is incomplete",
            len(text),
        )
    elif dangling is not None:
        truncated = True
        notes.add(
            "truncated",
            Severity.ERROR,
            f"the answer ends on line {notes.locate(dangling[0])[0]}, which introduces "
            f"{dangling[1]!r}, with no code block after it: it was cut off (or stopped) before "
            "that file; the files that arrived are complete. Send the whole answer again",
            dangling[0],
        )
    elif left_open is not None and answer.finish != "stop":
        truncated = True
        notes.add(
            "truncated",
            Severity.ERROR,
            f"the answer was cut off: {left_open} around the files was never closed, so more "
            "files may have followed; the files that arrived are complete",
            len(text),
        )
    _refuse_redefined(text, reading, blocks, notes)
    blocks.extend(actions)
    blocks.sort(key=lambda block: block.pos)
    shape = "code blocks, " + ", ".join(styles) if styles else "code blocks"
    result = files_result(
        answer, blocks, Format.MARKDOWN, shape, truncated=truncated, commands=commands
    )
    held = held_names(f.file_path for f in result.code.files) if result.code else None
    runs = _shell_runs(text, reading.items, answer.start, held)
    say_runs_change_files(answer, blocks, runs, result, _RUNNER)
    say_runs_write_files(answer, runs, result)
    say_prose_not_kept(answer, blocks, result, "Markdown")
    return result


#: Who runs the shell blocks of a Markdown answer after its files.
_RUNNER = "the user (or AutoGen, GPT-Pilot: they run the answer's code blocks in order)"


def _shell_runs(
    text: str, items: list[_Item], start: int = 0, held: frozenset[str] | None = None
) -> list[Run]:
    """The commands among the fences that are not files, as run at their place in the answer:
    a shell block (``bash``/``sh``, a console block, a block labelled ``command:``, another
    shell's script such as ``powershell``), a block without an info string (its lines that
    start with a command; not one the prose before it calls output), and a line of prose that
    tells the reader to run the commands it quotes (:func:`~.runs.prose_instruction`). A
    shell or Python file named by its first-line comment (``# filename: run.sh``) is a
    command too: AutoGen saves it and runs it."""
    runs: list[Run] = []
    gap = start  # the prose between the fences
    for item in sorted(items, key=lambda item: item.fence.start):
        fence = item.fence
        runs.extend(_prose_runs(text, gap, fence.start, held))
        before, gap = gap, max(gap, fence.end)
        if item.kind in _FILE_KINDS:
            info = shell_fence(fence.info) if item.comment_line is not None else None
            if info is None and item.comment_line == "keep" and _python_file(item):
                # AutoGen saves a Python block named by its # filename: line and runs it too
                # (Copilot's ``# filepath:`` line, which Copilot removes, names a file it
                # writes into the editor and never runs)
                body = text[fence.body : fence.close]
                runs.append(Run(fence.start, body, python=True, saved=True, own=True))
        else:
            info = shell_fence(fence.info, command=item.kind == "command", transcript=True)
            if info == "console" and shell_fence(fence.info) is None:
                # a text fence showing a terminal: its $ lines, when it has any (else output)
                body = text[fence.body : fence.close]
                info = "console" if shows_terminal(body) else None
            elif info == "sh" and _session_shown(text, fence):
                # a shell fence showing a session (``$ python app.py`` and what it prints): read
                # as the same session in a block without an info string is (docs/lenient.md)
                info = ""
        # Python typed at ``>>>`` / ``In [1]:`` prompts (a block that is no Python program):
        # a session that ran, whatever the label (``pycon``, ``python``): read as a block
        # without an info string is (:func:`~.heredoc.python_session`)
        session = item.kind not in _FILE_KINDS and python_session(text[fence.body : fence.close])
        notebook = (notebook_info(fence.info) and not session) or (
            # a block without an info string holding a cell's own lines (``!rm a.py``)
            not fence.info.strip()
            and any(map(notebook_cell_line, text[fence.body : fence.close].splitlines()))
        )
        if item.kind not in _FILE_KINDS and not session and _run_as_python(text, item):
            # a Python block that is no file: AutoGen saves it as a program and runs it in
            # order, as it runs a shell block: what it writes and names is changed after
            runs.append(Run(fence.start, text[fence.body : fence.close], python=True, saved=True))
        if notebook and (item.kind not in _FILE_KINDS or item.path is None):
            # a notebook cell: its shell escapes and magics run commands, write files
            script = notebook_script(text[fence.body : fence.close])
            if script:
                runs.append(Run(fence.start, script, info="sh"))
        bare = item.kind not in _FILE_KINDS and (not fence.info.strip() or session)
        if info is None and bare and _prompted(text, fence):
            info = ""  # a session typed at prompts (``C:\\proj>``, ``In [1]:``): not output
        elif info is None and bare and _holds_command(text, fence, held):
            info = None if _shows_output(text, fence.start, start) else ""
        lead = _run_lead(text, before, fence.start) if info is None else None
        if lead is not None and item.kind not in _FILE_KINDS and not session:
            # (fix-shell153: hunt130-runfence, hunt130-replsnippet) the prose before the block
            # tells the reader to run it (``Then run:``, ``Run this in your terminal:``): a
            # block of another label (```command, ```cli, ```text) holds commands, read as a
            # block without an info string is; one the lead-in gives a REPL (``in the Node
            # REPL:``, ``in irb:``) runs as that interpreter's ``-e`` runs its code
            body = text[fence.body : fence.close]
            word = fence.info.strip().split(" ")[0].lower() if fence.info.strip() else ""
            if lead and word in _LEAD_LANGUAGES[lead]:
                runs.append(Run(fence.start, f"{lead} -e {shlex.quote(body)}", info="sh"))
            elif not lead and word in _COMMAND_INFOS:
                info = ""
        if info is not None:
            runs.append(Run(fence.start, text[fence.body : fence.close], info=info))
    runs.extend(_prose_runs(text, gap, len(text), held))
    return runs


#: A line of prose that tells the reader to run the block after it: a verb that runs, and the
#: colon that opens the block (``Then run:``, ``Run this in your terminal:``, ``Execute the
#: following:``); not one that shows what a run prints (``When you run it you will see:``).
_RUN_LEAD = re.compile(r"(?i)\b(?:run|execute|type|enter|paste)\b[^\n]*:[ \t*_]*$")
_NOT_RUN_LEAD = re.compile(
    r"(?i)\b(?:output|outputs|see|prints?|shows?|displays?|results?|returns?|looks?|get"
    r"|don't|do not|never|avoid|instead of|rather than)\b"
)
#: The labels of a block that a run lead-in makes a block of commands (a language's label is
#: that language's code: a ```python block after ``Now run it:`` is Python, no command).
_COMMAND_INFOS = frozenset(
    {"command", "commands", "cli", "cmdline", "command-line", "commandline", "run", "terminal"}
    | {"text", "txt", "plaintext", "plain", "none", "nohighlight", "no-highlight"}
)
#: The labels of the code each REPL a lead-in names runs (its language's, or none).
_LEAD_LANGUAGES = {
    "node": frozenset({"javascript", "js", "node", "nodejs", "mjs", "cjs", "", "text"}),
    "ruby": frozenset({"ruby", "rb", "irb", "", "text"}),
}
#: The REPLs a lead-in may name, and the interpreter whose ``-e`` runs the same code.
_LEAD_REPLS = (
    (re.compile(r"(?i)\b(?:node(?:\.?js)?|deno|bun)\b"), "node"),
    (re.compile(r"(?i)\b(?:irb|pry|ruby|rails console)\b"), "ruby"),
)


def _run_lead(text: str, start: int, stop: int) -> str | None:
    """Whether the prose between ``start`` and ``stop`` ends with a line that tells the reader
    to run the block after it (:data:`_RUN_LEAD`): None when not; else the interpreter of
    the REPL the line names (``node``, ``ruby``: :data:`_LEAD_REPLS`), or "" for a shell."""
    last = text.rfind("\n", start, max(start, stop - 1))
    lines = text[max(start, last - 400) : stop].strip().rsplit("\n", 1)
    line = lines[-1].strip() if lines else ""
    if len(line) > 300 or not _RUN_LEAD.search(line) or _NOT_RUN_LEAD.search(line):
        return None
    return next((program for regex, program in _LEAD_REPLS if regex.search(line)), "")


#: The info strings of a block of Python AutoGen runs beside ``python``/``py``: ``py3``, and a
#: Quarto or R Markdown executable cell (``{python}``).
_PYTHON_INFOS = frozenset({"py3", "{python}", "{.python}"})


#: A knitr/Quarto Python cell: ``{python}``, ``{python label, echo=FALSE}``, ``{.python}``.
_PYTHON_CELL = re.compile(r"\{\.?python(?:[\s,]([^}]*))?\}", re.IGNORECASE)
#: The cell option that says the cell is shown and not run (``eval=FALSE``, ``eval: false``).
_NOT_EVALUATED = re.compile(r"\beval\s*=\s*(?:false|f)\b", re.IGNORECASE)


def _run_as_python(text: str, item: _Item) -> bool:
    """Whether the block ``item`` (no file) is Python AutoGen runs: by its info string, or an
    unlabelled block that compiles as Python (AutoGen infers the language of a block without
    an info string and runs it as Python then)."""
    if _python_file(item):
        return True
    info = item.fence.info.strip()
    body = text[item.fence.body : item.fence.close]
    cell = _PYTHON_CELL.fullmatch(info)
    if cell is not None:
        # an R Markdown / Quarto cell runs unless an option says it is not evaluated
        # (``{python, eval=FALSE}``, a leading ``#| eval: false`` line)
        options = [cell.group(1) or ""]
        for line in body.split("\n"):
            if not line.startswith("#|"):
                break
            options.append(line[2:].replace(":", "="))
        return not any(_NOT_EVALUATED.search(option) for option in options)
    if info:
        return info.split()[0].lower() in _PYTHON_INFOS
    if not body.strip():
        return False
    try:
        ast.parse(body)
    except (SyntaxError, ValueError):
        return False
    return True


def _python_file(item: _Item) -> bool:
    """Whether the file block ``item`` holds a Python program (by its info string or path)."""
    word = item.fence.info.split()[0].lower() if item.fence.info.strip() else ""
    return word in ("python", "py", "python3") or (item.path or "").endswith(".py")


def _session_shown(text: str, fence: Fence) -> bool:
    """Whether a line of the shell fence ``fence`` starts with a shell's prompt
    (:func:`~.prompts.session_prompt`: ``$ ``, ``(venv) $ ``, ``bash-5.1$ ``): no line of a
    script does, a session typed at a terminal does."""
    body = text[fence.body : fence.close]
    return any(session_prompt(line) == "sh" for line in body.split("\n"))


def _prompted(text: str, fence: Fence) -> bool:
    """Whether a line of the block ``fence`` starts with a prompt of a terminal session
    (:func:`~.heredoc.session_prompt`: the one table of prompt shapes): the block is a
    session, read as a block without an info string is (its prompted lines run)."""
    body = text[fence.body : fence.close]
    return any(session_prompt(line) is not None for line in body.split("\n"))


def _holds_command(text: str, fence: Fence, held: frozenset[str] | None) -> bool:
    """Whether a line of the block ``fence`` is weighed as a command (every line is weighed:
    a comment, ``python -m venv .venv`` or ``source`` may come first; lines joined by a
    backslash together); which of its lines are commands, and what they do, the shell rules
    read line by line. ``held``: the names of the files the answer holds."""
    return any(weighed_lines(text[fence.body : fence.close], held=held, code_below=True))


#: A line before a block without an info string that says the block shows output.
_OUTPUT_WORDS = re.compile(
    r"(?i)\b(?:output|outputs|prints?|printed|shows?|displays?|results?|should see|will see|"
    r"returns?|looks? like|example)\b"
)
#: A line before a block that asks to run or do something: it may mention output (``Run
#: this (it prints nothing)``, ``Format it, then you will see the changes``), the block is
#: still what to run.
_DO_WORDS = re.compile(
    r"(?i)\b(?:run|running|execute|type|enter|paste|then|next|now|first|finally|format|"
    r"install|apply|try|use|do)\b"
)


def _shows_output(text: str, pos: int, floor: int) -> bool:
    """Whether the prose line right before the fence at ``pos`` calls it output (``Output:``,
    ``It prints:``): its lines are what a program shows, not commands to run."""
    before = line_before(text, pos, floor)
    if before is None:
        return False
    line = text[before[0] : before[1]]
    return _OUTPUT_WORDS.search(line) is not None and _DO_WORDS.search(line) is None


#: A line of prose that shows a command as typed: after a shell prompt (``$ black app.py``)
#: or as an indented code block (four spaces or a tab).
_TYPED = re.compile(r"[ \t]*[$%][ \t]|(?: {4}|\t)")
#: A shell's prompt first on a line of prose: what follows it is typed into a shell.
_PROMPTED = re.compile(r"[ \t]*[$%][ \t]+")


def _prose_runs(
    text: str, start: int, stop: int, held: frozenset[str] | None = None
) -> Iterator[Run]:
    """The lines of prose between ``start`` and ``stop`` that tell the reader to run a command:
    they quote it in backquotes (:func:`~.runs.prose_instruction`), or show it indented as a
    code block, or after a prompt: there, anything but a harmless shape
    (:func:`~.runs.weighed_in_bare_block`: ``$ head -1 a.js > b.js``; ``held``: the names of
    the files the answer holds)."""
    starts: list[int] = []
    lines: list[str] = []
    pos = start
    while pos < stop:
        end, following = line_end(text, pos, stop)
        starts.append(pos)
        lines.append(text[pos:end])
        if following <= pos:
            break
        pos = following
    # Read through the one normaliser of the text after files (quote marks, list markers,
    # HTML elements): a command in a quote, a list item or ``<pre>`` is read as typed.
    cell = "python"  # how the next line of a quoted notebook cell reads
    for pos, raw, (line, read) in zip(starts, lines, prose_lines(lines), strict=True):
        if read == "notebook":  # a line of a quoted notebook cell: its escapes and magics
            escaped, cell = notebook_line(line, cell)
            if escaped:
                yield Run(pos, escaped, info="sh")
            continue
        cell = "python"
        if read == "session":  # a line of a quoted fence typed at Python's prompt
            yield Run(pos, line, info="")
            continue
        if read in ("sh", "console", ""):  # a line of a quoted fence, of <pre>
            if read != "" or weighed_in_bare_block(line, held=held):
                yield Run(pos, line, info=read or "")
            continue
        if read not in (None, "quoted"):
            continue  # a line of another quoted fence (code) or a fence left to the reader
        prompt = _PROMPTED.match(line)
        quoted = read == "quoted"
        if (
            prose_instruction(line)
            or (_TYPED.match(raw) is not None and starts_with_command(raw))
            or (prompt is not None and weighed_in_bare_block(line[prompt.end() :], held=held))
            or (quoted and weighed_listed(line, held))
        ):
            yield Run(pos, line, info="text")
        elif line.strip() and "`" not in line:
            # any other line of prose as the text after every other convention's files is
            # read (:func:`~.runs.text_between`: a line that starts with a command, the
            # command a container shows: a bold or italic line, a table's cell, quotes); a
            # line that quotes a command in backquotes without asking to run it mentions it
            # (``Never `rm app.py` by hand``)
            yield Run(pos, raw, info="text")


MARKDOWN = Convention(
    "markdown", Format.MARKDOWN, "files", _present, _first, _open_at, _read, _explain
)


def file_definitions(path: str, content: str) -> tuple[str, Definitions]:
    """The language of the file ``path`` (whose text is ``content``) and the names it
    defines: a code block without a path that defines them again (:func:`redefined_file`)
    may be a corrected version of the file. The rule that refuses a Markdown file as
    ``unlabelled-version``, for files written another way (a document, then ``Fixed
    version:`` and a block after its end marker)."""
    whole = Fence(0, 0, "```", "", 0, len(content), len(content), True)
    language = _language("", path)
    return language, _defined(content, whole, language)


def redefined_file(
    text: str, fence: Fence, files: Sequence[tuple[str, str, Definitions]]
) -> str | None:
    """The path of the first of ``files`` (``(path, language, names)``, from
    :func:`file_definitions`) whose names the code block ``fence`` of ``text`` (without a
    path) defines again, or ``None``."""
    keyed = [(i, language, names) for i, (_, language, names) in enumerate(files)]
    hit = next(_redefined_keys(text, fence, keyed), None)
    return None if hit is None else files[hit][0]


class _FileIndex:
    """The files read so far, by language and by each name and long line they define: a block
    is compared only with the files it shares one with (comparing each block with every file
    cost many blocks after many files quadratic time)."""

    def __init__(self) -> None:
        self.keys: list[int] = []
        self.names: dict[int, Definitions] = {}
        # language -> name or line -> keys (in order)
        self.by_top: dict[str, dict[str, list[int]]] = {}
        self.by_any: dict[str, dict[str, list[int]]] = {}
        self.by_line: dict[str, dict[str, list[int]]] = {}

    def add(self, key: int, language: str, names: Definitions) -> None:
        self.keys.append(key)
        self.names[key] = names
        for table, words in (
            (self.by_top, names.top),
            (self.by_any, names.top | names.members),
            (self.by_line, names.lines),
        ):
            for word in words:
                table.setdefault(language, {}).setdefault(word, []).append(key)

    def redefined_by(self, text: str, fence: Fence) -> list[int]:
        """The keys of the files whose names the block without a path ``fence`` defines
        again, in order (as :func:`_redefined_keys`)."""
        own = _language(fence.info, None)
        found: set[int] = set()
        for language in self.by_any.keys() | self.by_line.keys():
            if own and own != language:
                continue
            block = _defined(text, fence, language)
            candidates: set[int] = set()
            top_table = self.by_any if block.fragment else self.by_top
            for name in block.top | (block.members if block.fragment else frozenset()):
                candidates.update(top_table.get(language, {}).get(name, ()))
            if len(block.lines) >= 2:
                for line in block.lines:
                    candidates.update(self.by_line.get(language, {}).get(line, ()))
            found.update(key for key in candidates if block.redefined(self.names[key]))
        return sorted(found)


def _redefined_keys(
    text: str, fence: Fence, files: Sequence[tuple[int, str, Definitions]]
) -> Iterator[int]:
    """The keys of ``files`` (``(key, language, names)``) whose names the block without a
    path ``fence`` defines again, in order: the block is read in its own language and
    compared with the files in it; a block without one is read in each file's language in
    turn (once per language)."""
    language = _language(fence.info, None)
    read: dict[str, Definitions] = {}
    for key, file_language, names in files:
        if language and language != file_language:
            continue
        if file_language not in read:
            read[file_language] = _defined(text, fence, file_language)
        if read[file_language].redefined(names):
            yield key
