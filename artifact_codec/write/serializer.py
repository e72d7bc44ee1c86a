"""The writer: ``dumps`` and ``dump``, the exact inverse of ``loads``.

Output is deterministic (the same model gives the same text). The delimiter is the default
unless some content has a line starting with it; then the first free one of
``===FILE_CONTENT_BLOCK_1===``, ``===FILE_CONTENT_BLOCK_2===``, ... is taken (each content line
can rule out at most one of them, so the search is linear) and declared in ``files_delimiter``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import IO, Any

from ..format.content import lenient_changes_content
from ..format.lines import (
    DELIMITER_FAMILY,
    FAMILY_PREFIX,
    family_member,
    field_line,
    lines_starting_with,
)
from ..format.spec import (
    ATTRIBUTE_TO_FIELD,
    HUNK_KEYS,
    NEW_PATH_FIELD,
    NEW_SUFFIX,
    OLD_SUFFIX,
    OPERATION_FIELD,
    SEPARATOR,
    VERBATIM_FIELD,
    check_delimiter,
    end_marker,
)
from ..models import GeneratedCode, GeneratedFile
from ..operations import FileOperation, Hunk

__all__ = ["choose_delimiter", "dump", "dumps", "operation_body"]

_HEADER_ORDER = ("task_id", "project_id", "dependencies", "setup_instructions")


def choose_delimiter(contents: Iterable[str]) -> str:
    """Return the first delimiter of the default family that starts no line of ``contents``."""
    taken: set[int] = set()
    match_member = DELIMITER_FAMILY.match
    for content, pos in lines_starting_with(FAMILY_PREFIX, contents):
        match = match_member(content, pos)
        # A number longer than 18 digits is beyond any count of lines: it can never be the
        # first free one (and int() refuses numbers of over 4,300 digits).
        if match and len(match.group(1) or "") <= 18:
            taken.add(int(match.group(1) or 0))
    number = 0
    while number in taken:
        number += 1
    return family_member(number)


def dumps(code: GeneratedCode, /, *, delimiter: str | None = None) -> str:
    """Serialize ``code`` to a document of the artifact format.

    ``loads(dumps(code)) == code`` for every model. ``delimiter`` forces a delimiter; it must
    start no line of any content (``ValueError`` otherwise). The header lists the model's
    metadata, its extra keys, ``total_files`` (the number of blocks) and ``files_delimiter``;
    each file becomes a block of field lines, ``---`` and the raw content, then each operation
    of ``code.edits`` an edit block (``OPERATION: edit`` and its hunks, ...); the end marker
    closes the document.
    """
    if not isinstance(code, GeneratedCode):
        raise TypeError(f"dumps() takes a GeneratedCode, not {type(code).__name__}")
    files = code.files
    if delimiter is None:
        delimiter = choose_delimiter(_texts(code))
    else:
        problem = check_delimiter(delimiter)
        if problem is not None:
            raise ValueError(problem.replace("files_delimiter", "delimiter"))
        for file in files:
            if next(lines_starting_with(delimiter, [file.content]), None) is not None:
                raise ValueError(
                    f"a line of {file.file_path} starts with the delimiter {delimiter!r}; "
                    "choose another delimiter or leave it to dumps()"
                )
        for operation in code.edits:
            if next(lines_starting_with(delimiter, _operation_texts(operation)), None):
                raise ValueError(
                    f"a line of the {operation.kind} of {operation.path} starts with the "
                    f"delimiter {delimiter!r}; choose another delimiter or leave it to dumps()"
                )
    parts = [_header_line(code, delimiter), "\n\n"]
    for file in files:
        parts.append(delimiter)
        parts.append("\n")
        parts.extend(_field_lines(file))
        parts.append(SEPARATOR)
        parts.append("\n")
        parts.append(file.content)
        parts.append("\n")  # RFC 2046: this line break belongs to the next delimiter line
    for operation in code.edits:
        body = operation_body(operation, delimiter)
        parts.append(delimiter)
        parts.append("\n")
        parts.append(field_line("PATH", operation.path))
        parts.append(field_line(OPERATION_FIELD, operation.kind.value))
        if operation.new_path is not None:
            parts.append(field_line(NEW_PATH_FIELD, operation.new_path))
        if lenient_changes_content(operation.path, body):
            parts.append(field_line(VERBATIM_FIELD, "yes"))
        parts.append(SEPARATOR)
        parts.append("\n")
        parts.append(body)
        parts.append("\n")
    parts.append(end_marker(delimiter))
    parts.append("\n")
    return "".join(parts)


def dump(code: GeneratedCode, fp: IO[bytes], /, *, delimiter: str | None = None) -> None:
    """Write ``dumps(code)`` to a binary file object as UTF-8."""
    fp.write(dumps(code, delimiter=delimiter).encode("utf-8"))


def operation_body(operation: FileOperation, delimiter: str) -> str:
    """What an edit block holds after its ``---`` line, without the line break that belongs to
    the next delimiter line: the whole content (create, replace), nothing (delete, a rename
    without hunks), or the hunks: each an ``OLD`` line (with the hunk's other fields as a
    JSON object when it has any), the old text, a ``NEW`` line, the new text (each text
    followed by the line break that belongs to the next line, as contents are)."""
    if operation.content is not None:
        return operation.content
    parts: list[str] = []
    for hunk in operation.hunks:
        if parts:
            parts.append("\n")
        parts.append(delimiter + OLD_SUFFIX + _hunk_fields(hunk))
        parts.append("\n")
        parts.append(hunk.old)
        parts.append("\n")
        parts.append(delimiter + NEW_SUFFIX)
        parts.append("\n")
        parts.append(hunk.new)
    return "".join(parts)


def _hunk_fields(hunk: Hunk) -> str:
    values = {key: getattr(hunk, key) for key in HUNK_KEYS}
    # (0 is an after_line, not a default: compared by identity with the defaults)
    values = {k: v for k, v in values.items() if v is not None and v is not False}
    return " " + json.dumps(values, ensure_ascii=False) if values else ""


def _operation_texts(operation: FileOperation) -> list[str]:
    texts = [operation.content] if operation.content is not None else []
    for hunk in operation.hunks:
        texts.extend((hunk.old, hunk.new))
    return texts


def _texts(code: GeneratedCode) -> Iterator[str]:
    """Every text of the document whose lines must not start with the delimiter."""
    for file in code.files:
        yield file.content
    for operation in code.edits:
        yield from _operation_texts(operation)


def _header_line(code: GeneratedCode, delimiter: str) -> str:
    header: dict[str, Any] = {}
    for key in _HEADER_ORDER:
        value = getattr(code, key)
        if value is not None and value != []:
            header[key] = value
    header.update(code.model_extra or {})
    header["total_files"] = len(code.files) + len(code.edits)
    header["files_delimiter"] = delimiter
    try:
        return json.dumps(header, ensure_ascii=False, allow_nan=False)
    except ValueError as error:  # "Out of range float values are not JSON compliant"
        raise ValueError(
            f"{error}: the metadata holds NaN or an infinite number, which JSON cannot write; "
            "replace it with null or a string"
        ) from None


def _field_lines(file: GeneratedFile) -> Iterator[str]:
    for attribute, name in ATTRIBUTE_TO_FIELD.items():
        value = getattr(file, attribute)
        if value is not None:
            yield field_line(name, value)
    for key, value in (file.model_extra or {}).items():
        yield field_line(key.upper(), value)
    if lenient_changes_content(file.file_path, file.content):
        # The rare file a model's way of writing would hide (no final newline, one code fence,
        # edit-block lines): tell lenient readers to take it exactly as written.
        yield field_line(VERBATIM_FIELD, "yes")
