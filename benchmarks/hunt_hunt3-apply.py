"""Random attack on ``apply_edits`` after the fix-apply changes (hunt3-apply).

    python benchmarks/hunt_hunt3-apply.py [--cases 3000] [--batch 1000] [--seed 0] [--show 3]

Each case: a real file (the installed standard library) or a file of many similar blocks
(generated tests/tables), changed at a few random places (a line replaced, inserted, removed);
the intended file is that change. It is written as a unified diff (difflib; numbers exact,
shifted, per-hunk noisy, or removed; hunks shuffled), a Codex V4A patch with ``@@ scope``
lines, aider SEARCH/REPLACE blocks, str_replace calls, and as Hunk objects (8+ hunks: the batch
path), over LF/CRLF/no-final-newline variants of the file. Counts per class:
tried/right/refused/WRONG (WRONG = ``ok`` and a file that is not the intended one).
"""

from __future__ import annotations

import argparse
import difflib
import json
import random
import sys
import sysconfig
import tempfile
import textwrap
from collections import Counter
from pathlib import Path

from artifact_codec import FileOperation, Hunk, OperationKind
from artifact_codec.apply import apply_edits

PATH = "m.py"
#: Where the first failing cases are written (as JSON) for minimizing by hand.
DUMP = Path(tempfile.gettempdir()) / "hunt3-apply"


def stdlib_files(rng: random.Random, count: int) -> list[str]:
    root = Path(sysconfig.get_paths()["stdlib"])
    names = sorted(p for p in root.glob("*.py") if 2_000 < p.stat().st_size < 60_000)
    return [names[i].read_text(encoding="utf-8") for i in rng.sample(range(len(names)), count)]


def repeated_file(rng: random.Random) -> str:
    blocks = []
    values = rng.choice([["0"], ["0", "1"], ["0", "1", "None"]])
    for i in range(rng.randint(6, 40)):
        v = rng.choice(values)
        blocks.append(
            f"def test_case_{i}(self):\n    value = make({v})\n    self.assertEqual(value, 1)\n"
            "    self.assertTrue(check(value))\n\n"
        )
    return "import unittest\n\n\n" + "".join(blocks)


def mutate(lines: list[str], rng: random.Random, places: int) -> list[str]:
    new = list(lines)
    spots = sorted(rng.sample(range(len(lines)), min(places, len(lines))), reverse=True)
    for spot in spots:
        kind = rng.choice(["replace", "insert", "delete", "replace"])
        if kind == "replace":
            new[spot] = new[spot].rstrip("\n") + "  # changed\n"
        elif kind == "insert":
            new.insert(spot, "    inserted_line()\n")
        else:
            del new[spot]
    return new


def groups(old: list[str], new: list[str], context: int) -> list[list[tuple[int, int, int, int]]]:
    return list(
        difflib.SequenceMatcher(None, old, new, autojunk=False).get_grouped_opcodes(context)
    )


def hunk_texts(group, old, new):
    o = "".join(old[group[0][1] : group[-1][2]])
    n = "".join(new[group[0][3] : group[-1][4]])
    return o, n, group[0][1] + 1


def scope_of(old: list[str], index: int) -> str | None:
    for j in range(index - 1, -1, -1):
        s = old[j]
        if s.lstrip().startswith(("def ", "class ")):
            return s.rstrip("\n")
    return None


