r"""Multi-line string literals of other languages where a JSON value belongs.

Models that treat the JSON as a Python dict write a long value in triple quotes (three double
or three single quotes); models that treat it as a JavaScript object write it in backticks
(a template literal). Read as JSON, the first gains two quotes at each end and the second
loses its line breaks, so each is read as the text the model pasted between its outer quotes.

The outer closer is found by structure, not by the first quotes that look like an end: it is
a place where the quotes occur after which the rest of the document parses (what follows a
value: the next member, the next item, the closers of the containers open here, or the end of
the text), read with the same rule for the literals later in it. A later place that such a
reading takes for the closer of a later literal is no other reading of this one (two files,
each in triple quotes). When two places both leave a parseable rest, the readings differ and
the text is refused (:class:`.Unrepairable`): a string of the file opening in the same quotes
followed by a line ``}]}`` could end it. A text holding a backslash is refused too: read as
Python or JavaScript its escapes change the pasted code (``print("a\nb")`` would hold a raw
line break), read as written they are kept; which was meant is not known. Either reading is
reported as a ``python-literal`` repair.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Final

from .code_end import PATH_KEY, ends_inside_expression, member_path
from .context import Frame, Unrepairable
from .joingap import (
    CONTENT_PLUS,
    CUT_STRING,
    GAP_SKIP,
    JOIN,
    JOIN_IN_VIEW,
    JOINED_STRING,
    LITERAL_JOIN,
    ONE_LINE_STRING,
    PARENS_PIECES,
    adjacent_proven,
    content_join_proven,
    ends_in_newline_escape,
    escaped_at,
    join_pieces,
    pieces_stop,
    refuse_single_pieces,
    refuse_unread_gap,
    string_end,
)
from .rawcode import holds_code
from .report import Note, Notes, RepairKind

__all__ = ["read_joined", "read_literal", "refuse_kept_join", "template_literal_at"]

#: A Markdown fence line: three or more backticks and an info string holding none (CommonMark:
#: a backtick fence's info string never does), so ``` ```code``\n``` ``` (a backtick literal
#: whose text starts with a double-backtick code span) opens no fence.
_FENCE: Final = re.compile(r"`{3,}[^`\n]*(?:\n|\Z)")
_BLANK: Final = re.compile(r"(?:[ \t\r\n]+|//[^\n]*|/\*.*?\*/|#[^\n]*)*", re.DOTALL)
_KEY: Final = re.compile(
    r"""(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|[A-Za-z_$][\w$-]*)[ \t\r\n]*:"""
)
_STRING: Final = re.compile(r""""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'""", re.DOTALL)
_SCALAR: Final = re.compile(r"[-+]?[\w.]+")
_DELIMITERS: Final = ('"""', "'''", "`")
#: A name or a number (a word character): no code reads one right after a closing quote.
#: The places of quotes one literal may close at that are weighed; more are refused.
_MOST_PLACES: Final = 2000
_AMBIGUOUS: Final = -2
#: The literals later in the rest read to weigh one place (each nests a reading: the stack);
#: a rest holding more is not clear, and refused.
_MOST_NESTED: Final = 40
#: The places weighed in all for one literal, nested readings included; more are refused.
_BUDGET: Final = 4000

_Memo = dict[tuple[int, str, tuple[str, ...]], tuple[int, frozenset[int]]]


def _delimiter_at(text: str, pos: int) -> str:
    """The quotes of a multi-line literal opening at ``pos`` (not a Markdown fence), or ''."""
    for delimiter in _DELIMITERS:
        if text.startswith(delimiter, pos):
            if delimiter == "`" and _FENCE.match(text, pos):
                return ""
            return delimiter
    return ""


def template_literal_at(text: str, pos: int, stack: Sequence[Frame] = ()) -> bool:
    """Whether a JavaScript template literal (one backtick, not a fence) whose rest parses
    starts at ``pos``; ``stack`` holds the containers open there."""
    if _delimiter_at(text, pos) != "`":
        return False
    closers = tuple(frame.closer for frame in stack)
    # (a run of backticks around the text is a value too: read_literal refuses it)
    return _literal_end(text, pos, "`", closers, {})[0] != -1


