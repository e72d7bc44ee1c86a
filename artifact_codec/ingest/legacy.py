"""Load legacy all-JSON responses (``{"task_id", "files": [{"file_path", "content", ...}]}``).

Models often break such responses (unescaped quotes in code, raw newlines, a cut-off end). The
text goes through :mod:`artifact_codec.jsonfix.repair` with the keys of
:class:`~artifact_codec.models.GeneratedCode` as schema, so code content that happens to look
like JSON structure stays content, and is then validated into ``GeneratedCode``.

A response cut off inside a file is reported, never silently shortened:
:func:`load_legacy_report` returns the complete files plus the cut-off file as far as it was
recovered; :func:`load_legacy` raises :class:`ArtifactDecodeError` for it. Likewise a file
damaged beyond repair (its closing quote missing, its object cut short) costs only itself: the
files after it are read from their own start, the damaged one is reported in
``LegacyResult.damaged_files`` and left out of ``code``.

**The structure is checked** (:func:`structure_problems`), because a repair, and even JSON that
is valid as written, can hold a reading with other files than the model meant (a quote in code
left unescaped can end the content early and make the rest of the code look like members). A
file object is accepted only when its keys are field names, each appears once, its
``content`` is there and is a string, and nothing says it swallowed a neighbour or was cut
short; a file that fails is left out like a damaged one, and :func:`load_legacy` raises.
"""

from __future__ import annotations

import dataclasses
import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Final

from pydantic import ValidationError

from ..diagnostics import line_column
from ..errors import ArtifactDecodeError
from ..format.lines import canonical_field, field_spellings
from ..jsonfix.candidates import is_example, iter_json_candidates
from ..jsonfix.document import TWO_ANSWERS
from ..jsonfix.extract import describe_validation_error
from ..jsonfix.repair import (
    ArrayShape,
    ObjectShape,
    RepairKind,
    RepairResult,
    repair_with_value,
    shape_from_model,
)
from ..jsonfix.shapes import ScalarShape
from ..models import KEEP_LONE_SURROGATES, GeneratedCode

__all__ = [
    "LEGACY_SHAPE",
    "LegacyResult",
    "StructureProblem",
    "load_legacy",
    "load_legacy_report",
    "structure_problems",
]


def _legacy_shape() -> ObjectShape:
    """The keys of :class:`~artifact_codec.models.GeneratedCode`, with every spelling of a
    file's path the legacy readers read (``"path"``, ``"filename"``...: they map a file's keys
    through :func:`~artifact_codec.format.lines.canonical_field`) as keys of a file, and
    one of them, not ``file_path`` itself, required: a closing-quote rule reads an object
    that would end without its required key as a JSON example inside a string, which read
    every file keyed ``path`` into the first one's path."""
    shape = shape_from_model(GeneratedCode)
    files = shape.values["files"]
    item = files.item if isinstance(files, ArrayShape) else None
    if not isinstance(item, ObjectShape) or item.keys is None:
        return shape
    paths = frozenset(field_spellings("PATH")) | {"file_path"}
    path = item.values.get("file_path", ScalarShape("string"))
    item = dataclasses.replace(
        item,
        keys=item.keys | paths,
        values={**item.values, **dict.fromkeys(sorted(paths), path)},
        required=item.required - paths,
        required_any=(*item.required_any, paths),
    )
    return dataclasses.replace(shape, values={**shape.values, "files": ArrayShape(item)})


#: The keys a legacy response may have, at the top level and in each item of ``files``.
LEGACY_SHAPE: Final[ObjectShape] = _legacy_shape()


@dataclass(frozen=True)
class LegacyResult:
    """A legacy response as far as it could be recovered.

    - ``code``: the response with its *complete* files, each byte-exact;
    - ``partial_file``: when the response was cut off inside a file, that file's JSON object
      as recovered (its ``content`` ends where the input ended; other keys may be missing), not
      validated and not in ``code.files``; ``None`` otherwise;
    - ``repair``: what :func:`~artifact_codec.jsonfix.repair.repair_json_report` changed;
    - ``damaged_files``: ``(index, object)`` of each file damaged beyond repair or refused by
      the structure check, its 0-based index in the answer's ``files`` and its JSON object as
      far as it was read (not validated, not in ``code.files``); the repairs of kind
      ``resynchronized`` and ``problems`` say why;
    - ``problems``: what :func:`structure_problems` found, one entry per refused file.
    """

    code: GeneratedCode
    partial_file: dict[str, Any] | None
    repair: RepairResult
    damaged_files: tuple[tuple[int, Any], ...] = ()
    problems: tuple[StructureProblem, ...] = ()

    @property
    def truncated(self) -> bool:
        """Whether the response was cut off (inside a file or elsewhere)."""
        return self.repair.truncated


