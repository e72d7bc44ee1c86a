"""The big run of the generative test bed: many renderings, counts per kind.

    python benchmarks/testbed_counts.py [--count 2000] [--seed 0] [--show] [--only KIND]

Each rendering (``tests/renderings.py``: real files, one base and 0-3 modifiers) is read with
``parse_response`` and checked. A rendering counts once under its base and once under each of its
modifiers. Columns: ``tried``; ``exact`` (every file came back exact, status usable);
``reported`` (an answer that is cut off, holds edit blocks, elides code or admits two readings,
reported exactly as expected: truncated with the right partial file, or not usable); ``WRONG``
(anything else: a wrong byte or path, a wrong status, a missing diagnostic, an internal error).

The bases of ``renderings.PENDING`` are classes not fixed yet; they are counted in a table
of their own, and the modifier rows count only the other renderings. ``--show`` prints the
smallest wrong rendering per kind (``--only`` limits the run to plans with that kind).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
from renderings import BASES, MODIFIERS, PENDING, Expect, Rendering

from artifact_codec import ParseResult, parse_response


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=2000, help="renderings to try")
    options.add_argument("--seed", type=int, default=0, help="seed of the plans")
    options.add_argument("--show", action="store_true", help="print a wrong example per kind")
    options.add_argument("--only", help="only plans that have this kind")
    args = options.parse_args()

    corpus = renderings.corpus()
    rng = random.Random(args.seed)
    tried: Counter[str] = Counter()
    exact: Counter[str] = Counter()
    reported: Counter[str] = Counter()
    wrong: Counter[str] = Counter()
    examples: dict[str, tuple[Rendering, ParseResult, list[str]]] = {}
    started = time.perf_counter()
    done = 0
    while done < args.count:
        plan = renderings.random_plan(rng, len(corpus))
        if args.only and args.only not in plan.kinds:
            continue
        done += 1
        rendering = renderings.render(plan, corpus)
        result = parse_response(rendering.text, finish_reason=rendering.finish_reason)
        problems = renderings.check(rendering, result)
        pending = rendering.plan.base in PENDING
        kinds = ("pending", rendering.plan.base) if pending else ("all", *rendering.plan.kinds)
        for kind in kinds:
            tried[kind] += 1
            if problems:
                wrong[kind] += 1
                best = examples.get(kind)
                if best is None or len(rendering.text) < len(best[0].text):
                    examples[kind] = (rendering, result, problems)
            elif rendering.expect is Expect.EXACT:
                exact[kind] += 1
            else:
                reported[kind] += 1
    elapsed = time.perf_counter() - started

    print(
        f"test bed: {args.count} renderings, seed {args.seed}, corpus {len(corpus)} real files, "
        f"{elapsed:.1f} s"
    )
    print(f"{'kind':<18}{'tried':>7}{'exact':>7}{'reported':>10}{'WRONG':>7}")
    owned = [kind for kind in (*BASES, *MODIFIERS) if kind not in PENDING]
    for kind in ("all", *owned):
        print(f"{kind:<18}{tried[kind]:>7}{exact[kind]:>7}{reported[kind]:>10}{wrong[kind]:>7}")
    if PENDING:
        print("\nclasses not fixed yet (renderings.PENDING):")
    for kind in ("pending", *sorted(PENDING)) if PENDING else ():
        print(f"{kind:<18}{tried[kind]:>7}{exact[kind]:>7}{reported[kind]:>10}{wrong[kind]:>7}")
    if args.show:
        for kind, (rendering, result, problems) in examples.items():
            print(f"\n== {kind}: {rendering.plan} finish_reason={rendering.finish_reason!r}")
            print(f"expect: {rendering.expect.value}; text: {rendering.text[:1500]!r}")
            print(
                f"got: {result.status.value} {[f.file_path for f in result.code.files]} "
                f"{[d.code for d in result.diagnostics]}"
            )
            print(f"problems: {problems}")


if __name__ == "__main__":
    main()
