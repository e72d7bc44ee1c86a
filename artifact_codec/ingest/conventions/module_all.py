"""A Python module's own list of its public names (``__all__``), read from its parse.

The readers of the words around a block (:mod:`.labels`, :mod:`.markdown`, the convention
package) ask whether a block declares its module's names and binds each one: then a lead
saying which part of it changed is about the whole module (fix-labels187). This module sits
below all of them, so that each imports it without a circle (lead30)."""

from __future__ import annotations

import ast
from collections.abc import Iterator, Sequence

__all__ = ["all_listed", "lists_and_binds_all", "top_statements"]


def top_statements(body: Sequence[ast.stmt]) -> list[ast.stmt]:
    """A module's top-level statements and those of its ``if``/``try``/``with`` blocks."""
    found: list[ast.stmt] = []
    for node in body:
        found.append(node)
        if isinstance(node, ast.If):
            found += top_statements([*node.body, *node.orelse])
        elif isinstance(node, ast.Try):
            inner = [*node.body, *node.orelse, *node.finalbody]
            found += top_statements([*inner, *(s for h in node.handlers for s in h.body)])
        elif isinstance(node, ast.With):
            found += top_statements(node.body)
    return found


def all_listed(node: ast.stmt) -> list[str]:
    """The strings the statement ``node`` adds to ``__all__`` (fix-prose71: any spelling:
    an assignment, annotated or augmented, ``.extend``/``.append``, a concatenation)."""

    def is_all(target: ast.expr) -> bool:
        return isinstance(target, ast.Name) and target.id == "__all__"

    value: ast.expr | None = None
    if isinstance(node, ast.Assign):
        value = node.value if any(is_all(t) for t in node.targets) else None
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        value = node.value if is_all(node.target) else None
    elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        call, args = node.value.func, node.value.args
        extends = isinstance(call, ast.Attribute) and call.attr in ("extend", "append")
        if extends and isinstance(call, ast.Attribute) and is_all(call.value) and args:
            value = args[0]
    found: list[str] = []
    stack = [value] if value is not None else []
    while stack:
        item = stack.pop()
        if isinstance(item, ast.BinOp) and isinstance(item.op, ast.Add):
            stack += [item.left, item.right]
        elif isinstance(item, (ast.List, ast.Tuple)):
            stack += item.elts
        elif isinstance(item, ast.Constant) and isinstance(item.value, str):
            found.append(item.value)
    return found


def _targets(target: ast.expr) -> Iterator[str]:
    """The names an assignment's target binds (unpacked, starred)."""
    if isinstance(target, ast.Name):
        yield target.id
    elif isinstance(target, (ast.Tuple, ast.List)):
        for element in target.elts:
            yield from _targets(element)
    elif isinstance(target, ast.Starred):
        yield from _targets(target.value)


def _binds(node: ast.stmt) -> Iterator[str]:
    """The module names the top-level statement ``node`` binds."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        yield node.name
    elif isinstance(node, ast.Assign):
        for target in node.targets:
            yield from _targets(target)
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        yield from _targets(node.target)
    elif isinstance(node, ast.Import):
        for alias in node.names:
            yield alias.asname or alias.name.split(".")[0]
    elif isinstance(node, ast.ImportFrom):
        for alias in node.names:
            yield alias.asname or alias.name


def lists_and_binds_all(path: str, content: str) -> bool:
    """(fix-labels187) Whether the Python file ``content`` declares its module's public names
    (``__all__``, any spelling: :func:`all_listed`) and its top level binds each one, with no
    binding it cannot read (a star import, a module ``__getattr__``, a call of ``globals()``):
    the block holds every name its module says it has, so a lead saying which part of it
    changed ("Only the HSV part changed.") or that it is a version made shorter ("Here's a
    condensed version:") is about the whole module (:func:`~.labels.short_part_lead`)."""
    if not path.lower().endswith((".py", ".pyi")) or "__all__" not in content:
        return False
    try:
        tree = ast.parse(content)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    listed: set[str] = set()
    bound: set[str] = set()
    for node in top_statements(tree.body):
        if isinstance(node, ast.ImportFrom) and any(alias.name == "*" for alias in node.names):
            return False
        listed.update(all_listed(node))
        bound.update(_binds(node))
    if "__getattr__" in bound:
        return False
    if any(
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "globals"
        for node in ast.walk(tree)
    ):
        return False
    return bool(listed) and listed <= bound
