"""Files written with shell heredocs: ``cat > src/app.py <<'EOF'`` ... ``EOF`` (also
``cat <<'EOF' > path``, ``tee path <<'EOF'``, ``<<-`` which removes leading tabs), as agents
that only have a shell write them, in a ``bash`` code block or bare.

The file is what the shell would write: the lines between the command line and the line that
is the delimiter alone, each with its line break. With a quoted delimiter (``'EOF'``,
``"EOF"``, ``\\EOF``) the shell takes the lines as they are; with an unquoted one it expands
``$...``, backquotes and backslashes, so a body holding any of them is refused
(``heredoc-expands``: what the shell writes is not in the answer); a body without them is
exact either way. ``cat >> path`` and ``tee -a path`` append: edits, never files. A heredoc
without its delimiter line was cut off. The shell ends a heredoc only at the delimiter alone
(after the tabs ``<<-`` removes); a line with blanks around it is where the model meant the end,
and the shell reads on: refused (``heredoc-delimiter``).

What the shell would do decides where and whether a heredoc's lines end up as a file, so the
script around the heredocs is read too (:func:`_run_script`, with the line splitter of
:mod:`.shell`): the lines of every shell fence and, elsewhere, the lines that start with a
command that moves the shell or changes files, in order, as one shell runs them (in a
``console``/``terminal`` fence the lines after a prompt, every line when it shows none; the
prompts are one table, :func:`~.prompts.shown_prompt`: ``$``, zsh's ``dir %``, ``PS C:\\>``, cmd's
``C:\\app>``, ``>>>``, ``In [1]:``, the root ``#``, the ``>`` that continues a command left open). A
``cd`` (or ``pushd``/``popd``; ``builtin cd``, ``command cd``, ``eval cd``) to a folder written
in the answer is followed (a ``cd`` inside parentheses only for its subshell); ``tee a b``
writes both files. Whatever is not followed exactly makes the file refused with a diagnostic
that names the line: a ``cd`` to a folder not known, or one given to another command or written
for another shell (``heredoc-folder``), a path the shell expands (``heredoc-path``), a heredoc
command line other than a plain ``cat``/``tee`` into files (``heredoc-command``), a later
command that may change a written file (``heredoc-changed``): safe by construction, only a
command known to leave files as they are leaves them (:func:`.shell.effect`). A file the script
writes without a heredoc (``echo``, ``printf``, ``touch``, a pipe into ``tee``) is read when its
content is certain and refused otherwise, never dropped (:meth:`_Shell.writes_files`); a path
the shell reads otherwise than written (a backslash it removes, a folder) is ``unsafe-path``.
``chmod`` keeps the content and says the mode is lost (``heredoc-mode``). The same reading of
commands tells which files of a document the commands after its end marker may change
(:func:`changed_after`).
"""

from __future__ import annotations

import ast
import html
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import overload

from ...diagnostics import Severity
from ...result import Format, ParseResult
from ..accept import Block
from .answer import Answer, Convention, relative_to_root
from .fences import MAX_INDENT, line_end
from .hook_code import python_bindings, python_builtins_stored, python_rebound
from .named_paths import may_hold, may_name, name_keys
from .prompts import (
    BUSYBOX,
    CONTINUED,
    DEBUGGER,
    DEBUGGER_COMMAND,
    OUTPUT_PROMPT,
    PROMPT,
    PS2,
    foreign_prompt,
    opens_repl,
    repl_input,
    session_prompt,
    shown_prompt,
)
from .results import files_result
from .shell import (
    COMPOUND_CLOSE,
    COMPOUND_OPEN,
    GIT_HOOKED,
    INERT,
    MAX_QUOTED_LINES,
    OUTPUTS,
    READS,
    TASK_RUNNERS,
    Command,
    Project,
    Redirection,
    Word,
    command_words,
    database_input_inert,
    descriptor_paths,
    effect,
    foreign_effect,
    from_here,
    heredoc_expands,
    heredoc_program,
    hooks_written,
    peel_prefixes,
    quote_left_open,
    run_folders,
    shell_command_name,
    shell_named,
    split_line,
    substitutions,
)

__all__ = [
    "HEREDOC",
    "NOTEBOOK_INFO",
    "SessionNames",
    "changed_after",
    "folder_after",
    "ipython_cell",
    "notebook_cell_line",
    "notebook_info",
    "notebook_line",
    "python_echo",
    "python_session",
    "repl_code",
    "repl_escape",
    "session_line",
    "session_program",
    "shell_fence",
    "shell_syntax_error",
]

_OPERATOR = re.compile(r"<<(-?)[ \t]*(?:'([^'\n\r]+)'|\"([^\"\n\r]+)\"|(\\?)([A-Za-z_][\w.-]*))")
_COMMAND = re.compile(r"(?:^|[\s;&|(])(cat|tee)(?=\s)")
_TARGET = re.compile(r"(?<![>&\d])(>>?)[ \t]*(?:'([^'\n\r]+)'|\"([^\"\n\r]+)\"|([^\s;&|<>'\"]+))")
_TEE = re.compile(
    r"\btee[ \t]+(-a[ \t]+|--append[ \t]+)?"
    r"(?:'([^'\n\r]+)'|\"([^\"\n\r]+)\"|([^\s;&|<>'\"-][^\s;&|<>'\"]*))"
)
_EXPANDS = re.compile(r"[$`\\]")


@dataclass(frozen=True, slots=True)
class _Heredoc:
    line: int  # offset of the command line
    path: str
    append: bool
    quoted: bool
    strip_tabs: bool
    body: int  # offset of the first body line
    end: int  # offset of the terminator line (the end of the text when cut off)
    after: int  # offset after the terminator line
    closed: bool
    stray: bool = False  # the delimiter shows up alone again before the next command writes
    #: the line taken as the end is the delimiter with blanks around it (or spaces before it
    #: under ``<<-``), where the shell does not end: it reads on to an exact delimiter line
    loose: bool = False
    #: typed at a terminal: each body line and the delimiter's after bash's PS2 ``> ``
    ps2: bool = False


def _target(line: str, operator_span: tuple[int, int]) -> tuple[str, bool] | None:
    """The file the command line writes and whether it appends, or None."""
    command = _COMMAND.search(line)
    if command is None:
        return None
    if command.group(1) == "tee":
        tee = _TEE.search(line, command.start())
        if tee is None:
            return None
        return next(v for v in tee.groups()[1:] if v is not None), bool(tee.group(1))
    for target in _TARGET.finditer(line, command.end()):
        if operator_span[0] <= target.start() < operator_span[1]:
            continue
        return next(v for v in target.groups()[1:] if v is not None), target.group(1) == ">>"
    return None


def _next_command(text: str, pos: int, stop: int) -> int:
    """Where the next heredoc that writes a file starts (its line), or ``stop``."""
    while True:
        operator = _OPERATOR.search(text, pos, stop)
        if operator is None:
            return stop
        at = operator.start()
        line_start = max(text.rfind("\n", pos, at), text.rfind("\r", pos, at), pos - 1) + 1
        end, following = line_end(text, operator.end(), stop)
        span = (at - line_start, operator.end() - line_start)
        if _target(text[line_start:end], span) is not None:
            return line_start
        pos = following if following > operator.end() else operator.end()


class _Quotes:
    """Where a command's quoted string runs across lines (``git commit -m "notes<newline>
    ...<newline>"``, ``echo '<newline>...'``): the shell reads those lines as one word of that
    command, so a ``cat > b.py <<EOF`` among them writes no file. Read as the commands across
    lines are (:func:`_across_lines`, :func:`~.shell.quote_left_open`): a quote opens on a
    line that starts with a command (``Don't`` in prose opens none) and counts only when it
    closes within :data:`~.shell.MAX_QUOTED_LINES` lines, before a fence line. The lines are
    read once, in order, from where the last heredoc's body ended (a body is no shell text)."""

    def __init__(self, text: str, stop: int) -> None:
        self.text, self.stop = text, stop
        self.at = 0  # the lines before it are read
        #: the last quoted span found: its first line's start, the start of the line that
        #: closes it, the quote open there
        self.span = (0, 0, "")

    def inside(self, pos: int, line_start: int, at: int) -> bool:
        """Whether ``at``, on the line at ``line_start`` (reading from ``pos`` on), is inside
        a quote."""
        text, stop = self.text, self.stop
        self.at = max(self.at, pos)
        while self.at < line_start:
            end, following = line_end(text, self.at, stop)
            line = text[self.at : end]
            quote = quote_left_open(line) if "'" in line or '"' in line else ""
            word = _FIRST_WORD.match(line)
            if quote and word is not None and word.group(1) in _KNOWN:
                close = self._closes(following, quote)
                if close is not None:
                    self.span = (self.at, close[0], close[1])
                    end, following = line_end(text, close[0], stop)  # (it leaves none open)
            if following <= end:
                break
            self.at = following
        opening, closing, quote = self.span
        if opening < line_start < closing:
            return True
        if line_start == closing and quote:  # (before its quote closes)
            return bool(quote_left_open(self.text[line_start:at], quote))
        return False

    def _closes(self, at: int, quote: str) -> tuple[int, str] | None:
        """The line that closes a quote left open (from ``at``, the line after the one it
        opens on): its start and the quote open before it; None when none does."""
        text, stop = self.text, self.stop
        for _ in range(MAX_QUOTED_LINES):
            if at >= stop:
                return None
            end, following = line_end(text, at, stop)
            line = text[at:end]
            if _FENCE_LINE.match(line) is not None:  # (a quote does not run across a fence)
                return None
            left = quote_left_open(line, quote)
            if not left:
                return at, quote
            quote = left
            if following <= end:
                return None
            at = following
        return None


def _ps2_end(text: str, at: int, stop: int, delimiter: str) -> tuple[int, int] | None:
    """Where a heredoc typed at a terminal ends, its lines from ``at`` each after bash's PS2
    ``> ``: the start of the ``> DELIMITER`` line and of the line after it; None when a line
    before it has no ``>``."""
    while at < stop:
        end, following = line_end(text, at, stop)
        line = text[at:end]
        if not (line == ">" or line.startswith("> ")):
            return None
        if line[2:] == delimiter:
            return at, following if following > end else stop
        if following <= end:
            return None
        at = following
    return None


def _body_text(text: str, heredoc: _Heredoc) -> str:
    """The lines of ``heredoc``'s body as the shell reads them (PS2 ``> `` taken off)."""
    content = text[heredoc.body : heredoc.end]
    return _ps2_content(content) if heredoc.ps2 else content


def _ps2_content(content: str) -> str:
    """A heredoc's lines typed at a terminal without bash's PS2 ``> `` before each."""
    return "".join(
        line[2:] if line.startswith("> ") else line[1:]
        for line in content.splitlines(keepends=True)
    )


def _heredocs(text: str, start: int, stop: int) -> list[_Heredoc]:
    """The heredocs that write files in ``text[start:stop]``, in order; one pass (a body is
    skipped whole)."""
    found: list[_Heredoc] = []
    pos = start
    quotes = _Quotes(text, stop)
    while True:
        operator = _OPERATOR.search(text, pos, stop)
        if operator is None:
            return found
        at = operator.start()
        newline = max(text.rfind("\n", pos, at), text.rfind("\r", pos, at))
        line_start = pos if newline == -1 else newline + 1
        end, following = line_end(text, operator.end(), stop)
        line = text[line_start:end]
        target = _target(line, (operator.start() - line_start, operator.end() - line_start))
        if target is None or quotes.inside(pos, line_start, at):
            pos = following if following > operator.end() else operator.end()
            continue
        quoted = operator.group(2) is not None or operator.group(3) is not None
        quoted = quoted or operator.group(4) == "\\"
        delimiter = operator.group(2) or operator.group(3) or operator.group(5)
        strip_tabs = operator.group(1) == "-"
        body = following
        cursor = body
        terminator = -1
        after = stop
        loose = False
        while cursor < stop:
            line_stop, next_line = line_end(text, cursor, stop)
            candidate = text[cursor:line_stop]
            if strip_tabs:
                candidate = candidate.lstrip("\t")
            if candidate == delimiter or candidate.strip(" \t") == delimiter:
                # (the shell ends only at the exact line; a line with blanks around the
                # delimiter is where the model meant it to end, a second reading)
                terminator, after = cursor, next_line
                # (a CR before the line break is a character of the line to bash, which
                # reads only LF as a break: ``EOF\r`` is not the delimiter)
                loose = candidate != delimiter or text.startswith("\r", line_stop)
                break
            if next_line == line_stop:
                break
            cursor = next_line
        ps2 = False
        if terminator == -1 and PROMPT.match(line) is not None:
            # typed at a terminal: bash shows its PS2 ``> `` before each line of the heredoc
            # and before the delimiter (``$ cat > a.py <<EOF`` / ``> x = 1`` / ``> EOF``)
            shown = _ps2_end(text, following, stop, delimiter)
            if shown is not None:
                terminator, after = shown
                ps2 = True
        path, append = target
        stray = False
        if terminator != -1:
            # The delimiter alone again before the next heredoc: the first one was part of the
            # file (a model writes EOF whatever the file holds), and the file was cut there.
            region_end = _next_command(text, after, stop)
            lone = re.compile(rf"^[ \t]*{re.escape(delimiter)}[ \t]*\r?$", re.M)
            stray = lone.search(text, after, region_end) is not None
        found.append(
            _Heredoc(
                line_start,
                path,
                append,
                quoted,
                strip_tabs,
                min(body, stop),
                terminator if terminator != -1 else stop,
                after,
                closed=terminator != -1,
                stray=stray,
                loose=loose,
                ps2=ps2,
            )
        )
        if terminator == -1:
            return found
        pos = after


# -- the script around the heredocs: what the shell does to the files they write ---------------

#: Fence info strings of shell scripts: every line is a command (``console`` and its kin: the
#: lines after a ``$`` prompt).
_SCRIPT_INFO = frozenset({"bash", "sh", "shell", "zsh", "ksh", "dash", "shellscript"})
_SESSION_INFO = frozenset({"console", "terminal", "shell-session", "shellsession", "sh-session"})
#: Outside a shell script (prose, an unlabelled fence), a line is a command when it starts with
#: one of these: the commands that move the shell or change files.
_COMMAND_WORDS = frozenset(
    {"cd", "pushd", "popd", "rm", "mv", "cp", "sed", "perl", "ln", "truncate", "unlink"}
    | {"patch", "git", "chmod", "chown", "echo", "printf", "cat", "tee", "touch", "rsync"}
    | {"install", "dd", "dos2unix", "unix2dos", "rmdir", "shred", "mkdir", "black", "prettier"}
    | {"gofmt", "rustfmt", "isort", "autopep8", "yapf", "clang-format", "shfmt", "eslint", "ruff"}
    | {"sort", "awk", "find", "xargs", "sudo", "npx", "uvx", "pipx", "bunx"}
)
#: The longest folder a cd is followed into (longer ones are not a project's: a hostile script
#: of a million ``cd a`` would make each cd cost the whole path).
_MAX_FOLDER = 1024
#: The most readings of the folder a script keeps (each a ``cd`` that may fail: the shell
#: stays where it was); past it the folder is not known.
_MAX_READINGS = 4


@dataclass(slots=True)
class _Reading:
    """Where the shell is if a ``cd``/``pushd`` into a folder not known to exist failed
    (``cd build; rm app.js``: rm runs where the block was): its folder, directory stack and
    ``cd -`` folder, the cd that failed (for the diagnostics), and whether the commands after
    it are skipped (``cd build && make``: not make) or ended (``cd build || exit``)."""

    cwd: tuple[str, ...] | None
    moved: str
    pushed: list[tuple[tuple[str, ...] | None, str]]
    previous: tuple[tuple[str, ...] | None, str] | None
    failed: str
    skip: bool = False  # the command after it (joined by ``&&``) does not run
    orelse: bool = False  # the command after it (joined by ``||``) runs: exit ends the reading
    idle: bool = False  # the command read now does not run in this reading


@dataclass(slots=True)
class _Shelled:
    """What the script makes of one heredoc: the paths the shell writes its body to (None:
    not known, the heredoc's own reading stands), whether it appends, why it is refused."""

    paths: list[str] | None = None
    append: bool = False
    refusal: tuple[str, str] | None = None
    line: int = 0  # the line of the command that changed it (a document's file)


@dataclass(slots=True)
class _Other:
    """A file the script writes without a heredoc (``echo 'x' > f``, ``printf``, ``touch``,
    ``echo 'x' | tee f``): its content when it is certain, else why it is refused."""

    pos: int  # the line of the command that wrote it
    path: str
    content: str = ""
    refusal: tuple[str, str] | None = None
    replaced: bool = False  # a later heredoc writes the file whole
    spelled: str = ""  # the path as the command gives it (before a cd resolves it)


