"""Attacks on fix-apply12 (the example rule in every edit reader, labels naming two files,
``Index:`` layouts), on real standard-library files (hunt10-apply).

    python benchmarks/hunt_hunt10-apply.py [--seed 0] [--files 30]

For each of ``--files`` seeded files of ``/usr/lib/python3*/`` a line that stands once is
changed (a comment appended), and the edit is rendered as a SEARCH/REPLACE block, a unified
diff, a V4A patch and a str_replace call. Generators:

- ``control-<conv>``: after "Here is the change:". Wanted: the new file (exact);
- ``example-<family>-<conv>``: after an intro of an example of the format in words the rule
  misses (families: markup, carve-out, language, no-word; ``listed``: "For example:",
  which the rule reads, as a control). Wanted: refused; ``ok`` is WRONG;
- ``index-<layout>``: the unified diff under ``Index: other.py`` in a layout the reader does
  not read. Wanted: refused; ``ok`` is WRONG;
- ``labels-<layout>``: the SEARCH/REPLACE block under two labels naming two files. Wanted:
  refused; ``ok`` is WRONG;
- ``abbrev-<conv>``: after "e.g.:" alone on a line. Wanted: the new file (a refusal is a
  false refusal, counted in ``refused``).

Prints "<generator> tried N exact E refused R WRONG W".
"""

from __future__ import annotations

import argparse
import glob
import json
import random
from collections import Counter

from artifact_codec import apply_edits

FAMILIES = {
    "listed": ["For example:"],
    "markup": ["<b>For example:</b>", "<em>Example</em> of a block:", "[Example]"],
    "carve-out": [
        "Here is a block (example only, do not apply it):",
        "This example from the docs shows the format:",
        "An `example` block:",
    ],
    "language": ["Bijvoorbeeld:", "Например:", "Örneğin:", "比如\uff1a", "Exempel:"],
    "no-word": ["Here's what such a block looks like:", "Hypothetical edit:"],
}
INDEX_LAYOUTS = {
    "tilde-space": ("Index: other.py\n=====\n~~~ diff\n", "~~~\n"),
    "backtick-space": ("Index: other.py\n=====\n``` diff\n", "```\n"),
    "bold": ("**Index: other.py**\n=====\n", ""),
    "two-spaces": ("Index:  other.py\n=====\n", ""),
}


def _hunk(path: str, lines: list[str], at: int, new: str) -> str:
    lo = max(0, at - 2)
    hi = min(len(lines), at + 3)
    body = "".join((f"-{lines[k]}+{new}" if k == at else f" {lines[k]}") for k in range(lo, hi))
    n = hi - lo
    return f"--- a/{path}\n+++ b/{path}\n@@ -{lo + 1},{n} +{lo + 1},{n} @@\n{body}"


def render(conv: str, path: str, lines: list[str], at: int, new: str) -> str:
    old = lines[at]
    if conv == "sr":
        return f"{path}\n```python\n<<<<<<< SEARCH\n{old}=======\n{new}>>>>>>> REPLACE\n```\n"
    if conv == "ud":
        return "```diff\n" + _hunk(path, lines, at, new) + "```\n"
    if conv == "v4a":
        lo = max(0, at - 2)
        hi = min(len(lines), at + 3)
        body = "".join((f"-{lines[k]}+{new}" if k == at else f" {lines[k]}") for k in range(lo, hi))
        return f"*** Begin Patch\n*** Update File: {path}\n@@\n{body}*** End Patch\n"
    call = {"command": "str_replace", "path": path, "old_str": old, "new_str": new}
    return "```json\n" + json.dumps(call) + "\n```\n"


def cases(seed: int, count: int) -> list[tuple[str, list[str], int]]:
    rng = random.Random(seed)
    names = sorted(glob.glob("/usr/lib/python3*/*.py"))
    rng.shuffle(names)
    found = []
    for name in names:
        try:
            with open(name, encoding="utf-8") as source:
                text = source.read()
        except (OSError, UnicodeDecodeError):
            continue
        if "\r" in text or not text.endswith("\n") or "<<<<<<<" in text:
            continue
        lines = text.splitlines(keepends=True)
        unique = [
            k
            for k, line in enumerate(lines)
            if line.strip() and len(line.strip()) > 12 and text.count(line) == 1
        ]
        if unique:
            found.append((text, lines, rng.choice(unique)))
        if len(found) == count:
            break
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--files", type=int, default=30)
    args = parser.parse_args()
    counts: dict[str, Counter[str]] = {}

    def run(generator: str, answer: str, files: dict[str, str], wanted: str | None) -> None:
        tally = counts.setdefault(generator, Counter())
        tally["tried"] += 1
        result = apply_edits(answer, files)
        if not result.ok:
            tally["refused"] += 1
        elif wanted is not None and result.files == {**files, "app.py": wanted}:
            tally["exact"] += 1
        else:
            tally["WRONG"] += 1

    for text, lines, at in cases(args.seed, args.files):
        new = lines[at].rstrip("\n") + "  # changed\n"
        wanted = "".join(lines[:at]) + new + "".join(lines[at + 1 :])
        files = {"app.py": text, "other.py": text}
        for conv in ("sr", "ud", "v4a", "call"):
            block = render(conv, "app.py", lines, at, new)
            run(f"control-{conv}", f"Here is the change:\n\n{block}", files, wanted)
            run(f"abbrev-{conv}", f"Some words.\n\ne.g.:\n\n{block}", files, wanted)
            for family, intros in FAMILIES.items():
                for intro in intros:
                    answer = f"I explain the format first.\n\n{intro}\n\n{block}\nThat is all.\n"
                    run(f"example-{family}-{conv}", answer, files, None)
        hunk = _hunk("app.py", lines, at, new)
        for layout, (head, tail) in INDEX_LAYOUTS.items():
            run(f"index-{layout}", head + hunk + tail, files, None)
        block = f"<<<<<<< SEARCH\n{lines[at]}=======\n{new}>>>>>>> REPLACE\n"
        labels = {
            "quoted-title": f'```python title="other.py"\napp.py\n{block}```\n',
            "two-label-lines": f"other.py\napp.py\n{block}",
        }
        for layout, answer in labels.items():
            run(f"labels-{layout}", answer, files, None)
    for generator, tally in counts.items():
        print(
            f"{generator} tried {tally['tried']} exact {tally['exact']} "
            f"refused {tally['refused']} WRONG {tally['WRONG']}"
        )


if __name__ == "__main__":
    main()
