"""The model builder: blocks -> files -> :class:`GeneratedCode`, for every reader.

The strict reader hands it the blocks it read; the lenient readers hand it the blocks they
accepted, through :func:`assemble` (the same grammar check first, places in the original text).
"""

from __future__ import annotations

import json
import re
from typing import Any, Final, NamedTuple, NoReturn

from lark import Token
from pydantic import ValidationError

from ..errors import ArtifactDecodeError, UnsafePathError
from ..format.lines import decode_field_value
from ..format.paths import PathSet, already_normal, normalize_path
from ..format.spec import (
    ATTRIBUTE_TO_FIELD,
    DEFAULT_DELIMITER,
    FIELD_TO_ATTRIBUTE,
    HUNK_KEYS,
    NEW_PATH_FIELD,
    OLD_SUFFIX,
    OPERATION_FIELD,
    RESERVED_FIELDS,
    SEPARATOR,
    VERBATIM_FIELD,
    end_marker,
)
from ..models import GeneratedCode, GeneratedFile, check_operation_paths, code_from_checked
from ..operations import FileOperation, Hunk, OperationKind
from .blocks import RawBlock, RawHunk
from .grammar import Structure

__all__ = ["BlockValues", "Builder", "assemble", "block_name", "plain_field_values"]

_KINDS = {kind.value: kind for kind in OperationKind}
#: The fields an operation's block may have besides PATH (a file's others describe a file).
_OPERATION_FIELDS = frozenset({OPERATION_FIELD, NEW_PATH_FIELD, VERBATIM_FIELD})


class BlockValues(NamedTuple):
    """What a block's fields say: the model values, ``VERBATIM``, and for an edit block the
    kind of operation and the new path of a rename."""

    model: dict[str, Any]
    verbatim: bool
    operation: OperationKind | None = None
    new_path: str | None = None


#: One field line of a block in the usual form: the name, and the value without the blanks
#: around it (what ``FIELD_LINE`` and ``rstrip`` read). Greedy, then back over trailing blanks
#: only: linear however many blanks a line holds.
_FIELD_PAIR: Final = re.compile(r"([A-Z][A-Z0-9_]*):[ \t]*((?:[^\n]*[^ \t\n])?)[ \t]*\n")

#: Field names that fill the model's own attributes; ``PATH`` among them.
_ATTRIBUTES: Final = dict(FIELD_TO_ATTRIBUTE)

#: Field names a block in the usual form does not have: the format's own (``VERBATIM``) and
#: the names an extra field may not take.
_UNUSUAL: Final = RESERVED_FIELDS - FIELD_TO_ATTRIBUTE.keys()


def block_name(block: int, path: str | None) -> str:
    return f"block {block} (PATH: {path})" if path else f"block {block}"


def _reserved_reason(name: str) -> str:
    if name == "CONTENT":
        return f"the content is the raw text after the {SEPARATOR!r} line"
    attribute = name.lower()
    return f"the {attribute.replace('_', ' ')} is the {ATTRIBUTE_TO_FIELD[attribute]!r} field"


