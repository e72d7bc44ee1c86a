"""Where a Markdown answer names a file: the label line before a fence, the fence's info
string, a first-line comment (see :mod:`.markdown`). Plain string steps and anchored regular
expressions on one bounded line: linear in the line."""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence

from ...format.paths import LOCATION_SUFFIX, file_key
from .. import note_words
from ..yaml_parts import ITEM_PREFIX

__all__ = [
    "COMMENT_PATH",
    "MAX_LABEL",
    "PART_ONLY_NOTE",
    "attribute_path",
    "clauses_about",
    "clauses_by_file",
    "clauses_naming",
    "clauses_naming_code",
    "decorated_path_refusal",
    "info_note",
    "introduced_path",
    "is_command_label",
    "label_parts",
    "mentions_only",
    "names_code",
    "note_is_harmless",
    "note_moves_file",
    "note_refusal",
    "note_says_not_written",
    "note_says_partial",
    "other_info_path",
    "path_from_info",
    "path_from_label",
    "path_in_prose",
    "prose_says_partial",
    "sends_project",
    "short_foreign_lead",
    "short_kind_lead",
    "short_part_lead",
    "unread_label",
    "unread_path",
    "valid_path",
]

# A path as a label writes it: word characters, dots, dashes, '@' (npm scopes), '+', '~'; an
# extension that starts with a letter (so "python3.11" and "v1.2.3" are not paths), or folders.
_PATHISH = re.compile(
    r"/?[\w.\-@+~][\w.\-@+~/]*\.[A-Za-z][A-Za-z0-9_]{0,11}"
    r"|/?[\w.\-@+~]+(?:/[\w.\-@+~]+)+"
    r"|\.[A-Za-z][\w.\-]*"
)
# A path with a Next.js route folder: a dynamic segment ``[id]``, ``[...slug]``,
# ``[[...slug]]``, a route group ``(auth)``, an intercepting route ``(.)feed``, ``(..)(..)photo``
# (a parallel route ``@modal`` is a plain name), as a folder or as the file's name
# (``pages/[id].tsx``). Each segment is one of these shapes, so the match stays linear.
_ROUTE_SEGMENT = (
    r"(?:[\w.\-@+~]+|\[\[?(?:\.\.\.)?[\w\-]+\]\]?|\([\w.\-]+\)"
    r"|\(\.{1,3}\)(?:\(\.{1,3}\))*[\w.\-@+~]+)"
)
_ROUTE_PATH = re.compile(
    rf"/?(?:{_ROUTE_SEGMENT}/)*{_ROUTE_SEGMENT}(?:/{_ROUTE_SEGMENT})*"
    r"(?:\.[A-Za-z][A-Za-z0-9_]{0,11})?"
)
# The names of files without suffix that end in "file" (``Pipfile``, ``Podfile``, ``justfile``,
# ``makefile``), in lower case: a list, not the shape, since English words end in "file" too
# (``Logfile``, ``Outfile``, ``Tempfile``, ``Testfile`` above program output name no file).
_FILE_WORDS = frozenset(
    {"makefile", "gnumakefile", "dockerfile", "containerfile", "procfile", "gemfile"}
    | {"rakefile", "jenkinsfile", "vagrantfile", "brewfile", "caddyfile", "justfile"}
    | {"pipfile", "podfile", "snakefile", "berksfile", "guardfile", "fastfile", "appfile"}
    | {"cartfile", "thorfile", "capfile", "puppetfile", "earthfile", "tiltfile", "modelfile"}
    | {"dangerfile", "steepfile", "gymfile", "matchfile", "scanfile", "snapfile", "pluginfile"}
    | {"deliverfile", "buildfile", "taskfile", "gruntfile", "gulpfile", "jakefile", "cakefile"}
    | {"mavenfile", "vagrantfile", "zshfile", "bakefile", "nukefile", "xmakefile"}
)
# A name in capitals (``VERSION``, ``CODEOWNERS``): a file only in backquotes, where a label
# quotes it as code (in bold or alone on a line it is emphasis: ``**NOTE**``).
_CAPITALS = re.compile(r"[A-Z][A-Z0-9_]{2,}")
#: Names of files that have no extension (a label ``### Makefile`` names a file).
_BARE_NAMES = frozenset(
    [
        "Makefile",
        "GNUmakefile",
        "Dockerfile",
        "Containerfile",
        "Procfile",
        "Gemfile",
        "Rakefile",
        "Jenkinsfile",
        "Vagrantfile",
        "Brewfile",
        "Caddyfile",
        "Justfile",
        "LICENSE",
        "NOTICE",
        # Names in capitals that are files of a repository (a name in capitals in backquotes
        # is read by its shape; alone on a line only these are).
        "README",
        "CHANGELOG",
        "AUTHORS",
        "CODEOWNERS",
        "CONTRIBUTORS",
        "COPYING",
        "VERSION",
    ]
)
_ATTRIBUTE = re.compile(
    r"""\b(file|path|filename|filepath|title|url)[ \t]*=[ \t]*(?:"([^"]*)"|'([^']*)'|([^\s"']+))""",
    re.I,
)
_CITATION = re.compile(r"\d+:\d+:\S")
_HEADING = re.compile(r"#{1,6}[ \t]+")
_BULLET = re.compile(r"(?:[-*+]|\d{1,3}[.)])[ \t]+")
# "File:", "**File:**", "**File**:", "Filename:", "File path:", "Path:", "Code:" (MetaGPT),
# "File 2:"; the colon is required.
_LABEL_WORD = re.compile(
    r"(?:\*\*)?(?:file[ \t]?(?:name|path)?|path|code|source)(?:[ \t]+\d{1,3})?(?:\*\*)?[ \t]*:"
    r"(?:\*\*)?",
    re.I,
)
_COMMAND_LABEL = re.compile(r"(?:\*\*)?commands?(?:\*\*)?[ \t]*:(?:\*\*)?", re.I)
# A first content line that is only a comment naming the file (a path of up to three words,
# so that one with a space is seen and refused rather than skipped: :func:`unread_path`).
COMMENT_PATH = re.compile(
    r"[ \t]*(?:#|//|--|;|%|/\*|<!--|\{/\*)[ \t]*(filepath|filename|file|path)[ \t]*:[ \t]*"
    r"(\S+?(?:[ \t]\S+?){0,2}?)[ \t]*(?:\*/\}|\*/|-->)?[ \t]*",
    re.I,
)
#: The longest label line looked at (a label is short; this keeps every look bounded).
MAX_LABEL = 400


#: Abbreviations written with a dot and a colon in prose (``e.g:`` before an example): never a
#: file's name, though they look like a name with a suffix.
_ABBREVIATIONS = frozenset(["e.g", "i.e", "etc", "viz", "cf", "vs", "n.b", "a.k.a", "p.s", "ca"])


def valid_path(token: str) -> bool:
    """Whether ``token`` reads as a path: folders or a suffix, a Next.js route folder, a
    well-known name without suffix (``Makefile``, ``LICENSE``) or one by its shape
    (``Pipfile``, ``justfile``)."""
    if not token or "://" in token or token.lower().rstrip(".") in _ABBREVIATIONS:
        return False
    if _PATHISH.fullmatch(token):
        return True
    name = token.rsplit("/", 1)[-1]
    if name in _BARE_NAMES or name.lower() in _FILE_WORDS:
        return True
    return ("[" in token or "(" in token) and "/" in token and bool(_ROUTE_PATH.fullmatch(token))


# What a path looks like when it is not read as one: at most three words without quotes or
# emphasis marks, the last one ending in a suffix (``docs/my notes.md``, ``src\app.tsx``).
_PATH_LIKE = re.compile(r"[^\s`*'\"<>|]+(?: [^\s`*'\"<>|]+){0,2}")
_SUFFIX_END = re.compile(r"\.[A-Za-z][A-Za-z0-9_]{0,11}")


def unread_path(token: str, *, quoted: bool) -> bool:
    """Whether ``token`` is written as a path that :func:`valid_path` does not accept: with a
    space, or Windows separators (``\\``), or a name in capitals. A label line, info string
    or first-line comment holding one names a file the reader cannot read, which must not be
    skipped as a code block without a path. Unquoted (alone on a label line, in an info
    string), the first word must hold a separator, so prose (``Run main.py``) is not one."""
    token = token.strip()
    if not token or len(token) > 200 or "://" in token or valid_path(token):
        return False
    if not _PATH_LIKE.fullmatch(token):
        return False
    last = re.split(r"[/\\]", token)[-1]
    suffix = _SUFFIX_END.search(last)
    if suffix is None or suffix.end() != len(last):
        return False
    first = token.split(" ", 1)[0]
    if quoted:
        return " " in token or "\\" in token
    return "/" in first or "\\" in first


def _unwrap(value: str, wrapper: str) -> str:
    """``value`` without ``wrapper`` around it, when the wrapper encloses the WHOLE value (so
    ``__init__.py`` is a name, and ``**a.py**`` is ``a.py``)."""
    size = len(wrapper)
    if len(value) > 2 * size and value.startswith(wrapper) and value.endswith(wrapper):
        inner = value[size:-size]
        if wrapper not in inner:
            return inner.strip()
    return value


_CLOSERS = {"`": "`", "**": "**", '"': '"', "'": "'", "[": "]"}


def _token(rest: str) -> tuple[str, str, bool]:
    """The path token at the start of ``rest``, what follows it, and whether it was delimited
    (backticks, bold, quotes, brackets)."""
    for opener in ("**", "`", '"', "'", "["):
        if rest.startswith(opener):
            end = rest.find(_CLOSERS[opener], len(opener))
            if end == -1:
                return "", rest, False
            token, tail = rest[len(opener) : end], rest[end + len(_CLOSERS[opener]) :]
            if opener == "[" and tail.startswith("("):  # a Markdown link [a.py](a.py)
                close = tail.find(")")
                target = tail[1:close].strip() if close != -1 else ""
                if target.removeprefix("./") != token.strip().removeprefix("./"):
                    return "", rest, False  # a link to elsewhere is not a file's label
                tail = tail[close + 1 :]
            if opener == "**" and not token.strip().startswith("`"):
                token = _markdown_unescaped(token)
            token = _unwrap(_unwrap(token.strip(), "`"), "**")
            return token, tail, True
    space = min((at for at in (rest.find(" "), rest.find("\t")) if at != -1), default=len(rest))
    return _markdown_unescaped(rest[:space].removesuffix(":")), rest[space:], False


_ESCAPED_UNDERSCORES = re.compile(r"(?:[^\\_]|\\_)*")


def _markdown_unescaped(token: str) -> str:
    """``token`` with Markdown's escaped underscores as the underscores they show
    (``pkg/\\_\\_init\\_\\_.py`` renders as ``pkg/__init__.py``), when that is the only
    reading: every underscore is escaped and every backslash escapes one, and a ``/`` (or a
    leading ``\\_``) says the backslashes are not Windows separators. Else as it stands."""
    if "\\_" not in token or _ESCAPED_UNDERSCORES.fullmatch(token) is None:
        return token
    if "/" not in token and not token.startswith("\\_"):
        return token
    return token.replace("\\_", "_")


def _note(tail: str, delimited: bool) -> bool:
    """Whether ``tail`` (what follows the path on its label line) is only a note about it:
    nothing, a colon, ``(entry point)``, ``- the entry point``."""
    tail = tail.strip().removeprefix("**").strip()
    if tail in ("", ":"):
        return True
    if tail.startswith("(") and tail.endswith((")", "):")):
        return True
    if tail.startswith("[") and tail.endswith(("]", "]:")) and not tail.startswith("[]"):
        return True  # `app.py` [partial]: a note, weighed like one in parentheses
    if tail.startswith("{") and tail.endswith(("}", "}:")):
        return True
    if tail.startswith(("- ", "\u2014", "\u2013")):
        return True  # `src/a.js - main module` as well as `` `src/a.js` - main module ``
    return delimited and tail.startswith(": ")


# A chat answer's label written in HTML: ``<b>app.py</b>``, ``<strong>``, ``<code>``.
_HTML_WRAPPED = re.compile(r"<(b|strong|code|em|i|tt)>([^<>]{1,200})</\1>(.*)", re.I | re.S)
# Words that introduce the ONE path in backquotes or bold right after them as the file below:
# ``Here is `app.py`:``, ``Updated `app.py`:``, ``New file `app.py`:``, ``File `app.py`:``,
# ``Create `src/app.tsx` with:``, ``And `b.py`:``. A list, not a shape: "Run `app.py`:" has
# the same shape and introduces commands (the structural rule that refuses such a line above
# a fence of the file's language is :func:`path_in_prose`, used by the Markdown reader).
_LEAD_WORDS = re.compile(
    r"(?:here[ \t]+is|here's|updated|new[ \t]+file|file|create|and)[ \t]+(?=`|\*\*)", re.I
)


def _symbol_stripped(label: str) -> str:
    """``label`` without the emoji or other symbols before it (``📄 app.py``)."""
    at = 0
    while at < len(label) and (
        unicodedata.category(label[at]) == "So" or label[at] in "\ufe0f\u200d \t"
    ):
        at += 1
    return label[at:] if at and at < len(label) else label


def _emphasis_unwrapped(label: str) -> str:
    """``label`` without Markdown emphasis in ``*``, ``_`` or ``__`` around the WHOLE path
    (CommonMark renders ``_app.py_`` as an emphasized app.py), when what is inside is a path;
    ``__init__.py`` is a name (its underscores do not enclose it)."""
    colon = label.endswith(":")
    body = label[:-1].rstrip() if colon else label
    for wrapper in ("__", "_", "*"):
        size = len(wrapper)
        if len(body) > 2 * size and body.startswith(wrapper) and body.endswith(wrapper):
            inner = body[size:-size]
            if inner[:1] in "*_ \t" or inner[-1:] in "*_ \t" or not valid_path(inner):
                continue
            return inner + (":" if colon else "")
    return label


def _label_token(line: str) -> tuple[str, str, bool, bool] | None:
    """The path token of a label line, what follows it, whether it was delimited, and whether
    in backquotes; None for a line too long to be a label."""
    label = line.strip()
    if len(label) > MAX_LABEL:
        return None
    heading = _HEADING.match(label)
    if heading:
        label = label[heading.end() :].rstrip("#").strip()
    label = _symbol_stripped(label)
    html = _HTML_WRAPPED.fullmatch(label)
    if html is not None:
        label = html.group(2).strip() + html.group(3)
    label = _emphasis_unwrapped(label)
    lead = _LEAD_WORDS.match(label)
    if lead is not None:
        token, tail, delimited = _token(label[lead.end() :])
        if not delimited or tail.strip() not in (":", "with:", "**:", "with:**"):
            return "", label, False, False
        return _unwrap(_unwrap(token, "**"), "`"), ":", True, label[lead.end()] == "`"
    bullet = _BULLET.match(label)
    if bullet:
        label = label[bullet.end() :]
    label = _unwrap(label.strip(), "**")
    bullet = _BULLET.match(label)  # "**1. a.py**"
    if bullet:
        label = label[bullet.end() :]
    word = _LABEL_WORD.match(label)
    if word:
        label = label[word.end() :].strip()
    token, tail, delimited = _token(label)
    backquoted = delimited and label.startswith("`")
    return _unwrap(_unwrap(token, "**"), "`"), tail, delimited, backquoted


def label_parts(line: str) -> tuple[str, str] | None:
    """The path a label line before a fence names and the note after it (``""`` when there is
    none), or None (see the module doc). A name in capitals in backquotes (`` `VERSION` ``)
    is a path. Plain string steps, no backtracking regular expression: linear in the line."""
    found = _label_token(line)
    if found is None:
        return None
    token, tail, delimited, backquoted = found
    if not _note(tail, delimited):
        return None
    if not valid_path(token) and not (backquoted and _CAPITALS.fullmatch(token)):
        return None
    return token, tail.strip().removeprefix("**").strip().lstrip(":").strip()


def unread_label(line: str) -> str | None:
    """The path a label line names when :func:`label_parts` does not read it (a path with a
    space or Windows separators: :func:`unread_path`), or None. A bare label is the whole
    line: ``docs/my notes.md``."""
    found = _label_token(line)
    if found is None or label_parts(line) is not None:
        return None
    token, tail, delimited, _ = found
    if not delimited:
        token, tail = (token + tail).strip().removesuffix(":"), ""
    if not _note(tail, delimited) or not unread_path(token, quoted=delimited):
        return None
    return token


def is_list_item(line: str) -> bool:
    """Whether ``line`` is an item of a Markdown list (``- a.py``, ``1. a.py``)."""
    return _BULLET.match(line.strip()) is not None


def path_from_label(line: str) -> str | None:
    """The path a label line before a fence names, or None (see :func:`label_parts`)."""
    parts = label_parts(line)
    return None if parts is None else parts[0]


# A label's note is read against ONE family, an allow list: a note is harmless only when it is
# made wholly of words saying the block is the whole file, new or changed ("(new file)", "(add
# this file)", "(create)", "(updated)", "(complete)", "(full file)", "(replace the existing
# file)"), or naming what the whole file is ("(entry point)", "- main module", "(config)",
# "- helpers", "(routes and views)"), or saying it was broken and is fixed ("(was broken)").
# Any other note refuses the file (:func:`note_refusal`): with the code of its words when they
# say the block is only part of the file or that the file goes elsewhere, else ``label-note``:
# a note the reader cannot vouch for ("(tail)", "(new function)", "(part 1 of 2)").
_HARMLESS_WORDS = frozenset(
    [
        "a",
        "add",
        "added",
        "adding",
        "all",
        "an",
        "and",
        "as",
        "complete",
        "completed",
        "create",
        "created",
        "creating",
        "entire",
        "existing",
        "file",
        "final",
        "fixed",
        "full",
        "generated",
        "here",
        "improved",
        "in",
        "is",
        "it",
        "modified",
        "module",
        "new",
        "of",
        "or",
        "overwrite",
        "overwritten",
        "please",
        "refactored",
        "replace",
        "replaced",
        "revised",
        "rewrite",
        "rewritten",
        "same",
        "save",
        "script",
        "source",
        "the",
        "this",
        "to",
        "your",
        "update",
        "updated",
        "version",
        "whole",
        "with",
        "write",
        "written",
        "code",
        "content",
        "contents",
        "component",
        "corrected",
        "listing",
    ]
)
# Words naming what a whole file is, its role in the project: "(entry point)", "- main module".
_ROLE_WORDS = frozenset(
    [
        "entry",
        "point",
        "entrypoint",
        "main",
        "app",
        "application",
        "program",
        "config",
        "configuration",
        "settings",
        "helpers",
        "utilities",
        "utils",
        "routes",
        "views",
        "models",
        "schema",
        "styles",
        "stylesheet",
        "test",
        "tests",
        "search",
        "server",
        "client",
        "page",
        "layout",
        "template",
        "manifest",
        "dependencies",
        "documentation",
        "docs",
        "readme",
        "cli",
        "api",
        "library",
        "package",
        "project",
        "types",
        "constants",
        "root",
        "setup",
        "frontend",
        "backend",
        "database",
        "marker",
        "build",
        "license",
        "mit",
        "fixture",
        "data",
        "answer",
        "solution",
        "response",
    ]
)
# Words that add something to a file: harmless only with a noun saying it is a whole file.
_ADDING_WORDS = frozenset(["add", "added", "adding"])
_FILE_NOUNS = frozenset(["file", "module", "script", "component", "version", "listing"])
# Words for the file's text that say nothing of how much of it the block holds ("(new code)"
# may be code added to the file): harmless only with a word saying the whole, or a file noun.
_TEXT_WORDS = frozenset(["code", "content", "contents", "source"])
_WHOLE_WORDS = frozenset(["all", "complete", "completed", "entire", "full", "final", "whole"])
# "(was broken)": the file's state before; "was" with any other word may name another file.
_WAS_WORDS = frozenset(["was", "were"])
_STATES = frozenset(["broken", "wrong", "buggy", "failing", "outdated", "empty", "missing"])
_PART_OF = frozenset(["answer", "solution", "response", "project", "app", "application"])
_ARTICLES = frozenset(["a", "an", "the"])
_FOOTNOTE = re.compile(r"(?<!\*)\*(?!\*)|\u2020")
_NOTE_WORD = re.compile(r"[A-Za-z]+(?:'s)?|\S")
_NOTE_MARKS = "()[]:,.;!-\u2013\u2014#/*<>|"


def note_is_harmless(note: str) -> bool:
    """Whether a label's note only says the block is the whole file (new, created, updated,
    complete) or names the whole file's role (``entry point``): made of those words alone (an
    allow list: any other word makes the note one the reader cannot vouch for). A note that
    adds something (``add this``) is harmless only when it names a file (``add this file``),
    one about code or content (``new code``) only when it says all of it (``full code``)."""
    if _FOOTNOTE.search(note):
        return False  # "(full file*)": the mark refers to a footnote, "except ..."
    words = [word.lower() for word in _NOTE_WORD.findall(note) if word not in _NOTE_MARKS]
    if not words:
        return False
    for at, word in enumerate(words):
        following = words[at + 1] if at + 1 < len(words) else ""
        if word in _ARTICLES and not following:
            return False  # "(version A)": a name among alternatives, not an article
        if word in _STATES and (at == 0 or words[at - 1] not in _WAS_WORDS):
            return False  # "(broken)", "(wrong)": the file as it is, not the one to write
        if word in _WAS_WORDS:
            if following not in _STATES:
                return False
        elif word == "only":  # "(the only file)": no part of one
            if at == 0 or words[at - 1] != "the" or following not in ("file", "module"):
                return False
        elif word == "part":  # "(part of the answer)": the file is one of the answer's
            if following != "of" or not _PART_OF.intersection(words[at + 2 : at + 4]):
                return False
        elif word not in _HARMLESS_WORDS and word not in _ROLE_WORDS and word not in _STATES:
            return False
    if _ADDING_WORDS.intersection(words) and not _FILE_NOUNS.intersection(words):
        return False
    if words in (["source"], ["the", "source"]):
        return True  # the file's role: its source (as "(config)" or "(test)")
    return not _TEXT_WORDS.intersection(words) or bool(
        _WHOLE_WORDS.intersection(words) or _FILE_NOUNS.intersection(words)
    )


# Words of a label's note that say the block below is part of the file, not all of it:
# "(excerpt)", "(only the changed function)", "- add this at the end", "(lines 10-20)".
_PARTIAL_NOTE = re.compile(
    r"\b(?:(?<!the )only(?! files?\b)|excerpts?|partial(?:ly)?|snippets?|fragments?|abridged"
    r"|truncated|abbreviated|omitted|elided|shortened|diff|patch|changes only"
    r"|changed (?:lines?|parts?|sections?|functions?|methods?|class(?:es)?|blocks?|code)"
    r"|relevant (?:part|section|lines?|code)"
    r"|(?:add|append|prepend|insert|paste|replace)(?: (?:this|these|it|the following))?"
    r"(?: (?:lines?|code|snippet|block|function|method))? (?:at|to|in|into|after|before|below"
    r"|above|inside|under|near|with|the)\b|(?:add|append|prepend|insert)(?:ed)? (?:this|these)"
    r"(?! (?:new )?(?:files?|modules?|scripts?)\b)"
    r"|lines? \d+|around line|near line|at line"
    # (hunt32: "the rest of the file is as before", "Rest of file unchanged", "The new line
    # goes after main()", "Appended one line to main": the rest of the file is elsewhere)
    r"|(?:the )?rest of (?:the |this |that )?(?:file|code|module|script)"
    r"|rest (?:is |stays |remains )?(?:unchanged|as before|the same|untouched)"
    r"|(?:goes|go|belongs|belong|fits) (?:after|before|below|above|at the|in(?:to|side)?)"
    r"|(?:appended|prepended|inserted) (?:[\w()]+ ){0,3}(?:to|into|at|after|before|below"
    r"|above|inside)"
    r"|(?:first|second|third|last|top|bottom|other|next|remaining|upper|lower) (?:half|halves"
    r"|part|parts|portion|section|chunk|piece)"
    # (hunt39: "The top of the module", "Beginning of textwrap.py", "the class follows
    # unchanged", "nothing below changes": the file goes on past the block)
    r"|(?:top|head|header|beginning|start) of (?:the |this |that )?(?:file|module"
    r"|script|code|[\w.-]+\.\w+)|imports? (?:section|block|part)"
    r"|(?:follows?|below) (?:\w+ )?(?:unchanged|as before|the same)"
    r"|(?:nothing|everything|all) (?:below|after|else|further)\b[^.;]{0,20}"
    r"(?:changes?|unchanged|the same|as before)"
    r"|(?:below|above|after|before) (?:the )?(?:imports?|\w+(?=\()))\b",
    re.I,
)
# Words of a note that send the file elsewhere: "- renamed to `main.py`", "(move to `src/`)",
# "(formerly `main.py`)", "(old name: `main.py`)".
_MOVE_NOTE = re.compile(
    r"\b(?:renam(?:e|ed|ing)|mov(?:e|ed|ing)|becomes|formerly|previously|originally|instead of"
    r"|new (?:name|path|location)|old (?:name|path|location)|used to be|rather than"
    r"|replaces|extracted|copied|split (?:from|out)|from|in place of|delete[ds]?|deleting"
    r"|remove[ds]?|removing)\b"
    r"|->|=>|\u2192",
    re.I,
)
# "(was `main.py`)", "(was main.py)", "<- old/app.py": the file had another path; "was" alone
# ("was broken") says nothing about where the file is, and an arrow pointing back at the path
# ("<- entry point") is a comment mark.
_WAS_PATH = re.compile(
    r"(?:\b(?:was|were)(?:[ \t]+(?:at|in|called|named))?[ \t]*:?|^[ \t]*(?:<-|\u2190))"
    r"[ \t]*`?([^\s`()]+)",
    re.I,
)


# Words of a file's description that say the file is not one to write: an example beside the
# project, a reference, an old or failed version, a file to delete ("Example usage (not part
# of the project).", "The previous version, for comparison.", "you can delete it"). A file so
# described is no file the model means written (a word list: what the note says of the file
# is in its words alone; the phrases name the file's role, never a part of it).
_NOT_WRITTEN_NOTE = re.compile(
    r"\b(?:not (?:a )?part of (?:the |this |your )?(?:project|app|application|answer|solution"
    r"|code ?base|repo(?:sitory)?)|example (?:usage|use|of|output|run|session)|usage example"
    r"|(?:do not|don't|no need to|never) (?:create|write|save|add|commit|keep|use)"
    r"|(?:for|as an?|just an?|only an?) (?:reference|illustration|comparison)"
    r"|(?:previous|old|older|earlier|original|former|broken|failed|first) (?:version|attempt"
    r"|draft|code|implementation)|before (?:the |my |these |your )?changes"
    r"|(?:did not|didn't|does not|doesn't|won't) work|not (?:needed|used|required) (?:any ?more"
    r"|any longer)|no longer (?:needed|used|required)|(?:can|should|may) (?:be )?delete[d]?"
    r"|delete (?:it|this|this file)|obsolete|deprecated|looks like)\b",
    re.I,
)


#: (fix-notes177) The nouns of a part of a file a comment names it by ("the HSV part").
_PART_KIND = (
    r"(?:parts?|portions?|sections?|bits?|pieces?|functions?|methods?|class(?:es)?"
    # (fix-notes190: hunt146-partnouns) "only HSV code", "HSV conversions only"
    r"|code|conversions?)"
)
#: (fix-notes190) What may follow the part named: "only the HSV functions shown", "only the HSV
#: part of colorsys.py".
_PART_TAIL = (
    r"(?: (?:shown|included|listed|given|here|below|above"
    r"|(?:of|from|in) (?:the |this )?[\w./`-]+))?"
)
#: (fix-notes190: hunt146-partkinds) The words of a property every piece of a module's code
#: may have ("pure", "stateless", "async"): a first or last comment of the module that qualifies
#: its kind by them alone, with no article ("# Pure functions only", "// async functions
#: only"), says what all its code is, not that the block is a part ("# only the pure functions"
#: names a part: an article before them keeps the note).
_CODE_PROPERTY = (
    r"(?:pure|impure|stateless|side[- ]?effect[- ]free|effect[- ]free|async|asynchronous|sync"
    r"|synchronous|static|deterministic|idempotent|immutable|non-?blocking|thread[- ]safe"
    r"|reentrant|total|typed|generic|inline|const|constexpr|noexcept|free|standalone"
    r"|top[- ]level|module[- ]level)"
)
_PROPERTY_KIND = rf"(?:{_CODE_PROPERTY},? )+{_PART_KIND}"
#: (fix-prose74) A comment that is nothing but a note of part-ness, the whole of it (read by
#: fullmatch: a real file's first comment, "# Only used by the tests", says more): "only the
#: changed function", "just the new quote()", "updated slugify() only", "excerpt", "excerpt
#: from shlex.py", "changed lines only", "snippet".
PART_ONLY_NOTE = re.compile(
    # (fix-notes190) "this is only the HSV part", "showing just the changed lines"
    r"(?:(?:this is|these are|here is|here's|here are|showing|shows|this shows) )?(?:"
    r"(?:only|just) (?:the |this )?(?:changed|new|updated|modified|relevant|edited|fixed"
    r"|rewritten)(?: [\w.()`-]+){0,2}"
    r"|(?:the )?(?:changed|new|updated|modified|relevant|edited|fixed|rewritten)"
    r"(?: [\w.()`-]+){1,2} only"
    r"|(?:an? )?(?:excerpt|snippet|fragment|partial(?: file| code)?|abridged|truncated)"
    r"(?: (?:from|of) (?:the )?[\w./`-]+)?"
    # (fix-notes190: hunt146-partnouns) "HSV excerpt", "code excerpt", "only what changed"
    r"|(?:an? )?[\w.()`-]+ (?:excerpt|snippet|fragment)(?: (?:from|of) (?:the )?[\w./`-]+)?"
    r"|(?:only|just) what (?:changed|was changed|is new|i changed|changes)"
    r"|(?:changes|changed lines|changed parts?) only"
    # (fix-notes177: hunt140-codecomment) a part named by its kind, "only the HSV part", "HSV
    # part only", "HSV functions only", "partial listing"
    rf"|(?:only|just) (?!{_PROPERTY_KIND}\Z)(?:the |this )?(?:[\w.()`-]+ ){{0,3}}{_PART_KIND}"
    rf"{_PART_TAIL}"
    rf"|(?!{_PROPERTY_KIND} only\Z)(?:the )?(?:[\w.()`-]+ ){{1,3}}{_PART_KIND} only"
    r"|partial (?:listing|source|view|implementation|module|version))",
    re.I,
)


