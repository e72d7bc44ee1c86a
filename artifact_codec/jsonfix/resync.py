"""Keep a damaged file of a legacy multi-file answer from costing the files after it.

A legacy answer is ``{"task_id": ..., "files": [{"file_path": ..., "content": ...}, ...]}``.
When one file is broken beyond repair (its closing quote missing, the object cut short and a
new one started, a quote misjudged in code that looks like JSON), a scanner that reads the whole
document as one value goes wrong from there on: every later file can be lost. Here the file
objects are found first, by their shape and layout (an object that starts with ``"file_path"``
or ``"content"``, placed like the first file: on its own line at the same indentation, or right
after ``},`` on one line), and when the reading of the whole document disagrees with them, each
file's stretch of text is repaired on its own. A failure then stays inside its file, and is
reported for that file.

Used by :func:`~artifact_codec.jsonfix.repair.repair_json_report` when the schema describes such a
``files`` array (as :class:`~artifact_codec.models.GeneratedCode` does).
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any, Final

from .document import repair_whole
from .report import RepairKind, RepairResult, make_repairs
from .shapes import ArrayShape, ObjectShape, Shape

__all__ = ["resynchronized"]

_FILES_KEY: Final = "files"
_ANCHOR_KEYS: Final = ("file_path", "content")
# The start of the files array: '"files": [' and the first '{'.
_FILES_START: Final = re.compile(r'"files"[ \t\r\n]*:[ \t\r\n]*\[[ \t\r\n]*(?=\{)')
# A file object: after '},' (one line) or at the start of a line, '{' then a key of a file.
# "file_path" and "content" start most files and rarely start an object inside code; an object
# starting with another file key counts only if a "file_path" key follows it (see anchors).
# (found from the '{', a literal the regex engine skips to quickly; what stands before it is
# checked by _anchor_prefix)
# A file object whose start is damaged counts too, when it starts with "file_path" or
# "content": its '{' written '[', the key's opening quote or its ':' left out (group 2).
_ANCHOR: Final = re.compile(
    r'[{\[][ \t\r\n]*(?:"(file_path|content|file_type|description|semantic_unit_id|component_id)"'
    r'[ \t]*:|"?(file_path|content)"[ \t]*:?)'
)
_STRONG: Final = frozenset(_ANCHOR_KEYS)
_PATH_KEY: Final = re.compile(r'[,{][ \t\r\n]*"file_path"[ \t]*:[ \t\r\n]*"')
# Files before the first anchor is looked for: the array starts near the top of the document.
_HEAD_LIMIT: Final = 4096


def file_item_shape(shape: Shape | None) -> ObjectShape | None:
    """The shape of a file object when ``shape`` describes a legacy answer, else ``None``."""
    if not isinstance(shape, ObjectShape):
        return None
    files = shape.values.get(_FILES_KEY)
    if not isinstance(files, ArrayShape) or not isinstance(files.item, ObjectShape):
        return None
    keys = files.item.keys
    if keys is None or not all(key in keys for key in _ANCHOR_KEYS):
        return None
    return files.item


def anchors(text: str) -> list[int]:
    """Positions of the ``{`` of each file object (the first one found from the array start),
    laid out like the first file; empty when the text has no files array near its top."""
    start = _FILES_START.search(text, 0, _HEAD_LIMIT)
    if start is None:
        return []
    first = start.end()
    line_start = text.rfind("\n", 0, first) + 1
    pretty = not text[line_start:first].strip()
    column = first - line_start
    candidates: list[tuple[int, bool]] = [(first, True)]
    for match in _ANCHOR.finditer(text, first + 1):
        at = match.start()
        before = _anchor_prefix(text, at)
        if before < 0:
            continue
        if pretty:
            newline = text.rfind("\n", before, at)
            if newline < 0 or at - newline - 1 != column:
                continue  # on a line of its own but not where file objects are
        if match.group(1) is None and text[at] == "[" and match.group(2) is None:
            continue
        candidates.append((at, (match.group(1) or match.group(2)) in _STRONG))
    found = []
    for number, (at, strong) in enumerate(candidates):
        stop = candidates[number + 1][0] if number + 1 < len(candidates) else len(text)
        if strong or _PATH_KEY.search(text, at, stop):
            found.append(at)
    return found


def _anchor_prefix(text: str, at: int) -> int:
    """Where the layout before the ``{`` at ``at`` starts when it is that of a file object:
    ``},`` (blanks allowed, a line break only after the comma) or a line break then blanks;
    -1 otherwise."""
    pos = at - 1
    while pos >= 0 and text[pos] in " \t":
        pos -= 1
    if pos >= 0 and text[pos] == "\n":
        # (a '},' before the line break starts the layout earlier: the same line break is
        # then the last one before the '{')
        comma = pos
        while comma >= 0 and text[comma] in " \t\r\n":
            comma -= 1
        if comma >= 0 and text[comma] == ",":
            brace = comma - 1
            while brace >= 0 and text[brace] in " \t":
                brace -= 1
            if brace >= 0 and text[brace] == "}":
                return brace
        return pos
    while pos >= 0 and text[pos] in " \t\r\n":
        pos -= 1
    if pos < 0 or text[pos] != ",":
        return -1
    pos -= 1
    while pos >= 0 and text[pos] in " \t":
        pos -= 1
    return pos if pos >= 0 and text[pos] == "}" else -1


def resynchronized(
    text: str, shape: Shape | None, value: Any, file_starts: list[int]
) -> tuple[RepairResult, Any] | None:
    """A reading file by file, when the reading of the whole document (its ``value``, and
    ``file_starts``: where its file objects started) missed a file object that the layout
    shows; ``None`` when the whole reading agrees with the layout."""
    item = file_item_shape(shape)
    if item is None or not isinstance(value, dict):
        return None
    files = value.get(_FILES_KEY)
    # Cheap first: as many "file_path" keys in the text as files read, each with its path,
    # so no file object was swallowed by another file's content.
    if (
        isinstance(files, list)
        and text.count('file_path"') == len(files)
        and all(isinstance(entry, dict) and "file_path" in entry for entry in files)
    ):
        return None
    starts = anchors(text)
    if len(starts) < 2 or set(starts) <= set(file_starts):
        return None
    if isinstance(files, list) and len(files) == len(starts) and _paths_agree(text, starts, files):
        return None  # (read from prose or a fence, where the reading's positions are not kept)
    return _read_by_file(text, shape, starts)


def _paths_agree(text: str, starts: list[int], files: list[Any]) -> bool:
    """Whether each file read has the path its anchor shows (when the anchor shows one)."""
    for at, entry in zip(starts, files, strict=True):
        if not isinstance(entry, dict):
            return False
        match = _ANCHOR_PATH.match(text, at)
        if match is not None:
            try:
                path = json.loads(match.group(1))
            except ValueError:
                continue
            if entry.get("file_path") != path:
                return False
    return True


_ANCHOR_PATH: Final = re.compile(r'\{[ \t\r\n]*"file_path"[ \t]*:[ \t]*("(?:[^"\\\n]|\\.){0,500}")')
# Repairs of a file's stretch that mean it did not read as a complete file object.
_STRUCTURAL: Final = frozenset(
    {
        RepairKind.STRAY_TEXT,
        RepairKind.MISMATCHED_BRACKET,
        RepairKind.MISSING_COMMA,
        RepairKind.MISSING_COLON,
        RepairKind.MISSING_VALUE,
        RepairKind.TRAILING_TEXT,
    }
)


def _read_by_file(
    text: str, shape: Shape | None, starts: list[int]
) -> tuple[RepairResult, Any] | None:
    head = text[: starts[0]]
    last = starts[-1]
    suffix = _closing(text, starts[0])
    try:
        outer, outer_value = repair_whole(head + text[last:], shape)
    except ValueError:
        return None
    outer_files = outer_value.get(_FILES_KEY) if isinstance(outer_value, dict) else None
    if not isinstance(outer_files, list):
        return None
    shift = last - len(head)
    notes: list[tuple[RepairKind, int, str]] = []
    damaged: list[int] = []
    files: list[Any] = []
    for begin, stop in itertools.pairwise(starts):
        piece = text[begin:stop].rstrip()
        if piece.endswith(","):
            piece = piece[:-1].rstrip()
        # Each file is read as the only file of the document, so that what follows it (the
        # end of the array and of the document) is what follows a file in a whole one.
        try:
            result, single = repair_whole(head + piece + suffix, shape)
        except ValueError:
            result, single = RepairResult("{}"), {}
        items = single.get(_FILES_KEY) if isinstance(single, dict) else None
        if not isinstance(items, list):
            items = []
        label = _label(len(files), items, text, begin)
        if _damaged(result, items):
            damaged.extend(range(len(files), len(files) + max(1, len(items))))
            notes.append(
                (
                    RepairKind.RESYNCHRONIZED,
                    stop,
                    f"{label} is damaged beyond repair (kept as far as it could be read); "
                    "read on from the next file object",
                )
            )
        for repair in result.repairs:
            if repair.pos >= len(head):  # (the head's repairs are the outer reading's)
                pos = min(begin + repair.pos - len(head), stop)
                notes.append((repair.kind, pos, f"{label}: {repair.message}"))
        files.extend(items)
    for repair in outer.repairs:
        pos = repair.pos if repair.pos < len(head) else repair.pos + shift
        notes.append((repair.kind, pos, repair.message))
    value = dict(outer_value)
    value[_FILES_KEY] = files + outer_files
    path = outer.truncated_path
    if len(path) >= 2 and path[0] == _FILES_KEY and isinstance(path[1], int):
        path = (path[0], path[1] + len(files), *path[2:])
    body = json.dumps(value, ensure_ascii=False, indent=2 if "\n" in head else None)
    repairs = make_repairs(text, notes)
    truncated = outer.truncated
    return (
        RepairResult(body, repairs, truncated, path if truncated else (), tuple(damaged)),
        value,
    )


def _closing(text: str, first: int) -> str:
    """What ends the files array and the document, laid out like the document: on lines of
    their own at the indentation of the lines that opened them when it is pretty-printed."""
    line_start = text.rfind("\n", 0, first) + 1
    if text[line_start:first].strip():
        return "]}"
    opened = text.rfind("\n", 0, line_start - 1) + 1  # the line of '"files": ['
    indent = text[
        opened : opened + len(text[opened:line_start]) - len(text[opened:line_start].lstrip())
    ]
    return f"\n{indent}]\n}}"


def _damaged(result: RepairResult, items: list[Any]) -> bool:
    """Whether a file's stretch did not read as complete file objects."""
    if result.truncated or not items:
        return True
    if any(repair.kind in _STRUCTURAL for repair in result.repairs):
        return True
    return any(not isinstance(entry, dict) or "file_path" not in entry for entry in items)


def _label(number: int, items: list[Any], text: str, begin: int) -> str:
    name = items[0].get("file_path") if items and isinstance(items[0], dict) else None
    if not isinstance(name, str):
        match = _ANCHOR_PATH.match(text, begin)
        name = match.group(1).strip('"') if match else None
    return f"file {number + 1}" + (f" ({name!r})" if isinstance(name, str) else "")
