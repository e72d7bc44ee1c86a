"""Streaming a 1 MB response in small chunks, against parsing it in one go.

Target (docs/benchmarks.md): a 1 MB response fed in 16-byte chunks within 3x of one-shot
parsing. The document is built from the ``.py`` files of the running interpreter's standard
library with ``dumps``; "one-shot" is ``parse_response(text)``; "streamed" is a
:class:`StreamParser` fed the chunks in a plain loop, then closed (``close`` includes the final
``parse_response`` that makes the result equal to the one-shot one). Also printed: the *floor*,
the same loop calling a method that does nothing, which is what any Python-level feed() costs
at that chunk size. Medians of several runs, in one process; only ratios are meaningful.

    python benchmarks/bench_stream.py
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from artifact_codec import GeneratedCode, GeneratedFile, dumps, parse_response
from artifact_codec.ingest.stream import StreamParser, events_for

SIZE = 1_000_000
REPEATS = 7


def _document() -> str:
    files = []
    total = 0
    for path in sorted(Path(os.__file__).parent.glob("*.py")):
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            continue
        if total + len(text) > SIZE:
            continue
        files.append(GeneratedFile(file_path=path.name, content=text))
        total += len(text)
    return dumps(GeneratedCode(task_id="bench", files=files))


class _Nothing:
    def feed(self, chunk: str) -> list[object]:
        return []


def _median(run: Callable[[], object]) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _table(text: str, *, placeholders: bool) -> None:
    one_shot = parse_response(text, detect_placeholders=placeholders)
    base = _median(lambda: parse_response(text, detect_placeholders=placeholders))
    print(
        f"one-shot parse_response(detect_placeholders={placeholders}): {base * 1e3:.2f} ms "
        f"(median of {REPEATS})"
    )
    print(
        f"{'chunk':>7} {'chunks':>8} {'streamed ms':>12} {'ratio':>7} {'floor ms':>9} "
        f"{'floor ratio':>12}  events early/total"
    )
    for size in (16, 64, 256, 4096):
        chunks = [text[i : i + size] for i in range(0, len(text), size)]

        def stream(chunks: list[str] = chunks) -> StreamParser:
            parser = StreamParser(detect_placeholders=placeholders)
            for chunk in chunks:
                parser.feed(chunk)
            parser.close()
            return parser

        def floor(chunks: list[str] = chunks) -> None:
            nothing = _Nothing()
            for chunk in chunks:
                nothing.feed(chunk)

        streamed = _median(stream)
        empty = _median(floor)
        check = stream()
        assert check.result is not None
        assert check.result.code == one_shot.code
        assert check.events == events_for(one_shot)
        probe = StreamParser(detect_placeholders=placeholders)
        early = sum(len(probe.feed(chunk)) for chunk in chunks)
        print(
            f"{size:>7} {len(chunks):>8} {streamed * 1e3:>12.2f} {streamed / base:>7.2f} "
            f"{empty * 1e3:>9.2f} {empty / base:>12.2f}  {early}/{len(check.events)}"
        )


def main() -> None:
    text = _document()
    files = len(parse_response(text).code.files)
    print(f"document: {len(text) / 1e6:.2f} MB, {files} files")
    _table(text, placeholders=True)
    print()
    _table(text, placeholders=False)
    print("target: 16-byte chunks within 3x of one-shot (first table: parse_response defaults)")


if __name__ == "__main__":
    main()
