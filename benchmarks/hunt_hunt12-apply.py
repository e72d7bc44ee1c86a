"""Hunt 12 on the edit appliers: what fix-apply15 landed (``broken_edit_call``, ``json_records``,
the short-intro refusal), counted over real files.

    python benchmarks/hunt_hunt12-apply.py [--count 120] [--seed 12] [--examples 2]

Real files: the ``.py`` and ``.js`` files of the corpus of ``hunt_hunt7-readers.py`` (the running
interpreter's standard library and ``/usr/lib/node_modules``). Each answer edits one line of a
real file (the line made ``<line>  # changed``) as a model writes it and is applied with
``apply_edits`` to the real files; it is sorted ``exact`` (ok with exactly the files meant),
``refused`` (not ok) or ``WRONG`` (ok with other files). Generators:

- ``foreign-example-long``: an example SEARCH/REPLACE block of a second real file under a
  foreign intro ``short_intro`` does not read (4+ words, no colon, a heading, two lines), then
  the real edit (ok with the second file changed is WRONG);
- ``foreign-example-short``: the same under a 1-3 word foreign intro ending in ':' (control:
  the refusal fix-apply15 added);
- ``erased-english-intro``: the same under an English intro that the prose filters
  ``_OWNED_EXAMPLE``, ``_SAMPLE_MODIFIER``, ``_INLINE_EXAMPLE`` erase ("The tool's example of an
  edit:", "A sample SEARCH/REPLACE block:");
- ``foreign-example-one-file``: the example edits another line of the file the real edit edits
  (ok with the example applied is WRONG);
- ``plain-short-intro``: two real edits, the second under an ordinary short intro outside
  ``_PLAIN_INTRO_WORDS`` ("Usage:", "Bugfix:"...; every refusal is a false refusal);
- ``calls-under-json-label``: a list holding the ``str_replace`` call under ``edits.json``
  after "Apply these edits:" (ok, clean, without the edit applied is WRONG);
- ``calls-of-the-labelled-json``: a list holding a ``str_replace`` call of a real
  ``package.json`` of ``/usr/lib/node_modules`` under that file's own label (ok with the file
  holding the calls is WRONG);
- ``broken-call-quotes``: the call with single quotes around every string (a line holding a
  quote or an apostrophe is where the repair may read another call), under its file's label.

Prints ``<generator> tried N exact E refused R WRONG W`` and a few examples of each WRONG (and
of each false refusal).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
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

LONG_FOREIGN = [
    "Đây là một ví dụ:",
    "Ini adalah contoh sederhana:",
    "Ví dụ về định dạng:",
    "Ví dụ",
    "Contoh.",
    "### Ví dụ",
    "Ví dụ\nvề định dạng:",
    "Ето един пример:",
]
SHORT_FOREIGN = ["Ví dụ:", "Contoh:", "Például:", "Exemplu:", "Παράδειγμα:", "مثال:"]
ERASED = [
    "The tool's example of an edit:",
    "The format's sample block:",
    "Format it like aider's sample edit:",
    "A sample SEARCH/REPLACE block:",
    "Edits work, for example like this:",
]
PLAIN_SHORT = [
    "Usage:",
    "Before:",
    "Bugfix:",
    "Tests too:",
    "Constants:",
    "Logging:",
    "Error handling:",
    "Similarly:",
    "Additionally:",
    "Don't forget:",
    "Tests:",
    "Then the helper:",
]


def _lang(path: str) -> str:
    return "python" if path.endswith(".py") else "javascript"


def _unique_lines(text: str) -> list[str]:
    lines = text.splitlines()
    counts = Counter(lines)
    return [
        line
        for line in lines
        if line.strip() and counts[line] == 1 and "<<<" not in line and "```" not in line
    ]


def _search_replace(path: str, old: str, new: str) -> str:
    block = f"<<<<<<< SEARCH\n{old}\n=======\n{new}\n>>>>>>> REPLACE"
    return f"{path}\n```{_lang(path)}\n{block}\n```\n"


def _changed(text: str, line: str, new: str) -> str:
    rows = text.splitlines(True)
    rows[rows.index(line + "\n")] = new + "\n"  # the line is unique (whole lines)
    return "".join(rows)


def _sort(answer: str, files: dict[str, str], meant: dict[str, str]) -> str:
    result = apply_edits(answer, dict(files))
    if not result.ok:
        return "refused"
    return "exact" if result.files == meant else "WRONG"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--seed", type=int, default=12)
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
        mine, theirs = _unique_lines(text), _unique_lines(other_text)
        if len(mine) < 2 or not theirs or other == path or not text.endswith("\n"):
            continue
        if not other_text.endswith("\n"):
            continue
        line, second = rng.sample(mine, 2)
        mark = "  # changed" if path.endswith(".py") else "  // changed"
        new = line + mark
        given = {path: text, other: other_text}
        meant = {path: _changed(text, line, new), other: other_text}
        real = _search_replace(path, line, new)
        other_line = rng.choice(theirs)
        example = _search_replace(other, other_line, other_line + " ")
        for name, intros in (
            ("foreign-example-long", LONG_FOREIGN),
            ("foreign-example-short", SHORT_FOREIGN),
            ("erased-english-intro", ERASED),
        ):
            answer = f"{rng.choice(intros)}\n\n{example}\nThe real change:\n\n{real}"
            record(name, _sort(answer, given, meant), answer, "WRONG")
        own_example = _search_replace(path, second, second + " ")
        answer = f"{rng.choice(SHORT_FOREIGN)}\n\n{own_example}\nThe real change:\n\n{real}"
        record("foreign-example-one-file", _sort(answer, given, meant), answer, "WRONG")
        other_mark = "  # changed" if other.endswith(".py") else "  // changed"
        both = {path: meant[path], other: _changed(other_text, other_line, other_line + other_mark)}
        second_edit = _search_replace(other, other_line, other_line + other_mark)
        answer = f"Fix {path}:\n\n{real}\n{rng.choice(PLAIN_SHORT)}\n\n{second_edit}"
        record("plain-short-intro", _sort(answer, given, both), answer, "refused")
        call = {"command": "str_replace", "path": path, "old_str": line, "new_str": new}
        answer = f"Apply these edits:\n\nedits.json\n```json\n{json.dumps([call])}\n```\n"
        record("calls-under-json-label", _sort(answer, given, meant), answer, "WRONG")
        quoted = "{" + ", ".join(f"'{k}': '{json.dumps(v)[1:-1]}'" for k, v in call.items()) + "}"
        answer = f"{path}\n```json\n{quoted}\n```\n"
        record("broken-call-quotes", _sort(answer, given, meant), answer, "WRONG")

    manifests = sorted(Path("/usr/lib/node_modules").glob("**/package.json"))
    for _ in range(args.count if manifests else 0):
        manifest = rng.choice(manifests)
        text = manifest.read_text(encoding="utf-8", errors="replace")
        lines = [x for x in _unique_lines(text) if '"' in x]
        if not lines or not text.endswith("\n"):
            continue
        label = str(manifest.relative_to("/usr/lib/node_modules"))
        line = rng.choice(lines)
        new = line.replace('"', '"x', 1)
        call = {"command": "str_replace", "path": label, "old_str": line, "new_str": new}
        answer = f"{label}\n```json\n{json.dumps([call], indent=2)}\n```\n"
        meant = {label: _changed(text, line, new)}
        record("calls-of-the-labelled-json", _sort(answer, {label: text}, meant), answer, "WRONG")

    for name, counter in counts.items():
        tried = sum(counter.values())
        print(
            f"{name} tried {tried} exact {counter['exact']} refused {counter['refused']}"
            f" WRONG {counter['WRONG']}"
        )
        for sample in shown.get(name, []):
            print("   e.g.", repr(sample))


if __name__ == "__main__":
    main()