def render(kind: str, old: list[str], new: list[str], rng: random.Random, noise: str):
    context = rng.choice([1, 2, 3])
    gs = groups(old, new, context)
    if not gs:
        return None
    if kind == "udiff":
        out = [f"--- a/{PATH}\n", f"+++ b/{PATH}\n"]
        order = list(gs)
        if noise == "shuffled":
            rng.shuffle(order)
        offset = rng.randint(-30, 30)
        for g in order:
            i1, i2, j1, j2 = g[0][1], g[-1][2], g[0][3], g[-1][4]
            a, b = i1 + 1, j1 + 1
            if noise == "shift":
                a, b = max(a + offset, 1), max(b + offset, 1)
            elif noise == "noisy":
                d = rng.randint(-30, 30)
                a, b = max(a + d, 1), max(b + d, 1)
            if noise == "nonum":
                out.append("@@ ... @@\n")
            else:
                out.append(f"@@ -{a},{i2 - i1} +{b},{j2 - j1} @@\n")
            for tag, x1, x2, y1, y2 in g:
                if tag == "equal":
                    out += [" " + s for s in old[x1:x2]]
                else:
                    out += ["-" + s for s in old[x1:x2]]
                    out += ["+" + s for s in new[y1:y2]]
        if any(not s.endswith("\n") for s in out):
            return None
        return "```diff\n" + "".join(out) + "```\n"
    if kind == "v4a":
        out = ["*** Begin Patch\n", f"*** Update File: {PATH}\n"]
        for g in gs:
            i1 = g[0][1]
            sc = scope_of(old, i1)
            out.append(f"@@ {sc}\n" if sc and noise != "noscope" else "@@\n")
            for tag, x1, x2, y1, y2 in g:
                if tag == "equal":
                    out += [" " + s for s in old[x1:x2]]
                else:
                    out += ["-" + s for s in old[x1:x2]]
                    out += ["+" + s for s in new[y1:y2]]
        out.append("*** End Patch\n")
        if any(not s.endswith("\n") for s in out):
            return None
        return "".join(out)
    if kind == "sr":
        out = []
        for g in gs:
            o, n, _ = hunk_texts(g, old, new)
            if not o or "=======" in o + n or not o.endswith("\n") or (not n.endswith("\n") and n):
                return None
            if noise in ("dedent", "trailing"):
                joined = (
                    textwrap.dedent(o + "\x00\n" + n)
                    if noise == "dedent"
                    else (o + "\x00\n" + n).replace("\n", " \n")
                )
                o, n = joined.split("\x00 \n" if noise == "trailing" else "\x00\n")
            out.append(
                f"{PATH}\n```python\n<<<<<<< SEARCH\n{o}=======\n{n}>>>>>>> REPLACE\n```\n\n"
            )
        return "".join(out)
    if kind in ("hunks", "hunks-hint"):
        hs = []
        for g in gs:
            o, n, line = hunk_texts(g, old, new)
            if not o:
                return None
            hint = None
            if kind == "hunks-hint":
                hint = max(1, line + (rng.randint(-30, 30) if noise == "noisy" else 0))
            hs.append(Hunk(old=o, new=n, line_hint=hint))
        return [
            FileOperation(kind=OperationKind.EDIT, path=PATH, hunks=hs, convention="unified-diff")
        ]
    if kind == "str_replace":
        calls = []
        for g in gs:
            o, n, _ = hunk_texts(g, old, new)
            if not o:
                return None
            calls.append(
                json.dumps({"command": "str_replace", "path": PATH, "old_str": o, "new_str": n})
            )
        return "".join(f"```json\n{c}\n```\n" for c in calls)
    raise ValueError(kind)


def variant(text: str, how: str) -> str:
    if how == "crlf":
        return text.replace("\n", "\r\n")
    if how == "nofinal":
        return text[:-1] if text.endswith("\n") else text
    return text


KINDS = ["udiff", "v4a", "sr", "hunks", "hunks-hint", "str_replace"]
NOISES = ["none", "shift", "noisy", "nonum", "shuffled", "noscope", "dedent", "trailing"]


def batch_case(rng: random.Random, src: str) -> tuple[list[Hunk], str]:
    """8 or more exact hunks (no line numbers), adversarial for the all-at-once path: short
    old texts, repeated lines, new texts that write other hunks' old lines, deletions, any
    order."""
    lines = src.splitlines(keepends=True)
    pool = [line for line in lines if line.strip()] or ["x\n"]
    hunks = []
    seen = Counter(lines)
    unique = [i for i, line in enumerate(lines) if seen[line] == 1 and line.strip()]
    every = list(range(len(lines)))
    starts = [
        rng.choice(unique if unique and rng.random() < 0.9 else every)
        for _ in range(rng.randint(8, 16))
    ]
    for start in starts:
        size = rng.choice([1, 1, 2, 3])
        old = "".join(lines[start : start + size])
        if not old.endswith("\n"):
            continue
        how = rng.choice(["change", "change", "delete", "copy", "dup", "swap", "crlf"])
        if how == "change":
            new = old.replace("\n", " # c\n", 1)
        elif how == "delete":
            new = ""
        elif how == "copy":
            new = old + rng.choice(pool)
        elif how == "dup":
            new = rng.choice(pool) + rng.choice(pool)
        elif how == "crlf":
            new = old.replace("\n", "\r\n")
        else:
            new = "".join(reversed(old.splitlines(keepends=True)))
        hunks.append(Hunk(old=old, new=new))
    return hunks, src


