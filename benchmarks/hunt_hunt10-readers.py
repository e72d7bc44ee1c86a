"""Hunt 10 on the readers: the whole-sentence after-end rule (``closing.py``), block quotes and
indented blocks after the end marker, and the note and name-list elisions, counted over real
files.

    python benchmarks/hunt_hunt10-readers.py [--count 200] [--seed 10] [--examples 2]

Real files: the corpus of ``hunt_hunt7-readers.py`` (the running interpreter's standard library
and ``/usr/lib/node_modules``). Each answer is a document in our format written as a model
writes it, read back with ``parse_response`` and sorted: ``exact`` (usable with exactly the
files meant), ``refused`` (not usable) or ``WRONG`` (usable with other files). Generators
(every one is a shape where usable is WRONG, except the two controls):

- ``clause-change``: a real file, then a sentence of a harmless shape with the change inside
  one clause (a code span holding a line of the file changed, a parenthesis, "the one where",
  a part named behind ";");
- ``block-rewrite``: a real ``.py``/``.js`` file of three lines or more, then the file with one
  line changed as a ``>`` block quote or an indented block (under an explanation's intro, a
  list item or no intro);
- ``name-list``: a real ``.py`` file with two top-level functions in a row taken out and a
  comment naming them in a shape outside ``_names_left_out`` put in their place;
- ``page-note``: a real ``.md``/``.rst``/``.txt`` page (or the same text under ``.mdx`` or
  ``.adoc``) with a run of lines taken out and a note of a shape outside ``_note_line`` in
  their place;
- ``closing-control10``: a real file, then a harmless sentence with a code span or a
  parenthesis (every refusal a false refusal);
- ``quote-control``: a real file, then lines of it quoted unchanged under an explanation's
  intro as a block quote or an indented block (every refusal a false refusal).

Prints ``<generator> tried N exact E refused R WRONG W`` and a few examples of each WRONG (and
of each false refusal).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import re
from collections import Counter
from pathlib import Path

from artifact_codec import parse_response

_SPEC = importlib.util.spec_from_file_location(
    "hunt7_readers", Path(__file__).with_name("hunt_hunt7-readers.py")
)
assert _SPEC is not None
assert _SPEC.loader is not None
_HUNT7 = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(_HUNT7)
corpus = _HUNT7.corpus
model_doc = _HUNT7.model_doc

CLAUSE_CHANGES = [
    "Run {p} with `{line}` at the top.",
    "Type `{line}` into {p}.",
    "Enter `{line}` in {p}.",
    "Run {p} (but first put `{line}` at the top of it).",
    "{p} is the one where line 1 should read `{line}`.",
    "Review {p}; line 1 should read `{line}`.",
]
INTROS = ["Note how {p} starts:", "The key part of {p} is:", "- In {p}:", "1. In {p}:", ""]
NAME_NOTES = [
    "# ... {a} and {b} (unchanged)",
    "# ... `{a}` and `{b}` unchanged",
    "# ... {a} & {b} unchanged",
    "# ... {a}, {b} omitted for brevity",
    "# ... the {a} and {b} functions are unchanged",
    "# \u2026 other functions ({a}, {b}) unchanged",
    "# ... ({a}, {b}) as-is",
    "# [... {a} and {b} unchanged ...]",
]
PAGE_NOTES = [
    ("md", "| ... | (other rows unchanged) |"),
    ("md", "[... rest unchanged, see [docs](docs/index.md) ...]"),
    ("md", "[//]: # (rest unchanged)"),
    ("md", "[...]"),
    ("mdx", "[... rest unchanged ...]"),
    ("adoc", "////\nrest unchanged\n////"),
    ("txt", "<rest unchanged>"),
]
CLOSINGS = [
    "Run {p} with `python -X dev`.",
    "Run {p} (it needs Python 3.11 or later).",
    "{p} is the one that starts the server.",
    "Open {p} in your editor (any editor works).",
    "Type `python {p}` to start it.",
    "Review {p}; it is short.",
]
_DEF = re.compile(r"^def (\w+)\(", re.M)


def _outcome(text: str, meant: list[tuple[str, str]], must_refuse: bool) -> str:
    result = parse_response(text)
    if not result.usable:
        return "refused"
    got = [(f.file_path, f.content) for f in result.code.files]
    return "WRONG" if must_refuse or got != meant else "exact"


def _block(body: str, intro: str, quoted: bool) -> str:
    lines = body.rstrip("\n").split("\n")
    if quoted:
        return "".join(f"> {x}".rstrip() + "\n" for x in lines)
    margin = "    " + (
        " " * (len(intro) - len(intro.lstrip("-1. ")) + 2) if intro[:1] in "-1" else ""
    )
    return "".join(f"{margin}{x}".rstrip() + "\n" for x in lines)


def _case(
    generator: str, rng: random.Random, files: list[tuple[str, str]]
) -> tuple[str, list[tuple[str, str]], bool, str]:
    """One answer: (text, the files meant, whether usable is wrong, what was varied)."""
    if generator in ("clause-change", "closing-control10"):
        path, content = rng.choice(files)
        meant = [(path, content)]
        doc = model_doc(meant)
        if generator == "closing-control10":
            sentence = rng.choice(CLOSINGS).format(p=path)
            return doc + "\n" + sentence + "\n", meant, False, sentence
        first = content.split("\n", 1)[0].strip().replace("`", "") or "x"
        sentence = rng.choice(CLAUSE_CHANGES).format(p=path, line=first[:40] + " # v2")
        return doc + "\n" + sentence + "\n", meant, True, sentence
    if generator in ("block-rewrite", "quote-control"):
        while True:
            path, content = rng.choice(files)
            lines = content.rstrip("\n").split("\n")
            if path.endswith((".py", ".js")) and len(lines) >= 3 and "```" not in content:
                break
        meant = [(path, content)]
        shown = lines[: rng.randint(3, min(len(lines), 30))]
        intro = rng.choice(INTROS).format(p=path)
        if generator == "block-rewrite":
            shown = lines[:]  # the whole file, one line changed
            at = rng.randrange(len(shown))
            shown[at] = (shown[at] + "  # changed") if shown[at].strip() else "x = 2  # new"
        elif intro[:1] in "-1" or not intro:
            intro = f"Note how {path} starts:"
        quoted = rng.random() < 0.5
        tail = (intro + "\n\n" if intro else "") + _block("\n".join(shown), intro, quoted)
        how = f"{'quote' if quoted else 'indented'} under {intro!r}"
        return model_doc(meant) + "\n" + tail, meant, generator == "block-rewrite", how
    if generator == "name-list":
        while True:
            path, content = rng.choice(files)
            starts = [m.start() for m in _DEF.finditer(content)] if path.endswith(".py") else []
            if len(starts) >= 4:
                break
        at = rng.randrange(1, len(starts) - 2)
        names = [m.group(1) for m in _DEF.finditer(content)]
        note = rng.choice(NAME_NOTES).format(a=names[at], b=names[at + 1])
        cut = content[: starts[at]] + note + "\n\n\n" + content[starts[at + 2] :]
        meant = [(path, cut)]
        return model_doc(meant), meant, True, note
    # page-note
    while True:
        path, content = rng.choice(files)
        lines = content.split("\n")
        if path.endswith((".md", ".rst", ".txt")) and len(lines) >= 12:
            break
    suffix, note = rng.choice(PAGE_NOTES)
    path = path.rsplit(".", 1)[0] + "." + suffix
    at = rng.randrange(2, len(lines) - 6)
    cut = "\n".join([*lines[:at], "", note, "", *lines[at + 5 :]])
    meant = [(path, cut)]
    return model_doc(meant), meant, True, f"{note!r} at {at}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("--examples", type=int, default=2)
    args = parser.parse_args()
    files = corpus(random.Random(args.seed))
    print(f"corpus {len(files)} files, seed {args.seed}")
    generators = (
        "clause-change",
        "block-rewrite",
        "name-list",
        "page-note",
        "closing-control10",
        "quote-control",
    )
    for number, generator in enumerate(generators):
        rng = random.Random(args.seed * 1000 + number)
        counts: Counter[str] = Counter()
        examples: list[str] = []
        for _ in range(args.count):
            text, meant, must_refuse, varied = _case(generator, rng, files)
            outcome = _outcome(text, meant, must_refuse)
            counts[outcome] += 1
            bad = outcome == "WRONG" or (outcome == "refused" and not must_refuse)
            if bad and len(examples) < args.examples:
                examples.append(f"  {outcome}: {[p for p, _ in meant]} {varied!r}")
        tried = sum(counts.values())
        print(
            f"{generator} tried {tried} exact {counts['exact']} refused {counts['refused']}"
            f" WRONG {counts['WRONG']}"
        )
        for example in examples:
            print(example)


if __name__ == "__main__":
    main()
