"""The strict reader: ``loads`` and ``load``.

Flow: :class:`~artifact_codec.read.lexer.Tokenizer` -> Lark LALR parser built from
``grammars/artifact.lark`` (checks the order of the tokens) -> :class:`_Blocks` transformer
(collects each block's tokens) -> models. Anything :func:`artifact_codec.dumps` could not have
written raises :class:`ArtifactDecodeError` naming the place and the fix; Lark's own exceptions
never escape.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import IO, Any

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError, UnexpectedToken
from lark.lexer import Lexer
from pydantic import ValidationError

from ..errors import ArtifactDecodeError
from ..format.grammar import grammar_text
from ..format.header import has_lone_surrogate
from ..format.spec import (
    ATTRIBUTE_TO_FIELD,
    FIELD_LINE,
    FIELD_TO_ATTRIBUTE,
    FORMAT_KEYS,
    RESERVED_FIELDS,
    SEPARATOR,
    VERBATIM_FIELD,
)
from ..models import GeneratedCode, GeneratedFile
from ..write.paths import PathConflictError
from .lexer import Tokenizer

__all__ = ["load", "loads"]


@dataclass(frozen=True, slots=True)
class RawBlock:
    """The tokens of one block, before they are checked and turned into a model."""

    pos: int
    fields: list[Token]
    content: str


class _Blocks(Transformer[Token, list[RawBlock]]):
    """Runs inside the LALR parser (no parse tree is built): one call per block."""

    def block(self, children: list[Token]) -> RawBlock:
        # children: DELIMITER FIELD* SEPARATOR CONTENT?
        last = children[-1]
        has_content = last.type == "CONTENT"
        fields = children[1 : -2 if has_content else -1]
        return RawBlock(children[0].start_pos or 0, fields, str(last) if has_content else "")

    def start(self, children: list[Any]) -> list[RawBlock]:
        return children[1:-1]  # drop HEADER and END


@cache
def grammar_parser() -> Lark:
    """The Lark LALR parser of the format, built once per process (it is stateless)."""
    return Lark(grammar_text(), parser="lalr", lexer=_NoLexer, transformer=_Blocks())


class _NoLexer(Lexer):
    """Placeholder lexer: tokens are fed by :class:`Tokenizer` through the interactive parser."""

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, lexer_state: Any, parser_state: Any) -> Iterator[Token]:  # pragma: no cover
        raise NotImplementedError("tokens come from artifact_codec.read.lexer.Tokenizer")


def loads(s: str, /) -> GeneratedCode:
    """Parse a document of the artifact format into a :class:`GeneratedCode`.

    Strict: accepts what :func:`dumps` writes, plus harmless variants (CRLF line ends, a BOM,
    blank lines before the first block, a missing final newline, ``total_files`` left out).
    Raises :class:`ArtifactDecodeError` with ``msg, doc, pos, lineno, colno`` otherwise.
    For text straight from a model, use :func:`parse_response`, which tolerates more.
    """
    if not isinstance(s, str):
        raise TypeError(f"loads() takes a str, not {type(s).__name__}; use load() for files")
    return read_document(s)[0]


def read_document(s: str, /) -> tuple[GeneratedCode, frozenset[int]]:
    """:func:`loads`, plus the indexes of the files whose block says ``VERBATIM: yes`` (the
    lenient reader must take those contents exactly as written)."""
    tokenizer = Tokenizer(s)
    blocks = _parse_blocks(tokenizer)
    return _build(tokenizer, blocks)


def load(fp: IO[bytes], /) -> GeneratedCode:
    """Read a binary file object holding a UTF-8 document and parse it with :func:`loads`."""
    data = fp.read()
    if isinstance(data, str):
        raise TypeError("load() needs a file opened in binary mode ('rb')")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        prefix = data[: exc.start].decode("utf-8", "replace")
        raise ArtifactDecodeError(
            f"the document is not valid UTF-8 (byte {exc.start}); save it as UTF-8",
            prefix,
            len(prefix),
        ) from None
    return loads(text)


def _parse_blocks(tokenizer: Tokenizer) -> list[RawBlock]:
    interactive = grammar_parser().parse_interactive()
    token: Token | None = None
    try:
        for token in tokenizer.tokens():
            interactive.feed_token(token)
        token = Token("$END", "", len(tokenizer.doc))
        result: list[RawBlock] = interactive.feed_token(token)
    except UnexpectedToken as exc:
        raise _explain(tokenizer, exc.token, exc.expected) from None
    except LarkError as exc:  # pragma: no cover - the LALR parser raises UnexpectedToken only
        pos = token.start_pos if token is not None and token.start_pos is not None else 0
        raise tokenizer.error(f"the document does not fit the format: {exc}", pos) from None
    return result


def _block_name(block: int, path: str | None) -> str:
    return f"block {block} (PATH: {path})" if path else f"block {block}"


def _explain(tokenizer: Tokenizer, token: Token, expected: set[str]) -> ArtifactDecodeError:
    """Turn a grammar error into a sentence that names the place and the fix."""
    pos = token.start_pos if token.start_pos is not None else len(tokenizer.doc)
    end, delimiter = tokenizer.end, tokenizer.delimiter
    if "SEPARATOR" in expected:
        block, path = (
            tokenizer.previous
            if token.type == "DELIMITER"
            else (
                tokenizer.block,
                tokenizer.path,
            )
        )
        name = _block_name(block, path)
        if token.type == "TEXT":
            msg = (
                f"{name}: the line {str(token)!r} is not a field line 'NAME: value'; end the "
                f"fields with a line {SEPARATOR!r} before the content"
            )
        elif token.type == "$END":
            msg = (
                f"the document ends inside the fields of {name}; the response looks cut off: "
                f"finish the block's fields with {SEPARATOR!r}, its content, and the end marker "
                f"{end!r}"
            )
        else:
            msg = (
                f"{name} has no {SEPARATOR!r} line after its fields; put a line {SEPARATOR!r} "
                "between the fields and the content"
            )
    elif token.type == "$END":
        msg = (
            f"the document ends without the end marker {end!r}; the response looks cut off: "
            f"finish it with a line {end!r}"
        )
    elif token.type == "TEXT" and "$END" in expected:
        msg = f"unexpected text after the end marker {end!r}; remove it"
    else:
        msg = (
            f"expected a delimiter line {delimiter!r} or the end marker {end!r}, found "
            f"{str(token)!r}; each file starts with a delimiter line"
        )
    return tokenizer.error(msg, pos)


def _build(tokenizer: Tokenizer, blocks: list[RawBlock]) -> tuple[GeneratedCode, frozenset[int]]:
    header = tokenizer.header
    total = header.get("total_files")
    if total is not None and total != len(blocks):
        raise tokenizer.error(
            f"the header says total_files is {total}, but the document has {len(blocks)} "
            f"block{'s' if len(blocks) != 1 else ''}; correct total_files or add the missing "
            "files",
            tokenizer.header_pos,
        )
    files = [build_file(tokenizer, number, block) for number, block in enumerate(blocks, 1)]
    verbatim = frozenset(index for index, (_, exact) in enumerate(files) if exact)
    data = {key: value for key, value in header.items() if key not in FORMAT_KEYS}
    data["files"] = [file for file, _ in files]
    try:
        return GeneratedCode.model_validate(data), verbatim
    except ValidationError as exc:
        raise _explain_header(tokenizer, blocks, exc) from None


def build_file(tokenizer: Tokenizer, number: int, block: RawBlock) -> tuple[GeneratedFile, bool]:
    """The file of one block, and whether the block says ``VERBATIM: yes``."""
    values: dict[str, Any] = {"content": block.content}
    verbatim = False
    names: set[str] = set()
    path_token: Token | None = None
    raw_path: str | None = None
    for token in block.fields:
        match = FIELD_LINE.fullmatch(token)
        assert match is not None  # the lexer made FIELD tokens from such lines only
        name, raw = match.group(1), match.group(2).rstrip(" \t")
        where = _block_name(number, raw_path)
        if name in names:
            raise tokenizer.error(
                f"{where}: the field {name} appears twice; keep one", token.start_pos or 0
            )
        names.add(name)
        value = _field_value(tokenizer, where, name, raw, token.start_pos or 0)
        if name == "PATH":
            path_token, raw_path = token, value
        elif name == VERBATIM_FIELD:
            if value != "yes":
                raise tokenizer.error(
                    f"{where}: {VERBATIM_FIELD} must be 'yes' (the content is taken exactly as "
                    f"written), not {value!r}; remove the line or write '{VERBATIM_FIELD}: yes'",
                    token.start_pos or 0,
                )
            verbatim = True
            continue
        elif name in RESERVED_FIELDS and name not in FIELD_TO_ATTRIBUTE:
            raise tokenizer.error(
                f"{where}: {name} is not a block field ({_reserved_reason(name)}); remove the line",
                token.start_pos or 0,
            )
        values[FIELD_TO_ATTRIBUTE.get(name, name.lower())] = value
    if path_token is None:
        raise tokenizer.error(
            f"block {number} has no PATH field; add a line 'PATH: relative/path.ext' after the "
            "delimiter line",
            block.pos,
        )
    try:
        return GeneratedFile.model_validate(values), verbatim
    except ValidationError as exc:
        error = exc.errors()[0]
        pos = path_token.start_pos if error["loc"] == ("file_path",) else block.pos
        reason = _reason(error)
        raise tokenizer.error(f"{_block_name(number, raw_path)}: {reason}", pos or 0) from None


def _reserved_reason(name: str) -> str:
    if name == "CONTENT":
        return f"the content is the raw text after the {SEPARATOR!r} line"
    attribute = name.lower()
    return f"the {attribute.replace('_', ' ')} is the {ATTRIBUTE_TO_FIELD[attribute]!r} field"


def _field_value(tokenizer: Tokenizer, where: str, name: str, raw: str, pos: int) -> str:
    # A value that needs escaping (line breaks, edge blanks, a leading quote) is written as a JSON
    # string literal; anything else is the raw rest of the line.
    if not raw.startswith('"'):
        return raw
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = None
    if not isinstance(value, str):
        raise tokenizer.error(
            f"{where}: the value of {name} starts with '\"' but is not a JSON string; a quoted "
            'value must be one complete JSON string such as "two\\nlines"',
            pos,
        )
    if has_lone_surrogate(value):
        raise tokenizer.error(
            f"{where}: the value of {name} has a lone surrogate escape (half of a UTF-16 pair, "
            "not a character); write the character itself or a complete pair",
            pos,
        )
    return value


def _reason(error: Any) -> str:
    context = error.get("ctx", {}).get("error")
    if context is not None and hasattr(context, "reason"):
        return str(context.reason)
    message = str(error["msg"])
    return message.removeprefix("Value error, ")


def _explain_header(
    tokenizer: Tokenizer, blocks: list[RawBlock], exc: ValidationError
) -> ArtifactDecodeError:
    error = exc.errors()[0]
    context = error.get("ctx", {}).get("error")
    if isinstance(context, PathConflictError):
        block = blocks[context.second]
        pos = next(
            (field.start_pos or 0 for field in block.fields if field.startswith("PATH")),
            block.pos,
        )
        return tokenizer.error(
            f"block {context.second + 1} (PATH: {context.path}): {context.reason} "
            f"(see block {context.first + 1})",
            pos,
        )
    location = ".".join(str(part) for part in error["loc"])
    return tokenizer.error(
        f"the header's {location or 'content'} is invalid: {_reason(error)}", tokenizer.header_pos
    )
