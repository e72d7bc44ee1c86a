"""The prose after a document's end marker that changes none of its files: the shapes of a
harmless sentence (an instruction to use the files, a description of one, a closing offer,
what the document did) and of a line that introduces a quote of a written file as an
explanation (:func:`sentence_is_harmless`, :func:`explains_quote`).

Both are allow-lists matched WHOLE. A deny-list of change words misses every other verb and
language ("tweak", "uncomment", "Korrektur"), and a harmless shape matched as a prefix lets
a change ride behind it ("Open app.py and put `import sys` at the top", "Delete app.py, then
let me know"). So a sentence is cut into clauses (at commas, "and", "then", "if", "after",
...) and is harmless only when EVERY clause has one of the shapes below; a closing offer
covers its sentence only when it opens it. A false refusal costs a retry; a missed change
writes a file the model did not mean.

Every pattern runs on one sentence of at most :data:`LONGEST_HARMLESS` characters (a longer
one is not harmless, the safe side), so the cost is linear in the prose.
"""

from __future__ import annotations

import ast
import codecs
import functools
import json
import mimetypes
import re

import tomllib

from .labels import MAX_LABEL, note_says_not_written, note_says_partial

__all__ = [
    "DESCRIBING_WORDS",
    "LONGEST_HARMLESS",
    "binary_type",
    "explains_quote",
    "file_operation",
    "goes_key",
    "held_report",
    "json_change",
    "json_report",
    "json_report_clauses",
    "named_paths",
    "names_a_change",
    "opens_with_change",
    "says_version",
    "sentence_is_harmless",
]

#: The longest sentence weighed for a harmless shape (longer: not harmless, the safe side).
LONGEST_HARMLESS = 600

# A path as prose writes it (plain, in backquotes or bold), or the file by a pronoun.
_PATH = r"[`*'\"]*[\w@+/.~-]*[\w-]\.\w[\w.]*[`*'\"]*"
_FILE = rf"(?:{_PATH}|it|this[ \t]+file|that[ \t]+file|the[ \t]+file)"
# Any subject of a description: a file, or a noun phrase of up to three words ("the server",
# "this line"), or a relative pronoun.
_SUBJECT = (
    rf"(?:{_FILE}|(?:the|this|that|these|those|your|its|our|any)(?:[ \t]+[\w`-]+){{1,3}}?"
    r"|they|which|who|the[ \t]+rest(?:[ \t]+of[ \t]+the[ \t]+\w+)?|everything[ \t]+else"
    r"|all[ \t]+other[ \t]+files)"
)

