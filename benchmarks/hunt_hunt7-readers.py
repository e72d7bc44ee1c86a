"""Hunt 7 on the readers: the elision family and the reading after the end marker, counted.

    python benchmarks/hunt_hunt7-readers.py [--count 300] [--seed 7] [--examples 3]

Real files: text files of the running interpreter's standard library (``.py``, ``.md``,
``.rst``, ``.txt``, ``.json``) and of the globally installed npm packages under
``/usr/lib/node_modules`` (``.js``, ``.md``), when present. Each answer is a document in our
format written as a model writes it (no ``VERBATIM`` field), read back with ``parse_response``
and sorted: ``exact`` (usable with exactly the files meant), ``refused`` (not usable) or
``WRONG`` (usable with other files). Generators:

- ``real-files``: one or two real files, nothing after the end marker: every refusal is a
  false refusal (a real line taken for an elision);
- ``closing-prose``: the same with an ordinary closing sentence after the end marker that
  names a written file but changes nothing (``Run `python app.py` to start.``, advice to the
  user such as ``Replace YOUR_KEY in config.py with your key``, which the docs call advice):
  every refusal is a false refusal;
- ``change-prose``: a closing sentence that tells to change a written file: usable is WRONG;
- ``quoted-lines``: an explanation after the end marker quoting one to three lines of a
  written file under prose that says so (``The key part of {p} is:``): every refusal is a
  false refusal;
- ``elision``: a real ``.py``/``.js`` file with an elision comment idiom put between two of
  its lines: usable is WRONG.

Prints ``<generator> tried N exact E refused R WRONG W`` and a few examples of each refusal of
an ordinary answer and of each WRONG.
"""

from __future__ import annotations

import argparse
import os
import random
import sysconfig
from collections import Counter
from pathlib import Path

from artifact_codec import GeneratedFile, parse_response

MAX_BYTES = 20_000
SUFFIXES = (".py", ".md", ".rst", ".txt", ".json", ".js")


def _readable(path: Path) -> str | None:
    try:
        if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    bad = "\x00" in text or "\r" in text or "\ufeff" in text or "===FILE_CONTENT_BLOCK" in text
    if bad or not text.strip() or not text.endswith("\n") or text.endswith("\n\n"):
        return None
    return text


def corpus(rng: random.Random, per_suffix: int = 120) -> list[tuple[str, str]]:
    """(relative name, text) of real files, a fixed sample per suffix."""
    roots = [Path(sysconfig.get_paths()["stdlib"]), Path("/usr/lib/node_modules")]
    found: dict[str, list[tuple[Path, Path]]] = {s: [] for s in SUFFIXES}
    for root in roots:
        if not root.is_dir():
            continue
        for directory, subdirs, names in os.walk(root):
            subdirs[:] = sorted(d for d in subdirs if d not in ("site-packages", "__pycache__"))
            for name in sorted(names):
                suffix = Path(name).suffix
                if suffix in found:
                    found[suffix].append((root, Path(directory, name)))
    files: list[tuple[str, str]] = []
    for candidates in found.values():
        rng.shuffle(candidates)
        taken = 0
        for root, path in candidates:
            if taken >= per_suffix:
                break
            text = _readable(path)
            name = path.relative_to(root).as_posix()
            try:
                ok = GeneratedFile(file_path=name).file_path == name
            except ValueError:
                ok = False
            if text is not None and ok:
                files.append((name, text))
                taken += 1
    return files


def model_doc(files: list[tuple[str, str]]) -> str:
    lines = ['{"files_delimiter": "===FILE_CONTENT_BLOCK==="}', ""]
    for path, content in files:
        lines += ["===FILE_CONTENT_BLOCK===", f"PATH: {path}", "---", content.rstrip("\n"), ""]
    lines.append("===FILE_CONTENT_BLOCK===END")
    return "\n".join(lines) + "\n"


