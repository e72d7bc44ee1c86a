"""aider's SEARCH/REPLACE blocks.

The shape, as aider's prompt asks for it and its parser reads it (``aider/coders/
editblock_prompts.py``, ``editblock_coder.py``)::

    mathweb/flask/app.py
    ```python
    <<<<<<< SEARCH
    from flask import Flask
    =======
    import math
    from flask import Flask
    >>>>>>> REPLACE
    ```

- the file's path alone on the line before the opening fence (or, in aider's "fenced"
  variant, on the line after it, right before ``<<<<<<< SEARCH``; or on the fence line itself,
  ```` ```app.py ````); a block without one belongs to the file of the block before it;
- a fence of any kind: backticks, tildes, or aider's ``<source>``, ``<code>``, ``<pre>``...;
- marker lines: 5 to 9 ``<``, ``=`` or ``>`` (aider's own tolerance), blanks around them;
- an empty SEARCH part appends to the file, or creates it when it does not exist;
- the ``=======`` line typed again in place of ``>>>>>>> REPLACE`` closes the block (aider
  reads it so too), with a ``search-replace-closer`` warning; in a page whose headings may be
  underlined (``.md``, ``.rst``...), one right before ``>>>>>>> REPLACE`` under a heading is its
  underline, and under a text line without the heading's tells it is refused (either may be
  meant: :func:`_underline_reading`). In an answer cut off at its
  length limit, the last block's second ``=======`` may be a line of its new text and the
  block cut: it closes the block only when the block stands alone in its fence and the fence's
  closing line follows it (the model went on past the block).

Several blocks for one file become one ``edit`` operation whose hunks keep their order.
Where aider guesses, this reader refuses: a block with two ``=======`` lines between its
SEARCH and REPLACE lines (a line of the file may be ``=======``: which one divides?), a block
without its closing line before the next block, a block with no path.
"""

from __future__ import annotations

import re
from typing import Final

from ...diagnostics import Severity
from ...operations import OperationKind
from .reading import (
    EditContext,
    Lines,
    fence_around,
    paths_before,
    prose_path,
    refuse_unclear_block,
)

__all__ = ["NAME", "START_SIGN", "TITLE", "SearchReplaceReader"]

NAME: Final = "aider-search-replace"
TITLE: Final = "aider SEARCH/REPLACE blocks"

_HEAD: Final = re.compile(r"<{5,9}[ \t]?SEARCH>?[ \t]*")
#: What a block starts at, found anywhere on a line (a regular expression; the contained edits
#: check of :mod:`..edits` looks for it behind quote marks and indentation).
START_SIGN: Final = _HEAD.pattern
_DIVIDER: Final = re.compile(r"={5,9}[ \t]*")
_UPDATED: Final = re.compile(r">{5,9}[ \t]?REPLACE[ \t]*")
_SHAPE_SENTENCE: Final = (
    "Write each block as: the file path alone on a line, <<<<<<< SEARCH, the exact lines to "
    "find, =======, the new lines, >>>>>>> REPLACE"
)


#: Files of prose and markup whose headings may be underlined with "=======": Markdown's
#: setext headings, reStructuredText's and AsciiDoc's section titles, plain text's.
_UNDERLINED_SUFFIXES: Final = frozenset(
    {".md", ".markdown", ".mdx", ".rst", ".rest", ".adoc", ".asciidoc", ".txt", ".text"}
)


