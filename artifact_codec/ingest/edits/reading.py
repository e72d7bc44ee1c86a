"""What the edit readers share: the lines of a region, the collector of operations, path labels.

Every edit convention module reads lines of the answer (:class:`Lines`) and hands what it read
to one :class:`EditContext`, which builds the :class:`~artifact_codec.operations.FileOperation`
objects (paths through the path policy, places as line and column of the answer) and keeps the
rule that a file with a block that could not be read gets no operation at all: a malformed,
ambiguous or cut-off block is never half-read into operations, and the other blocks of the same
file are dropped with it (applying some of a file's edits but not the others would leave a file
nobody asked for).
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from pydantic import ValidationError

from ...diagnostics import Diagnostics, Severity
from ...errors import UnsafePathError
from ...format.header import has_lone_surrogate
from ...format.paths import normalize_path
from ...operations import FileOperation, Hunk, OperationKind

__all__ = [
    "BlockRefused",
    "EditContext",
    "Lines",
    "fence_around",
    "label_path",
    "path_before",
    "prose_path",
    "unemphasized",
]


class BlockRefused(Exception):
    """Private signal of a reader: the block being read cannot be read (``code``, ``message``
    at ``pos``); caught by the same reader, which refuses the block's file."""

    def __init__(self, code: str, message: str, pos: int) -> None:
        super().__init__(message)
        self.code, self.message, self.pos = code, message, pos


class Lines:
    """The lines of ``text[start:end]``: where each starts, and its text.

    :meth:`at` gives a line without its line break and without one CR before it (the answer
    may be LF while a quoted file is CRLF: the CR is still in the :meth:`raw` text, which is
    what becomes ``old``/``new``).
    """

    __slots__ = ("_starts", "end", "text")

    def __init__(self, text: str, start: int = 0, end: int | None = None) -> None:
        self.text = text
        self.end = len(text) if end is None else end
        starts = [start]
        found = text.find("\n", start, self.end)
        while found != -1:
            starts.append(found + 1)
            found = text.find("\n", found + 1, self.end)
        if len(starts) > 1 and starts[-1] == self.end:
            starts.pop()  # the region ends with a line break: no empty line after it
        if start == self.end:
            starts.pop()  # an empty region has no line
        self._starts = starts

    def __len__(self) -> int:
        return len(self._starts)

    def start(self, index: int) -> int:
        """Where line ``index`` starts (the end of the region for ``index == len(self)``)."""
        return self._starts[index] if index < len(self._starts) else self.end

    def at(self, index: int) -> str:
        """Line ``index`` without its line break and a CR before it."""
        begin = self._starts[index]
        stop = self.start(index + 1)
        if stop > begin and self.text[stop - 1] == "\n":
            stop -= 1
        if stop > begin and self.text[stop - 1] == "\r":
            stop -= 1
        return self.text[begin:stop]

    def raw(self, first: int, stop: int) -> str:
        """Lines ``first`` to ``stop - 1`` exactly as written, line breaks included."""
        return self.text[self.start(first) : self.start(stop)]

    def index_of(self, pos: int) -> int:
        """The index of the line that holds position ``pos``."""
        return max(0, bisect.bisect_right(self._starts, pos) - 1)

    def ends_with_break(self, index: int) -> bool:
        """Whether line ``index`` has a line break (the last line of a cut-off answer may not)."""
        stop = self.start(index + 1)
        return stop > self._starts[index] and self.text[stop - 1] == "\n"


@dataclass
class EditContext:
    """Collects the operations the edit readers find in one region of an answer.

    ``default_path`` is the file a region belongs to when the region says none (the content of
    an artifact block or of a Markdown fence under a path label). ``cut_at_end`` says the
    region ends where the answer may have been cut off, so a block left open there is
    *truncated* rather than malformed. ``finish`` is what the finish reason means.
    ``whole_files`` False leaves the tool calls that create whole files out.
    """

    text: str
    notes: Diagnostics
    default_path: str | None = None
    cut_at_end: bool = True
    finish: str | None = None
    #: Whether a tool call that writes a whole file (``create``) is read: not when the answer's
    #: files convention read those calls as its files already.
    whole_files: bool = True
    operations: list[FileOperation] = field(default_factory=list)
    #: Files with a block that could not be read: path -> where it was reported.
    broken: dict[str, int] = field(default_factory=dict)
    #: Blocks found per convention (read or not): what the answer holds.
    found: Counter[str] = field(default_factory=Counter)
    #: The path and convention of each operation added or merged into the one before, in
    #: order: what each block read (a block merged into the one before adds no operation).
    touched: list[tuple[str, str]] = field(default_factory=list)

    def hunk(
        self,
        old: str,
        new: str,
        pos: int,
        *,
        anchor: str | None = None,
        line_hint: int | None = None,
        after_line: int | None = None,
        at_end: bool = False,
        rival_old: str | None = None,
    ) -> Hunk:
        """A hunk located at ``pos`` of the answer."""
        line, column = self.notes.locate(pos)
        return Hunk(
            old=old,
            new=new,
            anchor=anchor,
            line_hint=line_hint,
            after_line=after_line,
            at_end=at_end,
            rival_old=rival_old,
            line=line,
            column=column,
        )

    def add(
        self,
        convention: str,
        kind: OperationKind,
        path: str,
        pos: int,
        *,
        hunks: tuple[Hunk, ...] = (),
        content: str | None = None,
        new_path: str | None = None,
        merge: bool = False,
    ) -> None:
        """One operation read at ``pos``. With ``merge``, the hunks of an ``edit`` go into the
        operation before it when that one edits the same file in the same convention (several
        SEARCH/REPLACE blocks for one file are one ordered edit)."""
        for name in (path, new_path):
            if name is not None and self._refuse_path(convention, name, pos):
                self.broken.setdefault(_key(path), pos)
                return
        texts = [content or "", *(t for h in hunks for t in (h.old, h.new, h.anchor or ""))]
        if any(map(has_lone_surrogate, texts)):
            self.refuse(
                convention,
                path,
                "lone-surrogate",
                f"the edit of {path} holds a lone surrogate (an escape such as \\ud800 that is "
                "half of a UTF-16 pair, not a character, which no file can hold); nothing of "
                f"{path} was read. Write the characters themselves",
                pos,
            )
            return
        previous = self.operations[-1] if self.operations else None
        if (
            merge
            and kind is OperationKind.EDIT
            and previous is not None
            and previous.kind is OperationKind.EDIT
            and previous.convention == convention
            and previous.path == normalize_path(path)
        ):
            self.operations[-1] = previous.model_copy(update={"hunks": previous.hunks + hunks})
            self.touched.append((previous.path, convention))
            return
        line, column = self.notes.locate(pos)
        try:
            operation = FileOperation(
                kind=kind,
                path=path,
                new_path=new_path,
                content=content,
                hunks=hunks,
                convention=convention,
                line=line,
                column=column,
            )
        except ValidationError as error:  # pragma: no cover - the readers build valid ones
            self.refuse(convention, path, "edit-malformed", f"{error}", pos)
            return
        self.operations.append(operation)
        self.touched.append((operation.path, convention))

    def refuse(
        self,
        convention: str,
        path: str | None,
        code: str,
        message: str,
        pos: int,
        *,
        also: tuple[str, ...] = (),
    ) -> None:
        """A block that cannot be read: an error, and no operation for its file (nor for the
        files of ``also``: others the block may be for)."""
        self.notes.add(code, Severity.ERROR, message, pos)
        for name in (path, *also):
            if name is not None:
                self.broken.setdefault(_key(name), pos)

    def kept_operations(self) -> list[FileOperation]:
        """The operations read, without those of files that had a block that could not be
        read (each such file was named by an error)."""
        if not self.broken:
            return self.operations
        broken = set(self.broken)
        kept = [op for op in self.operations if _key(op.path) not in broken]
        for path in self.broken:
            dropped = sum(1 for op in self.operations if _key(op.path) == path)
            if dropped:
                self.notes.add(
                    "edit-file-dropped",
                    Severity.ERROR,
                    f"{path}: {dropped} other edit operation{'s' if dropped != 1 else ''} for "
                    "this file were read but dropped with the block that could not be read "
                    "(part of a file's edits is never applied); send every edit of "
                    f"{path} again",
                    self.broken[path],
                )
        return kept

    def _refuse_path(self, convention: str, path: str, pos: int) -> bool:
        try:
            normalize_path(path)
        except UnsafePathError as error:
            self.notes.add(
                "unsafe-path",
                Severity.ERROR,
                f"the edit of {path!r} was not read: {error.reason} [{error.rule}]; give paths "
                "relative to the project root",
                pos,
            )
            return True
        return False


