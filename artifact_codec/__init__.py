"""artifact-codec: reliable multi-file output from code-generating language models.

The format is a JSON header followed by raw, unescaped file blocks; ``docs/format.md`` is its
specification. ``loads``/``dumps`` are the strict codec (like :mod:`json` and :mod:`tomllib`),
``parse_response`` reads text straight from a model, ``repair_json``/``extract_json`` clean up
JSON that models break, ``apply_edits`` applies the edits an answer holds (exactly, or not at
all), and ``write_files`` puts the files on disk safely.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .agent.asking import Reply, TransientError
    from .agent.instructions import format_instructions
    from .agent.retry import arequest_artifact, request_artifact
    from .apply import EditOutcome, EditResult, apply_edits
    from .errors import (
        ArtifactCodecError,
        ArtifactDecodeError,
        UnsafePathError,
        WriteError,
        WriteFailedError,
        WriteRefusedError,
    )
    from .format.generation import grammar, openai_tool
    from .ingest.response import parse_response
    from .ingest.stream import FileCompleted, FileStarted, HeaderParsed, StreamParser
    from .jsonfix.extract import extract_json
    from .jsonfix.repair import RepairResult, repair_json, repair_json_report
    from .models import GeneratedCode, GeneratedFile
    from .operations import FileOperation, Hunk, OperationKind
    from .read.parser import load, loads
    from .result import Attempt, Diagnostic, Format, ParseResult, Severity, Status
    from .write.packer import PackResult, pack_directory
    from .write.serializer import dump, dumps
    from .write.writer import RecoveryReport, WriteLimits, WriteReport, recover, write_files

# Where each public name lives. The names load on first use (PEP 562): ``import artifact_codec``
# and the command line's first instant stay light, so Ctrl-C while the command line starts is
# handled (``__main__``) instead of interrupting a long import chain with a traceback.
_EXPORTS = {
    "ArtifactCodecError": ".errors",
    "ArtifactDecodeError": ".errors",
    "Attempt": ".result",
    "Diagnostic": ".result",
    "EditOutcome": ".apply",
    "EditResult": ".apply",
    "FileCompleted": ".ingest.stream",
    "FileOperation": ".operations",
    "FileStarted": ".ingest.stream",
    "Format": ".result",
    "GeneratedCode": ".models",
    "GeneratedFile": ".models",
    "HeaderParsed": ".ingest.stream",
    "Hunk": ".operations",
    "OperationKind": ".operations",
    "PackResult": ".write.packer",
    "ParseResult": ".result",
    "RecoveryReport": ".write.writer",
    "RepairResult": ".jsonfix.repair",
    "Reply": ".agent.asking",
    "Severity": ".result",
    "Status": ".result",
    "StreamParser": ".ingest.stream",
    "TransientError": ".agent.asking",
    "UnsafePathError": ".errors",
    "WriteError": ".errors",
    "WriteFailedError": ".errors",
    "WriteLimits": ".write.writer",
    "WriteRefusedError": ".errors",
    "WriteReport": ".write.writer",
    "apply_edits": ".apply",
    "arequest_artifact": ".agent.retry",
    "dump": ".write.serializer",
    "dumps": ".write.serializer",
    "extract_json": ".jsonfix.extract",
    "format_instructions": ".agent.instructions",
    "grammar": ".format.generation",
    "load": ".read.parser",
    "loads": ".read.parser",
    "openai_tool": ".format.generation",
    "pack_directory": ".write.packer",
    "parse_response": ".ingest.response",
    "recover": ".write.writer",
    "repair_json": ".jsonfix.repair",
    "repair_json_report": ".jsonfix.repair",
    "request_artifact": ".agent.retry",
    "write_files": ".write.writer",
}

__all__ = [
    "ArtifactCodecError",
    "ArtifactDecodeError",
    "Attempt",
    "Diagnostic",
    "EditOutcome",
    "EditResult",
    "FileCompleted",
    "FileOperation",
    "FileStarted",
    "Format",
    "GeneratedCode",
    "GeneratedFile",
    "HeaderParsed",
    "Hunk",
    "OperationKind",
    "PackResult",
    "ParseResult",
    "RecoveryReport",
    "RepairResult",
    "Reply",
    "Severity",
    "Status",
    "StreamParser",
    "TransientError",
    "UnsafePathError",
    "WriteError",
    "WriteFailedError",
    "WriteLimits",
    "WriteRefusedError",
    "WriteReport",
    "apply_edits",
    "arequest_artifact",
    "dump",
    "dumps",
    "extract_json",
    "format_instructions",
    "grammar",
    "load",
    "loads",
    "openai_tool",
    "pack_directory",
    "parse_response",
    "recover",
    "repair_json",
    "repair_json_report",
    "request_artifact",
    "write_files",
]

__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'artifact_codec' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value  # once loaded, an ordinary attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
