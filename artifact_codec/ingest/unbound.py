"""A Python file that uses names it never binds: a part of a file, not the file.

``def f(): return g() + k()`` written as the whole of ``app.py``, with ``g`` and ``k``
defined nowhere, has two readings: a part of ``app.py`` whose rest (where ``g`` and ``k``
are defined or imported) was left out, or code that cannot run. Neither is a usable whole
file: writing the part would delete that rest. :func:`find_unbound` finds such a file;
:func:`find_placeholders <artifact_codec.ingest.placeholders.find_placeholders>` reports it
as kind ``"unbound"``, refused as left-out code like an elision.

The rule reads the compiler's scopes: a module-level use needs a module-level binding (or a
binding under ``global`` in a function), a function's use one in its scope chain; a name any
Python program may use without binding it (:data:`IMPLICIT_NAMES`) or its host gives it
(:data:`HOSTED_NAMES`) is never counted; a file that may put names in its globals in a way
no reading of its text sees (a star import, the module's namespace written to or handed to a
call, ``exec``, a module ``__getattr__``, ``builtins.x = ...``) is not weighed, nor a test
asserting a NameError. A use counts only where it runs: not in a variable's annotation, not
in the body of a ``try`` whose handler names NameError. A zero-argument ``super()`` outside
a class (a method cut from it) and a class body written from the margin are parts too.

Cost: the compiler's symbol table (C's ``_symtable``, one parse, no syntax tree built in Python)
finds the candidate names; the syntax tree is read only for a file that has some (rare),
to weigh them and find the line of the first use. A file over :data:`MAX_CHARS` is not
weighed.
"""

from __future__ import annotations

import ast
import builtins
import fnmatch
import importlib
import re
import warnings
from collections.abc import Callable
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
#: A symbol the module binds (``global x`` alone binds nothing).
_MODULE_BINDS = _SYMTABLE.DEF_LOCAL | _SYMTABLE.DEF_PARAM | _SYMTABLE.DEF_IMPORT
#: The scopes (the compiler's reading) of a name looked up in the module's globals.
_GLOBAL_SCOPES = (_SYMTABLE.GLOBAL_IMPLICIT, _SYMTABLE.GLOBAL_EXPLICIT)

__all__ = ["HOSTED_NAMES", "IMPLICIT_NAMES", "MAX_CHARS", "find_unbound"]

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
    # implicit __dict__ (a method's __class__, and the zero-argument super() that reads it,
    # are the compiler's free variable of its class: outside a class, unbound).
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
        "reduce",
        "StandardError",
    }
)

