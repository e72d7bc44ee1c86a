"""Legacy all-JSON answers (``{"files": [{"file_path", "content"}, ...]}``), read through the
repair layer with the keys of :class:`~artifact_codec.models.GeneratedCode` as schema.

Two entries of the table: ``legacy_json`` (JSON that holds files) comes before the other
tools' conventions; a JSON object with no file in it (a ``package.json`` shown in a Markdown
answer has a ``"files"`` list) is kept and returned only by ``legacy_json_empty``, after them.
JSON escapes its line breaks, so no line-based structure is ever inside a legacy answer.
"""

from __future__ import annotations

import ast
import functools
import json
import mimetypes
import re
from collections.abc import Sequence
from typing import Any, Final

from ...diagnostics import Diagnostic, Diagnostics, Severity, line_column
from ...errors import ArtifactCodecError, JsonRefusedError
from ...format.content import edit_block_kind
from ...format.header import replace_lone_surrogates
from ...format.lines import canonical_field, lenient_path
from ...format.spec import NEW_PATH_FIELD, OPERATION_FIELD
from ...jsonfix.repair import repair_with_value
from ...jsonfix.report import RepairKind
from ...models import GeneratedCode
from ...result import Format, ParseResult, Status
from ..accept import Block, accept_blocks, header_drops, take_field
from ..legacy import LEGACY_SHAPE, structure_problems
from .answer import Answer, Convention, say_parts
from .closing import DEEPEST, binary_type, file_operation, goes_key, named_paths
from .fences import line_before, line_end, scan
from .labels import (
    MAX_LABEL,
    decorated_path_refusal,
    note_says_partial,
    path_from_label,
    path_in_prose,
    unread_label,
    valid_path,
)
from .legacy_patch import patch_of_answer
from .legacy_paths import folder_of_answer, join_path_keys
from .markdown import language_name
from .results import result_of
from .runs import say_commands_change_files, say_setup_changes_files, starts_with_command

__all__ = ["JSON_REFUSED_FIX", "LEGACY_JSON", "LEGACY_JSON_EMPTY", "LONE_SURROGATES_REPLACED"]

#: The message of the ``lone-surrogate`` diagnostic.
LONE_SURROGATES_REPLACED = (
    "the answer has lone surrogates (escapes such as \\ud800 that are half of a UTF-16 pair, "
    "not characters, which UTF-8 cannot hold); each was replaced by U+FFFD. Write the "
    "characters themselves"
)
#: What the ``json-refused`` diagnostic tells the model to do.
JSON_REFUSED_FIX = (
    "Write each file's content as one JSON string with every quote, backslash and line break "
    "inside it escaped (no strings joined, no triple quotes), or send the files in the hybrid "
    "format"
)
# (with smart quotes, or escaped once more: the repair reads both, and says so)
_MARKERS = ('"files"', "'files'", '"file_path"', "\u201cfiles\u201d", '\\"files\\"')


#: The line closing the fence the JSON stood in: not part of the text after it.
_CLOSING_FENCE = re.compile(r"\s*(?:`{3,}|~{3,})[ \t]*(?:\r?\n|$)")


def _present(answer: Answer) -> bool:
    text = answer.text
    return any(marker in text for marker in _MARKERS)


def _first(answer: Answer) -> int | None:
    text, start = answer.text, answer.start
    found = [at for at in (text.find(marker, start) for marker in _MARKERS) if at != -1]
    return min(found) if found else None


def _never_open(answer: Answer, pos: int) -> bool:
    return False  # JSON strings escape their line breaks: no line structure lies inside


def _read_files(answer: Answer) -> ParseResult | None:
    """Legacy all-JSON that holds files (or a cut-off one)."""
    try:
        read = _read_legacy(answer.text, answer.start, answer.notes.copy())
    except JsonRefusedError as error:
        # (the JSON answer has two readings at a place, or nests too deep: said with its
        # place and the fix when no other reader finds files, never a bare "no files")
        at = answer.start + error.pos
        line, column = line_column(answer.text, at)
        answer.json_refusal = (
            at,
            f"the JSON answer was refused at line {line}, column {column}: {error.msg}. "
            + JSON_REFUSED_FIX,
        )
        return None
    legacy = None if read is None else read[0]
    if (
        read is not None
        and legacy is not None
        and (
            legacy.code.files
            or legacy.partial_file is not None
            or any(note.code == "legacy-structure" for note in legacy.diagnostics)
        )
    ):
        # (a file of the answer refused by the structure check: the answer is this one, and
        # no other reader may take a fence inside its text for a file)
        after = read[1]
        if after is not None:
            # The text after the JSON is read as the text after our format's end marker is:
            # files of another convention there would be lost, commands there may change
            # the JSON's files (not usable either way).
            fence = _CLOSING_FENCE.match(answer.text, after)
            answer.after = after if fence is None else fence.end()
            _say_patched(answer, after, _HEADER_KEYS | set(read[2]), legacy)
        dropped = read[2].pop(_DROPPED_STEPS, None)
        notes = read[2].pop(_FILE_NOTES, [])
        comments = read[2].pop(_COMMENTS, [])
        _say_partial(answer, read[2], legacy, notes, comments)
        _say_named_blocks(answer, legacy)
        _say_other_keys(answer, read[2], legacy)
        if legacy.status.usable:
            say_setup_changes_files(answer, legacy, dropped)
        return legacy
    # A JSON object with no file in it may be an example inside a Markdown answer (a
    # package.json has a "files" list): the other conventions come first then.
    answer.legacy = legacy
    return None


#: A comment's marker at the start of a code block's line (``#``, ``//``, ``--``, ``;``,
#: ``/*``, ``<!--``) and its closer at the end: what is between is read as a label is.
_COMMENT_OPEN = re.compile(r"[ \t]*(?:#|//|--|;|/\*|<!--)(?![!#/*-])")
_COMMENT_CLOSE = re.compile(r"[ \t]*(?:\*/|-->)[ \t]*\Z")
#: A first line that says how to run or read the file, never what it is (a shebang, an
#: encoding or editor line): the name may be on the line after it.
_PREAMBLE = re.compile(r"[ \t]*#!|[ \t]*#.*(?:-\*-|coding[:=]|vim?:)")
#: How many of a block's first lines are looked at for the comment naming it.
_NAME_LINES = 3


def _comment_name(line: str, info: str, paths: frozenset[str]) -> str | None:
    """The path of ``paths`` (the JSON's files) a comment line of a code block names, read
    with the label reader's own path-finding on the comment's words (``# a.py (updated)``,
    ``# In a.py:``, ``# **a.py**``, ``# .\\a.py``), or None."""
    opened = _COMMENT_OPEN.match(line)
    if opened is None or len(line) > MAX_LABEL:
        return None
    words = _COMMENT_CLOSE.sub("", line[opened.end() :]).strip().strip("=").strip()
    found = [path_from_label(words), unread_label(words), path_in_prose(words, info, loose=True)]
    for name in found:
        if name is None:
            continue
        path = name.replace("\\", "/").removeprefix("./")
        if path in paths:
            return path
    return None


