"""Hunt 14 on the convention readers (fix-write12's hook code and by-products, fix-bare12's
bare-block shapes and the syntax-error rule), counted.

    python benchmarks/hunt_hunt14-conventions.py [--count 20] [--seed 14]

Real files (the standard library corpus of ``tests/renderings.py``) rendered as models write
them, with fixed seeds; ``{p}`` is one of them, picked at random:

``hook-py <case>``: our format, the files and a conftest.py that changes ``{p}`` in a write
form ``_CODE_WRITES`` may miss, then ``pytest`` (``open-w-control``: ``open({p!r}, "w")``).
``meant``: refused.

``syntax <case>``: Markdown labelled files, then a bare block whose one line is a shell
construct with a word before ``(`` that bash runs, changing ``{p}`` (``plain-control``: the
line alone). ``meant``: refused.

``wrapper <w>``: Markdown files and a main.go whose ``//go:generate`` rewrites ``{p}``, then a
bare block ``<w> go generate`` (``none-control``: ``go generate``). ``meant``: refused.

``task <case>``: Markdown files and a task file whose recipe rewrites ``{p}``, then its runner
in a bash fence (``ours-make-control``: the same in our format). ``meant``: refused.

``generated <case>``: our format, the files and gen.py that prints a source file, then the
command writing it to b.py. ``meant``: refused (b.py is the answer's text, not held).

``by-product <case>``: our format, the files, then a backup or a program's report quoted in
prose (``bash-fence-control``: the first in a bash fence). ``meant``: the files, usable; a
refusal is a false refusal (``refused``), a usable result with other files is ``WRONG``.

Prints ``<generator> tried N exact E refused R WRONG W``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
from meant import hybrid_doc

from artifact_codec import parse_response

Files = dict[str, str]

HOOK_PY = {
    "open-w-control": 'def pytest_configure(config):\n    open("{p}", "w").write("")\n',
    "nested-os-path": 'import os\n\n\ndef pytest_configure(config):\n    with open(os.path.join(".", "{p}"), "w") as out:\n        print("", file=out)\n',  # noqa: E501
    "fstring-mode": 'def pytest_configure(config):\n    with open("{p}", f"w") as out:\n        print("", file=out)\n',  # noqa: E501
    "multiline-open": 'def pytest_configure(config):\n    with open(\n        "{p}",\n        "w",\n    ) as out:\n        print("", file=out)\n',  # noqa: E501
    "os-as-remove": 'import os as o\n\n\ndef pytest_configure(config):\n    o.remove("{p}")\n',
    "sys-modules-os": 'import sys\n\n\ndef pytest_configure(config):\n    sys.modules["os"].remove("{p}")\n',  # noqa: E501
}  # fmt: skip
SYNTAX = {
    "plain-control": "sed -i s/a/b/ {p}",
    "for-arith": "for ((i=0;i<1;i++)); do sed -i s/a/b/ {p}; done",
    "case-paren": "case 1 in (1) rm {p};; esac",
    "regex-group": "[[ ab =~ ^(a|b) ]] && sed -i s/a/b/ {p}",
}
WRAPPERS = ["none-control", "setsid", "caffeinate", "chronic"]
TASKS: dict[str, tuple[Callable[[str], Files], str, bool]] = {
    "ours-make-control": (lambda p: {"Makefile": f"all:\n\tsed -i s/a/b/ {p}\n"}, "make", True),
    "make": (lambda p: {"Makefile": f"all:\n\tsed -i s/a/b/ {p}\n"}, "make", False),
    "npm-test": (
        lambda p: {"package.json": f'{{"scripts": {{"test": "sed -i s/a/b/ {p}"}}}}\n'},
        "npm test",
        False,
    ),
    "just": (lambda p: {"justfile": f"default:\n    sed -i s/a/b/ {p}\n"}, "just", False),
}
GENERATED = {"redirect": "python gen.py > b.py", "tee": "python3 gen.py | tee b.py"}
BY_PRODUCTS = {
    "bash-fence-control": "cp {p} {p}.orig",
    "backup-orig": "cp {p} {p}.orig",
    "backup-tmp": "cp {p} /tmp/{p}.bak",
    "piped-output": "echo hi | python {p} > out.txt",
}


def _pick(rng: random.Random, pool: list[tuple[str, str]], n: int) -> Files:
    files: Files = {}
    while len(files) < n:
        name, content = rng.choice(pool)
        if content.strip() and name not in files and " " not in name and name.endswith(".py"):
            files[name] = content if content.endswith("\n") else content + "\n"
    return files


def _labelled(files: Files) -> str:
    out = []
    for path, content in files.items():
        fence = renderings._fence_for(content)
        out.append(f"`{path}`:\n{fence}{renderings._language(path)}\n{content}{fence}\n")
    return "\n".join(out)


def _got(text: str) -> tuple[bool, Files]:
    result = parse_response(text)
    if not result.usable or result.code is None:
        return False, {}
    return True, {f.file_path: f.content for f in result.code.files}


def _line(name: str, tried: int, exact: int, refused: int, wrong: int) -> None:
    print(f"{name} tried {tried} exact {exact} refused {refused} WRONG {wrong}")


def _meant_refused(name: str, count: int, seed: int, make: Callable[[random.Random], str]) -> None:
    rng = random.Random(f"{seed}-{name}")
    refused = wrong = 0
    for _ in range(count):
        usable, _ = _got(make(rng))
        refused += not usable
        wrong += usable
    _line(name, count, 0, refused, wrong)


def run(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    def target(rng: random.Random) -> tuple[Files, str]:
        files = _pick(rng, pool, rng.randint(1, 3))
        return files, rng.choice(list(files))

    for name, hook in HOOK_PY.items():

        def hook_doc(rng: random.Random, hook: str = hook) -> str:
            files, p = target(rng)
            conftest = hook.replace("{p}", p)
            return (
                hybrid_doc(*files.items(), ("conftest.py", conftest)) + "\n```bash\npytest\n```\n"
            )

        _meant_refused(f"hook-py {name}", count, seed, hook_doc)
    for name, line in SYNTAX.items():

        def syntax_doc(rng: random.Random, line: str = line) -> str:
            files, p = target(rng)
            return _labelled(files) + "\nThen:\n\n```\n" + line.format(p=p) + "\n```\n"

        _meant_refused(f"syntax {name}", count, seed, syntax_doc)
    for wrapper in WRAPPERS:

        def wrapper_doc(rng: random.Random, wrapper: str = wrapper) -> str:
            files, p = target(rng)
            go = f"package main\n\n//go:generate sed -i s/a/b/ {p}\n\nfunc main() {{}}\n"
            prefix = "" if wrapper == "none-control" else wrapper + " "
            return (
                _labelled({**files, "main.go": go}) + f"\nThen:\n\n```\n{prefix}go generate\n```\n"
            )

        _meant_refused(f"wrapper {wrapper}", count, seed, wrapper_doc)
    for name, (written, command, ours) in TASKS.items():

        def task_doc(
            rng: random.Random,
            written: Callable[[str], Files] = written,
            command: str = command,
            ours: bool = ours,
        ) -> str:
            files, p = target(rng)
            every = {**files, **written(p)}
            head = hybrid_doc(*every.items()) if ours else _labelled(every)
            return head + f"\nThen:\n\n```bash\n{command}\n```\n"

        _meant_refused(f"task {name}", count, seed, task_doc)
    for name, command in GENERATED.items():

        def generated_doc(rng: random.Random, command: str = command) -> str:
            files, _ = target(rng)
            source = rng.choice(list(files.values())).splitlines()[:5]
            gen = "".join(f"print({line!r})\n" for line in source)
            return hybrid_doc(*files.items(), ("gen.py", gen)) + f"\n```bash\n{command}\n```\n"

        _meant_refused(f"generated {name}", count, seed, generated_doc)
    for name, template in BY_PRODUCTS.items():
        rng = random.Random(f"{seed}-by-product-{name}")
        exact = refused = wrong = 0
        for _ in range(count):
            files, p = target(rng)
            command = template.format(p=p)
            after = (
                f"\n```bash\n{command}\n```\n"
                if name.startswith("bash")
                else f"\nThen run `{command}`.\n"
            )
            usable, got = _got(hybrid_doc(*files.items()) + after)
            if not usable:
                refused += 1
            elif got == files:
                exact += 1
            else:
                wrong += 1
        _line(f"by-product {name}", count, exact, refused, wrong)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    pool = [(f.name, f.content) for f in renderings.corpus()]
    run(pool, args.count, args.seed)


if __name__ == "__main__":
    main()
