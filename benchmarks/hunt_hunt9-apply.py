"""Attacks on fix-apply10/fix-apply11 (example intros, two labels, Index: lines, a deletion
whose result stands below its match), on real files (hunt9-apply).

    python benchmarks/hunt_hunt9-apply.py [--seed 0] [--commits 40] [--show 0]

Reuses hunt7-apply's renderers (``benchmarks/hunt_hunt7-apply.py``) and hunt8-apply's
``twice_blocks``; click commits from ``/tmp/click-hunt9`` (cloned from the mirror). Generators:

- ``example-listed-<conv>`` / ``example-unlisted-<conv>``: a click commit's edit rendered in
  ``conv``, after prose introducing an example of the format ("For example:" — listed by
  ``example_intro`` — or "Here is an example:", "An example:", "Par exemple :" — not listed).
  Wanted: refused (two readings: an example, or an edit); every ``ok`` is WRONG;
- ``edit-intro-<conv>``: the same after prose introducing the edit itself ("The edit looks
  like this:", "Here is the fix:", ...). Wanted: the commit's file (a refusal is a false
  refusal, counted in ``refused``);
- ``two-labels-<layout>``: each SEARCH/REPLACE block under ``src/click/NAME`` (outside the
  fence, or on the fence line) and ``NAME`` (inside), both files given with the same text.
  Wanted: refused; every ``ok`` is WRONG;
- ``same-file-<layout>``: the file named twice, spelled two ways (``./src/click/NAME`` and
  ``src/click/NAME``; an svn ``Index:`` line with ``./``). Wanted: the commit's file;
- ``label-other-<conv>``: the edit rendered as a unified diff, V4A patch (fenced) or
  str_replace calls, under a label line ``other.py`` (a file given too). Wanted: refused;
  every ``ok`` is WRONG;
- ``resend-below-<conv>`` (standard-library files): a block of 5 lines that are not blank
  stands twice; its 4th line was deleted at the LOWER copy already (a line-numbered diff
  placed it there); the answer makes a new change of a line above the upper copy, then sends
  the deletion again (lines 2-5 quoted) without numbers. Wanted: the file with the new change
  only, or refused.

Prints "<generator> tried N right R refused F WRONG W" (WRONG: ``ok`` over another file;
for ``resend-below``, "(silent S)": WRONG results with no note naming the copy below).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
from collections import Counter
from pathlib import Path
from types import ModuleType

from artifact_codec import apply_edits


def _load(name: str, file: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(file))
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


h7 = _load("hunt7", "hunt_hunt7-apply.py")
h8 = _load("hunt8", "hunt_hunt8-apply.py")
h7.REPO = Path("/tmp/click-hunt9")

CONVS = ["sr", "aider-udiff", "udiff", "v4a", "call"]
LISTED = ["For example:", "Example:", "Blocks look like this:"]
UNLISTED = ["Here is an example:", "An example:", "Below is an example:", "Par exemple :"]
EDIT_INTROS = [
    "Here is the fix:",
    "The edit looks like this:",
    "The change looks like this:",
    "Apply this change:",
]


def prose(intro: str, answer: str) -> str:
    return f"I looked at the code.\n\n{intro}\n\n{answer}\nThat should do it.\n"


def two_labels(full: str, name: str, answer: str, layout: str) -> str:
    """Relabel every ``name`` label line of a SEARCH/REPLACE rendering."""
    out = []
    lines = answer.split("\n")
    i = 0
    while i < len(lines):
        if lines[i] == name and i + 1 < len(lines) and lines[i + 1].startswith("```"):
            fence = lines[i + 1]
            tick = fence[: len(fence) - len(fence.lstrip("`"))]
            if layout == "outside":
                out += [full, fence, name]
            elif layout == "outside-blank":
                out += [full, "", fence, name]
            elif layout == "fence-line":
                out += [tick + full, name]
            else:  # fence-line-language
                out += [fence + " " + full, "# " + name]
            i += 2
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


def resend_below(src: str, rng: random.Random, conv: str) -> tuple[str, str, str] | None:
    lines = src.splitlines(True)
    starts = [p for p in h8.twice_blocks(src, 5) if p > 2]
    if not starts:
        return None
    p = rng.choice(starts)
    block = lines[p : p + 5]
    q = next(q for q in range(p + 5, len(lines)) if lines[q : q + 5] == block)
    above = [k for k in range(p) if len(lines[k].strip()) > 3 and src.count(lines[k]) == 1]
    if not above:
        return None
    k = rng.choice(above[-6:] if rng.random() < 0.5 else above)
    changed = lines[k].rstrip("\n") + "  # new\n"
    given = [*lines[:q], *block[:3], block[4], *lines[q + 5 :]]
    wanted = list(given)
    wanted[k] = changed
    h1: h7.Group = [("-", lines[k]), ("+", changed)]
    h2: h7.Group = [(" ", block[1]), (" ", block[2]), ("-", block[3]), (" ", block[4])]
    gs = [(k, k, h1), (p + 1, p + 1, h2)]
    answer = h8.answer_of(conv if conv != "udiff" else "aider-udiff", src, gs)
    return answer, "".join(given), "".join(wanted)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--commits", type=int, default=40)
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    counts: dict[str, Counter[str]] = {}

    def count(gen: str, answer: str, given: dict[str, str], wanted: dict[str, str] | None) -> None:
        result = apply_edits(answer, dict(given))
        c = counts.setdefault(gen, Counter())
        c["tried"] += 1
        if not result.ok:
            c["refused"] += 1
            if wanted is not None and c["refused"] <= args.show:
                print("REFUSED", gen, [o.message[:160] for o in result.outcomes if not o.ok][:1])
        elif wanted is not None and result.files == wanted:
            c["right"] += 1
        else:
            c["WRONG"] += 1
            if not any("stands also below" in o.message for o in result.outcomes):
                c["silent"] += 1  # no note names the other reading
            if c["WRONG"] <= args.show:
                dump = Path(f"/tmp/hunt9-apply-{gen}-{c['WRONG']}.json")
                dump.write_text(json.dumps({"answer": answer, "given": given, "wanted": wanted}))
                print("WRONG", gen, dump)

    for name, old, new in h7.changes(args.commits, rng):
        gs = h7.groups(old, new)
        if len(gs) > 12 or not h7.once(gs, old):
            continue
        for conv in CONVS:
            answer = h7.render(conv, name, old, new, gs)
            count(f"example-listed-{conv}", prose(rng.choice(LISTED), answer), {name: old}, None)
            count(
                f"example-unlisted-{conv}", prose(rng.choice(UNLISTED), answer), {name: old}, None
            )
            count(
                f"edit-intro-{conv}",
                prose(rng.choice(EDIT_INTROS), answer),
                {name: old},
                {name: new},
            )
        for conv in ("udiff", "aider-udiff", "v4a", "call"):
            answer = h7.render(conv, name, old, new, gs)
            if not answer.startswith("```"):
                answer = f"```\n{answer}```\n"
            count(f"label-other-{conv}", f"other.py\n{answer}", {name: old, "other.py": old}, None)
        full = f"src/click/{name}"
        answer = h7.sr(name, gs)
        for layout in ("outside", "outside-blank", "fence-line", "fence-line-language"):
            count(
                f"two-labels-{layout}",
                two_labels(full, name, answer, layout),
                {full: old, name: old},
                None,
            )
        dotted = two_labels("./" + full, name, h7.sr(full, gs).replace(full, name), "outside")
        count("same-file-dot-slash-label", dotted, {full: old}, {full: new})
        diff = h7.udiff(full, gs, [0] * len(gs)).replace("```diff\n", "").replace("```\n", "")
        index = f"Index: ./{full}\n{'=' * 67}\n" + diff
        count("same-file-index-dot-slash", index, {full: old}, {full: new})
        count("same-file-index", index.replace("./", "", 1), {full: old}, {full: new})
    for src in h7.stdlib(rng):
        for conv in CONVS:
            made = resend_below(src, rng, conv)
            if made is not None:
                count(f"resend-below-{conv}", made[0], {"m.py": made[1]}, {"m.py": made[2]})
    for gen in sorted(counts):
        c = counts[gen]
        print(
            f"{gen} tried {c['tried']} right {c['right']} refused {c['refused']} WRONG {c['WRONG']}"
            + (f" (silent {c['silent']})" if gen.startswith("resend-below") else "")
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
