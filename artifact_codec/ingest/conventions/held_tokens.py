"""Text after a document's end marker weighed against the files it wrote, token by token.

A list of the shapes a changed line takes after the end marker (``name = value``, a YAML key,
Go's ``:=``, a Dockerfile's ``FROM``, ``flask==3.0.0``, a sentence "app.py uses PORT =
9000") is open-ended: every language and every way of saying it is one more shape. So the
text is compared with the written files instead, one rule for all of them:

* The written files are read once into tokens (identifiers, numbers, quoted strings and
  operators) and, per line, into relations: the names before the line's first
  assignment-like operator (``= := : == ~= -> =>``), or its first word when it has none
  (``FROM``, ``EXPOSE``, ``return``), each with the values after it (:class:`HeldTokens`).
* The text after the end marker (HTML comments, tags and entities, emphasis marks aside) is
  cut into clauses (lines, sentences). A clause is a possible change of a file when it
  mentions a written file or a name the files define AND holds a value the files do not hold
  with that name: ``PORT`` with ``9000`` where the file says ``PORT = 8080``, ``app.py``
  with ``9000`` that no file holds, a code span or a code line naming what no file holds
  ("I added `import logging` to app.py").
* A clause whose every token is held by the files or is prose is harmless; so is a command
  that runs the files (``PORT=9000 python app.py``: the run rules read it), a closing offer
  that says nothing was done ("Let me know if you want me to set PORT to 9000"), and a value
  the user fills into a placeholder the model wrote (``YOUR_KEY``).

One pass over the files and one over the text: linear.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

import tomllib

from ...format.lines import FAMILY_PREFIX
from ..python_strings import PythonStrings, is_python_path
from .closing import DESCRIBING_WORDS, LONGEST_HARMLESS, names_a_change, opens_with_change
from .runs import prose_instruction, starts_with_command

__all__ = ["HeldTokens", "Novel", "is_command"]

# One token: a quoted string (not an apostrophe inside a word: "don't"), an identifier, a
# number (a version "3.11" too), or an operator (assignment-like ones named, a comparison
# kept apart so that ``a >= b`` assigns nothing).
_TOKEN = re.compile(
    r"(?P<str>(?<![\w'\"])(?:'[^'\n]{0,200}'|\"[^\"\n]{0,200}\")(?![\w'\"]))"
    r"|(?P<name>[A-Za-z_$][\w$]*)"
    r"|(?P<num>\d+(?:\.\d+)*)"
    r"|(?P<cmp>!=|<=|>=|===|!==)"
    r"|(?P<stop>\x01)"
    r"|(?P<op>:=|==|~=|->|=>|(?:[-+*/%|&^]|\*\*|//)?=|:)"
)
# Words whose value is what a clause says of them (never a placeholder).
_LITERAL_WORDS = frozenset({"True", "False", "None", "true", "false", "null", "nil", "undefined"})
# A placeholder the model wrote for the user to fill in: ``YOUR_KEY``, ``<your-token>``.
_PLACEHOLDER = re.compile(r"(?i)(?:your|my|xxx|changeme|placeholder|example|todo)")
# The runtimes a version number follows in prose ("Python 3.11", "Node 18").
_RUNTIME = frozenset(
    {"python", "node", "nodejs", "java", "jdk", "go", "ruby", "php", "deno", "bun", "npm"}
    | {"version", "v", "rust", "dotnet", "net", "pip", "step", "line", "lines", "section"}
)
# The words of :data:`_RUNTIME` that number a place in the text, not a version: a table's
# column of them holds no value of a file.
_POSITION = frozenset({"step", "line", "lines", "section"})
_HTML_COMMENT_MARK = re.compile(r"<!--|-->")
_HTML_TAG = re.compile(r"</?[A-Za-z][\w-]*(?:[ \t][^<>\n]*)?>")
_CODE_SPAN = re.compile(r"`([^`\n]*)`")
# Where a clause ends: a line break, a sentence's end, a semicolon.
_CLAUSE_END = re.compile(r"\r?\n|[.!?;](?=[ \t]|$)|[\u3002\uff01\uff1f\uff1b]")
# A command that runs the files, with environment variables set before it or exported
# (``PORT=9000 python app.py``, ``export PORT=9000``): the run rules read it.
_ENV_PREFIX = re.compile(
    r"[ \t]*(?:export[ \t]+|set[ \t]+|env[ \t]+)?(?:[A-Za-z_][A-Za-z0-9_]*=\S*[ \t]*)+"
)
_RUNNER = re.compile(
    r"(?i)(?:python[\d.]*|py|pip[\d.]*|pipx|node|npm|npx|yarn|pnpm|bun|deno|go|cargo|make|bash|sh|pytest"
    r"|uvicorn|gunicorn|flask|java|ruby|php|dotnet|docker|docker-compose|uv|poetry|\./)"
    r"(?![\w-])"
)
_EXPORT_WORD = re.compile(r"(?i)\b(?:export|environment|env)\b")
# A closing offer, and the words that say it was carried out after all ("... \u2014 done").
_OFFER = re.compile(
    r"(?i)[^\w`]*(?:let[ \t]+me[ \t]+know|(?:do[ \t]+you[ \t]+)?want[ \t]+me[ \t]+to"
    r"|would[ \t]+you[ \t]+like[ \t]+me[ \t]+to|shall[ \t]+I|I[ \t]+(?:can|could)[ \t]+also"
    r"|if[ \t]+you[ \t]+(?:want|like|prefer|wish))\b"
)
_DONE = re.compile(r"(?i)\b(?:done|did|I['\u2019]ve|I[ \t]+have|I[ \t]+already)\b")
# A report in the first person past tense ("I made", "we've added", "I went ahead and"): the
# subject and the verb's form, not a list of verbs of change (a regular past ends in -ed; the
# irregular pasts of the verbs a change is said with are closed in number).
_REPORTED = re.compile(
    r"(?i)\b(?:I|we)(?:['\u2019]ve|[ \t]+have|[ \t]+had)?"
    r"(?:[ \t]+(?:also|already|just|then|now|went[ \t]+ahead[ \t]+and|\w+ly))*[ \t]+"
    r"(?:(?!(?:n|f|s|sp|proc|succ|exc)eed\b)\w+ed|made|did|done|set|put|went|wrote|written"
    r"|gave|given|took|taken|kept|left|got|gotten|built|brought|ran|cut|split|moved|swapped)\b"
)
_DONE_OR_REPORTED = re.compile(f"{_DONE.pattern}|{_REPORTED.pattern[4:]}", re.I)
# A paragraph that opens saying the one before it was done ("I've done it already.",
# "Done."): the offer it follows is weighed. ("I've kept the rest as it was" says no done.)
_DONE_BACK = re.compile(r"(?i)\b(?:done|did)\b")
# A report's verb that says what it names is gone (a word of :data:`.closing._GOES` that
# does not move it elsewhere): the files still holding it contradict the report.
_GONE_VERB = re.compile(r"(?i)(?:delet|remov|drop|eras)\w*")
#: A paragraph: lines up to a blank line.
_PARAGRAPH = re.compile(r"[^\n]+(?:\n[ \t]*\S[^\n]*)*")
# Prose that quotes this format's own header or delimiter, or the legacy JSON answer: the
# format shown, not a value of a file.
_FORMAT_QUOTE = re.compile(
    r'"(?:files_delimiter|files|file_path)"[ \t]*:|^[ \t`]*' + re.escape(FAMILY_PREFIX)
)
# A line of a file that is a comment only (its words are no relation of the file).
_COMMENT_LINE = re.compile(r"[ \t]*(?:#(?![!\w])|//|--[ \t]|/\*|\*[ \t/]|<!--|;)")
# What marks a quoted key among the names (``"port": 8080`` is no ``port = 8080``).
_QUOTED = "\x00"
# A comment at the end of a line, after a space (its words are no value of the line).
_TRAILING_COMMENT = re.compile(r"(?<![ \t])[ \t]+(?:#|//|--)[ \t][^\n]*$")
# Words that say a value changed ("`DEBUG = True` is now off", "PORT becomes 9000").
_SAYS_CHANGED = re.compile(
    r"(?i)\b(?:now|changed?|becomes?|became|instead|switched|swapped|renamed|replaced)\b"
    r"|\u2192|(?<![\w-])->(?![\w>])|=>"
)
_PROSE_WORD = re.compile(r"[^\W\d_][\w'-]*")
# The words prose gives a flag's value in ("DEBUG is disabled", "switch DEBUG off"), and the
# spellings of a flag's values in code: a value said in words is compared with the file's. (A
# word list: prose has no other spelling of a boolean; the list is closed.)
_STATE_WORDS = {
    "enabled": True,
    "on": True,
    "true": True,
    "disabled": False,
    "off": False,
    "false": False,
}
# The verbs that join a name to the value said of it ("the host is 0.0.0.0"): a closed class.
_COPULAS = frozenset({"is", "are", "was", "were", "be", "stays", "remains", "now", "still"})
# The words between a name and the value said of it ("DEBUG is turned off", "DEBUG has been
# set to False", "DEBUG gets switched off", "DEBUG flipped to false"): the copulas, the
# auxiliaries of tense and voice, and the verbs that set a flag with their particle "to". The
# value word after them is the value said of the name before them. (A closed class: the
# verbs English sets a switch with; a clause with other words between is not read.)
_LINKING = _COPULAS | frozenset(
    {
        "has", "have", "had", "been", "being", "get", "gets", "got", "gotten", "will",
        "should", "must", "turned", "switched", "set", "flipped", "toggled", "changed",
        "left", "kept", "stay", "remain", "to", "also", "both", "all", "and",
    }
)  # fmt: skip
_FLAG_VALUES = {"True": True, "true": True, "False": False, "false": False}
# Words that say code is put into a file or changed there (:meth:`HeldTokens._weigh_values`
# weighs them of the only written file).
_ADDS_OR_CHANGES = re.compile(
    r"(?i)\b(?:add(?:ed|s)?|insert(?:ed|s)?|goes|go|put|append(?:ed|s)?|prepend(?:ed|s)?"
    r"|forgot|now|changed?|becomes?|became|instead|switched|swapped|renamed|replaced|moved)\b"
)
_ELSEWHERE = re.compile(r"(?i)\b(?:your|profile|terminal|shell|environment|config(?:uration)?)\b")
# A first-person report that a file sets a name to a value: "I set PORT to 5000 in app.py".
_SET_REPORT = re.compile(
    r"(?i)(?:I|we)(?:['\u2019]ve|[ \t]+have)?[ \t]+set[ \t]+(?:the[ \t]+)?"
    r"`?(?P<name>[A-Za-z_$][\w$]*)`?[ \t]+to[ \t]+`?(?P<value>[\w.'\"-]*\w['\"]?)`?"
    r"[ \t]+in[ \t]+`?(?P<path>[\w./-]*\w)`?[ \t]*[.!]?"
)
# A first-person report that a file imports a name: "I used `HOST` from config.py in app.py".
_IMPORT_REPORT = re.compile(
    r"(?i)(?:I|we)(?:['\u2019]ve|[ \t]+have)?[ \t]+(?:used|import|imported|required)[ \t]+"
    r"`?(?P<name>[A-Za-z_$][\w$]*)(?:\(\))?`?"
    r"(?:[ \t]+from[ \t]+`?(?P<source>[\w./-]*\w)`?)?"
    r"(?:[ \t]+in[ \t]+`?(?P<path>[\w./-]*\w)`?)?[ \t]*[.!]?"
)
# A label that opens a clause: one word and a colon ("Note: ", "Update: ").
_LABEL = re.compile(r"[ \t]*[^\W\d_]+:[ \t]+")
# The first word of a clause.
_FIRST_PROSE_WORD = re.compile(r"[^\w`]*([^\W\d_][\w.-]*)")
# Function words a clause may open with (determiners, pronouns, prepositions, conjunctions,
# adverbs of time: closed classes): a clause that opens so has no subject of its own that
# could be another thing than the answer ("The app listens on port 9000").
_FUNCTION_WORDS = frozenset(
    [
        "the",
        "this",
        "that",
        "these",
        "those",
        "a",
        "an",
        "it",
        "its",
        "it's",
        "your",
        "our",
        "my",
        "their",
        "his",
        "her",
        "we",
        "you",
        "i",
        "they",
        "he",
        "she",
        "one",
        "now",
        "then",
        "so",
        "and",
        "or",
        "but",
        "also",
        "here",
        "there",
        "by",
        "in",
        "on",
        "at",
        "with",
        "when",
        "if",
        "once",
        "after",
        "before",
        "by",
        "default",
        "all",
        "every",
        "each",
        "both",
        "either",
    ]
)
# The path of a file as prose names it (its name alone is no identifier of code).
_PATH_WORD = re.compile(r"[\w@+~-]*(?:[./][\w@+~-]+)*\.[A-Za-z]\w*")
# A string of a JSON value, as written (no escape in it: a path needs none).
_JSON_STRING = re.compile(r'"([^"\\\n]{1,200})"')


@dataclass(frozen=True, slots=True)
class Novel:
    """A clause after the end marker that may change a written file: where it starts (an
    offset into the text weighed), the file it names or that holds the name it mentions,
    and what it says (for the diagnostic)."""

    at: int
    path: str
    said: str


def _tokens(text: str) -> list[tuple[str, str]]:
    """(kind, text) of the tokens of ``text``; a string's text without its quotes."""
    out: list[tuple[str, str]] = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or ""
        value = m.group()
        if kind == "str":
            value = value[1:-1]
        out.append((kind, value))
    return out