def note_says_not_written(note: str) -> bool:
    """Whether a file's description says the file is not one to write (an example, a
    reference, an old or failed version, a file to delete): the file is not the model's to
    write. Shared by a legacy JSON file object's members and a tool call's description."""
    return bool(note) and not note_is_harmless(note) and _NOT_WRITTEN_NOTE.search(note) is not None


def note_says_partial(note: str) -> bool:
    """Whether a label's note says the block below holds only part of the file (a note made
    of harmless words alone never does: :func:`note_is_harmless`)."""
    return bool(note) and not note_is_harmless(note) and _PARTIAL_NOTE.search(note) is not None


def note_moves_file(note: str, path: str) -> str | None:
    """The other place a label's note sends the file to, or None: when the note says the file
    moves (renamed, moved, formerly, was at another path, an arrow), the path in backticks it
    names, else the words that say so."""
    if not note or note_is_harmless(note):
        return None
    found = _MOVE_NOTE.search(note)
    was = _WAS_PATH.search(note)
    if was is not None and valid_path(was.group(1).rstrip(".,;:")):
        other = was.group(1).rstrip(".,;:")
        if other.removeprefix("./") != path.removeprefix("./"):
            return other
    if found is None:
        return None
    for quoted in re.finditer(r"`([^`]{1,200})`", note):
        other = quoted.group(1).strip()
        if other.removeprefix("./") != path.removeprefix("./"):
            return other
    return found.group(0)


def note_refusal(note: str, path: str) -> tuple[str, str] | None:
    """Why a file whose path carries the note ``note`` is refused, as ``(code, why)``, or None
    when the note is harmless (:func:`note_is_harmless`) or empty. The same rule for a
    Markdown label, a comment after a ``PATH:`` value, a first-line comment naming the file,
    and a tool call's description: ``conflicting-path`` when the note says the file has or
    had another path, ``partial-file`` when it says the block is only part of the file, and
    ``label-note`` for any other note: what it says of the block is not known."""
    if not note.strip() or note_is_harmless(note):
        return None
    moved = note_moves_file(note, path)
    if moved is not None:
        return "conflicting-path", f"says the file has another path ({moved!r})"
    if note_says_partial(note):
        return "partial-file", "says the block holds only part of the file"
    return (
        "label-note",
        "is a note the reader cannot vouch for (it may say the block is not the file)",
    )


# What a tool call's or an artifact's path value may carry that is not part of the path: a
# citation of lines (``app.py:10-20``, ``app.py#L10-L20``), a label word before it (``File:
# app.py``), a list of paths (``app.py, b.py``), a home folder (``~/app.py``).
_PATH_LIST = re.compile(r"[^,\s]+(?:[ \t]*,[ \t]*[^,\s]+)+,?")


def decorated_path_refusal(path: str, note: str | None) -> tuple[str, str] | None:
    """Why a path value of a tool call (or an artifact's title) read as ``path`` with ``note``
    removed after it is refused, as ``(code, why)``, or None. The note is weighed by the same
    allow-list as a Markdown label's (:func:`note_refusal`); a line citation, a label word, a
    list of paths and a home-folder path (``~/``) are refused as well: the value is not one
    file's path in the project."""
    if note is not None and note.strip():
        refused = note_refusal(note, path)
        if refused is not None:
            return refused
    value = path.strip()
    if LOCATION_SUFFIX.search(value):
        return "ambiguous-path", "cites lines of a file (the block is a part of it)"
    if _LABEL_WORD.match(value):
        return "ambiguous-path", "starts with a label word, not the path"
    if (
        _PATH_LIST.fullmatch(value)
        and sum(valid_path(part.strip()) for part in value.split(",")) > 1
    ):
        return "ambiguous-path", "names several paths"
    if value == "~" or value.startswith(("~/", "~\\")):
        return "unsafe-path", "is in the home folder (`~`), outside the project"
    return None


def info_note(info: str, path: str) -> str:
    """The note a fence's info string gives after the path it names (```` ```python app.py
    (excerpt) ````, ```` ```python file="app.py" (excerpt) ````), or ``""``: what follows the
    path, without other attributes, when it starts as a label's note does (a bracket, a dash,
    ``#``, ``//``). It is weighed as a label's note (:func:`note_refusal`)."""
    if len(info) > MAX_LABEL or not path:
        return ""
    at = info.rfind(path)
    if at == -1:
        return ""
    rest = _ATTRIBUTE.sub(" ", info[at + len(path) :].lstrip("`'\"")).strip()
    if rest.startswith(("(", "[", "- ", "-- ", "\u2013", "\u2014", "#", "//")):
        return rest
    if _BARE_PART_NOTE.fullmatch(rest):
        # (fix-overload134) bare words after the path that name a part: ```python shlex.py
        # excerpt```, ```python shlex.py quote()```, a function's name with its brackets
        # (the other reading wrote the one function as the whole file)
        return rest
    return ""


#: (fix-overload134) The bare words after a fence's path that say the block is a part of
#: the file: a word for a part (``excerpt``, ``snippet``, ``part``), or functions named with
#: their brackets (``quote()``, ``Form.save() only``); an attribute or a flag of a renderer
#: (``{1,3}``, ``showLineNumbers``, ``linenums``) is none. (fix-samefile145) Also a line
#: range (``lines 10-40``, ``L10-L40``, ``:120-140``), ``extract``, ``section``, functions
#: with no comma between (``quote() split()``), a definition's head (``def quote``) and a
#: part word with a colon (``excerpt:``).
_BARE_PART_NOTE = re.compile(
    r"(?i)(?:(?:only|just|an?|the)[ \t]+)?(?:"
    r"(?:excerpts?|snippets?|fragments?|parts?|partial|pieces?|chunks?|abridged|truncated"
    r"|extracts?|sections?)"
    r"|(?:lines?|ll?\.)[ \t]*\d+(?:[ \t]*[-\u2013:][ \t]*\d+)?|:?L?\d+[ \t]*[-\u2013][ \t]*L?\d+"
    r"|(?:def|function|func|fn)[ \t]+[A-Za-z_]\w{0,80}"
    r"|(?:(?:function|method|def)[ \t]+)?[A-Za-z_][\w.]{0,80}\(\)"
    r"(?:[ \t]*(?:(?:,|and|&)[ \t]*)?[A-Za-z_][\w.]{0,80}\(\)){0,8}"
    r"(?:[ \t]+(?:function|method)s?)?)(?:[ \t]+only)?:?"
)


# Prose next to a labelled block that says the block is part of the file: before it "Add this
# to `app.py`:", "Here's the changed part of the file:", "### Only the changed function";
# after it "The rest of the file stays the same.", "Paste this at the bottom of `app.py`."
_PROSE_PART = re.compile(
    r"\b(?:(?:add|append|prepend|insert|paste|put|place)(?: (?:this|these|it|them|the following))?"
    r"(?: (?:code|lines?|snippet|block|function|method|class|part))?"
    r" (?:to|into|at|after|before|below|above|inside|under)[ \t]+(?:the[ \t]+|your[ \t]+)?"
    # (fix-prose37: never a folder in backquotes, "Add it to the `utils/` package": a whole
    # file put in a folder; nor "only the new file(s)": whole files, of several)
    r"(?:`(?![^`\n]{0,200}/`)|(?:file|module|class|script|top|bottom|end|beginning|start"
    r"|existing|it)\b)"
    r"|only the (?:changed|new|modified|relevant|updated|added|affected)\b"
    r"(?! (?:files?|modules?|scripts?)\b(?!'))"
    r"|(?:changed|modified|relevant|updated) (?:part|parts|portion|section|sections|lines"
    r"|function|functions|method|methods|snippet)\b"
    r"|(?:rest|remainder) of the (?:file|code|module|class|script|component)\b"
    # ("Everything else is unchanged", never "Everything else is configured in x.toml")
    r"|(?:everything|all) else (?:stays|remains"
    r"|is (?:unchanged|untouched|the same|as (?:it was|before|is)|kept|left))\b"
    # (fix-legacy29) a verb that only adds to a file, with what it adds: "Append this to
    # a.py:", "Insert the following into main()"; a place in a file: "at the bottom of";
    # a function's body: "Replace the body of main() with:"; "the rest of a.py is
    # unchanged"; "keep everything else"; "partial file"; "paste that line inside main()"
    r"|\b(?:append|prepend|insert)(?: (?:this|these|that|those|it|them|the following))"
    r"|(?P<place>\b(?:at|to) the (?:very )?(?:bottom|top|end|beginning|start) of\b)"
    r"|\breplace the (?:body|implementation) of\b"
    # (not of what holds more than one file: "the rest of the project is unchanged")
    r"|\b(?:rest|remainder) of (?!(?:the |this |your |our )?(?:project|repo|repository"
    r"|codebase|app|application|system|package|tests|suite|files|changes)\b(?!\.\w))"
    r"(?:[^.;:]|\.(?=\w)){1,60}?\b(?:is|are|stays|stay|remains|remain) "
    r"(?:unchanged|the same|as (?:is|before))"
    r"|\bkeep (?:everything|all) else\b|\bpartial file\b"
    # (fix-prose39) the block named as one kind of part, put into a file by its path: "Add this
    # route to app.py:" (the noun is what the block is; no structure tells a route from a file)
    r"|\b(?:add|append|insert|paste|put|place) (?:this|these|the following) (?:new )?"
    r"(?:functions?|methods?|class(?:es)?|routes?|endpoints?|handlers?|views?|helpers?"
    r"|snippet|block|lines?) (?:to|into|in) (?:the |your )?[\w./-]{0,200}\w\.[A-Za-z]\w{0,11}\b"
    r"|\b(?:add|paste|put|place|insert) (?:this|that|these|those|it|them)(?: \w+)?"
    r" (?:inside|into|within) (?:the )?[A-Za-z_]\w*\(\))"
    # (fix-legacy30: a place in the code the block goes at: "Add this below the imports",
    # "Drop this in main()", "Paste this under def main():", "Add this inside the main
    # function:", "This goes inside main():"; "Change line 5 of a.py to:"; "Only this line
    # changes:". The place is a part of the code, never a file or folder: "This goes in
    # src/" stays a whole file's lead-in)
    r"|\b(?:(?:add|append|prepend|insert|paste|put|place|drop)"
    r"(?: (?:this|these|it|them|the following))?(?: (?:code|lines?|snippet|block|call|part))?"
    r"|(?:goes|go|belongs|belong|fits))(?: (?:right|just|directly|immediately))?"
    r" (?:to|into|in|at|after|before|below|above|inside|under|within)[ \t]+(?:the[ \t]+)?"
    r"(?:imports?\b|import [\w.]+|def \w|class \w|[A-Za-z_]\w*\(\)"
    r"|\w+ (?:function|method|class|loop|block|body)\b)"
    r"|\b(?:change|replace|edit|update|modify) lines? \d+"
    r"|\bonly (?:this|these|the following|one|that) (?:lines?|parts?|function|method|bits?)"
    r" (?:changes?|changed|is changed|are changed|differs?)\b"
    # (fix-prose74) more words of a part, each naming the block (or code) as a piece put into
    # or over a file: "Excerpt from `shlex.py`:", "Patch this into `shlex.py`:", "Drop-in
    # replacement for `quote()`:" (code, never a file), "Overwrite the existing function with
    # this one:", "paste this over your current `quote()`", "Only the function shown was
    # modified.", "`quote()` is all that changes.", "That's the only change in the file.",
    # "This function is the only change needed in `shlex.py`.", "I changed one function in"
    r"|\bexcerpt (?:from|of)\b|\bpatch (?:this|these|it|them|the following) into\b"
    r"|\bdrop-in replacement for (?:the |your )?(?:existing |old |current )?"
    r"(?:`[^`\n]{1,100}\(\)`|[A-Za-z_]\w*\(\)|\w+ (?:function|method|class)\b)"
    r"|\b(?:overwrite|replace) (?:the|your) (?:existing|old|current|original)"
    r" (?:function|method|class|implementation|definition)\b"
    r"|\bpaste (?:this|it|that) over (?:the |your )?(?:existing |current |old )?"
    r"(?:`[^`\n]{1,100}\(\)`|[A-Za-z_]\w*\(\)|function\b|method\b"
    # (fix-prose84) code in backquotes, no path (no dot, no slash): "over the old `flush`"
    r"|`[^`\n./]{1,100}`)"
    # (fix-prose84) the block said to be no whole file, or code in place of old code, a
    # changed version of named code, code said left out: "not the whole file", "in place of
    # the current `flush`", "Modified version of `quote()`:", "left the remaining methods
    # out for brevity"
    r"|\bnot (?:the|a) (?:whole|full|complete|entire) (?:file|module|script|class)\b"
    r"|\b(?:in place of|instead of) (?:the |your )?(?:current|existing|old|original)"
    r" (?:`[^`\n./]{1,100}`|[A-Za-z_]\w*\(\)|function\b|method\b|implementation\b)"
    r"|\b(?:modified|updated|changed|new|fixed|revised|rewritten) version of (?:the |your )?"
    r"(?:`[^`\n./]{1,100}\(\)`|[A-Za-z_]\w*\(\)|`?[A-Za-z_]\w*`? (?:function|method)\b)"
    r"|\bleft (?:the |all the )?(?:other|remaining|rest of the|unchanged|existing)"
    r" [\w ]{1,40}? out\b|\bout for brevity\b"
    # (no code named between: "I omitted `g` for brevity" names code the file may hold,
    # weighed by the names rule; lead, round 19)
    r"|\b(?:omitted|elided|trimmed|abridged|not shown)\b(?:(?!\w+\(\)|`)[^.;\n]){0,40}"
    r"\bfor brevity\b"
    r"|\b(?:only|just) the (?:function|method|class|code|part|lines?) (?:shown|above|below)\b"
    r"|(?:`[^`\n]{1,100}\(\)`|[A-Za-z_]\w*\(\)) is (?:all that|the only thing that"
    r"|the one (?:function|method|class|thing) that) changes?\b"
    r"|\bthe only change in the (?:file|module|script)\b"
    r"|\b(?:this|the|that) (?:function|method|class) is the only change\b"
    r"|\b(?:changed|modified|rewrote|updated) (?:one|a single|only one|just one) (?:function"
    r"|method|class)\b",
    re.I,
)


# (fix-xml127: lead22-beside) Things of a file said moved within it, in the past, as an account
# of an edit: "I moved a.py's constants to the top of it.", "I moved its imports to the top of
# the file.": the place ("to the top of", :data:`_PROSE_PART`) is where they went inside the
# file, not where the block goes (the whole file holds the move). The moved things are the
# file's own (``its``, ``the file's``, a path's), the place is of that file (``it``, ``the
# file``, ``the module``, the same path), and the line is no lead-in (no colon at its end):
# "I moved helper() to the bottom of utils.py:", "Move a.py's constants to the top of it:"
# still say part.
_MOVED_WITHIN = re.compile(
    r"(?i)\b(?:moved|hoisted|reordered|rearranged|relocated|shifted|regrouped)\s+(?:all\s+"
    r"(?:of\s+)?)?(?:(?P<its>its|the\s+file['\u2019]s)|(?P<owner>[\w./-]*\w\.\w+)"
    r"['\u2019]s)\s+[^.;:\n`]{1,60}$"
)
_OF_THE_FILE = re.compile(r"(?i)\s+(?:it|the\s+(?:file|module|script)|(?P<path>[\w./-]*\w\.\w+))\b")


def _moved_within(line: str, found: re.Match[str]) -> bool:
    """Whether the place ``found`` (``to the top of``) ends an account of things of a file
    moved within it (:data:`_MOVED_WITHIN`)."""
    if line.rstrip().rstrip("*_ ").endswith(":"):
        return False
    moved = _MOVED_WITHIN.search(line, max(0, found.start() - 120), found.start())
    target = _OF_THE_FILE.match(line, found.end())
    if moved is None or target is None:
        return False
    owner, named = moved.group("owner"), target.group("path")
    return named is None or named.strip("`'\"") == (owner or "").strip("`'\"")


def _says_part_words(line: str) -> bool:
    """Whether :data:`_PROSE_PART` finds a word of a part in ``line`` (a place in the file
    that ends an account of a move within it is none: :func:`_moved_within`)."""
    return any(
        found.group("place") is None or not _moved_within(line, found)
        for found in _PROSE_PART.finditer(line)
    )


# (fix-prose74, issue 20) The same words of a part in the other languages of note_words' one
# table, read by their kinds, not by phrases: in a sentence holding a word of another language
# than English (the English rules above read English), the rest of the file or the other
# functions said kept or left out, or the rest of the file named ("Le reste du fichier ne
# change pas.", "Die anderen Funktionen bleiben gleich.", "Il resto del file rimane
# invariato.", "(Resto del módulo omitido.)", "Reszta pliku pozostaje bez zmian.": others with
# a subject, or others, a kind and a state), or only one part shown or changed ("Seule la
# fonction `quote()` change", "Nur `quote()` wurde geändert.", "Esta es solo la función
# `quote()`": a word of "only" with a kind or a name in backquotes within three words after
# it; not a file's name nor a subject, "Voici uniquement le fichier modifié", "Solo cambia el
# archivo `cli.py`": only that file changed, and it is whole); in Chinese, Japanese and
# Korean the same kinds by substrings ("其他函数保持不变", "檔案的其餘部分保持不變", "只需修改
# `quote()` 函数").
# (fix-prose104, issue 20) The sentence is read by its STRUCTURE, not by phrases: its clauses
# end at a stop followed by a blank (never the dot of `shlex.py`); a clause is a note of a part
# when an ``others`` word's head (the first word after it that is no small word) is a state
# ("Tout le reste est inchangé.", "Alles andere bleibt gleich.": the rest, no subject, as the
# English "The rest is unchanged."), a subject ("le reste du fichier"), a kind ("die anderen
# Funktionen") with a state in the clause, the block's own path ("Le reste de `shlex.py` est
# inchangé.") or its module named bare ("Le reste de shlex", "des shlex-Moduls"). The others
# word is about OTHER files, never the rest of this one, when its head is a word of no table
# ("el resto del proyecto", "los demás archivos", "остальные файлы"), another file's path, or a
# file noun right after an other-word that is no noun of the rest ("Die übrigen Module",
# "其他文件", "他のファイル"); and an East Asian clause saying the files are new
# ("这两个文件都是新的") speaks of the project. A bare call ("seule quote() change") is a name
# like one in backquotes.
_FOREIGN_CLAUSE = re.compile(
    r"(?:`[^`\n]{1,100}`|[^.!?;:\u3002\uff01\uff1f\uff1b\uff1a\n`]|[.!?;:](?=\S)|`)+"
)
_FOREIGN_WORD = re.compile(
    r"`[^`\n]{1,100}`|[A-Za-z_][\w.]{0,100}\(\)|[\w/-]{0,200}\w\.[A-Za-z]\w{0,11}\b"
    r"|" + note_words.WORD  # (fix-words103: a word keeps its vowel signs and points)
)
_ONLY_REACH = 3
_HEAD_REACH = 3
#: A name in backquotes that is a file's ("`cli.py`"): "only this file" says the file is whole.
_FOREIGN_FILE_NAME = re.compile(r"`?[^`()]*[./][A-Za-z][^`()]*`?")
#: The others words that are nouns of the rest ("le reste", "die Reszta"): "reszta pliku" is
#: the rest OF the file, where "übrige Module" are other modules.
_REST_WORDS = "rest reste resto resten reszta resztę zbytek остаток решта решту demás demais"
_REST_NOUNS = frozenset(note_words.fold(word) for word in _REST_WORDS.split())
#: The subject words that are a FILE (not code): an other-word right before one is about
#: other files.
_FILE_WORDS_ABROAD = (
    "file fichier datei module modul archivo fichero arquivo modulo módulo bestand plik soubor"
    " файл модуль dosya tệp berkas fil"
)
_FILE_SUBJECTS = frozenset(note_words.fold(word) for word in _FILE_WORDS_ABROAD.split())
_CJK_OTHER_FILES = re.compile(
    "(?:其他|其它|其余|其餘|他の|その他|다른|기타)(?:的|の)?"
    "(?:文件|檔案|ファイル|파일|模块|模塊|モジュール)"
)
_CJK_FILES_NEW = re.compile("新的|新文件|新建|新增|新規|新しい|새 파일|새로운")
_CJK_FILE_WORD = re.compile("文件|檔案|ファイル|파일")
_CJK_CODE_NAMED = re.compile(r"`(?![^`\n]*[./][A-Za-z][^`\n]*`)[^`\n]{1,100}`")


#: (fix-prose132) What may stand between an East Asian others word and its head or owner:
#: blanks and the particles of the genitive ("其他的函数", "その他の使い方", "나머지의", Thai
#: "ของ").
_CJK_LINK = re.compile("(?:[\\s的の之의]|ของ)*")
_CJK_OWNER = re.compile("[A-Za-z0-9_]\\Z")


def _cjk_others(bare: str) -> int:
    """(fix-prose132) How many others words of the East Asian clause ``bare`` are the rest of
    the block's file: not a word of "except" (:data:`note_words.CJK_EXCEPT`, read on its own);
    not one whose head (the word after it, past the genitive particles) is a noun of no table
    ("その他の使い方", other usage; "其他用法", "다른 사용법": something else the answer speaks
    of); nor one owned by a Latin word right before it ("API 其余部分", the rest of the API)."""
    count = 0
    for found in note_words.cjk_others_pattern().finditer(bare):
        if note_words.CJK_EXCEPT.fullmatch(found.group()):
            continue
        link = _CJK_LINK.match(bare, found.end())
        after = link.end() if link is not None else found.end()
        # (fix-lang163) the speaker before the verb: "其余的我省略了" (the rest, I left out)
        speaker = note_words.CJK_SPEAKER.match(bare, after)
        if speaker is not None:
            link = _CJK_LINK.match(bare, speaker.end())
            after = link.end() if link is not None else speaker.end()
        if (
            after < len(bare)
            and bare[after].isalpha()
            and not bare[after].isascii()
            and not note_words.cjk_word_at(bare, after)
            # (fix-lang158) a compound ending with a kind is that kind: "其余转换函数",
            # "他の変換関数", "나머지 변환 함수" (the other conversion functions)
            and not note_words.cjk_compound_kind_at(bare, after)
        ):
            continue
        before = bare[: found.start()].rstrip(" \t的の之의")
        if _CJK_OWNER.search(before):
            continue
        if (
            before
            and before[-1].isalpha()
            and not before[-1].isascii()
            and not note_words.cjk_word_before(before)
        ):
            continue  # (owned by a noun of no table: "项目的其余部分", the rest of the project)
        count += 1
    return count


def _foreign_tokens(clause: str) -> tuple[list[str], list[str | None]]:
    """The tokens of ``clause`` and their kinds: a table's kind, ``file`` (a path), ``name``
    (code named), or None; the several words of a state phrase are one token."""
    tokens: list[str] = []
    kinds: list[str | None] = []
    run: list[str] = []

    def flush() -> None:
        for kind, word in note_words.classify(run):
            tokens.append(word)
            kinds.append(kind)
        run.clear()

    for token in _FOREIGN_WORD.findall(clause):
        if token.startswith("`") or token.endswith("()") or "." in token:
            flush()
            tokens.append(token)
            kinds.append(
                "file"
                if not token.endswith(("()", "()`")) and _FOREIGN_FILE_NAME.fullmatch(token)
                else "name"
            )
        else:
            run.append(token)
    flush()
    # (fix-lang163, issue 20) the speaker and the auxiliaries carry nothing ("Den Rest habe
    # ich weggelassen."); a verb of touching negated is a state wherever it stands ("Ich
    # habe die anderen Konverter nicht angefasst.", "Je n'ai pas touché aux autres
    # convertisseurs."), its negation a small word; a noun of an excerpt is one ("l'extrait")
    for at, token in enumerate(tokens):
        if kinds[at] is None:
            folded = note_words.fold(token)
            if folded in note_words.SPEAKER:
                kinds[at] = "small"
            elif _excerpt_word(folded):
                kinds[at] = "excerpt"
            elif token.casefold() in note_words.ONLY_MARKED:
                kinds[at] = "only"  # (fix-kinds176: "Só a parte HSV:")
        elif kinds[at] == "kind" and note_words.fold(token) in note_words.EXCERPT:
            kinds[at] = "excerpt"  # (fix-kinds176: "Fragment kodu:", a fragment of the code)
    for negation, verb in note_words.negated_touches(tokens):
        if kinds[verb] in (None, "small"):
            kinds[verb] = "untouched"
            kinds[negation:verb] = [kind or "small" for kind in kinds[negation:verb]]
            # (fix-kinds176: the negation after its verb, "rørte jeg ikke")
            kinds[verb + 1 : negation + 1] = [
                kind or "small" for kind in kinds[verb + 1 : negation + 1]
            ]
    return tokens, kinds


def _hyphen_part(token: str) -> bool:
    """(fix-kinds176) Whether ``token`` is a compound joined by a hyphen whose last word is a
    noun of a part or a kind ("HSV-Teil", "HSV-gedeelte", "HSV-delen", "Home-Komponente")."""
    if "-" not in token.strip("-"):
        return False
    last = note_words.fold(token.rsplit("-", 1)[1])
    return last in note_words.PART_NOUNS or last in note_words.KINDS


def _excerpt_word(folded: str) -> bool:
    """(fix-lang163) Whether the folded word is a noun of an excerpt (:data:`note_words.EXCERPT`),
    an elided article before it aside ("l'extrait", "dell'estratto")."""
    return (
        folded in note_words.EXCERPT
        or ("'" in folded and folded.rsplit("'", 1)[1] in note_words.EXCERPT)
        # (fix-kinds176) a compound ending with one: "Codeauszug", "Kodutdrag"
        or any(
            folded[at:] in note_words.EXCERPT
            for at in range(_EXCERPT_HEAD, len(folded) - _EXCERPT_LEAST + 1)
        )
    )


#: (fix-kinds176) The least a compound adds before a noun of an excerpt, and the shortest
#: such noun it is read by ("Codeauszug", "Kodutdrag").
_EXCERPT_HEAD = 3
_EXCERPT_LEAST = 5


def _stated(kinds: list[str | None], n: int) -> bool:
    """Whether a state follows the word ``n`` of a clause, or (fix-lang163) a verb of touching
    negated stands anywhere in it ("Je n'ai pas touché aux autres convertisseurs.")."""
    return "state" in kinds[n + 1 :] or "untouched" in kinds


def _ne_que(tokens: list[str]) -> list[str | None]:
    """The French "only" of "ne ... que" among ``tokens`` (see :func:`note_words.token_kinds`):
    "only" where it is, None elsewhere."""
    return ["only" if kind == "only" else None for kind in note_words.token_kinds(tokens)]


def _module_of(word: str, path: str | None) -> bool:
    """Whether ``word`` names the module of ``path`` bare ("shlex", "shlex-Moduls")."""
    if not path:
        return False
    stem = path.rstrip("/").rsplit("/", 1)[-1].split(".", 1)[0].casefold()
    folded = word.casefold()
    return bool(stem) and (folded == stem or folded.startswith(stem + "-"))


def _others_says_part(
    tokens: list[str],
    kinds: list[str | None],
    n: int,
    path: str | None,
    clause: str | None = None,
) -> bool:
    """Whether the others word ``tokens[n]`` is the rest of the block's file (see above)."""
    if note_words.fold(tokens[n]) in note_words.OTHERS_AFTER and n and kinds[n - 1] != "small":
        # (fix-prose132) an other-word after its noun: the word before is its head ("Fungsi
        # lainnya tetap ...": the other functions; "Modul lain", "Các module khác": other
        # modules, never the rest of this one; "Cara penggunaan lainnya": other usage)
        head, word = kinds[n - 1], tokens[n - 1]
        if note_words.fold(word) in note_words.PART_NOUNS:
            head = "part"  # ("Bagian lain dari file": the other part, of the file: read on)
        elif head is None and not _module_of(word, path):
            # (fix-lang158) a noun before it qualified by words of no table: its head is the
            # kind before them ("hàm chuyển đổi khác", "Fungsi konversi lainnya": the other
            # conversion functions), or a compound ending with a kind ("Hilfsfunktionen")
            back = n - 1
            while back > 0 and back >= n - _HEAD_REACH and kinds[back] is None:
                if note_words.compound_kind(tokens[back]):
                    break
                back -= 1
            if kinds[back] == "kind" or note_words.compound_kind(tokens[back]):
                return _stated(kinds, n)
            return False
        if head == "kind":
            return _stated(kinds, n)
        if head == "subject":
            return note_words.fold(word) not in _FILE_SUBJECTS
        if head == "file":
            return path is None or _same_file(word.strip("`"), path)
        if head is None:
            return _stated(kinds, n) and _module_of(word, path)
        if head != "part":
            return False
    back = n - 1
    while back >= 0 and back >= n - _HEAD_REACH and kinds[back] == "small":
        back -= 1
    # (fix-prose110) so is the block's own path right before it, "A shlex.py többi része
    # változatlan." (shlex.py's rest: the path as the genitive subject); another path is
    # another file's rest; a state must follow (lead, round 23: "Change m.py like this:", where
    # an English word folds to an others word of another language, says no part)
    own = (
        back >= 0
        and kinds[back] == "file"
        and path is not None
        and _same_file(tokens[back].strip("`"), path)
        and _stated(kinds, n)
    )
    if back >= 0 and (kinds[back] == "subject" or own) and clause is not None:
        # (lead, round 21: the subject right before the others word, as a genitive: "फ़ाइल का
        # बाकी हिस्सा" (the file's rest), "A fájl többi része"; not across a bracket or a
        # mark, "die vollständige Datei (der Rest des Projekts ...)")
        at = clause.find(tokens[n])
        start = clause.rfind(tokens[back], 0, at) if at != -1 else -1
        between = clause[start + len(tokens[back]) : at] if start != -1 else "("
        if not any(mark in between for mark in "([{,;:\u2014\u2013-\"'\u00ab\u00bb"):
            return True
    j = n + 1
    # (small words, and a short word of no table: a preposition, "Resten af filen")
    while (
        j < len(tokens)
        and j <= n + _HEAD_REACH
        and (kinds[j] == "small" or (kinds[j] is None and len(tokens[j]) <= 3))
    ):
        j += 1
    if j >= len(tokens) or kinds[j] == "small":
        return False
    head = kinds[j]
    stated = _stated(kinds, n)
    if head in ("state", "untouched"):
        return True
    if head == "subject":
        return not (
            j == n + 1
            and note_words.fold(tokens[n]) not in _REST_NOUNS
            and note_words.fold(tokens[j]) in _FILE_SUBJECTS
        )
    if head == "kind":
        return stated
    if head == "file":
        return path is None or _same_file(tokens[j].strip("`"), path)
    if head is None:
        # (fix-lang158) a compound ending with a kind is that kind: "die übrigen
        # Konvertierungsfunktionen bleiben gleich"
        return stated and (_module_of(tokens[j], path) or note_words.compound_kind(tokens[j]))
    return False


