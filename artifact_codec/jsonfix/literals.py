r"""Multi-line string literals of other languages where a JSON value belongs.

Models that treat the JSON as a Python dict write a long value in triple double quotes; models that
treat it as a JavaScript object write it in backticks (a template literal). Read as JSON, the
first gains ``""`` at each end and the second loses its line breaks, so each is read as the
language that wrote it: the Python literal by :func:`ast.literal_eval` (exactly what Python
reads; a text holding three double quotes itself, a docstring, exactly as written between its
outer quotes), the template literal exactly as written (``${...}`` kept). A reading that
would change the pasted text without a word is refused instead: a template literal holding a
backslash (JavaScript's escapes or the code's own), a triple-quoted text holding a docstring
and a backslash. Either is reported as a ``python-literal`` repair.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Final

from .context import Unrepairable
from .report import Notes, RepairKind

__all__ = ["read_literal", "template_literal_at"]

# After the literal: what may follow a value.
_AFTER_VALUE: Final = re.compile(r"[ \t\r\n]*(?:[,}\])]|//|/\*|#|\Z)")
_TRIPLE_END: Final = re.compile(r'(?<!\\)(?:\\\\)*"""')
_BACKTICK_END: Final = re.compile(r"(?<!\\)(?:\\\\)*`")
_FENCE: Final = re.compile(r"```")


def template_literal_at(text: str, pos: int) -> bool:
    """Whether a JavaScript template literal (one backtick, not a fence) that ends like a
    value starts at ``pos``."""
    return _end(text, pos, _BACKTICK_END, 1) >= 0 and not _FENCE.match(text, pos)


def read_literal(text: str, pos: int, out: list[str], notes: Notes) -> int:
    """Read a triple-quoted Python string or a backtick template literal at ``pos`` as a
    JSON string into ``out``; the position after it, or -1 when there is none there.

    A pasted file text is read exactly as written, or refused (:class:`.Unrepairable`), never
    changed without a word: a triple-quoted text holding three double quotes itself (a
    docstring; Python would end the string there) is the text between the outer quotes, read
    as written when it holds no backslash; a template literal holding a backslash is refused
    (read as JavaScript its escapes change the code, ``\\t`` a tab, a ``\\`` at a line end
    joins two lines; read as written they are kept: which was meant is not known)."""
    if text.startswith('"""', pos) and (
        not text.startswith('""""', pos)
        or (text.startswith('""""""', pos) and not text.startswith('"', pos + 6))
    ):
        # (four or five quotes: a JSON string whose content starts with a docstring's quotes;
        # six and no more: a triple-quoted text that does)
        stop = _triple_end(text, pos)
        if stop < 0:
            return -1
        content = text[pos + 3 : stop - 3]
        if '"""' in content:
            if "\\" in content:
                raise Unrepairable(
                    'a triple-quoted text """...""" holds """ (a docstring) and a backslash: '
                    "Python cannot read it as one string, and read as written its backslashes "
                    "may be escapes; it is not clear what the text is",
                    pos,
                )
            value = content
            message = (
                'read a triple-quoted text """...""" holding """ (a docstring) exactly as '
                "written between its outer quotes"
            )
        else:
            try:
                value = ast.literal_eval(text[pos:stop])
            except (SyntaxError, ValueError):
                return -1
            if not isinstance(value, str):
                return -1
            message = 'read a Python triple-quoted string """...""" as one string'
    elif text.startswith("`", pos) and template_literal_at(text, pos):
        stop = _end(text, pos, _BACKTICK_END, 1)
        value = text[pos + 1 : stop - 1]
        if "\\" in value:
            raise Unrepairable(
                "a JavaScript template literal `...` holds a backslash: read as JavaScript its "
                "escapes change the text (\\t a tab, a \\ at a line end joins two lines), read "
                "as written they are kept; it is not clear which was meant",
                pos,
            )
        message = "read a JavaScript template literal `...` as one string, exactly as written"
    else:
        return -1
    out.append(json.dumps(value, ensure_ascii=False))
    notes.append((RepairKind.PYTHON_LITERAL, pos, message))
    return stop


def _triple_end(text: str, pos: int) -> int:
    """The position after the three double quotes that close the triple-quoted text at
    ``pos``: the first ones after which a value may end and before which the text holds an
    even number of them (each docstring inside opened and closed); -1 when there is none."""
    search = pos + 3
    inside = 0  # (the three double quotes passed over, each once)
    after_last = search
    while True:
        match = _TRIPLE_END.search(text, search)
        if match is None:
            return -1
        if inside % 2 == 0 and _AFTER_VALUE.match(text, match.end()):
            return match.end()
        if match.end() - 3 >= after_last:
            inside += 1
            after_last = match.end()
        search = match.end() - 2


def _end(text: str, pos: int, closer: re.Pattern[str], size: int) -> int:
    """The position after the closing quotes of the literal at ``pos`` (opened by ``size``
    characters), when a value may end there; else -1."""
    match = closer.search(text, pos + size)
    if match is None or not _AFTER_VALUE.match(text, match.end()):
        return -1
    return match.end()
