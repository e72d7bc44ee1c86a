"""Whether the code of a hook file the answer writes is KNOWN to write no file.

A runner runs some written files by convention (pytest a ``conftest.py``, an installer a
``setup.py``, jest its ``jest.config.js``, cargo a ``build.rs``). Such code is harmless only
when it is proven not to write: a list of the spellings that write (``open(..., "w")``,
``os.remove``, ``fs.rmSync``) always misses the next one (``open`` bound to another name, ``os``
imported as ``o``, ``require('f' + 's')``, ``use std::fs as f``). So the reading is inverted:
the code is read (Python with :mod:`ast`, JS and Rust as tokens) and accepted only when every
part of it is of a small kind known not to write; anything else, and anything not read
(a syntax error, a dynamic name), may write.

* Python: every import is of a module known not to write (``pytest``, ``typing``, ``re``…), or
  of a few known members of one that can (``os.path.join``, ``os.environ``, ``sys.path``,
  ``pathlib.Path``, ``json.dumps``, ``setuptools.setup``), and no written file shadows it;
  every name is bound in the file or a builtin that does not write (``open`` only called
  directly, to read); every attribute is one of the module's members, one of the file's own
  (``self.x``), or a method known not to write on any object (``append``, ``getoption``,
  ``add_marker``…: never ``write``, ``remove``, ``replace``, ``copy``); no ``print(file=)``,
  no string condition of ``skipif``/``xfail`` (pytest evaluates it as code).
* JS: every call is of a function the file defines, of a name imported from a module known
  not to write (``path``, ``url``, ``vite``, ``vitest/config``, the reading
  functions of ``fs``…) or of a method known not to
  write (``resolve``, ``join``, ``map``…); ``require`` only as ``require('module')`` of such
  a module, ``import`` only static and of such a module, ``module`` only as
  ``module.exports``, ``process`` only as ``process.env``/``platform``/``cwd()``/
  ``version``/``versions``/``arch``/``argv``; none of the
  names that reach code built from text or the objects behind every value (``eval``,
  ``Function``, ``globalThis``, ``constructor``, ``__proto__``, ``setTimeout``…); no call of
  a computed value (``(...)()``, ``x[0]()``, a tagged template), no computed member.
* Rust (``build.rs``): paths only in ``std::env``/``std::path``/``std::collections``… (no
  ``std::fs``, ``std::process``, ``std::io``, ``File``, other crates), a ``use`` only of those
  and with no alias, macros only ``println!``/``format!``/``env!``…, no ``extern``, ``unsafe``,
  ``mod``; a printed line that starts with ``cargo:`` names only an instruction that links
  nothing (``rerun-if-changed``, ``rustc-cfg``, ``rustc-env``, ``warning``).
"""

from __future__ import annotations

import ast
import importlib
import re
import sys
import types
from collections import Counter
from collections.abc import Callable, Collection, Mapping

import tomllib

__all__ = ["harmless_code", "python_bindings", "python_values"]


def _words(text: str) -> list[str]:
    return text.split()


_LANGUAGES = {"py": "py", "js": "js", "cjs": "js", "mjs": "js", "ts": "js", "cts": "js"}
_LANGUAGES |= {"mts": "js", "rs": "rs"}


def harmless_code(
    path: str, text: str, written: Collection[str] = (), *, reads: bool = False
) -> bool:
    """Whether the code of the written file ``path`` is proven to write no file (``written``:
    the paths the answer writes, which may shadow a module the code imports; ``reads``: a
    JS program run on its own, which may also read files with ``fs``)."""
    language = _LANGUAGES.get(path.rsplit(".", 1)[-1] if "." in path else "")
    try:
        if language == "py":
            return _python_harmless(text, written)
        if language == "js":
            return _js_harmless(text, reads)
        if language == "rs":
            return _rust_harmless(text) and not _rust_crates(text, written)
    except (RecursionError, MemoryError):
        pass  # nested too deep to read: not proven
    return False


# -- Python --------------------------------------------------------------------------------

#: ``ANY``: every public member (and theirs) of the module is known not to write.
_ANY = None
#: ``PLAIN``: a value whose attributes are read as any object's (:data:`PY_METHODS`).
_PLAIN = "plain"
#: ``NO``: a member that may write (or one not known).
MAY_WRITE = "no"
_Allowed = dict[str, "_Allowed"] | str | None
#: The modules a hook may import, with the members known not to write (the rest, and every
#: module not here, may write: ``os.remove``, ``json.dump``, ``pytest.main``, ``shutil``).
PY_MODULES: dict[str, _Allowed] = dict.fromkeys(
    _words(
        "__future__ math cmath re string textwrap itertools functools collections dataclasses "
        "enum abc decimal fractions datetime random statistics numbers copy typing "
        "typing_extensions ast hashlib"
    ),
    _ANY,
)
PY_MODULES |= {
    "pytest": dict.fromkeys(
        _words(
            "fixture mark hookimpl param raises approx skip fail xfail warns deprecated_call "
            "Config Parser Item Session Metafunc FixtureRequest CallInfo TestReport Function "
            "Module Collector ExitCode MonkeyPatch"
        ),
        _PLAIN,
    )
    | {"mark": _ANY},
    "os": {
        "path": dict.fromkeys(
            _words(
                "join dirname abspath basename exists isfile isdir realpath normpath split "
                "splitext sep expanduser relpath "
                # (a file's size, times or kind: they stat it, never write)
                "getsize getmtime getatime getctime islink lexists isabs"
            ),
            _PLAIN,
        ),
        "environ": _PLAIN,
        "getenv": _PLAIN,
        "sep": _PLAIN,
        "name": _PLAIN,
        "getcwd": _PLAIN,
        "listdir": _PLAIN,  # (they list a folder; walk and scandir too)
        "scandir": _PLAIN,
        "walk": _PLAIN,
        "pathsep": _PLAIN,
        "linesep": _PLAIN,
        # (fix-shell52) the process's own ids, and waiting for a child process and reading
        # how it ended: they read process state, never write a file
        "getpid": _PLAIN,
        "getppid": _PLAIN,
        "wait": _PLAIN,
        "wait3": _PLAIN,
        "wait4": _PLAIN,
        "waitpid": _PLAIN,
        "waitstatus_to_exitcode": _PLAIN,
        "WNOHANG": _PLAIN,
        "WIFEXITED": _PLAIN,
        "WEXITSTATUS": _PLAIN,
        "WIFSIGNALED": _PLAIN,
        "WTERMSIG": _PLAIN,
    },
    "sys": {
        "path": _PLAIN,
        "version_info": _PLAIN,
        "platform": _PLAIN,
        "version": _PLAIN,
        "executable": _PLAIN,
    },
    # (fix-refusals39) an in-memory buffer (its write is to memory), a new temporary
    # folder under the system's (a new name: never a file of the answer)
    "io": {"BytesIO": _PLAIN, "StringIO": _PLAIN},
    "tempfile": {"mkdtemp": _PLAIN, "TemporaryDirectory": _PLAIN, "gettempdir": _PLAIN},
    "shutil": {"which": _PLAIN},  # finds a program on PATH (copy, move, rmtree: not listed)
    "pathlib": {"Path": _PLAIN, "PurePath": _PLAIN, "PurePosixPath": _PLAIN},
    "json": {"dumps": _PLAIN, "loads": _PLAIN, "load": _PLAIN, "JSONDecodeError": _PLAIN},
    "setuptools": {
        "setup": _PLAIN,
        "find_packages": _PLAIN,
        "find_namespace_packages": _PLAIN,
        "Extension": _PLAIN,
    },
}
#: Members of an ``_ANY`` module that run text as code (they evaluate annotations).
_PY_EVALUATES = frozenset({"get_type_hints", "get_annotations", "evaluate_forward_ref"})
#: The builtins a hook may name (``open`` only called to read: :func:`reading_open`).
PY_BUILTINS = frozenset(
    _words(
        "len str int float bool list dict set tuple frozenset range enumerate zip map filter "
        "sorted reversed min max sum any all abs round isinstance issubclass print repr hash "
        "iter next callable bytes chr ord hex oct bin divmod pow format object property "
        "staticmethod classmethod super slice complex ascii NotImplemented Ellipsis Exception "
        "BaseException ValueError TypeError KeyError RuntimeError AssertionError "
        "NotImplementedError ImportError ModuleNotFoundError AttributeError IndexError "
        "StopIteration LookupError OSError FileNotFoundError Warning UserWarning "
        "DeprecationWarning __file__ __name__ __doc__ open"
    )
)
#: The attributes read on any value: methods of str, list, dict, set, a pytest config, item,
#: request, parser and metafunc, and of a path that only compute or read. None writes on any
#: object this code can reach (no ``write``, ``remove``, ``replace``, ``copy``, ``rename``,
#: ``unlink``, ``touch``, ``mkdir``, ``open``, ``dump``, ``chdir``, ``setattr``).
PY_METHODS = frozenset(
    _words(
        "join split rsplit strip lstrip rstrip lower upper startswith endswith format encode "
        "decode splitlines partition rpartition count index find rfind isdigit isalpha title "
        "capitalize zfill ljust rjust center casefold removeprefix removesuffix append extend "
        "insert pop sort reverse clear get items keys values setdefault update popitem fromkeys "
        "add discard union intersection difference issubset issuperset read readlines close "
        "read_text read_bytes parent parents name stem suffix suffixes resolve absolute exists "
        "is_file is_dir joinpath with_suffix with_name relative_to as_posix cwd home major minor "
        "micro getoption getini addinivalue_line addoption getgroup param config node nodeid "
        "keywords add_marker get_closest_marker iter_markers own_markers fixturenames "
        "parametrize addfinalizer getfixturevalue setenv delenv get_result when passed failed "
        "skipped outcome args kwargs fixture usefixtures readline"
    )
)
#: The names a member of an ``_ANY`` module may not have: a module it imports is one of its
#: public members (``dataclasses.builtins``, ``typing_extensions.inspect``, ``enum.bltns``),
#: and a chain through it reaches every function of that module. Any name of a standard
#: module, or of a module a listed module binds here, is taken as such a module.
#: ``datetime`` and ``time`` are classes of ``datetime`` (and chains through the modules of
#: those names reach nothing that writes); a name imported by ``from M import name`` is
#: allowed when it is no module of ``M`` as this Python has it (``from copy import copy``).
_PY_MODULE_NAMES = frozenset(sys.stdlib_module_names) - {"datetime", "time"} | {"bltns"}
#: The keywords of ``setuptools.setup`` known to describe the project only (any other, such
#: as ``options`` / ``command_options`` / ``cmdclass`` / ``script_args``, may set what a
#: command writes and where).
_PY_SETUP_KEYWORDS = frozenset(
    _words(
        "name version description long_description long_description_content_type author "
        "author_email maintainer maintainer_email url license license_files classifiers "
        "keywords platforms project_urls python_requires install_requires extras_require "
        "packages py_modules package_dir include_package_data zip_safe entry_points"
    )
)
#: pytest evaluates a string condition of these marks as code.
_PY_CONDITIONS = frozenset({"skipif", "xfail"})


