"""Where the placeholder scan's passes go: tests/test_hostile.py's measure (the scan's cost
in parse_response over 300 KB of standard-library Python, in passes of ``str.find`` for a
string that is not there; bounded at 5) and each check of ``_scan_text`` timed alone.

    python benchmarks/scan_passes.py [--repeat N]

Each whole-file search the scan makes costs about a pass however rare its matches (the
engine's search for a literal prefix visits every character); an alternation of two
searches has no literal prefix and costs about ten (measured: ``#|\\.\\.\\.`` 9.3 passes,
``#`` 0.9 and ``\\.\\.\\.`` 1.0), so searches are not folded into one pattern.
"""

from __future__ import annotations

import argparse
import gc
import os
import time
from collections.abc import Callable

from artifact_codec import GeneratedCode, GeneratedFile, dumps, parse_response
from artifact_codec.ingest import placeholders


def _sources(limit: int = 300_000) -> list[GeneratedFile]:
    """The files of test_hostile's measure: the first standard-library modules by name,
    a little over ``limit`` characters in all."""
    root = os.path.dirname(os.__file__)
    files: list[GeneratedFile] = []
    size = 0
    for name in sorted(os.listdir(root)):
        if size > limit:
            break
        if not name.endswith(".py"):
            continue
        with open(os.path.join(root, name), "rb") as handle:
            try:
                content = handle.read().decode("utf-8")
            except UnicodeDecodeError:
                continue
        files.append(GeneratedFile(file_path=name, content=content))
        size += len(content)
    return files


def _best(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.disable()
        try:
            start = time.perf_counter()
            run()
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="runs per timing (best kept)")
    args = parser.parse_args()
    files = _sources()
    contents = [file.content for file in files]
    text = dumps(GeneratedCode(files=files))
    one = _best(lambda: [content.find("<<<<<") for content in contents], args.repeat)
    # (as test_hostile measures it: the best of three)
    scan = min(
        (
            _best(lambda: parse_response(text), 3)
            - _best(lambda: parse_response(text, detect_placeholders=False), 3)
        )
        / one
        for _ in range(3)
    )
    print(f"{len(files)} files, {sum(map(len, contents))} characters; one pass {one * 1e6:.0f} us")
    print(f"test_hostile's measure: {scan:.2f} passes (bound 5)")
    pairs = [(file.content, placeholders._suffix_of(file.file_path)) for file in files]

    def markers(suffix: str) -> tuple[str, ...]:
        return placeholders._MARKERS_BY_SUFFIX.get(suffix, placeholders._MARKERS)

    checks: dict[str, Callable[[], object]] = {
        "find_placeholders": lambda: [placeholders.find_placeholders(file) for file in files],
        "_scan_text": lambda: [placeholders._scan_text(c, s) for c, s in pairs],
        "  comment scan (_scan)": lambda: [
            placeholders._scan(c, found, tree, python=s in placeholders._PYTHON_SUFFIXES)
            for c, s in pairs
            for found, tree in placeholders._combined(
                markers(s), s in placeholders._MARKDOWN_SUFFIXES
            )
        ],
        "  _docstring_elision": lambda: [
            placeholders._docstring_elision(c)
            for c, s in pairs
            if s in placeholders._PYTHON_SUFFIXES
        ],
        "  _bare_elision": lambda: [
            placeholders._bare_elision(c, python=s in placeholders._PYTHON_SUFFIXES)
            for c, s in pairs
            if s in placeholders._BARE_SUFFIXES
        ],
        "  _foreign_elision": lambda: [
            placeholders._foreign_elision(
                c,
                placeholders._foreign_comments(markers(s), s in placeholders._CONFIG_SUFFIXES),
            )
            for c, s in pairs
        ],
    }
    for name, run in checks.items():
        print(f"{name:28} {_best(run, args.repeat) / one:6.2f} passes")


if __name__ == "__main__":
    main()
