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
    SEPARATOR,
    VERBATIM_FIELD,
    check_delimiter,
    end_marker,
)
from ..ingest.placeholders import find_placeholders
from ..models import GeneratedCode, GeneratedFile

__all__ = ["choose_delimiter", "dump", "dumps"]

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
    metadata, its extra keys, ``total_files`` and ``files_delimiter``; each file becomes a block
    of field lines, ``---`` and the raw content; the end marker closes the document.
    """
    if not isinstance(code, GeneratedCode):
        raise TypeError(f"dumps() takes a GeneratedCode, not {type(code).__name__}")
    files = code.files
    if delimiter is None:
        delimiter = choose_delimiter(file.content for file in files)
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
    parts = [_header_line(code, delimiter), "\n\n"]
    for file in files:
        parts.append(delimiter)
        parts.append("\n")
        parts.extend(_field_lines(file))
        parts.append(SEPARATOR)
        parts.append("\n")
        parts.append(file.content)
        parts.append("\n")  # RFC 2046: this line break belongs to the next delimiter line
    parts.append(end_marker(delimiter))
    parts.append("\n")
    return "".join(parts)


def dump(code: GeneratedCode, fp: IO[bytes], /, *, delimiter: str | None = None) -> None:
    """Write ``dumps(code)`` to a binary file object as UTF-8."""
    fp.write(dumps(code, delimiter=delimiter).encode("utf-8"))


def _header_line(code: GeneratedCode, delimiter: str) -> str:
    header: dict[str, Any] = {}
    for key in _HEADER_ORDER:
        value = getattr(code, key)
        if value is not None and value != []:
            header[key] = value
    header.update(code.model_extra or {})
    header["total_files"] = len(code.files)
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
    if lenient_changes_content(file.file_path, file.content) or find_placeholders(file):
        # The rare file a model's way of writing would hide (no final newline, one code fence,
        # edit-block lines, a comment that reads as elided code): tell lenient readers to take
        # it exactly as written.
        yield field_line(VERBATIM_FIELD, "yes")
