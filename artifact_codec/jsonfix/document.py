"""Reading a whole text as one JSON document: past a BOM, prose and fences; a JSONP callback
around the value; values written one per line (newline-delimited JSON) as one array; and,
when the text starts with something else, the longest JSON candidate in it."""

from __future__ import annotations

import json
import re
from typing import Any, Final

from ..diagnostics import line_column
from ..errors import ArtifactDecodeError, JsonRefusedError
from . import readings
from .candidates import (
    COMMENT_REASON,
    PLACEHOLDER_REASON,
    JsonCandidate,
    holds_placeholder,
    is_example,
    iter_json_candidates,
)
from .context import ScanContext, Unrepairable
from .report import Notes, RepairKind, RepairResult, with_notes
from .shapes import ArrayShape, ObjectShape, ScalarShape, Shape
from .tokens import QUOTE_OPENERS, STRUCTURAL, skip_spaces
from .value import finish, goes_on, value_at

__all__ = ["TWO_ANSWERS", "repair_whole"]

#: The start of the ``other-values`` message that says two complete answers hold different
#: files and neither holds the other: two readings (the legacy reader refuses the answer).
TWO_ANSWERS: Final = "two complete answers with the expected keys hold different files"

# A '{' or '[' in text after a value: maybe the real JSON is further on.
_BRACKET: Final = re.compile(r"[{\[]")
# A JSONP callback around the document: "name(" before it (comments allowed), ")" after it.
_JSONP: Final = re.compile(
    r"(?:[ \t\r\n]|/\*.{0,1000}?\*/|//[^\n]{0,1000}\n)*[A-Za-z_$][\w$.]{0,100}[ \t]*\([ \t\r\n]*",
    re.S,
)


