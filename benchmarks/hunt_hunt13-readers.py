"""Hunt 13 on the readers: elision lines in shapes fix-elide14's rules do not read, put into
real files, counted.

Each generator takes real files (standard-library modules for Python shapes, npm's own
Markdown pages for page notes), replaces a run of top-level functions (or the sections
after the first heading) by one elision line, writes the file in our format as a model
writes it and reads it back with ``parse_response``: ``exact`` (usable with the file as
sent, only for the ``control`` generator, which elides nothing), ``refused`` (not usable)
or ``WRONG`` (usable over an elided file).

    python benchmarks/hunt_hunt13-readers.py [--count N] [--seed S]

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

PYTHON_NOTES = {
    "docstring/dots-first": '"""... rest unchanged ..."""',
    "docstring/words-first": '"""Rest of the module unchanged..."""',
    "docstring/raw-prefix": 'r"""... rest unchanged ..."""',
    "docstring/single-quotes": "'... rest unchanged ...'",
    "docstring/trailing-comment": '"""... rest unchanged ..."""  # pragma: no cover',
    "docstring/own-lines": '"""\n... rest unchanged ...\n"""',
    "weak/etc": "# etc",
    "weak/et-cetera": "# et cetera",
    "weak/etcetera": "# etcetera",
    "weak/usw": "# usw.",
    "weak/dengdeng": "# \u7b49\u7b49",
    "names/keep": "# keep {b}() and {c}()",
    "names/keep-as-is": "# keep {b}() and {c}() as is",
    "names/leave-untouched": "# leave {b}() and {c}() untouched",
    "names/keep-helper-functions": "# keep helper functions {b} and {c}",
}
PAGE_NOTES = {
    "page/bare-dots": "[...]",
    "page/bare-dots-list-item": "- [...]",
    "page/sections-note": "_({names} sections unchanged)_",
    "page/sections-note-lower": "_({lower} sections unchanged)_",
    "page/sections-note-list-item": "- _({names} sections unchanged)_",
}
_TOP_DEF = re.compile(r"^def (\w+)\(", re.MULTILINE)
_HEADING = re.compile(r"^(#{2,3}) +(\S[^\n]*)$", re.MULTILINE)


def document(path: str, content: str) -> str:
    """One file in our format as a model writes it."""
    return "\n".join(
        [
            '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}',
            "",
            "===FILE_CONTENT_BLOCK===",
            f"PATH: {path}",
            "---",
            content.rstrip("\n"),
            "",
            "===FILE_CONTENT_BLOCK===END",
            "",
        ]
    )


def elided_module(content: str, note: str, rng: random.Random) -> str | None:
    """``content`` with two or more top-level functions in a row replaced by ``note``."""
    defs = list(_TOP_DEF.finditer(content))
    if len(defs) < 4:
        return None
    first = rng.randrange(1, len(defs) - 2)
    start, end = defs[first].start(), defs[first + 2].start()
    names = {"b": defs[first].group(1), "c": defs[first + 1].group(1)}
    body = content[:start] + note.format(**names) + "\n\n\n" + content[end:]
    if any(re.search(rf"\bdef {name}\(", body) for name in names.values()):
        return None
    return body


def elided_page(content: str, note: str) -> str | None:
    """``content`` with every section after its first second-level heading replaced."""
    headings = list(_HEADING.finditer(content))
    if len(headings) < 3:
        return None
    cut = headings[1].start()
    titles = [h.group(2).strip() for h in headings[1:3]]
    if any(not t[:1].isupper() or not re.fullmatch(r"[\w -]+", t) for t in titles):
        return None
    names = " and ".join(titles)
    return content[:cut] + note.format(names=names, lower=names.lower()) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    modules = sorted(p for p in stdlib.glob("*.py") if p.is_file())
    pages = sorted(p for p in Path("/usr/lib/node_modules").rglob("*.md") if p.is_file())
    generators = [("control", "py", "")] + [(n, "py", t) for n, t in PYTHON_NOTES.items()]
    generators += [(n, "md", t) for n, t in PAGE_NOTES.items()]
    for generator, kind, note in generators:
        rng = random.Random(f"{args.seed}/{generator}")
        counts: Counter[str] = Counter()
        example = ""
        sources = modules if kind == "py" else pages
        tries = 0
        while sum(counts.values()) < args.count and tries < 50 * args.count:
            tries += 1
            path = rng.choice(sources)
            try:
                content = path.read_text("utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            if generator == "control":
                body: str | None = content
            elif kind == "py":
                body = elided_module(content, note, rng)
            else:
                body = elided_page(content, note)
            if body is None:
                continue
            name = path.name
            result = parse_response(document(name, body))
            if not result.usable:
                counts["refused"] += 1
            elif generator == "control" and [f.content for f in result.code.files] == [body]:
                counts["exact"] += 1
            else:
                counts["WRONG"] += 1
                example = example or f"    {path}"
        print(
            f"{generator} tried {sum(counts.values())} exact {counts['exact']} "
            f"refused {counts['refused']} WRONG {counts['WRONG']}"
        )
        if example:
            print(example)


if __name__ == "__main__":
    main()
