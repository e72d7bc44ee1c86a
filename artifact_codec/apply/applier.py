"""``apply_edits``: an edit set and the files it edits -> the files after it, or nothing.

The operations are applied in order, and the hunks of an operation in order: each sees the file
as the ones before it left it (sequential semantics, as aider applies SEARCH/REPLACE blocks and
an agent's ``str_replace`` calls arrive). Each hunk is located by the matching ladder
(:mod:`artifact_codec.apply.ladder`) and replaced so that nothing it does not change is touched:

- lines the hunk keeps (the same in its old and new text) are the file's own lines, whatever
  the rung tolerated in how the model quoted them (trailing whitespace, indentation,
  punctuation, line breaks);
- lines an elision stood for are the file's own lines, in their place;
- lines the hunk writes get the file's line break and, under a uniform indentation shift, the
  file's indentation; the file keeps its final-newline state and its byte order mark.

A hunk that matches several places is applied only where a line hint or an anchor picks one (a
line hint only while the file's earlier hunks were near their own line numbers); a hunk that
matches nothing is applied by the fuzzy rung only where one place is clearly the most similar
and holds, as quoted, every line the hunk removes. Everything else is refused with a sentence a
model can act on, and a refused hunk means the whole set is not applied.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from rapidfuzz.distance import Indel

from ..diagnostics import Severity
from ..format.paths import normalize_path
from ..ingest.conventions.labels import MAX_LABEL, label_parts
from ..ingest.placeholders import find_placeholder
from ..ingest.response import parse_response
from ..models import GeneratedFile
from ..operations import FileOperation, Hunk, OperationKind, combination_conflict
from ..result import ParseResult, Status
from .fuzzy import Near, nearest, overhanging
from .ladder import (
    Place,
    Search,
    Shift,
    ascii_punctuation,
    is_elision,
    loose_key,
    punctuation_key,
    search,
    split_elisions,
    uniform_shift,
)
from .outcome import EditOutcome, EditResult, Rung, before_of, hunk_noun
from .text import BOM, Lines, Snapshot, model_lines, newline_of, with_newline

__all__ = [
    "FUZZY_MARGIN",
    "FUZZY_THRESHOLD",
    "HINT_CLEARANCE",
    "HINT_WINDOW",
    "LINE_CONVENTIONS",
    "apply_edits",
]

#: A line hint picks the place nearest to it, if that is this many lines from it at most and
#: nearer than every other place; a hunk found farther than this from its line hint makes the
#: line hints of the file's later hunks pick nothing.
HINT_WINDOW = 3
#: A line number picks among several places only when every other place is farther than this
#: from it: models' line numbers are often off by 10 or 20 lines, and one off by that much must
#: not land within HINT_WINDOW of the other copy of the lines.
HINT_CLEARANCE = 24
#: The fuzzy rung applies a hunk only at a place at least this similar to its old text...
FUZZY_THRESHOLD = 0.85
#: ...whose score (similarity and share of equal lines) is at least this much above any other
#: place compared.
FUZZY_MARGIN = 0.10
# Lines of the file quoted in feedback at most.
_QUOTED_LINES = 20
# Rungs whose place may overlap what an earlier hunk of the same file wrote: the text is there
# as the model quoted it (a second str_replace on the text the first produced). A looser match
# overlapping an earlier hunk's text is a conflict.
_MAY_OVERLAP = frozenset({Rung.EXACT, Rung.LINE_ENDINGS, Rung.TRAILING_WHITESPACE})

#: The conventions whose old texts are whole lines of the file (a diff's ``-`` and `` `` lines,
#: a SEARCH block, a patch's lines, an artifact edit block's old lines): never matched from or
#: to the middle of a line, also when the last one has no line break. A ``str_replace`` text
#: (and an operation built by a caller, with no convention) is any substring.
LINE_CONVENTIONS = frozenset({"unified-diff", "v4a-patch", "aider-search-replace", "artifact"})

Answer = str | ParseResult | Sequence[FileOperation]
# Conventions whose edits say the file exists (they have their own way to create one).
_UPDATES_ONLY = frozenset({"v4a-patch", "unified-diff"})


def apply_edits(answer_or_edits: Answer, files: Mapping[str, str]) -> EditResult:
    """Apply an edit set to ``files`` (path -> text) exactly, all or nothing.

    ``answer_or_edits`` is the text of a model's answer (read with
    :func:`~artifact_codec.parse_response`), a :class:`~artifact_codec.ParseResult`, or a
    sequence of :class:`~artifact_codec.FileOperation`. From an answer, its edits
    (``result.edits``) and its whole files (``result.code``: each replaces the file of its
    path, or creates it) are applied; an answer that was cut off, has refused files or edit
    blocks that could not be read is refused whole, so that it is never half applied.

    Returns an :class:`~artifact_codec.apply.outcome.EditResult`: ``ok`` when every
    operation and hunk applied, ``files`` the complete mapping after the edits (the given one
    when not ``ok``), one outcome per hunk saying how it was located (the rung of the matching
    ladder) or why it was refused, and ``feedback()`` for the model. Pure: ``files`` is not
    changed, nothing is read or written.
    """
    if not isinstance(files, Mapping):
        raise TypeError(f"files must be a mapping of path to text, not {type(files).__name__}")
    for path, text in files.items():
        if not isinstance(path, str) or not isinstance(text, str):
            raise TypeError(f"files must map str paths to str texts; got {path!r}: {type(text)}")
    from_answer = not isinstance(answer_or_edits, Sequence) or isinstance(answer_or_edits, str)
    said_unchanged: frozenset[str] = frozenset()
    if isinstance(answer_or_edits, str):
        said_unchanged = _labelled_unchanged(answer_or_edits)
        answer_or_edits = parse_response(answer_or_edits)
    if isinstance(answer_or_edits, ParseResult):
        operations, refusal = _operations_of(answer_or_edits, files)
        if refusal is not None:
            return EditResult(False, dict(files), [refusal], operations)
    elif from_answer:
        raise TypeError(
            "apply_edits() takes an answer (str or ParseResult) or a sequence of "
            f"FileOperation, not {type(answer_or_edits).__name__}"
        )
    else:
        operations = list(answer_or_edits)
        for operation in operations:
            if not isinstance(operation, FileOperation):
                raise TypeError(
                    f"apply_edits() takes FileOperation items, not {type(operation).__name__}"
                )
    conflict = combination_conflict(operations)
    if conflict is not None:
        return EditResult(False, dict(files), [_whole_answer("duplicate", conflict)], operations)
    return _Applier(operations, files, said_unchanged).run(from_answer)


# A label's note that says the file below is the file as it is: "(unchanged)", "(same as
# before)", "(no changes)", "(for reference)".
_UNCHANGED_NOTE = re.compile(
    r"\b(?:unchanged|unmodified|untouched|same|as (?:is|before)|no changes?|not changed"
    r"|identical|for reference|reference only)\b",
    re.I,
)
_FENCE_START = re.compile(r"[ \t]{0,3}(?:`{3,}|~{3,})")


def _labelled_unchanged(answer: str) -> frozenset[str]:
    """The paths whose label line, right before a fence, has a note saying the file is
    unchanged (``### utils.py (unchanged)``): a whole file under it that differs from the
    file given is not the file (an excerpt shown for reference), and is refused."""
    found = set()
    lines = answer.split("\n")
    for number, line in enumerate(lines[:-1]):
        if not _FENCE_START.match(lines[number + 1]) or len(line) > MAX_LABEL:
            continue
        parts = label_parts(line)
        if parts is not None and _UNCHANGED_NOTE.search(parts[1]):
            found.add(parts[0].removeprefix("./"))
    return frozenset(found)


def _operations_of(
    result: ParseResult, files: Mapping[str, str]
) -> tuple[list[FileOperation], EditOutcome | None]:
    """The operations an answer asks for, or the refusal of the whole answer."""
    operations = [
        FileOperation(
            kind=OperationKind.REPLACE if file.file_path in files else OperationKind.CREATE,
            path=file.file_path,
            content=file.content,
            convention="artifact",
        )
        for file in result.code.files
    ]
    operations.extend(result.edits)
    # "edit-blocks" says the answer holds edits instead of files: what apply_edits wants. Any
    # other error (a block that could not be read, a refused path) means part of the answer
    # is missing, and a part of an edit set is never applied.
    problems = [
        d.message
        for d in result.diagnostics
        if d.severity is Severity.ERROR and d.code != "edit-blocks"
    ]
    unusable = result.status in (Status.TRUNCATED, Status.INVALID, Status.REJECTED_FILES)
    if (problems and operations) or unusable or result.partial_file is not None:
        detail = "; ".join(problems) or f"the answer is {result.status.value}"
        return operations, _whole_answer(
            "answer",
            f"the answer could not be read completely, so none of it is applied: {detail}",
        )
    if not operations:
        detail = "; ".join(problems)
        return operations, _whole_answer(
            "no-edits",
            "the answer holds no edits and no files"
            + (f": {detail}" if detail else "")
            + "; send SEARCH/REPLACE blocks, a diff, or whole files",
        )
    return operations, None


def _whole_answer(reason: str, message: str) -> EditOutcome:
    """The refusal of a whole answer: no file and no operation of it is to blame alone."""
    return EditOutcome(
        path="",
        operation=0,
        hunk=None,
        kind=OperationKind.EDIT,
        ok=False,
        reason=reason,
        message=message,
    )


# ---------------------------------------------------------------------------------------------
# One file being edited


@dataclass
class _Draft:
    """A file's text while its hunks are applied: the text without its byte order mark, the
    character spans earlier hunks wrote, what their line numbers showed, and the first
    hunk found far from its line number (the line number given, the line it was found at)."""

    bom: str
    text: str
    newline: str = "\n"
    written: list[tuple[int, int]] = field(default_factory=list)
    # Line numbers count in the file the model saw (a diff's "-12", as every diff tool writes
    # them): each hunk placed with one records where it was in that file (0-based) and the
    # lines it added minus those it removed, which move only the lines after it.
    moves: list[tuple[int, int]] = field(default_factory=list)
    moved: int = 0
    in_order: bool = True
    # How far the last hunk was from where its line number said (at most HINT_WINDOW while the
    # line numbers are trusted): a model whose numbers are all off by one stays off by one.
    error: int = 0
    # The lines of the file the model saw that each hunk with a line number quoted, and the
    # hunk's name: two hunks of one diff never quote the same line.
    quoted: list[tuple[int, int, str]] = field(default_factory=list)
    quoted_end: int = 0
    # Once a hunk is found more than HINT_WINDOW lines from where its line number says, the
    # file's line numbers are off by amounts no one knows (models guess them hunk by hunk):
    # they pick no place for the later hunks of the file.
    hint_missed: tuple[int, int] | None = None
    # The draft line after the last hunk placed (-1: none yet), and the lines (loose keys)
    # earlier hunks removed: a scope line (anchor) that is one of them names the changed line.
    last_end: int = -1
    removed: set[str] = field(default_factory=set)
    # The file as the answer found it (before its first operation) and as this operation
    # found it, with what the earlier operations wrote then: a hunk whose old text stood
    # there at a place an earlier hunk has since changed may restate that hunk.
    given: str | None = None
    at_start: str = ""
    written_at_start: list[tuple[int, int]] = field(default_factory=list)
    # Where the earlier operations of the answer placed their hunks (draft line when placed,
    # lines replaced, lines added net), in order, and where this one's hunks went: a line
    # number counts in the file the model saw, so it moves by the earlier operations' hunks
    # above it as it moves by the earlier hunks of its own diff.
    prior_edits: list[tuple[int, int, int]] = field(default_factory=list)
    line_edits: list[tuple[int, int, int]] = field(default_factory=list)

    def prior_shift(self, line: int) -> int:
        """How many lines the earlier operations' hunks above ``line`` (0-based, in the file
        the answer found) added, net."""
        at = line
        for start, length, delta in self.prior_edits:
            if at >= start + length:
                at += delta
        return at - line

    def expected(self, hint: int) -> int:
        """The 0-based line of the draft where a hunk whose line number is ``hint`` starts, as
        the line numbers of the hunks before it say."""
        line = hint - 1
        if self.in_order and (not self.moves or self.moves[-1][0] < line):
            shift = self.moved  # the usual case, hunks in order: no walk over the earlier ones
        else:
            shift = sum(delta for at, delta in self.moves if at < line)
        if self.prior_edits:
            shift += self.prior_shift(line)
        return line + shift + self.error

    def record(self, hint: int, start: int, delta: int) -> None:
        """A hunk with line number ``hint`` was placed at draft line ``start`` and added
        ``delta`` lines (net)."""
        expected = self.expected(hint)
        if abs(start - expected) > HINT_WINDOW and self.hint_missed is None:
            self.hint_missed = (hint, start + 1)
        self.error = start - (expected - self.error)
        if self.moves and self.moves[-1][0] >= hint - 1:
            self.in_order = False
        self.moves.append((hint - 1, delta))
        self.moved += delta

    @classmethod
    def of(cls, content: str) -> _Draft:
        # The file's line break is the one it had before its first hunk: a hunk that removes
        # the last line break must not turn the next hunk's new lines into LF.
        bom = BOM if content.startswith(BOM) else ""
        return cls(bom, content[len(bom) :], newline_of(content))

    @property
    def content(self) -> str:
        return self.bom + self.text

    def replace(self, start: int, stop: int, text: str) -> tuple[int, int]:
        """Put ``text`` in place of characters ``[start, stop)``; return the span written.

        ``written`` is kept sorted and disjoint, so only the spans at or after the change are
        touched (none, for hunks applied in the order of the file)."""
        self.text = self.text[:start] + text + self.text[stop:]
        delta = len(text) - (stop - start)
        first = bisect.bisect_right(self.written, start, key=lambda span: span[1])
        low, high = start, start + len(text)
        after = first
        # Spans that overlap the change become one with it; the ones after it move.
        while after < len(self.written) and self.written[after][0] < stop:
            a, b = self.written[after]
            low, high = min(low, a), max(high, b + delta)
            after += 1
        moved = [(a + delta, b + delta) for a, b in self.written[after:]]
        self.written[first:] = [(low, high), *moved]
        return start, start + len(text)

    def overlaps(self, start: int, stop: int) -> bool:
        at = bisect.bisect_right(self.written, start, key=lambda span: span[1])
        return at < len(self.written) and self.written[at][0] < stop


class _Refused(Exception):
    """A hunk cannot be applied: ``reason`` code and the sentence."""

    def __init__(
        self,
        reason: str,
        message: str,
        *,
        candidates: tuple[int, ...] = (),
        near: Near | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.candidates = candidates
        self.near = near


@dataclass
class _Applied:
    rung: Rung
    lines: tuple[int, int]
    message: str
    candidates: tuple[int, ...] = ()
    near: Near | None = None


class _Applier:
    def __init__(
        self,
        operations: list[FileOperation],
        files: Mapping[str, str],
        said_unchanged: frozenset[str] = frozenset(),
    ) -> None:
        self.operations = operations
        self.said_unchanged = said_unchanged
        self.given = files
        self.state: dict[str, str] = dict(files)
        # A caller's key that spells a path another way ("./a.py") still names its file.
        self.alias: dict[str, str] = {}
        for key in files:
            try:
                normal = normalize_path(key)
            except ValueError:
                continue
            if normal != key:
                self.alias.setdefault(normal, key)
        self.outcomes: list[EditOutcome] = []
        self.numbers = _hunk_numbers(operations)
        # path -> the character spans the operations so far wrote into it
        self.written: dict[str, list[tuple[int, int]]] = {}
        # path -> where the operations so far placed their hunks (see _Draft.prior_edits)
        self.line_edits: dict[str, list[tuple[int, int, int]]] = {}

    def key(self, path: str) -> str:
        if path in self.state:
            return path
        return self.alias.get(path, path)

    def run(self, from_answer: bool) -> EditResult:
        for index, operation in enumerate(self.operations):
            self._operation(index, operation)
        before = before_of(self.operations, self.given)
        for path in before:
            if path not in self.given and self.key(path) in self.given:
                before[path] = self.given[self.key(path)]
        ok = all(outcome.ok for outcome in self.outcomes) and bool(self.outcomes or not from_answer)
        files = self.state if ok else dict(self.given)
        return EditResult(ok, files, self.outcomes, self.operations, before)

    # -- operations

    def _outcome(
        self,
        index: int,
        operation: FileOperation,
        hunk: int | None,
        *,
        ok: bool,
        message: str,
        rung: Rung | None = None,
        lines: tuple[int, int] | None = None,
        reason: str | None = None,
        candidates: tuple[int, ...] = (),
        near: Near | None = None,
        answer_line: int | None = None,
    ) -> None:
        self.outcomes.append(
            EditOutcome(
                path=operation.path,
                operation=index,
                hunk=hunk,
                kind=operation.kind,
                ok=ok,
                message=message,
                rung=rung,
                lines=lines,
                reason=reason,
                candidates=candidates,
                similarity=near.similarity if near else None,
                closest=(near.start + 1, near.stop) if near else None,
                convention=operation.convention,
                answer_line=answer_line if answer_line is not None else operation.line,
            )
        )

    def _operation(self, index: int, operation: FileOperation) -> None:
        kind = operation.kind
        path = self.key(operation.path)
        exists = path in self.state
        if kind is OperationKind.CREATE:
            if exists:
                self._outcome(
                    index,
                    operation,
                    None,
                    ok=False,
                    reason="exists",
                    message=f"cannot create {operation.path}: it already exists; send edits "
                    "to it, or its whole new content as a replacement",
                )
                return
            content = operation.content or ""
            self.state[operation.path] = content
            self._outcome(
                index,
                operation,
                None,
                ok=True,
                rung=Rung.WHOLE_FILE,
                lines=(1, _line_count(content)),
                message=f"created ({_count(_line_count(content), 'line')})",
            )
        elif kind is OperationKind.REPLACE:
            content = operation.content or ""
            note = ""
            if exists:
                old = self.state[path]
                if (
                    operation.convention == "artifact"
                    and operation.path.removeprefix("./") in self.said_unchanged
                    and content.replace("\r\n", "\n").lstrip(BOM).rstrip("\n")
                    != old.replace("\r\n", "\n").lstrip(BOM).rstrip("\n")
                ):
                    self._outcome(
                        index,
                        operation,
                        None,
                        ok=False,
                        reason="conflict",
                        message=f"{operation.path} is labelled unchanged, but the file under "
                        f"that label ({_count(_line_count(content), 'line')}) differs from "
                        f"the file given ({_count(_line_count(old), 'line')}): it may be an "
                        "excerpt shown for reference; send edits for the lines to change, or "
                        "the whole new file under a label without that note",
                    )
                    return
                if newline_of(old) == "\r\n" and "\r\n" not in content:
                    content = with_newline(content, "\r\n")
                    note = ", with the file's CRLF line breaks"
                if old.startswith(BOM) and not content.startswith(BOM):
                    content = BOM + content
                    note += ", with its byte order mark"
            self.state[path] = content
            self._outcome(
                index,
                operation,
                None,
                ok=True,
                rung=Rung.WHOLE_FILE,
                lines=(1, _line_count(content)),
                message=("replaced" if exists else "created (it did not exist)")
                + f" ({_count(_line_count(content), 'line')}{note})",
            )
        elif kind is OperationKind.DELETE:
            if not exists:
                self._missing(index, operation, f"cannot delete {operation.path}")
                return
            left = self.state[path]
            if _removes_first(self.operations, index) and left.strip():
                self._outcome(
                    index,
                    operation,
                    None,
                    ok=False,
                    reason="absent",
                    message=f"cannot delete {operation.path}: the diff's removed lines are not "
                    f"all of the file ({_count(_line_count(left), 'line')} would remain); quote "
                    "every line of the file as removed, or edit it instead",
                )
                return
            del self.state[path]
            self._outcome(index, operation, None, ok=True, rung=Rung.WHOLE_FILE, message="deleted")
        else:
            self._edit(index, operation, path, exists)

    def _missing(self, index: int, operation: FileOperation, what: str) -> None:
        self._outcome(
            index,
            operation,
            None,
            ok=False,
            reason="missing-file",
            message=f"{what}: it does not exist (among the files given, or after the edits "
            "before this one); check the path, or create the file with its whole content",
        )

    def _edit(self, index: int, operation: FileOperation, path: str, exists: bool) -> None:
        hunks = operation.hunks
        if not exists:
            if (
                operation.kind is OperationKind.EDIT
                and operation.convention not in _UPDATES_ONLY
                and all(
                    not hunk.old
                    and hunk.anchor is None
                    and hunk.line_hint is None
                    and hunk.after_line is None
                    for hunk in hunks
                )
            ):
                # aider's convention: an empty SEARCH for a file that is not there creates it.
                # A line number says the file has lines, and a V4A `*** Update File` or a
                # diff not from /dev/null says it exists (those conventions create with
                # `*** Add File` and `--- /dev/null`): there a missing file is a wrong path.
                draft = _Draft("", "")
                exists = False
            else:
                verb = "edit" if operation.kind is OperationKind.EDIT else "rename"
                self._missing(index, operation, f"cannot {verb} {operation.path}")
                return
        else:
            draft = _Draft.of(self.state[path])
            # What the earlier operations of the answer wrote into the file, so that a later
            # one that restates their change, or matches loosely over it, is refused too.
            draft.written = list(self.written.get(path, ()))
            given = self.given.get(path)
            if given is not None:
                draft.given = given[len(draft.bom) :] if given.startswith(BOM) else given
            draft.at_start = draft.text
            draft.written_at_start = list(draft.written)
            draft.prior_edits = list(self.line_edits.get(path, ()))
        names = [self._name(index, number, operation, hunk) for number, hunk in enumerate(hunks)]
        # (all at once only on a file no earlier operation wrote: the one by one way checks
        # each hunk against what they wrote)
        batch = (
            _all_exact(draft, hunks, names, operation.path)
            if exists and not draft.written
            else None
        )
        for number, hunk in enumerate(hunks):
            name = names[number]
            try:
                if batch is not None:
                    applied = batch[number]
                else:
                    applied = _apply_hunk(draft, hunk, name, operation.path, operation.convention)
            except _Refused as refusal:
                self._outcome(
                    index,
                    operation,
                    number,
                    ok=False,
                    reason=refusal.reason,
                    message=refusal.message,
                    candidates=refusal.candidates,
                    near=refusal.near,
                    answer_line=hunk.line,
                )
                continue
            self._outcome(
                index,
                operation,
                number,
                ok=True,
                rung=applied.rung,
                lines=applied.lines,
                message=applied.message,
                candidates=applied.candidates,
                near=applied.near,
                answer_line=hunk.line,
            )
        if operation.kind is OperationKind.RENAME:
            assert operation.new_path is not None
            target = self.key(operation.new_path)
            if target in self.state and target != path:
                self._outcome(
                    index,
                    operation,
                    None,
                    ok=False,
                    reason="exists",
                    message=f"cannot rename {operation.path} to {operation.new_path}: "
                    f"{operation.new_path} already exists",
                )
                return
            del self.state[path]
            self.state[operation.new_path] = draft.content
            self.written.pop(path, None)
            self.written[operation.new_path] = draft.written
            self.line_edits.pop(path, None)
            self.line_edits[operation.new_path] = draft.prior_edits + draft.line_edits
            self._outcome(
                index,
                operation,
                None,
                ok=True,
                rung=Rung.WHOLE_FILE,
                message=f"renamed to {operation.new_path}",
            )
        else:
            self.state[path if exists else operation.path] = draft.content
            self.written[path if exists else operation.path] = draft.written
            self.line_edits[path if exists else operation.path] = (
                draft.prior_edits + draft.line_edits
            )

    def _name(self, index: int, number: int, operation: FileOperation, hunk: Hunk) -> str:
        ordinal = self.numbers[index, number]
        where = f" (answer line {hunk.line})" if hunk.line else ""
        return f"{hunk_noun(operation.convention)} {ordinal} for {operation.path}{where}"


def _removes_first(operations: list[FileOperation], index: int) -> bool:
    """Whether the deletion at ``index`` comes with the lines its diff removes: the edit read
    from the same file section right before it (see ``ingest.edits.unified_diff``)."""
    if index == 0:
        return False
    deletion, before = operations[index], operations[index - 1]
    return (
        before.kind is OperationKind.EDIT
        and before.path == deletion.path
        and before.convention == deletion.convention
        and before.line == deletion.line
        and before.column == deletion.column
    )


def _hunk_numbers(operations: list[FileOperation]) -> dict[tuple[int, int], int]:
    """The 1-based number of each hunk among the hunks of its path, across the edit set."""
    seen: dict[str, int] = {}
    numbers = {}
    for index, operation in enumerate(operations):
        for number in range(len(operation.hunks)):
            seen[operation.path] = seen.get(operation.path, 0) + 1
            numbers[index, number] = seen[operation.path]
    return numbers


def _line_count(text: str) -> int:
    return text.count("\n") + (1 if text and not text.endswith("\n") else 0)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _span(first: int, last: int) -> str:
    return f"line {first}" if first == last else f"lines {first}-{last}"


# ---------------------------------------------------------------------------------------------
# One hunk


def _apply_hunk(draft: _Draft, hunk: Hunk, name: str, path: str, convention: str) -> _Applied:
    old, new = hunk.old, hunk.new
    if not old:
        return _insert(draft, hunk, name, convention)
    old_lines = model_lines(old)
    new_lines = model_lines(new)
    _refuse_placeholders(old_lines, new_lines, name, path)
    text = draft.text
    rival = hunk.rival_old
    if rival is not None and rival.replace("\r\n", "\n").replace("\n", draft.newline) in text:
        raise _Refused(
            "ambiguous",
            f"{name} has two '=======' lines, and the file holds the old text of either "
            "reading (the first dividing, or the second with the first a heading's underline "
            "of the old text): which one divides is not clear; send this change as a unified "
            "diff, or in a block that does not hold such a line",
        )
    snapshot = Snapshot(text)
    newline = draft.newline
    found = search(
        snapshot,
        old,
        newline,
        _kept_pieces(old_lines, new_lines),
        whole_lines=convention in LINE_CONVENTIONS,
    )
    if convention == "v4a-patch":
        found = _after_scope(draft, snapshot, found, hunk, old, newline, old_lines, new_lines)
    if found.rung is None:
        return _fuzzy(draft, snapshot.lines, newline, hunk, found, name, convention)
    place, rung, note, candidates = _choose(draft, snapshot, found, hunk, name)
    _refuse_out_of_scope(draft, snapshot, place.start, hunk, name, convention)
    _refuse_gap_out_of_block(snapshot.lines, place, old_lines, name)
    _refuse_overlap(draft, hunk, len(old_lines), name, place.start)
    start_char, stop_char = _chars(snapshot, place)
    _refuse_restated(draft, found, place, hunk, name, convention)
    _refuse_over_written(draft, snapshot, found, place, hunk, name, convention)
    if place.rung not in _MAY_OVERLAP and draft.overlaps(start_char, stop_char):
        raise _Refused(
            "conflict",
            f"{name} matches lines {place.start + 1}-{place.stop} only loosely "
            f"({place.rung}), and an earlier edit of this file changed some of those lines; "
            "quote the lines as they are after the earlier edits",
        )
    if place.rung is Rung.EXACT:
        _refuse_repeated(draft, old, new, start_char, name)
    written: list[str] = []
    if place.span is not None:
        replacement = _substring_replacement(old, new, place.substring, newline)
    else:
        pieces = _pieces(place, found, old_lines, new_lines, name)
        output = _merge(snapshot.lines, place, pieces, name)
        _last_line_break(old, new, output, name)
        written = [content for content, _ in output]
        replacement, start_char = _joined(snapshot.lines, place, output, newline)
    gate = _refuse_placed(draft, snapshot, place, hunk, written, name, convention)
    note += gate.note
    delta = replacement.count("\n") - text.count("\n", start_char, stop_char)
    draft.replace(start_char, stop_char, replacement)
    _placed(draft, hunk, place.start, delta, len(old_lines), name)
    first = place.start + 1
    what = {
        Rung.EXACT: "exactly",
        Rung.LINE_ENDINGS: "with the file's line breaks",
        Rung.TRAILING_WHITESPACE: "but for trailing whitespace",
        Rung.INDENTATION: f"re-indented: {place.shift.describe()}",
        Rung.ELISION: "with the elided lines kept",
        Rung.PUNCTUATION: "but for typographic punctuation",
    }[place.rung]
    if place.rung in (Rung.ELISION, Rung.PUNCTUATION) and place.shift.prefix:
        what += f", re-indented: {place.shift.describe()}"
    return _Applied(
        rung,
        (first, place.stop),
        f"applied at {_span(first, place.stop)} {what}{note}",
        candidates,
    )


def _after_scope(
    draft: _Draft,
    snapshot: Snapshot,
    found: Search,
    hunk: Hunk,
    old: str,
    newline: str,
    old_lines: list[str],
    new_lines: list[str],
) -> Search:
    """For a V4A hunk whose ``@@`` scope line stands in the file below every place found
    (lines another function has, at a closer rung): the places after the first scope line,
    at the rung that finds them, when there are any. Codex's ``apply_patch`` seeks the scope
    line first, then the hunk's lines after it, ignoring trailing blanks if it must: lines
    of another function above the scope are not what the patch names, and the scoped
    function's lines quoted without their trailing blanks are. The search otherwise."""
    anchor = hunk.anchor
    if (
        found.rung is None
        or found.more
        or anchor is None
        or not anchor.strip()
        or _anchor_changed(draft, anchor)
    ):
        return found
    anchors = _anchored_lines(snapshot.lines, anchor)
    if not anchors or any(place.start > anchors[0] for place in found.places):
        return found
    later = search(
        snapshot,
        old,
        newline,
        _kept_pieces(old_lines, new_lines),
        whole_lines=True,
        after=anchors[0] + 1,
    )
    return later if later.rung is not None else found