def repair_whole(
    text: str, shape: Shape | None, context: ScanContext | None = None
) -> tuple[RepairResult, Any]:
    """Repair ``text`` read as one value (the input is known not to be valid JSON);
    ``context`` keeps what the reading found (see :class:`~.context.ScanContext`)."""
    if not text or text.isspace():
        raise ArtifactDecodeError("the text is empty; expected a JSON value", text, 0)
    notes: Notes = []
    start = 0
    if text[0] == "\ufeff":
        notes.append((RepairKind.BOM, 0, "removed the byte order mark"))
        start = 1
    start = skip_spaces(text, start)
    context = context or ScanContext(text)
    escaped = _escaped_json(text, start, shape)
    if escaped is not None:
        return with_notes(escaped[0], text, notes), escaped[1]
    if not _looks_like_json_start(text, start):
        gap = _GAP.match(text, start).end()  # type: ignore[union-attr]
        if shape is None and gap > start and gap < len(text) and text[gap] in "{[":
            lines = _values_on_lines(text, gap, None, context)
            if lines is not None:
                return with_notes(lines[0], text, notes), lines[1]
        wrapped = _jsonp(text, start, shape, context)
        if wrapped is not None:
            return with_notes(wrapped[0], text, notes), wrapped[1]
        lead = _COMMENTS.match(text, start).end()  # type: ignore[union-attr]
        if start < lead < len(text) and text[lead] in "{[":
            notes.append((RepairKind.COMMENT, start, "removed a comment before the JSON"))
            start = lead
    if _looks_like_json_start(text, start):
        try:
            result, value, end = value_at(text, start, shape, context=context)
            if isinstance(value, dict) and end < len(text) and goes_on(text, end):
                # '{"a": 1}, "b": 2}': the first '}' closed the object too early
                context.invalid_from = start
                result, value, end = value_at(
                    text, start, shape, context=context, decode_first=False
                )
        except Unrepairable as error:
            raise JsonRefusedError(error.message, text, error.pos) from None
        # Prose or another value after this one: the JSON the caller wants may be further on.
        if end >= len(text) or not _BRACKET.search(text, end):
            _note_trailing(text, end, notes)
            return with_notes(result, text, notes), value
        if shape is None and text[start] in "{[":
            lines = _values_on_lines(text, end, (result, value, start), context)
            if lines is not None:
                return with_notes(lines[0], text, notes), lines[1]
    best = example = last_answer = passed_over = None
    complete: list[JsonCandidate] = []
    count = answers = fitting = 0
    swapped = False
    why = ""
    refused: list[tuple[int, Unrepairable]] = []
    for candidate in iter_json_candidates(text, shape, refused=refused):  # the longest first
        count += 1
        if isinstance(candidate.value, dict) and _fits(shape, candidate.value):
            fitting += 1
        reason = is_example(text, candidate) if count <= _EXAMPLES_CHECKED else ""
        if reason:  # (a format example is kept only when there is nothing else)
            if example is None or candidate.end - candidate.start > example.end - example.start:
                example, why = candidate, reason
            continue
        if best is None or candidate.end - candidate.start > best.end - best.start:
            best = candidate
        if _complete_answer(shape, candidate):
            answers += 1
            last_answer = candidate
            complete.append(candidate)
    draft = None
    replaced = ""  # the intro that gives the last answer as the version replaced
    if answers > 1:
        complete.sort(key=lambda found: found.start)
        replaced = _intro_of_replaced(text, complete[-2].end, complete[-1].start)
    if replaced and best is not None:
        # ('Here is the updated file: {...}  For reference, the original was: {...}'): the
        # last answer is the old version quoted; the one before it is the answer.
        draft, best = complete[-1], complete[-2]
    elif answers > 1 and last_answer is not None and best is not None and last_answer is not best:
        # Two complete answers with the expected keys (a draft, then a correction): the last
        # is what the model meant, whatever their lengths; the other reading is the longer.
        draft, best = best, last_answer
    elif _answer_over_longer(shape, answers, last_answer, best):
        # ('{"files": [...]}  And a tsconfig for later: {...longer...}'): a later value with
        # none of the expected keys and no file in it is no answer; the one answer is, and
        # the value after it is text after the answer (its reader weighs it)
        passed_over, best = best, last_answer
    # (the answer wins only when it is complete and comes after the example, as models quote
    # the prompt's format before answering; otherwise the longest of the two)
    if (
        example is not None
        and best is not None
        and _fits(shape, example.value)
        and not _fits(shape, best.value)
    ):
        # ('looks like this: {files...}' then a tool result '{"exit_code": 0}': a value with
        # none of the expected keys is no answer; the example is, with the guess reported)
        example, best = best, example
        swapped = True
    elif example is not None and not (
        best is not None
        and not best.repair.truncated
        and (example.end <= best.start or _answer_before(shape, best, example, why))
    ):
        if best is None or example.end - example.start > best.end - best.start:
            best = example
        example = None
    if example is not None and best is not None:
        line, column = line_column(text, example.start)
        notes.append(
            (
                RepairKind.OTHER_VALUES,
                best.start,
                f"took this value, which reads as an example of the format ({why}), over "
                f"the one at line {line}, column {column}, which has no expected key with a "
                "value; the other reading is that one"
                if swapped
                else f"took this value over the one at line {line}, column {column}, which "
                f"reads as an example of the format ({why}); the other reading is that one",
            )
        )
    answer_refused = _refused_answer(text, shape, refused)
    if answer_refused is not None and (best is None or not _fits(shape, best.value)):
        # ('Here you go: {"files": [... "a" +\n}]}': the answer's value was refused at a
        # place; a value read inside it or after it, with none of the expected keys, is no
        # answer: the refusal is said with its place, never a bare "no files")
        raise JsonRefusedError(answer_refused.message, text, answer_refused.pos)
    if best is None and ("{" in text or "[" in text):
        # No value that plausibly starts JSON: an empty object or a list such as '[1]', which
        # prose rarely means as JSON, is still the only JSON there is ('x {}').
        for candidate in iter_json_candidates(text, shape, prose=True):
            count += 1
            if best is None or candidate.end - candidate.start > best.end - best.start:
                best = candidate
    if best is None:
        raise ArtifactDecodeError(
            "found no JSON value (no '{' or '[' that starts an object or array)", text, start
        )
    context.answers_among_values = fitting
    notes = [note for note in notes if note[0] in (RepairKind.BOM, RepairKind.OTHER_VALUES)]
    _note_surroundings(text, best.start, best.end, notes)
    if (
        draft is not None
        and any(draft is answer for answer in complete)
        and not _holds_all(best.value, draft.value)
    ):
        # (a draft and a correction, or an answer and an original quoted after it, whose
        # files differ: the words between them are no certain rule, and the answer taken does
        # not hold every file of the other as it is: two readings, neither usable)
        line, column = line_column(text, draft.start)
        notes.append(
            (
                RepairKind.OTHER_VALUES,
                best.start,
                f"{TWO_ANSWERS} (paths or text), and the one taken does not hold every file of "
                f"the other as it is; the other reading is the one at line {line}, column "
                f"{column}. Send one answer with every file",
            )
        )
    elif draft is not None and replaced:
        line, column = line_column(text, draft.start)
        notes.append(
            (
                RepairKind.OTHER_VALUES,
                best.start,
                f"the text holds {answers} complete answers with the expected keys; the last "
                f"one, at line {line}, column {column}, is introduced as the version replaced "
                f"({replaced!r}), so the one before it was taken; the other reading is the "
                "last one",
            )
        )
    elif draft is not None:
        line, column = line_column(text, draft.start)
        notes.append(
            (
                RepairKind.OTHER_VALUES,
                best.start,
                f"the text holds {answers} complete answers with the expected keys; took the "
                f"last one (a correction after a draft); the other reading is the longer one "
                f"at line {line}, column {column}",
            )
        )
    elif passed_over is not None:
        line, column = line_column(text, passed_over.start)
        notes.append(
            (
                RepairKind.OTHER_VALUES,
                best.start,
                f"the text holds {count} JSON values; took the one complete answer with the "
                f"expected keys over the longer value after it at line {line}, column {column}, "
                "which has none of them and names no file; the other reading is that one",
            )
        )
    elif count > 1:
        notes.append(
            (
                RepairKind.OTHER_VALUES,
                best.start,
                f"the text holds {count} JSON values; kept the longest one"
                + (
                    " that is not an example of the format"
                    if example is not None and not swapped
                    else ""
                ),
            )
        )
    return with_notes(best.repair, text, notes), best.value


