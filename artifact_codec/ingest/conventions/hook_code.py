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
  not to write (``path``, ``url``, ``vite``, ``vitest/config``…) or of a method known not to
  write (``resolve``, ``join``, ``map``…); ``require`` only as ``require('module')`` of such
  a module, ``import`` only static and of such a module, ``module`` only as
  ``module.exports``, ``process`` only as ``process.env``/``platform``/``cwd()``; none of the
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
import re
from collections.abc import Callable, Collection

__all__ = ["harmless_code"]


def _words(text: str) -> list[str]:
    return text.split()


_LANGUAGES = {"py": "py", "js": "js", "cjs": "js", "mjs": "js", "ts": "js", "cts": "js"}
_LANGUAGES |= {"mts": "js", "rs": "rs"}


def harmless_code(path: str, text: str, written: Collection[str] = ()) -> bool:
    """Whether the code of the written file ``path`` is proven to write no file (``written``:
    the paths the answer writes, which may shadow a module the code imports)."""
    language = _LANGUAGES.get(path.rsplit(".", 1)[-1] if "." in path else "")
    try:
        if language == "py":
            return _python_harmless(text, written)
        if language == "js":
            return _js_harmless(text)
        if language == "rs":
            return _rust_harmless(text)
    except (RecursionError, MemoryError):
        pass  # nested too deep to read: not proven
    return False


# -- Python --------------------------------------------------------------------------------

#: ``ANY``: every public member (and theirs) of the module is known not to write.
_ANY = None
#: ``PLAIN``: a value whose attributes are read as any object's (:data:`_PY_METHODS`).
_PLAIN = "plain"
#: ``NO``: a member that may write (or one not known).
_NO = "no"
_Allowed = dict[str, "_Allowed"] | str | None
#: The modules a hook may import, with the members known not to write (the rest, and every
#: module not here, may write: ``os.remove``, ``json.dump``, ``pytest.main``, ``shutil``).
_PY_MODULES: dict[str, _Allowed] = dict.fromkeys(
    _words(
        "__future__ math cmath re string textwrap itertools functools collections dataclasses "
        "enum abc decimal fractions datetime random statistics numbers copy typing "
        "typing_extensions"
    ),
    _ANY,
)
_PY_MODULES |= {
    "pytest": dict.fromkeys(
        _words(
            "fixture mark hookimpl param raises approx skip fail xfail warns deprecated_call "
            "Config Parser Item Session Metafunc FixtureRequest CallInfo TestReport Function "
            "Module Collector Mark MarkDecorator ExitCode MonkeyPatch"
        ),
        _PLAIN,
    )
    | {"mark": _ANY},
    "os": {
        "path": dict.fromkeys(
            _words(
                "join dirname abspath basename exists isfile isdir realpath normpath split "
                "splitext sep expanduser relpath"
            ),
            _PLAIN,
        ),
        "environ": _PLAIN,
        "getenv": _PLAIN,
        "sep": _PLAIN,
        "name": _PLAIN,
        "getcwd": _PLAIN,
        "pathsep": _PLAIN,
        "linesep": _PLAIN,
    },
    "sys": {"path": _PLAIN, "version_info": _PLAIN, "platform": _PLAIN, "version": _PLAIN},
    "pathlib": {"Path": _PLAIN, "PurePath": _PLAIN, "PurePosixPath": _PLAIN},
    "json": {"dumps": _PLAIN, "loads": _PLAIN, "JSONDecodeError": _PLAIN},
    "setuptools": {
        "setup": _PLAIN,
        "find_packages": _PLAIN,
        "find_namespace_packages": _PLAIN,
        "Extension": _PLAIN,
    },
}
#: Members of an ``_ANY`` module that run text as code (they evaluate annotations).
_PY_EVALUATES = frozenset({"get_type_hints", "get_annotations", "evaluate_forward_ref"})
#: The builtins a hook may name (``open`` only called to read: :func:`_reading_open`).
_PY_BUILTINS = frozenset(
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
_PY_METHODS = frozenset(
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
        "skipped outcome args kwargs fixture usefixtures"
    )
)
#: pytest evaluates a string condition of these marks as code.
_PY_CONDITIONS = frozenset({"skipif", "xfail"})


#: The most classes of the file looked at for an attribute a class inherits from them.
_MAX_BASES = 32
#: The statements and patterns that bind a name of their own.
_NAMED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.ExceptHandler)
_NAMED_PATTERNS = (ast.MatchAs, ast.MatchStar)


def _python_harmless(text: str, written: Collection[str]) -> bool:
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return False
    checking = _type_checking(tree)
    shadowed = _shadowed(written)
    modules: dict[str, _Allowed] = {}  # a name an import binds: what it may reach
    stored: set[str] = set()  # every other name the file binds
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            if not _python_import(node, modules, shadowed):
                return False
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            stored.add(node.id)
        elif isinstance(node, ast.arg):
            stored.add(node.arg)
        elif isinstance(node, _NAMED) or isinstance(node, _NAMED_PATTERNS):  # noqa: SIM101
            stored.add(node.name or "")
        elif isinstance(node, ast.Global | ast.Nonlocal):
            stored.update(node.names)
    owns = _own_attributes(tree)
    for name in stored & set(modules):
        del modules[name]  # bound again: no longer (only) the module
    if any(_chain(test, modules) is not _ANY for test in checking):
        return False  # ``TYPE_CHECKING`` not typing's: the block skipped may run
    reading = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call) and _reading_open(n)}
    places = _condition_places(tree)
    for node in ast.walk(tree):
        if _is_condition_mark(node, modules) and id(node) not in places:
            return False  # ``s = pytest.mark.skipif``: called where its condition is not read
        if isinstance(node, ast.Name):
            if node.id == "open" and id(node) not in reading:
                return False  # open to write, or bound to another name
            if node.id not in stored and node.id not in modules and node.id not in _PY_BUILTINS:
                return False
        elif (isinstance(node, ast.Attribute) and not _python_attribute(node, modules, owns)) or (
            isinstance(node, ast.Call) and not _python_call(node, modules)
        ):
            return False
    return True


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
    inside: dict[int, str] = {}
    for node in classes:  # outer classes first: an inner class overrides
        inside.update(dict.fromkeys(map(id, ast.walk(node)), node.name))

    def owns(node: ast.AST, attribute: str) -> bool:
        """Whether the class ``node`` is in (or one of its bases in the file, the first
        :data:`_MAX_BASES` looked at) defines ``attribute``."""
        todo = [inside[id(node)]] if id(node) in inside else []
        seen: set[str] = set()
        while todo and len(seen) < _MAX_BASES:
            name = todo.pop()
            if name in seen:
                continue
            if attribute in own[name]:
                return True
            seen.add(name)
            todo += bases[name]
        return False

    return owns


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
            member = _member(base, alias.name)
            if alias.name == "*" or member == _NO:
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