def read_joined(
    text: str, pos: int, out: list[str], notes: Notes, stack: Sequence[Frame] = ()
) -> int:
    """Read the value at ``pos`` as :func:`read_literal` does, with the literals joined to it
    (``+`` or adjacent), or a JSON string on one line that literals are joined to, as one JSON
    string into ``out``; the position after it, or -1 when there is neither."""
    first = len(out)
    stop = read_literal(text, pos, out, notes, stack)
    if stop < 0:
        head, stop = _joined_string_at(text, pos, stack)
        if stop < 0:
            return _commented_string(text, pos, out, stack)
        out.append(json.dumps(head, ensure_ascii=False))
    return _join_literals(text, stop, out, first, notes, stack)


def _commented_string(text: str, pos: int, out: list[str], stack: Sequence[Frame]) -> int:
    """A JSON string on one line at ``pos`` with a comment right after its closing quote
    (``"x = 1\\n"// done``, no blank between), the comment holding no quote and the rest after
    it parsing (a quote right after it only a key's on the next line): the string, written into
    ``out``; the position after it, or -1 (fix-json64: the closing-quote lookahead reads a
    comment touching a quote as the string's text)."""
    end = string_end(text, pos)
    if end < 0 or not text.startswith(("//", "#", "/*"), end) or "\n" in text[pos:end]:
        return -1
    gap = GAP_SKIP.match(text, end).end()  # type: ignore[union-attr]
    if gap == end or '"' in text[end:gap]:
        return -1
    if text.startswith('"', gap) and ("\n" not in text[end:gap] or not _KEY.match(text, gap)):
        return -1  # (``printf("/* %s */", name)``: the quotes are the code's own; fix-json79)
    closers = tuple(frame.closer for frame in stack[-1:])
    if not _rest_parses(text, end, closers, {}, 0)[0]:
        return -1
    try:
        json.loads(text[pos:end])
    except ValueError:
        return -1
    out.append(text[pos:end])
    return end


def _join_literals(
    text: str, stop: int, out: list[str], first: int, notes: Notes, stack: Sequence[Frame] = ()
) -> int:
    """Join to the string value read into ``out[first:]``, ending at ``stop``, the literals
    joined to it with ``+`` or adjacent (:func:`joined_literal_at`), as one JSON string; the
    position after the last. Each join is reported as a ``concatenation`` repair."""
    while True:
        piece: list[str] = []
        start = joined_literal_at(text, stop, stack)
        after = read_literal(text, start, piece, notes, stack) if start >= 0 else -1
        if after < 0:
            start, after = _joined_string_piece(text, stop, stack)
            if after < 0:
                _refuse_unproven_rest(text, stop, stack)
                return stop
            piece = [text[start:after]]
        head = join_pieces(json.loads("".join(out[first:])), json.loads("".join(piece)))
        out[first:] = [json.dumps(head, ensure_ascii=False)]
        message = (
            "joined strings written with '+'"
            if JOIN.match(text, stop).group(1)  # type: ignore[union-attr]
            else "joined adjacent strings into one, as Python does; if a ',' was left out "
            "between them, they were two items"
        )
        notes.append((RepairKind.CONCATENATION, stop, message))
        stop = after


def _refuse_unproven_rest(text: str, stop: int, stack: Sequence[Frame]) -> None:
    """Refuse (:class:`.Unrepairable`) a join read to ``stop`` that a JSON string side by side
    goes on, unproven (:func:`adjacent_proven`), in a member's value with the rest after it
    parsing: the join reading of the whole chain and the reading ending here differ, and the
    rest would be read as something else (a ',' left out)."""
    piece = JOINED_STRING.match(text, stop)
    if piece is None or piece.group(1) or not stack or stack[-1].closer != "}":
        return
    if _rest_parses(text, piece.end(), ("}",), {}, 0)[0]:  # (see _side_by_side)
        raise Unrepairable(
            "a join of strings goes on with a string side by side that may be the code's own "
            "(the join is not proven there): the strings joined to the end and the join "
            "stopped here are two readings; it is not clear what was meant",
            stop,
        )


