"""Hunt 11 on the edit appliers: the ``"tool call"`` block kind and the example-intro reading
that fix-apply13 and fix-apply14 landed, counted over real files.

    python benchmarks/hunt_hunt11-apply.py [--count 120] [--seed 11] [--examples 2]

Real files: the ``.py`` and ``.js`` files of the corpus of ``hunt_hunt7-readers.py`` (the running
interpreter's standard library and ``/usr/lib/node_modules``). Each answer edits one line of a
real file (the line made ``<line>  # changed``) as a model writes it and is applied with
``apply_edits`` to the real files; it is sorted ``exact`` (ok with exactly the files meant),
``refused`` (not ok) or ``WRONG`` (ok with other files). Generators:

- ``broken-call``: a ``str_replace`` JSON call under its file's label, with a trailing comma or
  single quotes (ok with the JSON text as the file is WRONG);
- ``foreign-example``: an example SEARCH/REPLACE block of a second real file introduced in a
  language the example table has no row for, then the real edit (ok with the second file
  changed is WRONG);
- ``ordinary-intro``: the edit under an ordinary intro holding a word of the table that does
  not speak of the block (every refusal is a false refusal);
- ``plain-intro-control``: the edit under "Here is the fix:" (every refusal is a false
  refusal);
- ``twin-drift``: a real top-level function and the same function as a method of a class in
  one file, quoted with two spaces of indentation added: two places, so ok is WRONG.

Prints ``<generator> tried N exact E refused R WRONG W`` and a few examples of each WRONG (and
of each false refusal).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
from collections import Counter
from pathlib import Path

from artifact_codec import apply_edits

_SPEC = importlib.util.spec_from_file_location(
    "hunt7_readers", Path(__file__).with_name("hunt_hunt7-readers.py")
)
assert _SPEC is not None
assert _SPEC.loader is not None
_HUNT7 = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_HUNT7)
corpus = _HUNT7.corpus

FOREIGN = ["Például:", "Παράδειγμα:", "Ví dụ:", "Contoh:", "Exemplu:", "उदाहरण के लिए:", "مثال:"]
ORDINARY = [
    "Now this works for instance methods too:",
    "I updated the sample rate:",
    "The parser crashes on empty input, for example when the file is blank.\nHere is the fix:",
    "Values such as 0 were not handled; this fixes it:",
    "Make the docstring's example pass:",
]
_DEF = re.compile(r"^def \w+\(.*\n(?:(?:    .*)?\n)*", re.M)


def _lang(path: str) -> str:
    return "python" if path.endswith(".py") else "javascript"


def _unique_line(rng: random.Random, text: str) -> str | None:
    lines = text.splitlines()
    unique = [
        line
        for line in lines
        if line.strip() and lines.count(line) == 1 and "<<<" not in line and "```" not in line
    ]
    return rng.choice(unique) if unique else None


def _search_replace(path: str, old: str, new: str) -> str:
    block = f"<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE"
    return f"{path}\n```{_lang(path)}\n{block}\n```\n"


def _sort(answer: str, files: dict[str, str], meant: dict[str, str] | None) -> str:
    result = apply_edits(answer, dict(files))
    if not result.ok:
        return "refused"
    return "exact" if meant is not None and result.files == meant else "WRONG"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--examples", type=int, default=2)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    files = [(n, t) for n, t in corpus(rng) if n.endswith((".py", ".js"))]
    counts: dict[str, Counter[str]] = {}
    shown: dict[str, list[str]] = {}

    def record(name: str, outcome: str, answer: str, bad: str) -> None:
        counts.setdefault(name, Counter())[outcome] += 1
        if outcome == bad and len(shown.setdefault(name, [])) < args.examples:
            shown[name].append(answer[:300])

    for _ in range(args.count):
        (path, text), (other, other_text) = rng.sample(files, 2)
        line = _unique_line(rng, text)
        if line is None or other == path:
            continue
        new = line + ("  # changed" if path.endswith(".py") else "  // changed")
        given = {path: text, other: other_text}
        rows = text.splitlines(True)
        rows[rows.index(line + "\n")] = new + "\n"  # the line is unique (whole lines)
        meant = {path: "".join(rows), other: other_text}
        call = {"command": "str_replace", "path": path, "old_str": line, "new_str": new}
        body = json.dumps(call)
        broken = body[:-1] + ",}" if rng.random() < 0.5 else body.replace('"', "'")
        answer = f"{path}\n```json\n{broken}\n```\n"
        record("broken-call", _sort(answer, given, meant), answer, "WRONG")
        other_line = _unique_line(rng, other_text)
        if other_line is not None:
            example = _search_replace(other, other_line, other_line + " ")
            intro = rng.choice(FOREIGN)
            answer = f"{intro}\n\n{example}\nThe real change:\n\n{_search_replace(path, line, new)}"
            record("foreign-example", _sort(answer, given, meant), answer, "WRONG")
        answer = f"{rng.choice(ORDINARY)}\n\n{_search_replace(path, line, new)}"
        record("ordinary-intro", _sort(answer, given, meant), answer, "refused")
        answer = f"Here is the fix:\n\n{_search_replace(path, line, new)}"
        record("plain-intro-control", _sort(answer, given, meant), answer, "refused")
        if path.endswith(".py"):
            found = _DEF.search(text)
            if found is not None and found.group(0).count("\n") >= 3:
                func = found.group(0).rstrip("\n") + "\n"
                method = "".join(
                    ("    " + row if row.strip() else row) for row in func.splitlines(True)
                )
                twin = func + "\n\nclass Twin:\n" + method
                quote = "".join(
                    ("  " + row if row.strip() else row) for row in func.splitlines(True)
                )
                rows = quote.splitlines(True)
                changed = "".join(rows[:-1]) + rows[-1].rstrip("\n") + "  # changed\n"
                block = f"<<<<<<< SEARCH\n{quote}=======\n{changed}>>>>>>> REPLACE"
                answer = f"twin.py\n```python\n{block}\n```\n"
                record("twin-drift", _sort(answer, {"twin.py": twin}, None), answer, "WRONG")

    for name, counter in counts.items():
        tried = sum(counter.values())
        print(
            f"{name} tried {tried} exact {counter['exact']} refused {counter['refused']} "
            f"WRONG {counter['WRONG']}"
        )
        for example in shown.get(name, []):
            print("   e.g.", repr(example))


if __name__ == "__main__":
    main()
