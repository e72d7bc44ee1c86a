"""Hunt 13 on the convention readers (fix-runs11's write rule, legacy keys, JSON reports), counted.

    python benchmarks/hunt_hunt13-conventions.py [--count 30] [--seed 13]

Real files (the standard library corpus of ``tests/renderings.py``) rendered as models write
them, with fixed seeds. ``meant`` is given per generator; a usable result whose files are not
what the model meant is ``WRONG``:

``inline <cmd> <head>``: files (labelled Markdown or our format), then a bash block whose
inline program or ``touch`` writes another file (``node -e``, ``python -c``, ``sh -c``, ``bash
-c``, ``touch``; ``echo-control`` is read today). Meant: refused, or the new file held.

``quoted <form>``: labelled Markdown files, then ``sed -i`` of one of them (or ``cp`` to a new
file) in a block quote session, a list item or ``<pre>``; ``fence-control`` a bash fence.
Meant: refused.

``cell <form> <head>``: the files, then a notebook cell in a python fence (``!sed -i``,
``!cp``, ``%%bash``, ``%%writefile``). Meant: refused.

``legacy <shape>``: the legacy JSON shape with commands nested in another key, a
``setup_instructions`` command, a ``patch``/``extra_files`` key (``commands-control``: a
top-level list, read today). Meant: refused.

``later-json <shape> <head>``: a legacy or Markdown answer, then a JSON value giving one of
its files a one-line new content or an edit. Meant: refused, or the file's new content.

``ordinary <cmd>``: labelled files, then a bash block running a program whose output goes to
a file the answer never meant to give. Meant: usable with the files as sent (a refusal here
is a false refusal: counted as ``refused``).

Prints ``<generator> tried N exact E refused R WRONG W``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
from meant import hybrid_doc

from artifact_codec import parse_response

Files = dict[str, str]

INLINE = {
    "echo-control": "echo 'y = 2' > {b}",
    "node-e": "node -e \"require('fs').writeFileSync('{b}', 'y = 2')\"",
    "python-c": "python -c \"open('{b}', 'w').write('y = 2')\"",
    "sh-c": "sh -c 'echo y = 2 > {b}'",
    "bash-c": "bash -c 'cp {a} {b}'",
    "touch": "touch {b}",
}
QUOTED = {
    "fence-control": "```bash\nsed -i 's/a/b/' {a}\n```\n",
    "blockquote-sed": "> $ sed -i 's/a/b/' {a}\n",
    "blockquote-cp": "> $ cp {a} {b}\n",
    "list-sed": "- sed -i 's/a/b/' {a}\n",
    "numbered-cp": "1. cp {a} {b}\n",
    "pre-sed": "<pre>\nsed -i 's/a/b/' {a}\n</pre>\n",
}
CELLS = {
    "bang-sed": "```python\n!sed -i 's/a/b/' {a}\n```\n",
    "bang-cp": "```python\n!cp {a} {b}\n```\n",
    "bash-cell": "```python\n%%bash\ncp {a} {b}\n```\n",
    "writefile": "```python\n%%writefile {b}\ny = 2\n```\n",
}
LEGACY: dict[str, Callable[[str], dict[str, object]]] = {
    "commands-control": lambda p: {"commands": [f"sed -i 's/a/b/' {p}"]},
    "meta-commands": lambda p: {"meta": {"commands": [f"sed -i 's/a/b/' {p}"]}},
    "scripts-postinstall": lambda p: {"scripts": {"postinstall": f"sed -i 's/a/b/' {p}"}},
    "actions-command": lambda p: {"actions": [{"type": "shell", "command": f"cp {p} new_{p}"}]},
    "argv-list": lambda p: {"commands": [["sed", "-i", "s/a/b/", p]]},
    "setup-instructions": lambda p: {"setup_instructions": f"sed -i 's/a/b/' {p}"},
    "patch": lambda p: {"patch": f"--- a/{p}\n+++ b/{p}\n@@ -1 +1 @@\n-old\n+new\n"},
    "extra-files": lambda p: {"extra_files": {"new_" + p: "y = 2\n"}},
}
LATER: dict[str, Callable[[str], object]] = {
    "path-key": lambda p: {p: "y = 2"},
    "search-replace": lambda p: {"path": p, "search": "old", "replace": "y = 2"},
    "old-new": lambda p: {"path": p, "old": "old", "new": "y = 2"},
    "new-source": lambda p: {"file_path": p, "new_source": "y = 2"},
}
ORDINARY = {
    "output-redirect": "python {a} > out.txt",
    "gcc-o": "gcc -o app main.c",
    "go-build-o": "go build -o bin/app .",
    "tee-log": "pytest 2>&1 | tee test.log",
    "curl-save": "curl http://localhost:3000 > response.json",
    "env-example": "cp .env.example .env",
    "npm-build-control": "npm run build",
}


def _pick(rng: random.Random, pool: list[tuple[str, str]], n: int) -> Files:
    files: Files = {}
    while len(files) < n:
        name, content = rng.choice(pool)
        if content.strip() and name not in files and " " not in name:
            files[name] = content if content.endswith("\n") else content + "\n"
    return files


def _labelled(files: Files) -> str:
    out = []
    for path, content in files.items():
        fence = renderings._fence_for(content)
        out.append(f"`{path}`:\n{fence}{renderings._language(path)}\n{content}{fence}\n")
    return "\n".join(out) + "\n"


def _head(files: Files, head: str) -> str:
    if head == "ours":
        return hybrid_doc(*files.items()) + "\n"
    if head == "legacy":
        return json.dumps({"files": [{"path": p, "content": c} for p, c in files.items()]}) + "\n\n"
    return _labelled(files)


def _got(text: str) -> tuple[bool, Files]:
    result = parse_response(text)
    if not result.usable or result.code is None:
        return False, {}
    return True, {f.file_path: f.content for f in result.code.files}


def _line(name: str, tried: int, exact: int, refused: int, wrong: int) -> None:
    print(f"{name} tried {tried} exact {exact} refused {refused} WRONG {wrong}")


def _run(
    name: str, count: int, seed: int, make: Callable[[random.Random], tuple[str, Files | None]]
) -> None:
    """``make`` gives a text and the files the model meant (None: only a refusal is right)."""
    rng = random.Random(f"{seed}-{name}")
    exact = refused = wrong = 0
    for _ in range(count):
        text, meant = make(rng)
        usable, got = _got(text)
        if not usable:
            refused += 1
        elif meant is not None and got == meant:
            exact += 1
        else:
            wrong += 1
    _line(name, count, exact, refused, wrong)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    pool = [(f.name, f.content) for f in renderings.corpus()]
    count, seed = args.count, args.seed

    def files_and_names(rng: random.Random) -> tuple[Files, str, str]:
        files = _pick(rng, pool, rng.randint(1, 2))
        a = rng.choice(list(files))
        return files, a, "new_" + a.rsplit("/", 1)[-1]

    for head in ("markdown", "ours"):
        for name, template in INLINE.items():

            def inline(rng: random.Random, template: str = template, head: str = head):  # type: ignore[no-untyped-def]
                files, a, b = files_and_names(rng)
                block = "```bash\n" + template.format(a=a, b=b) + "\n```\n"
                return _head(files, head) + block, None

            _run(f"inline {name} {head}", count, seed, inline)
    for name, template in QUOTED.items():

        def quoted(rng: random.Random, template: str = template):  # type: ignore[no-untyped-def]
            files, a, b = files_and_names(rng)
            return _labelled(files) + "Then:\n\n" + template.format(a=a, b=b), None

        _run(f"quoted {name}", count, seed, quoted)
    for head in ("markdown", "ours"):
        for name, template in CELLS.items():

            def cell(rng: random.Random, template: str = template, head: str = head):  # type: ignore[no-untyped-def]
                files, a, b = files_and_names(rng)
                return _head(files, head) + template.format(a=a, b=b), None

            _run(f"cell {name} {head}", count, seed, cell)
    for name, extra in LEGACY.items():

        def legacy(rng: random.Random, extra=extra):  # type: ignore[no-untyped-def]
            files, a, _ = files_and_names(rng)
            doc: dict[str, object] = {
                "files": [{"path": p, "content": c} for p, c in files.items()]
            }
            doc.update(extra(a))
            return json.dumps(doc) + "\n", None

        _run(f"legacy {name}", count, seed, legacy)
    for head in ("legacy", "markdown"):
        for name, later in LATER.items():

            def later_json(rng: random.Random, later=later, head: str = head):  # type: ignore[no-untyped-def]
                files, a, _ = files_and_names(rng)
                return _head(files, head) + json.dumps(later(a)) + "\n", {**files, a: "y = 2\n"}

            _run(f"later-json {name} {head}", count, seed, later_json)
    for name, template in ORDINARY.items():

        def ordinary(rng: random.Random, template: str = template):  # type: ignore[no-untyped-def]
            files, a, _ = files_and_names(rng)
            return _labelled(files) + "```bash\n" + template.format(a=a) + "\n```\n", files

        _run(f"ordinary {name}", count, seed, ordinary)


if __name__ == "__main__":
    main()