@dataclass(frozen=True, slots=True)
class _Unit:
    """A top-level statement of a written file: the names of its first line; its names,
    numbers and strings; its names (identifiers: a string that names a function in
    ``__all__`` is no use of it); its numbers and strings."""

    head: frozenset[str]
    tokens: frozenset[str]
    names: frozenset[str]
    values: frozenset[str]


#: Files of prose: their lines give no name a value (a fenced code block's lines do).
_PROSE_SUFFIXES = (".md", ".markdown", ".rst", ".adoc")
# The files whose every line that starts with ``#`` is a comment (``#PORT=8080`` in an .env is
# no value of PORT: the line is commented out), by suffix or by name; in the others a ``#``
# before a word may be code (C's ``#define``, CSS's ``#id``), and only :data:`_COMMENT_LINE`
# holds.
_HASH_SUFFIXES: tuple[str, ...] = (".py", ".pyi", ".pyw", ".sh", ".bash", ".zsh", ".env")
_HASH_SUFFIXES += (".toml", ".yaml", ".yml", ".rb", ".pl", ".r", ".cfg", ".conf", ".ini")
_HASH_SUFFIXES += (".properties",)
_HASH_NAMES = frozenset(
    {".env", "dockerfile", "containerfile", "makefile", "gnumakefile", "procfile", "gemfile"}
    | {".gitignore", ".dockerignore", "requirements.txt"}
)


def _hash_comments(path: str, content: str) -> bool:
    """Whether every line of the file ``path`` that starts with ``#`` is a comment: by its
    name, or by what it is: a file whose other lines all give a name a value
    (:data:`_VALUE_LINE`: ``.envrc``, ``.flaskenv``, ``.npmrc``, a ``Vagrantfile`` of
    settings), read the same way whatever its name."""
    name = path.rsplit("/", 1)[-1].lower()
    if name in _HASH_NAMES or name.startswith(".env.") or name.endswith(_HASH_SUFFIXES):
        return True
    lines = [line for line in content.splitlines() if line.strip()]
    values = [line for line in lines if not line.lstrip().startswith("#")]
    return bool(values) and len(values) < len(lines) and all(map(_VALUE_LINE.fullmatch, values))


#: A line that gives a name a value in a shell's, an env file's, make's or a Dockerfile's
#: way: ``NAME=value``, ``export NAME=value``, ``NAME := value``, ``ENV NAME value``.
_VALUE_LINE = re.compile(
    r"[ \t]*(?:(?:export|ENV|ARG)[ \t]+)?[A-Za-z_][\w.-]*[ \t]*(?::=|\?=|\+=|=)[^\n]*"
    r"|[ \t]*ENV[ \t]+[A-Za-z_]\w*[ \t]+\S[^\n]*"
)
#: The name a value line (:data:`_VALUE_LINE`) gives a value.
_VALUE_NAME = re.compile(
    r"[ \t]*(?:(?:export|ENV|ARG)[ \t]+)?([A-Za-z_][\w.-]*)[ \t]*(?::=|\?=|\+=|=)"
)


def _commented_twins(content: str) -> frozenset[str]:
    """The lines of ``content`` that are a value line commented out (``#PORT=9090``,
    ``#export PORT=9090``) giving a name another line of the file, not commented, gives a
    value (``export PORT=5000``): the same assignment with ``#`` before it is that line
    disabled, in any file (``#`` then an assignment is no C directive nor CSS selector), so
    a ``.envrc`` with ``layout python`` or a Ruby ``Vagrantfile`` reads it as a comment."""
    if "#" not in content:
        return frozenset()
    set_names: set[str] = set()
    hashed: dict[str, str] = {}
    for line in content.splitlines():
        text = line.strip()
        if text.startswith("#"):
            rest = text.lstrip("#").lstrip()
            found = _VALUE_NAME.match(rest) if _VALUE_LINE.fullmatch(rest) else None
            if found is not None:
                hashed[text] = found.group(1)
        elif _VALUE_LINE.fullmatch(text):
            found = _VALUE_NAME.match(text)
            if found is not None:
                set_names.add(found.group(1))
    return frozenset(text for text, name in hashed.items() if name in set_names)