def _refuse_v4a_backwards(draft: _Draft, place: Place, name: str, convention: str) -> None:
    """Refuse a V4A chunk placed above the end of the chunk before it: Codex's
    ``apply_patch`` seeks each chunk after the one before and finds none there, and the place
    above, often the copy of its lines the chunk before left, is a second reading."""
    if convention != "v4a-patch" or draft.last_end < 0 or place.start >= draft.last_end:
        return
    raise _Refused(
        "ambiguous",
        f"{name} matches {_span(place.start + 1, place.stop)} only, above the end of the chunk "
        f"before it (line {draft.last_end}): a V4A patch's chunks follow the file's order, so "
        "it names no place after that chunk, and the lines above may be another copy; put the "
        "chunks in file order, or quote lines that stand once",
        candidates=(place.start + 1,),
    )


def _chars(snapshot: Snapshot, place: Place) -> tuple[int, int]:
    """The characters ``[start, stop)`` of the file that a place covers."""
    if place.span is not None:
        return place.span
    starts = snapshot.lines.starts
    return starts[place.start], starts[place.stop]


_RUNG_ORDER = {rung: order for order, rung in enumerate(Rung)}


def _places_in(text: str, hunk: Hunk, newline: str, lines: bool) -> Search:
    """The places of the hunk's old text in ``text`` (another state of its file)."""
    return search(
        Snapshot(text),
        hunk.old,
        newline,
        _kept_pieces(model_lines(hunk.old), model_lines(hunk.new)),
        whole_lines=lines,
    )