@dataclass(slots=True)
class _Shell:
    """The shell's state along the script (see :func:`_run_script`)."""

    answer: Answer
    heredocs: list[_Heredoc]
    shelled: list[_Shelled]
    cwd: tuple[str, ...] | None = ()  # the folder, relative to the root; None: not known
    moved: str = ""  # the command that made the folder what it is, for the diagnostics
    pushed: list[tuple[tuple[str, ...] | None, str]] = field(default_factory=list)
    saved: list[tuple[tuple[str, ...] | None, str]] = field(default_factory=list)  # subshells
    compound: int = 0  # reserved words open (if, for, while, case, { ...)
    #: path -> the heredoc that wrote it (a negative index -1-k: the k-th of ``others``)
    written: dict[str, int] = field(default_factory=dict)
    others: list[_Other] = field(default_factory=list)
    upstream: str | None = None  # what the previous command prints into a pipe, when certain
    under: dict[str, set[str]] = field(default_factory=dict)  # folder -> written paths in it
    #: the written paths and their folders by their last part (:func:`.named_paths.name_keys`)
    keys: dict[str, set[str]] = field(default_factory=dict)
    moved_note: bool = False
    #: the files the answer writes, whose scripts a command may run (``npm run lint``)
    project: Project | None = None
    hooks: bool = False  # a command installed git hooks (``pre-commit install``)
    #: the folder before the last cd (``cd -`` goes back to it); None: no cd yet
    previous: tuple[tuple[str, ...] | None, str] | None = None
    #: the interpreters fed a heredoc as their program, each as given it inline, and where
    fed: list[tuple[int, Command]] = field(default_factory=list)
    #: the descriptors ``exec N<FILE`` opened for the commands after it (N -> FILE)
    descriptors: dict[str, Word] = field(default_factory=dict)
    #: the other readings of the folder: a cd that may fail (see :class:`_Reading`)
    readings: list[_Reading] = field(default_factory=list)
    saved_readings: list[list[_Reading]] = field(default_factory=list)  # subshells
    made: set[str] = field(default_factory=set)  # the folders ``mkdir`` made
    errexit: bool = False  # ``set -e``: a failing cd ends the script
    wrapped: bool = False  # a command read in the folder a prefix's option names
    #: the known folders in lower case, and the sizes of ``under`` and ``made`` they are of
    folded: tuple[int, int, frozenset[str]] = (-1, -1, frozenset())

    def where(self, pos: int) -> int:
        return self.answer.notes.locate(pos)[0]

    def resolve(self, word: str) -> str | None:
        """The path ``word`` names from the current folder, relative to the root ("" for the
        root itself); None when not known (the folder is not, or it climbs out of the root)."""
        if word.startswith("/"):
            root = self.answer.root
            if root is not None:
                prefix = root.rstrip("/") + "/"
                if word.startswith(prefix) or word == root.rstrip("/"):
                    return _normal((), word[len(prefix) :])
            return word  # an absolute path: never one of the relative files written
        if self.cwd is None:
            return None
        return _normal(self.cwd, word)

    def add_written(self, path: str, index: int) -> None:
        """Note ``path`` written (by the heredoc ``index``; negative: by another command)."""
        self.written[path] = index
        for folder in [*_folders(path), path]:
            if folder != path:
                self.under.setdefault(folder, set()).add(path)
            for key in name_keys(folder):
                self.keys.setdefault(key, set()).add(folder)

    def touched(self, path: str, folder: bool = False) -> list[str]:
        """The written paths that ``path`` (resolved) is or holds: also by another spelling
        that may be it (:func:`.named_paths.may_name`: an absolute path in a folder not known
        ending in a written path, ``/home/u/proj/a.py``; another case, ``A.py``)."""
        if path == "" or (folder and may_hold(path)):
            return list(self.written)  # (``/home/u/proj``: it may be the root or above it)
        found = set(self.under.get(path, ()))
        if path in self.written:
            found.add(path)
        for key in name_keys(path):
            for known in self.keys.get(key, ()):
                if known != path and may_name(path, known):
                    found.update(self.under.get(known, ()))
                    if known in self.written:
                        found.add(known)
        return sorted(found)

    def refuse(self, paths: list[str], command: str, pos: int, what: str) -> None:
        for path in paths:
            index = self.written.pop(path, None)
            if index is None:
                continue
            for folder in _folders(path):
                self.under.get(folder, set()).discard(path)
            if index < 0:
                other = self.others[-1 - index]
                if other.refusal is None:
                    other.refusal = (
                        "heredoc-changed",
                        f"the file {path} the script writes with a command (line "
                        f"{self.where(other.pos)}) is not the end of that file: `{command}` "
                        f"(line {self.where(pos)}) {what}; the file was not accepted. Send each "
                        "file as the script should leave it, without commands that change it",
                    )
                continue
            shelled = self.shelled[index]
            if shelled.refusal is None and index >= len(self.heredocs):  # a document's file
                shelled.line = self.where(pos)
                shelled.refusal = (
                    "changed-after",
                    f"`{command}` (line {self.where(pos)}), after the end marker, {what}: "
                    f"{path} may not be what the answer leaves; the answer is not usable. "
                    "Send each file as it should end up, and no commands that change it",
                )
            elif shelled.refusal is None:
                line = self.where(self.heredocs[index].line)
                shelled.refusal = (
                    "heredoc-changed",
                    f"the heredoc that writes {path} (line {line}) is not the end of that file: "
                    f"`{command}` (line {self.where(pos)}) {what}, which this reader does not "
                    "follow; the file was not accepted. Send each file as the script should "
                    "leave it, without commands that change it afterwards",
                )

    def refuse_all(self, command: str, pos: int, what: str) -> None:
        self.refuse(list(self.written), command, pos, what)

    def change_folder(self, command: Command, text: str, pos: int, conditional: bool) -> None:
        """A ``cd``, ``pushd`` or ``popd``, in every reading of the folder: one into a folder
        not known to exist (not one the answer writes files in, nor one ``mkdir`` made, nor
        above the folder the shell is in) may fail, the shell staying where it was, which is
        one more reading (the commands after it are weighed in both: :meth:`changes`); one
        into a path the answer writes as a file fails."""
        cd = f"`{text}` (line {self.where(pos)})"
        found: list[_Reading] = []
        for reading in [*self.readings, None]:
            if reading is not None:
                if reading.idle:
                    found.append(reading)
                    continue
                primary = self.reading("")
                self.load(reading)
            before = self.reading(cd, command.then == "&&", command.then == "||")
            fails = self.move(command, text, pos, conditional)
            if fails == "fails":
                self.load(before)
            elif fails == "may fail" and not (
                # (``! cd build``: errexit ignores a negated command)
                self.errexit and command.then not in ("&&", "||") and command.keyword != "!"
            ):
                found.append(before)
            if reading is not None:
                found.append(self.reading(reading.failed, reading.skip, reading.orelse))
                self.load(primary)
        unique: dict[object, _Reading] = {}
        for reading in found:
            key = (reading.cwd, tuple(reading.pushed), reading.previous, reading.skip)
            unique.setdefault((key, reading.orelse), reading)
        found = list(unique.values())
        if len(found) > _MAX_READINGS:  # (past them: one reading, in a folder not known)
            found = [_Reading(None, cd, [], None, cd)]
        self.readings = found

    def reading(self, failed: str, skip: bool = False, orelse: bool = False) -> _Reading:
        """The folder state as a reading (see :class:`_Reading`)."""
        pushed = list(self.pushed)
        return _Reading(self.cwd, self.moved, pushed, self.previous, failed, skip, orelse)

    def load(self, reading: _Reading) -> None:
        self.cwd, self.moved, self.previous = reading.cwd, reading.moved, reading.previous
        self.pushed = list(reading.pushed)

    def exists(self, target: tuple[str, ...]) -> bool | None:
        """Whether the folder ``target`` exists when the commands after the files run: True
        for one the answer writes files in, one ``mkdir`` made, the root and the folders above
        the one the shell is in; False for a path the answer writes as a file; None when not
        known."""
        path = "/".join(target)
        if path in self.written:
            return False
        known = not target or path in self.under or path in self.made
        return known or (self.cwd is not None and self.cwd[: len(target)] == target) or None

    def case_of_known(self, target: tuple[str, ...]) -> bool:
        """Whether ``target`` differs only in case from a folder known to exist."""
        if self.folded[:2] != (len(self.under), len(self.made)):
            known = frozenset(folder.lower() for folder in (*self.under, *self.made))
            self.folded = (len(self.under), len(self.made), known)
        return "/".join(target).lower() in self.folded[2]

    def move(self, command: Command, text: str, pos: int, conditional: bool) -> str:
        """One reading's ``cd``/``pushd``/``popd``: "fails" when it cannot succeed, "may fail"
        when the folder is not known to exist, "" otherwise."""
        name = command.name
        arguments = [w for w in command.words[1:] if w.text != "--"]
        if name == "popd":
            if self.pushed and not arguments:
                self.cwd, self.moved = self.pushed.pop()
            else:
                self.cwd, self.moved = None, f"`{text}` (line {self.where(pos)})"
            return ""
        if name == "pushd":
            self.pushed.append((self.cwd, self.moved))
        before, self.previous = self.previous, (self.cwd, self.moved)
        if name == "cd" and [w.text for w in arguments] == ["-"] and not conditional:
            # ``cd -``: back to the folder before the last cd (not known when none was run)
            self.cwd, self.moved = before if before is not None else (None, f"`{text}`")
            return ""
        target: tuple[str, ...] | None = None
        if len(arguments) == 1 and arguments[0].literal and not conditional:
            word = arguments[0].text
            # (``pushd +1``, ``-2``: a turn of the directory stack, not a folder)
            if word and not word.startswith(("-", "~", "+")):
                path = self.resolve(word)
                if path is not None and not path.startswith("/") and len(path) <= _MAX_FOLDER:
                    target = tuple(p for p in path.split("/") if p)
        exists = None if target is None else self.exists(target)
        self.cwd, self.moved = target, f"`{text}` (line {self.where(pos)})"
        if exists is None and target is not None and self.case_of_known(target):
            # ``cd Web`` when the answer writes web/: on a case-insensitive file system
            # (macOS, Windows) it enters web, on Linux it fails: the folder is not known
            self.cwd = None
        return "" if exists or target is None else "fails" if exists is False else "may fail"

    def heredoc(self, index: int, command: Command, text: str, conditional: bool) -> None:
        """The heredoc command ``command`` of the heredoc ``index``: where the shell writes."""
        heredoc = self.heredocs[index]
        shelled = self.shelled[index]
        line = self.where(heredoc.line)

        def refuse(code: str, why: str) -> None:
            problem, fix = why.rsplit(". ", 1)
            shelled.refusal = (
                code,
                f"the heredoc at line {line} (`{text}`) {problem}; the file was not accepted. "
                + fix,
            )

        if command.piped:
            refuse(
                "heredoc-command",
                "goes through a pipe: the file holds what the last command of the pipe writes, "
                "not the heredoc's lines. Write the file with cat > path <<'EOF' alone",
            )
            return
        if self.saved or conditional:
            refuse(
                "heredoc-command",
                "runs inside a subshell, a condition or a loop: whether and where the shell "
                "writes it depends on running the script. Write each file with "
                "cat > path <<'EOF' on its own line",
            )
            return
        outputs = [r for r in command.redirections if r.operator in OUTPUTS]
        others = [
            r
            for r in command.redirections
            if r.operator not in OUTPUTS and r.operator not in ("<<", "<<-", ">&")
        ]
        others += [r for r in outputs if r.fd not in ("", "1") or r.operator in ("<>",)]
        quiet = [r for r in others if r.fd == "2" and r.target and r.target.text == "/dev/null"]
        outputs = [r for r in outputs if r.fd in ("", "1") and r.operator != "<>"]
        heredocs = [r for r in command.redirections if r.operator in ("<<", "<<-")]
        targets: list[Word] = []
        append = False
        unread = len(heredocs) != 1 or len(others) != len(quiet)
        # (lead, round 21: ``cat > a.py 3<<'EOF'`` gives the heredoc to descriptor 3, which
        # cat and tee never read: they read standard input, and a.py is left empty)
        unread = unread or any(r.fd not in ("", "0") for r in heredocs)
        # (``>&2`` after ``> a.py`` sends the output elsewhere: a.py is left empty)
        unread = unread or any(
            r.operator == ">&" and r.fd in ("", "1") for r in command.redirections
        )
        # the command the heredoc feeds, its prefixes peeled by the one peeler (``sudo tee``,
        # ``env A=1 cat``, ``timeout 5 tee``: cat and tee write the same file under them)
        ran = command_words(command)
        name = ran[0].text if ran else ""
        if name == "cat":
            unread = unread or any(w.text != "-" for w in ran[1:])
            unread = unread or len(outputs) != 1
            if not unread:
                targets = [outputs[0].target] if outputs[0].target else []
                append = ">>" in outputs[0].operator
        elif name == "tee":
            options = [w.text for w in ran[1:] if w.text.startswith("-")]
            unread = unread or any(
                o not in ("-a", "--append", "-i", "--ignore-interrupts", "-p", "--")
                for o in options
            )
            unread = unread or any(
                r.target is None or r.target.text != "/dev/null" for r in outputs
            )
            targets = [w for w in ran[1:] if not w.text.startswith("-")]
            append = "-a" in options or "--append" in options
        else:
            unread = True
        if unread or not targets:
            refuse(
                "heredoc-command",
                "is not a plain cat > path <<'EOF' or tee path <<'EOF' (another command, "
                "options, more than one output redirection, another input): what the shell "
                "writes where cannot be told from it. Write the file with cat > path <<'EOF'",
            )
            return
        paths = []
        for target in targets:
            if not target.literal:
                refuse(
                    "heredoc-path",
                    f"writes to {target.text!r}, which the shell expands ($, `, ~, *, ?, [ or "
                    "a brace expansion): where the file goes is not in the answer. Write the "
                    "path itself",
                )
                return
            if target.escaped:
                refuse(
                    "unsafe-path",
                    f"writes to a path written with a backslash, which the shell removes (it "
                    f"writes {target.text!r}): the path meant is not the one written. Separate "
                    "folders with '/', and quote no character of the path",
                )
                return
            if _names_folder(target.text):
                refuse(
                    "unsafe-path",
                    f"writes to {target.text!r}, which names a folder, not a file (the shell "
                    "cannot write it). Write the file's own path",
                )
                return
            path = self.resolve(target.text)
            if path is None:
                refuse(
                    "heredoc-folder",
                    f"writes {target.text!r} in the folder the script changed to with "
                    f"{self.moved}, which this reader cannot follow: where the file goes is "
                    "not known. Write the paths from the project root, without cd",
                )
                return
            paths.append(path)
        if self.cwd and not self.moved_note:
            self.moved_note = True
            self.answer.notes.add(
                "heredoc-cd",
                Severity.INFO,
                f"the heredoc at line {line} writes {paths[0]}: the script changed to the "
                f"folder {'/'.join(self.cwd)} with {self.moved}, and the shell writes there",
                heredoc.line,
            )
        shelled.paths, shelled.append = paths, append
        if not append:
            for path in paths:
                earlier = self.written.get(path, 0)
                if earlier < 0:  # created by touch or echo, then written whole by the heredoc
                    self.others[-1 - earlier].replaced = True
                self.add_written(path, index)

    def command(self, command: Command, text: str, pos: int, heredoc: int | None) -> None:
        """One simple command of the script (``heredoc``: the heredoc it writes, if any)."""
        if not self.wrapped:
            self.follow_readings(command)
        if command.keyword == "(":
            self.saved.append((self.cwd, self.moved))
            self.saved_readings.append(self.readings)
            return
        if command.keyword == ")":
            if self.saved:
                self.cwd, self.moved = self.saved.pop()
                self.readings = self.saved_readings.pop()
            return
        folders = [] if self.wrapped else run_folders([(w.text, w.literal) for w in command.words])
        if folders is None or folders:
            # ``env -C web rm a.js``, ``yarn --cwd web exec ...``: read in that folder (not
            # known: an option of a prefix this reader does not know, a folder expanded)
            self.in_folder(folders, command, text, pos, heredoc)
            return
        if command.keyword in COMPOUND_OPEN:
            self.compound += 1
        conditional = self.compound > 0 or command.keyword in ("if", "elif", "while", "until")
        conditional = conditional or command.conditional  # after && or ||
        if command.keyword in COMPOUND_CLOSE:
            self.compound = max(0, self.compound - 1)
        upstream, self.upstream = self.upstream, None
        if heredoc is not None:
            self.heredoc(heredoc, command, text, conditional)
            return
        words = command_words(command)
        name = words[0].text if words and words[0].literal else ""
        if name in ("cd", "pushd", "popd"):
            if command.piped or command.background:
                # bash runs each command of a pipeline, and a command ended by ``&``, in a
                # subshell: nothing moves
                return
            if words is command.words:
                self.change_folder(command, text, pos, conditional)
            else:  # builtin cd, command cd, sudo cd, VAR=x cd: the same cd, or not known
                simple = all(w.text in ("builtin", "command") for w in command.words[: -len(words)])
                moved = Command(words, command.redirections, command.piped, command.subshell)
                if simple:
                    self.change_folder(moved, text, pos, conditional)
                else:
                    self.cwd, self.moved = None, f"`{text}` (line {self.where(pos)})"
            return
        if name == "eval":
            self.evaluate(words[1:], text, pos, heredoc)
            return
        alias = name == "alias" and any(_MENTIONS_CD.search(w.text) for w in words[1:])
        if alias or (name not in INERT and any(w.text in _MOVES for w in words)):
            # A cd given to another program (xargs cd, a prompt read as a command): the
            # folder the shell ends in is not known.
            self.cwd, self.moved = None, f"`{text}` (line {self.where(pos)})"
        plain = [w.text for w in words[1:] if not w.text.startswith("-")]
        if name in _HOOK_INSTALLERS and (name == "husky" or plain[:1] in (["install"], ["init"])):
            self.hooks = True
        hooked = name == "git" and plain[:1] and plain[0] in GIT_HOOKED
        if hooked and (self.hooks or hooks_written(self.written)):
            what = f"git {plain[0]} runs the git hooks the answer installs (they may rewrite"
            self.refuse_all(text, pos, what + " any file)")
        project = None
        if self.project is not None and self.cwd is not None:
            project = self.project.at("/".join(self.cwd))
        # ``exec 3<app.py; echo > /dev/fd/3``: the path names the file exec opened
        command = descriptor_paths(command, self.descriptors)
        if [w.text for w in command.words] == ["exec"]:
            for r in command.redirections:
                if r.operator in ("<", "<>") and r.target is not None:
                    self.descriptors[r.fd or "0"] = r.target
        done = effect(command, project=project)
        for target in done.writes:
            self.changes(target, text, pos, "writes to it")
        if done.work_tree:
            self.refuse_all(text, pos, done.verb)
        elif done.mode:
            self.mode(command, text, pos)
        elif done.changes:
            for word in done.changes:
                self.changes(word, text, pos, done.verb, folder=True)
        for manifest in done.manifests:
            path = self.resolve(manifest)
            if path is None:
                self.refuse_all(text, pos, "may rewrite a manifest in a folder not known")
                return
            if not done.exact:
                path = self.nearest(path)
            self.refuse(self.touched(path), text, pos, "may rewrite it (a package manager)")
            for reading in self.readings:
                other = None if reading.cwd is None else _normal(reading.cwd, manifest)
                if reading.idle or manifest.startswith("/"):
                    continue
                failed = f"may rewrite it (a package manager) if {reading.failed} fails"
                if other is None:
                    self.refuse_all(text, pos, failed)
                    return
                other = other if done.exact else self.nearest(other)
                self.refuse(self.touched(other), text, pos, failed)
        self.writes_files(command, words, upstream, text, pos, conditional)

    def nearest(self, path: str) -> str:
        """The manifest a package manager run in the folder of ``path`` (a manifest's path)
        edits: that one when the answer writes it, else the nearest one the answer writes in
        a folder above (npm, yarn, uv, cargo, go walk up to the nearest manifest: ``cd web
        && npm install vite`` with no web/package.json edits the root's). The user may have
        one in between, which this reader does not know: the one above may be edited."""
        if path in self.written or "/" not in path:
            return path
        parts = path.split("/")
        for n in range(len(parts) - 2, -1, -1):
            above = "/".join([*parts[:n], parts[-1]])
            if above in self.written:
                return above
        return path

    def writes_files(
        self,
        command: Command,
        words: list[Word],
        upstream: str | None,
        text: str,
        pos: int,
        conditional: bool,
    ) -> None:
        """The files a command that prints what the answer says writes without a heredoc
        (``echo``, ``printf``, ``touch``, a pipe into ``tee``): read when their content is
        certain, refused otherwise; never dropped. Other programs' output is not followed."""
        name = words[0].text if words and words[0].literal else ""
        printed = _printed(name, words)
        streams = _streams(command.redirections)
        opened = streams[0] if streams is not None else []
        if command.pipes_into and not opened:
            self.upstream = printed
        named: list[tuple[Word, bool]] = []  # touch's and tee's files
        content: str | None = printed
        if name == "touch":
            content = ""
            dated = any(w.text.startswith("-") for w in words[1:])  # -d, -t, -r take values
            named += [(w, dated) for w in words[1:] if not w.text.startswith("-")]
        elif name == "tee":
            content = upstream if command.piped else None
            options = [w.text for w in words[1:] if w.text.startswith("-")]
            append = any(o not in ("-p", "-i", "--") for o in options)
            named += [(w, append) for w in words[1:] if not w.text.startswith("-")]
        elif name not in INERT and (name or command.keyword in ("(", ")")):
            return  # a program's output: not in the answer, and not followed
        if streams is None or not name:
            # redirections this reader does not follow (``<>``, a descriptor it does not
            # know), or a group's, a subshell's or ``exec``'s output: not read exactly
            unknown = [r.target for r in command.redirections if r.operator in OUTPUTS]
            unknown += [r.target for r in command.redirections if r.operator == ">&"]
            for word in unknown:
                if word is None or not (word.literal and word.text.startswith("/dev/")):
                    self.write_other(word, None, False, name, text, pos, conditional)
            return
        files = [(t, a) for t, a in opened if not (t.literal and t.text.startswith("/dev/"))]
        targets: list[tuple[Word | None, bool]] = []  # (target, appends)
        stdout = streams[1]
        quiet = name in ("echo", "printf", "touch", "tee")  # nothing on stderr
        for target, appends in files:
            if len(files) > 1 or (target is not stdout and not quiet):
                # several files opened by one command: refused rather than read
                targets.append((target, appends))
                content = None if len(files) > 1 else content
            elif target is stdout:
                targets.append((target, appends))
            else:  # opened and left empty (stdout went elsewhere, only stderr goes there)
                self.write_other(target, "", appends, name, text, pos, conditional)
        for written, appends in [*named, *targets]:
            if written is not None and written.literal and written.text.startswith("/dev/"):
                continue
            self.write_other(written, content, appends, name, text, pos, conditional)

    def write_other(
        self,
        target: Word | None,
        content: str | None,
        appends: bool,
        name: str,
        text: str,
        pos: int,
        conditional: bool,
    ) -> None:
        """The file ``target`` written by the command ``text`` with ``content`` (None: not
        known exactly)."""
        word = target.text if target is not None else ""
        path: str | None = None
        if target is not None and target.literal and not target.escaped:
            path = None if _names_folder(word) else self.resolve(word)
        earlier = self.written.get(path) if path is not None else None
        if earlier is not None and earlier >= 0:
            return  # a heredoc's file: the change refuses it (heredoc-changed)
        if earlier is not None and name == "touch":
            return  # touch leaves a file written before as it is
        line = self.where(pos)
        why = ""
        if path is None:
            why = "a path that is not known (the shell expands it, or the folder is not known)"
        elif conditional or self.saved:
            why = "inside a subshell, a condition or a loop"
        elif appends:
            why = "an append or an option, an edit of a file the answer does not hold"
        elif content is None:
            why = "a content this reader does not read exactly"
        other = _Other(pos, path if path is not None else word or "?", content or "", spelled=word)
        if why:
            other.refusal = (
                "heredoc-command",
                f"`{text}` (line {line}) writes {other.path} without a heredoc, with {why}: "
                "the script writes a file that is not in the answer as written; it was not "
                "accepted. Write every file with cat > path <<'EOF'",
            )
        if earlier is not None:
            self.refuse([other.path], text, pos, "writes to it again")
        if path is not None and other.refusal is None:
            self.add_written(path, -1 - len(self.others))
        self.others.append(other)

    def in_folder(
        self,
        folders: list[tuple[str, bool]] | None,
        command: Command,
        text: str,
        pos: int,
        heredoc: int | None,
    ) -> None:
        """``command`` read in the folder its prefixes name (``folders``, each from the one
        before; None: not known), every reading of the folder with it; then back."""
        kept = self.cwd, self.moved, self.readings
        moved = f"`{text}` (line {self.where(pos)})"

        def enter(cwd: tuple[str, ...] | None) -> tuple[str, ...] | None:
            for folder, literal in folders or [("", False)]:
                path = None
                if literal and folder and cwd is not None and not folder.startswith(("~", "-")):
                    path = _normal(cwd, folder) if not folder.startswith("/") else None
                cwd = None if path is None else tuple(p for p in path.split("/") if p)
            return cwd

        self.cwd, self.moved = enter(self.cwd), moved
        self.readings = [replace(r, cwd=enter(r.cwd)) for r in self.readings]
        self.wrapped = True
        try:
            self.command(command, text, pos, heredoc)
        finally:
            self.wrapped = False
            self.cwd, self.moved, self.readings = kept

    def follow_readings(self, command: Command) -> None:
        """The readings of the folder after a failed cd at ``command``: one whose commands are
        skipped (after ``cd x &&``) skips this one too when ``&&`` or a pipe follows it; one
        whose cd was followed by ``||`` ends at ``exit``/``return``. ``set -e`` and
        ``mkdir`` are noted (a cd that fails then ends the script; the folder exists)."""
        words = command_words(command)
        name = words[0].text if words and words[0].literal else ""
        kept = []
        for reading in self.readings:
            reading.idle = reading.skip
            if reading.skip:
                reading.skip = command.then == "&&" or command.pipes_into
            elif reading.orelse:
                if name in ("exit", "return"):
                    continue
                reading.orelse = False
            kept.append(reading)
        self.readings = kept
        options = [w.text for w in words[1:]]
        if name == "set":
            # ``set -e`` / ``-o errexit`` holds for the cds after it only when the script's
            # own shell runs it (not in a subshell, a function body, a compound) and no
            # ``set +e`` / ``+o errexit`` undoes it
            for i, option in enumerate(options):
                named = options[i - 1] in ("-o", "+o") if i else False
                on = option[:1] == "-" if not named else options[i - 1] == "-o"
                if (named and option == "errexit") or (
                    not named
                    and option[:2] not in ("--", "++")
                    and "e" in option[1:]
                    and option[:1] in ("-", "+")
                ):
                    # (the reserved word that opens a compound is on its first command:
                    # ``f() { set -e; }`` is read before the ``{`` is counted)
                    opens = command.keyword in COMPOUND_OPEN
                    self.errexit = on and command.subshell == 0 and self.compound == 0
                    self.errexit = self.errexit and not opens
        if name == "mkdir" and self.cwd is not None:
            for word in words[1:]:
                path = self.resolve(word.text) if word.literal else None
                if path is not None and not word.text.startswith("-"):
                    self.made.update([path, *_folders(path)])

    def evaluate(self, words: list[Word], text: str, pos: int, heredoc: int | None) -> None:
        """``eval`` runs its words joined as a line: read as that line when they are literal
        (``eval cd backend``); otherwise the folder and every written file are unsure."""
        literal = all(w.literal for w in words)
        split = split_line(" ".join(w.text for w in words)) if literal else None
        nested = split is not None and any(
            any(w.text == "eval" for w in command_words(c)[:1]) or c.keyword in ("(", ")")
            for c in split[0]
        )
        if split is None or split[1] != 0 or heredoc is not None or nested:
            self.cwd, self.moved = None, f"`{text}` (line {self.where(pos)})"
            self.refuse_all(text, pos, "runs code the shell builds (eval)")
            return
        for command in split[0]:
            self.command(command, text, pos, None)

    def changes(self, word: Word, text: str, pos: int, what: str, folder: bool = False) -> None:
        """A command ``text`` changes what ``word`` names (``folder``: an operand, which may
        be a folder, not a file a redirection or an output option writes)."""
        word = from_here(word)  # (``$PWD/node_modules``: ``node_modules``)
        if not word.literal:
            if word.text.startswith("~") or word.text.startswith("$HOME"):
                return  # the home folder: none of the files of the answer
            self.refuse_all(text, pos, f"{what} (the shell expands {word.text!r}: it may be any)")
            return
        path = self.resolve(word.text)
        if path is None:
            self.refuse_all(text, pos, f"{what} in a folder this reader cannot follow")
            return
        self.refuse(self.touched(path, folder), text, pos, what)
        for reading in self.readings:
            if reading.idle or word.text.startswith("/"):
                continue
            other = None if reading.cwd is None else _normal(reading.cwd, word.text)
            failed = f"{what} if {reading.failed} fails (a folder the answer does not make)"
            if other is None:
                self.refuse_all(text, pos, failed)
            else:
                self.refuse(self.touched(other), text, pos, failed + f": {other}")

    def mode(self, command: Command, text: str, pos: int) -> None:
        for word in command.words[1:]:
            path = self.resolve(word.text) if word.literal else None
            if path is not None and self.touched(path):
                self.answer.notes.add(
                    "heredoc-mode",
                    Severity.WARNING,
                    f"`{text}` (line {self.where(pos)}) changes the mode of a written file "
                    "(making it executable, its owner); files are written with the default "
                    "mode: run that command after writing them",
                    pos,
                )
                return