#: The most classes of the file looked at for an attribute a class inherits from them.
_MAX_BASES = 32
#: The statements and patterns that bind a name of their own.
_NAMED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.ExceptHandler)
_NAMED_PATTERNS = (ast.MatchAs, ast.MatchStar)


def _binds(node: ast.AST) -> list[str]:
    """The names ``node`` binds (not by an import): an assignment's or ``del``'s name, an
    argument, a ``def``/``class``/``except ... as`` name, a ``case`` capture, ``global``."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
        return [node.id]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, _NAMED) or isinstance(node, _NAMED_PATTERNS):  # noqa: SIM101
        return [node.name or ""]
    if isinstance(node, ast.MatchMapping) and node.rest:
        return [node.rest]
    if isinstance(node, ast.Global | ast.Nonlocal):
        return list(node.names)
    return []


#: The names the builtins are reached by: an attribute stored on one binds that builtin.
_BUILTINS_MODULES = frozenset({"builtins", "__builtins__"})


def python_builtins_stored(tree: ast.AST) -> dict[str, str]:
    """The builtins Python ``tree`` binds again through their module, each with the source of
    the value stored (``builtins.print = os.remove``, ``__builtins__.len = f``,
    ``__builtins__['print'] = f``, ``setattr(builtins, 'print', f)``): every later bare
    ``print(...)`` calls that value, as if ``print = os.remove`` had been typed."""
    stored: dict[str, str] = {}
    for node in ast.walk(tree):
        pairs: list[tuple[ast.expr, ast.expr]] = []
        if isinstance(node, ast.Assign):
            pairs = [(target, node.value) for target in node.targets]
        elif isinstance(node, ast.AnnAssign | ast.AugAssign) and node.value is not None:
            pairs = [(node.target, node.value)]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "setattr"
            and len(node.args) == 3
            and isinstance(node.args[0], ast.Name)
            and node.args[0].id in _BUILTINS_MODULES
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
        ):
            stored[node.args[1].value] = ast.unparse(node.args[2])
        for target, value in pairs:
            name = _builtin_target(target)
            if name is not None:
                stored[name] = ast.unparse(value)
    return stored


def _builtin_target(target: ast.expr) -> str | None:
    """The builtin's name ``target`` stores on its module (``builtins.print``,
    ``__builtins__['print']``), or None."""
    name: object
    if isinstance(target, ast.Attribute):
        base, name = target.value, target.attr
    elif isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant):
        base, name = target.value, target.slice.value
    else:
        return None
    if isinstance(base, ast.Name) and base.id in _BUILTINS_MODULES and isinstance(name, str):
        return name
    return None


def python_rebound(tree: ast.AST) -> set[str]:
    """The names Python ``tree`` (a line typed in a session) binds again or changes, so that
    they no longer hold what the lines above bound them to: every name it binds
    (:func:`_binds`, the rule :func:`harmless_code` reads a file's names by: ``def m():``,
    ``class m:``, ``case m:``), and the name an attribute or item is stored on or deleted
    from (``c.most_common = os.remove``, ``d['f'] = ...``, ``re.match = os.remove``: the
    object or module is another from then on), and a builtin stored on its module
    (``builtins.print = os.remove``: :func:`python_builtins_stored`)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        names.update(_binds(node))
        if isinstance(node, ast.Attribute | ast.Subscript) and isinstance(
            node.ctx, ast.Store | ast.Del
        ):
            root: ast.expr = node
            while isinstance(root, ast.Attribute | ast.Subscript | ast.Call):
                root = root.func if isinstance(root, ast.Call) else root.value
            if isinstance(root, ast.Name):
                names.add(root.id)
    return names | set(python_builtins_stored(tree))


def _python_harmless(text: str, written: Collection[str]) -> bool:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return False
    checking = _type_checking(tree)
    shadowed = _shadowed(written)
    if any(_written_module(path) in sys.stdlib_module_names for path in written):
        return False  # Python run from the project imports it for a standard module
    modules: dict[str, _Allowed] = {}  # a name an import binds: what it may reach
    stored: set[str] = set()  # every other name the file binds
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            if not _python_import(node, modules, shadowed):
                return False
        else:
            stored.update(_binds(node))
    owns = _own_attributes(tree)
    for name in stored & set(modules):
        del modules[name]  # bound again: no longer (only) the module
    modules |= _literal_names(tree, modules)
    modules |= _made_names(tree, modules)
    if any(_chain(test, modules) is not _ANY for test in checking):
        return False  # ``TYPE_CHECKING`` not typing's: the block skipped may run
    reading = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call) and reading_open(n)}
    places = _condition_places(tree)
    for node in ast.walk(tree):
        if _is_condition_mark(node, modules) and id(node) not in places:
            return False  # ``s = pytest.mark.skipif``: called where its condition is not read
        if isinstance(node, ast.Name):
            if node.id == "open" and id(node) not in reading:
                return False  # open to write, or bound to another name
            if node.id not in stored and node.id not in modules and node.id not in PY_BUILTINS:
                return False
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store | ast.Del)
            and _chain(node.value, modules) != _PLAIN
        ):
            return False  # ``typing.TYPE_CHECKING = True``: a module's member changed
        elif (isinstance(node, ast.Attribute) and not _python_attribute(node, modules, owns)) or (
            isinstance(node, ast.Call) and not _python_call(node, modules)
        ):
            return False
    return True


def python_values(code: str) -> tuple[list[str], str]:
    """What Python ``code`` (not proven harmless: :func:`harmless_code`) gives the calls that
    may write: the strings it computes from what it spells (``f'{name}.py'`` after ``name =
    'a'``: ``a.py``), and the first value it does not spell ("" when none): a name it does
    not bind to a spelled value once (``open(p, 'w')`` with ``p`` bound elsewhere), an
    f-string of such a name, a call's result (``os.path.join(d, 'a.py')``), an item, an
    attribute of one, a name imported ``from`` a module. The object a method is asked of is
    given to it too (``p.write_text('q')``, ``Path('a').with_suffix('.py').unlink()``), but
    a module imported and a file ``open`` returns; a ``for`` over ``range()`` or a literal
    list binds its values (:func:`_bound_by`). Such a value may be the path of any file.
    The reading is inverted, as :func:`harmless_code`'s is: every call is weighed but those
    known not to write (a builtin of :data:`PY_BUILTINS` but ``open``, ``print`` without
    ``file=``, ``open`` to read, a method of :data:`PY_METHODS`), whatever its name
    (``open``, ``Path(p)``, ``os.remove``, ``shutil.move``, a function of the project).
    Code that does not parse: nothing read."""
    try:
        tree = ast.parse(code)
        return _python_values(tree)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return [], ""


