"""The lexical pieces of tolerant JSON that several readers of this package share: quote
characters, blanks, ellipses, and what counts as a structural repair."""

from __future__ import annotations

import functools
import re
from typing import Final

from .report import RepairKind

__all__ = [
    "ELLIPSIS",
    "KEY_ON_LINE",
    "QUOTE_CLOSE",
    "QUOTE_OPENERS",
    "SIMPLE_STRING",
    "SPACES",
    "STRUCTURAL",
    "WORD",
    "escape_lone_surrogates",
    "run_of",
    "skip_spaces",
]

#: Characters that open a string: straight and typographic quotes.
QUOTE_OPENERS: Final = "\"'\u201c\u201d\u201e\u2018\u2019"
#: JSON blanks.
SPACES: Final = re.compile(r"[ \t\r\n]*")
#: "..." (or "…") in place of items or members, with the comma after it.
ELLIPSIS: Final = re.compile(r"(?:\.\.\.|\u2026)(?=[ \t\r\n,\]}/]|\Z)[ \t\r\n]*,?")
#: A string-closing quote followed by a closing bracket: evidence that a string ends there.
QUOTE_CLOSE: Final = re.compile(r"[\"'\u201d\u2019][ \t\r\n]*[}\]]")
#: A word: the start of a literal, a bare value or a function call.
WORD: Final = re.compile(r"[A-Za-z_$][\w$]*")
#: After a value string and blanks on its line: a key and ':' (no group), which a
#: ',' left out would put there. The string reader lets such a quote through to the
#: closing-quote rules, which believe it only before a key the schema knows.
KEY_ON_LINE: Final = r'"[A-Za-z_$][\w$\-]{0,100}+"[ \t]*+:'
#: A short string with nothing to repair up to its first quote.
SIMPLE_STRING: Final = re.compile(r'"([^"\\\x00-\x1f]{0,200})"')

#: Repairs of the structure around strings, as opposed to repairs of their content.
STRUCTURAL: Final = frozenset(
    {
        RepairKind.STRAY_TEXT,
        RepairKind.MISMATCHED_BRACKET,
        RepairKind.MISSING_COMMA,
        RepairKind.MISSING_COLON,
        RepairKind.MISSING_VALUE,
        RepairKind.EXTRA_COMMA,
    }
)


def skip_spaces(text: str, pos: int) -> int:
    """The position after the blanks at ``pos``."""
    match = SPACES.match(text, pos)
    return match.end() if match else pos


@functools.lru_cache(maxsize=64)
def run_of(char: str) -> re.Pattern[str]:
    """A run of ``char`` (a backreference such as ``(.)\\1*`` is many times slower)."""
    return re.compile(re.escape(char) + "+")


_LONE_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def escape_lone_surrogates(body: str) -> str:
    """``body`` (JSON text written with ``ensure_ascii=False``) with each lone surrogate
    written back as its ``\\uXXXX`` escape: the value is the same, and the text can be
    encoded as UTF-8 (a raw lone surrogate cannot)."""
    if _LONE_SURROGATE.search(body) is None:
        return body
    return _LONE_SURROGATE.sub(lambda match: f"\\u{ord(match.group()):04x}", body)
