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

import re
from dataclasses import dataclass, replace

from ...diagnostics import Diagnostic, Severity
from ...result import ParseResult, Status
from ..accept import Block
from .answer import Answer
from .heredoc import changed_after, shell_fence
from .shell import INERT, OUTPUTS, READS, effect, split_line

__all__ = [
    "USER",
    "Run",
    "prose_instruction",
    "say_commands_change_files",
    "say_runs_change_files",
    "say_runs_write_files",
    "shell_fence",
    "starts_with_command",
    "text_between",
    "weighed_in_bare_block",
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
#: Not a line of code that starts with the same word (``cat = Cat()``, ``make (x)``).
_FIRST_WORD = re.compile(
    r"[ \t]*(?:[$%>][ \t]+)?([\w.~/-]*[A-Za-z][\w.+-]*)(?=[ \t;&|<>]|$)(?![ \t]*[=(:+])"
)


#: What may stand before a command's name on a line of commands: a prompt, assignments
#: (``NODE_ENV=dev``), a group or subshell opened (``{ ``, ``(``), the commands that run the
#: rest of the line (``exec``, ``env``, ``nohup``, ``time``, ``command``).
_SHELL_PREFIX = re.compile(
    r"[ \t]*(?:[$%>][ \t]+)?"
    r"(?:(?:\{[ \t]|\(|(?:exec|env|nohup|time|command|builtin)[ \t]"
    r"|[A-Za-z_]\w*=(?:'[^'\r\n]*'|\"[^\"\r\n]*\"|[^\s'\";&|()]*)[ \t])[ \t]*)+"
)
#: A shell compound command on one line: ``if ...; then``, ``for f in *.js; do``.
_CONTROL = re.compile(
    r"[ \t]*(?:[$%>][ \t]+)?(?:if|for|while|until)[ \t][^\r\n]*;[ \t]*(?:then|do)\b"
)


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
        starts_with_command(span) for span in _TEXT_SPAN.findall(line)
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
        line = line[prefix.end() :]  # the command the prefix runs
    found = _FIRST_WORD.match(line)
    if found is None:
        return False
    word = found.group(1)
    if not first and word in _CODE_STATEMENTS:
        return False
    if _CALL.search(_QUOTED.sub("", line)) is not None:
        return False  # a statement of code: ``go worker(ch)``, ``go func() {``
    return word in _COMMAND_NAMES or ("/" in word and not word.endswith("/"))


def weighed_in_bare_block(line: str, *, first: bool = True) -> bool:
    """Whether a line of a block without an info string is weighed as a command (its lines
    are read as a script, what they do by the shell effect rules): it starts with a command
    (:func:`starts_with_command`), or it has no shape known to be harmless. A list of the
    prefixes that run a command (``timeout 5``, ``nice``, ``! ``, ``true &&``) is never
    complete, so the rule is the other way round: a line is left out only when it reads as
    prose, output or code (:func:`_harmless_shape`); whatever else it is, the effect rules
    weigh it (a command they do not know may change any file)."""
    return starts_with_command(line, first=first) or not _harmless_shape(line)


#: A line that only comments or decorates: a comment of the shell or of code, a Markdown
#: rule or list marker, a table row, a tree drawing.
_DECORATION = re.compile(r"[ \t]*(?:#|//|/\*|\*|--|<!--|[-=_*+|]{3,}|[-*+][ \t]|\||$)")
#: A word of plain prose or output: letters, a number with a unit (``0.01s``, ``57``,
#: ``100%``), with the punctuation that ends a word in a sentence.
_PLAIN_WORD = re.compile(r"(?:[A-Za-z][a-z']*|\d(?:[\d.,:]*\d)?[A-Za-z%]{0,3})[,.:;!?)]*")
#: A word the shell cannot take as a command's name: it holds what a name never does
#: (``margin:``, ``tests/x.py::test``, ``├──``).
_NOT_A_NAME = re.compile(r"[^\w.~/+@%-]|[^/]:")
#: The shell syntax that starts a command or joins one to another (a line holding it is a
#: line of commands, whatever its words): ``!``, a test, a group or subshell first, ``&&``,
#: ``||``, a ``;`` with a command after it.
_SHELL_SYNTAX = re.compile(r"^[ \t]*(?:!|\[\[?|\{|\()(?:[ \t]|$)|&&|\|\||;[ \t]*\S")
#: What runs a command inside a line, whatever its first word (``Done $(rm a.js)``).
_SUBSTITUTION = re.compile(r"\$\(|`")
#: The operators of code (``x = 1``, ``a == b``, ``f => g``): a line holding one alone is code.
_CODE_OPERATORS = frozenset({"=", "==", "===", "!=", "=>", "->", "<-", "+=", "-=", ":=", "::"})
#: A parenthesis right after a word that is not a reserved word (``print(f(2))``, ``def
#: f(a):``, ``at Object.<anonymous> (app.js:1:1)``): bash reads the line as a syntax error
#: and runs none of it. (``$(``, ``<(``, ``x=(``, extglob ``@(``, ``if (`` and a function
#: defined, ``fix() {``, are shell.)
_WORD_PAREN = re.compile(r"(?:^|[\s;&|])([^\s;&|()<>]*[^\s;&|()<>$=@+*?!])[ \t]*\((?![ \t]*\))")
#: A comment to the end of the line.
_COMMENT = re.compile(r"(?:^|[ \t])#.*")
_RESERVED = frozenset({"if", "then", "else", "elif", "do", "while", "until", "time", "!", "{"})
#: A line of a requirements or constraints file (``flask==2.3.0``, ``requests>=2.31``).
_REQUIREMENT = re.compile(r"[ \t]*[A-Za-z0-9][\w.\[\],-]*[ \t]*(?:[=!~<>]=|[<>])[ \t]*[\d*]")


def _harmless_shape(line: str) -> bool:
    """Whether a line of a block without an info string reads as something no shell runs to
    change a file: blank, a comment or decoration, a line the shell cannot split or reads as
    a syntax error, a requirement; else, with no redirection into a file and no shell syntax
    joining commands: a sentence (a capital word first, no option), and, with no command
    name known to change files (:data:`_COMMAND_NAMES`) among its words, words of output
    (``added 57 packages in 3s``), a lone word that names no program, or code (a first word
    no command is called, an operator of code alone, a line that opens or closes a block)."""
    if _DECORATION.match(line) is not None or _REQUIREMENT.match(line) is not None:
        return True
    stripped = line.strip()
    split = split_line(stripped)
    if split is None or not split[0]:
        return True  # the shell waits for the rest of a quote: nothing runs from this line
    unquoted = _COMMENT.sub("", _QUOTED.sub("", stripped))  # (a ``# (note)`` runs nothing)
    for found in _WORD_PAREN.finditer(unquoted):
        if found.group(1) not in _RESERVED:
            return True  # a syntax error to the shell: code or output
    commands = split[0]
    if any(r.operator in OUTPUTS for c in commands for r in c.redirections):
        return False
    if _SHELL_SYNTAX.search(line) is not None:
        return False
    words = [w.text for c in commands for w in c.words]
    if not words:
        return True  # ``}``, ``);``: a line of code that closes a block
    head = words[0]
    if "$(" in stripped:
        return False  # a command run inside the line, whatever its first word
    if head[:1].isupper() and not any(w.startswith("-") for w in words):
        return True  # a sentence: ``Server running at http://localhost:3000``
    if _SUBSTITUTION.search(stripped) is not None:
        return False
    if any(w in _COMMAND_NAMES for w in words) or ("/" in head and not head.endswith("/")):
        return False
    if all(_PLAIN_WORD.fullmatch(w) for w in words):
        return True  # output: ``added 57 packages in 3s``, ``hello world``
    if len(words) == 1:
        return True  # a name alone (``app.js``, ``src/``): a listing, not a command run
    if words[-1] in ("{", "}") or stripped.endswith(("{", "};", "},", ":")):
        return True  # code that opens or closes a block (``body {``, ``def main():``)
    return _NOT_A_NAME.search(stripped.split(None, 1)[0]) is not None or any(
        w in _CODE_OPERATORS for w in words
    )


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
    say_runs_write_files(answer, runs, result)


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
    by_part: dict[str, list[str]] = {}  # those files by each part of their path
    index = 0
    # A block without an info string is read twice: as its lines (the shell rules' reading
    # of such a block), and as the script of its lines that start with a command.
    scripts = [
        replace(run, text=_command_lines(run.text), info="sh") for run in runs if not run.info
    ]
    for run in sorted([*runs, *scripts], key=lambda run: run.pos):
        while index < len(written) and written[index][0] < run.pos:
            path = written[index][1]
            index += 1
            if path not in before:
                before[path] = None
                for part in {path, *path.split("/")}:
                    by_part.setdefault(part, []).append(path)
        if not before:
            continue
        if run.saved:
            changed = _saved_program_changes(run, before)
        else:
            changed = _changes(answer, run, _named_in(run, before, by_part), contents)
        if _PROBE in changed:  # it may change files it does not name: ask about each
            changed = _changes(answer, run, list(before), contents)
        if not changed:
            continue
        line = answer.notes.locate(run.pos)[0]
        shown = run.text.strip().splitlines()[0][:80] if run.text.strip() else ""
        what = "Python cell" if run.python else "command"
        result.diagnostics.append(
            Diagnostic(
                "changed-after",
                Severity.ERROR,
                f"the {what} `{shown}` (line {line}), which {tool} runs after writing "
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


def _command_lines(block: str) -> str:
    """The lines of a block without an info string that start with a command
    (:func:`starts_with_command`), the others (output, code) blank: the script it runs."""
    lines = []
    for line in block.split("\n"):
        lines.append(line if weighed_in_bare_block(line) else "")
    return "\n".join(lines)


def say_runs_write_files(answer: Answer, runs: list[Run], result: ParseResult) -> None:
    """Make ``result`` not usable, with a ``mixed-conventions`` error, when a command of
    ``runs`` may write a file the result does not hold (``echo ... > b.py``, ``... | tee
    b.py``, ``cp a.py b.py``, ``dd of=b.py``, ``sed ... a.py > b.py``, ``> $OUT``): that file
    is written in another convention than the others (or is the program's output), and the
    result loses it. The rule is an allow-list: a command writes nothing only when the shell
    effect rules (:func:`~.shell.effect`) say so (no output redirection but to ``/dev/``, no
    argument it copies, writes or converts onto); removing a file or changing its mode loses
    nothing. A command that may change any file (one not known) is ``changed-after``'s
    business (:func:`say_runs_change_files`)."""
    if result.code is None or not result.code.files or not result.status.usable:
        return
    held = {file.file_path for file in result.code.files}
    for run in runs:
        found = _writes_elsewhere(run, held)
        if found is None:
            continue
        line, path = found
        where = answer.notes.locate(run.pos)[0]
        result.diagnostics.append(
            Diagnostic(
                "mixed-conventions",
                Severity.ERROR,
                f"the command `{line.strip()[:80]}` (line {where}) may write {path}, a file "
                f"the {result.format.value} files do not hold: the answer writes its files "
                "two ways (or the command writes one the answer does not give), and the "
                "result would lose it; it is not usable. Send every file the same way, and "
                "no commands that write files",
                where,
            )
        )
        result.status = Status.REJECTED_FILES
        return


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


def _writes_elsewhere(run: Run, held: set[str]) -> tuple[str, str] | None:
    """The first command line of ``run`` that may write a file not in ``held``, and that
    file (its word as written when the shell expands it); None when none does. A Python cell
    or another shell's script is not read here (changed-after weighs those)."""
    if run.python or run.saved or run.info not in _POSIX_INFO:
        return None
    subshell = 0
    for line, kind in _command_candidates(run):
        command_line = _PROMPT.sub("", line)
        if kind == "console" and command_line == line:
            continue  # a session's output, not a command
        if kind == "check" and not (_SHELL_PROMPT.match(line) or starts_with_command(command_line)):
            continue  # prose, output or code
        split = split_line(line if kind == "sh" else command_line, subshell)
        if split is None:
            continue
        commands, after = split
        subshell = after if kind == "sh" else 0
        for command in commands:
            done = effect(command)
            targets = list(done.writes)
            if not done.mode and done.verb in _WRITING_VERBS:
                targets += [w for w in done.changes if not _OPTION_VALUE.search(w.text)]
            for target in targets:
                path = target.text.removeprefix("./")
                if target.literal and (path in held or path.startswith("/dev/")):
                    continue
                return line, path
    return None


#: A line that opens or closes a code block, and its info string.
_FENCE = re.compile(r"[ \t]*(`{3,}|~{3,})[ \t]*([^\s`]*)")


def _command_candidates(run: Run) -> list[tuple[str, str]]:
    """The lines of ``run`` that may be commands, each with how it is read: ``sh`` (a line of
    a shell script), ``console`` (a session's: only after a prompt), ``check`` (a line that
    may be prose, output or code: only when it starts with a command), ``span`` (a command a
    line of prose asks to run, quoted: :func:`prose_instruction`). In text, a shell
    fence's lines are a script or a session, another fence's are code (not read), a prose
    line is the commands it quotes (or itself)."""
    lines = _commands_across_lines(run.text.splitlines())
    if run.info != "text":
        kind = {"sh": "sh", "console": "console"}.get(run.info, "check")
        return [(line, kind) for line in lines]
    found: list[tuple[str, str]] = []
    fence: tuple[str, str | None] | None = None  # its marker, how its lines are read
    for line in lines:
        marker = _FENCE.match(line)
        if marker is not None and (fence is None or marker.group(1).startswith(fence[0])):
            if fence is None:
                info = marker.group(2)
                read = shell_fence(info) if info else "check"
                fence = (marker.group(1), read if read in ("sh", "console", "check") else None)
            elif not marker.group(2):
                fence = None
            continue
        if fence is not None:
            if fence[1] is not None:
                found.append((line, fence[1]))
            continue
        spans = _TEXT_SPAN.findall(line)
        if spans:  # the commands a line asking to run them quotes are commands
            kind = "span" if prose_instruction(line) else "check"
            found += [(quoted, kind) for quoted in spans]
        else:  # a line after a shell prompt is one, other lines only when they start with one
            found.append((line, "console" if _SHELL_PROMPT.match(line) else "check"))
    return found


#: A shell's prompt before a line of prose: the line is a command.
_SHELL_PROMPT = re.compile(r"[ \t]*[$%][ \t]+\S")


def _commands_across_lines(lines: list[str]) -> list[str]:
    """``lines`` with those a quote left open joined to the lines up to where it closes (a
    quoted multi-line content: ``printf '%s' 'line 1<newline>line 2' > b.py``): one pass."""
    joined: list[str] = []
    open_quote: str | None = None
    for line in lines:
        if open_quote is not None:
            joined[-1] += "\n" + line
        else:
            joined.append(line)
        escaped = False
        for char in line:
            if escaped:
                escaped = False
            elif open_quote == "'":
                open_quote = None if char == "'" else open_quote
            elif char == "\\":
                escaped = True
            elif open_quote == '"':
                open_quote = None if char == '"' else open_quote
            elif char in "'\"":
                open_quote = char
    return joined


#: A path no answer writes: a command that may change it may change any file (a formatter
#: over the folder, a glob, a ``cd``, a command the shell rules do not know).
_PROBE = ".artifact-codec-probe/probe"
_PROMPT = re.compile(r"^[ \t]*[$#>%][ \t]+")
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


def _saved_program_changes(run: Run, before: dict[str, None]) -> list[str]:
    """The files of ``before`` that the saved program ``run`` may change: it may write files
    (:data:`_PROGRAM_WRITES`) and names them in a string, by their path or their name
    (``open('app.py', 'w')``, ``Path("src/app.py")``)."""
    if _PROGRAM_WRITES.search(run.text) is None:
        return []
    named = {found.group(2).strip().removeprefix("./") for found in _STRING.finditer(run.text)}
    if not named:
        return []
    return [path for path in before if path in named or path.rsplit("/", 1)[-1] in named]


def _named_in(run: Run, before: dict[str, None], by_part: dict[str, list[str]]) -> list[str]:
    """The files of ``before`` that ``run`` names (one of its words is a part of their path:
    ``a.py``, ``src`` of ``src/a.py``), and :data:`_PROBE`: a file the run does not name is
    changed only by a command that changes the probe too. Asking about these alone keeps the
    cost of many files and many runs linear."""
    named: dict[str, None] = {}
    manifests = _manifests(run)
    if manifests is None:
        return list(before)
    for part in set(_PARTS.findall(run.text)) | manifests:
        for path in by_part.get(part, ()):
            if path in before:
                named[path] = None
    return [*named, _PROBE]


def _manifests(run: Run) -> set[str] | None:
    """The files a package manager of ``run`` may rewrite without naming them (its manifest,
    its lock files); None when a line of it cannot be read as commands."""
    if run.python:
        return set()
    if run.info not in _POSIX_INFO:
        return None  # another shell's script, not read as POSIX lines: ask about every file
    found: set[str] = set()
    if run.info == "text":
        # Prose or a bare block: its commands are its code spans, or its lines; one that does
        # not read as commands is no command here either (asking about every file for each
        # such run made many runs after many files cost quadratic time).
        for line in run.text.splitlines():
            for command_text in _TEXT_SPAN.findall(line) or [_PROMPT.sub("", line)]:
                split = split_line(command_text, 0)
                for command in split[0] if split is not None else ():
                    found.update(effect(command).manifests)
        return found
    subshell = 0
    for line in run.text.splitlines():
        if run.info == "console":
            line = _PROMPT.sub("", line)
        split = split_line(line, subshell)
        if split is None:
            return None
        commands, subshell = split
        for command in commands:
            found.update(effect(command).manifests)
    return found


def _changes(
    answer: Answer, run: Run, paths: list[str], contents: dict[str, str] | None = None
) -> list[str]:
    """The files of ``paths`` that ``run`` may change; ``contents``: the files the answer
    writes (path -> content), whose scripts and configuration a command may run (a written
    Makefile's ``test``, pytest's ``addopts`` in a written pyproject.toml)."""
    if run.python:
        return paths if _PYTHON_WRITES.search(run.text) else []
    # The command alone, as the lines of a shell block (what the shell effect rules read);
    # text as it stands.
    body = run.text.strip("\r\n") + "\n"
    script = body if run.info == "text" else f"```{run.info}\n" + body + "```\n"
    alone = replace(answer, text=script, start=0, notes=answer.notes.copy(), cache={}, after=None)
    alone.edit_spans = []
    return [path for path, _, _ in changed_after(alone, 0, paths, contents)]


#: A list bullet, a step's number or a prompt before a command on a line of instructions.
_STEP_MARK = re.compile(r"^[ \t]*(?:[-*+][ \t]+|\d+[.)][ \t]+|\$[ \t]+)*")
_SPAN = re.compile(r"`([^`\n]+)`")


def say_setup_changes_files(answer: Answer, result: ParseResult) -> None:
    """Weigh the commands of the answer's ``setup_instructions`` (a header key) as commands
    run after the files (:func:`say_commands_change_files`): a line of it that starts with a
    command (after a bullet, a step's number or a ``$``), or a code span that does
    (``Run `cp a.py b.py` first``). ``sed -i s/1/2/ a.py`` there changes a file the result
    holds; ``cp a.py b.py`` writes one it does not."""
    if result.code is None or not result.code.setup_instructions:
        return
    text = result.code.setup_instructions
    commands: list[str] = []
    for line in text.splitlines():
        line = _STEP_MARK.sub("", line, count=1).strip()
        if starts_with_command(line):
            commands.append(line)
        else:
            commands += [span for span in _SPAN.findall(line) if starts_with_command(span.strip())]
    at = answer.text.find('"setup_instructions"', answer.start)
    say_commands_change_files(
        answer, commands, answer.start if at == -1 else at, result, 'the key "setup_instructions"'
    )
