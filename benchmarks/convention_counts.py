"""The long run of the conventions' test bed: real files in every convention, counts per
convention.

    python benchmarks/convention_counts.py [--count 5000] [--seed 0] [--show]

Each rendering (``tests/convention_renderings.py``: 1-4 real files, 0-2 hardeners, one of the
label, fence and call styles of the tool) is read with ``parse_response`` and checked. Columns:
``tried``; ``exact`` (usable, every path and byte as written, read as that convention);
``reported`` (not usable, with diagnostics: the reader could not be sure); ``WRONG`` (usable but
not what was written, or read as another convention); ``plain`` (renderings with nothing hard
in them) and ``plain exact``, which must be equal. ``--show`` prints the smallest wrong
rendering per convention.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import convention_renderings as bed
import renderings

from artifact_codec import ParseResult, parse_response


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=5000, help="renderings to try")
    options.add_argument("--seed", type=int, default=0, help="seed of the renderings")
    options.add_argument("--show", action="store_true", help="print a wrong example per kind")
    args = options.parse_args()

    corpus = renderings.corpus()
    rng = random.Random(args.seed)
    counts: dict[str, Counter[str]] = {}
    examples: dict[str, tuple[bed.ConventionRendering, ParseResult, str]] = {}
    started = time.perf_counter()
    for _ in range(args.count):
        rendering = bed.render_random(corpus, rng)
        result = parse_response(rendering.text, **rendering.options)
        verdict = bed.check(rendering, result)
        kind = verdict.split(":")[0]
        for name in ("all", rendering.convention):
            row = counts.setdefault(name, Counter())
            row["tried"] += 1
            row[kind] += 1
            if not rendering.hard:
                row["plain"] += 1
                row["plain exact"] += kind == "exact"
        if kind == "wrong":
            best = examples.get(rendering.convention)
            if best is None or len(rendering.text) < len(best[0].text):
                examples[rendering.convention] = (rendering, result, verdict)
    elapsed = time.perf_counter() - started

    print(f"{args.count} renderings of {len(corpus)} real files, seed {args.seed}, {elapsed:.1f} s")
    header = ("convention", "tried", "exact", "reported", "WRONG", "plain", "plain exact")
    print(f"{header[0]:<12}" + "".join(f"{h:>12}" for h in header[1:]))
    for name in sorted(counts, key=lambda n: (n == "all", n)):
        row = counts[name]
        cells = (
            row["tried"],
            row["exact"],
            row["reported"],
            row["wrong"],
            row["plain"],
            row["plain exact"],
        )
        print(f"{name:<12}" + "".join(f"{cell:>12}" for cell in cells))
    if args.show:
        for name, (rendering, result, verdict) in sorted(examples.items()):
            print(f"\n--- {name} ({rendering.style}, {rendering.hard}): {verdict}")
            print(f"status={result.status.value} format={result.format.value}")
            print(rendering.text[:3000])
    wrong = counts.get("all", Counter())["wrong"]
    plain = counts.get("all", Counter())
    sys.exit(1 if wrong or plain["plain"] != plain["plain exact"] else 0)


if __name__ == "__main__":
    main()
