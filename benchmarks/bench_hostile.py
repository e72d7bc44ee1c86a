"""Hostile inputs (tests/test_hostile.py): time and behaviour, side by side in one run.

Run it from the repository root::

    python benchmarks/bench_hostile.py           # a few seconds on the fixed code
    python benchmarks/bench_hostile.py --quick   # smaller sizes (use it on code that is still slow)

What is printed
---------------
- the placeholder scan (on by default in ``parse_response``): three small documents that made
  the old regular expression backtrack, and the ratio ``parse_response / loads`` on a clean
  1 MB document of standard-library code (the corpus of ``bench_codec.py``), medians of
  alternating runs (the target is at most 1.5), with its floor, and the same ratio on about
  1 MB of npm's JavaScript when npm is installed;
- ``dumps`` on files whose lines start with the default delimiter (``===FILE_CONTENT_BLOCK===x``)
  at two sizes, and the growth of the time (10x the input should cost about 10x the time);
- what ``loads``, ``parse_response``, ``StreamParser`` and ``to_json`` do on a header nested
  1,000 deep, a 5,000-digit integer and a lone surrogate escape;
- ``request_artifact`` with 1,100 failing attempts and a fake sleep: the largest delay asked for.

Absolute times on a shared machine are noise; ratios measured in the same run are not.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import Any

sys.path.insert(0, os.path.dirname(__file__))

from bench_codec import select_files, stdlib_dir

from artifact_codec import (
    GeneratedCode,
    GeneratedFile,
    dumps,
    loads,
    parse_response,
)
from artifact_codec.agent.retry import request_artifact
from artifact_codec.format.content import lenient_changes_content
from artifact_codec.ingest.stream import StreamParser


def seconds(function: Callable[[], object], repeat: int = 3) -> float:
    """Best of ``repeat`` runs, garbage collector paused."""
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        start = time.perf_counter()
        result = function()
        best = min(best, time.perf_counter() - start)
        del result  # freed outside the timed region: freeing 1 MB of strings is not parsing
        gc.enable()
    return best


def document(content: str) -> str:
    return dumps(GeneratedCode(files=[GeneratedFile(file_path="a.py", content=content)]))


def placeholder_rows(repeat: int) -> None:
    cases = {
        "20 lines '#' + 200 blanks + 'x'": "\n".join("#" + " " * 200 + "x" for _ in range(20)),
        "one line '#' + 320 blanks": "#" + " " * 320 + "\n",
        "78-column comment box x50": ("#" * 78 + "\n" + "#" + " " * 76 + "#\n") * 50,
    }
    for name, content in cases.items():
        text = document(content)
        elapsed = seconds(partial(parse_response, text), repeat)
        print(f"placeholders  {name:<34} parse_response {elapsed:8.4f} s")


def medians(functions: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """Median time of each function, all called in turn ``repeat`` times (the order rotates),
    so that a busy moment of the machine falls on all of them alike."""
    times: dict[str, list[float]] = {name: [] for name in functions}
    names = list(functions)
    for name in names:
        functions[name]()  # warm up
    for rep in range(repeat):
        for name in names[rep % len(names) :] + names[: rep % len(names)]:
            times[name].append(seconds(functions[name], 1))
    return {name: statistics.median(values) for name, values in times.items()}


def ratio_1mb(repeat: int) -> None:
    files = select_files(stdlib_dir(), [1_000_000])[0]
    text = dumps(GeneratedCode(task_id="bench", files=files))
    assert parse_response(text).status.value == "clean"
    # The least a parse_response can cost: loads, the least any placeholder scan can cost
    # (the regular expression engine stepping over every character to the comment markers,
    # '#' here: every file is Python, and an attempt at each that fails at once: no phrase
    # matched), and the check that no content reads differently leniently (edit blocks, a
    # wrapping fence, a missing final newline), which a clean result needs.
    markers = re.compile("#\\x00")
    contents = [file.content for file in files]
    paths = [file.file_path for file in files]

    def floor() -> object:
        code = loads(text)
        for content in contents:
            markers.search(content)
        for path, content in zip(paths, contents, strict=True):
            lenient_changes_content(path, content)
        return code

    got = medians(
        {"parse": partial(parse_response, text), "loads": partial(loads, text), "floor": floor},
        repeat,
    )
    a, b, least = got["parse"], got["loads"], got["floor"]
    print(
        f"placeholders  clean 1 MB ({len(text.encode()) / 1e6:.2f} MB, {len(files)} files): "
        f"parse_response {a * 1e3:.2f} ms, loads {b * 1e3:.2f} ms, ratio {a / b:.2f} "
        f"(target <= 1.5; medians of {repeat} calls in turn)"
    )
    print(
        f"              floor: loads + one regex pass to every '#' of the contents "
        f"({sum(content.count('#') for content in contents)} of them) + the lenient-content check "
        f"{least * 1e3:.2f} ms, ratio {least / b:.2f}"
    )


NODE_ROOTS = ("/usr/lib/node_modules", "/usr/local/lib/node_modules")


def ratio_javascript(repeat: int) -> None:
    """The same ratio on about 1 MB of npm's JavaScript (three comment markers: '//', '/*',
    '*'), when npm is installed."""
    files: list[GeneratedFile] = []
    total = 0
    for root in (root for root in NODE_ROOTS if os.path.isdir(root)):
        for folder, _, names in sorted(os.walk(root)):
            for name in sorted(names):
                path = os.path.join(folder, name)
                if not name.endswith(".js") or total >= 1_000_000:
                    continue
                try:
                    with open(path, encoding="utf-8") as handle:
                        content = handle.read()
                except (OSError, UnicodeDecodeError):
                    continue
                if 2_000 < len(content) < 60_000 and content.endswith("\n"):
                    files.append(
                        GeneratedFile(file_path=os.path.relpath(path, root), content=content)
                    )
                    total += len(content)
        break
    if not files:
        print("placeholders  JavaScript: skipped (no node_modules on this machine)")
        return
    text = dumps(GeneratedCode(task_id="bench", files=files))
    assert parse_response(text).status.value == "clean"
    got = medians({"parse": partial(parse_response, text), "loads": partial(loads, text)}, repeat)
    a, b = got["parse"], got["loads"]
    print(
        f"placeholders  clean JavaScript ({len(text.encode()) / 1e6:.2f} MB, {len(files)} files):"
        f" parse_response {a * 1e3:.2f} ms, loads {b * 1e3:.2f} ms, ratio {a / b:.2f}"
    )


def dumps_rows(sizes: tuple[int, int]) -> None:
    line = "===FILE_CONTENT_BLOCK===x\n"
    times = []
    for size in sizes:
        code = GeneratedCode(
            files=[GeneratedFile(file_path="a.txt", content=line * (size // len(line)))]
        )
        elapsed = seconds(partial(dumps, code), 1)
        times.append(elapsed)
        print(f"dumps         {size / 1e6:5.1f} MB of '{line.strip()}' lines: {elapsed:8.3f} s")
    print(f"dumps         growth for {sizes[1] // sizes[0]}x the input: {times[1] / times[0]:.1f}x")


def outcome(function: Callable[[], Any]) -> str:
    try:
        value = function()
    except Exception as error:
        return f"raises {type(error).__name__}: {str(error)[:90]}"
    return f"returns {str(value)[:110]}"


def behaviour_rows() -> None:
    block = "\n\n===FILE_CONTENT_BLOCK===\nPATH: a.py\n---\nx\n===FILE_CONTENT_BLOCK===END\n"
    inputs = {
        "header nested 1,000 deep": '{"x": ' + "[" * 1000 + "]" * 1000 + "}" + block,
        "5,000-digit integer in header": '{"x": ' + "9" * 5000 + "}" + block,
        "lone surrogate in a header key": '{"x": {"k\\ud800": 1}}' + block,
        "legacy JSON path a\\udc00.py": '{"files": [{"file_path": "a\\udc00.py", "content": "x"}]}',
    }
    for name, text in inputs.items():
        print(f"{name}:")
        print(f"  loads           {outcome(partial(loads, text))}")
        print(f"  parse_response  {outcome(partial(_parsed, text))}")
        print(f"  StreamParser    {outcome(partial(_streamed, text))}")


def _parsed(text: str) -> str:
    result = parse_response(text)
    codes = [d.code for d in result.diagnostics]
    result.to_json()
    return f"{result.status.value} {codes} (to_json ok)"


def _streamed(text: str) -> str:
    parser = StreamParser()
    for index in range(0, len(text), 16):
        parser.feed(text[index : index + 16])
    parser.close()
    assert parser.result is not None
    return f"{parser.result.status.value}"


def retry_row() -> None:
    delays: list[float] = []

    def ask(messages: Any) -> str:
        raise ConnectionError("down")

    def run() -> str:
        result = request_artifact(ask, "task", max_attempts=1100, sleep=delays.append)
        attempts = len(result.attempts)
        return f"{result.status.value} after {attempts} attempts, max delay {max(delays)} s"

    print(f"request_artifact 1,100 failing attempts: {outcome(run)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes, fewer repeats")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}")
    placeholder_rows(1 if args.quick else 3)
    ratio_1mb(7 if args.quick else 41)
    ratio_javascript(7 if args.quick else 21)
    dumps_rows((100_000, 1_000_000) if args.quick else (1_000_000, 10_000_000))
    behaviour_rows()
    retry_row()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