def load_legacy(text: str) -> GeneratedCode:
    """Load a legacy all-JSON response, repairing it if needed.

    Raises :class:`ArtifactDecodeError` when the text holds no repairable JSON, when the value
    is not a valid ``GeneratedCode`` (the message names the file and field), when the
    response was cut off, or when a file in it is damaged beyond repair;
    :func:`load_legacy_report` keeps the complete files in those cases.
    """
    result = load_legacy_report(text)
    if result.truncated:
        raise ArtifactDecodeError(_truncation_message(result), text, len(text))
    if result.problems:
        raise ArtifactDecodeError(
            "; ".join(problem.message for problem in result.problems), text, 0
        )
    if result.damaged_files:
        first = next(r for r in result.repair.repairs if r.kind is RepairKind.RESYNCHRONIZED)
        raise ArtifactDecodeError(_damage_message(result), text, first.pos)
    if not result.code.files:
        raise ArtifactDecodeError(
            "the response holds no file (its 'files' list is missing or empty)", text, 0
        )
    return result.code


def load_legacy_report(text: str) -> LegacyResult:
    """Load a legacy response and report what was repaired and whether it was cut off.

    Raises :class:`ArtifactDecodeError` only when nothing valid can be recovered (no JSON, or
    a complete part that does not validate) or when the whole answer is in doubt (a top-level
    key written twice, see :func:`structure_problems`).
    """
    repair, value = repair_with_value(text, LEGACY_SHAPE)
    if isinstance(value, list):  # a bare list of files
        value = {"files": value}
    if not isinstance(value, dict):
        raise ArtifactDecodeError(
            f"expected a JSON object with a 'files' list, found {type(value).__name__}", text, 0
        )
    problems = tuple(structure_problems(text, repair))
    whole = [problem.message for problem in problems if problem.index is None]
    if whole:
        raise ArtifactDecodeError("; ".join(whole), text, 0)
    partial = None
    path = repair.truncated_path
    files = value.get("files")
    damaged: tuple[tuple[int, Any], ...] = ()
    refused = {problem.index for problem in problems if problem.index is not None}
    if (repair.damaged_files or refused) and isinstance(files, list):
        bad = set(repair.damaged_files) | refused
        damaged = tuple((index, files[index]) for index in sorted(bad) if index < len(files))
        kept = [entry for index, entry in enumerate(files) if index not in bad]
        if path[:1] == ("files",) and len(path) >= 2 and isinstance(path[1], int):
            path = ("files", path[1] - sum(1 for index in bad if index < path[1]), *path[2:])
        files = value["files"] = kept
    if (
        repair.truncated
        and len(path) >= 2
        and path[0] == "files"
        and isinstance(files, list)
        and path[1] == len(files) - 1
    ):
        partial = files.pop()
        if not isinstance(partial, dict):
            partial = {"value": partial}
    try:
        # Lone surrogates (from \ud800 escapes) are kept here: parse_response replaces them
        # with U+FFFD afterwards and reports it.
        code = GeneratedCode.model_validate(value, context=KEEP_LONE_SURROGATES)
    except ValidationError as error:
        raise ArtifactDecodeError(
            _validation_message(error, value), text, _locate(error, text)
        ) from None
    return LegacyResult(code, partial, repair, damaged, problems)


def _damage_message(result: LegacyResult) -> str:
    names = []
    for index, entry in result.damaged_files:
        name = entry.get("file_path") if isinstance(entry, dict) else None
        names.append(f"file {index + 1}" + (f" ({name!r})" if isinstance(name, str) else ""))
    return (
        f"{', '.join(names)} of the response cannot be repaired (see the 'resynchronized' "
        f"repairs); the other {len(result.code.files)} file(s) are complete "
        "(load_legacy_report keeps them); ask for the damaged file(s) again"
    )