def _excepted(tokens: list[str], kinds: list[str | None], n: int) -> bool:
    """(fix-prose132) Whether ``tokens[n]`` is a word of "except" (:data:`note_words.EXCEPT`)
    with a state after it in a clause that names no file: all but the named part stayed ("A
    quote kivételével minden változatlan."); "Alle Dateien außer `cli.py` bleiben gleich"
    speaks of the other files."""
    return (
        note_words.fold(tokens[n]) in note_words.EXCEPT
        and "state" in kinds[n + 1 :]
        and "file" not in kinds
        and not any(note_words.fold(token) in _FILE_SUBJECTS for token in tokens)
    )


#: (fix-lang163) The most words before a noun of an excerpt its negation stands at ("kein
#: Ausschnitt", "pas un extrait", "не фрагмент").
_EXCERPT_NOT = 2


def _names_an_excerpt(tokens: list[str], kinds: list[str | None]) -> bool:
    """(fix-lang163, issue 20) Whether a clause in another language names the block an excerpt
    ("Voici l'extrait concerné :", "Hier ist der relevante Ausschnitt:", "Вот фрагмент:"),
    as the English "excerpt from" does: a noun of :data:`note_words.EXCERPT` not negated and
    no word of the whole file in the clause ("le fichier complet, pas un extrait")."""
    if any(note_words.fold(token) in note_words.WHOLE for token in tokens):
        return False
    for at, kind in enumerate(kinds):
        if kind != "excerpt":
            continue
        before = [note_words.fold(token) for token in tokens[max(0, at - _EXCERPT_NOT) : at]]
        if not any(word in note_words.NEGATION for word in before):
            return True
    return False


#: (fix-lang163) What may stand between an East Asian word of "only" and the kind after it
#: ("只有 HSV 函数", "仅 `quote` 函数"), or between a kind and the "only" after it ("関数だけ",
#: "함수만", "関数のみ"): blanks, Latin names, code, and particles.
_CJK_ONLY_BEFORE = re.compile("(?:有|是|这些|這些|的|[\\sA-Za-z0-9_`().-]){0,40}")
_CJK_ONLY_AFTER = re.compile("(?:[\\sのは]){0,2}(?:のみ|だけ|만)")


def _cjk_only_kind(bare: str) -> bool:
    """(fix-lang163, issue 20) Whether the East Asian clause ``bare`` shows only code of a kind:
    a word of "only" before a kind with names between ("只有 HSV 函数", only the HSV
    functions), or a kind right before an "only" that follows its noun ("HSV 関数だけ:",
    "HSV 함수만:"), as "Solo las funciones HSV:" is read."""
    kinds = note_words.cjk_kinds_pattern()
    for found in re.finditer("只|仅|僅", bare):
        link = _CJK_ONLY_BEFORE.match(bare, found.end())
        after = link.end() if link is not None else found.end()
        if kinds.match(bare, after):
            return True
    if any(_CJK_ONLY_AFTER.match(bare, found.end()) for found in kinds.finditer(bare)):
        return True
    # (fix-kinds176) so is a noun of a part: "HSV部分だけ", "HSV 부분만", "只有模板部分"
    for found in note_words.CJK_PART.finditer(bare):
        if _CJK_ONLY_AFTER.match(bare, found.end()):
            return True
        before = bare[: found.start()]
        only = max(before.rfind("只"), before.rfind("仅"), before.rfind("僅"))
        if only != -1 and _CJK_ONLY_BEFORE.fullmatch(before, only + 1) and len(before) - only < 42:
            return True
    return False


def _foreign_part(line: str, path: str | None = None) -> bool:
    """Whether a clause of ``line`` says in another language than English that the block is
    a part (see the notes above); ``path``: the block's own file."""
    if "\u7565" in line and note_words.OMISSION.fullmatch(line.strip(" \t.\u3002")):
        return True  # (fix-prose132) a line of the mark of omission alone: "以下略", "(略)"
    for clause in _FOREIGN_CLAUSE.findall(line):
        if not clause.isascii():
            bare = _CJK_OTHER_FILES.sub(" ", clause)
            cjk = note_words.cjk_kinds(bare)
            # (fix-prose132) a change word negated is a state ("没有做其他改动", "수정하지
            # 않았어요"); a word of "except" with a state says all but the part stayed ("quote
            # 関数以外には手を加えていません"); a clause of an others word and particles alone
            # ("其余略") is the note of the rest left out
            stated = cjk["state"] + note_words.cjk_negated_changes(bare)
            others = _cjk_others(bare) if cjk["others"] else 0
            # (fix-prose146) not of the module's behaviour, output, calls or API: "除了
            # `rgb_to_hsv()`, API 保持不变" keeps the file
            if (
                not _CJK_FILES_NEW.search(bare)
                and not note_words.CJK_BEHAVIOUR.search(bare)
                and (
                    (others and (stated or cjk["subject"] or not cjk["rest"]))
                    or (note_words.CJK_EXCEPT.search(bare) and stated)
                )
            ):
                return True
            # (fix-lang163) a noun of an excerpt ("以下是相关片段", the relevant snippet), not
            # of the whole file ("完整的代码片段"), not negated ("不是片段")
            found = note_words.CJK_EXCERPT.search(bare)
            if (
                found is not None
                and not note_words.CJK_WHOLE.search(bare)
                and not re.search("不是|并非|並非|ではない|아닌|아니", bare)
            ):
                return True
            if cjk["only"] and _cjk_only_kind(bare):
                return True
            if (
                cjk["only"]
                and cjk["changed"]
                # (fix-prose132: code in backquotes, never a file's path: "只需修改 `cli.py`
                # 文件" names the file, which is whole)
                and (
                    cjk["kind"]
                    or _CJK_CODE_NAMED.search(clause)
                    or not _CJK_FILE_WORD.search(clause)
                )
            ):
                return True
        tokens, kinds = _foreign_tokens(clause)
        words = [t for t, k in zip(tokens, kinds, strict=True) if k not in ("file", "name")]
        if len(tokens) > 40 or all(
            note_words.fold(part) in note_words.ENGLISH for word in words for part in word.split()
        ):
            continue
        # (fix-words103) the French "only" of "ne ... que", read only after its "ne"
        kinds = [
            "only" if token_kind == "only" and kind is None else kind
            for kind, token_kind in zip(kinds, _ne_que(tokens), strict=True)
        ]
        foreign = any(
            kind not in (None, "file", "name")
            and any(note_words.fold(part) not in note_words.ENGLISH for part in word.split())
            for word, kind in zip(tokens, kinds, strict=True)
        )
        if not foreign and "only" not in kinds:
            continue
        if _names_an_excerpt(tokens, kinds):
            return True
        seen = set(kinds) - {"file", "name"}
        if "untouched" in seen:
            # (fix-kinds176) beside a verb of touching negated, a short word of no table is a
            # preposition or an article ("Não mexi no resto.", "Je n'ai pas touché au reste.")
            seen = {
                kind for kind, token in zip(kinds, tokens, strict=True) if kind or len(token) > 3
            } - {"file", "name"}
        if (
            ("state" in seen or "untouched" in seen)
            and None not in seen
            and any(note_words.fold(word) in note_words.REST for word in words)
        ):
            # (fix-words103: the rest alone, nothing else named: "Le reste ne bouge pas.",
            # "Ostal'noe bez izmenenij."; not "Le reste du projet ne change pas.")
            return True
        for n, kind in enumerate(kinds):
            if kind == "others" and _others_says_part(tokens, kinds, n, path, clause):
                return True
            if _excepted(tokens, kinds, n):
                return True
            if kind == "only" and note_words.fold(tokens[n]) not in note_words.ENGLISH:
                reach = kinds[n + 1 : n + 1 + _ONLY_REACH]
                # (fix-prose132) a part noun is a kind here ("chỉ là phần đã thay đổi", only
                # the changed part); an only-word that follows its words reads them
                # ("bagian yang diubah saja")
                # (fix-lang163) so are a noun of an excerpt ("nur der relevante Ausschnitt") and
                # a compound ending with a kind ("Nur die HSV-Funktionen:")
                reach = [
                    "kind"
                    if note_words.fold(token) in note_words.PART_NOUNS
                    or k == "excerpt"
                    # (fix-kinds188) a kind after an elided article: "l'export", "dell'endpoint"
                    or (k is None and _elided_kind(token))
                    or (k is None and note_words.compound_kind(token))
                    or (k is None and _hyphen_part(token))
                    else k
                    for k, token in zip(reach, tokens[n + 1 : n + 1 + _ONLY_REACH], strict=True)
                ]
                if note_words.fold(tokens[n]) in note_words.ONLY_AFTER:
                    behind = tokens[max(0, n - _ONLY_REACH) : n]
                    if any(note_words.fold(token) in note_words.PART_NOUNS for token in behind):
                        return True
                    if {"kind", "name"} & set(kinds[max(0, n - _ONLY_REACH) : n]):
                        return True
                # (fix-words103) not past a word of purpose: "Nur für die Tests verwendet."
                for m, token in enumerate(tokens[n + 1 : n + 1 + _ONLY_REACH]):
                    if note_words.fold(token) in note_words.PURPOSE:
                        reach = reach[:m]
                        break
                if "kind" in reach or "name" in reach:
                    return True
    return False


#: (fix-en186) the most words of a short lead in another language naming one piece
_FOREIGN_LEAD_MOST = 8


def _elided_kind(token: str) -> bool:
    """(fix-kinds188) Whether ``token`` is a kind after an elided article ("l'export")."""
    folded = note_words.fold(token).replace("\u2019", "'")
    return "'" in folded and note_words.kind_of(folded.rsplit("'", 1)[1]) == "kind"


#: (fix-kinds188, issue 20) Words of "only" and nouns of a part read only at the head of a
#: short lead in another language, since each is also a word of another kind elsewhere (the
#: Norwegian and Danish "bare", an English word; the Slovak "len", Python's ``len``; the
#: Slovenian and Scandinavian "del", the Spanish "del"): no note table holds them.
_LEAD_ONLY_WORDS = frozenset({"bare", "len"})
_LEAD_PART_WORDS = frozenset({"del", "dela", "delu"})


#: (fix-kinds188, issue 20) The stems, folded, of the verbs of adding ("füge ... hinzu",
#: "ajoute", "añade", "voeg ... toe", "dodaj", "aggiungi", "adicione", "добавь") and of the
#: word "existing" ("bestehenden", "existant", "istniejącego", "существующий"), and the nouns
#: of a project (what a new file is added to)
_FOREIGN_ADD = (
    "fug",
    "hinzufug",
    "ajout",
    "anad",
    "agreg",
    "voeg",
    "dodaj",
    "pridej",
    "prida",
    "aggiung",
    "adicion",
    "acrescent",
    "добав",
    "дода",
    "ekle",
    "lagg",
    "tilfoj",
    "legg",
    "lisaa",
    "hozzaad",
    "adaug",
    "προσθεσ",
    "προσθε",
)
_FOREIGN_EXISTING = (
    "bestehend",
    "vorhanden",
    "existant",
    "existent",
    "esistent",
    "bestaand",
    "istniejac",
    "существующ",
    "имеющ",
    "існуюч",
    "stavajic",
    "existujic",
    "mevcut",
    "befintlig",
    "eksisterend",
    "olemassa",
    "meglev",
    "υπαρχ",
)
_FOREIGN_PROJECT = frozenset(
    {"projekt", "projet", "proyecto", "progetto", "projeto", "project", "проект", "proje"}
    | {"repository", "repositorio", "repo", "anwendung", "aplicacion", "applicazione", "app"}
)


def _foreign_add_lead(line: str) -> bool:
    """(fix-kinds188, issue 20) Whether ``line`` is a short lead in another language saying the
    block is to be ADDED into a file that exists, as "Add this test to the existing test
    file:" is read (:data:`_ONE_KIND_LEAD`): a verb of adding and the word "existing"
    (:data:`_FOREIGN_ADD`, :data:`_FOREIGN_EXISTING`), no project named ("Füge die Datei zum
    bestehenden Projekt hinzu:" adds a whole file)."""
    plain = _lead_marks_dropped(line).strip().rstrip(" \t:.!\uff1a")
    if not plain or len(plain) > _LEAD_REACH:
        return False
    words = [note_words.fold(t) for t in _FOREIGN_WORD.findall(plain)]
    if not words or len(words) > 2 * _FOREIGN_LEAD_MOST:
        return False
    if all(w in note_words.ENGLISH for w in words) or _FOREIGN_PROJECT & set(words):
        return False
    return any(w.startswith(_FOREIGN_ADD) for w in words) and any(
        w.startswith(_FOREIGN_EXISTING) for w in words
    )


def short_foreign_lead(line: str, path: str | None, code: frozenset[str]) -> bool:
    """(fix-kinds188) Whether ``line``, a short line in another language one or two lines above
    a block's lead, says the block is a part: one piece named (:func:`_foreign_piece_lead`,
    :func:`_foreign_only_lead`), the block added into a file that exists
    (:func:`_foreign_add_lead`), or, within :data:`_FOREIGN_LEAD_MOST` words (forty
    characters in an East Asian script), any reading of :func:`_foreign_part` ("Solo la parte
    HSV:", "Auszug:", "HSV部分だけ:")."""
    if len(line) > _LEAD_REACH:
        return False
    if _foreign_piece_lead(line, code) or _foreign_only_lead(line) or _foreign_add_lead(line):
        return True
    words = _FOREIGN_WORD.findall(line)
    short = len(words) <= _FOREIGN_LEAD_MOST and len(line.strip()) <= 5 * _FOREIGN_LEAD_MOST
    return short and _foreign_part(line, path)


#: (fix-kinds188) The nouns of a file or a module, folded, in the languages of note_words'
#: tables (never of code, a page or a piece: "der komplette Code" is one function's code)
_FOREIGN_FILE_WORDS = (
    "datei dateien fichier archivo arquivo file plik pliku файл файла файлу bestand soubor"
    " súbor fil filen dosya fișier fișierul fisier tiedosto fájl αρχείο файлът dosyasi"
    " модуль модуля modul moduls módulo modulo moduł module modulen moduuli"
)
_FOREIGN_FILE_NOUNS = frozenset(note_words.fold(word) for word in _FOREIGN_FILE_WORDS.split())
#: the marks that end the clause naming the whole file: a comma, a parenthesis, a dash
_WHOLE_THEN = re.compile("[,(;\u2013\u2014]|[ \t]-[ \t]")


def _foreign_whole_then_rest(line: str) -> bool:
    """(fix-kinds188, issue 20) Whether ``line`` names the WHOLE file first, then says the rest
    is unchanged, in another language ("Fichier complet (le reste est inchangé) :",
    "Vollständige Datei (Rest unverändert):", "Hier die ganze Datei, der Rest ist
    unverändert:"): its first clause is words of a lead's head and small words, a word of
    the whole (:data:`note_words.WHOLE`) and a noun of a file (:data:`_FOREIGN_FILE_NOUNS`),
    nothing else (no negation, no rest, no "instead", no code); every later clause is the
    rest alone (:data:`note_words.REST`) with a state and small words. The rest is then of
    the change, and the block is the file."""
    if len(line) > _LEAD_REACH:
        return False
    plain = _lead_marks_dropped(line).strip().rstrip(" \t:.!\uff1a)")
    cut = _WHOLE_THEN.search(plain)
    if cut is None:
        return False
    opening = [note_words.fold(t) for t in _FOREIGN_WORD.findall(plain[: cut.start()])]
    whole = file = False
    for word in opening:
        if word in note_words.WHOLE:
            whole = True
        elif word in _FOREIGN_FILE_NOUNS:
            file = True
        elif word not in note_words.LEAD_HEADS and note_words.kind_of(word) != "small":
            return False
    if not (whole and file):
        return False
    stated = False
    for clause in _WHOLE_THEN.split(plain[cut.end() :]):
        tokens, kinds = _foreign_tokens(clause)
        for token, kind in zip(tokens, kinds, strict=True):
            if kind == "others" and note_words.fold(token) not in note_words.REST:
                return False
            if kind not in ("small", "others", "state", "untouched"):
                return False
        if tokens and "others" not in kinds:
            return False
        stated = stated or "state" in kinds or "untouched" in kinds
    return stated


def _foreign_only_lead(line: str) -> bool:
    """(fix-kinds188, issue 20) Whether ``line`` is a short lead in another language opening on
    a word of "only" (:data:`note_words.TABLES` ``only``, :data:`_LEAD_ONLY_WORDS`) with a
    noun of a part within three words after it (:data:`note_words.PART_NOUNS`,
    :data:`_LEAD_PART_WORDS`, a compound ending with one): "Bare HSV-delen:", "Jenom část s
    HSV:", "Samo del s HSV:", "Tik HSV dalis:"; some word of it is no English word."""
    plain = _lead_marks_dropped(line).strip().rstrip(" \t:.!\uff1a")
    if not plain or len(plain) > _LEAD_REACH:
        return False
    tokens = _FOREIGN_WORD.findall(plain)
    if len(tokens) < 2 or len(tokens) > _FOREIGN_LEAD_MOST:
        return False
    first = note_words.fold(tokens[0])
    if first not in _LEAD_ONLY_WORDS and (
        note_words.kind_of(tokens[0]) != "only" or first in note_words.ENGLISH
    ):
        return False
    words = [note_words.fold(t) for t in tokens[1:] if not t.startswith("`") and "." not in t]
    if all(w in note_words.ENGLISH for w in words):
        return False

    def part(folded: str) -> bool:
        return folded in note_words.PART_NOUNS or folded in _LEAD_PART_WORDS

    return any(
        part(word) or ("-" in word.strip("-") and part(word.rsplit("-", 1)[1]))
        for word in words[:_ONLY_REACH]
    )


def _foreign_piece_word(folded: str) -> bool:
    """(fix-en186) Whether the folded word is a noun of a part, a section or an excerpt
    (:data:`note_words.PART_NOUNS`, :data:`note_words.SECTION_NOUNS`, :func:`_excerpt_word`)."""
    return (
        folded in note_words.PART_NOUNS
        or folded in note_words.SECTION_NOUNS
        or _excerpt_word(folded)
    )


def _foreign_piece_lead(line: str, code: frozenset[str]) -> bool:
    """(fix-en186, issue 20) Whether ``line`` is a short lead in another language naming ONE
    piece of the file, as "The changed part:" and "The HSV part:" are read in English
    (:func:`_part_lead`): "Der geänderte Teil:", "Der geänderte Auth-Teil:", "La partie
    modifiée :", "Il pezzo modificato:", "Изменённая часть:". Its words are a noun of a part
    (:func:`_foreign_piece_word`, alone or ending a compound: "Auth-Teil"), the words that
    open a lead and the small ones (:data:`note_words.LEAD_HEADS`), qualifiers of change or
    relevance (:data:`note_words.PIECE_QUALIFIERS`, :data:`note_words.TOUCHED`) and words of
    the block's own names (``code``): any other word (a file, the whole, a negation) and it
    is no such lead."""
    plain = _lead_marks_dropped(line).strip().rstrip(" \t:.!\uff1a")
    if not plain or len(plain) > _LEAD_REACH:
        return False
    tokens = _FOREIGN_WORD.findall(plain)
    if not tokens or len(tokens) > _FOREIGN_LEAD_MOST:
        return False
    names = _name_words(code)
    piece = foreign = False

    def qualifies(folded: str) -> bool:
        return folded in names or folded.startswith(
            (*note_words.PIECE_QUALIFIERS, *note_words.TOUCHED)
        )

    for token in tokens:
        if token.startswith("`") or token.endswith("()") or "." in token:
            if token.strip("`").removesuffix("()") not in code:
                return False
            continue
        folded = note_words.fold(token)
        if folded in note_words.TABLES["small"] or folded in note_words.LEAD_HEADS:
            continue
        foreign = foreign or folded not in note_words.ENGLISH
        head, _, last = folded.rpartition("-")
        if _foreign_piece_word(folded) or (
            head and _foreign_piece_word(last) and all(qualifies(w) for w in head.split("-"))
        ):
            piece = True
        elif not qualifies(folded):
            return False
    return piece and foreign


# (fix-prose37) Nouns that name what a whole file of a kind IS (a .yml file is a workflow, an
# .html file a page, a .sql file a schema), by the block's suffix: "Update the CI workflow as
# follows:" above a whole ci.yml names the file, not a part of it. Data, one row a kind.
_KIND_NOUNS: dict[str, frozenset[str]] = {
    "yml": frozenset({"workflow", "workflows", "pipeline", "compose", "manifest", "playbook"}),
    "html": frozenset({"homepage", "page", "template", "markup"}),
    "sql": frozenset({"schema", "migration"}),
    "css": frozenset({"stylesheet", "styles"}),
}
_KIND_NOUNS["yaml"] = _KIND_NOUNS["yml"]
_KIND_NOUNS["htm"] = _KIND_NOUNS["html"]
_KIND_NOUNS["scss"] = _KIND_NOUNS["css"]


_ALL_KIND_NOUNS = "|".join(sorted(set().union(*_KIND_NOUNS.values()), key=len, reverse=True))
# (fix-prose35) A file the sentence names: a path (in backquotes or bold, or a word with a
# suffix), or the file by its noun ("the file", "this module"); never the project or the app.
# (fix-prose39) also a file's own name in capitals ("the Dockerfile"), a bare dot-name
# (".env"), a file by its kind (:data:`_KIND_NOUNS`: "the workflow", weighed against the
# block's own kind by :func:`_about_another_file`), and a list of files ("`utils.py` and
# `app.py`", "`a.py`/`b.py`": a sentence about all of them).
_ONE_FILE = (
    r"(?:`[^`\n]{1,200}`|\*\*[^*\n]{1,200}\*\*|[\w./-]{0,200}\w\.[A-Za-z]\w{0,11}\b"
    r"|(?<![\w./-])\.[A-Za-z][\w-]{0,40}\b(?!\.\w)"
    r"|(?:the |this |that |your )?(?:file|module|script)"
    rf"|(?:the |this |that |your )(?:(?-i:[A-Z][a-z]*file)|{_ALL_KIND_NOUNS})\b)"
)
_FILE_NAMED = rf"(?:{_ONE_FILE}(?:[ \t]*(?:,|/|&|,?[ \t]+and|,?[ \t]+or)[ \t]*{_ONE_FILE}){{0,4}})"
# (fix-prose37) what is said of code kept as it was: "stays the same", "are unchanged", "does
# not change", "is identical".
_KEPT = (
    r"(?:(?:stays?|remains?|is|are|can stay|should stay|is left|are left|was left|were left)"
    r" (?:unchanged|untouched"
    r"|the same|identical|as (?:it was|they were|it is|they are|is|before))"
    r"|(?:does|do)(?: not|n't) change|(?:is|are)(?: not|n't) changed|(?:is|are) kept)\b"
)
# (a) the REST of the file is said to stay as it is: "Everything else in app.py stays the
# same.", "Nothing else in app.py changes.", "No other changes to app.py.", "The rest stays as
# it was." (the bare "rest": "the rest of the project" has "of" and is not read here).
_REST_OF_FILE = re.compile(
    rf"\b(?:everything|all) else (?:in|of) {_FILE_NAMED} (?:stays|remains|is (?:unchanged"
    r"|untouched|the same|as (?:it was|before|is)|kept|left))\b"
    rf"|\bnothing else (?:in|of|about) {_FILE_NAMED} (?:changes|changed|is changed|needs to"
    r" change|differs|is different)\b"
    rf"|\bno other (?:changes?|edits?|modifications?) (?:are )?(?:needed |required )?(?:to|in)"
    rf" {_FILE_NAMED}(?![\w-])"
    r"|\bthe rest (?:stays|remains|can stay|should stay|is|is left) (?:unchanged|untouched"
    r"|the same|as (?:it was|it is|is|before))\b"
    # (fix-prose37) the other code OF THAT FILE kept: "All other code in app.py stays the
    # same.", "The remaining code in app.py is unchanged.", "Other functions in app.py are
    # unchanged."; "Leave the rest of app.py alone.", "Keep the rest of app.py."; "The rest of
    # app.py does not change.", "(rest of app.py unchanged)", "Rest of file unchanged."; "the
    # rest is identical"; "This is the only change to app.py."
    r"|\b(?:(?:all )?(?:the )?other|(?:all )?(?:the )?remaining) (?:code|functions?|methods?"
    r"|classes|lines|parts?|definitions|imports|helpers|handlers|routes|views)"
    rf" (?:in|of) {_FILE_NAMED},? {_KEPT}"
    rf"|\b(?:leave|keep) (?:the )?(?:rest|remainder) of {_FILE_NAMED}"
    rf"|\b(?:the )?(?:rest|remainder) of {_FILE_NAMED},? (?:{_KEPT}|unchanged\b)"
    r"|\bthe rest (?:is|stays|remains) identical\b"
    # (fix-prose39) the other code said to stay, of no file named: "Other functions are
    # unchanged.", "No other function changes.", "Leave the rest alone."
    r"|\b(?:all )?(?:the )?other (?:code|functions?|methods?|classes|definitions|helpers"
    rf"|handlers|routes|views) {_KEPT}"
    r"|\bno other (?:code|functions?|methods?|classes|definitions|helpers|handlers|routes"
    r"|views) (?:changes|changed|is changed|are changed|needs? to change)\b"
    r"|\bleave the rest (?:alone|as (?:it is|is)|untouched|unchanged)\b"
    # (fix-prose84) the other code said not shown or kept, of a file or of code named, or
    # nothing else said changed: "(The other methods of `Store` are not shown.)", "(Other
    # parts of the module omitted.)", "Keep the other methods as they are.", "keep your
    # other methods", "nothing else was touched", "- nothing else changed"
    r"|\b(?:the )?(?:other|remaining) (?:code|functions?|methods?|classes|parts?|lines"
    r"|definitions|helpers|handlers|routes|views|sections?)(?: (?:of|in) [^.;:\n]{1,60}?)?"
    r",? (?:(?:are|is|were|was|have been|has been) )?(?:not shown|omitted|left out|elided"
    r"|not included|skipped)\b"
    r"|\bkeep (?:all )?(?:the |your )?(?:other|remaining|existing) (?:code|functions?|methods?"
    r"|classes|definitions|helpers|handlers|routes|views)\b"
    # (fix-prose86) "In this partial listing of `colorsys.py`, ...", "`rgb_to_hsv()` and the
    # others are omitted"
    r"|\bpartial (?:listing|excerpt|snippet|view|copy|version) of\b"
    r"|\bthe others (?:are|were|have been) (?:omitted|not shown|left out|elided|skipped)\b"
    r"|\b(?:this|that|it|here|these|those) (?:is|are) the only (?:changes?|edits?"
    rf"|modifications?|fix(?:es)?) (?:to|in|for|needed (?:in|to|for)) {_FILE_NAMED}",
    re.I,
)
# (fix-prose84) nothing else said changed: "nothing else was touched", "- nothing else
# changed"; (fix-prose86) read apart from :data:`_REST_OF_FILE`: it says part only when no
# prose around the block says the file is new or complete (:data:`_SAID_WHOLE`), since
# "`cli.py` is a new file; nothing else changed." speaks of the project, not of cli.py
_NOTHING_ELSE = re.compile(
    r"\bnothing else (?:was |is |has been |got |needs to be )?(?:changes|changed|touched"
    r"|modified|edited|differs)\b"
    # (fix-prose146) not of the project, the repository or the user's side: "Nothing else
    # changes in your project." speaks of the other files, not the block's
    r"(?![ \t]+(?:in|on|across)[ \t]+(?:your|the)[ \t]+"
    r"(?:project|repo|repository|codebase|side)\b)",
    re.I,
)
_SAID_WHOLE = re.compile(
    r"\b(?:(?:a|the)[ \t]+new[ \t]+file|new[ \t]+files?\b|(?:is|are)[ \t]+(?:all[ \t]+)?new"
    r"|(?:complete|whole|full|entire)[ \t]+(?:new[ \t]+)?(?:file|files|module|`)"
    r"|(?:is|are)[ \t]+complete|in[ \t]+full|from[ \t]+scratch|create[ \t]+a[ \t]+new)\b",
    re.I,
)


