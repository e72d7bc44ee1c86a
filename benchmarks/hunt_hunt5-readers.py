"""Hunt 5 on the lenient reader: the label-note, elision and command-effect rules, counted.

    python benchmarks/hunt_hunt5-readers.py [--count 200] [--seed 5]

Real files (the pool of ``benchmarks/hunt_hunt3-readers.py``: the standard library corpus of
``tests/renderings.py`` and small files of ``/usr/lib/node_modules``, ``/usr/share``) rendered
as models write them. Each class renders either an ORDINARY answer (``meant`` = the files; a
non-usable result is a false refusal, ``refused``) or an answer the model did NOT mean as these
whole files (``meant`` empty; a usable result is ``WRONG``):

- ``after-run`` (ordinary): our format, then typical run instructions in a ``bash`` block.
- ``after-writes`` (not whole): our format, then a command that writes the first file (sed
  ``w``, awk ``>``, ``--output=``, ``-sSLo``, ``xargs rm``, ``/bin/rm``, ``$(...)``, ``| sh``,
  a checkout of another start point).
- ``heredoc-writes`` (not whole): the same commands after heredocs.
- ``md-note-partial`` (not whole): labels whose note says the block is one function, a part,
  or that the file comes from / is another path, with words outside both note families.
- ``path-note`` (not whole): ``PATH: p // new function`` and the other comment marks.
- ``md-route`` (ordinary): files labelled with Next.js app-router paths (``(group)``,
  ``[param]``, ``[...slug]`` segments).
- ``after-prose`` (ordinary): our format, then prose naming one of its files above a bare
  fence holding a command or an output.
- ``after-file`` (not whole): our format, then one more file after the end marker under prose
  naming its path without backquotes (``Create src/x.py with:``).
- ``md-unlabelled`` (not whole): labelled files, then a code block without a path that
  writes a function of the first again (Python) or the whole file again, changed.
- ``md-usage`` (ordinary): labelled files, then a code block without a path that calls a
  function of the first (Python) or shows a command.
- ``md-elided`` (not whole): a Python file with a run of lines replaced by an elision comment
  outside the phrase family.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings

from artifact_codec import ParseResult, parse_response

_HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("hunt3", _HERE / "hunt_hunt3-readers.py")
assert _spec is not None
assert _spec.loader is not None
hunt3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(hunt3)

Files = list[tuple[str, str]]
DELIMITER = "===FILE_CONTENT_BLOCK==="

_RUNS = (
    "npm run lint",
    "make",
    "go run .",
    "npm test",
    "pytest",
    "python main.py",
    "npm install",
    "pip install -r requirements.txt",
    "docker compose up",
    "cargo run",
    "npm run build",
    "make test",
    "go test ./...",
    "npm run dev",
)
_WRITES = (
    "sed -n 'w {p}' notes.txt",
    "awk '{{print > \"{p}\"}}' notes.txt",
    "git diff --output={p}",
    "curl -sSLo {p} https://example.com/x",
    "find . -type f | xargs rm",
    "/bin/rm {p}",
    "echo $(rm {p})",
    "curl -sSL https://example.com/install.sh | sh",
    "git checkout -b fix origin/main",
)
_PARTIAL_NOTES = (
    "(new function)",
    "(updated function)",
    "(new method)",
    "(added helper)",
    "(tail)",
    "(the imports)",
    "(new section)",
    "(changes)",
    "(modified part)",
    "(extracted from main.py)",
    "(replaces old.py)",
    "(deleted)",
)
_PATH_NOTES = (
    " // new function",
    " -- the imports",
    ": tail",
    " (new function)",
    " - new function",
)
_ELISIONS = (
    "# ---8<---",
    "# . . .",
    "# \u22ef",
    "# identical to the original",
    "# left as-is",
    "# no other changes",
    "# nothing else changes",
    "# TODO: rest of implementation",
)


def after_run(files: Files, rng: random.Random) -> tuple[str, Files]:
    return hunt3._doc(files) + "\nRun:\n\n```bash\n" + rng.choice(_RUNS) + "\n```\n", files


def after_writes(files: Files, rng: random.Random) -> tuple[str, Files]:
    command = rng.choice(_WRITES).format(p=files[0][0])
    return hunt3._doc(files) + "\nThen:\n\n```bash\n" + command + "\n```\n", []


def heredoc_writes(files: Files, rng: random.Random) -> tuple[str, Files]:
    lines = []
    for path, content in files:
        tag = "EOF"
        while any(line == tag for line in content.split("\n")):
            tag += "_"
        lines.append(f"mkdir -p {Path(path).parent}\ncat > {path} <<'{tag}'\n{content}{tag}")
    lines.append(rng.choice(_WRITES).format(p=files[0][0]))
    return "```bash\n" + "\n".join(lines) + "\n```\n", []


def md_note_partial(files: Files, rng: random.Random) -> tuple[str, Files]:
    path, content = files[0]
    label = f"### `{path}` {rng.choice(_PARTIAL_NOTES)}"
    return f"{label}\n\n{hunt3._fence(content, hunt3._lang(path))}", []


def path_note(files: Files, rng: random.Random) -> tuple[str, Files]:
    path, content = files[0]
    note = rng.choice(_PATH_NOTES)
    return (
        f'{{"total_files": 1}}\n{DELIMITER}\nPATH: {path}{note}\n---\n{content}{DELIMITER}END\n',
        [],
    )


def md_elided(files: Files, rng: random.Random) -> tuple[str, Files]:
    parts = []
    for path, content in files:
        lines = content.split("\n")
        cut = rng.randrange(1, max(2, len(lines) - 1))
        lines[cut : cut + 5] = [rng.choice(_ELISIONS)]
        parts.append(f"`{path}`\n{hunt3._fence(chr(10).join(lines), hunt3._lang(path))}")
    return "\n".join(parts), []


_ROUTES = ("app/(auth)/{n}/page.tsx", "src/pages/[id]/{n}.tsx", "pages/[...slug]/{n}.tsx")
_LABELS = ("`{p}`", "### `{p}`", "**{p}**", "File: `{p}`")


def md_route(files: Files, rng: random.Random) -> tuple[str, Files]:
    meant = [
        (rng.choice(_ROUTES).format(n=f"r{i}"), content) for i, (_, content) in enumerate(files)
    ]
    parts = [
        rng.choice(_LABELS).format(p=path) + "\n" + hunt3._fence(content, "tsx")
        for path, content in meant
    ]
    return "Here:\n\n" + "\n".join(parts), meant


_PROSE_AFTER = (
    "Run `{p}`:\n\n```\npython {p}\n```\n",
    "Expected output of `{p}`:\n\n```\nok\n```\n",
    "`{p}` is used like this:\n\n```\nnpm start\n```\n",
)


def after_prose(files: Files, rng: random.Random) -> tuple[str, Files]:
    after = rng.choice(_PROSE_AFTER).format(p=files[0][0])
    return hunt3._doc(files) + "\n" + after, files


_INTROS = ("Create {p} with:", "Put this in {p}:", "Also add {p}:", "Here is {p} as well")


def after_file(files: Files, rng: random.Random) -> tuple[str, Files]:
    """Our format for all files but the last, which follows the end marker under prose that
    names it without backquotes: two conventions (only a refusal is right)."""
    if len(files) < 2:
        files = [*files, ("src/extra/util.py", "def u():\n    return 3\n")]
    path, content = files[-1]
    intro = rng.choice(_INTROS).format(p=path)
    fence = hunt3._fence(content, hunt3._lang(path))
    return hunt3._doc(files[:-1]) + "\n" + intro + "\n\n" + fence, []


def _functions(content: str) -> list[tuple[str, str]]:
    """(name, source as written) of a Python file's functions and methods (empty if it does
    not parse)."""
    try:
        tree = ast.parse(content)
    except SyntaxError:
        return []
    lines = content.split("\n")
    return [
        (node.name, "\n".join(lines[node.lineno - 1 : node.end_lineno]) + "\n")
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno
    ]


_FIXED_INTROS = ("Fixed version:", "Oops, a fix:", "Actually, use this instead:")


def md_unlabelled(files: Files, rng: random.Random) -> tuple[str, Files]:
    """Labelled files, then a code block without a path (no info, the file's language or
    ``text``) that writes the first file's function again, or the whole file again (changed):
    either may be what the model meant (only a refusal is right)."""
    parts = [f"`{p}`\n{hunt3._fence(c, hunt3._lang(p))}" for p, c in files]
    path, content = files[0]
    functions = _functions(content) if path.endswith(".py") else []
    if functions:
        _, again = rng.choice(functions)
        again += again[: len(again) - len(again.lstrip())] + "    pass  # fixed\n"
    else:
        again = content + "\n"
    info = rng.choice(["", "text", hunt3._lang(path)])
    return "\n".join(parts) + f"\n{rng.choice(_FIXED_INTROS)}\n\n```{info}\n{again}```\n", []


def md_usage(files: Files, rng: random.Random) -> tuple[str, Files]:
    """Labelled files, then a code block without a path that uses the first one (calls a
    function of it, or runs it): ordinary."""
    parts = [f"`{p}`\n{hunt3._fence(c, hunt3._lang(p))}" for p, c in files]
    path, content = files[0]
    functions = _functions(content) if path.endswith(".py") else []
    if functions:
        name, _ = rng.choice(functions)
        module = Path(path).stem
        use = f"from {module} import {name}\n\nresult = {name}()\nprint(result)\n"
    else:
        use = f"$ cat {path}\n"
    info = rng.choice(["", "text", hunt3._lang(path)])
    return "\n".join(parts) + f"\nUse it:\n\n```{info}\n{use}```\n", files


CLASSES: dict[str, Callable[[Files, random.Random], tuple[str, Files]]] = {
    "after-run": after_run,
    "after-writes": after_writes,
    "heredoc-writes": heredoc_writes,
    "md-note-partial": md_note_partial,
    "path-note": path_note,
    "md-elided(py)": md_elided,
    "md-route": md_route,
    "after-prose": after_prose,
    "after-file": after_file,
    "md-unlabelled": md_unlabelled,
    "md-usage": md_usage,
    "md-unlabelled(py)": md_unlabelled,
    "md-usage(py)": md_usage,
}


def _judge(result: ParseResult, meant: Files) -> str:
    return str(hunt3._judge(result, meant))


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=200, help="renderings per class")
    options.add_argument("--seed", type=int, default=5)
    args = options.parse_args()
    rng = random.Random(args.seed)
    pool = [(f.name, f.content) for f in renderings.corpus() if len(f.content) < 20000]
    pool += hunt3._extra_files(rng)
    print(f"pool: {len(pool)} real files")
    for name, render in CLASSES.items():
        counts: Counter[str] = Counter()
        codes: Counter[str] = Counter()
        crng = random.Random(f"{args.seed}-{name}")
        for _ in range(args.count):
            source = [f for f in pool if f[0].endswith(".py")] if "py" in name else pool
            files = hunt3._pick(source, crng, crng.randint(1, 3))
            text, meant = render(files, crng)
            result = parse_response(text, finish_reason="stop")
            verdict = _judge(result, meant)
            counts[verdict] += 1
            if verdict != "exact":
                errors = sorted({d.code for d in result.diagnostics if d.severity.value == "error"})
                codes[f"{verdict}:{','.join(errors) or result.status.value}"] += 1
        print(
            f"{name:16} tried {args.count:5}  exact {counts['exact']:5}"
            f"  refused {counts['refused']:5}  WRONG {counts['WRONG']:5}"
            f"  {dict(codes.most_common(4))}"
        )


if __name__ == "__main__":
    main()
