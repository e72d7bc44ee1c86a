"""Cline's (and Roo Code's) XML tool calls: ``<write_to_file><path>a.py</path><content>
...</content></write_to_file>``.

As Cline's parser reads them: a call starts with its tag (here on a line of its own); the
path is the text of ``<path>`` without surrounding blanks; the content runs from ``<content>``
to the LAST ``</content>`` before the call's closing tag, so a file may hold ``</content>``.
Roo Code adds ``<line_count>``: a count that disagrees with the content by more than one line is
reported. Cline's own handler removes a code fence a model wraps around the content; so does
the shared content rule (``content-fence-removed``).

``<replace_in_file>`` (Cline) and ``<apply_diff>``, ``<insert_content>``,
``<search_and_replace>`` (Roo) are edits, never files. ``<execute_command>`` holds a shell
command, and so may ``<attempt_completion>`` (its ``<command>``, a demo Cline runs):
``result.commands``. Cline runs the calls in order: a command that may change a file written
before it makes the result not usable (``changed-after``, see :mod:`.runs`).
"""

from __future__ import annotations

import bisect
import json
import posixpath
import re
from typing import Final

from ...diagnostics import Severity
from ...result import Format, ParseResult
from ..accept import Block
from ..said import says_not_kept
from . import printed
from .answer import (
    Answer,
    Convention,
    call_indent,
    call_path,
    line_anchored,
    path_reference_refusal,
    refuse_entities,
    settle_tag_content,
    shown_calls,
    tag_body,
    trim_as_tool,
)
from .named_paths import may_name
from .results import files_result
from .runs import USER, Run, say_runs_change_files, text_between
from .tool_calls import (
    argument_strings,
    output_refusals,
    printed_answer_refusal,
    retried_writes,
)

__all__ = ["CLINE"]

_EDIT_TOOLS = {
    "replace_in_file": "search/replace",
    "apply_diff": "search/replace",
    "insert_content": "insert",
    "search_and_replace": "search/replace",
}
_COMMAND_TOOLS = ("execute_command", "attempt_completion")
_TOOLS = ("write_to_file", *_COMMAND_TOOLS, *_EDIT_TOOLS)
_OPEN = re.compile(r"<(" + "|".join(_TOOLS) + r")>")
_TAG = re.compile(r"<(/?)(" + "|".join(_TOOLS) + r")>")
_STRAY = re.compile(r"</(?:content|" + "|".join(_TOOLS) + r")>")
#: Cline's printing of a tool's answer in the turn after the call (``[write_to_file for
#: 'a.py'] Result:``, then the tool's text): :data:`.printed.CLINE_RESULT`.
_RESULT = printed.CLINE_RESULT
#: Cline's own answers for a call it did not run: the calls after one the user denied, the
#: calls after the first of a message (Cline runs one tool per message).
_NOT_RUN = printed.NOT_RUN
#: What ends a printed answer's text: the next printed answer, Cline's
#: ``<environment_details>``, the assistant's next ``<thinking>``, a turn marker of Cline's
#: exported tasks (``---``, ``**Assistant:**``, ``**User:**``), or the next call.
_RESULT_END = re.compile(
    r"(?m)^[ \t]*(?:(?:Tool #\d+:[ \t]*)?\[\w+(?: for '.*?')?\] Result:|Skipping tool \[|"
    r"Tool \[\w+(?: for '.*?')?\] was not executed|<environment_details>|<thinking>|"
    r"---[ \t]*$|\*\*(?:Assistant|User):\*\*|</?tool_response>|"
    r"(?:USER:[ \t]*)?(?:EXECUTION RESULT of \[|OBSERVATION:))"
)
#: The other printed forms of a tool's answer (:data:`.printed.FORMS`, the one table): a
#: harness may print every tool's answer its own way.
_OTHER_FORMS = tuple(form for form in printed.FORMS if form not in (_RESULT, _NOT_RUN))
_ANSWER_HEADS = printed.FORMS

Call = tuple[str, int, int, int, int]


