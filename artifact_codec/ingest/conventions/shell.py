"""One line of a shell script split into its simple commands, the way bash splits it, for the
heredoc reader (:mod:`.heredoc`), which must know what a script does around the files its
heredocs write: the folder a ``cd`` changes to, a ``sed -i`` or a ``mv`` on a written file.

Only the splitting is modelled, not the running: quotes (``'...'``, ``"..."``, ``\\x``),
comments, the control operators (``;``, ``&``, ``&&``, ``||``, ``|``, ``|&``), parentheses
(subshells) and redirections (``>``, ``>>``, ``2>``, ``&>``, ``<<``...). A word remembers
whether the shell would change it before the command sees it (``$``, a backquote, a glob
character, a brace expansion, a leading ``~`` outside quotes): then the text does not say what
it names, and the reader treats it as unknown. A line the splitter cannot read (a quote left
open, a stray parenthesis) is None: unknown as a whole.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "COMPOUND_CLOSE",
    "COMPOUND_OPEN",
    "MODE",
    "OUTPUTS",
    "READS",
    "Command",
    "Effect",
    "Redirection",
    "Word",
    "effect",
    "in_place",
    "split_line",
]

#: Reserved words that open a compound command (its commands may run zero or many times) and
#: those that close one.
COMPOUND_OPEN = frozenset({"if", "while", "until", "for", "select", "case", "{"})
COMPOUND_CLOSE = frozenset({"fi", "done", "esac", "}"})
_KEYWORDS = (
    COMPOUND_OPEN | COMPOUND_CLOSE | {"then", "else", "elif", "do", "!", "time", "in", "function"}
)
_BRACES = re.compile(r"\{[^{}]*(?:,|\.\.)[^{}]*\}")
#: A run of characters that are a word's and nothing else (what the loop takes in one step).
_ORDINARY = re.compile(r"[^\s'\"\\$`<>;&|()*?\[]*")
_REDIRECTIONS = (">>", ">|", ">&", ">", "<<<", "<<-", "<<", "<&", "<>", "<")


@dataclass(frozen=True, slots=True)
class Word:
    """A word of a command after quote removal; ``literal`` when the shell expands nothing
    in it (what the text says is what the command gets)."""

    text: str
    literal: bool


@dataclass(slots=True)
class Redirection:
    """``fd`` ``operator`` ``target``: ``2>`` ``err.log``, ``>>`` ``a.py``, ``<<`` ``EOF``."""

    operator: str  # ">", ">>", ">|", "&>", "&>>", ">&", "<", "<<", "<<-", "<<<", "<&", "<>"
    fd: str  # the descriptor written before the operator, "" when none
    target: Word | None = None


@dataclass(slots=True)
class Command:
    """One simple command of a line."""

    words: list[Word] = field(default_factory=list)
    redirections: list[Redirection] = field(default_factory=list)
    piped: bool = False  # joined to another command by | or |&
    subshell: int = 0  # how many parentheses hold it
    #: The reserved word it starts with (if, then, done...), "" when none; "(" and ")" mark
    #: where a subshell opens and closes (a command of their own).
    keyword: str = ""

    @property
    def name(self) -> str:
        """The command's name (its first word), "" when it has none."""
        return self.words[0].text if self.words else ""


class _Splitter:
    """The state of one pass over a line (see :func:`split_line`)."""

    def __init__(self, subshell: int) -> None:
        self.commands: list[Command] = []
        self.command = Command(subshell=subshell)
        self.subshell = subshell
        self.text: list[str] = []
        self.unquoted: list[str] = []  # the word's characters outside quotes, for braces
        self.literal = True
        self.in_word = False
        self.pending: Redirection | None = None
        self.piped = False

    def end_word(self) -> None:
        if not self.in_word:
            return
        text = "".join(self.text)
        unquoted = "".join(self.unquoted)
        literal = self.literal and not _BRACES.search(unquoted)
        literal = literal and not (unquoted.startswith("~") and text.startswith("~"))
        word = Word(text, literal)
        if self.pending is not None:
            self.pending.target = word
            self.command.redirections.append(self.pending)
            self.pending = None
        else:
            self.command.words.append(word)
        self.text, self.unquoted, self.literal, self.in_word = [], [], True, False

    def end_command(self, piped: bool = False) -> None:
        self.end_word()
        command = self.command
        while command.words and command.words[0].literal and command.words[0].text in _KEYWORDS:
            keyword = command.words.pop(0).text
            if not command.keyword or keyword in COMPOUND_OPEN | COMPOUND_CLOSE:
                command.keyword = keyword
            if keyword in ("for", "select", "case", "function", "in"):
                break  # the words after it are names and patterns, not a command
        if command.keyword in ("for", "select", "case", "function", "in"):
            command.words = []
        command.piped = command.piped or piped or self.piped
        self.piped = piped
        if command.words or command.redirections or command.keyword:
            self.commands.append(command)
        self.command = Command(subshell=self.subshell)

    def redirection(self, line: str, i: int) -> int:
        """Reads the redirection operator at ``line[i]``; returns where it ends."""
        fd = ""
        digits = "".join(self.text)
        if (
            self.in_word
            and not self.pending
            and digits.isdigit()
            and "".join(self.unquoted) == digits
        ):
            fd = digits
            self.text, self.unquoted, self.in_word = [], [], False
        self.end_word()
        if line.startswith("&>", i):
            operator = "&>>" if line.startswith("&>>", i) else "&>"
        else:
            operator = next(op for op in _REDIRECTIONS if line.startswith(op, i))
        self.pending = Redirection(operator, fd)
        return i + len(operator)