def _key(path: str) -> str:
    """How two spellings of one path are compared (the path policy's normal form)."""
    try:
        return normalize_path(path)
    except UnsafePathError:
        return path


# -- path labels: the line before a block that names its file ----------------------------------

#: A fence line: Markdown's backticks or tildes, or the HTML-like fences aider uses when the
#: files themselves hold backtick fences (``<source>``, ``<code>``, ``<pre>``...).
_FENCE_LINE: Final = re.compile(
    r"[ \t]{0,3}(?:`{3,}|~{3,}|</?(?:source|code|pre|codeblock|sourcecode)>)(?P<info>.*)"
)


def _margin(lines: Lines, index: int) -> str:
    """The indentation of the block whose first line is ``index``: the margin of the
    container it stands in (a Markdown list item's content, indented four spaces)."""
    line = lines.at(index)
    return line[: len(line) - len(line.lstrip(" \t"))]


def _fence(line: str, margin: str = "") -> re.Match[str] | None:
    """A fence line of the container whose margin is ``margin`` (the indentation of the
    block it stands above: :func:`_margin`), read as CommonMark reads a list item's lines,
    without the item's indentation (``    ```json`` above a block indented four spaces is
    its fence, up to three spaces farther in); at the answer's margin a fence line."""
    if margin and line.startswith(margin):
        line = line[len(margin) :]
    return _FENCE_LINE.fullmatch(line)


#: Names without a dot that are files all the same.
_PLAIN_NAMES: Final = frozenset(
    {
        "Makefile",
        "makefile",
        "GNUmakefile",
        "Dockerfile",
        "Containerfile",
        "Procfile",
        "Gemfile",
        "Rakefile",
        "Vagrantfile",
        "Jenkinsfile",
        "LICENSE",
        "README",
        "CODEOWNERS",
    }
)
#: Lines that are markers of a block, never a path.
_MARKERS: Final = ("<<<<<<<", ">>>>>>>", "=======", "***", "@@", "--- ", "+++ ")
#: How many lines before a block may name its file (fence lines included, blank lines not).
LOOKBACK: Final = 3
#: Blank lines, at most, among the labels and fence lines before a block.
_LABEL_BLANKS: Final = 2


#: Characters of markup (quotes, brackets, tags, backticks, a ':line' suffix), never a path's.
_MARKUP: Final = re.compile(r"[`\"'<>()\[\]{}*]|:\d")


def label_path(line: str) -> str | None:
    """The path a label line names (``app.py``, ``### app.py``, ``**app.py**``, `` `app.py` ``,
    ``app.py:``), or None when the line is no path: a path has no white space and has a dot or
    a slash (or is a well-known plain name such as ``Makefile``), so prose is never a path."""
    label = line.strip()
    if not label or label == "..." or label.startswith(_MARKERS):
        return None
    # The Markdown convention's label rules first (markup around the path, a note after it);
    # the plainer rule below only adds bare names (README) and never returns markup. (Imported
    # here: the conventions package imports this one, and labels.py is a leaf of it.)
    from ..conventions.labels import path_from_label

    named = path_from_label(label)
    if named is not None:
        # (emphasis with underscores, "_app.py_", is markup those rules keep)
        return None if len(named) > 2 and named[0] == named[-1] == "_" else named
    label = label.rstrip(":").lstrip("#").strip().strip("`").strip("*").strip("`").strip()
    if label.lower().startswith(("file:", "path:")):
        label = label[5:].strip().strip("`").strip("*").strip()
    if not label or any(char.isspace() for char in label):
        return None
    emphasis = len(label) > 2 and label[0] == label[-1] == "_"  # _path_: markup too
    if label.endswith(".") and _ABBREVIATION.fullmatch(label[:-1]):
        return None  # "e.g.:", "i.e.:" alone on a line introduce what follows; no file
    if (
        _MARKUP.search(label) is None
        and not emphasis
        and ("." in label.strip(".") or "/" in label or label in _PLAIN_NAMES)
    ):
        return label
    return None


def path_before(lines: Lines, index: int, floor: int) -> tuple[str, int] | None:
    """The path named just before line ``index`` (not before line ``floor``), and where:
    the line before it, or, through fence lines (```` ```python ````, ``<source>``), the line
    before the fence. A fence line that holds a path (```` ```app.py ````) names it."""
    named = paths_before(lines, index, floor)
    return named[0] if named else None


