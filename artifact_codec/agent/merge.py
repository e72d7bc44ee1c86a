"""What arrived across the attempts of a conversation, merged into one set of files.

The rules (``docs/retry.md`` states them for users):

- a *whole answer* (one that is usable on its own and was asked for in full, or that holds
  at least as many files as were announced and drops none that arrived) stands alone: it
  replaces the merged set; files of earlier attempts that it lacks are dropped and named in a
  diagnostic;
- otherwise the complete files of the answer are added to what arrived before; a file sent
  again replaces the earlier one (the later one wins) and a diagnostic says so when its content
  changed; a file whose path clashes with a kept one is refused and awaited; later headers add
  to the first;
- the merged set is *complete* when every file that must come has come: the number the first
  whole answer's header announced (``total_files``), every file an answer was cut off in or
  sent as an edit, every planned file (``paths``), and no file more than announced; and the
  latest answer refused no block (:func:`unaccounted_errors`), and is usable when nothing
  announced a count;
- a set of files from several attempts is never ``clean`` (``recovered``, or ``repaired``
  when a repaired legacy answer contributed).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Diagnostic, Severity
from ..errors import PathConflictError, UnsafePathError
from ..format.paths import check_path_set, file_key, held_under_spelling
from ..models import GeneratedCode, GeneratedFile
from ..operations import FileOperation
from ..result import Format, ParseResult, Status

__all__ = ["Contribution", "MergedFiles", "unaccounted_errors", "was_cut"]

_ORDER = {Status.CLEAN: 0, Status.RECOVERED: 1, Status.REPAIRED: 2}


# The errors of an answer that the merge itself accounts for: a cut (the cut file must come,
# or nothing says the set is complete), a count short of its total (the count is kept), edits
# (they must come as whole files). Any other error (a refused block: an unsafe or duplicate
# path, a second PATH) means a file the model meant was not taken, so the answer cannot
# complete the set.
_ACCOUNTED = frozenset({"truncated", "json-truncated", "fewer-files-than-declared", "edit-blocks"})
_CUT = frozenset({"truncated", "json-truncated"})


def was_cut(reading: ParseResult) -> bool:
    """Whether the answer was cut off (not only short of files it announced): a block cut
    off, or a legacy JSON answer that ends inside its value."""
    return reading.status is Status.TRUNCATED and (
        reading.partial_file is not None or any(d.code in _CUT for d in reading.diagnostics)
    )


def unaccounted_errors(reading: ParseResult) -> list[Diagnostic]:
    """The errors of an answer that no later file can make up for by merging: a block it
    refused (an unsafe or duplicate path, two paths), anything else that is not a cut, a short
    count or an edit. While the latest answer has one, the set is not known complete."""
    return [
        d for d in reading.diagnostics if d.severity is Severity.ERROR and d.code not in _ACCOUNTED
    ]


@dataclass(frozen=True)
class Contribution:
    """What one attempt brought: files new to the set, files it replaced, files it was
    refused (a path that clashes with one already merged), and whether it stood alone."""

    added: tuple[str, ...] = ()
    replaced: tuple[str, ...] = ()
    refused: tuple[str, ...] = ()
    whole: bool = False


@dataclass
class MergedFiles:
    """The files of a conversation so far, and what must still come.

    ``paths``: when given (a planned set), exactly these files must come and any other file
    an answer holds is not taken (the per-file stage asks for one file at a time).
    """

    paths: tuple[str, ...] | None = None
    target: int | None = None
    files: dict[str, tuple[GeneratedFile, int]] = field(default_factory=dict)
    header: GeneratedCode | None = None
    required: dict[str, str] = field(default_factory=dict)  # path -> why it must come
    edits: dict[str, tuple[FileOperation, int]] = field(default_factory=dict)
    notes: list[Diagnostic] = field(default_factory=list)
    contributors: dict[int, ParseResult] = field(default_factory=dict)
    whole: int | None = None  # the attempt whose whole answer stands alone, if the last did
    latest: tuple[int, ParseResult] | None = None  # the last attempt that was read
    # The order of the files: as they came, a cut-off file keeping the place it was cut in.
    order: list[str] = field(default_factory=list)
    # Files refused because their path clashes with a kept one (path -> the attempt, the kept
    # path): the model meant them, so the set is not complete until a later answer sends a
    # file under a clashing path (the model's choice between the two) or stands alone.
    refused: dict[str, tuple[int, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.paths is not None:
            for path in self.paths:
                self.required[path] = "planned"

    # -- taking an answer ------------------------------------------------------------------

    def take(self, reading: ParseResult, number: int, *, asked_whole: bool) -> Contribution:
        """Add the files of attempt ``number`` (read as ``reading``) to the set."""
        self.latest = (number, reading)
        # An invalid reading vouches for none of its files: the files it holds are those a
        # stream announced before a doubt or a second document made the answer ambiguous
        # (hunt29: a draft's file kept there became the answer's after the retry).
        # Nor does a reading that doubts the files it holds (a command after them may change
        # them, another convention holds other versions: ParseResult.files_doubted).
        vouched = (
            reading.code.files
            if reading.status is not Status.INVALID and reading.files_doubted is None
            else []
        )
        files = [file for file in vouched if self._wanted(file.file_path, number)]
        if self._is_whole(reading, files, asked_whole):
            return self._stand_alone(reading, files, number)
        self.whole = None
        if (
            asked_whole
            and reading.expected_files is not None
            and self.target is None
            and self.paths is None  # a planned set: the plan says what must come, not a header
        ):
            self.target = reading.expected_files
        if files:
            self._take_header(reading, number)
        kept_before = {path: (file, where) for path, (file, where) in self.files.items()}
        added: list[str] = []
        replaced: list[str] = []
        refused: list[str] = []
        for file in files:
            outcome = self._put(file, number)
            {"added": added, "replaced": replaced, "refused": refused, "same": []}[outcome].append(
                file.file_path
            )
        self._note_same_content(files, added, kept_before, number)
        self._refused_again(reading, number, vouched)
        cut = reading.partial_file
        if cut is not None and (self.paths is None or cut.file_path in self.paths):
            self.required.setdefault(cut.file_path, "cut off")
            self._place(cut.file_path)
        self._take_edits(reading, number)
        if added or replaced:
            self.contributors[number] = reading
        return Contribution(tuple(added), tuple(replaced), tuple(refused))

    def _wanted(self, path: str, number: int) -> bool:
        if self.paths is None or path in self.paths:
            return True
        self.notes.append(
            Diagnostic(
                "file-not-asked-for",
                Severity.WARNING,
                f"attempt {number} also sent {path}, which was not asked for; it was not taken",
            )
        )
        return False

    def _is_whole(self, reading: ParseResult, files: list[GeneratedFile], asked: bool) -> bool:
        if not reading.usable or reading.edits:
            return False
        if self.paths is not None:
            return {file.file_path for file in files} >= set(self.paths)
        if self.target is None:
            return asked
        if len(files) >= self.target:
            # Every file announced. Asked for in full, it is the whole answer; asked for the
            # missing files only, it is one only when it drops nothing that arrived (a reply of
            # the missing files that outgrew the first count is merged: more files than
            # announced, so the whole answer is asked for, never a kept file dropped).
            return asked or {file.file_path for file in files} >= set(self.files)
        # Asked for in full, with fewer files than announced before: it stands alone only when
        # it drops nothing that arrived and says how many files it has (a reply of the missing
        # files only, or a tail of a cut-off answer, is merged instead).
        return (
            asked
            and reading.expected_files is not None
            and {file.file_path for file in files} >= set(self.files)
        )

    def _stand_alone(
        self, reading: ParseResult, files: list[GeneratedFile], number: int
    ) -> Contribution:
        earlier = {path: file for path, (file, _) in self.files.items()}
        new_paths = {file.file_path for file in files}
        dropped = [path for path in earlier if path not in new_paths]
        replaced = [
            file.file_path
            for file in files
            if file.file_path in earlier and earlier[file.file_path].content != file.content
        ]
        if dropped:
            self.notes.append(
                Diagnostic(
                    "earlier-files-dropped",
                    Severity.WARNING,
                    f"attempt {number} is a whole answer and stands alone; files of earlier "
                    f"attempts that it does not have were dropped: {', '.join(dropped)}",
                )
            )
        if replaced:
            self.notes.append(
                Diagnostic(
                    "file-sent-again",
                    Severity.INFO,
                    f"attempt {number} is a whole answer and stands alone; it changed "
                    f"{', '.join(replaced)} from the earlier attempts",
                )
            )
        if self.target is not None and reading.expected_files != self.target:
            self.notes.append(
                Diagnostic(
                    "announced-total-changed",
                    Severity.WARNING,
                    f"attempt {number} is a whole answer of {len(files)} files and stands "
                    f"alone; an earlier answer announced {self.target}",
                )
            )
        self.files = {file.file_path: (file, number) for file in files}
        self.order = list(self.files)
        self.header = reading.code.model_copy(update={"files": []})
        if self.paths is None:
            self.target = reading.expected_files
        self.required = {path: why for path, why in self.required.items() if why == "planned"}
        self.edits = {}
        self.refused = {}
        self.contributors = {number: reading}
        self.whole = number
        added = tuple(path for path in new_paths if path not in earlier)
        return Contribution(
            tuple(file.file_path for file in files if file.file_path in added),
            tuple(replaced),
            whole=True,
        )

    def _put(self, file: GeneratedFile, number: int) -> str:
        path = file.file_path
        self._resolve_refused(path, number)
        if path in self.files:
            before, where = self.files[path]
            self.files[path] = (file, number)
            if before.content == file.content and before == file:
                return "same"
            self.notes.append(
                Diagnostic(
                    "file-sent-again",
                    Severity.WARNING,
                    f"{path} was sent again in attempt {number} with other content than in "
                    f"attempt {where}; the later one was kept",
                )
            )
            return "replaced"
        try:
            check_path_set([*self.files, path])
        except (UnsafePathError, PathConflictError) as error:
            self.notes.append(
                Diagnostic(
                    "merge-path-conflict",
                    Severity.ERROR,
                    f"attempt {number}: {path} was not taken: {error}",
                )
            )
            clashing = next((kept for kept in self.files if _clash(kept, path)), path)
            self.refused[path] = (number, clashing)
            return "refused"
        self.files[path] = (file, number)
        self._place(path)
        return "added"

    def _resolve_refused(self, path: str, number: int) -> None:
        """A later file under a path that clashes with a refused one settles which of the two
        the model means (sending the kept path again, even unchanged, keeps it)."""
        for refused, (where, kept) in list(self.refused.items()):
            if where < number and (_clash(refused, path) or kept == path):
                del self.refused[refused]

    def _refused_again(
        self, reading: ParseResult, number: int, vouched: list[GeneratedFile]
    ) -> None:
        """A later version of a file kept from an earlier attempt that attempt ``number`` did
        not let through leaves the kept one stale: a file sent under a path it refused
        (``src/a.py.``, ``/home/me/proj/src/a.py``, ``src/sub/../a.py``: the answer's
        :attr:`~artifact_codec.result.ParseResult.refused_paths`, read as the writer reads
        them, :func:`held_under_spelling`), a file it refused for what it holds (code left
        out) or holds without vouching for it, or the file it was cut off in, with other
        content than the kept one. It is awaited (the model sends it again whole under its
        own path) and the set is not complete until then."""
        kept = {file_key(path): path for path, (_, where) in self.files.items() if where < number}
        if not kept:
            return
        stale: dict[str, str] = {}  # the kept path -> how the later version was spelled
        for raw in reading.refused_paths:
            held = held_under_spelling(raw, kept)
            if held is not None:
                stale.setdefault(held, raw)
        taken = {id(file) for file in vouched}
        later = [file for file in reading.code.files if id(file) not in taken]
        if reading.partial_file is not None:
            later.append(reading.partial_file)
        for file in later:
            held = kept.get(file_key(file.file_path))
            if held is not None and self.files[held][0].content != file.content:
                stale.setdefault(held, file.file_path)
        for held, raw in stale.items():
            self.refused[raw] = (number, held)
            self.notes.append(
                Diagnostic(
                    "file-sent-again-refused",
                    Severity.ERROR,
                    f"attempt {number} sent {held} again as {raw!r}, a version that was not "
                    f"accepted; the version of {held} kept from attempt {self.files[held][1]} "
                    f"may be stale: send {held} again, whole, under its own path",
                )
            )

    def _take_header(self, reading: ParseResult, number: int) -> None:
        """The header of a merged answer: the first one's, with what later answers add (a
        dependency more, a key the first left out); a value a later answer changes is taken
        (the later one wins, as for files) and said."""
        new = reading.code
        if self.header is None:
            self.header = new.model_copy(update={"files": []})
            return
        header = self.header
        update: dict[str, object] = {}
        more = [name for name in new.dependencies if name not in header.dependencies]
        if more:
            update["dependencies"] = [*header.dependencies, *more]
        for key in ("task_id", "project_id", "setup_instructions"):
            before, after = getattr(header, key), getattr(new, key)
            if after is None or after == before:
                continue
            update[key] = after
            if before is not None:
                self.notes.append(
                    Diagnostic(
                        "header-changed",
                        Severity.WARNING,
                        f"attempt {number} changed the header's {key} from {before!r} to "
                        f"{after!r}; the later one was kept",
                    )
                )
        if update:
            self.header = header.model_copy(update=update)

    def _note_same_content(
        self,
        files: list[GeneratedFile],
        added: list[str],
        kept_before: dict[str, tuple[GeneratedFile, int]],
        number: int,
    ) -> None:
        """A new path whose content is that of a kept file the answer did not send again:
        a rename or a copy, two readings. Both files are kept; a diagnostic names the two."""
        sent = {file.file_path for file in files}
        by_content: dict[str, list[tuple[str, int]]] = {}
        for path, (file, where) in kept_before.items():
            if path not in sent and file.content.strip():
                by_content.setdefault(file.content, []).append((path, where))
        for file in files:
            if file.file_path not in added:
                continue
            for path, where in by_content.get(file.content, []):
                self.notes.append(
                    Diagnostic(
                        "same-content-new-path",
                        Severity.WARNING,
                        f"attempt {number} sent {file.file_path} with the same content as "
                        f"{path} of attempt {where}, which it did not send again; both were "
                        f"kept. If {file.file_path} is {path} renamed, drop {path}",
                    )
                )

    def _place(self, path: str) -> None:
        if path not in self.order:
            self.order.append(path)

    def _take_edits(self, reading: ParseResult, number: int) -> None:
        for operation in reading.edits:
            self.edits[operation.path] = (operation, number)
            self.required.setdefault(operation.path, "sent as an edit")
        for path in list(self.edits):
            if path in self.files and self.files[path][1] > self.edits[path][1]:
                del self.edits[path]  # a whole file came for it after the edit

    # -- what is missing -------------------------------------------------------------------

    @property
    def missing(self) -> list[str]:
        """Files known by name that must still come."""
        return [path for path in self.required if path not in self.files]

    @property
    def awaited(self) -> list[str]:
        """Files to ask for by name: the missing ones, kept files an edit changed (they must
        come whole again), and kept files whose path a refused file clashes with (the model
        says which of the two it means by sending one of them)."""
        edited = [path for path in self.edits if path in self.files]
        clashing = [kept for _, kept in self.refused.values() if kept in self.files]
        return list(dict.fromkeys([*self.missing, *edited, *clashing]))

    @property
    def unresolved_edits(self) -> list[FileOperation]:
        return [operation for operation, _ in self.edits.values()]

    @property
    def extra(self) -> int:
        """How many files more than announced the set holds."""
        if self.target is None:
            return 0
        return max(0, len(self.files) - self.target)

    def complete(self) -> bool:
        """Whether every file that must come has come."""
        if self.latest is None:
            return False
        last = self.latest[1]
        if not self.files or self.missing or self.edits or self.extra or self.refused:
            return False
        if unaccounted_errors(last):
            return False  # it refused a block: a file the model meant is not in the set
        if self.paths is not None:
            return True  # every planned file came (a header's count is not the plan's)
        if self.target is not None:
            return len(self.files) == self.target
        # Nothing announced a count: the latest answer must itself be complete.
        return last.usable

    # -- the result ------------------------------------------------------------------------

    def result(self) -> ParseResult:
        """The merged result: usable when :meth:`complete`."""
        if self.latest is None:
            raise ValueError("no answer was taken")
        if self.complete():
            return self._usable()
        return self._unusable(*self.latest)

    def _usable(self) -> ParseResult:
        if self.whole is not None and len(self.contributors) == 1 and not self.notes:
            return self.contributors[self.whole]  # one whole answer: exactly as it was read
        status = Status.RECOVERED
        if any(r.status is Status.REPAIRED for r in self.contributors.values()):
            status = Status.REPAIRED
        if len(self.contributors) == 1 and not self._warnings():
            only = next(iter(self.contributors.values()))
            if only.usable:
                status = only.status
        diagnostics = self._carried(errors=False) + self.notes
        if len(self.contributors) > 1:
            diagnostics.append(self._provenance())
        formats = {r.format for r in self.contributors.values()}
        return ParseResult(
            status,
            formats.pop() if len(formats) == 1 else Format.HYBRID,
            self._code(),
            diagnostics=diagnostics,
            expected_files=self.target,
        )

    def _unusable(self, number: int, last: ParseResult) -> ParseResult:
        if not self.files and not self.edits:
            return last
        notes = list(self.notes)
        if self.edits:
            status = Status.EDIT_BLOCKS
        elif self.extra:
            status = Status.INVALID
            notes.append(
                Diagnostic(
                    "more-files-than-announced",
                    Severity.ERROR,
                    f"the attempts hold {len(self.files)} files but {self.target} were "
                    f"announced: {', '.join(self.files)}; which set the model meant is unknown",
                )
            )
        elif self.refused:
            status = Status.REJECTED_FILES
        elif last.usable:
            status = Status.TRUNCATED
        else:
            status = last.status
        notes.append(self._incomplete())
        return ParseResult(
            status,
            last.format if last.format is not Format.NONE else Format.HYBRID,
            self._code(),
            partial_file=last.partial_file
            if last.partial_file and last.partial_file.file_path not in self.files
            else None,
            diagnostics=self._carried(errors=True, last=(number, last)) + notes,
            expected_files=self.target,
            edits=self.unresolved_edits,
        )

    def _incomplete(self) -> Diagnostic:
        parts = [f"{len(self.files)} file{'s' if len(self.files) != 1 else ''} arrived"]
        if self.target is not None:
            parts[0] += f" of the {self.target} announced"
        if self.missing:
            parts.append("missing: " + ", ".join(self.missing))
        if self.edits:
            parts.append("sent as edits, not whole files: " + ", ".join(self.edits))
        if self.refused:
            parts.append(
                "refused for a path that clashes with a kept file: " + ", ".join(self.refused)
            )
        return Diagnostic("incomplete", Severity.ERROR, "; ".join(parts))

    def _warnings(self) -> bool:
        return any(d.severity is not Severity.INFO for d in self.notes)

    def _carried(
        self, *, errors: bool, last: tuple[int, ParseResult] | None = None
    ) -> list[Diagnostic]:
        """The diagnostics of the contributing answers (and of the ``last`` one), each marked
        with its attempt when there are several. Errors of contributing answers (a cut, a
        missing file) are what later attempts fixed, so a usable result leaves them out."""
        readings = dict(self.contributors)
        if last is not None:
            readings[last[0]] = last[1]
        multiple = len(readings) > 1
        carried: list[Diagnostic] = []
        for number, reading in sorted(readings.items()):
            for d in reading.diagnostics:
                if errors or d.severity is not Severity.ERROR:
                    carried.append(_marked(d, number) if multiple else d)
        return carried

    def _provenance(self) -> Diagnostic:
        by_attempt: dict[int, list[str]] = {}
        for path, (_, number) in self.files.items():
            by_attempt.setdefault(number, []).append(path)
        parts = [f"attempt {n}: {', '.join(paths)}" for n, paths in sorted(by_attempt.items())]
        return Diagnostic(
            "merged-attempts",
            Severity.INFO,
            "the files were merged from several answers (" + "; ".join(parts) + ")",
        )

    def _code(self) -> GeneratedCode:
        header = self.header if self.header is not None else GeneratedCode()
        files = [file for file, _ in self.files.values()]
        order = {path: index for index, path in enumerate(self.paths or self.order)}
        files.sort(key=lambda file: order.get(file.file_path, len(order)))
        return header.model_copy(update={"files": files})


def _clash(first: str, second: str) -> bool:
    """Whether two paths are one file for the path policy (case, Unicode normalization)."""
    try:
        check_path_set([first, second])
    except (UnsafePathError, PathConflictError):
        return True
    return first == second


def _marked(diagnostic: Diagnostic, number: int) -> Diagnostic:
    return Diagnostic(
        diagnostic.code,
        diagnostic.severity,
        f"attempt {number}: {diagnostic.message}",
        diagnostic.line,
        diagnostic.column,
    )
