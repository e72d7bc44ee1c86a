"""Write-file tool calls as they appear in text: transcripts, session logs and eval logs of
agents that write files through native tools, and open-weight models that print their calls.

The calls are JSON, in any of the shapes the providers use:

- OpenAI chat completions: ``{"tool_calls": [{"type": "function", "function": {"name":
  "write_file", "arguments": "{\\"path\\": ..., \\"content\\": ...}"}}]}`` (the arguments are
  a JSON string);
- OpenAI Responses: ``{"type": "function_call", "name": ..., "arguments": "..."}``;
- Anthropic: ``{"type": "tool_use", "name": "str_replace_based_edit_tool", "input":
  {"command": "create", "path": ..., "file_text": ...}}`` (also Claude Code's ``Write`` with
  ``file_path`` and ``content``);
- open-weight models without a tool parser: ``<tool_call>{"name": ..., "arguments": {...}}
  </tool_call>`` (Hermes, Qwen);

one object, a list of them, or any JSON value holding them (a message, a transcript); a JSON
value per line (JSON Lines) too. A call writes a file when its arguments have a path
(``path``, ``file_path``, ``filename``...) and a content (``content``, ``file_text``...) and no
other command than ``create``/``write``; the content is taken exactly (JSON can say
anything, a missing final newline included). Calls with old and new strings (``str_replace``,
``old_string``/``new_string``, ``insert``, a diff) are edits, never files. Shell tools
(``bash``, ``execute_command``...) are commands. Absolute paths are refused by the path policy
unless the caller names the root to strip.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from ...diagnostics import Severity
from ...result import Format, ParseResult, Status
from ..accept import Block
from .answer import Answer, Convention, relative_to_root
from .edits import edit_kind
from .results import files_result

__all__ = ["TOOL_CALLS", "calls_in"]

_MARKERS = ('"tool_calls"', '"tool_use"', "<tool_call>", '"function_call"', '"arguments"')
_PATH_KEYS = (
    "path",
    "file_path",
    "filepath",
    "filename",
    "file_name",
    "file",
    "target_file",
    "target_path",
)
_CONTENT_KEYS = ("content", "file_text", "contents", "file_content", "text", "code")
_EDIT_KEYS = frozenset(
    [
        "old_str",
        "new_str",
        "old_string",
        "new_string",
        "old_text",
        "new_text",
        "diff",
        "patch",
        "edits",
        "search",
        "replace",
        "insert_line",
    ]
)
_WRITE_COMMANDS = frozenset({"create", "write", "overwrite"})
_SHELL_TOOLS = frozenset(
    [
        "bash",
        "shell",
        "execute_bash",
        "run_command",
        "execute_command",
        "run_terminal_cmd",
        "terminal",
        "run_shell_command",
        "exec",
    ]
)
# Where a JSON value may start: a "{" or "[" that only blanks precede on its line.
_CANDIDATE = re.compile(r"(?m)^[ \t]*[\[{]")
_TAGGED = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.S)
#: How deep into a JSON value calls are looked for, and how many values are walked.
_MAX_DEPTH = 16
_MAX_NODES = 100_000
_DECODER = json.JSONDecoder()


def _decoded(text: str, start: int) -> Iterator[tuple[int, Any | None, bool]]:
    """(position, value or None when it does not decode, cut off at the end) of the JSON
    values in ``text[start:]``: the insides of ``<tool_call>`` tags, and values that start a
    line. Each character is decoded at most once (a value that fails is skipped up to where
    it failed)."""
    if "<tool_call>" in text:
        for tagged in _TAGGED.finditer(text, start):
            inside = tagged.group(1).strip()
            try:
                yield tagged.start(), json.loads(inside), False
            except ValueError:
                yield tagged.start(), None, not tagged.group(0).endswith("</tool_call>")
        return
    pos = start
    while True:
        found = _CANDIDATE.search(text, pos)
        if found is None:
            return
        at = found.end() - 1
        try:
            value, end = _DECODER.raw_decode(text, at)
        except json.JSONDecodeError as error:
            cut = not text[error.pos :].strip()
            yield at, None, cut
            pos = max(error.pos, at + 1)
            continue
        except RecursionError:
            pos = at + 1
            continue
        yield at, value, False
        pos = end


def calls_in(value: Any) -> Iterator[tuple[str, Any]]:
    """(tool name, arguments) of every tool call inside a decoded JSON value."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    nodes = 0
    while stack and nodes < _MAX_NODES:
        node, depth = stack.pop()
        nodes += 1
        if isinstance(node, list):
            if depth < _MAX_DEPTH:
                stack.extend((item, depth + 1) for item in reversed(node))
            continue
        if not isinstance(node, dict):
            continue
        call = _call(node)
        if call is not None:
            yield call
            continue
        if depth < _MAX_DEPTH:
            stack.extend((item, depth + 1) for item in reversed(list(node.values())))