#: Calls that run text as code (what it binds cannot be read).
_RUNS_TEXT = frozenset({"exec", "eval", "execfile"})
#: Methods that write a dict.
_DICT_WRITES = frozenset({"update", "setdefault", "__setitem__", "pop", "clear"})
#: The exceptions a use of an unbound name raises: a handler naming one guards its ``try``
#: body's names; a test asserting one (:data:`_ASSERTS_RAISES`) uses such names on purpose.
_NAME_ERRORS = frozenset({"NameError", "UnboundLocalError"})
#: The calls of a test asserting that an exception is raised.
_ASSERTS_RAISES = frozenset(
    {"assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "raises", "failUnlessRaises"}
)

#: Names a host puts in the globals of the files it runs, which the file uses without binding
#: them: (a pattern of the file's path, lower-cased with ``/``; or a first line that marks
#: the file; the names). A table, not a rule: nothing in such a file's text says its host.
HOSTED_NAMES: tuple[tuple[str, str, frozenset[str]], ...] = (
    # Jupyter, JupyterHub, IPython config files: the traitlets loader gives get_config and c.
    ("*jupyter*_config.py", "", frozenset({"c", "get_config", "load_subconfig"})),
    ("*ipython*_config.py", "", frozenset({"c", "get_config", "load_subconfig"})),
    # Sphinx runs conf.py with the -t tags in its globals.
    ("*conf.py", "", frozenset({"tags"})),
    # Snakemake runs a rule's script: file (scripts/ by convention) with the snakemake object.
    ("*scripts/*.py", "", frozenset({"snakemake"})),
    # A Databricks notebook exported as source: the runtime's session and utilities.
    (
        "",
        "# Databricks notebook source",
        frozenset({"spark", "sc", "sqlContext", "dbutils", "display", "displayHTML"}),
    ),
    # Home Assistant's python_script integration gives these to python_scripts/*.py.
    (
        "*python_scripts/*.py",
        "",
        frozenset({"hass", "data", "logger", "output", "time", "datetime", "dt_util"}),
    ),
    # Ghidra runs ghidra_scripts/*.py with the GhidraScript state in its globals.
    (
        "*ghidra_scripts/*.py",
        "",
        frozenset(
            {
                "currentProgram",
                "currentAddress",
                "currentLocation",
                "currentSelection",
                "currentHighlight",
                "monitor",
                "state",
            }
        ),
    ),
    # LibreOffice runs its Scripts/python/*.py macros with XSCRIPTCONTEXT given.
    ("*scripts/python/*.py", "", frozenset({"XSCRIPTCONTEXT"})),
    # QGIS's Python console gives iface to any script it runs (no path or marker says one).
    ("*", "", frozenset({"iface"})),
    # gdb sources its Python scripts (`source x-gdb.py`, auto-loaded *-gdb.py) with gdb in
    # their globals.
    ("*gdb*.py", "", frozenset({"gdb"})),
)


def find_unbound(
    path: str, content: str, *, note: Callable[[str, int, str, bool], bool] | None = None
) -> tuple[int, list[str]] | None:
    """The line of the first use and the names (in order of first use) that the Python file
    ``path`` uses and never binds, or None: not a Python file, too long, does not parse, may
    bind names no reading sees, or uses no such name. With ``note`` (a test of a string's
    words: the file, where the string's line starts, its words), first the line of a string
    statement that is no docstring and whose words ``note`` takes, with no names
    (:func:`_string_note`)."""
    if not path.lower().endswith(_SUFFIXES) or len(content) > MAX_CHARS:
        return None
    source = content.lstrip("\ufeff")
    if note is not None:
        line = _string_note(source, note)
        if line is not None:
            return line, []
    candidates, fragment = _read_symbols(source)
    candidates -= _hosted_names(path, source)
    methods: list[tuple[int, str]] = []
    stubs: frozenset[str] = frozenset()
    if "overload" in source:
        # (the rare path: a file naming overload may give a name only @overload stubs)
        stubs, methods = _overload_only(source)
        candidates |= stubs
    if not candidates and not fragment and not methods:
        return None
    found = _weighed(path, source, candidates, fragment) if candidates or fragment else None
    if not methods and not stubs:
        return found
    uses = [*methods, *((found[0], name) for name in found[1])] if found is not None else methods
    if not uses:
        return None
    line = min(at for at, _ in uses)
    names = [name for _, name in methods] + (found[1] if found is not None else [])
    shown = [f"{name} {_STUBS_ONLY}" if name in stubs or "." in name else name for name in names]
    return line, list(dict.fromkeys(shown))


#: How a name given only ``@overload`` stubs is shown (they define nothing that runs).
_STUBS_ONLY = "(only @overload stubs)"


#: A line that opens a string statement and the string itself: any prefix (r, u, b, f and their
#: pairs), quotes single or tripled, words with quotes of the other kind and escapes (a tripled
#: string over lines, up to 400 characters), then ";" or a comment: a candidate string
#: statement (see :func:`_string_note`). (Each alternative is possessive: one pass.)
_STRING_LINE = re.compile(
    r"^[ \t]*+(?:[rRuUbBfF]{1,2})?+"
    r"(?:\"\"\"((?:[^\"\\]|\\.|\"(?!\"\"))"
    r"{1,400}+)\"\"\"|'''((?:[^'\\]|\\.|'(?!''))"
    r"{1,400}+)'''"
    r"|\"((?:[^\"\\\n]|\\.){1,400}+)\"|'((?:[^'\\\n]|\\.){1,400}+)')"
    r"[ \t]*+;?[ \t]*+(?:#[^\n]*+)?\r?$",
    re.MULTILINE,
)


def _string_note(source: str, note: Callable[[str, int, str, bool], bool]) -> int | None:
    """The line of the first string statement of ``source`` whose words ``note`` takes
    (``'''rest of the function unchanged'''`` under code: it does nothing, it stands where
    the code was, as "# rest of the function unchanged" does); None for none. A string
    right under an assignment at a module's or a class's level (or under ``self.x = ...``)
    is that attribute's docstring (as Sphinx and pdoc read it), never a note; a docstring
    (the first statement of a module, class or function) is read only when it is the whole
    body of a function or a class's over its members, and by ``note``'s stricter test (its
    last argument True). The search of such lines is one pattern over the file (a few
    str.find passes: a small part of the parse the check makes anyway, hunt17-readers); the
    syntax tree is read only when one is found (the rare path), to know a statement from a
    docstring or a line of a longer string."""
    lines: dict[int, tuple[int, str]] = {}
    for found in _STRING_LINE.finditer(source):
        words = " ".join(next(group for group in found.groups() if group is not None).split())
        if note(source, found.start(), words, False):
            lines[source.count("\n", 0, found.start()) + 1] = (found.start(), words)
    if not lines:
        return None
    try:
        tree = _parse_quietly(source, "ast")
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return None
    found_lines: list[int] = []
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for index, statement in enumerate(body):
            if statement.lineno not in lines or not _is_string_statement(statement):
                continue
            if index == 0 and isinstance(node, ast.Module):
                continue  # (the module's docstring)
            if index > 0 and _documents(body[index - 1], node, statement.lineno):
                continue  # (an attribute's docstring)
            if index == 0 and isinstance(
                node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
            ):
                whole = len(body) == 1 and not isinstance(node, ast.ClassDef)
                if not (whole or isinstance(node, ast.ClassDef)) or not note(
                    source, *lines[statement.lineno], True
                ):
                    continue  # (a docstring)
            found_lines.append(statement.lineno)
    return min(found_lines) if found_lines else None


def _is_string_statement(statement: ast.stmt) -> bool:
    """Whether ``statement`` is only a string (or bytes, or an f-string)."""
    if not isinstance(statement, ast.Expr):
        return False
    value = statement.value
    return isinstance(value, ast.JoinedStr) or (
        isinstance(value, ast.Constant) and isinstance(value.value, (str, bytes))
    )


def _documents(above: ast.stmt, scope: ast.AST, line: int) -> bool:
    """Whether a string statement at ``line``, right under ``above`` in the body of ``scope``
    (no blank line between), is the docstring of the attribute ``above`` assigns: at a
    module's or a class's level any assignment, in a function an assignment to an attribute
    (``self.x = 1``)."""
    if not isinstance(above, (ast.Assign, ast.AnnAssign)) or above.end_lineno != line - 1:
        return False
    if isinstance(scope, (ast.Module, ast.ClassDef)):
        return True
    targets = above.targets if isinstance(above, ast.Assign) else [above.target]
    return all(isinstance(target, ast.Attribute) for target in targets)


def _overload_only(source: str) -> tuple[frozenset[str], list[tuple[int, str]]]:
    """The names ``source`` binds at its module's level only by ``@overload`` stubs (a
    ``def`` decorated ``overload``, ``typing.overload`` or the name an import gave it, ``from
    typing import overload as ov``, whose body is only ``...``, ``pass``, a docstring or a
    ``raise NotImplementedError``) written at the margin or (fix-names156) under an ``if
    TYPE_CHECKING:`` with no ``else`` (bound by nothing at run time), and the uses of names a
    class or a function gives only such stubs, with the line of the first use, as
    ``Form.validate``: a method called through ``self``, ``cls``, the class or a name the file
    gives the class (a parameter annotated ``Form``, ``form = Form()``), a function's local
    stubs called in it. ``typing.overload`` binds its name to a stand-in that raises at the
    call: the implementation, the ``def`` without the decorator, was left out (mypy and
    pyright refuse such a ``.py`` file too). Not: stubs under another ``if`` (or one with an
    ``else``, which may define the name), a name the scope binds another way too, a
    ``Protocol``'s methods and abstract ones (stubs by design)."""
    try:
        tree = _parse_quietly(source, "ast")
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return frozenset(), []
    decorators = _overload_names(tree)
    checked = [
        stmt
        for stmt in tree.body
        if isinstance(stmt, ast.If)
        and not stmt.orelse
        and _dotted_end(stmt.test) == "TYPE_CHECKING"
    ]
    module = _stub_only(
        [*tree.body, *(inner for stmt in checked for inner in stmt.body)],
        _scope_bindings(tree, overloads=decorators),
        decorators,
    )
    methods: list[tuple[int, str]] = []
    given = _names_given_classes(tree)
    for node in ast.walk(tree):
        if isinstance(node, _FUNCTIONS):
            local = _stub_only(
                node.body,
                _scope_bindings(node, overloads=decorators) | _parameters(node),
                decorators,
            )
            calls = [
                use.lineno
                for use in ast.walk(node)
                if isinstance(use, ast.Name) and use.id in local and isinstance(use.ctx, ast.Load)
            ]
            if calls:
                methods.append((min(calls), f"{node.name}.{sorted(local)[0]}"))
            continue
        if not isinstance(node, ast.ClassDef):
            continue
        if any(_dotted_end(base) == "Protocol" for base in node.bases):
            continue
        names = _stub_only(node.body, _scope_bindings(node, overloads=decorators), decorators)
        if not names:
            continue
        receivers = {"self", "cls", node.name} | given.get(node.name, set())
        uses = [
            use.lineno
            for use in ast.walk(tree)
            if isinstance(use, ast.Attribute)
            and use.attr in names
            and isinstance(use.ctx, ast.Load)
            and isinstance(use.value, ast.Name)
            and use.value.id in receivers
        ]
        if uses:
            methods.append((min(uses), f"{node.name}.{sorted(names)[0]}"))
    methods.sort()
    return module - _assigned_under_global(tree), methods


def _overload_names(tree: ast.Module) -> frozenset[str]:
    """(fix-names156) The names ``overload`` goes by in ``tree``: its own, and those an import
    gives it (``from typing import overload as ov``)."""
    return frozenset(
        {"overload"}
        | {
            alias.asname
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom)
            for alias in node.names
            if alias.name == "overload" and alias.asname
        }
    )


