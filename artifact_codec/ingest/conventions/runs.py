"""The commands a tool runs between the files it writes: bolt.new's ``shell`` and ``start``
actions, Cline's ``<execute_command>`` (and the demo ``<command>`` of
``<attempt_completion>``), OpenHands' ``execute_bash`` and ``execute_ipython_cell`` calls, the
shell code blocks of a Markdown answer (AutoGen runs every code block in order; GPT-Pilot runs
its ``command:`` blocks; a user follows the answer in order too).

Each of these tools runs its calls in the order of the answer: a command runs after the files
written before it, and may change them (``echo x > a.py``, ``sed -i``, ``prettier --write .``).
The files the answer holds are then not the files the tool leaves, so such a result is not
usable (``changed-after``, an error naming the command and the file). A shell command is read
by the shell effect rules the script around heredocs is read by
(:func:`~.heredoc.changed_after`: redirections, in-place editors, formatters, package
managers, commands not known); a file written after the command is not its business. A Python
cell (OpenHands' IPython tool) is not read as a program: one that may write files (``open``,
``write``, ``os``/``shutil``/``subprocess``/``pathlib`` calls, a ``!`` or ``%`` shell line) may
change every file written before it; one that does none of that (``print(1 + 1)``) changes
nothing.
"""

from __future__ import annotations

import ast
import functools
import posixpath
import re
import shlex
from collections.abc import Iterable
from dataclasses import dataclass, replace
from fnmatch import fnmatchcase

from ...diagnostics import Diagnostic, Severity
from ...result import ParseResult, Status
from ..accept import Block
from ..said import says_not_kept
from .answer import Answer
from .fences import scan
from .heredoc import (
    SessionNames,
    changed_after,
    code_elements,
    folder_after,
    ipython_cell,
    known_output,
    notebook_cell_line,
    notebook_info,
    notebook_line,
    opens_js_repl,
    python_echo,
    repl_code,
    repl_escape,
    session_line,
    session_program,
    shell_fence,
    shell_syntax_error,
    typed_at_prompt,
)
from .hook_code import python_values
from .named_paths import may_name
from .prompts import CONTINUED, PS2, opens_repl, repl_input, session_prompt, shown_prompt
from .python_runs import python_run_changes
from .shell import (
    BRACE_EXPANSION,
    INERT,
    INTERPRETERS,
    MAX_QUOTED_LINES,
    OUTPUTS,
    PROGRAM_FILE,
    READS,
    Command,
    InlineProgram,
    Project,
    Word,
    command_words,
    effect,
    harmless_inline,
    heredoc_program,
    inline_code,
    inline_program,
    manifest_written,
    peel_prefixes,
    quote_left_open,
    required_files,
    run_folders,
    shell_command_name,
    shell_named,
    shell_script,
    split_line,
    substitutions,
)

__all__ = [
    "USER",
    "Run",
    "held_names",
    "notebook_script",
    "prose_instruction",
    "prose_lines",
    "say_commands_change_files",
    "say_runs_change_files",
    "say_runs_write_files",
    "shell_fence",
    "starts_with_command",
    "text_between",
    "text_changes",
    "unquoted",
    "weighed_in_bare_block",
    "weighed_lines",
    "weighed_listed",
]


@dataclass(frozen=True, slots=True)
class Run:
    """A command a tool runs at its place in the answer."""

    pos: int  # where its call starts in the answer
    text: str  # the command (a shell script, or Python code when ``python``)
    python: bool = False
    # how the script is written: a shell script (``sh``), a console session (``console``),
    # another shell's script (``powershell``), the lines of a block without an info string
    # (``""``: a line that starts with a command is one, others are output), or text as it
    # stands (``text``: a line of prose, the answer around a tool's calls), read as the script
    # around heredocs is: its shell fences, its lines that start with a command, the commands
    # its prose quotes
    info: str = "sh"
    # a program file the tool saves and then runs (AutoGen's ``# filename: fix.py``): it is
    # also a file of the answer, so it changes only the files it names in a string
    # (``open('app.py', 'w')``), not every file a Python cell that writes may change
    saved: bool = False
    # a file of the answer itself that the tool runs (``# filename: app.py``): the answer's
    # own program run as ``python app.py`` is, read as any Python block (a path it builds may
    # reach every held file); its text that does not parse changes the files it names (see
    # _saved_program_changes)
    own: bool = False
    # the absolute folder the tool runs its commands and cells in (OpenHands' ``/workspace``,
    # where it writes the answer's files): a path in it names the file under it
    folder: str | None = None


#: What a Python cell may change files with: opening a file (any mode: the mode may be a
#: variable), writing, the modules that move, remove or run things, an IPython shell line.
_PYTHON_WRITES = re.compile(
    r"\bopen\s*\(|\.write|\bos\.|\bshutil\b|\bsubprocess\b|\bpathlib\b|\bPath\s*\(|"
    r"\bexec\s*\(|\beval\s*\(|__import__|\bimport\s+os\b|\bfrom\s+os\b|^\s*[!%]",
    re.MULTILINE,
)


#: How a run is written when it is read as POSIX shell lines (:func:`shell_fence`'s script
#: and session, a bare block's lines, text); any other is another shell's script.
_POSIX_INFO = frozenset({"sh", "console", "", "text"})
#: A line of prose that tells the reader to run what it quotes (``Then run `sed -i ...```,
#: ``Next, `rm a.py```), or starts with the quoted command.
_INSTRUCTION = re.compile(
    r"(?i)^[\s>*+-]*(?:\d+[.)]\s*)?`|\b(?:run|running|execute|type|enter|then|next|now|"
    r"finally|afterwards|after that|first|second|also)\b[^`]*`"
)
#: The words of a line of prose that say NOT to run the command it quotes (``never `rm
#: app.py` ``, ``instead of `black .` ``). Any other line that quotes a command asks to run
#: it, an example or a suggestion too (``you could use `sed -i ...` ``, ``e.g. `black .` ``):
#: a false refusal of a mention is allowed, a file the user's command then changes is not.
_MENTION = re.compile(
    r"(?i)\b(?:don't|do not|never|avoid|instead of|rather than|no need to|not need to)\b"
)
#: The command names that start a line of commands outside a shell block (a bare block's
#: line, a prompted or indented prose line, a code span): the programs that run files
#: (:data:`~.shell.READS`: runners, interpreters, package managers) and the commands that
#: move the shell or change files. Not the shell's builtins and viewers (:data:`~.shell.INERT`:
#: ``return``, ``set``, ``let``, ``test``, ``open``), words that start lines of code too.
_COMMAND_NAMES = (READS - INERT) | frozenset(
    {"rm", "mv", "cp", "sed", "perl", "ln", "truncate", "unlink", "patch", "git", "chmod"}
    | {"chown", "echo", "printf", "cat", "tee", "touch", "rsync", "dd", "rmdir", "shred"}
    | {"mkdir", "black", "prettier", "gofmt", "rustfmt", "isort", "ruff", "eslint", "npm"}
    | {"npx", "yarn", "pnpm", "bun", "pip", "pip3", "uv", "cd", "sudo", "find", "xargs"}
    | {"make", "curl", "wget", "ls", "awk", "sort", "install", "dos2unix", "cargo", "go"}
    | {"source", "docker", "podman", "node", "deno", "python", "python3", "py", "pytest"}
    | {"bash", "sh", "zsh", "pushd", "popd", "autopep8", "yapf", "shfmt"}
    | {"clang-format", "uvx", "pipx", "bunx", "unix2dos", "tar", "unzip", "gzip", "chdir"}
)
#: Command names that start a statement in some language (PHP's ``echo``, Perl's
#: ``printf``, ``sort``, ``find``): a command only on the first line of a block.
_CODE_STATEMENTS = frozenset(
    {"echo", "printf", "cat", "ls", "touch", "mkdir", "install", "sort", "find", "perl"}
)
#: A call outside quotes (``worker(ch)``): code; a shell line writes ``$(...)``, ``"f(x)"``.
_CALL = re.compile(r"\w\(")
_QUOTED = re.compile(r"'[^'\r\n]*'|\"[^\"\r\n]*\"")
#: The first word of a line of commands: after a ``$``/``%``/``>`` prompt or an indent; a
#: name, or a path to a program (``./fix.py``, ``/usr/local/bin/x``, ``node_modules/.bin/x``).
#: Not a line of code that starts with the same word (``cat = Cat()``, ``make (x)``, ``x +
#: 1``, ``x += 1``); a ``+`` before a word is an argument (``chmod +x``).
#: The prompt or indent before a line's first word (as :data:`_FIRST_WORD` reads it).
_PROMPT_MARK = re.compile(r"[ \t]*(?:[$%>][ \t]+)?")
#: (The word is read as one run and its shape checked by :func:`_command_shaped`: the two runs
#: of one class around its letter, ``[\w.~/-]*[A-Za-z][\w.+-]*``, were quadratic on a long
#: word.)
_FIRST_WORD = re.compile(
    r"[ \t]*(?:[$%>][ \t]+)?([\w.~/+-]+)(?=[ \t;&|<>]|$)"
    r"(?![ \t]*(?:[=(:]|\+(?![\w-])))"
)


def _command_shaped(word: str) -> bool:
    """Whether ``word`` (a run of ``[\\w.~/+-]``) is a command's name or a path to one: an ASCII
    letter with no ``~`` or ``/`` after it and no ``+`` before it (``./run``, ``g++``, not
    ``+x`` or ``a/+/b``)."""
    last_dir = max(word.rfind("~"), word.rfind("/"))
    plus = word.find("+")
    between = word[last_dir + 1 : plus if plus >= 0 else len(word)]
    return any(c.isascii() and c.isalpha() for c in between)


#: What may stand before a command's name on a line of commands: a prompt, a group or
#: subshell opened (``{ ``, ``(``); then assignments and the commands that run the rest of
#: the line (:func:`~.shell.peel_prefixes`, the one peeler of prefixes).
_SHELL_PREFIX = re.compile(r"[ \t]*(?:[$%>][ \t]+)?(?:(?:\{[ \t]|\()[ \t]*)*")
#: A shell compound command on one line: ``if ...; then``, ``for f in *.js; do``.
_CONTROL = re.compile(
    r"[ \t]*(?:[$%>][ \t]+)?(?:if|for|while|until)[ \t][^\r\n]*;[ \t]*(?:then|do)\b"
)


@functools.lru_cache(maxsize=256)
def prose_instruction(line: str) -> bool:
    """Whether a line of prose tells the reader to run the command it quotes in backquotes
    (``Then run `sed -i s/1/2/ app.py`.``, ``Use `black app.py` to format it``, ``| format |
    `black app.py` |``) rather than mentions one (``you could use `rm -rf build` ``): a word
    that asks to run or orders steps comes before the quote, or it starts with the quote, or
    it quotes a command (:func:`starts_with_command`) and says nothing that makes it a
    mention."""
    if "`" not in line:
        return False
    if _INSTRUCTION.search(line) is not None:
        return True
    return _MENTION.search(line) is None and any(
        starts_with_command(typed_at_prompt(span)) for span in _TEXT_SPAN.findall(line)
    )


def starts_with_command(line: str, *, first: bool = True) -> bool:
    """Whether ``line`` (a line of a block without an info string, of prose after a prompt or
    an indent, a code span) starts with a command: a known command's name (``rm``,
    ``black``, ``python``, ``source``, ``docker``) or a path to a program (``./fix.py``).
    Below the first line of a block (``first`` false), not a name that starts a statement of
    code too (``echo $x;`` in PHP, ``print``)."""
    if _CONTROL.match(line) is not None:
        return True  # a shell compound command: ``if ...; then``, ``for ...; do``
    prefix = _SHELL_PREFIX.match(line)
    if prefix is not None and prefix.end() < len(line):
        line = line[prefix.end() :]  # the command the group opened runs
    # the command the prefixes run (``env``, ``nice``, ``FOO=1``, ``timeout 5``), or the
    # prefix itself when it is a command of its own (``sudo``, ``npx``)
    peeled = peel_prefixes(line)
    return _named_command(peeled, first) or (peeled != line and _named_command(line, first))


#: A first word the shell expands into a command and its arguments (``{rm,app.py}``).
_BRACE_WORD = re.compile(r"[ \t]*\{([^{}\s,]+(?:,[^{}\s,]*)+)\}(?=[\s;&|]|$)")


def _named_command(line: str, first: bool) -> bool:
    """Whether ``line`` starts with a known command's name or a path to a program (see
    :func:`starts_with_command`); its first word named as the shell names it
    (:func:`~.shell.shell_named`, :func:`~.shell.shell_command_name`: ``\\rm``, ``"rm"``,
    ``/bin/rm`` are rm)."""
    brace = _BRACE_WORD.match(line)
    if brace is not None:  # (``{rm,app.py}``: bash expands the word into ``rm app.py``)
        line = " ".join(brace.group(1).split(",")) + line[brace.end() :]
    prompt = _PROMPT_MARK.match(line)
    line = line[: prompt.end()] + shell_named(line[prompt.end() :]) if prompt else line
    typed = _TYPED_FIRST.match(line)
    if typed is not None and any(c in typed.group(1) for c in "\\'\""):
        name = shell_command_name(typed.group(1))
        if name in _COMMAND_NAMES:
            line = line[: typed.start(1)] + name + line[typed.end(1) :]
    found = _FIRST_WORD.match(line)
    if found is None or not _command_shaped(found.group(1)):
        return False
    word = found.group(1)
    if not first and word in _CODE_STATEMENTS:
        return False
    if _CALL.search(_QUOTED.sub("", line)) is not None:
        return False  # a statement of code: ``go worker(ch)``, ``go func() {``
    return word in _COMMAND_NAMES or ("/" in word and not word.endswith("/"))


#: The first word of a line as typed, its quotes and backslashes kept (``\\rm``, ``"rm"``).
_TYPED_FIRST = re.compile(r"""[ \t]*((?:'[^'\r\n]*'|"[^"\r\n]*"|\\.|[^\s'"\\;&|<>()])+)""")


def weighed_listed(line: str, held: frozenset[str] | None = None) -> bool:
    """Whether the text of a list item or a quoted line (``- sed -i s/1/2/ a.py``, ``1. cp
    a.py b.py``) is weighed as a command typed there: it starts with one
    (:func:`starts_with_command`), not all of it reads as harmless
    (:func:`_harmless_shape`), and it is no sentence: plain words holding a small word of
    English (``- touch up the styles``, ``- make sure it works``). ``held``: as for
    :func:`weighed_in_bare_block`."""
    if not starts_with_command(line) or _harmless_shape(line, held):
        return False
    words = line.split()
    return not all(_PLAIN_WORD.fullmatch(w) for w in words) or not any(
        w.lower() in _FUNCTION_WORDS for w in words[1:]
    )


