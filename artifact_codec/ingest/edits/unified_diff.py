"""Unified diffs: ``git diff``, ``diff -u``, and aider's ``@@ ... @@`` hunks.

What is read (GNU diff's unified format, git's extended headers, aider's ``udiff`` prompt in
``aider/coders/udiff_prompts.py`` and its parser in ``udiff_coder.py``):

- a file section: an optional ``diff --git a/x b/x`` line and git's extended header lines
  (``new file mode``, ``deleted file mode``, ``rename from``/``rename to``, ``index``, mode
  lines...), then ``--- a/x`` and ``+++ b/x`` (a tab and a time stamp after the name are
  dropped; C-quoted names are decoded; ``a/``/``b/`` are stripped when both sides have them),
  then hunks. ``--- /dev/null`` creates the file, ``+++ /dev/null`` deletes it;
- hunks ``@@ -12,5 +12,7 @@ heading``: their line counts decide where the body ends, so a body
  line that looks like a header (``--- x`` for a deleted line ``-- x``) is still body; a body
  that is shorter or longer than its counts is refused (``edit-malformed``), never half-read.
  The start line is a hint (``line_hint``); ``-5,0`` inserts after line 5 (``after_line``);
  the heading is the ``anchor``;
- hunks without line numbers, aider's ``@@ ... @@`` (a heading after it, ``@@ ... @@ def g():``,
  is the ``anchor`` of a hunk that has old lines, as a numbered header's is): the body ends at
  the first line that is no body line, or at the next ``---``/``+++`` pair; without
  ``---``/``+++`` the hunks belong to the file named before them (a label line, the artifact
  block, the diff before them);
- body lines ``' '`` (both sides), ``-`` (old), ``+`` (new), an empty line (an empty context
  line whose space was lost), and ``\\ No newline at end of file`` (the line before has no
  line break). A CRLF file's lines keep their CR.

Binary patches and copies cannot be expressed as operations: refused with ``edit-unsupported``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from ...diagnostics import Severity
from ...operations import Hunk, OperationKind
from .reading import (
    BlockRefused,
    EditContext,
    Lines,
    path_before,
    prose_path,
    refuse_unclear_block,
    same_file,
    unemphasized,
)

__all__ = ["NAME", "START_SIGN", "TITLE", "UnifiedDiffReader"]

NAME: Final = "unified-diff"
TITLE: Final = "unified diffs"

_NUMBERED: Final = re.compile(r"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(?: ?(.*))?")
#: A ``diff --git`` line, the first line of a git diff's file section.
_GIT: Final = "diff --git "
#: What a diff starts at, found anywhere on a line (a regular expression; the contained edits
#: check of :mod:`..edits` looks for it behind quote marks and indentation): a ``diff --git``
#: line, the start of a numbered hunk header (:data:`_NUMBERED`). (A ``---``/``+++`` pair is
#: two lines: the check looks for it itself.)
START_SIGN: Final = re.escape(_GIT) + r"|@@ -\d"
#: A hunk header without usable numbers: ``@@ ... @@``, ``@@ @@`` (aider's udiff).
_LOOSE: Final = re.compile(r"@@[ \t](?:.*[ \t])?@@(?!@).*")
#: The heading of a hunk header without numbers: the text after its first closing ``@@``
#: (``@@ ... @@ def g():``), as the text after a numbered header's ``@@`` is.
_LOOSE_HEADING: Final = re.compile(r"@@[ \t](?:[^@\n]*?[ \t])?@@(?!@)[ \t]*(?P<heading>.*)")
_GIT_HEADER: Final = (
    "old mode ",
    "new mode ",
    "similarity index ",
    "dissimilarity index ",
    "index ",
    "new file mode ",
    "deleted file mode ",
    "rename from ",
    "rename to ",
    "copy from ",
    "copy to ",
    "Binary files ",
    "GIT binary patch",
)
_DEV_NULL: Final = "/dev/null"
#: GNU diff's line for two binary files that differ (``diff -r``), alone on its line.
_BINARY_FILES: Final = re.compile(r"Binary files (\S.*?) and (\S.*) differ")
_ESCAPES: Final = {"a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v", "f": "\f", "r": "\r"}


@dataclass
class _Section:
    """What a file section's headers say."""

    pos: int
    git_paths: tuple[str, str] | None = None
    old: str | None = None
    new: str | None = None
    created: bool = False
    deleted: bool = False
    rename_from: str | None = None
    rename_to: str | None = None
    unsupported: str | None = None
    #: The ``+x`` bit a mode header sets or clears (``new mode``, ``new file mode 100755``).
    mode_change: str | None = None
    #: The ``---``/``+++`` name that the ``diff --git`` line does not give, and the one it does.
    names_differ: tuple[str, str] | None = None
    old_mode: str | None = None
    hunks: list[Hunk] = field(default_factory=list)
    creates_content: list[str] = field(default_factory=list)


