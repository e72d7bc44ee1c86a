"""What :func:`~artifact_codec.apply.applier.apply_edits` reports: one outcome per hunk or
operation, the files after the edits, and the feedback a model can act on.

An edit set is applied all or nothing: :attr:`EditResult.ok` is true only when every outcome
is, and then :attr:`EditResult.files` is the complete mapping after the edits; otherwise it is
the mapping as it was given (nothing applied) and :meth:`EditResult.feedback` says, hunk by hunk,
what to send again.
"""

from __future__ import annotations

import difflib
import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..operations import FileOperation, OperationKind

__all__ = ["EditOutcome", "EditResult", "Rung"]


class Rung(str, enum.Enum):
    """How a hunk was located in its file: the rungs of the matching ladder, strictest first.

    Each rung below ``exact`` tolerates one more way a model misquotes a file, and applies a
    hunk only where exactly one place of the file matches under that tolerance.

    - ``exact``: the old text is in the file as it is (whole lines when it ends with a line
      break);
    - ``line-endings``: the same lines with other line breaks (the model wrote LF, the file has
      CRLF) or another final-newline state;
    - ``trailing-whitespace``: the same lines but for whitespace at their ends;
    - ``indentation``: the same lines, all indented by the same amount more or less;
    - ``elision``: the old text leaves lines out (``...``, ``# ... existing code ...``), which
      match any lines and are kept;
    - ``punctuation``: typographic quotes, dashes or spaces where the file has ASCII ones, or
      the other way round;
    - ``line-hint``: several places match (at the strictest rung that matches any); the line
      number the convention gave picks the one within a few lines of it;
    - ``anchor``: several places match; the anchor line (a V4A ``@@`` scope, the text after a
      unified diff's ``@@ ... @@``) precedes exactly one of them;
    - ``fuzzy``: no rung matches; one place is clearly the most similar, and the lines the hunk
      removes are in it as quoted;
    - ``whole-file``: an operation without hunks (create, replace, delete, rename).
    """

    EXACT = "exact"
    LINE_ENDINGS = "line-endings"
    TRAILING_WHITESPACE = "trailing-whitespace"
    INDENTATION = "indentation"
    ELISION = "elision"
    PUNCTUATION = "punctuation"
    LINE_HINT = "line-hint"
    ANCHOR = "anchor"
    FUZZY = "fuzzy"
    WHOLE_FILE = "whole-file"

    def __str__(self) -> str:
        return self.value


#: What a hunk is called in feedback, by the convention it was written in.
_HUNK_NOUN = {
    "aider-search-replace": "SEARCH/REPLACE block",
    "search-replace": "SEARCH/REPLACE block",
    "unified-diff": "diff hunk",
    "v4a-patch": "patch hunk",
    "str-replace": "str_replace call",
}


def hunk_noun(convention: str) -> str:
    """How feedback names one hunk of an operation written in ``convention``."""
    return _HUNK_NOUN.get(convention, "edit")


