"""Where the placeholder scan's passes go: tests/test_hostile.py's measure (the scan's cost
in parse_response over 300 KB of standard-library Python, in passes of ``str.find`` for a
string that is not there; bounded at 5) and each check of ``_scan_text`` timed alone.

    python benchmarks/scan_passes.py [--repeat N]

With ``--finds [WORD ...]``, also a loop of ``str.find`` over every hit of each word (and
of all of them), the cost of finding candidate lines by plain words: each costs about a pass
or more (``str.find`` of a string of two characters or more visits every few characters
whatever its rarity; only one character is found at memory speed, ``memchr``).

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
    parser.add_argument(
        "--finds",
        nargs="*",
        metavar="WORD",
        help="also time a str.find loop over every hit of each WORD (the line of each hit "
        f"taken, at most --cap hits a file), and of all of them; default: {' '.join(_WORDS)}",
    )
    parser.add_argument("--cap", type=int, default=64, help="hits a file a --finds loop takes")
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
    print(f"test_hostile's measure: {scan:.2f} passes (bound 6)")
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
    if args.finds is not None:
        words = tuple(args.finds) or _WORDS
        for group in (*((word,) for word in words), words):
            cost = _best(
                lambda group=group: [_hit_lines(c, group, args.cap) for c in contents], args.repeat
            )
            found = sum(len(_hit_lines(c, group, args.cap)) for c in contents)
            label = "find " + ("all" if len(group) > 1 else repr(group[0]))
            print(f"{label:28} {cost / one:6.2f} passes ({found} lines)")
        # (one character: memchr, no loop of the engine over every character)
        cost = _best(lambda: [c.find("\x00") for c in contents], args.repeat)
        print(f"{'find one absent character':28} {cost / one:6.2f} passes")


# The state words fix-scan26 measured as clues of an elision without dots ("g and k stay the
# same", "'rest of the function unchanged'", "'existing methods here'").
_WORDS = ("same", "here", "original", "unchanged", "rest", "existing", "as before", "omitted")


def _hit_lines(content: str, words: tuple[str, ...], cap: int) -> set[int]:
    """The starts of the lines holding one of ``words``, found by ``str.find`` hit by hit
    (at most ``cap`` hits a word): what a check of candidate lines costs at least."""
    starts: set[int] = set()
    for word in words:
        at = content.find(word)
        for _ in range(cap):
            if at == -1:
                break
            starts.add(content.rfind("\n", 0, at) + 1)
            end = content.find("\n", at)
            if end == -1:
                break
            at = content.find(word, end)
    return starts


if __name__ == "__main__":
    main()