def _closing(line: str, i: int, opening: str, closing: str) -> int:
    """Where the ``$(...)`` or ``${...}`` that opens at ``line[i]`` ends (after it), or -1."""
    depth = 0
    quote = ""
    while i < len(line):
        char = line[i]
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
        elif char == "\\":
            i += 1
        elif char == opening:
            depth += 1
        elif char == closing:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def split_line(line: str, subshell: int = 0) -> tuple[list[Command], int] | None:
    """The simple commands of ``line`` (one line, its line break removed) and how many
    parentheses are still open after it, ``subshell`` being open before it; None when the line
    cannot be split (a quote or a substitution left open, a parenthesis closed that was not
    opened)."""
    state = _Splitter(subshell)
    i, n = 0, len(line)
    while i < n:
        char = line[i]
        if char in " \t\r":
            state.end_word()
            i += 1
        elif char == "#" and not state.in_word:
            break
        elif char == "'":
            close = line.find("'", i + 1)
            if close == -1:
                return None
            state.text.append(line[i + 1 : close])
            state.in_word = True
            i = close + 1
        elif char == '"':
            i += 1
            while i < n and line[i] != '"':
                if line[i] == "\\" and i + 1 < n and line[i + 1] in '$`"\\':
                    state.text.append(line[i + 1])
                    i += 2
                    continue
                if line[i] in "$`":
                    state.literal = False
                state.text.append(line[i])
                i += 1
            if i >= n:
                return None
            state.in_word = True
            i += 1
        elif char == "\\":
            state.text.append(line[i + 1 : i + 2])
            state.in_word = True
            i += 2
        elif char == "$" or char == "`":
            state.literal = False
            state.in_word = True
            if line.startswith("$(", i) or line.startswith("${", i):
                opening = line[i + 1]
                close = _closing(line, i + 1, opening, ")" if opening == "(" else "}")
            elif char == "`":
                close = line.find("`", i + 1) + 1 or -1
            else:
                close = i + 1
            if close == -1:
                return None
            state.text.append(line[i:close])
            state.unquoted.append(line[i:close])
            i = close
        elif char in "<>" or line.startswith("&>", i):
            i = state.redirection(line, i)
        elif char in ";&|":
            state.end_word()
            if state.pending is not None:
                return None
            operator = line[i : i + 2] if line[i : i + 2] in ("&&", "||", ";;", "|&") else char
            state.end_command(piped=operator in ("|", "|&"))
            i += len(operator)
        elif char == "(":
            state.end_word()
            if state.command.words and line.startswith("()", i):  # name() { ...
                state.command.keyword = "function"
                state.end_command()
                i += 2
                continue
            state.end_command()
            state.subshell += 1
            state.commands.append(Command(subshell=state.subshell, keyword="("))
            state.command.subshell = state.subshell
            i += 1
        elif char == ")":
            state.end_command()
            if state.subshell == 0:
                return None
            state.commands.append(Command(subshell=state.subshell, keyword=")"))
            state.subshell -= 1
            state.command.subshell = state.subshell
            i += 1
        else:
            if char in "*?[":
                state.literal = False
            run = _ORDINARY.match(line, i + 1)
            end = run.end() if run is not None else i + 1
            state.text.append(line[i:end])
            state.unquoted.append(line[i:end])
            state.in_word = True
            i = end
    if state.pending is not None and not state.in_word:
        return None
    state.end_command()
    return state.commands, state.subshell


# -- what a command does to the files it names ----------------------------------------------