def _parameters(function: ast.FunctionDef | ast.AsyncFunctionDef) -> frozenset[str]:
    """The names of ``function``'s parameters."""
    args = function.args
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    return frozenset(arg.arg for arg in every if arg is not None)


def _names_given_classes(tree: ast.Module) -> dict[str, set[str]]:
    """(fix-names156) The names ``tree`` gives an instance of a class, by the class's name: a
    parameter or a variable annotated with it (``form: Form``, ``form: "Form"``) and a name
    assigned its call (``form = Form()``)."""
    given: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            given.setdefault(_annotated_class(node.annotation), set()).add(node.arg)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            given.setdefault(_annotated_class(node.annotation), set()).add(node.target.id)
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
            kind = _dotted_end(node.value.func)
            for target in node.targets:
                if isinstance(target, ast.Name):
                    given.setdefault(kind, set()).add(target.id)
    return given


def _annotated_class(annotation: ast.AST) -> str:
    """The class an annotation names (``Form``, ``m.Form``, ``"Form"``)."""
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return annotation.value.strip()
    return _dotted_end(annotation)


def _dotted_end(node: ast.AST) -> str:
    """The last name of ``node`` (``typing.Protocol``, ``Protocol[T]``: ``Protocol``)."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _is_overload_stub(stmt: ast.stmt, overloads: frozenset[str] = frozenset({"overload"})) -> bool:
    """Whether ``stmt`` is an ``@overload`` stub: a ``def`` decorated ``overload`` (or a name
    of it in ``overloads``; and not ``abstractmethod``) whose body does nothing (``...``,
    ``pass``, a docstring) or (fix-names156) raises ``NotImplementedError`` (the stand-in
    replaces it all the same)."""
    if not isinstance(stmt, _FUNCTIONS):
        return False
    decorators = {_dotted_end(decorator) for decorator in stmt.decorator_list}
    if overloads.isdisjoint(decorators) or "abstractmethod" in decorators:
        return False
    return all(
        isinstance(line, ast.Pass)
        or (isinstance(line, ast.Expr) and isinstance(line.value, ast.Constant))
        or (
            isinstance(line, ast.Raise)
            and line.exc is not None
            and _dotted_end(line.exc.func if isinstance(line.exc, ast.Call) else line.exc)
            == "NotImplementedError"
        )
        for line in stmt.body
    )


def _stub_only(
    body: list[ast.stmt],
    bound: frozenset[str],
    overloads: frozenset[str] = frozenset({"overload"}),
) -> frozenset[str]:
    """The names the statements ``body`` give only ``@overload`` stubs (``bound``: the names
    the scope binds otherwise; ``overloads``: the names of the decorator)."""
    return (
        frozenset(
            stmt.name
            for stmt in body
            if isinstance(stmt, _FUNCTIONS) and _is_overload_stub(stmt, overloads)
        )
        - bound
    )


def _scope_bindings(
    scope: ast.AST, *, stubs: bool = False, overloads: frozenset[str] = frozenset({"overload"})
) -> frozenset[str]:
    """The names the scope ``scope`` (a module, a class body or a function) binds: assignments,
    ``def``s, classes, imports, handlers' and patterns' names, anywhere in its own statements
    (under an ``if`` or a ``try`` too); an ``@overload`` stub's name only with ``stubs``."""
    names: set[str] = set()
    for node in _own_nodes(scope):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            names.add(node.id)
        elif isinstance(node, _FUNCTIONS):
            if stubs or not _is_overload_stub(node, overloads):
                names.add(node.name)
        elif isinstance(node, ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
        elif (isinstance(node, ast.ExceptHandler) and node.name) or (
            isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name
        ):
            names.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.add(node.rest)
    return frozenset(names)


def _hosted_names(path: str, source: str) -> frozenset[str]:
    """The names the host of ``path`` puts in its globals (:data:`HOSTED_NAMES`)."""
    where = path.replace("\\", "/").lower()
    first = source.split("\n", 1)[0].strip()
    names: set[str] = set()
    for pattern, marker, given in HOSTED_NAMES:
        if (pattern and fnmatch.fnmatchcase(where, pattern)) or (marker and first == marker):
            names |= given
    return frozenset(names)


def _parse_quietly(source: str, what: str) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (an invalid escape's warning: not ours to say)
        if what == "symtable":
            return _SYMTABLE.symtable(source, "<file>", "exec")
        return ast.parse(source)


def _candidates(source: str) -> frozenset[str]:
    """The names ``source`` uses where they resolve to the module and binds nowhere: the
    candidates of :func:`_read_symbols` less those a function binds under ``global``."""
    candidates = _read_symbols(source)[0]
    if not candidates:
        return candidates
    return candidates - _assigned_under_global(_parse_quietly(source, "ast"))


def _read_symbols(source: str) -> tuple[frozenset[str], bool]:
    """The names some scope of ``source`` uses that resolve to the module's globals (the
    compiler's own scope reading: not a local, not a free variable of an enclosing function)
    and the module does not bind, less the implicit ones, with the names some function
    declares ``global`` the module does not bind (its assignment under the declaration may
    bind them: the syntax tree tells); and whether the module may be a class body written
    from the margin (a bare annotation and a function whose first parameter is ``self``).
    Empty when it does not parse."""
    try:
        top = _parse_quietly(source, "symtable")
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return frozenset(), False
    module_bound = {name for name, flags in top.symbols.items() if flags & _MODULE_BINDS}
    used: set[str] = set()
    tables: list[Any] = [top]
    while tables:
        table = tables.pop()
        tables.extend(table.children)
        for name, flags in table.symbols.items():
            scope = (flags >> _SYMTABLE.SCOPE_OFF) & _SYMTABLE.SCOPE_MASK
            if (flags & _USES and scope in _GLOBAL_SCOPES) or (
                flags & _SYMTABLE.DEF_GLOBAL and table is not top
            ):
                used.add(name)
    fragment = any(flags & _SYMTABLE.DEF_ANNOT for flags in top.symbols.values()) and any(
        child.type == _SYMTABLE.TYPE_FUNCTION and child.varnames[:1] == ["self"]
        for child in top.children
    )
    return frozenset(used - module_bound - IMPLICIT_NAMES), fragment


def _weighed(
    path: str, source: str, candidates: frozenset[str], fragment: bool
) -> tuple[int, list[str]] | None:
    """The candidates the syntax tree shows used where they run and resolve to the module
    (see the module's notes), with the line of the first use; None when the file may bind
    names no reading sees."""
    try:
        tree = _parse_quietly(source, "ast")
    except (SyntaxError, ValueError, MemoryError, RecursionError, OverflowError):
        return None
    if fragment:
        margin = _class_body_at_the_margin(tree)
        if margin is not None:
            return margin
    if not candidates or all(
        isinstance(stmt, ast.Expr) and isinstance(stmt.value, (ast.Name, ast.Constant))
        for stmt in tree.body
    ):
        # (a file whose every statement is a bare name or value, ``x``, ``0``, does nothing
        # with them: it calls, defines, assigns and imports nothing, so it holds no code of
        # a part whose head was left out; not weighed)
        return None
    getattrs = [
        stmt
        for stmt in tree.body
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == "__getattr__"
    ]
    if getattrs and len(getattrs) < len(tree.body):
        # (a module __getattr__ may answer for names used elsewhere: not weighed; it is
        # never asked for the names its own body uses, and a part that is only that
        # function is weighed)
        return None
    if (_is_a_test(path) or _holds_tests(tree)) and _names_a_name_error(tree):
        return None
    walker = _Walker(tree, candidates)
    if walker.writes_globals:
        return None
    first = walker.first
    names = sorted(first, key=lambda name: (first[name], name))
    if not names:
        return None
    return first[names[0]], [_SHOWN.get(name, name) for name in names]


#: How a name the compiler reads for the user is shown: a zero-argument ``super()`` reads
#: ``__class__`` (the class it was written in).
_SHOWN = {"__class__": "super()"}


def _class_body_at_the_margin(tree: ast.Module) -> tuple[int, list[str]] | None:
    """A class body written from the margin as a whole module: bare annotations at the top
    (``name: str``: they bind nothing and do nothing in a module) and a top-level function
    whose first parameter is ``self``, with no class in the module. The line of the first
    bare annotation and the names annotated (bound nowhere), or None."""
    if any(isinstance(stmt, ast.ClassDef) for stmt in tree.body):
        return None
    bare = [
        stmt
        for stmt in tree.body
        if isinstance(stmt, ast.AnnAssign)
        and stmt.value is None
        and isinstance(stmt.target, ast.Name)
    ]
    methods = [
        stmt
        for stmt in tree.body
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef))
        and [arg.arg for arg in [*stmt.args.posonlyargs, *stmt.args.args]][:1] == ["self"]
    ]
    if not bare or not methods:
        return None
    names = [stmt.target.id for stmt in bare if isinstance(stmt.target, ast.Name)]
    return bare[0].lineno, list(dict.fromkeys(names))


