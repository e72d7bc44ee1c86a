"""What a Python block a tool RUNS changes (AutoGen's pathless ``python`` block, a saved
``# filename: fix.py`` program, a Quarto ``{python}`` / ``py3`` cell), read once with
:mod:`ast` (docs/lenient.md, "Run blocks"). Three outcomes:

1. proven harmless: the reachable code calls only what the positive model allows (the
   modules and members :mod:`.hook_code` lists, the builtins but ``open`` to write, the
   methods of plain values), the functions and classes the block defines, and the answer's
   own modules given no string that names a held file, a glob or a folder (``from app import
   f; print(f())``, as ``python app.py`` in a shell block). Shell lines the code spells
   (``os.system``, ``subprocess.run([...])``, ``get_ipython().system``) are weighed by the
   shell rules (``shell``). Code not reached (a function never called, ``if False:``,
   comments, strings) is no code.
2. known targets: every path a writing call is given folds to a constant (strings, ``+``,
   f-strings, ``os.path.join``, ``Path(...) / '...'``, ``os.getcwd()``, ``..``): exactly the
   held files among them change.
3. anything else (a value not folded where a path is written, ``exec``, a writing function
   used as a value, a writing name given a value not folded, an extraction or a download, a
   member not modelled of a module that reaches the system, a module reached by name): every
   held file it could reach (a glob's matches, a folder's files, else all) changes.

A call the model does not know (a library's: ``np.mean(x)``, ``requests.get(url).json()``)
is weighed as a call into the answer's own module: the held files its folded arguments name
change; a value not folded names no file (:meth:`_Reader._unknown`).
"""

from __future__ import annotations

import ast
import builtins
import json
import posixpath
import re
import shlex
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fnmatch import fnmatchcase
from glob import escape as glob_escape

from .hook_code import MAY_WRITE, PY_BUILTINS, PY_METHODS, PY_MODULES, member_of, reading_open


#: A value that is a choice of paths: some spelled, some globs (a loop over ``glob('*.py')``,
#: over a literal list of names).
@dataclass(frozen=True, slots=True)
class _Paths:
    exact: tuple[str, ...] = ()
    patterns: tuple[str, ...] = ()


_Value = str | _Paths | None  # None: not folded (any path)
#: The calls that add a folder to the module search path.
_SEARCH_PATH_CALLS = frozenset({"sys.path.insert", "sys.path.append", "sys.path.extend"})
#: A constant that is no path (a number, ``None``, bytes).
_OTHER = _Paths()

#: The builtins a run block may call beside :data:`~.hook_code._PY_BUILTINS` (``open`` is
#: weighed by its mode): they read, show or name things; none writes a file.
_MORE_BUILTINS = frozenset({"input", "type", "id", "getattr", "hasattr", "dir", "help", "exit"})
_MORE_BUILTINS |= frozenset({"quit", "memoryview", "bytearray"})
#: The built-in exception classes: making one changes no file (``raise SystemExit(code)``,
#: ``KeyboardInterrupt()``; fix-db93).
_MORE_BUILTINS |= frozenset(
    name
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, BaseException)
)
#: Methods of an open file or stream (the ``open`` that made it is weighed by its mode).
_HANDLE_METHODS = frozenset(
    {"write", "writelines", "flush", "seek", "tell", "truncate", "fileno", "isatty"}
)
#: The calls that remove or write the path they are given first; the second too (a move, a
#: copy's destination); the second only (a link made at it).
_FIRST = frozenset(
    {
        "os.remove", "os.unlink", "os.truncate", "os.rmdir", "os.removedirs", "os.open",
        "shutil.rmtree", "gzip.open", "bz2.open", "lzma.open",
        "os.mkfifo", "os.mknod",
    }
)  # fmt: skip
_BOTH = frozenset({"os.rename", "os.replace", "os.renames", "shutil.move"})
#: The calls that make a folder at the path they are given: no file changes (a file there
#: makes them raise, an existing folder is left as it is, with ``exist_ok`` or raising).
_MAKES_FOLDERS = frozenset({"os.mkdir", "os.makedirs"})
_SECOND = frozenset(
    {"os.symlink", "os.link", "shutil.copy", "shutil.copy2", "shutil.copyfile"}
    | {"shutil.copytree", "shutil.copymode", "shutil.copystat"}
)
#: The calls that run a shell line (their first argument); those that run one with
#: ``shell=True``, else the program of a list of words.
_SHELL = frozenset({"os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput"})
_SUBPROCESS = frozenset(
    {"subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output"}
    | {"subprocess.Popen"}
)
#: ``os.execv(path, args)`` and kin: the words are the second argument; ``os.execl(path,
#: arg0, ...)`` and kin: the arguments after the first.
_EXEC_LIST = frozenset({"os.execv", "os.execve", "os.execvp", "os.execvpe"})
_EXEC_ARGS = frozenset({"os.execl", "os.execle", "os.execlp", "os.execlpe"})
#: Every call here that writes or runs; the builtins that do; the modules whose members do
#: (used as a value: ``map(os.remove, ps)``, ``getattr(os, name)``).
_WRITING = _FIRST | _BOTH | _SECOND | _SHELL | _SUBPROCESS | _EXEC_LIST | _EXEC_ARGS
_WRITING |= {"io.open", "codecs.open"}  # (weighed by their mode where called)
_RUNNING_BUILTINS = frozenset({"open", "exec", "eval", "compile", "__import__", "globals"})
_MODULE_VALUES = frozenset(
    {"os", "shutil", "subprocess", "pathlib", "pathlib.Path", "io", "fileinput", "builtins"}
)
#: The calls that only read a member of the value they are given, by a string constant
#: (:meth:`_Reader._attribute_read`).
_ATTRIBUTE_READS = frozenset({"builtins.getattr", "builtins.hasattr", "test.support.get_attribute"})
#: The keywords of ``subprocess.run`` that change where or what it runs (``cwd='src'``).
_ELSEWHERE = frozenset({"cwd", "executable", "preexec_fn", "env"})
#: The methods of a path that list or read what is there beside :data:`~.hook_code._PY_METHODS`.
_PATH_READS = frozenset(
    {"glob", "rglob", "iterdir", "samefile", "is_symlink", "lstat", "match", "is_absolute"}
)
#: What a block may ask of ``os.environ`` (any other call changes what later commands run).
_ENVIRON_READS = frozenset({"get", "items", "keys", "values", "copy"})
#: The methods of a path that write or remove it (``rename``/``replace``: and their target).
_PATH_WRITES = frozenset(
    {"write_text", "write_bytes", "unlink", "touch", "rmdir", "symlink_to", "hardlink_to"}
)
_PATH_MOVES = frozenset({"rename", "replace", "copy", "move"})
#: The calls whose value is the same path as their first argument's, a path joined of their
#: arguments, the folder the block runs in.
_SAME = frozenset(
    {"builtins.str", "os.fspath", "os.path.abspath", "os.path.normpath", "os.path.realpath"}
)
_FOLDER_OF_EMPTY = frozenset({"os.path.abspath", "os.path.normpath", "os.path.realpath"})
_JOIN = frozenset(
    {"os.path.join", "pathlib.Path", "pathlib.PurePath", "pathlib.PosixPath"}
    | {"pathlib.PurePosixPath"}
)
_CWD = frozenset({"os.getcwd", "pathlib.Path.cwd", "os.curdir", "os.extsep"})
_GLOBS = frozenset({"glob.glob", "glob.iglob"})
_LISTS = frozenset({"os.listdir", "os.scandir", "os.walk"})
#: The libraries whose ``run``/``local``/``sudo``/... run a shell line (fabric, invoke, envoy,
#: pexpect, plumbum): a library is known by its name alone (its code is not in the answer),
#: so the line they run is weighed by the shell rules as ``os.system``'s is.
_COMMAND_LIBRARIES = frozenset({"fabric", "fabric2", "invoke", "envoy", "pexpect", "delegator"})
_COMMAND_RUNNERS = frozenset({"run", "local", "sudo", "spawn", "runu", "chain", "call"})
#: The longest path folded (a longer string is no file's path: ``a = a + a`` typed again and
#: again), and the most globs matched against the held files: past them, outcome 3.
_MAX_PATH = 4096
_MAX_PATTERNS = 64
#: A ``%`` format folded: ``%s`` and ``%%`` only.
_PLAIN_PERCENT = re.compile(r"(?:[^%]|%s|%%)*", re.DOTALL)
#: A binding the reader does not follow (a parameter, an unpacking, ``+=``, an import).
_UNFOLLOWED = ast.Pass()
#: What ``with open(...) as f`` binds ``f`` to: a file the block opened (weighed there).
_OPENED = ast.Pass()
#: A word of a string given to a call not known (:meth:`_Reader._named_words`).
_WORD = re.compile(r"[^\s'\"`,;()<>|&={}]+")
#: The modules whose members reach the system beyond the files their arguments name (the
#: folder the block runs in, a program run, a module loaded by name, a file descriptor):
#: a member the model does not know stays outcome 3 (not a list of words: these are the
#: standard library's own interfaces to the system, each member does what its module does).
_SYSTEM_MODULES = frozenset(
    {
        "os", "posix", "nt", "shutil", "subprocess", "pty", "pathlib", "io", "builtins",
        "importlib", "runpy", "ctypes", "code", "codeop", "pkgutil", "zipimport", "site",
        "multiprocessing", "concurrent", "asyncio", "fileinput", "tempfile", "sysconfig",
        "venv", "ensurepip", "distutils", "compileall", "py_compile", "imp", "signal",
    }
)  # fmt: skip
#: The data model's names that reach a module or a function's globals from any value
#: (``().__class__.__base__.__subclasses__()``, ``f.__globals__['os']``). A class's
#: ancestors (``__base__``, ``__bases__``, ``__mro__``) are not here (fix-shell49): they are
#: classes, the block's own classes' bases (weighed where named) or a library value's, as
#: ``__class__`` gives; a module or a function's globals is reached only through these.
_INTROSPECTION = frozenset(
    {
        "__globals__", "__subclasses__", "__builtins__", "__getattribute__", "__import__",
        "__code__", "__closure__", "__loader__",
        "__spec__", "__self__", "__func__", "__reduce__", "__reduce_ex__", "__dict__",
        "__getattr__", "__setattr__", "__delattr__", "f_globals", "f_locals", "f_back",
        "gi_frame", "tb_frame",
    }
)  # fmt: skip


#: The members of ``ctypes`` that hold a value and reach nothing (fix-shell49): its scalar
#: data types (``c_int(42)``, ``c_char(b'x')``, no pointer types: those take an address) and
#: ``sizeof``/``alignment``; the rest of ``ctypes`` (``CDLL``, ``memmove``, ``cast``) stays
#: a member of a module that reaches the system (outcome 3).
_CTYPES_VALUES = frozenset(
    f"ctypes.{name}"
    for name in (
        "c_bool", "c_byte", "c_ubyte", "c_short", "c_ushort", "c_int", "c_uint", "c_long",
        "c_ulong", "c_longlong", "c_ulonglong", "c_float", "c_double", "c_longdouble",
        "c_char", "c_wchar", "c_size_t", "c_ssize_t", "c_int8", "c_int16", "c_int32",
        "c_int64", "c_uint8", "c_uint16", "c_uint32", "c_uint64", "sizeof", "alignment",
    )
)  # fmt: skip
#: The modules that reach the system whose star import binds no builtin's name (their
#: ``__all__``, or ctypes' and signal's public names): ``repr`` after ``from ctypes import
#: *`` is the builtin (fix-shell49; ``from os import *`` binds ``open``, ``fileinput`` binds
#: ``input``, ``io`` binds ``open``).
_STARS_KEEP_BUILTINS = frozenset(
    {"ctypes", "signal", "shutil", "subprocess", "pathlib", "tempfile", "runpy", "pty"}
)


#: The functions a test runner calls by name (pytest's ``test_*``, unittest's ``setUp*``,
#: ``tearDown*``, ``setUpModule``): the block may run a runner (``pytest.main``,
#: ``unittest.main``) or the tool may run the saved program with one, so each is reachable.
_RUNNER_NAMES = re.compile(r"test|setUp|tearDown|setup_|teardown_")


class _Everything(Exception):
    """The block may change any held file (outcome 3 without a bound)."""