class UnifiedDiffReader:
    """Reads the unified diffs of one region, one file section (or run of hunks) per
    :meth:`read`."""

    name: Final = NAME
    title: Final = TITLE

    def __init__(self, context: EditContext) -> None:
        self.context = context
        self.last_path = context.default_path  # the file of hunks that name none

    def starts(self, line: str, lines: Lines, index: int) -> bool:
        """Whether line ``index`` starts a diff: ``diff --git``, a ``---``/``+++`` pair, or a
        hunk header."""
        if line.startswith(_GIT):
            return True
        if line.startswith("Binary files ") and _BINARY_FILES.fullmatch(line):
            return True  # GNU `diff -r` says so, without a header before it
        if line.startswith("--- "):
            return index + 1 < len(lines) and lines.at(index + 1).startswith("+++ ")
        return line.startswith("@@") and _is_hunk_header(line)

    def read(self, lines: Lines, index: int, floor: int) -> int:
        """Read the file section (or the run of hunks without file headers) at ``index``;
        return the line after it."""
        self.context.found[NAME] += 1
        if lines.at(index).startswith("@@"):
            return self._headerless(lines, index, floor)
        return self._section(lines, index, floor)

    # -- a file section --------------------------------------------------------------------

    def _section(self, lines: Lines, index: int, floor: int = 0) -> int:
        section = _Section(lines.start(index))
        at = index
        binary = _BINARY_FILES.fullmatch(lines.at(at))
        if binary is not None:
            section.old, section.new = binary.group(1), binary.group(2)
            section.unsupported = "a binary patch"
            self._finish(section, self._path_of(section))
            return at + 1
        if lines.at(at).startswith("diff --git "):
            section.git_paths = _git_paths(lines.at(at)[len("diff --git ") :])
            at = self._git_headers(lines, at + 1, section)
        if (
            at + 1 < len(lines)
            and lines.at(at).startswith("--- ")
            and lines.at(at + 1).startswith("+++ ")
        ):
            section.old = _header_name(lines.at(at)[4:])
            section.new = _header_name(lines.at(at + 1)[4:])
            at += 2
        path = self._path_of(section)
        index_name = _index_name(lines, index, floor)
        if (
            path is not None
            and index_name is not None
            and not any(
                same_file(index_name, name) for name in (path, section.old, section.new) if name
            )
        ):
            # svn's (and `diff` wrappers') "Index: NAME" line names the file too: two names,
            # two files; refused as a disagreeing 'diff --git' line is.
            self.context.refuse(
                NAME,
                path,
                "diff-names-differ",
                f"the diff's 'Index:' line names {index_name} and its '---'/'+++' lines name "
                f"{path}: which file is meant is not clear, and nothing of it was read. Write "
                "the same name on the 'Index:', '---' and '+++' lines",
                section.pos,
                also=(index_name,),
            )
            return self._skip_hunks(lines, at, path)
        if path is not None and refuse_unclear_block(
            self.context, NAME, (path,), "a unified diff", lines, index, floor
        ):
            return self._skip_hunks(lines, at, path)
        try:
            while at < len(lines) and _is_hunk_header(lines.at(at)):
                hunk, at = self._hunk(lines, at, path)
                if hunk is not None:
                    section.hunks.append(hunk)
        except BlockRefused as refused:
            self.context.refuse(NAME, path, refused.code, refused.message, refused.pos)
            return refused_end(lines, at)
        self._finish(section, path)
        return at

    def _skip_hunks(self, lines: Lines, at: int, path: str) -> int:
        """The line after the hunks at ``at`` of a section refused whole (read, not kept)."""
        while at < len(lines) and _is_hunk_header(lines.at(at)):
            try:
                _, at = self._hunk(lines, at, path)
            except BlockRefused:
                return refused_end(lines, at)
        return at

    def _git_headers(self, lines: Lines, at: int, section: _Section) -> int:
        while at < len(lines):
            line = lines.at(at)
            if not line.startswith(_GIT_HEADER):
                break
            if line.startswith("new file mode "):
                section.created = True
                if _executable(line[len("new file mode ") :]):
                    section.mode_change = "created executable (new file mode 100755)"
            elif line.startswith("old mode "):
                section.old_mode = line[len("old mode ") :].strip()
            elif line.startswith("new mode "):
                mode = line[len("new mode ") :].strip()
                if section.old_mode is None or _executable(section.old_mode) != _executable(mode):
                    old_mode = section.old_mode or "?"
                    section.mode_change = f"its mode changed ({old_mode} -> {mode})"
            elif line.startswith("deleted file mode "):
                section.deleted = True
            elif line.startswith("rename from "):
                section.rename_from = _header_name(line[len("rename from ") :])
            elif line.startswith("rename to "):
                section.rename_to = _header_name(line[len("rename to ") :])
            elif line.startswith("copy "):
                section.unsupported = "a copy (copy from/copy to)"
            elif line.startswith(("Binary files ", "GIT binary patch")):
                section.unsupported = "a binary patch"
                at += 1
                if line.startswith("GIT binary patch"):  # base85 lines up to a blank line
                    while at < len(lines) and lines.at(at).strip():
                        at += 1
                continue
            at += 1
        return at

    def _path_of(self, section: _Section) -> str | None:
        old, new = section.old, section.new
        if old is not None and new is not None:
            if old != _DEV_NULL and new != _DEV_NULL:
                if old.startswith("a/") and new.startswith("b/"):
                    old, new = old[2:], new[2:]
            elif old == _DEV_NULL and new.startswith("b/"):
                new = new[2:]
            elif new == _DEV_NULL and old.startswith("a/"):
                old = old[2:]
            if section.git_paths is not None:
                old, new = _strip_git_prefix(section.old), _strip_git_prefix(section.new)
                given = tuple(map(_strip_git_prefix, section.git_paths))
                for name, meant in ((old, given[0]), (new, given[1])):
                    if name != _DEV_NULL and name != meant and section.names_differ is None:
                        section.names_differ = (name, meant)
            section.old, section.new = old, new
            if (
                _DEV_NULL not in (old, new)
                and section.git_paths is None
                and section.rename_from is None
                and old.removeprefix("a/") != new.removeprefix("b/")
            ):
                # Two names and nothing that says which is meant: GNU patch edits the old
                # one, git the new one. The rule here is git's, and the warning names the
                # other reading (a rename needs git's 'rename from'/'rename to' lines).
                self.context.notes.add(
                    "diff-names-differ",
                    Severity.WARNING,
                    f"the diff names {old} on its '---' line and {new} on its '+++' line, "
                    f"without git's rename headers: it was read as an edit of {new} (as git "
                    f"reads it), not of {old} (as GNU patch reads it) and not as a rename. "
                    "Write the same name on both lines, or a 'diff --git' with 'rename from' "
                    "and 'rename to' lines for a rename",
                    section.pos,
                )
            if old == _DEV_NULL:
                section.created = True
            if new == _DEV_NULL:
                section.deleted = True
            path = new if new != _DEV_NULL else old
        elif section.git_paths is not None:
            path = _strip_git_prefix(section.git_paths[1])
        else:
            path = None
        if section.rename_from is not None:
            path = section.rename_from
        if path is not None and path != _DEV_NULL:
            self.last_path = section.rename_to or path
            return path
        return None

    def _finish(self, section: _Section, path: str | None) -> None:
        context = self.context
        if path is None:
            context.refuse(
                NAME,
                None,
                "edit-no-path",
                "a diff names no file: write '--- a/path' and '+++ b/path' lines before its hunks",
                section.pos,
            )
            return
        if section.unsupported is not None:
            context.refuse(
                NAME,
                path,
                "edit-unsupported",
                f"the diff of {path} is {section.unsupported}, which cannot be applied as a "
                f"text edit; nothing of {path} was read. Send text files as text",
                section.pos,
            )
            return
        if section.names_differ is not None:
            # git refuses such a patch ("inconsistent"): which file is meant is not clear.
            named, meant = section.names_differ
            context.refuse(
                NAME,
                path,
                "diff-names-differ",
                f"the diff's 'diff --git' line names {meant} and its '---'/'+++' lines name "
                f"{named}: which file is meant is not clear, and nothing of it was read. "
                "Write the same names on the 'diff --git', '---' and '+++' lines",
                section.pos,
            )
            return
        if section.mode_change is not None:
            context.refuse(
                NAME,
                path,
                "edit-unsupported",
                f"the diff of {path} changes whether it is executable: {section.mode_change}; "
                "an edit changes lines, not file modes, so nothing of it was read. Send the "
                "diff without the mode lines, and say which mode the file needs in prose",
                section.pos,
            )
            return
        if section.created:
            if any(hunk.old for hunk in section.hunks):
                context.refuse(
                    NAME,
                    path,
                    "edit-malformed",
                    f"the diff creates {path} (from /dev/null) but its hunks have old lines "
                    f"('-' or ' '); nothing of {path} was read. A new file's diff has only "
                    "'+' lines",
                    section.pos,
                )
                return
            content = "".join(hunk.new for hunk in section.hunks)
            context.add(NAME, OperationKind.CREATE, path, section.pos, content=content)
            return
        if section.deleted:
            # The '-' lines say what the file holds: they are removed first (an edit, placed by
            # the matching ladder like any other), and the applier deletes the file only when
            # nothing is left (as git refuses a deletion whose lines are not the file), so a
            # file the model did not know is never deleted.
            removals = tuple(hunk for hunk in section.hunks if hunk.old)
            if removals:
                context.add(NAME, OperationKind.EDIT, path, section.pos, hunks=removals)
            context.add(NAME, OperationKind.DELETE, path, section.pos)
            return
        hunks = tuple(section.hunks)
        if section.rename_to is not None and section.rename_to != path:
            context.add(
                NAME,
                OperationKind.RENAME,
                path,
                section.pos,
                new_path=section.rename_to,
                hunks=hunks,
            )
            return
        if not hunks:
            context.notes.add(
                "edit-empty",
                Severity.INFO,
                f"the diff of {path} changes no line (a mode change, or no hunk); it was ignored",
                section.pos,
            )
            return
        context.add(NAME, OperationKind.EDIT, path, section.pos, hunks=hunks)

    # -- hunks without file headers (aider's udiff under a file name) ----------------------

    def _headerless(self, lines: Lines, index: int, floor: int) -> int:
        context = self.context
        pos = lines.start(index)
        label = path_before(lines, index, floor)
        path = label[0] if label is not None else self.last_path
        prose = prose_path(lines, index, floor) if label is None and path is not None else None
        if prose is not None and prose[0] != path:
            # "Now in b.py:" before hunks that inherit a.py: two readings, neither sure.
            context.refuse(
                NAME,
                None,
                "edit-no-path",
                f"diff hunks ('@@ ... @@') after the line {prose[1][:80]!r}, which names "
                f"{prose[0]}, name no file themselves; the diff before them was for {path}: "
                "write '--- path' and '+++ path' lines before them",
                pos,
            )
            path = None
        if path is not None and refuse_unclear_block(
            context, NAME, (path,), "a unified diff", lines, index, floor
        ):
            return self._skip_hunks(lines, index, path)
        hunks: list[Hunk] = []
        at = index
        try:
            while at < len(lines) and _is_hunk_header(lines.at(at)):
                hunk, at = self._hunk(lines, at, path)
                if hunk is not None:
                    hunks.append(hunk)
        except BlockRefused as refused:
            context.refuse(NAME, path, refused.code, refused.message, refused.pos)
            return refused_end(lines, at)
        if path is None:
            if prose is not None:
                return at
            context.refuse(
                NAME,
                None,
                "edit-no-path",
                "diff hunks ('@@ ... @@') name no file; write '--- path' and '+++ path' lines "
                "before them (or the path alone on the line before the diff)",
                pos,
            )
            return at
        self.last_path = path
        if hunks:
            context.add(
                NAME,
                OperationKind.EDIT,
                path,
                label[1] if label is not None else pos,
                hunks=tuple(hunks),
                merge=True,
            )
        return at

    # -- one hunk ----------------------------------------------------------------------------

    def _hunk(self, lines: Lines, index: int, path: str | None) -> tuple[Hunk | None, int]:
        header = lines.at(index)
        pos = lines.start(index)
        numbered = _NUMBERED.fullmatch(header)
        body = _Body()
        at = index + 1
        if numbered is None:
            at = body.read_loose(lines, at)
            context = self.context
            if (
                at == len(lines)
                and at > index + 1
                and not lines.ends_with_break(at - 1)
                and context.cut_at_end
                and context.finish != "stop"
            ):
                raise BlockRefused(
                    "edit-truncated",
                    f"a hunk of {path or 'the diff'} ends in the middle of a line at the end of "
                    "the answer: it looks cut off; nothing of it was read. Send the diff again, "
                    "complete (in a ```diff fence)",
                    pos,
                )
            if not body.changes:
                self.context.notes.add(
                    "edit-empty",
                    Severity.INFO,
                    f"a hunk of {path or 'the diff'} changes no line; it was ignored",
                    pos,
                )
                return None, at
            old = body.old_text()
            heading = _LOOSE_HEADING.fullmatch(header)
            # (the heading names the scope the lines stand in, as git's does: it picks among
            # places of the old text; lines inserted with no old text are not placed by it,
            # as the heading's line is not the line they follow)
            loose_anchor = heading.group("heading").strip() or None if heading and old else None
            return self.context.hunk(old, body.new_text(), pos, anchor=loose_anchor), at
        old_start, old_count = int(numbered.group(1)), _count(numbered.group(2))
        new_count = _count(numbered.group(4))
        anchor = (numbered.group(5) or "").strip() or None
        at = body.read_counted(lines, at, old_count, new_count)
        name = path or "the diff"
        if body.old_lines != old_count or body.new_lines != new_count:
            counts = f"-{old_start},{old_count} +{numbered.group(3)},{new_count}"
            if at >= len(lines) and self.context.cut_at_end and self.context.finish != "stop":
                raise BlockRefused(
                    "edit-truncated",
                    f"the hunk '@@ {counts} @@' of {name} has {body.old_lines} of its "
                    f"{old_count} old and {body.new_lines} of its {new_count} new lines: the "
                    f"answer was cut off inside it; nothing of {name} was read. Send the diff "
                    "again, complete",
                    pos,
                )
            raise BlockRefused(
                "edit-malformed",
                f"the hunk '@@ {counts} @@' of {name} says {old_count} old and {new_count} new "
                f"lines, but its body has {body.old_lines} old and {body.new_lines} new lines "
                f"before line {self.context.notes.locate(lines.start(at))[0]}; nothing of "
                f"{name} was read. Count the lines again (' ' and '-' lines are old, ' ' and "
                "'+' lines new), or leave the numbers out: '@@ ... @@'",
                pos,
            )
        at = body.no_newline_marker(lines, at)
        if at < len(lines) and _body_line(lines, at):
            raise BlockRefused(
                "edit-malformed",
                f"the hunk '@@ -{old_start},{old_count} +{numbered.group(3)},{new_count} @@' "
                f"of {name} has more lines than its counts say (from line "
                f"{self.context.notes.locate(lines.start(at))[0]}); nothing of {name} was "
                "read. Count the lines again, or leave the numbers out: '@@ ... @@'",
                lines.start(at),
            )
        if old_count == 0:
            hunk = self.context.hunk("", body.new_text(), pos, anchor=anchor, after_line=old_start)
        else:
            hunk = self.context.hunk(
                body.old_text(),
                body.new_text(),
                pos,
                anchor=anchor,
                line_hint=old_start if old_start >= 1 else None,
            )
        if not body.changes:
            return None, at
        return hunk, at


