"""The names a code block defines, one table per language family: what the Markdown reader
compares to see that a code block without a path writes a file before it again (its
``unlabelled-version`` rule).

A name is *top-level* when it is defined at the left margin (a function, a class, a Go method
``func (s *S) Run(`` as ``S.Run``, a CSS selector, a JSON or YAML top-level key, an SQL
``CREATE TABLE t`` as ``TABLE t``) and a *member* when it is defined indented (a Python
``    def``, a JS/TS class method, a Ruby/PHP/Rust/Kotlin/Swift method). In the C family
(C, C++, Java, C#) every definition counts as top-level, at any indentation: Java and C#
write every method inside a class. A block whose first line is indented is a *fragment*, cut
from inside a definition (a method corrected alone).

A block redefines a file when it defines one of the file's top-level names, or, when it is a
fragment, one of its members: a block that only uses the file (calls a name, imports it, runs
it) defines none of its names, and a whole usage example that defines methods of its own (a
subclass overriding ``__init__``) is no fragment.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Definitions:
    """The names one code block defines."""

    top: frozenset[str]
    """Names defined at the left margin (in the C family and the data languages: anywhere)."""
    members: frozenset[str]
    """Names defined indented: methods of a class."""
    fragment: bool
    """Whether the code's first line is indented: a part cut from inside a definition."""
    lines: frozenset[str] = frozenset()
    """Its lines of at least ``_LINE`` characters, stripped (to see a file written again)."""

    def redefined(self, earlier: Definitions) -> frozenset[str]:
        """The names of ``earlier`` (a file) that this block defines again; a block of two or
        more long lines, nearly all of them lines of the file, is the file again (a file
        without definitions: a config, a script of calls, a document) and names its first
        such line."""
        found = self.top & earlier.top
        if self.fragment:
            found |= self.members & (earlier.top | earlier.members)
        if not found and len(self.lines) >= 2:
            shared = self.lines & earlier.lines
            if len(shared) * 5 >= len(self.lines) * 4:
                found = frozenset({min(shared)})
        return found


@dataclass(frozen=True)
class _Family:
    patterns: tuple[re.Pattern[str], ...]
    # Whether an indented definition is a member (else it counts as top-level).
    indented_members: bool = True
    skip_names: frozenset[str] = frozenset()


_IDENT = r"[A-Za-z_$][\w$]*"

