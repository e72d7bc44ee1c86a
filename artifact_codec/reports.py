"""The reports of writing to disk: what :func:`~artifact_codec.write.writer.write_files` and
:func:`~artifact_codec.write.writer.recover` did, and each file the policy refused.

They are plain data at the bottom of the package, beside :mod:`artifact_codec.result`, so that the
errors that carry them (:class:`~artifact_codec.errors.WriteRefusedError`,
:class:`~artifact_codec.errors.RecoveryFailedError`) need nothing above them. The writer builds
them and re-exports them (``artifact_codec.write.writer.WriteReport`` is this class).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from .diagnostics import PathProblem

__all__ = ["RecoveryReport", "Refusal", "StageOutcome", "WriteReport"]


@dataclass(frozen=True)
class StageOutcome:
    """What recovery did with one staging folder.

    ``outcome``: ``rolled-forward`` (the interrupted batch is now wholly written),
    ``rolled-back`` (it is wholly undone), ``completed`` (it had finished; leftovers removed),
    ``discarded`` (it had not started its commit; the staged files were removed), or
    ``failed`` (see ``errors``; the staging folder is kept for a later try).
    """

    staging: str
    outcome: Literal["rolled-forward", "rolled-back", "completed", "discarded", "failed"]
    paths: tuple[str, ...] = ()
    errors: tuple[str, ...] = ()


class Refusal(PathProblem):
    """One file (or the target) that the policy refused: ``Refusal(rule=, path=, reason=)``.

    ``rule`` is a short stable name (the rules are in ``docs/security.md``), ``path`` the file
    path as the model gave it (or the target folder for a rule about the whole batch), ``reason``
    a sentence saying what to change. A :class:`~artifact_codec.diagnostics.PathProblem`:
    keyword-only fields, ``to_dict()`` gives ``{"path", "rule", "reason"}``.
    """


@dataclass(frozen=True)
class WriteReport:
    """What :func:`~artifact_codec.write.writer.write_files` did, or in a dry run or a refused
    batch, would do.

    - ``target``: the target folder as given;
    - ``created``, ``replaced``: normalized paths of the files created and overwritten, in batch
      order (in a dry run or a refused batch: of the files that passed every check);
    - ``deleted``: the files deleted (only
      :func:`~artifact_codec.write.writer.commit_changes` deletes);
    - ``refused``: every :class:`Refusal`; a batch with any refusal writes nothing;
    - ``created_directories``: folders created inside the target, parents first;
    - ``target_created``: the target folder itself did not exist and is (would be) created;
    - ``dry_run``: the report comes from ``dry_run=True``;
    - ``written``: the files are on disk (false for a dry run and for a refused batch).
    """

    target: str
    created: list[str] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)
    refused: list[Refusal] = field(default_factory=list)
    deleted: list[str] = field(default_factory=list)
    created_directories: list[str] = field(default_factory=list)
    target_created: bool = False
    dry_run: bool = False
    written: bool = False

    @property
    def ok(self) -> bool:
        """True when no file was refused."""
        return not self.refused

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form of the report (for ``json.dumps`` and the CLI's ``--json``);
        ``deleted`` only when a file is deleted."""
        data: dict[str, Any] = {
            "target": self.target,
            "dry_run": self.dry_run,
            "written": self.written,
            "target_created": self.target_created,
            "created": list(self.created),
            "replaced": list(self.replaced),
            "created_directories": list(self.created_directories),
            "refused": [refusal.to_dict() for refusal in self.refused],
        }
        if self.deleted:
            data["deleted"] = list(self.deleted)
        return data

    def summary(self) -> str:
        """A short human-readable text: one headline, then one line per refused file."""
        counts = (
            f"{_count(len(self.created), 'file')} created, {len(self.replaced)} replaced, "
            + (f"{len(self.deleted)} deleted, " if self.deleted else "")
            + f"{len(self.refused)} refused"
        )
        if self.written:
            headline = f"{self.target}: {counts}"
        elif self.dry_run:
            headline = f"{self.target}: dry run, nothing written: would be {counts}"
        else:
            headline = f"{self.target}: refused, nothing written: {counts}"
        lines = [headline]
        lines.extend(f"  {refusal}" for refusal in self.refused)
        return "\n".join(lines)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


@dataclass(frozen=True)
class RecoveryReport:
    """What :func:`~artifact_codec.write.writer.recover` found and did: one
    :class:`StageOutcome` per interrupted batch.

    An empty ``batches`` list means the target held no leftovers of an interrupted write.
    """

    target: str
    batches: list[StageOutcome] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when every interrupted batch was finished or undone."""
        return all(batch.outcome != "failed" for batch in self.batches)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form (for the CLI's ``--json``)."""
        return {
            "target": self.target,
            "ok": self.ok,
            "batches": [
                {
                    "staging": b.staging,
                    "outcome": b.outcome,
                    "paths": list(b.paths),
                    "errors": list(b.errors),
                }
                for b in self.batches
            ],
        }

    def summary(self) -> str:
        """One line per interrupted batch, or one line saying there was none."""
        if not self.batches:
            return f"{self.target}: no interrupted write found"
        lines = []
        for b in self.batches:
            line = f"{self.target}: {b.staging}: {b.outcome} ({_count(len(b.paths), 'file')})"
            if b.errors:
                line += ": " + "; ".join(b.errors)
            lines.append(line)
        return "\n".join(lines)
