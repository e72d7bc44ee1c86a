"""``str_replace``-style tool calls: Anthropic's text editor, OpenHands' ``str_replace_editor``.

The calls carry the edit as arguments, not as text to parse (Anthropic's text editor tool
``str_replace_based_edit_tool``; OpenHands' ``str_replace_editor`` in
``openhands/agenthub/codeact_agent/tools/str_replace_editor.py``):

- ``{"command": "str_replace", "path": ..., "old_str": ..., "new_str": ...}``: an ``edit`` with
  one hunk (``new_str`` left out: the old text is removed);
- ``{"command": "insert", "path": ..., "insert_line": 3, "new_str": ...}`` (or
  ``insert_text``): the text's lines go after line 3 (0: before the first line), an ``edit``
  whose hunk has ``after_line``;
- ``{"command": "create", "path": ..., "file_text": ...}``: a ``create``;
- an object with ``path``, ``old_str`` and ``new_str`` and no command is a ``str_replace``
  (``file_path``/``old_string``/``new_string`` are read as the same names); ``view`` is not an
  edit; ``undo_edit`` and ``replace_all`` cannot be expressed as operations and refuse the
  file.

They are found wherever a model or a log puts them: a JSON object in the text or in a
```` ```json ```` fence, inside ``<tool_call>...</tool_call>``, an OpenAI message's
``tool_calls[].function.arguments`` (a JSON string), an Anthropic ``tool_use`` block's
``input``, or OpenHands' text form ``<function=str_replace_editor>`` with
``<parameter=name>value</parameter>`` lines (values taken literally, as OpenHands does). A call
whose JSON had to be repaired is refused: a guessed escape would change the text to find or to
write.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any, Final

from ...jsonfix.extract import JsonCandidate, find_json_candidates
from ...operations import OperationKind
from .reading import EditContext, Lines, refuse_unclear_block

__all__ = ["KEY_SIGN_FIRST", "NAME", "START_SIGN", "TITLE", "ToolCallReader", "ToolCallSpan"]

NAME: Final = "str-replace"
TITLE: Final = "str_replace tool calls"

#: The keys of the edit calls (one at least in each: ``old_str`` of a ``str_replace``,
#: ``file_text`` of a ``create``, ``insert_line`` of an ``insert``).
_KEYS: Final = ("old_str", "old_string", "file_text", "insert_line")
#: How OpenHands' text form of a call starts.
_FUNCTION_SIGN: Final = "<function="
#: Words without which a text holds no edit call (checked before any JSON is scanned).
_SIGNS: Final = (*_KEYS, "str_replace", _FUNCTION_SIGN)
#: What a call starts at or holds on one of its lines, found anywhere on a line (a regular
#: expression; the contained edits check of :mod:`..edits` looks for it behind quote marks,
#: where a call is no JSON): the text form's first line, a key of a JSON call (a
#: pretty-printed call's key line).
START_SIGN: Final = (
    re.escape(_FUNCTION_SIGN) + r'|"(?:' + "|".join(map(re.escape, _KEYS)) + r')"\s*:'
)
#: Whether a match of :data:`START_SIGN` is a JSON key (a sign only behind quote marks: JSON in
#: a list item is read where it stands).
KEY_SIGN_FIRST: Final = '"'
_EDIT_COMMANDS: Final = frozenset({"str_replace", "insert", "create"})
_OTHER_COMMANDS: Final = frozenset({"view", "undo_edit"})
_AROUND_JSON: Final = frozenset({"bom", "leading-text", "trailing-text"})
_MAX_DEPTH: Final = 32
_FUNCTION: Final = re.compile(r"<function=([^>\n]{1,200})>")
_PARAMETER: Final = re.compile(r"<parameter=([^>\n]{1,200})>")


@dataclass(frozen=True)
class ToolCallSpan:
    """Where one JSON value or OpenHands function call that holds edit calls lies in the text,
    and the calls themselves (or why they cannot be read)."""

    start: int
    end: int
    calls: tuple[dict[str, Any], ...]
    problem: tuple[str, str] | None = None  # (code, message)


class ToolCallReader:
    """Finds the edit tool calls of one region (:meth:`spans`) and reads each (:meth:`read`)."""

    name: Final = NAME
    title: Final = TITLE

    def __init__(self, context: EditContext) -> None:
        self.context = context

    def spans(self, start: int, end: int) -> list[ToolCallSpan]:
        """The JSON values and function calls in ``text[start:end]`` that hold edit calls."""
        text = self.context.text
        region = text[start:end]
        if not any(sign in region for sign in _SIGNS):
            return []
        found: list[ToolCallSpan] = []
        if _FUNCTION_SIGN in region:
            found.extend(_function_spans(region, start, self.context.finish == "stop"))
        taken = [(span.start, span.end) for span in found]
        for candidate in _candidates(region):
            at, stop = start + candidate.start, start + candidate.end
            if any(first <= at < last for first, last in taken):
                continue
            if _inline_code_in_prose(region, candidate.start, candidate.end):
                continue  # "a call such as `{...}`": quoted in a sentence, not made
            calls = tuple(_calls(candidate.value, 0))
            if not calls:
                continue
            repair = candidate.repair
            problem = None
            if repair.truncated:
                problem = (
                    "edit-truncated",
                    "the tool call was cut off; it was not read. Send it again, complete",
                )
            elif any(r.kind.value not in _AROUND_JSON for r in repair.repairs):
                first = next(r for r in repair.repairs if r.kind.value not in _AROUND_JSON)
                problem = (
                    "edit-malformed",
                    f"the tool call is not valid JSON ({first.message}); it was not read (a "
                    "repaired guess could change the text to find or to write). Send it again "
                    "as valid JSON",
                )
            if problem is None:
                problem = _given_twice(region[candidate.start : candidate.end], calls)
            found.append(ToolCallSpan(at, stop, calls, problem))
        found.sort(key=lambda span: span.start)
        return found

    def read(self, span: ToolCallSpan, lines: Lines | None = None, floor: int = 0) -> None:
        """Turn the calls of one span into operations; ``lines`` (the region's, with the line
        ``floor`` where its lookback stops) holds the prose and labels before the span, which
        may give the calls a second reading (see :func:`refuse_unclear_block`)."""
        context = self.context
        calls = span.calls
        if not context.whole_files:
            # The files convention of the answer read the calls that create files as files.
            calls = tuple(call for call in calls if call.get("command") != "create")
        if not calls:
            return
        context.found[NAME] += len(calls)
        if span.problem is not None:
            code, message = span.problem
            for call in calls:
                path = _text(call, "path", "file_path")
                context.refuse(NAME, path, code, f"{_name(path)}: {message}", span.start)
            return
        if lines is not None:
            paths = [path for call in calls if (path := _text(call, "path", "file_path"))]
            if refuse_unclear_block(
                context,
                NAME,
                paths,
                "an edit tool call",
                lines,
                lines.index_of(span.start),
                floor,
            ):
                return
        for call in calls:
            self._call(call, span.start)

    def _call(self, call: dict[str, Any], pos: int) -> None:
        context = self.context
        path = _text(call, "path", "file_path")
        command = call.get("command")
        if path is None:
            context.refuse(
                NAME,
                None,
                "edit-no-path",
                f"a {command or 'str_replace'} tool call has no 'path'; give the file's path "
                "relative to the project root",
                pos,
            )
            return
        if command == "undo_edit" or call.get("replace_all") is True:
            what = "undo_edit" if command == "undo_edit" else "replace_all"
            context.refuse(
                NAME,
                path,
                "edit-unsupported",
                f"the tool call for {path} uses {what}, which cannot be applied as an edit; "
                f"nothing of {path} was read. Send each replacement as its own str_replace "
                "with enough context to be unique",
                pos,
            )
            return
        if command in _OTHER_COMMANDS:
            return
        if command == "create":
            content = _text(call, "file_text", "content")
            if content is None:
                self._malformed(path, "a create call needs 'file_text'", pos)
                return
            context.add(NAME, OperationKind.CREATE, path, pos, content=content)
            return
        if command == "insert":
            line = call.get("insert_line")
            if isinstance(line, str) and line.strip().isdigit():
                line = int(line)
            new = _text(call, "new_str", "insert_text", "text")
            if not isinstance(line, int) or isinstance(line, bool) or line < 0 or new is None:
                self._malformed(
                    path, "an insert call needs 'insert_line' (0 or more) and 'new_str'", pos
                )
                return
            # The text's lines go after that line: the tool splits it at line breaks.
            hunk = context.hunk("", new + "\n", pos, after_line=line)
            context.add(NAME, OperationKind.EDIT, path, pos, hunks=(hunk,), merge=True)
            return
        old = _text(call, "old_str", "old_string")
        new = _text(call, "new_str", "new_string")
        if not old:
            self._malformed(path, "a str_replace call needs a non-empty 'old_str'", pos)
            return
        hunk = context.hunk(old, new or "", pos)
        context.add(NAME, OperationKind.EDIT, path, pos, hunks=(hunk,), merge=True)

    def _malformed(self, path: str, what: str, pos: int) -> None:
        self.context.refuse(
            NAME, path, "edit-malformed", f"{what}; nothing of {path} was read", pos
        )


def _name(path: str | None) -> str:
    return path if path is not None else "a tool call"


#: How many times the JSON search starts again after a code fence it skipped to the end.
_RESTARTS: Final = 4
#: A line that starts a JSON object of a tool call.
_CALL_LINE: Final = re.compile(r'^[ \t]*\{[ \t]*"', re.M)


def _candidates(region: str) -> list[JsonCandidate]:
    """The JSON values of ``region``. The search skips a code fence in another language
    whole, also one never closed (a fence line that is a line of an edit's new text opens
    one): a call that starts a line after the last value found is searched again from
    there, a few times at most (each search is linear)."""
    found = find_json_candidates(region)
    for _ in range(_RESTARTS):
        after = found[-1].end if found else 0
        line = _CALL_LINE.search(region, after)
        if line is None or not any(sign in region[line.start() :] for sign in _SIGNS):
            break
        more = find_json_candidates(region[line.start() :])
        if not more:
            break
        found.extend(
            replace(c, start=c.start + line.start(), end=c.end + line.start()) for c in more
        )
    # (a value read with a prefix taken off its lines, a block quote's ``>`` or a log's
    # stamp, is quoted text: the container rule weighs a call there, none is made)
    return [candidate for candidate in found if not candidate.log_prefix]


def _inline_code_in_prose(region: str, start: int, end: int) -> bool:
    """Whether ``region[start:end]`` is Markdown inline code (one backtick on each side, on one
    line) in a line that holds other text: a call quoted in a sentence."""
    if region[start - 1 : start] != "`" or region[end : end + 1] != "`":
        return False
    if region[start - 2 : start - 1] == "`" or "\n" in region[start:end]:
        return False
    line_start = region.rfind("\n", 0, start) + 1
    line_end = region.find("\n", end)
    line_end = len(region) if line_end == -1 else line_end
    return bool(region[line_start : start - 1].strip() or region[end + 1 : line_end].strip())


#: The names a parameter goes by (Anthropic's and Claude Code's): two of one call that
#: disagree are two readings of it.
_ALIASES: Final = (("path", "file_path"), ("old_str", "old_string"), ("new_str", "new_string"))


def _given_twice(source: str, calls: tuple[dict[str, Any], ...]) -> tuple[str, str] | None:
    """The refusal of calls that give a parameter twice: a JSON key twice in one object of
    ``source`` (the decoder keeps the last silently), or two names of one parameter with
    different values. None when each is given once."""
    twice: list[str] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: set[str] = set()
        for key, _ in items:
            if key in seen and not twice:
                twice.append(key)
            seen.add(key)
        return dict(items)

    with contextlib.suppress(ValueError):  # read with repairs: those are checked apart
        json.loads(source, object_pairs_hook=pairs)
    for call in calls:
        for names in _ALIASES:
            values = {repr(call[name]) for name in names if name in call}
            if len(values) > 1 and not twice:
                twice.append(" and ".join(repr(name) for name in names))
    if not twice:
        return None
    return (
        "edit-malformed",
        f"the tool call gives {twice[0]} twice, with two values: which one is meant is not "
        "clear, so it was not read. Give each parameter once",
    )


def _text(call: dict[str, Any], *names: str) -> str | None:
    for name in names:
        value = call.get(name)
        if isinstance(value, str):
            return value
    return None


def _is_edit_call(value: dict[str, Any]) -> bool:
    if not any(key in value for key in ("path", "file_path")):
        return False
    command = value.get("command")
    if isinstance(command, str):
        return command in _EDIT_COMMANDS or command in _OTHER_COMMANDS
    return any(key in value for key in ("old_str", "old_string")) and any(
        key in value for key in ("new_str", "new_string")
    )


def _calls(value: Any, depth: int) -> Iterator[dict[str, Any]]:
    """The edit calls inside a decoded JSON value: the value itself, its ``arguments`` (a
    JSON string in OpenAI's messages), an ``input``, anything nested."""
    if depth > _MAX_DEPTH:
        return
    if isinstance(value, dict):
        if _is_edit_call(value):
            yield value
            return
        for key, item in value.items():
            if key == "arguments" and isinstance(item, str) and item.lstrip().startswith("{"):
                try:
                    item = json.loads(item)
                except ValueError:
                    continue
            yield from _calls(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            yield from _calls(item, depth + 1)


def _function_spans(region: str, offset: int, finish_stop: bool) -> Iterator[ToolCallSpan]:
    """OpenHands' text form of a call: ``<function=NAME>``, ``<parameter=name>value
    </parameter>`` lines, ``</function>`` (a missing closing tag at the end is tolerated, as
    OpenHands does, when the model said it stopped by itself)."""
    at = 0
    close = 0  # the next '</function>' at or after the call (-1: none is left)
    while True:
        opened = _FUNCTION.search(region, at)
        if opened is None:
            return
        if close != -1 and close < opened.end():  # each '</function>' is looked for once
            close = region.find("</function>", opened.end())
        following = _FUNCTION.search(region, opened.end())
        stop = close if close != -1 else len(region)
        if following is not None and following.start() < stop:
            stop = following.start()
        body = region[opened.end() : stop]
        call: dict[str, Any] = {}
        problem = None
        pos = 0
        while True:
            parameter = _PARAMETER.search(body, pos)
            if parameter is None:
                break
            end = body.find("</parameter>", parameter.end())
            if end == -1:
                problem = (
                    "edit-truncated" if close == -1 else "edit-malformed",
                    f"the parameter {parameter.group(1)!r} of the call "
                    f"{opened.group(1)!r} has no '</parameter>'; the call was not read",
                )
                break
            between = body[pos : parameter.start()]
            name = parameter.group(1).strip()
            if between.strip() or name in call:
                problem = (
                    "edit-malformed",
                    f"the call {opened.group(1)!r} gives the parameter {name!r} twice"
                    if name in call
                    else f"the call {opened.group(1)!r} has text between its parameters "
                    f"({between.strip()[:40]!r}): a value holding '</parameter>' is cut "
                    "there",
                )
                problem = (problem[0], problem[1] + "; the call was not read")
                break
            call[name] = body[parameter.end() : end]
            pos = end + len("</parameter>")
        if problem is None and body[pos:].strip() and close != -1:
            problem = (
                "edit-malformed",
                f"the call {opened.group(1)!r} has text after its last parameter "
                f"({body[pos:].strip()[:40]!r}): a value holding '</parameter>' is cut there; "
                "the call was not read",
            )
        end_of_span = close + len("</function>") if close != -1 and stop == close else stop
        if problem is None and close == -1 and following is None and not finish_stop:
            problem = (
                "edit-truncated",
                f"the call {opened.group(1)!r} has no '</function>': the answer was cut off "
                "inside it (or it was never closed); it was not read. End each call with "
                "</function>",
            )
        if _is_edit_call(call) or (problem is not None and "path" in call):
            yield ToolCallSpan(offset + opened.start(), offset + end_of_span, (call,), problem)
        at = max(end_of_span, opened.end())