#: A Dockerfile's ``ENV NAME value`` (no ``=``): read as ``NAME=value``.
_ENV_SPACED = re.compile(r"([ \t]*)ENV[ \t]+([A-Za-z_]\w*)[ \t]+(?=[^\s=])")
#: A Procfile's line, ``web: PORT=8080 gunicorn app:app``: a process type, then the shell line
#: it runs (read as a line of its own too: its ``NAME=value`` words give NAME the value).
_PROCFILE_LINE = re.compile(r"[ \t]*[A-Za-z0-9_-]+[ \t]*:[ \t]*(?:env[ \t]+)?")


# A fence line of a page (Markdown's backticks or tildes, AsciiDoc's listing dashes).
_FENCE = re.compile(r"[ \t]{0,3}(`{3,}|~{3,})")
_LISTING = re.compile(r"(-{4,})[ \t]*$")


class HeldTokens:
    """The tokens of the written files and, per name, the values the files give it (see the
    module doc). Built once per answer, lazily: a file is read into tokens the first time a
    token it holds (as text) is asked about, so a short closing line after a megabyte of files
    reads none of them. Past :attr:`_MOST_ASKED` tokens asked, every file is read (a long
    text after the end marker costs one pass over the files, not one per token)."""

    _MOST_ASKED = 64

    def __init__(self, files: Sequence[tuple[str, str]]) -> None:
        self.paths = [path for path, _ in files]
        self._contents = [content for _, content in files]
        self._unread = list(range(len(files)))  # the files not yet read, in order
        self._asked: set[str] = set()
        self._held: set[str] = set()
        self._values: dict[str, set[str]] = {}
        # the names a line gives a value with an operator (``host="0.0.0.0"``, ``port = 8080``),
        # not the first word of a line without one (``return x``, ``echo hi``)
        self._keyed: set[str] = set()
        self._owner: dict[str, int] = {}  # a name to the first file that defines it
        self._sequences: dict[str, set[tuple[str, ...]]] = {}  # each value a line gives a name
        # (a file's number and a name) to each value a line of that file gives the name
        self._file_sequences: dict[tuple[int, str], set[tuple[str, ...]]] = {}
        self._units: dict[int, list[_Unit]] = {}  # a file's top-level statements
        self._manifests: dict[str, tuple[str, list[tuple[str, str]]]] | None = None
        self.file_names: dict[str, str] = {}
        for path in self.paths:
            self.file_names.setdefault(path.lower(), path)
            self.file_names.setdefault(path.rsplit("/", 1)[-1].lower(), path)

    def _ask(self, token: str) -> None:
        """Read every file not yet read that holds ``token`` as text (a file that gives it a
        value or holds it as a token holds its text)."""
        if not self._unread or token in self._asked:
            return
        self._asked.add(token)
        if len(self._asked) > self._MOST_ASKED:
            reading, self._unread = self._unread, []
        else:
            reading = [n for n in self._unread if token in self._contents[n]]
            self._unread = [n for n in self._unread if n not in reading]
        for number in reading:
            self._read(number)

    def _read(self, number: int) -> None:
        path = self.paths[number]
        content = self._contents[number]
        # Prose gives no name a value: a page's lines (not its code blocks), a Python
        # string's lines (a docstring's ``Note: ...`` is no key ``Note``) give their tokens
        # only. The strings are Python's own reading (a comment that mentions triple quotes
        # opens none); a file tokenize cannot read has no string lines (each may give values).
        prose_file = path.lower().endswith(_PROSE_SUFFIXES)
        fences = _LISTING if path.lower().endswith(".adoc") else _FENCE
        strings = (
            PythonStrings(content)
            if is_python_path(path) and ('"""' in content or "'''" in content)
            else None
        )
        fence = ""
        hashed = _hash_comments(path, content)
        procfile = path.rsplit("/", 1)[-1].lower() == "procfile"
        twins = frozenset() if hashed else _commented_twins(content)
        for row, piece in enumerate(content.split("\n"), 1):
            prose = strings is not None and strings.prose(row) is True
            parts = None if prose or strings is None else strings.split(row, piece)
            if parts is not None:
                # (a line opening or closing a string over lines beside code: the string's
                # part is prose, the code keeps its values: ``dict(BANNER=""", PORT=8080)``)
                piece, text = parts
                self._index_line(number, text, prose=True)
            for line in piece.splitlines() or [""]:
                if prose_file:
                    opened = fences.match(line)
                    if opened is not None and (not fence or opened.group(1).startswith(fence)):
                        fence = "" if fence else opened.group(1)
                        self._index_line(number, line, prose=True)
                        continue
                commented = (hashed and line.lstrip().startswith("#")) or line.strip() in twins
                line = _ENV_SPACED.sub(r"\1ENV \2=", line)  # (``ENV PORT 5000``: PORT=5000)
                if procfile and not commented:
                    command = _PROCFILE_LINE.match(line)
                    if command is not None and command.end() < len(line):
                        self._index_line(number, line[command.end() :])
                self._index_line(
                    number, line, prose=prose or commented or (prose_file and not fence)
                )

    def _index_line(self, number: int, line: str, *, prose: bool = False) -> None:
        if prose or _COMMENT_LINE.match(line):
            for kind, value in _tokens(line):
                if kind != "op" and kind != "cmp":
                    self._held.add(value)
            return
        tokens = _tokens(_TRAILING_COMMENT.sub("", line))
        for kind, value in tokens:
            if kind != "op" and kind != "cmp":
                self._held.add(value)
        keys, values = _relation(tokens)
        inner = _inner_pairs(tokens)
        if any(kind == "op" for kind, _ in tokens):
            self._keyed.update(keys)
        self._keyed.update(key for key, _ in inner)
        relations = [(key, values) for key in keys] + inner
        for key, given in relations:
            self._values.setdefault(key, set()).update(given)
            self._sequences.setdefault(key, set()).add(tuple(given))
            self._file_sequences.setdefault((number, key), set()).add(tuple(given))
            if self._owner.get(key, number) >= number:
                self._owner[key] = number

    def holds(self, token: str) -> bool:
        """Whether a written file holds ``token`` (outside a trailing comment of code)."""
        self._ask(token)
        return token in self._held

    def values(self, name: str) -> set[str] | None:
        """The values the written files give ``name`` (a quoted key with :data:`_QUOTED`
        before it), or None when none gives it one."""
        self._ask(name.replace(_QUOTED, ""))
        return self._values.get(name)

    def sequences(self, name: str) -> set[tuple[str, ...]]:
        """Each value a line of the files gives ``name``."""
        self._ask(name.replace(_QUOTED, ""))
        return self._sequences.get(name, set())

    def sequences_in(self, name: str, paths: Sequence[str]) -> set[tuple[str, ...]] | None:
        """Each value a line of the written files ``paths`` gives ``name``, or None when no
        line of them gives it a value (a report that names a file gives the name the file's
        value, not another file's: "app.py: PORT 8080" of app.py's ``PORT = 5000``)."""
        self._ask(name.replace(_QUOTED, ""))
        out: set[tuple[str, ...]] = set()
        for n, path in enumerate(self.paths):
            if path in paths:
                out |= {v for v in self._file_sequences.get((n, name), ()) if v}
        return out or None

    def section_given(self, file: str, section: str, name: str, given: str) -> Novel | None:
        """What a report says when it gives ``name`` the value ``given`` under ``section`` of
        the written ``file`` and the file's line of that section gives the name values of
        which none is ``given``, else None. A section is a Procfile's process type: each
        process runs its own line (``web: PORT=5000 gunicorn app:app``), so a value of
        another process's line (``worker: PORT=9090 ...``) is not the web process's."""
        path = self.file_names.get(file.lower().removeprefix("./"))
        if path is None or path.rsplit("/", 1)[-1].lower() != "procfile":
            return None
        number = self.paths.index(path)
        wanted = _sequence(_tokens(given))
        if not wanted:
            return None
        held: list[tuple[str, ...]] = []
        for line in self._contents[number].splitlines():
            command = _PROCFILE_LINE.match(line)
            if command is None or line.split(":", 1)[0].strip() != section:
                continue
            tokens = _tokens(_TRAILING_COMMENT.sub("", line[command.end() :]))
            keys, values = _relation(tokens)
            relations = [(key, values) for key in keys] + _inner_pairs(tokens)
            held += [tuple(values) for key, values in relations if key == name and values]
        if not held or any(
            sequence[: len(wanted)] == wanted or wanted[: len(sequence)] == sequence
            for sequence in held
        ):
            return None
        return Novel(
            0,
            path,
            f"{name} given {' '.join(wanted)[:40]!r} for {section}, which its line of {path} "
            "does not give it",
        )

    def _file_of(self, name: str, named: Sequence[str]) -> str:
        """The file of ``named`` that gives ``name`` a value, else its :meth:`owner`."""
        for path in named:
            if self.sequences_in(name, [path]) is not None:
                return path
        return self.owner(name)

    def owner(self, name: str) -> str:
        """The first written file that gives ``name`` a value (the first file when none)."""
        self._ask(name.replace(_QUOTED, ""))
        number = self._owner.get(name)
        if number is None:
            return self.paths[0] if self.paths else "a file"
        return self.paths[number]

    def units(self, number: int) -> list[_Unit]:
        """The top-level statements of a written file: a line that starts at the margin with
        the lines indented below it (a function's body, a class's, a JSON object's) and a
        closing bracket's line at the margin."""
        found = self._units.get(number)
        if found is None:
            found = []
            lines: list[str] = []
            for line in [*self._contents[number].splitlines(), "\x00"]:
                if lines and (line == "\x00" or (line[:1].strip() and line[:1] not in ")]}")):
                    head = {v for k, v in _tokens(lines[0]) if k == "name"}
                    tokens = _tokens("\n".join(lines))
                    found.append(
                        _Unit(
                            frozenset(head),
                            frozenset(v for k, v in tokens if k in ("name", "num", "str")),
                            frozenset(v for k, v in tokens if k == "name"),
                            frozenset(v for k, v in tokens if k in ("num", "str")),
                        )
                    )
                    lines = []
                lines.append(line)
            self._units[number] = found
        return found

    def _files_holding(self, token: str, scope: Iterable[str] = ()) -> list[int]:
        """The numbers of the written files (of ``scope`` when given) whose text holds
        ``token``."""
        within = set(scope)
        return [
            n
            for n, path in enumerate(self.paths)
            if (not within or path in within) and token in self._contents[n]
        ]

    def _shown(self, names: Sequence[str], scope: Iterable[str]) -> bool:
        """Whether one top-level statement of a written file (of ``scope`` when given) whose
        first line holds one of ``names`` (its definition, its import) holds every one of
        them as an identifier."""
        for number in self._files_holding(names[0], scope):
            if any(
                any(name in unit.head for name in names)
                and all(name in unit.names for name in names)
                for unit in self.units(number)
            ):
                return True
        return False

    def reports_held(self, sentence: str) -> bool:
        """Whether ``sentence`` is a first-person report that a written file sets a name to a
        value, whole, and that file's statement of the name holds that value ("I set PORT
        to 5000 in app.py" over ``PORT = 5000``): a report equal to the file is no change.
        A prose word stands for the name in another case ("the port" of ``PORT``)."""
        m = _SET_REPORT.fullmatch(sentence.strip())
        if m is None:
            return False
        path = self.file_names.get(m.group("path").lower().removeprefix("./"))
        if path is None:
            return False
        word, value = m.group("name"), m.group("value").strip("'\"")
        for name in dict.fromkeys([word, word.upper(), word.lower()]):
            for number in self._files_holding(name, [path]):
                if any(name in u.head and value in u.values for u in self.units(number)):
                    return True
        return False

    def reports_import(self, sentence: str) -> bool:
        """Whether ``sentence`` is a first-person report, whole, that a file imports a name
        ("I used `HOST` from config.py in app.py", "We import `HOST` from config.py", "I
        required express in index.js") and a top-level statement of that file (of any file
        when none is named) whose first line says ``import`` or ``require`` holds the name
        and the module's stem: a report equal to the file is no change."""
        m = _IMPORT_REPORT.fullmatch(sentence.strip())
        if m is None:
            return False
        scope: list[str] = []
        if m.group("path") is not None:
            path = self.file_names.get(m.group("path").lower().removeprefix("./"))
            if path is None:
                return False
            scope = [path]
        needed = [m.group("name")]
        if m.group("source") is not None:
            source = m.group("source").rsplit("/", 1)[-1]
            if source.lower().removeprefix("./") not in self.file_names:
                return False
            needed.append(source.split(".", 1)[0])
        for number in self._files_holding(needed[0], scope):
            for u in self.units(number):
                if {"import", "require"} & u.head and all(n in u.head for n in needed):
                    return True
        return False

    def _unit_values(self, name: str, scope: Iterable[str] = ()) -> set[str]:
        """The numbers and strings of the top-level statements (of the files ``scope`` when
        given) whose first line holds ``name`` (``def a():`` with ``return 1`` below it:
        1)."""
        out: set[str] = set()
        for number in self._files_holding(name, scope):
            for unit in self.units(number):
                if name in unit.head:
                    out |= unit.values
        return out

    def names_a_file(self, text: str) -> bool:
        """Whether ``text`` names a written file (its path or its name, any case): a word
        with a suffix, or a JSON string that is a written file's whole path or name (a
        report keyed ``"Makefile"`` or ``"Procfile"``: a name without a suffix)."""
        return any(
            m.group().lower().removeprefix("./") in self.file_names
            for m in _PATH_WORD.finditer(text)
        ) or any(
            m.group(1).lower().removeprefix("./") in self.file_names
            for m in _JSON_STRING.finditer(text)
        )

    def _held_name(self, name: str) -> str | None:
        """``name`` as the files hold it (``__DEBUG`` of Markdown's ``__DEBUG = False__``
        as ``DEBUG``), or None."""
        if self.holds(name):
            return name
        front = name[2:] if name.startswith("__") else name
        for bare in (front, name.removesuffix("__"), front.removesuffix("__"), name.strip("_")):
            if bare and self.holds(bare):
                return bare
        return None

    def novel(self, text: str, *, skip: Iterable[tuple[int, int]] = ()) -> Novel | None:
        """The first clause of ``text`` (outside the ``skip`` spans: code blocks the block
        rules weigh) that may change a written file, or None."""
        plain = _numbered_cells(_plain(text, skip))
        rows = self._table_rows(plain)
        done_at = -1  # where the paragraph's last word of "done" starts
        paragraph_end = -1
        for line in re.finditer(r"[^\n]+", plain):
            if line.start() >= paragraph_end:
                # an offer is weighed when a later clause of its paragraph says it was done
                # ("Shall I set PORT to 9000? I went ahead and did it.")
                paragraph = _PARAGRAPH.match(plain, line.start())
                paragraph_end = paragraph.end() if paragraph is not None else line.end()
                done_at = -1
                for done in _DONE_OR_REPORTED.finditer(plain, line.start(), paragraph_end):
                    done_at = done.start()
                following = re.compile(r"\s*([^\n]*)").match(plain, paragraph_end)
                first = _CLAUSE_END.split(following.group(1), 1)[0] if following else ""
                if _DONE.search(first) and _DONE_BACK.search(first):
                    done_at = paragraph_end  # "Want me to drop `b()`?" then "I've done it."
            if _FORMAT_QUOTE.search(line.group()) is not None:
                continue  # this format's own header or delimiter shown
            row = rows.get(line.start())
            if row is not None:
                found = self._weigh(row)
                if found is not None:
                    at = line.start() + len(line.group()) - len(line.group().lstrip())
                    return Novel(at, *found)
            begin = line.start()
            for m in [*_CLAUSE_END.finditer(plain, line.start(), line.end()), None]:
                end = line.end() if m is None else m.start()
                clause = plain[begin:end]
                at = begin
                begin = line.end() if m is None else m.end()
                found = self._weigh(clause, done_later=done_at >= end) if clause.strip() else None
                if found is not None:
                    path, said = found
                    return Novel(at + len(clause) - len(clause.lstrip()), path, said)
        return None

    def _table_rows(self, plain: str) -> dict[int, str]:
        """A Markdown table's rows under a header that names a name the files give a value
        (``| file | PORT |``), each as the clause it says, by where it starts: a cell under
        that column gives the name its value (``| app.py | 8080 |`` as "app.py PORT =
        8080"), the others stand as they are."""
        out: dict[int, str] = {}
        if "|" not in plain:
            return out
        header: list[str] = []
        pos = 0
        lines = plain.split("\n")
        for n, line in enumerate(lines):
            start, pos = pos, pos + len(line) + 1
            if not _TABLE_ROW.fullmatch(line):
                header = []
                continue
            if n + 1 < len(lines) and _TABLE_SEPARATOR.fullmatch(lines[n + 1]):
                if "-" in lines[n + 1]:
                    header = []
                    for cell in line.strip().strip("|").split("|"):
                        word = cell.strip().strip("`*_ ")
                        names = [w for w in (word, word.upper()) if _NAME.fullmatch(w)]
                        held = next((w for w in names if self.values(w) is not None), "")
                        header.append(held)
                    header = header if any(header) else []
                continue
            if not header or _TABLE_SEPARATOR.fullmatch(line):
                continue
            cells = line.strip().strip("|").split("|")
            said = [
                f"{header[i]} = {cell.strip()} \x01" if i < len(header) and header[i] else cell
                for i, cell in enumerate(cells)
            ]
            out[start] = " ".join(said)
        return out

    def mapping_clauses(self, body: str) -> str | None:
        """A block's lines as the clauses they say when it is a mapping under written files
        (YAML's ``app.py:`` with ``PORT: 8080`` indented below it): each line below a file
        as "app.py PORT: 8080", said of that file; None when a line at the margin is no
        written file's key."""
        out: list[str] = []
        path = ""
        for line in body.splitlines():
            if not line.strip():
                continue
            if line[:1] not in " \t-":
                key = line.strip().strip("`'\"")
                if not key.endswith(":"):
                    return None
                path = self.file_names.get(key[:-1].strip("`'\" ").lower(), "")
                if not path:
                    return None
                continue
            if not path:
                return None
            out.append(f"{path} {line.strip()}")
        return "\n".join(out) if out else None

    def holds_all(self, piece: str) -> bool:
        """Whether every token of ``piece`` is held by the files and none assigns (a name, a
        call of a written function, a value they hold: no line of its own)."""
        tokens = _tokens(piece)
        return bool(tokens) and all(
            kind not in ("op", "cmp") and (kind == "stop" or self.holds(value))
            for kind, value in tokens
        )

    def _given(
        self, name: str, rest: list[tuple[str, str]], named: Sequence[str] = ()
    ) -> str | None:
        """What a clause says when it gives ``name`` (which the files give values) the
        values ``rest`` that no line of the files gives it (neither is the start of the
        other), else None; of the files ``named`` when a line of them gives it one."""
        given = _sequence(rest)
        if not given:
            return None
        for held in self.sequences_in(name, named) or self.sequences(name):
            if (held and given[: len(held)] == held) or held[: len(given)] == given:
                return None
        name = name.replace(_QUOTED, "")
        return f"{name} given {' '.join(given)[:40]!r}, which no line of the files gives it"

    def describes(self, sentence: str) -> bool:
        """Whether a sentence only says what the written files hold, where and by what name:
        it quotes in code spans only what the files hold (or commands that run them), says
        no value they do not hold (:meth:`novel`), and has no word but those of a use or a
        description (:data:`.closing.DESCRIBING_WORDS`; "set" only of a placeholder the
        model wrote, to the user's own value)."""
        if len(sentence) > LONGEST_HARMLESS or names_a_change(sentence):
            return False
        quoted = False
        placeholder = False
        for m in _CODE_SPAN.finditer(sentence):
            span = m.group(1).strip()
            if span.lower().removeprefix("./") in self.file_names:
                continue
            if is_command(span, sentence):
                quoted = True  # (the run rules read it)
                continue
            if not _tokens(span):
                return False  # (`---`: a line of its own, not a name)
            for kind, value in _tokens(span):
                if kind in ("op", "cmp"):
                    continue
                if not self.holds(value):
                    return False
                placeholder = placeholder or any(
                    _PLACEHOLDER.search(v) for v in self.values(value) or ()
                )
            quoted = True
        if not quoted or self.novel(sentence) is not None:
            return False
        prose = _PATH_WORD.sub(" ", _CODE_SPAN.sub(" ", sentence))
        words = {w.lower() for w in _PROSE_WORD.findall(prose)}
        if not words <= DESCRIBING_WORDS:
            return False
        return "set" not in words or ("your" in words and placeholder)

    def _weigh(self, clause: str, *, done_later: bool = False) -> tuple[str, str] | None:
        """(the file, what) when ``clause`` may change a written file, else None; an offer is
        weighed when it or a later clause of its paragraph says it was done
        (``done_later``)."""
        offer = _OFFER.match(clause) is not None
        if offer and not done_later and _DONE_OR_REPORTED.search(clause) is None:
            return None  # an offer of a change not made
        return (
            self._weigh_values(clause)
            or self._unshown(clause)
            or self._dependency(clause)
            or self._said_gone(clause, offer=offer)
        )

    def _said_gone(self, clause: str, *, offer: bool) -> tuple[str, str] | None:
        """(the file, what) when ``clause`` says done (a report in the first person past, or
        an offer said done) that a name of code is gone ("I dropped `b()`", "Want me to drop
        `b()`?" then "Done.") and a file still defines it, else None."""
        if not offer and _REPORTED.search(clause) is None:
            return None
        for verb in _PROSE_WORD.finditer(clause):
            if not _GONE_VERB.fullmatch(verb.group()):
                continue
            # the verb's object: the next mention, past articles and adjectives
            rest = clause[verb.end() :]
            m = re.match(
                r"(?:[ \t]+(?:the|a|an|unused|old|dead|extra|duplicate))*[ \t]+`([^`\n]+)`", rest
            )
            if m is None:
                continue
            name = m.group(1).strip().removesuffix("()")
            if _NAME.fullmatch(name) and self.holds(name):
                for number in self._files_holding(name):
                    if any(name in unit.head for unit in self.units(number)):
                        path = self.paths[number]
                        return path, f"`{name}` said gone, which {path} still defines"
        return None

    def _weigh_values(self, clause: str) -> tuple[str, str] | None:
        """(the file, what) when ``clause`` gives a name or a file a value the files do not
        hold with it, else None."""
        named: str | None = None
        named_all: list[str] = []  # every written file the clause names
        spans: list[str] = []

        elsewhere = False  # another path named (`.env`, `src/`)

        def path_out(m: re.Match[str]) -> str:
            nonlocal named, elsewhere
            word = m.group().lower().removeprefix("./")
            if word in self.file_names:
                named = named or self.file_names[word]
                named_all.append(self.file_names[word])
                return " "
            if m.group().startswith(".") or "/" in m.group():
                elsewhere = True
                return " "  # another path (`.env`, `src/`): no value of a file
            return m.group()

        commands = [
            m.group(1) for m in _CODE_SPAN.finditer(clause) if is_command(m.group(1), clause)
        ]

        def span_out(m: re.Match[str]) -> str:
            if m.group(1) in commands:
                return " "  # a command that runs the files: the run rules read it
            spans.append(_PATH_WORD.sub(path_out, m.group(1)))
            return " " + spans[-1] + " \x01 "  # (a value given in it ends with it)

        body = _PATH_WORD.sub(path_out, _CODE_SPAN.sub(span_out, clause))
        tokens = _tokens(body)
        code_tokens = {v for span in spans for _, v in _tokens(span)}
        # (a line of code written bare: its code spans aside, "`main()` calls `a()`" is prose)
        code_line = _looks_like_code(_PATH_WORD.sub(" ", _CODE_SPAN.sub(" ", clause)))
        keys: list[str] = []
        literals: list[tuple[str, str]] = []  # (value, why)
        for n, (kind, value) in enumerate(tokens):
            before = tokens[n - 1] if n else ("", "")
            after = tokens[n + 1] if n + 1 < len(tokens) else ("", "")
            if before[0] == "op" and n >= 2 and tokens[n - 2][0] in ("name", "str", "num"):
                continue  # a value: weighed with the name it is given
            back = n - 1
            while back >= 1 and tokens[back][0] == "name" and tokens[back][1].lower() in _COPULAS:
                back -= 1  # "the host is 0.0.0.0", "port is now 9000": the value of the name
            if back < n - 1:
                before = tokens[back]
            if kind == "name" and value.lower() in _STATE_WORDS:
                subject = _subject_of(tokens, n)
                if subject is not None:
                    flag = self._flag_said(subject, _STATE_WORDS[value.lower()], named_all)
                    if flag is not None:
                        return flag
            if kind == "name":
                # (a name of code, not a word of prose: "PORT", "getUser", "api_key")
                in_code = value in code_tokens or code_line
                codeish = (
                    in_code
                    or after[0] == "op"
                    or not value.isalpha()
                    or value[1:] != value[1:].lower()
                )
                # (a word of prose is not looked up: the files are read only for code)
                name = self._held_name(value) if codeish else None
                if (
                    name is not None
                    and after[0] == "op"
                    and self.values(name) is None
                    and self.values(_QUOTED + name) is not None
                ):
                    # "(debug: True)" of ``{"debug": False}``: a mapping's key said bare
                    name = _QUOTED + name
                if name is not None and self.values(name) is not None:
                    if after[0] == "op":
                        given = self._given(name, tokens[n + 2 :], named_all)
                        if given is not None:
                            return self._file_of(name, named_all), given
                    keys.append(name)
                if value in _LITERAL_WORDS:
                    literals.append((value, "value"))
                elif in_code and name is None and not _PLACEHOLDER.search(value):
                    literals.append((value, "code"))
            elif kind in ("num", "str"):
                if kind == "str" and not value.strip():
                    continue  # a string that only names the file (``["a.py"]``): no value
                if kind == "str" and after[0] == "op" and self.values(_QUOTED + value) is not None:
                    # a dict's key (``'port': 9000``), weighed against the files' quoted keys
                    given = self._given(_QUOTED + value, tokens[n + 2 :], named_all)
                    if given is not None:
                        return self._file_of(_QUOTED + value, named_all), given
                    keys.append(_QUOTED + value)
                    continue
                if kind == "num" and before[1].lower() in _RUNTIME:
                    continue
                of_word = (
                    self._values_of_word(before[1], same_case=before[1] not in keys)
                    if before[0] == "name"
                    else set()
                )
                if of_word and _dependency_key(before[1]) in self._dependencies():
                    continue  # a dependency's version: weighed with its manifest's
                if value in of_word:
                    continue  # "serves on port 5000" of ``PORT = 5000``
                if of_word and named is None and self._other_subject(clause):
                    continue  # "Redis listens on port 6379": another service's port
                if of_word:
                    # "listens on port 9000" of ``PORT = 8080``: a value of that name
                    cased = before[1].upper() if self.holds(before[1].upper()) else before[1]
                    cased = cased if self.values(cased) is not None else before[1].lower()
                    return self.owner(cased), f"{value!r}, which the files do not hold with {cased}"
                literals.append((value, "value"))
        if (keys or (named and literals)) and _SAYS_CHANGED.search(
            _CODE_SPAN.sub(" ", clause)
        ) is not None:
            # a value said to change ("`DEBUG = True` is now off", "b.py now returns None")
            what = keys[0].replace(_QUOTED, "") if keys else literals[0][0]
            return (named or self.owner(keys[0])), f"{what}, said to change"
        if not literals:
            return None
        if named is None and not keys:
            # One file written: code or a value the file does not hold, said added or
            # changed, is said of that file ("I added `set -e` at the top." of deploy.sh),
            # unless the clause names another place ("to your shell profile", `~/.bashrc`).
            prose = _CODE_SPAN.sub(" ", clause)
            if (
                len(self.paths) != 1
                or elsewhere
                or _ELSEWHERE.search(prose) is not None
                or _ADDS_OR_CHANGES.search(prose) is None
            ):
                return None
            named = self.paths[0]
        known: set[str] = set()
        for key in keys:
            # what the name's statement holds too (``def a():`` with ``return 1`` below);
            # of the files the clause names when a line of them gives the name a value
            # ("app.py: PORT 8080" is app.py's PORT, not config.py's)
            bare = key.replace(_QUOTED, "")
            narrowed = self.sequences_in(key, named_all) if named_all else None
            if narrowed is not None:
                known |= {v for seq in narrowed for v in seq} | self._unit_values(bare, named_all)
            else:
                known |= (self.values(key) or set()) | self._unit_values(bare)
        for value, _why in literals:
            if value in keys:
                continue
            if (value in known) if keys else self.holds(value):
                continue
            path = named or self.owner(keys[0])  # (keys: none named)
            said = f"{value!r}, which the files do not hold" + (
                f" with {keys[0].replace(_QUOTED, '')}" if keys else ""
            )
            return path, said
        return None

    def _flag_said(self, name: str, state: bool, named: Sequence[str]) -> tuple[str, str] | None:
        """(the file, what) when a name of code (``DEBUG``) that the files (``named`` when
        they give it one) give only flag values (``True``, ``false``) is said to be ``state``
        in words and no line gives it that value, else None."""
        if name.isalpha() and name[1:] == name[1:].lower():
            return None  # a word of prose
        held = {v for seq in (self.sequences_in(name, named) or self.sequences(name)) for v in seq}
        if not held or not held <= _FLAG_VALUES.keys():
            return None
        if state in {_FLAG_VALUES[v] for v in held}:
            return None
        word = "on" if state else "off"
        return self._file_of(
            name, named
        ), f"{name} said {word}, which no line of the files gives it"

    def _other_subject(self, clause: str) -> bool:
        """Whether ``clause`` is about a thing the answer does not hold: it opens with a word
        that is no function word (:data:`_FUNCTION_WORDS`, a closed class), no written file
        or its stem ("the app" of app.py), no name the files hold in any case, and quotes no
        code. "Redis listens on port 6379" is Redis's port, not the file's ``PORT``. A label
        that opens the clause with a colon ("Note: port is now 9000") is no subject: the
        clause's first word after it is."""
        if "`" in clause:
            return False
        label = _LABEL.match(clause)
        first = _FIRST_PROSE_WORD.match(clause, label.end() if label else 0)
        if first is None:
            return False
        word = first.group(1)
        low = word.lower()
        stems = {name.lstrip(".").split(".", 1)[0] for name in self.file_names}
        return not (
            low in _FUNCTION_WORDS
            or low in self.file_names
            or low in stems
            or any(self.holds(w) for w in {word, low, word.upper()})
        )

    def _values_of_word(self, word: str, *, same_case: bool = False) -> set[str]:
        """The values the files give the name a word of prose is in another case ("port" of
        ``PORT``); with ``same_case`` (a word not weighed as a name of code already), in its
        own case too when the files give it a value with an operator."""
        out: set[str] = set()
        for name in {word.upper(), word.lower()} - {word}:
            out |= self.values(name) or set()
        if (
            same_case
            and word.lower() not in _FUNCTION_WORDS | _LINKING
            and word in self._keyed_names(word)
        ):
            # "binds host 127.0.0.1" of ``run(host="0.0.0.0")``: the word is the name the
            # files give a value with an operator (a keyword argument, an assignment)
            out |= self.values(word) or set()
        for name in {word, word.upper(), word.lower()}:
            out |= self.values(_QUOTED + name) or set()  # a mapping's key: ``{"port": 8080}``
        return out

    def _keyed_names(self, word: str) -> set[str]:
        """The names the files give a value with an operator, once ``word`` was asked."""
        self._ask(word)
        return self._keyed

    def _holds_in(self, name: str, paths: Iterable[str]) -> bool:
        """Whether a written file of ``paths`` holds ``name`` as a token."""
        return any(
            name in unit.tokens
            for number in self._files_holding(name, paths)
            for unit in self.units(number)
        )

    def _unshown(self, clause: str) -> tuple[str, str] | None:
        """(the file, what) when ``clause`` says of names the files define what the files do
        not show: a clause that opens with a written file and quotes a name that file does
        not hold ("app.py imports `DEBUG` from config.py"); a report in the first person
        past tense ("I made `main()` call `b()` in app.py") of names that the file it names
        (any file when none) does not hold, or that no top-level statement holds together
        (the function with what it calls, the import with the name imported): names said one
        after the other, no file between them. Names joined by "and" or a comma are a list:
        each is weighed with the names next to the list."""
        commands = {
            m.group(1) for m in _CODE_SPAN.finditer(clause) if is_command(m.group(1), clause)
        }
        mentions: list[tuple[int, int, str, list[str]]] = []  # (start, end, kind, what)
        for m in _MENTION.finditer(clause):
            text = m.group(1) if m.group(1) is not None else m.group()
            if m.group(1) is not None and text in commands:
                continue
            word = text.strip().lower().removeprefix("./")
            if word in self.file_names:
                mentions.append((m.start(), m.end(), "file", [self.file_names[word]]))
                continue
            names = [
                v
                for k, v in _tokens(text)
                if k == "name"
                and (m.group(1) is not None or not v.isalpha() or v[1:] != v[1:].lower())
                and self.holds(v)
            ]
            if names:
                mentions.append((m.start(), m.end(), "name", names))
        if not any(kind == "name" for _, _, kind, _ in mentions):
            return None
        held_names = list(
            dict.fromkeys(name for _, _, kind, what in mentions if kind == "name" for name in what)
        )
        if len(held_names) > 1 and opens_with_change(clause) and _YOUR.search(clause) is None:
            # "Swap the bodies of `a()` and `b()`": the reader is told to change how the
            # names the files define stand to each other (not to fill in a value of their
            # own; one name alone, "Add routes to `main()` as needed", is advice): the files
            # are not final
            name = held_names[0]
            path = self.owner(name)
            return path, f"`{name}` said to be changed, which the files do not show"
        # the leading mentions of one kind joined as a list, then the rest in groups
        groups: list[tuple[str, list[str]]] = []
        end = 0
        for start, stop, kind, what in mentions:
            joined = _LIST_JOIN.fullmatch(clause, end, start) is not None
            if groups and joined and groups[-1][0] == kind:
                groups[-1][1].extend(what)
            else:
                # (after a comma, a name starts another relation: "`a()` and `b()`, and
                # `main()` calls `a()`")
                kind = "name," if kind == "name" and "," in clause[end:start] else kind
                groups.append((kind, list(what)))
            end = stop
        marked, groups = groups, [(kind.rstrip(","), what) for kind, what in groups]
        files = [path for kind, what in groups if kind == "file" for path in what]
        names = [name for kind, what in groups if kind == "name" for name in what]
        if groups[0][0] == "file" and _BY.search(clause) is None:
            subjects = groups[0][1]
            for name in names:
                if not self._holds_in(name, subjects):
                    return subjects[0], f"`{name}`, which {subjects[0]} does not hold"
        # "app.py reads `PORT` from config.py": a file other than the source shows the name
        # imported from it (a statement whose first line holds the name and the source's stem)
        for (_, n_end, kind, said), (f_start, _, next_kind, source) in pairwise(mentions):
            if kind != "name" or next_kind != "file" or not _FROM.fullmatch(clause, n_end, f_start):
                continue
            readers = [path for path in files if path != source[0]]
            stem = source[0].rsplit("/", 1)[-1].split(".", 1)[0]
            for name in said:
                if readers and not any(
                    name in unit.head and stem in unit.names
                    for number in self._files_holding(name, readers)
                    for unit in self.units(number)
                ):
                    return readers[
                        0
                    ], f"`{name}` from {source[0]}, which {readers[0]} does not show"
        plain = _CODE_SPAN.sub(" ", clause)
        should = _SHOULD_ANY.search(plain) is not None
        if _REPORTED.search(clause) is None and not should:
            return None
        # "I inlined `a()` into `main()`": a name said put into another that a file still
        # defines at its top level
        for (_, n_end, kind, said), (t_start, _, next_kind, _into) in pairwise(mentions):
            if kind == next_kind == "name" and _INTO.fullmatch(clause, n_end, t_start):
                for name in said:
                    for number in self._files_holding(name, files):
                        if any(name in unit.head for unit in self.units(number)):
                            path = self.paths[number]
                            return (
                                path,
                                f"`{name}` said put into `{_into[0]}`, which {path} does not show",
                            )
        for name in names:
            if files and not self._holds_in(name, files):
                return files[0], f"`{name}` said done, which {files[0]} does not hold"
        # names said one after the other ("`main()` call `b()`") are said of each other
        pairs = [
            (first, other)
            for (kind, said), (next_kind, then) in pairwise(marked)
            if kind.rstrip(",") == next_kind == "name"
            for first in said
            for other in then
        ]
        for first, other in pairs:
            if other != first and not self._shown([first, other], files):
                path = files[0] if files else self.owner(first)
                return (
                    path,
                    f"`{first}` with `{other}` said done, which no line of {path} shows",
                )
        return None

    def _dependency(self, clause: str) -> tuple[str, str] | None:
        """(the manifest, what) when ``clause`` gives a dependency of the answer's manifest
        (requirements.txt, package.json, pyproject.toml) a version that the manifest does
        not give it ("I updated requests to 2.99" over ``requests==2.31.0``): one that is not
        a version the manifest names (``4.2`` of ``==4.2.1``, ``4`` of ``^4.18.2``) nor, in a
        clause that says no change, within the manifest's bounds ("Node 20" of ``>=18``)."""
        if not any(c.isdigit() for c in clause):
            return None
        manifests = self._dependencies()
        if not manifests:
            return None
        changes = _SAYS_CHANGED.search(clause) is not None or _REPORTED.search(clause) is not None
        plain = clause.replace("`", " ")
        # a clause that opens with a verb in the past whose object is the dependency
        # ("Bumped flask to 3.0.2"): a report whose subject is left out
        lead = _OPENS_PAST.match(plain)
        for m in _VERSION_SAID.finditer(plain):
            key = _dependency_key(m.group(1))
            found = manifests.get(key)
            said = m.group("version")
            changed = changes or (lead is not None and lead.end() == m.start())
            if found is None:
                # a dependency said added in the form a manifest gives it (``pyyaml==6.0.1``,
                # ``lodash@4.17.21``) that no manifest of the answer holds
                if changed and m.group("pin") is not None and key not in _RUNTIMES:
                    path = self._manifest_named(plain) or next(iter(manifests.values()))[0]
                    return path, f"{m.group(1)} {said}, which {path} does not hold"
                continue
            path, bounds = found
            # a version said as a change names the manifest's only when it is no finer
            # (``2.0`` of ``>=2.0``; not ``1.0.200`` of ``1.0``)
            named = any(
                said == v or v.startswith(said + ".") or (not changed and said.startswith(v + "."))
                for op, v in bounds
                if op[:1] != "<"
            )
            if named or (not changed and _within(said, bounds)):
                continue
            return path, f"{m.group(1)} {said}, which {path} does not give it"
        return None

    def _manifest_named(self, clause: str) -> str | None:
        """The manifest of the answer that ``clause`` names by its path or name, or None."""
        paths = {path for path, _ in self._dependencies().values()}
        for word in _PATH_WORD.findall(clause):
            path = self.file_names.get(word.lower().removeprefix("./"))
            if path in paths:
                return path
        return None

    def _dependencies(self) -> dict[str, tuple[str, list[tuple[str, str]]]]:
        """A dependency's name (lower case, ``-`` for ``_`` and ``.``) to its manifest and
        the bounds the manifest gives its version: (operator, version), ``""`` for none."""
        if self._manifests is None:
            self._manifests = {}
            for path, content in zip(self.paths, self._contents, strict=True):
                for name, spec in _manifest_specs(path, content):
                    bounds = [
                        (m.group(1), m.group(2))
                        for m in _BOUND.finditer(spec)
                        if not m.group(1).startswith("!")
                    ]
                    if bounds:
                        self._manifests.setdefault(_dependency_key(name), (path, bounds))
        return self._manifests


