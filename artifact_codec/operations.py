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

Paths go through the same path policy as :class:`~artifact_codec.models.GeneratedFile`.
"""

from __future__ import annotations

import enum

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from .format.paths import normalize_path

__all__ = ["FileOperation", "Hunk", "OperationKind"]


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
    empty SEARCH block). An ``edit`` of a file that does not exist whose hunks all insert
    creates it (aider's empty SEARCH block for a new file).

    ``anchor`` is what the convention gives to locate the change, found before ``old``: a V4A
    ``@@ def f():`` scope line, the text after a unified diff's ``@@ -12,5 +12,7 @@`` (git
    writes the start of the nearest function line there, cut at 80 characters). Several
    lines (V4A's consecutive ``@@`` lines, outer scope first) are joined with ``"\n"``: each
    is found after the one before it, not necessarily on the next line. ``line_hint`` is the
    1-based line where ``old`` starts in the file as the model saw it (a unified diff's
    ``-12``); a hint, never a requirement. ``at_end`` says ``old`` ends at the end of the file
    (V4A's ``*** End of File``). ``line``/``column`` locate the hunk in the answer.
    """

    model_config = ConfigDict(frozen=True)

    old: str
    new: str
    anchor: str | None = None
    line_hint: int | None = Field(default=None, ge=1)
    after_line: int | None = Field(default=None, ge=0)
    at_end: bool = False
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
