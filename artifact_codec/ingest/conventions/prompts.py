"""The one table of the prompts a terminal session shows before what is typed: what reads
the rest of a line that starts with one (the shell, PowerShell, Windows cmd, Python,
IPython). The readers of sessions (:mod:`.heredoc`'s script reading, :mod:`.runs`,
:mod:`.markdown`) and the allow-list of another shell's lines (:mod:`.shell`) ask it; it
imports nothing of theirs.
"""

from __future__ import annotations

import re

__all__ = [
    "BUSYBOX",
    "CONTINUED",
    "OUTPUT_PROMPT",
    "PROMPT",
    "PROMPTS",
    "PS2",
    "foreign_prompt",
    "opens_repl",
    "repl_input",
    "session_prompt",
    "shown_prompt",
]

#: A prompt before a command: ``$``, zsh's ``%``, U+276F, U+279C, with a ``(venv)``,
#: ``user@host:dir`` or ``[dir]`` before it; a root shell's ``#`` after bash's
#: ``user@host:dir`` (Debian's, a Docker container's ``root@3f2a1c:/app#``) or Fedora's
#: ``[user@host dir]`` (``#`` alone starts a comment: only these shapes say a prompt);
#: oh-my-zsh's default ``➜  dir git:(branch) ✗`` (with its ``git:(...)``: ``➜ rm app.py``
#: is ``rm`` typed after U+279C).
PROMPT = re.compile(
    r"^[ \t]*(?:\([^()\r\n]*\)[ \t]*)?"
    r"(?:"
    "\u279c[ \t]+\\S+[ \t]+git:\\([^()\\s]*\\)(?:[ \t]+\u2717)?[ \t]+"
    r"|(?:[\w.-]+@[\w.-]+(?::[^\s$%#]*)?|\[[\w.-]+@[\w.-]+[ \t]+[^\]\r\n]*\])[ \t]*#[ \t]+"
    r"|(?:[\w.-]+@[\w.-]+(?::[^\s$%]*)?[ \t]*|\[[^\]\r\n]*\][ \t]*|~[^\s$%]*[ \t]*"
    # (fix-shell149: hunt130-prompts) BusyBox's prompt for a user not root (``/app $ ``),
    # Kali's second line (``\u2514\u2500$ ``)
    r"|/[\w./@+-]*[ \t]+|\u2514\u2500+"
    # (fix-shell153: hunt130-prompts) starship's folder and what it shows after it (the git
    # branch, ``on``, a runtime's version) before its U+276F: ``~/proj main \u276f ``
    "|[~/][^\\s$%\u276f]*[ \t]+(?:[^\\s$%#\u276f]+[ \t]+){1,4}(?=\u276f)"
    r")?"
    # Cmder's ``\u03bb`` (fix-shell149)
    "[$%\u276f\u279c\u03bb][ \t]+"
    r")"
)
#: The prompts a terminal session shows before what is typed, by what reads the rest of the
#: line (after :data:`PROMPT`'s ``$``): zsh's default ``dir %`` (``%n@%m %1~ %#``), bash's
#: default ``bash-5.1$`` (``sh-5.1#`` as root),
#: PowerShell's ``PS C:\\app>``, Windows cmd's ``C:\\app>`` (its ``$P$G``: no blank after it,
#: a folder may hold blanks), Python's ``>>>``, the Python debugger's ``(Pdb)``/``ipdb>`` and
#: IPython's ``In [1]:`` (they run Python),
#: the root shell's ``#`` (only where :func:`shown_prompt` is told so: ``#`` starts a comment
#: too). Read inside a fence (a transcript, a session, a block without an info string), and
#: in prose before what a line or a code span shows typed (:func:`~.heredoc.typed_at_prompt`),
#: weighed there only when it starts with a command.
PROMPTS: tuple[tuple[re.Pattern[str], str], ...] = (
    # (a word holding a letter, read once: two runs of one class around the letter were
    # quadratic on a long word)
    (
        re.compile(r"[ \t]*(?:[\w.-]+@[\w.-]+[ \t]+)?(?=[\w.~/-]*[A-Za-z~])[\w.~/-]+[ \t]+%[ \t]+"),
        "sh",
    ),
    # bash's default prompt (its ``\\s-\\v\\$``: the shell's name, its version, ``$`` or a
    # root's ``#``): ``bash-5.1$``, ``sh-5.1#``
    (re.compile(r"[ \t]*(?:ba|z|k|da|)sh-\d+(?:\.\d+)*[$#][ \t]+(?=\S)"), "sh"),
    (
        re.compile(r"[ \t]*(?:\([\w.-]+\)[ \t]+)?PS(?:[ \t]+[^>\s][^>\r\n]*)?>[ \t]+(?=\S)"),
        "powershell",
    ),
    (re.compile(r"[ \t]*[A-Za-z]:\\[^<>|\"\r\n]*>[ \t]*(?=[^\s>])"), "cmd"),
    (re.compile(r"[ \t]*>>>[ \t]+(?=\S)"), "python"),
    # the Python debugger's prompt (pdb's ``(Pdb)``, pdb++'s ``(Pdb++)``, ``ipdb>``): it runs
    # the Python typed there, after ``!`` (its escape) or ``p``/``pp`` (an expression printed);
    # and pdb's ``(com)``, a breakpoint's ``commands`` list: its lines run when the breakpoint
    # is hit, read as typed at ``(Pdb)``
    (
        re.compile(
            r"[ \t]*(?:\(Pdb(?:\+\+)?\)|\(com\)|ipdb>)[ \t]+(?:![ \t]*|pp?[ \t]+(?![=\s]))?(?=\S)"
        ),
        "python",
    ),
    (re.compile(r"[ \t]*In[ \t]?\[\d*\]:[ \t]+(?=\S)"), "ipython"),
    (re.compile(r"#[ \t]+(?=\S)"), "root"),
)
#: (fix-shell138: hunt128-rootprompt) BusyBox's root prompt, as an Alpine container shows
#: it (``/app # ``, ``/ # ``, ``~ # ``: the folder, a blank, ``#``): a root shell's prompt in
#: a fence showing a terminal (a session, or a text fence: :func:`shown_prompt`'s
#: ``busybox``); in a script, ``/usr/bin/env # note`` runs a program and comments.
BUSYBOX = re.compile(r"[ \t]*(?:(?:/[\w.@+-]*)+|~[\w./@+-]*)[ \t]+#[ \t]+(?=\S)")
#: The Python debugger's prompt alone (pdb's ``(Pdb)``, pdb++'s ``(Pdb++)``, ``ipdb>``; the
#: ``(com)`` of a ``commands`` list).
DEBUGGER = re.compile(r"[ \t]*(?:\(Pdb(?:\+\+)?\)|\(com\)|ipdb>)[ \t]+")
#: The debugger's own commands that evaluate no Python (pdb reads a line's first word as
#: its command before any Python): a breakpoint set or cleared at a file's line, a line
#: number or a function's dotted name, a step through the program, a frame moved, the
#: source listed, help. (``!``, ``p``, ``pp``, ``display``, ``condition``, ``commands``,
#: ``interact``, ``debug``, ``alias``: Python or code run later; not here.)
DEBUGGER_COMMAND = re.compile(
    r"(?:b|break|tbreak|cl|clear)(?:[ \t]+(?:[\w./-]+:\d+|[A-Za-z_][\w.]*|\d+(?:[ \t]+\d+)*))?"
    r"|c|cont|continue|n|next|s|step|r|return|ll|longlist|w|where|bt|a|args|q|quit|exit"
    r"|retval|rv|(?:unt|until|j|jump|u|up|d|down)(?:[ \t]+-?\d+)?"
    r"|(?:l|list)(?:[ \t]+(?:\.|\d+(?:[ \t]*,[ \t]*\d+)?))?"
    r"|(?:disable|enable)(?:[ \t]+\d+)*|(?:h|help)(?:[ \t]+\w+)?"
    # a ``commands`` list's own: its end, and ``silent`` (the breakpoint's message not shown)
    r"|end|silent"
)
#: The continuation prompt of each (Python's ``...``, IPython's ``...:``); the shell's ``>``
#: (:data:`PS2`) continues a command left open.
CONTINUED = {
    "python": re.compile(r"[ \t]*\.\.\.(?:[ \t]|$)"),
    "ipython": re.compile(r"[ \t]*\.\.\.:(?:[ \t]|$)"),
}
#: IPython's output prompt (``Out[1]: 3``): what the cell above printed.
OUTPUT_PROMPT = re.compile(r"[ \t]*Out[ \t]?\[\d*\]:")
#: The shell's continuation prompt.
PS2 = re.compile(r">(?:[ \t]+|$)")
#: The prompts a line of another shell's block (PowerShell, cmd, fish) may start with
#: besides its own: a POSIX one (``$``, ``%``, a ``>`` continuation).
_OTHER = re.compile(r"[ \t]*[$>%][ \t]+")