def _block_names(
    text: str, begin: int, end: int, paths: frozenset[str]
) -> list[tuple[int, str, list[str]]]:
    """The closed code blocks of ``text[begin:end]`` whose first comment lines (after a blank
    line, a shebang or an encoding line) name a path of ``paths``: where each starts, the
    path, and the texts the block may be meant to be (whole, and without the naming line)."""
    found: list[tuple[int, str, list[str]]] = []
    if end <= begin or ("```" not in text[begin:end] and "~~~" not in text[begin:end]):
        return found
    for fence in scan(text, begin, end, nested=False):
        if not fence.closed or fence.body >= fence.close:
            continue
        body = text[fence.body : fence.close]
        lines = body.split("\n")
        for number, line in enumerate(lines[:_NAME_LINES]):
            if not line.strip() or _PREAMBLE.match(line):
                continue
            path = _comment_name(line, fence.info, paths)
            if path is not None:
                rest = "\n".join(lines[:number] + lines[number + 1 :])
                found.append((fence.start, path, [body, rest]))
            break
    return found


def _same_text(one: str, other: str) -> bool:
    """Whether two texts are one, but for blank lines before and white space after them."""
    return _LEADING_BLANKS.sub("", one).rstrip() == _LEADING_BLANKS.sub("", other).rstrip()


_LEADING_BLANKS = re.compile(r"\A(?:[ \t]*\n)+")


def _say_named_blocks(answer: Answer, result: ParseResult) -> None:
    """A code block outside the JSON whose first line names a file the JSON writes
    (``# a.py`` above ``x = 1`` before files where a.py is ``x = 2``): two texts for one
    file, and which one the model meant is not known. Not usable (``mixed-conventions``);
    the same text in both (the block shows what the JSON holds) is one reading."""
    if not result.status.usable:
        return
    text = answer.text
    marker = _first(answer)
    spans = []
    if marker is not None:
        starts = [m.start() for m in _JSON_LINE.finditer(text, answer.start, marker)]
        if starts:
            spans.append((answer.start, starts[0]))
    if answer.after is not None:
        spans.append((answer.after, len(text)))
    held = {file.file_path.removeprefix("./"): file.content for file in result.code.files}
    for begin, end in spans:
        for at, path, texts in _block_names(text, begin, end, frozenset(held)):
            if any(_same_text(held[path], shown) for shown in texts):
                continue
            line, _ = answer.notes.locate(at)
            result.diagnostics.append(
                Diagnostic(
                    "mixed-conventions",
                    Severity.ERROR,
                    f"a code block at line {line}, outside the JSON, names {path} in its first "
                    "line and holds another text for it than the JSON's files: which one the "
                    "model meant is not known; the answer is not usable. Send every file once, "
                    "in files, as it should end up",
                    line,
                )
            )
            result.status = Status.REJECTED_FILES
            return


def _say_patched(answer: Answer, after: int, keys: frozenset[str], result: ParseResult) -> None:
    """A JSON Patch of the answer itself after it (:mod:`.legacy_patch`): the files written
    are not the ones meant; not usable."""
    patched = patch_of_answer(answer.text, after, keys)
    if patched is None:
        return
    line, column = answer.notes.locate(patched[0])
    result.diagnostics.append(
        Diagnostic(
            "changed-after",
            Severity.ERROR,
            f"after the answer, line {line}, a JSON Patch changes the answer itself (at "
            f"{json.dumps(patched[1])}): the files in it are not what the model meant; the "
            "answer is not usable. Send every file as it should end up, and no patch",
            line,
            column,
        )
    )
    if result.status.usable:
        result.status = Status.REJECTED_FILES


#: The first line of a JSON value (after blanks): where the JSON starts.
_JSON_LINE = re.compile(r"(?m)^[ \t]*[\[{]")
#: A fence's opening line (```` ```json ````): not prose.
_OPENING_FENCE = re.compile(r"[ \t]*(?:`{3,}|~{3,})[\w+-]*[ \t]*")


#: How much prose around the JSON :func:`_say_partial` weighs: the lines of this many
#: paragraphs before it (a lead-in two paragraphs up, a heading above "Here you go:"), and of
#: the first paragraph after it, at most this many lines each.
_PARAGRAPHS_BEFORE = 2
_PARAGRAPH_LINES = 8


def prose_before(text: str, opening: int, floor: int) -> list[tuple[int, str]]:
    """The lines of the paragraphs before the JSON's first line (its opening fence skipped),
    nearest first: a paragraph ends at a blank line."""
    lines: list[tuple[int, str]] = []
    at = opening
    paragraphs = 1
    in_paragraph = 0
    while paragraphs <= _PARAGRAPHS_BEFORE:
        before = line_before(text, at, floor)
        if before is None:
            break
        line = text[before[0] : before[1]]
        if at == opening and _OPENING_FENCE.fullmatch(line):
            at = before[0]
            opening = at
            continue
        if at != opening and text.count("\n", before[1], at) > 1:
            paragraphs += 1  # (a blank line between: the paragraph above)
            in_paragraph = 0
            if paragraphs > _PARAGRAPHS_BEFORE:
                break
        in_paragraph += 1
        if in_paragraph <= _PARAGRAPH_LINES:
            lines.append((before[0], line.strip()))
        at = before[0]
    return lines


def _prose_after(text: str, after: int) -> list[tuple[int, str]]:
    """The lines of the first paragraph after the JSON (a closing fence skipped), up to a
    blank line or another fence."""
    lines: list[tuple[int, str]] = []
    begin = len(text) - len(text[after:].lstrip())
    while begin < len(text) and len(lines) < _PARAGRAPH_LINES:
        end, following = line_end(text, begin)
        line = text[begin:end].strip()
        if not line:
            break
        if _OPENING_FENCE.fullmatch(line):
            if lines:
                break  # (another block)
        else:
            lines.append((begin, line))
        if following >= len(text) or following == end:
            break
        begin = following
    return lines


