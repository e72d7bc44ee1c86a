"""Hunt 9 on the readers: the inverted after-end rule's harmless shapes, rewrites after the end
marker read as quotes, and elisions the broad rule misses, counted over real files.

    python benchmarks/hunt_hunt9-readers.py [--count 300] [--seed 9] [--examples 2]

Real files: the corpus of ``hunt_hunt7-readers.py`` (the running interpreter's standard library
and ``/usr/lib/node_modules``). Each answer is a document in our format written as a model
writes it, read back with ``parse_response`` and sorted: ``exact`` (usable with exactly the
files meant), ``refused`` (not usable) or ``WRONG`` (usable with other files). Generators
(every one is a shape where usable is WRONG, except ``closing-control``):

- ``harmless-change``: a real file, then after the end marker a sentence of a harmless shape
  (a use verb, a description, an offer) that changes it (``Open {p} and set ...``), or a
  change naming it as ``./{p}``;
- ``colon-change``: a real file, then ``In {p}, delete this line:`` (or ``Remove these lines
  from {p}:``) and a block quoting one of its lines, or a numbered list of changes;
- ``rewrite-quote``: a real file of two lines or more, then its first lines (cut at a random
  line boundary) under prose that gives the block as the file in words outside ``_FIXED``
  (``The complete {p}:``, German, Spanish);
- ``quoted-rewrite``: a real file, then ``Final version of {p}:`` and the file with one line
  changed, as a ``>`` block quote;
- ``correction-other``: a real file, then a correction in other words (German, Chinese,
  Russian, Spanish, "Wait, that's wrong. Use:") and its first lines in a fence, or the file
  with one line changed as a block quote;
- ``elision9``: a real ``.py`` file with a phrasing the broad rule misses put between two of
  its lines, at any boundary (first and last line too), as a comment or a docstring;
- ``json-dots``: a real ``.json`` file, a run of its lines replaced by a line of dots, written
  under ``.ipynb``, ``.geojson`` or ``.json`` (the control suffix);
- ``fence-in-string``: a Markdown answer (`` ### `path` `` and a fence per file) of two real
  files, the first a ``.py`` file holding a triple-quoted string or a ``.js`` file holding a
  template literal with a bare fenced block in it (put at a top-level line boundary), in
  either order: the fence-closer rule with Python's parser deciding; usable is right only with
  both files exact;
- ``closing-control``: a real file, then a closing sentence about it that changes nothing
  (``{p} now handles empty input.``): every refusal there is a false refusal;
- ``shorter-rewrite8``: hunt 8's ``shorter-rewrite`` without one-line files (there the "first
  lines" are the whole file: the same file, not a shorter rewrite).

Prints ``<generator> tried N exact E refused R WRONG W`` and a few examples of each WRONG (and
of each false refusal).
"""

from __future__ import annotations

import argparse
import importlib.util
import random
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