# The generic table (a language without a family of its own, a shell script): `def f`,
# `class A`, `function f`, `const x`, `x = ...` at column 0; a shell function `f() {`; a class
# with Java/C# modifiers (`public final class A`).
_GENERIC = re.compile(
    r"^(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?(?:pub[ \t]+)?"
    r"(?:(?:public|private|protected|internal|static|final|abstract|sealed)[ \t]+)*"
    r"(?:(?:def|class|function\*?|const|let|var|fn|func|struct|interface|type|enum)[ \t]+"
    rf"(?P<name>{_IDENT})|(?P<assigned>[A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=(?!=)"
    r"|(?P<name3>[A-Za-z_][\w-]*)[ \t]*\([ \t]*\)[ \t]*\{)",
    re.M,
)
# A C/C++/Java/C# function or method definition at any indentation: modifiers, a return type,
# the name, its parameters (over lines) and the opening brace, on the same line or the next
# (Allman style), after K&R parameter declarations (`int f(a)\n  int a;\n{`).
# (`} else if (x) {` starts with a brace; `new Foo(x) {` and keywords are no definitions.)
_BRACE = (
    r"[ \t]*(?:const[ \t]*)?(?:throws[^{;\n]*)?"
    r"(?:\n(?:[ \t]*[A-Za-z_][^;{}()\n]*;[ \t]*\n)*[ \t]*)?\{"
)
_C_FUNCTION = re.compile(
    r"^[ \t]*(?:(?:public|private|protected|internal|static|final|abstract|synchronized"
    r"|inline|extern|virtual|override|const|unsigned|signed|native|constexpr|async)[ \t]+)*"
    r"(?P<type>[A-Za-z_][\w:<>,\[\]]*)[ \t*&]+(?:[A-Za-z_]\w*::)*(?P<name>[A-Za-z_]\w*)"
    r"[ \t]*\([^;(){}]*\)" + _BRACE,
    re.M,
)
# GNU style: the return type on the line before, the name at the left margin.
_C_GNU_FUNCTION = re.compile(
    r"^(?P<name>[A-Za-z_]\w*(?:::[A-Za-z_~]\w*)*)[ \t]*\([^;(){}]*\)" + _BRACE, re.M
)
_C_TYPE = re.compile(
    r"^[ \t]*(?:(?:public|private|protected|internal|static|final|abstract|sealed|partial"
    r"|readonly|typedef)[ \t]+)*(?:enum[ \t]+)?(?:class|struct|enum|interface|record|union"
    r"|namespace)[ \t]+(?P<name>[A-Za-z_]\w*)[^;=()\n]*(?:\{|$)",
    re.M,
)
_C_MACRO = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(?P<name>[A-Za-z_]\w*)", re.M)
_C_TYPEDEF = re.compile(r"^(?:typedef[^;{}\n]*[ \t*]|\}[ \t]*)(?P<name>[A-Za-z_]\w*)[ \t]*;", re.M)
_PYTHON = re.compile(
    r"^(?P<indent>[ \t]*)(?:async[ \t]+)?(?:def|class)[ \t]+(?P<name>[A-Za-z_]\w*)"
    r"|^(?P<assigned>[A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=(?!=)",
    re.M,
)
# A JS/TS class method: `  async render(props): Element {`, `  static get x() {`.
_JS_METHOD = re.compile(
    r"^(?P<indent>[ \t]+)(?:(?:static|async|get|set|public|private|protected|readonly"
    rf"|override|abstract)[ \t]+)*(?:\*[ \t]*)?(?P<name>#?{_IDENT})[ \t]*(?:<[^>\n]*>)?"
    r"\([^;(){}]*\)[ \t]*(?::[^{;=\n]*)?\{"
    rf"|^(?P<indent2>[ \t]+)(?:async[ \t]+)?(?:function\*?|class)[ \t]+(?P<name2>{_IDENT})",
    re.M,
)
_GO = re.compile(
    r"^func[ \t]*\([ \t]*(?:\w+[ \t]+)?\*?[ \t]*(?P<owner>\w+)[^)\n]*\)[ \t]*(?P<name>\w+)"
    r"|^func[ \t]+(?P<name2>\w+)"
    r"|^(?:type|var|const)[ \t]+(?P<name3>\w+)",
    re.M,
)
_RUST = re.compile(
    r"^(?P<indent>[ \t]*)(?:pub(?:\([^)\n]*\))?[ \t]+)?"
    r"(?:(?:async|const|unsafe|extern[ \t]+\"[^\"\n]*\")[ \t]+)*"
    r"(?:fn|struct|enum|trait|mod|type|union|macro_rules!)[ \t]+(?P<name>\w+)"
    r"|^(?:pub(?:\([^)\n]*\))?[ \t]+)?(?:const|static)[ \t]+(?:mut[ \t]+)?(?P<name2>\w+)"
    r"|^(?P<name3>impl\b[^{\n]*\S)[ \t]*\{",
    re.M,
)
_RUBY = re.compile(
    r"^(?P<indent>[ \t]*)def[ \t]+(?:self\.)?(?P<name>[A-Za-z_]\w*[?!=]?)"
    r"|^(?P<indent2>[ \t]*)(?:class|module)[ \t]+(?P<name2>[A-Z][\w:]*)",
    re.M,
)
_PHP = re.compile(
    r"^(?P<indent>[ \t]*)(?:(?:public|private|protected|static|final|abstract|readonly)[ \t]+)*"
    r"(?:function[ \t]+&?(?P<name>\w+)|(?:class|interface|trait|enum)[ \t]+(?P<name2>\w+))",
    re.M,
)
_KOTLIN = re.compile(
    r"^(?P<indent>[ \t]*)(?:(?:public|private|protected|internal|open|override|abstract|final"
    r"|suspend|inline|data|sealed|enum|inner|operator|infix|tailrec|external|annotation"
    r"|companion|value)[ \t]+)*(?:fun[ \t]+(?:<[^>\n]*>[ \t]*)?(?:[\w.]+\.)?(?P<name>\w+)"
    r"|(?:class|interface|object)[ \t]+(?P<name2>\w+))"
    r"|^(?:(?:private|internal|public|const)[ \t]+)*(?:val|var)[ \t]+(?P<name3>\w+)",
    re.M,
)
_SWIFT = re.compile(
    r"^(?P<indent>[ \t]*)(?:(?:@\w+|public|private|fileprivate|internal|open|static|final"
    r"|override|mutating|class|convenience|required)[ \t]+)*"
    r"(?:func[ \t]+(?P<name>\w+)|(?:class|struct|enum|protocol|actor|extension)[ \t]+"
    r"(?P<name2>\w+))"
    r"|^(?:(?:public|private|fileprivate|internal)[ \t]+)*(?:let|var)[ \t]+(?P<name3>\w+)",
    re.M,
)
# A CSS rule's selector (an at-rule such as `@media` is no name: it may come twice).
_CSS = re.compile(r"^[ \t]*(?P<name>[^\s{}@;/][^{};\n]*)\{", re.M)
_YAML = re.compile(r"^(?P<name>[A-Za-z_][\w.-]*|\"[^\"\n]*\"|'[^'\n]*')[ \t]*:(?=[ \t]|$)", re.M)
_JSON_KEY = re.compile(r'^(?P<indent>[ \t]*)"(?P<name>(?:[^"\\\n]|\\.)*)"[ \t]*:', re.M)
_SQL = re.compile(
    r"^[ \t]*CREATE[ \t]+(?:OR[ \t]+REPLACE[ \t]+)?(?:(?:GLOBAL|LOCAL|TEMP|TEMPORARY|UNIQUE"
    r"|MATERIALIZED|UNLOGGED|VIRTUAL)[ \t]+)*(?P<kind>TABLE|VIEW|FUNCTION|PROCEDURE|INDEX"
    r"|TRIGGER|TYPE|SCHEMA|SEQUENCE|DATABASE|DOMAIN)[ \t]+(?:IF[ \t]+NOT[ \t]+EXISTS[ \t]+)?"
    r"(?P<name>[\w.\"`\[\]]+)",
    re.M | re.I,
)