def python_bindings(tree: ast.Module, known: Mapping[str, str]) -> dict[str, str | None]:
    """The names the Python ``tree`` (a line typed in a session) binds, each with the
    literal of the value it binds when the code spells it (``p = 'a.py'``; ``n + '.py'``
    after ``n = 'a'``: ``'a.py'``), None when not (``p = input()``, a loop's name).
    ``known``: the statements typed above that bind the names it reads (``n = 'a'``),
    read as :func:`python_values` reads an assignment."""
    bound: dict[str, list[str] | None] = {}
    for name, source in known.items():
        try:
            above = ast.parse(source).body
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        if len(above) == 1 and isinstance(above[0], ast.Assign):
            bound[name] = _spelled(above[0].value, {})
        elif len(above) == 1 and isinstance(above[0], ast.Import):
            bound[name] = []  # a module: no path
    stores = Counter(
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del)
    )
    found: dict[str, str | None] = dict.fromkeys(stores)
    for statement in tree.body:
        if (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name)
            and stores[statement.targets[0].id] == 1
        ):
            name = statement.targets[0].id
            value = _spelled(statement.value, bound)
            bound[name] = value
            if value is None:
                found[name] = None
            elif isinstance(statement.value, ast.Tuple | ast.List | ast.Set):
                found[name] = repr(value)  # (its strings, as a list)
            elif isinstance(statement.value, ast.Constant) and not value:
                found[name] = repr(statement.value.value)  # (a number)
            else:
                found[name] = repr(value[0]) if len(value) == 1 else None
    return found


#: A value not spelled in the code (:func:`python_values`).
_UNSPELLED = None
#: The longest string computed from spelled parts (``a = a + a`` typed again and again
#: doubles it): a longer one is taken as not spelled, any path.
_MAX_SPELLED = 4096


def _python_values(tree: ast.Module) -> tuple[list[str], str]:
    stores = Counter(
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del)
    )
    bound: dict[str, list[str] | None] = {}  # a name bound once at the top: its value
    for statement in tree.body:
        if isinstance(statement, ast.Import):
            for alias in statement.names:
                name = alias.asname or alias.name.split(".")[0]
                bound[name] = [] if name not in bound else _UNSPELLED  # a module: no path
        elif isinstance(statement, ast.ImportFrom):
            for alias in statement.names:
                # a member of a module (``from cfg import TARGET``): a value not spelled here
                bound[alias.asname or alias.name] = _UNSPELLED
        elif (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name)
            and stores[statement.targets[0].id] == 1
        ):
            bound[statement.targets[0].id] = _spelled(statement.value, bound)
    for node in ast.walk(tree):
        for name, binding in _bound_by(node, bound):
            if stores[name] == 1:
                bound[name] = binding
    computed: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _not_writing(node):
            continue
        given = [*node.args, *(k.value for k in node.keywords)]
        if isinstance(node.func, ast.Attribute) and not _opened(node.func.value):
            # the object a method is asked of is given to it (``p.write_text('q')``,
            # ``Path('a').with_suffix('.py').unlink()``): a path, unless it is spelled
            given.append(node.func.value)
        for value in given:
            spelled = _spelled(value, bound)
            if spelled is _UNSPELLED:
                return computed, ast.unparse(value)
            computed.extend(spelled)
    return computed, ""


def _bound_by(
    node: ast.AST, bound: Mapping[str, list[str] | None]
) -> list[tuple[str, list[str] | None]]:
    """The names a statement other than an assignment binds to a value known to name no path
    but the strings it spells (:func:`python_values`): a ``for`` over ``range(...)`` (numbers)
    or over a literal tuple, list or set (its strings); the file ``with open(...) as f``
    opens (a file object: the ``open`` call is weighed itself)."""
    if isinstance(node, ast.For | ast.comprehension) and isinstance(node.target, ast.Name):
        over = node.iter
        if (
            isinstance(over, ast.Call)
            and isinstance(over.func, ast.Name)
            and over.func.id == "range"
            and not over.keywords
            and all(_spelled(a, bound) == [] for a in over.args)
        ):
            return [(node.target.id, [])]
        if isinstance(over, ast.Tuple | ast.List | ast.Set):
            return [(node.target.id, _spelled(over, bound))]
    if isinstance(node, ast.With | ast.AsyncWith):
        return [
            (item.optional_vars.id, [])
            for item in node.items
            if isinstance(item.optional_vars, ast.Name)
            and isinstance(item.context_expr, ast.Call)
            and isinstance(item.context_expr.func, ast.Name)
            and item.context_expr.func.id == "open"
        ]
    return []


def _opened(node: ast.expr) -> bool:
    """``open(...)``: a file object, asked of (``open(p, 'w').write('q')``); the ``open`` call
    is weighed itself (:func:`python_values`)."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "open"


def _not_writing(call: ast.Call) -> bool:
    """A call known not to write whatever it is given (:func:`python_values`)."""
    func = call.func
    if isinstance(func, ast.Name) and func.id == "open":
        return reading_open(call)
    if isinstance(func, ast.Name) and func.id == "print":
        return all(k.arg not in ("file", None) for k in call.keywords)
    if isinstance(func, ast.Name):
        return func.id in PY_BUILTINS
    return isinstance(func, ast.Attribute) and func.attr in PY_METHODS


def _spelled(node: ast.expr, bound: Mapping[str, list[str] | None]) -> list[str] | None:
    """The strings a value spelled in the code is made of (a number: none), or None when
    it is not spelled there (:func:`python_values`)."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bytes):
            return [node.value.decode("utf-8", "replace")]
        return [node.value] if isinstance(node.value, str) else []
    if isinstance(node, ast.Name):
        return bound.get(node.id, _UNSPELLED)
    if isinstance(node, ast.JoinedStr):
        text = ""
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                if part.conversion != -1 or part.format_spec is not None:
                    return _UNSPELLED
                value = _spelled(part.value, bound)
                if value is None or len(value) != 1:
                    return _UNSPELLED  # (a number in it, ``f'{n}.py'``: not read)
                text += value[0]
            else:
                spelled = _spelled(part, bound)
                if spelled is None:
                    return _UNSPELLED
                text += "".join(spelled)
        return [text] if len(text) <= _MAX_SPELLED else _UNSPELLED
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _spelled(node.left, bound), _spelled(node.right, bound)
        if left is None or right is None:
            return _UNSPELLED
        if len(left) == len(right) == 1:
            joined = left[0] + right[0]
            return [joined] if len(joined) <= _MAX_SPELLED else _UNSPELLED
        return [] if not left and not right else _UNSPELLED
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        found: list[str] = []
        for item in node.elts:
            spelled = _spelled(item, bound)
            if spelled is None:
                return _UNSPELLED
            found.extend(spelled)
        return found
    if isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant):
        return []  # (``-1``)
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "open"
        and reading_open(node)
        and all(_spelled(a, bound) is not None for a in node.args)
    ):
        return []  # a file opened to read (``json.load(open('c.json'))``): no path given on
    return _UNSPELLED


def _type_checking(tree: ast.AST) -> list[ast.expr]:
    """Empty the body of each ``if TYPE_CHECKING:`` (never run: imports for annotations)
    and give its test, to be checked as typing's ``TYPE_CHECKING``."""
    tests = []
    for node in ast.walk(tree):
        test = node.test if isinstance(node, ast.If) else None
        name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", "")
        if test is not None and name == "TYPE_CHECKING":
            node.body = [ast.Pass()]  # type: ignore[attr-defined]
            tests.append(test)
    return tests


