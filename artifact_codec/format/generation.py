"""Generation grammars: the format as a grammar a decoder can be constrained by.

With constrained decoding (llguidance in llama.cpp, vLLM, SGLang, outlines; OpenAI's custom
tools with a Lark grammar; xgrammar; llama.cpp's GBNF) a model *cannot* write a malformed
document: :func:`grammar` returns a grammar under which every document is one
:func:`artifact_codec.loads` reads (it is *sound*), except for the few rules a grammar cannot
state, listed in ``docs/grammar.md`` (the count in ``total_files``, the path policy, two
extra fields of one name). Every LF document :func:`artifact_codec.dumps` writes with that
delimiter is accepted (the regex dialect: with a header nested at most
:data:`REGEX_HEADER_DEPTH` deep). No content line can start with the delimiter, so the raw
contents never need escaping.

The grammar states what ``loads`` checks, in the form ``dumps`` writes it:

- the header: one JSON object on one line with ``", "``/``": "`` separators; the known keys
  in ``dumps``' order and with their types (``task_id`` and ``project_id`` a string or null,
  ``dependencies`` an array of strings, ``setup_instructions`` a string, null or an array of
  strings), then other keys (never a known key again, nor ``files`` or ``format_version``),
  then ``total_files`` (a whole number) and ``files_delimiter`` (this delimiter); strings with
  only the escapes ``json.dumps`` writes (so no lone surrogate ``\\ud800``), integers of at
  most as many digits as the interpreter converts, floats that cannot overflow, nesting at most
  as deep as ``loads`` reads;
- each block: ``PATH``, then ``TYPE``, ``DESCRIPTION``, ``SEMANTIC_UNIT``, ``COMPONENT`` (each
  at most once, in that order), other fields (never a reserved name), ``VERBATIM: yes`` at most
  once, ``---`` and the content.

Three dialects, generated from the same pieces:

- ``"lark"``: Lark syntax as llguidance and OpenAI read it (and Python's ``lark`` with Earley or
  LALR). Those engines have a greedy lexer and no lookaround, so each file's content together
  with the delimiter that closes it is ONE terminal: a sequence of lines that do not start with
  the delimiter, written as a nested prefix complement (a line is empty, or its first character
  is not the delimiter's first, or it has the first and then not the second, ...).
- ``"gbnf"``: llama.cpp's GBNF, character by character, the same complement as rules.
- ``"regex"``: one regular expression (outlines-style); JSON in the header is nested at most
  :data:`REGEX_HEADER_DEPTH` deep there, since a regular expression cannot count brackets.

Characters are written as ``\\xhh``/``\\uhhhh`` escapes, which Python's ``re``, Rust's
``regex`` and GBNF all read the same way.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from typing import Any, Final, Literal

from .header import MAX_HEADER_DEPTH
from .spec import (
    DEFAULT_DELIMITER,
    END_SUFFIX,
    FIELD_TO_ATTRIBUTE,
    FORMAT_KEYS,
    RESERVED_FIELDS,
    SEPARATOR,
    VERBATIM_FIELD,
    check_delimiter,
)

__all__ = ["REGEX_HEADER_DEPTH", "Dialect", "grammar", "openai_tool"]

Dialect = Literal["lark", "gbnf", "regex"]

#: How deep JSON may nest in the header with the ``regex`` dialect (the header object is level 1).
REGEX_HEADER_DEPTH: Final = 4

#: The header keys of the model, in the order ``dumps`` writes them, and the JSON each holds.
_KNOWN_KEYS: Final = ("task_id", "project_id", "dependencies", "setup_instructions")
#: Header keys no other key may be: the known ones, the format's own, and ``files`` (which
#: ``loads`` refuses: files are blocks).
_NOT_EXTRA_KEYS = frozenset({*_KNOWN_KEYS, *FORMAT_KEYS, "files"})
#: The block fields of the model after PATH, in the order ``dumps`` writes them.
_KNOWN_FIELDS: Final = tuple(name for name in FIELD_TO_ATTRIBUTE if name != "PATH")
# Field names an extra field may not have: the known ones (at most once each, in their place)
# and every name the format reserves (VERBATIM has a line of its own).
_NOT_EXTRA_FIELDS = frozenset({*FIELD_TO_ATTRIBUTE, *RESERVED_FIELDS})
_NAME_FIRST = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_NAME_REST = _NAME_FIRST + "0123456789_"
_REGEX_SPECIAL = frozenset("\\.+*?()|[]{}^$-/#&~")
# When the interpreter converts integers of any length, the grammar still stops somewhere.
_DEFAULT_INT_DIGITS = 4300
# The largest finite double is 1.7976931348623157e308: its digits after the first.
_MAX_DOUBLE_FRACTION = "7976931348623157"


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


def _literal_char(char: str) -> str:
    """One character of a literal in a regular expression: as :func:`_char`, but ``"`` as the
    class ``["]`` (Lark reads a backslash followed by ``"`` in a regular expression as ``"``
    alone, which a delimiter or its JSON form can hold: ``a\\"``)."""
    return '["]' if char == '"' else _char(char)


def _literal(text: str, escape: Callable[[str], str] = _literal_char) -> str:
    return "".join(escape(char) for char in text)


def _class(chars: str, *, negate: bool, escape: Callable[[str], str] = _char) -> str:
    return "[" + ("^" if negate else "") + "".join(escape(c) for c in chars) + "]"


def _int_digits() -> int:
    """The most digits an integer may have: what this interpreter converts (``loads`` refuses
    longer ones)."""
    get = getattr(sys, "get_int_max_str_digits", None)
    limit = get() if get is not None else 0
    return int(limit) if limit else _DEFAULT_INT_DIGITS


def _fraction_at_most(bound: str) -> list[str]:
    """Alternatives for a non-empty string of digits ``f`` with ``0.f <= 0.bound``."""
    alternatives = []
    for index, digit in enumerate(bound):
        if index:
            alternatives.append(bound[:index])
        if digit != "0":
            alternatives.append(f"{bound[:index]}[0-{int(digit) - 1}][0-9]*")
    alternatives.append(f"{bound}0*")
    return alternatives


def _trie(words: Iterable[str], prefix: str) -> tuple[list[str], bool]:
    """The characters that continue ``prefix`` towards one of ``words``, and whether ``prefix``
    is itself one of them."""
    words = list(words)
    below = sorted({w[len(prefix)] for w in words if w.startswith(prefix) and w != prefix})
    return below, prefix in words


class _Regex:
    """Regular-expression pieces shared by the ``lark`` and ``regex`` dialects."""

    # A unit of a JSON string as json.dumps writes it: any character but '"', '\\' and
    # control characters, or one of the escapes it writes (no \\/, and \\u only for control
    # characters: so no lone surrogate, and no escaped spelling of another character).
    escape = r'\\(?:["\\bfnrt]|u00[01][0-9a-fA-F])'
    unit = rf'(?:[^"\\\x00-\x1f]|{escape})'
    string = f'"{unit}*"'
    # A field value: plain (no control characters, no blank or '"' first, no blank last) or
    # one JSON string.
    plain = r'[^"\x00-\x20\x7f](?:[^\x00-\x1f\x7f]*[^\x00-\x20\x7f])?'
    value = f"(?:{plain}|{string})"

    @staticmethod
    def unit_except(chars: Iterable[str]) -> str:
        return rf'(?:[^"\\\x00-\x1f{"".join(chars)}]|{_Regex.escape})'

    @staticmethod
    def number(max_digits: int) -> str:
        """A JSON number ``loads`` reads back: an integer of at most ``max_digits`` digits, or a
        float written as ``repr`` writes it that cannot overflow to infinity. Longest forms
        first: Python's ``re`` (Lark's lexer) takes the first alternative that matches."""
        top = "|".join(_fraction_at_most(_MAX_DOUBLE_FRACTION))
        exponent = r"(?:-[0-9]+|\+?0*(?:[12][0-9]{2}|30[0-7]|[0-9]{1,2}))"
        return (
            f"-?(?:1(?:\\.(?:{top}))?[eE]\\+?0*308"
            f"|[0-9](?:\\.[0-9]+)?[eE]{exponent}"
            r"|(?:0|[1-9][0-9]{0,15})\.[0-9]+"
            f"|0|[1-9][0-9]{{0,{max_digits - 1}}})"
        )

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
            below, is_word = _trie(words, prefix)
            parts = []
            if prefix and not is_word:
                parts.append("")
            others = "".join(c for c in alphabet if c not in below)
            if others:
                parts.append(f"[{others}][A-Z0-9_]*")
            parts.extend(c + node(prefix + c, _NAME_REST) for c in below)
            return "(?:" + "|".join(parts) + ")"

        return node("", _NAME_FIRST)

    @staticmethod
    def key_except(words: frozenset[str]) -> str:
        """A JSON string that decodes to none of ``words`` (plain lower-case names: a string
        with an escape in it cannot be one)."""

        def node(prefix: str) -> str:
            below, is_word = _trie(words, prefix)
            parts = [] if is_word else [""]
            parts.append(f"{_Regex.unit_except(below)}{_Regex.unit}*")
            parts.extend(c + node(prefix + c) for c in below)
            return "(?:" + "|".join(parts) + ")"

        return f'"{node("")}"'

    @staticmethod
    def json_value(level: int, depth: int, number: str) -> str:
        """A JSON value at nesting ``level`` (the header object is level 1), with arrays and
        objects only down to level ``depth``."""
        string = _Regex.string
        scalar = f"(?:{string}|{number}|true|false|null)"
        value = scalar
        for _ in range(depth - level + 1):
            array = f"\\[(?:{value}(?:, {value})*)?\\]"
            obj = f"\\{{(?:{string}: {value}(?:, {string}: {value})*)?\\}}"
            value = f"(?:{scalar}|{array}|{obj})"
        return value

    @staticmethod
    def header(delimiter: str, depth: int) -> str:
        """The header line's JSON object (see the module docstring)."""
        string = _Regex.string
        strings = f"\\[(?:{string}(?:, {string})*)?\\]"
        number = _Regex.number(_int_digits())
        value = _Regex.json_value(2, depth, number)
        types = {
            "task_id": f"(?:{string}|null)",
            "project_id": f"(?:{string}|null)",
            "dependencies": strings,
            "setup_instructions": f"(?:{string}|null|{strings})",
        }
        known = "".join(f'(?:"{key}": {types[key]}, )?' for key in _KNOWN_KEYS)
        extra = f"(?:{_Regex.key_except(_NOT_EXTRA_KEYS)}: {value}, )*"
        count = f"(?:0|[1-9][0-9]{{0,{_int_digits() - 1}}})"
        tail = f'"total_files": {count}, "files_delimiter": {_literal(_json(delimiter))}'
        return f"\\{{{known}{extra}{tail}\\}}"

    @staticmethod
    def fields() -> str:
        """The field lines of a block after its PATH line, up to the separator line."""
        value = _Regex.value
        known = "".join(f"(?:{name}: {value}\\n)?" for name in _KNOWN_FIELDS)
        extra = f"(?:{_Regex.name_except(_NOT_EXTRA_FIELDS)}: {value}\\n)*"
        return f"{known}{extra}(?:{VERBATIM_FIELD}: yes\\n)?{_literal(SEPARATOR)}\\n"


def _json(text: str) -> str:
    """``text`` as the JSON string ``dumps`` writes for it."""
    return json.dumps(text, ensure_ascii=False)


def _lark(delimiter: str) -> str:
    d = _literal(delimiter)
    line = _Regex.not_starting_with(delimiter)
    value = _Regex.value
    depth = MAX_HEADER_DEPTH
    known_rules = {
        "task_id": '(STRING | "null")',
        "project_id": '(STRING | "null")',
        "dependencies": "strings",
        "setup_instructions": '(STRING | "null" | strings)',
    }
    lines = [
        f"// artifact-codec format, version 1: generation grammar (delimiter {delimiter})",
        "// Every document it accepts is one artifact_codec.loads reads, but for the rules",
        "// docs/grammar.md lists; it accepts every LF document dumps writes with this delimiter.",
        'start: "{" '
        + " ".join(f"{key}?" for key in _KNOWN_KEYS)
        + ' extra* TOTAL_FILES COUNT FILES_DELIMITER DELIMITER ("\\n" block)* END',
    ]
    for key in _KNOWN_KEYS:
        lines.append(f'{key}: {key.upper()} {known_rules[key]} ", "')
    lines += [
        'strings: "[" (STRING (", " STRING)*)? "]"',
        'extra: EXTRA_KEY ": " value2 ", "',
    ]
    for level in range(2, depth + 1):
        inner = f"value{level + 1}" if level < depth else "scalar"
        lines += [
            f"value{level}: scalar | array{level} | object{level}",
            f'array{level}: "[" ({inner} (", " {inner})*)? "]"',
            f'object{level}: "{{" (STRING ": " {inner} (", " STRING ": " {inner})*)? "}}"',
        ]
    lines += [
        'scalar: STRING | NUMBER | "true" | "false" | "null"',
        "block: PATH_LINE "
        + " ".join(f"{name}_LINE?" for name in _KNOWN_FIELDS)
        + " FIELD_LINE* VERBATIM_LINE? SEPARATOR CONTENT",
    ]
    for key in _KNOWN_KEYS:
        lines.append(f'{key.upper()}: /"{key}": /')
    lines += [
        f"EXTRA_KEY: /{_Regex.key_except(_NOT_EXTRA_KEYS)}/",
        'TOTAL_FILES: /"total_files": /',
        f"COUNT: /0|[1-9][0-9]{{0,{_int_digits() - 1}}}/",
        f'FILES_DELIMITER: /, "files_delimiter": {_literal(_json(delimiter))}\\}}\\n\\n/',
        f"DELIMITER: /{d}/",
        f"END: /{_literal(END_SUFFIX)}\\n/",
        f"PATH_LINE: /PATH: {value}\\n/",
    ]
    for name in _KNOWN_FIELDS:
        lines.append(f"{name}_LINE: /{name}: {value}\\n/")
    lines += [
        f"FIELD_LINE: /{_Regex.name_except(_NOT_EXTRA_FIELDS)}: {value}\\n/",
        f"VERBATIM_LINE: /{VERBATIM_FIELD}: yes\\n/",
        f"SEPARATOR: /{_literal(SEPARATOR)}\\n/",
        "// a file's content (lines not starting with the delimiter) and the delimiter after it",
        f"CONTENT: /(?:{line}\\n)+{d}/",
        f"STRING: /{_Regex.string}/",
        f"NUMBER: /{_Regex.number(_int_digits())}/",
    ]
    return "\n".join(lines) + "\n"


def _gbnf(delimiter: str) -> str:
    g = _gbnf_char

    def lit(text: str) -> str:
        return f'"{_literal(text, g)}"'

    depth = MAX_HEADER_DEPTH
    digits = _int_digits()
    rules = [
        f"# artifact-codec format, version 1: generation grammar (delimiter {delimiter})",
        "# Every document it accepts is one artifact_codec.loads reads, but for the rules",
        "# docs/grammar.md lists; it accepts every LF document dumps writes with this delimiter.",
        "root ::= "
        + lit("{")
        + " "
        + " ".join(f"{key.replace('_', '-')}?" for key in _KNOWN_KEYS)
        + " extra* "
        + lit('"total_files": ')
        + " count "
        + lit(f', "files_delimiter": {_json(delimiter)}}}\n\n')
        + ' delimiter ("\\n" block)* '
        + lit(f"{END_SUFFIX}\n"),
        f"delimiter ::= {lit(delimiter)}",
        "task-id ::= " + lit('"task_id": ') + " (string | " + lit("null") + ") " + lit(", "),
        "project-id ::= " + lit('"project_id": ') + " (string | " + lit("null") + ") " + lit(", "),
        "dependencies ::= " + lit('"dependencies": ') + " strings " + lit(", "),
        "setup-instructions ::= "
        + lit('"setup_instructions": ')
        + " (string | "
        + lit("null")
        + " | strings) "
        + lit(", "),
        "strings ::= " + lit("[") + " (string (" + lit(", ") + " string)*)? " + lit("]"),
        "extra ::= extra-key " + lit(": ") + " value-2 " + lit(", "),
    ]
    for level in range(2, depth + 1):
        inner = f"value-{level + 1}" if level < depth else "scalar"
        rules += [
            f"value-{level} ::= scalar | array-{level} | object-{level}",
            f"array-{level} ::= {lit('[')} ({inner} ({lit(', ')} {inner})*)? {lit(']')}",
            f"object-{level} ::= {lit('{')} (string {lit(': ')} {inner} ({lit(', ')} string "
            f"{lit(': ')} {inner})*)? {lit('}')}",
        ]
    rules += [
        "scalar ::= string | number | " + " | ".join(lit(w) for w in ("true", "false", "null")),
        "block ::= "
        + lit("PATH: ")
        + ' field-value "\\n" '
        + " ".join(f"({lit(name + ': ')} field-value " + '"\\n")?' for name in _KNOWN_FIELDS)
        + " field-line* ("
        + lit(f"{VERBATIM_FIELD}: yes\n")
        + ")? "
        + lit(f"{SEPARATOR}\n")
        + " content-line+ delimiter",
        "field-line ::= field-name " + lit(": ") + ' field-value "\\n"',
        "field-value ::= plain-value | string",
        'plain-value ::= [^"\\x00-\\x20\\x7f] ([^\\x00-\\x1f\\x7f]* [^\\x00-\\x20\\x7f])?',
        'content-line ::= line-0 "\\n"',
    ]
    # A line not starting with the delimiter: line-k has matched its first k characters.
    for index, char in enumerate(delimiter):
        other = f"{_class(char + chr(10), negate=True, escape=g)} [^\\n]*"
        nxt = f' | "{g(char)}" line-{index + 1}' if index + 1 < len(delimiter) else ""
        rules.append(f"line-{index} ::= ({other}{nxt})?")
    rules.extend(_gbnf_name_rules(_NOT_EXTRA_FIELDS))
    rules.extend(_gbnf_key_rules(_NOT_EXTRA_KEYS))
    top = " | ".join(
        " ".join(_gbnf_digits(piece)) for piece in _fraction_at_most(_MAX_DOUBLE_FRACTION)
    )
    rules += [
        'string ::= "\\"" string-unit* "\\""',
        'string-unit ::= [^"\\\\\\x00-\\x1f] | string-escape',
        'string-escape ::= "\\\\" (["\\\\bfnrt] | "\\x75\\x30\\x30" [01] hex)',
        "hex ::= [0-9a-fA-F]",
        f"count ::= {lit('0')} | [1-9] [0-9]{{0,{digits - 1}}}",
        "number ::= " + lit("-") + "? (number-top | number-exponent | number-point | count)",
        f"number-top ::= {lit('1')} ({lit('.')} ({top}))? [eE] {lit('+')}? {lit('0')}* "
        + lit("308"),
        f"number-exponent ::= [0-9] ({lit('.')} [0-9]+)? [eE] ({lit('-')} [0-9]+ | "
        f"{lit('+')}? {lit('0')}* ([12] [0-9] [0-9] | {lit('30')} [0-7] | [0-9] [0-9]?))",
        f"number-point ::= ({lit('0')} | [1-9] [0-9]{{0,15}}) {lit('.')} [0-9]+",
    ]
    return "\n".join(rules) + "\n"


def _gbnf_digits(pattern: str) -> list[str]:
    """A digit pattern of :func:`_fraction_at_most` (``79[0-6][0-9]*``) as GBNF items."""
    items: list[str] = []
    index = 0
    while index < len(pattern):
        if pattern.startswith("[0-9]*", index):
            items.append("[0-9]*")
            index += 6
        elif pattern[index] == "[":
            end = pattern.index("]", index)
            items.append(pattern[index : end + 1])
            index = end + 1
        elif pattern[index] == "*":
            items[-1] += "*"
            index += 1
        else:
            items.append(f'"{_gbnf_char(pattern[index])}"')
            index += 1
    return items


def _gbnf_name_rules(words: frozenset[str]) -> list[str]:
    """Rules for ``field-name``: ``[A-Z][A-Z0-9_]*`` but none of ``words``; one rule per node
    of the words' trie (GBNF engines limit how deep parentheses nest)."""
    rules: list[str] = []

    def node(prefix: str, alphabet: str) -> str:
        name = "field-name" + (f"-{len(rules)}" if prefix else "")
        rules.append("")  # reserve this rule's place
        at = len(rules) - 1
        below, is_word = _trie(words, prefix)
        parts = []
        others = "".join(c for c in alphabet if c not in below)
        if others:
            parts.append(f"[{others}] [A-Z0-9_]*")
        parts.extend(f'"{c}" {node(prefix + c, _NAME_REST)}' for c in below)
        optional = bool(prefix) and not is_word
        body = " | ".join(parts)
        rules[at] = f"{name} ::= " + (f"({body})?" if optional else body)
        return name

    node("", _NAME_FIRST)
    return rules


def _gbnf_key_rules(words: frozenset[str]) -> list[str]:
    """Rules for ``extra-key``: a JSON string that decodes to none of ``words``."""
    rules: list[str] = []

    def node(prefix: str) -> str:
        name = f"extra-key-{len(rules)}"
        rules.append("")
        at = len(rules) - 1
        below, is_word = _trie(words, prefix)
        excluded = "".join(_gbnf_char(c) for c in below)
        parts = [f'([^"\\\\\\x00-\\x1f{excluded}] | string-escape) string-unit*']
        parts.extend(f'"{_gbnf_char(c)}" {node(prefix + c)}' for c in below)
        body = " | ".join(parts)
        rules[at] = f"{name} ::= " + (body if is_word else f"({body})?")
        return name

    first = node("")
    return ['extra-key ::= "\\"" ' + first + ' "\\""', *rules]


def _regex(delimiter: str) -> str:
    d = _literal(delimiter)
    line = _Regex.not_starting_with(delimiter)
    block = f"{d}\\nPATH: {_Regex.value}\\n{_Regex.fields()}(?:{line}\\n)+"
    header = _Regex.header(delimiter, REGEX_HEADER_DEPTH)
    return f"{header}\\n\\n(?:{block})*{d}{_literal(END_SUFFIX)}\\n"


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