_NOT_NAMES = frozenset(
    {"if", "for", "while", "switch", "catch", "return", "sizeof", "with", "function", "else"}
)
_NOT_TYPES = frozenset({"new", "return", "throw", "case", "else", "if", "await", "yield", "do"})

_C_FAMILY = _Family((_C_FUNCTION, _C_GNU_FUNCTION, _C_TYPE, _C_MACRO, _C_TYPEDEF), False)
_FAMILIES: dict[str, _Family] = {
    "python": _Family((_PYTHON,)),
    "javascript": _Family((_GENERIC, _JS_METHOD)),
    "typescript": _Family((_GENERIC, _JS_METHOD)),
    "c": _C_FAMILY,
    "cpp": _C_FAMILY,
    "java": _C_FAMILY,
    "csharp": _C_FAMILY,
    "objc": _C_FAMILY,
    "go": _Family((_GO,)),
    "rust": _Family((_RUST,)),
    "ruby": _Family((_RUBY,)),
    "php": _Family((_PHP,)),
    "kotlin": _Family((_KOTLIN,)),
    "swift": _Family((_SWIFT,)),
    "css": _Family((_CSS,), False),
    "scss": _Family((_CSS,), False),
    "less": _Family((_CSS,), False),
    "yaml": _Family((_YAML,), False),
    "sql": _Family((_SQL,), False),
}
_GENERIC_FAMILY = _Family((_GENERIC, _C_FUNCTION), False)
_JSON = frozenset({"json", "jsonc", "json5"})
# A line this long is rarely written the same in a block that only uses a file (`}`, `end`,
# `return x` are).
_LINE = 12


