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
from .heredoc import changed_after
from .shell import effect, split_line

__all__ = ["Run", "prose_instruction", "say_runs_change_files", "shell_fence"]


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


#: What a Python cell may change files with: opening a file (any mode: the mode may be a
#: variable), writing, the modules that move, remove or run things, an IPython shell line.
_PYTHON_WRITES = re.compile(
    r"\bopen\s*\(|\.write|\bos\.|\bshutil\b|\bsubprocess\b|\bpathlib\b|\bPath\s*\(|"
    r"\bexec\s*\(|\beval\s*\(|__import__|\bimport\s+os\b|\bfrom\s+os\b|^\s*[!%]",
    re.MULTILINE,
)


#: The info strings of a code block that holds a shell script, and of one that holds a
#: console session (commands after a ``$`` prompt, their output between them).
_SCRIPT_INFO = frozenset({"bash", "sh", "shell", "zsh", "ksh", "dash", "shellscript"})
_SESSION_INFO = frozenset({"console", "terminal", "shell-session", "shellsession", "sh-session"})
#: The info strings of a script in another shell (AutoGen runs ``pwsh``, ``powershell`` and
#: ``ps1`` blocks; a user runs any of them): read by the allow-list of
#: :func:`~.shell.foreign_effect` (a command not on it may change every file).
_FOREIGN_INFO = frozenset(
    {"powershell", "pwsh", "ps1", "ps", "cmd", "bat", "batch", "dos", "fish", "nu", "nushell"}
)
#: A line of prose that tells the reader to run what it quotes (``Then run `sed -i ...```,
#: ``Next, `rm a.py```), or starts with the quoted command: not a mention ("you could use
#: `sed -i` for that").
_INSTRUCTION = re.compile(
    r"(?i)^[\s>*+-]*(?:\d+[.)]\s*)?`|\b(?:run|running|execute|type|enter|then|next|now|"
    r"finally|afterwards|after that|first|second|also)\b[^`]*`"
)


def shell_fence(info: str, *, command: bool = False) -> str | None:
    """How the code block with the info string ``info`` holds commands: ``"sh"`` for a shell
    script (or any block labelled as a command, ``command``), ``"console"`` for a console
    session, the info word itself for another shell's script (``powershell``); None for a
    block that holds none (code, a file, no info string)."""
    word = info.split(" ")[0].strip().lower() if info.strip() else ""
    if word in _SESSION_INFO:
        return "console"
    if word in _SCRIPT_INFO or command:
        return "sh"
    if word in _FOREIGN_INFO:
        return word
    return None


def prose_instruction(line: str) -> bool:
    """Whether a line of prose tells the reader to run the command it quotes in backquotes
    (``Then run `sed -i s/1/2/ app.py`.``) rather than mentions one (``you could use `rm` ``):
    it starts with the quote, or a word that asks to run or orders steps comes before it."""
    return "`" in line and _INSTRUCTION.search(line) is not None


def say_runs_change_files(
    answer: Answer, blocks: list[Block], runs: list[Run], result: ParseResult, tool: str
) -> None:
    """Make ``result`` not usable, with a ``changed-after`` error, when a command of ``runs``
    may change a file that ``blocks`` wrote before it (``tool`` names who runs it)."""
    if not runs or result.code is None or not result.code.files:
        return
    accepted = {file.file_path for file in result.code.files}
    written: list[tuple[int, str]] = sorted(
        (block.pos, block.fields["PATH"])
        for block in blocks
        if block.refusal is None and block.edit is None and block.fields.get("PATH") in accepted
    )
    before: dict[str, None] = {}  # the files written before the run, in order
    by_part: dict[str, list[str]] = {}  # those files by each part of their path
    index = 0
    for run in sorted(runs, key=lambda run: run.pos):
        while index < len(written) and written[index][0] < run.pos:
            path = written[index][1]
            index += 1
            if path not in before:
                before[path] = None
                for part in {path, *path.split("/")}:
                    by_part.setdefault(part, []).append(path)
        if not before:
            continue
        changed = _changes(answer, run, _named_in(run, before, by_part))
        if _PROBE in changed:  # it may change files it does not name: ask about each
            changed = _changes(answer, run, list(before))
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


#: A path no answer writes: a command that may change it may change any file (a formatter
#: over the folder, a glob, a ``cd``, a command the shell rules do not know).
_PROBE = ".artifact-codec-probe/probe"
_PROMPT = re.compile(r"^[ \t]*[$#>%][ \t]+")
_PARTS = re.compile(r"[^\s'\"`;&|<>()=,:/]+")


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
    if run.info in _FOREIGN_INFO or run.info == "text":
        return None  # not read as POSIX lines: ask about every file
    found: set[str] = set()
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


def _changes(answer: Answer, run: Run, paths: list[str]) -> list[str]:
    """The files of ``paths`` that ``run`` may change."""
    if run.python:
        return paths if _PYTHON_WRITES.search(run.text) else []
    # The command alone, as the lines of a shell block (what the shell effect rules read);
    # text as it stands.
    body = run.text.strip("\r\n") + "\n"
    script = body if run.info == "text" else f"```{run.info}\n" + body + "```\n"
    alone = replace(answer, text=script, start=0, notes=answer.notes.copy(), cache={}, after=None)
    alone.edit_spans = []
    return [path for path, _, _ in changed_after(alone, 0, paths)]
