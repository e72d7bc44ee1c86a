"""What a lenient reader does to a file's content, in one place.

A model's natural rendering of a file differs from the exact text in three known ways: it
wraps the file in a code fence, it writes no blank line before the next delimiter (so the
file's final newline is taken by the delimiter, per the newline rule), and instead of a whole
file it may send edit blocks (aider's ``<<<<<<< SEARCH``, a unified diff, a ``*** Begin Patch``).
The lenient reader undoes the first two and refuses the third; :func:`artifact_codec.dumps`
marks the rare real file that looks like one of them with ``VERBATIM: yes``, so that
``parse_response(dumps(x)) == x`` holds for every ``x``. The serializer, the lenient reader and
the streaming parser all ask this module, so they cannot disagree.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = [
    "BARE_FILE_NAMES",
    "after_opening_fence",
    "edit_block_kind",
    "ends_with_end_line",
    "fenced_body",
    "find_rare",
    "holds_edit_call",
    "is_markdown_path",
    "json_records",
    "lenient_changes_content",
    "may_hold_edit_call",
]

_MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdx")
_PATCH_SUFFIXES = (".diff", ".patch")
# An opening fence line: at most 3 spaces of indent, 3+ backticks or tildes, an info string
# (a backtick fence's info string holds no backtick: CommonMark).
_FENCE = re.compile(r"[ \t]{0,3}(`{3,}|~{3,})([^\n]*)")
# Lines that only edit instructions start with. Anchored at a line start with no indent, so
# diffs quoted in docstrings or Markdown lists do not count. Found with str.find on their first
# characters (a multi-line regular expression tries every position: 4 ms per MB of code).
# (aider's older edit blocks said ORIGINAL and UPDATED for SEARCH and REPLACE)
_SEARCH_LINE = re.compile(r"<{5,9}[ \t]?(?:SEARCH|ORIGINAL)[ \t]*(?:\n|\Z)")
_PATCH_LINE = re.compile(r"\*\*\* Begin Patch[ \t]*(?:\n|\Z)")
#: How far from the start of a content a patch or diff header is looked for.
_EDIT_HEAD = 2048
# A hunk header, with line numbers or without (aider's "@@ ... @@").
_HUNK_LINE = re.compile(r"@@ (?:-\d+(?:,\d+)? \+\d+(?:,\d+)? @@|(?:[^\n]*[ \t])?@@(?!@))")
_BLANKS = re.compile(r"\s*")
_EDIT_STARTS = ("<<<<<", "*** Begin Patch", "--- ", "+++ ", "diff --git ", "@@ ")


#: Well-known names of files that have no suffix: a value such as ``Makefile (root)`` is
#: that file with a comment, as ``app.py (main)`` is.
BARE_FILE_NAMES = frozenset(
    {
        "Makefile",
        "makefile",
        "GNUmakefile",
        "Dockerfile",
        "Containerfile",
        "Procfile",
        "Gemfile",
        "Rakefile",
        "Jenkinsfile",
        "Vagrantfile",
        "Brewfile",
        "Caddyfile",
        "Justfile",
        "Pipfile",
        "LICENSE",
        "NOTICE",
        "README",
        "CHANGELOG",
        "AUTHORS",
        "CODEOWNERS",
        "COPYING",
    }
)

#: Formats whose files end with a line ``END`` of their own: Fortran (the END statement),
#: Protein Data Bank coordinates (the END record), BASIC programs, MASM/TASM assembler.
_END_LINE_SUFFIXES = (
    ".f",
    ".for",
    ".ftn",
    ".fpp",
    ".f77",
    ".f90",
    ".f95",
    ".f03",
    ".f08",
    ".pdb",
    ".pdbqt",
    ".ent",
    ".pqr",
    ".bas",
    ".asm",
    ".s",
    ".inc",
    ".sql",
)


def ends_with_end_line(path: str) -> bool:
    """Whether files at ``path`` end with a line ``END`` of their own (Fortran, PDB and PDBQT,
    BASIC, assembler, SQL whose last procedure ends ``END``): there a last line ``END`` is the
    file's, never a misspelled end marker."""
    return path.lower().endswith(_END_LINE_SUFFIXES)


def is_markdown_path(path: str) -> bool:
    """Markdown files may legitimately be one code fence, and they quote edits as examples."""
    return path.lower().endswith(_MARKDOWN_SUFFIXES)


def after_opening_fence(content: str) -> str | None:
    """The text after the first line when that line opens a code fence (```` ```python ````),
    else None: the inside of a fenced content that was cut off before its closing fence (or
    inside it: a last line of fence characters alone is dropped)."""
    first_end = content.find("\n")
    if first_end == -1 and content.strip() in ("`", "``", "~", "~~"):
        return ""  # cut off inside the opening fence itself
    opener = _FENCE.fullmatch(content, 0, len(content) if first_end == -1 else first_end)
    if opener is None:
        return None
    fence, info = opener.group(1), opener.group(2)
    if (fence[0] == "`" and "`" in info) or " " in info.strip():
        return None
    if first_end == -1:
        return ""
    body = content[first_end + 1 :]
    last = body.rfind("\n") + 1
    if body[last:] and body[last:].strip(fence[0]) == "":
        body = body[:last]  # cut off inside its closing fence
    return body