def _normal(cwd: tuple[str, ...], word: str) -> str | None:
    """``word`` from the folder ``cwd``, as a path relative to the root ("" for the root);
    None when it climbs out of the root."""
    parts = list(cwd)
    for part in word.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                return None
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


def _streams(
    redirections: list[Redirection],
) -> tuple[list[tuple[Word, bool]], Word | str] | None:
    """bash's output redirections, done left to right: the files opened (their target and
    whether it appends) and where the standard output ends (a target, or ``"script"`` /
    ``"stderr"`` / ``"closed"``); None for a redirection this reader does not follow."""
    where: dict[str, Word | str] = {"1": "script", "2": "stderr"}
    opened: list[tuple[Word, bool]] = []
    for redirection in redirections:
        operator, target = redirection.operator, redirection.target
        fd = redirection.fd
        if operator in ("<<", "<<-", "<<<", "<") and fd in ("", "0"):
            continue
        if target is None or operator not in (">", ">>", ">|", "&>", "&>>", ">&"):
            return None
        if operator == ">&":
            if not target.literal or target.text not in (*where, "-"):
                return None
            where[fd or "1"] = "closed" if target.text == "-" else where[target.text]
            continue
        opened.append((target, operator.endswith(">>")))
        for descriptor in ("1", "2") if operator.startswith("&") else (fd or "1",):
            where[descriptor] = target
    return opened, where["1"]


def _printed(name: str, words: list[Word]) -> str | None:
    """What ``echo`` or ``printf`` prints, when it is certain: literal words, no option, no
    backslash (``echo`` of sh and zsh reads them), a ``printf`` format without ``%`` whose
    only escapes are ``\\n``; None otherwise."""
    arguments = words[1:]
    if any(not w.literal or w.escaped for w in arguments):
        return None
    if arguments and arguments[0].text.startswith("-"):
        return None
    if name == "echo" and not any("\\" in w.text for w in arguments):
        return " ".join(w.text for w in arguments) + "\n"
    if name == "printf" and len(arguments) == 1 and _PRINTF.fullmatch(arguments[0].text):
        return arguments[0].text.replace("\\n", "\n")
    return None


_PRINTF = re.compile(r"(?:[^\\%]|\\n)*")


def _names_folder(word: str) -> bool:
    """Whether a path names a folder whatever it holds: it ends with ``/``, ``.`` or ``..``."""
    return word.endswith("/") or word.rsplit("/", 1)[-1] in (".", "..")


def _folders(path: str) -> list[str]:
    parts = path.split("/")
    return ["/".join(parts[:n]) for n in range(1, len(parts))]


_FENCE_LINE = re.compile(rf"[ \t]{{0,{MAX_INDENT}}}(`{{3,}}|~{{3,}})[ \t]*([^`]*?)[ \t]*$")
#: A command line the shell reads on past its end (it shows ``>`` on the next line): an open
#: ``do``/``then``/``else``/``{``/``(``, a pipe or ``&&``/``||`` at its end, ``case x in``.
_LEFT_OPEN = re.compile(r"(?:(?<![\w.-])(?:do|then|else|in)|[{(|]|&&)[ \t]*$")


def repl_escape(line: str) -> str | None:
    """The shell line an IPython escape or magic typed at its ``In [1]:`` prompt runs
    (``In [1]: !rm a.py``, :func:`notebook_line`), or None."""
    shown = shown_prompt(line, root=False)
    if shown is None or shown[0] != "ipython":
        return None
    return notebook_line(line[shown[1] :], "python")[0]


def repl_code(line: str) -> str | None:
    """The Python typed at a ``>>>`` or ``In [1]:`` prompt on ``line`` (not an IPython
    escape or magic: :func:`repl_escape`), or None."""
    shown = shown_prompt(line, root=False)
    if shown is None or shown[0] not in ("python", "ipython"):
        return None
    typed = line[shown[1] :]
    return typed if _CELL_LINE.match(typed) is None else None


def notebook_cell_line(line: str) -> bool:
    """Whether ``line`` is a notebook cell's own (a shell escape ``!rm a.py``, a magic
    ``%rm``, ``%%time``): a block without an info string holding one is a cell."""
    return _CELL_LINE.match(line) is not None


def _after_ps2(line: str) -> str | None:
    """What follows the shell's ``>`` continuation prompt (PS2) on ``line``, or None."""
    shown = PS2.match(line)
    return None if shown is None else line[shown.end() :]