def _truncation_message(result: LegacyResult) -> str:
    complete = len(result.code.files)
    if result.partial_file is not None:
        name = result.partial_file.get("file_path")
        named = f" ({name!r})" if isinstance(name, str) else ""
        return (
            f"the response is cut off inside file {complete + 1}{named}; the {complete} file(s) "
            "before it are complete (load_legacy_report keeps them); ask for the rest"
        )
    where = ".".join(str(part) for part in result.repair.truncated_path) or "the top level"
    return (
        f"the response is cut off (in {where}) after {complete} complete file(s) "
        "(load_legacy_report keeps them)"
    )


def _validation_message(error: ValidationError, value: dict[str, Any]) -> str:
    message = describe_validation_error(error)
    location = error.errors(include_url=False)[0]["loc"]
    files = value.get("files")
    if len(location) >= 2 and location[0] == "files" and isinstance(location[1], int):
        index = location[1]
        if isinstance(files, list) and index < len(files) and isinstance(files[index], dict):
            name = files[index].get("file_path")
            if isinstance(name, str):
                return f"file {index + 1} ({name!r}): {message}"
        return f"file {index + 1}: {message}"
    return message


def _locate(error: ValidationError, text: str) -> int:
    """Where in the input the first invalid value is, as far as it can be found."""
    bad = error.errors(include_url=False)[0].get("input")
    if isinstance(bad, str) and bad:
        pos = text.find(bad)
        return max(pos, 0)
    return 0


def _quotes_gained(
    text: str, repair: RepairResult, files: list[Any], skip: set[int]
) -> list[StructureProblem]:
    """The files whose text gained the quotes of a triple-quoted text read as a plain string
    (``literal-as-string``: no place of its closer left a rest the literal reading parses).
    That reading's value starts with all but one of the quotes the model opened its text with
    (three, four, five: the run at the repair's place), and only the file whose value starts
    as that reading's raw text does is refused (with four quotes or more, only when it also
    ends with two: four quotes, a docstring, closed by one is a JSON string round it): text
    the model never wrote, whatever the repair then mends after it (a comma left out, a later
    key in curly quotes), so the file is refused, not written with them."""
    # (hunt52) each such reading's start: the quotes it gained (any number: the run of the
    # quote from the repair's own place, less the one JSON reads as the string's opener) and
    # the raw text after them up to an escape (an escape decodes otherwise), the value's start
    starts: list[tuple[str, str]] = []
    for step in repair.repairs:
        quote = text[step.pos : step.pos + 1]
        if step.kind is not RepairKind.LITERAL_AS_STRING or quote not in ('"', "'"):
            continue
        seg = text[step.pos : step.pos + 200]
        run = len(seg) - len(seg.lstrip(quote))
        if run < 3:
            continue
        raw = text[step.pos + 1 : step.pos + 41]
        starts.append((quote * (run - 1), raw.split("\\", 1)[0]))
    problems: list[StructureProblem] = []
    for index, item in enumerate(files):
        if index in skip or not isinstance(item, dict) or not starts:
            continue
        # (only the file whose value is that reading: never one that starts with two quotes
        # of its own, a CSV's empty cell "",name, ''.join(x), written as a plain string)
        if any(
            isinstance(v, str)
            and v.startswith(quotes)
            and v[: len(raw)] == raw[: len(v)]
            # (four or more: the text may be the model's own, a JSON string opened by one
            # quote round a docstring, """"Doc.""" closed by one; a literal read as a string
            # ends with two of its closer's three quotes as well)
            and (len(quotes) == 2 or v.endswith(quotes[:2]))
            for v in item.values()
            for quotes, raw in starts
        ):
            problems.append(
                StructureProblem(
                    index,
                    f"file {index + 1}{_named(item)}: a text pasted in triple quotes was read as "
                    "a plain string (no place of its closing quotes leaves a rest that parses), "
                    "so it starts with quotes the model did not write; it was not accepted. "
                    "Write each file's text as one JSON string",
                )
            )
    return problems