def shown_prompt(line: str, *, root: bool, busybox: bool = False) -> tuple[str, int] | None:
    """The prompt a line of a session starts with (:data:`PROMPT`, :data:`PROMPTS`): what
    reads the rest (``sh``, ``powershell``, ``cmd``, ``python``, ``ipython``, ``root``) and
    where it starts. ``root``: the fence is labelled a session (``console``): ``#`` is a root
    shell's prompt there (as Pygments' console lexer reads it), not a comment, and so is
    BusyBox's ``/app # `` (:data:`BUSYBOX`); ``busybox``: the fence shows a terminal's text
    (```` ```text ````): BusyBox's prompt is one there, a bare ``#`` is not."""
    shown = PROMPT.match(line)
    if shown is not None:
        return "sh", shown.end()
    shown = BUSYBOX.match(line) if root or busybox else None
    if shown is not None:
        return "root", shown.end()
    for pattern, reading in PROMPTS:
        shown = pattern.match(line)
        if shown is not None and (reading != "root" or root):
            return reading, shown.end()
    return None


def session_prompt(line: str) -> str | None:
    """What reads the rest of ``line`` when it starts with a prompt of a terminal session
    (:func:`shown_prompt`, not the root shell's ``#``): ``sh``, ``powershell``, ``cmd``,
    ``python``, ``ipython``; None without one. A block of text holding one shows a session."""
    shown = shown_prompt(line, root=False)
    return None if shown is None else shown[0]


