"""Properties of apply_edits, with files and changes hypothesis makes up or takes from real
files (the standard library), in every line-break style.

For any file and any set of non-overlapping changes, each written as a hunk with lines of
context around it (as many as make it match one place, as a model is asked to), applying the
hunks gives the new file exactly: LF, CRLF, with or without a final newline. Where no context
makes a hunk match one place, the edit set is refused, never applied wrongly.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from renderings import corpus

from artifact_codec import FileOperation, Hunk, OperationKind, apply_edits

# Few distinct lines, so that files repeat lines and blocks of lines as real files do.
LINES = [
    "",
    "x = 1",
    "    x = 1",
    "    return x",
    "def f():",
    "}",
    "    pass",
    "# comment",
    "\tindented with a tab",
    "trailing   ",
    "“curly”",
    "...",
]
STYLES = ["lf", "crlf", "lf-no-final-newline", "crlf-no-final-newline"]


def _small_real_files() -> list[list[str]]:
    return [f.content.split("\n")[:-1] for f in corpus() if len(f.content) < 6_000][:80]


REAL = _small_real_files()


def text_of(lines: list[str], style: str) -> str:
    newline = "\r\n" if style.startswith("crlf") else "\n"
    if not lines:
        return ""
    if style.endswith("no-final-newline"):
        return newline.join(lines)
    return newline.join(lines) + newline


@dataclass
class Case:
    before: str
    after: str
    hunks: list[Hunk]
    unique: bool  # every hunk's old text matched one place when it came


def _occurrences(lines: list[str], block: list[str]) -> int:
    size = len(block)
    return sum(lines[i : i + size] == block for i in range(len(lines) - size + 1))


@st.composite
def cases(draw: st.DrawFn) -> Case:
    if draw(st.booleans()):
        lines = draw(st.lists(st.sampled_from(LINES), min_size=1, max_size=30))
    else:
        lines = list(draw(st.sampled_from(REAL)))
    style = draw(st.sampled_from(STYLES))
    if style.endswith("no-final-newline") and (not lines or lines[-1] == ""):
        lines.append("last line")
    before = text_of(lines, style)
    count = draw(st.integers(1, 4))
    cuts = sorted(
        draw(st.lists(st.integers(0, len(lines)), min_size=2 * count, max_size=2 * count))
    )
    # Mostly as much context as makes a hunk unique; sometimes a fixed 0-2 lines, which may
    # match several places (then the set must be refused, or applied where it was meant).
    fixed = draw(st.none() | st.integers(0, 2))
    current = list(lines)
    hunks: list[Hunk] = []
    unique = True
    shift = 0  # how the lines after the changes so far moved
    for index in range(count):
        start, stop = cuts[2 * index] + shift, cuts[2 * index + 1] + shift
        replacement = draw(
            st.lists(st.sampled_from([*LINES, "new line", "    new = 2"]), max_size=4)
        )
        if current[start:stop] == replacement:
            continue
        # Context: as many lines around the change as make the old text match one place.
        context = fixed or 0
        while True:
            low, high = max(0, start - context), min(len(current), stop + context)
            old = current[low:high]
            if fixed is not None or (old and _occurrences(current, old) == 1):
                # One place, also at the loose rungs (indentation, trailing whitespace): the
                # applier weighs a place an earlier hunk wrote against one it finds loosely.
                loose = [line.strip() for line in current]
                unique = (
                    unique
                    and bool(old)
                    and _occurrences(loose, [line.strip() for line in old]) == 1
                )
                break
            if low == 0 and high == len(current):
                unique = False
                break
            context += 1
        if not old:
            continue  # an empty file: nothing to quote
        new = [*current[low:start], *replacement, *current[stop:high]]
        size = len(replacement)
        if (
            "..." in old
            or (new and _occurrences(current, new))
            or (
                replacement
                and (
                    current[start - size : start] == replacement
                    or current[stop : stop + size] == replacement
                )
            )
        ):
            # Its new text already stands in the file, or the lines it adds stand right beside
            # where it adds them: a change sent twice, or another one? docs/edits.md refuses
            # both ("applied before", "its added lines stand already around its match"), so
            # the set is not one reading (fuzz runs: a blank line added beside a blank line).
            # An old text holding a "..." line is read with it as a gap as well (elision).
            unique = False
        hunks.append(
            Hunk(old="".join(line + "\n" for line in old), new="".join(line + "\n" for line in new))
        )
        current[start:stop] = replacement
        shift += len(replacement) - (stop - start)
        # Without a final newline a last blank line is no line at all ("a\n" is [a] then):
        # two readings of one text, which these cases leave out.
        assume(not (style.endswith("no-final-newline") and current and current[-1] == ""))
    if "\n" not in before:
        style = style.replace("crlf", "lf")  # a file without line breaks has no style: LF
    return Case(before, text_of(current, style), hunks, unique)


@settings(max_examples=300, deadline=None)
@given(cases())
def test_non_overlapping_changes_apply_exactly(case: Case) -> None:
    operations = (
        [FileOperation(kind=OperationKind.EDIT, path="f.txt", hunks=tuple(case.hunks))]
        if case.hunks
        else []
    )
    result = apply_edits(operations, {"f.txt": case.before})
    if case.unique:
        assert result.ok, result.feedback()
        assert result.files == {"f.txt": case.after}
    elif result.ok:
        assert result.files == {"f.txt": case.after}
    else:
        assert result.files == {"f.txt": case.before}


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(REAL), st.sampled_from(STYLES), st.data())
def test_an_edit_that_changes_nothing_leaves_the_file_as_it_was(
    lines: list[str], style: str, data: st.DataObject
) -> None:
    lines = lines or ["x"]
    text = text_of(lines, style)
    start = data.draw(st.integers(0, len(lines) - 1))
    stop = data.draw(st.integers(start + 1, len(lines)))
    block = "".join(line + "\n" for line in lines[start:stop])
    operation = FileOperation(
        kind=OperationKind.EDIT, path="f.txt", hunks=(Hunk(old=block, new=block),)
    )
    result = apply_edits([operation], {"f.txt": text})
    assert result.files == {"f.txt": text}
