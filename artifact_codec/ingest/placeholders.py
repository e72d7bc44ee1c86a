"""Detection of files that are not whole files: lazy placeholders a model writes instead of
code.

``# ... existing code ...``, ``// rest of the file unchanged`` (GitHub Copilot's and v0's
``// ...existing code...``, Continue's ``// ... existing code ...``) mean the file is an edit
of the existing one: writing it would delete the code it leaves out. The words are a family
(``// rest of the component remains the same``, ``# no changes below``), and a comment of only
dots or a snip mark (``# ...``, ``<!-- ... -->``, ``# <snip>``) is one too, unless it stands
between two lines of the same comment (a quoted traceback's ``...``). A body that is only
``...``, or only signatures with empty bodies (a plan's ``export function load(key) {}``), is
no file either. :func:`find_placeholders` says which of the three a file is;
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

import functools
import re
from dataclasses import dataclass
from typing import Literal

from ..diagnostics import line_column
from ..models import GeneratedFile

__all__ = ["Placeholder", "find_placeholder", "find_placeholders"]

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
_MARKERS = ("#", "//", "/*", "*", "<!--", "--", ";", "{/*")
_MARKERS_BY_SUFFIX: dict[str, tuple[str, ...]] = {}
for _suffixes, _used in (
    (
        "py pyi pyw sh bash zsh fish rb pl pm r yaml yml toml cfg conf ini mk cmake ps1 jl ex exs "
        "nim cr tcl dockerfile makefile gitignore dockerignore env properties",
        ("#",),
    ),
    (
        "js mjs cjs ts mts cts java c h cc cpp cxx hpp hh cs go rs swift kt kts scala dart "
        "groovy gradle proto zig v sol",
        ("//", "/*", "*"),
    ),
    ("jsx tsx", ("//", "/*", "*", "{/*")),
    ("php", ("#", "//", "/*", "*")),
    ("css", ("/*", "*")),
    ("scss less", ("//", "/*", "*")),
    ("html htm xml xhtml svg vue svelte md markdown", ("<!--", "//", "/*", "*")),
    ("sql lua hs elm ada", ("--", "/*", "*")),
    ("lisp lsp cl el clj cljs scm rkt asm s", (";",)),
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
_COMMENT_ENDS = r"(?=[ \t.\u2026)\]*/>}-]*+(?:\r?\n|\Z))"
# A comment marker, then blanks, dots, "…" and opening brackets in any order ("# ... (",
# "// [") matched possessively, so that a run of them is crossed once and never backtracked
# into; then a phrase. The lookahead turns most ordinary comments away cheaply.
_AFTER_PHRASE = (
    r"[ \t.\u2026(\[]*+(?=[cefiklnopsrtuCEFIKLNOPRSTU][a-zA-Z])"
    + _words(_PHRASE).replace("%", _COMMENT_ENDS)
    + r"\b"
)
# Or a comment that is only marks of elided code: "# ...", "/* ... */", "# [...]", "# <snip>",
# "<!-- ... -->" (blanks, brackets and the comment's end around them, up to the end of the line).
_BARE = (
    r"[ \t(\[<]*+(?:\.\.\.|\u2026|"
    + _caseless("snip")
    + r"(?:"
    + _caseless("ped")
    + r")?\b)[ \t.\u2026)\]>*/}-]*+(?=\r?\n|\Z)"
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
_MARKDOWN_SUFFIXES = frozenset({"md", "markdown"})


@functools.cache
def _compiled(markers: tuple[str, ...], markdown: bool) -> tuple[re.Pattern[str], ...]:
    """The patterns for a language's markers, compiled when a file of it is first scanned:
    compiling all of them costs a process's start-up tens of milliseconds, and most runs
    see a few languages."""
    patterns = _patterns(markers)
    return (*patterns, re.compile(_MARKDOWN_ELISION)) if markdown else patterns


_WHOLE_BODY = frozenset({"...", "\u2026", "# ...", "// ...", "/* ... */", "pass  # ...", "TODO"})
_LONGEST_BODY = max(map(len, _WHOLE_BODY))


def _patterns_for(path: str) -> tuple[re.Pattern[str], ...]:
    name = path.rsplit("/", 1)[-1].lower()
    suffix = name.rsplit(".", 1)[-1]
    return _compiled(_MARKERS_BY_SUFFIX.get(suffix, _MARKERS), suffix in _MARKDOWN_SUFFIXES)


def _dots_in_comments(content: str, start: int, line_start: int, found: str) -> bool:
    """Whether a comment of only dots (``# ...``, ``# <snip>``) stands between two lines of
    the same comment: then the dots stand for lines of that comment (a table, a quoted
    traceback), not for code. (Next to code or a blank line, they are an elision.)"""
    if found.strip(_DECORATION).lower() not in ("", "snip", "snipped"):
        return False  # words, not only marks of elided lines
    marker = content[start : start + (1 if content[start] in "#;" else 2)]
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
    a real comment), ``"body"`` (the whole content is a placeholder) or ``"stubs"`` (only
    signatures with empty bodies); ``line`` and ``text`` show where."""

    kind: Literal["elision", "comment", "body", "stubs"]
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
_DECORATION = " \t.\u2026()[]{}*/#;<>!-"


def _is_elision(line: str) -> bool:
    """Whether a placeholder line says nothing but that code was left out (words, or only
    dots: ``# ...``, ``/* ... */``)."""
    words = line.strip(_DECORATION)
    if not words:
        return "..." in line or "\u2026" in line
    return bool(_ELISION.fullmatch(words))


def find_placeholders(file: GeneratedFile) -> Placeholder | None:
    """Why ``file`` is not a whole file, or None (see :class:`Placeholder`): ``"elision"``
    for a comment that is only a placeholder phrase, ``"comment"`` for a comment that starts
    with one and goes on (a warning only), ``"body"``, ``"stubs"``."""
    found = find_placeholder(file)
    if found is not None:
        line, text = found
        if line == 1 and text in _WHOLE_BODY and file.content.strip() == text:
            return Placeholder("body", line, text)
        return Placeholder("elision" if _is_elision(text) else "comment", line, text)
    stubs = _stubs(file)
    if stubs is not None:
        return Placeholder("stubs", *stubs)
    return None
