"""OpenHands' function calls as text: ``<function=str_replace_editor>``, then
``<parameter=command>create</parameter>``, ``<parameter=path>/workspace/app.py</parameter>``,
``<parameter=file_text>...</parameter>``, then ``</function>``.

As OpenHands' converter reads them: a call runs from ``<function=NAME>`` to the first
``</function>`` (OpenHands stops the model at ``</function``, so an answer often ends without
it: the call then runs to the end, and a closed ``file_text`` parameter proves the file
complete); each parameter runs to the first ``</parameter>``. Parameter values other than the
file text lose their surrounding blanks (OpenHands strips every value; for ``file_text`` only
the line break after the tag and the blanks before the closing tag are layout, see
:func:`~.answer.tag_body`).

``command=create`` is a file; ``str_replace``, ``insert`` and ``undo_edit`` are edits; ``view``
is nothing to write. ``execute_bash`` calls are commands, ``execute_ipython_cell`` calls Python
cells; OpenHands runs the calls in order: one that may change a file written before it makes
the result not usable (``changed-after``, see :mod:`.runs`). Paths are absolute
(``/workspace/...``): the path policy refuses them unless the caller names the root to strip
(``parse_response(..., root="/workspace")``).
"""

from __future__ import annotations

import bisect
import re

from ...result import Format, ParseResult
from ..accept import Block
from . import printed
from .answer import (
    Answer,
    Convention,
    call_indent,
    call_path,
    line_anchored,
    settle_tag_content,
    shown_calls,
    tag_body,
    trim_as_tool,
)
from .results import files_result
from .runs import Run, say_runs_change_files
from .tool_calls import printed_answer_refusal, retried_writes

__all__ = ["OPENHANDS"]

_FUNCTION = re.compile(r"<function=([^>\n]{1,100})>")
_PARAMETER = re.compile(r"<parameter=([^>\n]{1,100})>")
_CLOSE = "</function>"
_PARAM_CLOSE = "</parameter>"
_EDITS = {"str_replace": "str_replace", "insert": "insert", "undo_edit": "undo_edit"}
_FILE_TOOLS = ("str_replace_editor", "file_editor", "edit_file", "create_file", "write_file")
_SHELL_TOOLS = ("execute_bash", "bash", "execute_command", "cmd_run")
_PYTHON_TOOLS = ("execute_ipython_cell", "ipython", "execute_python")
#: The folder OpenHands' sandbox works in (its ``workspace_mount_path_in_sandbox``).
_WORKSPACE = "/workspace"
#: OpenHands' printing of a tool's answer in the turn after the call (its converter's
#: ``EXECUTION RESULT of [str_replace_editor]:``): :data:`.printed.OPENHANDS_RESULT`.
_RESULT = printed.OPENHANDS_RESULT
#: What ends a printed answer's text besides the next answer and the next call: the next turn
#: of OpenHands' rendering (``ASSISTANT:``, ``USER:``).
_TURN = re.compile(r"(?m)^[ \t]*(?:ASSISTANT|USER):")
_TURN_OF = re.compile(r"(?m)^[ \t]*(ASSISTANT|USER):")
_RESPONSE = printed.TOOL_RESPONSE
_RESPONSE_END = re.compile(r"</?tool_response>")
#: Every printed form of a tool's answer read after an OpenHands call (:data:`.printed.FORMS`,
#: the one table; group ``tool``: the tool it names, empty when it names none).
_FORMS = printed.FORMS


def _calls(answer: Answer, stop: int | None = None) -> list[re.Match[str]]:
    """The calls at a line's start, but those in a tool's printed output
    (:func:`.printed.output_regions`) and those in a ``USER:`` turn of OpenHands' rendering of
    a conversation that has ``ASSISTANT:`` turns: the user's text (an example it shows, a
    tool's printed output) holds no call of the model's."""
    text = answer.text
    end = len(text) if stop is None else stop
    found = list(line_anchored(text, _FUNCTION.finditer(text, answer.start, end)))
    if found:
        # (a call in a tool's printed answer, before the mark that closes it, is its output)
        limits = {
            c.start(): found[n + 1].start() if n + 1 < len(found) else end
            for n, c in enumerate(found)
        }
        by_start = {c.start(): c for c in found}
        unsure: list[int] = []
        regions = printed.output_regions(
            text[:end],
            answer.start,
            list(by_start),
            lambda at: _span(text, by_start[at], limits[at])[1],
            unsure,
        )
        if stop is None:
            answer.cache["openhands-unsure"] = unsure
        kept = set(printed.outside(list(by_start), regions))
        found = [c for c in found if c.start() in kept]
    turns = [(m.start(), m.group(1)) for m in _TURN_OF.finditer(text, answer.start, end)]
    if not found or not any(who == "ASSISTANT" for _, who in turns):
        return found
    firsts = [at for at, _ in turns]
    return [
        call
        for call in found
        if (k := bisect.bisect_right(firsts, call.start())) == 0 or turns[k - 1][1] != "USER"
    ]


