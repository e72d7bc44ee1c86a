"""Which lines of a Python file lie inside a string: the file's string and comment syntax,
read in one pass.

Counting triple quotes as text is no reading of a file: a comment that mentions \"\"\", a
docstring that holds ''', a constant ``Q = '\"\"\"'`` each leave the count odd, and every later
line would be taken for a string's text. This module reads what Python's tokenizer reads of
strings and comments (a comment runs to the end of its line and holds no string; a string
runs to its own closing quotes, a backslash escaping the next character, a newline too), so
its answer for a file Python can tokenize is the tokenizer's: ``tests/test_python_strings.py``
checks it against :mod:`tokenize` on every file of the installed standard library.

It is a scanner, not :mod:`tokenize`, for two reasons. Speed: the placeholder scan asks about
a comment line of every clean Python answer, and the tokenizer built a token object for every
name and operator up to that line (35 ms for 1 MB); the scanner's regular expressions step
over code, comments and strings on one line in C and stop at strings over lines only. And one
reading on every Python: from 3.12 :mod:`tokenize` yields f-strings as ``FSTRING_*`` tokens
and refuses some files 3.11 reads; the scanner reads strings the same way on each.

Reading is lazy: a file is scanned only up to the line asked about, and only when a rule needs
the answer. A string that does not close (``\"\"\"`` to the end of the file; a quote with no
partner on its line) makes every later line "unknown" (None), and every caller then takes the
reading that refuses its exemption.

Shared by the placeholder scan (a comment line inside a docstring is the docstring's text, no
elision) and the held-token index after the end marker (a string's lines give no name a value).
"""

from __future__ import annotations

import re

__all__ = ["PYTHON_SUFFIXES", "PythonStrings", "is_python_path"]

PYTHON_SUFFIXES = (".py", ".pyi", ".pyw")

# One definition of a string literal: the quotes, then characters or a backslash escaping the
# next one (a newline too), then the same quotes. A one-quote string holds no bare newline.
_LONG = r"\"\"\"(?:[^\"\\]++|\\.|\"(?!\"\"))*+\"\"\"|'''(?:[^'\\]++|\\.|'(?!''))*+'''"
_SHORT = r"\"(?!\"\")(?:[^\"\\\n]++|\\.)*+\"|'(?!'')(?:[^'\\\n]++|\\.)*+'"
# (a one-quote string with no escaped newline stays on its line; three quotes always open a
# long string, as the tokenizer reads them: "" before a third quote is no empty string)
_SHORT_ONE_LINE = r"\"(?!\"\")(?:[^\"\\\n]++|\\[^\n])*+\"|'(?!'')(?:[^'\\\n]++|\\[^\n])*+'"
_PREFIX = r"(?:(?<![\w])[rRbBuUfF]{1,2})?"

# From a position: code, comments and strings of one line, then the next string that may run
# over lines (or the end, or a quote that opens nothing: unknown from there).
_TO_STRING_OVER_LINES = re.compile(
    rf"(?:[^'\"#\\]++|\\.|#[^\n]*+|{_SHORT_ONE_LINE})*+"
    rf"(?:(?P<string>{_LONG}|{_SHORT})|(?P<end>\Z)|(?P<bad>.))",
    re.DOTALL,
)
# Every string and comment, for the lines that are only a string (a one-line docstring).
_TOKEN = re.compile(
    rf"(?P<comment>#[^\n]*+)|(?P<string>{_PREFIX}(?:{_LONG}|{_SHORT}))|(?P<bad>['\"])",
    re.DOTALL,
)
_AFTER_STRING = re.compile(r"[ \t\f]*+(?:#[^\n]*+)?(?:\r?\n|\Z)")


def is_python_path(path: str) -> bool:
    return path.lower().endswith(PYTHON_SUFFIXES)


