"""Every exception the library raises on purpose is defined in artifact_codec.errors.

The modules that used to define them re-export them, so the documented old spellings are the same
class objects; messages and attributes are unchanged, and every error pickles with its state.
"""

from __future__ import annotations

import ast
import importlib
import pickle
import re
from pathlib import Path

import pytest

import artifact_codec
from artifact_codec import errors
from artifact_codec.write.writer import RecoveryReport, Refusal, StageOutcome, WriteReport

PACKAGE = Path(artifact_codec.__file__).parent

# Exception classes allowed outside errors.py, and why:
ALLOWED_ELSEWHERE = {
    # Internal control flow of the run-Python-block reader: raised where a block may change any
    # held file and caught in python_run_changes() (outcome 3), never seen by a caller
    # (test_python_runs.py).
    ("ingest/conventions/python_runs.py", "_Everything"),
    # Internal control flow of the YAML line reader: raised where a line is not followed and
    # caught in its callers (no decision: the file is kept as written), never seen by a caller
    # (test_yaml_parts.py).
    ("ingest/yaml_parts.py", "_Unread"),
    # Internal control flow of the commit machinery: write_files() and recover() turn
    # LockTimeout into LockTimeoutError and JournalError into WriteFailedError or a failed
    # RecoveryReport (RecoveryFailedError); neither is ever seen by a caller
    # (test_writer_lock.py, test_writer_crash.py::test_a_journal_that_is_not_ours_*).
    ("write/journal.py", "LockTimeout"),
    ("write/journal.py", "JournalError"),
    # The same, for a staging folder or lock file the writer did not make (turned into a
    # RecoveryReport outcome "untrusted" and RecoveryFailedError, or WriteFailedError) and an
    # emptied staging folder (removed): test_writer_provenance.py.
    ("write/journal.py", "UntrustedError"),
    ("write/journal.py", "ForeignLockError"),
    ("write/journal.py", "_EmptyStage"),
    # Signal inside the repair layer (jsonfix/context.py), caught by its readers; never seen
    # by a caller of repair_json.
    ("jsonfix/context.py", "Unrepairable"),
    # Private signal of the reader's model builder (carries the ArtifactDecodeError it keeps),
    # caught in the same class.
    ("read/builder.py", "_Refused"),
    # Signal from the header decoder's JSON hooks (a number that is NaN or infinite) to
    # decode_header, which reports it as HeaderLimitError; never seen by a caller.
    ("format/header.py", "_NotFinite"),
    # Private signal of the edit readers (a block that cannot be read), caught by the reader
    # that raised it, which reports it as a diagnostic.
    ("ingest/edits/reading.py", "BlockRefused"),
    # Private signal of the edit applier (a hunk that cannot be applied), caught in the same
    # module, which turns it into a refused EditOutcome.
    ("apply/applier.py", "_Refused"),
    # LangChain's retry machinery needs its own OutputParserException subclass.
    ("integrations/langchain.py", "ArtifactOutputParserException"),
}

# The old home of each moved class: these names are documented and must keep working.
OLD_HOMES = {
    "artifact_codec.format.header": ["HeaderLimitError"],
    "artifact_codec.format.paths": ["PathConflictError"],
    "artifact_codec.write.writer": [
        "WriteError",
        "WriteRefusedError",
        "PathRefusedError",
        "TargetExistsError",
        "SymlinkError",
        "SpecialFileError",
        "DiskConflictError",
        "LimitExceededError",
        "ContentError",
        "WriteFailedError",
        "LockTimeoutError",
        "RecoveryFailedError",
    ],
    "artifact_codec": ["ArtifactCodecError", "ArtifactDecodeError", "UnsafePathError"],
}