# Words that open an instruction and change nothing of it.
_LEAD_IN = (
    r"(?:(?:also|then|now|finally|next|please|lastly|additionally|afterwards|to[ \t]+"
    r"(?:start|begin|try[ \t]+it(?:[ \t]+out)?|use[ \t]+it)|once[ \t]+saved|when[ \t]+done"
    r"|here(?:'s|[ \t]+is)[ \t]+how[ \t]+to)"
    r"[*_]*[ \t]*[,:]?[*_]*[ \t]+"
    r"|(?:you[ \t]+(?:can|may|could)(?:[ \t]+now|[ \t]+then|[ \t]+also)?|simply|just)[ \t]+)*"
)
# Instructions to use the files as they are: run, open, read or test them.
_USE_VERBS = (
    r"(?:run|execute|launch|start|open|see|test|try|view|visit|check|look|read|serve|browse"
    r"|inspect|review|study|load|navigate|point|type|enter|invoke|call[ \t]+(?:it\b|(?=`))"
    r"|go[ \t]+to"
    r"|(?:when|once|after)[ \t]+you[ \t]+(?:run|start|open)|running|cd|move[ \t]+into[ \t]+the"
    r"|save[ \t]+(?:the|all|both|these|them|everything)\b(?![^.]*\bas\b))"
)
_USE = re.compile(r"[^\w`]*" + _LEAD_IN + _USE_VERBS + r"(?![\w/.-])", re.I)
# A purpose that is a use: "to start", "in order to run it", "to get started".
_PURPOSE = re.compile(
    r"(?i)(?:in[ \t]+order[ \t]+)?to[ \t]+(?:run|start|use|try|test|see|check|view|launch"
    r"|serve|begin|get[ \t]+started)\b"
)
# Words that make a clause of a harmless shape a change of a file after all ("Open app.py to
# delete line 5", "Run app.py instead of util.py"): a second guard beside the shapes.
_BUT_CHANGES = re.compile(
    r"(?i)\b(?:renam|mov|delet|remov|replac|overwrit|drop|discard|eras|wip|truncat|revert"
    r"|chang|edit|modif|updat|add|insert|append|prepend|merg|combin|fix|instead|comment|swap"
    r"|split|copy|relocat|rewrit)(?:e|es|ed|s|ing|ping|ped|ies|y|ied|ting)?\b"
)
# After "to" in a harmless clause, only a place or a use ("point it to localhost", "run it to
# see the output"): "open app.py to set DEBUG" is a change.
_TO_WORD = re.compile(r"(?i)\bto[ \t]+([\w'-]+)")
_TO_ALLOWED = frozenset(
    {"the", "a", "an", "your", "my", "this", "that", "these", "those", "it", "them", "you"}
    | {"localhost", "http", "https", "port", "be", "see", "start", "run", "use", "try"}
    | {"test", "check", "view", "verify", "confirm", "launch", "open", "serve", "begin"}
    | {"learn", "understand", "read", "explore", "inspect", "get", "stdout", "stderr"}
    | {"PATH"}
)
# A description of a file (or of a part of it, "the server", "this line"), the subject first:
# "`app.py` is the entry point", "The app.py file handles routing", "app.py now handles
# empty input", "Note how a.js starts", "which `app.py` imports". Not a modal or a need
# ("util.py must go", "app.py needs `import sys`"), nor a change of state ("app.py gets
# renamed", "util.py becomes main.py", "util.py goes in lib/").
_DESCRIBES = re.compile(
    r"(?i)[^\w`]*(?:(?:note|notice|remember|observe|see)(?:[ \t]+(?:how|that|where|what))?"
    r"[ \t]+|(?:which|where|whose)[ \t]+)?"
    r"(?:(?:the|this|that|our|my|new|updated|final|main|version|of|whole)[ \t]+)*"
    rf"{_SUBJECT}(?:[ \t]+(?:file|script|module|page|component|program))?"
    rf"(?:[ \t]+(?:in|of|from)[ \t]+{_PATH})?[ \t]+"
    r"(?:(?:now|also|still|already|only|just|simply|then)[ \t]+)?"
    r"(?:(?:is|are)[ \t]+(?:now[ \t]+)?(?:complete|ready|done|finished|working|runnable"
    r"|self-contained|unchanged|short|small|tiny|simple|minimal|standalone|self-explanatory"
    r"|documented|commented|readable|final|untouched|up[ \t-]to[ \t-]date|as[ \t]+before)[ \t]*$"
    r"|(?:is|are)[ \t]+(?:the|a|an|where|what|just|our|your)\b"
    r"|(?:does|do)[ \t]+(?:the[ \t]+(?:work|job|trick)|this|that)\b"
    r"|should[ \t]+(?:now[ \t]+)?(?:work|run|start|pass|build)\b"
    r"|(?!(?:needs|has|goes|belongs|moves|stays|remains|does|was|is|gets|becomes|turns|wants"
    r"|lacks|misses|ends)\b)[a-z]+s\b)"
)
# What the files need to run: "it needs Python 3.11", "app.py requires Node 18 or later".
_NEEDS = re.compile(
    rf"(?i)[^\w`]*{_SUBJECT}[ \t]+(?:only[ \t]+)?(?:needs|requires)[ \t]+(?:at[ \t]+least[ \t]+)?"
    r"(?:python|node(?:\.?js)?|deno|bun|java|jdk|go|rust|ruby|php|\.net|npm|a[ \t]+(?:recent"
    r"|modern)[ \t]+(?:browser|version)|an?[ \t]+(?:internet|network)[ \t]+connection)"
    r"(?:[ \t]+v?\d[\w.]*\+?)?[ \t]*$"
)
# What the document did, in the past tense: "I updated app.py to print the working
# directory", "I kept app.py short on purpose" (not "I renamed app.py": a move); the "I" may
# be left out, as summaries do ("Created a.js with a log line": the past tense is no order).
_DID = re.compile(
    r"(?i)[^\w`]*(?:(?:so[ \t]+)?I(?:['\u2019]ve|[ \t]+have)?[ \t]+)?(?:also[ \t]+|just[ \t]+)?"
    r"(?:updated|changed|modified|fixed|rewrote|rewritten|refactored|extended|improved"
    r"|simplified|kept|wrote|written|made|created|added|documented|tested)\b"
)
# Where something is described to live: "The helpers live in util.py".
_LIVES_IN = re.compile(
    r"(?i)[^\w`]*(?:[\w`'-]+[ \t]+){1,5}?(?:lives?|is|are|sits?|resides?|defined|implemented"
    r"|located|found|kept)[ \t]+in[ \t]+`?[\w@+./-]+`?[ \t]*$"
)
# A value the user fills in: "Replace the key in `app.py` with your own."
_WITH_YOUR = re.compile(
    r"(?i)[^\w`]*(?:replace|set|fill[ \t]+in|substitute|swap[ \t]+out)\b.*\bwith[ \t]+your"
    r"[ \t]+(?:own\b|(?:key|token|value|secret|password|api|url|credentials|settings|details"
    r"|data|name|email|id)\b)[\w \t'-]{0,40}$"
)
# A clause that is only a place or a name: "In `util.py`", "app.py", "or util.py".
_PLACE = re.compile(
    rf"(?i)[^\w`]*(?:(?:then|both|the|or|in|inside|within|for|from|your)[ \t]+)*{_PATH}[ \t]*$"
)
# A label that opens a sentence: "Note: ...", "How it works: ...".
_LABEL = re.compile(
    r"(?i)[^\w`]*(?:note|tip|hint|usage|example|for[ \t]+example|how[ \t]+it[ \t]+works"
    r"|p\.?s\.?|nb|done|that's[ \t]+it|all[ \t]+set|summary|explanation"
    # a lead-in cut off by its comma ("Once saved, run app.py"), a range ("3.11 or later")
    r"|once[ \t]+saved|when[ \t]+done|finally|also|then|next|now|afterwards|lastly|first"
    r"|additionally|after[ \t]+that|later|newer|above|higher"
    # that no other change follows: "nothing else is needed", "no other changes are required"
    r"|(?:nothing[ \t]+else|no[ \t]+other[ \t]+(?:changes?|files?|edits?))(?:[ \t]+(?:is|are))?"
    r"(?:[ \t]+(?:needed|required|necessary))?)[ \t]*$"
)
# A second verb of the same subject: "app.py reads the config and prints the result".
_CONTINUES = re.compile(
    r"(?i)[^\w`]*(?:(?:now|also|then)[ \t]+)?(?!(?:needs|has|goes|belongs|moves|stays|remains"
    r"|does|was|is|gets|becomes|turns|wants|lacks|misses|ends)\b|[a-z]*(?:ss|us|is|as|os)\b)"
    r"[a-z]+s\b"  # (not an imperative that ends in s: "compress", "address", "focus")
)
# A closing offer or optional advice that opens its sentence: "Let me know if you want me to
# change app.py", "If you do not need the helpers, delete src/util.py", "Hope this helps".
_OFFER = re.compile(
    r"(?i)[^\w`]*(?:let[ \t]+me[ \t]+know|(?:do[ \t]+you[ \t]+)?want[ \t]+me[ \t]+to"
    r"|would[ \t]+you[ \t]+like[ \t]+me[ \t]+to|shall[ \t]+I|I[ \t]+can[ \t]+also"
    r"|feel[ \t]+free|hope[ \t]+(?:this|that|it)[ \t]+helps"
    r"|happy[ \t]+coding|enjoy|optionally|if[ \t]+you[ \t]+(?:prefer|like|wish|want)"
    r"(?:[ \t]+to)?[ \t]*,|if[ \t]+you[ \t]+(?:do[ \t]+not|don'?t)[ \t]+(?:need|use|want)\b)"
)
# The same at the end of its sentence: "Remove util.py if you do not use it" (not "Delete
# app.py if you want it to work").
_OFFER_END = re.compile(
    r"(?i)[ \t]+if[ \t]+you[ \t]+(?:(?:do[ \t]+not|don'?t)[ \t]+(?:need|use|want)(?:[ \t]+"
    rf"(?:it|them|this|that|this[ \t]+file|that[ \t]+file|{_PATH}))?|prefer|like|wish|want)"
    r"[ \t]*$"
)
# A second step after an offer: "Let me know, then delete app.py".
_SEQUENCE = re.compile(r"(?i),[ \t]+(?:then|and|now)[ \t]+|[ \t]+(?:and[ \t]+)?then[ \t]+")
# Where a sentence is cut into clauses: each is weighed alone.
_CLAUSE_BREAK = re.compile(
    r"(?i)[,\uff0c\u3001;:][ \t]+|[\uff0c\u3001\uff1b\uff1a]|[ \t]+[-\u2013\u2014]+[ \t]+"
    # a parenthesis is a clause of its own ("Run app.py (but first set DEBUG in it)"), not a
    # call in a code span (`main()`): outside backquotes, an even number of them after it
    r"|[ \t]*[()\uff08\uff09][ \t]*(?=[^`]*(?:`[^`]*`[^`]*)*$)"
    r"|[ \t]+(?:and|then|but|or|after|before|once|when|whenever|if|unless|until|so|because"
    r"|while|whereas|plus|as[ \t]+soon[ \t]+as)[ \t]+"
)
_PATH_WORD = re.compile(r"[\w@+-]*(?:[./][\w@+-]+)+")
_CODE_SPAN = re.compile(r"`[^`\n]*`")
# A change said as what a file or a part of it should hold: "line 4 should read X", "DEBUG
# should be False", "it must contain the key".
_SHOULD = re.compile(
    r"(?i)\b(?:should|must|has[ \t]+to|have[ \t]+to|needs?[ \t]+to|ought[ \t]+to)[ \t]+"
    r"(?:now[ \t]+|also[ \t]+|still[ \t]+)?(?:be|read|say|contain|equal|hold|look|have"
    r"|include|become|import|define|return|print|use|set|match|start|end)\b"
)
# What a code span after a use verb may hold: a command that runs the files (its first word a
# runner, a path or an option: the shell rules read what it does), a path, an address, a name
# or a call (`main()`), a key (`Ctrl+C`). Any other span is content ("Run app.py with
# `DEBUG = False` at the top"): a change of a file.
_RUN_SPAN = re.compile(
    r"(?i)`[ \t]*(?:(?:python[\d.]*|py|node|nodejs|npm|npx|yarn|pnpm|bun|bunx|deno|go|cargo"
    r"|make|bash|sh|zsh|pwsh|powershell|pytest|uvicorn|gunicorn|flask|streamlit|fastapi|java"
    r"|ruby|php|dotnet|docker|docker-compose|tsc|ts-node|tsx|vite|next|cd|open|start|xdg-open"
    r"|cat|less|more|code|vim|nano|curl|wget|http|uv|poetry|pipenv|hatch|tox|nox|rails"
    r"|rake|bundle|mvn|gradle|swift|rustc|gcc|clang|ghc|elixir|mix|lua|perl|R|Rscript"
    r"|julia)(?=[ \t]|`)[^`]*"
    r"|(?:\.{1,2}|~)?/[\w@+-][\w@+./~-]*(?:[ \t]+[^`=#]*)?|-{1,2}[a-z][\w-]*(?:[ \t=][^`#]*)?"
    r"|[@+./~-]*\w[\w@+./~-]*|[a-z][\w+.-]*://[^`\s]*|[\w.]+\([^`=]*\)|(?:ctrl|cmd|alt|shift)\+\w+)"
    r"[ \t]*`"
)
# The words a use verb's clause may hold besides its object ("Run app.py with python from the
# project root", "Open index.html in your browser", "Type `python app.py` to start it"): an
# allow-list, so that a change rides behind a use verb in no word of its own ("Run app.py
# with the flag flipped", "Open app.py and bump the version"). A word outside it makes the
# clause no use (a false refusal costs a retry).
_USE_WORDS = frozenset(
    {"the", "a", "an", "your", "my", "our", "this", "that", "these", "those", "it", "them"}
    | {"its", "all", "both", "each", "every", "any", "one", "some", "you", "me", "us", "i"}
    | {"with", "in", "from", "on", "at", "to", "into", "inside", "using", "via", "through"}
    | {"under", "for", "by", "as", "of", "over", "out", "up", "down", "locally", "directly"}
    | {"browser", "editor", "terminal", "shell", "console", "ide", "project", "root", "folder"}
    | {"directory", "dir", "repo", "repository", "server", "app", "application", "file"}
    | {"files", "script", "scripts", "page", "pages", "output", "result", "results", "tests"}
    | {"test", "suite", "command", "commands", "port", "localhost", "url", "address", "window"}
    | {"tab", "code", "program", "module", "package", "version", "mode", "debug", "dev"}
    | {"development", "production", "local", "machine", "computer", "environment", "venv"}
    | {"virtualenv", "container", "same", "current", "favorite", "favourite", "new", "text"}
    | {"vs", "vscode", "jupyter", "notebook", "node", "nodejs", "python", "python3", "deno"}
    | {"bun", "npm", "yarn", "pnpm", "log", "logs", "details", "again", "now", "first"}
    | {"there", "here", "once", "normally", "usual", "usually", "simply", "just", "also"}
    | {"then", "below", "above", "following", "example", "examples", "help", "usage", "docs"}
    | {"documentation", "readme", "instructions", "live", "see", "start", "run", "use", "try"}
    | {"check", "view", "verify", "confirm", "launch", "open", "serve", "begin", "learn"}
    | {"understand", "read", "explore", "inspect", "get", "started", "stdout", "stderr", "be"}
    | {"how", "what", "works", "work", "runs", "does", "is", "are", "in-browser", "online"}
    | {"path", "cli", "interpreter", "runtime", "flag", "flags", "option", "options", "args"}
    | {"arguments", "argument", "input", "data", "sample", "default", "defaults", "settings"}
    | {"http", "https", "www", "ui", "web", "site", "website", "api", "endpoint", "endpoints"}
    | {"tool", "tools", "runner", "jest", "pytest", "vitest", "mocha", "unittest", "chrome"}
    | {"firefox", "safari", "edge", "any", "other", "modern", "recent", "latest", "later"}
    | {"or", "and", "not", "no", "only", "too", "more", "info", "information", "comments"}
    | {"top", "bottom", "end", "beginning", "start", "way", "order", "need", "needed", "want"}
    | {"like", "if", "so", "everything", "works", "working", "expected", "fine", "correctly"}
    | {"yourself", "manually", "automatically", "quickly", "easily", "safely", "side", "panel"}
    | {"preview", "reload", "refresh", "watch", "hot", "session", "repl", "prompt", "screen"}
    | {"before", "PATH", "SPAN"}
)
_WORD = re.compile(r"[^\W\d_][\w'-]*")

#: The words of a sentence that only says what the files hold, where and by what name ("`config.py`
#: holds `API_KEY` and `TIMEOUT`", "The entry point is `main()` in app.py", a table of
#: settings, their files and defaults): the words of a use (:data:`_USE_WORDS`) and of a
#: description. Every other word may say a change, in any language.
DESCRIBING_WORDS = _USE_WORDS | frozenset(
    {"holds", "hold", "defines", "define", "defined", "contains", "contain", "has", "have"}
    | {"entry", "point", "main", "name", "names", "setting", "settings", "value", "values"}
    | {"purpose", "description", "type", "key", "keys", "variable", "variables", "constant"}
    | {"constants", "function", "functions", "class", "classes", "method", "methods", "lives"}
    | {"where", "which", "set", "own", "your", "export", "exported", "running", "config"}
    | {"configuration", "holds", "reads", "uses", "while", "developing", "turns", "toggle"}
    | {"toggles", "output", "on", "off", "when", "what", "it's", "there's", "here's"}
)


def names_a_change(text: str) -> bool:
    """Whether ``text`` (paths and code spans aside) holds a word of a change of a file, of
    what it should hold, or of the file going."""
    plain = _plain(text)
    return (
        _BUT_CHANGES.search(plain) is not None
        or _SHOULD.search(plain) is not None
        or _GONE.search(plain) is not None
    )


# An instruction whose verb is one of a change (:data:`_BUT_CHANGES`), after the words that
# open an instruction: "Swap the bodies of `a()` and `b()`", "Then rename `a()`".
_CHANGE_FIRST = re.compile(
    r"(?i)[^\w`]*" + _LEAD_IN + "(?:" + _BUT_CHANGES.pattern[4:] + r")(?![ \t]*:)"
)


