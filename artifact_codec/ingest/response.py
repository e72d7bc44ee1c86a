"""``parse_response``: text straight from a model -> :class:`ParseResult`, for any input.

1. Transport repairs: bytes decoded (invalid UTF-8 reported), a text whose every line ends in
   CRLF read as LF.
2. The table of conventions (:mod:`artifact_codec.ingest.conventions`), tried in order: the
   strict reader (a valid document comes back exactly as ``loads`` reads it, ``clean``), the
   lenient hybrid reader, legacy all-JSON, other tools' conventions (Cline, bolt, OpenHands,
   JSON tool calls, heredocs, the Markdown family), and the slot of the edit conventions.
3. What every reading gets: lone surrogates replaced, and files that are not whole files
   (code elided with ``// ... existing code ...``, placeholder bodies) taken out of the
   usable files (:mod:`artifact_codec.ingest.placeholders`).

Edit instructions never become files: whatever convention they came in (aider SEARCH/REPLACE,
unified diffs, Codex patches, ``str_replace`` tool calls, this format's own edit blocks:
:mod:`artifact_codec.ingest.edits`), they are read into ``result.edits``, beside the whole
files of an answer that mixes both (:mod:`artifact_codec.ingest.conventions.edits`).
"""

from __future__ import annotations

import io
from dataclasses import replace

from pydantic import ValidationError

from ..diagnostics import Diagnostic, Diagnostics, Locator, Severity
from ..format.header import (
    has_lone_surrogate,
    holds_lone_surrogate,
    replace_lone_surrogates,
)
from ..format.spec import finish_kind
from ..models import GeneratedCode, GeneratedFile
from ..read.reader import Reader
from ..result import Format, ParseResult, Status
from .conventions import Answer, read_conventions
from .conventions.legacy_json import LONE_SURROGATES_REPLACED
from .placeholders import Placeholder, find_placeholders

__all__ = ["parse_response"]


def parse_response(
    text: str | bytes,
    *,
    finish_reason: str | None = None,
    add_final_newline: bool = True,
    detect_placeholders: bool = True,
    allow_elisions: bool = False,
    root: str | None = None,
    source: str | None = None,
) -> ParseResult:
    """Read the files out of a model's response, tolerating what models get wrong.

    Never raises for any text: the outcome is in ``result.status`` and ``result.diagnostics``.

    - ``finish_reason``: the API's reason the model stopped, in any provider's spelling
      (``"stop"``, ``"end_turn"``, ``"length"``, ``"max_tokens"``, ``"MAX_TOKENS"``,
      ``"incomplete"``...; :data:`artifact_codec.format.spec.FINISH_REASONS`). A length limit or a
      filter marks an answer without end marker as cut off; a stop lets an answer that only
      forgot its end marker count as complete.
    - ``add_final_newline``: give a non-empty file that lacks one a final newline, the way the
      model meant it (a block marked ``VERBATIM: yes`` is never changed).
    - ``detect_placeholders``: look for files that are not whole: code elided with a comment
      (``# ... existing code ...``, ``// rest of the file unchanged``) makes a file an edit,
      not a file (``elided-code``, status ``edit_blocks``); a body that is only a placeholder
      (``...``) or only signatures with empty bodies is refused (``placeholder-file``).
    - ``allow_elisions``: keep such files as usable whole files, with a ``placeholder``
      warning (the caller knows what the elisions mean).
    - ``root``: an absolute folder that other tools' absolute paths are relative to (OpenHands'
      ``/workspace``): ``/workspace/app.py`` is read as ``app.py``. Absolute paths outside it,
      and every absolute path without it, are refused by the path policy.
    - ``source``: a name for the response (a file name), copied into the result.
    """
    if not isinstance(text, str | bytes):
        raise TypeError(f"parse_response() takes str or bytes, not {type(text).__name__}")
    return read_response(
        text,
        finish_reason=finish_reason,
        add_final_newline=add_final_newline,
        detect_placeholders=detect_placeholders,
        allow_elisions=allow_elisions,
        root=root,
        source=source,
    )