def _say_partial(
    answer: Answer,
    others: dict[str, Any],
    result: ParseResult,
    notes: list[str],
    comments: Sequence[tuple[int, str]] = (),
) -> None:
    """The prose around the JSON that says its files are pieces, read as the Markdown reader
    reads the line above (or below) a file's block (:func:`~.labels.prose_says_partial`):
    the nearest line before the JSON (a fence's opening line skipped: "Append this to
    a.py:"), the nearest line after it ("Paste that line inside main()."), a string of one
    line beside the files (``"note": "Partial file."``) or in a file object beside its path
    and text (``"meta": {"description": "Append at the end of main()"}``). Each file is then refused
    (``partial-file``): writing a piece as the whole file loses the rest."""
    if not result.status.usable:
        return
    text = answer.text
    found: list[tuple[int, str]] = []
    marker = _first(answer)
    opening = None
    if marker is not None:
        starts = [m.start() for m in _JSON_LINE.finditer(text, answer.start, marker)]
        opening = starts[0] if starts else None
    if opening is not None:
        found.extend(prose_before(text, opening, answer.start))
    if answer.after is not None:
        found.extend(_prose_after(text, answer.after))
    for key, value in others.items():
        if isinstance(value, str) and "\n" not in value.strip():
            at = text.find(json.dumps(key), answer.start)
            found.append((max(at, answer.start), value.strip()))
    for note in notes:  # (a file object's "description": at the answer's start)
        found.append((answer.start, note.strip()))
    # (a comment in the JSON the repair layer dropped, ``// Only the changed line of a.py``:
    # a note beside the files, weighed as a label's note is as well)
    said = {at for at, comment in comments if note_says_partial(comment)}
    found.extend(comments)
    say_parts(answer, found, result, "the JSON answer", said=said)


#: Where :func:`_read_legacy` hands on the one-line sentences of the file objects (no JSON
#: key: it holds a NUL).
_FILE_NOTES = "\x00file_notes"
#: The fields of a file object that hold its path or its text (never a note about it).
_TEXT_FIELDS = frozenset({"PATH", "CONTENT", "CODE", "TEXT", "BODY", "SOURCE", "DATA"})

#: Where :func:`_read_legacy` hands on the comments the repair layer dropped from the JSON
#: (``// Only the changed line of a.py``), with where each is: weighed by :func:`_say_partial`.
_COMMENTS = "\x00comments"
_COMMENT_TEXT = re.compile(r"(?://+|#+)[ \t]*([^\r\n]*)|/\*+((?:[^*]|\*(?!/))*)\*/")


def _comment_at(body: str, pos: int) -> str:
    """The words of the comment the repair layer removed at ``pos`` (a ``//``, ``#`` or
    ``/* */`` comment), or ``""``."""
    found = _COMMENT_TEXT.match(body, pos)
    if found is None:
        return ""
    return " ".join((found.group(1) or found.group(2) or "").split())[:MAX_LABEL]


#: Where :func:`_read_legacy` hands on the strings of a ``setup_instructions`` it dropped (no
#: JSON key: it holds a NUL).
_DROPPED_STEPS = "\x00setup_instructions"


def _strings_in(value: Any, depth: int) -> list[str]:
    """Every string under ``value`` in its order (an object's values, a list's items), down to
    :data:`~.closing.DEEPEST` levels: the steps of a ``setup_instructions`` of another shape."""
    if isinstance(value, str):
        return [value]
    if depth >= DEEPEST:
        return []
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    return [text for item in items for text in _strings_in(item, depth + 1)]


def _read_empty(answer: Answer) -> ParseResult | None:
    """Legacy all-JSON with no file at all (still the best reading of the answer)."""
    return answer.legacy


def _read_legacy(
    text: str, start: int, notes: Diagnostics
) -> tuple[ParseResult, int | None, dict[str, Any]] | None:
    """A legacy all-JSON answer, repaired with the model's keys as schema, where the text
    after the JSON starts (None: nothing follows it), and the top-level keys it has that are
    not :class:`~artifact_codec.models.GeneratedCode`'s; None if none."""
    if not any(marker in text for marker in _MARKERS):
        return None  # cheap test before running the repair scanner
    body = text[start:]
    try:
        # (the value the repair decoded to check its text: not decoded a second time)
        report, value = repair_with_value(body, LEGACY_SHAPE)
    except JsonRefusedError:
        raise
    except (ArtifactCodecError, ValueError):
        return None
    if isinstance(value, list):
        value = {"files": value}
    mapped = None
    if isinstance(value, dict) and isinstance(value.get("files"), dict):
        mapped = _files_by_path(value["files"], report.text, report.repairs)
        value = value if mapped is None else {**value, "files": mapped}
    if not isinstance(value, dict) or not isinstance(value.get("files"), list):
        return None
    if value["files"] and not any(
        _names_a_file(item) or (isinstance(item, dict) and "file_path" in item)
        for item in value["files"]
    ):
        # {"files": ["bin/", "lib/"]} is a package.json, not an answer: no item is a file.
        # (A Markdown answer may show such JSON; the Markdown reader comes next.) An object
        # with the answer format's own "file_path" is a file of an answer, even when its
        # content was lost to a slip (read into the path): the structure check refuses it,
        # and the Markdown reader never takes a fence inside its text for a file.
        return None
    value, replaced = replace_lone_surrogates(value)
    if replaced:
        notes.add("lone-surrogate", Severity.WARNING, LONE_SURROGATES_REPLACED, start)
    for repair in report.repairs:
        severity = _REPAIR_SEVERITY.get(repair.kind.value, Severity.WARNING)
        if repair.kind is RepairKind.LITERAL_AS_STRING and report.truncated:
            # (a text in triple quotes or backticks read as a plain string because no place
            # of its closer left a parseable rest: in a cut answer the rest is cut, so the
            # quotes its text gained may not be the model's; ParseResult.files_doubted)
            severity = Severity.ERROR
        # A repair that chose between two readings (where a string ends, which bracket was
        # meant) says so: the caller can tell a guess from a fixed typo.
        message = f"guessed: {repair.message}" if repair.guess else repair.message
        notes.add(f"json-{repair.kind.value}", severity, message, start + repair.pos)
    files: list[Any] = value["files"]
    cut = report.truncated_path
    partial_index = cut[1] if report.truncated and len(cut) >= 2 and cut[0] == "files" else None
    damaged = set(report.damaged_files)  # read apart from their neighbours, not accepted
    blocks = [
        None
        if number - 1 in damaged
        else _legacy_block(item, number, start, notes, complete=number - 1 != partial_index)
        for number, item in enumerate(files, 1)
    ]
    # A reading with other files than the model meant (a key that is code, a key twice, a
    # content that is no string or holds a neighbour's object): its files are refused.
    # (a files map is checked as the list built from it: the same checks as the list form)
    for problem in structure_problems(body, report, mapped):
        for index, block in enumerate(blocks):
            if block is not None and problem.index in (None, index):
                block.refusal = ("legacy-structure", problem.message)
    header = {key: item for key, item in value.items() if key != "files"}
    written = frozenset(block.fields.get("PATH", "") for block in blocks if block is not None)
    for block in blocks:  # (a folder named beside the files: see legacy_paths)
        outside = (
            None
            if block is None
            else folder_of_answer(header, block.fields.get("PATH", ""), written, _HEADER_KEYS)
        )
        if block is not None and outside is not None and block.refusal is None:
            block.refusal = ("conflicting-path", outside)
    expected = header.get("total_files")
    reading = accept_blocks(
        header,
        start,
        [block for block in blocks if block is not None],
        expected if isinstance(expected, int) and not isinstance(expected, bool) else None,
        report.truncated,
        notes,
        ended=not report.truncated,
    )
    # A file read apart from its neighbours (damaged) was not accepted either.
    reading.rejected = reading.rejected or None in blocks
    if any(repair.kind.value not in _AROUND_JSON for repair in report.repairs):
        status = Status.REPAIRED
    elif report.repairs or replaced or any(n.code == "legacy-path-joined" for n in notes.items):
        status = Status.RECOVERED  # text around valid JSON dropped, or a path joined
    else:
        status = Status.CLEAN
    after = next((start + r.pos for r in report.repairs if r.kind.value == "trailing-text"), None)
    others = {key: item for key, item in header.items() if key not in _HEADER_KEYS}
    # (``setup_instructions`` of a type the format drops, a list of ``{"step": 1, "command":
    # "rm a.py"}`` objects or of lists: its strings are steps all the same, read as the
    # string's lines are)
    steps = header.get("setup_instructions")
    if header_drops("setup_instructions", steps):
        others[_DROPPED_STEPS] = "\n".join(_strings_in(steps, 0))
    # (the sentences of the file objects beside their path and text, at any depth: a
    # "description" there, weighed by :func:`_say_partial`)
    others[_COMMENTS] = [
        (start + repair.pos, _comment_at(body, repair.pos))
        for repair in report.repairs
        if repair.kind is RepairKind.COMMENT and _comment_at(body, repair.pos)
    ]
    others[_FILE_NOTES] = [
        text
        for item in files
        if isinstance(item, dict)
        for key, member in item.items()
        if canonical_field(str(key)) not in _TEXT_FIELDS
        for text in _strings_in(member, 0)
        if "\n" not in text.strip() and " " in text.strip()
    ]
    return result_of(reading, Format.LEGACY_JSON, notes, status), after, others