def joined_literal_at(text: str, pos: int, stack: Sequence[Frame] = ()) -> int:
    '''Where a literal joined to the value ending at ``pos`` opens (``"a" + """b"""``,
    ``"""a""" + `b` ``, or adjacent ``"a" """b"""`` as Python joins them), or -1: a ``+``
    or blanks, then the quotes of a triple-quoted or backtick literal that has a reading (its
    closer leaves a parseable rest; one with two readings is refused by :func:`read_literal`).
    '''
    join = LITERAL_JOIN.match(text, pos)
    assert join is not None
    start = join.end()
    delimiter = _delimiter_at(text, start) if start > pos else ""
    if not delimiter:
        return -1
    closers = tuple(frame.closer for frame in stack)
    stop = _literal_end(text, start, delimiter, closers, {})[0]
    return start if stop == _AMBIGUOUS or _first_closer(text, start, delimiter) == stop else -1


def _first_closer(text: str, pos: int, delimiter: str) -> int:
    """The position after the first quotes after the opener at ``pos`` that could close it: a
    literal joined to another ends there (its text holds none of its own quotes, as in the
    language it imitates; a place after another quote would join pieces the language could not
    write, `a` + `b` inside a pasted JavaScript text)."""
    found = text.find(delimiter, pos + len(delimiter))
    return found + len(delimiter) if found >= 0 else -1


def _joined_string_at(text: str, pos: int, stack: Sequence[Frame] = ()) -> tuple[str, int]:
    '''A JSON string on one line at ``pos`` (its text, decoded) that a literal is joined to
    (:func:`joined_literal_at`), and the position after it; ``("", -1)`` when there is none.
    Its first unescaped quote ends it: a quote inside code (``x = "a" + """b"""`` in a
    file's string) is followed by other text than the join, so the code's string is no such
    piece.'''
    end = string_end(text, pos)
    if (
        end > 0
        and joined_literal_at(text, end, stack) < 0
        and _joined_string_piece(text, end, stack)[1] < 0
    ):
        return "", -1  # (no join after its first closer: most strings, found fast)
    match = ONE_LINE_STRING.match(text, pos)
    if match is None:
        return "", -1
    if joined_literal_at(text, match.end(), stack) < 0 and (
        _joined_string_piece(text, match.end(), stack)[1] < 0
    ):
        return "", -1
    try:
        head = json.loads(match.group())
    except ValueError:
        return "", -1
    return (head, match.end()) if isinstance(head, str) else ("", -1)


def _joined_string_piece(text: str, pos: int, stack: Sequence[Frame] = ()) -> tuple[int, int]:
    """A JSON string on one line joined to the value ending at ``pos`` (```a` + "b"``, or
    adjacent ``"a" "b"`` as Python joins them, in a member's value only: in an array two
    strings side by side may be two items a ',' was left out between), the rest after it
    parsing; where it opens and the position after it, or ``(-1, -1)``."""
    join = JOIN.match(text, pos)
    assert join is not None
    start = join.end()
    if start == pos or text.startswith('"""', start):
        return -1, -1
    literal = text.endswith(('"""', "'''", "`"), 0, pos)  # (its reading: read_literal's rules)
    code = join.group(1) and holds_code(list(stack)) and not literal
    if code and not content_join_proven(text, pos, start):
        return -1, -1  # (in a file's content: ``left + " + " + right``; fix-json79)
    if not join.group(1) and not (
        stack and stack[-1].closer == "}" and adjacent_proven(text, pos, start)
    ):
        # (two JSON strings side by side are joined only where the join is proven: unescaped
        # code holds a string after a quote at every turn, ``sep = " ".join(x)``, and the
        # join would drop the code's own string (hunt67); see adjacent_proven)
        return -1, -1
    match = ONE_LINE_STRING.match(text, start)
    closers = tuple(frame.closer for frame in stack[-1:])  # (its container's: _side_by_side)
    if match is None or not _rest_parses(text, match.end(), closers, {}, 0)[0]:
        return -1, -1
    return start, match.end()


