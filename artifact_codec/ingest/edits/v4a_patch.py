"""Codex's V4A patches: ``*** Begin Patch`` ... ``*** End Patch``.

The shape, as Codex's ``apply_patch`` tool instructions describe it and its parser
(``codex-rs/apply-patch/src/parser.rs``) reads it::

    *** Begin Patch
    *** Add File: hello.txt
    +Hello world
    *** Update File: src/app.py
    *** Move to: src/main.py
    @@ def greet():
    -print("Hi")
    +print("Hello, world!")
    *** Delete File: obsolete.txt
    *** End Patch

- marker lines may have blanks around them (Codex trims them);
- ``*** Add File: path``: every following ``+`` line is a line of the new file (a ``create``);
- ``*** Delete File: path``: a ``delete``;
- ``*** Update File: path``, optionally ``*** Move to: new/path`` (a ``rename``), then chunks:
  each starts with ``@@`` or ``@@ scope line`` (the first may start without one), then
  ``' '`` (context), ``-`` (old), ``+`` (new) lines; an empty line is an empty context line;
  consecutive ``@@`` lines are nested scopes (outer first); ``*** End of File`` says the
  chunk ends at the end of the file. One chunk is one hunk: its context and ``-`` lines are
  the old text, its context and ``+`` lines the new one, its ``@@`` lines the anchor;
- prose before ``*** Begin Patch`` and after ``*** End Patch`` is not part of it (a shell
  here-document around it, ``apply_patch <<'EOF'``, is prose too).

A patch without ``*** End Patch`` was cut off: its last section is dropped (the others were
followed by another section, so they are complete), with an ``edit-truncated`` error; when the
model said it stopped by itself, the patch only lacks its last line (a warning). A line the
format does not allow refuses its section (``edit-malformed``).
"""

from __future__ import annotations

import re
from typing import Final

from ...diagnostics import Severity
from ...operations import Hunk, OperationKind
from .reading import BlockRefused, EditContext, Lines, refuse_unclear_block

__all__ = ["NAME", "START_SIGN", "TITLE", "PatchReader"]

NAME: Final = "v4a-patch"
TITLE: Final = "a Codex *** Begin Patch patch"

_BEGIN: Final = "*** Begin Patch"
_END: Final = "*** End Patch"
_ADD: Final = "*** Add File:"
_DELETE: Final = "*** Delete File:"
_UPDATE: Final = "*** Update File:"
_MOVE: Final = "*** Move to:"
_END_OF_FILE: Final = "*** End of File"
#: The headers of a patch's sections: a patch whose ``*** Begin Patch`` line is missing
#: starts at its first one (at the margin).
_HEADERS: Final = (_ADD, _UPDATE, _DELETE)
#: What a patch block starts at, found anywhere on a line (a regular expression; the contained
#: edits check of :mod:`..edits` looks for it behind quote marks and indentation).
START_SIGN: Final = "|".join(
    re.escape(sign) + (r"\b" if sign == _BEGIN else "") for sign in (_BEGIN, *_HEADERS)
)