#: The small words of English sentences: a list item of plain words holding one is prose
#: (``- make sure it works``, ``- touch up the styles``), not a command typed there.
_FUNCTION_WORDS = frozenset(
    {"the", "a", "an", "it", "is", "are", "to", "up", "sure", "that", "this", "you", "your"}
    | {"and", "or", "of", "for", "with", "all", "be", "will", "can", "in", "on", "if"}
)


def held_names(paths: Iterable[str]) -> frozenset[str]:
    """The names by which a command line may name one of ``paths`` (the files an answer
    holds): each path, each folder above it, each file's own name (a command may run inside
    its folder). Built once per answer for :func:`weighed_in_bare_block`."""
    names: set[str] = set()
    for path in paths:
        parts = path.split("/")
        names.add(path)
        names.add(parts[-1])
        for n in range(1, len(parts)):
            names.add("/".join(parts[:n]))
    return frozenset(names)


def weighed_in_bare_block(
    line: str, *, first: bool = True, held: frozenset[str] | None = None
) -> bool:
    """Whether a line of a block without an info string is weighed as a command (its lines
    are read as a script, what they do by the shell effect rules): it starts with a command
    (:func:`starts_with_command`), or it has no shape known to be harmless. A list of the
    prefixes that run a command (``timeout 5``, ``nice``, ``! ``, ``true &&``) is never
    complete, so the rule is the other way round: a line is left out only when all of it
    reads as prose, output or code (:func:`_harmless_shape`); whatever else it is, the effect
    rules weigh it (a command they do not know may change any file). ``held``: the names of
    the files the answer holds (:func:`held_names`); without it any argument shaped like a
    path is taken to name one."""
    if not starts_with_command(line, first=first):
        return not _harmless_shape(line, held)
    if shell_syntax_error(line):
        return False  # ``echo $shop->total(1);``: the shell runs nothing of this line
    # A file of the user's by its folder, with marks of progress (``tests/test_app.py ..
    # [100%]``), is pytest's output: the shape rules weigh that path.
    head = _RELATIVE_FILE.match(line)
    return head is None or held is None or not _harmless_shape(line, held)


#: A first word that is a relative path to a file with an extension, not a program run by
#: its path (``./fix.py``, ``/usr/bin/x``, ``bin/setup``).
_RELATIVE_FILE = re.compile(r"[ \t]*[\w-][\w.-]*/(?:[\w.-]+/)*[\w-]+\.[\w.]+(?=[ \t])")


def weighed_lines(
    block: str, *, held: frozenset[str] | None = None, code_below: bool = False
) -> list[bool]:
    """Whether each line of ``block`` (a block without an info string, split at ``\\n``) is
    weighed as a command (:func:`weighed_in_bare_block`). Lines joined by a backslash at
    their end are one line to the shell (``Output \\`` then ``| tee app.js``): they are
    weighed together. ``code_below``: below the first line that is not blank or a comment,
    a name that starts a statement of code too (``echo``) does not make a command."""
    lines = block.split("\n")
    weighed = [False] * len(lines)
    first = True
    cell = ""  # the Python cell a ``...`` line goes on with (``python``, ``ipython``)
    echoing = ""  # the last prompt was Python's: a line without one may be what it printed
    output: list[str] = []  # the lines it prints, when its text says them (known_output)
    i = 0
    while i < len(lines):
        j, parts = i, [lines[i].rstrip("\r")]
        while parts[-1].endswith("\\") and j + 1 < len(lines):
            parts[-1] = parts[-1][:-1]
            j += 1
            parts.append(lines[j].rstrip("\r"))
        joined = "".join(parts)
        # (a line typed at another program's prompt, ``PS C:\\>``, ``C:\\app>``, ``>>>``,
        # ``In [1]:``, is no POSIX line: changed-after reads it by its prompt; nor is a line
        # that goes on with the Python cell above at its ``...`` / ``...:`` prompt)
        reading = session_prompt(joined)
        if reading not in ("python", "ipython") and cell:
            continued = CONTINUED[cell].match(joined)
            reading = cell if continued is not None else reading
        echo = reading is None and bool(echoing) and python_echo(joined)
        if reading is None and output:
            # (``print('rm app.py')`` prints the line ``rm app.py``: output, never run)
            echo = echo or joined.strip() == output[0].strip()
            output = output[1:] if joined.strip() == output[0].strip() else []
        cell = reading if reading in ("python", "ipython") else ""
        if reading is not None:
            echoing = cell  # (what a line at a Python prompt prints follows it)
            shown = shown_prompt(joined, root=False) if reading == "python" else None
            output = (known_output(joined[shown[1] :]) or []) if shown is not None else []
        mark = (
            reading in (None, "sh")
            and not echo  # the value the Python line above printed (``PosixPath('/src')``)
            and weighed_in_bare_block(joined, first=first or not code_below, held=held)
        )
        for k in range(i, j + 1):
            weighed[k] = mark
        first = first and (not joined.strip() or joined.lstrip().startswith("#"))
        i = j + 1
    return weighed


#: A line that only comments or decorates: a comment of the shell or of code, a Markdown
#: rule or list marker, a table row, a tree drawing. (Not ``*)``: a ``case`` pattern.)
_DECORATION = re.compile(r"[ \t]*(?:#|//|/\*|\*(?!\))|--|<!--|[-=_*+|]{3,}|[-*+][ \t]|\||$)")
#: A word of plain prose or output: letters, a number with a unit (``0.01s``, ``57``,
#: ``100%``), with the punctuation that ends a word in a sentence.
_PLAIN_WORD = re.compile(r"(?:[A-Za-z][a-z']*|\d(?:[\d.,:]*\d)?[A-Za-z%]{0,3})[,.:;!?)]*")
#: A word the shell cannot take as a command's name: it holds what a name never does
#: (``margin:``, ``tests/x.py::test``, ``├──``).
_NOT_A_NAME = re.compile(r"[^\w.~/+@%-]|[^/]:")
#: What no program is called: an option (``-rw-r--r--``), a number (``2``), punctuation
#: alone (``...``, ``//``).
_NOT_A_PROGRAM = re.compile(r"-.*|[\d.,:%+-]+|[^\w]+")
#: The shell syntax that starts a line of commands, whatever its words: ``!``, a test, a
#: group or subshell.
_SHELL_SYNTAX = re.compile(r"[ \t]*(?:!|\[\[?|\{|\()(?:[ \t]|$)")
#: What runs a command inside a line, whatever its first word (``Done $(rm a.js)``).
_SUBSTITUTION = re.compile(r"\$\(|`")
#: The operators of code (``x = 1``, ``a == b``, ``f => g``): a line holding one alone is code.
_CODE_OPERATORS = frozenset({"=", "==", "===", "!=", "=>", "->", "<-", "+=", "-=", ":=", "::"})
#: A whole line of a requirements or constraints file (``flask==2.3.0``, ``requests>=2.31``,
#: ``numpy>=1.24,<2``, ``pywin32==306; sys_platform == "win32"``): the shell would write a
#: file named ``=2.31``, yet no tool runs such a line. Only the whole line: ``flask==2.3.0;
#: rm app.js`` runs ``rm``.
_SPECIFIER = r"(?:[=!~<>]=|[<>])[ \t]*[\d*][\w.*+!-]*"
_MARKER = r"[A-Za-z_.]+[ \t]*(?:[=!<>]=|[<>])[ \t]*(?:\"[^\"\r\n;&|`$]*\"|'[^'\r\n;&|`$]*')"
_REQUIREMENT = re.compile(
    rf"[A-Za-z0-9][\w.\[\],-]*[ \t]*{_SPECIFIER}(?:[ \t]*,[ \t]*{_SPECIFIER})*"
    rf"(?:[ \t]*;[ \t]*{_MARKER}(?:[ \t]+(?:and|or)[ \t]+{_MARKER})*)?(?:[ \t]+#.*)?"
)
#: Words of prose that are also the names of commands (``listening on port 8080``, ``next
#: step``): a command only as the first word of a command, not among the words after another.
_PROSE_NAMES = frozenset(
    {"port", "service", "serve", "next", "install", "sort", "find", "source", "go", "make"}
    | {"http", "cd", "install", "run", "test", "open", "touch", "py"}
)
#: A first word that may be a program that runs the command after it: a lowercase name.
_WRAPPER = re.compile(r"[a-z][a-z0-9_-]*")
#: cmd.exe's commands that change files; cmd.exe reads names in any case (``DEL``, ``Copy``).
_CMD_NAMES = frozenset(
    {"del", "erase", "copy", "xcopy", "robocopy", "move", "ren", "rename", "rd", "rmdir"}
    | {"md", "mkdir", "attrib", "mklink", "icacls", "takeown", "start", "call", "cmd"}
    | {"powershell", "pwsh", "replace", "expand", "compact", "cipher", "fsutil"}
)
#: A PowerShell cmdlet (``Remove-Item``, ``Set-Content``, ``Copy-Item``): an approved verb,
#: a hyphen, a capitalized noun.
_CMDLET = re.compile(
    r"(?:Add|Clear|Copy|Move|New|Remove|Rename|Set|Out|Invoke|Start|Stop|Expand|Compress"
    r"|Export|Import|Write|Get|Update|Install|Uninstall|Register|Enable|Disable|Restart"
    r"|ConvertTo|ConvertFrom|Join|Split|Push|Pop|Save|Send|Sync|Edit|Mount|Publish|Test"
    r"|Select|Where|ForEach|Measure|Sort|Format|Tee|Rename|Unblock|Reset|Resolve)-[A-Z]\w*"
)
#: A switch of cmd.exe (``/Y``, ``/s``) or an option.
_SWITCH = re.compile(r"/[A-Za-z?]{1,2}|-.+")
#: A word shaped like a path: a folder and a name, or a name with an extension.
_PATH_SHAPE = re.compile(r"[^\s]*[/\\][^\s]*|[\w-]+\.[A-Za-z]\w*|\.{1,2}|[^\s]*[*?][^\s]*")


def _names_held(word: str, held: frozenset[str] | None) -> bool:
    """Whether ``word`` (an argument of a command) may name a file the answer holds (its
    folder, ``.``, a glob, a variable: any file); without ``held``, whether it is shaped
    like a path."""
    text = word.removeprefix("./").rstrip("/") or "."
    if text in (".", "..") or "$" in text or BRACE_EXPANSION.search(text) is not None:
        return True
    if held is None:
        return _PATH_SHAPE.fullmatch(text) is not None
    if any(mark in text for mark in "*?["):
        # a pattern: the shell puts the names it matches there (few held names are compared;
        # many are taken to match, which keeps many lines after many files linear)
        return len(held) > _GLOB_LIMIT or any(fnmatchcase(name, text) for name in held)
    return text in held


#: How many held names a pattern among a command's words is compared with.
_GLOB_LIMIT = 64


def _command_name(head: str, arguments: list[str], held: frozenset[str] | None) -> bool:
    """Whether ``head`` names a command that changes or runs files: a known name
    (:data:`_COMMAND_NAMES`), a PowerShell cmdlet, one of cmd.exe's (in any case; in a
    title's case, ``Copy``, only before a path or a switch: ``Copy the files`` is prose)."""
    if head in _COMMAND_NAMES or _CMDLET.fullmatch(head) is not None:
        return True
    if head.lower() not in _CMD_NAMES or not arguments:
        return False
    if head.isupper() or head.islower():
        return True
    return any(_SWITCH.fullmatch(w) or _names_held(w, held) for w in arguments)


#: A line of brackets and separators only: code opening or closing a block.
_BRACKETS_ALONE = re.compile(r"[{}()\[\];,]+")


def _harmless_shape(line: str, held: frozenset[str] | None = None) -> bool:
    """Whether a line of a block without an info string reads, all of it, as something no
    shell runs to change a file: blank, a comment or decoration, a line the shell cannot
    split or reads as a syntax error, a whole requirement line; else, with no redirection
    into a file, no command substitution and no shell syntax first, a whole sentence (one
    command, a capital word first that names no command, no option, no redirection), or
    commands (split as the shell splits them: ``a | b``, ``a; b``, ``a & b``) each harmless
    (:func:`_harmless_command`)."""
    stripped = line.strip()
    if _REQUIREMENT.fullmatch(stripped) is not None or _BRACKETS_ALONE.fullmatch(stripped):
        return True  # (a lone ``{`` or ``});`` opens or closes code: it runs nothing itself)
    split = split_line(stripped)
    if split is None or not split[0]:
        return True  # the shell waits for the rest of a quote: nothing runs from this line
    if _DECORATION.match(line) is not None and (
        len(split[0]) == 1 or stripped.startswith(("#", "|"))
    ):
        return True  # (a leading ``|`` is a syntax error; a comment runs nothing)
    if shell_syntax_error(stripped):
        return True  # code or output
    commands = split[0]
    if any(r.operator in OUTPUTS for c in commands for r in c.redirections):
        return False
    if _SHELL_SYNTAX.match(line) is not None or "$(" in stripped:
        return False
    parts = [[w.text for w in command_words(c)] for c in commands if c.words]
    parts = [words for words in parts if words]
    if not parts:
        return True  # ``}``, ``);``, ``X=1``: code that closes a block, an assignment
    head = parts[0][0]
    if (
        len(commands) == 1
        and not commands[0].redirections
        and head[:1].isupper()
        and not any(w.startswith("-") for w in parts[0])
        and not _command_name(head, parts[0][1:], held)
    ):
        return True  # a sentence: ``Server running at http://localhost:3000``
    if _SUBSTITUTION.search(stripped) is not None:
        return False
    code = stripped.endswith(("{", "};", "},", ":")) or parts[-1][-1] in ("{", "}")
    return all(_harmless_command(words, held, code) for words in parts)