def python_run_changes(
    code: str,
    held: Sequence[str],
    shell: Callable[[str], list[str]],
    sources: Mapping[str, str] | None = None,
    *,
    folder: str | None = None,
    script: bool = False,
) -> list[str] | None:
    """The files of ``held`` (written before the block runs) that the Python ``code`` may
    change; ``shell``: the held files a shell line changes (the shell rules); ``sources``:
    the answer's files (path -> text), the code of its own modules the block imports and
    calls (a block that may reach any file: every held file, a file of the answer itself run
    as ``python app.py`` is too); ``folder``: the absolute folder the code runs in, when the
    tool that runs it has one (OpenHands' ``/workspace``): a path in it is the held path under
    it, that folder or one holding it is every file; ``script``: the code is a file run as a
    script (``python tools/gen.py``), which has no package: a relative import as its first
    statement raises before anything runs (nothing changes). None when the code is not
    Python (the caller reads it otherwise)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    if script and relative_first(tree):
        return []
    try:
        reader = _Reader(tree, held, shell, sources or {}, set())
        reader.folder = posixpath.normpath(folder) if folder else None
        reader.read()
    except (_Everything, RecursionError, MemoryError):
        return list(held)
    return [path for path in held if path in reader.changed]


def _packages_on_the_way(dotted: str) -> list[str]:
    """The modules ``import a.b.c`` runs, in order: ``a``, ``a.b``, ``a.b.c``."""
    parts = dotted.split(".")
    return [".".join(parts[:end]) for end in range(1, len(parts) + 1)]


def _own_modules(held: Sequence[str]) -> set[str]:
    """The dotted names the held Python files are imported by (``pkg/a.py``: ``pkg.a``,
    ``pkg``)."""
    found: set[str] = set()
    for path in held:
        if not path.endswith(".py"):
            continue
        parts = path[:-3].split("/")
        if parts[-1] == "__init__":
            parts = parts[:-1]
        for end in range(1, len(parts) + 1):
            found.add(".".join(parts[:end]))
    return found


class _Reader:
    def __init__(
        self,
        tree: ast.Module,
        held: Sequence[str],
        shell: Callable[[str], list[str]],
        sources: Mapping[str, str],
        read_modules: set[tuple[str, bool]],
        every_function: bool = False,
    ):
        self.tree = tree
        self.sources = sources
        self.read_modules = read_modules  # (the answer's modules read, shared: once each)
        self.every_function = every_function
        self.held = list(held)
        self.shell = shell
        self.own = _own_modules(held)
        #: the folders of the answer the block puts on ``sys.path`` (``sys.path.insert(0,
        #: 'tools')``): a bare import finds the held modules there too
        self.search: list[str] = []
        self.changed: set[str] = set()
        self.bindings: dict[str, list[ast.AST]] = {}
        self.defs: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
        self.classes: set[str] = set()
        self.imports: dict[str, str] = {}  # a name an import binds: the dotted name it binds
        self._imported = ast.Constant(None)  # (what an import binds a name to, while binding)
        self.stars: list[str] = []  # the modules ``from m import *`` reads, in order
        self.module_scope: set[int] | None = None  # (the module's own code, once needed)
        self.calls_by_name: dict[str, list[ast.Call]] | None = None  # (once needed)
        self.parameters: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] | None = None
        self.by_given = False  # (folding a parameter as the values given it: _fold_given)
        self.given_folded: dict[str, _Value] = {}  # (and its caches, kept apart)
        self.given_returns: dict[str, _Value] = {}
        self.options: dict[str, list[ast.expr]] | None = None  # (argparse's defaults)
        self.methods: dict[int, str] = {}  # (there: a method of the block: its class's name)
        self.passed: dict[str, list[ast.expr]] = {}  # (and: what calls given a function pass)
        self.scope_binds: dict[str, list[int]] = {}  # (there: the lines binding each name)
        self.mixed: set[str] = set()  # names two imports bind to different things
        self.decorators: set[int] = set()  # the calls that decorate a def or a class
        self.bases: dict[str, list[ast.expr]] = {}  # a class of the block: its bases
        self.opened: dict[str, list[ast.Call]] = {}  # ``with open(...) as f``: the opens
        self.used: set[str] = set()  # names loaded (and attributes read) by reachable code
        self.visited: set[int] = set()
        self.ran_modules: set[str] = set()
        self.folded: dict[str, _Value] = {}  # a name's value, once folded
        self.class_of: dict[int, ast.ClassDef] | None = None  # (a node's class, once needed)
        self.returns: dict[str, _Value] = {}  # what a function of the block returns, folded
        self.return_kinds: dict[str, str] = {}  # (and what kind of value)
        self.reached_names: set[str] = set()  # names whose values were given to a call
        self.patterns: set[str] = set()  # the globs matched against the held files
        self.held_set = set(self.held)
        self._reach: _Reach | None = None  # (the fallback's reach, once needed)
        self.folder: str | None = None  # the absolute folder the code runs in, if known
        self.under: dict[str, list[str]] = {}  # a folder: the held files under it
        self.by_name: dict[str, list[str]] = {}  # a file's name: the held files of that name
        for path in self.held:
            self.by_name.setdefault(path.rsplit("/", 1)[-1], []).append(path)
            folder = path
            while "/" in folder:
                folder = folder.rsplit("/", 1)[0]
                self.under.setdefault(folder, []).append(path)
        for node in ast.walk(tree):
            self._bind(node)

    # -- bindings ------------------------------------------------------------------------

    def _bind(self, node: ast.AST) -> None:
        bind = self.bindings.setdefault
        if isinstance(node, ast.Assign):
            for target in node.targets:
                self._bind_target(target, node.value)
        elif isinstance(node, ast.AnnAssign | ast.AugAssign | ast.NamedExpr):
            if isinstance(node.target, ast.Name):
                value = node.value if isinstance(node, ast.AnnAssign | ast.NamedExpr) else None
                bind(node.target.id, []).append(value if value is not None else _UNFOLLOWED)
        elif isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            if isinstance(node.target, ast.Tuple | ast.List) and self._lists(node.iter):
                # (``for root, _, files in os.walk('.')``: each name one of its entries)
                for leaf in ast.walk(node.target):
                    if isinstance(leaf, ast.Name):
                        bind(leaf.id, []).append(ast.Starred(node.iter))
            else:
                self._bind_target(node.target, ast.Starred(node.iter))
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            opened = (
                isinstance(node.context_expr, ast.Call)
                and isinstance(node.context_expr.func, ast.Name)
                and node.context_expr.func.id == "open"
                and isinstance(node.optional_vars, ast.Name)
            )
            if opened and isinstance(node.optional_vars, ast.Name):
                bind(node.optional_vars.id, []).append(_OPENED)
                assert isinstance(node.context_expr, ast.Call)
                self.opened.setdefault(node.optional_vars.id, []).append(node.context_expr)
            elif isinstance(node.optional_vars, ast.Name) and self._lists(node.context_expr):
                bind(node.optional_vars.id, []).append(node.context_expr)  # (``os.scandir``)
            else:
                self._bind_target(node.optional_vars, None)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            self.defs.setdefault(node.name, []).append(node)
            bind(node.name, []).append(_UNFOLLOWED)
            for arg in ast.walk(node.args):
                if isinstance(arg, ast.arg):
                    bind(arg.arg, []).append(_UNFOLLOWED)
        elif isinstance(node, ast.Lambda):
            for arg in ast.walk(node.args):
                if isinstance(arg, ast.arg):
                    bind(arg.arg, []).append(_UNFOLLOWED)
        elif isinstance(node, ast.ClassDef):
            self.classes.add(node.name)
            self.bases.setdefault(node.name, []).extend(node.bases)
            bind(node.name, []).append(_UNFOLLOWED)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                name = alias.asname or alias.name.split(".")[0]
                dotted = alias.name if alias.asname else alias.name.split(".")[0]
                self._bind_import(name, dotted)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = "." + base  # (relative: the answer's own package)
            for alias in node.names:
                if alias.name == "*":
                    if node.level:
                        raise _Everything  # (the answer's own package: which file is not known)
                    # (``from ctypes import *``: a name the block calls and never binds is the
                    # module's, weighed as ``ctypes.c_int(...)`` is; see _resolve)
                    self.stars.append(base)
                    continue
                self._bind_import(alias.asname or alias.name, f"{base}.{alias.name}")
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bind(node.name, []).append(_UNFOLLOWED)
        elif isinstance(node, ast.Global | ast.Nonlocal):
            for name in node.names:
                bind(name, []).append(_UNFOLLOWED)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Del):
            bind(node.id, []).append(_UNFOLLOWED)

    def _lists(self, node: ast.expr) -> bool:
        """Whether ``node`` is a listing of a folder called by its module's name
        (``os.walk('.')``, ``os.scandir(p)``) (read while binding: spelled, not resolved)."""
        return (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and f"{node.func.value.id}.{node.func.attr}" in _LISTS
        )

    def _bind_import(self, name: str, dotted: str) -> None:
        if name in self.imports and self.imports[name] != dotted:
            self.bindings.setdefault(name, []).append(_UNFOLLOWED)
            self.mixed.add(name)
        elif name not in self.imports:
            self.bindings.setdefault(name, []).append(self._imported)  # (counted once)
        self.imports[name] = dotted

    def _bind_target(self, target: ast.expr, value: ast.expr | None) -> None:
        if isinstance(target, ast.Name):
            self.bindings.setdefault(target.id, []).append(value or _UNFOLLOWED)
            return
        for node in ast.walk(target):
            if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
                self.bindings.setdefault(node.id, []).append(_UNFOLLOWED)

    def _single(self, name: str) -> ast.AST | None:
        """What ``name`` is bound to, when the block binds it once (else None)."""
        found = self.bindings.get(name)
        if not found or len(found) != 1:
            return None
        return found[0]

    @property
    def reach(self) -> _Reach:
        if self._reach is None:
            self._reach = _Reach(self)
        return self._reach

    def _not_followed(self, args: list[ast.expr]) -> None:
        """fix-calls53's fallback: a call whose effect is not known given a value that may
        hold a staged string (:class:`_Reach`) the precise readers did not fold to the paths
        it spells may change that file: every held file, as a value not known."""
        for arg in args:
            arg = arg.value if isinstance(arg, ast.Starred) else arg
            folded = self._fold(arg)
            if isinstance(folded, str) or (isinstance(folded, _Paths) and folded != _OTHER):
                continue
            if self.reach.holds_path(arg):
                raise _Everything

    # -- reachability ----------------------------------------------------------------------

    def read(self) -> None:
        self._body(self.tree.body)
        while True:
            waiting = [
                f
                for name, found in self.defs.items()
                if self.every_function
                or name in self.used
                or name.startswith("__")
                or _RUNNER_NAMES.match(name) is not None
                for f in found
                if id(f) not in self.visited
            ]
            if not waiting:
                return
            for function in waiting:
                self.visited.add(id(function))
                self._body(function.body)

    def _body(self, statements: list[ast.stmt]) -> None:
        for statement in statements:
            self._statement(statement)

    def _statement(self, node: ast.stmt) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            self.decorators.update(id(d) for d in node.decorator_list)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for expr in [*node.decorator_list, *node.args.defaults, *node.args.kw_defaults]:
                if expr is not None:
                    self._expr(expr)
            if node.decorator_list:
                self.used.add(node.name)  # (a decorator may call it: ``@atexit.register``)
            return  # (its body: when it is called, :meth:`read`)
        if isinstance(node, ast.ClassDef):
            for expr in [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]:
                self._expr(expr)
            library = any(
                (self._resolve(base) or "local").partition(".")[0]
                not in ("local", "unbound", "builtins")
                for base in node.bases
            )
            for inner in node.body:
                if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef):
                    self.used.add(inner.name)  # (a library may call it: ``do_GET``, ``run``)
                elif library and isinstance(inner, ast.Assign | ast.AnnAssign) and inner.value:
                    # (lead, round 20, hunt91-heredeep: a field of a library class's subclass
                    # that is the folder, ``root = '.'``, ``root = os.getcwd()``, is read by the
                    # library's code, which may change any file there)
                    folded = self._fold(inner.value)
                    if isinstance(folded, str):
                        targets = inner.targets if isinstance(inner, ast.Assign) else [inner.target]
                        named = [t.id for t in targets if isinstance(t, ast.Name)]
                        text = any(_TEXT_FIELD.search(name) for name in named)
                        if folded and posixpath.normpath(folded) == "." and not text:
                            raise _Everything
                    elif self.reach._here(inner.value):
                        raise _Everything
            self._body(node.body)
            return
        if isinstance(node, ast.If | ast.While):
            self._expr(node.test)
            known = _truth(node.test)
            if known is not False:
                self._body(node.body)
            if known is not True or isinstance(node, ast.While):
                self._body(node.orelse)
            return
        if isinstance(node, ast.For | ast.AsyncFor):
            self._expr(node.iter)
            self._body(node.body)
            self._body(node.orelse)
            return
        if isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                self._expr(item.context_expr)
            self._body(node.body)
            return
        if isinstance(node, ast.Try | ast.TryStar):
            self._body(node.body)
            for handler in node.handlers:
                if handler.type is not None:
                    self._expr(handler.type)
                self._body(handler.body)
            self._body(node.orelse)
            self._body(node.finalbody)
            return
        if isinstance(node, ast.Match):
            self._expr(node.subject)
            for case in node.cases:
                if case.guard is not None:
                    self._expr(case.guard)
                self._body(case.body)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            self._import(node)
            return
        self._expr(node)

    def _import(self, node: ast.Import | ast.ImportFrom) -> None:
        """Importing one of the answer's modules runs it: weighed as ``python m.py``. Python
        imports every package on the way (``import tools.clean``: tools/__init__.py, then
        tools/clean.py), and ``from tools import clean`` the submodule tools/clean.py when the
        package does not define ``clean`` (each name of the list, ``as`` or not, is tried as
        a submodule: a name the package defines names no held file, or runs one that is)."""
        if isinstance(node, ast.Import):
            names = [n for a in node.names for n in _packages_on_the_way(a.name)]
        else:
            base = ("." if node.level else "") + (node.module or "")
            names = _packages_on_the_way(base) if not node.level else [base]
            if node.module or not node.level:
                names += [f"{base}.{a.name}" for a in node.names if a.name != "*"]
        for name in names:
            path = self._own_path(name)
            if path is not None and path not in self.ran_modules:
                self.ran_modules.add(path)
                self.changed.update(self.shell(f"python {shlex.quote(path)}"))
                self._module(path, every_function=False)
            elif path is None and name.startswith("."):
                raise _Everything  # (a relative import: which file is not known here)

    def _module(self, path: str, *, every_function: bool) -> None:
        """The answer's module ``path`` imported (its statements run) or called into (any of
        its functions may run, with values not known): read as the block is."""
        if (path, every_function) in self.read_modules:
            return
        self.read_modules.add((path, every_function))
        try:
            tree = ast.parse(self.sources.get(path, ""))
        except (SyntaxError, ValueError):
            return  # (an import of it fails: nothing runs)
        if "/" not in path and relative_first(tree):
            return  # (fix-refusals39: a top-level module has no package: its import fails)
        inner = _Reader(
            tree, self.held, self.shell, self.sources, self.read_modules, every_function
        )
        inner.folder = self.folder
        inner.read()
        self.changed |= inner.changed

    def _own_called(self, dotted: str) -> str | None:
        """The held module a dotted name is a member of (``app.f``, ``pkg.mod.C.m``)."""
        parts = dotted.split(".")
        for end in range(len(parts), 0, -1):
            path = self._own_path(".".join(parts[:end]))
            if path is not None:
                return path
        return None

    def _search_path(self, node: ast.Call, dotted: str) -> None:
        """``sys.path.insert(0, 'tools')`` / ``append`` / ``extend``: a folder of the answer
        the block's bare imports find modules in (fix-runs91: ``import clean`` then runs
        tools/clean.py); a folder not folded, when the answer writes Python: any file."""
        given = node.args[1:2] if dotted.endswith("insert") else node.args[:1]
        values = (
            list(given[0].elts)
            if dotted.endswith("extend") and given and isinstance(given[0], ast.List | ast.Tuple)
            else given
        )
        if dotted.endswith("extend") and values is given:
            values = []
            if self.own:
                raise _Everything
        for value in values:
            folded = self._fold(value)
            if not isinstance(folded, str):
                if self.own:
                    raise _Everything  # (a folder not known may hold the answer's modules)
                continue
            folder = posixpath.normpath(folded)
            if folder.startswith(("/", "..")) or folder in self.search:
                continue
            prefix = "" if folder == "." else folder + "/"
            self.search.append(prefix)
            inside = [p[len(prefix) :] for p in self.held if p.startswith(prefix)]
            self.own |= _own_modules(inside)

    def _own_path(self, dotted: str) -> str | None:
        """The held file the answer's module ``dotted`` is (None: not the answer's)."""
        name = dotted.lstrip(".")
        if not dotted.startswith(".") and name not in self.own:
            return None
        for folder in ["", *self.search]:
            base = folder + name.replace(".", "/")
            for path in (base + ".py", base + "/__init__.py"):
                if path in self.held:
                    return path
        return None

    def _expr(self, node: ast.AST) -> None:
        named: set[int] = set()  # the calls' functions and the chains' inner names
        for inner in ast.walk(node):
            if isinstance(inner, ast.Call):
                named.add(id(inner.func))
                read = self._attribute_read(inner)
                if read is not None:
                    # (``getattr(os, 'wait4')``: the module is not given away; the member
                    # it reads is the value, weighed as ``os.wait4`` used as one)
                    named.add(id(inner.args[0]))
                    self._value(read)
            elif isinstance(inner, ast.Attribute):
                named.add(id(inner.value))
        for inner in ast.walk(node):
            if isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Load):
                self.used.add(inner.id)
            elif isinstance(inner, ast.Attribute):
                self.used.add(inner.attr)
                if inner.attr in _INTROSPECTION:
                    raise _Everything  # (a module reached through the data model)
            elif isinstance(inner, ast.Call):
                self._call(inner)
            if isinstance(inner, ast.Name | ast.Attribute) and id(inner) not in named:
                self._value(inner)
            elif isinstance(inner, ast.Subscript) and isinstance(inner.ctx, ast.Store | ast.Del):
                stored = self._resolve(inner.value)
                if stored is not None and not self._own_table(stored):
                    raise _Everything  # (``os.environ['PATH'] = ...``: later commands differ)

    def _own_table(self, stored: str) -> bool:
        """Whether an item stored into ``stored`` (a dotted name) changes only data of the
        block's own or of a standard-library module that reaches no system (fix-shell49:
        ``rpc.objecttable[oid] = w`` of idlelib.rpc, ``mimetypes.types_map['.x'] = t``), not
        ``os.environ``, ``sys.path``, ``sys.modules``, a third-party module's settings or
        the answer's own module (what later code runs or where it writes)."""
        root = stored.split(".")[0]
        if root in ("local", "unbound"):
            return True
        return (
            root in sys.stdlib_module_names
            and root != "sys"
            and not _system(stored)
            and self._own_called(stored) is None
        )

    def _value(self, node: ast.Name | ast.Attribute) -> None:
        """A function or module used as a value, not called here (``map(os.remove, ps)``,
        ``f = open``, ``getattr(os, name)``): called where the code is not read, with values
        not known."""
        if isinstance(node.ctx, ast.Store | ast.Del) and isinstance(node, ast.Attribute):
            changed = self._resolve(node.value)
            if changed is not None and changed.split(".")[0] not in ("local", "unbound"):
                raise _Everything  # (``os.remove = ...``, ``shutil.x = ``: a module changed)
            return
        if not isinstance(node.ctx, ast.Load):
            return
        bound = self._single(node.id) if isinstance(node, ast.Name) else None
        if isinstance(bound, ast.Name | ast.Attribute):
            return  # (an alias: weighed where it is called)
        dotted = self._resolve(node)
        if dotted is None:
            return
        root, _, rest = dotted.partition(".")
        if root == "builtins":
            if rest in _RUNNING_BUILTINS:
                raise _Everything
            return
        if root in ("local", "unbound") or dotted in _CWD:
            return
        if dotted in _MODULE_VALUES or dotted in _WRITING or dotted in _SYSTEM_MODULES:
            raise _Everything
        if _system(dotted) and dotted.startswith(("sys.modules", "importlib")):
            raise _Everything  # (a module by name: ``sys.modules['os']``)
        name = dotted.rsplit(".", 1)[-1]
        if "." in dotted and (_fetches(name) or (_writes(name) and not name.startswith("to_"))):
            # (``map(np.save, ...)``: called where its arguments are not read; a module's
            # ``to_*`` converts, ``apply(pd.to_numeric)``: the writing ones are methods)
            raise _Everything

    # -- calls ---------------------------------------------------------------------------

    def _resolve(self, node: ast.expr, depth: int = 0) -> str | None:
        """The dotted name a chain of names reaches: ``os.path.join``, ``rm`` after ``from os
        import remove as rm`` (``os.remove``), ``__import__('os').remove``, a builtin
        (``builtins.open``), a function or class of the block (``local.f``); None for any
        other value."""
        if depth > 20:
            return None
        if isinstance(node, ast.Attribute):
            base = self._resolve(node.value, depth + 1)
            return None if base is None else f"{base}.{node.attr}"
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
            and "__import__" not in self.bindings
        ):
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                return first.value.split(".")[0]
            raise _Everything
        if not isinstance(node, ast.Name):
            return None
        name = node.id
        if name not in self.bindings:
            # a name the block never binds: a builtin, or one that stops it (NameError: a
            # block is its own program, AutoGen runs each alone)
            if name == "__builtins__":
                return "builtins"
            if self.stars:
                return self._starred(name)
            return f"builtins.{name}" if hasattr(builtins, name) else f"unbound.{name}"
        if self.stars and self._star_binds(node):
            return self._starred(name)  # (``from os import *``, ``remove(p)``, then ``def remove``)
        bound = self._single(name)
        if name in self.imports and isinstance(bound, ast.Constant):
            return self.imports[name]
        if name in self.imports and name not in self.mixed and self._import_or_def(name):
            # (``from os import remove`` and ``def remove``: the call may run either; the
            # import is weighed here, the function's body where its name is used)
            return self.imports[name]
        if name in self.defs or name in self.classes:
            return f"local.{name}"
        if isinstance(bound, ast.Name | ast.Attribute):
            return self._resolve(bound, depth + 1)  # (``rm = os.remove``)
        return None

    def _star_binds(self, node: ast.Name) -> bool:
        """Whether ``node``, a name the module's own code uses (not in a function's body,
        which may run later), is bound there by a star import: read in order, a binding counts
        from its line on, and the last one before the use is a ``from m import *``."""
        if self.module_scope is None:
            self.module_scope = set()
            stack: list[ast.AST] = list(self.tree.body)
            while stack:
                inner = stack.pop()
                self.module_scope.add(id(inner))
                at = getattr(inner, "lineno", 0)
                if isinstance(inner, ast.ImportFrom) and any(a.name == "*" for a in inner.names):
                    self.scope_binds.setdefault("*", []).append(at)
                for bound in _names_bound(inner):
                    self.scope_binds.setdefault(bound, []).append(at)
                if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                    continue  # (its body runs when called; its name is bound here)
                stack.extend(ast.iter_child_nodes(inner))
        if id(node) not in self.module_scope:
            return False
        line: int = node.lineno
        star = max((at for at in self.scope_binds.get("*", ()) if at < line), default=0)
        last = max((at for at in self.scope_binds.get(node.id, ()) if at < line), default=0)
        return star > last

    def _starred(self, name: str) -> str:
        """The dotted name of ``name``, never bound by the block, after ``from m import *``:
        the module's own (a star import may bind any name, a builtin's too: ``from os import
        *`` binds ``open`` to ``os.open``), so ``m.name``, weighed as the module's member is.
        A builtin's name is the builtin's when no module read is one that reaches the system
        (:func:`_system`); of two modules or more, the first, unless one reaches the system:
        then which one binds it is not known (outcome 3)."""
        system = [star for star in self.stars if _system(f"{star}.{name}")]
        if hasattr(builtins, name) and all(star in _STARS_KEEP_BUILTINS for star in system):
            return f"builtins.{name}"
        if len(self.stars) > 1 and system:
            raise _Everything
        return f"{self.stars[0]}.{name}"

    def _import_or_def(self, name: str) -> bool:
        """Whether ``name`` is bound only by one import and by the block's defs and
        classes."""
        count = 1 + len(self.defs.get(name, ())) + (1 if name in self.classes else 0)
        return count > 1 and len(self.bindings.get(name, ())) == count

    def _attribute_read(self, node: ast.Call) -> ast.Attribute | None:
        """The member a call only reads from a module or other named value, as the attribute
        it is (``getattr(os, 'wait4')``, ``hasattr(os, 'fork')``, CPython's tests'
        ``support.get_attribute(os, 'wait4')``: ``os.wait4``): given a name or a dotted name
        and a string constant, no keyword; None for any other call."""
        if len(node.args) != 2 or node.keywords:
            return None
        owner, member = node.args
        if not isinstance(owner, ast.Name | ast.Attribute):
            return None
        if not isinstance(member, ast.Constant) or not isinstance(member.value, str):
            return None
        if not member.value.isidentifier() or self._resolve(node.func) not in _ATTRIBUTE_READS:
            return None
        return ast.Attribute(value=owner, attr=member.value, ctx=ast.Load())

    def _call(self, node: ast.Call) -> None:
        func = node.func
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Call)
            and isinstance(func.value.func, ast.Name)
            and func.value.func.id == "get_ipython"
        ):
            if func.attr in ("system", "getoutput") and node.args:
                self._shell_line(node.args[0])
                return
            raise _Everything  # (a magic run by name: not read here)
        dotted = self._resolve(func)
        first = node.args[0] if node.args else None
        if dotted in _SEARCH_PATH_CALLS:
            self._search_path(node, dotted)
        if dotted in _FOLDER_DEFAULT and not node.args and not node.keywords:
            # (hunt91-defaultcwd: ``git.Repo()`` is the repository of the folder the block runs
            # in, as ``git.Repo('.')``: what is done with it may change every file there)
            node = ast.copy_location(ast.Call(func, [ast.Constant(".")], []), node)
        if self._entry_run(dotted, node):
            return
        given_on = len(node.args) > 1  # (``partial(Handler, directory='.')``: as before)
        if dotted in _CALLERS and given_on and isinstance(first, ast.Name | ast.Attribute):
            named = self._resolve(first) or ""
            if named.partition(".")[0] not in ("local", "builtins", ""):
                # (hunt91-heredeep: ``map(autoformat.format_tree, ['.'])``,
                # ``partial(autoformat.format_tree, '.')``: the library's function is called
                # with the other arguments, weighed as that call)
                called = ast.Call(first, list(node.args[1:]), list(node.keywords))
                self._call(ast.copy_location(called, node))
                return
        if dotted is not None:
            self._qualified(dotted, node)
        elif isinstance(func, ast.Attribute):
            self._method(func.value, func.attr, node)
        elif self._plain_call(func, node):
            return  # (``typ(42)``: a class the block computes, weighed as a call not known)
        else:
            raise _Everything  # (a call of a value the block computes)

    def _plain_call(self, func: ast.expr, node: ast.Call) -> bool:
        """Whether ``node`` calls a value the block computes that is weighed as a call not
        known (fix-shell49): the result of a call (``server('close')()``: that call is
        weighed itself) or a name the block binds only by assignments and loops (no import,
        parameter or ``global``: ``base = typ.__bases__[0]``), given arguments that all fold
        (:meth:`_folds`); then weighed by :meth:`_unknown` under the name it is called by.
        The function such a value holds is one the block named where it got it (a library's
        writing function used as a value is weighed there, ``f = os.remove``; a function of
        the block is read when its name is used) or a library call's result."""
        if isinstance(func, ast.Name):
            if func.id in self.imports or (self.stars and self._star_binds(func)):
                return False
            bound = self.bindings.get(func.id, [])
            if not bound or any(value is _UNFOLLOWED or value is _OPENED for value in bound):
                return False
        elif not isinstance(func, ast.Call):
            return False
        if not all(self._folds(arg) for arg in _given(node)):
            return False
        self._unknown(func.id if isinstance(func, ast.Name) else "", node, system=False)
        return True

    def _qualified(self, dotted: str, node: ast.Call) -> None:
        root, _, rest = dotted.partition(".")
        if root == "local" and rest in self.bases:
            # (``class Bundle(zipfile.ZipFile)``: its construction is the library's, given
            # the same arguments)
            for base in self.bases[rest]:
                inherited = self._resolve(base)
                if inherited is None or inherited == f"local.{rest}":
                    continue
                if not inherited.startswith("local.") or inherited[6:] in self.bases:
                    self._qualified(inherited, node)
            return
        if root in ("local", "unbound"):
            return  # (its body is read when reached; a name never bound raises NameError)
        args = node.args
        if dotted in ("builtins.open", "io.open", "codecs.open"):
            # (``io.open`` is the builtin; ``codecs.open(path, mode)``: the same mode)
            # (``codecs.open``'s third and later: encoding, errors, buffering)
            args = node.args[:2] if dotted == "codecs.open" else node.args
            if not reading_open(ast.Call(ast.Name("open"), args, node.keywords)):
                self._target(self._arg(node, 0, "filename" if "codecs" in dotted else "file"))
            return
        if root == "builtins" and _builtin_init(rest):
            return  # (fix-refusals39: ``Exception.__init__(self, msg)``: it stores its args)
        if root == "builtins":
            if rest in PY_BUILTINS or rest in _MORE_BUILTINS:
                if rest == "print" and any(k.arg == "file" for k in node.keywords):
                    return  # (a stream the block opened: weighed where it is opened)
                return
            raise _Everything  # (``exec``, ``eval``, ``compile``, ``setattr``)
        if dotted in _SHELL:
            self._shell_line(self._arg(node, 0, "cmd"))
            return
        if dotted in _SUBPROCESS:
            self._subprocess(node)
            return
        if dotted in _EXEC_LIST:
            self._words(args[1] if len(args) > 1 else None)
            return
        if dotted in _EXEC_ARGS:
            words = args[1:-1] if dotted in ("os.execle", "os.execlpe") else args[1:]
            self._words(ast.List(list(words)))
            return
        if dotted in _MAKES_FOLDERS and not any(
            isinstance(inner, ast.Call) for arg in _given(node) for inner in ast.walk(arg)
        ):
            return  # (lead, round 22: a new folder; an existing one is left as it is)
        if dotted in _FIRST or dotted in _BOTH:
            self._target(self._arg(node, 0, "path"))
        if dotted in _BOTH or dotted in _SECOND:
            self._target(self._arg(node, 1, "dst"))
        if dotted in _FIRST or dotted in _BOTH or dotted in _SECOND:
            return
        if dotted in ("fileinput.input", "fileinput.FileInput"):
            inplace = [k.value for k in node.keywords if k.arg == "inplace"] + args[1:2]
            if any(_truth(value) is not False for value in inplace):
                self._target(self._arg(node, 0, "files"))
            return
        own = self._own_called(dotted)
        if own is not None:
            self._module(own, every_function=True)  # (its code: any function may run)
            self._arguments(node)  # and what it is given
            return
        if dotted.startswith("."):
            raise _Everything
        if dotted in _GLOBS or dotted in _LISTS or dotted in _CWD or dotted in _JOIN:
            return  # (they list or name paths: what is done with them is weighed)
        if dotted.startswith("os.environ.") and dotted[11:] not in _ENVIRON_READS:
            raise _Everything  # (``os.environ.update(PATH=...)``: later commands differ)
        if root in sys.stdlib_module_names and _allowed(dotted):
            return
        if dotted.startswith(("sys.stdout.", "sys.stderr.")):
            return  # (the block's own output)
        if dotted in _CTYPES_VALUES:
            return  # (``c_int(42)``: a value)
        if root == "sh" and rest:
            # (``sh.git('clean', '-fdx')``: the member is the program, the arguments its words)
            if node.keywords:
                raise _Everything  # (``_cwd=``, ``_env=``: elsewhere)
            self._words(ast.List([ast.Constant(w) for w in rest.split(".")] + list(args)))
            return
        if root in _COMMAND_LIBRARIES and dotted.rsplit(".", 1)[-1] in _COMMAND_RUNNERS:
            self._shell_line(self._arg(node, 0, "command"))  # (``fabric.api.local('...')``)
            return
        if root in _SHOWING_LIBRARIES:
            return  # (fix-calls65: ``st.write(df)`` shows df on the page)
        if dotted in _RUNNERS and self._runs_own(node, dotted):
            return  # (fix-calls53: ``Thread(target=size, args=('data.csv',))``)
        if dotted == _DISCOVER and self._discovers(node):
            return
        if dotted == "pytest.main" and len(args) == 1 and not node.keywords:
            listed = args[0]
            if isinstance(listed, ast.List | ast.Tuple):
                # (fix-db93: ``pytest.main(['-q', '.'])`` runs what ``python -m pytest -q .``
                # runs, weighed the same; ``plugins=`` runs the block's objects: not read)
                runner = [ast.Constant("python"), ast.Constant("-m"), ast.Constant("pytest")]
                self._words(ast.List([*runner, *listed.elts]))
                return
        self._unknown(dotted.rsplit(".", 1)[-1], node, system=_system(dotted))

    def _discovers(self, node: ast.Call) -> bool:
        """``unittest.defaultTestLoader.discover(start, pattern, top_level_dir)``, given by
        position or keyword and nothing else, weighed as ``python -m unittest discover -s
        start -p pattern -t top`` (fix-db93: it imports the same test modules); False for
        any other form (not weighed here)."""
        names = ("start_dir", "pattern", "top_level_dir")
        if len(node.args) > 3 or any(k.arg not in names[len(node.args) :] for k in node.keywords):
            return False
        given = dict(zip(names, node.args, strict=False))
        given.update({k.arg: k.value for k in node.keywords if k.arg is not None})
        if "start_dir" not in given:
            return False
        words: list[ast.expr] = [ast.Constant(w) for w in ("python", "-m", "unittest", "discover")]
        for name, flag in zip(names, ("-s", "-p", "-t"), strict=True):
            if name in given:
                words += [ast.Constant(flag), given[name]]
        self._words(ast.List(words))
        return True

    def _runs_own(self, node: ast.Call, dotted: str) -> bool:
        """Whether a standard library runner (:data:`_RUNNERS`) is given only functions of
        the block (each read where it is used, its parameters given the runner's other
        arguments: :meth:`_given_to`), those arguments, numbers, and calls (each weighed
        itself): a pool made with a number of workers, ``asyncio.run(main())``."""
        functions = [
            v
            for v in _given(node)
            if isinstance(v, ast.Name) and self._resolve(v) == f"local.{v.id}"
        ]
        for value in _given(node):
            if any(value is f for f in functions) or isinstance(value, ast.Call):
                continue
            if not functions and self._fold(value) != _OTHER:
                return False  # (a pool given a path: not a pool's argument)
        if dotted in ("threading.Thread", "multiprocessing.Process"):
            target = _keyword(node, ("target",))
            return target is None or any(target is f for f in functions)
        return True

    def _method(self, receiver: ast.expr, attr: str, node: ast.Call) -> None:
        if attr == "__init__" and self._super_of_builtins(receiver, node):
            return  # (fix-refusals39: ``super().__init__(msg)`` of an exception class)
        kind = self._kind(receiver)
        if attr in _PATH_WRITES and kind != "str":
            self._target(self._fold(receiver))
            return
        if (
            attr == "mkdir"
            and kind == "path"
            and not any(
                isinstance(inner, ast.Call) for arg in _given(node) for inner in ast.walk(arg)
            )
        ):
            return  # (lead, round 22: ``Path('out').mkdir(...)`` makes a folder, no file)
        if attr in _PATH_MOVES and (
            (kind == "path" and len(node.args) <= 1)
            or (kind == "unknown" and len(node.args) == 1 and not node.keywords)
        ):  # (a path's ``rename(target)``; ``df.rename(columns=...)``, ``df.copy()``: no path)
            self._target(self._fold(receiver))
            self._target(self._arg(node, 0, "target"))
            return
        if attr == "open" and kind in ("path", "unknown"):
            mode = node.args[:1] + [k.value for k in node.keywords if k.arg == "mode"]
            if not all(
                isinstance(m, ast.Constant)
                and isinstance(m.value, str)
                and set(m.value) <= set("rbt")
                for m in mode
            ):
                self._target(self._fold(receiver))
            return
        if kind.startswith("own:"):
            self._module(kind[4:], every_function=True)
            self._arguments(node)
            return
        if attr == "write" and kind != "str" and not self._on_handle(receiver):
            self._held_given(node.args[:1])  # (``tree.write('config.xml')``: a path given)
            if not node.args and not node.keywords:  # (``d.write()``: where it came from)
                self._saved_back(receiver)
                if self.reach.holds_object(receiver):
                    raise _Everything
        if attr in ("get", "replace", "put") and kind not in ("str", "path"):
            self._held_given(node.args[1:2])  # (``sftp.get(remote, local)``: the second)
        if attr == "get" and kind not in ("str", "path"):
            self._fetched(node)
        if attr in PY_METHODS or attr in _HANDLE_METHODS or kind == "local":
            return
        first = node.args[0] if node.args else None
        if (
            attr in _RUNNER_METHODS
            and isinstance(first, ast.Name)
            and self._resolve(first) == f"local.{first.id}"
            and (
                self._library_of(receiver) in ("multiprocessing", "concurrent")
                or (isinstance(receiver, ast.Name) and self._made_by_runner(receiver.id))
            )
        ):
            return  # (fix-calls53: ``pool.map(size, ['data.csv'])``: size's body is read)
        if kind == "path" and attr in _PATH_READS:
            return  # (a path's listing or facts: what is done with them is weighed)
        if kind == "str" or (attr == "replace" and len(node.args) >= 2):
            return  # (a method of a string: ``'a'.replace('a', 'b')``)
        self._unknown(attr, node, system=kind == "path", into_handle=self._on_handle(receiver))

    def _made_by_runner(self, name: str) -> bool:
        """Whether ``name`` is bound only by ``with POOL(...) as name`` of a runner."""
        found = [
            item.context_expr
            for item in ast.walk(self.tree)
            if isinstance(item, ast.withitem)
            and isinstance(item.optional_vars, ast.Name)
            and item.optional_vars.id == name
        ]
        return (
            bool(found)
            and len(found) == len(self.bindings.get(name, ()))
            and all(
                isinstance(c, ast.Call) and (self._resolve(c.func) or "") in _RUNNERS for c in found
            )
        )

    def _super_of_builtins(self, receiver: ast.expr, node: ast.Call) -> bool:
        """Whether ``receiver`` is ``super()`` inside a class of the code whose bases are
        all builtin exceptions (or none, ``object``), not bound by the code: their
        ``__init__`` stores its arguments and writes nothing."""
        if not (
            isinstance(receiver, ast.Call)
            and isinstance(receiver.func, ast.Name)
            and receiver.func.id == "super"
            and "super" not in self.bindings
        ):
            return False
        if self.class_of is None:
            self.class_of = {}
            for outer in ast.walk(self.tree):
                if isinstance(outer, ast.ClassDef):
                    for inner in ast.walk(outer):
                        self.class_of[id(inner)] = outer  # (the innermost: walked last)
        cls = self.class_of.get(id(node))
        return cls is not None and all(
            isinstance(base, ast.Name)
            and base.id not in self.bindings
            and _builtin_init(f"{base.id}.__init__")
            for base in cls.bases
        )

    def _unknown(
        self, name: str, node: ast.Call, *, system: bool, into_handle: bool = False
    ) -> None:
        """A call the model does not know (a third-party library's, a standard-library
        function not modelled, a method of a value it returned): weighed as a call into the
        answer's own module, it changes exactly the held files its arguments name after
        folding (:meth:`_arguments`); an argument not folded is a value the block computed
        and names no file. Outcome 3 (every file) stays for a member of a module that reaches
        the system (:func:`_system`: ``os.chdir``, ``runpy``, ``importlib``), a name that
        writes where its arguments do not say (:data:`_FETCHING`: an archive extracted, a
        download) and a writing name (:func:`_writes`) given an argument not folded (the path
        it writes is not known)."""
        if system or name.startswith("__") or _fetches(name):
            raise _Everything
        into_handle = into_handle or self._into_handle(node)
        if into_handle and any(
            isinstance(self._fold(a), str | _Paths) and self._fold(a) != _OTHER
            for a in [*node.args, *(k.value for k in node.keywords if self._path_like(k.value))]
        ):
            into_handle = False  # (``df.to_csv(f.name)``: a path given, not the handle)
        writes = (_writes(name) and not into_handle) or _opens_to_write(name, node)
        if writes and not all(self._folds(a) for a in _given(node)):
            raise _Everything  # (``df.to_csv(p)``, ``lib.open(p, 'w')``: the path not known)
        if (
            writes
            and isinstance(node.func, ast.Attribute)
            and not name.lstrip("_").lower().startswith("to_")
            and not any(_choices(self._fold(a)) for a in _given(node))
        ):
            self._saved_back(node.func.value)  # (``d = lib.load('data.csv'); d.save()``)
            if self.reach.holds_object(node.func.value):
                raise _Everything  # (fix-calls53: loaded by a flow not followed)
        if not writes and _reads_or_shows(name, node):
            return  # (``pd.read_csv('data.csv')``, ``log.info('Reading data.csv')``)
        if not writes:
            node = self._without_markers(node)
        before = len(self.changed)
        self._arguments(node)
        if not writes and len(self.changed) == before:
            reach = self.reach  # (what the precise readers did not name, fix-calls72: as a path)
            self._not_followed(
                [*reach.weighed_args(node), *(k.value for k in reach.weighed_keywords(node))]
            )
        for arg in _given(node):
            for inner in ast.walk(arg):
                value = self._fold(inner) if isinstance(inner, ast.expr) else _OTHER
                if isinstance(value, str):
                    self._named_words(value)

    def _path_like(self, node: ast.expr) -> bool:
        """Whether a keyword's value may be a path beside a handle: not a bare word with no
        ``/`` nor ``.`` (``format='png'``, ``encoding='utf-8'``: an option)."""
        value = self._fold(node)
        return not isinstance(value, str) or "/" in value or "." in value or not value

    def _saved_back(self, receiver: ast.expr) -> None:
        """A writing method given no path (``d.save()``, ``audio.tag.save()``,
        ``lib.read('data.csv').save()``) writes the object back where it came from: the held
        files the calls that made it (through names bound once, attributes, items and
        receivers) were given. A ``to_*`` method given no path returns text (``to_csv()``)."""
        stack: list[tuple[ast.AST, int]] = [(receiver, 0)]
        while stack:
            node, depth = stack.pop()
            if depth > 20:
                continue
            if isinstance(node, ast.Name):
                bound = self._single(node.id)
                if isinstance(bound, ast.expr) and not isinstance(bound, ast.Starred):
                    stack.append((bound, depth + 1))
            elif isinstance(node, ast.Attribute | ast.Subscript):
                stack.append((node.value, depth + 1))
            elif isinstance(node, ast.Call):
                self._held_given(_given(node))
                stack.append((node.func, depth + 1))

    def _without_markers(self, node: ast.Call) -> ast.Call:
        """A call that does not write without the arguments that name the folder alone but
        are no path: a positional after the first (``plt.plot(x, y, '.')``: a marker), any of
        a decorator (``@app.route('/')``: a route). A folder given first, or by keyword,
        stays the folder (``lib.format('.')``)."""
        decorator = id(node) in self.decorators
        # (a path given beside it, ``lib.sync('/srv', '.')``, ``get_d('/srv', '.')``: the
        # ``.`` is where the call puts what it copies, the folder)
        beside = not decorator and any(
            isinstance(v, str) and "/" in v and v.strip().strip("/")
            for v in (self._fold(a) for a in _given(node))
        )
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        # (fix-calls53: a copying call, ``sync(src, '.')``, a transfer's ``get_d('exports',
        # '.')``: the ``.`` is where it copies, whatever the source's shape)
        beside = beside or (
            not decorator
            and (
                name in _COPYING
                or (isinstance(func, ast.Attribute) and self.reach.holds_transfer(func.value))
            )
        )
        # (hunt91-dotlater: after strings alone given before it, ``checkout('--', '.')``,
        # ``run('format', '.')``, the ``.`` is a word of a command line, the folder; a marker
        # follows data, ``plot(x, y, '.')``, ``scatter([1], [2], 1, 'r', '.')``)
        worded = [isinstance(self._fold(a), str) for a in node.args]
        args = [
            a
            for index, a in enumerate(node.args)
            if beside
            or (index > 0 and all(worded[:index]))
            or not ((index > 0 or decorator) and self._fold(a) in (".", "/"))
        ]
        keywords = [
            k for k in node.keywords if not (decorator and self._fold(k.value) in (".", "/"))
        ]
        return ast.Call(node.func, args, keywords)

    def _named_words(self, line: str) -> None:
        """A string of words given to a call not known (``fabric.local('rm app.py')``, a
        library that runs it as a command or as code, ``run('os.remove("app.py")')``): each
        word (between spaces, quotes, brackets and the shell's operators) that names a held
        file, a glob or the folder (``.``, ``..``) changes them."""
        for word in _WORD.findall(line):
            if word and (
                word in (".", "..")
                or "/" in word.strip("/")
                or "." in word
                or any(c in word for c in "*?[")
            ):
                self._target(word, base_names=True)

    def _held_given(self, args: list[ast.expr]) -> None:
        """A method that writes the path it is given when it names a held file (an object's
        ``write(path)``, a transfer's local end): a string that is no held file's path is
        the text written, a dict's default, a string's replacement."""
        for arg in args:
            value = self._fold(arg)
            if isinstance(value, str) and value.strip():
                path = posixpath.normpath(value.strip())
                if path in self.held_set or path in self.under:
                    self._target(path)

    def _fetched(self, node: ast.Call) -> None:
        """A transfer's ``get(remote, local)`` whose local end is a folder or left out (scp's
        ``SCPClient.get(remote_path, local_path='')``, fabric's ``Connection.get(remote,
        local=None)``: ``''``, ``'.'``, ``'out/'``, None): the file lands in that folder (the
        working folder) under the remote path's name, a held file of that name there is
        changed. The remote end is a path by its shape (a ``/`` in it, no URL's ``://``, no
        folder's ``/`` at its end): ``d.get('key')`` names no remote file; on an object a
        transfer library made (:data:`_TRANSFER_LIBRARIES`: ``Connection('h').get('data.csv')``,
        relative to the remote home) any name is a remote file's."""
        remote_node = node.args[0] if node.args else _keyword(node, _REMOTE_KEYWORDS)
        local_node = node.args[1] if len(node.args) > 1 else _keyword(node, _LOCAL_KEYWORDS)
        remotes = _choices(self._fold(remote_node) if remote_node is not None else None)
        transfer = isinstance(node.func, ast.Attribute) and (
            self._library_of(node.func.value) in _TRANSFER_LIBRARIES
            or self.reach.holds_transfer(node.func.value)
        )
        if remotes is None:
            if transfer:
                self._not_followed(_given(node))  # (fix-calls53: a remote path not folded)
            return
        local = self._fold(local_node) if local_node is not None else ""
        local = "" if local == _OTHER else local  # (``local=None``: the working folder)
        if not isinstance(local, str):
            return  # (a local end not folded: weighed as any argument is)
        local = local.strip()
        if not (local in ("", ".") or local.endswith("/")):
            return
        for remote, glob in remotes:
            remote = remote.strip()
            if "://" in remote or not remote or remote.endswith("/"):
                continue
            if "/" not in remote and not transfer:
                continue
            landed = posixpath.normpath(posixpath.join(local, posixpath.basename(remote)))
            if glob:
                self._pattern(landed)
            else:
                self._held_given([ast.Constant(landed)])

    def _library_of(self, node: ast.expr, depth: int = 0) -> str | None:
        """The module whose call made a value (``c`` of ``c = fabric.Connection('h')``,
        ``ssh.open_sftp()`` of a paramiko client): the first name of the call's dotted
        name, through names bound once, attributes and methods' receivers."""
        if depth > 20:
            return None
        if isinstance(node, ast.Name):
            bound = self._single(node.id)
            return self._library_of(bound, depth + 1) if isinstance(bound, ast.expr) else None
        if isinstance(node, ast.Attribute):
            return self._library_of(node.value, depth + 1)
        if isinstance(node, ast.Call):
            dotted = self._resolve(node.func)
            if dotted is not None:
                return dotted.split(".")[0]
            return self._library_of(node.func, depth + 1)
        return None

    def _on_handle(self, receiver: ast.expr) -> bool:
        """Whether a value is made of a file the block opened (``csv.writer(f)``, ``f`` of
        ``with open(...) as f``): what it writes goes there, weighed at the open."""
        if isinstance(receiver, ast.Name):
            bound = self._single(receiver.id)
            receiver = bound if isinstance(bound, ast.Call) else receiver
        if not isinstance(receiver, ast.Call) or not _given(receiver):
            return False
        return all(self._handle(a) for a in _given(receiver)[:1])

    def _handle(self, node: ast.expr) -> bool:
        """Whether a value is a file the block opened or a stream that is no file (a
        :data:`_SINKS`: ``sys.stdout``, an ``io.BytesIO()``), directly or bound once."""
        if isinstance(node, ast.Name):
            bound = self._single(node.id)
            if bound is _OPENED:
                return True
            node = bound if isinstance(bound, ast.Call | ast.Attribute) else node
        if isinstance(node, ast.Call):
            return self._resolve(node.func) in ("builtins.open", *_SINKS)
        return isinstance(node, ast.Attribute) and self._resolve(node) in _SINKS

    def _into_handle(self, node: ast.Call) -> bool:
        """Whether a call is given a handle (:meth:`_handle`) where it writes: by position,
        or by a keyword that names a stream (:data:`_STREAM_KEYWORDS`; a file the block
        opened, by any keyword); ``lib.save(m, p, log=sys.stdout)`` writes ``p``."""
        return any(self._handle(a) for a in node.args) or any(
            self._handle(k.value)
            and (k.arg in _STREAM_KEYWORDS or not self._handle_of_sink(k.value))
            for k in node.keywords
        )

    def _handle_of_sink(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Name):
            bound = self._single(node.id)
            node = bound if isinstance(bound, ast.Call | ast.Attribute) else node
        target = node.func if isinstance(node, ast.Call) else node
        return self._resolve(target) in _SINKS

    def _folds(self, node: ast.expr, depth: int = 0) -> bool:
        """Whether an argument of a writing call names no path it does not spell: it folds
        to paths, it is a number or ``None``, a dict or container of such values, a file
        the block opened (weighed where it is opened), a function of the block."""
        if isinstance(node, ast.Starred) or depth > 20:
            return False
        if isinstance(node, ast.Lambda):
            return True  # (a function: its body is read where it runs)
        if isinstance(node, ast.Dict):  # (``**{'path': p}``)
            return all(self._folds(v, depth + 1) for v in node.values)
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            return all(self._folds(e, depth + 1) for e in node.elts)
        if isinstance(node, ast.Call) and self._resolve(node.func) == "builtins.open":
            return True
        if isinstance(node, ast.Name):
            bound = self._single(node.id)
            if bound is _OPENED or self._resolve(node) == f"local.{node.id}":
                return True
            if isinstance(bound, ast.Dict | ast.List | ast.Tuple | ast.Set | ast.Call):
                return self._folds(bound, depth + 1)
        return self._fold(node) is not None

    def _kind(self, node: ast.expr, depth: int = 0) -> str:
        """What a value is: ``str`` (a string), ``path`` (a ``Path``), ``local`` (made by
        the block's own class or function), ``own`` (by the answer's module), ``unknown``."""
        if depth > 20:
            return "unknown"
        if isinstance(node, ast.Constant | ast.JoinedStr):
            return (
                "str" if isinstance(node, ast.JoinedStr) or isinstance(node.value, str) else "plain"
            )
        if isinstance(node, ast.BinOp):
            left = self._kind(node.left, depth + 1)
            if isinstance(node.op, ast.Div) and self._kind(node.right, depth + 1) == "path":
                return "path"  # (``'.' / Path('app.py')``: ``Path.__rtruediv__``)
            return left
        if isinstance(node, ast.Name):
            bound = self._single(node.id)
            if isinstance(bound, ast.expr) and not isinstance(bound, ast.Starred):
                return self._kind(bound, depth + 1)
            if isinstance(bound, ast.Starred):  # (a loop's name)
                inner = self._kind(bound.value, depth + 1)
                return "path" if inner == "path" else "unknown"
            return "unknown"
        if isinstance(node, ast.Call):
            dotted = self._resolve(node.func)
            if dotted is None and isinstance(node.func, ast.Attribute):
                return self._kind(node.func.value, depth + 1)
            if dotted is None:
                return "unknown"
            if dotted.startswith("pathlib."):
                return "path"
            if dotted.startswith("local.") and dotted[6:] in self.defs:
                return self._returns_kind(dotted[6:], depth)
            if dotted.startswith("local."):
                return "local"
            own = self._own_called(dotted)
            if own is not None:
                return "own:" + own
            if dotted == "builtins.str":
                return "str"
        return "unknown"

    def _returns_kind(self, name: str, depth: int) -> str:
        """``path`` when the block's own function ``name`` may return a path (``def out(n):
        return Path(n)``), else ``local``; each function weighed once."""
        if name not in self.return_kinds:
            self.return_kinds[name] = "local"  # (while weighing it: one that returns its call)
            kinds = {
                self._kind(inner.value, depth + 1)
                for function in self.defs[name]
                for inner in _own_statements(function)
                if isinstance(inner, ast.Return) and inner.value is not None
            }
            self.return_kinds[name] = "path" if "path" in kinds else "local"
        return self.return_kinds[name]

    def _arg(self, node: ast.Call, index: int, keyword: str) -> _Value:
        if any(isinstance(a, ast.Starred) for a in node.args[: index + 1]):
            return None
        if index < len(node.args):
            return self._fold(node.args[index])
        for k in node.keywords:
            if k.arg == keyword:
                return self._fold(k.value)
            if k.arg is None:
                return None
        return _OTHER

    def _arguments(self, node: ast.Call) -> None:
        """A call of the answer's own code: the held files, globs and folders the strings it
        is given name change (``b.fix('a.py')``, as ``./b a.py``)."""
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            if isinstance(arg, ast.Starred):
                arg = arg.value
            for value in [
                self._fold(arg),
                *(self._fold(n) for n in ast.walk(arg) if isinstance(n, ast.Name)),
            ]:
                if isinstance(value, str | _Paths) and value != _OTHER:
                    self._target(value, base_names=True)
            for inner in ast.walk(arg):
                if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
                    self._target(inner.value, base_names=True)
            if self._fold(arg) is None:
                value = self._fold_given(arg)  # (``f'{stem}.py'`` of a parameter given 'app')
                if isinstance(value, str | _Paths) and value != _OTHER:
                    self._target(value, base_names=True)
            self._reached(arg)

    def _fold_given(self, arg: ast.expr) -> _Value:
        """The paths ``arg`` spells when each parameter of the block's functions it is made
        of holds one of the values given it (:meth:`_given_to`: ``f'{stem}.py'`` in ``def
        tidy(stem)`` called ``tidy('app')`` is app.py); None when one is not folded. Its own
        caches: a parameter folds to nothing known elsewhere."""
        if self.parameters is None:
            self._read_parameters()
        saved = self.folded, self.returns
        self.folded, self.returns, self.by_given = self.given_folded, self.given_returns, True
        try:
            return self._fold(arg)
        finally:
            self.folded, self.returns = saved
            self.by_given = False

    def _parsed(self, node: ast.expr) -> bool:
        """Whether ``node`` is what argparse's ``parse_args()`` returns (or a name bound once
        to it)."""
        if isinstance(node, ast.Name):
            bound = self._single(node.id)
            node = bound if isinstance(bound, ast.Call) else node
        return (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("parse_args", "parse_known_args", "parse_intermixed_args")
        )

    def _option_defaults(self, dest: str) -> list[ast.expr]:
        """The ``default=`` values of the block's ``add_argument`` calls whose option is
        ``dest`` (``dest=``, else the first long option, ``--in-file`` is ``in_file``, else
        the first name)."""
        if self.options is not None:
            return self.options.get(dest, [])
        self.options = {}
        for node in ast.walk(self.tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "add_argument"
            ):
                continue
            names = [
                a.value
                for a in node.args
                if isinstance(a, ast.Constant) and isinstance(a.value, str)
            ]
            named = _keyword(node, ("dest",))
            if isinstance(named, ast.Constant) and isinstance(named.value, str):
                option = named.value
            else:
                long = [n for n in names if n.startswith("--")]
                option = (long or names or [""])[0].lstrip("-").replace("-", "_")
            default = _keyword(node, ("default",))
            if default is not None:
                self.options.setdefault(option, []).append(default)
        return self.options.get(dest, [])

    def _gather_given(self, name: str, depth: int) -> _Value:
        given = self._given_to(name)
        gathered = self._gather(given, depth) if given else None
        if gathered is not None and len(gathered.exact) == 1 and not gathered.patterns:
            return gathered.exact[0]
        return gathered

    def _reached(self, arg: ast.expr) -> None:
        """The values a call's argument is made of through the names it reads, every
        binding of each (``p = 'x'`` then ``p = 'app.py'``; a comprehension over
        ``os.listdir('.')``): each that folds to paths names them; a glob or a listing among
        them names its matches (one not folded: every file). Each name once per block."""
        stack: list[ast.AST] = [arg]
        while stack:
            expr = stack.pop()
            for inner in ast.walk(expr):
                if isinstance(inner, ast.Call):
                    self._listing(inner)
                if not isinstance(inner, ast.Name) or inner.id in self.reached_names:
                    continue
                self.reached_names.add(inner.id)
                for given in self._given_to(inner.id):
                    # (a parameter of the block's own function: what its calls give it,
                    # by position or by keyword, ``setup('data.csv')``; each element of a
                    # spread or mapped list, ``tidy(*['app.py'])``, ``map(tidy, ['app.py'])``)
                    for element in [given, *_elements(given)]:
                        folded = self._fold(element)
                        if isinstance(folded, str | _Paths) and folded != _OTHER:
                            self._target(folded, base_names=True)
                    stack.append(given)
                for bound in self.bindings.get(inner.id, ()):
                    value = bound.value if isinstance(bound, ast.Starred) else bound
                    if not isinstance(value, ast.expr):
                        continue
                    # (``opts = {'path': 'app.py'}``; ``lib.f(**opts)``)
                    for element in [value, *_elements(value)]:
                        folded = self._fold(element)
                        if isinstance(folded, str | _Paths) and folded != _OTHER:
                            self._target(folded, base_names=True)
                    stack.append(value)

    def _given_to(self, name: str) -> list[ast.expr]:
        """The values a parameter ``name`` of the block's own function may hold: its default,
        and what the block's calls of the function give it, by its position or its keyword
        (a call that spreads ``*args``/``**kw`` before it: each of those values; a ``*paths``
        parameter: every positional past the named ones, ``**kw`` every keyword no parameter
        takes). A method is called on an object (``Tidy().run('app.py')``: the first past
        ``self``), ``__init__`` by its class's name (``Tidy('app.py')``); a function given as
        a value to a call (``map(tidy, ['app.py'])``, ``Thread(target=f, args=(...))``) may be
        given each of that call's other arguments."""
        if self.parameters is None:
            self._read_parameters()
        assert self.parameters is not None
        given: list[ast.expr] = []
        seen: set[tuple[object, ...]] = set()  # (methods of one name and shape: once)
        for function in self.parameters.get(name, []):
            arguments = function.args
            positional = [*arguments.posonlyargs, *arguments.args]
            index = next((i for i, a in enumerate(positional) if a.arg == name), None)
            keywords = {a.arg for a in [*positional, *arguments.kwonlyargs]}
            rest = arguments.vararg is not None and arguments.vararg.arg == name
            spread = arguments.kwarg is not None and arguments.kwarg.arg == name
            defaults: list[tuple[ast.arg, ast.expr | None]] = [
                *zip(positional[::-1], arguments.defaults[::-1], strict=False),
                *zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True),
            ]
            given += [value for a, value in defaults if a.arg == name and value is not None]
            # (fix-calls53: n methods ``run`` of one shape are given the same ``.run(...)``
            # calls' arguments: read them once, linear time)
            owner = self.methods.get(id(function))
            shape = (
                function.name,
                id(function) if owner is None else owner if function.name == "__init__" else "",
                index,
                len(positional),
                tuple(sorted(keywords)),
                rest,
                spread,
                any(
                    isinstance(d, ast.Name) and d.id == "staticmethod"
                    for d in function.decorator_list
                ),
            )
            if shape in seen:
                continue
            seen.add(shape)
            for call, shift in self._calls_of(function):
                for at, value in enumerate(call.args):
                    if isinstance(value, ast.Starred):
                        given.append(value.value)
                    elif at + shift == index or (rest and at + shift >= len(positional)):
                        given.append(value)
                for keyword in call.keywords:
                    unnamed = spread and keyword.arg not in keywords  # (into ``**kw``)
                    if keyword.arg is None or keyword.arg == name or unnamed:
                        given.append(keyword.value)
            given += self.passed.get(function.name, [])
        return given

    def _read_parameters(self) -> None:
        """Once: the block's functions by their parameters' names, its methods (a function in
        a class's body) by their class, and the calls given a function of the block as a
        value."""
        self.parameters = {}
        for function in [f for found in self.defs.values() for f in found]:
            arguments = function.args
            every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
            every += [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
            for parameter in every:
                self.parameters.setdefault(parameter.arg, []).append(function)
        for node in ast.walk(self.tree):
            if isinstance(node, ast.ClassDef):
                for inner in node.body:
                    if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef):
                        self.methods[id(inner)] = node.name
            elif isinstance(node, ast.Call):
                # (``map(tidy, ['app.py'])``, ``pool.submit(f, 'a.py')``, ``Thread(target=f,
                # args=(...))``: the arguments after it, and ``args=``/``kwargs=``; not those
                # before it, ``add_url_rule('/', 'index', index)``'s route)
                extra = [k.value for k in node.keywords if k.arg in ("args", "kwargs")]
                for at, value in enumerate(_given(node)):
                    if isinstance(value, ast.Name) and value.id in self.defs:
                        after = node.args[at + 1 :] if at < len(node.args) else []
                        self.passed.setdefault(value.id, []).extend([*after, *extra])

    def _calls_of(
        self, function: ast.FunctionDef | ast.AsyncFunctionDef
    ) -> list[tuple[ast.Call, int]]:
        """The block's calls of its own function (by its name; a method on any object by its
        name, ``__init__`` by its class's name), with how many parameters the call fills
        before its first argument (``self``: one)."""
        if self.calls_by_name is None:
            self.calls_by_name = {}
            for node in ast.walk(self.tree):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                    self.calls_by_name.setdefault(node.func.id, []).append(node)
                elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                    self.calls_by_name.setdefault("." + node.func.attr, []).append(node)
        owner = self.methods.get(id(function))
        if owner is None:
            return [(call, 0) for call in self.calls_by_name.get(function.name, [])]
        static = any(
            isinstance(d, ast.Name) and d.id == "staticmethod" for d in function.decorator_list
        )
        shift = 0 if static else 1
        found = [(call, shift) for call in self.calls_by_name.get("." + function.name, [])]
        if function.name == "__init__":
            found += [(call, 1) for call in self.calls_by_name.get(owner, [])]
        return found

    def _listing(self, node: ast.Call) -> None:
        """A glob or a listing of a folder given (through names) to a call not read: its
        matches; a folder not folded: every file."""
        dotted = self._resolve(node.func)
        listing = dotted in _GLOBS or dotted in _LISTS
        if dotted is None and isinstance(node.func, ast.Attribute):
            listing = node.func.attr in ("glob", "rglob", "iterdir")
        if listing:
            self._target(self._fold(node), base_names=True)

    def _subprocess(self, node: ast.Call) -> None:
        shell = any(k.arg == "shell" and _truth(k.value) is not False for k in node.keywords)
        if any(k.arg in _ELSEWHERE or k.arg is None for k in node.keywords):
            raise _Everything  # (in another folder, another program: not the line read)
        first = (
            node.args[0]
            if node.args
            else next((k.value for k in node.keywords if k.arg == "args"), None)
        )
        if first is None:
            raise _Everything
        fed = self._fed(node)
        if shell:
            self._shell_line(first, fed)
        elif isinstance(first, ast.List | ast.Tuple):
            self._words(first, fed)
        else:
            value = self._fold(first)
            if not isinstance(value, str):
                raise _Everything
            # (one program, no words)
            self.changed.update(self.shell(shlex.quote(value) + _heredoc(fed)))

    def _fed(self, node: ast.Call) -> str | bool:
        """What a process started by ``node`` reads on its input: the text of ``input=``
        (folded; ``'...'.encode()`` is the text), True when it is fed something not known
        (``input=`` not folded, ``stdin=PIPE`` the block writes to, a file), False when
        nothing (no ``input=``, ``stdin=None``/``DEVNULL``). An interpreter given no script
        reads its program there (``subprocess.run(['bash'], input='rm a')``): the shell rules
        weigh the command fed it as a heredoc."""
        given = _keyword(node, ("input",))
        if given is not None:
            if (
                isinstance(given, ast.Call)
                and isinstance(given.func, ast.Attribute)
                and given.func.attr == "encode"
            ):
                given = given.func.value
            value = self._fold(given)
            return value if isinstance(value, str) else True
        stdin = _keyword(node, ("stdin",))
        if stdin is None or (isinstance(stdin, ast.Constant) and stdin.value is None):
            return False
        return self._resolve(stdin) != "subprocess.DEVNULL"

    def _words(self, node: ast.expr | None, fed: str | bool = False) -> None:
        """The command a list of words spells, weighed as the shell line of those words."""
        if not isinstance(node, ast.List | ast.Tuple):
            raise _Everything
        words: list[str] = []
        for n, element in enumerate(node.elts):
            if n == 0 and self._resolve(element) == "sys.executable":
                # (the interpreter running the block: ``[sys.executable, 'app.py']`` runs
                # what ``['python', 'app.py']`` runs, weighed the same, fix-db93)
                words.append("python")
                continue
            value = self._fold(element)
            if not isinstance(value, str):
                raise _Everything
            words.append(value)
        if words:
            self.changed.update(self.shell(shlex.join(words) + _heredoc(fed)))

    def _entry_run(self, dotted: str | None, node: ast.Call) -> bool:
        """Whether ``node`` is a library's command line entry given its words
        (``pre_commit.main.main(['run', '--all-files'])``, ``black.main(['--check', '.'])``),
        weighed as that command run in the block's folder (lead, round 20, hunt91-defaultcwd:
        a tool's entry acts on the folder it runs in when given no path, as its command
        does); words not spelled: any file."""
        root, _, rest = (dotted or "").partition(".")
        if root in ("local", "unbound", "builtins", "") or root.startswith(".") or root in self.own:
            return False
        if rest.rpartition(".")[2] not in _ENTRIES or not node.args or node.keywords:
            return False  # (``unittest.main(argv=[...])``, ``plugins=``: read as before)
        first = node.args[0] if len(node.args) == 1 else None
        if root == "unittest" or isinstance(first, ast.Constant):
            return False  # (``unittest.main('test.x')``: a module's name, no words; as before)
        if not isinstance(first, ast.List | ast.Tuple):
            raise _Everything  # (words not spelled: any command of the tool)
        words = [self._fold(word) for word in first.elts]
        if not all(isinstance(word, str) for word in words):
            raise _Everything
        self._shell_line(" ".join([root.replace("_", "-"), *map(shlex.quote, map(str, words))]))
        return True

    def _shell_line(self, node: ast.expr | _Value, fed: str | bool = False) -> None:
        value = self._fold(node) if isinstance(node, ast.AST) else node
        if not isinstance(value, str):
            raise _Everything
        if fed is not False:
            value = f"{{ {value}\n}}" + _heredoc(fed)  # (the line's input is the text fed)
        self.changed.update(self.shell(value))

    # -- values --------------------------------------------------------------------------

    def _fold(self, node: ast.AST, depth: int = 0) -> _Value:
        """The path a value spells (:data:`_Value`)."""
        if depth > 30:
            return None
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bytes):
                # (a bytes path names the file its decoding names, as the OS decodes it:
                # ``os.fsdecode`` on POSIX, UTF-8 with surrogateescape)
                return node.value.decode("utf-8", "surrogateescape")
            return node.value if isinstance(node.value, str) else _OTHER
        if isinstance(node, ast.JoinedStr):
            # (each piece's choices: ``f'{name}.py'`` over a loop's ``['app', 'lib']``)
            choices: list[tuple[str, bool]] = [("", False)]  # (text, is a glob)
            for value in node.values:
                inner = self._fold(
                    value.value if isinstance(value, ast.FormattedValue) else value, depth + 1
                )
                if isinstance(value, ast.FormattedValue) and (
                    value.format_spec is not None or value.conversion not in (-1, ord("s"))
                ):
                    return None
                options = (
                    [(inner, False)]
                    if isinstance(inner, str)
                    else [(e, False) for e in inner.exact] + [(p, True) for p in inner.patterns]
                    if isinstance(inner, _Paths) and inner != _OTHER
                    else None
                )
                if options is None:
                    return None  # (a path joined with a value not folded: any path)
                choices = [(a + b, x or y) for a, x in choices for b, y in options]
                if len(choices) > _MAX_PATTERNS:
                    return None
            if any(len(text) > _MAX_PATH for text, _ in choices):
                return None
            if len(choices) == 1 and not choices[0][1]:
                return choices[0][0]
            return _Paths(
                tuple(t for t, glob in choices if not glob), tuple(t for t, glob in choices if glob)
            )
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            # (``'%s.py' % name``: only ``%s`` and ``%%``, no width that could grow it)
            left, rhs = self._fold(node.left, depth + 1), node.right
            pieces = rhs.elts if isinstance(rhs, ast.Tuple) else [rhs]
            values = [self._fold(piece, depth + 1) for piece in pieces]
            if (
                isinstance(left, str)
                and _PLAIN_PERCENT.fullmatch(left) is not None
                and all(isinstance(v, str) for v in values)
            ):
                try:
                    built = left % tuple(values)
                except (TypeError, ValueError):
                    return None
                return built if len(built) <= _MAX_PATH else None
            return None
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Div):
            left, right = self._fold(node.left, depth + 1), self._fold(node.right, depth + 1)
            if isinstance(left, str) and isinstance(right, str):
                both = posixpath.join(left, right) if isinstance(node.op, ast.Div) else left + right
                return both if len(both) <= _MAX_PATH else None
            lefts, rights = _choices(left), _choices(right)
            if lefts is not None and rights is not None:
                # (``'/srv/' + f`` over a loop's ``['data.csv']``: each choice, as an f-string)
                div = isinstance(node.op, ast.Div)
                joined = [
                    (posixpath.join(a, b) if div else a + b, x or y)
                    for a, x in lefts
                    for b, y in rights
                ]
                if len(joined) > _MAX_PATTERNS or any(len(t) > _MAX_PATH for t, _ in joined):
                    return None
                return _Paths(
                    tuple(t for t, g in joined if not g), tuple(t for t, g in joined if g)
                )
            if (
                left is None
                and isinstance(right, str)
                and right.strip("/")
                and isinstance(node.op, ast.Add)
            ):
                # (a value not folded, then a known end: ``os.environ.get('T', '/tmp') + '/x'``
                # names a file named ``x``, ``stem + '.csv'`` a ``.csv`` file: the glob of its end)
                end = glob_escape(right)
                return _Paths(
                    patterns=("*" + end, end[1:]) if end.startswith("/") else ("*" + end,)
                )
            return None  # (a path joined with a value not folded: any path)
        if isinstance(node, ast.Name):
            if node.id in self.folded:  # (each name folded once: ``b = a + a`` stays linear)
                return self.folded[node.id]
            self.folded[node.id] = None  # (while folding it: a name bound to itself)
            bound = self._single(node.id)
            found: _Value = None
            if self.stars and (node.id not in self.bindings or self._star_binds(node)):
                # (``from config import *``: the module's value; of two, which is not known)
                if len(self.stars) == 1:
                    found = self._imported_value(f"{self.stars[0]}.{node.id}")
                    found = None if found == _OTHER else found  # (a name it may not bind)
            elif bound is _UNFOLLOWED and self.by_given and node.id in (self.parameters or {}):
                found = self._gather_given(node.id, depth)  # (a parameter: each value given)
            elif isinstance(bound, ast.Starred):  # (a loop's name: each of the values)
                found = self._each(bound.value, depth + 1)
            elif node.id in self.imports and bound is not None and bound is self._imported:
                found = self._imported_value(self.imports[node.id])
            elif isinstance(bound, ast.expr):
                found = self._fold(bound, depth + 1)
            self.folded[node.id] = found
            return found
        if isinstance(node, ast.Attribute):
            dotted = self._resolve(node)
            if dotted in _CWD:
                return "."
            if self.by_given and self._parsed(node.value):
                # (``ap.parse_args().file``: run with no arguments, the option's default)
                defaults = self._option_defaults(node.attr)
                return self._gather(defaults, depth) if defaults else None
            if node.attr == "path":  # (``entry.path`` of ``os.scandir``)
                return None  # (a path joined with a value not folded: any path)
            if (
                node.attr == "name"
                and isinstance(node.value, ast.Name)
                and len(self.opened.get(node.value.id, ())) == 1
                and self._single(node.value.id) is _OPENED
            ):  # (``f.name`` of ``with open('data.csv') as f``: the path opened)
                call = self.opened[node.value.id][0]
                first = call.args[0] if call.args else None
                return self._fold(first, depth + 1) if first is not None else None
            return None
        if isinstance(node, ast.Call):
            return self._fold_call(node, depth)
        return None

    def _fold_call(self, node: ast.Call, depth: int) -> _Value:
        dotted = self._resolve(node.func)
        if dotted is not None and dotted.startswith("local.") and dotted[6:] in self.defs:
            return self._returned(dotted[6:], depth)
        args = [self._fold(a, depth + 1) for a in node.args]
        if dotted in _CWD:
            return "."
        if dotted in _SAME and len(args) == 1:
            # (hunt91-heredeep: ``os.path.realpath('')`` is the folder, as ``abspath('')``)
            return "." if args[0] == "" and dotted in _FOLDER_OF_EMPTY else args[0]
        if dotted in _JOIN:
            if not all(isinstance(a, str) for a in args):
                # (``Path(p)`` of a loop's name over a glob: the same matches)
                return args[0] if len(args) == 1 and args[0] != _OTHER else None
            return posixpath.join(*[a for a in args if isinstance(a, str)]) if args else "."
        if dotted in _GLOBS and args and isinstance(args[0], str):
            recursive = _keyword(node, ("recursive",))
            if recursive is not None and _truth(recursive) is not False:
                return _Paths(patterns=_recursive(args[0]))  # (``**`` is any folders, or none)
            return _Paths(patterns=(args[0],))
        if dotted in _LISTS:
            folder = args[0] if args else "."
            return (
                _Paths(patterns=(posixpath.join(folder, "*"),)) if isinstance(folder, str) else None
            )
        if dotted is None and isinstance(node.func, ast.Attribute):
            method, receiver = node.func.attr, self._fold(node.func.value, depth + 1)
            if method in ("resolve", "absolute", "expanduser") and not args:
                return receiver if method != "expanduser" else None
            if (
                method == "joinpath"
                and isinstance(receiver, str)
                and all(isinstance(a, str) for a in args)
            ):
                return posixpath.join(receiver, *[a for a in args if isinstance(a, str)])
            if method in ("glob", "rglob", "iterdir") and isinstance(receiver, str):
                pattern = args[0] if args else "*"
                if not isinstance(pattern, str):
                    return None
                # (pathlib's ``**`` is always recursive: any folders, or none)
                return _Paths(
                    patterns=_recursive(
                        posixpath.join(receiver, ("*" if method == "rglob" else "") + pattern)
                    )
                )
            if method in ("glob", "rglob", "iterdir"):
                return None
        return None

    def _imported_value(self, dotted: str) -> _Value:
        """The value of a name ``from m import NAME`` binds, used as a path: the value the
        module of the answer assigns it once at its top (``DATA = 'data.csv'`` in config.py),
        folded when it is made of constants; a module of the answer that binds it otherwise,
        or a module the answer does not hold and that is not the standard library's: a value
        not known (any path). A standard module's constant (``os.devnull``) is no held
        file."""
        if dotted in _CWD:
            return "."
        module, _, attr = dotted.rpartition(".")
        if not module or module.startswith("."):
            return None  # (a relative import: which file is not known)
        path = module.replace(".", "/")
        source = self.sources.get(path + ".py", self.sources.get(path + "/__init__.py"))
        if source is None:
            top = module.split(".")[0]
            known = top in sys.stdlib_module_names and top not in self.own
            return _OTHER if known else None
        try:
            tree = ast.parse(source)
        except (SyntaxError, ValueError, MemoryError, RecursionError):
            return None
        values: list[ast.expr | None] = []
        for statement in ast.walk(tree):
            if isinstance(statement, ast.Assign):
                for target in statement.targets:
                    if any(isinstance(n, ast.Name) and n.id == attr for n in ast.walk(target)):
                        values.append(
                            statement.value
                            if isinstance(target, ast.Name) and statement in tree.body
                            else None
                        )
            elif isinstance(statement, ast.AnnAssign | ast.AugAssign | ast.NamedExpr):
                if isinstance(statement.target, ast.Name) and statement.target.id == attr:
                    values.append(
                        statement.value
                        if isinstance(statement, ast.AnnAssign) and statement in tree.body
                        else None
                    )
            elif isinstance(
                statement,
                ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Import | ast.ImportFrom,
            ) and attr in _names_bound(statement):
                values.append(None)
        value = values[0] if len(values) == 1 else None
        if value is None or any(
            isinstance(n, ast.Name | ast.Attribute | ast.Call) for n in ast.walk(value)
        ):
            return None  # (made of the module's other names: not folded here)
        return self._fold(value)

    def _returned(self, name: str, depth: int) -> _Value:
        """What a call of the block's own function ``name`` returns: the paths each of its
        ``return`` values folds to (one not folded, or a function that returns none: not
        folded)."""
        if name in self.returns:  # (each function folded once: ``return f() + f()``)
            return self.returns[name]
        self.returns[name] = None  # (while folding it: a function that returns its call)
        self.returns[name] = value = self._fold_returns(name, depth)
        return value

    def _fold_returns(self, name: str, depth: int) -> _Value:
        returned = [
            inner.value
            for function in self.defs[name]
            for inner in _own_statements(function)
            if isinstance(inner, ast.Return) and inner.value is not None
        ]
        if not returned:
            return None
        gathered = self._gather(returned, depth)
        if gathered is not None and len(gathered.exact) == 1 and not gathered.patterns:
            return gathered.exact[0]
        return gathered

    def _gather(self, nodes: list[ast.expr], depth: int) -> _Paths | None:
        """The paths each of ``nodes`` folds to, together; None when one does not fold."""
        exact: list[str] = []
        patterns: list[str] = []
        for node in nodes:
            value = self._fold(node, depth + 1)
            if isinstance(value, str):
                exact.append(value)
            elif isinstance(value, _Paths):
                exact.extend(value.exact)
                patterns.extend(value.patterns)
            else:
                return None
        return _Paths(tuple(exact), tuple(patterns))

    def _each(self, node: ast.expr, depth: int) -> _Value:
        """What a loop over ``node`` binds its name to: each path of a literal list, each
        match of a glob."""
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            return self._gather(node.elts, depth)
        value = self._fold(node, depth + 1)
        return value if isinstance(value, _Paths) and value != _OTHER else None

    # -- targets -------------------------------------------------------------------------

    def _target(self, value: _Value, *, base_names: bool = False) -> None:
        """The held files a call changes when it writes or removes ``value``; ``base_names``:
        a string given to the answer's own code may name a held file by its name alone."""
        if value is None:
            raise _Everything
        if isinstance(value, _Paths):
            for exact in value.exact:
                self._target(exact, base_names=base_names)
            for pattern in value.patterns:
                self._pattern(pattern)
            return
        if base_names and any(c in value for c in "*?["):
            self._pattern(value)
            return
        path = posixpath.normpath(value.strip()) if value.strip() else ""
        if not path:
            return
        if path in (".", "/") or all(part == ".." for part in path.split("/") if part):
            raise _Everything  # (the folder the block runs in, or one that holds it)
        if len(path) > _MAX_PATH:
            raise _Everything
        if self.folder is not None and path.startswith("/"):
            # (the folder the code runs in by its absolute path: ``/workspace/app.py`` is
            # app.py; ``/workspace`` itself, or a folder holding it, every file)
            if path == self.folder or self.folder.startswith(path.rstrip("/") + "/"):
                raise _Everything
            if path.startswith(self.folder + "/"):
                path = path[len(self.folder) + 1 :]
        if path.startswith(("/", "../")):
            # (a path outside the folder by its name: the held file it ends with, if any;
            # a held ``../app.py`` is the root's app.py run from a subfolder: it exactly)
            if path in self.held_set:
                self.changed.add(path)
            self.changed.update(self.under.get(path, ()))
            parts = path.split("/")
            for start in range(1, len(parts)):
                if "/".join(parts[start:]) in self.held_set:
                    self.changed.add("/".join(parts[start:]))
            return
        if path in self.held_set:
            self.changed.add(path)
        self.changed.update(self.under.get(path, ()))
        if base_names:
            self.changed.update(self.by_name.get(path, ()))

    def _pattern(self, pattern: str) -> None:
        pattern = posixpath.normpath(pattern)
        if pattern.startswith(("/", "..")) or len(pattern) > _MAX_PATH:
            raise _Everything
        if pattern in self.patterns:
            return
        self.patterns.add(pattern)
        if len(self.patterns) > _MAX_PATTERNS:
            raise _Everything  # (so many globs: each matched against every file costs)
        for held in self.held:
            if fnmatchcase(held, pattern) or fnmatchcase(held, pattern + "/*"):
                self.changed.add(held)