def paths_before(lines: Lines, index: int, floor: int) -> list[tuple[str, int]]:
    """Every path named just before line ``index`` (not before line ``floor``), nearest
    first, and where: the line before it; through fence lines, a path on a fence line
    (```` ```app.py ````, ```` ```python app.py ````) and the label before the fence; and,
    when the line before it is a label right inside a fence (aider's "fenced" variant, or a
    ``# app.py`` comment), the fence's path and the label before that fence too. Blank lines
    may stand between any of them (at most :data:`_LABEL_BLANKS`). One block under two labels
    naming two files has two readings (:func:`path_before` takes the nearest)."""
    margin = _margin(lines, index)
    candidates: list[tuple[str, int]] = []
    at = index - 1
    looked = blanks = 0  # lines with text looked at, blank lines passed
    inside = False  # a label was found right inside a fence: look on through that fence
    bare = False  # a label line was found (not inside a fence): one more may stand above it
    while at >= floor and looked < LOOKBACK:
        line = lines.at(at)
        if not line.strip():  # a blank line between a label and its fence
            blanks += 1
            if blanks > _LABEL_BLANKS:
                break
            at -= 1
            continue
        looked += 1
        fence = _fence(line, margin)
        if fence is not None:
            named = fence_info_path(fence.group("info"))
            if named is not None:
                candidates.append((named, lines.start(at)))
            at -= 1
            inside = bare = False
            continue
        if inside:
            break
        named = label_path(line)
        if named is not None:
            candidates.append((named, lines.start(at)))
            if bare:
                break  # the second of two label lines: as far as labels go
            if len(candidates) == 1:
                above = at - 1
                while above >= floor and not lines.at(above).strip() and above > at - 3:
                    above -= 1
                if above >= floor and _fence(lines.at(above), margin) is not None:
                    inside = True
                    blanks += at - 1 - above
                    at = above
                    continue
            # A label line right above this one (blank lines between) names a file too:
            # "other.py" over "app.py" are two readings of the block.
            bare = True
            at -= 1
            continue
        break
    return candidates


#: What a fence's info string holds around a path: quotes, braces, commas, ``key=``.
_INFO_MARKUP: Final = re.compile(r"[\"'{},]|\b[\w.-]+=")


def fence_info_path(info: str) -> str | None:
    """The path a fence's info string names, in any of its layouts (```` ```app.py ````,
    ```` ```python app.py ````, ``title=app.py``, ``title="app.py"``, ``{file=app.py}``), or
    None: the info string is read with its quotes, braces and ``key=`` taken off, and its
    first word that is a path (:func:`label_path`) is the name."""
    for word in _INFO_MARKUP.sub(" ", info).split():
        named = label_path(word)
        if named is not None:
            return named
    return None


def same_file(first: str, second: str) -> bool:
    """Whether two spellings name one file: the path policy's normal form (``./app.py`` is
    ``app.py``), compared case-sensitively (``App.py`` and ``app.py`` are two files on a
    case-sensitive file system; a reader does not know which files exist)."""
    return _key(first) == _key(second)


def refuse_unclear_block(
    context: EditContext,
    convention: str,
    paths: Sequence[str],
    what: str,
    lines: Lines,
    index: int,
    floor: int,
) -> bool:
    """Refuse (and say so) the block of ``convention`` whose first line is ``index`` and that
    edits ``paths`` when the lines before it give it a second reading: a label naming a file
    that is none of them (``conflicting-path``) or prose introducing an example of the format
    (``edit-example``, :func:`example_intro`). ``what`` names the block in the message. Every
    edit reader asks this, so the readers agree; True when refused."""
    if not paths:
        return False
    path, *rest = paths
    named = paths_before(lines, index, floor)
    others = sorted(
        {other for other, _ in named if not any(same_file(other, mine) for mine in paths)}
    )
    pos = lines.start(index)
    edited = ", ".join(paths)
    if others:
        context.refuse(
            convention,
            path,
            "conflicting-path",
            f"{what} edits {edited} but stands under a label naming {', '.join(others)}: "
            "which file it edits is not clear; nothing of it was read. Name each block's file "
            "once (alone on the line before its opening fence, or in the block itself)",
            pos,
            also=(*rest, *others),
        )
        return True
    intro = example_intro(lines, index, floor)
    if intro is not None:
        context.refuse(
            convention,
            path,
            "edit-example",
            f"{what} after the line {intro[:80]!r} may be an example of the format (no edit) "
            f"or an edit of {edited}: which is meant is not clear, so nothing of {edited} was "
            "read. Send only the edits to make, without examples",
            pos,
            also=tuple(rest),
        )
        return True
    return False


def fence_around(lines: Lines, index: int, floor: int, end: int) -> bool:
    """Whether the block whose first line is ``index`` and whose last is ``end`` stands alone
    in a fence: a fence line opens among the :data:`LOOKBACK` lines before it (not before line
    ``floor``; blank lines and a path label may stand between), and the line after ``end`` is
    a fence line with no info string (one that closes)."""
    after = end + 1
    if after >= len(lines):
        return False
    closing = _FENCE_LINE.fullmatch(lines.at(after))
    if closing is None or closing.group("info").strip():
        return False
    return any(
        _FENCE_LINE.fullmatch(lines.at(at)) is not None
        for at in range(max(floor, index - LOOKBACK), index)
    )


#: A word of prose that names a file: folders and a name with an extension that starts with a
#: letter ("b.py", "src/app.ts"), so "e.g." and "v1.2" are not.
_PROSE_PATH: Final = re.compile(r"[\w\-./@+~]*\w\.[A-Za-z][A-Za-z0-9]{0,11}")
#: Abbreviations written with dots ("e.g.", "i.e.", "a.k.a.").
_ABBREVIATION: Final = re.compile(r"[A-Za-z](?:\.[A-Za-z])+")


def prose_path(lines: Lines, index: int, floor: int) -> tuple[str, str] | None:
    """A path that the line of prose just before line ``index`` names (through blank and
    fence lines, not before ``floor``) and that line: "Now in b.py:" is no label, but it
    says which file the block after it is for. None when that line names no file or is a
    label (:func:`path_before` reads those)."""
    margin = _margin(lines, index)
    at = index - 1
    while at >= max(floor, index - LOOKBACK):
        line = lines.at(at)
        if not line.strip() or _fence(line, margin):
            at -= 1
            continue
        if label_path(line) is not None or len(line) > 400:
            return None
        for word in line.split():
            word = word.strip("`*\"'()[]{}<>,;:!?").rstrip(".")
            if _PROSE_PATH.fullmatch(word) and not _ABBREVIATION.fullmatch(word):
                return word, line.strip()
        return None
    return None


