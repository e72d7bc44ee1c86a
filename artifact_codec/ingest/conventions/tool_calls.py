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
value per line (JSON Lines) too. Inside a JSON string nothing is structure: a ``<tool_call>``
tag, a heredoc or another tool's tags in a file a call writes are that file's text. A call
writes a file when its arguments have a path (``path``, ``file_path``, ``filename``...) and a
content (``content``, ``file_text``...) and no other command than ``create``/``write``; the
content is taken exactly (JSON can say anything, a missing final newline included). Calls with
old and new strings (``str_replace``, ``old_string``/``new_string``, ``insert``, a diff) are
edits, never files, and so are calls that add to a file or put their content at a place in it
(a tool named for appending, inserting or prepending; an ``append``/``mode: "a"`` flag; a line
or offset argument). An argument this reader does not know may change where or what the file
is: the file is refused (``tool-call-argument``). A path with a note is weighed by the
label-note allow-list of :mod:`.labels` (``app.py (excerpt)`` refused, ``app.py (entry point)``
read); a line citation, a label word, a list of paths or a home-folder path is refused. Shell
tools (``bash``, ``execute_command``, or a name with a word such as ``shell``, ``terminal``,
``exec``) are commands: a string or an argv list under ``command``, ``cmd``, ``script``...,
with an ``args`` list.