def refuse_kept_join(
    text: str,
    opened: int,
    stop: int,
    noted: Sequence[Note] = (),
    stack: Sequence[Frame] = (),
    value: bool = True,
) -> Note | None:
    """Refuse (:class:`.Unrepairable`) a JSON string value read from ``opened`` to ``stop``
    past a join in view (its first closer, then ``+`` or blanks and another literal's
    opener): it keeps the join's own text in a file, and the join reading (taken before by
    :func:`read_joined` when it reads) is another. Not for a reading that joined strings
    itself (a ``concatenation`` in ``noted``), nor a key or a forced end (not ``value``).
    Strings side by side (no ``+``): weighed by :func:`_side_by_side`."""
    if not value or any(note[0] is RepairKind.CONCATENATION for note in noted):
        return None
    if string_end(text, opened) == stop:
        return None  # (read to its first unescaped quote: it ran past none)
    quote = text[opened]
    first = opened + 1
    while first < stop:
        first = text.find(quote, first)
        if first < 0 or first >= stop - 1:
            return None
        if not escaped_at(text, first):
            break
        first += 1
    else:
        return None
    if "\n" in text[opened:first]:
        return None
    if quote == "'":  # (single-quoted pieces: fix-json75)
        refuse_single_pieces(text, first)
        return None
    join = JOIN_IN_VIEW.match(text, first + 1) if text[first + 1] in " \t\r\n+/#" else None
    if join is None:  # (``",`` and ``" .. "`` too: fix-json75)
        refuse_unread_gap(text, first, stop=stop)
        return None
    plus = "+" in text[first + 1 : join.end()]
    if (not plus or holds_code(list(stack))) and text[join.end() - 1] == '"':
        # (strings side by side: a join unproven by adjacent_proven, unescaped code such as
        # ``" ".join(x)``, or a ',' left out between two items or members, as the repair reads)
        kept = _side_by_side(text, opened, first, join.end() - 1, stack, plus)
        if kept is not None or not plus:
            return kept
    raise Unrepairable(
        "a string's end is followed by '+' or blanks and another literal (a join): the "
        "texts joined do not read as one value, and the reading run over the join would keep "
        "the join's own text in a file; it is not clear what was meant",
        pieces_stop(text, first + 1),
    )


