"""Reading one JSON value at a position: the strict decoder first when it can, else the
scanner, read again carefully when the first reading went wrong, and a Python literal when
the value is one."""

from __future__ import annotations

import ast
import io
import json
import re
import tokenize
from typing import Any, Final

from ..errors import ArtifactDecodeError
from .context import ScanContext
from .report import Notes, RepairKind, RepairResult, make_repairs
from .scanner import Scanner
from .shapes import Shape
from .tokens import escape_lone_surrogates

__all__ = ["finish", "goes_on", "value_at"]

_DECODER: Final = json.JSONDecoder()
_FIRST_QUOTE: Final = re.compile(r"[\"']")


def value_at(
    text: str,
    start: int,
    shape: Shape | None,
    *,
    context: ScanContext | None = None,
    decode_first: bool = True,
) -> tuple[RepairResult, Any, int]:
    """Read (and repair if needed) the JSON value that starts at ``start``.

    Returns the result, the decoded value and the position after the value; text after the
    value is not looked at (the caller decides what it is). With ``decode_first`` the strict
    decoder is tried first (fastest for one valid document); without it (many candidates in
    one text) the scanner runs first and the strict decoder only reads the slice the scanner
    found, because a failing strict decode costs time proportional to its position in the
    text. Raises :class:`~.context.Unrepairable`.
    """
    context = context or ScanContext(text)
    context.move_anchor(start)
    bracket = text[start] in "{[("
    # Only a document whose first string is single-quoted is tried as a Python literal: JSON
    # with unescaped quotes is often valid Python too, with another meaning ("a""b" is "ab").
    python = bracket and _first_quote_is_single(text, start)
    if decode_first and bracket:
        if start != context.invalid_from:
            try:
                value, end = _DECODER.raw_decode(text, start)
            except (ValueError, RecursionError):
                pass
            else:
                return RepairResult(text[start:end]), value, end
        if python:
            literal = _python_literal(text, start, len(text), context)
            if literal is not None:
                return literal
    scanner = Scanner(text, shape, context, python=python)
    end = scanner.run(start)
    trouble = scanner.trouble(end)
    if trouble:
        # Something went wrong after a string ended: read again carefully (layout is not
        # evidence, a key is believed only if its object reads to a plausible end) and keep
        # the better reading.
        other = Scanner(text, shape, context, python=python, careful=True)
        other_end = other.run(start)
        if other.trouble(other_end) < trouble:
            scanner, end = other, other_end
    context.file_starts = scanner.file_starts
    if bracket and (scanner.notes or scanner.truncated):
        if not decode_first:
            # Valid JSON that the scanner read otherwise (its heuristics only ever make a
            # string longer, so the valid value is a prefix of what it read).
            piece = text[start:end]
            try:
                value, stop = _DECODER.raw_decode(piece)
            except (ValueError, RecursionError):
                pass
            else:
                if not (isinstance(value, dict) and goes_on(piece, stop)):
                    return RepairResult(piece[:stop]), value, start + stop
        if python and (end < len(text) or not decode_first):
            literal = _python_literal(text, start, end, context)
            if literal is not None:
                return literal
    result, value = finish(
        text,
        "".join(scanner.out),
        scanner.notes,
        scanner.truncated,
        scanner.truncated_path,
        context.anchor,
    )
    return result, value, end


def finish(
    text: str,
    body: str,
    notes: Notes,
    truncated: bool,
    path: tuple[str | int, ...],
    anchor: tuple[int, int, int] = (0, 1, 0),
) -> tuple[RepairResult, Any]:
    """The result of a reading whose output is ``body``, and its decoded value."""
    try:
        value = json.loads(body)
    except (ValueError, RecursionError) as error:
        # A bug in the scanner, not in the input; refuse rather than return invalid JSON.
        raise ArtifactDecodeError(f"could not repair the JSON ({error})", text, 0) from None
    repairs = make_repairs(text, notes, anchor)
    return RepairResult(body, repairs, truncated, path if truncated else ()), value


