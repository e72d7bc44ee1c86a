"""A JSON Patch (RFC 6902) of a legacy answer itself, written after it.

``{"files": [...]}`` and then ``[{"op": "replace", "path": "/files/0/content", "value":
"x = 2\\n"}]``: the model meant the files as patched, not as written. The patch names no file
(its ``path`` is a JSON Pointer into the answer), so the rules that weigh a JSON value after
the answer by the files it names do not see it; this one reads its pointers against the
answer's own keys. The files written are not what the model meant: the answer is not usable
(applying the patch would guess at which document the pointers were written against).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
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
    return None


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
