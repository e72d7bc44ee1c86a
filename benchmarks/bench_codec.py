"""Speed and memory of ``artifact_codec.loads``/``dumps`` next to :mod:`json` on the same files.

Run it from the repository root::

    python benchmarks/bench_codec.py            # full run, well under 2 minutes on a slow machine
    python benchmarks/bench_codec.py --quick    # few repetitions: a smoke test, not a measurement
    python benchmarks/bench_codec.py --profile  # also a cProfile of loads on the 1 MB document

What is measured
----------------
Three documents of about 50 KB, 1 MB and 20 MB are built from the ``.py`` files of the running
interpreter's standard library (its ``site-packages`` is left out, so the corpus does not depend
on what is installed). The directory is walked in sorted order and files are taken greedily while
they fit the size, so the corpus is the same on every run of one Python version. Each file is read
as bytes and decoded as UTF-8 with its line ends untouched; files that are not UTF-8 or whose path
``GeneratedFile`` rejects are skipped. When the standard library is too small for a size, its files
are used again under ``copy2/``, ``copy3/``... so that every path stays distinct.

The same files are then written twice: in the artifact format with ``dumps(GeneratedCode(...))``,
and in the legacy all-JSON shape ``{"task_id": ..., "files": [{"file_path", "content"}, ...]}``
with ``json.dumps``. The script times

- ``loads(document)`` against ``json.loads(json_text)``, and
- ``dumps(code)`` against ``json.dumps(legacy_object)``,

alternating the two sides in every repetition (and swapping which goes first) so that they share
the machine's noise. The garbage collector is paused while a call is timed, as :mod:`timeit` does.
Small documents are timed in batches of several calls and divided, to get above the clock's noise.

Then, in a separate pass without timing, :mod:`tracemalloc` records the peak of the memory
allocated while ``loads(document)`` runs, including the returned model.

How to read the numbers
-----------------------
- ``MB/s`` is megabytes (10**6 bytes) of *file content* (UTF-8) per second. Both sides carry the
  same files, so their MB/s compare the work done on the same payload; the JSON text itself is a
  little longer than the content because of its escapes.
- ``ratio`` is ours / json from the medians: 1.0 means as fast as the C-accelerated :mod:`json`,
  higher is better. Only ratios are meaningful across machines; absolute times on shared machines
  are noise.
- ``best`` is the fastest repetition, the least disturbed one; ``median`` is what the targets use.
- ``peak / doc`` is the peak traced allocation divided by the document's size in UTF-8 bytes. The
  parsed model holds a copy of every file's content, so about 1x is the floor.

The speed targets (docs/benchmarks.md) are printed next to the results with PASS or MISS. The exit
status is 0 either way: this is a measurement, not a test.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import platform
import pstats
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from artifact_codec import GeneratedCode, GeneratedFile, dumps, loads, parse_response

try:
    import orjson
except ImportError:  # the bench extra installs it
    orjson = None

#: Folders of the standard library directory that are not the standard library.
EXCLUDED_DIRS = frozenset({"site-packages", "dist-packages", "__pycache__"})
#: A size counts as reached when the content is within this fraction of it.
SIZE_TOLERANCE = 0.02

#: The speed targets (docs/benchmarks.md).
TARGET_LOADS_RATIO_1MB = 0.6
TARGET_LOADS_MS_50KB = 0.5
TARGET_PEAK_PER_DOC = 3.0

#: The ratio targets (ratios of time, ours / theirs, lower is better; except "speed" ones).
TARGET_LOADS_VS_JSON = 1.0  # loads at least as fast as json.loads at 50 KB and 1 MB
TARGET_LOADS_VS_ORJSON_1MB = 2.0  # loads time within 2x of orjson.loads at 1 MB
TARGET_SMALL_FILES_VS_JSON = 3.0  # 200 files of 300 B: loads time within 3x of json.loads
TARGET_CLEAN_RESPONSE = 1.2  # parse_response on a clean document: time within 1.2x of loads
TARGET_WRAPPED_RESPONSE = 2.0  # on the same document in prose and a fence: within 2x of loads
TARGET_LENIENT_PEAK = 2.0  # peak memory of the lenient path under 2x the input

MB = 1_000_000


@dataclass(frozen=True)
class SizePlan:
    """One document size and how often to time it: ``repeat`` batches of ``number`` calls."""

    label: str
    target: int
    repeat: int
    number: int
    quick_repeat: int
    quick_number: int


SIZES = (
    SizePlan("50 KB", 50_000, repeat=41, number=20, quick_repeat=3, quick_number=5),
    SizePlan("1 MB", 1_000_000, repeat=25, number=2, quick_repeat=3, quick_number=1),
    SizePlan("20 MB", 20_000_000, repeat=7, number=1, quick_repeat=1, quick_number=1),
)


@dataclass(frozen=True)
class Document:
    """The same files in both formats, plus what the tables report about them."""

    plan: SizePlan
    code: GeneratedCode
    text: str
    legacy: dict[str, Any]
    json_text: str
    payload_bytes: int
    doc_bytes: int
    json_bytes: int


@dataclass(frozen=True)
class Race:
    """Seconds per call of each side of one comparison, one entry per repetition.

    Each repetition timed a batch of ``number`` calls and divided by it.
    """

    number: int
    ours: list[float]
    theirs: list[float]

    @property
    def ratio(self) -> float:
        """Our speed over theirs, from the medians (higher is better)."""
        return statistics.median(self.theirs) / statistics.median(self.ours)


# -- the corpus ----------------------------------------------------------------------------------


def stdlib_dir() -> str:
    """The standard library directory of the running interpreter."""
    return os.path.dirname(os.__file__)


def read_sources(root: str) -> Iterator[tuple[str, str, int]]:
    """Yield ``(relative path, text, UTF-8 size)`` of every ``.py`` file under ``root``, sorted.

    Files that are not valid UTF-8 are skipped; line ends are kept as they are on disk.
    """
    for directory, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(name for name in dirnames if name not in EXCLUDED_DIRS)
        for filename in sorted(filenames):
            if not filename.endswith(".py"):
                continue
            full = os.path.join(directory, filename)
            try:
                with open(full, "rb") as handle:
                    data = handle.read()
                text = data.decode("utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            relative = os.path.relpath(full, root).replace(os.sep, "/")
            yield relative, text, len(data)


def select_files(root: str, targets: Sequence[int]) -> list[list[GeneratedFile]]:
    """Pick files for each target size in one walk of ``root``, greedily in sorted order.

    A file goes into every document that has not reached its size and still has room for it.
    Walks are repeated under ``copy2/``, ``copy3/``... until every size is reached, or until a
    walk adds nothing (no file fits the rest of the room).
    """
    chosen: list[list[GeneratedFile]] = [[] for _ in targets]
    totals = [0] * len(targets)
    seen: set[str] = set()  # case-folded paths: GeneratedCode rejects two that fold alike

    def wanting(index: int) -> bool:
        return totals[index] < targets[index] * (1 - SIZE_TOLERANCE)

    copy = 1
    while any(wanting(index) for index in range(len(targets))):
        prefix = "" if copy == 1 else f"copy{copy}/"
        added = False
        for relative, text, size in read_sources(root):
            takers = [
                index
                for index in range(len(targets))
                if wanting(index) and totals[index] + size <= targets[index]
            ]
            if not takers:
                if not any(wanting(index) for index in range(len(targets))):
                    break
                continue
            try:
                file = GeneratedFile(file_path=prefix + relative, content=text)
            except ValueError:  # pydantic's ValidationError: the path policy rejects it
                continue
            key = file.file_path.casefold()
            if key in seen:
                continue
            seen.add(key)
            for index in takers:
                chosen[index].append(file)
                totals[index] += size
                added = True
        if not added:
            break
        copy += 1
    return chosen


def build_documents(root: str, plans: Sequence[SizePlan]) -> list[Document]:
    """Serialize the chosen files of each size in both formats."""
    documents = []
    selections = select_files(root, [plan.target for plan in plans])
    for plan, files in zip(plans, selections, strict=True):
        if not files:
            raise SystemExit(f"no usable .py files under {root}")
        task_id = f"bench-{plan.label.replace(' ', '').lower()}"
        code = GeneratedCode(task_id=task_id, files=files)
        text = dumps(code)
        legacy = {
            "task_id": task_id,
            "files": [{"file_path": file.file_path, "content": file.content} for file in files],
        }
        json_text = json.dumps(legacy)
        documents.append(
            Document(
                plan=plan,
                code=code,
                text=text,
                legacy=legacy,
                json_text=json_text,
                payload_bytes=sum(len(file.content.encode("utf-8")) for file in files),
                doc_bytes=len(text.encode("utf-8")),
                json_bytes=len(json_text.encode("utf-8")),
            )
        )
    return documents


def check_documents(documents: Sequence[Document]) -> None:
    """Both sides must decode to the same files, or the race would compare different work."""
    for document in documents:
        if loads(document.text) != document.code:
            raise SystemExit(f"{document.plan.label}: loads(dumps(code)) != code")
        if GeneratedCode.model_validate(json.loads(document.json_text)) != document.code:
            raise SystemExit(f"{document.plan.label}: the JSON document holds other files")


# -- measuring -----------------------------------------------------------------------------------


def _seconds_per_call(function: Callable[[], object], number: int) -> float:
    start = time.perf_counter()
    for _ in range(number):
        function()
    return (time.perf_counter() - start) / number


def race(
    ours: Callable[[], object], theirs: Callable[[], object], repeat: int, number: int
) -> Race:
    """Time both functions alternately, swapping which goes first in each repetition."""
    result = Race(number, [], [])
    ours()  # warm-up: caches (the grammar is built on the first loads) and memory pools
    theirs()
    enabled = gc.isenabled()
    try:
        for repetition in range(repeat):
            sides = [(ours, result.ours), (theirs, result.theirs)]
            if repetition % 2:
                sides.reverse()
            for function, times in sides:
                gc.collect()
                gc.disable()
                times.append(_seconds_per_call(function, number))
                gc.enable()
    finally:
        if enabled:
            gc.enable()
        else:
            gc.disable()
    return result


def peak_of_loads(text: str) -> int:
    """Peak bytes allocated while ``loads(text)`` runs, the returned model included."""
    loads(text)  # warm-up, so that one-time caches are not counted
    gc.collect()
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        result = loads(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    del result
    return peak


def peak_of(function: Callable[[], object]) -> int:
    """Peak bytes allocated while ``function`` runs, what it returns included."""
    function()
    gc.collect()
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        result = function()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    del result
    return peak


def wrapped(text: str) -> str:
    """The document as models often send it: prose before, inside a code fence, prose after."""
    return f"Here are the files you asked for:\n\n```\n{text}```\n\nLet me know if you need more.\n"


def small_files_document() -> tuple[str, str]:
    """200 files of 300 bytes of real code, in the artifact format and as legacy JSON."""
    with open(os.path.join(stdlib_dir(), "os.py"), encoding="utf-8") as handle:
        source = handle.read()
    files = [
        GeneratedFile(
            file_path=f"pkg/module_{i}.py", content=source[i * 300 : i * 300 + 299] + "\n"
        )
        for i in range(200)
    ]
    legacy = {"files": [{"file_path": f.file_path, "content": f.content} for f in files]}
    return dumps(GeneratedCode(files=files)), json.dumps(legacy)


def issue_13_table(
    documents: Sequence[Document], quick: bool
) -> list[tuple[str, str, bool | None]]:
    """The target ratios, each measured side by side in one run (``None``: a ratio
    printed for comparison, with no target)."""
    rows: list[tuple[str, str, bool | None]] = []
    repeat = 3 if quick else 15
    by_label = {document.plan.label: document for document in documents}
    for label in ("50 KB", "1 MB"):
        document = by_label[label]
        number = 20 if label == "50 KB" else 2
        timed = race(
            partial(loads, document.text), partial(json.loads, document.json_text), repeat, number
        )
        rows.append(
            (
                f"loads speed vs json.loads, {label}",
                f"{timed.ratio:.2f}x",
                timed.ratio >= TARGET_LOADS_VS_JSON,
            )
        )
        if orjson is not None:
            timed = race(
                partial(loads, document.text),
                partial(orjson.loads, document.json_text),
                repeat,
                number,
            )
            ratio = 1 / timed.ratio
            rows.append(
                (
                    f"loads time / orjson.loads time, {label}",
                    f"{ratio:.2f}",
                    ratio <= TARGET_LOADS_VS_ORJSON_1MB if label == "1 MB" else None,
                )
            )
    text, json_text = small_files_document()
    timed = race(partial(loads, text), partial(json.loads, json_text), repeat, 5)
    rows.append(
        (
            "loads time / json.loads time, 200 x 300 B",
            f"{1 / timed.ratio:.2f}",
            1 / timed.ratio <= TARGET_SMALL_FILES_VS_JSON,
        )
    )
    one_mb = by_label["1 MB"]
    timed = race(partial(parse_response, one_mb.text), partial(loads, one_mb.text), repeat, 2)
    rows.append(
        (
            "parse_response time / loads time, clean 1 MB",
            f"{1 / timed.ratio:.2f}",
            1 / timed.ratio <= TARGET_CLEAN_RESPONSE,
        )
    )
    answer = wrapped(one_mb.text)
    assert parse_response(answer).code == one_mb.code
    timed = race(partial(parse_response, answer), partial(loads, one_mb.text), repeat, 2)
    rows.append(
        (
            "parse_response time / loads time, wrapped 1 MB",
            f"{1 / timed.ratio:.2f}",
            1 / timed.ratio <= TARGET_WRAPPED_RESPONSE,
        )
    )
    peak = peak_of(partial(parse_response, answer)) / len(answer.encode("utf-8"))
    rows.append(
        (
            "lenient path peak memory / input, wrapped 1 MB",
            f"{peak:.2f}x",
            peak < TARGET_LENIENT_PEAK,
        )
    )
    return rows


def profile_loads(text: str, calls: int = 5, top: int = 20) -> str:
    """cProfile of ``calls`` runs of ``loads(text)``, the ``top`` entries by own time."""
    loads(text)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(calls):
        loads(text)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats(pstats.SortKey.TIME, pstats.SortKey.CUMULATIVE).print_stats(top)
    return out.getvalue()


# -- reporting -----------------------------------------------------------------------------------


def _mbps(payload_bytes: int, seconds: float) -> float:
    return payload_bytes / MB / seconds


def _verdict(passed: bool) -> str:
    return "PASS" if passed else "MISS"


def speed_table(
    title: str, ours_name: str, theirs_name: str, rows: Sequence[tuple[Document, Race]]
) -> str:
    lines = [
        title,
        f"  MB/s = MB of file content per second (median / best); ratio = {ours_name} / "
        f"{theirs_name} speed from medians, higher is better",
        f"  {'size':<6} {'files':>5} {'doc bytes':>10} {'json bytes':>10} {'reps':>7}  "
        f"{'ours MB/s':>15}  {'json MB/s':>15}  {'ratio':>6}  {'ours median ms':>14}  "
        f"{'json median ms':>14}",
    ]
    for document, timed in rows:
        plan = document.plan
        payload = document.payload_bytes
        ours_med, theirs_med = statistics.median(timed.ours), statistics.median(timed.theirs)
        ours_mbps = f"{_mbps(payload, ours_med):.1f} / {_mbps(payload, min(timed.ours)):.1f}"
        json_mbps = f"{_mbps(payload, theirs_med):.1f} / {_mbps(payload, min(timed.theirs)):.1f}"
        reps = f"{len(timed.ours)}x{timed.number}"
        lines.append(
            f"  {plan.label:<6} {len(document.code.files):>5} {document.doc_bytes:>10} "
            f"{document.json_bytes:>10} {reps:>7}  {ours_mbps:>15}  {json_mbps:>15}  "
            f"{timed.ratio:>5.2f}x  {ours_med * 1000:>14.3f}  {theirs_med * 1000:>14.3f}"
        )
    return "\n".join(lines)


def memory_table(rows: Sequence[tuple[Document, int]]) -> str:
    lines = [
        "Peak memory of loads (tracemalloc, separate pass); target: peak <= "
        f"~{TARGET_PEAK_PER_DOC:g}x the document's UTF-8 size",
        f"  {'size':<6} {'doc bytes':>10} {'peak bytes':>11} {'peak / doc':>10}",
    ]
    for document, peak in rows:
        ratio = peak / document.doc_bytes
        lines.append(
            f"  {document.plan.label:<6} {document.doc_bytes:>10} {peak:>11} {ratio:>9.2f}x  "
            f"{_verdict(ratio <= TARGET_PEAK_PER_DOC)}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--quick", action="store_true", help="few repetitions: a smoke test, not a measurement"
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="print a cProfile of loads on the 1 MB document (printed anyway on a speed MISS)",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()

    root = stdlib_dir()
    print(
        f"artifact-codec benchmark{' (--quick: few repetitions, numbers are rough)' * args.quick}"
    )
    print(
        f"Python {platform.python_version()} ({platform.python_implementation()}) on "
        f"{platform.machine()}, {os.cpu_count()} CPUs; corpus: .py files of {root}"
    )
    documents = build_documents(root, SIZES)
    check_documents(documents)
    print(f"corpus built and checked in {time.perf_counter() - started:.1f} s\n")

    loads_rows: list[tuple[Document, Race]] = []
    dumps_rows: list[tuple[Document, Race]] = []
    for document in documents:
        plan = document.plan
        repeat = plan.quick_repeat if args.quick else plan.repeat
        number = plan.quick_number if args.quick else plan.number
        parse = partial(loads, document.text), partial(json.loads, document.json_text)
        loads_rows.append((document, race(*parse, repeat, number)))
        write = partial(dumps, document.code), partial(json.dumps, document.legacy)
        dumps_rows.append((document, race(*write, repeat, number)))

    print(speed_table("loads vs json.loads", "loads", "json.loads", loads_rows))
    print()
    print(speed_table("dumps vs json.dumps", "dumps", "json.dumps", dumps_rows))
    print()

    memory_rows = [(document, peak_of_loads(document.text)) for document in documents]
    print(memory_table(memory_rows))
    print()

    by_label = {document.plan.label: timed for document, timed in loads_rows}
    ratio_1mb = by_label["1 MB"].ratio
    ms_50kb = statistics.median(by_label["50 KB"].ours) * 1000
    worst_document, worst_peak = max(memory_rows, key=lambda row: row[1] / row[0].doc_bytes)
    worst_ratio = worst_peak / worst_document.doc_bytes
    speed_ok = ratio_1mb >= TARGET_LOADS_RATIO_1MB
    targets = [
        (
            f"loads >= {TARGET_LOADS_RATIO_1MB}x json.loads speed on 1 MB",
            f"{ratio_1mb:.2f}x",
            speed_ok,
        ),
        (
            f"loads median on 50 KB < {TARGET_LOADS_MS_50KB} ms",
            f"{ms_50kb:.3f} ms",
            ms_50kb < TARGET_LOADS_MS_50KB,
        ),
        (
            f"loads peak memory <= ~{TARGET_PEAK_PER_DOC:g}x document size",
            f"{worst_ratio:.2f}x (worst: {worst_document.plan.label})",
            worst_ratio <= TARGET_PEAK_PER_DOC,
        ),
    ]
    print("Speed targets")
    for name, measured, passed in targets:
        print(f"  {name:<44} measured {measured:<26} {_verdict(passed)}")

    print("\nRatio targets (one run, side by side; time ratios: lower is better)")
    if orjson is None:
        print("  orjson is not installed (pip install '.[bench]'): its rows are left out")
    for name, measured, passed in issue_13_table(documents, args.quick):
        verdict = "(no target)" if passed is None else _verdict(passed)
        print(f"  {name:<48} measured {measured:<10} {verdict}")

    if args.profile or not speed_ok:
        one_mb = next(document for document in documents if document.plan.label == "1 MB")
        print("\ncProfile of loads on the 1 MB document (5 calls, top entries by own time)")
        print(profile_loads(one_mb.text))

    print(f"\ntotal run time {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