def _harmless_command(words: list[str], held: frozenset[str] | None, code: bool) -> bool:
    """Whether one simple command of a line of a bare block (its words after assignments and
    prefixes) runs nothing that changes a file: no known command's name first or among its
    words (a prefix this reader never listed runs them: ``timeout 5 rm``), no path to a
    program first; then words of output (``added 57 packages in 3s``), a lone word, code
    (``code``: the line opens or closes a block; an operator of code), a first word no
    program is called (``-rw-r--r--``, ``./main.go:5:2:``), or a first word not known with
    no option and no argument naming a held file (``ok  example.com/calc  0.002s``)."""
    head, arguments = words[0], words[1:]
    if _command_name(head, arguments, held):
        return False
    if any(w in _COMMAND_NAMES and w not in _PROSE_NAMES for w in arguments):
        return False
    if arguments and arguments[0] in _COMMAND_NAMES and _WRAPPER.fullmatch(head) is not None:
        # a word of prose among the arguments is prose (``listening on port 8080``), but
        # right after a lowercase name it is the command that name runs: ``setsid go
        # generate``, ``chronic make`` (a wrapper never listed, like ``timeout 5 rm``)
        return False
    if "/" in head and not head.endswith("/") and _NOT_A_NAME.search(head) is None:
        if head.startswith(("./", "../", "/", "~")) or "." not in head.rsplit("/", 1)[-1]:
            return False  # a program run by its path: ``./fix.py``, ``bin/setup``
        if held is None or head in held or not arguments:
            return False
        # a file by its folder (``tests/test_app.py ..  [100%]``), the answer does not hold:
        # its words of dots are marks of progress
        return not any(
            w.startswith("-") or (w.strip(".") and _names_held(w, held)) for w in arguments
        )
    runnable = _NOT_A_PROGRAM.fullmatch(head) is None and _NOT_A_NAME.search(head) is None
    if code:
        return True  # a line of code that opens or closes a block (``body {``, ``def f():``)
    if runnable and held is not None and any(_names_held(w, held) for w in arguments):
        return False  # a program not known given a held file: ``stylua src``
    if all(_PLAIN_WORD.fullmatch(w) for w in words) or not arguments or code:
        return True  # output (``hello world``), a name alone (``app.js``), a block's edge
    if not runnable:
        return True  # no program is called so: ``-rw-r--r--``, ``./main.go:5:2:``, ``├──``
    if any(w in _CODE_OPERATORS for w in words):
        return True  # code: ``x = 1``, ``a == b``
    return not any(w.startswith("-") or _names_held(w, held) for w in arguments)


#: Who runs the commands in the text around a tool's files.
USER = "the user (following the answer in order)"
#: A line that only closes a code block: the end of the fence a tool's call or JSON stood in.
_CLOSING_FENCE = re.compile(r"[ \t]*(?:`{3,}|~{3,})[ \t]*(?:\r?\n|$)")


def text_between(answer: Answer, spans: list[tuple[int, int]]) -> list[Run]:
    """The text after each of ``spans`` (the stretches a tool's calls, artifacts or JSON
    document took, start and end) up to the next one, as the commands it holds (its shell
    blocks, the commands its prose quotes, read as text: :class:`Run` ``text``), run at
    their place in the answer: a user follows the answer in order, whatever convention its
    files are written in. The rest of the line a span ends on, and a line closing the fence
    it stood in, are not part of it."""
    text = answer.text
    runs: list[Run] = []
    ordered = sorted(spans)
    for index, (_, end) in enumerate(ordered):
        following = next((at for at, _ in ordered[index + 1 :] if at >= end), len(text))
        start = end
        if end > 0 and text[end - 1] != "\n":  # (the rest of its line is the call's)
            start = text.find("\n", end, following) + 1
            if start == 0:
                continue
        fence = _CLOSING_FENCE.match(text, start, following)
        if fence is not None:
            start = fence.end()
        if start < following and text[start:following].strip():
            runs.append(Run(start, text[start:following], info="text"))
    return runs


def say_runs_change_files(
    answer: Answer, blocks: list[Block], runs: list[Run], result: ParseResult, tool: str
) -> None:
    """Make ``result`` not usable, with a ``changed-after`` error, when a command of ``runs``
    may change a file that ``blocks`` wrote before it (``tool`` names who runs it), or with a
    ``mixed-conventions`` error when one may write a file the result does not hold
    (:func:`say_runs_write_files`)."""
    if not runs or result.code is None or not result.code.files:
        return
    _say_runs_change_files(answer, blocks, runs, result, tool)
    if result.status.usable:
        last = max(run.pos for run in runs)
        said = cut_command(answer, last, sorted(written_at(blocks)))
        if said is not None:
            result.diagnostics.append(Diagnostic("changed-after", Severity.ERROR, *said))
            result.status = Status.REJECTED_FILES
            return
    say_runs_write_files(answer, runs, result, written=written_at(blocks))


#: A code span of prose (one line).
_CODE_SPAN = re.compile(r"`[^`\n]+`")
#: One line, its break aside.
_LINE = re.compile(r"[^\n]+")


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group())


def _prose_words(text: str, start: int) -> str:
    """``text[start:]`` as prose words for the said reader: its code blocks, its lines that
    start with a command and its code spans that start with one blanked (the run rules weigh
    those as commands: ``git rm --cached a.py``, ``cat a.py``, a script's comment), the
    offsets kept. A few passes (linear time)."""
    words = list(text[start:])
    for fence in scan(text, start, nested=False):
        words[fence.start - start : fence.end - start] = " " * (fence.end - fence.start)
    prose = "".join(words)
    prose = _LINE.sub(
        lambda m: _blank(m) if starts_with_command(m.group().lstrip(" \t>$")) else m.group(),
        prose,
    )
    return _CODE_SPAN.sub(
        lambda m: _blank(m) if starts_with_command(m.group()[1:-1]) else m.group(), prose
    )


def say_prose_not_kept(
    answer: Answer,
    blocks: list[Block],
    result: ParseResult,
    who: str,
    spans: Iterable[tuple[int, int]] = (),
) -> None:
    """(fix-saidmod178: hunt132-mdsaidgone) Make ``result`` not usable, with a
    ``changed-after`` error, when the words after the answer's last file (after the span of
    ``spans`` holding it: a bolt artifact) say a file it wrote is not kept as written:
    removed, renamed, emptied, to be deleted (:func:`..said.says_not_kept` with ``shown``, the
    reading of the transcripts' assistant text: ``I deleted a.py.``, ``Also delete a.py.``,
    ``Removed files:``); words about the files just shown (``Run it with python a.py``, ``I
    removed the unused import from a.py``) keep them. Its code blocks and commands are left to
    the run rules (:func:`_prose_words`). ``who``: the convention, for the message."""
    if result.code is None or not result.code.files or not result.status.usable:
        return
    ends = [b.end for b in blocks if b.refusal is None and b.edit is None and b.end > b.pos]
    if not ends:
        return
    after = max(ends)
    after = max([after, *(end for start, end in spans if start <= after <= end)])
    text = answer.text
    if after >= len(text) or not text[after:].strip():
        return
    written = {file.file_path: None for file in result.code.files}
    for path, sentence in says_not_kept(_prose_words(text, after), written, shown=True)[:1]:
        line = answer.notes.locate(after)[0]
        message = (
            f"line {line}: the {who} answer's words after its files say "
            f"{sentence.strip()[:80]!r} of {path}, which it wrote: the file may be removed, "
            "moved or changed after it; the answer is not usable. Send each file as it should "
            "end up"
        )
        result.diagnostics.append(Diagnostic("changed-after", Severity.ERROR, message, line))
        result.status = Status.REJECTED_FILES


def cut_command(answer: Answer, after: int, paths: list[str]) -> tuple[str, int] | None:
    """A command the answer was cut inside, at its very end after the document: a code span
    whose closing backquote never came (``Finally, run `sed -i 's/1/2/' a.``) that starts as
    a command does and ends in a written file's path or the start of one (the shell would
    have read the rest). What the command did to that file is unknown, so the file as written
    may be stale (the command completed with that path changes it, as the run rules read
    it): the message and line, or None."""
    text = answer.text
    begin = text.rfind("\n", after) + 1 or after
    last = text[max(begin, after) :]
    if last.count("`") % 2 == 0 or last.rstrip() != last:
        return None  # (a closed span, or an answer that ended its line: not cut in a span)
    span = last[last.rfind("`") + 1 :]
    words = span.split()
    if len(words) < 2 or not starts_with_command(span.strip()):
        return None
    token = words[-1].strip("'\"")
    if not token:
        return None
    # (the command as the shell would read it with each written file the cut word may
    # begin: `rm a.p` as `rm a.py`; what it does is the run rules' reading, so that a cut
    # `python b.py` changes nothing)
    named = []
    head = span[: span.rstrip().rfind(words[-1])]
    for path in paths:
        if path.startswith(token) or path.endswith("/" + token):
            run = Run(max(begin, after), head + path + "\n", info="sh")
            if _changes(answer, run, [path]):
                named.append(path)
    if not named:
        return None
    line = answer.notes.locate(max(begin, after))[0]
    return (
        f"line {line}: the answer ends inside a command (`{span.strip()[:60]}`) that may "
        f"change {', '.join(named[:3])}: what it does is unknown, so the files as written may "
        "not be what the answer leaves; the answer is not usable. Send each file as it should "
        "end up, and no commands that change it",
        line,
    )


def written_at(blocks: list[Block]) -> dict[str, int]:
    """Where each file of ``blocks`` is first written (path -> position in the answer)."""
    found: dict[str, int] = {}
    for block in blocks:
        path = block.fields.get("PATH")
        if path and block.refusal is None and block.edit is None:
            found[path] = min(found.get(path, block.pos), block.pos)
    return found


