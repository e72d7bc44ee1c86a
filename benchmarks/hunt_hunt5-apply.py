"""Random attack on ``apply_edits`` where hunt3-apply did not go (hunt5-apply).

    python benchmarks/hunt_hunt5-apply.py [--cases 400] [--seed 0] [--show 3]

Real files (the installed standard library, npm's own JavaScript) are searched for lines that
stand more than once (``return None``, ``}``, decorators, getters); the change is made at ONE
occurrence of such a line, and the edit quotes it with little context, so that its old text,
or a loose form of it, can stand elsewhere too. Generators:

- ``repeated``: SEARCH/REPLACE, str_replace, V4A (with the enclosing def as scope) or a unified
  diff (exact, noisy or wrong line numbers) with 0-3 context lines;
- ``loose``: the same quoted loosely (trailing blanks, dedented, typographic quotes, tabs) over
  LF/CRLF/no-final-newline/BOM files;
- ``fuzzy``: a kept line of the quote mistyped, next to a near-duplicate block;
- ``elide``: the old text's middle replaced by an elision line (``...``/``// ...``);
- ``hint``: a diff whose line number points at another copy of the lines;
- ``seq``: two hunks, the first writing text the second quotes (the second edits the copy it
  names by context).

The intended file is the change applied at the occurrence chosen. Prints
"<generator> tried N right R refused F WRONG W" (WRONG: ``ok`` over another file).
"""

from __future__ import annotations

import argparse
import json
import random
import sysconfig
import tempfile
from collections import Counter
from pathlib import Path

from artifact_codec.apply import apply_edits

DUMP = Path(tempfile.gettempdir()) / "hunt5-apply"


def sources(rng: random.Random) -> list[tuple[str, str]]:
    root = Path(sysconfig.get_paths()["stdlib"])
    py = sorted(p for p in root.glob("*.py") if 3_000 < p.stat().st_size < 50_000)
    js = sorted(
        p for p in Path("/usr/lib/node_modules").rglob("*.js") if 3_000 < p.stat().st_size < 40_000
    )
    out = [("m.py", p.read_text(encoding="utf-8", errors="replace")) for p in rng.sample(py, 30)]
    if js:
        out += [
            ("m.js", p.read_text(encoding="utf-8", errors="replace"))
            for p in rng.sample(js, min(30, len(js)))
        ]
    return [(n, t.replace("\r", "")) for n, t in out if "\ufeff" not in t]


def pick_repeated(lines: list[str], rng: random.Random) -> int | None:
    seen = Counter(s for s in lines if s.strip())
    idx = [i for i, s in enumerate(lines) if seen[s] > 1 and len(s.strip()) > 1]
    return rng.choice(idx) if idx else None


def change(line: str, rng: random.Random) -> list[str]:
    body = line.rstrip("\n")
    how = rng.choice(["edit", "edit", "delete", "insert"])
    if how == "edit":
        return [body + "  # changed\n" if line.endswith(".py") else body + " /* c */\n"]
    if how == "delete":
        return []
    ind = body[: len(body) - len(body.lstrip())]
    return [line, ind + "added_call()\n"]


def scope_of(lines: list[str], i: int) -> str | None:
    for j in range(i - 1, -1, -1):
        s = lines[j].strip()
        if s.startswith(("def ", "class ", "async def ", "function ")):
            return lines[j].rstrip("\n")
    return None


def loosen(text: str, how: str) -> str:
    if how == "trailing":
        return text.replace("\n", "  \n")
    if how == "dedent":
        return "".join(s[4:] if s.startswith("    ") else s for s in text.splitlines(True))
    if how == "indent":
        return "".join("    " + s if s.strip() else s for s in text.splitlines(True))
    if how == "typo":
        return text.replace("'", "\u2019").replace('"', "\u201c").replace("-", "\u2013")
    if how == "tabs":
        return text.replace("    ", "\t")
    return text


def sr(path: str, o: str, n: str) -> str:
    return f"{path}\n````\n<<<<<<< SEARCH\n{o}=======\n{n}>>>>>>> REPLACE\n````\n\n"


def call(path: str, o: str, n: str) -> str:
    return (
        "```json\n"
        + json.dumps({"command": "str_replace", "path": path, "old_str": o, "new_str": n})
        + "\n```\n"
    )