HARMLESS_CHANGES = [
    "Open {p} and put `import sys` at the top.",
    "Open {p} and set the version to 2.0.",
    "Open {p} and uncomment the last line.",
    "Open {p} and tweak the first line.",
    "Run {p} after you bump the version to 2.0.",
    "Test {p}, then trim the unused import.",
    "{p} is the file to delete once you are done.",
    "{p} gets renamed to main.py.",
    "Delete {p}, then let me know.",
    "Delete {p} if you want it to work.",
    "See {p} for details. Now change the first line there.",
    "Delete ./{p}.",
    "Delete `./{p}`.",
]
COLON_LISTS = [
    "In {p}, make two more changes:\n\n1. Remove the first line.\n2. Add logging.\n",
    "Two more things for {p}:\n\n- drop the last line\n- add a license header\n",
]
COLON_QUOTES = ["In {p}, delete this line:", "Remove these lines from {p}:"]
REWRITES = [
    "The complete {p}:",
    "Here's {p} in full:",
    "{p} in its entirety should read:",
    "Die endgültige {p}:",
    "El {p} definitivo:",
]
REWRITES8 = [
    "Final version of {p}:",
    "Use this {p} instead:",
    "{p} should look like this:",
    "Actually, {p} only needs:",
    "New {p}:",
]
ELISIONS = [
    "# ... the rest stays exactly as it was before",
    "# ... rest stays the way it was",
    "# ... everything below stays exactly as it was",
    '"""... rest unchanged ..."""',
    '"""... rest of the function unchanged ..."""',
]
CORRECTIONS = [
    "Korrektur:",
    "\u4fee\u6b63\uff1a",
    "\u0418\u0441\u043f\u0440\u0430\u0432\u043b\u0435\u043d\u0438\u0435:",
    "Corrección:",
    "Wait, that's wrong. Use:",
    "Sorry, small mistake:",
]
CLOSINGS = [
    "{p} is now complete.",
    "{p}: done.",
    "I kept {p} short on purpose.",
    "I updated {p} to handle empty input.",
    "{p} now handles empty input.",
    "Note that {p} expects Python 3.11.",
    "Hope this helps with {p}!",
    "{p} should now work on Windows too.",
    "See {p} for details.",
    "{p} uses only the standard library.",
]
LANGUAGES = {"py": "python", "js": "javascript", "json": "json", "md": "markdown"}


def _outcome(text: str, meant: list[tuple[str, str]], must_refuse: bool) -> str:
    result = parse_response(text)
    if not result.usable:
        return "refused"
    got = [(f.file_path, f.content) for f in result.code.files]
    return "WRONG" if must_refuse or got != meant else "exact"


def _fence(body: str, language: str = "") -> str:
    mark = "````" if "```" in body else "```"
    return f"{mark}{language}\n{body}\n{mark}\n"


def _language(path: str) -> str:
    return LANGUAGES.get(path.rsplit(".", 1)[-1], "")