#: (fix-prose86) a line saying the file sent is complete ("..., but here is the whole
#: file.", "; it is the full file.", "both files are complete", "so I wrote all of it"): a
#: clause of it saying one part changed speaks of the change, not of the block
_FILE_SAID_WHOLE = re.compile(
    r"(?i)(?<!not )(?<!not the )(?<!not a )\b(?:the|a)[ \t]+(?:whole|full|complete|entire)"
    r"[ \t]+(?:file|module)\b|\b(?:both|all)[ \t]+(?:the[ \t]+)?files[ \t]+are[ \t]+complete\b"
    r"|\bwrote[ \t]+all[ \t]+of[ \t]+it\b|\b(?:shown|included)[ \t]+in[ \t]+full\b"
)


#: (fix-en186) the words of a clause naming the whole file only to say it is NOT sent: before
#: the whole-file words ("I won't paste the whole file", "Rather than the full file", "If you
#: need the whole file, ..."), or after them ("The whole file is too long", "The full file is
#: huge", "The whole file would be long"); a clause ends at a mark or at "so"/"but"
_NOT_SENT_BEFORE = re.compile(
    r"(?i)\b(?:not|no|never|won't|wont|cannot|rather|instead|if|unless|without|skip\w*"
    r"|omit\w*|avoid\w*|spare\w*)\b|n't\b"
)
_NOT_SENT_AFTER = re.compile(
    r"(?i)\b(?:not|never|too|long|longer|lengthy|huge|large|big|massive|would|won't)\b|n't\b"
)
_WHOLE_CLAUSE_END = re.compile(r"[,;:.!?()\u2013\u2014]|\b(?:so|but|and[ \t]+so)\b", re.I)


def _said_sent(line: str, rule: re.Pattern[str]) -> bool:
    """(fix-en186) Whether a match of ``rule`` (words of a whole file) stands in ``line`` in
    a clause that does not say that whole file is not sent (:data:`_NOT_SENT_BEFORE`,
    :data:`_NOT_SENT_AFTER`): "The whole file is too long, so here are only the HSV
    functions:" names the whole file as what is left out, the block is a part."""
    if rule.search(line) is None:
        return False
    start = 0
    for end in (*_WHOLE_CLAUSE_END.finditer(line), None):
        stop = end.start() if end is not None else len(line)
        clause = line[start:stop]
        start = end.end() if end is not None else stop
        first = rule.search(clause)
        if first is None:
            continue
        last = first
        for later in rule.finditer(clause, first.end()):
            last = later
        if not _NOT_SENT_BEFORE.search(clause, 0, first.start()) and not (
            _NOT_SENT_AFTER.search(clause, last.end())
        ):
            return True
    return False


def says_file_whole(line: str) -> bool:
    """(fix-prose86) Whether a line says the file sent is whole (:data:`_FILE_SAID_WHOLE`),
    and not that it is not ("not the whole file"; fix-en186: "The whole file is too long,
    so ...", :func:`_said_sent`)."""
    return _said_sent(line, _FILE_SAID_WHOLE)


def says_whole(line: str) -> bool:
    """(fix-prose86) Whether a line of prose says a file is new or complete (:data:`_SAID_WHOLE`):
    then "nothing else changed" near it is about the project (:data:`_NOTHING_ELSE`);
    (fix-en186) not where the clause says that whole file is not sent (:func:`_said_sent`)."""
    return _said_sent(line, _SAID_WHOLE)


# (a) "You only need to change this function." ("Just replace this one function.":
# fix-prose47), (b) "Replace the handler in app.py with:",
# "Replace your existing handler with this one:", "Modify the handler as follows:", (c) "The
# updated handler only:", "Showing just the updated handler:": the block is one NAMED PART of
# the file. The words naming the part are group "part", weighed by :func:`_names_a_part` (so
# "Replace the contents of app.py with:", "Update the README as follows:", "Here is just the
# updated app.py:" stay whole-file lead-ins).
_ONE_PART = re.compile(
    r"\b(?:only|just) (?:need to |needs to |have to |has to |must )?(?:change|modify|update|replace"
    r"|edit|touch|swap)(?: out)? (?:this|that|these|those|one|a single|the following)(?: one)?"
    r"(?P<part>(?: [\w.`*]+){1,2})"
    r"|\breplace (?:the|your|this|that)(?: (?:existing|old|current|original))?"
    r"(?P<part2>(?: [\w.`*]+){1,2}?)(?:\(\))?"
    rf" (?:(?:in|of|inside|within) {_FILE_NAMED} )?with"
    # (with the block: "with:", "with this one", "with the following"; never "Replace the key
    # in `app.py` with your own.", the user's own value)
    r"(?=[ \t]*(?::|\Z)|[ \t]+(?:this|these|the following|what follows|the (?:new|updated"
    r"|fixed|changed) (?:one|version|code)|the (?:code|block|one|version) below)\b)"
    r"|\b(?:modify|change|update|edit|adjust|tweak|amend) (?:the|your|this|that)"
    r"(?: (?:existing|old|current|original))?(?P<part3>(?: [\w.`*]+){1,2}?)(?:\(\))?"
    r" (?:as follows|like (?:this|so)|to (?:look like|read)(?: as follows)?)\b"
    r"|\b(?:the )?(?:updated|changed|modified|new|edited|revised|fixed|rewritten)"
    r"(?P<part4>(?: [\w.`*]+){1,2}?)(?:\(\))? only\b"
    r"|\b(?:just|merely|solely) the (?:changed|new|modified|relevant|updated|added|affected"
    r"|edited|revised|fixed|rewritten)(?P<part5>(?: [\w.`*]+){1,2}?)(?:\(\))?(?=[\s:;,.!)]|\Z)",
    re.I,
)
# (fix-prose37) the block swapped for code named in backquotes, of the block's file or none:
# "Replace `f()` in app.py with:", "In app.py, replace `f` with:", "Change `f` in app.py to:"
# (the code weighed by :func:`_names_a_part`: "Replace `app.py` with:" is the whole file).
_WITH_BLOCK = (
    r"(?=[ \t]*(?::|\Z)|[ \t]+(?:this|these|the following|what follows"
    # (fix-prose84) the block said where it stands: "with the code above"
    r"|the (?:code|block|one|version|function|method) (?:above|below)|the above)\b)"
)
_CODE_SWAPPED = re.compile(
    r"\b(?:replace|change|update|rewrite|modify|swap)(?: the| your)?"
    r"(?: (?:old|existing|current|original))? (?P<part>`[^`\n]{1,100}`)"
    r"(?: (?:function|method|class|handler|definition))?"
    rf"(?: (?:in|of|inside|within) {_FILE_NAMED})? (?:with|to){_WITH_BLOCK}"
    rf"|\bin {_FILE_NAMED},? (?:replace|change|update|rewrite|modify|swap)(?: the| your)?"
    r" (?P<part2>`[^`\n]{1,100}`)(?: (?:function|method|class|handler|definition))?"
    rf" (?:with|to){_WITH_BLOCK}",
    re.I,
)
# Words that name the whole file, or what holds it, never one part of it.
_WHOLE_NOUNS = frozenset(
    {"file", "files", "module", "modules", "script", "scripts", "program", "project", "repo"}
    | {"repository", "app", "application", "code", "codebase", "source", "sources", "content"}
    | {"contents", "text", "everything", "whole", "entire", "full", "complete", "version"}
    | {"versions", "config", "configuration", "document", "page", "component", "package"}
    | {"implementation", "solution", "listing", "one", "thing", "all", "it", "them", "output"}
)


def _kind_nouns(path: str | None) -> frozenset[str]:
    name = (path or "").rsplit("/", 1)[-1]
    suffix = name.rsplit(".", 1)[-1].lower() if "." in name.lstrip(".") else ""
    return _KIND_NOUNS.get(suffix, frozenset())


# (fix-yaml55) Nouns that name one part of a file: a closed table, since after a kind noun
# any other word is an adverb ("the updated workflow now:") or a noun of the whole file ("the
# updated workflow definition:", "workflow yaml:"), never a part.
_PART_NOUNS = frozenset(
    {"job", "jobs", "step", "steps", "stage", "stages", "section", "sections", "service"}
    | {"services", "block", "blocks", "function", "functions", "method", "methods", "class"}
    | {"classes", "rule", "rules", "task", "tasks", "target", "targets", "trigger", "triggers"}
    | {"key", "keys", "entry", "entries", "part", "parts", "snippet", "excerpt", "fragment"}
    | {"portion", "bit", "bits", "hunk", "table", "tables", "column", "columns", "query"}
    | {"queries", "header", "footer", "selector", "selectors", "element", "elements", "form"}
    | {"matrix", "volume", "volumes", "network", "networks", "handler", "handlers", "route"}
    | {"routes", "play", "plays", "hook", "hooks", "index", "view", "views"}
)
# (fix-yaml55) A kind noun modifying the phrase's noun after it: "just the updated workflow
# job:", "the updated CI workflow job definition:", "the updated workflow's test job:" (a part
# when a word after the kind noun is one of :data:`_PART_NOUNS`).
_KIND_MODIFIES = re.compile(
    r"\b(?:just|merely|solely) the (?:changed|new|modified|relevant|updated|added|affected"
    r"|edited|revised|fixed|rewritten)(?: [\w-]+){0,2}? "
    rf"(?P<kind>{_ALL_KIND_NOUNS})(?:'s)?(?P<rest>(?:[ \t]+[A-Za-z][\w-]*){{1,2}})"
    r"(?=[ \t]*(?:[:;,.!)]|\Z))",
    re.I,
)


# (fix-yaml70) A lead that says the block is only what changed, whatever noun it names ("just
# the updated workflow env vars:", "only lint changed:"): read with the block's own shape (a
# part of its file kind, :func:`~..yaml_parts.part_of_kind`), never alone.
_ONLY_CHANGED = re.compile(
    # (fix-lead140) "just" after a subject or "have" is a time ("I just changed the tag:",
    # "I've just updated it:"), not "only"
    r"(?<!\bi )(?<!\bwe )(?<!\byou )(?<!\bthey )(?<!'ve )(?<!\u2019ve )(?<!\bhave )"
    r"(?<!\bhas )(?<!\bhad )"
    r"\b(?:just|merely|solely|only) (?:the |this |these )?(?:changed|new|modified|relevant"
    r"|updated|added|affected|edited|revised|fixed|rewritten|changes?)\b"
    # (fix-lead140) "just" as "only" before a determiner ("Just the image section needed
    # updating:"; "I just changed the tag" is a time, no "just the"), and "just this block"
    r"|\b(?:only\b|just (?:the|this|these)\b)[^.;:\n]{1,60}?\b(?:changed|changes"
    r"|(?:is|was|were|are) (?:changed|updated)|need(?:s|ed)? (?:updating|changing))\b"
    r"|\b(?:just|only) (?:this|these) (?:block|section|part|bit|snippet|piece|hunk|excerpt)s?\b",
    re.I,
)
# (fix-lead140) A lead naming as the only one changed or shown the one item (job, service) a
# CI file's block holds ("Only the test job changed:", "I only changed the test job:",
# "Here's just the test job:"): "only" before the name, a verb of change before it or after it,
# or the clause ending at the name; the item is then one of the file's (:func:`_only_its_item`).
_ONLY_ITEM = re.compile(
    r"\b(?:only|just|merely|solely)[ \t]+(?P<verb>(?:changed|touched|updated|modified|edited"
    r"|fixed|need(?:ed)? to change)[ \t]+)?(?:the[ \t]+)?(?P<name>[\w:-]+)"
    r"(?:[ \t]+(?:job|service))?(?P<rest>[ \t]+(?:changed|needs? changes|needed changes"
    r"|need(?:s|ed)? (?:updating|changing)|(?:is|was|has been) (?:changed|updated|modified))\b"
    r"|[ \t]*(?=[:.;,!)]|\Z))",
    re.I,
)
# (fix-yaml70) Items of the file named as kept: "the test and deploy jobs stay as they are"
# (names the block's keys must hold, or the block is a part that leaves them out).
_ITEM_NOUNS = r"(?:jobs?|services?|steps?|stages?|targets?|tasks?|containers?)"
_NAME_LIST = (
    r"[\w-]+(?:(?:[ \t]*,[ \t]*(?:(?:and|et|und|y|e)[ \t]+)?|[ \t]+(?:and|et|und|y|e)[ \t]+)"
    r"[\w-]+){0,5}"
)
_HAVE_NOT_CHANGED = r"(?:have|has)(?: not|n't) (?:changed|been (?:changed|touched|modified))\b"
# (fix-ci129) the other wordings of the same sentence: "I kept the test and deploy jobs as
# they were", "the test and deploy jobs haven't changed", "no changes to the test and deploy
# jobs", "test and deploy are unchanged" (names joined by "and", no kind noun: compared with
# the file's items only, see _keeps_names_not_in), "les jobs test et deploy restent inchangés"
# (fix-lead140) more wordings of the same sentence: "did not change", "are fine as they are",
# "Leave lint and deploy as they are.", "everything else (lint, deploy) is identical", "Lint
# and deploy: no changes.", "lint/deploy untouched" (names with no kind noun, two or more or in
# brackets after "everything else", read as "bare" names are)
_SAID_UNCHANGED = (
    rf"(?:{_KEPT}|{_HAVE_NOT_CHANGED}|did(?: not|n't|n\u2019t) change\b"
    r"|(?:is|are) fine as (?:it is|they are|is)\b)"
)
_LEFT_AS_IS = r"(?:as (?:they are|it is|is|they were|it was)|alone|untouched|unchanged)\b"
_KEPT_NAMES = re.compile(
    rf"\b(?P<names>{_NAME_LIST})[ \t]+{_ITEM_NOUNS}[ \t]+{_SAID_UNCHANGED}"
    rf"|\bleave (?:the )?(?P<leave>{_NAME_LIST})(?:[ \t]+{_ITEM_NOUNS})?[ \t]+{_LEFT_AS_IS}"
    rf"|\b(?:everything|all|anything) else[ \t]*\((?P<paren>{_NAME_LIST})\)[ \t]*,?[ \t]*"
    r"(?:is|are|stays?|remains?)[ \t]+(?:identical|unchanged|untouched|the same"
    r"|as (?:it was|before|is))\b"
    rf"|(?P<slash>\b[\w-]+(?:/[\w-]+){{1,4}})[ \t]+(?:(?:are|is|stay|remain)[ \t]+)?"
    r"(?:untouched|unchanged)\b"
    rf"|(?P<colon>\b[\w-]+(?:[ \t]*,[ \t]*[\w-]+){{0,4}}[ \t]+and[ \t]+[\w-]+)[ \t]*:[ \t]*"
    r"(?:no changes?|unchanged|untouched)\b"
    rf"|\bkept (?:the |my |your )?(?P<kept>{_NAME_LIST})[ \t]+{_ITEM_NOUNS}[ \t]+"
    r"(?:as (?:they were|it was|is|before)|unchanged|untouched|the same|intact)\b"
    rf"|\bno (?:other )?changes? (?:to|in) (?:the )?(?P<to>{_NAME_LIST})[ \t]+{_ITEM_NOUNS}\b"
    rf"|\b(?:les|the) (?:jobs?|services?|[ée]tapes?|t[âa]ches?) (?P<fr>{_NAME_LIST})[ \t]+"
    r"(?:restent|sont|demeurent|stay|remain|are) (?:inchang[ée]e?s?|intacts?|unchanged)\b"
    rf"|(?P<bare>\b[\w-]+(?:[ \t]*,[ \t]*[\w-]+){{0,4}}[ \t]+and[ \t]+[\w-]+)[ \t]+"
    rf"{_SAID_UNCHANGED}",
    re.I,
)
_NOT_NAMES = frozenset(
    {"the", "other", "all", "both", "remaining", "existing", "these", "those", "its", "your"}
    | {"my", "our", "their", "any", "some", "each", "every", "rest", "two", "three", "old"}
    | {"i", "we", "it", "they", "that", "this", "which", "everything", "else", "others"}
)
# (fix-ci129) A YAML file of a CI kind (:func:`~..yaml_parts.kept_keys`) names its jobs or
# services among its keys with ITEM_PREFIX ("item:lint"), and names said kept with a kind noun
# of jobs or services, or none, are compared with those only (a step named test or an
# environment key db is no job or service).


_KEPT_GROUPS = ("names", "leave", "paren", "slash", "colon", "kept", "to", "fr", "bare")
_BARE_GROUPS = frozenset(("bare", "paren", "slash", "colon"))


def _keeps_names_not_in(line: str, keys: frozenset[str]) -> bool:
    """(fix-yaml70) Whether the line names items kept as they are that ``keys`` (the block's
    keys and item names) do not hold: they are in the file, not in the block."""
    items = {key.removeprefix(ITEM_PREFIX) for key in keys if key.startswith(ITEM_PREFIX)}
    for found in _KEPT_NAMES.finditer(line):
        group = next(name for name in _KEPT_GROUPS if found[name])
        names = [
            name.lower()
            for name in re.split(
                r"[ \t]*,[ \t]*(?:(?:and|et|und|y|e)[ \t]+)?|[ \t]+(?:and|et|und|y|e)[ \t]+|/",
                found[group],
            )
        ]
        # (fix-lead140) "Leave lint and deploy as they are.": names with no kind noun, two
        # at least ("Leave the defaults alone." names no item)
        bare = group in _BARE_GROUPS or (group == "leave" and not _names_items(found[0]))
        if bare and (not items or (group == "leave" and len(names) < 2)):
            continue  # (names with no kind noun: only over a file whose items are known)
        if any(name in _NOT_NAMES or "." in name for name in names):
            continue
        if bare:
            # (fix-cifr135) no kind noun: a part only when no key or item of the file is one of
            # the names (steps, tools, keys said unchanged are the file's own)
            if not any(name in keys or name in items for name in names):
                return True
            continue
        held = items if items and _names_items(found[0]) else keys
        if any(name not in held for name in names):
            return True
    return False


# (fix-lead140) "Here is the whole workflow, only the test job changed:": the whole file named
# by its kind's noun (:data:`_KIND_NOUNS`), its config, its values or its YAML
_KIND_SAID_WHOLE = re.compile(
    r"(?<!not )(?<!not the )\b(?:the|a|my|your)[ \t]+(?:whole|full|complete|entire)[ \t]+"
    rf"(?:(?:updated|new|fixed)[ \t]+)?(?:[\w.-]+[ \t]+)?(?P<noun>{_ALL_KIND_NOUNS}"
    r"|config(?:uration)?|values|yaml|file)\b",
    re.I,
)
_KIND_WHOLE_NOUNS = frozenset({"config", "configuration", "values", "yaml", "file"})


def _kind_said_whole(line: str, path: str | None) -> bool:
    """(fix-lead140) Whether ``line`` names the whole file of the block's kind
    (:data:`_KIND_SAID_WHOLE`): a lead saying only one item changed then speaks of the change."""
    return any(
        found["noun"].lower() in _KIND_WHOLE_NOUNS or found["noun"].lower() in _kind_nouns(path)
        for found in _KIND_SAID_WHOLE.finditer(line)
    )


def _only_its_item(line: str, keys: frozenset[str]) -> list[re.Match[str]]:
    """(fix-lead140) The leads of ``line`` (:data:`_ONLY_ITEM`) naming as the only one changed
    or shown the one item (job, service) a CI file's block holds (``keys``' one name after
    :data:`ITEM_PREFIX`): the file has others, the block is a part."""
    items = [key.removeprefix(ITEM_PREFIX) for key in keys if key.startswith(ITEM_PREFIX)]
    if len(items) != 1:
        return []
    return [
        found
        for found in _ONLY_ITEM.finditer(line)
        if found["name"].lower() == items[0] and (found["verb"] or found["rest"] is not None)
    ]


def _names_items(phrase: str) -> bool:
    """(fix-ci129) Whether a kept phrase's kind noun is a job's or a service's (the items a CI
    file's :data:`ITEM_PREFIX` names are)."""
    return re.search(r"\b(?:jobs?|services?)\b", phrase, re.I) is not None


def _names_a_part_of(rest: str, path: str | None) -> bool:
    """(fix-yaml62) Whether the words after a kind noun (:data:`_KIND_MODIFIES`) name one part
    of the block's file: a word of :data:`_PART_NOUNS` that is no word of the block's own path
    ("the playbook tasks:" over ``roles/web/tasks/main.yml``, "the template header partial:"
    over ``templates/partials/header.html`` name the file), and not followed by "file" ("the
    playbook handlers file:")."""
    words = [word.lower() for word in rest.split()]
    if words[-1] in ("file", "files"):
        return False
    own = set(re.findall(r"[a-z0-9]+", (path or "").lower()))
    return any(
        word in _PART_NOUNS
        and word not in own
        and word + "s" not in own
        and not (word.endswith("s") and word[:-1] in own)
        for word in words
    )


def _names_a_part(words: str, path: str | None = None) -> bool:
    """Whether ``words`` (what a sentence says the block is) name one part of a file: no word
    names the whole file or what holds it (:data:`_WHOLE_NOUNS`, or for the block's kind of
    file :data:`_KIND_NOUNS` as the last word), no word is a path or a
    file's own name (``app.py``, ``Dockerfile``: a suffix or a folder, in backquotes or bold
    or not: `` `handler` `` is code, `` `app.py` `` a file), and the last word (the noun) is
    no name in capitals (``the README``; ``the `User` class`` names a class)."""
    parts = words.split()
    kind = _kind_nouns(path)
    for at, word in enumerate(parts):
        bare = word.strip(".,:;!?").strip("`*")
        if not bare or "." in bare or "/" in bare or (at == len(parts) - 1 and bare[0].isupper()):
            return False
        low = bare.lower()
        # (fix-prose39: a kind noun names the file only as the noun, the last word: "the
        # workflow job" is a job of the workflow)
        last = at == len(parts) - 1
        if low in _WHOLE_NOUNS or (low in kind and last) or low.endswith("file"):
            return False
    return bool(words.strip())


# (fix-prose37) The files a sentence names: a path in backquotes or bold, a word with a suffix,
# or a file's own name in capitals after "the" ("the README", "the Dockerfile"); (fix-prose39)
# a bare dot-name (".env") and a file by its kind ("the workflow", :data:`_KIND_NOUNS`).
_NAMED_FILE = re.compile(
    r"`([^`\n]{1,200})`|\*\*([^*\n]{1,200})\*\*|(?<![\w./-])([\w./-]{0,200}\w\.[A-Za-z]\w{0,11})\b"
    r"|\b(?:the|your|this) ([A-Z][A-Z0-9_]{2,}|[A-Z][a-z]*file)\b"
    r"|(?<![\w./-])(\.[A-Za-z][\w-]{0,40})\b(?!\.\w)"
    rf"|(?i:\b(?:the|your|this|that) ({_ALL_KIND_NOUNS}))\b"
)
_FILE_SLOT = re.compile(r"\b(?:in|into|to|of|inside|within|from|for)[ \t]+(?:your[ \t]+)?\Z", re.I)
_CLAUSE_END = re.compile(r"[.;!?](?:\s|\Z)|\n")
# (fix-prose39) the reading names the block's file by its noun: "the rest of the file"
_OWN_FILE_NOUN = re.compile(r"\b(?:the|this|that|your) (?:file|module|script)\b", re.I)
# (fix-prose39) what sets a later clause off the reading: "The rest stays the same, loading
# settings from `config.yaml`.", "Nothing else changes (same as for utils.py)."
_SET_OFF = re.compile(r"[,(\u2013\u2014]|\s-\s|:")


def _bare_path(path: str) -> str:
    """``path`` without a leading ``./`` or ``/`` and a trailing ``/`` (``.env`` kept)."""
    while path.startswith(("./", "/")):
        path = path[1:].lstrip("/") if path.startswith("/") else path[2:]
    return path.rstrip("/")


def _same_file(name: str, own: str) -> bool:
    """Whether ``name`` (a path as a sentence spells it) is the block's own path ``own``:
    backslashes as folder separators, case folded (:func:`~...format.paths.file_key`), and one
    path ending the other at a folder (``src/app.py`` or ``/home/me/proj/app.py`` beside the
    label ``app.py``; ``app.py`` beside the label ``src/app.py``)."""
    one, two = (_bare_path(file_key(spelt)) for spelt in (name, own))
    if not one or not two:
        return False
    return one == two or one.endswith("/" + two) or two.endswith("/" + one)


def _about_another_file(line: str, start: int, end: int, path: str | None) -> bool:
    """Whether the clause of the reading ``line[start:end]`` names a file and
    none is the block's own ``path`` (:func:`_same_file`): "No other changes to
    `requirements.txt`" beside app.py's block says nothing of app.py. A sentence naming no file
    ("the rest of the file") speaks of the block's, whatever other files a later part of the
    clause names. A file is named in the reading's own words or, outside them, where a file
    goes ("as in the README", "In `other.py`, replace"), never in a part of the clause set off
    after the reading ("..., loading settings from `config.yaml`"): never code with a dot
    elsewhere in the clause ("the `os.path` calls"), nor "e.g."; a file by its kind ("the
    workflow") is the block's when the block's file is of that kind."""
    if path is None:
        return False
    stop = _CLAUSE_END.search(line, max(end - 1, start))
    begin = max((m.end() for m in _CLAUSE_END.finditer(line, 0, start)), default=0)
    scope = line[begin : stop.end() if stop else len(line)]
    if _OWN_FILE_NOUN.search(line, start, end):
        return False
    kind = _kind_nouns(path)
    named = False
    for found in _NAMED_FILE.finditer(scope):
        raw = next(g for g in found.groups() if g is not None)
        name = raw.strip().strip("'\"*`").strip()
        inside = start - begin <= found.start() < end - begin
        if name.lower().rstrip(".") in _ABBREVIATIONS or not (
            inside or _FILE_SLOT.search(scope, 0, found.start())
        ):
            continue  # (outside the reading, only a name where a file goes: "as in the README")
        if (
            not inside
            and found.start() >= end - begin
            and _SET_OFF.search(scope, end - begin, found.start())
        ):
            continue  # (a later clause set off from the reading)
        if found.group(6) is not None:
            if name.lower() in kind:
                return False
            # (a kind noun of another kind names another file where a file goes: "Everything
            # else in the workflow stays" beside app.py; as the thing the reading acts on,
            # "Update the stylesheet like this:" above app.py, it names a part of the block's
            # file, as fix-prose37 reads it: not certainly another file)
            named = named or bool(_FILE_SLOT.search(scope, 0, found.start()))
            continue
        if found.group(4) is not None:
            if name.lower() == path.replace("\\", "/").rsplit("/", 1)[-1].split(".", 1)[0].lower():
                return False
            named = True
            continue
        if "/" not in name.replace("\\", "/") and "." not in name.lstrip("."):
            continue  # code or a command in backquotes (`handler`, `pytest`), no file
        if _same_file(name, path):
            return False
        named = True
    return named


# (fix-prose37) A place in a file's code: its imports, top or end, a definition or a named
# part of the code (`` `handler` ``, ``main()``, "the login function"); never a time ("before
# your first run", "after the next deploy").
_PLACE = (
    r"(?:(?:the|your|all(?: the)?|any) (?:(?:existing|other|current|first|last|very|own) )?"
    r"(?:imports?|top|end|bottom|beginning|start|head|header|code|definitions?|functions?"
    r"|methods?|class(?:es)?|lines?|blocks?|sections?|constants?|decorators?|routes?|handlers?"
    r"|helpers?|docstring|shebang|(?:[\w.]+|`[^`\n]{1,100}`)(?:\(\))? (?:function|method|class"
    r"|block|section|definition|import|line|loop|route|view|handler)s?)\b"
    r"|`[^`\n]{1,100}`|[A-Za-z_]\w*\(\))"
)
# (b) the block put INTO a place of a file: "Add these to app.py, after the imports:", "Tack
# this onto the end of app.py:", "Paste the following near the end of app.py:".
_INTO_PLACE = re.compile(
    r"\b(?:add|append|prepend|insert|paste|put|place|drop|tack|stick)"
    r" (?:this|these|that|those|it|them|the following)(?: \w+)?"
    rf" (?:to|into|in|onto) {_FILE_NAMED},? (?:right |just |directly )?(?:after|before|below"
    r"|above|under|beneath|near) (?:def|class|import|main)\b"
    # (fix-prose37) a place is a named part of the file, never a time ("before your first run")
    rf"|\b(?:add|append|prepend|insert|paste|put|place|drop|tack|stick)"
    r" (?:this|these|that|those|it|them|the following)(?: \w+)?"
    rf" (?:to|into|in|onto) {_FILE_NAMED},? (?:right |just |directly )?(?:after|before|below"
    rf"|above|under|beneath|near) {_PLACE}"
    r"|\b(?:add|append|prepend|insert|paste|put|place|drop|tack|stick)\b[^.;:\n]{0,60}?"
    r" (?:onto|near|towards?) the (?:very )?(?:bottom|top|end|beginning|start) of\b",
    re.I,
)


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _pieces(line: str) -> list[str]:
    """A line longer than :data:`MAX_LABEL` (a paragraph on one line) in pieces of at most
    that length, each read alone: its sentences, and a longer sentence in windows at word
    starts, half a window apart, the last one ending with the sentence (fix-prose37: "...
    and the rest of the file stays the same." at the end of a long paragraph)."""
    pieces: list[str] = []
    for sentence in _SENTENCE_END.split(line):
        if len(sentence) <= MAX_LABEL:
            pieces.append(sentence)
            continue
        step = MAX_LABEL // 2
        at = 0
        while at + MAX_LABEL < len(sentence):
            pieces.append(sentence[at : at + MAX_LABEL])
            nxt = sentence.find(" ", at + step)
            at = nxt + 1 if nxt != -1 else len(sentence)
        end = sentence.find(" ", len(sentence) - MAX_LABEL)
        pieces.append(sentence[end + 1 if end != -1 else len(sentence) - MAX_LABEL :])
    return pieces


# (fix-prose39) code a sentence names: `name`, `name()`, name(), "the name"
_CODE_NAMED = re.compile(
    r"`([A-Za-z_$][\w$]*)(?:\(\))?`|(?<![\w.`])([A-Za-z_$][\w$]*)\(\)|\b[Tt]he ([A-Za-z_$][\w$]*)\b"
)
_QUOTED = re.compile(r"`[^`\n]*`")
_CAPS_NAME = re.compile(r"\b[A-Z][A-Z0-9]{1,15}\b")
_ONLY_OR_CHANGE = re.compile(
    # (fix-prose84: after a heading's or a list item's mark too, "### Fix for `quote()`")
    r"\bonly\b|\A\s*(?:(?:#{1,6}|[-*+])[ \t]+|\*\*)?(?:update|modify|change|replace|rewrite"
    r"|edit|fix|adjust|swap)\b",
    re.I,
)