The calls run in order, so a later call has the last word on a file it names: a call that is
not a write or an edit (``delete_file``, ``move_file``, a tool whose name is not made only of
reading words, ``checkout_file`` or ``get_or_create_file``) or a shell call whose commands may
change it (read as :mod:`.shell` reads a script; after a ``cd`` in an earlier shell call too,
since an agent's shell keeps its folder, or with a ``cwd`` argument) refuses a written file it
names, or whose folder it names (``tool-call-changed``). A file a shell call writes beside the
write calls (a heredoc) is refused, never dropped. Absolute paths are
refused by the path policy unless the caller names the root to strip.
"""

from __future__ import annotations

import bisect
import json
import posixpath
import re
import shlex
from collections import deque
from collections.abc import Iterator, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from typing import Any, Final

from ...diagnostics import Severity
from ...result import Format, ParseResult, Status
from ..accept import Block
from ..said import SENTENCE, said_paths, says_not_kept
from ..said_words import FOREIGN_NOT
from . import printed, tool_outputs
from .answer import Answer, Convention, call_path, shown_calls
from .closing import file_operation
from .edits import edit_kind
from .heredoc import changed_after
from .labels import MAX_LABEL, note_says_not_written, note_says_partial
from .markdown import fenced_files
from .named_paths import absolute, folded, may_hold, may_name, name_keys, temp_folder
from .printed import unsure_refusal
from .results import files_result
from .runs import USER, Run, say_runs_change_files, text_between
from .shell import (
    MAX_QUOTED_LINES,
    Command,
    Word,
    command_words,
    effect,
    from_here,
    heredoc_expands,
    heredoc_program,
    quote_left_open,
    shell_script,
    split_line,
    substitutions,
)

# (fix-saidmod178) says_not_kept lives in ..said; it stays importable from here.
__all__ = [
    "TOOL_CALLS",
    "calls_in",
    "printed_answer_refusal",
    "retried_writes",
    "says_not_kept",
]

_MARKERS = (
    '"tool_calls"',
    '"tool_use"',
    "<tool_call>",
    '"function_call"',
    '"arguments"',
    '"local_shell_call"',
    '"custom_tool_call"',
    '"apply_patch_call"',
    '"shell_call"',
)
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
#: The tools known to write a whole file from a path and a content (the name's last part,
#: in snake case: ``WriteFile``, ``functions.write_file``, ``mcp__fs__write_file``). A call
#: of another tool with a path and a content is not known to replace the file: an edit when
#: its name says it changes part of one (:data:`_PART_WORDS`), refused otherwise.
_WHOLE_FILE_WRITERS = frozenset(
    {"write", "write_file", "write_to_file", "create_file", "create", "save_file", "save"}
    | {"new_file", "create_new_file", "builtin_create_new_file", "file_write", "fs_write"}
    | {"overwrite_file", "write_text_file", "create_or_overwrite_file", "put_file"}
    | {"str_replace_based_edit_tool", "str_replace_editor", "text_editor"}
)
_PART_WORDS = frozenset(
    {"append", "insert", "prepend", "add", "extend", "patch", "edit", "update", "modify"}
    | {"replace", "change", "amend", "apply", "merge", "concat", "attach", "diff", "fix"}
)
_NAME_PARTS = re.compile(r"[.:/]|__")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
#: Tools named for changing part of a file: edits, whatever their arguments.
_PART_NAMES = ("append", "insert", "prepend")
#: Arguments that say the content goes at a place in the file, not instead of it: edits.
_PLACE_KEYS = frozenset(
    {"line", "line_number", "start_line", "end_line", "offset", "position", "after_line"}
    | {"before_line", "at_line", "after", "before", "range", "lines", "start", "end"}
)
#: Arguments that describe a write call and change nothing of its file.
_META_KEYS = frozenset(
    {"description", "explanation", "reason", "reasoning", "thought", "thoughts", "summary"}
    | {"title", "comment", "message", "intent", "purpose", "language", "lang", "file_type"}
    | {"line_count", "create_dirs", "create_directories", "createDirectories", "make_dirs"}
    | {"makedirs", "mkdir", "parents", "id", "overwrite", "encoding", "mode", "append"}
)
#: Arguments in which the model says what the call does, in words: words saying the content
#: is only part of the file (``"only the changed function"``) make the call an unknown edit.
#: They are sentences, not a label's note, so only the words of the partial family refuse.
_PROSE_KEYS = frozenset(
    {"description", "explanation", "summary", "title", "comment", "message", "intent"}
    | {"purpose", "reason", "reasoning", "thought", "thoughts"}
)
#: Meta arguments whose value says what the content is (a kind, a count): weighed by the
#: member table of a legacy JSON file object (:func:`closing.file_operation`).
_WEIGHED_META_KEYS = frozenset({"language", "lang", "file_type", "line_count"})
#: The values of ``mode``, ``encoding`` and ``overwrite`` that replace the file as given.
_WRITE_MODES = frozenset({"w", "wt", "w+", "write", "overwrite", "create", "replace"})
_APPEND_MODES = frozenset({"a", "at", "a+", "append"})
_ENCODINGS = frozenset({"utf-8", "utf8"})
#: Tools that only look at files (a later call of one on a written file leaves it as written):
#: an allow-list of the words of their names (the last part, in snake case: ``read_file``,
#: ``ListDirectory``, ``grep_search``). A name with any other word (``checkout_file``,
#: ``get_or_create_file``, ``find_and_replace_in_file``, ``statusbar_update``) is not known
#: to only read: a later call of it that names a written file refuses that file.
_READ_WORDS = frozenset(
    {"read", "view", "open", "list", "ls", "search", "grep", "find", "glob", "get", "show"}
    | {"cat", "stat", "exists", "exist", "check", "file", "files", "dir", "dirs", "directory"}
    | {"directories", "folder", "content", "contents", "info", "tree", "multiple", "codebase"}
    | {"text", "lines", "symbols", "definitions", "path", "paths", "workspace", "fs", "head"}
    | {"tail", "lookup", "inspect", "preview", "diagnostics", "problems", "errors", "usages"}
    | {"references", "outline", "summary", "metadata", "size", "count", "recursive", "all"}
)
#: Words of a tool's name that say it runs commands (``run_shell``, ``shell_exec``,
#: ``run_in_terminal``, ``terminal_exec``): a shell tool, whatever else its name says, unless
#: it is a known writer of whole files.
_SHELL_WORDS = frozenset(
    {"bash", "shell", "sh", "zsh", "terminal", "command", "commands", "cmd", "exec", "execute"}
    | {"powershell", "pwsh", "console", "subprocess"}
)
#: The arguments of a shell tool that hold its command: a string, or an argv list.
_COMMAND_KEYS = ("command", "cmd", "script", "commands", "shell_command", "code", "input")
#: Arguments of a shell tool that give its command's arguments as a list.
_ARGV_KEYS = ("args", "argv", "arguments")
#: Arguments of a shell tool that give the folder the command runs in.
_FOLDER_KEYS = ("cwd", "workdir", "working_dir", "working_directory", "dir", "directory")
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
#: A word of an argument's text that may be a path, and how much of a value is looked at.
_WORD = re.compile(r"[^\s'\"`:,;()\[\]{}<>=|&]+")
_MAX_SCANNED = 1_000_000
# Where a JSON value may start: a "{" or "[" that only blanks precede on its line.
_CANDIDATE = re.compile(r"(?m)^[ \t]*[\[{]")
_TAGGED = re.compile(r"<tool_call>(.*?)(?:</tool_call>|\Z)", re.S)
_OPEN_TAG, _CLOSE_TAG = "<tool_call>", "</tool_call>"


@dataclass(frozen=True)
class _Tag:
    """One ``<tool_call>`` tag: where it starts and ends, the text inside, closed or cut."""

    at: int
    end: int
    inside: str
    closed: bool


#: How many closing tags a ``<tool_call>``'s JSON value may hold in its strings: the tag's
#: end is looked for at the first ones after it only, so that reading the tags stays linear.
_CLOSERS_INSIDE = 8


def _tags(text: str, pos: int) -> Iterator[_Tag]:
    """The ``<tool_call>`` tags of ``text[pos:]``, in order. A tag ends at its first closing
    tag, unless the text up to it is not a JSON value and the text up to a later closing tag
    (one of the next :data:`_CLOSERS_INSIDE`) is one: a ``</tool_call>`` inside one of its
    strings (a file about the tags) is the value's text. Otherwise it ends at the first
    closing tag (or at the end of the text: cut off). A tag NAMED in a sentence ("I'll make a
    <tool_call> now.": text before it on its line, and text after it on its line that starts
    no JSON value) is prose, not a call (:func:`_named_in_prose`). A tag holding a
    ``<function=...>`` call (Qwen3-Coder's form) is the OpenHands convention's, not this one's.
    """
    while (lazy := _TAGGED.search(text, pos)) is not None:
        body = lazy.start() + len(_OPEN_TAG)
        if _named_in_prose(text, lazy.start(), body):
            pos = body
            continue
        tag = _Tag(lazy.start(), lazy.end(), lazy.group(1), lazy.group(0).endswith(_CLOSE_TAG))
        if tag.inside.lstrip().startswith("<function=") or (tag.closed and not tag.inside.strip()):
            # Qwen3-Coder's rendering: <function=...> with <parameter=...> values, the
            # OpenHands convention's (its reader reads the call inside the tag; a view with
            # that call blanked leaves the tag empty: no call)
            pos = tag.end
            continue
        if tag.closed and tag.inside.lstrip().startswith("{") and not _decodes(tag.inside):
            close = lazy.end() - len(_CLOSE_TAG)
            for _ in range(_CLOSERS_INSIDE):
                close = text.find(_CLOSE_TAG, close + len(_CLOSE_TAG))
                if close == -1:
                    break
                if _decodes(text[body:close]):
                    tag = _Tag(lazy.start(), close + len(_CLOSE_TAG), text[body:close], True)
                    break
        yield tag
        pos = tag.end


_QUOTE_MARKS = re.compile(r"(?m)^ {0,3}>(?: ?>)* ?")


def _dequoted(inside: str) -> list[tuple[str, Any]]:
    """The calls of a tag's text whose lines carry a block quote's ``>`` markers, read without
    them (what a quoted call shows: its paths), or none when it does not decode so."""
    if ">" not in inside:
        return []
    try:
        value = _DECODER.decode(_QUOTE_MARKS.sub("", inside).strip())
    except (ValueError, RecursionError):
        return []
    return list(calls_in(value))


def _named_in_prose(text: str, at: int, body: int) -> bool:
    """Whether the ``<tool_call>`` tag at ``at`` (its text from ``body``) is a word of a
    sentence: text precedes it on its line and the rest of its line is text that starts no
    JSON value (neither ``{`` nor ``[``, nor the end of the line). A printed call starts its
    JSON on the tag's line or the next one; a sentence that names the tag goes on in words.
    (A call cut off right after its tag, or a tag before its JSON at the end of a sentence,
    ``Here it is: <tool_call>``, is still a call.)"""
    before = at
    while before > 0 and text[before - 1] in " \t":
        before -= 1  # (blanks only: linear however many tags a line holds)
    if before == 0 or text[before - 1] in "\r\n":
        return False
    after = _AFTER_TAG.match(text, body)
    if after is None or after.group(1) is None:
        return False
    if after.group(1) == "[":
        # a JSON array's first token follows its bracket (``[{``, ``[]``, a line break);
        # ``a <tool_call> [JSON] block`` goes on in words
        return _ARRAY_START.match(text, after.end(1)) is None
    return after.group(1) != "{" and not text.startswith(_CLOSE_TAG, after.start(1))


_AFTER_TAG = re.compile(r"[ \t]*([^ \t\r\n])?")
#: What may follow the ``[`` of a JSON array: blanks to the end of the line or the text, or
#: a value's first token (``{``, ``[``, a string, a number, a literal) or the closing ``]``.
_ARRAY_START = re.compile(r'[ \t]*(?:$|[\r\n{\["\]\-0-9]|(?:true|false|null)\b)')


def _decodes(inside: str) -> bool:
    try:
        _DECODER.decode(inside.strip())
    except (ValueError, RecursionError):
        return False
    return True


#: How deep into a JSON value calls are looked for, and how many values are walked.
_MAX_DEPTH = 16
_MAX_NODES = 100_000


class _Object(dict[str, Any]):
    """A decoded JSON object that remembers the keys it was given twice with different values
    (a parser keeps the last one, a reader of the first the first: two readings)."""

    twice: dict[str, tuple[Any, Any]]


def _object(pairs: list[tuple[str, Any]]) -> _Object:
    found = _Object()
    found.twice = {}
    for key, value in pairs:
        if key in found and found[key] != value:
            found.twice.setdefault(key, (found[key], value))
        found[key] = value
    return found


_DECODER = json.JSONDecoder(object_pairs_hook=_object)


def _decoded(
    text: str,
    start: int,
    unsure: list[int] | None = None,
    shown: list[tuple[int, int]] | None = None,
) -> Iterator[tuple[int, int, Any | None, bool]]:
    """(position, end, value or None when it does not decode, cut off at the end) of the
    JSON values in ``text[start:]``: the insides of ``<tool_call>`` tags, and values that start
    a line. Each character is decoded at most once (a value that fails is skipped up to where
    it failed). A ``<tool_call>`` tag inside a JSON value that starts a line is that value's
    text (a file that holds such a tag, written by a call), not a call of its own."""
    values = list(_line_values(text, start))
    if "<tool_call>" not in text:
        yield from values
        return
    spans = [(at, end) for at, end, value, _ in values if value is not None]
    starts = [at for at, _ in spans]
    tags = []
    pos = start
    for tagged in _tags(text, pos):
        index = bisect.bisect_right(starts, tagged.at) - 1
        if index >= 0 and tagged.at < spans[index][1]:
            continue  # inside a JSON value: its text
        tags.append(tagged)
    turns = printed.other_turns(text, start)
    if turns:
        # (a tag in the user's turn of a printed transcript is the user's quote, no call)
        kept_at = set(printed.outside([tagged.at for tagged in tags], turns))
        tags = [tagged for tagged in tags if tagged.at in kept_at]
    regions: list[tuple[int, int]] = []
    if tags:
        # (a tag in a tool's printed answer, before the mark that closes it, is the text the
        # tool printed, a file ``cat`` showed: the one rule of :func:`.printed.output_regions`)
        ends = {tagged.at: tagged.end for tagged in tags}
        regions = printed.output_regions(text, start, list(ends), ends.__getitem__, unsure)
        if regions:
            kept = set(printed.outside(list(ends), regions))
            tags = [tagged for tagged in tags if tagged.at in kept]
    if not tags:
        yield from values
        return
    # (a ``<tool_response>`` after the tags, Hermes' and Qwen's printing of the tool's answer,
    # is that answer: read as an id-less ``role: "tool"`` message, tied to its call by order)
    # (one inside a call's tags, a file holding such tags, is that call's text, never an answer)
    responses = []
    pos, index = tags[0].end, 0
    while (found := _TOOL_RESPONSE.search(text, pos)) is not None:
        while index < len(tags) and tags[index].end <= found.start():
            index += 1
        if index < len(tags) and tags[index].at <= found.start():
            pos = tags[index].end
            continue
        responses.append(
            (found.start(), found.end(), {"role": "tool", "content": found.group(1).strip()})
        )
        pos = found.end()
    if shown is not None:
        # (the tools' answers known to end where they end: a ``<tool_response>`` to its end
        # tag, a printed answer to the mark that closes it; not one that runs to the next
        # call, whose end is not known and may hold the model's prose)
        shown.extend((at, end) for at, end, _ in responses)
        shown.extend(regions)
    responses += _printed_answers(text, tags)
    merged: list[tuple[int, int, Any | None, bool]] = []
    for tagged in tags:
        inside = tagged.inside.strip()
        try:
            merged.append((tagged.at, tagged.end, _DECODER.decode(inside), False))
        except ValueError:
            merged.append((tagged.at, tagged.end, None, not tagged.closed))
    if responses:
        merged += [(at, end, value, False) for at, end, value in responses]
        merged.sort(key=lambda item: item[0])
    yield from merged


_TOOL_RESPONSE = re.compile(r"<tool_response>(.*?)</tool_response>", re.S)
#: The printed answer forms besides ``<tool_response>`` (:mod:`.printed`, the one table).
_OTHER_FORMS = tuple(form for form in printed.FORMS if form is not printed.TOOL_RESPONSE)


def _printed_answers(text: str, tags: list[_Tag]) -> list[tuple[int, int, Any]]:
    """A tool's answer after the ``<tool_call>`` tags printed in another tool's form (Cline's
    ``[write_file for 'a.py'] Result:``, OpenHands' ``EXECUTION RESULT of [write_file]:``,
    ``OBSERVATION:``: :data:`.printed.FORMS`), outside every tag: read as an id-less
    ``role: "tool"`` message, tied to its call by order, as a ``<tool_response>`` is. Its text
    runs to the next printed answer, ``<tool_call>`` tag or ``<tool_response>``."""
    found = sorted(
        (match for form in _OTHER_FORMS for match in form.finditer(text, tags[0].end)),
        key=lambda match: match.start(),
    )
    starts = [tag.at for tag in tags]
    heads = [match.start() for match in found]
    answers: list[tuple[int, int, Any]] = []
    for number, match in enumerate(found):
        index = bisect.bisect_right(starts, match.start()) - 1
        if index >= 0 and match.start() < tags[index].end:
            continue  # inside a call's tags: that call's text
        stops = [len(text)]
        if number + 1 < len(heads):
            stops.append(heads[number + 1])
        if index + 1 < len(starts):
            stops.append(starts[index + 1])
        response = text.find("<tool_response>", match.end())
        if response != -1:
            stops.append(response)
        end = min(stops)
        answers.append(
            (match.start(), end, {"role": "tool", "content": text[match.end() : end].strip()})
        )
    return answers


def _line_values(text: str, start: int) -> Iterator[tuple[int, int, Any | None, bool]]:
    """The JSON values that start a line (see :func:`_decoded`)."""
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
            yield at, max(error.pos, at + 1), None, cut
            pos = max(error.pos, at + 1)
            continue
        except RecursionError:
            pos = at + 1
            continue
        yield at, end, value, False
        pos = end


def calls_in(value: Any) -> Iterator[tuple[str, Any]]:
    """(tool name, arguments) of every tool call inside a decoded JSON value."""
    for name, arguments, _ in _calls_and_ids(value):
        if name is not None:
            yield name, arguments


#: The types of the text parts of an assistant message (Anthropic, OpenAI Responses).
_TEXT_PARTS = frozenset({"text", "output_text"})


#: A tool's answer as the walk meets it: (how many calls the walk yielded before it, the id of
#: the call it names or None, the answer or :data:`_NO_ANSWER`, whether a member of it says
#: the call failed, the tool's name it gives or None).
_Answered = tuple[int, str | None, Any, bool, str | None]

#: An answer that says only that its call failed (``is_error`` with no content read).
_NO_ANSWER: Final = object()


class _UserTurn(str):
    """(fix-said172: hunt139-turnrequest) The text of a user's turn among the messages, with
    ``offer``, the assistant's text just before it (an offer the user may accept)."""

    offer: str

    def __new__(cls, text: str, offer: str) -> _UserTurn:
        made = super().__new__(cls, text)
        made.offer = offer
        return made


def _user_words(node: dict[str, Any]) -> str | None:
    """The text of a user's message: its ``content`` string, or its text parts joined."""
    content = node.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [
            part["text"]
            for part in content[:_MAX_NODES]
            if isinstance(part, dict) and isinstance(part.get("text"), str)
        ]
        return "\n".join(parts) if parts else None
    return None


def _calls_and_ids(
    value: Any, answers: list[_Answered] | None = None, owners: list[int] | None = None
) -> Iterator[tuple[str | None, Any, str | None]]:
    """(tool name, arguments, id) of every tool call inside a decoded JSON value, in order,
    and (None, text, None) for the assistant's own text among them (a message's ``content``
    string, its ``text`` parts); every tool's answer met on the way (:func:`_answer_of`) is
    added to ``answers`` with how many calls came before it, so that it is tied to the call
    it answers by position as well as by id (an id may be reused by a later turn). For every
    item yielded, ``owners`` is given the number of the assistant message that holds it (-1
    when none does): the text and the calls of one message are known as one message's."""
    stack: list[tuple[Any, int, bool, int]] = [(value, 0, False, -1)]
    nodes = 0
    made = 0  # the calls yielded so far
    messages = 0  # the assistant messages met so far
    recent = -1  # the assistant message met last, while no other turn came after it
    own = owners if owners is not None else []
    offer: list[str] = []  # (fix-said172) the texts of the assistant's message before a user's turn
    while stack and nodes < _MAX_NODES:
        node, depth, said, owner = stack.pop()  # said: inside an assistant message
        nodes += 1
        if isinstance(node, list):
            if depth < _MAX_DEPTH:
                stack.extend((item, depth + 1, said, owner) for item in reversed(node))
            continue
        if not isinstance(node, dict):
            continue
        if node.get("role") == "assistant":
            said, owner = True, messages
            recent = messages
            messages += 1
            offer = []
            if isinstance(node.get("content"), str):
                own.append(owner)
                offer = [node["content"]]
                yield None, node["content"], None
        elif node.get("role") is not None:
            said, owner = False, -1
            recent = -1
            asked = _user_words(node) if node.get("role") == "user" else None
            if asked is not None:
                # (fix-said172: hunt139-turnrequest) the user's turn, read for a request to
                # change a written file (:func:`_user_request`), with the offer it answers
                own.append(-1)
                yield None, _UserTurn(asked, "\n".join(offer)), None
            offer = []
        elif node.get("type") == "function_call" and owner == -1:
            # a Responses API ``function_call`` item is no message's, but the assistant's
            # ``message`` item before it (no other turn between) is the text of the same turn
            owner = recent
        if said and node.get("type") in _TEXT_PARTS and isinstance(node.get("text"), str):
            # (fix-turns182: hunt142-offerparts) the offer a user's turn may accept is in the
            # text parts too (Anthropic, Responses, OpenAI part contents)
            offer.append(node["text"])
            own.append(owner)
            yield None, node["text"], None
            continue
        answered = _answer_of(node)
        if answered is not None:
            recent = -1
        if answered is not None and answers is not None:
            answers.append((made, *answered))
        params = node.get("params")
        if node.get("method") == "tools/call" and isinstance(params, dict):
            # an MCP JSON-RPC request: its call is ``params``, its id the request's
            call = _call({"name": params.get("name"), "arguments": params.get("arguments")})
            if call is not None:
                made += 1
                own.append(owner)
                yield call[0], call[1], _rpc_id(node)
                continue
        call = _call(node)
        if call is not None:
            # (a Responses ``function_call`` has an item ``id`` and the ``call_id`` its
            # ``function_call_output`` names: the call is known by the latter; hunt27)
            ident = node.get("call_id", node.get("id"))
            made += 1
            own.append(owner)
            yield call[0], call[1], ident if isinstance(ident, str) else None
            continue
        if depth < _MAX_DEPTH:
            stack.extend((item, depth + 1, said, owner) for item in reversed(list(node.values())))


#: The one table of how a tool result says that its call failed: (the key that names the
#: call, the key and the value that say it failed). Anthropic's ``tool_result`` (``is_error``),
#: the same result in MCP's camelCase (``isError``), a LangChain ``ToolMessage``
#: (``status: "error"``). An MCP JSON-RPC response is read by :func:`_failed_id` itself
#: (``result.isError``, or an ``error`` member).
_FAILED_RESULTS: Final = (
    ("tool_use_id", "is_error", True),
    ("tool_use_id", "isError", True),
    ("tool_call_id", "status", "error"),
)


def _rpc_id(node: dict[str, Any]) -> str | None:
    """The id of a JSON-RPC message, apart from the ids of other APIs' calls. A number and a
    string are different ids (JSON-RPC 2.0: ``1`` and ``"1"`` name different requests); a
    number is its value (``1.0`` is the JSON number ``1``)."""
    ident = node.get("id")
    if isinstance(ident, float) and ident.is_integer():
        ident = int(ident)
    if isinstance(ident, bool) or not isinstance(ident, (str, int, float)):
        return None
    return f"jsonrpc:{ident!r}" if isinstance(ident, str) else f"jsonrpc:{ident}"


def _failed_id(node: dict[str, Any]) -> str | None:
    """The id of the call a tool result reports as failed by a member (:data:`_FAILED_RESULTS`;
    an MCP JSON-RPC response with ``result.isError`` true or an ``error``), or None."""
    for id_key, key, value in _FAILED_RESULTS:
        ident = node.get(id_key)
        if isinstance(ident, str) and node.get(key) == value and type(node.get(key)) is type(value):
            return ident
    if "jsonrpc" in node and "method" not in node:
        result = node.get("result")
        if "error" in node or (isinstance(result, dict) and result.get("isError") is True):
            # (a null id: the server could not read the request's id; the failure answers
            # no request, and so puts the writes before it in doubt, :func:`_tied`)
            return "jsonrpc:null" if node.get("id", 0) is None else _rpc_id(node)
    return None


def _answer_of(node: dict[str, Any]) -> tuple[str | None, Any, bool, str | None] | None:
    """(the id of the call or None, the tool's answer or :data:`_NO_ANSWER`, whether it says
    the call failed, the tool's name it gives) of a message that holds a tool's answer, or
    None. A message that names no call (an Ollama ``role: "tool"`` message, which names the
    tool) is tied to its call by order (:func:`_tied`)."""
    failing = _failed_id(node)
    carried = _carried(node)
    if carried is not None:
        ident, said = carried
        failed = failing is not None or _verdict(said) == _FAILED
        name = node.get("tool_name", node.get("name"))
        return ident, said, failed, name if isinstance(name, str) else None
    if failing is not None:
        return failing, _NO_ANSWER, True, None
    return None


def _carried(node: dict[str, Any]) -> tuple[str | None, Any] | None:
    """(the id of the call, the tool's answer) of a message that carries a tool's own answer
    (:data:`_RESULT_CARRIERS`; an MCP JSON-RPC response's ``result``; an Ollama ``role:
    "tool"`` message or a legacy ``role: "function"`` one, whose id is None; one whose
    ``tool_call_id`` is null or not a text, which cannot be tied to its call; LangChain's
    ``dumpd`` of a ``ToolMessage``, its fields under ``kwargs``), or None."""
    kwargs = node.get("kwargs")
    ident_path = node.get("id")
    if (
        node.get("lc") == 1
        and node.get("type") == "constructor"
        and isinstance(kwargs, dict)
        and isinstance(ident_path, list)
        and ident_path[-1:] == ["ToolMessage"]
    ):
        return _carried({**kwargs, "type": "tool"})
    for id_key, kind, content_key in _RESULT_CARRIERS:
        ident = node.get(id_key)
        if (
            isinstance(ident, str)
            and (kind is None or node.get("type") == kind)
            and (kind is not None or node.get("role") == "tool")
        ):
            return ident, node.get(content_key)
    params = node.get("params")
    if (
        "jsonrpc" in node
        and node.get("method") == "notifications/cancelled"
        and isinstance(params, dict)
    ):
        # (the client gave up on a request: the server may or may not have written the file;
        # the notice is the request's answer, and not a success)
        ident = _rpc_id({"id": params.get("requestId")})
        if ident is not None:
            return ident, _Cancelled(f"notifications/cancelled: {params.get('reason', '')}")
    if "jsonrpc" in node and "method" not in node and isinstance(node.get("result"), dict):
        ident = _rpc_id(node)
        if ident is not None:
            return ident, node["result"]
    if node.get("role") in ("tool", "function") and "content" in node:
        # (OpenAI's legacy ``function_call`` has no id: its ``role: "function"`` answer names
        # the function, and is tied by name and order as an Ollama answer is)
        return None, node["content"]
    return None


class _Cancelled(str):
    """An MCP ``notifications/cancelled`` read as its request's answer (a text that does not
    say the call succeeded); after the request's own response it is the race the MCP spec
    describes (the request had completed), and adds nothing (:func:`_tied`)."""

    __slots__ = ()


#: The messages that carry a tool's own answer to a call: (the key that names the call, the
#: message's ``type`` or None for an OpenAI ``role: "tool"`` message, the key of the answer):
#: OpenAI Chat Completions' ``role: "tool"`` message, a LangChain ``ToolMessage`` (``type:
#: "tool"``, no role), Responses' ``function_call_output``, Anthropic's ``tool_result``.
_RESULT_CARRIERS: Final = (
    ("tool_call_id", None, "content"),
    ("tool_call_id", "tool", "content"),
    ("call_id", "function_call_output", "output"),
    ("tool_use_id", "tool_result", "content"),
)

#: What a tool's answer says of its call (:func:`_verdict`).
_OK: Final = "ok"
_FAILED: Final = "failed"
_UNKNOWN: Final = "unknown"

#: The keys of a tool's answer object whose value ``false`` says the call failed (``true``:
#: succeeded); those whose ``true`` says it failed (``false``: succeeded); those of an exit
#: code (0: succeeded, any other number: failed); those that hold the answer's text.
_SUCCESS_KEYS: Final = ("success", "ok")
_ERROR_FLAGS: Final = ("isError", "is_error")
_EXIT_KEYS: Final = ("exit_code", "exitCode", "returncode", "return_code")
_TEXT_KEYS: Final = ("content", "text", "message", "result", "output", "stdout")

#: The values of a ``status`` member that say the call succeeded; any other text: failed.
_SUCCESS_STATUSES: Final = frozenset(
    {"success", "succeeded", "successful", "ok", "completed", "complete", "done"}
    | {"created", "written", "saved", "updated"}
)

#: A text answer that is one of these words alone (``"ok"``, ``"Success."``) says success.
_STATUS_WORDS: Final = _SUCCESS_STATUSES | {"okay", "true"}

#: A text whose first word is one of these says the call failed (``Error: EACCES``, FastMCP's
#: ``Error executing tool ...``, ``Failed to write a.py``, a ``Traceback``).
_FAILED_TEXT = re.compile(r"\W*(?:error|failed|failure|fatal|exception|traceback)\b", re.I)

#: The words of a text answer that says it wrote the file (``Successfully wrote to a.py``,
#: ``File created successfully at: a.py``), and those that put it in doubt: a text with one of
#: these anywhere is not read as a success (``a.py was not written``, ``[Errno 13] Permission
#: denied``, ``(dry run)``, ``awaiting user approval``, ``reverted by the user``, ``modified by
#: a formatter``, ``wrote 0 bytes``). A tool's text is natural language with no structure to
#: read, so these are words; a text that does not say success plainly is not known.
_SUCCESS_WORD = re.compile(
    r"\b(?:success|successful|successfully|succeeded|wrote|written|created|saved|updated"
    r"|overwritten|overwrote|modified|edited|applied)\b",
    re.I,
)
_DOUBT_WORD = re.compile(
    r"\b(?:not|no|never|none|but|error|errors|errno|fail|failed|fails|failure|denied|unable"
    r"|cannot|exception|refused|rejected|aborted|invalid|warning|skipped|unchanged|partial"
    r"|partially|retry|again|dry|preview|simulated|proposed|proposal|pending|awaiting|approval"
    r"|approve|would|reverted|revert|undone|undo|discarded|rolled|formatter|formatted"
    r"|reformatted|formatting|however)\b|n't\b|\?|\b(?:0|zero)\s+(?:bytes?|characters?|chars|lines?)\b",
    re.I,
)
#: A token shaped like a path (``b.py``, ``src/app``): a success text naming one that is not
#: the call's own path speaks of another file.
_PATH_TOKEN = re.compile(r"[\w-]+(?:/[\w.-]*)+|(?<![\w.])[\w-]+(?:\.[\w-]+)*\.[A-Za-z]\w*")
_NO_ERROR = re.compile(r"\b(?:no|without|0)\s+errors?\b", re.I)
#: Cline's echo of the file it saved (``<final_file_content path="a.py">...``): the file's
#: text, not the tool's words; what follows it is Cline's standing instruction.
_CLINE_ECHO = re.compile(r'<final_file_content path="([^"]*)">\n?')
_CLINE_ECHO_END = "</final_file_content>"
#: Cline's list of the editor's new problems after a save (its ``newProblemsMessage``): the
#: diagnostics of the file as saved, not words about the write.
_CLINE_PROBLEMS = "\n\nNew problems detected after saving the file:\n"


def _verdict(
    answer: Any, names: frozenset[str] = frozenset(), depth: int = 0, content: Any = None
) -> str:
    """What a tool's answer says of its call, by its structure: :data:`_FAILED`, :data:`_OK`,
    or :data:`_UNKNOWN` (an answer that does not say it succeeded).

    Nothing (null, ``""``, ``[]``) is a success: a tool that answers nothing did not fail. An
    object is read by :func:`_object_verdict`. A list (the text parts of a content, or every
    answer a call was given) failed when a part did, succeeded when every part did. A text
    that holds a JSON value is that value; one with a line that begins with an error word
    failed; one that is a status word alone (``ok``, ``Success``) succeeded; so did one whose
    first line says success (:data:`_SUCCESS_WORD`) when the whole text has no word of doubt
    (:data:`_DOUBT_WORD`) and every path it names is the written path (``names``: its
    spellings, compared part by part from the end, so ``tests/a.py`` is not ``src/a.py``),
    and it names it, or is one line of a bare success's words naming no path. Cline's echo
    of the saved file (``<final_file_content>``) is the file, not the tool's words: when it
    differs from the call's ``content`` (the user's editor reformatted it) the file is not
    the call's, and otherwise the text before it is read. Any other text is not known (``Permission
    denied``, ``The user denied this operation.``): keeping the file would be a guess."""
    if answer is None or answer == "" or answer == [] or depth > 8:
        return _OK if depth <= 8 else _UNKNOWN
    if isinstance(answer, list):
        verdicts = [_verdict(part, names, depth + 1, content) for part in answer]
        if _FAILED in verdicts:
            return _FAILED
        return _OK if all(v == _OK for v in verdicts) else _UNKNOWN
    if isinstance(answer, dict):
        return _object_verdict(answer, names, depth, content)
    if not isinstance(answer, str):
        return _UNKNOWN
    stripped = answer.strip()
    if stripped[:1] in ("{", "["):
        try:
            return _verdict(json.loads(stripped), names, depth + 1, content)
        except (ValueError, RecursionError):
            pass
    if not stripped:
        return _OK
    echo = _CLINE_ECHO.search(stripped)
    if echo is not None:
        # (the first echo and the first end after it: one search each, linear)
        end = stripped.find(_CLINE_ECHO_END, echo.end())
        if (
            end < 0
            or not isinstance(content, str)
            or stripped[echo.end() : end].strip("\n") != content.strip("\n")
            or not any(_same_file(echo.group(1), name) for name in names)
        ):
            return _UNKNOWN
        stripped = stripped[: echo.start()].strip()
        if not stripped:
            return _UNKNOWN
    problems = stripped.find(_CLINE_PROBLEMS)
    if problems > 0:
        # (an older Cline's answer with no echo: the editor's problems of the saved file
        # follow its success; the text before them says what the tool did, and words of the
        # model after them that the file is not kept are weighed: lead, round 22)
        if says_not_kept(stripped[problems:], names):
            return _UNKNOWN
        stripped = stripped[:problems].strip()
    lines = stripped.splitlines()
    if any(_FAILED_TEXT.match(line) for line in lines):
        return _FAILED
    if stripped.lower().rstrip(".!") in _STATUS_WORDS:
        return _OK
    if echo is None:
        shown = _shown_snippet(stripped, content)
        if shown is None:
            return _UNKNOWN
        stripped = shown
        lines = stripped.splitlines() or [""]
    if not _SUCCESS_WORD.search(lines[0]) or _DOUBT_WORD.search(_NO_ERROR.sub("", stripped)):
        return _UNKNOWN
    tokens = [token.rstrip(".") for token in _PATH_TOKEN.findall(stripped)]
    if any(not any(_same_file(token, name) for name in names) for token in tokens):
        return _UNKNOWN
    if tokens:
        return _OK if _whole_success(stripped, names, content) else _UNKNOWN
    # (a one-line success naming no path at all, ``File written successfully.``, is its
    # call's own, the answer being matched to the call: when it says nothing but that, every
    # word one of a bare success's; ``Saved to clipboard.``, ``Successfully wrote to
    # Makefile``, ``Wrote 0 of 6 bytes.`` say where or how much, and are not known)
    words = _BARE_WORD.findall(stripped.lower())
    bare = len(lines) == 1 and not any(c.isdigit() for c in stripped)
    return _OK if bare and words and all(w in _BARE_SUCCESS for w in words) else _UNKNOWN


#: The words of a bare success that names no path (``File written successfully.``,
#: ``The file has been saved.``): a text of these words alone says its call's write succeeded.
_BARE_WORD = re.compile(r"[a-z']+")
_BARE_SUCCESS: Final = frozenset(
    {"the", "file", "content", "contents", "has", "have", "been", "was", "is", "successfully"}
    | {"success", "written", "wrote", "saved", "created", "updated", "done", "ok", "okay"}
    | {"edited", "modified", "overwritten", "changes", "applied"}
)


#: The words a success text naming the written path may hold beside it (``Successfully
#: wrote 6 bytes to a.py``, ``File created successfully at: /w/a.py``, Cline's ``The content
#: was successfully saved to a.py.``): a text with any other word (``deleted``, ``/tmp``,
#: ``clipboard``, ``empty``, ``first``, ``Restored previous version.``) says something else
#: too, and is not known. A success is recognised whole, never by a word in it.
_NAMED_SUCCESS: Final = _BARE_SUCCESS | frozenset(
    {"to", "at", "in", "into", "on", "files", "bytes", "byte", "characters", "chars"}
    | {"lines", "line", "write", "successful", "succeeded"}
)
#: Cline's words between its success text and its echo of the saved file.
_CLINE_LEAD = "Here is the full, updated content of the file that was saved:"
#: Claude Code's words before the ``cat -n`` snippet of the file it wrote or edited.
_SNIPPET_LEAD = re.compile(r"Here's the result of running `cat -n` on a snippet of[^\n]*:\n")
#: Codex's ``apply_patch`` success: ``Success. Updated the following files:`` then a line
#: ``A path`` (added) or ``M path`` (modified) for each file.
_CODEX_UPDATED = re.compile(r"Success\. Updated the following files:\n((?:[AM] [^\n]+\n?)+)")
_NUMBERED = re.compile(r"\s*(\d+)\t(.*)")
_TEXT_TOKEN = re.compile(r"\S+")


def _shown_snippet(text: str, content: Any) -> str | None:
    """The text of a success before Claude Code's ``cat -n`` snippet of the saved file, when
    the snippet shows the call's ``content`` at its own line numbers (each numbered line N
    is line N of the content, the numbers consecutive: the file on disk is the call's), or
    None (it shows another file: reordered, a line twice or missing, numbers past the end,
    reformatted, another write); a text with no snippet is itself."""
    lead = _SNIPPET_LEAD.search(text)
    if lead is None:
        return text
    if not isinstance(content, str):
        return None
    mine = content.splitlines()
    expected: int | None = None
    for line in text[lead.end() :].splitlines():
        numbered = _NUMBERED.fullmatch(line)
        if numbered is None:
            return None
        number = int(numbered.group(1))
        if expected is not None and number != expected:
            return None
        if not 1 <= number <= len(mine) or mine[number - 1] != numbered.group(2):
            return None
        expected = number + 1
    return text[: lead.start()].strip()


def _whole_success(text: str, names: frozenset[str], content: Any) -> bool:
    """Whether a success text naming the written path says nothing else: every word of it
    one of :data:`_NAMED_SUCCESS`, every path the written path (a relative path with more
    parts, ``tests/a.py``, ``../a.py``, or a folder, ``a.py/``, is another), every number the
    content's byte, character or line count."""
    codex = _CODEX_UPDATED.fullmatch(text)
    if codex is not None:
        return all(
            any(_names_written(line[2:].strip(), n) for n in names)
            for line in codex.group(1).splitlines()
        )
    units: dict[str, int] = {}
    if isinstance(content, str):
        units = {"byte": len(content.encode()), "character": len(content), "char": len(content)}
        units["line"] = len(content.splitlines())
    tokens = [
        raw.lstrip(",;:!()[]\"'`").rstrip(".,;:!()[]\"'`")  # (``../a.py`` kept)
        for raw in _TEXT_TOKEN.findall(_NO_ERROR.sub("", text.replace(_CLINE_LEAD, "")))
    ]
    tokens = [token for token in tokens if token]
    for at, token in enumerate(tokens):
        if "/" in token or "\\" in token or "." in token:
            if token.endswith(("/", "\\")) or not any(_names_written(token, n) for n in names):
                return False
        elif token.isdigit():
            # (a count of its unit, the word after it: "6 bytes" of a 6-byte file; "1 bytes"
            # of a 1-line 6-byte file is no count of it)
            unit = tokens[at + 1].lower().removesuffix("s") if at + 1 < len(tokens) else ""
            if unit not in units or units[unit] != int(token):
                return False
        elif token.lower() not in _NAMED_SUCCESS:
            return False
    return True


def _names_written(token: str, name: str) -> bool:
    """Whether a path a tool's text names is the written path: :func:`_same_file`, and a
    relative path with more parts than the written one (``tests/a.py``) is another file."""
    if not _same_file(token, name):
        return False
    parts = [p for p in token.replace("\\", "/").split("/") if p not in ("", ".")]
    ours = [p for p in name.replace("\\", "/").split("/") if p not in ("", ".")]
    absolute = token.startswith(("/", "~")) or re.match(r"[A-Za-z]:[\\/]", token) is not None
    if absolute and temp_folder(parts[: len(parts) - len(ours)]):
        return False
    return ".." not in parts and (len(parts) <= len(ours) or absolute)


def _same_file(token: str, name: str) -> bool:
    """Whether a path a tool's text names is the written path ``name``: their parts agree
    from the last one back, as far as the shorter goes (``/w/src/a.py`` and ``a.py`` are
    ``src/a.py``; ``tests/a.py`` is not)."""
    mine = [part for part in token.replace("\\", "/").split("/") if part not in ("", ".")]
    theirs = [part for part in name.replace("\\", "/").split("/") if part not in ("", ".")]
    shorter = min(len(mine), len(theirs))
    return shorter > 0 and mine[-shorter:] == theirs[-shorter:]


#: The words of a boolean member's name that say it tells whether the file was written
#: (``written: false``, ``saved: true``), and those that say its ``true`` means nothing was
#: written (``dry_run: true``).
_WROTE_MEMBERS: Final = frozenset(
    {"written", "created", "saved", "updated", "applied", "modified", "edited", "succeeded"}
    | {"successful", "done", "completed", "complete", "wrote", "write", "committed"}
)
_NOT_WROTE_MEMBERS: Final = frozenset({"dry", "preview", "simulated", "pending", "reverted"})


def _object_verdict(
    answer: dict[str, Any], names: frozenset[str], depth: int, content: Any = None
) -> str:
    """:func:`_verdict` of a tool's answer object: ``isError``/``is_error`` true, an ``error``
    member that is not empty, ``success``/``ok`` false, a boolean member named for the write
    (``written``, ``saved``...) false or one named for its absence (``dry_run``) true, a
    ``status`` not in :data:`_SUCCESS_STATUSES`, a nonzero exit code (or, with none, a
    ``stderr`` text) say it failed; the same members saying the opposite say it succeeded
    when its text members (``content``, ``message``...) say so too (members and text must
    agree: a server may answer an error in its text with ``isError`` false); an object with
    none of those members is read by its text members, and one with none is not known."""
    said: list[bool] = []  # True: a member says the call succeeded; False: it failed
    for key in _ERROR_FLAGS:
        if isinstance(answer.get(key), bool):
            said.append(answer[key] is False)
    for key in _SUCCESS_KEYS:
        if isinstance(answer.get(key), bool):
            said.append(answer[key] is True)
    for key, value in answer.items():
        if isinstance(value, bool) and key not in _ERROR_FLAGS and key not in _SUCCESS_KEYS:
            words = set(_CAMEL.sub("_", key).lower().replace("-", "_").split("_"))
            if words & _NOT_WROTE_MEMBERS:
                said.append(value is False)
            elif words & _WROTE_MEMBERS:
                said.append(value is True)
    if "error" in answer:
        error = answer["error"]
        said.append(error is None or error is False or error in ("", {}, []))
    status = answer.get("status")
    if isinstance(status, str):
        said.append(status.strip().lower() in _SUCCESS_STATUSES)
    # (an exit code may stand in a ``metadata`` object: Codex's ``{"output", "metadata":
    # {"exit_code"}}``)
    metadata = answer.get("metadata")
    holders = [answer, metadata] if isinstance(metadata, dict) else [answer]
    codes = [holder[key] for holder in holders for key in _EXIT_KEYS if key in holder]
    for code in codes:
        said.append(code == 0 and not isinstance(code, bool))
    stderr = answer.get("stderr")
    if not codes and isinstance(stderr, str) and stderr.strip():
        said.append(False)
    if False in said:
        return _FAILED
    structured = answer.get("structuredContent")
    if isinstance(structured, dict):
        # (MCP: the same answer as an object beside its text; it must say so too)
        verdict = _object_verdict(structured, names, depth + 1, content)
        if verdict != _OK:
            return verdict
    if any(not _known_member(key, value, names, content) for key, value in answer.items()):
        return _UNKNOWN
    texts = [answer[key] for key in _TEXT_KEYS if key in answer]
    if said:
        # the members say success: the text beside them must say so too (an object beside
        # them, ``"result": {"bytes": 6}``, is data: it must only not say it failed)
        for text in texts:
            verdict = _verdict(text, names, depth + 1, content)
            if verdict == _FAILED or (verdict != _OK and not isinstance(text, dict)):
                return _UNKNOWN
        return _OK
    if not texts:
        return _UNKNOWN
    return _verdict(texts, names, depth + 1, content)


#: The members of a tool's answer object read by :func:`_object_verdict` or that say nothing
#: of the write (MCP's ``_meta``, ids, times); a member named for the path or the size is
#: known when it is the written path or the content's size.
_READ_MEMBERS: Final = frozenset(
    {*_SUCCESS_KEYS, *_ERROR_FLAGS, *_EXIT_KEYS, *_TEXT_KEYS, "status", "error", "stderr"}
    | {"structuredContent", "_meta", "type", "metadata", "annotations"}
)
_PATH_MEMBERS: Final = frozenset({"path", "file", "file_path", "filepath", "filename", "name"})
_SIZE_MEMBERS: Final = frozenset(
    {"bytes", "size", "bytes_written", "byteswritten", "length", "chars", "characters"}
    | {"lines", "line_count", "linecount", "written_bytes", "writtenbytes"}
)
_TIME_OR_ID: Final = re.compile(
    r"(?:^|_)(?:id|ids|time|timestamp|date|duration|elapsed|took|at|ms|seconds|secs)$"
)


def _known_member(key: str, value: Any, names: frozenset[str], content: Any) -> bool:
    """Whether a member of a tool's answer object is one whose meaning is known: a success
    is recognised whole, so an answer with any other member (``errors``, ``status_code``,
    ``state``, ``mode``, ``truncated``, ``data``) is not known to say the write succeeded."""
    if value is None or value == "" or value == [] or value == {}:
        return True
    flat = _CAMEL.sub("_", key).lower().replace("-", "_")
    if key in _SUCCESS_KEYS or key in _ERROR_FLAGS:
        return isinstance(value, bool)  # (``"ok": "false"`` is not read: not known)
    if key in _READ_MEMBERS:
        if key == "metadata" and isinstance(value, dict):
            return all(_known_member(k, v, names, content) for k, v in value.items())
        return True
    if isinstance(value, bool):
        words = set(flat.split("_"))
        return bool(words & (_WROTE_MEMBERS | _NOT_WROTE_MEMBERS))
    if flat.replace("_", "") in {m.replace("_", "") for m in _PATH_MEMBERS}:
        return isinstance(value, str) and any(_names_written(value, n) for n in names)
    if flat in _SIZE_MEMBERS or flat.replace("_", "") in _SIZE_MEMBERS:
        if not isinstance(content, str) or isinstance(value, bool):
            return False
        # (each in its unit: ``bytes_written: 1`` of a 1-line 6-byte file is no size of it)
        bare = flat.replace("_", "")
        if "line" in bare:
            sizes = {len(content.splitlines())}
        elif "char" in bare:
            sizes = {len(content)}
        elif bare == "length":
            sizes = {len(content), len(content.encode())}
        else:
            sizes = {len(content.encode())}
        return isinstance(value, int) and value in sizes
    if flat.endswith("_at") and flat.removesuffix("_at") not in _WHEN_WRITTEN:
        return False  # (``deleted_at``, ``reverted_at``, ``truncated_at``: another event)
    if flat.endswith("_at") and not (
        isinstance(value, (int, float)) or (isinstance(value, str) and _WHEN.match(value))
    ):
        return False  # (``saved_at: "/tmp/b.py"``: a place, not a time)
    return _TIME_OR_ID.search(flat) is not None and isinstance(value, (str, int, float))


#: The events of a write whose time (``created_at``...) an answer may give; a time of any
#: other event (``deleted_at``, ``reverted_at``) says something else happened to the file.
_WHEN_WRITTEN: Final = frozenset(
    {"created", "updated", "modified", "written", "saved", "finished", "completed", "started"}
)
#: A time written as a date (``2026-11-27T05:00:00Z``, ``2026-11-27 05:00``).
_WHEN = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$"
)


def _call(node: dict[str, Any]) -> tuple[str, Any] | None:
    kind = node.get("type")
    if kind == "local_shell_call" and isinstance(node.get("action"), dict):
        # OpenAI Responses' built-in shell (Codex): an argv list under ``action.command``
        return "local_shell", node["action"]
    if kind == "shell_call" and isinstance(node.get("action"), dict):
        # Responses' shell tool: its command lines under ``action.commands``, run in order
        commands = node["action"].get("commands")
        if isinstance(commands, list) and _argv(commands) is not None:
            return "shell", {"command": "\n".join(commands)}
        return "shell", {"command": commands}  # unreadable: may change any file
    if kind == "apply_patch_call" and isinstance(node.get("operation"), dict):
        # Responses' apply_patch tool: one ``operation`` (create_file, update_file or
        # delete_file) on a ``path``, with a V4A ``diff`` for the first two: a diff is an
        # edit (not a whole file), a deletion a call that names the file
        operation = node["operation"]
        arguments = {"path": operation.get("path")}
        if operation.get("type") != "delete_file":
            arguments["diff"] = operation.get("diff", "")
        return "apply_patch", arguments
    if kind == "custom_tool_call" and isinstance(node.get("name"), str):
        # Responses' free-form tools (Codex's apply_patch): the input is one text
        return node["name"], {"input": node.get("input")}
    function = node.get("function")
    if isinstance(function, dict) and isinstance(function.get("name"), str):
        return function["name"], function.get("arguments")
    name = node.get("name")
    if not isinstance(name, str):
        return None
    if node.get("type") == "tool_use" and "input" in node:
        return name, node["input"]
    for key in ("arguments", "parameters", "args"):
        if key in node and (node.get("type") in (None, "function_call", "function", "tool_call")):
            return name, node[key]
    return None


def _arguments(raw: Any) -> dict[str, Any] | None:
    if isinstance(raw, str):
        try:
            raw = _DECODER.decode(raw)
        except ValueError:
            return None
    return raw if isinstance(raw, dict) else None


def _raw_paths(raw: Any) -> frozenset[str]:
    """The path a call's arguments name (stripped), or none."""
    arguments = _arguments(raw)
    key = _first_key(arguments, _PATH_KEYS) if arguments is not None else None
    value = arguments.get(key) if arguments is not None and key is not None else None
    return frozenset({value.strip()}) if isinstance(value, str) and value.strip() else frozenset()


#: The arguments whose value is no path a call makes: its content, an edit's texts, its
#: command, what describes it, where in the file it writes.
_NOT_PATH_KEYS = (
    frozenset(_CONTENT_KEYS) | _EDIT_KEYS | frozenset(_COMMAND_KEYS) | _META_KEYS | _PROSE_KEYS
) | _PLACE_KEYS


def _named_paths(raw: Any) -> frozenset[str]:
    """Every path a call's arguments name (stripped): its path (:func:`_raw_paths`) and each
    other argument whose value is one word that is no content, command or description
    (``move_file``'s ``destination``, ``rename_file``'s ``new_path``, an argument this reader
    does not know): what a call SHOWN as an example must leave as the real calls do."""
    arguments = _arguments(raw)
    if arguments is None:
        return frozenset()
    named = set(_raw_paths(arguments))
    for key, value in arguments.items():
        if key in _NOT_PATH_KEYS or not isinstance(value, str) or len(value) > MAX_LABEL:
            continue
        word = value.strip()
        if word and _WORD.fullmatch(word) is not None:
            named.add(word)
    return frozenset(named)


def _whole_paths(name: str | None, raw: Any) -> frozenset[str]:
    """The path a call writes whole (stripped): a write with a path and a content that
    :func:`_read` reads as the whole file (no edit keys, no edit command, a known writer, no
    argument that puts the content at a place), or none (an edit, a view, a delete...)."""
    arguments = _arguments(raw)
    if name is None or arguments is None or _shell_tool(name):
        return frozenset()
    path_key = _first_key(arguments, _PATH_KEYS)
    content_key = _first_key(arguments, _CONTENT_KEYS)
    command = arguments.get("command")
    if (
        path_key is None
        or content_key is None
        or _EDIT_KEYS & set(arguments)
        or "append" in name.lower()
        or (command is not None and command not in _WRITE_COMMANDS)
        or _tool_name(name) not in _WHOLE_FILE_WRITERS
        or _argument_problem(name, arguments, path_key, content_key) is not None
    ):
        return frozenset()
    return _raw_paths(arguments)


def _first_key(arguments: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    return next((key for key in keys if isinstance(arguments.get(key), str)), None)


def _scan(answer: Answer) -> list[tuple[int, str, Any, bool]]:
    """(position, tool name, raw arguments, cut off) of the calls, in text order; a JSON value
    that does not decode but looks like a call is a call with no arguments."""
    cached = answer.cache.get("tool_calls")
    if isinstance(cached, list):
        return cached
    found: list[tuple[int, str, Any, bool]] = []
    ids: list[str | None] = []
    answers: list[_Answered] = []  # the tools' answers, placed among the calls (in ``found``)
    real: list[int] = []  # the calls of the JSON values (not printed in a text): their index
    texts: list[tuple[int, int, str]] = []  # (index of the next call, position, text)
    spans: list[tuple[int, int]] = []
    text = answer.text
    requests: dict[str, int] = {}  # the custom_id of each request holding calls: its position
    alternatives: list[int] = []  # where a response with two choices or more holds calls
    shown: dict[int, tuple[str, str]] = {}  # calls printed in a message's text, refused
    taken: list[tuple[int, int]] = []  # the stretches of every JSON value and tool answer
    own_texts: list[tuple[int, int, int, str]] = []  # (value, message, next call, the text)
    message_of: dict[int, tuple[int, int]] = {}  # each call's (value, message)
    unsure: list[int] = []  # tags that may be printed output or the model's: refused
    # (the turns of a printed transcript that are not the assistant's are no prose of its)
    taken.extend(printed.other_turns(text, answer.start))
    tools: list[tuple[int, int]] = []  # the tools' answers printed in the text
    for at, end, value, cut in _decoded(text, answer.start, unsure, tools):
        taken.append((at, end))
        if value is None:
            snippet = text[at : at + 4096]
            if any(marker in snippet for marker in _MARKERS) or (cut and '"name"' in snippet):
                found.append((at, "", None, cut))
                ids.append(None)
            continue
        calls: list[tuple[str, Any, str | None]] = []
        met: list[_Answered] = []
        owners: list[int] = []
        listed = list(_calls_and_ids(value, met, owners))
        made = [_raw_paths(arguments) for name, arguments, _ in listed if name is not None]
        elsewhere = frozenset[str]().union(*made) if made else None
        whole = frozenset[str]().union(
            *(_whole_paths(name, arguments) for name, arguments, _ in listed if name is not None)
        )
        local: list[int] = []  # the index in ``found`` of each call of this value
        for (name, arguments, ident), owner in zip(listed, owners, strict=True):
            if name is None and isinstance(arguments, _UserTurn):
                texts.append((len(found) + len(calls), at, arguments))  # (fix-said172)
            elif name is None:
                texts.append((len(found) + len(calls), at, arguments))
                own_texts.append((at, owner, len(found) + len(calls), arguments))
                for call, refusal in _printed_calls(answer, arguments, elsewhere, whole):
                    if refusal is not None:
                        shown[len(found) + len(calls)] = refusal
                    message_of[len(found) + len(calls)] = (at, owner)
                    calls.append((*call, None))
            else:
                local.append(len(found) + len(calls))
                message_of[len(found) + len(calls)] = (at, owner)
                calls.append((name, arguments, ident))
        for before, ident, said, failing, tool in met:
            # placed after the calls the walk met before it
            place = local[before - 1] + 1 if before else len(found)
            answers.append((place, ident, said, failing, tool))
        real.extend(local)
        if calls:
            spans.append((at, end))
            if isinstance(value, dict) and isinstance(value.get("custom_id"), str):
                requests.setdefault(value["custom_id"], at)
            if _choices(value) > 1:
                alternatives.append(at)
        found.extend((at, name, arguments, False) for name, arguments, _ in calls)
        ids.extend(ident for _, _, ident in calls)
    answer.cache["tool_calls"] = found
    answer.cache["tool_calls.spans"] = spans
    failed, replies = _tied(answers, real, ids, [call[1] for call in found])
    # the calls (their index in ``found``) a later tool result reports as failed
    answer.cache["tool_calls.failed"] = failed
    # every answer of the tool to each call (its index in ``found``) that has one
    answer.cache["tool_calls.results"] = replies
    answer.cache["tool_calls.texts"] = texts
    answer.cache["tool_calls.shown"] = shown
    answer.cache["tool_calls.taken"] = taken
    answer.cache["tool_calls.own_texts"] = own_texts
    answer.cache["tool_calls.unsure"] = unsure
    if tools:
        # (the tool's text, a module ``cat`` printed: neither prose nor commands of the model's)
        answer.cache["printed.regions"] = sorted(tools)
    answer.cache["tool_calls.message_of"] = message_of
    answer.cache["tool_calls.alternatives"] = alternatives[:1] + (
        sorted(requests.values())[1:2] if len(requests) > 1 else []
    )
    return found


def _tied(
    answers: list[_Answered], real: list[int], ids: list[str | None], names: list[str]
) -> tuple[set[int], dict[int, list[Any]]]:
    """The calls (their index) an answer says failed, and every answer of each call, each
    answer tied to the call it answers: the last call before it with its id (a later turn may
    reuse an id: its answers are its own), or, with none before it, the first call with that
    id; an answer that names no call (Ollama) to the first call before it with no id that has
    no answer yet (of the tool it names, when one is left), or, when none is left, it is every
    call's before it with no id (a write it does not say succeeded is in doubt). Linear in the
    calls and answers (a log may hold many)."""
    failed: set[int] = set()
    replies: dict[int, list[Any]] = {}
    by_id: dict[str, list[int]] = {}
    id_less: list[int] = []
    by_tool: dict[str, deque[int]] = {}
    for i in real:
        ident = ids[i]
        if ident is not None:
            by_id.setdefault(ident, []).append(i)
        else:
            id_less.append(i)
            by_tool.setdefault(names[i], deque()).append(i)
    waiting = deque(id_less)
    taken: set[int] = set()
    untied: tuple[int, Any, bool] | None = None  # the last answer left over, its place

    def first(queue: deque[int], before: int) -> int | None:
        while queue and queue[0] in taken:
            queue.popleft()
        return queue[0] if queue and queue[0] < before else None

    for before, ident, said, failing, tool in answers:
        target: int | None
        if ident is not None:
            same = by_id.get(ident, [])
            k = bisect.bisect_left(same, before)
            target = same[k - 1] if k else (same[0] if same else None)
            if target is None and not ident.startswith("jsonrpc:"):
                # (an id naming no call, ``""``, ``C1``, `` c1``, is tied to none as a null
                # one is: a failure or an unknown answer puts the earlier writes in doubt)
                if failing or said is _NO_ANSWER or _verdict(said) != _OK:
                    untied = (before, said, failing)
                continue
            if target is None:
                # (a JSON-RPC response naming no call: one to a request that is no call,
                # ``initialize``, is not a tool's answer; but one that says it failed, its id
                # matching no request (``"1"`` for ``1``, a null id), answers no call, and
                # puts the earlier writes in doubt as any answer tied to none)
                if failing:
                    untied = (before, said, failing)
                continue
        else:
            target = first(by_tool[tool], before) if tool in by_tool else None
            if target is None:
                target = first(waiting, before)
            if target is None:
                if failing or said is _NO_ANSWER or _verdict(said) != _OK:
                    untied = (before, said, failing)
                continue
            taken.add(target)
        if target is None:
            continue
        if isinstance(said, _Cancelled) and target in replies:
            # (the client cancelled a request the server had already answered: the MCP
            # race; the response, weighed already, says what the call did)
            continue
        if failing:
            failed.add(target)
        if said is not _NO_ANSWER:
            replies.setdefault(target, []).append(said)
    if untied is not None:
        before, said, failing = untied
        # (an answer tied to no call puts every earlier write in doubt: those with an id too,
        # when its own id was null or not a text)
        ordered = sorted(real)
        for i in ordered[: bisect.bisect_left(ordered, before)]:
            if failing:
                failed.add(i)
            left = "an answer not tied to a call" if said is _NO_ANSWER else said
            replies.setdefault(i, []).append(left)
    return failed, replies


def _choices(value: Any) -> int:
    """How many alternative completions a decoded response holds: the length of the longest
    ``choices`` list of message objects in it (an OpenAI request with ``n`` > 1), and at least
    two when a choice's ``index`` is above 0 (a log that prints each choice of an ``n`` > 1
    response as its own value: choice 1 exists only beside a choice 0)."""
    most = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    nodes = 0
    while stack and nodes < _MAX_NODES:
        node, depth = stack.pop()
        nodes += 1
        if depth >= _MAX_DEPTH:
            continue
        if isinstance(node, list):
            stack.extend((item, depth + 1) for item in node)
        elif isinstance(node, dict):
            if _call(node) is not None:
                # a call's arguments are data (a mocked reply with an index and a message)
                continue
            choices = node.get("choices")
            if isinstance(choices, list):
                most = max(most, sum(isinstance(c, dict) for c in choices))
                if any(_later_choice(c, listed=True) for c in choices):
                    most = max(most, 2)
            if _later_choice(node):
                # a choice object wherever it stands (in a ``choices`` list, a list of the
                # choices, a value of its own on a line): choice 1 is an alternative
                most = max(most, 2)
            stack.extend((item, depth + 1) for item in node.values())
    return most


def _later_choice(choice: Any, listed: bool = False) -> bool:
    """Whether a value is a choice of a response (an item of a ``choices`` list, or anywhere
    an object with an ``index`` and its ``message`` or streamed ``delta``) that says it is not
    the first (``"index"`` above 0)."""
    if not isinstance(choice, dict) or not (
        listed or any(isinstance(choice.get(key), dict) for key in ("message", "delta"))
    ):
        return False
    index = choice.get("index")
    return isinstance(index, int) and not isinstance(index, bool) and index > 0


def _printed_calls(
    answer: Answer,
    said: str,
    elsewhere: frozenset[str] | None = None,
    elsewhere_whole: frozenset[str] | None = None,
) -> list[tuple[tuple[str, Any], tuple[str, str] | None]]:
    """The ``<tool_call>`` calls a model printed in its message's text inside a transcript
    (a server whose tool parser did not take them out): read as the same call in plain text
    is, each (name, arguments) with a refusal or None. A call the text shows as an example
    (:func:`.answer.shown_calls`) is left out; one in a code block after the text's real
    calls is refused; one that does not decode is refused too (never dropped). The
    structured calls of the same value (``elsewhere``: their paths) are real calls too: a call
    the text shows in a code block is weighed against them as against a bare call
    (``elsewhere_whole``: the paths they write whole)."""
    if "<tool_call>" not in said:
        return []
    alone = replace(answer, text=said, start=0, notes=answer.notes.copy(), cache={}, after=None)
    tags = list(_tags(said, 0))
    starts = {t.at: t for t in tags}

    def decoded(at: int) -> list[tuple[str, Any]]:
        try:
            value = _DECODER.decode(starts[at].inside.strip())
        except ValueError:
            return _dequoted(starts[at].inside)
        return list(calls_in(value))

    def paths_of(at: int) -> frozenset[str]:
        return frozenset[str]().union(*(_named_paths(arguments) for _, arguments in decoded(at)))

    def whole_of(at: int) -> frozenset[str]:
        return frozenset[str]().union(*(_whole_paths(*call) for call in decoded(at)))

    examples, after = shown_calls(
        alone,
        list(starts),
        "<tool_call>",
        paths_of,
        elsewhere,
        whole_of,
        elsewhere_whole,
        quotes=True,
    )
    read: list[tuple[tuple[str, Any], tuple[str, str] | None]] = []
    for tagged in tags:
        if tagged.at in examples:
            continue
        try:
            value = _DECODER.decode(tagged.inside.strip())
        except ValueError:
            value = None
        calls = list(calls_in(value)) if value is not None else []
        refusal = after.get(tagged.at)
        if not calls:
            refusal = refusal or (
                "tool-call-unreadable",
                "a <tool_call> printed in a message's text is not a readable call (valid "
                "JSON with a name and arguments); it was not accepted",
            )
            calls = [("", None)]
        read.extend((call, refusal) for call in calls)
    return read


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


def _open_at(answer: Answer, pos: int) -> bool:
    """Whether ``pos`` lies inside a JSON value that holds calls: what looks like structure
    there (a heredoc, a fence, another tool's tags, all within a JSON string) is the text of
    an argument (a reader that names the start of the line it found structure on names the
    line of the value's start). Looking at the text before ``pos`` only, no value is complete:
    False."""
    _scan(answer)
    spans = answer.cache.get("tool_calls.spans")
    text = answer.text
    return isinstance(spans, list) and any(text.rfind("\n", 0, at) < pos < end for at, end in spans)


def argument_strings(value: Any, depth: int = 0) -> Iterator[str]:
    """The strings of an argument value (lists and objects a few levels deep)."""
    if isinstance(value, str):
        yield value
    elif depth < 3 and isinstance(value, list | dict):
        for item in value.values() if isinstance(value, dict) else value:
            yield from argument_strings(item, depth + 1)


def _named(answer: Answer, value: str) -> str:
    """The path a call's string value names, as the written files' paths are kept (the
    root removed, ``./`` and ``a/../`` folded; a path from ``/`` as :func:`.named_paths.folded`
    spells it, ``/./tmp/a.py`` as ``/tmp/a.py``; one from a variable or ``~`` as it stands:
    ``$PWD/../proj/a.py`` is no ``proj/a.py`` of the root, fix-shell153)."""
    root = answer.root
    if root is not None and value.startswith(root.rstrip("/") + "/"):
        value = value[len(root.rstrip("/")) + 1 :]
    if value.startswith("/"):
        return folded(value)
    if absolute(value.replace("\\", "/")):
        return value
    return posixpath.normpath(value) if value else value


@dataclass
class _Written:
    """The files the calls so far write, and the folders that hold them ("." the root);
    whether a shell call changed folder (an agent's shell keeps its folder between calls), and
    the files shell calls write that this reader does not read (path, position)."""

    files: dict[str, Block] = field(default_factory=dict)
    under: dict[str, set[str]] = field(default_factory=dict)
    moved: bool = False
    by_shell: list[tuple[str, int]] = field(default_factory=list)
    #: the written files and their folders by their last part (:func:`.named_paths.name_keys`)
    keys: dict[str, set[str]] = field(default_factory=dict)
    #: the folders the transcript shows the agent works in (a ``pwd`` call's answer)
    shown: set[str] = field(default_factory=set)

    def add(self, path: str, block: Block) -> None:
        self.files[path] = block
        parts = path.split("/")
        for n in range(len(parts) + 1):
            folder = "/".join(parts[:n]) or "."
            if n < len(parts):
                self.under.setdefault(folder, set()).add(path)
            for key in name_keys(folder) if n else ():
                self.keys.setdefault(key, set()).add(folder)

    def named(self, value: str, folder: bool = False) -> set[str]:
        """The written files ``value`` may name (:func:`.named_paths.may_name`: also by an
        absolute path ending in the written one, a ``file:`` URI, in another case), or those
        in a folder it may name; ``folder``: ``value`` is a path alone (a whole argument, a
        command's operand, not a word of a text: ``/api/users`` of a URL is none), and every
        file when it is a folder that may hold the root (:func:`.named_paths.may_hold`:
        ``/home/u/proj``, ``/workspace``, ``$PWD``)."""
        for workspace in self.shown:
            # (fix-paths136: ``/tmp/a.py`` after a ``pwd`` that answered ``/tmp`` is the
            # written a.py, no scratch copy elsewhere; ``/tmp`` itself, or ``/`` above it,
            # holds it)
            value = folded(value)
            if (
                folder
                and value.startswith("/")
                and (workspace + "/").startswith(value.rstrip("/") + "/")
            ):
                return set(self.files)
            if value == workspace or value.startswith(workspace.rstrip("/") + "/"):
                value = posixpath.normpath(value[len(workspace.rstrip("/")) + 1 :] or ".")
        if folder and may_hold(value):
            return set(self.files)
        found = set(self.under.get(value, ()))
        if value in self.files:
            found.add(value)
        for key in name_keys(value):
            for path in self.keys.get(key, ()):
                if may_name(value, path):
                    found.update(self.under.get(path, ()))
                    if path in self.files:
                        found.add(path)
        return found


def _later_call(
    answer: Answer, written: _Written, at: int, name: str, arguments: dict[str, Any]
) -> None:
    """A call after the writes that is neither a write nor an edit (``delete_file``,
    ``move_file``, ``rename_file``, a tool this reader does not know): when it names a written
    file or a folder holding one, what the calls leave there is not known: refused. A value
    with several words (a patch, a program: ``apply_patch``'s ``*** Update File: a.py``) names
    each path among its words."""
    if _reads_only(name) or arguments.get("command") == "view" or not written.files:
        return
    for value in argument_strings(arguments):
        if 0 < len(value) < 4096:
            found = written.named(_named(answer, value), folder=True)
            _refuse(answer, written, found, at, f"the {name!r} call")
        for word in _WORD.findall(value, 0, _MAX_SCANNED):
            if word != value and written.files:
                found = written.named(_named(answer, word))
                _refuse(answer, written, found, at, f"the {name!r} call")


#: (fix-said152: hunt130-toolsaysgone) A tool's output saying a file is not there: ``cat: a.py:
#: No such file or directory``, ``ls: cannot access 'a.py'``, ``python: can't open file
#: '/home/u/proj/a.py': [Errno 2] ...``, ``FileNotFoundError: ... 'a.py'``; said of the path
#: right before it or right after it (:func:`_gone_in_output`). ``a.py: command not found`` is
#: no such word (the shell did not find a command of that name).
_GONE_SAID = re.compile(
    r"(?i)no\s+such\s+file(?:\s+or\s+directory)?|cannot\s+access|can(?:'t|not)\s+"
    r"(?:open|read|stat)(?:\s+file)?|cannot\s+stat|(?:does\s+not|doesn't)\s+exist"
    r"|(?<!command\s)not\s+found|(?:cannot|can't|could\s+not|couldn't)\s+find(?:\s+file)?"
    r"|\bENOENT\b"
)
#: What may stand between such words and the path they speak of (quotes, a colon, an errno).
_GAP_CHARS = " \t'\"`:"
_ERRNO = re.compile(r"\[Errno\s*\d+\]")
#: A ``git status`` line of a file deleted in the work tree or the index (`` D a.py``,
#: ``deleted:    a.py``); a ``git diff --name-status`` one (``D\ta.py``).
_GIT_DELETED = re.compile(r"^(?:[ MADRCU?]?D|D[ MD]?)[ \t]+(\S+)$|^\s*deleted:\s+(\S+)$")
#: A shell script that prints one file or more as they are (``cat a.py``, ``cat ./a.py b.py``).
#: (fix-outputs191: its operands only; ``cat -A a.py b.py`` shows them otherwise, read by
#: :func:`.tool_outputs.disagreements`)
_CAT_ONLY = re.compile(r"\s*cat(?:\s+--)?((?:\s+[\w./][\w./-]*)+)\s*")


#: (fix-output169) What may stand between a missing-file word and its path after it: a comma
#: and the call that failed (Node: ``, open 'a.py'``), a dash (cmd: ``File Not Found - a.py``).
_GONE_VERB = re.compile(
    r"(?:,[ \t]*(?:open|stat|lstat|access|scandir|unlink|rename|readlink|chmod|copyfile"
    r"|opendir|realpath)[ \t]+|-[ \t]+)"
)
#: (fix-output169) Bash's ``type`` of a name it does not know (``bash: type: a.py: not
#: found``): about a command's name, not a file.
_TYPE_NOT_FOUND = re.compile(r"(?:^|\s)type:\s+\S+:\s+not\s+found")


def _gone_in_output(line: str) -> Iterator[str]:
    """The words of ``line`` (a line of a tool's output) that a missing-file word
    (:data:`_GONE_SAID`) speaks of: the path-like word right before it or right after it, with
    only quotes, colons, an errno or ``file`` between (each look bounded)."""
    for said in _GONE_SAID.finditer(line):
        before = line[max(0, said.start() - 300) : said.start()].rstrip(_GAP_CHARS)
        errno = _ERRNO.search(before, max(0, len(before) - 16))
        if errno is not None and errno.end() == len(before):
            before = before[: errno.start()].rstrip(_GAP_CHARS)
        if before and not before.endswith((" ", "\t")):
            yield before.split()[-1].strip(_GAP_CHARS + "()[]")
        after = line[said.end() : said.end() + 300].lstrip(_GAP_CHARS)
        errno = _ERRNO.match(after)
        if errno is not None:
            after = after[errno.end() :].lstrip(_GAP_CHARS)
        after = after.removeprefix("file ").lstrip(_GAP_CHARS)
        # (fix-output169: Node's ``ENOENT: no such file or directory, open 'a.py'``, cmd's
        # ``File Not Found - a.py``: the path after a comma and the call, or a dash)
        verb = _GONE_VERB.match(after)
        if verb is not None:
            after = after[verb.end() :].lstrip(_GAP_CHARS)
        if after:
            yield after.split()[0].strip(_GAP_CHARS + "()[]").rstrip(".")


#: (fix-output169) The arguments of a read tool that read a part of the file.
_PART_KEYS = frozenset(
    {"offset", "limit", "view_range", "start_line", "end_line", "line", "lines", "range"}
    | {"head", "tail", "max_lines", "start", "end"}
)


#: (fix-outputs184: hunt143-readtools) The arguments that name the file a read tool reads, also
#: an absolute one (Gemini CLI's ``absolute_path``, Windsurf's ``AbsolutePath``).
_READ_PATH_KEYS = (*_PATH_KEYS, "absolute_path", "AbsolutePath", "absolutePath", "abs_path")


def _read_of(name: str, raw: Any) -> tuple[str, bool] | None:
    """(fix-output169) The path a read tool (``read_file``, an editor's ``view``) reads, and
    whether it reads a part of it; None for another call. (fix-outputs184) A ``paths`` list of
    one path (``read_files``, the MCP server's ``read_multiple_files``) reads that path."""
    arguments = _arguments(raw)
    if arguments is None or not (_reads_only(name) or arguments.get("command") == "view"):
        return None
    key = _first_key(arguments, _READ_PATH_KEYS)
    path = arguments.get(key) if key is not None else None
    listed = arguments.get("paths")
    if key is None and isinstance(listed, list) and len(listed) == 1:
        path = listed[0]
    if not isinstance(path, str) or not path.strip():
        return None
    parted = _PART_KEYS | {"StartLine", "EndLine", "startLine", "endLine"}
    return path.strip(), any(arguments.get(k) not in (None, "") for k in parted)


def _output_says_otherwise(
    answer: Answer,
    written: _Written,
    at: int,
    script: str | None,
    said: Any,
    edited: bool,
    read: tuple[str, bool] | None = None,
    moved: bool = False,
) -> None:
    """(fix-said152: hunt130-toolsaysgone) A call after the writes whose tool output says a
    written file is not on disk as written (:func:`output_refusals`): what the file is then
    is not known: refused."""
    if not isinstance(said, list) or not written.files:
        return
    contents = {path: block.content for path, block in written.files.items()}
    for gone, what in output_refusals(
        script,
        read,
        said,
        contents,
        lambda word: written.named(_named(answer, word)),
        edited,
        moved=moved,
    ):
        _refuse(answer, written, set(gone), at, what)


def output_refusals(
    script: str | None,
    read: tuple[str, bool] | None,
    said: list[Any],
    contents: Mapping[str, object],
    names: tool_outputs.Names,
    edited: bool,
    *,
    moved: bool = False,
) -> list[tuple[AbstractSet[str], str]]:
    """(fix-said152, fix-output169) The written files (``contents``) a call's tool output
    (``said``: its answers) says are not on disk as written, each with what says it: a
    missing-file word said of it (:func:`_gone_in_output`; none in the output of a command
    that looks a name up or runs on another host: :func:`.tool_outputs.elsewhere`), a ``git
    status`` line of it deleted, a ``cat`` of several files not holding it (none when
    ``edited``: an edit after the write changes what it shows), and what
    :func:`.tool_outputs.disagreements` reads (a state, a size, other content shown).
    ``script``: the shell script the call ran; ``read``: the path a read tool read."""
    found: list[tuple[AbstractSet[str], str]] = []
    texts = [text[:_MAX_SCANNED] for item in said for text in argument_strings(item)]
    away, remote = tool_outputs.elsewhere(script) if script is not None else (False, ())
    for text in texts:
        for line in text.splitlines():
            lookup = away or _TYPE_NOT_FOUND.search(line) is not None
            for word in _gone_in_output(line) if not lookup else ():
                if ("." in word or "/" in word) and not word.startswith(remote or ("\0",)):
                    where = f"the tool's output {line.strip()[:80]!r}"
                    found.append((names(word), where))
            git = _GIT_DELETED.match(line) if script is not None and "git" in script else None
            if git is not None:
                where = f"the tool's output {line.strip()[:80]!r}"
                found.append((names(git.group(1) or git.group(2)), where))
    catted = _CAT_ONLY.fullmatch(script) if script is not None and not edited else None
    if catted is not None and len(catted.group(1).split()) > 1:
        for word in catted.group(1).split():
            for path in names(word):
                content = contents.get(path)
                shown = isinstance(content, str) and content.strip()
                if shown and not any(shown in text for text in texts):
                    found.append(({path}, f"the output of {catted.group().strip()!r}"))
    shown_text = tool_outputs.said_text(said[0]) if len(said) == 1 else None
    if shown_text is not None and not away:
        found += tool_outputs.disagreements(
            script, read, shown_text[:_MAX_SCANNED], contents, names, edited=edited, moved=moved
        )
    return found


#: The commands that print the folder the shell is in (fix-shell153: ``pwd``, ``echo $PWD``,
#: ``realpath .``, ``readlink -f .``, PowerShell's ``Get-Location``, ``$PWD``, cmd's ``cd``
#: and ``echo %CD%``), as the first command of a call (``pwd && ls``: its first line).
_PRINTS_FOLDER = re.compile(
    r"(?:pwd(?:[ \t]+-[LP])?|echo[ \t]+(?:\$PWD|\$\{PWD\}|\"\$PWD\"|\"\$\{PWD\}\"|%CD%)"
    r"|(?:realpath|readlink[ \t]+-[fem])(?:[ \t]+\.)?|\(?(?:get-location|gl)\)?(?:\.path)?"
    r"|\$pwd(?:\.path)?|cd|chdir"
    r"|python3?[ \t]+-c[ \t]+[\"']import os; ?print\(os\.getcwd\(\)\)[\"'])"
    r"[ \t]*",
    re.I,
)
#: What runs after it in the same call: the next command's output comes after its line.
_THEN = re.compile(r"(?:&&|;|\n)[^\n]*", re.S)


def _shown_folder(script: str, said: Any, moved: bool) -> list[str]:
    """The folder the agent works in as a call that prints it shows it (:data:`_PRINTS_FOLDER`,
    the first command of the call: its answer's first line, one absolute path; PowerShell's
    ``Path``/``----`` table's line), when the shell has not left it (``moved``: a ``cd``
    before, another ``cwd``): paths in it are the answer's paths, also in a temporary folder
    (a sandbox run in ``/tmp``: ``/tmp/a.py`` is the written a.py, not a scratch copy;
    fix-paths136). macOS's ``/private/tmp`` is ``/tmp`` (:func:`.named_paths.folded`)."""
    if moved or not isinstance(said, list) or len(said) != 1 or not isinstance(said[0], str):
        return []
    found = _PRINTS_FOLDER.match(script.strip())
    if found is None:
        return []
    rest = script.strip()[found.end() :]
    if rest and not _THEN.fullmatch(rest):
        return []
    lines = [line.strip() for line in said[0].splitlines() if line.strip()]
    if len(lines) >= 3 and lines[0].lower() == "path" and set(lines[1]) == {"-"}:
        lines = lines[2:]  # (PowerShell's table: ``Path``, ``----``, the folder)
    if not lines or (len(lines) > 1 and not rest) or not re.fullmatch(r"/[^\s]*", lines[0]):
        return []
    return [folded(lines[0])]


def _reads_only(name: str) -> bool:
    """Whether the tool ``name`` is known to only look at files (:data:`_READ_WORDS`)."""
    words = [word for word in _tool_name(name).split("_") if word]
    return bool(words) and all(word in _READ_WORDS for word in words)


def _shell_tool(name: str) -> bool:
    """Whether the tool ``name`` runs commands (:data:`_SHELL_TOOLS`, :data:`_SHELL_WORDS`)."""
    tool = _tool_name(name)
    if name.lower() in _SHELL_TOOLS or tool in _SHELL_TOOLS:
        return True
    return tool not in _WHOLE_FILE_WRITERS and bool(_SHELL_WORDS & set(tool.split("_")))


def _shell_script(arguments: dict[str, Any]) -> tuple[str | None, bool]:
    """The script a shell call runs (its command string, or its argv list and ``args`` joined
    as the shell would read them), or None when it has none or one this reader cannot read;
    and whether it runs in another folder (a ``cwd`` argument other than ``.``)."""
    elsewhere = any(
        arguments.get(key) not in (None, "", ".", "./") for key in _FOLDER_KEYS if key in arguments
    )
    key = next((key for key in _COMMAND_KEYS if key in arguments), None)
    if key is None:
        return None, elsewhere
    words = _argv(arguments[key])
    if words is None:
        return None, elsewhere
    extra: Any = next((arguments[k] for k in _ARGV_KEYS if k in arguments), [])
    more = _argv(extra) if isinstance(extra, list) else None
    if isinstance(arguments[key], str):
        script = arguments[key]
    else:
        script = " ".join(shlex.quote(word) for word in words)
    if more is None and extra:
        return None, elsewhere
    if more:
        script = script.rstrip() + " " + " ".join(shlex.quote(word) for word in more)
    return script, elsewhere


def _argv(value: Any) -> list[str] | None:
    """A command as a string (one element) or a list of strings; None for anything else."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and value and all(isinstance(word, str) for word in value):
        return list(value)
    return None


def _later_command(
    answer: Answer, written: _Written, at: int, script: str, *, elsewhere: bool = False
) -> None:
    """A shell call (``rm a.py``, ``sed -i ... a.py``, ``mv a.py src/``): what its commands
    may change (:func:`.shell.effect`) among the written files is refused; after a ``cd`` in
    it or in an earlier shell call, in another folder (``cwd``), or with a word the shell
    expands, any written file may be. The files it writes (a heredoc, ``> b.py``) are noted
    in ``written.by_shell``: this reader does not read them."""
    moved = written.moved or elsewhere
    #: the heredoc body being skipped: its delimiter, ``<<-``, whether the shell expands it
    delimiter: tuple[str, bool, bool] | None = None
    #: the interpreter the body is fed to as its program (``python3 <<'EOF'``), its line,
    #: and the body's lines so far
    fed: tuple[Command, str, list[str]] | None = None
    lines = script.splitlines()
    index = 0
    while index < len(lines):
        # (a body's lines are not shell syntax: a quote in them opens nothing)
        line, index = (
            _command_list(lines, index) if delimiter is None else (lines[index], index + 1)
        )
        commands: list[Command] = []
        if delimiter is not None:
            if (line.lstrip("\t") if delimiter[1] else line) == delimiter[0]:
                if fed is not None:  # the body is the program the interpreter runs
                    moved = _weigh_fed(answer, written, at, fed, delimiter[2], moved)
                delimiter, fed = None, None
                continue
            if fed is not None:
                fed[2].append(line)
            if not delimiter[2]:
                continue
            # a body the shell expands: the command substitutions in it run (in a subshell)
            codes = substitutions(line)
            for code in codes if codes is not None else [""]:
                inner = split_line("(" + code + ")") if codes is not None else None
                if inner is None:
                    _refuse(answer, written, set(written.files), at, line)
                    break
                commands += inner[0]
        else:
            split = split_line(line)
            if split is None:
                continue
            commands = split[0]
        for command in commands:
            body = [r for r in command.redirections if r.operator in ("<<", "<<-") and r.target]
            if body and body[0].target is not None and delimiter is None:
                delimiter = (body[0].target.text, body[0].operator == "<<-", heredoc_expands(line))
                if heredoc_program(command, Word("", True)) is not None:
                    fed = (command, line, [])
                    continue  # (weighed with its program, at the body's end)
            moved = _weigh_command(answer, written, at, command, line, moved)
    if fed is not None and delimiter is not None:  # (the shell runs a body left open too)
        _weigh_fed(answer, written, at, fed, delimiter[2], moved)


def _weigh_fed(
    answer: Answer,
    written: _Written,
    at: int,
    fed: tuple[Command, str, list[str]],
    expands: bool,
    moved: bool,
) -> bool:
    """Weigh an interpreter fed a heredoc as its program (``fed``: the command, its line, the
    body's lines; ``expands``: the delimiter is not quoted) as the same interpreter given
    the body inline (:func:`.shell.heredoc_program`): a shell's body is read as this call's
    script is, another's by the shell effect rules (``python3 -c CODE``). Returns whether
    the folder may have moved."""
    body = "\n".join(fed[2]) + "\n"
    literal = not expands or not ("$" in body or "`" in body)
    program = heredoc_program(fed[0], Word(body, literal))
    code = None if program is None else shell_script(program)
    if program is not None and code is not None and code.literal:
        _later_command(answer, written, at, code.text, elsewhere=moved)
        return moved or written.moved
    return _weigh_command(answer, written, at, program or fed[0], fed[1], moved)


def _weigh_command(
    answer: Answer, written: _Written, at: int, command: Command, line: str, moved: bool
) -> bool:
    """Refuse the written files ``command`` (of ``line``, a shell call's at ``at``) may change
    (:func:`.shell.effect`): every one after a ``cd`` (``moved``) for a relative path; note the
    files it writes. Returns whether the folder may have moved."""
    words = command_words(command)  # (builtin cd, sudo cd)
    if words and words[0].text in ("cd", "pushd", "popd", "eval"):
        written.moved = written.moved or words[0].text != "eval"
        if words[0].text != "eval":
            return True
        moved = True
    done = effect(command)
    written.by_shell.extend(
        (word.text, at)
        for word in done.writes
        if not word.literal or not word.text.startswith("/dev/")
    )
    # (each with whether it is an operand, which may be a folder: not a file a redirection
    # or an output option writes, nor a manifest)
    changed = [(word, False) for word in done.writes]
    changed += [(word, True) for word in ([] if done.mode else done.changes)]
    changed += [(Word(manifest, True), False) for manifest in done.manifests]
    everything = done.work_tree
    for word, operand in changed:
        word = from_here(word)  # (``$PWD/node_modules``: ``node_modules``; fix-paths147)
        if not word.literal:
            everything = everything or not word.text.startswith(("~", "$HOME"))
        elif moved and not word.text.startswith("/"):
            everything = True
        else:
            found = written.named(_named(answer, word.text), folder=operand)
            _refuse(answer, written, found, at, line)
    if everything:
        _refuse(answer, written, set(written.files), at, line)
    return moved


def _command_list(lines: list[str], index: int) -> tuple[str, int]:
    """The line at ``index`` joined to the lines up to where a quote it leaves open closes
    (the shell reads a quoted string across lines as one word: ``git commit -m "Fix<newline>
    <newline>$(rm a.py)"``), and the index of the line after them; the line alone when the
    quote does not close within :data:`.shell.MAX_QUOTED_LINES` lines or the joined text
    cannot be split."""
    line = lines[index]
    quote = quote_left_open(line)
    end = index + 1
    while quote and end < len(lines) and end - index <= MAX_QUOTED_LINES:
        quote = quote_left_open(lines[end], quote)
        end += 1
    joined = "\n".join(lines[index:end])
    if end == index + 1 or quote or split_line(joined) is None:
        return line, index + 1
    return joined, end


def _refuse(answer: Answer, written: _Written, paths: set[str], at: int, what: str) -> None:
    for path in sorted(paths):
        block = written.files.pop(path, None)
        if block is None or block.refusal is not None or block.edit is not None:
            continue
        line = answer.notes.locate(block.pos)[0]
        block.refusal = (
            "tool-call-changed",
            f"{what} (the call at line {answer.notes.locate(at)[0]}) names {path}, which a call "
            f"at line {line} wrote: the file may be moved, removed or changed after it, which "
            "this reader does not follow; it was not accepted. Send each file as the calls "
            "should leave it",
        )


def _shell_files(answer: Answer, written: _Written) -> list[Block]:
    """Refused blocks for the files shell calls write beside the write calls (a heredoc, an
    ``echo`` into a file): this reader reads only the write calls, and a file the model wrote
    is never dropped."""
    blocks = []
    seen: set[str] = set()
    for path, at in written.by_shell:
        if path in seen:
            continue
        seen.add(path)
        block = Block(at, {"PATH": path}, {"PATH": at}, content_pos=at)
        block.content = ""
        block.refusal = (
            "tool-call-changed",
            f"the shell call at line {answer.notes.locate(at)[0]} writes {path[:80]!r} (a "
            "heredoc or a redirection), which this reader does not read beside the write "
            "calls; it was not accepted. Write each file with a write_file call",
        )
        blocks.append(block)
    return blocks


def _later_prose(prose: list[tuple[int, int, str]]) -> str:
    """(fix-said170: hunt139-conventions) The assistant's next texts still to be read (``prose``
    holds them last first), the first few: what they say may bear on the words before."""
    return "\n\n".join(piece for _, _, piece in reversed(prose[-3:]))


def _assistant_text(
    answer: Answer, blocks: list[Block], written: _Written, at: int, text: str, later: str = ""
) -> None:
    """The assistant's own text among its calls, read as a plain answer is: a file in a code
    block there is written a second way beside the calls (one of the two readings loses it:
    a refused block, ``mixed-conventions``); a command there that may change a file a call
    wrote before it (:func:`.heredoc.changed_after`) refuses that file (``tool-call-changed``)."""
    if not text.strip():
        return
    if isinstance(text, _UserTurn):
        # (fix-said172: hunt139-turnrequest) a user's turn asking for a written file to be
        # changed: what the assistant then says it did is not read as a change of that file
        for path in _user_request(text, written):
            what = f"the user's turn asking {text.strip()[:80]!r}"
            _refuse(answer, written, {path}, at, what)
        return
    line = answer.notes.locate(at)[0]
    if fenced_files(text, 0):
        block = Block(at)
        block.refusal = (
            "mixed-conventions",
            f"the assistant's text beside the tool calls of the value at line {line} holds a "
            "file in a code block, which no call writes: the answer writes files two ways, and "
            "reading either way alone loses files; it was not accepted. Write every file with "
            "a write_file call",
        )
        blocks.append(block)
    if not written.files:
        return
    alone = replace(answer, text=text, start=0, notes=answer.notes.copy(), cache={}, after=None)
    alone.edit_spans = []
    for path, _, _ in changed_after(alone, 0, list(written.files)):
        _refuse(answer, written, {path}, at, "a command in the assistant's text")
    for path, sentence in says_not_kept(text, written.files, later):
        what = f"the assistant's text saying {sentence.strip()[:80]!r}"
        _refuse(answer, written, {path}, at, what)


# ---------------------------------------------------------------------------------------------
# The user's turns (fix-said172: hunt139-turnrequest; fix-turns182: hunt142-acceptwords,
# foreignturn, turnverbs, turnedits, turnnouns, whichone, offerparts, turnnegated, turnother).
# A user's turn after a write that asks for a written file to be changed (or accepts the
# assistant's offer to), answered with no call, leaves the file not as written. A turn is such a
# request when a verb of change (:data:`_TURN_VERBS`, :data:`_TURN_FOREIGN_VERBS`) has a written
# file as its object (by its path or another spelling of it, :data:`_TURN_THE_FILE`, its kind or
# name, :data:`_TURN_ORDINAL`, a pronoun with nothing between) and is not negated
# (:data:`_TURN_NOT`), the user's own act or a question of a thing (:data:`_TURN_OWN`), a
# hypothesis (:data:`_TURN_IF`) or a noun (:data:`_TURN_NOUN_BEFORE`). One table per concept.

#: The English verbs of a change of a file whose object follows them (base forms: the
#: imperative, ``please X``, ``can you X``, ``want me to X``): removing, emptying, moving,
#: renaming, undoing, rewriting or editing it.
_TURN_VERBS: Final = (  # noqa: SIM905 (a table of words, one string)
    "delete remove rm erase empty clear truncate wipe blank rename mv move relocate revert undo "
    "restore reset discard trash drop nuke ditch scrap purge axe bin toss junk dump zap destroy "
    "eliminate lose overwrite replace rewrite redo change edit modify update fix alter adjust "
    "tweak patch amend correct refactor restructure reorganize reorganise rework revise simplify "
    "optimize optimise improve clean tidy reformat format indent dedent sort reorder convert "
    "translate port migrate transform turn split merge wrap unwrap extend shorten trim strip "
    "increase decrease raise lower bump set unset swap switch annotate document uncomment "
    "unstage stash"
).split()
#: Verbs of several words (a particle or a tool's name with them).
_TURN_PHRASES: Final = (
    r"get\s+rid\s+of|throw\s+(?:away|out)|comment\s+out|roll\s*back|back\s+out|clean\s+up"
    r"|tidy\s+up|take\s+out|git\s+(?:rm|mv|checkout|restore|reset)"
    r"|make(?!\s+(?:sure|certain)\b)"
)
#: Verbs of adding to a file: its path follows a preposition (``add a docstring to a.py``;
#: ``add a.py to git`` adds nothing to it).
_TURN_ADD_VERBS: Final = ("add", "insert", "append", "prepend", "include", "inject")
#: Verbs of putting a file somewhere or something in it: its path before ``in``/``into`` or
#: after a preposition (``put a.py in src/``, ``put a print in a.py``; ``put it on GitHub``
#: changes neither).
_TURN_PUT_VERBS: Final = ("put", "place", "stick")
#: Verbs of naming: ``call a.py b.py instead``, ``name it main.py``.
_TURN_NAME_VERBS: Final = ("call", "name")
#: The verbs that may stand with no object (``undo``, ``yes, delete``): said of the files at hand.
_TURN_BARE: Final = frozenset(
    "delete remove rm erase empty wipe rename move revert undo restore reset discard trash drop "  # noqa: SIM905
    "nuke ditch scrap purge rewrite redo change edit modify update fix refactor".split()
)
#: A request as a suggestion of a gerund (``how about deleting it?``, ``would you mind
#: removing a.py?``): the gerunds of these verbs, doubling the last letter of these.
_TURN_GERUND_FRAMES: Final = (
    r"(?:how|what)\s+about|(?:would|do|could)\s+you\s+mind|consider|try|proceed\s+with"
    r"|go\s+ahead\s+with|i\s+suggest|i\s+recommend"
)
_TURN_DOUBLED: Final = frozenset(
    {"drop", "scrap", "strip", "trim", "wrap", "unwrap", "zap", "swap"}
)
_TURN_GERUND_PHRASES: Final = (
    r"getting\s+rid\s+of|throwing\s+(?:away|out)|commenting\s+out|rolling\s+back|cleaning\s+up"
)
#: A need denied (``we don't need a.py anymore``): a request that it go.
_TURN_NOT_NEEDED: Final = (
    r"(?:(?:do|does|did)\s*n['\u2019]?o?t|no\s+longer|won['\u2019]t)\s+(?:really\s+|even\s+)?"
    r"need(?!\s+to\b)(?![^,;.!?]{0,40}\bto\s+[^\W\d])"
)
#: Keeping only some files: the other written ones go (``only keep b.py``).
_TURN_KEEP_ONLY: Final = r"only\s+keep|keep\s+only|just\s+keep|keep\s+just"
#: The participles the passive requests use (``a.py should be deleted``, ``I want it gone``).
_TURN_PARTICIPLES: Final = (  # noqa: SIM905 (a table of words, one string)
    "deleted removed erased emptied cleared truncated wiped renamed moved relocated reverted "
    "undone restored discarded trashed dropped nuked ditched scrapped purged changed edited "
    "modified updated fixed rewritten refactored replaced overwritten gone"
).split()


def _gerund(verb: str) -> str:
    if verb in _TURN_DOUBLED:
        return verb + verb[-1] + "ing"
    return (verb[:-1] if verb.endswith("e") and not verb.endswith("ee") else verb) + "ing"


def _turn_verb_regex() -> re.Pattern[str]:
    """The one regex of :data:`_TURN_VERBS` and their kinds, each a named group."""
    gerunds = "|".join(sorted(map(_gerund, _TURN_VERBS), key=len, reverse=True))
    words = (
        rf"(?P<keep>{_TURN_KEEP_ONLY})|(?P<need>{_TURN_NOT_NEEDED})"
        rf"|(?P<gerund>(?:{_TURN_GERUND_FRAMES})\s+(?:just\s+|also\s+)?"
        rf"(?:{_TURN_GERUND_PHRASES}|{gerunds}))"
        rf"|(?P<add>{'|'.join(_TURN_ADD_VERBS)})|(?P<name>{'|'.join(_TURN_NAME_VERBS)})"
        rf"|(?P<put>{'|'.join(_TURN_PUT_VERBS)})"
        rf"|(?P<verb>{_TURN_PHRASES}|{'|'.join(sorted(_TURN_VERBS, key=len, reverse=True))})"
    )
    return re.compile(rf"(?i)(?<![\w'\u2019./-])(?:{words})(?![\w'\u2019-]|\.\w)")


_TURN_VERB: Final = _turn_verb_regex()
#: A request said in the passive (``a.py should be deleted``, ``it needs to go``): the file
#: before it in its clause.
_TURN_PASSIVE: Final = re.compile(
    r"(?i)\b(?:(?:should|must|needs?\s+to|has\s+to|have\s+to|ought\s+to|gotta|can|to)\s+"
    r"(?:(?:all|also|just|now|both|then|really|probably)\s+)?be\s+(?:"
    + "|".join(_TURN_PARTICIPLES)
    + r")|(?:should|must|needs?\s+to|has\s+to|have\s+to|ought\s+to|gotta|can)\s+"
    r"(?:(?:all|also|just|now|both|then|really|probably)\s+)?(?:go(?:\s+away)?|disappear))\b"
)
#: A request as a wish of a state (``I want a.py deleted``, ``get it renamed``): the file
#: between.
_TURN_WANT: Final = re.compile(
    r"(?i)\b(?:want|need|like|prefer|get|have)\s+((?:[^,;.!?]|\.(?=\w)){1,60}?)\s+(?:"
    + "|".join(_TURN_PARTICIPLES)
    + r")\b"
)
#: A statement that the file is not needed (``a.py is obsolete now``): the file before it.
_TURN_UNNEEDED: Final = re.compile(
    r"(?i)\b(?:is|are|'s|\u2019s|'re)\s+(?:(?:not|no\s+longer)\s+(?:needed|necessary|required"
    r"|used|wanted)|(?:now\s+)?(?:unnecessary|unneeded|obsolete|redundant|unused|superfluous"
    r"|useless))\b"
)
#: The same verbs in other languages: imperatives and infinitives (stems where the language
#: inflects; no stem that is an English word's: ``remove``, ``exclude``, ``alter`` are read as
#: English).
_TURN_FOREIGN_VERBS: Final = re.compile(
    "|".join(
        [
            # German, Dutch
            r"(?i)\b(?:l[öo]sch|entfern|verschieb|ersetz|[üu]berschreib|[äa]nder|leer)(?:e|en|t)?\b"
            r"|\bbearbeite[nt]?\b|\b(?:um)?benenn(?:e|en)?\b|\bzur[üu]cksetz\w*|r[üu]ckg[äa]ngig"
            r"|\b(?:verwijder|hernoem|verplaats)(?:en)?\b|\bwis\b",
            # French
            r"\b(?:supprim|effac|enl[èe]v|renomm|d[ée]plac|annul|modifi|remplac|vid|retir)"
            r"(?:e|er|ez|es)\b|\br[ée][ée]cri(?:s|re|vez)\b",
            # Spanish, Italian, Portuguese
            r"\b(?:b[óo]rr|elimin|quit|renombr|cambi|modific|reemplaz|rinomin|spost|svuot|cancell"
            r"|apag|alter)(?:a|e|ar|are|alo|ala|ue)\b|\bmu[eé]ve(?:lo|la)?\b|\bmov(?:a|er|ere)\b"
            r"|\bdeshaz(?:lo)?\b|\bdeshacer\b|\bvac[ií]a(?:r|lo)?\b|\bsus?titu(?:ye|ir|isci|ire)\b"
            r"|\brimuov(?:i|ere|ilo)\b|\bannulla(?:re)?\b|\bexclu(?:a|ir|i)\b|\bremov(?:a|er)\b"
            r"|\brenome(?:ie|ia|ar)\b|\bdesfa(?:ça|z|zer)\b",
            # Polish, Turkish
            r"\b(?:usu[ńn]|skasuj|przenie[śs]|zmie[ńn]|cofnij)\w*|\bsil(?:in|e|mek)?\b"
            r"|\bkald[ıi]r(?:ın)?\b|\bta[şs][ıi](?:yın)?\b|\bgeri\s+al",  # noqa: RUF001
            # Russian, Ukrainian
            r"\b(?:удали|перемести|отмени|откати|очисти|измени|видали)(?:те|ть)?\b"
            r"|\b(?:убери|сотри|перенеси|исправь|переименуй)(?:те)?\b"
            r"|\b(?:убрать|стереть|перенести|исправить|переименовать)\b",
            # Chinese, Japanese, Korean
            r"删|刪|移除|去掉|重命名|改名|移动|移動|挪到|撤销|撤銷|还原|還原|回滚|清空|修改|改成|改为|替换"
            r"|削除|消して|消す|消去|名前を変更|リネーム|元に戻|取り消|空にし|変更|修正|書き換"
            r"|삭제|지워|지우|이름을\s*바꿔|이름\s*변경|이동|되돌|취소|비워|수정|변경",
        ]
    ),
    re.IGNORECASE,
)
#: A need denied in other languages (``Wir brauchen a.py nicht mehr``, ``Je n'ai plus besoin de
#: a.py``, ``Ya no necesito a.py``, ``a.py больше не нужен``, ``不再需要 a.py``): a request that it
#: go, its negation part of it.
_TURN_FOREIGN_UNNEEDED: Final = re.compile(
    r"(?i)\bbrauch\w*\s+(?:\S+\s+){0,3}?nicht\s+mehr\b|\bnicht\s+mehr\s+(?:n[öo]tig|gebraucht)"
    r"|\bplus\s+besoin\b|\bn['\u2019]est\s+plus\s+(?:utile|n[ée]cessaire)"
    r"|\bya\s+no\s+(?:necesit|hace\s+falta|(?:es|son)\s+necesari)|\bnon\s+(?:mi\s+|ci\s+)?serv\w*\s+pi[uù]"
    r"|\bn[ãa]o\s+(?:preciso|precisamos)\s+mais|больше\s+не\s+нуж|не\s+нуж\w*\s+больше"
    r"|不再需要|不需要了|用不着了|もう(?:要|い)らない|もう必要(?:ない|ありません)|더\s*이상\s*필요"
)
#: What the written files are called in a turn, no path said: ``the file``, ``the script``,
#: ``the program``, ``the code you wrote``, ``the whole thing``, ``your changes``.
_TURN_THE_FILE: Final = re.compile(
    r"(?i)\b(?:(?:the|that|this|these|those|your)\s+(?:(?:new|whole|entire|generated|same"
    r"|created|written)\s+)?(?:files?|scripts?|modules?|programs?|code|thing|one|ones|output"
    r"|changes?|edits?|work|stuff|app|project)\b|what(?:ever)?\s+you\s+(?:just\s+)?(?:wrote|made"
    r"|created|added|did|changed|generated|produced)\b|(?:the\s+)?(?:rest|others)\b"
    r"|everything(?:\s+else)?\b|all\s+(?:the\s+)?(?:files|of\s+(?:them|it|that|this))\b"
    r"|both(?:\s+(?:files|of\s+them))?\b)"
)
#: The written files by a word before a noun of files: their kind (``the .py file``, ``the
#: Python file``) or their name (``the README file``, ``the utils module``).
_TURN_NAMED_NOUN: Final = re.compile(
    r"(?i)\b(?:the|that|this|your)\s+[`'\"]?(\.?[\w+#-]+)[`'\"]?\s+"
    r"(?:files?|scripts?|modules?|programs?|code|sources?)\b"
)
#: The suffixes of the kinds of files a turn names by their language.
_TURN_KINDS: Final = {
    "python": (".py", ".pyw", ".pyi"),
    "javascript": (".js", ".mjs", ".cjs", ".jsx"),
    "js": (".js", ".mjs", ".cjs", ".jsx"),
    "typescript": (".ts", ".tsx"),
    "ts": (".ts", ".tsx"),
    "rust": (".rs",),
    "go": (".go",),
    "golang": (".go",),
    "java": (".java",),
    "kotlin": (".kt", ".kts"),
    "ruby": (".rb",),
    "shell": (".sh", ".bash"),
    "bash": (".sh", ".bash"),
    "html": (".html", ".htm"),
    "css": (".css",),
    "json": (".json",),
    "yaml": (".yaml", ".yml"),
    "markdown": (".md",),
    "toml": (".toml",),
    "sql": (".sql",),
    "swift": (".swift",),
    "php": (".php",),
    "c": (".c", ".h"),
    "c++": (".cpp", ".cc", ".hpp", ".h"),
    "cpp": (".cpp", ".cc", ".hpp", ".h"),
    "c#": (".cs",),
    "csharp": (".cs",),
}
#: One written file by its place among them (``the first one``, ``the latter``); ``the other
#: one`` may be any.
_TURN_ORDINAL: Final = re.compile(
    r"(?i)\bthe\s+(first|second|third|fourth|fifth|last|former|latter|other)\b"
    r"(?:\s+(?:one|file|script|module|program)s?\b)?"
)
_TURN_ORDINALS: Final = {"first": 0, "former": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4}
#: A pronoun as an object: said right after the verb (``delete it``, ``add a docstring to
#: it``), not further on (``update the README to mention it``).
_TURN_PRONOUN: Final = re.compile(
    r"(?i)\b(?:it|them)\b|\b(?:that|this|these|those)\b(?!\s+(?!(?:to|in|into|from|and|or|up|out"
    r"|away|back|please|now|again|too|for|so|as|with|instead|then|at|on)\b)[^\W\d])"
)
#: What may stand between a verb and a pronoun object: not a clause of its own.
_TURN_GAP_BREAK: Final = re.compile(
    r"(?i)\bto\s+[^\W\d]|\b(?:and|or|how|what|which|who|why|where|when|if|i|we|you|he|she|they"
    r"|for|with|about|because|by|run|test|use)\b|[:,\"]"
)
#: The preposition before a path an adding verb puts something in (``to a.py``, ``at the end
#: of a.py``).
_TURN_INTO: Final = re.compile(
    r"(?i)\b(?:to|into|in|inside|within|of|onto|on)\s+(?:the\s+)?(?:file\s+)?[`'\"(]?$"
)
#: A file put in a folder: its reference, then ``in``/``into``/``under`` (``a.py in src/``).
_TURN_PUT_IN: Final = re.compile(
    r"(?i)(?:[`'\"]?[\w~$./-]+[`'\"]?|it|them|that|this|(?:the|that|this|your)\s+\w+(?:\s+\w+)?)"
    r"\s+(?:in|into|under|inside|to)\b"
)
#: A negation before the verb in its clause (``don't delete it``, ``no need to change it``,
#: ``never rename it``), and what looks like one but asks (``why don't you delete it``).
_TURN_NOT: Final = re.compile(
    r"(?i)\b(?:not|never|no|nothing|without|neither|nor|avoid|stop|refrain|cannot|dont|cant|wont"
    r"|didnt|doesnt|shouldnt|mustnt)\b|n['\u2019]t\b"
)
_TURN_NOT_ASKING: Final = re.compile(
    r"(?i)\bwhy\s+(?:don['\u2019]?t\s+(?:you|we)|not)\b|\b(?:ca|could|would|wo)n['\u2019]?t\s+"
    r"(?:you|we)\b|\bdon['\u2019]?t\s+forget\s+to\b|\bnot\s+only\b"
)
#: The user's own act or a question of a thing, before the verb (``I'll move it myself``,
#: ``Should I rename it?``, ``Does this replace my script?``, ``that'll fix it``).
_TURN_OWN: Final = re.compile(
    r"(?i)(?:\b(?:i|it|this|that|which|they|he|she|these|those|one|let\s+me)"
    r"|\bi['\u2019](?:ll|ve|d|m)|\b(?:it|that|this)['\u2019](?:ll|d|s))"
    r"(?:\s+(?:will|would|shall|should|can|could|may|might|must|have|had|just|already|also"
    r"|then|still|probably|actually|did|do|does|never|am\s+going\s+to|going\s+to|myself))*\s*$"
    r"|\b(?:should|can|could|may|might|shall|do|does|did|must|will|would|is|was|am)\s+(?:i|it"
    r"|this|that|[\w./-]+\.\w+|the\s+\w+)\s+(?:(?:also|just|now|still|safely|ever|really)\s+)*"
    r"(?:need\s+to\s+|have\s+to\s+)?$|^\W*how\b(?!\s+about)"
)
#: A hypothesis (``if you delete it, ...``, ``what happens when I rename it``).
_TURN_IF: Final = re.compile(r"(?i)\b(?:if|whether|unless)\b")
#: A determiner, or a state, before the word: a noun (``the change to a.py``, ``thanks for the
#: update``) or an adjective (``a.py is empty``), no verb.
_TURN_NOUN_BEFORE: Final = re.compile(
    r"(?i)\b(?:the|a|an|this|that|these|those|your|my|our|their|his|her|its|any|some|every|each"
    r"|of|with|about|what|which|quick|small|minor|big|is|are|was|were|be|been|being|looks?"
    r"|seems?|feels?|stays?|remains?)\s+$|(?<!let)['\u2019](?:s|re)\s+$"
)
#: A preposition ending the subject of a state (``the import in a.py``), and a pronoun that is
#: the subject (``it should be deleted``).
_TURN_PREPOSITION: Final = re.compile(
    r"(?i)\b(?:in|of|from|to|for|with|at|on|by|inside|into|within|about|under)\b"
)
_TURN_LAST_PRONOUN: Final = re.compile(r"(?i)\b(?:it|this|that|they|these|those|both)\s*$")
#: Words giving a new name with no path (``call it something else``).
_TURN_NEW_NAME: Final = re.compile(r"(?i)\b(?:instead|something|else|differently)\b")
#: Where a clause starts before a verb, and where its object ends after it.
_TURN_CLAUSE: Final = re.compile(r"(?i)[,;:(]|\s[-\u2014\u2013]\s|\b(?:and|but|then|so|or|also)\b")
_TURN_STOP: Final = re.compile(
    r"(?i);|\s[-\u2014\u2013]\s|\b(?:but|then|except|so|because|since|although|though|whereas"
    r"|unless|instead\s+of|rather\s+than|keep|leave)\b"
)
#: Nothing after a bare verb but these (``undo``, ``delete please``).
_TURN_BARE_REST: Final = re.compile(
    r"(?i)[\s.!?\u3002]*(?:(?:please|pls|now|again|too|for\s+me|as\s+well|then|already|all)"
    r"[\s.!?]*)*$"
)
#: A path word of a turn (another spelling of a written path: ``~/proj/a.py``, ``A.PY``).
_TURN_PATH_WORD: Final = re.compile(r"[\w~$./-]*[./][\w~$./-]*\w")
#: A user's turn accepting the offer before it (``yes``, ``do that``, ``lgtm``, a thumbs up,
#: ``ja``), after thanks (``Thanks, yes.``), after any marks (``...yes``, ``- yes``, ``¡Sí!``:
#: lead30, hunt148-turnassentlead, as the reader before fix-turns182 read them).
_TURN_ASSENT: Final = re.compile(
    r"(?i)^[\W_]*(?:(?:thanks|thank\s+you|thx|great|perfect|cool|nice|awesome|hmm|well)"
    r"[\s,.!;:-]+)*(?:y|yes|yeah|yep|yup|ya|yas|sure|ok|okay|k|kk|please|pls|plz|do\s+(?:it|that"
    r"|so|this)|go\s+(?:ahead|for\s+it|on)|sounds\s+(?:good|great|fine|right)|agreed|fine"
    r"|alright|all\s+right|absolutely|definitely|of\s+course|why\s+not|proceed|lgtm|let['\u2019]?s"
    r"\s+(?:do\s+(?:it|that|this)|go)|that\s+works|works\s+for\s+me|that['\u2019]?s\s+fine"
    r"|correct|right|affirmative|make\s+it\s+so|ship\s+it|\U0001f44d|\U0001f44c|\u2705|\u2714"
    r"|ja|jawohl|gerne|genau|oui|d['\u2019]accord|vas-y|allez-y|s[ií]|claro|vale|dale|certo"
    r"|va\s+bene|sim|pode|da|да|давай|конечно|ага|是|好|可以|行|嗯|はい|ええ|うん|お願い|네|예|tak"  # noqa: RUF001
    r"|evet|bitte)(?![\w'])"
)
#: How far before and after a verb its clause is read (linear time on any turn).
_TURN_REACH: Final = 200


def _user_request(text: str, written: _Written) -> list[str]:
    """(fix-said172: hunt139-turnrequest; fix-turns182) The written paths a user's turn asks to
    change, or whose change it accepts (``Should I delete a.py?`` ``yes``): see the tables
    above. The assistant's answer (``Done.``) may say it did so without naming the file: the
    file as written is then no reading to keep; a false refusal (the assistant declining) is
    the safe side."""
    if not written.files:
        return []
    tails: dict[str, list[str]] = {}
    offer = text.offer if isinstance(text, _UserTurn) else ""
    offered = _turn_asks(offer, written, tails, offered=True) if offer else []
    found = list(offered) if offered and _TURN_ASSENT.match(text) else []
    found += _turn_asks(text, written, tails, offered=False, offer=offered)
    return list(dict.fromkeys(found))


def _turn_asks(
    words: str,
    written: _Written,
    tails: dict[str, list[str]],
    *,
    offered: bool,
    offer: list[str] | None = None,
) -> list[str]:
    """The written paths ``words`` ask to change, sentence by sentence; ``offered``: the words
    are the assistant's offer (its own act, a hypothesis: ``I can remove a.py if you want``);
    ``offer``: the paths the offer before a user's turn names (a bare verb picks them)."""
    found: list[str] = []
    for match in SENTENCE.finditer(words):
        sentence = match.group()
        if not sentence.strip():
            continue
        for verb in _TURN_VERB.finditer(sentence):
            found += _turn_verb(sentence, verb, written, tails, offered, offer or [])
        for verb in _TURN_FOREIGN_VERBS.finditer(sentence):
            found += _turn_foreign(sentence, verb, written, tails)
        for verb in _TURN_FOREIGN_UNNEEDED.finditer(sentence):
            found += _turn_foreign(sentence, verb, written, tails, negated=False)
        for frame in (_TURN_PASSIVE, _TURN_UNNEEDED):
            for said in frame.finditer(sentence):
                before = _turn_before(sentence, said.start())
                if not _turn_negated(before):
                    found += _turn_subject(before, written, tails)
        for said in _TURN_WANT.finditer(sentence):
            before = _turn_before(sentence, said.start())
            if not _turn_negated(before):
                found += _turn_subject(said.group(1), written, tails)
    return found


def _turn_subject(words: str, written: _Written, tails: dict[str, list[str]]) -> list[str]:
    """The written files ``words``, the subject of a state (``a.py should be deleted``, ``I
    want it gone``), name: up to its first preposition (``the import in a.py is unused`` is no
    file's), a pronoun only as its last word."""
    cut = _TURN_PREPOSITION.search(words)
    subject = words[: cut.start()] if cut is not None else words
    found = _turn_objects(subject, written, tails, pronouns=False)
    if _TURN_LAST_PRONOUN.search(subject):
        found += list(written.files)
    return found


def _turn_new_name(words: str, written: _Written) -> bool:
    """Whether ``words`` after a verb of naming give a new name (``call a.py b.py instead``,
    ``name it main.py``, ``call it something else``): a path no written file has."""
    if _TURN_NEW_NAME.search(words):
        return True
    return any(not written.named(word.rstrip(".")) for word in _TURN_PATH_WORD.findall(words))


def _turn_before(sentence: str, at: int) -> str:
    """The words of ``sentence`` before ``at`` in their clause."""
    before = sentence[max(0, at - _TURN_REACH) : at]
    cut = 0
    for mark in _TURN_CLAUSE.finditer(before):
        cut = mark.end()
    return before[cut:]


def _turn_negated(before: str) -> bool:
    return _TURN_NOT.search(_TURN_NOT_ASKING.sub(" ", before)) is not None


def _turn_verb(
    sentence: str,
    verb: re.Match[str],
    written: _Written,
    tails: dict[str, list[str]],
    offered: bool,
    offer: list[str],
) -> list[str]:
    """The written paths an English verb of :data:`_TURN_VERB` asks to change."""
    before = _turn_before(sentence, verb.start())
    kind = verb.lastgroup
    if kind != "need" and (_turn_negated(before) or _TURN_NOUN_BEFORE.search(before)):
        return []
    if not offered and kind != "need" and (_TURN_OWN.search(before) or _TURN_IF.search(before)):
        return []
    after = sentence[verb.end() : verb.end() + _TURN_REACH]
    stop = _TURN_STOP.search(after)
    if stop is not None and kind != "keep":
        after = after[: stop.start()]
    if kind == "keep":
        kept = set(_turn_objects(after, written, tails, pronouns=False))
        return [path for path in written.files if path not in kept] if kept else []
    if kind == "verb" and verb.group().casefold() in _TURN_BARE and _TURN_BARE_REST.match(after):
        return offer or list(written.files)
    if kind == "name" and not _turn_new_name(after, written):
        return []
    if kind == "put":
        return _turn_objects(after, written, tails, pronouns=True, into=True, put=True)
    return _turn_objects(after, written, tails, pronouns=True, into=kind == "add")


def _turn_foreign(
    sentence: str,
    verb: re.Match[str],
    written: _Written,
    tails: dict[str, list[str]],
    *,
    negated: bool = True,
) -> list[str]:
    """The written paths a verb of :data:`_TURN_FOREIGN_VERBS` asks to change: those its clause
    names, or every one when it names no path (``Lösch es``); none when it is ``negated``
    (:data:`.said_words.FOREIGN_NOT`; a need denied, :data:`_TURN_FOREIGN_UNNEEDED`, is not)."""
    start = verb.start() - len(_turn_before(sentence, verb.start()))
    rest = sentence[verb.end() : verb.end() + _TURN_REACH]
    stop = _TURN_CLAUSE.search(rest)
    clause = sentence[start : verb.end() + (stop.start() if stop is not None else len(rest))]
    if negated and FOREIGN_NOT.search(clause):
        return []
    named = _turn_objects(clause, written, tails, pronouns=False)
    if named or _TURN_PATH_WORD.search(clause):
        return named
    return list(written.files)


def _turn_objects(
    words: str,
    written: _Written,
    tails: dict[str, list[str]],
    *,
    pronouns: bool,
    into: bool = False,
    put: bool = False,
) -> list[str]:
    """The written files ``words`` (what follows a verb, or a clause) name: their paths and
    other spellings of them, :data:`_TURN_THE_FILE` (every one), their kind or name before a
    noun of files, their place (:data:`_TURN_ORDINAL`); with ``pronouns``, a pronoun right after
    the verb (every one). ``into``: only a file after a preposition (:data:`_TURN_INTO`), or
    (``put``) one before ``in``/``into`` (:data:`_TURN_PUT_IN`)."""
    found: list[tuple[int, list[str]]] = []
    for said in said_paths(words, written.files, tails):
        found.append((said.start(), [said.path]))
    for word in _TURN_PATH_WORD.finditer(words):
        found.append((word.start(), sorted(written.named(word.group().rstrip(".")))))
    everything = list(written.files)
    for noun in _TURN_THE_FILE.finditer(words):
        found.append((noun.start(), everything))
    for noun in _TURN_NAMED_NOUN.finditer(words):
        found.append((noun.start(), _turn_named_noun(noun.group(1), everything)))
    for place in _TURN_ORDINAL.finditer(words):
        at = _TURN_ORDINALS.get(place.group(1).casefold())
        last = place.group(1).casefold() in ("last", "latter")
        if last:
            found.append((place.start(), everything[-1:]))
        elif at is not None and at < len(everything):
            found.append((place.start(), [everything[at]]))
        else:
            found.append((place.start(), everything))
    if pronouns:
        for pronoun in _TURN_PRONOUN.finditer(words):
            gap = words[: pronoun.start()]
            if len(gap) <= 60 and not _TURN_GAP_BREAK.search(_TURN_INTO.sub("", gap.rstrip())):
                found.append((pronoun.start(), everything))
    paths: list[str] = []
    for at, named in sorted(found, key=lambda item: item[0]):
        put_in = put and _TURN_PUT_IN.match(words, at) is not None
        if not into or put_in or _TURN_INTO.search(words[:at]):
            paths += named
    return paths


def _turn_named_noun(word: str, written: list[str]) -> list[str]:
    """The written files a word before a noun of files names: by their kind (``.py``,
    ``Python``: :data:`_TURN_KINDS`) or by their name (``README``, ``utils``)."""
    word = word.casefold()
    suffixes = (word,) if word.startswith(".") else _TURN_KINDS.get(word, ())
    if suffixes:
        return [path for path in written if path.casefold().endswith(suffixes)]
    named = []
    for path in written:
        name = path.rsplit("/", 1)[-1].casefold()
        if word in (name, name.split(".", 1)[0]):
            named.append(path)
    return named


def _failed_call(
    answer: Answer,
    blocks: list[Block],
    written: _Written,
    at: int,
    name: str,
    raw: Any,
    result: tuple[Any] | None = None,
) -> None:
    """A call its tool result reports as failed (``is_error``): it did not run as asked, and
    what it did is not known. A write is refused (``tool-call-failed``: the file was not
    written; a later call that writes it again is the file); any other call may have done
    part of its work, so the written files it names are refused as a later call's are. With
    ``result`` (the tool's answer, one that does not say it succeeded), a write whose answer is
    not known is refused the same way (``tool-result-unknown``)."""
    arguments = _arguments(raw)
    path_key = _first_key(arguments, _PATH_KEYS) if arguments is not None else None
    line = answer.notes.locate(at)[0]
    if arguments is None or path_key is None:
        if arguments is not None:
            _later_call(answer, written, at, name, arguments)
        return
    path, _ = call_path(arguments[path_key], answer, at)
    block = Block(at, {"PATH": path}, {"PATH": at}, content_pos=at)
    block.content = ""
    block.refusal = (
        "tool-call-failed",
        f"the {name!r} call at line {line} for {path} failed: its tool result says so "
        "(is_error, isError, a failed status or exit code, an error member, success false, "
        "a text beginning with an error word), so the tool wrote nothing; it was not "
        "accepted. "
        "Send the file as it should be written",
    )
    if result is not None:
        said = result[0] if isinstance(result[0], str) else json.dumps(result[0])
        block.refusal = (
            "tool-result-unknown",
            f"the {name!r} call at line {line} for {path}: its tool result does not say it "
            f"succeeded ({said.strip()[:100]!r}), so whether the tool wrote the file is not "
            "known; it was not accepted. Send the file as it should be written",
        )
    blocks.append(block)
    # a failed write may have left the file half written or removed: a file an earlier call
    # wrote there is not known any more
    _refuse(answer, written, written.named(_named(answer, path)), at, f"the failed {name!r} call")


def printed_answer_refusal(
    said: str, path: str, raw_path: str, content: str, what: str, line: int
) -> tuple[str, str] | None:
    """Why a write call PRINTED in a text (Cline's ``<write_to_file>``, OpenHands'
    ``<function=str_replace_editor>``) is not accepted when the tool's answer printed after it
    (``said``: Cline's ``[write_to_file for 'a.py'] Result:``, OpenHands' ``EXECUTION RESULT of
    [...]``, the text that follows) does not say it succeeded, or None when it does. The same
    :func:`_verdict` as a JSON transcript's answer: one rule for a tool's answer, however the
    transcript holds it (``what``: the call as the message names it; ``line``: its line)."""
    verdict = _verdict(said, _names_of(path, raw_path), 0, content)
    if verdict == _OK:
        return None
    shown = said.strip()[:100]
    if verdict == _FAILED:
        return (
            "tool-call-failed",
            f"{what} at line {line} for {path} failed: the tool's answer printed after it says "
            f"so ({shown!r}), so the tool wrote nothing; it was not accepted. Send the file as "
            "it should be written",
        )
    return (
        "tool-result-unknown",
        f"{what} at line {line} for {path}: the tool's answer printed after it does not say it "
        f"succeeded ({shown!r}), so whether the tool wrote the file is not known; it was not "
        "accepted. Send the file as it should be written",
    )


#: The refusals of a write its tool did not say it made: a later call that writes the file
#: again is the file.
_NOT_WRITTEN: Final = ("tool-call-failed", "tool-result-unknown")


def retried_writes(answer: Answer, blocks: list[Block]) -> None:
    """Drop a printed write call refused because its tool's printed answer does not say it
    wrote the file (:data:`_NOT_WRITTEN`) when a later call writes the same file whole and is
    accepted: that one is the file (the rule a JSON transcript's calls are read by)."""

    def same(one: str | None, other: str | None) -> bool:
        # (the same file however its path is spelled: ``./a.py``, ``src/../a.py``, ``a.py``)
        return (
            one is not None
            and other is not None
            and posixpath.normpath(one) == posixpath.normpath(other)
        )

    for block in [b for b in blocks if b.refusal and b.refusal[0] in _NOT_WRITTEN]:
        path = block.fields.get("PATH")
        later = blocks[blocks.index(block) + 1 :]
        again = next(
            (
                b
                for b in reversed(later)
                if same(b.fields.get("PATH"), path) and b.refusal is None and b.edit is None
            ),
            None,
        )
        if path is None or again is None or block.refusal is None:
            continue
        blocks.remove(block)
        answer.notes.add(
            block.refusal[0],
            Severity.WARNING,
            f"{block.refusal[1].split('; it was not accepted')[0]}; the later call at line "
            f"{answer.notes.locate(again.pos)[0]} that writes it again was read as the file",
            block.pos,
        )


def _runs_a_script(name: str, raw: Any) -> bool:
    """Whether a call is a shell call whose script is weighed (:func:`_later_command`): one
    that failed did at most part of what its script says, and the script is weighed as if it
    all ran, so its failure (a ``Traceback``, a nonzero exit code of ``python a.py``) adds no
    doubt of its own."""
    arguments = _arguments(raw)
    return (
        arguments is not None
        and _shell_tool(name)
        and _first_key(arguments, _CONTENT_KEYS[:2]) is None
        and _shell_script(arguments)[0] is not None
    )


def _reads(name: str, raw: Any) -> bool:
    """Whether a call only reads (:func:`_reads_only`, a ``view`` command): one that failed
    changed nothing, and its answer (the file's text, with any line in it) says nothing of
    the writes."""
    arguments = _arguments(raw)
    return bool(name) and (
        _reads_only(name) or (arguments is not None and arguments.get("command") == "view")
    )


def _names_of(path: str, raw: Any) -> frozenset[str]:
    """The spellings of a written path a tool's answer may name it by: the path, the path as
    the call gave it (:func:`_same_file` compares them part by part from the end)."""
    names = {path}
    if isinstance(raw, str):
        names.add(raw)
    return frozenset(name for name in names if name)


def _tool_name(name: str) -> str:
    """The last part of a tool's name in snake case (``mcp__fs__WriteFile``: write_file)."""
    return _CAMEL.sub("_", _NAME_PARTS.split(name)[-1]).lower().replace("-", "_")


def _argument_problem(
    name: str, arguments: dict[str, Any], path_key: str, content_key: str
) -> tuple[str, str] | None:
    """Why a write call's arguments do not say "replace the file with this content":
    ``("edit", what)`` for a call that changes part of the file, ``("unknown", key)`` for an
    argument this reader does not know (it may change where or what the file is), or None."""
    if any(part in name.lower() for part in _PART_NAMES):
        return "edit", name
    if arguments.get("append") not in (None, False) or arguments.get("mode") in _APPEND_MODES:
        return "edit", "append"
    places = sorted(_PLACE_KEYS & set(arguments))
    if places:
        return "edit", places[0]
    for key in sorted(_PROSE_KEYS & set(arguments)):
        said = arguments[key]
        if isinstance(said, str) and note_says_partial(said[:MAX_LABEL]):
            return "partial", key
        if isinstance(said, str) and note_says_not_written(said[:MAX_LABEL]):
            return "not-written", key
    for key in sorted(_WEIGHED_META_KEYS & set(arguments)):
        # (``"file_type": "snippet"``, ``"language": "diff"``, ``"line_count": 120`` beside a
        # one-line content: a legacy JSON file object's member table weighs them; hunt39)
        content = arguments.get(content_key)
        if file_operation(key, arguments[key], 0, content if isinstance(content, str) else None):
            return "partial", key
    for key, value in arguments.items():
        if key in (path_key, content_key, "command") or key in _META_KEYS:
            continue
        if (
            key in _PATH_KEYS + _CONTENT_KEYS
            and value == arguments[path_key if key in _PATH_KEYS else content_key]
        ):
            continue  # the same path or content said twice
        return "unknown", key
    if "mode" in arguments and arguments["mode"] not in _WRITE_MODES:
        return "unknown", "mode"
    if "overwrite" in arguments and arguments["overwrite"] is not True:
        return "unknown", "overwrite"
    encoding = arguments.get("encoding")
    content = arguments.get(content_key)
    if encoding is not None and (
        not isinstance(encoding, str)
        or (
            encoding.lower() not in _ENCODINGS
            # (an ASCII text's ASCII bytes are its UTF-8 bytes: hunt39)
            and not (
                encoding.lower() in ("ascii", "us-ascii")
                and isinstance(content, str)
                and content.isascii()
            )
        )
    ):
        return "unknown", "encoding"
    return None


def _read(answer: Answer) -> ParseResult | None:
    notes = answer.notes
    blocks: list[Block] = []
    commands: list[str] = []
    runs: list[Run] = []  # the shell calls' scripts, weighed as every convention's commands
    written = _Written()
    wrote: set[int] = set()  # the calls (their index) that wrote a whole file
    tried: set[int] = set()  # the calls (their index) whose tool said they failed
    truncated = False
    calls = _scan(answer)
    failed = answer.cache.get("tool_calls.failed")
    answered = answer.cache.get("tool_calls.results")
    replies: dict[int, Any] = answered if isinstance(answered, dict) else {}
    texts = answer.cache.get("tool_calls.texts")
    prose: list[tuple[int, int, str]] = list(texts) if isinstance(texts, list) and calls else []
    prose.reverse()
    tagged = sorted({c[0] for c in calls if answer.text.startswith("<tool_call>", c[0])})
    tagged_at = set(tagged)
    raw_at = {c[0]: c[2] for c in calls}
    name_at = {c[0]: c[1] for c in calls}
    for at in tagged:
        if not name_at.get(at):
            # a call that does not decode: in a block quote, its JSON without the quote's
            # markers names the paths it shows
            tag = next(_tags(answer.text, at), None)
            dequoted = _dequoted(tag.inside) if tag is not None else []
            if len(dequoted) == 1:
                name_at[at], raw_at[at] = dequoted[0]
    examples, shown_after = shown_calls(
        answer,
        tagged,
        "<tool_call>",
        lambda at: _named_paths(raw_at.get(at)),
        whole_of=lambda at: _whole_paths(name_at.get(at), raw_at.get(at)),
        quotes=True,
    )
    shown = answer.cache.get("tool_calls.shown")
    printed: dict[int, tuple[str, str]] = shown if isinstance(shown, dict) else {}
    alternatives = answer.cache.get("tool_calls.alternatives")
    for at in alternatives if isinstance(alternatives, list) else []:
        block = Block(at)
        block.refusal = (
            "alternative-answers",
            f"the value at line {notes.locate(at)[0]} holds alternative answers (the choices "
            "of a response with n > 1, or the outputs of different requests of a batch): "
            "they are not parts of one answer, and merging their files would write what no "
            "answer holds; it was not accepted. Pass one choice's (one request's) message",
        )
        blocks.append(block)
    unsure = answer.cache.get("tool_calls.unsure")
    for at in unsure if isinstance(unsure, list) and calls else []:
        blocks.append(Block(at, refusal=unsure_refusal(notes.locate(at)[0])))
    for index, (at, name, raw, cut) in enumerate(calls):
        while prose and prose[-1][0] <= index:
            own_text = prose.pop()[1:]
            _assistant_text(answer, blocks, written, *own_text, later=_later_prose(prose))
        if at in examples:
            continue
        refusal = shown_after.get(at) if at in tagged_at else printed.get(index)
        if refusal is not None:
            blocks.append(Block(at, refusal=refusal))
            continue
        if index in replies and (
            not _writes_or_edits((at, name, raw, cut)) or _read_of(name, raw) is not None
        ):
            shell = _arguments(raw) if _shell_tool(name) else None
            _output_says_otherwise(
                answer,
                written,
                at,
                _shell_script(shell)[0] if shell is not None else None,
                replies[index],
                any(block.edit is not None for block in blocks),
                _read_of(name, raw) if shell is None else None,
                written.moved or (shell is not None and _shell_script(shell)[1]),
            )
        if (
            isinstance(failed, set)
            and index in failed
            and not _runs_a_script(name, raw)
            and not _reads(name, raw)
        ):
            _failed_call(answer, blocks, written, at, name, raw)
            tried.add(index)
            continue
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
        if (
            arguments is not None
            and _shell_tool(name)
            and _first_key(arguments, _CONTENT_KEYS[:2]) is None
        ):
            script, elsewhere = _shell_script(arguments)
            if script is None:
                _refuse(answer, written, set(written.files), at, f"the {name!r} call")
                written.moved = True
            elif script.strip():
                shown = _shown_folder(script, replies.get(index), written.moved or elsewhere)
                written.shown.update(shown)
                commands.append(script.strip())
                _later_command(answer, written, at, script, elsewhere=elsewhere)
                runs.append(Run(at, script))
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
            _later_call(answer, written, at, name, arguments)
            continue
        path, refusal = call_path(arguments[path_key], answer, at)
        sent = arguments.get(_first_key(arguments, _CONTENT_KEYS) or "")
        if (
            refusal is None
            and index in replies
            and arguments.get("command") != "view"
            and _writes_or_edits((at, name, raw, cut))
            and _verdict(replies[index], names := _names_of(path, arguments[path_key]), 0, sent)
            != _OK
        ):
            # a write whose tool answered something that does not say it succeeded (every
            # answer it was given must say so)
            doubt = next(r for r in replies[index] if _verdict(r, names, 0, sent) != _OK)
            _failed_call(answer, blocks, written, at, name, raw, (doubt,))
            tried.add(index)
            continue
        block = Block(at, {"PATH": path}, {"PATH": at}, content_pos=at, refusal=refusal)
        twice = arguments.twice if isinstance(arguments, _Object) else {}
        if twice:
            key = next(iter(twice))
            first, second = (json.dumps(value)[:60] for value in twice[key])
            block.refusal = (
                "conflicting-path" if key in _PATH_KEYS else "conflicting-argument",
                f"the {name!r} call at line {notes.locate(at)[0]} gives its argument {key!r} "
                f"twice, differently ({first} and {second}): which one it means would be a "
                "guess; it was not accepted. Give each argument once",
            )
            blocks.append(block)
            continue
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
        content_key = _first_key(arguments, _CONTENT_KEYS)
        if command == "view" or content_key is None:
            _later_call(answer, written, at, name, arguments)
            continue
        block.content = arguments[content_key]
        problem = _argument_problem(name, arguments, path_key, content_key)
        tool = _tool_name(name)
        if problem is None and tool not in _WHOLE_FILE_WRITERS:
            words = set(tool.split("_"))
            problem = ("edit", name) if words & _PART_WORDS else ("name", name)
        if problem is not None and problem[0] == "name":
            block.refusal = (
                "tool-call-name",
                f"the {name!r} call at line {notes.locate(at)[0]} gives {path} a content, but "
                "this reader does not know that tool: it may add the content to the file, or "
                "put it at a place in it, rather than replace the file; the file was not "
                "accepted. Write whole files with a write_file (or create_file) call",
            )
        elif problem is not None and problem[0] == "partial":
            said = str(arguments.get(problem[1], ""))[:80]
            block.refusal = (
                "partial-file",
                f"the {name!r} call at line {notes.locate(at)[0]} that writes {path} says in "
                f"its {problem[1]!r} that the content is only part of the file ({said!r}); it "
                "was not accepted (writing it would replace the whole file with the part). "
                "Send the whole file",
            )
        elif problem is not None and problem[0] == "not-written":
            said = str(arguments.get(problem[1], ""))[:80]
            block.refusal = (
                "label-note",
                f"the {name!r} call at line {notes.locate(at)[0]} that writes {path} says in "
                f"its {problem[1]!r} that the file is not one to write ({said!r}: an example, "
                "a reference, an old version); it was not accepted",
            )
        elif problem is not None and problem[0] == "edit":
            block.edit = f"{name} {problem[1]}"
        elif problem is not None:
            block.refusal = (
                "tool-call-argument",
                f"the {name!r} call at line {notes.locate(at)[0]} that writes {path} has the "
                f"argument {problem[1]!r} with a value this reader does not know: it may change "
                "where the file goes or what it holds, so the file was not accepted. Send the "
                "path and the whole content only",
            )
        else:
            block.edit = edit_kind(path, block.content)
        blocks.append(block)
        if block.edit is None and block.refusal is None:
            written.add(_named(answer, path), block)
            wrote.add(index)
    while prose:
        own_text = prose.pop()[1:]
        _assistant_text(answer, blocks, written, *own_text, later=_later_prose(prose))
    for block in [b for b in blocks if b.refusal and b.refusal[0] in _NOT_WRITTEN]:
        again = written.files.get(_named(answer, block.fields["PATH"]))
        if again is not None and block.refusal and blocks.index(again) > blocks.index(block):
            # written again by a later call that did not fail: that one is the file
            blocks.remove(block)
            notes.add(
                block.refusal[0],
                Severity.WARNING,
                f"{block.refusal[1].split(': its tool result')[0]}; the later call at line "
                f"{notes.locate(again.pos)[0]} that writes it again was read as the file",
                block.pos,
            )
    if blocks:
        blocks.extend(_shell_files(answer, written))
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
    answer.cache["tool_calls.prose"] = _prose_of_writes(answer, wrote, tried, len(calls))
    result = files_result(
        answer,
        blocks,
        Format.TOOL_CALLS,
        "write-file tool calls as JSON (OpenAI tool_calls, Anthropic tool_use, <tool_call>)",
        truncated=truncated,
        commands=commands,
    )
    if result.status.usable:
        # the shell calls' commands by the rules every convention's commands are weighed by
        # (an inline program's write, ``sh -c``, ``touch``, a task file the calls wrote)
        say_runs_change_files(answer, blocks, runs, result, "the tool")
    spans = answer.cache.get("tool_calls.spans")
    if isinstance(spans, list) and result.status.usable:
        # the text after the calls: its commands are the user's to follow (a tool's printed
        # answer, a module ``cat`` showed with its doctest lines, is the tool's text)
        shown = answer.cache.get("printed.regions")
        tools = shown if isinstance(shown, list) else []
        say_runs_change_files(
            answer, blocks, text_between(answer, sorted(spans + tools)), result, USER
        )
    return result


def _prose_of_writes(
    answer: Answer, wrote: set[int], tried: set[int], count: int
) -> list[tuple[int, str]]:
    """The model's own prose about the files its calls wrote, as (where, text): the text of
    the answer outside every JSON value and tool answer (a ``<tool_call>``'s prose around
    it; a ``<tool_response>``, a printed answer, a user's message are values, not prose),
    and the assistant's text inside the values that is the text of a message holding a write
    (``content`` beside ``tool_calls``, Anthropic's ``text`` block beside ``tool_use``, the
    Responses ``message`` item before its ``function_call``; a failed write's message too,
    as its retry is the same file) or comes after the first write, up to the end (later
    messages and text blocks, later lines of a JSON Lines log: what the model says after it
    wrote a file is about it). Never a tool's result, nor the user's text."""
    text = answer.text
    taken = answer.cache.get("tool_calls.taken")
    said = answer.cache.get("tool_calls.own_texts")
    message_of = answer.cache.get("tool_calls.message_of")
    if not isinstance(taken, list) or not isinstance(said, list):
        return []
    owners = message_of if isinstance(message_of, dict) else {}
    writing = {owners[index] for index in wrote | tried if index in owners}
    first = min(wrote | tried, default=count)
    parts: list[str] = []
    pos = answer.start
    for start, end in sorted(taken):
        start = max(start, pos)
        if end <= start:
            continue
        parts += [text[pos:start], re.sub(r"[^\n]", " ", text[start:end])]
        pos = end
    parts.append(text[pos:])
    prose = [(answer.start, "".join(parts))]
    prose += [
        (at, piece)
        for at, owner, following, piece in said
        if (at, owner) in writing or following > first or following >= count
    ]
    # (fix-saidmod178: hunt140-convleads) the texts of the messages holding a write: their last
    # line is the lead of the write (read as the lead right before a block is)
    answer.cache["tool_calls.leads"] = [at for at, owner, _, _ in said if (at, owner) in writing]
    return prose


TOOL_CALLS = Convention("tool_calls", Format.TOOL_CALLS, "files", _present, _first, _open_at, _read)
