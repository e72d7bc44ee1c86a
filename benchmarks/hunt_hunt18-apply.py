"""Hunt 18 on the edit appliers: fix-apply17 (``_refuse_contained_edits``: an edit in a list item
or block quote the readers do not read is refused, a quote with text after its edit is a
transcript; ``example_intro`` looking 40 lines up for "example" + a format word;
``says_real_edit``; ``_unread_line``'s measure of English; ``_refuse_unread_intros``).

    python benchmarks/hunt_hunt18-apply.py [--count 30] [--seed 18] [--examples 1]

Real files: two ``.py`` files of the running interpreter's standard library a case, a unique
``def`` line of each edited (``<line>  # fixed``; an example makes ``<line>  # example``),
rendered in one of six conventions (SEARCH/REPLACE, fenced unified diff, bare unified diff,
apply_patch, a one-line ``str_replace`` JSON call, a pretty-printed one). Each answer is applied
with ``apply_edits`` and sorted ``right`` (ok with exactly the files meant), ``refused`` (not ok:
right for an example family, a false refusal for the others) or ``WRONG`` (ok with other
files). Families:

- ``example/english-demo``: "First, a quick demo of the edit format:" (no word of
  EXAMPLE_WORDS) above an example of file B, then "Now the real edit:" and the edit of A;
- ``example/far-no-format-word``: "Let me show you an example first." one paragraph above an
  English intro of the example (the far line says no format word);
- ``example/foreign``: Spanish, Tagalog, Swahili, Turkish intros (control);
- ``container/<layout>``: the edit of A at the margin, the edit of B (also meant) in a list
  item, a quote with a remark after it in the same quote, a quote inside a list item (4
  spaces), a list inside a quote, a nested list item (6 spaces), a quote written ``>`` with no
  space, an HTML ``<details>`` element; every WRONG is a real edit dropped;
- ``english-intro/code-words``: the edit of B under a short English intro naming the code
  ("Refactor iskeyword:", "Bump kwlist:", "Minor cleanup in keyword:"): every refusal is false.
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
    picks = rng.sample(_MODULES, 2)
    out = []
    for name in picks:
        text = (root / f"{name}.py").read_text(encoding="utf-8")
        defs = [
            ln
            for ln in text.splitlines()
            if re.match(r"(?:def \w+\(|\w+ = )", ln) and text.count(ln) == 1
        ]
        out.append((f"{name}.py", text, rng.choice(defs)))
    return out


def _sr(p: str, o: str, n: str) -> str:
    return f"{p}\n```python\n<<<<<<< SEARCH\n{o}\n=======\n{n}\n>>>>>>> REPLACE\n```\n\n"


def _diff(p: str, o: str, n: str) -> str:
    return f"```diff\n--- a/{p}\n+++ b/{p}\n@@ -1 +1 @@\n-{o}\n+{n}\n```\n\n"


def _bare_diff(p: str, o: str, n: str) -> str:
    return f"--- a/{p}\n+++ b/{p}\n@@ -1 +1 @@\n-{o}\n+{n}\n\n"


def _patch(p: str, o: str, n: str) -> str:
    return f"```\n*** Begin Patch\n*** Update File: {p}\n@@\n-{o}\n+{n}\n*** End Patch\n```\n\n"


def _call(p: str, o: str, n: str, indent: int | None = None) -> str:
    call = {"command": "str_replace", "path": p, "old_str": o, "new_str": n}
    return f"```json\n{json.dumps(call, indent=indent)}\n```\n\n"


def _pretty(p: str, o: str, n: str) -> str:
    return _call(p, o, n, indent=2)


RENDER = [_sr, _diff, _bare_diff, _patch, _call, _pretty]


def _indent(text: str, prefix: str) -> str:
    return "".join(prefix + ln if ln.strip() else ln for ln in text.splitlines(True))


def _case(family: str, rng: random.Random) -> tuple[str, dict[str, str], dict[str, str] | None]:
    """(answer, files, meant files or None when a refusal is right)."""
    (pa, ta, la), (pb, tb, lb) = _files(rng)
    files = {pa: ta, pb: tb}
    r = rng.choice(RENDER)
    real_a = r(pa, la, la + "  # fixed")
    fixed_a = {pa: ta.replace(la, la + "  # fixed"), pb: tb}
    if family == "example/english-demo":
        intro = rng.choice(
            [
                "First, a quick demo of the edit format:",
                "Here's a template of the format:",
                f"To show the format, a block that edits {pb} would be:",
            ]
        )
        ex = r(pb, lb, lb + "  # example")
        return f"{intro}\n\n{ex}Now the real edit:\n\n{real_a}", files, fixed_a
    if family == "example/far-no-format-word":
        ex = r(pb, lb, lb + "  # example")
        answer = (
            "Let me show you an example first.\n\nThe block names the file, then the old "
            f"lines, then the new ones:\n\n{ex}Now the real edit:\n\n{real_a}"
        )
        return answer, files, fixed_a
    if family == "example/foreign":
        intro, cue = rng.choice(
            [
                ("Ejemplo del formato:", "Ahora el cambio real:"),
                ("Halimbawa ng format:", "Ang tunay na pagbabago:"),
                ("Mfano wa muundo:", "Mabadiliko halisi:"),
                ("Örneğin bir blok şöyle görünür:", "Şimdi gerçek değişiklik:"),
            ]
        )
        ex = r(pb, lb, lb + "  # example")
        return f"{intro}\n\n{ex}{cue}\n\n{real_a}", files, fixed_a
    both = {pa: fixed_a[pa], pb: tb.replace(lb, lb + "  # fixed")}
    real_b = r(pb, lb, lb + "  # fixed")
    head = f"Fix `{pa}`:\n\n{real_a}"
    say = f"Then fix `{pb}`:"
    if family == "english-intro/code-words":
        name = re.match(r"(?:def )?(\w+)", lb).group(1)  # type: ignore[union-attr]
        stem = pb[:-3]
        intro = rng.choice([f"Refactor {name}:", f"Minor cleanup in {stem}:", f"{stem} tweak:"])
        return f"{head}{intro}\n\n{real_b}", files, both
    layout = family.split("/", 1)[1]
    body = {
        "list-item": lambda: (
            f"1. Fix `{pa}`:\n\n{_indent(real_a, '   ')}2. {say}\n\n" + _indent(real_b, "   ")
        ),
        "quote-text-after": lambda: (
            head
            + f"> {say}\n"
            + _indent(real_b.rstrip("\n") + "\n", "> ")
            + "> This keeps them consistent.\n"
        ),
        "quote-in-list": lambda: head + f"- {say}\n\n" + _indent(real_b, "    > "),
        "list-in-quote": lambda: head + f"> - {say}\n>\n" + _indent(real_b, ">   "),
        "nested-list": lambda: head + f"- Then:\n  - {say}\n\n" + _indent(real_b, "      "),
        "quote-no-space": lambda: head + f">{say}\n" + _indent(real_b, ">"),
        "html-details": lambda: (
            head + f"<details>\n<summary>{say}</summary>\n\n{real_b}</details>\n"
        ),
    }[layout]()
    return body, files, both


FAMILIES = [
    "example/english-demo",
    "example/far-no-format-word",
    "example/foreign",
    "container/list-item",
    "container/quote-text-after",
    "container/quote-in-list",
    "container/list-in-quote",
    "container/nested-list",
    "container/quote-no-space",
    "container/html-details",
    "english-intro/code-words",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--examples", type=int, default=1)
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
            f"{family:30} tried {args.count:3} right {tally['right']:3} "
            f"refused {tally['refused']:3} WRONG {tally['WRONG']:3}"
        )


if __name__ == "__main__":
    main()
