"""The gap between the pieces of a string join, read token by token (fix-json64), and where
a refused join's pieces stop being read (the place its refusal names). Used by
:mod:`.literals`."""

from __future__ import annotations

import re
from typing import Final

from .context import Unrepairable

__all__ = [
    "CONTENT_PLUS",
    "CUT_STRING",
    "GAP_SKIP",
    "JOIN",
    "JOINED_STRING",
    "JOIN_IN_VIEW",
    "LITERAL_JOIN",
    "ONE_LINE_STRING",
    "PARENS_PIECES",
    "adjacent_proven",
    "content_join_proven",
    "ends_in_newline_escape",
    "escaped_at",
    "join_pieces",
    "pieces_stop",
    "plus_chain",
    "refuse_single_pieces",
    "refuse_unread_gap",
    "string_end",
]

#: Between two pieces of a join besides ``+``: every character accounted for by the tokens a
#: model writes there (fix-json64): blanks and line breaks, comments of the languages the
#: pieces imitate, ``//`` and ``#`` to the line end, ``/* */`` over any number of lines, of any
#: length, right after a quote too (``"x = 1\n"//c``). Possessive: each character is read once.
_GAP: Final = r"(?:[ \t\r\n]++|//[^\n]*+|#[^\n]*+|/\*(?:[^*]++|\*(?!/))*+\*/)*+"
#: Between a triple-quoted or backtick literal and another (their texts are pasted code, whose
#: own comments a wider gap would take for a join's): blanks, ``//`` and one-line ``/* */``
#: comments, bounded, none right after a quote (fix-literals51).
_LITERAL_GAP: Final = r"(?:[ \t\r\n]|(?<![\"'`])(?://[^\n]{0,200}(?:\n|\Z)|/\*[^\n]{0,200}?\*/))*"
#: What joins two pieces of a value: ``+`` (group 1) or blanks (as Python joins them); the
#: second for a literal's join.
JOIN: Final = re.compile(_GAP + r"(\+" + _GAP + r")?")
LITERAL_JOIN: Final = re.compile(_LITERAL_GAP + r"(\+" + _LITERAL_GAP + r")?")
#: A JSON string on one line that a literal may be joined to (``"# head\n" + """..."""``);
#: no bound on its length (a license head escaped onto one line): the pattern is linear.
ONE_LINE_STRING: Final = re.compile(r'"(?:[^"\\\n]|\\.)*"')
#: A join in view after a JSON string's first closer: ``+`` or blanks (a comment between),
#: then another literal's opener of any kind (``"``, ``'''``, ``"""``, a backtick, ``r"""``).
JOIN_IN_VIEW: Final = re.compile(
    _GAP
    + r"(?:\+"
    + _GAP
    + r')?"(?!"")|'
    + _LITERAL_GAP
    + r"(?:\+"
    + _LITERAL_GAP
    + r")?[rRbBuUfF]{0,2}(?:\"|'''|`)"
)
#: A JSON string cut by the end of the text (a cut answer's last key or value).
CUT_STRING: Final = re.compile(r'"(?:[^"\\]|\\.)*\\?\Z', re.DOTALL)
#: A JSON string on one line joined to a value: ``+`` (group 1) or blanks, comments between,
#: then the string.
JOINED_STRING: Final = re.compile(
    r"(?=[ \t\r\n+/#])" + _GAP + r"(\+" + _GAP + r')?"(?!"")(?:[^"\\\n]|\\.)*"'
)
#: Blanks and comments of a join's gap, no ``+`` (where a refusal names the place).
GAP_SKIP: Final = re.compile(_GAP)
#: On one line between two pieces: marks only (another language's join, ``..``, ``.``, ``&``,
#: a ``,``), no name: as code a line would start with them and a quote (fix-json75).
_OPERATOR_GAP: Final = re.compile(r"[ \t]*[^\w\s\"'\\]{1,3}[ \t]*")
#: After a ``,`` between pieces: another piece that is no key (a list's brackets left out).
_PIECE_AFTER_COMMA: Final = re.compile(r',[ \t\r\n]*"(?:[^"\\\n]|\\.)*"[ \t\r\n]*(?![ \t\r\n:])')
#: A join's gap (blanks, comments, a ``+`` as group 1), then a single-quoted piece.
_SINGLE_JOIN: Final = re.compile(_GAP + r"(\+" + _GAP + r")?'")
#: Strings side by side in parentheses whose join is proven (fix-json75).
PARENS_PIECES: Final = (
    "strings side by side in parentheses over a line break or after a piece ending a line: "
    "read as Python's pieces they are joined, read as one string it keeps their quotes and "
    "the text between; it is not clear what was meant (write the content as one JSON string)"
)
#: Pieces joined with ``+`` on one line of a file's content, the join not proven (hunt99).
CONTENT_PLUS: Final = (
    "two JSON strings joined with '+' on one line of a file's content, the join not proven: "
    "read as a join the file holds the code without these quotes (JavaScript's '+' between "
    "JSON strings), read as unescaped quotes it keeps them (as in 'a + \" + \" + b' or "
    "'{\"+\": add}'); it is not clear what was meant (write the content as one JSON string, "
    "its quotes escaped)"
)
#: A word character (a line of code starts with it).
_WORD: Final = re.compile(r"\w")
#: A quote, "+" and the quote of another string: JavaScript string concatenation.
_CONCAT: Final = re.compile(r"[ \t]*\+[ \t\r\n]*([\"'])")
#: The first piece of a concatenation: a short string on one line, no quote inside.
_PLAIN_PIECE: Final = re.compile(r"[^\"'\n\r]*")
_MAX_CHAIN: Final = 32
#: The escape of a high surrogate ending a piece, and of a low one opening the next.
_HIGH_SURROGATE: Final = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}\Z")
_LOW_SURROGATE: Final = re.compile(r"\\u[dD][c-fC-F][0-9a-fA-F]{2}")
_SHORT_STRINGS: Final = {
    '"': re.compile(r'(?:[^"\\\n]|\\.){0,1000}"'),
    "'": re.compile(r"(?:[^'\\\n]|\\.){0,1000}'"),
}
#: The pieces of a join walked to name the place a refusal stops at.
_MOST_PIECES: Final = 64