#: The keywords of a transfer's remote and local ends (scp, fabric, paramiko's sftp).
_REMOTE_KEYWORDS = ("remote_path", "remote", "remotepath")
#: The libraries whose connections' ``get(remote)`` fetches a remote file into the working
#: folder (fabric, scp, paramiko, pysftp): a remote path without ``/`` is in the remote home.
_TRANSFER_LIBRARIES = frozenset({"fabric", "fabric2", "scp", "paramiko", "pysftp"})
_LOCAL_KEYWORDS = ("local_path", "local", "localpath")


#: unittest's discovery of the test modules under a folder (``python -m unittest discover``).
_DISCOVER = "unittest.defaultTestLoader.discover"


def _keyword(node: ast.Call, names: tuple[str, ...]) -> ast.expr | None:
    """The value of the first keyword of ``names`` that the call gives, or None."""
    return next((k.value for k in node.keywords if k.arg in names), None)


def _names_bound(node: ast.AST) -> list[str]:
    """The names ``node`` (of the module's own code) binds."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.Name):
        return [node.id] if not isinstance(node.ctx, ast.Load) else []
    if isinstance(node, ast.Import | ast.ImportFrom):
        return [
            alias.asname or alias.name.split(".")[0] for alias in node.names if alias.name != "*"
        ]
    if isinstance(node, ast.ExceptHandler):
        return [node.name] if node.name else []
    if isinstance(node, ast.Global):
        return list(node.names)
    return []


def _own_statements(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.AST]:
    """The nodes of a function's body, not of the functions and classes it defines."""
    found: list[ast.AST] = []
    stack: list[ast.AST] = list(function.body)
    while stack:
        node = stack.pop()
        found.append(node)
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            stack.extend(ast.iter_child_nodes(node))
    return found