#: The words that say "example" or "for example", one row a language (the table is the whole
#: list: a language is added as a row). Each entry is a regular expression for a whole word
#: (``\w*`` where the language makes longer words of it: "Codebeispiel", "bijvoorbeeld",
#: "например", "exemplet"); the last row's scripts write no spaces, so its words are matched
#: anywhere. "e.g." is in no row: "And the same file, e.g. the constant:" introduces the next
#: edit.
EXAMPLE_WORDS: Final = (
    ("English", r"examples?|for instance|such as|illustrat\w*|samples?"),
    ("French", r"exemples?"),
    ("Portuguese", r"exemplos?"),
    ("Spanish", r"ejemplos?"),
    ("Italian", r"esempi[oi]"),
    ("German", r"\w*beispiel\w*"),
    ("Dutch", r"\w*voorbeeld\w*"),
    ("Swedish", r"exempel\w*"),
    ("Danish and Norwegian", r"eksempel\w*"),
    ("Finnish", r"esimerk\w*"),
    ("Polish", r"przyk\w*"),
    ("Czech", r"p[řr]íklad\w*"),
    ("Russian", r"\w*пример\w*"),
    ("Ukrainian", r"\w*приклад\w*"),
    ("Turkish", r"örne[kğ]\w*"),
    ("Chinese, Japanese, Korean", None),
)
#: The words of the last row: "例" (例如, 举例, 例えば), "比如"/"譬如", "예시"/"예를".
_EXAMPLE_WORDS_UNSPACED: Final = r"例|比如|譬如|예시|예를"
_EXAMPLE_WORD: Final = re.compile(
    r"\b(?:" + "|".join(words for _, words in EXAMPLE_WORDS if words) + r")\b"
    r"|" + _EXAMPLE_WORDS_UNSPACED,
    re.IGNORECASE,
)
#: Prose that speaks of the block hypothetically, as of the format rather than of this edit:
#: "Blocks look like this", "a SEARCH/REPLACE block looks like", "what such a block looks
#: like" (not "The edit looks like this:", which introduces the edit itself), "suppose you
#: ..." (not "I suppose"), "you would write", "hypothetical", "imagine that".
_HYPOTHETICAL: Final = re.compile(
    r"\b(?:blocks|edits|diffs|patches|formats?|syntax|shape)\b.*\blooks? like\b"
    r"|\b(?:such\s+an?|an?|any|each|every)\s+(?:[\w/-]+\s+){0,2}?"
    r"(?:blocks?|edits?|diffs?|patch(?:es)?|changes?)\s+(?:would\s+|will\s+|should\s+)?"
    r"looks?\s+like\b"
    r"|\bsuch\s+an?\s+(?:[\w/-]+\s+)?(?:blocks?|edits?|diffs?|patch)\b"
    r"|(?<!I )\bsuppose\s+(?:you|we|that|the|a|an)\b|\bimagine\s+(?:you|we|that)\b"
    r"|\b(?:you|one|we)\s+would\s+(?:write|send|reply|answer|respond|output|produce)\b"
    r"|\bhypothetical\w*",
    re.IGNORECASE,
)
#: "Fix the example in the docstring:": an example that stands in the code and that the edit
#: changes (a verb of editing before it), not an example of the format.
_EXAMPLE_EDITED: Final = re.compile(
    r"\b(?:fix|updat|chang|correct|adjust|repair|edit|modif|rewrit|replac|remov|delet|add"
    r"|renam|extend|clean|improv)\w*\s+(?:the|this|that|these|those|its|an?)\s+"
    r"(?:\w+\s+)?examples?\b",
    re.IGNORECASE,
)
#: A parenthesized aside that gives an example of a value ("(for example 42)", "(e.g. 30s)"):
#: the example is the value, not the block. "(example only, do not apply it)" stays.
_VALUE_ASIDE: Final = re.compile(
    r"\(\s*(?:for example|for instance|such as|e\.g\.|i\.e\.)[^()]*\)", re.IGNORECASE
)
#: "for example", "for instance", "such as" inside a sentence (after a word, not after the
#: end of a sentence) and followed by the case they give ("crashes, for example when the
#: file is blank", "values such as 2", "works for instance methods"): an example of a value
#: or a case in prose that describes the code, not an intro of the block (which ends at the
#: phrase, "..., for example:", or goes on to point at it, "such as this one:").
_INLINE_EXAMPLE: Final = re.compile(
    r"(?<=[^\s.!?:])\s+(?:for example|for instance|such as)\s+"
    r"(?!(?:this|these|that|those|the following|below|here)\b)[^\s:,.;]+",
    re.IGNORECASE,
)
#: An example that belongs to something named before it ("the docstring's example", "the
#: README's sample"): one in the code the edit is about, not an example of the format.
#: ("here's", "that's", "it's" are a verb: "Here's an example:" introduces one.)
_OWNED_EXAMPLE: Final = re.compile(
    r"\b(?!(?:here|there|that|it|what|let|this|where|who)['\u2019]s)\w+['\u2019]s\s+"
    r"(?:\w+\s+)?(?:examples?|samples?)\b",
    re.IGNORECASE,
)
#: "sample" as a modifier of a word that is no block ("sample rate", "sample size"): a word of
#: the code's domain, not a sample of the format.
_SAMPLE_MODIFIER: Final = re.compile(
    r"\bsamples?\s+(?!(?:of|block|blocks|edit|edits|diff|patch|change|code|snippet|only|below"
    r"|above|here|showing|shows|output|answer|reply|response|call)\b)[a-z]\w*",
    re.IGNORECASE,
)
#: Markup around the words of an intro: HTML tags, and code spans' backticks (a code span of
#: one plain word is a word of the line; any other code span is code and is dropped).
_HTML_TAG: Final = re.compile(r"</?[A-Za-z][\w-]*(?:\s[^<>]*)?/?>")
_WORD_SPAN: Final = re.compile(r"`([A-Za-z]+)`")
_CODE_SPAN: Final = re.compile(r"`[^`]*`")
#: Characters no line of prose holds once its markup is off: it is a line of data.
_DATA_CHARS: Final = re.compile(r"[\"={};]")
#: Lines of a diff's header that stand between its prose and its first line.
_DIFF_HEADER: Final = re.compile(r"Index:\s|={3,}[ \t]*$|diff --git |\*\*\* Begin Patch")


#: How many lines before a block its introducing prose may stand (a label, a fence line and
#: blank lines between), and how many lines of that paragraph are read, at most (a paragraph
#: is read whole up to this bound, which keeps the reading linear).
_INTRO_LOOKBACK: Final = 6
_INTRO_LINES: Final = 12


def intro_prose(line: str) -> str | None:
    """A line above a block as prose, with its markup taken off (HTML tags, brackets, emphasis,
    code spans), or None when it is a line of data or markup without words (``{"a": 1}``,
    ``<div class="x">``, ``[1, 2]``): every intro is read through this one normaliser."""
    text = line.strip()
    if text[:1] == "{":
        return None
    prose = _HTML_TAG.sub(" ", text)
    prose = _CODE_SPAN.sub(" ", _WORD_SPAN.sub(r"\1", prose))
    prose = prose.replace("[", " ").replace("]", " ").replace("*", " ")
    if text[:1] in ("[", "<") and (
        not any(char.isalpha() for char in prose) or _DATA_CHARS.search(prose) is not None
    ):
        return None
    return " ".join(prose.split())


