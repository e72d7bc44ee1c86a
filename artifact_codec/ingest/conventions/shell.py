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

What a command may do to files (:func:`effect`) is decided safe by construction: a command
leaves the files it does not name only when it is on a list of commands known to (printing,
running what the answer wrote, a package manager's run and install); a command this module
does not know may change any file.
"""

from __future__ import annotations

import ast
import configparser
import fnmatch
import itertools
import json
import posixpath
import re
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TypeVar, cast

import tomllib

from .hook_code import harmless_code, python_values
from .prompts import foreign_prompt

__all__ = [
    "BRACE_EXPANSION",
    "COMPOUND_CLOSE",
    "COMPOUND_OPEN",
    "FOLDER_OPTIONS",
    "INERT",
    "INLINE",
    "INTERPRETERS",
    "MAX_QUOTED_LINES",
    "MODE",
    "OUTPUTS",
    "PROGRAM_FILE",
    "READS",
    "TASK_RUNNERS",
    "Command",
    "Effect",
    "InlineProgram",
    "Project",
    "Redirection",
    "Word",
    "command_words",
    "database_input_inert",
    "descriptor_paths",
    "effect",
    "foreign_effect",
    "from_here",
    "harmless_inline",
    "heredoc_program",
    "in_place",
    "inline_code",
    "inline_program",
    "manifest_written",
    "peel_prefixes",
    "prefix_length",
    "quote_left_open",
    "required_files",
    "run_folders",
    "shell_command_name",
    "shell_script",
    "split_line",
]

#: Reserved words that open a compound command (its commands may run zero or many times) and
#: those that close one.
COMPOUND_OPEN = frozenset({"if", "while", "until", "for", "select", "case", "{"})
COMPOUND_CLOSE = frozenset({"fi", "done", "esac", "}"})
_KEYWORDS = (
    COMPOUND_OPEN | COMPOUND_CLOSE | {"then", "else", "elif", "do", "!", "time", "in", "function"}
)
#: Braces the shell expands into several words (``app.{js,css}``, ``{1..3}``): a word holding
#: them is not literal (also read by the run rules: ``runs``).
BRACE_EXPANSION = re.compile(r"\{(?=[^{}]*\})[^{}]*?(?:,|\.\.)")
#: A bracket expression of a glob (``[ab]``); a lone ``[`` (the test command) is a letter.
_BRACKET = re.compile(r"\[[^\]]*\]")
#: A run of characters that are a word's and nothing else (what the loop takes in one step).
_ORDINARY = re.compile(r"[^\s'\"\\$`<>;&|()*?\[]*")
_REDIRECTIONS = (">>", ">|", ">&", ">", "<<<", "<<-", "<<", "<&", "<>", "<")


@dataclass(frozen=True, slots=True)
class Word:
    """A word of a command after quote removal; ``literal`` when the shell expands nothing
    in it (what the text says is what the command gets)."""

    text: str
    literal: bool
    #: a backslash was removed by quote removal (``src\\app.py`` is ``srcapp.py``): the text
    #: is not what the model wrote
    escaped: bool = False
    #: not literal only by its ``~/``, the rest literal: a path in the user's home folder
    #: (``~/.local/bin/black``), which :func:`shell_command_name` may know as installed
    home: bool = False


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
    pipes_into: bool = False  # its output goes into a pipe (a | or |& follows it)
    #: it runs only when an earlier command of its list fails (``a || b``) or a test of it
    #: succeeds (``test -f x && b``, ``grep -q x f && b``): whether it runs is not in the text
    #: (``mkdir -p src && cd src`` is a sequence a script means to run whole)
    conditional: bool = False
    #: it ends with ``&``: it runs in a background subshell (``cd web &`` moves no folder of
    #: the script's shell)
    background: bool = False
    #: the command whose output a pipe feeds it (``cat a.go | x``: cat), None when none
    fed_by: Command | None = field(default=None, compare=False, repr=False)
    #: the operator that ends it (``&&``, ``||``, ``;``, ``&``; "" at the end of the line or
    #: before a pipe): what runs after it when it fails (``cd build && make``: not make)
    then: str = field(default="", compare=False)

    @property
    def name(self) -> str:
        """The command's name (its first word), "" when it has none."""
        return self.words[0].text if self.words else ""


#: Commands run for their exit status: what follows them with ``&&`` may not run.
_TESTS = frozenset({"test", "[", "[[", "false", "grep", "egrep", "fgrep", "rg", "diff", "cmp"})
_TESTS |= {"which", "type", "hash", "command", "pgrep", "getent", "id", "expr", "let", "ping"}


def _tests(command: Command) -> bool:
    """Whether ``command`` is a test (its exit status is what it is run for), or negated."""
    words = [w for w in command.words if not _ASSIGNMENT_WORD.match(w.text)]
    name = words[0].text if words else ""
    return command.keyword in ("!", "}", ")", "fi", "done", "esac") or name in _TESTS


_ASSIGNMENT_WORD = re.compile(r"[A-Za-z_]\w*=")
_T = TypeVar("_T")


class _Splitter:
    """The state of one pass over a line (see :func:`split_line`)."""

    def __init__(self, subshell: int) -> None:
        self.commands: list[Command] = []
        self.command = Command(subshell=subshell)
        self.subshell = subshell
        self.text: list[str] = []
        self.unquoted: list[str] = []  # the word's characters outside quotes, for braces
        self.literal = True
        self.escaped = False
        self.in_word = False
        self.pending: Redirection | None = None
        self.piped = False
        self.conditional = False  # an ``&&`` or ``||`` came before, in this list

    def end_word(self) -> None:
        if not self.in_word:
            return
        text = "".join(self.text)
        unquoted = "".join(self.unquoted)
        literal = self.literal and not BRACE_EXPANSION.search(unquoted)
        literal = literal and not _BRACKET.search(unquoted)
        home = literal and unquoted.startswith("~/") and text.startswith("~/")
        literal = literal and not (unquoted.startswith("~") and text.startswith("~"))
        word = Word(text, literal, self.escaped, home)
        if self.pending is not None:
            duplicates = word.literal and (word.text.isdigit() or word.text == "-")
            if self.pending.operator == ">&" and not self.pending.fd and not duplicates:
                # ``>&word`` that names no descriptor is ``&>word``: both streams to the file
                self.pending.operator = "&>"
            self.pending.target = word
            self.command.redirections.append(self.pending)
            self.pending = None
        else:
            self.command.words.append(word)
        self.text, self.unquoted, self.literal, self.in_word = [], [], True, False
        self.escaped = False

    def end_command(self, piped: bool = False, operator: str = "") -> None:
        self.end_word()
        command = self.command
        command.conditional = command.conditional or self.conditional
        if operator == "||" or (operator == "&&" and _tests(command)):
            self.conditional = True
        elif operator in (";", "&", ";;"):
            self.conditional = False
        while command.words and command.words[0].literal and command.words[0].text in _KEYWORDS:
            keyword = command.words.pop(0).text
            if not command.keyword or keyword in COMPOUND_OPEN | COMPOUND_CLOSE:
                command.keyword = keyword
            if keyword in ("for", "select", "case", "function", "in"):
                break  # the words after it are names and patterns, not a command
            while (
                keyword == "time"
                and command.words
                and command.words[0].literal
                and command.words[0].text in ("-p", "--")
            ):
                # (bash's reserved word ``time`` takes ``-p``: ``time -p rm a.py`` runs rm)
                command.words.pop(0)
        if command.keyword in ("for", "select", "case", "function", "in"):
            command.words = []
        if self.piped and self.commands and self.commands[-1].pipes_into:
            command.fed_by = self.commands[-1]
        command.piped = command.piped or piped or self.piped
        command.pipes_into = piped
        command.background = operator == "&"
        command.then = operator
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
                    state.escaped = True
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
            state.escaped = True
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
        elif line.startswith(("<(", ">("), i):
            # a process substitution: a word naming a pipe from (or to) the commands inside
            close = _closing(line, i + 1, "(", ")")
            if close == -1:
                return None
            state.literal = False
            state.in_word = True
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
            state.end_command(piped=operator in ("|", "|&"), operator=operator)
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
            if state.subshell == 0:
                # A ``)`` that closes nothing ends a ``case`` pattern (``1)``, ``*.py)``): the
                # word before it is the pattern, the commands after it run. Outside a ``case``
                # bash refuses the line (the commands after it are then weighed although they
                # do not run: a refusal at worst). Words that are no lone pattern (``rm
                # a.py)``, the end of a subshell opened on an earlier line) stay a command.
                state.end_word()
                if state.pending is not None:
                    return None
                command = state.command
                words = command.words
                if len(words) == 1 and not command.redirections and words[0].text != "case":
                    state.command = Command(subshell=state.subshell)
                else:
                    state.end_command()  # (``case $x in pattern)``: the words after ``in`` go)
                i += 1
                continue
            state.end_command()
            state.commands.append(Command(subshell=state.subshell, keyword=")"))
            state.subshell -= 1
            state.command.subshell = state.subshell
            i += 1
        else:
            if char in "*?":
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


def substitutions(text: str) -> list[str] | None:
    """The code of the command substitutions the shell runs when it expands ``text`` (a word
    in double quotes, an assignment, the body of a heredoc whose delimiter is not quoted):
    ``$(...)`` and backquotes, in their order (the nested ones are in the code of the outer:
    splitting it finds them); ``$((...))`` is arithmetic. None when one is left open (the
    shell reads on past the text: what it runs is not in it)."""
    found: list[str] = []
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char == "\\":
            i += 2
        elif text.startswith("$((", i):
            close = _closing(text, i + 1, "(", ")")
            if close == -1:
                return None
            i = close
        elif text.startswith("$(", i):
            close = _closing(text, i + 1, "(", ")")
            if close == -1:
                return None
            found.append(text[i + 2 : close - 1])
            i = close
        elif char == "`":
            close = text.find("`", i + 1)
            if close == -1:
                return None
            found.append(text[i + 1 : close])
            i = close + 1
        else:
            i += 1
    return found


_HEREDOC_DELIMITER = re.compile(r"<<-?[ \t]*([^\s;&|<>()]*)")


def heredoc_expands(line: str) -> bool:
    """Whether the first heredoc that ``line`` opens has a delimiter with no quote and no
    backslash in it (``<<EOF``, not ``<<'EOF'``, ``<<"EOF"``, ``<<\\EOF``): the shell then
    expands ``$...`` and backquotes in its body, running the command substitutions there."""
    found = _HEREDOC_DELIMITER.search(line.replace("<<<", "   "))
    return found is not None and not any(c in found.group(1) for c in "'\"\\")


#: The most lines a quoted string is followed across (a commit message, an inline program);
#: a quote left open longer is read line by line: the cost stays linear in a hostile text of
#: many quotes that never close.
MAX_QUOTED_LINES = 200


def quote_left_open(line: str, quote: str = "") -> str:
    """The quote (``'``, ``"``, ``$'``) that ``line`` leaves open at its end, ``quote`` being open
    before it ("" when none): the shell reads on through the next lines up to where it closes
    (``git commit -m "Fix<newline><newline>See #4" && sed -i ...`` is one command list). A
    ``#`` that starts a word outside quotes comments out the rest of the line (``# don't``
    opens nothing); a backslash outside single quotes escapes the next character."""
    i, n = 0, len(line)
    word = False  # a word has begun (a ``#`` inside one is a character)
    while i < n:
        char = line[i]
        if quote == "$'":  # ANSI-C quoting: a backslash escapes (``$'it\\'s'``)
            if char == "\\":
                i += 1
            elif char == "'":
                quote, word = "", True
        elif quote == "'":
            if char == "'":
                quote, word = "", True
        elif quote == '"':
            if char == "\\":
                i += 1
            elif char == '"':
                quote, word = "", True
        elif char == "\\":
            i += 1
            word = True
        elif char == "$" and line.startswith("$'", i):
            quote, i = "$'", i + 1
        elif char in "'\"":
            quote = char
        elif char == "#" and not word:
            break
        else:
            word = char not in " \t;&|()<>"
        i += 1
    return quote


# -- what a command does to the files it names ----------------------------------------------
#
# Safe by construction: a command is taken to leave a file as it is only when it is known to
# (the lists below); a command this module does not know may change any file.

#: Commands that change no file (only a redirection of what they print writes).
INERT = frozenset(
    {"cat", "less", "more", "head", "tail", "ls", "ll", "dir", "tree", "wc", "grep", "egrep"}
    | {"fgrep", "rg", "ag", "diff", "cmp", "file", "stat", "du", "df", "echo", "printf", "test"}
    | {"[", "[[", "true", "false", ":", "which", "type", "whereis", "hash", "export", "unset"}
    | {"set", "exit", "return", "sleep", "clear", "reset", "pwd", "read", "wait", "nl", "od"}
    | {"xxd", "hexdump", "bat", "sha256sum", "sha1sum", "md5sum", "cksum", "shellcheck"}
    | {"mkdir", "touch", "open", "xdg-open", "code", "alias", "history", "date", "whoami"}
    | {"hostname", "uname", "id", "ps", "top", "htop", "jobs", "kill", "cut", "tr", "column"}
    | {"jq", "base64", "realpath", "dirname", "basename", "readlink", "printenv", "man"}
    | {"seq", "expr", "ping", "lsof", "free", "uptime", "nproc", "ulimit", "umask", "local"}
    | {"declare", "typeset", "readonly", "shift", "trap", "let", "tput", "stty", "tty", "cd"}
    | {"pushd", "popd", "strings"}
)
#: Programs that run, serve, build, test or install what the answer wrote, or install tools
#: for the whole machine: taken to leave the written files as written (they were written to
#: be run); files given to the program they run are that program's to change.
_RUNNERS = frozenset(
    {"pytest", "py.test", "mypy", "pyright", "flake8", "pylint", "bandit", "tsc", "jest"}
    | {"vitest", "mocha", "ava", "playwright", "cypress", "uvicorn", "flask", "gunicorn"}
    | {"hypercorn", "daphne", "celery", "streamlit", "docker", "docker-compose", "podman"}
    | {"kubectl", "helm", "terraform", "ssh", "psql", "mysql", "sqlite3", "redis-cli"}
    | {"mariadb", "sqlite", "duckdb"}
    | {"mongosh", "createdb", "jupyter", "ipython", "alembic", "prisma", "rails", "webpack"}
    | {"vite", "next", "nuxt", "ng", "expo", "flutter", "dart", "swift", "sbt", "mix"}
    | {"julia", "lua", "serve", "http-server", "live-server", "nginx", "ngrok"}
    | {"dropdb", "systemctl", "service", "pm2", "nodemon", "gcc", "g++", "cc", "clang"}
    | {"clang++", "javac", "java", "rustc", "cmake", "ctest", "dotnet", "mvn", "gradle"}
    | {"pip", "pip3", "pipx", "conda", "mamba", "apt", "apt-get", "brew", "dnf", "yum", "apk"}
    | {"pacman", "choco", "winget", "snap", "port", "zypper", "gem", "nvm", "pyenv", "rustup"}
    | {"corepack", "http", "vercel", "netlify", "heroku", "aws", "gcloud", "az", "rspec"}
)
#: Interpreters: their first argument is the program run (which running leaves as it is);
#: the files given to that program (or to a module, ``-m black a.py``) may be changed.
_INTERPRETERS = frozenset(
    {"python", "python3", "python2", "py", "node", "nodejs", "deno", "bun", "ts-node", "tsx"}
    | {"bash", "sh", "zsh", "ruby", "php", "perl", "source", ".", "Rscript"}
)
#: The runners of a JavaScript or TypeScript program file, read as ``node FILE`` is.
_JS_PROGRAM_RUNNERS = frozenset(
    {"node", "nodejs", "bun", "deno", "ts-node", "ts-node-esm", "tsx", "nodemon", "esno"}
    | {"babel-node", "vite-node", "ts-node-dev", "tsnd"}
)
#: The interpreters that are Python (their ``-W`` and ``-X`` take a value).
_PYTHONS = frozenset({"python", "python3", "python2", "py"})
#: Commands that change what their arguments name (and nothing else).
_CHANGES_ARGUMENTS = {
    "rm": "removes it",
    "mv": "moves it",
    "cp": "copies onto it",
    "ln": "links it",
    "tee": "writes to it",
    "truncate": "truncates it",
    "unlink": "removes it",
    "shred": "overwrites it",
    "rmdir": "removes it",
    "dos2unix": "converts it",
    "unix2dos": "converts it",
    "install": "copies onto it",
    "rsync": "copies onto it",
    "scp": "copies onto it",
    "sponge": "writes to it",
    "dd": "writes to it",
    "sed": "edits it in place",
    "perl": "edits it in place",
    "awk": "edits it in place",
    "gawk": "edits it in place",
}
#: Formatters and fixers: they rewrite the files their arguments name (every file of the
#: folder when none is named). ``(True, options)``: only with one of these options;
#: ``(False, options)``: unless one of these is given.
_FORMATTERS: dict[str, tuple[bool, frozenset[str]]] = {
    "black": (False, frozenset({"--check", "--diff"})),
    "isort": (False, frozenset({"--check", "--check-only", "-c", "--diff"})),
    "rustfmt": (False, frozenset({"--check"})),
    "autopep8": (True, frozenset({"-i", "--in-place"})),
    "yapf": (True, frozenset({"-i", "--in-place"})),
    "autoflake": (True, frozenset({"-i", "--in-place"})),
    "prettier": (True, frozenset({"--write", "-w"})),
    "eslint": (True, frozenset({"--fix"})),
    "stylelint": (True, frozenset({"--fix"})),
    "standard": (True, frozenset({"--fix"})),
    "gofmt": (True, frozenset({"-w"})),
    "goimports": (True, frozenset({"-w"})),
    "clang-format": (True, frozenset({"-i"})),
    "shfmt": (True, frozenset({"-w", "--write"})),
    "rubocop": (True, frozenset({"-a", "-A", "--autocorrect", "--autocorrect-all"})),
    "biome": (True, frozenset({"--write", "--apply", "--fix", "--apply-unsafe"})),
}
#: Words that prefix the command they run (``sudo``, ``env``, ``time``...): the command is
#: what follows them; the options listed take a value.
_PREFIXES: dict[str, frozenset[str]] = {
    "sudo": frozenset({"-u", "-g", "-p", "-C", "-D", "-h", "-U", "-r", "-t"}),
    "doas": frozenset({"-u", "-C"}),
    "env": frozenset({"-u", "-C", "-S"}),
    "time": frozenset({"-f", "-o"}),
    "nohup": frozenset(),
    "nice": frozenset({"-n"}),
    "command": frozenset(),
    "builtin": frozenset(),
    "exec": frozenset({"-a"}),
    "npx": frozenset({"-p", "--package", "-c", "--call"}),
    "bunx": frozenset({"-p", "--package"}),
    "pnpx": frozenset(),
    "uvx": frozenset({"--from", "--with", "-p", "--python"}),
    "timeout": frozenset({"-s", "--signal", "-k", "--kill-after"}),
    "stdbuf": frozenset({"-i", "-o", "-e", "--input", "--output", "--error"}),
    "ionice": frozenset({"-c", "--class", "-n", "--classdata"}),
    "taskset": frozenset(),
    "flock": frozenset({"-w", "--timeout", "-E", "--conflict-exit-code"}),
    "chrt": frozenset(),
}
#: The prefixes that take operands before the command they run (``timeout DURATION CMD``):
#: how many (GNU coreutils' synopsis); their options come first, as :data:`_PREFIXES` says.
_PREFIX_OPERANDS = {"timeout": 1, "taskset": 1, "flock": 1, "chrt": 1}
#: Tools run through another tool: ``uv run``, ``poetry run``, ``pipx run``, ``npm exec``...
_SUBPREFIXES = frozenset(
    {("uv", "run"), ("poetry", "run"), ("pipx", "run"), ("npm", "exec"), ("npm", "x")}
    | {("pnpm", "dlx"), ("pnpm", "exec"), ("yarn", "dlx"), ("yarn", "exec"), ("bun", "x")}
    | {("bundle", "exec"), ("pdm", "run"), ("hatch", "run"), ("conda", "run")}
    | {("pipenv", "run"), ("rye", "run"), ("mamba", "run"), ("micromamba", "run")}
)
#: The runners spelled with three words (``uv tool run``, uvx's long name): the first two,
#: and the third that makes them a runner.
_SUBPREFIXES_LONG = {("uv", "tool"): "run"}
#: Options of those runners that take a value (``uv run --with rich app.py``).
_RUNNER_VALUES = frozenset({"--with", "--with-requirements", "--with-editable", "--python"})
_RUNNER_VALUES |= {"-p", "--from", "--env-file", "--directory", "--project", "--package"}
_RUNNER_VALUES |= {"--extra", "--group", "--only-group", "-e", "--env", "-n", "--name"}
#: Package managers of a project: (the manifest, its lock files), the subcommands that
#: only run, build, test or show, those that install what the manifest says (they may
#: rewrite the lock files), and those that run a script or a package by name. Any other
#: subcommand (add, remove, update, version, init...) may rewrite the manifest and locks.
_JS_LOCKS = ("package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml")
_PACKAGE_MANAGERS: dict[str, tuple[str, tuple[str, ...], frozenset[str], frozenset[str]]] = {
    "npm": (
        "package.json",
        _JS_LOCKS,
        frozenset({"test", "t", "tst", "start", "stop", "restart", "ci", "ls", "list", "view"})
        | {"info", "show", "help", "outdated", "whoami", "config", "cache", "root", "bin"}
        | {"prefix", "doctor", "search", "login", "logout", "publish", "pack", "explain"}
        | {"why", "fund", "ping", "-v", "--version", "-h", "--help"},
        frozenset({"install", "i", "in", "isntall", "add"}),
    ),
    "yarn": (
        "package.json",
        _JS_LOCKS,
        frozenset({"test", "start", "build", "dev", "serve", "why", "info", "list", "outdated"})
        | {"config", "cache", "bin", "help", "--version", "-v"},
        frozenset({"install", ""}),
    ),
    "pnpm": (
        "package.json",
        _JS_LOCKS,
        frozenset({"test", "t", "start", "build", "dev", "serve", "why", "list", "ls"})
        | {"outdated", "config", "store", "bin", "help", "--version", "-v"},
        frozenset({"install", "i", ""}),
    ),
    "bun": (
        "package.json",
        (*_JS_LOCKS, "bun.lockb", "bun.lock"),
        frozenset({"test", "build", "--version", "-v", "help"}),
        frozenset({"install", "i"}),
    ),
    "poetry": (
        "pyproject.toml",
        ("poetry.lock",),
        frozenset({"shell", "build", "check", "show", "env", "config", "search", "about"})
        | {"publish", "--version", "help"},
        frozenset({"install"}),
    ),
    "pdm": (
        "pyproject.toml",
        ("pdm.lock",),
        frozenset({"build", "show", "list", "info", "config", "search", "venv", "use"})
        | {"publish", "--version", "help"},
        frozenset({"install", "sync", "lock"}),
    ),
    "rye": (
        "pyproject.toml",
        ("requirements.lock", "requirements-dev.lock"),
        frozenset({"build", "show", "list", "test", "toolchain", "tools", "config"})
        | {"publish", "--version", "help"},
        frozenset({"sync", "lock"}),
    ),
    "uv": (
        "pyproject.toml",
        ("uv.lock",),
        frozenset({"venv", "python", "tool", "build", "publish", "--version", "help"}),
        frozenset({"sync", "lock"}),
    ),
    "cargo": (
        "Cargo.toml",
        ("Cargo.lock",),
        frozenset({"build", "b", "run", "r", "test", "t", "check", "c", "bench", "doc", "d"})
        | {"install", "tree", "search", "metadata", "--version", "help", "clippy"},
        frozenset({"fetch"}),
    ),
    "go": (
        "go.mod",
        ("go.sum", "go.work", "go.work.sum"),
        frozenset({"run", "build", "test", "vet", "version", "env", "install", "list", "doc"})
        | {"help"},
        frozenset(),
    ),
    "bundle": (
        "Gemfile",
        ("Gemfile.lock",),
        frozenset({"show", "list", "info", "outdated", "help", "--version"}),
        frozenset({"install", ""}),
    ),
    "composer": (
        "composer.json",
        ("composer.lock",),
        frozenset({"show", "info", "outdated", "validate", "help", "--version"}),
        frozenset({"install", "i"}),
    ),
}
#: The package managers that run a project script by its bare name (``yarn build``), and
#: the subcommands that run one by name (``npm run build``).
_SCRIPT_BY_NAME = frozenset({"yarn", "pnpm", "bun"})
_RUN_SCRIPT = frozenset({"run", "run-script", "task"})
#: Task runners: the target they run is a project script.
_TASK_RUNNERS = frozenset({"make", "just", "task", "rake", "invoke", "tox", "nox", "mage"})
#: The runners of a project's task file (a Makefile, a justfile, tox.ini...).
TASK_RUNNERS = _TASK_RUNNERS
#: A script, target or program whose name says it rewrites the sources (``npm run format``,
#: ``make fmt``, ``python scripts/fix_imports.py``): it may change any written file.
#: (``fix`` as a word of its own: not in ``prefix``, ``suffix``, ``affix``, ``fixtures``.)
_FIX = r"(?<!pre)(?<!suf)(?<!af)fix(?!ture)"
_REWRITES = re.compile(
    r"(?i)format|fmt|" + _FIX + r"|prettier|lint|tidy|codegen|generat|style|isort"
    r"|(?<![a-z])gen(?![a-z])"  # (``./cmd/gen``, ``gen_models``; not ``oxygen``, ``genre``)
)
#: The options with which an interpreter only parses its script, never runs it.
_SYNTAX_CHECK = {
    **dict.fromkeys(("bash", "sh", "zsh", "dash", "ksh"), frozenset({"-n"})),
    "node": frozenset({"-c", "--check"}),
}
#: (lead, round 23: hunt107-pyvalopts) A script an interpreter runs whose file name says it
#: removes or puts back files (``python cleanup.py``, ``bash reset.sh``, ``node purge.js``): the
#: answer does not hold it, so what it removes is not known: it may change any written file.
#: (fix-shell138: hunt128-undonames) The one table of those words: a word is looked for
#: inside the name, whatever its case (``cleanup``, ``dbReset``, ``undo.sh``, ``restore_db``,
#: ``destroy``, ``reinit``); a phrase (words with a blank) as its words in a row, the name
#: split on ``-``, ``_``, ``.``, blanks and case (``fresh-start.sh``, ``tearDown``,
#: ``roll_back``, ``start-over``), or joined (``freshstart``); ``start`` alone says nothing.
_REMOVING_WORDS = (
    *("clean", "reset", "purge", "wipe", "delet", "remov", "nuke", "prune", "scrub"),
    *("uninstall", "erase", "revert", "undo", "restore", "destroy", "reinit"),
    *("tear down", "roll back", "fresh start", "start fresh", "start over"),
    *("clear", "clobber", "rimraf"),  # (fix-shell149: hunt130-runnernames)
)
#: Words of the table that say it only as a whole word of the name (``del``, not ``model``).
_REMOVING_WHOLE = frozenset({"del"})
_NAME_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")


def _removing_name(name: str) -> bool:
    """Whether a script, module or program called ``name`` says it removes files or puts the
    work back (:data:`_REMOVING_WORDS`)."""
    lowered = name.lower()
    words = [w.lower() for w in _NAME_WORD.findall(name)]
    if _REMOVING_WHOLE.intersection(words):
        return True
    for entry in _REMOVING_WORDS:
        phrase = entry.split()
        if "".join(phrase) in lowered:
            return True
        if len(phrase) > 1 and any(
            words[n : n + len(phrase)] == phrase for n in range(len(words) - len(phrase) + 1)
        ):
            return True
    return False


#: A name that says it only checks (``lint``, ``eslint``, ``format:check``, ``fmt-check``,
#: ``typecheck``): a linter without ``--fix`` reports and writes nothing, so such a name
#: rewrites only when it also says ``fix`` or ``write``, or an option of the command does.
_CHECKS = re.compile(r"(?i)lint|check|verify")
_FIXES = re.compile(r"(?i)" + _FIX + r"|write|staged")  # lint-staged runs the project's fixers
#: Options that make a checking script or target write (``npm run lint -- --fix``).
_FIX_OPTIONS = frozenset({"--fix", "--fix-only", "--write", "--apply", "--apply-unsafe"})
_PLAIN = re.compile(r"[\w:-]+")
_GIT_READS = frozenset(
    {"add", "commit", "status", "diff", "log", "show", "init", "branch", "remote", "push"}
    | {"fetch", "config", "tag", "clone", "blame", "shortlog", "describe", "rev-parse"}
    | {"ls-files", "ls-tree", "cat-file", "grep"}  # (they only read: fix-runs91)
)


def _dashes(words: list[Word]) -> int:
    """Where the options of a command's words end: the index of its ``--``, else their count."""
    return next((n for n, w in enumerate(words) if w.text == "--"), len(words))


def _git_folder(folder: Word, into: Word) -> Word:
    """The folder ``git -C into`` runs in when the ``-C`` before it entered ``folder``."""
    return into if not folder.text or into.text.startswith(("/", "~")) else _git_in(folder, into)


def _git_in(folder: Word, word: Word) -> Word:
    """The path ``word`` names when git runs in ``folder`` (empty: the current one)."""
    if not folder.text or word.text.startswith(("/", "~")):
        return word
    return replace(word, text=f"{folder.text.rstrip('/')}/{word.text}")


def _git_config_file(words: list[Word]) -> Word | None:
    """The file ``git config --file FILE`` (``-f FILE``, ``--file=FILE``) writes."""
    for i, word in enumerate(words):
        if word.text in ("--file", "-f") and i + 1 < len(words):
            return words[i + 1]
        if word.text.startswith("--file="):
            return replace(word, text=word.text[len("--file=") :])
    return None


#: The git subcommands that run the repository's hooks (pre-commit, commit-msg, pre-push).
GIT_HOOKED = frozenset({"commit", "push", "merge", "am", "rebase"})
#: The files that install git hooks (husky, pre-commit, lefthook, the hooks folder itself):
#: an answer that writes one makes ``git commit`` run what it says (a formatter, a fixer).
_HOOK_FILES = re.compile(
    r"(?:^|/)(?:\.husky/[^/]+|\.git/hooks/[^/]+|\.pre-commit-config\.ya?ml"
    r"|\.?lefthook(?:-local)?\.(?:ya?ml|json|toml)|\.simple-git-hooks\.(?:json|c?js))$"
)


#: The usual paths of those files, from the repository's root.
HOOK_PATHS: tuple[str, ...] = (
    ".husky/pre-commit",
    ".husky/pre-push",
    ".husky/commit-msg",
    "lefthook.yml",
)
HOOK_PATHS += (".pre-commit-config.yaml", ".pre-commit-config.yml", "lefthook.yaml")
HOOK_PATHS += (".lefthook.yml", "lefthook.json", ".simple-git-hooks.json")


def hooks_written(paths: Iterable[str]) -> bool:
    """Whether one of ``paths`` installs git hooks (``.husky/pre-commit``,
    ``.pre-commit-config.yaml``, ``lefthook.yml``, ``.git/hooks/*``)."""
    return any(_HOOK_FILES.search(path) for path in paths)


MODE = frozenset({"chmod", "chown", "chgrp"})
#: Python modules run with -m that only read the files they are given.
_READING_MODULES = frozenset(
    {"pytest", "unittest", "mypy", "pip", "venv", "http.server", "flake8", "pylint"}
    | {"doctest", "py_compile", "compileall", "json.tool", "pydoc", "uvicorn", "flask"}
    # (they only read and print the file: ``python -m tokenize clean.py``)
    | {"tabnanny", "tokenize"}
)
#: The options that give an interpreter its program inline, and the words of such a program.
_INLINE = frozenset({"-c", "-e", "--eval", "-p", "--print", "-pe", "-ne", "-E"})
#: The options of an interpreter that give it its program inline (its text is the answer's).
INLINE = _INLINE
#: The interpreters: their first argument is the program they run.
INTERPRETERS = _INTERPRETERS
_TOKENS = re.compile(r"[\w./-]+")
#: What builds a value at run time in JavaScript code known not to only read: a ``+`` (not
#: ``++``; ``'app' + '.js'``, ``n + ext``), a template literal's ``${``, the folder or the
#: arguments and environment of the process (``process.cwd()``, ``__dirname``): a path it
#: gives a call is not evaluated here, so it may be any file of the folder.
_JS_BUILT = re.compile(
    r"(?<![+])\+(?![+=])|\$\{|\b(?:process\.(?:cwd|argv|env|chdir)|Deno\.(?:cwd|args|env)"
    r"|__dirname|__filename|import\.meta)\b"
)
#: Options of ``find`` that run, delete or write.
_FIND_WRITES = frozenset(
    {"-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprint0", "-fprintf", "-fls"}
)
#: Redirections that write to their target.
OUTPUTS = frozenset({">", ">>", ">|", "&>", "&>>", "<>"})


def _opens(redirection: Redirection) -> bool:
    """Whether a redirection opens its target for writing (``2>&file``, which bash refuses,
    is taken to)."""
    target = redirection.target
    if redirection.operator in OUTPUTS:
        return True
    if redirection.operator != ">&" or target is None:
        return False
    return not (target.literal and (target.text.isdigit() or target.text == "-"))


_WORK_TREE = frozenset({"stash", "reset", "clean", "pull", "merge", "rebase", "switch"})
_ASSIGNMENT = re.compile(r"[A-Za-z_]\w*=")
#: Every command name this module knows (``/bin/rm`` is ``rm``).
_KNOWN_NAMES = (
    INERT
    | _RUNNERS
    | _INTERPRETERS
    | frozenset(_CHANGES_ARGUMENTS)
    | frozenset(_FORMATTERS)
    | frozenset(_PACKAGE_MANAGERS)
    | MODE
    | _TASK_RUNNERS
    | {"git", "find", "sort", "uniq", "curl", "wget", "xargs", "ruff", "dprint", "pre-commit"}
)
#: Commands that read or run files (a line of prose that starts with one is a command).
READS = INERT | _RUNNERS | _INTERPRETERS | frozenset(_PACKAGE_MANAGERS) | {"make", "curl", "wget"}


@dataclass(frozen=True, slots=True)
class Effect:
    """What a command may do to files."""

    writes: list[Word]  # the targets of its output redirections
    changes: list[Word]  # its arguments, when it may change, move or remove what they name
    verb: str  # what it does to those ("removes it", "runs black on it")
    #: It may change files it does not name (``git stash``, ``ruff format``, a program this
    #: module does not know): every written file is unsure.
    work_tree: bool = False
    mode: bool = False  # it changes only the mode of what ``changes`` names (chmod)
    #: The files of the current folder it may rewrite (a package manager's manifest, locks).
    manifests: tuple[str, ...] = ()
    #: The manifests are where they are named (``npm --prefix web`` takes web as it is);
    #: otherwise the manager walks up to the nearest one when a folder holds none.
    exact: bool = False


def command_words(command: Command) -> list[Word]:
    """The words of the command ``command`` runs: without the variable assignments and the
    prefixes that run the command after them (:func:`prefix_length`)."""
    words = command.words
    i = prefix_length([(w.text, w.literal) for w in words])
    return words if i == 0 else words[i:]


#: The options of the prefixes and runners that run the command after them in another folder
#: (the one table of them): ``env -C web rm a.js``, ``sudo -D web``, ``yarn --cwd web exec``,
#: ``pnpm -C web exec``, ``uv run --directory web``, ``poetry -C web run``; each takes the folder
#: as its value (``-C web``, ``--chdir=web``).
FOLDER_OPTIONS: dict[str, frozenset[str]] = {
    "env": frozenset({"-C", "--chdir"}),
    "sudo": frozenset({"-D", "--chdir"}),
    "yarn": frozenset({"--cwd"}),
    "pnpm": frozenset({"-C", "--dir"}),
    "npm": frozenset({"--prefix", "-C"}),
    "bun": frozenset({"--cwd"}),
    "uv": frozenset({"--directory"}),
    "poetry": frozenset({"-C", "--directory"}),
    "pdm": frozenset({"-p", "--project"}),
    "conda": frozenset(),
    "pipenv": frozenset(),
    "hatch": frozenset(),
    "rye": frozenset(),
    "bundle": frozenset(),
    "pipx": frozenset(),
    "mamba": frozenset(),
    "micromamba": frozenset(),
}
#: The options of the prefixes that leave the folder as it is (besides those that take a
#: value, :data:`_PREFIXES`); any other option of a prefix may move it (``sudo -i``: a login
#: shell starts in the home folder): the folder of the command it runs is not known.
_PREFIX_FLAGS: dict[str, frozenset[str]] = {
    "sudo": frozenset({"-E", "-H", "-n", "-S", "-k", "-K", "-P", "-A", "-b", "--"})
    | {"--preserve-env", "--non-interactive", "--stdin", "--reset-timestamp", "-B", "-N"},
    "doas": frozenset({"-n", "-s", "--"}),
    "env": frozenset({"-i", "-0", "--ignore-environment", "--null", "-v", "--debug", "--"})
    | {"-", "--unset", "--split-string"},
    "time": frozenset({"-p", "-v", "--verbose", "--portability", "-a", "--append", "-q"}),
    "nice": frozenset({"--adjustment"}),
    "exec": frozenset({"-c", "-l"}),
    "npx": frozenset({"-y", "--yes", "--no", "--no-install", "-q", "--quiet", "--"}),
    "bunx": frozenset({"--bun", "--"}),
    "uvx": frozenset({"-q", "--quiet", "--isolated", "--offline", "--"}),
    "timeout": frozenset({"--preserve-status", "--foreground", "-v", "--verbose"}),
    "flock": frozenset({"-s", "-x", "-n", "-u", "-o", "-e", "--shared", "--exclusive"}),
}


#: The prefixes no option of which moves the folder (``nice -n5``, ``stdbuf -oL``, ``ionice
#: -c3``, ``taskset -c 0``, ``chrt -i 0``: a priority, a buffer, a CPU; lead, round 21).
_FOLDER_KEEPING = frozenset({"nice", "stdbuf", "ionice", "taskset", "chrt", "nohup", "timeout"})


def run_folders(words: Sequence[tuple[str, bool]]) -> list[tuple[str, bool]] | None:
    """The folders the prefixes and runners before the command of ``words`` run it in
    (:data:`FOLDER_OPTIONS`), each from the one before (the values as written, with whether
    they are literal); [] when none; None when a prefix has an option this reader does not
    know (:data:`_PREFIX_FLAGS`): the folder the command runs in is not known."""
    found: list[tuple[str, bool]] = []
    for head, options in _peeled(words)[1]:
        folders = FOLDER_OPTIONS.get(head, frozenset())
        k = 0
        while k < len(options):
            text, literal = options[k]
            name, equals, value = text.partition("=")
            short = next((f for f in folders if len(f) == 2 and text.startswith(f)), "")
            if name in folders and equals:
                found.append((value, literal))
            elif text in folders:
                value_word = options[k + 1] if k + 1 < len(options) else ("", False)
                found.append(value_word)
                k += 1
            elif short and text.startswith("-") and not text.startswith("--"):
                found.append((text[2:], literal))
            elif (
                head in _PREFIXES
                and head not in _FOLDER_KEEPING
                and not (text in _PREFIXES[head] or text in _PREFIX_FLAGS.get(head, frozenset()))
            ):
                return None
            elif head in _PREFIXES and text in _PREFIXES[head]:
                k += 1
            k += 1
    return found


def prefix_length(words: Sequence[tuple[str, bool]]) -> int:
    """How many of ``words`` (each its text and whether it is literal) come before the
    command they run: variable assignments (``FOO=1``) and the prefixes that run the command
    after them (:data:`_PREFIXES`: ``sudo``, ``env``, ``nice``, ``nohup``, ``timeout 5``,
    ``ionice -c3``, ``taskset -c 0``, ``flock X``...) with their options and operands, the
    runners ``npx``, ``uv run``... The one peeler of prefixes: the script reader
    (:func:`command_words`), the session and prose readers (:func:`peel_prefixes`) ask it."""
    return _peeled(words)[0]


def _peeled(
    words: Sequence[tuple[str, bool]],
) -> tuple[int, list[tuple[str, list[tuple[str, bool]]]]]:
    """:func:`prefix_length`, and each prefix or runner peeled: its name and the options
    given to it (with their values), for :func:`run_folders`."""
    peeled: list[tuple[str, list[tuple[str, bool]]]] = []
    i, n = 0, len(words)
    while i < n:
        text, literal = words[i]
        if literal and _ASSIGNMENT.match(text):
            i += 1
            continue
        prefix = text if literal else ""
        if prefix.rsplit("/", 1)[-1] in _PREFIXES:
            prefix = prefix.rsplit("/", 1)[-1]  # /usr/bin/env, /usr/bin/sudo
        if prefix in _PREFIXES:
            takes_value = _PREFIXES[prefix]
            start = i = i + 1
            while i < n and words[i][0].startswith("-") and words[i][0] != "-":
                i += 2 if words[i][0] in takes_value else 1
            peeled.append((prefix, list(words[start:i])))
            i += _PREFIX_OPERANDS.get(prefix, 0)  # (``timeout 5 rm a.py``: the duration)
            continue
        j = i + 1
        folders = FOLDER_OPTIONS.get(prefix, frozenset())
        while j < n and words[j][0].startswith("-"):
            j += 2 if words[j][0] in folders else 1  # (``yarn --cwd web exec``: its value)
        third = _SUBPREFIXES_LONG.get((prefix, words[j][0])) if j < n else None
        if third is not None and j + 1 < n and words[j + 1][0] == third:
            j += 1  # (``uv tool run``: as ``uvx``)
        if j < n and ((prefix, words[j][0]) in _SUBPREFIXES or words[j][0] == third):
            options = list(words[i + 1 : j])
            i = start = j + 1
            calls = _CALLS if f"{prefix} {words[j][0]}" in _SHELL_CALLERS else frozenset()
            while i < n and words[i][0].startswith("-"):
                # (``--`` and the options of the runner, with their values; ``npm exec -c
                # LINE``: the line, a shell's, read by :func:`_prefix_code`)
                i += 2 if words[i][0] in _RUNNER_VALUES | folders | calls else 1
            peeled.append((prefix, [*options, *words[start:i]]))
            continue
        break
    return min(i, n), peeled


#: The first words of the runners of :data:`_SUBPREFIXES` (``uv``, ``poetry``, ``npm``...).
_RUNNER_HEADS = frozenset(head for head, _ in _SUBPREFIXES)
#: A word of a line as typed, its quotes kept (``A='x y'``), up to an operator.
_TYPED_WORD = re.compile(r"(?:'[^'\r\n]*'|\"[^\"\r\n]*\"|[^\s'\";&|()<>])+")


#: The first word of a line as typed, with its quotes and backslashes, up to an operator.
_TYPED_NAME = re.compile(r"[ \t]*((?:\\[^\s]|'[^'\r\n]*'|\"[^\"$`\\\r\n]*\"|[^\s'\"\\;&|<>()])+)")


def shell_named(line: str) -> str:
    """``line`` (a line of commands as typed) with its first word named as the shell runs it
    (:func:`shell_command_name`: after quote removal, ``\\rm``, ``"rm"``, ``'sed'`` are rm
    and sed; ``/bin/rm``, ``/usr/bin/sed``, paths to programs this module knows, are the
    program; a path to another program, ``./rm`` or ``/opt/x/tool``, stays a path). The one
    naming of a command's first word for the readers that weigh a line as typed
    (:func:`~.runs.starts_with_command`, the session reader's ``_is_command``); the line
    itself when its first word is already a plain name or the shell expands it."""
    found = _TYPED_NAME.match(line)
    if found is None:
        return line
    typed = found.group(1)
    name = shell_command_name(typed)
    if not name or name == typed or any(c.isspace() for c in name):
        return line  # (``"my tool" x``: no name the readers know)
    return line[: found.start(1)] + name + line[found.end(1) :]


def peel_prefixes(line: str) -> str:
    """``line`` (a line of commands as typed) from the command its prefixes run
    (:func:`prefix_length`): ``nice sed -i s/1/2/ a.py`` is ``sed -i s/1/2/ a.py``; the line
    itself when it starts with none."""
    pos = len(line) - len(line.lstrip(" \t"))
    head = _TYPED_WORD.match(line, pos)
    first = head.group() if head is not None else ""
    name = first.rsplit("/", 1)[-1]
    if not (name in _PREFIXES or first in _RUNNER_HEADS or _ASSIGNMENT.match(first)):
        return line  # (no prefix: the words after the first are not split)
    words: list[re.Match[str]] = []
    while True:
        found = _TYPED_WORD.match(line, pos)
        if found is None:
            break
        words.append(found)
        pos = found.end()
        blank = len(line) - pos - len(line[pos:].lstrip(" \t"))
        if blank == 0:
            break
        pos += blank
    literal = [(w.group(), not any(c in w.group() for c in "$`\\*?[")) for w in words]
    count = prefix_length(literal)
    if count == 0 or count >= len(words):
        return line
    return line[words[count].start() :]


#: The folders (relative to the project) a package manager installs programs into.
#: The folders a package manager installs programs into, from the project's root
#: (``node_modules/.bin``, a virtual environment's ``bin`` or ``Scripts``, ``bin/``: the
#: binstubs of ``bin/rails``, ``bin/rake``), and the system's own program folders.
_INSTALLED_FOLDER = re.compile(
    r"^(?:\./)?(?:node_modules/\.bin|\.?venv/(?:bin|Scripts)|env/bin|bin)/$"
    r"|^/(?:usr/(?:local/)?)?s?bin/$|^/opt/homebrew/bin/$"
)


def _own_python(program: list[Word], project: Project | None) -> bool:
    """Whether ``program`` (the first argument of ``python``) is a Python file the answer
    writes (its code is read: :func:`own_program`)."""
    return bool(program) and program[0].text.endswith(".py") and _own_script(program, project)


def _own_script(program: list[Word], project: Project | None) -> bool:
    """Whether ``program`` (the script an interpreter is given) is a file the answer writes,
    whatever its language (its name is then no word on what it does: its code is read)."""
    if project is None or not program or not program[0].literal:
        return False
    plain = program[0].text.removeprefix("./")
    return project.files.get(posixpath.normpath(posixpath.join(project.folder, plain))) is not None


def _own_module(words: list[Word], project: Project | None) -> bool:
    """Whether the module a ``-m MODULE`` among ``words`` runs is a file the answer writes."""
    if project is None:
        return False
    for index, word in enumerate(words[:-1]):
        if word.text == "-m" and words[index + 1].literal:
            base = words[index + 1].text.replace(".", "/")
            for path in (f"{base}.py", f"{base}/__init__.py", f"{base}/__main__.py"):
                if project.files.get(posixpath.normpath(posixpath.join(project.folder, path))):
                    return True
    return False


#: The runners whose ``run`` (``exec``, ``x``, ``dlx``) runs the script it is given (``uv run
#: cleanup.py``), unlike a test runner given a test file (``pytest tests/test_cleanup.py``).
_RUNS_SCRIPT_FILES = frozenset(
    {"uv", "uvx", "poetry", "pipenv", "pdm", "hatch", "rye", "pnpm", "yarn", "bun", "deno", "npm"}
)
#: A word naming a script file by its suffix (``cleanup.py``, ``scripts/reset.sh``).
_SCRIPT_FILE = re.compile(r"\.(?:py|sh|bash|js|mjs|cjs|ts|rb|pl|php|ps1)$")


def imported_programs(command: Command, project: Project) -> list[str]:
    """The Python files of the answer (``project``) a Python command runs as modules: the
    module of ``-m`` (``python3 -m clean``) and those its ``-c`` code imports at its top
    level (``import clean``, ``from clean import *``, ``importlib.import_module('clean')``,
    ``__import__('clean')``), each ``NAME.py`` or ``NAME/__init__.py`` (``NAME/__main__.py``
    too for ``-m``) of the folder it runs in, which Python looks in first."""
    words = command_words(command)
    if not words or not words[0].literal:
        return []
    names: list[tuple[str, bool]] = []
    files: list[str] = []
    tool = _unversioned(words[0].text)
    if tool in _MODULE_LOADERS:
        # (``pytest reset_db.py``, ``gunicorn reset_db:app``: the tool imports what it is given)
        names, files = _tool_loads(tool, words[1:])
        return _resolved_modules(command, project, names, files)
    if tool not in _PYTHONS | {"ipython", "ipython3"}:
        return []
    rest = words[1:]
    n = 0
    given: str | None = None
    while n < len(rest):
        # (the options before: ``-W ignore`` and ``-X dev`` take the next word, ``-um`` and
        # ``-Bm`` end a bundle with ``-m``, whose module is the rest of it or the next word)
        text = rest[n].text
        if not text.startswith("-") or text in ("-", "--"):
            break
        if text.startswith("--"):
            n += 2 if text == "--check-hash-based-pycs" else 1
            continue
        for k, letter in enumerate(text[1:], 1):
            if letter in "cm":
                literal = n + 1 < len(rest) and rest[n + 1].literal
                given = text[k + 1 :] or (rest[n + 1].text if literal else "")
                if given:
                    main = letter == "m"
                    names += (
                        [(given, True)] if main else [(m, False) for m in _imported_names(given)]
                    )
                if given and letter == "m" and given in _MODULE_LOADERS:
                    # (``python -m uvicorn reset_db:app``: the tool's module imports the
                    # answer's, read as the tool run by its own name is)
                    after = rest[n + (1 if text[k + 1 :] else 2) :]
                    loaded, files = _tool_loads(given, after)
                    names += loaded
                break
            if letter in "WX":
                n += 1 if k == len(text) - 1 else 0
                break
        if given is not None:
            break
        n += 1
    found = _resolved_modules(command, project, names, files)
    # (what Python runs at start, before the program: ``site`` imports sitecustomize and
    # usercustomize from the module path, where the folder it runs in is only when
    # PYTHONPATH names it; an interactive interpreter runs the PYTHONSTARTUP file: lead, round 22)
    found += [
        path
        for path in _resolved_modules(
            command, project, [("sitecustomize", False), ("usercustomize", False)], [], cwd=False
        )
        if path not in found
    ]
    options = [word.text for word in rest[:n]]
    interactive = (given is None and n >= len(rest)) or any(
        o.startswith("-") and not o.startswith("--") and "i" in o.split("c")[0].split("m")[0]
        for o in options
    )
    startup = _environment_value(command, project, "PYTHONSTARTUP") if interactive else ""
    if startup is None:
        startup = ""  # (a value not spelled: the folder's files are weighed as modules above)
    if startup:
        found += [p for p in _resolved_modules(command, project, [], [startup]) if p not in found]
    return found


def _environment_value(command: Command, project: Project, name: str) -> str | None:
    """The value of the environment variable ``name`` for ``command``: its prefix assignment
    (``NAME=value cmd``), else the one exported before; ``""`` when not set, None when set to
    a value not spelled (``$PWD``, ``$(pwd)/x``)."""
    words = command_words(command)
    value: str | None = project.values.get(name, "")
    if name in project.environment and name not in project.values:
        value = None
    for word in command.words[: len(command.words) - len(words)]:
        if word.text.startswith(name + "="):
            value = word.text.split("=", 1)[1] if word.literal else None
    return value


#: The Python tools that import the modules (``MOD``, ``MOD:ATTR``, ``pkg.mod.Test``) or the
#: files (``reset_db.py``, ``tests/test_a.py::test_x``) they are given, so their top level
#: runs: the test runners, the servers and task queues given an app, pydoc, doctest, runpy,
#: the profilers and tracers; timeit runs its setup and statements as code.
_MODULE_LOADERS = frozenset(
    {"pytest", "py.test", "unittest", "doctest", "pydoc", "runpy", "cProfile", "profile"}
    | {"trace", "uvicorn", "gunicorn", "hypercorn", "daphne", "flask", "celery", "timeit"}
)
_DOTTED = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")


def _tool_loads(tool: str, words: list[Word]) -> tuple[list[tuple[str, bool]], list[str]]:
    """The modules (each with whether it runs as ``__main__``) and the files a tool of
    :data:`_MODULE_LOADERS` imports from its words: every word not an option (and every
    option's ``=`` value) read as a module (``reset_db``, ``reset_db:app``, ``pkg.mod.Case``:
    each package on the way) or a ``.py`` file; timeit's words as Python code. A word that
    is an option's value (``-w 4``) names no written module: it resolves to nothing."""
    names: list[tuple[str, bool]] = []
    files: list[str] = []
    for word in words:
        if not word.literal:
            continue
        text = word.text
        if text.startswith("-"):
            text = text.partition("=")[2] if "=" in text else ""
            if tool == "timeit" or not text:
                names += [(m, False) for m in _imported_names(text)] if text else []
                continue
        if tool == "timeit":
            names += [(m, False) for m in _imported_names(text)]
            continue
        text = text.split("::", 1)[0]
        if text.endswith(".py"):
            files.append(text)
            continue
        module = text.split(":", 1)[0].removesuffix("()")
        if _DOTTED.fullmatch(module):
            names += [(m, False) for m in _on_the_way(module)]
    if tool == "flask" and not any(w.text.startswith("--app") for w in words):
        names += [("app", False), ("wsgi", False)]  # (flask's own search without --app)
    return names, files


def _resolved_modules(
    command: Command,
    project: Project,
    names: list[tuple[str, bool]],
    files: list[str],
    *,
    cwd: bool = True,
) -> list[str]:
    """The written Python files the modules ``names`` and the files ``files`` are, looked for
    in the folder the command runs in (unless ``cwd`` is false: the modules Python imports at
    start, before it puts that folder first), then each relative folder of ``PYTHONPATH``."""
    search = _environment_value(command, project, "PYTHONPATH")
    # (the folder it runs in first, then each relative folder of ``PYTHONPATH``; a value not
    # known may name any folder: every folder of the answer's files, the one it runs in too)
    first = [""] if cwd else []
    if search is None:
        every = {posixpath.dirname(p) for p in project.files}
        relative = (posixpath.relpath(d or ".", project.folder or ".") for d in every)
        folders = ["", *sorted(f + "/" for f in relative if f != ".")]
    else:
        parts = search.split(":")
        folders = [*first, *(f.rstrip("/") + "/" for f in parts if f and f[0] not in "/~$")]
    found: list[str] = []
    for name, main in names:
        base = name.replace(".", "/")
        tried = [base + ".py", base + "/__init__.py"] + ([base + "/__main__.py"] if main else [])
        paths = (f + p for f in folders for p in tried)
        path = next((posixpath.normpath(p) for p in paths if _written_program(p, project)), None)
        if path is not None and path not in found:
            found.append(path)
    for file in files:
        plain = posixpath.normpath(file.removeprefix("./"))
        if _written_program(plain, project) and plain not in found:
            found.append(plain)
    return found


def _imported_names(code: str) -> list[str]:
    """The modules Python ``code`` imports by name: its import statements (not relative
    ones) and calls of ``import_module`` / ``__import__`` given a string."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    names: list[str] = []
    for node in ast.walk(tree):
        # (each package on the way runs, and ``from tools import clean`` the submodule)
        if isinstance(node, ast.Import):
            names += [m for alias in node.names for m in _on_the_way(alias.name)]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names += _on_the_way(node.module)
            names += [f"{node.module}.{a.name}" for a in node.names if a.name != "*"]
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (
                    isinstance(node.func, ast.Name)
                    and node.func.id in ("import_module", "__import__")
                )
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            names.append(node.args[0].value)
    return names


def _on_the_way(dotted: str) -> list[str]:
    """The modules ``import a.b.c`` runs, in order: ``a``, ``a.b``, ``a.b.c``."""
    parts = dotted.split(".")
    return [".".join(parts[:end]) for end in range(1, len(parts) + 1)]


#: The suffixes Node tries after a relative ``require`` path, in its order.
_NODE_SUFFIXES = ("", ".js", ".cjs", ".mjs", ".json", "/index.js", "/index.cjs", "/index.mjs")


def _node_resolved(path: str, project: Project) -> str | None:
    """The file of the answer Node loads for ``require(path)`` (a relative path), trying its
    suffixes in order (``./clean`` is ./clean.js when the answer writes it); None when none."""
    return next((path + s for s in _NODE_SUFFIXES if _written_program(path + s, project)), None)


def _written_program(path: str, project: Project) -> bool:
    """Whether ``path`` (a command's first word, a path) is a file the answer writes."""
    plain = path.removeprefix("./")
    return plain in project.files or posixpath.normpath(posixpath.join(project.folder, plain)) in (
        project.files
    )


#: The folders in the user's home a package manager installs programs into (pipx and pip
#: ``--user``, pyenv, conda, cargo, go, nvm, rbenv, volta, bun, deno): as the project's
#: ``.venv/bin``, a program of this module's named there is that program.
_HOME_INSTALLED = re.compile(
    r"^~/(?:\.local/bin|\.pyenv/(?:shims|versions/[^/]+/bin)|\.rbenv/shims"
    r"|(?:mini|ana)conda3/(?:envs/[^/]+/)?bin|\.cargo/bin|go/bin|\.nvm/versions/node/[^/]+/bin"
    r"|\.volta/bin|\.bun/bin|\.deno/bin)/$"
)
#: A version an installed copy's name ends with: after a hyphen (``gcc-12``), or one digit right
#: after the name, with its dotted parts (``python3``, ``pip3.11``, ``python3.12``): not any run
#: of digits (``cp932``, a codec's name in a sentence, is no ``cp``).
_VERSION = re.compile(r"(?:-\d+(?:\.\d+)*|(?<=[A-Za-z])\d(?:\.\d+)*)$")
#: The known programs whose installed copies carry a version in their name, so a version after
#: the name is still that program; any other known name with digits after it (``cat2``,
#: ``head1``, ``grep-2``, ``sed3.12``, ``git3``) is a program of no known kind, as ``mytool``.
#: Why each: python, pip, pydoc (``python3.12``, ``pip3.11``, ``pydoc3``: CPython's ``make
#: altinstall``, Debian, pyenv, Homebrew install them so), pytest (Debian's ``pytest-3``),
#: ruby, gem (Debian's ``ruby3.1``, ``gem3.1``), perl (``perl5.36.0`` beside perl), php
#: (Debian/Ubuntu's ``php8.2``), node (``node18`` of distributions that keep several), lua
#: (``lua5.4``), gcc, g++, clang, clang++, clang-format (``gcc-12``, ``clang-15``,
#: ``clang-format-15``: Debian's and apt.llvm.org's side-by-side compilers). Not java (a JDK's
#: ``java`` is named without its version, in a versioned folder) nor cc (one system compiler).
#: A list and no rule: which programs are installed side by side by version is a fact of the
#: distributions, not of the name.
_INSTALLED_BY_VERSION = frozenset(
    {"python", "pip", "pydoc", "pytest", "ruby", "gem", "perl", "php", "node", "lua", "gcc"}
    | {"g++", "clang", "clang++", "clang-format"}
)


def _unversioned(name: str) -> str:
    """A known program's name without the version or the ``.exe`` its installed copy is
    named with (``python3.12``, ``pip3.11``, ``python.exe``: python, pip, python): the same
    program; a version is taken off only the names of :data:`_INSTALLED_BY_VERSION` (``cat2`` stays
    ``cat2``: no one installs cat by version); a name that is not a known program's with
    them off stays as it is."""
    stem = name[:-4] if name.lower().endswith(".exe") else name
    if stem in _KNOWN_NAMES:
        return stem
    bare = _VERSION.sub("", stem)
    return bare if bare != stem and bare in _INSTALLED_BY_VERSION and bare in _KNOWN_NAMES else name


def shell_command_name(word: str | Word) -> str:
    """The name of the command the shell runs for ``word``, the first word of a command as
    typed: after quote removal (``\\rm``, ``"rm"``, ``'r'm`` are ``rm``: a backslash or quotes
    only keep an alias from applying), and a path to a program this module knows taken as
    the program when it is an installed one (``/bin/rm``, ``/usr/bin/env``,
    ``node_modules/.bin/eslint``, ``.venv/bin/pytest`` are ``rm``, ``env``, ``eslint``,
    ``pytest``: the system's program folders, and those a package manager fills from the
    project's root); a path to another program stays a path (``./fix.py``, and ``./rm``,
    ``tools/bin/cat``, ``/tmp/cat``: programs of the project or of no known place). ""
    when the shell expands the word (``$CMD``, a glob) or it is no word (a quote left open,
    an operator): its text does not say what runs. The one function that names a command as
    the shell does: the prose, session and script readers ask it. A :class:`Word` is
    already read (its quotes removed)."""
    if isinstance(word, str):
        split = split_line(word)
        if split is None or not split[0] or not split[0][0].words:
            return ""
        word = split[0][0].words[0]
    found = word
    if not found.literal and not found.home:
        return ""
    folder, _, base = found.text.rpartition("/")
    if found.home:
        # ``~/.local/bin/black``: the home folder's installed programs, no other path in it
        known = _unversioned(base)
        if _HOME_INSTALLED.search(folder + "/") and (known in _KNOWN_NAMES or known in _PREFIXES):
            return known
        return ""
    # (an installed program: by its absolute path, or from the folder a package manager
    # installs into; ``./rm`` or ``tools/rm`` is a program of the project, whatever it does)
    installed = bool(folder) and _INSTALLED_FOLDER.search(folder + "/") is not None
    base = _unversioned(base) if installed or not folder else base
    if installed and (base in _KNOWN_NAMES or base in _PREFIXES):
        return base
    return base if not folder else found.text


#: The paths that name a descriptor the process has open: ``/dev/stdin`` is descriptor 0.
_DESCRIPTOR_PATH = re.compile(r"/dev/(?:stdin|fd/(\d+))")


def descriptor_paths(command: Command, opened: dict[str, Word] | None = None) -> Command:
    """``command`` with the paths that name an open descriptor (``/dev/stdin``,
    ``/dev/fd/N``) in its words and redirection targets read as the file that descriptor was
    opened on: by the command's own ``< FILE``, ``N<FILE``, ``N<>FILE`` (for a target, those
    before it: the shell opens them in order), or ``opened`` (what an earlier ``exec N<FILE``
    opened). On Linux opening ``/dev/fd/N`` opens that file again by its path, with the mode
    the program asks: ``tee /dev/stdin < app.py`` truncates app.py as ``tee app.py`` does.
    A path whose descriptor is a pipe or not known stays as it is."""
    fds = dict(opened or {})
    final = dict(fds)
    for r in command.redirections:
        if r.operator in ("<", "<>") and r.target is not None:
            final[r.fd or "0"] = r.target

    def named(word: Word, table: dict[str, Word]) -> Word:
        match = _DESCRIPTOR_PATH.fullmatch(word.text) if word.literal else None
        return table.get(match.group(1) or "0", word) if match is not None else word

    if not any(_DESCRIPTOR_PATH.fullmatch(w.text) for w in command.words) and not any(
        r.target is not None and _DESCRIPTOR_PATH.fullmatch(r.target.text)
        for r in command.redirections
    ):
        return command
    redirections: list[Redirection] = []
    for r in command.redirections:
        target = r.target
        if target is not None and r.operator not in ("<<", "<<-", "<<<"):
            target = named(target, fds)
        redirections.append(replace(r, target=target))
        if r.operator in ("<", "<>") and r.target is not None:
            fds[r.fd or "0"] = r.target
    words = [named(w, final) for w in command.words]
    return replace(command, words=words, redirections=redirections)


#: The database shells whose arguments may hold their own commands (``sqlite3 db '.tables'``,
#: ``psql -c '\\dt'``, ``mysql -e 'select 1'``), beside SQL.
_DATABASE_CLIENTS = frozenset({"sqlite3", "sqlite", "duckdb", "psql", "mysql", "mariadb"})
#: The client commands that only show or set how output looks: sqlite3's and duckdb's dot
#: commands and psql's and mysql's backslash commands (any other, ``.system``, ``.shell``,
#: ``.output``, ``.once``, ``.save``, ``.open``, ``.read``, ``\\!``, ``\\o``, ``\\copy``,
#: ``\\i``, ``\\T``, may run a program, write or run a file).
_CLIENT_SHOWS = frozenset(
    {"tables", "schema", "headers", "header", "mode", "help", "quit", "exit", "databases"}
    | {"indexes", "indices", "show", "timer", "width", "nullvalue", "separator", "print"}
    | {"echo", "bail", "changes", "eqp", "stats", "dbinfo", "fullschema", "version", "dump"}
    | {"d", "dt", "dt+", "d+", "di", "dn", "df", "dv", "du", "dx", "l", "l+", "list", "c"}
    | {"connect", "conninfo", "x", "timing", "q", "?", "h", "encoding", "G", "g", "s", "u"}
)
#: A client command in an argument: a dot command at the start of a line or after ``;``
#: (not a path: ``.data/app.db``), a backslash command, mysql's ``system``/``tee``/``source``/
#: ``pager`` statements; and SQL that writes or reads a file on the machine (``INTO
#: OUTFILE``, ``COPY ... TO``, ``VACUUM INTO``, ``ATTACH``, ``lo_export``, ``writefile``).
_CLIENT_COMMAND = re.compile(
    r"(?:^|[;\n])[ \t]*\.(\w+)(?![\w/.-])|\\([!\w?+]+|\.)"
    r"|(?i:(?:^|[;\n])[ \t]*(system|tee|source|pager|nopager|edit)\b)"
)
#: psql's commands that send the query, or show the history, to a file or a program when
#: an argument follows (``\\g app.py``, ``\\g (format=csv) app.py``, ``\\gx |cmd``, ``\\s
#: app.py``); alone they only show.
_CLIENT_OUTPUTS = frozenset({"g", "gx", "s"})
_CLIENT_ARGUMENT = re.compile(r"[ \t]+[^\s\\;]")
_FILE_SQL = re.compile(
    r"(?i)\b(?:outfile|dumpfile|copy|vacuum[ \t\n]+into|attach|lo_export|lo_import|writefile"
    r"|pg_file_write|pg_read_file|load_extension|readfile|edit)\b"
)


def _client_command(
    name: str, words: list[Word], *, typed: bool = False, outputs: list[str] | None = None
) -> str | None:
    """The argument of a database shell (``name``) that holds a client command other than
    those that only show (:data:`_CLIENT_SHOWS`), or SQL that writes or reads a file on the
    machine (``typed``: a word of no blank too, a line typed at its prompt); one the shell
    expands may hold any. None when there is none. With ``outputs``, a command that sends
    the output to one file it names (``\\o out.txt``, ``.output stdout``) is no such command:
    the file is added to ``outputs`` ("" for the terminal)."""
    for n, word in enumerate(words[1:], 1):
        if not word.literal and not word.text.startswith("-"):
            # (lead, round 21: a word the shell expands holds commands only where the client
            # reads commands: sqlite3's and duckdb's words after the database, a value of a
            # code option, ``-c "$SQL"``; psql's and mysql's other words are a database, a
            # user, a connection string, ``psql "$DATABASE_URL"``)
            option = words[n - 1].text.lstrip("-") if words[n - 1].text.startswith("-") else ""
            if name in _DASH_LONG or option in _DATABASE_CODE:
                return word.text
            continue
        text = word.text
        for found in _CLIENT_COMMAND.finditer(word.text):
            command = found.group(1) or found.group(2) or found.group(3)
            if found.group(3) and name not in ("mysql", "mariadb"):
                continue  # (mysql's statements: ``psql -P pager=off`` sets a print option)
            if _reads_into_database(command, word.text[found.end() :]):
                # (lead, round 21: ``\\copy users FROM 'users.csv'``, ``.import users.csv
                # users``: the client reads a file into the database, no file changes)
                text = text.replace(word.text[found.start() :], "")
                continue
            target = _output_target(command, word.text[found.end() :])
            if outputs is not None and target is not None:
                # (lead, round 21: ``psql -c '\\o out.txt'`` writes out.txt, and no other file)
                outputs.append(target)
                continue
            if command is not None and (found.group(3) or command not in _CLIENT_SHOWS):
                return word.text
            if command in _CLIENT_OUTPUTS and _CLIENT_ARGUMENT.match(word.text, found.end()):
                return word.text  # (lead, round 21: ``\\g app.py`` writes the output there)
        if (typed or any(c in text for c in " \t\n;")) and _FILE_SQL.search(text):
            return word.text
    return None


#: psql's ``\\copy TABLE FROM 'file'`` (not ``FROM PROGRAM``, nor ``TO``) and sqlite3's
#: ``.import FILE TABLE`` (not ``.import '|command'``): the client reads a file into the
#: database, on one line of their own.
_COPY_FROM = re.compile(r"(?is)[^\n;]*?\bfrom\b(?![ \t]+program\b)[^\n;]*")
_COPY_TO = re.compile(r"(?i)\b(?:to|program)\b")
_IMPORT = re.compile(r"[ \t]+(?:--?\w+[ \t]+)*['\"]?[^|'\"\s][^\n;]*")


#: The client commands that send what follows to one file they name: psql's ``\\o``
#: (``\\out``), sqlite3's and duckdb's ``.output`` and ``.once``.
_FILE_OUTPUTS = frozenset({"o", "out", "output", "once"})
_OUTPUT_FILE = re.compile(
    r"[ \t]+(?:'([^'\n|]+)'|\"([^\"\n|]+)\"|([^\s|'\";\\]+))[ \t]*(?:$|[;\n]|\\\\)"
)


def _output_target(command: str | None, rest: str) -> str | None:
    """The file the client command ``command`` with ``rest`` after it sends its output to
    ("" for the terminal: ``stdout``, none named), None when it is no such command or the
    target is a program (``\\o |cmd``) or not one plain name."""
    if command not in _FILE_OUTPUTS:
        return None
    if not rest.strip(" \t") or rest.lstrip(" \t")[:1] in (";", "\n", "\\"):
        return ""
    found = _OUTPUT_FILE.match(rest)
    if found is None:
        return None
    target = found.group(1) or found.group(2) or found.group(3) or ""
    if target.startswith("-") and target != "-":
        return None  # (``.once -x``: an option, the output opened in a spreadsheet)
    return "" if target in ("stdout", "-") else target


def _reads_into_database(command: str | None, rest: str) -> bool:
    """Whether the client command ``command`` with the text ``rest`` after it only reads a
    file into the database (see :data:`_COPY_FROM`)."""
    if command == "copy":
        found = _COPY_FROM.match(rest)
        return (
            found is not None and found.end() == len(rest.rstrip()) and not (_COPY_TO.search(rest))
        )
    if command == "import":
        found = _IMPORT.match(rest)
        return found is not None and found.end() == len(rest.rstrip())
    return False


def database_input_inert(opener: str, typed: str) -> bool:
    """Whether ``typed``, a line typed at the prompt of the database shell the command line
    ``opener`` opens (``sqlite3 app.db``, ``psql mydb``, ``mysql -uroot mydb``), only queries
    or changes the database: SQL or client commands that only show (:data:`_CLIENT_SHOWS`),
    read as the same text given as the client's argument is, and no SQL naming a file
    (:data:`_FILE_SQL`, on any line: a statement goes on over lines). False for any other
    program."""
    names = [word.strip("'\"").rsplit("/", 1)[-1] for word in opener.split()]
    if not names or not any(name in _DATABASE_CLIENTS for name in names):
        return False
    words = [Word(names[0], literal=True), Word(typed, literal=True)]
    return _client_command(names[0], words, typed=True) is None


#: The database shells whose standard input is JavaScript code (any program), not SQL.
_SCRIPTED_DATABASES = frozenset({"mongosh", "mongo"})
#: Each database client's options known to change no file: (those that take no value,
#: those that take a value naming no file: a user, host, port, database, separator, format,
#: a variable; a joined short value, ``-uroot``, ``-Upostgres``). mysql's ``-p`` takes only a
#: joined value (``-psecret``; alone it asks for the password). sqlite3's and duckdb's
#: options have one dash (``-batch``; ``--batch`` is read the same).
_PSQL_FLAGS = frozenset("abeElnqsSX1AHtxz0wWV?")
_PSQL_FLAGS |= {"echo-all", "echo-errors", "echo-queries", "echo-hidden", "list", "quiet"}
_PSQL_FLAGS |= {"no-readline", "single-step", "single-line", "no-psqlrc", "single-transaction"}
_PSQL_FLAGS |= {"help", "version", "no-align", "csv", "html", "tuples-only", "expanded"}
_PSQL_FLAGS |= {"field-separator-zero", "record-separator-zero", "no-password", "password"}
_PSQL_VALUES = frozenset("dhpUvPTFR") | {"dbname", "host", "port", "username", "set", "pset"}
_PSQL_VALUES |= {"variable", "table-attr", "field-separator", "record-separator"}
_MYSQL_FLAGS = frozenset("BNstvEfrXHAbcqnCVU?")
_MYSQL_FLAGS |= {"batch", "skip-column-names", "column-names", "silent", "table", "verbose"}
_MYSQL_FLAGS |= {"vertical", "force", "raw", "xml", "html", "no-auto-rehash", "auto-rehash"}
_MYSQL_FLAGS |= {"no-beep", "comments", "skip-comments", "quick", "unbuffered", "compress"}
_MYSQL_FLAGS |= {"version", "help", "show-warnings", "safe-updates", "i-am-a-dummy", "ssl"}
_MYSQL_FLAGS |= {"binary-mode", "line-numbers", "skip-line-numbers", "skip-ssl", "reconnect"}
_MYSQL_FLAGS |= {"skip-reconnect", "sigint-ignore", "no-defaults", "local-infile", "password"}
_MYSQL_VALUES = frozenset("uhPDS") | {"user", "host", "port", "database", "socket", "protocol"}
_MYSQL_VALUES |= {"default-character-set", "connect-timeout", "ssl-mode", "ssl-ca", "ssl-cert"}
_MYSQL_VALUES |= {"ssl-key", "max-allowed-packet", "net-buffer-length", "delimiter", "prompt"}
_SQLITE_FLAGS = frozenset({"ascii", "bail", "batch", "box", "column", "csv", "echo", "header"})
_SQLITE_FLAGS |= {"noheader", "help", "html", "interactive", "json", "line", "list", "markdown"}
_SQLITE_FLAGS |= {"quote", "readonly", "safe", "stats", "table", "tabs", "version", "nofollow"}
_SQLITE_VALUES = frozenset({"separator", "newline", "nullvalue", "mmap", "vfs", "maxsize"})
_MONGO_FLAGS = frozenset({"quiet", "nodb", "norc", "help", "version", "tls", "ssl", "verbose"})
_MONGO_VALUES = frozenset({"host", "port", "u", "username", "p", "password", "apiVersion"})
_MONGO_VALUES |= {"authenticationDatabase", "authenticationMechanism", "json"}
_DATABASE_OPTIONS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "psql": (_PSQL_FLAGS, _PSQL_VALUES),
    "mysql": (_MYSQL_FLAGS, _MYSQL_VALUES),
    "mariadb": (_MYSQL_FLAGS, _MYSQL_VALUES),
    "sqlite3": (_SQLITE_FLAGS, _SQLITE_VALUES),
    "sqlite": (_SQLITE_FLAGS, _SQLITE_VALUES),
    "duckdb": (_SQLITE_FLAGS, _SQLITE_VALUES),
    "mongosh": (_MONGO_FLAGS, _MONGO_VALUES),
    "mongo": (_MONGO_FLAGS, _MONGO_VALUES),
}
#: The options whose value is the client's own commands (weighed as the same text given as
#: an argument), and those whose value names a file of them (weighed by that file's text,
#: when the answer writes it).
_DATABASE_CODE = frozenset({"c", "command", "e", "execute", "init-command", "cmd", "s"})
_DATABASE_SCRIPT = frozenset({"f", "file", "init"})
#: The single-dash long options of sqlite3 and duckdb (``-cmd``, ``-init``, ``-batch``).
_DASH_LONG = frozenset({"sqlite3", "sqlite", "duckdb"})


def _database_options(
    name: str, words: list[Word], project: Project | None
) -> tuple[str, list[Word]]:
    """What the options of the database client ``name`` (its ``words`` after its name) do:
    why one may run a program or change any file ("" when none does), and the values of the
    options not known to be harmless (:data:`_DATABASE_OPTIONS`), which write to what they
    name when it is a written file (psql's ``-L app.py``, mysql's ``--tee=app.py``). A value
    of an option that carries commands (``-c``, ``-e``, ``--execute=``, ``-e'…'`` joined,
    ``-cmd``) is weighed as those commands given as an argument; a file of commands (``-f``,
    ``-init``) by its text; mongosh's code (``--eval``, a script) is not weighed."""
    flags, valued = _DATABASE_OPTIONS[name]
    found: list[Word] = []
    n = 0
    while n < len(words):
        word = words[n]
        n += 1
        text = word.text
        if text in ("-", "--") or not text.startswith("-") or len(text) < 2:
            if name in _SCRIPTED_DATABASES and text.endswith((".js", ".mjs", ".cjs")):
                return f"runs {name} with the script {text}, JavaScript it does not weigh", []
            continue
        following = words[n] if n < len(words) else None
        pairs: list[tuple[str, Word | None]] = []  # (option, its value given in the word)
        if text.startswith("--") or name in _DASH_LONG or name in _SCRIPTED_DATABASES:
            option, equals, given = text.lstrip("-").partition("=")
            pairs.append((option, Word(given, word.literal) if equals else None))
        else:
            for at in range(1, len(text)):
                letter = text[at]
                if letter in flags and not (name in ("mysql", "mariadb") and letter == "p"):
                    continue
                rest = text[at + 1 :]
                pairs.append((letter, Word(rest, word.literal) if rest else None))
                break
        for option, value in pairs:
            if option in flags or (option == "p" and name in ("mysql", "mariadb")):
                continue
            if value is None and following is not None:
                if option in valued or option in _DATABASE_CODE | _DATABASE_SCRIPT:
                    value = following
                    n += 1
                elif not following.text.startswith("-"):
                    value = following  # (an option not known may take the next word)
            if option in valued:
                continue
            shown = (value.text if value is not None else "")[:60]
            if name in _SCRIPTED_DATABASES and option in ("eval", "f", "file"):
                return f"runs {name} with {text} `{shown}`, JavaScript it does not weigh", []
            if option in _DATABASE_CODE and value is not None:
                if not value.literal or not database_input_inert(name, value.text):
                    return f"runs {name} with {text} `{shown}`, a client command that" + (
                        " may run a program or write any file"
                    ), []
                continue
            if option in _DATABASE_SCRIPT:
                why = _database_text(name, value, project, f"the commands of {shown or text}")
                if why:
                    return why, []
                continue
            if value is not None and not re.fullmatch(r"[\w./:@%+,=~-]*", value.text):
                return f"runs {name} with {text} `{shown}`, an option it does not know", []
            if value is not None:
                found.append(value)
    return "", found


def _database_text(name: str, source: Word | None, project: Project | None, what: str) -> str:
    """Why the file ``source`` names, read by the database client ``name`` as its commands,
    may run a program or write any file: a file the answer does not write (its text not
    known), or one holding such a command (:func:`database_input_inert`); "" when not."""
    if source is None or not source.literal:
        return f"runs {name} on {what}, which the shell expands"
    if source.text == "/dev/null":
        return ""
    text = None
    if project is not None:
        path = posixpath.normpath(posixpath.join(project.folder, source.text))
        text = project.files.get(path)
    if text is None:
        return f"runs {name} on {what}, a file whose commands this reader does not have"
    return _database_said(name, Word(text, True), what)


def _database_said(name: str, said: Word, what: str) -> str:
    """Why the text ``said`` a database client ``name`` reads as its commands may run a
    program or write any file ("" when it only queries or changes the database)."""
    if not said.literal:
        return f"runs {name} on {what}, which the shell expands"
    if name in _SCRIPTED_DATABASES:
        inert = not said.text.strip()
    else:
        # (``echo -e``, ``printf``: ``\\n`` may end a line; both readings are weighed)
        unescaped = said.text.replace("\\n", "\n")
        inert = database_input_inert(name, said.text) and database_input_inert(name, unescaped)
    if inert:
        return ""
    shown = said.text.strip()[:60]
    what = f"runs {name} on {what} (`{shown}`), a client command that may run a program or"
    return what + " write any file"


def _database_input(name: str, command: Command, project: Project | None) -> str:
    """Why what the database client ``name`` of ``command`` reads on its standard input may
    run a program or write any file, as the same commands given as its argument are weighed
    (:func:`database_input_inert`): a here-string (``sqlite3 app.db <<< '.output app.py'``),
    a file (``< schema.sql``: the text of a file the answer writes; any other is not known),
    what a pipe feeds it (``echo '\\! rm app.py' | psql``: echo's and printf's words, the
    written files cat prints; any other program's output is not known). "" when it reads
    nothing or only SQL and client commands that show. (A heredoc is weighed by its body,
    :mod:`.heredoc`.)"""
    for redirection in command.redirections:
        if redirection.fd not in ("", "0"):
            continue
        if redirection.operator == "<<<" and redirection.target is not None:
            why = _database_said(name, redirection.target, "a here-string")
        elif redirection.operator in ("<", "<>"):
            target = redirection.target
            why = _database_text(name, target, project, target.text if target else "its input")
        else:
            continue
        if why:
            return why
    feeder = command.fed_by
    if feeder is None:
        return ""
    words = command_words(feeder)
    if not words:
        return ""
    program = words[0].text if words[0].literal else ""
    if program in ("true", ":", "false"):
        return ""
    if program in ("echo", "printf"):
        said = words[1:]
        if program == "echo":
            while said and re.fullmatch(r"-[neE]+", said[0].text):
                said = said[1:]
        elif said and said[0].text == "--":
            said = said[1:]
        # (printf's words each on a line of its own: the widest reading of its format)
        joined = (" " if program == "echo" else "\n").join(w.text for w in said)
        literal = all(w.literal for w in said)
        if program == "printf":
            joined = joined.replace("\\n", "\n")  # (printf's format always reads \n)
        return _database_said(name, Word(joined, literal), f"what {program} prints")
    if program == "cat" and feeder.fed_by is None and not feeder.redirections:
        files = [w for w in words[1:] if w.text != "--"]
        if files and not any(w.text.startswith("-") for w in files):
            for file in files:
                why = _database_text(name, file, project, file.text)
                if why:
                    return why
            return ""
    shown = " ".join(w.text for w in words)[:60]
    return f"runs {name} on what `{shown}` prints, which this reader does not know"


#: The REPLs of other languages that, given no word, only open their prompt: what is typed
#: there is weighed where it stands (``irb(main):001:0> 1 + 1``: a line that only computes,
#: ``_INERT_TYPED`` of :mod:`.heredoc`; any other refuses). Each runs the startup files it
#: finds in the folder it opens in (a file the answer writes there is code: not weighed).
_REPL_STARTUP: dict[str, tuple[str, ...]] = {
    "irb": (".irbrc", "_irbrc", ".irb.rc", "irb.rc", ".irbrc.rb"),
    "pry": (".pryrc",),
    "iex": (".iex.exs",),
    "ghci": (".ghci", "ghci.conf"),
    "R": (".Rprofile", ".Renviron", ".RData", ".Rhistory"),
    "scala": (),
    "jshell": (),
}


def _opens_repl_only(command: Command, words: list[Word], project: Project | None) -> bool:
    """Whether ``command`` (``words``: its name and arguments) is a REPL of
    :data:`_REPL_STARTUP` given no word and no input (no pipe into it, no ``<``, here-string
    or heredoc: it would read that as code), in a folder where the answer writes none of its
    startup files (the project known)."""
    if len(words) != 1 or command.fed_by is not None or project is None:
        return False
    if any(r.operator in ("<", "<>", "<<", "<<-", "<<<") for r in command.redirections):
        return False
    startup = _REPL_STARTUP[words[0].text]
    return not any(project.file(name) is not None for name in startup)


#: The options of git itself that change no file (``-C DIR`` takes the folder).
_GIT_GLOBAL = frozenset({"-C", "--no-pager", "-P", "-p", "--paginate", "--no-optional-locks"})


def effect(command: Command, depth: int = 0, project: Project | None = None) -> Effect:
    """What ``command`` may do to files (:func:`_command_effect`), and when it runs a program the
    answer writes (:func:`own_program`), what that program's code does too. An inline
    JavaScript program that only requires files of the answer by a relative path (``node -e
    "require('./app.js')"``) runs their code as ``node app.js`` does: read as those runs (a
    file the answer does not write is code no one has read: the program stays unknown)."""
    reread = _read_again(command) if depth < _MAX_DEPTH else None
    if reread:
        # (``eval "python clean.py"``, ``env -S "python clean.py"``: the string is read again
        # as the command line it runs, and weighed as that line is)
        each = [effect(again, depth + 1, project) for again in reread]
        wide = next((done for done in each if done.work_tree), None)
        if wide is not None:
            return wide
        return Effect(
            [w for done in each for w in done.writes],
            [w for done in each for w in done.changes],
            next((done.verb for done in each if done.changes), each[0].verb),
            manifests=tuple(m for done in each for m in done.manifests),
        )
    inside = _container_command(command) if depth < _MAX_DEPTH and project is not None else None
    if inside is not None:
        # (``docker run -v $PWD:/app -w /app python:3.12 python clean.py``: the project folder
        # is mounted, the command runs on the written files as on the host)
        ran = effect(inside, depth + 1, project)
        if ran.work_tree or ran.changes or ran.manifests:
            return ran
    required = required_files(command) if depth < _MAX_DEPTH and project is not None else None
    if required and project is not None:
        # (Node resolves ``require('./clean')`` to ./clean.js, .cjs, .mjs or ./clean/index.js)
        required = [_node_resolved(p, project) or p for p in required]
    if required and project is not None and all(_written_program(p, project) for p in required):
        runs = (replace(command, words=[Word("node", True), Word(p, True)]) for p in required)
        each = [effect(run, depth + 1, project) for run in runs]
        wide = next((done for done in each if done.work_tree), None)
        if wide is not None:
            return wide
        return Effect(
            [w for done in each for w in done.writes],
            [w for done in each for w in done.changes],
            next((done.verb for done in each if done.changes), each[0].verb),
            manifests=tuple(m for done in each for m in done.manifests),
        )
    entry = _declared_entry(command, project)
    done = _command_effect(_entry_command(command, project) if entry else command, depth, project)
    if project is None or done.work_tree or depth >= _MAX_DEPTH:
        return done
    modules = imported_programs(command, project)
    if modules:
        # ``python3 -m clean``, ``python3 -c "import clean"`` (or at ``>>>``): the answer's
        # clean.py runs its top level as ``python3 clean.py`` does, what the code adds after
        first = command_words(command)[0].text
        py = Word(first if _unversioned(first) in _PYTHONS else "python", True)
        each = [
            effect(replace(command, words=[py, Word(m, True)]), depth + 1, project) for m in modules
        ]
        wide = next((ran for ran in each if ran.work_tree), None)
        if wide is not None:
            return Effect(done.writes, [], wide.verb, work_tree=True)
        changes = [w for ran in each for w in ran.changes]
        if changes:
            verb = next(ran.verb for ran in each if ran.changes)
            done = Effect(done.writes, changes + done.changes, verb, manifests=done.manifests)
    preloaded = preloaded_programs(command, project)
    if preloaded is None:
        verb = "runs node with NODE_OPTIONS set to a value not known (it may load any file)"
        return Effect(done.writes, [], verb, work_tree=True)
    for path in preloaded:
        # (``NODE_OPTIONS='-r ./setup.js' node app.js``: setup.js runs first, as node -r)
        loaded = _own_program_effect(path, "js", depth, project)
        if loaded.work_tree:
            return Effect(done.writes, [], loaded.verb, work_tree=True)
        if loaded.changes:
            done = Effect(done.writes, done.changes + loaded.changes, loaded.verb)
    if entry is not None:
        # (a console script the written project declares, ``reset = "reset:main"``: run after
        # ``pip install -e .`` or by ``uv run reset``, it imports the module and calls the
        # function: lead, round 22)
        ran = _entry_effect(entry, depth, project)
        if ran.work_tree:
            return Effect(done.writes, [], ran.verb, work_tree=True)
        if ran.changes:
            done = Effect(done.writes, done.changes + ran.changes, ran.verb)
    script = _node_run_script(command)
    own = own_program(command, project) if script is None else None
    if script is not None:
        # (``node --run build``: node runs package.json's script as ``npm run build`` does)
        scripted = _npm_scripts([], "npm", [Word("run", True), script], depth, project)
        if scripted is None:
            return done
        ran = scripted
    elif own is None:
        expanded = _expanded_programs(command, project)
        if expanded is None:
            verb = "runs a program named by a word the shell expands (it may be any written one)"
            return Effect(done.writes, [], verb, work_tree=True)
        for path, language in expanded:
            ran = _own_program_effect(path, language, depth, project)
            if ran.work_tree:
                return Effect(done.writes, [], ran.verb, work_tree=True)
            if ran.changes or ran.manifests:
                done = Effect(
                    done.writes,
                    done.changes + ran.changes,
                    done.verb if done.changes else ran.verb,
                    manifests=done.manifests + ran.manifests,
                )
        return done
    else:
        ran = _own_program_effect(own[0], own[1], depth, project)
    if ran.work_tree:
        return Effect(done.writes, [], ran.verb, work_tree=True)
    if not ran.changes and not ran.manifests:
        return done
    return Effect(
        done.writes,
        done.changes + ran.changes,
        done.verb if done.changes else ran.verb,
        manifests=done.manifests + ran.manifests,
        exact=done.exact,
    )


#: The options of ``docker run`` / ``podman run`` that take the next word as their value.
_CONTAINER_VALUES = frozenset({"-v", "--volume", "-w", "--workdir", "-e", "--env", "-p"})
_CONTAINER_VALUES |= {"--publish", "--name", "--network", "--net", "--mount", "-u", "--user"}
_CONTAINER_VALUES |= {"--entrypoint", "--env-file", "-l", "--label", "--platform", "-h"}
_CONTAINER_VALUES |= {"--hostname", "-m", "--memory", "--cpus", "--add-host", "--pull"}
#: The spellings of the folder the command runs in, as a bind mount's source.
_HERE = frozenset({"$PWD", "${PWD}", ".", "./", "$(pwd)", "`pwd`"})


def _container_command(command: Command) -> Command | None:
    """The command a ``docker run`` / ``podman run`` runs in a container that bind-mounts the
    project folder (``-v $PWD:/app``, ``-v .:/app``, ``--mount type=bind,source=$PWD,...``),
    its paths under the mount (``/app/clean.py``) as paths of the project; None for any other
    command (or no command after the image)."""
    words = command_words(command)
    if len(words) < 3 or words[0].text not in ("docker", "podman") or words[1].text != "run":
        return None
    mounted: str | None = None
    n = 2
    while n < len(words) and words[n].text.startswith("-"):
        option, equals, value = words[n].text.partition("=")
        if not equals and option in _CONTAINER_VALUES and n + 1 < len(words):
            value = words[n + 1].text
        if option in ("-v", "--volume") and value.split(":", 1)[0] in _HERE and ":" in value:
            mounted = value.split(":")[1]
        if option == "--mount":
            parts = dict(part.partition("=")[::2] for part in value.split(","))
            source = parts.get("source", parts.get("src", ""))
            if source in _HERE:
                mounted = parts.get("target", parts.get("destination", parts.get("dst", "")))
        n += 1 if equals or option not in _CONTAINER_VALUES else 2
    if mounted is None or n + 1 >= len(words):
        return None
    into = mounted.rstrip("/") + "/"
    inner = [
        Word(w.text[len(into) :], True) if w.literal and w.text.startswith(into) else w
        for w in words[n + 1 :]
    ]
    return replace(command, words=inner)


def _read_again(command: Command) -> list[Command] | None:
    """The commands of the line ``command`` has the shell or env read again: ``eval WORDS``
    (its literal words joined by spaces), ``env -S STRING`` / ``--split-string=STRING`` (the
    string split, then the words after it); None for any other command or a string the
    shell expands (read as before: not known)."""
    words = command.words
    line: str | None = None
    if command_words(command)[:1] and command_words(command)[0].text == "eval":
        given = command_words(command)[1:]
        if given and all(w.literal for w in given) and command_words(command)[0].literal:
            line = " ".join(w.text for w in given)
    elif words[:1] and words[0].literal and words[0].text == "env" and len(words) > 1:
        first = words[1].text
        if first in ("-S", "--split-string") and len(words) > 2:
            string, rest = words[2], words[3:]
        elif first.startswith(("-S", "--split-string=")):
            value = first.split("=", 1)[1] if first.startswith("--") else first[2:]
            string, rest = Word(value, words[1].literal), words[2:]
        else:
            return None
        if not string.literal or not all(w.literal for w in rest):
            return None
        line = " ".join([string.text, *(_quote(w.text) for w in rest)])
    if line is None:
        return None
    split = split_line(line)
    if split is None or split[1] != 0 or not split[0]:
        return None
    return [
        replace(again, redirections=[*again.redirections, *command.redirections])
        for again in split[0]
    ]


def _node_run_script(command: Command) -> Word | None:
    """The script name ``node --run NAME`` (``--run=NAME``) runs from package.json, None when
    the command is no such run."""
    words = _runner_words(command_words(command))
    if not words or not words[0].literal or _unversioned(words[0].text) not in ("node", "nodejs"):
        return None
    for n, word in enumerate(words[1:], 1):
        if word.text.startswith("--run="):
            return replace(word, text=word.text.split("=", 1)[1])
        if word.text == "--run" and n + 1 < len(words):
            return words[n + 1]
        if not word.text.startswith("-"):
            return None
    return None


#: A JavaScript program that only requires files by a relative path, one statement each,
#: each maybe bound to a plain name (``const app = require('./app.js');``: the binding runs
#: nothing more).
_REQUIRES = re.compile(
    r"(?:[ \t\r\n]*(?:(?:const|let|var)[ \t]+[A-Za-z_$][\w$]*[ \t]*=[ \t]*)?"
    r"require[ \t]*\([ \t]*(['\"])\.{1,2}/[^'\"\\\s$`]+\1[ \t]*\)[ \t]*;?)+[ \t\r\n]*"
)
_REQUIRED = re.compile(r"(['\"])(\.{1,2}/[^'\"]+)\1")


def required_files(command: Command) -> list[str] | None:
    """The files an inline JavaScript program that does nothing but ``require`` them by a
    relative path runs (``node -e "require('./app.js')"``), None for any other command."""
    program = inline_program(command)
    if program is None or program.language != "js" or program.unsure:
        return None
    code = program.code
    if not code.literal or program.in_place or not _REQUIRES.fullmatch(code.text):
        return None
    return [found.group(2) for found in _REQUIRED.finditer(code.text)]


#: The interpreters whose program file of the answer is read by its language: Python's by
#: the Python run rules, a shell's by the shell rules, JavaScript's by what it names.
_OWN_LANGUAGES = {
    **dict.fromkeys(_PYTHONS, "py"),
    **dict.fromkeys(("bash", "sh", "zsh", "dash", "ksh", "source", "."), "sh"),
    **dict.fromkeys(_JS_PROGRAM_RUNNERS, "js"),
    **dict.fromkeys(("ipython", "ipython3"), "py"),
    #: (interpreters whose language this reader does not read: their program file of the
    #: answer is code no one has read, any file)
    **dict.fromkeys(("ruby", "perl", "php", "Rscript", "lua", "luajit", "julia"), ""),
}
_OWN_SUFFIXES = {"py": "py", "sh": "sh", "bash": "sh", "js": "js", "mjs": "js", "cjs": "js"}
_OWN_SUFFIXES |= dict.fromkeys(("ts", "mts", "cts", "jsx", "tsx"), "js")
#: The launchers that fetch or find a package's program and run it with the words after it
#: (``npx tsx fix.ts``, ``pnpm dlx ts-node fix.ts``, ``bunx nodemon fix.js``), with their own
#: options that take a value (the program's name is the first word after those).
_LAUNCHERS = {"npx": ("-p", "--package"), "bunx": ("-p", "--package"), "pnpx": ()}
_LAUNCHER_FORMS = frozenset({("pnpm", "dlx"), ("pnpm", "exec"), ("yarn", "dlx"), ("yarn", "exec")})
_LAUNCHER_FORMS |= {("bun", "x"), ("npm", "exec"), ("npm", "x")}
#: The options of node (and its preload variable ``NODE_OPTIONS``) that load a file before
#: the program: the file runs as the program does.
_NODE_PRELOADS = frozenset({"-r", "--require", "--import", "--loader", "--experimental-loader"})


def _runner_words(words: list[Word]) -> list[Word]:
    """``words`` as the runner of a program sees them: a launcher's package program
    (``npx tsx fix.ts``: ``tsx fix.ts``), ``bun run fix.ts`` and ``deno run -A fix.ts`` as
    ``bun fix.ts`` and ``deno -A fix.ts``; any other command as it is."""
    if not words or not words[0].literal:
        return words
    name = words[0].text
    rest = words[1:]
    ran = _script_runner_words(name, rest)
    if ran is not None:
        return ran
    if (name, rest[0].text if rest else "") in _LAUNCHER_FORMS:
        rest = rest[1:]
    elif name not in _LAUNCHERS:
        if name in ("bun", "deno") and rest and rest[0].text == "run":
            return [words[0], *rest[1:]]
        return words
    valued = _LAUNCHERS.get(name, ("-p", "--package"))
    n = 0
    while n < len(rest) and rest[n].text.startswith("-"):
        if rest[n].text in ("-c", "--call"):
            return words  # (a shell command line: read as that)
        n += 2 if rest[n].text in valued else 1
    return rest[n:] if n < len(rest) and rest[n].literal else words


#: The runners that run a script file given by its path as its runtime does (``uv run
#: reset_db.py`` as ``python reset_db.py``, ``pnpm node x.js`` as ``node x.js``), each with its
#: subcommand ("" none) and its own options that take a value (the script is the first word
#: after them). (fix-sound99, hunt106-pyrunners/jsrunners: they were read as programs not
#: weighed, and a written script that removes a written file left the answer usable.)
_SCRIPT_RUNNERS: dict[tuple[str, str], tuple[str, frozenset[str]]] = {
    **dict.fromkeys(
        (
            *[("uv", "run"), ("pipx", "run"), ("hatch", "run"), ("pdm", "run")],
            *[("poetry", "run"), ("rye", "run"), ("streamlit", "run"), ("jupyter", "run")],
        ),
        ("python", frozenset({"--with", "--python", "-p", "--env", "-e", "--spec"})),
    ),
    **dict.fromkeys(
        [("pnpm", "node"), ("yarn", "node"), ("pm2", "start"), ("mocha", "")],
        ("node", frozenset({"--name", "-n", "--require", "-r", "--reporter", "-R"})),
    ),
}


_SCRIPT_RUNNER_NAMES = frozenset(name for name, _ in _SCRIPT_RUNNERS)


def _script_runner_words(name: str, rest: list[Word]) -> list[Word] | None:
    """``name rest`` as the runtime run on the script it names (:data:`_SCRIPT_RUNNERS`):
    ``uv run -q reset_db.py`` as ``python reset_db.py``; None for any other command."""
    sub = rest[0].text if rest else ""
    key = (name, sub) if (name, sub) in _SCRIPT_RUNNERS else (name, "")
    if key not in _SCRIPT_RUNNERS:
        return None
    runtime, valued = _SCRIPT_RUNNERS[key]
    n = 1 if key[1] else 0
    while n < len(rest) and rest[n].text.startswith("-"):
        if rest[n].text == "--":
            n += 1
            break
        n += 2 if rest[n].text in valued else 1
    if n >= len(rest) or not rest[n].literal:
        return None
    script = rest[n].text
    suffix = script.rsplit(".", 1)[-1] if "." in script.rsplit("/", 1)[-1] else ""
    if _OWN_SUFFIXES.get(suffix) != ("py" if runtime == "python" else "js"):
        return None
    return [Word(runtime, True), *rest[n:]]


def own_program(command: Command, project: Project) -> tuple[str, str] | None:
    """The program file of the answer that ``command`` runs, whatever label named it (a
    ``# filename:`` line, a path line, a title): ``python clean.py``, ``bash clean.sh``,
    ``source clean.sh``, ``./clean.sh``, ``node clean.js``; with its language (``py``,
    ``sh``, ``js``, or ``""`` when not known), None when it runs no file the answer writes."""
    # (``python /dev/stdin < fix.py`` runs fix.py: the descriptor read as its file)
    run = descriptor_paths(command)
    words = command_words(run)
    if not words or not words[0].literal:
        return None
    name = words[0].text
    peeled = [w.text for w in run.words[: len(run.words) - len(words)]]
    if "/" not in name and "run" in peeled and _SCRIPT_RUNNER_NAMES & set(peeled):
        # (``uv run reset_db.py``, ``poetry run x.py``: the runner peeled as a prefix runs
        # the script by its path, as ``python reset_db.py`` does)
        suffix = name.rsplit(".", 1)[-1] if "." in name else ""
        runtime = {"py": "python", "js": "node"}.get(_OWN_SUFFIXES.get(suffix, ""))
        if runtime is not None:
            words = [Word(runtime, True), *words]
            name = runtime
    if "/" in name:
        if not _written_program(name, project):
            return None
        path = name
        text = project.file(posixpath.normpath(name.removeprefix("./"))) or ""
        first = text.split("\n", 1)[0]
        suffix = name.rsplit(".", 1)[-1] if "." in name.rsplit("/", 1)[-1] else ""
        language = _OWN_SUFFIXES.get(suffix, "")
        if first.startswith("#!"):  # (``#!/usr/bin/env python3``: the kernel's reading)
            parts = first[2:].split()
            if parts and parts[0].endswith("/env"):
                parts = [part for part in parts[1:] if not part.startswith("-")]
            program = parts[0].rsplit("/", 1)[-1] if parts else ""
            language = _OWN_LANGUAGES.get(_unversioned(program), "")
        if not language:
            return None  # (a program of a language not read: what it is given, as before)
    else:
        words = _runner_words(words)
        name = words[0].text
        if not words[0].literal:
            return None
        known = name if name == "." else _unversioned(name)
        language = _OWN_LANGUAGES.get(known, "")
        if not language and known not in _OWN_LANGUAGES:
            return None
        rest = words[1:]
        if language == "py":
            _, script = _python_options(rest)
            if script is None or script >= len(rest):
                return None
            word: Word | None = rest[script]
        else:
            word = next((w for w in rest if not w.text.startswith("-")), None)
            # (a shell's ``-e`` is errexit, its code comes with ``-c``; lead, round 21)
            inline = ("-c",) if language == "sh" else ("-c", "-e", "-p", "--eval")
            if any(w.text in inline for w in rest):
                return None
            if _only_checks(language, rest, word):
                return None  # (``bash -n clean.sh``, ``node --check app.js``: read, not run)
        if word is None or not word.literal:
            return None
        path = word.text
    plain = posixpath.normpath(path.removeprefix("./"))
    if project.file(plain) is None and language == "js":
        # (node resolves its program as ``require`` does: ``node scripts/reset`` runs
        # scripts/reset.js, ``node tools`` tools/index.js, ``node .`` package.json's main)
        plain = posixpath.normpath(_js_module_file(plain, project) or plain)
    if project.file(plain) is None and language == "py":
        # (lead, round 21: ``python tool``, ``python .`` run the folder's __main__.py)
        main = posixpath.normpath(posixpath.join(plain, "__main__.py"))
        plain = main if project.file(main) is not None else plain
    if project.file(plain) is None:
        return None
    return plain, language


def _only_checks(language: str, rest: list[Word], program: Word | None) -> bool:
    """Whether the options before ``program`` make its runner only parse it: a shell's
    ``-n`` (alone or in a bundle, ``-nv``: noexec), node's ``--check``."""
    for word in rest:
        if word is program:
            break
        text = word.text
        if language == "sh" and text[:1] == "-" and text[1:2] != "-" and "n" in text[1:]:
            return True
        if language == "js" and text == "--check":
            return True
    return False


#: The most written files a word the shell expands is tried as (more: any program).
_EXPANDED_LIMIT = 64
_PATTERN = re.compile(r"[*?\[]|\{[^{}]*,[^{}]*\}")


def _expanded_programs(command: Command, project: Project) -> list[tuple[str, str]] | None:
    """The answer's programs ``command`` may run through a word the shell expands (``python
    cl*.py``, ``python {clean,app}.py``, ``python $f``, a for loop's ``"$f"``): the command is
    read with that word as each written file it may expand to (a glob or a brace: those it
    matches; a variable: any); [] when no such word runs a program, None when too many."""
    words = command_words(command)
    ran = _runner_words(words) if words and words[0].literal else []
    if not ran or not ran[0].literal or _OWN_LANGUAGES.get(_unversioned(ran[0].text)) is None:
        return []
    at = next(
        (n for n, w in enumerate(words) if n and (not w.literal or _PATTERN.search(w.text))), None
    )
    if at is None:
        return []
    word = words[at]
    prefix = f"{project.folder}/" if project.folder else ""
    held = [p[len(prefix) :] for p in project.files if p.startswith(prefix)]
    if word.literal:
        shapes = _brace_shapes(word.text)
        held = [p for p in held if any(fnmatch.fnmatchcase(p, shape) for shape in shapes)]
    if len(held) > _EXPANDED_LIMIT:
        return None
    found: list[tuple[str, str]] = []
    start = len(command.words) - len(words)
    for path in held:
        again = [*command.words[: start + at], Word(path, True), *command.words[start + at + 1 :]]
        own = own_program(replace(command, words=again), project)
        if own is not None and own not in found:
            found.append(own)
    return found


def _brace_shapes(text: str) -> list[str]:
    """The glob shapes of ``text`` with its brace expansions spelled out (``{a,b}.py``: a.py,
    b.py), at most :data:`_EXPANDED_LIMIT` of them."""
    shapes = [text]
    done: list[str] = []
    while shapes and len(done) + len(shapes) <= _EXPANDED_LIMIT:
        shape = shapes.pop()
        brace = re.search(r"\{([^{}]*,[^{}]*)\}", shape)
        if brace is None:
            done.append(shape)
            continue
        shapes += [
            shape[: brace.start()] + part + shape[brace.end() :]
            for part in brace.group(1).split(",")
        ]
    return done + shapes


def preloaded_programs(command: Command, project: Project) -> list[str] | None:
    """The files of the answer a node-family runner loads before its program through
    ``NODE_OPTIONS`` (``NODE_OPTIONS='-r ./setup.js' node app.js``, or exported before):
    each runs as the program does. None when the variable is set to a value not known (an
    exported value this reader did not see spelled)."""
    words = _runner_words(command_words(command))
    if not words or not words[0].literal:
        return []
    if _OWN_LANGUAGES.get(_unversioned(words[0].text)) != "js":
        return []
    prefixes = command.words[: len(command.words) - len(command_words(command))]
    value = project.values.get("NODE_OPTIONS")
    for word in prefixes:
        if word.text.startswith("NODE_OPTIONS="):
            value = word.text.split("=", 1)[1] if word.literal else None
    if value is None and "NODE_OPTIONS" in project.environment:
        return None
    # (the files that set it by configuration: ``node --env-file=.env``'s NODE_OPTIONS line,
    # and in a script npm runs, .npmrc's ``node-options``: their preloads run as well)
    configured = [
        _config_value(project.file(posixpath.normpath(name)), key)
        for name, key in _node_option_files(words, project)
    ]
    options = [*(value or "").split(), *" ".join(c for c in configured if c).split()]
    found: list[str] = []
    for n, option in enumerate(options):
        name, _, given = option.partition("=")
        if name not in _NODE_PRELOADS:
            continue
        given = given or (options[n + 1] if n + 1 < len(options) else "")
        path = _node_resolved(given, project) if given.startswith(".") else None
        if path is not None:
            found.append(posixpath.normpath(path.removeprefix("./")))
        elif _written_program(given, project):
            found.append(posixpath.normpath(given.removeprefix("./")))
    return found


#: A module a JS/TS program loads by a literal name: ``require('x')``, ``import('x')``, ``import
#: 'x'``, ``import ... from 'x'``, ``export ... from 'x'`` (group 2: the name).
_JS_LOAD = re.compile(
    r"""\b(?:require|import)\s*\(\s*(['"`])([^'"`$\\\n]*)\1\s*[,)]"""
    r"""|\b(?:from|import)\s*(['"])([^'"\\\n]*)\3"""
)
#: The module a written module's name is masked as (weighed on its own): one known to load
#: nothing and to export no function (``import { rmSync } from './x.js'``: no name bound).
_JS_LOADS_NOTHING = "jest"
#: A ``require`` or ``import()`` of a name built at run time (``require(name)``,
#: ``import(`./${x}`)``).
_JS_LOAD_BUILT = re.compile(
    r"""\b(?:require|import)\s*\(\s*(?!['"`]|\))|\b(?:require|import)\s*\(\s*`[^`]*\$\{"""
)
#: What node (and tsx, ts-node, bun) tries after a relative module name, in order: the name,
#: its suffixes, the folder's package.json main, then its index files; ``.js`` of TypeScript
#: code may name the ``.ts`` source.
_JS_MODULE_SUFFIXES = ("", ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".tsx", ".jsx", ".json")
_JS_INDEX = ("/index.js", "/index.mjs", "/index.cjs", "/index.ts", "/index.tsx", "/index.json")
#: The most written modules one program's loading is followed through (more: any file).
_MAX_JS_MODULES = 64


def _js_module_file(name: str, project: Project) -> str | None:
    """The written file (a path of the project's folder) node loads for the relative path
    ``name`` (normalized, from the folder), trying its suffixes, a ``.ts`` for ``.js``, the
    folder's package.json ``main`` and index files in node's order; None when none is written."""
    tries = [name + s for s in _JS_MODULE_SUFFIXES]
    if name.endswith((".js", ".mjs", ".cjs")):
        stem, suffix = name.rsplit(".", 1)
        tries.append(f"{stem}.{suffix.replace('js', 'ts')}")
    manifest = project.file(posixpath.normpath(f"{name}/package.json"))
    if manifest is not None:
        main = _json_field(manifest, "main")
        if main:
            main = posixpath.normpath(posixpath.join(name, main))
            tries += [main + s for s in _JS_MODULE_SUFFIXES] + [main + s for s in _JS_INDEX]
    tries += [name + s for s in _JS_INDEX]
    return next((t for t in tries if project.file(posixpath.normpath(t)) is not None), None)


def _json_field(text: str, key: str) -> str:
    """The text value of ``key`` of a JSON object ``text`` ("" when none or not read)."""
    try:
        data = json.loads(text)
    except ValueError:
        return ""
    value = data.get(key) if isinstance(data, dict) else None
    return value if isinstance(value, str) else ""


def _js_module_closure(path: str, project: Project) -> list[tuple[str, str]] | None:
    """The written JS/TS modules node runs for the program ``path`` (itself first), each with
    its text where the names of the written modules it loads are masked as a module known to
    load nothing (each is weighed itself); followed transitively by node's resolution. None
    when a load cannot be followed: a name built at run time (``require(name)``), a relative
    name that resolves to no written file while a written file has its stem (this reader's
    resolution may miss it), too many modules."""
    found: dict[str, str] = {}
    queue = [posixpath.normpath(path)]
    stems = {p.rsplit("/", 1)[-1].split(".", 1)[0] for p in project.files}
    while queue:
        module = queue.pop()
        if module in found:
            continue
        if len(found) >= _MAX_JS_MODULES:
            return None
        text = project.file(module) or ""
        if _JS_LOAD_BUILT.search(text):
            return None
        folder = posixpath.dirname(module)
        pieces: list[str] = []
        end = 0
        for match in _JS_LOAD.finditer(text):
            group = 2 if match[2] is not None else 4
            name = match[group]
            if not name.startswith(("./", "../", "/")) or name.endswith(".json"):
                continue
            target = posixpath.normpath(posixpath.join(folder, name))
            loaded = _js_module_file(target, project)
            if loaded is None:
                if target.rsplit("/", 1)[-1].split(".", 1)[0] in stems:
                    return None
                continue
            queue.append(posixpath.normpath(loaded))
            pieces += [text[end : match.start(group)], _JS_LOADS_NOTHING]
            end = match.end(group)
        found[module] = "".join(pieces) + text[end:]
    return list(found.items())


#: The options of node that load environment variables from a file (``--env-file=.env``).
_NODE_ENV_FILES = frozenset({"--env-file", "--env-file-if-exists"})


def _node_option_files(words: list[Word], project: Project) -> list[tuple[str, str]]:
    """The written files (with the key there) that give node its options for the command
    ``words``: each ``--env-file`` (NODE_OPTIONS), and .npmrc (``node-options``) when the
    command runs in a package manager's script."""
    found: list[tuple[str, str]] = []
    for n, word in enumerate(words[1:], 1):
        name, equals, given = word.text.partition("=")
        if name not in _NODE_ENV_FILES:
            if not word.text.startswith("-"):
                break
            continue
        if not equals:
            given = words[n + 1].text if n + 1 < len(words) else ""
        found.append((given.removeprefix("./"), "NODE_OPTIONS"))
    if any(key[0] in _JS_RUNNERS for key in project.running):
        found.append((".npmrc", "node-options"))
    return found


def _config_value(text: str | None, key: str) -> str:
    """The value of ``key`` in a ``.env`` or ``.npmrc`` text (``KEY=value``, quotes taken
    off; "" when none)."""
    value = ""
    for line in (text or "").split("\n"):
        name, equals, given = line.strip().removeprefix("export ").partition("=")
        if equals and name.strip() == key:
            value = given.strip().strip("'\"")
    return value


def _from_folder(project: Project) -> list[str]:
    """The written files outside the folder ``project`` is seen from, each as a path from
    that folder (``web``: the root's app.js is ``../app.js``)."""
    if not project.folder:
        return []
    prefix = f"{project.folder}/"
    return [posixpath.relpath(p, project.folder) for p in project.files if not p.startswith(prefix)]


#: Where a written Python project declares its console scripts: pyproject.toml's
#: ``[project.scripts]`` / ``[project.gui-scripts]`` and Poetry's ``[tool.poetry.scripts]``.
_SCRIPT_TABLES = (("project", "scripts"), ("project", "gui-scripts"), ("tool", "poetry", "scripts"))
_ENTRY = re.compile(r"\s*([A-Za-z_][\w.]*)\s*:\s*([A-Za-z_][\w.]*)\s*(?:\[[^\]]*\])?\s*")


def _declared_entry(command: Command, project: Project | None) -> str | None:
    """The entry (``module:function``) of the console script ``command`` runs when the
    written project of its folder declares one by that name (:data:`_SCRIPT_TABLES`), ``"?"``
    when it declares it in a form this reader does not read (a Poetry table, a value not a
    ``module:function``), else None."""
    if project is None:
        return None
    words = command_words(command)
    if not words or not words[0].literal or "/" in words[0].text:
        return None
    text = project.file("pyproject.toml")
    if text is None or words[0].text not in text:
        return None
    try:
        document = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return "?"  # (a name the written file holds, in a file this reader cannot read)
    for keys in _SCRIPT_TABLES:
        table: object = document
        for key in keys:
            table = table.get(key) if isinstance(table, dict) else None
        if isinstance(table, dict) and words[0].text in table:
            value = table[words[0].text]
            return value if isinstance(value, str) and _ENTRY.fullmatch(value) else "?"
    return None


def _entry_command(command: Command, project: Project | None) -> Command:
    """``command`` with the console script it runs read as a program that does nothing by
    itself (its entry is weighed: :func:`_entry_effect`), when none of its words may name a
    written file (a word the shell expands, or one naming a written path: the script may do
    anything with it, and the command stays as it is)."""
    words = command_words(command)
    if project is None:
        return command
    for word in words[1:]:
        if not word.literal:
            return command
        named = posixpath.normpath(
            posixpath.join(project.folder, word.text.partition("=")[2] or word.text)
        )
        if named in project.files or any(p.startswith(named + "/") for p in project.files):
            return command
    prefixes = command.words[: len(command.words) - len(words)]
    return replace(command, words=[*prefixes, Word("true", True)])


def _entry_effect(entry: str, depth: int, project: Project) -> Effect:
    """What running the console script ``entry`` (``module:function``) may change: the
    written module imported (its top level runs) and the function called, read as the Python
    code ``from module import function; function()`` is; an entry not read: any file."""
    found = _ENTRY.fullmatch(entry)
    what = f"the project's console script {entry!r}"
    if found is None:
        return _unknown([], f"{what}, declared in a form this reader does not read")
    module, function = found.group(1), found.group(2)
    head, _, attribute = function.partition(".")
    code = f"from {module} import {head}\n{head}{'.' + attribute if attribute else ''}()\n"
    return _own_program_effect("<entry>", "py", depth, project, code=code, what=what)


def _own_program_effect(
    path: str,
    language: str,
    depth: int,
    project: Project,
    *,
    code: str | None = None,
    what: str | None = None,
) -> Effect:
    """What the answer's own program ``path`` (of the project's folder) may change when run:
    a Python one read as a Python block a tool runs (:func:`~.python_runs.python_run_changes`),
    a shell one as the script it is, another (JavaScript) the held files its text names when
    it is not proven to write nothing; a program of a language not known: any file."""
    from .python_runs import python_run_changes  # (the Python rules read shell lines here)

    text = code if code is not None else project.file(path) or ""
    what = what or f"the answer's program {path}"
    key = ("own program", project.folder, path if code is None else code)
    if language == "sh":
        # (each line as a ``bash -c`` string, as a task's recipe is read; a line the lines
        # alone do not hold, a continued one, a heredoc, a function, a folder move for the
        # lines after it: not read so, any file)
        lines = [
            line for line in text.split("\n") if line.strip() and not line.lstrip().startswith("#")
        ]
        whole = all(
            not line.rstrip().endswith("\\")
            and "<<" not in line
            and not re.match(r"\s*(?:cd|pushd|popd|function)\b|.*\(\)\s*\{", line)
            for line in lines
        )
        return _cached(key, [], what, lines if whole else None, depth + 1, project)
    prefix = f"{project.folder}/" if project.folder else ""
    held = [p[len(prefix) :] for p in project.files if p.startswith(prefix)]
    # (run in a subfolder, ``'../app.js'`` is the root's app.js: the files outside it, as
    # the program names them from there)
    above = _from_folder(project)
    if language == "js":
        modules = _js_module_closure(path, project)
        if modules is None:
            return _unknown([], f"{what} and the modules it loads")
        names: list[str] = []
        for module, masked in modules:
            if harmless_code(module, masked, held + above, reads=True):
                continue
            named = set(_TOKENS.findall(project.file(module) or ""))
            names += [p for p in held if p in named or p.rsplit("/", 1)[-1] in named]
            # (a file above by its relative path, or by its name with a ``'..'`` step:
            # ``path.join(__dirname, '..', 'app.js')``)
            names += [
                p for p in above if p in named or (".." in named and p.rsplit("/", 1)[-1] in named)
            ]
        if not names:
            return Effect([], [], "")
        names = list(dict.fromkeys(names))
        return Effect([], [Word(p, True) for p in names], f"runs {what}, which names it")
    if language != "py":
        return _unknown([], what)
    if key in project.running or len(project.running) >= _MAX_SCRIPTS:
        return _unknown([], what)

    def shell(line: str) -> list[str]:
        done = _shell_code([], what, Word(line, True), depth + 1, project)
        if done.work_tree:
            return held
        found: list[str] = []
        for word in done.changes:
            target = posixpath.normpath(word.text.removeprefix("./"))
            if not word.literal or any(c in target for c in "*?["):
                return held
            found += [p for p in held if p == target or p.startswith(target.rstrip("/") + "/")]
        return found

    project.running.add(key)
    changed: list[str] | None = None
    try:
        contents = {p[len(prefix) :]: t for p, t in project.files.items() if p.startswith(prefix)}
        # (run as a script it has no package: a first statement that is a relative import
        # raises before anything else runs, as fix-refusals39 reads an imported module)
        changed = python_run_changes(text, held + above, shell, contents, script=code is None)
    finally:
        project.running.discard(key)
    if changed is None:
        return _unknown([], what)  # (not Python that parses: what it does is not known)
    if prefix and len(changed) == len(held) + len(above):
        return _unknown([], what)  # (every file it reaches, and those above its folder)
    return Effect([], [Word(p, True) for p in changed], f"runs {what}, which changes it")


def _command_effect(command: Command, depth: int = 0, project: Project | None = None) -> Effect:
    """What ``command`` may do to files. Only the commands known to leave files as they are
    (:data:`INERT`, runners of what the answer wrote, ``sed`` without ``-i`` or ``w``, ``git
    add``...) change nothing but their redirection targets and the files their output options
    name (``-o``, ``-sSLo``, ``--output=``); the commands known to change what their arguments
    name change that; a command not known, a command substitution (``$(...)``), a program read
    from a pipe (``| sh``) or ``xargs`` may change any file. ``depth``: how many ``bash -c``
    strings hold the command. ``project``: the files the answer writes, seen from the folder the
    command runs in: a script one of them defines (``npm run lint``, ``make check``) is read
    from its definition; without it (or when the script is not defined there) by its name."""
    command = descriptor_paths(command)
    writes = [r.target for r in command.redirections if _opens(r) and r.target]
    words = command_words(command)
    built = _synced_hook(command.words[: len(command.words) - len(words)], project)
    if built:
        return Effect(
            writes,
            [],
            f"runs a command through a runner that first builds the project, which runs {built}"
            " the answer writes (its code is not proven to write no file)",
            work_tree=True,
        )
    readings = _printed_readings(command)
    if readings:
        # a command substitution whose output is certain: the command as it runs with it
        found = [effect(reading, depth, project) for reading in readings]
        return next((done for done in found if not _harmless(done)), found[0])
    everything = [*command.words, *(r.target for r in command.redirections if r.target)]
    if any(_substitutes(w) for w in everything):
        return Effect(writes, [], "runs a command substitution", work_tree=True)
    prefixes = command.words[: len(command.words) - len(words)]
    extra: list[Word] = []  # what the prefixes and process substitutions change
    for code in [*_prefix_code(prefixes), *_processes(everything)]:
        inner = _shell_code([], "a nested command", code, depth) if depth < _MAX_DEPTH else None
        if inner is None or inner.work_tree:
            return Effect(writes, [], "runs code this reader cannot follow", work_tree=True)
        extra += inner.changes
    extra += _option_values([w for w in prefixes if w.literal], {"-o", "--output"}, after=_TIMED)
    if not words:
        for word in prefixes if project is not None else []:
            # (a bare ``PYTHONPATH=tools``: exported before or after it, or under ``set -a``,
            # it is Python's module path; read as exported, the folders it names are searched)
            if project is not None and word.text.startswith("PYTHONPATH="):
                project.environment.add("PYTHONPATH")
                project.values.pop("PYTHONPATH", None)
                if word.literal:
                    project.values["PYTHONPATH"] = word.text.split("=", 1)[1]
        return Effect(writes, extra, "writes to it" if extra else "")
    if not words[0].literal and not shell_command_name(words[0]):
        return Effect(writes, [], "runs a command the shell expands", work_tree=True)
    name = words[0].text
    base = name.rsplit("/", 1)[-1]
    if name.startswith("@"):
        # ``npx @scope/tool[@version]``: a package of the registry, not a path
        scoped = name if name.count("@") < 2 else name.rsplit("@", 1)[0]
        if scoped not in _SCOPED_TOOLS:
            return Effect(writes, [], f"runs {name}, a package this reader does not know", True)
        name = base = _SCOPED_TOOLS[scoped]
    if "/" in name and not (project is not None and _written_program(name, project)):
        # /bin/rm, ./node_modules/.bin/prettier: the command itself; ./rm: the project's own
        # (and so is bin/cat when the answer writes it)
        name = shell_command_name(words[0]) or name
    elif "/" not in name:
        name = _unversioned(name)  # python3.12, python.exe: python
    name = _BUILD_WRAPPERS.get(base, name) if "/" in name else name  # ./gradlew, ./mvnw
    targets: list[str] = []
    escape = _client_command(name, words, outputs=targets) if name in _DATABASE_CLIENTS else None
    if escape is None and any(targets):
        # (``psql -c '\\o out.txt'``: the client writes its output to that file alone)
        sent = [Word(target, True) for target in targets if target]
        return Effect(writes, sent, "writes its output to it (a client command)")
    if escape is not None:
        # ``sqlite3 db '.system rm app.py'``, ``psql -c '\\! rm a.py'``, ``mysql -e 'system
        # ...'``: a database shell's own command that runs a program or writes a file
        what = f"runs {name} with `{escape[:60]}`, a client command that may run a program or"
        return Effect(writes, [], what + " write any file", work_tree=True)
    if name in _REPL_STARTUP and _opens_repl_only(command, words, project):
        # ``irb``, ``ghci``, ``R`` given no word: they open their prompt, and what is typed
        # there is weighed where it stands (fix-db93)
        return Effect(writes, [], "")
    if name in _DATABASE_OPTIONS:
        # what a database shell reads on its input (a pipe, a here-string, a file) and its
        # options (``-L app.py``, ``--tee=app.py``, ``-e'system ...'``, ``--eval``)
        unsure = _database_input(name, command, project)
        unsure, logs = (unsure, []) if unsure else _database_options(name, words[1:], project)
        if unsure:
            return Effect(writes, [], unsure, work_tree=True)
        if logs:
            return Effect(writes, logs, "writes its session to it (a client option)")
    if name in _ARGUMENT_FILES and any(w.text.startswith("@") for w in words[1:]):
        # ``java @args.txt``, ``dotnet run @args.rsp``: the launcher reads its command line
        # from the file; a file the answer writes is read as those words, another is not known
        expanded = _argument_files(words, project)
        if expanded is None:
            return _unknown(writes, " ".join(w.text for w in words) + " (an argument file)")
        words = expanded
    if project is not None:
        # the environment a script reads: ``export X=...`` for every later command, ``X=...
        # make`` for this one (a Makefile's variables may come from it)
        if name in _EXPORTS:
            project.environment.update(
                w.text.split("=", 1)[0] for w in words[1:] if not w.text.startswith("-")
            )
            for w in words[1:]:
                variable, _, value = w.text.partition("=")
                if not w.text.startswith("-") and variable in project.values:
                    del project.values[variable]  # (exported again: the new value below)
                if _ASSIGNMENT.match(w.text) and w.literal:
                    project.values[variable] = value
        project = project.with_environment(
            {w.text.split("=", 1)[0] for w in prefixes if _ASSIGNMENT.match(w.text)}
        )
    program = next((w for w in words[1:] if not w.text.startswith("-")), None)
    if name in _INTERPRETERS and program is not None and _processes([program]):
        # ``source <(echo CODE)``, ``bash <(curl ...)``: the program is what the commands in
        # the process substitution print, which is not in the text
        return Effect(writes, [], f"runs what a process substitution prints ({name})", True)
    if name == "bun" and len(words) > 2 and words[1].text == "exec" and depth < _MAX_DEPTH:
        # ``bun exec 'rm app.js'``: Bun's shell runs the line, read as ``sh -c`` reads it
        return _shell_code(writes, "bun exec", words[2], depth, project)
    if name in _SHELLS and depth < _MAX_DEPTH:
        inline = _shell_string(words[1:])
        if inline is not None:
            return _shell_code(writes, name, inline, depth, project)
    if _program_from_input(name, words):
        # (a heredoc too: its body is the program; a reader that has the body reads it as
        # the program given inline, :func:`heredoc_program`)
        reads_input = command.piped or any(
            r.operator in ("<", "<<<", "<<", "<<-") for r in command.redirections
        )
        if reads_input or any(w.text in ("-", "-s") for w in words[1:]):
            return Effect(writes, [], f"runs what {name} reads as a program", work_tree=True)
    environment = {w.text.split("=", 1)[0] for w in prefixes if _ASSIGNMENT.match(w.text)}
    configured = _configured(name, words[1:], environment, project)
    if configured:
        return Effect(writes, [], configured, work_tree=True)
    # fed on its input (``< app.py``, the last command of a pipe): a program reads what it is
    # fed, read first, before its name (``go run ./cmd/fix < app.py``: a filter)
    # (fed nothing, ``< /dev/null``, ``<<< ""``, ``true |``, ``echo y |``, it reads no file)
    fed = any(_feeds_text(r) for r in command.redirections)
    fed = fed or (command.piped and not command.pipes_into and _prints_a_file(command.fed_by))
    done = _effect(writes, name, words[1:], depth, project, fed=fed)
    if done.work_tree or done.mode:
        return done
    given = _environment_files(name, prefixes)
    if given:
        # (fix-sound107: ``OUT=data.csv mypy app.py``: a value the runner reads from its
        # environment under a name this reader does not know may be a file it writes)
        verb = done.verb if done.changes else f"gives it to {name} in a variable not known"
        done = Effect(writes, done.changes + given, verb, manifests=done.manifests)
    # what a program reads on its input (``< app.py``, ``cat app.py | ./fix``) reaches it as a
    # read-only descriptor, not as a name: it cannot change that file (``<>`` opens it
    # read-write, an output); a program changes the files it is given by name
    outputs = [w for w in _outputs(words[1:]) if w.text != "-"] if name not in _O_FLAG else []
    outputs += extra
    if not outputs:
        return done
    verb = done.verb if done.changes else "writes to it (an output option)"
    verb = verb if not extra else "changes it (a command it runs, or a report it writes)"
    return Effect(writes, done.changes + outputs, verb, manifests=done.manifests)


def _feeds_text(redirection: Redirection) -> bool:
    """Whether ``redirection`` feeds its command a file's or a string's text (not
    ``/dev/null``, not an empty here-string)."""
    target = redirection.target
    if redirection.operator == "<" and redirection.fd in ("", "0"):
        return target is not None and not (target.literal and target.text == "/dev/null")
    if redirection.operator == "<<<":
        return target is not None and target.text.strip() != ""
    return redirection.operator in ("<<", "<<-")


#: The flags the rewriting programs take to write their result to the files or the tree
#: (gofmt's and prettier's ``-w``, ``--all``, ``-r`` / ``--recursive``, ``-i`` /
#: ``--in-place``, ``--fix``, ``--write``): the program's own flags, which this reader
#: cannot see; a table, as each family spells them.
_WRITE_FLAGS = frozenset({"-w", "--write", "--all", "-a", "-r", "-R", "--recursive", "-i"})
_WRITE_FLAGS |= {"--in-place", "--fix", "--apply", "-l", "--list", "--overwrite"}

#: The commands that print the files they are given (``cat main.go | go run ./cmd/fmt``).
_PRINTS_FILES = frozenset({"cat", "tac", "head", "tail", "zcat", "nl", "expand"})


def _prints_a_file(command: Command | None) -> bool:
    """Whether ``command`` (what a pipe feeds a command from) prints a file it is given."""
    words = command_words(command) if command is not None else []
    if not words or words[0].text not in _PRINTS_FILES:
        return False
    return any(not w.text.startswith("-") for w in words[1:])


#: The npm settings an ``npm_config_*`` variable may give without changing where npm works
#: or what it writes (any other, ``npm_config_prefix=web``, is read as not known).
_NPM_HARMLESS = frozenset({"cache", "registry", "loglevel", "fund", "audit", "progress", "yes"})
_NPM_HARMLESS |= {"update_notifier", "color", "fetch_retries", "strict_ssl"}
_JS_RUNNERS = frozenset({"npm", "pnpm", "yarn", "npx", "bun"})
#: The build files a build tool reads, and what in them binds work this reader does not
#: model to the allowed forms (a goal bound to a phase, a task dependency or action, a
#: plugin not known, an MSBuild target or command): when the answer writes one, every form
#: of that tool is refused.
_BUILD_FILES: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "mvn": (re.compile(r"(?:^|/)pom\.xml$"), re.compile(r"<execution|<extensions>|<defaultGoal")),
    "gradle": (
        re.compile(r"(?:^|/)(?:build|settings)\.gradle(?:\.kts)?$|(?:^|/)gradle/[^/]+\.gradle"),
        re.compile(
            r"dependsOn|finalizedBy|mustRunAfter|doFirst|doLast|\bexec\b|Exec|spotless|ktlint"
            r"|(?i:format)|apply\s*\(?\s*from|afterEvaluate|writeText|\.text\s*=|\bfile\s*\("
            r"|(?i:copy|delete|sync)\b|register|tasks\.|\btask\b|gradle\.|buildscript|includeBuild"
            r"|defaultTasks"
        ),
    ),
    "dotnet": (
        re.compile(r"\.(?:cs|fs|vb)proj$|(?:^|/)Directory\.Build\.(?:props|targets)$|\.targets$"),
        re.compile(r"(?i)<Target|<Exec|<Import|<UsingTask|Analyzers|Format"),
    ),
}
#: The gradle plugins known to bind nothing that rewrites the sources to a build form.
_GRADLE_PLUGINS = frozenset({"java", "application", "java-library", "war", "jacoco", "idea"})
_GRADLE_PLUGINS |= {"eclipse", "maven-publish", "org.springframework.boot", "checkstyle"}
_GRADLE_PLUGINS |= {"io.spring.dependency-management", "org.jetbrains.kotlin.jvm", "jvm"}
_GRADLE_PLUGINS |= {"com.android.application", "com.android.library", "kotlin-android"}
_GRADLE_PLUGIN = re.compile(r"""\b(?:id|kotlin|plugin:)\s*\(?\s*["']([^"']+)["']""")
#: The configuration files pytest reads its ``addopts`` from (pyproject.toml: read as TOML).
_PYTEST_CONFIGS = re.compile(
    r"(?:^|/)(?:pytest\.ini|\.pytest\.ini|pyproject\.toml|setup\.cfg|tox\.ini)$"
)
_ADDOPTS = re.compile(r"(?m)^[ \t]*addopts[ \t]*=[ \t]*(.*)((?:\n[ \t]+\S.*)*)")
#: The options of mvn and gradle that make them read a build file, settings or an init
#: script other than the build file of the folder (which this reader reads when written):
#: what that file binds is not read.
_BUILD_ELSEWHERE = frozenset({"-f", "--file", "-s", "--settings", "-gs", "--global-settings"})
_BUILD_ELSEWHERE |= {"-b", "--build-file", "-c", "--settings-file", "-I", "--init-script"}
_BUILD_ELSEWHERE |= {"-g", "--gradle-user-home"}
#: The environment variables known to leave what a build tool runs as its words and build
#: file say (any other, ``MAVEN_ARGS=spotless:apply``, ``GRADLE_OPTS``, is read as not known).
_BUILD_ENVIRONMENT = frozenset({"JAVA_HOME", "CI", "TERM", "LANG", "TZ", "NO_COLOR", "PATH"})
#: The files a build tool reads beside its build file that give it goals or arguments.
_BUILD_ARGUMENT_FILES = re.compile(
    r"(?:^|/)\.mvn/(?:maven|jvm)\.config$|(?:^|/)gradle\.properties$"
)


def _toml_addopts(text: str) -> list[str] | None:
    """The ``addopts`` of a pyproject.toml's pytest section, as words (``[]``: none); None when
    the file is not TOML or holds addopts in a shape not known (then not read)."""
    try:
        document = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return None
    tool = document.get("tool")
    pytest_section = tool.get("pytest") if isinstance(tool, dict) else None
    if not isinstance(pytest_section, dict):
        return []
    found: list[str] = []
    # ``[tool.pytest.ini_options]`` (a string or a list) and pytest 9's ``[tool.pytest]``
    for section in (pytest_section, pytest_section.get("ini_options")):
        value = section.get("addopts") if isinstance(section, dict) else None
        if value is None:
            continue
        if isinstance(value, str):
            found += value.split()
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            found += [word for v in value for word in v.split()]
        else:
            return None
    return found


def _addopts(path: str, text: str) -> list[str] | None:
    """The ``addopts`` words a pytest configuration file gives (None: not read)."""
    if path.endswith("pyproject.toml"):
        return _toml_addopts(text)
    found = _ADDOPTS.search(text)
    if found is None:
        return [] if "addopts" not in text else None
    if found.group(2):
        return None
    value = found.group(1).strip().strip("[]")
    return [t.strip("\"',") for t in value.split()]


def _may_name_written(value: str, project: Project | None) -> bool:
    """Whether a file or folder a configuration's option names (``--junitxml=a.py``,
    ``--basetemp=src``) may be a written file or a folder holding one. Where a configuration
    value is taken from (the configuration's folder, the root, the folder the command runs
    in) differs by tool and version, so the value names a written path when it is one from
    any folder: a written path ending with it, or with it as a folder; a value not a plain
    relative path (absolute, ``..``, ``~``, a variable, a pattern) may name any."""
    path = value.strip("'\"")
    while path.startswith("./"):
        path = path[2:]
    path = path.rstrip("/")
    if path in ("", ".") or path.startswith(("/", "~")) or re.search(r"[$*?\[{`\\]", path):
        return True
    if ".." in path.split("/"):
        return True
    for written in project.files if project is not None else ():
        if written == path or written.endswith("/" + path):
            return True
        if written.startswith(path + "/") or f"/{path}/" in written:
            return True
    return False


def _sets_pytest_addopts(project: Project | None) -> str | None:
    """The written file that sets ``PYTEST_ADDOPTS`` (a Makefile's ``export``, an ``.env``, a
    tox.ini ``setenv``, a script), None when none does: the tests it runs take its options."""
    for path, text in project.files.items() if project is not None else ():
        if "PYTEST_ADDOPTS" in text:
            return path
    return None


def _build_elsewhere(words: list[Word]) -> str | None:
    """The option of a build tool's words that makes it read another build file, settings or
    init script (``-f fmt.xml``, ``--init-script=init.gradle``, ``-Iinit.gradle``)."""
    for word in words:
        text = word.text
        if not word.literal and text.startswith("-"):
            return text
        option = text.split("=", 1)[0]
        if option in _BUILD_ELSEWHERE:
            return option
        if text[:2] in _BUILD_ELSEWHERE and len(text) > 2 and not text.startswith("--"):
            return text[:2]  # ``-ffmt.xml``: the value joined to the short option
    return None


def _configured(
    name: str, words: list[Word], environment: set[str], project: Project | None
) -> str:
    """Why a runner given its options or work by its environment or by a configuration the
    answer writes may change a written file ("": nothing known does): ``PYTEST_ADDOPTS``
    (set for it, exported, or set by any written file), pytest's ``addopts`` (read like the
    command's own options; a pyproject.toml read as TOML), ``npm_config_*``, a build file that
    binds work this reader does not model (:data:`_BUILD_FILES`), a build tool told to read
    another build file or init script, or configured by its environment."""
    if project is not None:
        environment = environment | project.environment
    if name in _INTERPRETERS and len(words) > 1 and words[0].text == "-m":
        name = words[1].text  # python -m pytest
        words = words[2:]
    if name in _TEST_RUNNERS:
        if any(v.upper() == "PYTEST_ADDOPTS" for v in environment):
            return f"runs {name} with options from PYTEST_ADDOPTS (not read)"
        if any(v.upper() == "PYTEST_PLUGINS" for v in environment):
            return f"runs {name} with the plugins PYTEST_PLUGINS names (not read)"
        setter = _sets_pytest_addopts(project)
        if setter is not None:
            return f"runs {name} with options from the PYTEST_ADDOPTS {setter} sets (not read)"
        for path, text in project.files.items() if project is not None else ():
            if not _PYTEST_CONFIGS.search(path) or "addopts" not in text:
                continue
            options = _addopts(path, text)
            if options is None:
                return f"runs {name} with the addopts of {path} (not read)"
            option_words = [Word(t, True) for t in options if t]
            if not _runner_form(name, option_words):
                return f"runs {name} with the addopts of {path} (they may write)"
            for output in _outputs(option_words):
                if _may_name_written(output.text, project):
                    return f"runs {name} with the addopts of {path}: {output.text} is written"
    if name in _JS_RUNNERS:
        for variable in environment:
            key = variable.lower()
            if key.startswith("npm_config_") and key[11:] not in _NPM_HARMLESS:
                return f"runs {name} configured by {variable} (where it works is not known)"
    name = _BUILD_WRAPPERS.get(name.rsplit("/", 1)[-1], name)
    if name in ("mvn", "gradle"):
        elsewhere = _build_elsewhere(words)
        if elsewhere is not None:
            return f"runs {name} {elsewhere}: the build file or script it reads is not read"
        for variable in sorted(environment):
            if variable.upper() not in _BUILD_ENVIRONMENT and not variable.startswith("LC_"):
                return f"runs {name} configured by {variable} (what it runs is not known)"
        for path in project.files if project is not None else ():
            if _BUILD_ARGUMENT_FILES.search(path):
                return f"runs {name}, which {path} gives arguments this reader does not read"
    configured_output = _config_output(name, project)
    if configured_output:
        return f"runs {name}, whose configuration writes its output over {configured_output}"
    hook = _written_hook(name, words, project)
    if hook:
        return (
            f"runs {name}, which runs {hook} the answer writes (its code is not proven to write"
            " no file: send the files as they end up, not code that rewrites them)"
        )
    if name in _BUILD_FILES and project is not None:
        files, binds = _BUILD_FILES[name]
        for path, text in project.files.items():
            if not files.search(path):
                continue
            plugins = set(_GRADLE_PLUGIN.findall(text)) if name == "gradle" else set()
            if binds.search(text) or not plugins <= _GRADLE_PLUGINS:
                return f"runs {name}, which {path} gives work this reader does not model"
    return ""


#: The configuration files the JS tools load as code (``jest.config.js``, ``.mocharc.js``).
_JS_CONFIG = re.compile(r"(?:^|/)(?:[\w-]+\.config|\.[\w-]+rc)\.[cm]?[jt]s$")
#: The JS tools that load a configuration file written in JS from their folder.
_JS_CONFIGURED = frozenset({"jest", "vitest", "mocha", "playwright", "cypress", "webpack"})
_JS_CONFIGURED |= {"vite", "next", "nuxt", "eslint", "prettier", "babel", "rollup", "astro"}
_JS_CONFIGURED |= {"svelte-kit", "tailwindcss", "postcss", "ava", "karma", "remix", "stylelint"}
#: The cargo subcommands that compile the package (and so run its build script first).
_CARGO_BUILDS = frozenset({"build", "b", "run", "r", "test", "t", "check", "c", "bench", "doc"})
_CARGO_BUILDS |= {"install", "clippy", "rustc", "package", "publish"}
#: The Python installers and builders that run a local project's setup.py.
_INSTALLS_LOCAL = frozenset({"install", "wheel", "download", "develop"})
_BUILDS_PROJECT = {("uv", "sync"), ("poetry", "install"), ("pdm", "install"), ("uv", "build")}
_BUILDS_PROJECT |= {("hatch", "build"), ("pipx", "install"), ("poetry", "build")}
_BUILDS_PROJECT |= {("build", ""), ("pyproject-build", "")}
#: The spellings of the project folder an installer is given (lead, round 21): ``.[dev]``
#: (extras), ``file://$PWD``, ``$PWD``.
_PROJECT_FOLDER = re.compile(
    r"(?:\.{1,2}(?:/[^\[]*)?|\$\{?PWD\}?|\$\(pwd\)|file:[^\[]*)(?:\[.*\])?"
)


def _names_project(text: str) -> bool:
    """Whether an installer's word ``text`` names the project's folder (or one in it)."""
    return (
        text in (".", "./")
        or text.startswith(("./", "../"))
        or (_PROJECT_FOLDER.fullmatch(text) is not None)
    )


def _requires_project(texts: list[str], project: Project) -> bool:
    """Whether a requirements file given by ``-r FILE`` (or ``--requirement``), one the answer
    writes, holds a line that installs the project's folder (``-e .``, ``.``, ``.[dev]``)."""
    for n, text in enumerate(texts):
        name = ""
        if text in ("-r", "--requirement") and n + 1 < len(texts):
            name = texts[n + 1]
        elif text.startswith(("--requirement=", "-r")) and len(text) > 2:
            name = text.split("=", 1)[1] if "=" in text else text[2:]
        held = project.files.get(name.removeprefix("./")) if name else None
        for line in (held or "").splitlines():
            words = line.split("#", 1)[0].split()
            if words and words[0] in ("-e", "--editable"):
                words = words[1:]
            if words and _names_project(words[0]):
                return True
    return False


def _written_named(project: Project, names: Iterable[str]) -> list[str]:
    """The written paths whose name (the last part) or path is one of ``names``."""
    wanted = set(names)
    return [p for p in project.files if p in wanted or p.rsplit("/", 1)[-1] in wanted]


def _plugins(words: list[str]) -> list[str]:
    """The modules pytest's ``-p NAME`` / ``-pNAME`` options load (not ``-p no:NAME``)."""
    found = []
    for n, word in enumerate(words):
        value = ""
        if word == "-p" and n + 1 < len(words):
            value = words[n + 1]
        elif word.startswith("-p") and not word.startswith("--") and len(word) > 2:
            value = word[2:]
        if value and not value.startswith("no:"):
            found.append(value)
    return found


def _hook_files(name: str, words: list[Word], project: Project) -> list[str]:
    """The written files ``name`` run with ``words`` loads by convention and runs as code:
    pytest's ``conftest.py`` files and the plugins ``-p`` names (in its words or a written
    configuration's ``addopts``, or a conftest's ``pytest_plugins``), the setup.py of a
    project an installer or builder installs (``pip install .``, ``python setup.py``, ``uv
    sync``), cargo's ``build.rs``, a JS tool's configuration (``jest.config.js``) and the
    written files it loads by a relative path."""
    texts = [w.text for w in words]
    if name in _INTERPRETERS and len(texts) > 1 and texts[0] == "-m":
        # (lead, round 21: ``python -m pip install .``, ``python -m build``: the module's tool)
        return _hook_files(texts[1], words[2:], project)
    plain = [t for t in texts if not t.startswith("-")]
    if name in ("pytest", "py.test"):
        options = list(texts)
        for path, text in project.files.items():
            if _PYTEST_CONFIGS.search(path) and "addopts" in text:
                options += _addopts(path, text) or []
        conftests = _written_named(project, ["conftest.py"])
        modules = _plugins(options)
        everything = [p for p in project.files if p.endswith(".py")]
        if any("pytest11" in text for text in project.files.values()):
            return everything  # an entry point of the project, once installed: any module
        for path in conftests:
            if "pytest_plugins" in project.files[path]:
                named = _pytest_plugins(project.files[path])
                if named is None:
                    return everything  # names not read: any module of the answer
                modules += named
                modules += re.findall(r"""['"]([\w.]+)['"]""", project.files[path])
        found = conftests + _written_named(
            project,
            [m.replace(".", "/") + suffix for m in modules for suffix in (".py", "/__init__.py")],
        )
        return list(dict.fromkeys(found))
    if name == "Rscript" and not {"--vanilla", "--no-init-file"} & set(texts):
        # R sources the working folder's .Rprofile before any code (``-e`` too)
        return [
            p
            for p in [f"{project.folder}/.Rprofile" if project.folder else ".Rprofile"]
            if p in project.files
        ]
    if name == "bun":
        # bun runs the ``preload`` scripts its bunfig.toml names before any script or ``-e``
        return [
            p for p in _written_named(project, ["bunfig.toml"]) if "preload" in project.files[p]
        ]
    if name in _INTERPRETERS and plain and plain[0].rsplit("/", 1)[-1] == "setup.py":
        return [p for p in project.files if p == plain[0].removeprefix("./")]
    local = any(_names_project(t) for t in plain[1:]) or _requires_project(texts, project)
    if (name in ("pip", "pip3") and plain[:1] and plain[0] in _INSTALLS_LOCAL and local) or (
        name,
        plain[0] if plain else "",
    ) in _BUILDS_PROJECT:
        return _built_files(project)
    if name == "uv" and plain[:2] == ["pip", "install"] and local:
        return _built_files(project)
    if name == "cargo" and plain and plain[0] in _CARGO_BUILDS:
        return _cargo_runs(project)
    if name in _JS_CONFIGURED:
        configs = [p for p in project.files if _JS_CONFIG.search(p) and _js_loads(name, p)]
        sources = configs + [p for p in project.files if _JS_SETTINGS.search(p)]
        loaded = {m for p in sources for m in _js_loaded(name, p, project.files[p])}
        named = [p for p in project.files if p not in configs and _js_names(p, loaded)]
        return configs + named
    return []


#: The JS configurations each tool loads (a tool not here: every configuration): vite also
#: loads postcss's (and through it tailwind's), babel's for its React plugin, svelte's.
_JS_TOOL_CONFIGS = {
    "vite": frozenset({"vite", "vitest", "postcss", "tailwind", "babel", "svelte"}),
    "vitest": frozenset({"vite", "vitest", "postcss", "tailwind", "babel", "svelte"}),
}
#: The settings files (not code) that name files a JS tool loads (``.mocharc.yml``'s
#: ``require``, package.json's ``jest.setupFiles``).
_JS_SETTINGS = re.compile(r"(?:^|/)(?:\.[\w-]+rc(?:\.ya?ml|\.json[c5]?)?|package\.json)$")
_JS_EXTENSIONS = ("", ".js", ".cjs", ".mjs", ".ts", ".cts", ".mts", ".jsx", ".tsx", "/index.js")


def _js_loads(name: str, path: str) -> bool:
    """Whether the tool ``name`` loads the JS configuration ``path``."""
    stem = path.rsplit("/", 1)[-1].lstrip(".").split(".")[0].removesuffix("rc")
    return name not in _JS_TOOL_CONFIGS or stem in _JS_TOOL_CONFIGS[name]


def _js_loaded(name: str, path: str, text: str) -> list[str]:
    """The words of a configuration or settings file that may name a file the tool loads:
    every quoted string (``path.join(__dirname, 'jest.setup.js')``, ``'./jest.setup'``), a
    YAML value; of package.json only the tool's own section (all of it when not read)."""
    if path.rsplit("/", 1)[-1] == "package.json":
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if isinstance(data, dict):
            text = json.dumps(data.get(name, ""))
    words = re.findall(r"""['"`]([^'"`\s]+)['"`]""", text)
    if path.endswith((".yml", ".yaml", "rc")):
        words += re.findall(r"(?m)^[ \t]*(?:-[ \t]*|[\w-]+:[ \t]*)([^\s#'\"]+)", text)
    return words


def _js_names(path: str, loaded: set[str]) -> bool:
    """Whether one of the words ``loaded`` names the written ``path`` (relative to the
    folder, ``<rootDir>``, or a folder a ``path.join`` gives; the extension resolved)."""
    for word in loaded:
        word = re.sub(r"^(?:<rootDir>/|\./|(?:\.\./)+)+", "", word)
        if word and any(path == word + e or path.endswith("/" + word + e) for e in _JS_EXTENSIONS):
            return True
    return False


#: The runners that install the project (building it) before the command they run.
_SYNCS_PROJECT = frozenset({("uv", "run"), ("hatch", "run")})


def _synced_hook(prefixes: list[Word], project: Project | None) -> str:
    """The first file, not proven harmless, that building the project runs when one of the
    ``prefixes`` is a runner that installs the project first (``uv run``) and the answer
    writes a pyproject.toml ("" when none)."""
    texts = [w.text for w in prefixes]
    pairs = {(a.rsplit("/", 1)[-1], b) for a, b in itertools.pairwise(texts)}
    if project is None or not pairs & _SYNCS_PROJECT:
        return ""
    if not _written_named(project, ["pyproject.toml"]):
        return ""
    for path in _built_files(project):
        if not harmless_code(path, project.files[path], project.files):
            return path
    return ""


def _pytest_plugins(text: str) -> list[str] | None:
    """The modules a conftest's ``pytest_plugins`` names, as Python reads them (adjacent
    strings joined); None when it is not a literal string or list of them."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    names: list[str] = []
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else []
        targets += [node.target] if isinstance(node, ast.AnnAssign | ast.AugAssign) else []
        if not any(getattr(t, "id", None) == "pytest_plugins" for t in targets):
            continue
        value = getattr(node, "value", None)
        items = value.elts if isinstance(value, ast.List | ast.Tuple) else [value]
        for item in items:
            if not isinstance(item, ast.Constant) or not isinstance(item.value, str):
                return None
            names.append(item.value)
    return names


def _built_files(project: Project) -> list[str]:
    """The written files building the project runs: setup.py, hatch_build.py; every
    Python file when a pyproject.toml or setup.cfg names one to run (an in-tree PEP 517
    backend's ``backend-path``, a build hook, a ``cmdclass``, a dynamic ``attr``)."""
    runs = ("backend-path", "hooks", "cmdclass", "attr", "[tool.poetry.build]")
    for path, text in project.files.items():
        if path.rsplit("/", 1)[-1] in ("pyproject.toml", "setup.cfg") and any(
            word in text for word in runs
        ):
            return [p for p in project.files if p.endswith(".py")]
    return _written_named(project, ["setup.py", "hatch_build.py"])


def _cargo_runs(project: Project) -> list[str]:
    """The written files a cargo build runs: each ``build.rs``, the script a Cargo.toml's
    ``build =`` names, the code of a proc-macro crate (every Rust file under its folder);
    every Rust file when a written Cargo.toml is not read."""
    found = _written_named(project, ["build.rs"])
    rust = [p for p in project.files if p.endswith(".rs")]
    for path, text in project.files.items():
        if path.rsplit("/", 1)[-1] != "Cargo.toml":
            continue
        folder = path[: -len("Cargo.toml")]
        try:
            manifest = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            return rust
        package, lib = manifest.get("package", {}), manifest.get("lib", {})
        build = package.get("build") if isinstance(package, dict) else None
        if isinstance(build, str):
            found.append(folder + build.removeprefix("./"))
        elif build is not None and build is not False:
            return rust
        if isinstance(lib, dict) and lib.get("proc-macro", lib.get("proc_macro")):
            found += [p for p in rust if p.startswith(folder)]
    return [p for p in dict.fromkeys(found) if p in project.files]


#: The keys of a JS tool's configuration whose string value names where it writes (webpack's
#: ``output.path``/``filename``, vite's ``build.outDir``/``cacheDir``, vitest's
#: ``outputFile``/``reportsDirectory``, jest's ``coverageDirectory``, rollup's
#: ``output.file``/``dir``, esbuild's ``outfile``/``outdir``). A list: which value of a
#: config is an output is each tool's own schema, not the code's shape (``dir`` is
#: vitest's tests but rollup's output: taken as an output, a refusal at worst).
_JS_OUTPUT_KEYS = (
    "outDir|outdir|outFile|outfile|outputFile|outputPath|outputDir|filename|file|path|dir"
    "|cacheDir|reportsDirectory|coverageDirectory"
)
_JS_OUTPUT = re.compile(
    rf"""(?<![\w$.])["']?(?:{_JS_OUTPUT_KEYS})["']?\s*:\s*(["'`])((?:(?!\1)[^\\\n])*)\1"""
)


def _config_output(name: str, project: Project | None) -> str:
    """The written path (or folder holding one) a string of the JS configuration ``name``
    loads names under an output key (:data:`_JS_OUTPUT_KEYS`), "" when none: the tool
    writes its bundle or report there (vite first empties its ``outDir``)."""
    if name not in _JS_CONFIGURED or project is None:
        return ""
    for path, text in project.files.items():
        if not (_JS_CONFIG.search(path) and _js_loads(name, path)):
            continue
        for found in _JS_OUTPUT.finditer(text):
            if _may_name_written(found.group(2), project):
                return found.group(2)
    return ""


def _written_hook(name: str, words: list[Word], project: Project | None) -> str:
    """The first written file ``name`` runs by convention (:func:`_hook_files`) whose code
    is not proven to write no file ("" when none): running the tool runs the answer's code,
    which may change any written file."""
    if project is None or not project.files:
        return ""
    for path in _hook_files(name.rsplit("/", 1)[-1], words, project):
        if not harmless_code(path, project.files[path], project.files):
            return path
    return ""


#: The most ``bash -c`` strings inside one another that are read (a deeper one: any file).
_MAX_DEPTH = 3
#: The builtins that put variables in the environment of the commands after them.
_EXPORTS = frozenset({"export", "declare", "typeset", "setenv"})
_SHELLS = frozenset({"bash", "sh", "zsh", "dash", "ksh"})


def _substitutes(word: Word) -> bool:
    """Whether the shell runs a command to build this word (``$(...)``, backquotes)."""
    return not word.literal and ("$(" in word.text or "`" in word.text)


#: ``cat`` fed a heredoc, the whole code of a command substitution (``git commit -m "$(cat
#: <<'EOF' ... EOF )"``): the delimiter, quoted or not, then the body's lines.
_CAT_HEREDOC = re.compile(r"[ \t\n]*cat[ \t]+<<(-?)[ \t]*(['\"]?)(\w+)\2[ \t]*\n")


def _printed_by(code: str) -> str | None:
    """What the code of a command substitution prints, when that is certain: ``cat`` of a
    heredoc whose body the shell does not expand (a quoted delimiter, or no ``$``, backquote
    or backslash in it), and nothing after the delimiter line; the trailing newlines removed,
    as the shell removes them. None otherwise."""
    head = _CAT_HEREDOC.match(code)
    if head is None:
        return None
    tabs, quoted, delimiter = head.group(1) == "-", bool(head.group(2)), head.group(3)
    lines = code[head.end() :].split("\n")
    for n, line in enumerate(lines):
        if (line.lstrip("\t") if tabs else line) == delimiter:
            if any(rest.strip() for rest in lines[n + 1 :]):
                return None  # more commands after the heredoc: not read here
            body = [line.lstrip("\t") if tabs else line for line in lines[:n]]
            text = "\n".join(body)
            if not quoted and any(c in text for c in "$`\\"):
                return None
            return text.rstrip("\n")
    return None


def _printed_readings(command: Command) -> list[Command]:
    """``command`` with each word that is a whole command substitution whose output is
    certain (:func:`_printed_by`) replaced by that output, once as one word (the substitution
    quoted: ``"$(...)"``) and once split at blanks, each part a pattern the shell may expand
    when it holds a glob character (not quoted); [] when no word is one. Quote removal does
    not keep the quotes, so both readings are weighed."""
    whole: list[Word] = []
    split: list[Word] = []
    found = False
    for word in command.words:
        printed = None
        whole_code = word.text.startswith("$(") and word.text.endswith(")")
        if not word.literal and whole_code and substitutions(word.text) == [word.text[2:-1]]:
            printed = _printed_by(word.text[2:-1])
        if printed is None:
            whole.append(word)
            split.append(word)
            continue
        found = True
        whole.append(Word(printed, True))
        split += [Word(part, not any(c in part for c in "*?[")) for part in printed.split()]
    if not found:
        return []
    return [replace(command, words=whole), replace(command, words=split)]


def _harmless(done: Effect) -> bool:
    """Whether an effect changes no file but its redirection targets."""
    return not (done.work_tree or done.changes or done.mode or done.manifests)


#: The prefixes whose ``-o FILE`` is a file they write (GNU time's report).
_TIMED = frozenset({"time"})


#: The runners that run a shell command line given to ``-c`` / ``--call`` (npx, ``npm exec``,
#: ``npm x``, pnpm's shell mode ``pnpm exec -c``), and the options of theirs that move it to
#: another folder (the line runs there).
_SHELL_CALLERS = frozenset({"npx", "npm exec", "npm x", "pnpm exec"})
_CALLER_FOLDERS = frozenset({"--prefix", "-C", "--dir"})
_CALLS = frozenset({"-c", "--call"})


def _prefix_code(prefixes: list[Word]) -> list[Word]:
    """The shell code a prefix runs besides the command: ``npx -c CODE``, ``npx --call=CODE``,
    ``npm exec -c CODE`` (``npm x``, ``pnpm exec -c``: read as ``npx -c``; under ``--prefix
    DIR`` as ``cd DIR && CODE``), ``env -S CODE`` (env splits it into words much as the shell
    does; an operator in it is read as one, which reads more than runs: a refusal at worst)."""
    found = []
    runner = ""
    folder = ""
    skip = False
    for n, word in enumerate(prefixes):
        text = word.text
        if skip:
            skip = False
            continue
        if not text.startswith("-"):
            called = f"{runner} {text}"
            runner = called if called in _SHELL_CALLERS else text.rsplit("/", 1)[-1]
            folder = ""
            continue
        option, _, value = text.partition("=")
        if runner in _SHELL_CALLERS and option in _CALLER_FOLDERS:
            given = value or (prefixes[n + 1].text if n + 1 < len(prefixes) else "")
            folder = given if word.literal and given else "$FOLDER"
            skip = not value
        elif runner in _SHELL_CALLERS and option in ("-c", "--call"):
            code = Word(value, word.literal) if value else None
            if code is None and n + 1 < len(prefixes):
                code = prefixes[n + 1]
            if code is not None and folder:
                code = Word(f"cd {_quote(folder)} && {code.text}", code.literal)
            if code is not None:
                found.append(code)
            skip = not value
        elif runner in _SHELL_CALLERS and option in ("-p", "--package") and not value:
            skip = True  # (``npx -p rimraf -c ...``: the package's name)
        elif runner == "env" and text in ("-S", "--split-string") and n + 1 < len(prefixes):
            # ``env -S STRING``: env splits the string into the command it runs
            found.append(prefixes[n + 1])
        elif runner == "env" and text.startswith(("-S", "--split-string=")):
            found.append(Word(text.split("=", 1)[1] if "=" in text else text[2:], word.literal))
    return found


def _processes(words: list[Word]) -> list[Word]:
    """The code of the process substitutions among ``words`` (``<(python a.py)``)."""
    return [
        Word(w.text[2:-1], True)
        for w in words
        if not w.literal and w.text.startswith(("<(", ">(")) and w.text.endswith(")")
    ]


#: The names a program opens to read its own input (the script named is stdin itself).
_STDIN_NAMES = frozenset({"-", "/dev/stdin", "/dev/fd/0"})
#: Interpreters not read as :data:`_INTERPRETERS` that, given no script, run the program on
#: their input when it is no terminal (``echo CODE | lua``, ``| ipython``): each one's
#: options that take the next word as value, and those that give the program inline.
_INPUT_RUNNERS = {"lua": ("l", "e"), "luajit": ("lj", "e"), "ipython": ("", "cm")}


def _python_options(words: list[Word]) -> tuple[set[int], int | None]:
    """How Python reads its ``words`` (after its name): the indexes of option values (``-W
    error``, ``-X dev``, grouped ``-uW error``, ``--check-hash-based-pycs M``; none for
    ``-Werror``) and the index of its script operand (``len(words)`` when none: it reads its
    program from its input; None when ``-c`` or ``-m`` gives the program)."""
    values: set[int] = set()
    n = 0
    while n < len(words):
        text = words[n].text
        if text == "--":
            return values, n + 1
        if text == "-" or not text.startswith("-"):
            return values, n
        if text.startswith("--"):
            if text == "--check-hash-based-pycs":
                values.add(n + 1)
                n += 1
            n += 1
            continue
        for k, letter in enumerate(text[1:], 1):
            if letter in "cm":
                return values, None
            if letter in "WX":
                if k == len(text) - 1:  # the last of the bundle: its value is the next word
                    values.add(n + 1)
                    n += 1
                break
        n += 1
    return values, n


def _program_from_input(name: str, words: list[Word]) -> bool:
    """Whether the interpreter ``words[0]`` (``name``, its name as read) runs the program it
    reads on its input: a shell with no script file (``sh -e``, ``sh -o errexit``, ``sh -s --
    x``, ``sh /dev/stdin``); Python whose script operand is absent or stdin by name (``python3
    -W error``, ``python /dev/stdin``); lua and ipython with no script; any other interpreter
    with no program of its own (no file, no inline code)."""
    options = words[1:]
    if any(not w.literal for w in options):
        return not _program(options) and inline_code(words) is None
    if name in _SHELLS:
        return _shell_reads_stdin(options)
    if name in _PYTHONS:
        at = _python_options(options)[1]
        return at is not None and (at >= len(options) or options[at].text in _STDIN_NAMES)
    runner = _INPUT_RUNNERS.get(re.sub(r"[\d.]+$", "", name) if name != "luajit" else name)
    if runner is not None:
        valued, inline = runner
        n = 0
        while n < len(options) and options[n].text.startswith("-") and options[n].text != "-":
            text = options[n].text
            if text == "--" or text.startswith("--"):
                n += 1
                if text == "--":
                    break
                continue
            if set(text[1:]) & set(inline):
                return False
            n += 2 if text[-1] in valued and len(text) == 2 else 1
        return n >= len(options) or options[n].text in _STDIN_NAMES
    return name in _INTERPRETERS and not _program(options) and inline_code(words) is None


def _program(words: list[Word]) -> bool:
    """Whether an interpreter's words give it a program (a file, ``-c`` code, ``-m`` module)."""
    return any(not w.text.startswith("-") or w.text in _INLINE or w.text == "-m" for w in words)


def shell_script(command: Command) -> Word | None:
    """The script a shell runs from its ``-c`` string (``sh -c 'echo y > b.py'``, ``bash
    -lc CODE``, also behind ``timeout 5``), or the builtin ``eval`` from its words joined by
    spaces (``eval 'echo y > b.py'``: the same shell runs them): the answer's text, read as
    the same shell lines; None when ``command`` is no shell given a string."""
    words = command_words(command)
    if not words or not words[0].literal:
        return None
    name = words[0].text.rsplit("/", 1)[-1]
    if name == "eval" and words[0].text == "eval" and len(words) > 1:
        return Word(" ".join(w.text for w in words[1:]), all(w.literal for w in words[1:]))
    if name not in _SHELLS:
        return None
    return _shell_string(words[1:])


@dataclass(frozen=True, slots=True)
class InlineProgram:
    """A program an interpreter is given inline: its language (``py``, ``js``, or the
    interpreter's own name for one not read here: ``perl``, ``ruby``, ``php``, ``Rscript``),
    its text (several ``-e`` joined by lines; not literal when the shell expands one) and
    whether it edits the files after it in place (``perl -pi -e``, ``ruby -i``)."""

    language: str
    code: Word
    in_place: bool = False
    #: why the reading of the options is not sure or the interpreter runs more than the
    #: inline program ("" when neither): an option with a value not known before the code
    #: (``node --disable-warning X -e``), a file it loads first by a relative path (``node
    #: -r ./w.js``, ``ruby -r./w``), an option that writes a file (``--cpu-prof-name``)
    unsure: str = ""
    #: the written files the interpreter may load before the program (perl's ``-MW``:
    #: ``W.pm``; ruby's ``-rw``: ``w.rb``), weighed against the answer's files
    loads: tuple[str, ...] = ()


#: Each interpreter's family: how its options give a program inline.
_INLINE_FAMILY = {
    "python": "py", "python2": "py", "python3": "py", "py": "py",
    "node": "js", "nodejs": "js", "bun": "js", "ts-node": "js", "tsx": "js", "deno": "deno",
    "perl": "perl", "ruby": "ruby", "php": "php", "Rscript": "Rscript",
    "ipython": "py", "ipython3": "py",
}  # fmt: skip
#: How each family reads a bundle of short options: the flags that give the program, those
#: whose value is the rest of the bundle or else the next word, those whose value is only the
#: rest of the bundle (``-i.bak``, ``-MFile::Copy``), those that take only digits after them
#: (``perl -l0``: ``-le`` is ``-l`` then ``-e``).
_SHORT = {
    "py": ("c", "WX", "", ""),
    "perl": ("eE", "I", "Mmixd", "l0"),
    "ruby": ("e", "rICEFKTW", "ix", "0"),
    "php": ("r", "dcz", "", ""),
}
#: The long options of node (and bun, ts-node, tsx) that take the next word as their value.
_JS_VALUES = frozenset(
    {"-r", "--require", "--import", "--loader", "--experimental-loader", "-C", "--conditions"}
    | {"--input-type", "--env-file", "--title", "--cwd", "--preload", "-O", "--compiler"}
    | {"--disable-warning", "--stack-size", "--max-old-space-size", "--inspect-port"}
)
#: The options of node (and bun, ts-node, tsx) whose value is code loaded before the program.
_JS_PRELOADS = frozenset({"-r", "--require", "--import", "--loader", "--experimental-loader"})
_JS_PRELOADS |= {"--preload"}
#: The options of node that write a file (a profile, a report, the warnings) where their
#: value or the folder it names says (or into the working folder): any of them before the
#: inline code is read as writing a file the answer may hold.
_JS_WRITERS = re.compile(r"--(?:cpu-prof|heap-prof|prof|redirect-warnings|diagnostic-dir|report-)")
#: Python's long options that take the next word as their value (the others are flags).
_PY_VALUES = frozenset({"--check-hash-based-pycs"})
_PY_FLAGS = frozenset({"--help", "--version", "--help-env", "--help-xoptions", "--help-all"})
#: deno eval's options that take the next word as their value.
_DENO_VALUES = frozenset({"--ext", "--seed", "--location", "--import-map", "-c", "--config"})
_DENO_VALUES |= {"--lock", "--cert", "--env-file", "--v8-flags", "--inspect", "--allow-read"}
#: A relative path a preload option names (a module name, ``tsx``, is a package's).
_RELATIVE = re.compile(r"\.{1,2}/.*|/.*|.*\.(?:[cm]?[jt]sx?|json|node)")


def inline_code(words: list[Word]) -> InlineProgram | None:
    """The program the interpreter ``words[0]`` is given inline, its options read the way
    that interpreter reads them: Python's short options bundle and ``-c`` ends them (``-Bc
    CODE``, ``-cCODE``); node's ``-e``/``-p``/``--eval``/``--print`` (``--eval=CODE``,
    ``-pe``); ``deno eval``; Perl's and Ruby's bundles ending in ``e``/``E`` (``-le``,
    ``-ne``, ``-pi -e``), repeated ``-e`` joined by lines; ``php -r``; ``Rscript -e``. None
    when it runs a program file, a module, its input, or no known interpreter."""
    if not words or not words[0].literal:
        return None
    name = words[0].text.rsplit("/", 1)[-1]
    versioned = _VERSIONED.fullmatch(name)
    family = _INLINE_FAMILY.get(re.sub(r"[\d.]+$", "", name) if versioned else name)
    if family is None:
        return None
    rest = words[1:]
    if family == "deno":
        if not rest or rest[0].text != "eval":
            return None
        n, unsure = 1, ""
        while n < len(rest) and rest[n].text.startswith("-") and rest[n].text != "--":
            text = rest[n].text
            doubt = "" if text in _DENO_VALUES else _unknown_long(text, rest, n)
            unsure = unsure or doubt
            n += 2 if text in _DENO_VALUES or doubt else 1
        code = rest[n + (n < len(rest) and rest[n].text == "--")] if n < len(rest) else None
        return InlineProgram("js", code, unsure=unsure) if code is not None else None
    codes: list[Word] = []
    in_place = False
    unsure = ""
    loads: list[str] = []
    n = 0
    while n < len(rest):
        text = rest[n].text
        if text == "--" or not text.startswith("-") or text == "-":
            break  # a program file, its input, or the end of the options
        if family == "js":
            if text in ("-e", "--eval", "-p", "--print", "-pe", "-ep"):
                if n + 1 < len(rest):
                    codes.append(rest[n + 1])
                break
            if text.startswith(("--eval=", "--print=")):
                codes.append(Word(text.split("=", 1)[1], rest[n].literal))
                break
            option, equals, value = text.partition("=")
            if option in _JS_PRELOADS or (text.startswith("-r") and len(text) > 2):
                value = value if equals else text[2:] if option not in _JS_PRELOADS else ""
                if not value and n + 1 < len(rest):
                    value = rest[n + 1].text
                if _RELATIVE.fullmatch(value) or not rest[n].literal:
                    unsure = unsure or f"loads {value} before its inline code"
            if _JS_WRITERS.match(text):
                unsure = unsure or f"writes a file by its option {option}"
            doubt = "" if option in _JS_VALUES or equals else _unknown_long(text, rest, n)
            unsure = unsure or doubt
            n += 2 if text in _JS_VALUES or doubt else 1
            continue
        if family == "Rscript":
            if text in ("-e", "--expr"):
                if n + 1 < len(rest):
                    codes.append(rest[n + 1])
                n += 2
                continue
            n += 1
            continue
        if text.startswith("--"):
            if family == "py" and text in _PY_VALUES:
                n += 2
                continue
            doubt = "" if family == "py" and text in _PY_FLAGS else _unknown_long(text, rest, n)
            unsure = unsure or doubt
            n += 2 if doubt else 1  # (the word after it read as its value: the code still read)
            continue
        flags, taken = text[1:], 1  # a bundle of short options
        if family == "perl" and flags[:1] in ("M", "m"):
            module = flags[1:].lstrip("-").split("=", 1)[0].split(" ", 1)[0]
            loads.append(module.replace("::", "/") + ".pm")
        if family == "ruby" and flags[:1] == "r":
            library = flags[1:] or (rest[n + 1].text if n + 1 < len(rest) else "")
            library = library.removeprefix("./")
            loads += [library, library + ".rb"]
        code_flags, next_value, glued_value, digits = _SHORT[family]
        m = 0
        while m < len(flags):
            flag, glued = flags[m], flags[m + 1 :]
            if flag in code_flags:
                if glued:
                    codes.append(Word(glued, rest[n].literal))
                elif n + 1 < len(rest):
                    codes.append(rest[n + 1])
                    taken = 2
                break
            if (family == "py" and flag == "m") or (family == "php" and flag == "f"):
                return None  # a module or a program file runs
            in_place = in_place or (flag == "i" and family in ("perl", "ruby"))
            if flag in next_value:
                taken = 1 if glued else 2
                break
            if flag in glued_value:
                break  # the rest of the bundle is the value (``-pie``: no -e!)
            m += 1
            if flag in digits:
                while m < len(flags) and flags[m] in "01234567xX":
                    m += 1
        if family == "py" and codes:
            break  # ``-c`` ends Python's options: the rest is the program's
        n += taken
    if not codes:
        return None
    literal = all(w.literal for w in codes)
    code = Word("\n".join(w.text for w in codes), literal)
    return InlineProgram(family, code, in_place, unsure, tuple(loads))


def _unknown_long(text: str, rest: list[Word], n: int) -> str:
    """Why an option not known before inline code makes the reading unsure ("": it does
    not): a long option without ``=value`` followed by a word that is no option may take
    that word as its value (``--disable-warning X -e``), so which word is the program is not
    known; followed by an option (or in ``--opt=value`` form) it takes no other word."""
    if not text.startswith("--") or "=" in text or n + 1 >= len(rest):
        return ""
    if rest[n + 1].text.startswith("-"):
        return ""
    return f"reads its options with {text} (its value not known)"


def loads_written(program: InlineProgram, written: Iterable[str]) -> str:
    """The written file an interpreter loads before its inline program (``perl -I. -MW``:
    W.pm, ``ruby -rw``: w.rb), "" when none: its code runs first."""
    wanted = {load for load in program.loads if load}
    for path in written:
        if path in wanted or any(path.endswith("/" + load) for load in wanted):
            return path
    return ""


def inline_program(command: Command) -> InlineProgram | None:
    """The program an interpreter is given inline (``python -c CODE``, ``node -e CODE``,
    ``perl -le``, ``ruby -e``, ``php -r``, ``deno eval``): the answer's text, read by
    :func:`inline_code`; None when ``command`` runs no such program."""
    return inline_code(command_words(command))


#: The option that gives each family's interpreter its program inline (the shells' is ``-c``).
_INLINE_OPTION = {"py": "-c", "js": "-e", "perl": "-e", "ruby": "-e"}


def heredoc_program(command: Command, body: Word) -> Command | None:
    """The command an interpreter fed a heredoc as its program runs, written with the program
    inline: with no program of its own (no file, no ``-c``, no ``-m``), ``python3 <<'EOF'``
    (also ``python3 - <<'EOF'``) runs the heredoc's ``body`` as ``python3 -c BODY`` does,
    ``node <<EOF`` as ``node -e BODY``, ``sh <<EOF`` (``bash -s``, ``bash -e``, ``bash
    /dev/stdin``, ``. /dev/stdin``) as ``sh -c BODY``; an interpreter whose program argument
    is absent, ``-`` or /dev/stdin, whatever options come before it (``python3 -W ignore -``,
    ``python3 - out.txt``, ``ipython``): one
    reading of a program given inline (:func:`effect`, :func:`inline_program`). ``body`` is
    not literal when the shell expands it (an unquoted delimiter with ``$`` or a backquote in
    it). None when ``command`` reads no program from the heredoc (``cat``, ``python3 a.py``)
    or is an interpreter whose inline form this reader does not read."""
    if not any(r.operator in ("<<", "<<-") for r in command.redirections):
        return None
    words = command_words(command)
    if not words or not words[0].literal:
        return None
    name = words[0].text.rsplit("/", 1)[-1]
    kept = [r for r in command.redirections if r.operator not in ("<<", "<<-")]
    if name in _SHELLS or (name in (".", "source") and words[0].text == name):
        # ``. /dev/stdin`` runs the body in the shell itself (read as a script all the same)
        shell = words[0] if name in _SHELLS else Word("sh", True)
        if name in _SHELLS:
            reads = _shell_reads_stdin(words[1:])
        else:
            reads = len(words) > 1 and words[1].text == "/dev/stdin"
        if not reads:
            return None
        # (its options change no file it writes: the script is read as ``sh -c BODY``)
        inline = [shell, Word("-c", True), body]
        return replace(command, words=inline, redirections=kept)
    versioned = _VERSIONED.fullmatch(name)
    family = _INLINE_FAMILY.get(re.sub(r"[\d.]+$", "", name) if versioned else name, "")
    option = _INLINE_OPTION.get(family, "")
    if not option:
        return None
    # The program argument is absent, ``-`` or /dev/stdin: the body is the program, the words
    # after it its arguments. Read as the same words with the body given inline where that
    # argument stands, by the interpreter's own option reading (:func:`inline_code`, which
    # knows which options take a value: ``-W ignore -``): the body must be the code it reads.
    at = next(
        (n for n, w in enumerate(words[1:], 1) if w.text in ("-", "/dev/stdin") and w.literal),
        len(words),
    )
    inline = [*words[:at], Word(option, True), body, *words[at + 1 :]]
    read = inline_code(inline)
    if read is None or read.code != body:
        return None
    return replace(command, words=inline, redirections=kept)


def _shell_reads_stdin(options: list[Word]) -> bool:
    """Whether a shell given ``options`` (its words after its name) reads its script from its
    input: with ``-s`` (the words after the options are its arguments), or with no script
    file (none, ``/dev/stdin``); not when it runs a ``-c`` string or a file. Bash's options
    that take the next word as value: ``-o``/``+o``/``-O``/``+O``, ``--rcfile``,
    ``--init-file``."""
    n = 0
    stdin = False
    while n < len(options):
        text = options[n].text
        if not options[n].literal:
            return False
        if text in ("--", "-"):
            n += 1
            break
        if text in ("--rcfile", "--init-file"):
            n += 2
            continue
        if text.startswith("--"):
            n += 1
            continue
        if not text.startswith(("-", "+")) or len(text) < 2:
            break
        if "c" in text[1:]:
            return False
        stdin = stdin or "s" in text[1:]
        n += 2 if text[-1] in "oO" else 1
    # (``-s``: the words after the options are arguments; else the next one is a script file)
    return stdin or n >= len(options) or options[n].text in _STDIN_NAMES


#: The words of a program in a language not read here that only prints: Perl's, Ruby's,
#: PHP's and R's print calls and the constants that name their version.
_PRINT_WORDS = {
    "perl": frozenset({"print", "say", "printf"}),
    "ruby": frozenset({"puts", "print", "p", "RUBY_VERSION", "RUBY_PLATFORM"}),
    "php": frozenset({"echo", "print", "PHP_VERSION", "PHP_EOL", "PHP_OS"}),
    "Rscript": frozenset({"print", "cat"}),
}
#: A token of such a program: a word, a string that interpolates nothing (no ``$``, ``@``,
#: ``#{``, backquote or escape), a number, a separator.
_PRINT_TOKEN = re.compile(r"""\s+|[A-Za-z_]\w*|'[^'\\$@`]*'|"[^"\\$@`#]*"|\d+|[;,.()]""")


def harmless_inline(program: InlineProgram, written: Iterable[str] = ()) -> bool:
    """Whether an inline program is KNOWN to write no file: Python read with :mod:`ast` and
    JS read as tokens by :func:`~.hook_code.harmless_code` (``written``: the answer's
    files, which may shadow a module it imports); a program in another language only when
    it is nothing but print calls of plain strings (``perl -le 'print "ok"'``, ``ruby -e
    'puts RUBY_VERSION'``). Anything else (an in-place edit, a shell expansion, code not
    read) may write."""
    code = program.code
    if not code.literal or program.in_place or program.unsure:
        return False
    if loads_written(program, written):
        return False
    if program.language in ("py", "js"):
        return harmless_code(f"-.{program.language}", code.text, list(written))
    allowed = _PRINT_WORDS.get(program.language, frozenset())
    tokens = [t for t in _PRINT_TOKEN.findall(code.text) if not t.isspace()]
    if "".join(_PRINT_TOKEN.findall(code.text)) != code.text or not tokens:
        return False  # a character not read
    words = [t for t in tokens if t[0].isalpha() or t[0] == "_"]
    return all(w in allowed for w in words)


#: A versioned interpreter's name (``python3.11``, ``node18``).
_VERSIONED = re.compile(r"(?:python|node|perl|ruby|php)[\d.]*")


def _shell_string(words: list[Word]) -> Word | None:
    """The code of ``bash -c CODE``, ``sh -lc CODE``, ``bash -ec CODE``; None when none."""
    for n, word in enumerate(words):
        text = word.text
        if not text.startswith("-") or text.startswith("--"):
            return None
        if "c" in text[1:] and text[1:].isalpha():
            return words[n + 1] if n + 1 < len(words) else Word("", False)
    return None


def _shell_code(
    writes: list[Word], name: str, code: Word, depth: int, project: Project | None = None
) -> Effect:
    """``bash -c CODE``: the effect of CODE's commands, or any file when it cannot be read."""
    split = split_line(code.text) if code.literal and "\n" not in code.text else None
    if split is None or split[1] != 0 or "\n" in code.text or "\r" in code.text:
        return Effect(writes, [], f"runs {name} -c code this reader cannot read", work_tree=True)
    changes: list[Word] = []
    manifests: tuple[str, ...] = ()
    for inner in split[0]:
        if inner.keyword in ("(", ")"):
            continue
        done = effect(inner, depth + 1, project)
        control = inner.keyword and inner.keyword not in ("then", "do", "else")
        moves = inner.name in _MOVES_FOLDER and inner.name != ""
        if done.work_tree or control or (moves and split[0][-1] is not inner):
            # (a cd before other commands: what they name is in a folder not known)
            verb = done.verb if done.work_tree else "moves the shell or loops"
            return Effect(writes, [], f"runs {name} -c code that {verb}", work_tree=True)
        changes += done.writes + done.changes
        manifests += done.manifests
    return Effect(writes, changes, f"runs {name} -c code that changes it", manifests=manifests)


def _outputs(words: list[Word]) -> list[Word]:
    """The files a command's output options name: ``-o FILE``, ``-oFILE``, ``-sSLo FILE``,
    ``--output=FILE``, ``--output FILE``, ``--log-file FILE``, ``--junitxml=FILE``...
    (any command: a value is a change only when it names a written file)."""
    found = []
    for n, word in enumerate(words):
        text = word.text
        following = words[n + 1] if n + 1 < len(words) else None
        if text.startswith("--"):
            option, equals, value = text[2:].partition("=")
            if option == "cov-report":
                # pytest-cov's ``TYPE[:DEST]``: a report type alone goes to the terminal or
                # to the type's default place, DEST is a file or folder
                value = value if equals else following.text if following is not None else ""
                if ":" in value and not value.startswith("term"):  # term's: a modifier
                    found.append(Word(value.split(":", 1)[1], word.literal))
            elif _OUTPUT_OPTION.search(option):
                if equals:
                    found.append(Word(value, word.literal))
                elif following is not None and not following.text.startswith("-"):
                    found.append(following)
        elif text.startswith("-") and "o" in text[1:] and text[1:2].isalpha():
            value = text[text.index("o", 1) + 1 :]
            if value:
                found.append(Word(value, word.literal))
            elif following is not None:
                found.append(following)
    return found


#: Commands whose ``-o`` is a flag, not a file they write (``grep -o``: only the matches).
_O_FLAG = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "ls", "ll", "ps", "du", "df", "lsof"})
#: (``set -o pipefail``, ``set -euo pipefail``: ``set`` only turns shell options on, it
#: writes no file named by its option's value)
_O_FLAG |= {"set", "shopt", "strings"}
#: (fix-outputs191: ``find -not``, ``-o``: its primaries, whose output files ``-fprint``'s
#: are; ``fd -o``: an owner)
_O_FLAG |= {"find", "fd", "fdfind"}
#: The options of xxd that take a value (the word after them is no file).
_XXD_VALUES = frozenset({"-c", "-cols", "-g", "-groupsize", "-l", "-len", "-o", "-s", "-seek"})
_XXD_VALUES |= {"-n", "-name"}


def _reader_writes(name: str, words: list[Word]) -> bool:
    """Whether the reading program ``name`` (``history``, ``xxd``, ``file``) is given a form
    that writes: ``history`` with ``-w``/``-a`` (or any word the shell expands), ``xxd`` given
    a second file (its output, ``xxd IN OUT``, ``xxd -r IN OUT``), ``file -C`` (it compiles
    the magic file). ``xxd clean.py | head`` and ``file clean.py`` only read."""
    if any(not w.literal for w in words):
        return True
    texts = [w.text for w in words]
    if name == "file":
        return any(t in ("-C", "--compile") or (t[:1] == "-" != t[1:2] and "C" in t) for t in texts)
    if name == "history":
        return any(t[:1] == "-" and ("w" in t or "a" in t) for t in texts)
    files, n = 0, 0
    while n < len(texts):
        text = texts[n]
        if text in _XXD_VALUES:
            n += 2
            continue
        if text == "-" or not text.startswith("-"):
            files += 1
        n += 1
    return files > 1


_OUTPUT_OPTION = re.compile(
    r"(?i)out|log-?file|report|junit|basetemp|dump|save|write|cookie-jar|target|dest"
)
#: Words ``sed`` scripts may hold that only print, delete or substitute (no ``w``, ``e``, ``r``).
_SED_ADDRESS = re.compile(r"(?:\d+|\$|/(?:[^/\\\n]|\\.)*/)(?:,(?:\d+|\$|/(?:[^/\\\n]|\\.)*/))?!?")
_SED_SIMPLE = frozenset("pdqQ=nNgGhHxlPDz{}")


def _sed_reads(script: str) -> bool:
    """Whether a sed script only prints, deletes and substitutes (no ``w``/``W`` file, no
    ``e`` command or flag, no ``r`` file read into the output)."""
    i, n = 0, len(script)
    while i < n:
        if script[i] in " \t\n;":
            i += 1
            continue
        address = _SED_ADDRESS.match(script, i)
        if address is not None:
            i = address.end()
        while i < n and script[i] in " \t":
            i += 1
        if i >= n:
            return True
        char = script[i]
        if char in _SED_SIMPLE:
            i += 1
            while i < n and script[i].isdigit():
                i += 1
            continue
        if char not in "sy" or i + 1 >= n or script[i + 1] in "\\\n ":
            return False
        delimiter, i = script[i + 1], i + 2
        for _ in range(2):
            while i < n and script[i] != delimiter:
                i += 2 if script[i] == "\\" else 1
            if i >= n:
                return False
            i += 1
        while char == "s" and i < n and script[i] in "gpiImM0123456789":
            i += 1
    return True


def _rewrites(name: str, words: list[Word]) -> bool:
    """Whether a script, target or program called ``name`` (run with ``words``) says it
    rewrites the sources: a name of the rewriting words (``format``, ``fix``, ``codegen``),
    unless it says it only checks (``lint``, ``format:check``) and neither it (``lint:fix``)
    nor an option given to it (``npm run lint -- --fix``) says it writes."""
    if not _REWRITES.search(name):
        return False
    if not _CHECKS.search(name) or _FIXES.search(name):
        return True
    return any(w.text in _FIX_OPTIONS or w.text.startswith("--fix=") for w in words)


def _effect(
    writes: list[Word],
    name: str,
    words: list[Word],
    depth: int = 0,
    project: Project | None = None,
    *,
    fed: bool = False,
) -> Effect:
    """What the command ``name`` run with ``words`` may do (``fed``: it is fed its input)."""
    arguments = _operands(words)
    base = name.rsplit("/", 1)[-1]
    if name in MODE:
        return Effect(writes, arguments, "changes its mode", mode=True)
    sub = arguments[0].text if arguments else ""
    if any(w.text in _CHECK_ONLY.get((name, sub), ()) for w in words):
        # a toolchain's formatter asked only to check (``cargo fmt --check``, also after
        # ``--``; ``mix format --check-formatted``, ``dotnet format --verify-no-changes``)
        return Effect(writes, [], "")
    if name == "zig" and sub in ("run", "test"):
        # the written program built and run (or its tests): what it is given after ``--``
        after = [w.text for w in words]
        given = _named(words[after.index("--") + 1 :]) if "--" in after else []
        return Effect(writes, given, "gives it to the program zig runs")
    if name == "iex":
        # ``iex -S mix [TASK ARGS]``: the project's mix task run in a shell (``mix run`` when
        # none), read as that mix command; any other iex form is not known
        n = 0
        while n + 1 < len(words) and words[n].text in ("--sname", "--name", "--cookie"):
            n += 2
        if words[n : n + 2] and [w.text for w in words[n : n + 2]] == ["-S", "mix"]:
            task = words[n + 2 :] or [Word("run", True)]
            return _effect(writes, "mix", task, depth, project)
        return _unknown(writes, "iex " + " ".join(w.text for w in words))
    if _SCRIPT.search(name) and "/" not in name:
        return _effect(writes, "./" + name, words)  # uv run app.py: the program run
    if (name in _RUNNER_FORMS or name in _TEST_RUNNERS) and not _runner_form(name, words):
        said = " ".join([name, *(w.text for w in words)])
        return Effect(writes, [], f"runs {said} (not a form known to leave files as written)", True)
    code = _runner_code(name, words)
    if code is not None:
        # ``lua -e CODE``, ``julia -e CODE``, ``mix run -e CODE``: the runner runs the code
        # given (as ``python -c`` does): what it names, it may change
        if not code.literal:
            return Effect(writes, [], f"runs {name} code the shell expands", work_tree=True)
        mentioned = [Word(token, True) for token in _TOKENS.findall(code.text)]
        return Effect(writes, mentioned, f"runs {name} code that names it")
    written = _runner_writes(name, words)
    if written is not None:
        return written if written.work_tree else Effect(writes, written.changes, written.verb)
    if name in ("jupyter", "ipython") and arguments and arguments[0].text == "nbconvert":
        return Effect(writes, _nbconvert_outputs(words), "writes it (nbconvert's output)")
    if name in _PROCFILE_RUNNERS and project is not None:
        started = _procfile(name, writes, words, depth, project)  # (before heroku's cloud use)
        if started is not None:
            return started
    ran_program = _program_run(name, words)
    if ran_program and _rewrites(ran_program, words):
        # the project's program a toolchain runs, named as rewriting (``dotnet run --project
        # tools/Fix``, ``sbt fix/run``, ``-Dexec.mainClass=x.Fix``, ``mix run fix.exs``), as
        # ``go run ./cmd/fix`` and ``python fix.py``: it may change any file
        return Effect(writes, [], f"runs the program {ran_program!r} ({name})", work_tree=True)
    if name == "cmake" and any(w.text in ("-E", "-P") for w in words):
        return _cmake(writes, words, depth, project)
    if name == "mix" and arguments and arguments[0].text in ("do", "cmd"):
        return _mix(writes, words, depth, project)
    if name == "tsc" and project is not None:
        emitted = _tsc(writes, words, project)
        if emitted is not None and (emitted.changes or emitted.work_tree):
            return emitted  # (tsc emits JavaScript over a written file: fix-jsimp101)
    if name in _RUNNERS:
        ran = _runner(writes, name, words, arguments)
        if ran is not None:
            return ran
    if name == "terraform" and any(w.text == "fmt" for w in words):
        return Effect(writes, [], "runs terraform fmt", work_tree=True)
    if name in _RUNNERS and any(
        (_PLAIN.fullmatch(w.text) is not None and _rewrites(w.text, words))
        or (
            # (lead, round 23: hunt127-scriptname: ``uv run cleanup.py``, a script the answer
            # does not hold whose name says it removes files; not a path given to a runner
            # that reads it, ``pytest tests/test_format.py``: the rewriting words are read of
            # plain words only, as before)
            name in _RUNS_SCRIPT_FILES
            and any(x.text in ("run", "exec", "x", "dlx") for x in words)
            and _SCRIPT_FILE.search(w.text) is not None
            and _removing_name(w.text.rsplit("/", 1)[-1])
            and not _own_script([w], project)
        )
        for w in words
    ):
        # a subcommand or option that rewrites (dotnet format, alembic revision --autogenerate,
        # ng generate; not a path: pytest tests/test_format.py)
        return Effect(writes, [], f"runs {name} {' '.join(w.text for w in words)}", True)
    if name in _DEFINES and any("=" in w.text or name == "trap" for w in words):
        return Effect(writes, [], f"{name} defines a command run later", work_tree=True)
    if name in ("history", "xxd", "file") and arguments and _reader_writes(name, words):
        # history -w FILE, xxd IN OUT, file -C: only these forms write what they name
        return Effect(writes, arguments, f"{name} may write to it")
    if name in _RUNNERS and name not in _RUNNER_FORMS and name not in _TEST_RUNNERS:
        optioned = _unknown_option_values(name, words)
        if optioned:
            # (fix-sound107: a runner given a file as the value of an option this reader does
            # not know may write it: ``mypy --zzz data.csv``, ``brew bundle dump
            # --file=Brewfile``; the value's file is weighed as the option's to change)
            return Effect(
                writes, optioned, f"gives it to {name} as the value of an option not known"
            )
    if name in INERT or name in _RUNNERS:
        return Effect(writes, [], "")
    if name in _FORMATTERS or base in ("ruff", "dprint"):
        return _formatter(writes, base, words, arguments)
    if name in _HOOKS:
        helps = any(w.text in ("--version", "-V", "--help", "-h") for w in words)
        if helps or (arguments and arguments[0].text in _HOOKS_READ):
            return Effect(writes, [], "")
        return Effect(writes, [], f"runs the {name} hooks (they may rewrite any file)", True)
    if name == "git":
        # git's own options before the subcommand that change no file: ``-C web`` (the folder
        # it runs in: what a reading subcommand reads there is still only read), the pager
        head = 0
        entered: Word | None = Word("", literal=True)  # the -C folders, each from the last
        while head < len(words) and words[head].text in _GIT_GLOBAL:
            if words[head].text == "-C" and head + 1 < len(words) and entered is not None:
                into = words[head + 1]
                entered = None if not into.literal else _git_folder(entered, into)
            head += 2 if words[head].text == "-C" else 1
        words = words[head:]
        plain = [w.text for w in words if not w.text.startswith("-")]
        subcommand = plain[0] if plain else ""
        second = plain[1] if len(plain) > 1 else ""
        if subcommand == "config":
            # ``git config --file FILE`` / ``-f FILE`` / ``--file=FILE`` writes that file (an
            # INI config), named from the folder ``-C`` enters
            configured = _git_config_file(words)
            if configured is not None and (entered is None or not configured.literal):
                return Effect(writes, [], "git config writes a file", work_tree=True)
            if configured is not None and entered is not None:
                return Effect(writes, [_git_in(entered, configured)], "git config writes it")
        if subcommand in ("checkout", "switch") and _new_branch(words):
            return Effect(writes, [], "")
        if (subcommand, second) in (("stash", "list"), ("stash", "show")):
            return Effect(writes, [], "")
        if subcommand == "rm" and any(w.text == "--cached" for w in words[: _dashes(words)]):
            # (fix-shell149: hunt130-gitrmcached) ``git rm --cached app.js`` only untracks:
            # the index loses the file, the work tree keeps it as written
            return Effect(writes, [], "")
        if subcommand == "clean" and any(
            w.text == "--dry-run" or (w.text[:2] != "--" and "n" in w.text[1:])
            for w in words
            if w.text.startswith("-")
        ):
            return Effect(writes, [], "")
        destination = next((w for w in reversed(words) if not w.text.startswith("-")), None)
        if (
            subcommand == "clone"
            and destination is not None
            and len(plain) > 2
            and (plain[-1].rstrip("/") in (".", "") or not destination.literal)
        ):
            return Effect(writes, [], "git clone writes into the folder", work_tree=True)
        if subcommand in GIT_HOOKED and project is not None and hooks_written(project.files):
            return Effect(writes, [], f"git {subcommand} runs the hooks the answer installs", True)
        if subcommand in GIT_HOOKED and subcommand in _GIT_READS:
            # the hook files named as what it may rewrite: a reader that asks only about the
            # files a command names then asks about these (a hook may rewrite every file)
            return Effect(writes, [], "", manifests=HOOK_PATHS)
        if subcommand == "grep" and any(
            w.text.startswith(("-O", "--open-files-in-pager")) for w in words
        ):
            # (``git grep -O CMD``: the matching files opened in a program: it may edit them)
            return Effect(writes, [], "git grep opens the files in a program", work_tree=True)
        if subcommand in _GIT_READS and subcommand not in ("checkout", "switch"):
            return Effect(writes, [], "")
        return Effect(writes, [], f"git {subcommand} changes the files", work_tree=True)
    if name in _TASK_READERS and project is not None:
        defined = _TASK_READERS[name](writes, words, depth, project)
        if defined is not None:
            return defined
    if name in _PACKAGE_MANAGERS:
        defined = _npm_scripts(writes, name, words, depth, project) if project else None
        if project is not None and defined is None and name in _INSTALLS:
            defined = _scripts_above(writes, name, words, depth, project)
        installs = defined is not None and "install scripts" in defined.verb
        if defined is not None and (defined.work_tree or not installs):
            return defined
        managed = _package_manager(writes, name, words, fed=fed)
        if defined is not None and managed is not None and not managed.work_tree:
            # npm install runs the package's install scripts, and may rewrite the locks
            manifests = (*managed.manifests, *defined.manifests)
            return Effect(writes, defined.changes, defined.verb, manifests=manifests)
        if managed is not None:
            return managed
    if name in ("sed", "perl", "awk", "gawk") and _edits_in_place(name, words):
        return Effect(writes, arguments, "edits it in place")
    if name == "sed":
        if _sed_scripts(words) is None:
            return Effect(writes, [], "runs a sed script that may write files", work_tree=True)
        return Effect(writes, [], "")
    if name in ("awk", "gawk"):
        program = _awk_program(words)
        if program is None or any(mark in program for mark in _AWK_WRITES):
            return Effect(writes, [], f"runs an {name} program that may write files", True)
        return Effect(writes, [], "")
    if name == "xargs":
        # xargs runs its command on files it reads: which ones is not known
        return Effect(writes, [], "runs a command on the files xargs reads", work_tree=True)
    if name in _INTERPRETERS:
        if name in _PYTHONS:
            # ``-W error``, ``-X dev``, ``-uW error``: the option's value is no script (as
            # ``-Werror``)
            valued = _python_options(words)[0]
            # (lead, round 20, hunt107-pyvalopts: the option goes with its value, so that
            # ``-X dev -c CODE`` is read as ``-c CODE``; the option left alone took ``-c`` for
            # its value and the inline code was never weighed)
            valued |= {i - 1 for i in valued}
            words = [w for i, w in enumerate(words) if i not in valued]
            arguments = _operands(words)
            if _own_python(arguments[:1], project):
                # (the answer's own Python program: its code, read by :func:`effect` through
                # :func:`own_program`, says what it changes, not its name (``style.py``,
                # ``gen.py``: fix-refusals39 took the name back for a program proven to write
                # nothing; fix-hunt71-40 reads every own program's code); what it is given
                # stays given)
                return Effect(writes, arguments[1:], f"gives it to {name} {arguments[0].text}")
        held = _own_script(arguments[:1], project) or _own_module(words, project)
        return _interpreter(writes, name, words, arguments, held=held)
    if name in _TASK_RUNNERS:
        # a task whose definition this reader did not read (not written, written in a file
        # it does not model, a name it does not define): what it runs is not known
        if words and all(w.text in _TASK_RUNNER_READS for w in words):
            return Effect(writes, [], "")
        return _unknown(writes, f"{name} {' '.join(w.text for w in words)}".rstrip())
    if "/" in name:
        if any(_rewrites(w.text, words) for w in [Word(base, True), *arguments]) or (
            _removing_name(base) and not _own_script([Word(name, True)], project)
        ):
            # (lead, round 23: hunt127-scriptname: ``./cleanup``, a program the answer does not
            # hold whose name says it removes files)
            return Effect(writes, [], f"runs {name} {' '.join(w.text for w in words)}", True)
        # a program run by its path: running it leaves it as it is; what it is given
        # (``./bump.sh package.json``, ``--file=app.js``) it may change
        values = [Word(w.text.split("=", 1)[1], w.literal) for w in words if "=" in w.text]
        return Effect(writes, arguments + values, f"gives it to {name}")
    if name == "find":
        if any(w.text in _FIND_WRITES for w in words):
            return Effect(writes, [], "runs find with -exec or -delete", work_tree=True)
        return Effect(writes, [], "")
    if name in ("fd", "fdfind"):
        # (fix-outputs191: hunt147-outexcluded) fd lists names; it runs a command only with
        # -x/-X (--exec, --exec-batch), alone or among its short flags
        if any(
            w.text.split("=", 1)[0] in ("--exec", "--exec-batch")
            or (w.text[:1] == "-" and w.text[1:2] != "-" and ("x" in w.text or "X" in w.text))
            for w in words
        ):
            return Effect(writes, [], "runs fd with --exec", work_tree=True)
        return Effect(writes, [], "")
    if name == "sort" or name == "uniq":
        outputs = _option_values(words, {"-o", "--output"})
        if name == "uniq" and len(arguments) > 1:
            outputs.append(arguments[1])
        return Effect(writes, outputs, "writes to it")
    if name in ("curl", "wget"):
        outputs = _option_values(words, _CURL_WRITES if name == "curl" else _WGET_WRITES)
        remote = name == "curl" and any(
            w.text in ("--remote-name", "--remote-name-all")
            or (w.text[:1] == "-" and w.text[1:2] != "-" and ("O" in w.text or "J" in w.text))
            for w in words
        )
        if remote or (name == "wget" and not outputs):
            named = _url_names(name, words)
            if named is None:
                return Effect(writes, [], f"{name} writes a file named by the URL", True)
            outputs += named
        return Effect(writes, [w for w in outputs if w.text != "-"], "writes to it")
    if name in _REMOVES and any(_home(w) for w in words):
        return Effect(writes, [], f"{name} on the home folder (it may hold the answer)", True)
    if name == "rsync" and any(w.text in _RSYNC_REMOVES for w in words):
        # (fix-shell153: hunt130-rsyncremove: ``--remove-source-files`` deletes each source
        # file it copied, as ``mv`` moves it: its sources change too)
        return Effect(writes, arguments, "copies it and removes its source")
    if name in _COPIES:
        return Effect(writes, _destination(words), _CHANGES_ARGUMENTS[name])
    if name in _CHANGES_ARGUMENTS:
        values = [Word(w.text.split("=", 1)[1], w.literal) for w in words if "=" in w.text]
        return Effect(writes, arguments + values, _CHANGES_ARGUMENTS[name])
    return Effect(
        writes,
        [],
        f"runs {name}, which this reader does not know (it may change any file)",
        work_tree=True,
    )


#: Long options of the runners that take no value (the word after one is the program run,
#: a target or a path the runner reads): ``mypy --strict app.py``, ``tsc --noEmit app.ts``.
_RUNNER_FLAGS = frozenset(
    {"--strict", "--reload", "--watch", "--debug", "--verbose", "--quiet", "--help", "--version"}
    | {"--noEmit", "--no-emit", "--pretty", "--factory", "--check", "--diff", "--dry-run"}
    | {"--ignore-missing-imports", "--install-types", "--non-interactive", "--show-error-codes"}
    | {
        "--check-untyped-defs",
        "--disallow-untyped-defs",
        "--no-incremental",
        "--explicit-package-bases",
    }
    | {"--namespace-packages", "--warn-unused-ignores", "--follow-imports", "--no-color", "--color"}
    | {"--upgrade", "--user", "--no-deps", "--no-cache-dir", "--force-reinstall", "--pre", "--rm"}
    | {"--detach", "--build", "--interactive", "--tty", "--privileged", "--init", "--yes", "--all"}
    | {"--prod", "--release", "--production", "--open", "--no-cache", "--force", "--global"}
    | {
        "--save",
        "--save-dev",
        "--verbose",
        "--json",
        "--no-build-isolation",
        "--isolated",
        "--list",
    }
    | {"--skipLibCheck", "--esModuleInterop", "--declaration", "--sourceMap", "--allowJs"}
    | {"--inplace", "--execute", "--to", "--stdout", "--no-input", "--headless", "--no-browser"}
)
#: Long options of the runners whose value is only read (a configuration, a requirements list,
#: the app's module, an address): ``mypy --config-file mypy.ini``, ``pip install --requirement
#: requirements.txt``, ``docker build --file Dockerfile .``, ``kubectl apply --filename k8s.yaml``.
_RUNNER_READ_VALUES = frozenset(
    {"--config", "--config-file", "--settings", "--env-file", "--rcfile", "--project"}
    | {"--app", "--app-dir", "--requirement", "--constraint", "--editable", "--log-config"}
    | {"--host", "--port", "--bind", "--workers", "--log-level", "--reload-dir", "--tag"}
    | {"--values", "--filename", "--kubeconfig", "--var-file", "--build-arg", "--env", "--name"}
    | {
        "--index-url",
        "--extra-index-url",
        "--find-links",
        "--target-dir",
        "--python",
        "--entrypoint",
    }
    | {"--workdir", "--user", "--platform", "--network", "--cwd", "--chdir", "--root", "--rootDir"}
)
#: A runner's ``--file`` that is read (a build or compose file, a manifest); elsewhere
#: (``brew bundle dump --file=Brewfile``) it may be written.
_RUNNER_FILE_READ = frozenset({"docker", "podman", "docker-compose", "kubectl", "helm", "nerdctl"})


#: Variables a runner is known only to read a file or folder from (the app it runs, its
#: import path, its configuration): ``FLASK_APP=app.py flask run``, ``PYTHONPATH=. mypy``.
_READ_VARIABLES = frozenset(
    {"FLASK_APP", "DJANGO_SETTINGS_MODULE", "PYTHONPATH", "NODE_PATH", "KUBECONFIG"}
    | {"COMPOSE_FILE", "DOCKER_CONFIG", "MYPYPATH", "PYTEST_ADDOPTS", "VIRTUAL_ENV", "PATH"}
)


def _environment_files(name: str, prefixes: list[Word]) -> list[Word]:
    """The values of the variables set for a runner (``NAME=VALUE name ...``) under a name
    this reader does not know it only reads (:data:`_READ_VARIABLES`): the program may write
    the file a value names (fix-sound107; a value naming no written file is no change)."""
    if name not in _RUNNERS or name in _RUNNER_FORMS or name in _TEST_RUNNERS:
        return []
    found: list[Word] = []
    for word in prefixes:
        if _ASSIGNMENT.match(word.text):
            variable, _, value = word.text.partition("=")
            if value and variable not in _READ_VARIABLES:
                found.append(Word(value, word.literal))
    return found


def _unknown_option_values(name: str, words: list[Word]) -> list[Word]:
    """The values of ``name``'s long options this reader does not know to only read
    (fix-sound107, the general rule): ``--opt=VALUE``, and ``--opt VALUE`` when ``--opt`` is
    not known to take no value (:data:`_RUNNER_FLAGS`). Such a value that names a written
    file may be written by the option: weighed as the command's to change (a value naming no
    written file is no change). ``--`` ends the options (what follows is the program's)."""
    found: list[Word] = []
    for n, word in enumerate(words):
        text = word.text
        if text == "--":
            break
        if not text.startswith("--") or len(text) < 3:
            continue
        option, equals, value = text.partition("=")
        if option in _RUNNER_READ_VALUES or _OUTPUT_OPTION.search(option[2:]):
            continue  # (an output option: :func:`_outputs` weighs what it writes)
        if option == "--file" and name in _RUNNER_FILE_READ:
            continue
        if equals:
            if value:
                found.append(Word(value, word.literal))
        elif option not in _RUNNER_FLAGS and n + 1 < len(words):
            following = words[n + 1]
            if following.text != "--" and not following.text.startswith("-"):
                found.append(following)
    return found


#: The options of the task runners that list, show or dry-run the tasks (and run none).
_TASK_RUNNER_READS = frozenset({"-l", "--list", "--summary", "-h", "--help", "--version"})
_TASK_RUNNER_READS |= {"-V", "-n", "--dry-run", "--just-print", "-T", "--tasks", "-a"}
_TASK_RUNNER_READS |= {"--list-all", "--listenvs", "--listenvs-all", "--list-sessions"}
_TASK_RUNNER_READS |= {"-version", "--show", "list"}

_AWK_WRITES = (">", "|", "system", "getline")
#: pre-commit runs hooks (formatters, fixers) on the files of the folder; these subcommands
#: only install or check it.
_HOOKS = frozenset({"pre-commit", "pre_commit"})
_HOOKS_READ = frozenset({"install", "uninstall", "clean", "gc", "sample-config", "help"})
_HOOKS_READ |= {"validate-config", "validate-manifest", "init-templatedir"}
#: A program run by its file name (``uv run app.py``): what the answer wrote, run.
_SCRIPT = re.compile(r"\.(?:py|js|mjs|cjs|ts|tsx|rb|php|pl|sh|bash|lua|R|jl)$")
#: The name of a program file an interpreter runs (``gen.py``, ``build.js``).
PROGRAM_FILE = _SCRIPT
#: The options of curl and wget that write the file they name.
_CURL_WRITES = {"-o", "--output", "-D", "--dump-header", "-c", "--cookie-jar", "--trace"}
_CURL_WRITES |= {"--trace-ascii", "--stderr", "--libcurl", "--etag-save", "--hsts", "--alt-svc"}
_WGET_WRITES = {"-O", "--output-document", "-o", "--output-file", "-a", "--append-output"}
#: Options of wget that make it write other files than the URL's last part.
_WGET_TREES = frozenset({"-r", "--recursive", "-m", "--mirror", "-P", "--directory-prefix"})
_WGET_TREES |= {"-i", "--input-file", "-x", "--force-directories", "--content-disposition"}
#: Commands that copy onto their destination only (the last argument, or ``-t DIR``).
_COPIES = frozenset({"cp", "scp", "rsync", "install"})
#: rsync's options that delete the sources it sent (``--remove-sent-files``: its old name).
_RSYNC_REMOVES = frozenset({"--remove-source-files", "--remove-sent-files"})
#: A remote place (``host:/srv``, ``s3://bucket``, ``pod:/app``): no local file.
_REMOTE = re.compile(r"^(?:[\w.@-]+:(?!\\)|[a-z][\w+.-]*://)")
#: Options that make a runner or package manager rewrite files.
_REWRITING_OPTIONS = frozenset({"--fix", "--inplace", "--in-place", "--write", "--fix-only"})
#: Subcommands of container and cloud CLIs that copy onto their destination.
_CLOUD_COPIES = frozenset({"cp", "sync", "rsync", "mv", "copy", "download", "scp"})
_CONTAINERS = frozenset({"docker", "podman", "docker-compose", "nerdctl"})
_CLOUDS = frozenset({"kubectl", "aws", "gcloud", "gsutil", "az", "helm", "ssh", "vercel"})
_CLOUDS |= {"netlify", "heroku"}
#: What the runners of a JavaScript project may add to its manifest (``ng add``).
_JS_CLIS = frozenset({"ng", "expo", "next", "nuxt", "vite", "prisma"})
_ADDS = frozenset({"add", "install", "i", "update", "upgrade", "remove", "uninstall"})
#: Subcommands of a runner that write sources (``ng g``, ``expo prebuild``).
_SCAFFOLDS = frozenset({"g", "new", "n", "prebuild", "customize", "eject", "create"})
_SCAFFOLDERS = _JS_CLIS | {"rails", "dotnet", "flutter", "dart", "mix", "sbt"}
#: Options of a container run that give it folders of the machine.
_MOUNTS = frozenset({"-v", "--volume", "--mount", "--volumes-from"})


#: Toolchains that build and run the project's own program, and the subcommand that runs it;
#: the program's own arguments follow ``--`` (cargo, dotnet, npm and its kin).
_RUNS_AFTER_DASHES = {
    "cargo": ("run", "r"),
    "dotnet": ("run",),
    "npm": ("start", "run", "test"),
    "pnpm": ("start", "run", "test"),
    "yarn": ("start", "run", "test"),
}
#: nodemon's options that take a value (from its ``--help``), ``--exec`` read on its own.
_NODEMON_VALUED = frozenset({"-w", "--watch", "-e", "--ext", "-i", "--ignore", "-d"})
_NODEMON_VALUED |= {"--delay", "-s", "--signal", "--config", "-C"}
_JAVA_VALUED = frozenset({"-cp", "-classpath", "--class-path", "-p", "--module-path"})
#: The options of ``cargo run`` that take a value (cargo's own, from its manual): any other
#: word after ``run`` is given to the program, ``--`` or not (``cargo run [OPTIONS] [ARGS]``:
#: clap's trailing arguments).
_CARGO_RUN_VALUED = frozenset({"--bin", "--example", "-p", "--package", "-F", "--features"})
_CARGO_RUN_VALUED |= {"--target", "--manifest-path", "-j", "--jobs", "--profile", "--config"}
_CARGO_RUN_VALUED |= {"--target-dir", "-Z", "--color", "--message-format", "--lockfile-path"}
#: The options of ``dotnet run`` that take a value (its manual's synopsis: ``dotnet run
#: [<applicationArguments>] [options] [[--] [application arguments]]``).
_DOTNET_RUN_VALUED = frozenset({"-a", "--arch", "--artifacts-path", "-c", "--configuration"})
_DOTNET_RUN_VALUED |= {"-e", "--environment", "--file", "-f", "--framework", "-lp", "--os"}
_DOTNET_RUN_VALUED |= {"--launch-profile", "--project", "-p", "-r", "--runtime", "-v"}
_DOTNET_RUN_VALUED |= {"--verbosity"}
#: The options of ``mix run`` that take a value (``-e`` is read as code elsewhere).
#: (``-p`` is ``--parallel``, a flag: mix run's aliases are r: require, p: parallel)
_MIX_RUN_VALUED = frozenset({"-r", "--require", "--parallel-require", "-c", "--config"})
#: The script names of the JavaScript package managers (``npm test`` is ``npm run test``;
#: yarn and pnpm list ``start``, ``build``... among what only runs, and they are scripts).
_SCRIPT_NAMES = frozenset({"start", "test", "t", "tst", "restart", "stop", "build", "dev"})
_SCRIPT_NAMES |= {"serve"}
#: A test script: ``test`` or one named under it (``test:unit``): a test runner, as ``npm
#: test`` is, reads the files it is given.
_TEST_SCRIPT = re.compile(r"(?:test|t|tst)(?::[\w:.-]*)?")


#: A word that is the shell's folder and a plain path in it (``$PWD/node_modules``,
#: ``${PWD}``): nothing else the shell expands, no pattern.
_HERE_PATH = re.compile(r"(?:\$PWD|\$\{PWD\})(?:/+([^$`*?\[{\\]*))?")


def from_here(word: Word) -> Word:
    """``word`` read from the shell's folder when it is ``$PWD`` and a plain path in it
    (``$PWD/node_modules`` is ``node_modules`` there, ``$PWD`` is ``.``; fix-paths147: the
    other reading, any folder, refused a command that removes a tool's folder); else as it is."""
    here = _HERE_PATH.fullmatch(word.text) if not word.literal else None
    return word if here is None else Word(here.group(1) or ".", True)


def _operands(words: list[Word]) -> list[Word]:
    """The words of a command that are no options: each that does not start with ``-`` (or
    that the shell expands), and every word after a ``--``, which ends the options (``rm --
    -a.py`` removes the file ``-a.py``; fix-paths136: the other reading, an option, kept a
    file rm removed)."""
    end = next((n for n, w in enumerate(words) if w.literal and w.text == "--"), len(words))
    head = [w for w in words[:end] if not (w.literal and w.text.startswith("-"))]
    return head + words[end + 1 :]


def _named(words: list[Word]) -> list[Word]:
    """What a program is given by name: its plain words, and the value of each option joined
    by ``=`` (``--input=app.py``, ``-o=app.py``)."""
    named: list[Word] = []
    for word in words:
        if word.text == "--":
            continue
        if not word.text.startswith("-"):
            named.append(word)
        elif "=" in word.text:
            named.append(Word(word.text.split("=", 1)[1], word.literal))
    return named


def _split(word: Word) -> list[Word]:
    """The words of a command line given as one word (``sbt "run app.py"``, ``gradle run
    --args='a b'``), split as the shell splits them; unreadable: the word's own spaces."""
    split = split_line(word.text) if word.literal and "\n" not in word.text else None
    if split is None or split[1] != 0 or len(split[0]) != 1:
        return [Word(part, word.literal) for part in word.text.split()]
    return command_words(split[0][0]) or [Word(part, word.literal) for part in word.text.split()]


def _runs_a_script(name: str, sub: str) -> bool:
    """Whether the JavaScript package manager ``name`` runs a package.json script (or, yarn
    and pnpm, a binary of the package) with ``sub``: ``run``, a lifecycle script (``npm
    start``), or any name that is not one of yarn's, pnpm's or bun's own subcommands."""
    if name not in _JS_ELSEWHERE:
        return False
    if sub in _RUN_SCRIPT or (name == "npm" and sub in _SCRIPT_NAMES - {"build", "dev", "serve"}):
        return True
    if name not in _SCRIPT_BY_NAME or not sub:
        return False
    _, _, runs, installs = _PACKAGE_MANAGERS[name]
    own = runs - _SCRIPT_NAMES if name != "bun" else runs  # (``bun build`` is bun's bundler)
    return sub not in own | installs | _ANY_MANAGER_CHANGE


def _positionals(words: list[Word], valued: Collection[str]) -> list[int]:
    """Where the words of ``words`` stand that are neither an option nor the value of one of
    the options ``valued`` (``-p 3000``)."""
    found: list[int] = []
    skip = False
    for n, word in enumerate(words):
        if skip:
            skip = False
        elif word.text in valued:
            skip = True
        elif not word.text.startswith("-"):
            found.append(n)
    return found


#: The scope of an sbt key (``tools/``, ``Test/``, ``tools / Test /``, the older ``test:``).
_SBT_SCOPE = re.compile(r"^(?:[\w.-]+\s*[/:]\s*)+")
#: The dotnet commands ``dotnet watch`` runs (``run`` when it is given none).
_DOTNET_WATCHED = frozenset({"run", "test", "build", "publish", "msbuild"})
#: The maven properties whose value is the arguments of the program a goal runs (exec's
#: ``exec:java``/``exec:exec``, which a phase of the pom may run too; Spring Boot's and
#: Quarkus's run goals): ``exec.arguments`` and the run goals' take a list (commas).
_MVN_PROGRAM_ARGUMENTS = {"exec.args": False, "exec.arguments": True}
_MVN_PROGRAM_ARGUMENTS |= {"spring-boot.run.arguments": True, "quarkus.args": False}
#: (Spring Boot 1.x's spelling of its run goal's arguments; the JavaFX plugin's)
_MVN_PROGRAM_ARGUMENTS |= {"run.arguments": True, "javafx.args": False}


def _dotnet_watched(rest: list[Word]) -> list[Word]:
    """What ``dotnet watch`` gives the program: it runs ``dotnet COMMAND`` (``run`` when it
    is given none) with the words after it, its own options and ``--`` before (``dotnet watch
    run -- ARGS``, ``dotnet watch --project P run ARGS``, the older ``dotnet watch -- run
    ARGS``)."""
    cut = next((n for n, word in enumerate(rest) if word.text == "--"), len(rest))
    ran = _positionals(rest[:cut], _DOTNET_RUN_VALUED)
    if ran and rest[ran[0]].text in _DOTNET_WATCHED:
        command, others = rest[ran[0]].text, rest[: ran[0]] + rest[ran[0] + 1 :]
    elif cut + 1 < len(rest) and not ran and rest[cut + 1].text in _DOTNET_WATCHED:
        command, others = rest[cut + 1].text, rest[:cut] + rest[cut + 2 :]
    else:
        command, others = "run", rest
    if command != "run":
        return []
    return _given_to_the_program("dotnet", "run", [Word("run", True), *others])


def _mix_tasks(rest: list[Word]) -> list[list[Word]]:
    """The tasks of ``mix do`` (its options dropped), each as its words: split by a ``+``
    word or by a comma ending a word (``mix do compile, run app.exs``), as mix splits them (a
    comma inside a word, ``-e 'f(a, b)'``, is the task's)."""
    tasks: list[list[Word]] = [[]]
    for word in rest:
        if word.text == "+":
            tasks.append([])
            continue
        ends = word.text.endswith(",")
        piece = word.text[:-1] if ends else word.text
        if piece and (tasks[-1] or not piece.startswith("-")):
            tasks[-1].append(Word(piece, word.literal))
        if ends:
            tasks.append([])
    return [task for task in tasks if task]


def _mvn_program_arguments(words: list[Word]) -> list[Word]:
    """What a maven goal gives the program it runs: the value of a property that is its
    arguments (``-Dexec.args="ARGS"``, ``-Dspring-boot.run.arguments=ARGS``; ``-D NAME=V``)."""
    given: list[Word] = []
    for n, word in enumerate(words):
        text = word.text
        if text == "-D" and n + 1 < len(words):
            text = "-D" + words[n + 1].text
        key, equals, value = text[2:].partition("=")
        if not text.startswith("-D") or not equals or key not in _MVN_PROGRAM_ARGUMENTS:
            continue
        listed = value.replace(",", " ") if _MVN_PROGRAM_ARGUMENTS[key] else value
        given += _named(_split(Word(listed, word.literal)))
    return given


#: sbt's tasks that run the project's program with the words after them (after the main
#: class for the ``*Main`` ones): the foreground and background twins, sbt 0.13's
#: ``run-main``, sbt-revolver's ``reStart``.
_SBT_RUNS = frozenset({"run", "runMain", "bgRun", "bgRunMain", "fgRun", "fgRunMain"})
_SBT_RUNS |= {"run-main", "reStart"}


def _program_run(name: str, words: list[Word]) -> str:
    """The name of the project's program a toolchain's run form runs ("" when none is
    named): ``dotnet run|watch --project PATH`` (its last part), sbt's run task scoped by a
    project (``fix/run``) or given a main class (``runMain x.Gen``), maven's
    ``-Dexec.mainClass``, ``mix run SCRIPT`` (its file name)."""
    texts = [w.text for w in words]
    plain = [t for t in texts if not t.startswith("-")]
    sub = plain[0] if plain else ""
    names: list[str] = []
    if name == "dotnet" and sub in ("run", "watch"):
        for n, text in enumerate(texts):
            if text in ("--project", "-p") and n + 1 < len(texts):
                names.append(texts[n + 1])
            elif text.startswith("--project="):
                names.append(text.split("=", 1)[1])
    elif name == "sbt":
        for text in texts:
            for command in text.split(";"):
                command = command.strip().lstrip("~").strip()
                scope = _SBT_SCOPE.match(command)
                parts = command[scope.end() if scope else 0 :].split()
                if not parts or parts[0] not in _SBT_RUNS:
                    continue
                if scope:
                    names += re.split(r"\s*[/:]\s*", scope.group())
                if parts[0].lower().endswith("main") and len(parts) > 1:
                    names.append(parts[1])
    elif name == "mvn":
        for n, text in enumerate(texts):
            text = "-D" + texts[n + 1] if text == "-D" and n + 1 < len(texts) else text
            if text.startswith("-Dexec.mainClass="):
                names.append(text.split("=", 1)[1])
    elif name == "mix" and sub == "run":
        rest = words[texts.index("run") + 1 :]
        ran = _positionals(rest, _MIX_RUN_VALUED)
        names += [rest[ran[0]].text] if ran else []
    # (a path's or a class's last part, without its extension: tools/Fix.csproj is Fix)
    last = [re.split(r"[/\\]", n.rstrip("/"))[-1] for n in names if n]
    last = [n.rsplit(".", 1)[-1] if name in ("mvn", "sbt") else n.split(".", 1)[0] for n in last]
    return " ".join(n for n in last if n)


def _given_to_the_program(name: str, sub: str, words: list[Word]) -> list[Word]:
    """The words a toolchain passes to the project's program it runs (see :func:`_runner`),
    by each toolchain's own command line: after ``--``; cargo's and the JavaScript managers'
    words after the program or script's name, ``--`` or not (``cargo run app.py``, ``yarn
    start app.py``; npm passes a script its positional arguments too); ``mix run FILE
    ARGS``, ``gradle run --args='ARGS'``, ``sbt "run ARGS"``; an option's value joined by
    ``=`` is given as a plain word is (``--input=app.py``)."""
    texts = [w.text for w in words]
    if (name, sub) in (("cargo", "run"), ("cargo", "r"), ("dotnet", "run")):
        after = words[texts.index(sub) + 1 :]
        valued = _CARGO_RUN_VALUED if name == "cargo" else _DOTNET_RUN_VALUED
        cut = next((n for n, word in enumerate(after) if word.text == "--"), len(after))
        given = [after[n] for n in _positionals(after[:cut], valued)]
        return given + _named(after[cut + 1 :])
    if _runs_a_script(name, sub):
        after = words[texts.index(sub) + 1 :]
        if sub in _RUN_SCRIPT:
            script = next((n for n, w in enumerate(after) if not w.text.startswith("-")), None)
            after = after[script + 1 :] if script is not None else []
        return _named(after)
    if sub in _RUNS_AFTER_DASHES.get(name, ()) and "--" in texts:
        return _named(words[texts.index("--") + 1 :])
    if name == "go" and sub == "run":
        rest = words[texts.index("run") + 1 :]
        at = next((n for n, w in enumerate(rest) if not w.text.startswith("-")), len(rest))
        while at + 1 < len(rest) and rest[at].text.endswith(".go"):
            if not rest[at + 1].text.endswith(".go"):
                break
            at += 1
        # (go's own flags before the package or the .go files; the program's after them)
        return _named(rest[at + 1 :])
    if name == "dotnet" and sub == "watch":
        return _dotnet_watched(words[texts.index("watch") + 1 :])
    if name == "mix" and sub == "run":
        rest = words[texts.index("run") + 1 :]
        ran = _positionals(rest, _MIX_RUN_VALUED)
        return _named(rest[ran[0] + 1 :]) if ran else []  # (after the script mix runs)
    if name == "mix" and sub == "do":
        # ``mix do compile, run FILE ARGS`` / ``mix do compile + run FILE ARGS``: each task
        # of the list run as ``mix TASK ARGS`` is
        given = []
        for task in _mix_tasks(words[texts.index("do") + 1 :]):
            given += _given_to_the_program("mix", task[0].text, task) if task else []
        return given
    if name == "gradle":
        # ``--args`` is the option of the task that runs the program (``run``, ``:app:run``,
        # ``bootRun``): its value is the program's command line, whichever task path takes it
        for n, word in enumerate(words):
            if word.text.startswith("--args="):
                return _named(_split(Word(word.text[len("--args=") :], word.literal)))
            if word.text == "--args" and n + 1 < len(words):
                return _named(_split(words[n + 1]))
        return []
    if name == "mvn":
        return _mvn_program_arguments(words)
    if name == "sbt":
        given = []
        for word in words:
            # one argument is one sbt command, or a list of them (``;compile ;run ARGS``);
            # a task is scoped by a project or configuration (``tools/run``, ``Test/run``)
            for command in word.text.split(";"):
                unscoped = _SBT_SCOPE.sub("", command.strip().lstrip("~").lstrip())
                parts = _split(Word(unscoped, word.literal))
                head = parts[0].text if parts else ""
                if head in _SBT_RUNS:
                    given += _named(parts[2 if head.lower().endswith("main") else 1 :])
        return given
    if name == "java" and "-jar" not in texts:
        # (after the main class or the source file)
        return [words[n] for n in _positionals(words, _JAVA_VALUED)[1:]]
    return []


def _runner(
    writes: list[Word], name: str, words: list[Word], arguments: list[Word]
) -> Effect | None:
    """What a runner does that is not running what the answer wrote (None: only that): a
    copy onto a destination, a container given the folder, an option or subcommand that
    rewrites files or adds a dependency."""
    plain = [w.text for w in arguments]
    sub = plain[0] if plain else ""
    said = f"runs {name} {' '.join(w.text for w in words)}"
    if any(w.text.split("=", 1)[0] in _REWRITING_OPTIONS for w in words):
        return Effect(writes, [], said, work_tree=True)
    if name in _CONTAINERS or name in _CLOUDS:
        compose = (name == "docker" and sub == "compose") or name == "docker-compose"
        rest = words[words.index(arguments[1]) :] if name == "docker" and compose else words
        if name != "docker-compose" and not compose:
            rest = words[words.index(arguments[0]) :] if arguments else []
        action = next((w.text for w in rest if not w.text.startswith("-")), "")
        if compose and action == "cp":
            return Effect(writes, [], said + " (a copy from a container)", work_tree=True)
        mounted = any(w.text.split("=", 1)[0] in _MOUNTS for w in words)
        mounted = mounted or any(w.text.startswith("-v") for w in words)
        if (compose and action in ("run", "exec")) or (
            name in _CONTAINERS and action in ("run", "exec") and (mounted or action == "exec")
        ):
            # a command run where the folder may be mounted: what it does is read as here
            # (another working folder, ``-w``: what it names is not known)
            inside = _in_container(rest[rest.index(next(w for w in rest if w.text == action)) :])
            if inside is None:
                return Effect(writes, [], said + " (the container's own command)", True)
            done = effect(Command(words=inside))
            named = done.changes + done.writes
            moved = any(w.text.split("=", 1)[0] in ("-w", "--workdir") for w in rest)
            # (a path not relative to the folder, ``/app/app.py``, may be the folder mounted)
            elsewhere = any(w.text.startswith("/") or not w.literal for w in named)
            if done.work_tree or done.manifests or (named and moved) or elsewhere:
                return Effect(writes, [], said + " (a command in a container)", True)
            # (the folder is mounted where the container works, as compose files do)
            return Effect(writes, named, f"{done.verb} (in a container)") if named else None
        if any(w in _CLOUD_COPIES for w in plain[:3]):
            return Effect(writes, _destination(words), "copies onto it")
        return None
    if name == "nodemon":
        # ``nodemon --exec "go run . app.py"``: the command line it runs, read as a command;
        # ``nodemon server.js app.py``: what it gives the script after its name
        for n, word in enumerate(words):
            option, equals, value = word.text.partition("=")
            if option in ("--exec", "-x") and (equals or n + 1 < len(words)):
                code = Word(value, word.literal) if equals else words[n + 1]
                return _shell_code(writes, "nodemon --exec", code, 1)
        script = _positionals(words, _NODEMON_VALUED)
        if script:
            given = _named(words[script[0] + 1 :])  # (after the script it runs)
            return Effect(writes, given, "gives it to the script nodemon runs")
        return None
    given = _given_to_the_program(name, sub, words)
    if given:
        # the project's own program run by its toolchain: what it is given by name after the
        # program (``go run main.go app.py``, ``cargo run -- app.py``, ``java Main app.py``)
        # it may change, as ``./prog app.py`` may
        return Effect(writes, given, f"gives it to the program {name} {sub} runs")
    if name == "java" and any(w.text == "-jar" for w in words):
        # ``java -jar tool.jar --replace Main.java``: the jar is a tool, not the answer's
        # program; what it is given, it may change
        at = [w.text for w in words].index("-jar")
        given = [w for w in words[at + 2 :] if not w.text.startswith("-")]
        jar = words[at + 1].text if at + 1 < len(words) else ""
        return Effect(writes, given, f"gives it to java -jar {jar}") if given else None
    if name == "prisma" and sub == "generate":
        return Effect(writes, [], "")  # (it writes the client into node_modules)
    if name in _JS_CLIS and sub in _ADDS:
        return Effect(writes, [], "", manifests=("package.json", *_JS_LOCKS))
    if sub in _SCAFFOLDS and name in _SCAFFOLDERS:
        return Effect(writes, [], said, work_tree=True)
    return None


#: Runners read by an allow-list: each counts as leaving the written files as written only
#: in a form listed here (a subcommand, task or goal that only reads, serves, runs, tests or
#: builds into output the answer does not write; two words for a subcommand's own one,
#: ``pub get``); any other form (``prisma db pull``, ``rails db:migrate``, ``pyenv local``,
#: ``gradle spotlessApply``, ``jest -u``) may change every written file. The lists are
#: short on purpose: a form missing from them is refused, never read as harmless.
_RUNNER_FORMS: dict[str, frozenset[str]] = {
    "prisma": frozenset({"generate", "migrate dev", "migrate deploy", "migrate status"})
    | {"migrate reset", "migrate resolve", "migrate diff", "db push", "db seed", "db execute"}
    | {"studio", "validate", "version", "--version", "-v", "help", "--help", "-h"},
    "rails": frozenset({"s", "server", "c", "console", "t", "test", "test:system", "test:all"})
    | {"routes", "about", "stats", "notes", "version", "-v", "--version", "-h", "--help"}
    | {"dbconsole", "db:create", "db:drop", "db:seed", "db:setup", "db:schema:load"}
    | {"db:migrate:status", "db:version", "assets:precompile", "credentials:show"}
    | {"middleware", "initializers"},
    "rake": frozenset({"-T", "--tasks", "-D", "--describe", "-P", "--prereqs", "-W"})
    | {"--where", "-V", "--version", "-h", "--help"},
    "dart": frozenset({"run", "test", "analyze", "compile", "doc", "info", "--version"})
    | {"pub get", "pub deps", "pub outdated", "devtools", "help", "--help", "-h"},
    "flutter": frozenset({"run", "test", "build", "analyze", "doctor", "devices", "clean"})
    | {"emulators", "attach", "logs", "install", "drive", "--version", "help", "--help"}
    | {"pub get", "pub deps", "pub outdated", "channel", "upgrade", "config", "precache"},
    "dotnet": frozenset({"run", "build", "test", "watch", "restore", "publish", "pack"})
    | {"clean", "--version", "--info", "--list-sdks", "--list-runtimes", "help", "-h"}
    | {"--help", "dev-certs", "tool restore", "list package", "sln list", "nuget locals"},
    "pyenv": frozenset({"versions", "version", "install", "uninstall", "global", "shell"})
    | {"which", "whence", "root", "prefix", "rehash", "init", "doctor", "help", "--version"}
    | {"--help", "virtualenv", "virtualenvs", "activate", "deactivate", "update", "commands"},
    "corepack": frozenset({"enable", "disable", "prepare", "install", "--version", "-v"})
    | {"--help", "-h"},
    "vercel": frozenset({"", "--prod", "deploy", "dev", "login", "logout", "whoami", "ls"})
    | {"list", "inspect", "logs", "domains", "--version", "-v", "build", "env ls", "env add"}
    | {"env rm", "help", "--help", "alias", "certs", "dns", "projects", "teams"}
    | {"switch", "rollback", "promote", "redeploy", "remove", "rm", "--yes", "-y"},
}
_RUNNER_FORMS["mvn"] = frozenset(
    {"clean", "validate", "compile", "test", "test-compile", "package", "verify", "install"}
    | {"deploy", "site", "exec:java", "exec:exec", "spring-boot:run", "dependency:tree"}
    | {"spring-boot:build-image", "dependency:resolve", "dependency:go-offline", "javafx:run"}
    | {"dependency:analyze", "help:effective-pom", "quarkus:dev", "quarkus:build", "jetty:run"}
    | {"surefire:test", "failsafe:integration-test", "failsafe:verify", "checkstyle:check"}
    | {"spotless:check", "jacoco:report", "versions:display-dependency-updates", "javadoc:javadoc"}
)
_RUNNER_FORMS["gradle"] = frozenset(
    {"build", "test", "run", "bootRun", "assemble", "check", "clean", "tasks", "dependencies"}
    | {"jar", "bootJar", "installDist", "distZip", "distTar", "shadowJar", "javadoc", "help"}
    | {"properties", "projects", "compileJava", "compileKotlin", "classes", "testClasses"}
    | {"assembleDebug", "assembleRelease", "installDebug", "installRelease", "lint"}
    | {"connectedAndroidTest", "connectedCheck", "lintDebug", "bootBuildImage", "detekt"}
    | {"publishToMavenLocal", "spotlessCheck", "ktlintCheck", "jacocoTestReport", "nativeCompile"}
    | {"nativeRun", "bundleRelease", "integrationTest"}
)
#: The options of mvn and gradle that take a value (the word after them is no goal or task).
_BUILD_VALUES = frozenset({"-pl", "--projects", "-f", "--file", "-s", "--settings", "-P"})
_BUILD_VALUES |= {"-T", "--threads", "-rf", "--resume-from", "-gs", "-l", "--log-file"}
_BUILD_VALUES |= {"-x", "--exclude-task", "-p", "--project-dir", "-b", "--build-file", "-c"}
_BUILD_VALUES |= {"--settings-file", "--warning-mode", "--console", "--args", "-g", "-I"}
_BUILD_VALUES |= {"--gradle-user-home", "--init-script", "--tests", "--max-workers"}
#: Test runners: the options known to only choose, report or watch what runs (their other
#: words are tests, patterns or values); any other option (``-u``, ``--snapshot-update``, a
#: plugin's) may rewrite files. vitest's subcommands that run the tests.
_TEST_OPTIONS = frozenset(
    {"-q", "-v", "-vv", "-vvv", "-x", "-s", "-k", "-m", "-p", "-n", "-l", "-c", "-o", "-W"}
    | {"--tb", "--cov", "--cov-report", "--cov-fail-under", "--cov-branch", "--maxfail"}
    | {"--lf", "--ff", "--nf", "--sw", "--stepwise", "--durations", "--no-header", "--co"}
    | {"--disable-warnings", "--strict-markers", "--doctest-modules", "--collect-only"}
    | {"--setup-show", "--version", "-V", "-h", "--help", "--capture", "--showlocals"}
    | {"--pdb", "--log-cli-level", "--ignore", "--deselect", "--rootdir", "--config-file"}
    | {"--import-mode", "--asyncio-mode", "--reruns", "--timeout", "--override-ini"}
    | {"--no-cov", "--color", "--fixtures", "--markers", "--exitfirst", "--quiet"}
    | {"--verbose", "--last-failed", "--failed-first", "--verbosity", "--dist", "--forked"}
    | {"--numprocesses", "--ds", "--reuse-db", "--create-db", "--nomigrations", "-r"}
    | {"--coverage", "--watch", "--watchAll", "--runInBand", "-i", "--ci", "--silent"}
    | {"--passWithNoTests", "-t", "--testNamePattern", "--config", "--detectOpenHandles"}
    | {"--forceExit", "--bail", "-b", "--colors", "--no-cache", "--maxWorkers", "-w"}
    | {"--testPathPattern", "--testPathIgnorePatterns", "--listTests", "--onlyChanged"}
    | {"--findRelatedTests", "--env", "--selectProjects", "--shard", "--debug", "--run"}
    | {"--showConfig", "--reporters", "--reporter", "--testTimeout", "--runTestsByPath"}
    | {"--ui", "--globals", "--environment", "--dom", "--root", "--dir", "--pool"}
    | {"--mode", "--project", "--changed", "--typecheck", "--browser", "--no-watch"}
    | {"--allowOnly", "--retry", "--no-color", "--clearScreen", "--testTimeout", "--headed"}
    | {"--workers", "--grep", "-g", "--list", "--spec", "--browser", "--no-coverage"}
    # reports: the file each names is weighed as a file the command writes (:func:`_outputs`)
    | {"--junitxml", "--junit-xml", "--log-file", "--report-log", "--json-report-file"}
    | {"--outputFile"}
)
_TEST_RUNNERS = frozenset({"pytest", "py.test", "jest", "vitest", "mocha", "playwright"})
#: Options of the test runners whose value may make them write a file the answer writes:
#: a coverage report put in a named folder (``--cov-report=html:site``), an ini option that
#: gives the runner more options (``-o addopts=--snapshot-update``: not read, refused).
_TEST_WRITING_VALUES: dict[str, Callable[[str], bool]] = {
    "--cov-report": lambda value: ":" in value,
    "-o": lambda value: value.strip("'\"").lower().startswith("addopts"),
    "--override-ini": lambda value: value.strip("'\"").lower().startswith("addopts"),
}
_TEST_SHORT = re.compile(r"-[qvxsl]+|-r\w+|-n\w+|--coverage\.[\w.]+")
#: The options of mvn and gradle known to only choose how the build runs or what it says
#: (any other, ``--write-locks``, ``--update-locks``, ``--write-verification-metadata``, may
#: write a file the answer writes); ``-Dname=value`` / ``-Pname=value`` set a property.
_BUILD_OPTIONS = frozenset({"-q", "--quiet", "-i", "--info", "-d", "--debug", "-s", "-e"})
_BUILD_OPTIONS |= {"--stacktrace", "-S", "--full-stacktrace", "--scan", "--no-scan", "-B"}
_BUILD_OPTIONS |= {"--offline", "-o", "--daemon", "--no-daemon", "--parallel", "--continue"}
_BUILD_OPTIONS |= {"--no-parallel", "--build-cache", "--no-build-cache", "--batch-mode", "-U"}
_BUILD_OPTIONS |= {"--update-snapshots", "-X", "--errors", "--refresh-dependencies", "-am"}
_BUILD_OPTIONS |= {"--also-make", "-amd", "--fail-at-end", "-fae", "--fail-fast", "-ff", "-N"}
_BUILD_OPTIONS |= {"--non-recursive", "--no-transfer-progress", "-ntp", "--version", "-v"}
_BUILD_OPTIONS |= {"-h", "--help", "--dry-run", "-m", "--rerun-tasks", "--configure-on-demand"}
_BUILD_OPTIONS |= {"--show-version", "-V", "--warn", "-w", "--no-configuration-cache"}
#: (a value with blanks is one quoted word: ``-Dexec.args="--port 8080"``)
_BUILD_PROPERTY = re.compile(r"-[DP][\w.-]+(?:=.*)?", re.DOTALL)
#: Wrappers a project ships for its build tool (``./gradlew``, ``./mvnw``).
_BUILD_WRAPPERS = {"gradlew": "gradle", "gradlew.bat": "gradle", "mvnw": "mvn", "mvnw.cmd": "mvn"}
#: Scoped npm packages run with npx that are a known tool (any other is a program fetched
#: from the registry: a codemod or upgrade tool may change every file).
_SCOPED_TOOLS = {"@biomejs/biome": "biome", "@angular/cli": "ng", "@playwright/test": "playwright"}
#: What ``php artisan X`` may run and leave the written files as written.
_ARTISAN_FORMS = frozenset({"serve", "test", "list", "help", "about", "route:list", "migrate"})
_ARTISAN_FORMS |= {"migrate:fresh", "migrate:status", "migrate:rollback", "db:seed", "-V"}
_ARTISAN_FORMS |= {"queue:work", "queue:listen", "config:cache", "config:clear", "--version"}
_ARTISAN_FORMS |= {"route:cache", "route:clear", "view:cache", "view:clear", "cache:clear"}
_ARTISAN_FORMS |= {"optimize", "optimize:clear", "storage:link", "schedule:list"}


def _runner_form(name: str, words: list[Word]) -> bool:
    """Whether an allow-listed runner (:data:`_RUNNER_FORMS`, the test runners) is run in a
    form known to leave the written files as written."""
    if name in _TEST_RUNNERS:
        for n, word in enumerate(words):
            text, _, value = word.text.partition("=")
            if not text.startswith("-") or text == "--":
                continue  # a test, a pattern, a value, vitest's ``run``
            if text not in _TEST_OPTIONS and not _TEST_SHORT.fullmatch(text):
                return False
            if not value and "=" not in word.text and n + 1 < len(words):
                value = words[n + 1].text
            if text in _TEST_WRITING_VALUES and _TEST_WRITING_VALUES[text](value):
                return False
        return True
    forms = _RUNNER_FORMS[name]
    if name in ("mvn", "gradle"):
        n = 0
        while n < len(words):
            text = words[n].text
            if text.startswith("-"):
                option = text.split("=", 1)[0]
                known = option in _BUILD_VALUES or option in _BUILD_OPTIONS
                if not known and not _BUILD_PROPERTY.fullmatch(text):
                    return False  # (``--write-locks``, ``--update-locks``: not known)
                n += 2 if text in _BUILD_VALUES else 1
                continue
            # (``:app:build``: the task of a subproject)
            task = text.rsplit(":", 1)[-1] if name == "gradle" else text
            if task not in forms:
                return False
            n += 1
        return True
    first = words[0].text if words else ""
    plain = [w.text for w in words[1:] if not w.text.startswith("-")]
    if first in forms:
        form, rest = first, words[1:]
    elif plain and f"{first} {plain[0]}" in forms:
        second = next(n for n, w in enumerate(words) if n and w.text == plain[0])
        form, rest = f"{first} {plain[0]}", words[second + 1 :]
    else:
        return False
    return _form_rest(name, form, forms, rest)


#: The options of the allow-listed runners known to only choose what a form reads, runs or
#: where it serves or builds (with the options that take a value); any other option of a
#: form (``dotnet restore --force-evaluate``, ``--use-lock-file``) may write a file.
_FORM_OPTIONS: dict[str, frozenset[str]] = {
    "rails": frozenset({"-p", "--port", "-b", "--binding", "-e", "--environment", "-d"})
    | {"--daemon", "-u", "--using", "--sandbox", "-s", "-v", "--verbose", "--trace", "-n"}
    | {"--name", "--fail-fast", "-f", "--backtrace", "--pid", "-P", "-C", "--dev-caching"},
    "dotnet": frozenset({"-c", "--configuration", "-f", "--framework", "-r", "--runtime"})
    | {"--project", "--no-restore", "--no-build", "-v", "--verbosity", "--filter"}
    | {"--logger", "-l", "--urls", "--launch-profile", "--no-launch-profile", "--self-contained"}
    | {"--no-self-contained", "-o", "--output", "--nologo", "--no-dependencies", "--list-tests"}
    | {"--collect", "--settings", "-s", "--results-directory", "--blame", "--", "--arch", "-a"}
    | {"--os", "--version-suffix", "--include-symbols", "--include-source", "--interactive"}
    | {"--source", "--no-cache", "--disable-parallel", "--locked-mode", "--configfile"},
    "dart": frozenset({"-o", "--output", "--enable-asserts", "--observe", "--verbose", "-v"})
    | {"--define", "-D", "--target", "-p", "--platform", "--name", "-n", "--fatal-infos"}
    | {"--fatal-warnings", "--reporter", "-r", "--coverage", "--concurrency", "-j", "--help"},
    "flutter": frozenset({"-d", "--device-id", "--release", "--debug", "--profile", "-t"})
    | {"--target", "--flavor", "--dart-define", "--web-port", "--web-hostname", "-v", "--help"}
    | {"--verbose", "--coverage", "--name", "--plain-name", "--split-debug-info", "--obfuscate"}
    | {"--build-name", "--build-number", "--no-pub", "--no-tree-shake-icons", "-r", "--reporter"}
    | {"--target-platform", "--split-per-abi", "--base-href", "--web-renderer", "--hot"},
    "prisma": frozenset({"--schema", "--name", "-n", "--skip-seed", "--skip-generate", "--help"})
    | {"--force", "--preview-feature", "--accept-data-loss", "--create-only", "--browser"}
    | {"--port", "-p", "--file", "--stdin", "--url", "--from-schema-datamodel", "--script"}
    | {"--to-schema-datamodel", "--from-empty", "--to-empty", "--exit-code", "--applied"}
    | {"--rolled-back", "--no-engine", "--data-proxy", "--watch", "-h"},
    "vercel": frozenset({"--prod", "--yes", "-y", "--token", "-t", "--scope", "-S", "--debug"})
    | {"-d", "--prebuilt", "--force", "-f", "--public", "--env", "-e", "--build-env", "-b"}
    | {"--listen", "-l", "--help", "-h", "--version", "-v", "--archive", "--no-wait"},
}
#: The options of the allow-listed runners that take a value (the word after is no form).
_FORM_VALUES = frozenset({"-p", "--port", "-b", "--binding", "-e", "--environment", "-u"})
_FORM_VALUES |= {"--using", "-c", "--configuration", "-f", "--framework", "-r", "--runtime"}
_FORM_VALUES |= {"--project", "-v", "--verbosity", "--filter", "--logger", "-l", "--urls"}
_FORM_VALUES |= {"--launch-profile", "-o", "--output", "--settings", "-s", "-d", "--device-id"}
_FORM_VALUES |= {"-t", "--target", "--flavor", "--schema", "--name", "-n", "--token", "--scope"}
_FORM_VALUES |= {"-S", "--env", "--build-env", "--listen", "--define", "-D", "--platform"}
_FORM_VALUES |= {"--reporter", "--source", "--configfile", "--arch", "-a", "--os", "--web-port"}


def _form_rest(name: str, form: str, forms: frozenset[str], rest: list[Word]) -> bool:
    """Whether the words after an allowed form (``rails server -p 3000``) are known: its
    options from :data:`_FORM_OPTIONS`; a further rails or rake task is a form itself (each
    task is checked); ``dart run`` runs a file given by its path, not a package
    (``dart run build_runner build`` generates sources)."""
    known = _FORM_OPTIONS.get(name)
    n = 0
    while n < len(rest):
        text = rest[n].text
        if text == "--":
            break  # (what the program run is given)
        option = text.split("=", 1)[0]
        if text.startswith("-"):
            if known is not None and option not in known and not option.startswith(("-p:", "-D")):
                return False
            n += 2 if text in _FORM_VALUES else 1
            continue
        tests = form in ("t", "test", "test:system", "test:all")
        if name == "rails" and not tests and text not in forms and "=" not in text:
            return False  # ``rails db:create db:migrate``: a second task
        if name == "dart" and form == "run" and not text.endswith(".dart"):
            return False
        n += 1
    return True


#: Options of ``docker run``/``exec`` and ``compose run``/``exec`` that take a value.
_CONTAINER_VALUES = frozenset({"-v", "--volume", "--mount", "-w", "--workdir", "-e", "--env"})
_CONTAINER_VALUES |= {"--env-file", "-p", "--publish", "--name", "-u", "--user", "--network"}
_CONTAINER_VALUES |= {"--entrypoint", "-l", "--label", "--platform", "-h", "--hostname"}
_CONTAINER_VALUES |= {"--volumes-from", "--add-host", "--cpus", "-m", "--memory", "--index"}


def _in_container(words: list[Word]) -> list[Word] | None:
    """The command of ``run|exec [options] IMAGE|SERVICE COMMAND...``; None when there is
    none (the image's own, not known) or an entrypoint replaces it."""
    n = 1
    while n < len(words) and words[n].text.startswith("-"):
        if words[n].text.split("=", 1)[0] == "--entrypoint":
            return None
        n += 2 if words[n].text in _CONTAINER_VALUES else 1
    command = words[n + 1 :]
    return command if command else None


def _destination(words: list[Word]) -> list[Word]:
    """What a copy writes: ``-t DIR`` / ``--target-directory=DIR``, else its last argument;
    nothing when that is a remote place."""
    for n, word in enumerate(words):
        if word.text in ("-t", "--target-directory") and n + 1 < len(words):
            return [words[n + 1]]
        if word.text.startswith("--target-directory="):
            return [Word(word.text.split("=", 1)[1], word.literal)]
    plain = _operands(words)
    if not plain:
        return []
    last = plain[-1]
    if last.literal and _REMOTE.match(last.text):
        return []
    return [last]


def _url_names(name: str, words: list[Word]) -> list[Word] | None:
    """The files ``wget URL`` / ``curl -O URL`` write: each URL's last part (``index.html``
    for none); None when that is not known (a URL the shell expands, a recursive download)."""
    if any(w.text.split("=", 1)[0] in _WGET_TREES for w in words) and name == "wget":
        return None
    names = []
    for word in words:
        if word.text.startswith("-"):
            continue
        if not word.literal:
            return None
        if "://" in word.text:
            path = word.text.split("://", 1)[1].split("?", 1)[0].split("#", 1)[0]
            last = path.split("/", 1)[1].rsplit("/", 1)[-1] if "/" in path else ""
            names.append(Word(last or "index.html", True))
    return names


_REMOVES = frozenset({"rm", "rmdir", "shred", "unlink", "truncate", "mv", "rsync"})
_DEFINES = frozenset({"alias", "trap", "function"})
_MOVES_FOLDER = frozenset({"cd", "pushd", "popd"})


def _home(word: Word) -> bool:
    """Whether a word names the home folder or a path in it (``~``, ``~/x``, ``$HOME``)."""
    return word.text.startswith(("~", "$HOME", "${HOME}"))


def _new_branch(words: list[Word]) -> bool:
    """``git checkout -b NAME`` / ``git switch -c NAME`` with no start point: a new branch at
    the current commit leaves the working tree as it is (another start point replaces it)."""
    rest = words[1:]
    for n, word in enumerate(rest):
        if word.text in ("-b", "-c", "-B", "-C"):
            others = [w for w in rest[:n] + rest[n + 2 :] if w.text != "--"]
            return n + 1 < len(rest) and not others
    return False


def _sed_scripts(words: list[Word]) -> list[str] | None:
    """The scripts of a sed command when each only prints, deletes or substitutes; None when
    one may write or run (``w``, ``e``, a script file ``-f``, a script the shell expands)."""
    scripts: list[Word] = []
    files = []
    n = 0
    while n < len(words):
        text = words[n].text
        if text in ("-e", "--expression") and n + 1 < len(words):
            scripts.append(words[n + 1])
            n += 2
            continue
        if text.startswith("--expression="):
            scripts.append(Word(text.split("=", 1)[1], words[n].literal))
        elif text in ("-f", "--file") or text.startswith(("--file=", "-f")):
            return None
        elif text.startswith("-") and len(text) > 2 and text[1] == "e":
            scripts.append(Word(text[2:], words[n].literal))
        elif text.startswith("-s") or text in ("-l", "--line-length"):
            pass
        elif not text.startswith("-"):
            files.append(words[n])
        n += 1
    if not scripts and files:
        scripts.append(files[0])
    if not all(w.literal and _sed_reads(w.text) for w in scripts):
        return None
    return [w.text for w in scripts]


def _awk_program(words: list[Word]) -> str | None:
    """The program of an awk command (None: a program file ``-f``, or one the shell expands)."""
    n = 0
    while n < len(words):
        text = words[n].text
        if text in ("-f", "--file") or text.startswith(("-f", "--file=", "-E", "--exec")):
            return None
        if text in ("-F", "-v", "--assign", "--field-separator"):
            n += 2
            continue
        if not text.startswith("-"):
            return words[n].text if words[n].literal else None
        n += 1
    return ""


def _option_values(
    words: list[Word], options: set[str], after: frozenset[str] | None = None
) -> list[Word]:
    """The values of these options: ``-o out``, ``--output=out``, ``-oout`` (``after``: only
    the options that follow one of these command names)."""
    found = []
    owner = ""
    for n, word in enumerate(words):
        text = word.text
        if not text.startswith("-"):
            owner = text.rsplit("/", 1)[-1]
        if after is not None and owner not in after:
            continue
        if text in options and n + 1 < len(words):
            found.append(words[n + 1])
        elif text.startswith("--") and text.split("=", 1)[0] in options and "=" in text:
            found.append(Word(text.split("=", 1)[1], word.literal))
        elif any(text.startswith(o) and len(text) > 2 for o in options if len(o) == 2):
            found.append(Word(text[2:], word.literal))
    return found


def _edits_in_place(name: str, words: list[Word]) -> bool:
    if name in ("awk", "gawk"):
        return any(w.text in ("-i", "--include") for w in words)
    return any(in_place(w.text) for w in words)


def _formatter(writes: list[Word], name: str, words: list[Word], arguments: list[Word]) -> Effect:
    """A formatter or fixer: it rewrites what its arguments name, the folder when none."""
    options = {w.text for w in words if w.text.startswith("-")}
    if name in ("ruff", "dprint"):
        sub = arguments[0].text if arguments else ""
        arguments = arguments[1:]
        if name == "ruff" and sub == "format":
            writing = not options & {"--check", "--diff"}
        elif name == "dprint":
            writing = sub == "fmt"
        else:
            writing = bool(options & _FIX_OPTIONS)
    else:
        only_with, flags = _FORMATTERS[name]
        writing = bool(options & flags) if only_with else not options & flags
    if name == "biome" and arguments:
        arguments = arguments[1:]  # biome format|check|lint
    if not writing or (name in _STDIN_FORMATTERS and not arguments and "-" in options):
        # (``black -``, ``isort -``, ``ruff format -`` and no path: ``-`` is counted with the
        # options above; the code read from standard input, the formatted code printed to
        # standard output; no file written, whatever it is fed)
        return Effect(writes, [], "")
    if not arguments:
        return Effect(writes, [], f"runs {name} on the whole folder", work_tree=True)
    if any(_GLOB.search(w.text) for w in arguments):
        # a quoted glob ('**/*.css', "src/**") the tool expands itself: any file it matches
        return Effect(writes, [], f"runs {name} on the files a glob matches", work_tree=True)
    return Effect(writes, arguments, f"runs {name} on it")


#: The formatters whose one argument ``-`` is their standard input, formatted to their standard
#: output (their docs: black's and isort's "-", ruff format's "-" or no path with a pipe).
_STDIN_FORMATTERS = frozenset({"black", "isort", "ruff"})
#: A glob character: a formatter given a quoted pattern expands it itself.
_GLOB = re.compile(r"[*?\[]")


def _package_manager(
    writes: list[Word], name: str, words: list[Word], *, fed: bool = False
) -> Effect | None:
    """A project's package manager: what it may rewrite (its manifest and lock files) or run
    (None: ``bun file.ts`` runs a program, read as an interpreter; ``fed``: it is fed its
    input)."""
    manifest, locks, runs, installs = _PACKAGE_MANAGERS[name]
    elsewhere = _JS_ELSEWHERE.get(name, frozenset())
    for n, word in enumerate(words):
        option, _, value = word.text.partition("=")
        if option not in elsewhere:
            continue
        if option in _JS_FOLDERS and (value or n + 1 < len(words)):
            # ``npm --prefix web install vite``: the same command, run in that folder
            value = value or words[n + 1].text
            rest = words[:n] + words[n + (1 if "=" in word.text else 2) :]
            done = _package_manager(writes, name, rest, fed=fed)
            if done is None or done.work_tree or not done.manifests:
                return done
            folder = value.rstrip("/")
            return Effect(
                writes,
                [],
                done.verb,
                manifests=tuple(f"{folder}/{m}" for m in done.manifests),
                exact=name == "npm" and option == "--prefix",
            )
        valued = option in _JS_NAMED and not value and not (name == "pnpm" and option == "-w")
        done = _package_manager(
            writes, name, words[:n] + words[n + (2 if valued else 1) :], fed=fed
        )
        if done is not None and (done.work_tree or done.manifests):
            # a workspace or filter: which package.json it changes is not known
            return Effect(writes, [], f"{name} {word.text} changes a workspace's manifest", True)
        return done
    plain = [w for w in words if not w.text.startswith("-")]
    sub = plain[0].text if plain else ""
    if sub == "config" and len(plain) > 1 and plain[1].text in ("set", "delete", "unset"):
        return Effect(writes, [], "", manifests=_JS_CONFIGS if name in _JS_ELSEWHERE else ())
    if sub in ("plugin", "set") and name in _JS_ELSEWHERE:
        # (``yarn plugin import``, ``yarn set version``: the config and the manifest)
        return Effect(writes, [], "", manifests=(manifest, *locks, *_JS_CONFIGS))
    if any(w.text in _REWRITING_OPTIONS for w in words):
        return Effect(writes, [], f"{name} {sub} with an option that rewrites", work_tree=True)
    if name == "go" and sub in ("get", "mod", "work"):
        return Effect(writes, [], "", manifests=(manifest, *locks))
    if name == "bun" and ("." in sub or "/" in sub):
        return None
    if name == "uv" and sub == "pip":
        pip = plain[1].text if len(plain) > 1 else ""
        if pip in ("install", "uninstall", "list", "show", "freeze", "check", "tree", "sync"):
            return Effect(writes, [], "")
        return Effect(writes, [], f"uv pip {pip} may write files", work_tree=True)
    script = plain[1].text if sub in _RUN_SCRIPT and len(plain) > 1 else sub
    if name in _SCRIPT_BY_NAME and sub in _INTERPRETERS and _runs_a_script(name, sub):
        # ``yarn node fix.js app.py``, ``pnpm tsx fix.ts app.py``: the package's binary of
        # that name, run with the words after it (read as that command is)
        rest = words[[w.text for w in words].index(sub) + 1 :]
        return _effect(writes, sub, rest)
    given = _given_to_the_program(name, sub, words)
    texts = [w.text for w in words]
    after = words[texts.index(script) + 1 :] if script in texts else []
    # (fed, but told to write: ``go run ./cmd/fmt -w < main.go``, ``--all``, ``-r``)
    told = any(w.text.split("=", 1)[0] in _WRITE_FLAGS for w in after)
    filters = fed and not given and not told
    if not filters and sub in _RUN_SCRIPT and len(plain) > 1 and _rewrites(script, words):
        # a program or script whose name says it rewrites, given words or none (``go run
        # ./cmd/fix app.py``, ``go run ./cmd/fmt``, ``cargo run --bin codegen``, ``npm run
        # format -- app.py``): it may change any file, as a rewriting script does (fed a file
        # on its input and given no word, ``go run ./cmd/fix < app.py``, it is a filter: it
        # reads what it is fed, read below as the program it is)
        return Effect(writes, [], f"runs the {script!r} script", work_tree=True)
    tests = name in _JS_ELSEWHERE and _TEST_SCRIPT.fullmatch(script) is not None
    checks = sub in ("test", "t") or tests or _CHECKS.search(script) is not None
    if name == "go" and any(w.text == "..." or w.text.endswith("/...") for w in given):
        # Go's package pattern (``./...``): every package under the folder, each of their
        # files given to the program (``goimports -w ./...`` rewrites them)
        return Effect(
            writes, [], "gives every package under the folder to the program go run runs", True
        )
    if given and not checks:
        # the project's own program built and run by its toolchain: what it is given by name
        # (``go run main.go app.py``, ``cargo run app.py``, ``npm start -- app.py``, ``yarn
        # start app.py``) it may change, as ``./prog app.py`` may (a test runner or a
        # checking script given a file reads it)
        return Effect(writes, given, f"gives it to the program {name} {sub} runs")
    if sub in runs:
        return Effect(writes, [], "")
    if sub in installs:
        added = len(plain) > 1 and name != "uv"
        return Effect(writes, [], "", manifests=(manifest, *locks) if added else locks)
    if name == "composer" and sub in ("run-script", "run"):
        # composer.json's scripts are not read here: what the script runs is not known
        return Effect(writes, [], f"runs composer {sub}, a script this reader cannot follow", True)
    if name == "composer" and sub not in _COMPOSER_OWN and _removing_name(sub):
        # (fix-shell149: hunt130-runnernames) ``composer clean`` runs composer.json's script
        # of that name (composer runs a script by its bare name): what it removes is not known
        return Effect(writes, [], f"runs the {sub!r} script", work_tree=True)
    if sub in _RUN_SCRIPT or (name in _SCRIPT_BY_NAME and sub not in _ANY_MANAGER_CHANGE):
        if _rewrites(script, words) or _removing_name(script):
            # (fix-shell138: hunt128-runnerclean: ``npm run clean``, ``yarn reset``, a script
            # the answer's package.json does not define, read by its name as ``make clean``:
            # what it removes is not known; one it defines was read above by its command)
            return Effect(writes, [], f"runs the {script!r} script", work_tree=True)
        return Effect(writes, [], "")
    if sub in ("create", "init", "new") and len(plain) > 1 and name != "go":
        return Effect(writes, [], f"{name} {sub} writes a project", work_tree=True)
    if name == "cargo" and sub == "clippy" and not {w.text for w in words} & _FIX_OPTIONS:
        return Effect(writes, [], "")  # a linter: it writes only with --fix
    if name in ("cargo", "go", "uv") and sub not in _ANY_MANAGER_CHANGE:
        return Effect(writes, [], f"{name} {sub} may change the sources", work_tree=True)
    return Effect(writes, [], "", manifests=(manifest, *locks))


#: The package managers whose ``init`` starts a project where they run, writing its manifest
#: there (``go mod init`` too): ``npm init -y``, ``uv init``, ``cargo init``.
_INIT_HERE = frozenset({"npm", "yarn", "pnpm", "bun", "uv", "poetry", "pdm", "rye", "cargo"})


def manifest_written(command: Command) -> str | None:
    """The manifest a package manager's ``init`` writes in the folder it runs in, starting a
    project there (its path as the command names it: ``web/package.json`` for ``npm --prefix
    web init -y``): ``npm init -y``, ``yarn init``, ``uv init``, ``poetry init``, ``cargo
    init``, ``go mod init M``. None for any other command (``init NAME`` writes a project in
    a folder of its own: another rule; ``npm install vite`` adds to the project the user has,
    whose package.json the answer need not give)."""
    words = command_words(command)
    if not words or not words[0].literal:
        return None
    name = words[0].text.rsplit("/", 1)[-1]
    if name not in _PACKAGE_MANAGERS:
        return None
    manifest = _PACKAGE_MANAGERS[name][0]
    folder = ""
    plain: list[str] = []
    n = 1
    while n < len(words):
        option, _, value = words[n].text.partition("=")
        if option in _JS_FOLDERS and name in _JS_ELSEWHERE:
            if not value and n + 1 < len(words):
                value, n = words[n + 1].text, n + 1
            folder = value.rstrip("/") + "/" if value not in ("", ".", "./") else ""
        elif not option.startswith("-"):
            plain.append(words[n].text)
        n += 1
    if name == "go":
        return folder + manifest if plain[:2] == ["mod", "init"] else None
    if plain == ["init"] and name in _INIT_HERE:
        return folder + manifest
    return None


#: composer's own commands whose names say removing: its cache, its packages, not scripts.
_COMPOSER_OWN = frozenset({"clear-cache", "clearcache", "cc", "remove", "rm", "uninstall"})
#: The subcommands of package managers that change the manifest (not script names).
_ANY_MANAGER_CHANGE = frozenset(
    {"add", "a", "remove", "rm", "un", "uninstall", "r", "update", "up", "upgrade", "version"}
    | {"pkg", "init", "create", "c", "link", "unlink", "dedupe", "import", "set", "prune"}
    | {"audit", "lock", "generate-lockfile", "require", "patch", "pm", "why"}
    | {"upgrade-interactive", "plugin", "constraints", "patch-commit", "policies"}
)
#: The options of a JavaScript package manager that name the folder it works in.
_JS_FOLDERS = frozenset({"--prefix", "-C", "--dir", "--cwd"})
#: The options that name a workspace or a filter of packages (their value is no subcommand).
_JS_NAMED = frozenset({"--filter", "-F", "--filter-prod", "-w", "--workspace"})
#: The project configuration files ``config set`` writes.
_JS_CONFIGS = (".npmrc", ".yarnrc", ".yarnrc.yml")


_DENO_TOOLS = frozenset({"run", "fmt", "lint", "test", "check", "bench", "info", "doc", "task"})


#: What an inline program loads and runs: Python's ``import a.b``, ``from a import b`` (``b``
#: may be a module), JS's ``require('./x.js')``, ``import ... from './x.js'``, ``import('./x')``
#: (a relative path: the project's own code, not a package).
_PY_LOADS = re.compile(
    r"(?m)^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import[ \t]+([\w, \t]+)|import[ \t]+([\w., \t]+))"
)
_JS_LOADS = re.compile(
    r"""\b(?:require|import)[ \t]*\(?[ \t]*['"](\.{1,2}/[^'"\n]*)['"]"""
    r"""|\bfrom[ \t]+['"](\.{1,2}/[^'"\n]*)['"]"""
)


def _removing_load(program: InlineProgram) -> str:
    """The module an inline program loads (:data:`_PY_LOADS`, :data:`_JS_LOADS`) whose name
    says it removes files or puts the work back (:func:`_removing_name`: ``cleanup``,
    ``./scripts/reset.js``), "" when none."""
    code = program.code.text[:100_000]
    names: list[str] = []
    if program.language == "py":
        for found in _PY_LOADS.finditer(code):
            words = re.split(r"[\s,.]+", " ".join(g for g in found.groups() if g))
            names += [w for w in words if w and w not in ("as", "import")]
    elif program.language == "js":
        for found in _JS_LOADS.finditer(code):
            path = found.group(1) or found.group(2) or ""
            names.append(path.rsplit("/", 1)[-1])
    return next((n for n in names if _removing_name(n)), "")


def _interpreter(
    writes: list[Word], name: str, words: list[Word], arguments: list[Word], *, held: bool = False
) -> Effect:
    """The first argument is the program run, which running leaves as it is; the files given
    to that program (or to a module, -m black app.py) are the program's to change."""
    if name == "deno" and arguments and arguments[0].text in _DENO_TOOLS:
        # deno's own tools: "run" runs the program after it; fmt writes unless it checks,
        # lint only with --fix; the others read
        sub, options = arguments[0].text, {w.text for w in words}
        arguments = arguments[1:]
        if sub in ("fmt", "lint") and (
            "--fix" in options if sub == "lint" else "--check" not in options
        ):
            if not arguments:
                return Effect(writes, [], f"runs deno {sub} on the whole folder", work_tree=True)
            return Effect(writes, arguments, f"runs deno {sub} on it")
        if (
            sub == "task"
            and arguments
            and (_rewrites(arguments[0].text, words) or _removing_name(arguments[0].text))
        ):
            # (``deno task clean`` with no deno.json written: read by its name, as ``npm run
            # clean``; a task deno.json defines is read by its command, :func:`_deno`)
            return Effect(writes, [], f"runs the {arguments[0].text!r} task", work_tree=True)
        if sub == "task" and arguments:
            # ``deno task start app.py``: the words after the task's name are given to it
            at = next(n for n, w in enumerate(words) if w is arguments[0])
            given = _named(words[at + 1 :])
            if given:
                return Effect(writes, given, f"gives it to the {arguments[0].text!r} task")
        if sub != "run":
            return Effect(writes, [], "")
    program = inline_code([Word(name, True), *words])
    if program is not None and program.unsure:
        return Effect(writes, [], f"runs {name} that {program.unsure}", work_tree=True)
    if program is not None and harmless_inline(program):
        return Effect(writes, [], "")  # read and known to write nothing
    loaded = _removing_load(program) if program is not None and not held else ""
    if loaded:
        # (fix-shell153: hunt130-replload) ``import cleanup``, ``require('./cleanup.js')``,
        # Node's ``.load cleanup.js``: the module's top level runs, read as ``python -m
        # cleanup`` is, by what its name says
        return Effect(writes, [], f"runs {name} code that loads {loaded}", work_tree=True)
    if program is not None:  # a program given inline: what it names, it may change
        code = program.code
        named = [Word(token, True) for token in _TOKENS.findall(code.text)]
        if program.language == "py" and code.literal:
            # what it names includes the paths it builds from what it spells (``f'{n}.py'``);
            # a value it does not spell (``open(p, 'w')``, ``p`` bound elsewhere) is any path
            computed, unspelled = python_values(code.text)
            if unspelled:
                verb = f"runs {name} code that gives `{unspelled}` (a value not spelled in it)"
                return Effect(writes, [], verb + " to a call that may write", work_tree=True)
            named += [Word(path, True) for path in computed if path]
        built = _JS_BUILT.search(code.text) if program.language == "js" else None
        if built is not None and code.literal:
            # a name the code builds at run time (``'app' + '.js'``, a template's ``${n}``,
            # ``process.cwd() + '/app.js'``) is not evaluated here: any file of the folder
            verb = f"runs {name} code that builds a path (`{built.group(0).strip()}`)"
            return Effect(writes, [], verb + " given to a call that may write", work_tree=True)
        return Effect(writes, named + arguments, f"runs {name} code that names it")
    if any(w.text == "-m" for w in words):
        module = arguments[0].text if arguments else ""
        rest = words[2:]
        pdb = words[:2] == [Word("-m", True), Word("pdb", True)]
        if pdb and rest and not rest[0].text.startswith("-"):
            # ``python -m pdb app.py``: the debugger runs the program as ``python app.py``
            # does (its own options, ``-c CMD``, are not read: weighed as before)
            return _interpreter(writes, name, rest, rest, held=held)
        if module in _TEST_RUNNERS and not _runner_form(
            module, words[words.index(arguments[0]) + 1 :]
        ):
            return Effect(
                writes, [], f"runs {name} -m {module} with an option that may write", True
            )
        if module == "json.tool":
            # ``python -m json.tool [--indent N] IN OUT`` writes OUT (IN itself when the same:
            # it reads IN first, then formats it in place); a lone ``-`` is an operand (IN
            # read from stdin, ``- OUT``; OUT ``-`` is stdout)
            given = words[words.index(arguments[0]) + 1 :]
            files = [
                w
                for i, w in enumerate(given)
                if (w.text == "-" or not w.text.startswith("-"))
                and not (i and given[i - 1].text == "--indent")
            ]
            if len(files) > 1 and files[1].text != "-":
                return Effect(writes, files[1:2], "writes it (json.tool's output file)")
            return Effect(writes, [], "")
        if arguments and arguments[0].text in _READING_MODULES:
            return Effect(writes, [], "")
        module = arguments[0].text if arguments else ""
        if module in _HOOKS:
            return _effect(writes, "pre-commit", words[words.index(arguments[0]) + 1 :])
        if arguments and (module in _FORMATTERS or module in ("ruff", "dprint")):
            return _formatter(writes, module, words[1:], arguments[1:])
        if module and (
            _rewrites(module.rsplit(".", 1)[-1], words)
            or (not held and _removing_name(module.rsplit(".", 1)[-1]))
        ):
            # ``python -m fix``: read like ``python fix.py``, by what its name says
            return Effect(writes, [], f"runs {name} -m {module}", work_tree=True)
        return Effect(writes, arguments, f"runs {name} -m on it")
    if name == "php" and arguments and arguments[0].text.rsplit("/", 1)[-1] == "artisan":
        # Laravel's own commands: only the forms known to leave the files as written
        rest = words[words.index(arguments[0]) + 1 :]
        if not rest or rest[0].text in _ARTISAN_FORMS:
            return Effect(writes, [], "")
        said = " ".join(w.text for w in words)
        return Effect(writes, [], f"runs php {said} (it may rewrite any file)", work_tree=True)
    script = arguments[0].text.rsplit("/", 1)[-1] if arguments else ""
    checks = _SYNTAX_CHECK.get(name.rsplit("/", 1)[-1], frozenset())
    before = words[: words.index(arguments[0])] if arguments else words
    if any(w.literal and w.text in checks for w in before):
        return Effect(writes, [], "")  # (``bash -n reset.sh``, ``node --check a.js``: parsed only)
    removing = not held and "." in script and _removing_name(script)
    if script and (_rewrites(script, words) or removing):
        return Effect(writes, [], f"runs {name} {arguments[0].text}", work_tree=True)
    return Effect(
        writes, arguments[1:], f"gives it to {name} {arguments[0].text}" if arguments else ""
    )


#: The options that give each runner (not read as an interpreter) code to run inline.
_RUNNER_CODE = {
    "lua": ("-e",),
    "luajit": ("-e",),
    "julia": ("-e", "--eval", "-E", "--print"),
}


def _runner_code(name: str, words: list[Word]) -> Word | None:
    """The code a runner is given on its command line (``lua -e CODE``, ``julia -e CODE``,
    ``mix run -e CODE``, ``mix eval CODE``), several joined by lines; None when none."""
    if name == "mix":
        plain = [w for w in words if not w.text.startswith("-")]
        if plain[:1] and plain[0].text == "do":
            # each task of the list read as ``mix TASK ARGS`` is
            at = next(n for n, w in enumerate(words) if w is plain[0])
            found = [_runner_code("mix", task) for task in _mix_tasks(words[at + 1 :])]
            codes = [code for code in found if code is not None]
            if not codes:
                return None
            return Word("\n".join(c.text for c in codes), all(c.literal for c in codes))
        if plain[:1] and plain[0].text == "eval" and len(plain) > 1:
            return plain[1]
        if not (plain[:1] and plain[0].text == "run"):
            return None
        options: tuple[str, ...] = ("-e", "--eval")
    else:
        options = _RUNNER_CODE.get(name, ())
    codes = [
        words[n + 1]
        for n, w in enumerate(words[:-1])
        if w.text in options or (w.text.startswith("--") and w.text.split("=")[0] in options)
    ]
    codes += [
        Word(w.text.split("=", 1)[1], w.literal) for w in words if w.text.startswith("--eval=")
    ]
    if not codes:
        return None
    return Word("\n".join(c.text for c in codes), all(c.literal for c in codes))


#: The extension ``jupyter nbconvert --to FORMAT`` adds to the name it writes.
_NBCONVERT_EXTENSIONS = {
    "python": ".py", "script": ".py", "html": ".html", "markdown": ".md", "notebook": ".ipynb",
    "latex": ".tex", "pdf": ".pdf", "rst": ".rst", "asciidoc": ".asciidoc", "slides": ".html",
    "webpdf": ".pdf",
}  # fmt: skip


#: The options of runners (taken to leave the files as written) that write the file they
#: name: redis-cli's dumps, conda's export file (``conda env export --file F``).
_RUNNER_WRITING_OPTIONS = {
    "redis-cli": frozenset({"--rdb", "--functions-rdb"}),
    "conda": frozenset({"--file", "-f"}),
    "mamba": frozenset({"--file", "-f"}),
}


def _runner_writes(name: str, words: list[Word]) -> Effect | None:
    """What a runner's writing form changes (fix-sound99, hunt107-runnerwrites): an option of
    :data:`_RUNNER_WRITING_OPTIONS` names its output (conda's only under ``env export``),
    ``sqlite3 -A`` with ``-x``/``--extract`` extracts the archive into the folder, ``docker
    build --output type=local,dest=DIR`` exports into DIR (``.``: the folder); None for any
    other form."""
    texts = [w.text for w in words]
    options = _RUNNER_WRITING_OPTIONS.get(name)
    if options is not None and (name == "redis-cli" or texts[:2] == ["env", "export"]):
        named = _option_values(words, set(options))
        named += [
            Word(w.text.split("=", 1)[1], w.literal)
            for w in words
            if w.text.split("=", 1)[0] in options and "=" in w.text
        ]
        if named:
            return Effect([], named, f"{name} writes it (its output option)")
    if name == "sqlite3" and any(t == "-A" or t.startswith("-A") for t in texts):
        archive = [t for t in texts if t.startswith("-A")]
        if "--extract" in texts or "-x" in texts or any("x" in t[2:] for t in archive):
            return Effect([], [], "sqlite3 -A extracts the archive into the folder", work_tree=True)
    if name in ("docker", "podman") and texts[:1] in (["build"], ["buildx"]):
        for n, word in enumerate(words):
            option, equals, value = word.text.partition("=")
            if option not in ("--output", "-o"):
                continue
            if not equals:
                value = words[n + 1].text if n + 1 < len(words) else ""
            parts = dict(part.partition("=")[::2] for part in value.split(","))
            dest = parts.get("dest", value if "=" not in value else "")
            if dest:
                return Effect([], [Word(dest, word.literal)], f"{name} build exports into it")
    return None


def _nbconvert_outputs(words: list[Word]) -> list[Word]:
    """The files ``jupyter nbconvert`` writes: ``--output NAME`` (in ``--output-dir``) with
    the extension of its ``--to`` format (every known one when the format is not known: a
    script's is its language's), else each notebook's name with that extension; the notebook
    itself with ``--inplace``."""
    values = {"--to": "", "--output": "", "--output-dir": ""}
    notebooks: list[Word] = []
    n = 0
    while n < len(words):
        option, equals, value = words[n].text.partition("=")
        if option in values:
            if not equals and n + 1 < len(words):
                value, n = words[n + 1].text, n + 1
            values[option] = value
        elif not words[n].text.startswith("-") and words[n].text != "nbconvert":
            notebooks.append(words[n])
        n += 1
    literal = all(w.literal for w in words)
    if any(w.text == "--inplace" for w in words):
        return notebooks
    notebooks = [w for w in notebooks if w.text.endswith(".ipynb")]
    known = _NBCONVERT_EXTENSIONS.get(values["--to"])
    extensions = [known] if known else sorted(set(_NBCONVERT_EXTENSIONS.values()))
    folder = values["--output-dir"].rstrip("/") + "/" if values["--output-dir"] else ""
    if values["--output"]:
        stems = [values["--output"]]
    else:
        stems = [w.text.removesuffix(".ipynb") for w in notebooks]
    return [
        Word(folder + stem + (e if not stem.endswith(e) else ""), literal)
        for stem in stems
        for e in extensions
        if not (e == ".ipynb" and not values["--output"])
    ]


def in_place(option: str) -> bool:
    """``-i``, ``-i.bak``, ``-pi``, ``--in-place``: sed and perl change the file itself."""
    if option.startswith("--"):
        return option.startswith("--in-place")
    return option.startswith("-") and "i" in option[1:].split(".")[0]


# -- lines of another shell (PowerShell, cmd, fish) -----------------------------------------

#: What PowerShell, cmd and fish lines may run and leave every file as it is: reading,
#: printing, moving the shell, setting a variable, activating a virtual environment.
_FOREIGN_HARMLESS = frozenset(
    {"get-content", "gc", "type", "cat", "get-childitem", "gci", "ls", "dir", "get-location"}
    | {"pwd", "gl", "set-location", "sl", "cd", "chdir", "push-location", "pushd", "popd"}
    | {"pop-location", "write-host", "write-output", "echo", "test-path", "get-command"}
    | {"where", "where.exe", "get-process", "cls", "clear", "select-string", "sls", "findstr"}
    | {"get-item", "gi", "resolve-path", "start-sleep", "get-date", "exit", "pause", "rem"}
    | {"::", "ver", "title", "setlocal", "endlocal", "set", "end", "activate", "activate.bat"}
    | {"activate.ps1", "activate.fish", "deactivate", "hostname", "whoami", "tree"}
)
#: POSIX commands a line of another shell runs the same way (``python app.py``, ``npm start``).
_FOREIGN_RUNS = _RUNNERS | _INTERPRETERS | frozenset(_PACKAGE_MANAGERS) | _TASK_RUNNERS
_FOREIGN_SEPARATOR = re.compile(r"&&|\|\||[;|&]")
_FOREIGN_ASSIGNMENT = re.compile(r"(?i)^\$(?:env:)?\w+\s*=")


def foreign_effect(line: str) -> Effect:
    """What a line of a PowerShell, cmd or fish block may do to files. An allow-list: a line
    whose every command is on the harmless list of those shells (or runs a program the way a
    POSIX shell does, ``python app.py``, ``npm start``) changes no file; anything else
    (``Remove-Item``, ``del``, ``copy /Y``, ``Set-Content``, a redirection, a substitution)
    may change every file."""
    text = line[foreign_prompt(line) :]  # (after its prompt: the one table of them)
    unknown = Effect([], [], f"runs `{text.strip()}` in another shell", work_tree=True)
    if any(mark in text for mark in "()>`"):
        return unknown
    manifests: tuple[str, ...] = ()
    for segment in _FOREIGN_SEPARATOR.split(text):
        assignment = _FOREIGN_ASSIGNMENT.match(segment.strip())
        if assignment is not None:
            # ``$x = Remove-Item app.py`` runs the command on the right; a value is harmless
            segment = segment.strip()[assignment.end() :]
            if not segment.strip()[:1].isalpha():
                continue
        words = segment.split()
        if not words:
            continue
        first = words[0].lower().lstrip("@").replace("\\", "/")
        base = first.rsplit("/", 1)[-1].removesuffix(".exe")
        if base in _FOREIGN_HARMLESS:
            continue
        if base not in _FOREIGN_RUNS:
            return unknown
        split = split_line(segment.replace("\\", "/"))
        if split is None or len(split[0]) != 1:
            return unknown
        done = effect(split[0][0])
        if done.work_tree or done.changes or done.writes or done.mode:
            return unknown
        manifests += done.manifests
    return Effect([], [], "", manifests=manifests)


# -- scripts the answer's own files define ---------------------------------------------------
#
# ``npm run lint``, ``make check``, ``tox -e lint``, ``just fmt``, ``nox -s lint`` run what a
# file of the project defines. When the answer writes that file, its definition says what the
# script does (a script named ``build`` may run ``prettier --write .``, one named ``format``
# may only check): the body is read with the same command rules. A script the answer does not
# define (no such file written, or no such name in it) is read by its name (:func:`_rewrites`).


@dataclass(slots=True)
class Project:
    """The files an answer writes (root-relative path -> content) whose scripts a command
    may run, seen from ``folder`` (the folder the command runs in, "" for the root). Each
    script is read once (``cache``, shared by every folder's view): a script that runs others
    costs what their bodies do, never a walk of every path through them."""

    files: dict[str, str]
    folder: str = ""
    cache: dict[tuple[str, ...], Effect] = field(default_factory=dict)
    running: set[tuple[str, ...]] = field(default_factory=set)
    #: (path, reader) -> what the reader made of the file (each file is read once)
    parsed: dict[tuple[str, str], object] = field(default_factory=dict)
    #: the variables the commands so far exported (``export CMD=...``), shared by every view;
    #: a view for one command adds its ``VAR=value`` prefixes
    environment: set[str] = field(default_factory=set)
    #: the values of those exported with a value spelled (``export NODE_OPTIONS='-r ./x.js'``)
    values: dict[str, str] = field(default_factory=dict)

    def at(self, folder: str) -> Project:
        """The same files seen from ``folder``."""
        return Project(
            self.files,
            folder,
            self.cache,
            self.running,
            self.parsed,
            self.environment,
            self.values,
        )

    def with_environment(self, names: set[str]) -> Project:
        """This view for a command run with the variables ``names`` set for it alone."""
        if not names:
            return self
        return Project(
            self.files,
            self.folder,
            self.cache,
            self.running,
            self.parsed,
            self.environment | names,
            self.values,
        )

    def defines(self, names: tuple[str, ...]) -> bool:
        """Whether the answer writes a file called one of ``names`` in any folder (the
        definitions a runner told to work elsewhere may read)."""
        return any(path == n or path.endswith("/" + n) for path in self.files for n in names)

    def file(self, name: str) -> str | None:
        """The content of the written file ``name`` of this folder, None when not written."""
        return self.files.get(f"{self.folder}/{name}" if self.folder else name)


#: The most scripts inside one another that are read (a deeper one: any file).
_MAX_SCRIPTS = 8
#: What npm runs for its own subcommands: the lifecycle scripts of the package.
_NPM_LIFECYCLE = {
    "test": ("test",),
    "t": ("test",),
    "tst": ("test",),
    "start": ("start",),
    "stop": ("stop",),
    "restart": ("stop", "restart", "start"),
}
#: What packing or publishing runs, with any manager (each with its own pre/post hooks).
_PACKS = {
    "pack": ("prepack", "prepare", "postpack"),
    "publish": ("prepublishOnly", "prepack", "prepare", "postpack", "publish"),
}
_NPM_INSTALLS = ("preinstall", "install", "postinstall", "preprepare", "prepare", "postprepare")
#: The subcommands that install the package's dependencies, and so run its own install
#: scripts (``_NPM_INSTALLS``): every manager runs them ("" is the bare ``yarn``).
_INSTALLS = {
    "npm": frozenset({"install", "i", "in", "isntall", "ci"}),
    "yarn": frozenset({"", "install"}),
    "pnpm": frozenset({"install", "i"}),
    "bun": frozenset({"install", "i"}),
}
#: The options and subcommands that make a JavaScript package manager work in another
#: folder or in workspaces: which package.json it reads is not modelled, so when the answer
#: writes any package.json, what it runs is not known.
_JS_ELSEWHERE = {
    "npm": frozenset({"--prefix", "-w", "--workspace", "--workspaces", "-ws", "-C"})
    | {"--include-workspace-root"},
    "yarn": frozenset({"--cwd", "workspace", "workspaces"}),
    "pnpm": frozenset({"-C", "--dir", "--filter", "-F", "--filter-prod", "-r", "--recursive"})
    | {"recursive", "-w", "--workspace-root", "multi", "m"},
    "bun": frozenset({"--cwd", "--filter", "-F", "--workspaces"}),
}


#: cmake's command mode (``cmake -E COMMAND``) is a portable coreutils: the commands that
#: change what they name, spelled as the shell command that does the same (read as that
#: command is), and those that only print, compare or make a folder. Any other (tar, time,
#: a command of a newer cmake) is read as not known.
_CMAKE_AS: dict[str, str] = {"rm": "rm", "remove": "rm", "remove_directory": "rm"}
_CMAKE_AS |= {"copy": "cp", "copy_if_different": "cp", "copy_directory": "cp", "rename": "mv"}
_CMAKE_AS |= {"copy_directory_if_different": "cp", "create_symlink": "ln"}
_CMAKE_AS |= {"create_hardlink": "ln", "touch": "touch", "touch_nocreate": "touch"}
_CMAKE_READS = frozenset({"echo", "echo_append", "cat", "compare_files", "md5sum", "sha1sum"})
_CMAKE_READS |= {"sha224sum", "sha256sum", "sha384sum", "sha512sum", "capabilities"}
_CMAKE_READS |= {"environment", "make_directory", "sleep", "true", "false"}


def _cmake(writes: list[Word], words: list[Word], depth: int, project: Project | None) -> Effect:
    """``cmake -E COMMAND ARGS``: read as the shell command it spells (``-E rm``: ``rm``;
    ``-E chdir DIR CMD`` and ``-E env [NAME=V] CMD``: the command they run); ``cmake -P
    SCRIPT``: a cmake script runs (its code is not read: it may change any file, as an
    unknown program may)."""
    said = "cmake " + " ".join(w.text for w in words)
    at = next(n for n, w in enumerate(words) if w.text in ("-E", "-P"))
    if words[at].text == "-P" or at + 1 >= len(words):
        return _unknown(writes, said)
    sub, rest = words[at + 1].text, words[at + 2 :]
    if sub in _CMAKE_READS:
        return Effect(writes, [], "")
    if sub in _CMAKE_AS:
        return _effect(writes, _CMAKE_AS[sub], rest, depth, project)
    if sub == "env":
        while rest and (_ASSIGNMENT.match(rest[0].text) or rest[0].text.startswith("--unset")):
            rest = rest[1:]
        rest = rest[1:] if rest and rest[0].text == "--" else rest
    elif sub == "chdir" and rest and rest[0].text in (".", "./"):
        rest = rest[1:]  # (another folder: what the command names there is not known)
    else:
        return _unknown(writes, said)
    if not rest:
        return Effect(writes, [], "")
    done = effect(Command(words=rest), depth, project)
    return replace(done, writes=writes + done.writes)


#: The launchers that expand ``@FILE`` into the words the file holds (java's argfiles,
#: JDK 9+; the dotnet CLI's response files).
_ARGUMENT_FILES = frozenset({"java", "javac", "dotnet"})


def _argument_files(words: list[Word], project: Project | None) -> list[Word] | None:
    """``words`` with each ``@FILE`` replaced by the words of the written FILE (a line
    starting with ``#`` a comment); None when one is not written by the answer."""
    expanded = [words[0]]
    for word in words[1:]:
        if not word.text.startswith("@") or len(word.text) == 1:
            expanded.append(word)
            continue
        held = project.file(word.text[1:]) if project is not None and word.literal else None
        if held is None:
            return None
        lines = [line for line in held.splitlines() if not line.lstrip().startswith("#")]
        expanded += [w for line in lines if line.strip() for w in _split(Word(line, True))]
    return expanded


def _mix(writes: list[Word], words: list[Word], depth: int, project: Project | None) -> Effect:
    """``mix do TASK, TASK`` as each ``mix TASK`` of the list (as mix splits it: ``format,``
    is the task format), the worst kept; ``mix cmd COMMAND`` as the shell command it runs."""
    texts = [w.text for w in words]
    sub = next(t for t in texts if not t.startswith("-"))
    rest = words[texts.index(sub) + 1 :]
    if sub == "cmd":
        while rest and rest[0].text.startswith("-"):
            rest = rest[2:] if rest[0].text in ("--app", "-a") else rest[1:]
        if not rest:
            return Effect(writes, [], "")
        # mix joins its words with blanks and hands the line to the shell (``sh -c``,
        # Mix.Tasks.Cmd): ``mix cmd "rm a.ex"`` runs rm as ``mix cmd rm a.ex`` does
        line = Word(" ".join(w.text for w in rest), all(w.literal for w in rest))
        return _shell_code(writes, "sh", line, depth, project)
    changes: list[Word] = []
    manifests: tuple[str, ...] = ()
    verb = ""
    for task in _mix_tasks(rest):
        done = _effect(writes, "mix", task, depth, project)
        if done.work_tree or done.mode:
            return done
        changes += done.changes
        manifests += done.manifests
        verb = done.verb if done.changes else verb
    return Effect(writes, changes, verb, manifests=manifests)


#: The toolchains' formatters and the flag that makes each only check (write nothing).
_CHECK_ONLY: dict[tuple[str, str], frozenset[str]] = {
    ("cargo", "fmt"): frozenset({"--check"}),
    ("mix", "format"): frozenset({"--check-formatted"}),
    ("dotnet", "format"): frozenset({"--verify-no-changes"}),
}


def _unknown(writes: list[Word], what: str) -> Effect:
    return Effect(writes, [], f"runs {what}, which this reader cannot follow", work_tree=True)


def _run_bodies(
    writes: list[Word],
    what: str,
    lines: list[str],
    depth: int,
    project: Project,
) -> Effect:
    """The effect of the lines a script runs (each read as a ``bash -c`` string is, with the
    same project: a line may run another script)."""
    changes: list[Word] = []
    manifests: tuple[str, ...] = ()
    for line in lines:
        done = _shell_code([], what, Word(line, True), depth, project)
        if done.work_tree:
            inner = done.verb.split(" code that ", 1)[-1]
            return Effect(writes, [], f"runs {what}, which {inner}", work_tree=True)
        changes += done.changes
        manifests += done.manifests
    return Effect(writes, changes, f"runs {what}, which changes it", manifests=manifests)


def _cached(
    key: tuple[str, ...],
    writes: list[Word],
    what: str,
    lines: list[str] | None,
    depth: int,
    project: Project,
) -> Effect:
    """:func:`_run_bodies` once per script (``key``); a script that runs itself, one nested
    too deep or one that cannot be read (``lines`` None) may change any file."""
    if lines is None or len(project.running) >= _MAX_SCRIPTS or key in project.running:
        return _unknown(writes, what)
    done = project.cache.get(key)
    if done is None:
        project.running.add(key)
        try:
            done = _run_bodies([], what, lines, depth, project)
        finally:
            project.running.discard(key)
        project.cache[key] = done
    return Effect(writes, done.changes, done.verb, done.work_tree, manifests=done.manifests)


def _passed(words: list[Word]) -> str | None:
    """``words`` as shell text appended to a script (None when the shell expands one)."""
    if not all(w.literal for w in words):
        return None
    return " ".join(_quote(w.text) for w in words)


def _quote(text: str) -> str:
    return text if _PLAIN_ARGUMENT.fullmatch(text) else "'" + text.replace("'", "'\\''") + "'"


_PLAIN_ARGUMENT = re.compile(r"[\w./:=@%+,-]+")


def _read_once(project: Project, name: str, read: Callable[[str], _T]) -> _T | None:
    """``read`` of the written file ``name`` of the project's folder, once per file (a
    hundred commands that run its scripts read it once); None when it is not written."""
    key = (project.folder, name)
    if key not in project.parsed:
        text = project.file(name)
        project.parsed[key] = None if text is None else read(text)
    return cast("_T | None", project.parsed[key])


def _package_scripts(project: Project) -> dict[str, str] | None:
    """The ``scripts`` of the package.json written in the project's folder (None: none)."""
    return _read_once(project, "package.json", _scripts_of)


def _scripts_of(text: str) -> dict[str, str] | None:
    try:
        manifest = json.loads(text)
    except ValueError:
        return None
    scripts = manifest.get("scripts") if isinstance(manifest, dict) else None
    if not isinstance(scripts, dict):
        return {}
    return {k: v for k, v in scripts.items() if isinstance(k, str) and isinstance(v, str)}


def _adds_named_packages(name: str, words: list[Word]) -> bool:
    """Whether ``words`` (after the manager ``name``) install or add the packages they name
    (``npm install vite --prefix web``, ``yarn add vite``): that runs no script of any
    package.json, wherever the manager works. The value of a folder or workspace option is
    no package."""
    plain = [words[n].text for n in _positionals(words, _JS_FOLDERS | _JS_NAMED)]
    if not plain:
        return False
    installs = _INSTALLS.get(name, frozenset()) | {"add", "a"}
    return plain[0] in installs and len(plain) > 1


def _named_folder(words: list[Word], folder: str) -> tuple[str, list[Word], str] | None:
    """The folder one option of :data:`_JS_FOLDERS` names (``--prefix web``, ``--cwd=web``),
    from ``folder``, the words without it, and the folder as given; None when none, more than
    one, or one not a plain relative folder inside the root."""
    found: list[tuple[int, int, str]] = []
    for n, word in enumerate(words):
        option, equals, value = word.text.partition("=")
        if option in _JS_FOLDERS and equals:
            found.append((n, n + 1, value if word.literal else ""))
        elif word.text in _JS_FOLDERS and n + 1 < len(words):
            found.append((n, n + 2, words[n + 1].text if words[n + 1].literal else ""))
    if len(found) != 1:
        return None
    start, end, value = found[0]
    if not value or value.startswith(("/", "~", "-")):
        return None
    joined = posixpath.normpath(posixpath.join(folder or ".", value))
    if joined == ".." or joined.startswith("../"):
        return None
    return ("" if joined == "." else joined), [*words[:start], *words[end:]], value


def _npm_scripts(
    writes: list[Word], name: str, words: list[Word], depth: int, project: Project
) -> Effect | None:
    """What ``npm run X`` (``npm test``, ``yarn X``, ``pnpm run X``...) runs when the answer's
    package.json defines it: the script with its ``pre``/``post`` hooks, the words passed on
    appended (npm: those after ``--``); None when the answer does not define it."""
    leading = next((w for w in words if not w.text.startswith("-")), None)
    elsewhere = next(
        (
            w.text
            for w in words
            if w.text.split("=", 1)[0] in _JS_ELSEWHERE.get(name, ())
            and (w.text.startswith("-") or w is leading)
        ),
        None,
    )
    if elsewhere is not None and project.defines(("package.json",)):
        if _adds_named_packages(name, words):
            return None  # (no package's scripts run: the manager's own change of the manifest)
        there = _named_folder(words, project.folder)
        if there is not None:
            # ``npm --prefix web run build``, ``yarn --cwd web build``: the scripts of that
            # folder's package.json, as ``cd web && npm run build`` reads them
            folder, rest, value = there
            done = _npm_scripts([], name, rest, depth, project.at(folder))
            if done is None or done.work_tree:
                return done if done is None else replace(done, writes=writes)

            def rebased(found: list[Word]) -> list[Word]:
                # (the script's paths are from that folder; the shell's from its own)
                return [
                    w if w.text.startswith(("/", "~")) else replace(w, text=f"{value}/{w.text}")
                    for w in found
                ]

            return replace(
                done,
                writes=[*writes, *rebased(done.writes)],
                changes=rebased(done.changes),
                manifests=tuple(f"{value}/{m}" for m in done.manifests),
            )
        return _unknown(writes, f"{name} {elsewhere} (the scripts of another package.json)")
    scripts = _package_scripts(project)
    if scripts is None:
        return None
    plain = [n for n, w in enumerate(words) if not w.text.startswith("-")]
    sub = words[plain[0]].text if plain else ""
    if sub in _INSTALLS.get(name, ()) and len(plain) <= 1:
        ran = [s for s in _NPM_INSTALLS if s in scripts]  # the package's own lifecycle
        if not ran:
            return None
        return _cached(
            (name, project.folder, "install"),
            writes,
            f"{name}'s install scripts",
            [scripts[s] for s in ran],
            depth,
            project,
        )
    if not plain:
        return None
    first = plain[0]
    names: tuple[str, ...]
    if sub in _PACKS and name in _INSTALLS:
        at, names = first, _PACKS[sub]
    elif sub in _RUN_SCRIPT:
        if len(plain) < 2:
            return None
        at = plain[1]
        names = (words[at].text,)
    elif name == "npm":
        if sub not in _NPM_LIFECYCLE:
            return None
        at, names = first, _NPM_LIFECYCLE[sub]
    elif sub in _ANY_MANAGER_CHANGE or sub in _PACKAGE_MANAGERS[name][3]:
        return None
    elif name == "bun" and sub in _PACKAGE_MANAGERS[name][2]:
        return None  # bun's own test runner and bundler, not a script
    else:
        at, names = first, (sub,)
    if not any(n in scripts for n in names):
        return None
    rest = words[at + 1 :]
    if name == "npm":
        rest = (
            rest[[w.text for w in rest].index("--") + 1 :]
            if any(w.text == "--" for w in rest)
            else []
        )
    elif rest and rest[0].text == "--":
        rest = rest[1:]
    passed = _passed(rest)
    if passed is None:
        return _unknown(writes, f"the {names[-1]!r} script with words the shell expands")
    lines: list[str] = []
    for script in names:
        hooks = [f"pre{script}", script, f"post{script}"]
        lines += [
            scripts[h] + (f" {passed}" if h == script and passed else "")
            for h in hooks
            if h in scripts
        ]
    what = f"the {names[-1]!r} script of package.json"
    return _cached((name, project.folder, *names, passed), writes, what, lines, depth, project)


_MAKEFILES = ("GNUmakefile", "makefile", "Makefile")
_MAKE_VARIABLE = re.compile(r"([A-Za-z_][\w.-]*)[ \t]*(?:::=|:=|\?=|\+=|!=|=)[ \t]*(.*)")
_MAKE_RULE = re.compile(r"([^:=#\t][^:=#]*?)[ \t]*::?(?!=)[ \t]*([^;]*)(?:;(.*))?")
_MAKE_REFERENCE = re.compile(r"\$[({]([A-Za-z_][\w.-]*)[)}]")
#: The options of make this reader models (they change what runs in no way it reads); any
#: other (``-e``, ``-f``, ``-C``, ``-t``, ``--eval``...) or a ``VAR=value`` word: not modelled.
_MAKE_OPTIONS = frozenset(
    {"-s", "--silent", "--quiet", "-k", "--keep-going", "-B", "--always-make", "-i"}
    | {"--ignore-errors", "-w", "--print-directory", "--no-print-directory", "-j", "--jobs"}
    | {"-r", "--no-builtin-rules", "-R", "--no-builtin-variables", "-O", "--output-sync"}
)
_MAKE_JOBS = re.compile(r"-j\d+|--jobs=\d+|-O\w+|--output-sync=\w+")
#: The special targets that change nothing this reader follows; any other (``.ONESHELL``,
#: ``.DEFAULT``, ``.SECONDEXPANSION``...) is a construct it does not model.
_MAKE_SPECIAL = frozenset(
    {".PHONY", ".SILENT", ".SUFFIXES", ".DELETE_ON_ERROR", ".NOTPARALLEL", ".PRECIOUS"}
    | {".INTERMEDIATE", ".SECONDARY", ".IGNORE", ".NOTINTERMEDIATE"}
)


@dataclass(slots=True)
class _Makefile:
    """A Makefile as this reader models it."""

    #: target -> prerequisites, recipe lines with the file's variables expanded
    rules: dict[str, tuple[list[str], list[str]]]
    order: list[str]  # the targets in order
    #: the first construct this reader does not model ("" when none): a directive
    #: (``include``, ``override``, ``ifdef``...), a special variable or target
    #: (``.DEFAULT_GOAL``, ``.RECIPEPREFIX``), a target-specific variable, a variable target name
    unmodelled: str
    patterns: bool  # whether it has pattern rules (``%.o: %.c``), which make any target
    names: frozenset[str]  # every word of the file: the variables the environment may set
    #: the shell code make runs as it reads the file, whatever the target: the ``$(shell
    #: ...)`` outside recipes and the values of ``!=`` assignments (variables expanded)
    parse_time: list[str] = field(default_factory=list)


def _makefile(text: str) -> _Makefile:
    """A Makefile's rules (target -> prerequisites, recipe lines with its variables
    expanded) and its targets in order. ``$(X)`` of a variable the file sets is its value; any
    other (``$(shell ...)``, ``$@``) stays, and the line is read as one the shell expands."""
    variables: dict[str, str] = {}
    rules: dict[str, tuple[list[str], list[str]]] = {}
    order: list[str] = []
    current: list[str] = []
    unmodelled = ""
    patterns = False
    parse_time: list[str] = []
    lines = re.sub(r"\\\r?\n[ \t]*", " ", text).splitlines()
    for line in lines:
        if line.startswith("\t"):
            for target in current:
                rules[target][1].append(line[1:])
            continue
        code = line.split("#", 1)[0].rstrip()
        if not code.strip():
            continue
        if code.startswith(("export ", "unexport ")):
            code = code.split(None, 1)[1]  # (what a recipe's shell sees: $$X, not followed)
            if _MAKE_VARIABLE.fullmatch(code) is None:
                continue
        elif code.startswith("vpath"):
            continue
        variable = _MAKE_VARIABLE.fullmatch(code)
        rule = _MAKE_RULE.fullmatch(code) if variable is None else None
        parse_time += _make_shell_calls(code)
        if variable is not None and re.match(r"[^=]*!=", code):
            parse_time.append(variable.group(2))  # ``X != cmd``: make runs cmd now
        if variable is not None:
            variables[variable.group(1)] = variable.group(2)
            if variable.group(1) in ("SHELL", "MAKEFLAGS", "MAKEFILES", "MFLAGS"):
                unmodelled = unmodelled or variable.group(1)
            current = []
        elif rule is not None:
            named = rule.group(1).split()
            patterns = patterns or any("%" in t for t in named)
            current = [t for t in named if "%" not in t]
            odd = [t for t in current if "$" in t or (t[:1] == "." and t not in _MAKE_SPECIAL)]
            if odd or "=" in rule.group(2):
                unmodelled = unmodelled or (odd[0] if odd else f"{named[0]}: {rule.group(2)}")
            for target in current:
                if target not in rules:
                    rules[target] = ([], [])
                    order.append(target)
                # (make expands a prerequisite list as it reads the rule: the variables set
                # so far; one it does not set stays, for the command line or unknown)
                rules[target][0].extend(_make_words(_make_expand(rule.group(2), variables)))
                if rule.group(3) and rule.group(3).strip():
                    rules[target][1].append(rule.group(3).strip())
        else:
            # include, override, ifdef, define, .DEFAULT_GOAL := ...: not modelled
            unmodelled = unmodelled or code.split()[0]
            current = []
    for _, recipe in rules.values():
        recipe[:] = [_make_expand(line.lstrip("@+- \t"), variables) for line in recipe]
    names = frozenset(re.findall(r"[A-Za-z_][\w.-]*", text))
    parse_time = [_make_expand(code, variables) for code in parse_time]
    return _Makefile(rules, order, unmodelled, patterns, names, parse_time)


_MAKE_SHELL = re.compile(r"\$[({]shell[ \t]")


def _make_shell_calls(line: str) -> list[str]:
    """The code of the ``$(shell CODE)`` calls of a line outside recipes (run as make reads
    it); a call left open is code this reader cannot read (``(``: splits to nothing whole)."""
    found = []
    for call in _MAKE_SHELL.finditer(line):
        opening = line[call.start() + 1]
        close = _closing(line, call.start() + 1, opening, ")" if opening == "(" else "}")
        found.append(line[call.end() : close - 1] if close != -1 else "(")
    return found


def _make_expand(line: str, variables: dict[str, str]) -> str:
    """``$(X)`` and ``${X}`` of the variables the Makefile sets (a few rounds: a value may
    name another), ``$$`` the shell's ``$``."""
    for _ in range(4):
        expanded = _MAKE_REFERENCE.sub(lambda m: variables.get(m.group(1), m.group(0)), line)
        if expanded == line or len(expanded) > 10_000:
            break
        line = expanded
    return line.replace("$$", "$")


def _make_prerequisites(named: list[str], assigned: dict[str, str]) -> list[str] | None:
    """The prerequisites ``named`` (the Makefile's variables expanded as it was read) with the
    variables the command line sets (``make run DEP=fix`` of ``run: $(DEP)``): their words."""
    if not assigned:
        return named
    text = " ".join(named)
    value = _MAKE_REFERENCE.sub(lambda m: assigned.get(m.group(1), m.group(0)), text)
    return _make_words(value) if len(value) <= 10_000 else None


def _make_words(text: str) -> list[str]:
    """The words of a prerequisite list, a ``$(...)`` one piece (``$(wildcard src/*.c)``)."""
    words: list[str] = []
    word = ""
    i = 0
    while i < len(text):
        char = text[i]
        if char == "$" and text[i + 1 : i + 2] in ("(", "{"):
            close = _closing(text, i + 1, text[i + 1], ")" if text[i + 1] == "(" else "}")
            end = close if close != -1 else len(text)
            word += text[i:end]
            i = end
            continue
        if char in " \t":
            if word:
                words.append(word)
            word = ""
        else:
            word += char
        i += 1
    return [*words, word] if word else words


#: A make function that lists files that exist: ``$(wildcard GLOB...)``, ``$(shell find DIR
#: -name GLOB)`` (``-type f`` and a quoted glob allowed).
_MAKE_WILDCARD = re.compile(r"wildcard[ \t]+([^$()`]+)")
_MAKE_FIND = re.compile(
    r"shell[ \t]+find[ \t]+([\w./-]+)(?:[ \t]+-type[ \t]+f)?[ \t]+-name[ \t]+"
    r"(?:'([^'$`]+)'|\"([^\"$`]+)\")(?:[ \t]+-type[ \t]+f)?[ \t]*"
)


def _glob_pattern(glob: str) -> str:
    """A regular expression matching at least every path ``glob`` matches (``*`` and ``?``
    any text, a ``[...]`` class any character: wider, never narrower)."""
    glob = re.sub(r"\[[^\]]*\]", "?", glob)
    return "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in glob)


def _make_function_pattern(inside: str) -> str:
    """What a ``$(...)`` of a prerequisite (``inside``: the text between its parentheses) may
    expand to, as a regular expression: the files a ``wildcard`` or ``find -name`` lists
    match its globs (found files, spelled as found: ``./app.py`` by find); anything else
    any text."""
    wildcard = _MAKE_WILDCARD.fullmatch(inside.strip())
    if wildcard is not None:
        return "(?:" + "|".join(_glob_pattern(g) for g in wildcard.group(1).split()) + ")"
    find = _MAKE_FIND.fullmatch(inside.strip())
    if find is not None:
        top = find.group(1).rstrip("/") or "/"
        name = _glob_pattern(find.group(2) or find.group(3))
        return "(?:" + re.escape(top) + "(?:/.*)?/" + name + ")"
    return ".*"


def _may_name_a_rule(prerequisite: str, rules: dict[str, tuple[list[str], list[str]]]) -> bool:
    """Whether a prerequisite holding a ``$(...)`` this reader does not expand may be a
    target of ``rules``: its fixed parts are those of one (each ``$(...)`` any text)."""
    pattern = ""
    i = 0
    while i < len(prerequisite):
        if prerequisite[i] == "$" and prerequisite[i + 1 : i + 2] in ("(", "{"):
            opening = prerequisite[i + 1]
            close = _closing(prerequisite, i + 1, opening, ")" if opening == "(" else "}")
            pattern += (
                _make_function_pattern(prerequisite[i + 2 : close - 1]) if close != -1 else ".*"
            )
            i = close if close != -1 else len(prerequisite)
        elif prerequisite[i] == "$":
            pattern += ".*"
            i += 2
        else:
            pattern += re.escape(prerequisite[i])
            i += 1
    found = re.compile(pattern, re.S)
    return any(found.fullmatch(target) for target in rules)


def _make_targets(words: list[Word]) -> tuple[list[str], list[str]] | None:
    """The targets ``make`` is given and the folders its ``-C`` options go into; None when a
    word is not modelled (an option outside :data:`_MAKE_OPTIONS`, a ``VAR=value`` word, a
    word the shell expands, a ``-C`` folder out of the project)."""
    targets: list[str] = []
    folders: list[str] = []
    jobs = into = False
    for word in words:
        text = word.text
        if not word.literal:
            return None
        if into:
            into = False
            folders.append(text)
            continue
        if jobs and text.isdigit():
            jobs = False
            continue
        jobs = text in ("-j", "--jobs")
        if text in ("-C", "--directory"):
            into = True
        elif text.startswith(("-C", "--directory=")):
            folders.append(text.split("=", 1)[1] if "=" in text else text[2:])
        elif text.startswith("-"):
            flags = text[1:] if text[1:2] != "-" else ""
            single = flags and all(f"-{f}" in _MAKE_OPTIONS for f in flags)
            if text not in _MAKE_OPTIONS and not _MAKE_JOBS.fullmatch(text) and not single:
                return None
        elif "=" in text:
            return None
        else:
            targets.append(text)
    parts = [p for folder in folders for p in folder.split("/") if p not in ("", ".")]
    if into or any(p == ".." or f.startswith(("/", "~")) for f in folders for p in parts):
        return None
    return targets, parts


def _make(writes: list[Word], words: list[Word], depth: int, project: Project) -> Effect | None:
    """What ``make [targets]`` runs when the answer writes the Makefile (the first target
    when none is named), prerequisites first; None when it does not define the target. When
    the answer writes a makefile, an option, word or construct this reader does not model
    (``-C``, ``FLAGS=``, ``include``, ``.DEFAULT_GOAL``, a variable the environment sets):
    what it runs is not known."""
    # (``make run APP=app.py``: a variable set for this run, its value in the recipe)
    assigned = {
        w.text.split("=", 1)[0]: w.text.split("=", 1)[1]
        for w in words
        if w.literal and _ASSIGNMENT.match(w.text)
    }
    words = [w for w in words if not (w.literal and _ASSIGNMENT.match(w.text))]
    given = _make_targets(words)
    if given is not None and given[1]:
        folder = "/".join([project.folder, *given[1]] if project.folder else given[1])
        done = _make_here(writes, words, given[0], depth, project.at(folder), assigned)
        # (the recipe runs inside the -C folder: what it names is there, seen from here)
        return None if done is None else _inside(done, "/".join(given[1]))
    targets = given[0] if given is not None else None
    return _make_here(writes, words, targets, depth, project, assigned)


def _scripts_above(
    writes: list[Word], name: str, words: list[Word], depth: int, project: Project
) -> Effect | None:
    """:func:`_npm_scripts` for a folder without a written package.json: npm, yarn, pnpm and
    bun walk up to the nearest package.json above and run its scripts in its folder (``cd
    web && npm run clean`` runs the root's ``clean``); the files they name are seen from the
    folder the command was given in (``rm web/main.js`` there is ``../web/main.js``)."""
    if project.file("package.json") is not None or not project.folder:
        return None
    parts = project.folder.split("/")
    for n in range(len(parts) - 1, -1, -1):
        view = project.at("/".join(parts[:n]))
        if view.file("package.json") is None:
            continue
        done = _npm_scripts(writes, name, words, depth, view)
        return None if done is None else _inside(done, "/".join([".."] * (len(parts) - n)))
    return None


def _inside(done: Effect, folder: str) -> Effect:
    """``done``, the effect of commands run inside ``folder`` (a relative path), with the
    files it names seen from the folder the command was given in (``make -C web``'s
    ``sed -i s/1/2/ a.py`` changes ``web/a.py``)."""

    def moved(word: Word) -> Word:
        if not word.literal or word.text.startswith(("/", "~")):
            return word
        return Word(f"{folder}/{word.text.removeprefix('./')}", True, word.escaped)

    return Effect(
        done.writes,
        [moved(w) for w in done.changes],
        done.verb,
        done.work_tree,
        done.mode,
        tuple(f"{folder}/{m}" for m in done.manifests),
    )


def _make_here(
    writes: list[Word],
    words: list[Word],
    targets: list[str] | None,
    depth: int,
    project: Project,
    assigned: dict[str, str] | None = None,
) -> Effect | None:
    """:func:`_make` in the folder of ``project``: ``targets`` given, None when a word is not
    modelled; ``assigned``: the variables the command line sets (``make run APP=app.py``)."""
    name = next((n for n in _MAKEFILES if project.file(n) is not None), "")
    if targets is None:
        named = {w.text.split("/")[-1] for w in words if w.literal}
        if project.defines(_MAKEFILES) or any(project.defines((n,)) for n in named):
            shown = " ".join(w.text for w in words)
            return _unknown(writes, f"make {shown} (an option or variable not modelled)")
        return None
    read = _read_once(project, name, _makefile) if name else None
    if read is None:
        return None
    if read.unmodelled:
        return _unknown(writes, f"make with a Makefile that uses {read.unmodelled!r}")
    environment = sorted(project.environment & read.names)
    if environment:
        return _unknown(writes, f"make with ${environment[0]} from the environment")
    rules = read.rules
    if not targets:
        targets = [t for t in read.order if not t.startswith(".")][:1]
    parsed = ("make", project.folder, "(reading the Makefile)")
    if not targets or not all(t in rules for t in targets):
        if targets and read.patterns:
            return _unknown(writes, "make with a target a pattern rule may make")
        if read.parse_time:  # (no rule to run: make still read the file)
            what = "make (the $(shell ...) make runs as it reads the Makefile)"
            return _cached(parsed, writes, what, list(read.parse_time), depth, project)
        return None
    lines: list[str] = list(read.parse_time)
    seen: set[str] = set()
    pending = list(reversed(targets))
    ordered: list[str] = []
    given = assigned or {}
    while pending:  # every target reached, each once (make builds each at most once)
        target = pending.pop()
        if target in seen or target not in rules:
            continue
        seen.add(target)
        ordered.append(target)
        needed = _make_prerequisites(rules[target][0], given)
        if needed is None or any(_may_name_a_rule(p, rules) for p in needed if "$" in p):
            # a prerequisite whose variable neither the file nor the line sets, or a
            # function of make (``$(wildcard ...)``), that may name a rule of the file
            return _unknown(writes, f"make with a prerequisite of {target} not known")
        pending.extend(reversed(needed))
    if read.patterns and any(p not in rules and "%" not in p for t in ordered for p in rules[t][0]):
        # a prerequisite no explicit rule makes: a pattern rule (``%.fmt: %.py``) may
        return _unknown(writes, "make with a prerequisite a pattern rule may make")
    for target in ordered:
        lines += rules[target][1]
    if len(lines) > 1000:
        return _unknown(writes, "make with more recipe lines than this reader follows")
    assigned = assigned or {}
    if assigned:
        # a variable the Makefile also sets was expanded with the file's value, which the
        # command line overrides: not modelled; the others are the value given
        text = project.file(name) or ""
        sets = [rf"(?m)^[ \t]*(?:\w+[ \t]+)*{re.escape(n)}[ \t]*[:+?!]*=" for n in assigned]
        if any(re.search(pattern, text) for pattern in sets):
            return _unknown(writes, "make with a variable the Makefile sets given on its line")

        def value(found: re.Match[str]) -> str:
            return assigned.get(found.group(1), found.group(0))

        lines = [_MAKE_REFERENCE.sub(value, line) for line in lines]
    what = f"make {' '.join(targets)} (the Makefile's recipe)"
    key = ("make", project.folder, *targets, *(f"{k}={v}" for k, v in sorted(assigned.items())))
    # (make exports a variable set on its command line to the recipe's commands)
    return _cached(key, writes, what, lines, depth, project.with_environment(set(assigned)))


_JUST_RECIPE = re.compile(r"@?([A-Za-z_][\w-]*)([^:]*?):(?!=)(.*)")
_JUSTFILES = ("justfile", "Justfile", ".justfile", "JUSTFILE")
_JUST_ALIAS = re.compile(r"alias[ \t]+([A-Za-z_][\w-]*)[ \t]*:=[ \t]*([A-Za-z_][\w-]*)[ \t]*")
#: The options of just that only show the justfile (any other option is not modelled).
_JUST_READS = frozenset({"-l", "--list", "--summary", "-h", "--help", "-V", "--version"})
_JUST_READS |= {"--dump", "--evaluate", "--variables", "-s", "--show", "-n", "--dry-run"}
#: The justfile lines this reader does not model: another file, another folder, a fallback.
_JUST_UNMODELLED = ("import ", "import? ", "mod ", "mod? ", "set fallback", "set working-directory")


def _just(writes: list[Word], words: list[Word], depth: int, project: Project) -> Effect | None:
    """What ``just [recipes]`` runs when the answer writes the justfile (the first recipe when
    none is named), dependencies first; a body with ``{{...}}`` or a shebang is read as code
    the shell expands."""
    if any(w.text in _JUST_READS for w in words):
        return Effect(writes, [], "")
    name = next((n for n in _JUSTFILES if project.file(n) is not None), "")
    read = _read_once(project, name, _justfile) if name else None
    if any(w.text.startswith("-") or not w.literal for w in words):
        if project.defines(_JUSTFILES):
            return _unknown(writes, f"just {' '.join(w.text for w in words)} (not modelled)")
        return None
    if read is None:
        return None
    recipes, order, unmodelled = read
    if unmodelled:
        return _unknown(writes, f"just with a justfile that uses {unmodelled!r}")
    named = [w.text for w in words]
    if named and named[0] in recipes and recipes[named[0]][2]:
        named = named[:1]  # the words after a recipe that takes parameters are its arguments
    named = named or order[:1]
    if not named or not all(n in recipes for n in named):
        return None
    lines: list[str] = []
    pending, seen = list(reversed(named)), set()
    while pending:
        recipe = pending.pop()
        if recipe in seen or recipe not in recipes:
            continue
        seen.add(recipe)
        pending.extend(reversed(recipes[recipe][0]))
        lines += recipes[recipe][1]
    what = f"just {' '.join(named)} (the justfile's recipe)"
    # a shebang recipe (another language) or an interpolation ({{...}}): not followed
    followed = not any(line.startswith("#!") or "{{" in line for line in lines)
    key = ("just", project.folder, *named)
    return _cached(key, writes, what, lines if followed else None, depth, project)


_Recipes = dict[str, tuple[list[str], list[str], bool]]


def _justfile(text: str) -> tuple[_Recipes, list[str], str]:
    """A justfile's recipes (name -> dependencies, body lines, whether it takes parameters;
    an alias names its recipe's), their names in order, and the first line this reader does
    not model ("" when none)."""
    recipes: _Recipes = {}
    order: list[str] = []
    aliases: dict[str, str] = {}
    unmodelled = ""
    current: list[str] | None = None
    for line in text.splitlines():
        if line[:1] in (" ", "\t"):
            if current is not None and line.strip():
                current.append(line.strip().lstrip("@-"))
            continue
        current = None
        alias = _JUST_ALIAS.fullmatch(line.split("#", 1)[0].rstrip())
        if alias is not None:
            aliases[alias.group(1)] = alias.group(2)
        elif line.startswith("alias") or line.startswith(_JUST_UNMODELLED):
            unmodelled = unmodelled or line.strip()
        recipe = _JUST_RECIPE.fullmatch(line.split("#", 1)[0].rstrip()) if line.strip() else None
        if recipe is not None and not line.startswith(("[", "set ", "alias ", "export ")):
            body: list[str] = []
            depends = [d for d in recipe.group(3).split() if re.fullmatch(r"[\w-]+", d)]
            recipes[recipe.group(1)] = (depends, body, bool(recipe.group(2).strip()))
            order.append(recipe.group(1))
            current = body
    for alias_name, target in aliases.items():
        if target not in recipes:
            unmodelled = unmodelled or f"alias {alias_name} := {target}"
        elif alias_name not in recipes:
            recipes[alias_name] = recipes[target]
    return recipes, order, unmodelled


#: The options of tox this reader does not model (another file, folder, or a selection of
#: environments by label or factor).
_TOX_VALUES = frozenset({"-c", "--conf", "--root", "--workdir", "-x", "--override", "-m"})
_TOX_VALUES |= {"--labels", "-f", "--factors", "--skip-env"}
_TOX_FACTOR = re.compile(r"[\w,!{}.-]+:[ \t]")
_TOX_POSARGS = re.compile(r"\{posargs(?::([^{}]*))?\}|\[\]")


def _tox_ini(text: str) -> configparser.ConfigParser | None:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(text)
    except configparser.Error:
        return None
    return parser


def _tox(writes: list[Word], words: list[Word], depth: int, project: Project) -> Effect | None:
    """What ``tox [-e envs] [-- args]`` runs when the answer writes tox.ini: the ``commands``
    (with ``commands_pre``/``_post``) of each environment named (every one when none is),
    ``{posargs}`` the words after ``--``; a line with another substitution is not followed."""
    parser = _read_once(project, "tox.ini", _tox_ini)
    if any(w.text.split("=", 1)[0] in _TOX_VALUES for w in words) or "TOXENV" in (
        project.environment
    ):
        if project.defines(("tox.ini",)):
            return _unknown(writes, f"tox {' '.join(w.text for w in words)} (not modelled)")
        return None
    if parser is None:
        return None
    cut = [w.text for w in words].index("--") if any(w.text == "--" for w in words) else len(words)
    passed = _passed(words[cut + 1 :])
    envs: list[str] = []
    for n, word in enumerate(words[:cut]):
        value = ""
        if word.text in ("-e", "--envlist") and n + 1 < cut:
            value = words[n + 1].text
        elif word.text.startswith(("-e", "--envlist=")) and word.text not in ("-e", "--envlist"):
            value = word.text.split("=", 1)[1] if "=" in word.text else word.text[2:]
        envs += [e.strip() for e in value.split(",") if e.strip()]
    sections = [s for s in parser.sections() if s == "testenv" or s.startswith("testenv:")]
    if not envs or "ALL" in envs:  # (``-e ALL``: every environment)
        envs = [s.split(":", 1)[1] for s in sections if ":" in s] or ["testenv"]
    lines: list[str] = []
    for env in envs:
        section = f"testenv:{env}" if parser.has_section(f"testenv:{env}") else "testenv"
        if not parser.has_section(section):
            return None
        for key in ("commands_pre", "commands", "commands_post"):
            value = parser.get(section, key, fallback="")
            if key == "commands" and not value and section != "testenv":
                value = (
                    parser.get("testenv", "commands", fallback="")
                    if parser.has_section("testenv")
                    else ""
                )
            for line in value.splitlines():
                line = line.strip().lstrip("-!").strip()
                if not line or line.startswith("#"):
                    continue
                factor = _TOX_FACTOR.match(line)  # "lint: black ." runs in the lint env
                if factor is not None:
                    line = line[factor.end() :]
                if passed is None:
                    return _unknown(writes, "tox with words the shell expands")
                line = _TOX_POSARGS.sub(lambda m: passed or m.group(1) or "", line)
                lines.append(line)
    if not lines:
        return None
    followed = not any("{" in line for line in lines)
    what = f"tox -e {','.join(envs)} (tox.ini's commands)"
    cached = ("tox", project.folder, *envs, passed or "")
    return _cached(cached, writes, what, lines if followed else None, depth, project)


_NOX_SESSIONS = frozenset({"-s", "--session", "--sessions", "-e"})
#: The calls of a nox session that run a command (its arguments) and those that run none.
_NOX_RUNS = frozenset({"run", "run_always", "run_install"})
#: (``session.notify`` runs another session afterwards: not followed)
_NOX_QUIET = frozenset({"install", "conda_install", "log", "debug", "warn", "skip"})
#: The options of nox this reader does not model (another file, sessions chosen by tag or
#: keyword).
_NOX_UNMODELLED = frozenset({"-f", "--noxfile", "-t", "--tags", "-k", "--keywords"})
_NOX_QUIET |= {"error", "chdir"}


def _nox(writes: list[Word], words: list[Word], depth: int, project: Project) -> Effect | None:
    """What ``nox [-s sessions] [-- args]`` runs when the answer writes noxfile.py: the
    ``session.run(...)`` commands of each session named (every one when none is), read from
    the file's syntax tree. A session that does anything else (Python code of its own, a
    command built at run time) is not followed."""
    tree = _read_once(project, "noxfile.py", _python)
    if any(w.text.split("=", 1)[0] in _NOX_UNMODELLED for w in words):
        if project.defines(("noxfile.py",)):
            return _unknown(writes, f"nox {' '.join(w.text for w in words)} (not modelled)")
        return None
    if tree is None:
        return None
    cut = [w.text for w in words].index("--") if any(w.text == "--" for w in words) else len(words)
    passed = _passed(words[cut + 1 :])
    named: list[str] = []
    taking = False
    for word in words[:cut]:
        if word.text in _NOX_SESSIONS:
            taking = True
        elif word.text.startswith("-"):
            taking = False
        elif taking:
            named += [n.strip() for n in word.text.split(",") if n.strip()]
    sessions: dict[str, list[str] | None] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and any(_nox_session(d) for d in node.decorator_list):
            name = next(
                (
                    k.value.value
                    for d in node.decorator_list
                    if isinstance(d, ast.Call)
                    for k in d.keywords
                    if k.arg == "name"
                    and isinstance(k.value, ast.Constant)
                    and isinstance(k.value.value, str)
                ),
                node.name,
            )
            sessions[name] = _nox_commands(node, passed)
    named = [n if n in sessions else n.rsplit("-", 1)[0] for n in named] or list(sessions)
    if not named or not all(n in sessions for n in named):
        return None
    lines: list[str] | None = []
    for name in named:
        commands = sessions[name]
        lines = None if lines is None or commands is None else lines + commands
    what = f"nox -s {' '.join(named)} (the noxfile's session)"
    return _cached(
        ("nox", project.folder, *named, passed or ""), writes, what, lines, depth, project
    )


def _python(text: str) -> ast.Module | None:
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError):
        return None


def _nox_session(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return (isinstance(target, ast.Attribute) and target.attr == "session") or (
        isinstance(target, ast.Name) and target.id == "session"
    )


def _nox_commands(function: ast.FunctionDef, passed: str | None) -> list[str] | None:
    """The command lines of a nox session's ``session.run(...)`` calls; None when the session
    does anything else (or builds a command at run time)."""
    lines: list[str] = []
    for n, statement in enumerate(function.body):
        if n == 0 and isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue  # the docstring
        call = statement.value if isinstance(statement, ast.Expr) else None
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
            return None
        if call.func.attr in _NOX_QUIET:
            continue
        if call.func.attr not in _NOX_RUNS:
            return None
        parts: list[str] = []
        for argument in call.args:
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                parts.append(_quote(argument.value))
            elif (
                isinstance(argument, ast.Starred)
                and isinstance(argument.value, ast.Attribute)
                and argument.value.attr == "posargs"
                and passed is not None
            ):
                parts += [passed] if passed else []
            else:
                return None
        lines.append(" ".join(parts))
    return lines


_TASKFILES = tuple(
    f"{t}askfile{d}.{e}" for t in "Tt" for d in ("", ".dist") for e in ("yml", "yaml")
)
_TASK_READS = frozenset({"-l", "--list", "-a", "--list-all", "-h", "--help", "--version"})


def _task(writes: list[Word], words: list[Word], depth: int, project: Project) -> Effect | None:
    """``task X`` (go-task) when the answer writes a Taskfile: this reader does not read one,
    so what the task runs is not known (listing the tasks reads)."""
    del depth
    if any(w.text in _TASK_READS for w in words):
        return Effect(writes, [], "")
    if project.defines(_TASKFILES):
        return _unknown(writes, f"task {' '.join(w.text for w in words)} (the Taskfile's task)")
    return None


_DENO_CONFIGS = ("deno.json", "deno.jsonc")


def _deno_tasks(text: str) -> dict[str, object] | None:
    try:
        config = json.loads(text)
    except ValueError:
        return None
    tasks = config.get("tasks") if isinstance(config, dict) else None
    return tasks if isinstance(tasks, dict) else {}


def _deno(writes: list[Word], words: list[Word], depth: int, project: Project) -> Effect | None:
    """``deno task X`` when the answer writes deno.json: the task's command, read as a
    script's body; a task written another way (an object, deno.jsonc's comments), with words
    after it or an option: not known."""
    plain = [w for w in words if not w.text.startswith("-")]
    if not plain or plain[0].text != "task":
        return None
    scripts = _package_scripts(project) or {}
    if len(plain) > 1 and plain[1].text in scripts:
        name = next((n for n in _DENO_CONFIGS if project.file(n) is not None), "")
        tasks = _read_once(project, name, _deno_tasks) if name else {}
        if tasks is not None and plain[1].text not in tasks:
            # (Deno 2 runs package.json's script when deno.json has no such task; words after
            # the name are given to it: not read)
            if len(words) != 2:
                return _unknown(writes, f"deno {' '.join(w.text for w in words)}")
            return _npm_scripts(writes, "npm", [Word("run", True), *words[1:]], depth, project)
    if not project.defines(_DENO_CONFIGS):
        return None
    name = next((n for n in _DENO_CONFIGS if project.file(n) is not None), "")
    tasks = _read_once(project, name, _deno_tasks) if name else None
    if len(plain) == 1 and len(words) == 1:
        return Effect(writes, [], "")  # (``deno task`` lists the tasks)
    task = plain[1].text if len(plain) > 1 else ""
    body = tasks.get(task) if tasks is not None else None
    if len(words) != 2 or len(plain) != 2 or not isinstance(body, str):
        return _unknown(writes, f"deno {' '.join(w.text for w in words)} (deno.json's task)")
    what = f"the {task!r} task of deno.json"
    return _cached(("deno", project.folder, task), writes, what, [body], depth, project)


#: The suffixes of the TypeScript sources tsc compiles, and of what it emits from each.
_TS_SOURCES = {".ts": ".js", ".tsx": ".js", ".mts": ".mjs", ".cts": ".cjs"}
#: The options of tsc that write nothing.
_TSC_NO_EMIT = frozenset({"--noEmit", "--help", "-h", "--version", "-v", "--showConfig", "--init"})


def _tsc(writes: list[Word], words: list[Word], project: Project) -> Effect | None:
    """``tsc`` (``tsc -p .``, ``--build``, ``-w``, ``tsc app.ts``): the written files it emits
    over, the JavaScript of each written TypeScript source (beside it, or in the ``outDir``
    of the command or of a tsconfig.json read as JSON, under its ``rootDir``); a tsconfig not
    read (comments, ``extends``) or an output this reader does not place (``outFile``, an
    ``outDir`` without ``rootDir``, ``-p`` of another folder): any written JavaScript file
    with a source's stem. None when no source is given and no tsconfig.json is written."""
    texts = [w.text for w in words]
    if any(t in _TSC_NO_EMIT or t == "--noEmit=true" for t in texts):
        return Effect(writes, [], "")
    given = [t for t in texts if not t.startswith("-") and t.endswith(tuple(_TS_SOURCES))]
    config = project.file("tsconfig.json")
    options: dict[str, object] | None = {}
    if not given:
        if config is None:
            return None  # (no written tsconfig.json: the user's project, not read)
        try:
            data = json.loads(config)
        except ValueError:
            data = None
        compiler = data.get("compilerOptions", {}) if isinstance(data, dict) else None
        options = compiler if isinstance(compiler, dict) and "extends" not in data else None
    if options is not None and options.get("noEmit") is True:
        return Effect(writes, [], "")
    out = options.get("outDir") if options is not None else None
    if "--outDir" in texts and texts.index("--outDir") + 1 < len(texts):
        out = texts[texts.index("--outDir") + 1]
    root = options.get("rootDir") if options is not None else None
    project_folders = [
        texts[n + 1] for n, t in enumerate(texts[:-1]) if t in ("-p", "--project", "-b", "--build")
    ]
    unfollowed = (
        options is None
        or "outFile" in options
        or "out" in options
        or any(t.split("=", 1)[0] in ("--outFile", "--rootDir", "--out") for t in texts)
        or (out is not None and not (isinstance(out, str) and isinstance(root, str)))
        or any(
            f.removeprefix("./") not in (".", "", "tsconfig.json")
            for f in project_folders
            if not f.startswith("-")
        )
    )
    sources = given or [p for p in project.files if p.endswith(tuple(_TS_SOURCES))]
    sources = [s.removeprefix("./") for s in sources if not s.endswith(".d.ts")]
    held = [p for p in project.files if p.endswith((".js", ".mjs", ".cjs", ".js.map"))]
    if unfollowed:
        stems = {s.rsplit("/", 1)[-1].split(".", 1)[0] for s in sources}
        changed = [p for p in held if p.rsplit("/", 1)[-1].split(".", 1)[0] in stems]
    else:
        emitted: set[str] = set()
        for source in sources:
            stem, suffix = posixpath.splitext(source)
            target = stem + _TS_SOURCES.get(suffix, ".js")
            if isinstance(out, str) and isinstance(root, str):
                target = posixpath.normpath(posixpath.join(out, posixpath.relpath(target, root)))
            emitted |= {target, target + ".map"}
        changed = [p for p in held if p in emitted]
    return Effect(writes, [Word(p, True) for p in changed], "tsc emits JavaScript over it")


_CARGO_CONFIGS = (".cargo/config.toml", ".cargo/config")


def _cargo(writes: list[Word], words: list[Word], depth: int, project: Project) -> Effect | None:
    """``cargo X`` when the answer writes a cargo config that may define X as an alias (an
    ``[alias]`` table with a key X; an alias may replace a built-in short name, ``b``): what
    it runs is not followed. (The config is TOML, read by its lines: a key X anywhere in a
    config that says ``alias`` counts, the safe side.)"""
    del depth
    plain = [w.text for w in words if not w.text.startswith("-")]
    sub = plain[0] if plain else ""
    if not sub:
        return None
    key = re.compile(rf"(?m)(?:^|\.)[ \t]*[\"']?{re.escape(sub)}[\"']?[ \t]*=")
    for path, text in project.files.items():
        named = any(path == n or path.endswith("/" + n) for n in _CARGO_CONFIGS)
        if named and "alias" in text and key.search(text):
            return _unknown(writes, f"cargo {sub} (an alias {path} may define)")
    return None


#: The options of ``heroku local``, ``honcho start`` and ``foreman start`` that take a value
#: and leave the processes where they are (``-f``: the Procfile read); ``-d``/``--root``
#: move them, read as not known.
_PROCFILE_VALUED = frozenset(
    {"-f", "--procfile", "-e", "--env", "-p", "--port", "-c", "--concurrency", "-m"}
)
_PROCFILE_VALUED |= {"--formation", "-t", "--timeout"}
_PROCFILE_FLAGS = frozenset({"--no-prefix", "-q", "--quiet", "--no-colour", "--no-color"})
_PROCFILE_LINE = re.compile(r"^([A-Za-z0-9_-]+):[ \t]*(.*\S)[ \t]*$")


def _procfile(
    name: str, writes: list[Word], words: list[Word], depth: int, project: Project
) -> Effect | None:
    """``heroku local [web,worker]``, ``honcho start [web ...]``, ``foreman start [web]``
    when the answer writes the Procfile they read: the commands of the process types they
    start (every one when none is named), read as a task's recipe is."""
    sub = "local" if name == "heroku" else "start"
    if not words or words[0].text != sub:
        return None
    procfile = "Procfile"
    named: list[str] = []
    rest = words[1:]
    n = 0
    while n < len(rest):
        word = rest[n]
        option, _, value = word.text.partition("=")
        if option in _PROCFILE_VALUED:
            given = value if value else (rest[n + 1].text if n + 1 < len(rest) else "")
            if option in ("-f", "--procfile"):
                if not (value or (n + 1 < len(rest) and rest[n + 1].literal)):
                    return _unknown(writes, f"{name} {sub} with a Procfile not known")
                procfile = given
            n += 1 if value else 2
            continue
        if word.text.startswith("-"):
            if word.text in _PROCFILE_FLAGS:
                n += 1
                continue
            return _unknown(writes, f"{name} {sub} {word.text}")
        if not word.literal:
            return _unknown(writes, f"{name} {sub} of processes not known")
        named += [part for part in word.text.split(",") if part]
        n += 1
    text = project.file(posixpath.normpath(procfile.removeprefix("./")))
    if text is None:
        return None
    processes: dict[str, str] = {}
    for line in text.split("\n"):
        found = _PROCFILE_LINE.match(line.rstrip("\r"))
        if found is not None and not line.lstrip().startswith("#"):
            processes[found.group(1)] = found.group(2)
    chosen = [processes[p] for p in (named or list(processes)) if p in processes]
    what = f"the {procfile} processes {', '.join(named) if named else '(all)'}"
    key = ("procfile", project.folder, procfile, *named)
    return _cached(key, writes, what, chosen, depth, project)


#: The runners of a Procfile's processes (:func:`_procfile`).
_PROCFILE_RUNNERS = frozenset({"heroku", "honcho", "foreman"})
#: The task runners whose scripts are read from the file the answer writes for them.
_TASK_READERS = {
    "make": _make,
    "just": _just,
    "tox": _tox,
    "nox": _nox,
    "task": _task,
    "deno": _deno,
    "cargo": _cargo,
}