class _Body:
    """The lines of one hunk's body, sorted into the old and the new side."""

    def __init__(self) -> None:
        self.old: list[str] = []
        self.new: list[str] = []
        self.old_lines = self.new_lines = 0
        self.changes = False
        self._last = ""  # the side(s) of the last body line: " ", "-" or "+"

    def old_text(self) -> str:
        return "".join(self.old)

    def new_text(self) -> str:
        return "".join(self.new)

    def take(self, lines: Lines, at: int) -> bool:
        """Take line ``at`` if it is a body line; False when it is not."""
        raw = lines.raw(at, at + 1)
        if not raw.endswith("\n"):
            raw += "\n"  # the last line of the answer: the break is the diff's, not the file's
        first = raw[0]
        if first == "\\":
            self._no_newline()
            return True
        if first in "\r\n":  # an empty line: a context line whose space was lost
            text, first = raw, " "
        elif first in " -+":
            text = raw[1:]
        else:
            return False
        if first != "+":
            self.old.append(text)
            self.old_lines += 1
        if first != "-":
            self.new.append(text)
            self.new_lines += 1
        self.changes = self.changes or first != " "
        self._last = first
        return True

    def _no_newline(self) -> None:
        for side, wanted in ((self.old, "+"), (self.new, "-")):
            if self._last != wanted and side and side[-1].endswith("\n"):
                side[-1] = side[-1][:-1]

    def read_counted(self, lines: Lines, at: int, old_count: int, new_count: int) -> int:
        while at < len(lines) and (self.old_lines < old_count or self.new_lines < new_count):
            if not self.take(lines, at):
                break
            at += 1
        return at

    def no_newline_marker(self, lines: Lines, at: int) -> int:
        if at < len(lines) and lines.at(at).startswith("\\"):
            self._no_newline()
            return at + 1
        return at

    def read_loose(self, lines: Lines, at: int) -> int:
        """Body lines up to the first line that is none, the next hunk or a file header; an
        empty line counts only when more body follows it."""
        last_kept = at
        while at < len(lines):
            line = lines.at(at)
            if _is_hunk_header(line) or _next_file(lines, at) or line.startswith("diff --git "):
                break
            if not line:
                at += 1  # decided by what follows
                continue
            if line[0] not in " -+\\":
                break
            if at > last_kept and line.startswith("+ ") and _bullets_to_end(lines, at):
                raise BlockRefused(
                    "edit-ambiguous",
                    f"a hunk without line numbers goes on after an empty line (answer line "
                    f"{lines.index_of(lines.start(last_kept)) + 1}) with lines that start with "
                    "'+ ' only: a Markdown list after the diff, or lines it adds after an "
                    "empty line? Give the hunk its line numbers, or end the diff before prose",
                    lines.start(last_kept),
                )
            for blank in range(last_kept, at):  # the empty lines before it were context
                self.take(lines, blank)
            self.take(lines, at)
            at += 1
            last_kept = at
        return last_kept


