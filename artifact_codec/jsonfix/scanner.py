"""The tolerant JSON scanner: a state machine over a stack of open containers.

:class:`Scanner` reads one JSON value from a start position into a list of output pieces. It
handles the structure (brackets, commas, colons, keys, comments, stray text, truncation) and
hands strings to :class:`~.strings.StringReader` and other scalars to
:class:`~.scalars.ScalarReader`; whether a quote ends a string is decided by
:class:`~.quotes.ClosingQuotes`. It is iterative (no recursion), so its time is linear in the
input and its memory a small multiple of it."""

from __future__ import annotations

import json
import re
from typing import Final

from . import readings
from .containers import Containers
from .context import MAX_DEPTH, Frame, ScanContext, Unrepairable, too_deep
from .ends import TRIAL_COST, End, choose_key_end, missing_comma_notes
from .literals import read_joined, refuse_kept_join, template_literal_at
from .quotes import FAR, ClosingQuotes
from .report import GUESSES, Note, Notes, RepairKind
from .scalars import UNQUOTED_KEY, ScalarReader, key_at, lost_key, marked_at, normalize_number
from .shapes import ObjectShape, Shape
from .strings import StringReader
from .tokens import (
    ELLIPSIS,
    QUOTE_CLOSE,
    QUOTE_OPENERS,
    SIMPLE_STRING,
    SPACES,
    STRUCTURAL,
    WORD,
    run_of,
)

__all__ = ["Scanner"]

# Scanner states.
_VALUE: Final = 0  # a value is expected (root, after ':', after ',' in an array)
_ARRAY_FIRST: Final = 1  # after '[': a value or ']'
_KEY_FIRST: Final = 2  # after '{': a key or '}'
_KEY: Final = 3  # after ',' in an object: a key
_COLON: Final = 4  # after a key
_AFTER: Final = 5  # after a value: ',' or a closing bracket

# Characters that cannot start anything where they stand: skipped in one run.
_STRAY: Final = re.compile(r"[^\s\"'\u201c\u201d\u201e\u2018\u2019,:{}\[\]/#\w+\-.$]+")
_COMMAS: Final = re.compile(r",[ \t\r\n,]*")
# Items of an array that need no decision (numbers and literals followed by ',' or ']'),
# copied in one step so that long arrays of numbers do not cost a loop turn per item.
_PLAIN_ITEMS: Final = re.compile(
    r"(?:[ \t\r\n]*,[ \t\r\n]*(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)"
    r"(?=[ \t\r\n]*[,\]])){1,256}"  # bounded: long repeats make the regex engine slow
)
_VALUE_START: Final = re.compile(
    r"[{\[\"'\u201c\u201d\u201e\u2018\u2019\d+\-.]|(?i:true|false|null|none)\b"
)
_BLANK_OR_COMMENT: Final = " \t\r\n/#"
_COLON_AHEAD: Final = re.compile(r"[ \t\r\n]*:")
_INVALID_ESCAPE: Final = frozenset({RepairKind.INVALID_ESCAPE})
_COLON_INSERTED: Final = "inserted a missing ':' after a key"
_CLOSERS: Final = {
    '"': '"',
    "'": "'",
    "\u201c": "\u201d\u201c",
    "\u201d": "\u201d\u201c",
    "\u201e": "\u201d\u201c",
    "\u2018": "\u2019\u2018",
    "\u2019": "\u2019\u2018",
}
_HOPELESS: Final = 1_000
# What setting up a trial reading costs, in characters of the trial budget.
_TRIAL_SETUP: Final = 64
# A fence line (```` ``` ```` or ``~~~``): never part of JSON, so the value was cut off there.
_KEY_BRACKET_DROPPED: Final = "dropped a '[' where a key belongs (and the ']' that closes it)"
_FENCE: Final = re.compile(r"(?:`{3,}|~{3,})[ \t]*(?:\w[\w+-]*)?[ \t]*(?:\r?\n|\Z)")
# After a value, a quote that can start nothing (a ',' or a closing bracket or the end of the
# line follows it): the lost opening quote of that value ('12345",').
_LOST_QUOTE: Final = re.compile(r"[ \t]*(?:[,}\])]|\r?\n|\Z)")
# A whole one-line string item and what may follow it ('"]", 3]'): after a blank, a quote
# that opens one is the next item of an array, its comma left out, not a stray quote.
_QUOTED_ITEM: Final = re.compile(r"\"[^\"\n]*\"[ \t]*(?:[,\]]|\r?\n|\Z)")
# Words before a quoted key on the same line, where a key is expected ('COMMENT "key":'): not
# a key, dropped.
_JUNK_BEFORE_KEY: Final = re.compile(
    r"(?:[^\s\"'{}\[\],:]{1,100}[ \t]+){1,16}"
    r"(?=[\"'\u201c\u201d][^\"'\u201c\u201d\n]{0,200}[\"'\u201c\u201d][ \t]*:)"
)
# A word right before the closing bracket of an object, after a value ('"x" true}'): no member
# starts there.
_WORD_BEFORE_CLOSER: Final = re.compile(r"[A-Za-z_$][\w$.\-]{0,100}[ \t]*(?=[}\]])")
# A bare word as the next item of an array (its comma, maybe its opening quote, left out):
# 'comment]' or 'value2",'.
_BARE_ITEM: Final = re.compile(
    r"[A-Za-z_$][\w$.\-]{0,100}(?:[ \t]+[\w$.\-]{1,100}){0,16}\"?[ \t]*(?=[,\]\"'])"
)


