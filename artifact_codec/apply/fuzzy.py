"""The places of a file most like a hunk's old text: for the fuzzy rung and for feedback.

Bounded work whatever the file: lines are compared by a loose key (ASCII punctuation, no
surrounding whitespace); each line of the old text that occurs at most :data:`_MAX_OCCURRENCES`
times in the file votes for the place where the old text would start if that line were in
it; the :data:`MAX_COMPARED` places with the most votes are compared line by line with
rapidfuzz's ``Indel`` distance (a bit-parallel LCS: similarity is ``1 - (insertions +
deletions) / characters``, summed over the lines), over windows as long as the old text. The
hunk's three longest lines also vote where the
lines most like them stand (a model may misquote every line). So a hunk of ``m`` lines in a
file of ``n`` lines costs ``O(n)`` to index, three passes of ``n`` line comparisons, and at
most ``MAX_COMPARED + 2`` comparisons of ``m`` lines.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rapidfuzz import fuzz, process
from rapidfuzz.distance import Indel

from .ladder import ascii_punctuation

__all__ = ["MAX_COMPARED", "OVERHANG", "Near", "nearest", "overhanging"]

#: Places compared as text, at most, per hunk.
MAX_COMPARED = 16
# A line that occurs more often than this ("", "}", "return None") says little about where a
# hunk stands; it does not vote (so the votes cost at most this many per line of the hunk).
_MAX_OCCURRENCES = 32
# A few of the hunk's longest lines also vote where a similar (not equal) line stands: the
# places a model misquoted on every line. Each compares with every line of the file once.
_SIMILAR_VOTERS = 3
_SIMILAR_PER_VOTER = 8
_SIMILAR_CUTOFF = 70.0


@dataclass(frozen=True)
class Near:
    """Lines ``[start, stop)`` of the file: ``similarity`` (0 to 1) of their text to the old
    text, ``agreement`` the share of their lines that are the old text's line at the same
    place (the loose key). ``score`` is the mean of the two: a window one line off in a file
    of similar lines is similar as text but agrees on no line."""

    start: int
    stop: int
    similarity: float
    agreement: float = 0.0

    @property
    def score(self) -> float:
        return (self.similarity + self.agreement) / 2


def nearest(contents: list[str], old_lines: list[str]) -> list[Near]:
    """The places most like ``old_lines``, best ``score`` first (empty when no line of the old
    text is in the file, or like one)."""
    if not contents or not old_lines:
        return []
    file_keys = _keys(contents)
    old_keys = _keys(old_lines)
    where: dict[str, list[int]] = {}
    wanted = {key for key in old_keys if key}
    for index, key in enumerate(file_keys):
        if key in wanted:
            where.setdefault(key, []).append(index)
    votes: Counter[int] = Counter()
    length = min(len(old_keys), len(file_keys))
    last_start = len(file_keys) - length
    for offset, key in enumerate(old_keys):
        found = where.get(key)
        if not found or len(found) > _MAX_OCCURRENCES:
            continue
        for index in found:
            votes[min(max(index - offset, 0), last_start)] += 1
    voters = sorted(range(len(old_keys)), key=lambda i: -len(old_keys[i]))[:_SIMILAR_VOTERS]
    for offset in voters:
        if len(old_keys[offset]) < 8:
            continue
        for _, _, index in process.extract(
            old_keys[offset],
            file_keys,
            scorer=fuzz.ratio,
            limit=_SIMILAR_PER_VOTER,
            score_cutoff=_SIMILAR_CUTOFF,
        ):
            votes[min(max(index - offset, 0), last_start)] += 1
    starts = [start for start, _ in votes.most_common(MAX_COMPARED)]
    # The windows one line before and after the likeliest place are its nearest rivals (in
    # repetitive text they differ little): the fuzzy rung must see that it beats them too.
    for start in starts[:1]:
        starts.extend(s for s in (start - 1, start + 1) if 0 <= s <= last_start and s not in starts)
    total = sum(map(len, old_keys))
    places = []
    for start in starts:
        keys = file_keys[start : start + length]
        # Line by line (the window is as long as the old text): the characters of each line
        # of the old text that its line of the window has too (Indel: a longest common
        # subsequence), over all the characters; and the lines that are equal.
        distance = sum(map(Indel.distance, old_keys, keys))
        size = total + sum(map(len, keys))
        similarity = 1.0 - distance / size if size else 1.0
        agreement = sum(map(str.__eq__, keys, old_keys)) / len(old_keys)
        places.append(Near(start, start + length, similarity, agreement))
    places.sort(key=lambda near: (-near.score, -near.similarity, near.start))
    return places


#: Lines a quote may run past either end of the file for :func:`overhanging` (a model adds a
#: blank line or two after the last lines, or before the first).
OVERHANG = 3


def overhanging(contents: list[str], old_lines: list[str]) -> Near | None:
    """The best place that runs past the start or the end of the file by 1 to
    :data:`OVERHANG` lines, scored as :func:`nearest` scores (a line of the old text with no
    file line against it counts all its characters as different), or None.

    :func:`nearest` compares only windows inside the file, so a quote of the file's last lines
    plus a blank line is compared there only with other places; this is the rival it does not
    see. ``start``/``stop`` are the file lines the place covers (clipped to the file)."""
    size, count = len(old_lines), len(contents)
    if not contents or size < 2:
        return None
    old_keys = _keys(old_lines)
    best: Near | None = None
    for over in range(1, min(OVERHANG, size - 1) + 1):
        inside = size - over
        if inside > count:
            continue
        for at_end in (True, False):
            if at_end:
                file_keys = _keys(contents[count - inside :])
                quoted, missing = old_keys[:inside], old_keys[inside:]
                start, stop = count - inside, count
            else:
                file_keys = _keys(contents[:inside])
                quoted, missing = old_keys[over:], old_keys[:over]
                start, stop = 0, inside
            distance = sum(map(Indel.distance, quoted, file_keys)) + sum(map(len, missing))
            total = sum(map(len, old_keys)) + sum(map(len, file_keys))
            similarity = 1.0 - distance / total if total else 1.0
            agreement = sum(map(str.__eq__, file_keys, quoted)) / size
            near = Near(start, stop, similarity, agreement)
            if best is None or near.score > best.score:
                best = near
    return best


def _keys(lines: list[str]) -> list[str]:
    """``punctuation_key`` of each line, with whole-text operations (files are long)."""
    return list(map(str.strip, ascii_punctuation("\n".join(lines)).split("\n")))