def _own_attributes(tree: ast.AST) -> Callable[[ast.AST, str], bool]:
    """Whether a node is inside a class that (or one of whose bases in the file) defines an
    attribute: its methods, its class-level names, what ``self.x = ...`` stores. ``self.x``
    is then the class's own, not an inherited method of a base (``class P(Path)``:
    ``self.unlink`` is Path's unless P defines it)."""
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    own: dict[str, set[str]] = {}
    for node in classes:
        names = own.setdefault(node.name, set())
        for item in node.body:
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(item.name)
            targets = item.targets if isinstance(item, ast.Assign) else []
            targets += [item.target] if isinstance(item, ast.AnnAssign) else []
            names.update(t.id for t in targets if isinstance(t, ast.Name))
        for inner in ast.walk(node):
            if (
                isinstance(inner, ast.Attribute)
                and isinstance(inner.ctx, ast.Store)
                and isinstance(inner.value, ast.Name)
                and inner.value.id in ("self", "cls")
            ):
                names.add(inner.attr)
    bases = {
        node.name: [b.id for b in node.bases if isinstance(b, ast.Name) and b.id in own]
        for node in classes
    }
    # a class whose ``self`` may be another object: a base not of the file (or a metaclass),
    # a call in its body (``w(pathlib.Path('a.py'))`` calls a method with a Path as self),
    # a method read through the class (``C.w(path)``), the name defined twice
    foreign = {n.name for n in classes if len(n.bases) != len(bases[n.name]) or n.keywords}
    counts = Counter(n.name for n in classes)
    foreign |= {name for name, count in counts.items() if count > 1}
    for node in classes:
        for item in node.body:
            if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                called = not all(map(_module_call, item.decorator_list))
            else:
                called = any(isinstance(c, ast.Call) for c in ast.walk(item))
            if called:
                foreign.add(node.name)
    # the class reached other than by ``C(...)`` or as a base of a class of the file
    # (``C.w(path)``, ``D = C``, ``isinstance(x, C)``): a method may get any value as self
    allowed = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
    allowed |= {id(b) for n in classes for b in n.bases}
    for inner in ast.walk(tree):
        if isinstance(inner, ast.Name) and inner.id in own and id(inner) not in allowed:
            foreign.add(inner.id)
        elif isinstance(inner, ast.arg) and inner.arg in own:
            foreign.add(inner.arg)
    # a decorator other than pytest's (``staticmethod``, ``classmethod``, a function of the
    # file): the first parameter may be any value the caller passes, not the instance
    pytest_bound = _only_imported(tree, "pytest")
    methods: dict[int, str] = {}  # a node of a method: the name its instance is bound to
    for node in classes:
        for item in node.body:
            if (
                isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                and item.args.args
                and all(_pytest_decorator(d, pytest_bound) for d in item.decorator_list)
            ):
                first = item.args.args[0].arg
                rebound = any(
                    (isinstance(n, ast.Name) and n.id == first and not isinstance(n.ctx, ast.Load))
                    or (isinstance(n, ast.arg) and n.arg == first and n is not item.args.args[0])
                    for n in ast.walk(item)
                )
                if not rebound:
                    methods.update(dict.fromkeys(map(id, ast.walk(item)), first))
    inside: dict[int, str] = {}
    for node in classes:  # outer classes first: an inner class overrides
        inside.update(dict.fromkeys(map(id, ast.walk(node)), node.name))

    def owns(node: ast.AST, attribute: str) -> bool:
        """Whether the class ``node`` is in (or one of its bases in the file, the first
        :data:`_MAX_BASES` looked at) defines ``attribute``, ``node`` reading it on the
        instance a method of that class is given (never on a foreign object)."""
        value = getattr(node, "value", None)
        if methods.get(id(node)) != getattr(value, "id", None):
            return False
        todo = [inside[id(node)]] if id(node) in inside else []
        seen: set[str] = set()
        while todo and len(seen) < _MAX_BASES:
            name = todo.pop()
            if name in foreign:
                return False
            if name in seen:
                continue
            if attribute in own[name]:
                return True
            seen.add(name)
            todo += bases[name]
        return False

    return owns


def _only_imported(tree: ast.AST, name: str) -> bool:
    """Whether ``name`` is bound in the file by ``import name`` only (no other binding, no
    ``from M import *``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Name | ast.Global | ast.Nonlocal | ast.arg | ast.alias):
            names = getattr(node, "names", None) or [getattr(node, "id", None)]
            if isinstance(node, ast.arg):
                names = [node.arg]
            elif isinstance(node, ast.alias):
                plain = node.asname is None and node.name == name
                names = [] if plain else [node.asname or node.name.split(".")[0]]
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                continue
            if name in names or "*" in names:
                return False
        elif isinstance(node, _NAMED + _NAMED_PATTERNS) and node.name == name:
            return False
    return True


def _pytest_decorator(decorator: ast.expr, pytest_bound: bool) -> bool:
    """Whether a method's decorator is pytest's (``@pytest.fixture(...)``,
    ``@pytest.mark.x``), which keeps the instance as the first parameter: every name in it
    is ``pytest``, bound by ``import pytest`` only."""
    names = [n for n in ast.walk(decorator) if isinstance(n, ast.Name)]
    root = decorator.func if isinstance(decorator, ast.Call) else decorator
    return (
        pytest_bound
        and isinstance(root, ast.Attribute)
        and all(n.id == "pytest" for n in names)
        and not any(isinstance(n, ast.Lambda | ast.NamedExpr) for n in ast.walk(decorator))
    )


def _written_module(path: str) -> str:
    """The module a written file is when its folder is on ``sys.path`` (``plistlib.py``,
    ``email/__init__.py``; "" for any other file)."""
    parts = path.split("/")
    if parts[-1] == "__init__.py" and len(parts) > 1:
        return parts[-2]
    return parts[-1][:-3] if parts[-1].endswith(".py") else ""


def _module_call(decorator: ast.expr) -> bool:
    """A decorator that is no call, or the call of a module's member (``pytest.fixture()``),
    not of a function of the file (which may call the method with any object)."""
    if not isinstance(decorator, ast.Call):
        return True
    return isinstance(decorator.func, ast.Attribute) and not any(
        isinstance(c, ast.Call) for a in decorator.args for c in ast.walk(a)
    )


def _shadowed(written: Collection[str]) -> set[str]:
    """The top-level module names a written file may stand for (``json.py``, ``json/``)."""
    names = set()
    for path in written:
        parts = path.split("/")
        names.update(parts[:-1])
        if parts[-1].endswith(".py"):
            names.add(parts[-1][:-3])
    return names


def _python_import(
    node: ast.Import | ast.ImportFrom, modules: dict[str, _Allowed], shadowed: set[str]
) -> bool:
    """Bind the names of an import of a module known not to write (False: any other)."""
    if isinstance(node, ast.ImportFrom):
        if node.level or node.module is None:
            return False  # the answer's own modules: their code is not read here
        base = _python_module(node.module, shadowed)
        if base == _PLAIN:
            return False
        for alias in node.names:
            member = member_of(base, alias.name)
            if member == MAY_WRITE and base is _ANY and _no_module(node.module, alias.name):
                member = _ANY  # ``from random import random``: the module's function
            if alias.name == "*" or member == MAY_WRITE:
                return False
            modules[alias.asname or alias.name] = member
        return True
    for alias in node.names:
        allowed = _python_module(alias.name, shadowed)
        if allowed == _PLAIN:
            return False
        if alias.asname:
            modules[alias.asname] = allowed
        else:
            top = alias.name.split(".")[0]
            modules[top] = _python_module(top, shadowed)
    return True


def _no_module(module: str, name: str) -> bool:
    """Whether the public member ``name`` of the allowed module ``module`` is, in this
    Python, a value other than a module (a function, a class: not a module it imports)."""
    if name.startswith("_") or name in _PY_EVALUATES or module.split(".")[0] not in PY_MODULES:
        return False
    try:
        value = getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return False
    return not isinstance(value, types.ModuleType)


def _python_module(dotted: str, shadowed: set[str]) -> _Allowed:
    """What the module ``dotted`` may reach (``_PLAIN``: not a module known not to write)."""
    parts = dotted.split(".")
    if parts[0] in shadowed or parts[0] not in PY_MODULES:
        return _PLAIN
    allowed: _Allowed = PY_MODULES[parts[0]]
    for part in parts[1:]:
        # a dotted import names a real submodule (``collections.abc``), not a member bound
        member = _ANY if allowed is _ANY and not part.startswith("_") else member_of(allowed, part)
        if member in (MAY_WRITE, _PLAIN):
            return _PLAIN
        allowed = member
    return allowed


def member_of(allowed: _Allowed, name: str) -> _Allowed:
    """What ``allowed``'s member ``name`` may reach (``MAY_WRITE``: a member that may write)."""
    if name.startswith("_") or allowed == MAY_WRITE:
        return MAY_WRITE
    if allowed is _ANY:
        return MAY_WRITE if name in _PY_EVALUATES or name in _PY_MODULE_NAMES else _ANY
    if isinstance(allowed, dict):
        return allowed.get(name, MAY_WRITE)
    return _PLAIN if name in PY_METHODS else MAY_WRITE


def _chain(node: ast.expr, modules: dict[str, _Allowed]) -> _Allowed:
    """What a value may reach: a module's member by its chain of names, an object such a
    member makes of plain data (:func:`_made`), else ``_PLAIN``."""
    if isinstance(node, ast.Name) and node.id in modules:
        return modules[node.id]
    if isinstance(node, ast.Call) and _made(node, modules):
        return _ANY
    if isinstance(node, ast.Attribute):
        return member_of(_chain(node.value, modules), node.attr)
    return _PLAIN


def _made(call: ast.Call, modules: dict[str, _Allowed]) -> bool:
    """A call of a member of a module known not to write (``re.match(r'a', s)``,
    ``datetime(2024, 1, 2)``, ``Counter('aab')``) given plain data only: every name in what
    it is given is a builtin or reaches only such a module. What it returns is an object of
    that module (a match, a date, a counter): its public members write no file either
    (``m.group(0)``, ``.strftime('%Y')``, ``.most_common(1)``). Given another module or an
    object not known (``copy.copy(os)``, ``functools.partial(f)``), it is not."""
    if _chain(call.func, modules) is not _ANY or any(k.arg is None for k in call.keywords):
        return False
    for given in [*call.args, *(k.value for k in call.keywords)]:
        for node in ast.walk(given):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
                return False
            if isinstance(node, ast.Name) and node.id not in PY_BUILTINS:
                if modules.get(node.id, MAY_WRITE) is not _ANY and (
                    node.id not in modules or modules[node.id] != _PLAIN
                ):
                    return False  # (a name bound once to a literal is plain data)
            elif isinstance(node, ast.Lambda | ast.NamedExpr | ast.Starred):
                return False
    return True