#: (fix-prose56) Words that describe a module by its public names ("`slugify()` is the only
#: public function:", "The only public name is `slugify()`; the rest is private:", "It exposes
#: `slugify()`:"): the sentence says what the whole file offers, it names no part of it.
_DESCRIBES_MODULE = re.compile(
    r"(?i)\bonly[ \t]+public\b|\bpublic[ \t]+(?:api|interface|names?|functions?)[ \t]+"
    r"(?:is|are)\b|\bexpos(?:es|ed|ing)\b|\bthe[ \t]+rest[ \t]+(?:is|are)[ \t]+private\b"
    # (fix-prose84) what the module defines: "In `utils.py` only `slugify()` is defined", "The
    # only function in `utils.py` is `slugify()`", "`slugify()` is the only function in"
    r"|\bonly\b[^.;:\n]{1,100}?[ \t](?:is|are)[ \t]+defined\b"
    r"|\bthe[ \t]+only[ \t]+(?:function|class|method|definition|name)s?[ \t]+(?:in|of)\b"
)


#: (fix-prose71) "Only `slugify()` changes", "only `g()` changed", "only `g` needs changing".
_ONLY_CHANGES = re.compile(
    r"(?i)\bonly[ \t]+(?:the[ \t]+)?`?[A-Za-z_$][\w$]*(?:\(\))?`?(?:[ \t]+function)?[ \t]+"
    r"(?:changes|changed|is[ \t]+changed|was[ \t]+changed|needs?[ \t]+(?:to[ \t]+)?chang\w*)\b"
)


#: (fix-lead154) one item of the file's code counted as the only one changed: "the only
#: function (in `a.py`) I changed", "the only method that changes"
#: (fix-en186: and "routine", "thing", "The only function I've altered/tweaked", "The only
#: function changed is X" with no subject)
_ONLY_KINDS = r"(?:function|method|class|helper|handler|def|routine|procedure|thing)"
_CHANGED_WORDS = (
    r"(?:changed|touched|modified|edited|fixed|updated|rewrote|rewritten|altered|tweaked"
    r"|adjusted|reworked)"
)
_ONLY_KIND_CHANGED = re.compile(
    rf"(?i)\bthe[ \t]+(?:only|one|single)[ \t]+{_ONLY_KINDS}\b"
    r"(?:[ \t]+" + _CHANGED_WORDS + r"[ \t]+(?:is|was)\b"
    r"|(?:[^.;:\n]|\.(?=\w)){0,80}?\b(?:(?:I|we)(?:'ve|[ \t]+(?:have|had|'ve))?[ \t]+"
    + _CHANGED_WORDS
    + r"|(?:that|which)[ \t]+(?:changes|changed|(?:is|was|has[ \t]+been)[ \t]+"
    + _CHANGED_WORDS
    + r"|need(?:s|ed)?[ \t]+(?:changing|to[ \t]+change|a[ \t]+fix|fixing)))\b)"
)


#: (fix-en175) a name of code said alone after "only/just" ("Only rgb_to_hsv and hsv_to_rgb:")
_ONLY_IDENTIFIER = re.compile(
    r"(?i)\b(?:only|just|merely)[ \t]+(?:the[ \t]+)?[A-Za-z$]*(?:_|[a-z][A-Z])[\w$]*"
)


def names_code(line: str) -> bool:
    """Whether ``line`` names code at all (:data:`_CODE_NAMED`): only then are a block's own
    definitions read for :func:`prose_says_partial`."""
    # (fix-lead154) or a group of code in capitals ("YIQ and HLS stay as they are."), weighed
    # against the block's names
    return (
        _CODE_NAMED.search(line) is not None
        or _CAPS_NAME.search(line) is not None
        or _ONLY_IDENTIFIER.search(line) is not None
    )


#: (fix-prose86) words that say the block is one piece of the file, not the module described
#: ("only `f()` is defined in this snippet", "the only function ... you need to replace",
#: "... that needed changing", "... with a bug; here it is fixed", "the rest of `a.py`
#: stays"): the module-description reading above yields to any of them
_PART_WORD = re.compile(
    r"(?i)\b(?:snippets?|excerpts?|below|replace[ds]?|replacing|need(?:s|ed)?|chang(?:e[sd]?|ing)"
    r"|fix(?:e[sd])?|bugs?|partial|omitted|left[ \t]+out|the[ \t]+rest[ \t]+of|the[ \t]+others)\b"
)

# (fix-prose84) a clause of a sentence (:func:`_names_the_block_s_code`) and its words saying
# the code it names is kept as it was ("`unslug()` and `SEP` are unchanged")
_KEPT_CLAUSE = re.compile(r"[;,:]|\((?!\))|[.!?](?:\s|\Z)")  # (fix-en186: not "f()")
_KEPT_SAID = re.compile(_KEPT, re.I)


def _kept_names(line: str) -> set[str]:
    """(fix-prose84) The names of code ``line`` says are kept as they were, each in a clause
    saying so (:data:`_KEPT_CLAUSE`, :data:`_KEPT_SAID`): "`unslug()` and `SEP` are unchanged"."""
    kept: set[str] = set()
    for clause in _KEPT_CLAUSE.split(line):
        said = _KEPT_SAID.search(clause)
        if said is None:
            continue
        kept.update(
            next(g for g in found.groups() if g)
            for found in _CODE_NAMED.finditer(clause)
            # (fix-en186) not a word of the saying itself: "stay the same"
            if not said.start() <= found.start() < said.end()
        )
    return kept


#: (lead30: hunt150-keptpart) Words that call a block a part, beside a sentence naming its code.
_PART_WORDS = (
    frozenset(
        [
            "excerpt",
            "excerpts",
            "snippet",
            "snippets",
            "extract",
            "extracts",
            "bits",
            "bit",
            "piece",
            "pieces",
            "portion",
            "partial",
            "part",
            "parts",
            "section",
            "sections",
            "truncated",
            "trimmed",
            "abridged",
            "fragment",
            "hunk",
        ]
    )
    | note_words.EXCERPT
    | note_words.PART_NOUNS
)
#: (lead30: hunt150-listedpart) The lists of a module's names: Python's ``__all__``, an ES
#: export list or default object, CommonJS ``module.exports``.
_LISTED_NAMES = re.compile(
    r"(?m)^(?:__all__[ \t]*+=[ \t]*+[\[(]([^\])]{0,4000})[\])]"
    r"|export[ \t]++(?:default[ \t]++)?\{([^}]{0,4000})\}"
    r"|module\.exports[ \t]*+=[ \t]*+\{([^}]{0,4000})\})"
)


def _lists_undefined(body: str, code: frozenset[str]) -> bool:
    """(lead30: hunt150-listedpart) Whether ``body`` lists, in ``__all__`` or an export list,
    a name that is not among ``code`` (the names it defines): the file holds more than it."""
    for found in _LISTED_NAMES.finditer(body):
        listed = next(group for group in found.groups() if group is not None)
        for item in listed.split(","):
            name = item.strip().strip("'\"").split(" as ")[0].split(":")[0].strip()
            if name and re.fullmatch(r"[A-Za-z_$][\w$]*", name) and name not in code:
                return True
    return False


def _all_named_some_kept(line: str, code: frozenset[str], body: str | None = None) -> bool:
    """(fix-en186) Whether ``line`` says some names of the block's code are kept as they were
    (:func:`_kept_names`), every one of them in the block, and names every public name the
    block defines ("Only `slugify()` changed; `unslug()` and `SEP` are unchanged." over a
    block holding the three): the block shows the unchanged code too, the whole file, so no
    clause of the line is read alone as a part lead (:func:`short_part_lead`). (lead30) Not
    when another clause of the line calls the block a part ("An excerpt — ...", "Partial
    listing; ...": hunt150-keptpart), nor when the block ``body`` lists a name it does not
    define (``__all__``, ``export { ... }``, ``module.exports = { ... }``: the file holds
    more than the block, hunt150-listedpart)."""
    kept = _kept_names(line)
    if not kept or not kept <= code:
        return False
    words = {word.lower() for word in re.findall(r"[^\W\d_]+", _QUOTED.sub(" ", line))}
    if not words.isdisjoint(_PART_WORDS):
        return False
    if body is not None and _lists_undefined(body, code):
        return False
    named = {next(g for g in found.groups() if g) for found in _CODE_NAMED.finditer(line)}
    return all(name.startswith("_") or name in named for name in code)


def _names_the_block_s_code(
    line: str, code: frozenset[str], path: str | None, body: str | None = None
) -> bool:
    """(fix-prose39) Whether ``line`` says the block IS the code it names: every name the
    block defines (``code``, read from the block itself; fix-prose47: every public one, a
    private ``_name`` left unnamed being the named code's helper) is named in the sentence ("Replace
    `main()` with:", "Update the handler in `app.py`:", "Only `handler()` changed."), no word
    names a whole file (:data:`_WHOLE_NOUNS`: "the code for `main()`", "the full script"), and
    a file is named only as the place the code goes, after "in"/"to"/"for"... ("the handler in
    `app.py`"; "Here's `app.py` with the new `handler()`:" names the file as the block)."""
    if not code:
        return False
    # (fix-prose84) names the sentence says are kept as they were, every one shown in the
    # block ("Only `slugify()` changed; `unslug()` and `SEP` are unchanged." under a block
    # holding all three): the block shows the unchanged code too, the whole file (fix-en186:
    # when the sentence names every public name of the block; one left unnamed under "the
    # only function I changed" is read below)
    if _all_named_some_kept(line, code, body):
        return False
    named = {next(g for g in found.groups() if g) for found in _CODE_NAMED.finditer(line)}
    # (fix-lead154) the sentence counts the file's code and says one named item of it is the
    # only one changed ("The only function in `colorsys.py` I changed is `yiq_to_rgb()`:",
    # "`yiq_to_rgb()` is the only function that changes:") over a block that holds another
    # public one it leaves unnamed (and not said kept, above): a part of a larger file
    # (the stdlib module has more converters) or the whole file; no rule tells, so a part.
    # (lead27: fix-lead162 read a block that declares its module's public names, ``__all__``,
    # and defines each as the whole module; hunt140-allcomplete showed such blocks cut before
    # the module's ``__main__`` tail or with a class cut short: no rule tells, so a part)
    if (code & named) and any(not name.startswith("_") for name in code - named):
        for found in _ONLY_KIND_CHANGED.finditer(line):
            if not _about_another_file(line, found.start(), found.end(), path):
                return True
    # (fix-prose47) a private name the sentence leaves unnamed is the named code's helper
    # ("Only `quote()` changes:" above quote() and the regex `_find_unsafe` it uses): still
    # the named part; a public one unnamed may be the rest of a whole file
    if not (code & named) or any(not name.startswith("_") for name in code - named):
        return False
    # (fix-prose71) an "it" after the named code is that code ("Only `quote()` changes, and
    # it now handles empty strings:", "(it is the only public function)"), no whole file
    first = _CODE_NAMED.search(line)
    after_name = first.end() if first is not None else len(line)
    blanked = _QUOTED.sub(lambda quoted: " " * len(quoted[0]), line)  # (same positions)
    for word in re.finditer(r"[A-Za-z]+", blanked):
        if word[0].lower() == "it" and word.start() >= after_name:
            continue
        if word[0].lower() in _WHOLE_NOUNS:
            return False
    if (
        _DESCRIBES_MODULE.search(_QUOTED.sub(" ", line))
        and not _ONLY_CHANGES.search(line)
        and not _PART_WORD.search(_QUOTED.sub(" ", line))
    ):
        # (fix-prose56: "`slugify()` is the only public function:": the module; fix-prose71:
        # not over a sentence saying one named function alone changes, "Only `slugify()`
        # changes; it now exposes `sep`:", "the rest is private": the rest is left out)
        return False
    placed = False
    only = _ONLY_CHANGES.search(line) is not None
    for found in _NAMED_FILE.finditer(line):
        raw = next(g for g in found.groups() if g is not None)
        if raw in code or raw.removesuffix("()") in code:
            continue
        if only and re.fullmatch(r"[a-z_$][\w$]*(?:\(\))?", raw):
            continue  # (fix-prose71: "Only `slugify()` changes; it now exposes `sep`:" code)
        if not _FILE_SLOT.search(line, 0, found.start()):
            return False
        if path is not None and not _same_file(raw.strip("'\"*` "), path):
            return False  # (the place is another file: "In `a.py`, `g()` is unchanged")
        placed = True
    # and the sentence says where the code goes (a file after "in"/"to"/"for"), or that it
    # alone changes ("Only `handler()` changes:"), or it opens with the change ("Update
    # `main()` as follows:"); never a plan or a list of what the code is ("- `main`: the
    # entry point", "I'll add a `User` model.")
    return placed or _ONLY_OR_CHANGE.search(line) is not None


# (fix-refusals39) After a block, a reading of one part that points on to a colon with words
# after it on the line ("You only need to change this line: `DEBUG = False`.", "Modify the
# `BASE` path as follows: set it to your data folder.") names what follows the colon, not the
# block above; one said of a later time ("In production you only need to change this one
# setting.") is an edit the user makes then. (A word list for the time: nothing in the
# sentence's shape tells "this setting" above from a later one but the condition.)
_POINTS_ON = re.compile(r"[^.;:\n]{0,60}:[ \t]+\S")
_LATER = re.compile(
    r"\b(?:in|for|on|into|to) (?:production|prod|deployment|staging)\b"
    r"|\bwhen (?:you )?(?:deploy|go live|ship)\b",
    re.I,
)


# (fix-hunt75-41) where a sentence ends ("... this function. Then deploy to production.") and
# where a later step opens inside one ("..., then push it to production."): a later time said
# past either is another step's, not the one-part reading's
_SENTENCE_END = re.compile(r"[.!?](?=[ \t]+\S)|;")
_PART_STOP = re.compile(r"[.!?](?=\s|\Z)")
_THEN = re.compile(r"(?:,[ \t]*|[ \t]+)(?:and[ \t]+)?then\b", re.I)