def _subject_of(tokens: list[tuple[str, str]], n: int) -> str | None:
    """The name a value word (``tokens[n]``, "off") is said of: the name right before it
    ("turn DEBUG off"), or before the linking words between ("DEBUG is turned off", "DEBUG
    was set to False"), or before a colon ("DEBUG: off"); else None."""
    m = n - 1
    while m >= 0 and tokens[m][0] == "name" and tokens[m][1].lower() in _LINKING:
        m -= 1
    if m == n - 1 and m >= 1 and tokens[m] == ("op", ":"):
        m -= 1
    if m < 0 or tokens[m][0] != "name":
        return None
    return tokens[m][1]


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def _within(said: str, bounds: list[tuple[str, str]]) -> bool:
    """Whether version ``said`` is within ``bounds`` (``>=``, ``>``, ``<``, ``<=``; ``^``,
    ``~`` and ``~=`` as npm and PEP 440 read them) and one of them is a bound below."""
    version = _version(said)
    below = False
    for op, bound in bounds:
        limit = _version(bound)
        if op in (">=", "^", "~", "~=", ">"):
            below = True
            if version < limit or (op == ">" and version == limit):
                return False
            # the bound above that ^, ~ and ~= imply: ^4.18 below 5, ~4.18 and ~=4.18.2
            # below 4.19, ^0.3 below 0.4
            keep = {"^": next((n + 1 for n, p in enumerate(limit) if p), 1), "~": 2}.get(
                op, len(limit) - 1 if op == "~=" else 0
            )
            if keep:
                top = (*limit[: keep - 1], limit[keep - 1] + 1) if keep <= len(limit) else None
                if top is not None and version[: len(top)] >= top:
                    return False
        elif (op == "<" and version >= limit) or (op == "<=" and version > limit):
            return False
    return below


