"""Drop one quote from valid pretty-printed JSON, at every quote: the repair gives the exact
original value, or reports a guess, or refuses; never a different value with no guess.

Real files are the package.json and tsconfig*.json files under /usr/lib/node_modules; generated
documents come from a seeded random generator. Prints one line per source, and the first few
WRONG inputs.

    python benchmarks/drop_one_quote.py --files 300 --generated 300 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

from artifact_codec.errors import ArtifactCodecError
from artifact_codec.jsonfix.repair import repair_json_report


def outcome(original: Any, text: str) -> str:
    """exact, guessed, refused or WRONG for one text with a quote dropped."""
    try:
        result = repair_json_report(text)
    except ArtifactCodecError:
        return "refused"
    if json.loads(result.text) == original:
        return "exact"
    return "guessed" if result.guesses else "WRONG"


def dropped(text: str) -> list[tuple[int, str]]:
    """``text`` with one of its quotes left out, for each quote (and where it was)."""
    return [(at, text[:at] + text[at + 1 :]) for at, char in enumerate(text) if char == '"']


def real_documents(limit: int) -> list[Any]:
    found: list[Any] = []
    root = Path("/usr/lib/node_modules")
    for path in sorted(root.rglob("*.json")) if root.exists() else []:
        if len(found) >= limit:
            break
        if path.name != "package.json" and not path.name.startswith("tsconfig"):
            continue
        try:
            value = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, OSError):
            continue
        if len(json.dumps(value)) < 4000:
            found.append(value)
    return found


_WORDS = ["a", "name", "4", "4,", "x, y", "true", "1.0", "src/**", "a: b", "", " ", "é", "}", "]"]


def generated(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth < 3 and roll < 0.3:
        return {
            rng.choice(_WORDS) + str(i): generated(rng, depth + 1) for i in range(rng.randint(0, 4))
        }
    if depth < 3 and roll < 0.45:
        return [generated(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return rng.choice([rng.choice(_WORDS), rng.randint(-9, 99), rng.choice([True, False, None])])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--files", type=int, default=300)
    parser.add_argument("--generated", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sources = {
        "node-modules-json": real_documents(args.files),
        "generated": [generated(rng) for _ in range(args.generated)],
    }
    for name, values in sources.items():
        counts = {"exact": 0, "guessed": 0, "refused": 0, "WRONG": 0}
        shown = 0
        for value in values:
            for at, text in dropped(json.dumps(value, indent=2, ensure_ascii=False)):
                kind = outcome(value, text)
                counts[kind] += 1
                if kind == "WRONG" and shown < args.show:
                    shown += 1
                    print("WRONG near the dropped quote:", repr(text[max(0, at - 40) : at + 40]))
        tried = sum(counts.values())
        print(f"{name} tried {tried} " + " ".join(f"{k} {v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