def _say_runs_change_files(
    answer: Answer, blocks: list[Block], runs: list[Run], result: ParseResult, tool: str
) -> None:
    assert result.code is not None
    contents = {file.file_path: file.content for file in result.code.files}
    accepted = {file.file_path for file in result.code.files}
    written: list[tuple[int, str]] = sorted(
        (block.pos, block.fields["PATH"])
        for block in blocks
        if block.refusal is None and block.edit is None and block.fields.get("PATH") in accepted
    )
    before: dict[str, None] = {}  # the files written before the run, in order
    # those files by each part of their path, without case (``A.py`` may be a.py:
    # :func:`.named_paths.may_name`)
    by_part: dict[str, list[str]] = {}
    index = 0
    # A block without an info string is read twice: as its lines (the shell rules' reading
    # of such a block), and as the script of its lines that start with a command.
    held = held_names(accepted)
    scripts = [
        replace(run, text=_command_lines(run.text, held), info="sh") for run in runs if not run.info
    ]
    project = Project(dict(contents))  # the answer's task files, read once for every run
    # the folder the shell blocks above leave the terminal in ("" the root; None: not known):
    # a user following the answer runs the next block there (``cd web``, then ``rm index.js``)
    carried: str | None = ""
    for run in sorted([*runs, *scripts], key=lambda run: run.pos):
        while index < len(written) and written[index][0] < run.pos:
            path = written[index][1]
            index += 1
            if path not in before:
                before[path] = None
                for part in {path.casefold(), *path.casefold().split("/")}:
                    by_part.setdefault(part, []).append(path)
        carry, who = carried, tool
        if run.info in ("sh", "console") and not run.python and not run.saved:
            carried = folder_after(_alone(answer, run), carried)
        if not before:
            continue
        if run.saved:
            changed = _saved_program_changes(answer, run, before, contents)
        else:
            named = _named_in(run, before, by_part, project)
            changed = _changes(answer, run, named, contents)
        if _PROBE in changed:  # it may change files it does not name: ask about each
            changed = _changes(answer, run, list(before), contents)
        if not changed and carry != "" and run.info in ("sh", "console") and not run.python:
            # the same block run where the blocks above left the shell (two readings: a tool
            # runs each block from the root, a user in one terminal)
            where = '"$OLDPWD"' if carry is None else shlex.quote(carry)
            typed = "$ " if run.info == "console" else ""
            there = replace(run, text=f"{typed}cd {where}\n{run.text}")
            changed = _changes(answer, there, list(before), contents)
            left = "a folder not known" if carry is None else carry
            who = f"{tool} (in {left}, where the shell blocks above leave the terminal)"
        opener = _left_open(run) if not changed and not run.python else None
        typed_in = _typed_into(answer, run, opener) if opener is not None else None
        if typed_in is not None:
            # the next block is typed into the program the block leaves open (``node``, then
            # a javascript block): read as typed at its prompt (two readings: a tool runs it
            # as a program of its own)
            at, typed_run = typed_in
            now = [path for at_, path in written if at_ < at]
            changed = _changes(answer, typed_run, now, contents) if now else []
            if not changed and now and carried != "":
                # the program runs in the folder the shell is left in (``cd web`` then
                # ``node``): its relative paths from there (not known: ``$OLDPWD``, any)
                where = '"$OLDPWD"' if carried is None else shlex.quote(carried)
                there = replace(typed_run, text=f"$ cd {where}\n{typed_run.text}")
                changed = _changes(answer, there, now, contents)
            who = f"{tool} (typed into `{opener}`, which the block above leaves open)"
        if not changed:
            continue
        line = answer.notes.locate(run.pos)[0]
        shown = run.text.strip().splitlines()[0][:80] if run.text.strip() else ""
        what = "Python cell" if run.python else "command"
        result.diagnostics.append(
            Diagnostic(
                "changed-after",
                Severity.ERROR,
                f"the {what} `{shown}` (line {line}), which {who} runs after writing "
                f"{', '.join(changed[:3])}{' ...' if len(changed) > 3 else ''}, may change "
                f"{'it' if len(changed) == 1 else 'them'}: the files in the answer may not be "
                "what the tool leaves; the answer is not usable. Send each file as it should "
                "end up, and no commands that change it",
                line,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return


def say_commands_change_files(
    answer: Answer, commands: list[str], pos: int, result: ParseResult, where: str
) -> None:
    """Make ``result`` not usable when one of ``commands`` (shell command lines that ``where``,
    at ``pos`` in the answer, gives to run after the files: a legacy answer's ``"commands"``
    key) may change a file of the result (``changed-after``) or write one it does not hold
    (``mixed-conventions``)."""
    if result.code is None or not result.code.files or not commands:
        return
    run = Run(pos, "\n".join(commands))
    contents = {file.file_path: file.content for file in result.code.files}
    changed = _changes(answer, run, [*contents, _PROBE], contents)
    changed = [path for path in changed if path != _PROBE] or (list(contents) if changed else [])
    if changed:
        line = answer.notes.locate(pos)[0]
        result.diagnostics.append(
            Diagnostic(
                "changed-after",
                Severity.ERROR,
                f"the commands of {where} (line {line}), run after the files are written, may "
                f"change {', '.join(changed[:3])}{' ...' if len(changed) > 3 else ''}: the "
                "files in the answer may not be what running them leaves; the answer is not "
                "usable. Send each file as it should end up, and no commands that change it",
                line,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return
    say_runs_write_files(answer, [run], result)


def _command_lines(block: str, held: frozenset[str]) -> str:
    """The lines of a block without an info string that are weighed as commands
    (:func:`weighed_lines`; ``held``: the names of the files the answer holds), the others
    (output, code) blank: the script it runs."""
    lines = block.split("\n")
    weighed = weighed_lines(block, held=held)
    return "\n".join(line if mark else "" for line, mark in zip(lines, weighed, strict=True))


def say_script_writes(
    answer: Answer, start: int, text: str, result: ParseResult, also_held: set[str]
) -> None:
    """A heredoc script's other commands (``text``, from ``start``; its heredoc bodies
    blanked) weighed by :func:`say_runs_write_files`, the files it read (``also_held``)
    held (:data:`.heredoc.SCRIPT_WRITES`)."""
    say_runs_write_files(answer, [Run(start, text, info="text")], result, also_held=also_held)


def say_runs_write_files(
    answer: Answer,
    runs: list[Run],
    result: ParseResult,
    also_held: Iterable[str] = (),
    written: dict[str, int] | None = None,
) -> None:
    """Make ``result`` not usable, with a ``mixed-conventions`` error, when a command of
    ``runs`` may write a file the answer authors that the result does not hold: text the
    answer gives sent to a writer (``echo ... > b.py``, ``printf``, a here-string, ``... |
    tee b.py``, ``dd of=b.py``), a held file copied, linked or filtered into another (``cp
    a.py b.py``, ``sed ... a.py > b.py``, ``sort -o``), a target the shell expands (``>
    $OUT``): that file is written in another convention than the others, and the result would
    lose it. A by-product of running a program is no file the answer authors: a backup of a
    held file (``cp app.py app.py.bak``, ``.orig``, ``~``), a download (``wget URL``, ``curl
    -o``), what a program prints or its output option writes (``python app.py > out.txt``,
    ``gcc -o app``, ``pytest --junitxml=report.xml``); each is named by a
    ``runs-write-files`` info and the result stays usable. The rule is an allow-list: a
    command writes nothing only when the shell effect rules (:func:`~.shell.effect`) say so;
    removing a file or changing its mode loses nothing. A command that may change any file
    (one not known) is ``changed-after``'s business (:func:`say_runs_change_files`).
    ``also_held``: files the reader read itself beside the result's (refused ones too)."""
    if result.code is None or not result.code.files or not result.status.usable:
        return
    held = {file.file_path for file in result.code.files} | set(also_held)
    names = held_names(held)  # (for the lines of bare blocks: built once)
    noted: set[str] = set()
    for run in runs:
        # a held file copied or moved before the answer writes it is the user's copy
        sources = _Written(held, written, run.pos)
        for line, path, authored in _writes_elsewhere(run, held, names=names, sources=sources):
            where = answer.notes.locate(run.pos)[0]
            if authored:
                result.diagnostics.append(
                    Diagnostic(
                        "mixed-conventions",
                        Severity.ERROR,
                        f"the command `{line.strip()[:80]}` (line {where}) may write {path}, a "
                        f"file the {result.format.value} files do not hold: the answer writes "
                        "its files two ways (or the command writes one the answer does not "
                        "give), and the result would lose it; it is not usable. Send every "
                        "file the same way, and no commands that write files",
                        where,
                    )
                )
                result.status = Status.REJECTED_FILES
                return
            if path in noted:
                continue
            noted.add(path)
            result.diagnostics.append(
                Diagnostic(
                    "runs-write-files",
                    Severity.INFO,
                    f"the command `{line.strip()[:80]}` (line {where}) writes {path}, which "
                    "the result does not hold: a by-product of running it (a backup, a "
                    "download, a report, a build, what a program prints), not a file the "
                    "answer gives",
                    where,
                )
            )


#: What an argument a command changes reads as when it is an option's value (``of=b.py``).
_OPTION_VALUE = re.compile(r"^-|=")
#: The verbs of :class:`~.shell.Effect` that put text on the files their arguments name (a
#: copy, a link, a move, ``tee``, ``dd``, an output option): a file written so holds text
#: the answer gives or makes. Editing a file in place, converting, truncating, removing it or
#: changing its mode writes no file the answer holds text for (an edit of a file the answer
#: does not hold is the user's file, as before); what a program the answer wrote is given
#: (``python add-user.py bob``) is its own business.
_WRITING_VERBS = frozenset(
    {"copies onto it", "writes to it", "links it", "moves it", "writes to it (an output option)"}
)
#: The name of a backup of a file: ``app.py.bak``, ``.orig``, ``.old``, ``.backup``, ``~``.
_BACKUP = re.compile(r"(?:\.(?:bak|orig|old|backup|save|sav)\d*|~)$")
#: The commands whose output is what a program makes, not text the answer gives: the
#: runners, builders, package managers and downloaders of :data:`~.shell.READS` (interpreters
#: only when they run a program file: ``python -c CODE`` prints text the answer gives).
_PRODUCERS = (READS - INERT) - {"cat", "echo", "printf"}


def _produces(command: Command) -> bool:
    """Whether what ``command`` writes (its output, its output options) is made by running a
    program rather than given by the answer: a runner, builder, package manager or
    downloader, or an interpreter given a program file (not inline code, not its input)."""
    words = command_words(command)
    if not words or not words[0].literal:
        return False
    name = words[0].text.rsplit("/", 1)[-1]
    if name not in _PRODUCERS:
        return False
    if name in INTERPRETERS:
        rest = [w.text for w in words[1:]]
        inline = inline_code(words) is not None or any(t in ("-", "-s") for t in rest)
        program = next((t for t in rest if not t.startswith("-")), "")
        return bool(program) and not inline  # (``| python``: a program read from the pipe)
    return True


#: The commands that write what a pipe feeds them to the files they name.
_PIPE_WRITERS = frozenset({"tee", "dd", "sponge"})


@dataclass(frozen=True, slots=True)
class _Written:
    """The held files written before ``pos`` (``written``: where each is first written;
    None: every held file), asked one path at a time (no set of them built per run)."""

    held: set[str]
    written: dict[str, int] | None
    pos: int

    def __contains__(self, path: object) -> bool:
        if not isinstance(path, str) or path not in self.held:
            return False
        return self.written is None or self.written.get(path, -1) < self.pos


def _by_product(
    command: Command,
    target: Word,
    verb: str,
    held: set[str],
    fed: bool,
    sources: _Written | None = None,
) -> bool:
    """Whether ``target``, which ``command`` writes (``verb``: how), is a by-product of
    running something rather than a file the answer authors: a backup of a held file under a
    backup name, or the output of a program (:func:`_produces`), also through ``tee``/``dd``
    at the end of its pipe (``fed``: a program's output feeds ``command``). ``sources``:
    the held files written before the command (a copy of another file is of the user's
    own; by default every held file)."""
    path = target.text.removeprefix("./")
    if target.literal and verb in ("copies onto it", "links it", "moves it"):
        if verb == "copies onto it" and any(
            w.text == "/dev/null" for w in command_words(command)[1:] if w is not target
        ):
            return False  # ``cp /dev/null pkg/__init__.py``: an empty file, as ``touch`` makes
        stem = _BACKUP.sub("", path)
        name = stem.rsplit("/", 1)[-1]  # (``cp app.py /tmp/app.py.bak``)
        if stem != path and any(h == stem or h.rsplit("/", 1)[-1] == name for h in held):
            return True
        # a copy of the user's own files (``cp .env.example .env``): no text of the answer
        copied = [w for w in command_words(command)[1:] if w is not target]
        copied = [w for w in copied if not w.text.startswith("-")]
        given = sources if sources is not None else _Written(held, None, 0)
        return bool(copied) and all(
            w.literal and w.text.removeprefix("./") not in given for w in copied
        )
    if _produces(command):
        return True
    words = command_words(command)
    return fed and bool(words) and words[0].text.rsplit("/", 1)[-1] in _PIPE_WRITERS


def _held_program(command: Command, held: set[str]) -> str | None:
    """The program file of the answer's (in ``held``) that ``command`` runs with an
    interpreter (``python gen.py``), None for any other command."""
    words = command_words(command)
    if not _produces(command) or words[0].text.rsplit("/", 1)[-1] not in INTERPRETERS:
        return None
    program = next((w for w in words[1:] if not w.text.startswith("-")), None)
    if program is None or not program.literal:
        return None
    path = program.text.removeprefix("./")
    return path if path in held else None


def _suffix(path: str) -> str:
    name = path.rsplit("/", 1)[-1]
    return name.rsplit(".", 1)[-1] if "." in name.strip(".") else ""


def _source_made(target: Word, held: set[str], command: Command, feeder: str | None) -> bool:
    """Whether ``target``, which ``command`` writes, is a source file the answer's own
    program makes: the answer's program (run by ``command``, or ``feeder``, whose output
    feeds it through a pipe: ``python gen.py | tee b.py``) prints it, and it is a program
    file of the kind of that program or of another the answer holds (``b.py`` from
    ``gen.py``). Such a file is the answer's (made through its program), not a by-product
    of running something; the result would not hold it as the model meant it."""
    program = _held_program(command, held) or feeder
    suffix = _suffix(target.text)
    if program is None or not target.literal or not suffix:
        return False
    kinds = {_suffix(program)} | {_suffix(h) for h in held if PROGRAM_FILE.search(h)}
    return suffix in kinds


#: A string of inline code that names a file: a path with a folder or a name with a suffix.
_NAMED_FILE = re.compile(r"[\w.-]*/[\w./-]*[\w-]|[\w-][\w.-]*\.[A-Za-z]\w*")
#: The options of ``touch`` and ``truncate`` whose value is not a file they create.
_TOUCH_VALUES = frozenset({"-d", "-t", "-r", "--date", "--reference", "-s", "--size"})
#: The deepest ``sh -c`` string in another one that is read (deeper: not read here).
_MAX_SCRIPT_DEPTH = 3


def _inline_writes(program: InlineProgram, held: set[str]) -> str | None:
    """The file an inline program (``python -c``, ``node -e``, ``perl -le``, ``php -r``:
    the answer's text) may write that the answer does not hold, or None when it is KNOWN to
    write nothing (:func:`~.shell.harmless_inline`: Python and JS read, another language
    only when it prints plain strings). Any other program may write: the first file its
    strings name that the answer does not hold, else a file it does not name (the reading is
    inverted: a list of the spellings that write always misses the next one)."""
    code = program.code
    if not code.literal:
        return "a file the code the shell expands may write"
    if program.unsure:
        return f"a file it may write (it {program.unsure})"
    if harmless_inline(program, held):
        return None
    named = (
        found.group(2).strip().removeprefix("./")
        for found in _STRING.finditer(code.text)
        if _NAMED_FILE.fullmatch(found.group(2).strip())
    )
    return next((path for path in named if path not in held), "a file its inline code may write")


def _touched(words: list[Word], held: set[str]) -> list[str]:
    """The files ``touch`` or ``truncate`` (its words) creates that the answer does not
    hold: an empty file the answer means (``touch pkg/__init__.py``, ``truncate -s 0
    pkg/__init__.py``) and does not give."""
    if "-c" in (w.text for w in words) or "--no-create" in (w.text for w in words):
        return []
    found: list[str] = []
    skip = False
    for word in words[1:]:
        if skip:
            skip = False
        elif word.text in _TOUCH_VALUES:
            skip = True
        elif not word.text.startswith("-"):
            path = word.text.removeprefix("./")
            if not word.literal or (path not in held and not path.startswith("/dev/")):
                found.append(path)
    return found


#: Words of REPL input that may write a file (Node's ``fs``, ``child_process``, Deno's and
#: Bun's writers, Lua's ``io.open``, R's ``write``/``sink``/``file``, a shell escape): such
#: input is read as a shell line as before, never skipped.
_REPL_MAY_WRITE = re.compile(
    r"(?i)\bfs\b|require|import|write|append|open|spawn|exec|child_process|Deno\.|Bun\."
    r"|\bsink\b|\bfile\b|\bsave|\bcopy|\brename|\bunlink|\bremove|\bsystem\b|^\s*[.!]"
)


#: The interactive programs whose typed input is read as the code given to their ``-e``.
_REPL_RUNNERS = {
    **dict.fromkeys(("node", "nodejs", "ts-node", "deno", "bun"), "node -e"),
    **dict.fromkeys(("lua", "luajit"), "lua -e"),
}


def _program_name(typed: str) -> str:
    """The interactive program a shell line opens (``npx ts-node`` -> ``ts-node``, ``/usr/bin/
    node`` -> ``node``): the last word whose name is one of :data:`_REPL_RUNNERS`, or ''."""
    names = [w.rsplit("/", 1)[-1].strip("'\"") for w in typed.split()]
    return next((n for n in reversed(names) if n in _REPL_RUNNERS), "")


def _writes_elsewhere(
    run: Run,
    held: set[str],
    depth: int = 0,
    names: frozenset[str] | None = None,
    sources: _Written | None = None,
) -> list[tuple[str, str, bool]]:
    """The files not in ``held`` that a command line of ``run`` may write, each with its line
    and whether the answer authors it (:func:`_by_product`: False for a backup, a download,
    a program's output), in order, up to the first authored one. A Python cell or another
    shell's script is not read here (changed-after weighs those). A ``sh -c`` string is read
    as a script by the same rules; inline code that may write (:func:`_inline_writes`) and
    ``touch`` of a file not held write a file the answer authors. ``sources``: the held files
    written before the run (:func:`_by_product`)."""
    found: list[tuple[str, str, bool]] = []
    if run.python or run.saved or run.info not in _POSIX_INFO:
        return found
    subshell = 0
    session = SessionNames()  # what the Python typed at the prompts above binds
    candidates = _command_candidates(run)
    body: tuple[str, bool] | None = None  # a heredoc's lines go on: its delimiter, ``<<-``
    fed_program: Command | None = None  # the interpreter that body feeds its program to
    lines: list[str] = []  # that body's lines
    opening = ""  # the line of the command the body is fed to
    repl = ""  # the shell line above opened an interactive program (``$ node``): that line
    for index, (line, kind) in enumerate(candidates):
        if repl and body is None and session_prompt(line) is None:
            typed_code = repl_input(line, True)
            if typed_code is not None:
                # (lead, round 23: hunt92-jsops) JavaScript, Lua, R... typed at the bare ``>``
                # of the program ``$ node`` opened: that program's input, not a shell line
                # (``> [1, 2].map(x => x * 2)`` writes no file x); JavaScript or Lua that may
                # write is weighed as the same code given to ``node -e`` / ``lua -e``; other
                # input that names a way to write is read as a line of commands, as before
                runner = _REPL_RUNNERS.get(_program_name(repl))
                if runner is not None and _REPL_MAY_WRITE.search(typed_code):
                    line, kind = f"{runner} {shlex.quote(typed_code)}", "sh"
                elif not _REPL_MAY_WRITE.search(typed_code):
                    continue
        elif session_prompt(line) == "sh":
            shown_sh = shown_prompt(line, root=False)
            typed_sh = line[shown_sh[1] :] if shown_sh is not None else ""
            repl = typed_sh if opens_repl(typed_sh) else ""
        if body is not None:
            # a line of a heredoc's body (after the shell's ``>``, PS2, in a session): text the
            # command reads, not a command, up to the delimiter's line
            if _ends_body(line, body):
                body = None
                written = _fed_writes(fed_program, lines, held, depth)
                if written:
                    found.append((opening, written[0], True))
                    return found
            else:
                shown_ps2 = PS2.match(line)
                lines.append(line[shown_ps2.end() :] if shown_ps2 is not None else line)
            if index == len(candidates) - 1 and body is not None:
                # no line closes the body: bash reads it to the end of the script (a warning),
                # and the interpreter runs all of it
                written = _fed_writes(fed_program, lines, held, depth)
                if written:
                    found.append((opening, written[0], True))
                    return found
            continue
        reading = session_prompt(line)
        if reading in ("powershell", "cmd", "python", "ipython"):
            # PowerShell or Python typed at its prompt, not a POSIX line (``>>> x`` is no append
            # into a file x): changed-after weighs it, as a Python cell; an IPython escape
            # (``In [1]: !echo y > b.py``) is the shell line it runs
            escaped = repl_escape(line)
            code = repl_code(line) if escaped is None else None
            typed = shown_prompt(line, root=False)
            parts = [line[typed[1] :]] if typed is not None else [line]
            for following, _ in candidates[index + 1 :] if reading in CONTINUED else ():
                # the statement goes on at the continuation prompts (``...``): one statement
                # (``with open(p, 'w') as f:`` then ``...     f.write('y')``)
                shown = CONTINUED[reading].match(following)
                if shown is None:
                    break
                parts.append(following[shown.end() :])
            if reading == "ipython" and any(notebook_cell_line(part) for part in parts):
                # an IPython cell with a magic or an escape in it: the shell line the whole
                # cell runs, read as a notebook cell is (``%pycat app.py`` then a line that
                # writes: that line runs; ``%time STATEMENT``; ``%history -f b.py``)
                escaped, code = ipython_cell(parts, session, unknown=False), None
            elif code is not None:
                code = "\n".join([code, *parts[1:]])
            named = None
            if code is not None:
                resolved = session_line(code, session)
                named = _repl_writes(resolved, session_program(code, session), held)
            if named is not None:
                found.append((line, named, True))  # (``>>> open("b.py", "w")``)
                return found
            if escaped is None:
                continue
            line, kind = escaped, "sh"
        command_line = _typed(line)
        if kind == "console" and command_line == line:
            continue  # a session's output, not a command
        # (a command across lines is weighed by its first line: the rest is its quoted text)
        head = command_line.split("\n", 1)[0]
        if kind == "check" and not (_SHELL_PROMPT.match(line) or starts_with_command(head)):
            continue  # prose, output or code
        if kind == "bare" and names is None:
            names = held_names(held)  # (once per run, and only for a bare block's lines)
        left_open = _SHELL_PROMPT.match(line) is not None and "$(" in head  # (see below)
        if kind == "bare" and not weighed_in_bare_block(head, held=names) and not left_open:
            continue  # a line of a bare block that reads as prose, output or code
        split = split_line(line if kind == "sh" else command_line, subshell)
        if split is None:
            # a command typed at a prompt left open (``$ X=$(python3 - <<'EOF'``) goes on at
            # the shell's ``>`` (PS2) lines: the code of its command substitution, those lines
            # included, is a script the shell runs (a heredoc in it feeds its interpreter)
            substituted = command_line.find("$(")
            if (kind != "bare" or left_open) and substituted != -1 and depth < _MAX_SCRIPT_DEPTH:
                typed_lines = [command_line[substituted + 2 :]]
                for following, _ in candidates[index + 1 :]:
                    shown_ps2 = PS2.match(following)
                    if shown_ps2 is None:
                        break
                    typed_lines.append(following[shown_ps2.end() :])
                inner_code = "\n".join(typed_lines).rstrip()
                inner_code = inner_code.removesuffix(")").rstrip('"')
                inner = _writes_elsewhere(Run(0, inner_code + "\n"), held, depth + 1)
                inner_written = next((path for _, path, authored in inner if authored), None)
                if inner_written is not None:
                    found.append((line, inner_written, True))
                    return found
            continue
        commands, after = split
        subshell = after if kind == "sh" else 0
        heredocs = [r for c in commands for r in c.redirections if r.operator in ("<<", "<<-")]
        if heredocs and heredocs[-1].target is not None and "\n" not in command_line:
            opened = (heredocs[-1].target.text, heredocs[-1].operator == "<<-")
            fed_to = next(
                (c for c in commands if heredoc_program(c, Word("", True)) is not None), None
            )
            # (a body that ends; one no delimiter closes when an interpreter is fed it: bash
            # reads it to the end of the script; other lines no delimiter closes are read as
            # they were, commands or not)
            closed = any(_ends_body(later, opened) for later, _ in candidates[index + 1 :])
            if closed or (fed_to is not None and index < len(candidates) - 1):
                body, lines, opening, fed_program = opened, [], line, fed_to
        fed = False  # a program's output feeds this command through a pipe
        feeder: str | None = None  # the answer's program whose output feeds it
        for command in commands:
            authored_paths = _authored_writes(command, held, depth)
            if authored_paths:
                found.append((line, authored_paths[0], True))
                return found
            done = effect(command)
            targets = [(w, "writes to it") for w in done.writes]
            if not done.mode and done.verb in _WRITING_VERBS:
                targets += [
                    (w, done.verb) for w in done.changes if not _OPTION_VALUE.search(w.text)
                ]
            for target, verb in targets:
                path = target.text.removeprefix("./")
                if target.literal and (path in held or path.startswith("/dev/")):
                    continue
                authored = not _by_product(command, target, verb, held, fed, sources)
                authored = authored or _source_made(target, held, command, feeder)
                found.append((line, path, authored))
                if authored:
                    return found
            fed = command.pipes_into and (_produces(command) or fed)
            feeder = (_held_program(command, held) or feeder) if command.pipes_into else None
    return found


def _fed_writes(
    fed_program: Command | None, lines: list[str], held: set[str], depth: int
) -> list[str]:
    """The files not held that the program a heredoc body feeds an interpreter writes:
    ``python3 - <<'EOF'`` runs the body (``lines``) as ``python3 -c BODY`` does."""
    if fed_program is None:
        return []
    text = "\n".join(lines) + "\n"
    inline = heredoc_program(fed_program, Word(text, "$" not in text and "`" not in text))
    return _authored_writes(inline, held, depth) if inline else []


def _ends_body(line: str, body: tuple[str, bool]) -> bool:
    """Whether ``line`` is the delimiter line of a heredoc (``body``: its delimiter, whether
    ``<<-`` strips tabs), typed after the shell's ``>`` (PS2) or not."""
    shown = PS2.match(line)
    typed = line[shown.end() :] if shown is not None else line
    return (typed.lstrip("\t") if body[1] else typed) == body[0]


def _repl_writes(code: str, program: str, held: set[str]) -> str | None:
    """The file not in ``held`` that Python typed at a REPL prompt may write: read as an
    inline program is (:func:`~.shell.harmless_inline`), and when not known to write nothing,
    the first file its strings name that the answer does not hold, or that it computes from
    them (``code``: the line with the names the lines above bound to spelled values written
    as those values, :func:`~.heredoc.session_line`; ``program``: the line after the
    statements above that bind the names it reads, :func:`~.heredoc.session_program`); a
    value it gives a call that may write and does not
    spell (``open(p, 'w')``, ``p`` bound to no spelled value) may be any file
    (:func:`~.hook_code.python_values`). A line that names none and gives no such value is
    not read as writing one (``>>> x.append(3)``)."""
    if harmless_inline(InlineProgram("py", Word(code, True)), held) or harmless_inline(
        InlineProgram("py", Word(program, True)), held
    ):
        return None  # (the line after the imports typed above it: ``date.today()``)
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        tree = None
    if tree is None:  # (not Python alone: its strings as an inline program's are read)
        named = [found.group(2).strip() for found in _STRING.finditer(code)]
    else:
        named = _unread_strings(tree)
        for script in _shell_lines(tree):
            # a shell line Python runs (``os.system('echo y > b.py')``): the same shell lines
            if script is None:
                return "a file its code may write (it runs a shell line not spelled)"
            inner = _writes_elsewhere(Run(0, script), held, 1)
            written = next((path for _, path, authored in inner if authored), None)
            if written is not None:
                return written
    files = (n.removeprefix("./") for n in named if _NAMED_FILE.fullmatch(n))
    found = next((path for path in files if path not in held), None)
    unspelled = python_values(program)[1] if found is None else ""
    if unspelled:
        # (``open(p, 'w')``, ``p`` not bound above to a spelled value: any file)
        return f"a file its code may write (it gives `{unspelled}`, a value not spelled)"
    return found


#: The calls that only read the file their first argument names (``pd.read_csv("d.csv")``,
#: ``json.load``, ``yaml.safe_load``): a name that starts with ``read`` or ``load``, or one
#: of these; and what a ``Path("d.csv")`` is asked that only reads it.
_READING_CALL = re.compile(r"(?:read|load|safe_load|exists|isfile|isdir|getsize|stat)\w*")
_PATH_READS = frozenset({"read_text", "read_bytes", "exists", "is_file", "is_dir", "stat"})


def _unread_strings(tree: ast.Module) -> list[str]:
    """The string constants of ``tree`` that the code may use otherwise than to read the
    file they name: not the first argument of ``open`` with a mode that only reads, of a
    call named as reading (:data:`_READING_CALL`), or of ``Path(...)`` asked only to read
    (``Path("d.csv").read_text()``). What is not known to read may write."""
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node
    found: list[str] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        call = parents.get(id(node))
        if not (isinstance(call, ast.Call) and call.args[:1] == [node]):
            found.append(node.value)
            continue
        func = call.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if name == "open" and isinstance(func, ast.Name):
            if not _reading_open(call):
                found.append(node.value)
        elif name in ("Path", "PurePath"):
            asked = parents.get(id(call))
            user = parents.get(id(asked)) if asked is not None else None
            if not (
                isinstance(asked, ast.Attribute)
                and asked.attr in _PATH_READS
                and isinstance(user, ast.Call)
                and user.func is asked
            ):
                found.append(node.value)
        elif not _READING_CALL.fullmatch(name):
            found.append(node.value)
    return found


#: The calls of Python's standard library that run a shell line: ``os.system``, ``os.popen``,
#: ``subprocess.getoutput``/``getstatusoutput`` always; ``subprocess.run`` and its kin with
#: ``shell=True``.
_SHELL_CALLS = frozenset({"system", "popen", "getoutput", "getstatusoutput"})
_SUBPROCESS_CALLS = frozenset({"run", "call", "check_call", "check_output", "Popen"})


def _shell_lines(tree: ast.Module) -> list[str | None]:
    """The shell lines the Python of ``tree`` runs (the string given to ``os.system``, to
    ``subprocess.run(..., shell=True)``), each read as a script; None for one not spelled."""
    found: list[str | None] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        name = node.func.attr
        shell = any(
            k.arg == "shell" and not (isinstance(k.value, ast.Constant) and not k.value.value)
            for k in node.keywords
        )
        if name not in _SHELL_CALLS and not (name in _SUBPROCESS_CALLS and shell):
            continue
        if not node.args:
            continue  # (``platform.system()``: no shell line given)
        first = node.args[0]
        value = first.value if isinstance(first, ast.Constant) else None
        found.append(value if isinstance(value, str) else None)
    return found


def _reading_open(call: ast.Call) -> bool:
    """``open(path)`` / ``open(path, "r")`` / ``open(path, mode="rb")``: a literal mode that
    only reads, and no other argument than these and the text options."""
    modes = list(call.args[1:2])
    for keyword in call.keywords:
        if keyword.arg == "mode":
            modes.append(keyword.value)
        elif keyword.arg not in ("encoding", "errors", "newline", "buffering"):
            return False
    if len(call.args) > 2 or any(isinstance(a, ast.Starred) for a in call.args):
        return False
    return all(
        isinstance(m, ast.Constant) and isinstance(m.value, str) and set(m.value) <= set("rbt")
        for m in modes
    )


def _authored_writes(command: Command, held: set[str], depth: int) -> list[str]:
    """The files not in ``held`` that ``command`` writes with text the answer gives beyond
    what the shell effect rules read: its ``sh -c`` script's, its inline program's, the
    empty files ``touch`` creates."""
    script = shell_script(command)
    if script is not None:
        if not script.literal or depth >= _MAX_SCRIPT_DEPTH:
            return ["a file the shell's -c string may write"]
        inner = _writes_elsewhere(Run(0, script.text), held, depth + 1)
        return [path for _, path, authored in inner if authored]
    required = required_files(command)
    if required and all(posixpath.normpath(path) in held for path in required):
        # (``node -e "require('./app.js')"`` runs app.js as ``node app.js`` does; a file the
        # answer does not write is code no one has read)
        return []
    program = inline_program(command)
    if program is not None:
        written = _inline_writes(program, held)
        return [written] if written is not None else []
    words = command_words(command)
    if words and words[0].literal and words[0].text.rsplit("/", 1)[-1] in ("touch", "truncate"):
        return _touched(words, held)  # (``truncate -s 0 x`` creates x as touch does)
    # the manifest ``init`` writes (``npm init -y``, ``cargo init``) when the answer gives none
    # of that name in any folder: it starts the project, as ``touch`` writes a file not held
    # (one held somewhere is changed-after's business: the nearest-manifest rule)
    manifest = manifest_written(command)
    if manifest is not None:
        base = manifest.rsplit("/", 1)[-1]
        if not any(path.rsplit("/", 1)[-1] == base for path in held):
            return [manifest]
    return []


#: A line that opens or closes a code block, and its info string.
_FENCE = re.compile(r"[ \t]*(`{3,}|~{3,})[ \t]*([^\s`]*)")
#: The marks of a Markdown container before a line's text: block quote marks (``> ``, ``>>``)
#: and a list item's marker (``- ``, ``* ``, ``+ ``, ``1. ``, ``2) ``).
_QUOTE_MARKS = re.compile(r"[ \t]{0,3}>[ \t]?")
#: A list item's marker: Markdown's, a typed bullet (``•``, ``◦``, ``▪``), a task list's box
#: after it (``- [ ] ``).
_LIST_MARKER = re.compile(
    r"[ \t]*(?:[-*+\u2022\u2023\u25e6\u25aa\u25cf]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(?=\S)"
)
#: The HTML elements a command is shown in (``<pre>``, ``<code>``, ``<kbd>``, a list's or a
#: table's), at the start or the end of a line.
_ELEMENTS = r"pre|code|kbd|samp|tt|p|li|ol|ul|div|span|td|th|tr|blockquote"
_HTML_OPEN = re.compile(rf"[ \t]*<(?:{_ELEMENTS})(?:[ \t][^<>\r\n]*)?>", re.I)
_HTML_CLOSE = re.compile(rf"</(?:{_ELEMENTS})>[ \t]*$", re.I)
#: A command in typographic quotes, double or single (``Then run \u201csed -i ...\u201d``,
#: ``\u2018sed -i ...\u2019``): read as a code span (an apostrophe, ``don\u2019t``, opens none).
_TYPOGRAPHIC = re.compile("\u201c([^\u201c\u201d`\r\n]+)\u201d|\u2018([^\u2018\u2019`\r\n]+)\u2019")
#: A whole line in bold or italic (``**sed -i s/1/2/ a.py**``, ``__...__``, ``*...*``,
#: ``_..._``): its text, shown as typed.
_BOLD = re.compile(r"(\*\*|__|\*|_)([^*_`\s][^`\r\n]*?)\1[ \t]*$")
_PRE_OPEN = re.compile(r"[ \t]*(?:>[ \t]?)*[ \t]*<pre\b", re.I)
_PRE_CLOSE = re.compile(r"</pre>", re.I)


def unquoted(line: str) -> tuple[str, bool]:
    """The text of a line of prose without the Markdown around it: block quote marks, a list
    item's marker (a typed bullet, a task's box), the HTML elements it stands in (``> $ sed
    -i ...``, ``- cp a.py b.py``, ``1. npm test``, ``<pre><code>sed ...</code></pre>``), a
    whole line's bold, the cell of a table row that starts with a command; and whether it
    stood in such a container (its text may then be a command as typed). A ``<code>`` or
    ``<kbd>`` element or typographic quotes inside a sentence read as a code span. Every
    convention reads the text after its files through this one normaliser before it reads
    commands there."""
    text, container = line, False
    while True:
        mark = _QUOTE_MARKS.match(text) or _LIST_MARKER.match(text) or _HTML_OPEN.match(text)
        if mark is None or mark.end() == 0:
            break
        text, container = text[mark.end() :], True
    text = code_elements(text)
    closing = _HTML_CLOSE.search(text)
    while closing is not None:  # (``</code></pre>``: every element the line closes)
        text = text[: closing.start()]
        closing = _HTML_CLOSE.search(text)
    if "\u201c" in text or "\u2018" in text:
        text = _TYPOGRAPHIC.sub(lambda found: f"`{found.group(1) or found.group(2)}`", text)
    bold = _BOLD.match(text)
    if bold is not None:
        text, container = bold.group(2), True
    if text.lstrip().startswith("|") and text.rstrip().endswith("|"):
        cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
        typed = next((cell for cell in cells if starts_with_command(cell)), None)
        if typed is not None:
            text, container = typed, True
    return text, container


def prose_lines(lines: list[str]) -> list[tuple[str, str | None]]:
    """``lines`` of prose (the answer after its files, between its fences) as commands are
    read there, each line's text and how: None, a line of prose without its Markdown
    (:func:`unquoted`); ``"quoted"``, the same from a quote or a list item (its text may be a
    command as typed); ``sh``/``console``, a line of a shell fence inside a quote or a list;
    ``""``, of a fence without an info string there or of ``<pre>``; ``code``, of another
    fence there; ``session``, a line of such a fence typed at Python's or IPython's prompt
    (the prompt kept); ``raw``, a line of a fence that is not quoted (or its fence line), as it
    stands: that fence is the reader's own business."""
    found: list[tuple[str, str | None]] = []
    fence: tuple[str, str, bool] | None = None  # its marker, how its lines read, quoted
    marks = ""  # the quote marks before a quoted fence's marker (``> ``)
    pre = False
    for line in lines:
        plain, container = unquoted(line)
        if fence is not None:
            quoted = fence[2]
            marker = _FENCE.match(plain if quoted else line)
            if marker is not None and marker.group(1).startswith(fence[0]) and not marker.group(2):
                found.append(("", "quoted") if quoted else (line, "raw"))
                fence = None
                continue
            inner = line[len(marks) :] if marks and line.startswith(marks) else None
            if (
                quoted
                and fence[1] == "code"
                and inner is not None
                and session_prompt(inner) in ("python", "ipython")
            ):
                # a line of a quoted fence typed at Python's prompt (``> >>> open(...)``: the
                # quote's own marks taken off, not the prompt's ``>>>``): a session that ran
                found.append((inner, "session"))
            else:
                found.append((plain, fence[1]) if quoted else (line, "raw"))
            continue
        if pre:
            pre = _PRE_CLOSE.search(line) is None
            found.append((plain, ""))
            continue
        if _PRE_OPEN.match(line) is not None:
            pre = _PRE_CLOSE.search(line) is None
            found.append((plain, ""))
            continue
        marker = _FENCE.match(plain)
        if marker is not None:
            info = marker.group(2)
            if container:
                read = shell_fence(info, transcript=True) if info else ""
                read = read if read in ("sh", "console", "") else "code"
                read = "notebook" if notebook_info(info) else read
                fence = (marker.group(1), read, True)
                marks = line[: len(line) - len(line.lstrip(" \t>"))]
                found.append(("", "quoted"))
            else:
                fence = (marker.group(1), "raw", False)
                found.append((line, "raw"))
            continue
        found.append((plain, "quoted" if container else None))
    return found


def notebook_script(cell: str) -> str:
    """The shell script a Python block read as a notebook cell runs (:func:`notebook_line`):
    its shell escapes' commands, a ``%%bash`` cell's body, ``cat > b.py`` for a
    ``%%writefile b.py`` cell; the other lines blank. Empty when it runs none."""
    lines: list[str] = []
    read = "python"
    ran = False
    for line in cell.split("\n"):
        escaped, read = notebook_line(line, read)
        lines.append(escaped or "")
        ran = ran or escaped is not None
    return "\n".join(lines) if ran else ""


def _command_candidates(run: Run) -> list[tuple[str, str]]:
    """The lines of ``run`` that may be commands, each with how it is read: ``sh`` (a line of
    a shell script), ``console`` (a session's: only after a prompt), ``check`` (a line that
    may be prose, output or code: only when it starts with a command), ``span`` (a command a
    line of prose asks to run, quoted: :func:`prose_instruction`). In text, a shell
    fence's lines are a script or a session, another fence's are code (not read), a prose
    line is the commands it quotes (or itself)."""
    lines = _commands_across_lines(run.text.splitlines(), prose=run.info == "text")
    if run.info != "text":
        kind = {"sh": "sh", "console": "console", "": "bare"}.get(run.info, "check")
        return [(line, kind) for line in lines]
    found: list[tuple[str, str]] = []
    fence: tuple[str, str | None] | None = None  # its marker, how its lines are read
    cell = "python"  # how the next line of a notebook cell reads
    for line, read in prose_lines(lines):
        if read == "notebook":  # a line of a quoted notebook cell
            escaped, cell = notebook_line(line, cell)
            if escaped is not None:
                found.append((escaped, "sh"))
            continue
        if read not in (None, "raw", "quoted"):
            if read != "code":  # a line of a quoted fence or of <pre>
                found.append((line, read if read in ("sh", "console") else "bare"))
            continue
        marker = _FENCE.match(line) if read == "raw" else None
        if marker is not None and (fence is None or marker.group(1).startswith(fence[0])):
            if fence is None:
                info = marker.group(2)
                read = shell_fence(info, transcript=True) if info else "bare"
                fence = (marker.group(1), read if read in ("sh", "console", "bare") else None)
                if notebook_info(info):
                    fence, cell = (marker.group(1), "notebook"), "python"
            elif not marker.group(2):
                fence = None
            continue
        if fence is not None:
            if fence[1] == "notebook":  # a notebook cell: its shell escapes and magics
                escaped, cell = notebook_line(line, cell)
                if escaped is not None:
                    found.append((escaped, "sh"))
            elif fence[1] is not None:
                found.append((line, fence[1]))
            continue
        spans = _TEXT_SPAN.findall(line)
        if spans:  # the commands a line asking to run them quotes are commands
            kind = "span" if prose_instruction(line) else "check"
            found += [(typed_at_prompt(quoted), kind) for quoted in spans]
        elif _SHELL_PROMPT.match(line):  # a line after a shell prompt is one
            found.append((line, "console"))
        elif read != "quoted" or weighed_listed(line):  # others when they start with one
            found.append((line, "check"))
    return found


#: A shell's prompt before a line of prose: the line is a command.
_SHELL_PROMPT = re.compile(r"[ \t]*[$%][ \t]+\S")


def _commands_across_lines(lines: list[str], *, prose: bool = False) -> list[str]:
    """``lines`` with those a quote left open joined to the lines up to where it closes (a
    quoted multi-line content: ``printf '%s' 'line 1<newline>line 2' > b.py``, a commit
    message): the shell's reading (:func:`~.shell.quote_left_open`). A quote that does not
    close before a fence line (or the end) joins nothing. ``prose``: the lines are text (prose
    and its fences), where only a line that starts with a command opens a quote (``Don't
    forget:`` does not)."""
    joined: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        quote = quote_left_open(line)
        if quote and prose and not starts_with_command(unquoted(line)[0]):
            quote = ""
        j = i + 1
        last = min(len(lines), i + 1 + MAX_QUOTED_LINES)
        while quote and j < last and _FENCE.match(unquoted(lines[j])[0]) is None:
            quote = quote_left_open(lines[j], quote)
            j += 1
        together = "\n".join(lines[i:j])
        if quote or j == i + 1 or split_line(unquoted(together)[0], 0) is None:
            # not closed before the fence ends, or not read as commands: the lines as they are
            joined.append(line)
            i += 1
            continue
        joined.append(together)
        i = j
    return joined


#: A path no answer writes: a command that may change it may change any file (a formatter
#: over the folder, a glob, a ``cd``, a command the shell rules do not know).
_PROBE = ".artifact-codec-probe/probe"
_PROMPT = re.compile(r"^[ \t]*[$#>%][ \t]+")


def _typed(line: str) -> str:
    """What is typed on a line of a session: after its prompt by the one table of prompts
    (:func:`~.prompts.shown_prompt`: ``$``, ``(venv) $``, ``user@host:~$``, ``bash-5.1$``, a
    root's ``#``), or after a bare ``$``/``#``/``>``/``%``; the line itself without one."""
    shown = shown_prompt(line, root=True)
    if shown is not None and shown[0] in ("sh", "root"):
        return line[shown[1] :]
    return _PROMPT.sub("", line)


_TEXT_SPAN = re.compile(r"`([^`\r\n]+)`")
_PARTS = re.compile(r"[^\s'\"`;&|<>()=,:/]+")


#: What a saved program changes files with: ``open`` with a mode that is not a literal
#: reading one, writing a ``Path``, removing, moving, running commands. Reading a file the
#: answer wrote (``json.load(open("config.json"))``) changes nothing.
_PROGRAM_WRITES = re.compile(
    r"""\bopen\s*\([^()\r\n]*,\s*(?:mode\s*=\s*)?(?:['"][^'"\r\n]*[wax+][^'"\r\n]*['"]"""
    r"""|[A-Za-z_]\w*\s*[,)])|\.write_(?:text|bytes)\s*\("""
    r"""|\bos\.(?:remove|unlink|rename|replace|truncate|system)\b|\bshutil\.|\bsubprocess\."""
    r"""|\.(?:unlink|rename|touch)\s*\(|\bexec\s*\(|^\s*[!%]""",
    re.MULTILINE,
)
_STRING = re.compile(r"""(['"])([^'"\r\n]{1,300})\1""")
#: A string built of pieces in code not parsed (``name + '.py'``, ``'%s.py' % n``,
#: ``'{}.py'.format(n)``, ``f'{n}.py'``, ``os.path.join``).
_BUILT_NAME = re.compile(r"""['"]\s*[+%]|\+\s*['"]|['"]\s*\.\s*format\s*\(|\bf['"]|\bjoin\s*\(""")
#: A cell magic's name and the words after it (``%%script --bg python3``).
_CELL_MAGIC = re.compile(r"[ \t]*%%([\w.-]+)(?:[ \t]+([^\r\n]*))?$")
#: The cell magics that run the cell's body with a program, and that program: IPython's
#: ``%%python2``/``%%perl``/``%%ruby`` are ``%%script python2`` (``%%script perl``...) under
#: a shorter name; ``%%time``, ``%%capture`` run it as the session's Python. (``%%script
#: PROG`` names its program: :func:`_cell_program`.)
_CELL_PROGRAMS = {
    **dict.fromkeys(("time", "timeit", "prun", "capture"), "python"),
    **{name: name for name in ("python", "python2", "python3", "pypy", "pypy3")},
    **{name: name for name in ("perl", "ruby", "node")},
}
#: ``%%script``'s options that take a value (``--out VAR``, ``--err VAR``, ``--proc VAR``).
_SCRIPT_VALUED = frozenset({"--out", "--err", "--proc"})
_PYTHON_PROGRAM = re.compile(r"(?:python|pypy)(?:\d+(?:\.\d+)?)?")
_SHELL_PROGRAM = re.compile(r"(?:ba|z|da|k)?sh")


def _cell_program(first: str) -> str | None:
    """The program a cell magic (the cell's first line, ``first``) runs the cell's body with,
    by one table (:data:`_CELL_PROGRAMS`): ``python`` for one whose body is Python
    (``%%time``, ``%%python2``, ``%%script python3``), the command line of another
    (``perl``, ``node``, ``%%script --bg /usr/bin/ruby -w``: its first word that is no
    option, with the words after it); None for a magic that runs no program (``%%html``,
    ``%%writefile``) or runs a shell (``%%bash``, ``%%script bash``: its lines are commands,
    :func:`notebook_script`)."""
    found = _CELL_MAGIC.match(first)
    if found is None:
        return None
    name, rest = found.group(1), found.group(2) or ""
    if name != "script":
        return _CELL_PROGRAMS.get(name)
    try:
        words = shlex.split(rest)
    except ValueError:
        words = rest.split()
    while words and words[0].startswith("-"):
        option = words.pop(0)
        if option in _SCRIPT_VALUED and words:
            words.pop(0)
    if not words:
        return None
    program = posixpath.basename(words[0])
    if _SHELL_PROGRAM.fullmatch(program) is not None:
        return None
    if _PYTHON_PROGRAM.fullmatch(program) is not None and len(words) == 1:
        return "python"
    return shlex.join(words)


def _saved_program_changes(
    answer: Answer, run: Run, before: dict[str, None], contents: dict[str, str]
) -> list[str]:
    """The files of ``before`` that the Python program ``run`` (a block the tool runs) may
    change: read with :mod:`ast` (:func:`~.python_runs.python_run_changes`), the shell lines
    it runs weighed as a shell block's; a block that is no Python alone (an IPython cell:
    its escapes and magics are their own run) without those lines. Text that still does not
    parse, and a file of the answer itself (``run.own``: AutoGen's ``# filename: app.py``,
    the answer's own program, run as ``python app.py`` is) whose text does not parse:
    it may write files (:data:`_PROGRAM_WRITES`) and names them in a string, by their path or
    their name (``open('app.py', 'w')``, ``Path("src/app.py")``)."""
    paths = list(before)

    def shell(line: str) -> list[str]:
        return _changes(answer, Run(run.pos, line, info="sh"), paths, contents)

    named = {found.group(2).strip().removeprefix("./") for found in _STRING.finditer(run.text)}
    held = [path for path in before if path in named or path.rsplit("/", 1)[-1] in named]
    writes = _PROGRAM_WRITES.search(run.text) is not None
    # (a file of the answer that the tool runs, the answer's own program, is read as any
    # Python block is: code that may reach a file by a path it builds may reach every held
    # file, outcome 3; a fold that is exact names that file)
    changed = python_run_changes(run.text, paths, shell, contents)
    if changed is None:
        code = _without_cell_lines(run.text)
        if code is None:
            first, _, body = run.text.lstrip("\n").partition("\n")
            program = _cell_program(first)
            if program is not None:  # (``%%perl``: the body fed to that program, as IPython does)
                end = "CELL"
                while end in body.split("\n"):
                    end += "_"
                return shell(f"{program} <<'{end}'\n{body.rstrip(chr(10))}\n{end}")
            return []  # (a cell magic's body that is no program: ``%%html``, ``%%bash`` apart)
        changed = python_run_changes(code, paths, shell, contents)
    if changed is not None:
        return changed
    if not writes:
        return []
    if run.own or _BUILT_NAME.search(run.text) is not None or held:
        # (code that writes, not read: a name built or one held: any file; the answer's own
        # program: the files it names)
        return held if run.own else paths
    return []


def _without_cell_lines(cell: str) -> str | None:
    """The Python of a notebook cell without its own lines (``!cmd``, ``%magic``: weighed as
    its shell script, :func:`notebook_script`), each left as ``pass`` at its indent; None
    when the cell is a cell magic's (``%%bash``: no Python)."""
    lines = cell.split("\n")
    first = next((line for line in lines if line.strip()), "")
    if first.lstrip().startswith("%%") and _cell_program(first) not in _PYTHON_CELLS:
        return None
    kept = []
    for line in lines:
        timed = _LINE_PYTHON_MAGIC.match(line)
        if timed is not None and not timed.group(2).startswith(("!", "%")):
            kept.append(timed.group(1) + timed.group(2))  # (``%time STMT``: STMT runs)
        elif notebook_cell_line(line):
            indent = line[: len(line) - len(line.lstrip())]
            kept.append(indent + "pass")
        elif (assigned := _ASSIGNED_ESCAPE.match(line)) is not None:
            # (lead, round 20: ``here = !pwd``, ``here = %pwd``: IPython runs the escape and
            # binds its value, read as the calls IPython makes of them, so what they run and
            # the value they give are weighed, not the line dropped)
            target, mark, rest = assigned.group(1, 2, 3)
            if mark == "!":
                kept.append(f"{target}= get_ipython().getoutput({rest.strip()!r})")
            else:
                magic, _, given = rest.strip().partition(" ")
                kept.append(f"{target}= get_ipython().run_line_magic({magic!r}, {given!r})")
        else:
            kept.append(line)
    return "\n".join(kept)


#: An assignment of an IPython escape's value (``here = !pwd``, ``files = %ls``): the
#: target, the escape's mark and what follows it.
_ASSIGNED_ESCAPE = re.compile(r"([ \t]*[A-Za-z_][\w.\[\], \t]*?)=[ \t]*([!%])(?!=)(.*)$")


#: The line magics that run the Python statement after them (and their options:
#: ``%timeit -n1 -r1 STMT``).
_LINE_PYTHON_MAGIC = re.compile(
    r"([ \t]*)%(?:time|timeit|prun|debug)(?:[ \t]+-[A-Za-z]+(?:[ \t]*\d+\b)?)*[ \t]+(\S.*)"
)
#: The programs of :func:`_cell_program` that run the cell's body as Python code.
_PYTHON_CELLS = frozenset({"python", "python2", "python3", "pypy", "pypy3"})


def _plain(run: Run) -> str:
    """The text of ``run``; for text (prose and its fences), its prose lines without their
    Markdown (a bold or italic line, a table's cell, a quote, typographic quotes): the one
    reading of the text after files (:func:`prose_lines`)."""
    if run.info != "text":
        return run.text
    return "\n".join(line for line, _ in prose_lines(run.text.split("\n")))


def text_changes(answer: Answer, pos: int, text: str, contents: dict[str, str]) -> list[str]:
    """The files of ``contents`` (path -> content) that the commands of ``text`` (prose and its
    fences, at ``pos``) may change by naming them, read as the text after every convention's
    files is (:func:`_plain`: a bold or italic line, a table's cell, typographic quotes)."""
    run = Run(pos, text, info="text")
    return [path for path in _changes(answer, run, list(contents), contents) if path != _PROBE]


def _named_in(
    run: Run, before: dict[str, None], by_part: dict[str, list[str]], project: Project
) -> list[str]:
    """The files of ``before`` that ``run`` names (one of its words is a part of their path:
    ``a.py``, ``src`` of ``src/a.py``), or that a script of the answer's it runs names
    (``make`` running a Makefile recipe's ``sed -i s/1/2/ a.py``: ``project``, the answer's
    files), and :data:`_PROBE`: a file the run does not name is changed only by a command
    that changes the probe too. Asking about these alone keeps the cost of many files and
    many runs linear."""
    named: dict[str, None] = {}
    manifests = _manifests(run, project)
    if manifests is None:
        return list(before)
    for part in set(_PARTS.findall(_plain(run))) | manifests:
        for path in by_part.get(part.casefold(), ()):
            if path in before:
                named[path] = None
    return [*named, _PROBE]


def _manifests(run: Run, project: Project | None = None) -> set[str] | None:
    """The files a package manager of ``run`` may rewrite without naming them (its manifest,
    its lock files), and the parts of the paths a script of ``project`` it runs changes or
    writes (a Makefile's recipe, a package.json script, tox.ini's commands); None when a line
    of it cannot be read as commands."""
    if run.python:
        # (Python code: the paths it changes are values it computes, ``'app' + '.py'``, not
        # words: ask about every file, as a Python block the tool runs is asked)
        return None
    if run.info not in _POSIX_INFO:
        return None  # another shell's script, not read as POSIX lines: ask about every file
    if any(session_prompt(line) in ("python", "ipython") for line in run.text.splitlines()):
        # Python typed at a prompt: the paths it writes are values it computes (``f'{n}.py'``,
        # ``p.write_text`` after ``p = Path('a.py')``), not words: ask about every file
        return None
    if run.info == "console" and any(
        opens_js_repl(_typed(line)) for line in run.text.splitlines() if _typed(line) != line
    ):
        # JavaScript typed at Node's prompt (``> .load clean.js`` runs clean.js, which may
        # remove a file it does not name): the paths it changes are not words of the lines
        return None
    found: set[str] = set()
    if run.info == "text":
        # Prose or a bare block: its commands are its code spans, or its lines; one that does
        # not read as commands is no command here either (asking about every file for each
        # such run made many runs after many files cost quadratic time).
        for line in run.text.splitlines():
            for command_text in _TEXT_SPAN.findall(line) or [_typed(line)]:
                split = split_line(command_text, 0)
                for command in split[0] if split is not None else ():
                    found.update(_effect_names(command, project))
        return found
    subshell = 0
    folder: str | None = ""  # (the folder a ``cd`` above entered: its files are read there)
    pushed: list[str | None] = []  # (the folders ``pushd`` left, ``popd`` goes back to)
    for line in run.text.splitlines():
        if run.info == "console":
            line = _typed(line)
        split = split_line(line, subshell)
        if split is None:
            return None
        commands, subshell = split
        for command in commands:
            folder = _entered(command, folder, pushed)
            view = project.at(folder) if project is not None and folder else project
            found.update(_effect_names(command, _prefixed_view(command, folder, view)))
    return found


def _entered(
    command: Command, folder: str | None, pushed: list[str | None] | None = None
) -> str | None:
    """The folder the lines after ``command`` run in, from ``folder`` (fix-shell49: ``cd tools
    && java @args.txt`` reads tools/args.txt): a ``cd`` or ``pushd`` to a literal relative
    folder enters it (``pushd`` keeps ``folder`` on ``pushed``, the directory stack, when
    given); ``popd`` goes back to the folder on top of it (not known when it is empty);
    another ``cd`` (``-``, ``~``, an absolute or expanded path), one in a pipe or in the
    background: not known (None; the root's files are read, as before)."""
    words = command_words(command)
    name = words[0].text if words else ""
    if name == "popd" and not (command.background or command.piped):
        return pushed.pop() if pushed else None
    if name not in ("cd", "pushd") or folder is None:
        return folder
    if name == "pushd" and pushed is not None and not (command.background or command.piped):
        pushed.append(folder)
    target = words[1] if len(words) == 2 else None
    if command.background or command.piped or target is None or not target.literal:
        return None
    if target.text.startswith(("/", "~", "-")):
        return None
    entered = posixpath.normpath(posixpath.join(folder, target.text))
    return None if entered.startswith("..") else "" if entered == "." else entered


def _prefixed_view(command: Command, folder: str | None, view: Project | None) -> Project | None:
    """The answer's files seen from the folder a prefix of ``command`` runs it in (``env -C
    tools python clean.py``: tools, where its ``'../app.py'`` is the root's app.py), from
    ``folder`` (the one a ``cd`` entered); ``view`` when no prefix names a literal relative
    folder, or the folder is not known."""
    folders = run_folders([(w.text, w.literal) for w in command.words])
    if view is None or folder is None or not folders:
        return view
    path = folder
    for name, literal in folders:
        if not literal or name.startswith(("/", "~", "-")):
            return view
        path = posixpath.normpath(posixpath.join(path, name))
    if path == ".":
        return view.at("")
    return view if path.startswith("..") else view.at(path)


def _effect_names(command: Command, project: Project | None) -> set[str]:
    """The manifests ``command`` may rewrite, and, read with the answer's files
    (``project``), the parts of the paths it changes or writes through a script of theirs."""
    done = effect(command, project=project)
    if project is None:
        return set(done.manifests)
    return {
        *done.manifests,
        *(p for w in (*done.changes, *done.writes) for p in _PARTS.findall(w.text)),
    }


def _changes(
    answer: Answer, run: Run, paths: list[str], contents: dict[str, str] | None = None
) -> list[str]:
    """The files of ``paths`` that ``run`` may change; ``contents``: the files the answer
    writes (path -> content), whose scripts and configuration a command may run (a written
    Makefile's ``test``, pytest's ``addopts`` in a written pyproject.toml)."""
    if run.python:
        # (an OpenHands ``execute_ipython_cell`` that is Python alone: read as a Python
        # block a tool runs is, ``print(open('app.py').read())`` changes nothing; a cell
        # with an escape or a magic, or no Python: any file it may write)
        if not any(notebook_cell_line(line) for line in run.text.split("\n")):

            def shell(line: str) -> list[str]:
                return _changes(answer, Run(run.pos, line, info="sh"), paths, contents)

            changed = python_run_changes(run.text, paths, shell, contents or {}, folder=run.folder)
            if changed is not None:
                return changed
        return paths if _PYTHON_WRITES.search(run.text) else []
    return [path for path, _, _ in changed_after(_alone(answer, run), 0, paths, contents)]


#: The options that give an interactive program its code or make it run a module: it runs
#: that and ends (``python3 -c``, ``node -e``, ``sqlite3 db -cmd`` stays open).
_RUNS_AND_ENDS = frozenset({"-c", "-e", "-m", "-p", "--eval", "--print", "--command"})
_RUNS_AND_ENDS |= {"--execute", "-f", "--file", "-r", "--require", "--version", "-V"}


#: The options of a database shell that take the next word as their value (a user, host,
#: port, database), and those that take none and run nothing (mysql's ``-p``: ask for the
#: password): the shell still opens its prompt.
_MYSQL_VALUED = frozenset({"-u", "-h", "-P", "-D", "-S", "--user", "--host", "--port"})
_MYSQL_VALUED |= {"--database", "--socket"}
_PSQL_VALUED = frozenset({"-U", "-d", "-h", "-p", "--username", "--dbname", "--host", "--port"})
_OPENER_OPTIONS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "mysql": (_MYSQL_VALUED, frozenset({"-p", "--password"})),
    "mariadb": (_MYSQL_VALUED, frozenset({"-p", "--password"})),
    "psql": (_PSQL_VALUED, frozenset({"-W", "--password", "-w", "--no-password"})),
}


def _left_open(run: Run) -> str | None:
    """The command line that ends ``run`` (a shell block) when it opens an interactive
    program and gives it no code (``node``, ``python3``, ``sqlite3 app.db``, ``$ psql
    mydb``): what the next block is typed into; None otherwise."""
    lines = [line for line in run.text.splitlines() if line.strip()]
    if run.info != "console":
        # (a comment line after the opener, ``node`` then ``# then type:``: the shell skips
        # it, the prompt is still open; in a console block ``#`` is a root's prompt)
        lines = [line for line in lines if not line.lstrip().startswith("#")]
    if not lines or run.info not in ("sh", "console", ""):
        return None
    last = lines[-1].strip()
    prompt = _PROMPT.match(last)
    last = last[prompt.end() :] if prompt is not None else last
    last = _uncommented(last)
    if not last:
        return None
    if re.fullmatch(r"cd[ \t]+[^;|&<>`$()]+&&[^;|&<>]+", last):
        # (``cd web && node``: the program opened in the folder the cd enters, which the
        # reader of the blocks carries)
        last = last[last.rindex("&&") + 2 :].strip()
    try:
        words = shlex.split(last)
    except ValueError:
        return None
    if not words:
        return None
    if opens_js_repl(last) and not any(c in last for c in ";|&<>"):
        return last  # (``node -r dotenv/config``, ``npx tsx``: Node's REPL, as a session reads)
    name = words[0].rsplit("/", 1)[-1]
    valued, flags = _OPENER_OPTIONS.get(name, (frozenset(), frozenset()))
    kept = words[:1]
    skip = False
    for word in words[1:]:
        if skip:
            skip = False
        elif word in valued:
            skip = True  # (``psql -U postgres``, ``mysql -h host -P 3306``: a user, host, port)
        elif word not in flags:
            kept.append(word)
    if len(kept) > 4 or not opens_repl(last):
        return None
    if any(w in _RUNS_AND_ENDS or any(c in w for c in " ;|&<>") for w in kept[1:]):
        return None
    return last


def _uncommented(line: str) -> str:
    """The command line ``line`` without the comment the shell drops at its end (``node  #
    opens the REPL``, ``sqlite3 app.db  # open the database``): a ``#`` that starts a word,
    outside quotes; the line as it is when its quotes do not close."""
    if "#" not in line:
        return line
    try:
        words = shlex.split(line, comments=True)
    except ValueError:
        return line
    return " ".join(shlex.quote(word) for word in words)


#: The info strings of a block that shows what a program printed (its banner), not code
#: typed: the block after one is still the one typed at the prompt the opener left.
_OUTPUT_INFO = frozenset({"text", "output", "plaintext", "stdout", "txt"})


def _typed_into(answer: Answer, run: Run, opener: str) -> tuple[int, Run] | None:
    """The fenced block right after ``run`` (only blank lines and prose between), as typed
    at the prompt of the program ``opener`` opened: (where it starts, the session as a
    ``console`` run); None when no block follows."""
    text = answer.text
    end = text.find(run.text, run.pos)
    if end < 0:
        return None
    pos = text.find("\n", end + len(run.text))  # (past the closing fence's line)
    banner = False
    while 0 <= pos < len(text):
        start = pos + 1
        stop = text.find("\n", start)
        stop = len(text) if stop < 0 else stop
        marker = _FENCE.match(text, start, stop)
        if marker is not None:
            close = text.find(marker.group(1)[:3], stop)
            if marker.group(2).lower() in _OUTPUT_INFO and not banner and close >= 0:
                # (``node`` then a ```text block of its banner, ``Welcome to Node.js``, then
                # the code: typed at the prompt the banner shows; one such block)
                banner = True
                pos = text.find("\n", close)
                continue
            body = text[stop + 1 : close if close >= 0 else len(text)]
            python = re.match(r"(?:i?python|pypy|py)\d*(?:\.\d+)?(?:\s|$)", opener) is not None
            lines = []
            for line in body.splitlines():
                if session_prompt(line) is not None or line.lstrip().startswith(">"):
                    lines.append(line)  # (already shown at its prompt)
                elif python:
                    lines.append(("... " if line[:1] in (" ", "\t") else ">>> ") + line)
                else:
                    lines.append("> " + line)
            session = f"$ {opener}\n" + "\n".join(lines) + "\n"
            return start, Run(start, session, info="console")
        if text[start:stop].strip().startswith(("#", "|")):
            return None  # (a heading or a table: another part of the answer)
        pos = stop if stop < len(text) else -1
    return None


def _alone(answer: Answer, run: Run) -> Answer:
    """The commands of ``run`` alone, as the lines of a shell block (what the shell effect
    rules read); text as it stands."""
    body = _plain(run).strip("\r\n") + "\n"
    script = body if run.info == "text" else f"```{run.info}\n" + body + "```\n"
    alone = replace(answer, text=script, start=0, notes=answer.notes.copy(), cache={}, after=None)
    if run.folder is not None:  # (``rm -rf /workspace`` where OpenHands runs it: the root)
        alone.root = run.folder
    alone.edit_spans = []
    return alone


#: A step's mark before a command on a line of instructions: symbols that are no word and no
#: shell syntax (``-``, ``*``, ``•``, ``→``, a ``$`` or ``>`` prompt), or a label of one or
#: two words ending in ``.``, ``:``, ``)`` or ``>`` (``1.``, ``a)``, ``Step 1:``, ``PS>``).
#: Taken off only when the line does not read as a command with it.
_STEP_MARK = re.compile(
    r"^[ \t]*(?:(?:[-*+>$%]|[^\x00-\x7f\w\s])+[ \t]+"
    r"|(?:[^\s`'\"]+[ \t]+)?[^\s`'\"]*\w[.:)>][ \t]+)*"
)
_SPAN = re.compile(r"`([^`\n]+)`")
_GLOB = re.compile(r"[*?\[]")


def setup_commands(text: str, held: frozenset[str]) -> list[str]:
    """The command lines of a text of steps (a legacy answer's ``setup_instructions``): a
    line weighed as a command in a block without an info string (:func:`weighed_lines`)
    after its step's mark (:data:`_STEP_MARK`; none when the line starts with a command),
    or the code spans of it that start with a command (``Run `cp a.py b.py` first``); in
    their order, for the shell rules to read as one script
    (a ``cd`` holds for the lines below it)."""
    commands: list[str] = []
    for line in _commands_across_lines(text.splitlines()):
        bare = unquoted(line)[0].strip()  # (the prose containers: ``**rm a.py**``, <code>)
        if not bare:
            continue
        unmarked = _STEP_MARK.sub("", bare, count=1).strip()
        if starts_with_command(bare) or unmarked == bare:
            unmarked = bare  # (``echo 1: done``: no step's mark before it)
        if _defines_function(bare):
            commands.append(bare)
            continue
        if not prose_instruction(unmarked) and weighed_in_bare_block(unmarked, held=held):
            commands.append(unmarked)
            continue
        spans = [span for span in _SPAN.findall(line) if starts_with_command(span.strip())]
        commands += spans or _command_after_prose(bare, held)
    return commands


_WORD_START = re.compile(r"(?<=[\s:])(?=[^\s:])")
_NON_SPACE = re.compile(r"\S+")
#: The most words of a step's prose tried as the start of its command.
_MAX_PROSE_TAILS = 4


def _command_after_prose(line: str, held: frozenset[str]) -> list[str]:
    """The command a step of prose ends with (``Remove the old file: rm a.py``, ``Then rm
    a.py``): the first tail of the line, from a word on, that reads as a command typed there
    (:func:`weighed_listed`) and names a file the answer holds (a tail naming none is left
    to the prose: the key is weighed only for what it does to the held files)."""
    tries = 0
    for start in _WORD_START.finditer(line):
        word = _NON_SPACE.match(line, start.start())
        if word is None or word.group() not in _COMMAND_NAMES:
            continue
        tries += 1
        if tries > _MAX_PROSE_TAILS:  # (a line of many command names: linear, not quadratic)
            break
        tail = line[start.start() :]
        if not starts_with_command(tail) or not weighed_listed(tail, held):
            continue
        if any(w.strip("\"'`,.;:") in held for w in tail.split()[1:]):
            return [tail]
    return []


def _defines_function(line: str) -> bool:
    """Whether ``line`` is the head or the end of a function's body (``g() {``, ``function
    h {``, ``}``): kept among the steps so that the commands between are read as the body
    (a ``cd`` there moves nothing until the function is called)."""
    split = split_line(line)
    if split is None or not split[0]:
        return False
    return all(
        c.keyword in ("function", "{", "}") and (c.keyword == "function" or not c.words)
        for c in split[0]
    )


def _names_held_file(
    script: str, held: list[str], folder: str | None = "", depth: int = 0
) -> str | None:
    """A held file (of ``held``) that a command of ``script`` may change by naming it though
    the shell rules cannot pin the change on it: a command they do not know, or one that may
    change any file, with an argument that is the file (``2to3 -w a.py``, ``git checkout --
    a.py``), or an argument the command changes that is a glob matching it (``sed -i ...
    src/*.py``); paths read from the folder the ``cd`` lines above moved to (``folder`` at
    the start; None: not known). The commands of a command substitution (``echo "$(rm
    a.py)"``, ``X=$(rm a.py)``) run where it stands: they are read so, in the folder of the
    command that holds them; one that cannot be read (left open, or nested deeper than
    :data:`_MAX_SCRIPT_DEPTH`) names every held file."""
    subshell = 0
    previous: str | None = None  # the folder before the last cd (``cd -``); None: not known
    body = 0  # the braces open in a function's body (defined, not run here)
    defining = False  # a function's name was read: the group after it is its body
    saved: list[tuple[str | None, str | None]] = []  # the folders where subshells opened
    for line in script.splitlines():
        split = split_line(line, subshell)
        if split is None:
            continue
        commands, subshell = split
        for command in commands:
            if command.keyword == "(":
                saved.append((folder, previous))
            elif command.keyword == ")" and saved:
                folder, previous = saved.pop()  # (a subshell's cd holds only inside it)
            elif command.keyword == "function":
                defining = True
            elif command.keyword == "{" and (defining or body):
                body, defining = body + 1, False
            elif command.keyword == "}" and body:
                body -= 1
            words = command_words(command)
            if words and words[0].text == "cd":
                if body:
                    continue  # a function's body: defined, not run here
                target = words[1] if len(words) == 2 else None
                back = target is not None and target.literal and target.text == "-"
                if back and not (command.background or command.piped):
                    folder, previous = previous, folder
                else:
                    folder, previous = _entered(command, folder), folder
                continue
            inner = _substituted_names(command, held, folder, depth)
            if inner is not None:
                return inner
            found = effect(command)
            named = [*found.changes, *found.writes]
            if found.work_tree:
                named += words[1:]
            for word in named:
                for path in held:
                    if _resolves_to(word.text, folder, path):
                        return path
    return None


def _substituted_names(
    command: Command, held: list[str], folder: str | None, depth: int
) -> str | None:
    """A held file that the command substitutions in the words of ``command`` (and its
    redirection targets) name as :func:`_names_held_file` reads it; the first held file when
    one cannot be read."""
    words = [*command.words, *(r.target for r in command.redirections if r.target)]
    for word in words:
        if word.literal:
            continue
        codes = substitutions(word.text)
        if codes is None or (codes and depth >= _MAX_SCRIPT_DEPTH):
            return held[0] if held else None
        for code in codes:
            named = _names_held_file(code, held, folder, depth + 1)
            if named is not None:
                return named
    return None


def _resolves_to(word: str, folder: str | None, path: str) -> bool:
    """Whether ``word``, an argument read in ``folder`` (None: not known), may name ``path``
    (:func:`.named_paths.may_name`: an absolute path ending in it, another case too)."""
    word = word.removeprefix("./")
    if not word or word.startswith("-"):
        return False
    if folder is None:  # any folder: the word names the end of the path
        return may_name(word, path, folder_known=False) or (
            _GLOB.search(word) is not None and fnmatchcase(path.rsplit("/", 1)[-1], word)
        )
    full = posixpath.normpath(posixpath.join(folder, word)) if folder else posixpath.normpath(word)
    if _GLOB.search(full) is not None:
        return fnmatchcase(path, full)
    return may_name(full, path)


def say_setup_changes_files(
    answer: Answer, result: ParseResult, dropped: str | None = None
) -> None:
    """Weigh the commands of the answer's ``setup_instructions`` (a header key) as commands
    run after the files: its command lines (:func:`setup_commands`) are one script, read by
    the shell rules that read the commands after the answer (quotes, ``cd``, ``&&``, globs).
    ``sed -i s/1/2/ a.py`` there changes a file the result holds; ``cp a.py b.py`` writes
    one it does not. The key says how to install and run the code: a command that may change
    any file (``make``, ``npm run build``) is what it is for, and counts only when it names a
    held file (:func:`_names_held_file`: ``2to3 -w a.py``, ``sed -i ... src/*.py``).
    ``dropped``: the strings of a key the header dropped for its type (a list of objects),
    one a line, read in its place."""
    steps = (
        dropped
        if dropped is not None
        else None
        if result.code is None
        else result.code.setup_instructions
    )
    if result.code is None or not steps:
        return
    contents = {file.file_path: file.content for file in result.code.files}
    commands = setup_commands(steps, held_names(contents))
    if not commands:
        return
    at = answer.text.find('"setup_instructions"', answer.start)
    at = answer.start if at == -1 else at
    script = "\n".join(commands)
    changed = _changes(answer, Run(at, script), [*contents, _PROBE], contents)
    where = 'the key "setup_instructions"'
    if changed and _PROBE not in changed:
        say_commands_change_files(answer, commands, at, result, where)
        return
    named = _names_held_file(script, list(contents)) if changed else None
    if named is not None:
        line = answer.notes.locate(at)[0]
        result.diagnostics.append(
            Diagnostic(
                "changed-after",
                Severity.ERROR,
                f"the commands of {where} (line {line}), run after the files are written, "
                f"name {named} and may change it: the files in the answer may not be what "
                "running them leaves; the answer is not usable. Send each file as it should "
                "end up, and no commands that change it",
                line,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return
    say_runs_write_files(answer, [Run(at, script)], result)
