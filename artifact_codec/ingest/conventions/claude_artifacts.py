"""Claude's artifacts (claude.ai): ``<antArtifact identifier="snake-game"
type="application/vnd.ant.code" language="python" title="snake.py">...</antArtifact>``.

As the artifacts prompt asks for them: an artifact has an ``identifier`` (kebab-case, reused
when the artifact is updated), a ``type`` (``application/vnd.ant.code`` with a ``language``,
``text/markdown``, ``text/html``, ``image/svg+xml``, ``application/vnd.ant.mermaid``,
``application/vnd.ant.react``) and a ``title`` that is usually a caption ("Snake game"), and
its content runs to ``</antArtifact>``. Nothing in it is a file path but the title, when the
model writes a file's name there: an artifact whose title is a path (read as a tool call's
path is, :func:`~.answer.call_path`: quotes or a note around it removed with a warning) is
that file; an artifact whose title is no path names no file, and is refused
(``missing-path``), so that an answer holding one is never usable without it. The content is
read as between any tags (:func:`~.answer.tag_body`; a code fence around it is removed by the
shared content rule); an artifact indented as a whole, every content line carrying the
indentation of its tag, is read without it (``layout-dedented``). A later ``</antArtifact>``
before the next artifact means the file held that line, which ended it early: refused
(``ambiguous-tag``).

An artifact whose ``identifier`` an earlier one of the answer has is that artifact updated
(the prompt reuses the identifier for an update): the later one is the file, the earlier one
is not written (``artifact-updated`` names it), even under another title. An artifact with a
``command`` other than ``create`` or ``rewrite`` (``command="update"``, with ``old_str`` and
``new_str`` or not) changes an artifact of an earlier turn: an edit, never a whole file. A
note in the title (``app.py (excerpt)``) is weighed by the label-note allow-list, as a tool
call's path is. The text after an artifact is what the user follows next: a command there (a
shell block, a command its prose quotes) that may change a file written before it makes the
result not usable (``changed-after``, see :mod:`.runs`).
"""

from __future__ import annotations

import html
import re

from ...diagnostics import Severity
from ...result import Format, ParseResult
from ..accept import Block
from .answer import (
    Answer,
    Convention,
    call_indent,
    call_path,
    dedent_call,
    line_anchored,
    settle_tag_content,
    tag_body,
)
from .labels import valid_path
from .results import files_result
from .runs import Run, say_runs_change_files

__all__ = ["CLAUDE_ARTIFACTS"]

_OPEN = re.compile(r"<antArtifact\b")
_CLOSE = "</antArtifact>"
_ATTRIBUTE = re.compile(r'([A-Za-z_][\w-]*)="([^"]*)"')
#: The ``command`` values that give the artifact's whole content.
_WHOLE_COMMANDS = frozenset({"create", "rewrite"})


def _starts(answer: Answer, stop: int | None = None) -> list[int]:
    """Where the artifacts start: an opening tag that only blanks precede on its line."""
    text = answer.text
    end = len(text) if stop is None else stop
    return [tag.start() for tag in line_anchored(text, _OPEN.finditer(text, answer.start, end))]


def _present(answer: Answer) -> bool:
    return "<antArtifact" in answer.text


def _first(answer: Answer) -> int | None:
    starts = _starts(answer)
    return starts[0] if starts else None


def _open_at(answer: Answer, pos: int) -> bool:
    starts = _starts(answer, pos)
    return bool(starts) and answer.text.find(_CLOSE, starts[-1], pos) == -1


def _read(answer: Answer) -> ParseResult | None:
    text, notes = answer.text, answer.notes
    starts = _starts(answer)
    if not starts:
        return None
    blocks: list[Block] = []
    by_identifier: dict[str, int] = {}  # the index in ``blocks`` of each identifier's artifact
    truncated = False
    for index, at in enumerate(starts):
        limit = starts[index + 1] if index + 1 < len(starts) else len(text)
        tag_end = text.find(">", at, limit)
        if tag_end == -1:
            truncated = True  # cut off inside the opening tag
            break
        attributes = {name.lower(): value for name, value in _ATTRIBUTE.findall(text[at:tag_end])}
        close = text.find(_CLOSE, tag_end, limit)
        closed = close != -1
        title = attributes.get("title", "")
        path, refusal = call_path(title, answer, at, entities=True) if title else ("", None)
        named = refusal is not None or valid_path(path)
        fields = {"PATH": path} if path and named else {}
        block = Block(at, fields, dict.fromkeys(fields, at), complete=closed)
        block.end = close + len(_CLOSE) if closed else limit
        body_start, body_end = tag_body(text, tag_end + 1, close if closed else limit)
        block.content_pos = body_start
        content = text[body_start:body_end]
        if not closed:
            partial_tag = content.rfind("<")
            if partial_tag != -1 and _CLOSE.startswith(content[partial_tag:]):
                content = content[:partial_tag]
            truncated = True
        what = f"the artifact {attributes.get('identifier', title)!r}"
        settle_tag_content(block, content, answer, what)
        dedent_call(block, answer, what, call_indent(text, at))
        command = attributes.get("command", "create").strip().lower()
        if refusal is not None:
            block.refusal = refusal
        elif command not in _WHOLE_COMMANDS:
            block.edit = f"artifact {command}"
        elif not named:
            caption = html.unescape(title)[:80]
            block.refusal = (
                "missing-path",
                f"{what} (line {notes.locate(at)[0]}) names no file: its title "
                f"{caption!r} is not a path; it was not accepted. Give each file's path "
                "(as its title, or in the artifact format)",
            )
        elif closed and text.find(_CLOSE, block.end, limit) != -1:
            block.refusal = (
                "ambiguous-tag",
                f"{what} (line {notes.locate(at)[0]}) is followed by another {_CLOSE}: the "
                "file probably holds such a line, which ended it early; it was not accepted",
            )
        identifier = attributes.get("identifier")
        earlier = by_identifier.get(identifier) if identifier else None
        if identifier and earlier is not None:
            notes.add(
                "artifact-updated",
                Severity.WARNING,
                f"the artifact {identifier!r} at line {notes.locate(at)[0]} updates the one "
                f"at line {notes.locate(blocks[earlier].pos)[0]} (the same identifier): the "
                "later one was read as the file, the earlier one was not written",
                at,
            )
            blocks[earlier] = block
        else:
            if identifier:
                by_identifier[identifier] = len(blocks)
            blocks.append(block)
        if not closed:
            break
    result = files_result(
        answer,
        blocks,
        Format.CLAUDE_ARTIFACTS,
        "<antArtifact> blocks whose title is the file's path (Claude artifacts)",
        truncated=truncated,
    )
    say_runs_change_files(answer, blocks, _text_between(answer, blocks, starts), result, _USER)
    return result


#: Who runs the commands around the artifacts.
_USER = "the user (following the answer in order)"


def _text_between(answer: Answer, blocks: list[Block], starts: list[int]) -> list[Run]:
    """The text after each artifact up to the next one, as the commands it holds (its shell
    blocks, the commands its prose quotes), run at their place in the answer."""
    text = answer.text
    runs = []
    for block in blocks:
        following = next((at for at in starts if at >= block.end), len(text))
        if block.end < following and text[block.end : following].strip():
            runs.append(Run(block.end, text[block.end : following], info="text"))
    return runs


CLAUDE_ARTIFACTS = Convention(
    "claude_artifacts", Format.CLAUDE_ARTIFACTS, "files", _present, _first, _open_at, _read
)