#: An intro that disowns the block: a negation of applying it ("Don't apply this one:", "do
#: not paste"), or "not a real edit", "fake edit".
_DISOWNED: Final = re.compile(
    r"\b(?:don['\u2019]t|do\s+not|never|shouldn['\u2019]t|should\s+not)\s+"
    r"(?:apply|paste|commit|copy)\b"
    r"|\bnot\s+(?:an?\s+|the\s+)?(?:real|actual)\s+(?:edits?|changes?|diffs?|patch|fix)\b"
    r"|\b(?:fake|dummy|made-up)\s+(?:edits?|changes?|diffs?|patch|fix)\b",
    re.IGNORECASE,
)
#: The format restated in the instructions' shape without the word "example": "Each edit is
#: written as:", "Your answer should look like:", "Using the format below:", "Reminder of the
#: edit format:", "A demo of the format:" (what a block of the format is, not which edit
#: this one makes; "using the SEARCH/REPLACE block format. Here's the change:" names the
#: format of the edit itself).
_FORMAT_RESTATED: Final = re.compile(
    r"\b(?:is|are)\s+written\s+(?:as|like)\b"
    r"|\b(?:answer|reply|response|output|edits?|blocks?|diffs?|patch(?:es)?)\s+"
    r"(?:should|must|would|will)\s+look\s+like\b"
    r"|\b(?:reminder|recap|summary)\s+of\s+the\s+(?:[\w/-]+\s+)?format\b"
    # a demo of the format itself ("First, a demo of the edit format:"): the same shape as
    # a real two-file answer ("Next:" above the other file), so only the words tell it
    r"|\bdemo(?:nstration)?\s+of\s+(?:the|this|our)\s+(?:[\w/-]+\s+){0,2}"
    r"(?:format|syntax|convention)\b"
    r"|\bformat\s+(?:below|above|is|looks)\b",
    re.IGNORECASE,
)
#: "E.g.:" alone on its line: "for example" introducing the block, or the edit itself ("e.g."
#: inside a sentence introduces a case of the prose, see :data:`EXAMPLE_WORDS`): an intro
#: the library does not read (:func:`_unread_line`), weighed where the block stands.
_EG_ALONE: Final = re.compile(r"e\.\s?g\.?\s*[:,]?", re.IGNORECASE)


def _names_example(prose: str, *, said: bool = False) -> bool:
    """Whether a line of prose (:func:`intro_prose`) says "example" (a word of
    :data:`EXAMPLE_WORDS`, outside file names, value asides and an example the edit changes),
    speaks of the block hypothetically (:data:`_HYPOTHETICAL`), disowns it
    (:data:`_DISOWNED`) or restates the format (:data:`_FORMAT_RESTATED`). With ``said``,
    only the first two: a paragraph farther up says an example follows only in those words
    ("The LLM did not conform to the edit format." there speaks of an earlier answer)."""
    prose = _PROSE_PATH.sub(" ", prose)
    prose = _EXAMPLE_EDITED.sub(" ", _VALUE_ASIDE.sub(" ", prose))
    prose = _INLINE_EXAMPLE.sub(" ", _OWNED_EXAMPLE.sub(" ", prose))
    prose = _SAMPLE_MODIFIER.sub(" ", prose)
    if _EXAMPLE_WORD.search(prose) is not None or _HYPOTHETICAL.search(prose) is not None:
        return True
    return not said and (
        _DISOWNED.search(prose) is not None or _FORMAT_RESTATED.search(prose) is not None
    )


#: The words that speak of the edit format itself: an "example" that says them one paragraph
#: (or more) above a block is an example of the format, which the block may be.
_FORMAT_WORDS: Final = re.compile(
    r"\b(?:format|syntax|convention|SEARCH|REPLACE|diff|patch|edit\s+blocks?)\b", re.IGNORECASE
)
#: How many lines above the block's own paragraph (back to the block before it) are read for an
#: example of the format announced there.
_FAR_LINES: Final = 40
#: An intro that says the block after it is the real edit ("Now the actual change:", "The
#: real fix:", "for real"): the blocks before it were shown, not meant.
_REAL_EDIT: Final = re.compile(
    r"\b(?:actual|real)\s+(?:changes?|edits?|fix(?:es)?|diffs?|patch(?:es)?|code)\b"
    # ("the actual update", "the real one", "the real thing": whatever noun follows, the
    # words set what comes next apart from what came before; a false reading refuses only)
    r"|\bthe\s+(?:actual|real)\s+[^\W\d_]+"
    r"|\bfor\s+real\b",
    re.IGNORECASE,
)


def says_real_edit(lines: Lines, index: int, floor: int) -> bool:
    """Whether the paragraph right above the block whose first line is ``index`` says the
    block is the real edit (:data:`_REAL_EDIT`): what came before it was an example."""
    return _intro_saying(lines, index, floor, _REAL_EDIT.search) is not None


#: The words that name the edit format itself (not a block of it: "diff", "patch", "SEARCH"
#: name the block an ordinary intro gives, "Here's the diff:").
_FORMAT_ITSELF: Final = re.compile(r"\b(?:format|syntax|convention)\b", re.IGNORECASE)


def shows_format(lines: Lines, index: int, floor: int, names: frozenset[str]) -> str | None:
    """The line of the paragraph right above the block whose first line is ``index`` that
    speaks of the edit format itself (:data:`_FORMAT_ITSELF`, outside file names and the
    names the block holds, ``names``: "Change format in keyword.py:" may name its code):
    such an intro presents how blocks are written, whatever file it names ("First, a quick
    demo of the edit format on `keyword.py`:", "To show the format, here is keyword.py:").
    The caller weighs it only before a block introduced as the real edit. Else None."""

    def speaks(line: str) -> bool:
        prose = intro_prose(line)
        if not prose:
            return False
        found = _FORMAT_ITSELF.findall(_PROSE_PATH.sub(" ", prose))
        return any(word.lower() not in names for word in found)

    return _intro_saying(lines, index, floor, speaks)


def _intro_saying(
    lines: Lines, index: int, floor: int, says: Callable[[str], object]
) -> str | None:
    """The first line (last first) of the paragraph right above the block whose first line is
    ``index`` (through blank, fence, label and diff header lines; up to :data:`_INTRO_LINES`
    lines, not before ``floor``) for which ``says`` is true, stripped; else None."""
    margin = _margin(lines, index)
    at = index - 1
    low = max(floor, index - _INTRO_LOOKBACK)
    while at >= low and _header_line(lines.at(at), margin):
        at -= 1
    read = 0
    while at >= max(floor, 0) and at >= low - _INTRO_LINES and read < _INTRO_LINES:
        line = lines.at(at)
        if not line.strip() or _fence(line, margin):
            break
        if len(line) <= 400 and says(line):
            return line.strip()
        read += 1
        at -= 1
    return None