def _heredoc(fed: str | bool) -> str:
    """A command's input as a shell heredoc after it: the text fed (quoted: as it is), or a
    text not known (a variable the shell expands); nothing when it is fed nothing."""
    if fed is False:
        return ""
    if fed is True:
        return " <<FED\n$FED_NOT_KNOWN\nFED\n"
    end = "FED"
    while end in fed.split("\n"):
        end += "_"
    return f" <<'{end}'\n{fed.rstrip(chr(10))}\n{end}\n"


def _recursive(pattern: str) -> tuple[str, ...]:
    """The globs a recursive pattern matches with: each ``**/`` part stands for any folders
    (``fnmatch``'s ``*`` crosses ``/``) or for none (``**/*.csv`` matches ./data.csv too)."""
    parts = pattern.split("**/")
    if len(parts) == 1 or len(parts) > 4:
        return (pattern,) if len(parts) == 1 else (pattern.replace("**/", "*"),)
    found = [parts[0]]
    for part in parts[1:]:
        found = [head + tail for head in found for tail in ("**/" + part, part)]
    return tuple(dict.fromkeys(found))


def _truth(node: ast.expr) -> bool | None:
    """The truth of a constant condition (``False``, ``0``, ``None``), None when not one."""
    if isinstance(node, ast.Constant):
        return bool(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = _truth(node.operand)
        return None if inner is None else not inner
    return None


def _allowed(dotted: str) -> bool:
    """Whether the standard library's ``dotted`` is a member the positive model allows
    (:data:`~.hook_code._PY_MODULES`)."""
    root, *parts = dotted.split(".")
    if root not in PY_MODULES:
        return False
    allowed = PY_MODULES[root]
    for part in parts:
        allowed = member_of(allowed, part)
        if allowed == MAY_WRITE:
            return False
    return True


def relative_first(tree: ast.Module) -> bool:
    """Whether the module's first statement (after its docstring and ``__future__``
    imports) is a relative import: imported as a top-level module (no package), it raises
    ImportError there and none of its code runs."""
    for node in tree.body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue
        if isinstance(node, ast.ImportFrom) and node.module == "__future__":
            continue
        return isinstance(node, ast.ImportFrom) and node.level > 0
    return False


def _builtin_init(member: str) -> bool:
    """Whether ``member`` is ``X.__init__`` of a builtin exception class or ``object``
    (fix-refusals39: it stores its arguments, nothing more)."""
    name, _, attr = member.partition(".")
    value = getattr(builtins, name, None)
    return (
        attr == "__init__"
        and isinstance(value, type)
        and (value is object or issubclass(value, BaseException))
    )


def _choices(value: _Value) -> list[tuple[str, bool]] | None:
    """A folded value as its choices (text, whether a glob); None: not folded, or no path."""
    if isinstance(value, str):
        return [(value, False)]
    if isinstance(value, _Paths) and value != _OTHER:
        return [(e, False) for e in value.exact] + [(p, True) for p in value.patterns]
    return None


def _elements(node: ast.expr) -> list[ast.expr]:
    """The values a literal container holds (a dict's values)."""
    if isinstance(node, ast.Dict):
        return list(node.values)
    return list(node.elts) if isinstance(node, ast.List | ast.Tuple | ast.Set) else []


def _given(node: ast.Call) -> list[ast.expr]:
    """A call's arguments, positional and keyword."""
    return [*node.args, *(k.value for k in node.keywords)]


def _system(dotted: str) -> bool:
    """Whether ``dotted`` is a member of a module that reaches the system
    (:data:`_SYSTEM_MODULES`), or a module got by name (``sys.modules``)."""
    return dotted.split(".")[0] in _SYSTEM_MODULES or dotted.startswith("sys.modules")


#: The first words of a call's name that say it writes the path it is given (``to_csv``,
#: ``savefig``, ``np.save``, ``json.dump``, ``writerow``, ``export_graphviz``, ``copy``,
#: ``rmtree``): a library's function is known by its name alone here (its code is not in
#: the answer), so the name is the only reading there is.
_WRITING_PREFIXES = ("save", "write", "export", "dump")
_WRITING_WORDS = frozenset(
    {
        "mkdir", "makedirs", "copy", "copyfile", "copytree", "copy2", "copyfileobj", "move",
        "remove", "removedirs", "unlink", "rename", "renames", "delete", "rm", "rmtree",
        "rmdir", "touch", "truncate", "chmod", "chown", "link", "symlink", "overwrite",
    }
)  # fmt: skip
#: The names that write files named by what they fetch (an archive's members, a download's
#: name): outcome 3 whatever they are given.
_FETCHING = ("extract", "unpack", "download", "clone", "urlretrieve", "retrieve", "unzip")


def _writes(name: str) -> bool:
    word = name.lstrip("_").lower()
    first = word.split("_")[0]
    if word.startswith("to_"):
        return True
    if first.startswith(_WRITING_PREFIXES) and not first.endswith("dumps"):
        return True
    return first in _WRITING_WORDS


#: The first words of a call's name that say it reads what it is given or shows it as a
#: message (``pd.read_csv``, ``np.loadtxt``, ``log.info``, ``click.echo``, ``warnings.warn``,
#: ``st.title``, ``parser.add_argument(default=...)``): as :data:`_WRITING_PREFIXES`, a
#: library's function is known by its name alone (its code is not in the answer); a name
#: that also writes (``load_and_save``) is weighed as writing.
_READING_PREFIXES = ("read", "load")
#: Readers whose names start with no reading word (lead, round 22: numpy's text readers).
_READERS = frozenset({"genfromtxt", "fromfile", "recfromcsv", "recfromtxt", "fromregex"})
#: A word boundary of camelCase (``loadAndSave``).
_CAMEL = re.compile(r"([a-z0-9])([A-Z])")
#: The changing words that, glued to a reading one in one word, make it change
#: (``readwrite``, ``loadsave``); a list since one word has no boundary to read.
_GLUED_CHANGES = ("write", "save", "delete", "remove", "update", "modify", "fix", "store")
_SHOWING = frozenset(
    {
        "info", "debug", "warning", "warn", "error", "critical", "exception", "echo",
        "secho", "pprint", "pp", "title", "header", "subheader", "caption", "markdown",
        "add_argument", "add_option",
    }
)  # fmt: skip


#: The words that say a call changes or puts out what it handles, after a reading name's
#: first word (``read_and_fix``, ``load_and_update``, ``read_clean``, ``read_into``,
#: ``load_to``) or in a keyword it is given (``out=``, ``dest=``, ``overwrite=True``,
#: ``inplace=True``): with the writing words of :func:`_writes`, the one table of what turns
#: a reader into a call that changes the files its arguments name. A library's function is
#: known by its name alone (its code is not in the answer): the words are the only reading.
_CHANGING_WORDS = frozenset(
    {
        "fix", "fixes", "update", "updates", "clean", "cleanup", "modify", "edit", "patch",
        "repair", "normalize", "normalise", "format", "convert", "transform", "sort", "dedupe",
        "deduplicate", "merge", "append", "insert", "store", "sync", "migrate", "rewrite",
        "replace", "into", "to", "out", "output", "outfile", "dest", "dst", "destination",
        "target", "inplace",
    }
)  # fmt: skip


def _changing_word(word: str) -> bool:
    return word in _CHANGING_WORDS or _writes(word)


def _reads_or_shows(name: str, node: ast.Call | None = None) -> bool:
    """Whether a call not known only reads what it is given or shows it: a name that starts
    with a reading word and says nothing else after it (:data:`_CHANGING_WORDS`), given no
    keyword whose name says it is where the call puts its output or that it changes what it
    read (a keyword set to False says nothing), or a name that shows a message."""
    # (its words: by ``_`` and by camelCase, ``loadAndSave`` is ``load_and_save``)
    word = _CAMEL.sub(r"\1_\2", name.lstrip("_")).lower()
    if any(_changing_word(part) for part in word.split("_")[1:]):
        return False  # (``load_and_save``, ``read_and_fix``, ``read_into``)
    first = word.split("_")[0]
    glued = next((first[len(p) :] for p in _READING_PREFIXES if first.startswith(p)), "")
    if glued and any(glued.startswith(w) for w in _GLUED_CHANGES):
        return False  # (``readwrite``: a changing word glued to the reading one)
    # (hunt91-readername: a reader's name, ``lib.CsvReader``, is weighed by its keywords and
    # mode as a ``read*`` name is: ``inplace=True``, ``out='data.csv'``, ``'w'`` change)
    named = word.startswith(_READING_PREFIXES) or word.endswith("_reader") or word in _READERS
    if node is not None and named:
        keywords = [(k.arg, k.value) for k in node.keywords if k.arg is not None]
        for k in node.keywords:  # (``**{'inplace': True}``: the same keywords)
            if k.arg is None and isinstance(k.value, ast.Dict):
                keywords += [
                    (key.value, value)
                    for key, value in zip(k.value.keys, k.value.values, strict=True)
                    if isinstance(key, ast.Constant) and isinstance(key.value, str)
                ]
            elif k.arg is None:
                return False  # (keywords not known)
        for arg, value in keywords:
            parts = (arg or "").lower().split("_")
            if any(_changing_word(part) for part in parts) and _truth(value) is not False:
                return False  # (``read_remote(url, out='data.csv')``, ``overwrite=True``)
        for given in node.args[1:]:
            if (
                isinstance(given, ast.Constant)
                and isinstance(given.value, str)
                and _WRITE_MODE.fullmatch(given.value) is not None
                and any(c in given.value for c in "wax+")
            ):
                return False  # (``read('data.csv', 'w')``: a mode given by position)
    # (fix-calls65: a reader's name, its last word ``reader``: ``csv.DictReader(f)``)
    return named or word in _SHOWING


def _fetches(name: str) -> bool:
    return name.lstrip("_").lower().startswith(_FETCHING)


#: A mode that writes (``'w'``, ``'a+'``, ``'xb'``, ``'w:gz'``).
_WRITE_MODE = re.compile(r"[rwxabtU+]{0,3}[wax+][rwxabtU+]{0,3}(:[a-z0-9]*)?")


def _opens_to_write(name: str, node: ast.Call) -> bool:
    """Whether a call not known opens what it is given to write: a ``mode=`` that writes, or
    a positional mode that writes given to a name that opens a file (``aiofiles.open(p,
    'w')``, ``zipfile.ZipFile(p, 'w')``, ``h5py.File(p, 'a')``)."""
    modes = [k.value for k in node.keywords if k.arg == "mode"]
    lowered = name.lower()
    if "open" in lowered or "file" in lowered:
        modes += node.args[1:3]
    return any(
        isinstance(m, ast.Constant)
        and isinstance(m.value, str)
        and _WRITE_MODE.fullmatch(m.value) is not None
        for m in modes
    )


#: The standard library's runners of a function given them (fix-calls53): they run it with
#: their other arguments, or make a pool that does (:meth:`_Reader._runs_own`).
_RUNNERS = frozenset(
    {
        "threading.Thread", "threading.Timer", "multiprocessing.Process", "multiprocessing.Pool",
        "multiprocessing.pool.Pool", "multiprocessing.pool.ThreadPool",
        "concurrent.futures.ThreadPoolExecutor", "concurrent.futures.ProcessPoolExecutor",
        "asyncio.to_thread", "asyncio.run", "asyncio.gather", "functools.partial",
    }
)  # fmt: skip
#: The calls whose default path, given none, is the folder the block runs in.
#: The field names whose '.' is text, not the folder (``sep = '.'``, ``decimal_point``).
_TEXT_FIELD = re.compile(
    r"(?i)sep|delim|decimal|point|dot|suffix|prefix|ext|char|mark|join|symbol|punct|format"
)
#: The names of a library's command line entry (``pre_commit.main.main``, ``black.main``,
#: ``flake8.main.cli.main``): given a list of words, the tool run with them.
_ENTRIES = frozenset({"main", "cli", "run_cli", "entrypoint", "console_main"})
_FOLDER_DEFAULT = frozenset({"git.Repo", "git.repo.Repo", "git.repo.base.Repo", "git.Repo.init"})
#: The calls that call the function given them first with their other arguments (or their
#: items): a library's function given so is weighed as called with them (hunt91-heredeep).
_CALLERS = frozenset(
    {"functools.partial", "builtins.map", "itertools.starmap", "builtins.filter"}
    | {"functools.partialmethod", "functools.reduce"}
)
#: A pool's methods that run the function given them first with their other arguments.
_RUNNER_METHODS = frozenset(
    {"map", "imap", "imap_unordered", "starmap", "map_async", "starmap_async", "submit",
     "apply", "apply_async"}
)  # fmt: skip
#: The methods that put what they are given into the value they are called on (a list's
#: ``append``): the value then holds it (fix-calls53's fallback, :class:`_Reach`).
_STORING = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "put"})
#: The builtins whose result holds nothing of a path they are given (a number, a handle
#: weighed where it is opened, nothing).
_NO_PATH_BUILTINS = frozenset(
    {"open", "len", "print", "int", "float", "bool", "isinstance", "hash", "id", "type"}
)
#: The names of calls that copy into the folder they are given second (``sync(src,
#: '.')``, pysftp's ``get_d('exports', '.')``): a ``.`` there is that folder, no marker.
_COPYING = frozenset(
    {"sync", "rsync", "get_d", "get_r", "mirror", "copytree", "copy_tree", "pull", "fetch"}
)


