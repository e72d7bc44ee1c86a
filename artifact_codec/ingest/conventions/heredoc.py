"""Files written with shell heredocs: ``cat > src/app.py <<'EOF'`` ... ``EOF`` (also
``cat <<'EOF' > path``, ``tee path <<'EOF'``, ``<<-`` which removes leading tabs), as agents
that only have a shell write them, in a ``bash`` code block or bare.

The file is what the shell would write: the lines between the command line and the line that
is the delimiter alone, each with its line break. With a quoted delimiter (``'EOF'``,
``"EOF"``, ``\\EOF``) the shell takes the lines as they are; with an unquoted one it expands
``$...``, backquotes and backslashes, so a body holding any of them is refused
(``heredoc-expands``: what the shell writes is not in the answer); a body without them is
exact either way. ``cat >> path`` and ``tee -a path`` append: edits, never files. A heredoc
without its delimiter line was cut off.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...diagnostics import Severity
from ...result import Format, ParseResult
from ..accept import Block
from .answer import Answer, Convention, relative_to_root
from .fences import line_end
from .results import files_result

__all__ = ["HEREDOC"]

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


def _heredocs(text: str, start: int, stop: int) -> list[_Heredoc]:
    """The heredocs that write files in ``text[start:stop]``, in order; one pass (a body is
    skipped whole)."""
    found: list[_Heredoc] = []
    pos = start
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
        if target is None:
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
        while cursor < stop:
            line_stop, next_line = line_end(text, cursor, stop)
            candidate = text[cursor:line_stop]
            if strip_tabs:
                candidate = candidate.lstrip("\t")
            if candidate.strip(" ") == delimiter:
                terminator, after = cursor, next_line
                break
            if next_line == line_stop:
                break
            cursor = next_line
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
            )
        )
        if terminator == -1:
            return found
        pos = after


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
    text, notes = answer.text, answer.notes
    heredocs = _cached(answer)
    if not heredocs:
        return None
    blocks: list[Block] = []
    truncated = False
    for heredoc in heredocs:
        path = relative_to_root(heredoc.path, answer, heredoc.line)
        block = Block(heredoc.line, {"PATH": path}, {"PATH": heredoc.line})
        block.content_pos = heredoc.body
        block.end = heredoc.after
        content = text[heredoc.body : heredoc.end]
        if heredoc.strip_tabs:
            content = "".join(line.lstrip("\t") for line in content.splitlines(keepends=True))
        block.content = content
        block.complete = heredoc.closed
        if not heredoc.closed:
            truncated = True
        if heredoc.append:
            block.edit = "append (>>)"
        elif heredoc.stray:
            block.refusal = (
                "ambiguous-heredoc",
                f"the heredoc that writes {path} (line {notes.locate(heredoc.line)[0]}) ends at "
                "a delimiter line that shows up alone again before the next command: the file "
                "probably holds that line, and it cannot be told where it ends; it was not "
                "accepted. Pick a delimiter that no line of the file is",
            )
        elif not heredoc.quoted and _EXPANDS.search(content):
            block.refusal = (
                "heredoc-expands",
                f"the heredoc that writes {path} (line {notes.locate(heredoc.line)[0]}) has an "
                "unquoted delimiter and a body with $, ` or \\, which the shell would expand: "
                "what it writes is not in the answer, so the file was not accepted. Quote the "
                "delimiter (<<'EOF')",
            )
        blocks.append(block)
    exact_unquoted = [
        heredoc.line
        for block, heredoc in zip(blocks, heredocs, strict=True)
        if block.refusal is None and not heredoc.quoted and not heredoc.append
    ]
    if exact_unquoted:
        notes.add(
            "heredoc-unquoted",
            Severity.INFO,
            "a heredoc with an unquoted delimiter was read as written: its body has nothing "
            "the shell would expand",
            exact_unquoted[0],
        )
    return files_result(
        answer,
        blocks,
        Format.HEREDOC,
        "shell heredocs (cat > path <<'EOF')",
        truncated=truncated,
    )


HEREDOC = Convention("heredoc", Format.HEREDOC, "files", _present, _first, _open_at, _read)