def read_response(
    text: str | bytes,
    *,
    finish_reason: str | None = None,
    add_final_newline: bool = True,
    detect_placeholders: bool = True,
    allow_elisions: bool = False,
    root: str | None = None,
    source: str | None = None,
    reader: Reader | None = None,
) -> ParseResult:
    """:func:`parse_response`, optionally with a strict :class:`Reader` that was already fed
    the whole text (the streaming parser's, not closed yet): the text is then not read twice."""
    verbatim: frozenset[str] = frozenset()
    try:
        invalid_utf8 = False
        if isinstance(text, bytes):
            decoded = text.decode("utf-8", "replace")
            # Every U+FFFD the sender meant is the three bytes EF BF BD; any other one stands
            # for bytes that were not UTF-8.
            invalid_utf8 = decoded.count("\ufffd") != text.count(b"\xef\xbf\xbd")
            text = decoded
        result, answer = _parse(
            text, invalid_utf8, finish_reason, add_final_newline, reader, root, allow_elisions
        )
        verbatim = answer.verbatim_paths
    except Exception as error:  # the promise is to never raise on input; say what happened
        result = ParseResult(
            Status.INVALID,
            Format.NONE,
            diagnostics=[
                Diagnostic(
                    "internal-error",
                    Severity.ERROR,
                    f"artifact-codec failed on this response ({type(error).__name__}: {error}); "
                    "please report it",
                )
            ],
        )
    _replace_lone_surrogates(result)
    if detect_placeholders:
        _check_placeholders(result, verbatim, allow_elisions=allow_elisions)
    _require_a_file(result)
    result.source = source
    return result


def _require_a_file(result: ParseResult) -> None:
    """A usable result holds at least one file, whatever reader produced it: an answer with
    none (an empty document, ``{"files": []}``) gave the caller nothing to write."""
    if result.status.usable and not result.code.files:
        result.status = Status.INVALID
        result.diagnostics.append(
            Diagnostic(
                "no-files",
                Severity.ERROR,
                "the answer holds no file; send every file the task needs",
            )
        )


def _parse(
    text: str,
    invalid_utf8: bool,
    finish_reason: str | None,
    add_final_newline: bool,
    reader: Reader | None = None,
    root: str | None = None,
    allow_elisions: bool = False,
) -> tuple[ParseResult, Answer]:
    notes = Diagnostics(Locator(text))
    if invalid_utf8:
        notes.add(
            "invalid-utf8",
            Severity.WARNING,
            "bytes that are not UTF-8 were replaced by U+FFFD",
            text.find("\ufffd"),
        )
    as_lf = _crlf_as_lf(text) if "\r" in text else None
    if as_lf is not None:
        text = as_lf
        notes.locate = Locator(text)
        notes.add("crlf", Severity.INFO, "CRLF line breaks were read as LF", None)
        reader = None  # it read the text before the conversion
    answer = Answer(
        text,
        notes,
        finish_reason,
        finish_kind(finish_reason),
        add_final_newline,
        root=root,
        allow_elisions=allow_elisions,
    )
    if reader is not None and reader.text == text:
        answer.reader = reader
    return read_conventions(answer), answer


#: How much of a large text the CRLF conversion takes at a time (see :func:`_crlf_as_lf`).
_CRLF_CHUNK = 65536