#: A frame of the walk: the node, whether a use there counts (it runs and is not guarded),
#: the names its function chain binds (what a function sees), the names its own scope binds
#: (a class body's too), and whether it is inside a function.
_Frame = tuple[ast.AST, bool, frozenset[str], frozenset[str], bool]

_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


class _Walker:
    """One walk of the syntax tree: the first line of each candidate's counted use, and
    whether the file may write its globals in a way no reading sees."""

    def __init__(self, tree: ast.Module, candidates: frozenset[str]) -> None:
        self.first: dict[str, int] = {}
        self.writes_globals = False
        self.evaluates_annotations = not any(
            isinstance(stmt, ast.ImportFrom)
            and stmt.module == "__future__"
            and any(alias.name == "annotations" for alias in stmt.names)
            for stmt in tree.body
        )
        self.namespaces, self.modules = _aliases(tree)
        self.candidates = candidates - _assigned_under_global(tree)
        if not self.candidates:
            return
        stack: list[_Frame] = [(tree, True, frozenset(), frozenset(), False)]
        while stack:
            frame = stack.pop()
            node, counted, _chain, here, in_function = frame
            if self._writes_globals(node, in_function) or _tests_a_name_error(node):
                self.writes_globals = True
                return
            if isinstance(node, ast.Name):
                self._use(node, counted, here)
                continue
            stack.extend(self._children(frame))

    def _use(self, node: ast.Name, counted: bool, here: frozenset[str]) -> None:
        name = node.id
        if name == "super":
            if name in here:
                return  # (a parameter named super)
            name = "__class__"  # (a zero-argument super() reads the class's cell)
        elif not isinstance(node.ctx, ast.Load):
            return
        if counted and name in self.candidates and name not in here:
            line = node.lineno
            if name not in self.first or line < self.first[name]:
                self.first[name] = line

    def _children(self, frame: _Frame) -> list[_Frame]:
        node, counted, chain, here, in_function = frame

        def same(children: Any, runs: bool = True) -> list[_Frame]:
            return [(child, counted and runs, chain, here, in_function) for child in children]

        if isinstance(node, (*_FUNCTIONS, ast.Lambda)):
            inner = chain | _local_names(node)
            args = node.args
            outer = same([*args.defaults, *(d for d in args.kw_defaults if d is not None)])
            body = node.body if isinstance(node.body, list) else [node.body]
            inside = [(stmt, counted, inner, inner, True) for stmt in body]
            if isinstance(node, ast.Lambda):
                return outer + inside
            annotations = [
                arg.annotation
                for arg in [
                    *args.posonlyargs,
                    *args.args,
                    *args.kwonlyargs,
                    *(a for a in (args.vararg, args.kwarg) if a is not None),
                ]
                if arg.annotation is not None
            ]
            if node.returns is not None:
                annotations.append(node.returns)
            return (
                outer
                + same(node.decorator_list)
                + same(annotations, self.evaluates_annotations)
                + inside
            )
        if isinstance(node, ast.ClassDef):
            own = here | _class_names(node)
            head = same([*node.decorator_list, *node.bases, *node.keywords])
            # (its methods' zero-argument super() reads the class's __class__ cell)
            methods = chain | {"__class__"}
            return head + [(stmt, counted, methods, own, in_function) for stmt in node.body]
        if isinstance(node, _COMPREHENSIONS):
            targets = frozenset(
                name.id
                for generator in node.generators
                for name in ast.walk(generator.target)
                if isinstance(name, ast.Name)
            )
            return [
                (child, counted, chain, here | targets, in_function)
                for child in ast.iter_child_nodes(node)
            ]
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "super"
            and (node.args or node.keywords)
        ):
            # (super(C, self) names its class: it reads no __class__ cell)
            return same([*node.args, *node.keywords])
        if isinstance(node, ast.AnnAssign):
            # (a variable's annotation is not weighed: evaluated at most once, for
            # __annotations__)
            return same([node.target, *([node.value] if node.value is not None else [])])
        if isinstance(node, ast.AugAssign):
            # (reads its target first: `total += 1` needs total bound)
            target = node.target
            read: list[ast.AST] = (
                [ast.Name(id=target.id, ctx=ast.Load(), lineno=target.lineno)]
                if isinstance(target, ast.Name)
                else [target]
            )
            return same([*read, node.value])
        if isinstance(node, ast.Try) or type(node).__name__ == "TryStar":
            body = node.body  # type: ignore[attr-defined]
            handlers = node.handlers  # type: ignore[attr-defined]
            guarded = any(_catches_name_error(handler) for handler in handlers)
            rest = [*handlers, *node.orelse, *node.finalbody]  # type: ignore[attr-defined]
            return same(body, not guarded) + same(rest)
        return same(ast.iter_child_nodes(node))

    def _writes_globals(self, node: ast.AST, in_function: bool) -> bool:
        """Whether ``node`` may bind names no reading of the text sees: a star import, a
        call that runs text, the module's namespace (``globals()``, ``vars()``, a
        module-level ``locals()``, ``sys.modules[__name__].__dict__``, or a name holding one)
        written to or handed to a call, the module object (``sys.modules[__name__]`` or a
        name holding it) given to ``setattr`` or assigned an attribute, ``_convert_`` and a
        class decorated ``@global_enum`` (an Enum putting its members in a module's
        globals), ``builtins.x = ...``, ``__builtins__``."""
        if isinstance(node, ast.alias):
            return node.name == "*"
        if isinstance(node, ast.Name):
            return node.id == "__builtins__"
        if isinstance(node, ast.ClassDef):
            return any(
                getattr(decorator, "attr", getattr(decorator, "id", "")) == "global_enum"
                for decorator in node.decorator_list
            )
        if isinstance(node, ast.Subscript):
            return not isinstance(node.ctx, ast.Load) and self._is_namespace(
                node.value, in_function
            )
        if isinstance(node, ast.Attribute):
            if node.attr == "_convert_":
                return True
            if isinstance(node.ctx, ast.Load):
                return False
            return self._is_module(node.value) or (
                isinstance(node.value, ast.Name) and node.value.id in ("builtins", "__builtin__")
            )
        if not isinstance(node, ast.Call):
            return False
        func = node.func
        if isinstance(func, ast.Name):
            if func.id in _RUNS_TEXT:
                return True
            if func.id == "setattr":
                return bool(node.args) and self._is_module(node.args[0])
        if (
            isinstance(func, ast.Attribute)
            and func.attr in _DICT_WRITES
            and self._is_namespace(func.value, in_function)
        ):
            return True
        given = [*node.args, *(keyword.value for keyword in node.keywords if keyword.arg)]
        return any(self._is_namespace(argument, in_function) for argument in given)

    def _is_namespace(self, node: ast.AST, in_function: bool) -> bool:
        """Whether ``node`` is the module's namespace: ``globals()``, ``vars()`` with no
        argument, ``locals()`` at module level, ``sys.modules[...].__dict__``, or a name an
        assignment gave one of these."""
        if isinstance(node, ast.Name):
            return node.id in self.namespaces
        if isinstance(node, ast.Attribute):
            return node.attr == "__dict__" and self._is_module(node.value)
        return _namespace_call(node, in_function)

    def _is_module(self, node: ast.AST) -> bool:
        """Whether ``node`` may be the module object: ``sys.modules[...]``, ``builtins``, or
        a name an assignment gave ``sys.modules[...]``."""
        if isinstance(node, ast.Name):
            return node.id in ("builtins", "__builtin__", "__builtins__") or (
                node.id in self.modules
            )
        return _module_subscript(node)