def _underline_reading(lines: Lines, head: int, dividers: list[int], path: str) -> str:
    """How to read a second ``=======`` line that stands right before ``>>>>>>> REPLACE``:
    ``"closer"`` (the end of the block typed twice, aider's reading), ``"underline"`` (a line
    of the new text: a heading's underline), or ``"ambiguous"``.

    In a prose or markup page (:data:`_UNDERLINED_SUFFIXES`) the line is an underline when
    it stands under a heading: a text line (one with a letter or digit, not indented) as wide
    as the underline (as headings are underlined; a line of another width under which the
    closer was typed is the likelier slip), with a blank line of the new text above it (a
    title stands alone: in reStructuredText one under a paragraph line is an error). It is
    the closer when the line above is no heading's (a blank line, or one of marks only: a
    fence, a rule), or the file is not such a page (``=======`` is no line of code).
    Otherwise (a title wider or narrower than its underline, which Markdown still reads as
    one; a title that is the new text's first line or under another line) both readings
    stay possible. An ``"underline"`` whose first ``=======`` may itself be a heading's
    underline (:func:`_rival_underline`) keeps the other reading for the file to weigh."""
    dot = path.rfind(".")
    if dot <= path.rfind("/") or path[dot:].lower() not in _UNDERLINED_SUFFIXES:
        return "closer"
    first, underline = dividers
    if underline - 1 == first:
        return "closer"  # (the new text has no line above it: nothing to underline)
    title = lines.at(underline - 1)
    if not any(char.isalnum() for char in title):
        return "closer"  # (a blank line, or one of marks only)
    if (
        title[:1] not in (" ", "\t")
        and len(title.rstrip()) == len(lines.at(underline).rstrip())
        and underline - 2 > first
        and not lines.at(underline - 2).strip()
    ):
        return "underline"
    return "ambiguous"


def _inner_underline(lines: Lines, head: int, dividers: list[int], closer: int, path: str) -> bool:
    """Whether the second of two ``=======`` lines of a block (``head`` its SEARCH line,
    ``closer`` its ``>>>>>>> REPLACE``, the second divider not right before it) is a heading's
    underline in the new text of a prose or markup page, so that the first divides: the
    second stands under a heading as :func:`_underline_reading` tells one (a text line as
    wide as it, not indented, the new text's first line or under a blank one) with a blank
    line (or the closer) below it, and the first stands under no such line (under a line of
    another width, a blank one, or right under the SEARCH line). Both, or neither, under a
    heading: either may divide, and the block stays refused."""
    dot = path.rfind(".")
    if dot <= path.rfind("/") or path[dot:].lower() not in _UNDERLINED_SUFFIXES:
        return False
    first, second = dividers
    if second - 1 == first or (lines.at(second + 1).strip() and second + 1 != closer):
        return False
    if second - 2 != first and lines.at(second - 2).strip():
        return False  # (a title stands alone)
    return _titled(lines, second) and (first - 1 == head or not _titled(lines, first))


def _rival_underline(lines: Lines, head: int, underline: int) -> bool:
    """Whether the ``=======`` at ``underline`` (the first of two in a block whose SEARCH
    line is ``head``) may be a heading's underline in the old text: under a text line (a
    letter or digit in it, not indented) of any width (Markdown reads a setext heading
    whatever its underline's length) that is the old text's first line or under a blank
    one. Then the block may delete or change a heading, the second ``=======`` dividing:
    its old text (to the second) is the hunk's ``rival_old``, weighed against the file when
    the edit is applied (held there too: refused, either reading finds its old text)."""
    title = lines.at(underline - 1)
    return (
        underline - 1 > head
        and any(char.isalnum() for char in title)
        and title[:1] not in (" ", "\t")
        and (underline - 2 == head or not lines.at(underline - 2).strip())
    )


def _titled(lines: Lines, underline: int) -> bool:
    """Whether the line above ``underline`` is a heading's it underlines: a text line (a
    letter or digit in it), not indented, exactly as wide."""
    title = lines.at(underline - 1)
    return (
        any(char.isalnum() for char in title)
        and title[:1] not in (" ", "\t")
        and len(title.rstrip()) == len(lines.at(underline).rstrip())
    )


