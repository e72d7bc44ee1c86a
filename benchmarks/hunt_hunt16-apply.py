"""Hunt 16 on the edit appliers: fix-apply16's ``unread_intro`` (an intro read as English by
closed-class words, endings, ``_PLAIN_INTRO_WORDS``) and ``_refuse_unread_intros``.

    python benchmarks/hunt_hunt16-apply.py [--count 40] [--seed 16] [--examples 1]

Real files: two ``.py`` files of the running interpreter's standard library a case. Each answer
makes one real edit (a line made ``<line>  # changed``) and shows an example edit (a line made
``<line>  # example``) or a second real edit, rendered in one of five conventions
(SEARCH/REPLACE, unified diff, git diff, apply_patch, a ``str_replace`` call), and is applied
with ``apply_edits``; it is sorted ``right`` (ok with exactly the files meant), ``refused``
(not ok) or ``WRONG`` (ok with other files). Families ``<intro class>/<place>``:

intro classes of an example (every WRONG is an example applied):
- ``english-example``: "Example:", "**Example:**", "> Example:", "### Example" (control);
- ``disowned``: "Don't apply this one:", "Not a real edit:", "Fake edit, do not apply:";
- ``abbreviation``: "E.g.:", "e.g.";
- ``format-restated``: the instructions' shape in English without "example";
- ``romance-endings``: French/Dutch/German lines with English endings or closed-class words;
- ``paragraph-up``: "Here's an example of the format." one paragraph above the intro;
- ``ascii-foreign-short``: "Contoh:", "Misalnya:", "Halimbawa:" (the open "Contoh:" class);
- ``foreign``: "Ví dụ:", "### Ví dụ", "Đây là một ví dụ:" (control);

places: ``other-first`` (example of the second file, then the real edit), ``other-after``
(the real edit, then the example of the second file), ``same-first`` (example of another line
of the edited file, then the real edit), ``same-after`` (the real edit, then the example).

English multi-edit answers (every refusal is a false refusal): ``english-intro/two-files``
(the second file's edit under a short English intro), ``english-intro/one-file`` (the first of
two edits of one file under an English heading).

A real edit in a container (every WRONG is a real edit dropped): ``container/list-item`` (the
second file's edit indented two spaces under "- Then <file>:") and ``container/quote`` (behind
"> "), the first file's edit at the margin in the same convention or another.

Prints ``<family> tried N right R refused F WRONG W`` and an example of each WRONG (and of each
false refusal) when ``--examples`` is above 0.
"""

from __future__ import annotations

import argparse
import json
import os
import random
from collections import Counter
from pathlib import Path

from artifact_codec import apply_edits

EXAMPLE_INTROS = {
    "english-example": ["Example:", "**Example:**", "> Example:", "### Example", "For example"],
    "disowned": ["Don't apply this one:", "Not a real edit:", "Fake edit, do not apply:"],
    "abbreviation": ["E.g.:", "e.g."],
    "format-restated": [
        "Each edit is written as:",
        "Your answer should look like:",
        "Using the format below:",
        "Reminder of the edit format:",
        "A block is written like this:",
    ],
    "romance-endings": [
        "Voici comment on écrit une modification :",
        "Comment on présente un changement:",
        "Dit is hoe een wijziging eruitziet:",
        "Also, das Format sieht so aus:",
    ],
    "paragraph-up": [
        "Here's an example of the format.\n\nIt has a SEARCH part and a REPLACE part:",
        "First, an example of the format.\n\nThe block names its file:",
    ],
    "ascii-foreign-short": ["Contoh:", "Misalnya:", "Halimbawa:", "Formato:", "So geht es:"],
    "foreign": ["Ví dụ:", "### Ví dụ", "Đây là một ví dụ:", "Ini adalah contoh sederhana:"],
}
ENGLISH_TWO_FILES = [
    "Typo:",
    "Nit:",
    "Timeout:",
    "The constructor:",
    "1. Update the parser",
    "- Rename the flag:",
    "Here you go:",
    "Same idea here:",
    "Next, in the other module:",
    "## Step 2",
    "Also needs:",
    "Then:",
    "Then make the check case-insensitive, so the lookup stays\nfast:",
]
ENGLISH_ONE_FILE = [
    "### Parser: stricter token validation, clearer errors",
    "Café support:",
    "Naïve datetime handling:",
    "Step two — hue math",
    "Faster lookup via dict:",
    "First, the guard:",
    "Typo:",
    "Step 1",
]
CONVENTIONS = ("sr", "ud", "git", "v4a", "call")


def _lines(text: str) -> list[str]:
    """Lines found once in the text, also as a substring (a str_replace matches substrings)."""
    counts = Counter(text.splitlines())
    return [
        line
        for line, n in counts.items()
        if n == 1 and len(line.strip()) > 12 and text.count(line) == 1 and "```" not in line
    ]