def _namespace_call(node: ast.AST, in_function: bool) -> bool:
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
        return False
    name = node.func.id
    if name == "globals":
        return True
    if name == "vars":
        return not node.args
    return name == "locals" and not in_function


def _module_subscript(node: ast.AST) -> bool:
    """Whether ``node`` is this module's object, ``sys.modules[__name__]`` (another module's
    ``sys.modules[cls.__module__]`` binds nothing here)."""
    return (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "modules"
        and isinstance(node.slice, ast.Name)
        and node.slice.id == "__name__"
    )


def _aliases(tree: ast.Module) -> tuple[frozenset[str], frozenset[str]]:
    """The names a module-level assignment gives the module's namespace (``_ns =
    globals()``) and the module object (``_this = sys.modules[__name__]``): one assignment
    followed, no further."""
    namespaces: set[str] = set()
    modules: set[str] = set()
    for stmt in tree.body:
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1):
            continue
        target = stmt.targets[0]
        if not isinstance(target, ast.Name):
            continue
        value = stmt.value
        if _namespace_call(value, False) or (
            isinstance(value, ast.Attribute)
            and value.attr == "__dict__"
            and _module_subscript(value.value)
        ):
            namespaces.add(target.id)
        elif _module_subscript(value):
            modules.add(target.id)
    return frozenset(namespaces), frozenset(modules)