#: fix-calls65: the values that are the FOLDER the block runs in (AutoGen saves the block
#: beside the answer's files and runs it there), spelled with no held path: each reaches every
#: held file, a staged source of :class:`_Reach` as a held path's string is. Values: the
#: dotted names (``os.curdir``, ``sys.path``: its first entry, ``sys.argv``: its first is the
#: block's own file, ``__file__``); calls: with any arguments (``os.getcwd()``,
#: ``Path.cwd()``, a relative ``glob('*')``) or with none (``Path()``, ``os.listdir()``);
#: strings: ``'.'`` and ``'./'`` anywhere a value may be a path (not a text method's
#: argument, ``'.'.join``, ``v.split('.')``, nor a separator's keyword), ``''`` given to a
#: path call (``os.path.abspath('')``); ``os.environ['PWD']``/``os.getenv('PWD')``.
_HERE_VALUES = frozenset(
    {"os.curdir", "sys.path", "sys.argv", "unbound.__file__", "os.path.curdir"}
    | {"__main__.__file__", "unbound._dh"}
    | {"posixpath.curdir", "ntpath.curdir", "os.pardir", "os.path.pardir", "posixpath.pardir"}
)
#: (fix-calls72: the block's own file found at run time, ``inspect.getfile(...)``; the
#: folder read by ``getattr(os, 'getcwd')()``, a dot decoded, ``Path('build').parent``)
_HERE_CALLS = (
    frozenset({"os.getcwd", "os.getcwdb", "pathlib.Path.cwd", "inspect.getfile"})
    | frozenset({"inspect.getsourcefile", "inspect.getabsfile", "inspect.currentframe"})
    | _GLOBS
)
_DECODING_CALLS = frozenset(
    {"base64.b64decode", "base64.urlsafe_b64decode", "base64.standard_b64decode",
     "base64.b32decode", "base64.b16decode", "base64.a85decode", "base64.b85decode"}
)  # fmt: skip
_SPLIT_CALLS = frozenset({"os.path.split", "posixpath.split", "ntpath.split"})
#: The calls whose value is what the command they run prints (hunt91-herecomputed).
_OUTPUT_CALLS = frozenset(
    {"subprocess.check_output", "subprocess.getoutput", "subprocess.run", "os.popen"}
    | {"subprocess.getstatusoutput", "subprocess.Popen"}
)
_PARENT_CALLS = frozenset({"os.path.dirname", "posixpath.dirname", "ntpath.dirname"})
_HERE_BARE_CALLS = _LISTS | _JOIN
_HERE_ENVIRON = frozenset({"PWD"})
#: fix-calls65: the streams and in-memory buffers that are no file (the block's own output,
#: a buffer in memory): a writing call given one writes there, as into a file the block
#: opened (``json.dump(d, sys.stdout)``, ``fig.savefig(buf)`` of ``buf = io.BytesIO()``).
_SINKS = frozenset(
    {"sys.stdout", "sys.stderr", "sys.__stdout__", "sys.__stderr__", "sys.stdout.buffer"}
    | {"sys.stderr.buffer", "io.StringIO", "io.BytesIO"}
)
#: The keywords that name the stream a call writes into (``yaml.dump(d, stream=sys.stdout)``).
_STREAM_KEYWORDS = frozenset(
    {"file", "fp", "f", "fh", "stream", "buf", "buffer", "fname", "fileobj", "fobj", "out"}
)
#: The libraries whose calls show what they are given on a page (streamlit's ``st.write(df)``,
#: ``st.dataframe``): no call of theirs writes a file of the block's folder.
_SHOWING_LIBRARIES = frozenset({"streamlit"})
#: The methods of a text whose string arguments are text, not a path (``v.split('.')``).
_TEXT_METHODS = frozenset(
    {
        "join", "split", "rsplit", "replace", "strip", "lstrip", "rstrip", "partition",
        "rpartition", "startswith", "endswith", "count", "find", "rfind", "index", "rindex",
        "removeprefix", "removesuffix", "format", "center", "ljust", "rjust", "splitlines",
    }
)  # fmt: skip
#: The keywords whose string is a separator or a mark, not a path (``sep='.'``, ``end=''``).
_TEXT_KEYWORDS = frozenset(
    {
        "sep", "end", "delimiter", "decimal", "thousands", "lineterminator", "quotechar",
        "escapechar", "comment", "fillchar", "prefix", "suffix", "separator", "joiner",
    }
)  # fmt: skip

