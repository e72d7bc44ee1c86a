"""Hunt 9 on the convention readers, counted.

    python benchmarks/hunt_hunt9-conventions.py [--count 40] [--seed 9]

Real files (the standard library corpus of ``tests/renderings.py``) rendered as models write
them, with fixed seeds:

``after <conv> <tail>``: one to three files in bolt, Cline, OpenAI tool calls, the legacy
JSON shape or a labelled Markdown fence (the control convention), then a tail that changes
one of them (a bash block, a ``$`` line, a prose instruction: ``sed -i``, ``prettier
--write``). ``meant``: refused; a usable result is ``WRONG``. ``after <conv> control``: a
harmless tail (``python -m http.server``): the files as written (a refusal is ``refused``).

``bare <prefix>``: labelled files then a block without an info string whose line rewrites
one of them behind a shell prefix (``exec``, ``env``, ``X=1``, ``nohup``, ``{ }``, ``( )``,
``if``, ``for``, a program run by its path); ``bare none`` is the control without prefix.

``config``: a test runner or build tool in an allowed form whose written configuration makes
it rewrite files (pytest addopts, spotless bound in pom.xml/build.gradle, an MSBuild target);
``config-control``: the same with a harmless configuration. ``forms``: an allowed runner form
with more words that change a written file (a second rails task, ``--write-locks``,
``--force-evaluate``, ``--cov-report=html:site``, ``dart run build_runner``, ``vercel link``,
npm's prefix from ``npm_config_prefix``);
``forms-control``: the form without them.

``mixed <shape>``: a real file in the legacy JSON shape or written by ``echo``/``printf``,
and another in a labelled Markdown fence. ``meant``: both files or a refusal.

``info <notation> after <conv>``: files in our format (or labelled Markdown fences, the
control) then a shell block in an info notation (Pandoc ``{.bash}``, ``language-bash``,
``bash-session``; ``bash`` the control) that rewrites one of them: ``meant`` refused.

Prints ``<generator> tried N exact E refused R WRONG W``.
"""

from __future__ import annotations

import argparse
import json
import random
import shlex
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
from meant import hybrid_doc

from artifact_codec import parse_response

Files = dict[str, str]


def _bolt(files: Files) -> str:
    actions = "".join(
        f'<boltAction type="file" filePath="{p}">\n{c}</boltAction>\n' for p, c in files.items()
    )
    return f'<boltArtifact id="x" title="x">\n{actions}</boltArtifact>\n'


def _cline(files: Files) -> str:
    return "".join(
        f"<write_to_file>\n<path>{p}</path>\n<content>\n{c}</content>\n</write_to_file>\n"
        for p, c in files.items()
    )


def _tool_calls(files: Files) -> str:
    calls = [
        {
            "type": "function",
            "function": {"name": "write_file", "arguments": json.dumps({"path": p, "content": c})},
        }
        for p, c in files.items()
    ]
    return json.dumps({"tool_calls": calls}) + "\n"


def _legacy_json(files: Files) -> str:
    return json.dumps({"files": [{"path": p, "content": c} for p, c in files.items()]}) + "\n"


def _labelled(files: Files) -> str:
    out = []
    for path, content in files.items():
        fence = renderings._fence_for(content)
        out.append(f"`{path}`:\n{fence}{renderings._language(path)}\n{content}{fence}\n")
    return "\n".join(out)


RENDER: dict[str, Callable[[Files], str]] = {
    "bolt": _bolt,
    "cline": _cline,
    "tool_calls": _tool_calls,
    "legacy_json": _legacy_json,
    "markdown": _labelled,
}

TAILS = {
    "fence": "\nThen run:\n\n```bash\nsed -i 's/a/b/' {p}\n```\n",
    "dollar": "\nThen run:\n\n    $ sed -i 's/a/b/' {p}\n",
    "prose": "\nThen run `npx prettier --write {p}`.\n",
    "control": "\nThen run:\n\n```bash\npython -m http.server\n```\n",
}

PREFIXES = {
    "none": "sed -i 's/a/b/' {p}",
    "exec": "exec sed -i 's/a/b/' {p}",
    "env": "env X=1 sed -i 's/a/b/' {p}",
    "assignment": "X=1 sed -i 's/a/b/' {p}",
    "nohup": "nohup sed -i 's/a/b/' {p}",
    "group": "{{ sed -i 's/a/b/' {p}; }}",
    "subshell": "(cd . && sed -i 's/a/b/' {p})",
    "if": "if true; then sed -i 's/a/b/' {p}; fi",
    "for": "for f in {p}; do sed -i 's/a/b/' $f; done",
    "path-program": "./update.py {p}",
}


def _pick(rng: random.Random, pool: list[tuple[str, str]], n: int) -> Files:
    files: Files = {}
    while len(files) < n:
        name, content = rng.choice(pool)
        if content.strip() and name not in files:
            files[name] = content if content.endswith("\n") else content + "\n"
    return files


def _got(text: str) -> tuple[bool, Files]:
    result = parse_response(text)
    if not result.usable or result.code is None:
        return False, {}
    return True, {f.file_path: f.content for f in result.code.files}