def _hint_places(draft: _Draft, hunk: Hunk, place: Place) -> bool:
    """Whether the hunk's trusted line number (one the earlier hunks did not miss) puts it at
    ``place``: the number says which place is meant."""
    hint = hunk.line_hint
    return (
        hint is not None
        and draft.hint_missed is None
        and abs(place.start - draft.expected(hint)) <= HINT_WINDOW
    )


def _refuse_restated(
    draft: _Draft, found: Search, place: Place, hunk: Hunk, name: str, convention: str
) -> None:
    """Refuse a hunk whose old text stood at more places (or matched more closely) in the
    file as the answer found it than in the file as this operation found it: an earlier
    operation of the answer changed one of those places, and this hunk may restate that
    change (one change written twice, "or, as a patch:"), which is made already, or make a
    new one at the copy left; the two give two files. A hunk its trusted line number places
    is not refused. The hunks of one operation are applied one after the other (each sees
    the file as the ones before it left it), so what they do to each other does not count."""
    if draft.given is None or not draft.written_at_start or found.more or found.rung is None:
        return
    if _hint_places(draft, hunk, place):
        return
    lines = convention in LINE_CONVENTIONS
    then = _places_in(draft.given, hunk, draft.newline, lines)
    if then.rung is None or then.more:
        return
    now = _places_in(draft.at_start, hunk, draft.newline, lines)
    if now.rung is not None and (
        now.more
        or _RUNG_ORDER[then.rung] > _RUNG_ORDER[now.rung]
        or (then.rung == now.rung and len(then.places) <= len(now.places))
    ):
        return
    shown = ", ".join(_span(other.start + 1, other.stop) for other in then.places[:5])
    raise _Refused(
        "ambiguous",
        f"{name} matches {_span(place.start + 1, place.stop)} of the file as the earlier "
        f"edits left it, but in the file as it was before them its old text stood at {shown}, "
        "and an earlier edit changed a place of those: it may say that earlier change again "
        "(made already) or make a new one here; send each change once, quoting lines that "
        "are in one place only",
        candidates=tuple(other.start + 1 for other in then.places),
    )


def _refuse_repeated(draft: _Draft, old: str, new: str, start: int, name: str) -> None:
    """Refuse a hunk that keeps its old text and adds lines when the file already reads its
    new text around the place the old text matched (``start``), where an earlier edit of the
    file wrote: the same change said twice (again, or in a second convention), which applied
    again would repeat the lines it adds. A hunk that removes lines cannot be found twice."""
    if not draft.written or not new or old not in new:
        return
    text = draft.text
    for offset in {new.find(old), new.rfind(old)}:
        at = start - offset
        if at >= 0 and text.startswith(new, at) and draft.overlaps(at, at + len(new)):
            line = text.count("\n", 0, at) + 1
            raise _Refused(
                "repeated",
                f"{name} would make a change the file has already: an earlier edit of this "
                f"file wrote its new text at line {line}; send each change once",
            )


