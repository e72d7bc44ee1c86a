"""The last-resort reader: files written as Markdown code fences, the way chat models often do.

A file is a fenced code block (```` ``` ```` or ``~~~``, any length, CommonMark closing rule)
whose path is given either on the fence line (```` ```python src/app.py ````,
```` ```src/app.py ````, ```` ```python title="src/app.py" ````) or on the last non-blank line
before it, as a heading (``### src/app.py``), in bold (``**src/app.py**``), in backticks
(`` `src/app.py` ``), as ``File: src/app.py`` or as ``src/app.py:``. Fences without a path are
skipped. An unclosed last fence is a cut-off file.
"""

from __future__ import annotations

import re

from .lenient import Block, Diagnostics
from .result import Severity

__all__ = ["read_markdown_files"]

_OPENER = re.compile(r"[ \t]{0,3}(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n]*?)[ \t]*")
_PATHISH = re.compile(r"[\w.\-][\w.\-/]*\.[A-Za-z0-9_]{1,12}|[\w.\-]+(?:/[\w.\-]+)+")
_ATTRIBUTE = re.compile(r"""(?:title|file|path|filename)\s*=\s*["']?([^"'\s]+)""", re.I)
_LABEL = re.compile(
    r"[ \t]*(?:#{1,6}[ \t]+)?(?:[-*+][ \t]+)?(?:\*\*|__)?[ \t]*"
    r"(?:(?:file|path|filename|file ?path)[ \t]*:[ \t]*)?"
    r"(?:\*\*|__)?[ \t]*`?(?P<path>[^`*\n]+?)`?[ \t]*(?:\*\*|__)?[ \t]*:?[ \t]*(?:\*\*|__)?",
    re.I,
)
#: How many lines above a fence may hold its path (blank lines do not count).
_LOOKBACK_LINES = 2


def _path_from_info(info: str) -> str | None:
    attribute = _ATTRIBUTE.search(info)
    if attribute:
        return attribute.group(1)
    for token in re.split(r"[\s:]+", info):
        if "/" in token or ("." in token and _PATHISH.fullmatch(token)):
            return token if _PATHISH.fullmatch(token) else None
    return None


def _path_from_label(line: str) -> str | None:
    match = _LABEL.fullmatch(line)
    if match is None:
        return None
    candidate = match.group("path").strip()
    return candidate if _PATHISH.fullmatch(candidate) and "://" not in line else None


def read_markdown_files(text: str, start: int, notes: Diagnostics) -> tuple[list[Block], bool]:
    """The fenced files of ``text[start:]`` as blocks, and whether the last one was cut off."""
    blocks: list[Block] = []
    recent: list[str] = []  # non-blank lines since the last fence, newest last
    pos = start
    length = len(text)
    truncated = False
    while pos < length:
        end = text.find("\n", pos)
        end = length if end == -1 else end
        line = text[pos:end]
        opener = _OPENER.fullmatch(line)
        if opener is None or (opener.group("fence")[0] == "`" and "`" in opener.group("info")):
            if line.strip():
                recent = [*recent[-(_LOOKBACK_LINES - 1) :], line]
            pos = end + 1
            continue
        fence = opener.group("fence")
        body_start = end + 1
        close_at, after = _find_close(text, body_start, fence)
        path = _path_from_info(opener.group("info"))
        if path is None:
            path = next((found for found in map(_path_from_label, reversed(recent)) if found), None)
        recent = []
        complete = close_at is not None
        body_end = close_at if close_at is not None else length
        content = text[min(body_start, length) : body_end]
        if path is None:
            notes.add(
                "fence-without-path",
                Severity.INFO,
                "a code block with no file path before it or on its fence line was skipped",
                pos,
            )
        else:
            block = Block(pos, {"PATH": path}, {"PATH": pos}, content, body_start, complete)
            blocks.append(block)
            truncated = truncated or not complete
        pos = after
    return blocks, truncated


def _find_close(text: str, pos: int, fence: str) -> tuple[int | None, int]:
    """Where the content before the closing fence ends, and where the next line starts."""
    char = fence[0]
    length = len(text)
    while pos < length:
        end = text.find("\n", pos)
        end = length if end == -1 else end
        stripped = text[pos:end].strip()
        if len(stripped) >= len(fence) and stripped == char * len(stripped):
            return pos, end + 1
        pos = end + 1
    return None, length