def _present(answer: Answer) -> bool:
    return "<function=" in answer.text


def _first(answer: Answer) -> int | None:
    calls = _calls(answer)
    return calls[0].start() if calls else None


def _open_at(answer: Answer, pos: int) -> bool:
    text = answer.text
    calls = _calls(answer, pos)
    if not calls or text.find(_CLOSE, calls[-1].end(), pos) != -1:
        return False
    # Inside a parameter (OpenHands' answers often end without "</function>").
    param = text.rfind("<parameter=", calls[-1].end(), pos)
    return param != -1 and text.find(_PARAM_CLOSE, param, pos) == -1


def _parameters(
    text: str, start: int, stop: int
) -> tuple[dict[str, tuple[int, int, bool]], dict[str, str]]:
    """name -> (value start, value end, closed) of each parameter of one call (the first of a
    name), and name -> the value of a later parameter of the same name that says something
    else (OpenHands keeps the last one, a reader of the first the first: two readings)."""
    found: dict[str, tuple[int, int, bool]] = {}
    twice: dict[str, str] = {}
    pos = start
    while True:
        opener = _PARAMETER.search(text, pos, stop)
        if opener is None:
            return found, twice
        close = text.find(_PARAM_CLOSE, opener.end(), stop)
        name = opener.group(1).strip()
        value = (opener.end(), stop if close == -1 else close, close != -1)
        if name not in found:
            found[name] = value
        elif name not in twice and _said(text, value) != _said(text, found[name]):
            twice[name] = _said(text, value)
        if close == -1:
            return found, twice
        pos = close + len(_PARAM_CLOSE)


def _said(text: str, value: tuple[int, int, bool]) -> str:
    """What a parameter's value says (its text without the layout around it)."""
    start, end = tag_body(text, value[0], value[1])
    return text[start:end] if text[start:end].strip() else ""


def _stray_after(text: str, end: int, stop: int) -> bool:
    """Whether text other than blanks follows a parameter's closing tag before the next
    parameter or the end of the call."""
    after = end + len(_PARAM_CLOSE)
    following = text.find("<parameter=", after, stop)
    return bool(text[after : stop if following == -1 else following].strip())


def _stray_close(text: str, close: int, limit: int) -> bool:
    """Whether a closing tag of a parameter or a call follows a call's ``</function>`` (at
    ``close``) before the next call: the file text held such lines, which ended the call
    early (what followed them was read as prose)."""
    if close == -1:
        return False
    after = close + len(_CLOSE)
    return text.find(_PARAM_CLOSE, after, limit) != -1 or text.find(_CLOSE, after, limit) != -1


def _value(text: str, params: dict[str, tuple[int, int, bool]], key: str) -> str | None:
    if key not in params:
        return None
    start, end, _ = params[key]
    return text[start:end].strip()