def _files_by_path(files: dict[Any, Any], text: str, repairs: Sequence[Any]) -> list[Any] | None:
    """A ``files`` map keyed by path (``{"files": {"a.py": "import os\\n"}}``, or each path
    to a file object, ``{"a.py": {"content": ...}}``) as the list of file objects it says,
    or None (not read as files: no_artifact as before). Read only when the answer is that
    JSON alone, valid as written (no repair, no text around it: a Markdown answer's JSON
    example is never taken for its files), every key a path written once, and every value
    a text or an object with no path of its own (or the same path): fix-prose31."""
    if not files or any(repair.kind.value != "bom" for repair in repairs):
        return None
    repeated: list[str] = []

    def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        keys = [key for key, _ in pairs]
        repeated.extend(key for key in set(keys) if keys.count(key) > 1)
        return dict(pairs)

    try:
        json.loads(text, object_pairs_hook=_pairs)
    except (ValueError, RecursionError):
        return None
    if repeated:
        return None
    out: list[Any] = []
    for path, item in files.items():
        if not isinstance(path, str) or not valid_path(path):
            return None
        if isinstance(item, str):
            out.append({"path": path, "content": item})
            continue
        if not isinstance(item, dict) or not any(str(k).lower() == "content" for k in item):
            return None
        named = [v for k, v in item.items() if canonical_field(str(k)) == "PATH"]
        if any(
            not isinstance(v, str) or v.removeprefix("./") != path.removeprefix("./") for v in named
        ):
            return None
        out.append(
            {**{k: v for k, v in item.items() if canonical_field(str(k)) != "PATH"}, "path": path}
        )
    return out


#: The top-level keys of a legacy answer this reader reads (the others are weighed).
_HEADER_KEYS = frozenset(GeneratedCode.model_fields) | {"total_files", "files_delimiter"}
#: The name of a key whose strings are commands to run (``commands``, ``run``, ``setup``).
#: Read word by word (``run_commands``, ``npmScripts``, ``preinstall``): a word holding one
#: inside it is no such name (``descriptions`` holds "script", ``express`` "pre").
_COMMAND_KEY = re.compile(
    r"(?i)(?:pre|post)?(?:commands?|run\w*|scripts?|shell|exec\w*|cmds?|steps?|install\w*"
    r"|setup|build\w*|hooks?|tasks?)|pre|post"
)
_KEY_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _command_key(key: str) -> bool:
    """Whether the key ``key`` is named for commands: one of its words is such a name, and
    its last word does not name a place (``build_dir``, ``scripts_folder``, ``install_path``
    hold a folder, not a command: a string there that starts with one is weighed all the
    same)."""
    words = _KEY_WORD.findall(key)
    if words and _PLACE_LAST_WORD.fullmatch(words[-1]):
        return False
    return any(_COMMAND_KEY.fullmatch(word) for word in words)


#: The last word of a key that holds a place (``build_dir``, ``scriptsFolder``).
_PLACE_LAST_WORD = re.compile(r"(?i)dir|directory|folder|path|location|root")


def _say_other_keys(answer: Answer, others: dict[str, Any], result: ParseResult) -> None:
    """The keys beside ``files`` that this reader does not read: each is named (a warning:
    what it held is not in the result); the file text they hold (a key that is a path with a
    string, a diff or text naming a held file) makes the result not usable (two readings of
    the files); the commands they hold at any depth (under a key named for commands, a string
    that starts with one, a list of words ``["cp", "a.py", "b.py"]``: ``"meta": {"commands":
    ["sed -i s/1/2/ a.js"]}``) are weighed as commands run after the files
    (:func:`~.runs.say_commands_change_files`)."""
    held = {} if result.code is None else {f.file_path: f.content for f in result.code.files}
    cursor = answer.start
    for key, item in others.items():
        # The keys stand in the text in the order they were read: search on from the last
        # one (linear in the answer), from the start only for one not found after it.
        at = answer.text.find(json.dumps(key), cursor)
        if at == -1:
            at = answer.text.find(json.dumps(key), answer.start)
        if at == -1:
            at = answer.start
        else:
            cursor = at + len(json.dumps(key))
        line, column = answer.notes.locate(at)
        result.diagnostics.append(
            Diagnostic(
                "legacy-unknown-key",
                Severity.WARNING,
                f'the key {json.dumps(key)} beside "files" is not read: what it holds is not '
                "in the result. Put what the files need in the files",
                line,
                column,
            )
        )
        if result.status is Status.CLEAN:
            result.status = Status.RECOVERED
        _weigh_strings(answer, f"the key {json.dumps(key)}", {key: item}, at, result, held)