class PythonStrings:
    """The strings of one Python file, read as far as asked (rows count from 1, split on
    ``\\n`` only, as :mod:`tokenize` reads them)."""

    def __init__(self, content: str) -> None:
        self._content = content
        # (strings over lines: every row up to _inside_row is read)
        self._position = 0
        self._row = 1  # the row of _position
        self._inside_row = 0
        self._inside: set[int] = set()
        self._unknown_from: int | None = None  # the first row no longer known
        self._prose: set[int] | None = None  # (read whole, the first time it is asked)
        self._prose_unknown_from: int | None = None
        # (rows that open or close a string over lines beside code: the string's columns)
        self._partial: dict[int, list[tuple[int, int | None]]] = {}

    def inside(self, row: int) -> bool | None:
        """Whether line ``row`` starts inside a string (a line of a string over lines after
        its first), or None when the file cannot be read up to it (a string that does not
        close before it)."""
        self._read_past(row)
        if self._unknown_from is not None and row >= self._unknown_from:
            return None
        return row in self._inside

    def prose(self, row: int) -> bool | None:
        """Whether line ``row`` is a string's text whole: a line of a string over lines with no
        code beside it (a middle line; the first or last when only blanks or a comment stand
        beside the quotes), or a line that is only a string (a one-line docstring); None when
        the file cannot be read up to it. The code beside a string's first or last line is
        :meth:`split` off."""
        self._read_prose()
        if self._prose_unknown_from is not None and row >= self._prose_unknown_from:
            return None
        return row in self._prose_rows

    def split(self, row: int, line: str) -> tuple[str, str] | None:
        """``line`` (the text of ``row``) as its code and its strings' text, when it opens or
        closes a string over lines beside code (``CONFIG = dict(BANNER=\"\"\"Welcome``,
        ``to the app\"\"\", PORT=8080)``): the code with each such string's part given as
        ``""`` (the code's shape kept: a value is still a value), and that part's text; None
        for any other line (or one not known)."""
        self._read_prose()
        if self._prose_unknown_from is not None and row >= self._prose_unknown_from:
            return None
        spans = self._partial.get(row)
        if spans is None:
            return None
        code: list[str] = []
        text: list[str] = []
        at = 0
        for start, end in spans:
            stop = len(line) if end is None else end
            code += [line[at:start], '""']
            text.append(line[start:stop])
            at = stop
        code.append(line[at:])
        return "".join(code), " ".join(text)

    def _read_prose(self) -> None:
        if self._prose is None:
            rows, partial, self._prose_unknown_from = _prose_rows(self._content)
            self._prose = rows
            self._partial = partial

    @property
    def _prose_rows(self) -> set[int]:
        assert self._prose is not None
        return self._prose

    def _read_past(self, row: int) -> None:
        content = self._content
        while self._inside_row < row and self._unknown_from is None:
            match = _TO_STRING_OVER_LINES.match(content, self._position)
            assert match is not None  # (the end always matches)
            start = match.start("string")
            if match.group("end") is not None:
                self._inside_row = 1 << 62
                break
            if match.group("bad") is not None:
                # (the line of a quote opening nothing starts outside it; later lines: unknown)
                self._unknown_from = (
                    self._row + content.count("\n", self._position, match.end()) + 1
                )
                break
            first = self._row + content.count("\n", self._position, start)
            last = first + content.count("\n", start, match.end())
            self._inside.update(range(first + 1, last + 1))
            self._position, self._row = match.end(), last
            self._inside_row = last  # (a later string starting on it makes no row up to it inside)


def _prose_rows(
    content: str,
) -> tuple[set[int], dict[int, list[tuple[int, int | None]]], int | None]:
    """The rows that are a string's text whole; the rows that open or close a string over
    lines beside code, with the columns of the strings' parts on them (``None``: to the end
    of the line); and the first row not known (None: all known)."""
    rows: set[int] = set()
    spans: dict[int, list[tuple[int, int | None]]] = {}
    depth = 0  # of brackets, in code only
    position = 0
    row = 1
    for match in _TOKEN.finditer(content):
        start = match.start()
        gap = content[position:start]
        depth = max(0, depth + _brackets(gap))
        row += gap.count("\n")
        if match.lastgroup == "bad":
            return rows, _beside_code(content, rows, spans), row
        last = row + match.group().count("\n")
        if match.lastgroup == "string":
            if last > row:
                rows.update(range(row + 1, last))
                spans.setdefault(row, []).append((start - content.rfind("\n", 0, start) - 1, None))
                end = match.end()
                spans.setdefault(last, []).append((0, end - content.rfind("\n", 0, end) - 1))
            elif depth == 0 and _starts_line(content, start) and _ends_line(content, match.end()):
                rows.add(row)
        position, row = match.end(), last
    return rows, _beside_code(content, rows, spans), None


def _beside_code(
    content: str, rows: set[int], spans: dict[int, list[tuple[int, int | None]]]
) -> dict[int, list[tuple[int, int | None]]]:
    """The rows of ``spans`` that hold code beside their strings' parts; the others (only
    blanks or a comment beside them) are added to ``rows`` whole."""
    if not spans:
        return spans
    starts = [0]
    starts += [m.end() for m in re.finditer("\n", content)]
    partial: dict[int, list[tuple[int, int | None]]] = {}
    for row, parts in spans.items():
        line_end = starts[row] - 1 if row < len(starts) else len(content)
        line = content[starts[row - 1] : line_end]
        code = "".join(
            line[at : start if start is not None else len(line)]
            for at, start in zip(
                [0] + [len(line) if end is None else end for _, end in parts],
                [start for start, _ in parts] + [None],
                strict=True,
            )
        )
        if code.strip(" \t\f\r") and not code.lstrip(" \t\f").startswith("#"):
            partial[row] = parts
        else:
            rows.add(row)
    return partial


def _brackets(code: str) -> int:
    return (
        code.count("(")
        + code.count("[")
        + code.count("{")
        - code.count(")")
        - code.count("]")
        - code.count("}")
    )


def _starts_line(content: str, start: int) -> bool:
    """Whether only blanks stand before ``start`` on its line and that line does not continue
    the one before it (a backslash at the end of the line before)."""
    line_start = content.rfind("\n", 0, start) + 1
    if content[line_start:start].strip(" \t\f"):
        return False
    before = content[:line_start].rstrip("\r\n")
    return not (line_start and before.endswith("\\") and _code_backslash(content, len(before) - 1))


def _code_backslash(content: str, at: int) -> bool:
    """Whether the backslash at ``at`` (the end of a line) is code, not a comment's text."""
    line_start = content.rfind("\n", 0, at) + 1
    for match in _TOKEN.finditer(content, line_start, at + 1):
        if match.lastgroup == "comment" and match.end() > at:
            return False
    return True


def _ends_line(content: str, end: int) -> bool:
    """Whether only blanks or a comment follow ``end`` on its line."""
    return _AFTER_STRING.match(content, end) is not None
