r"""Multi-line string literals of other languages where a JSON value belongs.

Models that treat the JSON as a Python dict write a long value in triple double quotes; models that
treat it as a JavaScript object write it in backticks (a template literal). Read as JSON, the
first gains ``""`` at each end and the second loses its line breaks, so each is read as the
language that wrote it: the Python literal by :func:`ast.literal_eval` (exactly what Python
reads), the template literal by its escapes (``\`` ``, ``\$``, ``\n``, ...; a ``\`` and
a line break continue the line; ``${...}`` is kept as written). Either is reported as a
``python-literal`` repair.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Final

from .report import Notes, RepairKind

__all__ = ["read_literal", "template_literal_at"]

# After the literal: what may follow a value.
_AFTER_VALUE: Final = re.compile(r"[ \t\r\n]*(?:[,}\])]|//|/\*|#|\Z)")
_TRIPLE_END: Final = re.compile(r'(?<!\\)(?:\\\\)*"""')
_BACKTICK_END: Final = re.compile(r"(?<!\\)(?:\\\\)*`")
_JS_ESCAPE: Final = re.compile(
    r"\\(?:x([0-9a-fA-F]{2})|u\{([0-9a-fA-F]{1,6})\}|u([0-9a-fA-F]{4})|(.))", re.S
)
_JS_SIMPLE: Final = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "b": "\b",
    "f": "\f",
    "v": "\v",
    "0": "\0",
    "\n": "",  # (a backslash and a line break continue the line)
}
_FENCE: Final = re.compile(r"```")


def template_literal_at(text: str, pos: int) -> bool:
    """Whether a JavaScript template literal (one backtick, not a fence) that ends like a
    value starts at ``pos``."""
    return _end(text, pos, _BACKTICK_END, 1) >= 0 and not _FENCE.match(text, pos)


def read_literal(text: str, pos: int, out: list[str], notes: Notes) -> int:
    """Read a triple-quoted Python string or a backtick template literal at ``pos`` as a
    JSON string into ``out``; the position after it, or -1 when there is none there."""
    if text.startswith('"""', pos) and not text.startswith('""""', pos):
        # (four quotes: a JSON string whose content starts with a docstring's quotes)
        stop = _end(text, pos, _TRIPLE_END, 3)
        if stop < 0:
            return -1
        try:
            value = ast.literal_eval(text[pos:stop])
        except (SyntaxError, ValueError):
            return -1
        if not isinstance(value, str):
            return -1
        message = 'read a Python triple-quoted string """...""" as one string'
    elif text.startswith("`", pos) and template_literal_at(text, pos):
        stop = _end(text, pos, _BACKTICK_END, 1)
        value = _JS_ESCAPE.sub(_js_escape, text[pos + 1 : stop - 1])
        message = "read a JavaScript template literal `...` as one string (its line breaks kept)"
    else:
        return -1
    out.append(json.dumps(value, ensure_ascii=False))
    notes.append((RepairKind.PYTHON_LITERAL, pos, message))
    return stop


def _end(text: str, pos: int, closer: re.Pattern[str], size: int) -> int:
    """The position after the closing quotes of the literal at ``pos`` (opened by ``size``
    characters), when a value may end there; else -1."""
    match = closer.search(text, pos + size)
    if match is None or not _AFTER_VALUE.match(text, match.end()):
        return -1
    return match.end()


def _js_escape(match: re.Match[str]) -> str:
    hex_byte, braced, hex4, char = match.groups()
    code = hex_byte or braced or hex4
    if code is not None:
        number = int(code, 16)
        return chr(number) if number <= 0x10FFFF else match.group()
    return _JS_SIMPLE.get(char, char)