def _sentence_around(line: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the sentence of ``line`` holding ``line[start:end]``: from the end of the
    sentence before it to the end of its own or to a later step opening in it (:data:`_THEN`)."""
    first = 0
    for found in _SENTENCE_END.finditer(line, 0, start):
        first = found.end()
    last = len(line)
    for rule in (_SENTENCE_END, _THEN):
        later = rule.search(line, end)
        if later is not None:
            last = min(last, later.start())
    return first, last


# (fix-prose47) a colon's words saying what the named part now does ("this function: it now
# returns '' for an empty string", "this one function, which now does the following: ...")
# describe the block above: the colon points on to no other code
_NOW_DOES = re.compile(r"\b(?:it|which|that|this)(?:[ \t]+\w+)?[ \t]+now\b", re.I)


def _said_of_another_time(line: str, start: int, end: int) -> bool:
    first, last = _sentence_around(line, start, end)
    points = _POINTS_ON.match(line, end)
    if points is not None and _NOW_DOES.search(line, end, points.end() + 40):
        points = None
    return bool(points or _LATER.search(line, first, last))


def before_lead_in(line: str) -> str:
    """(fix-hunt75-41) The words of a line ending with a colon (a lead-in to what follows:
    "Then run the tests:") that come before its lead-in: the sentences before the last one
    ("The rest of the file stays the same. Then run the tests:"), or in a one-sentence line
    the words before a later step ("Keep the rest of the file as is, and then run:");
    ``""`` when the whole line is the lead-in. They still speak of the block above."""
    cut = 0
    for rule in (_SENTENCE_END, _THEN):
        for found in rule.finditer(line):
            if found.end() < len(line.rstrip()):
                cut = max(cut, found.start())
    # (fix-prose71) a last sentence saying, before its colon, what the code now does ("Just
    # replace this one function, which now handles empty strings:") speaks of the block
    # above: its words are read, the colon stripped (it points on to no other code)
    if _NOW_DOES.search(line, cut):
        return line.rstrip(" \t*").removesuffix(":").rstrip()
    return line[:cut].rstrip(" \t.!?;,")


# (fix-prose84) Where a line of prose splits into clauses that each may name one file: its
# sentences, a ";", a ", and"/", but" ("Only `quote()` changes in `shlex.py`; `app.py` is
# new.", "In `shlex.py` I only touched `quote()`, and here's the new `app.py`.").
_CLAUSE_SPLIT = re.compile(r"(?<=[.!?])[ \t]+|;|,[ \t]*(?:and|but)[ \t]+", re.I)


def clauses_by_file(
    text: str, spans: list[tuple[int, int]]
) -> dict[str, list[tuple[int, str, str]]]:
    """(fix-prose84) The clauses of the prose of ``text`` in ``spans`` (the answer's lines
    outside its blocks, each read to :data:`MAX_LABEL` ten times) that name exactly one file
    (:func:`_prose_paths`, every path they name the same file), by that file's name without
    folders, case folded, each with its line's offset and the path as spelt: a sentence
    anywhere in the answer saying a file's block is a part is tied to that block by the file
    it names, not by where it stands. One pass."""
    found: dict[str, list[tuple[int, str, str]]] = {}
    for start, clause in _prose_clauses(text, spans, lambda line: "." in line or "/" in line):
        paths = _prose_paths(clause)
        if not paths or any(not _same_file(other, paths[0]) for other in paths[1:]):
            continue
        key = _bare_path(file_key(paths[0])).rsplit("/", 1)[-1]
        found.setdefault(key, []).append((start, clause, paths[0]))
    return found


def _prose_clauses(
    text: str, spans: list[tuple[int, int]], wanted: Callable[[str], bool]
) -> Iterator[tuple[int, str]]:
    """The clauses (:data:`_CLAUSE_SPLIT`) of the lines of ``text`` in ``spans`` that
    ``wanted`` keeps, each line read to :data:`MAX_LABEL` ten times, each clause at most
    :data:`MAX_LABEL` long, with its line's offset (:func:`clauses_by_file`,
    :func:`clauses_naming_code`)."""
    for begin, end in spans:
        for line in re.finditer(r"[^\n]+", text[begin:end]):
            if not wanted(line.group()):
                continue
            read = line.group()[: 10 * MAX_LABEL]
            at = 0
            for cut in (*_CLAUSE_SPLIT.finditer(read), None):
                stop = cut.start() if cut is not None else len(read)
                clause = read[at:stop].strip()
                at = cut.end() if cut is not None else at
                if clause and len(clause) <= MAX_LABEL:
                    yield begin + line.start(), clause


#: (fix-lead154) code a clause names as code: in backquotes (`quote`, `quote()`) or called
#: (quote()); never "the quote"
_CODE_CALLED = re.compile(
    r"`([A-Za-z_$][\w$]{0,80})(?:\(\))?`|(?<![\w.`])([A-Za-z_$][\w$]{0,80})\(\)"
)
#: (fix-lead154) the block's file named by its noun as a place ("In the file above", "in this
#: module"): the code tied reading reads the clause without it (the file is the one defining
#: the code, not a whole file the sentence sends)
_FILE_PLACE = re.compile(
    r"(?i)\b(?:in|inside|within)[ \t]+(?:the|this|that)[ \t]+(?:(?:last|first|previous|same)"
    r"[ \t]+)?(?:file|module|script)(?:[ \t]+(?:above|below|before|after))?\b"
)


_RESTRICTS = re.compile(
    r"(?i)\b(?:only|just|merely|solely|nothing[ \t]+but|nothing[ \t]+else|rest|remaining"
    r"|others?|unchanged|untouched|alone)\b"
)


def _restricts(clause: str) -> bool:
    """(fix-lead154) Whether ``clause`` holds a word restricting what changed or saying the
    rest kept, in English or a language of the note table ("only", "nur", "seule", "只",
    "the rest", "der Rest", "其余"): only such a clause is tied to the file by its code (a
    summary's "- Fix `slugify()` for unicode" tells a change, not a part)."""
    if _RESTRICTS.search(clause):
        return True
    if not clause.isascii():
        cjk = note_words.cjk_kinds(clause)
        if cjk["only"] or cjk["others"]:
            return True
    return any(
        note_words.kind_of(word) in ("only", "others")
        for word in re.findall(note_words.WORD, clause)
    )


def clauses_naming_code(
    text: str, spans: list[tuple[int, int]]
) -> list[tuple[int, str, frozenset[str]]]:
    """(fix-lead154) The clauses of the prose of ``text`` in ``spans`` (split as
    :func:`clauses_by_file` splits them) that name code (:data:`_CODE_CALLED`) and no file's
    path, each with its line's offset, the clause (a file named by its noun as a place,
    :data:`_FILE_PLACE`, blanked) and the names: a sentence saying only `quote()` changes is
    tied to the file whose block defines quote(), not to the block standing next to it."""
    found: list[tuple[int, str, frozenset[str]]] = []
    for start, clause in _prose_clauses(text, spans, lambda line: "`" in line or "()" in line):
        if _prose_paths(clause):
            continue
        names = frozenset(a or b for a, b in _CODE_CALLED.findall(clause))
        if names and _restricts(clause):
            found.append((start, _FILE_PLACE.sub(" ", clause), names))
    return found


def clauses_naming(said: dict[str, list[tuple[int, str, str]]], path: str) -> list[tuple[int, str]]:
    """(fix-prose84) The clauses of :func:`clauses_by_file` that name the file ``path``
    (:func:`_same_file`: ``src/app.py`` beside the label ``app.py``), with their offsets."""
    key = _bare_path(file_key(path)).rsplit("/", 1)[-1]
    return [(at, clause) for at, clause, named in said.get(key, ()) if _same_file(named, path)]


# (fix-prose95) A file named in prose in the shapes :func:`clauses_by_file` misses: by its
# module name ("the `shlex` module", "the rest of shlex", "the App component file"), its
# dotted module (`src.utils.shlex`), in double quotes or with Windows separators, by its place
# ("the file above", "the second file", "the last file"), as the head of a bullet, a table
# row, a bold label or a heading over the words ("- `shlex.py`: only `quote()` changed",
# "### Notes on `shlex.py`"), or in a clause joined to another file's by a dash, a comma,
# "while", "whereas", "so", "and" or brackets. Tokens are looked up in a table of the
# answer's files (one pass over the prose, whatever the number of files).
_REF_TOKEN = re.compile(r"`([^`\n]{1,200})`|\"([^\"\n]{1,200})\"|([\w.\\/-]{1,200})")
_REF_DETERMINER = re.compile(r"(?:\b(?:the|this|that)[ \t]+)\Z", re.I)
_REF_PLACE_WORD = re.compile(r"\b(?:of|in|from|into|for|to)[ \t]+\Z", re.I)
_REF_NOUN = re.compile(
    r"[ \t]+(?:module|component|script|package|source|file)\b(?:[ \t]+file\b)?", re.I
)
# (fix-ties111) the place in other languages: an ordinal before the noun of a file or a block
# ("le dernier fichier", "im letzten Block", "el segundo archivo", "во втором файле",
# "第二个文件"), the article left in the prose; no English word is among them ("a second
# file" stays a new file)
_FOREIGN_PLACES = {
    word: index
    for index, words in (
        (
            0,
            "premier première erste ersten erster erstes primer primero primera primo prima"
            " primeiro primeira pierwszy pierwszym pierwsza pierwszej первый первом первая"
            " первой",
        ),
        (
            1,
            "deuxième zweite zweiten zweiter zweites segundo segunda secondo seconda drugi"
            " drugim druga drugiej второй втором вторая",
        ),
        (
            2,
            "troisième dritte dritten dritter drittes tercer tercero tercera terzo terza"
            " terceiro terceira trzeci trzecim trzecia trzeciej третий третьем третья третьей",
        ),
        (
            -1,
            "dernier dernière letzte letzten letzter letztes último última ultimo ultima"
            " ostatni ostatnim ostatnia ostatniej последний последнем последняя последней",
        ),
    )
    for word in words.split()
}
_FOREIGN_NOUNS = (
    r"fichier|bloc|datei|codeblock|block|listing|archivo|fichero|bloque|file|blocco|arquivo"
    r"|ficheiro|bloco|plik|pliku|blok|bloku|файл|файле|блок|блоке"
)
_REF_DEICTIC = re.compile(
    r"\b(?:the|this)[ \t]+(?:(?P<place>first|second|third|last|final|previous)[ \t]+"
    r"(?:file|block|listing)|(?:file|block|listing)[ \t]+(?P<dir>above|below))\b"
    rf"|\b(?P<foreign>{'|'.join(_FOREIGN_PLACES)})[ \t]+(?:{_FOREIGN_NOUNS})\b"
    r"|(?P<zh>第[一二三]个?|最后一?个?)(?:文件|代码块|代码)",
    re.I,
)
_MAX_SAME_NAME = 16
_PLACES = {"first": 0, "second": 1, "third": 2, "last": -1, "final": -1}
_ZH_PLACES = {"一": 0, "二": 1, "三": 2}
#: where a clause naming files splits into the pieces that each may say what one file is
_FINE_SPLIT = re.compile(
    r"[ \t]*[\u2014\u2013][ \t]*|[ \t]+-[ \t]+|[,:()|]|[ \t]+(?:and|while|whereas|so)[ \t]+",
    re.I,
)
_RELATIVE = re.compile(r"[ \t]*(?:where|of[ \t]+which|in[ \t]+which|whose)\b", re.I)
_FORMER = re.compile(r"[ \t]*the[ \t]+(former|latter)\b", re.I)
_CODE_SPAN = re.compile(r"`[^`\n]*`")


def _file_table(paths: Sequence[str]) -> dict[str, list[str]]:
    """(fix-prose95) The answer's files by the last part of how prose may spell them: the
    name with its suffix, and the name without it (a module name)."""
    table: dict[str, list[str]] = {}
    for path in paths:
        name = _bare_path(file_key(path)).rsplit("/", 1)[-1]
        for key in {name, name.split(".", 1)[0] if not name.startswith(".") else name}:
            if key and path not in table.setdefault(key, []):
                table[key].append(path)
    return table


def _token_files(
    token: str, line: str, start: int, end: int, table: dict[str, list[str]]
) -> tuple[list[str], int, int]:
    """(fix-prose95) The answer's files a token of prose names, and the stretch of the line
    that names them (a determiner and a noun around a module name: "the `shlex` module")."""
    spelt = token.strip().rstrip(".:").removeprefix("./").replace("\\", "/")
    if not spelt or " " in spelt:
        return [], start, end
    last = spelt.rsplit("/", 1)[-1].lower()
    if len(table.get(last, ())) > _MAX_SAME_NAME:
        return [], start, end  # (many files of one name: no file to tie a sentence to)
    found = [p for p in table.get(last, ()) if _same_file(spelt, p)]
    if found:
        return found, start, end
    noun = _REF_NOUN.match(line, end)
    if "/" not in spelt and "." in spelt.strip("."):
        # a dotted module: `src.utils.shlex`
        dotted = spelt.strip(".").replace(".", "/")
        stem = dotted.rsplit("/", 1)[-1].lower()
        found = [
            p
            for p in table.get(stem, ())
            if _same_file(dotted, _bare_path(file_key(p)).rsplit(".", 1)[0])
        ]
        if len(found) == 1:
            return found, start, noun.end() if noun else end
        return [], start, end
    if "/" in spelt or "(" in spelt or last not in table:
        return [], start, end
    # a module name alone: before a noun ("the `shlex` module"), or after "of", "in", "from"
    # ("the rest of shlex"); "the app" is a word, no file
    before = line[:start]
    determiner = _REF_DETERMINER.search(before)
    if noun is None and (determiner is not None or not _REF_PLACE_WORD.search(before)):
        return [], start, end
    found = [p for p in table[last] if "." in p.rsplit("/", 1)[-1].lstrip(".")]
    head = determiner.start() if determiner is not None and noun is not None else start
    return found, head, noun.end() if noun else end


def _references(
    line: str,
    table: dict[str, list[str]],
    places: Sequence[tuple[str, int]],
    ends: Sequence[int],
    at: int,
) -> tuple[str, list[tuple[int, int, list[str]]]]:
    """(fix-prose95) ``line`` with each file it names spelt as its path in backquotes, and
    where each named file now stands. ``places``: the files with the offset of their blocks'
    ends, in order, ``ends`` those offsets; ``at``: the line's offset ("the file above")."""
    found: list[tuple[int, int, list[str]]] = []
    for token in _REF_TOKEN.finditer(line):
        raw = next(g for g in token.groups() if g is not None)
        files, start, end = _token_files(raw, line, token.start(), token.end(), table)
        if files:
            found.append((start, end, files))
    for said in _REF_DEICTIC.finditer(line):
        # the blocks ended before the line: "the file above" is the last of them
        ended = bisect.bisect_right(ends, at)
        chosen: str | None = None
        if said.group("foreign") or said.group("zh"):
            word = said.group("foreign") or said.group("zh")
            index = _FOREIGN_PLACES.get(word.lower(), _ZH_PLACES.get(word[1:2], -1))
            chosen = places[index][0] if places and index < len(places) else None
        elif said.group("dir"):
            upward = said.group("dir").lower() == "above"
            index = ended - 1 if upward else ended
            chosen = places[index][0] if 0 <= index < len(places) else None
        elif said.group("place").lower() == "previous":
            chosen = places[ended - 1][0] if ended > 0 else None
        elif places:
            index = _PLACES[said.group("place").lower()]
            chosen = places[index][0] if index < len(places) else None
        if chosen is not None:
            found.append((said.start(), said.end(), [chosen]))
    found.sort()
    out: list[str] = []
    spans: list[tuple[int, int, list[str]]] = []
    last = 0
    for start, end, files in found:
        if start < last:
            continue
        out.append(line[last:start])
        spelt = f"`{files[0]}`" if len(files) == 1 else line[start:end]
        here = sum(len(piece) for piece in out)
        spans.append((here, here + len(spelt), files))
        out.append(spelt)
        last = end
    out.append(line[last:])
    return "".join(out), spans


def clauses_about(
    line: str, path: str, places: Sequence[tuple[str, int]], at: int
) -> list[str] | None:
    """(fix-ties111) The clauses of a sentence read beside ``path``'s block (above or below
    it, at offset ``at``) that are about that block, when the sentence names any of the
    answer's files (``places``: path and the offset of its block's end, in order) by path,
    module or place (:func:`_references`: "In the last file only `quote()` changes; the rest
    is unchanged."): a clause naming files is about them, a clause naming none about the file
    the clause before it in the sentence named, else about the block it stands beside. The
    clauses come with each file spelt as its path. ``None``: the sentence names no file (it
    is read whole, as the block's)."""
    table = _file_table([p for p, _ in places])
    if not table:
        return None
    line, named = _references(line[: 10 * MAX_LABEL], table, places, [e for _, e in places], at)
    if not named:
        return None
    mine: list[str] = []
    owners: set[str] | None = None
    for first, last in _cuts(line, _CLAUSE_SPLIT):
        inside = {p for a, _, fs in named if first <= a < last for p in fs}
        owners = inside or owners
        if owners is None or path in owners:
            mine.append(line[first:last])
    return mine


def _cuts(text: str, rule: re.Pattern[str]) -> list[tuple[int, int]]:
    """The stretches of ``text`` between the matches of ``rule``, code spans not cut."""
    blanked = _CODE_SPAN.sub(lambda span: "x" * len(span[0]), text)
    pieces, at = [], 0
    for cut in rule.finditer(blanked):
        pieces.append((at, cut.start()))
        at = cut.end()
    pieces.append((at, len(text)))
    return [(a, b) for a, b in pieces if text[a:b].strip()]


def clauses_by_reference(
    text: str, spans: list[tuple[int, int]], places: Sequence[tuple[str, int]]
) -> dict[str, list[tuple[int, str]]]:
    """(fix-prose95) The pieces of the answer's prose (``spans``) tied to each of its files
    (``places``: path and the offset of its block's end, in order), each with its line's
    offset, the file spelt there as its path in backquotes: by any spelling of the file
    (:func:`_references`), by a heading or a line ending with a colon naming one file over
    the lines under it, by a head naming one file before a colon, a dash or a table cell, and
    by a clause naming two files: a piece naming none is tied to the file a relative word
    points at ("where", "of which", "the former"), else (unless the clause says a file is new
    or complete) to every file the clause names: a part said of one of them refuses it."""
    table = _file_table([path for path, _ in places])
    ends = [end for _, end in places]
    found: dict[str, list[tuple[int, str]]] = {}
    if not table:
        return found

    def tie(path: str, at: int, piece: str) -> None:
        piece = piece.strip(" \t|*-")
        if piece and len(piece) <= MAX_LABEL:
            found.setdefault(path, []).append((at, piece))

    for begin, stop in spans:
        context: str | None = None  # a heading's file, to the next heading
        under: str | None = None  # a colon line's file, to the next blank line
        for match in re.finditer(r"[^\n]*\n?", text[begin:stop]):
            raw = match.group().rstrip("\n")
            at = begin + match.start()
            if not raw.strip():
                under = None
                continue
            line, named = _references(raw[: 10 * MAX_LABEL], table, places, ends, at)
            files = {p for _, _, fs in named for p in fs}
            one = next(iter(files)) if len(files) == 1 else None
            if _HEADING.match(line.lstrip()):
                context = one
            if not named:
                owner = under or context
                if owner is not None and not says_whole(line):
                    tie(owner, at, line)
                continue
            if line.rstrip(" \t*").endswith(":") and one is not None:
                under = one
            for first, last in _cuts(line, _CLAUSE_SPLIT):
                clause = line[first:last]
                inside = [(a - first, b - first, fs) for a, b, fs in named if first <= a < last]
                if not inside:
                    continue
                every = [p for _, _, fs in inside for p in fs]
                if len(set(every)) == 1:
                    tie(every[0], at, clause)
                whole = says_whole(clause)
                for a, b in _cuts(clause, _FINE_SPLIT):
                    piece = clause[a:b]
                    mine = [fs for x, _, fs in inside if a <= x < b]
                    if mine:
                        for path in {p for fs in mine for p in fs}:
                            tie(path, at, piece)
                        continue
                    former = _FORMER.match(piece)
                    if former is not None:
                        owners = [every[0] if former.group(1).lower() == "former" else every[-1]]
                    elif _RELATIVE.match(piece):
                        earlier = [fs for x, _, fs in inside if x < a]
                        owners = earlier[-1] if earlier else []
                    elif whole:
                        continue
                    else:
                        owners = every
                    for path in dict.fromkeys(owners):
                        tie(path, at, piece)
    return found


#: (fix-prose86) something other than the file's code left out for brevity: tests (other
#: files), docstrings, type hints, comments, error handling (the new file's design)
_OTHER_THING = (
    r"(?:the |all )?(?:unit |integration )?(?:tests?|docstrings?|type[ \t]+hints?"
    r"|type[ \t]+annotations?|comments|error[ \t]+handling|logging)\b"
)
_OTHER_LEFT_OUT = re.compile(
    rf"(?i)\b{_OTHER_THING}[^.;\n`]{{0,40}}?\b(?:omitted|left[ \t]+out|skipped|elided)"
    r"[ \t]+for[ \t]+brevity\b"
    # (also of names: "I omitted f and h's docstrings for brevity"; lead, round 19)
    r"|\b(?:omitted|skipped|elided)[ \t]+(?:[\w' \t]{1,30}?[ \t])?"
    rf"{_OTHER_THING}[^.;\n`]{{0,40}}?\bfor[ \t]+brevity\b"
)


# (fix-prose110) a note's shape, not its words: Markdown emphasis around words (no path, no
# code) is dropped, "Everything else is **exactly the same**.", and so is an intensifier
# before a state, "exactly the same", "completely unchanged": the sentence is read as written
# plain
_EMPHASIS = re.compile(r"(\*\*|__)([^*_`./\\\n]{1,80}?)\1")
_INTENSIFIER = re.compile(
    r"\b(?:exactly|completely|entirely|totally|fully|precisely|literally|100%)[ \t]+"
    r"(?=(?:the same|unchanged|untouched|identical|as (?:before|it was|they were))\b)",
    re.I,
)
# (fix-prose110) a telegraphic note, a whole sentence of a subject, a colon or a dash and a
# state: "Rest of file: unchanged.", "Rest: unchanged.", "Other functions: unchanged.",
# "Everything else: unchanged.", "Rest of file — unchanged.", "Rest of code: same as before."
_TELEGRAPHIC_STATE = (
    r"(?:unchanged|untouched|identical|(?:the )?same(?: as (?:before|above|it was))?"
    r"|as (?:before|it was|they were|is)|no changes?|not changed|kept(?: as is)?)"
)
_TELEGRAPHIC_SHAPE = (
    r"(?:\A|(?<=[.!?;])[ \t]+)[ \t(]*(?:{subject})"
    rf"[ \t]*(?::|[ \t]\u2014|\u2014|[ \t]\u2013|[ \t]-)[ \t]*{_TELEGRAPHIC_STATE}"
    r"[ \t)]*(?:[.!;]|\Z)"
)
_TELEGRAPHIC = re.compile(
    _TELEGRAPHIC_SHAPE.format(
        subject=rf"(?:the )?(?:rest|remainder)(?: of (?:(?:the )?code|{_FILE_NAMED}))?"
        r"|(?:all )?(?:the )?(?:other|remaining) (?:code|functions?|funcs|methods?|classes"
        r"|definitions|helpers|handlers|routes|views|parts?|lines)"
        # (fix-prose132) the others alone, as a table's row says it: "| others | unchanged |"
        r"|(?:all )?(?:the )?others"
    ),
    re.I,
)
# (as "nothing else changed", :data:`_NOTHING_ELSE`: "Everything else: unchanged." says part
# only when no prose around the block says a file is new or complete)
_TELEGRAPHIC_ELSE = re.compile(_TELEGRAPHIC_SHAPE.format(subject="everything else|all else"), re.I)


# (fix-prose132) Code the sentence says kept that is OTHER code than the block's: the other
# code named by its kind, agent nouns of code among them ("the other converters stay as they
# are", "I skipped the HSV functions"), everything below or above the code named ("and so is
# everything below it"), and a state carried over to another subject ("`rgb_to_yiq()` is
# unchanged, as are the HSV and HLS conversions", "..., and so are the other converters in
# `colorsys.py`"): the sentence says the file holds more than the block.
_CODE_PLURAL = (
    r"(?:functions|methods|classes|helpers|handlers|conversions|converters|parsers"
    r"|formatters|validators|wrappers|decorators|getters|setters|loaders|builders|serializers)"
)
_OTHER_CODE_KEPT = re.compile(
    rf"\b(?:all )?(?:the )?(?:other|remaining) {_CODE_PLURAL}"
    rf"(?: (?:in|of) {_FILE_NAMED})?,? {_KEPT}"
    rf"|\beverything (?:below|above|after|before) (?:it|this|that|them)\b,? {_KEPT}"
    r"|\bI (?:skipped|omitted|left out) (?:the |all the )?(?:[\w`()-]+ ){0,3}?"
    rf"{_CODE_PLURAL}\b",
    re.I,
)
_CARRIED = re.compile(
    r"\b(?:is|are|was|were|stays?|remains?) (?P<state>unchanged|untouched|the same|identical"
    r"|kept|as (?:it was|before|is))\b,?[ \t]+(?:and so (?:is|are|was|were)|as (?:is|are|was"
    r"|were))[ \t]+(?P<subject>(?:[^.;:!?\n]|[.](?=\w)){1,80})",
    re.I,
)
_CARRIED_OTHER = re.compile(
    rf"(?:all |the |every )*(?:(?:other|remaining) )?(?:[\w`()-]+ (?:and [\w`()-]+ )?)?"
    rf"{_CODE_PLURAL}\b|everything (?:else|below|above|after|before)\b|the others\b",
    re.I,
)


def _other_code_kept(line: str, path: str | None) -> bool:
    """(fix-prose132) Whether ``line`` says other code than the block's is kept
    (:data:`_OTHER_CODE_KEPT`, :data:`_CARRIED`), of no other file: the words of the reading
    name no path but the block's own (a word in capitals before the kind, "the HSV
    functions", qualifies the code, no file)."""
    found_at = [(m.start(), m.end()) for m in _OTHER_CODE_KEPT.finditer(line)]
    found_at += [
        (m.start("subject"), m.end())
        for m in _CARRIED.finditer(line)
        if _CARRIED_OTHER.match(m.group("subject"))
    ]
    return any(
        path is None
        or all(_same_file(name, path) for name in _PATH_IN_READING.findall(line[start:end]))
        for start, end in found_at
    )


_PATH_IN_READING = re.compile(r"(?<![\w`])`?([\w./-]*\w\.[A-Za-z]\w{0,11})\b(?!\()")


# (fix-lead154, issue 20) A lead saying the block holds only some of the file's code, read by
# CONCEPTS, not phrases: the OTHER code (other/remaining converters, the rest of the
# functions, everything before `rgb_to_hsv()`, what didn't change, code of a group named in
# capitals the block does not define, "the YIQ and HLS functions") said KEPT (left alone, not
# touched, the same as yours, as you had it, fine as-is, needing no change, "Other converters:
# no changes."), or said LEFT OUT (skipped, omitted, not repeated, "no need to repeat"); the
# block said to be ONLY what changed ("I've only included the parts that changed.", "Trimmed
# to the HSV functions:"), or only a group the block's names all belong to ("Just the HSV
# functions:", "Only the HSV pair needed fixing:" above rgb_to_hsv and hsv_to_rgb: the file
# has more). Never where the line says the file is sent whole (:func:`says_file_whole`).
_L154_NOUN = (
    rf"(?:{_CODE_PLURAL}|converters?|functions?|methods?|helpers?|handlers?|routes?|views?"
    r"|definitions|defs|parts|bits|pieces|sections|blocks|ones|pair|code|stuff)"
)
# a group of code named in capitals: "YIQ and HLS", "YIQ/HLS" (names in backquotes said kept
# are weighed against the whole answer's definitions by the names rule, not here)
_L154_NAME = r"(?-i:[A-Z][A-Z0-9]{1,15})"
# capitals that name what a program offers or speaks, never a group of its code: "The API and
# CLI are unchanged." keeps the file
_INTERFACE_CAPS = frozenset(
    [
        "API",
        "APIS",
        "CLI",
        "UI",
        "GUI",
        "UX",
        "REST",
        "HTTP",
        "HTTPS",
        "URL",
        "URLS",
        "URI",
        "JSON",
        "CSV",
        "TSV",
        "SQL",
        "HTML",
        "CSS",
        "XML",
        "YAML",
        "TOML",
        "DB",
        "SDK",
        "ABI",
        "ORM",
        "CI",
        "CD",
        "IO",
        "OS",
        "ENV",
        "SSH",
        "TLS",
        "SSL",
        "TCP",
        "UDP",
        "DNS",
        "README",
        "LICENSE",
    ]
)
_L154_GROUP = (
    rf"(?P<group>{_L154_NAME}(?:(?:[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+|[ \t]*/[ \t]*"
    rf"|[ \t]+&[ \t]+){_L154_NAME}){{0,5}})"
)
_L154_OTHERS = (
    r"(?:(?:all[ \t]+)?(?:the[ \t]+|your[ \t]+|my[ \t]+)?(?:other|remaining|unchanged|untouched)"
    rf"[ \t]+(?:[\w`()-]+[ \t]+)?{_L154_NOUN}\b"
    rf"|(?:the[ \t]+)?(?:rest|remainder)[ \t]+of[ \t]+the[ \t]+{_L154_NOUN}\b"
    r"|everything[ \t]+(?:before|after|below|above)(?:[ \t]+(?:it|this|that|them"
    r"|`[^`\n]{1,100}`|[A-Za-z_]\w{0,80}\(\)))?"
    r"|the[ \t]+others\b|(?:all[ \t]+)?(?:what|whatever|anything)[ \t]+(?:didn't|did[ \t]+not"
    r"|doesn't|does[ \t]+not|hasn't|has[ \t]+not|wasn't|was[ \t]+not)[ \t]+(?:change|changed"
    r"|need[ \t]+(?:changing|to[ \t]+change)|touched)\b"
    rf"|(?:the[ \t]+)?{_L154_NOUN}[ \t]+(?:that|which)[ \t]+(?:didn't|did[ \t]+not|don't|do"
    r"[ \t]+not|haven't|have[ \t]+not|weren't|were[ \t]+not)[ \t]+(?:change|changed|need"
    r"[ \t]+(?:changing|to[ \t]+change))\b"
    rf"|(?:the[ \t]+)?{_L154_GROUP}(?:[ \t]+{_L154_NOUN}\b)?)"
)
_L154_STATE = (
    rf"(?:{_KEPT}|(?:is|are|was|were)[ \t]+(?:exactly[ \t]+)?as[ \t]+you[ \t]+(?:had|have|wrote)"
    r"[ \t]+(?:it|them)\b|(?:is|are|stays?|remains?)[ \t]+fine(?:[ \t]+as[- \t]?(?:is|it is"
    r"|they are))?\b|(?:do|does|did)(?:[ \t]+not|n't|n\u2019t)[ \t]+need[ \t]+(?:any[ \t]+)?"
    r"(?:changes?|changing|to[ \t]+change|touching|updating|fixing|edits?)\b"
    r"|need(?:s|ed)?[ \t]+no[ \t]+(?:changes?|edits?|fix(?:es)?)\b"
    r"|(?:stays?|remains?|can[ \t]+stay)[ \t]+as[ \t]+(?:they[ \t]+are|it[ \t]+is|is"
    r"|they[ \t]+were|it[ \t]+was|before)\b"
    r"|(?:is|are)[ \t]+(?:not|n't)[ \t]+(?:shown|included|repeated)\b"
    r"|(?:are|is|were|was)[ \t]+(?:omitted|skipped|left[ \t]+out|elided)\b"
    r"|[ \t]*(?::|\u2014|\u2013|[ \t]-)[ \t]*(?:no[ \t]+changes?|unchanged|untouched|omitted"
    r"|not[ \t]+shown|(?:the[ \t]+)?same(?:[ \t]+as[ \t]+before)?|as[ \t]+before)\b"
    # (a telegraphic state ending the sentence: "Other conversions unchanged.")
    r"|(?:omitted|not[ \t]+shown|left[ \t]+out|unchanged|untouched)(?=[ \t]*(?:[.;!)\]]|\Z)))"
)
_L154_KEPT = re.compile(
    # the others with a state: "The YIQ/HLS converters don't need any changes."
    rf"(?P<a>{_L154_OTHERS})[ \t]*,?[ \t]*{_L154_STATE}"
    # a verb keeping or leaving out the others: "I left the other converters alone.", "I
    # didn't touch the remaining functions.", "I've skipped what didn't change.", "No need to
    # repeat the YIQ and HLS converters."
    r"|\b(?:left|leave|leaving|kept|keep|keeping)[ \t]+(?P<b>"
    + _L154_OTHERS.replace("?P<group>", "?P<group2>")
    + r")[ \t]+(?:alone|untouched|unchanged|intact|out|as[ \t]+(?:is|it[ \t]+is|they[ \t]+are"
    r"|they[ \t]+were|it[ \t]+was|before))\b"
    r"|\b(?:didn't|did[ \t]+not|don't|do[ \t]+not|won't|haven't|have[ \t]+not|never|no[ \t]+need"
    r"[ \t]+to|not[ \t]+going[ \t]+to)[ \t]+(?:touch|change|modify|edit|include|repeat|show"
    r"|paste|reproduce|copy|list|bother[ \t]+with|touched|changed|modified|edited|included"
    r"|repeated|shown|pasted|reproduced|copied|listed)[ \t]+(?P<c>"
    + _L154_OTHERS.replace("?P<group>", "?P<group3>")
    + r")"
    r"|\b(?:skipped|omitted|excluded|elided|left[ \t]+out)[ \t]+(?P<d>"
    + _L154_OTHERS.replace("?P<group>", "?P<group4>")
    + r")"
    # "The YIQ and HLS functions are the same as in your version, so I left them out."
    rf"|(?P<e>(?:the[ \t]+)?{_L154_GROUP.replace('?P<group>', '?P<group5>')}(?:[ \t]+"
    rf"{_L154_NOUN})?)\b[^.;:\n]{{0,80}}?\b(?:I|we)[ \t]+(?:left|kept)[ \t]+(?:them|those|it)"
    r"[ \t]+out\b"
    # "Same as before for YIQ and HLS."
    r"|\b(?:(?:the[ \t]+)?same[ \t]+as[ \t]+before|unchanged|no[ \t]+changes?)[ \t]+for[ \t]+"
    rf"(?P<f>(?:the[ \t]+)?{_L154_GROUP.replace('?P<group>', '?P<group6>')}(?:[ \t]+"
    rf"{_L154_NOUN})?)",
    re.I,
)
_L154_GROUPS = ("group", "group2", "group3", "group4", "group5", "group6")
# the block said to be only what changed, or trimmed to some of the code
_L154_ONLY_SHOWN = re.compile(
    r"\b(?:only|just)[ \t]+(?:included|including|include|show(?:n|ing|ed)?|pasted|pasting"
    r"|posted|posting|kept|keeping|listed|listing|given|giving|sent|sending|put)[ \t]+"
    rf"(?:you[ \t]+)?(?:the[ \t]+)?(?:[\w`()-]+[ \t]+)?{_L154_NOUN}[ \t]+(?:that|which|I)[ \t]+"
    r"(?:changed|change|were[ \t]+changed|are[ \t]+changed|differ|touched|fixed|edited"
    r"|modified|needed)\b"
    # (with a noun of code: "Cut to the chase:", "I stripped it down to the essentials:" say
    # no part)
    # (fix-lead162: "Abridged to the HSV converters:", "Shortened to the changed functions:")
    r"|\b(?:trimmed|cut|pared|abridged|shortened|narrowed|excerpted)"
    r"(?:[ \t]+(?:it|this|the[ \t]+(?:file|listing|module)))?"
    r"(?:[ \t]+down)?[ \t]+to[ \t]+(?:just[ \t]+|only[ \t]+)?the[ \t]+(?:[\w`()-]+[ \t]+){0,2}?"
    rf"{_L154_NOUN}\b",
    re.I,
)
# only a group of the code: "Just the HSV functions:", "Only the HSV pair needed fixing:";
# a part when every public name of the block is of the group (the block holds it alone)
_L154_ONLY_GROUP = re.compile(
    rf"\b(?:only|just|merely|solely)[ \t]+the[ \t]+{_L154_GROUP}[ \t]+{_L154_NOUN}\b"
    # (said changed or shown, never what they are: "Only the HSV functions are public:")
    r"(?P<rest>[ \t]*(?:[:.]|\Z)|[ \t]+(?:changed|changes|needed|need|needs|required"
    r"|(?:were|was|are|is)[ \t]+(?:changed|modified|updated|touched|fixed|shown|included))\b)",
    re.I,
)
_L154_WORD = re.compile(r"[A-Za-z][a-z0-9]*|[0-9]+")


# (fix-lead154) English paraphrases of "only `f()` changed", rewritten to it before the
# readings (one table: what each says is that the code named alone changed): "Nothing but
# `quote()` changed:", "All the changes are in `quote()`:", "The one change is in `quote()`",
# and a name bare where the sentence ends on it ("The only function I changed is quote:",
# "quote is the only function I changed:"), put in backquotes as code.
_CALLED = r"(?P<x>`[^`\n]{1,100}`|[A-Za-z_]\w{0,80}\(\))"
_ONLY_SAID: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            rf"\bthe[ \t]+(?:one|single|sole)[ \t]+(?=(?:{_ONLY_KINDS}|change|edit|fix"
            r"|modification)\b)",
            re.I,
        ),
        "the only ",
    ),
    # (fix-en186) "Just one function was modified, `dedent`:", "Only one function changed:
    # `dedent()`"
    (
        re.compile(
            rf"\b(?:just|only)[ \t]+(?:one|a[ \t]+single)[ \t]+{_ONLY_KINDS}[ \t]+(?:(?:was|is"
            rf"|has[ \t]+been|got)[ \t]+)?{_CHANGED_WORDS}[ \t]*[,:\u2013\u2014-]?[ \t]*"
            rf"{_CALLED}",
            re.I,
        ),
        r"the only function that was changed is \g<x>",
    ),
    (
        re.compile(rf"\bnothing[ \t]+(?:but|except|other[ \t]+than|besides)[ \t]+{_CALLED}", re.I),
        r"only \g<x>",
    ),
    (
        re.compile(
            r"\ball[ \t]+(?:of[ \t]+)?(?:the[ \t]+|my[ \t]+|our[ \t]+)?(?:changes|edits"
            r"|modifications|fixes)[ \t]+(?:are|were|went|live)[ \t]+(?:in|to|into|inside|within)"
            rf"[ \t]+{_CALLED}",
            re.I,
        ),
        r"only \g<x> changed",
    ),
    (
        re.compile(
            r"\bthe[ \t]+(?:only|one|single)[ \t]+(?:change|edit|fix|modification)[ \t]+"
            rf"(?:is|was)[ \t]+(?:in|to)[ \t]+{_CALLED}",
            re.I,
        ),
        r"only \g<x> changed",
    ),
    (
        re.compile(
            rf"(?i:\b(?P<head>the[ \t]+(?:only|one)[ \t]+{_ONLY_KINDS}\b"
            r"[^.;:\n`]{0,60}?[ \t](?:is|was)))[ \t]+(?P<name>[A-Za-z_]\w{0,80})"
            r"(?P<call>\(\))?(?=[ \t]*(?:[:.;,]|\Z))"
        ),
        r"\g<head> `\g<name>\g<call>`",
    ),
    (
        re.compile(
            r"\A(?P<name>[A-Za-z_]\w{0,80})(?P<call>\(\))?(?P<tail>[ \t]+(?i:is|was)[ \t]+"
            r"(?i:the)[ \t]+(?i:only|one)[ \t]+(?i:" + _ONLY_KINDS + r")\b)"
        ),
        r"`\g<name>\g<call>`\g<tail>",
    ),
)


#: (fix-en186) "I only edited `split()`:", "We've only tweaked `dedent()`": the same as "the
#: only function I changed is `split()`", read so only where the line does not say the file
#: is sent whole ("I only fixed `f()`; ... Here is the whole file:", hunt129)
_I_ONLY_CHANGED = re.compile(
    rf"\b(?:I|we)(?:'ve|[ \t]+(?:have|had))?[ \t]+only[ \t]+{_CHANGED_WORDS}[ \t]+(?:the[ \t]+)?"
    rf"{_CALLED}",
    re.I,
)


def _only_said_plainly(line: str, code: frozenset[str]) -> str:
    """(fix-lead154) ``line`` with the paraphrases of :data:`_ONLY_SAID` rewritten (a bare
    name put in backquotes only when the block defines it: ``code``)."""
    if not says_file_whole(line) and not says_whole(line):
        line = _I_ONLY_CHANGED.sub(r"the only function I changed is \g<x>", line)
    for rule, plain in _ONLY_SAID:
        if "name" not in rule.groupindex:
            line = rule.sub(plain, line)
            continue

        def quoted(found: re.Match[str], plain: str = plain) -> str:
            return found.expand(plain) if found["name"] in code else found[0]

        line = rule.sub(quoted, line)
    return line


def _group_names(group: str) -> frozenset[str]:
    """The names of a group in capitals (:data:`_L154_GROUP`)."""
    return frozenset(re.findall(r"[A-Z][A-Z0-9]+", group))


@functools.lru_cache(maxsize=64)
def _name_words(code: frozenset[str]) -> frozenset[str]:
    """The words of the block's names, in lower case (``rgb_to_hsv``: rgb, to, hsv); cached,
    since every line of prose or comment of one block asks for them."""
    return frozenset(word.lower() for name in code for word in _L154_WORD.findall(name))


@functools.lru_cache(maxsize=256)
def _all_of_group(group: frozenset[str], code: frozenset[str]) -> bool:
    """Whether every public name of the block has a word of ``group`` (in lower case): the
    block holds that group of the code alone."""
    public = [name for name in code if not name.startswith("_")]
    return bool(public) and all(
        group & {word.lower() for word in _L154_WORD.findall(name)} for name in public
    )


def _of_the_block(name: str, words: frozenset[str]) -> bool:
    """Whether a name in capitals of a group is a word of the block's own names, a file's
    name (``README``) or an interface's (``API``): no other code of the file."""
    return name.lower() in words or name in _BARE_NAMES or name in _INTERFACE_CAPS


def _others_left_out(line: str, path: str | None, code: frozenset[str]) -> bool:
    """(fix-lead154) Whether ``line`` says other code of the file is kept or left out, or that
    the block is only what changed or a group of it (the notes above)."""
    if says_file_whole(line):
        return False
    # (a group in capitals is code, never a file's name in capitals, "the README": lowered
    # where the file a reading names is looked for, at the same places)
    plain = _CAPS_NAME.sub(
        lambda caps: caps[0] if caps[0] in _BARE_NAMES else caps[0].lower(), line
    )
    for found in _L154_KEPT.finditer(line):
        group = next((found[name] for name in _L154_GROUPS if found[name]), None)
        if group is not None:
            # named code: other code only when the block defines none of it (needs its names)
            words = _name_words(code)
            if not code or all(_of_the_block(name, words) for name in _group_names(group)):
                continue
        if not _about_another_file(plain, found.start(), found.end(), path):
            return True
    for found in _L154_ONLY_SHOWN.finditer(line):
        if not _about_another_file(plain, found.start(), found.end(), path):
            return True
    for found in _L154_ONLY_GROUP.finditer(line):
        group = frozenset(name.lower() for name in _group_names(found["group"]))
        if _all_of_group(group, code) and not _about_another_file(
            plain, found.start(), found.end(), path
        ):
            return True
    return False