@dataclass(slots=True)
class SessionNames:
    """What the Python typed earlier in a session binds, by name: its place in the session
    and the statement that binds it again to the same value, ``name = 'a.py'`` (the value
    spelled there, a literal) or the import; a name bound to a value not spelled is not
    kept (its value is not known)."""

    names: dict[str, tuple[int, str]] = field(default_factory=dict)
    typed: int = 0

    def clear(self) -> None:
        self.names.clear()


def _python_typed(
    text: str, line: str, reading: str, pos: int, stop: int, bound: SessionNames
) -> tuple[str, int, bool]:
    """The Python typed after a ``>>>`` / ``In [1]:`` prompt (``line``: its first line, the
    next starting at ``pos``) with its continuation lines, as the shell line that runs the
    same program (``python3 -c '...'``: read as inline programs are, after the statements
    typed earlier in the session that bind the names it reads: :func:`_python_c`), or the
    shell line an IPython escape or magic runs; where the session goes on; and whether it
    may print (:func:`_prints_nothing`). A compound statement left open (``if x:``, ``def
    f():``, ``try:``) goes on with the indented lines after it typed without the ``...``
    prompt: the REPL prints nothing before the block is closed, so they are its body."""
    parts = [line]
    open_block = False
    while pos < stop:
        end, following = line_end(text, pos, stop)
        shown = CONTINUED[reading].match(text, pos, end)
        if shown is not None:
            parts.append(text[shown.end() : end])
        else:
            indented = text[pos:end][:1] in (" ", "\t") and bool(text[pos:end].strip())
            open_block = open_block or (indented and not _parses("\n".join(parts)))
            if not (open_block and indented and shown_prompt(text[pos:end], root=False) is None):
                break
            parts.append(text[pos:end])
        pos = following if following > end else stop
    prints = not _prints_nothing("\n".join(parts))
    if reading == "ipython":
        return ipython_cell(parts, bound), pos, prints
    return _python_c("\n".join(parts), bound), pos, prints


def _breakpoint_condition(typed: str) -> str | None:
    """The condition of a breakpoint set at a debugger's prompt (``b app.py:1, x > 3``: the
    Python pdb evaluates when the line is hit), or None when ``typed`` sets none."""
    where, comma, condition = typed.strip().partition(",")
    words = where.split()
    if not comma or not condition.strip() or len(words) != 2:
        return None
    if words[0] not in ("b", "break", "tbreak") or not DEBUGGER_COMMAND.fullmatch(where):
        return None
    return condition.strip()


def _parses(code: str) -> bool:
    try:
        ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def _prints_nothing(code: str) -> bool:
    """Whether Python ``code`` typed at a REPL prints nothing: each statement an import, an
    assignment or a ``def`` that calls nothing, ``pass``, ``global``: no value is echoed,
    no function runs that may print."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    quiet = (ast.Import, ast.ImportFrom, ast.Pass, ast.Global, ast.Nonlocal)
    for statement in tree.body:
        if isinstance(statement, quiet):
            continue
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef):
            checked: list[ast.AST] = [*statement.decorator_list, statement.args]
        elif isinstance(statement, ast.Assign | ast.AnnAssign | ast.AugAssign):
            checked = [statement]
        else:
            return False
        if any(isinstance(n, ast.Call) for c in checked for n in ast.walk(c)):
            return False
    return True


#: The largest number a known output is computed with (``1 + 1``; never ``10 ** 10 ** 9``).
_LARGEST_KNOWN = 10**12


def known_output(typed: str) -> list[str] | None:
    """The lines the REPL prints for the one line ``typed`` at ``>>>``, when its text says
    them: an expression of literals (its repr: ``'ok'``, ``[1, 2]``; arithmetic of numbers,
    ``1 + 1``: ``2``; ``None``: nothing) or ``print`` of literals (their text joined by
    spaces), or None (a name's value, a call, a file's content: not known)."""
    try:
        tree = ast.parse(typed.strip())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.Expr):
        return None
    node = tree.body[0].value
    if isinstance(node, ast.Call):
        if not (isinstance(node.func, ast.Name) and node.func.id == "print") or node.keywords:
            return None
        values = [_literal(arg) for arg in node.args]
        if any(value is _UNKNOWN for value in values):
            return None
        return " ".join(map(str, values)).split("\n")
    value = _literal(node)
    if value is _UNKNOWN:
        return None
    return [] if value is None else repr(value).split("\n")


_UNKNOWN = object()


def _literal(node: ast.expr) -> object:
    """The value of ``node`` when it is a literal or arithmetic of small numbers, or
    ``_UNKNOWN``."""
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        pass
    if not isinstance(node, ast.BinOp) or not isinstance(node.op, ast.Add | ast.Sub | ast.Mult):
        return _UNKNOWN
    left, right = _literal(node.left), _literal(node.right)
    numbers = [v for v in (left, right) if type(v) in (int, float)]
    if len(numbers) != 2 or any(abs(v) > _LARGEST_KNOWN for v in numbers):  # type: ignore[arg-type]
        return _UNKNOWN
    a, b = numbers
    if isinstance(node.op, ast.Add):
        return a + b  # type: ignore[operator]
    return a - b if isinstance(node.op, ast.Sub) else a * b  # type: ignore[operator]


def _python_statement(line: str) -> bool:
    """Whether ``line`` (without a prompt, after a statement typed at ``>>>`` that printed
    nothing) is Python typed on: it parses as Python and is no shell command
    (:func:`_is_command`)."""
    return bool(line.strip()) and _parses(line.strip()) and not _is_command(line)


def _python_c(code: str, bound: SessionNames | None = None) -> str:
    """``python3 -c CODE``; a line typed in a session (``bound``: what the lines above it
    bound) runs after the statements above that bind the names it reads (``p = 'a.py'`` then
    ``open(p, 'w')``: a.py; a name bound again since: the later statement), which the
    reading of the program then knows (:func:`~.hook_code.python_values`)."""
    if bound is not None:
        code = session_program(code, bound)
    return "python3 -c '" + code.replace("'", "'\\''") + "'"


def session_line(code: str, bound: SessionNames) -> str:
    """``code`` (a line typed in a session) with each name it reads that the lines above
    bound to a spelled value written as that value (``pd.read_csv(p)`` after ``p =
    'd.csv'``: ``pd.read_csv('d.csv')``), and f-strings and ``+`` of strings so made
    written as the string: the line as the strings it uses read it (before
    :func:`session_program` adds what it binds)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return code
    values: dict[str, ast.expr] = {}
    for name in _read_names(tree):
        if name in bound.names:
            above = ast.parse(bound.names[name][1]).body[0]
            if isinstance(above, ast.Assign) and isinstance(above.value, ast.Constant):
                values[name] = above.value
    if not values:
        return code
    try:
        return ast.unparse(_Substituted(values).visit(tree))
    except (RecursionError, MemoryError, ValueError):
        return code


class _Substituted(ast.NodeTransformer):
    """Names written as the literals bound to them, strings built of literals folded."""

    def __init__(self, values: dict[str, ast.expr]) -> None:
        self.values = values

    def visit_Name(self, node: ast.Name) -> ast.expr:
        value = self.values.get(node.id) if isinstance(node.ctx, ast.Load) else None
        return (
            ast.copy_location(ast.Constant(value.value), node)
            if isinstance(value, ast.Constant)
            else node
        )

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.expr:
        self.generic_visit(node)
        text = ""
        for part in node.values:
            inner = part.value if isinstance(part, ast.FormattedValue) else part
            plain = not isinstance(part, ast.FormattedValue) or (
                part.conversion == -1 and part.format_spec is None
            )
            if not (plain and isinstance(inner, ast.Constant) and isinstance(inner.value, str)):
                return node
            text += inner.value
        return ast.copy_location(ast.Constant(text), node)

    def visit_BinOp(self, node: ast.BinOp) -> ast.expr:
        self.generic_visit(node)
        left, right = node.left, node.right
        if (
            isinstance(node.op, ast.Add)
            and isinstance(left, ast.Constant)
            and isinstance(right, ast.Constant)
            and isinstance(left.value, str)
            and isinstance(right.value, str)
        ):
            return ast.copy_location(ast.Constant(left.value + right.value), node)
        return node