class Builder:
    """Turns blocks into files and files into a :class:`GeneratedCode` (the model builder).

    ``error(msg, pos)`` makes the exception for a place in the document. Problems are found in
    the order of the text; the first one is kept and raised by :meth:`code`, after the
    structure of the whole document was checked (so a document that is also cut off says so).
    """

    def __init__(self, error: Any, *, decoded: bool = False) -> None:
        self.error = error
        self._decoded = decoded  # the values are read already (the lenient post-lexer's)
        #: The files so far: models, or the checked values of a file built with the document
        #: (:func:`~artifact_codec.models.code_from_checked`).
        self.files: list[GeneratedFile | dict[str, str]] = []
        self.verbatim: set[int] = set()
        self.paths = PathSet()
        self.problem: ArtifactDecodeError | None = None
        self.conflict: ArtifactDecodeError | None = None
        self._path_pos: list[int] = []
        #: The operations of edit blocks, in order, and where each block and its hunks start.
        self.operations: list[FileOperation] = []
        self.operation_places: list[tuple[int, tuple[int, ...]]] = []

    def fields(self, number: int, block: RawBlock) -> BlockValues | None:
        """The model values of a block's fields, its ``VERBATIM`` and ``OPERATION``; None
        after a problem."""
        try:
            return self._fields(number, block)
        except _Refused as refused:
            if self.problem is None:
                self.problem = refused.error
            return None

    def _fields(self, number: int, block: RawBlock) -> BlockValues:
        values: dict[str, Any] = {}
        verbatim = False
        raw_path: str | None = None
        path_pos = -1
        operation: OperationKind | None = None
        raw_new: tuple[str, int] | None = None
        for line in block.fields:
            name = line.name
            where = _Where(number, raw_path)  # worded only if an error names it
            if (
                name in values
                or (name == VERBATIM_FIELD and verbatim)
                or (name == "PATH" and path_pos != -1)
            ):
                self._fail(f"{where}: the field {name} appears twice; keep one", line.pos)
            try:
                value = line.value if self._decoded else decode_field_value(line.value)
            except ValueError as reason:
                self._fail(f"{where}: the value of {name} {reason}", line.pos)
            if name == "PATH":
                raw_path, path_pos = value, line.pos
                continue
            if name == OPERATION_FIELD:
                if operation is not None or value not in _KINDS:
                    self._fail(
                        f"{where}: {OPERATION_FIELD} must be one of {', '.join(_KINDS)} "
                        f"(once), not {value!r}; leave the field out for a whole file",
                        line.pos,
                    )
                operation = _KINDS[value]
                continue
            if name == NEW_PATH_FIELD:
                if raw_new is not None:
                    self._fail(f"{where}: the field {name} appears twice; keep one", line.pos)
                raw_new = (value, line.pos)
                continue
            if name == VERBATIM_FIELD:
                if value != "yes":
                    self._fail(
                        f"{where}: {VERBATIM_FIELD} must be 'yes' (the content is taken exactly "
                        f"as written), not {value!r}; remove the line or write "
                        f"'{VERBATIM_FIELD}: yes'",
                        line.pos,
                    )
                verbatim = True
                continue
            if name in RESERVED_FIELDS and name not in FIELD_TO_ATTRIBUTE:
                self._fail(
                    f"{where}: {name} is not a block field ({_reserved_reason(name)}); remove "
                    "the line",
                    line.pos,
                )
            values[name] = value
        if raw_path is None:
            self._fail(
                f"block {number} has no PATH field; add a line 'PATH: relative/path.ext' after "
                "the delimiter line",
                block.pos,
            )
        try:
            path = normalize_path(raw_path)
        except UnsafePathError as error:
            self._fail(f"{block_name(number, raw_path)}: {error.reason}", path_pos)
        model = {
            FIELD_TO_ATTRIBUTE.get(name, name.lower()): value for name, value in values.items()
        }
        model["file_path"] = path
        if operation is not None or raw_new is not None:
            return self._operation_fields(number, block, model, verbatim, operation, raw_new)
        conflict = self.paths.add(path)
        if conflict is not None and self.conflict is None:
            self.conflict = self.error(
                f"block {conflict.second + 1} (PATH: {path}): {conflict.reason} (see block "
                f"{conflict.first + 1})",
                path_pos,
            )
        return BlockValues(model, verbatim)

    def _operation_fields(
        self,
        number: int,
        block: RawBlock,
        model: dict[str, Any],
        verbatim: bool,
        operation: OperationKind | None,
        raw_new: tuple[str, int] | None,
    ) -> BlockValues:
        path = model["file_path"]
        where = block_name(number, path)
        if operation is None:
            assert raw_new is not None
            self._fail(
                f"{where}: {NEW_PATH_FIELD} names the new path of a renamed file; add "
                f"'{OPERATION_FIELD}: rename'",
                raw_new[1],
            )
        others = [line for line in block.fields if line.name not in _OPERATION_FIELDS]
        others = [line for line in others if line.name != "PATH"]
        if others:
            self._fail(
                f"{where}: an {OPERATION_FIELD} block takes no {others[0].name} field (only "
                f"PATH, {NEW_PATH_FIELD} and {VERBATIM_FIELD}); remove the line",
                others[0].pos,
            )
        new_path = None
        if (operation is OperationKind.RENAME) != (raw_new is not None):
            self._fail(
                f"{where}: {NEW_PATH_FIELD} is "
                + (
                    "required for a rename: add a line 'NEW_PATH: new/path.ext'"
                    if raw_new is None
                    else f"only for '{OPERATION_FIELD}: rename'; remove the line"
                ),
                block.pos if raw_new is None else raw_new[1],
            )
        if raw_new is not None:
            try:
                new_path = normalize_path(raw_new[0])
            except UnsafePathError as error:
                self._fail(f"{where}: {NEW_PATH_FIELD}: {error.reason}", raw_new[1])
        return BlockValues(model, verbatim, operation, new_path)

    def block(self, values: BlockValues, block: RawBlock) -> GeneratedFile | None:
        """The file of a block, or (an edit block) its operation, kept for :meth:`code`;
        None when the block holds an operation or cannot be one."""
        if values.operation is None and block.hunks:
            # Hunk lines in a block that is a whole file by its fields: the model forgot the
            # OPERATION line. Read as a file, the hunks' texts would be lost (an empty file).
            path = values.model["file_path"]
            if self.problem is None:
                self.problem = self.error(
                    f"the block of {path} holds hunks ({OLD_SUFFIX} lines) but no OPERATION "
                    "line, so it is a whole file by its fields; write 'OPERATION: edit' after "
                    "its PATH line, or send the whole file without hunk lines",
                    block.hunks[0].pos,
                )
            return None
        if values.operation is None:
            return self.file(values.model, values.verbatim, block.content)
        try:
            operation = self._operation(values, block)
        except _Refused as refused:
            if self.problem is None:
                self.problem = refused.error
            return None
        self.operations.append(operation)
        self.operation_places.append((block.pos, tuple(hunk.pos for hunk in block.hunks)))
        return None

    def _operation(self, values: BlockValues, block: RawBlock) -> FileOperation:
        kind = values.operation
        assert kind is not None
        path = values.model["file_path"]
        where = f"the {kind} block of {path}"
        whole = kind in (OperationKind.CREATE, OperationKind.REPLACE)
        if block.hunks and kind not in (OperationKind.EDIT, OperationKind.RENAME):
            self._fail(
                f"{where} has hunks ({OLD_SUFFIX} lines); only an edit or a rename has them",
                block.hunks[0].pos,
            )
        if kind is OperationKind.EDIT and not block.hunks:
            self._fail(
                f"{where} has no hunk: after '---' write a line '<delimiter>{OLD_SUFFIX}', the "
                "text to replace, a line '<delimiter>NEW' and the text to put there",
                block.pos,
            )
        if block.has_content and not whole:
            self._fail(
                f"{where} has content; a {kind} block holds "
                + ("hunks" if kind is not OperationKind.DELETE else "nothing after '---'"),
                block.content_pos,
            )
        hunks = tuple(self._hunk(where, hunk) for hunk in block.hunks)
        try:
            return FileOperation(
                kind=kind,
                path=path,
                new_path=values.new_path,
                content=block.content if whole else None,
                hunks=hunks,
            )
        except ValidationError as error:  # pragma: no cover - the checks above come first
            self._fail(f"{where} is invalid: {_reason(error.errors()[0])}", block.pos)

    def _hunk(self, where: str, hunk: RawHunk) -> Hunk:
        attributes: dict[str, Any] = {}
        # The fields start at the first "OLD {": a delimiter holds no space, and the fields
        # (an anchor's text) may hold "OLD" themselves.
        _, marker, fields = hunk.line.partition(OLD_SUFFIX + " {")
        rest = "{" + fields if marker else ""
        if rest.strip():
            try:
                attributes = json.loads(rest)
            except json.JSONDecodeError as error:
                self._fail(
                    f"{where}: the fields on its {OLD_SUFFIX} line are not a JSON object "
                    f'({error.msg}); write them as {{"line_hint": 12}}',
                    hunk.pos,
                )
            unknown = (
                sorted(set(attributes) - set(HUNK_KEYS)) if isinstance(attributes, dict) else []
            )
            if not isinstance(attributes, dict) or unknown:
                self._fail(
                    f"{where}: its {OLD_SUFFIX} line may carry only {', '.join(HUNK_KEYS)}"
                    + (f", not {unknown[0]!r}" if unknown else ""),
                    hunk.pos,
                )
        try:
            return Hunk(old=hunk.old, new=hunk.new, **attributes)
        except ValidationError as error:
            self._fail(f"{where}: its hunk is invalid: {_reason(error.errors()[0])}", hunk.pos)

    def plain_files(self, records: list[dict[str, str]], paths: list[str]) -> int:
        """Take the files of blocks in the usual form (the reader read them: values under the
        model's attribute names, ``content`` too, and each ``PATH`` as written) while each path
        passes the path policy and clashes with no path before it. Returns how many were
        taken, from the first; the block after them needs :meth:`fields` (which then says what
        is wrong with it). The paths, mostly plain names, are checked at once where they can be
        (:func:`~artifact_codec.format.paths.already_normal`); the files are built with the
        document, in one call of pydantic-core (:meth:`code`)."""
        if len(paths) < 4 or not already_normal(paths):  # (one by one is quicker then)
            normal = []
            for record, raw in zip(records, paths, strict=True):
                try:
                    record["file_path"] = path = normalize_path(raw)
                except UnsafePathError:
                    break
                normal.append(path)
            paths = normal
        built = self.paths.add_all(paths)  # (a clash is not added: fields() finds it again)
        self.files.extend(records[:built])
        return built

    def file(self, values: dict[str, Any], verbatim: bool, content: str) -> GeneratedFile:
        # Every value is a str and the path went through the path policy: the model's own
        # validation would only repeat that work.
        file = GeneratedFile.from_checked(values, content)
        if verbatim:
            self.verbatim.add(len(self.files))
        self.files.append(file)
        return file

    def code(self, header: dict[str, Any], header_pos: int) -> GeneratedCode:
        """The document's model; raises the first problem found in the blocks."""
        if self.problem is not None:
            raise self.problem
        if self.conflict is not None:
            raise self.conflict
        try:
            code = code_from_checked(header, self.files)
        except ValidationError as exc:
            error = exc.errors()[0]
            location = ".".join(str(part) for part in error["loc"])
            raise self.error(
                f"the header's {location or 'content'} is invalid: {_reason(error)}", header_pos
            ) from None
        if self.operations:
            try:
                code.edits = self.operations
                check_operation_paths(code)
            except ValueError as error:
                raise self.error(str(error), self.operation_places[0][0]) from None
            code.__pydantic_fields_set__.add("edits")
        return code

    def _fail(self, msg: str, pos: int) -> NoReturn:
        raise _Refused(self.error(msg, pos))


