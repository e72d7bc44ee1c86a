"""Hunt 11 on the readers: second versions after the end marker outside Markdown's quote/fence
shapes, run sentences in other languages, elisions without the listed words, and ordinary
answers refused, counted over real files.

    python benchmarks/hunt_hunt11-readers.py [--count 150] [--seed 11] [--examples 2]

Real files: the corpus of ``hunt_hunt7-readers.py`` (the running interpreter's standard library
and ``/usr/lib/node_modules``). Each answer is a document in our format written as a model
writes it, read back with ``parse_response`` and sorted: ``exact`` (usable with exactly the
files meant), ``refused`` (not usable) or ``WRONG`` (usable with other files, or usable where
the answer must be refused). Generators:

- ``html-rewrite``: a real ``.py``/``.js`` file, then that file with one line changed in a
  ``<pre>``, ``<pre><code>``, ``<xmp>`` or ``<textarea>`` block (usable is WRONG);
- ``bare-rewrite``: the same, as bare lines with no intro (usable is WRONG);
- ``table-row``: a real file, then a Markdown table row holding its first line changed;
- ``run-with-other-language``: a real file, then "run it with `<first line changed>`" in
  Portuguese, Spanish, French, German or Italian (usable is WRONG);
- ``etc-elision``: a real ``.py`` file with two top-level functions in a row replaced by a
  comment without the listed words (usable is WRONG);
- ``closing-control11``: a real file, then an ordinary closing (every refusal is a false
  refusal);
- ``quote-elision-control``: a real ``.md`` page with a quotation holding ``[...]`` put in
  (every refusal is a false refusal).

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

HTML = [
    ("<pre>\n", "</pre>"),
    ('<pre><code class="language-python">\n', "</code></pre>"),
    ("<xmp>\n", "</xmp>"),
    ("<textarea>\n", "</textarea>"),
]
RUN_WITH = [
    "Execute `{p}` com `{line}`.",
    "Ejecuta `{p}` con `{line}`.",
    "Lancez `{p}` avec `{line}`.",
    "Starten Sie `{p}` mit `{line}`.",
    "Esegui `{p}` con `{line}`.",
]
NOTES = ["# etc", "# and so on", "# {a}() and {b}() go here", "# keep {a}() and {b}()"]
CLOSINGS = [
    "Note: {p} is final; the rest of the project is unchanged.",
    "Want me to add tests for {p}?",
    "- `{p}`: the whole module",
    "| File | Purpose |\n|---|---|\n| `{p}` | the module |",
    "{p} is complete; run it as before; nothing else is needed.",
]
_DEF = re.compile(r"^def (\w+)\(", re.M)


def _outcome(text: str, meant: list[tuple[str, str]], must_refuse: bool) -> str:
    result = parse_response(text)
    if not result.usable:
        return "refused"
    got = [(f.file_path, f.content) for f in result.code.files]
    return "WRONG" if must_refuse or got != meant else "exact"


def _pick(
    rng: random.Random, files: list[tuple[str, str]], suffixes: tuple[str, ...]
) -> tuple[str, str]:
    while True:
        path, content = rng.choice(files)
        if path.endswith(suffixes) and content.count("\n") >= 3 and "```" not in content:
            return path, content


def _changed(rng: random.Random, content: str) -> str:
    lines = content.rstrip("\n").split("\n")
    at = rng.randrange(len(lines))
    lines[at] = (lines[at] + "  # changed") if lines[at].strip() else "x = 2  # new"
    return "\n".join(lines) + "\n"


def _first_changed(content: str) -> str:
    first = content.split("\n", 1)[0].strip().replace("`", "").replace("|", "") or "x"
    return first[:40] + " # v2"


def _case(
    generator: str, rng: random.Random, files: list[tuple[str, str]]
) -> tuple[str, list[tuple[str, str]], bool, str]:
    """One answer: (text, the files meant, whether usable is wrong, what was varied)."""
    if generator in ("html-rewrite", "bare-rewrite"):
        path, content = _pick(rng, files, (".py", ".js"))
        meant = [(path, content)]
        new = _changed(rng, content)
        if generator == "bare-rewrite":
            return model_doc(meant) + "\n" + new, meant, True, path
        start, end = rng.choice(HTML)
        return model_doc(meant) + "\n" + start + new + end + "\n", meant, True, start.strip()
    if generator in ("table-row", "run-with-other-language", "closing-control11"):
        path, content = _pick(rng, files, (".py", ".js", ".md", ".rst", ".txt", ".json"))
        meant = [(path, content)]
        line = _first_changed(content)
        if generator == "table-row":
            tail = f"| line | now |\n|---|---|\n| 1 | `{line}` |"
        elif generator == "run-with-other-language":
            tail = rng.choice(RUN_WITH).format(p=path, line=line)
        else:
            tail = rng.choice(CLOSINGS).format(p=path)
        return model_doc(meant) + "\n" + tail + "\n", meant, generator != "closing-control11", tail
    if generator == "etc-elision":
        while True:
            path, content = rng.choice(files)
            starts = [m.start() for m in _DEF.finditer(content)] if path.endswith(".py") else []
            if len(starts) >= 4:
                break
        at = rng.randrange(1, len(starts) - 2)
        names = [m.group(1) for m in _DEF.finditer(content)]
        note = rng.choice(NOTES).format(a=names[at], b=names[at + 1])
        cut = content[: starts[at]] + note + "\n\n\n" + content[starts[at + 2] :]
        meant = [(path, cut)]
        return model_doc(meant), meant, True, note
    # quote-elision-control
    while True:
        path, content = rng.choice(files)
        lines = content.split("\n")
        if path.endswith(".md") and len(lines) >= 8:
            break
    at = rng.randrange(2, len(lines) - 2)
    quoted = ["", "> The first sentence of it.", ">", "> [...]", ">", "> The last one.", ""]
    page = "\n".join([*lines[:at], *quoted, *lines[at:]])
    meant = [(path, page)]
    return model_doc(meant), meant, False, f"quote at line {at}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=150)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--examples", type=int, default=2)
    args = parser.parse_args()
    files = corpus(random.Random(args.seed))
    print(f"corpus {len(files)} files, seed {args.seed}")
    generators = (
        "html-rewrite",
        "bare-rewrite",
        "table-row",
        "run-with-other-language",
        "etc-elision",
        "closing-control11",
        "quote-elision-control",
    )
    for number, generator in enumerate(generators):
        rng = random.Random(args.seed * 1000 + number)
        counts: Counter[str] = Counter()
        examples: list[str] = []
        for _ in range(args.count):
            text, meant, must_refuse, how = _case(generator, rng, files)
            outcome = _outcome(text, meant, must_refuse)
            counts[outcome] += 1
            bad = outcome == "WRONG" or (outcome == "refused" and not must_refuse)
            if bad and len(examples) < args.examples:
                examples.append(f"    {outcome}: {meant[0][0]}: {how[:100]!r}")
        print(
            f"{generator} tried {args.count} exact {counts['exact']} "
            f"refused {counts['refused']} WRONG {counts['WRONG']}"
        )
        print("\n".join(examples))


if __name__ == "__main__":
    main()