def _same(got: Files, meant: Files) -> bool:
    return set(got) == set(meant) and all(
        got[p].rstrip("\n") == meant[p].rstrip("\n") for p in meant
    )


def _line(name: str, tried: int, exact: int, refused: int, wrong: int, notes: list[str]) -> None:
    print(f"{name} tried {tried} exact {exact} refused {refused} WRONG {wrong}")
    for note in notes[:3]:
        print(f"    WRONG: {note}")


def after(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for conv, render in RENDER.items():
        for tail_name, tail in TAILS.items():
            rng = random.Random(f"{seed}-{conv}-{tail_name}")
            tried = exact = refused = wrong = 0
            notes: list[str] = []
            for _ in range(count):
                files = _pick(rng, pool, rng.randint(1, 3))
                target = shlex.quote(rng.choice(list(files)))
                text = render(files) + tail.format(p=target)
                usable, got = _got(text)
                tried += 1
                changes = tail_name != "control"
                if not usable:
                    exact += changes
                    refused += not changes
                elif changes or not _same(got, files):
                    wrong += 1
                    notes.append(f"{target} ({len(files)} files)")
                else:
                    exact += 1
            _line(f"after {conv} {tail_name}", tried, exact, refused, wrong, notes)


def bare(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for name, line in PREFIXES.items():
        rng = random.Random(f"{seed}-bare-{name}")
        tried = exact = wrong = 0
        notes: list[str] = []
        for _ in range(count):
            files = _pick(rng, pool, rng.randint(1, 2))
            target = shlex.quote(rng.choice(list(files)))
            text = _labelled(files) + "\n```\n" + line.format(p=target) + "\n```\n"
            usable, _files = _got(text)
            tried += 1
            if usable:
                wrong += 1
                notes.append(line.format(p=target))
            else:
                exact += 1
        _line(f"bare {name}", tried, exact, 0, wrong, notes)


_POM_APPLY = (
    "<project><build><plugins><plugin><groupId>com.diffplug.spotless</groupId>"
    "<artifactId>spotless-maven-plugin</artifactId><executions><execution>"
    "<phase>compile</phase><goals><goal>apply</goal></goals></execution></executions>"
    "</plugin></plugins></build></project>\n"
)
_GRADLE = "plugins {\n    id 'java'\n    id 'com.diffplug.spotless' version '6.25.0'\n}\n"
_CSPROJ = '<Project Sdk="Microsoft.NET.Sdk">\n{}</Project>\n'
_FORMAT_TARGET = (
    '  <Target Name="F" BeforeTargets="Build"><Exec Command="dotnet format" /></Target>\n'
)
_TESTS = {"tests/test_app.py": "def test_app(snapshot):\n    pass\n"}
_JAVA = {"src/main/java/App.java": "class App {}\n"}
CONFIG: list[tuple[str, Files, str, bool]] = [
    (
        "pytest.ini",
        {**_TESTS, "pytest.ini": "[pytest]\naddopts = --snapshot-update\n"},
        "pytest",
        True,
    ),
    ("pytest.ini", {**_TESTS, "pytest.ini": "[pytest]\naddopts = -q\n"}, "pytest", False),
    (
        "pyproject",
        {**_TESTS, "pyproject.toml": '[tool.pytest.ini_options]\naddopts = "--snapshot-update"\n'},
        "pytest",
        True,
    ),
    (
        "pyproject",
        {**_TESTS, "pyproject.toml": '[tool.pytest.ini_options]\naddopts = "-q"\n'},
        "pytest",
        False,
    ),
    (
        "setup.cfg",
        {**_TESTS, "setup.cfg": "[tool:pytest]\naddopts = --snapshot-update\n"},
        "pytest",
        True,
    ),
    ("tox.ini", {**_TESTS, "tox.ini": "[pytest]\naddopts = --snapshot-update\n"}, "pytest", True),
    ("PYTEST_ADDOPTS", dict(_TESTS), "PYTEST_ADDOPTS=--snapshot-update pytest", True),
    ("-o addopts", dict(_TESTS), "pytest -o addopts=--snapshot-update", True),
    ("pom", {**_JAVA, "pom.xml": _POM_APPLY}, "mvn package", True),
    ("pom", {**_JAVA, "pom.xml": "<project></project>\n"}, "mvn package", False),
    (
        "build.gradle",
        {**_JAVA, "build.gradle": _GRADLE + "compileJava.dependsOn 'spotlessApply'\n"},
        "./gradlew build",
        True,
    ),
    ("build.gradle", {**_JAVA, "build.gradle": _GRADLE}, "./gradlew build", False),
    (
        "csproj",
        {"Program.cs": "class P {}\n", "App.csproj": _CSPROJ.format(_FORMAT_TARGET)},
        "dotnet build",
        True,
    ),
    (
        "csproj",
        {"Program.cs": "class P {}\n", "App.csproj": _CSPROJ.format("")},
        "dotnet build",
        False,
    ),
]


_SCHEMA = {"db/schema.rb": "ActiveRecord::Schema[7.1].define(version: 1) do\nend\n"}
_LOCKS = {"gradle.lockfile": "empty=\n", "build.gradle": "plugins { id 'java' }\n"}
_NUGET = {"packages.lock.json": '{"version": 1}\n', "App.csproj": "<Project />\n"}
_SITE = {"site/index.html": "<h1>Docs</h1>\n", "app.py": "x = 1\n"}
_DART = {"lib/model.dart": "part 'model.g.dart';\n", "lib/model.g.dart": "// generated\n"}
_WEB = {"web/package.json": '{"name": "w"}\n', "web/index.js": "x\n"}
FORMS: list[tuple[str, Files, str, bool]] = [
    ("rails", _SCHEMA, "rails db:create db:migrate", True),
    ("rails", _SCHEMA, "bin/rails db:create db:migrate", True),
    ("rails", _SCHEMA, "rails db:create", False),
    ("gradle", _LOCKS, "./gradlew dependencies --write-locks", True),
    ("gradle", _LOCKS, "./gradlew dependencies", False),
    ("dotnet", _NUGET, "dotnet restore --force-evaluate", True),
    ("dotnet", _NUGET, "dotnet restore", False),
    ("pytest", _SITE, "pytest --cov=app --cov-report=html:site", True),
    ("pytest", _SITE, "pytest --cov=app", False),
    ("dart", _DART, "dart run build_runner build --delete-conflicting-outputs", True),
    ("dart", _DART, "dart run", False),
    ("npm-env", _WEB, "npm_config_prefix=web npm i lodash", True),
    ("npm-env", _WEB, "NPM_CONFIG_PREFIX=web npm i lodash", True),
    ("npm-env", _WEB, "npm_config_prefix=web npm ls", False),
    ("vercel", {".gitignore": "node_modules\n", "index.js": "x\n"}, "vercel link", True),
]


def config(table: list[tuple[str, Files, str, bool]], label: str) -> None:
    for changing in (True, False):
        tried = exact = refused = wrong = 0
        notes: list[str] = []
        for name, files, command, changes in table:
            if changes != changing:
                continue
            text = _labelled(files) + f"\nThen run:\n\n```bash\n{command}\n```\n"
            usable, got = _got(text)
            tried += 1
            if not usable:
                exact += changes
                refused += not changes
            elif changes or not _same(got, files):
                wrong += 1
                notes.append(f"{name}: {command}")
            else:
                exact += 1
        _line(label if changing else f"{label}-control", tried, exact, refused, wrong, notes)


def _echo(files: Files) -> str:
    lines = [f"printf '%s' {shlex.quote(c)} > {shlex.quote(p)}" for p, c in files.items()]
    return "```bash\n" + "\n".join(lines) + "\n```\n"


MIXED: dict[str, Callable[[Files, Files], str]] = {
    "legacy-json-then-markdown": lambda a, b: _legacy_json(b) + "\n" + _labelled(a),
    "markdown-then-legacy-json": lambda a, b: _labelled(a) + "\nAnd:\n\n" + _legacy_json(b),
    "markdown-then-printf": lambda a, b: _labelled(a) + "\nAnd:\n\n" + _echo(b),
    "printf-then-markdown": lambda a, b: _echo(b) + "\nAnd:\n\n" + _labelled(a),
}


def mixed(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for name, render in MIXED.items():
        rng = random.Random(f"{seed}-mixed-{name}")
        tried = exact = refused = wrong = 0
        notes: list[str] = []
        for _ in range(count):
            both = _pick(rng, pool, 2)
            (pa, ca), (pb, cb) = both.items()
            usable, got = _got(render({pa: ca}, {pb: cb}))
            tried += 1
            if not usable:
                refused += 1
            elif _same(got, both):
                exact += 1
            else:
                wrong += 1
                notes.append(f"kept {sorted(got)} of {sorted(both)}")
        _line(f"mixed {name}", tried, exact, refused, wrong, notes)


INFOS = ("{.bash}", "{bash}", "{.sh}", "language-bash", "bash-session", "bash")


def info(pool: list[tuple[str, str]], count: int, seed: int) -> None:
    for notation in INFOS:
        for conv in ("hybrid", "markdown"):
            rng = random.Random(f"{seed}-info-{notation}-{conv}")
            tried = exact = wrong = 0
            notes: list[str] = []
            for _ in range(count):
                files = _pick(rng, pool, rng.randint(1, 2))
                target = shlex.quote(rng.choice(list(files)))
                body = hybrid_doc(*files.items()) if conv == "hybrid" else _labelled(files)
                text = body + f"\n```{notation}\nsed -i 's/a/b/' {target}\n```\n"
                usable, _files = _got(text)
                tried += 1
                if usable:
                    wrong += 1
                    notes.append(target)
                else:
                    exact += 1
            _line(f"info {notation} after {conv}", tried, exact, 0, wrong, notes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    pool = [(f.name, f.content) for f in renderings.corpus()]
    after(pool, args.count, args.seed)
    bare(pool, args.count, args.seed)
    config(CONFIG, "config")
    config(FORMS, "forms")
    mixed(pool, args.count, args.seed)
    info(pool, args.count, args.seed)


if __name__ == "__main__":
    main()