def _dependency_key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name.lower())


def _manifest_specs(path: str, content: str) -> list[tuple[str, str]]:
    """(name, version spec) of each dependency a manifest gives: a requirements file's lines,
    package.json's dependency tables and ``engines``, pyproject.toml's ``dependencies`` and
    Poetry's tables, Cargo.toml's dependency tables. A manifest that does not parse gives none."""
    base = path.rsplit("/", 1)[-1].lower()
    out: list[tuple[str, str]] = []
    if base.endswith(".txt") and "requirements" in base:
        for line in content.splitlines():
            m = _REQUIREMENT.match(line)
            if m is not None and m.group(2):
                out.append((m.group(1), m.group(2)))
    elif base == "package.json":
        try:
            data = json.loads(content)
        except ValueError:
            return []
        if isinstance(data, dict):
            for table in _PACKAGE_TABLES:
                deps = data.get(table)
                if isinstance(deps, dict):
                    out += [(k, v) for k, v in deps.items() if isinstance(v, str)]
    elif base == "pyproject.toml":
        try:
            data = tomllib.loads(content)
        except (ValueError, tomllib.TOMLDecodeError):
            return []
        project = data.get("project")
        if isinstance(project, dict) and isinstance(project.get("dependencies"), list):
            for item in project["dependencies"]:
                m = _REQUIREMENT.match(item) if isinstance(item, str) else None
                if m is not None and m.group(2):
                    out.append((m.group(1), m.group(2)))
        poetry = (
            data.get("tool", {}).get("poetry", {}) if isinstance(data.get("tool"), dict) else {}
        )
        for table in ("dependencies", "dev-dependencies"):
            deps = poetry.get(table) if isinstance(poetry, dict) else None
            if isinstance(deps, dict):
                for k, v in deps.items():
                    spec = v.get("version") if isinstance(v, dict) else v
                    if isinstance(spec, str) and k != "python":
                        out.append((k, spec))
    elif base == "cargo.toml":
        try:
            data = tomllib.loads(content)
        except (ValueError, tomllib.TOMLDecodeError):
            return []
        for table in ("dependencies", "dev-dependencies", "build-dependencies"):
            deps = data.get(table)
            if isinstance(deps, dict):
                for k, v in deps.items():
                    spec = v.get("version") if isinstance(v, dict) else v
                    if isinstance(spec, str):
                        # a bare version is a caret bound in Cargo ("1.0" is ^1.0)
                        out.append((k, spec if spec[:1] in "<>=~^*" else "^" + spec))
    return out