def _masked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with the lines of each span made a line that matches nothing (NUL), line
    breaks kept: the file as it reads without what the earlier edits wrote."""
    pieces = []
    at = 0
    for start, stop in spans:
        pieces.append(text[at:start])
        written = text[start:stop]
        pieces.append("\0\n" * written.count("\n") + ("" if written.endswith("\n") else "\0"))
        at = stop
    pieces.append(text[at:])
    return "".join(pieces)


def _refuse_over_written(
    draft: _Draft,
    snapshot: Snapshot,
    found: Search,
    place: Place,
    hunk: Hunk,
    name: str,
    convention: str,
) -> None:
    """Refuse a hunk that has two readings because earlier edits of the file wrote:

    - its match lies (partly) in text an earlier edit wrote, while the old text also stands,
      at any rung, in lines no edit wrote (the file as the model saw it: a method quoted
      out of its class, a line with a trailing blank): the model may have quoted that place;
    - its match is loose while, before the earlier hunks, its old text stood at a closer
      rung (exactly) at a place an earlier hunk has since changed: two hunks that quote one
      line (the model changed its mind); the loose place elsewhere is not what it quoted.

    A hunk its trusted line number places is not refused: the number says which."""
    if not draft.written or found.rung is None:
        return
    if _hint_places(draft, hunk, place):
        return
    lines = convention in LINE_CONVENTIONS
    start_char, stop_char = _chars(snapshot, place)
    if draft.overlaps(start_char, stop_char):
        other = _places_in(_masked(draft.text, draft.written), hunk, draft.newline, lines)
        if other.rung is not None:
            shown = ", ".join(_span(p.start + 1, p.stop) for p in other.places[:5])
            raise _Refused(
                "ambiguous",
                f"{name} matches {_span(place.start + 1, place.stop)} ({place.rung}), lines "
                "an earlier edit of this answer wrote, and its old text also stands "
                f"({other.rung}) at {shown}, which no edit wrote: which is meant is not "
                "clear; quote lines that are in one place only, or send the two changes as "
                "one",
                candidates=(place.start + 1, *(p.start + 1 for p in other.places[:5])),
            )
        return
    if place.rung in (Rung.EXACT, Rung.LINE_ENDINGS):
        return  # line breaks are the file's, not the quote's: no other writing of the lines
    before = draft.given if draft.given is not None else draft.at_start
    then = _places_in(before, hunk, draft.newline, lines)
    if then.rung is not None and _RUNG_ORDER[then.rung] < _RUNG_ORDER[place.rung]:
        shown = ", ".join(_span(p.start + 1, p.stop) for p in then.places[:5])
        raise _Refused(
            "ambiguous",
            f"{name} matches {_span(place.start + 1, place.stop)} only loosely "
            f"({place.rung}); in the file as it was before the earlier edits its old text "
            f"stood {then.rung} at {shown}, lines an earlier edit changed: it may quote those "
            "lines again (send their changes as one) or mean this place (quote it as it is)",
            candidates=(place.start + 1, *(p.start + 1 for p in then.places[:5])),
        )


#: Places of a hunk's new text looked at, at most, for :func:`_refuse_applied_before`.
_APPLIED_PLACES = 64


@dataclass(frozen=True)
class _Gate:
    """What :func:`_refuse_placed` let through: the note for the outcome's message, and
    whether the hunk's new text stands nowhere else in the file (``alone``). Only a hunk whose
    new text is alone says the edit was not made here before: one let through although its
    new text stands elsewhere (a changed line alone, a deletion keeping one line) makes
    no later hunk of its edit "one change with it" (the exceptions do not chain)."""

    note: str = ""
    alone: bool = True


def _refuse_placed(
    draft: _Draft,
    snapshot: Snapshot,
    place: Place,
    hunk: Hunk,
    written: list[str],
    name: str,
    convention: str,
) -> _Gate:
    """The one gate every placement passes, whatever rung placed it (exact, loose,
    punctuation, elision, fuzzy), after it is placed and before the file is written: a V4A
    chunk above the chunk before it is refused (:func:`_refuse_v4a_backwards`), and so is a
    hunk whose result stands in the file already (:func:`_refuse_applied_before`).
    ``written``: the lines the hunk writes at its place, as the file will read them (its
    kept lines as the file writes them), or ``[]`` for a substring place."""
    _refuse_v4a_backwards(draft, place, name, convention)
    return _refuse_applied_before(draft, snapshot, place, hunk, written, name)


def _refuse_applied_before(
    draft: _Draft,
    snapshot: Snapshot,
    place: Place,
    hunk: Hunk,
    written: list[str],
    name: str,
) -> _Gate:
    """Refuse a hunk whose new text stands in the file already, as whole lines, at a place
    that is not the one its old text matched and that no earlier edit of the answer wrote:
    the change was applied before (the file given has it; the answer, or an edit, is sent
    again), and the old text it still finds is another copy of those lines, which the model
    did not name. The new text is looked for as the model wrote it, as the file will read it
    at the place (``written``: a misquote the placing forgave, forgiven the same way), and,
    for a hunk placed at a loose rung, at every rung up to that one. With a trusted line
    number, only new text nearer to that number than the match counts (the match far from it
    is the other copy); without one, new text anywhere does, when it holds both a line the
    hunk keeps and a line it writes (a changed line alone that stands elsewhere is a line
    made like another, unless the hunk also deletes lines: a block replaced; kept lines alone
    stand anywhere). A hunk whose new text is its old text, or empty, is not looked at. A
    deletion that keeps two lines or more whose result stands elsewhere is refused, naming
    both readings (made there before and sent again, or still to make here): the file alone
    cannot tell them apart."""
    new_lines = model_lines(hunk.new)
    old_lines = model_lines(hunk.old)
    if not any(line.strip() for line in new_lines) or new_lines == old_lines:
        return _Gate()
    hint = hunk.line_hint
    expected = draft.expected(hint) if hint is not None and draft.hint_missed is None else None
    written_only = not set(old_lines).intersection(new_lines)
    deletion = _deletion_with_context(old_lines, new_lines)
    exempt = (
        expected is None
        and (
            (
                written_only
                and sum(1 for line in new_lines if line.strip()) < 2
                and len(new_lines) >= len(old_lines)
            )
            or set(new_lines) <= set(old_lines)
        )
        and not deletion
    )
    # Without a line number, only a new text of kept lines AND lines the hunk writes says
    # much, or two written lines or more, or one that takes the place of more lines (a
    # replacement of a block, standing joined elsewhere, may be that replacement made
    # already): one changed line alone that stands elsewhere is an ordinary edit (a line made
    # like another). A deletion's kept lines (two not blank, at least) are the quoted block as
    # it reads after the deletion: standing joined elsewhere, they may be that deletion made
    # already, and the old text found the other copy — or it is a change still to make next
    # to a block that reads like its result. The same bytes come from both histories (a
    # deletion first placed by its line number at the lower copy, re-sent without numbers
    # after a new hunk), so wherever that result stands, and however near an earlier new
    # hunk, the deletion is refused, naming both readings.
    if exempt and place.rung not in (Rung.EXACT, Rung.LINE_ENDINGS):
        return _Gate()  # it makes no later hunk "one change with it" (see _Gate) anyway
    text = draft.text
    newline = draft.newline
    haystack = text if text.endswith("\n") or not text else text + newline
    start_char, stop_char = _chars(snapshot, place)
    spans = _new_text_places(
        snapshot, place, hunk, haystack, [new_lines, written], newline, loose=not exempt
    )
    for at, stop in spans:
        size = haystack.count("\n", at, stop)
        if (
            (at == 0 or haystack[at - 1] == "\n")
            and (stop <= start_char or at >= stop_char)
            and not draft.overlaps(at, min(stop, len(text)))
        ):
            line = snapshot.line_of(at)
            if exempt:
                return _Gate(alone=False)
            if expected is None and deletion:
                # Two histories give these same bytes: the deletion made there before (by a
                # line number, say) and sent again, or a change still to make here next to a
                # block that reads like its result. No rule on the file tells them apart.
                raise _Refused(
                    "ambiguous",
                    f"{name} would delete lines at {_span(place.start + 1, place.stop)}, but "
                    f"its result stands already at {_span(line + 1, line + size)}: two "
                    "readings — it may have been applied before, made there and sent again "
                    f"({_span(place.start + 1, place.stop)} being another copy, to keep), or "
                    "it is still to make here; send only the edits still to make, or quote "
                    "lines that are in one place only (or give line numbers)",
                    candidates=(line + 1, place.start + 1),
                )
            if expected is None or (
                abs(line - expected) <= HINT_WINDOW
                and abs(line - expected) < abs(place.start - expected)
            ):
                where = f", where its line number {hint} says" if expected is not None else ""
                raise _Refused(
                    "ambiguous",
                    f"{name} would change {_span(place.start + 1, place.stop)}, but its new "
                    f"text stands already at {_span(line + 1, line + size)}{where}: "
                    "it may have been applied before, and the old text it finds is another "
                    "copy; send only the edits still to make, or quote lines that are in one "
                    "place only",
                    candidates=(line + 1, place.start + 1),
                )
        elif (
            not exempt
            and (at == 0 or haystack[at - 1] == "\n")
            and at <= start_char
            and stop >= stop_char
            and any(line.strip() for line in new_lines if line not in old_lines)
            and not draft.overlaps(at, min(stop, len(text)))
        ):
            # The file reads the hunk's new text around the place its old text matched (the
            # lines it adds are there already): applied again, it would add them twice.
            line = snapshot.line_of(at)
            raise _Refused(
                "ambiguous",
                f"{name} would change {_span(place.start + 1, place.stop)}, but the file reads "
                f"its new text there already ({_span(line + 1, line + size)}): it "
                "may have been applied before; send only the edits still to make",
                candidates=(line + 1,),
            )
    return _Gate()


def _new_text_places(
    snapshot: Snapshot,
    place: Place,
    hunk: Hunk,
    haystack: str,
    texts: list[list[str]],
    newline: str,
    *,
    loose: bool,
) -> list[tuple[int, int]]:
    """The character spans (at most :data:`_APPLIED_PLACES` a text) where the hunk's new text
    stands in the draft: each of ``texts`` (the new text as written, as the place writes it)
    exactly, and (``loose``), for a hunk placed at a loose rung, at every rung up to that one:
    a model that misquotes the old text so misquotes the new one."""
    spans: list[tuple[int, int]] = []
    for lines in texts:
        if not lines:
            continue
        needle = "".join(line + newline for line in lines)
        at = haystack.find(needle)
        count = 0
        while at != -1 and count < _APPLIED_PLACES:
            if (at, at + len(needle)) not in spans:
                spans.append((at, at + len(needle)))
            count += 1
            at = haystack.find(needle, at + 1)
    if loose and place.rung not in (Rung.EXACT, Rung.LINE_ENDINGS):
        found = search(snapshot, hunk.new, newline, whole_lines=True)
        if found.rung is not None and _RUNG_ORDER[found.rung] <= _RUNG_ORDER[place.rung]:
            for other in found.places[:_APPLIED_PLACES]:
                span = _chars(snapshot, other)
                if span not in spans:
                    spans.append(span)
    return spans


def _deletion_with_context(old_lines: list[str], new_lines: list[str]) -> bool:
    """Whether the hunk only deletes lines and keeps at least two lines that are not blank:
    its new text is then the quoted block as it reads after the deletion,
    which standing elsewhere says "deleted there already" (a deletion sent again)."""
    if len(new_lines) >= len(old_lines):
        return False
    if sum(1 for line in new_lines if line.strip()) < 2:
        return False
    return all(tag in ("equal", "delete") for tag, *_ in _opcodes(old_lines, new_lines))


#: An edit with this many hunks or more is first tried as a whole (see :func:`_all_exact`).
_BATCH_HUNKS = 8
#: Places of a hunk's first line, at most, for that try.
_BATCH_PLACES = 64


def _all_exact(
    draft: _Draft, hunks: Sequence[Hunk], names: list[str], path: str
) -> list[_Applied] | None:
    """Every hunk applied exactly at once, when that is sure to give what applying them one
    after the other gives; None otherwise (then they are applied one by one).

    One by one, each hunk searches the whole file as the hunks before it left it: the cost is
    hunks times file. Here each hunk's old text (whole lines) is sought in the given file
    through an index of its lines, and the result is the same as one by one when: each old
    text is in the given file exactly once; the places do not overlap; and no old text holds
    a line that an earlier hunk wrote, or the line after a place an earlier hunk emptied (an
    occurrence the earlier hunks made would hold one). Then each old text is where it was,
    alone, when its turn comes. Hunks with a line number, anchor or end-of-file mark, a file
    with CR or without a final line break, or old texts that are not whole lines: one by one.
    """
    text = draft.text
    if (
        len(hunks) < _BATCH_HUNKS
        or "\r" in text
        or not text.endswith("\n")
        or any(
            not hunk.old.endswith("\n")
            or "\r" in hunk.old
            or (hunk.new and not hunk.new.endswith("\n"))
            or hunk.line_hint is not None
            or hunk.anchor is not None
            or hunk.after_line is not None
            or hunk.at_end
            for hunk in hunks
        )
    ):
        return None
    lines = Lines.of(text)
    firsts = {hunk.old[: hunk.old.index("\n")] for hunk in hunks}
    # and the first lines of their new texts: a new text that stands in the file already is
    # refused one by one (see _refuse_applied_before)
    firsts.update(hunk.new[: hunk.new.index("\n")] for hunk in hunks if hunk.new.strip())
    where: dict[str, list[int]] = {}
    for number, content in enumerate(lines.contents):
        if content in firsts:
            where.setdefault(content, []).append(number)
    touched: set[str] = set()
    taken: list[tuple[int, int, int]] = []  # (start char, stop char, hunk)
    for number, hunk in enumerate(hunks):
        old_lines = model_lines(hunk.old)
        new_lines = model_lines(hunk.new)
        try:
            _refuse_placeholders(old_lines, new_lines, names[number], path)
        except _Refused:
            return None
        if touched.intersection(old_lines):
            return None
        candidates = where.get(old_lines[0], [])
        if len(candidates) > _BATCH_PLACES:
            return None
        found = [start for start in candidates if text.startswith(hunk.old, lines.starts[start])]
        if len(found) != 1:
            return None
        if new_lines != old_lines and any(
            text.startswith(hunk.new, lines.starts[start])
            for start in where.get(new_lines[0] if new_lines else "", [])[:_BATCH_PLACES]
        ):
            return None
        first = lines.starts[found[0]]
        taken.append((first, first + len(hunk.old), number))
        touched.update(new_lines)
        if not new_lines and found[0] + len(old_lines) < len(lines):
            touched.add(lines.contents[found[0] + len(old_lines)])
    ordered = sorted(taken)
    if any(a[1] > b[0] for a, b in itertools.pairwise(ordered)):
        return None
    # Where each hunk stood when its turn came: its line in the given file, moved by the
    # lines the hunks before it (in the answer) added or removed above it.
    shift = _LineShifts(len(lines) + 1)
    applied: list[_Applied] = [_Applied(Rung.EXACT, (0, 0), "")] * len(hunks)
    for start_char, _, number in taken:
        hunk = hunks[number]
        line = lines.line_of(start_char)
        size = hunk.old.count("\n")
        first = line + shift.before(line) + 1
        stop = first + size - 1
        applied[number] = _Applied(
            Rung.EXACT, (first, stop), f"applied at {_span(first, stop)} exactly"
        )
        draft.line_edits.append((first - 1, size, hunk.new.count("\n") - size))
        shift.add(line, hunk.new.count("\n") - size)
    pieces = []
    at = size = 0
    for start_char, stop_char, number in ordered:
        pieces.append(text[at:start_char])
        replacement = _substring_replacement(
            hunks[number].old, hunks[number].new, hunks[number].old, "\n"
        )
        pieces.append(replacement)
        size += start_char - at
        # what the hunk wrote, as one by one records it (later operations are checked on it)
        draft.written.append((size, size + len(replacement)))
        size += len(replacement)
        at = stop_char
    pieces.append(text[at:])
    draft.text = "".join(pieces)
    return applied


class _LineShifts:
    """Lines added (or removed, negative) at given lines, summed over the lines before one: a
    Fenwick tree, so that each hunk of a large edit costs a logarithm, not a walk."""

    def __init__(self, size: int) -> None:
        self.tree = [0] * (size + 1)

    def add(self, line: int, amount: int) -> None:
        index = line + 1
        while index < len(self.tree):
            self.tree[index] += amount
            index += index & -index

    def before(self, line: int) -> int:
        """The sum of the amounts added at lines before ``line``."""
        total, index = 0, line
        while index > 0:
            total += self.tree[index]
            index -= index & -index
        return total


def _refuse_overlap(draft: _Draft, hunk: Hunk, length: int, name: str, start: int) -> None:
    """Refuse a hunk found far from its line number when that number says it quotes lines an
    earlier hunk of the file quoted: a diff's hunks never overlap, and after the earlier one
    changed those lines the later one's text was found only elsewhere (another function
    with the same lines). Found near its line number, it quoted the lines as the earlier hunk
    left them: sequential editing. Only while the line numbers are trusted (every earlier
    hunk was near its own): numbers each off by another amount overlap by chance."""
    if hunk.line_hint is None or draft.hint_missed is not None:
        return
    if abs(start - draft.expected(hunk.line_hint)) <= HINT_WINDOW:
        return
    first, stop = hunk.line_hint - 1, hunk.line_hint - 1 + max(length, 1)
    if first >= draft.quoted_end:
        return  # after every line quoted so far: the usual case, no walk over them
    for other_first, other_stop, other in draft.quoted:
        if first < other_stop and other_first < stop:
            raise _Refused(
                "conflict",
                f"{name} quotes {_span(first + 1, stop)} by its line numbers, and {other} "
                f"quoted {_span(other_first + 1, other_stop)}: the hunks of one diff must not "
                "overlap; send the changes of those lines as one hunk",
            )


def _placed(draft: _Draft, hunk: Hunk, start: int, delta: int, length: int, name: str) -> None:
    """Record where a hunk was placed, for the line numbers of the file's later hunks."""
    draft.last_end = start + length + delta
    draft.line_edits.append((start, length, delta))
    kept = {loose_key(line) for line in model_lines(hunk.new)}
    draft.removed.update(
        key for key in map(loose_key, model_lines(hunk.old)) if key and key not in kept
    )
    if hunk.line_hint is None:
        return
    draft.record(hunk.line_hint, start, delta)
    stop = hunk.line_hint - 1 + max(length, 1)
    draft.quoted.append((hunk.line_hint - 1, stop, name))
    draft.quoted_end = max(draft.quoted_end, stop)