def fenced_body(content: str) -> str | None:
    """The inside of ``content`` when all of it is one code fence (```` ```lang ... ``` ````).

    CommonMark's rule: the closing fence is the same character, at least as long as the
    opening one; a backtick fence's info string has no backtick; blank lines may follow.
    """
    first_end = content.find("\n")
    if first_end == -1:
        return None
    opener = _FENCE.fullmatch(content, 0, first_end)
    if opener is None:
        return None
    fence, info = opener.group(1), opener.group(2)
    if (fence[0] == "`" and "`" in info) or " " in info.strip():
        return None
    body = content.rstrip()
    last_start = body.rfind("\n") + 1
    closer = body[last_start:].strip()
    if last_start <= first_end or len(closer) < len(fence) or closer != fence[0] * len(closer):
        return None
    return content[first_end + 1 : last_start]


def edit_block_kind(path: str, content: str) -> str | None:
    """What kind of edit instructions ``content`` holds instead of a whole file, or None.

    ``"search/replace"`` (aider: a ``<<<<<<< SEARCH`` line anywhere, with or without its
    ``=======`` and ``>>>>>>> REPLACE`` lines: a part of an edit is no file either; aider's
    older ``<<<<<<< ORIGINAL`` ... ``>>>>>>> UPDATED`` the same), ``"patch"``
    (a ``*** Begin Patch`` line) or
    ``"diff"`` (a ``+++ path`` line and a later hunk header, ``@@ -1,2 +1,3 @@`` or aider's
    ``@@ ... @@``; or a content that starts with a hunk header: hunks under a file name); the
    patch and diff headers are looked for in the first :data:`_EDIT_HEAD` characters;
    ``"tool call"`` (a content that is a JSON text holding a ``str_replace``-style or
    ``apply_patch`` tool call, :func:`_is_edit_call`: a call is no file, whatever label names
    it). A
    ``.diff``/``.patch`` file is a diff by nature; a Markdown file counts only when its first
    line starts the edit (it may quote edits as examples).
    """
    if path.lower().endswith(_PATCH_SUFFIXES):
        return None
    if is_markdown_path(path):
        body = fenced_body(content)
        text = body if body is not None else content
        blanks = _BLANKS.match(text)  # not lstrip(): that copies the whole text
        if not text.startswith(_EDIT_STARTS, blanks.end() if blanks else 0):
            return None
    if _first_line(content, "<<<<<", _SEARCH_LINE) != -1:
        # Even without its other lines: a block cut off, or a fence closed by a line of the
        # edit's own text, leaves its start in one fence and its end in another.
        return "search/replace"
    # A patch or a diff announces itself at the top (after a line or two of prose at most):
    # looking there only keeps the check of an ordinary file to one scan.
    head = content[:_EDIT_HEAD]
    if _first_line(head, "*** Begin Patch", _PATCH_LINE) != -1:
        return "patch"
    plus = _first_line(head, "+++ ")
    if plus != -1 and _first_line(content, "@@ ", _HUNK_LINE, plus) != -1:
        return "diff"
    blanks = _BLANKS.match(content)
    if _HUNK_LINE.match(content, blanks.end() if blanks else 0):
        start = blanks.end() if blanks else 0
        if start == 0 or content[start - 1] == "\n":
            return "diff"  # hunks under a file name, without --- and +++ lines
    if _is_edit_call(path, content, blanks.end() if blanks else 0):
        return "tool call"
    return None


#: Words without which a JSON text holds no edit call (checked before it is parsed).
_CALL_SIGNS = (
    "old_str",
    "old_string",
    "new_str",
    "file_text",
    "insert_line",
    "apply_patch",
    "*** Begin Patch",
)
_CALL_COMMANDS = frozenset({"str_replace", "insert", "create"})
_CALL_PATHS = ("path", "file_path")
_CALL_ARGUMENTS = ("old_str", "old_string", "new_str", "new_string", "file_text", "insert_line")
#: JSON values looked at, at most, in a text that parses (a call lies near the top).
_CALL_NODES = 10_000


def _is_edit_call(path: str, content: str, start: int) -> bool:
    """Whether ``content`` (from ``start``, its first character that is not whitespace) is a
    JSON text holding an edit tool call (:func:`holds_edit_call`). The text must parse as
    JSON here: a call's text cut or broken is no file either, but the readers of model output
    say that (they repair it first), not this check."""
    if not may_hold_edit_call(content, start):
        return False
    try:
        value = json.loads(content)
    except (ValueError, RecursionError):
        return False
    return not json_records(path, value) and holds_edit_call(value)


def json_records(path: str, value: Any) -> bool:
    """Whether ``value``, the content of the file ``path``, is a JSON file of records: a
    ``.json`` file whose value is a list of objects (a test fixture of calls, a log of
    them). Such a file is data, even when its records are shaped like edit tool calls; a
    single call object (or a Codex ``["apply_patch", ...]`` list) under a ``.json`` label is
    still a call."""
    return (
        path.lower().endswith(".json")
        and isinstance(value, list)
        and bool(value)
        and all(isinstance(item, dict) for item in value)
    )