def unemphasized(line: str) -> str:
    """A line without white space around it and without one pair of Markdown emphasis marks
    around the whole (``**Index: app.py**`` is ``Index: app.py``)."""
    text = line.strip()
    for mark in ("**", "__", "*", "_"):
        if len(text) > 2 * len(mark) and text.startswith(mark) and text.endswith(mark):
            return text[len(mark) : -len(mark)].strip()
    return text


def _header_line(line: str, margin: str = "") -> bool:
    """Whether a line stands between a block and its prose: blank, a fence (at ``margin``,
    see :func:`_fence`), a label, a line of a diff's header (``Index:`` in bold too)."""
    return (
        not line.strip()
        or _fence(line, margin) is not None
        or label_path(line) is not None
        or _DIFF_HEADER.match(unemphasized(line)) is not None
    )


def example_intro(lines: Lines, index: int, floor: int) -> str | None:
    """The line of the prose just before line ``index`` (through blank, fence, label and diff
    header lines, not before ``floor``; the whole paragraph, up to :data:`_INTRO_LINES`
    lines, each read through :func:`intro_prose`) that introduces an example of the format:
    it says "example" in a language of :data:`EXAMPLE_WORDS` ("Here is an example:", "For
    instance", "Zum Beispiel:", "例如"), speaks of the block hypothetically ("Blocks look
    like this", "Suppose you ...", "You would write:"), disowns it or restates the format
    (:func:`_names_example`); or a line farther up, back to ``floor`` (at most
    :data:`_FAR_LINES` lines), that says "example" of the format ("Here's an example of the
    format." one paragraph up); else None. The block after it has two readings: an example
    (no edit), or an edit of the file it names."""
    margin = _margin(lines, index)
    at = index - 1
    low = max(floor, index - _INTRO_LOOKBACK)
    while at >= low:
        if _header_line(lines.at(at), margin):
            at -= 1
            continue
        break
    else:
        return None
    read = 0
    while at >= floor and read < _INTRO_LINES:
        line = lines.at(at)
        if not line.strip() or _fence(line, margin) or label_path(line) is not None:
            break
        prose = intro_prose(line) if len(line) <= 400 else ""
        if prose is None:
            break  # a line of data or markup, no prose: the paragraph ends
        if _names_example(prose):
            return line.strip()
        read += 1
        at -= 1
    # The paragraphs above it, back to the block before (``floor``): an example of the format
    # announced there ("Here's an example of the format." then "It has a SEARCH part:").
    stop = max(floor, at - _FAR_LINES)
    while at >= stop:
        line = lines.at(at)
        at -= 1
        if not line.strip() or len(line) > 400 or _fence(line, margin):
            continue
        prose = intro_prose(line)
        if prose and _FORMAT_WORDS.search(prose) and _names_example(prose, said=True):
            return line.strip()
    return None


#: The tail of a contraction (``here's``, ``we'll``; the typographic apostrophe too).
_CONTRACTION = re.compile(r"['\u2019](?:s|re|ll|ve|d)$")
#: The words of ordinary intro lines that are no closed-class word and have no English ending
#: ("Tests:", "The fix:", "Step 2:", "Add logging:"): the vocabulary of what an answer does to
#: code. A line is read as English by :func:`_english_word`; this list only adds the short
#: words no ending marks, and a word missing from it costs a refusal (a line of one to three
#: words not read as English, above a block in the places :func:`unread_intro`'s caller
#: weighs), never a wrong file.
_PLAIN_INTRO_WORDS: Final = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "also",
        "then",
        "next",
        "now",
        "finally",
        "start",  # "Start here:" (a word of sequence, as "first" and "next": fix-apply22)
        "first",
        "second",
        "third",
        "last",
        "step",
        "part",
        "here",
        "is",
        "are",
        "it",
        "this",
        "that",
        "these",
        "its",
        "my",
        "our",
        "your",
        "fix",
        "fixes",
        "fixed",
        "bug",
        "change",
        "changes",
        "changed",
        "update",
        "updates",
        "updated",
        "edit",
        "edits",
        "patch",
        "diff",
        "new",
        "code",
        "real",
        "actual",
        "main",
        "test",
        "tests",
        "unit",
        "docs",
        "doc",
        "documentation",
        "readme",
        "config",
        "configuration",
        "settings",
        "file",
        "files",
        "module",
        "modules",
        "helper",
        "helpers",
        "same",
        "other",
        "another",
        "one",
        "two",
        "three",
        "more",
        "rest",
        "remaining",
        "final",
        "version",
        "result",
        "solution",
        "implementation",
        "refactor",
        "refactored",
        "cleanup",
        "types",
        "typing",
        "imports",
        "import",
        "style",
        "lint",
        "setup",
        "build",
        "ci",
        "changelog",
        "migration",
        "schema",
        "model",
        "models",
        "view",
        "views",
        "api",
        "cli",
        "server",
        "client",
        "frontend",
        "backend",
        "ui",
        "css",
        "html",
        "script",
        "scripts",
        "for",
        "in",
        "to",
        "of",
        "with",
        "on",
        "done",
        "ok",
        "okay",
        "sure",
        "below",
        "above",
        "following",
        "error",
        "errors",
        "add",
        "remove",
        "rename",
        "replace",
        "use",
        "move",
        "delete",
        "insert",
        "create",
        "call",
        "return",
        "handle",
        "keep",
        "make",
        "set",
        "get",
        "check",
        "run",
        "write",
        "read",
        "wrap",
        "log",
        "bump",
    ]
)
#: The closed classes of English: articles, pronouns, prepositions, conjunctions, auxiliaries
#: (with their contractions) and the adverbs that join sentences. A closed class is finite (no
#: domain adds words to it, unlike nouns and verbs), so a line is read as English by them
#: without a dictionary: English prose of four words or more holds some; a line in another
#: language (Vietnamese, Indonesian, Romanian...) holds none or few. ("like" is left out:
#: "Like this:" shows a manner, an example as often as the edit.)
_ENGLISH_FUNCTION_WORDS: Final = frozenset(
    [
        "a",
        "an",
        "the",
        "this",
        "that",
        "these",
        "those",
        "some",
        "any",
        "each",
        "every",
        "all",
        "both",
        "no",
        "none",
        "other",
        "such",
        "i",
        "me",
        "my",
        "mine",
        "we",
        "us",
        "our",
        "you",
        "your",
        "he",
        "him",
        "his",
        "she",
        "her",
        "it",
        "its",
        "they",
        "them",
        "their",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "where",
        "when",
        "why",
        "how",
        "here",
        "there",
        "of",
        "in",
        "on",
        "at",
        "to",
        "for",
        "from",
        "by",
        "with",
        "without",
        "within",
        "into",
        "onto",
        "upon",
        "about",
        "above",
        "below",
        "over",
        "under",
        "after",
        "before",
        "between",
        "through",
        "during",
        "since",
        "until",
        "till",
        "against",
        "among",
        "around",
        "across",
        "along",
        "behind",
        "beside",
        "besides",
        "beyond",
        "near",
        "off",
        "out",
        "up",
        "down",
        "via",
        "per",
        "than",
        "as",
        "and",
        "or",
        "but",
        "nor",
        "so",
        "yet",
        "if",
        "then",
        "else",
        "because",
        "although",
        "though",
        "while",
        "whereas",
        "unless",
        "whether",
        "once",
        "also",
        "too",
        "not",
        "only",
        "just",
        "even",
        "still",
        "already",
        "again",
        "instead",
        "otherwise",
        "however",
        "therefore",
        "thus",
        "hence",
        "likewise",
        "similarly",
        "additionally",
        "moreover",
        "furthermore",
        "finally",
        "next",
        "now",
        "first",
        "last",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "done",
        "have",
        "has",
        "had",
        "having",
        "can",
        "could",
        "will",
        "would",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "need",
        "let",
        "please",
        "don't",
        "doesn't",
        "didn't",
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "can't",
        "won't",
        "shouldn't",
        "wouldn't",
        "couldn't",
        "mustn't",
        "haven't",
        "hasn't",
        "let's",
    ]
)
#: The words read as English by themselves.
_KNOWN_WORDS: Final = _PLAIN_INTRO_WORDS | _ENGLISH_FUNCTION_WORDS
#: Words after which an English verb stands ("Don't forget:", "Let's rename:", "to handle"):
#: that verb is read as English too.
_VERB_TAKERS: Final = frozenset(
    [
        "to",
        "don't",
        "do",
        "please",
        "let's",
        "can",
        "will",
        "should",
        "must",
        "we'll",
        "i'll",
        "you'll",
        "need",
    ]
)
#: English derivational and inflectional endings ("Usage", "Logging", "Similarly",
#: "Constants", "Validation"), on a stem of ASCII letters. (No "-er"/"-or": "Primer" is
#: "example" in Slovene and Serbian.)
_ENGLISH_ENDING: Final = re.compile(
    r"[a-z]{2,}(?:ly|ings?|ed|tions?|sions?|ments?|ness|ages?|ity|ities|ances?|ences?|ants?"
    r"|ents?|ous|ives?|ful|less|ables?|ibles?|i[sz](?:e|es|ed|ing)|if(?:y|ies|ied))"
)
#: A word of prose: letters, with an apostrophe inside (a hyphen parts two words).
_PROSE_WORD: Final = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")
#: A token of code or a name, not a word of prose: digits, underscores, dots, slashes, a
#: capital inside (``camelCase``).
_CODE_TOKEN: Final = re.compile(r"(?:[\d_./\\=<>()\[\]{}]|[a-z][A-Z])")