def _render(conv: str, path: str, text: str, old: str, new: str) -> str:
    if conv == "sr":
        return f"{path}\n```python\n<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE\n```\n"
    if conv == "call":
        call = {"command": "str_replace", "path": path, "old_str": old, "new_str": new}
        return f"```json\n{json.dumps(call)}\n```\n"
    rows = text.splitlines(True)
    at = rows.index(old + "\n")
    lo, hi = max(0, at - 2), min(len(rows), at + 3)
    body = "".join(f"-{rows[k]}+{new}\n" if k == at else f" {rows[k]}" for k in range(lo, hi))
    if conv == "v4a":
        return f"*** Begin Patch\n*** Update File: {path}\n@@\n{body}*** End Patch\n"
    head = f"--- a/{path}\n+++ b/{path}\n@@ -{lo + 1},{hi - lo} +{lo + 1},{hi - lo} @@\n"
    if conv == "git":
        head = f"diff --git a/{path} b/{path}\nindex 83db48f..bf269f4 100644\n" + head
    return f"```diff\n{head}{body}```\n"


def _prefixed(text: str, prefix: str) -> str:
    return "".join(
        prefix + line if line.strip() else prefix.rstrip() + "\n" for line in text.splitlines(True)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--examples", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    stdlib = Path(os.__file__).parent
    texts = []
    for name in sorted(stdlib.glob("*.py")):
        text = name.read_text(encoding="utf-8", errors="replace")
        if text.endswith("\n") and "\r" not in text and len(_lines(text)) >= 2:
            texts.append((name.name, text))
    counts: dict[str, Counter[str]] = {}
    shown: dict[str, list[str]] = {}

    def record(family: str, answer: str, given: dict[str, str], meant: dict[str, str]) -> None:
        result = apply_edits(answer, dict(given))
        outcome = "refused" if not result.ok else "right" if result.files == meant else "WRONG"
        counts.setdefault(family, Counter())[outcome] += 1
        bad = "refused" if family.startswith("english-intro") else "WRONG"
        if outcome == bad and len(shown.setdefault(family, [])) < args.examples:
            shown[family].append(answer[:240])

    for _ in range(args.count):
        (path, text), (other, other_text) = rng.sample(texts, 2)
        line, second = rng.sample(_lines(text), 2)
        other_line = rng.choice(_lines(other_text))
        conv = rng.choice(CONVENTIONS)
        given = {path: text, other: other_text}
        meant = {path: text.replace(line, line + "  # changed"), other: other_text}
        real = _render(conv, path, text, line, line + "  # changed")
        examples = {
            "other": _render(conv, other, other_text, other_line, other_line + "  # example"),
            "same": _render(conv, path, text, second, second + "  # example"),
        }
        for intro_class, intros in EXAMPLE_INTROS.items():
            intro = rng.choice(intros)
            for where, example in examples.items():
                first = f"{intro}\n\n{example}\nNow the actual change:\n\n{real}"
                after = f"Fix {path}:\n\n{real}\n{intro}\n\n{example}"
                record(f"{intro_class}/{where}-first", first, given, meant)
                record(f"{intro_class}/{where}-after", after, given, meant)
        both = dict(meant)
        both[other] = other_text.replace(other_line, other_line + "  # changed")
        second_edit = _render(conv, other, other_text, other_line, other_line + "  # changed")
        intro = rng.choice(ENGLISH_TWO_FILES)
        answer = f"Fix {path}:\n\n{real}\n{intro}\n\n{second_edit}"
        record("english-intro/two-files", answer, given, both)
        twice = dict(meant)
        twice[path] = meant[path].replace(second, second + "  # changed")
        again = _render(conv, path, meant[path], second, second + "  # changed")
        intro = rng.choice(ENGLISH_ONE_FILE)
        # (the second block is rendered against the file after the first edit: a diff's
        # context may hold the first edit's line)
        answer = f"{intro}\n\n{real}\nThen:\n\n{again}"
        record("english-intro/one-file", answer, given, twice)
        other_conv = rng.choice(CONVENTIONS)
        inner = _render(other_conv, other, other_text, other_line, other_line + "  # changed")
        listed = f"- Then {other}:\n\n" + _prefixed(inner, "  ")
        quoted = _prefixed(f"Then {other}:\n\n{inner}", "> ")
        record("container/list-item", f"Fix {path}:\n\n{real}\n{listed}", given, both)
        record("container/quote", f"Fix {path}:\n\n{real}\n{quoted}", given, both)

    for family in sorted(counts):
        counter = counts[family]
        print(
            f"{family:40} tried {sum(counter.values()):3} right {counter['right']:3}"
            f" refused {counter['refused']:3} WRONG {counter['WRONG']:3}"
        )
        for sample in shown.get(family, []):
            print("   e.g.", repr(sample))


if __name__ == "__main__":
    main()