class SearchReplaceReader:
    """Reads the SEARCH/REPLACE blocks of one region, one block per :meth:`read`."""

    name: Final = NAME
    title: Final = TITLE

    def __init__(self, context: EditContext) -> None:
        self.context = context
        self.current = context.default_path  # the file of a block that names none

    def starts(self, line: str, lines: Lines, index: int) -> bool:
        """Whether ``line`` (line ``index``) is a ``<<<<<<< SEARCH`` line."""
        return "SEARCH" in line and _HEAD.fullmatch(line.strip()) is not None

    def read(self, lines: Lines, index: int, floor: int) -> int:
        """Read the block whose SEARCH line is ``index`` (a path label may be on the lines
        after ``floor``); return the line after it."""
        context = self.context
        context.found[NAME] += 1
        head_pos = lines.start(index)
        path, path_pos = self._path(lines, index, floor)
        dividers: list[int] = []
        closer = following = -1
        at = index + 1
        while at < len(lines):
            line = lines.at(at).strip()
            if line[:1] == "<" and _HEAD.fullmatch(line):
                following = at
                break
            if line[:1] == ">" and _UPDATED.fullmatch(line):
                closer = at
                break
            if line[:1] == "=" and _DIVIDER.fullmatch(line):
                dividers.append(at)
            at += 1
        prose = None
        if path is not None and path_pos == head_pos:  # inherited from the block before
            prose = prose_path(lines, index, floor)
            if prose is not None and prose[0] != path:
                path = None
        if path is not None and refuse_unclear_block(
            context, NAME, (path,), "a SEARCH/REPLACE block", lines, index, floor
        ):
            return closer + 1 if closer != -1 else (following if following != -1 else at)
        if path is None:
            context.refuse(
                NAME,
                None,
                "edit-no-path",
                "a SEARCH/REPLACE block names no file and follows no other block; put the "
                "file's path alone on the line before it (or before its opening fence)"
                if prose is None
                else f"a SEARCH/REPLACE block after the line {prose[1][:80]!r}, which names "
                f"{prose[0]}, names no file itself; the block before it was for "
                f"{self.current}: put the file's path alone on the line before it",
                head_pos,
            )
            return closer + 1 if closer != -1 else (following if following != -1 else at)
        self.current = path
        where = f"the SEARCH/REPLACE block for {path}"
        if closer != -1 and (second := self._second_closer(lines, closer)) != -1:
            # A line of the new text looked like the end of the block: where does it end?
            context.refuse(
                NAME,
                path,
                "edit-ambiguous",
                f"{where} is followed by a second '>>>>>>> REPLACE' line (line "
                f"{context.notes.locate(lines.start(second))[0]}) before any other block: a "
                f"line of the new text may look like the end of the block; nothing of {path} "
                "was read. Send this change as a unified diff, or in a block that does not "
                "hold such a line",
                lines.start(closer),
            )
            return second + 1
        if closer != -1:
            if len(dividers) == 1:
                self._take(lines, index, dividers[0], closer, path, path_pos)
            elif (
                len(dividers) == 2
                and dividers[1] == closer - 1
                and (reading := _underline_reading(lines, index, dividers, path)) != "closer"
            ):
                if reading == "underline":
                    # a page's heading, underlined: the block closes properly after it
                    self._take(lines, index, dividers[0], closer, path, path_pos, dividers[1])
                else:
                    context.refuse(
                        NAME,
                        path,
                        "edit-ambiguous",
                        f"{where} ends its new text with a '=======' line under the line "
                        f"{lines.at(dividers[1] - 1).strip()[:60]!r}, right before >>>>>>> "
                        "REPLACE: it may be that line's heading underline or the end of the "
                        f"block typed twice; nothing of {path} was read. End the block with "
                        ">>>>>>> REPLACE alone, or send this change as a unified diff",
                        lines.start(dividers[1]),
                    )
            elif len(dividers) == 2 and dividers[1] == closer - 1:
                # "=======" right before ">>>>>>> REPLACE": the closer typed twice (aider
                # reads the second divider as the end too). Had the file a line "=======" there,
                # the model would have had to write it before the closer: said in the warning.
                context.notes.add(
                    "search-replace-closer",
                    Severity.WARNING,
                    f"{where} has a second '=======' line right before >>>>>>> REPLACE; it was "
                    "read as part of the end of the block, not as a line of the new text. End "
                    "each block with >>>>>>> REPLACE alone",
                    lines.start(dividers[1]),
                )
                self._take(lines, index, dividers[0], dividers[1], path, path_pos)
            elif not dividers:
                context.refuse(
                    NAME,
                    path,
                    "edit-malformed",
                    f"{where} has no '=======' line between <<<<<<< SEARCH and >>>>>>> "
                    f"REPLACE; nothing of {path} was read. {_SHAPE_SENTENCE}",
                    head_pos,
                )
            elif len(dividers) == 2 and _inner_underline(lines, index, dividers, closer, path):
                # a heading of the new text, underlined in its middle: the first divides
                self._take(lines, index, dividers[0], closer, path, path_pos, dividers[1])
            else:
                self._ambiguous(lines, dividers, path, where)
            return closer + 1
        ends_region = following == -1
        cut = (
            ends_region
            and context.cut_at_end
            and context.finish in ("length", "filtered")
            # A block alone in its fence whose second divider the fence's closing line follows
            # ended there: the model went on past it (the cut came later), as aider writes it.
            and not (len(dividers) == 2 and fence_around(lines, index, floor, dividers[1]))
        )
        if len(dividers) == 2 and not cut:
            # aider's own reading: the divider line typed again closes the block.
            context.notes.add(
                "search-replace-closer",
                Severity.WARNING,
                f"{where} ends with a second '=======' line instead of '>>>>>>> REPLACE'; it "
                "was read as the end of the block. End each block with >>>>>>> REPLACE",
                lines.start(dividers[1]),
            )
            self._take(lines, index, dividers[0], dividers[1], path, path_pos)
            return dividers[1] + 1
        if len(dividers) > 2:
            self._ambiguous(lines, dividers, path, where)
        elif ends_region and context.cut_at_end and context.finish != "stop":
            context.refuse(
                NAME,
                path,
                "edit-truncated",
                f"{where} has no >>>>>>> REPLACE line: the answer was cut off inside it; "
                f"nothing of {path} was read. Send the edits of {path} again, complete",
                head_pos,
            )
        else:
            context.refuse(
                NAME,
                path,
                "edit-malformed",
                f"{where} has no >>>>>>> REPLACE line before "
                f"{'the next block' if not ends_region else 'the end of the answer'}; nothing "
                f"of {path} was read. {_SHAPE_SENTENCE}",
                head_pos,
            )
        # The next SEARCH line may be a line of this block's text, and so may the lines before
        # it: reading goes on there, and no label is looked for before it (``floor``).
        return len(lines) if ends_region else following

    @staticmethod
    def _second_closer(lines: Lines, closer: int) -> int:
        """Another ``>>>>>>> REPLACE`` line after ``closer`` and before the next block, or -1
        (the lines looked at here are the next block's lookback and prose: read once more at
        most)."""
        at = closer + 1
        while at < len(lines):
            line = lines.at(at).strip()
            if line[:1] == "<" and _HEAD.fullmatch(line):
                return -1
            if line[:1] == ">" and _UPDATED.fullmatch(line):
                return at
            at += 1
        return -1

    def _path(self, lines: Lines, index: int, floor: int) -> tuple[str | None, int]:
        head_pos = lines.start(index)
        named = paths_before(lines, index, floor)
        if not named:
            return self.current, head_pos
        return named[0]

    def _take(
        self,
        lines: Lines,
        head: int,
        divider: int,
        closer: int,
        path: str,
        path_pos: int,
        rival: int = -1,
    ) -> None:
        """Take the block ``head`` to ``closer`` divided at ``divider``; ``rival``, a later
        ``=======`` that may divide instead when ``divider`` may be a heading's underline of
        the old text (:func:`_rival_underline`): its old text is the hunk's ``rival_old``."""
        context = self.context
        rival_old = None
        if rival != -1 and _rival_underline(lines, head, divider):
            rival_old = lines.raw(head + 1, rival)
        hunk = context.hunk(
            lines.raw(head + 1, divider),
            lines.raw(divider + 1, closer),
            lines.start(head),
            rival_old=rival_old,
        )
        context.add(NAME, OperationKind.EDIT, path, path_pos, hunks=(hunk,), merge=True)

    def _ambiguous(self, lines: Lines, dividers: list[int], path: str, where: str) -> None:
        numbers = ", ".join(str(self.context.notes.locate(lines.start(d))[0]) for d in dividers)
        self.context.refuse(
            NAME,
            path,
            "edit-ambiguous",
            f"{where} has {len(dividers)} '=======' lines (lines {numbers}): it is not clear "
            f"which one divides the old text from the new (a line of {path} may be "
            f"'======='); nothing of {path} was read. Send this change as a unified diff, or "
            "in a block that does not hold such a line",
            lines.start(dividers[0]),
        )