@dataclass(frozen=True)
class StructureProblem:
    """Why a legacy answer, or one file of it, may hold other files than the ones read.

    ``index`` is the 0-based index of the file in the answer's ``files`` list, or ``None`` when
    the whole answer is in doubt; ``message`` says what was found and what to do.
    """

    index: int | None
    message: str


def structure_problems(
    text: str, repair: RepairResult, files_read: list[Any] | None = None
) -> list[StructureProblem]:
    """Check the structure of a legacy answer as repaired (``repair`` is what
    :func:`~artifact_codec.jsonfix.repair.repair_json_report` made of ``text``).

    A file object passes when its keys are field names (a key such as ``", "`` is a piece of
    code: an unescaped quote ended the content early), each key appears once (JSON keeps the
    last of two, silently), its ``content`` is there and is a string, its content does not
    hold the key of another file object that the text has no object for (two objects read as
    one), and it is not the last file before dropped text that ends like the answer itself
    (``"}]}``: the content went on). The whole answer is in doubt when a top-level key appears
    twice. The file being cut off (``repair.truncated``) is not checked: it is reported as cut.

    ``files_read``: the file objects as the reader built them when the answer's ``files`` is
    not a list (a map keyed by path): each is checked as a list's file object is, so a map
    entry whose content is a list of lines, an object, a number or null is refused as the
    same object in a list is, never written as an empty file.
    """
    value = json.loads(repair.text, object_pairs_hook=_Members)
    # (a bare list of files kept: a whole answer before it is a second reading, see
    # _files_after; two whole answers are weighed as draft and correction elsewhere)
    bare_list = isinstance(value, list)
    if isinstance(value, list):
        value = {"files": value}
    if not isinstance(value, dict):
        return []
    problems = [
        StructureProblem(
            None,
            f"the answer has the key {key!r} twice with different values; JSON keeps only the "
            "last one, so it is not clear which files are meant. Write each key once",
        )
        for key in getattr(value, "repeated", ())
    ]
    problems += [
        StructureProblem(
            None,
            f"line {step.line}: {step.message} (the repaired JSON no longer shows the first "
            "value), so it is not clear which files are meant. Write each key once",
        )
        for step in repair.repairs
        if step.kind is RepairKind.DUPLICATE_KEY
    ]
    problems += [
        StructureProblem(None, step.message)
        for step in repair.repairs
        if step.kind is RepairKind.OTHER_VALUES and step.message.startswith(TWO_ANSWERS)
    ]
    elided = next((step for step in repair.repairs if step.kind is RepairKind.ELLIPSIS), None)
    if elided is not None:
        problems.append(
            StructureProblem(
                None,
                f"line {elided.line}: the answer writes '...' where JSON values belong: files "
                "were probably left out ('the others are unchanged'), so the answer is not "
                "complete. Write every file in full",
            )
        )
    lists = [key for key in value if str(key).lower() == "files"]
    if len(lists) > 1:
        problems.append(
            StructureProblem(
                None,
                f"the answer has {len(lists)} file lists ({', '.join(map(repr, lists))}); only "
                "one is read, so it is not clear which files are meant. Put every file in "
                "one 'files' list",
            )
        )
    problems += _files_after(text, repair, bare=bare_list)
    files = value.get("files")
    if files_read is not None and not isinstance(files, list):
        files = files_read
    if not isinstance(files, list):
        return problems
    skip = set(repair.damaged_files)
    cut = repair.truncated_path
    if repair.truncated and len(cut) >= 2 and cut[0] == "files" and isinstance(cut[1], int):
        skip.add(cut[1])
    bare = [text[step.pos :] for step in repair.repairs if step.kind is RepairKind.UNQUOTED_VALUE]
    for index, item in enumerate(files):
        if index in skip or not isinstance(item, dict):
            continue
        message = _file_problem(item) or _bare_path_problem(item, bare)
        if message is not None:
            problems.append(StructureProblem(index, f"file {index + 1}{_named(item)} {message}"))
    problems += _quotes_gained(text, repair, files, skip)
    if any(step.kind is RepairKind.MISMATCHED_BRACKET for step in repair.repairs):
        # An object with no path right after a file, where the repair started a new object
        # at a key the file already had: one object cut in two (a quote of a member left
        # unescaped made its key), and the file before it holds text of the wrong member.
        for index in range(1, len(files)):
            item, before = files[index], files[index - 1]
            if index - 1 in skip or not isinstance(item, dict) or not isinstance(before, dict):
                continue
            if not any(canonical_field(str(key)) == "PATH" for key in item):
                problems.append(
                    StructureProblem(
                        index - 1,
                        f"file {index}{_named(before)}: the object after it has no path and "
                        "was split from it at a key it already has (a quote inside a value "
                        "was probably left unescaped): the file may hold another member's "
                        'text. Escape every " inside strings as \\"',
                    )
                )
    if any(repair.kind.value not in _AROUND_JSON for repair in repair.repairs):
        problems += _merged_files(text, files, skip)
    if files and _ends_like_an_answer(text, repair):
        last = len(files) - 1
        if last not in skip:
            problems.append(
                StructureProblem(
                    last,
                    f"file {last + 1}{_named(files[last])}: the text dropped after the JSON ends "
                    "with a quote and closing brackets, as the answer itself ends: a quote in "
                    "the content was probably left unescaped and the file cut there. Escape "
                    'every " inside content as \\"',
                )
            )
    return problems


