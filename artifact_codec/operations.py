"""The operation model: what an answer asks to do to files, whatever convention it came in.

Agents that work on an existing repository answer with edits (aider SEARCH/REPLACE blocks,
unified diffs, Codex ``*** Begin Patch`` patches, ``str_replace`` tool calls, edit blocks of the
artifact format) as often as with whole files. Every edit reader turns what it reads into this
one model, and one applier turns ``(operations, files)`` into files; so a convention is read in
one place and applied in one place, and nothing an edit says ever becomes a whole file by
accident.

- :class:`FileOperation` is one operation on one file: ``create`` (a new file, whole content),
  ``replace`` (an existing file's whole content), ``edit`` (ordered :class:`Hunk` s),
  ``delete``, ``rename`` (optionally with hunks applied before the move).
- :class:`Hunk` is one change inside a file: ``old`` text to find, ``new`` text to put in its
  place, and what the convention said about where (``anchor``, ``line_hint``). An empty
  ``old`` inserts: at the end of the file (aider's empty SEARCH), or after ``anchor``.

Paths go through the same path policy as :class:`~artifact_codec.models.GeneratedFile`, and
texts follow the models' one rule: a :class:`FileOperation` refuses a lone surrogate in its
content or in any text of its hunks (``ValueError`` naming the operation and the hunk).
"""

from __future__ import annotations

import enum
import unicodedata
from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .format.header import refuse_lone_surrogate
from .format.paths import normalize_path

__all__ = ["FileOperation", "Hunk", "OperationKind", "combination_conflict"]


class OperationKind(str, enum.Enum):
    """What an operation does to its file."""

    CREATE = "create"
    REPLACE = "replace"
    EDIT = "edit"
    DELETE = "delete"
    RENAME = "rename"

    def __str__(self) -> str:
        return self.value


class Hunk(BaseModel):
    """One change inside a file: ``old`` is replaced by ``new``.

    ``old`` is the text as the model quoted it (it may differ from the file in the ways the
    applier's matching ladder tolerates, and may hold elision lines such as
    ``# ... existing code ...``); ``""`` inserts ``new``: after line ``after_line`` when given
    (``0``: before the first line; a ``str_replace`` tool's ``insert``, a unified diff hunk
    ``@@ -5,0 +6,2 @@``), else after ``anchor`` when given, else at the end of the file (aider's
    empty SEARCH block). An ``edit`` of a file that does not exist whose hunks all insert at
    the end creates it (aider's empty SEARCH block for a new file), except in conventions
    whose edits say the file exists (V4A ``*** Update File``, a diff not from ``/dev/null``).

    ``anchor`` is what the convention gives to locate the change, found before ``old``: a V4A
    ``@@ def f():`` scope line, the text after a unified diff's ``@@ -12,5 +12,7 @@`` (git
    writes the start of the nearest function line there, cut at 80 characters). Several
    lines (V4A's consecutive ``@@`` lines, outer scope first) are joined with ``"\n"``: each
    is found after the one before it, not necessarily on the next line. ``line_hint`` is the
    1-based line where ``old`` starts in the file as the model saw it (a unified diff's
    ``-12``); a hint, never a requirement. ``at_end`` says ``old`` ends at the end of the file
    (V4A's ``*** End of File``). ``line``/``column`` locate the hunk in the answer.
    ``rival_old`` is another reading of where ``old`` ends, when the answer alone does not
    tell (a SEARCH/REPLACE block of a page whose two ``=======`` lines may each divide: a
    heading's underline in the old text or in the new): the hunk is refused when the file
    holds that text too, since then either reading finds its old text.
    """

    model_config = ConfigDict(frozen=True)

    old: str
    new: str
    anchor: str | None = None
    line_hint: int | None = Field(default=None, ge=1)
    after_line: int | None = Field(default=None, ge=0)
    at_end: bool = False
    rival_old: str | None = None
    line: int | None = Field(default=None, ge=1)
    column: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _insertions_only_at_a_line(self) -> Hunk:
        if self.after_line is not None and self.old:
            raise ValueError("after_line places an insertion: it needs an empty 'old'")
        return self

    def without_place(self) -> Hunk:
        """The same change without where the answer wrote it (``line``/``column``)."""
        if self.line is None and self.column is None:
            return self
        return self.model_copy(update={"line": None, "column": None})


