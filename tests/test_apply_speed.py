"""The applier's cost: the exact rungs are linear in the file's size (also on hostile files of
one repeated line), and the fuzzy rung is bounded. Growth ratios, never absolute times, except
one generous bound for the fuzzy rung (benchmarks/bench_edits.py measures it: < 50 ms)."""

from __future__ import annotations

import time

import pytest
from timing import assert_linear

from artifact_codec import FileOperation, Hunk, OperationKind, apply_edits
from artifact_codec.apply import Rung


def _edit(old: str, new: str) -> list[FileOperation]:
    return [FileOperation(kind=OperationKind.EDIT, path="f.py", hunks=(Hunk(old=old, new=new),))]


def _numbered(size: int, newline: str = "\n", indent: str = "") -> str:
    return newline.join(f"{indent}line_{i} = {i * 7}" for i in range(size)) + newline


# The substring rungs do little per line: their files start at 20,000 lines (300 KB), past
# the size where the allocator maps fresh memory for every copy of the text, so that both
# sizes pay that alike (below it the smaller file is served from a cache and looks too fast).
@pytest.mark.parametrize(
    ("newline", "indent", "quoted", "rung", "small"),
    [
        ("\n", "", "line_{n} = {v}\n", Rung.EXACT, 20_000),
        ("\r\n", "", "line_{n} = {v}\nline_{m} = {w}\n", Rung.LINE_ENDINGS, 20_000),
        ("\n", "", "line_{n} = {v}  \nline_{m} = {w}\n", Rung.TRAILING_WHITESPACE, 2_000),
        ("\n", "    ", "line_{n} = {v}\nline_{m} = {w}\n", Rung.INDENTATION, 2_000),
        ("\n", "", "line_{n} = {v}\n# ...\nline_{k} = {x}\n", Rung.ELISION, 2_000),
    ],
)
def test_each_rung_is_linear_in_the_file_size(
    newline: str, indent: str, quoted: str, rung: Rung, small: int
) -> None:
    def make(size: int) -> tuple[list[FileOperation], dict[str, str]]:
        n, m, k = size // 2, size // 2 + 1, size // 2 + 5
        old = quoted.format(n=n, v=n * 7, m=m, w=m * 7, k=k, x=k * 7)
        return _edit(old, old.replace(f"line_{n} ", "changed ")), {
            "f.py": _numbered(size, newline, indent)
        }

    operations, files = make(1000)
    assert [o.rung for o in apply_edits(operations, files).outcomes] == [rung]
    assert_linear(make, _ten_times, small)


def _ten_times(case: tuple[list[FileOperation], dict[str, str]]) -> None:
    # Ten runs per measurement: a run on a small file is too fast to time alone, and a file
    # grown until it is not measures the memory more than the applier.
    for _ in range(10):
        apply_edits(*case)


def test_a_file_of_one_repeated_line_costs_linear_time() -> None:
    # Every place matches: the search stops at its cap of places, whatever the file's size.
    def make(size: int) -> tuple[list[FileOperation], dict[str, str]]:
        return _edit("x\nx\n", "y\n"), {"f.py": "x\n" * size}

    assert not apply_edits(*make(100)).ok
    assert_linear(make, _ten_times, 20_000)


def test_a_hunk_that_matches_nothing_costs_linear_time() -> None:
    # The whole ladder, then the nearest places for the feedback.
    def make(size: int) -> tuple[list[FileOperation], dict[str, str]]:
        return _edit("line_3 = 99\nnot there\n", "z\n"), {"f.py": _numbered(size)}

    assert [o.reason for o in apply_edits(*make(100)).outcomes] == ["absent"]
    assert_linear(make, _ten_times, 2_000)


def test_the_fuzzy_rung_is_bounded() -> None:
    lines = [f"    value_{i} = compute({i}, 'item {i}')  # step {i}" for i in range(10_000)]
    quoted = lines[5000:5200]
    for index in range(0, 200, 40):  # five misquoted lines the hunk keeps
        quoted[index] = quoted[index].replace("compute", "calculate")
    new = [*quoted[:100], "    inserted = True", *quoted[100:]]
    operations = _edit("\n".join(quoted) + "\n", "\n".join(new) + "\n")
    files = {"f.py": "\n".join(lines) + "\n"}
    started = time.perf_counter()
    result = apply_edits(operations, files)
    elapsed = time.perf_counter() - started
    assert [o.rung for o in result.outcomes] == [Rung.FUZZY]
    expected = [*lines[:5100], "    inserted = True", *lines[5100:]]
    assert result.files == {"f.py": "\n".join(expected) + "\n"}
    assert elapsed < 1.0  # generous: the benchmark measures well under 50 ms