def _english_word(word: str, previous: str) -> bool:
    """Whether a word (lower case) of prose is read as English: a closed-class word, a word of
    an ordinary intro (:data:`_PLAIN_INTRO_WORDS`), two of those written as one ("bugfix"),
    a word with an English ending, or the verb after an auxiliary ("Don't forget")."""
    if not word.isascii():
        return False
    if word in _ENGLISH_FUNCTION_WORDS or previous in _VERB_TAKERS:
        return True
    stem = _CONTRACTION.sub("", word)
    known = _KNOWN_WORDS
    if stem in known or (stem.endswith("s") and stem[:-1] in known):  # "needs", "fixes"
        return True
    if _ENGLISH_ENDING.fullmatch(stem):
        return True
    return any(
        stem[:cut] in _PLAIN_INTRO_WORDS and stem[cut:] in _PLAIN_INTRO_WORDS
        for cut in range(2, len(stem) - 1)
    )


def _foreign_word(word: str) -> bool:
    """Whether a word no English list knows is surely of another language: written in letters
    outside ASCII, unless it is a loanword's shape English writes too (a word of four letters
    or more whose only letters outside ASCII are Latin-1's accented ones: "café", "naïve",
    "résumé", "voilà"; read as unknown, as an ASCII word is). Vietnamese ("ví", "dụ", "sửa"),
    Polish ("przykład"), Cyrillic or CJK words are foreign."""
    if word.isascii():
        return False
    return len(word) < 4 or any(
        not ("\u00c0" <= char <= "\u00ff") for char in word if not char.isascii()
    )


def _unread_line(prose: str, names: frozenset[str] = frozenset()) -> str | None:
    """How far a text of prose (:func:`intro_prose`; a line, or a hard-wrapped sentence
    joined) is from one the library reads as English, or None when it reads it (or the text
    holds no word of prose: file names, code, one-letter names are no words).

    English by a measure of the whole: every word English, or an English closed-class word
    and more than half of the words English (:func:`_english_word`). Otherwise
    ``"foreign"`` when a word it cannot read is surely of another language
    (:func:`_foreign_word`: "Ví dụ", "Đây là một ví dụ:") or when no word is English ("Ini
    adalah contoh sederhana:"); else ``"unknown"``: words the library cannot read in ASCII
    (or an accented loanword) beside some English ones ("Contoh:", "Typo:", "Café support:",
    "Dit is hoe een wijziging eruitziet:", whose "is" and "-ing" are a third of it): English
    nouns and words of other languages look alike to it. The words of ``names`` (the names
    the block itself holds, :func:`block_words`) are read as English words: "Refactor
    iskeyword:" names the code it edits."""
    if _EG_ALONE.fullmatch(prose) is not None:
        return "unknown"
    words: list[str] = []
    for token in prose.split():
        token = token.strip(".,:;!?\"'«»()[]{}*#>|~\u2014\u2013-\uff1a")
        if not token or _PROSE_PATH.fullmatch(token) or _CODE_TOKEN.search(token):
            continue
        words.extend(
            w.lower().replace("\u2019", "'")
            for w in _PROSE_WORD.findall(token)
            if len(w) > 1 or not w.isascii() or w in ("a", "A", "I")
        )
    if not words:
        return None
    english = [
        w in names or _english_word(w, words[k - 1] if k else "") for k, w in enumerate(words)
    ]
    if all(english):
        return None
    known = sum(english)
    # A word read as English by its ending alone ("comment", "changement", "wijziging": French
    # and Dutch share them) weighs half in the measure of the whole.
    weight = sum(
        1.0
        if not _ENGLISH_ENDING.fullmatch(_CONTRACTION.sub("", w)) or w in _KNOWN_WORDS or w in names
        else 0.5
        for w, read in zip(words, english, strict=True)
        if read
    )
    function = sum(1 for w in words if w in _ENGLISH_FUNCTION_WORDS)
    if function and 2 * weight > len(words):
        return None
    unread = [w for w, read in zip(words, english, strict=True) if not read]
    if any(map(_foreign_word, unread)) or (known == 0 and len(words) > 3):
        return "foreign"
    return "unknown"