def _literal_names(tree: ast.AST, modules: dict[str, _Allowed]) -> dict[str, _Allowed]:
    """The names bound once, by a plain assignment, to a literal (``s = 'a.py'``, ``y =
    2024``): plain data, as the literal written in their place is (:func:`_made`)."""
    binds: Counter[str] = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Global | ast.Nonlocal):
            binds.update(dict.fromkeys(node.names, 2))
        else:
            binds.update(_binds(node))
    return {
        node.targets[0].id: _PLAIN
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(node.value, ast.Constant)
        and binds[node.targets[0].id] == 1
        and node.targets[0].id not in modules
    }


def _made_names(tree: ast.AST, modules: dict[str, _Allowed]) -> dict[str, _Allowed]:
    """The names bound once, by a plain assignment, to what a call :func:`_made` returns
    (``m = re.match(r'a', s)``): such an object, as the call is."""
    binds: Counter[str] = Counter()
    assigned: dict[str, ast.expr] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Global | ast.Nonlocal):
            binds.update(dict.fromkeys(node.names, 2))
        else:
            binds.update(_binds(node))
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ):
            assigned[node.targets[0].id] = node.value
    made: dict[str, _Allowed] = {}
    for name, value in assigned.items():
        made_here = isinstance(value, ast.Call) and _made(value, modules)
        if binds[name] == 1 and name not in modules and made_here:
            made[name] = _ANY
    return made


def _python_attribute(
    node: ast.Attribute, modules: dict[str, _Allowed], owns: Callable[[ast.AST, str], bool]
) -> bool:
    value = node.value
    if isinstance(value, ast.Name) and value.id in ("self", "cls") and owns(node, node.attr):
        return True
    if (
        node.attr == "__init__"
        and isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id == "super"
    ):
        return True  # ``super().__init__(...)``: a base's constructor
    return _chain(node, modules) != MAY_WRITE


def reading_open(call: ast.Call) -> bool:
    """``open(path)`` / ``open(path, "r")``: called directly, a literal mode that only reads."""
    if not isinstance(call.func, ast.Name) or call.func.id != "open" or len(call.args) > 2:
        return False
    if any(isinstance(a, ast.Starred) for a in call.args):
        return False
    modes = call.args[1:]
    for keyword in call.keywords:
        if keyword.arg == "mode":
            modes.append(keyword.value)
        elif keyword.arg not in ("encoding", "errors", "newline", "buffering"):
            return False  # ``opener=``, ``**options``
    return all(
        isinstance(m, ast.Constant) and isinstance(m.value, str) and set(m.value) <= set("rbt")
        for m in modes
    )


def _python_call(node: ast.Call, modules: dict[str, _Allowed]) -> bool:
    """No ``print(file=)``, no ``**options`` given to a module's function, no string
    condition of a ``skipif``/``xfail`` mark."""
    func = node.func
    if isinstance(func, ast.Name) and func.id == "print":
        return all(k.arg not in ("file", None) for k in node.keywords)
    if _is_condition_mark(func, modules):
        if any(k.arg is None for k in node.keywords) or any(
            isinstance(a, ast.Starred) for a in node.args
        ):
            return False  # ``**{'condition': code}``: a condition not read
        conditions = node.args[:1] + [k.value for k in node.keywords if k.arg == "condition"]
        return all(_boolean(c, modules) for c in conditions)
    root = func
    while isinstance(root, ast.Attribute):
        root = root.value
    if isinstance(root, ast.Name) and root.id in modules:
        # a module's function: no options it is not shown (``setup(**kw)``, ``script_args``)
        if any(k.arg is None for k in node.keywords):
            return False
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name == "setup":  # setuptools' (the only listed ``setup``): metadata only
            return all(k.arg in _PY_SETUP_KEYWORDS for k in node.keywords)
        return all(k.arg not in ("script_args", "options") for k in node.keywords)
    return True


def _boolean(node: ast.expr, modules: dict[str, _Allowed]) -> bool:
    """Whether an expression is a bool, never a string pytest would evaluate: ``not x``, a
    bool literal, ``bool(x)``, ``in``, a comparison of literals and modules' members
    (``sys.platform == "win32"``: ``==`` on an object of the file's own class may return a
    string), ``and``/``or`` of those."""
    if isinstance(node, ast.BoolOp):
        return all(_boolean(v, modules) for v in node.values)
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.Not)
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Name) and node.func.id == "bool"
    if isinstance(node, ast.Compare):
        if all(isinstance(op, ast.In | ast.NotIn) for op in node.ops):
            return True
        return all(
            isinstance(v, ast.Constant)
            or (isinstance(v, ast.Tuple) and all(isinstance(e, ast.Constant) for e in v.elts))
            or (isinstance(v, ast.Attribute) and _chain(v.value, modules) != _PLAIN)
            for v in [node.left, *node.comparators]
        )
    return isinstance(node, ast.Constant) and isinstance(node.value, bool)


def _is_condition_mark(node: ast.AST, modules: dict[str, _Allowed]) -> bool:
    """``pytest.mark.skipif`` / ``mark.xfail``: a mark whose string condition is code."""
    return (
        isinstance(node, ast.Attribute)
        and node.attr in _PY_CONDITIONS
        and _chain(node.value, modules) is _ANY
    )


def _condition_places(tree: ast.AST) -> set[int]:
    """The nodes where a ``skipif``/``xfail`` mark may stand without being called by the
    code (its call is read by :func:`_python_call`): a decorator, a call's function, the
    ``marks=`` of ``pytest.param`` (alone or in a list)."""
    places: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            places.update(id(d) for d in node.decorator_list)
        elif isinstance(node, ast.Call):
            places.add(id(node.func))
            for keyword in node.keywords:
                if keyword.arg == "marks":
                    value = keyword.value
                    items = value.elts if isinstance(value, ast.List | ast.Tuple) else [value]
                    places.update(id(v) for v in items)
    return places


# -- JS ------------------------------------------------------------------------------------

#: The modules a JS hook may import or require: none of their members writes a file.
_JS_MODULES: dict[str, frozenset[str]] = {
    "path": frozenset({"*"}),  # every export computes a path
    "node:path": frozenset({"*"}),
    "url": frozenset({"fileURLToPath", "pathToFileURL", "URL"}),
    "node:url": frozenset({"fileURLToPath", "pathToFileURL", "URL"}),
    "vite": frozenset({"defineConfig", "mergeConfig", "loadEnv"}),  # not ``build``
    "vitest/config": frozenset({"defineConfig", "mergeConfig", "configDefaults"}),
    "@playwright/test": frozenset({"defineConfig", "devices"}),
    "jest": frozenset(),
    "ts-jest": frozenset(),
    "@jest/types": frozenset(),
    "@vitejs/plugin-react": frozenset({"default"}),
    "@vitejs/plugin-vue": frozenset({"default"}),
    "@vitejs/plugin-react-swc": frozenset({"default"}),
}
#: The functions of node's ``fs`` (and ``fs/promises``) that read, test or state a file and
#: write none, when given no options object (``{flag: 'w'}`` would empty the file): each
#: is accepted only with strings after its first argument (:func:`_js_read_arguments`).
_JS_FS_READERS = frozenset(
    _words(
        "readFileSync existsSync statSync lstatSync readdirSync accessSync realpathSync "
        "readFile stat lstat readdir access realpath createReadStream"
    )
)
#: The modules a program run on its own may load besides (``reads``): a hook's ``fs`` may be
#: handed to the tool that loads it (``export { rmSync } from 'fs'``), a program's is not.
_JS_READING_MODULES = _JS_MODULES | dict.fromkeys(
    ("fs", "node:fs", "fs/promises", "node:fs/promises"), _JS_FS_READERS
)
#: The names that reach code built from text, the module system, the process or the objects
#: behind every value (``x.constructor.constructor`` is ``Function``): never accepted.
_JS_REACH = frozenset(
    _words(
        "eval Function globalThis global window self Reflect Proxy constructor __proto__ "
        "prototype getPrototypeOf setPrototypeOf getOwnPropertyDescriptor "
        "getOwnPropertyDescriptors getOwnPropertyNames defineProperty defineProperties "
        "__defineGetter__ __defineSetter__ __lookupGetter__ Deno Bun WebAssembly "
        "prepareStackTrace captureStackTrace caller callee arguments setTimeout setInterval "
        "setImmediate queueMicrotask with"
    )
)
#: The functions a JS hook may call by their name, and the methods on any value: none
#: writes on any object a configuration can reach.
_JS_FUNCTIONS = frozenset(
    _words(
        "String Number Boolean parseInt parseFloat isNaN isFinite encodeURIComponent "
        "decodeURIComponent Symbol"
    )
)
_JS_METHODS = frozenset(
    _words(
        "resolve join dirname basename extname relative normalize isAbsolute fileURLToPath "
        "pathToFileURL map filter concat includes startsWith endsWith split replace trim "
        "toLowerCase toUpperCase slice indexOf some every find forEach reduce keys entries "
        "values fromEntries assign freeze isArray stringify parse push flat flatMap toString cwd "
        "defineConfig then length size isFile isDirectory mtimeMs"
    )
)
_JS_METHODS |= _JS_FS_READERS  # (``fs.readFileSync('a.js')``: as a method, the same check)
#: The methods of the global ``console`` (``console.log(...)``): they print, to the
#: process's output only (a console made to write a file needs ``fs``, never accepted).
_JS_CONSOLE = frozenset(_words("log error warn info debug dir table"))
#: The words after which a ``(`` opens no call, and after which a ``/`` starts a regex.
_JS_KEYWORDS = frozenset(
    _words(
        "if for while switch catch function return typeof await of in new delete void instanceof "
        "else do case throw yield async"
    )
)
#: The reserved words before a ``(`` that opens no call (``if (``, ``return (``); ``of``,
#: ``async``, ``await``, ``yield`` may be names of functions (``of(...)``: a call).
_JS_NO_CALL = frozenset(
    _words(
        "if for while switch catch function return typeof new delete void in instanceof else "
        "do case throw"
    )
)
#: The reserved words after which a ``/`` starts a regex (none may be a variable's name).
_JS_REGEX_AFTER = _JS_NO_CALL | {"default", "extends", "export"}
#: The words that may be a name or a keyword (``of / 2`` divides, ``yield /re/`` does not).
_JS_CONTEXTUAL = frozenset(_words("of async await yield let static get set from as"))
#: The methods that call a function given to them (``forEach(fs.unlinkSync)``).
_JS_CALLBACKS = frozenset(
    _words("map filter some every find forEach reduce flatMap replace sort then catch finally")
)
#: Keys of a JS configuration whose string the tool runs as a shell command (playwright's
#: ``webServer: { command }``).
_JS_COMMAND_KEYS = frozenset(_words("webServer command"))
_JS_TOKEN = re.compile(
    r"""(?P<space>\s+)|(?P<comment>//[^\n]*|/\*.*?\*/)|(?P<name>[A-Za-z_$][\w$]*)"""
    r"""|(?P<number>\d[\w.]*)|(?P<string>'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")"""
    r"""|(?P<op>=>|\.\.\.|\?\.|[^\s\w'"`])""",
    re.DOTALL,
)
_JS_REGEX = re.compile(r"/(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])+/[a-z]*")


