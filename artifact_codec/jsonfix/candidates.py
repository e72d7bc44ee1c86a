"""The candidate search: every JSON value in a text, in one left-to-right pass.

Candidates are fenced blocks (```` ```json ````, ```` ``` ````, ``~~~``) whose body starts with
``{`` or ``[`` (the JSON's own end is found by reading it, so a fence *inside* a string value
does not end it; blocks in other languages are skipped whole) and bare objects and arrays in
prose that plausibly start JSON (``{"key"``, ``{key:``, ``[1``, ``[{``, ...). Each is read by
:func:`~.value.value_at` (the strict decoder when valid, else the tolerant scanner). Used by
:mod:`~artifact_codec.jsonfix.extract` and, for text with prose around the JSON, by the
document reading of :mod:`~artifact_codec.jsonfix.document`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from .context import MAX_DEPTH, ScanContext, Unrepairable
from .report import RepairResult
from .shapes import Shape
from .tokens import SPACES, run_of
from .value import value_at

__all__ = [
    "COMMENT_REASON",
    "PLACEHOLDER_REASON",
    "JsonCandidate",
    "holds_placeholder",
    "is_example",
    "is_schema",
    "iter_json_candidates",
]

#: What :func:`is_example` says of a value holding a placeholder string.
PLACEHOLDER_REASON: Final = "it holds placeholder values"
#: What :func:`is_example` says of a value inside a comment (``//``, ``#``, ``/*``).
COMMENT_REASON: Final = "it stands in a comment"
# A comment's mark before a value on its line: at the line's start or after a blank (not the
# '//' of 'https://', not a '#' inside a word or a string, nor one before a digit: 'Fix for
# #2: {...}' names an issue); a '/*' not closed before it.
_COMMENT_MARK: Final = re.compile(r"(?:^|(?<=[ \t]))(?://|#(?!\d)|/\*(?!.*\*/))", re.MULTILINE)


@dataclass(frozen=True)
class JsonCandidate:
    """A JSON value found in text: ``text[start:end]``, its decoded ``value``, whether it sat
    in a fenced block, and the repair applied to it (``repair.repairs`` is empty when the
    candidate was valid JSON). ``log_prefix`` is the prefix removed from each of its lines
    when it was logged line by line under one (see :mod:`~.logprefix`), else ``""``."""

    start: int
    end: int
    fenced: bool
    value: Any
    repair: RepairResult
    log_prefix: str = ""


# Where a candidate may begin: a bracket, or a fence at the start of a line. Each is searched
# apart, from a literal ('{', '[', a line break) that is found at memchr speed (a character
# class such as '[{\[]' is scanned several times slower); backticks inside a line cost no
# turn of the loop.
_FENCE_LINE: Final = re.compile(r"\n[ ]{0,3}(?=`{3}|~{3})")
_FENCE_FIRST: Final = re.compile(r"[ ]{0,3}(?=`{3}|~{3})")
# A bracket that plausibly starts JSON, not prose such as "{name}" or "[see below]".
_PLAUSIBLE: Final = re.compile(
    r"\{[ \t\r\n]*(?:[\"'\u201c\u201d\u2018}]|[A-Za-z_$][\w$\-]*[ \t\r\n]*:)"
    r"|\[[ \t\r\n]*(?:[\"'\u201c\u201d{\[\]\-\d]|(?i:true|false|null|none)\b)"
)
# In prose these are references, checkboxes and code, not answers: "[1]", "- [ ] todo", "{}";
# nor the brackets of log lines: times and dates ("[12:00:01]", "[2026-11-20 10:16:00]"),
# steps and progress ("[1/3]", "[ 50%]", "[100%]").
_PROSE_BRACKETS: Final = re.compile(
    r"\[[ \t]*\d{1,3}[ \t]*\]|\[[ \t]+\]|\{[ \t]*\}"
    r"|\[[ \t]*\d{1,4}(?:[-:/]\d|[ \t]*%)"
)
_EMPTY_BRACES: Final = re.compile(r"\{[ \t]*\}")
# An empty object alone on its line ('Result:<newline>{}'): an answer, not prose's '{}'.
_EMPTY_ALONE: Final = re.compile(r"\{[ \t]*\}[ \t]*(?:\r?\n|\Z)")
_INDENT_BEFORE: Final = re.compile(r"(?:\A|\n)[ \t]*\Z")
# The '{' that opens a block of code ('if (x) {', '} else {', '() => {'): followed by a bare
# word and ':' on the next line ('Result: {...}' in a transcript), it is no object.
_CODE_BLOCK_OPEN: Final = re.compile(r"(?:\)|\b(?:else|try|do|finally)|=>)[ \t]*\Z")
_QUOTED_FIRST: Final = re.compile(r"\{[ \t\r\n]*[\"'\u201c\u201d\u2018}]")
# A Python tuple as the whole body of a fenced block: '(1, 2)'.
_TUPLE: Final = re.compile(r"\([^\n]*\)[ \t]*\n[ \t]*(?:`{3,}|~{3,})")
_FENCE_OPEN: Final = re.compile(r"(`{3,}|~{3,})[ \t]*([^\n]*)")
_JSON_INFO: Final = frozenset({"", "json", "json5", "jsonc", "jsonl", "javascript", "js"})
_STRICT_TRIES: Final = 16
_BRACKET_RUN: Final = re.compile(r"[\[{ \t\r\n]*")


def iter_json_candidates(
    text: str,
    shape: Shape | None,
    *,
    prose: bool = False,
    start: int = 0,
    empties: list[JsonCandidate] | None = None,
    refused: list[tuple[int, Unrepairable]] | None = None,
) -> Iterator[JsonCandidate]:
    """Every JSON value found in ``text`` from ``start`` on, in order (see the module
    documentation), one at a time (a caller that keeps only one of them does not hold them
    all: a text can have a candidate every few characters). With ``prose``, the brackets that
    prose usually means otherwise (``{}``, ``[1]``, ``[ ]``) count too. Without it, each
    empty ``{}`` passed over as prose (outside every candidate and fence) is added to
    ``empties`` when given: no candidate, but another reading beside a value. Each value the
    reading gave up on (its start and why) is added to ``refused`` when given."""
    context = ScanContext(text)
    # A failed strict decode costs time proportional to its position in the text (the error
    # computes a line number), so it is tried first only a bounded number of times.
    strict_tries = [_STRICT_TRIES]
    pos, size = start, len(text)
    first = _FENCE_FIRST.match(text) if start == 0 else None
    brace = square = -1
    fence_at = first.end() if first is not None else -1
    while pos < size:
        if brace < pos:
            brace = text.find("{", pos)
            brace = size if brace < 0 else brace
        if square < pos:
            square = text.find("[", pos)
            square = size if square < 0 else square
        bracket = min(brace, square)
        if fence_at < pos:
            found = _FENCE_LINE.search(text, max(0, pos - 1))
            fence_at = size if found is None else found.end()
        at = min(bracket, fence_at)
        if at >= size:
            break
        if at == fence_at:
            fence = _fence_at(text, at)
            if fence is None:
                pos = run_of(text[at]).match(text, at).end()  # type: ignore[union-attr]
                continue
            marker, info, body = fence
            language = info.split()[0].lower() if info.split() else ""
            start = SPACES.match(text, body).end()  # type: ignore[union-attr]
            # (a block in another language holds JSON when its body starts with a bracket:
            # data, not code)
            json_body = start < size and (text[start] in "{[" or _TUPLE.match(text, start))
            if json_body and (language in _JSON_INFO or text[start] in "{["):
                candidate, stop = _candidate(
                    text, start, True, shape, context, strict_tries, refused
                )
                if candidate is not None:
                    yield candidate
                pos = max(stop, _closing_fence(text, stop, marker)[1])
                continue
            pos = _closing_fence(text, body, marker)[1]  # not JSON: skip the whole block
            continue
        run = run_of(text[at]).match(text, at).end()  # type: ignore[union-attr]
        inner = run - 1
        if text[at] == "{" or run - at > MAX_DEPTH:
            # only the last bracket of "{{{{" can start a value (an object's member starts
            # with a key); an array of arrays starts at its first "[" ("[[1, 2]]"), unless
            # the run is deeper than any value is read
            at = inner
        if (
            not prose
            and (
                not _PLAUSIBLE.match(text, at)
                or not _PLAUSIBLE.match(text, inner)  # ("[[see this]]": a wiki link)
                or (_PROSE_BRACKETS.match(text, at) and not _empty_alone(text, at))
                or text[at - 1 : at] == "\x1b"  # an ANSI escape code: "\x1b[31m"
                or (
                    text[at] == "{"
                    and not _QUOTED_FIRST.match(text, at)
                    and _CODE_BLOCK_OPEN.search(text, max(0, at - 40), at) is not None
                )
            )
        ):
            if empties is not None:
                _add_empty(text, at, empties)
            pos = at + 1
            continue
        candidate, pos = _candidate(text, at, False, shape, context, strict_tries, refused)
        if candidate is not None:
            yield candidate


def _candidate(
    text: str,
    start: int,
    fenced: bool,
    shape: Shape | None,
    context: ScanContext,
    strict_tries: list[int],
    refused: list[tuple[int, Unrepairable]] | None = None,
) -> tuple[JsonCandidate | None, int]:
    """Read the candidate at ``start``; return it (or ``None``) and where to look next."""
    strict = strict_tries[0] > 0
    try:
        result, value, end = value_at(text, start, shape, context=context, decode_first=strict)
    except Unrepairable as error:
        if refused is not None:
            refused.append((start, error))
        strict_tries[0] -= strict
        # Too deep or nothing there: skip past the brackets that caused it.
        resume = _BRACKET_RUN.match(text, max(error.pos, start + 1)).end()  # type: ignore[union-attr]
        return None, resume
    if strict and (result.repairs or result.truncated):
        strict_tries[0] -= 1
    return JsonCandidate(start, end, fenced, value, result), max(end, start + 1)


def _add_empty(text: str, at: int, empties: list[JsonCandidate]) -> None:
    """Add the ``{}`` at ``at`` to ``empties`` unless it is no value at all: the body of a
    block of code (``if (x) {}``, ``() => {}``)."""
    empty = _EMPTY_BRACES.match(text, at)
    if empty is not None and _CODE_BLOCK_OPEN.search(text, max(0, at - 40), at) is None:
        empties.append(JsonCandidate(at, empty.end(), False, {}, RepairResult("{}")))


def _empty_alone(text: str, at: int) -> bool:
    """Whether the ``{}`` at ``at`` stands alone on its line (see :data:`_EMPTY_ALONE`)."""
    return (
        _EMPTY_ALONE.match(text, at) is not None
        and _INDENT_BEFORE.search(text, max(0, at - 64), at) is not None
    )


def _fence_at(text: str, at: int) -> tuple[str, str, int] | None:
    """The fence marker, info string and body start if a fence line starts at ``at``."""
    # A fence is indented by at most three spaces: look no further back (an unbounded look
    # back, once per backtick run of a long line, would make the scan quadratic).
    newline = text.rfind("\n", max(0, at - 4), at)
    if newline < 0 and at > 3:
        return None
    indent = text[newline + 1 : at]
    if len(indent) > 3 or indent.strip(" "):
        return None
    match = _FENCE_OPEN.match(text, at)
    if match is None:
        return None
    marker, info = match.group(1), match.group(2)
    if marker[0] == "`" and "`" in info:
        return None  # inline code such as ```x```, not a fence
    newline = text.find("\n", match.end())
    return marker, info.strip(), (len(text) if newline < 0 else newline + 1)


@functools.lru_cache(maxsize=32)
def _closing_fence_pattern(char: str, length: int) -> re.Pattern[str]:
    return re.compile(rf"^[ ]{{0,3}}{re.escape(char)}{{{length},}}[ \t]*(?:\n|\Z)", re.M)


def _closing_fence(text: str, pos: int, marker: str) -> tuple[int, int]:
    """Start and end of the first line after ``pos`` that closes a ``marker`` fence (or the
    end of the text twice)."""
    match = _closing_fence_pattern(marker[0], len(marker)).search(text, pos)
    if match is None:
        return len(text), len(text)
    return match.start(), match.end()


#: The words a schema or format example writes where a value belongs.
_TYPE_WORDS: Final = frozenset(
    {"string", "str", "number", "int", "integer", "float", "boolean", "bool", "array", "list"}
    | {"object", "dict", "null", "any"}
)
#: A string a format example writes where a real value belongs, when it is WHOLLY that (never
#: by its start: "Code here parses the arguments." is a description): a path under
#: "path/to/", a "<placeholder>" (not an HTML tag such as "<br>", "</p>" or "<a href=...>"),
#: "...", "TODO", the type word "string", or words such as "file content here".
_PLACEHOLDER: Final = re.compile(
    r"(?is)\s*(?:path/to/\S*"
    r"|<(?!/)(?!(?:br|hr|p|div|span|b|i|u|em|strong|li|ul|ol|td|tr|th|table|img|a|h[1-6]"
    r"|html|head|body|title|pre|input|button|form|label|section|nav|header|footer|main"
    r"|script|style|link|meta)\s*/?>)[^<>\n=\"']{1,60}(?<!/)>"
    r"|\.\.\.|\u2026|todo|string"
    r"|(?:the |your )?(?:file )?(?:content|contents|code|source)(?: of the file)?"
    r" (?:here|goes here))\s*"
)
# Words before a value that introduce it as an example of the format, not as the answer: on its
# line, or ending the line before when the value starts its own line ("Example format:\n{...}").
# (Not "format" or "schema": "the answer in the requested format:" introduces the answer.)
_EXAMPLE_INTRO: Final = re.compile(
    r"(?i)(?:\bexample\b|\be\.g\.|\bfor instance\b|\btemplate\b|\blike this\b)[^\n]{0,40}"
    r"(?:\n[ \t]*)?\Z"
)


def _leaves(value: Any) -> list[Any]:
    """The scalar values inside ``value`` (at most 256 of them)."""
    leaves: list[Any] = []
    stack: list[Any] = [value]
    while stack and len(leaves) < 256:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        else:
            leaves.append(item)
    return leaves


def is_schema(value: Any) -> bool:
    """Whether ``value`` describes JSON instead of being it: a JSON schema (``"type":
    "object"`` with ``"properties"``), or a container whose every leaf value is a type name
    (``{"status": string, "files_changed": [string]}``, a format quoted in the text)."""
    if isinstance(value, dict) and value.get("type") == "object" and "properties" in value:
        return True
    leaves = _leaves(value)
    return (
        isinstance(value, (dict, list))
        and bool(leaves)
        and all(isinstance(leaf, str) and leaf.lower() in _TYPE_WORDS for leaf in leaves)
    )


def is_example(text: str, candidate: JsonCandidate) -> str:
    """Why ``candidate`` reads as an example of the format rather than an answer, or ``""``:
    it stands in a comment (an old value quoted after the answer), the words before it on
    its line (or the line before) introduce an example, it is a schema (:func:`is_schema`),
    or one of its strings is a placeholder (``path/to/file.py``, ``<code>``, ``file content
    here``)."""
    window = max(0, candidate.start - 200)  # (a bounded look back: many candidates stay linear)
    own_line = text.rfind("\n", window, candidate.start) + 1
    if (own_line or window == 0) and _COMMENT_MARK.search(text, own_line, candidate.start):
        # ('// was: {"retries": 0}', '{"retries": 5} # old: {...}' after the answer: an old
        # value quoted in a comment)
        return COMMENT_REASON
    line = text.rfind("\n", window, max(window, text.rfind("\n", window, candidate.start)))
    if _EXAMPLE_INTRO.search(text, max(line + 1, window), candidate.start):
        return "the text before it introduces an example"
    if is_schema(candidate.value):
        return "it is a schema"
    if holds_placeholder(candidate.value):
        return PLACEHOLDER_REASON
    return ""


def holds_placeholder(value: Any) -> bool:
    """Whether one of the strings in ``value`` is a placeholder of a format example
    (``path/to/file.py``, ``<code>``, ``file content here``)."""
    return any(isinstance(leaf, str) and _PLACEHOLDER.fullmatch(leaf) for leaf in _leaves(value))