def _refuse_placeholders(old_lines: list[str], new_lines: list[str], name: str, path: str) -> None:
    """Refuse a new text that would write a placeholder (``# ... existing code ...``) into the
    file: one that is not also in the old text, where it stands for lines left out."""
    quoted = {line.strip() for line in old_lines}
    elided = any(is_elision(line) for line in old_lines)
    fresh = [
        line
        for line in new_lines
        if line.strip() not in quoted and not (elided and is_elision(line))
    ]
    # A line that is only "..." is code (a stub's body), not a placeholder.
    fresh = [line for line in fresh if line.strip() not in ("...", "\u2026")]
    for line in fresh:
        if is_elision(line):
            _placeholder(name, line, new_lines)
    if fresh:
        found = find_placeholder(GeneratedFile(file_path=path, content="\n".join(fresh)))
        if found is not None:
            _placeholder(name, found[1], new_lines)


def _placeholder(name: str, text: str, new_lines: list[str]) -> None:
    number = next((i + 1 for i, line in enumerate(new_lines) if line.strip() == text.strip()), None)
    where = f" (line {number} of its new text)" if number else ""
    raise _Refused(
        "placeholder",
        f"{name} would write the placeholder {text.strip()!r}{where} into the file, where it "
        "stands for nothing; send the lines themselves, or quote the lines it stands for in "
        "the old text too",
    )


def _insert(draft: _Draft, hunk: Hunk, name: str, convention: str) -> _Applied:
    """An empty old text: insert after line ``after_line``, after the anchor line, or at the
    end of the file."""
    text = draft.text
    newline = draft.newline
    addition = with_newline(hunk.new, newline)
    if addition and not addition.endswith("\n"):
        addition += newline
    lines = Snapshot(text).lines
    if hunk.after_line is not None and text:
        if convention != "str-replace":
            # A line number alone (a diff hunk without context) is a hint, and hints of
            # models are often wrong; only a tool call's insert command is a position.
            raise _Refused(
                "absent",
                f"{name} inserts lines with no lines around them, after line "
                f"{hunk.after_line} only; a line number alone does not place an edit: quote a "
                "few lines around the place",
            )
        if hunk.after_line > len(lines):
            raise _Refused(
                "absent",
                f"{name} inserts after line {hunk.after_line}, but the file has "
                f"{_count(len(lines), 'line')}",
            )
        return _insert_at(draft, lines, hunk.after_line, addition, newline, "the line given", name)
    if hunk.anchor is not None and hunk.anchor.strip():
        found = _anchored_lines(lines, hunk.anchor)
        shown = hunk.anchor.strip().replace("\n", " / ")
        if not found:
            raise _Refused(
                "absent",
                f"{name} inserts after the line {shown!r}, which is not in the file; quote "
                "lines that are around the place",
            )
        if len(found) > 1:
            raise _Refused(
                "ambiguous",
                f"{name} inserts after the line {shown!r}, which is in the file "
                f"{len(found)} times; quote lines around the place instead",
                candidates=tuple(index + 1 for index in found),
            )
        return _insert_at(draft, lines, found[0] + 1, addition, newline, repr(shown), name)
    if hunk.line_hint is not None and text:
        raise _Refused(
            "absent",
            f"{name} inserts lines with no lines around them, at line {hunk.line_hint} only; "
            "a line number alone does not place an edit: quote a few lines around the place",
        )
    return _insert_at(draft, lines, len(lines), addition, newline, "", name)


def _insert_at(
    draft: _Draft, lines: Lines, after: int, addition: str, newline: str, why: str, name: str
) -> _Applied:
    """Insert ``addition`` (whole lines) after line ``after`` (0: before the first)."""
    text = draft.text
    at = lines.starts[after]
    _refuse_repeated(draft, "", addition, at, name)
    if after == len(lines) and text and not text.endswith("\n"):
        # After a last line without a line break: the break goes before the new lines, and
        # the file keeps ending without one.
        addition = newline + addition.removesuffix(newline)
    draft.replace(at, at, addition)
    if after == len(lines) and not why:
        message = "appended at the end of the file" if text else "wrote the new file"
    else:
        message = f"inserted after line {after}" + (f" ({why})" if why else "")
    return _Applied(Rung.EXACT, (after + 1, after), message)


def _substring_replacement(old: str, new: str, matched: str, newline: str) -> str:
    """The new text for a substring match, its line breaks those of the matched text."""
    local = newline
    if "\n" in matched:
        local = "\r\n" if "\r\n" in matched else "\n"
    return with_newline(new, local) if "\n" in new else new


def _choose(
    draft: _Draft, snapshot: Snapshot, found: Search, hunk: Hunk, name: str
) -> tuple[Place, Rung, str, tuple[int, ...]]:
    """The place to apply at: the only one, or the one a line hint or anchor picks."""
    assert found.rung is not None
    places = found.places
    if found.unique:
        if not found.elided:
            _refuse_far_from_hint(draft, snapshot, places[0], hunk, name)
        return places[0], found.rung, "", ()
    starts = tuple(place.start + 1 for place in places)
    unpicked = ""
    if hunk.line_hint is not None and draft.hint_missed is not None:
        given, seen = draft.hint_missed
        unpicked = (
            f"; its line number {hunk.line_hint} picks none: an earlier hunk of this file said "
            f"line {given} and is at line {seen}, so the line numbers are not to be trusted"
        )
    elif not found.more and hunk.line_hint is not None:
        expected = draft.expected(hunk.line_hint)
        distances = sorted((abs(place.start - expected), place.start) for place in places)
        if distances[0][0] <= HINT_WINDOW and distances[1][0] <= HINT_CLEARANCE:
            unpicked = (
                f"; its line number {hunk.line_hint} is near line {distances[0][1] + 1}, but "
                f"line {distances[1][1] + 1} is only {_count(distances[1][0], 'line')} from "
                "it, and line numbers are often off by that much, so it picks none"
            )
        if distances[0][0] <= HINT_WINDOW and distances[1][0] > HINT_CLEARANCE:
            picked = next(place for place in places if place.start == distances[0][1])
            others = ", ".join(str(start) for start in starts if start != picked.start + 1)
            return (
                picked,
                Rung.LINE_HINT,
                f"; it also matches at line {others}: the line number {hunk.line_hint} picked "
                "this one",
                starts,
            )
    if (
        not found.more
        and hunk.anchor is not None
        and hunk.anchor.strip()
        and not _anchor_changed(draft, hunk.anchor)
    ):
        anchored = _by_anchor(draft, snapshot.lines, places, hunk.anchor, name)
        after = [place for place in places if place.start >= draft.last_end]
        if anchored is not None and after and anchored.start < draft.last_end:
            # The hunks of a patch are in file order: lines above the hunk before this one are
            # not what the patch means when a copy stands after it (Codex seeks from there).
            anchored = None
        if anchored is not None:
            others = ", ".join(str(start) for start in starts if start != anchored.start + 1)
            return (
                anchored,
                Rung.ANCHOR,
                f"; it also matches at line {others}: the anchor "
                f"{hunk.anchor.strip().replace(chr(10), ' / ')!r} picked this one",
                starts,
            )
    if not found.more and hunk.at_end:
        last = _at_end(snapshot.lines, places)
        if last is not None:
            others = ", ".join(str(start) for start in starts if start != last.start + 1)
            return (
                last,
                Rung.ANCHOR,
                f"; it also matches at line {others}: the end of the file picked this one",
                starts,
            )
    if found.elided and found.fits:
        reading = _one_reading(draft, snapshot.lines, found.fits, hunk)
        if reading is not None:
            return reading[0], found.rung, reading[1], starts
    shown = ", ".join(_span(place.start + 1, place.stop) for place in places[:5])
    if len(places) > 5 or found.more:
        shown += ", ..."
    if found.elided:
        raise _Refused(
            "ambiguous",
            f"{name} fits the file in more than one way: the lines it changes could be in "
            f"more than one place (its first lines are at {shown}); quote more lines next to "
            "the lines it changes, or fewer '...'",
            candidates=starts,
        )
    count = f"{len(places)}{' or more' if found.more else ''}"
    raise _Refused(
        "ambiguous",
        f"{name} matches {count} places ({shown}){unpicked}; add lines around it so that "
        "it matches one place",
        candidates=starts,
    )


