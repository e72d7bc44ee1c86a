"""Real click commits rendered as models write edits, with noise (hunt7-apply).

    python benchmarks/hunt_hunt7-apply.py [--commits 60] [--seed 0] [--show 0]

Each commit of click (``/tmp/click-hunt7``, cloned from ``/work/.mirror/pallets+click/repo``
when missing) that modifies files under ``src/click/`` is rendered, per file, from its parent
text to its own (difflib groups with 3 context lines) in each convention: ``sr``
(SEARCH/REPLACE), ``udiff`` (numbered), ``aider-udiff`` (``@@ ... @@``), ``v4a``, ``call``
(``str_replace`` JSON calls) and ``whole`` (the new file in a fence). Noise models, seeded:

- ``clean``: as rendered (wanted: the commit's file; a refusal here is a false refusal when
  every old text stands once in the file);
- ``hint-k``: numbered diff, every hunk's numbers off by one k in 5..30;
- ``hint-each``: numbered diff, each hunk off by its own k in -30..30;
- ``resend``: the rendering applied to the file after the commit (wanted: that file, or
  refused);
- ``crlf``: the file with CRLF line breaks (wanted: the commit's file with CRLF);
- ``trailing``: every quoted kept line with a trailing blank;
- ``curly``: straight quotes in quoted kept lines made typographic;
- ``elide``: in each hunk, a run of 3 or more kept lines inside it quoted as one line ``...``
  or ``# ... existing code ...`` at the run's first line's indentation (hunks shown with 6
  lines of context for this);
- ``dedent``: SEARCH/REPLACE blocks all of whose lines are indented quoted 4 spaces less;
- ``overlap-<conv>`` (standard-library files): two lines that stand together twice; hunk 1
  changes the first line of the LOWER copy (quoting the two lines above it, found once);
  hunk 2 quotes the two lines (which stood at both copies) and changes the first again. After
  hunk 1 the quote stands only at the UPPER copy: a diff or patch whose second hunk is above
  its first and overlaps it has no consistent reading. ``v4a``: wanted refused (Codex seeks
  each chunk after the one before it and finds none; every ``ok`` counts WRONG); ``sr``,
  ``call``, ``aider-udiff``, ``udiff``: aider and the tool apply each block to the file the
  one before left, so the upper copy changed counts right;
- ``resend-after-<conv>`` (standard-library files): a block of 3 lines that are not blank
  stands twice; one line of its first copy was deleted already (the file given has it); the
  answer sends a NEW change of a line that stands once above both copies, then the deletion
  again (an agent re-sending its earlier edit with a new one). Wanted: the new change alone,
  or refused;
- ``resend-written-<conv>`` (standard-library files): 2 lines that are not blank stand
  together twice; both replaced (no kept line) at the first copy already; the same replacement
  sent again without context. Wanted: the file as given, or refused;
- ``whole-named`` (standard-library files): the whole file in a fence, cut after its first
  top-level ``def`` (one of its lines changed), then one line ``# ... (g and h unchanged)``
  naming the next top-level definitions. Wanted: refused, or the change alone;
- ``resend-noisy-<noise>`` (standard-library files): hunt6-apply's re-sent deletion (3 lines
  that are not blank stand twice; one deleted at the first copy already; the deletion sent
  again) quoted with a trailing blank on every line or 4 spaces less indentation (SEARCH/
  REPLACE). Wanted: the file as given, or refused.

Prints "<generator> tried N right R refused F WRONG W" (WRONG: ``ok`` over another file).
"""

from __future__ import annotations

import argparse
import difflib
import json
import random
import subprocess
from collections import Counter
from pathlib import Path

from artifact_codec import apply_edits

REPO = Path("/tmp/click-hunt7")
MIRROR = "/work/.mirror/pallets+click/repo"


def git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(REPO), *args], capture_output=True, text=True, check=True
    ).stdout