def udiff(
    path: str,
    a: int,
    o: list[str],
    n: list[str],
    before: list[str],
    after: list[str],
    numbers: bool,
) -> str:
    head = (
        f"@@ -{a},{len(before) + len(o) + len(after)} +{a},{len(before) + len(n) + len(after)} @@\n"
    )
    if not numbers:
        head = "@@ ... @@\n"
    body = [" " + s for s in before] + ["-" + s for s in o] + ["+" + s for s in n]
    body += [" " + s for s in after]
    return f"```diff\n--- a/{path}\n+++ b/{path}\n{head}{''.join(body)}```\n"


def v4a(path: str, scope: str | None, o, n, before, after) -> str:
    body = [" " + s for s in before] + ["-" + s for s in o] + ["+" + s for s in n]
    body += [" " + s for s in after]
    sc = f"@@ {scope}\n" if scope else "@@\n"
    return f"*** Begin Patch\n*** Update File: {path}\n{sc}{''.join(body)}*** End Patch\n"


def variant(text: str, how: str) -> str:
    if how == "crlf":
        return text.replace("\n", "\r\n")
    if how == "nofinal":
        return text.rstrip("\n")
    if how == "bom":
        return "\ufeff" + text
    return text


def case(gen: str, path: str, src: str, rng: random.Random):
    lines = src.splitlines(True)
    if not lines or not lines[-1].endswith("\n"):
        return None
    i = pick_repeated(lines, rng)
    if i is None:
        return None
    ctx_b, ctx_a = rng.randint(0, 3), rng.randint(0, 3)
    before, after = lines[max(0, i - ctx_b) : i], lines[i + 1 : i + 1 + ctx_a]
    new_mid = change(lines[i], rng)
    if not new_mid and not before and not after:
        return None
    wanted_lines = lines[:i] + new_mid + lines[i + 1 :]
    o = "".join([*before, lines[i], *after])
    n = "".join(before + new_mid + after)
    if "=======" in o + n or ">>>>>>>" in o + n or "<<<<<<<" in o + n:
        return None
    how = "lf"
    lo = "none"
    if gen == "repeated":
        conv = rng.choice(["sr", "call", "udiff", "udiff-nonum", "udiff-noisy", "v4a"])
    elif gen == "loose":
        conv = rng.choice(["sr", "call", "v4a"])
        how = rng.choice(["lf", "crlf", "nofinal", "bom"])
        lo = rng.choice(["trailing", "dedent", "indent", "typo", "tabs"])
        o, n = loosen(o, lo), loosen(n, lo)
        before, after = (
            [loosen(s, lo) for s in before],
            [loosen(s, lo) for s in after],
        )
        new_mid = [loosen(s, lo) for s in new_mid]
        if src.count(o) and lo != "none":
            return None  # the loose quote is another place's exact text: no reading knows
        # the intended file: the change at line i; changed lines are written as the model
        # wrote them, so files are compared up to blanks and typographic punctuation
    elif gen == "fuzzy":
        conv = rng.choice(["sr", "call"])
        how = rng.choice(["lf", "crlf", "nofinal", "bom"])
        if not before:
            return None
        k = rng.randrange(len(before))
        mis = before[k].rstrip("\n")
        if len(mis) < 6:
            return None
        j = rng.randrange(len(mis))
        mis = mis[:j] + mis[j + 1 :] + "\n"
        o = "".join([*before[:k], mis, *before[k + 1 :], lines[i], *after])
        n = "".join([*before[:k], mis, *before[k + 1 :], *new_mid, *after])
        # the kept mistyped line is written as the file has it
    elif gen == "elide":
        conv = rng.choice(["sr", "call"])
        how = rng.choice(["lf", "crlf", "nofinal", "bom"])
        span = rng.randint(2, 8)
        if i - span < 0:
            return None
        first = lines[i - span]
        if not first.strip():
            return None
        ind = first[: len(first) - len(first.lstrip())]
        el = ind + ("# ...\n" if path.endswith(".py") else "// ...\n")
        o = first + el + lines[i] + "".join(after)
        n = first + el + "".join(new_mid) + "".join(after)
    elif gen == "hint":
        conv = "udiff"
        if src.count(o) != 1 or not (before or after):
            return None
        others = [j for j, s in enumerate(lines) if s == lines[i] and j != i]
        a = rng.choice(others) + 1 - len(before)
        return (
            udiff(path, max(a, 1), [lines[i]], new_mid, before, after, True),
            src,
            "".join(wanted_lines),
            "udiff",
        )
    elif gen == "seq":
        # hunk 1 writes the line quoted by hunk 2 somewhere else (a copy at a unique line)
        uniq = [
            j for j, s in enumerate(lines) if lines.count(s) == 1 and s.strip() and abs(j - i) > 5
        ]
        if not uniq:
            return None
        j = rng.choice(uniq)
        w = lines[:]
        w[j] = lines[i]  # hunk 1: line j becomes a copy of line i
        h1o, h1n = lines[j], lines[i]
        conv = rng.choice(["sr", "call"])
        # hunk 2 quotes line i with its context; intended: sequential, applied where the
        # context says (line i, not the copy at j)
        w2 = w[:i] + new_mid + w[i + 1 :]
        f = sr if conv == "sr" else call
        ans = f(path, h1o, h1n) + f(path, o, n)
        return ans, src, "".join(w2), conv
    elif gen == "elide-cross":
        # the quote opens with the line ABOVE a def/function (a decorator, a comment, the
        # opener itself), elides, and ends with a line only the NEXT definition has: any
        # ``ok`` edits a definition the quote does not name (wanted None: must be refused)
        defs = [
            j
            for j, s in enumerate(lines)
            if s.lstrip().startswith(("def ", "function ", "async function "))
        ]
        if len(defs) < 2:
            return None
        k = rng.randrange(len(defs) - 1)
        d, nxt = defs[k], defs[k + 1]
        mine = set(lines[d:nxt])
        tail = [
            j
            for j in range(nxt + 1, min(len(lines), nxt + 15))
            if lines[j].strip() and lines[j] not in mine and lines.count(lines[j]) == 1
        ]
        if not tail or d == 0:
            return None
        t = rng.choice(tail)
        ind = lines[d][: len(lines[d]) - len(lines[d].lstrip())]
        el = ind + ("    # ...\n" if path.endswith(".py") else "  // ...\n")
        first = rng.choice(["above", "self", "comment"])
        head = [lines[d]]
        if first == "above" and lines[d - 1].strip():
            head = [lines[d - 1], lines[d]]
        elif first == "comment":
            head = [
                lines[d].rstrip("\n") + ("  # note\n" if path.endswith(".py") else " // note\n")
            ]
        o = "".join(head) + el + lines[t]
        n = "".join(head) + el + lines[t].rstrip("\n") + " + 1\n"
        conv = rng.choice(["sr", "call"])
        ans = sr(path, o, n) if conv == "sr" else call(path, o, n)
        if first == "comment":
            src = "".join(lines[:d] + head + lines[d + 1 :])
        return ans, src, None, conv + "-" + first
    elif gen == "cross-hint":
        # an aider block inserts k lines under the first line; then a diff with the numbers
        # of the file the model saw changes the copy at line i, where another copy stands
        # k lines above it: unmoved, the number names that copy.
        if not (before or after) or lines.count(lines[0]) != 1 or not new_mid:
            return None
        js = [j for j in range(1, i) if "".join(lines[j : j + len(before) + 1 + len(after)]) == o]
        js = [j for j in js if i - len(before) - j >= 25]
        if not js:
            return None
        j = js[-1]
        k = i - len(before) - j
        added = "".join(f"added_{m} = {m}\n" for m in range(k))
        first = sr(path, lines[0], lines[0] + added)
        a = i + 1 - len(before)
        ans = first + udiff(path, a, [lines[i]], new_mid, before, after, True)
        wanted = "".join([lines[0], added, *wanted_lines[1:]])
        return ans, src, wanted, "sr+udiff"
    elif gen == "overlap":
        # two hunks of ONE operation quote line i exactly (the model changed its mind); the
        # file's other copy of that line (j) is written loosely (a trailing blank, more
        # indentation). Right: refused, or j untouched.
        js = [j for j, s in enumerate(lines) if s == lines[i] and j != i]
        if not js:
            return None
        j = rng.choice(js)
        given_lines = list(lines)
        given_lines[j] = lines[j].rstrip("\n") + " \n" if rng.random() < 0.5 else "    " + lines[j]
        for other in js:
            if other != j:
                given_lines[other] = lines[other].rstrip("\n") + "  # other\n"
        given = "".join(given_lines)
        first = lines[i].rstrip("\n") + "  # one\n"
        second = lines[i].rstrip("\n") + "  # two\n"
        conv = rng.choice(["sr", "v4a"])
        if conv == "sr":
            ans = sr(path, lines[i], first) + sr(path, lines[i], second).split("\n", 1)[1]
        else:
            ans = (
                f"*** Begin Patch\n*** Update File: {path}\n@@\n-{lines[i]}+{first}"
                f"@@\n-{lines[i]}+{second}*** End Patch\n"
            )
        return ans, given, ("overlap", j, given_lines[j]), conv
    elif gen == "twice":
        # the change was applied already: the file given holds it; the diff (with its line
        # number) is sent again. Right: refused, or the file unchanged.
        conv = "udiff"
        applied = "".join(wanted_lines)
        if applied.count(n) != 1 or src.count(o) < 2 or not (before or after) or not new_mid:
            return None
        a = i + 1 - len(before)
        return udiff(path, a, [lines[i]], new_mid, before, after, True), applied, applied, conv
    else:
        raise ValueError(gen)
    if conv == "sr":
        ans = sr(path, o, n)
    elif conv == "call":
        ans = call(path, o, n)
    elif conv.startswith("udiff"):
        a = i + 1 - len(before)
        if conv == "udiff-noisy":
            a = max(1, a + rng.randint(-40, 40))
        ans = udiff(
            path,
            a,
            [lines[i]] if gen != "loose" else [loosen(lines[i], "x")],
            new_mid,
            before,
            after,
            conv != "udiff-nonum",
        )
    else:
        ans = (
            v4a(
                path,
                scope_of(lines, i - len(before)),
                [o[len("".join(before)) : len(o) - len("".join(after))]],
                new_mid,
                before,
                after,
            )
            if gen != "loose"
            else v4a(path, None, [loosen(lines[i], lo)], new_mid, before, after)
        )
    given = variant(src, how)
    wanted = variant("".join(wanted_lines), how)
    return ans, given, wanted, conv + ("-loose" if gen == "loose" else "")