def foreign_prompt(line: str) -> int:
    """Where what is typed starts on a line of another shell's block (PowerShell, cmd,
    fish): after its PowerShell or cmd prompt (:data:`PROMPTS`) or a POSIX one; 0 without
    one."""
    shown = shown_prompt(line, root=False)
    if shown is not None and shown[0] in ("powershell", "cmd"):
        return shown[1]
    other = _OTHER.match(line)
    return other.end() if other is not None else 0


#: What a terminal shows before a prompt: colour codes (``\x1b[35m``), a timestamp
#: (``12:01:33``, ``[12:01:33]``).
_DECORATION = r"(?:\x1b\[[0-9;?]*[A-Za-z]|\[?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?\]?[ \t]+)*"
#: The prompt of an interactive program, named (any program's): Python's ``>>>``, IPython's
#: ``In [1]:``, a name with an optional ``(...)`` and counters before ``>``, ``#``, ``=#``,
#: ``=>`` or ``-#`` (``irb(main):001:0>``, ``iex(1)>``, ``pry(main)>`` after pry's ``[1]``,
#: ``sqlite>``, ``mysql>``, ``mydb=#``, ``julia>``, ``php >``, ``test>``, ``py>``), perl's
#: debugger ``DB<1>``, Swift's ``1>``; each after colour codes or a timestamp, before what
#: is typed.
_NAMED_PROMPT = re.compile(
    r"[ \t]*" + _DECORATION + r"(?:\[\d+\][ \t]*)?"
    r"(?:>>>|In[ \t]?\[\d*\]:|DB<+\d+>+|\d+>"
    r"|[A-Za-z][\w.-]*(?:\([^()\r\n]*\))?(?::\d+)*(?:>|[=-]?#|=>))"
    r"(?:[ \t]|\x1b\[[0-9;?]*[A-Za-z])*(?=\S)"
)
#: The prompts of a program known to be interactive (:func:`opens_repl`) besides the named
#: ones: a bare ``>`` (Node, Lua, R), ``...`` (a continuation), ``>>>`` without a blank, a
#: name before `` >`` (PHP's ``php >``; ``result > b.js`` after ``$ node a.js`` is output).
_BARE_PROMPT = re.compile(
    r"[ \t]*"
    + _DECORATION
    + r"(?:>>>|>|\.\.\.|[A-Za-z][\w.-]*[ \t]>)(?:[ \t]|\x1b\[[0-9;?]*[A-Za-z])*(?=\S)"
)
#: Programs that open an interactive session (a REPL, a database shell, a debugger) when
#: the command line runs them as such: by name under any path or wrapper.
_REPLS = frozenset(
    {"node", "nodejs", "ts-node", "deno", "bun", "python", "python2", "python3", "py"}
    | {"ipython", "bpython", "ptpython", "php", "lua", "luajit", "julia", "swift", "perl"}
    | {"mongosh", "mongo", "rails", "iex", "irb", "pry", "ghci", "R", "scala", "jshell"}
    | {"sqlite3", "psql", "mysql", "mariadb", "redis-cli", "clj", "clojure", "lein", "sbt"}
    | {"ocaml", "utop", "racket", "guile", "sbcl", "erl", "groovysh", "kotlinc", "csi"}
    | {"tclsh", "duckdb", "cqlsh", "spark-shell", "pyspark", "console", "repl", "shell"}
)
#: The interactive programs whose operand names a database, not a script.
_DATABASE_SHELLS = frozenset(
    {"sqlite3", "psql", "mysql", "mariadb", "redis-cli", "mongosh", "mongo", "duckdb", "cqlsh"}
)


