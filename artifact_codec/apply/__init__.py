"""Applying edits: an edit set and the files it edits -> the files after it, exactly or not at all.

This stage sits between reading an answer (``ingest/``, which turns every edit convention into
:class:`~artifact_codec.operations.FileOperation` s) and writing to disk (``write/``). It is
pure: :func:`apply_edits` takes texts and returns texts. ``docs/edits.md`` describes the
matching ladder, the refusals and what each rung can and cannot get wrong.
"""

from __future__ import annotations

from .applier import apply_edits
from .outcome import EditOutcome, EditResult, Rung

__all__ = ["EditOutcome", "EditResult", "Rung", "apply_edits"]