class _Members(dict[str, Any]):
    """A JSON object that remembers the keys it had twice with different values."""

    repeated: tuple[str, ...] = ()

    def __init__(self, pairs: list[tuple[str, Any]]) -> None:
        super().__init__()
        repeated = []
        for key, item in pairs:
            if key in self and self[key] != item and key not in repeated:
                repeated.append(key)
            self[key] = item
        if repeated:
            self.repeated = tuple(repeated)


_AROUND_JSON: Final = frozenset({"bom", "leading-text", "trailing-text"})
# A string's closing quote, closing brackets and maybe a Markdown fence: how an answer ends.
_ANSWER_END: Final = re.compile(r'"\s*[}\]][\s}\]]*(?:(?:```|~~~)\s*)?\Z')


def _named(item: Any) -> str:
    name = item.get("file_path") if isinstance(item, dict) else None
    return f" ({name!r})" if isinstance(name, str) else ""


# A quote beside the punctuation of JSON members ('a.ts", "content": "y"}, {"path": b.ts').
_MEMBERS_IN_PATH: Final = re.compile(r'"[ \t\r\n]*[,:{}\[\]]|[,:{}\[\]][ \t\r\n]*"')


def _file_problem(item: dict[str, Any]) -> str | None:
    repeated = getattr(item, "repeated", ())
    if repeated:
        return (
            f"has the key {repeated[0]!r} twice with different values; it is not clear which "
            "one the file is, so it was not accepted. Write each key once"
        )
    for key in item:
        if canonical_field(str(key)) is None:
            return (
                f"has a key {key!r} that is no field name: a quote inside the content was "
                "probably left unescaped, and the code after it read as members. Escape every "
                '" inside content as \\"'
            )
    for key, path in item.items():
        # ('"file_path"": a.py"': the key's closing quote moved across the ':', which the
        # repair kept as text of the path; no path starts with the member's ':')
        path_key = canonical_field(str(key)) == "PATH"
        if path_key and isinstance(path, str) and path.lstrip().startswith(":"):
            return (
                f"has a path {path!r} that starts with ':': the quote after the key was "
                'probably moved across the \':\' ("file_path"": a.py"), so the file was '
                'not accepted. Write \'"file_path": "a.py"\''
            )
        # ('"path": "a.ts", ..., {"path": b.ts': a string read from one path's quote over
        # the members after it to the next path, which lost its quotes; no path holds a quote
        # beside a ',', ':' or bracket of JSON)
        if path_key and isinstance(path, str) and _MEMBERS_IN_PATH.search(path):
            return (
                f"has a path {path!r} that holds the end of a member and the start of another "
                "(a quote beside ',', ':' or a bracket): a path written without quotes was "
                "probably read together with the members before it, so the file was not "
                'accepted. Write every path in quotes: \'"file_path": "b.ts"\''
            )
    spellings = [key for key in item if str(key).lower() == "content"]
    if not spellings:
        return "has no 'content'; it was not accepted. Give each file its text in 'content'"
    kinds = {type(item[key]).__name__ for key in spellings if not isinstance(item[key], str)}
    if kinds:
        kind = "null" if kinds == {"NoneType"} else " or ".join(sorted(kinds))
        return (
            f"has a 'content' that is {kind}, not a string; it was not accepted. Give the "
            "whole text of the file as one JSON string"
        )
    return None