def may_hold_edit_call(content: str, start: int = 0) -> bool:
    """Whether ``content`` may be a JSON text holding an edit tool call (a cheap test before
    it is decoded): it starts with ``{`` or ``[`` at ``start`` and holds a word no call is
    without (``old_str``, ``file_text``, ``apply_patch``...)."""
    if not content.startswith(("{", "["), start):
        return False
    return any(find_rare(content, sign) != -1 for sign in _CALL_SIGNS)


def holds_edit_call(value: Any) -> bool:
    """Whether a decoded JSON value holds an edit tool call: an object with a ``path`` (or
    ``file_path``) string and a ``str_replace``-style argument (``old_str``, ``new_str``,
    ``file_text``, ``insert_line``; ``old_string``/``new_string``) or ``command``
    ``str_replace``/``insert``/``create``; or a Codex ``apply_patch`` call (``["apply_patch",
    "*** Begin Patch..."]``, or an ``input`` string that starts with ``*** Begin Patch``). A
    tool's schema (``"old_str": {"type": "string"}``) is no call: the arguments must be
    strings (a line number for ``insert_line``). At most :data:`_CALL_NODES` values are
    looked at (a call lies near the top)."""
    stack: list[Any] = [value]
    for _ in range(_CALL_NODES):
        if not stack:
            return False
        node = stack.pop()
        if isinstance(node, dict):
            if _call_object(node):
                return True
            stack.extend(node.values())
        elif isinstance(node, list):
            if node and node[0] == "apply_patch":
                return True
            stack.extend(node)
    return False


def _call_object(node: dict[str, Any]) -> bool:
    """Whether a JSON object is one edit tool call's arguments (see :func:`_is_edit_call`)."""
    patch = node.get("input")
    if isinstance(patch, str) and patch.startswith("*** Begin Patch"):
        return True
    path = next((node[key] for key in _CALL_PATHS if key in node), None)
    if not isinstance(path, str):
        return False
    if node.get("command") in _CALL_COMMANDS:
        return True
    return any(
        isinstance(node.get(key), str if key != "insert_line" else int) for key in _CALL_ARGUMENTS
    )


def _first_line(
    content: str, prefix: str, shape: re.Pattern[str] | None = None, at: int = 0
) -> int:
    """Where the first line at or after ``at`` that starts with ``prefix`` (and matches
    ``shape`` there) begins, or -1. The prefix is searched without the line break before it:
    a rare needle is skipped over fast, one led by the frequent line break is not."""
    pos = find_rare(content, prefix, at)
    while pos != -1:
        if (pos == 0 or content[pos - 1] == "\n") and (shape is None or shape.match(content, pos)):
            return pos
        pos = find_rare(content, prefix, pos + 1)
    return -1


#: How many places of a needle's first character are looked at one by one between two checks
#: of how sparse they are (see find_rare).
_STEPS = 64
#: The fewest characters per place of the first character for the walk to go on: walking costs
#: about as much per place as ``str.find`` of the needle costs per 300 characters.
_SPARSE = 512


def find_rare(text: str, needle: str, at: int = 0, end: int | None = None) -> int:
    """``text.find(needle, at)``, several times as fast when the needle's first character is
    rare in ``text`` (``<`` in code): that character is found with ``memchr`` and the needle
    checked there. While those places are sparse (one per :data:`_SPARSE` characters or
    fewer, checked every :data:`_STEPS` places) the walk goes on; once they are dense, the rest
    is searched with ``find``, so a text full of that character costs little more than
    ``find``. With ``end``, only ``text[at:end]`` is searched."""
    if end is not None:  # (the common case below passes no bound: a little faster)
        return _find_rare_before(text, needle, at, end)
    first = needle[0]
    start = pos = text.find(first, at)
    steps = 0
    while pos != -1:
        if text.startswith(needle, pos):
            return pos
        steps += 1
        if steps % _STEPS == 0 and pos - start < steps * _SPARSE:
            return text.find(needle, pos + 1)
        pos = text.find(first, pos + 1)
    return -1


def _find_rare_before(text: str, needle: str, at: int, end: int) -> int:
    """:func:`find_rare` within ``text[at:end]``."""
    first = needle[0]
    start = pos = text.find(first, at, end)
    steps = 0
    while pos != -1:
        if text.startswith(needle, pos, end):
            return pos
        steps += 1
        if steps % _STEPS == 0 and pos - start < steps * _SPARSE:
            return text.find(needle, pos + 1, end)
        pos = text.find(first, pos + 1, end)
    return -1


def lenient_changes_content(path: str, content: str, *, add_final_newline: bool = True) -> bool:
    """Whether a lenient reader would read this exactly written content differently (add a
    final newline, remove a wrapping fence, refuse it as edit blocks). ``dumps`` marks such a
    block ``VERBATIM: yes``."""
    if content and not content.endswith("\n") and add_final_newline:
        return True
    if not is_markdown_path(path) and fenced_body(content) is not None:
        return True
    return edit_block_kind(path, content) is not None