#: fix-calls72: what a value made of the folder IS decides whether it reaches the folder.
#: A NAME is no path: ``os.path.basename(__file__)``, ``Path(__file__).stem`` (the block's
#: own file or the folder's name, never a held file), and the whole argument of a label
#: (``logging.getLogger(...)``, ``prog=``, ``desc=``, a window's caption) or a program's
#: arguments (``QApplication(sys.argv)``, ``argv=[sys.argv[0]]``) names nothing to change.
_NAME_CALLS = frozenset({"os.path.basename", "posixpath.basename", "ntpath.basename"})
_NAME_ATTRIBUTES = frozenset({"name", "stem", "suffix", "suffixes"})
_LABEL_CALLS = frozenset(
    {"getLogger", "set_caption", "setWindowTitle", "setApplicationName", "title", "set_title",
     "wm_title", "set_page_config"}
)  # fmt: skip
_LABEL_KEYWORDS = frozenset(
    {"prog", "desc", "description", "caption", "title", "usage", "epilog", "name", "help",
     "label", "argv", "page_title", "window_title"}
)  # fmt: skip
#: The calls given the program's arguments whole (``QApplication(sys.argv)``): no path.
_ARGV_CALLS = frozenset({"QApplication", "QGuiApplication", "QCoreApplication", "init"})
#: fix-calls72: a folder a server or an application only READS (Flask's ``root_path=``, a
#: catalog's ``localedir=``, ``SimpleHTTPRequestHandler``'s ``directory=``): no file changes.
_READ_ROOT_KEYWORDS = frozenset({"root_path", "template_folder", "static_folder", "localedir"})
#: The joining calls whose last constant argument is the name the path ends with.
_JOIN_CALLS = frozenset({"os.path.join", "posixpath.join", "ntpath.join"})
_JOIN_METHODS = frozenset({"joinpath", "with_name"})


