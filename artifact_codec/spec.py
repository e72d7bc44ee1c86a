"""The vocabulary of format version 1: names and spellings shared by the reader and the writer.

The *structure* of a document is defined by ``grammars/artifact.lark``; this module only holds
the words that fill it (the default delimiter, field names, header keys), so that the lexer, the
transformer and the serializer cannot drift apart.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = [
    "DEFAULT_DELIMITER",
    "END_SUFFIX",
    "FIELD_TO_ATTRIBUTE",
    "FORMAT_KEYS",
    "FORMAT_VERSION",
    "SEPARATOR",
    "check_delimiter",
    "end_marker",
]

#: The version of the format this library reads and writes.
FORMAT_VERSION: Final = 1

#: The delimiter line used when no content starts a line with it.
DEFAULT_DELIMITER: Final = "===FILE_CONTENT_BLOCK==="

#: Appended to the delimiter to spell the end marker (``===FILE_CONTENT_BLOCK===END``). Since it
#: starts with the delimiter, a delimiter that begins no content line cannot collide with it.
END_SUFFIX: Final = "END"

#: The line between a block's fields and its content.
SEPARATOR: Final = "---"

#: Block field names of the format and the model attributes they fill, in the order written.
FIELD_TO_ATTRIBUTE: Final = {
    "PATH": "file_path",
    "TYPE": "file_type",
    "DESCRIPTION": "description",
    "SEMANTIC_UNIT": "semantic_unit_id",
    "COMPONENT": "component_id",
}
ATTRIBUTE_TO_FIELD: Final = {attribute: field for field, attribute in FIELD_TO_ATTRIBUTE.items()}

#: Header keys that describe the document rather than the code; the codec computes them.
FORMAT_KEYS: Final = frozenset({"total_files", "files_delimiter", "format_version"})

#: A field line: an upper-case name, a colon, optional blanks, the value.
FIELD_LINE: Final = re.compile(r"([A-Z][A-Z0-9_]*):[ \t]*(.*)")

_DELIMITER = re.compile(r"[^\s\x00-\x1f\x7f]{3,200}")


def end_marker(delimiter: str) -> str:
    """Return the end-marker line that closes a document using ``delimiter``."""
    return delimiter + END_SUFFIX


def check_delimiter(delimiter: object) -> str | None:
    """Return why ``delimiter`` cannot be used, or ``None`` when it can."""
    if not isinstance(delimiter, str):
        return "files_delimiter must be a string"
    if not _DELIMITER.fullmatch(delimiter):
        return "files_delimiter must be 3 to 200 characters with no spaces or control characters"
    if delimiter.startswith(SEPARATOR):
        return "files_delimiter must not start with '---', the field separator"
    return None