def changes(count: int, rng: random.Random) -> list[tuple[str, str, str]]:
    if not REPO.exists():
        subprocess.run(["git", "clone", "-q", MIRROR, str(REPO)], check=True)
    shas = git("log", "--no-merges", "--format=%H", "--diff-filter=M", "--", "src/click").split()
    out = []
    for sha in rng.sample(shas, min(count, len(shas))):
        names = git("diff", "--name-only", "--diff-filter=M", f"{sha}^", sha, "--", "src/click")
        for name in names.split():
            if not name.endswith(".py"):
                continue
            try:
                old = git("show", f"{sha}^:{name}")
                new = git("show", f"{sha}:{name}")
            except subprocess.CalledProcessError:
                continue
            if old != new and old.endswith("\n") and new.endswith("\n") and "\r" not in old:
                out.append((name.rsplit("/", 1)[-1], old, new))
    return out


Group = list[tuple[str, str]]  # (' ' | '-' | '+', line)


def groups(old: str, new: str) -> list[tuple[int, int, Group]]:
    a, b = old.splitlines(True), new.splitlines(True)
    out = []
    for ops in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(3):
        body: Group = []
        for tag, i1, i2, j1, j2 in ops:
            if tag == "equal":
                body += [(" ", s) for s in a[i1:i2]]
            else:
                body += [("-", s) for s in a[i1:i2]] + [("+", s) for s in b[j1:j2]]
        out.append((ops[0][1], ops[0][3], body))
    return out


def sides(body: Group) -> tuple[str, str]:
    return "".join(s for k, s in body if k != "+"), "".join(s for k, s in body if k != "-")


def fence(text: str) -> str:
    return "`" * max(3, max((len(r) for r in text.split("\n") if set(r) == {"`"}), default=0) + 1)


def sr(path: str, gs: list[tuple[int, int, Group]]) -> str:
    out = []
    for _, _, body in gs:
        o, n = sides(body)
        f = "````" if "```" in o + n else "```"
        out.append(f"{path}\n{f}python\n<<<<<<< SEARCH\n{o}=======\n{n}>>>>>>> REPLACE\n{f}\n")
    return "\n".join(out)


def udiff(path: str, gs: list[tuple[int, int, Group]], shifts: list[int] | None) -> str:
    out = [f"```diff\n--- a/{path}\n+++ b/{path}\n"]
    for n, (i, j, body) in enumerate(gs):
        olen = sum(k != "+" for k, _ in body)
        nlen = sum(k != "-" for k, _ in body)
        if shifts is None:
            out.append("@@ ... @@\n")
        else:
            k = shifts[n]
            out.append(f"@@ -{max(1, i + 1 + k)},{olen} +{max(1, j + 1 + k)},{nlen} @@\n")
        out += [k + s for k, s in body]
    return "".join(out) + "```\n"


def v4a(path: str, gs: list[tuple[int, int, Group]]) -> str:
    out = [f"*** Begin Patch\n*** Update File: {path}\n"]
    for _, _, body in gs:
        out.append("@@\n")
        out += [k + s for k, s in body]
    return "".join(out) + "*** End Patch\n"


def calls(path: str, gs: list[tuple[int, int, Group]]) -> str:
    out = []
    for _, _, body in gs:
        o, n = sides(body)
        call = {"command": "str_replace", "path": path, "old_str": o, "new_str": n}
        out.append("```json\n" + json.dumps(call) + "\n```\n")
    return "\n".join(out)


def whole(path: str, new: str) -> str:
    f = fence(new)
    return f"### {path}\n{f}python\n{new}{f}\n"


CURLY = {'"': "\u201c", "'": "\u2019"}


def noisy(body: Group, how: str) -> Group:
    if how == "trailing":
        return [(k, s[:-1] + " \n" if k == " " and s.strip() else s) for k, s in body]
    if how == "curly":
        return [(k, "".join(CURLY.get(c, c) for c in s) if k == " " else s) for k, s in body]
    if how.startswith("elide"):
        out: Group = []
        i = 0
        done = False
        while i < len(body):
            j = i
            while j < len(body) and body[j][0] == " ":
                j += 1
            if not done and j - i >= 3 and i > 0 and j < len(body):
                s = body[i][1]
                ind = s[: len(s) - len(s.lstrip())] if s.strip() else ""
                out.append(
                    (" ", ind + ("..." if how == "elide" else "# ... existing code ...") + "\n")
                )
                i, done = j, True
                continue
            out.append(body[i])
            i += 1
        return out
    if how == "dedent" and all(s.startswith("    ") or not s.strip() for _, s in body):
        return [(k, s[4:] if s.strip() else s) for k, s in body]
    return body