def _side_by_side(
    text: str, opened: int, first: int, second: int, stack: Sequence[Frame], plus: bool = False
) -> Note | None:
    r"""Weigh a JSON string value read from ``opened`` past its first unescaped quote at
    ``first`` with an unescaped-quote reading, where blanks and another quote at ``second``
    follow (``"sep = " ".join(x)\n"``): the join reading holds too in a member's value (in
    an array: two items, a ',' left out), the first piece a complete JSON string and what
    follows it parsing, as pieces side by side (the second no key). Then:

    - the first piece ends in an escaped ``\n``: as a join its pieces are lines, as Python's
      joins are written (``"def f():\n" "    return 1\n"``), and as unescaped code a line
      starts with a string of blanks (``" ",``): both read, refused (:class:`.Unrepairable`);
    - else (the pieces on one line, the first ending inside a line): the unescaped reading
      (``" ".join(x)``, ``f(" ", " ")``: a join splits no line on the line it stands on), and
      a note naming the join reading, returned.

    Pieces joined with ``+`` on one line of a file's content (``plus``; fix-json79) are
    refused where the join reading holds and is not proven: escaped code joined with ``+``
    (``"x = " + "{\"a\": 1}"``) and unescaped code holding ``" + "`` both read (hunt99).
    When the join reading does not hold: refused if the place between is proven a join's
    (:func:`adjacent_proven`: a line break or comment, no code's string; fix-literals51),
    else None."""
    if stack and stack[-1].closer == ")" and adjacent_proven(text, first + 1, second):
        raise Unrepairable(PARENS_PIECES, first)  # (Python's pieces in parentheses: fix-json75)
    if not stack or stack[-1].closer != "}":
        return None
    try:
        json.loads(text[opened : first + 1])
    except ValueError:
        return None  # (an invalid escape: no complete JSON string, no join)
    # (what follows is weighed up to the close of the object the member stands in, not the
    # document's end: the pieces are that member's value, and a read to the end for each of
    # many files' strings would cost the rest of the answer each time, quadratic)
    if _KEY.match(text, second) is not None or not _rest_parses(text, first + 1, ("}",), {}, 0)[0]:
        # (no code's string: fix-literals51; a piece the text is cut in may go on as a join)
        if adjacent_proven(text, first + 1, second) and not _cut_here(text, second):
            raise Unrepairable(
                "a string's end then, over a line break or a comment, another string: read "
                "on it keeps their quotes (no code's string), read as a join they make no one "
                "value (a ',' or a key after them, quotes inside); it is not clear what was meant",
                pieces_stop(text, first + 1),
            )
        return None
    # (a path member's: src/" "a.py is no file a model means; a second piece opening a line,
    # "x = 1" "\n": as code a line would end in a string of blanks, which no language reads)
    if (stack[-1].key is not None and PATH_KEY.fullmatch(stack[-1].key)) or text.startswith(
        "\\n", second + 1
    ):
        raise Unrepairable(
            "two JSON strings side by side or joined (a file's path, or a second piece opening "
            "a line): "
            "read as a join the text holds them without these quotes, read as one string it "
            "keeps the quotes and blanks between them; it is not clear what was meant",
            first,
        )
    if ends_in_newline_escape(text, first):
        raise Unrepairable(
            "two JSON strings side by side (or joined with '+' in a file's content), the first "
            "ending in '\\n': read as a join (as Python joins them) the text holds the lines "
            "without these quotes, read as unescaped quotes a line starts with the code's "
            "string of blanks; it is not clear what was meant",
            first,
        )
    if plus:  # (hunt99: escaped code joined with '+' is the other reading)
        raise Unrepairable(CONTENT_PLUS, first)
    return (
        RepairKind.UNESCAPED_QUOTE,
        first,
        "kept the quotes of two strings side by side on one line as the code's own (as in "
        "'sep = \" \".join(x)'); the other reading is the two strings joined, as Python does",
    )


def _backtick_run_around(text: str, pos: int, stop: int) -> bool:
    """Whether a backtick literal from ``pos`` to ``stop`` opens and closes with two
    backticks or more (```` ``x`` ````, ```` ```x``` ````): the text inside the run (a
    Markdown span or block, the habit) is another reading than a template literal whose text
    starts and ends with a backtick (unescaped: no valid JavaScript), and neither is taken
    (:class:`.Unrepairable`; read_literal)."""
    return text.startswith("``", pos) and text.endswith("``", 0, stop) and stop - pos >= 4


