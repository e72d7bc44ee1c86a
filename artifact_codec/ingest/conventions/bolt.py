"""bolt.new's artifacts: ``<boltArtifact id="..." title="..."><boltAction type="file"
filePath="src/App.jsx">...</boltAction><boltAction type="shell">npm install</boltAction>
</boltArtifact>``.

As bolt's message parser reads them: an action's content runs to the first ``</boltAction>``
(so a file cannot hold that tag: when text other than blanks follows an action before the next
tag, the action was cut short by such a line and is refused, ``ambiguous-tag``); attributes are
``name="value"``. ``type="file"`` actions are files (bolt trims the content and gives it a final
newline; here the line break after the opening tag and the indentation before the closing tag
are layout, see :func:`~.answer.tag_body`, and a missing final newline is added by the shared
rule); ``type="shell"`` and ``type="start"`` actions are commands, kept in ``result.commands``,
never written. bolt runs the actions in order: a command that may change a file written
before it makes the result not usable (``changed-after``, see :mod:`.runs`); its commands run
in bolt's WebContainer folder, ``/home/project``, where the files are written
(``rm -rf /home/project`` removes them all; the root the caller strips, when given). A file content
with a character reference (``&lt;``, ``&amp;``) has two readings (bolt.new keeps it, forks
that read the content as XML decode it): refused (``ambiguous-entities``); so is a file whose
``filePath`` holds one (bolt.new keeps the attribute as written). bolt.new takes an
attribute's value from the first ``name="`` anywhere in the tag, inside a longer name too
(``filePath="`` in ``originalFilePath="``); read here by whole names: when the two readings of
``type`` or ``filePath`` differ, the action is refused naming both (``ambiguous-tag``).
"""

from __future__ import annotations

import re

from ...diagnostics import Severity
from ...result import Format, ParseResult
from ..accept import Block
from .answer import (
    XML_REFERENCE,
    Answer,
    Convention,
    call_indent,
    call_path,
    path_reference_refusal,
    refuse_entities,
    settle_tag_content,
    shown_calls,
    tag_body,
    trim_as_tool,
)
from .results import files_result
from .runs import USER, Run, say_prose_not_kept, say_runs_change_files, text_between

__all__ = ["BOLT"]

#: The character references an XML reader replaces (the five named ones, and numeric ones).
_ARTIFACT = "<boltArtifact"
_ACTION = "<boltAction"
_ACTION_CLOSE = "</boltAction>"
_ARTIFACT_CLOSE = "</boltArtifact>"
_ATTRIBUTE = re.compile(r'([A-Za-z_][\w-]*)="([^"]*)"')


#: The folder bolt.new's WebContainer runs the shell actions in and writes the files to.
_WEBCONTAINER = "/home/project"


def _present(answer: Answer) -> bool:
    return _ARTIFACT in answer.text


def _first(answer: Answer) -> int | None:
    found = answer.text.find(_ARTIFACT, answer.start)
    return None if found == -1 else found


def _open_at(answer: Answer, pos: int) -> bool:
    # An action is one only inside an artifact (bolt.new's parser looks for actions there): a
    # sentence after a closed artifact that quotes `<boltAction ...>` opens nothing.
    text = answer.text
    action = text.rfind(_ACTION, answer.start, pos)
    if action == -1 or text.find(_ACTION_CLOSE, action, pos) != -1:
        return False
    artifact = text.rfind(_ARTIFACT, answer.start, action)
    return artifact != -1 and text.find(_ARTIFACT_CLOSE, artifact, action) == -1


def _attributes(tag: str) -> dict[str, str]:
    """The attributes of ``tag`` by name, case aside; one given twice by its first value (the
    one bolt.new's parser reads)."""
    attributes: dict[str, str] = {}
    for name, value in _ATTRIBUTE.findall(tag):
        attributes.setdefault(name.lower(), value)
    return attributes


def _tool_attribute(tag: str, name: str) -> str | None:
    """The value bolt.new's parser gives the attribute ``name``: the first ``name="..."`` in
    the tag, case aside, wherever it stands (inside a longer name too: ``filePath="`` inside
    ``originalFilePath="``, ``type="`` inside ``filetype="``)."""
    found = re.search(re.escape(name) + '="([^"]*)"', tag, re.I)
    return None if found is None else found.group(1)


