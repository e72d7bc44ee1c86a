"""Hunt 14 on the readers: text after our end marker that fix-after13's held-token rule
(``ingest/conventions/held_tokens.py``) lets through although it says the files differ
from what was written, and ordinary closings it refuses, on real files, counted.

Each case takes one real standard-library module with a top-level ``NAME = value`` line
and two top-level functions, writes it in our format as a model writes it, adds one
sentence after the end marker and reads the answer back with ``parse_response``.

* ``change/...`` generators say a change the files do not show: ``WRONG`` counts a usable
  result (the file as sent, not what the model meant), ``refused`` a result not usable.
* ``closing/...`` generators say only what the file holds: ``exact`` counts a usable result
  with the file as sent, ``refused`` a false refusal (never wrong, but a lost answer).

    python benchmarks/hunt_hunt14-readers.py [--count N] [--seed S]

Prints ``<generator> tried N exact E refused R WRONG W`` and one example of each WRONG.
"""

from __future__ import annotations

import argparse
import random
import re
import sysconfig
from collections import Counter
from pathlib import Path

from artifact_codec import parse_response

# {path}, {name} (a held top-level name), {value} (its value), {new} (a value it lacks),
# {f}/{g} (two top-level functions, f does not call g), {m} (an imported module).
CHANGES = {
    "change/offer-then-done": "Shall I set {name} to {new}? I went ahead and made that change.",
    "change/let-me-know-already": (
        "Let me know if you'd prefer {new} for {name}; I already switched it."
    ),
    "change/made-call": "I made `{f}()` call `{g}()` in {path}.",
    "change/made-return": "I made `{f}` return `{g}()` in {path}.",
    "change/added-to-import": "I added `{g}` to the `__all__` list in {path}.",
    "change/default-of": "I made `{name}` the default for `{f}` in {path}.",
}
CLOSINGS = {
    "closing/run": "Run it with `python {path}`.",
    "closing/defines": "`{path}` defines `{f}()` and `{g}()`.",
    "closing/value-is": "`{name}` defaults to {value} in {path}.",
    "closing/offer": "Let me know if you want me to add tests for `{f}()`.",
    "closing/needs-python": "This needs Python 3.10 or newer.",
}
_ASSIGN = re.compile(r"^([A-Z_][A-Z0-9_]*) = (\d+)$", re.MULTILINE)
_TOP_DEF = re.compile(r"^def ([a-z]\w*)\(", re.MULTILINE)


def document(path: str, content: str, tail: str) -> str:
    """One file in our format as a model writes it, then a sentence after the end marker."""
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines += ["===FILE_CONTENT_BLOCK===END", "", tail]
    return "\n".join(lines) + "\n"


def modules() -> list[tuple[str, str, str, str, list[str]]]:
    """(path, text, NAME, value, functions) of standard-library modules that fit."""
    out = []
    root = Path(sysconfig.get_paths()["stdlib"])
    for file in sorted(root.glob("*.py")):
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if len(text) > 60_000 or "===" in text:
            continue
        assign = _ASSIGN.search(text)
        defs = _TOP_DEF.findall(text)
        if assign is None or len(defs) < 2:
            continue
        out.append((file.name, text, assign.group(1), assign.group(2), defs))
    return out


def main() -> None:
    """Run every generator on ``--count`` seeded cases and print the counts."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=25)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    pool = modules()
    for generator, template in {**CHANGES, **CLOSINGS}.items():
        rng = random.Random(f"{args.seed}/{generator}")
        counts: Counter[str] = Counter()
        example = ""
        for _ in range(args.count):
            path, text, name, value, defs = rng.choice(pool)
            f, g = rng.sample(defs, 2)
            new = str(int(value) + 7919)
            tail = template.format(path=path, name=name, value=value, new=new, f=f, g=g)
            result = parse_response(document(path, text, tail))
            counts["tried"] += 1
            if not result.usable:
                counts["refused"] += 1
            elif generator.startswith("change/"):
                counts["WRONG"] += 1
                example = example or f"{path}: {tail!r} -> {result.status}"
            elif [f.content for f in result.code.files] == [text]:
                counts["exact"] += 1
        print(
            f"{generator} tried {counts['tried']} exact {counts['exact']} "
            f"refused {counts['refused']} WRONG {counts['WRONG']}"
        )
        if example:
            print(f"  e.g. {example}")


if __name__ == "__main__":
    main()