def _one_reading(
    draft: _Draft, lines: Lines, fits: tuple[Place, ...], hunk: Hunk
) -> tuple[Place, str] | None:
    """The fit of an elided old text that is its one reading, with the note that says why
    the others are not; None when there is not one. A fit whose gap runs out of the block its
    quote opens is no reading (see :func:`_refuse_gap_out_of_block`); nor, for a hunk with a
    V4A ``@@`` scope line, is one that is not under that scope line, inside its scope. Fits
    that differ only in where the kept pieces stand give one file: one reading."""
    kept = _kept_pieces(model_lines(hunk.old), model_lines(hunk.new))

    def readings(group: list[Place]) -> set[tuple[object, ...]]:
        return {
            (fit.shift, *(w for i, w in enumerate(fit.windows) if kept is None or not kept[i]))
            for fit in group
        }

    inside = [fit for fit in fits if _gap_in_block(lines, fit, hunk)]
    why = "only with a '...' gap that runs out of the block its quote opens"
    if len(readings(inside)) > 1 and hunk.anchor is not None and hunk.anchor.strip():
        inside = [fit for fit in inside if _under_scope(draft, lines, fit, hunk.anchor)]
        why = "only outside its scope line, or with a '...' gap out of its block"
    if len(readings(inside)) != 1:
        return None
    fit = inside[0]
    others = ", ".join(_span(other.start + 1, other.stop) for other in fits if other not in inside)
    return fit, f"; it also fits as {others}, {why}, which is not a reading"


def _under_scope(draft: _Draft, lines: Lines, fit: Place, anchor: str) -> bool:
    """Whether a fit stands after the nearest scope line above it and before its scope ends."""
    anchors = [at for at in _anchored_lines(lines, anchor) if at < fit.start]
    return bool(anchors) and _scope_end(draft, lines, anchors[-1], fit.stop) is None


def _gap_in_block(lines: Lines, place: Place, hunk: Hunk) -> bool:
    """Whether an elided fit is a reading as far as its gaps go: not one whose gap runs out
    of the block its quote opens while its elision line, indented deeper than the block's
    opener, says the block's own lines are left out."""
    try:
        _refuse_gap_out_of_block(lines, place, model_lines(hunk.old), "", deeper_only=True)
    except _Refused:
        return False
    return True


def _anchor_changed(draft: _Draft, anchor: str) -> bool:
    """Whether the anchor's (last) line is a line an earlier hunk of the file removed: the
    scope the model saw is gone, and the same text elsewhere (another class's method of the
    same name) is not what it names."""
    lines = [line for line in anchor.split("\n") if line.strip()]
    return bool(lines) and loose_key(lines[-1]) in draft.removed


def _refuse_far_from_hint(
    draft: _Draft, snapshot: Snapshot, place: Place, hunk: Hunk, name: str
) -> None:
    """Refuse a hunk found at one place far from its (trusted) line number when, near the line
    number, the same lines stand with other indentation or punctuation: a method's lines
    quoted out of their class are, as written, another function's lines exactly, and which of
    the two the model meant is not clear."""
    if hunk.line_hint is None or draft.hint_missed is not None:
        return
    expected = draft.expected(hunk.line_hint)
    if abs(place.start - expected) <= HINT_WINDOW:
        return
    lines = snapshot.lines
    old_lines = model_lines(hunk.old)
    keys = [punctuation_key(line) for line in old_lines]
    size = len(old_lines)
    for start in range(max(expected - HINT_WINDOW, 0), expected + HINT_WINDOW + 1):
        window = lines.contents[start : start + size]
        if start == place.start or len(window) != size:
            continue
        if [punctuation_key(line) for line in window] != keys:
            continue
        # Any indentation (a tab for four spaces too): the same lines stand at the number.
        raise _Refused(
            "ambiguous",
            f"{name} matches {_span(place.start + 1, place.stop)} ({place.rung}), "
            f"{abs(place.start - expected)} lines from where its line number "
            f"{hunk.line_hint} says, and at {_span(start + 1, start + size)}, near its line "
            "number, are the same lines with other indentation or punctuation: which is meant "
            "is not clear; quote the lines as they are in the file, with lines around them",
            candidates=(place.start + 1, start + 1),
        )


# A line that ends so (a trailing comment aside) opens a block: a line at its own indentation
# is past the block.
_BLOCK_OPENERS = (":", "{", "(", "[")
# Lines a quote may have above the line that opens its block: decorators and comments.
_COMMENT_STARTS = ("#", "//", "/*", "*", "--", "<!--", ";")
_TRAILING_COMMENT = re.compile(r"\s+(?:#|//|/\*|--\s).*$")


def _indentation(line: str) -> int:
    return len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())


def _opens_block(line: str) -> bool:
    """Whether a line opens a block: a definition (``def``, ``function``, ... : its block
    follows however its signature goes on), or a line that ends with ``:``, ``{``, ``(`` or
    ``[``, before a trailing comment too (``def f(a):  # doc``)."""
    if _first_word(line.strip()) in _DEFINITION_WORDS:
        return True
    code = line.rstrip()
    if code.endswith(_BLOCK_OPENERS):
        return True
    return _TRAILING_COMMENT.sub("", code).rstrip().endswith(_BLOCK_OPENERS)


def _block_openers(contents: list[str], start: int, stop: int) -> list[int]:
    """The lines of ``[start, stop)`` (the quote's lines before its first gap) that open the
    blocks the quote is in, whatever precedes them (decorators, comments, a line of code: the
    ``@property`` / ``def a(self):``, ``// helpers`` / ``function a() {``): the lines that
    open a block still open at ``stop`` (no line after it in the quote is indented as much or
    less: ``}``, ``):`` close it), outermost first (``class A:`` / ``def f(self):``: ``f``'s
    is the last); empty when there is none."""
    openers: list[int] = []  # the blocks open at each line, outermost first
    for index in range(start, stop):
        line = contents[index]
        if not line.strip():
            continue
        depth = _indentation(line)
        while openers and depth <= _indentation(contents[openers[-1]]):
            openers.pop()  # its block ended before the gap
        if _opens_block(line):
            openers.append(index)
    return openers


def _refuse_gap_out_of_block(
    lines: Lines, place: Place, old_lines: list[str], name: str, deeper_only: bool = False
) -> None:
    """Refuse an elided hunk whose quote opens a block (``def f(a):``, ``function f() {``,
    under decorators or comments it quotes too) when its gap (the lines a ``...`` stands for)
    spans a line indented as much as that opener or less: that line is past the block,
    another definition's. A model that quotes ``def f`` / ``...`` / a line it misremembers
    means ``f``'s line; the gap must not run on into the next function and find the line
    there. The first line after the gap counts too when it starts a definition and the
    elision line is indented deeper than the opener (``def g():`` after ``def f():`` /
    ``    ...``: the quote says it leaves out ``f``'s lines, not whole functions); another
    line there (``}``, ``else:``, the next statement) goes on after the block.

    ``deeper_only``: refuse only when the elision line is indented deeper than the opener
    (it says the block's own lines are left out, so a gap out of the block is no reading)."""
    if len(place.windows) < 2:
        return
    contents = lines.contents
    openers = _block_openers(contents, place.windows[0][0], place.windows[0][1])
    if not openers:
        return
    # An elision line indented deeper than the opener (as quoted) says the block's own lines
    # are left out: the quote's next line is then in that block too, never a definition at
    # the opener's level. One at the opener's level may leave out whole definitions.
    first = next((at for at, line in enumerate(old_lines) if not is_elision(line)), 0)
    after_opener = old_lines[first + openers[-1] - place.windows[0][0] :]
    marker = next((line for line in after_opener if is_elision(line)), "")

    def quoted(opener: int) -> int:  # the opener's line in the quote
        return first + opener - place.windows[0][0]

    def deeper(opener: int) -> bool:  # the elision line is inside the opener's block
        at = quoted(opener)
        return at >= len(old_lines) or _indentation(marker) > _indentation(old_lines[at])

    # An elision line at the level of an inner statement's opener (``if x:`` / ``...`` as
    # indented as the ``if``) leaves out lines after that statement's block: they are the
    # enclosing block's, which the gap stays in then. A definition's block is not left so
    # (the lines after it at its level are other definitions).
    opener = openers[-1]
    for outer in reversed(openers[:-1]):
        if deeper(opener) or _first_word(contents[opener].strip()) in _DEFINITION_WORDS:
            break
        opener = outer
    inside = deeper(opener)
    limit = _indentation(contents[opener])
    if deeper_only and not inside:
        return  # the gap may leave out lines after the block: no reading is ruled out
    for (_, gap_start), (gap_stop, _) in itertools.pairwise(place.windows):
        for index in range(gap_start, gap_stop + 1):
            line = contents[index] if index < len(contents) else ""
            if not line.strip():
                continue
            if index == gap_stop and (
                not inside or _first_word(line.strip()) not in _DEFINITION_WORDS
            ):
                continue  # the quote goes on after the block ("}", "else:", a statement)
            if _indentation(line) <= limit:
                raise _Refused(
                    "ambiguous",
                    f"{name} fits the file only with a '...' gap that runs out of the block "
                    f"its line {opener + 1} ({contents[opener].strip()[:60]!r}) opens: the "
                    f"gap would run to line {index + 1}, {line.strip()[:60]!r}, which is "
                    "outside that block; quote the lines around the change without '...', "
                    "or quote the block's lines as they are",
                    candidates=(place.start + 1,),
                )


# Words that start a definition: the next one at a scope line's indentation ends its scope.
_DEFINITION_WORDS = frozenset(
    {"def", "class", "async", "function", "fn", "func", "struct", "impl", "interface"}
)
# In Python only these do: a line "function f() {" there is text (of a string holding a shell
# or JavaScript source), not the end of the scope.
_PYTHON_DEFINITION_WORDS = frozenset({"def", "class", "async"})


def _first_word(line: str) -> str:
    words = line.split(None, 1)
    return words[0].split("(", 1)[0] if words else ""


def _scope_end(draft: _Draft, lines: Lines, scope: int, until: int) -> int | None:
    """The first line after the scope line ``scope`` and before ``until`` that ends its scope:
    a definition indented as the scope line or less (``None``: none before ``until``). Lines
    an earlier hunk of the file wrote are not counted: the scope is the one of the file the
    model saw (a hunk that adds a function between the scope line and a later hunk's lines
    does not move those lines out of it)."""
    contents = lines.contents
    depth = _indentation(contents[scope])
    kind = _first_word(contents[scope])
    python = kind == "def" or (
        kind in _PYTHON_DEFINITION_WORDS and not contents[scope].rstrip().endswith("{")
    )
    words = _PYTHON_DEFINITION_WORDS if python else _DEFINITION_WORDS
    for index in range(scope + 1, until):
        line = contents[index]
        word = _first_word(line)
        if (
            word
            and (word in words or word == kind)
            and _indentation(line) <= depth
            and not draft.overlaps(lines.starts[index], lines.starts[index + 1])
        ):
            return index
    return None