def _crlf_as_lf(text: str) -> str | None:
    """The text read as LF when every line ends in CRLF: the transport converted them (a
    content's own CRLF would be CR CR LF now); None otherwise. Line numbers stay the same.
    Once, for every reader."""
    decoder = io.IncrementalNewlineDecoder(None, translate=True)
    if len(text) <= _CRLF_CHUNK:
        as_lf = decoder.decode(text, final=True)
    else:
        # In pieces that stay in the processor's cache: the decoder's output buffer for a
        # whole large text is fresh memory, twice as slow to write. The decoder holds a CR
        # that ends a piece until it sees what follows it.
        parts = [
            decoder.decode(text[at : at + _CRLF_CHUNK]) for at in range(0, len(text), _CRLF_CHUNK)
        ]
        parts.append(decoder.decode("", final=True))
        as_lf = "".join(parts)
    if decoder.newlines == "\r\n":
        return as_lf  # every line break was CRLF (no CR or LF alone): one pass, in C
    if text.count("\r\n") != text.count("\n"):
        return None
    as_lf = text.replace("\r\n", "\n")
    if as_lf.endswith("\r"):  # cut off between the CR and the LF of a line break
        as_lf = as_lf[:-1] + "\n"
    return as_lf


def _check_placeholders(
    result: ParseResult, verbatim: frozenset[str], *, allow_elisions: bool
) -> None:
    """Files that are not whole files leave the usable files (see :func:`parse_response`);
    a file marked ``VERBATIM: yes`` is taken as written."""
    kept: list[GeneratedFile] = []
    removed = False
    elided = False
    for file in result.code.files:
        found = None if file.file_path in verbatim else find_placeholders(file)
        if found is None:
            kept.append(file)
            continue
        if allow_elisions or found.kind == "comment":
            kept.append(file)
            result.diagnostics.append(_placeholder_warning(file, found))
            # (A file kept with a line that may stand for left-out code has another reading:
            # never clean.)
            if result.status is Status.CLEAN:
                result.status = Status.RECOVERED
            continue
        removed = True
        elided = elided or found.kind in ("elision", "reference", "unbound")
        result.diagnostics.append(_placeholder_refusal(file, found))
        result.refused_paths.append(file.file_path)
    if not removed:
        return
    result.code = result.code.model_copy(update={"files": kept})
    if result.status.usable or result.status in (Status.REJECTED_FILES, Status.TRUNCATED):
        if elided:
            result.status = Status.EDIT_BLOCKS
        elif result.status is not Status.TRUNCATED:
            result.status = Status.REJECTED_FILES


def _unbound_names(file: GeneratedFile, found: Placeholder) -> str:
    """``app.py uses g (line 5) and k, which it neither defines nor imports``."""
    names = found.text.split(", ")
    shown = [f"{names[0]} (line {found.line})", *names[1:_SHOWN_NAMES]]
    if len(names) > _SHOWN_NAMES:
        shown.append(f"{len(names) - _SHOWN_NAMES} more")
    listed = shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]
    return f"{file.file_path} uses {listed}, which it neither defines nor imports"


#: How many of a file's unbound names a diagnostic names.
_SHOWN_NAMES = 5


def _placeholder_warning(file: GeneratedFile, found: Placeholder) -> Diagnostic:
    if found.kind == "unbound":
        return Diagnostic(
            "placeholder",
            Severity.WARNING,
            f"{_unbound_names(file, found)}: it may be a part of {file.file_path} whose rest "
            "was left out; it was kept because placeholders were allowed. Send the complete "
            "file",
        )
    if found.kind == "comment":
        return Diagnostic(
            "placeholder",
            Severity.WARNING,
            f"{file.file_path} line {found.line} starts like a placeholder "
            f"({found.text[:60]!r}) but goes on, so it was kept as a comment of the file; if "
            "it stands for left-out code, send the complete file",
        )
    if found.kind == "reference":
        return Diagnostic(
            "placeholder",
            Severity.WARNING,
            f"{file.file_path}: {found.text}: it may be a part of the file; it was kept because "
            "placeholders were allowed. Send the complete file",
        )
    return Diagnostic(
        "placeholder",
        Severity.WARNING,
        f"{file.file_path} line {found.line} is a placeholder ({found.text[:60]!r}), not code; "
        "it was kept because placeholders were allowed. Send the complete file",
    )