class PatchReader:
    """Reads the V4A patches of one region, one patch per :meth:`read`."""

    name: Final = NAME
    title: Final = TITLE

    def __init__(self, context: EditContext) -> None:
        self.context = context
        self.patches = 0
        self.ended = True  # whether the patch being read has its end line
        self.not_bullet = -1  # the first line found that is no '+ ' line (see _bullets)
        #: The last look for a patch's end line (see _end): the line it started at, the first
        #: '*** End Patch' or '*** Begin Patch' line after it, the last padded end line before.
        self.marker = (0, -1, -1)

    def starts(self, line: str, lines: Lines, index: int) -> bool:
        """Whether ``line`` (line ``index``) is ``*** Begin Patch``, or a section header at
        the margin outside a patch (a patch without its begin line, see :meth:`read`)."""
        if "Begin Patch" in line and line.strip() == _BEGIN:
            return True
        return line.startswith(_HEADERS) and bool(line.partition(":")[2].strip())

    def read(self, lines: Lines, index: int, floor: int) -> int:
        """Read the patch that begins at line ``index``; return the line after it. A patch
        without its ``*** Begin Patch`` line (it starts at a section header) is read when its
        end line or its first section's lines say it is one (a ``patch-begin-missing``
        warning), else refused: a header line alone may be prose about the format."""
        if lines.at(index).strip() == _BEGIN:
            return self._read(lines, index, floor, index + 1)
        context = self.context
        header = lines.at(index).strip()
        path = header.partition(":")[2].strip()
        pos = lines.start(index)
        if not self._headless_clear(lines, index):
            context.found[NAME] += 1
            context.refuse(
                NAME,
                path,
                "patch-begin-missing",
                f"the line {header[:80]!r} is a patch section header without the patch's "
                f"'{_BEGIN}' line, and neither '{_END}' nor the section's lines follow it: "
                f"nothing of {path} was read. Send the patch whole, from '{_BEGIN}' to '{_END}'",
                pos,
            )
            return index + 1
        context.notes.add(
            "patch-begin-missing",
            Severity.WARNING,
            f"the patch that starts at line {context.notes.locate(pos)[0]} ({header[:80]!r}) "
            f"has no '{_BEGIN}' line; it was read from there. Begin each patch with '{_BEGIN}'",
            pos,
        )
        return self._read(lines, index, floor, index)

    def _read(self, lines: Lines, index: int, floor: int, first: int) -> int:
        """Read the patch that begins at line ``index``, its first section at line ``first``;
        return the line after it."""
        context = self.context
        context.found[NAME] += 1
        self.patches += 1
        if self.patches == 2:
            context.notes.add(
                "edit-several-patches",
                Severity.WARNING,
                "the answer holds more than one '*** Begin Patch' patch; all were read, in "
                "order. If an earlier one was a draft, send only the final patch",
                lines.start(index),
            )
        end, ended = self._end(lines, index)
        self.ended = ended
        sections, stop = self._sections(lines, first, end, ended=ended)
        refuse_unclear_block(
            context, NAME, [path for path, _ in sections], "a V4A patch", lines, index, floor
        )
        if ended:
            return end + 1
        cut = context.finish != "stop" and stop == len(lines) and context.cut_at_end
        if cut and sections:
            last_path, last_pos = sections[-1]
            context.refuse(
                NAME,
                last_path,
                "edit-truncated",
                f"the patch has no '{_END}' line: the answer was cut off in the section for "
                f"{last_path}, which was not read. Send the patch again, complete, ending with "
                f"'{_END}'",
                last_pos,
            )
        elif cut:
            context.notes.add(
                "edit-truncated",
                Severity.ERROR,
                f"the patch has no '{_END}' line: the answer was cut off before its first "
                "section. Send the patch again, complete",
                lines.start(index),
            )
        else:
            context.notes.add(
                "patch-end-missing",
                Severity.WARNING,
                f"the patch has no '{_END}' line; it was read up to line "
                f"{context.notes.locate(lines.start(stop - 1))[0]}. End each patch with "
                f"'{_END}'",
                lines.start(stop - 1),
            )
        return stop

    def _headless_clear(self, lines: Lines, index: int) -> bool:
        """Whether the section header at line ``index`` (no ``*** Begin Patch`` line above it)
        surely starts a patch: its section's own lines follow it (an update's ``@@``, ``-``
        or ``+`` line, after its ``*** Move to:`` line if any; an added file's ``+`` line),
        or a ``*** End Patch`` line follows before any ``*** Begin Patch``."""
        header = lines.at(index)
        at = index + 1
        if header.startswith(_UPDATE) and at < len(lines) and lines.at(at).startswith(_MOVE):
            at += 1
        if at < len(lines) and not header.startswith(_DELETE):
            line = lines.at(at)
            if line.startswith("+") or (
                header.startswith(_UPDATE) and line.startswith(("@@", "-"))
            ):
                return True
        return self._end(lines, index)[1]

    def _end(self, lines: Lines, index: int) -> tuple[int, bool]:
        """The end line of the patch that begins at line ``index`` (the first ``*** End
        Patch`` or ``*** Begin Patch`` line after it, or the end of the region), and whether
        it has one. The lines are looked at once for all the patches of a region: a patch
        that begins before the line found last has the same end."""
        start, found, padded = self.marker
        if not start <= index < found:
            found = index + 1
            padded = -1  # the last " *** End Patch" line (a chunk's context line, or the end)
            while found < len(lines) and not _marker(lines.at(found), (_END, _BEGIN)):
                if lines.at(found).strip() == _END:
                    padded = found
                found += 1
            self.marker = (index, found, padded)
        if found < len(lines) and lines.at(found).strip() == _END:
            return found, True
        if padded > index:
            # Codex trims the last line of a patch: a padded end line is the end when no other
            # one follows.
            return padded, True
        return found, False

    def _sections(
        self, lines: Lines, first: int, end: int, *, ended: bool
    ) -> tuple[list[tuple[str, int]], int]:
        """Read the sections between ``first`` and ``end``; return each one's path and place
        (those read and those refused), and where reading stopped (before ``end`` only when
        a patch without end line is followed by prose)."""
        context = self.context
        seen: list[tuple[str, int]] = []
        at = first
        while at < end:
            line = lines.at(at).strip()
            pos = lines.start(at)
            if not line:
                at += 1
                continue
            if line.startswith(_ADD):
                path = line[len(_ADD) :].strip()
                seen.append((path, pos))
                at = self._add(lines, at + 1, end, path, pos)
            elif line.startswith(_DELETE):
                path = line[len(_DELETE) :].strip()
                seen.append((path, pos))
                context.add(NAME, OperationKind.DELETE, path, pos)
                at += 1
            elif line.startswith(_UPDATE):
                path = line[len(_UPDATE) :].strip()
                seen.append((path, pos))
                try:
                    at = self._update(lines, at + 1, end, path, pos)
                except BlockRefused as refused:
                    context.refuse(NAME, path, refused.code, refused.message, refused.pos)
                    at = _next_section(lines, at + 1, end)
            elif not ended and seen:
                return seen, at  # prose after a patch that never ended
            else:
                owner = seen[-1][0] if seen else None
                context.refuse(
                    NAME,
                    owner,
                    "edit-malformed",
                    f"the line {line[:60]!r} is not part of a patch: a section starts with "
                    f"'{_ADD} path', '{_UPDATE} path' or '{_DELETE} path'"
                    + (f"; nothing of {owner} was read" if owner else ""),
                    pos,
                )
                at = _next_section(lines, at + 1, end)
        return seen, end

    def _add(self, lines: Lines, at: int, end: int, path: str, pos: int) -> int:
        content: list[str] = []
        kept = at  # after the last '+' line
        while at < end:
            raw = lines.raw(at, at + 1)
            if raw.startswith("+"):
                for blank in range(kept, at):  # an empty line between '+' lines lost its '+'
                    content.append(lines.raw(blank, blank + 1))
                content.append(raw[1:] if raw.endswith("\n") else raw[1:] + "\n")
                at += 1
                kept = at
            elif not lines.at(at).strip():
                at += 1
            else:
                break
        self.context.add(NAME, OperationKind.CREATE, path, pos, content="".join(content))
        return kept

    def _update(self, lines: Lines, at: int, end: int, path: str, pos: int) -> int:
        context = self.context
        new_path = None
        if at < end and lines.at(at).strip().startswith(_MOVE):
            new_path = lines.at(at).strip()[len(_MOVE) :].strip()
            at += 1
        hunks: list[Hunk] = []
        while at < end:
            line = lines.at(at)
            if not line.strip():
                at += 1
                continue
            if line.startswith("*") or (not self.ended and _fence(line)):
                break  # the next section (or a line the section loop refuses or stops at)
            hunk, at = self._chunk(lines, at, end, path, first=not hunks)
            if hunk is not None:
                hunks.append(hunk)
        if new_path is not None:
            context.add(
                NAME, OperationKind.RENAME, path, pos, new_path=new_path, hunks=tuple(hunks)
            )
        elif hunks:
            context.add(NAME, OperationKind.EDIT, path, pos, hunks=tuple(hunks))
        else:
            context.notes.add(
                "edit-empty",
                Severity.INFO,
                f"the update of {path} changes no line; it was ignored",
                pos,
            )
        return at

    def _bullets(self, lines: Lines, at: int, end: int) -> bool:
        """Whether the lines from ``at`` to ``end`` all start with ``+ `` or are empty. The
        first line that does not is remembered: each line is looked at once per patch."""
        if at < self.not_bullet:
            return False
        for index in range(at, end):
            line = lines.at(index)
            if line and not line.startswith("+ "):
                self.not_bullet = index
                return False
        return True

    def _chunk(
        self, lines: Lines, at: int, end: int, path: str, *, first: bool
    ) -> tuple[Hunk | None, int]:
        pos = lines.start(at)
        anchors: list[str] = []
        headed = False
        while at < end and lines.at(at).rstrip().startswith("@@"):
            scope = lines.at(at).rstrip()
            if scope != "@@" and not scope.startswith("@@ "):
                raise BlockRefused(
                    "edit-malformed",
                    f"the line {scope[:60]!r} in the update of {path} is not a chunk header "
                    f"('@@' or '@@ scope line'); nothing of {path} was read",
                    lines.start(at),
                )
            if scope[3:].strip():
                anchors.append(scope[3:])  # as written: its indentation helps to find it
            headed = True
            at += 1
        if not headed and not first:
            raise BlockRefused(
                "edit-malformed",
                f"a chunk in the update of {path} does not start with '@@' (line "
                f"{self.context.notes.locate(pos)[0]}: {lines.at(at)[:60]!r}); nothing of "
                f"{path} was read. Start each chunk with '@@'",
                pos,
            )
        old: list[str] = []
        new: list[str] = []
        changes = at_end = False
        body_end = at  # after the last line that is not an empty line
        pending: list[str] = []  # empty lines, context only if more body follows
        while at < end:
            line = lines.at(at)
            if line.rstrip() == _END_OF_FILE:
                at_end = True
                at += 1
                body_end = at
                pending = []
                break
            if line.startswith(("@@", "*")) or (not self.ended and _fence(line)):
                break
            raw = lines.raw(at, at + 1)
            if not raw.endswith("\n"):
                raw += "\n"
            if not line:
                pending.append(raw)
                at += 1
                continue
            kind = raw[0]
            if kind not in " +-":
                raise BlockRefused(
                    "edit-malformed",
                    f"the line {line[:60]!r} in the update of {path} starts with neither ' ', "
                    f"'+', '-' nor '@@'; nothing of {path} was read. Start every line of a "
                    "chunk with ' ' (unchanged), '-' (removed) or '+' (added)",
                    lines.start(at),
                )
            if (
                pending
                and not self.ended
                and line.startswith("+ ")
                and self._bullets(lines, at, end)
            ):
                # No end line says where the patch stops: an empty line, then only '+ '
                # lines to the end reads as a Markdown list after it as much as added lines.
                raise BlockRefused(
                    "edit-ambiguous",
                    f"the patch has no '{_END}' line, and the chunk for {path} goes on after "
                    "an empty line with lines that start with '+ ' only: a Markdown list "
                    f"after the patch, or added lines? End the patch with '{_END}'",
                    lines.start(at),
                )
            old.extend(pending)
            new.extend(pending)
            pending = []
            if kind != "+":
                old.append(raw[1:])
            if kind != "-":
                new.append(raw[1:])
            changes = changes or kind != " "
            at += 1
            body_end = at
        if not changes:
            self.context.notes.add(
                "edit-empty",
                Severity.INFO,
                f"a chunk in the update of {path} changes no line; it was ignored",
                pos,
            )
            return None, body_end
        hunk = self.context.hunk(
            "".join(old),
            "".join(new),
            pos,
            anchor="\n".join(anchors) or None,
            at_end=at_end,
        )
        return hunk, body_end


def _marker(line: str, markers: tuple[str, ...]) -> bool:
    """Whether ``line`` is one of the patch's own marker lines (blanks around it allowed; a
    line of a chunk starts with ' ', '+' or '-' and is never one)."""
    return line[:1] not in (" ", "+", "-") and line.strip() in markers


def _fence(line: str) -> bool:
    """Whether ``line`` is a Markdown code fence line: where a patch without its end line
    stops (the fence it stands in closes, or another block opens; no line of a chunk is one,
    each starts with ' ', '+' or '-')."""
    return line.startswith(("```", "~~~"))


def _next_section(lines: Lines, at: int, end: int) -> int:
    """The next line that starts a section, after a refused one."""
    while at < end:
        line = lines.at(at).strip()
        if line.startswith((_ADD, _DELETE, _UPDATE)):
            return at
        at += 1
    return end