def _refuse_out_of_scope(
    draft: _Draft, snapshot: Snapshot, start: int, hunk: Hunk, name: str, convention: str
) -> None:
    """Refuse a V4A hunk placed where its ``@@ scope`` line is not before it: Codex's
    ``apply_patch`` finds the scope line first and the hunk's lines after it, so lines found
    only above the scope (another function that has them) are not what the patch names."""
    if (
        convention != "v4a-patch"
        or hunk.anchor is None
        or not hunk.anchor.strip()
        or _anchor_changed(draft, hunk.anchor)
    ):
        # (a scope line an earlier hunk of the file changed names the function as the model
        # saw it, before the patch: its text standing elsewhere now is another function's,
        # which places nothing, as the choice of a place does not count it either)
        return
    anchors = _anchored_lines(snapshot.lines, hunk.anchor)
    shown = hunk.anchor.strip().replace("\n", " / ")
    before = [at for at in anchors if at <= start]
    if before:
        contents = snapshot.lines.contents
        scope = before[-1]
        index = _scope_end(draft, snapshot.lines, scope, start)
        if index is not None:
            line = contents[index]
            raise _Refused(
                "absent",
                f"{name} matched nothing under its scope line {shown!r} (line "
                f"{scope + 1}): its lines are at line {start + 1}, past line {index + 1} "
                f"{line.strip()[:60]!r}, where that scope ends; quote the lines as they "
                "are under that scope line, or name the scope they are in",
                candidates=(start + 1,),
            )
    if not anchors or before:
        # A scope line that is not in the file (an earlier hunk of the patch changed it, as
        # Codex reads every hunk against the file before the patch) says nothing here.
        return
    where = (
        f"its lines are at line {start + 1}, before its scope line {shown!r} (line "
        f"{anchors[0] + 1})"
    )
    raise _Refused(
        "absent",
        f"{name} matched nothing after its scope: {where}; quote the lines as they are "
        "under that scope line, or name the scope they are in",
        candidates=(start + 1,),
    )


def _anchored_lines(lines: Lines, anchor: str) -> list[int]:
    """The lines that hold the anchor's last line with its other lines before it, in order
    (V4A's nested ``@@`` scopes, outer first; each found after the one before it)."""
    wanted = [loose_key(line) for line in anchor.split("\n") if line.strip()]
    if not wanted:
        return []
    keys = [loose_key(line) for line in lines.contents]
    found = []
    step = 0  # how many of the outer lines were seen, in order
    for index, key in enumerate(keys):
        if step < len(wanted) - 1 and key == wanted[step]:
            step += 1
        elif step == len(wanted) - 1 and key == wanted[-1]:
            found.append(index)
    return found


def _by_anchor(
    draft: _Draft, lines: Lines, places: list[Place], anchor: str, name: str
) -> Place | None:
    """The place the anchor picks: the one place after the anchor's (last) line and inside
    its scope (Codex's ``apply_patch`` seeks the scope line, then the lines after it).

    Several places inside the scope pick none (Codex would take the first; the model may have
    meant a later one), unless one of them alone is after the hunk before this one (a
    patch's hunks are in file order): the refusal names them.

    A scope line that stands more than once with the hunk's lines under each (two classes'
    ``def __init__(self):`` holding the same lines) picks none: which one the patch names is
    not clear, and the refusal names both. Places outside every scope (past the next
    definition) are not picked."""
    anchors = _anchored_lines(lines, anchor)
    outer = [loose_key(line) for line in anchor.split("\n") if line.strip()][:-1]
    if outer and anchors:
        # Nested scopes: the scope line counts only inside the scope of the nearest line
        # of the scope around it (``@@ class B:`` / ``@@ def __init__``: not C's __init__).
        enclosing = [i for i, line in enumerate(lines.contents) if loose_key(line) == outer[-1]]
        kept = []
        for at in anchors:
            index = bisect.bisect_left(enclosing, at) - 1
            if index >= 0 and _scope_end(draft, lines, enclosing[index], at) is None:
                kept.append(at)
        anchors = kept
    if not anchors:
        return None
    # The places after each scope line (before the next one); one walk per scope line to the
    # last of them finds where its scope ends.
    after: dict[int, list[Place]] = {}
    for place in places:
        at = bisect.bisect_left(anchors, place.start) - 1
        if at >= 0:
            after.setdefault(anchors[at], []).append(place)
    under: dict[int, list[Place]] = {}
    for scope, group in after.items():
        end = _scope_end(draft, lines, scope, group[-1].start)
        inside = [place for place in group if end is None or place.start <= end]
        if inside:
            under[scope] = inside
    if len(under) > 1:
        scopes = sorted(under)
        shown = anchor.strip().replace("\n", " / ")
        where = ", ".join(
            f"line {scope + 1} (its lines at line {under[scope][0].start + 1})"
            for scope in scopes[:5]
        )
        raise _Refused(
            "ambiguous",
            f"{name} names the scope {shown!r}, which is in the file more than once with its "
            f"lines under it: at {where}; which one is meant is not clear: name the "
            "enclosing scope too (one more '@@ class ...' line), or quote more lines",
            candidates=tuple(under[scope][0].start + 1 for scope in scopes),
        )
    if not under:
        return None
    scope, inside = next(iter(under.items()))
    if len(inside) == 1:
        return inside[0]
    # Several places under the one scope line: Codex would take the first, but the model may
    # mean any of them. Only the file order of the patch's hunks picks: the one place after
    # the hunk before this one.
    later = [place for place in inside if place.start >= draft.last_end]
    if draft.last_end >= 0 and len(later) == 1:
        return later[0]
    shown = anchor.strip().replace("\n", " / ")
    spans = ", ".join(_span(place.start + 1, place.stop) for place in inside[:5])
    if len(inside) > 5:
        spans += ", ..."
    raise _Refused(
        "ambiguous",
        f"{name} matches {len(inside)} places under its scope line {shown!r} (line "
        f"{scope + 1}): {spans}; which one is meant is not clear: add lines around it so "
        "that it matches one place under that scope",
        candidates=tuple(place.start + 1 for place in inside),
    )


def _at_end(lines: Lines, places: list[Place]) -> Place | None:
    """The one place that ends at the end of the file (V4A's ``*** End of File``)."""
    picked = [place for place in places if place.stop >= len(lines)]
    return picked[0] if len(picked) == 1 else None


# -- replacing whole lines


def _opcodes(old: list[str], new: list[str]) -> list[tuple[str, int, int, int, int]]:
    """How ``new`` differs from ``old``, line by line (a longest common subsequence).

    Only lines both texts hold can be in a common subsequence, so the subsequence is sought
    among those alone (rapidfuzz's ``Indel``, quadratic in what it is given): a hunk that
    rewrites every line costs linear time, not its length squared."""
    in_new, in_old = set(new), set(old)
    old_at = [i for i, line in enumerate(old) if line in in_new]
    new_at = [j for j, line in enumerate(new) if line in in_old]
    pairs: list[tuple[int, int]] = []
    if old_at and new_at:
        for op in Indel.opcodes([old[i] for i in old_at], [new[j] for j in new_at]):
            if op.tag == "equal":
                for k in range(op.src_end - op.src_start):
                    pairs.append((old_at[op.src_start + k], new_at[op.dest_start + k]))
    # The opcodes of the whole texts around those pairs.
    result: list[tuple[str, int, int, int, int]] = []
    i = j = 0
    for a, b in [*pairs, (len(old), len(new))]:
        if i < a or j < b:
            tag = "replace" if i < a and j < b else ("delete" if i < a else "insert")
            result.append((tag, i, a, j, b))
        if a < len(old):
            if result and result[-1][0] == "equal" and result[-1][2] == a and result[-1][4] == b:
                last = result[-1]
                result[-1] = ("equal", last[1], a + 1, last[3], b + 1)
            else:
                result.append(("equal", a, a + 1, b, b + 1))
        i, j = a + 1, b + 1
    return result


def _pieces(
    place: Place, found: Search, old_lines: list[str], new_lines: list[str], name: str
) -> list[tuple[list[str], list[str], tuple[int, int]]]:
    """(old piece, new piece, file window) for each piece of an elided hunk; one otherwise."""
    if not (found.elided and found.rung in (Rung.ELISION, Rung.PUNCTUATION)):
        return [(old_lines, new_lines, (place.start, place.stop))]
    old_pieces = split_elisions(old_lines)
    new_pieces = _new_pieces(new_lines)
    old_marks = [line.strip() for line in old_lines if is_elision(line)]
    new_marks = [line.strip() for line in new_lines if is_elision(line)]
    if len(new_pieces) == len(old_pieces) and old_marks != new_marks:
        # The new text changes an elision line: it is then a line of code the edit changes
        # (a doctest's "... x = 1"?), never a gap to fill with the file's lines.
        raise _Refused(
            "elision",
            f"{name} has other elision lines ('...') in its new text than in its old text; "
            "repeat each elision line of the old text unchanged where the kept lines go",
        )
    if len(new_pieces) != len(old_pieces):
        raise _Refused(
            "elision",
            f"{name} leaves lines out in {len(old_pieces) - 1} place(s) of its old text but "
            f"in {len(new_pieces) - 1} of its new text; repeat each elision line (such as "
            "'# ... existing code ...') in the new text where the kept lines go",
        )
    return list(zip(old_pieces, new_pieces, place.windows, strict=True))


def _kept_pieces(old_lines: list[str], new_lines: list[str]) -> list[bool] | None:
    """For an elided hunk, which pieces of its old text the new text repeats as they are."""
    if not any(is_elision(line) for line in old_lines):
        return None
    old_pieces = split_elisions(old_lines)
    new_pieces = _new_pieces(new_lines)
    if len(old_pieces) != len(new_pieces):
        return None
    return [old == new for old, new in zip(old_pieces, new_pieces, strict=True)]


def _new_pieces(lines: list[str]) -> list[list[str]]:
    """The new text cut at its inner elision lines (runs of them are one cut)."""
    start, stop = 0, len(lines)
    while start < stop and is_elision(lines[start]):
        start += 1
    while stop > start and is_elision(lines[stop - 1]):
        stop -= 1
    pieces: list[list[str]] = [[]]
    previous_elided = False
    for line in lines[start:stop]:
        if is_elision(line):
            if not previous_elided:
                pieces.append([])
            previous_elided = True
        else:
            pieces[-1].append(line)
            previous_elided = False
    return pieces


def _last_line_break(old: str, new: str, output: list[tuple[str, str | None]], name: str) -> None:
    """Whole lines replace whole lines; when the old text does not end with a line break (a
    ``str_replace`` text ends inside its last line) the file's line break after it is not
    replaced, so a line break at the end of the new text is one line more."""
    old_ends, new_ends = old.endswith("\n"), new.endswith("\n")
    if new_ends and not old_ends:
        output.append(("", None))
    elif old_ends and not new_ends and new:
        raise _Refused(
            "absent",
            f"{name} ends its old text with a line break but not its new text, which would "
            "join its last line with the next one; it matched only loosely, so it is not "
            "applied: end both texts alike",
        )


def _merge(
    lines: Lines,
    place: Place,
    pieces: list[tuple[list[str], list[str], tuple[int, int]]],
    name: str,
) -> list[tuple[str, str | None]]:
    """The lines that replace the place: (content, line break or None for a new line)."""
    output: list[tuple[str, str | None]] = []
    previous_stop = None
    for old_piece, new_piece, (start, stop) in pieces:
        if previous_stop is not None:  # the lines an elision stood for, as they are
            output.extend(
                zip(
                    lines.contents[previous_stop:start],
                    lines.ends[previous_stop:start],
                    strict=True,
                )
            )
        # An elided old text's pieces are compared under the rung they matched at: pieces
        # that are the file's lines as they are make no line of the new text ambiguous.
        rung = place.level or place.rung
        output.extend(_kept_and_new(lines, start, old_piece, new_piece, place.shift, name, rung))
        previous_stop = stop
    return output


