"""The line rules of format version 1: what one line of a document is, and how one is written.

``grammars/artifact.lark`` says in which order the lines of a document may come; this module
says what each line *is* (a delimiter line, the end marker, a field line, the separator) and
how a field line is written. The strict reader, the streaming reader, the lenient post-lexer
and the serializer all decide with these functions, so none of them can drift from the others.
The lenient reader's tolerances (blanks after a delimiter, decorated field names) are written
here too, next to the rule they relax.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Final, Literal, NamedTuple

from .content import BARE_FILE_NAMES
from .header import has_lone_surrogate
from .spec import DEFAULT_DELIMITER, END_SUFFIX, NEW_SUFFIX, OLD_SUFFIX, SEPARATOR

__all__ = [
    "DELIMITER_FAMILY",
    "FAMILY_PREFIX",
    "FIELD_LINE",
    "LENIENT_FIELD",
    "LENIENT_SEPARATOR",
    "Marker",
    "PathValue",
    "block_field_names",
    "canonical_field",
    "decode_field_value",
    "family_member",
    "field_line",
    "field_spellings",
    "is_separator",
    "lenient_field",
    "lenient_marker",
    "lenient_path",
    "lenient_value",
    "lines_starting_with",
    "marker",
    "misspelled_end_marker",
    "quoted_value",
]

#: A field line: an upper-case name, a colon, optional blanks, the value.
FIELD_LINE: Final = re.compile(r"([A-Z][A-Z0-9_]*):[ \t]*(.*)")

#: A field value written as it is; any other value is written as a JSON string literal (line
#: breaks, blanks at either end, a leading quote, control characters).
_PLAIN_VALUE: Final = re.compile(r'[^\s"\x00-\x1f\x7f](?:[^\x00-\x1f\x7f]*[^\s\x00-\x1f\x7f])?')

#: The delimiters ``dumps`` chooses from: ``===FILE_CONTENT_BLOCK===``, then
#: ``===FILE_CONTENT_BLOCK_1===``, ``_2``... (group 1: the number, absent for the default).
FAMILY_PREFIX: Final = DEFAULT_DELIMITER[:-3]  # "===FILE_CONTENT_BLOCK"
DELIMITER_FAMILY: Final = re.compile(re.escape(FAMILY_PREFIX) + r"(?:_([1-9][0-9]*))?===")


def family_member(number: int) -> str:
    """The delimiter of the family with this number (0: the default)."""
    return DEFAULT_DELIMITER if number == 0 else f"{FAMILY_PREFIX}_{number}==="


#: What a line that starts with the delimiter is: a delimiter line, the end marker, or the
#: line before a hunk's old text or its new text (in an edit block).
Marker = Literal["delimiter", "end", "old", "new"]


def marker(rest: str) -> Marker | None:
    """Strict rule for a line that starts with the delimiter; ``rest`` is what follows the
    delimiter on the line (without the line break): nothing for a delimiter line, ``END`` for
    the end marker, ``OLD`` (or ``OLD`` and a space and a JSON object of the hunk's fields)
    and ``NEW`` for a hunk's lines. Anything else is none of them (a stray line, an error in a
    strict document)."""
    if not rest:
        return "delimiter"
    if rest == END_SUFFIX:
        return "end"
    if rest == NEW_SUFFIX:
        return "new"
    if rest == OLD_SUFFIX or (rest.startswith(OLD_SUFFIX + " {") and rest.endswith("}")):
        return "old"
    return None


def lenient_marker(rest: str) -> tuple[Marker | None, bool]:
    """The lenient reader's rule: blanks around the rest are tolerated. Returns the kind and
    whether a tolerance was needed (blanks after the delimiter or around ``END``)."""
    stripped = rest.strip()
    kind = marker(stripped)
    return kind, kind is not None and stripped != rest


def is_separator(line: str) -> bool:
    """Whether ``line`` (without its line break) ends the fields of a block."""
    return line == SEPARATOR


def field_line(name: str, value: str) -> str:
    """One field line ``NAME: value\\n``; the value as a JSON string when it needs escaping, or
    when a lenient reader would read it as written differently (``**x**``, `` `x` ``, or a
    path such as ``'a.py'`` or ``a.py (main)``): a JSON string is always taken literally."""
    if (
        not _PLAIN_VALUE.fullmatch(value)
        or lenient_value(value) != value
        or (name == "PATH" and lenient_path(value)[:3] != (value, None, None))
    ):
        value = json.dumps(value, ensure_ascii=False)
    return f"{name}: {value}\n"


def quoted_value(raw: str) -> str | None:
    """The string a field value written as a JSON string literal stands for; None when ``raw``
    is not one."""
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    return value if isinstance(value, str) else None


def decode_field_value(raw: str) -> str:
    """The value of a field line whose text after the colon (and blanks) is ``raw``.

    A value that starts with ``"`` must be one JSON string literal (that is how
    :func:`field_line` writes values that need escaping); any other value is the raw text
    itself. Raises :class:`ValueError` saying what is wrong and how to write it instead."""
    if not raw.startswith('"'):
        return raw
    value = quoted_value(raw)
    if value is None:
        raise ValueError(
            "starts with '\"' but is not a JSON string; a quoted value must be one complete "
            'JSON string such as "two\\nlines"'
        )
    if has_lone_surrogate(value):
        raise ValueError(
            "has a lone surrogate escape (half of a UTF-16 pair, not a character); write the "
            "character itself or a complete pair"
        )
    return value


def lines_starting_with(prefix: str, contents: Iterable[str]) -> Iterator[tuple[str, int]]:
    """``(content, index)`` of every line of ``contents`` that starts with ``prefix``.

    Positions, not copies of the rest of the content: a copy per line would make a file of many
    such lines quadratic.
    """
    needle = "\n" + prefix
    for content in contents:
        if content.startswith(prefix):
            yield content, 0
        found = content.find(needle)
        while found != -1:
            yield content, found + 1
            found = content.find(needle, found + 1)


# -- the lenient reader's tolerances ------------------------------------------------------------

# A field line as models write it: "PATH: a", "path: a", "**PATH:** a", "**Path**: a",
# "- File: `a`". The name is at most a few words -- or a name written the way the format writes
# names (upper case), of any length: an extra field of a file as ``dumps`` writes it.
LENIENT_FIELD = re.compile(
    r"[ \t]*(?:[-*+][ \t]+)?(?P<open>\*\*|__)?[ \t]*"
    r"(?P<name>[A-Z][A-Z0-9_]*(?=:)|[A-Za-z][A-Za-z0-9_ -]{0,63}?)[ \t]*"
    # "**PATH:** a" or "**PATH**: a": the emphasis closes around the name (and colon) only
    r"(?(open)(?:(?P=open)[ \t]*:|:[ \t]*(?P=open))|:)"
    # greedy to the end of the line (the reader strips it): a lazy value followed by optional
    # blanks would try every split of a long run of blanks, which is quadratic
    r"[ \t]*(?P<value>.*)"
)


_SYNONYMS = {
    "PATH": ("path", "file", "filename", "file_name", "file_path", "filepath"),
    "TYPE": ("type", "file_type", "filetype", "kind"),
    "DESCRIPTION": ("description", "desc", "summary", "purpose"),
    "SEMANTIC_UNIT": ("semantic_unit", "semantic_unit_id"),
    "COMPONENT": ("component", "component_id"),
}


_CANONICAL = {alias: name for name, aliases in _SYNONYMS.items() for alias in aliases}

#: Names written the way the format writes names that still stand for a block field: the
#: names of model attributes, which no file may use for an extra field.
_STRICT_ALIASES = {"FILE_PATH": "PATH", "FILE_TYPE": "TYPE", "SEMANTIC_UNIT_ID": "SEMANTIC_UNIT"}
_STRICT_ALIASES["COMPONENT_ID"] = "COMPONENT"

#: Upper-case names that stand for PATH in a block that has no other path field (``dumps``
#: always writes ``PATH``, so in its output they are extra fields).
_PATH_WORDS = frozenset({"FILE", "FILENAME", "FILE_NAME", "FILEPATH"})

_EXTRA_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
_PLAIN_NAMES = frozenset(_SYNONYMS)


def _synonym_key(name: str) -> str:
    return re.sub(r"[ -]+", "_", name.strip()).lower()


def field_spellings(field: str) -> tuple[str, ...]:
    """The lower-case names :func:`canonical_field` reads as the block field ``field``
    (``PATH``: ``path``, ``file``, ``filename``, ``file_path``...); ``()`` for a field with
    no synonyms."""
    return _SYNONYMS.get(field, ())


def canonical_field(name: str) -> str | None:
    """The block field a field name stands for, taken alone (see :func:`block_field_names`
    for the rule inside a block).

    A name written the way the format writes names (``KIND``, ``FILE``: upper case) is that
    very field -- an extra one unless it is a block field -- because ``dumps`` writes a file's
    extra attribute ``kind`` so; only the names of model attributes (``FILE_PATH``) stand for
    their field. Any other spelling (``kind``, ``File name``, ``Path``) is read as the block
    field it is a synonym of (``file_path`` -> ``PATH``), else as the extra field of that
    name. None when the name cannot be a field name.
    """
    if _EXTRA_NAME.fullmatch(name):
        return _STRICT_ALIASES.get(name, name)
    key = _synonym_key(name)
    if key in _CANONICAL:
        return _CANONICAL[key]
    upper = key.upper()
    return upper if _EXTRA_NAME.fullmatch(upper) else None


def block_field_names(names: Sequence[str]) -> list[tuple[str | None, bool]]:
    """What each field name of ONE block stands for, and whether it was read as a synonym.

    A synonym fills only what the block lacks: ``kind``, ``desc``, ``summary``... are read as
    ``TYPE`` or ``DESCRIPTION`` unless the block names that field itself, and are otherwise
    extra fields of their own name (nothing a model wrote is dropped). ``FILE``,
    ``FILENAME``... in upper case are the path only in a block with no other path field. A
    path synonym in any other spelling is always a path (two different paths refuse the
    block: which file it is would be a guess).
    """
    if all(name in _PLAIN_NAMES for name in names):  # PATH, TYPE...: nothing to resolve
        return [(name, False) for name in names]
    resolved = [canonical_field(name) for name in names]
    own = {
        field
        for name, field in zip(names, resolved, strict=True)
        if field is not None and (name == field or _synonym_key(name) == field.lower())
    }
    has_path = "PATH" in resolved
    result: list[tuple[str | None, bool]] = []
    for name, field in zip(names, resolved, strict=True):
        if field is None:
            result.append((None, False))
        elif name in _PATH_WORDS:  # written as the format writes names: an extra field...
            result.append(("PATH", True) if not has_path else (name, False))
        elif name == field or _synonym_key(name) == field.lower():
            result.append((field, False))
        elif field != "PATH" and field in own:
            extra = _synonym_key(name).upper()
            result.append((extra if _EXTRA_NAME.fullmatch(extra) else None, False))
        else:
            result.append((field, not _EXTRA_NAME.fullmatch(name) or name in _STRICT_ALIASES))
    return result


def lenient_field(name: str, raw: str) -> tuple[str | None, str]:
    """How the lenient reader reads a field line's name and value taken alone (``raw`` is the
    text after the colon). The name is None when the reader would not take the line as that
    field as written (a path it refuses: see :func:`lenient_path`)."""
    field = canonical_field(name)
    if field == "PATH":
        path = lenient_path(raw)
        return (None if path.refusal else field), path.value
    return field, lenient_value(raw)


def lenient_value(raw: str) -> str:
    """The value of a field as the model meant it: ``**main.py**`` and `` `main.py` `` are
    ``main.py``; emphasis is removed only when it wraps the WHOLE value (``__init__.py`` and
    ``__main__`` are names, not emphasis, so ``__`` is never removed)."""
    value = raw.strip()
    for wrapper in ("**", "`"):
        size = len(wrapper)
        if len(value) > 2 * size and value.startswith(wrapper) and value.endswith(wrapper):
            inner = value[size:-size]
            if wrapper not in inner:
                value = inner.strip()
    if value.startswith('"'):
        decoded = quoted_value(value)
        if decoded is not None:
            return decoded
    return value


class PathValue(NamedTuple):
    """A ``PATH`` value as the lenient reader reads it: the path, what was removed around it
    (for the diagnostic; None when nothing), or why the block must be refused instead."""

    value: str
    removed: str | None
    refusal: str | None
    note: str | None = None  # the comment removed after the path, for the reader to weigh


#: A path with nothing a model decorates paths with (blanks, quotes, backticks, emphasis, links).
_PLAIN_PATH = re.compile(r"[^\s'\"`*<\[\u2018\u201c]+")
_LINK = re.compile(r"\[(?P<label>[^\]\n]+)\]\((?P<target>[^()\s]+)\)")
_WRAPPED_THEN_NOTE = re.compile(
    r"(?:(?P<ticks>`+)(?P<code>[^`\n]+)(?P=ticks)|\*\*(?P<bold>[^*\n]+)\*\*)[ \t]*(?P<note>\S.*)"
)
_QUOTES = {"'": "'", "\u2018": "\u2019", "\u201c": "\u201d", "<": ">", '"': '"'}
# A path, then a comment: in parentheses, after a dash (``-``, ``--``, an en or em dash), a
# ``#`` or ``//`` comment mark, an arrow pointing at the path (``<-``), or after a colon and a
# blank (``src/app.py: entry point``).
_ANNOTATED = re.compile(
    r"(?P<path>\S+?)(?:[ \t]+(?P<note>\(.*\)|\[.*\]|\{.*\}"
    r"|(?:--?|[#\u2013\u2014]|//|<--?|->|=>|\u2192)[ \t].*)"
    r"|:[ \t]+(?P<said>\S.*))"
)
# Marks that a real path may hold between two of its parts (``docs/a: b.md``,
# ``music/AC -- DC.txt``); ``#``, ``//``, arrows and parentheses after a blank are comments.
_PATH_MARKS = re.compile(r":[ \t]+|[ \t]+(?:--?|[\u2013\u2014])[ \t]+")
# The end of a value that names a file: a last part with a suffix, and no blank in the suffix.
_ENDS_LIKE_FILE = re.compile(r"[^\s/]*\.[A-Za-z][A-Za-z0-9_]{0,11}")
_PATHISH = re.compile(
    r".*/.*|.*\.[A-Za-z0-9_]{1,12}|(?:"
    + "|".join(re.escape(name) for name in sorted(BARE_FILE_NAMES))
    + ")"
)


def lenient_path(raw: str) -> PathValue:
    """A ``PATH`` value as the model meant it.

    A value written as a JSON string is that string, literally (that is how ``dumps`` writes
    a path that looks decorated). Otherwise, what a model writes around a path is removed,
    with a note: emphasis or backticks around it (:func:`lenient_value`), quotes (``'a.py'``,
    ``<a.py>``), a comment after it (``a.py (main application)``, ``a.py - main``,
    ``a.py -- main``, ``a.py \u2014 main``, ``a.py # main``, ``a.py // main``, ``a.py <- main``,
    ``a.py: main``, ``a.py [partial]``, ``a.py {partial}``, a backticked ``a.py`` followed by
    any text; the comment is
    :attr:`PathValue.note`, for the reader to weigh), a Markdown link whose text is its target
    (``[a.py](a.py)``). A link whose text and target differ refuses the block: which one is
    the path would be a guess. A comment is removed only after a value with no blank that
    looks like a path (a ``/``, a suffix, or a well-known name without suffix such as
    ``Makefile``: :data:`~artifact_codec.format.content.BARE_FILE_NAMES`), so ``notes (draft)``
    stays a name; so is a colon right after such a value (``src/app.py:``). A colon or a
    dash between two parts whose last word ends like a file's name (``docs/a: b.md``,
    ``music/AC -- DC.txt``) refuses the block: the whole value may be the path (a real path
    may hold ``: `` or `` -- ``) as much as the part before the mark. An arrow after the path
    (``app.py -> main.py``) is a comment, for the reader to weigh (it says the file moves).
    """
    text = raw.strip()
    # a colon after the path, as in a sentence ("PATH: src/app.py:")
    colon = text.endswith(":") and ":" not in text[:-1]
    if colon and _PLAIN_PATH.fullmatch(text) and _PATHISH.fullmatch(text[:-1]):
        return PathValue(text[:-1], "a colon after it", None)
    if _PLAIN_PATH.fullmatch(text):
        return PathValue(text, None, None)
    if text.startswith('"'):
        decoded = quoted_value(text)
        if decoded is not None:
            return PathValue(decoded, None, None)
    value = lenient_value(text)
    removed: list[str] = []
    note: str | None = None
    for _ in range(4):  # a link or quotes inside a comment: a few layers at most
        link = _LINK.fullmatch(value)
        if link:
            label, target = lenient_value(link.group("label")), link.group("target")
            if label != target:
                return PathValue(
                    value,
                    None,
                    f"the path {value[:80]!r} is a Markdown link whose text and target differ",
                )
            value = target
            removed.append("a Markdown link")
            continue
        wrapped = _WRAPPED_THEN_NOTE.fullmatch(value)
        if wrapped:
            value = (wrapped.group("code") or wrapped.group("bold") or "").strip()
            note = wrapped.group("note")
            removed.append(f"the comment {note[:60]!r}")
            continue
        if len(value) > 2 and _QUOTES.get(value[0]) == value[-1] and value[0] not in value[1:-1]:
            if value[0] == '"' and quoted_value(value) is not None:  # pragma: no cover
                break  # a JSON string, decoded by lenient_value already
            value = value[1:-1].strip()
            removed.append("quotes")
            continue
        annotated = _ANNOTATED.fullmatch(value)
        if annotated and _PATHISH.fullmatch(annotated.group("path")):
            after = annotated.group("note") or annotated.group("said") or ""
            rest = value[len(annotated.group("path")) :]
            if (
                _PATH_MARKS.match(rest)
                and "/" not in after
                and _ENDS_LIKE_FILE.fullmatch(after.rsplit(" ", 1)[-1])
            ):
                # The words after the mark end like a file's name: the whole value may be
                # the path as much as the part before the mark.
                return PathValue(
                    value,
                    None,
                    f"the path {value[:80]!r} may be that whole name or "
                    f"{annotated.group('path')[:80]!r} with a comment after it",
                )
            value = annotated.group("path")
            note = annotated.group("note") or annotated.group("said")
            removed.append(f"the comment {note[:60]!r}")
            continue
        break
    return PathValue(value, " and ".join(removed) or None, None, note)


#: A separator line as models write it: three or more dashes, blanks around.
LENIENT_SEPARATOR = re.compile(r"[ \t]*-{3,}[ \t\r]*")


_WORDS = re.compile(r"[A-Za-z0-9]+")


def misspelled_end_marker(line: str, delimiter: str) -> Literal["lone", "spelled"] | None:
    """Whether ``line`` is the end marker of ``delimiter`` written wrong: ``"spelled"`` for the
    delimiter's words and ``END`` in another spelling (``===FILE_CONTENT_BLOCK_END===``,
    ``END_FILE_CONTENT_BLOCK``, ``===END===``: ``END`` alone only between the delimiter's own
    punctuation), ``"lone"`` for ``END`` alone. The reader looks
    for them only at the very end of an answer that has no end marker."""
    stripped = line.strip()
    if len(stripped) > 200:
        return None
    if stripped == END_SUFFIX:
        return "lone"
    words = [word.upper() for word in _WORDS.findall(stripped)]
    if END_SUFFIX not in words:
        return None
    core = [word.upper() for word in _WORDS.findall(delimiter)]
    rest = [word for word in words if word not in (END_SUFFIX, "OF")]
    if rest == core:
        return "spelled"
    if not rest and not stripped[0].isalnum():
        # END between the delimiter's own punctuation (``===END===``) only: ``:END`` (a batch
        # label), ``.END`` (a SPICE netlist), ``# END``, ``-- END``, ``<!-- END -->`` or
        # ``/* END */`` are a file's own last line as much as a marker.
        around = set(_WORDS.sub("", stripped)) - {" ", "\t"}
        marks = {char for char in delimiter if not char.isalnum() and not char.isspace()}
        if around and around <= marks:
            return "spelled"
    return None


def end_shaped_line(line: str, delimiter: str) -> bool:
    """Whether ``line`` is shaped like a marker line of ``delimiter`` written wrong: it starts
    with the delimiter and goes on (``===FILE_CONTENT_BLOCK===EOF``), or it starts with the
    delimiter's leading punctuation and its first words are the delimiter's first two words
    followed by others (``===FILE_CONTENT_BLOCKS===END``, ``===FILE_CONTENT_END===``). Such
    a line cannot be a line of a file in the format (a file's content runs up to the next line
    that starts with the delimiter); the reader reads it as the end marker only as the last
    line of an answer that has no end marker."""
    stripped = line.strip()
    if len(stripped) > 200 or not stripped:
        return False
    if stripped.startswith(delimiter) and stripped != delimiter:
        return True
    lead = len(delimiter) - len(delimiter.lstrip(delimiter[0])) if delimiter else 0
    if lead == 0 or delimiter[0].isalnum() or not stripped.startswith(delimiter[:lead]):
        return False
    core = [word.upper() for word in _WORDS.findall(delimiter)]
    words = [word.upper() for word in _WORDS.findall(stripped)]
    need = min(2, len(core))
    return need > 0 and len(words) > need and words[:need] == core[:need] and words != core