def _hidden_example(prose: str) -> bool:
    """Whether a line of prose says "example" (:data:`EXAMPLE_WORDS`) where only the filters
    that read it as an example in the code took the word off (:data:`_OWNED_EXAMPLE` "the
    tool's example", :data:`_SAMPLE_MODIFIER` "a sample SEARCH/REPLACE block",
    :data:`_INLINE_EXAMPLE` "for example like this"): a guess about the word, not a reading
    of the block."""
    kept = _EXAMPLE_EDITED.sub(" ", _VALUE_ASIDE.sub(" ", _PROSE_PATH.sub(" ", prose)))
    return _EXAMPLE_WORD.search(kept) is not None and not _names_example(prose)


def unread_intro(
    lines: Lines, index: int, floor: int, known: frozenset[str] = frozenset()
) -> tuple[str, bool] | None:
    """A sentence of the paragraph right above the block whose first line is ``index``
    (through blank, fence, label and diff header lines, not before ``floor``; up to
    :data:`_INTRO_LINES` lines; a line that ends no sentence is joined to the next, so
    hard-wrapped prose is weighed whole) that the library cannot read as an ordinary intro,
    and whether it is surely none (True) or only unknown to it (False): a sentence in a
    language it does not read (:func:`_unread_line`: "Ví dụ", "### Ví dụ", "Đây là một ví
    dụ:", surely none; "Contoh:", "Typo:", unknown), or a line whose word "example" a filter
    guessed to be about the code (:func:`_hidden_example`, surely none). Else None. Such a
    line may name the block an instance of the format (no edit): the caller weighs where the
    block stands (see :func:`~artifact_codec.ingest.edits.read_edits`). ``known``: the names
    the block holds (:func:`block_words`), read as words of the intro."""
    margin = _margin(lines, index)
    at = index - 1
    low = max(floor, index - _INTRO_LOOKBACK)
    while at >= low and _header_line(lines.at(at), margin):
        at -= 1
    if at < low:
        return None
    read = 0
    found: tuple[str, bool] | None = None
    # The paragraph's sentences, last first: a line that does not end a sentence (no ".",
    # ":", "!", "?" at its end) goes on in the line after it (hard-wrapped prose is weighed
    # as one text, not line by line).
    sentence: list[str] = []
    while at >= floor and read < _INTRO_LINES:
        line = lines.at(at)
        if not line.strip() or _fence(line, margin) or label_path(line) is not None:
            break
        prose = intro_prose(line) if len(line) <= 400 else ""
        if prose is None:
            break  # a line of data or markup: the paragraph ends
        if prose and _hidden_example(prose):
            return line.strip(), True
        if sentence and prose[-1:] in (".", ":", "!", "?", ""):
            found = _weigh(sentence, found, known)
            if found is not None and found[1]:
                return found
            sentence = []
        if prose:
            sentence.insert(0, prose)
        read += 1
        at -= 1
    if sentence:
        found = _weigh(sentence, found, known)
    return found


def _weigh(
    sentence: list[str], found: tuple[str, bool] | None, known: frozenset[str] = frozenset()
) -> tuple[str, bool] | None:
    """The reading of one sentence of an intro (its lines joined) kept with what was found
    before: a sentence surely no English intro wins, an unknown one is kept if none was."""
    text = " ".join(sentence)
    reading = _unread_line(text, known)
    if reading == "foreign":
        return text, True
    if reading is not None and found is None:
        return text, False
    return found


#: A word of a name in a block's text, as an intro's words are cut (:data:`_PROSE_WORD`):
#: ASCII letters only (a word of another script stays one the library cannot read).
_NAME: Final = re.compile(r"[A-Za-z]+")


def block_words(text: str, paths: Iterable[str]) -> frozenset[str]:
    """The names a block holds, lower case: the words of ``text`` (what its edits replace,
    its SEARCH text: the code as the file holds it, not the words the block adds) and of its
    files' paths ("keyword" of ``keyword.py``). An
    intro that names them names the code the block edits: they are words of the answer's
    own, read (:func:`unread_intro`), not words of an unknown language."""
    words = {name.lower() for name in _NAME.findall(text)}
    for path in paths:
        words.update(name.lower() for name in _NAME.findall(path))
    return frozenset(words)


def unnamed_intro(lines: Lines, index: int, floor: int, names: frozenset[str]) -> str | None:
    """The paragraph right above the block whose first line is ``index`` (its last line;
    ``""`` when there is none) when it names nothing of the block: no word of ``names``
    (:func:`block_words`: the file, the code its SEARCH text quotes) outside the common
    words of English intros. None when it names one ("Fix `colorsys.py`:", "Refactor
    iskeyword:"): such an intro says which change the block makes, an example's says how
    blocks are written ("First, a quick demo of the edit format:")."""
    margin = _margin(lines, index)
    own = names - _KNOWN_WORDS
    at = index - 1
    low = max(floor, index - _INTRO_LOOKBACK)
    while at >= low and _header_line(lines.at(at), margin):
        at -= 1
    first = ""
    read = 0
    while at >= max(floor, 0) and at >= low - _INTRO_LINES and read < _INTRO_LINES:
        line = lines.at(at)
        if not line.strip() or _fence(line, margin) or len(line) > 400:
            break
        first = first or line.strip()
        if any(word.lower() in own for word in _NAME.findall(line)):
            return None
        read += 1
        at -= 1
    return first


def far_example(lines: Lines, index: int, floor: int) -> str | None:
    """A line above the paragraph right above the block whose first line is ``index`` (back
    to ``floor``, at most :data:`_FAR_LINES` lines) that says an example follows ("Let me
    show you an example first."): :func:`_names_example` with ``said``, no format word
    needed (the caller weighs it only when the block's own intro names nothing of it)."""
    at = index - 1
    low = max(floor, index - _INTRO_LOOKBACK)
    while at >= low and _header_line(lines.at(at)):
        at -= 1
    while at >= max(floor, 0) and lines.at(at).strip() and not _FENCE_LINE.fullmatch(lines.at(at)):
        at -= 1  # the block's own paragraph
    stop = max(floor, at - _FAR_LINES)
    while at >= stop:
        line = lines.at(at)
        at -= 1
        if not line.strip() or len(line) > 400 or _FENCE_LINE.fullmatch(line):
            continue
        prose = intro_prose(line)
        if prose and _names_example(prose, said=True):
            return line.strip()
    return None
