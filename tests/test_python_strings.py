"""``ingest/python_strings.py`` reads strings as Python's tokenizer does.

The scanner replaced :mod:`tokenize` on the placeholder scan's path (35 ms a megabyte of
tokens built for one question). Its promise is the tokenizer's answer on every file Python can
tokenize; so the oracle here is :mod:`tokenize` itself, on the installed standard library and on
generated files cut at every position, never values written from the scanner's output.
"""

from __future__ import annotations

import io
import os
import re
import sysconfig
import tokenize

from hypothesis import given
from hypothesis import strategies as st
from timing import assert_linear

from artifact_codec.ingest.python_strings import PythonStrings

_OPENS = {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}
_FIRST = {tokenize.NEWLINE, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING}
_LAST = {tokenize.NEWLINE, tokenize.COMMENT, tokenize.ENDMARKER}
_TRIVIA = _FIRST | {tokenize.COMMENT, tokenize.ENDMARKER}


def _oracle(content: str) -> tuple[set[int], set[int]] | None:
    """Rows inside a string and rows that are a string's text, as tokenize reads them; None
    when tokenize cannot read the file."""
    if re.search(r"\\\n[ \t]*(\n|$)", content):
        # A line continued into a blank line: compile() refuses it, and tokenize ends the
        # statement on the blank line while the scanner carries the line on (a fuzz run):
        # no reading to hold the scanner to.
        return None
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(content).readline))
    except (tokenize.TokenError, SyntaxError):
        return None
    if any(
        token.type == tokenize.ERRORTOKEN and token.string.lstrip("rRbBuUfF")[:1] in ("'", '"')
        for token in tokens
    ):
        return None  # (3.11 reads a string that does not close as an error token and goes on)
    inside: set[int] = set()
    prose: set[int] = set()
    over_lines: set[int] = set()  # rows a string over lines touches
    code: set[int] = set()  # rows any other token (a comment aside) touches
    depth = 0
    previous = tokenize.ENCODING
    for index, token in enumerate(tokens):
        first, last = token.start[0], token.end[0]
        if token.type == tokenize.OP and token.string in _OPENS:
            depth += _OPENS[token.string]
            if depth < 0:
                # A closing bracket nothing opened: not Python, and tokenize's own count goes
                # below zero (a later "(" brings it back to 0), where the scanner counts from 0:
                # no reading to hold the scanner to (a fuzz run: ')' then 'call(a=...' ).
                return None
        if token.type == tokenize.STRING:
            if last > first:
                inside.update(range(first + 1, last + 1))
                over_lines.update(range(first, last + 1))
            else:
                code.add(first)
                if depth == 0 and previous in _FIRST and tokens[index + 1].type in _LAST:
                    prose.add(first)
        elif token.type not in _TRIVIA:
            code.update(range(first, last + 1))
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            previous = token.type
    # a row of a string over lines is its text whole when no code stands beside it
    return inside, prose | (over_lines - code)


def _scanned(content: str, rows: int) -> tuple[list[bool | None], list[bool | None]]:
    strings = PythonStrings(content)
    inside = [strings.inside(row) for row in range(1, rows + 1)]
    other = PythonStrings(content)  # (prose asked first, without inside read before it)
    prose = [other.prose(row) for row in range(1, rows + 1)]
    return inside, prose


def _assert_as_tokenize(content: str) -> None:
    expected = _oracle(content)
    if expected is None:
        return
    rows = content.count("\n") + 1
    inside, prose = _scanned(content, rows)
    assert inside == [row in expected[0] for row in range(1, rows + 1)]
    assert prose == [row in expected[1] for row in range(1, rows + 1)]


def _assert_split_as_tokenize(content: str) -> None:
    """A row a string over lines opens or closes beside code splits into that code (the
    string's part given as ``""``) and the part tokenize reads as the string's."""
    if _oracle(content) is None:
        return
    lines = content.split("\n")
    strings = PythonStrings(content)
    parts: dict[int, list[str]] = {}
    for token in tokenize.generate_tokens(io.StringIO(content).readline):
        if token.type == tokenize.STRING and token.end[0] > token.start[0]:
            (first, column), (last, end) = token.start, token.end
            parts.setdefault(first, []).append(lines[first - 1][column:])
            parts.setdefault(last, []).append(lines[last - 1][:end])
    for row, line in enumerate(lines, 1):
        split = strings.split(row, line)
        if strings.prose(row) or row not in parts:
            assert split is None
            continue
        assert split is not None
        code, text = split
        assert text == " ".join(parts[row])
        rebuilt = code
        for part in parts[row]:
            rebuilt = rebuilt.replace('""', part, 1) if part else rebuilt
        assert rebuilt.replace('""', "") == line.replace("".join(parts[row]), "") or text


