"""The commands a tool runs between the files it writes: bolt.new's ``shell`` and ``start``
actions, Cline's ``<execute_command>`` (and the demo ``<command>`` of
``<attempt_completion>``), OpenHands' ``execute_bash`` and ``execute_ipython_cell`` calls.

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

__all__ = ["Run", "say_runs_change_files"]


@dataclass(frozen=True, slots=True)
class Run:
    """A command a tool runs at its place in the answer."""

    pos: int  # where its call starts in the answer
    text: str  # the command (a shell script, or Python code when ``python``)
    python: bool = False


#: What a Python cell may change files with: opening a file (any mode: the mode may be a
#: variable), writing, the modules that move, remove or run things, an IPython shell line.
_PYTHON_WRITES = re.compile(
    r"\bopen\s*\(|\.write|\bos\.|\bshutil\b|\bsubprocess\b|\bpathlib\b|\bPath\s*\(|"
    r"\bexec\s*\(|\beval\s*\(|__import__|\bimport\s+os\b|\bfrom\s+os\b|^\s*[!%]",
    re.MULTILINE,
)


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
    for run in runs:
        before = list(dict.fromkeys(path for pos, path in written if pos < run.pos))
        if not before:
            continue
        changed = _changes(answer, run, before)
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


def _changes(answer: Answer, run: Run, paths: list[str]) -> list[str]:
    """The files of ``paths`` that ``run`` may change."""
    if run.python:
        return paths if _PYTHON_WRITES.search(run.text) else []
    # The command alone, as the lines of a shell block (what the shell effect rules read).
    script = "```sh\n" + run.text.strip("\r\n") + "\n```\n"
    alone = replace(answer, text=script, start=0, notes=answer.notes.copy(), cache={}, after=None)
    alone.edit_spans = []
    return [path for path, _, _ in changed_after(alone, 0, paths)]