class _Reach:
    """fix-calls53: the SOUND fallback behind the precise readers. Which names, attributes
    and parameters of a block may hold a staged string (a held file's path, its name, its
    stem beside a constant with its suffix, a folder of held files), followed through every
    binding (a tuple's names, ``with ... as``, loops, ``self.x = ...``, a class's field,
    what a function returns, what any call of the block's functions or of a value may give
    a parameter, a function given as a value to a runner, a list's ``append``, an option's
    ``default=``); and which may hold a transfer library's object (``with Connection('h') as
    c``). ``paths``: through values that may be the string itself (not through a call that
    only reads or shows it, ``pd.read_csv(p)``, nor ``len``); ``objects``: through any call
    (``lib.load(p)`` holds where it came from). Linear: one walk, then each edge once."""

    def __init__(self, reader: _Reader) -> None:
        self.reader = reader
        held = reader.held
        self.names = {path.rsplit("/", 1)[-1] for path in held}
        self.segments = {part for path in held for part in path.split("/")}
        self.stems: dict[str, set[str]] = {}
        for name in self.names:
            stem, dot, suffix = name.rpartition(".")
            if dot and stem:
                self.stems.setdefault(stem, set()).add("." + suffix)
        strings = [
            n.value
            for n in ast.walk(reader.tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and len(n.value) < 4096
        ]
        self.suffixes = {
            s
            for s in {x for v in self.stems.values() for x in v}
            if any(s in text for text in strings)
        }
        self.path_edges: dict[str, set[str]] = {}
        self.object_edges: dict[str, set[str]] = {}
        self.path_seeds: set[str] = set()
        self.object_seeds: set[str] = set()
        # (fix-calls72: the same, of the folder alone, through values that may BE the folder
        # or a path under it: not through a name made of it, ``os.path.basename(HERE)``)
        self.here_path_edges: dict[str, set[str]] = {}
        self.here_object_edges: dict[str, set[str]] = {}
        self.here_path_seeds: set[str] = set()
        self.here_object_seeds: set[str] = set()
        self.transfer_seeds: set[str] = set()
        self.parameters: dict[str, list[str]] = {}  # a function's name: its parameters
        self.every_parameter: list[str] = []
        self.method_names: set[str] = set()
        self.parents: dict[int, ast.Subscript] = {}  # (a subscripted value: its subscript)
        for node in ast.walk(reader.tree):
            if isinstance(node, ast.Subscript):
                self.parents[id(node.value)] = node
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                arguments = node.args
                every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
                every += [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
                keys = ["n:" + a.arg for a in every]
                self.every_parameter += keys
                if not isinstance(node, ast.Lambda):
                    self.parameters.setdefault(node.name, []).extend(keys)
                    for inner in ast.walk(node):
                        if isinstance(inner, ast.Return | ast.Yield) and inner.value:
                            self._edge(["n:" + node.name, "a:" + node.name], inner.value)
                positional = [*arguments.posonlyargs, *arguments.args]
                for a, default in [
                    *zip(positional[::-1], arguments.defaults[::-1], strict=False),
                    *zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True),
                ]:
                    if default is not None:
                        self._edge(["n:" + a.arg], default)
            elif isinstance(node, ast.ClassDef):
                for inner in node.body:
                    if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef):
                        self.method_names.add(inner.name)
                        if inner.name == "__init__":  # (``Tidy('app.py')``: its parameters)
                            init = inner.args
                            self.parameters.setdefault(node.name, []).extend(
                                "n:" + a.arg
                                for a in [*init.posonlyargs, *init.args, *init.kwonlyargs]
                            )
        for node in ast.walk(reader.tree):
            self._binding(node)
        self.paths = self._spread(self.path_seeds, self.path_edges)
        self.objects = self._spread(self.object_seeds, self.object_edges)
        self.here_paths = self._spread(self.here_path_seeds, self.here_path_edges)
        self.here_objects = self._spread(self.here_object_seeds, self.here_object_edges)
        self.transfers = self._spread(self.transfer_seeds, self.object_edges)

    def staged(self, text: str) -> bool:
        value = text.strip()
        if not value or len(value) > _MAX_PATH:
            return False
        path = posixpath.normpath(value.replace("\\", "/"))
        base = path.rsplit("/", 1)[-1]
        if path in self.reader.held_set or path in self.reader.under or base in self.names:
            return True
        return bool(self.stems.get(value, set()) & self.suffixes)

    def _keys(self, target: ast.expr) -> list[str]:
        if isinstance(target, ast.Name):
            return ["n:" + target.id]
        if isinstance(target, ast.Attribute):
            return ["a:" + target.attr]
        if isinstance(target, ast.Subscript):
            return self._keys(target.value)
        if isinstance(target, ast.Starred):
            return self._keys(target.value)
        if isinstance(target, ast.Tuple | ast.List):
            return [k for e in target.elts for k in self._keys(e)]
        return []

    def _binding(self, node: ast.AST) -> None:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                self._edge(self._keys(target), node.value)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign | ast.NamedExpr):
            if node.value is not None:
                self._edge(self._keys(node.target), node.value)
        elif isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            self._edge(self._keys(node.target), node.iter)
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            self._edge(self._keys(node.optional_vars), node.context_expr)
        elif isinstance(node, ast.ClassDef):
            for inner in node.body:  # (a class's field: ``self.path`` reads it)
                if isinstance(inner, ast.Assign | ast.AnnAssign) and inner.value is not None:
                    targets = inner.targets if isinstance(inner, ast.Assign) else [inner.target]
                    for target in targets:
                        if isinstance(target, ast.Name):
                            self._edge(["a:" + target.id], inner.value)
        elif isinstance(node, ast.Call):
            self._call(node)

    def _call(self, node: ast.Call) -> None:
        reader = self.reader
        func = node.func
        given = [a.value if isinstance(a, ast.Starred) else a for a in _given(node)]
        dotted = reader._resolve(func)
        if dotted is not None and dotted.split(".")[0] in _TRANSFER_LIBRARIES:
            self.transfer_seeds.add(f"c:{id(node)}")
        name = _called_name(func)
        if name in ("add_argument", "add_option"):
            # (an option's ``default=``: what ``opts.<dest>`` holds, however parsed)
            names = [a.value for a in node.args if isinstance(a, ast.Constant)]
            dests = [n.lstrip("-").replace("-", "_") for n in names if isinstance(n, str)]
            named = _keyword(node, ("dest",))
            if isinstance(named, ast.Constant) and isinstance(named.value, str):
                dests.append(named.value)
            default = _keyword(node, ("default",))
            if default is not None:
                self._edge(["a:" + d for d in dests], default)
            return
        if (
            isinstance(func, ast.Attribute)
            and name in _STORING
            and reader._resolve(func.value) not in _HERE_VALUES
        ):  # (``sys.path.insert(0, '.')``: a source itself, not every ``x.path``)
            self._edge(self._keys(func.value), *given)  # (``paths.append('app.py')``)
        # (a function of the block given as a value, ``starmap(tidy, ...)``, ``Thread(target=
        # f, args=(...))``, ``partial(f, 'a')``: each of its parameters any argument)
        for value in given:
            if isinstance(value, ast.Name) and value.id in self.parameters:
                self._edge(self.parameters[value.id], *given)
        if isinstance(func, ast.Name) and func.id in self.parameters:
            self._edge(self.parameters[func.id], *given)
        elif isinstance(func, ast.Attribute) and name in self.method_names:
            self._edge(self.parameters.get(name, []), *given)
        elif isinstance(func, ast.Name) and func.id in reader.imports:
            pass
        elif dotted is None or dotted.startswith("local."):
            # (a value the block computes called, ``t = tidy; t('app.py')``: any function)
            self._edge(self.every_parameter, *given)

    def _edge(self, targets: list[str], *values: ast.expr) -> None:
        if not targets:
            return
        for value in values:
            for mode, edges, seeds, here_edges, here_seeds in (
                (True, self.path_edges, self.path_seeds, self.here_path_edges,
                 self.here_path_seeds),
                (False, self.object_edges, self.object_seeds, self.here_object_edges,
                 self.here_object_seeds),
            ):  # fmt: skip
                refs = self._refs(value, paths=mode)
                if refs.staged:
                    seeds.update(targets)
                if refs.here:
                    here_seeds.update(targets)
                for key in refs.keys:
                    edges.setdefault(key, set()).update(targets)
                for key in refs.here_keys:
                    here_edges.setdefault(key, set()).update(targets)

    def _refs(self, value: ast.expr, *, paths: bool) -> _Refs:
        """The keys a value is made of, whether a staged string is one of them, and (the
        keys read where the value may be the folder itself or a path under it) whether the
        folder is one (fix-calls72: not in a name made of it nor a label)."""
        refs = _Refs()
        # (a node, whether '.' is a path, whether the folder there is a path)
        stack: list[tuple[ast.AST, bool, bool]] = [(value, True, True)]
        while stack:
            node, dot, here = stack.pop()
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                refs.staged = refs.staged or self.staged(node.value)
                dotted = dot and here and node.value in (".", "./") and bool(self.names)
                refs.here = refs.here or dotted
                continue
            refs.here = refs.here or (here and self._here(node))
            if isinstance(node, ast.Name):
                refs.keys.add("n:" + node.id)
                if here:
                    refs.here_keys.add("n:" + node.id)
                continue
            if isinstance(node, ast.Attribute):
                refs.keys.add("a:" + node.attr)
                if here:
                    refs.here_keys.add("a:" + node.attr)
                if node.attr in _NAME_ATTRIBUTES:  # (``Path(__file__).stem``: a name)
                    stack.append((node.value, dot, False))
                    continue
            if isinstance(node, ast.BinOp) and self._ends_in_name(node):
                continue  # (``HERE / 'logo.png'``: that one file, no held file)
            if isinstance(node, ast.Call):
                refs.keys.add(f"c:{id(node)}")
                name = _called_name(node.func)
                if paths and (name in _NO_PATH_BUILTINS or _reads_or_shows(name, node)):
                    continue  # (``pd.read_csv(p)``: the data, not the path)
                if paths and self.reader._resolve(node.func) == _DISCOVER:
                    continue  # (fix-db93: a suite of the tests found, weighed where it runs)
                if name in _LABEL_CALLS or self._ends_in_name(node):
                    continue  # (``getLogger(...)``: a label; ``join(HERE, 'app.db')``)
                called = self.reader._resolve(node.func)
                inner = here and called not in _NAME_CALLS
                text = isinstance(node.func, ast.Attribute) and name in _TEXT_METHODS
                stack.append((node.func, dot and not text, inner))
                stack.extend((a, dot and not text, inner) for a in self.weighed_args(node))
                stack.extend(
                    (k.value, dot and not text and k.arg not in _TEXT_KEYWORDS, inner)
                    for k in self.weighed_keywords(node)
                )
                continue
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                continue
            stack.extend((child, dot, here) for child in ast.iter_child_nodes(node))
        return refs

    def weighed_args(self, node: ast.Call) -> list[ast.expr]:
        """fix-calls72: a call's positional arguments that may be a path to it: none of a
        label's (``getLogger(...)``), nor the program's arguments given whole to an
        application (``QApplication(sys.argv)``)."""
        name = _called_name(node.func)
        if name in _LABEL_CALLS:
            return []
        if name in _ARGV_CALLS:
            return [a for a in node.args if self.reader._resolve(a) != "sys.argv"]
        return list(node.args)

    def weighed_keywords(self, node: ast.Call) -> list[ast.keyword]:
        """fix-calls72: a call's keywords that may be a path to it: not a label (``prog=``,
        ``desc=``, ``argv=``), nor a folder only read (:data:`_READ_ROOT_KEYWORDS`, a request
        handler's ``directory=``)."""
        if _called_name(node.func) in _LABEL_CALLS:
            return []
        handler = any(_called_name(a).endswith("RequestHandler") for a in node.args)
        handler = handler or _called_name(node.func).endswith("RequestHandler")
        return [
            k
            for k in node.keywords
            if k.arg not in _LABEL_KEYWORDS
            and k.arg not in _READ_ROOT_KEYWORDS
            and not (handler and k.arg == "directory")
        ]

    def _ends_in_name(self, node: ast.BinOp | ast.Call) -> bool:
        """fix-calls72: whether ``node`` joins a path with a constant name last that no held
        file can be (``os.path.join(HERE, 'logo.png')``, ``Path(__file__).parent /
        'app.db'``): a path to that one file, whatever the folder (the other reading, a
        folder of held files or ``..`` joined, keeps the fallback)."""
        if isinstance(node, ast.BinOp):
            if not isinstance(node.op, ast.Div):
                return False
            last: ast.expr | None = node.right
        else:
            dotted = self.reader._resolve(node.func)
            joins = dotted in _JOIN_CALLS or (
                isinstance(node.func, ast.Attribute) and node.func.attr in _JOIN_METHODS
            )
            if not joins or node.keywords or len(node.args) < (1 if dotted is None else 2):
                return False
            if any(isinstance(a, ast.Starred) for a in node.args):
                return False
            last = node.args[-1]
        if not (isinstance(last, ast.Constant) and isinstance(last.value, str)):
            return False
        text = last.value.replace("\\", "/")
        parts = [p for p in text.split("/") if p]
        if not parts or text.startswith("/") or any(p in (".", "..") for p in parts):
            return False
        if any(c in text for c in "*?[~$%{"):
            return False
        return parts[-1] not in self.segments and not self.staged(text)

    def _here(self, node: ast.AST) -> bool:
        """Whether ``node`` is the folder the block runs in (:data:`_HERE_VALUES`)."""
        if not self.names:
            return False
        resolve = self.reader._resolve
        parent = isinstance(node, ast.Attribute) and node.attr == "parent"
        if parent and isinstance(node, ast.Attribute) and self._relative_name(node.value):
            return True  # (``Path('build').parent``: '.')
        if isinstance(node, ast.Name | ast.Attribute):
            return resolve(node) in _HERE_VALUES and not self._later_argument(node)
        if isinstance(node, ast.Subscript):  # (``os.environ['PWD']``)
            key = node.slice
            value = node.value
            if isinstance(value, ast.Name):  # (``env = dict(os.environ)`` then ``env['PWD']``)
                bound = self.reader._single(value.id)
                if isinstance(bound, ast.Call):
                    value = bound
            if isinstance(value, ast.Call) and value.args and not value.keywords:
                called = resolve(value.func)
                if called == "builtins.dict" and len(value.args) == 1:
                    value = value.args[0]  # (``dict(os.environ)['PWD']``: a copy)
                elif called in _SPLIT_CALLS and isinstance(key, ast.Constant) and key.value == 0:
                    # (``os.path.split('./x')[0]``: '.', the folder)
                    split = self.reader._fold(value.args[0])
                    head = posixpath.split(split)[0] if isinstance(split, str) else None
                    return head is not None and posixpath.normpath(head or ".") == "."
            if (
                isinstance(value, ast.Call)
                and resolve(value.func) == "json.loads"
                and isinstance(key, ast.Constant)
                and isinstance(value.args[0] if value.args else None, ast.Constant)
            ):
                # (``json.loads('{"root": "."}')['root']``: a config's root, the folder)
                try:
                    loaded = json.loads(str(getattr(value.args[0], "value", "")))
                except (ValueError, RecursionError):
                    return False
                item = loaded.get(key.value) if isinstance(loaded, dict) else None
                return item in (".", "./")
            method = value.func if isinstance(value, ast.Call) and not value.args else None
            if isinstance(method, ast.Attribute) and method.attr == "copy":
                value = method.value  # (``os.environ.copy()['PWD']``)
            return (
                resolve(value) == "os.environ"
                and isinstance(key, ast.Constant)
                and key.value in _HERE_ENVIRON
            )
        if not isinstance(node, ast.Call):
            return False
        dotted = resolve(node.func)
        first = node.args[0] if node.args else None
        member = node.func  # (``getattr(os, 'getcwd')()``: ``os.getcwd()``)
        if (
            isinstance(member, ast.Attribute)
            and member.attr in ("getoutput", "system")
            and isinstance(member.value, ast.Call)
            and isinstance(member.value.func, ast.Name)
            and member.value.func.id == "get_ipython"
            and first is not None
        ):
            # (lead, round 20: ``get_ipython().getoutput('pwd')``, IPython's ``!pwd``: what
            # it prints, the folder)
            shown = self.reader._fold(first)
            return isinstance(shown, str) and shown.split()[:1] == ["pwd"]
        if isinstance(member, ast.Attribute) and member.attr in ("read", "readline"):
            inner = member.value  # (``os.popen('pwd').read()``: what the command prints)
            if isinstance(inner, ast.Call) and resolve(inner.func) in _OUTPUT_CALLS:
                return self._here(inner)
        if isinstance(member, ast.Call) and resolve(member.func) == "builtins.getattr":
            named = member.args[1:2]
            if named and isinstance(named[0], ast.Constant) and isinstance(named[0].value, str):
                dotted = f"{resolve(member.args[0])}.{named[0].value}"
        if dotted in _PARENT_CALLS and first is not None:
            return self._relative_name(first)  # (``os.path.dirname('build')``: '')
        if dotted == "builtins.chr":
            return isinstance(first, ast.Constant) and first.value == ord(".")
        if dotted in _DECODING_CALLS:
            return isinstance(first, ast.Constant) and _decodes_to_dot(dotted, first.value)
        if dotted in _HERE_CALLS:
            given = first.value if isinstance(first, ast.Constant) else None
            return not (isinstance(given, str) and given.startswith("/"))  # (a relative glob)
        if dotted in _HERE_BARE_CALLS:
            return first is None or (isinstance(first, ast.Constant) and first.value == "")
        if dotted in _SAME and dotted != "builtins.str":
            return isinstance(first, ast.Constant) and first.value == ""
        if dotted in ("os.getenv", "os.environ.get"):
            return isinstance(first, ast.Constant) and first.value in _HERE_ENVIRON
        if dotted in _OUTPUT_CALLS and first is not None:
            # (``subprocess.check_output(['pwd'])``, ``os.popen('pwd')``: what it prints,
            # the folder the block runs in)
            words = first.elts if isinstance(first, ast.List | ast.Tuple) else [first]
            folded = [self.reader._fold(w) for w in words]
            return bool(folded) and isinstance(folded[0], str) and folded[0].split()[:1] == ["pwd"]
        return False

    def _relative_name(self, node: ast.expr) -> bool:
        """Whether ``node`` folds to a relative path of one name (``'build'``): its folder
        is the block's."""
        value = self.reader._fold(node)
        if not isinstance(value, str) or value.startswith(("/", "~")) or not value.strip():
            return False
        return "/" not in posixpath.normpath(value.replace("\\", "/"))

    def _later_argument(self, node: ast.Name | ast.Attribute) -> bool:
        """Whether ``node`` is ``sys.argv`` read past its first entry (``sys.argv[1]``,
        ``sys.argv[1:]``): empty, or no value, when AutoGen runs the block (no arguments)."""
        parent = self.parents.get(id(node))
        if not isinstance(parent, ast.Subscript) or parent.value is not node:
            return False
        if self.reader._resolve(node) != "sys.argv":
            return False
        key = parent.slice
        if isinstance(key, ast.Slice):
            key = key.lower if key.lower is not None else ast.Constant(0)
        return isinstance(key, ast.Constant) and isinstance(key.value, int) and key.value >= 1

    @staticmethod
    def _spread(seeds: set[str], edges: dict[str, set[str]]) -> set[str]:
        reached = set(seeds)
        stack = list(seeds)
        while stack:
            for target in edges.get(stack.pop(), ()):
                if target not in reached:
                    reached.add(target)
                    stack.append(target)
        return reached

    def holds_path(self, value: ast.expr) -> bool:
        refs = self._refs(value, paths=True)
        return refs.reaches(self.paths, self.here_paths)

    def holds_object(self, value: ast.expr) -> bool:
        refs = self._refs(value, paths=False)
        return refs.reaches(self.objects, self.here_objects)

    def holds_transfer(self, value: ast.expr) -> bool:
        return not self._refs(value, paths=False).keys.isdisjoint(self.transfers)


class _Refs:
    """What a value is made of (:meth:`_Reach._refs`)."""

    def __init__(self) -> None:
        self.keys: set[str] = set()
        self.here_keys: set[str] = set()
        self.staged = False
        self.here = False

    def reaches(self, staged: set[str], here: set[str]) -> bool:
        return (
            self.staged
            or self.here
            or not self.keys.isdisjoint(staged)
            or not self.here_keys.isdisjoint(here)
        )


def _decodes_to_dot(dotted: str, value: object) -> bool:
    """Whether a decoding call of :data:`_DECODING_CALLS` given ``value`` gives ``'.'``."""
    import base64
    import binascii

    if not isinstance(value, str | bytes) or len(value) > 64:
        return False
    decode = getattr(base64, dotted.rsplit(".", 1)[-1])
    try:
        decoded = decode(value)
    except (binascii.Error, ValueError, TypeError):
        return False
    return isinstance(decoded, bytes) and decoded.strip() in (b".", b"./", b"..", b"../")


def _called_name(func: ast.expr) -> str:
    """The name a call is made by: ``f`` of ``f(...)`` and of ``x.f(...)``, else ``""``."""
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""