def _placeholder_refusal(file: GeneratedFile, found: Placeholder) -> Diagnostic:
    if found.kind == "unbound":
        return Diagnostic(
            "elided-code",
            Severity.ERROR,
            f"{_unbound_names(file, found)}: it reads as a part of {file.file_path} whose rest "
            "was left out (writing it would delete that rest), or as code that cannot run. "
            "Send the complete file",
        )
    if found.kind == "elision":
        return Diagnostic(
            "elided-code",
            Severity.ERROR,
            f"{file.file_path} line {found.line} leaves code out ({found.text[:60]!r}): it is "
            "an edit of the existing file, not the whole file, and was not accepted (writing "
            "it would delete the code it leaves out). Send the complete file",
        )
    if found.kind == "reference":
        part = (
            "jobs"
            if found.text.startswith("job ")
            else "volumes"
            if " mounts volume " in found.text
            else "services"
            if found.text.startswith(("service ", "the Compose"))
            else "parts"
        )
        return Diagnostic(
            "elided-code",
            Severity.ERROR,
            f"{file.file_path}: {found.text}: it reads as a part of {file.file_path} whose "
            f"other {part} were left out, and was not accepted. Send the complete file",
        )
    what = "only signatures with empty bodies" if found.kind == "stubs" else "a placeholder"
    return Diagnostic(
        "placeholder-file",
        Severity.ERROR,
        f"{file.file_path} is {what} ({found.text[:60]!r}), not the file; it was not "
        "accepted. Send the complete file",
    )


def _replace_lone_surrogates(result: ParseResult) -> None:
    """Replace lone surrogates in what was read by U+FFFD, and say so.

    A lone surrogate (from a JSON escape such as ``"\\udc00"`` in a legacy file path or content,
    or from a ``str`` that was never text) is not a character: no file, terminal or JSON
    writer that encodes UTF-8 can hold it. The result must be writable, so each one becomes
    U+FFFD, and the change is reported: the status is no longer ``clean``.
    """
    messages = [d.message for d in result.diagnostics]
    if not any(map(has_lone_surrogate, messages)) and not _holds_lone_surrogate(result):
        return
    result.diagnostics = [
        replace(d, message=replace_lone_surrogates(d.message)[0]) for d in result.diagnostics
    ]
    if not _holds_lone_surrogate(result):
        return
    data, _ = replace_lone_surrogates(result.code.model_dump())
    partial = result.partial_file
    try:
        result.code = GeneratedCode.model_validate(data)
        if partial is not None:
            result.partial_file = GeneratedFile.model_validate(
                replace_lone_surrogates(partial.model_dump())[0]
            )
    except ValidationError as error:
        result.code = GeneratedCode()
        result.partial_file = None
        result.status = Status.INVALID
        result.diagnostics.append(
            Diagnostic(
                "lone-surrogate",
                Severity.ERROR,
                "the answer has lone surrogates (escapes such as \\ud800 that are half of a "
                "UTF-16 pair, not characters); with U+FFFD in their place it is invalid: "
                f"{replace_lone_surrogates(str(error))[0]}",
            )
        )
        return
    if result.status is Status.CLEAN:
        result.status = Status.RECOVERED
    result.diagnostics.append(
        Diagnostic("lone-surrogate", Severity.WARNING, LONE_SURROGATES_REPLACED)
    )


def _holds_lone_surrogate(result: ParseResult) -> bool:
    # Attribute values directly, not model_dump(): this runs on every result.
    files = list(result.code.files)
    if result.partial_file is not None:
        files.append(result.partial_file)
    for file in files:
        for values in (file.__dict__.values(), (file.model_extra or {}).values()):
            for value in values:
                # (isascii first, inline: nearly every value is ASCII, and this runs on every
                # value of every result)
                if isinstance(value, str) and not value.isascii() and has_lone_surrogate(value):
                    return True
    header = {k: v for k, v in result.code.__dict__.items() if k != "files"}
    header.update(result.code.model_extra or {})
    return holds_lone_surrogate(header)