def _python_module(dotted: str, shadowed: set[str]) -> _Allowed:
    """What the module ``dotted`` may reach (``_PLAIN``: not a module known not to write)."""
    parts = dotted.split(".")
    if parts[0] in shadowed or parts[0] not in _PY_MODULES:
        return _PLAIN
    allowed: _Allowed = _PY_MODULES[parts[0]]
    for part in parts[1:]:
        member = _member(allowed, part)
        if member in (_NO, _PLAIN):
            return _PLAIN
        allowed = member
    return allowed


def _member(allowed: _Allowed, name: str) -> _Allowed:
    """What ``allowed``'s member ``name`` may reach (``_NO``: a member that may write)."""
    if name.startswith("_") or allowed == _NO:
        return _NO
    if allowed is _ANY:
        return _NO if name in _PY_EVALUATES else _ANY
    if isinstance(allowed, dict):
        return allowed.get(name, _NO)
    return _PLAIN if name in _PY_METHODS else _NO


def _chain(node: ast.expr, modules: dict[str, _Allowed]) -> _Allowed:
    """What a value may reach: a module's member by its chain of names, else ``_PLAIN``."""
    if isinstance(node, ast.Name) and node.id in modules:
        return modules[node.id]
    if isinstance(node, ast.Attribute):
        return _member(_chain(node.value, modules), node.attr)
    return _PLAIN


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
    return _chain(node, modules) != _NO


def _reading_open(call: ast.Call) -> bool:
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
        conditions = node.args[:1] + [k.value for k in node.keywords if k.arg == "condition"]
        return all(_boolean(c, modules) for c in conditions)
    root = func
    while isinstance(root, ast.Attribute):
        root = root.value
    if isinstance(root, ast.Name) and root.id in modules:
        # a module's function: no options it is not shown (``setup(**kw)``, ``script_args``)
        return all(k.arg not in (None, "script_args", "options") for k in node.keywords)
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
}
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
        "defineConfig"
    )
)
#: The words after which a ``(`` opens no call, and after which a ``/`` starts a regex.
_JS_KEYWORDS = frozenset(
    _words(
        "if for while switch catch function return typeof await of in new delete void instanceof "
        "else do case throw yield async"
    )
)
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
            if last[0] in ("name", "number", "string", "template") and last[1] not in (
                _JS_KEYWORDS
            ):
                tokens.append(("op", "/"))
                n += 1
                continue
            if last[1] in (")", "}", "]"):
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


def _js_harmless(text: str) -> bool:
    read = _js_tokens(text)
    if read is None:
        return False
    tokens, breaks = read
    closes = _js_closing(tokens)
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
            if after == "type" or (after == "{" and before[1] == "type"):
                typed = True
            elif after != ".":  # ``import.meta``: nothing is loaded
                module = _js_import_from(tokens, n)
                if module is None:
                    return False  # ``import(...)``: a module named at run time
                if module not in _JS_MODULES:
                    return False
                defined.update(_js_bound(tokens, n, _JS_MODULES[module]))
        elif value == "from" and tokens[n + 1 :][:1] and tokens[n + 1][0] == "string":
            if not typed and tokens[n + 1][1][1:-1] not in _JS_MODULES:
                return False
            typed = False
        elif value == "require":
            if (
                after != "("
                or _next(tokens, n, 3) != ")"
                or tokens[n + 2][0] != "string"
                or tokens[n + 2][1][1:-1] not in _JS_MODULES
            ):
                return False
            n += 4
            continue
        elif (value == "module" and (after != "." or _next(tokens, n, 2) != "exports")) or (
            value == "process"
            and (after != "." or _next(tokens, n, 2) not in ("env", "platform", "cwd"))
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
        if (kind == "template" and value.startswith("`") and before[1] in (")", "]")) or (
            kind == "template"
            and value.startswith("`")
            and before[0] == "name"
            and before[1] not in _JS_KEYWORDS
        ):
            return False  # a tagged template: a call of the tag
        if value == "new" and (
            _next(tokens, n, 1) not in ("URL", "Map", "Set", "Date", "RegExp", "Error")
            or _next(tokens, n, 2) == "."
        ):
            return False
        n += 1
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
        if value in _JS_KEYWORDS:
            return True
        if (
            n >= 2
            and tokens[n - 2][1] not in (".", "?.")
            and _closes_with_body(tokens, n, breaks, closes)
        ):
            return True  # ``name(args) {``: a method being defined
        if n >= 2 and tokens[n - 2][1] in (".", "?."):
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
    _words("rerun-if-changed rerun-if-env-changed rustc-cfg rustc-check-cfg rustc-env warning")
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