class FileOperation(BaseModel):
    """One operation on one file, as an answer asked for it.

    ``convention`` names how it was written (``"aider-search-replace"``, ``"unified-diff"``,
    ``"v4a-patch"``, ``"str-replace"``, ``"artifact"``...); ``line``/``column`` locate it in the
    answer, so a refusal can name the place.
    """

    model_config = ConfigDict(frozen=True)

    kind: OperationKind
    path: str = Field(description="Relative path with '/' separators, e.g. 'src/app.py'.")
    new_path: str | None = Field(default=None, description="The new path of a rename.")
    content: str | None = Field(default=None, description="The whole content (create, replace).")
    hunks: tuple[Hunk, ...] = ()
    convention: str = ""
    line: int | None = Field(default=None, ge=1)
    column: int | None = Field(default=None, ge=1)

    @field_validator("path", "new_path")
    @classmethod
    def _safe_path(cls, value: str | None) -> str | None:
        return None if value is None else normalize_path(value)

    @model_validator(mode="after")
    def _fits_its_kind(self) -> FileOperation:
        kind = self.kind
        whole = kind in (OperationKind.CREATE, OperationKind.REPLACE)
        if whole != (self.content is not None):
            raise ValueError(
                f"a {kind} operation {'needs' if whole else 'takes no'} content ({self.path})"
            )
        if (kind is OperationKind.RENAME) != (self.new_path is not None):
            raise ValueError(
                f"new_path is {'required' if kind is OperationKind.RENAME else 'only'} for a "
                f"rename ({self.path})"
            )
        if self.hunks and kind not in (OperationKind.EDIT, OperationKind.RENAME):
            raise ValueError(f"a {kind} operation takes no hunks ({self.path})")
        if kind is OperationKind.EDIT and not self.hunks:
            raise ValueError(f"an edit operation needs at least one hunk ({self.path})")
        return self

    @model_validator(mode="after")
    def _text_only(self) -> FileOperation:
        # The models' one rule (artifact_codec.models): no lone surrogate in any text, so that
        # dumps() writes every operation a model holds and loads() reads it back. Hunks are
        # checked here, as part of their operation, not when a Hunk is built: an edit reader
        # builds the hunks of a block first, then refuses the whole block with a diagnostic.
        self.check_text()
        refuse_lone_surrogate(self.convention, f"the convention of {self._where}")
        return self

    def check_text(self) -> None:
        """Raise ``ValueError`` naming the place when the content or a text of a hunk
        (``old``, ``new``, ``anchor``) holds a lone surrogate, which no UTF-8 file or document
        can hold. Construction does this; ``dumps`` does it again for an operation built
        without validation (``model_construct``)."""
        refuse_lone_surrogate(self.content, f"the content of {self._where}")
        for number, hunk in enumerate(self.hunks, start=1):
            for name in ("old", "new", "anchor"):
                text = getattr(hunk, name)
                refuse_lone_surrogate(text, f"{name} of hunk {number} of {self._where}")

    @property
    def _where(self) -> str:
        return f"the {self.kind} operation on {self.path!r}"

    def without_place(self) -> FileOperation:
        """The same operation without where and how the answer wrote it (``convention``,
        ``line``, ``column``, and those of its hunks): two answers that ask for the same change
        in different conventions give equal operations after this."""
        return self.model_copy(
            update={
                "convention": "",
                "line": None,
                "column": None,
                "hunks": tuple(hunk.without_place() for hunk in self.hunks),
            }
        )


def _name_key(path: str) -> str:
    """The key under which two spellings of a path are one file (NFC, case folded), as the
    writer compares them."""
    return unicodedata.normalize("NFC", path).casefold()


def _same_name(one: str, other: str) -> bool:
    return one != other and _name_key(one) == _name_key(other)


def combination_conflict(
    operations: Iterable[FileOperation], whole_files: Iterable[str] = ()
) -> str | None:
    """The one rule for several operations on one path in one answer; None when they combine.

    Edits of one path apply in the answer's order (a second edit sees what the first wrote),
    and so do the hunks a rename carries. A path that is written whole (``whole_files``, a
    ``create`` or ``replace``), deleted, or the new path of a rename is named by no other
    operation: a whole file and an edit of it, two whole contents, a delete and a re-create,
    an edit and a delete each have two readings (which one is meant? is the edit already in
    the whole file?), so the combination is refused (rule ``duplicate``) rather than one
    order picked. Two operations one block of the answer says (a deletion diff: its lines
    checked, then the file deleted; same ``line`` and ``convention``) are one reading. Paths
    are compared after NFC and case folding, as the writer compares them. Returns the
    sentence naming the path and both operations.
    """
    final = (OperationKind.CREATE, OperationKind.REPLACE, OperationKind.DELETE)
    # path key -> (what it was named as, whether that name stands alone, where it was said)
    seen: dict[str, tuple[str, bool, tuple[int, str] | None]] = {}
    named: list[tuple[str, str, bool, tuple[int, str] | None]] = [
        (path, "a whole file", True, None) for path in whole_files
    ]
    for operation in operations:
        if operation.new_path is not None and _same_name(operation.path, operation.new_path):
            # One operation, one file: the names differ only in case or Unicode form, which
            # is one file on macOS and Windows disks, so the rename is refused for what it is.
            return (
                f"the rename of {operation.path} to {operation.new_path} changes only the case "
                "or Unicode form of the name, and on macOS and Windows disks both names are "
                "one file; keep the old name, or rename to a name that differs in more than "
                "case"
            )
        article = "an" if operation.kind is OperationKind.EDIT else "a"
        # One block may say two operations (a deletion diff: its lines checked, then the
        # file deleted): those come from one place and are one reading.
        place = None if operation.line is None else (operation.line, operation.convention)
        named.append(
            (operation.path, f"{article} {operation.kind}", operation.kind in final, place)
        )
        if operation.new_path is not None:
            named.append((operation.new_path, "the new path of a rename", True, place))
    for path, what, alone, place in named:
        key = _name_key(path)
        earlier = seen.get(key)
        if earlier is None:
            seen[key] = (what, alone, place)
            continue
        if (alone or earlier[1]) and (place is None or place != earlier[2]):
            return (
                f"{path} is named twice in one answer ({earlier[0]}, then {what}): "
                "the answer could mean either; send one operation for the file: its whole "
                "new content, its edits, or its deletion"
            )
    return None