RENDER = ["sr", "udiff", "aider-udiff", "v4a", "call", "whole"]


def render(conv: str, path: str, old: str, new: str, gs: list[tuple[int, int, Group]]) -> str:
    if conv == "sr":
        return sr(path, gs)
    if conv == "udiff":
        return udiff(path, gs, [0] * len(gs))
    if conv == "aider-udiff":
        return udiff(path, gs, None)
    if conv == "v4a":
        return v4a(path, gs)
    if conv == "call":
        return calls(path, gs)
    return whole(path, new)


def once(gs: list[tuple[int, int, Group]], old: str) -> bool:
    return all(old.count(sides(body)[0]) == 1 for _, _, body in gs)


def overlap(path: str, src: str, rng: random.Random, conv: str) -> tuple[str, str] | None:
    lines = src.splitlines(True)
    pairs: dict[str, list[int]] = {}
    for i in range(len(lines) - 1):
        if lines[i].strip() and lines[i + 1].strip() and len(lines[i].strip()) > 3:
            pairs.setdefault(lines[i] + lines[i + 1], []).append(i)
    cands = []
    for at in pairs.values():
        if len(at) != 2 or at[0] + 2 >= at[1] or at[1] < 2:
            continue
        q = at[1]
        above = "".join(lines[q - 2 : q + 1])
        if src.count(above) == 1 and lines[q - 2].strip() and lines[q - 1].strip():
            cands.append(at)
    if not cands:
        return None
    p, q = rng.choice(cands)
    line, nxt = lines[q], lines[q + 1]
    one = line.rstrip("\n") + "  # one\n"
    two = line.rstrip("\n") + "  # two\n"
    h1: Group = [(" ", lines[q - 2]), (" ", lines[q - 1]), ("-", line), ("+", one)]
    h2: Group = [("-", line), ("+", two), (" ", nxt)]
    gs = [(q - 2, q - 2, h1), (q, q, h2)]
    seq = [*lines[:p], two, *lines[p + 1 : q], one, *lines[q + 1 :]]
    wanted = "\0refused" if conv == "v4a" else "".join(seq)
    if conv == "udiff":
        return udiff(path, gs, [0, 0]), wanted
    return render(conv, path, src, src, gs), wanted


def resend_after(path: str, src: str, rng: random.Random, conv: str) -> tuple[str, str, str] | None:
    lines = src.splitlines(True)
    blocks: dict[str, list[int]] = {}
    for i in range(len(lines) - 3):
        if all(s.strip() for s in lines[i : i + 3]):
            blocks.setdefault("".join(lines[i : i + 3]), []).append(i)
    twice = [at for at in blocks.values() if len(at) == 2 and at[0] > 8]
    if not twice:
        return None
    p, _ = rng.choice(twice)
    drop = rng.randrange(3)
    ones = [i for i in range(1, p - 1) if src.count(lines[i]) == 1 and lines[i].strip()]
    if not ones:
        return None
    u = rng.choice(ones)
    given = lines[: p + drop] + lines[p + drop + 1 :]
    h1: Group = [(" ", lines[u - 1]), ("-", lines[u]), ("+", lines[u].rstrip("\n") + "  # new\n")]
    h2: Group = [("-" if k == drop else " ", lines[p + k]) for k in range(3)]
    wanted = [*given[:u], h1[2][1], *given[u + 1 :]]
    gs = [(u - 1, u - 1, h1), (p, p, h2)]
    answer = udiff(path, gs, None) if conv == "aider-udiff" else render(conv, path, src, src, gs)
    return answer, "".join(given), "".join(wanted)


