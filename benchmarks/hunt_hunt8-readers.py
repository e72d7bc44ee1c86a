"""Hunt 8 on the readers: new elision phrasings, change prose, the quote rule and scripts run
in another folder, counted over real files.

    python benchmarks/hunt_hunt8-readers.py [--count 300] [--seed 8] [--examples 2]

Real files: the corpus of ``hunt_hunt7-readers.py`` (the running interpreter's standard library
and ``/usr/lib/node_modules``). Each answer is a document in our format written as a model
writes it, read back with ``parse_response`` and sorted: ``exact`` (usable with exactly the
files meant), ``refused`` (not usable) or ``WRONG`` (usable with other files). Generators
(every one is a shape where usable is WRONG, except the two ``quote-control``):

- ``elision8``: a real ``.py``/``.js`` file with one of the phrasings of
  ``tests/test_hunt8_readers.py`` put between two of its lines, as a comment;
- ``change-prose8``: a closing sentence after the end marker that changes a written file;
- ``indent-fix``: a real ``.py`` file written with its indentation lost, then after the end
  marker ``Here is the fixed {p}:`` and the real file;
- ``diff-correction``: a real file, then after the end marker ``Oops, correction:`` and a
  ``diff`` block without headers changing one of its lines;
- ``shorter-rewrite``: a real file, then after the end marker its first lines, cut at a random
  line boundary, under prose that gives the file (``Final version of {p}:``);
- ``quote-control``: the same cut under prose that explains (``The key part of {p} is:``):
  every refusal there is a false refusal; ``quote-control-bare`` the same in a fence without
  a language;
- ``workspace-script``: a real ``.js`` file under ``web/``, a harmless root ``build`` and a
  formatting ``build`` in ``web/package.json``, run through a folder or workspace option.

Prints ``<generator> tried N exact E refused R WRONG W`` and a few examples of each WRONG.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
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

ELISIONS = [
    "everything below stays as-is",
    "... the remaining 200 lines ...",
    "... (20 more lines) ...",
    "le reste du fichier est identique",
    "resto invariato",
    "以下省略",
    "остальной код без изменений",
    "{...}",
    "the rest of your code",
    "... more tests ...",
    "... other fields",
    "(the original code continues here)",
    "...continues...",
    "~~~ unchanged ~~~",
]
CHANGES = [
    "Please also drop {p}.",
    "Get rid of {p}.",
    "Discard {p}.",
    "{p} must go.",
    "After saving, rename `{p}` to `main.py`.",
    "Once done, delete {p}.",
    "As for {p}, delete it.",
    "Fix the typo on line 2 of {p}.",
    "Put `import sys` at the top of {p}.",
    "Comment out line 5 of {p}.",
    "Rimuovi {p}.",
    "Удалите {p}.",
    "The helpers live in {p}. It can be deleted once you inline them.",
    "The helpers live in {p}. This file can be deleted.",
    "Move {p} under lib/.",
    "Delete {p} from your project.",
    "If everything works, delete {p}.",
]
REWRITES = [
    "Final version of {p}:",
    "Use this {p} instead:",
    "{p} should look like this:",
    "Actually, {p} only needs:",
    "New {p}:",
]
LANGUAGES = {"py": "python", "js": "javascript"}
QUOTES = ["The key part of {p} is:", "Note how {p} starts:"]
WORKSPACE = [
    "npm run build --prefix web",
    "npm run build -w web",
    "pnpm -C web build",
    "pnpm --filter web build",
    "yarn --cwd web build",
    "yarn workspace web build",
    "bun --cwd web run build",
]


def _outcome(text: str, meant: list[tuple[str, str]], must_refuse: bool) -> str:
    result = parse_response(text)
    if not result.usable:
        return "refused"
    got = [(f.file_path, f.content) for f in result.code.files]
    return "WRONG" if must_refuse or got != meant else "exact"


def _fence(body: str, language: str = "") -> str:
    mark = "````" if "```" in body else "```"
    return f"{mark}{language}\n{body}\n{mark}\n"


def _case(
    generator: str, rng: random.Random, files: list[tuple[str, str]]
) -> tuple[str, list[tuple[str, str]], bool, str]:
    """(answer, files meant, whether usable is wrong, what was varied)."""
    code = [f for f in files if f[0].endswith((".py", ".js"))]
    python = [f for f in files if f[0].endswith(".py")]
    if generator == "elision8":
        path, content = rng.choice(code)
        lines = content.split("\n")
        at = rng.randrange(1, len(lines))
        indent = lines[at - 1][: len(lines[at - 1]) - len(lines[at - 1].lstrip())]
        phrase = rng.choice(ELISIONS)
        lines.insert(at, indent + ("# " if path.endswith(".py") else "// ") + phrase)
        meant = [(path, "\n".join(lines))]
        return model_doc(meant), meant, True, phrase
    if generator == "change-prose8":
        meant = rng.sample(files, 2)
        sentence = rng.choice(CHANGES).format(p=rng.choice(meant)[0])
        return model_doc(meant) + "\n" + sentence + "\n", meant, True, sentence
    if generator == "indent-fix":
        while True:
            path, content = rng.choice(python)
            broken = "\n".join(line.lstrip() for line in content.split("\n"))
            if broken != content:
                break
        text = model_doc([(path, broken)])
        text += f"\nOops, the indentation got lost. Here is the fixed {path}:\n\n"
        text += _fence(content.rstrip("\n"), "python")
        return text, [(path, content)], True, path
    path, content = rng.choice(code)
    if generator == "diff-correction":
        lines = content.rstrip("\n").split("\n")
        at = rng.randrange(1, len(lines)) if len(lines) > 1 else 0
        old = lines[at]
        new = old + " + 1" if old.strip() else "pass"
        hunk = ([" " + lines[at - 1]] if at else []) + ["-" + old, "+" + new]
        fixed = "\n".join([*lines[:at], new, *lines[at + 1 :]]) + "\n"
        text = (
            model_doc([(path, content)])
            + "\nOops, correction:\n\n"
            + _fence("\n".join(hunk), "diff")
        )
        return text, [(path, fixed)], True, f"line {at + 1}"
    if generator in ("shorter-rewrite", "quote-control", "quote-control-bare"):
        lines = content.rstrip("\n").split("\n")
        cut = rng.randrange(1, len(lines)) if len(lines) > 1 else 1
        prose = rng.choice(REWRITES if generator == "shorter-rewrite" else QUOTES)
        text = model_doc([(path, content)]) + "\n" + prose.format(p=path) + "\n\n"
        language = "" if generator.endswith("bare") else LANGUAGES[path.rsplit(".", 1)[-1]]
        text += _fence("\n".join(lines[:cut]), language)
        wrong = generator == "shorter-rewrite"
        return text, [(path, content)], wrong, f"{prose} cut {cut}/{len(lines)}"

    # workspace-script
    def package(build: str) -> str:
        return json.dumps({"name": "x", "scripts": {"build": build}}, indent=2) + "\n"

    meant = [
        ("package.json", package("tsc")),
        ("web/package.json", package("prettier --write .")),
        ("web/" + path.rsplit("/", 1)[-1], content),
    ]
    command = rng.choice(WORKSPACE)
    text = model_doc(meant) + "\nThen run:\n\n```bash\n" + command + "\n```\n"
    return text, meant, True, command


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--examples", type=int, default=2)
    args = parser.parse_args()
    files = corpus(random.Random(args.seed))
    print(f"corpus {len(files)} files, seed {args.seed}")
    generators = (
        "elision8",
        "change-prose8",
        "indent-fix",
        "diff-correction",
        "shorter-rewrite",
        "quote-control",
        "quote-control-bare",
        "workspace-script",
    )
    for number, generator in enumerate(generators):
        rng = random.Random(args.seed * 1000 + number)
        counts: Counter[str] = Counter()
        examples: list[str] = []
        for _ in range(args.count):
            text, meant, must_refuse, varied = _case(generator, rng, files)
            if len({p for p, _ in meant}) != len(meant):
                continue
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