def opens_repl(typed: str) -> bool:
    """Whether the command line ``typed`` (after the shell's prompt) names, in any word, a
    program that opens an interactive session (:data:`_REPLS`; ``/usr/bin/node``,
    ``sudo node``, ``python3.12``, ``bin/rails console``): the lines typed at a prompt after
    it are its input. Loose on purpose: it only widens the prompts read as that input."""
    opened = ""
    for word in typed.split():
        name = word.rsplit("/", 1)[-1].strip("'\"")
        base = re.sub(r"[\d.]+$", "", name)
        if name in _REPLS or base in _REPLS:
            opened = name if name in _REPLS else base
        elif (
            opened not in ("", *_DATABASE_SHELLS)
            and word[:1] != "-"
            and ("." in word or "/" in word)
        ):
            opened = ""  # (``node a.js``: a script run; ``psql mydb``: the database's name)
    return bool(opened)


def repl_input(line: str, repl: bool) -> str | None:
    """What ``line`` of a session shows typed at an interactive program's prompt, after a
    command line that may have opened one: after a named prompt (:data:`_NAMED_PROMPT`)
    always, after a bare ``>`` or ``...`` when the program is known to be interactive
    (``repl``: :func:`opens_repl`); None when the line shows no prompt."""
    shown = _NAMED_PROMPT.match(line) or (_BARE_PROMPT.match(line) if repl else None)
    return None if shown is None else line[shown.end() :]