def adjacent_proven(text: str, pos: int, start: int) -> bool:
    r"""Whether two JSON strings side by side, the first ending at ``pos`` and the second
    opening at ``start`` (blanks or comments between), are proven a join (Python's, the
    pieces being lines) rather than one string of unescaped code (``sep = " ".join(x)``):
    - a line break between (a ``//`` comment's too): as code, a double-quoted string would
      run over a raw line break holding only blanks (no such string in Python, JavaScript,
      C, Java or Go); as a join, the pieces are written one a line;
    - the first piece ends in an escaped ``\n``, the second starts with a word character: as
      a join, the next line of the text (``"x = 1\n" "y = 2\n"``); as code, a line would
      start with a string of blanks then a name or a number (``" "y = 2``), which none reads.
    Over a line break a comment's quotes are the comment's (fix-json75); a gap on one line or
    touching the quote of no line holding one (``"a"# the "b" key``) proves nothing.
    Neither: not joined here (:func:`refuse_kept_join` says when the answer is refused)."""
    gap, line = text[pos:start], ends_in_newline_escape(text, pos - 1)
    if '"' in gap and ("\n" not in gap or (text[pos] in "#/" and not line)):
        return False  # (a comment touching a quote, ``"a"#"``, is the text's: see .quotes)
    return "\n" in gap or (line and _WORD.match(text, start + 1) is not None)


