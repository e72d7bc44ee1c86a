"""End to end: a change to a real file, written as a model writes it in each edit convention
with each noise model, read by parse_response and applied by apply_edits, gives the new file
exactly (a clean rendering always), or is refused; never a wrong file."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from noisy_edits import FORMATS, NOISES, applicable, render, synthetic_change
from renderings import corpus

from artifact_codec import FileOperation, Hunk, apply_edits, parse_response

FILES = [f for f in corpus() if 200 < len(f.content) < 20_000]


def _hunks(operations: list[FileOperation]) -> list[tuple[str, Hunk]]:
    return [
        (op.path, hunk.without_place())
        for op in (operation.without_place() for operation in operations)
        for hunk in op.hunks
    ]


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(FILES),
    st.integers(0, 10**6),
    st.sampled_from(FORMATS),
    st.sampled_from(NOISES),
)
def test_a_rendered_change_reads_and_applies_to_the_new_file(
    file: object, seed: int, fmt: str, noise: str
) -> None:
    change = synthetic_change(file.name, file.content, random.Random(seed))  # type: ignore[attr-defined]
    if not applicable(fmt, noise) or change.old == change.new:
        return
    rendering = render(change, fmt, noise, seed)
    parsed = parse_response(rendering.text)
    # The same hunks in the same order (a reader may cut them into one operation per block).
    assert _hunks(parsed.edits) == _hunks(rendering.operations)
    result = apply_edits(parsed, rendering.before)
    if noise == "clean":
        assert result.ok, result.feedback()
    if result.ok:
        assert result.files == rendering.expected
    else:
        assert result.files == rendering.before