@dataclass(frozen=True)
class EditOutcome:
    """What happened to one hunk (or one operation without hunks).

    - ``path``: the file the operation is on; ``operation`` its index in the edit set;
      ``hunk`` the hunk's index in the operation (``None`` for an operation without hunks);
    - ``ok``: it matched and can be applied (the set is applied only if every outcome is ok);
    - ``rung``: how it was located (:class:`Rung`), ``None`` when refused;
    - ``lines``: the 1-based first and last line of the file it replaced, as the file was
      when this hunk came (``(n, n - 1)`` for an insertion before line ``n``);
    - ``reason``: for a refusal, a stable code (``absent``, ``ambiguous``, ``missing-file``,
      ``exists``, ``conflict``, ``elision``, ``placeholder``, ``reindent``, ``answer``,
      ``no-edits``, ``unreadable``); ``message`` the sentence for a person or a model;
    - ``candidates``: the first lines of every place that matched (ambiguous, or picked by a
      hint); ``similarity`` and ``closest`` the best near miss (fuzzy rung or refusal);
    - ``convention``: how the operation was written; ``answer_line`` where the hunk is in
      the answer, when the reader said.
    """

    path: str
    operation: int
    hunk: int | None
    kind: OperationKind
    ok: bool
    message: str
    rung: Rung | None = None
    lines: tuple[int, int] | None = None
    reason: str | None = None
    candidates: tuple[int, ...] = ()
    similarity: float | None = None
    closest: tuple[int, int] | None = None
    convention: str = ""
    answer_line: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form (for the CLI's ``--json``)."""
        return {
            "path": self.path,
            "operation": self.operation,
            "hunk": self.hunk,
            "kind": self.kind.value,
            "ok": self.ok,
            "rung": self.rung.value if self.rung else None,
            "lines": list(self.lines) if self.lines else None,
            "reason": self.reason,
            "message": self.message,
            "candidates": list(self.candidates),
            "similarity": None if self.similarity is None else round(self.similarity, 3),
            "closest": list(self.closest) if self.closest else None,
            "convention": self.convention,
            "answer_line": self.answer_line,
        }

    def __str__(self) -> str:
        state = f"applied ({self.rung})" if self.ok else f"refused [{self.reason}]"
        return f"{self.path}: {state}: {self.message}"


@dataclass(frozen=True)
class EditResult:
    """The outcome of applying an edit set.

    - ``ok``: every operation and hunk applied (an empty set from an answer is not ok: the
      answer held no edits);
    - ``files``: with ``ok``, the complete mapping after the edits (untouched files included,
      deleted ones absent, renamed ones under their new path); without, the files as given;
    - ``outcomes``: one :class:`EditOutcome` per hunk, and per operation without hunks, in
      the order they were applied;
    - ``operations``: the edit set; ``before`` the given content of every path an operation
      named (``None`` for one that did not exist), for :meth:`diff`.
    """

    ok: bool
    files: dict[str, str]
    outcomes: list[EditOutcome] = field(default_factory=list)
    operations: list[FileOperation] = field(default_factory=list)
    before: dict[str, str | None] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return self.ok

    @property
    def refused(self) -> list[EditOutcome]:
        """The outcomes that were refused."""
        return [outcome for outcome in self.outcomes if not outcome.ok]

    def changes(self) -> dict[str, str | None]:
        """Every path the edits change: its new content, or ``None`` when it is gone.

        Empty unless :attr:`ok`. A rename is the old path gone and the new one written.
        """
        if not self.ok:
            return {}
        changed: dict[str, str | None] = {}
        for path, old in self.before.items():
            new = self.files.get(path)
            if new != old:
                changed[path] = new
        return changed

    def feedback(self) -> str:
        """A corrective message for the model, or ``""`` when every edit applied.

        It says that nothing was applied and lists each refused hunk: what was wrong, the
        closest lines of the file when nothing matched, and what to send instead. A retry loop
        appends it to the conversation (``artifact_codec.agent.retry.edit_feedback``).
        """
        if self.ok:
            return ""
        refused = self.refused
        lines = [
            "None of your edits were applied: the edits are applied all together or not at "
            f"all, and {len(refused)} of them could not be applied:"
        ]
        lines.extend(f"- {outcome.message}" for outcome in refused)
        if any(outcome.ok for outcome in self.outcomes):
            lines.append(
                "The other edits matched; send them again together with the corrected ones."
            )
        lines.append(
            "Quote the lines to replace exactly as they are in the file, with enough "
            "surrounding lines to match one place."
        )
        return "\n".join(lines)

    def diff(self, *, context: int = 3) -> str:
        """The changes as a unified diff (``--- a/path`` / ``+++ b/path``; a renamed file as
        ``--- a/old`` / ``+++ b/new``), ``""`` if none."""
        changes = self.changes()
        moved = {
            op.new_path: op.path
            for op in self.operations
            if op.kind is OperationKind.RENAME
            and op.new_path in changes
            and changes.get(op.path, "") is None
        }
        pairs = [(moved.get(path, path), path) for path in changes if path not in moved.values()]
        parts: list[str] = []
        for old_path, path in sorted(pairs, key=lambda pair: pair[1]):
            old = self.before.get(old_path)
            new = changes[path]
            if old_path != path:
                parts.append(f"rename from {old_path}\nrename to {path}\n")
            parts.extend(
                difflib.unified_diff(
                    _diff_lines(old),
                    _diff_lines(new),
                    fromfile="/dev/null" if old is None else f"a/{old_path}",
                    tofile="/dev/null" if new is None else f"b/{path}",
                    n=context,
                )
            )
        return "".join(parts)

    def summary(self) -> str:
        """One line per outcome, then a headline; for a person at a terminal."""
        lines = [str(outcome) for outcome in self.outcomes]
        applied = sum(outcome.ok for outcome in self.outcomes)
        if self.ok:
            lines.append(f"{applied} of {len(self.outcomes)} edits apply")
        else:
            lines.append(
                f"refused: {len(self.outcomes) - applied} of {len(self.outcomes)} edits do not "
                "apply; nothing applied"
            )
        return "\n".join(lines)

    def to_dict(self, *, include_files: bool = False) -> dict[str, Any]:
        """A JSON-able form; ``include_files`` adds the content of every changed path."""
        data: dict[str, Any] = {
            "ok": self.ok,
            "outcomes": [outcome.to_dict() for outcome in self.outcomes],
            "changed": sorted(self.changes()),
        }
        if include_files:
            data["files"] = self.changes()
        if not self.ok:
            data["feedback"] = self.feedback()
        return data


def _diff_lines(text: str | None) -> list[str]:
    """Lines for difflib; a last line without a line break gets git's marker line."""
    if not text:
        return []
    lines = text.split("\n")
    last = lines.pop()
    lines = [line + "\n" for line in lines]
    if last:
        lines.append(last + "\n\\ No newline at end of file\n")
    return lines


def before_of(operations: list[FileOperation], files: Mapping[str, str]) -> dict[str, str | None]:
    """The given content of every path the operations name (``None``: it did not exist)."""
    before: dict[str, str | None] = {}
    for operation in operations:
        for path in (operation.path, operation.new_path):
            if path is not None and path not in before:
                before[path] = files.get(path)
    return before