def _call(node: dict[str, Any]) -> tuple[str, Any] | None:
    function = node.get("function")
    if isinstance(function, dict) and isinstance(function.get("name"), str):
        return function["name"], function.get("arguments")
    name = node.get("name")
    if not isinstance(name, str):
        return None
    if node.get("type") == "tool_use" and "input" in node:
        return name, node["input"]
    for key in ("arguments", "parameters", "args"):
        if key in node and (node.get("type") in (None, "function_call", "function")):
            return name, node[key]
    return None


def _arguments(raw: Any) -> dict[str, Any] | None:
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except ValueError:
            return None
    return raw if isinstance(raw, dict) else None


def _first_key(arguments: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    return next((key for key in keys if isinstance(arguments.get(key), str)), None)


def _scan(answer: Answer) -> list[tuple[int, str, Any, bool]]:
    """(position, tool name, raw arguments, cut off) of the calls, in text order; a JSON value
    that does not decode but looks like a call is a call with no arguments."""
    cached = answer.cache.get("tool_calls")
    if isinstance(cached, list):
        return cached
    found: list[tuple[int, str, Any, bool]] = []
    text = answer.text
    for at, value, cut in _decoded(text, answer.start):
        if value is None:
            snippet = text[at : at + 4096]
            if any(marker in snippet for marker in _MARKERS) or (cut and '"name"' in snippet):
                found.append((at, "", None, cut))
            continue
        found.extend((at, name, arguments, False) for name, arguments in calls_in(value))
    answer.cache["tool_calls"] = found
    return found


def _present(answer: Answer) -> bool:
    text = answer.text
    return any(marker in text for marker in _MARKERS)


def _first(answer: Answer) -> int | None:
    calls = [call for call in _scan(answer) if _writes_or_edits(call)]
    return calls[0][0] if calls else None


def _writes_or_edits(call: tuple[int, str, Any, bool]) -> bool:
    _, name, raw, _ = call
    if not name:
        return True  # a call that did not decode
    arguments = _arguments(raw)
    if arguments is None:
        return True
    return _first_key(arguments, _PATH_KEYS) is not None and (
        _first_key(arguments, _CONTENT_KEYS) is not None
        or bool(_EDIT_KEYS & set(arguments))
        or "command" in arguments
    )


def _never_open(answer: Answer, pos: int) -> bool:
    return False  # JSON strings escape their line breaks: no line structure lies inside


def _read(answer: Answer) -> ParseResult | None:
    notes = answer.notes
    blocks: list[Block] = []
    commands: list[str] = []
    truncated = False
    for at, name, raw, cut in _scan(answer):
        if not name:
            if cut:
                truncated = True
                continue
            block = Block(at)
            block.refusal = (
                "tool-call-unreadable",
                f"the tool call at line {notes.locate(at)[0]} is not valid JSON, so the file "
                "it writes could not be read; it was not accepted",
            )
            blocks.append(block)
            continue
        arguments = _arguments(raw)
        if name.lower() in _SHELL_TOOLS and arguments is not None:
            command = arguments.get("command", arguments.get("cmd"))
            if isinstance(command, str) and command.strip():
                commands.append(command.strip())
            continue
        if arguments is None:
            block = Block(at)
            block.refusal = (
                "tool-call-unreadable",
                f"the arguments of the {name!r} call at line {notes.locate(at)[0]} are not a "
                "JSON object; it was not accepted",
            )
            blocks.append(block)
            continue
        path_key = _first_key(arguments, _PATH_KEYS)
        if path_key is None:
            continue
        path = relative_to_root(arguments[path_key], answer, at)
        block = Block(at, {"PATH": path}, {"PATH": at}, content_pos=at)
        command = arguments.get("command")
        edits = sorted(_EDIT_KEYS & set(arguments))
        if (
            "append" in name.lower()
            or (isinstance(command, str) and command not in _WRITE_COMMANDS and command != "view")
            or edits
        ):
            block.edit = f"{name} " + (str(command) if command else "/".join(edits) or "append")
            blocks.append(block)
            continue
        if command == "view":
            continue
        content_key = _first_key(arguments, _CONTENT_KEYS)
        if content_key is None:
            continue
        block.content = arguments[content_key]
        block.edit = edit_kind(path, block.content)
        blocks.append(block)
    if truncated and not blocks:
        notes.add(
            "truncated",
            Severity.ERROR,
            "the answer was cut off inside a tool call; its file is lost",
            len(answer.text),
        )
        return ParseResult(Status.TRUNCATED, Format.TOOL_CALLS, diagnostics=notes.finish())
    if not blocks:
        return None
    return files_result(
        answer,
        blocks,
        Format.TOOL_CALLS,
        "write-file tool calls as JSON (OpenAI tool_calls, Anthropic tool_use, <tool_call>)",
        truncated=truncated,
        commands=commands,
    )


TOOL_CALLS = Convention(
    "tool_calls", Format.TOOL_CALLS, "files", _present, _first, _never_open, _read
)