def batch_main(rng: random.Random, cases: int, sources: list[str]) -> None:
    from artifact_codec.apply import applier

    counts: Counter[str] = Counter()
    shown = 0
    for case in range(cases):
        src = repeated_file(rng) if rng.random() < 0.5 else rng.choice(sources)
        src = src.replace("\r", "").rstrip("\n") + "\n"
        hunks, given = batch_case(rng, src)
        if len(hunks) < 8:
            continue
        convention = rng.choice(["aider-search-replace", "str-replace", "artifact", "unified-diff"])
        op = FileOperation(kind=OperationKind.EDIT, path=PATH, hunks=hunks, convention=convention)
        at_once = apply_edits([op], {PATH: given})
        saved = applier._BATCH_HUNKS
        applier._BATCH_HUNKS = 10**9
        try:
            one_by_one = apply_edits([op], {PATH: given})
        finally:
            applier._BATCH_HUNKS = saved
        counts["tried"] += 1
        counts["ok" if one_by_one.ok else "refused"] += 1
        a = (at_once.ok, at_once.files, [(o.ok, o.lines, o.rung) for o in at_once.outcomes])
        b = (
            one_by_one.ok,
            one_by_one.files,
            [(o.ok, o.lines, o.rung) for o in one_by_one.outcomes],
        )
        if a[:2] != b[:2]:
            counts["DISAGREE-file"] += 1
        elif a != b:
            counts["DISAGREE-report"] += 1
        else:
            continue
        if shown < 5:
            shown += 1
            Path(f"{DUMP}/batch{case}.json").write_text(
                json.dumps(
                    {
                        "given": given,
                        "convention": convention,
                        "hunks": [[h.old, h.new] for h in hunks],
                    }
                )
            )
            print("DISAGREE", case, f"-> {DUMP}/batch{case}.json")
    print("batch-vs-one-by-one " + " ".join(f"{k}={v}" for k, v in sorted(counts.items())))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=3)
    parser.add_argument("--batch", type=int, default=1000, help="batch-vs-one-by-one cases")
    args = parser.parse_args()
    DUMP.mkdir(exist_ok=True)
    rng = random.Random(args.seed)
    sources = stdlib_files(rng, 40)
    batch_main(random.Random(args.seed), args.batch, sources)
    counts: Counter[tuple[str, str]] = Counter()
    shown = 0
    for case in range(args.cases):
        src = repeated_file(rng) if rng.random() < 0.4 else rng.choice(sources)
        src = src.replace("\r", "").rstrip("\n") + "\n"
        old = src.splitlines(keepends=True)
        places = rng.choice([1, 2, 3, 9, 12])
        new = mutate(old, rng, places)
        kind = rng.choice(KINDS)
        noise = rng.choice(NOISES)
        how = rng.choice(["lf", "lf", "crlf", "nofinal"])
        answer = render(kind, old, new, rng, noise)
        if answer is None:
            continue
        given = variant("".join(old), how)
        wanted = variant("".join(new), how)
        cls = f"{kind}/{noise}/{how}"
        counts[(cls, "tried")] += 1
        try:
            result = apply_edits(answer, {PATH: given})
        except Exception as error:
            counts[(cls, "CRASH")] += 1
            print("CRASH", cls, type(error).__name__, error, file=sys.stderr)
            continue
        if not result.ok:
            counts[(cls, "refused")] += 1
        elif result.files.get(PATH) == wanted or (
            # The new lines are written as the model wrote them, trailing blanks too.
            noise == "trailing"
            and kind == "sr"
            and [x.rstrip() for x in (result.files.get(PATH) or "").split("\n")]
            == [x.rstrip() for x in wanted.split("\n")]
        ):
            counts[(cls, "right")] += 1
        else:
            counts[(cls, "WRONG")] += 1
            if shown < args.show:
                shown += 1
                Path(f"{DUMP}/wrong{case}.json").write_text(
                    json.dumps(
                        {
                            "given": given,
                            "wanted": wanted,
                            "answer": answer if isinstance(answer, str) else repr(answer),
                            "got": result.files.get(PATH),
                        }
                    )
                )
                print("WRONG", case, cls, f"-> {DUMP}/wrong{case}.json")
    kinds = sorted({c for c, _ in counts})
    total: Counter[str] = Counter()
    for c in kinds:
        row = {k: counts[(c, k)] for k in ("tried", "right", "refused", "WRONG", "CRASH")}
        total.update(row)
        if row["WRONG"] or row["CRASH"]:
            print(f"{c:32} " + " ".join(f"{k}={v}" for k, v in row.items()))
    by_kind: Counter[tuple[str, str]] = Counter()
    for (c, k), v in counts.items():
        by_kind[(c.split("/")[0], k)] += v
    for kd in KINDS:
        print(
            f"{kd:12} "
            + " ".join(
                f"{k}={by_kind[(kd, k)]}" for k in ("tried", "right", "refused", "WRONG", "CRASH")
            )
        )
    print(
        "total        "
        + " ".join(f"{k}={total[k]}" for k in ("tried", "right", "refused", "WRONG", "CRASH"))
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