def _calls(answer: Answer, stop: int | None = None) -> list[Call]:
    """(tool, position of its tag, position after it, position of its closing tag or -1,
    position after the call) of every call. A call starts with its tag on a line of its own;
    the same tool's tags inside it nest (a file that shows a ``<write_to_file>`` example holds
    the example whole), so its closing tag is the one that balances its opening tag. A call
    never closed ends at its first ``</content>`` before the next call or printed answer (a
    tool's answer, or a call, after it is not its content); with none there, it is cut
    before them (truncated); with neither a next call nor an answer after it, Cline's parser
    takes the text to its end."""
    text = answer.text
    end = len(text) if stop is None else stop
    starts = [tag.start() for tag in line_anchored(text, _OPEN.finditer(text, answer.start, end))]
    quoted = _user_regions(text, answer.start, end)
    if quoted:
        firsts = [a for a, _ in quoted]
        starts = [
            at
            for at in starts
            if (k := bisect.bisect_right(firsts, at)) == 0 or at >= quoted[k - 1][1]
        ]
    # every opening tag's balancing closing tag (the same tool's tags nest), by a stack
    closes: dict[int, int] = {}
    pending: dict[str, list[int]] = {}
    for tag in _TAG.finditer(text, answer.start, end):
        opened = pending.setdefault(tag.group(2), [])
        if not tag.group(1):
            opened.append(tag.start())
        elif opened:
            closes[opened.pop()] = tag.start()
    heads = sorted(
        found.start()
        for pattern in _ANSWER_HEADS
        for found in pattern.finditer(text, answer.start, end)
    )
    unsure: list[int] = []
    starts, output = _not_output(text, answer.start, end, starts, closes, heads, unsure)
    if stop is None:
        answer.cache["cline-output"] = output
        answer.cache["cline-unsure"] = unsure
    calls: list[Call] = []
    begin = answer.start
    for at in starts:
        if at < begin:
            continue  # inside the call before
        tool = _OPEN.match(text, at)
        assert tool is not None
        after = tool.end()
        close = closes.get(at, -1)
        if close != -1:
            begin = close + len(tool.group(1)) + 3
            calls.append((tool.group(1), at, after, close, begin))
            continue
        later = [
            found[index]
            for found in (starts, heads)
            if (index := bisect.bisect_right(found, after)) < len(found)
        ]
        bound = min(later, default=end)
        closer = text.find("</content>", after, bound) if later else -1
        begin = end if not later else (bound if closer == -1 else closer + 10)
        calls.append((tool.group(1), at, after, -1, begin))
    return calls


#: The end of the text Cline prints before a command's output: ``Output:`` on a line of its
#: own, printed only when the output is not empty (``Command executed.\nOutput:\n...``).
_OUTPUT_LINE = re.compile(r"(?m)^[ \t]*Output:[ \t]*\n")


def _not_output(
    text: str,
    start: int,
    end: int,
    starts: list[int],
    closes: dict[int, int],
    heads: list[int],
    unsure_out: list[int],
) -> tuple[list[int], list[tuple[int, int]]]:
    """``starts`` but the calls that are a tool's printed output: those in a printed answer
    before the mark that closes it (:func:`.printed.output_regions`), and a call that follows
    Cline's ``Output:`` line of an answer with only blanks between (Cline prints that line
    only before a command's output, so the output starts with the call): it is refused (Roo
    Code prints the line for an empty output too, and the call may be the model's, answered
    or the transcript's last). A later call of that answer, with no closing mark
    after it, is read as the model's: where the output ends is not known. Also returns the
    stretches of output found (their tags are the output's); the calls that may be the
    output's or the model's go to ``unsure_out``."""

    def span(at: int) -> int:
        if at in closes:
            return text.find(">", closes[at]) + 1
        later = [
            found[k]
            for found in (starts, heads)
            if (k := bisect.bisect_right(found, at)) < len(found)
        ]
        return min(later, default=end)

    unsure: list[int] = []
    regions = printed.output_regions(text[:end], start, starts, span, unsure)
    unsure_out.extend(unsure)
    for head in _RESULT.finditer(text, start, end):
        k = bisect.bisect_right(starts, head.start())
        h = bisect.bisect_right(heads, head.start())
        if k == len(starts) or (h < len(heads) and heads[h] < starts[k]):
            continue  # (another answer stands between: its text is not this output's start)
        closed = next((stop for at, stop in regions if at == head.start()), -1)
        output = _OUTPUT_LINE.search(text, head.end(), starts[k])
        if output is None:
            continue
        if closed != -1:
            # (closed by its mark: the output's stretch is known, unless the mark stands
            # right after Cline's ``Command executed.`` / ``Output:`` lines, which it prints
            # only before an output: the mark is then the output's first text (a printed
            # log, fix-db93), and the next call the output's or the model's (after an early
            # Roo Code's same lines for an empty output): refused. Roo Code's own form,
            # ``Command executed in terminal ... Exit code: 0``, prints the line for an
            # empty output: the mark after it ends the output, as before)
            executed = text[head.end() : output.start()].strip() == "Command executed."
            if executed and closed >= output.end() and not text[output.end() : closed].strip():
                unsure_out.append(starts[k])
            continue
        between = text[output.end() : starts[k]]
        if not between.strip() or all(line.strip() for line in between.split("\n")[:-1]):
            # right after the line: the output's (Cline prints the line only before an
            # output), or the model's call after Roo Code's line, which Roo prints for an
            # empty output too (answered or not: the last call of a transcript that ends
            # there is not answered yet): the output's or the model's, refused; so is a
            # call after lines of the output's text with no blank line between
            # (fix-shell52: ``Output:\nExample of a call:\n<write_to_file>``: one stretch
            # of printed text; after a blank line, ``docs\n\n``, the model's, as before)
            regions.append((head.start(), span(starts[k])))
            unsure_out.append(starts[k])
    return printed.outside(starts, regions), sorted(regions)