# Marks a path is wrapped in when a writer sets it apart ('<lib/a.js>', '`a.js`', '(a.js)').
_WRAPS: Final = {"<": ">", "(": ")", "[": "]", "`": "`", "'": "'", "*": "*"}


def _paired_marks(path: str) -> bool:
    """Whether ``path`` starts and ends with a mark that sets a name apart, whatever the
    script it belongs to and whichever way round the language pairs them: by its Unicode
    category a bracket or quotation mark (Ps, Pe, Pi, Pf: guillemets around ``a.js`` either
    way, German low-9 and left quotation marks, CJK corner brackets), or a symbol Unicode
    mirrors in right-to-left text, as it does brackets (fullwidth less/greater-than signs)."""
    return _mark(path[0]) and _mark(path[-1])


def _mark(char: str) -> bool:
    category = unicodedata.category(char)
    return category in ("Ps", "Pe", "Pi", "Pf") or (
        category[0] == "S" and unicodedata.mirrored(char) == 1
    )


def _bare_path_problem(item: dict[str, Any], bare: list[str]) -> str | None:
    """A path written without quotes (``bare`` holds the text from each value the repair
    quoted) that holds a blank, a ``#`` or wrapping marks: the text after a blank may be a
    note ('lib/a.js # entry') and the marks may set the path apart ('<lib/a.js>'), or both
    may be part of the name; two readings with different files, so the file is refused."""
    for key, path in item.items():
        if canonical_field(str(key)) != "PATH" or not isinstance(path, str):
            continue
        if not any(after.startswith(path) for after in bare):
            continue
        other = None
        if len(path) > 2 and (_WRAPS.get(path[0]) == path[-1] or _paired_marks(path)):
            other = path[1:-1].strip()
        elif "#" in path or any(blank in path for blank in " \t"):
            other = re.split(r"\s+#|\s", path.strip(), maxsplit=1)[0]
        if other is not None and other != path:
            return (
                f"has a path written without quotes, {path!r}, that reads as that name or as "
                f"{other!r} (the rest a note or marks around it), so the file was not "
                f'accepted. Write the name meant in quotes: \'"file_path": "{other}"\' or '
                f'\'"file_path": "{path}"\''
            )
    return None


def _merged_files(text: str, files: list[Any], skip: set[int]) -> list[StructureProblem]:
    """Files whose content holds the end of a member and a key the repaired answer has fewer
    members with than the text writes: the path key of a file object (a missing or mistyped
    ``,``/``}`` between two objects read them as one), or ``content`` itself (a file object
    with two contents read as one)."""
    problems: list[StructureProblem] = []
    names = {
        str(key): canonical_field(str(key))
        for item in files
        if isinstance(item, dict)
        for key in item
        if canonical_field(str(key)) in ("PATH", "CONTENT")
    }
    for name in sorted(names):
        # The end of a member, a separator or bracket, maybe slipped ('"}{"file_path":',
        # '", {"file_path":', '"], {"file_path":', '"},, {"file_path":', '"}; {"file_path":',
        # '" {"file_path":', '", "content":'), and the key, its ':' maybe left out; not a
        # dict literal's '{"file_path":' in code.
        key = re.compile(
            r'"\s*(?:[,}\]][\s,;{}\[\]]{0,8}|\{\s*)"'
            + re.escape(name)
            + r'"\s*(?::|"(?!\s*[,}\]]))'
        )
        written = len(re.findall(r'(?<!\\)"' + re.escape(name) + r'"\s*(?::|")', text))
        read = sum(1 for item in files if isinstance(item, dict) and name in item)
        if written <= read:
            continue
        for index, item in enumerate(files):
            content = item.get("content") if isinstance(item, dict) else None
            if index in skip or not isinstance(content, str) or not key.search(content):
                continue
            if names[name] == "CONTENT":
                why = (
                    "the file object probably has two contents (a quote inside the first left "
                    "unescaped, or the key written twice). Write one 'content' per file and "
                    'escape every " inside it as \\"'
                )
            else:
                why = (
                    "two file objects were probably read as one (a ',' or '}' missing or "
                    "mistyped between them). Separate file objects with '},{'"
                )
            problems.append(
                StructureProblem(
                    index,
                    f"file {index + 1}{_named(item)}: its content holds {name!r} as a key, "
                    f"and the answer writes that key {written} times but has {read} file "
                    f"object(s) with it: {why}",
                )
            )
    return problems