def opens_with_change(clause: str) -> bool:
    """Whether ``clause`` is an instruction to change something: it opens (past the words
    that open an instruction) with a verb of a change."""
    return _CHANGE_FIRST.match(clause) is not None


def _plain(rest: str) -> str:
    """``rest`` with paths as ``PATH`` and code spans blanked (their words are no prose)."""
    return _PATH_WORD.sub(" PATH ", _CODE_SPAN.sub(" ", rest))


def _rest_harmless(rest: str, *, purpose: bool = True) -> bool:
    """Whether what follows a harmless shape in its clause adds no change: no word of a
    change, and after "to" only a place or a use (``purpose``)."""
    plain = _plain(rest)
    if _BUT_CHANGES.search(plain) is not None or _SHOULD.search(plain) is not None:
        return False
    if not purpose:
        return True
    return all(
        m.group(1) in _TO_ALLOWED or m.group(1).lower() in _TO_ALLOWED
        for m in _TO_WORD.finditer(plain)
    )


def _use_rest_harmless(rest: str) -> bool:
    """Whether what follows a use verb in its clause only uses the files: every code span a
    command that runs them, a path, an address or a name (:data:`_RUN_SPAN`), every word of
    :data:`_USE_WORDS`, then the checks of :func:`_rest_harmless`."""
    for span in _CODE_SPAN.finditer(rest):
        if _RUN_SPAN.fullmatch(span.group()) is None:
            return False
    plain = _PATH_WORD.sub(" PATH ", _CODE_SPAN.sub(" SPAN ", rest))
    if any(w.lower() not in _USE_WORDS and w not in _USE_WORDS for w in _WORD.findall(plain)):
        return False
    return _rest_harmless(rest)


def _clause_harmless(clause: str) -> bool:
    """Whether one clause has a harmless shape, whole."""
    clause = clause.strip().rstrip(".!?;\u3002\uff01\uff1f\u2026*_ \t")
    if not clause:
        return True
    if _PLACE.match(clause) or _LABEL.match(clause) or _LIVES_IN.match(clause):
        return True
    if _WITH_YOUR.match(clause) or _NEEDS.match(clause):
        return True
    found = _USE.match(clause)
    if found is not None:
        return _use_rest_harmless(clause[found.end() :])
    shapes = ((_PURPOSE, True), (_DESCRIBES, True), (_DID, False), (_CONTINUES, True))
    for shape, purpose in shapes:
        found = shape.match(clause)
        if found is not None:
            return _rest_harmless(clause[found.end() :], purpose=purpose)
    return False


# A list item or a table row that gives a file its purpose: "- `app.py`: entry point",
# "| `b.py` | settings |" (a table's header and separator rows beside them).
_LIST_ITEM = re.compile(
    rf"[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]+)?{_PATH}[ \t]*(?:[:\u2013\u2014]|[ \t]-+)[ \t]*(.*)"
)
_TABLE_SEPARATOR = re.compile(r"[ \t|:-]*")
# What a purpose may not say: that the file goes ("- `util.py`: obsolete"), besides the words
# of a change (:data:`_BUT_CHANGES`).
_GONE = re.compile(
    r"(?i)\b(?:gone|obsolete|unused|unneeded|deprecated|dead|old|legacy|superseded|redundant"
    r"|no[ \t]+longer|not[ \t]+(?:needed|used|required)|empty|stub|todo|placeholder)\b"
)


def _purpose(text: str) -> bool:
    """Whether the text beside a file's name in a list or table is a short purpose with no
    code span and no word of a change or of the file going."""
    text = text.strip().rstrip(".").strip()
    return (
        "`" not in text
        and len(_WORD.findall(text)) <= 8
        and _GONE.search(text) is None
        and _rest_harmless(text)
    )


def _lists_files(body: str) -> bool:
    """Whether ``body`` is a list of files with their purposes or a table of them: every
    line a list item "PATH: purpose" (its bullet may stand on the sentence before), or
    every line a table row whose cells are a path, a purpose (:func:`_purpose`) or a
    separator."""
    # (a sentence of the prose ends after the next item's bullet: a bullet alone is none)
    lines = [line for line in body.splitlines() if line.strip(" \t-*+")]
    if not lines:
        return False
    if all(line.lstrip().startswith("|") for line in lines):
        named = False
        for line in lines:
            if _TABLE_SEPARATOR.fullmatch(line):
                continue
            for cell in line.strip().strip("|").split("|"):
                if re.fullmatch(_PATH, cell.strip()):
                    named = True
                elif not _purpose(cell):
                    return False
        return named
    for line in lines:
        item = _LIST_ITEM.fullmatch(line)
        if item is None or not _purpose(item.group(1)):
            return False
    return True


def sentence_is_harmless(sentence: str, *, block_below: bool = False) -> bool:
    """Whether a sentence after the end marker that names a written file changes nothing:
    every clause of it is an instruction to use the files as they are, a description of one,
    what the document did, a place or a label (see the module doc), or it opens with a
    closing offer or optional advice with no second step. A sentence ending with a colon is
    harmless when a block follows it (``block_below``: the block rules weigh the block);
    followed by a list, a paragraph or nothing, it is weighed as a sentence."""
    stripped = sentence.strip()
    if json_report(stripped):
        return True
    if stripped.endswith((":", "\uff1a")):
        if block_below:
            return True
        stripped = stripped[:-1].rstrip()
    if len(stripped) > LONGEST_HARMLESS:
        return False
    stripped = stripped.replace("**", "").replace("__", "")
    body = stripped.rstrip(".!?\u3002\uff01\uff1f\u2026 \t")
    if _OFFER.match(body) or _OFFER_END.search(body):
        return _SEQUENCE.search(body) is None
    if _lists_files(body):
        return True
    clauses = _CLAUSE_BREAK.split(body)
    if len(clauses) == 1 and _PLACE.match(body.lstrip("#> \t")):
        return False  # a file's name alone is the label of a block, not a sentence about it
    return all(_clause_harmless(clause) for clause in clauses)


#: The keys of a JSON value that hold a file's text: a value with one is a second reading of
#: a file (weighed elsewhere), not a report.
_CONTENT_KEYS = frozenset(
    {"content", "contents", "code", "text", "source", "body", "diff", "patch", "data"}
    | {"new_content", "new_str", "new_string", "file_content", "file_text", "value"}
)
#: A short label before a JSON value (``Tool output:``, ``Summary:``, ``Result ->``).
_JSON_LABEL = re.compile(r"[\w .'()-]{0,40}[:\uff1a>-]?[ \t\r\n]*")
_JSON_DECODER = json.JSONDecoder()


#: The words of a label before a JSON report beside :data:`DESCRIBING_WORDS` (``Summary:``,
#: ``Tool output:``, ``Final result:``). An allow-list: a label's words may say a change
#: (``Delete app.py:``, ``Trash it:``) that no parse of the label tells apart; unknown words
#: keep the value weighed as a sentence (the safe side).
_REPORT_LABEL_WORDS = DESCRIBING_WORDS | frozenset(
    {"summary", "result", "results", "report", "tool", "status", "final", "json", "response"}
    | {"files", "file", "written", "created", "saved", "here", "is", "are", "the", "of"}
    | {"answer", "overview", "details", "info", "metadata", "stats", "manifest", "note"}
)


def _report_label(label: str) -> bool:
    """Whether the text before a JSON value is a label of a report (:data:`_JSON_LABEL`):
    no path in it and only words of :data:`_REPORT_LABEL_WORDS` (``Summary:``), not a
    sentence that may say a change of a file (``Delete app.py:``)."""
    return _PATH_WORD.search(label) is None and all(
        word.lower() in _REPORT_LABEL_WORDS for word in _WORD.findall(label)
    )


def json_report(stripped: str) -> bool:
    """Whether ``stripped`` is a JSON value (after a short label) that holds no file's text
    and no edit: a tool's report or a summary (``Tool output: {"files": [{"file_path":
    "a.py", "status": "written"}]}``) is data about the files, not prose that changes one.
    A value with a string that may be a file's text or an edit of one (``{"a.py": "x = 2"}``,
    ``{"path": "a.py", "search": "x = 1", "replace": "x = 2"}``) is a second reading."""
    found = _JSON_LABEL.match(stripped)
    start = found.end() if found is not None else 0
    if start >= len(stripped) or stripped[start] not in "{[":
        return False
    if not _report_label(stripped[:start]):
        return False  # (``Delete app.py: {...}``: the label is a sentence, weighed as one)
    try:
        value, end = _JSON_DECODER.raw_decode(stripped, start)
    except (ValueError, RecursionError):
        return False
    if stripped[end:].strip(" \t\r\n.,;"):
        return False
    return not _holds_text(value, 0)


def json_change(text: str, start: int, contents: dict[str, str]) -> tuple[str, int] | None:
    """The written file (of ``contents``, path -> text) that a JSON value at ``text[start]``
    (``{`` or ``[``) changes, and where the value ends: a string under a key that is the
    file's path (``{"a.py": "x = 2"}``), or a string member of an object whose path key names
    the file (``{"path": "a.py", "replace": "x = 2"}``, ``"new_source"``, ``"new"``), other
    than a status (:data:`_STATUS_KEYS`), that is not the file's text. A value that only
    reports on the files (``{"path": "a.py", "status": "written"}``), or repeats their text,
    changes nothing: None (and None when no JSON value starts there)."""
    try:
        value, end = _JSON_DECODER.raw_decode(text, start)
    except (ValueError, RecursionError):
        return None
    path = _changed_in(value, contents, 0)
    return (path, end) if path is not None else None


#: A name of code a report gives a value (``PORT``, ``max_retries``): no line number, no path.
_CODE_NAME = re.compile(r"[A-Za-z_$][\w$]*")
#: The counts a report gives of a file (``"lines": 4``), and how the written text is counted.
_COUNTS = {
    "lines": lambda text: len(text.splitlines()),
    "line_count": lambda text: len(text.splitlines()),
    "size": lambda text: len(text.encode()),
    "bytes": lambda text: len(text.encode()),
}


def _same(given: object, value: object) -> bool:
    """Whether a literal the file gives is the report's scalar (``True`` is not ``1``)."""
    return isinstance(given, bool) == isinstance(value, bool) and given == value


#: A binding the value of which is not one literal (a call, a tuple target, an import).
_UNKNOWN: object = object()