def goes_on(text: str, end: int) -> bool:
    """Whether an object that ends at ``end`` is followed by ',' and more members, the text
    ending with '}' (its '}' came too early)."""
    after = _BLANKS_AND_COMMENTS.match(text, end).end()  # type: ignore[union-attr]
    match = _MORE_MEMBERS.match(text, after)
    if match is None:
        return False
    tail = text[max(end, len(text) - 64) :].rstrip()
    if tail.endswith(("```", "~~~")):
        tail = tail.rstrip("`~").rstrip()
    return tail.endswith("}")


# Blanks and comments between the '}' and the ',' ('{"a": 1}} // note' then ', "b": 2}'), as
# readings.closer_of_lost_opener skips them: matched alone (nothing after it to backtrack for).
_BLANKS_AND_COMMENTS: Final = re.compile(r"(?:[ \t\r\n]+|/\*.*?\*/|//[^\n]*|#[^\n]*)*", re.S)
_MORE_MEMBERS: Final = re.compile(
    r",[ \t\r\n]*"
    r"(?:[\"'][^\"'\n]{0,200}[\"'][ \t]*[:\"']|[A-Za-z_$][\w$\-]{0,100}[ \t]*:)"
)


def _first_quote_is_single(text: str, start: int) -> bool:
    """Whether the first string of the document is single-quoted (a Python literal)."""
    match = _FIRST_QUOTE.search(text, start, start + 4096)
    return match is not None and match.group() == "'"


def _python_literal(
    text: str, start: int, stop: int, context: ScanContext
) -> tuple[RepairResult, Any, int] | None:
    """A dict or list written as a Python literal in ``text[start:stop]``, as JSON."""
    try:
        tree = ast.parse(text[start:stop].strip(), mode="eval")
        value = ast.literal_eval(tree)
        repeated = _repeated_keys(tree)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    if not isinstance(value, (dict, list, tuple)):
        return None
    try:
        body = escape_lone_surrogates(json.dumps(value, ensure_ascii=False))
    except (TypeError, ValueError, RecursionError):
        return None
    notes: Notes = [
        (
            RepairKind.PYTHON_LITERAL,
            start,
            "read a Python literal (single quotes, True/False/None) and wrote it as JSON",
        )
    ]
    joined = _adjacent_strings(text[start:stop])
    if joined >= 0:
        notes.append(
            (
                RepairKind.CONCATENATION,
                start + joined,
                "joined adjacent strings into one, as Python does; if a ',' was left out "
                "between them, they were two items",
            )
        )
    if repeated:
        shown = ", ".join(repr(key) for key in repeated[:5])
        notes.append(
            (
                RepairKind.DUPLICATE_KEY,
                start,
                f"a dict has the key(s) {shown} twice (as JSON keys) with different values; "
                "only the last value of each is kept",
            )
        )
    result, decoded = finish(text, body, notes, False, (), context.anchor)
    return result, decoded, stop


def _repeated_keys(tree: ast.AST) -> list[str]:
    """The keys (as JSON writes them: ``1`` and ``'1'`` are both ``"1"``) that a dict of a
    Python literal has twice with different values; JSON output keeps only the last."""
    repeated: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Dict):
            continue
        seen: dict[str, Any] = {}
        for key_node, value_node in zip(node.keys, node.values, strict=True):
            if key_node is None:
                continue
            key = next(iter(json.loads(json.dumps({ast.literal_eval(key_node): None}))))
            value = ast.literal_eval(value_node)
            if key in seen and seen[key] != value and key not in repeated:
                repeated.append(key)
            seen[key] = value
    return repeated


def _adjacent_strings(source: str) -> int:
    """Where the second of two string literals written next to each other is in ``source``
    (Python joins them: ``'b' 'c'`` is ``'bc'``; ``repr()`` never writes that), or -1."""
    lines = [0]
    for line in io.StringIO(source):  # (the lines tokenize reads)
        lines.append(lines[-1] + len(line))
    last = None
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT):
                continue
            if token.type == tokenize.STRING and last == tokenize.STRING:
                row, column = token.start
                return lines[row - 1] + column
            last = token.type
    except (tokenize.TokenError, SyntaxError):
        return -1
    return -1