#: Words of an intro that give the value after it as the version an answer replaces: the
#: intro is prose, so its words are what says it (no structure tells an old version apart).
#: A false match costs no wrong file: the answer after it is then text after the one taken,
#: weighed as such (a second version of a written file there makes the answer not usable).
_REPLACED: Final = re.compile(
    r"(?i)\b(?:original|old|older|previous|prior|earlier|before|for[ \t]+reference"
    r"|replaced|existing)\b"
)
#: Words of an intro that give the value after it as the new version: with them the intro
#: does not pick the answer before it ('Updated version, replacing the old one:').
_REPLACING: Final = re.compile(
    r"(?i)\b(?:new|updated|update|fixed|fix|corrected|correction|revised|final|instead"
    r"|replacing|replacement|rewritten|now|should)\b"
)


def _intro_of_replaced(text: str, after: int, start: int) -> str:
    """The intro between two complete answers (the last line of prose before ``start``, not
    before ``after``) when it gives the value after it as the version replaced ('For
    reference, the original was:', 'Before:'), else ''."""
    lines = [line.strip() for line in text[after:start].splitlines() if line.strip()]
    lines = [line for line in lines if not line.startswith(("```", "~~~"))]
    if not lines:
        return ""
    intro = lines[-1]
    if len(intro) > 200 or _REPLACING.search(intro) or not _REPLACED.search(intro):
        return ""
    return intro