class Scanner:
    """Reads one JSON value from a start position (:meth:`run`).

    ``out`` collects the output pieces; ``notes`` the repairs as (kind, pos, message);
    ``truncated`` and ``truncated_path`` tell whether (and where) the input ended inside the
    value; ``file_starts`` where the objects of a top-level ``"files"`` array started.
    ``careful`` makes the second reading (see :class:`~.quotes.ClosingQuotes`)."""

    def __init__(
        self,
        text: str,
        shape: Shape | None,
        context: ScanContext,
        *,
        python: bool = False,
        careful: bool = False,
        trial: bool = False,
    ) -> None:
        self.text = text
        self.context = context
        self.end = len(text)
        self.literal_end = -1  # (where .literals read a string to: a comment glued there is one)
        self.shape = shape
        self.python = python
        self.out: list[str] = []
        self.notes: Notes = []
        self.careful = careful
        self.containers = Containers(text, shape, self.out, self.notes)
        self.stack = self.containers.stack
        self.quotes = ClosingQuotes(text, self.stack, context, careful=careful, trial=trial)
        self.strings = StringReader(text, self.out, self.notes, self.quotes, python=python)
        self.scalars = ScalarReader(text, self.out, self.notes)
        # Where in the output the string just read as an array item starts (-1: the last item
        # was no string), for a key and ':' inside an array.
        self.string_item = -1
        self.is_trial = trial
        self.synced = False  # (a trial stopped at its member boundary, see run)
        self.bare_key = -1  # where in the output the last key written without quotes is
        self.key_at = -1  # where in the text the last key read starts
        self.unknown_keys = 0  # (in a trial: keys the schema does not know)
        self.junk_drops = 0  # words dropped where a member was expected (see _drop_junk)
        if not trial:
            self.strings.trial = self._trial

    @property
    def truncated(self) -> bool:
        """Whether the input ended inside the value."""
        return self.containers.truncated

    @property
    def truncated_path(self) -> tuple[str | int, ...]:
        """The JSON path of the innermost value cut off (when truncated)."""
        return self.containers.truncated_path

    @property
    def file_starts(self) -> list[int]:
        """Where the objects of a top-level ``"files"`` array started."""
        return self.containers.file_starts

    def trouble(self, end: int) -> int:
        """How badly the reading went: structural repairs, a truncation of a document that
        looks complete, structure left over after the value."""
        count = sum(1 for note in self.notes if note[0] in STRUCTURAL)
        if self.truncated and self.quotes.looks_complete():
            count += 1
        after = self.quotes.ahead(end) if end < self.end else end
        if after < self.end:
            # (bounded: an unbounded look to the end of a long line, once per candidate of
            # a text made of many short ones, made the search quadratic)
            limit = min(self.end, after + FAR)
            line_end = self.text.find("\n", after, limit)
            rest = self.text[after : limit if line_end < 0 else line_end]
            if self.text[after] in ',:]}"' or QUOTE_CLOSE.search(rest):
                count += 1  # the value seems to go on after its end
        return count

    # -- main loop ---------------------------------------------------------------------------

    def run(self, pos: int, state: int = _VALUE, sync: tuple[int, int] = (-1, 0)) -> int:
        """Scan one value starting at ``pos``; return the position after it. (A trial
        reading starts in another ``state``, with the stack of the reading it tries, and
        stops at the first member boundary at or after ``sync[0]`` no deeper than
        ``sync[1]`` containers: ``self.synced`` is then set.)"""
        text, end, out, stack = self.text, self.end, self.out, self.stack
        note = self.notes.append
        sync_pos, sync_depth = sync if sync[0] >= 0 else (end + 1, 0)
        while True:
            if pos < end and text[pos] in _BLANK_OR_COMMENT:
                pos = self._skip(pos, bool(stack) or state != _AFTER, state in (_KEY_FIRST, _KEY))
            if pos >= end:
                if not self.containers.closed:  # (a string cut off has closed everything already)
                    self._close_at_end(state)
                return end
            char = text[pos]
            if state == _AFTER:
                if not stack:
                    return pos
                frame = stack[-1]
                if not self.is_trial and self.containers.words_after_document(pos):
                    self.end = end = pos  # (no member: see Containers.missing_closer)
                    continue
                if char == "," and frame.closer == "]":
                    plain = _PLAIN_ITEMS.match(text, pos)
                    if plain is not None:
                        run = plain.group()
                        frame.index += run.count(",")
                        frame.comma = len(out)  # (the last item is complete: no comma to drop)
                        out.append(run)
                        pos = plain.end()
                        continue
                if char == ",":
                    frame.comma = len(out)
                    out.append(",")
                    pos += 1
                    state = _KEY if frame.closer == "}" else _VALUE
                elif char == "]" and frame.skip:
                    pos = self._drop_skipped(pos, frame)
                elif char in "}]" or (char == ")" and frame.closer == ")"):
                    pos = self.containers.close(pos)
                    self.string_item = -1
                elif char == "{" and frame.closer == "}" and self.containers.in_array_item():
                    self.containers.close_item(pos)
                    state = _VALUE
                elif (
                    char in QUOTE_OPENERS
                    and _LOST_QUOTE.match(text, pos + 1)
                    and not (
                        frame.closer != "}"
                        and text[pos - 1] in " \t\r\n"
                        and _QUOTED_ITEM.match(text, pos)
                    )
                ):
                    note((RepairKind.STRAY_TEXT, pos, "dropped a stray quote after a value"))
                    self.notes.extend(readings.dropped_beside_quote(text, pos, pos + 1))
                    pos += 1
                elif char == ":" and frame.closer != "}" and self.string_item >= 0:
                    self.containers.object_in_array(pos, frame, self.string_item)
                    self.string_item = -1
                    pos += 1
                    state = _VALUE
                elif frame.closer == "}" and (char in QUOTE_OPENERS or WORD.match(char)):
                    junk = None if char in QUOTE_OPENERS else _JUNK_BEFORE_KEY.match(text, pos)
                    if junk is None and char not in QUOTE_OPENERS:
                        junk = _WORD_BEFORE_CLOSER.match(text, pos)
                    if junk is not None:
                        pos = self._drop_junk(pos, junk.end())
                        continue
                    self.notes.extend(missing_comma_notes(text, pos, self.notes))
                    self.containers.insert_comma(frame)
                    state = _KEY
                elif frame.closer != "}" and (
                    _VALUE_START.match(text, pos) or _BARE_ITEM.match(text, pos)
                ):
                    note((RepairKind.MISSING_COMMA, pos, "inserted a missing ',' between items"))
                    self.containers.insert_comma(frame)
                    state = _VALUE
                else:
                    pos = self._skip_stray(pos)
                    end = self.end  # (a fence ends the value)
                continue
            if state == _COLON:
                frame = stack[-1]
                if char == "]" and frame.skip:
                    pos = self._drop_skipped(pos, frame)
                    continue
                if char == ":":
                    out.append(":")
                    pos += 1
                elif char in ",}" and frame.comma < 0 and len(frame.keys) <= 1:
                    self._set_literal(pos, frame)
                    state = _AFTER
                    continue
                else:
                    if char == "=":
                        pos += 1
                    self.notes.extend(readings.colon_after_value(text, self.notes, self.is_trial))
                    note((RepairKind.MISSING_COLON, pos, _COLON_INSERTED))
                    if not self.is_trial:  # ('"type"": x"', 'a" // 4" wide': see .readings)
                        self.notes.extend(readings.colon_beside_quote(text, self.key_at, pos))
                        self.notes.extend(self._invented_member(pos))
                    out.append(":")
                state = _VALUE
                continue
            # (a trial stops right after a ',': at the next key, or the next item of an array)
            if (
                pos >= sync_pos
                and len(stack) <= sync_depth
                and (state == _KEY or (state == _VALUE and stack and stack[-1].closer != "}"))
            ):
                self.synced = True
                return pos
            if state in (_KEY_FIRST, _KEY):
                frame = stack[-1]
                if char in "}]" or (char == ")" and frame.closer == ")"):
                    if self.containers.extra(pos):
                        pos = self.containers.close(pos)  # (dropped: still a key to come)
                        continue
                    if state == _KEY:
                        self.containers.drop_trailing_comma(frame, pos)
                    pos = self.containers.close(pos)
                    state = _AFTER
                elif char == "," and lost_key(text, pos) is None:  # (',a": 1': a key)
                    note((RepairKind.EXTRA_COMMA, pos, "removed an extra ','"))
                    pos = _COMMAS.match(text, pos).end()  # type: ignore[union-attr]
                elif char == "{" and state == _KEY and self.containers.in_array_item():
                    self.containers.drop_trailing_comma(frame, pos)
                    self.containers.close_item(pos)
                    state = _VALUE
                elif char in ".\u2026" and ELLIPSIS.match(text, pos):
                    pos = self._ellipsis(pos)
                elif char == "[":
                    reopened = self.containers.reopen_array(pos) if state == _KEY else None
                    if reopened is not None:
                        state = _VALUE
                        if reopened == "items":
                            pos += 1
                        continue
                    pos += 1
                    frame.skip += 1
                    note((RepairKind.EXTRA_BRACKET, pos - 1, _KEY_BRACKET_DROPPED))
                elif char not in QUOTE_OPENERS and _JUNK_BEFORE_KEY.match(text, pos):
                    pos = self._drop_junk(pos, _JUNK_BEFORE_KEY.match(text, pos).end())  # type: ignore[union-attr]
                elif state == _KEY and char == '"' and self.containers.repeated_key(pos):
                    # the object ended before this key, and the next item starts with it
                    self.containers.split_item(pos)
                    parent = stack[-1]
                    parent.index += 1
                    parent.mark = parent.comma
                    self.containers.layout(parent, pos)
                    self.string_item = -1
                    self.containers.open(pos, "{")
                    state = _KEY_FIRST
                elif char in QUOTE_OPENERS or UNQUOTED_KEY.match(char) or key_at(text, pos):
                    frame.mark = frame.comma if state == _KEY else len(out)
                    self.containers.layout(frame, pos)
                    pos = self._key(pos, frame)
                    state = _COLON
                else:
                    pos = self._skip_stray(pos)
                    end = self.end  # (a fence ends the value)
                continue
            # state is _VALUE or _ARRAY_FIRST
            if char in "}])":
                top = stack[-1] if stack else None
                if char == ")" and (top is None or top.closer != ")"):
                    pos = self._skip_stray(pos)
                    end = self.end  # (a fence ends the value)
                elif state == _ARRAY_FIRST and top is not None and top.closed_by(char):
                    pos = self.containers.close(pos)
                    state = _AFTER
                elif top is not None and top.closer == "}":
                    note((RepairKind.MISSING_VALUE, pos, "inserted null for a missing value"))
                    self.notes.extend(self._invented_member(pos))  # ('a"b":}': .readings)
                    out.append("null")
                    state = _AFTER
                elif top is not None and self.containers.extra(pos):
                    pos = self.containers.close(pos)  # (dropped: still a value to come)
                elif top is not None:
                    self.containers.drop_trailing_comma(top, pos)
                    pos = self.containers.close(pos)
                    state = _AFTER
                else:
                    pos = self._skip_stray(pos)
                    end = self.end  # (a fence ends the value)
                continue
            if char == ",":
                if stack and stack[-1].closer == "}":
                    if not self.is_trial and self.notes[-1:] == [
                        (RepairKind.MISSING_COLON, pos, _COLON_INSERTED)
                    ]:
                        note(readings.key_without_value(pos))  # ('x, y": 1', see .readings)
                    note((RepairKind.MISSING_VALUE, pos, "inserted null for a missing value"))
                    self.notes.extend(self._invented_member(pos))  # ('a"b":,': .readings)
                    out.append("null")
                    state = _AFTER
                else:
                    note((RepairKind.EXTRA_COMMA, pos, "removed an extra ','"))
                    pos = _COMMAS.match(text, pos).end()  # type: ignore[union-attr]
                continue
            if char in ".\u2026" and stack and ELLIPSIS.match(text, pos):
                pos = self._ellipsis(pos)
                continue
            lost = self.scalars.lost_value(pos) if stack else -1  # ('4",': a quote left out)
            starts_value = char in "{[(" or char in QUOTE_OPENERS or _VALUE_START.match(char)
            marked = lost < 0 and bool(stack) and marked_at(text, pos)  # ('@scope/pkg', '~/x')
            if (char == "`" and template_literal_at(text, pos, stack)) or lost > 0 or marked:
                starts_value = True
            if char == "/" and stack and lost < 0:
                stop = self.scalars.regex(pos)
                if stop > 0:
                    state = _AFTER
                    pos = stop
                    continue
            if not starts_value and WORD.match(char) is None:
                pos = self._skip_stray(pos)
                end = self.end  # (a fence ends the value)
                continue
            if stack:
                frame = stack[-1]
                if frame.closer != "}":
                    frame.index += 1
                    frame.mark = frame.comma if state == _VALUE else len(out)
                    self.containers.layout(frame, pos)
            self.string_item = -1
            if lost > 0:
                pos, state = lost, _AFTER
                continue
            if char in "{[(":
                if len(stack) >= MAX_DEPTH:
                    raise too_deep(pos)
                if char == "(":
                    note(
                        (RepairKind.PYTHON_LITERAL, pos, "read a Python tuple '(...)' as an array")
                    )
                self.containers.open(pos, char)
                pos += 1
                state = _KEY_FIRST if char == "{" else _ARRAY_FIRST
                continue
            if char in QUOTE_OPENERS or char == "`":
                start = len(out)
                pos = self._string(pos)
                if stack and stack[-1].closer != "}":
                    self.string_item = start
            elif marked:
                pos = self.scalars.bare(pos, item=stack[-1].closer != "}")
            elif WORD.match(char):
                pos = self.scalars.word(pos, item=bool(stack) and stack[-1].closer != "}")
                if self.scalars.cut:
                    self.containers.cut_in_scalar()
            else:
                pos = self.scalars.number(pos, item=bool(stack) and stack[-1].closer != "}")
                if self.scalars.cut:
                    self.containers.cut_in_scalar()
                    if self.scalars.dropped and stack and stack[-1].closer != "}":
                        del out[stack[-1].mark :]  # a cut-off item is left out, not null
                        stack[-1].index -= 1
            state = _AFTER

    # -- trial readings ----------------------------------------------------------------------

    def _trial(self, resume: int, region: int, key: bool, sync: int) -> tuple[float, bool]:
        """Read ``text[resume:region]`` as what follows the string being read (the open
        containers as they are now), without writing anything; return what the repairs it
        needs cost (see .ends) and whether it reached the end of the document. With ``sync``
        (>= 0) the reading stops at the first member boundary from there on (after a ',', no
        deeper than the string): all the ends tried read the same beyond it."""
        text, context = self.text, self.context
        line = text.rfind("\n", max(0, resume - FAR), resume) + 1
        shift = line if line > 0 or resume <= FAR else resume - FAR
        window = text[shift:region]
        context.trial_budget -= len(window)
        reading = Scanner(
            window,
            self.shape,
            ScanContext(window),
            python=self.python,
            careful=self.careful,
            trial=True,
        )
        reading.stack.extend(frame.copy(shift) for frame in self.stack)
        if self.stack and self.stack[-1].closer != "}" and not key:
            reading.out.append('""')  # (the string item just read, for a ':' after it)
            reading.string_item = 0
        reading.quotes.complete_as(self.quotes.looks_complete())
        depth = len(self.stack)
        try:
            stop = reading.run(
                resume - shift,
                _COLON if key else _AFTER,
                (sync - shift, depth) if sync >= 0 else (-1, 0),
            )
        except Unrepairable:
            return _HOPELESS, False
        # (charge what was read, and for setting up the reading)
        context.trial_budget += len(window) - (stop - (resume - shift)) - _TRIAL_SETUP
        # (words dropped before a key or a closing bracket cost less than other dropped text,
        # no member is lost with them, but more than a quote left in a string: on a tie the
        # reading that keeps the text wins)
        cost: float = reading.strings.inner_quotes + reading.scalars.inner_quotes
        cost -= 5.5 * reading.junk_drops
        if reading.unknown_keys:
            return _HOPELESS, False  # (a reading that makes keys the schema does not know)
        for kind, _, _ in reading.notes:
            cost += TRIAL_COST.get(kind, 0)
        if reading.synced:
            return cost, False
        cut = region < len(text)
        if reading.stack or reading.truncated:  # the stretch ended inside the value
            if not cut:
                cost += 1 + 3 * self.quotes.looks_complete()
            return cost, False
        rest = window[stop:]
        if rest.strip() and not _FENCE.match(rest.lstrip()):
            # more text after the end of the document: on the same line, it was meant as part
            # of it (dropped, it costs what dropped text costs); on a later line, it is prose
            # after a document read to its end ('Hope this helps!'), which costs nothing
            closed = len(window[:stop].rstrip())
            same_line = "\n" not in window[closed : stop + len(rest) - len(rest.lstrip())]
            if same_line:
                return cost + TRIAL_COST[RepairKind.STRAY_TEXT], False
        return cost, not cut or region >= len(text)

    # -- structure ---------------------------------------------------------------------------

    def _skip(self, pos: int, emit: bool, key: bool = False) -> int:
        """Skip blanks and comments; copy blanks to the output while inside the value
        (``key``: where a key is expected)."""
        text, end = self.text, self.end
        while True:
            stop = SPACES.match(text, pos).end()  # type: ignore[union-attr]
            if stop > pos:
                if emit:
                    self.out.append(text[pos:stop])
                pos = stop
            if pos >= end:
                return pos
            char = text[pos]
            if (
                (char == "#" or text.startswith("//", pos))
                and pos not in (0, self.literal_end)
                and text[pos - 1] in QUOTE_OPENERS
            ):  # ('"#"', '"a"//': glued to a quote, text of a string whose end is in doubt)
                return pos
            if key and char in "/#" and lost_key(text, pos):  # ('//@scope/name": 1')
                return pos
            if char == "/" and text.startswith("//", pos):
                stop = self.containers.line_comment_end(pos, end)
            elif char == "/" and text.startswith("/*", pos):
                stop = text.find("*/", pos + 2)
                stop = end if stop < 0 else stop + 2
            elif char == "#" and emit:
                stop = self.containers.line_comment_end(pos, end)
            else:
                return pos
            stop = end if stop < 0 else stop
            self.notes.append((RepairKind.COMMENT, pos, "removed a comment"))
            self.notes.extend(readings.comment_with_lost_quote(text, pos, stop))  # ('a}//", ')
            pos = stop

    def _drop_skipped(self, pos: int, frame: Frame) -> int:
        """Drop the ']' of a '[' dropped where a key belongs (see the _KEY state)."""
        frame.skip -= 1
        self.notes.append((RepairKind.EXTRA_BRACKET, pos, "dropped the ']' of a dropped '['"))
        return pos + 1

    def _skip_stray(self, pos: int) -> int:
        """Drop what cannot start anything at ``pos``. A fence line never belongs to JSON:
        the value was cut off before it (the reading ends there: ``self.end``)."""
        if self.text[pos] in "`~" and self.stack and _FENCE.match(self.text, pos):
            self.end = pos
            return pos
        match = _STRAY.match(self.text, pos) or run_of(self.text[pos]).match(self.text, pos)
        assert match is not None
        stop = max(match.end(), pos + 1)
        snippet = self.text[pos : min(stop, pos + 20)]
        self.notes.append((RepairKind.STRAY_TEXT, pos, f"dropped unexpected text {snippet!r}"))
        for other_reading in readings.OF_DROPPED_TEXT:  # ('true{", ', '1\\2', '{a}:z": 1')
            self.notes.extend(other_reading(self.text, pos, stop))
        return stop

    def _drop_junk(self, pos: int, stop: int) -> int:
        """Drop the words at ``pos`` (up to ``stop``) where a key or ',' is expected."""
        self.junk_drops += 1
        snippet = self.text[pos:stop].strip()
        if len(snippet) > 40:
            snippet = snippet[:37] + "..."
        self.notes.append(
            (RepairKind.STRAY_TEXT, pos, f"dropped {snippet!r}, which starts no member")
        )
        return stop

    def _set_literal(self, pos: int, frame: Frame) -> None:
        """``{'a', 'b'}``: braces around items without keys (a Python set) are an array."""
        if 0 <= frame.out_at < len(self.out):  # (a trial's copy of a frame has no output)
            self.out[frame.out_at] = "["
        if frame.out_at < self.bare_key < len(self.out):
            # an item written without quotes is a number or a literal when it reads as one
            item = json.loads(self.out[self.bare_key])
            number = normalize_number(item)
            if number is not None:
                self.out[self.bare_key] = number
        frame.closer = "]"
        frame.brace = True
        frame.shape = None
        frame.index = 1
        frame.keys.clear()
        frame.key = None
        self.notes.append(
            (
                RepairKind.MISMATCHED_BRACKET,
                pos,
                "read braces around items without keys (a Python set) as an array",
            )
        )

    def _ellipsis(self, pos: int) -> int:
        """Drop ``...`` standing for omitted items or members, and a comma after it."""
        match = ELLIPSIS.match(self.text, pos)
        assert match is not None
        self.notes.append(
            (RepairKind.ELLIPSIS, pos, "removed an ellipsis standing for omitted items")
        )
        return match.end()

    def _close_at_end(self, state: int) -> None:
        """The input ended inside the value: drop a dangling member and close what is open."""
        stack, out = self.stack, self.out
        if not stack:
            if state != _AFTER:
                raise Unrepairable("found no JSON value", self.end)
            return
        self.containers.cut_at_end()
        frame = stack[-1]
        if state == _COLON or (state == _VALUE and frame.closer == "}"):
            del out[frame.mark :]
        elif state in (_KEY, _VALUE) and frame.comma >= 0:
            out[frame.comma] = ""
        ended = state == _AFTER and not self.is_trial
        ended = ended and (self.containers.ends_like_document() or self.quotes.looks_complete())
        self.containers.close_all(ended)

    # -- keys and scalars --------------------------------------------------------------------

    def _key(self, pos: int, frame: Frame) -> int:
        text = self.text
        self.key_at = pos
        if text[pos] in QUOTE_OPENERS:
            simple = SIMPLE_STRING.match(text, pos)
            forced = None
            if (
                (
                    simple is None
                    or not (
                        text.startswith(":", simple.end()) or _COLON_AHEAD.match(text, simple.end())
                    )
                )
                and self.strings.trial is not None
                and self.context.trial_budget > 0
            ):
                forced = choose_key_end(text, pos, _CLOSERS[text[pos]], self.strings.trial)
            if simple is not None and forced is None:
                name = simple.group(1)
                self.out.append(simple.group())
                pos = simple.end()
            else:
                start, opened, noted = len(self.out), pos, len(self.notes)
                pos = self._string(pos, key=True, forced=forced)
                try:
                    name = json.loads("".join(self.out[start:]))
                except ValueError:
                    name = None
                across = readings.key_across_line_break(text, opened, pos)
                if across is not None and not self._noted_since(noted, GUESSES):
                    self.notes.append(across)  # (a key is one line: see .readings)
        else:
            at = len(self.out)
            name, pos, word = self.scalars.unquoted_key(pos)
            if word:
                self.bare_key = at
        if isinstance(name, str):
            frame.keys.add(name)
            frame.key = name
            if self.is_trial and isinstance(frame.shape, ObjectShape):
                known = frame.shape.closed_keys
                self.unknown_keys += known is not None and name not in known
        return pos

    def _invented_member(self, pos: int) -> tuple[Note, ...]:
        """The guess for a member whose ':' or value is inserted at ``pos`` after a ','
        inserted before its key (see :func:`.readings.member_between_repairs`)."""
        if self.is_trial:
            return ()
        return readings.member_between_repairs(self.text, self.notes, self.key_at, pos)

    def _noted_since(self, noted: int, kinds: frozenset[RepairKind]) -> bool:
        """Whether a note of one of ``kinds`` was made after the first ``noted`` notes."""
        return any(self.notes[at][0] in kinds for at in range(noted, len(self.notes)))

    def _string(self, pos: int, *, key: bool = False, forced: End | None = None) -> int:
        """Read the string at ``pos``; close what is open when the input ends inside it."""
        literal = not (key or forced) and self.text.startswith(('"', "'''", "`"), pos)
        stop = read_joined(self.text, pos, self.out, self.notes, self.stack) if literal else -1
        if stop >= 0:  # ("""...""", '''...''' or `...`, or joined to one: see .literals)
            self.literal_end = stop
            return stop
        opened, noted = pos, len(self.notes)
        pos = self.strings.read(pos, key=key, forced=forced)
        value = literal or (not (key or forced) and self.text.startswith("'", opened))
        kept = refuse_kept_join(self.text, opened, pos, self.notes[noted:], self.stack, value)
        guesses = [None if self.is_trial else kept]  # (the readings chose: see .readings too)
        if self.strings.cut:
            self.containers.cut_in_string(key)
            if not self.is_trial:
                guesses.append(
                    readings.string_to_the_end(self.text, opened, self.quotes.looks_complete())
                )
        escapes = self._noted_since(noted, _INVALID_ESCAPE)  # ('"a,<newline>  b"': see .readings)
        guesses.extend(readings.of_string(self.text, opened, pos, escapes, key or self.is_trial))
        self.notes.extend(guess for guess in guesses if guess is not None)
        return pos
