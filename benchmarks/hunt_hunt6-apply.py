"""Random attack on the applier rules of docs/edits.md (hunt6-apply).

    python benchmarks/hunt_hunt6-apply.py [--cases 200] [--seed 0]

Real files (the installed standard library; npm's own JavaScript when present, m.js) rendered as
models write edits. Generators (each counts as "<generator> tried N right R refused F WRONG W";
WRONG is ``ok`` over a file other than the one meant; refused is the rate cost):

- ``unchanged-pr``: another file rewritten whole, then ``### path (unchanged)`` over an excerpt
  of the given file (its first lines), passed as a ParseResult (wanted: the file as given);
- ``unchanged-gap``: the same as a str, one blank line between that label and its fence;
- ``resend-delete``: a SEARCH/REPLACE deleting one line of a block that stands twice, sent
  again over the file where it was applied (wanted: the file as given, or refused);
- ``elide-def``: ``def f(...):`` / its first body line / ``...`` / its last line, the last
  line changed (wanted: that change in f);
- ``like-other``: two lines whose first line stands elsewhere followed by another line; the
  second line replaced by that other line (the edit "do here what is done there");
- ``twice-partly``: a two-hunk diff (line numbers or ``@@ ... @@``; the first hunk an edit or
  a deletion) over the file where its first hunk was applied already (wanted: both applied,
  or refused).
"""

from __future__ import annotations

import argparse
import random
import sysconfig
from collections import Counter
from pathlib import Path

from artifact_codec import apply_edits, parse_response


def sources(rng: random.Random) -> list[tuple[str, str]]:
    root = Path(sysconfig.get_paths()["stdlib"])
    py = sorted(p for p in root.glob("*.py") if 3_000 < p.stat().st_size < 50_000)
    js = sorted(
        p for p in Path("/usr/lib/node_modules").rglob("*.js") if 3_000 < p.stat().st_size < 40_000
    )
    picked = [("m.py", p) for p in rng.sample(py, 40)]
    picked += [("m.js", p) for p in rng.sample(js, min(20, len(js)))]
    texts = [(n, p.read_text(encoding="utf-8", errors="replace")) for n, p in picked]
    return [(n, t.replace("\r", "")) for n, t in texts if "\ufeff" not in t and t.endswith("\n")]


def sr(path: str, old: str, new: str) -> str:
    return f"{path}\n````\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n````\n\n"


Case = tuple[object, dict[str, str], str | None] | None