def _python_binding(text: str, name: str) -> object:
    """The value of ``name``'s last module-level binding in the Python source ``text``: the
    literal of its last top-level assignment (``PORT = 5000``, ``PORT: int = 5000``);
    :data:`_UNKNOWN` when the last binding is no literal or binds it otherwise (``PORT +=
    1``, ``import PORT``, in an ``if`` block, ``global PORT`` in a function), when the
    module never binds it, or is no Python. A name bound inside a function or a class body,
    a dict key, a string's text are not the module's binding."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return _UNKNOWN
    found: object = _UNKNOWN
    bound = False
    for statement in tree.body:
        given: ast.expr | None = None
        targets: list[ast.expr] = []
        if isinstance(statement, ast.Assign):
            targets, given = statement.targets, statement.value
        elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
            targets, given = [statement.target], statement.value
        if given is not None and len(targets) == 1 and isinstance(targets[0], ast.Tuple):
            # (``HOST, PORT = "0.0.0.0", 8080``: names bound to a tuple of as many values)
            names, values = targets[0].elts, given.elts if isinstance(given, ast.Tuple) else []
            if len(values) == len(names) and all(isinstance(t, ast.Name) for t in names):
                at = [i for i, target in enumerate(names) if _is_name(target, name)]
                if not at:
                    continue
                targets, given = [names[at[-1]]], values[at[-1]]
        if given is not None and all(isinstance(t, ast.Name) for t in targets):
            if any(_is_name(t, name) for t in targets):
                bound = True
                found = _literal(given)
            continue
        if _binds(statement, name):
            bound, found = True, _UNKNOWN
    if not bound:
        return _only_binding(tree, name)
    return found


def _is_name(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _literal(node: ast.expr) -> object:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, RecursionError, MemoryError):
        return _UNKNOWN


def _only_binding(tree: ast.Module, name: str) -> object:
    """The literal of the one assignment to ``name`` anywhere in a module that never binds it
    at its top (a class attribute, a dataclass default: ``class Config: PORT = 8080``);
    :data:`_UNKNOWN` when the file binds the name in more than one place or otherwise."""
    stores = [
        node
        for node in ast.walk(tree)
        if (isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store))
        or (isinstance(node, ast.arg) and node.arg == name)
        or (isinstance(node, ast.alias) and (node.asname or node.name.split(".")[0]) == name)
    ]
    if len(stores) != 1:
        return _UNKNOWN
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and node.targets[0] is stores[0]:
            return _literal(node.value)
        if isinstance(node, ast.AnnAssign) and node.target is stores[0] and node.value is not None:
            return _literal(node.value)
    return _UNKNOWN


def _binds(statement: ast.stmt, name: str) -> bool:
    """Whether the top-level ``statement`` may bind ``name`` in the module's scope."""
    if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        if statement.name == name:
            return True
        # (a function or class body binds its own names, unless it says ``global``)
        return any(
            isinstance(node, ast.Global) and name in node.names for node in ast.walk(statement)
        )
    for node in ast.walk(statement):
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store):
            return True
        if isinstance(node, ast.alias) and (node.asname or node.name.split(".")[0]) == name:
            return True
        if isinstance(node, ast.alias) and node.name == "*":
            return True
    return False


def _holds_value(path: str, text: str, name: str, value: object) -> bool:
    """Whether ``text`` (the written file ``path``) gives ``name`` the scalar ``value`` as its
    module-level value, or ``name`` is a count of the file that counts it (``"lines": 4``).
    The value is the file's LAST module-level binding of the name: for Python (``.py``) the
    last top-level assignment, read by :mod:`ast` (:func:`_python_binding`); for a JSON file
    the top-level object's member, for TOML the top-level key (both by their stdlib parser);
    for other files the one line that gives the name a value anywhere in the file (commented
    or not, at any indent), which must be at indent 0 (``const PORT = 8080;``, ``PORT=8080``)
    and give the value in JSON's or the language's spelling. Two such lines are refused: a
    template literal, a block comment, a here-document can hide which one is the file's
    binding. A line inside a string, a function, a dict, or one a later line overrides is
    not the file's value: the report and the file disagree."""
    counted = isinstance(value, int | float) and not isinstance(value, bool)
    if counted and name in _COUNTS and _COUNTS[name](text) == value:
        return True
    suffix = path.rsplit("/", 1)[-1].rpartition(".")[2].lower()
    if suffix in ("py", "pyi", "pyw"):
        given = _python_binding(text, name)
        return given is not _UNKNOWN and _same(given, value)
    if suffix in ("json", "toml"):
        try:
            data = json.loads(text) if suffix == "json" else tomllib.loads(text)
        except (ValueError, RecursionError):  # (tomllib.TOMLDecodeError is a ValueError)
            return False
        return isinstance(data, dict) and name in data and _same(data[name], value)
    spellings = {json.dumps(value), repr(value)}
    if value is None:
        spellings.add("nil")
    said = "|".join(re.escape(spelled) for spelled in spellings)
    # (the last top-level line that gives the name any value: its value must be the report's)
    giving = re.compile(
        rf"(?m)^(?:(?:export|const|let|var|final|static|public|private)[ \t]+)*"
        rf"[\"']?{re.escape(name)}[\"']?[ \t]*(?::[^=\n]*)?[=:](?!=)[ \t]*(.*?)"
        r"[ \t]*[;,]?[ \t]*(?:(?:#|//).*)?$"
    )
    lines = giving.findall(text)
    # (the one line anywhere that gives the name a value, commented, indented or inside a
    # string, a here-document or a table included: a second one may be the file's binding in
    # a reading the pattern cannot see)
    anywhere = re.compile(
        rf"(?m)^.*(?<![\w$.-]){re.escape(name)}[\"']?[ \t]*(?::[^=\n]*)?[=:](?!=)"
    )
    if len(anywhere.findall(text)) != 1:
        return False
    return len(lines) == 1 and re.fullmatch(said, lines[0]) is not None


def held_report(stripped: str, contents: dict[str, str]) -> bool:
    """Whether ``stripped`` is a JSON object (after a short label) whose every member is a
    written file's path (of ``contents``, path -> text) holding an object of names of code
    with scalar values (a number, a boolean, null) that the file itself gives them, or counts
    of it (``{"app.py": {"PORT": 8080, "lines": 4}}``, ``{"src/a.py": {"DEBUG": true}}`` with
    ``DEBUG = True`` in src/a.py): a report of what each file holds, compared to the file it
    is under. A string value (``old``/``new``, ``find``), a name the file does not give that
    value, a value another file holds, a file operation (``delete: true``,
    :func:`file_operation`) is none."""
    found = _JSON_LABEL.match(stripped)
    start = found.end() if found is not None else 0
    if start >= len(stripped) or stripped[start] != "{" or not _report_label(stripped[:start]):
        return False
    try:
        value, end = _JSON_DECODER.raw_decode(stripped, start)
    except (ValueError, RecursionError):
        return False
    if stripped[end:].strip(" \t\r\n.,;") or not isinstance(value, dict) or not value:
        return False
    for key, item in value.items():
        path = str(key).removeprefix("./")
        if path not in contents or not isinstance(item, dict) or not item:
            return False
        for name, member in item.items():
            if not (
                _CODE_NAME.fullmatch(str(name))
                and (isinstance(member, int | float | bool) or member is None)
                # (the operations said in so many words: its values are compared with the
                # file's own, not read against the table of a file object's members)
                and _said_operation(str(name), member) is None
                and _holds_value(path, contents[path], str(name), member)
            ):
                return False
    return True


def _changed_in(value: object, contents: dict[str, str], depth: int) -> str | None:
    if depth > 20:
        return None
    items: list[object] = []
    if isinstance(value, list):
        items = value
    elif isinstance(value, dict):
        strings = {str(k): v for k, v in value.items() if isinstance(v, str)}
        for key, item in strings.items():
            path = key.removeprefix("./")
            if path in contents and item.strip() != contents[path].strip():
                return path  # ``{"a.py": "x = 2"}``
        for key, item in value.items():
            # ``{"a.py": {"delete": true}}``, ``{"a.py": {"rename_to": "b.py"}}``: an object
            # under the file's path whose key says the file goes or moves (and is not false)
            if (
                str(key).removeprefix("./") in contents
                and isinstance(item, dict)
                and any(goes_key(str(k)) and v not in (False, None, "") for k, v in item.items())
            ):
                return str(key).removeprefix("./")
        named = [
            v.removeprefix("./")
            for k, v in strings.items()
            if _PATH_KEY.fullmatch(k) and v.removeprefix("./") in contents
        ]
        for path in named:
            text = contents[path].strip()
            others = [
                item
                for key, item in strings.items()
                if not _PATH_KEY.fullmatch(key) and key.lower() not in _STATUS_KEYS
            ]
            if any(item.strip() != text for item in others):
                return path  # ``{"path": "a.py", "search": "x = 1", "replace": "x = 2"}``
        items = list(value.values())
    for member in items:
        found = _changed_in(member, contents, depth + 1)
        if found is not None:
            return found
    return None


def json_edit(body: str) -> bool:
    """Whether ``body`` (a code block's text) is one JSON value that may hold a file's text
    or an edit of one (:func:`_holds_text`): ``{"a.py": ["x = 2"]}`` in a ``json`` fence after
    an answer is a second reading of a.py, as it is outside a fence (:func:`json_report`)."""
    stripped = body.strip()
    if not stripped or stripped[0] not in "{[":
        return False
    try:
        value, end = _JSON_DECODER.raw_decode(stripped)
    except (ValueError, RecursionError):
        return False
    return end == len(stripped) and _holds_text(value, 0)


