"""The last-resort reader: files written as Markdown code fences, the way chat models often do.

A file is a fenced code block whose path is given either on the fence line (```` ```python
src/app.py ````, ```` ```src/app.py ````, ```` ```python title="src/app.py" ````) or on the last
non-blank line before it, as a heading (``### src/app.py``), in bold (``**src/app.py**``), in
backticks (`` `src/app.py` ``), as ``File: src/app.py`` or as ``src/app.py:``. Fences without a
path are skipped. An unclosed last fence is a cut-off file.

Where fences begin and end is CommonMark's business, so markdown-it-py finds them (a closing
fence is the same character and at least as long as the opening one, so a Markdown file holding
```` ``` ```` fences travels inside a ```` ```` ```` fence). The content of a fence at the left
margin is then cut from the response itself, byte for byte (markdown-it replaces NUL
characters); an indented fence (in a list item, a quote) takes markdown-it's de-indented text.
"""

from __future__ import annotations

import re
from functools import cache

from markdown_it import MarkdownIt

from ..diagnostics import Diagnostics, Severity
from ..format.content import edit_block_kind
from .accept import Block

__all__ = ["read_markdown_files"]

# A path as a label writes it: word characters, dots, dashes, '@' (npm scopes), '+', '~'.
_PATHISH = re.compile(r"[\w.\-@+~][\w.\-@+~/]*\.[A-Za-z0-9_]{1,12}|[\w.\-@+~]+(?:/[\w.\-@+~]+)+")
_ATTRIBUTE = re.compile(r"""(?:title|file|path|filename)[ \t]*=[ \t]*["']?([^"'\s]+)""", re.I)
_HEADING = re.compile(r"#{1,6}[ \t]+")
_LINE_BREAK = re.compile(r"\r\n?|\n")
_BULLET = re.compile(r"(?:[-*+]|\d{1,3}[.)])[ \t]+")
_LABEL_WORD = re.compile(r"(?:file[ \t]?path|filename|file|path)[ \t]*:", re.I)
#: How many lines above a fence may hold its path (blank lines do not count).
_LOOKBACK_LINES = 2


@cache
def _markdown() -> MarkdownIt:
    return MarkdownIt("commonmark")


def _path_from_info(info: str) -> str | None:
    attribute = _ATTRIBUTE.search(info)
    if attribute:
        return attribute.group(1)
    for token in re.split(r"[\s:]+", info):
        if "/" in token or ("." in token and _PATHISH.fullmatch(token)):
            return token if _PATHISH.fullmatch(token) else None
    return None


def _unwrap(value: str, wrapper: str) -> str:
    """``value`` without ``wrapper`` around it, when the wrapper encloses the WHOLE value (so
    ``__init__.py`` is a name, and ``**a.py**`` is ``a.py``)."""
    size = len(wrapper)
    if len(value) > 2 * size and value.startswith(wrapper) and value.endswith(wrapper):
        inner = value[size:-size]
        if wrapper not in inner:
            return inner.strip()
    return value


def _path_from_label(line: str) -> str | None:
    """The path a label line before a fence names, or None. Plain string steps, no
    backtracking regular expression: linear in the line."""
    label = line.strip()
    heading = _HEADING.match(label)
    if heading:
        label = label[heading.end() :]
    bullet = _BULLET.match(label)
    if bullet:
        label = label[bullet.end() :]
    label = _unwrap(label.strip(), "**")
    word = _LABEL_WORD.match(label)
    if word:  # "File: a.py"
        label = label[word.end() :].strip()
    elif label.startswith("**"):  # "**File:** a.py"
        word = _LABEL_WORD.match(label, 2)
        if word and label.startswith("**", word.end()):
            label = label[word.end() + 2 :].strip()
    label = _unwrap(_unwrap(label, "**"), "`")
    label = label.removesuffix(":").rstrip()
    label = _unwrap(_unwrap(label, "**"), "`")
    if "://" in label or not _PATHISH.fullmatch(label):
        return None
    return label


def read_markdown_files(text: str, start: int, notes: Diagnostics) -> tuple[list[Block], bool]:
    """The fenced files of ``text[start:]`` as blocks, and whether the last one was cut off."""
    body = text[start:]
    if "```" not in body and "~~~" not in body:
        return [], False
    # Lines as markdown-it counts them (its token.map): a lone CR breaks a line too.
    line_starts, line_ends = [0], []
    for found in _LINE_BREAK.finditer(body):
        line_ends.append(found.start())
        line_starts.append(found.end())
    line_ends.append(len(body))
    line_starts.append(len(body) + 1)  # a virtual start after the last line

    def line(number: int) -> str:
        return body[line_starts[number] : line_ends[number]]

    blocks: list[Block] = []
    truncated = False
    previous_end = 0  # the line after the last fence: labels are looked for after it
    for token in _markdown().parse(body):
        if token.type != "fence" or token.map is None:
            continue
        first, stop = token.map
        pos = start + line_starts[first]
        path = _path_from_info(token.info)
        if path is None:
            labels = [
                line(number)
                for number in range(max(first - 1 - 8, previous_end), first)
                if line(number).strip()
            ][-_LOOKBACK_LINES:]
            path = next((p for p in map(_path_from_label, reversed(labels)) if p), None)
        previous_end = stop
        markup = token.markup
        last = line(stop - 1).strip() if stop - 1 > first else ""
        closed = len(last) >= len(markup) and last == markup[0] * len(last)
        if path is None:
            notes.add(
                "fence-without-path",
                Severity.WARNING,
                "a code block with no file path before it or on its fence line was skipped; "
                "if it is a file, name its path on the line before the fence",
                pos,
            )
            continue
        end_line = stop - 1 if closed else stop
        if not closed and stop - 1 > first and not body.endswith("\n"):
            cut = line(stop - 1).strip()
            if cut and cut == markup[0] * len(cut):  # cut off inside the closing fence
                end_line = stop - 1
        if line(first).startswith(markup):  # at the left margin: cut the exact text
            content = body[line_starts[first + 1] : line_starts[end_line]]
        else:
            content = token.content
        content_pos = start + min(line_starts[first + 1], len(body))
        block = Block(pos, {"PATH": path}, {"PATH": pos}, content, content_pos, closed)
        block.edit = edit_block_kind(path, content)
        blocks.append(block)
        truncated = truncated or not closed
    return blocks, truncated