def _weigh_strings(
    answer: Answer, where: str, value: Any, at: int, result: ParseResult, held: dict[str, str]
) -> None:
    """Weigh every string under ``value`` (what a key of the answer that no reader reads
    holds, ``where`` at ``at``): file text there is a second reading of the files
    (:func:`_file_text_in`), commands there are weighed as run after the files: a string
    under a key named for commands, one that starts with a command, the code spans of prose
    that start with one (``"Then run `mv a.py b.py`"``: read as prose after the answer is)."""
    texts: list[tuple[bool, str, bool]] = []
    found = _file_text_in(value, (), held, texts, 0)
    if found is not None:
        line, _ = answer.notes.locate(at)
        lost = found not in held
        if found is _TOO_DEEP:
            what = (
                f"a value nested more than {DEEPEST} levels deep, which is not read (it may "
                "hold a file's text or a command that changes one)"
            )
        else:
            what = f"text for {found}, " + (
                "a file the result does not hold" if lost else "beside its text in files"
            )
        result.diagnostics.append(
            Diagnostic(
                "mixed-conventions" if lost else "changed-after",
                Severity.ERROR,
                f"{where} (line {line}) holds {what}: the files in the answer may not be what "
                "the model meant; the answer is not usable. Send every file once, in files, as "
                "it should end up",
                line,
            )
        )
        if result.status.usable:
            result.status = Status.REJECTED_FILES
        return
    commands: list[str] = []
    prose: list[str] = []
    for named, text, joined in texts:
        if named or starts_with_command(text.strip()):
            commands.append(text)
        else:
            commands += [span for span in _SPAN.findall(text) if starts_with_command(span.strip())]
        if not named and not joined and len(text.split()) > 1:
            # (also a string that starts like a command, "src/a.py was renamed to src/b.py."
            # starts with a script's path: after the answer the same line is weighed as a
            # sentence too, so it is here)
            prose.append(text.strip())
    if commands:
        say_commands_change_files(answer, commands, at, result, where)
    if prose:
        # Sentences ("Also delete src/a.py", "Replace x = 1 with x = 2"): weighed as the same
        # sentences after the answer are (``Answer.aside``), not by a second set of rules. A
        # string of one word ("src/a.py" in a list of files) is no sentence: it tells nothing.
        answer.aside.append((answer.notes.locate(at)[0], "\n\n".join(prose)))


#: A key that is a file's path (``b.py``, ``src/app.js``, a dotfile: ``.nvmrc``,
#: ``.python-version``): its string is that file's text.
_PATH_NAME = re.compile(r"[\w@+.~-]*[\w-]\.\w[\w.]*|\.\w[\w.-]*|[\w.-]*/[\w./-]+")
#: What :func:`_file_text_in` finds past :data:`~.closing.DEEPEST` levels: not read, so it
#: may hold anything.
_TOO_DEEP = "a value nested too deep"
_SPAN = re.compile(r"`([^`\r\n]+)`")
#: A version range of a package (``^4.7.2``, ``~1.2``, ``>=18``, ``4.x``, ``*``, ``latest``):
#: under a dotted package name (``"socket.io": "^4.7.2"``) it is no file's text.
_VERSION_RANGE = re.compile(
    r"(?:~=|!=|===?|[\^~]|[<>]=?)[ \t]*v?\d+(?:\.(?:\d+|[xX*]))*(?:-[\w.]+)?"
    r"(?:[ \t]*(?:\|\||,|[ \t])[ \t]*(?:~=|!=|===?|[\^~]|[<>]=?)?[ \t]*v?\d+(?:\.(?:\d+|[xX*]))*)*"
    r"|v?\d+(?:\.\d+)*\.[xX*]|\*|latest|next"
)
#: An exact version (``4.7.2``, ``6.1``, ``1.0.0-beta.2``, ``2.0rc1``, ``1.2.post1``): by
#: PEP 440's and semver's grammars. Under a key that is a package's name by the registries'
#: grammars (:data:`_PACKAGE_NAME`) it is a pin, no file's text.
_EXACT_VERSION = re.compile(
    r"v?\d+(?:\.\d+)*(?:[-.]?(?:a|b|c|rc|alpha|beta|pre|preview|post|dev)[-.]?\d*)*"
    r"(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?"
)
#: A package's name as npm and PyPI spell one (``socket.io``, ``zope.interface``,
#: ``@types/node``): it starts with a letter or digit (``.nvmrc``, ``.python-version`` are
#: files whose text is a version) and holds no folder (``src/version.txt``).
_PACKAGE_NAME = re.compile(r"(?:@[a-z0-9][\w.-]*/)?[A-Za-z0-9][\w.-]*")
#: A word of a sentence: letters (a capital first), a number, with the punctuation that ends a
#: word; or a path with that punctuation (``src/a.py.``), or a list's mark.
_PROSE_WORD = re.compile(
    r"(?:[A-Za-z][a-z']*|\d+|[\w@+.~-]*[\w-]\.\w[\w.]*|[\w.-]*/[\w./-]*\w|[-*+]|\d+[.)])"
    r"[,.:;!?)]*"
)


def _prose(text: str) -> bool:
    """Whether every line of ``text`` is a sentence or a list item of plain words (a path
    among them): ``Created src/a.py.``, ``- src/a.py holds the logic``; no code, no diff."""
    return all(
        all(_PROSE_WORD.fullmatch(word) for word in line.split())
        for line in text.splitlines()
        if line.strip()
    )


def _described(
    path: str, text: str, held: dict[str, str], siblings: dict[str, Any] | None = None
) -> bool:
    """Whether ``text``, a one-line string under the key ``path``, reads as what the key
    names rather than as a file's text: a package's version range or exact pin under a
    package's name (``"socket.io": "^4.7.2"``, ``"zope.interface": "6.1"``), words that the
    file's own grammar cannot read (:func:`_not_its_text`: ``"src/a.py": "Main module
    (CLI)"``, ``"requirements.txt": "Python dependencies"``), or a line of plain words about a
    held file whose own text is no prose (``"src/a.js": "Main module"``; under
    ``"README.md"`` the same line may be the file's text)."""
    line = text.strip()
    if "\n" in line:
        return False
    if _words(line) and _not_its_text(path, line):
        return True
    if path not in held:
        return _VERSION_RANGE.fullmatch(line) is not None or (
            _EXACT_VERSION.fullmatch(line) is not None and _pinned(path, held, siblings or {})
        )
    words = text.split()
    return (
        len(words) >= 2 and _prose(text) and not _prose(held[path]) and not _code_line(path, line)
    )


@functools.cache
def _file_types() -> mimetypes.MimeTypes:
    """The stdlib's own table of file types (its instance holds the built-in table, not the
    system's files: the same on every machine); made on first use, not at import."""
    return mimetypes.MimeTypes()


def _pinned(name: str, held: dict[str, str], siblings: dict[str, Any]) -> bool:
    """Whether an exact version under the key ``name`` (a file the answer does not write) is
    a package's pin: ``name`` is a package's name (:data:`_PACKAGE_NAME`), and the object
    holding it is a map of dependencies (every value a version, a key a package's name with
    no dot: ``{"chart.js": "4.4.0", "react": "18.2.0"}``) or ``name`` ends with no suffix of
    a kind of file (``socket.io``, ``zope.interface``: none of the answer's files, none in
    the stdlib's table of file types). ``{"config.js": "1.0.0"}`` alone may be that file's
    text."""
    if _PACKAGE_NAME.fullmatch(name) is None:
        return False
    versions = all(
        isinstance(item, str)
        and (_EXACT_VERSION.fullmatch(item.strip()) or _VERSION_RANGE.fullmatch(item.strip()))
        for item in siblings.values()
    )
    if versions and any(
        "." not in str(key) and _PACKAGE_NAME.fullmatch(str(key)) for key in siblings
    ):
        return True
    suffix = "." + name.rsplit(".", 1)[-1] if "." in name else ""
    return not any(path.endswith(suffix) for path in held) and (
        not suffix or _file_types().guess_type("a" + suffix, strict=False)[0] is None
    )