def plus_chain(
    text: str, quote: int, start: int, chained: bool, code: bool
) -> tuple[int, int] | None:
    """``"a" + "b"`` inside a string read from its opening quote at ``start``, its quote at
    ``quote`` followed by ``+`` and another short string (a chain ``"a" + "b" + "c"``): where
    the second's content starts and where the last piece's closing quote is (the caller checks
    that it ends the value), or ``None``. Only a short string on one line that is joined whole
    (or the next piece of a chain already joined, ``chained``): inside code in a string,
    ``"a" + "b"`` is content, and content is never rewritten. In a file's content (``code``)
    every place two pieces meet must prove the join (:func:`content_join_proven`): unescaped code
    holds ``" + "`` and ``"+"`` on one line (``left + " + " + right``, ``{"+": add}``;
    fix-json79)."""
    if not chained and (quote - start > 200 or not _PLAIN_PIECE.fullmatch(text, start + 1, quote)):
        return None
    match = _CONCAT.match(text, quote + 1)
    piece, before = match, quote
    for _ in range(_MAX_CHAIN + 1):  # (the last turn: a chain of the most pieces ends)
        if piece is None:
            return None if match is None else (match.end(), before)
        if code and not content_join_proven(text, before + 1, piece.start(1)):
            return None
        second = _SHORT_STRINGS[piece.group(1)].match(text, piece.end(1))
        if second is None:
            return None
        before = second.end() - 1
        piece = _CONCAT.match(text, before + 1)
    return None


def content_join_proven(text: str, pos: int, start: int) -> bool:
    r"""Whether two JSON strings joined with ``+`` in a file's content, the first ending at
    ``pos`` and the second opening at ``start``, are proven a join (fix-json79): as
    :func:`adjacent_proven` proves pieces side by side, or a surrogate pair split over the two
    (``"\ud83d" + "\ude00"``: read on, a lone surrogate, which no file holds). A second piece
    opening with a name or a number proves nothing (as unescaped code C++'s ``"+"sv``, a
    shell's glued word ``label=" + "done``), nor one opening with an escape (``PLUS = " + "``
    then ``\n``: a code line ending in the string ``" + "``; hunt99). Else unescaped code is
    the other reading (``left + " + " + right``, ``OPS = {"+": add}``): see
    :func:`.literals.refuse_kept_join`."""
    if adjacent_proven(text, pos, start):
        return True
    high = max(0, pos - 7)  # (the six characters of the escape before the closing quote)
    return (
        _HIGH_SURROGATE.match(text, high, pos - 1) is not None
        and not escaped_at(text, high)
        and _LOW_SURROGATE.match(text, start + 1) is not None
    )


def refuse_unread_gap(text: str, first: int, quote: str = '"', stop: int = -1) -> None:
    r"""The sound fallback of the join reading (fix-json64): a JSON string value read past its
        first unescaped quote at ``first`` (the piece before it on one line), where the text up to
        the next quote opens like a join's gap (blanks, ``+``, a comment) and runs over a raw line
        break but holds something the gap's tokens do not account for (``"x = 1
    " ; -- c`` then
        ``"y = 2
    "``), is refused (:class:`.Unrepairable`) at the first character not read: as one
        raw string it would hold the pieces' quotes, the text between and a literal ``
    `` (as
        code, a double-quoted string would run over a raw line break, which Python, JavaScript, C,
        Java and Go do not write)."""
    gap = GAP_SKIP.match(text, first + 1).end()  # type: ignore[union-attr]
    if first + 1 < stop <= gap and text.startswith(tuple("}],"), gap):
        raise Unrepairable(  # (a quote in a comment closes no string: fix-json75)
            "a string's end, then a comment holding a quote before the JSON's structure: read "
            "on to that quote the string would hold the comment; it is not clear what was meant",
            first + 1,
        )
    second = text.find(quote, first + 1)
    if second < 0:
        return
    if "\n" not in text[first + 1 : second] and not (
        ends_in_newline_escape(text, first) and _OPERATOR_GAP.fullmatch(text, first + 1, second)
    ):
        return  # (on one line only a piece ending a line, then marks: fix-json75)
    at = GAP_SKIP.match(text, first + 1).end()  # type: ignore[union-attr]
    if at < second and text[at] == "+":
        at = GAP_SKIP.match(text, at + 1).end()  # type: ignore[union-attr]
    if (
        text[at] in "]}):" or (text[at] == "," and not _PIECE_AFTER_COMMA.match(text, at))
    ) and not any(mark in text[first + 1 : at] for mark in "+/#"):
        return  # (blanks, then the JSON's own structure: no join's gap, a bracket slip)
    raise Unrepairable(
        "a string's end, then text over a line break (or marks after a piece ending a line) "
        "that is no join's (blanks, '+' or a comment) before another string: read on, the "
        "string would keep the pieces' quotes and the text between; it is not clear what was "
        "meant",
        at,
    )