#: Commands that only read the files they name (or run them): what they name stays as it is.
READS = frozenset(
    {"cat", "less", "more", "head", "tail", "ls", "tree", "wc", "grep", "egrep", "fgrep", "rg"}
    | {"diff", "cmp", "file", "stat", "du", "echo", "printf", "test", "[", "[[", "true", "false"}
    | {"python", "python3", "python2", "py", "node", "nodejs", "deno", "bun", "ts-node", "tsx"}
    | {"bash", "sh", "zsh", "ruby", "php", "java", "javac", "go", "cargo", "rustc", "gcc"}
    | {"g++", "cc", "clang", "clang++", "make", "cmake", "npm", "yarn", "pnpm", "pip"}
    | {"pip3", "uv", "poetry", "pytest", "mypy", "flake8", "pylint", "tsc", "jest", "vitest"}
    | {"mocha", "source", ".", "open", "xdg-open", "code", "which", "type", "export", "unset"}
    | {"set", "exit", "sleep", "clear", "pwd", "env", "curl", "wget", "docker", "kubectl"}
    | {"docker-compose", "terraform", "shellcheck", "bat", "nl", "od", "xxd", "hexdump"}
    | {"sha256sum", "md5sum", "mkdir", "touch", "uvicorn", "flask", "gunicorn", "read", "wait"}
)
_GIT_READS = frozenset(
    {"add", "commit", "status", "diff", "log", "show", "init", "branch", "remote", "push"}
    | {"fetch", "config", "tag", "clone"}
)
MODE = frozenset({"chmod", "chown", "chgrp"})
#: Python modules run with -m that only read the files they are given.
_READING_MODULES = frozenset(
    {"pytest", "unittest", "mypy", "pip", "venv", "http.server", "flake8", "pylint"}
    | {"doctest", "py_compile", "compileall", "json.tool", "pydoc", "uvicorn", "flask"}
)
#: The options that give an interpreter its program inline, and the words of such a program.
_INLINE = frozenset({"-c", "-e", "--eval", "-p", "--print", "-pe", "-ne"})
_TOKENS = re.compile(r"[\w./-]+")
#: Commands that run the program their first argument names.
_INTERPRETERS = frozenset(
    {"python", "python3", "python2", "py", "node", "nodejs", "deno", "bun", "ts-node", "tsx"}
    | {"bash", "sh", "zsh", "ruby", "php", "source", "."}
)
_VERBS = {
    "rm": "removes it",
    "mv": "moves it",
    "cp": "copies it",
    "sed": "edits it in place",
    "perl": "edits it in place",
    "ln": "links it",
}
#: Redirections that write to their target.
OUTPUTS = frozenset({">", ">>", ">|", "&>", "&>>", "<>"})
_WORK_TREE = frozenset({"stash", "reset", "clean", "pull", "merge", "rebase", "switch"})


@dataclass(frozen=True, slots=True)
class Effect:
    """What a command may do to the files its words name."""

    writes: list[Word]  # the targets of its output redirections
    changes: list[Word]  # its arguments, when it may change, move or remove what they name
    verb: str  # what it does to those ("removes it", "runs black on it")
    work_tree: bool = False  # it changes files it does not name (git stash, git reset)
    mode: bool = False  # it changes only the mode of what ``changes`` names (chmod)


def effect(command: Command) -> Effect:
    """What ``command`` may do to files: commands known to only read or run the files they
    name (:data:`READS`, ``sed`` without ``-i``, ``git add``...) change only their redirection
    targets; any other command may change whatever its arguments name."""
    writes = [r.target for r in command.redirections if r.operator in OUTPUTS and r.target]
    name = command.name
    words = command.words[1:]
    arguments = [w for w in words if not (w.literal and w.text.startswith("-"))]
    if name in MODE:
        return Effect(writes, arguments, "changes its mode", mode=True)
    if not name or name in ("touch", "mkdir"):
        return Effect(writes, [], "")
    if name == "git":
        subcommand = next((w.text for w in words if not w.text.startswith("-")), "")
        branch = subcommand == "checkout" and any(w.text == "-b" for w in words)
        if subcommand in _GIT_READS or branch:
            return Effect(writes, [], "")
        if subcommand in _WORK_TREE:
            return Effect(writes, [], f"git {subcommand} changes the files", work_tree=True)
    elif name in ("sed", "perl"):
        if not any(in_place(w.text) for w in words):
            return Effect(writes, [], "")
    elif name in _INTERPRETERS:
        # The first argument is the program run, which running leaves as it is; the files
        # given to that program (or to a module, -m black app.py) are the program's to change.
        code = next((words[n + 1] for n, w in enumerate(words[:-1]) if w.text in _INLINE), None)
        if code is not None:  # a program given inline: what it names, it may change
            named = [Word(token, True) for token in _TOKENS.findall(code.text)]
            return Effect(writes, named + arguments, f"runs {name} code that names it")
        if any(w.text == "-m" for w in words):
            if arguments and arguments[0].text in _READING_MODULES:
                return Effect(writes, [], "")
            return Effect(writes, arguments, f"runs {name} -m on it")
        return Effect(
            writes, arguments[1:], f"gives it to {name} {arguments[0].text}" if arguments else ""
        )
    elif name in READS:
        return Effect(writes, [], "")
    return Effect(writes, arguments, _VERBS.get(name, f"runs {name} on it"))


def in_place(option: str) -> bool:
    """``-i``, ``-i.bak``, ``-pi``, ``--in-place``: sed and perl change the file itself."""
    if option.startswith("--"):
        return option.startswith("--in-place")
    return option.startswith("-") and "i" in option[1:].split(".")[0]