# One bound of a version spec: its operator (none for a bare version) and version.
_BOUND = re.compile(r"(>=|<=|==|~=|!=|\^|~|>|<|=)?[ \t]*v?(\d+(?:\.\d+)*)")
# A requirement: its name (extras aside) and version spec (markers aside).
_REQUIREMENT = re.compile(r"[ \t]*([A-Za-z0-9][\w.-]*)(?:\[[^\]]*\])?[ \t]*([<>=!~][^;#\n]*)?")
_PACKAGE_TABLES = (
    "dependencies",
    "devDependencies",
    "peerDependencies",
    "optionalDependencies",
    "engines",
)
# A name with a version said after it: ``django==5.0``, "express 5", "requests to 2.99",
# "node version 23", "react@19", "requests is pinned to 2.32.3" (a passive participle).
_VERSION_SAID = re.compile(
    r"(?<![\w@/.-])(@?[A-Za-z][\w.-]*(?:/[\w.-]+)?)"
    r"(?:[ \t]*(?P<pin>==|>=|~=|\^|~|@)[ \t]*|[ \t]*(?::|\|)[ \t]*"
    r"|[ \t]+(?:is|are|was|were|has[ \t]+been)[ \t]+\w+ed[ \t]+(?:to|at)[ \t]+"
    r"|[ \t]+(?:(?:to|at|version|is|now|of|on)[ \t]+){0,2})"
    r"v?(?P<version>\d+(?:\.\d+)*)(?![\w.]*\d)"
)
# A clause that opens with a verb in the past, its subject left out ("Bumped", "Pinned",
# "Set"): the verb forms of :data:`_REPORTED`, an optional "the" after.
_OPENS_PAST = re.compile(
    r"(?i)[^\w]*(?:(?!(?:n|f|s|sp|proc|succ|exc)eed\b)\w+ed|made|set|put|kept|moved)"
    r"[ \t]+(?:the[ \t]+)?"
)
# Names a version is said of that are a runtime, no dependency a manifest lists.
_RUNTIMES = frozenset({"python", "node", "nodejs", "npm", "rust", "cargo", "pip", "go"})
# A clause's mention of a file or a name: a code span, a path, a word.
_MENTION = re.compile(r"`([^`\n]*)`|[\w@+~$-]*(?:[./][\w@+~$-]+)*\.[A-Za-z]\w*|[A-Za-z_$][\w$]*")
# What joins the items of a list ("`a`, `b` and `c`").
_LIST_JOIN = re.compile(r"[ \t,/]*(?:(?:and|or|&|plus)[ \t]+)?")
# A name said taken from a file ("`PORT` from config.py"), or put into another ("into").
_FROM = re.compile(r"[ \t]+from[ \t]+(?:the[ \t]+file[ \t]+)?")
_INTO = re.compile(r"[ \t]+into[ \t]+")
# A clause of what code should be ("`main()` should call `b()`"): a modal and its verb.
_SHOULD_ANY = re.compile(
    r"(?i)\b(?:should|must|has[ \t]+to|have[ \t]+to|needs?[ \t]+to|ought[ \t]+to)[ \t]+"
    r"(?:not[ \t]+|now[ \t]+|also[ \t]+|still[ \t]+)?[^\W\d_]+"
)
# A value the user fills in ("Replace `API_KEY` with your own key").
_YOUR = re.compile(r"(?i)\byour\b")
# A passive clause ("app.py is read by `main()`"): its first file is no subject.
_BY = re.compile(r"(?i)\bby\b")