def defined(
    text: str, start: int, end: int, language: str, *, maybe_output: bool = False
) -> Definitions:
    """The names that ``text[start:end]`` (a code block's content; ``start`` begins a line)
    defines, read in ``language`` (a normalized info word: ``python``, ``go``, ``css``, ...;
    any other language, or none, reads with a generic table of ``def``/``class``/
    ``function``/``x = ...`` at the left margin and C-like functions).

    ``maybe_output``: the block may be a program's output (a ```` ```text ```` fence), so an
    assignment (``x = 1``, what a program prints as often) is no definition; the keys of a JSON
    or YAML file still are (a block with the file's keys may be the file again)."""
    fragment = _starts_indented(text, start, end)
    lines = frozenset(
        line.strip() for line in text[start:end].split("\n") if len(line.strip()) >= _LINE
    )
    if language in _JSON:
        return Definitions(_json_keys(text, start, end), frozenset(), fragment, lines)
    family = _FAMILIES.get(language, _GENERIC_FAMILY)
    top: set[str] = set()
    members: set[str] = set()
    for pattern in family.patterns:
        for found in pattern.finditer(text, start, end):
            name = _name(found)
            if name is None or (maybe_output and found.groupdict().get("assigned")):
                continue
            indent = found.groupdict().get("indent") or found.groupdict().get("indent2")
            (members if family.indented_members and indent else top).add(name)
    return Definitions(frozenset(top), frozenset(members), fragment, lines)


def _name(found: re.Match[str]) -> str | None:
    """The name a definition's match names (None for a keyword that only looks like one)."""
    groups = found.groupdict()
    name = (
        groups.get("name") or groups.get("name2") or groups.get("name3") or groups.get("assigned")
    )
    if name is None or name in _NOT_NAMES or groups.get("type") in _NOT_TYPES:
        return None
    if found.re is _GO and groups.get("owner"):
        return f"{groups['owner']}.{name}"
    if found.re is _CSS:
        return " ".join(name.split()) or None
    if found.re is _SQL:
        return groups["kind"].upper() + " " + name.strip('"`[]').lower()
    if found.re is _C_GNU_FUNCTION and name.isupper():
        return None  # a macro's use at the left margin (`TEST(A, b) {`), not a function
    return name


def _starts_indented(text: str, start: int, end: int) -> bool:
    """Whether the first non-blank line of ``text[start:end]`` is indented."""
    for line in text[start:end].split("\n", 8):
        if line.strip():
            return line[0] in " \t"
    return False


def _json_keys(text: str, start: int, end: int) -> frozenset[str]:
    """A JSON document's top-level keys; in a fragment that does not parse, the keys of the
    least indented key lines."""
    try:
        value = json.loads(text[start:end])
    except (ValueError, RecursionError):
        value = None
    if isinstance(value, dict):
        return frozenset(str(key) for key in value)
    keys = [(len(m.group("indent")), m.group("name")) for m in _JSON_KEY.finditer(text, start, end)]
    if not keys:
        return frozenset()
    least = min(depth for depth, _ in keys)
    return frozenset(name for depth, name in keys if depth == least)


# (fix-prose39) a file's suffix to the language its definitions are read in (code only: a data
# file's keys are no code a sentence names as what the file is)
_SUFFIX_LANGUAGES = {
    "py": "python",
    "js": "javascript",
    "jsx": "javascript",
    "mjs": "javascript",
    "cjs": "javascript",
    "ts": "typescript",
    "tsx": "typescript",
    "go": "go",
    "rs": "rust",
    "rb": "ruby",
    "php": "php",
    "java": "java",
    "kt": "kotlin",
    "swift": "swift",
    "c": "c",
    "cc": "cpp",
    "cpp": "cpp",
    "cs": "csharp",
}


def file_defines(path: str, content: str) -> frozenset[str]:
    """(fix-prose39) The names a whole file's code defines at its top level, read by its
    suffix: Python by its own parser (``ast``: its functions, classes and assigned names), the
    other code languages by :func:`defined`; a data file or an unknown suffix: none."""
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    language = _SUFFIX_LANGUAGES.get(name.rsplit(".", 1)[-1].lower() if "." in name else "")
    if language is None:
        return frozenset()
    if language == "python":
        try:
            tree = ast.parse(content)
        except (SyntaxError, ValueError):
            return defined(content, 0, len(content), language).top
        names: set[str] = set()
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(node.name)
            elif isinstance(node, ast.Assign):
                names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        return frozenset(names)
    return defined(content, 0, len(content), language).top