def read_literal(
    text: str, pos: int, out: list[str], notes: Notes, stack: Sequence[Frame] = ()
) -> int:
    """Read a triple-quoted Python string or a backtick template literal at ``pos`` as a
    JSON string into ``out``; the position after it, or -1 when there is none there.
    ``stack`` holds the containers open at ``pos``. Seven and more double quotes are read as a
    JSON string whose text starts with unescaped quotes (a docstring), six as a triple-quoted
    text that does; four or five as a triple-quoted text starting with a quote when its one
    closer leaves a parseable rest and the JSON string reading could not end as well (its
    text would start with three or four quotes and end with fewer); when it could, as before.

    A pasted file text is read exactly as written between its outer quotes, or refused
    (:class:`.Unrepairable`), never changed without a word (see the module's text)."""
    delimiter = _delimiter_at(text, pos)
    if not delimiter:
        return -1
    closers = tuple(frame.closer for frame in stack)
    opening = _quote_run(text, pos)
    if opening >= 7:
        return -1  # (seven and more: a JSON string starting with quotes)
    stop, _claimed = _literal_end(text, pos, delimiter, closers, {})
    if delimiter == "`" and stop >= 0 and _backtick_run_around(text, pos, stop):
        raise Unrepairable(
            "a value opens and closes with a run of backticks (``x`` or ```x```): the text "
            "inside the run (the Markdown habit) and a template literal holding backticks "
            "are two readings, and it is not clear which was meant",
            pos,
        )
    if stop == -1:
        if text.find(delimiter, pos + len(delimiter)) >= 0:
            # (quotes that could close it, none leaving a parseable rest: the plain string
            # reading follows, and its text gains quotes the model may not have written; in a
            # cut answer the rest may just be cut, so the legacy reader doubts its files)
            notes.append(
                (
                    RepairKind.LITERAL_AS_STRING,
                    pos,
                    f"read the text opening in {delimiter} as a plain string: no place of its "
                    f"closing {delimiter} leaves a parseable rest",
                )
            )
        return -1
    if (
        opening in (4, 5)
        and stop != _AMBIGUOUS
        and _string_also_parses(text, pos, stop, opening, closers[-1] if closers else "")
    ):
        return -1  # (the JSON string reading, weighed by its own rules, as before)
    if stop == _AMBIGUOUS:
        raise Unrepairable(
            f"a text in {delimiter}...{delimiter} holds {delimiter} itself at more than one "
            "place after which the rest of the document could follow: where the text ends "
            "is not clear",
            pos,
        )
    value = text[pos + len(delimiter) : stop - len(delimiter)]
    kind = "a JavaScript template literal" if delimiter == "`" else "a Python triple-quoted text"
    if "\\" in value:
        raise Unrepairable(
            f"{kind} {delimiter}...{delimiter} holds a backslash: read as its language its "
            "escapes change the text (\\n a line break, \\t a tab), read as written they are "
            "kept; it is not clear which was meant",
            pos,
        )
    out.append(json.dumps(value, ensure_ascii=False))
    message = f"read {kind} {delimiter}...{delimiter} exactly as written"
    last = text.rfind(delimiter, stop) + len(delimiter)
    if last > stop and _rest_parses(text, last, closers, {}, 0)[0]:
        if ends_inside_expression(value, member_path(text, pos, stack)):
            # (the text read ends inside an expression, SEP = """}, {"path": ..., "content":
            # """: the other reading goes on with a string there, and is no less likely)
            raise Unrepairable(
                f"a text in {delimiter}...{delimiter} ends inside an expression (an "
                f"operand missing right before its closing {delimiter}): read to the last "
                f"{delimiter} of the document it is one text holding what reads as the "
                "next values (a string of the code), read to this place it is cut there; "
                "it is not clear which was meant",
                stop - len(delimiter),
            )
        # (the text run to the last quotes parses too: byte for byte the same as a text
        # holding what reads as the next files, SEP = """}, {"path": "b.py", ...; that
        # place is a later literal's closer in the reading taken, so it is no reading of
        # this one by the rule, but the other reading is said)
        message += (
            f"; another reading, not taken, runs it to the last {delimiter} of the "
            "document: the values that seem to follow it would then be part of its text"
        )
    notes.append((RepairKind.PYTHON_LITERAL, pos, message))
    return stop


def _quote_run(text: str, pos: int) -> int:
    """How many double quotes follow one another from ``pos``."""
    end = pos
    while end < len(text) and text[end] == '"':
        end += 1
    return end - pos