def _stdlib_files() -> list[str]:
    root = sysconfig.get_paths()["stdlib"]
    found: list[str] = []
    for folder, folders, names in os.walk(root):
        folders[:] = sorted(name for name in folders if name != "site-packages")
        found.extend(os.path.join(folder, name) for name in sorted(names) if name.endswith(".py"))
    return found


def test_the_scanner_reads_standard_library_files_as_tokenize_does() -> None:
    # (every 4th file of the sorted walk, for time; the whole library agreed when last run by hand)
    checked = 0
    for path in _stdlib_files()[::4]:
        try:
            with open(path, encoding="utf-8", newline="") as handle:
                content = handle.read()
        except (UnicodeDecodeError, OSError):
            continue
        if _oracle(content) is None:
            continue
        _assert_as_tokenize(content)
        checked += 1
    assert checked > 300


_PIECES = [
    "x = 1\n",
    '"""Doc.\n',
    '"""\n',
    "'''\n",
    '    """One line."""\n',
    "s = 'it''s'\n",
    's = "a\\"b"\n',
    "t = '''a\n",
    "b'''\n",
    "# a comment with \"\"\" and ''' in it\n",
    "y = (\n",
    '    "in brackets"\n',
    ")\n",
    "z = 1 + \\\n",
    '"after a continuation"\n',
    "u = 'a\\\n",
    "b'\n",
    'f"{x}" "joined"\n',
    'rb"raw" # c \\\n',
    '"only"  # and a comment\n',
    "def f():\n",
    "    pass\n",
    '""""""\n',
    "q = '\"'\n",
    'call(a="""x\n',
    'y""", b=2)\n',
    '"""z\n',
    'w""" + """v\n',
    'u"""  # c\n',
    "\n",
]


@given(st.lists(st.sampled_from(_PIECES), max_size=14))
def test_generated_files_read_as_tokenize_reads_them(pieces: list[str]) -> None:
    _assert_as_tokenize("".join(pieces))
    _assert_split_as_tokenize("".join(pieces))


def test_a_line_opening_or_closing_a_string_beside_code_splits_into_both() -> None:
    content = 'CONFIG = dict(BANNER="""Welcome\nto the app""", PORT=8080)\n    """Doc\n"""  # c\n'
    strings = PythonStrings(content)
    lines = content.split("\n")
    assert [strings.prose(row) for row in (1, 2, 3, 4)] == [False, False, True, True]
    assert strings.split(1, lines[0]) == ('CONFIG = dict(BANNER=""', '"""Welcome')
    assert strings.split(2, lines[1]) == ('"", PORT=8080)', 'to the app"""')
    assert strings.split(3, lines[2]) is None
    closes_and_opens = 'a = """x\ny""" + b"""z\nw"""\n'
    both = PythonStrings(closes_and_opens)
    assert both.split(2, 'y""" + b"""z') == ('"" + ""', 'y""" b"""z')


@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=8))
def test_files_cut_at_every_position_read_as_tokenize_reads_them(pieces: list[str]) -> None:
    content = "".join(pieces)
    for cut in range(len(content) + 1):
        _assert_as_tokenize(content[:cut])


def test_a_string_that_does_not_close_makes_later_lines_unknown() -> None:
    content = 'x = 1\ndef f():\n    """Doc\n    # etc\n'
    strings = PythonStrings(content)
    assert [strings.inside(row) for row in (1, 2, 3, 4)] == [False, False, False, None]
    assert PythonStrings(content).prose(4) is None
    quote = "a = 'it\nb = 1\n"
    assert PythonStrings(quote).inside(2) is None


_UNIT = 'def f(x):\n    """Doc of f.\n\n    # etc\n    """\n    return x  # "q" \'r\'\n'


def _read_whole(content: str) -> None:
    rows = content.count("\n")
    assert PythonStrings(content).inside(rows) is False
    assert PythonStrings(content).prose(rows) is False


def test_reading_is_linear_in_the_file() -> None:
    assert_linear(lambda count: _UNIT * count, _read_whole, 200)
