"""The matching ladder: where in a file does a hunk's old text stand?

The rungs are tried strictest first; the first rung under which *any* place matches decides.
Each rung is an equivalence of lines (a key every line is reduced to) or, for elision, a
pattern with gaps; a place "matches" when every line of the old text has the key of the file
line it stands against. A coarser rung matches at least the places a stricter one does, so
once a rung has found two places no coarser rung can find one: the hunk is ambiguous there
(a line hint or an anchor may pick one, see ``applier``) and the ladder stops.

- ``exact``: the old text as a substring of the file; when it ends with a line break it must
  also start a line (it is whole lines). No line is reduced.
- ``line-endings``: the old text with the file's CRLF line breaks; then whole lines compared
  without their line breaks (also a last line without one).
- ``trailing-whitespace``: lines compared without the whitespace at their ends.
- ``indentation``: lines compared without any surrounding whitespace, and then checked: every
  non-blank line of the file is the model's line with the same prefix of whitespace added, or
  every one with the same prefix removed (a uniform shift; relative indentation is intact).
- ``elision``: the old text holds lines such as ``...`` or ``# ... existing code ...``; the
  pieces between them match in order (under the three rungs above, strictest first, with one
  shift for all pieces) with any lines in the gaps.
- ``punctuation``: as ``indentation`` (and ``elision``) after mapping typographic dashes,
  quotes and spaces to ASCII, in the file and the old text alike: the set OpenAI Codex's
  ``apply_patch`` normalises when it seeks context (``codex-rs/apply-patch/src/seek_sequence.rs``).

The places are found with ``str.find`` over one character per line key, so a rung costs time
linear in the file's size; at most :data:`MAX_PLACES` places are collected (more are as
ambiguous as two).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .outcome import Rung
from .text import Lines, Snapshot, model_lines

__all__ = [
    "MAX_PLACES",
    "Place",
    "Search",
    "Shift",
    "ascii_punctuation",
    "is_elision",
    "loose_key",
    "punctuation_key",
    "search",
    "split_elisions",
    "uniform_shift",
]

#: Places collected per rung; a hunk that matches more is refused as ambiguous.
MAX_PLACES = 64

# Typographic punctuation and spaces -> ASCII: the characters OpenAI Codex's apply_patch
# normalises when it seeks context lines (codex-rs/apply-patch/src/seek_sequence.rs).
_PUNCTUATION = str.maketrans(
    {
        **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212", "-"),
        **dict.fromkeys("\u2018\u2019\u201a\u201b", "'"),
        **dict.fromkeys("\u201c\u201d\u201e\u201f", '"'),
        **dict.fromkeys(
            "\u00a0\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000", " "
        ),
    }
)

# A line that stands for lines left out: "...", "…" alone, or a comment of dots and a few
# words: "# ...", "// ... existing code ...", "/* ... */", "<!-- ... -->", "-- ...",
# "; ... rest of the file ...". Without a comment marker only "... some words ..." (dots on
# both sides, words only): "...args" is a spread and "...    def f(self):" a doctest line.
_DOTS = r"(?:\.\.\.|\u2026)"
_COMMENT_WORDS = r"[A-Za-z(][\w ,'()/:-]{0,60}?"
_PLAIN_WORDS = r"[A-Za-z][A-Za-z ,'-]{0,60}?"
_ELISION = re.compile(
    r"[ \t]*(?:"
    + _DOTS
    + r"|(?:#|//|/\*|<!--|--|;|\{/\*)[ \t]*"
    + _DOTS
    + r"(?:[ \t]*"
    + _COMMENT_WORDS
    + r"[ \t]*"
    + _DOTS
    + r"|[ \t]+"
    + _COMMENT_WORDS
    + r")?"
    + r"[ \t]*(?:\*/\}?|-->)?"
    + r"|"
    + _DOTS
    + r"[ \t]*"
    + _PLAIN_WORDS
    + r"[ \t]*"
    + _DOTS
    + r")[ \t]*"
)


def is_elision(line: str) -> bool:
    """True when ``line`` (without its line break) stands for lines left out."""
    return _ELISION.fullmatch(line) is not None


def split_elisions(lines: list[str]) -> list[list[str]]:
    """The pieces of ``lines`` between elision lines; leading and trailing ones are dropped.

    ``[]`` when ``lines`` holds nothing but elision lines.
    """
    start, stop = 0, len(lines)
    while start < stop and is_elision(lines[start]):
        start += 1
    while stop > start and is_elision(lines[stop - 1]):
        stop -= 1
    pieces: list[list[str]] = [[]]
    for line in lines[start:stop]:
        if is_elision(line):
            if pieces[-1]:
                pieces.append([])
        else:
            pieces[-1].append(line)
    return [piece for piece in pieces if piece]


def punctuation_key(line: str) -> str:
    """The key of the punctuation rung: ASCII punctuation, no surrounding whitespace."""
    return line.translate(_PUNCTUATION).strip()


def loose_key(line: str) -> str:
    """The key of the fuzzy rung: ASCII punctuation, whitespace runs as one space."""
    return " ".join(line.translate(_PUNCTUATION).split())


@dataclass(frozen=True)
class Shift:
    """A uniform indentation shift: the file's lines are the model's with ``prefix`` added
    (``deeper``) or removed (not ``deeper``). ``Shift(True, "")`` is no shift."""

    deeper: bool
    prefix: str
    # The file indents with a tab where the model wrote four spaces (and no other shift):
    # the model's lines are written with their indentation as tabs.
    tabs: bool = False

    def describe(self) -> str:
        if self.tabs:
            return "the file indents with a tab where the quote has four spaces"
        width = self.prefix.replace("\t", "<tab>")
        amount = f"{len(self.prefix)} character{'s' if len(self.prefix) != 1 else ''}"
        if self.prefix.strip(" ") == "":
            amount = f"{len(self.prefix)} space{'s' if len(self.prefix) != 1 else ''}"
        elif self.prefix.strip("\t") == "":
            amount = f"{len(self.prefix)} tab{'s' if len(self.prefix) != 1 else ''}"
        else:
            amount = repr(width)
        return f"the file is indented {amount} {'more' if self.deeper else 'less'}"

    def apply(self, line: str) -> str | None:
        """The model's new ``line`` indented as the file is; None if it cannot be."""
        if self.tabs and line.strip():
            body = line.lstrip(" \t")
            width = len(line.expandtabs(4)) - len(body.expandtabs(4))
            return "\t" * (width // 4) + " " * (width % 4) + body
        if not self.prefix or not line.strip():
            return line
        if self.deeper:
            return self.prefix + line
        if line.startswith(self.prefix):
            return line[len(self.prefix) :]
        return None


NO_SHIFT = Shift(True, "")
TABS_FOR_SPACES = Shift(True, "", tabs=True)


def uniform_shift(
    file_lines: list[str], old_lines: list[str], normalize: Callable[[str], str] | None = None
) -> Shift | None:
    """The one shift that turns every non-blank old line into its file line, or None."""
    found: Shift | None = None
    for file_line, old_line in zip(file_lines, old_lines, strict=True):
        if normalize is not None:
            file_line, old_line = normalize(file_line), normalize(old_line)
        file_line, old_line = file_line.rstrip(), old_line.rstrip()
        if not file_line or not old_line:
            if file_line or old_line:
                return None
            continue
        file_indent = file_line[: len(file_line) - len(file_line.lstrip())]
        old_indent = old_line[: len(old_line) - len(old_line.lstrip())]
        if file_line[len(file_indent) :] != old_line[len(old_indent) :]:
            return None
        if len(file_indent) >= len(old_indent):
            if not file_indent.endswith(old_indent):
                return None
            shift = Shift(True, file_indent[: len(file_indent) - len(old_indent)])
        else:
            if not old_indent.endswith(file_indent):
                return None
            shift = Shift(False, old_indent[: len(old_indent) - len(file_indent)])
        if not shift.prefix:
            shift = NO_SHIFT
        if found is None:
            found = shift
        elif shift != found:
            return None
    return found or NO_SHIFT


def ascii_punctuation(line: str) -> str:
    """``line`` with typographic dashes, quotes and spaces as their ASCII characters."""
    return line.translate(_PUNCTUATION)


@dataclass(frozen=True)
class Place:
    """One place where a hunk's old text matches.

    ``start``/``stop``: the file lines ``[start, stop)`` it covers (0-based). ``windows``: for
    each piece of an elided old text, the lines it matched (one window otherwise). ``span``:
    the characters it covers when it matched as a substring (``exact``, and ``line-endings``
    with CRLF), else None. ``shift``: the indentation shift of the rung, if any. ``level``:
    for an elided old text, the rung whose line equivalence its pieces matched under
    (``line-endings`` when they are the file's lines as they are), else None.
    """

    rung: Rung
    start: int
    stop: int
    windows: tuple[tuple[int, int], ...] = ()
    span: tuple[int, int] | None = None
    shift: Shift = NO_SHIFT
    substring: str = ""
    level: Rung | None = None


@dataclass(frozen=True)
class Search:
    """The places found at the first rung that found any (none: ``rung`` is None).

    ``more``: there are more places than ``places`` lists (past :data:`MAX_PLACES`), or an
    elided old text fits the file in more than one way; a line hint cannot pick among them.
    ``elided``: the old text has elision lines.
    ``fits``: when an elided old text fits in more than one way, each way (its pieces'
    windows), if there are at most :data:`MAX_FITS`; empty otherwise.
    """

    rung: Rung | None
    places: list[Place]
    more: bool = False
    elided: bool = False
    fits: tuple[Place, ...] = ()

    @property
    def unique(self) -> bool:
        return len(self.places) == 1 and not self.more


def _finds(text: str, needle: str, limit: int) -> list[int]:
    """Where ``needle`` is in ``text`` (overlapping ones too), the first ``limit`` of them."""
    found: list[int] = []
    position = text.find(needle)
    while position != -1 and len(found) < limit:
        found.append(position)
        position = text.find(needle, position + 1)
    return found


def _occurrences(text: str, needle: str, start_line: bool, end_line: bool, limit: int) -> list[int]:
    """Where ``needle`` is in ``text``, the first ``limit`` places: at line starts if
    ``start_line``, ending at a line end (a line break or the end of the text) if ``end_line``.

    Only places that count are ever compared: a needle wanted at line starts is sought with the
    line break before it, so a file whose every line holds it in the middle costs one pass, not
    one comparison of the whole needle per line.
    """
    if not start_line:
        return _finds(text, needle, limit)
    if not end_line or needle.endswith("\n"):
        found = [0] if text.startswith(needle) else []
        found += [at + 1 for at in _finds(text, "\n" + needle, limit)]
        return found[:limit]
    # Whole lines without the last line break: followed by one, or by the end of the text.
    found = []
    for suffix in ("\n", "\r\n"):
        if text.startswith(needle + suffix):
            found.append(0)
        found += [at + 1 for at in _finds(text, "\n" + needle + suffix, limit)]
    tail = len(text) - len(needle)
    if text.endswith(needle) and (tail == 0 or (tail > 0 and text[tail - 1] == "\n")):
        found.append(tail)
    return sorted(set(found))[:limit]


def _substring_places(
    snapshot: Snapshot, needle: str, rung: Rung, whole_lines: bool
) -> tuple[list[Place], bool]:
    """The places of ``needle`` as a substring (``whole_lines``: only where it is whole lines,
    also when it does not end with a line break); more than :data:`MAX_PLACES`: ``True``."""
    places: list[Place] = []
    start_line = whole_lines or needle.endswith("\n")
    positions = _occurrences(snapshot.text, needle, start_line, whole_lines, MAX_PLACES + 1)
    for position in positions[:MAX_PLACES]:
        end = position + len(needle)
        first = snapshot.line_of(position)
        last = first + needle.count("\n", 0, len(needle) - 1) + 1
        places.append(Place(rung, first, last, ((first, last),), (position, end), NO_SHIFT, needle))
    return places, len(positions) > MAX_PLACES


class _Coder:
    """One character per distinct line key, so that line sequences are found by str.find.

    Past the last code point (1,114,112 distinct keys) codes repeat; two keys that share a
    code are told apart by the check every place gets.
    """

    def __init__(self, keys: list[str]) -> None:
        distinct = dict.fromkeys(keys)
        codes = map(chr, itertools.islice(itertools.cycle(range(0x110000)), len(distinct)))
        self.codes = dict(zip(distinct, codes, strict=True))
        self.encoded = "".join(map(self.codes.__getitem__, keys))

    def encode(self, keys: list[str]) -> str:
        """``keys`` (of an old text) as codes; a key the file lacks gets one no line has."""
        codes = self.codes
        fresh = chr(len(codes) % 0x110000)
        return "".join([codes.get(key, fresh) for key in keys])


def _line_places(file_keys: str, pattern: str) -> Iterator[int]:
    position = file_keys.find(pattern)
    while position != -1:
        yield position
        position = file_keys.find(pattern, position + 1)


@dataclass(frozen=True)
class _Level:
    rung: Rung
    key: Callable[[str], str]
    shift: bool = False
    normalize: Callable[[str], str] | None = None

    def keys(self, lines: list[str]) -> list[str]:
        """``key`` of every line, with whole-list operations (this runs on whole files)."""
        if self.normalize is not None:
            lines = self.normalize("\n".join(lines)).split("\n")
        if self.key is _identity:
            return lines
        method = str.rstrip if self.key is _rstrip else str.strip
        return list(map(method, lines))


def _identity(line: str) -> str:
    return line


def _rstrip(line: str) -> str:
    return line.rstrip()


def _strip(line: str) -> str:
    return line.strip()


_LEVELS = (
    _Level(Rung.LINE_ENDINGS, _identity),
    _Level(Rung.TRAILING_WHITESPACE, _rstrip),
    _Level(Rung.INDENTATION, _strip, shift=True),
)
_PUNCTUATION_LEVEL = _Level(
    Rung.PUNCTUATION, punctuation_key, shift=True, normalize=ascii_punctuation
)


class _FileKeys:
    """The file's lines reduced by each level's key, computed when first asked."""

    def __init__(self, lines: Lines) -> None:
        self.lines = lines
        self._keys: dict[Rung, list[str]] = {}
        self._coders: dict[Rung, _Coder] = {}

    def keys(self, level: _Level) -> list[str]:
        found = self._keys.get(level.rung)
        if found is None:
            found = level.keys(self.lines.contents)
            self._keys[level.rung] = found
        return found

    def coder(self, level: _Level) -> _Coder:
        found = self._coders.get(level.rung)
        if found is None:
            found = _Coder(self.keys(level))
            self._coders[level.rung] = found
        return found


# The longest line of a piece is found first (list.index, no new objects) and the lines
# around it compared; only a piece whose longest line is in more places than this is found
# with one code per line key and str.find (building codes costs more than a few scans).
_PIVOT_PLACES = 256


def _starts(keys: _FileKeys, level: _Level, piece_keys: list[str]) -> Iterator[int]:
    """Every line where ``piece_keys`` stand in the file's keys, in order."""
    file_keys = keys.keys(level)
    size = len(piece_keys)
    pivot = max(range(size), key=lambda i: len(piece_keys[i]))
    wanted = piece_keys[pivot]
    positions: list[int] = []
    at = 0
    while len(positions) <= _PIVOT_PLACES:
        try:
            at = file_keys.index(wanted, at)
        except ValueError:
            break
        positions.append(at)
        at += 1
    if len(positions) <= _PIVOT_PLACES:
        for position in positions:
            start = position - pivot
            if start >= 0 and file_keys[start : start + size] == piece_keys:
                yield start
        return
    coder = keys.coder(level)
    for start in _line_places(coder.encoded, coder.encode(piece_keys)):
        if file_keys[start : start + size] == piece_keys:  # codes repeat past 1.1M keys
            yield start


#: Places collected for one piece of an elided old text (a piece the hunk keeps, such as a
#: blank line, may be in many places without making the hunk ambiguous).
MAX_PIECE_PLACES = 4096


def _piece_places(
    keys: _FileKeys, level: _Level, piece: list[str], limit: int = MAX_PLACES, tabs: bool = False
) -> tuple[list[tuple[int, Shift]], bool]:
    """Where the lines of ``piece`` stand under ``level``: (first line, shift) each, and
    whether there may be more than listed (past ``limit``, or past ``4 * limit`` places whose
    keys match but whose indentation is checked).

    ``tabs``: places where the lines stand only with a tab read as four spaces (no uniform
    shift of the indentation as written) count too, when a shift places the piece elsewhere:
    they are another reading of a quote that writes a tab for four spaces (or four spaces
    for a tab), so the places are listed with ``more`` set and the hunk is refused as
    ambiguous, naming them all. Alone, the places where the file indents every line with
    tabs only and the quote with spaces only, four a tab, are found (shift
    :data:`TABS_FOR_SPACES`: a Go file quoted with four spaces a level); others place
    nothing (the rungs below decide)."""
    contents = keys.lines.contents
    found: list[tuple[int, Shift]] = []
    tab_readings: list[tuple[int, Shift]] = []
    for checked, start in enumerate(_starts(keys, level, level.keys(piece))):
        if len(found) >= limit or checked >= 4 * limit:
            return found, True
        window = contents[start : start + len(piece)]
        shift = NO_SHIFT
        if level.shift:
            uniform = uniform_shift(window, piece, level.normalize)
            if uniform is None:
                if tabs and _tab_reading(window, piece):
                    retab = _tabs_for_spaces(window, piece)
                    tab_readings.append((start, TABS_FOR_SPACES if retab else NO_SHIFT))
                continue
            shift = uniform
        found.append((start, shift))
    if found and tab_readings:
        return sorted(found + tab_readings, key=lambda place: place[0]), True
    if tab_readings:
        retabbed = [place for place in tab_readings if place[1] is TABS_FOR_SPACES]
        return retabbed, len(retabbed) != len(tab_readings)
    return found, False


def _tabs_for_spaces(window: list[str], piece: list[str]) -> bool:
    """Whether the file's ``window`` indents with tabs only, ``piece`` with spaces only, and
    each tab is four of its spaces (the same indentation, no shift)."""
    for file_line, quoted in zip(window, piece, strict=True):
        if not file_line.strip() or not quoted.strip():
            continue
        file_indent = file_line[: len(file_line) - len(file_line.lstrip())]
        quoted_indent = quoted[: len(quoted) - len(quoted.lstrip())]
        if file_indent.strip("\t") or quoted_indent.strip(" "):
            return False
        if len(quoted_indent) != 4 * len(file_indent):
            return False
    return True


def _tab_reading(window: list[str], piece: list[str]) -> bool:
    """Whether ``piece`` is the file's ``window`` with tabs read as four spaces."""
    if not any("\t" in line for line in (*window, *piece)):
        return False
    expanded = [line.expandtabs(4) for line in window]
    return uniform_shift(expanded, [line.expandtabs(4) for line in piece]) is not None


def _feasible(per_piece: list[list[int]], lengths: list[int]) -> list[list[int]]:
    """For each piece, the places it takes in at least one way to fit all pieces in order
    without overlapping (each list sorted). Linear in the number of places."""
    count = len(per_piece)
    # Earliest end of a fit of pieces 0..i ending at or before each place (forward), and
    # latest start of a fit of pieces i..end (backward).
    forward: list[list[int]] = []
    reach = -1  # the earliest line after pieces 0..i-1 fit
    for index in range(count):
        ok = [start for start in per_piece[index] if start >= reach]
        if index == 0:
            ok = list(per_piece[0])
        forward.append(ok)
        if not ok:
            return [[] for _ in range(count)]
        reach = ok[0] + lengths[index]
    backward: list[list[int]] = [[] for _ in range(count)]
    limit = None  # the latest start of pieces i+1..end
    for index in range(count - 1, -1, -1):
        ok = [start for start in forward[index] if limit is None or start + lengths[index] <= limit]
        backward[index] = ok
        if not ok:
            return [[] for _ in range(count)]
        limit = ok[-1]
    return backward


def _elided_places(
    keys: _FileKeys, level: _Level, pieces: list[list[str]], kept: list[bool] | None
) -> Search | None:
    """Where an elided old text fits: its pieces in order, one shift for all, any lines in the
    gaps. Several fits are still one place when every piece the hunk changes (``kept`` is
    false) has one place in all of them: the pieces it keeps and the gaps are the file's own
    lines either way, so the file comes out the same."""
    found: list[list[tuple[int, Shift]]] = []
    for piece in pieces:
        places, more = _piece_places(keys, level, piece, MAX_PIECE_PLACES)
        if not places:
            return None
        if more:
            listed = [
                _place(level.rung, start, len(piece), NO_SHIFT) for start, _ in places[:MAX_PLACES]
            ]
            return Search(level.rung, listed, True, True)
        found.append(places)
    lengths = [len(piece) for piece in pieces]
    changing = [i for i in range(len(pieces)) if kept is None or not kept[i]]
    fits: list[tuple[Shift, list[list[int]]]] = []
    for shift in dict.fromkeys(shift for places in found for _, shift in places):
        per_piece = [[start for start, s in places if s == shift] for places in found]
        feasible = _feasible(per_piece, lengths)
        if feasible[0]:
            fits.append((shift, feasible))
    if not fits:
        return None
    first_places = sorted({start for _, feasible in fits for start in feasible[0]})
    listed = [
        _place(level.rung, start, lengths[0], NO_SHIFT) for start in first_places[:MAX_PLACES]
    ]
    if len(fits) > 1 or any(len(fits[0][1][i]) > 1 for i in changing):
        return Search(level.rung, listed, True, True, _all_fits(level.rung, fits, lengths))
    shift, feasible = fits[0]
    windows = _one_fit(feasible, lengths, changing)
    place = Place(level.rung, windows[0][0], windows[-1][1], tuple(windows), None, shift)
    return Search(level.rung, [place], False, True)


#: Ways to fit an elided old text listed, at most, for a caller to weigh (see Search.fits).
MAX_FITS = 32


def _all_fits(
    rung: Rung, fits: list[tuple[Shift, list[list[int]]]], lengths: list[int]
) -> tuple[Place, ...]:
    """Every way to fit the pieces in order without overlapping, as places with their
    windows; empty when there are more than :data:`MAX_FITS`."""
    result: list[Place] = []

    def extend(shift: Shift, feasible: list[list[int]], starts: list[int]) -> bool:
        index = len(starts)
        if index == len(lengths):
            if len(result) == MAX_FITS:
                return False
            windows = tuple((s, s + n) for s, n in zip(starts, lengths, strict=True))
            result.append(Place(rung, windows[0][0], windows[-1][1], windows, None, shift))
            return True
        floor = starts[-1] + lengths[index - 1] if starts else -1
        for start in feasible[index]:
            if start >= floor and not extend(shift, feasible, [*starts, start]):
                return False
        return True

    for shift, feasible in fits:
        if not extend(shift, feasible, []):
            return ()
    return tuple(result)


def _one_fit(
    feasible: list[list[int]], lengths: list[int], changing: list[int]
) -> list[tuple[int, int]]:
    """One way to fit the pieces: the changed ones where they must be, the kept ones as close
    to them as they fit (the gaps as short as they can be)."""
    starts: list[int | None] = [None] * len(lengths)
    for index in changing:
        starts[index] = feasible[index][0]
    anchor = changing[0] if changing else len(lengths) - 1
    if starts[anchor] is None:
        starts[anchor] = feasible[anchor][-1]
    for index in range(anchor - 1, -1, -1):  # before: the latest place that fits
        after = starts[index + 1]
        assert after is not None
        if starts[index] is None:
            starts[index] = max(s for s in feasible[index] if s + lengths[index] <= after)
    for index in range(anchor + 1, len(lengths)):  # after: the earliest place that fits
        before = starts[index - 1]
        assert before is not None
        if starts[index] is None:
            starts[index] = min(s for s in feasible[index] if s >= before + lengths[index - 1])
    return [
        (start, start + length)
        for start, length in zip(starts, lengths, strict=True)
        if start is not None
    ]


def search(
    snapshot: Snapshot,
    old: str,
    newline: str,
    kept: list[bool] | None = None,
    *,
    strict: bool = False,
    whole_lines: bool = False,
    after: int = 0,
) -> Search:
    """Walk the ladder for ``old`` in the file ``snapshot`` (``strict``: only its substring
    rungs, ``exact`` and ``line-endings`` with CRLF).

    ``whole_lines``: ``old`` is whole lines of the file (a diff's, a patch's, a SEARCH block's
    lines), also when it does not end with a line break (a diff's ``\\ No newline at end of
    file``): it is never matched starting or ending inside a line.

    ``kept``: for an elided old text, which of its pieces the hunk leaves as they are (see
    :func:`_elided_places`); None counts every piece as changed.

    ``after``: only places that start at that line or later count (a rung whose places are
    all above it is passed by, as a V4A ``@@`` scope line is sought first and the hunk's
    lines after it).
    """

    def kept_after(places: list[Place]) -> list[Place]:
        return [place for place in places if place.start >= after] if after else places

    places, more = _substring_places(snapshot, old, Rung.EXACT, whole_lines)
    places = kept_after(places + _last_lines(snapshot, old) if places else places)
    if places:
        return Search(Rung.EXACT, places, more)
    if newline == "\r\n" and "\n" in old:
        crlf = old.replace("\r\n", "\n").replace("\n", "\r\n")
        if crlf != old:
            places, more = _substring_places(snapshot, crlf, Rung.LINE_ENDINGS, whole_lines)
            places = kept_after(places + _last_lines(snapshot, crlf) if places else places)
            if places:
                return Search(Rung.LINE_ENDINGS, places, more)
    if strict:
        return Search(None, [])
    old_lines = model_lines(old)
    if not old_lines or not snapshot.text:
        return Search(None, [])
    keys = _FileKeys(snapshot.lines)
    for level in _LEVELS:
        found, more = _piece_places(keys, level, old_lines, tabs=True)
        places = kept_after([_place(level.rung, s, len(old_lines), h) for s, h in found])
        if places:
            return Search(level.rung, places, more)
    pieces = split_elisions(old_lines)
    elided = pieces != [old_lines]
    if elided:
        if not pieces:
            return Search(None, [], elided=True)
        for level in (*_LEVELS, _PUNCTUATION_LEVEL):
            result = _elided_places(keys, level, pieces, kept)
            if result is not None and kept_after(result.places):
                rung = Rung.PUNCTUATION if level is _PUNCTUATION_LEVEL else Rung.ELISION
                return Search(
                    rung,
                    [_relabel(p, rung) for p in kept_after(result.places)],
                    result.more,
                    True,
                    tuple(_relabel(p, rung) for p in kept_after(list(result.fits))),
                )
        return Search(None, [], elided=True)
    found, more = _piece_places(keys, _PUNCTUATION_LEVEL, old_lines)
    places = kept_after([_place(Rung.PUNCTUATION, s, len(old_lines), h) for s, h in found])
    if places:
        return Search(Rung.PUNCTUATION, places, more)
    return Search(None, [])


def _last_lines(snapshot: Snapshot, needle: str) -> list[Place]:
    """The last lines of a file without a final newline, when they are ``needle`` but for its
    final line break: a place as good as the exact ones (the model ends every line with a
    line break), so that a file ``x\nx`` holds ``x\n`` twice, not once."""
    text = snapshot.text
    if not needle.endswith("\n") or text.endswith("\n"):
        return []
    tail = needle[:-2] if needle.endswith("\r\n") else needle[:-1]
    start = len(text) - len(tail)
    if not tail or not text.endswith(tail) or (start > 0 and text[start - 1] != "\n"):
        return []
    lines = snapshot.lines
    first = lines.line_of(start)
    return [_place(Rung.LINE_ENDINGS, first, len(lines) - first, NO_SHIFT)]


def _relabel(place: Place, rung: Rung) -> Place:
    """``place`` under ``rung``, keeping the rung it was found under as its ``level``."""
    return Place(
        rung, place.start, place.stop, place.windows, place.span, place.shift, "", place.rung
    )


def _place(rung: Rung, start: int, length: int, shift: Shift) -> Place:
    return Place(rung, start, start + length, ((start, start + length),), None, shift)