def _bullets_to_end(lines: Lines, at: int) -> bool:
    """Whether the lines from ``at`` to the end of the body all start with ``+ `` (a
    Markdown bullet list reads so): nothing but a blank line or prose follows them."""
    while at < len(lines) and lines.at(at).startswith("+ "):
        at += 1
    return at == len(lines) or not lines.at(at) or lines.at(at)[0] not in " -+\\"


def _body_line(lines: Lines, at: int) -> bool:
    """Whether line ``at`` (after a complete hunk) still looks like a body line."""
    line = lines.at(at)
    if not line or line[0] not in " -+":
        return False
    return not _file_header(lines, at)


def _next_file(lines: Lines, at: int) -> bool:
    """Whether line ``at`` of a hunk without line numbers starts the next file: a ``---`` and
    ``+++`` pair naming one file (or /dev/null) with a hunk header after it. Anything else is
    body: the deleted line ``-- x`` and the added ``++ y`` are written ``--- x`` and
    ``+++ y``."""
    if not _file_header(lines, at) or at + 2 >= len(lines):
        return False
    if not _is_hunk_header(lines.at(at + 2)):
        return False
    old, new = _header_name(lines.at(at)[4:]), _header_name(lines.at(at + 1)[4:])
    if _DEV_NULL in (old, new):
        return True
    return _strip_git_prefix(old) == _strip_git_prefix(new) or old == new


