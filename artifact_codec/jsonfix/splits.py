"""Two file objects of a legacy answer run together: a ``,`` or ``}`` left out between them.

``{"file_path": "a.py", "content": "x\\n"} {"file_path": "b.py", ...}`` (no comma),
``..."content": "x\\n", {"file_path": "b.py", ...}`` (no brace) or ``..."x\\n" {"file_path":``
(neither): the scanner reads the second object as content of the first, or as members of it.
Here the joints are found where a file object starts (``{`` and a key of a file object) right
after the end of a value, without the ``},`` that separates two objects. The missing characters
are put in at every such joint, and the answer is taken as split only when the result is JSON
as written (raw control characters in strings aside) and every joint was needed: left out, the
text no longer reads. Each joint is reported as a guess (``split-object``) naming the other
reading. Anything else (a joint inside a string of code, other slips) is left to the scanner,
whose reading the structure check of legacy answers refuses.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from .report import RepairKind, RepairResult, make_repairs
from .resync import file_item_shape
from .shapes import Shape

__all__ = ["split_files"]

# The start of an object with a key of a file object. (From the '{', a literal the regex
# engine skips to quickly.)
_OBJECT_START: Final = re.compile(r'\{[ \t\r\n]*"([A-Za-z_]{1,40})"[ \t\r\n]*:')
_BLANKS: Final = " \t\r\n"
# Joints tried at most: each costs a decoding of the text.
_MAX_JOINTS: Final = 16
_LOOSE: Final = json.JSONDecoder(strict=False)


def split_files(text: str, shape: Shape | None) -> tuple[RepairResult, Any] | None:
    """``text`` read with the missing ``,`` or ``}`` put in between file objects run
    together, when ``shape`` describes a legacy answer and that reading is the only one that
    makes the text JSON (see the module documentation); ``None`` otherwise."""
    item = file_item_shape(shape)
    if item is None or item.keys is None:
        return None
    joints = _joints(text, item.keys)
    if not joints or len(joints) > _MAX_JOINTS:
        return None
    value = _decoded(_with(text, joints))
    if not isinstance(value, dict) or not _complete_files(value.get("files"), len(joints)):
        return None
    for index in range(len(joints)):  # every joint needed (no other split reads)
        if _decoded(_with(text, joints[:index] + joints[index + 1 :])) is not None:
            return None
    notes = [
        (
            RepairKind.SPLIT_OBJECT,
            pos,
            f"ended the file object here and started the next one, inserting the missing "
            f"{inserted.strip()!r} between them (the other reading: the next object is "
            "content of this one)",
        )
        for pos, inserted in joints
    ]
    raw = _first_control(_with(text, joints), joints)
    if raw >= 0:
        notes.append(
            (
                RepairKind.CONTROL_CHARACTER,
                raw,
                "escaped raw control characters (newline, tab, ...) inside strings",
            )
        )
    pretty = "\n" in text[: text.find('"')]
    body = json.dumps(value, ensure_ascii=False, indent=2 if pretty else None)
    return RepairResult(body, make_repairs(text, notes)), value


def _joints(text: str, keys: frozenset[str]) -> list[tuple[int, str]]:
    """Where a file object starts without the ``},`` before it: (position, what to insert)."""
    found: list[tuple[int, str]] = []
    for start in _OBJECT_START.finditer(text):
        if start.group(1) not in keys:
            continue
        before = _back(text, start.start())
        if before < 0:
            continue
        char = text[before]
        if char == "}":  # '} {': the comma
            found.append((before + 1, ","))
        elif char == ",":
            value_end = _back(text, before)
            if value_end >= 0 and _ends_a_value(text, value_end):  # '", {': the brace
                found.append((before, "}"))
        elif char == '"' and _ends_a_value(text, before):  # '" {': both
            found.append((before + 1, "},"))
        if len(found) > _MAX_JOINTS:
            break
    return found


def _back(text: str, pos: int) -> int:
    """The position of the last character before ``pos`` that is not a blank, or -1."""
    pos -= 1
    while pos >= 0 and text[pos] in _BLANKS:
        pos -= 1
    return pos


def _ends_a_value(text: str, pos: int) -> bool:
    """Whether the character at ``pos`` can end a member's value: a closing quote (not an
    escaped one), a digit, or the end of ``true``, ``false``, ``null``."""
    char = text[pos]
    if char == '"':
        run = 0
        while pos - run - 1 >= 0 and text[pos - run - 1] == "\\":
            run += 1
        return run % 2 == 0
    return char.isdigit() or text.endswith(("true", "false", "null"), 0, pos + 1)


def _with(text: str, joints: list[tuple[int, str]]) -> str:
    """``text`` with each joint's characters inserted."""
    pieces, last = [], 0
    for pos, inserted in joints:
        pieces += [text[last:pos], inserted]
        last = pos
    pieces.append(text[last:])
    return "".join(pieces)


def _decoded(text: str) -> Any:
    """The JSON value of ``text`` (raw control characters in strings allowed), or None."""
    try:
        return _LOOSE.decode(text)
    except (ValueError, RecursionError):
        return None


def _complete_files(files: Any, joints: int) -> bool:
    """Whether ``files`` is a list of more than ``joints`` file objects, each with a path and
    a string content."""
    if not isinstance(files, list) or len(files) <= joints:
        return False
    return all(
        isinstance(item, dict)
        and isinstance(item.get("content"), str)
        and isinstance(item.get("file_path"), str)
        for item in files
    )


def _first_control(fixed: str, joints: list[tuple[int, str]]) -> int:
    """Where in the original text the first raw control character inside a string of
    ``fixed`` (the text with ``joints`` inserted) is, or -1 when there is none."""
    try:
        json.loads(fixed)
    except json.JSONDecodeError as error:
        shift = 0
        for pos, inserted in joints:
            if pos + shift <= error.pos:
                shift += len(inserted)
        return error.pos - shift
    return -1