_TYPO = str.maketrans({"\u2019": "'", "\u201c": '"', "\u2013": "-", "\t": " "})


def _key(text: str) -> list[str]:
    """The lines up to blanks, tabs and typographic punctuation (how a loose quote writes its
    changed lines)."""
    return [" ".join(s.translate(_TYPO).split()) for s in text.lstrip("\ufeff").splitlines()]


GENS = [
    "repeated",
    "loose",
    "fuzzy",
    "elide",
    "hint",
    "seq",
    "elide-cross",
    "twice",
    "cross-hint",
    "overlap",
]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=3)
    args = parser.parse_args()
    DUMP.mkdir(exist_ok=True)
    rng = random.Random(args.seed)
    srcs = sources(rng)
    for gen in GENS:
        counts: Counter[str] = Counter()
        by_conv: Counter[str] = Counter()
        shown = 0
        for n in range(args.cases):
            path, src = rng.choice(srcs)
            made = case(gen, path, src, rng)
            if made is None:
                continue
            ans, given, wanted, conv = made
            result = apply_edits(ans, {path: given})
            counts["tried"] += 1
            if not result.ok:
                counts["refused"] += 1
                continue
            got = result.files.get(path)
            if isinstance(wanted, tuple):
                _, j, line_j = wanted
                wrong = got is None or got.splitlines(True)[j : j + 1] != [line_j]
                counts["WRONG" if wrong else "right"] += 1
            elif wanted is None:
                counts["WRONG"] += 1
                wrong = True
            elif conv.endswith("-loose"):
                ok = got is not None and _key(got) == _key(wanted)
                counts["right" if ok else "WRONG"] += 1
                wrong = not ok
            else:
                wrong = got != wanted
                counts["WRONG" if wrong else "right"] += 1
            if wrong:
                by_conv[conv] += 1
            if wrong and shown < args.show:
                shown += 1
                dump = DUMP / f"{gen}{n}.json"
                dump.write_text(
                    json.dumps(
                        {
                            "answer": ans,
                            "given": given,
                            "wanted": wanted,
                            "got": got,
                            "path": path,
                            "conv": conv,
                        }
                    )
                )
                print("WRONG", gen, conv, "->", dump)
        print(
            f"{gen} tried {counts['tried']} right {counts['right']} refused "
            f"{counts['refused']} WRONG {counts['WRONG']}"
        )
        if by_conv:
            print(
                "    WRONG by convention: "
                + ", ".join(f"{k} {v}" for k, v in sorted(by_conv.items()))
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
