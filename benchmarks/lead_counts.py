"""The lead bed's big run: real stdlib modules sent in part or whole, with the words a model
writes around the block, in every dressing, position and convention (tests/lead_renderings.py).

Prints one line per kind (part, whole) and per convention, dressing and position:
``name tried WRONG refused``. WRONG counts usable results whose files differ from what the model
meant (a part written as a whole file, above all); refused counts whole answers not read usable
(false refusals; refusing a part is right). Exit status 1 when any WRONG was found.

    python benchmarks/lead_counts.py --seed 30 --count 2000 [--show]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from lead_renderings import check_lead, render_lead

from artifact_codec import parse_response


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=1000, help="cases to try")
    parser.add_argument("--seed", type=int, default=30, help="seed of the first case")
    parser.add_argument("--show", action="store_true", help="print each WRONG case's words")
    args = parser.parse_args()
    tried: Counter[str] = Counter()
    wrong: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    for seed in range(args.seed * 1_000_000, args.seed * 1_000_000 + args.count):
        case = render_lead(seed)
        problem = check_lead(case, parse_response(case.text))
        rows = (
            case.kind,
            f"{case.kind}/convention={case.convention}",
            f"{case.kind}/dressing={case.dressing}",
            f"{case.kind}/position={case.position}",
        )
        for row in rows:
            tried[row] += 1
            if problem and problem.startswith("WRONG"):
                wrong[row] += 1
            elif problem:
                refused[row] += 1
        if args.show and problem and problem.startswith("WRONG"):
            print(f"  seed {seed} {case.convention}/{case.position}: {case.words!r}: {problem}")
    print("name tried WRONG refused")
    for row in sorted(tried):
        print(f"{row} {tried[row]} {wrong[row]} {refused[row]}")
    return 1 if wrong["part"] + wrong["whole"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