def session_program(code: str, bound: SessionNames) -> str:
    """``code`` after the statements of ``bound`` that bind the names it reads, in their
    order; then what ``code`` binds is kept in ``bound`` (:func:`~.hook_code.python_bindings`:
    a chain of names is kept as the literal it ends in, one statement a name)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return code  # (not Python: an IPython magic, a cut statement)
    reads = _read_names(tree)
    pending, seen = list(reads), set(reads)
    while pending:  # (and the statements above that those read: ``import re`` for ``m``)
        name = pending.pop()
        if name in bound.names:
            try:
                more = _read_names(ast.parse(bound.names[name][1])) - seen
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                more = set()
            seen |= more
            pending.extend(more)
    above = sorted({bound.names[name] for name in seen if name in bound.names})
    known = {name: bound.names[name][1] for name in reads if name in bound.names}
    stores = [
        n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)
    ]
    calls = {
        statement.targets[0].id: ast.unparse(statement)
        for statement in tree.body
        if isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(statement.targets[0], ast.Name)
        # a call's result, or another name's value (``p = print``, ``p = os.remove``: the
        # later call of p is that one's)
        and isinstance(statement.value, ast.Call | ast.Name | ast.Attribute)
        and stores.count(statement.targets[0].id) == 1
    }
    for name in python_rebound(tree):
        bound.names.pop(name, None)  # bound again or changed: not the earlier value
    for name, literal in python_bindings(tree, known).items():
        bound.names.pop(name, None)  # bound again: not the earlier value
        if literal is not None:
            bound.names[name] = (bound.typed, f"{name} = {literal}")
        elif name in calls:
            # a call's result (``m = re.match(r'a', s)``): the statement itself, which the
            # reading of a later line weighs with it (``m.group(0)``)
            bound.names[name] = (bound.typed, calls[name])
    for name, value in python_builtins_stored(tree).items():
        # the builtin bound again through its module: a later bare call is the value's
        bound.names[name] = (bound.typed, f"{name} = {value}")
    for statement in tree.body:
        if isinstance(statement, ast.Import | ast.ImportFrom):
            for alias in statement.names:
                name = alias.asname or alias.name.split(".")[0]
                bound.names[name] = (bound.typed, ast.unparse(statement))
    bound.typed += 1
    return "\n".join([*(source for _, source in above), code])


def _read_names(tree: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


@overload
def ipython_cell(parts: list[str], bound: SessionNames) -> str: ...
@overload
def ipython_cell(parts: list[str], bound: SessionNames, *, unknown: bool) -> str | None: ...
def ipython_cell(parts: list[str], bound: SessionNames, *, unknown: bool = True) -> str | None:
    """The shell line an IPython cell typed at its prompts runs (its lines without their
    ``In [1]:`` / ``...:`` prompts), read as a notebook cell is (:func:`notebook_line`):
    ``%%writefile app.py`` writes app.py (``cat > 'app.py'``), ``%%bash`` runs its lines, an
    escape its command, the other lines run as Python (``python3 -c``). A cell that runs
    more than one of those is the ``sh -c`` script of them all, which the effect rules do
    not split (any file may change): a refusal rather than a part left unread."""
    cell, shell, python = "python", [], []
    reading = False  # a magic that only reads or shows (``%load app.py``, ``%pycat app.py``)
    for part in parts:
        if cell == "python" and _READING_MAGIC.match(part) is not None:
            reading = True
            continue
        escaped, after = notebook_line(part, cell)
        timed = _TIMING.match(part) if cell == "python" else None
        if escaped is not None:
            shell.append(escaped)
        elif cell == after == "python" and _CELL_LINE.match(part) is None:
            python.append(part)
        elif timed is not None and timed.end() > 0 and part[timed.end() :].strip():
            # ``%time STATEMENT``, ``%timeit -n1 STATEMENT``: the statement runs as Python
            python.append(part[timed.end() :])
        cell = after
    if any(line.strip() for line in python):
        shell.append(_python_c("\n".join(python), bound))
    if len(shell) == 1:
        return shell[0]
    if not shell and reading and not any(p.strip() for p in parts if not _READING_MAGIC.match(p)):
        return ":"  # (reading magics only: nothing runs that writes)
    if not shell and not unknown:
        return None  # (``unknown`` False: magics only, none known to run or write anything)
    if not shell:
        return _python_c("\n".join(parts), bound)  # (magics only: %timeit, %%time, as Python)
    script = "\n".join(shell)
    return "sh -c '" + script.replace("'", "'\\''") + "'"


#: The line magics that only read a file or show a value (``%load app.py`` puts app.py's
#: text in the next cell, ``%pycat``/``%pfile``/``%less`` show it, ``%pinfo`` and its kin an
#: object's help, ``%pwd``/``%who`` the folder and the names): IPython's own commands, named
#: as a shell's are (no form tells what a magic does: a list, as :data:`READS` is).
_READING_MAGIC = re.compile(
    r"[ \t]*%(?:load|pycat|pfile|less|more|pinfo2?|pdef|pdoc|psource|pwd|who|whos)(?:[ \t]|$)"
)
#: Fences of plain text, where a model shows a terminal session as often as output.
_TRANSCRIPT_INFO = frozenset({"text", "txt", "plaintext", "plain", "output", "none", "ansi"})
_FOREIGN_INFO = frozenset(
    {"powershell", "pwsh", "ps1", "ps", "cmd", "bat", "batch", "dos", "fish", "nu", "nushell"}
    | {"csh", "tcsh", "xonsh", "elvish"}
)
#: A ``cd`` in another shell, after its prompt (:func:`~.prompts.foreign_prompt`).
_FOREIGN_CD = re.compile(
    r"(?i)[ \t]*(?:cd|chdir|set-location|sl|push-location|pop-location|pushd|popd)(?:[ \t/\\.]|$)"
)
_CODE_SPAN = re.compile(r"`([^`\r\n]+)`")
_FIRST_WORD = re.compile(r"[ \t]*([^\s;&|<>()]+)")
_WORDS = re.compile(r"(?<![^\s;&|(])[\w.\[-]+(?=[\s;&|)]|$)")
_KNOWN = READS | _COMMAND_WORDS
_MOVES = frozenset({"cd", "pushd", "popd", "chdir"})
#: A program run by its path (``./gradlew``, ``/usr/local/bin/tool``, ``node_modules/.bin/x``).
_RUN_BY_PATH = re.compile(r"\.{0,2}/[\w.@/-]|[\w.@-]+/\.bin/")
#: The tools whose ``install`` (``init``; husky's bare name) installs the git hooks.
_HOOK_INSTALLERS = frozenset({"pre-commit", "husky", "lefthook"})
_MENTIONS_CD = re.compile(r"(?<![\w.-])(?:cd|pushd|popd)(?=[ \t`]|$)")


#: Other names of those shells (GitHub Linguist's aliases): the name the readers know.
_INFO_ALIASES = {
    "shell-script": "sh",
    "shell_script": "sh",
    "posh": "powershell",
    "bash-session": "console",
    "shell-console": "console",
}
#: The notations an info string wraps the language name in: Quarto / R Markdown chunks
#: (``{bash}``, ``{bash echo=FALSE}``), Pandoc attributes (``{.bash .numberLines}``), a
#: caption after a colon (Qiita, Zenn: ``bash:terminal``), an HTML class (``language-bash``).
_INFO_WORD = re.compile(r"[\s{]*\.?(?:language-)?([^\s{}.,:=]*)")


def _info_word(info: str) -> str:
    """The language an info string names, in any notation, by the name the readers know."""
    found = _INFO_WORD.match(info)
    word = found.group(1).lower() if found is not None else ""
    return _INFO_ALIASES.get(word, word)


#: The info strings of a Python block that may be a notebook cell (IPython's shell escapes
#: and cell magics run commands and write files), by :func:`_info_word` (``{python}`` of
#: Quarto is ``python``).
NOTEBOOK_INFO = frozenset(
    {"python", "py", "python3", "py3", "ipython", "ipython3", "jupyter", "ipynb"}
    | {"jupyter-python"}
)
#: A cell magic that runs its body in a shell, with its options (``%%bash --no-raise-error``,
#: ``%%bash -s "a.py"``, ``%%script bash --out log``; Colab's ``%%shell`` is its ``%%bash``).
_CELL_SHELL = re.compile(
    r"[ \t]*%%(?:bash|sh|shell|system|script[ \t]+(?:\S*/)?(?:ba|z|da)?sh)(?:[ \t]+[^\r\n]*)?$"
)
_CELL_FILE = re.compile(r"[ \t]*%%(?:writefile|file)[ \t]+(-a[ \t]+|--append[ \t]+)?(\S+)[ \t]*$")
#: A shell escape, also assigned (``out = !cmd``, ``files = %sx ls``); blanks after the ``!``
#: are IPython's too (``! rm a.py`` runs ``rm a.py``).
_SHELL_ESCAPE = re.compile(
    r"[ \t]*(?:[A-Za-z_]\w*[ \t]*=[ \t]*)?(?:!!?[ \t]*|%(?:system|sx|sc)[ \t]+)(?=[^\s=])"
)
#: The magics that time, capture or debug the Python line after them (``%time !sed ...``,
#: ``%debug STATEMENT``): that line runs as it would alone.
_TIMING = re.compile(
    r"[ \t]*%(?:time|timeit|prun|capture|debug)\b(?:[ \t]+-\S+(?:[ \t]+\d+)?)*[ \t]*"
)
#: A cell magic that runs the rest of the cell as Python (``%%time``, ``%%capture out``).
_CELL_PYTHON = re.compile(
    r"[ \t]*%%(?:time|timeit|prun|capture|python[23]?|pypy3?)(?![\w.-])[^\r\n]*$"
)
#: IPython's default shell aliases as line magics (``%mv a.py b.py``, ``%rm``, ``%cd``).
_ALIAS = re.compile(r"[ \t]*%(cp|mv|rm|rmdir|mkdir|ln|cat|ls|cd|pushd|popd)(?=[ \t]|$)")
#: ``%alias NAME CMD`` (``alias NAME CMD``, automagic): a shell alias the cell may call
#: later, bare or as ``%NAME``, with its arguments in ``%s``/``%l``.
_ALIAS_DEFINED = re.compile(r"[ \t]*(%?)alias[ \t]+[A-Za-z_]\w*[ \t]+(\S[^\r\n]*)$")
#: ``%alias_magic [-l|-c|-p P] NAME TARGET`` (automagic without ``%``): NAME runs what the
#: magic TARGET runs (``sx``, ``system``: a shell line), called later with arguments not read.
_ALIAS_MAGIC = re.compile(r"[ \t]*(%?)alias_magic(?=[ \t])[^\r\n]*$")
#: fix-calls65: IPython's API forms of ``%alias_magic``/``%alias``/``%macro``, a call that
#: defines a magic, an alias or a macro (``ip.magics_manager.register_alias('zap', 'sx')``,
#: ``ip.register_magic_function(f, 'line', 'zap')``, ``ip.define_macro('zap', '!rm x')``,
#: ``ip.alias_manager.define_alias(...)``): a later ``%zap ...`` (or automagic ``zap ...``)
#: runs what it names, weighed as ``%alias_magic`` is (a command not known, where defined).
_MAGIC_DEFINED = re.compile(
    r"[^#'\"\r\n]*\.(?:register_alias|register_magic_function|register_magics|define_macro"
    r"|define_magic|define_alias|soft_define_alias)[ \t]*\("
    # (hunt91-ipyapi: a store into the magics table, ``ip.magics_manager.magics['line']['zap']
    # = ip.find_line_magic('sx')``, defines ``%zap`` as the magic stored)
    r"|[^#'\"\r\n]*\bmagics_manager\.magics\b[^=\r\n]*=(?!=)"
)
#: The same aliases without their ``%`` (IPython's automagic, on by default: ``mv a.py b.py``),
#: first on a line that is no Python statement (:func:`_is_python`).
_AUTOMAGIC = re.compile(r"(cp|mv|rm|rmdir|mkdir|ln|cat|ls|cd|pushd|popd)[ \t]+\S")
#: The first characters of a notebook cell's own line: a shell escape (``!rm a.py``, not the
#: shell's ``! cmd``) or a magic (``%rm``, ``%%time``; not zsh's ``% cmd`` prompt).
_CELL_LINE = re.compile(r"[ \t]*(?:![ \t]*[^\s=]|%%?[A-Za-z])")
#: ``%run [options] PROGRAM ARGS``: runs PROGRAM (a file, or ``-m MODULE``) as Python.
_RUN_MAGIC = re.compile(r"[ \t]*(%?)run(?=[ \t])(.*)$")  # (``run fix.py``: automagic)
#: ``%save [-f] [-a] FILE RANGES``: writes the history into FILE.
_SAVE = re.compile(r"[ \t]*%save(?:[ \t]+-[a-z]+)*[ \t]+(\S+)")
#: The other line magics that write the session or a value into a file: ``%history -f FILE``
#: (``%hist``), ``%notebook FILE`` (the session as a notebook), ``%store x > FILE`` (``>>``
#: appends), ``%logstart FILE`` (the session's log; the old file moved to a backup): as
#: ``%save`` does, a file with a content the reader does not hold. (IPython's
#: own commands: no form tells what a magic does, a list as :data:`_SAVE`.)
_SAVING = re.compile(
    r"[ \t]*%(?:hist(?:ory)?\b[^\r\n]*?[ \t]-f[ \t]*(\S+)|notebook(?:[ \t]+-\S+)*[ \t]+(\S+)"
    r"|store\b[^\r\n>]*?(>>?)[ \t]*(\S+)|logstart(?:[ \t]+-\S+)*[ \t]+(\S+))"
)
#: IPython's call forms as exported to a .py file: ``get_ipython().system('cmd')``,
#: ``run_line_magic('mv', 'a b')``, ``run_cell_magic('writefile', 'b.py', BODY)``; the
#: magic calls on any receiver too (``ip = get_ipython()`` then ``ip.run_line_magic('alias',
#: 'zap rm %s')``: the methods are IPython's own names; hunt91-ipyapi).
_IPYTHON_CALL = re.compile(
    r"""[ \t]*(?:[A-Za-z_]\w*[ \t]*=[ \t]*)?(?:get_ipython\(\)\.|[A-Za-z_][\w.]*\."""
    r"""(?=run_(?:line|cell)_magic\())(system|getoutput|run_line_magic|"""
    r"""run_cell_magic)\(\s*(?:(['"])((?:(?!\2)[^\\\r\n])*)\2)?(?:\s*,\s*(['"])((?:(?!\4)"""
    r"""[^\\\r\n])*)\4)?"""
)
#: ``{expr}`` in a shell escape: IPython puts the Python value there (not the shell's).
_PYTHON_VALUE = re.compile(r"(?<!\$)\{[^{}\r\n]+\}")


def notebook_info(info: str) -> bool:
    """Whether a fence with the info string ``info`` may be a notebook cell (in any
    notation: ``python``, ``{python}``, ``ipynb``)."""
    return _info_word(info) in NOTEBOOK_INFO


def notebook_line(line: str, cell: str) -> tuple[str | None, str]:
    """How a line of a Python block read as a notebook cell runs: the shell command line it
    runs (``!sed -i s/1/2/ a.py``, ``out = !cmd``, ``%time !cmd``, ``%mv a b``,
    ``get_ipython().system('cmd')``; ``%%writefile b.py`` and ``%save b.py 1`` write the
    file: ``cat > b.py``), or None, and how the lines after it read. ``cell``: how this line
    reads, ``python`` (code, its shell escapes), ``shell`` (the body of a ``%%bash`` cell)
    or ``file`` (of a ``%%writefile`` cell: text). A ``{expr}`` in an escape is a Python
    value: a word the shell expands (any file). A cell shown under IPython's prompts reads
    as without them: ``In [1]:`` starts a new cell, ``...:`` goes on with it, ``Out[1]:`` is
    its output (the prompts of :data:`~.prompts.PROMPTS` and :data:`~.prompts.CONTINUED`)."""
    shown = shown_prompt(line, root=False)
    continued = CONTINUED["ipython"].match(line)
    if shown is not None and shown[0] == "ipython":
        line, cell = line[shown[1] :], "python"
    elif continued is not None:
        line = line[continued.end() :]
    elif OUTPUT_PROMPT.match(line) is not None:
        return None, "python"
    if cell == "shell":
        return line, cell
    if cell == "file":
        return None, cell
    if _CELL_SHELL.match(line) is not None:
        return None, "shell"
    if _CELL_PYTHON.match(line) is not None:
        return None, cell
    written = _CELL_FILE.match(line)
    if written is not None:
        return _written_by(written.group(2), bool(written.group(1))), "file"
    timed = _TIMING.match(line)
    if timed is not None and timed.end() > 0 and timed.end() < len(line):
        return notebook_line(line[timed.end() :], cell)
    ran = _RUN_MAGIC.match(line)
    if ran is not None and (ran.group(1) or not _is_python(line)):
        # ``%run fix.py args`` runs fix.py as ``python fix.py args`` does (``-m mod``: the
        # module); its own options (``-i``, ``-t``, ``-N4``) are dropped
        words = ran.group(2).split()
        while words and words[0].startswith("-") and words[0] != "-m":
            words.pop(0)
        return _PYTHON_VALUE.sub("$__ipython_value", " ".join(["python3", *words])), cell
    saved = _SAVE.match(line)
    if saved is not None:
        return _written_by(saved.group(1), "-a" in line[: saved.start(1)]), cell
    saving = _SAVING.match(line)
    if saving is not None:
        path = saving.group(1) or saving.group(2) or saving.group(4) or saving.group(5)
        return _written_by(path, saving.group(3) == ">>"), cell
    aliased = _ALIAS_MAGIC.match(line)
    if aliased is not None and (aliased.group(1) or not _is_python(line)):
        # (fix-calls53: the magic it names may run a shell line, ``sx``, ``system``; which
        # later line calls it, with what, is not read: a command not known, where defined)
        return 'sh -c "$__ipython_value"', cell
    if _MAGIC_DEFINED.match(line) is not None:
        return 'sh -c "$__ipython_value"', cell  # (the API form of ``%alias_magic``)
    defined = _ALIAS_DEFINED.match(line)
    if defined is not None and (defined.group(1) or not _is_python(line)):
        # (the alias's command, weighed where it is defined: which later line calls it, bare
        # or as ``%zap``, is not read; its ``%s``/``%l`` are the values it is called with)
        command = re.sub(r"%[sl]", "$__ipython_value", defined.group(2)).replace("%%", "%")
        return _PYTHON_VALUE.sub("$__ipython_value", command), cell
    alias = _ALIAS.match(line)
    if alias is not None:
        return _PYTHON_VALUE.sub("$__ipython_value", line[alias.start(1) :]), cell
    automagic = _AUTOMAGIC.match(line)
    if automagic is not None and not _is_python(line):
        return _PYTHON_VALUE.sub("$__ipython_value", line), cell
    call = _IPYTHON_CALL.match(line)
    if call is not None:
        return _ipython_call(call), cell
    escape = _SHELL_ESCAPE.match(line)
    if escape is not None:
        return _PYTHON_VALUE.sub("$__ipython_value", line[escape.end() :]), cell
    return None, cell


def _is_python(line: str) -> bool:
    """Whether ``line`` alone is a Python statement (``rm = 1``, ``cat(x)``): IPython runs
    it as Python, not as the alias of the same name."""
    try:
        ast.parse(line)
    except (SyntaxError, ValueError):
        return False
    return True


def _written_by(path: str, append: bool) -> str:
    """The shell line that writes ``path`` with a content the reader does not hold."""
    quoted = "'" + path.replace("'", "'\\''") + "'"
    return f"cat {'>>' if append else '>'} {quoted}"


def _ipython_call(call: re.Match[str]) -> str | None:
    """The shell line an exported IPython call runs: ``system('cmd')`` runs cmd, a line
    magic as its ``%`` line, a cell magic as its cell; an argument that is no plain string
    is a word the shell expands (any file)."""
    kind, first, second = call.group(1), call.group(3), call.group(5)
    unknown = 'sh -c "$__ipython_value"'
    if kind in ("system", "getoutput"):
        return unknown if first is None else _PYTHON_VALUE.sub("$__ipython_value", first)
    if first is None:
        return unknown
    if kind == "run_line_magic":
        escaped, _ = notebook_line(f"%{first} {second or ''}", "python")
        return escaped
    if first in ("writefile", "file"):
        append = second is not None and second.split()[:1] in (["-a"], ["--append"])
        path = second.split()[-1] if second and second.split() else None
        return _written_by(path, append) if path else unknown
    if _CELL_SHELL.match(f"%%{first} {second or ''}") is not None:
        return unknown  # a shell cell whose body is a Python string
    return None


def shell_fence(info: str, *, command: bool = False, transcript: bool = False) -> str | None:
    """How the code block with the info string ``info`` holds commands: ``"sh"`` for a shell
    script (or any block labelled as a command, ``command``), ``"console"`` for a console
    session, the info word itself for another shell's script (``powershell``); None for a
    block that holds none (code, a file, no info string). The shell may be named in any
    notation of the language (``{bash}``, ``{.bash}``, ``bash:terminal``, ``shell-script``)."""
    word = _info_word(info)
    if word in _SESSION_INFO or (transcript and word in _TRANSCRIPT_INFO):
        return "console"  # (``transcript``: a text block showing a terminal, its $ lines)
    if word in _SCRIPT_INFO or command:
        return "sh"
    if word in _FOREIGN_INFO:
        return word
    return None


def changed_after(
    answer: Answer, start: int, paths: list[str], contents: dict[str, str] | None = None
) -> list[tuple[str, str, int]]:
    """The files of ``paths``, written by a document that ends before ``start``, that the
    commands of the answer after ``start`` may change (read as the script around heredocs
    is): (path, why, line of the command), in the order of ``paths``. ``contents``: every
    file the answer writes (path -> content), in whatever convention (our format, Markdown,
    tool calls, legacy JSON): the scripts a command may run (``npm run build`` runs the
    package.json's ``build``, ``make test`` the Makefile's recipe), the configuration a
    runner reads (pytest's ``addopts``, ``PYTEST_ADDOPTS`` a written file sets, the build
    files of mvn and gradle). Without it a script is read by its name and no configuration
    is read: a caller that holds the files passes them."""
    seen = replace(answer, notes=answer.notes.copy(), cache={}, start=start)
    shell = _Shell(seen, [], [_Shelled() for _ in paths])
    shell.project = Project(dict(contents)) if contents else None
    for index, path in enumerate(paths):
        shell.add_written(path, index)
    _run_script(seen, [], shell)
    return [
        (path, shelled.refusal[1], shelled.line)
        for path, shelled in zip(paths, shell.shelled, strict=True)
        if shelled.refusal is not None
    ]


def folder_after(answer: Answer, carried: str | None = "") -> str | None:
    """The folder the shell is in after the commands of ``answer`` (read as
    :func:`changed_after` reads them), having started in ``carried`` (relative to the root, ""
    the root): the folder the next block of the answer runs in, in one terminal (a ``cd
    web`` block, then ``rm index.js``); None when not known."""
    seen = replace(answer, notes=answer.notes.copy(), cache={})
    shell = _Shell(seen, [], [])
    shell.cwd = None if carried is None else tuple(p for p in carried.split("/") if p)
    _run_script(seen, [], shell)
    return None if shell.cwd is None else "/".join(shell.cwd)


def _run_script(
    answer: Answer, heredocs: list[_Heredoc], shell: _Shell | None = None
) -> list[_Shelled]:
    """What the shell makes of each heredoc, read from the script around them: the shell
    fences' lines (``bash``, ``sh``, ``console`` prompts) and, elsewhere, the lines that start
    with a command that moves the shell or changes files. One pass over the text."""
    text = answer.text
    if shell is None:
        shell = _Shell(answer, heredocs, [_Shelled() for _ in heredocs])
    fence: tuple[str, int, str] | None = None  # marker character, length, kind
    #: a line of the fence above the one read holds a shell prompt (a heredoc body's lines
    #: are not read: a ``$`` in a file's text is no prompt)
    session = False
    cell = "python"  # how the next line of a notebook cell reads (:func:`notebook_line`)
    bound = SessionNames()  # what the Python typed at prompts above binds (:func:`_python_c`)
    # a line at a Python prompt above in the fence: "value", what it prints follows; "quiet",
    # a statement that prints nothing (``import os``, ``p = 'a.py'``): a line without a prompt
    # after it that parses as Python is the session's next statement, typed without ``>>>``
    echoing = ""
    # the lines the Python line above prints, when known from its text (``1 + 1``: "2";
    # ``print('hi')``: "hi"; :func:`known_output`), still to come; None when not known
    output: list[str] | None = None
    root = False  # a session-labelled fence: a ``#`` line may be a root shell's prompt
    ps2 = False  # the command line above is left open: a ``>`` line goes on with it
    # the shell line above opened a JavaScript REPL (``$ node``): ``> `` is its prompt; what
    # runs the code typed there (``node -e``), "" when no REPL is open
    repl = ""
    # the command line typed at the shell's prompt above (after it, the lines typed at another
    # prompt are what it reads: :func:`repl_input`), and whether it names an interactive
    # program (:func:`opens_repl`); None before any
    opener: tuple[str, bool] | None = None
    subshell = 0
    inside: tuple[str, str, int] | None = None  # a heredoc body open: delimiter, command, line
    pos = answer.start
    for index in range(len(heredocs) + 1):
        heredoc = heredocs[index] if index < len(heredocs) else None
        stop = heredoc.line if heredoc is not None else len(text)
        if inside is not None:  # the rest of a body that a heredoc's lines interrupted
            pos, ended = _body_end(text, inside[0], pos, stop)
            inside = None if ended else inside
        while pos < stop:
            end, following = line_end(text, pos, stop)
            line = text[pos:end]
            # A line continued with a backslash: one command (bodies do not start inside).
            if line.endswith("\\"):
                parts = [line[:-1]]
                typed = fence is not None and PROMPT.match(line) is not None
                while following < stop and following > end:
                    piece_end, piece_next = line_end(text, following, stop)
                    piece = text[following:piece_end]
                    if typed:
                        piece = _after_ps2(piece) or piece  # a session's ``>`` (PS2)
                    end, following = piece_end, piece_next
                    if not piece.endswith("\\"):
                        parts.append(piece)
                        break
                    parts.append(piece[:-1])
                line = "".join(parts)
            start, pos = pos, following if following > end else stop
            marker = _FENCE_LINE.match(line)
            if marker is not None:
                run, info = marker.group(1), marker.group(2).split(" ")[0].lower()
                if fence is None:
                    # (the language in any notation: ``{.bash}``, ``language-bash``)
                    info = _info_word(info) if info else info
                    kind = "script" if info in _SCRIPT_INFO else "other" if info else "bare"
                    if kind == "script" and _prompted(text, pos, run):
                        # a shell fence showing a session: its prompted lines are the script's,
                        # the others read as a block without an info string's (output or not)
                        kind = "prompted"
                    kind = "foreign" if info in _FOREIGN_INFO else kind
                    kind = "transcript" if info in _TRANSCRIPT_INFO else kind
                    kind = "notebook" if info in NOTEBOOK_INFO else kind
                    if kind in ("notebook", "other") and python_session(
                        _fence_body(text, pos, run)
                    ):
                        # Python typed at ``>>>`` / ``In [1]:`` prompts: a session that ran,
                        # whatever the label: read as a block without an info string is
                        kind = "bare"
                    cell, root, ps2, repl, opener = "python", False, False, "", None
                    bound.clear()  # (a session's names: those typed in this block)
                    if info in _SESSION_INFO or (
                        info in _TRANSCRIPT_INFO and _opens_repl_at_cmd(_fence_body(text, pos, run))
                    ):
                        # a session shows prompts; in one without any (```terminal), a line
                        # that starts with a command is one, others are output (as in prose),
                        # and (either way) a ``#`` line is a root shell's prompt when a command
                        # follows: a transcript holds prompts and output, not comments
                        kind = "session" if _prompted(text, pos, run) else "bare"
                        root = True
                    fence = (run[0], len(run), kind)
                    session = False
                elif run[0] == fence[0] and len(run) >= fence[1] and not info:
                    fence = None
                continue
            kind = "bare" if fence is None else fence[2]
            if fence is None:
                line = code_elements(line)  # (``Then <code>python a.py</code>``: a code span)
                line = typed_at_prompt(line)  # (``bash-5.1$ rm a.py``: what is typed there)
            if kind == "notebook":  # a notebook cell: its shell escapes and magics run
                escaped, cell = notebook_line(line, cell)
                if escaped is None:
                    continue
                line, kind = escaped, "script"
            elif (
                kind == "bare"
                and fence is not None
                and (cell != "python" or _CELL_LINE.match(line))
            ):
                # a block without an info string holding a notebook cell's lines (``!rm a.py``,
                # ``%rm a.py``, ``%%time``): the cell, as in a ```python fence
                escaped, cell = notebook_line(line, cell)
                if escaped is None:
                    continue
                line, kind = escaped, "script"
            shown = None
            if fence is not None and kind in ("session", "transcript", "bare", "prompted"):
                continued = _after_ps2(line) if ps2 else None
                at_node = _WINDOWS_PROMPT.match(line) if repl and not ps2 else None
                if continued is not None:
                    # the shell's ``>`` (PS2): the line goes on with the command left open
                    line, kind, shown = continued, "script", ("ps2", 0)
                elif at_node is not None:
                    # JavaScript typed at the prompt of the Node REPL that ``$ node`` opened:
                    # it runs as ``node -e`` would run it (``> fs.unlinkSync('app.js')``)
                    line, pos, closed = _node_session(text, line[at_node.end() :], pos, stop, repl)
                    shown = ("sh", 0)
                    if closed:
                        # (fix-shell138: hunt128-replexit) ``> .exit``, ``> ^D``, ``>
                        # process.exit()`` left Node: the ``> `` lines after it are the
                        # shell's again (``> del app.js`` at cmd's prompt, ``> rm app.js``)
                        repl, opener = "", None
                else:
                    shown = shown_prompt(line, root=root, busybox=fence[2] == "transcript")
                    windows = _WINDOWS_PROMPT.match(line) if root and not ps2 else None
                    at_windows = line[windows.end() :] if windows is not None else ""
                    if (shown is None and windows is not None) and (
                        _is_command(at_windows) or _WINDOWS_COMMAND.match(at_windows)
                    ):
                        # a session fence's ``> CMD`` with nothing left open above: the prompt
                        # cmd.exe and PowerShell show (Microsoft's docs), read as theirs
                        shown = ("powershell", windows.end())
                    session = session or (shown is not None and shown[0] == "sh")
                at_repl = (
                    None if shown is not None or opener is None else repl_input(line, opener[1])
                )
                if (
                    at_repl is not None
                    and opener is not None
                    and database_input_inert(opener[0], at_repl)
                ):
                    # SQL typed at a database shell's prompt (``sqlite> SELECT ...``, ``mydb=>
                    # \\dt``): read as the same text given as its argument (the database only)
                    at_repl = None
                if at_repl is not None and not _INERT_TYPED.fullmatch(at_repl.strip()):
                    # typed at the prompt of a program the command line above opened (``$ lua``
                    # then ``> os.remove('a.py')``, ``$ psql db`` then ``db=# \\o a.csv``):
                    # that program's input, never its output; a program this reader does not
                    # weigh (node's and Python's prompts are read above) may change any file
                    shell.refuse_all(
                        opener[0].strip() if opener is not None else "",
                        start,
                        f"runs `{line.strip()}`, typed at the prompt of the program it opens "
                        "(that program's input, which this reader does not weigh)",
                    )
                    continue
                ps2 = False
            if shown is not None and shown[0] == "root" and not _is_command(line[shown[1] :]):
                shown = None  # a comment (``# install the tools``), not a root shell's command
            if fence is None or shown is not None:
                output = None
            elif echoing and output is not None:
                # the Python line above prints these lines and no other: a line that is not
                # the next of them and parses as Python is typed without its prompt
                if output and line.strip() == output[0].strip():
                    output.pop(0)
                    echoing = "value" if output else "quiet"
                    continue
                output = None
                if _python_statement(line):
                    echoing, shown = "quiet", ("python", 0)
            if fence is None or (shown is not None and shown[0] not in ("python", "ipython")):
                echoing = ""
            elif shown is not None:
                echoing = "value"
            elif echoing == "quiet" and _python_statement(line):
                shown = ("python", 0)  # (read as typed at ``>>>``: the REPL printed nothing)
            elif echoing and python_echo(line):
                continue  # the value the Python line above printed (``[('a', 2)]``)
            debugger = DEBUGGER.match(line) if shown is not None else None
            if debugger is not None and DEBUGGER_COMMAND.fullmatch(line[debugger.end() :].strip()):
                continue  # (``(Pdb) b app.py:1``, ``(Pdb) c``: the debugger's, no Python)
            condition = None if debugger is None else _breakpoint_condition(line[debugger.end() :])
            if condition is not None:
                # (``(Pdb) b app.py:1, x > 3``: pdb evaluates the condition, Python, when the
                # line is hit: read as typed at ``>>>``)
                line, shown = condition, ("python", 0)
            if shown is not None and shown[0] in ("powershell", "cmd", "python", "ipython", "root"):
                reading, prompted, line = shown[0], line, line[shown[1] :]
                if reading in ("powershell", "cmd"):
                    repl = _repl_runner(line)  # (``PS C:\\app> node``: the same REPL)
                    opener = (line, opens_repl(line))
                elif reading == "root":
                    # (fix-shell138: hunt128-rootprompt) a root shell's line opens a program's
                    # prompt as ``$ node`` does: after BusyBox's ``/app # node``, or a bare
                    # ``# node`` when Node's banner follows (``Welcome to Node.js v20``:
                    # without it, ``# node`` may be a heading, and the ``> `` lines after it
                    # are read as cmd's, as before)
                    opened = BUSYBOX.match(prompted) is not None or _node_banner(text, pos, stop)
                    repl = _repl_runner(line.strip()) if opened else ""
                    opener = (line, opens_repl(line)) if opened else None
                kind = "foreign" if reading in ("powershell", "cmd") else "script"
                if reading in ("python", "ipython"):
                    # Python typed at a REPL runs as the same program after ``python3 -c``
                    first = line
                    line, pos, prints = _python_typed(text, line, reading, pos, stop, bound)
                    echoing = "value" if prints else "quiet"
                    output = known_output(first) if reading == "python" else None
                    if output == []:
                        echoing = "quiet"  # (``None``: the REPL prints nothing)
            elif shown is not None and shown[0] == "sh":
                line = line[shown[1] :]  # (read as the lines after a prompt always were)
                kind = "session" if kind == "transcript" else kind
                # a command typed at a shell's prompt in any fence showing a session (bash,
                # sh, none): the shell ran it, known to the readers or not (a command not
                # known harmless may change any file), as in a ``console`` fence
                kind = "script" if kind in ("bare", "prompted") else kind
                ps2 = _LEFT_OPEN.search(line) is not None
                if shown[1]:  # (a line typed at the shell's prompt, not at Node's)
                    repl = _repl_runner(line)
                    opener = (line, opens_repl(line))
            elif shown is not None:
                ps2 = True  # (inside a command left open, until a line without ``>``)
            if kind == "prompted":  # (a line of a shell fence showing a session)
                kind = "script" if shown is not None else "bare"
            if kind == "transcript":
                # a text fence showing a terminal: its prompted lines are commands run
                kind = "other"
            if kind == "foreign" and _FOREIGN_CD.match(line, foreign_prompt(line)):
                # a cd in another shell (PowerShell, cmd, fish) moves the same terminal
                shell.cwd, shell.moved = None, f"`{line.strip()}` (line {shell.where(start)})"
            if kind == "foreign" and line.strip():
                # PowerShell, cmd, fish: not split as POSIX words; read by an allow-list
                # (a cd then a command on the same line: the command reads paths from the
                # folder not known, so it is not on the list)
                done = foreign_effect(line)
                if done.work_tree:
                    shell.refuse_all(line.strip(), start, done.verb)
                for manifest in done.manifests:
                    # (``npm install vite`` in PowerShell rewrites package.json as in bash)
                    path = shell.resolve(manifest)
                    if path is None:
                        shell.refuse_all(line.strip(), start, "may rewrite a manifest")
                        break
                    shell.refuse(
                        shell.touched(path),
                        line.strip(),
                        start,
                        "may rewrite it (a package manager)",
                    )
            if kind in ("other", "foreign"):
                continue
            prompt = PROMPT.match(line) if shown is None else None
            if prompt is not None:
                line = line[prompt.end() :]
            elif kind == "session" and shown is None:
                continue
            across = _across_lines(text, line, pos, stop, fence, kind)
            if across is not None and kind != "bare":
                line, pos = across  # one command list, its quoted newlines within
            elif across is not None:
                # A line of prose or a bare block: the lines after it are read as they were
                # (they may be commands of their own); the command across them is weighed too.
                split = split_line(across[0], 0)
                for command in split[0] if split is not None else ():
                    shell.command(command, line.strip(), start, None)
            prose = kind == "bare" and "`" in line and bool(_quoted_commands(line))
            command_line = kind != "bare" or (not prose and _is_command(line))
            split = split_line(line, subshell) if command_line else None
            if fence is not None and kind == "bare" and command_line and shown is None:
                # (a command without a prompt that opens Node's REPL, ``node``: the ``> ``
                # lines after it are typed there, as after ``$ node``)
                repl = _repl_runner(line.strip())
            if split is None:
                if kind == "bare":
                    _prose(shell, line, start)
                continue
            commands, subshell = split
            for command in commands:
                if heredoc_program(command, Word("", True)) is None:
                    shell.command(command, line.strip(), start, None)
                # (an interpreter fed a heredoc: weighed with its program, :func:`_skip_body`)
            for command in commands:
                body = [r for r in command.redirections if r.operator in ("<<", "<<-")]
                if body and body[0].target is not None:
                    typed = shown is not None and shown[0] in ("sh", "ps2", "root")
                    pos, ended = _skip_body(
                        shell, command, body[0], line.strip(), start, pos, stop, typed=typed
                    )
                    if not ended:  # the body goes on past where this segment stops
                        inside = (body[0].target.text, line.strip(), start)
        if heredoc is None:
            break
        if inside is not None:
            # The heredoc's lines are inside the body of another command's heredoc: the shell
            # gives them to that command, and writes no file.
            delimiter, command_text, at = inside
            shell.shelled[index].refusal = (
                "heredoc-command",
                f"the heredoc at line {shell.where(heredoc.line)} lies inside the lines that "
                f"`{command_text}` (line {shell.where(at)}) reads up to its {delimiter} line: the "
                "shell gives them to that command and writes no file; it was not accepted. "
                "End each heredoc before the next command",
            )
            if text[heredoc.end : heredoc.after].strip() == delimiter:
                inside = None  # that command's lines end at this heredoc's delimiter line
        elif fence is not None and session and not _typed_at_prompt(text, heredoc.line):
            # A line without a prompt in a fence showing a session is output (what a command
            # above printed, ``$ cat notes.txt``), or a command typed without one: two
            # readings, one writing the file and one not; neither is picked.
            shell.shelled[index].refusal = (
                "heredoc-command",
                f"the heredoc at line {shell.where(heredoc.line)} has no prompt in a block "
                "that shows a terminal session with prompts: it may be the output of a "
                "command above (no file written) or a command typed; it was not accepted. "
                "Write each file in its own block, or type the heredoc after the prompt",
            )
        else:
            _heredoc_line(shell, index, subshell)
        if not heredoc.closed:
            break
        pos = heredoc.after
    return shell.shelled


def _across_lines(
    text: str, line: str, pos: int, stop: int, fence: tuple[str, int, str] | None, kind: str
) -> tuple[str, int] | None:
    """``line`` (a line of commands, the next line starting at ``pos``) joined to the lines
    up to where the quote it leaves open closes, and where the script goes on after them: the
    shell reads a quoted string across lines as one word, and the command list goes on after
    its closing quote (``git commit -m "Fix<newline><newline>See #4" && sed -i s/1/2/ a.py``).
    None when no quote is left open, or it does not close before the fence (or the segment)
    ends. Outside a shell fence only a line that starts with a known command is read so."""
    quote = quote_left_open(line)
    if not quote:
        return None
    if kind == "bare":
        first = _FIRST_WORD.match(line)
        if first is None or not (first.group(1) in _KNOWN or _RUN_BY_PATH.match(first.group(1))):
            return None
    parts = [line]
    while pos < stop and len(parts) <= MAX_QUOTED_LINES:
        end, following = line_end(text, pos, stop)
        piece = text[pos:end]
        marker = _FENCE_LINE.match(piece)
        if marker is not None and (fence is None or marker.group(1)[0] == fence[0]):
            return None  # the block ends inside the quote: the shell never reads it closed
        parts.append(piece)
        quote = quote_left_open(piece, quote)
        pos = following if following > end else stop
        if not quote:
            joined = "\n".join(parts)
            # (joined text the splitter cannot read would run nothing: the lines stay apart)
            return (joined, pos) if split_line(joined, 0) is not None else None
        if following <= end:
            break
    return None


def _fence_body(text: str, pos: int, run: str) -> str:
    """The lines of the fence that opens before ``pos`` (with ``run``), up to the line that
    closes it (the end of the text when none does)."""
    start = pos
    while pos < len(text):
        end, following = line_end(text, pos, len(text))
        closing = _FENCE_LINE.match(text, pos, end)
        fence = closing.group(1) if closing is not None and not closing.group(2) else ""
        if fence[:1] == run[0] and len(fence) >= len(run):
            return text[start:pos]
        if following <= end:
            break
        pos = following
    return text[start:]


#: The expressions a Python REPL prints as a value's repr: literals, displays, a call
#: (``PosixPath('/src')``, ``datetime.date(2024, 1, 2)``), a negative number.
_ECHOED = (ast.Constant, ast.List, ast.Tuple, ast.Dict, ast.Set, ast.Call, ast.UnaryOp)


def python_echo(line: str) -> bool:
    """Whether ``line`` (without a prompt, after a line typed at a Python prompt) is the
    value the REPL printed: a Python expression of a repr's shape (:data:`_ECHOED`, every
    part of it a literal, a name or a call), and no shell command (:func:`_is_command`: two
    quoted words side by side, ``'rm' 'app.py'``, are one Python string and, to bash, rm
    app.py). A word then ``(`` is bash's syntax error; a name alone or a comparison (``ls >
    app.py``) is not taken as output."""
    text = line.strip()
    if not text or _is_command(text):
        return False  # (``'rm' 'app.py'``: one Python string, and bash runs rm app.py)
    try:
        tree = ast.parse(text, mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if not isinstance(tree, _ECHOED):
        return False
    allowed = (*_ECHOED, ast.Name, ast.Attribute, ast.Load, ast.USub, ast.keyword)
    return all(isinstance(node, allowed) for node in ast.walk(tree))


def python_session(body: str) -> bool:
    """Whether a Python block (``python``, ``pycon``, ``ipython``, ``jupyter``: any label)
    shows a session typed at Python's prompts rather than code: a line starts with ``>>>`` or
    ``In [1]:`` (:func:`~.prompts.session_prompt`, the one table of prompts) outside every
    string of the block read as Python (:mod:`ast`; a block it does not parse is no program:
    a ``>>>`` at the start of a line of code is a syntax error). A prompt inside a string (a
    doctest in a docstring) is the program's text, not a session. The prompted lines of a
    session ran, as a block without an info string shows them."""
    lines = body.split("\n")
    prompted = [n for n, line in enumerate(lines, 1) if session_prompt(line) in _PYTHON_READS]
    if not prompted:
        return False
    try:
        tree = ast.parse(body)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return True
    inside: set[int] = set()  # the lines that start inside a string (a docstring's)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant | ast.JoinedStr) and node.end_lineno is not None:
            inside.update(range(node.lineno + 1, node.end_lineno + 1))
    return any(n not in inside for n in prompted)


#: What reads a line typed at a Python prompt (:func:`~.prompts.session_prompt`).
_PYTHON_READS = ("python", "ipython")


def _typed_at_prompt(text: str, at: int) -> bool:
    """Whether the line at ``at`` starts with a shell's prompt of the one table."""
    end, _ = line_end(text, at, len(text))
    shown = shown_prompt(text[at:end], root=True)
    return shown is not None and shown[0] in ("sh", "root")


#: The bare ``>`` prompt of cmd.exe and PowerShell (``> dotnet run``) before a command.
_WINDOWS_PROMPT = re.compile(r"[ \t]*>[ \t]+(?=\S)")
#: A shell line that opens Node's REPL (``node`` given no script), whose prompt is ``> ``.
#: A shell line that opens a JavaScript REPL, whose prompt is ``> `` (``node`` or ``nodejs``
#: given options and no script, ``-i``; ``ts-node``/``tsx`` alone, through npx/pnpm/yarn;
#: ``deno`` alone or ``deno repl``; ``bun repl``): group 1 names Deno's (read as ``deno
#: eval``), the others run as ``node -e`` would run the code typed there.
_NODE_REPL = re.compile(
    r"[ \t]*(?:"
    r"(?:node|nodejs)(?:[ \t]+(?:(?:-r|--require|--import|--loader)[ \t]+[^\s-]\S*"
    r"|(?!-[ep]\b|--eval\b|--print\b|-c\b|--check\b|-v\b|--version\b|-h\b|--help\b)-\S+))*"
    r"|(?:(?:npx|pnpm(?:[ \t]+(?:exec|dlx))?|yarn|bunx)[ \t]+)?(?:ts-node|tsx)"
    r"|(deno)(?:[ \t]+repl)?(?:[ \t]+-\S+)*"
    r"|bun[ \t]+repl"
    r")[ \t]*"
)
#: Node's continuation prompt (``... ``): the statement on the ``> `` line above goes on.
_NODE_CONTINUED = re.compile(r"[ \t]*\.\.\.(?:[ \t]|$)")
#: The REPL's own commands (``.editor``, ``.exit``...): ``.save F`` writes the session to F,
#: ``.load F`` runs F's code.
_NODE_DOT = re.compile(r"\.([a-z]+)(?:[ \t]+(\S+))?[ \t]*")
#: What typed at Node's (or Deno's) prompt leaves it: ``.exit``, Ctrl-D shown as ``^D``, a
#: call of ``process.exit`` / ``Deno.exit`` as the whole statement (fix-shell138).
_NODE_LEFT = re.compile(r"\.exit|\^D|(?:process|Deno)\.exit[ \t]*\([^()\r\n]*\)[ \t]*;?")
#: The first line of Node's REPL, its banner (``Welcome to Node.js v20.11.0.``).
_NODE_BANNER = re.compile(r"[ \t]*Welcome to Node\.js\b")


def _node_banner(text: str, pos: int, stop: int) -> bool:
    """Whether the line at ``pos`` is Node's banner (:data:`_NODE_BANNER`): the line above
    opened Node's REPL."""
    end, _ = line_end(text, pos, stop)
    return pos < stop and _NODE_BANNER.match(text, pos, end) is not None


def _opens_repl_at_cmd(body: str) -> bool:
    """Whether a line of ``body`` (a text fence's) is a command typed at cmd's or
    PowerShell's ``> `` that opens a JavaScript REPL (``> node``): the fence shows a
    session, read as a ``console`` one (fix-shell138: hunt128-replexit)."""
    return any(
        shown is not None and bool(_repl_runner(line[shown.end() :].strip()))
        for line in body.splitlines()
        for shown in (_WINDOWS_PROMPT.match(line),)
    )


def shows_terminal(body: str) -> bool:
    """Whether the body of a text fence (```` ```text ````) shows a terminal, whose prompted
    lines are commands: a line starts with a session's prompt (:func:`session_prompt`: ``$
    rm app.js``), BusyBox's root prompt (``/app # rm app.js``: fix-shell138), or is a ``> ``
    line opening Node's REPL at cmd's prompt (``> node``); else it is output."""
    lines = body.splitlines()
    return any(
        session_prompt(line) is not None or BUSYBOX.match(line) is not None for line in lines
    ) or _opens_repl_at_cmd(body)


#: What typed at an interactive program's prompt changes no file in any of them: numbers,
#: operators, plain string literals, ``print``/``puts`` of them (``1 + 1``, ``puts 'hi'``).
_INERT_TYPED = re.compile(
    r"(?:[ \t\d.+*/%^(),<>=!-]|'[^'\\\r\n]*'|\"[^\"\\$#{}\r\n]*\""
    r"|(?:print|puts|p|println|IO\.puts|nil|true|false|null|undefined)\b)*;?"
)


def _repl_runner(line: str) -> str:
    """What runs the code typed in the JavaScript REPL ``line`` opens (``node -e``, ``deno
    eval``), or "" when it opens none (:data:`_NODE_REPL`)."""
    opened = _NODE_REPL.fullmatch(line)
    if opened is None:
        return ""
    return "deno eval" if opened.group(1) else "node -e"


def opens_js_repl(line: str) -> bool:
    """Whether the command line ``line`` opens a JavaScript REPL whose ``> `` lines are code
    (:data:`_NODE_REPL`: ``node``, ``deno``, ``ts-node``, ``bun repl``)."""
    return bool(_repl_runner(line))


def _node_session(text: str, first: str, pos: int, stop: int, runner: str) -> tuple[str, int, bool]:
    """The JavaScript typed in the REPL session whose first ``> `` line holds ``first`` (the
    next line starting at ``pos``), as the shell line that runs the same program (``node -e
    '...'``, ``runner`` the interpreter's words): the session is one program, its statements
    in order (a name bound on one line is read by the next), each the ``> `` line with the
    lines after it on the continuation prompt ``... ``; after ``.editor`` the lines typed
    without a prompt, up to the next ``> ``; other lines without a prompt are the REPL's
    output. The session ends at a shell's prompt, a fence line or ``stop``, or where it is
    left (``> .exit``, ``> ^D``, ``> process.exit()``: the ``> `` lines after it are the
    shell's again, fix-shell138); where it ends is returned with the program, and whether it
    was left."""
    statements: list[str] = []
    editor = False

    def typed(code: str) -> None:
        nonlocal editor
        command = _NODE_DOT.fullmatch(code.strip())
        if command is None:
            statements.append(code)
        elif command.group(1) == "editor":
            editor = True
        elif command.group(1) == "save" and command.group(2):
            statements.append(f"require('fs').writeFileSync({command.group(2)!r}, '')")
        elif command.group(1) == "load" and command.group(2):
            statements.append(f"require({'./' + command.group(2).removeprefix('./')!r})")

    typed(first)
    if _NODE_LEFT.fullmatch(first.strip()):
        return runner + " " + shlex.quote("\n".join(statements)), pos, True
    while pos < stop:
        end, following = line_end(text, pos, stop)
        line = text[pos:end]
        if _FENCE_LINE.match(line) or shown_prompt(line, root=True) is not None:
            break
        at_node = _WINDOWS_PROMPT.match(line)
        continued = _NODE_CONTINUED.match(line)
        if at_node is not None:
            editor = False
            typed(line[at_node.end() :])
            if _NODE_LEFT.fullmatch(line[at_node.end() :].strip()):
                pos = following if following > end else stop
                return runner + " " + shlex.quote("\n".join(statements)), pos, True
        elif continued is not None and statements:
            statements[-1] += "\n" + line[continued.end() :]
        elif editor:
            statements.append(line)
        pos = following if following > end else stop
    return runner + " " + shlex.quote("\n".join(statements)), pos, False


#: What is typed at that prompt when bash knows no such command: a cmd.exe command that
#: changes files (``del``, ``erase``, ``ren``, ``move``, ``copy``..., written in lower or upper
#: case as cmd's help does; a capitalized word is a quoted sentence's, ``> Copy it``) or a
#: PowerShell cmdlet (Verb-Noun, its verb one of PowerShell's approved file verbs), then a
#: blank or the end. Read by foreign_effect's allow-list, as in a ```cmd/```powershell block.
_WINDOWS_COMMAND = re.compile(
    r"(?:(?:del|erase|ren|rename|move|copy|xcopy|robocopy|rd|rmdir|md|mkdir|mklink|attrib)"
    r"|(?:DEL|ERASE|REN|RENAME|MOVE|COPY|XCOPY|ROBOCOPY|RD|RMDIR|MD|MKDIR|MKLINK|ATTRIB)"
    r"|(?i:(?:get|set|new|remove|move|copy|rename|clear|add|out|invoke|expand|compress"
    r"|import|export)-[a-z]+))(?=[ \t]|$)"
)


def _prompted(text: str, pos: int, run: str) -> bool:
    """Whether a line of the fence that opens before ``pos`` (with ``run``) starts with a
    prompt, up to the line that closes it."""
    while pos < len(text):
        end, following = line_end(text, pos, len(text))
        line = text[pos:end]
        closing = _FENCE_LINE.match(line)
        fence = closing.group(1) if closing is not None and not closing.group(2) else ""
        if fence[:1] == run[0] and len(fence) >= len(run):
            return False
        shown = shown_prompt(line, root=False)  # (the one table: ``$``, ``bash-5.1$``...)
        if shown is not None and shown[0] == "sh":
            return True
        if following <= end:
            return False
        pos = following
    return False


def code_elements(line: str) -> str:
    """``line`` of prose with each HTML element that shows text as typed inside it
    (``<code>``, ``<kbd>``, ``<samp>``, ``<tt>``: ``Then run <code>python app.py</code>``,
    ``Press <kbd>Ctrl</kbd>+<kbd>C</kbd>``) written as the code span it renders as: what a
    sentence quotes, never a command line of its own (``</kbd>`` is no redirection). The one
    reading of these elements for every reader of prose. Inside an element HTML's character
    references are the characters they render (``&amp;&amp;`` is ``&&``, ``&gt;`` is ``>``),
    but one that renders a backquote or a line break keeps the text as typed (no span holds
    them)."""
    if "<" not in line:
        return line
    return _CODE_ELEMENT.sub(lambda found: f"`{_rendered(found.group(2))}`", line)


def _rendered(text: str) -> str:
    """``text`` of an HTML element with its character references read (see above)."""
    if "&" not in text:
        return text
    shown = html.unescape(text)
    return text if any(char in shown for char in "`\r\n") else shown


#: An element inside a sentence that shows a command as typed (``Run <code>..</code>.``).
_CODE_ELEMENT = re.compile(
    r"<(code|kbd|samp|tt)(?:[ \t][^<>\r\n]*)?>((?:(?!</?\1\b)[^`\r\n])+)</\1>", re.I
)


def typed_at_prompt(text: str) -> str:
    """What is typed on a line of prose or in a code span that shows a prompt: after a
    shell's prompt of the one table (:func:`~.prompts.shown_prompt`: ``$``, ``bash-5.1$``,
    zsh's ``app %``, ``user@host:~$``), the shell line an IPython escape runs (``In [1]:
    !rm a.py``), a notebook cell's escape or magic alone (a span `` `!rm a.py` ``); the text
    itself without one. The readers of prose then weigh it as the command it is only when
    it starts with one (:func:`_is_command`, :func:`_quoted_commands`)."""
    shown = shown_prompt(text, root=False)
    if shown is not None and shown[0] == "sh":
        return text[shown[1] :]
    if shown is not None and shown[0] == "ipython":
        escaped = repl_escape(text)
        return text if escaped is None else escaped
    if _CELL_LINE.match(text) is not None and text.lstrip()[:1] == "!":
        escaped = notebook_line(text, "python")[0]
        return text if escaped is None else escaped
    return text


#: A parenthesis right after a word that is not a reserved word (``print(f(2))``, ``def
#: f(a):``, ``at Object.<anonymous> (app.js:1:1)``): bash reads the line as a syntax error
#: and runs none of it. (``$(``, ``<(``, ``x=(``, extglob ``@(``, ``if (`` and a function
#: defined, ``fix() {``, are shell.)
_WORD_PAREN = re.compile(r"(?:^|[\s;&|<>])([^\s;&|()<>]*[^\s;&|()<>$=@+*?!])[ \t]*\((?![ \t]*\))")
#: A comment to the end of the line: a ``#`` that starts a word (after a blank or an operator,
#: ``a;#f(x)``), as bash reads it.
_COMMENT = re.compile(r"(?:^|(?<=[\s;&|()<>]))#.*")
_RESERVED = frozenset({"if", "then", "else", "elif", "do", "while", "until", "time", "!", "{"})
#: A quoted string on one line, or a character escaped by a backslash (``\(``: a word's
#: character to bash, no parenthesis of its grammar).
_QUOTED_TEXT = re.compile(r"'[^'\r\n]*'|\"(?:\\.|[^\"\\\r\n])*\"|\\.")


def shell_syntax_error(line: str) -> bool:
    """Whether the shell reads ``line`` as a syntax error, so runs nothing of it: a ``(``
    right after a word, outside quotes, comments and a ``[[ ... ]]`` test (whose ``=~`` regex
    groups, ``^(a|b)``, bash reads), where bash's grammar takes no ``(`` (``print(f(2))``,
    ``at X (node:...)``). Bash's grammar takes one after a reserved word (``if (``, ``while
    ((``), ``for ((`` (arithmetic), ``case WORD in (`` (a pattern), ``function NAME (`` and
    ``coproc NAME (`` (a subshell body); and ``name()``, ``$(``, ``<(`` are shell too."""
    unquoted = _QUOTED_TEXT.sub(lambda q: "_" if q.group().startswith("\\") else "", line.strip())
    unquoted = _COMMENT.sub("", unquoted)  # (a ``# (note)`` runs nothing)
    unquoted = _DOUBLE_BRACKET_TEST.sub(" ", unquoted)
    for found in _WORD_PAREN.finditer(unquoted):
        word = found.group(1)
        if word in _RESERVED or word == "coproc":
            continue  # (``coproc (rm a.py)``: a coprocess without a name runs the subshell)
        if word == "for" and unquoted.startswith("((", found.end() - 1):
            continue  # ``for ((i=0; i<3; i++))``
        before = unquoted[: found.start(1)].split()
        if before[-1:] and before[-1] in _NAMES_A_BODY:
            continue  # ``function f (...)``, ``coproc name (...)``
        if word == "in" and before[-2:-1] == ["case"]:
            continue  # ``case $x in (a) ...``
        return True
    return False


#: A ``[[ ... ]]`` test: bash reads what is inside (``=~ ^(a|b)``), so no ``(`` in it is an
#: error.
_DOUBLE_BRACKET_TEST = re.compile(r"(?:^|(?<=[\s;&|(!]))\[\[[ \t].*?[ \t]\]\](?=$|[\s;&|)])")
#: The reserved words bash reads a name and then a compound command after.
_NAMES_A_BODY = frozenset({"function", "coproc"})


def _is_command(line: str) -> bool:
    """Whether a line outside a shell script is a command: it starts with a command that
    reads or runs files, or holds one that moves the shell or changes files, or a redirection
    into a file. A command is named as the shell names it (:func:`~.shell.shell_named` for the
    line's first word, :func:`~.shell.shell_command_name` for a word: ``\\rm``, ``"rm"``,
    ``/bin/rm`` run rm)."""
    line = shell_named(line)
    first = _FIRST_WORD.match(line)
    known = first is not None and shell_command_name(first.group(1)) in _KNOWN
    if not known:  # the command its prefixes run (``timeout 5 python a.py``: :func:`peel_prefixes`)
        ran = _FIRST_WORD.match(peel_prefixes(line))
        known = ran is not None and ran.group(1) in _KNOWN
    # a line whose first word is no command reads ``>=`` as prose does, a bound ("Requires
    # Python >= 3.9"): the shell would write a file named ``=``, which no one means; and a
    # tag it names (``That was a <tool_call> for a.py.``: ``<`` a name ``>`` with no blank)
    # as markup, not as redirections from and into files named by its words
    prose = _MARKUP_TAG.sub(" ", _BOUND_SIGN.sub(" ", line))
    unknown = first is None or (not known and ">" not in prose)
    if unknown and not any(word in _COMMAND_WORDS for word in _WORDS.findall(line)):
        return False
    split = split_line(line)
    if split is None or not split[0] or shell_syntax_error(line):
        return False  # (``-> print(1)``, pdb's line shown: bash runs nothing of it)
    # each command by the command it runs, its prefixes peeled (``nice sed -i ...``, ``env rm
    # a.py``, ``FOO=1 cp ...``, ``timeout 5 cp ...``): as the script reader reads it
    names = [shell_command_name(ran[0]) if ran else "" for ran in map(command_words, split[0])]
    if names[0] in READS or any(name in _COMMAND_WORDS for name in names):
        return True
    commands = split[0]
    return any(
        r.operator in OUTPUTS
        and (first is None or known or r.target is None or not r.target.text.startswith("="))
        for c in commands
        for r in c.redirections
    )


# A comparison sign of prose: ``>=`` (a version bound), ``<=``.
_BOUND_SIGN = re.compile(r"[<>]=")
# A tag named in prose: ``<tool_call>``, ``</tool_call>``, ``<br/>`` (no blank inside).
_MARKUP_TAG = re.compile(r"</?[A-Za-z][\w:-]*/?>")


def _quoted_commands(line: str) -> list[tuple[str, list[Command]]]:
    """The commands a line of prose quotes in backquotes: a span that starts with a known
    command and has an argument or a redirection (a lone word, `black`, names a tool; a
    lone ``popd`` is a command). A span shows what is typed after its prompt
    (:func:`typed_at_prompt`: `` `$ rm a.py` ``, `` `!rm a.py` ``); a command is known by
    the command it runs, its prefixes peeled (``timeout 5 rm a.py``, ``FOO=1 rm a.py``: the
    one peeler, :func:`~.shell.command_words`) and named as the shell names it
    (:func:`~.shell.shell_command_name`), or by its own name (``sudo``)."""
    found = []
    for quoted in _CODE_SPAN.findall(line):
        span = typed_at_prompt(quoted)
        split = split_line(span)
        if split is None or not split[0]:
            continue
        commands = split[0]
        known = any(
            c.name in _KNOWN
            or _RUN_BY_PATH.match(c.name)
            or (bool(ran := command_words(c)) and shell_command_name(ran[0]) in _KNOWN)
            for c in commands
        )
        sized = len(commands) > 1 or len(commands[0].words) > 1 or commands[0].redirections
        if known and (sized or commands[0].name in _MOVES):
            found.append((span, commands))
    return found


def _runs_written_recipe(shell: _Shell, span: str) -> Command | None:
    """A lone task runner quoted in prose (`` `make` ``, `` `tox` ``, `` `just` ``) when the
    answer writes the file it reads: it runs that file's default recipe (read with the
    answer's files, what it does differs from the runner read by its name). A lone name is
    otherwise a tool named, not a command (:func:`_quoted_commands`)."""
    if shell.project is None or span.strip() not in TASK_RUNNERS:
        return None
    split = split_line(span.strip())
    if split is None or len(split[0]) != 1:
        return None
    command = split[0][0]
    project = shell.project.at("/".join(shell.cwd)) if shell.cwd is not None else shell.project
    if effect(command, project=project).verb == effect(command).verb:
        return None
    return command


def _prose(shell: _Shell, line: str, pos: int) -> None:
    """A line of prose: the commands it quotes in backquotes are run where they stand (the
    user runs them in that order); a ``cd`` it mentions otherwise leaves the folder unknown."""
    quoted = False
    if "`" not in line and "cd" not in line:
        return
    for span, commands in _quoted_commands(line):
        quoted = True
        for command in commands:
            shell.command(command, span.strip(), pos, None)
    for span in _CODE_SPAN.findall(line):
        runner = _runs_written_recipe(shell, span)
        if runner is not None:
            quoted = True
            shell.command(runner, span.strip(), pos, None)
    if not quoted and _MENTIONS_CD.search(line):
        shell.cwd, shell.moved = (
            None,
            f"the mention of cd in {line.strip()!r} (line {shell.where(pos)})",
        )


def _heredoc_line(shell: _Shell, index: int, subshell: int) -> None:
    """The command line of the heredoc ``index``: the commands before it on the line (a
    ``cd backend &&``), then the heredoc's own command."""
    heredoc = shell.heredocs[index]
    text = shell.answer.text
    end, _ = line_end(text, heredoc.line, heredoc.body)
    line = text[heredoc.line : end]
    # (the prompt of the one table before it: ``$``, ``bash-5.1$``, ``root@box:/app#``)
    shown = shown_prompt(line, root=False)
    if shown is not None and shown[0] == "sh":
        line = line[shown[1] :]
    split = split_line(line, subshell)
    commands = split[0] if split is not None else []
    writers = [c for c in commands if any(r.operator in ("<<", "<<-") for r in c.redirections)]
    if split is None or len(writers) != 1:
        shell.shelled[index].refusal = (
            "heredoc-command",
            f"the heredoc at line {shell.where(heredoc.line)} (`{line.strip()}`) is on a line "
            "the shell reads in a way this reader does not follow (a quote left open, two "
            "heredocs on one line, the redirection on a subshell): the file was not accepted. "
            "Write each file with cat > path <<'EOF' on its own line",
        )
        return
    for command in commands:
        writer = index if command is writers[0] else None
        shell.command(command, line.strip(), heredoc.line, writer)


def _body_end(text: str, delimiter: str, at: int, stop: int) -> tuple[int, bool]:
    """Where the script goes on after the rest of a heredoc body from ``at``, and whether
    its delimiter line came before ``stop``."""
    while at < stop:
        end, following = line_end(text, at, stop)
        if text[at:end].strip("\t ") == delimiter:
            return (following if following > end else stop), True
        if following <= end:
            break
        at = following
    return stop, False


def _skip_body(
    shell: _Shell,
    command: Command,
    operator: Redirection,
    text: str,
    pos: int,
    at: int,
    stop: int,
    *,
    typed: bool = False,
) -> tuple[int, bool]:
    """The lines of a heredoc that writes no file (``python3 <<'EOF'``): skipped, and when the
    command is not one that only reads, a word of them that names a written file refuses it.
    Returns where the script goes on, and whether the body ended before ``stop``. ``typed``:
    the command was typed at a shell's prompt, where bash shows its PS2 ``> `` before each
    line of the body and before the delimiter (``> EOF`` ends it, whatever the quoting); a
    line without that ``>`` is no line of the body (the command ran: its output, or the next
    prompt), and the session goes on there. A body whose first line has no ``>`` is read as
    a script's (up to the bare delimiter)."""
    delimiter = operator.target.text if operator.target is not None else ""
    answer_text = shell.answer.text
    # (an interpreter fed its program: :func:`_fed` weighs the program as the same code
    # given inline is, ``python3 -c BODY``, not by each word of it)
    reads = command.name in INERT or heredoc_program(command, Word("", True)) is not None
    expands = heredoc_expands(text)
    begin = at
    lines: list[str] = []
    # (a body typed without bash's ``>`` before its first line: read as a script's body)
    typed = (
        typed
        and at < stop
        and _after_ps2(answer_text[at : line_end(answer_text, at, stop)[0]]) is not None
    )
    while at < stop:
        end, following = line_end(answer_text, at, stop)
        line = answer_text[at:end]
        if typed:
            shown = _after_ps2(line)
            if shown is None:
                _fed(shell, command, "".join(lines), expands, text, pos)
                return at, True
            line = shown
        if (line.lstrip("\t") if operator.operator == "<<-" else line) == delimiter:
            body = "".join(lines) if typed else answer_text[begin:at]
            _fed(shell, command, body, expands, text, pos)
            return (following if following > end else stop), True
        lines.append(line + "\n")
        if expands:
            _substituted(shell, line, text, pos)
        if not reads:
            for word in re.findall(r"[\w./-]+", line):
                path = shell.resolve(word)
                if path and path in shell.written:
                    shell.refuse([path], text, pos, "reads a script that names it")
        if following <= end:
            break
        at = following
    body = "".join(lines) if typed else answer_text[begin:stop]
    _fed(shell, command, body, expands, text, pos)  # (run to the end)
    return stop, False


def _fed(shell: _Shell, command: Command, body: str, expands: bool, text: str, pos: int) -> None:
    """An interpreter fed a heredoc ``body`` as its program (``python3 - <<'PY'``, ``node
    <<EOF``, ``sh <<SH``) runs what the same interpreter given it inline runs
    (:func:`.shell.heredoc_program`): that command is weighed where it stands, and kept for
    the rule on the files a script's commands write (:func:`_say_script_writes`)."""
    literal = not expands or not ("$" in body or "`" in body)
    program = heredoc_program(command, Word(body, literal))
    if program is None:
        if heredoc_program(command, Word("", True)) is not None:
            shell.command(command, text, pos, None)
        return
    shell.command(program, text, pos, None)
    shell.fed.append((pos, program))


def _substituted(shell: _Shell, line: str, text: str, pos: int) -> None:
    """The command substitutions of a line the shell expands (a line of a heredoc's body
    whose delimiter is not quoted): their commands run, each in a subshell of its own (a
    ``cd`` in one moves nothing after it); one not read (left open) may change any file."""
    codes = substitutions(line)
    for code in codes if codes is not None else [""]:
        split = split_line("(" + code + ")") if codes is not None else None
        if split is None:
            shell.refuse_all(text, pos, "runs a command substitution this reader cannot read")
            return
        for command in split[0]:
            shell.command(command, text, pos, None)


def _cached(answer: Answer) -> list[_Heredoc]:
    cached = answer.cache.get("heredoc")
    if isinstance(cached, list):
        return cached
    heredocs = _heredocs(answer.text, answer.start, len(answer.text))
    answer.cache["heredoc"] = heredocs
    return heredocs


def _present(answer: Answer) -> bool:
    text = answer.text
    return "<<" in text and ("cat " in text or "tee " in text)


def _first(answer: Answer) -> int | None:
    heredocs = _cached(answer)
    return heredocs[0].line if heredocs else None


def _open_at(answer: Answer, pos: int) -> bool:
    heredocs = _heredocs(answer.text, answer.start, pos)
    return bool(heredocs) and not heredocs[-1].closed and heredocs[-1].body <= pos


def _read(answer: Answer) -> ParseResult | None:
    notes = answer.notes
    heredocs = _cached(answer)
    if not heredocs:
        return None
    blocks: list[Block] = []
    read: list[_Heredoc] = []
    truncated = False
    shell = _Shell(answer, heredocs, [_Shelled() for _ in heredocs])
    # the files the heredocs write: the scripts a command may run (``npm install`` runs a
    # written package.json's ``postinstall``, ``make`` a written Makefile's recipe)
    shell.project = Project(
        {
            heredoc.path.removeprefix("./"): _body_text(answer.text, heredoc)
            for heredoc in heredocs
            if heredoc.closed
        }
    )
    for heredoc, shelled in zip(heredocs, _run_script(answer, heredocs, shell), strict=True):
        for written in shelled.paths or [heredoc.path]:
            blocks.append(_block(answer, heredoc, shelled, written))
            read.append(heredoc)
        truncated = truncated or not heredoc.closed
    exact_unquoted = [
        heredoc.line
        for block, heredoc in zip(blocks, read, strict=True)
        if block.refusal is None and not heredoc.quoted and block.edit is None
    ]
    if exact_unquoted:
        notes.add(
            "heredoc-unquoted",
            Severity.INFO,
            "a heredoc with an unquoted delimiter was read as written: its body has nothing "
            "the shell would expand",
            exact_unquoted[0],
        )
    for other in shell.others:
        if other.replaced:
            continue
        block = Block(other.pos, {"PATH": relative_to_root(other.path, answer, other.pos)})
        block.field_pos["PATH"] = block.content_pos = other.pos
        block.content, block.refusal = other.content, other.refusal
        blocks.append(block)
    blocks.sort(key=lambda block: block.pos)
    result = files_result(
        answer,
        blocks,
        Format.HEREDOC,
        "shell heredocs (cat > path <<'EOF')",
        truncated=truncated,
    )
    # (every spelling of the files the script was read to write: before a cd, absolute)
    spelled = (
        {heredoc.path for heredoc in heredocs}
        | {o.path for o in shell.others}
        | {o.spelled for o in shell.others}
    )
    spelled.update(path for shelled in shell.shelled for path in shelled.paths or ())
    _say_script_writes(answer, heredocs, blocks, result, spelled, shell.fed)
    return result


def _say_script_writes(
    answer: Answer,
    heredocs: list[_Heredoc],
    blocks: list[Block],
    result: ParseResult,
    spelled: set[str],
    fed: list[tuple[int, Command]],
) -> None:
    """The script's other commands by the rule every convention's commands are weighed by
    (:func:`.runs.say_runs_write_files`): one that writes a file no heredoc (nor ``echo >``,
    ``touch``) gives, by an inline program, ``sh -c``, ``dd of=`` or a filter into a file,
    loses it. Read with the heredocs' bodies blanked (their lines are a file's, not
    commands); a file this convention read (even refused), in any spelling the script gave
    it (``spelled``: before a ``cd``, absolute), is its own business. An interpreter fed a
    heredoc (``fed``: ``python3 - <<'PY'``) is weighed as given its program inline, after
    the script's other commands (``python3 -c 'open("b.py", "w")...'``)."""
    if not result.status.usable:
        return
    text = answer.text
    parts: list[str] = []
    pos = answer.start
    for heredoc in heredocs:
        if heredoc.body < pos:
            continue
        parts += [text[pos : heredoc.body], _blank_lines(text[heredoc.body : heredoc.end])]
        pos = heredoc.end
    parts.append(text[pos:])
    read = {block.fields["PATH"] for block in blocks if "PATH" in block.fields} | spelled
    for rule in SCRIPT_WRITES:
        rule(answer, answer.start, "".join(parts), result, read)
        for at, program in fed:
            rule(answer, at, " ".join(_as_typed(word) for word in program.words), result, read)


def _as_typed(word: Word) -> str:
    """``word`` as the shell reads it back: quoted, expanded (``"..."``) when not literal."""
    if word.literal:
        return shlex.quote(word.text)
    return '"' + re.sub(r'(["\\])', r"\\\1", word.text) + '"'


#: How a script's other commands are weighed: :func:`.runs.say_script_writes`, put here by
#: the conventions package (``runs`` reads commands with this module, so importing it here
#: would be an import circle; the package wires the two once, at import).
SCRIPT_WRITES: list[Callable[[Answer, int, str, ParseResult, set[str]], None]] = []


def _blank_lines(text: str) -> str:
    """``text`` with every line emptied, its line breaks kept."""
    return re.sub(r"[^\r\n]+", "", text)


def _block(answer: Answer, heredoc: _Heredoc, shelled: _Shelled, written: str) -> Block:
    """The block of the file ``written`` by ``heredoc``."""
    text, notes = answer.text, answer.notes
    path = relative_to_root(written, answer, heredoc.line)
    block = Block(heredoc.line, {"PATH": path}, {"PATH": heredoc.line})
    block.content_pos = heredoc.body
    block.end = heredoc.after
    content = text[heredoc.body : heredoc.end]
    if heredoc.ps2:
        content = _ps2_content(content)
    if heredoc.strip_tabs:
        content = "".join(line.lstrip("\t") for line in content.splitlines(keepends=True))
    block.content = content
    block.complete = heredoc.closed
    append = shelled.append if shelled.paths else heredoc.append
    if heredoc.loose:
        line = notes.locate(heredoc.end)[0]
        block.refusal = (
            "heredoc-delimiter",
            f"the heredoc that writes {path} (line {notes.locate(heredoc.line)[0]}) ends at "
            f"line {line}, a delimiter line with blanks around it (or, under <<-, spaces "
            "before it): the shell ends a heredoc only at the delimiter alone (<<- removes "
            "tabs only), so it writes the lines after it into the file too, and runs none of "
            "them; the file was not accepted. Write the delimiter alone at the start of its line",
        )
    elif heredoc.stray and not append:
        # (first: the lines after the real end are the file's, not commands of the script)
        block.refusal = (
            "ambiguous-heredoc",
            f"the heredoc that writes {path} (line {notes.locate(heredoc.line)[0]}) ends at "
            "a delimiter line that shows up alone again before the next command: the file "
            "probably holds that line, and it cannot be told where it ends; it was not "
            "accepted. Pick a delimiter that no line of the file is",
        )
    elif shelled.refusal is not None:
        block.refusal = shelled.refusal
    elif append:
        block.edit = "append (>>)"
    elif not heredoc.quoted and _EXPANDS.search(content):
        block.refusal = (
            "heredoc-expands",
            f"the heredoc that writes {path} (line {notes.locate(heredoc.line)[0]}) has an "
            "unquoted delimiter and a body with $, ` or \\, which the shell would expand: "
            "what it writes is not in the answer, so the file was not accepted. Quote the "
            "delimiter (<<'EOF')",
        )
    return block


HEREDOC = Convention("heredoc", Format.HEREDOC, "files", _present, _first, _open_at, _read)