def _read(answer: Answer) -> ParseResult | None:
    text, notes = answer.text, answer.notes
    calls = _calls(answer)
    blocks: list[Block] = []
    runs: list[Run] = []
    truncated = False
    # (the folder OpenHands runs its cells in and writes the answer's files to: the root the
    # caller strips, else its own /workspace)
    folder = (answer.root.rstrip("/") or None) if answer.root else _WORKSPACE
    limits = {
        call.start(): (call.end(), calls[n + 1].start() if n + 1 < len(calls) else len(text))
        for n, call in enumerate(calls)
    }

    def paths_of(at: int) -> frozenset[str]:
        start, limit = limits[at]
        close = text.find(_CLOSE, start, limit)
        path = _value(text, _parameters(text, start, limit if close == -1 else close)[0], "path")
        return frozenset({path}) if path else frozenset()

    def whole_of(at: int) -> frozenset[str]:
        # a create with a file text writes the whole file; any other command edits it
        start, limit = limits[at]
        close = text.find(_CLOSE, start, limit)
        params = _parameters(text, start, limit if close == -1 else close)[0]
        name = text[at:start].removeprefix("<function=").removesuffix(">").strip()
        command = _value(text, params, "command") or (
            "create" if name in ("create_file", "write_file") else ""
        )
        creates = name in _FILE_TOOLS and command == "create"
        if not creates or not ("file_text" in params or "content" in params):
            return frozenset()
        return paths_of(at)

    examples, shown_after = shown_calls(
        answer, [c.start() for c in calls], "<function=...> call", paths_of, whole_of=whole_of
    )
    spans = [_span(text, call, limits[call.start()][1]) for call in calls]
    unsure = answer.cache.get("openhands-unsure")
    for at in unsure if isinstance(unsure, list) else []:
        blocks.append(Block(at, refusal=printed.unsure_refusal(notes.locate(at)[0])))
    writes: dict[int, tuple[Block, str]] = {}
    for index, call in enumerate(calls):
        if call.start() in examples:
            continue
        if call.start() in shown_after:
            blocks.append(Block(call.start(), refusal=shown_after[call.start()]))
            continue
        name = call.group(1).strip()
        limit = limits[call.start()][1]
        close = text.find(_CLOSE, call.end(), limit)
        if close == -1:  # (it ends where the tool's printed answer starts)
            limit = spans[index][1]
        stop = close if close != -1 else limit
        params, twice = _parameters(text, call.end(), stop)

        if name in _SHELL_TOOLS:
            command = _value(text, params, "command")
            if command and params["command"][2]:
                runs.append(Run(call.start(), command, folder=folder))
            continue
        if name in _PYTHON_TOOLS:
            code = _value(text, params, "code")
            if code:  # (cut off inside: it may have been run all the same)
                runs.append(Run(call.start(), code, python=True, folder=folder))
            continue
        if name not in _FILE_TOOLS:
            continue
        command = _value(text, params, "command") or (
            "create" if name in ("create_file", "write_file") else ""
        )
        if command == "view":
            continue
        raw_path = _value(text, params, "path")
        path, refusal = call_path(raw_path, answer, call.start()) if raw_path else ("", None)
        fields = {"PATH": path} if path else {}
        block = Block(call.start(), fields, dict.fromkeys(fields, call.start()))
        block.refusal = refusal
        block.end = close + len(_CLOSE) if close != -1 else stop
        repeated = next(
            (key for key in ("path", "command", "file_text", "content") if key in twice), None
        )
        if repeated is not None:
            first = _value(text, params, repeated) or ""
            block.refusal = (
                "conflicting-path" if repeated == "path" else "conflicting-argument",
                f"the {name} call at line {notes.locate(call.start())[0]} gives its {repeated} "
                f"parameter twice, differently ({first[:60]!r} and "
                f"{twice[repeated].strip()[:60]!r}): which one it means would be a guess; it was "
                "not accepted. Give each parameter once",
            )
            blocks.append(block)
            continue
        if command != "create":
            block.edit = f"{name} {_EDITS.get(command, command or 'edit')}"
            blocks.append(block)
            continue
        content_key = next((key for key in ("file_text", "content") if key in params), None)
        if content_key is None:
            if close == -1 and index + 1 == len(calls):
                truncated = True  # cut off before the file text
                continue
            block.refusal = (
                "missing-content",
                f"the {name} create call at line {notes.locate(call.start())[0]} has no "
                "file_text; it was not accepted",
            )
            blocks.append(block)
            continue
        start, end, closed = params[content_key]
        if closed and (_stray_after(text, end, stop) or _stray_close(text, close, limit)):
            block.refusal = (
                "ambiguous-tag",
                f"the file text of {path} (line {notes.locate(call.start())[0]}) is followed by "
                "text that is no parameter: the file probably holds a '</parameter>' line that "
                "ended it early; it was not accepted",
            )
            blocks.append(block)
            continue
        body_start, body_end = tag_body(text, start, end)
        content = text[body_start:body_end]
        if not closed:
            partial_tag = content.rfind("<")
            if partial_tag != -1 and _PARAM_CLOSE.startswith(content[partial_tag:]):
                content = content[:partial_tag]
            truncated = True
        block.complete = closed
        block.content_pos = body_start
        settle_tag_content(block, content, answer, f"the {name} call")
        indent = call_indent(text, call.start())
        trim_as_tool(block, answer, f"the {name} call", indent, newline=False)
        if raw_path and path:
            writes[index] = (block, raw_path)
        blocks.append(block)
    _tie_answers(answer, calls, spans, writes)
    if not blocks:
        return None
    retried_writes(answer, blocks)
    result = files_result(
        answer,
        blocks,
        Format.OPENHANDS,
        "<function=str_replace_editor> calls with command create (OpenHands)",
        truncated=truncated,
        commands=[run.text for run in runs if not run.python],
    )
    say_runs_change_files(answer, blocks, runs, result, "OpenHands")
    return result