def _string_also_parses(text: str, pos: int, stop: int, opening: int, top: str) -> bool:
    """Whether the plain JSON string reading of the ``opening`` (four or five) quotes at
    ``pos`` could end as well as the triple-quoted one closing at ``stop``: its text starts
    with ``opening - 1`` quotes and ends either at ``stop`` with as many (a docstring in a
    JSON string: four quotes, ``Doc.``, four quotes) or at another quote a JSON string may end
    at, one followed by the closer of the container (``top``) or by a comma and a key (in an
    object); a quote after the triple closer only when nothing but blanks or a comment follows
    that closer to the end of the text (a cut reading: a one-line document whose ``#`` after a
    docstring's closer reads as a comment to its end)."""
    run_start = stop
    while run_start > pos + opening and text[run_start - 1] == '"':
        run_start -= 1
    if stop - run_start >= opening:
        return True
    over = _BLANK.match(text, stop).end() == len(text)  # type: ignore[union-attr]
    found = text.find('"', pos + opening)
    while found >= 0:
        if run_start <= found:  # (the triple closer's own quotes, and what follows it)
            if not over:
                return False
            if found < stop:
                found = text.find('"', stop)
                continue
        after = _BLANK.match(text, found + 1).end()  # type: ignore[union-attr]
        if after < len(text) and text[after] == top:
            return True
        if after < len(text) and text[after] == ",":
            if top != "}":
                return True
            key = _BLANK.match(text, after + 1).end()  # type: ignore[union-attr]
            if _KEY.match(text, key):
                return True
        found = text.find('"', found + 1)
    return False


def _literal_end(
    text: str, pos: int, delimiter: str, closers: tuple[str, ...], memo: _Memo, nested: int = 0
) -> tuple[int, frozenset[int]]:
    """The position after the quotes that close the literal opened by ``delimiter`` at
    ``pos`` (-1: none, :data:`_AMBIGUOUS`: more than one), and the closers of later literals
    its reading of the rest took."""
    key = (pos, delimiter, closers)
    if key in memo:
        return memo[key]
    spent = memo.get((-1, "", ()), (0, frozenset()))[0]
    if nested > _MOST_NESTED or spent > _BUDGET:
        return _AMBIGUOUS, frozenset()
    memo[key] = (-1, frozenset())  # (a literal met again inside its own rest: no reading)
    readings: list[tuple[int, frozenset[int]]] = []
    ambiguous = False
    found = text.find(delimiter, pos + len(delimiter))
    places = 0
    while found >= 0:
        places += 1
        if places > _MOST_PLACES:
            ambiguous = True
            break
        stop = found + len(delimiter)
        if places > 1 and _joins(text, stop):
            # (a joined piece holding its own quotes: no reading; see _first_closer)
            found = text.find(delimiter, found + 1)
            continue
        spent = memo.get((-1, "", ()), (0, frozenset()))[0] + 1
        memo[(-1, "", ())] = (spent, frozenset())  # (the places weighed so far)
        if spent > _BUDGET:
            ambiguous = True
            break
        parses, claimed, unclear = _rest_parses(text, stop, closers, memo, nested)
        if parses:
            readings.append((stop, claimed))
            ambiguous = ambiguous or unclear
        found = text.find(delimiter, found + 1)
    taken = frozenset(place for _stop, claimed in readings for place in claimed)
    kept = [(stop, claimed) for stop, claimed in readings if stop not in taken]
    if ambiguous or len(kept) > 1:
        result: tuple[int, frozenset[int]] = (_AMBIGUOUS, frozenset(s for s, _c in readings))
    elif kept:
        result = (kept[0][0], kept[0][1] | {kept[0][0]})
    else:
        result = (-1, frozenset())
    memo[key] = result
    return result


def _joins(text: str, pos: int) -> bool:
    """Whether a literal is joined to the value ending at ``pos`` (blanks before it, then
    ``+`` or not, then its opening quotes)."""
    join = LITERAL_JOIN.match(text, pos)
    assert join is not None
    start = join.end()
    if start == pos or not _delimiter_at(text, start):
        return False
    return join.group(1) is not None or text[start - 1] in " \t\r\n/"