#: A word of a description: letters of any script (``Módulo``, ``entry-point``), a number, a
#: path, each maybe in parentheses or quotes and followed by the punctuation that ends a
#: word; a code span is one word (``Sets `x` to 1``).
_DESCRIPTION_WORD = re.compile(
    r"[(\[\"'\u201c\u2018]?(?:[^\W\d_][\w'\u2019-]*|\d+(?:\.\d+)*|\x00"
    r"|[\w@+.~-]*[\w-]\.\w[\w.]*|[\w.-]*/[\w./-]*\w)[)\]\"'\u201d\u2019]?[,.:;!?)]*"
)


def _words(line: str) -> bool:
    """Whether ``line`` is words (:data:`_DESCRIPTION_WORD`), at least one outside code
    spans: ```x = 2``` alone is code, not words about it."""
    words = _SPAN.sub("\x00", line).split()
    return (
        bool(words)
        and any(word != "\x00" for word in words)
        and all(_DESCRIPTION_WORD.fullmatch(word) for word in words)
    )


#: A line of a pip requirements file: a requirement by PEP 508's grammar (a name, extras,
#: specifiers, a marker or a URL after ``@``), an option (``-r base.txt``), a comment.
_REQUIREMENT_LINE = re.compile(
    r"[A-Za-z0-9](?:[\w.-]*[A-Za-z0-9])?[ \t]*(?:\[[^\]]*\])?[ \t]*"
    r"(?:(?:~=|===?|!=|[<>]=?)[ \t]*[^\s,;]+(?:[ \t]*,[ \t]*(?:~=|===?|!=|[<>]=?)[ \t]*[^\s,;]+)*)?"
    r"[ \t]*(?:[;@].*)?|[-#].*"
)


def _not_its_text(path: str, line: str) -> bool:
    """Whether ``line`` cannot be the text of the file ``path`` by that file's own grammar,
    so under the key ``path`` it is words about the file: for a Python file, no statement
    Python's parser reads, or a lone name (``Entrypoint``: a module of one name does
    nothing); for a requirements file, no requirement line; for a JSON file, no JSON. A file
    of another kind has no grammar asked here (its text may be any words)."""
    name = path.rsplit("/", 1)[-1]
    if name.endswith(_PYTHON_SUFFIXES):
        try:
            body = ast.parse(line, path).body
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return True
        return (
            len(body) == 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Name)
        )
    if name.startswith("requirements") and name.endswith((".txt", ".in")):
        return _REQUIREMENT_LINE.fullmatch(line) is None
    if name.endswith(".json"):
        try:
            json.loads(line)
        except ValueError:
            return True
    return False


#: The suffixes of Python files: their lines are asked to Python's own parser.
_PYTHON_SUFFIXES = (".py", ".pyi", ".pyw")


def _code_line(path: str, line: str) -> bool:
    """Whether ``line``, plain words under the key ``path``, is a line of that file's code
    rather than words about it: a statement Python's own parser reads, for a Python file
    (``import sys``, ``return None``; ``Main module`` is none), a line the shell reads as a
    command, for a script (``echo done``)."""
    if path.endswith(_PYTHON_SUFFIXES):
        try:
            compile(line, path, "exec", ast.PyCF_ONLY_AST)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return False
        return True
    return path.endswith(_SCRIPT_SUFFIXES) and starts_with_command(line)


def _file_text_in(
    value: Any,
    keys: tuple[str, ...],
    held: dict[str, str],
    texts: list[tuple[bool, str, bool]],
    depth: int,
) -> str | None:
    """The path of a file whose text ``value`` (under ``keys``) holds, or None: a key that
    is a held path or a path with a string (not a description of it, :func:`_described`),
    an object with a path key and a content key, a string over a line that names a held file
    and is no prose (a diff of it); :data:`_TOO_DEEP` for a value nested deeper than the walk
    goes (the depth at which :func:`~.closing.json_report` gives up too). Collects in
    ``texts`` every string (and list of words, joined) with whether a key above it is named
    for commands."""
    named = any(_command_key(key) for key in keys)
    if depth > DEEPEST:
        return _TOO_DEEP
    if isinstance(value, str):
        texts.append((named and not _instruction(value), value, False))
        if "\n" in value.strip() and not _prose(value) and not _sentences(value):
            return next((path for path in held if path in value), None)
        return None
    if isinstance(value, list):
        if value and all(isinstance(word, str) and word and not word.split()[1:] for word in value):
            texts.append((named, " ".join(value), True))  # a command as a list of its words
        for item in value:
            found = _file_text_in(item, keys, held, texts, depth + 1)
            if found is not None:
                return found
        return None
    if isinstance(value, dict):
        if _names_a_file(value):
            return next(
                (str(item) for key, item in value.items() if canonical_field(str(key)) == "PATH"),
                "a file",
            )
        suffixes = _suffix_map(value)
        for key, item in value.items():
            name = str(key)
            if goes_key(name):
                # ("files_to_delete": ["a.py"], "removed": [{"path": "a.py"}]): a key whose
                # words say the files under it go changes a held one as a sentence would
                gone = next((path for path in named_paths(item) if path in held), None)
                if gone is not None:
                    return gone
            path = _tree_path(keys, name, held)
            if (
                isinstance(item, str)
                and (path in held or (_PATH_NAME.fullmatch(name) and not suffixes))
                and not _described(path, item, held, value)
            ):
                return path
            if suffixes:
                continue  # (a language's name, "go" under ".go": no command, no file's text)
            found = _file_text_in(item, (*keys, name), held, texts, depth + 1)
            if found is not None:
                return found
    return None


#: A file name's suffix as a key: a dot and letters or digits (``.html``, ``.ts``, ``.mp4``).
_SUFFIX = re.compile(r"\.[A-Za-z0-9]+")
#: A MIME type by RFC 6838's grammar, of a registered top-level type (``text/html``).
_MIME_TYPE = re.compile(
    r"(?:application|text|image|audio|video|font|model|multipart|message)/[\w.+-]+"
)
#: A name of a language or a kind of file: one word (``typescript``, ``c++``, ``f#``).
_KIND_NAME = re.compile(r"[A-Za-z][\w+#-]*")


