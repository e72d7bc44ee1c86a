"""Detection of files that are not whole files: lazy placeholders a model writes instead of
code.

``# ... existing code ...``, ``// rest of the file unchanged`` (GitHub Copilot's and v0's
``// ...existing code...``, Continue's ``// ... existing code ...``) mean the file is an edit
of the existing one: writing it would delete the code it leaves out. The words are a family
(``// rest of the component remains the same``, ``# no changes below``), and a comment of only
dots or a snip mark (``# ...``, ``<!-- ... -->``, ``# <snip>``) is one too, unless it stands
between two lines of the same comment (a quoted traceback's ``...``). A body that is only
``...``, or only signatures with empty bodies (a plan's ``export function load(key) {}``), is
no file either. Beside that prefix tree, :func:`find_elision` scans for a family generated
from parts (code named as already there, what is said of it, verbs of keeping, states alone,
that nothing else changes, work left to do: ``# remaining methods omitted for brevity``,
``# keep the rest as is``, ``// [truncated]``, ``# no other changes``, ``# TODO: rest of
implementation``), in the comment syntax of the file's language (one table by suffix), in any
other known syntax when the line is only the marker and the family's words, after a statement
that does nothing (``pass  # rest unchanged``) and, in code files, on a bare line that opens
with dots (``... (unchanged)``; in Python only after ``…``). Code examples of documentation
pages and Perl POD are content, never an elision. :func:`find_placeholders` says which of
the three a file is;
:func:`parse_response` takes such files out of the usable ones unless the caller allows them.

The scan runs on every file ``parse_response`` returns, so it must cost little next to parsing
and stay linear on any text. Each comment marker has its own pattern that starts with the marker
itself, a literal the regular expression engine skips to quickly; only the markers of the file's
language (by its suffix) are searched, all of them for an unknown suffix, and markers that
start with the same character (``//`` and ``/*``) in one pass. The blanks between the
parts are matched possessively (``*+``), so a long run of blanks is crossed once and never
backtracked into. That the marker is the first thing on its line (after indentation) is checked
by hand, only for a match, and a line with code before its marker is skipped whole.
"""

from __future__ import annotations

import ast
import bisect
import builtins
import functools
import itertools
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from markdown_it import MarkdownIt

from ..diagnostics import line_column
from ..models import GeneratedFile
from . import note_words
from .config_parts import PIP_FILE, config_markers, config_part
from .python_strings import PythonStrings
from .unbound import find_unbound
from .yaml_parts import (
    dangling_reference,
    elided_value,
    in_empty_document,
    keys_around,
    keys_everywhere,
    not_loadable,
    parent_key,
)

__all__ = ["Placeholder", "find_elision", "find_placeholder", "find_placeholders"]

# The phrases that say code was left out, as a tree by first letter so that a comment that is
# not one is turned away after a character or two. A family, not a list: "the rest of <any
# thing> remains the same", "<listed thing> is unchanged", "unchanged below this line", "no
# changes above". A real comment that starts the same way and goes on ("# rest of the loop
# handles X") is no elision: only a comment that is nothing but the phrase is one (_ELISION).
_LEFT_AS_IS = (
    r"(?: is| are| remains?| stays?)? (?:unchanged|omitted|the same|as before|identical"
    r"|untouched|not shown)"
)
# Where the unchanged code is: "below this line", "above", "from here on".
_WHERE = (
    r" (?:below|above|after|before|beyond|past|from)(?: (?:this|here|that))?"
    r"(?: (?:line|point|on))?"
)
# ("@" is a letter of any word: _words() puts it in after the letters are made caseless.)
_LISTED = r"(?:file|code|implementation|function|class|module|methods?|tests?)"
_ANY_THING = r"(?: of (?:the |this |your )?@+(?: @+)?)"
_PHRASE = (
    r"(?:e(?:xisting code|verything else" + _LEFT_AS_IS + ")"
    r"|r(?:est of (?:the |this |your )?(?:" + _LISTED + r"|@+(?: @+)?" + _LEFT_AS_IS + ")"
    r"|est" + _LEFT_AS_IS + r"|emaining (?:code|methods|functions|implementation|tests))"
    r"|the rest" + _ANY_THING + "?" + _LEFT_AS_IS + ""
    r"|c(?:ode|ontent)"
    + _LEFT_AS_IS
    + r"|implementation"
    + _LEFT_AS_IS
    + r"|file"
    + _LEFT_AS_IS
    + r"|o(?:ther methods"
    + _LEFT_AS_IS
    + r"|mitted for brevity)"
    r"|n(?:o (?:other |more |further )?changes?|othing (?:else )?changed)" + _WHERE + ""
    r"|(?:same|unchanged) as (?:before|above|original|previous)"
    r"|unchanged" + _WHERE + ""
    # "unchanged" alone only as the whole comment: "# unchanged text, ..." is a real comment.
    r"|unchanged%"
    r"|previous (?:code|implementation)"
    r"|(?:keep|leave) (?:the )?(?:existing|rest))"
)
#: The comment markers a placeholder line may start with, and the languages (by file suffix)
#: that use each. A file whose suffix is not listed is searched for all of them.
_MARKERS = (
    "#",
    "//",
    "///",
    "//!",
    "/*",
    "*",
    "<!--",
    "<%#",
    "--",
    ";",
    ";;",
    ";;;",
    "%",
    "{/*",
    "{#",
    "{{!",
)
# One table: the comment markers of each language, by file suffix. (Rust's doc comments
# "///" and "//!", Lisp's ";;" are markers of their own: the marks after a marker never
# repeat its first character, so that a run of it is crossed once.)
_C_LIKE = ("//", "///", "//!", "/*", "*")
_HTML = ("<!--", "//", "/*", "*")
_MARKERS_BY_SUFFIX: dict[str, tuple[str, ...]] = {}
for _suffixes, _used in (
    (
        "py pyi pyw sh bash zsh fish rb pl pm r yaml yml toml mk cmake ps1 jl ex exs "
        "nim cr tcl dockerfile makefile gitignore dockerignore env properties requirements "
        "coffee litcoffee",
        ("#",),
    ),
    # (fix-notes185: hunt143-noteshapes, PowerShell's block comment "<# g and k unchanged #>")
    ("ps1 psm1", ("#", "<#")),
    ("ini cfg conf", ("#", ";")),
    (
        "js mjs cjs ts mts cts java c h cc cpp cxx hpp hh cs go rs swift kt kts scala dart "
        "groovy gradle proto zig v sol",
        _C_LIKE,
    ),
    # (fix-notes155: C#'s fold "#region Validate and Save (unchanged)", a directive that
    # names the members it folds: an empty one over nothing stands for them)
    ("cs", (*_C_LIKE, "#region")),
    ("jsx tsx", (*_C_LIKE, "{/*")),
    # (a ".php" file is a page too, "<!-- -->" in its markup, and a Blade view's "{{-- --}}")
    ("php", ("#", *_C_LIKE, "<!--", "{{--")),
    ("css", ("/*", "*")),
    ("scss less", ("//", "/*", "*")),
    # (a page of a Jinja, Django or Nunjucks project is a ".html" file: "{# ... #}" is its
    # template comment, which no browser shows)
    # (and a Hugo layout's Go template comment "{{/* */}}", "{{- /* */ -}}", an Express
    # app's Handlebars view's "{{!-- --}}": no browser shows them either)
    ("html htm xhtml gohtml tmpl", ("{#", "{{/*", "{{- /*", "{{!", *_HTML)),
    # (the indented template languages' own: Haml's "-#", Slim's "/" and "/!", Pug's "//-")
    ("haml", ("-#", "/", *_HTML)),
    ("slim", ("/!", "/", *_HTML)),
    ("pug jade", ("//-", *_HTML)),
    ("xml svg vue svelte astro", _HTML),
    # (Liquid's "{% comment %}" ... "{% endcomment %}" read as "{#" ... "#}": _liquid_comments)
    ("jinja jinja2 j2 njk twig liquid", ("{#", *_HTML)),
    ("erb ejs", ("<%#", *_HTML)),
    ("hbs handlebars mustache", ("{{!", *_HTML)),
    ("sql lua elm ada", ("--", "/*", "*")),
    ("hs lhs", ("--", "{-")),
    ("bat cmd", ("REM", "rem", "Rem", "::")),
    ("vb vbs bas", ("'", "REM", "rem", "Rem")),
    # Vim script's '"' (and Vim9's "#"), Pascal's "{ }" and "(* *)" besides "//"
    ("vim", ('"', "#")),
    ("pas pp dpr lpr", ("{", "(*", "//")),
    ("ml mli fs fsx", ("(*", "//")),
    ("f for f77 f90 f95 f03 f08", ("!",)),
    ("cshtml razor", ("@*", *_HTML)),
    # reStructuredText: a comment (".. rest of the page unchanged") or, in a directive's body,
    # a line that opens with dots ("... rest unchanged ...")
    ("rst", ("...", "..")),
    # Markdown's emphasis around an elision, "_(rest of the README unchanged)_"
    ("md markdown", (*_HTML, "_")),
    ("lisp lsp cl el clj cljs scm rkt asm s", (";", ";;", ";;;")),
    ("tex sty cls bib erl hrl", ("%",)),
):
    for _suffix in _suffixes.split():
        _MARKERS_BY_SUFFIX[_suffix] = _used


def _caseless(pattern: str) -> str:
    # [eE] classes are much cheaper for the engine than an IGNORECASE branch of 15 words.
    return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else c for c in pattern)


def _words(pattern: str) -> str:
    """``pattern`` made caseless, with ``@`` standing for a letter of any word."""
    return _caseless(pattern).replace("@", "[A-Za-z]")


# What may follow a bare "unchanged" up to the end of the line (the end of a comment).
_COMMENT_ENDS = r"(?=[ \t.\u2026\u22ef\u22ee)\]*/>}#%-]*+(?:\r?\n|\Z))"
# A comment marker, then blanks, dots, "…" and opening brackets in any order ("# ... (",
# "// [") matched possessively, so that a run of them is crossed once and never backtracked
# into; then a phrase. The lookahead turns most ordinary comments away cheaply.
_AFTER_PHRASE = (
    r"[ \t.\u2026(\[]*+(?=[cefiklnopsrtuCEFIKLNOPRSTU][a-zA-Z])"
    + _words(_PHRASE).replace("%", _COMMENT_ENDS)
    + r"\b"
)
# Or a comment that is only marks of elided code: "# ...", "/* ... */", "# [...]", "# <snip>",
# "<!-- ... -->", "# . . .", "# \u22ef" (the midline and vertical ellipses), the scissors of a
# cut ("# ---8<---", "-- >8 --") (blanks, brackets and the comment's end around them, up to the
# end of the line).
# (Three spaced dots, not a rule of them: "# . . . . . . ." draws a line.)
_ELLIPSES = r"\.\.\.|\u2026|\u22ef|\u22ee|\. \. \.(?! ?\.)"
_SCISSORS = r"-{0,8}+ ?(?:8<|>8|\u2702)"
_BARE = (
    r"[ \t(\[<]*+(?:"
    + _ELLIPSES
    + "|"
    + _SCISSORS
    + "|"
    + _caseless("snip")
    + r"(?:"
    + _caseless("ped")
    + r")?\b)[ \t.\u2026\u22ef\u22ee)\]>*/}#%-]*+(?=\r?\n|\Z)"
)
_AFTER_MARKER = f"(?:{_AFTER_PHRASE}|{_BARE})"


def _pattern(markers: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern for comment markers that share their first character (``//`` and ``/*``):
    that character is its literal prefix, so one pass over the text finds both."""
    first = markers[0][0]
    rest = "|".join(re.escape(marker[1:]) for marker in sorted(markers, key=len, reverse=True))
    # A line of a doc comment (" * ...") that is only dots goes on a sentence: only words are
    # an elision there.
    after = _AFTER_PHRASE if first == "*" else _AFTER_MARKER
    return re.compile(re.escape(first) + f"(?:{rest})" + after)


def _patterns(markers: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """The patterns that find ``markers``: one per first character."""
    groups: dict[str, tuple[str, ...]] = {}
    for marker in markers:
        groups[marker[0]] = (*groups.get(marker[0], ()), marker)
    return tuple(_pattern(group) for group in groups.values())


# In Markdown "#" starts a heading, not a comment: a heading is a placeholder only when dots
# (or an ellipsis) come before the phrase, as models write an elision in any file
# ("# ... rest unchanged ..."); "## Existing code" is a real heading.
_MARKDOWN_ELISION = r"#{1,6}+[ \t]*+(?:\.\.\.?|\u2026)" + _AFTER_MARKER
_MARKDOWN_SUFFIXES = frozenset({"md", "markdown", "mdx"})


@functools.cache
def _compiled(markers: tuple[str, ...], markdown: bool) -> tuple[re.Pattern[str], ...]:
    """The patterns for a language's markers, compiled when a file of it is first scanned:
    compiling all of them costs a process's start-up tens of milliseconds, and most runs
    see a few languages."""
    patterns = _patterns(markers)
    return (*patterns, re.compile(_MARKDOWN_ELISION)) if markdown else patterns


_WHOLE_BODY = frozenset({"...", "\u2026", "# ...", "// ...", "/* ... */", "pass  # ...", "TODO"})
_LONGEST_BODY = max(map(len, _WHOLE_BODY))
# A whole content that is a format example's slot in angle brackets ('<code>', '<your code
# here>', '<file content>'): no file is only that.
_WHOLE_TAG = re.compile(
    r"(?i)<(?:your |the |new |full |file |updated )*(?:code|content|contents|source"
    r"|implementation)(?: of the file)?(?: here| goes here)?>"
)

# A whole content that is the model's word for the file's state, not its text ('(unchanged)',
# '<no changes>', 'same as before', 'DELETED', '[removed]'): the file is kept as it is or
# removed, and writing that one line would lose it. (A list of words: what a word means is
# vocabulary, and the content has no code around it for a structural rule to weigh; it is
# the whole content, alone on one line, in any brackets, quotes or comment marks.)
_WHOLE_STATE = re.compile(
    r"(?i)[\"'`*_(\[<{#/;\- ]*"
    r"(?:unchanged|unmodified|no[ ]changes?|not[ ]changed|(?:the[ ])?same[ ]as[ ]"
    r"(?:before|above|the[ ]original|original|previously)|deleted|removed)"
    r"[\"'`*_)\]>}/.;\- ]*"
)


# Files named for what they are, not by a suffix: code in the syntax of another suffix.
_CODE_NAMES = {"cmakelists.txt": "cmake", "justfile": "makefile", "gnumakefile": "makefile"}


def _suffix_of(path: str) -> str:
    """The suffix that says a file's language: its own, or the one of code its name says it
    is (``CMakeLists.txt`` is CMake, not a text page; ``requirements.txt`` has ``#``
    comments)."""
    name = path.rsplit("/", 1)[-1].lower()
    if name in _CODE_NAMES:
        return _CODE_NAMES[name]
    if PIP_FILE.fullmatch(name):
        return "requirements"
    return name.rsplit(".", 1)[-1]


def _patterns_for(path: str) -> tuple[re.Pattern[str], ...]:
    suffix = _suffix_of(path)
    return _compiled(_MARKERS_BY_SUFFIX.get(suffix, _MARKERS), suffix in _MARKDOWN_SUFFIXES)


def _dots_in_comments(content: str, start: int, line_start: int, found: str) -> bool:
    """Whether a comment of only dots (``# ...``, ``# <snip>``) stands between two lines of
    the same comment: then the dots stand for lines of that comment (a table, a quoted
    traceback), not for code. (Next to code or a blank line, they are an elision.)"""
    if found.strip(_DECORATION).lower() not in ("", "snip", "snipped", "8"):
        return False  # words, not only marks of elided lines
    marker = content[start : start + (1 if content[start] in "#;%" else 2)]
    before_end = line_start - 1
    after_start = content.find("\n", start) + 1
    if before_end <= 0 or after_start == 0:
        return False
    before = content[content.rfind("\n", 0, before_end) + 1 : before_end]
    after = content[after_start : after_start + 200]
    return before.lstrip(" \t").startswith(marker) and after.lstrip(" \t").startswith(marker)


def _first_on_own_line(content: str, pattern: re.Pattern[str]) -> int:
    """Start of the first match of ``pattern`` that only blanks precede on its line, or -1."""
    match = pattern.search(content)
    while match is not None:
        start = match.start()
        line_start = content.rfind("\n", 0, start) + 1
        if not content[line_start:start].strip(" \t") and not _dots_in_comments(
            content, start, line_start, match.group()
        ):
            return start
        # Code before the marker (or dots among comment lines): no later match on this line
        # counts either; go to the next.
        line_end = content.find("\n", start)
        if line_end == -1:
            return -1
        match = pattern.search(content, line_end + 1)
    return -1


def find_placeholder(file: GeneratedFile) -> tuple[int, str] | None:
    """The 1-based line and text of the first placeholder in ``file``, or None.

    A placeholder is a body that is only ``...`` (or the like), or a line that is a comment
    saying that code was left out: ``# ... existing code ...``, ``// rest of the file``,
    ``/* unchanged */``. A comment after code on the same line does not count.
    """
    content = file.content
    if len(content) <= 4 * _LONGEST_BODY:  # only a short body can be a whole-body placeholder
        body = content.strip()
        if body in _WHOLE_BODY:
            return 1, body
    first = -1
    for pattern in _patterns_for(file.file_path):
        # A literal character starts each pattern: the engine skips to it quickly. (Markers
        # that share it are one pattern: the first match on a line is the one that can be
        # first on it, so what one pass finds is the earliest of what each marker finds.)
        found = _first_on_own_line(content, pattern)
        if found != -1 and (first == -1 or found < first):
            first = found
    if first == -1:
        return None
    line_number, column = line_column(content, first)
    line_start = first - column + 1
    line_end = content.find("\n", first)
    line = content[line_start : line_end if line_end != -1 else len(content)]
    return line_number, line.strip()


@dataclass(frozen=True, slots=True)
class Placeholder:
    """Why a file may not be a whole file: ``kind`` is ``"elision"`` (a comment that only says
    code was left out), ``"comment"`` (a comment that starts with such words and goes on: maybe
    a real comment), ``"body"`` (the whole content is a placeholder), ``"stubs"`` (only
    signatures with empty bodies) or ``"unbound"`` (a Python file using names it never binds:
    a part whose rest was left out; ``text`` is the names, comma-separated, ``line`` the first
    use's: see :mod:`.unbound`); ``line`` and ``text`` show where."""

    kind: Literal["elision", "comment", "body", "stubs", "reference", "unbound"]
    line: int
    text: str


# Signatures with an empty body, on one line: the stubs of a plan, not code.
_STUB_LINE = re.compile(
    r"[ \t]*(?:"
    r"(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?function\*?[ \t]*[\w$]*[ \t]*\([^()\n]*\)"
    r"(?:[ \t]*:[^{\n]+)?[ \t]*\{[ \t]*(?:/\*[^\n]*?\*/|\.\.\.|//[^\n]*)?[ \t]*\}[ \t]*;?"
    r"|(?:async[ \t]+)?def[ \t]+\w+[ \t]*\([^\n]*\)(?:[ \t]*->[^:\n]+)?[ \t]*:[ \t]*(?:\.\.\.|pass)"
    r"[ \t]*(?:#[^\n]*)?"
    r")[ \t]*"
)
_STUB_FRAME = re.compile(
    r"[ \t]*(?:(?:export[ \t]+)?(?:default[ \t]+)?class[ \t]+\w+[^\n]*[:{]|\}[ \t]*;?"
    r"|(?:#|//|/\*|\*)[^\n]*)?[ \t]*"
)
_STUB_SUFFIXES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".py")
_INTERFACES = ("Protocol", "ABC", "Interface", "abstract")
#: Stub detection looks at small files only (a plan's stubs are a few lines).
_MAX_STUB_CHARS = 4096
#: How much of the start of a file is looked at first (see _stubs).
_STUB_HEAD = 256


def _stubs(file: GeneratedFile) -> tuple[int, str] | None:
    """The first stub line when every line of the file is a stub, a class frame, a comment or
    blank; None otherwise."""
    path, content = file.file_path, file.content
    if (
        not path.endswith(_STUB_SUFFIXES)
        or path.endswith(".d.ts")
        or len(content) > _MAX_STUB_CHARS
    ):
        return None
    # Nearly every real file shows on its first lines that it is more than stubs: look at the
    # whole lines of its start before splitting all of it (the same lines splitlines gives).
    # (A small file is split whole at once.)
    head = content[:_STUB_HEAD].splitlines(keepends=True) if len(content) > 2 * _STUB_HEAD else []
    for line in head[:-1]:  # (the last line of the start may go on after it)
        bare = line.splitlines()[0]
        if _STUB_LINE.fullmatch(bare):
            continue
        if not _STUB_FRAME.fullmatch(bare) or any(word in bare for word in _INTERFACES):
            return None
    first: tuple[int, str] | None = None
    for number, line in enumerate(content.splitlines(), 1):
        if _STUB_LINE.fullmatch(line):
            if first is None:
                first = (number, line.strip())
            continue
        if not _STUB_FRAME.fullmatch(line) or any(word in line for word in _INTERFACES):
            return None
    return first


# A comment that is ONLY a placeholder phrase (dots, brackets and comment markers around it):
# "// ...existing code...", "# ... rest unchanged ...", "/* remaining methods */". A comment
# that goes on ("# same as above, but for the third angle") is a real comment that happens to
# start with such words: it stays a warning.
_ELISION = re.compile(
    _words(
        r"(?:existing code|(?:the )?rest of (?:the |this |your )?"
        + _LISTED
        + r"(?: is| remains?)?(?: (?:unchanged|the same|as before))?"
        r"|(?:the )?rest"
        + _ANY_THING
        + _LEFT_AS_IS
        + r"|(?:code|content|everything else|the rest|rest|implementation|file|other methods)"
        + _LEFT_AS_IS
        + r"|unchanged(?:"
        + _WHERE
        + r")?|omitted for brevity"
        r"|(?:same|unchanged) as (?:before|original|previous)"
        r"|no (?:other |more |further )?changes?"
        + _WHERE
        + r"|nothing (?:else )?changed"
        + _WHERE
        + r"|previous (?:code|implementation)|remaining (?:code|methods|functions|implementation"
        r"|tests)|snip(?:ped)?)"
    )
)
_DECORATION = " \t.\u2026\u22ef\u22ee\u2702()[]{}*/#;%<>!-"


_ONLY_MARKS = ("...", "\u2026", "\u22ef", "\u22ee", ". . .", "\u2702")
# A run of dots as wide as a ruler (half a line, as "----" or "####" rule a page's sections
# off): decoration, not an ellipsis, which is three dots or a few more.
_RULER_OF_DOTS = "." * 40


def _is_elision(line: str) -> bool:
    """Whether a placeholder line says nothing but that code was left out (words, or only
    dots: ``# ...``, ``/* ... */``)."""
    words = line.strip(_DECORATION)
    if not words:
        if _RULER_OF_DOTS in line:
            return False  # ("<!-- ....(66 dots).... -->": a ruler between sections, no ellipsis)
        return any(mark in line for mark in _ONLY_MARKS)
    if words == "8":  # the scissors of a cut, "---8<---"
        return "8<" in line or ">8" in line
    return bool(_ELISION.fullmatch(words))


# -- the elision family: whole comment lines (and bare lines in code) that only say code is left
# out. Generated from parts, so that the phrasings models vary ("remaining methods omitted for
# brevity", "keep existing imports", "... other handlers ...", "same as before", "<snip>") are
# one definition: a noun phrase for the code ("the rest of the file", "existing imports",
# "other route handlers") with a state ("unchanged", "omitted for brevity", "stays as it was",
# "goes here"), a verb of keeping with a noun phrase ("keep the rest as is"), or a state alone
# ("(unchanged)", "[truncated]", "etc."). Only a comment that is nothing but such a phrase is
# an elision: "# other handlers register below" or "# keep existing imports sorted" go on.
# Nouns of code structure only: "values", "entries", "fields" ... are data a real comment talks
# about ("# existing entries are kept").
# Members of a class named by their kind: plural nouns of code that a model leaves out whole.
_MEMBER_NOUNS = ("getters", "setters", "accessors", "constructors")
_CODE_NOUNS = (
    "code",
    "file",
    "files",
    "import",
    "imports",
    "function",
    "functions",
    "method",
    "methods",
    "class",
    "classes",
    "route",
    "routes",
    "handler",
    "handlers",
    "test",
    "tests",
    "component",
    "components",
    "logic",
    "implementation",
    "implementations",
    "content",
    "contents",
    "helper",
    "helpers",
    "definition",
    "definitions",
    "declaration",
    "declarations",
    "export",
    "exports",
    "endpoint",
    "endpoints",
    "view",
    "views",
    "model",
    "models",
    "hook",
    "hooks",
    "section",
    "sections",
    "style",
    "styles",
    "utils",
    "utility",
    "utilities",
    "stuff",
    "middleware",
    "reducer",
    "reducers",
    "action",
    "actions",
    "queries",
    "schema",
    "schemas",
    "migration",
    "migrations",
    "fixture",
    "fixtures",
    "selector",
    "selectors",
    "controller",
    "controllers",
    "service",
    "services",
    "module",
    "modules",
    # the parts of a template, a stylesheet or a configuration file
    "template",
    "templates",
    "markup",
    "html",
    "jsx",
    "css",
    "rules",
    "props",
    "types",
    "interfaces",
    "structs",
    "enums",
    "constants",
    "macros",
    "lines",
    "statements",
    # a class's members by kind ("// getters and setters omitted", "// ... constructors ...")
    *_MEMBER_NOUNS,
)
# Parts of a configuration, only after a word that marks them as already there ("existing
# config", "other settings"): "# Put your actual configuration here" is a real template's line.
_SETTING_NOUNS = (
    "config",
    "configs",
    "configuration",
    "settings",
    "deps",
    "dependencies",
    "packages",
    "targets",
    "keys",
    "options",
    # a script's lines ("# other commands unchanged" between two commands)
    "commands",
)
_NOUN = "(?:" + "|".join(_CODE_NOUNS) + ")"
_MARKED_NOUN = "(?:" + "|".join((*_CODE_NOUNS, *_SETTING_NOUNS)) + ")"
# Words before the noun; "other", "remaining", "existing" ... mark the code as already there.
_MARKING = "(?:other|remaining|existing|previous|original)"
_DETERMINER = "(?:the|this|that|your|my|our|all|all the|any)"
# A file's name in the phrase ("rest of app.py unchanged"): letters, digits, "_", "-" and at
# least one suffix ("@" stands for a letter; no "\\w": _words() makes letters caseless).
_FILE_NAME = r"(?:@|[0-9_-])+(?:\.@(?:@|[0-9])*)+"
# Code marked as already there: "the rest of the file", "other route handlers", "your code".
_MARKED = (
    rf"(?:(?:{_DETERMINER} )?(?:rest|remainder|everything else|all else)"
    rf"(?: of (?:{_DETERMINER} )?(?:{_MARKING} )?(?:(?:@+ )?@+|{_FILE_NAME}))?"
    rf"|(?:{_DETERMINER} )?(?:{_MARKING} )++(?:@+ )?{_MARKED_NOUN}|your (?:@+ )?{_NOUN})"
)
_MEMBERS = "(?:" + "|".join(_MEMBER_NOUNS) + ")"
# Code named only by what it is: "imports unchanged", "the implementation is not shown".
_PLAIN = (
    rf"(?:{_DETERMINER} )?(?:code|file|implementation|imports?|functions?|methods?|class(?:es)?"
    r"|body|content|tests?|script|page|template|markup|styles?"
    # members of a class by kind, one or two joined ("getters and setters omitted")
    rf"|{_MEMBERS}(?:(?: and| ?/) ?{_MEMBERS})?)"
)
_BE = r"(?:(?:is|are|remains?|stays?|will be|was|were|left|kept|goes|go|should be|can stay) )?"
# What the left-out code is the same as: "before", "the original", "the existing file".
_REFERENCE = (
    r"(?:before|above|earlier|previously|(?:the |your )?(?:original|previous|existing|current|old)"
    r"(?: (?:file|code|version|implementation|one))?|in the (?:original|previous version))"
)
_AS_BEFORE = (
    rf"(?:(?:the )?(?:same|unchanged|identical) (?:as|to|from|with) {_REFERENCE}|as before"
    r"|as (?:it|they) (?:was|were|is|are|stands?)|as[ -]is|like before|as in the original)"
)
# What is said of the left-out code: a participle, "the same", "as is", "goes here".
_STRONG_STATE = (
    rf"{_BE}(?:unchanged|omitted|elided|truncated|untouched|unmodified|not (?:shown|repeated)"
    rf"|{_AS_BEFORE}|as above|as shown (?:above|before|earlier))"
    r"(?: (?:for brevity|for now|here|below|above|from before|as before))?"
)
_STATE = (
    rf"(?:{_STRONG_STATE}|{_BE}(?:identical|intact|the same|same|as above|here|from before"
    r"|from above)"
    r"(?: (?:for brevity|for now|here|below|above|from before|as before))?"
    # a verb of staying alone: "everything else stays", "the rest remains"
    r"|(?:stays?|remains?|is kept|are kept|is preserved|are preserved)(?: (?:here|below|above))?)"
)
_KEEP = r"(?:keep|leave|preserve|retain|insert|paste|add|put|include)"
_STATE_ALONE = (
    rf"(?:unchanged|omitted|elided|truncated|snip(?:ped)?|etc|and so on|and so forth"
    rf"|(?:omitted|removed|elided|skipped|truncated|shortened) for brevity|{_AS_BEFORE}"
    # what a step of the answer showed: "(same as in step 2)", "same as in the example"
    r"|(?:the )?same as (?:in )?(?:the )?(?:step|part|section|example|answer|snippet)"
    r"(?: (?:@+|[0-9]+))?"
    # said of what is not written, with no noun: "left as-is", "kept unchanged"
    rf"|(?:left|kept|remains?|stays?) (?:unchanged|untouched|intact|alone|{_AS_BEFORE}))"
)
# That nothing else changes: "no other changes", "nothing else changes", "no further edits
# needed" ("no changes" alone is a real comment: a branch that changes nothing).
_NO_OTHER_CHANGE = (
    r"(?:no (?:other|more|further) (?:changes?|modifications?|edits?)"
    r"(?: (?:needed|required|made|here|below|above|elsewhere))?"
    r"|no changes? (?:elsewhere|needed elsewhere)"
    r"|nothing else (?:changes|changed|to change|is changed|was changed|needs to change))"
)
# A note of work left to do that names the left-out code: "TODO: rest of implementation",
# "FIXME: implement the remaining methods".
_TODO = (
    r"(?:todo|fixme|xxx)(?::| -)? (?:(?:implement|finish|complete|write|fill in|add) )?"
    rf"(?:{_MARKED})"
)
_FAMILY = (
    rf"(?:{_MARKED} {_STATE}|{_PLAIN} {_STRONG_STATE}|{_KEEP} {_MARKED}(?: {_STATE})?"
    rf"|{_STATE_ALONE}|{_NO_OTHER_CHANGE}|{_TODO})"
)
# Around the words: blanks, dots, "…", brackets, dashes, tildes ("# ~~~ unchanged ~~~"), and
# the comment's end after them.
_OPEN = " \t.\u2026\u22ef\u22ee()[]<>{*/#;%!=~-"
# The character of a marker a run of it is crossed by (after "<" of "<!--", its "!").
_REPEATED = {"<": "!", "{": "/"}
_OPEN_NO_DOTS = "".join(c for c in _OPEN if c not in ".\u2026\u22ef\u22ee")
_LONGEST_OPENING = 24
_CLOSE = " \t.\u2026\u22ef\u22ee()[]<>{}*/#;%!=:~-\r_@"
_FAMILY_RE = re.compile(_words(_FAMILY))
# The whole content as a state note (see _WHOLE_STATE), in the forms models vary it in: read
# by the family's grammar, not by more words. The content is normalized first (NFKC: full-width
# brackets and no-break spaces; byte-order marks and zero-width characters dropped; curly
# quotes made straight; blanks collapsed), its decoration (comment marks, dots, brackets,
# quotes) stripped, and what is left is one or more parts, joined by a dash, colon or comma,
# each a state: the family's phrase ("file unchanged", "this file is unchanged"), a subject
# with a state ("[file deleted]"), "no changes (to this file)", a verb of keeping with "as is"
# ("keep as is"), or a state said in another language (the states _OTHER_LANGUAGE's phrases
# end with: a whole content has no "rest of" before them).
_OTHER_STATES = (
    "sin cambios|sin modificaciones|igual que antes|unver\u00e4ndert|inchang\u00e9e?s?"
    "|inalterado|inalterada|sem altera\u00e7\u00f5es"
)
_NOTE_STATE = (
    rf"(?:unchanged|unmodified|untouched|intact|not (?:changed|modified)|deleted|removed"
    rf"|{_AS_BEFORE}|(?:the )?same as (?:before|above|previously)|{_OTHER_STATES})"
)
_NOTE_PART = (
    rf"(?:(?:{_PLAIN} {_BE})?{_NOTE_STATE}"
    rf"|no (?:changes?|modifications?|edits?)(?: (?:to|in|for) {_PLAIN})?"
    rf"|{_KEEP}(?: (?:it|{_PLAIN}))? (?:{_AS_BEFORE}|unchanged|intact)|{_FAMILY})"
)
_STATE_NOTE = re.compile(
    f"{_words(_NOTE_PART)}(?: ?[\u2014\u2013:;,-]+ ?{_words(_NOTE_PART)})*", re.IGNORECASE
)
_INVISIBLE = dict.fromkeys(map(ord, "\ufeff\u200b\u200c\u200d\u2060\u00ad"))
_STRAIGHT_QUOTES = str.maketrans(
    "\u201c\u201d\u201e\u00ab\u00bb\u2018\u2019\u201a", 5 * '"' + 3 * "'"
)
_NOTE_DECORATION = "\"'`*_" + _OPEN + _CLOSE


def _is_state_note(content: str) -> bool:
    """Whether the whole ``content`` is one line that only says the file's state (see the
    notes above)."""
    text = unicodedata.normalize("NFKC", content).translate(_INVISIBLE)
    text = _no_html(text.translate(_STRAIGHT_QUOTES)).strip()
    if not text or "\n" in text:
        return False
    words = " ".join(text.split()).strip(_NOTE_DECORATION)
    return bool(words) and (
        _WHOLE_STATE.fullmatch(words) is not None or _STATE_NOTE.fullmatch(words) is not None
    )


# A noun phrase alone ("other handlers", "your code") is a section heading unless dots or
# brackets around it, or "here", say the code is left out.
_ONLY_NOUN = re.compile(_words(_MARKED))
# "etc." may close a list of comment lines: there it is prose, not code left out.
_WEAK_BEFORE = frozenset(
    {"etc", "and so on", "and so forth", "and so on and so forth", "et cetera", "etcetera"}
    | {"usw", "u.s.w", "\u7b49\u7b49"}  # (German's "und so weiter", Chinese "\u7b49\u7b49")
)
_WEAK = _WEAK_BEFORE | note_words.ETC  # (issue 20: "und so weiter", "и т.д.", "など")
# The words an elision can start with: a comment that starts otherwise is turned away by the
# pattern itself, before any Python code looks at it.
_FIRST_WORDS = (
    # the family in other languages (weighed whole by _OTHER_LANGUAGE): "resto del código",
    # "le reste du code", "restlicher Code", "código existente", "o restante do código" (no
    # word of a first letter the English words do not start with: each costs every comment)
    *("el resto", "le reste", "o resto", "o restante", "tu c\u00f3digo", "resto", "reste"),
    *("restante", "restliche", "restlicher", "restlichen", "restliches", "c\u00f3digo"),
    "code existant",
    *(
        f"{determiner} {word}"
        for determiner in ("the", "this", "that", "all", "all the", "any", "my", "our")
        for word in ("rest", "remainder", "remaining", "other", "existing", "previous", "original")
    ),
    *(
        f"{verb} {word}"
        for verb in ("add", "put", "insert", "paste", "include")
        for word in ("your", "the", "existing", "other", "remaining", "previous", "original", "all")
    ),
    "your",
    "rest",
    # (fix-prose142) "# (the usual setup)": what is always there, left out (weighed only in
    # brackets, _OTHERS_NOTE; not "usual" alone: a first letter's branch cost the scan 0.4 of
    # a pass)
    "the usual",
    "remainder",
    "everything",
    "identical",
    "the same",
    "like before",
    "left",
    "kept",
    "remains",
    "stays",
    "todo",
    "fixme",
    "xxx",
    # a label before the family's words ("# NOTE: rest of the function unchanged", _NOTE_LABEL)
    *(
        f"{label} {word}"
        for label in ("note:", "note -", "note", "n.b.", "nb:", "hack:", "important:", "note that")
        for word in ("rest", "the rest", "remaining", "other", "existing", "all")
    ),
    # (not "note" alone nor "please note", for the label spellings _MARGIN_NAMES does not
    # read, "# Note - g and k unchanged", "# **Note:** ...", "# [Note] ...": "note" alone
    # cost the scan about 3 passes, "please note" 0.2-0.5, fix-labels44)
    "other",
    "remaining",
    "existing",
    "previous",
    "original",
    "unchanged",
    "same as",
    "keep",
    "leave",
    "preserve",
    "retain",
    "omitted",
    "elided",
    "truncated",
    "snip",
    "snipped",
    "etc",
    "et cetera",
    "etcetera",
    "usw",
    "\u7b49\u7b49",
    # (issue 20: "and so on" in other languages, note_words.ETC; first letters the English
    # words start with)
    *("und so weiter", "u.s.w", "et ainsi de suite", "i tak dalej"),
    "and so",
    "removed for",
    "skipped for",
    "shortened for",
    "for brevity",
    "as before",
    "as is",
    "as-is",
    "no change",
    "no changes",
    "no other",
    "no more",
    "no further",
    "nothing changed",
    "nothing else",
    # the broad rule's phrasings (_dominated): "# (as shown earlier)", "# (helpers unchanged)"
    *("as in", "as shown", "as previously", "as defined", "helpers", "helper"),
    # "# more functions...": weighed by the broad rule (dots and a noun); "# see previous
    # version": the code is in an earlier answer (_SEE_EARLIER)
    "more",
    *("see previous", "see the previous", "see earlier", "see the original", "see my"),
    *("il resto", "reszta", "sin cambios", "unver\u00e4ndert", "inchang\u00e9"),
    # (issue 20) the French others, read by note_words' table ("# autres sections inchangées")
    "autres",
)
# A noun first ("code unchanged", "imports are omitted") only with a word of the state after it
# (in the tree of first words: a pattern of its own costs the scan a pass).
_NOUN_FIRST = tuple(
    f"{noun} {word}"
    for noun in [
        "code",
        "file",
        "implementation",
        "import",
        "imports",
        "function",
        "functions",
        "method",
        "methods",
        "class",
        "classes",
        "body",
        "content",
        "test",
        "tests",
        "script",
        "page",
        "template",
        "markup",
        "style",
        "styles",
        *_MEMBER_NOUNS,
    ]
    for word in [
        "is",
        "are",
        "remains",
        "remain",
        "stays",
        "stay",
        "will",
        "was",
        "were",
        "left",
        "kept",
        "goes",
        "go",
        "should",
        "can",
        "unchanged",
        "omitted",
        "elided",
        "truncated",
        "untouched",
        "unmodified",
        "identical",
        "the",
        "same",
        "as",
        "not",
        "here",
        "below",
        "above",
        "intact",
    ]
)
# Two kinds of members joined ("getters and setters omitted", "getters/setters unchanged"):
# visited, then weighed whole by the family's pattern.
_NOUN_FIRST += tuple(f"{noun}{joint}" for noun in _MEMBER_NOUNS for joint in (" and", "/"))
# The last word of a phrase of the family (a noun alone ends the marked forms): a comment that
# ends otherwise is turned away before the family's pattern is tried.
_LAST_WORDS = frozenset(
    [
        "unchanged",
        "omitted",
        "elided",
        "truncated",
        "untouched",
        "unmodified",
        "shown",
        "repeated",
        "before",
        "above",
        "earlier",
        "original",
        "previous",
        "previously",
        "is",
        "are",
        "was",
        "were",
        "brevity",
        "now",
        "here",
        "below",
        "identical",
        "intact",
        "same",
        "written",
        "snip",
        "snipped",
        "etc",
        "on",
        "forth",
        "as-is",
        "after",
        "else",
        "it",
        "them",
        "changes",
        "change",
        "changed",
        "edits",
        "modifications",
        "needed",
        "required",
        "made",
        "elsewhere",
        "stays",
        "stay",
        "remains",
        "remain",
        "kept",
        "preserved",
        "alone",
        "stands",
        "stand",
        "version",
        "one",
        "existing",
        "current",
        "old",
        "page",
        "script",
        "step",
        "part",
        "example",
        "snippet",
    ]
) | frozenset(_CODE_NOUNS)


def _trie(words: tuple[str, ...], *, top: bool = True) -> str:
    """A caseless pattern for any of ``words``, as a tree by letter: the engine turns a word
    that is none of them away after a letter or two instead of trying each (a comment line
    is looked at once per marker). At the top, each case of a first letter is a branch of
    its own that starts with a literal: the engine tests a literal branch by one comparison,
    a class (``[aA]``) by a call, and every comment is tried against all the first letters
    (this halves the cost of the scan's candidate patterns)."""
    by_first: dict[str, list[str]] = {}
    for word in words:
        by_first.setdefault(word[:1], []).append(word[1:])
    ended = "" in by_first
    branches = []
    for first, rests in sorted(by_first.items()):
        if not first:
            continue
        rest = _trie(tuple(rests), top=False)
        cases = sorted({first.lower(), first.upper()}) if top else [first]
        branches += [(re.escape(case) if top else _caseless(case)) + rest for case in cases]
    if not branches:
        return ""
    if top and len(branches) > 8:
        # (Each comment is tried against every first letter in turn, a branch failing inside
        # sends the engine to the next: split by the case of the first letter, a comment tries
        # only its own case's branches, the other half costs one test.)
        # (fix-notes177: the lowercase of the guard's class, ASCII: a Cyrillic "ф" is none)
        lower = [branch for branch in branches if "a" <= branch[:1] <= "z"]
        other = [branch for branch in branches if not "a" <= branch[:1] <= "z"]
        tree = f"(?:(?=[a-z])(?:{'|'.join(lower)})|(?![a-z])(?:{'|'.join(other)}))"
    else:
        tree = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{tree})?" if ended else tree


#: A longer comment is no elision (and the family's pattern never sees a long text).
_LONGEST_ELISION = 120


def _opening() -> str:
    """The blanks and marks allowed between a comment marker and the words: at most a few, so
    that a run of them ("#####", "<!--<!--") is crossed a bounded number of times from each
    marker in it."""
    return "[" + re.escape(_OPEN) + "]{0," + str(_LONGEST_OPENING) + "}+"


def _rest_of_line() -> str:
    return _opening() + "(?=" + _trie(_FIRST_WORDS) + r"\b)([^\n]*)"


#: The indentations of a class's members a margin comment is looked for at, by marker.
_MEMBER_INDENTS = {
    "#": ("[ \\t]{4}",),
    "//": ("[ \\t]{2}", "[ \\t]{4}"),
    "/*": ("[ \\t]{2}", "[ \\t]{4}"),
    "*": (" ", "   ", "     "),
    "'": ("[ \\t]{4}",),
    # (fix-notes155: Visual Basic's "REM", C#'s "#region" fold over the members it folds)
    **dict.fromkeys(("REM", "Rem", "rem", "#region"), ("[ \\t]{4}",)),
}
#: What stands right above such a comment (fix-heads68): a blank line; for "//" also a line that
#: opens a class or an object ("{") or (fix-scope141) ends in ":", a C++ access label
#: ("public:") over a class's first member; for "*", a line of a block comment at the margin (its
#: " * " lines: any line above).
_MEMBER_ABOVE = {
    "//": ("\\n\\n", "\\{\\n", ":\\n"),
    "*": ("\\n",),
    "'": ("\\n",),
    **dict.fromkeys(("REM", "Rem", "rem"), ("\\n",)),
}


@functools.cache
def _combined(markers: tuple[str, ...], markdown: bool) -> tuple[tuple[re.Pattern[str], ...], ...]:
    """For each first character of ``markers``: a pattern that finds every comment that the
    prefix tree (:func:`find_placeholder`'s pattern, second) or the generated family may
    take, in one pass: the marker, a few marks, then a word an elision starts with, dots or
    the end of the line. A comment line is visited once; what it is, is decided for the few
    found (most comments start otherwise). Markdown's heading pattern last, alone."""
    groups: dict[str, tuple[str, ...]] = {}
    for marker in markers:
        groups[marker[0]] = (*groups.get(marker[0], ()), marker)
    # (Consumed, not a lookahead: a lookahead costs the scan a third more. One class of the
    # characters any of them starts with turns most comments away before the tree's branches
    # are tried one by one: a twentieth of the scan.)
    first_words = (*_FIRST_WORDS, *_NOUN_FIRST)
    starts = {case for word in first_words for case in (word[0].lower(), word[0].upper())}
    starts |= {".", "8", "\u2026", "\u22ef", "\u22ee", "\u2702"}
    ahead = (
        f"[{re.escape(_OPEN_NO_DOTS)}]*+(?=[{re.escape(''.join(sorted(starts)))}])"
        f"(?:{_trie(first_words)}\\b|{_ELLIPSES}|8|\u2702)"
    )
    found: list[tuple[re.Pattern[str], ...]] = []
    for group in groups.values():
        first = group[0][0]
        rest = "|".join(re.escape(marker[1:]) for marker in sorted(group, key=len, reverse=True))
        # (Never the marker's own first character in the marks after it: a run of markers,
        # "#####", is then not crossed again from each of its characters.)
        if first == "-":  # ("-- --- unchanged ---": a bounded run, crossed at most so often)
            marks = ahead.replace("]*+", "]{0," + str(_LONGEST_OPENING) + "}+", 1)
        else:
            excluded = _OPEN_NO_DOTS.replace(_REPEATED.get(first, first), "")
            marks = ahead.replace(re.escape(_OPEN_NO_DOTS), re.escape(excluded), 1)
        # (A comment at the margin that opens with a list of names, "# g and k stay the same",
        # "# b() and c() go here", when no first word is found: a lookbehind for the line's
        # start, two characters compared at each marker, before the name is read; such a
        # comment is read only for its names, see _names_then_state.)
        margin = "|".join(f"(?<=\\n{re.escape(marker)})" for marker in group)
        if "#" in group:
            # (after dots at the margin, PEP 8's two blanks before the comment: "...  # g and
            # k unchanged", a statement that does nothing standing where g and k were; one more
            # lookbehind, a tenth of a pass: "pass" and other spacings are not looked for)
            margin += "|(?<=\\n\\.\\.\\.  \\#)"
        # (one level in, right under a blank line: a lookbehind of fixed width, that fails at its
        # first character for most comments; a level is four blanks for "#", two or four for
        # "//". Each costs the scan about a tenth of a pass; a lookbehind for each other
        # indentation, a blank line of blanks or a CRLF one would cost as much: see
        # docs/lenient.md. What is around the line is read for the few found: _alone_at_margin.)
        # (fix-heads68: or right under a line that opens a class or an object, "{": a note
        # over its first member, read by the heads rule of _names_then_state)
        indented = "|".join(
            f"(?<={above}{indent}{re.escape(marker)})"
            for marker in group
            for indent in _MEMBER_INDENTS.get(marker, ())
            for above in _MEMBER_ABOVE.get(marker, ("\\n\\n",))
        )
        if "//" in group:
            # (fix-place69: right under a member's close one level in, "  }" over "  // g and
            # k unchanged", and a Go struct's or class's member line under a blank line, one
            # tab in; lookbehinds of the "//" group only: a Python file's scan has none)
            indented += (
                "|(?<=\\n\\n\\t//)|(?<=\\n\\t\\}\\n\\t//)"
                # (fix-cshape131: under an object literal member's "},"; fix-notes143: under
                # any line ending a member, a field's "n = 1;", an object member's "n: 1,",
                # a one-line getter's "}": one lookbehind per level for all of them)
                "|(?<=[;,}]\\n  //)|(?<=[;,}]\\n    //)"
            )
        # (a doc comment's second star: "/** g and k stay the same */")
        star = "\\*?+" if "/*" in group else ""
        if "//" in group:
            # (fix-notes173: hunt137-membernotes, and a doc comment's third slash, "/// g and
            # k unchanged" among a class's members, where "//" is looked for)
            star = "[*/]?+"
        if first == "-":
            # (fix-notes173: hunt137-luablocks, a Lua block comment's long bracket, "--[[ g
            # and k unchanged ]]", "--[==[ ... ]==]", and a line comment holding brackets, "--
            # [[ ... ]]": a bounded opening, crossed once)
            star = "(?:[ \\t]?+\\[={0,8}+\\[[ \\t]*+)?+"
        if first == "#":
            # (fix-notes185: hunt143-noteshapes, a block comment's opening, Julia's "#= g and k
            # unchanged =#", Nim's "#[ g and k unchanged ]#": one more mark, crossed once)
            star = "[=\\[]?+"
        candidates = re.compile(
            re.escape(first)
            + f"(?:{rest})(?:{marks}|(?:{margin}){star}(?P<margin>{_MARGIN_NAMES})"
            + (
                f"|(?:{indented}){star}(?P<indented>{_MARGIN_NAMES})"
                if indented
                else "|(?P<indented>(?!))"
            )
            + ")"
        )
        found.append((candidates, _pattern(group)))
    if markdown:
        heading = re.compile(_MARKDOWN_ELISION)
        found.append((heading, heading))
    return tuple(found)


# A line of a code file with no comment marker that opens with dots (a line of words may be a
# docstring's: "... (unchanged)", "... rest of the file unchanged" are elisions, "unchanged."
# is not). It is looked for where _BARE_CLUES finds dots (a pattern tried at every line would
# cost the scan more than a pass): "(unchanged)" or "<snip>" alone on a line is not looked for.
_BARE_LINE = re.compile(r"[ \t]*+(?:\.\.\.|\u2026)" + _rest_of_line())


# Where a bare elision may be: dots, then blanks or brackets, then a word an elision starts
# with. (One pattern search: a str.find loop over every "..." of a file's doctests costs more.)
_BARE_CLUES = (
    re.compile(r"\.\.\.[ \t(\[<]*+" + _trie(_FIRST_WORDS)),
    re.compile("\u2026[ \t(\\[<]*+" + _trie(_FIRST_WORDS)),
)
_PYTHON_SUFFIXES = frozenset({"py", "pyi", "pyw"})
#: Languages of the C family and the others where a line of words is no code and "..." is no
#: statement: both bare elisions and dots alone on a line stand for left-out code there.
_CODE_SUFFIXES = frozenset(
    [
        "c",
        "cc",
        "cjs",
        "cpp",
        "cs",
        "css",
        "cts",
        "cxx",
        "dart",
        "ex",
        "exs",
        "go",
        "h",
        "hh",
        "hpp",
        "java",
        "js",
        "jsx",
        "kt",
        "kts",
        "less",
        "lua",
        "mjs",
        "mts",
        "php",
        "rb",
        "rs",
        "scala",
        "scss",
        "swift",
        "ts",
        "tsx",
    ]
)
#: Code files (by suffix) where a line of only words is no code: a bare elision counts there.
#: (Not in Markdown, text, YAML, ini or the like, where a line of words is content.)
_BARE_SUFFIXES = _CODE_SUFFIXES | frozenset(
    [
        "cr",
        "groovy",
        "jl",
        "nim",
        "pl",
        "pm",
        "py",
        "pyi",
        "pyw",
        "r",
        "sol",
        "zig",
    ]
)


def _is_family(line: str, words: str, *, bare: bool = False, closed: bool = False) -> bool:
    """Whether ``words`` (the text of a comment from its first word) is an elision; ``line``
    is the comment (without HTML's comment marks), whose dots or brackets make a noun phrase
    alone one (in a comment, not on a ``bare`` line). A ``closed`` comment (``<!-- ... -->``
    on a line of its own) that is only "the rest of" something is one too."""
    words = words.rstrip(_CLOSE)
    if len(words) > _LONGEST_ELISION:
        return False
    words = " ".join(words.split())
    if not bare and _other_language(words):
        return True
    marked = "..." in line or "\u2026" in line or "[" in line or "<" in line
    last = words.rsplit(" ", 1)[-1].lower()
    if not marked and last not in _LAST_WORDS and not last.isdigit():
        return False  # (cheap: most comments end otherwise)
    if words.lower() in _WEAK:
        return marked and not bare
    if _FAMILY_RE.fullmatch(words):
        return True
    if bare:
        return False  # ("...rest" on a bare line is a JavaScript spread.)
    if _ALREADY_THERE.fullmatch(words) or (closed and _REST_ALONE.fullmatch(words)):
        return True
    return marked and _ONLY_NOUN.fullmatch(words) is not None


# A noun phrase alone that says the code is the reader's own, already there ("// existing
# imports", "// your existing code"): it stands for that code. ("other handlers" alone is a
# section heading.)
# (Nouns of code only: "# existing file" is a test's case, "# existing entries" data.)
_ALREADY_THERE = re.compile(
    _words(
        r"(?:your (?:existing )?|existing )(?:code|imports?|logic|implementation|methods"
        r"|functions|routes|handlers|helpers|components|styles|middleware)"
    )
)
_REST_ALONE = re.compile(
    _words(rf"(?:{_DETERMINER} )?(?:rest|remainder) of (?:{_DETERMINER} )?(?:@+ )?@+")
)
# The ends of a comment closed on its line.
_CLOSERS = ("-->", "*/", "-}", "*)", "*@", "#}", "}}")


def _between_comments(content: str, line_start: int, line_end: int) -> bool:
    """Whether the lines before and after the one at ``line_start`` start with the same
    comment marker as it does (its first character)."""
    if line_start == 0 or line_end == -1:
        return False
    marker = content[line_start:line_end].lstrip(" \t")[:1]
    if marker == "<":
        marker = "<!--"  # (in HTML, "<" opens any tag: only comment lines count)
    before = content[content.rfind("\n", 0, line_start - 1) + 1 : line_start - 1]
    after = content[line_end + 1 : line_end + 201]
    return before.lstrip(" \t").startswith(marker) and after.lstrip(" \t").startswith(marker)


# Markers of one language each (never searched in a file of unknown suffix), stripped like the
# others before the words of a comment are read.
_OWN_LANGUAGE_MARKERS = ("REM", "rem", "Rem", "::", "'", "(*", "!", "{-", "@*", "...", "..", "_")
_LONGEST_MARKER_FIRST = tuple(sorted((*_MARKERS, *_OWN_LANGUAGE_MARKERS), key=len, reverse=True))
# (One match of the markers, longest first: a loop of startswith over them cost the scan a
# quarter of a pass, at every candidate line.)
_MARKER_AT_START = re.compile("|".join(map(re.escape, _LONGEST_MARKER_FIRST)))


def _after_marker(comment: str) -> str:
    """The text of a comment line after its marker and the marks after it."""
    marker = _MARKER_AT_START.match(comment)
    if marker is None and comment.startswith('"'):
        return comment[1:].lstrip(_OPEN)  # (Vim script's marker: in its own files only)
    return comment[marker.end() if marker else 0 :].lstrip(_OPEN)


def _no_html(text: str) -> str:
    return text.replace("<!--", "").replace("-->", "")


_CALLED = re.compile(r"([A-Za-z_][\w.]*)\(\)")
# A label before a comment's words, no word of them ("NOTE:", "TODO:", "FIXME -", "XXX"): the
# family's words after it are read as if alone ("# TODO: remaining methods unchanged").
# The label's other spellings: "Note -", "NOTE" alone, "N.B.", "TODO(alice):", "todo \u2014",
# "HACK:", "IMPORTANT:", "Note that ...", "Please note:", Markdown's "**Note:**" and
# "**Note**:", "[Note]" (a word of the label, an owner, then a mark or none; the opening "**"
# or "[" is dropped with the marker's marks, the closing one is the label's).
_NOTE_LABEL = re.compile(
    r"(?:note[ \t]++that\b|(?:please[ \t]++note|note|nb|n\.b\.|todo|fixme|xxx|hack|important)"
    r"(?!\w)(?:\([^()\n]{0,40}\))?(?:[ \t]*+[:\-\u2013\u2014])?(?:\*\*|\])?(?:[ \t]*+:)?)[ \t]*+",
    re.I,
)


def _family_comment(
    content: str, line_start: int, line_end: int, words: str, *, python: bool = False
) -> bool:
    """Whether the comment line from ``line_start`` whose text from its first word is
    ``words`` is in the family (and not an "etc." closing a list of comment lines)."""
    line = content[line_start : line_end if line_end != -1 else len(content)]
    calls = "()" in words
    if (
        calls
        and not _elision_state(words)
        and _next_line_calls(content, line_end, _CALLED.findall(words))
    ):
        return False  # ("# keep os.fsync() here" above the call itself: a note on that code)
    closed = line.rstrip().endswith(_CLOSERS)
    if not _is_family(_no_html(line), words, closed=closed) and not (
        # ("# rest of main() unchanged": a call's parentheses are no part of the phrase)
        calls and _is_family(_no_html(line), _CALLED.sub(r"\1", words), closed=closed)
    ):
        label = _NOTE_LABEL.match(words)
        unlabelled = words[label.end() :].lstrip(_OPEN) if label is not None else words
        if label is not None and _is_family(_no_html(line), unlabelled, closed=closed):
            return True  # ("# NOTE: other methods unchanged": the label is no word of them)
        # ("# other jobs unchanged" under "jobs:": the file's own part, as code; the file's keys
        # are gathered only for a word that makes the comment the family's: a pass over it;
        # each word is tried in a comment no longer than an elision's, a long list of names
        # tried word by word would cost its length squared)
        last = unlabelled.rstrip(_CLOSE).rpartition(" ")[2].lower()
        short = last in _LAST_WORDS and len(unlabelled) <= _LONGEST_ELISION
        for word in set(_COMMENT_WORD.findall(unlabelled.lower())) if short else ():
            keyed = re.sub(rf"\b{re.escape(word)}\b", "code", unlabelled, flags=re.I)
            if _is_family(_no_html(line), keyed, closed=closed) and word in _block_keys(content):
                return True
        return _broad(content, line_start, line_end, words, line) or _stands_for_code(
            content, line_start, line_end, words, python=python
        )
    if _group_heading(content, line_start, line_end, line):
        return False  # (fix-yaml77: "# [Other settings]" heads its group as "# [Database ...]")
    weak = " ".join(words.rstrip(_CLOSE).split()).lower() in _WEAK
    return not (weak and _between_comments(content, line_start, line_end))


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_COMMENT_WORD = re.compile(r"[^\W\d][\w-]*")


def _elision_state(words: str) -> bool:
    """Whether a comment naming calls says, besides them, that code is left out: dots, or a
    word of the left-out state ("rest", "unchanged", "same", "etc"; "keep" aside: "# keep
    os.fsync() here" is a note on the line below, "# keep f() and the rest unchanged" is not)."""
    if any(mark in words for mark in _ELLIPSIS_MARKS):
        return True
    for word in _COMMENT_WORD.findall(_CALLED.sub(" ", words).lower()):
        if (word in _STRONG_WORDS and word != "keep") or word in ("etc", "before"):
            return True
    return False


# -- the broad rule: a comment dominated by ellipsis marks and elision words ---------------------
# The family above is exact; models vary its words without end ("# ... Foo methods ...", "# KEEP
# EXISTING", "# (as shown earlier)", "// reszta bez zmian"). A comment whose text is only words
# that say code is elsewhere (rest, unchanged, existing, previous answer ...), names of code and
# small words, or that has dots and at most two other words ("# ... imports ..."), stands for
# left-out code too. A false refusal costs a retry; a partial file written whole loses code.
# Words that alone say code was left out, in the languages models answer in.
_STRONG_WORDS = _word_set(
    "rest remaining remainder unchanged as-is same existing previous previously earlier "
    "continues continued omitted keep unmodified untouched identical "
    "elided truncated snipped skipped "
    # French, Italian, Spanish, Portuguese, German, Dutch, Polish, Russian, Turkish, Vietnamese
    "reste identique inchangé inchangée inchangés resto invariato invariata rimane uguale "
    "igual sigue permanece restante restlicher restliche restlichen übrige übrigen bisher "
    "unverändert ongewijzigd reszta zmian остальной остальное остальные остальная "
    "изменений kalan ayn\u0131 ayn\u0131d\u0131r nguyên giữ"
)
# Words that say it only with dots or with a word above ("# more tests" is a heading).
_WEAK_WORDS = _word_set(
    "more other additional else everything continue here below above shown defined last "
    "answer message change changes body stays stay remains remain left goes go kept before after "
    "older"
)
# Small words of such a phrase, in English and the languages above.
_SMALL_WORDS = _word_set(
    "the a an of this that these your my our all any is are as in from to and etc no on it "
    "original "
    "le la les du de des est il del el los o do da van de die der des wie bez без код "
    "geri kod phần còn lại sin cambios code fichier código codice datei archivo arquivo"
)
# Words of how the left-out code is ("stays exactly as it was before", "the way it was"):
# small words only in a comment that opens with dots ("# it was exactly that" is a sentence).
_AFTER_DOTS_WORDS = _word_set("was were way exactly just like")
# A comment line (from its marker, or its text without HTML's comment marks) that opens with an
# ellipsis mark after the marker and blanks or brackets (each run crossed once).
_OPENS_WITH_DOTS = re.compile(
    r"[ \t]*+(?:"
    + "|".join(re.escape(m) for m in _LONGEST_MARKER_FIRST if not m.startswith(".."))
    + r")?[ \t(\[{<]*+(?:\.\.\.|\u2026|\u22ef|\u22ee)"
)
_NOUN_WORDS = frozenset(
    (
        *_CODE_NOUNS,
        *_SETTING_NOUNS,
        "items",
        "fields",
        "script",
        # (fix-prose142) the files whose name is their kind: "# (rest of the Dockerfile)" is
        # the rest of the file
        *("dockerfile", "containerfile", "makefile", "jenkinsfile", "vagrantfile", "procfile"),
    )
)
# Alone, a strong word is a whole elision only when it is a state ("# unchanged").
_STATE_WORDS = _word_set(
    "unchanged omitted as-is unmodified untouched elided truncated snipped inchangé "
    "invariato unverändert ongewijzigd"
)
_EARLIER_ANSWER = re.compile(
    r"\b(?:last|previous|earlier|prior|above) (?:answer|message|reply|response)\b", re.IGNORECASE
)
_STATE_PHRASES = frozenset(
    {
        "no change",
        "no changes",
        "sin cambios",
        "bez zmian",
        "\u0431\u0435\u0437 \u0438\u0437\u043c\u0435\u043d\u0435\u043d\u0438\u0439",
    }
)
# East Asian phrasings (no spaces between words): the comment is short and holds one of these.
_CJK_ELISION = re.compile(
    "\u4ee5\u4e0b(?:\u7701\u7565|\u540c\u3058)"  # 以下省略, 以下同じ
    "|\u6b8b\u308a[^\\n]{0,8}\u540c\u3058"  # 残り...同じ
    "|\u4e0d\u53d8|\u5176\u4f59|\u7701\u7565"  # 不变, 其余, 省略
    "|\ub098\uba38\uc9c0|\uc0dd\ub7b5|\ub3d9\uc77c"  # 나머지, 생략, 동일
    "|\u540c\u4e0a|\u540c\u69d8"  # (hunt115) 同上, 同様
)
#: (issue 20) Its phrases that say code was left out whatever stands beside them (以下省略,
#: 以下同じ, 残り...同じ).
_CJK_PHRASE = re.compile(
    "\u4ee5\u4e0b(?:\u7701\u7565|\u540c\u3058|\u540c\u69d8|\u540c\u4e0a)|\u6b8b\u308a[^\\n]{0,8}\u540c\u3058"
)
# A comment that sends the reader to an earlier answer for the code: "# see previous version".
_SEE_EARLIER = re.compile(
    r"see (?:the |my )?(?:previous|earlier|last|original|prior) "
    r"(?:version|answer|message|reply|response|code|implementation)"
)
_ELLIPSIS_MARKS = ("...", "\u2026", "\u22ef", "\u22ee")
# Characters of code, never of such a phrase: a commented-out statement is no elision.
_CODE_CHARACTERS = frozenset('=:;"<>$%&|^+@!?')
_OPENING_BRACKETS = frozenset({"<", "{"})
_BRACED_DOTS = re.compile(r"\{(?:\.\.\.|\u2026)\}|\[(?:\.\.\.|\u2026)\]")
_STATEMENT_CHARACTERS = frozenset('=;"$&|^+@?')
# (One search of a class: a generator over the characters cost the scan half a pass.)
_CODE_CHARACTER = re.compile("[" + re.escape("".join(sorted(_CODE_CHARACTERS))) + "]")
_STATEMENT_CHARACTER = re.compile("[" + re.escape("".join(sorted(_STATEMENT_CHARACTERS))) + "]")
_TOKEN_TRIM = "()[]{}.,*~`'_\u2026\u22ef\u22ee-"
_RANGE = re.compile(r"[0-9]+-[0-9]+")
_AS_BEFORE_ENDS = (" as before", " as above", " as is", " As before", " AS BEFORE")

# -- names of the code left out: "# ... (b and c unchanged)", "# ... keep b and c" ---------------
# A comment that opens with dots and is only a list of names (identifiers, "b()", "Foo.bar")
# with elision words around them names the code it leaves out. Any word may be a name there
# (the answer's file need not define it: "b" and "c" are the functions it left out), so the
# shape is strict: the dots first, then a verb of keeping before the list ("keep b and c") or
# a state after it ("b and c unchanged", "b() and c() as before"); names joined by "and" or
# commas (two names side by side are a sentence: "# ... return value unchanged" is no list).
# (It is weighed only past the broad rule's one unknown word: "# ... keep b" was read before.)
_IDENTIFIER = r"`?[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?`?"
_NAME_LIST = rf"(?:{_IDENTIFIER})(?:(?:,| and|, and|,? &| or|, or| ?/) ?(?:{_IDENTIFIER})){{0,7}}"
_STATE = (
    r"(?:unchanged|as before|as is|as-is|omitted|untouched|unmodified|the same|same"
    r"|not shown|elided|same as before|as above|left out|skipped)(?: for brevity)?"
    r"|for brevity"
)
_NAMED_STATE = rf":? ?(?:(?:is|are|remains?|stays?|kept|left) )?(?:{_STATE}|\((?:{_STATE})\))"
_KIND = r"(?:functions?|methods?|classes|class|helpers?|tests?|fields?|constants?|types?)"
_KINDS = rf"(?:the )?(?:other )?(?:{_KIND} ){{0,2}}"
_NAMES_LEFT_OUT = re.compile(
    rf"(?P<keep>(?:keep|leave|retain|preserve) )?{_KINDS}"
    rf"(?P<names>\(?{_NAME_LIST}\)?)(?: {_KIND})?"
    rf"(?P<state> ?{_NAMED_STATE})?",
    re.IGNORECASE,
)
# The dots open the comment, inside a bracket or not ("# [... b and c unchanged ...]").
_DOTS_FIRST = re.compile(r"[\[(]?[ \t]*(?:\.\.\.|\u2026|\u22ef|\u22ee)")


def _balanced(text: str) -> bool:
    """Whether the parentheses of ``text`` close in order."""
    depth = 0
    for character in text:
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _names_left_out(comment: str) -> bool:
    """Whether ``comment`` (a comment line from its marker) opens with dots and is only names
    of code with elision words around them (see the notes above)."""
    marker = _MARKER_AT_START.match(comment)
    after = comment[marker.end() if marker else 0 :].lstrip(" \t")
    dots = _DOTS_FIRST.match(after)
    if dots is None:
        return False
    opened = after.startswith("(")
    text = after[dots.end() :].lstrip(_OPEN.replace("(", "")).rstrip(_CLOSE.replace(")", ""))
    if opened:
        text = "(" + text  # (its closing parenthesis is read below)
    words = " ".join(text.split())
    if words.startswith("(") and words.endswith(")") and _balanced(words[1:-1]):
        words = words[1:-1].strip()  # ("# ... (b() and c() unchanged)")
    elif words.endswith(")") and words.count(")") > words.count("("):
        words = words[:-1].rstrip()  # ("# (... b and c unchanged)")
    elif words.startswith("(") and words.count("(") > words.count(")"):
        words = words[1:].lstrip()
    found = _NAMES_LEFT_OUT.fullmatch(words) if len(words) <= _LONGEST_ELISION else None
    return found is not None and bool(found.group("keep") or found.group("state"))


# Words, a colon (or a dash, fix-yaml62), then a state ("other commands: no changes", "other
# commands \u2014 left as is"); two words or more before it
# ("# other: unchanged" may be a key commented out).
_COLON_STATE = re.compile(
    r"([A-Za-z][\w-]*(?:[ \t]+[A-Za-z][\w-]*)+)[ \t]*(?::|\u2014|\u2013)[ \t]*"
    r"(?:unchanged(?: from before)?|untouched|unmodified|omitted|not shown|no changes?(?: needed)?"
    r"|(?:the )?same(?: as before| as above)?|as before|as they were"
    r"|(?:kept |left )?as[ -]is)[ \t.]*",
    re.I,
)


# (fix-yaml70) A comment line whose whole text is a bracketed note of other items, in brackets
# of any kind and in every file kind: other/more/remaining/existing/additional/further, up to
# two words before a plural noun ("# (other setup steps)", "// (other stages)", "# {more
# steps}", "# <your other steps>", "# [other dependencies]"). The brackets make the words a
# placeholder standing for items left out, not a heading over the items below.
_BRACKETED_OTHERS = re.compile(
    r"[ \t]*(?:#+|//+|--|;+|/\*+)?[ \t]*(?:\((?P<p>[^()\n]*)\)|\[(?P<s>[^\[\]\n]*)\]"
    r"|\{(?P<b>[^{}\n]*)\}|<(?P<a>[^<>\n]*)>)[ \t]*(?:\*+/)?[ \t]*",
)
_OTHERS_NOTE = re.compile(
    r"[ \t]*(?:(?:your|the|all) )?(?:other|more|remaining|existing|additional|further)"
    r"(?: [a-z][\w-]*){0,2}? [a-z][\w-]*[a-z]s[ \t]*"
    # (fix-prose142) "the usual" and one or two words, singular too: "# (the usual setup)",
    # "# (the usual boilerplate)": what is always there, left out
    r"|[ \t]*the usual(?: [a-z][\w-]*){1,2}[ \t]*",
    re.I,
)


def _dominated(
    words: str,
    comment: str,
    *,
    trailing: bool = False,
    nouns: frozenset[str] = frozenset(),
    colon: bool = True,
) -> bool | None:
    """Whether the text of ``comment`` after its marker (``words``, from its first word) is
    dominated by ellipsis marks and elision words (see the notes above): True, or None when
    only dots make it one with words of its own ("# ... imports ...": no elision between
    lines of a comment, a list's "# ... verbose, quiet"), else False. A comment after code
    on its line (``trailing``) needs dots and an elision word. ``nouns`` are more names of
    what may be left out (the parts of a documentation page). ``colon``: a colon between words
    and a state may be the phrase's separator (:data:`_COLON_STATE`; not above code that
    passes its data on, see :func:`_broad`)."""
    if (
        not trailing
        and note_words.etc_or_omission(words.rstrip(_CLOSE))
        and " ".join(words.rstrip(_CLOSE).split()).lower().rstrip(".") not in _WEAK_BEFORE
    ):
        # (issue 20) "# и т.д.", "# und so weiter", "# 以下略", "# ・・・"; not the words
        # read before it, "# Etc." alone (lead, round 21: typing.py's docstring example of a
        # class, "# Etc." under a method, was refused as a part)
        return None
    if (
        not trailing
        and len(comment) < 80
        and (inside := _BRACKETED_OTHERS.fullmatch(comment)) is not None
        and _OTHERS_NOTE.fullmatch(next(g for g in inside.groups() if g is not None))
    ):
        return True  # (fix-yaml70) "# (other stages)", "// {more steps}", "# <your other steps>"
    text = words.rstrip(_CLOSE)
    if colon and (":" in text or not text.isascii()):
        # (fix-yaml55) "# other commands: unchanged", "# other jobs: no changes": a colon
        # between two words or more and a state is the phrase's separator, no code
        said = _COLON_STATE.fullmatch(text)
        if said is not None:
            text = said.group(1) + " unchanged"
    if len(text) > _LONGEST_ELISION or _CODE_CHARACTER.search(text):
        # ("# ... b & c unchanged", "# ... b, c: unchanged": names of the code left out)
        return None if not trailing and _names_left_out(comment) else False
    if _STATEMENT_CHARACTER.search(comment):
        # ("# ...=...": a statement left in a comment)
        return None if not trailing and _names_left_out(comment) else False
    # (Four tests of "in", not a generator over _ELLIPSIS_MARKS, which costs more.)
    dots = "..." in comment or "\u2026" in comment or "\u22ef" in comment or "\u22ee" in comment
    if not text.isascii() and len(text) <= 40 and _CJK_ELISION.search(text):
        # (fix-yaml89) a word of others and more than kinds and a state: a remark on the
        # others ("# 端口保持不变, 其他服务依赖它", the others depend on the port)
        # (issue 20, hunt108-cjkcode) with no word of others, a state ("不变", "省略", "동일")
        # is a note only in a comment of nothing but the table's words (kinds, subjects,
        # particles: "# 代码保持不变", "# 省略") or of a phrase of its own ("以下省略", "残り
        # ...同じ"): "# POSIX 路径保持不变" (the path stays as it is), "# 省略时使用默认值"
        # (when left out, the default is used) describe what the code does, as English does
        cjk = note_words.cjk_kinds(text)
        if cjk["others"] or _CJK_PHRASE.search(text):
            return not _cjk_remark_on_others(text)
        return not cjk["rest"]
    if not dots and not trailing:
        alone = " ".join(text.strip(_TOKEN_TRIM + " ").lower().split())
        if _SEE_EARLIER.fullmatch(alone):
            return True  # ("# see previous version": the code is in an earlier answer)
        if alone in _STATE_PHRASES:
            return "(" in comment or "[" in comment  # ("# No changes." is a sentence)
    # (More unknown words than the rules below allow end the reading early: most comments the
    # scan brings here are ordinary ones, and this check runs inside the scan's budget.)
    allowed = 1 if dots or trailing else 0
    strong = weak = found_nouns = unknown = neutral = 0
    for raw in text.split():
        token = raw.strip(_TOKEN_TRIM).lower()
        if not token:
            continue  # (marks)
        if "/" in token and all(
            part in _NOUN_WORDS or part.rstrip("s") in _NOUN_WORDS for part in token.split("/")
        ):
            found_nouns += 1  # ("// ... getters/setters ...": kinds of code, joined)
            continue
        if token.isdigit() or "." in token or "/" in token or _RANGE.fullmatch(token):
            neutral += 1  # (a count of lines, a file's name, "3-5")
            continue
        if token in _STRONG_WORDS:
            strong += 1
        elif token in _WEAK_WORDS:
            weak += 1
        elif token in _NOUN_WORDS or token.rstrip("s") in _NOUN_WORDS or token in nouns:
            found_nouns += 1
        elif token not in _SMALL_WORDS and not (
            dots and token in _AFTER_DOTS_WORDS and _OPENS_WITH_DOTS.match(comment)
        ):
            unknown += 1
            if unknown > allowed:
                # ("# ... (b and c unchanged)": names of the code left out)
                return None if dots and not trailing and _names_left_out(comment) else False
        else:
            neutral += 1
    if _EARLIER_ANSWER.search(text):
        strong += 2  # "# as in my last message": the code is in another answer
    if text.endswith(_AS_BEFORE_ENDS):
        strong += 1  # ("# (helpers as before)": "as before" says what "unchanged" says)
    if trailing:
        return dots and strong > 0 and unknown <= 1
    known = strong + weak + found_nouns
    if dots:
        # ("# ... and do it", "# ... w/ defaults": dots in a sentence, no word of the rule)
        if not known + unknown + neutral:
            return _BRACED_DOTS.search(comment) is not None  # ("# {...}", "# [...]")
        if unknown > 1 or not known or known + unknown > 6:
            return False
        return True if not unknown else (None if "," not in text else False)
    alone = " ".join(text.strip(_TOKEN_TRIM + " ").lower().split())
    if unknown or not strong:
        return False
    # ("# the remaining functions" heads a section; "# the rest of your code", "# (helpers
    # unchanged)" stand for code)
    bracketed = "(" in comment or "[" in comment or "{" in comment
    return (
        strong + weak >= 2
        or (found_nouns > 0 and (bracketed or "rest" in text.lower()))
        or alone in _STATE_WORDS
    )


# (fix-yaml62) A line that hands its data on: a return, an exec, a yield, a call passing the
# script's own arguments on ("$@").
_PASSES_ON = re.compile(r"[ \t]*(?:return|exec|yield)\b|.*\$[@*]", re.I)


def _next_code_line(content: str, line_end: int) -> str:
    """The first line after ``line_end`` with text (``""`` at the end; at most a few blank
    lines are skipped, so the cost stays that of the lines read)."""
    start = line_end + 1 if line_end != -1 else len(content)
    for _ in range(4):
        if start >= len(content):
            return ""
        end = content.find("\n", start)
        end = len(content) if end == -1 else end
        if content[start:end].strip():
            return content[start:end]
        start = end + 1
    return ""


def _broad(content: str, line_start: int, line_end: int, words: str, line: str) -> bool:
    """Whether the comment line from ``line_start`` is an elision by the broad rule
    (:func:`_dominated`): dots with words of its own only when it does not stand between
    lines of a comment (where dots are part of the comment's text). (fix-yaml62) The colon's
    reading ("# other commands: unchanged" for "other commands unchanged") holds between
    statements, not right above a line that passes its data on (:data:`_PASSES_ON`: "# other
    commands: unchanged" over ``exec "$@"``, "# All other keys: unchanged" over ``return row``
    describe the data that line hands on)."""
    colon = ":" not in words or not _PASSES_ON.match(_next_code_line(content, line_end))
    found = _dominated(words, _no_html(line), colon=colon)
    if found is None:
        return not _between_comments(content, line_start, line_end)
    if found and _group_heading(content, line_start, line_end, line):
        return False
    return found


#: (fix-yaml77) A comment line that is only a few words in one kind of brackets ("# (formatters)",
#: "; (network options)"), its marker and its bracket kept for the comparison.
_BRACKETED_HEADING = re.compile(
    r"([ \t]*)(#+|//+|--|;+)[ \t]*([(\[{<])[ \t]*[A-Za-z][\w' -]{0,40}?[ \t]*[)\]}>][ \t]*\r?"
)
_HEADING_WINDOW = 4000


def _group_heading(content: str, line_start: int, line_end: int, line: str) -> bool:
    """(fix-yaml77) Whether the bracketed others note ``line`` ("# (other hooks)") heads the
    items right under it: the line under it is code at its indentation, and a comment line
    above it (within a few thousand characters) in the same marker and brackets that is no
    such note ("# (formatters)") heads the code right under it too: the file heads each group
    of its items so, and the last group is "(other ...)" (the other reading, items left out,
    holds where the file has no such heading of its own)."""
    own = _BRACKETED_HEADING.fullmatch(line)
    if own is None or _BRACKETED_OTHERS.fullmatch(line.strip()) is None:
        return False
    below_start = line_end + 1
    below_end = content.find("\n", below_start)
    below = content[below_start : len(content) if below_end == -1 else below_end]
    indent = own.group(1)
    if not below.strip() or not below.startswith(indent) or below[len(indent)] in " \t":
        return False
    if below.lstrip().startswith(own.group(2)):
        return False
    window_start = max(0, line_start - _HEADING_WINDOW)
    lines = content[window_start:line_start].split("\n")
    for number, earlier in enumerate(lines[:-1]):
        heading = _BRACKETED_HEADING.fullmatch(earlier)
        if (
            heading is None
            or heading.group(1) != indent
            or heading.group(2) != own.group(2)
            or heading.group(3) != own.group(3)
        ):
            continue
        inside = earlier.strip().lstrip(heading.group(2)).strip()[1:-1]
        if _OTHERS_NOTE.fullmatch(inside) or _yaml_state(inside):
            continue
        under = lines[number + 1]
        if (
            under.strip()
            and under.startswith(indent)
            and under[len(indent)] not in " \t"
            and not under.lstrip().startswith(own.group(2))
        ):
            return True
    return False


# A comment after code on its line is about that line ("x = 5  # unchanged", "t = 30  # same
# as before") unless its words point past the line: the family's words with one of those that
# name other code than the line's ("rest", "remaining", "other"), "x = load()  # rest of the
# function unchanged", "}  // other methods unchanged". What they point at decides: a noun of
# code ("function", "methods", a name the file defines, "main()") is the file's code left out;
# a name of the line's own code ("head, *rest = a  # rest left as is") or any other noun ("the
# rest of the array", "other keys", "rest of the buffer") is the line's own data, which the
# line changes and the comment speaks of. With no noun ("# rest unchanged") it is the code
# left out, unless the line sets one item of a collection ("items[i] = 0  # rest stay as is":
# the collection's other items). (The family's exact phrase keeps "# other case" a comment.)
_BEYOND_WORDS = _word_set("rest remaining other others")
# The words between the beyond word and the noun ("rest of the", "other remaining").
_BEFORE_NOUN = _word_set(
    "the a an of this that these those its your my our all any is are as in from to and it "
    "remaining other existing previous original"
)
# The words of the state that ends the phrase ("unchanged", "stays as is", "left alone").
_PHRASE_STATE = _STATE_WORDS | _word_set(
    "stay stays remain remains left kept goes go same identical intact here alone shown "
    "repeated preserved not"
)
# Nouns of the file's code, and of a configuration's parts ("# other dependencies unchanged" in
# a pyproject.toml, "# rest of the config unchanged"). "Other files" in a file's comment are
# outside the file; "keys" and "options" name the parts of the line's own value as often ("//
# other keys unchanged" after "{ ...o, a: 1 }", a command's options): no code left out.
# (fix-yaml55) "commands" after code on its line are the line's data too ("return argv  # other
# commands unchanged", "*) ;;  # other commands unchanged": the commands the line passes
# through); a note standing for left-out commands is a comment on its own line.
# The parts of a function's code a line sits in ("# rest of the loop unchanged") are code too.
_LINE_CODE_NOUNS = frozenset((*_CODE_NOUNS, *_SETTING_NOUNS, "loop", "body", "block")) - {
    "files",
    "keys",
    "options",
    "commands",
}
_NAME = re.compile(r"[A-Za-z_]\w*")
# One item of a collection set on the line: "items[i] = 0", "a[0] = 1", "d['k'] += 2",
# "self.cache[key] = v": the statement's target (at the line's start or after ";", "{" or an
# "if (...)") is an expression ending in a subscript. A declaration is no item set: its type
# comes first ("int buf[64] = {0}", "found: list[int] = []", "const found: number[] = []"),
# a destructuring's bracket follows a keyword ("const [key, value] = pair"), and an empty
# subscript is a type's ("number[]").
_SETS_ITEM = re.compile(
    r"(?:^|[;{)])[ \t]*+[$\w.]++(?:\[[^\]\n]*+\]|\([^)\n]*+\)|\.[$\w]++)*?"
    r"\[[^\]\n]++\][ \t]*+(?:[-+*/%|&^]|<<|>>)?=(?!=)"
)
# A C-family function definition: type words, the name, its parameters, then its body's brace
# ("int main(void) {", "static char *name(int n)\n{"), at a line's start.
_C_FUNCTION = re.compile(
    r"^[ \t]*+(?!(?:return|else|new|await|throw|yield|case|delete|typeof)\b)"
    r"(?:[A-Za-z_]\w*+[ \t*&]++)+(?P<name>[A-Za-z_]\w*+)[ \t]*+\([^()\n]*+\)"
    r"[ \t]*+(?:const[ \t]*+)?(?:\{|\r?\n[ \t]*+\{)",
    re.MULTILINE,
)


@functools.lru_cache(maxsize=4)
def _defined_lowered(content: str) -> frozenset[str]:
    """The names ``content`` defines (:func:`_defined_names`, and its C functions), lowercased:
    a comment's words are compared lowercased ("# rest of UserService unchanged")."""
    names = set(_defined_names(content))
    names.update(found.group("name") for found in _C_FUNCTION.finditer(content))
    return frozenset(name.lower() for name in names)


_SHELL_SUFFIXES = frozenset({"sh", "bash", "zsh", "ksh"})
_JS_SUFFIXES = frozenset({"js", "mjs", "cjs", "jsx", "ts", "tsx", "mts", "cts"})
# A Rust character literal ('a', '\\n', '\\u{1F600}'); any other quote is a lifetime ('a).
_RUST_CHAR = re.compile(r"'(?:\\[^\n']{1,10}|[^'\\\n])'")
# What comes before a JavaScript regular expression literal's "/" (a division follows a value).
_BEFORE_REGEX = frozenset("(,=:[!&|?{};+-*%<>~^")


def _regex_end(code: str, start: int) -> int:
    """The index past the JavaScript regular expression literal opened at ``start``, -1 when
    it is still open at the end of ``code``."""
    klass = False
    i = start + 1
    while i < len(code):
        char = code[i]
        if char == "\\":
            i += 1
        elif klass:
            klass = char != "]"
        elif char == "[":
            klass = True
        elif char == "/":
            return i + 1
        i += 1
    return -1


def _open_string(code: str, suffix: str = "") -> bool:
    """Whether a string opened on the line's ``code`` (before a comment) is still open at its
    end: the comment's marker is then in the string ("'a # b'"), no comment. Only the quotes
    of the file's language (its ``suffix``) open one: Python and the shell have no backquoted
    string, Rust's lone quote is a lifetime ("&'a str"), a JavaScript regular expression literal
    holds its quotes ("/[\"']/g"), and the shell escapes a quote outside quotes ("don\\'t")."""
    quotes = "\"'" if suffix in _PYTHON_SUFFIXES else "\"'`"
    shell = suffix in _SHELL_SUFFIXES
    javascript = suffix in _JS_SUFFIXES
    quote = ""
    escaped = False
    i = 0
    while i < len(code):
        char = code[i]
        if escaped:
            escaped = False
        elif char == "\\" and (quote or shell) and not (shell and quote == "'"):
            escaped = True
        elif quote:
            if char == quote:
                quote = ""
        elif suffix == "rs" and char == "'":
            found = _RUST_CHAR.match(code, i)
            if found is not None:
                i = found.end()
                continue
        elif (
            javascript
            and char == "/"
            and (not code[:i].strip() or code[:i].rstrip()[-1] in _BEFORE_REGEX)
        ):
            end = _regex_end(code, i)
            if end == -1:
                return True
            i = end
            continue
        elif char in quotes:
            quote = char
        i += 1
    return bool(quote)


def _beyond_its_line(line: str, code: str, content: str, line_end: int = -1) -> bool:
    """Whether the comment ``line`` (from its marker), written after ``code`` on its line of
    ``content`` (ending at ``line_end``), is the family's and points past that line (see the
    notes above)."""
    words = _after_marker(line)
    label = _NOTE_LABEL.match(words)
    if label is not None:
        words = words[label.end() :].lstrip(_OPEN)  # ("# NOTE: rest of the function unchanged")
    if not words or len(words) > _LONGEST_ELISION:
        return False
    if line_end != -1 and content.startswith("#!") and note_words.etc_or_omission(words):
        # (hunt96) "npm ci  # etc.", "# and so on" after a script's last command: more
        # commands left out (not a list's remark: a line setting an item is none)
        return _last_command(code, content, line_end) and _SETS_ITEM.search(code) is None
    found = _COMMENT_WORD.findall(words.lower())
    if _BEYOND_WORDS.isdisjoint(found):
        return False
    if (
        not (
            _is_family(_no_html(line), words)
            # (hunt96) "# other steps unchanged": a script's steps are its commands
            or ("steps" in found and _is_family(_no_html(line), _STEPS.sub("commands", words)))
            or ("()" in words and _is_family(_no_html(line), _CALLED.sub(r"\1", words)))
            # ("# other jobs unchanged" under a "jobs:" block: the file's own part, as code)
            or bool(
                (keyed := _keys_as_code(words, found, content))
                and _is_family(_no_html(line), keyed)
            )
        )
        or " ".join(words.rstrip(_CLOSE).split()).lower() in _WEAK
    ):
        return False
    names = {name.lower() for name in _NAME.findall(code)}
    first = next(i for i, word in enumerate(found) if word in _BEYOND_WORDS)
    nouns = []
    for word in found[first + 1 :]:
        if word in _PHRASE_STATE:
            break
        if word not in _BEFORE_NOUN:
            nouns.append(word)
    if found[first] in names and not nouns:
        return False  # ("head, *rest = a  # rest left as is": the line's own variable)
    if not nouns:
        return _SETS_ITEM.search(code) is None
    if any(noun in names for noun in nouns):
        return False  # ("rest of buf unchanged" after "memcpy(buf, s, 4);")
    lowered = words.lower()
    return any(
        noun in _LINE_CODE_NOUNS
        or (noun in _COMMAND_NOUNS and _last_command(code, content, line_end))
        or f"{noun}()" in lowered
        or noun in _defined_lowered(content)
        or noun in _block_keys(content)
        for noun in nouns
    )


_STEPS = re.compile(r"\bsteps\b", re.I)
#: (hunt96) The nouns of a script's commands a remark after its last command may say the rest
#: of ("# remaining commands unchanged", "# rest of script unchanged", "# other steps unchanged").
_COMMAND_NOUNS = frozenset(("commands", "script", "steps"))


def _last_command(code: str, content: str, line_end: int) -> bool:
    """(fix-yaml70) Whether ``code`` (the code before a comment naming "commands") is the last
    command of its script or block (nothing under it, or only lines less indented: the end of
    a ``run: |`` block) and passes nothing through (:data:`_PASSES_ON`, a ``case`` branch's
    ";;"): "npm ci  # remaining commands unchanged" as a script's last line stands for the
    commands left out; "*) exec "$@" ;;  # other commands unchanged" speaks of its data."""
    if _PASSES_ON.match(code) or ";;" in code:
        return False
    below = _next_code_line(content, line_end) if line_end != -1 else ""
    if not below.strip():
        return True
    return len(below) - len(below.lstrip()) < len(code) - len(code.lstrip())


def _keys_as_code(words: str, found: list[str], content: str) -> str:
    """``words`` (its words ``found``) with each word that is a key of ``content`` opening a
    block of items read as the noun "code", or "" when none is."""
    keys = _block_keys(content).intersection(found)
    if not keys:
        return ""
    return re.sub(rf"\b(?:{'|'.join(map(re.escape, keys))})\b", "code", words, flags=re.I)


_BLOCK_KEY = re.compile(r"^[ \t]*+([\w-]++)[ \t]*+:[ \t]*+(?:#[^\n]*+)?\r?$", re.M)


@functools.lru_cache(maxsize=4)
def _block_keys(content: str) -> frozenset[str]:
    """The keys of ``content`` that open a block of items ("jobs:" alone on its line in a
    workflow), lowercased: "# other jobs unchanged" points at the items left out of it."""
    return frozenset(key.lower() for key in _BLOCK_KEY.findall(content))


# Statements that do nothing, which a model writes before an elision comment in place of the
# code it leaves out ("pass  # rest unchanged", "...  # existing methods").
_NO_OP_STATEMENTS = frozenset({"pass", "...", "\u2026"})
#: (fix-cshape131) A Python function on one line whose body does nothing ("def validate(self):
#: ...", "def save(self): pass"): a stub, as the two-line "pass  # unchanged" body is.
_ONE_LINE_STUB = re.compile(
    r"(?:async[ \t]++)?def[ \t]++\w++[ \t]*+\([^\n]*\)[^:\n]*:[ \t]*+(?:\.\.\.|pass|\u2026)"
)


#: (fix-notes190: hunt146-trailmarks) What may close a note after its state and is no word of it:
#: an emoji or symbol ("unchanged \u2705", "stay the same \U0001f44d"), a question mark, a
#: smiley (":)", ";-)"), or a gloss in brackets ("unverändert (unchanged)"; read by
#: :func:`_without_trailing_marks`, only a state inside).
_TRAILING_MARK = re.compile(
    r"[ \t]*+(?:[\u2190-\u21ff\u2600-\u27bf\u2b00-\u2bff\U0001f300-\U0001faff\ufe0e\ufe0f]++"
    r"|\?++|[:;]-?[)D]|\(([^()\n]{1,40})\))[ \t]*+\Z"
)
_TRAILING_MARKS_READ = 4


def _without_trailing_marks(words: str) -> str:
    """``words`` (a note at the margin, after its marker) without the marks that may close it
    after its state (:data:`_TRAILING_MARK`), its comment's close kept; ``words`` itself when
    it has none, or is longer than a note."""
    if len(words) > 2 * _LONGEST_ELISION:
        return words
    body = words.rstrip(" \t\r")
    close = ""
    for closer in _CLOSERS:
        if body.endswith(closer):
            body, close = body[: -len(closer)].rstrip(" \t"), " " + closer
            break
    changed = False
    for _ in range(_TRAILING_MARKS_READ):
        found = _TRAILING_MARK.search(body)
        if found is None or found.start() == 0:
            break
        gloss = found.group(1)
        if gloss is not None and not (
            _only_state_words(gloss) and _ends_margin_note(body[: found.start()])
        ):
            break  # (a bracketed state that is the note's own, "g and k (unchanged)", kept)
        body, changed = body[: found.start()], True
    return body + close if changed else words


def _scan(
    content: str,
    candidates: re.Pattern[str],
    prefix_tree: re.Pattern[str],
    *,
    python: bool,
    suffix: str = "",
) -> tuple[int, int]:
    """The starts of the first elision and of the first placeholder comment (a comment that
    only starts like one) among the lines ``candidates`` finds, -1 for none; the scan ends at
    the first elision. ``prefix_tree`` is the pattern of :func:`find_placeholder`."""
    comment = -1
    margins = "margin" in candidates.groupindex
    match = candidates.search(content)
    while match is not None:
        start = match.start()
        line_start = content.rfind("\n", 0, start) + 1
        line_end = content.find("\n", start)
        if margins and (match.start("margin") != -1 or match.start("indented") != -1):
            # (a comment at the margin, or one level in between blank lines, opening with a
            # list of names: read for its names only)
            words = _after_marker(content[start : line_end if line_end != -1 else None])
            label = _NOTE_LABEL.match(words)
            if label is not None:
                words = words[label.end() :].lstrip(_OPEN)  # ("# NOTE: g and k unchanged")
            words = _without_trailing_marks(words)
            if _ends_margin_note(words) and _stands_for_code(
                content, line_start, line_end, words.rstrip("\r"), python=python
            ):
                return start, comment
            if line_end == -1:
                break
            match = candidates.search(content, line_end + 1)
            continue
        before = content[line_start:start].strip(" \t")
        if (
            before
            and content.startswith(before[0], start)
            and not before.strip(before[0])
            and content.startswith(before, start - len(before))
        ):
            # ("### etc. ###": a run of the marker opens the comment, its last one found)
            start -= len(before)
            before = ""
        line = content[start : line_end if line_end != -1 else len(content)].rstrip("\r")
        if (
            (
                before in _NO_OP_STATEMENTS
                or (python and _ONE_LINE_STUB.fullmatch(before) is not None)
            )
            and _family_comment(content, line_start, line_end, _after_marker(line), python=python)
            and not _in_python_string(content, line_start, python=python)
        ):
            # "pass  # rest unchanged": a statement that does nothing stands in for the code
            return start, comment
        if before in _OPENING_BRACKETS:
            before = ""  # (PowerShell's "<# ... #>", JSX's "{/* ... */}")
        elif (
            before
            and not _open_string(before, suffix)
            and any(mark in line for mark in _ELLIPSIS_MARKS)
            and _dominated(_after_marker(line), line, trailing=True)
        ):
            # "x = 1  # ... rest of the file unchanged": code, then the rest left out
            return start, comment
        if (
            before
            and not _open_string(before, suffix)
            and _beyond_its_line(line, before, content, line_end)
            and not _in_python_string(content, line_start, python=python)
        ):
            # "x = load()  # rest of the function unchanged": code, then the rest left out
            return start, comment
        if not before:
            old = prefix_tree.match(content, start)
            if old is not None and _dots_in_comments(content, start, line_start, old.group()):
                pass  # (dots standing for lines of a comment around them)
            elif _continues_sentence(content, line_start, line):
                pass  # ("// ... processed by the\n// rest of the code.": one sentence)
            elif (
                (old is not None and _is_elision(line.strip()))
                or _family_comment(
                    content, line_start, line_end, _after_marker(line), python=python
                )
                or _labelled_names(content, start, line_start, line_end, python=python)
            ):
                return start, comment
            elif old is not None and comment == -1:
                comment = start
        if line_end == -1:
            break
        match = candidates.search(content, line_end + 1)
    return -1, comment


def _labelled_names(
    content: str, start: int, line_start: int, line_end: int, *, python: bool
) -> bool:
    """(fix-notes177: hunt140-onenameprefix) Whether the comment at ``start``, found by its
    first word as a label ("// TODO: submit handler unchanged", "// NOTE: the submit handler
    is unchanged", "XXX:", "FIXME:"), is a note of names after that label, read as the same
    note at the margin is (:func:`_stands_for_code`): the candidates' pattern takes such a line
    by its label and never tries the margin's names."""
    words = _after_marker(content[start : line_end if line_end != -1 else None])
    label = _NOTE_LABEL.match(words)
    if label is None or not label.group().strip():
        return False
    words = words[label.end() :].lstrip(_OPEN)
    return bool(words) and (
        _ends_margin_note(words)
        and _stands_for_code(content, line_start, line_end, words.rstrip("\r"), python=python)
    )


# Words a sentence does not end with: a comment line ending with one goes on on the next line.
_GOES_ON = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "by",
        "for",
        "with",
        "from",
        "in",
        "on",
        "into",
        "and",
        "or",
        "that",
        "this",
        "its",
        "their",
        "all",
        "any",
    ]
)
_ASCII_LETTERS = frozenset(string.ascii_letters)


def _continues_sentence(content: str, line_start: int, line: str) -> bool:
    """Whether the comment ``line`` (from its marker, at ``line_start``) goes on the sentence
    of the comment line before it: that line has the same marker and ends with a word no
    sentence ends with ("... processed by the" / "rest of the code."), and ``line`` starts
    with a word, not dots or brackets."""
    if line_start == 0:
        return False
    marker = line[:1]
    after = line.lstrip(marker + "/*-!;% \t")
    if not after[:1].isalpha():
        return False
    before = content[content.rfind("\n", 0, line_start - 1) + 1 : line_start - 1].lstrip(" \t")
    if not before.startswith(marker):
        return False
    # (The last word read backwards from the end: a search of the line for it from the start
    # tried every run of letters, a tenth of the scan.)
    tail = before[:-1] if before.endswith("\r") else before
    tail = tail.rstrip(" \t")
    start = len(tail)
    while start and tail[start - 1] in _ASCII_LETTERS:
        start -= 1
    return start < len(tail) and (tail[start:].lower() in _GOES_ON or _ends_passive(tail, start))


#: (fix-scope105) The verbs of a passive voice (``are returned``, ``is kept``): a sentence
#: ending in one on a comment line may go on with its manner on the next, ``# unchanged.``,
#: ``# as is.`` (mypy's ``librt/strings.pyi``: "... are returned" / "unchanged.").
_PASSIVE_BE = frozenset({"is", "are", "be", "been", "being", "was", "were", "get", "gets"})
_PARTICIPLES = frozenset(
    {"kept", "left", "held", "given", "shown", "written", "done", "set", "put", "taken", "sent"}
)


def _ends_passive(tail: str, start: int) -> bool:
    """(fix-scope105) Whether the comment line ``tail``, whose last word starts at ``start``,
    ends with a passive verb: a participle after a form of "be" (read backwards: linear)."""
    word = tail[start:].lower()
    if not (word.endswith("ed") or word in _PARTICIPLES):
        return False
    end = start
    while end and tail[end - 1] in " \t":
        end -= 1
    before = end
    while before and tail[before - 1] in _ASCII_LETTERS:
        before -= 1
    return before < end < start and tail[before:end].lower() in _PASSIVE_BE


def _bare_elision(content: str, *, python: bool) -> int:
    """Start of the first bare line of a code file that is an elision, or -1. In Python only
    after "…": ``... (unchanged)`` and ``[truncated]`` are Python expressions (a call of
    ``Ellipsis``, a list), and a search for every "..." of a Python file's doctests would cost
    the scan a pass over the text."""
    for clue in _BARE_CLUES[1:] if python else _BARE_CLUES:
        match = clue.search(content)
        while match is not None:
            at = match.start()
            line_start = content.rfind("\n", 0, at) + 1
            line_end = content.find("\n", at)
            found = _BARE_LINE.match(content, line_start)
            if (
                found is not None
                and found.start(1) > at
                and _is_family(found.group(), found.group(1), bare=True)
            ):
                return line_start + len(found.group()) - len(found.group().lstrip(" \t"))
            if line_end == -1:
                break
            match = clue.search(content, line_end)
    return -1


# A line of a Python file that is only a string of dots and the family's words, in any
# shape a model writes it: """... rest unchanged ...""", "Rest of the class unchanged...",
# a prefix (r, u, b, f), single quotes, a ";" or a comment after it, or its quotes on lines of
# their own around the words: it stands for the body it leaves out, as "# ... rest unchanged
# ..." does (a docstring of words, "Unchanged.", or one that goes on over lines is text).
# Looked for where dots touch a quote, or open a line right under a line ending with triple
# quotes (the engine's search for "...", the lookarounds tried only there); "…" only in a file
# that is not ASCII.
# The indentations of a line of dots under a line of triple quotes looked for: one or two
# tabs, and the spaces of three nesting levels (a lookbehind is of one width: one per
# indentation, each tried where the dots are; all 25 widths up to 24 cost the scan a tenth of
# a pass more). Deeper, only a line whose words end with dots ("Rest unchanged...").
_STRING_INDENTS = (0, 1, 2, 4, 8, 12)


def _string_dots(dots: str) -> re.Pattern[str]:
    under_quotes = "|".join(
        rf"""(?<=["']{{3}}\n[ \t]{{{width}}}{dots})""" for width in _STRING_INDENTS
    )
    return re.compile(
        rf"""{dots}(?:(?<=["']{dots})|(?<=["'][ \t]{dots})|(?=[ \t]?["'])|{under_quotes}"""
        # dots ending a line of words ("Rest of the function unchanged..." between quote lines)
        rf"""|(?<=\w{dots})(?=[ \t]*(?:\r?\n|\Z)))"""
    )


_STRING_DOTS = (_string_dots(r"\.\.\."), _string_dots("\u2026"))
_STRING_LINE = re.compile(
    "(?P<prefix>[rRuUbBfF]{0,2})(?P<quote>\"{3}|'{3}|\"|')(?P<text>.*)(?P=quote)"
    r"""[ \t]*(?:;[ \t]*)?(?:#[^\n]*)?"""
)
_QUOTES_ALONE = re.compile("[rRuUbBfF]{0,2}(?:\"{3}|'{3})")


def _string_elision_text(content: str, line_start: int, line_end: int) -> str | None:
    """The text of the string the line at ``line_start`` is (or whose only line it is, its
    quotes on the lines around it), or None when it is none."""
    line = content[line_start : line_end if line_end != -1 else len(content)].strip()
    found = _STRING_LINE.fullmatch(line)
    if found is not None:
        return found.group("text")
    if line_start == 0 or line_end == -1:
        return None
    above = content[content.rfind("\n", 0, line_start - 1) + 1 : line_start - 1].strip()
    below_end = content.find("\n", line_end + 1)
    below = content[line_end + 1 : below_end if below_end != -1 else len(content)].strip()
    if _QUOTES_ALONE.fullmatch(above) and below == above.lstrip("rRuUbBfF"):
        return line
    return None


def _docstring_elision(content: str) -> int:
    """Start of the first line of a Python file that is only a string whose text holds dots
    and is an elision of the family (``\"\"\"... rest unchanged ...\"\"\"``, see the notes
    above), or -1."""
    for pattern in _STRING_DOTS if not content.isascii() else _STRING_DOTS[:1]:
        match = pattern.search(content)
        while match is not None:
            line_start = content.rfind("\n", 0, match.start()) + 1
            line_end = content.find("\n", match.start())
            text = _string_elision_text(content, line_start, line_end)
            if text is not None and len(text) <= _LONGEST_ELISION:
                text = text.strip(" \t")
                words = text.strip(_OPEN + _CLOSE)
                found = _BARE_LINE.match(text)
                if words and (
                    _is_family(text, words)
                    or _dominated(words, text) is True
                    or (found is not None and _is_family(text, found.group(1)))
                ):
                    return (
                        line_start
                        + len(content[line_start:])
                        - len(content[line_start:].lstrip(" \t"))
                    )
            if line_end == -1:
                break
            match = pattern.search(content, line_end + 1)
    return -1


# -- comments that stand where code was, read by what they name -----------------------------------
# Word lists of elisions are open-ended ("# etc", "# b() and c() go here", "# keep b() and c()"
# say neither dots nor a stays-as-it-was word). Two readings by the file's structure instead:
# a comment line of its own that is only "etc" or "and so on", with no comment line next to it
# (it closes no list of comment lines: it stands for more of the code around it); and a comment
# line that names code (calls "b()", two names or more, or a kind: "helpers b and c") with a
# verb of keeping before the names or "go here" after them, or call names and a state ("b() and
# c() unchanged"), when none of the names is defined in the file: the names are of the code it
# left out. (Read among the comments the scan visits, those opening with a word an elision
# starts with, "keep", "leave": a comment opening with a name is not visited, which would
# cost the scan about a pass and a half.) A name the file defines ("# keep parse() and dump()
# in step" above their "def"s) makes the comment one about that code.
_PLACED = r"(?:go|goes|belong|belongs|come|comes|live|lives|would go|should go) here"
_NAMES_STANDING = re.compile(
    rf"(?:(?P<keep>(?:keep|leave|retain|preserve|insert|paste|put|add|include) )"
    rf"{_KINDS}(?P<kept>{_NAME_LIST})(?: {_KIND})?(?: here)?(?:{_NAMED_STATE}| intact)?"
    rf"|{_KINDS}(?P<placed>{_NAME_LIST})(?: {_KIND})? {_PLACED}"
    rf"|{_KINDS}(?P<stated>{_NAME_LIST})(?: {_KIND})?{_NAMED_STATE})",
    re.IGNORECASE,
)
# A state, a colon, then names: "# unchanged: g, k", "# omitted: b(), c()".
_STATE_THEN_NAMES = re.compile(rf"\(?(?:{_STATE}) ?: ?(?P<names>{_NAME_LIST})\)?", re.IGNORECASE)
_NAME_SEPARATOR = re.compile(r"(?:,| and|, and|,? &| or|, or| ?/) ?", re.IGNORECASE)
_KIND_WORD = re.compile(rf"\b{_KIND}\b", re.IGNORECASE)
_NAME_VERB_STARTS = ("keep ", "leave ", "retain ", "preserve ", "insert ", "paste ", "put ")


# A comment line alone between blank lines at the margin (where a module's definitions are,
# and where the ones left out were) that is a list of two names or more and a state: "# g and k
# stay the same", "# (g and k as in the original)". The names are of the code it stands for
# when the file has none of them anywhere else, in code or comments (a comment on the code
# around it names that code: "# x and y stay the same" above a loop over x and y). The scan
# visits such a comment by its margin and its first name (see _MARGIN_NAMES): a comment
# opening with a name anywhere else is not visited (that would cost the scan most of a pass).
#
# The comment's words are read by ACCOUNTING, not by one pattern of its phrasings: its
# decoration dropped ("#:", "-- --", "< >", "* *", brackets, quotes, a "NOTE:" label, a list
# item's "-"), it must hold one list of two names or more joined by separators (a name may be
# written as a call, "g()", "g(x)", "g(...)", or after its kind, "def g", "class Config"; "etc"
# may close the list), and every other word must be one of _NOTE_WORDS below, one of them a
# state. One word unaccounted for and it is a comment on code, not a note for left-out code:
# "# keep the cache warm", "# x and y are swapped below", "# insert key and value into the
# table".
_NOTE_WORDS = {
    # words with no meaning of their own around a list: articles, quantifiers, copulas
    "filler": "note a an the both all these those this that its their is are was were be been has "
    "have had remain remains remained stay stays stayed left still also other exactly as of "
    "go goes belong belongs defined "
    # (fix-notes177: hunt140-onenamecallform) a definition's modifiers before its name or kind,
    # "the async submit function", "export function submit()", "the exported submit helper"
    "async export exported public private protected static default pub override abstract "
    "internal suspend",
    # kinds of code, before a name or after the list: "functions g and k", "the g and k helpers"
    "kind": "def fn func function functions method methods class classes helper helpers "
    "test tests field fields constant constants type types implementation implementations "
    "body bodies definition definitions defs "
    # (fix-notes143) the other nouns developers name functions by: "g and k utils unchanged"
    "fns funcs util utils utility utilities handler handlers callback callbacks "
    # (fix-names174: hunt137-kindwords) the kinds of code a React or Redux file names
    "hook hooks selector selectors component components reducer reducers "
    # (fix-notes177: hunt140-onenamekind) the other kinds a model names one piece of code by
    "listener listeners validator validators controller controllers middleware middlewares "
    "route routes endpoint endpoints action actions mutation mutations resolver resolvers "
    "getter getters setter setters constructor constructors decorator decorators wrapper "
    "wrappers factory factories provider providers guard guards interceptor interceptors "
    "loader loaders thunk thunks saga sagas composable composables subscriber subscribers "
    "observer observers predicate predicates comparator comparators parser parsers "
    "formatter formatters serializer serializers converter converters mapper mappers "
    "lambda lambdas closure closures procedure procedures routine routines subroutine "
    "subroutines fixture fixtures "
    # (fix-notes190: hunt146-onenamekinds) "the submit event handler", "the submit service";
    # (lead30) not "job": a CI workflow's note on a job it holds, "# I haven't changed the
    # test job", is a remark (fix-ci168)
    "event events service services command commands task tasks worker workers effect effects "
    "slot slots",
    # where the code is to be or was: the source a state points to ("from the previous
    # version", "as in your file", "see above")
    "source": "here from to in see original version versions file answer "
    "response code your yours own my prior last before reply current step "
    "message",  # (fix-ci139: "build job: see previous message")
    # the state: code left as it was, or a verb of keeping it or putting it back
    "state": "unchanged same identical untouched unmodified intact kept keep retain retained "
    "preserve preserved existing omitted elided skipped insert paste copy put back "
    "abbreviated use_your as_they_are as_previously_defined need_no_changes needs_no_changes "
    "as_is as_before as_it_was as_they_were as_in not_shown not_repeated not_modified "
    "not_changed not_touched not_altered not_been_modified not_been_changed no_changes "
    "no_change no_modifications do_not_change does_not_change don't_change doesn't_change "
    "do_not_touch does_not_touch "
    "for_brevity left_out "
    # (fix-ci139) "lint, build: no changes needed", "lint and build stay as you had them",
    # "build job from before"
    "no_changes_needed no_change_needed as_you_had_them as_you_had_it as_you_have_them "
    "as_you_have_it from_before",
    # (fix-scope130) a pointer to the code elsewhere, read as its state: "g and k defined
    # above", "see g and k above", "g and k from earlier", "g and k from the previous answer",
    # "g and k are defined elsewhere in this file". Where nothing in the file binds the names,
    # they point at code the answer left out; where the file binds them, a remark.
    "pointer": "above earlier elsewhere previously previous prior "
    # (fix-notes143) "g and k: see below", "g and k defined below", "g and k as shown
    # earlier", "g and k from the original", "g and k from my last reply", "g and k are
    # already in your file"
    "below shown from_the_original from_my_last_reply from_my_last_answer from_my_previous_reply "
    "from_my_previous_answer already_in_your_file already_in_your_code already_defined",
}
#: The several words of a state, read as one word ("as is", "not modified": "is" and "not"
#: alone say nothing of the code's state), by their first word, longest first. From the
#: "state" words written with "_".
_NOTE_PHRASES: dict[str, list[tuple[str, ...]]] = {}
for _phrase in sorted(
    (
        tuple(word.split("_"))
        for word in (*_NOTE_WORDS["state"].split(), *_NOTE_WORDS["pointer"].split())
        if "_" in word
    ),
    key=len,
    reverse=True,
):
    _NOTE_PHRASES.setdefault(_phrase[0], []).append(_phrase)
_NOTE_STATE_WORDS = frozenset((*_NOTE_WORDS["state"].split(), *_NOTE_WORDS["pointer"].split()))
#: The words a state starts with (its phrases' first words too): a comment with none of them
#: is no note, and is turned away before its words are accounted for.
_NOTE_STATE_STARTS = frozenset(word.split("_")[0] for word in _NOTE_STATE_WORDS)
_NOTE_LOWER_WORD = re.compile(r"[a-z']+")
_NOTE_KIND = frozenset(_NOTE_WORDS["kind"].split())
_NOTE_ACCOUNTED = frozenset(word for words in _NOTE_WORDS.values() for word in words.split())
#: A word (a dotted name, a contraction), with a call's parentheses after it; a separator of a
#: list; and the decoration around words, dropped. Any other character is unaccounted for.
_NOTE_TOKEN = re.compile(
    r"(\w+(?:\.\w+)*+(?:'\w+)?)(\([^()\n]{0,40}\))?|([,&/])"
    r"|([^\s#:*<>\[\](){}'\"`\-\u2013\u2014.;!\u2026~])"
)
_NOTE_SEPARATORS = frozenset({",", "&", "/", "and", "or"})
#: Decoration between a note's words, read as a blank: an arrow (any run of "-", "=", "~" and
#: ">" or an arrow character with one of ">" or the arrow characters: "->", "==>", "\u279c",
#: "\u21e8") and a rule of two marks or more ("--", "==", "~~").
_NOTE_ARROW = re.compile(
    "[-=~]*+[>\u2192\u21d2\u21e8\u27f6\u27f9\u279c\u2794][-=~>\u2192\u21d2\u21e8\u27f6\u27f9\u279c\u2794]*+"
    "|[-=~]{2,}+"
)
#: Any label before a note's words, past _NOTE_LABEL's spellings: one to three words of
#: letters (none a list's "and" or "or"), an owner ("(bob)", "[bob]", "@bob") and a mark (":",
#: "!", a dash with a blank after it, a closing "**" or "]"): "WARNING:", "Note to self:",
#: "Nota bene:", "NOTE (bob):", "TODO[bob]:", "TODO @bob:".
_ANY_LABEL = re.compile(
    r"(?!(?:and|or)\b)[A-Za-z]++(?:[ \t]++(?!(?:and|or)\b)[A-Za-z]++){0,2}+"
    r"(?:[ \t]*+(?:\([^()\n]{0,40}\)|\[[^\[\]\n]{0,40}\]|@[\w.-]{1,40}+))?+"
    r"(?:[ \t]*+(?:[:!\u2013\u2014]|-(?=[ \t]))(?:\*\*|\])?|\*\*|\])[ \t]*+",
    re.I,
)
#: The part of an answer a note points to: "step", "part", "section" and its number, ordinal
#: or numeral ("step 2", "step two", "step II", "steps 1-2", "step 2a", "part 2").
_NOTE_PART_WORDS = frozenset({"step", "steps", "part", "parts", "section", "sections"})
_NOTE_NUMERAL = re.compile(
    r"[0-9]{1,3}[a-z]?|[ivx]{1,5}|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|previous"
)
_NOTE_NAME = re.compile(r"[A-Za-z_]\w*(?:\.\w+)*")
#: What a note may carry after its words: a block comment's close, a tool's remark after a
#: second marker (a linter's "noqa").
_NOTE_CLOSES = ("*/", "-->")
_NOTE_REMARKS = (" #", " //")


def _noted_names(text: str) -> list[str] | None:
    """The names of the list ``text`` (a comment's words after its marker) is a note of, by
    the accounting above; None when it is no such note."""
    reading = _note_reading(text)
    return None if reading is None else reading[0]


#: A line that sets a value (a template's line to fill in): an ini section, a key or a
#: variable then "=" or ":" ("USERNAME = ...", "TOKEN=", "auth:", "[auth]", "export HOST=",
#: "module.exports = {").
_SETTING_LINE = re.compile(
    r"[ \t]*+(?:\[[^\]\n]{1,80}\]|(?:export[ \t]++)?[A-Za-z_$][\w.$-]*+[ \t]*+[:=](?![:=]))"
)


def _frames_values(content: str, line_start: int) -> bool:
    """Whether the frame "your g and k here" at ``line_start`` stands over values to fill in:
    past its comment lines and the blank lines under them, the first line sets a value (a
    template's "# your username and password here" over "USERNAME = ..."): its names are the
    values', named in words, not code left out. (A bounded look: a few lines.)"""
    lines = content[line_start : line_start + _PY_NOTE_WINDOW].split("\n", 12)[1:12]
    marker = content[line_start:].lstrip(" \t")[:1]
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith(marker):
            continue
        return _SETTING_LINE.match(line) is not None
    return False


#: (fix-cshape113, issue 20) What a note may open with before its words, dropped by the one
#: normaliser of every note reader (:func:`_note_normal`): an emoji or arrow pointing at it, a
#: quote's ">", a doc tag of a remark ("@note", "@todo", "@see"), a list's number or bullet
#: ("1.", "(2)", "2)", "-", "•"), a step's label ("Step 2:", "Part 3 -") and (fix-cshape131)
#: the three-word label "Note to self:".
_NOTE_LEAD_MARK = (
    r"(?:[\u2190-\u21ff\u2600-\u27bf\u2b00-\u2bff\U0001f300-\U0001faff][\ufe0e\ufe0f]?+"
    r"|>++|@(?i:note|todo|remarks?|nb|info|fixme|see)\b|\(?[0-9]{1,3}[a-z]?[.):]"
    r"|[*+\u2022\u00b7](?=[ \t])|(?i:note[ \t]++to[ \t]++self)[ \t]*+:"
    r"|(?i:step|part|section)[ \t]*+[0-9]{1,3}[a-z]?[ \t]*+[:.)\u2013\u2014-]"
    # (fix-notes155: an editor's fold or mark over the names, "region validate and save
    # (unchanged)", "#region", Xcode's "MARK: -", an ASCII arrow "=>", "->")
    r"|#?(?i:region)(?=[ \t]++(?!(?:and|or)\b)[A-Za-z_`'\"])|(?i:mark)[ \t]*+:[ \t]*+-?"
    r"|[-=]{1,2}+>(?=[ \t])"
    # (fix-notes177: hunt140-onenameprefix, a linter's directive then its reason, "eslint-
    # disable-next-line no-unused-vars -- submit handler unchanged", "@ts-expect-error --")
    r"|(?:eslint-[a-z-]++|@ts-(?i:ignore|expect-error))(?:[ \t]++(?!--)[\w@/-]++"
    r"(?:,[ \t]*+[\w@/-]++)*+)?+[ \t]++--)"
)
_NOTE_LEAD = re.compile(rf"(?:{_NOTE_LEAD_MARK}[ \t]*+)++", re.IGNORECASE)
#: A list's other joiners between two names, read as "and": "+", "plus", "as well as", ";"
#: ("load + save unchanged", "load; save unchanged").
_NOTE_JOINER = re.compile(
    r"(?<=[\w)`'\"])(?:[ \t]*+[+;][ \t]*+| plus | as well as )(?=[\w`'\"])", re.IGNORECASE
)
#: A scoped name, read by its last part: "Report::to_csv", "Report#to_csv" (Ruby's docs).
_NOTE_SCOPE = re.compile(r"(?<![\w:#])(?:[A-Za-z_]\w*+(?:::|#(?=[A-Za-z_])))++")


#: (fix-cshape131) A verb's contraction with "not", read as the two words: "aren't changed" as
#: "are not changed", "don't touch" as "do not touch".
_NOTE_CONTRACTION = re.compile(
    r"\b(are|is|was|were|do|does|did|has|have|had|need|needs)n['\u2019]t\b", re.IGNORECASE
)


def _note_normal(text: str) -> str:
    """``text`` (a comment's words after its marker) as every note reader reads it
    (fix-cshape113): its opening marks dropped (:data:`_NOTE_LEAD`), its names' other joiners
    read as "and" (:data:`_NOTE_JOINER`), a scoped name by its last part and (fix-cshape131) a
    contraction with "not" as its two words (:data:`_NOTE_CONTRACTION`)."""
    lead = _NOTE_LEAD.match(text)
    if lead is not None:
        text = text[lead.end() :]
    if "+" in text or ";" in text or " plus " in text or " as well as " in text:
        text = _NOTE_JOINER.sub(" and ", text)
    if "::" in text or "#" in text:
        text = _NOTE_SCOPE.sub("", text)
    if "n't" in text or "n\u2019t" in text:
        text = _NOTE_CONTRACTION.sub(r"\1 not", text)
    if "{" in text:
        # (fix-notes177: hunt140-onenamecallform, a head with its body as the note, "function
        # submit(form) { /* unchanged */ }", read as "function submit(form) unchanged")
        body = _NOTE_BODY.search(text)
        if body is not None:
            text = f"{text[: body.start()]} {body.group(1)}"
    return text


#: (fix-notes177) A definition's body of one note closing a note's words: ``{ /* unchanged */
#: }``, ``{ // unchanged }``, ``{ ... }`` (its close dropped by a reader that strips a close).
_NOTE_BODY = re.compile(r"\{[ \t]*+(?:/\*++|//)?+([^{}\n]{0,60}?)(?:\*/)?+[ \t]*+\}?+[ \t]*+\Z")


def _note_reading(text: str, *, dotted: bool = False) -> tuple[list[str], bool] | None:
    """The names of the note ``text`` (see :func:`_noted_names`) and whether it is only the
    frame of the user's code ("your g and k here", no state). ``dotted``: the comment's line
    opened with dots that ``text`` no longer holds."""
    text = _note_normal(text)
    lower = _NOTE_LOWER_WORD.findall(text.lower())
    # (fix-scope130: a list between dots, "... g, k ...", points at the names' code left out as
    # dots alone do; the dots are its state)
    between_dots = (dotted or text.lstrip(" \t([").startswith(_ELLIPSIS_MARKS)) and text.rstrip(
        " \t)]"
    ).endswith(_ELLIPSIS_MARKS)
    if _NOTE_STATE_STARTS.isdisjoint(lower) and lower[-1:] != ["here"] and not between_dots:
        return None  # (cheap: most comments read here say nothing of a state)
    label = _ANY_LABEL.match(text)
    if label is not None and not _NOTE_STATE_STARTS.isdisjoint(
        _NOTE_LOWER_WORD.findall(label.group().lower())
    ):
        label = None  # ("keep: g, k": a state word before the colon is the note's own)
    label = label or _NOTE_LABEL.match(text)
    if label is not None:
        # ("NB: g and k unchanged", "TODO(bob): g and k unchanged", "WARNING: g and k
        # unchanged": the label is no word of the note)
        text = text[label.end() :].lstrip(_OPEN)
    # ("your g and k here": the frame of a placeholder for the user's code is its state)
    first = _NOTE_LOWER_WORD.search(text.lower()) if lower[-1:] == ["here"] else None
    framed = first is not None and first.group() == "your"
    # (an arrow for the state, "g and k -> unchanged", "g and k \u2192 unchanged", is decoration)
    text = _NOTE_ARROW.sub(" ", text.rstrip())
    for close in _NOTE_CLOSES:
        text = text.removesuffix(close)
    for remark in _NOTE_REMARKS:
        at = text.find(remark)
        if at != -1:
            text = text[:at]
    words: list[str] = []  # (as written: names keep their case)
    calls: set[int] = set()
    for word, call, sep, other in _NOTE_TOKEN.findall(text):
        if other:
            return None
        if call:
            calls.add(len(words))
        words.append(word or sep)
    # (a word of _NOTE_WORDS as a sentence writes it, lowercase or capitalized: "COPY", "Same"
    # in "MATCH_CLASS and MATCH_KEYS, and add COPY" are names of code, unaccounted for)
    lowered = [
        word.lower() if word.islower() or (word[:1].isupper() and word[1:].islower()) else word
        for word in words
    ]
    # (the several words of a state folded into one: "not modified", "as is")
    folded: list[tuple[str, int]] = []  # (the word lowered, its index in words)
    i = 0
    while i < len(lowered):
        if (
            lowered[i] in _NOTE_PART_WORDS
            and lowered[i + 1 : i + 2]
            and _NOTE_NUMERAL.fullmatch(lowered[i + 1].lower())
        ):
            # ("as in step 2", "step two", "steps 1-2", "part 2": the part's number is the
            # source's)
            folded.append(("step", i))
            i += 2
            while i < len(lowered) and lowered[i].isdigit() and i not in calls:
                i += 1  # ("steps 1-2": the range's end)
            continue
        for phrase in _NOTE_PHRASES.get(lowered[i], ()):
            if tuple(lowered[i : i + len(phrase)]) == phrase and calls.isdisjoint(
                range(i, i + len(phrase))
            ):
                folded.append(("_".join(phrase), i))
                i += len(phrase)
                break
        else:
            folded.append((lowered[i], i))
            i += 1
    if _NOTE_STATE_WORDS.isdisjoint(word for word, _ in folded) and not (framed or between_dots):
        return None  # (cheap: most comments read here say nothing of a state)
    seps = [n for n, (word, _) in enumerate(folded) if word in _NOTE_SEPARATORS]
    if not seps or seps[0] == 0:
        return None
    # (the list: a name, then separators ("," "and" ", and") and a name after its kind, again;
    # "etc" may end it)
    names = [seps[0] - 1]
    n = seps[0]
    parallel = seps[0] >= 2 and folded[seps[0] - 2][0] in _NOTE_KIND
    # (a kind word after each name, "load function and save function": the first name is the
    # word before its kind, and each name after it is followed by one)
    kind_after = (
        seps[0] >= 2
        and not parallel
        and folded[seps[0] - 1][0] in _NOTE_KIND
        and folded[seps[0] - 2][0] not in _NOTE_ACCOUNTED
    )
    if kind_after:
        names = [seps[0] - 2]
        second = seps[0]
        while second < len(folded) and folded[second][0] in _NOTE_SEPARATORS:
            second += 1
        if folded[seps[0]][0] == "," and (
            second + 1 >= len(folded) or folded[second + 1][0] not in _NOTE_KIND
        ):
            # (fix-cshape131: a kind after the first name alone, then a comma, "the shlex
            # class, split() and join() are unchanged": the kind is the first name's, the
            # others are bare; "load function and save unchanged" stays no list)
            kind_after = False
    while n < len(folded) and folded[n][0] in _NOTE_SEPARATORS:
        while n < len(folded) and folded[n][0] in _NOTE_SEPARATORS:
            n += 1
        # (a kind word before a name, when the first name has one too, "class Config and
        # class Store": "main and helpers small" is a style note, "helpers" no kind of
        # "small"; a kind word with a state after it is the name itself, "_Object and
        # Function unchanged")
        while (
            n < len(folded) - 1
            and parallel
            and folded[n][0] in _NOTE_KIND
            and folded[n + 1][0] not in _NOTE_STATE_WORDS
        ):
            n += 1
        if n == len(folded):
            return None
        if folded[n][0] == "etc":
            n += 1
            break
        if folded[n - 1][0] == "," and folded[n][0] in _NOTE_STATE_WORDS:
            n -= 1  # ("g and k, untouched": the state after the list's comma, no third name)
            break
        names.append(n)
        n += 1
        if kind_after:
            if n == len(folded) or folded[n][0] not in _NOTE_KIND:
                return None  # ("load function and save unchanged": no parallel list)
            n += 1
    if n < len(folded) and folded[n][0] == "etc":
        n += 1  # ("g and k etc. unchanged")
    listed = set(range(names[0], n))
    # (a comma after the list is the sentence's: "g and k unchanged, see above")
    if any(sep not in listed and folded[sep][0] != "," for sep in seps) or len(names) < 2:
        return None
    written = [words[folded[n][1]] for n in names]
    if not all(_NOTE_NAME.fullmatch(name) for name in written):
        return None  # ("Python 2 and 3 unchanged": numbers are no names)
    named = set(names)
    if any(folded[n][1] in calls for n in range(len(folded)) if n not in named):
        return None  # (a call outside the list: "# g and k call setup()")
    rest = [word for n, (word, _) in enumerate(folded) if n not in listed and word != ","]
    if any(word not in _NOTE_ACCOUNTED for word in rest):
        return None
    stated = between_dots or any(word in _NOTE_STATE_WORDS for word in rest)
    return (written, not stated) if stated or (framed and rest[:1] == ["your"]) else None


#: (fix-scope133) The verbs of keeping that open a note of one name: "keep your formatDate".
_ONE_NAME_VERBS = frozenset({"keep", "retain", "preserve", "insert", "paste", "copy", "put"})
#: (fix-names156) The kinds of one function after its name ("the handler function").
_ONE_FUNCTION_KINDS = frozenset(
    {"function", "fn", "func", "method", "helper", "callback", "handler", "util", "utility"}
    # (fix-notes177: hunt140-onenamekind, "the route handler", "the auth middleware")
    | {"hook", "listener", "middleware", "reducer", "validator", "selector", "resolver"}
    # (fix-notes190: hunt146-onenamekinds, "the submit event handler", "the submit service")
    | {"service", "command", "task", "worker", "effect", "slot"}
)


def _kept_by_verb(text: str) -> bool:
    """(lead26) Whether the note ``text`` opens with a verb of keeping (``keep alive``, ``keep
    your formatDate``): its one name is a remark's word as much as code's (see
    :func:`_one_name_note`)."""
    first = _note_normal(text).split(maxsplit=1)[:1]
    return bool(first) and first[0].lower() in _ONE_NAME_VERBS


def _named_with_kind(text: str, name: str) -> bool:
    """(fix-notes190: hunt146-onenamekinds) Whether the note ``text`` names ``name`` with a kind
    of code beside it or as a call ("keep the submit handler as is", "keep submit() as is"):
    then a verb of keeping before it makes no remark of it ("keep alive")."""
    words = [word.lower() for word in _NOTE_LOWER_WORD.findall(_note_normal(text).lower())]
    lowered = name.lower()
    if f"{lowered}(" in text.lower():
        return True
    return any(
        word == lowered
        and (
            (at > 0 and words[at - 1] in _NOTE_KIND)
            or (at + 1 < len(words) and words[at + 1] in _NOTE_KIND)
        )
        for at, word in enumerate(words)
    )


#: (lead27) A word as code writes it, for :func:`_bound_in_place`.
_CODE_WORD = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*+")
#: (lead27) A line that binds every name on it: an import or an export list, a ``require``.
_BINDING_LINE = re.compile(
    r"[ \t]*+(?:import\b|from[ \t]+\S+[ \t]+import\b|export[ \t]*+[{*]|use[ \t]|[^\n]*?"
    r"\brequire[ \t]*+\()"
)
#: (lead27) What follows a name that the place binds: an object's key or a typed parameter
#: (``submit:``), an assignment (``submit =``), a method's head (``submit(root) {``), the end of
#: a parameter in a list (``, submit)``, ``{ submit }``) when the line opens a definition.
_BOUND_AFTER = re.compile(r"[ \t]*+(?::(?!:)|=(?![=>])|\([^()\n]{0,200}+\)[ \t]*+\{)")
_PARAMETER_AFTER = re.compile(r"[ \t]*+[,)}\]]")
_IMPORTED_PATH_END = re.compile(r"[\"'`](?:[^\"'`\n]*/)?([A-Za-z_]\w*)[\"'`]")
_LINE_STRING = re.compile(r"\"(?:[^\"\\\n]|\\.)*+\"|'(?:[^'\\\n]|\\.)*+'|`[^`\n]*+`")


#: (lead27) The spellings models give a handler of a name: ``handleSubmit``, ``onSubmit``,
#: ``submitHandler``, ``on_submit``, ``handle_submit``, ``submit_callback``.
_HANDLER_PREFIXES = ("handle", "on")
_HANDLER_SUFFIXES = ("handler", "callback", "listener", "fn", "func")


#: (lead27) An import of every name of a module: ``from m import *``, ``import * as`` is not
#: one (its names are qualified), Go's ``import . "m"``, ``using static``, Java/Kotlin's
#: ``import a.b.*``, Rust's ``use a::*``.
_WILDCARD_IMPORT = re.compile(
    r"^[ \t]*+(?:from[ \t]+\S+[ \t]+import[ \t]+\*|import[ \t]+\.[ \t]+\"|using[ \t]+static\b"
    r"|import[ \t]+(?:static[ \t]+)?[\w.]+\.\*|use[ \t]+[\w:]+::\*)",
    re.MULTILINE,
)


def _called_bare(content: str, name: str, *, scoped: bool = False) -> bool:
    """(lead27) Whether ``content`` calls ``name`` bare (``Submit()``, not ``x.Submit()``;
    fix-notes185: with ``scoped``, not ``x::Submit()`` either)."""
    marks = "_$.:" if scoped else "_$."
    at = content.find(name)
    while at != -1:
        end = at + len(name)
        before = content[at - 1] if at else " "
        if not (before.isalnum() or before in marks) and content[end : end + 1] == "(":
            return True
        at = content.find(name, end)
    return False


def _one_name_bound(content: str, name: str, *, python: bool) -> bool:
    """(lead27) Whether the one name of a note (``the submit handler is unchanged``) is bound
    by ``content``: in place (:func:`_bound_in_place`), by a definition (:func:`_defined_names`),
    or as the handler models name after it (``handleSubmit``, ``on_submit``, ``submitHandler``):
    the note then speaks of code the file holds, a remark."""
    bound = _bound_in_place(content) | _defined_names(content, python=python)
    if name in bound:
        return True
    if _WILDCARD_IMPORT.search(content) is not None and _called_bare(content, name):
        return True  # (a name the file calls and a wildcard import may bind: Go's import .)
    low = name.lower()
    spellings = {f"{affix}{low}" for affix in _HANDLER_PREFIXES}
    spellings |= {f"{affix}_{low}" for affix in _HANDLER_PREFIXES}
    spellings |= {f"{low}{affix}" for affix in _HANDLER_SUFFIXES}
    spellings |= {f"{low}_{affix}" for affix in _HANDLER_SUFFIXES}
    return any(other.lower() in spellings for other in bound)


def _bound_in_place(content: str) -> frozenset[str]:
    """(lead27) The names ``content`` binds in place (:func:`_bound_in_place_parts`)."""
    return _bound_in_place_parts(content)[0]


@functools.lru_cache(maxsize=4)
def _bound_in_place_parts(content: str) -> tuple[frozenset[str], frozenset[str]]:
    """(lead27) The names ``content`` binds in a place a definition search does not read, on a
    line that is no comment: a member of another object (``handlers.submit``, ``form.submit =
    function``, Go's ``handlers.Submit()``; not ``this.``/``self.``, the class's own), an
    object's key or method (``submit(root) {``), a typed or listed parameter of a definition's
    line (``render({ root, submit })``, ``(root, submit) =>``, ``def render(root, submit):``),
    an assignment, a name on an import, export or ``require`` line. A name only called
    (``submit(root)``) is bound by none. One pass over the file, made once per file: a note
    of one function named with its kind (``the submit handler is unchanged``) speaks of such a
    name as of code the file holds (a remark), and of a name bound by none as of code left out.
    (fix-notes185) Second, the members of a module the file imports that it calls through
    the module (``steps.validate(form)`` under ``import * as steps``, ``steps::save(f)``
    under ``use crate::steps``): each is bound, by that module.
    """
    names: set[str] = set()
    modules: set[str] = set()  # (the words an import binds: a member's receiver to bind it)
    members: list[tuple[str, str]] = []
    listed = False
    for text in content.splitlines():
        line = _LINE_STRING.sub(lambda m: " " * len(m.group()), text)  # (a string's words)
        if line.lstrip(" \t").startswith(("#", "//", "/*", "*", "--", "<!--")):
            continue
        if listed or _BINDING_LINE.match(line) is not None:
            # (an import's list over lines: "import {", "  submit,", "} from ...")
            imported = _CODE_WORD.findall(line)
            names.update(imported)
            modules.update(imported)
            # (Go's import "app/handlers" names its package by the path's last part)
            modules.update(m.group(1) for m in _IMPORTED_PATH_END.finditer(text))
            opened = line.count("{") + line.count("(") - line.count("}") - line.count(")")
            listed = opened > 0 if not listed else not ("}" in line or ")" in line)
            continue
        definition = _BINDS_PARAMETERS.search(line) is not None
        for found in _CODE_WORD.finditer(line):
            name, before, end = found.group(), line[: found.start()].rstrip(" \t"), found.end()
            after = _BOUND_AFTER.match(line, end)
            if (
                after is not None
                and after.group().lstrip(" \t").startswith("=")
                and before.endswith(("(", ","))
                and not definition
            ):
                after = None  # (a call's keyword argument, "send(submit=True)", binds nothing)
            if after is not None or (definition and _PARAMETER_AFTER.match(line, end) is not None):
                names.add(name)
            elif before.endswith((".", "->", "::")):
                # (a member of a module the file imports, "handlers.submit(root)": not of
                # any other object, "form.submit()", "event.submit", "that.submit()")
                receiver = _CODE_WORD.findall(before.rstrip(".->:")[-80:])
                if receiver:
                    members.append((name, receiver[-1]))
    of_modules = frozenset(name for name, receiver in members if receiver in modules)
    return frozenset(names) | of_modules, of_modules


def _one_name_note(text: str, *, bare: bool = False, dotted: bool = False) -> str | None:
    """(fix-scope133) The one name of the note ``text`` (a comment's words after its marker)
    when it names one function as code: the name beside a kind word ("formatDate helper
    unchanged", "the formatDate function is unchanged"), written as a call ("formatDate():
    unchanged") or after a verb of keeping ("keep your formatDate"), every other word one of
    _NOTE_WORDS and one of them a state. None otherwise (read only for a note right over a
    definition, where the name must be called and bound nowhere: see _names_then_state).
    (fix-scope141) With ``bare``, a bare name with a state too ("parse unchanged"): read so
    only for a name the file gives only overload signatures (see _names_then_state)."""
    text = _note_normal(text)
    for close in _NOTE_CLOSES:
        text = text.rstrip().removesuffix(close)
    # (fix-notes143: one call between dots, "... formatDate() ...", as the list reader reads
    # "... g, k ...": the dots are its state; ``dotted``, the line opened with dots)
    between_dots = dotted and text.rstrip(" \t)]").endswith(_ELLIPSIS_MARKS)
    if between_dots:
        text = text.rstrip(" \t)]").rstrip("".join(_ELLIPSIS_MARKS))
    words: list[str] = []
    calls: set[int] = set()
    commas: list[int] = []  # (fix-notes143: the words a comma follows)
    for word, call, sep, other in _NOTE_TOKEN.findall(text):
        if other or (sep and (sep != "," or not words)):
            return None
        if sep:
            commas.append(len(words) - 1)
            continue
        if call:
            calls.add(len(words))
        words.append(word)
    lowered = [
        word.lower() if word.islower() or (word[:1].isupper() and word[1:].islower()) else word
        for word in words
    ]
    # (fix-notes143: the several words of a state folded into one, "omitted for brevity",
    # "as before", "from before", as the list reader folds them)
    folded = _folded_words(lowered)
    unaccounted = [
        n for word, n in folded if word not in _NOTE_ACCOUNTED and word not in _NOTE_STATE_WORDS
    ]
    if not unaccounted:
        # (fix-names156: "the handler function is unchanged": a kind's word right before a
        # kind of one function is that function's name)
        unaccounted = [
            n
            for (word, n), (after, _) in itertools.pairwise(folded)
            if word in _NOTE_KIND and after in _ONE_FUNCTION_KINDS
        ][:1]
    if len(unaccounted) != 1 or not _NOTE_NAME.fullmatch(words[unaccounted[0]]):
        return None
    at = unaccounted[0]
    if len(commas) > 1 or any(comma < at for comma in commas):
        return None  # ("formatDate helper, unchanged": one comma, before the state alone)
    rest = [word for word, n in folded if n != at]
    if calls - {at}:
        return None
    # (fix-notes143: "formatDate() here", a call's place, as "goes here")
    placed = at in calls and (rest == ["here"] or (between_dots and not rest))
    if _NOTE_STATE_WORDS.isdisjoint(rest) and not placed:
        return None
    named_as_code = (
        at in calls
        or (at > 0 and lowered[at - 1] in _NOTE_KIND)
        or lowered[at + 1 : at + 2] in ([kind] for kind in _NOTE_KIND)
        or rest[:1] in ([verb] for verb in _ONE_NAME_VERBS)
        or bare
        # (fix-notes143: "formatDate: unchanged", a camelCase name before a colon)
        or (at == 0 and _CAMEL_COLON.match(text) is not None)
    )
    return words[at] if named_as_code else None


#: (fix-notes143) A camelCase name (a hump, lower then upper) then a colon: a name of code.
_CAMEL_COLON = re.compile(r"[ \t]*+[a-z]\w*?[a-z][A-Z]\w*+:[ \t]")


def _folded_words(lowered: list[str]) -> list[tuple[str, int]]:
    """(fix-notes143) ``lowered`` with the several words of a state (_NOTE_PHRASES) as one,
    each with the index of its first word."""
    folded: list[tuple[str, int]] = []
    i = 0
    while i < len(lowered):
        for phrase in _NOTE_PHRASES.get(lowered[i], ()):
            if tuple(lowered[i : i + len(phrase)]) == phrase:
                folded.append(("_".join(phrase), i))
                i += len(phrase)
                break
        else:
            folded.append((lowered[i], i))
            i += 1
    return folded


#: A comment opening with a list of names, as the scan finds it right after its marker (see
#: _names_then_state): its decoration ("##", "#:", "--", "<", "*", a bracket, a quote), a name
#: (with a call's parentheses, empty or with a few characters: "g(x)", "g(...)"; a quote or
#: backquote around it), then a list's separator or a blank after a call ("g() unchanged": one
#: name); or one or two words before a name (a label, "NOTE: g and k"; an article, a kind or
#: a verb of keeping: "the g and k", "class Config and", "put g and k back", "the functions
#: g and k", "Note that g and k", "methods g() and k()"; the second word read only when the
#: first is followed by no separator, each word once). (Kept to one pass
#: over the first two words, no alternative tried again, the second word plain: it is tried at
#: every comment at the margin, the second word read as the first cost the scan a pass; what
#: the words are is decided by _noted_names.)
_NAME_AT_MARGIN = (
    r"[\[(`'\"]?[A-Za-z_][\w.]*+(?:(?:::|#)[A-Za-z_][\w.]*+)*+(?:\([^()\n]{0,40}\))?+[`'\"]?"
)
#: (fix-cshape113: an opening mark of _NOTE_LEAD before the first name, a pointing emoji, "1.",
#: "Step 2:"; and the other joiners, "+", ";", "plus", "as well as")
_JOIN_AT_MARGIN = (
    r"(?:and|or|&|\+|plus|as well as"
    # (fix-names174: hunt137-foreignheads, the "and" of note_words' languages, _FOREIGN_AND)
    r"|und|et|y|e|i|och|og|ve|dan|oraz|v\u00e0|\u0438|\u548c|\u4e0e|\u53ca|\u3068|\ubc0f"
    # (fix-notes185: hunt143-foreignstates, the "and" of the other languages, _NAMES_AND)
    r"|en|a|ja|ir|un|na|dhe|\u0456|\u0442\u0430|\u0219i|\u015fi|\u00e9s|\u03ba\u03b1\u03b9"
    r"|\u0648|\u0914\u0930|\u098f\u09ac\u0982)"
)
#: (fix-notes143) The kinds read after one name at the margin ("formatDate util unchanged"):
#: _KIND and the other nouns of functions in _NOTE_WORDS' kinds.
_MARGIN_KIND = (
    rf"(?:{_KIND}|fns?|funcs?|utils?|utilit(?:y|ies)|handlers?|callbacks?"
    r"|hooks?|selectors?|components?|reducers?"  # (fix-names174)
    # (fix-notes177: hunt140-onenamekind, the other kinds of _NOTE_WORDS)
    r"|listeners?|validators?|controllers?|middlewares?|routes?|endpoints?|actions?|mutations?"
    r"|resolvers?|getters?|setters?|constructors?|decorators?|wrappers?|factory|factories"
    r"|providers?|guards?|interceptors?|loaders?|thunks?|sagas?|composables?|subscribers?"
    r"|observers?|predicates?|comparators?|parsers?|formatters?|serializers?|converters?"
    r"|mappers?|lambdas?|closures?|procedures?|routines?|subroutines?|fixtures?"
    # (fix-notes190: hunt146-onenamekinds)
    r"|events?|services?|commands?|tasks?|workers?|effects?|slots?|jobs?)"
)
#: (fix-notes177: hunt140-onenamecallform) A name written as a call with its arguments,
#: "submit(form) unchanged", "submit(...) unchanged".
_NOTE_CALL = re.compile(r"\w\([^()\n]{1,40}\)")
_MARGIN_KIND_WORD = re.compile(rf"\b{_MARGIN_KIND}\b", re.IGNORECASE)
#: (fix-scope141) The states after one bare name read at the margin ("// parse unchanged"):
#: such a note stands for code only over a definition calling a name the file gives overload
#: signatures alone (_names_then_state).
_BARE_STATE = (
    r"\(?(?:unchanged|as before|stays the same|remains unchanged)\b\)?\.?[ \t]*+(?=\r?\n|\Z)"
)
_BARE_ONE_NAME = re.compile(rf"[A-Za-z_$][\w$]*:? {_BARE_STATE}")
#: (fix-notes177: hunt140-onenameforeign) The kinds of one function of note_words' table in
#: the other languages, as a tree (:func:`_trie`): "fonction submit inchangée", "la función
#: submit no cambia", "функция submit без изменений", "submit-Funktion unverändert", "submit
#: 函数不变". Behind a class of their first letters: most words are turned away by one test.
_FOREIGN_FUNCTION_WORDS = tuple(
    sorted(set(note_words.FUNCTION_KINDS) | set(note_words.CJK_FUNCTION_KINDS))
)
_FOREIGN_KIND_AT_MARGIN = "(?=[{}]){}".format(
    re.escape("".join(sorted({c for w in _FOREIGN_FUNCTION_WORDS for c in (w[0], w[0].upper())}))),
    _trie(_FOREIGN_FUNCTION_WORDS),
)
_MARGIN_NAMES = (
    rf"[ \t#:*<'\"\-]{{0,4}}+(?:{_NOTE_LEAD_MARK}[ \t]++)?+(?:{_NAME_AT_MARGIN}"
    rf"(?:[,/;+]|(?<=\)):? |-(?:(?i:{_MARGIN_KIND})\b|{_FOREIGN_KIND_AT_MARGIN})"
    rf"|:? (?:{_JOIN_AT_MARGIN} |{_MARGIN_KIND}\b|{_BARE_STATE}|{_FOREIGN_KIND_AT_MARGIN}"
    # (fix-names174: a kind before one name, "util formatDate unchanged", "hook useAuth:
    # unchanged")
    # (fix-notes177: hunt140-onenamecallform, a second or third word written as a call, "async
    # submit(form)", "export function submit()", or a third before a kind, "the async submit
    # function", "NOTE: the submit handler")
    rf"|[A-Za-z_][\w.]*+(?:\([^()\n]{{0,40}}\)|,| {_JOIN_AT_MARGIN} | {_MARGIN_KIND}\b"
    rf"|:? {_BARE_STATE}| [A-Za-z_][\w.]*+(?:\([^()\n]{{0,40}}\)|,| {_JOIN_AT_MARGIN} "
    rf"| {_MARGIN_KIND}\b))))"
    # (fix-notes177: a kind of another language first, a short article before it, "fonction
    # submit", "la función submit", "функция submit")
    rf"|(?:[^\W\d_]{{1,4}}+[ \t]++)?+{_FOREIGN_KIND_AT_MARGIN}[ \t]++[A-Za-z_$])"
)

#: The last words of a comment at the margin read for its names (cheap: most such comments
#: are sentences): the last words of a state (_NOTE_WORDS: "unchanged", "as is", "keep"), of
#: the sources notes end with ("from the original version", "see the previous answer", "as in
#: your file", "see above", "put g and k back") and a linter's remark after them ("noqa").
#: (Not every source word: "to", "in", "from" end many lines of prose.)
_MARGIN_LAST_WORDS = frozenset(word.rpartition("_")[2] for word in _NOTE_STATE_WORDS) | {
    *("original", "version", "versions", "answer", "reply", "file", "above", "before", "here"),
    *("code",),  # (fix-notes143: "g and k as in your code")
    *("back", "as-is", "noqa", "yours", "own"),
}


def _ends_margin_note(words: str) -> bool:
    """Whether ``words`` (a margin comment's, its label dropped) end as a note may: with one of
    _MARGIN_LAST_WORDS, a part of the answer ("as in step 2", "step two", "part II", "steps
    1-2"), or hold a call's parentheses."""
    head, _, last = words.rstrip(_CLOSE).rpartition(" ")
    if _NOTE_NUMERAL.fullmatch(last.lower()):
        # ("as in step 2", "step two", "part II", "steps 1-2": a part of the answer)
        part = head.rstrip().rpartition(" ")[2].lower()
        return part in _NOTE_PART_WORDS
    if "-" in last and last.rpartition("-")[2].isdigit():
        return head.rstrip().rpartition(" ")[2].lower() in _NOTE_PART_WORDS
    return (
        last.lstrip(_OPEN).lower() in _MARGIN_LAST_WORDS
        or "()" in words
        or _english_note(words) is not None  # (fix-names174: a state in another language)
    )


def _english_note(words: str) -> str | None:
    """(fix-names174: hunt137-foreignheads) ``words``, a note whose closing state is in another
    language of note_words' table ("validate und save unverändert", "validate 和 save 不变"),
    with its state and small words in English (:func:`_state_in_english`,
    :func:`_small_words_in_english`: "validate and save unchanged"), as every reader of notes
    of names reads it (Python's, Ruby's and the C family's, one table); None when no closing
    words are only a state."""
    english = _state_in_english(words)
    return None if english is None else _small_words_in_english(english)


#: What a comment line beside a margin note may say and still be a part of the note: a state
#: alone, bracketed or not ("# (not shown)", "# omitted").
_STATE_ALONE_LINE = re.compile(rf"\(?(?:{_STATE})\)?", re.IGNORECASE)


def _frames_note(line: str, indent: str) -> bool:
    """Whether ``line``, right above or under a margin note at ``indent``, is a part of the note:
    a comment line at the same indentation that is a rule of marks ("# ---", "# ===") or only a
    state ("# (not shown)"). The note then stands alone if the line past it is blank."""
    stripped = line.strip()
    if not stripped.startswith(_MARGIN_COMMENT_STARTS) or not line.startswith(indent + stripped[0]):
        return False
    words = _after_marker(stripped).rstrip(_CLOSE)
    if not words:
        return len(stripped) >= 3  # (a rule: "# ---", "###"; not an empty comment line "#")
    return _STATE_ALONE_LINE.fullmatch(words) is not None


def _closes_own_fold(line: str, below: str, indent: str) -> bool:
    """(fix-notes173: hunt137-membernotes) Whether ``below``, right under the note ``line``
    that opens an editor's fold (C#'s ``#region g and k (unchanged)``), closes that fold at its
    indentation ``indent`` (``#endregion``): the fold is empty, a part of the note."""
    return (
        line.lstrip(" \t").startswith("#region")
        and below.startswith(indent + "#")
        and _FOLD_END.fullmatch(below.strip()) is not None
    )


def _stacked_note(line: str, indent: str) -> bool:
    """Whether ``line``, right above or under a margin note at ``indent``, is a margin note
    too (a comment at the same indentation whose words are a list of names and a state)."""
    stripped = line.strip()
    return (
        stripped.startswith(_MARGIN_COMMENT_STARTS)
        and line.startswith(indent + stripped[0])
        and _noted_names(_after_marker(stripped).rstrip(_CLOSE)) is not None
    )


def _names_then_state(
    content: str, line_start: int, line_end: int, text: str, *, python: bool = False
) -> bool:
    """Whether the comment line at ``line_start`` (its words ``text``) is a list of names
    the file has nowhere else, then a state, alone at the margin (see the notes above)."""
    if len(text) > _LONGEST_ELISION:
        return False
    opening = content[line_start : line_start + 16].lstrip(" \t")
    marker = _MARKER_AT_START.match(opening)
    opening = opening[marker.end() if marker else 0 :].lstrip(" \t([")
    reading = _note_reading(text, dotted=opening.startswith(_ELLIPSIS_MARKS))
    english = _english_note(text) if reading is None else None
    if english is not None:
        # (fix-names174: hunt137-foreignheads, a state in another language, "validate und save
        # unverändert", read as Python's reader reads it)
        reading = _note_reading(english)
    one = (
        None
        if reading is not None or python
        else _one_name_note(
            english or text, dotted=english is None and opening.startswith(_ELLIPSIS_MARKS)
        )
    )
    stub_only = False
    if one is None and reading is None and not python:
        # (fix-scope141: one bare name, "// parse unchanged", stands for code only when the
        # file gives that name overload signatures alone: the implementation was left out)
        one = _one_name_note(text, bare=True)
        stub_only = one is not None
    if one is not None:
        reading = ([one], False)  # (fix-scope133: one name, read over a definition only)
    if reading is None or (reading[1] and _frames_values(content, line_start)):
        return False  # (no note; or a template's frame over its values)
    names = reading[0]
    above_start = content.rfind("\n", 0, max(line_start - 1, 0)) + 1
    above = content[above_start : max(line_start - 1, 0)]
    below_end = content.find("\n", line_end + 1) if line_end != -1 else -1
    below = "" if line_end == -1 else content[line_end + 1 : below_end if below_end != -1 else None]
    line = content[line_start : line_end if line_end != -1 else None]
    indent = line[: len(line) - len(line.lstrip(" \t"))]
    if above_start and _frames_note(above, indent):
        # ("# ---" over the note: the line above the rule is the note's neighbour)
        end = above_start - 1
        above = content[content.rfind("\n", 0, end) + 1 : end]
    if below_end != -1 and (_frames_note(below, indent) or _closes_own_fold(line, below, indent)):
        # ("# ---" or "# (not shown)" under it: the line under that is its neighbour;
        # fix-notes173: so is an empty fold's close, "#region g and k (unchanged)" over
        # "#endregion")
        next_end = content.find("\n", below_end + 1)
        below = content[below_end + 1 : next_end if next_end != -1 else None]
    # (notes stacked, "# g and k unchanged" over "# m and n unchanged": each is the other's
    # part; the lines past them are the neighbours)
    for _ in range(4):
        if not (above_start and _stacked_note(above, indent)):
            break
        end = above_start - 1
        above_start = content.rfind("\n", 0, end) + 1
        above = content[above_start:end]
    for _ in range(4):
        if below_end == -1 or not _stacked_note(below, indent):
            break
        next_end = content.find("\n", below_end + 1)
        below = content[below_end + 1 : next_end if next_end != -1 else None]
        below_end = next_end
    starred = line.lstrip(" \t").startswith("* ") and indent.endswith(" ")
    if (starred or not line.lstrip(" \t").startswith(("*", "/"))) and _block_fences(
        above.strip(), below.strip()
    ):
        # (fix-cshape131: the note's " * " line alone in its block comment, "/*" or "/**"
        # over it and "*/" under it: the lines past them are its neighbours, and its
        # indentation is the opening's; fix-notes155: so is a line of words with no " * ",
        # as _bare_block_note finds it)
        indent = indent[:-1] if starred else above[: len(above) - len(above.lstrip(" \t"))]
        if above_start:
            end = above_start - 1
            above_start = content.rfind("\n", 0, end) + 1
            above = content[above_start:end]
        else:
            above = ""
        if below_end != -1:
            next_end = content.find("\n", below_end + 1)
            below = content[below_end + 1 : next_end if next_end != -1 else None]
            below_end = next_end
        else:
            below = ""
    if above_start == 0 and above.startswith("#!"):
        above = ""  # (the file's first line, a shebang: the note under it is at the margin)
    heads = passes = False
    # (right under a member's close "}" with nothing or the block's close under it: the
    # note stands alone as between blank lines, read the same way; fix-place69; fix-cshape131:
    # or under an object member's "}," or a block comment's "*/", the kept JSDoc of the code
    # left out)
    after_close = (
        not python
        and above.strip() in ("}", "};", "},", "*/")
        and above.startswith(indent)
        and (not below.strip() or _closes_below(below, indent))
    )
    if not after_close and (above.strip() or (below.strip() and not _closes_below(below, indent))):
        # (a comment on the code next to it, or a line of a longer comment; but right above
        # a definition, not under another comment line, a note of names that the file calls
        # and binds nowhere stands for those functions: "// g and k unchanged" over "function
        # f() { return g() + k(); }". Python's parts are the unbound check's.)
        # So is one right under a definition's close ("}"), with nothing under it.
        # (fix-heads68) The whole comment run is read: a label line over the note ("//
        # NOTE:"), a JSDoc block or more comment lines under it, a block comment's lines; and
        # under a close, an export of what the file defines ("module.exports = { f };").
        heads = not python and (
            _definition_under_comments(
                content, line_end, indent, blank=above.rstrip().endswith("{")
            )
            or (passes := _passes_names(content, line_end, indent, names))
            or (
                above.strip() in ("}", "};")
                and above.startswith(indent)
                and _EXPORTS_LINE.match(below) is not None
            )
        )
        if not heads:
            return False
    remark_alone = one is not None and (
        stub_only or (_kept_by_verb(text) and not _named_with_kind(text, one))
    )
    if not heads and one is not None and _one_name_bound(content, _last_name(one), python=python):
        return False  # (lead27: one name the file binds in place, a parameter, a member...)
    if remark_alone and not heads:
        # (fix-scope133: a bare name, or one after a verb of keeping, "keep alive", alone is a
        # remark as much as a note; lead26: one named with its kind or as a call, "the submit
        # handler is unchanged", "submit() unchanged", is read on: the code left out unless
        # the file defines or imports the name)
        return False
    if line.lstrip(" \t").startswith("* ") and indent == " ":
        indent = ""  # (a line of a block comment at the margin: " * g and k unchanged")
    if (
        indent
        and not _among_definitions(content, line_start, line_end, indent)
        and not (python and _among_python_members(content, line_start, indent))
    ):
        return False  # (an indented comment inside a body, not between a class's members)
    # (the names the file defines are found once, the first time a comment gets this far: a
    # search of the file for each name of each such comment would cost a pass per comment.
    # A name used but defined nowhere, called by f or listed in __all__, is still left out.)
    defined = _scope_names(content, line_start, indent, python=python)
    if heads:
        # (over a definition or under its close: every name called in the file and bound
        # nowhere, read from the file's index of names, made once per file)
        uses = _name_uses(content)
        if uses is None:
            return False  # (a file that sees its siblings' names: bound elsewhere maybe)
        # (fix-heads83, the sound rule: the note names code left out unless every name it
        # lists is DEFINED in the file, a definition or declaration of that name or an import
        # of it; a name only called, used as a value, bound as another function's parameter
        # or local, an object's key or a field, or found nowhere, is code left out)
        bound = _file_definitions(content, line_start)
        missing = [_last_name(name) for name in names if _last_name(name) not in bound]
        if missing:
            bound |= _called_through_owner(content, missing)
            # (fix-notes185: hunt143-boundrefused, a member of a module the file imports,
            # called through it, "steps.validate(form)" under "import * as steps", and never
            # called bare: bound by that module)
            bound |= frozenset(
                name
                for name in _bound_in_place_parts(content)[1]
                if name in missing
                and not _called_bare(content, name, scoped=True)
                # (nor passed bare as a value, "xs.map(validate)"; a Rust path's
                # "steps::validate(" is read as a bare call by the index)
                and uses[0].get(name, 0) <= content.count(f"::{name}(")
            )
        if _OTHER_HEAD.match(below, len(below) - len(below.lstrip(" \t"))) is not None:
            bound |= _other_bindings(content, line_start, names)
        if not passes:  # (fix-scope133: a statement passing values has no parameters)
            bound |= _head_parameters(content, line_end)
        # (fix-heads88: a name given only a value that is no function, "let g = null;", and
        # called in the file, is defined as no function: the function was left out)
        literal = _literal_names(content)
        if remark_alone and not uses[0].get(_last_name(one or "")):
            return False  # (fix-scope133: one name the file does not call is a remark's word)
        if stub_only and _last_name(one or "") not in _file_index(content)[4]:
            return False  # (fix-scope141: a bare name the file defines, or binds elsewhere)
        if stub_only and _used_past_signatures(content, _last_name(one or "")) is False:
            # (fix-names156: a name used nowhere but in its own signatures, a declaration
            # file's ".d.ts" overloads: no code calls the implementation, none was left out)
            return False
        if indent and any(_OWN_RECEIVERS[0] + _last_name(name) in uses[0] for name in names):
            own = _own_members(content, line_start)
            if own is not None and any(
                _OWN_RECEIVERS[0] + _last_name(name) in uses[0] and _last_name(name) not in own
                for name in names
            ):
                return True
        return not all(
            _last_name(name) in bound
            and not (
                _last_name(name) in literal
                and (uses[0].get(_last_name(name)) or _last_name(name) in _commands_run(content))
            )
            for name in names
        )
    # (every name listed must be defined for the comment to speak of code the file holds:
    # "g = 9.81" above does not bring back the k the comment also keeps)
    return not all(part in defined for name in names for part in _WORD.findall(name))


#: (fix-notes173: hunt137-luablocks) A Lua block comment's opening and close on lines of their
#: own, around a note's line: ``--[[`` or ``--[==[``, then ``]]``, ``--]]`` or ``]==]``.
_LUA_BLOCK_FENCES = re.compile(r"--\[(=*)\[\n(?:--)?\](\1)\]")
_LUA_BLOCK_CLOSE = re.compile(r"\]=*\]")


def _block_fences(above: str, below: str) -> bool:
    """Whether ``above`` and ``below`` (stripped) open and close a block comment around the
    line between them: ``/*`` or ``/**`` then ``*/``; (fix-notes173) a Lua long bracket."""
    if above in ("/*", "/**"):
        return below == "*/"
    return above.startswith("--[") and _LUA_BLOCK_FENCES.fullmatch(f"{above}\n{below}") is not None


#: (fix-scope130) A shell command at the start of a line: a name, blanks and an argument (a
#: quote, ``$``, a word): ``validate "$1"``. (fix-names156) Or a name in a command's place
#: with no argument: at the line's start, after a list's or a pipe's operator (``&&``,
#: ``||``, ``|``, ``;``, ``!``, a subshell's ``(``) or a compound command's word (``if``,
#: ``then``, ``do``...), before the line's end, an operator or a redirection (``validate &&
#: save``, ``if validate; then``, ``validate || exit 1``, ``save >/dev/null``).
_COMMAND_LINE = re.compile(
    r"(?:^|[;&|(!]|\b(?:if|then|else|elif|do|while|until)[ \t])[ \t]*+([A-Za-z_][\w-]*+)"
    r"(?:[ \t]++[\"'$\w-]|(?=[ \t]*+(?:[;&|)<>]|\r?$)))",
    re.MULTILINE,
)


@functools.lru_cache(maxsize=4)
def _commands_run(content: str) -> frozenset[str]:
    """(fix-scope130) The names ``content`` runs as shell commands (:data:`_COMMAND_LINE`):
    a shell variable ``validate=1`` is no function, and a command of its name calls what the
    file defines nowhere. Made once per file, read only for a name given a literal value."""
    return frozenset(_COMMAND_LINE.findall(content))


#: A name (a chain of them: ``a.b``) as the file uses it: called (``g(``), or otherwise (an
#: import, a ``use`` list, a parameter, a ``/* global g */`` comment, a value: any binding).
#: (fix-heads68) What binds nothing is read first and passed over: a string's text
#: (``'loadConfig failed'``), an export list (``module.exports = { f, g };``, ``export { g };``).
#: (fix-heads76) Type arguments before a call's parentheses keep it a call: ``g<number>()``,
#: ``G<int>()``, Rust's ``g::<i32>()``.
_NAME_USE = re.compile(
    r"(?P<skip>\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'"
    r"|(?<![\w$.])(?:module\.exports[ \t]*=[ \t]*|export[ \t]*)\{[^{}()=]*\})"
    r"|(?<![\w.$])([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)"
    r"((?:(?:::)?<(?![ \t=<])[\w$,.:\[\] \t*<>]{0,80}?>)?[ \t]*\()?"
)
#: A name passed as an argument (``xs.map(parseArgs)``): after ``(`` or ``,``, before ``)`` or
#: ``,``. On a line that opens no definition (nor an arrow function, nor a ``catch``), it binds
#: nothing: a value of a name bound elsewhere, or nowhere; read as a call is.
_ARGUMENT_AFTER = re.compile(r"[ \t]*[,)]")
_BINDS_PARAMETERS = re.compile(r"=>|\b(?:function|catch|fn|func|fun|def|lambda)\b|\|")
#: A class that may inherit its methods (``extends``, ``super``): ``this.validate()`` may call one.
_INHERITS = re.compile(
    r"\bextends\b|\bsuper\b|[)\w][ \t]*:[ \t]*(?:public[ \t]+)?[A-Z]\w*[ \t]*[({]"
)
#: The receivers of a class's own methods: ``this.validate()`` calls the class's validate.
_OWN_RECEIVERS = ("this.", "self.")


#: A file that may call names its siblings bind without importing them: one of a Go package
#: (``package x``: one word, no ``;``; a Java ``package a.b;`` binds no method of the class),
#: one including a local header (C, C++: ``#include "x.h"``), one that includes a local file
#: (PHP ``require``/``include`` of a ``.php`` file, ``__DIR__`` or a variable; Ruby
#: ``require_relative`` or ``load 'x.rb'``) or sources one (shell ``source x``/``. x``).
#: (fix-prose63) Never a JavaScript ``require('dotenv').config()``, ``require('./x')`` or
#: ``load(...)`` call, nor Ruby's ``require 'json'``: they bind none of the file's bare names.
_SIBLINGS_BIND = re.compile(
    r"^[ \t]*+(?:<\?php[ \t]+)?(?:package[ \t]+\w+[ \t]*$|#[ \t]*include[ \t]*\""
    r"|(?:require|include)(?:_once)?\b[ \t(]*"
    r"(?:__DIR__|dirname\b|\$|['\"][^'\"\n]*\.(?:php|inc)['\"])"
    r"|require_relative\b|load[ \t(]*['\"][^'\"\n]*\.rb['\"]"
    r"|source[ \t]+[\w\"'$./~]|\.[ \t]+[\w\"'$./])",
    re.MULTILINE,
)
#: A C prototype (``void init(void);``): the name is bound, its body is elsewhere; one
#: declaration may hold more (``int g(void), k(void);``: fix-heads76, each is bound).
_PROTOTYPE = re.compile(
    r"^[ \t]*+(?!(?:return|else|case|goto|throw|delete|new|await|yield|do)\b)"
    r"(?:[A-Za-z_]\w*[ \t*&]+)+\**([A-Za-z_]\w*)[ \t]*\([^;{}()]*\)"
    r"(?:[ \t]*,[ \t]*\**[A-Za-z_]\w*[ \t]*\([^;{}()]*\))*[ \t]*;",
    re.MULTILINE,
)
_PROTOTYPE_NAME = re.compile(r"([A-Za-z_]\w*)[ \t]*\(")
#: (fix-heads88) A call statement read as a C-like head or a prototype: a call after an
#: operator or a keyword (``strict && g(x);``, ``x ? g(x) : null;``, ``try g()``, ``assert
#: g();``, ``co_await g(f);``): it defines nothing. Tried on the matches only.
_CALL_STATEMENT = re.compile(
    r"[ \t](?:&&|\|\||\?)[ \t]|^[ \t]*(?:try|assert|co_await|co_return|co_yield)\b"
)
#: (fix-heads76) A declaration that binds a name with no body here: a keyword before the name
#: (``function g(): number;`` in a ``declare`` block, ``fn g() -> i32;`` in an ``extern "C"``
#: block, Kotlin ``abstract fun g()``/``expect fun g()``, a Swift protocol's ``func g()``) or
#: an abstract member (``protected abstract g(): number;``, Java ``abstract int g();``).
#: (At a line's start, after modifiers: the words of a comment bind nothing.)
_DECLARES = re.compile(
    r"^[ \t]*+(?:(?:export|declare|public|private|protected|internal|static|expect|actual|open"
    r"|override|pub|unsafe|extern|async|suspend|mutating|final|default)[ \t]+)*"
    r"(?:(?:function|fn|fun|func)[ \t]+(?:<[^<>\n]*>[ \t]*)?([A-Za-z_$][\w$]*)"
    r"|abstract[ \t]+(?:[\w$<>\[\],.]+[ \t]+)*([A-Za-z_$][\w$]*)[ \t]*(?:<[^<>\n]*>)?\()",
    re.MULTILINE,
)
#: (fix-heads76) An import that may bind any bare name the file calls: a whole module's or a
#: class's static members (Java ``import static a.B.*;``, C# ``using static A.B;``, Rust
#: ``use m::*;``, Kotlin ``import a.b.*``, Scala ``import a.b._``, a Dart library's
#: ``import 'util.dart';`` with no ``show``/``as``, a Swift module's ``import Util``).
_MODULE_IMPORT = re.compile(
    r"^[ \t]*+(?:(?:import[ \t]+(?:static[ \t]+)?|(?:pub[ \t]+)?use[ \t]+)[\w.:]+(?:\.|::)[*_]"
    r"|using[ \t]+static\b"
    r"|import[ \t]+['\"](?:package:|dart:)[^'\"\n]*['\"](?![^;\n]*\b(?:show|as)\b)"
    r"|import[ \t]+['\"][^'\"\n]*\.dart['\"](?![^;\n]*\b(?:show|as)\b)"
    r"|import[ \t]+(?:(?:class|struct|enum|protocol|func|var|let|typealias)[ \t]+)?\w+[ \t]*\r?$)",
    # (lead26: fix-names156's Visual Basic "Imports", "Inherits" and VB/C# partial classes were
    # taken out: searched over the whole file, "Imports System" (in nearly every VB file) or
    # another class's "Inherits" made every note a remark; hunt137-vbcsbound)
    re.MULTILINE,
)
#: (fix-heads76) A named static import binds its last name (``import static a.Util.parse;``).
_STATIC_IMPORT = re.compile(r"^[ \t]*+import[ \t]+static[ \t]+[\w.]*\.(\w+)[ \t]*;", re.MULTILINE)


def _name_uses_in(text: str, *, own_methods: bool = False) -> tuple[dict[str, int], dict[str, int]]:
    """How often ``text`` calls each name, and how often it uses it otherwise (a binding, so
    far as the reading sees: a string's text and an export list are passed over,
    :data:`_NAME_USE`; a name passed as an argument is counted with the calls). With
    ``own_methods``, ``this.g()`` is a call of g."""
    calls: dict[str, int] = {}
    mentions: dict[str, int] = {}
    line_start = 0  # (the start of the line of the last name read: moved forward only)
    line_code: tuple[int, bool] = (-1, False)
    for found in _NAME_USE.finditer(text):
        if found.group("skip") is not None:
            continue
        name = found.group(2)
        if found.group(3):
            counts = calls
        else:
            counts = mentions
            if _ARGUMENT_AFTER.match(text, found.end()) is not None:
                line_start = text.rfind("\n", line_start, found.start()) + 1 or line_start
                before = found.start() - 1
                while before > line_start and text[before] in " \t":
                    before -= 1  # (the blanks before this name only: linear)
                if before >= line_start and text[before] in "(,":
                    if line_code[0] != line_start:
                        line_end = text.find("\n", found.end())
                        line = text[line_start : line_end if line_end != -1 else None]
                        indent = len(line) - len(line.lstrip(" \t"))
                        line_code = (
                            line_start,
                            _BINDS_PARAMETERS.search(line) is not None
                            or (
                                _OPENS_DEFINITION.match(line, indent) is not None
                                # (fix-names156: "export default wrap(g);" calls wrap)
                                and _CALL_HEAD.search(line[: max(line.find("("), 0)]) is None
                            ),
                        )
                    if not line_code[1]:
                        counts = calls  # (an argument: a value that needs a binding, as a call)
        counts[name] = counts.get(name, 0) + 1
        if own_methods and name.startswith(_OWN_RECEIVERS) and name.count(".") == 1:
            bare = name.partition(".")[2]
            counts[bare] = counts.get(bare, 0) + 1
    return calls, mentions


@functools.lru_cache(maxsize=4)
def _name_uses(content: str) -> tuple[dict[str, int], dict[str, int]] | None:
    """The file's index of names for a note over a definition (:func:`_names_then_state`),
    made once per file: how often each is called and used otherwise (a prototype counts as
    a binding). None for a file whose siblings may bind its names (:data:`_SIBLINGS_BIND`):
    a name bound nowhere in it is no proof of code left out. In a class that inherits
    nothing (:data:`_INHERITS`), ``this.g()`` calls the class's own g."""
    if _SIBLINGS_BIND.search(content) is not None or _MODULE_IMPORT.search(content) is not None:
        return None
    calls, mentions = _name_uses_in(content, own_methods=_INHERITS.search(content) is None)
    bound = [
        name
        for found in _PROTOTYPE.finditer(content)
        if _CALL_STATEMENT.search(found.group()) is None
        for name in _PROTOTYPE_NAME.findall(found.group())
    ]
    bound += [found.group(1) or found.group(2) for found in _DECLARES.finditer(content)]
    bound += _STATIC_IMPORT.findall(content)
    for name in bound:
        mentions[name] = mentions.get(name, 0) + 1
    return calls, mentions


#: One argument of a call or item of a list, between a ``(`` or ``,`` and the next ``,`` or ``)``
#: (the blanks around it left out): one pattern for every name, not one compiled per note's name
#: (a sheet of thousands of notes naming thousands of names overflowed ``re``'s cache).
_ARGUMENT_WORD = re.compile(r"(?<=[(,])[ \t]*([^(),\s](?:[^(),\n]*[^(),\s])?)[ \t]*(?=[,)])")
#: A name _ARGUMENT_WORD can find whole (others are searched for with a pattern of their own).
_ARGUMENT_PLAIN = re.compile(r"[^(),\s](?:[^(),\n]*[^(),\s])?")


def _last_name(name: str) -> str:
    """The name a note's word names: its last part (``self.g`` and ``Report::to_csv`` name
    ``g`` and ``to_csv``), without a call's parentheses or backquotes."""
    name = name.strip("`").removesuffix("()")
    return re.split(r"\.|::|#", name)[-1]


#: (fix-scope133) The definitions of languages whose heads _OPENS_DEFINITION and the first
#: alternatives of _DEFINITION_OF do not read, one table by language: the head right under a
#: note (each its language's own shape, no statement of another language), and what a
#: definition of a name opens with, before the name (at the margin). OCaml's and F#'s ``let``
#: with a parameter before its ``=`` (``let submit f =``; ``let``, ``let rec``, ``and`` define);
#: Haskell's type signature (``submit :: Form -> IO ()``; a signature or an equation at the
#: margin defines); Clojure's ``(defn``, ``(defn-``, ``(defmacro`` (and ``(def`` defines);
#: an Objective-C method's head (``- (void)submit {``, ``+ (id)shared``).
_OTHER_HEADS = {
    "ml": (
        r"let[ \t]+(?:rec[ \t]+|inline[ \t]+|private[ \t]+)?[a-z_][\w']*"
        r"(?:[ \t]+(?:[a-z_][\w']*|\([^()\n]*\)))++[ \t]*(?::[^=\n]*)?=(?!=)",
        r"(?:let|and)[ \t]+(?:rec[ \t]+|inline[ \t]+|private[ \t]+)?",
    ),
    "hs": (
        r"[a-z_][\w']*[ \t]+::[ \t]+\S",
        r"(?=[a-z_][\w']*[ \t]+(?:::|[^=\n:]*=(?!=)))",
    ),
    "clj": (r"\((?:defn-?|defmacro)[ \t]+[^\s()\[\]]+", r"\((?:defn-?|defmacro|def)[ \t]+"),
    "m": (
        r"[-+][ \t]*\([\w \t*<>,]+\)[ \t]*[A-Za-z_]\w*(?::[^\n{;]*)?[ \t]*\{?[ \t]*\r?$",
        r"[-+][ \t]*\([\w \t*<>,]{1,80}\)[ \t]*",
    ),
}
_OTHER_HEAD = re.compile("|".join(f"(?:{head})" for head, _ in _OTHER_HEADS.values()), re.MULTILINE)


#: (fix-langs144: hunt129-staticcalls) The name a namespace's, an object's or a module's
#: head gives its body: ``namespace Analytics {``, ``object Analytics {``, ``mod analytics {``.
_OWNER_NAME = re.compile(r"\b(?:namespace|module|mod|object)[ \t]+([A-Za-z_$][\w$]*)")


def _called_through_owner(content: str, missing: list[str]) -> frozenset[str]:
    """(fix-langs144: hunt129-staticcalls) The names of ``missing`` (a note's names the
    file's scope does not reach) that the file defines in a type's body, a namespace, an
    object or a module and calls through that owner's name (``Analytics.track(``,
    ``analytics::track(``): a static method, a Kotlin object's or a Rust module's function
    is reached from anywhere so (the other reading refused whole files). An owner's member
    the file never calls through its owner stays unreached."""
    _, local, _, members, _ = _file_index(content)
    owners = [(name, owner) for name, owner, _ in members if name in missing]
    if local and any(name in missing for name, _ in local):
        masked = _index_masked(content)
        for name, opener in local:
            if name in missing:
                found = _OWNER_NAME.search(_brace_head(masked, opener))
                if found is not None:
                    owners.append((name, found.group(1)))
    return frozenset(
        name
        for name, owner in owners
        if f"{owner}.{name}(" in content or f"{owner}::{name}(" in content
    )


#: (fix-langs144: hunt129-otherheads) A form of the languages of _OTHER_HEADS that brings
#: names into the file's scope unseen: OCaml's and F#'s ``open Store`` and ``include``, a
#: Haskell import of a whole module (no list, not ``qualified``), Clojure's ``(:use`` and
#: ``:refer :all``, an Objective-C class whose superclass is not ``NSObject`` (its methods
#: answer ``[self validate]``).
_BRINGS_NAMES = re.compile(
    r"^[ \t]*(?:open|include)[ \t]+[A-Z][\w.]*[ \t]*\r?$"
    r"|^import[ \t]+[A-Z][\w.]*[ \t]*(?:hiding\b[^\n]*)?\r?$"
    r"|\(:use\b|:refer[ \t]+:all\b"
    r"|^@interface[ \t]+\w+[ \t]*:[ \t]*(?!NSObject\b)\w+",
    re.MULTILINE,
)
#: (fix-langs144) A name of those languages (``valid?``, ``save!``, ``form-data``, ``x'``).
_OTHER_WORD = re.compile(r"[A-Za-z_][\w'?!-]*")


@functools.lru_cache(maxsize=4)
def _other_word_counts(content: str) -> dict[str, int] | None:
    """(fix-langs144) How often each word of ``content`` (:data:`_OTHER_WORD`) stands in it,
    made once per file; None when a form brings names in unseen (:data:`_BRINGS_NAMES`)."""
    if _BRINGS_NAMES.search(content) is not None:
        return None
    counts: dict[str, int] = {}
    for word in _OTHER_WORD.findall(content):
        counts[word] = counts.get(word, 0) + 1
    return counts


def _other_bindings(content: str, line_start: int, names: list[str]) -> frozenset[str]:
    """(fix-langs144: hunt129-otherheads) The names of a note at ``line_start`` over a head
    of _OTHER_HEADS that the file may bind in a form the definitions index does not read
    (Clojure's ``defmulti``, a ``defprotocol``'s methods, ``:refer [...]``, a Haskell import
    list, guards, OCaml's ``external``, F#'s ``let mutable``, an Objective-C ``@property``):
    the sound reading of a language whose scope the index reads only in part is that a name
    the file holds anywhere past the note and the definition under it (up to a blank line),
    or binds there (a ``where`` clause's ``validate = check``), or that a form may bring in
    unseen, is no proof of code left out. A name found only there stays unbound."""
    counts = _other_word_counts(content)
    if counts is None:
        return frozenset(_last_name(name) for name in names)
    end = content.find("\n\n", line_start)
    block = content[line_start : end if end != -1 else None]
    local: dict[str, int] = {}
    for word in _OTHER_WORD.findall(block):
        local[word] = local.get(word, 0) + 1
    bound = set()
    for name in names:
        last = _last_name(name)
        if counts.get(last, 0) > local.get(last, 0) or (
            re.search(rf"^[ \t]+{re.escape(last)}\b[^=\n]*=(?![=>])", block, re.MULTILINE)
        ):
            bound.add(last)
    return frozenset(bound)


#: (fix-notes173) Visual Basic's words that open a statement of calls, capitalized as VB
#: writes them: a line ``Return Save()`` or ``If Not Validate() Then`` is no C-like head.
_VB_STATEMENT_WORDS = (
    "Return|If|ElseIf|Else|Not|Call|Then|While|Until|Do|Loop|Case|Throw|Await|Yield"
    "|RaiseEvent|AddHandler|RemoveHandler|Using|With|SyncLock|AndAlso|OrElse|Exit"
)

#: (fix-heads83) What defines a name, for the sound rule of a note over a definition
#: (:func:`_names_then_state`): a definition keyword before it (after modifiers, type
#: parameters and an owner: ``function g``, ``fun <T> g``, ``func (r *R) g``, ``function
#: M.g``, ``def self.g``, ``class G``, ``struct G``, ``local function g``); a name given a
#: function anywhere (``g = function``, ``g: () =>``, ``M.g = function``, ``g <- function``);
#: a C-like head (type words, then the name and ``(``: ``int g() {``, ``public <T> T g(T x)``,
#: not after ``return``, ``new``, ...); a name given a value at the margin (``const g = ...``,
#: ``G = 1``); a member set in a constructor (``this.g = ``); an accessor (``attr_reader
#: :g``); and every word of an import (``import { g } from``, ``use a::{g, k};``) and of
#: a linter's list of globals (``/* global g, k */``).
_DEFINITION_OF = re.compile(
    r"^[ \t]*+(?:"
    # (a definition keyword, after modifiers, type parameters, a receiver and an owner)
    r"(?:(?:export|default|async|static|public|private|protected|internal|final|abstract"
    r"|override|open|suspend|inline|virtual|readonly|unsafe|extern|local|data|sealed|inner"
    r"|fileprivate|pub(?:\([^()\n]{0,40}\))?|@[\w.]+(?:\([^()\n]{0,80}\))?)[ \t]+)*"
    r"(?:def|class|function\*?|fn|fun|func|sub|struct|enum|interface|trait|type|typedef"
    r"|module|object|record|protocol|procedure|defn|defp|defmodule|macro|union|namespace"
    r"|proc|iterator|template)"  # (fix-notes185: Nim's definitions)
    r"[ \t]+(?:<[^<>\n]{0,80}>[ \t]*|\([^()\n]{0,80}\)[ \t]*|[&*][ \t]*)?"
    r"(?:[\w$]+(?:\.|::))*([A-Za-z_$][\w$]*[?!]?)"
    # (a name given a function: "g = function", "g: () =>", "M.g = function", "g <- function")
    r"|(?:(?:export|local|const|let|var|static|public|private|protected|readonly)[ \t]+)*"
    r"(?:[\w$]+(?:\.|::))*([A-Za-z_$][\w$]*)[ \t]*(?::[^=\n]{0,80})?(?:=(?![=>])|<-|:)[ \t]*"
    r"(?:async[ \t]+)?(?:function\b|fn\b|lambda\b|\([^()\n]{0,200}\)[ \t]*(?::[^=\n]{0,80})?=>"
    r"|[A-Za-z_$][\w$]*[ \t]*=>)"
    # (a C-like head: type words, then the name and its parameters)
    # (fix-notes173: hunt137-vbfunction, and Visual Basic's statement words, capitalized:
    # "Return Save()", "If Not Validate() Then" call, they define nothing)
    r"|(?!(?:return|new|throw|else|await|yield|case|delete|typeof|go|defer|echo|print|puts"
    r"|void|not|and|or|in|is|" + _VB_STATEMENT_WORDS + r")\b)"
    r"(?:[\w$<>\[\],.:*&?]+[ \t]+)+[*&]*([A-Za-z_$][\w$]*)[ \t]*"
    r"(?:<[^<>\n]{0,80}>)?\("
    # (a member set in a constructor; an accessor)
    r"|(?:this|self|@)\.?([A-Za-z_$][\w$]*)[ \t]*=(?![=>])"
    r"|attr_(?:reader|writer|accessor)[ \t]+([^\n]*)"
    # (an import, a require's destructuring, a linter's globals: every word)
    # (fix-langs144: hunt129-destructured, any destructuring declaration, not a require's
    # only: "const { g } = await import(...)", "const { g } = helpers", "const [g] = make()")
    r"|(?:import|from|use|using|export[^\n]*?\bfrom|(?:const|let|var)[ \t]*(?:\{[^}]*\}"
    r"|\[[^\]\n]*\])[ \t]*=[ \t]*(?=[\w$]))\b[^;\n{]*(?:\{[^{}]{0,2000}\})?[^;\n]*"
    r"|/\*[ \t]*globals?[ \t]+[^*\n]*)"
    # (a name given a value at the margin: "const g = ...", "G = 1")
    r"|^(?:export[ \t]+)?(?:(?:const|let|var|val|static|final|readonly|public|private)[ \t]+)*"
    r"([A-Za-z_$][\w$]*)[ \t]*(?::[^=\n]{0,80})?=(?![=>])"
    # (fix-notes185: hunt143-noteshapes, Julia's one-line definition at the margin, "g(f) =
    # f !== nothing", "g(f)::Bool = true")
    r"|^([A-Za-z_]\w*!?)\([^()\n]{0,200}\)[ \t]*(?:::[^=\n]{0,80})?=(?![=>])"
    # (fix-scope133: a definition's head in the languages of _OTHER_DEFINES, its name)
    r"|^(?:" + "|".join(defines for _, defines in _OTHER_HEADS.values()) + r")([A-Za-z_][\w'?!-]*)"
    # (fix-langs144: hunt129-fnprops, a property or field of a function type, or given an
    # anonymous function: Kotlin's "private val g: (Form) -> Boolean", "lateinit var g:",
    # "val g = fun(f: Form)", Swift's "let g: (Form) -> Void", TypeScript's "g!: (f: F) =>
    # boolean"; C#'s "Func<F, bool> G;", "Action<F> G = ...")
    r"|^[ \t]*+(?:(?:private|public|protected|internal|readonly|lateinit|override|open|static"
    r"|final|weak|unowned|let|var|val)[ \t]+)*(?:([A-Za-z_$][\w$]*)[!?]?[ \t]*(?::[ \t]*"
    r"(?:@\w+[ \t]+)*\([^()\n]{0,200}\)[ \t]*(?:->|=>)|=[ \t]*fun[ \t]*\()"
    r"|(?:Func|Action)(?:<[^;=\n]{0,200}>)?[ \t]+([A-Za-z_]\w*)[ \t]*[;=])",
    re.MULTILINE,
)


#: A linter's list of globals at the margin (``/* global g, k */``, ``/*globals g:true */``):
#: a comment, yet it binds its names for the file (lead, round 20).
_LINTER_GLOBALS = re.compile(r"^[ \t]*/\*[ \t]*globals?[ \t]+[^*\n]*", re.MULTILINE)


#: (fix-heads88) A value that is no function, after a margin name's ``=``: ``null``, a
#: boolean, a number, a one-line string, alone to the line's end (``let g = null;``).
_LITERAL_VALUE = re.compile(
    r"[ \t]*(?:null|undefined|nil|None|true|false|True|False|-?\d[\w.]*"
    r"|'[^'\n]*'|\"[^\"\n]*\")[ \t]*;?[ \t]*\r?$",
    re.MULTILINE,
)


def _file_definitions(content: str, at: int) -> frozenset[str]:
    """(fix-heads83) The names ``content`` defines (:data:`_DEFINITION_OF`, the prototypes
    and declarations of :func:`_name_uses`): made once per file. (fix-heads96) A definition
    inside a block that is no type's body (a function's body, an object literal, a type
    literal) counts only for a note at ``at`` in that same block: another function's locals
    and an object's keys are no binding a call elsewhere reaches."""
    names, local, _, members, _ = _file_index(content)
    if members:
        # (fix-scope114: a type's member is reached from inside that type's body, or a body
        # of the same type, or of a type its head names, its base, trait or interface, as the
        # language's "self."/"this." and bare member calls reach it; never from the top level
        # or another type's body: "fn validate" in "impl Other", a class field "validate =",
        # another class's "this.validate =" define nothing for Form's calls)
        names = names | _reached_members(content, at, members)
    if not local:
        return names
    # (fix-scope105: a closure sees its enclosing blocks: a local counts for a note in its
    # own block or in a block nested in it, a returned object literal's method, a callback,
    # an "if"; the chain of enclosing blocks is followed up to _CLOSURE_DEPTH, past that the
    # note keeps its left-out reading)
    blocks = _braces(content)[0]
    enclosing: set[int] = set()
    block = _block_at(blocks, at)
    for _ in range(_CLOSURE_DEPTH):
        if block == -1:
            break
        enclosing.add(block)
        block = _block_at(blocks, block)
    return names | frozenset(name for name, opener in local if opener in enclosing)


#: (fix-scope105) How many enclosing blocks a note's closure is followed through.
_CLOSURE_DEPTH = 32


#: (fix-scope114) A type body's head: its keyword and its name, and (Rust's ``impl Trait for
#: Form``) the type after ``for``.
_TYPE_NAME = re.compile(
    r"\b(?:class|struct|impl|interface|trait|enum|record|extension|protocol|union|actor|object"
    r")\b(?:[ \t]*<[^<>\n]*>)?[ \t]*([A-Za-z_$][\w$]*)?(?:[^{\n]*?\bfor[ \t]+([A-Za-z_$][\w$]*))?"
)


def _type_key(head: str) -> tuple[str, frozenset[str]]:
    """(fix-scope114) A type body's name (the type ``impl ... for`` names) and the words of
    its head (its bases, traits, interfaces), from the head of its brace."""
    found = _TYPE_NAME.search(head)
    if found is None:
        return "", frozenset()
    name = found.group(2) or found.group(1) or ""
    return name, frozenset(_WORD.findall(head[found.end() :])) | {found.group(1) or ""}


def _type_body_of(masked: str, blocks: list[tuple[int, int]], block: int, *, nearest: bool) -> int:
    """(fix-scope114) The brace of the type body that holds a definition at block ``block``:
    the block itself when it is a type's body; with ``nearest`` (a constructor's
    ``this.validate =``), the nearest type body around it; -1 when none."""
    for _ in range(_CLOSURE_DEPTH):
        if block == -1:
            return -1
        head = _brace_head(masked, block)
        if _NAMESPACE_HEAD.match(head) is None and _TYPE_BODY_HEAD.match(head) is not None:
            return block
        if not nearest:
            return -1
        block = _block_at(blocks, block)
    return -1


def _reached_members(
    content: str, at: int, members: frozenset[tuple[str, str, frozenset[str]]]
) -> frozenset[str]:
    """(fix-scope114) The members (``members`` of :func:`_file_index`: name, its type's name,
    its type's head words) a note at ``at`` reaches: those of the types whose bodies enclose
    it, of other bodies of the same type, and of the types their heads name (the bases, the
    traits, followed a few steps)."""
    masked = _index_masked(content)
    blocks = _braces(content)[0]
    reach: set[str] = set()
    block = _block_at(blocks, at)
    for _ in range(_CLOSURE_DEPTH):
        if block == -1:
            break
        head = _brace_head(masked, block)
        if _NAMESPACE_HEAD.match(head) is None and _TYPE_BODY_HEAD.match(head) is not None:
            name, words = _type_key(head)
            reach.update(words | {name})
        block = _block_at(blocks, block)
    reach.discard("")
    if not reach:
        return frozenset()
    for _ in range(4):  # (the heads of other bodies of the reached types: their bases)
        more = {word for _, owner, words in members if owner in reach for word in words} - reach
        if not more:
            break
        reach |= more
    return frozenset(name for name, owner, _ in members if owner in reach)


def _own_members(content: str, at: int) -> frozenset[str] | None:
    """(fix-scope141) The members a ``this.g()`` call in the type body holding a note at
    ``at`` reaches (:func:`_reached_members`): None when the note stands in no type's body,
    or when the file's classes may get methods from elsewhere (a base class, a mixin, a
    ``prototype`` set): an import or a top-level function of the same word is no method of
    the class, ``this.validate()`` never reaches jsonschema's ``validate``."""
    if _INHERITS.search(content) is not None or "prototype" in content or "{" not in content:
        return None
    masked = _index_masked(content)
    blocks = _braces(content)[0]
    if _type_body_of(masked, blocks, _block_at(blocks, at), nearest=False) == -1:
        return None
    return _reached_members(content, at, _file_index(content)[3])


def _literal_names(content: str) -> frozenset[str]:
    """(fix-heads88) The names ``content`` gives only a value that is no function, at the
    margin (:data:`_LITERAL_VALUE`), and defines no other way: a call of one calls nothing
    the file defines."""
    return _file_index(content)[2]


#: (fix-heads96) Code no compiler sees: a Lua block comment (``--[[ ... ]]``, ``--[==[``) and
#: a C ``#if 0`` block (to its ``#endif``; unclosed, to the end).
_DEAD_CODE = re.compile(
    r"--\[(=*)\[.*?(?:\]\1\]|\Z)|^[ \t]*#[ \t]*if[ \t]+0\b.*?(?:^[ \t]*#[ \t]*endif\b|\Z)",
    re.MULTILINE | re.DOTALL,
)


@functools.lru_cache(maxsize=4)
def _index_masked(content: str) -> str:
    """(fix-heads96) ``content`` with what no compiler sees blanked, offsets kept: comments,
    strings, template strings, a Lua "--[[ ]]" block, a C "#if 0" block. Made once per file."""
    return _js_masked(_DEAD_CODE.sub(lambda found: _NOT_BLANK.sub(" ", found.group()), content))


#: (fix-scope141) A type alias, ``type validate = (f: unknown) => boolean;`` (TypeScript,
#: Rust, Scala, F#): the ``type`` keyword right before the name, then ``=`` after its type
#: parameters. It names a type, no value: a call ``validate(form)`` reaches no function of
#: the file (TypeScript refuses it), so the name is read as one given only a literal value.
_TYPE_ALIAS_HEAD = re.compile(r"\btype[ \t]+[A-Za-z_$][\w$]*\Z")
_TYPE_ALIAS_REST = re.compile(r"[ \t]*(?:<[^<>\n]{0,80}>)?[ \t]*=(?![=>])")


@functools.lru_cache(maxsize=4)
def _file_index(
    content: str,
) -> tuple[
    frozenset[str],
    frozenset[tuple[str, int]],
    frozenset[str],
    frozenset[tuple[str, str, frozenset[str]]],
    frozenset[str],
]:
    """(fix-heads83) The file's definitions at its top level or in a type's body, (fix-heads96)
    those in another block with the offset of the brace that opened it, and (fix-heads88) its
    names given only a literal value: one pass of :data:`_DEFINITION_OF`, made once per
    file; and (fix-scope141) the names given only overload signatures (:func:`_signature_only`,
    left out of the others)."""
    names: set[str] = set()
    local: set[tuple[str, int]] = set()
    literal: set[str] = set()
    other: set[str] = set()
    members: set[tuple[str, str, frozenset[str]]] = set()
    # (fix-heads96) only code defines: the text of comments, strings, template strings, a
    # Lua "--[[ ]]" block and a C "#if 0" block is blanked first, offsets kept (a JSDoc line
    # "Callers validate(form) first." or an example "function validate" in a comment binds
    # nothing the call under the note could reach)
    masked = _index_masked(content)
    blocks = _braces(content)[0] if "{" in content else [(0, -1)]
    for found in _DEFINITION_OF.finditer(masked):
        if found.lastindex == 3 and _CALL_STATEMENT.search(found.group()) is not None:
            continue
        block = _block_at(blocks, found.start())
        opener = _block_scope(masked, blocks, block)
        body = _type_body_of(masked, blocks, block, nearest=found.lastindex == 4)
        groups = [group for group in found.groups() if group]
        if body != -1 and groups and found.lastindex not in (5, None):
            name, words = _type_key(_brace_head(masked, body))
            if name:  # (fix-scope114: a type's member, reached from its type's bodies)
                members.add((groups[0].rstrip("?!"), name, words))
                continue
        if opener != -1 and found.lastindex != 4:
            groups = [group for group in found.groups() if group]
            if groups and found.lastindex != 5:
                local.add((groups[0].rstrip("?!"), opener))
            continue
        if found.lastindex == 6 and _LITERAL_VALUE.match(content, found.end()) is not None:
            literal.add(found.group(6))
        elif (
            found.lastindex == 1
            and _TYPE_ALIAS_HEAD.search(found.group()) is not None
            and _TYPE_ALIAS_REST.match(masked, found.end()) is not None
        ):
            literal.add(found.group(1))  # (fix-scope141: a type alias is no value)
        elif found.lastindex is not None:
            other.add(found.group(found.lastindex))
        groups = [group for group in found.groups() if group]
        if groups and found.lastindex is not None and found.lastindex != 5:
            names.add(groups[0])
        elif groups:  # (an accessor's words: every one of them)
            names.update(_WORD.findall(groups[0]))
        else:  # (an import, a require's destructuring, a linter's globals: what it binds)
            names.update(_import_bound(found.group()))
    # (fix-scope105: a declaration scan's name is scoped as the definitions above are: a
    # keyword declaration in a function's body, "function validate" nested in "check", Rust's
    # nested "fn", Kotlin's local "fun", is that function's local, not the file's)
    declared = [
        (name, found.start())
        for found in _PROTOTYPE.finditer(masked)
        if _CALL_STATEMENT.search(found.group()) is None
        for name in _PROTOTYPE_NAME.findall(found.group())
    ]
    declared += [
        (found.group(1) or found.group(2), found.start()) for found in _DECLARES.finditer(masked)
    ]
    for name, start in declared:
        block = _block_at(blocks, start)
        opener = _block_scope(masked, blocks, block)
        body = _type_body_of(masked, blocks, block, nearest=False)
        if body != -1:
            owner, words = _type_key(_brace_head(masked, body))
            if owner:
                members.add((name.rstrip("?!"), owner, words))
                continue
        if opener != -1:
            local.add((name.rstrip("?!"), opener))
        else:
            names.add(name)
    names.update(_STATIC_IMPORT.findall(masked))
    if "global" in content:  # (a linter's globals comment binds its names, blanked above)
        for found in _LINTER_GLOBALS.finditer(content):
            names.update(_import_bound(found.group()))
    # (fix-scope114: a name given only overload signatures, TypeScript's "function f(x:
    # string): T;" lines and a class's "f(x: string): T;", Python's "@overload" stubs, with
    # no implementation, is defined nowhere: TypeScript refuses the file, Python raises at
    # the call)
    stubs = _signature_only(masked)
    return (
        frozenset(name.rstrip("?!") for name in names if name not in stubs),
        frozenset(entry for entry in local if entry[0] not in stubs),
        frozenset(literal - other),
        frozenset(entry for entry in members if entry[0] not in stubs),
        stubs,
    )


#: (fix-scope114) An overload signature: a TypeScript ``function`` head or a class member's
#: head closed by ``;`` with no body (not ``declare``d, not ``abstract``), or a Python ``def``
#: under ``@overload``; and an implementation of the same shapes with a body.
_OVERLOAD_SIGNATURE = re.compile(
    r"^[ \t]*(?:(?:export|default|public|private|protected|static|async)[ \t]+)*"
    r"(?:function[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)[ \t]*(?:<[^<>\n]*>)?\([^;{}\n]*\)"
    r"[ \t]*(?::[^;{}=\n]*)?|([A-Za-z_$][\w$]*)[ \t]*(?:<[^<>\n]*>)?\([^;{}\n]*\)"
    r"[ \t]*:[^;{}=\n]*);[ \t]*$"
    # (fix-notes185: hunt143-overloadexports, typing under any alias, "@t.overload")
    r"|^[ \t]*@(?:[A-Za-z_]\w*\.)?overload[ \t]*\n[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)",
    re.MULTILINE,
)
_IMPLEMENTATION = re.compile(
    r"^[ \t]*(?:(?:export|default|public|private|protected|static|async|declare|abstract)"
    r"[ \t]+)*(?:function[ \t]*\*?[ \t]*)?([A-Za-z_$][\w$]*)[ \t]*(?:<[^<>\n]*>)?\("
    r"[^;{}]{0,2000}\)[^;{}\n]*\{"
    r"|^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)",
    re.MULTILINE,
)


#: (lead, round 23) A TypeScript ambient block's head up to its brace: its signatures declare
#: what is defined elsewhere (``declare global {``, ``declare module 'x' {``, ``declare
#: namespace N {``). (fix-langs144: hunt129-ambient) Its brace may open the next line (Allman
#: style: ``declare global`` then ``{``); a head ending in ``;`` declares no block.
_DECLARE_HEAD = re.compile(
    r"^[ \t]*(?:export[ \t]+)?declare\b[^\n{;]*(?:\n[ \t]*)?(?=\{)", re.MULTILINE
)
_BRACE = re.compile(r"[{}]")


def _ambient_spans(masked: str) -> list[int]:
    """(lead, round 23: test_hunt94_decls ts-declare-global-block) The flat list of (start,
    end) offsets of the outermost ``declare`` blocks of ``masked``, in order, found in one
    pass over its braces: a signature in one is an ambient declaration, not an overload."""
    if "declare" not in masked:
        return []
    heads = {found.end() for found in _DECLARE_HEAD.finditer(masked)}
    if not heads:
        return []
    spans: list[int] = []
    depth = 0
    ambient_depth = 0  # the depth the open declare block started at (0: none open)
    for found in _BRACE.finditer(masked):
        at = found.start()
        if found.group() == "{":
            depth += 1
            if not ambient_depth and at in heads:
                ambient_depth = depth
                spans.append(at)
        elif depth:
            if ambient_depth == depth:
                ambient_depth = 0
                spans.append(at)
            depth -= 1
    if ambient_depth:
        spans.append(len(masked))
    return spans


def _in_spans(spans: list[int], at: int) -> bool:
    """Whether ``at`` lies inside one of the flat (start, end) ``spans``."""
    index = bisect.bisect_right(spans, at)
    return index % 2 == 1


def _used_past_signatures(content: str, name: str) -> bool:
    """(fix-names156) Whether the code of ``content`` (comments and strings out) holds
    ``name`` anywhere but in its overload signatures (:data:`_OVERLOAD_SIGNATURE`, the name
    once in each): a call, a value passed, a member's use (``this.validate``)."""
    masked = _index_masked(content)
    signatures = sum(
        1
        for found in _OVERLOAD_SIGNATURE.finditer(masked)
        if name in (found.group(1), found.group(2), found.group(3))
    )
    held = len(re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])", masked))
    return held > signatures


#: (fix-names156) The head of a body whose members' signatures declare a type's members: an
#: interface's, an object type's (``type Parser = {``).
_TYPE_MEMBERS_HEAD = re.compile(r"\binterface\b|\btype[ \t]++[\w$]++[^=\n]{0,200}=[ \t]*+\Z")


def _signature_only(masked: str) -> frozenset[str]:
    """(fix-scope114) The names ``masked`` (:func:`_index_masked`) gives only overload
    signatures (:data:`_OVERLOAD_SIGNATURE`), no head of any other shape."""
    if "overload" not in masked and ");" not in masked and "):" not in masked:
        return frozenset()
    signatures: dict[str, int] = {}
    starts: set[int] = set()
    ambient = _ambient_spans(masked)
    blocks: list[tuple[int, int]] | None = None
    for found in _OVERLOAD_SIGNATURE.finditer(masked):
        if ambient and _in_spans(ambient, found.start()):
            continue  # (lead, round 23: ``declare global { function g(): number; }``)
        if found.group(2) and "{" in masked:
            # (fix-names156: a member's signature in an interface's or an object type's body
            # declares a type's member, no overload: ``interface Parser { parse(x: string):
            # number; }``, merged into a class of its name or given by an object)
            if blocks is None:
                blocks = _braces(masked)[0]
            opener = _block_at(blocks, found.start())
            if opener != -1 and _TYPE_MEMBERS_HEAD.search(_brace_head(masked, opener)):
                continue
        name = found.group(1) or found.group(2) or found.group(3)
        signatures[name] = signatures.get(name, 0) + 1
        starts.add(masked.rfind("\n", 0, found.start(3)) + 1 if found.group(3) else found.start())
    if not signatures:
        return frozenset()
    heads: dict[str, int] = {}
    for found in _IMPLEMENTATION.finditer(masked):
        name = found.group(1) or found.group(2)
        if name in signatures and found.start() not in starts:
            heads[name] = heads.get(name, 0) + 1
    return frozenset(name for name in signatures if not heads.get(name))


#: (fix-heads96) A type's body opens after one of these words on the brace's line (or the
#: line above, a brace on its own line): its members are the type's, not a function's locals.
#: (fix-scope105) The word is the head's keyword, read from the line's start past modifiers,
#: annotations, an assignment or a ``return`` (``export default class``, ``pub(crate) struct``,
#: ``@Entity data class``, ``return class Form``, ``const K = class``, Go's ``type T struct``);
#: never a parameter, a return type or a value on the line (``function check(record) {``,
#: ``make(): object {``, C#'s ``public object Check(object value)``), whose block is a
#: function's, and so is a method named by the word (``record(x) {``, ``module.exports = {``):
#: the keyword is followed by a name, a string, ``<`` or ``{``; ``object`` by no call's
#: ``(`` (Kotlin's ``object Helpers {``, ``object : Listener {``).
_TYPE_BODY_HEAD = re.compile(
    r"[ \t]*+(?:[\w$.]+[ \t]*=[ \t]*|return[ \t]+|@[\w.]+(?:\([^()\n]*\))?[ \t]+"
    r"|type[ \t]+[\w$]+(?:\[[^\]\n]*\])?[ \t]+"
    r"|(?:export|default|declare|public|private|protected|internal|static|final|abstract"
    r"|sealed|open|data|inner|companion|pub(?:\([^()\n]*\))?|unsafe|partial|readonly"
    r"|fileprivate|value|annotation|inline|enum|ref|new|file|indirect|case|const|let|var"
    r"|val)[ \t]+)*"
    r"(?:class|struct|impl|interface|trait|enum|record|namespace|module|extension"
    r"|protocol|union|actor|extern|global)(?=[ \t]+[\w$\"'@]|<|[ \t]*(?:\{|$))"
    r"|[ \t]*+(?:[\w$.]+[ \t]*=[ \t]*|return[ \t]+|@[\w.]+[ \t]+"
    r"|(?:public|private|protected|internal|data|companion|override)[ \t]+)*"
    r"object\b(?![ \t]*[\w$]+[ \t]*\()(?![ \t]*[(.=,)])"
)


#: (fix-scope105) A namespace's head: a named ``namespace``/``module`` (TypeScript's, an ambient
#: ``declare module 'x'``, C++'s named one), Rust's ``mod``, a Kotlin or Scala ``object``: its
#: members are reached qualified (``Legacy.validate``, ``helpers::validate``) or imported, not
#: by a bare call outside it. A Kotlin ``companion object``'s members are reached bare in its
#: class's body too. (C++'s anonymous ``namespace {`` and TypeScript's ``declare global {``
#: bind for the whole file: no namespace here.)
_NAMESPACE_HEAD = re.compile(
    r"[ \t]*+(?:(?:export|declare|pub(?:\([^()\n]*\))?|public|private|internal|inline"
    r"|data)[ \t]+)*(?:(?P<companion>companion[ \t]+)object\b"
    r"|(?:namespace|module|mod)[ \t]+[\w$\"'.:]|object[ \t]+[\w$])"
)


def _brace_head(masked: str, opener: int) -> str:
    """The head of the brace at ``opener``: its line before it, or the line above when the
    brace stands alone (Allman)."""
    line_start = masked.rfind("\n", 0, opener) + 1
    head = masked[line_start:opener]
    if not head.strip() and line_start:
        head = masked[masked.rfind("\n", 0, line_start - 1) + 1 : line_start]
    return head


def _block_scope(masked: str, blocks: list[tuple[int, int]], opener: int) -> int:
    """(fix-scope105) Where a definition in the block opened at ``opener`` is reached: -1 for
    the whole file (the top level, a type's body), else the brace of the block whose notes
    (and those of blocks nested in it) reach it: the block itself (a function's body, a
    namespace's), or for a companion object the class's body around it."""
    if opener == -1:
        return -1
    head = _brace_head(masked, opener)
    namespace = _NAMESPACE_HEAD.match(head)
    if namespace is not None:
        if namespace.group("companion"):
            return _block_at(blocks, opener)
        return opener
    return -1 if _TYPE_BODY_HEAD.match(head) is not None else opener


#: (fix-heads96) The words of an import line that bind no name: its keywords.
_IMPORT_KEYWORDS = frozenset(
    {"import", "from", "use", "using", "static", "function", "const", "let", "var", "require"}
)
_IMPORT_ALIAS = re.compile(r"(?:\bas[ \t]+|(?<!:):(?!:)[ \t]*)([A-Za-z_$][\w$]*)[ \t]*$")


def _import_bound(statement: str) -> set[str]:
    """(fix-heads96) The names an import line (its strings blanked) binds in the file: a
    linter's globals, every name listed; a re-export (``export { g } from``, ``export * as g
    from``) and a type-only import (``import type { g }``), none; a list in braces, each
    piece's local name (``g as check`` binds check, ``{ db: store }`` store, Rust ``a::g``
    g; never a ``type`` piece); else the name after ``as``, a default import (``import G
    from``), Python's ``from m import g``, or the path's last word (Java ``import a.b.Rules;``
    binds Rules, Rust ``use crate::save::Store;`` Store): a module path's words bind nothing."""
    text = statement.strip()
    if text.startswith("/*"):
        return {word for word in _WORD.findall(text) if word not in ("global", "globals")}
    if re.match(r"export\b|import[ \t]+type\b", text):
        return set()
    names: set[str] = set()
    array = re.match(r"(?:const|let|var)[ \t]*\[([^\]]*)\]", text)
    if array is not None:  # (fix-langs144: "const [g, , k = 1, ...rest] = make()")
        for piece in array.group(1).split(","):
            words = _WORD.findall(piece)
            if words:
                names.add(words[0])
        return names
    default = re.match(r"import[ \t]+([A-Za-z_$][\w$]*)[ \t]*(?:,|from\b|=)", text)
    if default is not None:
        names.add(default.group(1))
    braces = re.search(r"\{([^{}]*)\}", text)
    listed = braces.group(1) if braces else ""
    python = re.match(r"from[ \t]+[\w.]+[ \t]+import[ \t]+\(?([^()]*)", text)
    if braces is None and python is not None:
        listed = python.group(1)
    if braces is not None or python is not None:
        for piece in re.split(r"[,\n]", listed):
            piece = piece.strip()
            if not piece or piece.startswith("type ") or piece in ("self", "*"):
                continue
            alias = _IMPORT_ALIAS.search(piece)
            words = _WORD.findall(piece)
            if alias is not None:
                names.add(alias.group(1))
            elif words:
                names.add(words[-1])
        return names
    alias = re.search(r"\bas[ \t]+([A-Za-z_$][\w$]*)", text)
    if alias is not None:
        return names | {alias.group(1)}
    if default is not None:
        return names
    words = [word for word in _WORD.findall(text) if word not in _IMPORT_KEYWORDS]
    return names | set(words[-1:])


#: (fix-names156) What before a call's ``(`` makes it no definition's head: ``export
#: default`` (an expression follows) or a member's name (``app.post``, ``router.get``).
_CALL_HEAD = re.compile(r"^[ \t]*+export[ \t]++default[ \t]|[\w$)][ \t]*+\.[ \t]*+[\w$]++[ \t]*+\Z")

#: (fix-heads88) How far a head's parameters are read for their closing bracket.
_HEAD_SPAN = 2000


#: (fix-scope133) A value given before a call on a line that binds no parameters: ``const h
#: = compose(g, k)``, ``h = wrap(g)``: the call's arguments are values, no parameters.
_GIVES_VALUE = re.compile(r"(?<![=!<>])=(?![=>])")


def _passes_names(content: str, line_end: int, indent: str, names: list[str]) -> bool:
    """(fix-scope133) Whether the line right under the note ending at ``line_end``, at its
    indentation ``indent``, passes one of ``names`` as an argument's value (``router.post('/f',
    g, k, ...)``, ``el.addEventListener('input', g)``): a use that needs a binding.
    (fix-names156) So do a call's arguments written one per line under its opening
    (``app.post(`` then ``g,``: the call's lines up to its ``)``, not a definition's
    parameters, no ``{`` or ``=>`` after the ``)``), and an export list of the module's own
    names (``export { g, k };``, no ``from``: an ES module exporting a name it binds nowhere
    does not load)."""
    if line_end == -1:
        return False
    next_end = content.find("\n", line_end + 1)
    line = content[line_end + 1 : next_end if next_end != -1 else None]
    if not line.startswith(indent) or line[len(indent) : len(indent) + 1] in (" ", "\t", ""):
        return False
    lasts = [_last_name(name) for name in names]
    exported = _EXPORT_LIST.fullmatch(line)
    if exported is not None:
        listed = {item.split()[0] for item in exported.group(1).split(",") if item.split()}
        return not listed.isdisjoint(lasts)
    handed = _handed_on(content, line, next_end)
    if handed is not None:
        return not handed.isdisjoint(lasts)  # (fix-names174: hunt137-cjsexports)
    arguments = {found.group(1) for found in _ARGUMENT_WORD.finditer(line)}
    if any(
        last in arguments
        if _ARGUMENT_PLAIN.fullmatch(last)
        else re.search(rf"[(,][ \t]*{re.escape(last)}[ \t]*[,)]", line)
        for last in lasts
    ):
        return True
    if not line.rstrip().endswith("(") or _BINDS_PARAMETERS.search(line) is not None:
        return False
    passed: set[str] = set()
    for _ in range(_COMMENT_RUN):  # (the call's argument lines, up to its close)
        if next_end == -1:
            return False
        start = next_end + 1
        next_end = content.find("\n", start)
        argument = content[start : next_end if next_end != -1 else None].strip()
        if argument.startswith(")"):
            return "{" not in argument and "=>" not in argument and not passed.isdisjoint(lasts)
        found = _ARGUMENT_LINE.fullmatch(argument)
        if found is not None:
            passed.add(found.group(1))
    return False


#: (fix-names174: hunt137-cjsexports) A statement that hands names on, binding none: an
#: assignment to an export or a member (``module.exports = ...``, ``exports.g = g;``,
#: ``module.exports.g = g;``, a Lua module's ``M.g = g``), ``Object.assign(module.exports,
#: ...)``: its value, a name or an object's (a Lua table's) items; and PHP's registrations
#: of callables by their names' strings (``add_action('init', 'g');``).
_HANDS_ON = re.compile(
    r"[ \t]*+(?:(?:module\.exports|exports|[A-Za-z_$][\w$]*+(?:\.[A-Za-z_$][\w$]*+)++)"
    r"[ \t]*+=(?![=>])"
    r"|Object\.assign[ \t]*+\([ \t]*+(?:module\.)?exports[ \t]*+,)[ \t]*+"
    r"(?:(?P<name>[A-Za-z_$][\w$]*+)[ \t]*+;?|\{(?P<items>[^{}()\n]*+)(?:\}[ \t]*+\)?[ \t]*+;?)?)"
    r"[ \t]*+\r?"
    r"|[ \t]*+(?:add_action|add_filter|add_shortcode|register_shutdown_function"
    r"|set_error_handler|set_exception_handler|spl_autoload_register|call_user_func(?:_array)?"
    r"|register_activation_hook|register_deactivation_hook|array_map|array_filter|array_walk"
    r"|usort|uasort|uksort)[ \t]*+\((?P<callables>[^()\n]*+)\)[ \t]*+;?[ \t]*+\r?"
)
_HANDED_ITEM = re.compile(r"[ \t]*+(?:[\w$]++[ \t]*+[:=][ \t]*+)?([A-Za-z_$][\w$]*+)[ \t]*+")
_CALLABLE_STRING = re.compile(r"[\"']([A-Za-z_]\w*+)[\"']")


def _handed_on(content: str, line: str, next_end: int) -> frozenset[str] | None:
    """(fix-names174: hunt137-cjsexports) The names the statement ``line`` (ending at
    ``next_end``) hands on by :data:`_HANDS_ON` (an object's items over the lines under an
    opening ``{``, up to its ``}``), None for no such statement: an export or a
    registration of a name USES it, as a call does; it binds nothing."""
    found = _HANDS_ON.fullmatch(line)
    if found is None:
        return None
    if found.group("callables") is not None:
        return frozenset(_CALLABLE_STRING.findall(found.group("callables")))
    if found.group("name") is not None:
        return frozenset({found.group("name")})
    items = found.group("items") or ""
    if not line.rstrip().rstrip(";").rstrip(")").rstrip().endswith("}"):
        # (the object's items over lines, up to its close)
        for _ in range(_COMMENT_RUN):
            if next_end == -1:
                return None
            start = next_end + 1
            next_end = content.find("\n", start)
            item = content[start : next_end if next_end != -1 else None].strip()
            if item.startswith("}"):
                break
            items += "," + item
        else:
            return None
    return frozenset(
        found_item.group(1)
        for part in items.split(",")
        if (found_item := _HANDED_ITEM.fullmatch(part)) is not None
    )


#: (fix-names156) A line of a call's arguments that passes one name: ``validate,``.
_ARGUMENT_LINE = re.compile(r"([A-Za-z_$][\w$]*+)[ \t]*+,?")
#: (fix-names156) An export list of the module's own names, ``export { g, k as h };`` (no
#: ``from``: a re-export binds nothing here and needs nothing).
_EXPORT_LIST = re.compile(r"[ \t]*+export[ \t]*+\{([\w$, \t]*+)\}[ \t]*+;?[ \t]*+\r?")


def _head_parameters(content: str, line_end: int) -> frozenset[str]:
    """(fix-heads83) The parameters of the definition under the note ending at ``line_end``
    (past its comment run): ``// src and dst unchanged`` over ``function copy(src, dst)``
    speaks of them."""
    if line_end == -1:
        return frozenset()
    offset = line_end + 1
    for _ in range(_COMMENT_RUN):
        next_end = content.find("\n", offset)
        line = content[offset : next_end if next_end != -1 else None]
        stripped = line.strip()
        if stripped and not stripped.startswith((*_MARGIN_COMMENT_STARTS, "[", "@")):
            # (fix-heads88: the head's first bracket pair, over lines too and holding calls,
            # "copy(\n  src,\n  dst,\n)", "copy(src, dst = Object.create(null))")
            opened = content.find("(", offset, next_end if next_end != -1 else len(content))
            if _BINDS_PARAMETERS.search(line) is None:
                callee = line[: max(line.find("("), 0)]
                if _GIVES_VALUE.search(callee) is not None or _CALL_HEAD.search(callee) is not None:
                    # (fix-scope133: "h = compose(g, k)": a call's values; fix-names156: so
                    # are "export default compose(g, k);" and a method's, "app.post(...)")
                    return frozenset()
                found = re.search(r"\(([^()]*)\)", line)  # (no definition: a call's words)
                return frozenset(_WORD.findall(found.group(1))) if found else frozenset()
            if opened == -1:
                return frozenset()
            # (fix-scope133: the names of the pair's own level, each before its "=": a
            # default's value, "opts = pick(g, k)", and a nested pair's words bind nothing)
            depth = 0
            names: set[str] = set()
            part: list[str] = []
            for index in range(opened, min(len(content), opened + _HEAD_SPAN)):
                character = content[index]
                depth += {"(": 1, ")": -1}.get(character, 0)
                if (depth == 1 and character == ",") or depth == 0:
                    names.update(_WORD.findall("".join(part).partition("=")[0]))
                    part = []
                elif depth == 1 and character != "(":
                    part.append(character)
                if depth == 0:
                    return frozenset(names)
            return frozenset()
        if next_end == -1:
            break
        offset = next_end + 1
    return frozenset()


#: A line that opens a definition (after its indentation): a decorator, a definition keyword
#: (``def``, ``class``, ``function``, ``fn``, ``fun``, ``func``, ``sub``, after modifiers), a
#: method or a declaration of a C-like class or interface: a name and its parameters (which
#: may go on over lines), then a body ``{`` (after a return type, ``const``, ``throws``), an
#: expression body ``=>`` or ``=``, or, after a type before the name or a return type after
#: the parameters, a ``;`` (``int f();``, ``f(): number;``; not ``if (x) {``, not a call
#: ``f();``); a property or key given a function (``f = () => 1;``, ``f: () => 1,``).
_OPENS_DEFINITION = re.compile(
    # (fix-scope141: a Visual Basic head, "Public Sub Submit()", "Private Function F(x)")
    r"(?i:(?:(?:public|private|protected|friend|shared|overrides|overridable|async)[ \t]+)*"
    r"(?:sub|function)[ \t]+[A-Za-z_]\w*[ \t]*\()"
    r"|@|(?:(?:export|default|async|static|public|private|protected|internal|final|abstract"
    r"|override|open|suspend|inline|virtual|readonly|get|set|pub)[ \t]+)*"
    r"(?:(?:def|defp|defn|defmacro|class|function|fn|fun|func|sub)\b"
    r"|(?!(?:if|for|while|switch|catch|with|return|else|new|throw|await|yield|delete|typeof"
    r"|case|do|go|defer)\b)(?P<typed>[A-Za-z_$][\w$<>\[\],]*(?:[ \t]+|[ \t]*\*[ \t]*))*"
    r"\*?[ \t]*[A-Za-z_$][\w$]*[ \t]*(?:<[^>\n]*>)?\((?P<params>[^()]{0,400})\)[ \t]*"
    r"(?P<returns>:[^{=;\n]*)?(?:(?:const|override|noexcept|final|throws[^{;\n]*)[ \t]*)*"
    r"(?:\{|=>|=(?!=)|(?(typed);|(?(returns);|(?!)))|\r?\n[ \t]*\{)"
    r"|(?:(?:const|let|var)[ \t]+)?[A-Za-z_$][\w$]*[ \t]*(?::[^=\n]*)?[=:][ \t]*"
    r"(?:async[ \t]+)?"
    r"(?:function\b|(?:\([^()\n]*\)|[A-Za-z_$][\w$]*)[ \t]*(?::[^=\n]*)?=>))"
)
#: How far from an indented margin comment its neighbouring definitions are looked for.
_NEAR_DEFINITIONS = 4000
#: A line that exports what the file defines, and binds nothing: ``module.exports = { f };``,
#: ``exports.f = f;``, ``export { f };``, ``export default f;``.
_EXPORTS_LINE = re.compile(
    r"[ \t]*(?:module\.exports\b|exports\.[\w$]+[ \t]*=|export[ \t]*\{"
    r"|export[ \t]+default[ \t]+[\w$]+[ \t]*;?[ \t]*$)"
)
#: How many comment lines under a note are read for the definition under them.
_COMMENT_RUN = 40


def _definition_under_comments(
    content: str, line_end: int, indent: str, *, blank: bool = False
) -> bool:
    """Whether the first line under the comment run that holds the note ending at
    ``line_end`` (comment lines, a block comment's lines: a JSDoc block, more lines of the
    note) opens a definition (:data:`_OPENS_DEFINITION`) at the note's indentation ``indent``
    (a block comment's `` * `` lines stand one blank in: its opening's indentation counts).
    A blank line ends the run: no definition; with ``blank`` (fix-cshape131: the note is the
    first line of a type's body, right under its ``{``) one blank line is passed, as models
    space a class."""
    if line_end == -1:
        return False
    offset = line_end + 1
    for _ in range(_COMMENT_RUN):
        next_end = content.find("\n", offset)
        line = content[offset : next_end if next_end != -1 else None]
        stripped = line.strip()
        if not stripped:
            if blank and next_end != -1:
                blank = False
                offset = next_end + 1
                continue
            return False
        if (
            stripped.startswith(_MARGIN_COMMENT_STARTS)
            or stripped == "*/"
            or (stripped.startswith("]") and _LUA_BLOCK_CLOSE.fullmatch(stripped) is not None)
        ):
            if next_end == -1:
                return False
            offset = next_end + 1
            continue
        own = line[: len(line) - len(line.lstrip(" \t"))]
        if _HEAD_PREFIX.fullmatch(stripped) is not None and next_end != -1:
            offset = next_end + 1  # ("[Obsolete]", "template <typename T>": the head is under)
            continue
        return (own == indent or (indent.endswith(" ") and own == indent[:-1])) and (
            _OPENS_DEFINITION.match(content, offset + len(own)) is not None
            or _DEFINITION_OF.match(content, offset) is not None
            or _OTHER_HEAD.match(content, offset + len(own)) is not None
        )
    return False


#: (fix-heads83) A line over a definition's head that belongs to it: a C# attribute
#: (``[Obsolete]``), a C++ template head (``template <typename T>``).
_HEAD_PREFIX = re.compile(r"\[[^\[\]\n]{1,200}\]|template[ \t]*<[^\n]{0,200}>")


def _alone_at_margin(content: str, line_start: int, line_end: int) -> bool:
    """Whether the comment line at ``line_start`` stands alone between blank lines at the
    margin, or one level in among definitions (:func:`_among_definitions`). The file's first
    line (after a byte order mark) and its end are margins too, and so is a block's last
    line above its close (:func:`_closes_below`)."""
    first = line_start == 0 or (line_start == 1 and content.startswith("\ufeff"))
    above = "" if first else content[content.rfind("\n", 0, line_start - 1) + 1 : line_start - 1]
    below_end = -1 if line_end == -1 else content.find("\n", line_end + 1)
    below = "" if line_end == -1 else content[line_end + 1 : below_end if below_end != -1 else None]
    line = content[line_start : line_end if line_end != -1 else None]
    indent = line[: len(line) - len(line.lstrip(" \t"))]
    if above.strip() or (below.strip() and not _closes_below(below, indent)):
        return False
    return not indent or _among_definitions(content, line_start, line_end, indent)


def _closes_below(below: str, indent: str) -> bool:
    """Whether ``below``, the line under an indented comment, closes the block the comment
    stands in (``}``, ``end``, less indented): the comment is then the block's last member."""
    return (
        bool(indent)
        and below.strip() in ("}", "};", "},", "end", "end;")
        and len(below) - len(below.lstrip(" \t")) < len(indent)
    )


def _among_definitions(
    content: str,
    line_start: int,
    line_end: int,
    indent: str,
    definition: re.Pattern[str] = _OPENS_DEFINITION,
) -> bool:
    """Whether the comment line at ``line_start``, indented by ``indent``, stands at the
    margin of a class's members: the nearest line below at the same indentation (past comment
    lines, which belong to the definition under them) opens a definition (``definition``,
    :data:`_OPENS_DEFINITION` unless told), or the nearest line above at that indentation
    does (past the close of a member, ``}``, to its opening line, and past the member's
    deeper body). The class may end below (a less indented line, or the file's end): the line
    above decides. A comment inside a function's body has statements around it. (Read within
    a bounded distance of the comment.)"""

    def level(line: str) -> str:
        """Where ``line`` is: at the comment's indentation, deeper, less or blank."""
        if not line.strip():
            return "blank"
        if line.startswith(indent):
            return "deeper" if line[len(indent) : len(indent) + 1] in (" ", "\t") else "same"
        return "less"

    def opens(offset: int) -> bool:
        return definition.match(content, offset + len(indent)) is not None

    if line_end != -1:
        offset = line_end + 1
        bound = min(len(content), offset + _NEAR_DEFINITIONS)
        while offset < bound:
            next_end = content.find("\n", offset, bound)
            if next_end == -1:
                next_end = bound
            line = content[offset:next_end]
            found = level(line)
            if found == "same" and not line.lstrip().startswith(_MARGIN_COMMENT_STARTS):
                if opens(offset):
                    return True
                break
            if found in ("deeper", "less"):
                break
            offset = next_end + 1
    above = content[max(0, line_start - _NEAR_DEFINITIONS) : line_start]
    offset = line_start
    lines = above.split("\n")
    if line_start > _NEAR_DEFINITIONS:
        lines = lines[1:]  # (a line cut by the bound)
    for line in reversed(lines[:-1] if lines and lines[-1] == "" else lines):
        offset -= len(line) + 1
        found = level(line)
        stripped = line.strip()
        if found == "same" and (
            stripped in ("}", "};", "},", "end")
            or stripped.startswith(_MARGIN_COMMENT_STARTS)
            or stripped in _ACCESS_LINES
        ):
            # (the close of the member above: its opening line decides; fix-notes155: so does
            # the line over Ruby's "private" alone)
            continue
        if found == "same":
            return opens(offset) or _in_type_body(content, line_start)
        if found == "less":
            # (a close at the margin, "}", ends a top-level block: a comment indented under it
            # stands at the top level, among the definitions, whatever its indentation)
            return line in ("}", "};", "}\r", "};\r") or _in_type_body(content, line_start)
    return _in_type_body(content, line_start)


#: (fix-notes155) Ruby's access keywords alone on their line, among a class's members.
_ACCESS_LINES = frozenset(
    {"private", "protected", "public", "private\r", "protected\r", "public\r"}
)


#: The line that opens a C-like type's body (a class's, an interface's, a struct's, an
#: enum's, a record's): its members are fields and properties as much as methods.
_TYPE_OPENING = re.compile(
    r"[^\n]*?\b(?:class|interface|struct|enum|record|trait|object)\b[^\n(=]*$"
)


@functools.lru_cache(maxsize=4)
def _has_brace(content: str) -> bool:
    """Whether ``content`` holds a ``{``: found once per file."""
    return "{" in content


def _in_type_body(content: str, line_start: int) -> bool:
    """Whether the line at ``line_start`` stands right in a C-like type's body (the innermost
    block of :func:`_braces` opens on a line that declares a class, an interface, a struct:
    ``public class User {``, ``type User struct {``, or a ``{`` alone under such a line): a
    note there among fields (``private int id;``, ``Id { get; set; }``) speaks of members,
    as among methods (fix-place69). (Whether the file has a brace is found once per file:
    a search per note would cost a pass each.)"""
    if not _has_brace(content):
        return False
    blocks, _ = _braces(content)
    opened = _block_at(blocks, line_start)
    if opened == -1:
        return False
    line_start_of = content.rfind("\n", 0, opened) + 1
    line = content[line_start_of:opened]
    if not line.strip() and line_start_of:
        line = content[content.rfind("\n", 0, line_start_of - 1) + 1 : line_start_of - 1]
    return _TYPE_OPENING.match(line.rstrip()) is not None


#: How a comment line starts (after its indentation), in any language of the margin rule.
_MARGIN_COMMENT_STARTS = ("#", "//", "/*", "*", "--", ";")


#: A word of code (a name's parts: ``cls.method`` is ``cls`` and ``method``).
_WORD = re.compile(r"\w+")


#: What defines a name in most languages, at a line's start that is no comment's: a
#: definition keyword and its name (``def g``,
#: ``class K``, ``function g``, ``const g``), assignment targets at a line's start (``g = ``,
#: ``g, k = ``, ``g: int = ``), the names an import binds (``import g``, ``from m import g,
#: k``, ``as g``), loop targets (``for g in``), a function's parameters, a JS method
#: (``  g(a) {``), a shell function (``g() {``). A chain binds each of its targets
#: (``g = k = 0``).
_DEFINES = re.compile(
    # (each at a line's start, a comment line excluded: "# def g", "// let g" name no code)
    r"^(?![ \t]*(?:#|//|/?\*|--|;))[ \t]*"
    r"(?:(?:export|default|async|pub(?:\([^)\n]*\))?|static|public|private|protected|final"
    r"|abstract|override|inline|extern|unsafe|declare|get|set)[ \t]+)*"
    r"(?:(?:def|defp|defmacrop?|defdelegate|defguardp?|class|function\*?|func|fn|struct"
    r"|interface|type|enum|trait|module|sub|const|let|var|val|local"
    r"|proc|iterator|template)[ \t]+\*?"  # (fix-notes185: Nim's definitions)
    r"(?P<one>(?:self\.)?[A-Za-z_$][\w$]*[?!]?)(?:[ \t]*\((?P<params>[^)\n]*)\))?"
    r"|(?P<targets>[A-Za-z_$][\w$]*(?:[ \t]*,[ \t]*[A-Za-z_$][\w$]*)*"
    r"(?:[ \t]*=[ \t]*[A-Za-z_$][\w$]*(?:[ \t]*,[ \t]*[A-Za-z_$][\w$]*)*)*)[ \t]*(?::[^=\n]*)?"
    r"(?:=(?!=)|\([^)\n]*\)[ \t]*\{"
    # (fix-notes185: Julia's one-line definition, "g(f) = f !== nothing", "g(f)::Bool = true")
    r"|(?<=[\w$!])\([^)\n]*\)[ \t]*(?:::[^=\n]*)?=(?![=>]))"
    # unpacking in brackets: "(w, h) = ", "[w, h] = ", "const { w, h } = ", "let (w, h) = "
    r"|(?:(?:const|let|var|val)[ \t]+(?:mut[ \t]+)?)?[(\[{][ \t]*"
    r"(?P<unpacked>[A-Za-z_$][\w$]*(?:[ \t]*,[ \t]*[A-Za-z_$][\w$]*)*)[ \t]*,?[ \t]*[)\]}]"
    r"[ \t]*(?::[^=\n]*)?=(?!=)"
    r"|(?:from[ \t]+\S+[ \t]+)?import[ \t]+(?P<imported>[^\n;]+)"
    r"|(?:with|async[ \t]+with|except)\b[^\n]*?\bas[ \t]+(?P<alias>[A-Za-z_]\w*)"
    r"|[^\n]*?\bfor[ \t]*\(?[ \t]*(?:(?:const|let|var)[ \t]+)?"
    r"(?P<loop>\(?[ \t]*+[A-Za-z_]\w*(?:[ \t]*+\))?"
    r"(?:[ \t]*,[ \t]*\(?[ \t]*+[A-Za-z_]\w*(?:[ \t]*+\))?)*)\)?[ \t]+(?:in|of)\b)",
    re.MULTILINE,
)


#: Ruby's definitions by a list of symbols, at a line's start: ``attr_accessor :g, :k``
#: (attr_reader, attr_writer), ``alias_method :g, :k``, ``delegate :g, :k, to: :other``,
#: ``def_delegators :@items, :g, :k``, ``module_function :g``; and ``alias g k``.
_SYMBOL_DEFINES = re.compile(
    r"^[ \t]*(?:(?:attr_accessor|attr_reader|attr_writer|attr|alias_method|delegate"
    r"|def_delegators?|def_instance_delegators?|module_function|private_class_method"
    r"|public_class_method)[ \t(]+(?P<symbols>:@?\w+[?!=]?(?:[ \t]*,[ \t]*:@?\w+[?!=]?)*)"
    r"|alias[ \t]+(?P<alias>\w+[?!=]?[ \t]+\w+[?!=]?))",
    re.MULTILINE,
)


@functools.lru_cache(maxsize=4)
def _defined_names(
    content: str, *, python: bool = False, indent: str | None = None
) -> frozenset[str]:
    """The names ``content`` defines (:data:`_DEFINES`): found once per file. A Python file
    that parses is read by its syntax tree instead (:func:`_python_bindings`). With ``indent``
    (a margin note's scope), no function's parameters (a note stands for definitions, not for
    another function's parameters) and, when the note is indented, only the definitions at
    that indentation (a class's members, not the module's functions).
    Not inside a block comment (``/* import { g } from "x" */``, a usage example)."""
    if python:
        bound = _python_bindings(content)
        if bound is not None:
            return bound
    names: set[str] = set()
    comments = [] if python else [m.span() for m in _BLOCK_COMMENT.finditer(content)]
    for found in _DEFINES.finditer(content):
        if comments and any(a < found.start() < b for a, b in comments):
            continue
        if indent and (
            not content.startswith(indent, found.start())
            or content[found.start() + len(indent)] in " \t"
        ):
            continue
        if found.group("targets") and _continues_call(content, found.start()):
            continue  # ("dict(\n    g=1,\n    k=2)": keyword arguments bind no name)
        groups = ("one", "targets", "unpacked", "imported", "alias", "loop")
        for group in groups if indent is not None else ("params", *groups):
            value = found.group(group)
            if value:
                names.update(_WORD.findall(value))
    for found in _SYMBOL_DEFINES.finditer(content):
        if not indent or (
            content.startswith(indent, found.start())
            and content[found.start() + len(indent)] not in " \t"
        ):
            names.update(_WORD.findall(found.group("symbols") or found.group("alias")))
    # (a walrus binds its name anywhere on a line: "if (n := 3) and (m := 4):", Go's "n :=";
    # a lambda its parameters: "lambda x, y:"; not on a comment line)
    for found in _WALRUS.finditer(content):
        line = content[content.rfind("\n", 0, found.start()) + 1 : found.start()].lstrip()
        if not line.startswith(("#", "//", "/*", "*", "--")):
            names.update(_WORD.findall(found.group(1) or found.group(2)))
    return frozenset(names)


def _python_bindings(content: str) -> frozenset[str] | None:
    """The names a Python module binds at its top level and in its classes' bodies (at any
    depth of classes): the union of its scopes (:func:`_python_scopes`). None when the file
    does not parse."""
    scopes = _python_scopes(content)
    if scopes is None:
        return None
    lambdas = _python_lambdas(content)
    return frozenset(name for scope in scopes for name in scope[3]).union(*lambdas.values())


#: The statements that open a scope of their own (see :func:`_python_lambdas`).
_DEFINITION_NODES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


@functools.lru_cache(maxsize=4)
def _python_lambdas(content: str, *, top: bool = False) -> dict[int, frozenset[str]]:
    """The parameters of a Python module's lambdas, by the lines each lambda spans (at most a
    few): a lambda's parameters are its own, they stand for code only on the lines next to
    it ("# x and y unchanged" under "add = lambda x, y: x + y"), not for a note far from it
    ("key=lambda load, save=None: load" at the top of the module, "# load and save unchanged"
    between two functions below). With ``top``, only the lambdas of the module's own
    statements: one inside a function or a class is no neighbour of a note at the margin
    (hunt82-scope). Read once; empty when the file does not parse."""
    tree = _python_tree(content)
    if tree is None:
        return {}
    found: dict[int, set[str]] = {}
    nodes: list[ast.AST] = [tree]
    while nodes:
        node = nodes.pop()
        if not (top and isinstance(node, _DEFINITION_NODES)):
            nodes.extend(ast.iter_child_nodes(node))
        if isinstance(node, ast.Lambda):
            names = {arg.arg for arg in ast.walk(node.args) if isinstance(arg, ast.arg)}
            last = min(node.end_lineno or node.lineno, node.lineno + _NOTE_REACH)
            for line in range(node.lineno, last + 1):
                found.setdefault(line, set()).update(names)
    return {line: frozenset(names) for line, names in found.items()}


@functools.lru_cache(maxsize=4)
def _python_functions(content: str) -> tuple[_Scope, ...]:
    """The functions of a Python module as scopes (:data:`_Scope`): the names each binds
    (nested functions and classes, assignment targets, imports, loop, ``with`` and
    ``except`` targets; its parameters), not a nested function's nor a class's. A note
    between the nested functions of a function stands for code of that function: another
    class's attributes or methods are not its (hunt66). Empty when the file does not parse."""
    tree = _python_tree(content)
    if tree is None:
        return ()
    found: list[_Scope] = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or not node.body:
            continue
        names = {arg.arg for arg in ast.walk(node.args) if isinstance(arg, ast.arg)}
        for stmt in node.body:
            names.update(_binds_name(stmt))
            for sub in _class_walk(stmt):
                names.update(_binds_name(sub))
                if isinstance(sub, ast.ExceptHandler) and sub.name:
                    names.add(sub.name)
        end = node.end_lineno or node.lineno
        found.append((node.lineno, end, node.col_offset, frozenset(names), node.body[0].col_offset))
    return tuple(found)


#: A scope of a module (its top level, or a class's body): its first and last line, the
#: class's indentation (-1 for the module), the names it binds, its body's indentation.
_Scope = tuple[int, int, int, frozenset[str], int]


@functools.lru_cache(maxsize=4)
def _python_tree(content: str) -> ast.Module | None:
    """The syntax tree of a Python file, parsed once (the rare path of a margin note), or
    None when it does not parse."""
    try:
        return ast.parse(content.lstrip("\ufeff"))
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None


@functools.lru_cache(maxsize=4)
def _python_scopes(content: str) -> tuple[_Scope, ...] | None:
    """The scopes of a Python module, the module's first: the names each binds (functions
    and classes, assignment targets, imports, loop, ``with`` and ``except`` targets,
    walruses, a lambda's parameters; not a function's locals or parameters, not a keyword
    argument, not the text of a string). What binds nothing when the module runs is left
    out: the body of ``if TYPE_CHECKING:``, and what a ``try:`` whose handler catches an
    ImportError binds and its handlers do not (``from _pickle import PickleError`` with
    ``except ImportError: pass``: without the accelerator the name is unbound). None when
    the file does not parse. (Read only when a margin comment has been found: the rare
    path.)"""
    tree = _python_tree(content)
    if tree is None:
        return None
    found: list[_Scope] = []
    scopes: list[tuple[ast.AST, int, int, int, int]] = [(tree, 0, content.count("\n") + 1, -1, 0)]
    while scopes:
        scope, first, last, column, body = scopes.pop()
        for node in _class_walk(scope):
            if isinstance(node, ast.ClassDef):
                end = node.end_lineno or node.lineno
                inner = node.body[0].col_offset if node.body else -1
                scopes.append((node, node.lineno, end, node.col_offset, inner))
        found.append((first, last, column, _bound_in_scope(scope), body))
    return tuple(found)


def _bound_in_scope(scope: ast.AST) -> frozenset[str]:
    """The names a module's or a class's body binds (see :func:`_python_scopes`)."""
    names: set[str] = set()
    for node in _class_walk(scope):
        names.update(_binds_name(node))
        if isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
    return frozenset(names - _unsure_bindings(scope))


@functools.lru_cache(maxsize=4)
def _function_classes(content: str) -> tuple[_Scope, ...]:
    """The classes a Python module defines inside its functions (``def make(): class A:``),
    as scopes (:data:`_Scope`): a note among such a class's members stands for its code.
    Empty when the file does not parse."""
    tree = _python_tree(content)
    if tree is None:
        return ()
    found: list[_Scope] = []
    stack: list[tuple[ast.AST, bool]] = [(tree, False)]  # (a node, whether a function holds it)
    while stack:
        node, held = stack.pop()
        if held and isinstance(node, ast.ClassDef) and node.body:
            end = node.end_lineno or node.lineno
            names = _bound_in_scope(node)
            found.append((node.lineno, end, node.col_offset, names, node.body[0].col_offset))
        held = held or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        stack.extend((child, held) for child in ast.iter_child_nodes(node))
    return tuple(found)


def _unsure_bindings(scope: ast.AST) -> set[str]:
    """The names ``scope`` binds only under ``if TYPE_CHECKING:`` or in a ``try:`` body whose
    handler catches an ImportError (and not elsewhere in the scope): see
    :func:`_python_scopes`."""
    unsure: set[str] = set()
    sure: set[str] = set()
    for node in _class_walk(scope):
        parts: list[tuple[list[ast.stmt], bool]] = []
        if isinstance(node, ast.If) and _names_type_checking(node.test):
            parts = [(node.body, False)]
        elif isinstance(node, ast.Try) and any(
            _catches_import_error(handler) for handler in node.handlers
        ):
            parts = [(node.body, False)] + [(h.body, True) for h in node.handlers]
        for body, binds in parts:
            bound = _bound_in(body)
            (sure if binds else unsure).update(bound)
    if not unsure:
        return unsure
    # (a name bound under the guard and elsewhere in the scope is bound)
    elsewhere: set[str] = set()
    guarded: set[int] = set()
    for node in _class_walk(scope):
        if (isinstance(node, ast.If) and _names_type_checking(node.test)) or (
            isinstance(node, ast.Try) and any(_catches_import_error(h) for h in node.handlers)
        ):
            for body in [node.body]:
                for stmt in body:
                    guarded.update(id(sub) for sub in _class_walk(stmt))
                    guarded.add(id(stmt))
    for node in _class_walk(scope):
        if id(node) not in guarded:
            elsewhere.update(_binds_name(node))
    return unsure - sure - elsewhere


def _binds_name(node: ast.AST) -> tuple[str, ...]:
    """The name ``node`` binds in its scope: a def's or a class's, an assignment's target,
    an import's; none for any other node."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return (node.name,)
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
        return (node.id,)
    if isinstance(node, ast.alias):
        return ((node.asname or node.name).split(".")[0],)
    return ()


def _bound_in(body: list[ast.stmt]) -> set[str]:
    """The names the statements ``body`` bind (at their scope's level)."""
    return {
        name for stmt in body for node in [stmt, *_class_walk(stmt)] for name in _binds_name(node)
    }


def _names_type_checking(test: ast.expr) -> bool:
    """Whether ``test`` is ``TYPE_CHECKING`` or ``typing.TYPE_CHECKING``."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    """Whether ``handler`` catches an ImportError (or a ModuleNotFoundError)."""
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(
        isinstance(kind, ast.Name) and kind.id in ("ImportError", "ModuleNotFoundError")
        for kind in kinds
    )


def _indent_at(content: str, line_start: int) -> str:
    """The indentation of the line at ``line_start``."""
    end = content.find("\n", line_start)
    line = content[line_start : end if end != -1 else None]
    return line[: len(line) - len(line.lstrip(" \t"))]


def _scope_names(
    content: str, line_start: int, indent: str, *, python: bool = False
) -> frozenset[str]:
    """The names bound in the scope of the margin comment at ``line_start`` (indented by
    ``indent``): a note stands for code of its own scope. At the margin, the module's
    top-level names (not a class's methods); one level in, the members of the class whose
    body holds the line (not the module's functions, not another class's methods). A Python
    file that parses is read by its scopes (:func:`_python_scopes`); any other file by the
    definitions at the note's own indentation (:func:`_defined_names`). Python's dialects
    bind by forms of their own too (:func:`_bound_by_dialect`: a ``.pyx`` or ``.bzl`` file is
    read by the search; found once per file, in any file a note gets this far in)."""
    names = _names_of_scope(content, line_start, indent, python=python)
    dialect = _bound_by_dialect(content)
    # (a union only when the dialect binds something: a copy of a scope's names per note
    # would cost the scope's size per note)
    return names | dialect if dialect else names


def _names_of_scope(
    content: str, line_start: int, indent: str, *, python: bool = False
) -> frozenset[str]:
    """:func:`_scope_names` without the dialects' bindings."""
    scopes = _python_scopes(content) if python else None
    if scopes is None:
        if not python and content.startswith("//", line_start + len(indent)):
            braced = _brace_scope_names(content, line_start, indent)
            if braced is not None:
                return braced
        return _defined_names(content, python=python, indent=indent)
    if not indent:
        # (and the members of a class that ends right above the note, only blank and comment
        # lines between: "# width and height stay the same" under a dataclass's fields)
        starts = _line_starts(content)
        code = line_start  # (the nearest line above that is code: past blanks and comments,
        for _ in range(_NOTE_REACH):  # a few lines at most: linear however many notes)
            if code == 0:
                break
            code = content.rfind("\n", 0, code - 1) + 1
            row = content[code : content.find("\n", code)]
            if row.strip() and not row.lstrip().startswith("#"):
                break
        else:
            return scopes[0][3]
        line = bisect.bisect_right(starts, code)
        lambdas = _python_lambdas(content, top=True).get(line, frozenset())
        starts, classes, parents = _scope_index(content, False)
        index = bisect.bisect_right(starts, line) - 1
        while index != -1 and parents[index] != -1:  # (its outermost class: the one at the margin)
            index = parents[index]
        if index != -1 and classes[index][2] == 0 and classes[index][1] >= line:
            return scopes[0][3] | classes[index][3] | lambdas
        return scopes[0][3] | lambdas
    holding = _holding_class(content, line_start, indent, functions=True)
    if holding is None:
        return _defined_names(content, python=python)
    return holding[3]


#: What the JavaScript lexer (:func:`_js_lexed`) stops at: in code, a comment (ECMAScript's
#: HTML-like ones of a script too, Annex B: "<!--" anywhere, "-->" first on a line, each to its
#: line's end), a string, a template string, a slash (a regular expression or a division), a
#: brace or a parenthesis (to know the ")" closing an if/while/for head); in a template
#: string's text, an escape, its closing backquote or a "${" opening an expression.
_JS_CODE_TOKEN = re.compile(r"//|/\*|<!--|^[ \t]*+-->|['\"`/{}()]", re.MULTILINE)
_JS_TEMPLATE_TOKEN = re.compile(r"\\.|`|\$\{", re.DOTALL)
_JS_QUOTED = {
    "'": re.compile(r"'(?:[^'\\\n]|\\.)*+'", re.DOTALL),
    '"': re.compile(r'"(?:[^"\\\n]|\\.)*+"', re.DOTALL),
}
#: The words after which a slash opens a regular expression literal, not a division.
_JS_REGEX_WORDS = _word_set(
    "return typeof case in of void delete throw new yield await else do instanceof"
)
_JS_WORD_BEFORE = re.compile(r"[A-Za-z_$][\w$]*\Z")
#: The words whose parenthesised head a statement follows: a slash after its ")" opens a
#: regular expression (``if (x) /}/.test(s)``), after any other ")" it divides.
_JS_HEAD_WORDS = _word_set("if while for with")


def _js_word_before(code: str, start: int) -> str:
    """The word right before ``start`` of ``code`` (spaces between), or ""."""
    back = start - 1
    while back >= 0 and code[back] in " \t\r\n":
        back -= 1
    word = _JS_WORD_BEFORE.search(code, max(0, back - 11), back + 1) if back >= 0 else None
    return "" if word is None else word.group()


def _js_regex_may_start(
    code: str, start: int, comments: dict[int, int] | None = None, head_close: int = -1
) -> bool:
    """Whether a slash at ``start`` of ``code`` may open a regular expression literal: after
    nothing, an operator, an opening bracket, the ")" of an if/while/for head (at
    ``head_close``), or a word such as ``return`` (after a value, a name or any other closing
    bracket, it divides). The comments between are stepped over (``comments`` maps where
    each ends to where it starts): ``= /* brace */ /}/`` opens one."""
    back = start - 1
    while back >= 0:
        if code[back] in " \t\r\n":
            back -= 1
        elif comments is not None and back + 1 in comments:
            back = comments[back + 1] - 1
        else:
            break
    if back < 0 or code[back] in _BEFORE_REGEX or back == head_close:
        return True
    word = _JS_WORD_BEFORE.search(code, max(0, back - 11), back + 1)
    return word is not None and word.group() in _JS_REGEX_WORDS


@functools.lru_cache(maxsize=4)
def _js_lexed(code: str) -> tuple[tuple[int, int], ...]:
    """The spans of a C-like file's (JavaScript's) comments, strings, regular expression
    literals and template strings, in order, in one pass: a template string is one span with
    the expressions of its "${...}" (nested template strings, braces, strings, comments and
    regular expressions in them, of any depth), so a "}" in "`${a ? `}` : b}`" or in
    "/\\{([^}]+)\\}/g" closes no block; a slash opens a regular expression only where one may
    start (:func:`_js_regex_may_start`), closed on its line, else it divides. A quote not
    closed on its line opens no string. Each token is read once: linear."""
    spans: list[tuple[int, int]] = []
    comments: dict[int, int] = {}  # (where each comment ends: where it starts)
    heads: list[bool] = []  # per open "(": whether it opens an if/while/for head
    head_close = -1  # (where the last ")" closing such a head is)
    stack: list[int] = []  # per open template: -1 in its text, else the depth of "{" in "${"
    opened = 0  # (where the outermost template string opened)
    at = 0
    end = len(code)
    while at < end:
        if stack and stack[-1] == -1:
            found = _JS_TEMPLATE_TOKEN.search(code, at)
            if found is None:
                spans.append((opened, end))
                break
            token = found.group()
            at = found.end()
            if token == "`":
                stack.pop()
                if not stack:
                    spans.append((opened, at))
            elif token == "${":
                stack.append(0)
            continue
        found = _JS_CODE_TOKEN.search(code, at)
        if found is None:
            if stack:
                spans.append((opened, end))
            break
        token = found.group()
        start = found.start()
        stop = -1
        if token == "//" or token == "<!--" or token.endswith("-->"):
            stop = code.find("\n", start)
            stop = end if stop == -1 else stop
            comments[stop] = start
        elif token == "/*":
            stop = code.find("*/", start + 2)
            stop = end if stop == -1 else stop + 2
            comments[stop] = start
        elif token in _JS_QUOTED:
            quoted = _JS_QUOTED[token].match(code, start)
            stop = quoted.end() if quoted is not None else -1
        elif token == "(":
            heads.append(_js_word_before(code, start) in _JS_HEAD_WORDS)
        elif token == ")":
            if heads and heads.pop():
                head_close = start
        elif token == "/":
            if _js_regex_may_start(code, start, comments, head_close):
                line_end = code.find("\n", start)
                line_end = end if line_end == -1 else line_end
                length = _regex_end(code[start:line_end], 0)
                stop = start + length if length != -1 else -1
        elif token == "`":
            if not stack:
                opened = start
            stack.append(-1)
            at = found.end()
            continue
        elif stack and token == "{":
            stack[-1] += 1
        elif stack and token == "}":
            if stack[-1] == 0:
                stack[-1] = -1  # (the "${...}" closes: back in the template's text)
            else:
                stack[-1] -= 1
        if stop == -1:
            at = found.end()
            continue
        if not stack:
            spans.append((start, stop))
        at = stop
    return tuple(spans)


def _js_masked(code: str) -> str:
    """``code`` with the text of its comments, strings, regular expressions and template
    strings (:func:`_js_lexed`) blanked past their first character, lines and offsets kept."""
    pieces = []
    last = 0
    for start, stop in _js_lexed(code):
        pieces.append(code[last : start + 1])
        pieces.append(_NOT_BLANK.sub(" ", code[start + 1 : stop]))
        last = stop
    pieces.append(code[last:])
    return "".join(pieces)


@functools.lru_cache(maxsize=4)
def _braces(content: str) -> tuple[list[tuple[int, int]], dict[int, frozenset[str]]]:
    """A C-like file's blocks, its comments' and strings' text blanked: the innermost block
    from each brace on, (offset, the offset of the "{" that opened it, -1 at the top level);
    and the names each block binds (:data:`_DEFINES`, no function's parameters). Found once
    per file."""
    masked = _js_masked(content)
    blocks: list[tuple[int, int]] = [(0, -1)]
    opened: list[int] = []
    for brace in re.finditer(r"[{}]", masked):
        if brace.group() == "{":
            opened.append(brace.start())
        elif opened:
            opened.pop()
        blocks.append((brace.end(), opened[-1] if opened else -1))
    names: dict[int, set[str]] = {}
    for found in _DEFINES.finditer(masked):
        if found.group("targets") and _continues_call(content, found.start()):
            continue
        bound = names.setdefault(_block_at(blocks, found.start()), set())
        for group in ("one", "targets", "unpacked", "imported", "alias", "loop"):
            value = found.group(group)
            if value:
                bound.update(_WORD.findall(value))
    return blocks, {block: frozenset(bound) for block, bound in names.items()}


def _block_at(blocks: list[tuple[int, int]], offset: int) -> int:
    """The innermost block at ``offset`` (``blocks`` of :func:`_braces`)."""
    return blocks[bisect.bisect_right(blocks, (offset, len(blocks) + offset + 2)) - 1][1]


def _brace_scope_names(content: str, line_start: int, indent: str) -> frozenset[str] | None:
    """The names a C-like file (JavaScript) binds in the block of its "//" note at
    ``line_start``: at the top level, the module's (not a class's methods, not a function's
    locals); in a class's body, that class's members. A template string's or a comment's
    text binds nothing. None when the braces disagree with the note's indentation (a brace
    in a regular expression literal): the note is then read by its indentation."""
    blocks, names = _braces(content)
    block = _block_at(blocks, line_start)
    if (block == -1) != (not indent):
        return None
    return names.get(block, frozenset())


#: How many lines above a margin note its class is looked for (blank and comment lines between).
_NOTE_REACH = 8


@functools.lru_cache(maxsize=4)
def _line_starts(content: str) -> list[int]:
    """Where each line of ``content`` starts (line ``n`` at index ``n - 1``): found once."""
    return [0, *(found.end() for found in re.finditer("\n", content))]


@functools.lru_cache(maxsize=4)
def _scope_index(content: str, functions: bool) -> tuple[list[int], list[_Scope], list[int]]:
    """The class scopes of a Python file (and its functions' with ``functions``), sorted by
    their first line: those first lines, the scopes, and each scope's parent (the index of the
    innermost scope that holds it, -1 at the top). Built once per file: a note looks up its
    scope by bisection and its parents, not by a search of every scope (linear however many
    notes and scopes)."""
    scopes = [*(_python_scopes(content) or ())[1:], *_function_classes(content)]
    if functions:
        scopes.extend(_python_functions(content))
    scopes.sort(key=lambda scope: (scope[0], -scope[1]))
    parents: list[int] = []
    open_scopes: list[int] = []
    for index, scope in enumerate(scopes):
        while open_scopes and scopes[open_scopes[-1]][1] < scope[0]:
            open_scopes.pop()
        parents.append(open_scopes[-1] if open_scopes else -1)
        open_scopes.append(index)
    return [scope[0] for scope in scopes], scopes, parents


def _holding_class(
    content: str, line_start: int, indent: str, *, functions: bool = False
) -> _Scope | None:
    """The innermost class (or function, with ``functions``) whose body holds the line at
    ``line_start``, indented by ``indent``; None when none does. The indentation is counted as
    the syntax tree counts its columns (a tab is one character) everywhere."""
    line = bisect.bisect_right(_line_starts(content), line_start)  # (found once per file)
    starts, scopes, parents = _scope_index(content, functions)
    width = len(indent)
    index = bisect.bisect_left(starts, line) - 1
    holding: _Scope | None = None
    while index != -1:  # (the scopes that may hold the line: the last one above and its parents)
        scope = scopes[index]
        if (
            scope[2] < width
            and (holding is None or (scope[2], scope[0]) > (holding[2], holding[0]))
            and _in_class_body(content, scope, line)
        ):
            holding = scope
        index = parents[index]
    return holding


def _among_python_members(content: str, line_start: int, indent: str) -> bool:
    """Whether the comment line at ``line_start`` (a Python file that parses) stands at the
    indentation of a class body's statements, in that body: among the class's members, be
    they methods, fields (``id: int``) or an Enum's members (``RED = 1``)."""
    scopes = _python_scopes(content)
    if scopes is None:
        return False
    holding = _holding_class(content, line_start, indent)
    # (the syntax tree's column counts a tab as one character: "\tdef f" is at column 1)
    return holding is not None and holding[4] == len(indent)


def _in_class_body(content: str, scope: _Scope, line: int) -> bool:
    """Whether ``line`` (1-based) is in the body of the class ``scope``: within its lines,
    or past its last statement with only blank lines, comments and deeper lines between."""
    if line <= scope[1]:
        return True
    starts = _line_starts(content)  # (the lines between, not the whole file split per note)
    lines = content[starts[scope[1]] : starts[line - 1]].split("\n")[:-1]
    return all(
        not text.strip()
        or text.lstrip().startswith("#")
        or len(text) - len(text.lstrip(" \t")) > scope[2]
        for text in lines
    )


#: The nodes whose names are their own (a function's locals, a comprehension's variables).
_OWN_SCOPES = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.Lambda,
    ast.ClassDef,
    ast.ListComp,
    ast.SetComp,
    ast.DictComp,
    ast.GeneratorExp,
)


def _class_walk(node: ast.AST) -> list[ast.AST]:
    """The nodes under ``node`` (a module or a class), not entering a function's body nor a
    class's (those are read as scopes of their own, or not at all)."""
    found: list[ast.AST] = []
    stack = list(ast.iter_child_nodes(node))
    while stack:
        child = stack.pop()
        found.append(child)
        if isinstance(child, _OWN_SCOPES):
            continue
        stack.extend(ast.iter_child_nodes(child))
    return found


_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_WALRUS = re.compile(r"\b([A-Za-z_]\w*)[ \t]*:=|\blambda[ \t]+([\w, \t*]+):")


def _continues_call(content: str, line_start: int) -> bool:
    """Whether the line at ``line_start`` goes on a bracket the code line above opened or
    listed in (that line ends with "(" or ","): a keyword argument, not a statement. The code
    line above is read past comment lines, without its trailing comment and its backslash
    ("dict(  # settings", "g=2,  # second", "dict(a=1, \\")."""
    end = line_start
    for _ in range(8):  # (a few comment lines between the arguments)
        start = content.rfind("\n", 0, max(end - 1, 0)) + 1
        if end == 0:
            return False
        line = content[start : end - 1].strip()
        end = start
        if not line or line.startswith(_MARGIN_COMMENT_STARTS):
            if not line:
                return False
            continue
        code = _TRAILING_CODE_COMMENT.sub("", line).rstrip().removesuffix("\\").rstrip()
        return code.endswith(("(", ","))
    return False


#: A comment after code on its line ("g=2,  # second", "f(  // the settings"): a blank, the
#: marker, then words without a quote (a marker in a string is no comment's).
_TRAILING_CODE_COMMENT = re.compile(r"[ \t]+(?:#|//)[^\"'\n]*$")


def _stands_for_code(
    content: str, line_start: int, line_end: int, words: str, *, python: bool = False
) -> bool:
    """Whether the comment line from ``line_start`` (text from its first word ``words``)
    stands for left-out code by what it names (see the notes above)."""
    stripped = words.rstrip(_CLOSE)
    if words.startswith("()", len(stripped)):
        stripped += "()"  # (a call's parentheses end the last name: "# keep b() and c()")
    text = " ".join(stripped.split())
    english = _english_note(text)  # (fix-names174: a state in another language)
    if (
        (
            " and " in text
            or (english is not None and " and " in english)
            # (fix-notes177: hunt140-onenameforeign, one name beside a kind of another
            # language, "fonction submit inchangée" read as "class submit unchanged")
            or (
                not python and english is not None and _MARGIN_KIND_WORD.search(english) is not None
            )
            or ", " in text
            or "/" in text
            or " & " in text
            or " and " in _note_normal(text)
            # (fix-scope133: one name as code, a kind beside it, a call, a verb of keeping)
            or (
                not python
                and (
                    "()" in text
                    or ("(" in text and _NOTE_CALL.search(text) is not None)  # (fix-notes177)
                    or _MARGIN_KIND_WORD.search(text) is not None
                    or text.lower().startswith(_NAME_VERB_STARTS)
                    or _BARE_ONE_NAME.fullmatch(text) is not None
                )
            )
        )
        and _names_then_state(content, line_start, line_end, " ".join(words.split()), python=python)
        and not _in_python_string(content, line_start, python=python)
    ):
        return True
    lowered = text.lower()
    weak = lowered in _WEAK
    stated_first = (
        _STATE_THEN_NAMES.fullmatch(text) if ":" in text and len(text) <= _LONGEST_ELISION else None
    )
    if not (
        weak
        or stated_first is not None
        or "()" in text
        or lowered.endswith(" here")
        or lowered.startswith(_NAME_VERB_STARTS)
    ):
        return False  # (cheap: most comments name nothing so)
    if _next_to_comments(content, line_start, line_end) and not (
        weak and _under_one_sentence(content, line_start, line_end)
    ):
        return False  # (a line of a comment of several lines: "# Compare:\n# keep b()\n...")
    if _in_python_string(content, line_start, python=python):
        return False  # (a line of a docstring's example: "# Etc." closing a class shown)
    if weak:
        return True
    if stated_first is not None:
        # ("# unchanged: g, k": the state, then the names of the code left out, none of them
        # defined or given a value anywhere in the file; "# unchanged: lo, hi" in a loop names
        # its variables)
        names = [
            name.strip("`") for name in _NAME_SEPARATOR.split(stated_first.group("names")) if name
        ]
        return not any(
            _defined(content, name.removesuffix("()"))
            or _assigned(content, name.removesuffix("()"))
            for name in names
        )
    found = _NAMES_STANDING.fullmatch(text) if len(text) <= _LONGEST_ELISION else None
    if found is None:
        return False
    listed = found.group("kept") or found.group("placed") or found.group("stated")
    names = [name.strip("`") for name in _NAME_SEPARATOR.split(listed) if name]
    calls = all(name.endswith("()") for name in names)
    kind = _KIND_WORD.search(text) is not None
    # ("# value unchanged", "# keep b and c", "# keep alive": words of a sentence; calls or a
    # kind of code say the words are names of code)
    if not (calls or kind or (found.group("placed") is not None and len(names) > 1)):
        # ("# keep g and k" alone between blank lines at the margin, a list of names the file
        # defines nowhere: the list says they are names, as for "# g and k unchanged")
        return (
            found.group("kept") is not None
            and len(names) > 1
            and _alone_at_margin(content, line_start, line_end)
            and not any(
                part
                in _scope_names(content, line_start, _indent_at(content, line_start), python=python)
                for name in names
                for part in _WORD.findall(name)
            )
        )
    if not _elision_state(words) and _next_line_calls(content, line_end, names):
        return False  # ("# keep os.fsync() here" above the call itself: a note on that code)
    return not any(_defined(content, name.removesuffix("()")) for name in names)


def _assigned(content: str, name: str) -> bool:
    """Whether ``content`` gives ``name`` (its last part) a value anywhere, a local variable
    too (``lo = 0`` in a function)."""
    last = re.escape(name.rsplit(".", 1)[-1])
    return re.search(rf"(?<![\w.]){last}[ \t]*(?::[^=\n]*)?=(?!=)", content) is not None


def _next_line_calls(content: str, line_end: int, names: list[str]) -> bool:
    """Whether the next line holding anything calls one of ``names`` (by its whole name)."""
    if line_end == -1:
        return False
    following = content[line_end + 1 : line_end + 1 + 2 * _LONGEST_ELISION].lstrip(" \t\r\n")
    line = following.split("\n", 1)[0]
    return any(
        re.search(rf"(?<![\w.]){re.escape(name.removesuffix('()'))}[ \t]*\(", line)
        for name in names
    )


def _under_one_sentence(content: str, line_start: int, line_end: int) -> bool:
    """Whether the comment line at ``line_start`` ("# etc") has no comment line after it and
    only one above it, a sentence of its own (ending with "."): a header comment kept of the
    code it stands for ("# Helpers for the parser.\n# etc"), not a list it closes."""
    if line_start == 0:
        return False
    marker = content[line_start : line_end if line_end != -1 else len(content)].lstrip(" \t")[:1]
    if line_end != -1 and content[line_end + 1 : line_end + 201].lstrip(" \t").startswith(marker):
        return False
    above_start = content.rfind("\n", 0, line_start - 1) + 1
    above = content[above_start : line_start - 1].strip()
    if not above.startswith(marker) or not above.endswith("."):
        return False
    if above_start == 0:
        return True
    two_above = content[content.rfind("\n", 0, above_start - 1) + 1 : above_start - 1]
    return not two_above.lstrip(" \t").startswith(marker)


# The strings of the last Python file asked about (the scan asks about one file at a time).
_STRINGS_READ: list[tuple[str, PythonStrings, int, int]] = []  # (content, strings, offset, row)


def _in_python_string(content: str, line_start: int, *, python: bool) -> bool:
    """Whether the line at ``line_start`` of a Python file lies inside a string over lines
    (a line of a docstring), as Python's tokenizer reads the file; False for any other file
    and when the tokenizer cannot read it (the exemption is refused: see
    :mod:`.python_strings`)."""
    if not python:
        return False
    if not (_STRINGS_READ and _STRINGS_READ[0][0] is content and _STRINGS_READ[0][2] <= line_start):
        _STRINGS_READ[:] = [(content, PythonStrings(content), 0, 1)]
    _, strings, offset, row = _STRINGS_READ[0]
    row += content.count("\n", offset, line_start)  # (counted on from the last line asked)
    _STRINGS_READ[:] = [(content, strings, line_start, row)]
    return strings.inside(row) is True


def _defined(content: str, name: str) -> bool:
    """Whether ``content`` defines ``name`` (its last part): a function, class or variable
    (an assignment only at the top level: a local variable of a function defines no name
    the file's other code can call)."""
    last = re.escape(name.rsplit(".", 1)[-1])
    return (
        re.search(
            rf"\b(?:def|class|function|func|fn|sub|struct|interface|type|const|let|var)"
            rf"[ \t]+\*?{last}\b|^{last}[ \t]*(?::[^=\n]*)?=(?!=)",
            content,
            re.MULTILINE,
        )
        is not None
    )


def _next_to_comments(content: str, line_start: int, line_end: int) -> bool:
    """Whether the line before or after the one at ``line_start`` starts with the comment
    marker it starts with (its first character)."""
    marker = content[line_start : line_end if line_end != -1 else len(content)].lstrip(" \t")[:1]
    if line_start > 0:
        before = content[content.rfind("\n", 0, line_start - 1) + 1 : line_start - 1]
        if before.lstrip(" \t").startswith(marker):
            return True
    return line_end != -1 and content[line_end + 1 : line_end + 201].lstrip(" \t").startswith(
        marker
    )


def _line_at(content: str, start: int) -> tuple[int, str]:
    line_number, column = line_column(content, start)
    line_start = start - column + 1
    line_end = content.find("\n", start)
    return line_number, content[line_start : line_end if line_end != -1 else len(content)].strip()


#: Documentation files: their code examples (fenced or indented) show code, elisions included
#: ("// ..." between two statements of an example), and are never code of the file itself.
# (One set: every Markdown suffix is a documentation page's.)
_DOCUMENTATION_SUFFIXES = _MARKDOWN_SUFFIXES | frozenset({"rst", "txt", "pod", "adoc"})
#: Perl files, whose POD sections (from a line "=head1", "=pod", ... to "=cut") are
#: documentation with examples of their own.
_POD_SUFFIXES = frozenset({"pl", "pm", "t"})
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_POD_COMMAND = re.compile(r"=[a-zA-Z]")


def _blanked(line: str) -> str:
    """``line`` with every character but its line break made a blank (positions stay)."""
    body = line.rstrip("\r\n")
    return " " * len(body) + line[len(body) :]


def _markdown_examples_blanked(content: str) -> str:
    """``content`` with the lines inside fenced code blocks and indented code blocks (after a
    blank line) blanked out."""
    out: list[str] = []
    fence = ""
    indented_ok = True  # an indented line after a blank line (or another such line) is code
    for line in content.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        if fence:
            out.append(_blanked(line))
            stripped = body.strip()
            if stripped.startswith(fence) and not stripped.strip(fence[0]):
                fence = ""
            continue
        opening = _FENCE.match(body)
        if opening is not None:
            fence = opening.group(1)
            out.append(line)
            continue
        if indented_ok and body.strip() and body.startswith(("    ", "\t")):
            out.append(_blanked(line))
            continue
        out.append(line)
        indented_ok = not body.strip()
    return "".join(out)


def _indented_examples_blanked(content: str) -> str:
    """``content`` with its indented lines blanked out (reStructuredText's literal blocks,
    the examples of a text or POD page)."""
    return "".join(
        _blanked(line) if line.startswith((" ", "\t")) and line.strip() else line
        for line in content.splitlines(keepends=True)
    )


# A reStructuredText line that opens a literal block: a paragraph ending "::" or a directive
# of code ("code-block", "code", "sourcecode", "literalinclude", "doctest", "parsed-literal").
# Other directives ("note", "warning") hold text of the page, read as such.
_RST_DIRECTIVE = re.compile(r"[ \t]*\.\. [\w:-]+::")
_RST_CODE_DIRECTIVE = re.compile(
    r"[ \t]*\.\. (?:code-block|code|sourcecode|literalinclude|doctest|parsed-literal|highlight"
    r"|ipython|jupyter-execute|testcode|testoutput)::"
)


def _rst_examples_blanked(content: str) -> str:
    """``content`` with the lines of its literal blocks (indented under a line ending "::"
    that is no directive of text, or under a code directive) blanked out."""
    out: list[str] = []
    literal_indent = -1  # the indentation of the line that opened the literal block
    for line in content.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        indent = len(body) - len(body.lstrip(" \t"))
        if literal_indent != -1 and (not body.strip() or indent > literal_indent):
            out.append(_blanked(line))
            continue
        literal_indent = -1
        stripped = body.rstrip()
        if stripped.endswith("::") and (
            not _RST_DIRECTIVE.match(body) or _RST_CODE_DIRECTIVE.match(body)
        ):
            literal_indent = indent
        out.append(line)
    return "".join(out)


# An AsciiDoc listing or literal block's delimiter line: "----" or "....", four or more.
_ASCIIDOC_DELIMITER = re.compile(r"(-{4,}|\.{4,})[ \t]*")


def _asciidoc_examples_blanked(content: str) -> str:
    """``content`` with the lines of its listing and literal blocks (between delimiter lines
    of four or more "-" or ".", ``[source,python]`` above them or not) and its indented
    literal lines blanked out."""
    out: list[str] = []
    delimiter = ""
    for line in content.splitlines(keepends=True):
        body = line.rstrip("\r\n")
        if delimiter:
            if body.rstrip(" \t") == delimiter:
                delimiter = ""
                out.append(line)
            else:
                out.append(_blanked(line))
            continue
        opening = _ASCIIDOC_DELIMITER.fullmatch(body)
        if opening is not None:
            delimiter = opening.group(1)
        out.append(line)
    return _indented_examples_blanked("".join(out))


def _pod_blanked(content: str) -> str:
    """``content`` with its POD sections (a line that starts with "=" and a letter, up to a
    line "=cut") blanked out."""
    out: list[str] = []
    in_pod = False
    for line in content.splitlines(keepends=True):
        if in_pod or _POD_COMMAND.match(line):
            in_pod = not line.startswith("=cut")
            out.append(_blanked(line))
        else:
            out.append(line)
    return "".join(out)


def _code_of(content: str, suffix: str) -> str:
    """The text the scan reads: ``content`` itself, or, for documentation and Perl, with
    its examples and POD blanked out (same length: positions stay those of ``content``)."""
    if suffix in _MARKDOWN_SUFFIXES:
        return _markdown_examples_blanked(content)
    if suffix == "rst":
        return _rst_examples_blanked(content)
    if suffix == "adoc":
        return _asciidoc_examples_blanked(content)
    if suffix in _DOCUMENTATION_SUFFIXES:
        return _indented_examples_blanked(content)
    if suffix in _POD_SUFFIXES and ("\n=" in content or content.startswith("=")):
        return _pod_blanked(content)
    return content


# Liquid's comment tags, read as Jinja's comment marks of the same length (positions kept).
_LIQUID_COMMENT = re.compile(r"\{%-?[ \t]*(end)?comment[ \t]*-?%\}")


def _liquid_comments(content: str) -> str:
    """``content`` with Liquid's ``{% comment %}`` and ``{% endcomment %}`` made ``{#`` and
    ``#}`` padded with blanks to their length."""
    return _LIQUID_COMMENT.sub(
        lambda m: (
            " " * (len(m.group()) - 2) + "#}" if m.group(1) else "{#" + " " * (len(m.group()) - 2)
        ),
        content,
    )


_LONE_CR = re.compile(r"\r(?!\n)")


def _as_lines(content: str, suffix: str = "") -> str:
    """``content`` with each lone carriage return (the old Mac line end) read as a line feed,
    offsets kept: the scan reads lines by ``\n``, and a file whose lines end in ``\r`` is
    read line by line as its reader split it (a CRLF line already ends in ``\n``). In a
    JavaScript or TypeScript file (``suffix``), U+2028 and U+2029 end a line too: ECMAScript
    reads them as line terminators (a ``//`` comment ends there), so a note between them is
    on a line of its own. (An ASCII text holds neither: one quick test for most files.)"""
    if "\r" in content:
        content = _LONE_CR.sub("\n", content)
    if (
        not content.isascii()
        and (suffix in _JS_SUFFIXES or suffix in _SCRIPT_PAGE_SUFFIXES)
        and ("\u2028" in content or "\u2029" in content)
    ):
        if suffix in _JS_SUFFIXES or suffix == "es6":  # (.es6: a JavaScript module)
            content = content.translate(_JS_LINE_ENDS)
        else:
            content = _script_lines(content)
    return content


#: ECMAScript's line terminators beside CR and LF (LINE SEPARATOR, PARAGRAPH SEPARATOR).
_JS_LINE_ENDS = {0x2028: "\n", 0x2029: "\n"}
#: Files whose <script> elements hold JavaScript (a page, a Vue or Svelte component), and the
#: ECMAScript 6 module suffix.
_SCRIPT_PAGE_SUFFIXES = frozenset({"html", "htm", "xhtml", "vue", "svelte", "es6"})  # (+.es6)


def _script_lines(content: str) -> str:
    """``content`` with U+2028 and U+2029 read as line ends inside its ``<script>`` elements
    (JavaScript, as :func:`_as_lines` reads a .js file), offsets kept. One pass: an element
    left open runs to the end of the text, as a browser reads it."""
    lower = content.lower()
    pieces: list[str] = []
    done = 0
    while True:
        start = lower.find("<script", done)
        if start == -1:
            break
        opened = lower.find(">", start)
        if opened == -1:
            break
        end = lower.find("</script", opened)
        stop = len(content) if end == -1 else end
        pieces.append(content[done : opened + 1])
        pieces.append(content[opened + 1 : stop].translate(_JS_LINE_ENDS))
        done = stop
        if end == -1:
            break
    pieces.append(content[done:])
    return "".join(pieces)


# The comment syntaxes of a page's template languages, ONE table (every page reads every row:
# a ".html" view may be Jinja, Go, Handlebars or Django; a Rails view ERB; a Laravel view
# Blade): each comment of another shape than "<!-- -->", on one line or over a few, and each
# code island that prints nothing and holds only a comment, is read as the "<!-- -->" comment
# it is (its words on its first line, offsets kept), so every note search of a page reads it:
# PHP's "<?php // ... ?>", "<? /* */ ?>", "<?PHP # ?>", "<?= /* */ ?>"; Django's "{% comment
# %}...{% endcomment %}"; Go's "{{/* */}}", "{{- /* */ -}}"; Handlebars' "{{!-- --}}",
# "{{~!-- --~}}", "{{! }}"; Jinja's, Twig's, Nunjucks' "{# #}"; Liquid's "{% # %}"; ERB's and
# EJS's "<%# %>", "<% # %>", "<%_ // _%>", "<% /* */ %>"; JSP's "<%-- --%>"; Razor's "@* *@",
# "@{ /* */ }", "@{ // }"; Blade's "{{-- --}}", "@php // @endphp"; Mako's "<%doc></%doc>";
# and "<!-- -->" itself over lines. (Haml's, Slim's and Pug's comment lines are read by their
# markers; a marker alone on a line over an indented block, by :func:`_indented_comments`.)
# A comment over four lines or more, or of more than 400 characters, is read only when its
# words are short and hold no markup (a note broken over lines, "NOTE: the rest of the page
# ... is unchanged"): otherwise it is commented-out markup, left as it is.
_C_COMMENT_BODY = r"((?:[^*]|\*(?!/)){0,400}?)\*/"
_PAGE_COMMENT_FORMS_OVER_LINES = (
    r"<\?(?:[pP][hH][pP]\b|=)?[ \t]*+(?://|#)([^\n]{0,400}?)\?>",
    r"<\?(?:[pP][hH][pP]\b|=)?\s*+/\*" + _C_COMMENT_BODY + r"\s*+\?>",
    r"\{%-?[ \t]*+comment\b[^%\n]*+%\}(.{0,400}?)\{%-?[ \t]*+endcomment[ \t]*+-?%\}",
    r"\{%-?[ \t]*+#([^\n]{0,400}?)-?%\}",
    r"\{\{-?[ \t]*+/\*" + _C_COMMENT_BODY + r"[ \t]*+-?\}\}",
    r"\{\{~?!--(.{0,400}?)--~?\}\}",
    r"\{\{~?!(?!--)([^{}]{0,400}?)~?\}\}",
    r"\{#-?(.{0,400}?)-?#\}",
    r"\{\{--(.{0,400}?)--\}\}",
    r"<%--(.{0,400}?)--%>",
    r"<%#(.{0,400}?)[-_]?%>",
    r"<%[-_=]?[ \t]*+(?://|#)([^\n]{0,400}?)[ \t]*+[-_]?%>",
    r"<%[-_=]?\s*+/\*" + _C_COMMENT_BODY + r"\s*+[-_]?%>",
    r"@\*(.{0,400}?)\*@",
    r"@\{\s*+/\*" + _C_COMMENT_BODY + r"\s*+\}",
    r"@\{[ \t]*+//([^\n]{0,400}?)\n\s*+\}",
    r"@php\s*+(?://|#)([^\n]{0,400}?)[ \t]*+@endphp",
    r"@php\s*+/\*" + _C_COMMENT_BODY + r"\s*+@endphp",
    r"<%doc>(.{0,400}?)</%doc>",
    r"<!--((?:[^\n-]|-(?!->))*+\n.{0,400}?)-->",  # (over lines: on one line it is read as it is)
    # (fix-pages90: on one line when it holds an aside, in brackets or between dashes, read
    # without it when the words are a note without it: "rest of the page (nav) unchanged")
    r"<!--((?:[^\n(\u2014\u2013-]|-(?!->))*+[(\u2014\u2013](?:[^\n-]|-(?!->))*+)-->",
)
_PAGE_COMMENT_SYNTAX = re.compile("|".join(_PAGE_COMMENT_FORMS_OVER_LINES), re.DOTALL)
#: The pages read by it: the markup pages, Liquid's and Mako's templates, the indented ones.
_TEMPLATE_PAGE_SUFFIXES = frozenset(
    {
        "html", "htm", "xhtml", "vue", "svelte", "astro", "php", "phtml", "erb", "ejs", "hbs",
        "handlebars", "mustache", "njk", "jinja", "jinja2", "j2", "twig", "liquid", "cshtml",
        "razor", "jsp", "jspx", "marko", "gohtml", "tmpl", "mako", "haml", "slim", "pug",
        "jade",
    }
)  # fmt: skip
#: The opening marks of those comments (a page holding none is read as it is: one quick test).
_TEMPLATE_COMMENT_OPENERS = ("<?", "{%", "{{", "{#", "<%", "@*", "@{", "@php", "<!--")
#: A PHP island on a line before a comment that prints nothing: it holds only comments,
#: assignments ("$x = ...;") and block closers ("endif;", "}", "else:"), so it is no markup
#: of the line and the comment after it is alone on it. Any call may print
#: ("<?php get_header(); ?>" prints header.php): an island holding one is markup, and a
#: comment after it is a remark on that line.
_SILENT_ISLAND = re.compile(
    r"<\?php\b(?:[ \t]++|//[^\n?]*+|\#[^\n?]*+|/\*(?:(?!\*/)[^\n])*+\*/"
    r"|\$\w++(?:\[[^\]\n]*+\])?[ \t]*+[.+*/-]?=(?!=)(?:(?!\?>)[^;\n])*+;"
    r"|(?:endif|endwhile|endforeach|endfor|endswitch)[ \t]*+;|\}|else[ \t]*+:)*+"
    r"\?>(?=[ \t]*+<!--)"
)
#: The longest comment read over lines, and its most lines.
_LONGEST_TEMPLATE_COMMENT = 400
_TEMPLATE_COMMENT_LINES = 4


def _as_html_comment(found: re.Match[str]) -> str:
    """A template comment as "<!-- -->" holding its words on its first line, its line ends
    kept after it (offsets kept); a long one (commented-out markup) is left as it is, and so
    is an HTML comment over lines that holds markup."""
    text = found.group()
    lines = text.count("\n")
    inner = next(group for group in found.groups() if group is not None)
    words = _without_asides(" ".join(inner.split()))
    long = len(text) > _LONGEST_TEMPLATE_COMMENT or lines >= _TEMPLATE_COMMENT_LINES
    if (long or text.startswith("<!--")) and (
        len(words) > _LONGEST_ELISION or any(mark in words for mark in _MARKUP_MARKS)
    ):
        return text
    room = len(text) - lines
    read = f"<!-- {words} -->" if len(words) + 9 <= room else f"<!--{words}-->"
    if len(read) > room:
        return text
    return read.ljust(room) + "\n" * lines


_ASIDE = re.compile(
    r" ?\([^()\n]{1,80}\)| [\u2014\u2013] [^\u2014\u2013\n]{1,80} [\u2014\u2013](?= )"
)


def _without_asides(words: str) -> str:
    """``words`` of a comment without their asides in brackets when they are a note without
    them ("the rest of the page (navigation, footer) is unchanged": the list in brackets says
    what the rest is, the note is the same); ``words`` otherwise."""
    if "(" not in words and "\u2014" not in words and "\u2013" not in words:
        return words
    without = _ASIDE.sub("", words)
    if without == words or _scan_text(f"<!-- {without} -->\n", "html")[0] == -1:
        return words
    return without


#: Marks of markup or code in a comment's words: a comment holding any is no note alone.
_MARKUP_MARKS = ("<", ">", "{", "}", "=", ";")


def _template_comments_read(content: str, suffix: str) -> str:
    """``content`` with its template languages' comments read as "<!-- -->" (see above),
    offsets kept; ``content`` itself when it holds none."""
    if suffix not in _TEMPLATE_PAGE_SUFFIXES:
        return content
    if suffix in _INDENTED_PAGE_SUFFIXES:
        content = _indented_comments(content, suffix)
    if not any(opener in content for opener in _TEMPLATE_COMMENT_OPENERS):
        return content
    read = _PAGE_COMMENT_SYNTAX.sub(_as_html_comment, content)
    if suffix in ("php", "phtml") and "<!--" in read:
        read = _SILENT_ISLAND.sub(lambda found: " " * len(found.group()), read)
    return read


# Haml's "-#" and "/", Slim's "/" and "/!", Pug's "//-" and "//" alone on a line comment out
# the lines indented under it: a block of at most three lines whose words are short and hold
# no markup is read as the comment on the marker's line it is ("//- rest of the page
# unchanged"), its line ends kept after it (offsets kept).
_INDENTED_PAGE_SUFFIXES = frozenset({"haml", "slim", "pug", "jade"})
_INDENTED_MARKER = re.compile(r"^([ \t]*+)(-\#|/!?|//-?)[ \t]*+\r?\n", re.MULTILINE)


def _indented_comments(content: str, suffix: str) -> str:
    """``content`` with each comment marker alone on a line over a short indented block of
    words read as that marker followed by the words (see above)."""
    pieces: list[str] = []
    done = 0
    for found in _INDENTED_MARKER.finditer(content):
        if found.start() < done:
            continue
        indent = len(found.group(1).expandtabs())
        end = found.end()
        block: list[str] = []
        while len(block) <= 3 and end < len(content):
            line_end = content.find("\n", end)
            line_end = len(content) if line_end == -1 else line_end
            line = content[end:line_end]
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            block.append(line)
            end = line_end + 1
        words = " ".join(" ".join(block).split())
        if (
            not words
            or len(block) > 3
            or len(words) > _LONGEST_ELISION
            or any(mark in words for mark in _MARKUP_MARKS)
        ):
            continue
        end = min(end, len(content))
        text = content[found.start() : end]
        lines = text.count("\n")
        read = f"{found.group(1)}{found.group(2)} {words}"
        if len(read) > len(text) - lines:
            continue
        pieces.append(content[done : found.start()])
        pieces.append(read.ljust(len(text) - lines) + "\n" * lines)
        done = end
    if not pieces:
        return content
    pieces.append(content[done:])
    return "".join(pieces)


#: (hunt109) A Helm chart template's Go template comment alone on its line, ``{{/* ... */}}``,
#: ``{{- /* other env vars unchanged */ -}}``: rendered as nothing, read as the ``#`` comment
#: it is (as a helmfile's ``.gotmpl`` is), and a chart's ``_helpers.tpl`` reads dots as YAML.
_HELM_COMMENT = re.compile(
    r"^([ \t]*+)\{\{-?[ \t]*+/\*[ \t]*+([^\n*]{1,120}?)[ \t]*+\*/[ \t]*+-?\}\}[ \t]*+(?=\r?$)",
    re.M,
)
_HELM_SUFFIXES = frozenset({"yaml", "yml", "tpl"})


def _helm_comments_read(path: str, content: str, suffix: str) -> tuple[str, str]:
    """(hunt109) A Helm chart template's ``content`` (a file under ``templates/``) with its
    Go template comments alone on a line read as ``#`` comments (offsets kept), and the
    suffix it is read under (a ``.tpl`` as YAML); ``content`` and ``suffix`` otherwise."""
    if suffix not in _HELM_SUFFIXES or "templates" not in path.lower().split("/")[:-1]:
        return content, suffix
    if "{{" in content and "/*" in content:
        content = _HELM_COMMENT.sub(
            lambda found: f"{found.group(1)}# {found.group(2)}".ljust(len(found.group())),
            content,
        )
    return content, "yaml"


def _elision_and_comment(file: GeneratedFile) -> tuple[int, int]:
    suffix = _suffix_of(file.file_path)
    content = _template_comments_read(_as_lines(file.content, suffix), suffix)
    helm_helpers = suffix == "tpl"
    content, suffix = _helm_comments_read(file.file_path, content, suffix)
    helm_helpers = helm_helpers and suffix == "yaml"
    if suffix == "liquid" and "comment" in content:
        found = _scan_text(_liquid_comments(content), suffix)
        if found[0] != -1:
            return found
    found = _scan_text(content, suffix)
    if helm_helpers and found[0] == -1 and ("." in content or "\u2026" in content):
        # (hunt109: a chart's _helpers.tpl is no YAML stream: "..." there is no document end)
        found = (_dots_line(content, json=False), found[1])
    if found != (-1, -1):
        # (Examples are blanked out only when something was found: most files have none.)
        code = _code_of(content, suffix)
        if code is not content:
            found = _scan_text(code, suffix)
    if suffix in _MARKDOWN_SUFFIXES or suffix == "adoc":
        lone = _lone_note_of_page(content, suffix)
        if lone != -1 and (found[0] == -1 or lone < found[0]):
            found = (lone, found[1])
    elif suffix in _JS_SUFFIXES:
        lone = _string_statement_elision(content)
        if lone != -1 and (found[0] == -1 or lone < found[0]):
            found = (lone, found[1])
    elif suffix in _YAML_SUFFIXES or (kind := config_markers(file.file_path)) is not None:
        yaml = suffix in _YAML_SUFFIXES
        lone = _yaml_note(content) if yaml else -1
        if lone == -1:
            lone = _config_state_note(
                content,
                yaml=yaml,
                groovy=suffix == "jenkinsfile",
                kind=None if yaml else kind,
            )
        if lone == -1 and yaml:
            lone = _yaml_state_value(content)
        if lone != -1 and (found[0] == -1 or lone < found[0]):
            found = (lone, found[1])
    if suffix in _BRACE_SUFFIXES and "{" in content:
        lone = _stub_body_elision(content)
        if lone != -1 and (found[0] == -1 or lone < found[0]):
            found = (lone, found[1])
    return found


# -- a section whose whole body is a note ----------------------------------------------------------
# A section of a Markdown or AsciiDoc page (from a heading to the next one) whose only line is
# dots ("...", "- ...", "\u2026") or the family's words ("Same as before.") has no text of its
# own: the note stands for the body left out, as a comment does in code. So does a section
# whose whole body is a fenced example (an AsciiDoc listing or literal block, its attribute
# line "[source,python]" above it or not) whose only line is an elision (the family, or words
# between dots, "# ... install steps as before ..."). An example with text around it in its
# section ("Example:") shows code, elisions included, and stays the page's content.
_ASCIIDOC_HEADING = re.compile(r"={1,6}[ \t]+\S")
_MARKDOWN_HEADING = re.compile(r" {0,3}#{1,6}(?:[ \t]+\S|[ \t]*$)")
_ONLY_DOTS = frozenset(("...", "\u2026", ". . .", "\u22ef", "\u22ee"))
_MARKS_AROUND = " \t#/*;%!<>{}-"


def _section_note(line: str) -> bool:
    """Whether ``line`` (stripped), the only line of a section, is only a note: dots (an
    item, emphasised or not) or the family's words."""
    note = _LIST_MARKER.sub("", line.lstrip("> \t"), count=1).strip("*_ \t")
    if note in _ONLY_DOTS:
        return True
    return len(note) <= _LONGEST_ELISION and _note_words(note) is True


def _example_note(line: str) -> bool:
    """Whether ``line`` (stripped), the only line of a code example, is an elision: dots
    (after a comment marker or not), the family's words, or words between dots."""
    if len(line) > _LONGEST_ELISION:
        return False
    body = line.strip(_MARKS_AROUND)
    words = body.strip(_OPEN + _CLOSE)
    if not words:
        return any(mark in body for mark in _ELLIPSIS_MARKS)
    if _is_family(line, words):
        return True
    return body.startswith(_ELLIPSIS_MARKS) and body.endswith(_ELLIPSIS_MARKS)


def _lone_note_of_page(content: str, suffix: str) -> int:
    """Start of the first line of a Markdown or AsciiDoc page that is the whole body of a
    section and only a note, alone or as the only line of a code example (see the notes
    above), or -1."""
    adoc = suffix == "adoc"
    heading = _ASCIIDOC_HEADING if adoc else _MARKDOWN_HEADING
    lines = content.split("\n")
    code_lines = _code_of(content, suffix).split("\n")
    headings = (
        _markdown_headings(content)
        if not adoc and _OTHER_HEADING.search(content) and _has_note_line(lines)
        else None
    )
    start = 0
    body: list[tuple[int, int]] = []  # the lines holding anything (index, start) of a section
    in_section = False
    heading_end = 0  # (the line after the heading being read: a setext heading has two)
    for index, (line, code) in enumerate(zip(lines, code_lines, strict=True)):
        if index < heading_end:
            pass
        elif (
            index in headings
            if headings is not None
            else bool(code.strip() and heading.match(code))
        ):
            found = _body_note(lines, code_lines, body, adoc=adoc) if in_section else -1
            if found != -1:
                return found
            in_section, body = True, []
            heading_end = headings[index] if headings is not None else index + 1
        elif (
            len(body) < 4  # (four lines or more: more than an example of one line)
            and line.strip()
            and not (adoc and _BLOCK_ATTRIBUTES.fullmatch(line.strip()))
        ):
            body.append((index, start))
        start += len(line) + 1
    return _body_note(lines, code_lines, body, adoc=adoc) if in_section else -1


# Markdown's other headings: a setext heading (its text over a line of "=" or "-"), an HTML
# heading ("<h2>Install</h2>" as a block of its own) and a paragraph that is only bold text
# ("**Install**", a heading in all but syntax). Where a line may be one of them, the page's
# headings are read from its blocks as markdown-it-py parses them (CommonMark's reading, which
# alone tells a setext underline from a thematic break or a list item); otherwise the lines
# starting with "#" are its headings (the same reading, cheaper).
_OTHER_HEADING = re.compile(r"^ {0,3}(?:=+|-+|<[hH][1-6]\b.*|\*\*.*\*\*:?)[ \t]*\r?$", re.MULTILINE)
_HTML_HEADING = re.compile(r"[ \t]*<([hH][1-6])\b[^>]*>.*</\1>[ \t]*\n?", re.DOTALL)
_BOLD_LINE = re.compile(r"\*\*[^*\n]+\*\*:?")


def _has_note_line(lines: list[str]) -> bool:
    """Whether a line of ``lines`` could be a section's note or its example's only line (the
    page's blocks are parsed only then: most pages have none)."""
    for line in lines:
        stripped = line.strip()
        if (
            stripped
            and len(stripped) <= _LONGEST_ELISION
            and (_section_note(stripped) or _example_note(stripped))
        ):
            return True
    return False


@functools.cache
def _block_parser() -> MarkdownIt:
    # (Blocks only: the inline rules are not needed to tell where a heading is.)
    return MarkdownIt("commonmark").disable(["inline", "text_join"], ignoreInvalid=True)


def _markdown_headings(content: str) -> dict[int, int]:
    """The headings of a Markdown page: each one's first line and the line after it."""
    found: dict[int, int] = {}
    tokens = _block_parser().parse(content)
    for at, token in enumerate(tokens):
        if token.map is None:
            continue
        html = token.type == "html_block" and _HTML_HEADING.fullmatch(token.content)
        bold = (
            token.type == "paragraph_open"
            and token.level == 0
            and at + 1 < len(tokens)
            and _BOLD_LINE.fullmatch(tokens[at + 1].content.strip())
        )
        if token.type == "heading_open" or html or bold:
            found[token.map[0]] = token.map[1]
    return found


# An AsciiDoc block's attribute line above it ("[source,python]").
_BLOCK_ATTRIBUTES = re.compile(r"\[[^\[\]]*\]")


def _body_note(
    lines: list[str], code_lines: list[str], body: list[tuple[int, int]], *, adoc: bool
) -> int:
    """Start of the note that is the whole ``body`` of a section (its lines holding anything,
    at most three, each with its index and start), or -1."""
    if len(body) == 1:
        index, start = body[0]
        line = lines[index]
        if code_lines[index] == line and _section_note(line.strip()):
            return start + len(line) - len(line.lstrip())
        return -1
    if len(body) != 3 or [index for index, _ in body] != list(range(body[0][0], body[0][0] + 3)):
        return -1
    (first, _), (index, start), (last, _) = body
    opening = _ASCIIDOC_DELIMITER.fullmatch(lines[first]) if adoc else _FENCE.match(lines[first])
    line = lines[index]
    if (
        opening is not None
        and code_lines[first] == lines[first]
        and not code_lines[index].strip()
        and _closes(lines[last], opening.group(1), adoc=adoc)
        and _example_note(line.strip())
    ):
        return start + len(line) - len(line.lstrip())
    return -1


def _closes(line: str, delimiter: str, *, adoc: bool) -> bool:
    """Whether ``line`` closes the example opened by ``delimiter``."""
    stripped = line.strip()
    if adoc:
        return stripped == delimiter
    return stripped.startswith(delimiter) and not stripped.strip(delimiter[0])


# -- a string statement of JavaScript that is only a note: "'rest of function unchanged';" ------
# A line that is only a string (and ";") where a statement starts (after ";", "{", "}" or a
# comment, not continuing an expression) does nothing: when its words are the family's, it
# stands for the code left out, as "// rest of function unchanged" does. ("'use strict'" is a
# directive, never the family's words. The files: _JS_SUFFIXES, above.)
_STRING_STATEMENT = re.compile(
    r"^[ \t]*+(['\"`])([^'\"`\\\n]{1,120}+)\1[ \t]*+;?[ \t]*+\r?$", re.MULTILINE
)
_STATEMENT_ENDS = (";", "{", "}", "*/")


def _string_statement_elision(content: str) -> int:
    """Start of the first line of a JavaScript file that is a string statement of the
    family's words (see the notes above), or -1."""
    for match in _STRING_STATEMENT.finditer(content):
        text = match.group(2)
        words = text.strip(_OPEN + _CLOSE)
        if not words or not (_is_family(text, words) or _dominated(words, text) is True):
            continue
        line_start = match.start()
        before = _next_text_line(content, line_start, forward=False)
        after = (
            _next_text_line(content, match.end(), forward=True)
            if match.end() < len(content)
            else ""
        )
        if (
            not before or before.endswith(_STATEMENT_ENDS) or before.startswith("//")
        ) and not after.startswith((".", "+", "?", ":", "[", "(", ",", "`")):
            return match.start(1)
    return -1


# -- a definition whose whole body is a state ------------------------------------------------------
# (fix-notes190: hunt146-stubbody) In a language of braces a function's, method's or class's
# head with a body that is only a comment of a state or of the family ("function submit(form) {
# /* unchanged */ }", "const submit = (form) => { // same as before\n}", "fn load() { /* 不变
# */ }", over three lines "{\n  // sin cambios\n}") or only dots ("{\u2026}", "{ ... }", no
# statement of those languages) stands for the body left out, as "pass  # unchanged" does in
# Python. A block of a statement ("if (x) { /* unchanged */ }", "catch { // unchanged }": the
# value stays as it was) is code that does nothing on purpose, never read so.
_BRACE_SUFFIXES = frozenset(
    [
        "c",
        "cc",
        "cjs",
        "cpp",
        "cs",
        "cts",
        "cxx",
        "dart",
        "go",
        "h",
        "hh",
        "hpp",
        "java",
        "js",
        "jsx",
        "kt",
        "kts",
        "mjs",
        "mts",
        "php",
        "rs",
        "scala",
        "swift",
        "ts",
        "tsx",
        "groovy",
        "sol",
        "zig",
        "v",
    ]
)
_STUB_BODY = re.compile(
    r"\{[ \t]*+(?:\r?\n[ \t]*+)?+"
    r"(?:/\*([^\n]{1,80}?)\*/[ \t]*+(?:\r?\n[ \t]*+)?+"
    r"|//([^\n]{1,80}+)\n[ \t]*+"
    r"|(?:\.\.\.|\u2026|\u22ef)[ \t]*+)\}"
)
#: The words a statement's block opens after (the block of a statement, not a definition's body).
_STATEMENT_HEAD = re.compile(
    r"(?:\}[ \t]*+)?+(?:if|else|for|foreach|while|do|switch|catch|try|finally|with|using|lock"
    r"|unsafe|synchronized|match|loop|select|case|default|defer|go|return|throw|await|yield"
    r")\b|static[ \t]*+\Z"
)
#: A tag of markup before the brace (JSX's "<p>{/* unchanged */}</p>"): no definition's head.
_TAG_BEFORE = re.compile(r"<[A-Za-z][^<>\n]*>\Z")
#: A definition's head before its brace: a parameter list closed (with a return type after it
#: or not), an arrow, or a type's head.
_DEFINITION_HEAD = re.compile(
    r"[^\n]*\)[^()\n]{0,80}|[^\n]*=>[ \t]*|(?:[\w@$<>\[\] \t,.:]*[ \t])?(?:class|struct|interface"
    r"|impl|enum|trait|object|record|extension|protocol)\b[^\n]*"
)
_HEAD_REACH = 200


def _stub_body_elision(content: str) -> int:
    """Start of the first comment or dots that are the whole body of a definition in a language
    of braces (see the notes above), or -1."""
    for match in _STUB_BODY.finditer(content):
        opener = match.start()
        line_start = content.rfind("\n", max(0, opener - _HEAD_REACH), opener) + 1
        if line_start == 0 and opener > _HEAD_REACH:
            continue  # (a line longer than a head's reach: no definition's head, read no further)
        head = content[line_start:opener].strip()
        if not head and line_start > 1:  # (a brace on its own line: the head is above it)
            above_start = content.rfind("\n", max(0, line_start - 1 - _HEAD_REACH), line_start - 1)
            if above_start == -1 and line_start - 1 > _HEAD_REACH:
                continue
            head = content[above_start + 1 : line_start - 1].strip()
        if (
            not head
            or head.startswith(("//", "/*", "*", "#"))
            or _STATEMENT_HEAD.match(head)
            or not _DEFINITION_HEAD.fullmatch(head)
            or ("->" not in head and _TAG_BEFORE.search(head))
        ):
            continue
        text = match.group(1) if match.group(1) is not None else match.group(2)
        at = match.start(1) if match.group(1) is not None else match.start(2)
        if text is None:
            return opener + 1 + len(match.group()) - len(match.group()[1:].lstrip(" \t\r\n"))
        words = text.strip(_OPEN + _CLOSE)
        if words and (_only_state_words(words) or _is_family(text, words)):
            return at - 2
    return -1


#: The first clause of a string longer than an elision ("rest of the function unchanged, exactly
#: as it was ..."): its words are read as the note's.
_FIRST_CLAUSE = re.compile(r"[^,;.:\u2014()]{1,120}")
_POSSESSIVE = re.compile(r"(?<=\w)['\u2019]s\b")
#: Words that name code: a docstring's place holds a note only when they do ("rest of the
#: function unchanged", "existing methods unchanged"; "Existing files are kept." is a class's
#: documentation).
_DOC_NOTE_NOUNS = re.compile(
    r"\b(?:rest|remainder|function|functions|method|methods|body|code|implementation|logic"
    r"|members|class)\b",
    re.IGNORECASE,
)


def _string_note_words(content: str, line_start: int, text: str, docstring: bool) -> bool:
    """Whether ``text``, the words of a Python string statement (its line at ``line_start``),
    are the family's (``'''rest of the function unchanged'''``, ``'keep the rest as it
    was'``; of a longer string its first clause), or a list of names its scope does not bind,
    then a state, where a margin comment would be a note (a string ``g and k stay the same``
    between two functions, g and k defined nowhere: as ``# g and k stay the same``): the
    statement does nothing and stands for the code left out (read by
    :func:`.unbound.find_unbound`, which parses the file anyway). In a ``docstring``'s place
    (a function's whole body, a class's first statement) only the family's words that name
    code are a note."""
    if len(text) > _LONGEST_ELISION:
        clause = _FIRST_CLAUSE.match(text.strip(_OPEN + _CLOSE))
        text = clause.group() if clause is not None else ""
    text = _POSSESSIVE.sub("", text)  # ("the function's body": as "the function body")
    words = text.strip(_OPEN + _CLOSE)
    if not words:
        return False
    if _is_family(text, words) or _dominated(words, text) is True:
        return not docstring or _DOC_NOTE_NOUNS.search(words) is not None
    if docstring:
        return False
    names = _noted_names(" ".join(words.split())) if len(text) <= _LONGEST_ELISION else None
    if names is None:
        return False
    indent = _indent_at(content, line_start)
    line_end = content.find("\n", line_start)
    if indent and not (
        _among_definitions(content, line_start, line_end, indent)
        or _among_python_members(content, line_start, indent)
    ):
        return False  # (a string among a body's statements: as for a comment there)
    defined = _scope_names(content, line_start, indent, python=True)
    return not all(part in defined for name in names for part in _WORD.findall(name))


# -- parts of a style sheet or a page named as left out ----------------------------------------
# "/* .nav and .footer unchanged */" between a style sheet's rules, "  <!-- header and nav
# unchanged -->" inside a page's <body>: a comment (alone on its line or after a rule or an
# element) that is a list of names, then a state, where no name is a part the file DEFINES:
# the rules or the elements it names are the ones left out. A part is a definition, never a
# word: in a style sheet a whole item of a rule's selector list (".nav" a class, "#nav" an
# id, "nav" a type: kept apart; ".nav .card", "a:not(.card)", a word in another comment or
# in "url(nav.png)" define no ".card"), a note between top-level rules read against the
# top-level rules only (see :func:`_style_parts`); in a page (or an XML file, a Vue
# template) an element's tag or a word of its class or id (the text "<title>nav demo</title>"
# is none). Two names or more, or one that is shaped as a part (".nav", "#main", "<nav>"); a
# name may be a compound selector (".nav a") and a kind may follow the names ("rules",
# "sections"). "/* other properties unchanged */" (a rule's other declarations) is one too.
# A name the file defines makes it a comment on that part. (Read in these files only, by a
# search of their comments, each file's definitions gathered once: linear.)
_STYLE_SUFFIXES = frozenset({"css", "scss", "sass", "less"})
# (a page is markup in any template language: Svelte, Astro, PHP, ERB, EJS, Handlebars,
# Nunjucks, Jinja, Twig, Razor, JSP, Marko, an SVG image; its comments "<!-- -->" and the
# template language's own, by suffix: one table)
_TEMPLATE_COMMENTS = {
    "hbs": (r"\{\{!--", r"--\}\}", r"\{\{!(?!--)", r"\}\}"),
    "handlebars": (r"\{\{!--", r"--\}\}", r"\{\{!(?!--)", r"\}\}"),
    "mustache": (r"\{\{!", r"\}\}"),
    "erb": (r"<%#", r"%>"),
    "ejs": (r"<%#", r"%>"),
    "php": (r"\{\{--", r"--\}\}"),  # (Blade's "page.blade.php")
    "cshtml": (r"@\*", r"\*@"),
    "razor": (r"@\*", r"\*@"),
    "jsp": (r"<%--", r"--%>"),
    # (Go templates' "{{/* */}}" in a Hugo layout, Handlebars' "{{!-- --}}" in a view served
    # as ".html")
    "html": (r"\{\{-?[ \t]*+/\*", r"\*/[ \t]*+-?\}\}", r"\{\{!--", r"--\}\}"),
    "htm": (r"\{\{-?[ \t]*+/\*", r"\*/[ \t]*+-?\}\}", r"\{\{!--", r"--\}\}"),
}
_PAGE_SUFFIXES = frozenset(
    {
        "html", "htm", "xhtml", "vue", "xml", "svelte", "astro", "php", "erb", "hbs",
        "handlebars", "mustache", "svg", "njk", "jinja", "jinja2", "j2", "twig", "ejs",
        "cshtml", "razor", "jsp", "jspx", "phtml", "marko", "gohtml", "tmpl",
    }
)  # fmt: skip
_STYLE_COMMENT = re.compile(
    r"/\*[ \t]*+([^\n*]{1,120}?)[ \t]*+\*/|^[ \t]*+//[ \t]*+([^\n]{1,120}?)[ \t]*\r?$", re.MULTILINE
)
_PAGE_COMMENT_FORMS = (
    r"<!--[ \t]*+([^\n]{1,120}?)[ \t]*+-->|/\*[ \t]*+([^\n*]{1,120}?)[ \t]*+\*/"
    r"|\{#[ \t]*+([^\n#]{1,120}?)[ \t]*+#\}"  # (Jinja's, Nunjucks', Twig's: in ".html" too)
    # (a <style lang="scss"> block's "//" line: group 4, read in <style> elements only)
    r"|^[ \t]*+//[ \t]*+([^\n]{1,120}?)[ \t]*\r?$"
)


def _page_comment(suffix: str) -> re.Pattern[str]:
    """A page's comments: "<!-- -->", a <style>'s "/* */" (group 2), "{# #}", and its
    template language's own (:data:`_TEMPLATE_COMMENTS`)."""
    forms = _TEMPLATE_COMMENTS.get(suffix, ())
    own = "".join(
        rf"|{opening}[ \t]*+([^\n]{{1,120}}?)[ \t]*+{closing}"
        for opening, closing in zip(forms[::2], forms[1::2], strict=True)
    )
    return re.compile(_PAGE_COMMENT_FORMS + own, re.MULTILINE)


_PAGE_COMMENTS = {suffix: _page_comment(suffix) for suffix in _PAGE_SUFFIXES}
_SCRIPT_SPAN = re.compile(r"(<script\b[^>]*+>).*?(?:</script\b|\Z)", re.IGNORECASE | re.DOTALL)
# A JSX page's comment in an expression ("{/* Header and Footer unchanged */}", over lines
# too): its parts are the elements its tree renders ("<Header" opening a tag in code, not in a
# string, a comment or an import) and the words of their classes and ids. A ".js" file is a
# JSX page when it holds JSX: a tag right after "return (" or "=>" (Create React App's
# "src/App.js").
# (An MDX page is Markdown with JSX: its "{/* */}" notes are read so, its fenced examples
# blanked. A JSX comment is "{/* */}", over lines with a leading " * " too, or "{// ...\n}".)
_JSX_SUFFIXES = frozenset({"jsx", "tsx", "mdx"})
_JSX_COMMENT = re.compile(
    r"\{[ \t]*+/\*\s*+((?:[^*]|\*(?!/)){1,120}?)\s*+\*/[ \t]*+\}"
    r"|\{[ \t]*+//[ \t]*+([^\n]{1,120}?)[ \t]*+\r?\n\s*+\}"
)
_JSX_STARS = re.compile(r"^[ \t]*+\*(?!/)", re.MULTILINE)
_HOLDS_JSX = re.compile(r"(?:\breturn[ \t]*\(\s*|=>\s*|\breturn[ \t]+)<[A-Za-z>]")
_JSX_STRING = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|`[^`]*`")
_JSX_TAG = re.compile(r"(?<![\w)\]])<([A-Za-z][\w.-]*)([^<>]*+)")
_STYLE_OPEN = re.compile(r"<style\b[^>]*+>", re.IGNORECASE)
_STYLE_CLOSE = re.compile(r"</style\b", re.IGNORECASE)
# A rule's braces written after its selector ("/* .footer { ... } unchanged */")
_BRACED_RULE = re.compile(r"[ \t]*\{[ \t]*(?:\.\.\.|\u2026)?[ \t]*\}")
_PART_STATE = (
    r"(?:(?:is|are|remains?|stays?|kept|left) )?"
    r"(?:unchanged|as before|as is|as-is|omitted|untouched|unmodified|the same|same as before"
    r"|not shown|elided|left out|skipped|kept|preserved|retained|no changes?|not changed)"
    r"(?: for brevity| from before)?"
)
_PARTS_THEN_STATE = re.compile(
    r"[\[(]?(?:(?:the )?rest of )?(?:(?:the|all|existing|other|remaining|original|current) )*"
    r"(?P<names>.{1,100}?)"
    # (the kinds: note_words' table, issue 20: "layouts", "macros", "widgets", "regions")
    rf"(?: (?P<kind>{note_words.alternation('kind')}))?"
    rf"(?: ?[:\-\u2013\u2014] ?| \(?){_PART_STATE}\.?[\])]?",
    re.IGNORECASE,
)
# The same parts named after a verb of keeping ("keep the existing nav", "leave the current
# header and footer as is").
_KEEP_PARTS = re.compile(
    r"[\[(]?(?:keep|leave|preserve|retain) (?:the |all )?(?:existing|current|original|same) "
    r"(?P<names>.{1,100}?)"
    r"(?: (?P<kind>rules?|styles?|sections?|elements?|blocks?|markup|components?|includes?"
    r"|partials?|slots?|templates?))?(?: (?:as is|as-is|unchanged|here|intact))?\.?[\])]?",
    re.IGNORECASE,
)
#: A page's landmarks: one of them named alone with a state ("form omitted for brevity",
#: "navigation as before") is a part as two names are.
_LANDMARKS = frozenset(
    {
        "header", "footer", "nav", "navigation", "navbar", "sidebar", "aside", "form", "hero",
        "main", "menu", "banner", "table", "modal", "dialog", "section", "article",
    }
)  # fmt: skip
#: A landmark's names beside its element's ("navigation" is <nav>).
_LANDMARK_ELEMENTS = {"navigation": "nav", "navbar": "nav", "banner": "header"}
# A rule on one line whose body is only dots, or a comment of dots (".footer { ... }",
# ".footer { /* ... */ }"): its declarations left out, as over lines.
_DOTS_RULE = re.compile(
    r"^[ \t]*+[^{}\n;/]+\{[ \t]*+(?:\.\.\.|\u2026|/\*[ \t]*+(?:\.\.\.|\u2026)[ \t]*+\*/)"
    r"[ \t]*+\}[ \t]*+\r?$",
    re.MULTILINE,
)
_OTHER_DECLARATIONS = re.compile(
    r"[\[(]?(?:all )?(?:the )?(?:other|remaining) (?:properties|declarations|styles)"
    rf"(?: ?[:\-\u2013\u2014] ?| ){_PART_STATE}\.?[\])]?",
    re.IGNORECASE,
)
_PART_SEPARATOR = re.compile(r"(?:,| and|, and|,? &| ?(?<!<)/(?!>)) ?")
# (an element: "<nav>", JSX's "<Header />", "<Header/>", "<Header>...</Header>")
_SIMPLE_PART = (
    r"(?:<[A-Za-z][\w.-]*(?: ?/)?>(?:(?:\.\.\.|\u2026)</[A-Za-z][\w.-]*>)?|[.#]?[A-Za-z_][\w-]*)"
)
_ELEMENT_NAME = re.compile(r"<([A-Za-z][\w.-]*)")
# The dots around a note's words ("... .footer and .sidebar unchanged ...")
_NOTE_DOTS = re.compile(r"^(?:\.\.\.|\u2026)[ \t]+|[ \t]+(?:\.\.\.|\u2026)$")
# (A compound's simple selectors may carry a pseudo-class or an attribute ("a:hover",
# "input[type=text]"); SCSS's "&" joins one to the rule it is nested in ("&:hover").)
_SELECTOR_TAIL = r"(?:::?[\w-]+|\[[\w-]+(?:[~|^$*]?=[\"']?[\w-]*[\"']?)?\])*"
_PART_ITEM = re.compile(
    # (a JSX member component: "Layout.Header")
    r"[A-Z]\w*+(?:\.[A-Z]\w*+)++|"
    rf"@[A-Za-z][\w-]*|(?:&(?:[.#][\w-]+)?|{_SIMPLE_PART}){_SELECTOR_TAIL}"
    rf"(?:(?: ?[>+~] ?| )[.#]?[A-Za-z_][\w-]*{_SELECTOR_TAIL}){{0,3}}"
)
_CSS_COMMENT_SPAN = re.compile(r"/\*(?:[^*]|\*(?!/))*+(?:\*/|\Z)|(?<![:\w])//[^\n]*+")
_HTML_COMMENT_SPAN = re.compile(r"<!--(?:[^-]|-(?!->))*+(?:-->|\Z)")
# (a quoted attribute's value may hold ">": 'v-if="items.length > 0"' ends no tag)
_HTML_TAG = re.compile(r"<([A-Za-z][\w:.-]*)((?:[^<>\"']|\"[^\"]*+\"|'[^']*+')*+)")
_HTML_NAMING = re.compile(r"\b(?:class|id|className)[ \t]*=[ \t]*[\"']?([^\"'<>]*)", re.IGNORECASE)


# A sheet's text its structure is read in: comments, strings and "url(...)" blanked (a
# protocol-relative "url(//cdn...)" is no "//" comment, 'content: "{"' opens no block)
_CSS_MASK = re.compile(
    r"/\*(?:[^*]|\*(?!/))*+(?:\*/|\Z)|\"(?:[^\"\\\n]|\\.)*+\"|'(?:[^'\\\n]|\\.)*+'"
    r"|\burl\([^)\n]*+\)|(?<![:\w])//[^\n]*+"
)
# (a CSS module's ":global(.card)" is the rule .card; a Less mixin ".rounded()" the rule
# .rounded)
_SELECTOR_WRAPPER = re.compile(r":global\(([^()]*)\)|^(\.[\w-]+)[ \t]*\([^{}]*\)$")


def _style_parts(content: str) -> tuple[frozenset[str], list[tuple[int, int, int]]]:
    """The rules of a style sheet by their whole selectors, lowered (see
    :func:`_selector`): each selector of a rule's selector list ":"-prefixed, at any
    nesting, as written and joined to the rule it is nested in (SCSS: ".btn { &--primary {}
    }" is ":.btn--primary"); a rule of the sheet's top level "^"-prefixed too, joined as SCSS
    compiles it (".nav { .card {} }" is "^.nav .card"; a rule in an at-rule's block, "@media",
    is none). A name inside
    a selector (":not(.card)", ".nav .card", 'a[href$=".card"]') is no rule of its own. And
    the nesting depth and the innermost block from each brace on (offset, depth, block),
    comments and strings taken out, for :func:`_depth_at`. A block's own rules, as written,
    are "block|"-prefixed ("3|.link", "3|&:hover"); "block|@" marks an at-rule's block,
    "block|+" one holding rules."""
    parts: set[str] = set()
    depths: list[tuple[int, int, int]] = [(0, 0, 0)]
    text = _CSS_MASK.sub(lambda found: " " * len(found.group()), content)
    pieces = re.split(r"([{};])", text)
    nesting: list[tuple[list[str], bool]] = []
    blocks: list[int] = [0]
    offset = 0
    for index in range(1, len(pieces), 2):
        offset += len(pieces[index - 1]) + 1
        if pieces[index] == "{":
            prelude = pieces[index - 1]
            at_rule = re.match(r"[ \t\r\n]*(@[\w-]+)", prelude)
            if at_rule is not None:
                parts.add(at_rule.group(1).lower())  # ("/* @media rules unchanged */")
            parents, grouped = nesting[-1] if nesting else ([""], False)
            grouped = grouped or prelude.lstrip().startswith("@")
            selectors = []
            block = len(depths)
            parts.add(f"{blocks[-1]}|+")
            if at_rule is not None:
                parts.add(f"{block}|@")
            for written in prelude.split(","):
                selector = _selector(written)
                unwrapped = _SELECTOR_WRAPPER.sub(
                    lambda found: found.group(1) or found.group(2), selector
                )
                if unwrapped != selector:
                    parts.update((":" + unwrapped, "^" + unwrapped))
                parts.add(":" + selector)  # (as written too: "/* &:hover unchanged */")
                parts.add(f"{blocks[-1]}|{selector}")
                for parent in parents:
                    if "&" in selector:
                        joined = selector.replace("&", parent)
                    else:
                        joined = f"{parent} {selector}".strip()
                    selectors.append(joined)
                    parts.add(":" + joined)
                    if not grouped:
                        parts.add("^" + joined)
            nesting.append((selectors[:64], grouped))
            blocks.append(block)
            depths.append((offset, len(nesting), block))
        elif pieces[index] == "}" and nesting:
            nesting.pop()
            blocks.pop()
            depths.append((offset, len(nesting), blocks[-1]))
    return frozenset(parts), depths


def _depth_at(depths: list[tuple[int, int, int]], offset: int) -> tuple[int, int]:
    """The nesting depth of a style sheet at ``offset`` and its innermost block (``depths``
    of :func:`_style_parts`)."""
    at = depths[bisect.bisect_right(depths, (offset, len(depths) + 1, 0)) - 1]
    return at[1], at[2]


def _block_defined(item: str, parts: frozenset[str], block: int) -> bool:
    """Whether ``item`` is a rule of ``block``'s own (of :func:`_style_parts`), as written
    there: ".link" in ".nav { .link {} }", "&:hover"; a bare word a type, a class or an id."""
    selector = _selector(item)
    if selector.startswith("<"):
        element = _ELEMENT_NAME.match(selector)
        return element is not None and f"{block}|{element.group(1)}" in parts
    if f"{block}|{selector}" in parts:
        return True
    return re.fullmatch(r"[\w-]+", selector) is not None and (
        f"{block}|.{selector}" in parts or f"{block}|#{selector}" in parts
    )


def _selector(written: str) -> str:
    """A selector as written, lowered, its blanks one space and none around a combinator."""
    return re.sub(r" ?([>+~]) ?", r"\1", " ".join(written.split())).lower()


def _selector_defined(item: str, parts: frozenset[str], *, top: bool = False) -> bool:
    """Whether ``item`` (a name in a comment) is a rule of a style sheet of ``parts`` (of
    :func:`_style_parts`): a whole selector of a rule's selector list (of a rule of the
    sheet's top level, when ``top``: a note between top-level rules stands for top-level
    rules, as a note at a module's margin stands for the module's names). A bare word is
    a type, a class or an id ("nav" is "nav", ".nav" or "#nav"), "<nav>" a type only."""
    if item.startswith("@"):
        return item.lower() in parts
    key = "^" if top else ":"
    selector = _selector(item)
    if selector.startswith("<"):
        element = _ELEMENT_NAME.match(selector)
        return element is not None and key + element.group(1) in parts
    if key + selector in parts:
        return True
    return re.fullmatch(r"[\w-]+", selector) is not None and (
        f"{key}.{selector}" in parts or f"{key}#{selector}" in parts
    )


def _page_parts(content: str) -> frozenset[str]:
    """A page's elements ("nav") and the words of its classes (".nav") and ids ("#nav"),
    comments and scripts' text taken out (a tag in a script's string is no element)."""
    parts: set[str] = set()
    markup = _SCRIPT_SPAN.sub(r"\1 ", _HTML_COMMENT_SPAN.sub(" ", content))
    for tag, attributes in _HTML_TAG.findall(markup):
        parts.add(tag.lower())
        parts.update(_component_names(tag))
        for naming in _HTML_NAMING.finditer(attributes):
            sigil = "#" if naming.group().lower().startswith("id") else "."
            parts.update(sigil + word.lower() for word in naming.group(1).split())
    if any(mark in content for mark in _TEMPLATE_PART_MARKS):
        for found in _TEMPLATE_PART.finditer(markup):
            name = next(name for name in found.groups() if name).lower()
            parts.update((name, _included_name(name), "~" + _included_name(name)))
    if "slot" in content or "<template" in content:
        parts.update("$" + name.lower() for name in _SLOT_NAME.findall(markup) if name)
        parts.update("$" + name.lower() for name in _SLOT_TEMPLATE.findall(markup))
    return frozenset(parts)


#: The marks of a template's named parts (:data:`_TEMPLATE_PART`): a page holding none has none.
_TEMPLATE_PART_MARKS = (
    "{%",
    "@",
    "{{",
    "render",
    "include",
    "require",
    "get_",
    "partial",
    "Partial",
)
#: A named slot (``<slot name="header">``, an element filling one, ``slot="header"``) and a
#: slot's template (``<template #header>``, ``<template v-slot:header>``).
_SLOT_NAME = re.compile(r"(?:<slot\b[^<>]*?\bname|\bslot)[ \t]*=[ \t]*[\"']?([\w-]*)")
_SLOT_TEMPLATE = re.compile(r"<template\b[^<>]*?(?:#|v-slot:)([\w-]+)")
#: The extensions of a template's file named in an include.
_TEMPLATE_EXTENSIONS = frozenset(
    ("html", "htm", "twig", "njk", "jinja", "jinja2", "j2", "hbs", "handlebars", "erb", "php",
     "blade", "ejs", "liquid", "tmpl", "gohtml", "cshtml", "njk", "mustache")
)  # fmt: skip


def _included_name(name: str) -> str:
    """The part an include names: its file's name without folders, extensions and a
    partial's "_" ("partials/_header.html.erb" and Blade's "partials.header" are header)."""
    pieces = name.rpartition("/")[2].split(".")
    while len(pieces) > 1 and pieces[-1] in _TEMPLATE_EXTENSIONS:
        pieces.pop()
    return pieces[-1].lstrip("_")


#: A template's own named parts, which render there: a Jinja/Twig/Django block, a Blade
#: yield or section, a Handlebars partial, an ERB render ("header" of each).
_TEMPLATE_PART = re.compile(
    r"\{%-?[ \t]*+block[ \t]++([\w-]++)|@(?:yield|section|include)\([ \t]*+['\"]([\w.-]++)"
    r"|\{\{~?>[ \t]*+([\w/-]++)|<%=?[ \t]*+render[ \t(]++(?:partial:[ \t]*+)?['\"]([\w/-]++)"
    r"|\{%-?[ \t]*+(?:include|embed|import|extends|render)[ \t]++['\"]([\w/.-]++)"
    # (fix-pages82: a Go template's partial or template, an EJS include, a PHP include or
    # WordPress template part, a Razor partial, a Blade component or Livewire directive)
    r"|\{\{-?[ \t]*+(?:partial|partialCached|template|block)[ \t]++\"([\w/.-]++)\""
    r"|<%[-=]?[ \t]*+include[ \t(]++['\"]([\w/.-]++)"
    r"|\b(?:include|require)(?:_once)?[ \t(]++['\"]([\w/.-]++)"
    r"|\bget_template_part\([ \t]*+['\"]([\w/.-]++)|\bget_(header|footer|sidebar)\("
    r"|<partial[ \t]++name=\"([\w/.~-]++)\"|\bPartial(?:Async)?\([ \t]*+\"([\w/.~-]++)\""
    r"|@(?:component|livewire)\([ \t]*+['\"]([\w/.-]++)"
)


def _component_names(tag: str) -> tuple[str, ...]:
    """The component a rendered tag is, "="-prefixed, its case kept: "<Footer>" is Footer
    (JSX, Svelte, Vue tell a component from the DOM element "<footer>" by case), Vue's
    "<app-footer>" AppFooter; none for a DOM element."""
    if tag[0].isupper():
        return ("=" + tag,)
    if "-" in tag:
        return ("=" + "".join(word.capitalize() for word in tag.split("-")),)
    return ()


def _part_defined(item: str, parts: frozenset[str], *, cased: bool = False) -> bool:
    """Whether the first simple selector of ``item`` (".nav" of ".nav a") is a part of the
    file: a bare name is a type, a class or an id; "<nav>" an element only. A capitalised
    "<Footer />" is a component (of ``parts`` of :func:`_component_names`), and so is a bare
    capitalised name when ``cased`` (a note naming components: "Header and Footer"), not
    the DOM element <footer>."""
    if item.startswith("<"):
        element = _ELEMENT_NAME.match(item)
        if element is not None and element.group(1)[0].isupper():
            return "=" + element.group(1) in parts
        return element is not None and element.group(1).lower() in parts
    if cased and re.fullmatch(r"[A-Z][\w.]*", item):
        return "=" + item in parts
    first = re.split(r"[ >+~]", item, maxsplit=1)[0].lower()
    if first.startswith((".", "#")):
        return first in parts
    return first in parts or f".{first}" in parts or f"#{first}" in parts


def _element_bodies(
    content: str, opener: re.Pattern[str], closer: re.Pattern[str]
) -> list[tuple[int, int]]:
    """The spans of the bodies of a page's elements that ``opener`` opens and ``closer``
    closes, in order (one pass: an element left open runs to the end)."""
    spans = []
    opened = opener.search(content)
    while opened is not None:
        closed = closer.search(content, opened.end())
        end = closed.start() if closed is not None else len(content)
        spans.append((opened.end(), end))
        opened = opener.search(content, end) if closed is not None else None
    return spans


def _style_elements(content: str) -> list[tuple[int, int]]:
    """The spans of the bodies of a page's <style> elements, in order (one pass: an element
    left open runs to the end)."""
    return _element_bodies(content, _STYLE_OPEN, _STYLE_CLOSE)


def _jsx_parts(content: str) -> frozenset[str]:
    """The elements a JSX page renders (a tag opened in code: comments, strings and template
    strings taken out, so an import or a string's "<Header>" is none), lowered, and the words
    of their classes (".nav") and ids ("#nav")."""
    code = _JSX_STRING.sub(_quoted_names, _CSS_COMMENT_SPAN.sub(" ", content))
    parts: set[str] = set()
    for tag, attributes in _JSX_TAG.findall(code):
        parts.add(tag.lower())
        parts.update(_component_names(tag))
        for naming in _HTML_NAMING.finditer(attributes):
            sigil = "#" if naming.group().lower().startswith("id") else "."
            parts.update(sigil + word.lower() for word in naming.group(1).split())
    return frozenset(parts)


def _quoted_names(found: re.Match[str]) -> str:
    """A string of a JSX page taken out; an attribute's value kept ('className="nav"')."""
    text = found.group()
    before = found.string[max(found.start() - 12, 0) : found.start()]
    # (its "<" taken out: a tag in a string is text, never an element the tree renders)
    kept = before.rstrip().endswith("=") and text[0] != "`"
    return text.replace("<", " ") if kept else " "


#: What no rendering of a component is: comments (the note among them), import lines, strings,
#: and a Vue ``components: { Sidebar }`` registration (which renders nothing by itself).
_NOT_RENDERING = re.compile(
    r"<!--.*?-->|\{\{--.*?--\}\}|/\*.*?\*/|^[ \t]*+//[^\n]*+|^[ \t]*+import\b[^\n]*+"
    r"|\bcomponents[ \t]*+:[ \t]*+\{[^{}]*+\}|'[^'\n]*+'|\"[^\"\n]*+\"|`[^`]*+`",
    re.DOTALL | re.MULTILINE,
)
#: The ways a page renders a component: an element (``<Sidebar``, ``<sidebar-...``,
#: ``<UI.Sidebar``), a framework's dynamic component by name (``:is="Sidebar"``,
#: ``this={Sidebar}``), a Blade directive naming it (``@livewire('sidebar')``).
_RENDERING_TAG = re.compile(r"<([A-Za-z][\w.:-]*)")
_RENDERING_NAMED = re.compile(
    r"(?:\b(?:v-bind:is|:is|is|this)[ \t]*+=[ \t]*+[\"'{][ \t]*+|@\w+\([ \t]*+['\"])([\w.:-]+)"
)
#: A dynamic component's whole expression (``:is="open ? 'Sidebar' : 'Footer'"``, ``this={open
#: ? Sidebar : Footer}``): every name in it may be rendered; one bound to a variable (``:is=
#: "current"``) may render any component a string of the page names.
_DYNAMIC_EXPRESSION = re.compile(
    r"(?<![\w-])(?:v-bind:is|:is|this)[ \t]*+=[ \t]*+(?:\"([^\"\n]{0,200})\"|\{([^{}\n]{0,200})\})"
)
#: A ternary's first value (``loggedIn ? Sidebar : Footer``), which :data:`_VALUE_USE` reads
#: as an object's key.
_TERNARY_VALUE = re.compile(r"(?<![?.])\?[ \t]*+([A-Z][\w$.]*)[ \t]*+:(?!:)")
_EXPRESSION_NAME = re.compile(r"[A-Za-z_$][\w$.-]*")
_QUOTED_COMPONENT = re.compile(r"['\"]([A-Z][\w-]*)['\"]")
#: A name used as a value in code (an argument, a prop's value, an operand: ``h(Sidebar``,
#: ``createElement(Sidebar)``, ``component={Sidebar}``), never an object's key (``Sidebar:``).
_VALUE_USE = re.compile(r"(?<=[({,=?:\[&|])[ \t]*+([A-Za-z_$][\w$.]*)(?![\w$])(?![ \t]*+:)")
#: Names an import line brings in (``import Sidebar from``, ``import { Sidebar as S }``).
_IMPORT_LINE = re.compile(r"^[ \t]*+import\b([^\n'\"]*)", re.MULTILINE)
_IMPORTED_NAME = re.compile(r"[A-Za-z_$][\w$]*")


def _normal_name(name: str) -> str:
    """A component's name as its frameworks spell it, case and dashes aside."""
    return name.rpartition(".")[2].replace("-", "").replace("_", "").lower()


def _name_tails(name: str) -> list[str]:
    """A tag's or directive's name as components: ``app-sidebar`` is ``appsidebar`` and
    ``sidebar``, ``UI.Sidebar`` ``sidebar``, ``svelte:component`` ``component``."""
    pieces = name.rpartition(".")[2].rpartition(":")[2].lower().replace("_", "-").split("-")
    return ["".join(pieces[at:]) for at in range(len(pieces))]


#: The pages whose tags render components by their case: a lowercase tag is a DOM element
#: (JSX, Svelte, Astro), a dashed one a custom element (Svelte, Astro) or the component of
#: its whole name (Vue's "<app-footer>" is AppFooter, never Footer); Vue resolves a lowercase
#: tag that is no HTML element to the component ("<sidebar />" is Sidebar).
_CASED_TAG_PAGES = frozenset({"jsx", "svelte", "astro", "vue"})
_HTML_ELEMENTS = frozenset(
    {
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo",
        "blockquote", "body", "br", "button", "canvas", "caption", "cite", "code", "col",
        "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog", "div", "dl", "dt",
        "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
        "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input",
        "ins", "kbd", "label", "legend", "li", "link", "main", "map", "mark", "menu", "meta",
        "meter", "nav", "noscript", "object", "ol", "optgroup", "option", "output", "p", "param",
        "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script", "search",
        "section", "select", "slot", "small", "source", "span", "strong", "style", "sub",
        "summary", "sup", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead",
        "time", "title", "tr", "track", "u", "ul", "var", "video", "wbr", "svg", "math",
    }
)  # fmt: skip


def _tag_renders(name: str, tags: str) -> list[str]:
    """The components a tag ``name`` renders on a page of kind ``tags`` (see above)."""
    if tags not in _CASED_TAG_PAGES or "." in name or ":" in name:
        return _name_tails(name)
    if name[0].isupper():
        return [_normal_name(name)]
    if tags == "vue" and name.lower() not in _HTML_ELEMENTS:
        return [_normal_name(name)]
    return []


@functools.lru_cache(maxsize=4)
def _rendered_names(content: str, tags: str = "html") -> frozenset[str]:
    """The components a page renders (:data:`_RENDERING_TAG`, :data:`_RENDERING_NAMED`, a
    name used as a value in code, :data:`_VALUE_USE`), case and dashes aside: a word of a
    class, an id, an aria label, a text, a style rule, a prop type's key or a ``components:``
    registration renders nothing; on a page of ``tags`` (its suffix, "jsx") read by case, a
    DOM element renders none (:func:`_tag_renders`). Made once per file."""
    names: set[str] = set()
    for found in _RENDERING_NAMED.finditer(content):
        names.update(_name_tails(found.group(1)))
    variable = False
    for found in _DYNAMIC_EXPRESSION.finditer(content):
        expression = found.group(1) or found.group(2) or ""
        words = _EXPRESSION_NAME.findall(expression)
        names.update(_normal_name(word) for word in words)
        variable = variable or (len(words) == 1 and "'" not in expression)
    if variable:  # (a dynamic component bound to a variable: any component a string names)
        names.update(_normal_name(word) for word in _QUOTED_COMPONENT.findall(content))
    code = _NOT_RENDERING.sub(" ", content)
    for found in _RENDERING_TAG.finditer(code):
        names.update(_tag_renders(found.group(1), tags))
    for found in _VALUE_USE.finditer(code):
        if found.group(1)[:1].isupper():
            names.add(_normal_name(found.group(1)))
    if "?" in code:
        names.update(_normal_name(name) for name in _TERNARY_VALUE.findall(code))
    return frozenset(names)


@functools.lru_cache(maxsize=4)
def _imported_names(content: str) -> frozenset[str]:
    """The names a page's import lines bring in, case and dashes aside."""
    return frozenset(
        _normal_name(name)
        for line in _IMPORT_LINE.findall(content)
        for name in _IMPORTED_NAME.findall(line)
        if name not in ("from", "as", "type")
    )


def _named_parts_left_out(
    content: str, *, page: bool, jsx: bool = False, suffix: str = "html", nesting: bool = False
) -> int:
    """Start of the first comment of a style sheet (or a ``page``, a ``jsx`` page) that names
    parts the file does not define, then a state (see the notes above), or -1. A page's CSS
    comment is read in its <style> elements only, its parts the rules of those."""
    pattern = _JSX_COMMENT if jsx else _PAGE_COMMENTS[suffix] if page else _STYLE_COMMENT
    tags = "jsx" if jsx else suffix  # (how its tags render components: _rendered_names)
    parts: frozenset[str] | None = None  # (the file's parts, gathered once: linear)
    styles: list[tuple[int, int]] | None = None
    style_parts: frozenset[str] | None = None
    depths: list[tuple[int, int, int]] = []
    samples: list[tuple[int, int]] | None = None
    for match in pattern.finditer(content):
        raw = next(group for group in match.groups() if group is not None)
        if jsx:
            raw = _JSX_STARS.sub("", raw)
        in_style = page and not jsx and (match.group(2) or match.group(4)) is not None
        if in_style:
            if styles is None:
                styles = _style_elements(content)
            at = bisect.bisect_right(styles, (match.start(), len(content))) - 1
            if at < 0 or match.start() >= styles[at][1]:
                continue  # (a script's comment)
        text = _NOTE_DOTS.sub("", " ".join(raw.split()))
        start = match.start() + len(match.group()) - len(match.group().lstrip(" \t"))
        if not page and _OTHER_DECLARATIONS.fullmatch(text):
            return start
        found = _PARTS_THEN_STATE.fullmatch(text) or _KEEP_PARTS.fullmatch(text)
        if found is None:
            # (one name between dots, "... Sidebar ...", a component the page imports: a note
            # of it as "Sidebar unchanged" is)
            if (
                (page or jsx)
                and text != raw.strip()
                and re.fullmatch(r"[A-Za-z_][\w.]*", text)
                and _normal_name(text) in _imported_names(content)
                and _normal_name(text) not in _rendered_names(content, tags)
            ):
                return start
            continue
        names = _BRACED_RULE.sub("", found["names"]).strip("`")
        items = [item for item in _PART_SEPARATOR.split(names) if item]
        if not items or any(not _PART_ITEM.fullmatch(item.strip("`")) for item in items):
            continue
        items = [item.strip("`") for item in items]
        # a bare word's compound ("dark mode") is a phrase, not a selector
        if any(" " in item and not re.search(r"[.#<]", item) for item in items):
            continue
        shaped = any(item[0] in ".#<@&" for item in items)
        # (one name with its kind, "Sidebar component unchanged", "sidebar component", or of a
        # component the page imports, "Sidebar unchanged", "Sidebar: unchanged", is a component
        # as "<Sidebar />" is: in a page or a JSX tree only)
        one_component = (
            (page or jsx)
            and len(items) == 1
            and re.fullmatch(r"[A-Za-z_][\w.]*", items[0]) is not None
            and (
                (found["kind"] or "").lower() == "component"
                or _normal_name(items[0]) in _imported_names(content)
            )
        )
        kind = (found["kind"] or "").lower().rstrip("s")
        # (one landmark of a page, or one name with its kind of markup: "form omitted",
        # "hero section unchanged", "header markup unchanged")
        one_part = (
            page
            and not jsx
            and len(items) == 1
            and re.fullmatch(r"[A-Za-z_][\w-]*", items[0]) is not None
            and (items[0].lower() in _LANDMARKS or kind in ("section", "markup", "element"))
        )
        if len(items) < 2 and not shaped and not one_component and not one_part:
            continue
        if in_style:
            if style_parts is None:
                style_parts = _style_parts("\n".join(content[b:e] for b, e in styles or ()))[0]
            if not all(_selector_defined(item, style_parts) for item in items):
                return start
            continue
        if parts is None:
            if jsx:
                parts = _jsx_parts(content)
            elif page:
                parts = _page_parts(content)
            else:
                parts, depths = _style_parts(content)
        if page or jsx:
            # (a bare name is a component's when one after the first is capitalised: the
            # first may be so by the sentence's case only, "Header and footer")
            cased = one_component or any(item[:1].isupper() for item in items[1:])
            # (a component is rendered in any of its frameworks' forms too: by value, a
            # dynamic component, createElement; :func:`_rendered_names`)
            defined = all(
                _part_defined(item, parts, cased=cased)
                or (
                    cased
                    and re.fullmatch(r"[A-Z][\w.]*", item) is not None
                    and _normal_name(item) in _rendered_names(content, tags)
                )
                for item in items
            )
        else:
            depth, block = _depth_at(depths, start)
            # a note inside a block stands for the block's own rules: an at-rule's
            # ("@media"), a nesting sheet's (SCSS, Less: ".nav { /* .link unchanged */ }"
            # is ".nav .link"), one holding rules, and "&" rules always
            if depth > 0 and (
                nesting
                or f"{block}|@" in parts
                or f"{block}|+" in parts
                or any(item.startswith("&") for item in items)
            ):
                defined = all(_block_defined(item, parts, block) for item in items)
            else:
                defined = all(_selector_defined(item, parts, top=depth == 0) for item in items)
        if page and not jsx and kind in ("include", "partial", "slot", "template"):
            # (an include or a partial is one the page includes, a slot one it names: "~",
            # "$" of :func:`_page_parts`; an element of the name is none)
            sigil = "~" if kind in ("include", "partial") else "$"
            defined = all(sigil + item.lower() in parts for item in items)
        elif page and not jsx and not defined and one_part:
            element = _LANDMARK_ELEMENTS.get(items[0].lower())
            defined = element is not None and element in parts
        if one_component:
            # (rendered in any of its frameworks' forms, not a word of a class or a text)
            defined = _normal_name(items[0]) in _rendered_names(content, tags)
        if not defined:
            if jsx:
                if samples is None:
                    samples = _template_strings(content)
                at = bisect.bisect_right(samples, (start, len(content))) - 1
                if at >= 0 and start < samples[at][1]:
                    continue  # (a code sample's text, "const sample = `...`": no note of its tree)
            return start  # (every part named must be the file's: one left out is enough)
    return -1


#: A script's string, or a slash that may open a regular expression literal.
_SCRIPT_TOKEN = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|`[^`]*`|/")
#: The longest regular expression literal read (on one line).
_LONGEST_REGEX = 200


def _template_strings(content: str) -> list[tuple[int, int]]:
    """The spans of a script's template strings (`...`), in order: comments blanked, offsets
    kept, strings read as :data:`_JSX_STRING` reads them (one pass). A regular expression
    literal (``/`/g``, ``/[`*_]/g``: after an operator or a bracket, closed on its line) is
    stepped over, and a backtick right after a tag's ``>`` is JSX text (``<kbd>`</kbd>``),
    opening no string: the spans after it are read from the next character; the ``>`` of an
    arrow ``=>`` is never a tag's end (``(n) => `${n} items```: a template string opens)."""
    code = _CSS_COMMENT_SPAN.sub(lambda found: " " * len(found.group()), content)
    spans = []
    at = 0
    while (found := _SCRIPT_TOKEN.search(code, at)) is not None:
        start = found.start()
        back = start - 1
        while back >= 0 and code[back] in " \t":
            back -= 1
        before = code[back] if back >= 0 else ""
        if found.group() == "/":
            at = start + 1
            if not before or before in _BEFORE_REGEX or before == "\n":
                stop = code.find("\n", start, start + _LONGEST_REGEX)
                end = _regex_end(code[start : stop if stop != -1 else start + _LONGEST_REGEX], 0)
                if end != -1:
                    at = start + end
        elif found.group().startswith("`") and before == ">" and code[back - 1 : back] != "=":
            at = start + 1  # (JSX text; an arrow's ``=>`` is no tag's end: fix-prose63)
        else:
            if found.group().startswith("`"):
                spans.append(found.span())
            at = found.end()
    return spans


_MARGIN_NAMES_RE = re.compile(_MARGIN_NAMES)


#: (fix-notes185) A block comment's opening after its line marker: "#=", "#[", "--[[", "--[==[".
_BLOCK_OPENING = re.compile(r"[ \t]?+\[={0,8}+\[[ \t]*+|[=\[]")


def _first_line_margin(content: str, markers: tuple[str, ...], *, python: bool) -> bool:
    """Whether the file's first line is a comment at the margin of names and a state that
    stands for left-out code (the scan finds such comments after a line's end: the first
    line, before the file's first definition, is read here)."""
    line_end = content.find("\n")
    line = content[: line_end if line_end != -1 else len(content)].rstrip("\r").lstrip("\ufeff")
    for marker in sorted(markers, key=len, reverse=True):
        if not line.startswith(marker):
            continue
        # (fix-notes185: a block comment's opening after the marker, as the scan's candidates
        # cross it: Julia's "#=", Nim's "#[", Lua's "--[[")
        opening = _BLOCK_OPENING.match(line, len(marker))
        at = opening.end() if opening is not None and marker in ("#", "--") else len(marker)
        if _MARGIN_NAMES_RE.match(line, at) is not None:
            words = _after_marker(line)
            return _ends_margin_note(words) and _stands_for_code(
                content, 0, line_end, words, python=python
            )
    return False


# A page's script is JavaScript (or TypeScript): its notes are read as a ".js" file's, against
# the script's own names (a "text/template" or JSON script is none)
_SCRIPT_TYPE = re.compile(r"""\btype[ \t]*=[ \t]*["']?([^"'\s>]*)""", re.IGNORECASE)
_NOT_BLANK = re.compile(r"[^\n]")


#: A Svelte or Astro page's markup expression on one line (``on:click={() => save()}``,
#: ``{f()}``; not a block tag, ``{#if x}``, ``{/if}``, ``{:else}``, ``{@html x}``).
_MARKUP_EXPRESSION = re.compile(r"\{(?![#/:@])([^{}\n<]*+)\}")
_EXPRESSION_SUFFIXES = frozenset({"svelte", "astro"})


def _markup_blanked(markup: str, suffix: str) -> str:
    """A page's markup around its scripts as blank lines, offsets kept; in a Svelte or Astro
    page its expressions (:data:`_MARKUP_EXPRESSION`, outside <style>) kept as statements
    (``{save()}`` is `` save();``): the script's names they call are called in the file."""
    blanked = _NOT_BLANK.sub("\n", markup)
    if suffix == "vue" and ("@" in markup or "v-on:" in markup):
        # (fix-scope141: an event binding's handler, '@click="load"', is a use of the script's
        # load, called on the event: kept as a call, "load()", offsets kept)
        pieces = []
        done = 0
        for found in _VUE_HANDLER.finditer(markup):
            pieces.append(blanked[done : found.start(1)])
            name = found.group(2) or found.group(3)
            pieces.append((name + "()").ljust(found.end(1) - found.start(1)))
            done = found.end(1)
        pieces.append(blanked[done:])
        return "".join(pieces)
    if suffix not in _EXPRESSION_SUFFIXES or "{" not in markup:
        return blanked
    styles = _style_elements(markup)
    pieces = []
    done = 0
    for found in _MARKUP_EXPRESSION.finditer(markup):
        at = bisect.bisect_right(styles, (found.start(), len(markup))) - 1
        if at >= 0 and found.start() < styles[at][1]:
            continue
        pieces.append(blanked[done : found.start()])
        handler = _BARE_HANDLER.fullmatch(found.group(1))
        if handler is not None and _SVELTE_EVENT.search(
            markup, max(found.start() - 40, 0), found.start()
        ):
            # (fix-scope141: "on:click={load}" calls the script's load on the event)
            pieces.append((handler.group(1) + "()").ljust(len(found.group())))
        else:
            pieces.append(" " + found.group(1) + ";")
        done = found.end()
    pieces.append(blanked[done:])
    return "".join(pieces)


#: (fix-scope141) An event binding in a Vue template whose value is a handler's bare name
#: ('@click="load"', 'v-on:submit.prevent="save"': the span of the quoted value, and the
#: name), and Svelte's ``on:click={load}`` (the directive right before the expression).
_VUE_HANDLER = re.compile(
    r"(?:@|\bv-on:)[\w.:-]++[ \t]*+=[ \t]*+(\"[ \t]*+([A-Za-z_$][\w$]*+)[ \t]*+\"|"
    r"'[ \t]*+([A-Za-z_$][\w$]*+)[ \t]*+')"
)
_BARE_HANDLER = re.compile(r"[ \t]*+([A-Za-z_$][\w$]*+)[ \t]*+")
_SVELTE_EVENT = re.compile(r"\bon:[\w|]++[ \t]*+=[ \t]*+\Z")


#: An Astro page's frontmatter: its script between the "---" lines at its top.
_FRONTMATTER = re.compile(r"---[ \t]*+\r?\n(?:[^\n]*+\n)*?---[ \t]*+(?:\r?\n|\Z)")


#: An indented page's style sheet: Pug's "style." block, Haml's ":css" filter, Slim's "css:"
#: block (the lines indented under it are a <style> element's sheet).
_INDENTED_SHEET = re.compile(r"^([ \t]*+)(?:style\.|:css|css:)[ \t]*+\r?$", re.MULTILINE)


def _indented_sheet_elision(content: str) -> int:
    """Start of the first note of an indented page's sheets (see above) naming rules they do
    not hold (:func:`_named_parts_left_out`, the sheets read as one, everything else of the
    page blanked, offsets kept), or -1."""
    pieces: list[str] = []
    done = 0
    for found in _INDENTED_SHEET.finditer(content):
        if found.start() < done:
            continue
        indent = len(found.group(1).expandtabs())
        start = end = min(found.end() + 1, len(content))
        while end < len(content):
            line_end = content.find("\n", end)
            line_end = len(content) if line_end == -1 else line_end
            line = content[end:line_end]
            if line.strip() and len(line.expandtabs()) - len(line.lstrip()) <= indent:
                break
            end = line_end + 1
        end = min(end, len(content))
        pieces.append(_NOT_NEWLINE.sub(" ", content[done:start]))
        pieces.append(content[start:end])
        done = end
    if not pieces:
        return -1
    pieces.append(_NOT_NEWLINE.sub(" ", content[done:]))
    return _named_parts_left_out("".join(pieces), page=False)


_NOT_NEWLINE = re.compile(r"[^\n]")

# A page's script note naming functions the script calls and binds nowhere ("// load and render
# unchanged" under "render(load());"), in a page that loads no other script and imports
# nothing: the functions' definitions were left out (the page as written throws a
# ReferenceError). A name used any other way than called (a parameter, a destructured or
# assigned name, a method "load() {"), or a global of the browser, is bound; a note whose next
# line uses a name it names is a remark on that line ("/* init and render unchanged */" over
# "init(); render();"). (fix-pages90: what loads code is read only where it loads: a real
# "<script src>" element, not one inside an HTML comment, and "import"/"require("/
# "importScripts" in the scripts' code, comments and strings out, not in the page's text, a
# <pre> or a sentence; every note is weighed, the script's names indexed once.)
# (fix-scope141: a module's "import { ref } from 'vue'" binds its names only, read as bindings:
# only a side-effect import, "import './setup.js'", loads code that may bind any name; and a
# Vue template's '@click="load"', a Svelte "on:click={load}", is a call of the script's load)
_SCRIPT_NOTE = re.compile(
    r"^[ \t]*+(?://[ \t]*+([^\n]{1,120}?)|/\*[ \t]*+([^\n*]{1,120}?)[ \t]*+\*/)"
    r"[ \t]*+\r?$",
    re.MULTILINE,
)
_SCRIPT_SRC = re.compile(r"\bsrc[ \t]*+=", re.IGNORECASE)
_CODE_LOADS_CODE = re.compile(
    r"^[ \t]*+import[ \t]*+[\"'`]|(?<![\w$.])import[ \t]*+\(|(?<![\w$.])require[ \t]*+\("
    r"|\bimportScripts\b",
    re.MULTILINE,
)
# (a script element made by the code, "document.createElement('script')", or jQuery's
# "$.getScript(...)", loads code too)
_SCRIPT_CREATED = re.compile(
    r"""createElement[ \t]*+\([ \t]*+["'`]script["'`]|\bgetScript[ \t]*+\(""", re.IGNORECASE
)
_SCRIPT_IDENTIFIER = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*+")
_NEXT_CODE_LINE = re.compile(r"\s*+([^\n]*)")
_BROWSER_GLOBALS = frozenset(
    {
        "alert", "confirm", "prompt", "fetch", "setTimeout", "setInterval", "clearTimeout",
        "clearInterval", "requestAnimationFrame", "parseInt", "parseFloat", "isNaN", "String",
        "Number", "Boolean", "Array", "Object", "Date", "Promise", "Symbol", "Error", "JSON",
        "encodeURIComponent", "decodeURIComponent", "structuredClone", "queueMicrotask", "atob",
        "btoa", "eval", "print", "open", "close", "scroll", "scrollTo", "postMessage",
    }
)  # fmt: skip


#: (fix-scope141) The kinds of functions a note may name alone ("helpers unchanged"), a name
#: called (not a member, ``posts.map(``), and the words before "(" that call nothing of the
#: script (keywords, a Vue compiler macro).
_FUNCTION_KINDS = frozenset(
    {"helpers", "helper", "functions", "utils", "utilities", "handlers", "fetchers", "loaders"}
)
_CALLED_NAME = re.compile(r"(?<![\w$.])([A-Za-z_][\w$]*+)[ \t]*+\(")
_NOT_CALLS = frozenset(
    {"if", "for", "while", "switch", "catch", "function", "return", "typeof", "await", "new"}
    | {"super", "import", "async", "yield", "void", "delete", "in", "of", "instanceof"}
)


#: (fix-names156) A Vue component's props declared by their names as strings: the array of
#: ``defineProps([...])`` (``<script setup>``) or of the Options API's ``props: [...]``.
_VUE_PROP_NAMES = re.compile(
    r"(?<![\w$.])(?:defineProps[ \t]*+\([ \t]*+|props[ \t]*+:[ \t]*+)\[([^\[\]]{0,2000}+)\]"
)
_QUOTED_NAME = re.compile(r"[\"'`]([A-Za-z_$][\w$]*+)[\"'`]")


def _note_of_unbound_calls(script: str, *, frontmatter: bool = False) -> int:
    """Start of the first comment line of a page's ``script`` (its markup blanked) naming
    only functions it calls and binds nowhere (see above), or -1. (fix-scope141) In an Astro
    page's ``frontmatter``, a note of functions by their kind alone ("helpers unchanged",
    "utils unchanged") stands for every function the script calls and binds nowhere: a
    note when there is one (the frontmatter runs at build time; a call of a name bound
    nowhere fails it)."""
    candidates: list[tuple[int, list[str]]] = []
    kind_notes: set[int] = set()
    code: str | None = None
    for note in _SCRIPT_NOTE.finditer(script):
        text = _NOTE_DOTS.sub("", note.group(1) or note.group(2) or "")
        found = _PARTS_THEN_STATE.fullmatch(text)
        if found is None:
            continue
        if frontmatter and (found["kind"] or "").lower() in _FUNCTION_KINDS | {""}:
            kinds = _FUNCTION_KINDS.intersection(found["names"].lower().split())
            if kinds and (found["kind"] or len(found["names"].split()) == 1):
                if code is None:
                    code = _CSS_COMMENT_SPAN.sub(
                        _span_blanked, _JSX_STRING.sub(_span_blanked, script)
                    )
                start = note.start() + len(note.group()) - len(note.group().lstrip(" \t"))
                kind_notes.add(start)
                candidates.append((start, sorted(set(_CALLED_NAME.findall(code)) - _NOT_CALLS)))
                continue
        if found["kind"]:
            continue
        items = [item for item in _PART_SEPARATOR.split(found["names"]) if item]
        if not items or any(not re.fullmatch(r"[A-Za-z_$][\w$]*(?:\(\))?", item) for item in items):
            continue
        if code is None:
            code = _CSS_COMMENT_SPAN.sub(_span_blanked, _JSX_STRING.sub(_span_blanked, script))
        names = [item.removesuffix("()") for item in items]
        below = _NEXT_CODE_LINE.match(code, note.end())
        if below is not None and code.count("\n", note.end(), below.start(1)) > 2:
            below = None  # (fix-scope141: past the script's end, the markup's handler calls)
        if below is not None and any(
            re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", below.group(1)) for name in names
        ):
            continue  # (a remark on the calls right under it: "/* init unchanged */ init();")
        start = note.start() + len(note.group()) - len(note.group().lstrip(" \t"))
        candidates.append((start, names))
    if (
        code is None
        or not candidates
        or _CODE_LOADS_CODE.search(code) is not None
        or _SCRIPT_CREATED.search(script) is not None
    ):
        return -1
    unbound = _unbound_calls(code, {name for _, names in candidates for name in names})
    if "props" in script or "Props" in script:
        # (fix-names156: a Vue component's props named by strings, "defineProps(['load'])",
        # "props: ['load']", bind the names its template's handlers call)
        unbound.difference_update(_vue_prop_names(script))
    for start, names in candidates:
        if all(name in unbound for name in names) or (
            start in kind_notes and unbound.intersection(names)
        ):
            return start
    return -1


def _span_blanked(found: re.Match[str]) -> str:
    """A match's text blanked, its line ends kept (offsets kept)."""
    return _NOT_NEWLINE.sub(" ", found.group())


def _unbound_calls(code: str, wanted: set[str]) -> set[str]:
    """The names of ``wanted`` that ``code`` (a script, comments and strings taken out) only
    calls, at least once, and that are no globals of the browser: one pass over its names."""
    seen: set[str] = set()
    bound = set(wanted & _BROWSER_GLOBALS)
    for use in _SCRIPT_IDENTIFIER.finditer(code):
        name = use.group()
        if name not in wanted or name in bound:
            continue
        before = code[max(use.start() - 20, 0) : use.start()]
        if before.endswith(".") or re.search(r"\.[ \t]$", before):
            continue  # (a member, "obj.load()": not the name)
        seen.add(name)
        after = code[use.end() : use.end() + 200]
        call = re.match(r"[ \t]*+\((?:[^()]|\([^()]*\))*\)", after)
        if (
            call is None
            or re.match(r"[ \t]*+\{", after[call.end() :]) is not None
            or re.search(r"\bfunction[ \t*]*+$", before)
        ):
            bound.add(name)  # (not a call, a method's definition "load() {" or a function's)
    return seen - bound


def _page_script_elision(content: str, suffix: str = "html") -> int:
    """Start of the first elision of a page's scripts read as JavaScript (everything else
    of the page blanked, offsets kept), or -1. An Astro page's frontmatter is a script too."""
    pieces = []
    last = 0
    frontmatter = False
    if suffix == "astro" and (front := _FRONTMATTER.match(content)) is not None:
        frontmatter = True
        body_start = content.index("\n") + 1
        body_end = content.rindex("---", 0, front.end())
        pieces.append(_NOT_BLANK.sub("\n", content[:body_start]))
        pieces.append(content[body_start:body_end])
        last = body_end
    commented = [(c.start(), c.end()) for c in _HTML_COMMENT_SPAN.finditer(content)]
    loads = False
    for found in _SCRIPT_SPAN.finditer(content, last):
        at = bisect.bisect_right(commented, (found.start(), len(content))) - 1
        if _SCRIPT_SRC.search(found.group(1)) is not None and (
            at < 0 or commented[at][1] <= found.start()
        ):
            loads = True  # (not inside an HTML comment: commented out, it loads nothing)
        kind = _SCRIPT_TYPE.search(found.group(1))
        if kind is not None and not re.search(
            r"javascript|ecmascript|module|typescript|babel|jsx", kind.group(1), re.IGNORECASE
        ):
            continue
        body_start = found.end(1)
        body_end = found.end() - (8 if found.group().lower().endswith("</script") else 0)
        pieces.append(_markup_blanked(content[last:body_start], suffix))
        pieces.append(content[body_start:body_end])
        last = body_end
    if not pieces:
        return -1
    pieces.append(_markup_blanked(content[last:], suffix))
    text = "".join(pieces)
    unbound = -1 if loads else _note_of_unbound_calls(text, frontmatter=frontmatter)
    if unbound != -1:
        first = _scan_text(text.replace("\r", " "), "js")[0]
        return unbound if first == -1 else min(first, unbound)
    if "\r" not in text:
        return _scan_text(text, "js")[0]
    # (CRLF lines read as LF lines, as an LF page's: a CR would make a blank line no blank;
    # the offset found is mapped back past the CRs taken out)
    crs = [at for at, char in enumerate(text) if char == "\r"]
    elision = _scan_text(text.replace("\r", ""), "js")[0]
    if elision == -1:
        return -1
    shifted = [at - taken for taken, at in enumerate(crs)]
    return elision + bisect.bisect_right(shifted, elision)


# -- the sound rule of a page's notes (fix-pages97) -----------------------------------------------
# The tables above read a page's notes by their shapes; models decorate them without end (an
# emoji, "EDIT:", "rest of the page: unchanged", words over lines, the note as text the page
# shows). One rule reads them all: in a page (markup, a template, JSX, the indented templates)
# a comment, or a line of text that is only a note (between dots, brackets, after "#", alone
# in a <p> or a <div>), whose words once decoration is dropped (marks, emoji, a label before a
# colon) are only words of others ("rest of", "remaining", "other", "existing"), of a state
# ("unchanged", "same as before", "kept", "omitted", "left out", "go here", "keep"), small
# words, kinds of parts ("markup", "styles", "section") and names, is a note for markup left
# out when it says others and a state (no name needed: "the rest of the page: unchanged"), or
# others between dots, or a state and names one of which the page lacks (its markup, classes,
# ids, text and scripts hold no such word, and a script's name is defined nowhere:
# "cookie banner unchanged", "same footer as before", "fetchData and renderChart unchanged").
# A word of anything else ("for", "with", "because", "see", a verb) makes it the page's own
# remark, and so does a comparison with a name ("same as index.html"); a comment after markup
# on its line remarks on that line unless it says others. The other reading, the whole page
# written, loses the markup the note stands for.
_PN_OTHERS = _word_set("rest remaining remainder other others existing")
_PN_STATES = _word_set(
    "unchanged same before kept omitted untouched unmodified identical preserved retained "
    "elided truncated snipped skipped intact as-is previously"
)
_PN_SMALL = _word_set(
    "the a an of this that these those your my our all is are was were be been as it its in "
    "from and or here remains remain stays stay left out no changes change current file "
    "page version earlier above original previous prior note nb edit update updated new "
    "plus also shown not"
)
_PN_KINDS = _word_set(
    "markup styles style rules rule css html section sections part parts content elements "
    "element blocks block components component includes include partials partial tags tag "
    "templates template code layout functions function helpers helper scripts script "
    "selectors slots js jsx body"
)
#: Words that make a comment a remark of the page's own, not a note.
_PN_REMARK = _word_set(
    "for to with by if because when but only must should will can need needs use uses used "
    "see todo fixme so then than why how what which who where into onto via per please do "
    "don't does did we you i us they he she make makes made add added remove removed fix "
    "fixed start end begin begins ends starts open close opens closes optional required "
    "at on under over after between within inside outside below behind near until while"
)
_PN_COMPONENT = re.compile(
    r"^(?:export[ \t]+)?(?:default[ \t]+)?(?:async[ \t]+)?(?:function|class|const|let)\b",
    re.MULTILINE,
)
_PN_OTHER_FILES = _word_set("pages files templates views sites apps projects")
_PN_WORD = re.compile(r"[A-Za-z][\w$'-]*(?:\(\))?")
_PN_LABEL = re.compile(r"^[ \t]*[A-Za-z]{2,12}[ \t]*:[ \t]+(?=\S)")
_PN_COMMENT = re.compile(
    r"<!--(?!\[)((?:[^-]|-(?!->)){0,400}?)-->|/\*((?:[^*]|\*(?!/)){0,400}?)\*/", re.DOTALL
)
_PN_INDENTED_LINE = re.compile(
    r"^[ \t]*+(?://-?|-#|/!?|-[ \t]*+#)[ \t]*+([^\n]{1,200}?)[ \t]*\r?$", re.M
)
_PN_DOTS_LINE = re.compile(r"^[ \t]*+(?:\.\.\.|\u2026)[ \t]*\r?$", re.M)
_PN_TEXT_LINE = re.compile(
    r"^[ \t]*+(?:<(p|div|span|em|i|small)>[ \t]*+)?"
    r"((?:\.\.\.|\u2026|[\[(#])[^<>\n]{1,200}?)[ \t]*+(?:</\1>)?[ \t]*\r?$",
    re.M,
)
_PN_NOT_SHOWN = re.compile(
    r"<(script|style|pre|textarea|code|xmp)\b.*?(?:</\1\b|\Z)", re.IGNORECASE | re.DOTALL
)
_PN_SCRIPT_LINE = re.compile(r"^[ \t]*+//[ \t]*+([^\n]{1,200}?)[ \t]*\r?$", re.M)
#: (fix-scope141) A JSX file's "//" comment line right over a line that only closes an object
#: literal (``};``, ``},``, ``})``), at the margin of its keys.
_PN_CLOSING_NOTE = re.compile(
    r"^[ \t]++(//)[ \t]*+([^\n]{1,200}?)[ \t]*\r?\n[ \t]*+\}[;,)]*+[ \t]*+\r?$", re.M
)
_PN_PAGE_WORD = re.compile(r"[a-z][a-z0-9]*")
_PN_JOINED_WORD = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+")
_PN_DEFINES = re.compile(
    r"(?:function[ \t]*\*?[ \t]*|class[ \t]+|(?:const|let|var)[ \t]+)([A-Za-z_$][\w$]*)"
    r"|(?<![\w$.])([A-Za-z_$][\w$]*)[ \t]*(?::|=(?![=>]))"
    r"|(?<![\w$.])([A-Za-z_$][\w$]*)[ \t]*\([^()\n]*\)[ \t]*\{"
)
_PN_LONGEST_WORDS = 24
_PN_MOST_NAMES = 6


def _pn_words(text: str) -> list[str] | None:
    """The words of a note's ``text``, its decoration dropped (marks, emoji, a label before a
    colon), or None when it holds markup."""
    text = " ".join(text.split())
    if " = " in text:
        text = text.replace(" = ", ": ")  # (hunt109: "footer = unchanged", "=" for the colon)
    if any(mark in text for mark in ("<", ">", "{", "}", "=", ";", '"')):
        return None
    label = _PN_LABEL.match(text)
    if label is not None and label.group().strip(" \t:").lower() not in _PN_STATES:
        rest = _PN_WORD.findall(text[label.end() :].lower())
        if any(word not in _PN_STATES and word not in _PN_SEE_WORDS for word in rest):
            text = text[label.end() :]
        else:
            # (hunt109: the words after the colon only a state, "footer: see previous
            # version", "footer = unchanged": the word before it is the note's name)
            text = text[: label.end()].replace(":", " ") + text[label.end() :]
    return _PN_WORD.findall(text.replace("\u2019", "'"))


#: (hunt109) Words after "see" that point at the earlier version ("see previous version").
_PN_SEE_EARLIER = _word_set("previous earlier original prior above before")
_PN_SEE_WORDS = _PN_SEE_EARLIER | _word_set("see version as")
#: (hunt109) Last words of a note after its names that say they are kept or listed only:
#: "footer stays", "nav, hero, footer, etc.".
_PN_LAST_STATES = _word_set("stays stay remains remain etc")


def _pn_sees_earlier(lowered: list[str], at: int) -> bool:
    """Whether the word at ``at`` is a "see" pointing at the earlier version."""
    return lowered[at] == "see" and at + 1 < len(lowered) and lowered[at + 1] in _PN_SEE_EARLIER


#: (fix-lang158) One word of a page's note in any language the tables of note_words hold.
_PN_FOREIGN_WORD = re.compile(note_words.WORD)
#: The kinds of note_words whose words make a note one of another language than English.
_PN_FOREIGN_KINDS = frozenset({"others", "state", "only", "kind", "subject"})


def _pn_foreign_note(text: str, lacks: Callable[[str], bool], *, dotted: bool) -> bool | None:
    """(fix-lang158, issue 20) Whether ``text``, a note in another language than English, is
    only a note for markup left out, read by the same concepts as the English rule above
    with note_words' one table ("andere Abschnitte unverändert", "reszta strony bez zmian",
    "sections Features et Pricing inchangées", "他のセクションは変更なし"): words of others
    and a state, or a state and names the page lacks; kinds, subjects and small words beside
    them. A word of "only", "except" or purpose, a lowercase word of no table (a verb, a
    preposition: a remark of the page), or an others word whose head is a noun of no table
    ("andere Seiten", other pages) makes it no note of this reader. None when ``text`` is
    English (no word of those kinds in another language). Only ever says "note": the English
    rule still reads what it does not (a word of the tables may be English, "phase")."""
    text = " ".join(text.split())
    if any(mark in text for mark in ("<", ">", "{", "}", "=", ";", '"')):
        return None
    if not text.isascii() and len(text) <= 40 and note_words.cjk_others_pattern().search(text):
        cjk = note_words.cjk_kinds(text)
        if cjk["state"]:
            return not cjk["rest"] and not (cjk["only"] or cjk["changed"])
    tokens = _PN_FOREIGN_WORD.findall(text)
    if not tokens or len(tokens) > _PN_LONGEST_WORDS:
        return None
    for first, verb in reversed(note_words.negated_touches(tokens)):
        # (fix-notes177: hunt134-pagenotestate, a verb of touching negated is a state: "altri
        # blocchi non toccati", "andere Blöcke nicht angefasst", "остальные блоки не трогал")
        end = verb + 1
        while end < len(tokens) and note_words.fold(tokens[end]) in note_words.NEGATION:
            end += 1  # (French "ne changent pas": the second word of the negation)
        tokens[first:end] = ["unverändert"]
    pairs = note_words.classify(tokens)
    if not any(
        kind in _PN_FOREIGN_KINDS
        and any(note_words.fold(part) not in note_words.ENGLISH for part in word.split())
        for kind, word in pairs
    ):
        return None
    others = state = False
    names: list[str] = []
    for at, (kind, word) in enumerate(pairs):
        folded = note_words.fold(word)
        if kind == "only" or folded in note_words.EXCEPT or folded in note_words.PURPOSE:
            return False
        if kind == "others":
            head = next((k for k, _ in pairs[at + 1 :] if k != "small"), "state")
            if head is None:
                return False  # (other things of no table: "andere Seiten", other pages)
            others = True
        elif kind == "state":
            state = True
        elif kind is None:
            if word.islower() or folded in _PN_REMARK:
                return False  # (a verb, a preposition: the page's own remark)
            head, _, last = word.rpartition("-")
            if head and (
                note_words.kind_of(last) == "kind" or note_words.fold(last) in note_words.PART_NOUNS
            ):
                # (fix-kinds176) a compound of a name and a kind is that name: "Hero-Bereich",
                # "Header-Block", "Hero-Komponente" name the page's Hero, its header
                word = head
            names.append(word)
    if len(names) > _PN_MOST_NAMES:
        return False
    if others:
        return state or (dotted and not names)
    return state and any(lacks(name) for name in names)


def _pn_says_others(text: str) -> bool:
    """Whether a note's ``text`` says others: an English word of them (:data:`_PN_OTHERS`),
    or (fix-lang158) one of note_words' others in another language ("andere", "reszta",
    "他の")."""
    said = _pn_words(text) or []
    if _PN_OTHERS.intersection(word.lower() for word in said):
        return True
    if not text.isascii() and note_words.cjk_others_pattern().search(text):
        return True
    return any(
        kind == "others" and note_words.fold(word) not in note_words.ENGLISH
        for kind, word in note_words.classify(_PN_FOREIGN_WORD.findall(text))
    )


def _pn_is_note(text: str, lacks: Callable[[str], bool], *, dotted: bool) -> bool:
    """Whether ``text`` is only a note for markup left out (see above; in another language,
    :func:`_pn_foreign_note`)."""
    if _pn_foreign_note(text, lacks, dotted=dotted):
        return True  # (else the English rule reads it: a word of the tables may be English)
    words = _pn_words(text)
    if not words or len(words) > _PN_LONGEST_WORDS:
        return False
    lowered = [word.lower().removesuffix("()") for word in words]
    between = _pn_between(lowered)
    if between is not None:
        # (fix-notes177: hunt140-pagenotebetween, "sections in between unchanged", "everything
        # in between", "the sections between Hero and Footer are unchanged": the parts between
        # the page's own, the ones the note stands for, read as the others)
        first = min(between)
        words = [
            "other" if at == first else word
            for at, word in enumerate(words)
            if at == first or at not in between
        ]
        lowered = [word.lower().removesuffix("()") for word in words]
    if (
        len(lowered) >= 2
        and lowered[0] == "existing"
        and all(word in _PN_KINDS for word in lowered[1:])
    ):
        return True  # (fix-notes177: "existing sections" alone, as "existing code" is)
    if _PN_REMARK.intersection(
        word for at, word in enumerate(lowered) if not _pn_sees_earlier(lowered, at)
    ):
        return False
    others = False
    state = False
    names: list[str] = []
    kinds: list[str] = []  # (a kind alone is the name: "scripts unchanged", "helper functions")
    for at, word in enumerate(lowered):
        after = lowered[at + 1] if at + 1 < len(lowered) else ""
        if word == "rest" and after not in ("of", "") and after not in _PN_STATES and not state:
            return False  # ("REST endpoints": no "rest of")
        if word == "as" and after and after not in _PN_SMALL and after not in _PN_STATES:
            return False  # (a comparison: "same height as header", "same as index.html")
        if word in _PN_OTHERS and after in _PN_OTHER_FILES:
            return False  # (other documents, not this page's rest: "other pages: same layout")
        if word in _PN_OTHERS:
            others = True
        elif word == "see" and after in _PN_SEE_EARLIER:
            state = True  # (hunt109: "footer: see previous version", a pointer to the old)
        elif not after and word in _PN_LAST_STATES and (names or kinds):
            state = True  # (hunt109: "footer stays", "footer etc.": a list closed, kept)
        elif word in _PN_STATES or word == "as-is":
            if word == "same" and after == "as":
                following = lowered[at + 2 : at + 5]
                if any(w not in _PN_SMALL and w not in _PN_STATES for w in following):
                    return False  # (a comparison: "same as index.html")
            state = True
        elif word in ("keep", "go", "goes") and ((word == "keep" and at == 0) or after == "here"):
            state = True
        elif word in _PN_KINDS:
            kinds.append(words[at].removesuffix("()"))
        elif word in _PN_SMALL:
            continue
        else:
            names.append(words[at].removesuffix("()"))
    if len(names) > _PN_MOST_NAMES:
        return False
    if others and (state or (dotted and not names)):
        return True
    named = names or kinds
    return state and bool(named) and any(lacks(name) for name in named)


#: (fix-notes177) What names the parts in between before "between": a kind, or everything.
_PN_BETWEEN_WHAT = _word_set("everything anything all whatever stuff")


def _pn_between(lowered: list[str]) -> set[int] | None:
    """(fix-notes177: hunt140-pagenotebetween) The indexes of a note's words (lowercased) that
    say "the ones in between": "between" (with "in" before it, and the page's two names it
    lies between after it, "between Hero and Footer") right after a kind or "everything";
    None when the note says no such thing ("spacing between sections": a remark)."""
    if "between" not in lowered:
        return None
    at = lowered.index("between")
    before = at - 1 if at and lowered[at - 1] == "in" else at
    if before == 0 or not (
        lowered[before - 1] in _PN_KINDS or lowered[before - 1] in _PN_BETWEEN_WHAT
    ):
        return None
    taken = set(range(before, at + 1))
    if lowered[before - 1] in _PN_BETWEEN_WHAT:
        taken.add(before - 1)
    after = lowered[at + 1 : at + 4]
    if len(after) == 3 and after[1] == "and":
        taken |= {at + 1, at + 2, at + 3}
    return taken


def _pn_blanked(content: str, spans: list[tuple[int, int, str, bool]]) -> str:
    """``content`` with ``spans`` blanked (offsets kept)."""
    pieces: list[str] = []
    last = 0
    for start, end, _, _ in sorted(spans):
        if start >= last:
            pieces.append(content[last:start])
            pieces.append(_NOT_NEWLINE.sub(" ", content[start:end]))
            last = end
    pieces.append(content[last:])
    return "".join(pieces)


def _pn_dotted(text: str) -> bool:
    """Whether a note's ``text`` stands between dots or brackets."""
    text = text.strip(" \t\r\n-*")
    return len(text) > 2 and text[0] in ".\u2026[(" and text[-1] in ".\u2026])"


def _pn_templates(content: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The spans of a script's untagged template strings, text it holds or shows (a code
    sample), and of its templates of markup or styles, read as the file's own: a tagged one
    (`styled.div```, `css```, lit's `html```; not `sql```, `gql```), a
    ``<style jsx>{`...`}`` body, an Angular component's `template:` and `styles:`."""
    samples = []
    markup = []
    for start, end in _template_strings(content):
        head = content[max(0, start - 80) : start]
        tag = _PN_TAG.search(head)
        if (
            (tag is not None and tag.group(1) not in _PN_NOT_MARKUP_TAGS)
            or (head.endswith("{") and _STYLE_OPEN.search(head) is not None)
            or _PN_TEMPLATE_KEY.search(head) is not None
        ):
            markup.append((start, end))
        else:
            samples.append((start, end))
    return samples, markup


_PN_TAG = re.compile(r"([A-Za-z_$][\w$]*)(?:\.[\w$]+|\([^()\n]*\))*\Z")
_PN_NOT_MARKUP_TAGS = frozenset({"sql", "SQL", "gql", "graphql", "dedent", "raw", "String"})
_PN_TEMPLATE_KEY = re.compile(r"\b(?:template|styles)[ \t]*:[ \t]*\[?[ \t]*\Z")


def _pn_inside(spans: list[tuple[int, int]], offset: int) -> bool:
    at = bisect.bisect_right(spans, (offset, offset)) - 1
    return at >= 0 and spans[at][1] > offset


def _page_note_elision(content: str, suffix: str, *, templates_only: bool = False) -> int:
    """Start of the first note of a page (see above) for markup left out, or -1; of a
    script's templates of markup or styles only, with ``templates_only``."""
    spans: list[tuple[int, int, str, bool]] = []  # (start, end, text, dotted)
    scripted: set[int] = set()  # (the starts of a page script's "//" lines)
    samples, markup = (
        _pn_templates(content) if suffix in _JS_SUFFIXES and "`" in content else ([], [])
    )
    for found in _PN_COMMENT.finditer(content):
        inner = found.group(1) if found.group(1) is not None else found.group(2)
        if templates_only and not _pn_inside(markup, found.start()):
            continue  # (a script's own comment: the script's rules read it)
        if _pn_inside(samples, found.start()):
            continue  # (a code sample's text, no note of the file's own)
        spans.append((found.start(), found.end(), inner, _pn_dotted(inner)))
    if suffix in _INDENTED_PAGE_SUFFIXES:
        for found in _PN_INDENTED_LINE.finditer(content):
            spans.append((found.start(), found.end(), found.group(1), _pn_dotted(found.group(1))))
        dots = _PN_DOTS_LINE.search(content)
        if dots is not None:
            spans.append((dots.start(), dots.end(), "...", True))
    if suffix in _PAGE_SUFFIXES and "<script" in content:
        for found in _SCRIPT_SPAN.finditer(content):
            for line in _PN_SCRIPT_LINE.finditer(content, found.end(1), found.end()):
                spans.append((line.start(), line.end(), line.group(1), False))
                scripted.add(line.start())
    if suffix in ("jsx", "tsx") and not templates_only and "//" in content:
        # (fix-scope141: a "//" line last in an object literal, right over its close, a style
        # object's "// footer and sidebar unchanged" over "};": its keys left out)
        for found in _PN_CLOSING_NOTE.finditer(content):
            spans.append((found.start(1), found.end(2), found.group(2), _pn_dotted(found.group(2))))
    page = _pn_blanked(content, spans)
    if suffix in _PAGE_SUFFIXES:
        # (text no reader sees as the page's: a script's, a sheet's, a listing's, blanked)
        shown = _PN_NOT_SHOWN.sub(_span_blanked, page) if "<" in page else page
        texts = [
            (found.start(2), found.end(2), found.group(2), _pn_dotted(found.group(2)))
            for found in _PN_TEXT_LINE.finditer(shown)
        ]
        if texts:
            spans.extend(texts)
            page = _pn_blanked(page, texts)
    if not spans:
        return -1
    spans.sort()
    words = set(_PN_PAGE_WORD.findall(page.lower()))
    # (lead, round 20: a name joined by hyphens or underscores is also one word, the note's
    # "Sidebar" is the page's <side-bar>, "UserCard" its user_card)
    words.update(
        found.group().replace("-", "").replace("_", "")
        for found in _PN_JOINED_WORD.finditer(page.lower())
    )
    trees = (
        [found.start() for found in _PN_COMPONENT.finditer(page)]
        if suffix in _JS_SUFFIXES and not templates_only
        else []
    )
    imported = (
        set(_PN_PAGE_WORD.findall(" ".join(_IMPORT_LINE.findall(page)).lower())) if trees else set()
    )

    defined: set[str] = set()

    def lacks(name: str) -> bool:
        name = name.lstrip(".#")
        if script and name[:1].islower() and any(char.isupper() for char in name[1:]):
            if not defined:
                defined.update(
                    next(group for group in found.groups() if group)
                    for found in _PN_DEFINES.finditer(page)
                )
                defined.add("")  # (indexed once)
            return name not in defined
        parts = [part for part in re.split(r"[^a-z0-9]+", name.lower()) if part]
        return any(
            part not in words
            and part.removesuffix("s") not in words
            and part.removesuffix("es") not in words
            for part in parts
        )

    whole = words
    tree_words: dict[int, set[str]] = {}
    script = False
    for start, end, text, dotted in spans:
        words = whole
        # (a camelCase name in a script's note is lacking when no code defines it: the calls
        # of it are no definition)
        script = start in scripted or suffix in _JS_SUFFIXES
        if len(trees) > 1:
            # (a JSX note is read against its own component's tree, and the imports: another
            # component's elements are no part of it; each tree's words indexed once)
            at = bisect.bisect_right(trees, start)
            if at > 0 and at not in tree_words:
                tree = page[trees[at - 1] : trees[at] if at < len(trees) else len(page)]
                tree_words[at] = set(_PN_PAGE_WORD.findall(tree.lower())) | imported
            words = tree_words.get(at, whole)
        if dotted and text in _ONLY_DOTS:
            return start  # (a line of only dots in an indented template: no markup)
        line_start = content.rfind("\n", 0, start) + 1
        before = content[line_start:start].strip()
        if before and not before.endswith(("{", "(")) and not _pn_says_others(text):
            continue  # (after markup on its line: a remark on that line unless it says others)
        if not dotted and _pn_labels_element(content, start, end) and not _pn_says_others(text):
            continue  # (hunt109: a label of the element right under it, no note)
        if _pn_is_note(text, lacks, dotted=dotted):
            return start
    return -1


#: An element's opening tag with an attribute (an id, a class, a src, a binding) at a line's
#: start (its indentation in group 1).
_PN_OPENING_TAG = re.compile(r"([ \t]*)<[A-Za-z][\w:.-]*[ \t]+[^\s>/]")


def _pn_labels_element(content: str, start: int, end: int) -> bool:
    """(hunt109) Whether the ``<!-- -->`` comment at ``start``-``end`` stands alone on its line
    right over an element's opening tag with an attribute at its own indentation (no blank
    line between; a bare ``<p>`` is the page's text, no element of its own): it
    labels that element by a description (``<!-- Google Analytics (unchanged) -->`` over the
    gtag script, ``<!-- Mobile menu toggle unchanged -->`` over the burger button), whose words
    need be no word of its markup; the element it describes is right there."""
    if not content.startswith("<!--", start):
        return False
    line_start = content.rfind("\n", 0, start) + 1
    indent = content[line_start:start]
    if indent.strip(" \t"):
        return False
    line_end = content.find("\n", end)
    if line_end == -1 or content[end:line_end].strip():
        return False
    below = _PN_OPENING_TAG.match(content, line_end + 1)
    return below is not None and below.group(1) == indent


#: (fix-notes155) A block comment of one line of words with no " * " before them, its "/*" (or
#: "/**") and "*/" on lines of their own: the scan, which visits a comment by its marker, never
#: sees the words.
#: (fix-notes173: hunt137-luablocks) So is a Lua block comment's, ``--[[`` (``--[==[``) over
#: it and ``]]`` (``--]]``, ``]==]``) under it.
_BARE_BLOCK = re.compile(
    r"(?:^|\n)[ \t]*+(?:/\*\*?+|--\[={0,8}+\[)[ \t]*+\r?\n([ \t]*+)([^\s*/\]-][^\n]{0,118}?)"
    r"[ \t]*+\r?\n[ \t]*+(?:\*/|(?:--)?+\]={0,8}+\])"
)


def _bare_block_note(content: str) -> int:
    """(fix-notes155) The start of the first block comment of :data:`_BARE_BLOCK` whose line of
    words is a note of names that stands for left-out code (read as the same note on a " * "
    line: :func:`_stands_for_code`), -1 for none."""
    for found in _BARE_BLOCK.finditer(content):
        line_start = found.start(1)
        line_end = content.find("\n", line_start)
        words = found.group(2).rstrip("\r")
        if _ends_margin_note(words) and _stands_for_code(content, line_start, line_end, words):
            return line_start
    return -1


def _scan_text(content: str, suffix: str) -> tuple[int, int]:
    """The starts of the first elision and the first placeholder comment of ``content``, a
    file with ``suffix``, -1 for none."""
    markers = _MARKERS_BY_SUFFIX.get(suffix, _MARKERS)
    elision = comment = -1
    for candidates, prefix_tree in _combined(markers, suffix in _MARKDOWN_SUFFIXES):
        found, warned = _scan(
            content, candidates, prefix_tree, python=suffix in _PYTHON_SUFFIXES, suffix=suffix
        )
        if found != -1 and (elision == -1 or found < elision):
            elision = found
        if warned != -1 and (comment == -1 or warned < comment):
            comment = warned
    if elision != 0 and _first_line_margin(content, markers, python=suffix in _PYTHON_SUFFIXES):
        elision = 0
    if ("/*" in markers and "/*" in content) or ("--" in markers and "--[" in content):
        found = _bare_block_note(content)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix in _BARE_SUFFIXES:
        found = _bare_elision(content, python=suffix in _PYTHON_SUFFIXES)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    jsx = suffix in _JSX_SUFFIXES or (
        suffix == "js"
        and ("{/*" in content or "{//" in content)
        and _HOLDS_JSX.search(content) is not None
    )
    if suffix in _STYLE_SUFFIXES or suffix in _PAGE_SUFFIXES or jsx:
        page = suffix not in _STYLE_SUFFIXES
        found = _named_parts_left_out(
            _markdown_examples_blanked(content) if suffix == "mdx" else content,
            page=page,
            jsx=jsx,
            suffix=suffix if suffix in _PAGE_SUFFIXES else "html",
            nesting=suffix in {"scss", "sass", "less"},
        )
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix in _INDENTED_PAGE_SUFFIXES and ("css" in content or "style." in content):
        found = _indented_sheet_elision(content)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix in _PAGE_SUFFIXES and (
        "<script" in content or (suffix == "astro" and content.startswith("---"))
    ):
        found = _page_script_elision(content, suffix)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix in _PAGE_SUFFIXES or suffix in _INDENTED_PAGE_SUFFIXES or jsx:
        found = _page_note_elision(content, suffix)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    elif suffix in _JS_SUFFIXES and "`" in content and ("/*" in content or "<!--" in content):
        found = _page_note_elision(content, suffix, templates_only=True)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix in _STYLE_SUFFIXES and "{" in content:
        dots = _DOTS_RULE.search(content)
        if dots is not None and (elision == -1 or dots.start() < elision):
            elision = dots.start()
    if suffix in _PYTHON_SUFFIXES:
        found = _docstring_elision(content)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if (
        suffix in _NO_COMMENT_SUFFIXES
        or suffix in _NO_DOTS_SUFFIXES
        or (suffix in _TEMPLATE_DOTS_SUFFIXES and "<" in content)
    ):
        found = _dots_line(
            content,
            json=suffix in _NO_COMMENT_SUFFIXES,
            c_like=suffix in _C_SUFFIXES,
            page=(suffix in _PAGE_SUFFIXES or suffix in _TEMPLATE_DOTS_SUFFIXES) and "<" in content,
            block_comments=suffix in _BLOCK_COMMENT_SUFFIXES and "/*" in content,
        )
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix in _NO_COMMENT_SUFFIXES and '"//"' in content:
        found = _json_comment_key(content)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    found = _other_language_elision(content)
    if found != -1 and (elision == -1 or found < elision):
        elision = found
    if suffix in _DOCUMENTATION_SUFFIXES:
        found = _note_line(content, markdown=suffix in _MARKDOWN_SUFFIXES or suffix == "adoc")
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix not in _DOCUMENTATION_SUFFIXES and not content.isascii():
        found = _non_ascii_elision(content)
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    if suffix not in _DOCUMENTATION_SUFFIXES:
        found = _foreign_elision(content, _foreign_comments(markers, suffix in _CONFIG_SUFFIXES))
        if found != -1 and (elision == -1 or found < elision):
            elision = found
    return elision, comment


# -- notes of a documentation page: "[... rest of the README unchanged ...]" ---------------------
# A page's own lines are prose: "(unchanged)" inside a sentence says nothing of the file. A LINE
# that is nothing but a note (in brackets, parentheses, an HTML comment, between rules of
# dashes or tildes, or opening with dots; quoted with ">" or emphasised with "*" or "_" or not)
# whose words the family or the broad rule takes for an elision stands for the left-out part
# of the page, as a comment does in code. Code examples are blanked out before (their "..."
# lines are examples).
_NOTE_START = re.compile(
    r"^[ \t]{0,3}+(?:>[ \t]*+){0,8}+(?:(?:[-*+]|[0-9]{1,9}[.)])[ \t]++)?(?:[*_]{1,3}+[ \t]*+)?"
    r"(?:\[|\(|<|\||\.\.\.|\u2026|---|~~~)"
    # a line emphasised whole, or a list item, of words only ("*Older entries omitted.*")
    r"|^[ \t]{0,3}+(?:(?:[-*+]|[0-9]{1,9}[.)])[ \t]++)?[*_]{1,3}+[A-Za-z]"
    r"|^[ \t]{0,3}+(?:[-*+]|[0-9]{1,9}[.)])[ \t]++[A-Za-z]",
    re.MULTILINE,
)
# ("<!--" before "<": the longer opening first; "<rest unchanged>" in a text page)
_NOTE_BRACKETS = {"[": "]", "(": ")", "<!--": "-->", "<": ">", "---": "---", "~~~": "~~~"}
#: The parts of a page a note may say were left out ("(sections 3-5 as before)").
_PAGE_NOUNS = _word_set(
    "readme page pages document doc docs documentation changelog entries entry text paragraph "
    "paragraphs chapter chapters notes examples example table tables list sections section "
    "instructions steps usage rows row columns"
)
# Markdown's comment, a link that goes nowhere: "[//]: # (rest unchanged)", '[//]: # "..."'.
_MARKDOWN_COMMENT = re.compile(r'\[//\]:[ \t]*#[ \t]*(?:\((?P<p>.*)\)|"(?P<q>.*)")')
# A clause after the note's words that points elsewhere, a link or a name (", see docs",
# "[... rest unchanged, see [docs](docs/x.md) ...]"): its reference, not its words.
_REFERENCE_CLAUSE = re.compile(r"[,;][ \t]*(?:see|cf\.?|details in|more in)(?:[ \t]+\S+){0,3}")
# An AsciiDoc comment block ("////" lines) of one or two lines of text.
_ASCIIDOC_COMMENT = re.compile(r"^////[ \t]*\n((?:[^\n]{1,240}\n){1,2})////[ \t]*$", re.MULTILINE)


def _note_line(content: str, *, markdown: bool) -> int:
    """Start of the first line of a documentation page that is only a note saying part of
    the page was left out (see the notes above), or -1. Dots in brackets alone ("[...]")
    are such a note only on a Markdown page and outside a quotation."""
    first = -1
    for match in _NOTE_START.finditer(content):
        line_end = content.find("\n", match.end())
        line = content[match.start() : line_end if line_end != -1 else len(content)].strip()
        if len(line) <= 2 * _LONGEST_ELISION and (
            _is_note(line, bare_dots=markdown)
            or _sections_left_out(line, content, match.start(), line_end)
        ):
            first = (
                match.start()
                + len(content[match.start() :])
                - len(content[match.start() :].lstrip(" \t"))
            )
            break
    for match in _SECTION_WORD.finditer(content, 0, first if first != -1 else len(content)):
        line_start = content.rfind("\n", 0, match.start()) + 1
        line_end = content.find("\n", match.end())
        line = content[line_start : line_end if line_end != -1 else len(content)].strip()
        if len(line) <= 2 * _LONGEST_ELISION and _sections_left_out(
            line, content, line_start, line_end
        ):
            first = line_start + len(content[line_start:]) - len(content[line_start:].lstrip())
            break
    if "////" in content:
        for block in _ASCIIDOC_COMMENT.finditer(content):
            if first != -1 and block.start() > first:
                break
            if _closed_note(" ".join(block.group(1).split())):
                return block.start()
    return first


# A note that names parts of the page with a state, "_(Installation and Usage sections
# unchanged)_", stands for those parts when the page lacks a heading of any one of them (the
# names are of the parts it left out; "Usage section unchanged" under a "## Usage" heading is
# a note on that part). Names in any case ("usage section unchanged", "Installing scoped
# packages"), compared caseless with the headings; the note in brackets, emphasis, a list
# item or a sentence of its own.
_TITLE_WORD = r"(?!(?:and|or|sections?|chapters?|parts?|headings?)\b)[\w][\w-]*+"
_TITLE = rf"{_TITLE_WORD}(?: {_TITLE_WORD}){{0,3}}"
_SECTIONS_STANDING = re.compile(
    rf"(?:the )?(?:(?:other|remaining|existing) )?"
    rf"(?P<names>{_TITLE}(?:(?:,| and|, and|,? &) {_TITLE}){{0,7}}) "
    rf"(?:sections?|chapters?|parts?|headings?){_NAMED_STATE}",
    re.IGNORECASE,
)
_TITLE_SEPARATOR = re.compile(r"(?:,| and|, and|,? &) ", re.IGNORECASE)
# Headings of Markdown ("## Usage") and AsciiDoc ("== Usage").
_HEADING = re.compile(r"^[ \t]{0,3}(?:#{1,6}|={1,6})[ \t]+([^\n]*)", re.MULTILINE)
# A line of a page that may be a section note without brackets: "Usage sections unchanged."
_SECTION_WORD = re.compile(r"\b(?:sections?|chapters?)\b", re.IGNORECASE)


def _sections_left_out(line: str, content: str, line_start: int, line_end: int) -> bool:
    """Whether ``line`` (stripped, from ``line_start`` to ``line_end`` of ``content``) is
    only a note naming parts of the page ``content`` does not hold with a state, or whose
    named heading it stands right under as that part's only text (see the notes above)."""
    note = _LIST_MARKER.sub("", line.lstrip("> \t"), count=1)
    lowered = note.lower()
    if "section" not in lowered and "chapter" not in lowered and "part" not in lowered:
        return False  # (cheap: most lines name no part)
    tagged = _PARAGRAPH_TAG.fullmatch(note)
    if tagged is not None:
        note = tagged.group(1).strip()  # ("<p>(Usage section unchanged)</p>")
    note = note.strip("*_ \t")
    opening = note[:1]
    if opening in "([" and note.endswith(")" if opening == "(" else "]"):
        note = note[1:-1]
    note = " ".join(note.strip(_OPEN + _CLOSE).split())
    found = _SECTIONS_STANDING.fullmatch(note) if len(note) <= _LONGEST_ELISION else None
    if found is None:
        return False
    headings = {
        " ".join(heading.strip("#= \t").split()).lower() for heading in _HEADING.findall(content)
    }
    names = [name.lower() for name in _TITLE_SEPARATOR.split(found.group("names"))]
    if not all(name in headings for name in names):
        return True
    # "## Installation\n\n_(Installation section unchanged)_\n\n## Usage": the note is the
    # part's only text, under its own heading: it stands for that text
    above = _next_text_line(content, line_start, forward=False)
    heading = _HEADING.match(above)
    if heading is None or " ".join(heading.group(1).strip("#= \t").split()).lower() not in names:
        return False
    below = _next_text_line(content, line_end, forward=True)
    return not below or _HEADING.match(below) is not None


def _next_text_line(content: str, at: int, *, forward: bool) -> str:
    """The nearest line holding anything (stripped) after the line ending at ``at`` (its
    "\n", -1 for none) or before the line starting at ``at``; "" for none."""
    while True:
        if forward:
            if at == -1:
                return ""
            end = content.find("\n", at + 1)
            line = content[at + 1 : end if end != -1 else len(content)]
            at = end
        else:
            if at <= 0:
                return ""
            start = content.rfind("\n", 0, at - 1) + 1
            line = content[start : at - 1]
            at = start
        if line.strip():
            return line.strip()


# A list item's marker ("- ", "2. ") and an HTML paragraph around a note ("<p>[...]</p>"):
# the note is the item's or the paragraph's only text.
_LIST_MARKER = re.compile(r"^(?:[-*+]|[0-9]{1,9}[.)])[ \t]+")
_PARAGRAPH_TAG = re.compile(r"<(?:p|div|span|em|i)>(.*)</(?:p|div|span|em|i)>")


def _is_note(line: str, *, bare_dots: bool = True) -> bool:
    """Whether ``line`` (stripped) is only a note of left-out text: brackets (or an HTML
    comment, or rules, or a Markdown comment) closed on the line around words of an elision,
    dots then such words, or a table row of such notes and dots. Dots in brackets alone
    count when ``bare_dots`` and the line is no quotation ("> [...]" marks words left out of
    the quoted passage; in a text file, "[...]" may be the file's own text, a pattern)."""
    note = _LIST_MARKER.sub("", line.lstrip("> \t"), count=1)
    listed = len(note) < len(line.lstrip("> \t"))
    quoted = line.startswith(">")
    tagged = _PARAGRAPH_TAG.fullmatch(note)
    if tagged is not None:
        note = tagged.group(1).strip()  # ("<p>[...]</p>": the paragraph is only the note)
    if note.startswith("|"):
        return _is_table_note(note)
    emphasis = len(note) - len(note.lstrip("*_"))
    if emphasis:
        # "*(rest of the page unchanged)*": the same marks close the note
        if len(note) <= 2 * emphasis or not note.endswith(note[:emphasis][::-1]):
            return False
        note = note[emphasis:-emphasis].strip()
    if note in ("[...]", "[\u2026]"):
        return bare_dots and not quoted  # (the mark of left-out text of the page)
    comment = _MARKDOWN_COMMENT.fullmatch(note)
    if comment is not None:
        return _closed_note(comment.group("p") or comment.group("q") or "")
    opening = next((o for o in _NOTE_BRACKETS if note.startswith(o)), "")
    if opening:
        if not note.endswith(_NOTE_BRACKETS[opening]) or len(note) <= 2 * len(opening):
            return False
        return _closed_note(note[len(opening) : -len(_NOTE_BRACKETS[opening])])
    if note.startswith(_ELLIPSIS_MARKS):
        return _note_words(note) is True
    if emphasis or listed:
        # a line emphasised whole or a list item, of words only: a note when its words are
        # an elision without dots ("*Older entries omitted.*", "- older entries unchanged")
        return not quoted and _note_words(note) is True
    return False


def _note_words(inner: str) -> bool | None:
    """The reading of the words of a note (``inner``, without its brackets): True for an
    elision, None for dots with words of their own, False for none."""
    if "," in inner or ";" in inner:
        inner = _REFERENCE_CLAUSE.sub("", inner)
    words = inner.strip(_OPEN + _CLOSE)
    if not words:
        return False
    if _is_family(inner, words, closed=True):
        return True
    return _dominated(words, inner, nouns=_PAGE_NOUNS)


def _closed_note(inner: str) -> bool:
    """Whether ``inner``, the text of a note closed around it (brackets, a comment), is an
    elision: dots with words of their own count there ("[... intro ...]"); a line that only
    opens with dots may go on a sentence of the page."""
    return _note_words(inner) is not False


def _is_table_note(row: str) -> bool:
    """Whether the table row ``row`` holds only dots, empty cells and notes of left-out text,
    at least one with words ("| ... | (other rows unchanged) |")."""
    if not row.endswith("|") or len(row) < 3:
        return False
    found = False
    for raw in row[1:-1].split("|"):
        cell = raw.strip()
        if not cell or cell.strip("." + "".join(_ELLIPSIS_MARKS) + " ") == "":
            continue
        if cell.startswith("|") or not _is_note(cell):
            return False
        found = True
    return found


# JSON has neither comments nor "...": a line that opens with dots (after a comment marker
# or not: "// ... other keys ...", "...") can only stand for left-out entries. One set for
# every suffix of a JSON document: notebooks, GeoJSON, JSON Lines (a document a line), web
# manifests, HAR logs, Babel's and other tools' JSON files, source maps' and TopoJSON's kin.
# (Not ".eslintrc" or ".prettierrc" without a suffix of their own: they may be YAML, where a
# line "..." ends a document.)
_NO_COMMENT_SUFFIXES = frozenset(
    [
        "babelrc",
        "code-workspace",
        "geojson",
        "gltf",
        "har",
        "ipynb",
        "json",
        "json5",
        "jsonc",
        "jsonl",
        "jsonld",
        "ndjson",
        "topojson",
        "webmanifest",
    ]
)
_JSON_DOTS = re.compile(r"(?:\.\.\.|\u2026)")
# Languages with no statement "..." (or "…") alone on a line: there it stands for code.
_NO_DOTS_SUFFIXES = _CODE_SUFFIXES | frozenset(
    # and in shell, Terraform, SQL, pip's files and configuration no entry is "..." (in HTML
    # a line of only dots is no markup: it stands for the elements left out)
    [
        "bash",
        "cfg",
        "hcl",
        "htm",
        "html",
        "ini",
        "requirements",
        "sh",
        "sql",
        "svelte",
        "tf",
        "toml",
        "vue",
        "zsh",
    ]
)
#: (hunt109) Template pages whose markup is the same HTML (an Astro page, a Handlebars, ERB,
#: Jinja, Nunjucks, Twig or Liquid template): a line of only dots in a file holding markup is
#: no markup either, as in HTML, Vue, Svelte (the markup test keeps a template of another
#: text, a ``config.yml.erb``, out).
_TEMPLATE_DOTS_SUFFIXES = frozenset(
    {"astro", "hbs", "handlebars", "erb", "jinja", "njk", "twig", "liquid"}
)
_DOTS_ALONE = re.compile(r"(?:\.\.\.|\u2026)[ \t]*+;?[ \t]*+\r?(?=\n|\Z)")


_PRE_OPEN = re.compile(r"<pre\b", re.IGNORECASE)
_PRE_CLOSE = re.compile(r"</pre\b", re.IGNORECASE)


def _pre_elements(content: str) -> list[tuple[int, int]]:
    """The spans of a page's <pre> elements, in order (one pass: one left open runs to the
    end). A "<pre" in a comment or a script's text (a string's) opens none: those are blanked
    first, offsets kept."""
    content = _SCRIPT_SPAN.sub(
        lambda found: found.group(1) + " " * (len(found.group()) - len(found.group(1))),
        _HTML_COMMENT_SPAN.sub(lambda found: " " * len(found.group()), content),
    )
    return _element_bodies(content, _PRE_OPEN, _PRE_CLOSE)


def _block_comments(content: str) -> list[tuple[int, int]]:
    """The spans of the closed ``/* */`` comments of a file of the C family, in order (one
    pass; strings and ``//`` comments are skipped, so a ``"src/**/*.js"`` opens none)."""
    return [
        found.span()
        for found in _CSS_MASK.finditer(content)
        if found.group().startswith("/*")
        and found.group().endswith("*/")
        and len(found.group()) >= 4
    ]


def _dots_in_block_comment(content: str, spans: list[tuple[int, int]], start: int) -> bool:
    """Whether the dots line at ``start`` stands inside a ``/* */`` comment (one of ``spans``)
    with prose of its own: any other line of it with a word (a usage example, a table, a
    traceback's shape the comment shows). A comment that is only dots is an elision."""
    at = bisect.bisect_right(spans, (start, len(content))) - 1
    if at < 0 or start >= spans[at][1]:
        return False
    opened, closed = spans[at]
    line_end = content.find("\n", start)
    text = content[opened:start] + content[line_end if line_end != -1 else closed : closed]
    return _WORD_CHARACTER.search(text) is not None


_WORD_CHARACTER = re.compile(r"\w")


def _dots_line(
    content: str,
    *,
    json: bool,
    c_like: bool = False,
    page: bool = False,
    block_comments: bool = False,
) -> int:
    """Start of the first line that is only dots (in JSON: that opens with dots, after a
    comment marker or not), or -1. In C (``c_like``), not a variadic parameter's dots. In an
    HTML ``page``, not a line of a <pre> element: a listing's text the page shows (its
    escaped markup, a command's output), no markup left out. Where ``/* */`` comments are
    (``block_comments``), not a line of such a comment with words of its own (hunt94: the
    comment's text, as CPython's headers show a usage example or a table ending in ``...``);
    a comment that is only the dots, or dots between code lines, is still an elision."""
    pattern = _JSON_DOTS if json else _DOTS_ALONE
    listings: list[tuple[int, int]] | None = None
    spans: list[tuple[int, int]] | None = None
    for match in pattern.finditer(content):
        if block_comments:
            if spans is None:
                spans = _block_comments(content)
            if _dots_in_block_comment(content, spans, match.start()):
                continue
        if page:
            if listings is None:
                listings = _pre_elements(content)
            at = bisect.bisect_right(listings, (match.start(), len(content))) - 1
            if at >= 0 and match.start() < listings[at][1]:
                continue
        line_start = content.rfind("\n", 0, match.start()) + 1
        prefix = content[line_start : match.start()]
        before = prefix.strip(" \t")
        if json and before in ("//", "/*", "#"):
            return line_start + len(prefix) - len(prefix.lstrip(" \t"))
        if json and _json_elision(content, prefix, match.start(), match.end()):
            # "[...]", "{...}", "1, ...": dots outside a string are no JSON; a key "..."
            return line_start + len(prefix) - len(prefix.lstrip(" \t"))
        if not before and not (c_like and _variadic(content, line_start, match.end())):
            return line_start + len(prefix) - len(prefix.lstrip(" \t"))
    return -1


_C_SUFFIXES = frozenset({"c", "h", "cc", "cpp", "cxx", "hpp", "hh"})
#: Code files (by suffix) whose comments may be ``/* */`` blocks.
_BLOCK_COMMENT_SUFFIXES = _CODE_SUFFIXES - frozenset({"ex", "exs", "lua", "rb"})
_DOTS_KEY = re.compile(r'"[ \t]*+:')


def _json_elision(content: str, prefix: str, start: int, end: int) -> bool:
    """Whether the dots of a JSON line from ``start`` to ``end`` (``prefix`` the line before
    them) stand for left-out entries: outside a string (an even count of quotes before them,
    no escapes), or a key that is only dots (``"...": "..."``)."""
    if "\\" not in prefix and prefix.count('"') % 2 == 0:
        return True
    return prefix.endswith('"') and _DOTS_KEY.match(content, end) is not None


# A "//" key, the comment idiom of package.json, that says entries were left out.
_COMMENT_KEY = re.compile(r'"//"[ \t]*+:[ \t]*+"([^"\n]{0,120})"')


def _json_comment_key(content: str) -> int:
    """Start of the first ``"//"`` key whose text the broad rule takes for an elision, or -1."""
    for match in _COMMENT_KEY.finditer(content):
        if _dominated(match.group(1).lstrip(_OPEN), match.group(1)):
            return match.start()
    return -1


# A C parameter declared on the line before the dots: "int a,", "const char *fmt,", after
# the function's name or not ("int printf(const char *fmt,"). (Lines past _LONGEST_PARAMETER
# are not weighed: the pattern may try each split of the line.)
# (a remark may end the line: "const char *format,   /* ASCII-encoded string */")
_PARAMETER_LINE = re.compile(
    r"(?:[^\r\n(]*\()?[ \t]*\w[\w \t*&]*[ \t*&]\w+[ \t]*,[ \t]*"
    r"(?:/\*(?:[^*\n]|\*(?!/))*+\*/[ \t]*|//[^\n]*)?\r?"
)
_LONGEST_PARAMETER = 200
_CLOSES_LIST = re.compile(r"[ \t\r\n]*\)")


def _variadic(content: str, line_start: int, end: int) -> bool:
    """Whether the dots that end at ``end`` (alone on the line from ``line_start``) are a C
    function's variadic parameter: a parameter's declaration on the line before, ")" after
    (``int printf(const char *fmt,`` / ``...`` / ``);``)."""
    previous = content.rfind("\n", 0, max(line_start - 1, 0)) + 1
    if line_start == 0 or line_start - previous > _LONGEST_PARAMETER:
        return False
    if not _PARAMETER_LINE.fullmatch(content, previous, line_start - 1):
        return False
    return _CLOSES_LIST.match(content, end) is not None


# The family's most common phrasings in the other languages models answer in (Chinese,
# Spanish, German, French, Portuguese): a comment that is only one of them.
# The first characters of the family's phrases in Chinese (searched only in a file that is not
# all ASCII, a test that costs nothing); the other languages' phrases start with words the
# comment scan looks for (_FIRST_WORDS), as the English ones.
_CHINESE_CLUES = (
    "\u5176",  # 其
    "\u5269",  # 剩
    "\u6b64\u5904",  # 此处
    "\u73b0\u6709",  # 现有
    "\u539f\u6709",  # 原有
)
_CHINESE_ELISION = (
    "(?:"
    # 其余代码保持不变, 其他部分不变, 剩余代码省略, 此处省略, 现有代码
    "(?:\u5176\u4f59|\u5176\u4ed6|\u5176\u5b83|\u5269\u4f59|\u5269\u4e0b)\u7684?"
    "(?:\u4ee3\u7801|\u90e8\u5206|\u5185\u5bb9|\u65b9\u6cd5|\u51fd\u6570|\u5b9e\u73b0)?"
    "(?:\u4fdd\u6301|\u7ef4\u6301)?(?:\u4e0d\u53d8|\u539f\u6837|\u7701\u7565|\u7565)"
    "|\u6b64\u5904\u7701\u7565[^\n]{0,12}"
    "|(?:\u73b0\u6709|\u539f\u6709)\u7684?\u4ee3\u7801(?:\u4fdd\u6301\u4e0d\u53d8|\u4e0d\u53d8)?"
    ")"
)
# The phrases of the rest with no state ("resto del código", "código existente", "restlicher
# Code", "le reste du code", "o restante do código"): the rest of the code named is the code
# left out. A phrase WITH a state, in any language of note_words ("Rest der Seite unverändert",
# "resto della pagina invariato", "pozostała część kodu bez zmian"), is read by the tables
# (:func:`_rest_with_state`), not spelled here.
_OTHER_LANGUAGE = re.compile(
    "(?:" + _CHINESE_ELISION + "|"
    "(?:el )?resto (?:del|de la) (?:c\u00f3digo|archivo|fichero|implementaci\u00f3n)"
    "|(?:(?:el|tu) )?c\u00f3digo existente"
    "|(?:der )?(?:restliche[rns]?|\u00fcbrige[rns]?|bestehende[rns]?|vorhandene[rns]?)"
    " (?:Code|Inhalt|Teil|Methoden|Funktionen)"
    "|(?:le )?reste du (?:code|fichier)"
    "|(?:(?:le|votre) )?code existant"
    "|(?:o )?(?:restante|resto) do (?:c\u00f3digo|arquivo)"
    ")",
    re.IGNORECASE,
)
#: The words of others of the tables that are no English word: an ASCII comment is weighed by
#: them only when it holds one, or "rest" (most comments the scan brings here are English).
_FOREIGN_OTHERS = note_words.TABLES["others"] - _word_set(
    "other others remaining remainder more plus"
)


_CHINESE_ELISION_RE = re.compile(_CHINESE_ELISION)


def _rest_with_state(words: str) -> bool:
    """(issue 20) Whether ``words`` is only words of note_words' tables, one of others and one
    of state among them ("Rest der Seite unverändert", "le reste de la page est inchangé",
    "остальная часть страницы без изменений"): the note of the rest left out, in any language
    the tables hold. Not a comparison ("same as the rest": the rest is in the file)."""
    lowered = words.lower()
    if words.isascii() and not (
        "rest" in lowered or not _FOREIGN_OTHERS.isdisjoint(lowered.split())
    ):
        return False
    if not words.isascii() and len(words) <= 40 and note_words.cjk_others_pattern().search(words):
        # (fix-prose142, issue 20) East Asian words, written with no blanks between them: a
        # word of others, a state, kinds and particles only ("他の関数は変更なし", "其余样式保持
        # 不变", "残りは変更なし"); any other word makes it a remark on the others
        cjk = note_words.cjk_kinds(words)
        if cjk["others"] and cjk["state"] and not cjk["rest"]:
            return not (cjk["only"] or cjk["changed"])
    if _COMPARE_OTHERS.search(lowered):
        return False
    tokens = [token.strip(".,;:!?()[]{}\"'`*_\u2026") for token in lowered.split()]
    kinds = {kind for kind, _ in note_words.classify([token for token in tokens if token])}
    return None not in kinds and "only" not in kinds and {"others", "state"} <= kinds


def _other_language(words: str) -> bool:
    """Whether ``words`` is only a phrase of the family in another language: a phrase of the
    rest with no state (_OTHER_LANGUAGE; every one in ASCII letters holds "rest", "existant",
    "bestehende" or "vorhandene", caseless: the large caseless pattern is tried only then; it
    cost a fifth of the reading of each candidate line), or the rest with a state in any
    language of note_words (:func:`_rest_with_state`)."""
    if _rest_with_state(words):
        return True
    if words.isascii():
        lowered = words.lower()
        if not (
            "rest" in lowered
            or "existant" in lowered
            or "bestehende" in lowered
            or "vorhandene" in lowered
        ):
            return False
    return _OTHER_LANGUAGE.fullmatch(words) is not None


def _other_language_elision(content: str) -> int:
    """Start of the first comment line that is only a phrase of the family in another
    language (``# 其余代码保持不变``, ``# resto del código sin cambios``), or -1."""
    if content.isascii() or not any(clue in content for clue in _CHINESE_CLUES):
        return -1
    for match in _CHINESE_ELISION_RE.finditer(content):
        line_start = content.rfind("\n", 0, match.start()) + 1
        line_end = content.find("\n", match.end())
        before = content[line_start : match.start()].strip(" \t")
        after = content[match.end() : line_end if line_end != -1 else len(content)]
        if before and not _after_marker(before) and not after.strip(_CLOSE):
            return line_start + len(content[line_start:]) - len(content[line_start:].lstrip(" \t"))
    return -1


# Markers of other languages a line of a file may still be an elision in ("// ... existing
# code ..." in a Python file, "# rest unchanged" in a C file, "; rest unchanged" in a TOML
# one): only when the line is nothing but the marker and the family's words. The markers a
# model carries over from another language: C's and the shell's everywhere, an INI file's ";"
# in the other configuration files (each marker costs the scan of every file a search, so only
# those: not HTML's "<!--" in a Python file). Not "*" (a bullet of a list in a docstring) and
# not "#" where it starts a Markdown heading.
_FOREIGN_MARKERS = ("//", "/*", "#")
_CONFIG_SUFFIXES = frozenset(["yaml", "yml", "toml", "env", "properties"])


@functools.cache
def _foreign_comments(
    markers: tuple[str, ...], config: bool
) -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """Patterns that find a marker that is none of ``markers`` followed by a few marks and a
    word an elision starts with: one per first character, a literal the scan skips to (a
    pattern visiting every line would cost the scan about three passes), each with its first
    character and the characters that may follow it ("" for any)."""
    known = set(markers)
    if "<!--" in known:
        known.add("#")  # Markdown, HTML: "#" is a heading or a fragment, not a comment
    others = [m for m in (*_FOREIGN_MARKERS, *((";",) if config else ())) if m not in known]
    words = f"[{re.escape(_OPEN)}]{{0,{_LONGEST_OPENING}}}+(?:{_trie(_FIRST_WORDS)})\\b"
    # (One pattern a first character, the literal the engine skips to: "//" and "/*" in one.)
    groups: dict[str, list[str]] = {}
    for marker in others:
        groups.setdefault(marker[0], []).append(marker[1:])
    return tuple(
        (
            first,
            "" if "" in rests else "".join(rest[0] for rest in rests),
            re.compile(re.escape(first) + "(?:" + "|".join(map(re.escape, rests)) + ")" + words),
        )
        for first, rests in groups.items()
    )


#: How many occurrences of a marker's first character the foreign scan looks at one by one
#: (besides one for every _CHARACTERS_PER_VISIT characters of the text) before it leaves the
#: rest of the text to the pattern's own search (see _next_foreign).
_FIRST_CHARACTER_VISITS = 64
_CHARACTERS_PER_VISIT = 512


def _next_foreign(
    content: str, marker: tuple[str, str, re.Pattern[str]], start: int
) -> re.Match[str] | None:
    """The first match of the pattern of ``marker`` (see :func:`_foreign_comments`) in
    ``content`` from ``start``, as its ``search`` finds it. A marker of another language is
    rare in a file: a search for its first character (at memory speed) and a look at the
    next one cost less than the engine's search for the literal (most of a pass over the
    text, which the placeholder scan's budget counts). After a bounded number of such
    visits (a few for a short text, one for every few hundred characters of a long one) the
    engine searches the rest: linear whatever the text."""
    first, seconds, pattern = marker
    for _ in range(_FIRST_CHARACTER_VISITS + len(content) // _CHARACTERS_PER_VISIT):
        at = content.find(first, start)
        if at == -1:
            return None
        if not seconds or content[at + 1 : at + 2] in seconds:
            match = pattern.match(content, at)
            if match is not None:
                return match
        start = at + 1
    return pattern.search(content, start)


def _foreign_elision(content: str, markers: tuple[tuple[str, str, re.Pattern[str]], ...]) -> int:
    """Start of the first line that is only a comment of another language's syntax saying
    code was left out (the generated family's words), or -1."""
    best = -1
    for marker in markers:
        match = _next_foreign(content, marker, 0)
        while match is not None and (best == -1 or match.start() < best):
            start = match.start()
            line_start = content.rfind("\n", 0, start) + 1
            line_end = content.find("\n", start)
            if not content[line_start:start].strip(" \t") and _is_foreign_elision(
                content, line_start, start, line_end
            ):
                best = start
                break
            if line_end == -1:
                break
            # (The next line: a marker after code on this line is not a comment line, and the
            # rfind above never crosses a line twice.)
            match = _next_foreign(content, marker, line_end + 1)
    return best


def _is_foreign_elision(content: str, line_start: int, start: int, line_end: int) -> bool:
    """Whether the line of ``content`` from ``line_start`` to ``line_end`` (-1: the end), whose
    comment marker is at ``start``, is only a comment of the family (not an "etc." closing a
    list of comment lines)."""
    comment = content[start : line_end if line_end != -1 else len(content)].rstrip("\r")
    words = _after_marker(comment)
    if not _is_family(_no_html(comment), words):
        return _broad(content, line_start, line_end, words, comment)
    weak = " ".join(words.rstrip(_CLOSE).split()).lower() in _WEAK
    return not (weak and _between_comments(content, line_start, line_end))


# Words of elisions that start with a letter no English word of the family starts with (the
# candidates' prefix tree never sees them): looked for only in a file that is not ASCII.
_NON_ASCII_CLUES = re.compile(
    "\u043e\u0441\u0442\u0430\u043b\u044c\u043d"  # остальн
    "|\u0431\u0435\u0437 \u0438\u0437\u043c\u0435\u043d\u0435\u043d\u0438\u0439"  # без изменений
    "|geri kalan|ph\u1ea7n c\u00f2n l\u1ea1i|gi\u1eef nguy\u00ean"  # geri kalan, phần còn lại
    "|\u4ee5\u4e0b|\u6b8b\u308a|\u4e0d\u53d8|\u5176\u4f59|\u7701\u7565"  # 以下 残り 不变 其余 省略
    "|\ub098\uba38\uc9c0|\uc0dd\ub7b5|\ub3d9\uc77c"  # 나머지 생략 동일
    "|\u540c\u4e0a|\u540c\u69d8"  # (hunt115) 同上 同様
    # (fix-prose142) the others of Chinese and Japanese notes: 其他 其它 剩余 他の
    "|\u5176\u4ed6|\u5176\u5b83|\u5269\u4f59|\u4ed6\u306e"
    # (issue 20) "and so on" and marks of omission: и т.д., так далее, così via, así
    # sucesivamente, など, 略, and full-width dots
    "|\u0442\\. ?\u0434|\u0442\u0430\u043a \u0434\u0430\u043b|cos\u00ec via|as\u00ed sucesiv"
    "|\u306a\u3069|\u7565|\u30fb\u30fb\u30fb|\u3002\u3002\u3002|\uff0e\uff0e\uff0e"
)
_COMMENT_STARTS = ("//", "#", "/*", "--", "<!--", ";", "*", "{/*")


def _non_ascii_elision(content: str) -> int:
    """Start of the first comment line (any common marker) that the broad rule (see
    :func:`_dominated`) takes for an elision in a language whose words the prefix tree does
    not start with (``// 以下同じ``, ``# остальной код без изменений``), or -1."""
    line_end = -1
    for match in _NON_ASCII_CLUES.finditer(content):
        if match.start() < line_end:
            continue  # (a line is weighed once)
        line_start = content.rfind("\n", 0, match.start()) + 1
        line_end = content.find("\n", match.start())
        if line_end == -1:
            line_end = len(content)
        line = content[line_start:line_end].strip()
        if not line.startswith(_COMMENT_STARTS):
            continue
        words = _after_marker(line)
        if (
            _dominated(words, line)
            or (
                # (hunt115) others, a kind and a state of the table, "# Các hàm khác giữ nguyên"
                # (fix-prose142: the comment's closing marks dropped, "*/", "-->", "*/}")
                not _between_comments(content, line_start, line_end)
                and _rest_with_state(words.rstrip(_CLOSE))
            )
            or (
                # (issue 20) "# и т.д.", "# 以下略": as dots, not between comment lines
                note_words.etc_or_omission(words.rstrip(_CLOSE))
                and not _between_comments(content, line_start, line_end)
            )
        ):
            return content.index(line[0], line_start)
    return -1


def find_elision(file: GeneratedFile) -> tuple[int, str] | None:
    """The 1-based line and text of the first line of ``file`` that only says code was left
    out, or None: a comment of the file's language (by suffix; every marker for an unknown
    suffix) that is nothing but such a phrase (the prefix tree's, or the generated family's:
    see the notes above), or, in a code file, a bare line of the family that opens with dots
    (``... (unchanged)``; in Python only after ``…``)."""
    elision, _ = _elision_and_comment(file)
    suffix = _suffix_of(file.file_path)
    return None if elision == -1 else _line_at(_as_lines(file.content, suffix), elision)


# -- a Python note between blank lines, in any of its dressings ---------------------------------
# The scan finds "# g and k stay the same" at the margin, or four blanks in under a LF blank line
# (its lookbehinds are of fixed width, and each more costs it a tenth of a pass). A Python file
# is read apart, with its names (the unbound check parses it already: a search of its lines is
# a small part of that): a paragraph of comment lines between blank lines at the margin or at
# the indentation of a class's members (any: tabs, three or eight blanks, a nested class; under
# a CRLF blank line or one of blanks), read as one text without its decoration (rules of marks,
# "# ---", "# ===", "# ***", on their own lines or around the words; empty comment lines; a
# state under the names, "# (not shown here)"); dots before the marker, "... # g and k
# unchanged" with any spacing or "\u2026"; a string alone on its line, '"""g and k stay the
# same"""'; also under a line of only closing brackets (")" ending a call over lines: the
# statement above is over, hunt82-scope). It is a note for left-out code when its words are a
# list of names and a state (_noted_names) and a name of the list is bound nowhere in the
# note's scope (_scope_names). (fix-scope141) So is one right under a class's head, over the
# class's first member, as under a blank line.
_PY_NOTE_START = re.compile(
    r"(?:\n[ \t]*+[)\]}]*+[ \t]*+"
    # (fix-scope141: or right under a class's head, Python's "class A:", Elixir's "defmodule
    # A do": the body's first lines, a note over its first member)
    # (fix-regress150: only a class that inherits nothing, "class A:", "class A():", "class
    # A(object):"; "class Form(BaseForm):" or mixins may get the named methods from its bases)
    # (fix-notes185: hunt143-knownbases, or one base, weighed by _python_base_gives: a builtin
    # type gives its attributes, a class of the file its definitions, any other may give any)
    r"|(?:^|\n)[ \t]*+(?:class[ \t]++\w++(?:\[[^\]\n]*+\])?+"
    r"(?:\([ \t]*+(?:[A-Za-z_][\w.]*+)?+[ \t]*+\))?+"
    r"[ \t]*+:|defmodule[ \t][^\n#]*?\bdo"
    # (fix-notes155: Ruby's "class Form", "module Form" with no superclass)
    r"|(?:class|module)[ \t]++[A-Z][\w:]*+(?=[ \t]*+\r?\n)"
    # (fix-names174: or with a superclass, "class Form < Base": what the base gives is
    # weighed by _ruby_given)
    r"|class[ \t]++[A-Z][\w:]*+[ \t]*+<[ \t]*+[A-Z][\w:.]*+(?:\([^()\n]{0,200}\))?+"
    r"(?=[ \t]*+\r?\n))[ \t]*+"
    # (fix-notes155: and its docstring on one line, when a comment is under it)
    r"(?:\r?\n[ \t]*+[rRuUbBfF]{0,2}+(?:\"{3}[^\n]*?\"{3}|'{3}[^\n]*?'{3})[ \t]*+"
    r"(?=\r?\n[ \t]++#))?+"
    r")\r?\n"
    r"([ \t]*+)(#|(?:\.\.\.|\u2026|pass)[ \t]++#|\(?[rRuUbBfF]{0,2}(?:\"\"\"|'''|\"|')"
    r"|\u2026(?=[ \t]*+\r?\n[ \t]*+\r?\n))"
)
#: (fix-notes155) An indented comment line: read as a note's start when the line above it is
#: code (a member's line, a docstring's close, a field, a class attribute, an "attr_reader",
#: the last line of a method's body), no comment nor a class's head (:func:`_py_note_starts`):
#: where it stands, among members or in a body, is :func:`_python_note`'s question, as for a
#: note under a blank line. (Found by its marker, not by the line above: a pattern that reads
#: every line of code costs the scan a pass.)
_PY_NOTE_UNDER_CODE = re.compile(r"\n([ \t]++)(#)")
_PY_NOTE_HEAD = re.compile(r"(?:class|defmodule|module)\b")


def _py_note_starts(content: str) -> list[tuple[int, str, str]]:
    """(fix-notes155) The starts of the notes :func:`_python_note` reads, in the file's order:
    (the line's start, its indentation, its opening) from :data:`_PY_NOTE_START` and from
    :data:`_PY_NOTE_UNDER_CODE` (an indented comment under a line of code)."""
    starts = {
        found.start(1): (found.start(1), found.group(1), found.group(2))
        for found in _PY_NOTE_START.finditer(content)
    }
    for found in _PY_NOTE_UNDER_CODE.finditer(content):
        line_start = found.start(1)
        if line_start in starts:
            continue
        line_end = content.find("\n", line_start)
        line = content[line_start : line_end if line_end != -1 else None].lower()
        if line.isascii() and _NOTE_STATE_STARTS.isdisjoint(_NOTE_LOWER_WORD.findall(line)):
            continue  # (cheap: a comment on code says nothing of a state; read on one line)
        above = content[content.rfind("\n", 0, found.start()) + 1 : found.start()].lstrip(" \t")
        if above.strip() and not above.startswith("#") and not _PY_NOTE_HEAD.match(above):
            starts[line_start] = (line_start, found.group(1), "#")
    return [starts[at] for at in sorted(starts)]


#: A rule of marks at either end of a note's line: two or more non-word marks (not quotes nor
#: brackets, which are names' own: "g()"), or box-drawing characters.
_PY_NOTE_RULE = re.compile(
    r"^(?:[^\w\s`'\"()\[\]{}<>]{2,}|[\u2500-\u259f]+)[ \t]*"
    r"|[ \t]*(?:[^\w\s`'\"()\[\]{}<>]{2,}|[\u2500-\u259f]+)$"
)
#: A line of dots alone (under a note: "# g and k stay the same" then "...").
_PY_NOTE_DOTS = re.compile(r"(?:\.\.\.|\u2026)[ \t]*\r?")
#: A line that opens a member, right under a note (no blank line between).
_PY_NOTE_MEMBER = re.compile(
    r"@|(?:async[ \t]+|(?:private|protected|public|module_function)[ \t]+)?def[ \t]"
    r"|class[ \t]|defp?[ \t]|defmacro[ \t]"
)
#: (fix-notes155) A class's field or attribute, right under a note ("name: str", "fields =
#: ()", Ruby's "attr_reader :data"): a note over it names the methods a call of the class uses.
_PY_NOTE_FIELD = re.compile(
    r"[A-Za-z_]\w*+[ \t]*+(?::(?!:)|=(?!=))|attr_(?:reader|writer|accessor)[ \t]"
)
#: How many comment lines a note may take (its rules and padding counted), and how far they
#: are read.
_PY_NOTE_LINES = 8
_PY_NOTE_WINDOW = 2048


def _python_note_words(content: str, line_start: int, indent: str, opening: str) -> str | None:
    """The words of the note that opens at ``line_start`` (``opening`` after ``indent``: a
    marker, dots then a marker, or a string's quote), its decoration dropped; None when it is
    no paragraph alone between blank lines (the file's end is one). (Read within a bounded
    window: a long line is no note's.)"""
    window = content[line_start : line_start + _PY_NOTE_WINDOW]
    if not opening.startswith(("#", ".", "\u2026", "pass")):
        return _python_string_note(
            window,
            len(indent) + len(opening),
            opening.lstrip("(rRuUbBfF"),
            parenthesised=opening.startswith("("),
        )
    lines = window.split("\n", _PY_NOTE_LINES + 1)
    count = 1
    if opening.startswith("#"):
        while count < len(lines) and lines[count].startswith(indent + "#"):
            count += 1
    if count >= _PY_NOTE_LINES:
        return None
    if (
        opening.startswith("#")
        and count < len(lines) - 1
        and lines[count].startswith(indent)
        and _PY_NOTE_DOTS.fullmatch(lines[count], len(indent))
        and not lines[count + 1].strip()
    ):
        count += 1  # (dots under the note: "# g and k stay the same" then "...")
    over_code = False
    if (
        count < len(lines) - 1
        and lines[count].strip()
        and not (
            opening.startswith("#")
            and lines[count].startswith(indent)
            and _PY_NOTE_MEMBER.match(lines[count], len(indent))
        )
    ):
        # (fix-notes155: or a class's field, "name: str", "fields = ()", weighed by
        # _python_note, which then asks for a call of a name the note lists; or the close of
        # the block, less indented, "end": the note is the block's last member)
        over_code = (
            opening.startswith("#")
            and bool(indent)
            and (
                not lines[count].startswith(indent)
                or _PY_NOTE_FIELD.match(lines[count], len(indent)) is not None
            )
        )
        if not over_code:
            return None  # (a comment on the code under it; not right above the next member)
    if count == len(lines) - 1 and len(content) > line_start + _PY_NOTE_WINDOW:
        return None  # (cut by the window)
    first = lines[0][len(indent) :].rstrip("\r")
    if not opening.startswith("#"):
        return first[first.index("#") + 1 :].strip(_OPEN + _CLOSE)
    if over_code:
        text = " ".join(lines[:count]).lower()
        if text.isascii() and _NOTE_STATE_STARTS.isdisjoint(_NOTE_LOWER_WORD.findall(text)):
            return None  # (cheap: most comments over a statement say nothing of a state)
    words = [_undecorated(line[len(indent) :].rstrip("\r")) for line in lines[:count]]
    return " ".join(
        word
        for word in words
        if word and not _PY_NOTE_DOTS.fullmatch(word) and not _FOLD_END.fullmatch(word)
    )


#: (fix-notes155) The close of an editor's fold, "# endregion", no word of the note it closes.
_FOLD_END = re.compile(r"#?end[ \t]?region\b[^\n]{0,80}", re.IGNORECASE)


def _python_string_note(
    window: str, start: int, quote: str, *, parenthesised: bool = False
) -> str | None:
    """The words of a string alone on its lines that opens at ``start`` of ``window`` with
    ``quote`` (after its prefix: ``f``, ``rb``): its text, over a few lines when it is
    triple-quoted, without its decoration (the other quotes inside are its own: ``aren't``,
    ``"same"``); None when it does not close within :data:`_PY_NOTE_LINES` lines, has code
    after its close, or no blank line (or the window's end) under it. (fix-cshape131) Strings
    adjacent on its line are its text too (``"g and k " "unchanged"``), and a
    ``parenthesised`` one closes its bracket (``("g and k unchanged")``)."""
    end = window.find(quote, start)
    if end == -1 or (len(quote) == 1 and "\n" in window[start:end]):
        return None
    text = window[start:end]
    if "\\" in text or text.count("\n") >= _PY_NOTE_LINES:
        return None
    after = end + len(quote)
    for _ in range(_PY_NOTE_LINES):
        adjacent = _PY_ADJACENT_STRING.match(window, after)
        if adjacent is None:
            break
        text += adjacent.group(2)
        after = adjacent.end()
    if parenthesised:
        close = _PY_CLOSE_BRACKET.match(window, after)
        if close is None:
            return None
        after = close.end()
    rest = window[after:].split("\n", 2)
    if rest[0].strip() or (len(rest) > 1 and rest[1].strip()):
        return None  # (code after the close, or under it)
    words = [_undecorated(line.strip()) for line in text.split("\n")]
    return " ".join(word for word in words if word) or None


#: (fix-cshape131) A string adjacent to a note's string on its line (Python joins them), and
#: the close of a parenthesised one.
_PY_ADJACENT_STRING = re.compile(r"[ \t]*+[rRuUbBfF]{0,2}(\"|')([^\"'\\\n]*)\1")
_PY_CLOSE_BRACKET = re.compile(r"[ \t]*+\)")


def _undecorated(text: str) -> str:
    """A note line's words without its decoration at either end: marks of
    :data:`_OPEN`/:data:`_CLOSE`, and any run of two or more other non-word marks (a rule,
    ``+++``, ``~~~``) or of box-drawing characters (``──``, ``═══``). (fix-notes190) A name's
    own leading underscores ("# _split 方法不变") are kept: no emphasis mark closes the line."""
    bare = text.strip(_OPEN + _CLOSE)
    lead = text[: len(text) - len(text.lstrip(_OPEN + _CLOSE))]
    underscores = lead[len(lead.rstrip("_")) :]
    if not (underscores and bare[:1].isalnum() and not text.rstrip().endswith("_")):
        underscores = ""
    text = bare
    while True:
        shorter = _PY_NOTE_RULE.sub("", text).strip(_OPEN + _CLOSE)
        if shorter == text:
            return underscores + text if text.startswith(bare[:1]) else text
        text = shorter


#: (hunt108) A separator before a state, or a word of a state of the table in ASCII letters.
_FOREIGN_STATE_HINT = re.compile(r"[:\u2014\u2013]|\b(?:sin|sans|ohne|bez|tidak)\b|unver")


def _state_in_english(words: str) -> str | None:
    """(hunt108) ``words`` with its closing state in another language of note_words' table
    spelled "unchanged" ("shlex, split, join : inchangés", "shlex, split, join — без
    изменений", "shlex, split, join: 保持不变"), so that the names reader
    (:func:`_note_reading`) reads the list before it as in English; None when no closing
    words are only a state."""
    if not _may_end_in_state(words):
        return None  # (lead28: cheap, most margin comments end with no state word)
    cut = max(words.rfind(":"), words.rfind("\u2014"), words.rfind("\u2013"))
    if cut > 0:
        tail = words[cut + 1 :].strip(" \t" + _CLOSE)
        if tail and _only_state_words(tail):
            return words[:cut].rstrip() + ": unchanged"
        return None
    tokens = words.split()
    for n in range(max(1, len(tokens) - 3), len(tokens)):
        tail = " ".join(tokens[n:]).strip(_CLOSE)
        if tail and _only_state_words(tail):
            # (fix-notes177: hunt140-onenameforeign, an East Asian kind the state is written
            # onto, "submit 函数不变", "submit 関数は変更なし": the kind of the name before it)
            kind = " class" if note_words.cjk_kinds_pattern().match(tail) else ""
            return " ".join(tokens[:n]) + kind + " unchanged"
    return None


def _may_end_in_state(words: str) -> bool:
    """(lead28) Whether the last word of ``words`` (closing marks stripped) may end a state
    of note_words' table: a word of the state table or a state phrase's last token, or a word
    not in Latin letters (an East Asian state is read by its characters). Only then can a tail
    of ``words`` be only a state (:func:`_only_state_words`): the test
    :func:`_state_in_english` makes first, so that a comment with no state costs one lookup,
    not a classification of each of its tails. (lead29, hunt146-stateends: a comment with a
    character that is not ASCII goes on to the full reading: an East Asian state followed by
    an ASCII mark, ``保持不变 ?``, ``변경 없음 ^^``, ends in no word of the table.)"""
    if not words.isascii():
        return True
    for token in reversed(words.split()):
        bare = note_words.fold(token.strip(_CLOSE).lower())
        if bare:
            return not bare.isascii() or bare in note_words.STATE_ENDS
    return False


#: (fix-cshape131) The word "and" of the languages of note_words' table that write it apart
#: (not one that is another small word too: French "en", Czech "a").
_FOREIGN_AND = frozenset(
    {"et", "und", "y", "e", "i", "och", "og", "и", "ve", "dan", "và", "oraz"}
    | {"和", "与", "及", "と", "및"}  # (fix-names174: written apart around names)
)
#: (fix-notes185: hunt143-foreignstates) The "and" of the other languages of note_words'
#: table, each another word too in some language (Dutch "en", Czech/Slovak "a", Finnish and
#: Estonian "ja", Lithuanian "ir", Latvian "un", Swahili "na", Slovene "in",
#: Ukrainian "\u0456"/"та",
#: Romanian "și", Hungarian "és", Greek "και", Arabic/Persian "و", Hindi "और", Bengali "এবং",
#: Albanian "dhe"): read as "and" only between two names (words of no table of note_words,
#: nor English), "validate en save ongewijzigd".
_NAMES_AND = frozenset(
    {"en", "a", "ja", "ir", "un", "na", "in", "dhe", "\u0456", "\u0442\u0430", "\u0219i", "\u015fi"}
    | {"\u00e9s", "\u03ba\u03b1\u03b9", "\u0648", "\u0914\u0930", "\u098f\u09ac\u0982"}
)
_WORD_MARKS = ".,;:()[]\"'`"


def _bare_name(token: str) -> bool:
    """(fix-notes185) Whether ``token`` (a word of a note) reads as a name: a word of code
    (letters, digits, "_", a call's "()") that is no word of note_words' tables nor English."""
    bare = token.strip(_WORD_MARKS + "()")
    lower = bare.lower()
    return (
        _NOTE_NAME.fullmatch(bare) is not None
        and lower not in note_words.ENGLISH
        and note_words.kind_of(lower) is None
    )


def _small_words_in_english(words: str) -> str:
    """(fix-cshape131) ``words`` (a note whose state :func:`_state_in_english` spelled in
    English) with the small and kind words of note_words' table in English: a foreign "and"
    as "and", a kind as "class", another small word as "the" ("la classe shlex, split() et
    join() sont unchanged" as "the class shlex, split() and join() the unchanged"), so that
    the names reader reads the list as in English."""
    out: list[str] = []
    tokens = words.split()
    for at, token in enumerate(tokens):
        if (
            token.lower() in _NAMES_AND
            and 0 < at < len(tokens) - 1
            and _bare_name(tokens[at - 1])
            and _bare_name(tokens[at + 1])
        ):
            out.append("and")  # (fix-notes185: "validate en save", between two names)
            continue
        head, dash, last = token.rpartition("-")
        if dash and head and note_words.kind_of(last.strip(_WORD_MARKS).lower()) == "kind":
            # (fix-notes177: a name and its kind in one compound, "submit-Funktion")
            out.append(f"{head} class{last[len(last.rstrip(_WORD_MARKS)) :]}")
            continue
        bare = token.strip(_WORD_MARKS)
        lead = token[: token.find(bare)] if bare else token
        tail = token[len(lead) + len(bare) :]
        lower = bare.lower()
        kind = note_words.kind_of(lower) if bare and lower not in note_words.ENGLISH else None
        if bare in note_words.CJK_FUNCTION_KINDS:
            kind = "kind"  # (fix-notes190: an East Asian kind alone, "函数 submit 保持不变")
        if lower in _FOREIGN_AND:
            bare = "and"
        elif kind == "kind":
            bare = "class"
        elif kind == "small":
            bare = "the"
        out.append(lead + bare + tail)
    return " ".join(out)


#: A bullet of symbols before a note's words (an emoji, an arrow, a check mark: no letter).
_NOTE_BULLET = re.compile(r"[^\w\s\x00-\x7f]+\s*")


def _others_paragraph(words: str) -> bool:
    """(hunt115, hunt108) Whether the words of a comment paragraph, its lines joined and a
    bullet of symbols before them dropped, are a note of the others with a state in any
    language of note_words (:func:`_rest_with_state`: "Fungsi-fungsi lain tidak diubah", "der
    Rest des Codes bleibt unverändert"), or, after such a bullet, an English one ("👉 other
    functions unchanged")."""
    bullet = _NOTE_BULLET.match(words)
    bare = words[bullet.end() :] if bullet is not None else words
    if not bare:
        return False
    if bullet is not None and _dominated(bare, "# " + bare) is True:
        return True
    if _rest_with_state(bare):
        return True
    # (hunt108) one name right after a kind or subject word, "le reste de la classe shlex est
    # inchangé", "Rest der Klasse shlex unverändert": the name of the part the rest is of
    tokens = [token.strip(".,;:!?()[]{}\"'`*_\u2026") for token in bare.split()]
    tokens = [token for token in tokens if token]
    pairs = note_words.classify([token.lower() for token in tokens])
    kinds = [kind for kind, _ in pairs]
    if kinds.count(None) != 1:
        return False
    at = kinds.index(None)
    if at == 0 or kinds[at - 1] not in ("kind", "subject") or not pairs[at][1].isidentifier():
        return False
    return _rest_with_state(" ".join(token for _, token in pairs[:at] + pairs[at + 1 :]))


#: (fix-notes185) A Python class's head with one base: ``class Form(dict):``.
_PY_CLASS_BASE = re.compile(
    r"[ \t]*+class[ \t]++(\w++)(?:\[[^\]\n]*+\])?+\([ \t]*+([A-Za-z_][\w.]*+)[ \t]*+\)[ \t]*+:"
)
#: (fix-notes185) The names a class of the file defines or assigns, at any indentation.
_PY_ANY_DEFINITION = re.compile(
    r"^[ \t]*+(?:async[ \t]++)?def[ \t]++(\w++)|^[ \t]++(\w++)[ \t]*+(?::[^=\n]*+)?=(?!=)",
    re.MULTILINE,
)
_PY_DOCSTRING_LINE = re.compile(
    r"[ \t]*+[rRuUbBfF]{0,2}+(?:\"{3}[^\n]*?\"{3}|'{3}[^\n]*?'{3})[ \t]*+"
)


def _python_base_gives(content: str, line_start: int) -> frozenset[str] | None:
    """(fix-notes185: hunt143-knownbases) What the base of the class whose head is right above
    the note at ``line_start`` (its one-line docstring between them or not) may give it: nothing
    when the line above is no head with a base; a builtin type's attributes (``Exception``,
    ``dict``: ``dir`` of it); a class of the file that inherits nothing or a builtin, every name
    the file defines or assigns at any indentation and the builtin's (more than it gives: a
    note is read as a remark the sooner); None for any other base, which may give any name."""
    above_end = max(line_start - 1, 0)
    above_start = content.rfind("\n", 0, above_end) + 1
    above = content[above_start:above_end].rstrip("\r")
    if _PY_DOCSTRING_LINE.fullmatch(above) is not None and above_start:
        above_end = above_start - 1
        above_start = content.rfind("\n", 0, above_end) + 1
        above = content[above_start:above_end].rstrip("\r")
    head = _PY_CLASS_BASE.match(above)
    if head is None:
        return frozenset()
    base = head.group(2)
    if base == "object":
        return frozenset()
    builtin = _builtin_type_names(base)
    if builtin is not None:
        return builtin
    heads = _python_class_heads(content)
    if base not in heads or base == head.group(1):
        return None
    grand = heads[base]
    inherited = frozenset() if grand in (None, "object") else _builtin_type_names(grand)
    if inherited is None:
        return None
    return inherited | _python_any_definitions(content)


@functools.lru_cache(maxsize=4)
def _python_class_heads(content: str) -> dict[str, str | None]:
    """(lead30: hunt150-basegrowth) The classes ``content`` heads at its margin with one base
    or none (``class Form(Base):``, ``class Base:``): name -> base, the first head of each
    name. One pass per file, whatever the number of notes :func:`_python_base_gives` weighs."""
    heads: dict[str, str | None] = {}
    for found in _PY_CLASS_HEAD.finditer(content):
        heads.setdefault(found.group(1), found.group(2))
    return heads


@functools.lru_cache(maxsize=4)
def _python_any_definitions(content: str) -> frozenset[str]:
    """(lead30: hunt150-basegrowth) Every name ``content`` defines or assigns at any
    indentation (:data:`_PY_ANY_DEFINITION`), found once per file."""
    return frozenset(
        found.group(1) or found.group(2) for found in _PY_ANY_DEFINITION.finditer(content)
    )


_PY_CLASS_HEAD = re.compile(
    r"^class[ \t]++([A-Za-z_]\w*+)(?:\([ \t]*+([A-Za-z_]\w*+)?+[ \t]*+\))?+[ \t]*+:",
    re.MULTILINE,
)


def _builtin_type_names(name: str) -> frozenset[str] | None:
    """(fix-notes185) The attributes of Python's builtin type ``name`` (``dict``,
    ``ValueError``), None when it names no builtin type."""
    value = getattr(builtins, name, None)
    return frozenset(dir(value)) if isinstance(value, type) else None


def _python_note(content: str, *, python: bool = True, path: str = "") -> tuple[int, str] | None:
    """The 1-based line and text of the first note in the Python file ``content`` that stands
    for code it left out (see the notes above), or None. With ``python`` False, a file of
    :data:`_NOTE_MEMBER_SUFFIXES`: comment paragraphs only, placed by the definitions around
    them (:func:`_among_definitions`) and weighed against the definitions at their
    indentation. (fix-notes173) The file's ``path`` says whether overload stubs need an
    implementation (:func:`_implementation_left_out`)."""
    left_out = _implementation_left_out(path, content) if python and path else -1
    if left_out != -1:
        # (fix-notes173: hunt137-overloadnoimpl, "# parse unchanged" right under parse's
        # "@overload" stubs in a ".py" file: its implementation, left out)
        return _line_at(content, left_out)
    for line_start, indent, opening in _py_note_starts(content):
        if not python and (not opening.endswith("#") or not indent):
            continue  # (the margin itself is the scan's; strings are Python's)
        if opening == "\u2026":
            # ("\u2026" alone between blank lines is no Python: among the definitions of a
            # class or a body it stands for left-out members, whatever their names)
            end = content.find("\n", line_start)
            if (
                python
                and indent
                and _among_definitions(content, line_start, end, indent)
                and not _in_python_string(content, line_start, python=python)
            ):
                return content.count("\n", 0, line_start) + 1, "\u2026"
            continue
        words = _python_note_words(content, line_start, indent, opening)
        if words is None or len(words) > _LONGEST_ELISION:
            continue
        scoped = None
        arity = False
        if not python:
            scoped = _RUBY_SCOPED_ONE.fullmatch(words)
            arity = _RUBY_ARITY_ONE.match(words) is not None
            words = _RUBY_NAME_SPELLING.sub("", words)  # ("#to_csv", "valid?", "to_csv/1")
        reading = _note_reading(words)
        single = None
        if reading is None and scoped is None and len(words) <= _LONGEST_ONE_NAME_NOTE:
            # (fix-notes155: one method named as code, "the validate method is unchanged",
            # "validate(): unchanged", Elixir's "validate/1 unchanged", Python's "def
            # validate(self): ... (unchanged)": weighed below as a list is, and only when
            # the file calls the name)
            single = _one_name_note(words, bare=arity)
            reading = None if single is None else ([single], False)
        if reading is None and scoped is not None:
            # (fix-cshape131: one name in the scope operator's spelling, "Report::to_csv
            # unchanged", is a method's name as a list of two is: read as such a list)
            one = _RUBY_NAME_SPELLING.sub("", scoped.group(1))
            listed = _note_reading(f"{one} and {one} {scoped.group(2)}")
            reading = None if listed is None else ([one], listed[1])
        if reading is None and (not words.isascii() or _FOREIGN_STATE_HINT.search(words)):
            english = _state_in_english(words)
            if english is not None:
                reading = _note_reading(english) or _note_reading(_small_words_in_english(english))
                if reading is None and scoped is None and len(words) <= _LONGEST_ONE_NAME_NOTE:
                    # (fix-notes190: hunt146-pymethodforeign, one method named with its kind in
                    # another language, "# метод _split без изменений", "# _split 方法不变", as
                    # the English "# _split method unchanged" is)
                    single = _one_name_note(_small_words_in_english(english))
                    reading = None if single is None else ([single], False)
        # (hunt115, hunt108) a note of the others with no names, its comment lines joined and
        # a bullet mark before it dropped: "# 👉 other functions unchanged", "# Fungsi-fungsi
        # lain tidak diubah", "# der Rest des Codes" / "# bleibt unverändert"
        others = reading is None and _others_paragraph(words)
        if not others and (reading is None or (reading[1] and _frames_values(content, line_start))):
            continue  # (no note; or a template's frame over its values)
        names = reading[0] if reading is not None else []
        if not python:
            end = content.find("\n", line_start)
            if not _among_definitions(content, line_start, end, indent, _RUBY_MEMBER):
                continue  # (a comment in a method's body)
            if _metaprogrammed(content, line_start):
                return None  # (methods made at run time or by a macro: names no search finds)
        elif (
            indent
            and not _among_python_members(content, line_start, indent)
            and not _among_definitions(content, line_start, content.find("\n", line_start), indent)
        ):
            continue  # (a comment among a function's statements, not between its definitions)
        if _in_python_string(content, line_start, python=python):
            continue  # (a line of a docstring or another string over lines)
        if others:
            return content.count("\n", 0, line_start) + 1, words
        defined = _scope_names(content, line_start, indent, python=python)
        given = _python_base_gives(content, line_start) if python else frozenset()
        if given is None:
            continue  # (fix-regress150: a base that may give the names)
        parts = [part for name in names for part in _WORD.findall(name)]
        # (lead29: looked up in both, not in their union: a union per note copies the scope's
        # names, quadratic in a class of many members with many notes)
        missing = {part for part in parts if part not in defined and part not in given}
        if not missing:
            continue
        if single is not None and _one_name_bound(content, single, python=python):
            continue  # (lead27: one name the file binds in place, a parameter, a member...)
        bare_single = single is not None and (arity or _kept_by_verb(words))
        if python and bare_single and not _called(content, single or ""):
            # (fix-notes155: one bare name, or one after a verb of keeping, that the file does
            # not call is a remark's word; lead26: one with its kind or a call's parentheses is
            # read on, as in _names_then_state)
            continue
        if _over_field(content, line_start, indent) and not any(
            part in missing and _called(content, part) for part in parts
        ):
            continue  # (fix-notes155: a remark on the field under it, no call of its names)
        if not python:
            # (Ruby and Elixir bind names by many forms no search lists: belongs_to :author,
            # scope :drafts, Struct.new(:x), let(:user), defstruct [:x], @callback init: a
            # name the file holds anywhere outside the note speaks of code it holds)
            # (fix-cshape131: where it is only called, "save if validate", in a class that
            # inherits and includes nothing, no form binds it: the note's code was left out)
            counts, in_note = _word_counts(content), _word_counts(words)
            if bare_single and counts.get(single or "", 0) <= in_note.get(single or "", 0):
                continue  # (fix-notes155: one bare name the file does not use is a remark's word)
            if all(counts.get(part, 0) > in_note.get(part, 0) for part in parts) and (
                (given := _ruby_given(content)) is None
                or not given.isdisjoint(parts)
                or all(_ruby_binds(content, part) for part in parts)
            ):
                continue
        return content.count("\n", 0, line_start) + 1, words
    return None


#: (fix-notes155) A note of one name is short ("def validate(self): ... (unchanged)").
_LONGEST_ONE_NAME_NOTE = 60


def _over_field(content: str, line_start: int, indent: str) -> bool:
    """(fix-notes155) Whether the first line past the comment lines at ``line_start`` (indented
    by ``indent``) is a field of :data:`_PY_NOTE_FIELD`, not a member nor a blank line."""
    at = line_start
    for _ in range(_PY_NOTE_LINES):
        end = content.find("\n", at)
        if end == -1:
            return False
        at = end + 1
        if not content.startswith(indent + "#", at):
            break
    return (
        content.startswith(indent, at)
        and _PY_NOTE_FIELD.match(content, at + len(indent)) is not None
    )


def _called(content: str, name: str) -> bool:
    """(fix-notes155) Whether ``content`` calls ``name`` (``name(``, ``self.name(``) on a line
    with no comment marker before the call (a note's "def name(self)" is no call)."""
    return (
        re.search(rf"^[^#\n]*(?<![\w$]){re.escape(name)}[ \t]*\(", content, re.MULTILINE)
        is not None
    )


#: (fix-notes155) An Elixir note of one function by its arity ("validate/1 unchanged").
_RUBY_ARITY_ONE = re.compile(r"&?[a-z_]\w*[?!]?/[0-9]{1,2}[ \t]")


#: (fix-cshape131) A Ruby note of one name in the docs' scoped spelling, then its other words
#: ("Report::to_csv unchanged", "Report#to_csv as before").
_RUBY_SCOPED_ONE = re.compile(r"([A-Z]\w*(?:::[A-Z]\w*)*(?:::|#)[a-z_]\w*[?!]?) ([^\n]{1,80})")


#: (fix-cshape131) A Ruby/Elixir/Crystal file whose methods may come from elsewhere: a class
#: with a superclass (``class Form < Base``), a module included, extended or prepended, a
#: macro module used (Elixir ``use``/``import``/``require``), a refinement.
_RUBY_INHERITS = re.compile(
    r"^[ \t]*+(?:class[ \t]+[\w:]+[ \t]*<|(?:include|extend|prepend|use|import|require|using)\b)",
    re.MULTILINE,
)


#: (fix-names174: hunt137-rbexbase) The methods a known Ruby base or module gives a class that
#: inherits or includes it, and the functions a known Elixir module's ``use`` injects: a note's
#: names none of them gives are bound by none (a base or module not in the table may give any).
_RUBY_GIVES = {
    "Object": "",
    "BasicObject": "",
    "Comparable": "between? clamp",
    "Enumerable": "all? any? chain chunk chunk_while collect collect_concat compact count cycle "
    "detect drop drop_while each_cons each_entry each_slice each_with_index each_with_object "
    "entries filter filter_map find find_all find_index first flat_map grep grep_v group_by "
    "include? inject lazy map max max_by member? min min_by minmax minmax_by none? one? "
    "partition reduce reject reverse_each select slice_after slice_before slice_when sort "
    "sort_by sum take take_while tally to_a to_h to_set uniq zip",
    "Exception": "backtrace backtrace_locations cause detailed_message exception full_message "
    "inspect message set_backtrace to_s",
    "Struct": "deconstruct deconstruct_keys dig each each_pair eql? filter hash inspect length "
    "members select size to_a to_h to_s values values_at",
    "Data": "deconstruct deconstruct_keys eql? hash inspect members to_h to_s with",
    # (Elixir: what "use X" injects)
    "GenServer": "child_spec init handle_call handle_cast handle_info handle_continue terminate "
    "code_change format_status",
    "Supervisor": "child_spec init",
    "DynamicSupervisor": "child_spec init",
    "Agent": "child_spec",
    "Task": "child_spec",
    "Application": "start stop prep_stop config_change start_phase",
    # (fix-notes185: hunt143-knownbases, Ruby's core collections, each Enumerable's too;
    # Forwardable's and Singleton's few; Elixir's Enum, imported whole)
    "Hash": "any? assoc clear compact compact! compare_by_identity count default default= "
    "default_proc delete delete_if dig each each_key each_pair each_value empty? eql? except "
    "fetch fetch_values filter filter! filter_map find flat_map group_by has_key? has_value? "
    "hash include? inspect invert keep_if key key? keys length map max_by member? merge "
    "merge! min_by none? partition rassoc rehash reject reject! replace select select! shift "
    "size slice store sum sort_by to_a to_h to_proc to_s transform_keys transform_keys! "
    "transform_values transform_values! update value? values values_at",
    "Array": "all? any? append assoc at bsearch clear collect collect! combination compact "
    "compact! concat count cycle delete delete_at delete_if difference dig drop drop_while each "
    "each_index each_slice empty? eql? fetch fill filter filter! filter_map find_index first "
    "flatten flatten! hash include? index insert inspect intersect? intersection join keep_if "
    "last length map map! max min minmax none? one? pack permutation pop prepend product push "
    "rassoc reject reject! repeated_combination replace reverse reverse! reverse_each rindex "
    "rotate rotate! sample select select! shift shuffle shuffle! size slice slice! sort sort! "
    "sort_by! sum take take_while to_a to_ary to_h to_s transpose union uniq uniq! unshift "
    "values_at zip",
    "Set": "add add? clear collect! delete delete? delete_if difference disjoint? divide each "
    "empty? filter! flatten include? intersect? intersection keep_if length map! member? merge "
    "proper_subset? proper_superset? reject! replace reset select! size subset? subtract "
    "superset? to_a to_set union",
    "Forwardable": "def_delegator def_delegators delegate instance_delegate "
    "def_instance_delegator def_instance_delegators",
    "Singleton": "instance",
    "Enum": "all? any? at chunk_by chunk_every chunk_while concat count count_until dedup "
    "dedup_by drop drop_every drop_while each empty? fetch fetch! filter find find_index "
    "find_value flat_map flat_map_reduce frequencies frequencies_by group_by intersperse into "
    "join map map_every map_intersperse map_join map_reduce max max_by member? min min_by "
    "min_max min_max_by product product_by random reduce reduce_while reject reverse "
    "reverse_slice scan shuffle slice slide sort sort_by split split_while split_with sum "
    "sum_by take take_every take_random take_while to_list uniq uniq_by unzip with_index zip "
    "zip_reduce zip_with",
}
for _collection in ("Hash", "Array", "Set"):
    _RUBY_GIVES[_collection] += " " + _RUBY_GIVES["Enumerable"]
#: (fix-notes185) Ruby's standard libraries a ``require`` loads that add no method to a class
#: that does not include them (``require 'set'``, ``require 'singleton'``): a gem's require may
#: (ActiveSupport's core extensions give every object ``blank?``, ``try``).
_RUBY_STANDARD_LIBRARIES = _word_set(
    "set singleton forwardable json date time securerandom digest yaml csv logger fileutils "
    "pathname open3 ostruct uri net/http erb benchmark tempfile timeout observer delegate "
    "bigdecimal English optparse shellwords stringio strscan zlib base64 socket"
)
#: (fix-names174) Ruby's exception classes: each gives what Exception gives.
_RUBY_ERRORS = _word_set(
    "Exception StandardError RuntimeError ArgumentError TypeError NameError NoMethodError "
    "KeyError IndexError RangeError IOError NotImplementedError ScriptError SecurityError "
    "ZeroDivisionError FrozenError StopIteration EncodingError SystemCallError"
)
#: (fix-names174) Where a Ruby/Elixir file takes methods from elsewhere: the form and what it
#: names (the superclass, the module, the directive's rest).
_RUBY_TAKES = re.compile(
    r"^[ \t]*+(?:class[ \t]+[\w:]+[ \t]*<[ \t]*(?P<base>[^\n#;]*)"
    r"|(?P<verb>include|extend|prepend|use|import|require|using)\b[ \t]*(?P<what>[^\n#;]*))",
    re.MULTILINE,
)
_RUBY_CLASS_HEAD = re.compile(
    r"^[ \t]*+(?:class|module|defmodule)[ \t]+([A-Z][\w:.]*)", re.MULTILINE
)


@functools.lru_cache(maxsize=4)
def _ruby_given(content: str) -> frozenset[str] | None:
    """(fix-names174: hunt137-rbexbase) The names a Ruby/Elixir file's bases, mixins and
    directives (:data:`_RUBY_TAKES`) may give its classes, when each is known: a class or
    module the file defines itself gives only what the file shows (its own definitions are
    read by the search of the file); a base or module of :data:`_RUBY_GIVES`, an exception
    class, ``Struct.new(:a)`` and ``Data.define(:a)`` (its members too), Elixir's ``require
    Logger`` (a macro module: no bare function) and ``import Enum, only: [map: 2]`` (those
    names) give their table's. Any other may give anything: None."""
    own = frozenset(found.group(1) for found in _RUBY_CLASS_HEAD.finditer(content))
    given: set[str] = set()
    for found in _RUBY_TAKES.finditer(content):
        verb = found.group("verb")
        what = (found.group("base") if verb is None else found.group("what")).strip()
        if verb in ("require",) and re.fullmatch(r"[A-Z][\w.]*", what):
            continue  # (Elixir's "require Logger": its macros are called through the module)
        if verb == "require" and what[1:-1] in _RUBY_STANDARD_LIBRARIES and what[:1] in "'\"":
            continue  # (fix-notes185: "require 'set'": a standard library, included or not)
        if verb == "import":
            only = re.fullmatch(r"[A-Z][\w.]*[ \t]*,[ \t]*only:[ \t]*\[([^\[\]]*)\]", what)
            if only is None and what in _RUBY_GIVES and what[:1].isupper():
                # (fix-notes185: a known module imported whole, "import Enum": its functions)
                given.update(_RUBY_GIVES[what].split())
                continue
            if only is None:
                return None
            given.update(re.findall(r"([a-z_]\w*[?!]?)[ \t]*:", only.group(1)))
            continue
        if verb not in (None, "include", "extend", "prepend", "use"):
            return None
        struct = re.fullmatch(r"(Struct\.new|Data\.define)[ \t]*\(([^()]*)\)", what)
        if struct is not None:
            given.update(_RUBY_GIVES[struct.group(1).partition(".")[0]].split())
            given.update(re.findall(r":([a-z_]\w*)", struct.group(2)))
            continue
        name = what.split(",")[0].strip() if verb == "use" else what
        if name in own:
            continue  # (a base or module of the file: what it gives is in the file)
        if name in _RUBY_ERRORS:
            name = "Exception"
        if name not in _RUBY_GIVES:
            return None
        given.update(_RUBY_GIVES[name].split())
    return frozenset(word.rstrip("?!") for word in given)


def _ruby_binds(content: str, name: str) -> bool:
    """(fix-cshape131) Whether a form of Ruby, Elixir or Crystal binds ``name`` somewhere in
    ``content``: a ``def`` line that holds it (the method's name or a parameter), an Elixir
    module attribute's line (``@callback name(term)``, ``@spec name``), a symbol
    (``:name``: ``attr_reader``, ``belongs_to``, ``alias_method``), a key (``name:``), an
    assignment (``name =``, ``name ||=``), a block's or an ``fn``'s parameters, a string of
    it alone (``send("name")``) or a Crystal ``getter``/``property``. A name only called
    (``save if validate``) is bound by none. (A search per name of a note read so far: a
    few notes, a pass each.)"""
    word = re.escape(name)
    return (
        re.search(
            rf"^[ \t]*+(?:(?:private|protected|public)[ \t]+)?(?:def|defp|defmacrop?|macro"
            rf"|getter|setter|property|attr_\w+|@\w+)\b"
            # (fix-notes155: the head of a one-line def, not its body: "def submit(f), do: f
            # |> validate()" binds no validate)
            rf"(?:(?!,[ \t]*+do:|[ \t)]do\b|[ \t)]=[ \t])[^\n])*?(?<![\w$]){word}\b"
            rf"|(?<![\w:]):{word}\b|(?<![\w$:]){word}:(?!:)"
            rf"|(?<![\w$.@]){word}[ \t]*+(?:\|\||&&|[-+*/|&])?=(?![=~>])"
            rf"|\|[^|\n]*(?<![\w$]){word}\b[^|\n]*\||\bfn\b[^\n]*?(?<![\w$]){word}\b[^\n]*->"
            rf"|[\"']{word}[\"']",
            content,
            re.MULTILINE,
        )
        is not None
    )


@functools.lru_cache(maxsize=4)
def _word_counts(text: str) -> dict[str, int]:
    """How many times each word (:data:`_WORD`) stands in ``text``: found once per text."""
    counts: dict[str, int] = {}
    for word in _WORD.findall(text):
        counts[word] = counts.get(word, 0) + 1
    return counts


#: The languages of "#" comments whose members stand two blanks in (Ruby, Elixir), where the
#: scan looks at four only: their notes among members are read as a Python file's are (no
#: parse: a search of their lines, 3-8 passes of their own text, which only they pay).
_NOTE_MEMBER_SUFFIXES = frozenset({"rb", "rake", "ex", "exs"})
#: A Ruby/Elixir file's members past :data:`_OPENS_DEFINITION`'s: a DSL's block at the
#: members' margin, a call then ``do`` at the line's end (``task :migrate do``, ``describe
#: 'add' do``, ``test "adds an item" do``, ``it 'sums' do |x|``: Rake's tasks, RSpec's and
#: ExUnit's examples), and ``private def``.
_RUBY_MEMBER = re.compile(
    _OPENS_DEFINITION.pattern
    + r"|(?:private|protected|public)[ \t]+def\b"
    + r"|[a-z_]\w*[ \t(]+[^\n]*?[ \t)]do(?:[ \t]*\|[^|\n]*\|)?[ \t]*(?:#[^\n]*)?(?=\r?\n|\Z)"
)
#: The documentation spellings of Ruby/Elixir names, dropped to read the names a note gives:
#: the owner before ``#`` or ``::`` (``Report#to_csv``, ``#to_csv``, ``Report::to_csv``), a
#: predicate's or a bang method's mark (``valid?``, ``save!``), an Elixir function's arity and
#: capture (``to_csv/1``, ``&to_csv/1``, ``&MyApp.Report.to_csv/1``), a symbol's colon and a
#: Rake namespace (``:rollback``, ``db:rollback``), the word that defines or runs it (``defp
#: to_csv``, ``rake db:dump``, ``describe '#remove'``) and the DSL's kind of block after the
#: names (``rollback and dump tasks``, ``remove and clear specs``, ``examples``).
_RUBY_NAME_SPELLING = re.compile(
    r"(?:\b[A-Z]\w*(?:(?:::|\.)[A-Z]\w*)*|(?<![\w#]))(?:#|::)(?=[a-z_])|(?<=\w)[?!](?![\w=])"
    r"|(?<=\w)/\d+\b|&(?=[A-Za-z_])|(?<![\w:]):(?=[a-z_])|\b[a-z_]\w*:(?=[a-z_])"
    r"|\b(?:defp|defmacrop?|defmacro|rake|describe|context|it)[ \t]+(?=['\"#:A-Za-z_])"
    r"|[ \t]+(?:tasks?|specs?|examples?|contexts?|describes?|callbacks?)\b"
)
#: What makes a Ruby/Elixir file's methods at run time or by a macro (define_method,
#: method_missing, a module's ``use``/``import``/``require`` of macros, ``__using__``): its
#: notes are not weighed (a name they give may be bound where no search sees it).
_METAPROGRAMMING = re.compile(
    r"\b(?:define_method|define_singleton_method|method_missing|respond_to_missing\?"
    r"|class_eval|instance_eval|module_eval|__using__"
    r"|defoverridable)\b|^[ \t]*(?P<verb>use|import)[ \t]+(?P<module>[A-Z][\w.]*)(?P<rest>[^\n]*)",
    re.MULTILINE,
)
#: The modules whose ``use``/``import`` makes none of a module's own functions (a process's
#: callbacks, logging, queries): a file using them is still weighed.
_PLAIN_MODULES = frozenset(
    {"Logger", "GenServer", "Supervisor", "DynamicSupervisor", "Application", "Agent", "Task"}
    | {"Registry", "ExUnit.Case", "Bitwise", "Kernel"}
)
#: A Ruby/Elixir comment line, a heredoc's or a doc string's lines (text, not code).
_RUBY_TEXT = re.compile(
    r"^[ \t]*#[^\n]*|(?:\"\"\"|''')[^\n]*\n(?:[^\n]*\n)*?[ \t]*(?:\"\"\"|''')"
    r"|^=begin\b(?:[^\n]*\n)*?=end\b",
    re.MULTILINE,
)


@functools.lru_cache(maxsize=4)
def _metaprogramming_at(content: str) -> tuple[list[int], list[int]]:
    """The offsets of the real metaprogramming of a Ruby/Elixir file (:data:`_METAPROGRAMMING`
    in code: not in a comment, a heredoc or a doc string; ``use``/``import`` of a module not
    in :data:`_PLAIN_MODULES`, an ``import`` without ``only:``; ``require`` makes nothing),
    and the offsets of its lines at the margin: found once per file."""
    masked = _RUBY_TEXT.sub(lambda found: re.sub(r"[^\n]", " ", found.group()), content)
    found_at = []
    for found in _METAPROGRAMMING.finditer(masked):
        module = found.group("module")
        if module is not None and (
            module in _PLAIN_MODULES
            or module.startswith("Ecto.")
            or (found.group("verb") == "import" and "only:" in found.group("rest"))
            # (fix-notes185: a known module imported whole, "import Enum": what it gives is
            # _RUBY_GIVES' table, weighed by _ruby_given)
            or (found.group("verb") == "import" and module in _RUBY_GIVES)
        ):
            continue
        found_at.append(found.start())
    margins = [line.start() for line in re.finditer(r"^[^\s#][^\n]*", masked, re.MULTILINE)]
    return found_at, margins


def _metaprogrammed(content: str, line_start: int) -> bool:
    """Whether the construct at the margin that holds the line at ``line_start`` (from the
    line at the margin above it to the next) makes methods where no search sees them."""
    found_at, margins = _metaprogramming_at(content)
    index = bisect.bisect_right(margins, line_start)
    start = margins[index - 1] if index else 0
    end = margins[index] if index < len(margins) else len(content)
    first = bisect.bisect_left(found_at, start)
    return first < len(found_at) and found_at[first] < end


#: The bindings of Python's dialects that the parse and the definition search do not see:
#: Cython's ``cdef``/``cpdef``/``ctypedef`` declarations (``cdef int clamp(int x):``, ``cdef
#: class Counter:``, ``cpdef double value(self)``), its ``cimport`` (``from libc.math cimport
#: sqrt, floor``), and Starlark's ``load("//x:defs.bzl", "py_binary", lib = "py_library")``.
_DIALECT_BINDING = re.compile(
    r"^[ \t]*+(?:(?:cdef|cpdef|ctypedef)\b[^\n(:=,]*?\b(?P<declared>[A-Za-z_]\w*)[ \t]*(?:[(:=,]|$)"
    r"|(?:from[ \t]++[\w.]++[ \t]++)?cimport[ \t]++(?P<cimported>[^\n#]++)"
    r"|load\([ \t]*+(?:\"[^\"\n]*+\"|'[^'\n]*+')(?P<loaded>[^)]*+)\))",
    re.MULTILINE,
)
_LOADED_NAME = re.compile(r"(?:([A-Za-z_]\w*)[ \t]*=[ \t]*)?[\"']([A-Za-z_]\w*)[\"']")


@functools.lru_cache(maxsize=4)
def _bound_by_dialect(content: str) -> frozenset[str]:
    """The names ``content`` binds by :data:`_DIALECT_BINDING`'s forms: found once per file."""
    names: set[str] = set()
    for found in _DIALECT_BINDING.finditer(content):
        if found.group("declared"):
            names.add(found.group("declared"))
        elif found.group("cimported"):
            for item in found.group("cimported").split(","):
                words = item.split()
                if words:
                    names.add(words[-1].rsplit(".", 1)[-1])
        elif found.group("loaded"):
            for alias, name in _LOADED_NAME.findall(found.group("loaded")):
                names.add(alias or name)
    if "props" in content or "Props" in content:
        names.update(_vue_prop_names(content))
    return frozenset(names)


def _vue_prop_names(script: str) -> set[str]:
    """(fix-names156) The names a Vue component's script declares as props by strings
    (:data:`_VUE_PROP_NAMES`): they bind the names its template and script use."""
    return {
        name
        for found in _VUE_PROP_NAMES.finditer(script)
        for name in _QUOTED_NAME.findall(found.group(1))
    }


#: The other names of Python files whose notes are read as a ``.py`` file's: Cython, Starlark
#: (Bazel, Buck), SCons's build files, and a script whose first line runs python; of Ruby
#: (and Crystal) files read as a ``.rb`` file's.
_PYTHON_NOTE_SUFFIXES = _PYTHON_SUFFIXES | frozenset({"pyx", "pxd", "pxi", "bzl", "star"})
_PYTHON_NOTE_NAMES = frozenset({"sconstruct", "sconscript"})
_RUBY_NOTE_SUFFIXES = _NOTE_MEMBER_SUFFIXES | frozenset(
    {"rbw", "gemspec", "ru", "cr", "jbuilder", "thor"}
)
_RUBY_NOTE_NAMES = frozenset(
    {"rakefile", "gemfile", "guardfile", "vagrantfile", "capfile", "podfile", "fastfile"}
    | {"thorfile", "dangerfile", ".pryrc", ".irbrc"}
)
_SHEBANG = re.compile(r"#![^\n]*?\b(?:(?P<py>python[\d.]*)|(?P<rb>j?ruby|crystal|elixir))\b")


def _note_language(path: str, content: str) -> str | None:
    """Whether the notes of the file at ``path`` are read as a Python file's (``"py"``), as a
    Ruby/Elixir file's (``"rb"``) or not at all (None): by its suffix, its name, or the
    program its first line runs (``#!/usr/bin/env python3``)."""
    name = path.rsplit("/", 1)[-1].lower()
    suffix = _suffix_of(path)
    if name in _PYTHON_NOTE_NAMES or ("." in name and suffix in _PYTHON_NOTE_SUFFIXES):
        return "py"
    if name in _RUBY_NOTE_NAMES or ("." in name and suffix in _RUBY_NOTE_SUFFIXES):
        return "rb"
    shebang = _SHEBANG.match(content) if content.startswith("#!") else None
    if shebang is not None and "." not in name:
        return "py" if shebang.group("py") else "rb"
    return None


def find_placeholders(file: GeneratedFile) -> Placeholder | None:
    """Why ``file`` is not a whole file, or None (see :class:`Placeholder`): ``"elision"``
    for a comment that is only a placeholder phrase, ``"comment"`` for a comment that starts
    with one and goes on (a warning only), ``"body"``, ``"stubs"``, ``"unbound"`` (a Python
    file that uses names it never binds: weighed before a ``"comment"``, which is only a
    warning)."""
    content = file.content
    if len(content) <= 4 * _LONGEST_BODY and (
        content.strip() in _WHOLE_BODY
        or _WHOLE_TAG.fullmatch(content.strip())
        or _is_state_note(content)
    ):
        return Placeholder("body", 1, content.strip())
    elision, comment = _elision_and_comment(file)
    if elision != -1:
        lines = _as_lines(content, _suffix_of(file.file_path))
        return Placeholder("elision", *_line_at(lines, elision))
    left_out = (
        -1
        if _suffix_of(file.file_path) in _PYTHON_SUFFIXES
        else (_implementation_left_out(file.file_path, content))
    )
    if left_out != -1:
        return Placeholder("elision", *_line_at(content, left_out))
    unbound = find_unbound(file.file_path, content, note=_string_note_words)
    if unbound is not None and not unbound[1]:
        # (a string statement of the family's words: read where the file is parsed, see
        # unbound._string_note)
        return Placeholder("elision", unbound[0], content.split("\n")[unbound[0] - 1].strip())
    if unbound is not None:
        return Placeholder("unbound", unbound[0], ", ".join(unbound[1]))
    language = _note_language(file.file_path, content)
    if language is not None:
        note = _python_note(content, python=language == "py", path=file.file_path)
        if note is not None:
            return Placeholder("elision", *note)
    if comment != -1:
        lines = _as_lines(content, _suffix_of(file.file_path))
        return Placeholder("comment", *_line_at(lines, comment))
    stubs = _stubs(file)
    if stubs is not None:
        return Placeholder("stubs", *stubs)
    if _suffix_of(file.file_path) in _YAML_SUFFIXES:
        dotted = elided_value(content)
        if dotted is not None:
            return Placeholder("elision", *dotted)
        dangling = dangling_reference(file.file_path, content) or not_loadable(
            file.file_path, content
        )
        if dangling is not None:
            return Placeholder("reference", *dangling)
    config = config_part(file.file_path, content)
    if config is not None:
        return Placeholder("elision" if config[0] == "elision" else "reference", *config[1:])
    return None


#: (fix-notes173: hunt137-overloadnoimpl) Source files whose overload signatures need an
#: implementation (TypeScript's, right after them; Python's ``@overload`` stubs raise when
#: called), unless the file is a declaration file (``.d.ts``, ``.pyi``: another suffix).
_OVERLOAD_SOURCE_SUFFIXES = frozenset({"ts", "mts", "cts", "tsx", "py", "pyw"})
_DECLARATION_FILE = re.compile(r"\.d\.[mc]?tsx?$|\.d\.[^./]*\.[mc]?ts$")
#: A comment line's marker in those files, after its indentation.
_OVERLOAD_NOTE_MARKER = re.compile(r"[ \t]*+(?://|/\*|#)")


@functools.lru_cache(maxsize=4)
def _implementation_left_out(path: str, content: str) -> int:
    """(fix-notes173: hunt137-overloadnoimpl) The start of the comment line that stands where
    the implementation of a name given only overload signatures was (:func:`_signature_only`),
    in a source file (:data:`_OVERLOAD_SOURCE_SUFFIXES`): the first line past one of its
    signatures that is not blank is a note naming it (``// parse unchanged``, ``# parse()
    implementation unchanged``); -1 for none. In a declaration file the same note is a remark
    (fix-names156: there is no implementation to leave out), and so it is in a Python file
    that declares a protocol or code read only by a type checker (``Protocol``,
    ``TYPE_CHECKING``), where stubs alone are allowed."""
    suffix = _suffix_of(path)
    if suffix not in _OVERLOAD_SOURCE_SUFFIXES or _DECLARATION_FILE.search(path.lower()):
        return -1
    python = suffix.startswith("py")
    if python and (
        "overload" not in content or "Protocol" in content or "TYPE_CHECKING" in content
    ):
        return -1
    if _OVERLOAD_SIGNATURE.search(content) is None:
        return -1  # (most files: one search; the file's index is made only past it)
    stubs = _file_index(content)[4]
    if not stubs:
        return -1
    for found in _OVERLOAD_SIGNATURE.finditer(_index_masked(content)):
        name = found.group(1) or found.group(2) or found.group(3)
        if name not in stubs:
            continue
        offset = content.find("\n", found.end())
        while offset != -1:
            line_start = offset + 1
            offset = content.find("\n", line_start)
            line = content[line_start : offset if offset != -1 else None]
            if line.strip():
                break
        else:
            continue
        marker = _OVERLOAD_NOTE_MARKER.match(line)
        if marker is None or (python and not line.lstrip().startswith("#")):
            continue
        words = _after_marker(line.strip())
        if len(words) > _LONGEST_ELISION:
            continue
        text = " ".join(words.rstrip(_CLOSE).split())
        if words.startswith("()", len(words.rstrip(_CLOSE))):
            text += "()"
        reading = _note_reading(text)
        english = _english_note(text) if reading is None else None
        if english is not None:
            reading = _note_reading(english)  # (fix-notes185: "// parse sin cambios")
        named = (
            reading[0]
            if reading is not None
            else [_one_name_note(english or text, bare=True) or ""]
        )
        if name in (_last_name(part) for part in named):
            return line_start
    return -1


# -- a YAML note for keys of its mapping --------------------------------------------------------
# A YAML comment alone on its line naming items of the mapping it stands in ("# test and deploy
# jobs unchanged" under jobs:, "# db and cache unchanged" between two services, "# jobs
# test/deploy unchanged", "# Service and Ingress unchanged" as a manifest's document) is a note
# for those items when they are not keys of that mapping: a name only as a value (needs:, a
# step's name), or as a key of a deeper mapping (env:), is no item of the mapping. The words
# are read by _noted_names, the kind of item (a word of _YAML_KINDS) and a "NOTE:" label dropped
# first; "# other jobs: unchanged", "# other jobs (unchanged)", "# other jobs: no changes" are
# notes for the items not shown whatever the file holds. (Read only in .yml/.yaml files: no
# cost to other text.)
_YAML_SUFFIXES = frozenset({"yml", "yaml"})
_YAML_KINDS = (
    "jobs|job|steps|step|services|service|containers|container|volumes|networks|documents"
    "|resources|manifests|manifest|stages|stage|keys|entries|sections|items"
    "|tasks|task|handlers|values|paths|endpoints|routes"  # (fix-yaml85)
    # (fix-ci168) the items of the CI kinds yaml_parts reads besides: CircleCI's commands and
    # executors, Argo's templates, Drone's pipelines
    "|commands|command|executors|executor|templates|template|pipelines|pipeline"
)
_YAML_COMMENT = re.compile(r"^([ \t]*+)#(?!!)[ \t#]*+([^\n]*)$", re.M)
_YAML_LABEL = re.compile(r"(?:note|todo|n\.b\.)[ \t]*:[ \t]*", re.I)
_YAML_KIND = re.compile(rf"\b(?:the )?(?:{_YAML_KINDS})\b:?", re.I)
_YAML_OTHERS = re.compile(
    rf"(?:the |all )?(?:other|remaining|rest of the|all other|existing) (?:{_YAML_KINDS})\b"
    r"[ \t:(,-]*"
    r"(?P<state>[^)]*)\)?[ \t.]*",
    re.I,
)


#: A note for one item or a few, as YAML notes are written: names (a key's spelling,
#: "setup-python"), their kind or not, then a state ("test job unchanged", "deploy job:
#: unchanged", "test job (unchanged)", "install step unchanged"); a state, then names and their
#: kind ("unchanged test job"); names in brackets with their kind or two of them, no state
#: ("(test job)", "(Service and Ingress)"). The state is one _noted_names reads.
_YAML_NAME = r"/?[A-Za-z_][\w.{}/-]*"  # (fix-yaml85: an OpenAPI path, "/orders")
_YAML_NAME_LIST = rf"{_YAML_NAME}(?:(?:,? and |, |,? & | ?/ ?){_YAML_NAME})*"
_YAML_NAMED_NOTE = re.compile(
    rf"(?P<names>{_YAML_NAME_LIST})(?: (?P<kind>{_YAML_KINDS}))?"
    r"(?:[ \t]*[:(\-\u2013\u2014][ \t]*|[ \t]+)"
    r"(?P<state>[A-Za-z' ]+?)\)?[ \t.]*",
    re.I,
)
_YAML_STATE_FIRST = re.compile(
    rf"(?P<state>[A-Za-z' ]+?):? (?:(?:for|of) )?(?:the )?(?P<names>{_YAML_NAME_LIST})"
    rf" (?P<kind>{_YAML_KINDS})"
    # (fix-ci139: "keep your existing build job here", "paste your lint job here"; fix-ci157:
    # a pointer before the name, "see previous message for the deploy job", a verb and its
    # state around it, "leave the deploy job as it is": the state is both parts, read as one)
    r"(?: here| (?P<tail>[A-Za-z' -]+?))?[ \t.]*",
    re.I,
)
#: (fix-ci157) Names (and their kind) then only an ellipsis, "# deploy: ...", "# deploy job
#: \u2026": the name of the item and dots for its body, where the item would stand.
_YAML_NAME_DOTS = re.compile(
    rf"(?P<names>{_YAML_NAME_LIST})(?: (?P<kind>{_YAML_KINDS}))?[ \t]*:?[ \t]*"
    r"(?:\.{3,}|\u2026+)[ \t]*",
    re.I,
)
#: A state, then one name and no kind ("unchanged Service"): a note only as a document of its
#: own (a comment alone after "---"), where a manifest's document was.
_YAML_STATE_NAME = re.compile(rf"(?P<state>[A-Za-z' ]+?):? (?P<names>{_YAML_NAME})", re.I)
#: Two words for one item and a state, no kind ("celery worker unchanged"): a note only when it
#: closes its mapping, where the item's key would be; the item is a key spelled with a dash,
#: an underscore or nothing between the words, or with either word alone ("worker").
_YAML_TWO_WORDS = re.compile(
    rf"(?P<names>{_YAML_NAME}(?: {_YAML_NAME}){{1,2}})(?:[ \t]*[:(\-\u2013\u2014][ \t]*|[ \t]+)"
    r"(?P<state>[A-Za-z' ]+?)\)?[ \t.]*",
    re.I,
)
#: (fix-yaml70) A state then two or three words for one item ("unchanged celery worker").
_YAML_STATE_WORDS = re.compile(
    rf"(?P<state>[A-Za-z']+(?: [A-Za-z']+)?):? (?P<names>{_YAML_NAME}(?: {_YAML_NAME}){{1,2}})",
    re.I,
)
_YAML_BRACKETED = re.compile(
    rf"(?P<names>{_YAML_NAME_LIST})(?: (?P<kind>{_YAML_KINDS}))?[ \t.]*", re.I
)
_YAML_BRACKETS = {"(": ")", "[": "]", "<": ">"}
#: A remark after a key that opens a block, or after a line's value: "jobs:  # test and
#: deploy jobs unchanged", "- run: make lint  # test and deploy jobs unchanged".
_YAML_REMARK = re.compile(r"^([ \t]*+)(?:- )?[^#\n'\"]*?[^ \t\n#][ \t]+#[ \t#]*+([^\n]*)$", re.M)


#: (fix-ci157) States a YAML note for one item says in words the accounting table does not
#: hold (read in YAML notes only, no cost to the scan of code): "deploy job: no edits",
#: "deploy job doesn't need any changes", "leave the deploy job as it is" (its verb and state
#: read as one), "deploy job: nothing changed".
_YAML_MORE_STATES = re.compile(
    r"(?:(?:is|are|stays?|remains?|was|were) )?"
    r"(?:no (?:edits?|changes?)(?: (?:needed|required|made))?"
    r"|(?:doesn't|does not|don't|do not) need (?:any )?(?:changes?|edits?)"
    r"|needs? no (?:changes?|edits?)|nothing changed|not edited|untouched"
    r"|(?:leave|keep|keeping|leaving)(?: it| them)? (?:as it is|as is|as they are|as it was"
    r"|unchanged|alone|untouched)"
    r"|as it is)"
    # (fix-ci168) a first person saying it was not touched ("I didn't touch the deploy job"),
    # modifications ("requires no modifications"), a pointer to the earlier or original text
    # ("refer to the previous answer for", "copy the deploy job from your original workflow")
    r"|(?:i )?(?:didn't|did not|haven't|have not|never) (?:touch(?:ed)?|changed?|modif(?:y|ied)"
    r"|edit(?:ed)?)"
    r"|(?:(?:requires?|needs?) )?no (?:modifications?|updates?)(?: (?:needed|required|made))?"
    r"|(?:requires?|needs?) no (?:changes?|edits?)"
    r"|(?:refer to|see|check|copy|take|reuse|use|paste|keep)(?: it| them)?(?: (?:from|in|as in))?"
    r" (?:the |my |your )?(?:previous|earlier|original|last|first|old|existing)(?: [a-z]+){0,2}"
    # (fix-ci168) and their neighbours: "keep the deploy job the way it is", "do not modify the
    # deploy job", "keep the existing deploy job as-is", "same as your current one", "add your
    # deploy job back here", "nothing changed in the deploy job", "keep it like before", "copy
    # over your deploy job"
    r"|(?:leave|keep|keeping|leaving)(?: the existing| your existing| your| it| them)?"
    r" (?:the way (?:it is|they are|it was)|as-is|like before|as before|the same)"
    r"|(?:please )?(?:do not|don't|never) (?:modify|change|touch|edit|alter)"
    r"|same as (?:your|the|my) (?:current|existing|original|previous|old)"
    r"(?: one| version| file| config| job| step)?"
    r"|(?:add|put|paste|insert)(?: your)?(?: it| them)? back(?: here| in)?"
    r"|nothing (?:changed|to change)(?: in)?"
    r"|copy over your",
)


def _yaml_state(words: str) -> bool:
    if _YAML_MORE_STATES.fullmatch(words.lower().strip(" \t.")) is not None:
        return True
    if words.lower().strip(" \t.") in ("goes here", "go here"):
        # (fix-ci139) "# lint job goes here": the place of one item of the mapping, in YAML
        # only (in code "# a() and b() go here" is _NAMES_STANDING's, weighed by the scope)
        return True
    if _noted_names("a and b " + words.lower().replace("no changes", "unchanged")) is not None:
        return True
    if _noted_names("a and b " + words.lower()) is not None:
        return True  # (fix-ci157) "no changes needed": the phrase as written
    # (fix-yaml85) a state in another human language, "sin cambios", "unverändert" (the
    # words of note_words' state table, issue 20)
    text = words.lower().strip(" \t.")
    if not text:
        return False
    return all(kind == "state" for kind, _ in note_words.classify(text.split()))


#: (fix-ci168) An item's first line commented out, then a state or dots for its body: "# -
#: name: notify ...", "# - stage: Deploy  (unchanged)", "# deploy:  # same as before". The item
#: is named by the value of its naming key (a list item's name:, an Azure job:) or is the key.
_YAML_COMMENTED_ITEM = re.compile(
    rf"(?:-[ \t]+(?:name|id|job|stage|deployment|step)[ \t]*:[ \t]*(?P<value>{_YAML_NAME})"
    rf"|(?:-[ \t]+)?(?P<key>{_YAML_NAME})[ \t]*:)"
    r"[ \t]*(?:#[ \t#]*)?(?P<rest>[^#]*?)[ \t]*",
    re.I,
)
_YAML_BODY_DOTS = re.compile(
    r"[(\[]?[ \t]*(?:\.{3,}|\u2026+|etc\.?|and so on\.?)[ \t]*[)\]]?", re.I
)


def _commented_item(words: str) -> list[str] | None:
    """(fix-ci168) The name of the item whose first line the comment ``words`` is, a state or
    dots after it (:data:`_YAML_COMMENTED_ITEM`); None for another comment (a line commented
    out with its value, "# timeout: 30", or a key alone over its commented body)."""
    found = _YAML_COMMENTED_ITEM.fullmatch(words)
    if found is None:
        return None
    rest = found.group("rest").strip(" \t")
    if rest[:1] in "([" and rest[-1:] in ")]":
        rest = rest[1:-1].strip(" \t")
    if not rest:
        return None
    if _YAML_BODY_DOTS.fullmatch(rest) is None and not _yaml_state(rest):
        return None
    return [found.group("value") or found.group("key")]


#: (fix-ci168) The kinds of items of one CI kind each, kind words of a note only in a file that
#: holds such items (a CircleCI top ``commands:``/``executors:``, an Argo ``templates:``, a
#: Drone ``kind: pipeline``) and, for a comment line, where such an item stands (under that
#: key; a pipeline at a document's top): elsewhere "# pod template unchanged" over a
#: Deployment's ``template:``, "# same test command as before" over a step, is a remark.
_CI_ITEM_KIND = re.compile(r"\b(command|executor|template|pipeline)s?\b", re.I)


def _ci_kinds_stand(content: str, words: str, parent: str | None) -> bool:
    """(fix-ci168) Whether each kind word of :data:`_CI_ITEM_KIND` in the note ``words`` (a
    comment line of the YAML file ``content`` whose block's key is ``parent``) is a kind of
    items the file holds (a CircleCI top ``commands:``/``executors:``, an Argo ``templates:``,
    a Drone ``kind: pipeline``) and the comment stands where they stand (under that key; a
    pipeline at a document's top). Elsewhere the word is a word as any other ("# pod template
    unchanged" over a Deployment's ``template:``, "# same test command as before" over a step:
    remarks), read as before the kinds were added."""
    for found in _CI_ITEM_KIND.finditer(words):
        kind = found.group(1).lower()
        if kind not in _ci_kinds_of(content) or parent != (
            "" if kind == "pipeline" else kind + "s"
        ):
            return False
    return True


@functools.lru_cache(maxsize=4)
def _ci_kinds_of(content: str) -> frozenset[str]:
    """(fix-ci168) The kinds of :data:`_CI_ITEM_KIND` whose items the YAML file ``content``
    holds, read once per file."""
    held = set(_CI_KINDS_HELD.findall(content))
    if _DRONE_PIPELINE.search(content) is not None:
        held.add("pipeline")
    return frozenset(held)


_CI_MASKED = re.compile(r"\b((?:command|executor|template|pipeline)s?)_\b", re.I)
_CI_KINDS_HELD = re.compile(r"^(?:[ \t]+(?=templates:))?(command|executor|template)s:", re.M)
_DRONE_PIPELINE = re.compile(r"^kind:[ \t]*pipeline[ \t\r]*$", re.M)


_YAML_FOR_NAME = re.compile(
    rf"(?:as )?for (?:the )?(?P<named>{_YAML_NAME_LIST} (?:{_YAML_KINDS})),[ \t]*(?P<rest>[^,]+)",
    re.I,
)


def _yaml_named(words: str, *, bracketed: bool) -> list[str] | None:
    """The names ``words`` (a comment's, its marker and label dropped) is a note of, by the
    forms of _YAML_NAMED_NOTE and the like; None when it is none of them."""
    if ":" in words:
        item = _commented_item(words)
        if item is not None:
            return item
    # ("# volumes and networks unchanged": names, no kind; not the frame "# your user and
    # password here": a YAML file holds values, and a template frames the ones to fill in)
    reading = _note_reading(words) or _note_reading(_YAML_KIND.sub("", words, count=1))
    if reading is not None and not reading[1]:
        return reading[0]
    dots = _YAML_NAME_DOTS.fullmatch(words)
    if dots is not None and (dots.group("kind") or ":" in words):
        return _NAME_SEPARATOR.split(dots.group("names"))  # (fix-ci157) "# deploy: ..."
    pointer = _YAML_FOR_NAME.fullmatch(words)
    if pointer is not None:
        # (fix-ci168) the name first, then the pointer: "For the deploy job, see my message
        # above." read as "deploy job: see my message above"
        words = f"{pointer.group('named')}: {pointer.group('rest')}"
    if words[:4].lower() == "the " and _YAML_KIND.search(words, 4) is not None:
        # (fix-ci157) a sentence, "The deploy job is the same as before.": its article; (lead,
        # round 25) only with a kind word: "# the port from before" over a manifest's
        # "ports:" is a remark on that key (test_fix_prose142)
        words = words[4:]
    for pattern in (_YAML_NAMED_NOTE, _YAML_STATE_FIRST):
        found = pattern.fullmatch(words)
        tail = found.groupdict().get("tail") if found is not None else None
        if found is not None and _yaml_state(found.group("state") + (" " + tail if tail else "")):
            if found.group("names").startswith("/"):
                # (fix-yaml85) paths, "# /orders and /items unchanged"
                paths = re.split(r",? and |, |,? & ", found.group("names"))
                if all(name.startswith("/") for name in paths):
                    return paths
            listed = _NAME_SEPARATOR.split(found.group("names"))
            if found.group("kind") is None and (
                len(listed) > 1 or _yaml_state(found.group("names"))
            ):
                continue  # (a list with no kind is _noted_names'; "same: unchanged")
            return listed
    if bracketed:
        found = _YAML_BRACKETED.fullmatch(words)
        if found is not None:
            listed = _NAME_SEPARATOR.split(found.group("names"))
            if (found.group("kind") or len(listed) > 1) and not any(
                _yaml_state(name) for name in listed
            ):
                return listed
    return None


_ASCII_NAME = re.compile(r"[A-Za-z_][\w.-]*")


#: (lead, rounds 23 and 24) English state phrases, which a word table of single words does not
#: list: note_words' English phrase table and a few more. "# same test command as before" and
#: "# pytest flags haven't changed" are English remarks on the step under them
#: (test_hunt96_stepremarks, hunt129-englishstates), not notes in another language.
_ENGLISH_STATES = note_words.ENGLISH_STATES | frozenset(
    {"as-is", "like before", "the same", "as usual"}
)


def _foreign_named(words: str) -> list[str] | None:
    """(hunt108) The names a YAML comment of names and a state in another human language
    notes ("# db et redis inchangés", "# lint/deploy sin cambios", "# lint、deploy は変更なし"):
    the state a word of note_words' state table that is no English word (English notes are
    _yaml_named's), every other word a name or a small word; None for another comment."""
    if not words.isascii():
        cjk = note_words.cjk_kinds(_ASCII_NAME.sub(" ", words))
        if cjk["state"] and not cjk["others"] and not cjk["rest"]:
            names = _ASCII_NAME.findall(words)
            return names if 1 <= len(names) <= 4 else None
    foreign = any(
        kind == "state"
        and note_words.fold(token) not in note_words.ENGLISH
        and note_words.fold(token) not in _ENGLISH_STATES
        for kind, token in note_words.classify(_STATE_NOTE_TOKEN.findall(words.lower()))
    )
    if not foreign:
        return None
    return _state_note_words(words, bracketed=False, trailing=False) or None


def _last_in_mapping(content: str, end: int, indent: int) -> bool:
    """Whether no line under the comment ending at ``end`` holds a key or an item at its
    ``indent`` or deeper before one less indented (the comment closes its mapping)."""
    for line in content[end:].split("\n"):
        stripped = line.lstrip(" \t")
        if not stripped.strip() or stripped.startswith("#"):
            continue
        return len(line) - len(stripped) < indent or line.startswith(("---", "..."))
    return True


#: (hunt113) A Google region tag, "[START handlers]" / "[END handlers]" (every Google Cloud
#: sample wraps its snippets in them): a marker of the file, never a note of items left out.
_REGION_TAG = re.compile(r"\[(?:START|END) [\w.-]+\]")


def _yaml_note(content: str) -> int:
    """The start of the first YAML comment line that is a note for items of its mapping the
    file does not hold (see the notes above), -1 for none."""
    for match in _YAML_COMMENT.finditer(content):
        words = match.group(2).rstrip("\r \t")
        if len(words) > _LONGEST_ELISION or _COMPARE_OTHERS.search(words.lower()):
            continue  # (fix-yaml89: "# same as the other jobs" compares, the others are here)
        if _REGION_TAG.fullmatch(words):
            continue  # (hunt113) "# [END handlers]": a Google region tag, a marker, no note
        label = _YAML_LABEL.match(words)
        if label is not None:
            words = words[label.end() :]
        if words[:4].lower() == "the " and in_empty_document(content, match.start()):
            # (fix-prose142) "# the Service manifest from before" as a document of its own,
            # where a manifest was: the article of the note's name
            words = words[4:]
        bracketed = len(words) > 2 and _YAML_BRACKETS.get(words[0]) == words[-1]
        if bracketed:
            words = words[1:-1].strip()
        if _CI_ITEM_KIND.search(words) is not None and not _ci_kinds_stand(
            content, words, parent_key(content, match.start(), len(match.group(1)))
        ):
            words = _CI_ITEM_KIND.sub(r"\g<0>_", words)  # (fix-ci168) no kind here
        others = _YAML_OTHERS.fullmatch(words)
        if others is not None:
            state = others.group("state")
            if state and _yaml_state(state):
                return match.start()
            if not state and (
                (bracketed and not _group_heading(content, match.start(), match.end(), match[0]))
                or (
                    words.lower().startswith("existing ")
                    and _last_in_mapping(content, match.end(), len(match.group(1)))
                )
            ):
                # ("# (other jobs)", "# <other steps>" wherever it stands: the brackets
                # make the words a placeholder, not a heading; "# existing jobs" only when
                # it closes jobs:, over a job it may head the ones below)
                return match.start()
            continue
        names = _yaml_named(words, bracketed=bracketed)
        if names is None:
            names = _foreign_named(words)
        if names is None:
            names = _yaml_lone_item(content, match, words)
        if names is None:
            continue
        if (
            bracketed
            and match.group(2).lstrip(" \t")[:1] != "<"
            and _YAML_BRACKETED.fullmatch(words)
            and not _last_in_mapping(content, match.end(), len(match.group(1)))
        ):
            # ("# (checkout step)" over a step: a label of what follows; fix-ci139: not an
            # angle-bracket placeholder, "# <lint job>", which stands for the item wherever)
            continue
        names = [_CI_MASKED.sub(r"\1", name) for name in names]
        keys = keys_around(content, match.start(), len(match.group(1)))
        if keys is not None and not all(_yaml_key(name, keys) for name in names):
            return match.start()
    return _yaml_remark_note(content)


# -- (fix-yaml85) a config comment that says items are kept or left out ---------------------------
# One rule reads the state of a comment in a YAML file or a Jenkinsfile, in any human language,
# by small tables of words: a comment whose words are only words of others ("other", "rest",
# "remaining", "plus", "autres", "restliche", "andere", "resto", "demais", "остальные"), kinds of
# items ("jobs", "steps", "Dienste", "servicios"), small words and a state ("unchanged",
# "inchangés", "unverändert", "sin cambios", "без изменений"), or others and a kind in brackets or
# after code ("- run: pytest  # and the other steps", "# (plus other steps)"), or "etc."/"and so
# on" closing a list, is a note for items left out; a comment of names and a state ("# /orders
# unchanged", "# configure and restart tasks unchanged", "# Service sin cambios") is one when a
# name is no key nor item name of the file (in a Jenkinsfile: no stage of that name). Every
# other word ("# port exposé pour le développement local") makes it a comment of the file.
#: (fix-yaml89) A comparison with the others ("same as the other jobs", "same for all other
#: services", "identical to the rest"): the others are in the file; a remark, not a note.
_COMPARE_OTHERS = re.compile(
    r"\b(?:same|identical|similar|like)\b[^,;.]*?\b(?:as|to|for|like)[ \t]+(?:the[ \t]+|all[ \t]+)*"
    r"(?:other|others|rest)\b"
)


def _cjk_remark_on_others(words: str) -> bool:
    """(fix-yaml89) Whether a CJK comment holds a word of others and any word beside those of
    others, state, kinds of items and particles (note_words' East Asian tables; "# 与其他服务相同
    的重启策略", the same restart policy as the other services): a remark on items the file
    holds, not a note."""
    cjk = note_words.cjk_kinds(words)
    return bool(cjk["others"] and cjk["rest"])


_STATE_NOTE_TOKEN = re.compile(r"[^\s,;:()\[\]{}<>\u2014\u2013+&/]+")
_LIST_END = re.compile(r"(?:,|\w)[ \t]*(?:etc\.?|\.\.\.|\u2026|and so on)[ \t.)\]]*$", re.I)


def _state_note_words(
    words: str, *, bracketed: bool, trailing: bool, loose: bool = False
) -> list[str] | None:
    """(fix-yaml85) The names a config comment's ``words`` (its marker dropped) notes as kept
    or left out: [] for a note of the others, names for a note naming items; None for a
    comment of the file."""
    if len(words) > 80:
        return None
    lowered = words.lower()
    cjk = note_words.cjk_kinds(words) if not words.isascii() else None
    if cjk is not None and cjk["others"] and cjk["state"]:
        # ("# 其他服务保持不变"; not "# 他のサービスと同じ設定"; fix-yaml89: a word beside
        # those of others, state, kinds and particles makes it a remark on the others,
        # "# 与其他服务相同的重启策略")
        return None if _cjk_remark_on_others(words) else []
    if _COMPARE_OTHERS.search(lowered):
        return None  # ("# same as the other services": a remark comparing items the file holds)
    state = False
    others = kinds = 0
    names: list[str] = []
    kind_words: list[str] = []  # (with names, a kind word may be one: "// Test stage unchanged")
    tokens = [raw.strip(".!?\"'`*_") for raw in _STATE_NOTE_TOKEN.findall(lowered)]
    # (issue 20) each word's kind by note_words' one table, in every language it holds
    for kind, token in note_words.classify([token for token in tokens if token]):
        if kind == "state":
            state = True
        elif kind == "others":
            others += 1
        elif kind == "kind":
            kinds += 1
            kind_words.append(token)
        elif kind == "small":
            continue
        elif token in ("etc", "so", "on", "usual"):
            others += token != "on"
        else:
            names.append(token)
    if bracketed and kinds and not state and lowered.startswith(("your ", "the usual")):
        return []  # ("# (your build steps)")
    if (
        _LIST_END.search(words)
        and (bracketed or (trailing and all(name.isalpha() for name in names)))
        and len(names) >= 1
    ):
        return []  # ("# (lint, build, etc.)", "# (install, cache...)")
    if loose and others and state and len(names) <= 2:
        return []  # (fix-yaml98) "# other locations unchanged", "# other build steps unchanged"
    if not names and not others and state:
        # ("// Test stage — unchanged": a kind word beside the items' own kind is a name)
        names = [word for word in kind_words if word not in ("stage", "stages", "step", "steps")]
    if names:
        names = [token for token in tokens if token in names or token in kind_words]
        if not state or others or trailing or len(names) > 4:
            return None
        return names
    if others and (state or (kinds and (bracketed or trailing)) or (bracketed and not kinds)):
        return []  # ("# autres jobs inchangés", "# and the other steps", "# (more)")
    if bracketed and kinds and not state and lowered.startswith(("your ", "the usual")):
        return []  # ("# (your build steps)")
    return None


#: (fix-yaml85) A key whose value is only a state: a remark ("spec: # same as before", "test: #
#: same") over no line of its body (after an empty flow mapping or list or not, "template: {}  #
#: unchanged"), or a state as its scalar ("template: unchanged", "template: same as above",
#: "template: <unchanged>", "template: unverändert": issue 20, any short scalar whose words are
#: all of note_words' state table).
_YAML_STATE_VALUE = re.compile(
    r"^([ \t]*+)(?:- )?(?:/?[\w.{}/-]+|\"[^\"\n]*\"|'[^'\n]*')[ \t]*:[ \t]+"
    r"(?:(?:\{\}|\[\])?[ \t]*#[ \t#]*([^\n]*)|([^\s#'\"{}|>&*!%@`-][^\n#'\"{}]{0,40}?))[ \t\r]*$",
    re.M,
)
#: Verbs of the state table that are also values a key takes ("onError: continue"): a scalar
#: that is only one of them is the value, not a state.
_VALUE_VERBS = _word_set(
    "continue continues stay stays remain remains kept skipped truncated preserved retained"
    " identical intact"
)


def _only_state_words(text: str) -> bool:
    """(issue 20) Whether ``text`` is only words of note_words' state table ("unchanged",
    "same as above", "no changes", "unverändert", "不变"). Not a word of others beside them:
    "其余保持不变" (the rest stays) is a sentence, as "the rest is unchanged" is (hunt115: an
    unquoted locale value saying so is the app's text)."""
    if not text.isascii():
        cjk = note_words.cjk_kinds(text)
        if cjk["state"] and not cjk["rest"] and not cjk["others"]:
            return True
    words = text.lower().split()
    # (lead27: a state is a few words, "unchanged from the previous version": a long text is
    # none, and is not classified word by word, hunt80_cost's note of 32,000 names)
    if not words or len(words) > _LONGEST_STATE:
        return False
    return all(kind == "state" for kind, _ in note_words.classify(words))


_LONGEST_STATE = 16


def _null_key_above(content: str, start: int, indent: str) -> bool:
    """(fix-yaml89) Whether the line above the key at ``start`` (blank lines skipped) is a key
    at the same ``indent`` with no value and no body: a null, which a remark "same as above"
    under it says this key is too (Compose's default volumes, "pgdata:" then "pgtest:")."""
    above = content[:start].rstrip(" \t\r\n")
    line = above[above.rfind("\n") + 1 :]
    found = re.fullmatch(r"([ \t]*)[\w.-]+:[ \t]*(?:#[^\n]*)?", line)
    return found is not None and found.group(1) == indent


def _yaml_state_value(content: str) -> int:
    """(fix-yaml85) The start of the first key of a YAML file whose value is only a state (see
    :data:`_YAML_STATE_VALUE`): the key's body the answer left out; -1 for none."""
    for match in _YAML_STATE_VALUE.finditer(content):
        remark = match.group(2)
        scalar = match.group(3)
        if scalar is not None:
            words = scalar.strip("<>[]() \t")
            if (
                not words
                or words.lower() in _VALUE_VERBS
                or not _only_state_words(words)
                or content.count(scalar) > 1
            ):
                continue  # (fix-yaml89) a word the file uses elsewhere, "enum: [..., unchanged]"
        if remark is not None and _null_key_above(content, match.start(), match.group(1)):
            continue  # (fix-yaml89) "pgtest: # same as above" under "pgdata:": null as it is
        if remark is not None:
            remark = remark.rstrip("\r \t").strip("()[] ")
            if not remark or not (
                remark in ("...", "\u2026") or _yaml_state(remark) or _only_state_words(remark)
            ):
                continue
            below = _next_code_line(content, match.end())
            if below.strip() and len(below) - len(below.lstrip(" ")) > len(match.group(1)):
                continue  # (a remark on the key's block, "spec:  # unchanged" over its keys)
            if below.lstrip(" ").startswith("- ") and len(below) - len(below.lstrip(" ")) == len(
                match.group(1)
            ):
                continue  # (a list at the key's own indentation is its value)
        return match.start()
    return -1


#: (fix-yaml85) A Jenkinsfile block whose body is only dots or a state comment, "stage('Test') {
#: ... }", "{ /* same as before */ }": its body left out (Jenkins refuses an empty stage).
_GROOVY_NOTE_BODY = re.compile(
    r"\{[ \t]*(?:\.\.\.|\u2026|/\*[ \t]*([^*\n]*?)[ \t]*\*/|//[ \t]*([^\n]*?)\n[ \t]*)[ \t]*\}"
)
_CONFIG_COMMENT = re.compile(r"^([ \t]*+)(?:#|//|/\*)[ \t#/*]*+([^\n]*)$", re.M)
#: (fix-config106) A comment line in any marker of config_parts' table ("; other programs
#: unchanged" in a supervisord file, "! ..." in a .properties file, "-- other tables
#: unchanged" in SQL).
_CONFIG_ANY_COMMENT = re.compile(r"^([ \t]*+)(?:#|;|!|--)[ \t#;!-]*+([^\n]*)$", re.M)
_CONFIG_TRAILING = re.compile(r"^[^#\n]*?[^ \t\n#][ \t]+#[ \t]*+([^\n]*)$", re.M)
#: (fix-yaml98) A remark after code on a line holding quotes: the "#" (in a Jenkinsfile "//")
#: outside every quoted string ("image: \"nginx:1.27\"  # other services unchanged").
_QUOTED_TRAILING = re.compile(
    r"^(?:[^'\"#\n]|'[^'\n]*'|\"[^\"\n]*\")*?(?<=[^ \t\n#])[ \t]+#[ \t]*+([^\n]*)$", re.M
)
_GROOVY_TRAILING = re.compile(
    r"^(?:[^'\"/\n]|'[^'\n]*'|\"[^\"\n]*\"|/(?!/))*?(?<=[^ \t\n/])[ \t]+//[ \t]*+([^\n]*)$",
    re.M,
)
#: (fix-yaml98) Configuration files other than YAML whose comments are read as notes: the kinds
#: of config_parts' one table (a Jenkinsfile, names of stages too; an nginx or other ".conf",
#: a Dockerfile, a ".env", fix-config106: a Makefile, a systemd unit, a Caddyfile, ...).


_GROOVY_STAGE_NAME = re.compile(r"""\bstage[ \t]*\([ \t]*['"]([^'"\n]+)['"]""")


def _groovy_own_remark(content: str, start: int, names: list[str], lowered: str) -> bool:
    """(fix-yaml89) Whether a Jenkinsfile comment of names and a state at ``start`` is the
    file's own remark: a name of it is a word of a stage the file holds ("// Same agent as
    Build", "// Windows build identical to Linux"), or it goes on a comment line above that
    ends mid-sentence ("// ... is exposed as a" over "// method with the same name ...")."""
    above = content[: content.rfind("\n", 0, start) + 1].rstrip(" \t\r\n")
    line = above[above.rfind("\n") + 1 :].strip()
    if line.startswith("//") and line[-1:].isalnum():
        return True
    words = {word for stage in _GROOVY_STAGE_NAME.findall(lowered) for word in stage.split()}
    return any(name.lower() in words for name in names)


def _config_state_note(
    content: str,
    *,
    yaml: bool,
    groovy: bool = True,
    kind: tuple[tuple[str, ...], bool] | None = None,
) -> int:
    """(fix-yaml85) The start of the first comment of a YAML file (``yaml``), a Jenkinsfile
    (``groovy``) or another configuration file (fix-yaml98: a note only of the others; issue
    20, fix-config106: in the comment markers of its ``kind`` by config_parts' one table, a
    remark after code only where the kind has such remarks) that is a note of items kept or
    left out (:func:`_state_note_words`), -1 for none."""
    lowered_content = ""
    groovy = groovy and not yaml
    other = not yaml and not groovy
    markers, trailing = kind if kind is not None else (("#",), True)
    slashes = set(markers) <= {"#", "//"}  # (hunt113: Terraform's, Gradle's and go.mod's "//")
    pattern = _CONFIG_COMMENT if slashes or not other else _CONFIG_ANY_COMMENT
    for match in pattern.finditer(content):
        if groovy and match.group(0).lstrip().startswith("#"):
            continue
        if other and not match.group(0).lstrip().startswith(markers):
            continue
        words = match.group(2).rstrip("\r \t").removesuffix("*/").rstrip()
        bracketed = len(words) > 2 and words[0] in "([<{" and words[-1] in ")]>}"
        inner = words[1:-1].strip() if bracketed else words
        names = _state_note_words(inner, bracketed=bracketed, trailing=False, loose=other)
        if names and other:
            continue  # (names of items in a config of no names read: a remark of the file)
        stated = bool(names)
        if (
            names is None
            and groovy
            and bracketed
            and re.fullmatch(r"\w+(?:(?:,| and) \w+)+", inner)
        ):
            names = re.split(r", | and ", inner)  # ("// (Test and Deploy)": stages, no state)
        if names is None:
            continue
        if not names:
            if bracketed and _group_heading(content, match.start(), match.end(), match[0]):
                continue
            return match.start()
        if groovy:
            lowered_content = lowered_content or content.lower()
            if stated and _groovy_own_remark(content, match.start(), names, lowered_content):
                continue
            if not all(
                f"'{name.lower()}'" in lowered_content or f'"{name.lower()}"' in lowered_content
                for name in names
            ):
                return match.start()
    if groovy:
        for body in _GROOVY_NOTE_BODY.finditer(content):
            remark = body.group(1) if body.group(1) is not None else body.group(2)
            if remark is None or _yaml_state(remark.strip()):
                return body.start()
    if not groovy and trailing and (" #" in content or "\t#" in content):
        for match in _CONFIG_TRAILING.finditer(content):
            line = match.group(0)
            after: re.Match[str] | None = match
            if "'" in line or '"' in line:
                # (fix-yaml98) the remark after the last quote, when the "#" is outside them
                after = _QUOTED_TRAILING.match(line)
            if after is None:
                continue
            words = after.group(1).rstrip("\r \t")
            if _state_note_words(words, bracketed=False, trailing=True, loose=other) == []:
                return match.start()
    if groovy and (" //" in content or "\t//" in content):
        lowered_content = lowered_content or content.lower()
        for match in _GROOVY_TRAILING.finditer(content):
            words = match.group(1).rstrip("\r \t").removesuffix("*/").rstrip()
            names = _state_note_words(words, bracketed=False, trailing=False)
            if names == []:
                return match.start()
            if (
                names
                and not _groovy_own_remark(content, match.start(), names, lowered_content)
                and not all(
                    f"'{name.lower()}'" in lowered_content or f'"{name.lower()}"' in lowered_content
                    for name in names
                )
            ):
                return match.start()
    return -1


def _yaml_key(name: str, keys: frozenset[str]) -> bool:
    """Whether ``name`` (a note's, one word or two) is one of ``keys`` (lowercased): two words
    as one key ("celery worker": celery-worker, celery_worker, celeryworker) or either word."""
    name = name.lower()
    if " " not in name:
        return name in keys
    words = name.split()
    return any(
        joined in keys for joined in ("-".join(words), "_".join(words), "".join(words), *words)
    )


def _yaml_lone_item(content: str, match: re.Match[str], words: str) -> list[str] | None:
    """The name of the one item a note in a form _yaml_named does not read stands for: a
    state then a name as a document of its own ("# unchanged Service" after "---"), or two
    words and a state closing their mapping ("# celery worker unchanged")."""
    found = _YAML_STATE_NAME.fullmatch(words)
    if (
        found is not None
        and _yaml_state(found.group("state"))
        and not _yaml_state(found.group("names"))
        and in_empty_document(content, match.start())
    ):
        return [found.group("names")]
    for pattern in (_YAML_TWO_WORDS, _YAML_STATE_WORDS):
        found = pattern.fullmatch(words)
        if (
            found is not None
            and _yaml_state(found.group("state"))
            and not any(_yaml_state(word) for word in found.group("names").split())
            and _YAML_KIND.search(found.group("names")) is None
            and (
                _last_in_mapping(content, match.end(), len(match.group(1)))
                or (
                    _between_items(content, match.start(), match.end(), len(match.group(1)))
                    and not _remarks_on_next(content, match.end(), words)
                )
            )
        ):
            return [found.group("names")]
    return None


#: (fix-yaml77) Words that name a role and the tools, images and job names that fill it: a
#: note between two items whose words describe the item right under it ("# message broker
#: unchanged" over rabbitmq:, "# docs build unchanged" over sphinx:) is a remark on that item.
_YAML_ROLES: dict[str, tuple[str, ...]] = {
    "broker": ("rabbitmq", "kafka", "nats", "mosquitto", "activemq", "redpanda", "emqx"),
    "queue": ("rabbitmq", "kafka", "nats", "sqs", "redis", "celery"),
    "database": ("db", "postgres", "mysql", "mariadb", "mongo", "sqlite", "cockroach", "pg"),
    "proxy": ("nginx", "traefik", "haproxy", "caddy", "envoy", "proxy"),
    "search": ("elasticsearch", "opensearch", "solr", "meilisearch", "typesense", "es"),
    "cache": ("redis", "memcached", "valkey", "cache"),
    "docs": ("sphinx", "mkdocs", "docs", "doc", "docusaurus", "pages"),
    "documentation": ("sphinx", "mkdocs", "docs", "doc", "docusaurus", "pages"),
    "release": ("publish", "deploy", "release", "pypi", "upload"),
    "type": ("mypy", "pyright", "tsc", "typecheck", "types"),
    "lint": ("ruff", "flake8", "eslint", "pylint", "golangci", "lint", "black"),
    "linting": ("ruff", "flake8", "eslint", "pylint", "golangci", "lint", "black"),
    "coverage": ("coverage", "codecov", "cov"),
    "test": ("pytest", "jest", "vitest", "mocha", "tox", "nox", "test", "tests"),
}
_YAML_NOT_REMARK_WORDS = frozenset(
    [
        "same",
        "before",
        "since",
        "above",
        "still",
        "kept",
        "left",
        "the",
        "this",
        "that",
        "and",
        "with",
        "for",
        "all",
        "our",
    ]
)
_YAML_ITEM_WORD = re.compile(r"[a-z][a-z0-9]*")
_YAML_ITEM_KEY = re.compile(r"[ \t]*(?:- )?(?:[\w.-]+:(?:[ \t]|$))?")


def _item_words(content: str, end: int) -> set[str]:
    """(fix-yaml77) The words of the item right under the comment line ending at ``end``: its
    key and the values of its first lines (the keys of its body left out: "image", "run")."""
    first = _next_code_line(content, end)
    found: set[str] = set()
    if not first.strip():
        return found
    indent = len(first) - len(first.lstrip(" "))
    start = content.find(first, end)
    for number, line in enumerate(content[start:].split("\n", 12)[:12]):
        stripped = line.lstrip(" ")
        if number and stripped and len(line) - len(stripped) <= indent:
            break
        if stripped.startswith("#"):
            continue
        value = line if number == 0 else line[_YAML_ITEM_KEY.match(line).end() :]  # type: ignore[union-attr]
        found.update(_YAML_ITEM_WORD.findall(value.lower()))
    return found


def _remarks_on_next(content: str, end: int, words: str) -> bool:
    """(fix-yaml77) Whether the note ``words`` between two items speaks of the item right
    under it: one of its words (a plural's "s" dropped) is in a word of that item ("# pytest
    flags unchanged", "# test suite unchanged" over "- run: pytest -q"), or names a role the
    item fills (:data:`_YAML_ROLES`: "# message broker unchanged" over rabbitmq:)."""
    below = _item_words(content, end)
    if not below:
        return False
    for word in _YAML_ITEM_WORD.findall(words.lower()):
        if word in _YAML_NOT_REMARK_WORDS or _yaml_state(word):
            continue
        stem = word[:-1] if len(word) > 3 and word.endswith("s") else word
        if len(stem) >= 3 and any(stem in item for item in below):
            return True
        tools = _YAML_ROLES.get(word, ()) or _YAML_ROLES.get(stem, ())
        if any(item.startswith(tool) for tool in tools for item in below):
            return True
    return False


def _between_items(content: str, start: int, end: int, indent: int) -> bool:
    """(fix-yaml70) Whether the comment line from ``start`` to ``end`` (indented ``indent``)
    stands between two items of its mapping: the line of code above it is at its indentation
    or deeper (an item's body, not the key opening the mapping) and the one under it is a key
    or an item at its very indentation ("# celery worker unchanged" between web and db)."""
    below = _next_code_line(content, end)
    if not below.strip() or len(below) - len(below.lstrip(" ")) != indent:
        return False
    end = start - 1
    for _ in range(40):  # (a few lines up, each read once)
        if end < 0:
            return False
        begin = content.rfind("\n", 0, end) + 1
        line = content[begin:end].rstrip("\r")
        end = begin - 1
        stripped = line.lstrip(" ")
        if not stripped.strip() or stripped.startswith("#"):
            continue
        return len(line) - len(stripped) >= indent and not line.startswith(("---", "..."))
    return False


def _yaml_remark_note(content: str) -> int:
    """The start of the first line whose remark after its key or value is a note for items
    the file holds nowhere, as a key or a name ("jobs:  # test and deploy jobs unchanged"):
    a kind of items and a state in the remark ("only lint changed; test and deploy
    unchanged" read clause by clause); -1 for none."""
    if " #" not in content and "\t#" not in content:
        return -1
    everywhere: frozenset[str] | None = None
    for match in _YAML_REMARK.finditer(content):
        remark = match.group(2).rstrip("\r \t")
        if (
            len(remark) > _LONGEST_ELISION
            or (_YAML_KIND.search(remark) is None and ";" not in remark)
            or _COMPARE_OTHERS.search(remark.lower())
        ):
            continue
        for words in remark.split(";"):
            # (fix-ci168) a kind word of _CI_ITEM_KIND is no kind in a remark after a value
            names = _yaml_named(_CI_ITEM_KIND.sub(r"\g<0>_", words.strip()), bracketed=False)
            if names is None:
                continue
            names = [_CI_MASKED.sub(r"\1", name) for name in names]
            if everywhere is None:
                everywhere = keys_everywhere(content)
            if everywhere is not None and not all(name.lower() in everywhere for name in names):
                return match.start()
    return -1
