"""The exceptions of artifact-codec.

Every error the library raises on purpose derives from :class:`ArtifactCodecError`, so a caller
can catch one class. Errors about bad input text are also :class:`ValueError`, like
:class:`json.JSONDecodeError` and :class:`tomllib.TOMLDecodeError`.
"""

from __future__ import annotations

from typing import Any

from .diagnostics import line_column

__all__ = [
    "ArtifactCodecError",
    "ArtifactDecodeError",
    "UnsafePathError",
]


class ArtifactCodecError(Exception):
    """Base class of every error that artifact-codec raises on purpose."""


class ArtifactDecodeError(ArtifactCodecError, ValueError):
    """A document (or a JSON text) could not be decoded.

    Attributes mirror :class:`json.JSONDecodeError`:

    - ``msg``: what is wrong and how to fix it, without the position;
    - ``doc``: the text being parsed;
    - ``pos``: the index in ``doc`` where the problem is;
    - ``lineno``, ``colno``: 1-based line and column of ``pos``.

    ``str(error)`` is ``"line L, column C: msg"``: the same text a retry loop can feed back to a
    model.
    """

    def __init__(self, msg: str, doc: str, pos: int) -> None:
        # Line and column are computed here, only when an error is raised, never while parsing.
        pos = max(0, min(pos, len(doc)))
        lineno, colno = line_column(doc, pos)
        super().__init__(f"line {lineno}, column {colno}: {msg}")
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.msg, self.doc, self.pos)


class UnsafePathError(ArtifactCodecError, ValueError):
    """A file path breaks the path policy (see ``docs/security.md``).

    Attributes:

    - ``path``: the path as given;
    - ``rule``: a short stable name of the rule it broke (``"traversal"``, ``"absolute"``, ...);
    - ``reason``: a sentence saying what is wrong and what to write instead.
    """

    def __init__(self, path: str, rule: str, reason: str) -> None:
        super().__init__(f"unsafe path {path!r}: {reason} [{rule}]")
        self.path = path
        self.rule = rule
        self.reason = reason

    def __reduce__(self) -> tuple[Any, ...]:
        return self.__class__, (self.path, self.rule, self.reason)