def _complete_answer(shape: Shape | None, candidate: JsonCandidate) -> bool:
    """Whether ``candidate`` is a whole answer of a schema with expected keys: complete (not
    cut off), holding at least one of those keys with a value (see :func:`_fits`)."""
    keys = getattr(shape, "keys", None)
    return (
        bool(keys)
        and not candidate.repair.truncated
        and _fits(shape, candidate.value)
        and _holds_contents(shape, candidate.value)
    )


def _holds_contents(shape: Shape | None, value: Any, item: bool = False) -> bool:
    """Whether ``value`` has the make of ``shape`` all through: every object in it has the
    required keys and no key outside a closed set, an object in an array holds values for two
    keys or more (a file with its ``content``, not only its path), every array item and scalar
    is of its expected kind. A tool's report (``{"files": [{"file_path": "a.py", "status":
    "written"}]}``) or a summary (``{"files": ["a.py"]}``) after an answer has the answer's top
    keys but is no answer."""
    if isinstance(shape, ObjectShape):
        if not isinstance(value, dict):
            return False
        if shape.closed_keys is not None and not value.keys() <= shape.closed_keys:
            return False
        if shape.lacks_required(value.keys()):
            return False
        valued = sum(1 for sub in value.values() if sub not in (None, "", [], {}))
        if item and valued < 2 and (shape.keys is None or len(shape.keys) > 1):
            return False
        return all(_holds_contents(shape.child(key), sub) for key, sub in value.items())
    if isinstance(shape, ArrayShape):
        return isinstance(value, list) and all(
            _holds_contents(shape.item, sub, item=True) for sub in value
        )
    if isinstance(shape, ScalarShape):
        return not isinstance(value, (dict, list))
    return True


def _answer_over_longer(
    shape: Shape | None,
    answers: int,
    answer: JsonCandidate | None,
    longest: JsonCandidate | None,
) -> bool:
    """Whether the one complete answer of the text (``answer``) is taken over the longest
    value, which comes after it: an object with none of the keys ``shape`` expects
    (:func:`_fits`) and no key that names or holds a file at any depth (a tsconfig, an example
    API response). A list, or an object with a path or content key, may be files given
    another way: the longest is kept then, as before."""
    return (
        answers == 1
        and answer is not None
        and longest is not None
        and answer is not longest
        and answer.end <= longest.start
        and isinstance(longest.value, dict)
        and not _fits(shape, longest.value)
        and not _names_files(longest.value)
    )