#: The user's own text in a Cline transcript: the ``<task>`` of its exported task, the
#: ``<feedback>`` Cline prints with a denied call's answer. A call shown there is the user's
#: example, not a call the model made.
_USER_OPEN = re.compile(r"(?m)^[ \t]*<(task|feedback)>")


def _user_regions(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """(start, end) of every ``<task>``/``<feedback>`` block (its tag at a line's start, to
    its first closing tag); linear: each block is searched past the one before."""
    regions: list[tuple[int, int]] = []
    pos = start
    while (opened := _USER_OPEN.search(text, pos, end)) is not None:
        close = text.find(f"</{opened.group(1)}>", opened.end(), end)
        if close == -1:
            break
        regions.append((opened.start(), close))
        pos = close
    return regions


def _present(answer: Answer) -> bool:
    return any(f"<{tool}>" in answer.text for tool in _TOOLS)


def _first(answer: Answer) -> int | None:
    calls = _cached_calls(answer)
    return calls[0][1] if calls else None


def _cached_calls(answer: Answer) -> list[Call]:
    cached = answer.cache.get("cline")
    if isinstance(cached, list):
        return cached
    calls = _calls(answer)
    answer.cache["cline"] = calls
    return calls


def _open_at(answer: Answer, pos: int) -> bool:
    calls = _calls(answer, pos)
    return bool(calls) and calls[-1][3] == -1 and calls[-1][4] >= pos


#: A call's tag behind ``>`` block quote marks at the start of a line.
_QUOTED = re.compile(r"(?m)^[ \t]{0,3}(?:>[ \t]?)+<(" + "|".join(_TOOLS) + r")>")


def _quoted_calls(answer: Answer, calls: list[Call]) -> list[Block]:
    """A call in a ``>`` block quote outside the calls read, refused: quoted, it is shown (a
    quote of an earlier answer, an example), yet Cline's own parser would run it; the two
    readings differ in files, and dropping it in silence would pick one (``quoted-call``)."""
    text = answer.text
    spans = [(at, close if close != -1 else call_end) for _, at, _, close, call_end in calls]
    refused = []
    for tag in _QUOTED.finditer(text, answer.start):
        at = tag.start(1) - 1
        if any(start <= at < end for start, end in spans):
            continue
        block = Block(at)
        block.refusal = (
            "quoted-call",
            f"the <{tag.group(1)}> call at line {answer.notes.locate(at)[0]} stands in a '>' "
            "block quote: it may be quoted (shown, not made) or a call the tool runs; the two "
            "readings differ in files, so it was not accepted. Make every call at the margin, "
            "outside quotes",
        )
        refused.append(block)
    return refused


def _param(text: str, name: str, start: int, stop: int, *, last: bool = False) -> str | None:
    opener = text.find(f"<{name}>", start, stop)
    if opener == -1:
        return None
    value_start = opener + len(name) + 2
    closer = (text.rfind if last else text.find)(f"</{name}>", value_start, stop)
    if closer == -1:
        return None
    return text[value_start:closer]


def _read(answer: Answer) -> ParseResult | None:
    text, notes = answer.text, answer.notes
    calls = _cached_calls(answer)
    if not calls:
        return None
    ends = {at: (after, close if close != -1 else stop) for _, at, after, close, stop in calls}

    def paths_of(at: int) -> frozenset[str]:
        raw = _param(text, "path", *ends[at])
        return frozenset() if raw is None or not raw.strip() else frozenset({raw.strip()})

    tools = {at: tool for tool, at, *_ in calls}

    def whole_of(at: int) -> frozenset[str]:
        # a <write_to_file> writes the whole file; the edit tools change part of it
        return paths_of(at) if tools[at] == "write_to_file" else frozenset()

    examples, shown_after = shown_calls(
        answer, [call[1] for call in calls], "Cline call", paths_of, whole_of=whole_of
    )
    blocks: list[Block] = _quoted_calls(answer, calls)
    unsure = answer.cache.get("cline-unsure")
    for at in unsure if isinstance(unsure, list) else []:
        blocks.append(Block(at, refusal=printed.unsure_refusal(notes.locate(at)[0])))
    runs: list[Run] = []
    truncated = False
    output = answer.cache.get("cline-output")
    cut_short = _cut_short(text, calls, output if isinstance(output, list) else [])
    writes: dict[int, tuple[Block, str]] = {}
    said: list[Run] = []  # the model's words inside its calls: a completion's <result>
    for index, (tool, at, after, close, call_end) in enumerate(calls):
        if at in examples:
            continue
        if at in shown_after:
            blocks.append(Block(at, refusal=shown_after[at]))
            continue
        closed = close != -1
        stop = close if closed else call_end
        if tool in _COMMAND_TOOLS:
            command = _param(text, "command", after, stop)
            if command is not None and command.strip():
                runs.append(Run(at, command.strip()))
            result_words = _param(text, "result", after, stop)
            if tool == "attempt_completion" and result_words is not None:
                said.append(Run(text.find("<result>", after, stop) + 8, result_words))
            continue
        raw_path = _param(text, "path", after, stop)
        written = raw_path
        if raw_path is not None:
            raw_path = _uncdata(raw_path)
        path, refusal = call_path(raw_path, answer, at) if raw_path is not None else ("", None)
        if written is not None:
            refusal = refusal or path_reference_refusal(
                written, answer, at, f"the <{tool}> call", "Cline's parser"
            )
        fields = {"PATH": path} if path else {}
        block = Block(at, fields, dict.fromkeys(fields, at), complete=closed)
        block.refusal = refusal
        block.end = call_end
        if tool in _EDIT_TOOLS:
            block.edit = f"<{tool}> {_EDIT_TOOLS[tool]}"
            blocks.append(block)
            continue
        content_tag = text.find("<content>", after, stop)
        content_end = text.rfind("</content>", content_tag + 9, stop) if content_tag != -1 else -1
        other = _second_path(text, after, stop, content_tag, content_end)
        if raw_path is not None and other is not None and other.strip() != raw_path.strip():
            block.refusal = (
                "conflicting-path",
                f"the <{tool}> call at line {notes.locate(at)[0]} names two paths "
                f"({raw_path.strip()[:80]!r} and {other.strip()[:80]!r}): which one it means "
                "would be a guess; it was not accepted. Give one <path>",
            )
            blocks.append(block)
            continue
        if content_tag == -1 or (content_end == -1 and closed):
            if not closed:  # cut off before its content: nothing of the file arrived
                truncated = True
                continue
            block.refusal = (
                "missing-content",
                f"the <write_to_file> call at line {notes.locate(at)[0]} has no "
                "<content>...</content>; it was not accepted",
            )
            blocks.append(block)
            continue
        if content_end == -1:  # cut off inside the content
            body_start, body_end = tag_body(text, content_tag + 9, stop)
            cut = text[body_start:body_end]
            partial_tag = cut.rfind("<")
            if partial_tag != -1 and "</content>".startswith(cut[partial_tag:].rstrip()):
                cut = cut[:partial_tag]
            block.complete = False
            block.content_pos = body_start
            settle_tag_content(block, cut, answer, f"the <{tool}> call")
            truncated = True
            blocks.append(block)
            continue
        if index in cut_short:
            block.refusal = (
                "ambiguous-tag",
                f"the <{tool}> call at line {notes.locate(at)[0]} is followed by more closing "
                "tags of it: the file probably holds such a line, which ended the call early; "
                "it was not accepted",
            )
            blocks.append(block)
            continue
        body_start, body_end = tag_body(text, content_tag + 9, content_end)
        block.content_pos = body_start
        block.complete = True
        settle_tag_content(block, text[body_start:body_end], answer, f"the <{tool}> call")
        trim_as_tool(block, answer, f"the <{tool}> call", call_indent(text, at), newline=False)
        _check_line_count(text, block, content_end, stop, answer)
        _refuse_entities(block, answer, tool)
        if not closed:
            truncated = answer.finish != "stop"
        if raw_path is not None and path:
            writes[index] = (block, raw_path)
        blocks.append(block)
    _mcp_after(answer, writes)
    spans = _spans(calls)
    answered = _tie_answers(answer, calls, spans, writes)
    if not blocks:
        return None
    _said_after(answer, writes, text_between(answer, spans + answered) + said)
    output = answer.cache.get("cline-output")
    # (the tool's printed answers and outputs: no prose nor commands of the model's)
    answer.cache["printed.regions"] = sorted(
        answered + (output if isinstance(output, list) else [])
    )
    retried_writes(answer, blocks)
    result = files_result(
        answer,
        blocks,
        Format.CLINE,
        "<write_to_file> tool calls (Cline, Roo Code)",
        truncated=truncated,
        commands=[run.text for run in runs],
    )
    say_runs_change_files(answer, blocks, runs, result, "Cline")
    if not any(note.code == "changed-after" for note in result.diagnostics):
        # the text around the calls and the tool's printed answers (their text, a
        # <final_file_content> echo of a file, is the tool's): its commands are the user's
        say_runs_change_files(answer, blocks, text_between(answer, spans + answered), result, USER)
    return result


#: A Cline ``<use_mcp_tool>`` call: its server, tool and JSON arguments, on one line or many.
_MCP = re.compile(r"<use_mcp_tool>(.*?)(?:</use_mcp_tool>|\Z)", re.S)
_MCP_TOOL = re.compile(r"<tool_name>\s*([^<]*?)\s*</tool_name>")
#: The reference ``filesystem`` server's tools that only read: every other MCP tool (its
#: ``write_file``, ``edit_file``, ``move_file``, desktop-commander's ``execute_command``, a
#: tool this table does not know) may change a file its arguments name.
_MCP_READS: Final = frozenset(
    {"read_file", "read_text_file", "read_media_file", "read_multiple_files"}
    | {"list_directory", "list_directory_with_sizes", "directory_tree", "search_files"}
    | {"get_file_info", "list_allowed_directories"}
)
_MCP_WORD = re.compile(r"(?<![\w./-])(?:\./)?([\w./-]*\w)")


def _said_after(answer: Answer, writes: dict[int, tuple[Block, str]], prose: list[Run]) -> None:
    """Refuse a written file that the model's own words after its call (the text outside the
    calls and the tool's printed answers: its ``<thinking>``, its replies; and the
    ``<result>`` of an ``<attempt_completion>``, its words to the user: fix-xml127) say is not
    kept:
    reverted, deleted, not written (:func:`..said.says_not_kept`, the one reading of such
    words in every transcript; lead, round 22), ``tool-call-changed``. The texts and the
    writes are walked once, in order: each text is weighed against the files written before
    it and not refused yet (linear time)."""
    ordered = sorted(
        (block for block, _ in writes.values() if block.refusal is None), key=lambda b: b.pos
    )
    live: dict[str, list[Block]] = {}
    n = 0
    for run in sorted(prose, key=lambda r: r.pos):
        while n < len(ordered) and ordered[n].pos <= run.pos:
            block = ordered[n]
            live.setdefault(block.fields.get("PATH", ""), []).append(block)
            n += 1
        if not live:
            continue
        for path, sentence in says_not_kept(run.text, live):
            for block in live.pop(path, []):
                block.refusal = (
                    "tool-call-changed",
                    f"the model's words at line {answer.notes.locate(run.pos)[0]} say "
                    f"{sentence.strip()[:80]!r} about {path[:80]!r}, which the "
                    f"<write_to_file> call at line {answer.notes.locate(block.pos)[0]} wrote: "
                    "the file on disk is not the one written; it was not accepted. Send each "
                    "file as the calls should leave it",
                )


_ARGUMENTS = re.compile(r"<arguments>(.*?)</arguments>", re.S)


def _mcp_words(call: str) -> set[str]:
    """The path-like words of an MCP call (its text between the tags), with Windows
    separators (also as JSON escapes them) read as ``/``; and the strings of its
    ``<arguments>`` read as JSON (``"a\\u002epy"`` is ``a.py``), whole and by their words."""
    words = {word.group(1) for word in _MCP_WORD.finditer(re.sub(r"\\+", "/", call))}
    arguments = _ARGUMENTS.search(call)
    try:
        value = json.loads(arguments.group(1)) if arguments is not None else None
    except (ValueError, RecursionError):
        value = None
    for string in argument_strings(value) if value is not None else ():
        words.add(string)
        words.update(word.group(1) for word in _MCP_WORD.finditer(string.replace("\\", "/")))
    return words


def _names(words: set[str], path: str) -> bool:
    """Whether a word names the written ``path`` (:func:`.named_paths.may_name`): the path
    itself, or an absolute (or longer) path ending in it (``/home/user/project/a.py``, as the
    ``filesystem`` server asks for its arguments; a relative one is read from the server's
    folder, not known), a ``file:`` URI of it, in any case (fix-agent108: on a
    case-insensitive file system, macOS's and Windows' defaults, ``A.py`` is the written
    ``a.py``)."""
    return any(may_name(word, path, folder_known=False) for word in words)


def _mcp_after(answer: Answer, writes: dict[int, tuple[Block, str]]) -> None:
    """Refuse a written file that a later ``<use_mcp_tool>`` call names in its arguments,
    unless the tool only reads (:data:`_MCP_READS`): the server may edit, rewrite, move or
    remove it, which this reader does not follow (``tool-call-changed``). A path that ends in
    the written one names it too (:func:`_names`)."""
    if not writes or "<use_mcp_tool>" not in answer.text:
        return
    for mcp in _MCP.finditer(answer.text):
        tool = _MCP_TOOL.search(mcp.group(1))
        name = tool.group(1) if tool is not None else ""
        if name in _MCP_READS:
            continue
        words = _mcp_words(mcp.group(1))
        for block, _ in writes.values():
            path = block.fields.get("PATH", "")
            if block.pos > mcp.start() or block.refusal is not None or not _names(words, path):
                continue
            block.refusal = (
                "tool-call-changed",
                f"the <use_mcp_tool> call {name[:60]!r} at line "
                f"{answer.notes.locate(mcp.start())[0]} names {path[:80]!r}, which the "
                f"<write_to_file> call at line {answer.notes.locate(block.pos)[0]} wrote: the "
                "server may change, move or remove it, which this reader does not follow; it "
                "was not accepted. Send each file as the calls should leave it",
            )


#: The five references Cline decodes in a <content> for models other than Claude's
#: (``fixModelHtmlEscaping``), in every file but a ``.xml`` one.
_CLINE_ENTITY = re.compile(r"&(?:lt|gt|amp|quot|apos);")


def _refuse_entities(block: Block, answer: Answer, tool: str) -> None:
    """(fix-agent102) A <content> holding ``&lt;``, ``&gt;``, ``&amp;``, ``&quot;`` or
    ``&apos;`` has two readings: Cline writes it as it is for Claude models and decodes the
    references for every other model (``if x &lt; 1:`` or ``if x < 1:``), except in a
    ``.xml`` file; which model wrote it is not in the answer: refused
    (``ambiguous-entities``), naming both."""
    path = block.fields.get("PATH", "")
    if block.refusal is not None or path.lower().endswith(".xml"):
        return
    refuse_entities(
        block,
        answer,
        _CLINE_ENTITY.search(block.content),
        f"the <{tool}> call",
        "Cline writes it as it is for Claude models and decodes it for other models",
        "Write the characters themselves",
    )


_CDATA = re.compile(r"<!\[CDATA\[(.*?)\]\]>", re.DOTALL)


def _uncdata(raw: str) -> str:
    """A ``<path>`` holding CDATA sections (``<![CDATA[src/a.py]]>``, also beside plain text or
    another section: ``<![CDATA[src/]]>a.py``) is its text, as an XML reader reads it; the
    other reading, a file named with the markup in it, is no path a model means. Any other
    path is itself."""
    if "<![CDATA[" not in raw:
        return raw
    return _CDATA.sub(lambda found: found.group(1), raw.strip())


def _spans(calls: list[Call]) -> list[tuple[int, int]]:
    """(start, end) of every call (:func:`_calls`)."""
    return [(at, call_end) for _, at, _, _, call_end in calls]


def _same_path(one: str, other: str) -> bool:
    def norm(path: str) -> str:
        return posixpath.normpath(path.strip().replace("\\", "/"))

    return norm(one) == norm(other)


def _tie_answers(
    answer: Answer,
    calls: list[Call],
    spans: list[tuple[int, int]],
    writes: dict[int, tuple[Block, str]],
) -> list[tuple[int, int]]:
    """Tie every answer Cline prints (:data:`_RESULT`, :data:`_NOT_RUN`) outside the calls to
    the call it names, wherever it stands: the earliest call before it of its tool and path
    (its tool alone when it names no path) that has no answer yet, else the last such call
    (a second answer). A write call is not accepted when an answer tied to it does not say
    it succeeded (:func:`~.tool_calls.printed_answer_refusal`), or says Cline did not run it;
    an answer tied to no call that does not say it succeeded puts every write before it in
    doubt. Returns the answers' spans (their text is the tool's, not the model's)."""
    text = answer.text
    found: list[tuple[int, int, int, str, str | None, bool]] = []  # at, text start, -, tool...
    for match in _RESULT.finditer(text, spans[0][0] if spans else 0):
        found.append((match.start(), match.end(), 0, match.group(1), match.group(2), False))
    for match in _NOT_RUN.finditer(text, spans[0][0] if spans else 0):
        found.append((match.start(), match.start(), 0, match["tool"], match["path"], True))
    for form in _OTHER_FORMS:
        for match in form.finditer(text, spans[0][0] if spans else 0):
            found.append((match.start(), match.end(), 0, match.group("tool"), None, False))
    found = [item for item in found if not any(a <= item[0] < b for a, b in spans)]
    found.sort()
    starts = sorted(at for at, _ in spans)
    tied: dict[int, list[str | None]] = {}
    answered: list[tuple[int, int]] = []
    for at, body, _, tool, named, not_run in found:
        following = next((s for s in starts if s > at), len(text))
        end = _RESULT_END.search(text, max(body, text.find("\n", at) + 1), following)
        stop = following if end is None else end.start()
        if not_run:
            stop = text.find("\n", at, stop) + 1 or stop
        said = None if not_run else text[body:stop]
        answered.append((at, stop))
        before = [
            n
            for n, (call_tool, *_) in enumerate(calls)
            if call_tool == (tool or call_tool) and spans[n][1] <= at
        ]
        if named is not None:
            before = [n for n in before if n in writes and _same_path(writes[n][1], named)] or [
                n for n in before if n not in writes and tool != "write_to_file"
            ]
            # (Cline prints the path as the call gave it: a call spelled so is the one named)
            before = [
                n for n in before if n in writes and writes[n][1].strip() == named.strip()
            ] or before
        free = [n for n in before if n not in tied]
        target = free[0] if free else (before[-1] if before else None)
        if target is not None:
            tied.setdefault(target, []).append(said)
            continue
        if said is not None and (
            tool not in ("write_to_file", "")
            or printed_answer_refusal(said, named or "", named or "", "", "", 0) is None
        ):
            continue  # (an answer of another tool, or a success: nothing against the writes)
        for n, (block, _) in writes.items():
            if spans[n][1] <= at and block.refusal is None:
                line = answer.notes.locate(block.pos)[0]
                block.refusal = (
                    "tool-result-unknown",
                    f"the <write_to_file> call at line {line} for {block.fields['PATH']}: a "
                    f"tool's answer printed after it at line {answer.notes.locate(at)[0]} "
                    "names no call of this text and does not say it succeeded, so whether "
                    "the tool wrote the file is not known; it was not accepted. Send the file "
                    "as it should be written",
                )
    _outputs_after(answer, calls, tied, writes)
    for n, (block, raw_path) in writes.items():
        if block.refusal is not None or n not in tied:
            continue
        line = answer.notes.locate(block.pos)[0]
        path = block.fields["PATH"]
        for said in tied[n]:
            if said is None:
                block.refusal = (
                    "tool-call-failed",
                    f"the <write_to_file> call at line {line} for {path} was not run: Cline's "
                    "answer printed after it says it skipped it (a previous tool was denied, "
                    "or a tool was already used in that message); it was not accepted. Send "
                    "the file as it should be written",
                )
                break
            refusal = printed_answer_refusal(
                said, path, raw_path.strip(), block.content, "the <write_to_file> call", line
            )
            if refusal is not None:
                block.refusal = refusal
                break
    return answered


#: What Cline prints before a command's output (``Command executed.``, ``Output:``).
_EXECUTED = re.compile(r"\s*Command executed\.[^\n]*(?:\n|$)(?:[ \t]*Output:[ \t]*\n)?")


def _outputs_after(
    answer: Answer,
    calls: list[Call],
    tied: dict[int, list[str | None]],
    writes: dict[int, tuple[Block, str]],
) -> None:
    """(fix-output169: hunt132-clineoutput) A command's printed output after a write that
    shows the written file missing, moved, empty or holding other content
    (:func:`.tool_calls.output_refusals`, the one reading of a tool's output): the file is
    not on disk as written; it is not accepted."""
    text = answer.text
    for n, said_list in sorted(tied.items()):
        tool, _, after, close, call_end = calls[n]
        if tool != "execute_command" or len(said_list) != 1 or said_list[0] is None:
            continue
        command = _param(text, "command", after, close if close != -1 else call_end)
        executed = _EXECUTED.match(said_list[0])
        if command is None or executed is None:
            continue  # (still running, or not Cline's answer of a run)
        before = {k: pair for k, pair in writes.items() if k < n and pair[0].refusal is None}
        if not before:
            continue
        edited = any(calls[k][0] in _EDIT_TOOLS for k in range(n))
        paths = {pair[0].fields.get("PATH", ""): pair for pair in before.values()}
        contents = {path: pair[0].content for path, pair in paths.items() if path}

        def names(word: str, paths: dict[str, tuple[Block, str]] = paths) -> set[str]:
            word = word.strip().removeprefix("./")
            return {
                path
                for path, (_, raw) in paths.items()
                if path and (_same_path(raw, word) or word.endswith("/" + path))
            }

        output = said_list[0][executed.end() :].rstrip("\n")
        line = answer.notes.locate(calls[n][1])[0]
        for gone, what in output_refusals(command.strip(), None, [output], contents, names, edited):
            for path in gone:
                block = paths[path][0]
                if block.refusal is None:
                    block.refusal = (
                        "tool-call-changed",
                        f"{what} (the <execute_command> at line {line}) shows {path}, which "
                        f"the <write_to_file> call at line {answer.notes.locate(block.pos)[0]} "
                        "wrote, missing, moved or not as written: what the file holds is not "
                        "known; it was not accepted. Send each file as it should be",
                    )


def _second_path(text: str, after: int, stop: int, content: int, content_end: int) -> str | None:
    """The value of a second ``<path>`` of a call, outside its content, or None."""
    first = text.find("</path>", after, stop)
    if first == -1:
        return None
    regions = [(first + 7, stop if content == -1 else content)]
    if content_end != -1:
        regions.append((content_end + 10, stop))
    for start, end in regions:
        second = _param(text, "path", start, end)
        if second is not None:
            return second
    return None


def _cut_short(text: str, calls: list[Call], output: list[tuple[int, int]]) -> set[int]:
    """The write calls followed, outside every call and every tool's printed output
    (``output``: a call shown there is the output's, tags and all), by a closing tag of a call
    or of a content: the file held such a line, which ended its call early (and what came
    after it may even have read as calls of its own)."""
    ends = _spans(calls)
    starts = [at for at, _ in ends]
    last_write: list[int] = []  # the last write call at or before each call, or -1
    for number, call in enumerate(calls):
        last_write.append(
            number if call[0] == "write_to_file" else (last_write[-1] if number else -1)
        )
    flagged: set[int] = set()
    region, reach = 0, -1
    for stray in _STRAY.finditer(text, starts[0] if starts else 0):
        index = bisect.bisect_right(starts, stray.start()) - 1
        if index < 0 or stray.start() < ends[index][1]:
            continue  # inside a call (or before the first): its business
        while region < len(output) and output[region][0] <= stray.start():
            reach = max(reach, output[region][1])
            region += 1
        if stray.start() < reach:
            continue  # in a tool's printed output (the strays come in order)
        if last_write[index] != -1:
            flagged.add(last_write[index])
    return flagged


def _check_line_count(text: str, block: Block, after: int, stop: int, answer: Answer) -> None:
    declared = _param(text, "line_count", after, stop)
    if declared is None or not declared.strip().isdigit():
        return
    lines = block.content.count("\n") + (0 if block.content.endswith("\n") else 1)
    if block.content == "":
        lines = 0
    if abs(lines - int(declared.strip())) > 1:
        answer.notes.add(
            "line-count-mismatch",
            Severity.WARNING,
            f"{block.fields.get('PATH', 'a file')}: <line_count> says {declared.strip()} lines "
            f"but the content has {lines}; check that nothing was left out",
            block.pos,
        )


CLINE = Convention("cline", Format.CLINE, "files", _present, _first, _open_at, _read)