def _case(
    generator: str, rng: random.Random, files: list[tuple[str, str]]
) -> tuple[str, list[tuple[str, str]], bool, str]:
    """(answer, files meant, whether usable is wrong, what was varied)."""
    path, content = rng.choice(files)
    meant = [(path, content)]
    doc = model_doc(meant)
    lines = content.rstrip("\n").split("\n")
    if generator == "harmless-change":
        sentence = rng.choice(HARMLESS_CHANGES).format(p=path)
        return doc + "\n" + sentence + "\n", meant, True, sentence
    if generator == "colon-change":
        if rng.random() < 0.5:
            after = rng.choice(COLON_LISTS).format(p=path)
        else:
            line = rng.choice([x for x in lines if x.strip()])
            after = rng.choice(COLON_QUOTES).format(p=path) + "\n\n"
            after += _fence(line, _language(path))
        return doc + "\n" + after, meant, True, after.split("\n", 1)[0]
    if generator in ("rewrite-quote", "shorter-rewrite8"):
        code = [f for f in files if f[0].endswith((".py", ".js")) and f[1].count("\n") > 1]
        path, content = rng.choice(code)
        lines = content.rstrip("\n").split("\n")
        cut = rng.randrange(1, len(lines))
        prose = rng.choice(REWRITES if generator == "rewrite-quote" else REWRITES8)
        text = model_doc([(path, content)]) + "\n" + prose.format(p=path) + "\n\n"
        text += _fence("\n".join(lines[:cut]), _language(path))
        return text, [(path, content)], True, f"{prose} cut {cut}/{len(lines)}"
    if generator == "quoted-rewrite":
        at = rng.randrange(len(lines))
        changed = [
            *lines[:at],
            lines[at] + " + 1" if lines[at].strip() else "x = 1",
            *lines[at + 1 :],
        ]
        text = doc + f"\nFinal version of {path}:\n\n"
        text += "".join(f"> {x}".rstrip() + "\n" for x in changed)
        return text, meant, True, f"line {at + 1}"
    if generator == "correction-other":
        prose = rng.choice(CORRECTIONS)
        if len(lines) > 1 and rng.random() < 0.5:
            cut = rng.randrange(1, len(lines))
            block = _fence("\n".join(lines[:cut]), _language(path))
            varied = f"{prose} cut {cut}/{len(lines)}"
        else:
            at = rng.randrange(len(lines))
            changed = [
                *lines[:at],
                lines[at] + " + 1" if lines[at].strip() else "x",
                *lines[at + 1 :],
            ]
            block = "".join(f"> {x}".rstrip() + "\n" for x in changed)
            varied = f"{prose} quote, line {at + 1}"
        return doc + "\n" + prose + "\n\n" + block, meant, True, varied
    if generator == "elision9":
        python = [f for f in files if f[0].endswith(".py")]
        path, content = rng.choice(python)
        lines = content.rstrip("\n").split("\n")
        at = rng.randrange(0, len(lines) + 1)  # the first and last line too
        near = lines[at - 1] if at else lines[0]
        indent = near[: len(near) - len(near.lstrip())]
        phrase = rng.choice(ELISIONS)
        lines.insert(at, indent + phrase)
        meant = [(path, "\n".join(lines) + "\n")]
        return model_doc(meant), meant, True, f"{phrase} at {at}/{len(lines) - 1}"
    if generator == "json-dots":
        json_files = [f for f in files if f[0].endswith(".json") and f[1].count("\n") > 3]
        path, content = rng.choice(json_files)
        lines = content.rstrip("\n").split("\n")
        start = rng.randrange(1, len(lines) - 1)
        stop = rng.randrange(start + 1, len(lines))
        indent = lines[start][: len(lines[start]) - len(lines[start].lstrip())]
        elided = "\n".join([*lines[:start], indent + "...", *lines[stop:]]) + "\n"
        suffix = rng.choice([".ipynb", ".geojson", ".json"])
        meant = [(path.rsplit(".", 1)[0] + suffix, elided)]
        return model_doc(meant), meant, True, suffix
    if generator == "fence-in-string":
        code = [f for f in files if f[0].endswith((".py", ".js"))]
        path, content = rng.choice(code)
        lines = content.rstrip("\n").split("\n")
        tops = [n for n in range(len(lines) + 1) if n == len(lines) or not lines[n][:1].isspace()]
        at = rng.choice(tops)
        block = "```" + rng.choice(["", "python", "bash"]) + "\nexample\n```"
        if path.endswith(".py"):
            inserted = f'EXAMPLE = """\n{block}\n"""'
        else:
            inserted = f"const EXAMPLE = `\n{block}\n`;"
        lines.insert(at, inserted)
        first = (path, "\n".join(lines) + "\n")
        other = rng.choice([f for f in files if f[0] != path and "```" not in f[1]])
        meant = [first, other] if rng.random() < 0.5 else [other, first]
        text = "Here are the files.\n\n"
        for name, body in meant:
            # (three backticks, as models write them: a longer fence has no second reading)
            text += f"### `{name}`\n\n```{_language(name)}\n{body}```\n\n"
        return text, meant, False, f"{path} at {at}/{len(lines) - 1} {block.split(chr(10))[0]!r}"
    # closing-control
    sentence = rng.choice(CLOSINGS).format(p=path)
    return doc + "\n" + sentence + "\n", meant, False, sentence


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--examples", type=int, default=2)
    args = parser.parse_args()
    files = corpus(random.Random(args.seed))
    print(f"corpus {len(files)} files, seed {args.seed}")
    generators = (
        "harmless-change",
        "colon-change",
        "rewrite-quote",
        "quoted-rewrite",
        "correction-other",
        "elision9",
        "json-dots",
        "closing-control",
        "shorter-rewrite8",
        "fence-in-string",
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
