"""Hunt 10 on the convention readers, counted.

    python benchmarks/hunt_hunt10-conventions.py [--count 30] [--seed 10]

Real files (the standard library corpus of ``tests/renderings.py``) rendered as models write
them, with fixed seeds:

``writer <cmd>``: one or two labelled Markdown files, then a bash block whose command writes
another file (``tee``, ``cp``, ``install``, ``dd of=``, ``sed ... > b``, ``head ... > b``;
``echo`` is the control fix-runs10 reads beside Markdown; after our end marker it is one
more finding). ``meant``: both files or a refusal; a usable
result without the second file is ``WRONG``.

``ours-writer <cmd>``: the same after our end marker.

``bare <prefix>``: labelled files then a bare block whose line rewrites one of them behind a
shell prefix (``timeout``, ``nice``, ``stdbuf``, ``eval``, ``set -e;``, ``test -f x &&``,
``[ -f x ] &&``, ``true &&``, ``!``; ``exec`` the control). ``meant``: refused.

``config <case>``: real files in our format with a configured runner or build tool whose
written configuration makes it rewrite them (pytest addopts as a TOML multi-line string,
PYTEST_ADDOPTS exported by a Makefile, mvn ``<defaultGoal>``, MAVEN_ARGS, ``mvn -f``,
gradle ``-I``/``-b``; ``*-control``: forms fix-shell10 reads). ``meant``: refused.

``legacy <key>``: the legacy JSON shape with a ``commands``/``run`` key changing a file.

Prints ``<generator> tried N exact E refused R WRONG W``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
from meant import hybrid_doc

from artifact_codec import parse_response

Files = dict[str, str]

WRITERS = {
    "echo-control": "echo 'y = 2' > {b}",
    "tee": "echo 'y = 2' | tee {b}",
    "cp": "cp {a} {b}",
    "install": "install -m 644 {a} {b}",
    "dd": "echo 'y = 2' | dd of={b}",
    "sed-redirect": "sed s/a/b/ {a} > {b}",
    "head-redirect": "head -1 {a} > {b}",
}
PREFIXES = {
    "exec-control": "exec sed -i 's/a/b/' {p}",
    "timeout": "timeout 5 sed -i 's/a/b/' {p}",
    "nice": "nice sed -i 's/a/b/' {p}",
    "stdbuf": "stdbuf -oL sed -i 's/a/b/' {p}",
    "eval": "eval sed -i s/a/b/ {p}",
    "set-e": "set -e; sed -i 's/a/b/' {p}",
    "test-and": "test -f {p} && sed -i 's/a/b/' {p}",
    "bracket-and": "[ -f {p} ] && sed -i 's/a/b/' {p}",
    "true-and": "true && sed -i 's/a/b/' {p}",
    "bang": "! sed -i 's/a/b/' {p}",
}
_SPOTLESS_POM = (
    "<project><build><plugins><plugin><groupId>com.diffplug.spotless</groupId>"
    "<artifactId>spotless-maven-plugin</artifactId><executions><execution>"
    "<phase>compile</phase><goals><goal>apply</goal></goals></execution></executions>"
    "</plugin></plugins></build></project>\n"
)
_INIT = "allprojects { tasks.matching { it.name == 'build' }.all { dependsOn 'spotlessApply' } }\n"
_SNAP = {"tests/__snapshots__/test_app.ambr": "# serializer version: 1\n# name: test_app\n  1\n"}
CONFIG: dict[str, tuple[Files, str]] = {
    "toml-oneline-control": (
        {**_SNAP, "pyproject.toml": '[tool.pytest.ini_options]\naddopts = "--snapshot-update"\n'},
        "pytest",
    ),
    "toml-multiline-basic": (
        {
            **_SNAP,
            "pyproject.toml": '[tool.pytest.ini_options]\naddopts = """\n--snapshot-update\n"""\n',
        },
        "pytest",
    ),
    "toml-multiline-literal": (
        {
            **_SNAP,
            "pyproject.toml": "[tool.pytest.ini_options]\naddopts = '''\n--snapshot-update\n'''\n",
        },
        "python -m pytest",
    ),
    "makefile-recipe-control": (
        {**_SNAP, "Makefile": "test:\n\tPYTEST_ADDOPTS=--snapshot-update pytest\n"},
        "make test",
    ),
    "makefile-export": (
        {**_SNAP, "Makefile": "export PYTEST_ADDOPTS := --snapshot-update\ntest:\n\tpytest\n"},
        "make test",
    ),
    "pom-control": ({"pom.xml": _SPOTLESS_POM}, "mvn package"),
    "mvn-defaultGoal": (
        {
            "pom.xml": "<project><build><defaultGoal>spotless:apply</defaultGoal>"
            "</build></project>\n"
        },
        "mvn",
    ),
    "MAVEN_ARGS": ({"pom.xml": "<project></project>\n"}, "MAVEN_ARGS=spotless:apply mvn package"),
    "mvn-f": (
        {"pom.xml": "<project></project>\n", "fmt.xml": _SPOTLESS_POM},
        "mvn -f fmt.xml package",
    ),
    "gradle-I": (
        {"build.gradle": "plugins { id 'java' }\n", "init.gradle": _INIT},
        "gradle build -I init.gradle",
    ),
    "gradle-b": (
        {
            "build.gradle": "plugins { id 'java' }\n",
            "fmt.gradle": "plugins { id 'java' }\ncompileJava.dependsOn 'spotlessApply'\n",
        },
        "gradle -b fmt.gradle build",
    ),
}
LEGACY_KEYS = {
    "commands": lambda p: ["sed -i 's/a/b/' " + p],
    "run": lambda p: "npx prettier --write " + p,
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


def writers(pool: list[tuple[str, str]], count: int, seed: int, ours: bool) -> None:
    for name, template in WRITERS.items():
        rng = random.Random(f"{seed}-{name}-{ours}")
        exact = refused = wrong = 0
        for _ in range(count):
            files = _pick(rng, pool, rng.randint(1, 2))
            a = next(iter(files))
            b = "new_" + a.rsplit("/", 1)[-1]
            block = "```bash\n" + template.format(a=a, b=b) + "\n```\n"
            head = hybrid_doc(*files.items()) if ours else _labelled(files)
            usable, got = _got(head + "\nAnd:\n\n" + block)
            if not usable:
                refused += 1
            elif b in got and set(files) <= set(got):
                exact += 1
            else:
                wrong += 1
        _line(f"{'ours-writer' if ours else 'writer'} {name}", count, exact, refused, wrong)


def bare(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for name, template in PREFIXES.items():
        rng = random.Random(f"{seed}-{name}")
        refused = wrong = 0
        for _ in range(count):
            files = _pick(rng, pool, rng.randint(1, 3))
            target = rng.choice(list(files))
            usable, _ = _got(_labelled(files) + "\n```\n" + template.format(p=target) + "\n```\n")
            refused += not usable
            wrong += usable
        _line(f"bare {name}", count, 0, refused, wrong)


def config(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for name, (written, command) in CONFIG.items():
        rng = random.Random(f"{seed}-{name}")
        refused = wrong = 0
        for _ in range(count):
            files = {**_pick(rng, pool, rng.randint(1, 2)), **written}
            usable, _ = _got(hybrid_doc(*files.items()) + f"\n```bash\n{command}\n```\n")
            refused += not usable
            wrong += usable
        _line(f"config {name}", count, 0, refused, wrong)


def legacy(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for key, value in LEGACY_KEYS.items():
        rng = random.Random(f"{seed}-{key}")
        refused = wrong = 0
        for _ in range(count):
            files = _pick(rng, pool, rng.randint(1, 3))
            target = rng.choice(list(files))
            doc = {"files": [{"path": p, "content": c} for p, c in files.items()]}
            doc[key] = value(target)
            usable, _ = _got(json.dumps(doc) + "\n")
            refused += not usable
            wrong += usable
        _line(f"legacy {key}", count, 0, refused, wrong)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args()
    pool = [(f.name, f.content) for f in renderings.corpus()]
    writers(pool, args.count, args.seed, ours=False)
    writers(pool, args.count, args.seed, ours=True)
    bare(pool, args.count, args.seed)
    config(pool, args.count, args.seed)
    legacy(pool, args.count, args.seed)


if __name__ == "__main__":
    main()