def _sequence(tokens: list[tuple[str, str]]) -> tuple[str, ...]:
    """The values of an assignment's right side: its tokens up to the next name given a
    value (``a = 1, b = 2``)."""
    out: list[str] = []
    for kind, value in tokens:
        if kind == "stop":
            break
        if kind in ("op", "cmp"):
            if out and kind == "op":
                out.pop()  # (the name before it is the next assignment's)
                break
            continue
        out.append(value)
    return tuple(out)


def _relation(tokens: list[tuple[str, str]]) -> tuple[list[str], list[str]]:
    """The names a line of a file gives values to, and those values: the names and strings
    before its first assignment-like operator and the tokens after it; with no operator, its
    first word and the rest."""
    for n, (kind, _) in enumerate(tokens):
        if kind == "op":
            keys = [
                v if k == "name" else _QUOTED + v for k, v in tokens[:n] if k in ("name", "str")
            ]
            values = [v for k, v in tokens[n + 1 :] if k in ("name", "str", "num")]
            return keys, values
    words = [(k, v) for k, v in tokens if k in ("name", "str", "num")]
    if not words or words[0][0] != "name":
        return [], []
    return [words[0][1]], [v for _, v in words[1:]]


def _inner_pairs(tokens: list[tuple[str, str]]) -> list[tuple[str, list[str]]]:
    """The names and quoted keys a line gives a value after its first operator: a call's
    keyword arguments and a mapping's members (``dict(BANNER="hi", PORT=8080)``,
    ``{"port": 8080, "host": "0.0.0.0"}``), each with the one value after its ``=`` or
    ``:`` (a name right after another operator is a type, ``x: int = 5``, not a key)."""
    first = next((n for n, (kind, _) in enumerate(tokens) if kind == "op"), None)
    if first is None:
        return []
    pairs: list[tuple[str, list[str]]] = []
    for n in range(first + 1, len(tokens) - 2):
        kind, value = tokens[n]
        op, then = tokens[n + 1], tokens[n + 2]
        if (
            kind in ("name", "str")
            and op[0] == "op"
            and op[1] in ("=", ":")
            and then[0] in ("name", "str", "num")
            and tokens[n - 1][0] != "op"
        ):
            pairs.append((value if kind == "name" else _QUOTED + value, [then[1]]))
    return pairs