def _js_tokens(text: str) -> tuple[list[tuple[str, str]], set[int]] | None:
    """The tokens of JS code: (kind, text), a template literal as ``template`` tokens
    around the tokens of its ``${}`` parts, and the indexes of the tokens that start a line;
    None when the code is not read (an unclosed string or comment, a ``/`` that may start a
    regex or divide)."""
    if re.search("[\u2028\u2029]|\r(?!\n)|<!--|-->", text):
        return None  # a line end only JS knows, an HTML-like comment: not read
    tokens: list[tuple[str, str]] = []
    breaks: set[int] = set()
    braces: list[str] = []  # "{" of code, "`" of a template's ${ part
    n = 0
    while n < len(text):
        if text[n] == "`" or (text[n] == "}" and braces and braces[-1] == "`"):
            if text[n] == "}":
                braces.pop()
            end = n + 1
            while end < len(text) and text[end] != "`" and text[end : end + 2] != "${":
                end += 2 if text[end] == "\\" else 1
            if end >= len(text):
                return None
            tokens.append(("template", text[n:end]))
            if text[end] == "`":
                n = end + 1
            else:
                braces.append("`")
                n = end + 2
            continue
        if text[n] == "/" and text[n : n + 2] not in ("//", "/*"):
            last = tokens[-1] if tokens else ("op", "(")
            member = len(tokens) > 1 and tokens[-2][1] in (".", "?.")
            if last[0] == "name" and (member or last[1] in _JS_CONTEXTUAL):
                return None  # ``o.in / 1``, ``of / 2``: the grammar needs more than a word
            if (
                last[0] in ("name", "number", "string")
                or (last[0] == "template" and not last[1].endswith("${"))
            ) and last[1] not in _JS_REGEX_AFTER:
                tokens.append(("op", "/"))
                n += 1
                continue
            if last[1] in (")", "}", "]") or (
                last[1] in ("+", "-") and len(tokens) > 1 and tokens[-2][1] == last[1]
            ):
                return None  # divide or a regex: the grammar needs what came before
            found = _JS_REGEX.match(text, n)
            if found is None:
                return None
            tokens.append(("regex", found.group()))
            n = found.end()
            continue
        found = _JS_TOKEN.match(text, n)
        if found is None:
            return None
        kind = found.lastgroup or ""
        n = found.end()
        if kind in ("space", "comment"):
            if "\n" in found.group():
                breaks.add(len(tokens))
            continue
        value = found.group()
        if (value.startswith("/*") and not value.endswith("*/")) or value == "/*":
            return None
        if value == "{":
            braces.append("{")
        elif value == "}" and braces:
            braces.pop()
        tokens.append((kind, value))
    return None if braces else (tokens, breaks)


#: The members of node's ``process`` that are text or read only (``exit``, ``chdir``,
#: ``binding``, ``dlopen``: not listed).
_JS_PROCESS_READS = frozenset(_words("env platform cwd version versions arch argv"))


def _js_harmless(text: str, reads: bool = False) -> bool:
    modules = _JS_READING_MODULES if reads else _JS_MODULES
    read = _js_tokens(text)
    if read is None:
        return False
    tokens, breaks = read
    closes = _js_closing(tokens)
    owners = _js_owners(tokens)
    defined = set(_JS_FUNCTIONS) | _js_functions(tokens, closes)
    opened: list[str] = []  # the brackets open at each token
    typed = False  # in ``import type ... from``: erased, nothing runs
    n = 0
    while n < len(tokens):
        kind, value = tokens[n]
        before = tokens[n - 1] if n else ("op", ";")
        after = _next(tokens, n, 1)
        if value in ("(", "[", "{"):
            opened.append(value)
        elif value in (")", "]", "}") and opened:
            opened.pop()
        key = before[1] in ("{", ",") and after == ":" and opened[-1:] == ["{"]
        if kind == "string" and before[1] == "[" and value[1:-1] in _JS_REACH:
            return False
        if (kind == "name" and value in _JS_REACH) or value == "\\":
            return False  # ``\\u0065val``: a name spelled with an escape
        if kind != "name" or before[1] in (".", "?.") or key:
            pass
        elif value == "import":
            if (after == "type" and _next(tokens, n, 2) not in ("from", ",")) or (
                after == "{" and before[1] == "type"
            ):
                typed = True
            elif after != ".":  # ``import.meta``: nothing is loaded
                module = _js_import_from(tokens, n)
                if module is None:
                    return False  # ``import(...)``: a module named at run time
                if module not in modules:
                    return False
                defined.update(_js_bound(tokens, n, modules[module]))
        elif value == "from" and tokens[n + 1 :][:1] and tokens[n + 1][0] == "string":
            if not typed and tokens[n + 1][1][1:-1] not in modules:
                return False
            typed = False
        elif value == "require" and _js_fs_read(tokens, n):
            opened.append("(")  # (``require('fs').readFileSync(``: its strings follow)
            n += 7
            continue
        elif value == "require":
            if (
                after != "("
                or _next(tokens, n, 3) != ")"
                or tokens[n + 2][0] != "string"
                or not _js_required(tokens[n + 2][1][1:-1], modules)
            ):
                return False
            exports = modules.get(tokens[n + 2][1][1:-1], frozenset())
            defined.update(_js_destructured(tokens, n, exports))
            n += 4
            continue
        elif (value == "module" and (after != "." or _next(tokens, n, 2) != "exports")) or (
            value == "process"
            and (
                after != "."
                or _next(tokens, n, 2) not in _JS_PROCESS_READS
                or not _js_only_read(tokens, n)
            )
        ):
            return False
        computed = value == "[" and (
            (
                before[0] in ("name", "string", "template", "number")
                and before[1] not in _JS_KEYWORDS
            )
            or before[1] in (")", "]", "}", "?.")
            or (before[1] in ("{", ",") and opened[-2:-1] == ["{"])
        )
        if computed and (
            tokens[n + 1 :][:1] == []
            or tokens[n + 1][0] not in ("string", "number")
            or _next(tokens, n, 2) != "]"
        ):
            return False  # a member or key computed at run time: only a literal one
        if value == "(" and not _js_call_allowed(tokens, n, defined, breaks, closes):
            return False
        if (
            value == "("
            and before[1] in _JS_FS_READERS
            and not _js_read_arguments(tokens, n, closes)
        ):
            return False  # (an options object, or a value that may be one: may write)
        if kind == "name" and key and value in _JS_COMMAND_KEYS:
            return False  # a shell command (or a file) the tool runs: not this reader's
        if kind == "name" and not _js_callback_allowed(tokens, n, defined, owners):
            return False
        if (kind == "template" and value.startswith("`") and before[1] in (")", "]")) or (
            kind == "template"
            and value.startswith("`")
            and before[0] == "name"
            and before[1] not in _JS_NO_CALL
        ):
            return False  # a tagged template: a call of the tag
        if value == "new" and (
            _next(tokens, n, 1) not in ("URL", "Map", "Set", "Date", "RegExp", "Error")
            or _next(tokens, n, 2) == "."
        ):
            return False
        n += 1
    return True