def _exception_classes_in_source() -> set[tuple[str, str]]:
    """(module path, class name) of every class whose bases name an Error/Exception/Timeout."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.ClassDef):
                continue
            bases = [ast.unparse(base) for base in node.bases]
            if any(b.endswith(("Error", "Exception", "Timeout", "Warning")) for b in bases):
                found.add((path.relative_to(PACKAGE).as_posix(), node.name))
    return found


def test_every_exception_class_is_defined_in_errors_py() -> None:
    elsewhere = {
        (module, name)
        for module, name in _exception_classes_in_source()
        if module != "errors.py" and (module, name) not in ALLOWED_ELSEWHERE
    }
    assert elsewhere == set()


def test_the_allowed_exceptions_still_exist() -> None:
    # A stale allow-list would hide a new class with the same name elsewhere.
    assert _exception_classes_in_source() >= ALLOWED_ELSEWHERE


@pytest.mark.parametrize(
    ("module", "name"), [(m, n) for m, names in OLD_HOMES.items() for n in names]
)
def test_old_spellings_are_the_same_class(module: str, name: str) -> None:
    assert getattr(importlib.import_module(module), name) is getattr(errors, name)
    assert getattr(errors, name).__module__ == "artifact_codec.errors"


def test_every_public_error_derives_from_artifact_codec_error() -> None:
    classes = [getattr(errors, name) for name in errors.__all__]
    classes = [value for value in classes if isinstance(value, type)]
    assert len(classes) == 19  # (JsonRefusedError: fix-report60)
    for cls in classes:
        assert issubclass(cls, errors.ArtifactCodecError), cls


def test_hierarchy_is_unchanged() -> None:
    assert issubclass(errors.HeaderLimitError, errors.ArtifactDecodeError)
    assert issubclass(errors.JsonRefusedError, errors.ArtifactDecodeError)
    assert issubclass(errors.ArtifactDecodeError, ValueError)
    assert issubclass(errors.PathConflictError, errors.UnsafePathError)
    assert issubclass(errors.PathRefusedError, errors.WriteRefusedError)
    assert issubclass(errors.PathRefusedError, errors.UnsafePathError)
    for name in ("LockTimeoutError", "RecoveryFailedError"):
        assert issubclass(getattr(errors, name), errors.WriteFailedError)
    for name in ("TargetExistsError", "SymlinkError", "SpecialFileError", "DiskConflictError"):
        assert issubclass(getattr(errors, name), errors.WriteRefusedError)
        assert not issubclass(getattr(errors, name), errors.UnsafePathError)


def _samples() -> list[errors.ArtifactCodecError]:
    two = WriteReport(
        "t",
        refused=[
            Refusal(path="a.py", rule="exists", reason="the file exists"),
            Refusal(path="b.py", rule="symlink", reason="a link"),
        ],
    )
    failed = RecoveryReport(
        "t", [StageOutcome(".artifact-codec-tmp-1", "failed", ("a.py",), ("EIO",))]
    )
    return [
        errors.ArtifactDecodeError("no end marker", "a\nbc", 3),
        errors.HeaderLimitError("too deep", "[[[", 2, "depth"),
        errors.UnsafePathError("../a", "traversal", "leaves the folder"),
        errors.PathConflictError("A.py", "duplicate", "a.py", 0, 1),
        errors.WriteError("p", "r", "why"),
        errors.WriteRefusedError.from_report(two),
        errors.WriteFailedError("a.py", "EIO", False, ("a.py: EIO",)),
        errors.LockTimeoutError("t", 1.25, "pid 7"),
        errors.RecoveryFailedError(failed),
    ]


def test_messages_are_unchanged() -> None:
    # The exact texts users and retry loops see (written out by hand, not computed).
    assert [str(error) for error in _samples()] == [
        "line 2, column 2: no end marker",
        "line 1, column 3: too deep",
        "unsafe path '../a': leaves the folder [traversal]",
        "unsafe path 'A.py': it is the same path as 'a.py' when case and Unicode normalization "
        "are ignored (one file would overwrite the other on macOS and Windows); give each file "
        "its own path [duplicate]",
        "cannot write 'p': why [r]",
        "cannot write 'a.py': the file exists [exists]; and 1 more refusal (see .report)",
        "cannot write 'a.py': EIO; undoing it failed too: a.py: EIO [os-error]",
        "cannot write 't': another writer holds the lock '.artifact-codec.lock' of the target "
        "(pid 7); waited 1.2 s; nothing was changed. Try again, or pass a larger lock_timeout "
        "(--lock-timeout) [locked]",
        "cannot write 't': an interrupted earlier write could not be finished or undone "
        "(.artifact-codec-tmp-1: EIO); fix the cause, then run 'artifact-codec recover' on the "
        "folder [recovery-failed]",
    ]
    assert type(_samples()[5]) is errors.TargetExistsError


def test_every_error_pickles_with_its_state() -> None:
    for error in _samples():
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error)
        assert str(copy) == str(error)
        assert copy.__dict__ == error.__dict__


def test_error_for_rule() -> None:
    assert errors.error_for_rule("exists") is errors.TargetExistsError
    assert errors.error_for_rule("unencodable-content") is errors.ContentError
    assert errors.error_for_rule("traversal") is errors.PathRefusedError


def test_docs_api_names_every_error() -> None:
    # The checkout's docs (the package may be installed elsewhere, as in CI).
    api = (Path(__file__).resolve().parent.parent / "docs" / "api.md").read_text("utf-8")
    missing = [name for name in errors.__all__ if not re.search(rf"\b{name}\b", api)]
    assert missing == []