def _plain(text: str, skip: Iterable[tuple[int, int]]) -> str:
    """``text`` with the ``skip`` spans blanked, HTML comment marks, tags and entities and
    emphasis marks taken away (offsets kept where a mark is blanked)."""
    parts: list[str] = []
    pos = 0
    for start, end in skip:
        parts += [text[pos:start], re.sub(r"[^\r\n]", " ", text[start:end])]
        pos = end
    parts.append(text[pos:])
    plain = "".join(parts)
    plain = _HTML_COMMENT_MARK.sub(lambda m: " " * len(m.group()), plain)
    plain = _HTML_TAG.sub(lambda m: " " * len(m.group()), plain)
    plain = plain.replace("**", "  ").replace("~~", "  ")
    return html.unescape(plain) if "&" in plain else plain


_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_TABLE_ROW = re.compile(r"[ \t]*\|[^\n]*")
_TABLE_SEPARATOR = re.compile(r"[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*")


def _numbered_cells(plain: str) -> str:
    """``plain`` with a table's cells that hold a number under a header of a position
    (:data:`_POSITION`: "line", "step") blanked: "| 3 |" under "| line |"
    is a line's number, as "line 3" is in prose, not a value of a file."""
    if "|" not in plain:
        return plain
    lines = plain.split("\n")
    header: list[str] = []
    for n, line in enumerate(lines):
        if not _TABLE_ROW.fullmatch(line):
            header = []
            continue
        if n + 1 < len(lines) and _TABLE_SEPARATOR.fullmatch(lines[n + 1]) and "-" in lines[n + 1]:
            header = [c.strip().lower() for c in line.strip().strip("|").split("|")]
            continue
        if not header:
            continue
        cells = line.split("|")
        # (the text before the first pipe is no cell)
        for i, cell in enumerate(cells[1:]):
            if (
                i < len(header)
                and header[i] in _POSITION
                and re.fullmatch(r"[ \t]*\d+(?:\.\d+)*[ \t]*", cell)
            ):
                cells[i + 1] = " " * len(cell)
        lines[n] = "|".join(cells)
    return "\n".join(lines)


def is_command(span: str, clause: str) -> bool:
    """Whether a code span is a command that runs the files (an environment variable set
    before a runner, or exported), or a command the clause asks to run
    (:func:`~.runs.prose_instruction`): the run rules read it."""
    if prose_instruction(clause) and starts_with_command(span.strip()):
        return True  # ``Then run `cp app.py app.py.bak`.``: the run rules weigh what it does
    prefix = _ENV_PREFIX.match(span)
    if prefix is None:
        return _RUNNER.match(span.strip()) is not None and " " in span.strip()
    rest = span[prefix.end() :].strip()
    if not rest:
        return span.lstrip().lower().startswith(("export", "set", "env")) or bool(
            _EXPORT_WORD.search(clause)
        )
    return _RUNNER.match(rest) is not None


_CODE_LINE = re.compile(
    r"[ \t]*(?:import[ \t]+[\w.{*]|from[ \t]+[\w.]+[ \t]+import\b|(?:def|class|function|fn"
    r"|func|val|var|let|const|local)[ \t]+\w|[\w.$]+\(.*\)[ \t;]*$|return\b)"
)


def _looks_like_code(body: str) -> bool:
    """Whether a clause (paths and code spans aside) is a line of code written bare."""
    return _CODE_LINE.match(body) is not None
