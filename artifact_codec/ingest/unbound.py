"""A Python file that uses names it never binds: a part of a file, not the file.

``def f(): return g() + k()`` written as the whole of ``app.py``, with ``g`` and ``k``
defined nowhere, has two readings: a part of ``app.py`` whose rest (where ``g`` and ``k``
are defined or imported) was left out, or code that cannot run. Neither is a usable whole
file: writing the part would delete that rest. :func:`find_unbound` finds such a file;
:func:`find_placeholders <artifact_codec.ingest.placeholders.find_placeholders>` reports it
as kind ``"unbound"``, refused as left-out code like an elision.

The rule is conservative: a name bound anywhere in the file (any scope, any binding
statement) counts as bound; a name any Python program may use without binding it
(:data:`IMPLICIT_NAMES`) is never counted; and a file that may put names in its globals in
a way no reading of its text sees (a star import, ``globals()`` written to, ``exec``, a
module ``__getattr__``, ``builtins.x = ...``) is not weighed, nor one that names NameError
(a test that a name is unbound: ``xyzzy`` in test_raise.py). A use counts only where it
runs: not in an annotation, not in the body of a ``try`` that catches the NameError.

Cost: the compiler's symbol table (C's ``_symtable``, one parse, no syntax tree built in Python)
finds the candidate names; the syntax tree is read only for a file that has some (rare),
to weigh them and find the line of the first use. A file over :data:`MAX_CHARS` is not
weighed.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import warnings
from typing import Any

#: The compiler's symbol table (the C module under :mod:`symtable`): read raw, since the
#: public wrapper looks up each symbol's namespaces among all the scope's children (quadratic
#: in a module of many functions).
_SYMTABLE: Any = importlib.import_module("_symtable")
#: A symbol bound in its scope: assigned (a def, a class, a target, ``del``, ``except as``,
#: a match capture), a parameter, imported, declared ``global`` or ``nonlocal``.
_BINDS = (
    _SYMTABLE.DEF_LOCAL
    | _SYMTABLE.DEF_PARAM
    | _SYMTABLE.DEF_IMPORT
    | _SYMTABLE.DEF_GLOBAL
    | _SYMTABLE.DEF_NONLOCAL
)
_USES = _SYMTABLE.USE

__all__ = ["IMPLICIT_NAMES", "MAX_CHARS", "find_unbound"]

#: Files longer than this are not weighed (their parse would cost more than the answer's
#: reading): a part is rarely that long.
MAX_CHARS = 256 * 1024

#: The suffixes of the files weighed.
_SUFFIXES = (".py", ".pyw")

#: Names a Python file may use without binding them. Each group says where they come from.
IMPLICIT_NAMES: frozenset[str] = frozenset(
    # The builtins of this Python, and WindowsError (a builtin on Windows only).
    set(dir(builtins))
    | {"WindowsError"}
    # The module's own attributes the interpreter sets (__file__ ...), and a class body's
    # implicit __class__ / __dict__.
    | {
        "__file__",
        "__name__",
        "__doc__",
        "__spec__",
        "__loader__",
        "__package__",
        "__path__",
        "__builtins__",
        "__annotations__",
        "__debug__",
        "__dict__",
        "__class__",
        "__cached__",
        "__qualname__",
        "__module__",
    }
    # Type checkers' helpers (mypy, pyright): they exist only for the checker.
    | {"reveal_type", "reveal_locals"}
    # IPython / Jupyter: names the shell puts in a notebook's or a startup file's globals.
    | {
        "get_ipython",
        "display",
        "In",
        "Out",
        "_",
        "__",
        "___",
        "_ih",
        "_oh",
        "_dh",
        "exit",
        "quit",
        "__IPYTHON__",
    }
    # gettext.install() puts "_" in builtins (above already).
    # Python 2 builtins (a Python 2 file is whole though Python 3 cannot run it).
    | {
        "unicode",
        "long",
        "xrange",
        "basestring",
        "raw_input",
        "unichr",
        "file",
        "execfile",
        "reload",
        "cmp",
        "buffer",
        "apply",
        "intern",
        "coerce",
    }
)

#: Calls that read or write a namespace as a dict: written to, they bind names no text shows.
_NAMESPACES = frozenset({"globals", "vars", "locals"})
#: Calls that run text as code (what it binds cannot be read).
_RUNS_TEXT = frozenset({"exec", "eval", "execfile"})
#: Methods that write a dict.
_DICT_WRITES = frozenset({"update", "setdefault", "__setitem__", "pop", "clear"})
#: The exceptions a use of an unbound name raises: a file that names one (catches it, tests
#: that it is raised: ``assertRaises(NameError)``) uses such names on purpose.
_NAME_ERRORS = frozenset({"NameError", "UnboundLocalError"})
#: Exceptions a handler that makes a NameError harmless may name.
_CATCHES_NAME_ERROR = frozenset({"NameError", "Exception", "BaseException", "UnboundLocalError"})


def find_unbound(path: str, content: str) -> tuple[int, list[str]] | None:
    """The line of the first use and the names (in order of first use) that the Python file
    ``path`` uses and never binds, or None: not a Python file, too long, does not parse, may
    bind names no reading sees, or uses no such name."""
    if not path.lower().endswith(_SUFFIXES) or len(content) > MAX_CHARS:
        return None
    source = content.lstrip("\ufeff")
    candidates = _candidates(source)
    if not candidates:
        return None
    return _weighed(source, candidates)


def _parse_quietly(source: str, what: str) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (an invalid escape's warning: not ours to say)
        if what == "symtable":
            return _SYMTABLE.symtable(source, "<file>", "exec")
        return ast.parse(source)


def _candidates(source: str) -> frozenset[str]:
    """The names some scope of ``source`` uses and no scope binds, less the implicit ones
    (:mod:`symtable`: what the compiler reads; empty when it does not parse)."""
    try:
        top = _parse_quietly(source, "symtable")
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return frozenset()
    used: set[str] = set()
    bound: set[str] = set()
    tables: list[Any] = [top]
    while tables:
        table = tables.pop()
        tables.extend(table.children)
        for name, flags in table.symbols.items():
            if flags & _BINDS:
                bound.add(name)
            elif flags & _USES:
                used.add(name)
    return frozenset(used - bound - IMPLICIT_NAMES)


def _weighed(source: str, candidates: frozenset[str]) -> tuple[int, list[str]] | None:
    """The candidates the syntax tree shows used where they run (see the module's notes),
    with the line of the first use; None when the file may bind names no reading sees."""
    try:
        tree = _parse_quietly(source, "ast")
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return None
    if any(
        isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == "__getattr__"
        for stmt in tree.body
    ):
        return None
    first: dict[str, int] = {}
    expects_name_error = False
    stack: list[tuple[ast.AST, bool]] = [(tree, True)]
    while stack:
        node, counted = stack.pop()
        if _writes_globals(node):
            return None
        if isinstance(node, ast.Name):
            if node.id in _NAME_ERRORS:
                expects_name_error = True
            if counted and isinstance(node.ctx, ast.Load) and node.id in candidates:
                line = node.lineno
                if node.id not in first or line < first[node.id]:
                    first[node.id] = line
            continue
        for child, runs in _children(node):
            stack.append((child, counted and runs))
    names = sorted(first, key=lambda name: (first[name], name))
    if not names or expects_name_error:
        return None
    return first[names[0]], names


def _children(node: ast.AST) -> list[tuple[ast.AST, bool]]:
    """The children of ``node``, each with whether a name it uses there is counted: not an
    annotation's, not in the body of a ``try`` that catches a NameError."""
    if isinstance(node, ast.arg):
        return []  # (only its annotation under it)
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        skipped = {id(node.returns)} if node.returns is not None else set()
        return [(child, id(child) not in skipped) for child in ast.iter_child_nodes(node)]
    if isinstance(node, ast.AnnAssign):
        children: list[tuple[ast.AST, bool]] = [(node.target, True)]
        if node.value is not None:
            children.append((node.value, True))
        return children
    if isinstance(node, ast.Try) or type(node).__name__ == "TryStar":
        body = node.body  # type: ignore[attr-defined]
        handlers = node.handlers  # type: ignore[attr-defined]
        guarded = any(_catches_name_error(handler) for handler in handlers)
        rest = [*handlers, *node.orelse, *node.finalbody]  # type: ignore[attr-defined]
        return [(stmt, not guarded) for stmt in body] + [(child, True) for child in rest]
    return [(child, True) for child in ast.iter_child_nodes(node)]


def _catches_name_error(handler: ast.ExceptHandler) -> bool:
    """Whether ``handler`` catches a NameError: a bare ``except:``, or one naming NameError
    (or a class above it)."""
    if handler.type is None:
        return True
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(
        (isinstance(kind, ast.Name) and kind.id in _CATCHES_NAME_ERROR)
        or (isinstance(kind, ast.Attribute) and kind.attr in _CATCHES_NAME_ERROR)
        for kind in kinds
    )


def _writes_globals(node: ast.AST) -> bool:
    """Whether ``node`` may bind names no reading of the text sees: a star import, a call
    that runs text, a namespace (``globals()``, ``vars()``, ``locals()``) written to or
    handed to a call, ``_convert_`` (an Enum putting its members in a module's globals), a
    module's ``__dict__``, ``builtins.x = ...``, ``__builtins__``."""
    if isinstance(node, ast.alias):
        return node.name == "*"
    if isinstance(node, ast.Name):
        return node.id == "__builtins__"
    if isinstance(node, ast.Subscript):
        return _is_namespace(node)
    if isinstance(node, ast.Attribute):
        if node.attr in ("_convert_", "_convert", "__dict__"):
            return True
        return (
            not isinstance(node.ctx, ast.Load)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("builtins", "__builtin__")
        )
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Name):
        if func.id in _RUNS_TEXT or func.id == "setattr":
            return func.id != "setattr" or _names_a_module(node.args[:1])
        if _hands_namespace(node):
            return True
    if isinstance(func, ast.Attribute):
        if func.attr in _DICT_WRITES and _is_namespace(func.value):
            return True
        if _hands_namespace(node):
            return True
    return False


def _hands_namespace(call: ast.Call) -> bool:
    """Whether ``call`` is given a namespace (``f(globals())``, ``f(ns=vars())``): the callee
    may write to it. Not ``**locals()`` (unpacked: a copy)."""
    given = [*call.args, *(keyword.value for keyword in call.keywords if keyword.arg)]
    return any(_is_namespace(argument) for argument in given)


def _is_namespace(node: ast.AST) -> bool:
    """Whether ``node`` is ``globals()``, ``vars()`` or ``locals()`` (or a subscript of it
    written to: read by the caller)."""
    if isinstance(node, ast.Subscript) and not isinstance(node.ctx, ast.Load):
        return _is_namespace(node.value)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _NAMESPACES
    )


def _names_a_module(args: list[ast.expr]) -> bool:
    """Whether a ``setattr`` target may be a module: ``sys.modules[...]``, ``builtins``."""
    if not args:
        return False
    target = args[0]
    if isinstance(target, ast.Name):
        return target.id in ("builtins", "__builtin__", "__builtins__")
    return isinstance(target, ast.Subscript) and (
        isinstance(target.value, ast.Attribute) and target.value.attr == "modules"
    )
