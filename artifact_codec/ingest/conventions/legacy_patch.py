"""A JSON Patch (RFC 6902) of a legacy answer itself, written after it.

``{"files": [...]}`` and then ``[{"op": "replace", "path": "/files/0/content", "value":
"x = 2\\n"}]``: the model meant the files as patched, not as written. The patch names no file
(its ``path`` is a JSON Pointer into the answer), so the rules that weigh a JSON value after
the answer by the files it names do not see it; this one reads its pointers against the
answer's own keys. The files written are not what the model meant: the answer is not usable
(applying the patch would guess at which document the pointers were written against).

The same patch written in YAML (``- op: replace`` / ``  path: /files/0/content`` / ``  value:
...``) is read too, by the shape of a YAML block sequence of mappings (:func:`_yaml_patches`:
YAML is no dependency of this library): only the scalars ``op``, ``path`` and ``from`` are
read, the rest of each item is skipped by its indentation.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Iterator
from typing import Any

from ...jsonfix.candidates import iter_json_candidates

__all__ = ["patch_of_answer"]

#: The operations of RFC 6902 (section 4); ``test`` changes nothing.
_CHANGES = frozenset({"add", "remove", "replace", "move", "copy"})
_OPS = _CHANGES | {"test"}


def patch_of_answer(text: str, after: int, keys: Collection[str]) -> tuple[int, str] | None:
    """Where a JSON Patch after ``after`` in ``text`` changes the answer whose top-level keys
    are ``keys`` (an operation other than ``test`` whose pointer, or ``from``, starts at the
    whole document or one of its keys), and the pointer; None if there is none."""
    for candidate in iter_json_candidates(text, None, start=after):
        pointer = _changed_pointer(candidate.value, keys)
        if pointer is not None:
            return candidate.start, pointer
    for start, operations in _yaml_patches(text, after):
        pointer = _changed_pointer(operations, keys)
        if pointer is not None:
            return start, pointer
    return None


#: A line of a YAML block sequence that opens a mapping (``- op: replace``), and a line of
#: a mapping (``  path: /files/0/content``): indentation, key, the rest.
_ITEM = re.compile(r"^([ \t]*)-[ \t]+([\w-]+):(?:[ \t]+(.*?))?[ \t]*\r?$", re.M)
_MEMBER = re.compile(r"([ \t]*)([\w-]+):(?:[ \t]+(.*?))?[ \t]*\r?$")
#: The members of an operation that are read (the pointers and the operation).
_READ = frozenset({"op", "path", "from"})


def _yaml_patches(text: str, after: int) -> Iterator[tuple[int, list[Any]]]:
    """Every YAML block sequence of mappings after ``after`` in ``text`` (where it starts,
    its items with their ``op``, ``path`` and ``from`` scalars, and every other key with
    None): a line ``- key: value`` opens an item, a line of the same indentation and two more
    (its width after the dash) a member of it, a line indented deeper belongs to the member
    above (a block scalar, a nested value), a line ``- ...`` of another shape is an item that
    is no mapping (kept as its text: no operation), any other line ends the sequence."""
    pos = after
    while (found := _ITEM.search(text, pos)) is not None:
        indent = found.group(1)
        items: list[Any] = []
        at = found.start()
        line_start = at
        end = at
        while True:
            line_end = text.find("\n", line_start)
            line = text[line_start : len(text) if line_end == -1 else line_end]
            item = _ITEM.fullmatch(line)
            member = _MEMBER.fullmatch(line)
            if item is not None and item.group(1) == indent:
                items.append({item.group(2): _scalar(item.group(2), item.group(3))})
            elif (
                items
                and member is not None
                and member.group(1).startswith(indent)
                and len(member.group(1)) == len(indent) + 2
            ):
                if isinstance(items[-1], dict):
                    items[-1][member.group(2)] = _scalar(member.group(2), member.group(3))
            elif line.startswith((f"{indent}- ", f"{indent}-\t")) or line.rstrip() == f"{indent}-":
                items.append(line)  # an item of the sequence that is no mapping: no operation
            elif not line.strip() or len(line) - len(line.lstrip()) > len(indent) + 2:
                pass  # (a blank line, or a line of the member above: a block scalar)
            else:
                break
            end = len(text) if line_end == -1 else line_end + 1
            if line_end == -1:
                break
            line_start = end
        if items:
            yield at, items
        pos = max(end, found.end())


def _scalar(key: str, value: str | None) -> Any:
    """The plain, single- or double-quoted scalar ``value`` of a read member (``op``,
    ``path``, ``from``); None for any other member or a value that is no scalar."""
    if key not in _READ or value is None:
        return None
    value = value.strip()
    if value.startswith('"'):
        try:
            decoded = json.loads(value)
        except ValueError:
            return None
        return decoded if isinstance(decoded, str) else None
    if value.startswith("'"):
        return value[1:-1].replace("''", "'") if len(value) > 1 and value.endswith("'") else None
    if value[:1] in ("[", "{", "|", ">", "&", "*", "!"):
        return None
    return re.sub(r"[ \t]+#.*", "", value)


def _changed_pointer(value: Any, keys: Collection[str]) -> str | None:
    """The pointer of the first operation of the patch ``value`` that changes the answer."""
    operations: Iterable[Any] = value if isinstance(value, list) else [value]
    found = None
    for operation in operations:
        if not isinstance(operation, dict) or operation.get("op") not in _OPS:
            return None  # (not a patch: every item of one is an operation)
        pointers = [operation.get("path"), operation.get("from")]
        if not all(pointer is None or isinstance(pointer, str) for pointer in pointers):
            return None
        if found is None and operation["op"] in _CHANGES:
            found = next((p for p in pointers if isinstance(p, str) and _into(p, keys)), None)
    return found


def _into(pointer: str, keys: Collection[str]) -> bool:
    """Whether the JSON Pointer ``pointer`` (RFC 6901) is the whole document or starts at one
    of its ``keys``."""
    if pointer == "":
        return True
    if not pointer.startswith("/"):
        return False
    token = pointer[1:].split("/", 1)[0].replace("~1", "/").replace("~0", "~")
    return token in keys
