"""A long, randomized run of the property tests (the suite itself runs them derandomized).

``pytest`` runs every hypothesis test with the ``ci`` profile of ``tests/conftest.py``: the same
examples every time, so the suite is deterministic. This script looks for new failures instead:
it runs the hypothesis tests (pytest's ``-m hypothesis``) with the ``fuzz`` profile -- random
examples, up to 1,000 per test that does not set its own number -- once per round, each round
with a fresh random seed that it prints, so a failure can be replayed with
``pytest --hypothesis-profile=fuzz --hypothesis-seed=SEED ...``. Failing examples are also kept in
``.hypothesis/`` and tried first on the next run.

Run from the repository root::

    python benchmarks/fuzz_properties.py                      # 3 rounds over every property test
    python benchmarks/fuzz_properties.py --rounds 20 tests/test_reader.py tests/test_stream.py
    python benchmarks/fuzz_properties.py --seed 1234          # replay one round

Exit status: 0 when every round passed, 1 when one failed (the others still run).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="how many seeds to try (3)")
    parser.add_argument("--seed", type=int, help="run one round with this seed")
    parser.add_argument("tests", nargs="*", default=["tests"], help="test files (all of tests/)")
    args = parser.parse_args()
    seeds = (
        [args.seed]
        if args.seed is not None
        else [random.randrange(2**32) for _ in range(args.rounds)]
    )
    failed = []
    for number, seed in enumerate(seeds, 1):
        command = [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-m",
            "hypothesis",
            "--hypothesis-profile=fuzz",
            f"--hypothesis-seed={seed}",
            *args.tests,
        ]
        print(f"round {number}/{len(seeds)}: seed {seed}", flush=True)
        start = time.perf_counter()
        status = subprocess.call(command, cwd=ROOT)
        print(f"round {number}: exit {status} in {time.perf_counter() - start:.0f} s", flush=True)
        if status == 5:
            print("no property tests in those files")
            return 1
        if status != 0:
            failed.append(seed)
    if failed:
        print("failed seeds (replay with --seed): " + ", ".join(map(str, failed)))
        return 1
    print(f"{len(seeds)} rounds passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