def _indented_punctuation_key(line: str) -> str:
    """:func:`punctuation_key` with the line's indentation kept (see :data:`_RUNG_KEY`)."""
    return line[: len(line) - len(line.lstrip())] + punctuation_key(line)


#: The line equivalence of each rung that replaces whole lines (an elided old text: the rung
#: its pieces matched under, ``Place.level``): two lines it cannot tell apart, as the model
#: wrote them. The indentation and punctuation rungs place a quote by ONE uniform shift of its
#: indentation: in the model's own text, a line indented otherwise than a line it quoted is
#: another line (the shift would carry it elsewhere than the quoted one), so their keys keep
#: the indentation.
_RUNG_KEY: dict[Rung, Callable[[str], str]] = {
    Rung.LINE_ENDINGS: str,
    Rung.TRAILING_WHITESPACE: str.rstrip,
    Rung.INDENTATION: str.rstrip,
    Rung.ELISION: str.strip,
    Rung.PUNCTUATION: _indented_punctuation_key,
    Rung.FUZZY: punctuation_key,
}


def _kept_and_new(
    lines: Lines,
    start: int,
    old_piece: list[str],
    new_piece: list[str],
    shift: Shift,
    name: str,
    rung: Rung,
) -> list[tuple[str, str | None]]:
    """The new piece, its lines the same as in the old piece taken from the file.

    Which old line a kept new line is depends on how the two texts are aligned, and under a
    tolerant rung the file writes a line otherwise than the model quoted it. Two readings that
    would give two files are refused rather than one guessed:

    - the old text repeats a line that the file writes in two ways (a blank line with and
      without a tab), and the kept line could be either;
    - a line the hunk writes is, as the model wrote it, a line it quoted from the file that
      the file writes otherwise: kept (as the file has it) or written (as the model wrote
      it)? Another alignment of the same texts keeps it.
    """
    pairs = _pairs(old_piece, new_piece)
    contents = lines.contents
    key = _RUNG_KEY.get(rung, str)
    quoted: dict[str, list[int]] = {}
    for index, text in enumerate(old_piece):
        quoted.setdefault(key(text), []).append(index)
    for index, text in enumerate(new_piece):
        if index in pairs or not text.strip():
            continue
        written = shift.apply(text)
        for other in quoted.get(key(text), ()):
            if contents[start + other] != written:
                raise _Refused(
                    "ambiguous",
                    f"{name} matches lines {start + 1}-{start + len(old_piece)} only loosely, "
                    f"and line {index + 1} of its new text is line {start + other + 1} of the "
                    "file as it quoted it, but the file writes that line otherwise: kept or "
                    "written anew is not clear; quote the lines as they are in the file",
                )
    ordered = sorted(pairs.items())
    taken = set(pairs.values())
    for number, (_, kept) in enumerate(ordered):
        low = ordered[number - 1][1] if number else -1
        high = ordered[number + 1][1] if number + 1 < len(ordered) else len(old_piece)
        for other in range(low + 1, high):
            if (
                other not in taken
                and old_piece[other] == old_piece[kept]
                and contents[start + other] != contents[start + kept]
            ):
                first, second = sorted((start + kept + 1, start + other + 1))
                raise _Refused(
                    "ambiguous",
                    f"{name} matches lines {start + 1}-{start + len(old_piece)} only loosely, "
                    f"and keeps one of two lines it quotes alike that the file writes in two "
                    f"ways (lines {first} and {second}), so which one stays is not clear; "
                    "quote those lines as they are in the file",
                )
    return _built(lines, start, new_piece, pairs, shift, name)


def _pairs(old: list[str], new: list[str]) -> dict[int, int]:
    """Each new line that is an old line kept: new index -> old index (a longest common
    subsequence of the two texts)."""
    return {
        new_start + k: old_start + k
        for tag, old_start, old_stop, new_start, _ in _opcodes(old, new)
        if tag == "equal"
        for k in range(old_stop - old_start)
    }


def _built(
    lines: Lines,
    start: int,
    new_piece: list[str],
    pairs: dict[int, int],
    shift: Shift,
    name: str,
) -> list[tuple[str, str | None]]:
    output: list[tuple[str, str | None]] = []
    for index, text in enumerate(new_piece):
        kept = pairs.get(index)
        if kept is not None:
            at = start + kept
            output.append((lines.contents[at], lines.ends[at]))
            continue
        line = shift.apply(text)
        if line is None:
            raise _Refused(
                "reindent",
                f"{name} is indented {shift.prefix!r} more than the file, but line "
                f"{index + 1} of its new text is indented less than that, so it cannot "
                "be re-indented to the file; quote the lines with the file's indentation",
            )
        output.append((line, None))
    return output


def _joined(
    lines: Lines, place: Place, output: list[tuple[str, str | None]], newline: str
) -> tuple[str, int]:
    """The replacement text for lines ``[place.start, place.stop)``, and where it starts (one
    line break earlier when a deletion at the end keeps the file without a final newline)."""
    at_end = place.stop == len(lines)
    keep_no_final_newline = at_end and not lines.final_newline
    parts = []
    last = len(output) - 1
    for index, (content, end) in enumerate(output):
        if index == last and keep_no_final_newline:
            end = ""
        elif not end:
            end = newline
        parts.append(content + end)
    start_char = lines.starts[place.start]
    if not output and keep_no_final_newline and place.start > 0:
        # The line before becomes the last one: it loses its line break, as the file had none.
        start_char -= len(lines.ends[place.start - 1])
    return "".join(parts), start_char


# -- the fuzzy rung


def _fuzzy(
    draft: _Draft,
    lines: Lines,
    newline: str,
    hunk: Hunk,
    found: Search,
    name: str,
    convention: str,
) -> _Applied:
    old, new = hunk.old, hunk.new
    old_lines, new_lines = model_lines(old), model_lines(new)
    if new_lines and old_lines != new_lines:
        done = search(
            Snapshot(draft.text), "".join(line + "\n" for line in new_lines), newline, strict=True
        )
        if done.unique and done.rung in (Rung.EXACT, Rung.LINE_ENDINGS):
            place = done.places[0]
            raise _Refused(
                "absent",
                f"{name} matched nothing, but its new text is in the file already (at "
                f"{_span(place.start + 1, place.stop)}): it may have been applied before; "
                "send only the edits still to make",
            )
    near = nearest(lines.contents, old_lines)
    best = near[0] if near else None
    if best is None:
        raise _Refused(
            "absent",
            f"{name} matched nothing, and no line of the file is like its old text; check the "
            "file name, and quote lines that are in the file",
        )
    second = max((n.score for n in near[1:]), default=0.0)
    quoted = _quote(lines, best)
    closest = (
        f"the closest lines are {_span(best.start + 1, best.stop)}, "
        f"{int(best.similarity * 100)}% similar:\n{quoted}"
    )
    if found.elided:
        raise _Refused(
            "absent",
            f"{name} matched nothing (its pieces between '...' lines are not all in the file "
            f"in that order); {closest}",
            near=best,
        )
    absent = _Refused("absent", f"{name} matched nothing; {closest}", near=best)
    window = lines.contents[best.start : best.stop]
    if (
        best.similarity < FUZZY_THRESHOLD
        or best.score - second < FUZZY_MARGIN
        or len(window) != len(old_lines)
    ):
        raise absent
    _refuse_fuzzy_rivals(draft, lines, hunk, best, name)
    opcodes = _opcodes(old_lines, new_lines)
    for tag, old_start, old_stop, _, _ in opcodes:
        if tag in ("delete", "replace") and any(
            loose_key(window[i]) != loose_key(old_lines[i]) for i in range(old_start, old_stop)
        ):
            raise absent  # a line it removes is not in the file as quoted
    same = [
        i for i in range(len(window)) if punctuation_key(window[i]) == punctuation_key(old_lines[i])
    ]
    shift = uniform_shift(
        [window[i] for i in same], [old_lines[i] for i in same], ascii_punctuation
    )
    if shift is None:
        raise absent
    _refuse_out_of_scope(draft, Snapshot(draft.text), best.start, hunk, name, convention)
    _refuse_overlap(draft, hunk, len(old_lines), name, best.start)
    start_char, stop_char = lines.starts[best.start], lines.starts[best.stop]
    if draft.overlaps(start_char, stop_char):
        raise _Refused(
            "conflict",
            f"{name} matches nothing exactly; its closest lines "
            f"{_span(best.start + 1, best.stop)} overlap what an earlier edit of this file "
            "changed; quote the lines as they are after the earlier edits",
            near=best,
        )
    place = Place(Rung.FUZZY, best.start, best.stop, ((best.start, best.stop),), None, shift)
    output = _kept_and_new(lines, best.start, old_lines, new_lines, shift, name, Rung.FUZZY)
    _last_line_break(
        "".join(line + "\n" for line in old_lines),
        "".join(line + "\n" for line in new_lines),
        output,
        name,
    )
    replacement, start_char = _joined(lines, place, output, newline)
    written = [content for content, _ in output]
    note = _refuse_placed(draft, Snapshot(draft.text), place, hunk, written, name, convention).note
    delta = replacement.count("\n") - draft.text.count("\n", start_char, stop_char)
    draft.replace(start_char, stop_char, replacement)
    _placed(draft, hunk, best.start, delta, len(old_lines), name)
    return _Applied(
        Rung.FUZZY,
        (best.start + 1, best.stop),
        f"applied at {_span(best.start + 1, best.stop)}, the one place like its old text "
        f"({int(best.similarity * 100)}% similar, {int(best.agreement * 100)}% of its lines "
        f"equal; the next place scores {int(second * 100)}% to its {int(best.score * 100)}%); "
        f"the lines it removes are there as quoted{note}",
        near=best,
    )


def _refuse_fuzzy_rivals(draft: _Draft, lines: Lines, hunk: Hunk, best: Near, name: str) -> None:
    """Refuse a fuzzy place that is not the one place like the old text, or that its line
    number does not point at: a quote that runs past the end (or the start) of the file by a
    blank line or two fits there, with no window inside the file to compare, and the best
    window inside it may be another copy of the lines (another function with the same body)."""
    old_lines = model_lines(hunk.old)
    rival = overhanging(lines.contents, old_lines)
    if rival is not None and rival.score > best.score - FUZZY_MARGIN:
        raise _Refused(
            "ambiguous",
            f"{name} matched nothing exactly; lines {_span(best.start + 1, best.stop)} are "
            f"{int(best.similarity * 100)}% like its old text, and lines "
            f"{_span(rival.start + 1, rival.stop)} are its old text but for lines past the "
            f"{'end' if rival.stop >= len(lines.contents) else 'start'} of the file: which is "
            "meant is not clear; quote only lines that are in the file",
            near=best,
            candidates=(best.start + 1, rival.start + 1),
        )
    if hunk.line_hint is None or draft.hint_missed is not None:
        return
    expected = draft.expected(hunk.line_hint)
    if abs(best.start - expected) > HINT_WINDOW:
        raise _Refused(
            "absent",
            f"{name} matched nothing exactly; the closest lines "
            f"{_span(best.start + 1, best.stop)} are {abs(best.start - expected)} lines from "
            f"where its line number {hunk.line_hint} says, so a near match there is not "
            "trusted; quote the lines as they are in the file",
            near=best,
        )


def _quote(lines: Lines, near: Near) -> str:
    shown = lines.contents[near.start : min(near.stop, near.start + _QUOTED_LINES)]
    more = near.stop - near.start - len(shown)
    body = "\n".join(shown)
    tail = f"\n(... {more} more lines)" if more > 0 else ""
    return f"```\n{body}\n```{tail}"