def _file_header(lines: Lines, at: int) -> bool:
    return (
        lines.at(at).startswith("--- ")
        and at + 1 < len(lines)
        and lines.at(at + 1).startswith("+++ ")
    )


def refused_end(lines: Lines, at: int) -> int:
    """Where reading goes on after a refused hunk: past the lines that look like diff."""
    at += 1
    while at < len(lines):
        line = lines.at(at)
        if line.startswith(("diff --git ", "--- ")) or not line or line[0] not in " -+\\@":
            break
        at += 1
    return at


def _is_hunk_header(line: str) -> bool:
    return line.startswith("@@") and (
        _NUMBERED.fullmatch(line) is not None or _LOOSE.fullmatch(line) is not None
    )


def _count(group: str | None) -> int:
    return 1 if group is None else int(group)


def _header_name(raw: str) -> str:
    """The file name on a ``---``/``+++``/``rename`` line: a C-quoted name decoded, a tab and
    what follows it (a time stamp) dropped."""
    raw = raw.strip()
    if raw.startswith('"'):
        name, _ = _unquote(raw)
        return name
    return raw.split("\t", 1)[0].strip()


def _unquote(raw: str) -> tuple[str, int]:
    """A C-quoted string at the start of ``raw`` (git quotes names with unusual characters),
    and where it ends. Octal escapes are bytes of UTF-8."""
    out = bytearray()
    at = 1
    while at < len(raw) and raw[at] != '"':
        char = raw[at]
        if char == "\\" and at + 1 < len(raw):
            following = raw[at + 1]
            if following in "01234567":
                digits = re.match(r"[0-7]{1,3}", raw[at + 1 :])
                assert digits is not None
                out.append(int(digits.group(), 8) & 0xFF)
                at += 1 + len(digits.group())
                continue
            out.extend(_ESCAPES.get(following, following).encode())
            at += 2
            continue
        out.extend(char.encode())
        at += 1
    return out.decode("utf-8", "replace"), at + 1