def _suffix_map(value: dict[Any, Any]) -> bool:
    """Whether ``value`` maps file names' suffixes to their kinds (``{".html": "text/html"}``,
    ``{".ts": "typescript"}``) rather than dotfiles to their text (``{".nvmrc": "18.17.0"}``):
    every key a suffix (:data:`_SUFFIX`), every value a MIME type, or one word that holds the
    suffix's letters in their order (``typescript`` holds t, s; ``python`` p, y): the kind the
    suffix is named for. A dotfile's text of one word does not spell its name so
    (``{".gitignore": "dist"}``, ``{".env": "production"}``): still that file's text."""
    return bool(value) and all(
        isinstance(kind, str)
        and _SUFFIX.fullmatch(str(key)) is not None
        and (
            _MIME_TYPE.fullmatch(kind.strip()) is not None
            or (
                _KIND_NAME.fullmatch(kind.strip()) is not None
                and (
                    _spelled_in(str(key)[1:].lower(), kind.strip().lower())
                    or _suffix_language(str(key)[1:]) == language_name(kind)
                )
            )
        )
        for key, kind in value.items()
    )


#: Suffixes whose language the Markdown reader's table of fence words does not name (a
#: fence says ``powershell``, a file ends in ``.ps1``).
_SUFFIX_LANGUAGES: Final = {"ps1": "powershell", "psm1": "powershell", "psd1": "powershell"}


def _suffix_language(suffix: str) -> str:
    """The language a file suffix is named for (``tsx``: typescript, ``hpp``: cpp, ``h``: c),
    by the Markdown reader's table of languages (:func:`~.markdown.language_name`)."""
    return _SUFFIX_LANGUAGES.get(suffix.lower()) or language_name(suffix)


def _spelled_in(letters: str, word: str) -> bool:
    """Whether the characters of ``letters`` stand in ``word`` in their order."""
    rest = iter(word)
    return all(letter in rest for letter in letters)


def _tree_path(keys: tuple[str, ...], name: str, held: dict[str, str]) -> str:
    """The path the key ``name`` under ``keys`` names: in a project tree written as nested
    objects (``"structure": {"src": {"a.py": ...}}``) the folders above it joined with it,
    when that is a held file's path (``src/a.py``); else ``name`` itself."""
    for n in range(len(keys)):
        path = "/".join([*(key.strip("/") for key in keys[n:]), name])
        if path in held:
            return path
    return name


def _sentences(text: str) -> bool:
    """Whether every line of ``text`` is prose (:func:`_prose`) or a sentence: a capital
    letter first, a full stop, question or exclamation mark last, mostly words, and no
    statement Python reads (``It sets x = 1 so the tests pass.``; ``X = 2.`` is code)."""
    for line in text.splitlines():
        line = line.strip()
        if not line or _prose(line):
            continue
        words = line.split()
        lettered = [word for word in words if word.rstrip(",.:;!?)").isalpha()]
        if not (line[0].isupper() and line[-1] in ".!?" and 2 * len(lettered) > len(words)):
            return False
        if not _not_its_text("a.py", line):
            return False
    return True


def _instruction(text: str) -> bool:
    """Whether ``text``, under a key named for commands, is a sentence telling the reader
    what to do rather than a command line (``Review src/a.py``, ``Run src/a.py with Python
    3.11.``): its first word is a capitalized word that names no command in any case
    (:func:`~.runs.starts_with_command`, asked of it in lower case too: cmd.exe and
    PowerShell read ``Echo``, ``Del`` as ``echo``, ``del``), with words after it, and no
    redirection, pipe or list of commands outside its code spans. Weighed as prose is (its
    code spans as commands, :class:`~.answer.Answer`'s ``aside``)."""
    stripped = text.strip()
    parts = stripped.split(maxsplit=1)
    return (
        len(parts) == 2
        and re.fullmatch(r"[A-Z][a-z]+", parts[0]) is not None
        and not starts_with_command(stripped)
        and not starts_with_command(f"{parts[0].lower()} {parts[1]}")
        and _SHELL_OPERATOR.search(_SPAN.sub("", stripped)) is None
    )


#: What joins or redirects commands on a line: ``>``, ``<``, ``|``, ``;``, ``&``, ``$(``.
_SHELL_OPERATOR = re.compile(r"[<>|;&]|\$\(")


def _names_a_file(item: Any) -> bool:
    """An object with a path key and a content key (a JSON patch's {"op", "path", "value"}
    or a package.json's "files" list is not a file)."""
    if not isinstance(item, dict):
        return False
    keys = [str(key) for key in item]
    return any(key.lower() == "content" for key in keys) and any(
        canonical_field(key) == "PATH" for key in keys
    )


#: The members of a file object that the format models itself (``"operation": "delete"``,
#: ``"new_path"``: an edit operation, read apart), and its path: not asked of
#: :func:`~.closing.file_operation`.
_MODELED = frozenset({OPERATION_FIELD, NEW_PATH_FIELD, "PATH"})
# Members that hold a file's text in other tools' formats (edit tools' "new_content", the
# "code" of code-generation prompts): beside a "content" with other text, two readings.
_FILE_TEXT_KEYS = frozenset(
    {"new_content", "code", "source", "text", "file_content", "contents", "new_code", "body"}
    | {"final", "revised"}  # (the file's final or revised text: hunt28)
)


def _names_file_text(key: str) -> bool:
    """Whether a file object's member ``key`` names a text of the file: one of
    :data:`_FILE_TEXT_KEYS`, or any name ending in ``content`` or ``_code``
    (``updated_content``, ``fixedContent``, ``source_code``: hunt28 found six such spellings
    of a second text dropped)."""
    lowered = key.lower()
    return lowered in _FILE_TEXT_KEYS or lowered.endswith(("content", "_code"))


#: The suffixes of shell scripts: their lines are commands.
_SCRIPT_SUFFIXES = (".sh", ".bash", ".zsh")
_AROUND_JSON = frozenset({"bom", "leading-text", "trailing-text"})
_REPAIR_SEVERITY = {
    "bom": Severity.INFO,
    "leading-text": Severity.INFO,
    "trailing-text": Severity.INFO,
    "truncated": Severity.ERROR,
    "resynchronized": Severity.ERROR,
}


#: A ``data:`` URI: bytes written as letters (``data:image/png;base64,...``).
_DATA_URI = re.compile(r"\s*data:[\w.+-]*/[\w.+-]*[;,]", re.I)


#: The image types that are text, by the signature their text starts with (X BitMap and X
#: PixMap are C source; Netpbm's plain formats are ASCII, ``P1``-``P3``): such a content is
#: the file's text, not base64 letters (fix-legacy30).
_NETPBM = re.compile(r"P[1-3]\s")
_TEXT_IMAGE = {
    "image/x-xbitmap": re.compile(r"#define\s"),
    "image/x-xpixmap": re.compile(r"/\*\s*XPM\s*\*/"),
    "image/x-portable-bitmap": _NETPBM,
    "image/x-portable-graymap": _NETPBM,
    "image/x-portable-pixmap": _NETPBM,
    "image/x-portable-anymap": _NETPBM,
}
_NEVER = re.compile(r"(?!)")