def _rest_parses(
    text: str, pos: int, closers: tuple[str, ...], memo: _Memo, nested: int
) -> tuple[bool, frozenset[int], bool]:
    """Whether what follows a value at ``pos`` parses until the containers open there
    (``closers``, outermost first) are closed or the text ends; the closers of the literals
    that reading took; whether one of them had more than one reading."""
    stack = list(closers)
    claimed: set[int] = set()
    unclear = False
    # (whether the reading closed the container the literal stands in: a later literal is
    # then another value's, another file's, whose closer is no reading of this one; one in
    # the same container, a sibling member, is: "greeting: `hi`,\n  title: `x`" in a file)
    depth = len(stack)
    left = False
    after = True  # (after a value; else where a value or key belongs)
    end = len(text)
    while True:
        value_end = pos
        pos = _BLANK.match(text, pos).end()  # type: ignore[union-attr]
        if not stack:
            return True, frozenset(claimed), unclear
        if pos >= end:
            # (cut off after a value, or after a key or a comma: the answer stops there)
            return True, frozenset(claimed), unclear
        char = text[pos]
        if after:
            if char == stack[-1]:
                stack.pop()
                left = left or len(stack) < depth
                pos += 1
                continue
            if _joins(text, value_end):
                # (a literal joined to the value, ``+`` or adjacent: one value, and its closer
                # the first quotes after its opener; that closer is not claimed, so a reading
                # running over the join is weighed beside this one)
                joined = LITERAL_JOIN.match(text, value_end).end()  # type: ignore[union-attr]
                delimiter = _delimiter_at(text, joined)
                stop, _taken = _literal_end(text, joined, delimiter, tuple(stack), memo, nested + 1)
                if stop == _AMBIGUOUS:
                    return True, frozenset(claimed), True
                if stop < 0 or stop != _first_closer(text, joined, delimiter):
                    return False, frozenset(), False
                pos = stop
                continue
            piece = JOINED_STRING.match(text, value_end)
            if piece is not None and (piece.group(1) or stack[-1] == "}"):
                pos = piece.end()  # (a JSON string joined to the value: "a" + "b")
                continue
            if char != ",":
                return False, frozenset(), False
            pos = _BLANK.match(text, pos + 1).end()  # type: ignore[union-attr]
            if pos < end and text[pos] == stack[-1]:  # (a trailing comma)
                continue
            after = False
            if stack[-1] == "}":
                key = _KEY.match(text, pos)
                if key is None:
                    return _cut_here(text, pos), frozenset(claimed), unclear
                pos = key.end()
            continue
        # a value
        if char in "{[":
            stack.append("}" if char == "{" else "]")
            pos = _BLANK.match(text, pos + 1).end()  # type: ignore[union-attr]
            if pos < end and text[pos] == stack[-1]:
                stack.pop()
                pos += 1
                after = True
            elif char == "{":
                key = _KEY.match(text, pos)
                if key is None:
                    return _cut_here(text, pos), frozenset(claimed), unclear
                pos = key.end()
            continue
        delimiter = _delimiter_at(text, pos)
        if delimiter:
            stop, taken = _literal_end(text, pos, delimiter, tuple(stack), memo, nested + 1)
            if stop == _AMBIGUOUS:
                unclear = True
            elif stop >= 0:
                if left:
                    claimed |= taken
                pos = stop
                after = True
                continue
            elif text.find(delimiter, pos + len(delimiter)) == -1:
                # (a later literal the text ends in: the answer was cut off inside it, and
                # what precedes it parses; hunt41: the complete file before it lost its
                # reading and fell to the plain string one, gaining "" at both ends)
                return True, frozenset(claimed), unclear
        if unclear:  # (a later literal with two readings: this one is not clear either)
            return True, frozenset(claimed), True
        match = _STRING.match(text, pos) or _SCALAR.match(text, pos)
        if match is None:
            return _cut_here(text, pos), frozenset(claimed), unclear
        pos = match.end()
        after = True


def _cut_here(text: str, pos: int) -> bool:
    """Whether the text ends at ``pos`` or inside a JSON string opening there (a key or a
    value the answer was cut off in): what precedes it parses."""
    return pos >= len(text) or CUT_STRING.match(text, pos) is not None