#: The functions of node's ``fs`` that read a file and write none, given only strings (a
#: path, an encoding: not an options object, whose ``flag: 'w'`` would empty it).
_JS_FS_READS = frozenset(_words("readFileSync existsSync statSync lstatSync readdirSync"))


def _js_destructured(tokens: list[tuple[str, str]], n: int, exports: frozenset[str]) -> set[str]:
    """The names ``const { a, b } = require(...)`` at ``n`` binds to functions of ``exports``
    (a renamed one, ``{ a: b }``, or a nested pattern: none)."""
    if _next(tokens, n, -1) != "=" or _next(tokens, n, -2) != "}":
        return set()
    names: list[str] = []
    m = n - 3
    while m >= 0 and tokens[m][1] != "{":
        kind, value = tokens[m]
        if kind == "name":
            names.append(value)
        elif value != ",":
            return set()
        m -= 1
    return {name for name in names if name in exports or "*" in exports}


def _js_read_arguments(tokens: list[tuple[str, str]], n: int, closes: dict[int, int]) -> bool:
    """Whether the call of a reading ``fs`` function whose ``(`` is at ``n`` gives it, after
    its first argument (a path), only literal strings (an encoding): no options object nor a
    value that may be one."""
    end = closes.get(n)
    if end is None:
        return False
    depth = 0
    argument: list[tuple[str, str]] = []
    arguments: list[list[tuple[str, str]]] = []
    for kind, value in tokens[n + 1 : end]:
        if value in ("(", "[", "{"):
            depth += 1
        elif value in (")", "]", "}"):
            depth -= 1
        if value == "," and depth == 0:
            arguments.append(argument)
            argument = []
        else:
            argument.append((kind, value))
    arguments.append(argument)
    return all(
        len(given) == 1
        and (
            given[0][0] == "string"
            or (given[0][0] == "template" and given[0][1].endswith("`") and "${" not in given[0][1])
        )
        for given in arguments[1:]
        if given
    )


def _js_fs_read(tokens: list[tuple[str, str]], n: int) -> bool:
    """Whether ``require`` at ``n`` loads ``fs`` only to call one of its reading functions
    (:data:`_JS_FS_READS`) at once with strings alone: ``require('fs').readFileSync('a.py',
    'utf8')``."""
    shape = [_next(tokens, n, k) for k in range(1, 7)]
    if shape[0] != "(" or shape[2:4] != [")", "."] or shape[5] != "(":
        return False
    if tokens[n + 2][0] != "string" or tokens[n + 2][1][1:-1] not in ("fs", "node:fs"):
        return False
    if shape[4] not in _JS_FS_READS:
        return False
    m = n + 7
    while m < len(tokens) and tokens[m][1] != ")":
        if tokens[m][0] != "string" and tokens[m][1] != ",":
            return False  # (a value not spelled, an options object)
        m += 1
    return m < len(tokens)


def _js_required(module: str, modules: Mapping[str, frozenset[str]] = _JS_MODULES) -> bool:
    """Whether ``require(module)`` loads no code that may write: a module known not to, or a
    JSON file by a relative path (node parses a ``.json`` file as data: ``require(
    './package.json').version``; a bare ``x.json`` may be a package whose code runs)."""
    if module in modules:
        return True
    return module.startswith(("./", "../")) and module.endswith(".json") and "\\" not in module


#: The assignment operators (a ``=`` after any of them compares: ``==``, ``<=`` are none).
_JS_ASSIGNMENTS = _words("= += -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??=")


def _js_only_read(tokens: list[tuple[str, str]], n: int) -> bool:
    """Whether the member chain that starts at ``n`` (``process.env.X``) is read, not
    assigned, deleted or changed (``process.env.NODE_OPTIONS = ...`` reaches every node
    process the tool forks), nor given whole (``Object.assign(process.env, ...)``)."""
    m = n + 1
    while _next(tokens, m, 0) in (".", "?.") and m + 1 < len(tokens):
        m += 2
    if m - n < 4 and _next(tokens, n, 2) == "env":
        return False  # ``process.env`` itself: given whole to whatever takes it
    run = ""
    while len(run) < 4 and _next(tokens, m + len(run), 0) in tuple("+-*/%&|^?<>=!"):
        run += _next(tokens, m + len(run), 0)
    if run.startswith(("++", "--")) or any(
        run.startswith(op) and not run.startswith(op + "=") for op in _JS_ASSIGNMENTS
    ):
        return False  # ``=``, ``+=``, ``??=``, ``++``: changed
    before = _next(tokens, n - 1, 0)
    return before != "delete" and not (before in ("+", "-") and _next(tokens, n - 2, 0) == before)


def _js_owners(tokens: list[tuple[str, str]]) -> list[int]:
    """The index of the innermost bracket open at each token (-1: none), in one pass."""
    owners: list[int] = []
    opened: list[int] = []
    for n, (_, value) in enumerate(tokens):
        if value in (")", "]", "}") and opened:
            opened.pop()
        owners.append(opened[-1] if opened else -1)
        if value in ("(", "[", "{"):
            opened.append(n)
    return owners


def _js_callback_allowed(
    tokens: list[tuple[str, str]], n: int, defined: set[str], owners: list[int]
) -> bool:
    """Whether the name at ``n``, given as an argument of a call (``forEach(x.unlinkSync)``,
    ``forEach(unlinkSync)``), is a function known not to write when the callee calls it."""
    if _next(tokens, n, 1) not in (",", ")") or _next(tokens, n, -1) not in ("(", ",", ".", "?."):
        return True
    member = _next(tokens, n, -1) in (".", "?.")
    m = owners[n]  # the ``(`` of the argument list
    if m < 1 or tokens[m][1] != "(" or tokens[m - 1][0] != "name":
        return True  # not a call's arguments
    if tokens[m - 1][1] in _JS_NO_CALL or tokens[m - 1][1] == "function":
        return True
    if member:
        start = n
        while _next(tokens, start - 1, 0) in (".", "?.") and start >= 2:
            start -= 2
        if tokens[start][1] in ("process", "import"):
            return True  # ``process.env.X``, ``import.meta.url``: text
        return tokens[n][1] in _JS_METHODS
    if tokens[m - 1][1] in _JS_CALLBACKS:
        return tokens[n][1] in defined
    return True


def _next(tokens: list[tuple[str, str]], n: int, offset: int) -> str:
    return tokens[n + offset][1] if 0 <= n + offset < len(tokens) else ""


def _js_closing(tokens: list[tuple[str, str]]) -> dict[int, int]:
    """Where each ``(`` closes (one pass: no scan per parenthesis)."""
    closes: dict[int, int] = {}
    opened: list[int] = []
    for n, (_, value) in enumerate(tokens):
        if value == "(":
            opened.append(n)
        elif value == ")" and opened:
            closes[opened.pop()] = n
    return closes


def _js_function_at(tokens: list[tuple[str, str]], n: int, closes: dict[int, int]) -> bool:
    """Whether the value at ``n`` is a function written here (``function``, ``async``, an
    arrow ``(a) =>`` / ``a =>``), not a value read from elsewhere."""
    if _next(tokens, n, 0) in ("function", "async"):
        return True
    if n < len(tokens) and tokens[n][0] == "name":
        return _next(tokens, n, 1) == "=>"
    return _next(tokens, n, 0) == "(" and _next(tokens, closes.get(n, len(tokens)), 1) == "=>"


def _js_import_from(tokens: list[tuple[str, str]], n: int) -> str | None:
    """The module of the static import at ``n`` (None: not one read)."""
    for m in range(n + 1, min(len(tokens), n + 200)):
        kind, value = tokens[m]
        if kind == "string":
            if tokens[m - 1][1] == "from" or m == n + 1:
                return value[1:-1]
            return None
        if value in (";", "(", "="):
            return None
    return None


def _js_bound(tokens: list[tuple[str, str]], n: int, exports: frozenset[str]) -> set[str]:
    """The names the static import at ``n`` binds to a function of ``exports`` (the default
    export as ``default``; ``*``: every export); a namespace (``* as ns``) is no function."""
    bound = set()
    braced = False
    for m in range(n + 1, min(len(tokens), n + 200)):
        kind, value = tokens[m]
        if kind == "string" or value == "from":
            break
        braced = (braced or value == "{") and value != "}"
        if kind != "name" or value in ("as", "type") or _next(tokens, m - 2, 0) == "*":
            continue
        imported = value if braced else "default"
        if _next(tokens, m - 1, 0) == "as":
            imported = _next(tokens, m - 2, 0)
        if _next(tokens, m, 1) == "as":
            continue  # the name bound is the one after ``as``
        if imported in exports or "*" in exports:
            bound.add(value)
    return bound