def _misread_attribute(tag: str) -> tuple[str, str, str] | None:
    """An attribute of the action ``tag`` that bolt.new reads other than by whole names (see
    :func:`_tool_attribute`): its name, bolt.new's value and the whole-name value; or None."""
    for name in ("type", "filePath"):
        tool = _tool_attribute(tag, name)
        values = [v for n, v in _ATTRIBUTE.findall(tag) if n.lower() == name.lower()]
        if name == "type" and len(set(values)) > 1:
            # given twice, differently: bolt.new reads the first, an XML reader the last
            return name, values[0], values[-1]
        # (the first whole name: an attribute given twice is another refusal, naming both)
        whole = next((v for n, v in _ATTRIBUTE.findall(tag) if n.lower() == name.lower()), None)
        if tool != whole:
            return name, tool or "", whole or ""
    return None


def _read(answer: Answer) -> ParseResult | None:
    text, notes = answer.text, answer.notes
    blocks: list[Block] = []
    runs: list[Run] = []
    spans: list[tuple[int, int]] = []  # the artifacts: the text after them is followed too
    truncated = False
    # (the folder bolt runs its shell actions in and writes the files to: the root the caller
    # strips, else its WebContainer's /home/project)
    folder = (answer.root.rstrip("/") or None) if answer.root else _WEBCONTAINER
    starts = [m.start() for m in re.finditer(re.escape(_ARTIFACT), text[answer.start :])]
    at_starts = [answer.start + at for at in starts]
    ends = dict(zip(at_starts, [*at_starts[1:], len(text)], strict=True))

    def paths_of(at: int) -> frozenset[str]:
        # the files the artifact's actions write (an action's other attributes aside)
        return frozenset(
            v.strip() for v in re.findall(r'filePath="([^"]*)"', text[at : ends[at]]) if v.strip()
        )

    examples, shown_after = shown_calls(answer, at_starts, "<boltArtifact>", paths_of)
    pos = text.find(_ARTIFACT, answer.start)
    while pos != -1:
        if pos in examples or pos in shown_after:
            if pos in shown_after:
                blocks.append(Block(pos, refusal=shown_after[pos]))
            pos = text.find(_ARTIFACT, pos + 1)
            continue
        tag_end = text.find(">", pos)
        if tag_end == -1:
            truncated = True
            break
        # The artifact ends at the last closing tag before the next artifact: a file that
        # mentions "</boltArtifact>" does not end it.
        following = text.find(_ARTIFACT, tag_end)
        limit = len(text) if following == -1 else following
        artifact_end = text.rfind(_ARTIFACT_CLOSE, tag_end, limit)
        stop = limit if artifact_end == -1 else artifact_end
        spans.append((pos, limit if artifact_end == -1 else artifact_end + len(_ARTIFACT_CLOSE)))
        if artifact_end == -1 and answer.finish != "stop":
            truncated = True  # more actions may have followed
        cursor = tag_end + 1
        previous: Block | None = None  # the file action right before the cursor
        while True:
            action = text.find(_ACTION, cursor, stop)
            between = text[cursor : stop if action == -1 else action]
            if between.strip() and previous is not None and previous.refusal is None:
                previous.refusal = (
                    "ambiguous-tag",
                    f"the action of {previous.fields.get('PATH', 'a file')} (line "
                    f"{notes.locate(previous.pos)[0]}) is followed by text before the next tag: "
                    "its content probably holds a '</boltAction>' line that ended it early; it "
                    "was not accepted",
                )
            if action == -1:
                break
            action_tag_end = text.find(">", action, stop)
            if action_tag_end == -1:
                truncated = True
                break
            attributes = _attributes(text[action:action_tag_end])
            misread = _misread_attribute(text[action:action_tag_end])
            close = text.find(_ACTION_CLOSE, action_tag_end, stop)
            closed = close != -1
            body_start, body_end = tag_body(text, action_tag_end + 1, close if closed else stop)
            kind = attributes.get("type", "")
            if misread is not None and misread[0] == "type" and "file" in misread[1:]:
                kind = "file"  # a file in one of the two readings: refused below
            cursor = close + len(_ACTION_CLOSE) if closed else stop
            previous = None
            if kind == "file":
                paths = {
                    v
                    for n, v in _ATTRIBUTE.findall(text[action:action_tag_end])
                    if n.lower() == "filepath"
                }
                raw_path = attributes.get("filepath", "")
                path, refusal = call_path(raw_path, answer, action)
                refusal = refusal or path_reference_refusal(
                    raw_path, answer, action, "the <boltAction>", "bolt.new"
                )
                fields = {"PATH": path} if path else {}
                block = Block(action, fields, dict.fromkeys(fields, action), complete=closed)
                block.refusal = refusal
                if len(paths) > 1:
                    block.refusal = (
                        "conflicting-path",
                        f"the <boltAction> at line {notes.locate(action)[0]} names two paths "
                        f"({', '.join(repr(p[:80]) for p in sorted(paths))}): which one it means "
                        "would be a guess; it was not accepted. Give one filePath",
                    )
                if misread is not None:
                    name, tool, whole = misread
                    block.refusal = (
                        "ambiguous-tag",
                        f"the <boltAction> at line {notes.locate(action)[0]} names the "
                        f"attribute {name!r} twice or inside a longer attribute name: bolt.new "
                        f"reads {name}={tool[:80]!r} (the first '{name}=\"' in the tag), another "
                        f"reader {whole[:80]!r}; which one was meant would be a guess, so the "
                        "file was not accepted. Give each attribute once, under its own name",
                    )
                if text[action_tag_end - 1] == "/" and block.refusal is None:
                    block.refusal = (
                        "ambiguous-tag",
                        f"the <boltAction> at line {notes.locate(action)[0]} is closed by '/>': "
                        "an XML reader reads an empty file, bolt.new a content running to the "
                        "next '</boltAction>' (the next action's tag and text); which one was "
                        "meant would be a guess, so the file was not accepted. Write "
                        "<boltAction ...></boltAction> for an empty file",
                    )
                block.content_pos = body_start
                block.end = cursor
                content = text[body_start:body_end]
                if not closed:
                    partial_tag = content.rfind("<")
                    if partial_tag != -1 and _ACTION_CLOSE.startswith(content[partial_tag:]):
                        content = content[:partial_tag]
                    truncated = True
                settle_tag_content(block, content, answer, "the <boltAction>")
                indent = call_indent(text, action)
                trim_as_tool(block, answer, "the <boltAction>", indent, newline=True)
                if not content.strip().startswith("<![CDATA["):
                    _refuse_entities(block, answer)
                blocks.append(block)
                previous = block
            elif kind in ("shell", "start"):
                if closed and text[body_start:body_end].strip():
                    runs.append(Run(action, text[body_start:body_end].strip(), folder=folder))
                truncated = truncated or not closed
            else:
                notes.add(
                    "unknown-action",
                    Severity.WARNING,
                    f"a <boltAction> of type {kind!r} was skipped: only 'file' actions are files",
                    action,
                )
            if not closed:
                break
        pos = following
    if not blocks:
        return None
    result = files_result(
        answer,
        blocks,
        Format.BOLT,
        '<boltArtifact> with <boltAction type="file"> actions (bolt.new)',
        truncated=truncated,
        commands=[run.text for run in runs],
    )
    say_runs_change_files(answer, blocks, runs, result, "bolt")
    if not any(note.code == "changed-after" for note in result.diagnostics):
        say_runs_change_files(answer, blocks, text_between(answer, spans), result, USER)
    say_prose_not_kept(answer, blocks, result, "bolt", spans)
    return result


def _refuse_entities(block: Block, answer: Answer) -> None:
    """A file action whose content holds a character reference (``&lt;``, ``&amp;``,
    ``&#60;``) has two readings: bolt.new's parser writes the text as it is (``a &lt; b``),
    forks such as bolt.diy decode the references (``a < b``), as an XML reader would. Either
    may be meant (an HTML file escapes its ``<`` as text, a script compares with ``<``):
    refused (``ambiguous-entities``), naming both. A content inside ``<![CDATA[ ... ]]>``
    holds its references as text in every reading."""
    if block.refusal is not None or block.edit is not None:
        return
    refuse_entities(
        block,
        answer,
        XML_REFERENCE.search(block.content),
        "the <boltAction>",
        "bolt.new writes it as it is, other bolt parsers decode it",
        "Write the characters themselves (bolt reads the content as text), or put the content "
        "in a <![CDATA[ ... ]]> section",
    )


BOLT = Convention("bolt", Format.BOLT, "files", _present, _first, _open_at, _read)