def _span(text: str, call: re.Match[str], limit: int) -> tuple[int, int]:
    """(start, end) of a call: to its ``</function>``; a call without one (OpenHands' stop
    word) to the first printed answer after its last parameter, or to the next call."""
    close = text.find(_CLOSE, call.end(), limit)
    if close != -1:
        return call.start(), close + len(_CLOSE)
    last = text.rfind(_PARAM_CLOSE, call.end(), limit)
    answer = _RESULT.search(text, call.end() if last == -1 else last, limit)
    return call.start(), limit if answer is None else answer.start()


def _tie_answers(
    answer: Answer,
    calls: list[re.Match[str]],
    spans: list[tuple[int, int]],
    writes: dict[int, tuple[Block, str]],
) -> None:
    """Tie every answer OpenHands prints (:data:`_RESULT`; its text runs to the next answer,
    turn or call) outside the calls to a call of the tool it names, by order wherever it
    stands: the earliest call before it with no answer yet, else the last one (a second
    answer). A create call is not accepted when an answer tied to it does not say it
    succeeded (:func:`~.tool_calls.printed_answer_refusal`, the rule a JSON transcript's
    answer is read by); an answer tied to no call that does not say it succeeded puts every
    create before it in doubt."""
    text = answer.text
    if not calls:
        return
    starts = [at for at, _ in spans]
    tied: dict[int, list[str]] = {}
    printed = sorted(
        [found for form in _FORMS for found in form.finditer(text, starts[0])],
        key=lambda found: found.start(),
    )
    for found in printed:
        at = found.start()
        if any(a <= at < b for a, b in spans):
            continue
        following = next((s for s in starts if s > at), len(text))
        ends = [
            m.start()
            for m in (
                *(
                    form.search(text, found.end(), following)
                    for form in _FORMS
                    if form is not _RESPONSE
                ),
                _RESPONSE_END.search(text, found.end(), following),
                _TURN.search(text, text.find("\n", at) + 1 or following, following),
            )
            if m is not None
        ]
        said = text[found.end() : min(ends, default=following)]
        tool = (found.group("tool") or "").strip()
        before = [
            n
            for n, call in enumerate(calls)
            if call.group(1).strip() == (tool or call.group(1).strip()) and spans[n][1] <= at
        ]
        free = [n for n in before if n not in tied]
        target = free[0] if free else (before[-1] if before else None)
        if target is not None:
            tied.setdefault(target, []).append(said)
            continue
        if (tool and tool not in _FILE_TOOLS) or printed_answer_refusal(
            said, "", "", "", "", 0
        ) is None:
            continue
        for n, (block, _) in writes.items():
            if spans[n][1] <= at and block.refusal is None:
                block.refusal = (
                    "tool-result-unknown",
                    f"the {tool} call at line {answer.notes.locate(block.pos)[0]} for "
                    f"{block.fields['PATH']}: a tool's answer printed after it at line "
                    f"{answer.notes.locate(at)[0]} names no call of this text and does not say "
                    "it succeeded, so whether the tool wrote the file is not known; it was not "
                    "accepted. Send the file as it should be written",
                )
    for n, (block, raw_path) in writes.items():
        if block.refusal is not None:
            continue
        name = calls[n].group(1).strip()
        for said in tied.get(n, []):
            refusal = printed_answer_refusal(
                said,
                block.fields["PATH"],
                raw_path,
                block.content,
                f"the {name} call",
                answer.notes.locate(block.pos)[0],
            )
            if refusal is not None:
                block.refusal = refusal
                break


OPENHANDS = Convention("openhands", Format.OPENHANDS, "files", _present, _first, _open_at, _read)
