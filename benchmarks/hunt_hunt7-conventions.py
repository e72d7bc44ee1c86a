"""Hunt 7 on the convention readers: which fence line closes a file, counted.

    python benchmarks/hunt_hunt7-conventions.py [--count 60] [--seed 7]

Real files (the standard library corpus of ``tests/renderings.py``, npm's own README.md files
under /usr/lib/node_modules, which hold fences of every kind) rendered in the fenced
conventions (a backquoted label line then a fence, a path in the info string, v0's
``file="..."``, AutoGen's ``# filename:`` first line), mutated: the closing fence missing (the
next label follows), glued to the last line, doubled, CRLF lines, a Python string holding a
fence (``DOC = \"\"\"`` then a ```` ```python ```` block or a bare ```` ``` ````), a
last block without a path holding markup lines whose closing fence is missing (``tail-tags``).
``meant`` is the files as the model wrote them (AutoGen keeps its first line). A usable result
over other files is ``WRONG``; a non-usable one is ``refused``. Prints
``<conv> <mutation> tried N exact E refused R WRONG W`` and a total per convention.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings

from artifact_codec import parse_response

Files = list[tuple[str, str]]
_LANG = {"py": "python", "md": "markdown", "json": "json", "js": "javascript"}


def _lang(path: str) -> str:
    return _LANG.get(path.rsplit(".", 1)[-1], "")


def _open(conv: str, path: str) -> str:
    if conv == "label":
        return f"`{path}`:\n```{_lang(path)}\n"
    if conv == "info":
        return f"```{_lang(path)} {path}\n"
    if conv == "v0":
        return f'```{_lang(path)} file="{path}"\n'
    return f"```{_lang(path)}\n# filename: {path}\n"


def _node_readmes() -> list[renderings.CorpusFile]:
    root = Path("/usr/lib/node_modules")
    found = []
    for path in sorted(root.rglob("README.md")) if root.is_dir() else []:
        try:
            text = path.read_text("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if 200 < len(text) < 40_000 and "\r" not in text and text.endswith("\n"):
            name = "docs/" + path.relative_to(root).as_posix().replace("/", "_")
            found.append(renderings.CorpusFile(name, text))
    return found


def _string_fence(content: str, rng: random.Random) -> str:
    lines = content.split("\n")
    at = rng.randrange(len(lines))
    while at and lines[at - 1][:1] in (" ", "\t"):  # keep the string at the top level
        at -= 1
    inner = rng.choice(['DOC = """\n```python\nprint(1)\n```\n"""', 'FENCE = """\n```\n"""'])
    lines.insert(at, inner)
    return "\n".join(lines)


def _render(conv: str, files: Files, mutation: str, rng: random.Random) -> tuple[str, Files]:
    """The answer and the files meant."""
    out, meant = "", []
    victim = rng.randrange(len(files))
    for i, (path, content) in enumerate(files):
        if mutation == "string-fence" and path.endswith(".py"):
            content = _string_fence(content, rng)
        kept = (f"# filename: {path}\n" if conv == "autogen" else "") + content
        meant.append((path, kept))
        body = _open(conv, path) + content
        if i == victim and mutation == "missing" and i + 1 < len(files):
            out += body + "\n"
        elif i == victim and mutation == "glued":
            out += body.rstrip("\n") + "```\n\n"
        elif i == victim and mutation == "extra":
            out += body + "```\n```\n\n"
        else:
            out += body + "```\n\n"
    if mutation == "tail-tags":
        # prose, then a block without a path whose closing fence is missing (or the answer
        # was cut there), holding markup lines only: the files end where they were closed
        tags = rng.choice(["<html>\n</html>\n", "<App />\n", "<p>hi</p>\n<br>\n", "<div>\n"])
        out += rng.choice(["And the template:\n\n", "The page:\n", ""]) + "```\n" + tags
    if mutation == "crlf":
        out = out.replace("\n", "\r\n")
        meant = [(p, c.replace("\n", "\r\n")) for p, c in meant]
    return "Here are the files.\n\n" + out, meant


def _same(got: Files, meant: Files) -> bool:
    return len(got) == len(meant) and all(
        gp == mp and gc in (mc, mc + "\n", mc + "\r\n")
        for (gp, gc), (mp, mc) in zip(got, meant, strict=True)
    )


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=60, help="renderings per class")
    options.add_argument("--seed", type=int, default=7, help="seed of the renderings")
    options.add_argument("--show", action="store_true", help="print each WRONG answer")
    args = options.parse_args()
    stdlib = [f for f in renderings.corpus() if f.content.strip()]
    readmes = _node_readmes()
    pick: Callable[[random.Random], Files]

    def pick(rng: random.Random) -> Files:
        n = rng.randint(2, 3)
        chosen = rng.sample(stdlib, n)
        if readmes and rng.random() < 0.5:
            chosen[rng.randrange(n)] = rng.choice(readmes)
        names = [f.name for f in chosen]
        return [(f.name, f.content) for f in chosen] if len(set(names)) == n else pick(rng)

    for conv in ("label", "info", "v0", "autogen"):
        total: Counter[str] = Counter()
        for mutation in (
            "none",
            "missing",
            "glued",
            "extra",
            "crlf",
            "string-fence",
            "tail-tags",
        ):
            rng = random.Random(f"{args.seed}-{conv}-{mutation}")
            row: Counter[str] = Counter()
            for _ in range(args.count):
                text, meant = _render(conv, pick(rng), mutation, rng)
                result = parse_response(text)
                got = (
                    [(f.file_path, f.content) for f in result.code.files] if result.usable else None
                )
                if got is None:
                    verdict = "refused"
                elif _same(got, meant):
                    verdict = "exact"
                else:
                    verdict = "WRONG"
                    if args.show:
                        print("-----", conv, mutation, result.status, [p for p, _ in got])
                        print([d.code for d in result.diagnostics])
                        print(text[:3000])
                row["tried"] += 1
                row[verdict] += 1
            total.update(row)
            print(
                f"{conv} {mutation} tried {row['tried']} exact {row['exact']} "
                f"refused {row['refused']} WRONG {row['WRONG']}",
                flush=True,
            )
        print(
            f"{conv} tried {total['tried']} exact {total['exact']} "
            f"refused {total['refused']} WRONG {total['WRONG']}",
            flush=True,
        )


if __name__ == "__main__":
    main()
