"""Hunt 12 on the convention readers (fix-shell11's bare-block shapes and configured runners),
counted.

    python benchmarks/hunt_hunt12-conventions.py [--count 30] [--seed 12]

Real files (the standard library corpus of ``tests/renderings.py``) rendered as models write
them, with fixed seeds:

``capitalized <cmd>``: labelled files, then a bare block whose one line changes one of them
by a command spelled with a capital (PowerShell cmdlets, cmd.exe's DEL/COPY, Rscript;
``del-control``: the lowercase form the rule weighs). ``meant``: refused.

``joined <form>``: the same with a capitalized word joined to the command by ``|``, ``|&`` or
``&`` (``and-and-control``: ``&&``). ``meant``: refused.

``requirement <form>``: a requirement-shaped start (``flask==2.3.0``, ``numpy<2``, ``x == 1``)
then ``;`` or ``||`` and a command (``assign-control``: ``a = b ||``). ``meant``: refused.

``runs-written <case>``: real files in our format, a written file a runner runs by name
(conftest.py, a ``-p`` plugin, setup.py, build.rs, jest.config.js) that rewrites one of them,
and the command (``python-script-control``: ``python fmt.py``). ``meant``: refused.

``output <case>``: labelled files, ``Then:`` and a bare block of what a program prints (go
test, cargo test, ls -l, pytest, go vet, a log line, a Rust panic, a diff stat; ``tree-control``).
``meant``: the files, usable; a refusal is a false refusal (counted as ``refused``), a usable
result with other files is ``WRONG``.

Prints ``<generator> tried N exact E refused R WRONG W``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
from meant import hybrid_doc

from artifact_codec import parse_response

Files = dict[str, str]

CAPITALIZED = {
    "del-control": "del {p}",
    "Remove-Item": "Remove-Item {p}",
    "Set-Content": "Set-Content {p} 'x'",
    "Clear-Content": "Clear-Content {p}",
    "Copy-Item": "Copy-Item README {p}",
    "DEL": "DEL {p}",
    "ERASE": "ERASE {p}",
    "COPY": "COPY README {p}",
    "Rscript-e": "Rscript -e \"writeLines('x', '{p}')\"",
}
JOINED = {
    "and-and-control": "Success! && rm {p}",
    "pipe-tee": "Output | tee {p}",
    "pipe-and-stderr": "Output |& tee {p}",
    "background": "Starting server & rm {p}",
    "continued-pipe": "Output \\\n| tee {p}",
}
REQUIREMENT = {
    "assign-control": "a = b || rm {p}",
    "semicolon": "flask==2.3.0; rm {p}",
    "semicolon-sed": "django~=4.2 ; sed -i s/a/b/ {p}",
    "or-lt": "numpy<2 || rm {p}",
    "code-or": "x == 1 || rm {p}",
    "pipe-tee": "flask==1.0 | tee {p}",
}


def _writes_py(p: str) -> str:
    return f"import pathlib\npathlib.Path({p!r}).write_text('')\n"


RUNS_WRITTEN = {
    "python-script-control": (lambda p: {"fmt.py": _writes_py(p)}, "python fmt.py"),
    "pytest-conftest": (lambda p: {"conftest.py": _writes_py(p)}, "pytest"),
    "python-m-pytest-conftest": (lambda p: {"conftest.py": _writes_py(p)}, "python -m pytest"),
    "pytest-p-plugin": (lambda p: {"myplug.py": _writes_py(p)}, "pytest -p myplug"),
    "python-setup-py": (lambda p: {"setup.py": _writes_py(p)}, "python setup.py install"),
    "pip-install-setup-py": (lambda p: {"setup.py": _writes_py(p)}, "pip install ."),
    "cargo-build-rs": (
        lambda p: {
            "Cargo.toml": '[package]\nname = "x"\nversion = "0.1.0"\n',
            "build.rs": f'fn main() {{ std::fs::write("{p}", "").unwrap(); }}\n',
        },
        "cargo run",
    ),
    "jest-config": (
        lambda p: {
            "package.json": '{"scripts": {"test": "jest"}}\n',
            "jest.config.js": f"require('fs').writeFileSync('{p}', '')\nmodule.exports = {{}}\n",
        },
        "npm test",
    ),
}
OUTPUT = {
    "tree-control": ".\n├── go.mod\n└── main.go\n\n1 directory, 2 files\n",
    "go-test": (
        "=== RUN   TestAdd\n--- PASS: TestAdd (0.00s)\nPASS\nok  \texample.com/calc\t0.002s\n"
    ),
    "cargo-test": (
        "running 1 test\ntest tests::adds ... ok\n\ntest result: ok. 1 passed; 0 failed\n"
    ),
    "ls-l": "total 8\n-rw-r--r-- 1 u u 120 Jan  1 10:00 main.go\n",
    "pytest": "tests/test_app.py ..                    [100%]\n",
    "go-vet": "./main.go:5:2: fmt.Printf format %d has arg x of wrong type string\n",
    "log-line": "listening on port 8080\n",
    "rust-panic": "thread 'main' panicked at 'index out of bounds', src/main.rs:4:5\n",
    "diff-stat": " main.go | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n",
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
    return "\n".join(out)


def _got(text: str) -> tuple[bool, Files]:
    result = parse_response(text)
    if not result.usable or result.code is None:
        return False, {}
    return True, {f.file_path: f.content for f in result.code.files}


def _line(name: str, tried: int, exact: int, refused: int, wrong: int) -> None:
    print(f"{name} tried {tried} exact {exact} refused {refused} WRONG {wrong}")


def bare(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for group, templates in (
        ("capitalized", CAPITALIZED),
        ("joined", JOINED),
        ("requirement", REQUIREMENT),
    ):
        for name, template in templates.items():
            rng = random.Random(f"{seed}-{group}-{name}")
            refused = wrong = 0
            for _ in range(count):
                files = _pick(rng, pool, rng.randint(1, 3))
                target = rng.choice(list(files))
                line = template.format(p=target)
                usable, _ = _got(_labelled(files) + "\n```\n" + line + "\n```\n")
                refused += not usable
                wrong += usable
            _line(f"{group} {name}", count, 0, refused, wrong)


def runs_written(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for name, (written, command) in RUNS_WRITTEN.items():
        rng = random.Random(f"{seed}-{name}")
        refused = wrong = 0
        for _ in range(count):
            files = _pick(rng, pool, rng.randint(1, 2))
            files = {**files, **written(rng.choice(list(files)))}
            usable, _ = _got(hybrid_doc(*files.items()) + f"\n```bash\n{command}\n```\n")
            refused += not usable
            wrong += usable
        _line(f"runs-written {name}", count, 0, refused, wrong)


def output(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for name, block in OUTPUT.items():
        rng = random.Random(f"{seed}-output-{name}")
        exact = refused = wrong = 0
        for _ in range(count):
            files = _pick(rng, pool, rng.randint(1, 3))
            usable, got = _got(_labelled(files) + "\nThen:\n\n```\n" + block + "```\n")
            if not usable:
                refused += 1
            elif got == files:
                exact += 1
            else:
                wrong += 1
        _line(f"output {name}", count, exact, refused, wrong)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    pool = [(f.name, f.content) for f in renderings.corpus()]
    bare(pool, args.count, args.seed)
    runs_written(pool, args.count, args.seed)
    output(pool, args.count, args.seed)


if __name__ == "__main__":
    main()
