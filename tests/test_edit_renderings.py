"""For any real file and any non-overlapping changes, each convention reads back as intended,
and applying what was read gives the new file exactly.

The renderings are :mod:`edit_renderings`'s (real files of :func:`renderings.corpus`, made hard:
CRLF, no final newline, marker-like lines, unicode, nested fences). A reading is right when it
gives exactly the operations the answer wrote; where the convention cannot write a change
(``Rendering.refusable``), the reader may instead refuse that file with an error: never read it
any other way.
"""

from __future__ import annotations

import random

import edit_renderings
import renderings
from edit_renderings import CONVENTIONS, HARD, EditCase, Rendering
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import Severity, Status, apply_edits, parse_response

CORPUS = renderings.corpus()


def _cases(indexes: list[int], seed: int, hard: list[str]) -> list[EditCase]:
    rng = random.Random(seed)
    cases = []
    used: set[str] = set()
    for index in indexes:
        file = CORPUS[index % len(CORPUS)]
        if file.name in used:
            continue
        used.add(file.name)
        cases.append(edit_renderings.make_case(file.name, file.content, rng, hard))
    return cases


def check(rendering: Rendering) -> list[str]:
    """What is wrong with reading ``rendering`` back (empty: nothing)."""
    result = parse_response(rendering.text)
    problems = []
    if result.status is not Status.EDIT_BLOCKS:
        problems.append(f"status {result.status.value}")
    if result.code.files:
        problems.append(f"files read from edits: {[f.file_path for f in result.code.files]}")
    warnings = {d.code for d in result.diagnostics if d.severity is Severity.WARNING}
    # A documented rule may read these files otherwise; it says so with a warning.
    excused = {path for path, code in rendering.warned.items() if code in warnings}
    got = [op.without_place() for op in result.edits if op.path not in excused]
    expected = [op for op in rendering.expected if op.path not in excused]
    errors = [
        d for d in result.diagnostics if d.severity is Severity.ERROR and d.code != "edit-blocks"
    ]
    for op in got:
        if op not in expected:
            problems.append(f"read an operation the answer did not write: {op!r}")
    if [op for op in expected if op in got] != got:
        problems.append("operations out of order")
    read_paths = {op.path for op in got}
    refused = [op for op in expected if op not in got]
    for op in refused:
        if op.path not in rendering.refusable or op.path in read_paths:
            problems.append(f"not read: {op!r}")
    if refused and not errors:
        problems.append("a file was refused without an error")
    if errors and not refused:
        problems.append(f"errors, yet everything was read: {errors}")
    return problems


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(0, 10_000), min_size=1, max_size=3),
    st.integers(0, 2**32),
    st.lists(st.sampled_from(HARD), unique=True, max_size=3),
    st.sampled_from(CONVENTIONS),
)
def test_every_convention_reads_back_the_changes_it_wrote(
    indexes: list[int], seed: int, hard: list[str], convention: str
) -> None:
    cases = _cases(indexes, seed, hard)
    rendering = edit_renderings.render(cases, convention, random.Random(seed))
    problems = check(rendering)
    assert not problems, (
        f"{convention} {hard}:\n" + "\n".join(problems) + "\n" + rendering.text[:3000]
    )


def test_the_cases_change_the_files_as_planned() -> None:
    rng = random.Random(7)
    for file in CORPUS[:40]:
        for hard in ((), ("crlf",), ("no_final_newline", "marker_lines")):
            case = edit_renderings.make_case(file.name, file.content, rng, hard)
            assert case.new != case.old
            lines = edit_renderings.split_lines(case.old)
            stops = [0, *(c.stop for c in case.changes)]
            starts = [c.start for c in case.changes]
            assert all(stop <= start for stop, start in zip(stops, starts, strict=False))
            assert "".join(lines) == case.old
            if "crlf" in hard:
                assert "\n" not in case.new.replace("\r\n", "")


# -- end to end: rendered, read, applied --------------------------------------------------------


@settings(max_examples=120, deadline=None)
@given(
    st.lists(st.integers(0, 10_000), min_size=1, max_size=3),
    st.integers(0, 2**32),
    st.lists(st.sampled_from(HARD), unique=True, max_size=3),
    st.sampled_from(CONVENTIONS),
)
def test_applying_what_each_convention_wrote_gives_the_new_files(
    indexes: list[int], seed: int, hard: list[str], convention: str
) -> None:
    """render -> parse_response -> apply_edits: the new files exactly, or a refusal with a
    reason (a hunk's old text found at several places, an answer a convention could not
    write), never other files."""
    cases = _cases(indexes, seed, hard)
    rendering = edit_renderings.render(cases, convention, random.Random(seed))
    result = apply_edits(rendering.text, {case.path: case.old for case in cases})
    if result.ok:
        assert result.files == {case.path: case.new for case in cases}, rendering.text[:3000]
        return
    reasons = {outcome.reason for outcome in result.outcomes if not outcome.ok}
    allowed = {"ambiguous"} | ({"answer", "no-edits"} if rendering.refusable else set())
    assert reasons <= allowed, (reasons, rendering.text[:3000])


def test_most_renderings_apply_exactly() -> None:
    """The property above allows refusals; on a fixed sample most edits must apply (a hunk
    with little context may be found at several places: then, and only then, it is refused)."""
    exact = 0
    for seed in range(60):
        rng = random.Random(seed)
        indexes = [rng.randrange(10_000) for _ in range(rng.randint(1, 3))]
        hard = rng.sample(HARD, rng.randint(0, 3))
        convention = CONVENTIONS[seed % len(CONVENTIONS)]
        cases = _cases(indexes, seed, hard)
        rendering = edit_renderings.render(cases, convention, random.Random(seed))
        result = apply_edits(rendering.text, {case.path: case.old for case in cases})
        exact += result.ok and result.files == {case.path: case.new for case in cases}
    assert exact >= 45