def _js_functions(tokens: list[tuple[str, str]], closes: dict[int, int]) -> set[str]:
    """The functions the file defines (``function f``, ``f = (...) =>``), each defined once
    and otherwise only called: a name also bound another way (a parameter, ``const { f } =
    x``) may be any value."""
    defined: dict[str, int] = {}
    for n, (kind, value) in enumerate(tokens):
        after = _next(tokens, n, 1)
        if value in ("function", "class") and tokens[n + 1 :][:1] and tokens[n + 1][0] == "name":
            defined[after] = defined.get(after, 0) + 1
        elif kind == "name" and after == "=" and _js_function_at(tokens, n + 2, closes):
            defined[value] = defined.get(value, 0) + 1
    for n, (kind, value) in enumerate(tokens):
        if kind != "name" or value not in defined or _next(tokens, n - 1, 0) in (".", "?."):
            continue
        before = _next(tokens, n - 1, 0) if n else ""
        if before in ("function", "class") or _next(tokens, n, 1) == "(":
            continue
        if _next(tokens, n, 1) == "=" and _js_function_at(tokens, n + 2, closes):
            continue
        if _next(tokens, n, 1) == ":" and before in ("{", ","):
            continue  # a key: ``{ name: ... }``
        defined[value] = 2  # passed, destructured, a parameter: not (only) the function
    return {name for name, count in defined.items() if count == 1}


def _js_call_allowed(
    tokens: list[tuple[str, str]],
    n: int,
    defined: set[str],
    breaks: set[int],
    closes: dict[int, int],
) -> bool:
    """Whether the ``(`` at ``n`` opens no call, or a call of a function known not to write."""
    if n == 0:
        return True
    kind, value = tokens[n - 1]
    if kind == "name":
        if value in _JS_NO_CALL:
            return True
        if value == "async" and _next(tokens, closes.get(n, len(tokens)), 1) == "=>":
            return True  # ``async (x) =>``: an arrow function, no call
        if (
            n >= 2
            and tokens[n - 2][1] in ("{", ",", "}", ";", "static", "get", "set", "async", "*")
            and _closes_with_body(tokens, n, breaks, closes)
        ):
            return True  # ``name(args) {``: a method being defined (not after ``extends``)
        if n >= 2 and tokens[n - 2][1] in (".", "?."):
            if value in _JS_CONSOLE and _next(tokens, n, -3) == "console":
                return _next(tokens, n, -4) not in (".", "?.")  # the global console's
            return value in _JS_METHODS
        return value in defined
    # grouping, an arrow's parameters; not a call of a computed value: ``(...)()``,
    # ``x[0]()``, ``f`t`()``, ``x?.()``
    return kind == "op" and value not in (")", "]", "}", "?.")


def _closes_with_body(
    tokens: list[tuple[str, str]], n: int, breaks: set[int], closes: dict[int, int]
) -> bool:
    """``name(args) {`` on one line (``f(x)`` then ``{`` on the next is a call and a block)."""
    m = closes.get(n, len(tokens))
    return _next(tokens, m, 1) == "{" and m + 1 not in breaks


# -- Rust ----------------------------------------------------------------------------------

#: The first names of a path (``a::b``) a build script may use, and the std modules.
_RS_ROOTS = frozenset(
    _words(
        "std core env path collections Path PathBuf String Vec Option Result Box HashMap HashSet "
        "BTreeMap BTreeSet Some None Ok Err Self u8 u16 u32 u64 usize i8 i16 i32 i64 isize f32 "
        "f64 char str bool fmt"
    )
)
_RS_STD = frozenset(
    _words(
        "env path collections fmt string vec str char cmp iter convert ops option result num "
        "borrow boxed"
    )
)
#: The names a ``use`` may hold (no alias: ``as`` is not among them).
_RS_USE = frozenset(
    _words(
        "std core env path collections fmt Path PathBuf HashMap HashSet BTreeMap BTreeSet var "
        "vars var_os self"
    )
)
_RS_MACROS = frozenset(
    _words(
        "println eprintln eprint format format_args env option_env concat stringify cfg vec "
        "assert assert_eq assert_ne debug_assert panic unreachable unimplemented todo matches"
    )
)
#: The cargo instructions that link or build nothing (a link argument may name any output).
_RS_CARGO = frozenset(
    _words(
        "rerun-if-changed rerun-if-env-changed rustc-cfg rustc-check-cfg rustc-env warning "
        "rustc-link-lib rustc-link-search"
    )
)
_RS_TOKEN = re.compile(
    r"""(?P<space>\s+)|(?P<comment>//[^\n]*)|(?P<string>b?"(?:[^"\\]|\\.)*")"""
    r"""|(?P<raw>b?r(?P<hashes>#*)".*?"(?P=hashes))"""
    r"""|(?P<char>b?'(?:[^'\\\n]|\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.))')"""
    r"""|(?P<lifetime>'[A-Za-z_]\w*)|(?P<name>[A-Za-z_]\w*)|(?P<number>\d[\w.]*)"""
    r"""|(?P<op>::|[^\s\w])""",
    re.DOTALL,
)


def _rust_tokens(text: str) -> list[tuple[str, str]] | None:
    tokens: list[tuple[str, str]] = []
    n = 0
    while n < len(text):
        if text.startswith("/*", n):
            depth, n = 1, n + 2
            while depth and n < len(text):
                if text.startswith("/*", n):
                    depth, n = depth + 1, n + 2
                elif text.startswith("*/", n):
                    depth, n = depth - 1, n + 2
                else:
                    n += 1
            if depth:
                return None
            continue
        found = _RS_TOKEN.match(text, n)
        if found is None:
            return None
        kind = found.lastgroup or ""
        if kind == "hashes":
            kind = "raw"
        n = found.end()
        if kind not in ("space", "comment"):
            tokens.append((kind, found.group()))
    return tokens


def _rust_harmless(text: str) -> bool:
    tokens = _rust_tokens(text)
    if tokens is None:
        return False
    in_use = False
    for n, (kind, value) in enumerate(tokens):
        before = tokens[n - 1][1] if n else ";"
        after = tokens[n + 1][1] if n + 1 < len(tokens) else ""
        if kind == "name" and value in ("extern", "unsafe", "mod", "macro_rules", "asm"):
            return False
        if value == "use" and kind == "name":
            in_use = True
            continue
        if in_use:
            if value == ";":
                in_use = False
            elif kind == "name" and value not in _RS_USE:
                return False
            continue
        if value == "::" and tokens[n - 1 : n][:1] and tokens[n - 1][0] != "name" and before != ">":
            return False  # ``::cc::Build``: a path from the crates' root
        if kind == "name" and after == "::" and before != "::" and value not in _RS_ROOTS:
            return False
        if value in ("std", "core") and after == "::" and _next(tokens, n, 2) not in _RS_STD:
            return False
        if kind == "name" and after == "!" and _next(tokens, n, 2) in ("(", "[", "{"):
            if value not in _RS_MACROS:
                return False
            if value == "println" and not _rust_prints_harmless(tokens, n + 3):
                return False
        if kind == "name" and value == "print" and after == "!":
            return False
    return not in_use


def _rust_crates(text: str, written: Collection[str]) -> bool:
    """Whether a path root of the build script may be a crate of a written Cargo.toml (a
    dependency named or renamed ``env``, ``path``, ``fmt``: another crate's code, not std's),
    or a written Cargo.toml is not read."""
    tokens = _rust_tokens(text) or []
    roots = {v for n, (k, v) in enumerate(tokens) if k == "name" and _next(tokens, n, 1) == "::"}
    texts = written if isinstance(written, Mapping) else {}
    for path in written:
        if path.rsplit("/", 1)[-1] != "Cargo.toml":
            continue
        try:
            manifest = tomllib.loads(str(texts.get(path, "")))
        except tomllib.TOMLDecodeError:
            return True
        tables = [manifest, *manifest.get("target", {}).values()]
        for table in tables:
            for key in ("dependencies", "build-dependencies", "dev-dependencies"):
                crates = table.get(key, {}) if isinstance(table, dict) else {}
                if isinstance(crates, dict) and roots & {c.replace("-", "_") for c in crates}:
                    return True
    return False


def _rust_prints_harmless(tokens: list[tuple[str, str]], n: int) -> bool:
    """A ``println!`` whose format is a literal with no argument (``{}``: any text, a line
    break too, that cargo may read as any instruction) and no escape but ``\\n``, each line
    of which that cargo reads (one starting ``cargo:``) names an instruction of
    :data:`_RS_CARGO`."""
    if n >= len(tokens) or tokens[n][0] != "string":
        return False
    literal = tokens[n][1][1:-1]
    if re.search(r"\\[^n\\\"']", literal) or "{" in literal.replace("{{", ""):
        return False  # an argument (``{}``: any text, lines too), an escape (``\x0a``)
    for line in re.split(r"\\n|\n", literal):
        if line.startswith("cargo:"):
            key = line.removeprefix("cargo:").removeprefix(":").split("=", 1)[0]
            if key not in _RS_CARGO:
                return False
    return True