def resend_written(path: str, src: str, rng: random.Random, conv: str) -> tuple[str, str] | None:
    lines = src.splitlines(True)
    pairs: dict[str, list[int]] = {}
    for i in range(len(lines) - 1):
        if lines[i].strip() and lines[i + 1].strip() and len(lines[i].strip()) > 3:
            pairs.setdefault(lines[i] + lines[i + 1], []).append(i)
    twice = [at for at in pairs.values() if len(at) == 2 and at[0] + 2 <= at[1]]
    if not twice:
        return None
    p, _ = rng.choice(twice)
    new = [s.rstrip("\n") + "  # again\n" for s in lines[p : p + 2]]
    given = "".join(lines[:p] + new + lines[p + 2 :])
    body: Group = [("-", lines[p]), ("-", lines[p + 1]), ("+", new[0]), ("+", new[1])]
    gs = [(p, p, body)]
    answer = udiff(path, gs, None) if conv == "aider-udiff" else render(conv, path, src, src, gs)
    return answer, given


def resend_noisy(src: str, rng: random.Random, how: str) -> tuple[str, str] | None:
    lines = src.splitlines(True)
    blocks: dict[str, list[int]] = {}
    for i in range(len(lines) - 3):
        if all(s.strip() for s in lines[i : i + 3]):
            blocks.setdefault("".join(lines[i : i + 3]), []).append(i)
    twice = [(b, at) for b, at in blocks.items() if len(at) == 2]
    if not twice:
        return None
    block, at = rng.choice(twice)
    drop = rng.randrange(3)
    kept = block.splitlines(True)
    new = "".join(s for k, s in enumerate(kept) if k != drop)
    given = "".join(lines[: at[0]]) + new + "".join(lines[at[0] + 3 :])
    if how == "trailing":
        old_q, new_q = (t.replace("\n", " \n") for t in (block, new))
    else:
        if not all(s.startswith("    ") for s in kept):
            return None
        old_q, new_q = ("".join(s[4:] for s in t.splitlines(True)) for t in (block, new))
    answer = f"m.py\n```\n<<<<<<< SEARCH\n{old_q}=======\n{new_q}>>>>>>> REPLACE\n```\n"
    return answer, given


def whole_named(src: str, rng: random.Random) -> tuple[str, str] | None:
    lines = src.splitlines(True)
    defs = [i for i, x in enumerate(lines) if x.startswith("def ")]
    if len(defs) < 3 or "```" in src:
        return None
    k = rng.randrange(len(defs) - 2)
    first, cut = defs[k], defs[k + 1]
    body = [i for i in range(first + 1, cut) if lines[i].strip()]
    if not body:
        return None
    j = rng.choice(body)
    changed = lines[j].rstrip("\n") + "  # changed\n"
    names = [lines[d][4:].split("(")[0] for d in defs[k + 1 : k + 3]]
    how = rng.choice(
        ["# ... ({} and {} unchanged)", "# ... keep {} and {}", "# ... {} and {} as before"]
    )
    head = [*lines[:j], changed, *lines[j + 1 : cut]]
    answer = "### m.py\n```python\n" + "".join(head) + how.format(*names) + "\n```\n"
    return answer, "".join([*lines[:j], changed, *lines[j + 1 :]])


