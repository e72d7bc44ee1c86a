"""artifact-codec: reliable multi-file output from code-generating language models.

The format is a JSON header followed by raw, unescaped file blocks; ``docs/format.md`` is its
specification. ``loads``/``dumps`` are the strict codec (like :mod:`json` and :mod:`tomllib`),
``parse_response`` reads text straight from a model, ``repair_json``/``extract_json`` clean up
JSON that models break, ``apply_edits`` applies the edits an answer holds (exactly, or not at
all), and ``write_files`` puts the files on disk safely.
"""

from __future__ import annotations

from .agent.instructions import format_instructions
from .agent.retry import request_artifact
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
    "Severity",
    "Status",
    "StreamParser",
    "UnsafePathError",
    "WriteError",
    "WriteFailedError",
    "WriteLimits",
    "WriteRefusedError",
    "WriteReport",
    "apply_edits",
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
