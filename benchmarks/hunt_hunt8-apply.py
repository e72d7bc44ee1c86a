"""Re-sent and repeated-code edits after fix-apply9, on real files (hunt8-apply).

    python benchmarks/hunt_hunt8-apply.py [--seed 0] [--show 0]

Reuses hunt7-apply's renderers (``benchmarks/hunt_hunt7-apply.py``). Generators, seeded, on
standard-library files (``m.py``):

- ``resend-pair-<conv>``: a block of 5 lines that are not blank stands twice; an edit of two
  hunks (hunk 1 changes the block's 2nd line quoting the 1st, hunk 2 deletes its 4th quoting
  the 3rd and 5th) was applied at the first copy already (the file given has it); the same
  edit is sent again. Wanted: the file as given, or refused. ``resend-pair-bare-<conv>``: the
  same with hunk 1 quoting its changed line alone;
- ``resend-noisy-curly`` / ``resend-noisy-crlf``: hunt6-apply's re-sent deletion (3 lines
  that are not blank stand twice, one deleted at the first copy already, the deletion sent
  again) quoted with typographic quotes, or against the file with CRLF breaks. Wanted: the
  file as given, or refused;
- ``resend-2to1-<conv>``: 2 lines that are not blank stand together twice; both replaced by
  ONE new line at the first copy already; the replacement sent again without context.
  Wanted: the file as given, or refused;
- ``resend-elided``: the re-sent deletion of ``resend-pair``'s 4th line alone, its 2nd line
  quoted as ``# ... existing code ...``. Wanted: the file as given, or refused;
- ``resend-typo``: the same with the 2nd line quoted with one character dropped (the fuzzy
  rung places it). Wanted: the file as given, or refused;
- ``repeated-both-<conv>``: a line stands exactly twice; two hunks (no context) change it the
  same way, one for each copy. Wanted: both copies changed (aider applies each block to the
  file the block before left; Codex seeks each chunk after the one before), or refused;
- ``overlap-v4a-typo``: hunt7-apply's ``overlap-v4a`` (chunk 2 found only above chunk 1, at
  the copy chunk 1 left; refused since fix-apply9) with one character dropped from chunk 2's
  kept line, so that only the fuzzy rung places it. Wanted: refused (every ``ok`` is WRONG);
- ``multi-<conv>`` (click commits touching 2 files or more, ``/tmp/click-hunt7``): one answer
  editing every file; wanted: each file as the commit has it, the others as given.

Prints "<generator> tried N right R refused F WRONG W" (WRONG: ``ok`` over another file).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
from collections import Counter
from pathlib import Path

from artifact_codec import apply_edits

_spec = importlib.util.spec_from_file_location(
    "hunt7", Path(__file__).with_name("hunt_hunt7-apply.py")
)
assert _spec is not None
assert _spec.loader is not None
h7 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h7)

CONVS = ["sr", "aider-udiff", "v4a", "call"]


def twice_blocks(src: str, size: int) -> list[int]:
    lines = src.splitlines(True)
    blocks: dict[str, list[int]] = {}
    for i in range(len(lines) - size):
        if all(len(s.strip()) > 3 for s in lines[i : i + size]):
            blocks.setdefault("".join(lines[i : i + size]), []).append(i)
    return [at[0] for at in blocks.values() if len(at) == 2 and at[0] + size <= at[1]]


def answer_of(conv: str, src: str, gs: list[tuple[int, int, h7.Group]]) -> str:
    if conv == "aider-udiff":
        return str(h7.udiff("m.py", gs, None))
    return str(h7.render(conv, "m.py", src, src, gs))


def resend_pair(
    src: str, rng: random.Random, conv: str, bare: bool = False
) -> tuple[str, str] | None:
    starts = twice_blocks(src, 5)
    if not starts:
        return None
    p = rng.choice(starts)
    lines = src.splitlines(True)
    b = lines[p : p + 5]
    changed = b[1].rstrip("\n") + "  # new\n"
    h1: h7.Group = [("-", b[1]), ("+", changed)]
    if not bare:
        h1.insert(0, (" ", b[0]))
    h2: h7.Group = [(" ", b[2]), ("-", b[3]), (" ", b[4])]
    given = "".join([*lines[:p], b[0], changed, b[2], b[4], *lines[p + 5 :]])
    return answer_of(conv, src, [(p, p, h1), (p + 2, p + 2, h2)]), given


def resend_noisy(src: str, rng: random.Random, how: str) -> tuple[str, str, str] | None:
    starts = twice_blocks(src, 3)
    lines = src.splitlines(True)
    if how == "curly":
        starts = [p for p in starts if any(c in "".join(lines[p : p + 3]) for c in "'\"")]
    if not starts:
        return None
    p = rng.choice(starts)
    block = lines[p : p + 3]
    drop = rng.randrange(3)
    new = [s for k, s in enumerate(block) if k != drop]
    given = "".join([*lines[:p], *new, *lines[p + 3 :]])
    old_q, new_q = "".join(block), "".join(new)
    if how == "curly":
        old_q, new_q = ("".join(h7.CURLY.get(c, c) for c in t) for t in (old_q, new_q))
    else:
        given = given.replace("\n", "\r\n")
    answer = f"m.py\n```\n<<<<<<< SEARCH\n{old_q}=======\n{new_q}>>>>>>> REPLACE\n```\n"
    return answer, given, given


def resend_elided(src: str, rng: random.Random, typo: bool = False) -> tuple[str, str] | None:
    starts = twice_blocks(src, 5)
    if not starts:
        return None
    p = rng.choice(starts)
    lines = src.splitlines(True)
    b = lines[p : p + 5]
    given = "".join([*lines[:p], *b[:3], b[4], *lines[p + 5 :]])
    ind = b[1][: len(b[1]) - len(b[1].lstrip())]
    dots = ind + "# ... existing code ...\n"
    if typo:
        body = b[1].rstrip("\n")
        dots = body[: len(body) - 2] + body[len(body) - 1 :] + "\n"
    old, new = "".join([b[0], dots, b[2], b[3], b[4]]), "".join([b[0], dots, b[2], b[4]])
    return f"m.py\n```\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n", given


def repeated_both(src: str, rng: random.Random, conv: str) -> tuple[str, str, str] | None:
    lines = src.splitlines(True)
    seen: dict[str, list[int]] = {}
    for i, line in enumerate(lines):
        if len(line.strip()) > 8:
            seen.setdefault(line, []).append(i)
    twice = [at for at in seen.values() if len(at) == 2]
    if not twice:
        return None
    p, q = rng.choice(twice)
    changed = lines[p].rstrip("\n") + "  # both\n"
    wanted = list(lines)
    wanted[p] = wanted[q] = changed
    body: h7.Group = [("-", lines[p]), ("+", changed)]
    return answer_of(conv, src, [(p, p, body), (q, q, list(body))]), src, "".join(wanted)


def overlap_typo(src: str, rng: random.Random) -> str | None:
    made = h7.overlap("m.py", src, rng, "v4a")
    if made is None:
        return None
    rows = made[0].split("\n")
    last = rows[-3]  # the kept line of chunk 2, before "*** End Patch" and the final ""
    body = last.rstrip()
    if not last.startswith(" ") or len(body.strip()) < 10:
        return None
    cut = len(body) - 2
    rows[-3] = body[:cut] + body[cut + 1 :]
    return "\n".join(rows)


def resend_2to1(src: str, rng: random.Random, conv: str) -> tuple[str, str] | None:
    starts = twice_blocks(src, 2)
    if not starts:
        return None
    p = rng.choice(starts)
    lines = src.splitlines(True)
    one = lines[p].rstrip("\n") + "  # joined\n"
    given = "".join([*lines[:p], one, *lines[p + 2 :]])
    body: h7.Group = [("-", lines[p]), ("-", lines[p + 1]), ("+", one)]
    return answer_of(conv, src, [(p, p, body)]), given


def multi(rng: random.Random, commits: int) -> list[tuple[dict[str, str], dict[str, str]]]:
    by_sha: dict[str, tuple[dict[str, str], dict[str, str]]] = {}
    h7.changes(1, random.Random(0))  # clones when missing
    shas = h7.git("log", "--no-merges", "--format=%H", "--diff-filter=M", "--", "src/click")
    for sha in rng.sample(shas.split(), min(commits, len(shas.split()))):
        names = h7.git("diff", "--name-only", "--diff-filter=M", f"{sha}^", sha, "--", "src/click")
        if len(names.split()) < 2:
            continue
        olds, news = {}, {}
        for name in names.split():
            try:
                olds[name] = h7.git("show", f"{sha}^:{name}")
                news[name] = h7.git("show", f"{sha}:{name}")
            except Exception:
                break
        else:
            by_sha[sha] = (olds, news)
    return list(by_sha.values())


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--commits", type=int, default=80)
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts: dict[str, Counter[str]] = {}

    def count(gen: str, answer: str, given: dict[str, str], wanted: dict[str, str]) -> None:
        result = apply_edits(answer, given)
        c = counts.setdefault(gen, Counter())
        c["tried"] += 1
        if not result.ok:
            c["refused"] += 1
        elif result.files == wanted:
            c["right"] += 1
        else:
            c["WRONG"] += 1
            if c["WRONG"] <= args.show:
                dump = Path(f"/tmp/hunt8-apply-{gen}-{c['WRONG']}.json")
                dump.write_text(json.dumps({"answer": answer, "given": given, "wanted": wanted}))
                print("WRONG", gen, dump)

    for src in h7.stdlib(rng):
        for conv in CONVS:
            pair = resend_pair(src, rng, conv)
            if pair is not None:
                count(f"resend-pair-{conv}", pair[0], {"m.py": pair[1]}, {"m.py": pair[1]})
            bare = resend_pair(src, rng, conv, bare=True)
            if bare is not None:
                count(f"resend-pair-bare-{conv}", bare[0], {"m.py": bare[1]}, {"m.py": bare[1]})
            joined = resend_2to1(src, rng, conv)
            if joined is not None:
                count(f"resend-2to1-{conv}", joined[0], {"m.py": joined[1]}, {"m.py": joined[1]})
            both = repeated_both(src, rng, conv)
            if both is not None:
                count(f"repeated-both-{conv}", both[0], {"m.py": both[1]}, {"m.py": both[2]})
        typoed = resend_elided(src, rng, typo=True)
        if typoed is not None:
            count("resend-typo", typoed[0], {"m.py": typoed[1]}, {"m.py": typoed[1]})
        typo = overlap_typo(src, rng)
        if typo is not None:
            count("overlap-v4a-typo", typo, {"m.py": src}, {"m.py": "\0refused"})
        elided = resend_elided(src, rng)
        if elided is not None:
            count("resend-elided", elided[0], {"m.py": elided[1]}, {"m.py": elided[1]})
        for how in ("curly", "crlf"):
            made = resend_noisy(src, rng, how)
            if made is not None:
                count(f"resend-noisy-{how}", made[0], {"m.py": made[1]}, {"m.py": made[2]})
    for olds, news in multi(rng, args.commits):
        for conv in [*CONVS, "udiff"]:
            parts = []
            for name in olds:
                gs = h7.groups(olds[name], news[name])
                parts.append(h7.render(conv, name, olds[name], news[name], gs))
            answer = "Here are the changes.\n\n" + "\n".join(parts)
            count(f"multi-{conv}", answer, olds, news)
    for gen in sorted(counts):
        c = counts[gen]
        print(
            f"{gen} tried {c['tried']} right {c['right']} refused {c['refused']} WRONG {c['WRONG']}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