def refuse_single_pieces(text: str, first: int) -> None:
    r"""Refuse (:class:`.Unrepairable`) a single-quoted value read on past its first unescaped
    quote at ``first`` where another single-quoted piece follows (fix-json75): after ``+``, a
    line break, or a piece ending in an escaped ``\n`` (``'x\n' 'y\n'``), the pieces' reading
    exists, and the one string would hold the quotes and the text between; on one line with
    blanks only (``'x = ' '.join(a)'``) the quotes are kept as the code's own."""
    join = _SINGLE_JOIN.match(text, first + 1)
    if join is None:
        refuse_unread_gap(text, first, "'")
        return
    if join.group(1) or "\n" in join.group() or ends_in_newline_escape(text, first):
        raise Unrepairable(
            "a single-quoted string's end, then another after '+', a line break or a piece "
            "ending a line: read as one string it keeps the pieces' quotes and the text "
            "between, read as pieces they are joined; it is not clear what was meant (write "
            "the content as one JSON string)",
            first,
        )


def pieces_stop(text: str, pos: int) -> int:
    """Where the pieces of a join after the value ending at ``pos`` stop being read (JSON
    strings on one line, blanks, ``+`` and comments between): the first thing not read after
    the last piece (a ``+`` with no piece after it, a ``,``, text inside a piece's quotes), or
    the start of a piece the text is cut in; bounded (a refusal's place, never a reading)."""
    for _ in range(_MOST_PIECES):
        piece = JOINED_STRING.match(text, pos)
        if piece is None:
            break
        pos = piece.end()
    at = GAP_SKIP.match(text, pos).end()  # type: ignore[union-attr]
    after = GAP_SKIP.match(text, at + 1).end() if text.startswith("+", at) else at  # type: ignore[union-attr]
    return after if CUT_STRING.match(text, after) else at


def string_end(text: str, pos: int) -> int:
    """The position after the first unescaped quote after the quote at ``pos`` (where a
    JSON string that opens there ends), or -1 when there is none. (Found by ``str.find``
    from quote to quote: the json module's scanner raises on a bad escape, and its error
    counts the lines from the start of the text, quadratic over many strings.)"""
    if not text.startswith('"', pos):
        return -1
    at = pos + 1
    while True:
        at = text.find('"', at)
        if at < 0:
            return -1
        if not escaped_at(text, at):
            return at + 1
        at += 1


def ends_in_newline_escape(text: str, quote: int) -> bool:
    r"""Whether the JSON string whose closing quote is at ``quote`` ends in an escaped ``\n``
    (a backslash that is no escaped backslash, then ``n``)."""
    return text.startswith("n", quote - 1) and escaped_at(text, quote - 1)


def join_pieces(head: str, piece: str) -> str:
    """Two decoded pieces of a join as one text: a surrogate pair split over them
    (``"\\ud83d" + "\\ude00"``) is one character, as in the languages the pieces imitate
    (fix-json75); lone surrogates stay as they are (the writer's check refuses them)."""
    if head[-1:] and "\ud800" <= head[-1] <= "\udbff" and "\udc00" <= piece[:1] <= "\udfff":
        pair = (head[-1] + piece[0]).encode("utf-16-le", "surrogatepass").decode("utf-16-le")
        return head[:-1] + pair + piece[1:]
    return head + piece


def escaped_at(text: str, pos: int) -> bool:
    """Whether the character at ``pos`` follows an odd run of backslashes."""
    run = pos
    while run > 0 and text[run - 1] == "\\":
        run -= 1
    return (pos - run) % 2 == 1