def json_report_clauses(stripped: str, python: bool = False) -> list[str]:
    """The clauses a JSON report (:func:`json_report`) says, to be weighed as prose is: each
    string (``"summary": "PORT changed to 9000"``), and each key with a number, a boolean, a
    null or a string that is no status or path (``{"PORT": 9000}`` as ``PORT = 9000``). A
    report is data about the files, but what it says of them is what a sentence would say.
    ``python``: a boolean and a null spelled as Python spells them (``DEBUG = True``, ``NAME
    = None``), not as JSON and JavaScript do (``true``, ``null``): the caller weighs both, as
    the report's spelling is JSON's whatever the file's language."""
    found = _JSON_LABEL.match(stripped)
    start = found.end() if found is not None else 0
    try:
        value, _ = _JSON_DECODER.raw_decode(stripped, start)
    except (ValueError, RecursionError):
        return []
    clauses: list[str] = []
    pending: list[tuple[object, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > DEEPEST:
            continue
        if isinstance(item, str):
            clauses.append(item)
        elif isinstance(item, list):
            pending += [(member, depth + 1) for member in reversed(item)]
        elif isinstance(item, dict):
            for key, member in item.items():
                scalar = isinstance(member, (int, float, bool)) or member is None
                told = isinstance(member, str) and not (
                    key.lower() in _STATUS_KEYS or _PATH_KEY.fullmatch(key)
                )
                if scalar or told:
                    spelled = json.dumps(member)
                    if python and (isinstance(member, bool) or member is None):
                        spelled = repr(member)
                    clauses.append(f"{key} = {spelled}")
                if not scalar:
                    pending.append((member, depth + 1))
    return clauses


def json_report_sections(stripped: str) -> list[tuple[str, str, str, str]]:
    """The values a JSON report (:func:`json_report`) gives names under a section of a file
    (``{"Procfile": {"web": {"PORT": 9090}}}``: ``("Procfile", "web", "PORT", "9090")``), each
    value spelled as JSON spells it: a file whose sections are its own (a Procfile's process
    types, each a line) is weighed section by section, not as one pool of values."""
    found = _JSON_LABEL.match(stripped)
    start = found.end() if found is not None else 0
    try:
        value, _ = _JSON_DECODER.raw_decode(stripped, start)
    except (ValueError, RecursionError):
        return []
    out: list[tuple[str, str, str, str]] = []
    pending: list[tuple[object, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > DEEPEST:
            continue
        if isinstance(item, list):
            pending += [(member, depth + 1) for member in reversed(item)]
        elif isinstance(item, dict):
            for key, member in item.items():
                if isinstance(member, dict):
                    for section, names in member.items():
                        if not isinstance(names, dict):
                            continue
                        # (a value nested under the section, {"worker": {"env": {"PORT":
                        # 5000}}}, is still that process's: its environment, its options)
                        members = list(names.items())
                        while members:
                            name, given = members.pop(0)
                            if isinstance(given, (int, float, bool, str)) or given is None:
                                out.append((key, section, name, json.dumps(given)))
                            elif isinstance(given, dict) and len(out) < _MOST_SECTION_VALUES:
                                members += list(given.items())
                if isinstance(member, (list, dict)):
                    pending.append((member, depth + 1))
    return out


#: The values of a report's sections weighed at most (nested ones are unfolded up to it).
_MOST_SECTION_VALUES = 1000

#: A key naming a file's path in a JSON value (``path``, ``file_path``, ``filename``).
_PATH_KEY = re.compile(r"(?i)(?:file|target)?[ _-]?(?:path|name)|file|filepath|target")
#: A key naming a file itself (``a.py``, ``src/app.js``): its string value is the file's text.
_PATH_NAME = re.compile(rf"{_PATH}|[\w.-]*/[\w./-]+")
#: The keys of a report's file entry whose strings are data about the file, not its text.
_STATUS_KEYS = frozenset(
    {"status", "state", "result", "action", "operation", "op", "type", "kind", "mode"}
    | {"language", "lang", "encoding", "message", "summary", "description", "note", "error"}
    | {"sha", "hash", "checksum", "size", "bytes", "lines", "time", "timestamp", "reason"}
)


#: How deep a JSON value beside or after an answer's files is walked; what lies deeper is
#: not read, so it is taken to hold a file's text (here and by the legacy reader's walk).
DEEPEST = 20
#: A status that says a file goes or moves (``"action": "delete"``, ``"status": "renamed"``):
#: a change of it, not a report that leaves it as written. (A word: a status is one.)
_GOES = re.compile(r"(?i)(?:delet|remov|renam|mov|unlink|rm\b|mv\b|drop|eras)\w*")


#: The words of a key (``files_to_delete``, ``removedFiles``, ``mv``).
_KEY_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def goes_key(name: str) -> bool:
    """Whether a key's words say the files under it go or move (``delete``, ``rename``,
    ``mv``, ``files_to_delete``, ``removed_files``): the paths under it are changed, not
    reported as written."""
    return any(_GOES.fullmatch(word) for word in _KEY_WORDS.findall(name))


#: A status that says the content goes into the file rather than being all of it
#: (``"action": "append"``, ``"mode": "insert"``, ``"operation": "patch"``).
_PART = re.compile(r"(?i)(?:append|prepend|insert|patch|splice)\w*")
#: Python's ``open`` modes that append (``"mode": "a"``).
_APPEND_MODES = frozenset({"a", "a+", "ab", "ab+", "at"})
#: Words of a key that, beside ``line``, make its number a place in the file (``start_line``,
#: ``insertAfterLine``, ``line_number``); ``line_count``, ``line_ending`` are none.
_AT_WORDS = frozenset({"start", "end", "from", "to", "after", "before", "at", "insert"})
_AT_WORDS |= frozenset({"number", "no", "num", "first", "last", "begin"})
#: An encoding that leaves the text as it is, beside the codecs Python knows as text ones.
_PLAIN_ENCODINGS = frozenset({"text", "plain", "none", "identity", "raw", "string", "utf8mb4"})


#: Words of a key that, beside ``line`` or ``lines``, make any value a place in the file, a
#: number or not (``replace_lines``, ``line_range``, ``after_line``: an anchor line's text).
_RANGE_WORDS = frozenset({"range", "replace", "replaces", "after", "before", "span", "anchor"})
#: Words of a key that alone make any value a place in the file (``anchor``, ``after``,
#: ``range``, ``offset``, ``position``).
_PLACE_KEYS = frozenset({"anchor", "after", "before", "range", "offset", "position"})
#: Words of a key that, with a true value, say the content is a piece of the file
#: (``partial: true``, ``is_snippet``, ``fragment``); with a false one, that it is all of it.
_PIECE_WORDS = frozenset({"partial", "fragment", "snippet", "excerpt", "piece", "chunk"})
_PIECE_WORDS |= frozenset({"truncated", "incomplete", "elided", "abridged"})
#: Words of a key that, with a false value, say the content is not all of the file
#: (``complete: false``, ``is_full_file: false``).
_WHOLE_WORDS = frozenset({"complete", "full", "whole", "entire"})
#: The spellings of "no" in a flag written as a string (``"append": "false"``).
_NO = frozenset({"", "false", "no", "none", "null", "off"})


def _number(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)) or (
        isinstance(value, str) and value.strip().isdigit()
    )


def _given(value: object) -> bool:
    """Whether a value says "yes" or gives something: not false, empty or no (a number is
    given: ``"insert_at": 0`` is a place)."""
    if value is None or value is False:
        return False
    if isinstance(value, str):
        return value.strip().lower() not in _NO
    return not (isinstance(value, list | dict) and not value)


def _flag(value: object) -> bool | None:
    """A JSON flag's truth (``true``, ``"yes"``; ``false``, ``"no"``), None when no flag."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in {"true", "yes", "false", "no"}:
        return value.strip().lower() in {"true", "yes"}
    return None


def file_operation(
    key: str, value: object, depth: int = 0, content: str | None = None
) -> str | None:
    """What the member ``key: value`` of a file object (beside its path and content) says is
    done other than "the file is this whole text", or None when it is one KNOWN to leave the
    content the whole file to write (:func:`_whole_member`). First the operations a member
    says in so many words (:func:`_said_operation`); then the structural rule: a member
    outside the table of whole-file members whose value is a flag, a number, a short token,
    a range, a list, an object or a second text could be an instruction (``"change":
    "append"``, ``"lineno": 3``, ``"skip": true``, ``"hunk": "@@ -3 +3 @@"``) and makes the
    object no whole file; a sentence under an unknown key stays a description. With the
    ``content``, a count of the file (``"lines": 120``) is compared with it (:data:`_COUNTS`)."""
    if value is None:
        return None
    said = _said_operation(key, value, content)
    if said is not None:
        return said
    return _whole_member(str(key), value, depth, content)


#: The status values that say the whole file is written (``"action": "create"``, ``"status":
#: "modified"``): any other status (``"partial"``, ``"str_replace"``, ``"failed"``,
#: ``"unchanged"``) is no whole file to write.
_WHOLE_STATUS = frozenset(
    {"create", "created", "creating", "new", "add", "added", "write", "written", "wrote"}
    | {"overwrite", "overwritten", "update", "updated", "modify", "modified", "change"}
    | {"changed", "save", "saved", "ok", "success", "successful", "succeeded", "done"}
    | {"complete", "completed", "generate", "generated", "full", "whole", "create_or_update"}
    | {"upsert", "w", "wb", "wt", "w+", "file", "full_file", "whole_file", "rewrite"}
    | {"rewritten", "edit", "edited", "creation", "modification", "addition", "new_file"}
    | {"final", "ready"}
)
#: The keys of a status (in any spelling: ``write_mode``, ``changeType``, ``edit_action``).
_STATUS_WORDS = frozenset({"status", "state", "result", "action", "operation", "op", "change"})
#: Words that, beside whole-file statuses, leave a status one (``"created successfully"``,
#: ``"create_file"``, ``"File created"``: every word of it is one of these or a status).
_STATUS_FILLER = frozenset({"file", "successfully", "fully", "implemented", "fixed"})
#: The words of a key naming the file's kind (``type``, ``file_type``, ``language``,
#: ``mime_type``): any token but one that says a piece or an edit (an open vocabulary of
#: languages, MIME types and roles, so a value is refused by what it says, not allowed by a list).
_KIND_WORDS = frozenset({"type", "kind", "language", "lang", "mime", "mimetype", "syntax"})
_KIND_WORDS |= frozenset({"extension", "ext", "filetype", "format", "framework", "role"})
#: The kinds that say the content is a piece or an edit (``"type": "snippet"``).
_PIECE_KINDS = re.compile(
    r"(?i)(?:partial|fragment|snippet|excerpt|piece|chunk|diff|patch|hunk|delta|edit|changes?"
    r"|append|prepend|insert|replace|str_replace|update|section|part|example|sample|draft"
    r"|placeholder|stub|truncated|incomplete|elided|abridged|omitted|unified|udiff)\w*"
)
#: The words of a key whose value is free text about the file (any string).
_PROSE_WORDS = frozenset({"description", "desc", "summary", "purpose", "explanation"})
_PROSE_WORDS |= frozenset({"comment", "comments", "note", "notes", "reason", "message", "title"})
_PROSE_WORDS |= frozenset({"label", "details", "rationale", "caption", "doc", "docs", "name"})
_PROSE_WORDS |= frozenset({"remarks", "documentation", "author", "authors", "license"})
#: The words of a key of a count (``lines``, ``line_count``, ``size_bytes``): a number.
_COUNT_WORDS = frozenset({"count", "size", "length", "bytes", "chars", "characters", "loc"})
_COUNT_WORDS |= frozenset({"sloc", "tokens", "total", "num", "lines", "len"})
#: The words of a key of a token that identifies or dates the file (``sha``, ``updated_at``).
_ID_WORDS = frozenset({"sha", "sha1", "sha256", "md5", "hash", "checksum", "etag", "id"})
_ID_WORDS |= frozenset({"uuid", "version", "timestamp", "date", "time", "semantic", "unit"})
_ID_WORDS |= frozenset({"component"})
#: The words of a key of a permission (``"mode": "0644"``, ``"chmod": 755``).
_PERMISSION_WORDS = frozenset({"mode", "permission", "permissions", "perms", "chmod"})
_PERMISSION = re.compile(r"(?:0o?)?[0-7]{3,6}|[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-]")
#: Flags about the file that leave its content whole either way (``"executable": true``,
#: ``"new": false``, ``"insert_final_newline": true``: EditorConfig's last-newline flag).
_FREE_FLAG_WORDS = frozenset({"executable", "exec", "new", "newline", "eol", "bom"})
_FREE_FLAG_WORDS |= frozenset({"readonly", "hidden", "generated", "content", "executable_bit"})
_FREE_FLAG_WORDS |= frozenset({"entrypoint", "main", "primary"})
#: Flags that say the file is written whole when true, and not written when false
#: (``"write": false``, ``"success": false``).
_YES_FLAG_WORDS = frozenset({"create", "write", "overwrite", "enabled", "success", "ok"})
_YES_FLAG_WORDS |= frozenset({"successful", "save", "written", "created", "complete"})
_YES_FLAG_WORDS |= frozenset({"full", "whole", "entire", "valid", "include", "included"})
#: Keys of an object of members read by the same table (``"metadata": {"language": "py"}``).
_CONTAINER_KEYS = frozenset({"meta", "metadata", "info", "attributes", "attrs", "properties"})
_CONTAINER_KEYS |= frozenset({"props", "details", "stats", "file_info", "fileinfo", "extra"})
#: Keys of a list of names (``"imports": ["os"]``): a list of strings.
_LIST_WORDS = frozenset({"tags", "keywords", "dependencies", "deps", "imports", "exports"})
_LIST_WORDS |= frozenset({"requires", "packages", "functions", "classes", "authors", "tests"})
#: Words of a key of a name or a label of the file, one line (``"module": "app.main"``,
#: ``"runtime": "python3.11"``): no piece, no place.
_NAME_WORDS = frozenset({"module", "package", "namespace", "copyright", "category", "runtime"})
_NAME_WORDS |= frozenset({"platform", "created", "modified"})
#: Words of a key of the file's rank among the answer's files (``"order": 1``).
_ORDER_WORDS = frozenset({"order", "priority", "rank", "step"})
#: A date or a time (``2024-01-01``, ``2024-01-02T10:00:00Z``).
_DATE = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?"
)
#: Keys that, given, say the file was not written (``"error": "permission denied"``).
_FAILED_WORDS = frozenset({"error", "errors", "failure", "failed", "exception"})
#: Words of a place in a file, in a sentence under a key the table does not hold.
_PLACE_PROSE = re.compile(
    r"(?i)\b(?:end|bottom|top|beginning|start|after|before|below|above|between|lines?|eof"
    r"|instead|rest|existing|old|original|only|partial|snippet|excerpt|part)\b"
)
_LETTER_WORD = re.compile(r"[^\W\d_][\w'-]*")
#: Words of a count key that say it counts the lines CHANGED (``changed_lines``, ``new_lines``).
_CHANGE_COUNT_WORDS = frozenset({"changed", "added", "new", "modified", "inserted", "removed"})
_CHANGE_COUNT_WORDS |= frozenset({"deleted", "changes", "additions", "deletions", "diff"})
#: Words of a kind that name one definition (a piece of a module), not a file's kind.
_DEFINITION_WORDS = frozenset({"function", "func", "fn", "method", "handler", "definition"})
_DEFINITION_WORDS |= frozenset({"def", "procedure", "constructor", "class", "snippet"})
#: Keys of the file's line endings, and the values that are the writer's own "\n".
_EOL_WORDS = frozenset({"eol", "newline", "newlines", "ending", "endings", "linebreak"})
_LF = frozenset({"lf", "\n", "\\n", "unix", "posix", "linux", "macos", "auto", ""})


def _eol(value: str) -> str:
    return value.lower().strip(" \t") if value.strip() else value.strip(" \t")


def _token(value: str) -> str:
    return re.sub(r"[\s-]+", "_", value.strip().lower())


def _is_prose(text: str) -> bool:
    """Whether a string is a sentence (a description), not a token, a range or a text: one
    line of at least three words of letters."""
    stripped = text.strip()
    return "\n" not in stripped and len(_LETTER_WORD.findall(stripped)) >= 3


#: The codecs whose bytes of a text are the UTF-8 the writer writes (ASCII is a part of it).
_WRITTEN_CODECS = frozenset({"utf-8", "ascii"})
#: The words of a kind KNOWN to be a whole file's (an allow-list: the vocabulary of pieces is
#: open, "tail", "subset", "new_lines", so a kind is weighed by what it is known to be):
#: languages (beside the stdlib's table of suffixes), roles of a file, and whole-file words.
_KNOWN_KINDS = frozenset(
    {"python", "javascript", "typescript", "java", "go", "golang", "rust", "ruby", "php"}
    | {"c", "cpp", "csharp", "kotlin", "swift", "scala", "html", "css", "scss", "sass", "less"}
    | {"json", "jsonc", "json5", "yaml", "toml", "xml", "markdown", "sql", "bash", "shell"}
    | {"zsh", "dockerfile", "makefile", "make", "plaintext", "ini", "env", "dotenv", "graphql"}
    | {"vue", "svelte", "jsx", "tsx", "lua", "perl", "r", "dart", "elixir", "erlang", "haskell"}
    | {"clojure", "julia", "terraform", "hcl", "nginx", "properties", "csv", "protobuf"}
    | {"proto", "gradle", "groovy", "powershell", "batch", "objc", "objective", "jinja"}
    | {"jinja2", "handlebars", "ejs", "pug", "prisma", "solidity", "zig", "nim", "ocaml"}
    | {"fsharp", "asm", "assembly", "latex", "tex", "rst", "asciidoc", "svg", "cmake", "conf"}
    | {"cfg", "node", "nodejs", "react", "angular", "django", "flask", "fastapi", "express"}
    | {"next", "nextjs", "tailwind", "postcss", "webpack", "vite", "docker", "compose"}
    | {"kubernetes", "k8s", "helm", "ansible", "github", "actions", "npm", "pip", "poetry"}
    | {"plain", "utf", "utf8", "charset", "x", "text", "application", "source"}
    # (the Markdown reader's fence words, markdown._LANGUAGES, and suffixes the stdlib's
    # table lacks on some Pythons: "md", "yml", "rs")
    | {"py", "python3", "js", "jsx", "mjs", "ts", "tsx", "rs", "rb", "sh", "h", "cc", "cxx"}
    | {"hpp", "c++", "cs", "c#", "kt", "kts", "cjs", "mts", "cts", "hh", "hxx", "yml", "md"}
    | {"postgresql", "postgres", "plpgsql", "mysql", "sqlite", "txt", "cfg", "mdx", "lock"}
)
_KNOWN_KINDS |= frozenset(
    {"file", "src", "module", "code", "script", "test", "tests", "spec", "config", "settings"}
    | {"configuration", "document", "doc", "docs", "documentation", "data", "entrypoint"}
    | {"entry", "point", "component", "page", "style", "styles", "stylesheet", "template"}
    | {"view", "model", "models", "controller", "route", "routes", "router", "service"}
    | {"util", "utils", "utility", "utilities", "helper", "helpers", "library", "lib", "main"}
    | {"app", "application", "schema", "migration", "fixture", "manifest", "readme", "license"}
    | {"class", "interface", "package", "program", "markup", "layout", "asset", "static"}
    | {"resource", "hook", "hooks", "store", "reducer", "middleware", "handler", "api"}
    | {"server", "client", "frontend", "backend", "cli", "workflow", "pipeline", "build"}
    | {"infra", "infrastructure", "regular", "blob", "unit", "integration", "e2e", "source"}
    | {"type", "types", "definition", "definitions", "declaration", "constants", "init"}
    | {"index", "types", "dependency", "dependencies", "requirements", "lock", "ignore"}
    | {"git", "gitignore", "editorconfig", "license", "changelog", "makefile", "project"}
    | {"module", "plugin", "extension", "widget", "screen", "form", "dialog", "modal"}
    | {"function", "lambda", "job", "task", "command", "worker", "database", "db", "orm"}
    | {"mock", "mocks", "story", "stories", "storybook", "locale", "i18n"}
)
#: MIME main types whose files are bytes, not a text the writer writes as UTF-8.
_BINARY_MIME = frozenset({"image", "audio", "video", "font"})
_BINARY_SUBTYPES = frozenset({"octet-stream", "zip", "gzip", "pdf", "x-tar", "wasm", "x-7z"})


@functools.cache
def _file_types() -> mimetypes.MimeTypes:
    """The stdlib's own table of file types (not the system's files: the same everywhere)."""
    return mimetypes.MimeTypes()


def binary_type(mime: str) -> bool:
    """Whether a MIME type (``image/png``, ``application/zip``) is one of bytes, not text
    (``image/svg+xml`` is XML text)."""
    main, _, sub = mime.partition("/")
    return (main in _BINARY_MIME and not sub.endswith("+xml")) or sub in _BINARY_SUBTYPES


def _whole_kind(kind: str, shown: str) -> str | None:
    """None when a kind token is KNOWN to be a whole file's: a text MIME type, a suffix of the
    stdlib's table of file types, or words all of which are known (:data:`_KNOWN_KINDS`,
    :data:`_WHOLE_STATUS`); else why it may say a piece (``tail``, ``outline``, ``base64``)."""
    if "/" in kind:
        if binary_type(kind.split(";", 1)[0].strip()):
            return f"{shown} says the file is bytes, which no text content is"
        return None
    if _file_types().guess_type("f." + kind.lstrip("."), strict=False)[0] is not None:
        return None
    words = [word for word in re.split(r"[^a-z0-9+#]+", kind) if word and not word.isdigit()]
    known = _KNOWN_KINDS | _WHOLE_STATUS
    # (a language with its version glued on, ``C++17``, ``python3``, ``es2020``: the language)
    words = [word if word in known else (word.rstrip("0123456789") or word) for word in words]
    if words and all(
        word in known or _file_types().guess_type("f." + word, strict=False)[0] is not None
        for word in words
    ):
        return None
    return (
        f"{shown} is no kind known to be a whole file's (a language, a type of file, a role "
        "of one): it may say the content is a piece"
    )


def _counts(words: set[str], value: float, content: str) -> bool:
    """Whether a count member (``lines``, ``total_lines``, ``file_size``) is one the content
    has (as :data:`_COUNTS` counts a written text; a line count may count the last empty line);
    a count of something else (``tokens``) is not compared."""
    if words & {"lines", "line", "loc", "sloc"}:
        lines = content.splitlines()
        counted = {len(lines), content.count("\n") + 1}
        if words & {"loc", "sloc"}:
            # (source lines: no blank line counted; fix-legacy30)
            counted.add(sum(1 for line in lines if line.strip()))
        return value in counted
    if words & {"kb", "kib"} and value > 0:
        # (``"size_kb": 0.05``: kilobytes, to the decimals the model wrote)
        places = len(repr(float(value)).partition(".")[2].rstrip("0"))
        size = len(content.encode())
        return value in {round(size / 1024, places), round(size / 1000, places)}
    if words & {"size", "bytes"}:
        return value in {len(content.encode()), len(content)}
    if words & {"chars", "characters", "length", "len"}:
        return value == len(content)
    return True


def _whole_member(name: str, value: object, depth: int, content: str | None = None) -> str | None:
    """None when ``name: value`` is a member KNOWN to leave the content the whole file to
    write: the file's kind (a token that says no piece), free text about it, a count, an
    identifier or date, a permission, a flag that leaves the content whole (or a "yes" to
    writing it), a status that says it is written whole, a list of names, an object of such
    members; or a sentence under any other key. Else what the member may say instead."""
    words = {word.lower() for word in _KEY_WORDS.findall(name)}
    lowered = name.lower()
    shown = f"its member {name!r} ({json.dumps(value)[:60]})"
    if words & _FAILED_WORDS:
        return f"{shown} says the file was not written"
    if words & _CHANGE_COUNT_WORDS and words & (_COUNT_WORDS | {"line"}):
        # (``"changed_lines": 1``, ``"lines_added": 1``: a count of the lines changed, which
        # the content is; hunt39)
        return f"{shown} counts changed lines: the content is those lines, not the file"
    if isinstance(value, bool):
        if words & {"bom"} and value:
            return f"{shown} says the file starts with a byte-order mark the writer does not write"
        if (
            words & {"newline", "eol"}
            and words & {"final", "insert", "trailing", "end"}
            and value is False
            and content is not None
            and content.endswith("\n")
        ):
            return f"{shown} says the file has no last newline, which the content has"
        if words & _FREE_FLAG_WORDS:
            return None
        if words & _YES_FLAG_WORDS:
            return None if value else f"{shown} says the file is not written (whole)"
        if value is False and (
            words & _PIECE_WORDS
            or "base64" in lowered
            or "b64" in lowered
            or any(_PART.fullmatch(word) for word in words)
            or goes_key(name)
        ):
            return None  # (``"partial": false``, ``"append": false``, ``"delete": false``)
        return f"{shown} is a flag that may say the content is no whole file to write"
    if isinstance(value, int | float):
        if value == 0 and words and all(w.startswith(("append", "prepend")) for w in words):
            return None  # (``"append": 0``: a false flag)
        if words & _COUNT_WORDS and content is not None and not _counts(words, value, content):
            return f"{shown} is no count of the content: the file it counts is another"
        if words & (_COUNT_WORDS | _ID_WORDS | _ORDER_WORDS) and value >= 0:
            return None
        if words & _PERMISSION_WORDS and _PERMISSION.fullmatch(str(value)):
            return None
        return f"{shown} is a number that may be a place in the file"
    if isinstance(value, str):
        if words & _EOL_WORDS and _eol(value) not in _LF:
            # (``"line_endings": "CRLF"``, ``"newline": "\r\n"``: bytes the writer, which
            # writes the content's own "\n", would not produce; hunt39)
            return f"{shown} says line endings the written file would not have"
        token = _token(value)
        if not token:
            return None
        if _is_prose(value) and note_says_partial(value.strip()[:MAX_LABEL]):
            # (the recogniser of a label's note and a tool call's description: "Only the
            # changed lines", "Append this to the end of a.py", under any key)
            return f"{shown} says the content is only part of the file"
        if _is_prose(value) and note_says_not_written(value.strip()[:MAX_LABEL]):
            # ("Example usage (not part of the project).", "The previous version")
            return f"{shown} says the file is not one to write (an example, an old version)"
        if words & _STATUS_WORDS:
            parts = [word for word in token.split("_") if word]
            if (
                token in _WHOLE_STATUS
                or (_is_prose(value) and words & {"message", "result"})
                or (parts and all(w in _WHOLE_STATUS | _STATUS_FILLER for w in parts))
                or parts == ["replace", "file"]  # (a whole file replaced, not a str_replace)
            ):
                return None
            return f"{shown} is no status saying the whole file is written"
        if words & _PERMISSION_WORDS:
            if _PERMISSION.fullmatch(value.strip()) or token in _WHOLE_STATUS:
                return None
            return f"{shown} is no permission nor a mode that writes the whole file"
        if words & _KIND_WORDS:
            if "\n" in value.strip() or (
                any(_PIECE_KINDS.fullmatch(word) for word in re.findall(r"[a-z]+", token))
                # (``"type": "updated"``: a whole-write status, as a status key reads it)
                and token not in _WHOLE_STATUS - {"edit", "edited", "addition"}
            ):
                return f"{shown} says the content is a piece or an edit of the file"
            if words & {"framework"} and not words & {"type", "kind"} and " " not in token:
                return None  # (``"framework": "pytest"``: the name of a library it uses)
            if words & {"type", "kind"} and _DEFINITION_WORDS.intersection(
                re.findall(r"[a-z]+", token)
            ):
                # (``"type": "function"``, ``"class definition"``, ``"route handler"``: the
                # content is that definition, a piece of its file; hunt39)
                return f"{shown} says the content is one definition of the file"
            return _whole_kind(value.strip().lower(), shown)
        if words & (_PROSE_WORDS | {"encoding", "charset", "ending", "endings", "eol"}):
            return None
        if words & _COUNT_WORDS and token.isdigit():
            # (``"lines": "120"``: the count as a string is compared as the int is; hunt39)
            if content is not None and not _counts(words, int(token), content):
                return f"{shown} is no count of the content: the file it counts is another"
            return None
        if (
            words & (_ID_WORDS | _NAME_WORDS)
            or lowered in {"created_at", "updated_at", "modified_at"}
            or _DATE.fullmatch(value.strip())
        ):
            if words & _NAME_WORDS and any(
                _PIECE_KINDS.fullmatch(word) for word in re.findall(r"[a-z]+", token)
            ):
                return f"{shown} says the content is a piece or an edit of the file"
            return None if "\n" not in value.strip() else f"{shown} is a second text"
        if _is_prose(value):
            # a sentence under any other key: a description, unless it says a change or a
            # place in the file ("add it at the bottom", "goes after main()")
            if names_a_change(value) or _PLACE_PROSE.search(value):
                return f"{shown} is a sentence that may say how the content goes in"
            return None
        if "\n" in value.strip():
            return f"{shown} is a second text beside the content (an old text, a hunk?)"
        return f"{shown} is a token that may be an instruction"
    if isinstance(value, list):
        if words & (_LIST_WORDS | _PROSE_WORDS) and all(isinstance(i, str) for i in value):
            return next(
                (
                    f"{shown} says the content is only part of the file"
                    for item in value
                    if _is_prose(item) and note_says_partial(item.strip()[:MAX_LABEL])
                ),
                None,
            )
        return f"{shown} is a list that may be a range or a second text"
    if isinstance(value, dict) and words & _LIST_WORDS and depth < DEEPEST:
        # (``"dependencies": {"flask": "^2.0"}``: names and versions, one line each)
        if all(isinstance(item, str) and "\n" not in item.strip() for item in value.values()):
            return None
        return f"{shown} is an object that may say how the content goes in"
    if isinstance(value, dict):
        if (lowered in _CONTAINER_KEYS or words & _CONTAINER_KEYS) and depth < DEEPEST:
            return next(
                (
                    f"in its member {name!r}, {said}"
                    for inner, item in value.items()
                    if (said := file_operation(str(inner), item, depth + 1, content)) is not None
                ),
                None,
            )
        return f"{shown} is an object that may say how the content goes in"
    return f"{shown} is no member known to leave the content the whole file"


def _said_operation(key: str, value: object, content: str | None = None) -> str | None:
    """What the member ``key: value`` of a file object (beside its path and content) says is
    done other than "the file is this whole text", or None: the file goes or moves (a key
    whose words say so, :func:`goes_key`, with a value: ``rename_to``, ``move_to``,
    ``delete: true``; a status key, :data:`_STATUS_KEYS`, whose value says so, :data:`_GOES`:
    ``"action": "delete"``), the content goes into the file (a status ``append``,
    ``insert``, ``patch``; ``"mode": "a"``), a place in the file (a key of the word ``line``
    with a number: ``line``, ``start_line``, ``end_line``, ``line_number``; ``lines`` with a
    range, ``"5-7"``, ``[5, 7]``; a key of ``line``/``lines`` and a range or anchor word with
    any value: ``replace_lines``, ``line_range``, ``after_line``), a key whose words say the
    content goes in with a value that is no "no" (``append: true``, ``insert_after: "def
    main():"``), a flag that the content is a piece (``partial: true``, ``complete: false``),
    or an encoding the content is to be decoded from (under a
    key of the word ``encoding``, a value Python's codec registry does not know as a text
    encoding: ``base64``, ``hex``, ``gzip``; ``base64: true``). The one table of such keys
    and values for every reader of file objects; ``description``, ``language``, ``type``,
    ``"action": "create"``, ``"encoding": "utf-8"``, ``"lines": 42``, ``"mode": "0644"``,
    ``"append": false`` are none. A status key is one in any spelling (``write_mode``)."""
    name = str(key)
    words = [word.lower() for word in _KEY_WORDS.findall(name)]
    lowered = name.lower()
    if goes_key(name) and value not in (False, None, "", 0, [], {}):
        return f"its key {name!r} says the file is deleted or moved"
    # (a status key in any spelling: ``write_mode``, ``changeType``, ``edit_action``)
    status = lowered in _STATUS_KEYS or bool(_STATUS_KEYS & set(words))
    if {"newline", "eol"} & set(words) and isinstance(value, bool):
        return None  # (``append_newline``, ``insert_final_newline``: the last newline)
    if (
        all(_PART.fullmatch(word) for word in words)
        and value == 0
        and not isinstance(value, bool)
        and words[0].lower().startswith(("append", "prepend"))
    ):
        return None  # (``"append": 0``: a false flag; ``"insert": 0`` may be a line)
    if any(_PART.fullmatch(word) for word in words) and _given(value):
        # (``append: true``, ``insert_after: "def main():"``, ``prependText``)
        return f"its {name!r} {value!r} says the content goes into the file"
    if _PIECE_WORDS & set(words) and _flag(value) is True:
        return f"its {name!r} {value!r} says the content is a piece of the file"
    if _WHOLE_WORDS & set(words) and _flag(value) is False:
        return f"its {name!r} {value!r} says the content is not all of the file"
    if isinstance(value, str):
        text = value.strip()
        if status and _GOES.fullmatch(text):
            return f"its {name!r} {text!r} says the file is deleted or moved"
        if status and (
            _PART.fullmatch(text) or ("mode" in words and text.lower() in _APPEND_MODES)
        ):
            return f"its {name!r} {text!r} says the content goes into the file"
        if {"encoding", "charset"} & set(words) and text.lower() not in _PLAIN_ENCODINGS:
            # the writer writes UTF-8: any other codec (base64, unicode_escape, latin-1,
            # utf-16, utf-8-sig's mark) gives other bytes than the model meant
            try:
                utf8 = codecs.lookup(text).name in _WRITTEN_CODECS
                # (a codec whose bytes of this content are its UTF-8 ones, ``latin-1`` of an
                # ASCII text: the written bytes are the ones the model meant; fix-legacy30)
                utf8 = utf8 or (
                    content is not None and content.encode(text) == content.encode("utf-8")
                )
            except (LookupError, UnicodeError):
                utf8 = False
            if not utf8:
                return (
                    f"its {name!r} {text!r} says the content is encoded otherwise than the "
                    "UTF-8 the files are written in"
                )
    if ("base64" in lowered or "b64" in lowered) and value is True:
        return f"its {name!r} says the content is encoded"
    if "line" in words and (words == ["line"] or _AT_WORDS & set(words)) and _number(value):
        return f"its {name!r} {value!r} says the content goes at a place in the file"
    if _PLACE_KEYS & set(words) and _given(value):
        # (``"anchor": "def main():"``, ``"after": "import os"``, ``"range": [3, 4]``)
        return f"its {name!r} {value!r} says the content goes at a place in the file"
    if {"line", "lines"} & set(words) and _RANGE_WORDS & set(words) and _given(value):
        return f"its {name!r} {value!r} says the content replaces or goes at lines of the file"
    if words == ["lines"] and (
        (isinstance(value, str) and re.fullmatch(r"\s*\d+\s*(?:-|:|\.\.|,|to)\s*\d+\s*", value))
        or (isinstance(value, list) and value and all(_number(item) for item in value))
    ):
        return f"its {name!r} {value!r} says the content replaces lines of the file"
    return None


def named_paths(value: object, depth: int = 0) -> list[str]:
    """The paths a value names: a path string, the path strings of a list (``["a.py",
    "b.py"]``, ``"a.py -> b.py"`` read by its words) and the path members of its objects
    (``[{"file_path": "a.py", "reason": "unused"}]``), walked :data:`DEEPEST` deep."""
    if depth > DEEPEST:
        return []
    if isinstance(value, str):
        return [word for word in value.split() if _PATH_NAME.fullmatch(word)]
    if isinstance(value, list):
        return [path for item in value for path in named_paths(item, depth + 1)]
    if isinstance(value, dict):
        return [
            path
            for key, item in value.items()
            if isinstance(item, str | list) and _PATH_KEY.fullmatch(str(key))
            for path in named_paths(item, depth + 1)
        ]
    return []


def _holds_text(value: object, depth: int) -> bool:
    """Whether a decoded JSON value has a member that may hold a file's text or an edit of
    one: a content key with any value but a scalar (``"content": ["x = 2"]``), a string over
    a line, a key that is a path with a string, a list or an object that is more than a
    status (``{"a.py": "x = 2"}``, ``{"a.py": ["x = 2"]}``, ``{"a.py": {"line 1": "x =
    2"}}``), an object with a path among its strings (under a path key or any other) and
    another string member that is no status (``{"path": "a.py", "old": "x = 1", "new": "x =
    2"}``, ``{"from": "a.py", "to": "b.py"}``), a status that says a file goes (``{"action":
    "delete", "path": "a.py"}``), or a list of strings that holds a path and a string that is
    none (a row ``["a.py", "x = 1", "x = 2"]``). Too deep: taken to hold one."""
    if depth > DEEPEST:
        return True
    if isinstance(value, str):
        return "\n" in value
    if isinstance(value, list):
        row = [item for item in value if isinstance(item, str)]
        if any(_PATH_NAME.fullmatch(item) for item in row) and any(
            not _PATH_NAME.fullmatch(item) for item in row
        ):
            return True  # a row: a path and what is done to it
        return any(_holds_text(item, depth + 1) for item in value)
    if isinstance(value, dict):
        if any(
            str(key).lower() in _STATUS_KEYS and isinstance(item, str) and _GOES.fullmatch(item)
            for key, item in value.items()
        ) and any(named_paths(item, depth + 1) for item in value.values()):
            return True  # {"action": "delete", "files": ["a.py"]}: the files listed go
        for key, item in value.items():
            name = str(key)
            if isinstance(item, str | list | dict) and name in _CONTENT_KEYS:
                return True
            if goes_key(name) and named_paths(item, depth + 1):
                return True  # {"delete": ["a.py"]}, {"mv": ["a.py", "b.py"]}
            if _PATH_NAME.fullmatch(name) and (
                isinstance(item, str | list)
                or (
                    isinstance(item, dict)
                    and any(str(inner).lower() not in _STATUS_KEYS for inner in item)
                )
            ):
                return True
        strings = {str(key): item for key, item in value.items() if isinstance(item, str)}
        members = [key for key in strings if key.lower() not in _STATUS_KEYS]
        if any(
            _PATH_KEY.fullmatch(key) or _PATH_NAME.fullmatch(strings[key]) for key in members
        ) and (
            len(members) > 1
            or any(
                key.lower() in _STATUS_KEYS and _GOES.fullmatch(item.strip())
                for key, item in strings.items()
            )
        ):
            return True
        return any(_holds_text(item, depth + 1) for item in value.values())
    return False


# Words that give a block as the file or a new version of it, not as a part to explain.
_REWRITE = re.compile(
    r"(?i)\b(?:correction|corrected|fixed|updated|revised|new|rewritten|should|final|use"
    r"|instead|only[ \t]+needs|simplified|simpler|rewrite|look[ \t]+like|complete|completed"
    r"|full|fully|entire|entirety|whole|version|again|once[ \t]+more|now|replace|becomes"
    r"|change|changed)\b"
)
# The part of a file a quote shows: "The key part of util.py is:", "The function `f` in
# util.py:", "Here is the relevant section of app.py:".
_PART_OF = re.compile(
    r"(?i)[^\w`]*(?:here(?:'s|[ \t]+is|[ \t]+are)[ \t]+)?"
    r"(?:(?:the|this|that|these|those|a|an|one|its)[ \t]+)?"
    r"(?:(?:key|important|relevant|main|interesting|core|crucial|central|essential|tricky"
    r"|first|last|following|top|short|small|same|existing|original)[ \t]+)*"
    r"(?:part|parts|line|lines|bit|bits|section|function|method|class|piece|snippet|loop"
    r"|call|import|imports|logic|check|block|definition|signature|helper|handler|route"
    r"|excerpt|header|docstring|constant|test|tests|config|setup|entry[ \t]+point)"
    rf"(?:[ \t]+`[^`]{{1,80}}`)?"
    # (the file may go unnamed: "The entry point is:")
    rf"(?:[ \t]+(?:of|in|from|inside)[ \t]+(?:the[ \t]+|your[ \t]+)?{_FILE})?"
    r"(?:[ \t]+(?:is|are|reads?|looks[ \t]+like|does[ \t]+this|works))?[ \t]*$"
)
# "Then in your app.py you can call:": where the user calls what a file defines.
_CALL_IN = re.compile(
    rf"(?i)[^\w`]*(?:then[ \t]+)?(?:in|from)[ \t]+(?:your[ \t]+)?{_PATH}[ \t]*,?[ \t]+you"
    r"[ \t]+(?:can|could|may|would)[ \t]+(?:call|use|import)(?:[ \t]+it)?[ \t]*$"
)


def explains_quote(line: str) -> bool:
    """Whether the prose line right above a block that quotes lines of a written file
    introduces it as an explanation: it shows a part of the file ("The key part of util.py
    is:", "The function `f` in util.py:"), or describes or uses the file ("Note how a.js
    starts:", "In `util.py`, this line does the work:"), with no word that gives the block
    as the file or a new version of it ("The complete app.py:", "Final version of app.py:").
    Any other line ("Korrektur:", "Sorry, small mistake:", "In app.py, delete this line:")
    may give the block as a corrected file: the block then has two readings."""
    text = line.strip().replace("**", "").replace("__", "").strip("#>*_ \t")
    if not text or len(text) > LONGEST_HARMLESS or _REWRITE.search(_plain(text)) is not None:
        return False
    body = text.removesuffix(":").removesuffix("\uff1a").strip().rstrip("*_ \t")
    if _PART_OF.match(body) or _CALL_IN.match(body):
        return True
    return bool(body) and sentence_is_harmless(body)


def says_version(line: str) -> bool:
    """Whether a prose line gives the block below as a file or a new version of it ("Here is
    the fixed app.py:", "The complete app.py:"): a block that repeats the file whole then
    reads the same both ways."""
    return len(line) <= LONGEST_HARMLESS and _REWRITE.search(_plain(line)) is not None