#: svn's header line, and the line of "=" under it.
#: Read with the line's emphasis taken off (``**Index: app.py**``); any white space after the
#: colon.
_INDEX_LINE: Final = re.compile(r"Index:[ \t]+(?P<name>\S.*?)[ \t]*")
#: Lines that may stand between it and the '---' line: a rule of '=', blank lines, a fence line
#: (with any info string: ``~~~ diff``, ```` ```diff title=app ````).
_INDEX_GAP_LINE: Final = re.compile(r"={3,}[ \t]*|[ \t]*|[ \t]{0,3}(?:`{3,}[^`]*|~{3,}.*)")
_INDEX_GAP: Final = 3


def _index_name(lines: Lines, index: int, floor: int) -> str | None:
    """The name on an ``Index: NAME`` line above the ``---`` line ``index`` (not above line
    ``floor``), through a rule of ``=``, blank lines and a fence line between them (at most
    :data:`_INDEX_GAP` lines); backslashes read as slashes (svn on Windows writes them). None
    without one."""
    at = index - 1
    while at >= max(floor, index - 1 - _INDEX_GAP) and _INDEX_GAP_LINE.fullmatch(lines.at(at)):
        at -= 1
    if at < floor:
        return None
    found = _INDEX_LINE.fullmatch(unemphasized(lines.at(at)))
    if found is None:
        return None
    return _header_name(found.group("name")).replace("\\", "/")


def _git_paths(rest: str) -> tuple[str, str] | None:
    """The two names of a ``diff --git`` line (quoted, or split where both halves agree)."""
    rest = rest.strip()
    if rest.startswith('"'):
        first, end = _unquote(rest)
        second = rest[end:].strip()
        return first, _unquote(second)[0] if second.startswith('"') else second
    candidates = [m.start() for m in re.finditer(r" b/", rest)]
    for at in candidates:
        if rest[:at].removeprefix("a/") == rest[at + 3 :]:
            return rest[:at], rest[at + 1 :]
    if candidates:
        return rest[: candidates[0]], rest[candidates[0] + 1 :]
    return None


def _executable(mode: str) -> bool:
    """Whether a git mode (``100755``) has an executable bit."""
    try:
        return int(mode.strip(), 8) & 0o111 != 0
    except ValueError:
        return False


def _strip_git_prefix(name: str | None) -> str:
    if name is None:
        return ""
    if name != _DEV_NULL and name[:2] in ("a/", "b/"):
        return name[2:]
    return name