def _names_files(value: Any) -> bool:
    """Whether an object or list in ``value``, at any depth, has a key that names a file
    (:data:`_PATH_KEYS`) or holds one (``content``)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if any(str(key).lower() in (*_PATH_KEYS, "content") for key in item):
                return True
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _refused_answer(
    text: str, shape: Shape | None, refused: list[tuple[int, Unrepairable]]
) -> Unrepairable | None:
    """The first value of ``refused`` that starts as an answer: an object whose text up to
    where its reading gave up holds a key ``shape`` expects (``"files"``); None if none.
    (The first 16 refused values are looked at, 4 KiB of each.)"""
    keys = getattr(shape, "keys", None)
    if not keys:
        return None
    for start, error in refused[:16]:  # (a bounded look: linear however many failed)
        head = text[start : max(start, min(error.pos, start + 4096))]
        if text.startswith("{", start) and any(f'"{key}"' in head for key in keys):
            return error
    return None


def _fits(shape: Shape | None, value: Any) -> bool:
    """Whether ``value`` is an object with at least one of the keys ``shape`` expects, not
    empty (or no keys are expected): ``{"files": []}`` is a tool result, no answer."""
    keys = getattr(shape, "keys", None)
    if not keys:
        return True
    return isinstance(value, dict) and any(
        value.get(key) not in (None, "", [], {}) for key in keys & value.keys()
    )


def _files_by_path(value: Any) -> dict[str, str] | None:
    """The file objects of an answer by path (each as canonical JSON), or None when an item
    has no path string to key it by."""
    items = value.get("files") if isinstance(value, dict) else value
    if not isinstance(items, list):
        return None
    files: dict[str, str] = {}
    for item in items:
        path = None
        if isinstance(item, dict):
            path = next((item[key] for key in _PATH_KEYS if isinstance(item.get(key), str)), None)
        if path is None:
            return None
        files[path] = json.dumps(item, sort_keys=True)
    return files


_PATH_KEYS: Final = ("file_path", "path", "filename", "file", "name")


def _holds_all(taken: Any, other: Any) -> bool:
    """Whether the answer taken holds every file of the other answer, the same (path and
    every member): then the other adds nothing the answer taken contradicts."""
    taken_files, other_files = _files_by_path(taken), _files_by_path(other)
    if taken_files is None or other_files is None:
        return bool(taken == other)
    return all(taken_files.get(path) == item for path, item in other_files.items())


def _answer_before(
    shape: Shape | None, best: JsonCandidate, example: JsonCandidate, why: str
) -> bool:
    """Whether ``best``, before ``example``, is the answer and the example a format quoted
    after it (``The format was: {"file_path": "path/to/file.py"}``), or an old value quoted in
    a ``//`` comment after it: such a value is never taken over a complete answer of its kind
    that has the expected keys. An example found by the words before it (``Example of the
    format:``) loses the same way when it holds a placeholder."""
    return (
        (why in (PLACEHOLDER_REASON, COMMENT_REASON) or holds_placeholder(example.value))
        and best.end <= example.start
        and type(best.value) is type(example.value)
        and _fits(shape, best.value)
    )


#: How many candidates of one text are checked for being a format example (a bound: the check
#: looks back from each).
_EXAMPLES_CHECKED: Final = 64
# Comments before the value (not a "#" before a digit: "#2: {...}" names an issue).
_COMMENTS: Final = re.compile(r"(?:[ \t\r\n]+|/\*.*?\*/|//[^\n]*|#(?!\d)[^\n]*)*", re.S)
# JSON whose quotes are escaped ('{\"key\": 1}', JSON encoded twice) or doubled
# ('{""key"": 1}', a CSV cell).
_ESCAPED_START: Final = re.compile(r"[{\[][ \t\r\n]*(?:\\\"|\"\"(?=[^\"\s:,}\]]))")


def _escaped_json(text: str, start: int, shape: Shape | None) -> tuple[RepairResult, Any] | None:
    """JSON written with its quotes escaped (``{\\"key\\": \\"value\\"}``: JSON encoded twice)
    or doubled (``{""key"": ""value""}``: a CSV cell), read with its quotes restored."""
    if not _ESCAPED_START.match(text, start):
        return None
    body = text[start:]
    if body[1:].lstrip().startswith('""'):
        if body.replace('""', "").count('"'):
            return None  # a lone quote: the doubling is not an escape
        inner = body.replace('""', '"')
        what = "doubled quotes (as in a CSV cell)"
    else:
        if _UNESCAPED_QUOTE.search(body):
            return None  # quotes of both kinds: not one level of escaping
        try:
            inner = json.loads('"' + body.rstrip() + '"', strict=False)
        except ValueError:
            inner = body.replace('\\"', '"')
        what = "escaped quotes (JSON encoded twice)"
    try:
        result = repair_whole(inner, shape)[0] if _invalid(inner) else RepairResult(inner)
    except ArtifactDecodeError:
        return None
    notes: Notes = [(RepairKind.ESCAPED_JSON, start, f"read JSON written with {what}")]
    # (the repairs inside are at positions of the unescaped text: reported at its start)
    notes.extend((repair.kind, start, f"inside it: {repair.message}") for repair in result.repairs)
    repaired, decoded = finish(text, result.text, notes, result.truncated, result.truncated_path)
    return repaired, decoded


_UNESCAPED_QUOTE: Final = re.compile(r'(?<!\\)"')


def _invalid(text: str) -> bool:
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return True
    return False


# Blanks, commas and comments between values written one after another.
_GAP: Final = re.compile(r"(?:[ \t\r\n,]+|/\*.*?\*/|//[^\n]*)*", re.S)


def _values_on_lines(
    text: str, pos: int, first: tuple[RepairResult, Any, int] | None, context: ScanContext
) -> tuple[RepairResult, Any] | None:
    """Objects or arrays written one per line (newline-delimited JSON, a MongoDB export) or
    separated by commas, maybe with comments between them, as one array; ``None`` unless the
    whole text is made of at least two of them, each starting on a new line or after a comma,
    each sound."""
    found: list[tuple[RepairResult, Any, int]] = [] if first is None else [first]
    previous = 0 if first is None else pos
    while True:
        pos = _GAP.match(text, pos).end()  # type: ignore[union-attr]
        if pos >= len(text):
            break
        if text[pos] not in "{[" or (
            found and text.find("\n", previous, pos) < 0 and text.find(",", previous, pos) < 0
        ):
            return None  # (one after another on a line without a comma: text after a value)
        try:
            result, value, end = value_at(text, pos, None, context=context)
        except Unrepairable:
            return None
        if any(repair.kind in STRUCTURAL for repair in result.repairs) or end <= pos:
            return None
        found.append((result, value, pos))
        previous = pos = end
    if len(found) < 2:
        return None
    body = "[\n" + ",\n".join(result.text for result, _, _ in found) + "\n]"
    note = (
        RepairKind.VALUES_IN_ARRAY,
        found[0][2],
        f"put {len(found)} JSON values written one per line into an array",
    )
    notes: Notes = [note]
    truncated = False
    for result, _, _ in found:
        notes.extend((r.kind, r.pos, r.message) for r in result.repairs)
        truncated = truncated or result.truncated
    repaired, value = finish(text, body, notes, truncated, ())
    return repaired, value


def _jsonp(
    text: str, start: int, shape: Shape | None, context: ScanContext
) -> tuple[RepairResult, Any] | None:
    """A JSONP response, ``callback({...});``: the value inside the call."""
    match = _JSONP.match(text, start)
    if match is None or match.end() >= len(text) or text[match.end()] not in "{[":
        return None
    try:
        result, value, end = value_at(text, match.end(), shape, context=context)
    except Unrepairable:
        return None
    if not _JSONP_END.fullmatch(text, end):
        return None
    notes: Notes = [
        (RepairKind.WRAPPER, start, "dropped the JSONP callback around the JSON"),
    ]
    return with_notes(result, text, notes), value


_JSONP_END: Final = re.compile(r"[ \t\r\n]*\)[ \t\r\n]*;?[ \t\r\n]*")


def _looks_like_json_start(text: str, pos: int) -> bool:
    if pos >= len(text):
        return False
    char = text[pos]
    if char in "{[" or char in QUOTE_OPENERS:
        return True
    if char == "(":  # a Python tuple, when the text is one: '(1, 2)'
        return text.rstrip().endswith(")")
    # A bare scalar (number or literal) is a document only when nothing else follows it.
    return _SCALAR_DOCUMENT.fullmatch(text, pos) is not None


_SCALAR_DOCUMENT: Final = re.compile(
    r"(?:-?[\d.][\w.+-]*|-|true|false|null|True|False|None|NaN|-?Infinity"
    r"|t(?:r(?:ue?)?)?|f(?:a(?:l(?:se?)?)?)?|n(?:u(?:ll?)?)?)[ \t\r\n]*"  # cut-off literals
)


def _note_surroundings(text: str, start: int, end: int, notes: Notes) -> None:
    head = text[:start].lstrip("\ufeff")
    if head.strip():
        fence = "```" in head or "~~~" in head
        notes.append(
            (
                RepairKind.LEADING_TEXT,
                0,
                "dropped a markdown fence and text before the JSON"
                if fence
                else "dropped text before the JSON",
            )
        )
        lost = readings.leading_text_with_lost_quote(text, start)  # ('{b": 2}\n{"a": 1}')
        if lost is not None:
            notes.append(lost)
    _note_trailing(text, end, notes)


def _note_trailing(text: str, end: int, notes: Notes) -> None:
    tail = text[end:]
    if tail.strip():
        pos = end + len(tail) - len(tail.lstrip())
        fence = "```" in tail or "~~~" in tail
        notes.append(
            (
                RepairKind.TRAILING_TEXT,
                pos,
                "dropped a markdown fence and text after the JSON"
                if fence
                else "dropped text after the JSON",
            )
        )
        lost = readings.trailing_text_with_lost_quote(text, pos)  # ('[]{key": "value"}')
        if lost is not None:
            notes.append(lost)
        unmatched = readings.closer_of_lost_opener(text, pos, _reads_with_slips)  # ('{"k": 1}\n]')
        if unmatched is not None:
            notes.append(unmatched)
        value_end = len(text[:end].rstrip(" \t\r\n")) - 1
        if value_end >= 0:  # ('{"key": value} "tail" more}')
            bare = readings.bare_value_over_closer(text, value_end, tail)
            if bare is not None:
                notes.append(bare)
        closer = text[end - 1] if end > 0 else ""
        if closer.isspace():
            # (a candidate's end may include blanks after the value: its own last character
            # counts, when the dropped text ends with a quote and that closer, '...\n"}': a
            # string that ran on over lines)
            closer = text[:end].rstrip(" \t\r\n")[-1:]
            if not _QUOTE_CLOSER.search(tail.rstrip(" \t\r\n`~")):
                closer = ""
        if closer in "}]" and closer and '"' in tail and tail.rstrip(" \t\r\n`~").endswith(closer):
            # '{"cmd": "echo "}"", "n": 1}': the dropped text ends as the document did, so a
            # quote before the first closer may be content and the string go on.
            notes.append(
                (
                    RepairKind.STRING_END,
                    end - 1,
                    f"ended the document at this {closer!r}; the dropped text after it holds "
                    f"a quote and ends with {closer!r} too: the other reading is a string "
                    "that goes on over it (a quote inside it left unescaped)",
                )
            )


def _reads_with_slips(reading: str) -> bool:
    """Whether ``reading`` (a text with the openers a reading puts at its start) is one JSON
    value, as written or up to the slips repaired anywhere (:data:`_SLIPS`): each of its
    tokens kept, nothing inserted, dropped or cut off. One read of the text, linear time; the
    text after a value is not looked at, so no other reading of it is tried in turn."""
    try:
        result, _, end = value_at(reading, 0, None)
    except Unrepairable:
        return False
    return (
        not result.truncated
        and not reading[end:].strip(" \t\r\n")
        and all(repair.kind in _SLIPS for repair in result.repairs)
    )


#: Repairs that keep every token as written: a trailing ',', a comment, single or smart
#: quotes, Python's literals, a bare key, raw control characters, invalid escapes.
_SLIPS: Final = frozenset(
    {
        RepairKind.TRAILING_COMMA,
        RepairKind.COMMENT,
        RepairKind.COMMENT_END,
        RepairKind.SINGLE_QUOTES,
        RepairKind.SMART_QUOTES,
        RepairKind.PYTHON_LITERAL,
        RepairKind.UNQUOTED_KEY,
        RepairKind.CONTROL_CHARACTER,
        RepairKind.INVALID_ESCAPE,
        RepairKind.APOSTROPHE_ESCAPE,
        RepairKind.UNESCAPED_QUOTE,
        RepairKind.NUMBER,
    }
)


_QUOTE_CLOSER: Final = re.compile(r'"[ \t\r\n]*[}\]]\Z')
