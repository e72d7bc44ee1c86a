"""Which lines of a Python file lie inside a string, read by Python's own tokenizer.

Counting triple quotes as text is no reading of a file: a comment that mentions \"\"\", a
docstring that holds ''', a constant ``Q = '\"\"\"'`` each leave the count odd, and every later
line would be taken for a string's text. Python's :mod:`tokenize` knows where each string
starts and ends. It is asked lazily (a file is tokenized only up to the line asked about, and
only when a rule needs the answer) and only for Python files; when it cannot read the file up
to that line (an unclosed string, a broken indentation), the answer is "unknown" (None), and
every caller takes the reading that refuses its exemption.

Shared by the placeholder scan (a comment line inside a docstring is the docstring's text, no
elision) and the held-token index after the end marker (a string's lines give no name a value).
"""

from __future__ import annotations

import io
import tokenize
from collections.abc import Iterator

__all__ = ["PYTHON_SUFFIXES", "PythonStrings", "is_python_path"]

PYTHON_SUFFIXES = (".py", ".pyi", ".pyw")

# Tokens after which a string starts a statement of its own (a docstring, a bare string).
_STATEMENT_START = frozenset(
    {tokenize.NEWLINE, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING}
)
_STATEMENT_END = frozenset({tokenize.NEWLINE, tokenize.COMMENT, tokenize.ENDMARKER})


def is_python_path(path: str) -> bool:
    return path.lower().endswith(PYTHON_SUFFIXES)


class PythonStrings:
    """The strings of one Python file, read as far as asked (rows count from 1, split on
    ``\\n`` only, as :mod:`tokenize` reads them)."""

    def __init__(self, content: str) -> None:
        self._tokens: Iterator[tokenize.TokenInfo] | None = tokenize.generate_tokens(
            io.StringIO(content).readline
        )
        self._passed = 0  # every row up to this one is read
        self._inside: set[int] = set()  # rows that start inside a string
        self._prose: set[int] = set()  # rows that are a string's text (or only a string)
        self._previous = tokenize.ENCODING
        self._pending: tuple[int, int] | None = None  # a string that opened a statement

    def _read_past(self, row: int) -> bool:
        """Read tokens until every row up to ``row`` is read; False when tokenize fails first."""
        while self._passed < row:
            if self._tokens is None:
                return False
            try:
                token = next(self._tokens)
            except StopIteration:
                self._tokens = None
                self._passed = 1 << 62
                break
            except (tokenize.TokenError, SyntaxError):
                self._tokens = None
                return False
            self._take(token)
        return True

    def _take(self, token: tokenize.TokenInfo) -> None:
        first, last = token.start[0], token.end[0]
        if self._pending is not None:
            if token.type in _STATEMENT_END:
                self._prose.update(range(self._pending[0], self._pending[1] + 1))
            self._pending = None
        if token.type == tokenize.STRING:
            if last > first:
                self._inside.update(range(first + 1, last + 1))
                self._prose.update(range(first, last + 1))
            if self._previous in _STATEMENT_START:
                self._pending = (first, last)
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            self._previous = token.type
        # (a token's first row is whole once a later row starts: a string may still end on it)
        self._passed = max(self._passed, first - 1)

    def inside(self, row: int) -> bool | None:
        """Whether line ``row`` starts inside a string (a line of a string over lines after
        its first), or None when tokenize cannot read the file up to it."""
        if not self._read_past(row):
            return None
        return row in self._inside

    def prose(self, row: int) -> bool | None:
        """Whether line ``row`` is a string's text: a line of a string over lines (its first
        and last too), or a line that is only a string (a one-line docstring); None when
        tokenize cannot read the file up to it."""
        if not self._read_past(row + 1):
            return None
        return row in self._prose