def _assigned_under_global(tree: ast.Module) -> frozenset[str]:
    """The names a function declares ``global`` and then binds (an assignment, a ``for``, a
    ``def``, an import...; not ``x += 1``, which reads x first): module-level bindings."""
    bound: set[str] = set()
    for function in ast.walk(tree):
        if not isinstance(function, _FUNCTIONS):
            continue
        own = _own_nodes(function)
        augmented = {id(node.target) for node in own if isinstance(node, ast.AugAssign)}
        declared: set[str] = set()
        stores: set[str] = set()
        for node in own:
            if isinstance(node, ast.Global):
                declared.update(node.names)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                if id(node) not in augmented:
                    stores.add(node.id)
            elif isinstance(node, (*_FUNCTIONS, ast.ClassDef)):
                stores.add(node.name)
            elif isinstance(node, ast.alias):
                stores.add((node.asname or node.name).split(".")[0])
        bound |= declared & stores
    return frozenset(bound)


def _own_nodes(function: ast.AST) -> list[ast.AST]:
    """The nodes of ``function``'s own scope (not those of a nested function, class or
    lambda; their names are)."""
    nodes: list[ast.AST] = []
    stack = list(ast.iter_child_nodes(function))
    while stack:
        node = stack.pop()
        nodes.append(node)
        if isinstance(node, (*_FUNCTIONS, ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(node))
    return nodes


def _local_names(function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> frozenset[str]:
    """The names ``function`` binds in its own scope (parameters, assignments, defs,
    imports), less those it declares ``global``."""
    args = function.args
    names = {
        arg.arg
        for arg in [
            *args.posonlyargs,
            *args.args,
            *args.kwonlyargs,
            *(a for a in (args.vararg, args.kwarg) if a is not None),
        ]
    }
    declared = {
        name for node in _own_nodes(function) if isinstance(node, ast.Global) for name in node.names
    }
    return frozenset((names | _scope_bindings(function, stubs=True)) - declared)


def _class_names(node: ast.ClassDef) -> frozenset[str]:
    """The names a class body binds (seen by the class body, not by its methods)."""
    return _scope_bindings(node, stubs=True)


def _is_a_test(path: str) -> bool:
    """Whether ``path`` names a test module (``test_x.py``, ``x_test.py``)."""
    name = path.replace("\\", "/").rsplit("/", 1)[-1].lower()
    return name.startswith("test_") or name.endswith("_test.py")


def _holds_tests(tree: ast.Module) -> bool:
    """Whether ``tree`` is a test module by what it holds, whatever its file is named: a
    top-level ``test_*`` function or a class whose name starts or ends with ``Test`` and that
    holds ``test_*`` methods (unittest's and pytest's collection rules)."""
    for stmt in tree.body:
        if isinstance(stmt, _FUNCTIONS) and stmt.name.startswith("test_"):
            return True
        if not isinstance(stmt, ast.ClassDef):
            continue
        named = stmt.name.startswith("Test") or stmt.name.endswith(("Test", "Tests"))
        if named and any(
            isinstance(m, _FUNCTIONS) and m.name.startswith("test_") for m in stmt.body
        ):
            return True
    return False


def _names_a_name_error(tree: ast.Module) -> bool:
    """Whether a handler of ``tree`` names NameError: in a test module, a test that a name is
    unbound (test_raise.py's ``xyzzy`` in a context manager's ``__exit__``)."""
    return any(
        isinstance(node, ast.ExceptHandler) and _catches_name_error(node) for node in ast.walk(tree)
    )


def _tests_a_name_error(node: ast.AST) -> bool:
    """Whether ``node`` asserts a NameError (``assertRaises(NameError, ...)``,
    ``pytest.raises(NameError)``): a test of unbound names, which uses them on purpose."""
    if not isinstance(node, ast.Call) or not node.args:
        return False
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    first = node.args[0]
    kinds = first.elts if isinstance(first, ast.Tuple) else [first]
    return called in _ASSERTS_RAISES and any(
        isinstance(kind, ast.Name) and kind.id in _NAME_ERRORS for kind in kinds
    )


def _catches_name_error(handler: ast.ExceptHandler) -> bool:
    """Whether ``handler`` names NameError (or UnboundLocalError): the body of its ``try``
    uses a name on purpose. A bare ``except:`` or ``except Exception`` catches everything
    and guards nothing in particular."""
    if handler.type is None:
        return False
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(
        (isinstance(kind, ast.Name) and kind.id in _NAME_ERRORS)
        or (isinstance(kind, ast.Attribute) and kind.attr in _NAME_ERRORS)
        for kind in kinds
    )