def stdlib(rng: random.Random) -> list[str]:
    import sysconfig

    root = Path(sysconfig.get_paths()["stdlib"])
    py = sorted(p for p in root.glob("*.py") if 3_000 < p.stat().st_size < 60_000)
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in rng.sample(py, 60)]
    return [t for t in texts if "\r" not in t and "\ufeff" not in t and t.endswith("\n")]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--commits", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts: dict[str, Counter[str]] = {}
    shown: Counter[str] = Counter()

    def count(gen: str, answer: str, given: str, path: str, wanted: str, legit: bool) -> None:
        result = apply_edits(answer, {path: given})
        c = counts.setdefault(gen, Counter())
        c["tried"] += 1
        if not result.ok:
            c["refused"] += 1
            if legit:
                c["false-refusal"] += 1
                if shown[gen + "f"] < args.show:
                    shown[gen + "f"] += 1
                    print("FALSE REFUSAL", gen, [o.message for o in result.outcomes if not o.ok])
        elif result.files.get(path) == wanted:
            c["right"] += 1
        else:
            c["WRONG"] += 1
            if shown[gen] < args.show:
                shown[gen] += 1
                dump = Path(f"/tmp/hunt7-apply-{gen}-{c['WRONG']}.json")
                dump.write_text(json.dumps({"answer": answer, "given": given, "wanted": wanted}))
                print("WRONG", gen, dump)

    for path, old, new in changes(args.commits, rng):
        gs = groups(old, new)
        if len(gs) > 12:
            continue
        clean = once(gs, old)
        for conv in RENDER:
            answer = render(conv, path, old, new, gs)
            count(f"clean-{conv}", answer, old, path, new, clean and conv != "whole")
            if conv != "whole":
                count(f"resend-{conv}", answer, new, path, new, False)
        k = rng.randint(5, 30) * rng.choice([-1, 1])
        count("hint-k", udiff(path, gs, [k] * len(gs)), old, path, new, False)
        shifts = [rng.randint(-30, 30) for _ in gs]
        count("hint-each", udiff(path, gs, shifts), old, path, new, False)
        crlf = old.replace("\n", "\r\n")
        conv = rng.choice(RENDER[:-1])
        count(
            f"crlf-{conv}",
            render(conv, path, old, new, gs),
            crlf,
            path,
            new.replace("\n", "\r\n"),
            False,
        )
        for how in ("trailing", "curly", "dedent"):
            ngs = [(i, j, noisy(body, how)) for i, j, body in gs]
            conv = rng.choice(["sr", "aider-udiff", "v4a", "call"])
            count(f"{how}-{conv}", render(conv, path, old, new, ngs), old, path, new, False)
    for path, old, new in changes(args.commits, rng):
        a, b = old.splitlines(True), new.splitlines(True)
        wide = []
        for ops in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(6):
            body: Group = []
            for tag, i1, i2, j1, j2 in ops:
                if tag == "equal":
                    body += [(" ", x) for x in a[i1:i2]]
                else:
                    body += [("-", x) for x in a[i1:i2]] + [("+", x) for x in b[j1:j2]]
            wide.append((ops[0][1], ops[0][3], body))
        if len(wide) > 12:
            continue
        for how in ("elide", "elide-comment"):
            ngs = [(i, j, noisy(body, how)) for i, j, body in wide]
            if ngs == wide:
                continue
            conv = rng.choice(["sr", "aider-udiff", "v4a", "call"])
            count(f"{how}-{conv}", render(conv, path, old, new, ngs), old, path, new, False)
    for src in stdlib(rng):
        named = whole_named(src, rng)
        if named is not None:
            count("whole-named", named[0], src, "m.py", named[1], False)
        for conv in ["sr", "aider-udiff", "udiff", "v4a", "call"]:
            made = overlap("m.py", src, rng, conv)
            if made is not None:
                count(f"overlap-{conv}", made[0], src, "m.py", made[1], False)
            again = resend_after("m.py", src, rng, conv)
            written = resend_written("m.py", src, rng, conv)
            if written is not None and conv != "udiff":
                count(f"resend-written-{conv}", written[0], written[1], "m.py", written[1], False)
            if conv == "sr":
                for how in ("trailing", "dedent"):
                    made2 = resend_noisy(src, rng, how)
                    if made2 is not None:
                        count(f"resend-noisy-{how}", made2[0], made2[1], "m.py", made2[1], False)
            if again is not None and conv != "udiff":
                count(f"resend-after-{conv}", again[0], again[1], "m.py", again[2], False)
    for gen in sorted(counts):
        c = counts[gen]
        extra = (
            f" (false refusals of unique quotes {c['false-refusal']})" if c["false-refusal"] else ""
        )
        print(
            f"{gen} tried {c['tried']} right {c['right']} refused {c['refused']} "
            f"WRONG {c['WRONG']}{extra}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
