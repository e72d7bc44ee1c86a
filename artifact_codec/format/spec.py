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
    "FINISH_REASONS",
    "FORMAT_KEYS",
    "FORMAT_VERSION",
    "HUNK_KEYS",
    "MAX_FIELD_LINES",
    "NEW_PATH_FIELD",
    "NEW_SUFFIX",
    "OLD_SUFFIX",
    "OPERATION_FIELD",
    "RESERVED_FIELDS",
    "SEPARATOR",
    "VERBATIM_FIELD",
    "check_delimiter",
    "end_marker",
    "finish_kind",
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

#: Appended to the delimiter to spell the lines of an edit block's hunks: the old text follows
#: ``===FILE_CONTENT_BLOCK===OLD`` (which may carry a JSON object of the hunk's other fields:
#: ``===FILE_CONTENT_BLOCK===OLD {"line_hint": 12}``), the new text follows
#: ``===FILE_CONTENT_BLOCK===NEW``. Like the end marker they start with the delimiter, so no
#: content line can be mistaken for one.
OLD_SUFFIX: Final = "OLD"
NEW_SUFFIX: Final = "NEW"

#: The block field that makes a block an operation instead of a whole file, and its values
#: (:class:`~artifact_codec.operations.OperationKind`): ``OPERATION: edit`` (hunks),
#: ``delete``, ``rename`` (with ``NEW_PATH``, hunks optional), ``create`` and ``replace`` (the
#: whole content).
OPERATION_FIELD: Final = "OPERATION"
#: The new path of a renamed file.
NEW_PATH_FIELD: Final = "NEW_PATH"
#: The hunk fields an ``OLD`` line may carry, as JSON keys (``Hunk`` attributes).
HUNK_KEYS: Final = ("anchor", "line_hint", "after_line", "at_end")

#: Block field names of the format and the model attributes they fill, in the order written.
FIELD_TO_ATTRIBUTE: Final = {
    "PATH": "file_path",
    "TYPE": "file_type",
    "DESCRIPTION": "description",
    "SEMANTIC_UNIT": "semantic_unit_id",
    "COMPONENT": "component_id",
}
ATTRIBUTE_TO_FIELD: Final = {attribute: field for field, attribute in FIELD_TO_ATTRIBUTE.items()}

#: The block field ``dumps`` writes (``VERBATIM: yes``) when a content is one of the rare ones a
#: lenient reader would otherwise read differently from how it is written: without a final
#: newline, wholly inside one code fence, or holding edit-block lines. It tells every reader to
#: take the content exactly as written. It is the format's own field, not a file attribute.
VERBATIM_FIELD: Final = "VERBATIM"

#: Field names no block may use for an extra field: the format's own, and every name that
#: would land on a model attribute (``CONTENT:`` would replace the content, ``FILE_PATH:`` the
#: path).
RESERVED_FIELDS: Final = frozenset(
    {
        VERBATIM_FIELD,
        OPERATION_FIELD,
        NEW_PATH_FIELD,
        "CONTENT",
        *(attribute.upper() for attribute in ATTRIBUTE_TO_FIELD),
    }
)

#: How providers spell why a model stopped, and what each means for an answer without end
#: marker: ``"stop"`` (the model ended its answer itself), ``"length"`` (an output limit cut
#: it off), ``"filtered"`` (a safety or content filter cut it off). Other spellings (tool calls,
#: unknown values) prove nothing. Keys are compared in lower case.
FINISH_REASONS: Final = {
    # OpenAI chat completions, LiteLLM, vLLM, llama.cpp, Mistral
    "stop": "stop",
    "eos": "stop",
    "length": "length",
    "content_filter": "filtered",
    # Anthropic messages
    "end_turn": "stop",
    "stop_sequence": "stop",
    "max_tokens": "length",
    "refusal": "filtered",
    # OpenAI Responses API (status / incomplete_details.reason)
    "completed": "stop",
    "incomplete": "length",
    "max_output_tokens": "length",
    # Google Gemini (upper case in the API: STOP, MAX_TOKENS, SAFETY...)
    "safety": "filtered",
    "recitation": "filtered",
    "blocklist": "filtered",
    "prohibited_content": "filtered",
    "spii": "filtered",
    # Cohere, Bedrock and others
    "complete": "stop",
    "max_tokens_reached": "length",
    "model_length": "length",
    "token_limit": "length",
}


def finish_kind(reason: str | None) -> str | None:
    """``"stop"``, ``"length"``, ``"filtered"`` or ``None`` for a provider's finish reason.

    >>> finish_kind("MAX_TOKENS"), finish_kind("end_turn"), finish_kind("tool_calls")
    ('length', 'stop', None)
    """
    if not isinstance(reason, str):
        return None
    # SDK enums print as "FinishReason.MAX_TOKENS" or "FINISH_REASON_MAX_TOKENS".
    key = reason.strip().lower().removeprefix("finishreason.").removeprefix("finish_reason_")
    return FINISH_REASONS.get(key)


#: Header keys that describe the document rather than the code; the codec computes them.
FORMAT_KEYS: Final = frozenset({"total_files", "files_delimiter", "format_version"})

#: More field lines than this in one block are not fields but content (a lenient reader's rule;
#: it also bounds how often a streaming reader reads a block's fields again).
MAX_FIELD_LINES: Final = 64

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