def _bytes_as_text(item: dict[str, Any], content_key: str | None) -> str | None:
    """Why a file object's content is no text the writer can write as the file: a ``data:``
    URI, or any content of a file of bytes by its path's suffix (``logo.png``: its base64
    letters are not the image), or None."""
    content = item.get(content_key) if content_key is not None else None
    if not isinstance(content, str) or not content.strip():
        return None
    if _DATA_URI.match(content) and not re.search(r"[ \t]", content.strip()):
        # (one token: a note ABOUT data: URIs, a sentence with blanks, is text; fix-legacy30)
        return "its content is a data: URI (bytes written as letters), not the file's text"
    path = next(
        (v for k, v in item.items() if canonical_field(str(k)) == "PATH" and isinstance(v, str)),
        None,
    )
    mime = _file_types().guess_type(path, strict=False)[0] if path else None
    if mime is not None and binary_type(mime) and not _TEXT_IMAGE.get(mime, _NEVER).match(content):
        return f"its path names a file of bytes ({mime}), which no text content is"
    return None


def _legacy_block(
    item: Any, number: int, start: int, notes: Diagnostics, *, complete: bool
) -> Block | None:
    label = f"file {number} of the JSON"
    if not isinstance(item, dict):
        notes.add(
            "legacy-file-not-object",
            Severity.ERROR,
            f"{label} is not an object with file_path and content; it was not accepted",
            start,
        )
        return None
    block = Block(start, content_pos=start, complete=complete, label=label)
    # (a path spread over two keys: joined by the rules of legacy_paths, or refused)
    item, joined, split = join_path_keys(item, label)
    if joined is not None:
        notes.add("legacy-path-joined", Severity.WARNING, joined, start)
    # "content", "Content", "CONTENT": one of them is the content; never let another one
    # replace it.
    spellings = [key for key in item if str(key).lower() == "content"]
    content_key = "content" if "content" in item else (spellings[0] if spellings else None)
    if split is not None:
        block.refusal = ("conflicting-path", split)
    elif len({json.dumps(item[key]) for key in spellings}) > 1:
        block.refusal = (
            "reserved-field",
            f"{label} has {len(spellings)} different content keys "
            f"({', '.join(map(repr, spellings))}); it is not clear what the file holds, so it "
            "was not accepted. Give each file one 'content'",
        )
    elif content_key is not None and (
        others := [
            key
            for key in item
            if _names_file_text(str(key))
            and isinstance(item[key], str)
            and item[key].strip()
            and item[key] != item[content_key]
        ]
    ):
        # ("new_content" beside "content": an edit tool's spelling; which one is the file?)
        block.refusal = (
            "reserved-field",
            f"{label} holds file text under {content_key!r} and under "
            f"{', '.join(map(repr, others))}; it is not clear which one the file holds, so it "
            "was not accepted. Give each file one 'content'",
        )
    elif operation := next(
        (
            said
            for key, value in item.items()
            if key not in spellings
            and canonical_field(str(key)) not in _MODELED
            # (the content said twice under a name of a text of the file: one text)
            and not (
                _names_file_text(str(key))
                and content_key is not None
                and value == item[content_key]
            )
            and (
                said := file_operation(
                    str(key),
                    value,
                    content=item[content_key] if isinstance(item.get(content_key), str) else None,
                )
            )
            is not None
        ),
        None,
    ) or (operation := _bytes_as_text(item, content_key)):
        # ("action": "append", "rename_to": "b.py", "encoding": "base64"): the content is
        # not the whole file as written, or the file does not stay where it is.
        block.refusal = (
            "legacy-file-operation",
            f"{label}: {operation}, not that the file is its content as written; writing it "
            "would give another file than the model meant, so it was not accepted. Send the "
            "whole text of every file, and no other operation on it",
        )
    elif content_key not in (None, "content"):
        notes.add(
            "field-name-normalized", Severity.INFO, f"{label}: {content_key!r} read as 'content'"
        )
    for key, value in item.items():
        if key in spellings and isinstance(value, str):
            block.content = value  # all spellings hold the same text, or the block is refused
            continue
        name = canonical_field(str(key))
        if name == "PATH" and not isinstance(value, str) and value is not None:
            # A path written as a number (``1.10``, ``1e2``, ``Infinity``) decodes to one that
            # prints otherwise (``1.1``, ``100.0``, ``inf``): the text written is lost.
            block.refusal = (
                "legacy-structure",
                f"{label}: its {key!r} is no string but a {type(value).__name__}, so the path "
                "written is not known (a number prints otherwise than it was written); it was "
                "not accepted. Write each path as a JSON string",
            )
            continue
        if name is not None and name != "CONTENT":
            if isinstance(value, int | float) and not isinstance(value, bool):
                value = str(value)
            if isinstance(value, str):
                take_field(block, name, value, start, notes)
                continue
            if value is None:
                continue
        notes.add(
            "legacy-field-dropped",
            Severity.WARNING,
            f"{label}: the key {key!r} ({type(value).__name__}) cannot be kept as a file field "
            "and was dropped",
            start,
        )
    written = block.fields.get("PATH")
    if written is not None and block.refusal is None:
        # (hunt52) "src/a.py:12", "src/a.py#L12", "src/a.py (lines 10-20)": a location or a
        # note after the path, read as a tool call's path value is (one reading of a path's
        # suffix): never a second file of that name beside src/a.py
        reading = lenient_path(written)
        noted = reading.refusal is None and reading.note is not None
        decorated = decorated_path_refusal(
            reading.value if noted else written, reading.note if noted else None
        )
        if decorated is not None:
            block.refusal = (
                decorated[0],
                f"{label}: its path {written[:80]!r} {decorated[1]}; the file was not "
                "accepted. Write the path alone, and send each whole file",
            )
        elif any(part[:1].isspace() for part in written.replace("\\", "/").split("/")):
            # (hunt52) " src/a.py", "src/ a.py": in a JSON string a blank before a name is a
            # stray one, or a second file beside src/a.py (the native format can say such a
            # name on purpose: PATH: "  a.py"); refused, so a later version so spelled puts
            # the earlier src/a.py in doubt
            block.refusal = (
                "unread-path",
                f"{label}: a name of its path {written[:80]!r} starts with a blank, which is "
                "not clear: a stray blank before src/a.py, or a name that starts with one; the "
                "file was not accepted. Write the path without blanks around its names",
            )
    block.edit = edit_block_kind(block.fields.get("PATH", ""), block.content)
    return block


LEGACY_JSON = Convention(
    "legacy_json", Format.LEGACY_JSON, "files", _present, _first, _never_open, _read_files
)
LEGACY_JSON_EMPTY = Convention(
    "legacy_json_empty", Format.LEGACY_JSON, "files", _present, _first, _never_open, _read_empty
)
