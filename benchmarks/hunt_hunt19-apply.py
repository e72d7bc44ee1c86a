"""Hunt 19 on the edit appliers: fix-apply18 (``_refuse_contained_edits`` at every nesting,
``_CONTAINED_START`` searched anywhere on a line, aider's failure echo; ``block_words``;
``unnamed_intro``/``far_example``/``real_after``).

    python benchmarks/hunt_hunt19-apply.py [--count 20] [--seed 19] [--examples 1]

Real files: two ``.py`` files of the running interpreter's standard library a case, a unique
``def``/assignment line of each edited (``<line>  # fixed``; a demo makes ``<line>  # demo``).
Each answer is applied with ``apply_edits`` and sorted ``right`` (ok with exactly the files
meant), ``refused`` (not ok: right for a demo family, a false refusal for the others) or
``WRONG`` (ok with other files). Families:

- ``demo/names-its-block``: a demo of the format whose intro names its own file or a name of
  its SEARCH text, then "Now the real edit:", in one of four conventions;
- ``demo/far-example-names-file``: "Let me show you an example first." above an intro naming
  the example's file, then "Now the real edit:";
- ``patch/no-begin-line``: the edit of B (meant) as an apply_patch body without its
  ``*** Begin Patch`` line, at the margin or in a quote;
- ``container/function-call``: the edit of B (meant) as a ``<function=str_replace_editor>``
  call in a quote (``> ``, ``>``, a list item in a quote);
- ``container/create-call``, ``container/insert-call``: a pretty-printed ``create`` (of a new
  file) or ``insert`` call in a quote;
- ``container/sr-marker-counts``: a SEARCH/REPLACE block with 5, 6 or 8 markers in a quote;
- ``english/numbered-4-spaces``: both edits in numbered list items indented four spaces
  (SEARCH/REPLACE or a one-line ``str_replace`` call): every refusal is false;
- ``english/cleanup-then-fix``: "First, a small cleanup:" ... "Now the actual fix:";
- ``english/ordinary``: "Step 1:"/"Step 2:", "Update X:", "Start here:"/"Next:" (every refusal
  is false; "Start here:" is refused).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sysconfig
from collections import Counter
from pathlib import Path

from artifact_codec import apply_edits

_MODULES = ["colorsys", "keyword", "bisect", "heapq", "fnmatch", "glob", "shlex", "textwrap"]


def _files(rng: random.Random) -> list[tuple[str, str, str]]:
    """Two (path, content, unique def line) of the stdlib."""
    root = Path(sysconfig.get_paths()["stdlib"])
    out = []
    for name in rng.sample(_MODULES, 2):
        text = (root / f"{name}.py").read_text(encoding="utf-8")
        defs = [
            ln
            for ln in text.splitlines()
            if re.match(r"(?:def \w+\(|\w+ = )", ln) and text.count(ln) == 1
        ]
        out.append((f"{name}.py", text, rng.choice(defs)))
    return out


def _sr(p: str, o: str, n: str, count: int = 7) -> str:
    return (
        f"{p}\n```python\n{'<' * count} SEARCH\n{o}\n{'=' * count}\n{n}\n"
        f"{'>' * count} REPLACE\n```\n\n"
    )


def _diff(p: str, o: str, n: str) -> str:
    return f"```diff\n--- a/{p}\n+++ b/{p}\n@@ -1 +1 @@\n-{o}\n+{n}\n```\n\n"


def _patch(p: str, o: str, n: str) -> str:
    return f"```\n*** Begin Patch\n*** Update File: {p}\n@@\n-{o}\n+{n}\n*** End Patch\n```\n\n"


def _call(p: str, o: str, n: str) -> str:
    call = {"command": "str_replace", "path": p, "old_str": o, "new_str": n}
    return f"```json\n{json.dumps(call)}\n```\n\n"


def _function(p: str, o: str, n: str) -> str:
    return (
        "<function=str_replace_editor>\n<parameter=command>str_replace</parameter>\n"
        f"<parameter=path>{p}</parameter>\n<parameter=old_str>{o}</parameter>\n"
        f"<parameter=new_str>{n}</parameter>\n</function>\n\n"
    )


RENDER = [_sr, _diff, _patch, _call]


def _indent(text: str, prefix: str) -> str:
    return "".join(prefix + ln if ln.strip() else ln for ln in text.splitlines(True))


def _case(family: str, rng: random.Random) -> tuple[str, dict[str, str], dict[str, str] | None]:
    """(answer, files, meant files)."""
    (pa, ta, la), (pb, tb, lb) = _files(rng)
    files = {pa: ta, pb: tb}
    r = rng.choice(RENDER)
    real_a = r(pa, la, la + "  # fixed")
    fixed_a = {pa: ta.replace(la, la + "  # fixed"), pb: tb}
    both = {pa: fixed_a[pa], pb: tb.replace(lb, lb + "  # fixed")}
    head = f"Fix `{pa}`:\n\n{_diff(pa, la, la + '  # fixed')}"
    if family == "demo/names-its-block":
        name = re.match(r"(?:def )?(\w+)", lb).group(1)  # type: ignore[union-attr]
        intro = rng.choice(
            [
                f"First, a quick demo of the edit format on `{pb}`:",
                f"First, a quick demo of the edit format, using {name}:",
                f"To show the format, here is {pb}:",
            ]
        )
        demo = r(pb, lb, lb + "  # demo")
        return f"{intro}\n\n{demo}Now the real edit:\n\n{real_a}", files, fixed_a
    if family == "demo/far-example-names-file":
        demo = r(pb, lb, lb + "  # demo")
        answer = (
            f"Let me show you an example first.\n\nThe block below edits `{pb}`:\n\n{demo}"
            f"Now the real edit:\n\n{real_a}"
        )
        return answer, files, fixed_a
    if family == "patch/no-begin-line":
        prefix = rng.choice(["", "> "])
        patch = f"```\n*** Update File: {pb}\n@@\n-{lb}\n+{lb}  # fixed\n```\n"
        body = f"{prefix}Then fix `{pb}`:\n{prefix}\n" + _indent(patch, prefix)
        return head + body, files, both
    if family == "container/function-call":
        prefix = rng.choice(["> ", ">", ">   "])
        body = _indent(_function(pb, lb, lb + "  # fixed"), prefix)
        return head + f"> Then fix `{pb}`:\n>\n" + body, files, both
    if family in ("container/create-call", "container/insert-call"):
        meant = dict(fixed_a)
        if family == "container/create-call":
            call: dict[str, object] = {
                "command": "create",
                "path": "new_mod.py",
                "file_text": "X = 1\n",
            }
            meant["new_mod.py"] = "X = 1\n"
        else:
            lines = tb.splitlines(True)
            at = rng.randrange(1, len(lines))
            call = {"command": "insert", "path": pb, "insert_line": at, "new_str": "# note"}
            meant[pb] = "".join([*lines[:at], "# note\n", *lines[at:]])
        body = _indent(f"```json\n{json.dumps(call, indent=2)}\n```\n", "> ")
        return head + "> Then:\n>\n" + body, files, meant
    if family == "container/sr-marker-counts":
        count = rng.choice([5, 6, 8])
        body = _indent(_sr(pb, lb, lb + "  # fixed", count), "> ")
        return head + f"> Then fix `{pb}`:\n>\n" + body, files, both
    if family == "english/numbered-4-spaces":
        rr = rng.choice([_sr, _call])
        answer = (
            f"1. Fix `{pa}`:\n\n"
            + _indent(rr(pa, la, la + "  # fixed"), "    ")
            + f"2. Then fix `{pb}`:\n\n"
            + _indent(rr(pb, lb, lb + "  # fixed"), "    ")
        )
        return answer, files, both
    real_b = r(pb, lb, lb + "  # fixed")
    if family == "english/cleanup-then-fix":
        return f"First, a small cleanup:\n\n{real_b}Now the actual fix:\n\n{real_a}", files, both
    one, two = rng.choice(
        [("Step 1:", "Step 2:"), (f"Update `{pb}`:", f"Update `{pa}`:"), ("Start here:", "Next:")]
    )
    return f"{one}\n\n{real_b}{two}\n\n{real_a}", files, both


FAMILIES = [
    "demo/names-its-block",
    "demo/far-example-names-file",
    "patch/no-begin-line",
    "container/function-call",
    "container/create-call",
    "container/insert-call",
    "container/sr-marker-counts",
    "english/numbered-4-spaces",
    "english/cleanup-then-fix",
    "english/ordinary",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--examples", type=int, default=0)
    args = parser.parse_args()
    for family in FAMILIES:
        rng = random.Random(f"{args.seed}/{family}")
        tally: Counter[str] = Counter()
        shown = 0
        for _ in range(args.count):
            answer, files, meant = _case(family, rng)
            result = apply_edits(answer, dict(files))
            verdict = ("right" if result.files == meant else "WRONG") if result.ok else "refused"
            tally[verdict] += 1
            if verdict != "right" and shown < args.examples:
                shown += 1
                print(f"  [{family} {verdict}] {answer[:300]!r}")
        print(
            f"{family:28} tried {args.count:3} right {tally['right']:3} "
            f"refused {tally['refused']:3} WRONG {tally['WRONG']:3}"
        )


if __name__ == "__main__":
    main()
