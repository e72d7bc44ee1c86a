"""artifact-codec: reliable multi-file output from code-generating language models."""

from __future__ import annotations

from .errors import ArtifactCodecError, ArtifactDecodeError, UnsafePathError
from .models import GeneratedCode, GeneratedFile

__all__ = [
    "ArtifactCodecError",
    "ArtifactDecodeError",
    "GeneratedCode",
    "GeneratedFile",
    "UnsafePathError",
]

__version__ = "0.1.0"