# A content key (any spelling of its case) with its ':', in any quoting the repair reads
# (double, single, smart quotes, or none): dropped text that may hold a file.
_CONTENT_KEY: Final = re.compile(
    r"""(?i)(?:["'\u2018\u2019\u201c\u201d]|(?<![\w$]))content["'\u2018\u2019\u201c\u201d]?\s*:"""
)


def _files_after(text: str, repair: RepairResult, *, bare: bool) -> list[StructureProblem]:
    """A file object (a path key and a ``content``) in a value the repair saw but did not
    keep: after the answer (its ``files`` list closed early, or the last file written outside
    it: ``{"files": [{...a.py...}]}`` then ``{"path": "b.py", "content": ...}``, in a fence
    of its own or not), or before it (a one-line answer, then the last file as a longer
    list: the longer value kept; looked for only when the value kept is ``bare``, a list of
    files and no whole answer). A second file, or a second version of one, that the answer
    read does not hold: the whole answer is in doubt."""
    after = next((s.pos for s in repair.repairs if s.kind is RepairKind.TRAILING_TEXT), None)
    before = next((s.pos for s in repair.repairs if s.kind is RepairKind.OTHER_VALUES), None)
    look_after = after is not None and _CONTENT_KEY.search(text, after) is not None
    look_before = bare and before is not None and _CONTENT_KEY.search(text, 0, before) is not None
    if not (look_after or look_before):
        return []
    # (from the start: where a fence opens is known only to a scan from the start)
    for candidate in iter_json_candidates(text, None):
        outside = (look_after and after is not None and candidate.start >= after) or (
            look_before and before is not None and candidate.end <= before
        )
        if not outside or is_example(text, candidate):
            continue  # (a format example quoted beside the answer holds no file of it)
        found = candidate.value
        items = found if isinstance(found, list) else [found]
        if isinstance(found, dict) and isinstance(found.get("files"), list):
            items = found["files"]
        for item in items:
            if not isinstance(item, dict) or not any(str(key).lower() == "content" for key in item):
                continue
            paths = [v for k, v in item.items() if canonical_field(str(k)) == "PATH"]
            if paths:
                line, _ = line_column(text, candidate.start)
                where = (
                    "after the answer's JSON ends"
                    if after is not None and candidate.start >= after
                    else "before the JSON read as the answer"
                )
                return [
                    StructureProblem(
                        None,
                        f"line {line}: {where}, the text holds another file object, for "
                        f"{paths[0]!r} (the 'files' list was probably closed early, or it is "
                        "a second version of a file): the files read may not be the ones "
                        "meant. Put every file once in one 'files' list",
                    )
                ]
    return []


def _ends_like_an_answer(text: str, repair: RepairResult) -> bool:
    """Whether the text dropped after the JSON ends as the answer does (``"}]}``) and could be
    the rest of the last content (a quote in it left unescaped ended it early).

    It could not when the answer's strings escape their line breaks (no raw control
    character was repaired) and the dropped text holds a raw line break: a writer that
    escaped every line break of the content wrote that text outside of it (prose or a fence
    after a valid answer, ``Done: "ok"}``)."""
    escaped = not any(step.kind is RepairKind.CONTROL_CHARACTER for step in repair.repairs)
    for step in repair.repairs:
        if step.kind is not RepairKind.TRAILING_TEXT:
            continue
        end = _ANSWER_END.search(text, step.pos)
        if end is None:
            continue
        gap = len(text[: step.pos].rstrip(" \t\r\n"))  # (the blanks before it are dropped too)
        if not (escaped and text.find("\n", gap, end.start()) >= 0):
            return True
    return False