def unchanged(path: str, src: str, rng: random.Random, gap: bool) -> Case:
    lines = src.splitlines(True)
    cut = rng.randint(3, max(3, len(lines) // 2))
    excerpt = "".join(lines[:cut])
    if excerpt == src or "```" in src or path != "m.py":
        return None
    between = "\n\n" if gap else "\n"
    answer = (
        "### main.py\n```python\nprint('new')\n```\n\n"
        f"### {path} (unchanged){between}```python\n{excerpt}```\n"
    )
    files = {path: src, "main.py": "print('old')\n"}
    return (answer if gap else parse_response(answer)), files, src


def resend_delete(path: str, src: str, rng: random.Random) -> Case:
    lines = src.splitlines(True)
    blocks: dict[str, list[int]] = {}
    for i in range(len(lines) - 3):
        block = "".join(lines[i : i + 3])
        if all(s.strip() for s in lines[i : i + 3]):
            blocks.setdefault(block, []).append(i)
    twice = [(b, at) for b, at in blocks.items() if len(at) == 2]
    if not twice:
        return None
    block, at = rng.choice(twice)
    drop = rng.randrange(3)
    kept = block.splitlines(True)
    new = "".join(s for k, s in enumerate(kept) if k != drop)
    first = at[0]
    done = "".join(lines[:first]) + new + "".join(lines[first + 3 :])
    return sr(path, block, new), {path: done}, done


def elide_def(path: str, src: str, rng: random.Random) -> Case:
    lines = src.splitlines(True)
    defs = [
        i
        for i, s in enumerate(lines)
        if s.lstrip().startswith("def ") and s.rstrip().endswith(":") and path == "m.py"
    ]
    if not defs:
        return None
    d = rng.choice(defs)
    ind = len(lines[d]) - len(lines[d].lstrip())
    body = []
    for j in range(d + 1, len(lines)):
        s = lines[j]
        if s.strip() and len(s) - len(s.lstrip()) <= ind:
            break
        body.append(j)
    while body and not lines[body[-1]].strip():
        body.pop()
    if len(body) < 4:
        return None
    last = body[-1]
    el = " " * (ind + 4) + "...\n"
    old = lines[d] + lines[body[0]] + el + lines[last]
    changed = lines[last].rstrip("\n") + "  # changed\n"
    new = lines[d] + lines[body[0]] + el + changed
    wanted = "".join(lines[:last]) + changed + "".join(lines[last + 1 :])
    return sr(path, old, new), {path: src}, wanted


def like_other(path: str, src: str, rng: random.Random) -> Case:
    lines = src.splitlines(True)
    text_pairs = Counter(lines[i] + lines[i + 1] for i in range(len(lines) - 1))
    cands = []
    for i in range(len(lines) - 1):
        a, b = lines[i], lines[i + 1]
        if not (a.strip() and b.strip()) or text_pairs[a + b] != 1 or len(a.strip()) < 8:
            continue
        others = [
            lines[k + 1]
            for k in range(len(lines) - 1)
            if k != i and lines[k] == a and lines[k + 1] != b and lines[k + 1].strip()
        ]
        if others:
            cands.append((i, others[0]))
    if not cands:
        return None
    i, other = rng.choice(cands)
    old, new = lines[i] + lines[i + 1], lines[i] + other
    wanted = "".join(lines[:i]) + new + "".join(lines[i + 2 :])
    return sr(path, old, new), {path: src}, wanted


def twice_partly(path: str, src: str, rng: random.Random) -> Case:
    lines = src.splitlines(True)
    if len(lines) < 60:
        return None
    i = rng.randrange(3, len(lines) // 2 - 3)
    j = rng.randrange(len(lines) // 2 + 3, len(lines) - 3)
    if not (lines[i].strip() and lines[j].strip()):
        return None
    how = rng.choice(["edit", "delete"])
    new_i = [] if how == "delete" else [lines[i].rstrip("\n") + "  # changed\n"]
    new_j = [lines[j].rstrip("\n") + "  # changed\n"]
    numbers = rng.random() < 0.5

    def hunk(at: int, new: list[str], shift: int) -> str:
        before, after = lines[at - 2 : at], lines[at + 1 : at + 3]
        head = (
            f"@@ -{at - 1},{5} +{at - 1 + shift},{4 + len(new)} @@\n" if numbers else "@@ ... @@\n"
        )
        body = [" " + s for s in before] + ["-" + lines[at]] + ["+" + s for s in new]
        return head + "".join(body + [" " + s for s in after])

    diff = f"```diff\n--- a/{path}\n+++ b/{path}\n" + hunk(i, new_i, 0)
    diff += hunk(j, new_j, len(new_i) - 1) + "```\n"
    once = lines[:i] + new_i + lines[i + 1 :]
    both = lines[:i] + new_i + lines[i + 1 : j] + new_j + lines[j + 1 :]
    return diff, {path: "".join(once)}, "".join(both)


GENS = {
    "unchanged-pr": lambda p, s, r: unchanged(p, s, r, gap=False),
    "unchanged-gap": lambda p, s, r: unchanged(p, s, r, gap=True),
    "resend-delete": resend_delete,
    "elide-def": elide_def,
    "like-other": like_other,
    "twice-partly": twice_partly,
}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    srcs = sources(rng)
    for gen, make in GENS.items():
        counts: Counter[str] = Counter()
        for _ in range(args.cases):
            path, src = rng.choice(srcs)
            made = make(path, src, rng)
            if made is None:
                continue
            answer, files, wanted = made
            result = apply_edits(answer, files)  # type: ignore[arg-type]
            counts["tried"] += 1
            if not result.ok:
                counts["refused"] += 1
            elif result.files.get(path) == wanted:
                counts["right"] += 1
            else:
                counts["WRONG"] += 1
        print(
            f"{gen} tried {counts['tried']} right {counts['right']} refused "
            f"{counts['refused']} WRONG {counts['WRONG']}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