ORDINARY = [
    "Run `python {p}` to start.",
    "The {p} file handles routing.",
    "`{p}` is the entry point.",
    "Replace YOUR_KEY in {p} with your key.",
    "Open {p} in your editor to see how it works.",
    "You can run the tests with `pytest`.",
    "Feel free to adapt {p} to your needs.",
    "The new {p} replaces the old one.",
    "Save the files and run `node {p}`.",
    "Let me know if you want me to change {p}.",
    "This version of {p} removes the deprecated calls.",
    "If you prefer, you can rename {p} later.",
]
CHANGES = [
    "Also rename {p} to main.py.",
    "Delete {p}, it is no longer needed.",
    "{p} can go.",
    "You can now delete {p}.",
    "Don't forget to remove {p}.",
    "In {p}, change the first line to `import sys`.",
    "Add `import os` at the top of {p}.",
    "Merge {p} into app.py.",
    "Supprimez {p}.",
    "Lösche {p}.",
]
QUOTES = [
    "The key part of {p} is:",
    "In `{p}`, this line does the work:",
    "For example, {p} starts with:",
    "Note how {p} handles it:",
]
ELISIONS = [
    "{c} ... rest of {name} unchanged ...",
    "{c} rest of the file stays the same",
    "{c} implementation as above",
    "{c} (same as in step 2)",
    "{c} existing code",
    "{c} 其余代码保持不变",
    "{c} resto del código sin cambios",
    "{c} ... rest unchanged ...",
    "{c} ... existing code ...",
    "{c} other methods unchanged",
]


def _outcome(text: str, meant: list[tuple[str, str]], must_refuse: bool) -> tuple[str, str]:
    result = parse_response(text)
    codes = ",".join(sorted({d.code for d in result.diagnostics if d.code != "prose-after"}))
    if not result.usable:
        return "refused", codes
    got = [(f.file_path, f.content) for f in result.code.files]
    if must_refuse or got != meant:
        return "WRONG", codes
    return "exact", codes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--examples", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    files = corpus(random.Random(args.seed))
    code_files = [f for f in files if f[0].endswith((".py", ".js"))]
    print(f"corpus {len(files)} files ({len(code_files)} .py/.js), seed {args.seed}")
    generators = ("real-files", "closing-prose", "quoted-lines", "change-prose", "elision")
    for generator in generators:
        counts: Counter[str] = Counter()
        examples: list[str] = []
        for _ in range(args.count):
            must_refuse = generator in ("change-prose", "elision")
            meant = rng.sample(files, rng.choice((1, 2)))
            if len({p for p, _ in meant}) != len(meant):
                continue
            after = ""
            if generator == "elision":
                path, content = rng.choice(code_files)
                lines = content.split("\n")
                at = rng.randrange(1, len(lines))
                comment = "#" if path.endswith(".py") else "//"
                indent = lines[at - 1][: len(lines[at - 1]) - len(lines[at - 1].lstrip())]
                name = path.rsplit("/", 1)[-1]
                idiom = rng.choice(ELISIONS).format(c=comment, name=name)
                lines.insert(at, indent + idiom)
                meant = [(path, "\n".join(lines))]
            elif generator == "quoted-lines":
                path, content = rng.choice(meant)
                lines = [line for line in content.split("\n") if line.strip()]
                at = rng.randrange(len(lines))
                quoted = "\n".join(lines[at : at + rng.randint(1, 3)])
                fence = "````" if "```" in quoted else "```"
                prose = rng.choice(QUOTES).format(p=path)
                after = f"\n{prose}\n{fence}\n{quoted}\n{fence}\n"
            elif generator in ("closing-prose", "change-prose"):
                template = rng.choice(ORDINARY if generator == "closing-prose" else CHANGES)
                after = "\n" + template.format(p=rng.choice(meant)[0]) + "\n"
            outcome, codes = _outcome(model_doc(meant) + after, meant, must_refuse)
            counts[outcome] += 1
            bad = outcome == "WRONG" or (outcome == "refused" and not must_refuse)
            if bad and len(examples) < args.examples:
                shown = idiom if generator == "elision" else after.strip()
                examples.append(f"  {outcome}: {[p for p, _ in meant]} {shown!r} [{codes}]")
        print(
            f"{generator} tried {sum(counts.values())} exact {counts['exact']} "
            f"refused {counts['refused']} WRONG {counts['WRONG']}"
        )
        for line in examples:
            print(line)


if __name__ == "__main__":
    main()