def plain_field_values(fields: str) -> dict[str, str] | None:
    """The values of field lines ``NAME: value``, each with its ``\\n`` (any names, in any
    order), under the model's attribute names, as :meth:`Builder.fields` takes them; None for a
    name given twice, a value that may be quoted, no ``PATH``, ``VERBATIM`` or a reserved name
    (the line by line reading says what is wrong)."""
    pairs = _FIELD_PAIR.findall(fields)
    values = dict(pairs)
    if len(values) != len(pairs) or '"' in fields or "PATH" not in values:
        return None
    if not _UNUSUAL.isdisjoint(values):
        return None
    return {_ATTRIBUTES.get(name) or name.lower(): value for name, value in pairs}


class _Where:
    """How an error names a block, worded only when an error is raised."""

    __slots__ = ("number", "path")

    def __init__(self, number: int, path: str | None) -> None:
        self.number, self.path = number, path

    def __str__(self) -> str:
        return block_name(self.number, self.path)


class _Refused(Exception):
    def __init__(self, error: ArtifactDecodeError) -> None:
        self.error = error


def _reason(error: Any) -> str:
    context = error.get("ctx", {}).get("error")
    if context is not None and hasattr(context, "reason"):
        return str(context.reason)
    return str(error["msg"]).removeprefix("Value error, ")


