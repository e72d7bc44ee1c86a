"""Generation grammars: the format as a grammar a decoder can be constrained by.

With constrained decoding (llguidance in llama.cpp, vLLM, SGLang, outlines; OpenAI's custom
tools with a Lark grammar; xgrammar; llama.cpp's GBNF) a model *cannot* write a malformed
document: :func:`grammar` returns a grammar that accepts the LF documents :func:`artifact_codec.
dumps` writes with one delimiter, and nothing else. In particular no content line can start with
the delimiter, so the raw contents never need escaping.

Three dialects, generated from the same pieces:

- ``"lark"``: Lark syntax as llguidance and OpenAI read it (and Python's ``lark`` with Earley).
  Those engines have a greedy lexer and no lookaround, so each file's content together with the
  delimiter that closes it is ONE terminal: a sequence of lines that do not start with the
  delimiter, written as a nested prefix complement (a line is empty, or its first character is
  not the delimiter's first, or it has the first and then not the second, ...).
- ``"gbnf"``: llama.cpp's GBNF, character by character, the same complement as rules.
- ``"regex"``: one regular expression (outlines-style); JSON in the header is nested at most
  :data:`REGEX_HEADER_DEPTH` deep there, since a regular expression cannot count brackets.

What a grammar cannot check is left to the reader: ``total_files`` against the number of
blocks, the path policy, distinct paths. Characters are written as ``\\xhh``/``\\uhhhh``
escapes, which Python's ``re``, Rust's ``regex`` and GBNF all read the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Literal

from .spec import (
    DEFAULT_DELIMITER,
    END_SUFFIX,
    FIELD_TO_ATTRIBUTE,
    RESERVED_FIELDS,
    SEPARATOR,
    VERBATIM_FIELD,
    check_delimiter,
)

__all__ = ["REGEX_HEADER_DEPTH", "Dialect", "grammar", "openai_tool"]

Dialect = Literal["lark", "gbnf", "regex"]

#: How deep JSON may nest in the header with the ``regex`` dialect (the header object is level 1).
REGEX_HEADER_DEPTH: Final = 4

# Field names a block may not use after PATH: PATH itself (once per block) and the names the
# format reserves (they would land on a model attribute).
_NOT_EXTRA = frozenset({"PATH"} | (RESERVED_FIELDS - set(FIELD_TO_ATTRIBUTE) - {VERBATIM_FIELD}))
_NAME_FIRST = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NAME_REST = _NAME_FIRST + "0123456789_"
_REGEX_SPECIAL = frozenset("\\.+*?()|[]{}^$-/#&~")


def _char(char: str) -> str:
    """One character as every regular-expression engine reads it literally: the characters that
    are special somewhere behind a backslash, other printable characters as themselves, control
    characters as ``\\xhh``. (Hex escapes for printable characters would not do: Lark turns
    them into the character before compiling, so ``\\x5b`` becomes a live ``[``, and xgrammar
    reads as many hex digits as follow. Nor may ``<``/``>`` take a backslash: Rust's regex reads
    ``\\<`` as a word boundary.)"""
    if char in _REGEX_SPECIAL:
        return "\\" + char
    if char.isprintable():
        return char
    return f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"


def _gbnf_char(char: str) -> str:
    """One character in a GBNF literal or class: every ASCII character as ``\\xhh``, letters and
    digits too (xgrammar reads as many hex digits as follow ``\\x``, so ``\\x3dF`` would be one
    character), the rest as itself (GBNF is UTF-8; llguidance's GBNF reader mangles ``\\u``)."""
    return f"\\x{ord(char):02x}" if char.isascii() else char


def _literal(text: str, escape: Callable[[str], str] = _char) -> str:
    return "".join(escape(char) for char in text)


def _class(chars: str, *, negate: bool, escape: Callable[[str], str] = _char) -> str:
    return "[" + ("^" if negate else "") + "".join(escape(c) for c in chars) + "]"


class _Regex:
    """Regular-expression pieces shared by the ``lark`` and ``regex`` dialects."""

    string = r'"(?:[^"\\\x00-\x1f]|\\(?:["\\\/bfnrt]|u[0-9a-fA-F]{4}))*"'
    number = r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"
    # A field value: plain (no control characters, no blank or '"' first, no blank last) or
    # one JSON string.
    plain = r'[^"\x00-\x20\x7f](?:[^\x00-\x1f\x7f]*[^\x00-\x20\x7f])?'
    value = f"(?:{plain}|{string})"

    @staticmethod
    def not_starting_with(prefix: str) -> str:
        """A line (without its line break) that does not start with ``prefix``."""
        # Built from the inside out: after the first k characters of the prefix, the line
        # ends, or goes on with any character but the next one of the prefix.
        tail = ""
        for char in reversed(prefix):
            other = f"{_class(char + chr(10), negate=True)}[^\\n]*"
            tail = f"(?:{other}|{_char(char)}{tail})?" if tail else f"(?:{other})?"
        return tail

    @staticmethod
    def name_except(words: frozenset[str]) -> str:
        """A field name ``[A-Z][A-Z0-9_]*`` that is none of ``words`` (a trie complement)."""

        def node(prefix: str, alphabet: str) -> str:
            below = sorted({w[len(prefix)] for w in words if w.startswith(prefix) and w != prefix})
            parts = []
            if prefix and prefix not in words:
                parts.append("")
            others = "".join(c for c in alphabet if c not in below)
            if others:
                parts.append(f"[{others}][A-Z0-9_]*")
            parts.extend(c + node(prefix + c, _NAME_REST) for c in below)
            return "(?:" + "|".join(parts) + ")"

        return node("", _NAME_FIRST)


def _json_regex(depth: int) -> str:
    """A JSON object on one line as :func:`json.dumps` writes it, nested at most ``depth``."""
    scalar = f"(?:{_Regex.string}|{_Regex.number}|true|false|null)"
    value = scalar
    for _ in range(depth - 1):
        array = f"\\[(?:{value}(?:, {value})*)?\\]"
        obj = f"\\{{(?:{_Regex.string}: {value}(?:, {_Regex.string}: {value})*)?\\}}"
        value = f"(?:{scalar}|{array}|{obj})"
    return f"\\{{(?:{_Regex.string}: {value}(?:, {_Regex.string}: {value})*)?\\}}"


def _lark(delimiter: str) -> str:
    d = _literal(delimiter)
    line = _Regex.not_starting_with(delimiter)
    extra = _Regex.name_except(_NOT_EXTRA)
    return f"""// artifact-codec format, version 1: generation grammar (delimiter {delimiter})
// Accepts exactly the LF documents artifact_codec.dumps writes with this delimiter.
start: object "\\n\\n" DELIMITER ("\\n" block)* END
block: PATH_LINE FIELD_LINE* SEPARATOR CONTENT
object: "{{" (pair (", " pair)*)? "}}"
pair: STRING ": " value
array: "[" (value (", " value)*)? "]"
value: object | array | STRING | NUMBER | "true" | "false" | "null"
DELIMITER: /{d}/
END: /{_literal(END_SUFFIX)}\\n/
PATH_LINE: /PATH: {_Regex.value}\\n/
FIELD_LINE: /{extra}: {_Regex.value}\\n/
SEPARATOR: /{_literal(SEPARATOR)}\\n/
// a file's content (lines that do not start with the delimiter) and the delimiter after it
CONTENT: /(?:{line}\\n)+{d}/
STRING: /{_Regex.string}/
NUMBER: /{_Regex.number}/
"""


def _gbnf(delimiter: str) -> str:
    g = _gbnf_char
    rules = [
        f"# artifact-codec format, version 1: generation grammar (delimiter {delimiter})",
        "# Accepts exactly the LF documents artifact_codec.dumps writes with this delimiter.",
        f'root ::= object "\\n\\n" delimiter ("\\n" block)* "{_literal(END_SUFFIX, g)}\\n"',
        f'delimiter ::= "{_literal(delimiter, g)}"',
        'block ::= "PATH: " field-value "\\n" field-line* '
        f'"{_literal(SEPARATOR, g)}\\n" content-line+ delimiter',
        'field-line ::= field-name ": " field-value "\\n"',
        "field-value ::= plain-value | string",
        'plain-value ::= [^"\\x00-\\x20\\x7f] ([^\\x00-\\x1f\\x7f]* [^\\x00-\\x20\\x7f])?',
        'content-line ::= line-0 "\\n"',
    ]
    # A line not starting with the delimiter: line-k has matched its first k characters.
    for index, char in enumerate(delimiter):
        other = f"{_class(char + chr(10), negate=True, escape=g)} [^\\n]*"
        nxt = f' | "{g(char)}" line-{index + 1}' if index + 1 < len(delimiter) else ""
        rules.append(f"line-{index} ::= ({other}{nxt})?")
    rules.extend(_gbnf_name_rules(_NOT_EXTRA))
    rules += [
        'object ::= "{" (pair (", " pair)*)? "}"',
        'pair ::= string ": " value',
        'array ::= "[" (value (", " value)*)? "]"',
        'value ::= object | array | string | number | "true" | "false" | "null"',
        'string ::= "\\"" (string-char | "\\\\" (["\\\\/bfnrt] | "u" hex hex hex hex))* "\\""',
        'string-char ::= [^"\\\\\\x00-\\x1f]',
        "hex ::= [0-9a-fA-F]",
        'number ::= "-"? ("0" | [1-9] [0-9]*) ("." [0-9]+)? ([eE] [+-]? [0-9]+)?',
    ]
    return "\n".join(rules) + "\n"


def _gbnf_name_rules(words: frozenset[str]) -> list[str]:
    """Rules for ``field-name``: ``[A-Z][A-Z0-9_]*`` but none of ``words``; one rule per node
    of the words' trie (GBNF engines limit how deep parentheses nest)."""
    rules: list[str] = []

    def node(prefix: str, alphabet: str) -> str:
        name = "field-name" + (f"-{len(rules)}" if prefix else "")
        rules.append("")  # reserve this rule's place
        at = len(rules) - 1
        below = sorted({w[len(prefix)] for w in words if w.startswith(prefix) and w != prefix})
        parts = []
        others = "".join(c for c in alphabet if c not in below)
        if others:
            parts.append(f"[{others}] [A-Z0-9_]*")
        parts.extend(f'"{c}" {node(prefix + c, _NAME_REST)}' for c in below)
        optional = bool(prefix) and prefix not in words
        body = " | ".join(parts)
        rules[at] = f"{name} ::= " + (f"({body})?" if optional else body)
        return name

    node("", _NAME_FIRST)
    return rules


def _regex(delimiter: str) -> str:
    d = _literal(delimiter)
    line = _Regex.not_starting_with(delimiter)
    extra = _Regex.name_except(_NOT_EXTRA)
    block = (
        f"{d}\\nPATH: {_Regex.value}\\n(?:{extra}: {_Regex.value}\\n)*"
        f"{_literal(SEPARATOR)}\\n(?:{line}\\n)+"
    )
    return f"{_json_regex(REGEX_HEADER_DEPTH)}\\n\\n(?:{block})*{d}{_literal(END_SUFFIX)}\\n"


def grammar(*, delimiter: str = DEFAULT_DELIMITER, dialect: Dialect = "lark") -> str:
    """The grammar of the documents :func:`artifact_codec.dumps` writes with ``delimiter``.

    ``dialect`` is ``"lark"`` (llguidance, OpenAI custom tools, Python's lark with Earley),
    ``"gbnf"`` (llama.cpp) or ``"regex"`` (one regular expression; the header's JSON nested at
    most :data:`REGEX_HEADER_DEPTH` deep). A model decoding under it can only write a document
    of the format: a JSON header line, blocks whose content lines never start with the
    delimiter, and the end marker. Raises ``ValueError`` for a delimiter the format does not
    allow or an unknown dialect.
    """
    problem = check_delimiter(delimiter)
    if problem is not None:
        raise ValueError(problem.replace("files_delimiter", "delimiter"))
    if dialect == "lark":
        return _lark(delimiter)
    if dialect == "gbnf":
        return _gbnf(delimiter)
    if dialect == "regex":
        return _regex(delimiter)
    raise ValueError(f"unknown grammar dialect {dialect!r}; use 'lark', 'gbnf' or 'regex'")


def openai_tool(
    *,
    name: str = "write_files",
    delimiter: str = DEFAULT_DELIMITER,
    description: str | None = None,
) -> dict[str, Any]:
    """An OpenAI custom-tool definition whose input is constrained by the Lark grammar, for
    ``client.responses.create(tools=[openai_tool()], ...)``: the tool call's input is then a
    document of the format, ready for :func:`artifact_codec.loads`."""
    return {
        "type": "custom",
        "name": name,
        "description": description
        or (
            "Write the files: a JSON header line, then for each file a delimiter line, "
            "'PATH: relative/path', optional fields, '---' and the raw content, then the end "
            "marker line."
        ),
        "format": {"type": "grammar", "syntax": "lark", "definition": grammar(delimiter=delimiter)},
    }
