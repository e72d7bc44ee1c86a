"""artifact-codec: reliable multi-file output from code-generating language models.

The format is a JSON header followed by raw, unescaped file blocks; ``docs/format.md`` is its
specification. ``loads``/``dumps`` are the strict codec (like :mod:`json` and :mod:`tomllib`).
"""

from __future__ import annotations

from .errors import ArtifactCodecError, ArtifactDecodeError, UnsafePathError
from .models import GeneratedCode, GeneratedFile
from .parser import load, loads
from .serializer import dump, dumps

__all__ = [
    "ArtifactCodecError",
    "ArtifactDecodeError",
    "GeneratedCode",
    "GeneratedFile",
    "UnsafePathError",
    "dump",
    "dumps",
    "load",
    "loads",
]

__version__ = "0.1.0"