# (fix-lead162, issue 20) A SHORT lead whose one noun phrase names a part of the file, read by
# CONCEPT: a noun of a part (part, bit, piece, portion, section, snippet, excerpt, fragment,
# extract, chunk, hunk, diff; lines or changes said relevant or changed; code of a kind said
# "only": "HSV functions only:"), alone or with a qualifier, with "only/just/merely/simply"
# or without ("Only the HSV part:", "Here's the relevant excerpt:", "The HSV bit:",
# "Snippet:", "Just the part that changed:", "Here is the HSV section only:"); "only what
# changed" ("Here's only what changed:"); a bare word of a partial listing ("Partial:",
# "Abridged:", "Truncated listing:"); the rest said unchanged with no verb ("Rest
# unchanged."). The whole line is the lead (a numbering, "Part 1:", "Section 2 - models",
# is none), and a qualifier is a word of change or relevance (:data:`_LEAD_PART_QUALIFIERS`)
# or a word of the block's own names ("HSV" over ``rgb_to_hsv``): "The backend part:", "The
# Python bit:" name a part of the project, a whole file.
_LEAD_PART_ADV = r"(?:only|just|merely|simply|solely|purely)"
_LEAD_PART_NOUN = (
    r"(?:parts?|bits?|pieces?|portions?|sections?|snippets?|excerpts?|fragments?|extracts?"
    r"|chunks?|hunks?|diffs?|lines?)"
)
_LEAD_PART_CODE = (
    rf"(?:{_CODE_PLURAL}|function|method|class|helper|handler|converter|definitions|defs"
    r"|changes|edits|modifications|changed[ \t]+code|relevant[ \t]+code)"
)
_LEAD_PART_HEAD = (
    r"(?:(?:here(?:'s|\u2019s|[ \t]+is|[ \t]+are)|below[ \t]+(?:is|are)|this[ \t]+is"
    # (fix-en175) a note right after the block: "That's only the HSV part.", "The above is an
    # excerpt."
    r"|that(?:'s|\u2019s|[ \t]+is|[ \t]+was)|(?:the[ \t]+)?above[ \t]+(?:is|was)"
    r"|(?:only|just)[ \t]+showing"
    r"|these[ \t]+are|showing|i'm[ \t]+showing|i[ \t]+am[ \t]+showing|i'll[ \t]+show"
    r"|i[ \t]+will[ \t]+show)[ \t]+)?"
)
_LEAD_PART_TAIL = (
    r"(?:[ \t]+(?:of|from|in)[ \t]+(?:the[ \t]+|your[ \t]+|this[ \t]+)?(?:file|module|script"
    r"|code|it|`[^`\n]{1,200}`|[\w./-]{0,200}\w\.[A-Za-z]\w{0,11}))?"
    rf"(?:[ \t]+{_LEAD_PART_ADV})?"
    r"(?:[ \t]+(?:that|which|i|we)?[ \t]*(?:have[ \t]+|'ve[ \t]+)?(?:shown|included|listed"
    r"|changed|changes|change"
    r"|differs?|touched|edited|modified|fixed|updated|revised|rewritten|reworked"
    r"|(?:(?:is|are|was|were)(?:[ \t]+now)?|(?:has|have)[ \t]+been|got)[ \t]+(?:changed"
    r"|different|new|modified|updated|relevant|shown|included|listed|edited|touched|fixed"
    r"|revised|rewritten|reworked)"
    r"|need(?:s|ed)?[ \t]+(?:changing|to[ \t]+change)"
    r"|matters?))?"
    # (fix-en175) what the part is for: "Snippet below:", "The part in question:", "The part
    # you need:", "The part I'm changing:", "Lines to replace:", "the snippet with the fix:"
    # (fix-labels187: "Snippet follows:", "The relevant excerpt is below:")
    r"(?:[ \t]+(?:below|above|here|in[ \t]+question|follows?|comes[ \t]+next|(?:is|are)[ \t]+"
    r"(?:below|above|here|next)|with[ \t]+the[ \t]+(?:fix|fixes|change"
    r"|changes|edit|edits|update)|(?:that[ \t]+|which[ \t]+)?(?:you|i|we)(?:'m|'re|'ll"
    r"|[ \t]+am|[ \t]+are|[ \t]+will)?[ \t]+(?:need|want|changing|changed|editing|replacing"
    r"|touching|fixing|fixed|mean)|to[ \t]+(?:be[ \t]+)?(?:replace|replaced|change|changed"
    r"|edit|edited|update|updated|swap|fix|paste|pasted)))?"
)
# (fix-labels187) the other heads of a short part lead: "It's only the HSV part:", "What
# follows is only the HSV part:", "Following is ...", "Here goes the HSV part:"; a speaker
# sending it ("I'm only showing ...", "I'll paste only ...", "I'm just pasting ...", "I've
# only included ...", "Only including ...", "Pasting only ..."); everything else said left
# out ("I left out everything but the HSV part:")
_LEAD_SEND = (
    r"(?:show(?:s|n|ing)?|past(?:e|es|ed|ing)|includ(?:e|es|ed|ing)|post(?:s|ed|ing)?"
    r"|shar(?:e|es|ed|ing)|giv(?:e|es|en|ing)|list(?:s|ed|ing)?|provid(?:e|es|ed|ing)"
    r"|cop(?:y|ies|ied|ying)|send(?:s|ing)?|sent|print(?:s|ed|ing)?|quot(?:e|es|ed|ing))"
)
_LEAD_SPEAKER = (
    r"(?:(?:it(?:'s|\u2019s|[ \t]+is|[ \t]+was)|what[ \t]+follows[ \t]+(?:is|are)"
    r"|(?:the[ \t]+)?following[ \t]+(?:is|are)|next[ \t]+(?:is|are|up|comes)"
    r"|here[ \t]+(?:goes|go|comes|come)"
    r"|(?:(?:i|we)(?:'m|'re|'ll|'ve|[ \t]+am|[ \t]+are|[ \t]+will|[ \t]+have)?[ \t]+)?"
    rf"(?:(?:only|just|merely|simply)[ \t]+)?{_LEAD_SEND}"
    r"|(?:(?:i|we)(?:'ve|[ \t]+have)?[ \t]+)?(?:left|leave|leaving|cut|stripped|dropped"
    r"|removed|omitted)[ \t]+(?:out[ \t]+)?(?:everything|all|the[ \t]+rest)[ \t]+(?:but"
    r"|except|save|other[ \t]+than))[ \t]+)?"
)
_LEAD_PART_END = r"[ \t(]*[:.!]?[ \t)]*"
_LEAD_NAME = r"`?[A-Za-z_$][\w$]{0,80}(?:\(\))?`?"
_LEAD_NAMES = rf"{_LEAD_NAME}(?:(?:[ \t]*[,/&+][ \t]*|,?[ \t]+and[ \t]+){_LEAD_NAME}){{0,5}}"
_LEAD_PART = re.compile(
    r"(?i)[ \t]*(?:#{1,6}[ \t]+|[-*+][ \t]+)?(?P<head>" + _LEAD_SPEAKER + _LEAD_PART_HEAD + r")(?:"
    # a noun of a part, with its qualifiers: "Only the HSV part:", "Here's the relevant excerpt:"
    rf"(?P<adv>{_LEAD_PART_ADV}[ \t]+)?(?:(?:the|a|an|this|these|that|my)[ \t]+)?"
    rf"(?:{_LEAD_PART_ADV}[ \t]+)?(?P<qual>(?:[\w-]+[ \t]+){{0,3}}?)(?P<noun>{_LEAD_PART_NOUN})"
    + _LEAD_PART_TAIL
    # code of a kind said only: "HSV functions only:", "Only the changed code:"
    + rf"|(?P<adv2>{_LEAD_PART_ADV}[ \t]+)?(?:(?:the|a|these|my)[ \t]+)?"
    rf"(?P<qual2>(?:[\w-]+[ \t]+){{0,3}}?)(?P<code>{_LEAD_PART_CODE})"
    rf"(?P<only>[ \t]+{_LEAD_PART_ADV})?"
    + _LEAD_PART_TAIL
    # "only what changed"
    + rf"|{_LEAD_PART_ADV}[ \t]+what(?:'s|[ \t]+(?:has|have|was|were|is))?[ \t]+(?:i[ \t]+)?"
    r"(?:changed|changes|different|new|touched|edited|modified|needed[ \t]+(?:changing"
    r"|to[ \t]+change))"
    # a partial listing named bare: "Partial:", "Abridged listing:"
    r"|(?:an?[ \t]+|the[ \t]+)?(?:partial|abridged|truncated|excerpted"
    # (fix-en175) a trimmed version named bare: "Condensed:", "Cut-down version:"
    r"|(?P<shorter>condensed|trimmed|shortened|abbreviated|(?:cut|stripped|pared|trimmed"
    r"|slimmed)[ \t-]+down|short[ \t]+(?:version|listing|copy|view)))(?:[ \t]+(?:file|listing|code"
    # (fix-kinds188: hunt147-leadpart) "Partial update:", "Truncated for brevity:"
    r"|view|copy|version|source|module|script|updates?|edits?|changes?|rewrite))?"
    r"(?:[ \t]+for[ \t]+(?:brevity|space|length|readability|clarity))?"
    r"(?:[ \t]+(?:below|above|here))?"
    # the rest said unchanged with no verb: "Rest unchanged.", "(Remainder of the file as before)"
    r"|(?:the[ \t]+)?(?:rest|remainder)(?:[ \t]+of[ \t]+(?:the[ \t]+)?(?:file|code|module"
    r"|script))?[ \t]+(?:unchanged|untouched|as[ \t]+(?:before|is|it[ \t]+was)|omitted"
    r"|not[ \t]+shown|(?:the[ \t]+)?same(?:[ \t]+as[ \t]+before)?)"
    # (fix-en175) the block's own names said alone: "HSV only:", "Only rgb_to_hsv and
    # hsv_to_rgb:", "Just rgb_to_hsv/hsv_to_rgb:" (weighed by :func:`_part_lead`)
    rf"|(?:(?P<adv3>{_LEAD_PART_ADV})[ \t]+(?:the[ \t]+)?(?P<names>{_LEAD_NAMES})"
    rf"|(?P<names2>{_LEAD_NAMES})[ \t]+{_LEAD_PART_ADV})(?:[ \t]+(?:shown|included|listed"
    r"|here|below))?"
    r")" + _LEAD_PART_END
)
#: the qualifiers of a part that say which part by change or relevance ("the changed part")
_LEAD_PART_QUALIFIERS = frozenset(
    {"relevant", "changed", "modified", "updated", "new", "edited", "fixed", "affected"}
    | {"added", "revised", "rewritten", "corrected", "touched", "important", "key"}
    | {"pertinent", "needed", "necessary", "interesting", "same", "tweaked", "different"}
    | {"specific", "particular", "one", "two", "three", "few", "single"}
    # (fix-en175) a part said small or cut: "Here is a short excerpt:"
    | {"short", "small", "brief", "quick", "tiny", "little", "partial", "abridged", "trimmed"}
)


#: (fix-en175) the plain nouns of a piece, which in an answer sending a project name a piece
#: of it ("The auth part:", "The new piece:"), and the qualifiers that still say a part of a
#: file there ("The changed part:")
_PIECE_NOUNS = frozenset({"part", "bit", "piece", "section", "portion"})
#: (fix-en186) the nouns of a piece cut out of a file: any qualifier of one names a piece
_EXCERPT_NOUNS = frozenset({"snippet", "excerpt", "fragment", "extract", "hunk", "chunk"})
_CHANGE_QUALIFIERS = frozenset(
    {"relevant", "changed", "modified", "updated", "edited", "fixed", "affected", "revised"}
    | {"rewritten", "corrected", "touched", "pertinent", "needed", "necessary", "tweaked"}
    | {"different", "same", "specific", "particular", "one", "single"}
)


# (fix-labels187, issue 20) A STATEMENT of which part changed, its noun the subject of a verb
# of change ("Only the HSV part changed.", "Just the HSV bit is new.", "Only the HSV functions
# were changed", "Only the HSV converters needed changing") with no head ("Here's ...") and
# no relative word before the verb ("Just the part that changed:", "The part I changed:",
# "The lines to be changed:" name a part sent); read after the noun of :data:`_LEAD_PART`.
# A part said shown, included or relevant ("Only the HSV part is shown.") is no statement.
_STATES_CHANGE = re.compile(
    r"(?i)(?:[ \t]+(?:of|from|in)[ \t]+(?:(?:the|your|this)[ \t]+)?[\w`./-]{1,200})?"
    rf"(?:[ \t]+{_LEAD_PART_ADV})?[ \t]+(?:(?:has|have)[ \t]+been[ \t]+|(?:is|are|was|were)"
    r"(?:[ \t]+(?:now|actually|really))?[ \t]+|got[ \t]+)?(?:changed|changes?|differs?"
    r"|different|new|touched|edited|modified|fixed|updated|revised|rewritten|reworked"
    r"|need(?:s|ed)?[ \t]+(?:changing|changes|updating|fixing|to[ \t]+(?:change|be[ \t]+changed)))"
    r"(?![\w-])"
)


def _states_change(line: str, found: re.Match[str]) -> bool:
    """(fix-labels187) Whether the lead ``found`` (:data:`_LEAD_PART`) over ``line`` is a
    statement of which part changed (:data:`_STATES_CHANGE`), not a part sent."""
    if found["head"]:
        return False
    end = next((found.end(g) for g in ("only", "code", "noun") if found[g] is not None), -1)
    return end >= 0 and _STATES_CHANGE.match(line, end) is not None


def _part_lead(
    line: str,
    code: frozenset[str],
    path: str | None,
    *,
    project: bool = False,
    whole: bool = False,
) -> bool:
    """(fix-lead162) Whether the whole ``line`` is a short lead naming a part of the file
    (:data:`_LEAD_PART`): its qualifiers are words of change or relevance or of the block's
    own names (``code``), never a noun of the whole file or of its kind (``path``: "just the
    updated workflow definitions:"); code of a kind (functions) only with "only" or "just".
    ``whole``: (fix-labels187) the block holds the whole module (it declares its public
    names and binds each one): a statement of which part changed (:func:`_states_change`)
    or a version said shorter ("Here's a condensed version:": the module rewritten shorter)
    is then no part."""
    found = _LEAD_PART.fullmatch(line)
    if found is None:
        return False
    if whole and (found["shorter"] is not None or _states_change(line, found)):
        return False
    said = found["names"] or found["names2"]
    if said is not None:
        # (fix-en175) names said alone are the block's own, each a name it defines or a word
        # of its names ("HSV" over ``rgb_to_hsv``): never a word of the file or of its kind
        words = [w.strip("`()") for w in re.split(r"[ \t]*[,/&+][ \t]*|,?[ \t]+and[ \t]+", said)]
        if len(words) == 1 and re.fullmatch(_ONE_KIND, words[0], re.I):
            # (fix-kinds188) a kind said alone ("Just the test:", "Only the middleware:") is
            # weighed as one by :func:`short_kind_lead`, which knows a kind the file is
            return False
        names = _name_words(code)
        return all(word in code or word.lower() in names for word in words)
    qual, adv = found["qual"], found["adv"]
    if (
        project
        and found["noun"] is not None
        and adv is None
        and found["noun"].lower() in _PIECE_NOUNS
        and not line[found.end("noun") :].strip(" \t(:.!)")
        and not _CHANGE_QUALIFIERS & set((qual or "").lower().split())
        # a qualifier naming every public name of the block still names that part of a file
        # ("The HSV part:" over ``rgb_to_hsv`` and ``hsv_to_rgb``)
        and not (qual and _all_of_group(frozenset(qual.lower().split()), code))
    ):
        # (fix-en175) the answer sends a project (:func:`sends_project`): "The auth part:",
        # "The new piece:" name the next piece of it, a whole file
        return False
    if found["qual2"] is not None:
        if found["adv2"] is None and found["only"] is None:
            return False
        qual, adv = found["qual2"], found["adv2"] or found["only"]
    words = [word.lower() for word in (qual or "").split()]
    kind = _kind_nouns(path)
    if any(word in _WHOLE_NOUNS or word in kind or word.endswith("file") for word in words):
        return False
    noun = found["noun"]
    if found["qual2"] is None and noun is not None and noun.lower().rstrip("s") in _EXCERPT_NOUNS:
        # (fix-en186) a noun of an excerpt is a piece whatever words name it ("The utils
        # snippet:" over auth_utils.py: hunt144-ownstempath), not only words of change or of
        # the block's names
        return True
    names = _name_words(code)
    return all(
        word in _LEAD_PART_QUALIFIERS
        or word in names
        or (adv is not None and found["qual2"])
        # (fix-labels187) a name of the block whole ("Just the `rgb_to_hsv` part:")
        or any(word == name.lower() for name in code)
        for word in words
    )


# (fix-kinds176, issue 20) A SHORT lead naming ONE piece of the file by its KIND or its name,
# or saying the block is to be ADDED into a file that exists: the block is then a part of
# that file, never the whole of it. The kinds (:data:`_ONE_KIND`) are the sections of a
# component (its template, script, style, markup, JSX, default export, return block), a
# component, a route or endpoint, a test, a method's body or loop, and code named by what
# it does ("the tokenizer", "the parser"); with "only/just" before or after ("Only the
# template:", "Styles only:", "Just the <script setup>:", "The /login route only:", "Only the
# test I changed:"), with "the one" ("The one method:"), or a name of code alone ("Only
# read_token:", "Just test_split_quotes:", "read_token only:"). Also "The template (script
# unchanged):", "The class, cut down to read_token:", "Add this test to the file:",
# "Append to the test file:", "Insert after test_join:". A kind that names what the whole
# file is (:data:`_KIND_NOUNS`: "Only the template:" over index.html) or its own name ("Just
# the tokenizer:" over tokenizer.py) says no part. The whole line is the lead.
_ONE_KIND = (
    r"(?:templates?|scripts?|styles?|style[ \t]+sheet|markup|jsx|tsx|html[ \t]+part"
    r"|(?:default[ \t]+)?exports?|components?|routes?|endpoints?|views?|tests?|test[ \t]+cases?"
    r"|cases?|fixtures?|hooks?|loops?|body|bodies|blocks?|tags?|elements?|props|state"
    r"|callbacks?|listeners?|middleware|reducers?|constructors?|initiali[sz]er|getters?"
    r"|setters?|propert(?:y|ies)|methods?|functions?|class|classes|helpers?|handlers?"
    r"|tokeni[sz]ers?|lexers?|parsers?|scanners?|converters?|validators?|seriali[sz]ers?"
    r"|deseriali[sz]ers?|renderers?|formatters?|wrappers?|decorators?|iterators?|generators?"
    r"|controllers?|resolvers?|selectors?|loaders?|builders?|factory|header|footer|navbar"
    r"|sidebar|form|query|queries|mutations?|schema|types?|interfaces?|config[ \t]+object)"
)
#: a section's tag ("<script setup>", "<style scoped>")
_ONE_TAG = r"<(?:template|script|style)\b[^<>\n]{0,40}>"
#: a name of code: with an underscore or a call ("read_token", "read_token()"), or in
#: backquotes, never a file's (no dot)
_ONE_NAME = r"(?:`[A-Za-z_$][\w$]{0,80}(?:\(\))?`|[A-Za-z_$]\w*_\w*(?:\(\))?|[A-Za-z_$]\w*\(\))"
_ONE_QUAL = r"(?:(?:[\w/-]+|<[^<>\n]{1,40}>|`[^`\n]{1,80}`)[ \t]+){0,3}?"
_ONE_AFTER = r"(?:[ \t]+(?:block|section|part|tag|element|bit|portion))?"
_ONE_TAIL = (
    _LEAD_PART_TAIL + r"(?:[ \t]+(?:that[ \t]+)?(?:you|we|i)[ \t]+(?:need|want|care[ \t]+about"
    r"|touched|changed|edited|added|wrote))?"
)
_ONE_STATE = (
    r"(?:unchanged|untouched|as[ \t]+(?:before|is|it[ \t]+was)|omitted|not[ \t]+shown"
    r"|left[ \t]+out|(?:the[ \t]+)?same|not[ \t]+changed|elided)"
)
_ONE_ADD = r"(?:add|append|insert|paste|put|place|drop|stick|tack)"
_ONE_ADD_TO = r"(?:add|append|insert|stick|tack)"
_ONE_ADDED = (
    r"(?:(?:this|these|that|it|them|the[ \t]+following|a|an|the)(?:[ \t]+(?:new|following"
    rf"|extra|additional|one))*(?:[ \t]+{_ONE_KIND}|[ \t]+(?:code|snippet|lines?|bits?))?"
    rf"|(?:new[ \t]+)?{_ONE_KIND})"
)
_ONE_INTO = (
    r"(?:(?:the|your|this|that|its|our)[ \t]+)?(?:(?:existing|current|same|old)[ \t]+)?"
    r"(?:test[ \t]+)?(?:file|tests|test[ \t]+suite|suite|module|script|class|component|spec)"
)
_ONE_PLACE = (
    r"(?:the[ \t]+)?(?:(?:existing|other|first|last|current)[ \t]+)?(?:(?:imports?|docstring"
    rf"|shebang|constants)\b|(?:{_ONE_NAME}|[\w$]+)[ \t]+(?:{_ONE_KIND}|import|definition)\b"
    rf"|{_ONE_NAME})"
)
#: the sections of a component, and the files made of them
_ONE_SECTIONS = frozenset({"template", "templates", "script", "scripts", "style", "styles"})
_SECTION_FILES = frozenset({"vue", "svelte", "astro", "html", "htm"})
#: the stems a framework names every file by ("app/page.jsx"): no component's own name
_GENERIC_STEMS = frozenset({"page", "layout", "index", "route", "main", "app", "server"})
_ONE_WHOLE = frozenset(
    {"file", "files", "module", "whole", "entire", "full", "complete", "project", "app"}
    | {"application", "repo", "codebase", "everything", "updated", "final", "new"}
)
_ONE_KIND_LEAD = re.compile(
    r"(?i)[ \t]*(?:#{1,6}[ \t]+|[-*+][ \t]+)?" + _LEAD_PART_HEAD + r"(?:"
    # "Only the template:", "Just the <script setup>:", "Only the class body you need:"
    rf"{_LEAD_PART_ADV}[ \t]+(?:(?:the|this|that|my|its)[ \t]+)?(?P<q1>{_ONE_QUAL})"
    rf"(?P<k1>{_ONE_KIND}|{_ONE_TAG}){_ONE_AFTER}{_ONE_TAIL}"
    # "Styles only:", "The /login route only:", "Template section only:"
    rf"|(?:(?:the|this|that|my|its)[ \t]+)?(?P<q2>{_ONE_QUAL})(?P<k2>{_ONE_KIND}|{_ONE_TAG})"
    rf"{_ONE_AFTER}[ \t]+{_LEAD_PART_ADV}{_ONE_TAIL}"
    # "The one method:", "The single test I added:"
    rf"|the[ \t]+(?:one|single|sole|only)[ \t]+(?P<q3>{_ONE_QUAL})(?P<k3>{_ONE_KIND}){_ONE_AFTER}"
    + _ONE_TAIL
    # "Only read_token:", "Just test_split_quotes:", "read_token only:"
    + rf"|{_LEAD_PART_ADV}[ \t]+{_ONE_NAME}(?:[ \t]+{_ONE_KIND})?{_ONE_TAIL}"
    rf"|{_ONE_NAME}(?:[ \t]+{_ONE_KIND})?[ \t]+{_LEAD_PART_ADV}{_ONE_TAIL}"
    # "The template (script unchanged):"
    rf"|(?:the[ \t]+)?(?P<k4>{_ONE_KIND}|{_ONE_TAG}){_ONE_AFTER}[ \t]*\((?:the[ \t]+)?(?:rest"
    rf"|{_ONE_KIND}|{_ONE_TAG})(?:[ \t]*(?:,|and|&)[ \t]*(?:the[ \t]+)?(?:{_ONE_KIND}"
    rf"|{_ONE_TAG}))?{_ONE_AFTER}[ \t]+{_ONE_STATE}\)"
    # "The class, cut down to read_token:"
    r"|(?:the|this|that|your|my)[ \t]+(?:[\w-]+[ \t]+){0,2}?[\w-]+,?[ \t]+(?:cut|trimmed|stripped"
    r"|pared|narrowed|reduced|boiled|slimmed|shortened)(?:[ \t]+down)?[ \t]+to[ \t]+[^:\n]{1,80}?"
    # "Add this test to the file:", "Append to the test file:", "Add this test to <path>:"
    rf"|{_ONE_ADD_TO}(?:[ \t]+{_ONE_ADDED})?[ \t]+(?:to|into|in|onto)[ \t]+(?:{_ONE_INTO}"
    r"|(?P<into>`[^`\n]{1,200}`|[\w./-]{0,200}\w\.[A-Za-z]\w{0,11}))"
    # "Insert after test_join:", "Add this right below the imports:"
    rf"|{_ONE_ADD}(?:[ \t]+{_ONE_ADDED})?[ \t]+(?:(?:right|just|directly|immediately)[ \t]+)?"
    rf"(?:after|before|below|above|under|beneath|following)[ \t]+{_ONE_PLACE}"
    r")" + _LEAD_PART_END
)


def _one_kind_lead(
    line: str, path: str | None, body: str | None = None, *, said_whole: bool = False
) -> bool:
    """(fix-kinds176) Whether the whole ``line`` is a short lead naming one piece of the file
    by its kind or name, or the block to add into a file (:data:`_ONE_KIND_LEAD`); not where
    the kind is what the whole file is (:data:`_KIND_NOUNS`), its own name, or a plural of
    what its path names ("Only the tests:" over tests/test_x.py), nor where the file it is
    added to is another file. (fix-kinds188) Nor a statement of which piece changed ("Only
    the template changed:", :data:`_CHANGE_STATEMENT`) over a block that holds more than that
    piece (:func:`_holds_a_whole_head`) or with the file said whole (``said_whole``), nor a
    bare kind the path names ("Just the hook:" over src/hooks/useToggle.js, "Only the view:"
    over views.py, "Just the component:" over a .vue file: :func:`_kind_is_the_file`) over a
    block holding the file's head. ``body``: the block's text, when known."""
    if len(line) > MAX_LABEL:
        return False
    found = _ONE_KIND_LEAD.fullmatch(line)
    if found is None:
        return False
    into = found["into"]
    if into is not None:
        return path is not None and _same_file(into.strip("`"), path)
    if _CHANGE_STATEMENT.fullmatch(line) is not None and (
        said_whole or _holds_a_whole_head(body, path)
    ):
        return False
    kind = next((found[g] for g in ("k1", "k2", "k3", "k4") if found[g] is not None), None)
    if kind is None:
        return True
    word = " ".join(kind.lower().split())
    if _kind_is_the_file(found, word, path, body):
        return False
    name = (path or "").lower().rsplit("/", 1)[-1]
    stem = name.split(".", 1)[0]
    suffix = name.rsplit(".", 1)[-1] if "." in name else ""
    if word in _kind_nouns(path) or word == stem or word.rstrip("s") == stem:
        return False
    if word.endswith("s") and not word.endswith("ss") and word[:-1] in (path or "").lower():
        return False
    # a section of a component is one only in a file of sections ("Just the script:" over
    # deploy.sh names the file)
    if (word.startswith("<") or word in _ONE_SECTIONS) and suffix not in _SECTION_FILES:
        return False
    qual = next((found[g] for g in ("q1", "q2", "q3") if found[g] is not None), "") or ""
    words = [w.lower() for w in qual.split()]
    if words and all(w == stem for w in words) and stem not in _GENERIC_STEMS:
        return False  # (its own name: "Only the Home component:" over Home.jsx)
    return not any(w in _ONE_WHOLE or w.endswith("file") for w in words)


# (fix-kinds188, issue 20) A statement of which piece CHANGED, with its verb and no subject of
# its own ("Only the template changed:", "Just the default export changed.", "Only
# parse_args() changed:", "Only the template section differs:", "Only the parse_args method
# was updated."): over a block that holds more than that piece it names the change, and the
# block is the whole file; over the piece alone it reads two ways (refused). A relative
# clause ("Only the test I changed:", "Only the part that changed:") is no statement.
_CHANGE_STATEMENT = re.compile(
    r"(?i)[ \t]*(?:only|just|merely|solely)[ \t]+(?:the[ \t]+)?[^:;,.!?\n]{1,120}?"
    + "".join(rf"(?<![ \t]{w})" for w in ("i", "we", "you", "they", "that", "which", "who", "i've"))
    + r"[ \t]+(?:changed|changes|differs?|(?:is|are|was|were|has[ \t]+been|have[ \t]+been)"
    r"[ \t]+(?:changed|different|new|modified|updated|edited|touched|rewritten|fixed))"
    r"[ \t]*[:.!]?[ \t]*"
)
#: the first line of a file's head: an import (Python, JS/TS, Go, Java, Kotlin), a require, a
#: use or an include, a shebang, a JS directive ("use client")
_FILE_HEAD = re.compile(
    r"(?:import[ \t{*\w(\'\"]|from[ \t]+[\w.]+[ \t]+import\b|(?:const|let|var)[ \t]+[^=\n]{1,200}="
    r"[ \t]*require\(|require\(|package[ \t]+\w|use[ \t]+\w|#include\b|#!|['\"]use[ \t]+"
    r"(?:client|server|strict)['\"])"
)
_SECTION_TAG = re.compile(r"(?m)^<(template|script|style)\b")
#: how far into the block its head is looked for (comments and blank lines before it)
_HEAD_REACH_CHARS = 4096


def _holds_a_whole_head(body: str | None, path: str | None) -> bool:
    """(fix-kinds188) Whether the block ``body`` holds more than one piece of its file: it
    opens on the file's head (:data:`_FILE_HEAD`, past blank and comment lines), or, in a
    file of sections (:data:`_SECTION_FILES`), holds two kinds of section."""
    if not body:
        return False
    name = (path or "").lower().rsplit("/", 1)[-1]
    if (
        "." in name
        and name.rsplit(".", 1)[-1] in _SECTION_FILES
        and len({m.group(1) for m in _SECTION_TAG.finditer(body, 0, 256 * 1024)}) >= 2
    ):
        return True
    for raw in body[:_HEAD_REACH_CHARS].splitlines()[:40]:
        text = raw.strip()
        if not text or (
            text.startswith(("#", "//", "/*", "*")) and not text.startswith(("#!", "#include"))
        ):
            continue
        return _FILE_HEAD.match(text) is not None
    return False


_PATH_WORD = re.compile(r"[a-z]+")


def _kind_is_the_file(found: re.Match[str], word: str, path: str | None, body: str | None) -> bool:
    """(fix-kinds188) Whether the kind ``word`` a bare one-kind lead names (no qualifier, no
    words after it: "Just the hook:", "Only the view:") is what the whole file is: a word of
    its path names that kind (src/hooks/useToggle.js, views.py, tests/test_slug.py,
    vite.config.js), or a component over a file of sections (Card.vue), and the block holds
    the file's head (:func:`_holds_a_whole_head`): then the block is that file."""
    if path is None or not _holds_a_whole_head(body, path):
        return False
    group = next(g for g in ("k1", "k2", "k3", "k4") if found[g] is not None)
    qual = found[{"k1": "q1", "k2": "q2", "k3": "q3"}.get(group, "q1")] if group != "k4" else ""
    rest = found.string[found.end(group) :].lower().replace("only", " ").replace("just", " ")
    if (qual or "").strip() or rest.strip(" \t:.!()"):
        return False
    head = word.split()[0]
    head = head[:-1] if head.endswith("s") and not head.endswith("ss") else head
    lowered = path.lower()
    name = lowered.rsplit("/", 1)[-1]
    if head == "component" and "." in name and name.rsplit(".", 1)[-1] in _SECTION_FILES:
        return True
    words = {
        w[:-1] if w.endswith("s") and not w.endswith("ss") else w
        for w in _PATH_WORD.findall(lowered)
    }
    return head in words and head not in _ONE_SECTIONS