def assemble(
    text: str, header: dict[str, Any], header_pos: int, blocks: list[RawBlock]
) -> GeneratedCode:
    """The model of blocks a lenient reader found in ``text``: the same grammar check and model
    builder as the strict reader, fed the post-lexer's tokens (positions in ``text``, field
    values already read). Raises :class:`ArtifactDecodeError` for what cannot be a model
    (an invalid header value)."""

    def error(msg: str, pos: int) -> ArtifactDecodeError:
        return ArtifactDecodeError(msg, text, pos)

    def explain(token: Token, expected: set[str], detail: str | None = None) -> Exception:
        # The post-lexer makes blocks of the grammar's shape only: this is a bug of ours.
        return AssertionError(f"the lenient reader made a block the grammar refuses: {token!r}")

    structure = Structure(explain)
    builder = Builder(error, decoded=True)
    structure.header("{}", header_pos)
    for number, block in enumerate(blocks, 1):
        structure.begin(block.pos, DEFAULT_DELIMITER)
        structure.block(block, DEFAULT_DELIMITER)
        values = builder.fields(number, block)
        if values is not None:
            builder.block(values, block)
    structure.end(len(text), end_marker(DEFAULT_DELIMITER))
    structure.finish(len(text))
    return builder.code(header, header_pos)