# (fix-en175, issue 20) a short lead as models mark it up: in a block quote, a list item
# (numbered too), italics, bold italics or inline code ("1. Only the HSV part:", "> Excerpt:",
# "*Only the HSV part:*", "`Excerpt:`"), set off by a dash ("Excerpt \u2014"), after an opening
# on its line ("Sure! Only the HSV part:", "Fixed. Snippet:", "Sure, here's an excerpt:",
# "Done \u2014 here's the relevant excerpt:") or with a qualifier set off ("Excerpt (HSV):",
# "An excerpt, HSV only:", "The HSV portion, abridged:"): the marks dropped once, the line is
# read piece by piece (cut at a sentence end, a comma, a dash or a parenthesis), each piece by
# :func:`_part_lead`; not where the line says the file is sent whole.
_LEAD_QUOTE = re.compile(r"[ \t]*(?:>[ \t]*)+")
_LEAD_MARK = re.compile(r"[ \t]*(?:#{1,6}|[-*+]|\d{1,3}[.)])[ \t]+")
_LEAD_WRAPPED = re.compile(r"[ \t]*(\*{1,3}|_{1,3}|`)([^*_`\n]{1,200})\1[ \t]*([:.!]?)[ \t]*")
_LEAD_CUT = re.compile(r"[.!?;,](?=[ \t]|\Z)|[()\[\]\u2013\u2014]|[ \t]-(?=[ \t]|\Z)")
_LEAD_OPENING = re.compile(
    # (fix-labels187) the label in emphasis ("_Note:_ excerpt only.", "**Note**: ..."), or a
    # step's number ("Step 2: only the HSV part:")
    r"(?i)(?:\*{1,2}|_{1,2})?(?:note|nb|n\.b\.|ps|p\.s\.|heads[ \t]+up|fyi|update|edit|sure|ok"
    r"|okay|done|fixed|step[ \t]*\d{1,3})(?:\*{1,2}|_{1,2})?[ \t]*[:.)\u2013\u2014-]"
    r"(?:\*{1,2}|_{1,2})?[ \t]+"
)
_LEAD_REACH = 200
# (fix-labels187, issue 20) the marks a lead is dressed in, read as a CLASS (Unicode
# categories, no list of marks): a run of symbols, punctuation, separators, format and
# combining characters before the words (a bullet "\u2022", "\u2023", an arrow "\u2192", an
# emoji "\U0001f447" with its variation selector, a keycap "2\ufe0f\u20e3") or after them
# ("\U0001f447", "\u2b07\ufe0f", "...", "\u2026", "->", "=>", "--", a full-width colon, a
# zero-width space): dropped, never the markup of the words (emphasis, code, brackets, an
# HTML tag, quotes), which :data:`_LEAD_WRAPPED` and :data:`_LEAD_INLINE` read; and the
# words' own inline markup ("Only the *HSV* part:", "Just the `rgb_to_hsv` part:", "Just
# the <b>HSV</b> part:") unwrapped.
_MARK_CATEGORIES = frozenset("SPZMC")
_MARKUP = frozenset("*_`()[]{}<\"'#")
_KEYCAP = re.compile("[0-9#*]\ufe0f?\u20e3")
_HTML_END = re.compile(r"</?[A-Za-z][^<>\n]{0,40}>[ \t]*\Z")
#: (lead30) A tag the words end with, then marks only ("Just the <script setup>:").
_TAG_BEFORE_MARKS = re.compile(r"(<[A-Za-z/][^<>\n]{0,40}>)[^<>\w\n]{0,40}\Z")
_LEAD_INLINE = re.compile(
    r"(?<![\w*])(\*{1,3})(?=\S)([^*\n]{1,80}?)(?<=\S)\1(?![\w*])"
    r"|(?<![\w_])(_{1,3})(?=\S)([^_\n]{1,80}?)(?<=\S)\3(?![\w_])"
    r"|`([^`\n]{1,80})`"
    r"|<(b|strong|em|i|u|code|tt|kbd|mark|var|samp)>([^<>\n]{1,80})</\6>",
    re.I,
)


def _is_mark(char: str) -> bool:
    """(fix-labels187) Whether ``char`` dresses a lead (:data:`_MARK_CATEGORIES`), not its
    words' markup (:data:`_MARKUP`)."""
    return char not in _MARKUP and unicodedata.category(char)[0] in _MARK_CATEGORIES


def _marks_trimmed(line: str) -> str:
    """(fix-labels187) ``line`` without a run of marks (:func:`_is_mark`) before its words
    (a run set off by a space, or a keycap or a symbol: an emoji) and after them (an HTML
    tag's end is markup)."""
    start = 0
    keycap = _KEYCAP.match(line)
    if keycap is not None:
        start = keycap.end()
    run = start
    while run < len(line) and (_is_mark(line[run]) or line[run].isspace()):
        run += 1
    if run < len(line) and (
        start
        or line[start:run] != line[start:run].rstrip()
        or any(unicodedata.category(char) == "So" for char in line[start:run])
    ):
        start = run
    end = len(line)
    # (lead30) never into a tag the words end with ("Just the <script setup>:"): its ">"
    tag = _TAG_BEFORE_MARKS.search(line, start)
    floor = tag.end(1) if tag is not None else start
    if _HTML_END.search(line) is None:
        while end > floor and (_is_mark(line[end - 1]) or line[end - 1].isspace()):
            end -= 1
    return line[start:end] if line[start:end].strip() else line


def _lead_marks_dropped(line: str) -> str:
    """(fix-en175) ``line`` without the marks a short lead is dressed in (:data:`_LEAD_QUOTE`,
    :data:`_LEAD_MARK`, a wrapping of the whole line: :data:`_LEAD_WRAPPED`; fix-labels187:
    any run of marks before or after its words, :func:`_marks_trimmed`, and its words' own
    inline markup, :data:`_LEAD_INLINE`), its curly apostrophes straight."""
    line = line.replace("\u2019", "'").replace("\u00a0", " ")
    quote = _LEAD_QUOTE.match(line)
    if quote is not None:
        line = line[quote.end() :]
    mark = _LEAD_MARK.match(line)
    if mark is not None:
        line = line[mark.end() :]
    line = _marks_trimmed(line)
    wrapped = _LEAD_WRAPPED.fullmatch(line)
    if wrapped is not None:
        line = wrapped.group(2) + wrapped.group(3)
    html = _HTML_WRAPPED.fullmatch(line.strip())
    if html is not None:
        line = html.group(2) + html.group(3)
    opening = _LEAD_OPENING.match(line)
    if opening is not None:
        line = line[opening.end() :]
    line = _LEAD_INLINE.sub(lambda found: found[2] or found[4] or found[5] or found[7], line)
    return _marks_trimmed(line)


def short_part_lead(
    line: str,
    code: frozenset[str],
    path: str | None,
    *,
    project: bool = False,
    whole: bool = False,
    body: str | None = None,
) -> bool:
    """(fix-en175) Whether ``line``, a short lead before (or a short note right after) a block,
    says the block is a part of the file (:func:`_part_lead`): the line as it stands, or
    its marks dropped (:func:`_lead_marks_dropped`), or any of its pieces (:data:`_LEAD_CUT`)
    when it does not say a file is sent whole. ``whole``: the block holds the whole module
    (:func:`_part_lead`)."""
    if _part_lead(line, code, path, project=project, whole=whole):
        return True
    if len(line) > _LEAD_REACH:
        return False
    plain = _lead_marks_dropped(line)
    if plain != line and _part_lead(plain, code, path, project=project, whole=whole):
        return True
    pieces = _LEAD_CUT.split(plain)
    if len(pieces) < 2 or says_whole(line) or says_file_whole(line):
        return False
    if _all_named_some_kept(line, code, body):
        return False
    return any(
        piece.strip() and _part_lead(piece, code, path, project=project, whole=whole)
        for piece in pieces
    )


#: (fix-kinds188) a bullet of no Markdown ("\u2022 Only the template:") and a wrapping of
#: the whole line in emphasis around a name with underscores ("*Only parse_args():*")
_KIND_BULLET = re.compile("[ \t]*[\u2022\u00b7\u25e6\u25aa\u2023\u2043][ \t]+")
_KIND_WRAPPED = re.compile(r"[ \t]*(\*{1,3}|_{1,3})([^*\n]{1,200}?)\1[ \t]*([:.!]?)[ \t]*")


def short_kind_lead(
    line: str, path: str | None, body: str | None = None, *, said_whole: bool = False
) -> bool:
    """(fix-kinds188) Whether ``line``, a short lead before (or a note right after) a block,
    names one piece of the file by its kind or name (:func:`_one_kind_lead`), read as
    :func:`short_part_lead` reads a part lead: the line as it stands, its marks dropped
    (:func:`_lead_marks_dropped`, a bullet of no Markdown, an emphasis around the whole
    line), or any of its pieces (:data:`_LEAD_CUT`: "Sure! Only the template:", "Only the
    template, as requested:", "Here is the fix, template only:") when it does not say a
    file is sent whole."""
    if _one_kind_lead(line, path, body, said_whole=said_whole):
        return True
    if len(line) > _LEAD_REACH:
        return False
    plain = _lead_marks_dropped(_KIND_BULLET.sub("", line, count=1))
    wrapped = _KIND_WRAPPED.fullmatch(plain)
    if wrapped is not None:
        plain = wrapped.group(2) + wrapped.group(3)
    if plain != line and _one_kind_lead(plain, path, body, said_whole=said_whole):
        return True
    if _CHANGE_STATEMENT.fullmatch(plain) is not None:
        return False  # (a statement cut at "()" is no lead: "Only parse_args() changed:")
    pieces = _LEAD_CUT.split(plain)
    if len(pieces) < 2 or says_whole(line) or says_file_whole(line):
        return False
    # a statement of change cut out of a longer line ("The full app.py (only `f` changed):",
    # "Here you go! Only rgb_to_hsv changed.") is a remark on the change, no lead
    return any(
        piece.strip()
        and _CHANGE_STATEMENT.fullmatch(piece) is None
        and _one_kind_lead(piece, path, body, said_whole=said_whole)
        for piece in pieces
    )


#: (fix-en175) an answer's opening saying it sends a project, whole: "Here is the project.",
#: "Here are the files:", "Here's the complete app:" (not an updated or fixed one)
_SENDS_PROJECT = re.compile(
    r"(?i)[ \t\r\n]{0,200}(?:(?:sure|ok|okay|certainly)[!,.]?[ \t]+)?(?:here(?:'s|\u2019s"
    r"|[ \t]+is|[ \t]+are)|below[ \t]+(?:is|are))[ \t]+(?:the|your|a|my)[ \t]+(?:(?:complete"
    r"|full|whole|entire|finished|new)[ \t]+)?(?:project|app|application|files|codebase"
    r"|package)\b(?![ \t]*(?:'s|\u2019s|with|where|in|of|for|that|which)\b)[ \t]*[.:!]?[ \t]*"
    r"(?:\n|\Z)"
)


def sends_project(text: str) -> bool:
    """(fix-en175) Whether the answer ``text`` opens with a line saying it sends a project
    (:data:`_SENDS_PROJECT`): its leads naming a plain piece ("The auth part:") then name
    pieces of that project (:func:`_part_lead`)."""
    return _SENDS_PROJECT.match(text) is not None


_TABLE_ROW = re.compile(r"[ \t]*\|([^|\n]{1,80})\|([^|\n]{1,80})\|[ \t]*")


def prose_says_partial(
    line: str,
    *,
    path: str | None = None,
    code: frozenset[str] = frozenset(),
    after: bool = False,
    part_shape: bool = False,
    keys: frozenset[str] | None = None,
    said_whole: bool = False,
    lead: bool = False,
    project: bool = False,
    body: str | None = None,
    whole: bool = False,
) -> bool:
    """Whether a line of prose right before a labelled block (or its label) or right after it
    says the block is only part of the file (:data:`_PROSE_PART`; the rest of the file said
    to stay as it is, :data:`_REST_OF_FILE`; the block put into a place of a file,
    :data:`_INTO_PLACE`; the block named as one part, :data:`_ONE_PART`): the file is then
    refused (``partial-file``); the label alone does not decide. Each reading only ever says
    "part": none makes a line read as the whole file. ``path``: the block's own file; a
    reading of the last three kinds that names only other files is about them, not it.
    ``code``: the names the block defines (:mod:`.definitions`), when the sentence names
    them all as what the block is (:func:`_names_the_block_s_code`). ``after``: the line is
    after the block (:data:`_POINTS_ON`, :data:`_LATER`). ``part_shape``: (fix-yaml70) the block is
    by its shape one inner part of its file kind; a lead saying it is only what changed
    (:data:`_ONLY_CHANGED`) then says part whatever noun it names. ``keys``: the block's keys
    and item names (a data file's); items the line names as kept that it does not hold
    (:data:`_KEPT_NAMES`) say part. ``said_whole``: (fix-prose86) the prose around the block
    says the file is new or complete: "nothing else changed" (:data:`_NOTHING_ELSE`) is then
    no part. ``lead``: (fix-lead162) the line is the lead right before the block (or its
    label): a short lead naming a part (:func:`_part_lead`) then says part. ``project``:
    (fix-en175) the answer opens saying it sends a project (:func:`sends_project`). ``body``:
    (fix-kinds188) the block's text, weighed by a lead naming one piece by its kind
    (:func:`short_kind_lead`). ``whole``: (fix-labels187) the block holds the whole module
    (:func:`_part_lead`)."""
    if len(line) > MAX_LABEL:
        return any(
            prose_says_partial(
                piece,
                path=path,
                code=code,
                after=after,
                part_shape=part_shape,
                keys=keys,
                said_whole=said_whole,
                lead=lead,
                project=project,
                body=body,
                whole=whole,
            )
            for piece in _pieces(line)
        )
    # (fix-prose86) what the sentence says left out for brevity is no code of the file
    # ("I've omitted the tests for brevity.", "Type hints are omitted for brevity."): the
    # brevity words say no part of it
    line = _OTHER_LEFT_OUT.sub(" ", line)
    row = _TABLE_ROW.fullmatch(line)
    if row is not None:
        # (fix-prose132) a Markdown table's row of two cells is a telegraphic note: "| others
        # | unchanged |" reads as "others: unchanged."
        line = f"{row.group(1).strip()}: {row.group(2).strip()}."
    if "**" in line or "__" in line:
        line = _EMPHASIS.sub(r"\2", line)
    line = _INTENSIFIER.sub("", line)
    line = _only_said_plainly(line, code)
    if (
        _says_part_words(line)
        # (fix-kinds188) not where the line names the whole file first, then the rest kept
        or (_foreign_part(line, path) and not _foreign_whole_then_rest(line))
        # (fix-prose146) not where the same line says the whole file is sent: "I only fixed
        # `rgb_to_hsv()`; the other converters stay as they are. Here is the whole file:"
        or (_other_code_kept(line, path) and not says_file_whole(line))
        or _others_left_out(line, path, code)
        or _names_the_block_s_code(line, code, path, body)
        or (
            lead
            # (fix-kinds188) a statement of which piece changed over a block holding more
            # than it, or with the file said whole (:data:`_CHANGE_STATEMENT`), names the change
            # (said whole by other words than its own: "Just the HSV bit is new." says "new"
            # of the bit)
            and not (
                _CHANGE_STATEMENT.fullmatch(line) is not None
                and ((said_whole and not says_whole(line)) or _holds_a_whole_head(body, path))
            )
            and short_part_lead(line, code, path, project=project, whole=whole, body=body)
        )
        or (
            lead
            and short_kind_lead(line, path, body, said_whole=said_whole and not says_whole(line))
        )
        or (lead and _foreign_piece_lead(line, code))
        or (lead and (_foreign_only_lead(line) or _foreign_add_lead(line)))
    ):
        return True
    # (fix-cifr135) "Only X changed. Here is the complete file:" says whole: no part by shape
    if (
        (part_shape or keys is not None)
        and not after
        and not said_whole
        and not says_whole(line)
        and not _kind_said_whole(line, path)
    ):
        # (fix-lead140) a lead naming the one item the block holds as the only one changed
        leads = _only_its_item(line, keys) if keys is not None else []
        if part_shape:
            leads += _ONLY_CHANGED.finditer(line)
        for found in leads:
            if not _about_another_file(line, found.start(), found.end(), path):
                return True
    if keys is not None and _keeps_names_not_in(line, keys):
        return True
    rules = [_REST_OF_FILE, _INTO_PLACE, _TELEGRAPHIC]
    if not said_whole and not says_whole(line):
        rules += [_NOTHING_ELSE, _TELEGRAPHIC_ELSE]
    for rule in rules:
        for found in rule.finditer(line):
            if not _about_another_file(line, found.start(), found.end(), path):
                return True
    for found in _KIND_MODIFIES.finditer(line):
        if (
            found.group("kind").lower() in _kind_nouns(path)
            and _names_a_part_of(found.group("rest"), path)
            and not _about_another_file(line, found.start(), found.end(), path)
        ):
            return True
    for found in (*_ONE_PART.finditer(line), *_CODE_SWAPPED.finditer(line)):
        part = next((g for g in found.groups() if g is not None), "")
        end = found.end()
        stop = _PART_STOP.search(part)
        if stop is not None:  # (fix-hunt75-41) "this function. Then ...": the part is "function"
            end -= len(part) - stop.start()
            part = part[: stop.start()]
        if after and _said_of_another_time(line, found.start(), end):
            continue
        if _names_a_part(part, path) and not _about_another_file(
            line, found.start(), found.end(), path
        ):
            return True
    return False


def is_command_label(line: str) -> bool:
    label = line.strip()
    heading = _HEADING.match(label)
    if heading:
        label = label[heading.end() :]
    return bool(_COMMAND_LABEL.fullmatch(label.strip()))


def path_from_info(info: str) -> tuple[str | None, str | None]:
    """The path a fence's info string names and what the fence is: ``(path, None)`` for a
    file, ``(path, "url")`` for v0's file whose content is at a URL, ``(path, "unread")`` for
    a path written so that it is not read (:func:`unread_path`), ``(None, "citation")``
    for a citation of lines (```` ```12:15:app.ts ````), ``(None, None)`` for neither."""
    if not info or len(info) > MAX_LABEL:
        return None, None
    path = unread = None
    for attribute in _ATTRIBUTE.finditer(info):
        name = attribute.group(1).lower()
        value = next(v for v in attribute.groups()[1:] if v is not None)
        if name == "url":
            return (path or attribute_path(info)), "url"
        if path is None and valid_path(value.strip()):
            path = value.strip()
        elif unread is None and unread_path(value, quoted=True):
            unread = value.strip()
    if path is not None:
        return path, None
    if unread is not None:
        return unread, "unread"
    if _CITATION.match(info):
        return None, "citation"
    words = info.split()
    if len(words) > 1 and unread_path(" ".join(words[1:]), quoted=False):
        return " ".join(words[1:]), "unread"  # ```tsx docs/my notes.md
    for index, token in enumerate(re.split(r"[ \t:]+", info)):
        token = token.strip("`'\"")
        # A name without suffix (```text Pipfile) only after the language: a first word
        # such as ```makefile is the language.
        if ("/" in token or "." in token or index > 0) and valid_path(token):
            return token, None
    return None, None


def other_info_path(info: str, path: str) -> str | None:
    """A second path the info string names besides ``path`` (the one :func:`path_from_info`
    read), or None: ``file="a.py" title="b.py"``, ``file`` twice, ``python a.py b.py``. The
    block then has two readings."""
    if len(info) > MAX_LABEL:
        return None
    same = path.removeprefix("./")
    for attribute in _ATTRIBUTE.finditer(info):
        value = next(v for v in attribute.groups()[1:] if v is not None).strip()
        named = attribute.group(1).lower() != "url" and valid_path(value)
        if named and value.removeprefix("./") != same:
            return value
    for token in re.split(r"[ \t:]+", _ATTRIBUTE.sub(" ", info)):
        token = token.strip("`'\"")
        named = ("/" in token or "." in token) and valid_path(token)
        if named and token.removeprefix("./") != same:
            return token
    return None


def attribute_path(info: str) -> str | None:
    for attribute in _ATTRIBUTE.finditer(info):
        if attribute.group(1).lower() in ("file", "path", "filename", "filepath"):
            return next(v for v in attribute.groups()[1:] if v is not None)
    return None


# Prose that introduces a file it names: "And add `b.py`:", "Create **src/util.js** with:",
# "Also save this as `config.yaml`". A path in backticks or bold, and the line either ends
# with a colon or says to create the file.
_PROSE_PATH = re.compile(r"`([^`\n]{1,200})`|\*\*([^*\n]{1,200})\*\*")
# A word of prose, for a path written without backquotes (``Create util.py with:``).
_PROSE_WORD = re.compile(r"[^\s`*'\"()<>,;!?]{1,200}")
_CREATING = re.compile(
    r"\b(?:add|create|save|put|write|new file|also|another file|here is|here's)\b", re.I
)
# Prose that says the block below shows running a file or what it prints, not the file
# (``Run `app.py`:``, ``Expected output of `app.py`:``, ```package.json` scripts let you run:``).
_RUNNING = re.compile(
    r"\b(?:run|runs|running|execute|executing|output|outputs|prints?|printed|usage|used like"
    r"|invoke|launch|start it|install|expected|you should see|results?)\b",
    re.I,
)
# Fence languages that show commands or output, not a file (unless the path is such a file).
_COMMAND_LANGUAGES = {
    "bash": (".sh", ".bash"),
    "sh": (".sh",),
    "shell": (".sh",),
    "zsh": (".zsh", ".sh"),
    "console": (),
    "terminal": (),
    "shell-session": (),
    "powershell": (".ps1",),
    "ps1": (".ps1",),
    "cmd": (".cmd", ".bat"),
    "bat": (".bat", ".cmd"),
    "batch": (".bat", ".cmd"),
    "text": (".txt",),
    "txt": (".txt",),
    "plaintext": (".txt",),
    "output": (),
    "log": (".log",),
    "diff": (".diff", ".patch"),
    "patch": (".diff", ".patch"),
}


def shows_commands(info: str, path: str) -> bool:
    """Whether a fence whose info string is ``info`` shows commands or output
    (:data:`_COMMAND_LANGUAGES`) and ``path`` is no file of that kind."""
    words = info.split(maxsplit=1)
    suffixes = _COMMAND_LANGUAGES.get(words[0].lower()) if words else None
    return suffixes is not None and not path.lower().endswith(suffixes or ("\0",))


# A line that ends on a path in backquotes or bold right after a colon ("Next file: `b.py`",
# "**Next:** `b.py`": the colon inside the bold lead word).
_AFTER_COLON = re.compile(r":(?:\*\*)?[ \t]*(?:`([^`\n]+)`|\*\*([^*\n]+)\*\*)[ \t]*\Z")
# A short line that ends on a path in backquotes or bold, with two words at most before it
# ("File `b.py`", "Next `b.py`"): the shape of a label with a lead word, not of a sentence.
_AFTER_WORDS = re.compile(r"(?:[^\s`*]+[ \t]+){0,2}(?:`([^`\n]+)`|\*\*([^*\n]+)\*\*)[ \t]*\Z")
# A short line with the path first and one word after it ("`setup.sh` again").
_WORD_AFTER = re.compile(r"(?:`([^`\n]+)`|\*\*([^*\n]+)\*\*)[ \t]+[^\s`*]+[ \t]*\Z")
# What a short label line may carry around its words and is no word of it: a heading mark or
# a list mark first, a step's number ("Step 2", "Step 2 -"), and after the path a note in
# parentheses or a pointing symbol ("(new)", an emoji).
_LABEL_MARK = re.compile(r"(?:#{1,6}|[-*+]|\d{1,3}[.)])[ \t]+")
_STEP = re.compile(r"step[ \t]+\d{1,3}[ \t]*(?:[-\u2013\u2014:.)][ \t]*)?", re.I)
_TAIL_NOTE = re.compile(r"[ \t]+(?:\([^()\n]{0,40}\)|[^\w\s`*()]{1,8})[ \t]*\Z")
_EMPHASIS = re.compile(r"(\*\*?|__?)([^*_`\n]{1,60})\1")


def _short_label(line: str, paths: list[str]) -> str:
    """``line`` with what a short label carries besides its words taken off (a heading or
    list mark, a step's number, emphasis around words that are no path, a note in
    parentheses or an emoji after the path): ``### Step 2 `b.py` `` reads as `` `b.py` ``."""
    core = _EMPHASIS.sub(lambda m: m.group(0) if m.group(2).strip() in paths else m.group(2), line)
    core = _LABEL_MARK.sub("", core.strip(), count=1) if _LABEL_MARK.match(core) else core
    core = _STEP.sub("", core, count=1) if _STEP.match(core) else core
    return _TAIL_NOTE.sub("", core).strip()


def path_in_prose(line: str, info: str, *, loose: bool = False) -> str | None:
    """The path a line of prose names when it introduces the fence below it (whose info
    string is ``info``) as that file, or None: the line names a path (in backticks or bold,
    or a plain word with a suffix, ``util.py``, as :func:`valid_path` reads it) and ends with
    a colon or says to create the file (``And add `b.py`:``, ``Here is the fixed app.py``),
    and the fence does not show commands or output: a ``bash``, ``console`` or ``text`` fence
    (unless the path is such a file, ``setup.sh`` in a ``bash`` fence), or a fence without a
    language under prose about running the file or its output and not about creating it
    (``Run `app.py`:``, ``Expected output of `app.py`:``). ``loose`` (where no file is
    expected, after a document: any file there is one too many) also takes a line without a
    colon or a word of creating (``Updated app.py``, ``See `b.py` below``) above a fence
    that is not a command or output one, unless it speaks of running."""
    stripped = line.strip()
    if len(stripped) > MAX_LABEL or not stripped:
        return None
    language = info.split(maxsplit=1)[0].lower() if info.strip() else ""
    tokens = _prose_paths(stripped)
    if not tokens:
        return None
    token, prose = tokens[0], stripped
    for named in tokens:  # the words of the paths are no words of the prose (`add-user.js`)
        prose = prose.replace(named, " ")
    creating = _CREATING.search(prose)
    suffixes = _COMMAND_LANGUAGES.get(language)
    # ("Next file: `b.py`": a line that ends on the path, in backquotes or bold, right after
    # a colon, names it as what follows, as "`b.py`:" does)
    after = _AFTER_COLON.search(stripped)
    if after is None and len(tokens) == 1:
        short = _short_label(stripped, tokens)
        after = _AFTER_WORDS.fullmatch(short) or _WORD_AFTER.fullmatch(short)
    last = None if after is None else (after.group(1) or after.group(2)).strip().removeprefix("./")
    if last is not None and last in tokens:
        token = last
    introduced = stripped.rstrip("*").endswith(":") or creating or token == last
    if not introduced and not (loose and suffixes is None and not _RUNNING.search(prose)):
        return None
    if suffixes is not None and not token.lower().endswith(suffixes):
        return None
    if not language and _RUNNING.search(prose) and not creating:
        return None
    return token


def mentions_only(line: str) -> bool:
    """Whether a line that :func:`path_in_prose` reads introduces its path by the short shape
    alone (``File `b.py` ``, ``See `b.py` ``: no colon, no word of creating): a label to the
    block below in that block's language, or a mere mention of the file."""
    stripped = line.strip()
    return (
        _AFTER_COLON.search(stripped) is None
        and not stripped.rstrip("*").endswith(":")
        and _CREATING.search(_SEE_ALSO.sub(" ", stripped)) is None
    )


# "See also": a cross-reference's fixed phrase, whose "also" adds no file (a list of words,
# as _CREATING is: the phrase is the only one where that word points at a file written
# elsewhere rather than at one more file to create).
_SEE_ALSO = re.compile(r"\bsee[ \t]+also\b", re.I)


def introduced_path(line: str, info: str) -> str | None:
    """The path a line right above a fence without a path names as the file below it, when
    the line is no label the reader reads (:func:`path_in_prose`: a path in backquotes, bold
    or a plain word with a suffix, the line ending with a colon or saying to create the file,
    the fence no command or output one), and the line does not speak of running the file
    (``Run `app.py`:`` above a ``python`` block of commands). Such a block is refused, never
    skipped as one without a path."""
    path = path_in_prose(line, info)
    if path is None:
        return None
    prose = line.replace(path, " ")
    if _RUNNING.search(prose) and not _CREATING.search(prose):
        return None
    return path


def _prose_paths(line: str) -> list[str]:
    """The paths a line of prose names: in backticks or bold first, then plain words with a
    suffix (a sentence's last dot and a colon after the word are prose, not the path)."""
    marked = [
        (found.group(1) or found.group(2) or "").strip().removeprefix("./")
        for found in _PROSE_PATH.finditer(line)
    ]
    paths = [t for t in marked if valid_path(t) and ("." in t or "/" in t or t in _KNOWN_NAMES)]
    if paths:
        return paths
    plain = (
        found.group().rstrip(".:").removeprefix("./")
        for found in _PROSE_WORD.finditer(_PROSE_PATH.sub(" ", line))
    )
    return [
        t
        for t in plain
        if ("." in t.rsplit("/", 1)[-1] or t.rsplit("/", 1)[-1] in _KNOWN_NAMES) and valid_path(t)
    ]


#: Files named without a suffix that prose names as files ("And a Dockerfile:"), written as
#: their tools spell them (a capital first: "the makefile" in prose is no path).
_KNOWN_NAMES = frozenset(
    {"Dockerfile", "Containerfile", "Makefile", "GNUmakefile", "Procfile", "Gemfile"}
    | {"Rakefile", "Justfile", "justfile", "Vagrantfile", "Jenkinsfile", "Brewfile", "Podfile"}
    | {"Caddyfile", "Pipfile", "Tiltfile", "Earthfile", "Snakefile", "Guardfile", "Berksfile"}
    | {"Capfile", "Fastfile", "Appfile", "Puppetfile", "Dangerfile", "Thorfile"}
)
