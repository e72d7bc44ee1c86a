"""Hunt 8 on the convention readers, counted.

    python benchmarks/hunt_hunt8-conventions.py [--count 40] [--seed 8]

``shell-after <conv>``: commands written after the files (a table of real commands: runner
subcommands that rewrite a project file, programs run by their path, ``npx @scope/tool``,
``git commit`` after hook files, yarn's own subcommands; and controls that change nothing),
in four conventions: our format with a bash block after the end marker, a labelled Markdown
file then a bash block, a heredoc, a prose instruction. ``meant``: refused for a command that
may change a written file (a usable result is ``WRONG``), the files as written for a control
(a refusal there is ``refused``: a false refusal).

``mix <mutation>``: real files (the standard library corpus of ``tests/renderings.py``, npm's
own README.md and package.json files under /usr/lib/node_modules) rendered each in a convention
picked at random (a labelled fence, a path in the info string, gpt-engineer's FILENAME line,
Cline's write_to_file, bolt's file action, OpenHands' create call, a heredoc), in one answer
with prose between, mutated: hard content (lines of another convention's closing tags,
fences, ``~~~``, our delimiter, a tool call's JSON), CRLF lines, prose that quotes another
convention, a cut. ``meant``: the files as rendered (trailing newlines ignored: several tools
trim). A usable result holding a file that differs, a path not written, or missing a written
file (counted apart too: "a written file lost") is ``WRONG``.

``tool-json``: OpenAI tool calls writing real files whose content holds another tool call.

Prints ``<generator> tried N exact E refused R WRONG W`` per line.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings
from meant import hybrid_doc

from artifact_codec import parse_response

Files = list[tuple[str, str]]

# (files, command, changes a written file)
COMMANDS: list[tuple[dict[str, str], str, bool]] = [
    (
        {"prisma/schema.prisma": 'datasource db {\n  provider = "sqlite"\n}\n'},
        "npx prisma db pull",
        True,
    ),
    (
        {"db/schema.rb": "ActiveRecord::Schema.define(version: 1) do\nend\n"},
        "rails db:migrate",
        True,
    ),
    ({".env": "APP_NAME=x\nAPP_KEY=\n"}, "php artisan key:generate", True),
    ({"pubspec.yaml": "name: x\ndependencies:\n"}, "flutter pub add http", True),
    (
        {"App.csproj": '<Project Sdk="Microsoft.NET.Sdk">\n</Project>\n'},
        "dotnet add package Serilog",
        True,
    ),
    ({"package.json": '{"name": "x"}\n'}, "corepack use pnpm@9", True),
    ({".env.local": "A=1\n"}, "vercel env pull .env.local", True),
    ({"pom.xml": "<project>\n</project>\n"}, "mvn versions:set -DnewVersion=2", True),
    ({"src/App.java": "class App {}\n"}, "mvn spotless:apply", True),
    ({"src/App.java": "class App {}\n"}, "./gradlew spotlessApply", True),
    ({"src/App.kt": "fun main( ) {}\n"}, "./gradlew ktlintFormat", True),
    ({"__snapshots__/a.test.js.snap": "exports[`a 1`] = `1`;\n"}, "npx jest -u", True),
    ({".python-version": "3.11\n"}, "pyenv local 3.12", True),
    ({"app.js": "const a = 1\n"}, "./update.py app.js", True),
    ({"app.js": "const a = 1\n"}, "/usr/local/bin/mytool app.js", True),
    ({"app.js": "const a = 1\n"}, "node_modules/.bin/jscodeshift -t t.js app.js", True),
    ({"src/app.css": "@tailwind base;\n"}, "npx @tailwindcss/upgrade", True),
    (
        {".husky/pre-commit": "npx prettier --write .\n", "app.js": "const a=1\n"},
        "git commit -am init",
        True,
    ),
    ({"package.json": '{"name": "x"}\n'}, "yarn upgrade-interactive", True),
    ({"web/package.json": '{"name": "x"}\n'}, "npm install vite --prefix web", True),
    ({"web/package.json": '{"name": "x"}\n'}, "pnpm -C web add vite", True),
    ({"web/package.json": '{"name": "x"}\n'}, "yarn --cwd web add vite", True),
    ({"package.json": '{"name": "x"}\n'}, "npm install vite", True),
    ({"pyproject.toml": '[project]\nname = "x"\n'}, "poetry add requests", True),
    # already caught (the rules work): a usable result is WRONG
    ({"app.py": "x = 1\n"}, "sed -i 's/1/2/' app.py", True),
    ({"app.py": "x = 1\n"}, "black .", True),
    ({"main.tf": "a = 1\n"}, "terraform fmt", True),
    ({"src/main.rs": "fn main() {}\n"}, "cargo fmt", True),
    ({"package.json": '{"name": "x"}\n'}, "npm pkg set name=y", True),
    ({"app.py": "x = 1\n"}, "git checkout app.py", True),
    # controls: nothing written changes
    ({"app.py": "x = 1\n"}, "python app.py", False),
    ({"app.py": "x = 1\n"}, "pytest -q", False),
    ({"package.json": '{"name": "x"}\n', "index.js": "console.log(1)\n"}, "node index.js", False),
    ({"src/App.java": "class App {}\n"}, "mvn test", False),
    ({"app.py": "x = 1\n"}, "git add . && git commit -m init", False),
]


def _fenced(path: str, content: str) -> str:
    return f"`{path}`:\n```\n{content}```\n"


def _shell_after(conv: str, files: dict[str, str], command: str) -> str | None:
    if conv == "hybrid":
        return hybrid_doc(*files.items()) + f"\n```bash\n{command}\n```\n"
    if conv == "label":
        blocks = "\n".join(_fenced(p, c) for p, c in files.items())
        return blocks + f"\nThen run:\n\n```bash\n{command}\n```\n"
    if conv == "heredoc":
        if any("EOF" in c for c in files.values()):
            return None
        lines = ["```bash"]
        for path, content in files.items():
            if "/" in path:
                lines.append(f"mkdir -p {path.rsplit('/', 1)[0]}")
            lines.append(f"cat > {path} <<'EOF'\n{content}EOF")
        return "\n".join([*lines, command, "```"]) + "\n"
    blocks = "\n".join(_fenced(p, c) for p, c in files.items())
    if conv == "powershell":
        return blocks + f"\n```powershell\n{command}\n```\n"
    if conv == "bare-venv-first":
        return blocks + f"\n```\npython -m venv .venv\n{command}\n```\n"
    return blocks + f"\nThen run `{command}`.\n"


def shell_after() -> None:
    for conv in ("hybrid", "label", "heredoc", "prose", "powershell", "bare-venv-first"):
        tried = exact = refused = wrong = 0
        wrongs = []
        for files, command, changes in COMMANDS:
            text = _shell_after(conv, files, command)
            if text is None:
                continue
            tried += 1
            result = parse_response(text)
            got = {f.file_path: f.content for f in result.code.files} if result.usable else {}
            if not result.usable:
                if changes:
                    exact += 1
                else:
                    refused += 1
            elif changes or got != files:
                wrong += 1
                wrongs.append(command)
            else:
                exact += 1
        print(f"shell-after {conv} tried {tried} exact {exact} refused {refused} WRONG {wrong}")
        for command in wrongs:
            print(f"    WRONG: {command}")


# Scripts the answer's own files define, each of which rewrites app.py (black, a fixer): the
# runner and the construct. A usable result is WRONG.
PROJECT: list[tuple[str, dict[str, str], str]] = [
    ("make @-prefix", {"Makefile": "all:\n\t@black .\n"}, "make"),
    ("make variable", {"Makefile": "FMT = black\nall:\n\t$(FMT) .\n"}, "make"),
    ("make define", {"Makefile": "define FMT\nblack .\nendef\nall:\n\t$(FMT)\n"}, "make"),
    ("make prerequisite", {"Makefile": "all: fmt\n\tpython app.py\nfmt:\n\tblack .\n"}, "make"),
    ("make order-only", {"Makefile": "all: | fmt\n\tpython app.py\nfmt:\n\tblack .\n"}, "make"),
    (
        "make .DEFAULT_GOAL",
        {"Makefile": ".DEFAULT_GOAL := fmt\nrun:\n\ttrue\nfmt:\n\tblack .\n"},
        "make",
    ),
    ("make double-colon", {"Makefile": "all::\n\tblack .\n"}, "make"),
    ("make continuation", {"Makefile": "all:\n\techo hi && \\\n\tblack .\n"}, "make"),
    ("make $(MAKE)", {"Makefile": "all:\n\t$(MAKE) fmt\nfmt:\n\tblack .\n"}, "make"),
    (
        "make static pattern",
        {"Makefile": "all: app.fmt\napp.fmt: %.fmt: %.py\n\tblack $<\n"},
        "make",
    ),
    (
        "make suffix rule",
        {"Makefile": ".SUFFIXES: .py .fmt\nall: app.fmt\n.py.fmt:\n\tblack $<\n"},
        "make",
    ),
    ("make pattern rule", {"Makefile": "all: app.fmt\n%.fmt: %.py\n\tblack $<\n"}, "make all"),
    ("make match-anything", {"Makefile": "all: app.fmt\n%:\n\tblack .\n"}, "make all"),
    (
        "just dependency",
        {"justfile": "run: fmt\n    python app.py\nfmt:\n    black .\n"},
        "just run",
    ),
    ("just shebang", {"justfile": "run:\n    #!/usr/bin/env bash\n    black .\n"}, "just run"),
    ("just set shell", {"justfile": "set shell := ['python3', '-c']\nrun:\n    x\n"}, "just run"),
    (
        "task deps",
        {
            "Taskfile.yml": "version: '3'\ntasks:\n  run:\n    deps: [fmt]\n    cmds:\n"
            "      - python app.py\n  fmt:\n    cmds:\n      - black .\n"
        },
        "task run",
    ),
    (
        "task anchor",
        {
            "Taskfile.yml": "version: '3'\nx: &fmt black .\ntasks:\n  run:\n"
            "    cmds:\n      - *fmt\n"
        },
        "task run",
    ),
    ("tox.ini", {"tox.ini": "[tox]\nenvlist = py\n[testenv]\ncommands = black .\n"}, "tox"),
    (
        "tox.toml",
        {"tox.toml": "env_list = ['py']\n[env_run_base]\ncommands = [['black', '.']]\n"},
        "tox",
    ),
    (
        "tox setup.cfg",
        {"setup.cfg": "[tox:tox]\nenvlist = py\n[testenv]\ncommands = black .\n"},
        "tox",
    ),
    (
        "nox",
        {
            "noxfile.py": "import nox\n@nox.session\ndef tests(session):\n"
            "    session.run('black', '.')\n"
        },
        "nox",
    ),
    ("deno task", {"deno.json": '{"tasks": {"dev": "deno fmt"}}'}, "deno task dev"),
    ("cargo alias", {".cargo/config.toml": '[alias]\nb = "fmt"\n'}, "cargo b"),
    (
        "npm prestart",
        {"package.json": '{"scripts": {"prestart": "prettier --write .", "start": "node a.js"}}'},
        "npm start",
    ),
    (
        "npm run-s",
        {"package.json": '{"scripts": {"all": "run-s fmt", "fmt": "prettier --write ."}}'},
        "npm run all",
    ),
    ("npm prepare", {"package.json": '{"scripts": {"prepare": "prettier --write ."}}'}, "npm ci"),
    (
        "npm prestop",
        {"package.json": '{"scripts": {"prestop": "prettier --write .", "start": "node a.js"}}'},
        "npm restart",
    ),
    (
        "composer run-script",
        {"composer.json": '{"scripts": {"fmt": "php-cs-fixer fix"}}'},
        "composer run-script fmt",
    ),
    (
        "composer bare",
        {"composer.json": '{"scripts": {"build": "php-cs-fixer fix"}}'},
        "composer build",
    ),
    ("pdm script", {"pyproject.toml": '[tool.pdm.scripts]\nbuild = "black ."\n'}, "pdm run build"),
    ("poe", {"pyproject.toml": '[tool.poe.tasks]\nbuild = "black ."\n'}, "poe build"),
    ("rake", {"Rakefile": "task :build do\n  sh 'rubocop -A'\nend\n"}, "rake build"),
    (
        "invoke",
        {"tasks.py": "from invoke import task\n@task\ndef build(c):\n    c.run('black .')\n"},
        "invoke build",
    ),
]


def project_scripts() -> None:
    tried = exact = refused = wrong = 0
    wrongs = []
    for name, files, command in PROJECT:
        tried += 1
        text = hybrid_doc(("app.py", "import os\nprint(os.getcwd())\n"), *files.items())
        result = parse_response(text + f"\n```bash\n{command}\n```\n")
        if result.usable:
            wrong += 1
            wrongs.append(name)
        else:
            exact += 1
    print(f"project-scripts tried {tried} exact {exact} refused {refused} WRONG {wrong}")
    for name in wrongs:
        print(f"    WRONG: {name}")


# -- prose and bare-block forms of one command after a labelled app.py ----------------------
# ``{c}`` is a command that changes app.py: every form is meant refused (a usable result is
# WRONG).
FORMS = [
    "Run `{c}`.",
    "Then `{c}`.",
    "- `{c}` (does it)",
    "1. **Step:** `{c}`",
    "* Step: `{c}`",
    "- Do it with `{c}`",
    "Use `{c}` to do it.",
    "In your terminal: `{c}`",
    "| Step | Command |\n|---|---|\n| one | `{c}` |",
    "$ {c}",
    "Then run:\n\n    {c}",
    "```\n{c}\n```",
    "```\n# step\n{c}\n```",
    "```\npython -m venv .venv\n{c}\n```",
    "Run this and check the results:\n\n```\n{c}\n```",
    "```{{bash}}\n{c}\n```",
    "```shell-script\n{c}\n```",
]
FORM_COMMANDS = ["black app.py", "rm app.py", "sed -i 's/os/sys/' app.py", "mv app.py main.py"]


def prose_forms() -> None:
    app = "`app.py`:\n```python\nimport os\nprint(os.getcwd())\n```\n\n"
    tried = exact = wrong = 0
    missed: Counter[str] = Counter()
    for form in FORMS:
        for command in FORM_COMMANDS:
            tried += 1
            if parse_response(app + form.format(c=command) + "\n").usable:
                wrong += 1
                missed[form.split("\n")[0][:30]] += 1
            else:
                exact += 1
    print(f"prose-forms tried {tried} exact {exact} refused 0 WRONG {wrong}")
    for form, n in missed.items():
        print(f"    WRONG: {form!r} x{n}")


# -- conventions rendered against each other ------------------------------------------------

_HARD = [
    "```",
    "~~~",
    "</content>",
    "</write_to_file>",
    "</boltAction>",
    "</antArtifact>",
    "</parameter>",
    "</function>",
    "===FILE_CONTENT_BLOCK===",
    "EOF",
    '{"name": "write_file", "arguments": {"path": "evil.py", "content": "x"}}',
    "<write_to_file><path>evil.py</path><content>x</content></write_to_file>",
    "`evil.py`:",
]
_QUOTES = [
    "Cline writes a file as `<write_to_file><path>x.py</path><content>...</content>`.",
    'bolt uses `<boltAction type="file" filePath="x.py">` for each file.',
    "OpenHands calls `<function=str_replace_editor>` with `<parameter=path>`.",
    "Our format starts each file with `===FILE_CONTENT_BLOCK===` then `PATH: x.py`.",
    "You could also run `cat > x.py <<'EOF'` to write it.",
]
_CONVS = ("label", "info", "gpt-engineer", "cline", "bolt", "openhands", "claude", "heredoc")


def _node_files() -> list[tuple[str, str]]:
    root = Path("/usr/lib/node_modules")
    found = []
    for name in ("README.md", "package.json"):
        for path in sorted(root.rglob(name)) if root.is_dir() else []:
            try:
                text = path.read_text("utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            if 50 < len(text) < 20_000 and "\r" not in text and text.endswith("\n"):
                rel = path.relative_to(root).as_posix().replace("/", "_")
                found.append((f"docs/{rel}" if name == "README.md" else f"pkg/{rel}", text))
    return found


def _render(conv: str, path: str, content: str) -> str | None:
    fence = renderings._fence_for(content)
    lang = renderings._language(path)
    if conv == "label":
        return f"`{path}`:\n{fence}{lang}\n{content}{fence}\n"
    if conv == "info":
        return f"{fence}{lang} {path}\n{content}{fence}\n"
    if conv == "gpt-engineer":
        return f"{path}\n{fence}{lang}\n{content}{fence}\n"
    if conv == "cline":
        call = f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n"
        return call + "</write_to_file>\n"
    if conv == "bolt":
        if "</boltAction>" in content or "</boltArtifact>" in content:
            return None  # bolt itself ends the action there: no single meaning
        return (
            '<boltArtifact id="a" title="A">\n'
            f'<boltAction type="file" filePath="{path}">\n{content}</boltAction>\n</boltArtifact>\n'
        )
    if conv == "openhands":
        if "</parameter>" in content or "</function>" in content:
            return None  # OpenHands ends the value at the first one: no single meaning
        return (
            "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
            f"<parameter=path>{path}</parameter>\n<parameter=file_text>\n{content}</parameter>\n"
            "</function>\n"
        )
    if conv == "claude":
        if "</antArtifact>" in content:
            return None  # the artifact ends there: no single meaning
        ident = "".join(c if c.isalnum() else "-" for c in path.lower())
        return (
            f'<antArtifact identifier="{ident}" type="application/vnd.ant.code" '
            f'language="{lang}" title="{path}">\n{content}</antArtifact>\n'
        )
    lines = content.split("\n")
    tag = "EOF"
    while tag in lines:
        tag += "_"
    return f"```bash\ncat > {path} <<'{tag}'\n{content}{tag}\n```\n"


def _harden(content: str, rng: random.Random) -> str:
    lines = content.split("\n")
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(lines))
        lines.insert(at, rng.choice(_HARD))
    return "\n".join(lines)


def _nest(content: str, rng: random.Random) -> str:
    """``content`` holding, at a random line, another convention's whole rendering of a file."""
    inner = _render(rng.choice(_CONVS), "evil.py", "import os\nos.remove('x')\n") or ""
    lines = content.split("\n")
    at = rng.randrange(len(lines))
    return "\n".join([*lines[:at], *inner.rstrip("\n").split("\n"), *lines[at:]])


def _same(a: str, b: str) -> bool:
    return (
        a.replace("\r\n", "\n").rstrip("\n").strip() == b.replace("\r\n", "\n").rstrip("\n").strip()
    )


def mix(count: int, seed: int, dump: str = "") -> None:
    pool = [(f.name, f.content) for f in renderings.corpus()] + _node_files()
    for mutation in ("none", "hard", "nested", "crlf", "quote", "cut"):
        for mixed in (False, True):
            rng = random.Random(f"{seed}-{mutation}-{mixed}")
            tried = exact = refused = wrong = partial = 0
            examples: list[str] = []
            while tried < count:
                chosen = rng.sample(pool, rng.randint(1, 3))
                files: Files = []
                parts = [rng.choice(["Here are the files.", "Sure!", ""])]
                ok = True
                one = rng.choice(_CONVS)
                for path, content in chosen:
                    if mutation == "hard":
                        content = _harden(content, rng)
                    if mutation == "nested":
                        content = _nest(content, rng)
                    if not content.endswith("\n"):
                        content += "\n"
                    conv = rng.choice(_CONVS) if mixed else one
                    rendered = _render(conv, path, content)
                    if rendered is None or path in dict(files):
                        ok = False
                        break
                    files.append((path, content))
                    parts.append(rendered)
                    if mutation == "quote":
                        parts.append(rng.choice(_QUOTES))
                    else:
                        parts.append(rng.choice(["", "Next:", "And the other file."]))
                if not ok:
                    continue
                text = "\n".join(parts) + "\n"
                if mutation == "crlf":
                    text = text.replace("\n", "\r\n")
                if mutation == "cut":
                    text = text[: rng.randrange(1, len(text))]
                tried += 1
                result = parse_response(text)
                if not result.usable:
                    refused += 1
                    continue
                got = [(f.file_path, f.content) for f in result.code.files]
                meant = dict(files)
                bad = [p for p, c in got if p not in meant or not _same(c, meant[p])]
                if bad:
                    wrong += 1
                    if len(examples) < 3:
                        examples.append(f"{bad[0]} ({result.status.value}) {text[:80]!r}")
                elif len(got) < len(files):
                    partial += 1
                    if len(examples) < 3:
                        lost = sorted(set(meant) - {p for p, _ in got})
                        examples.append(f"partial, lost {lost[0]} ({result.status.value})")
                    if dump:
                        name = f"{mutation}-{mixed}-{partial}.txt"
                        Path(dump, name).write_text(text, "utf-8")
                else:
                    exact += 1
            kind = "mixed" if mixed else "one"
            print(
                f"{kind} {mutation} tried {tried} exact {exact} refused {refused}"
                f" WRONG {wrong + partial} (a written file lost: {partial})"
            )
            for example in examples:
                print(f"    WRONG: {example}")


def tool_json(count: int, seed: int) -> None:
    rng = random.Random(f"{seed}-tool-json")
    pool = [(f.name, f.content) for f in renderings.corpus()]
    tried = exact = refused = wrong = 0
    for _ in range(count):
        chosen = rng.sample(pool, rng.randint(1, 3))
        calls = []
        for n, (path, content) in enumerate(chosen):
            inner = json.dumps(
                {"name": "write_file", "arguments": json.dumps({"path": "evil.py", "content": "x"})}
            )
            lines = content.split("\n")
            lines.insert(rng.randrange(len(lines)), inner)
            content = "\n".join(lines)
            chosen[n] = (path, content)
            arguments = json.dumps({"path": path, "content": content})
            calls.append(
                {
                    "id": f"call_{n}",
                    "type": "function",
                    "function": {"name": "write_file", "arguments": arguments},
                }
            )
        text = json.dumps({"role": "assistant", "content": None, "tool_calls": calls}, indent=2)
        tried += 1
        result = parse_response(text)
        if not result.usable:
            refused += 1
            continue
        got = [(f.file_path, f.content) for f in result.code.files]
        if got == chosen:
            exact += 1
        else:
            wrong += 1
    print(f"tool-json tried {tried} exact {exact} refused {refused} WRONG {wrong}")


# -- heredoc scripts against bash itself ----------------------------------------------------

_DIRS = ["src", "lib", "src/sub", ".."]
_FILES = ["a.py", "b.py", "src/c.py"]
_WORDS = ["x = 1", "y = 2", "print(1)"]


def _step(rng: random.Random) -> str:
    d, f, g, w = rng.choice(_DIRS), rng.choice(_FILES), rng.choice(_FILES), rng.choice(_WORDS)
    return rng.choice(
        [
            f"mkdir -p {d}",
            f"cd {d}",
            "cd ..",
            "cd -",
            f"pushd {d} > /dev/null",
            "popd > /dev/null",
            f"cat > {f} <<'EOF'\n{w}\nEOF",
            f"cat <<'EOF' > {f}\n{w}\nEOF",
            f"tee {f} > /dev/null <<'EOF'\n{w}\nEOF",
            f"(cd {d} && cat > {f} <<'EOF'\n{w}\nEOF\n)",
            f"cd {d} && cat > {f} <<'EOF'\n{w}\nEOF",
            f"echo '{w}' > {f}",
            f"echo '{w}' >> {f}",
            f"printf '{w}\\n' > {f}",
            f"touch {f}",
            f"rm -f {f}",
            f"mv {f} {g}",
            f"cp {f} {g}",
            f"sed -i 's/1/3/' {f}",
            f"cd {d} || exit 1",
            f"{{ cd {d}; }}",
            f"echo | cd {d}",
            f"cat > {f} <<-'EOF'\n\t{w}\n\tEOF",
            f"mkdir -p {d} && cd {d}",
            f"ls {d}",
            "pwd",
        ]
    )


def _bash_files(script: str) -> dict[str, str] | None:
    """The files bash writes running ``script`` in an empty project folder (whose folders src,
    lib, src/sub exist, nested twice): path relative to it -> content; None when bash could
    not do a step (a folder missing: the script's reading assumes it exists)."""
    import itertools
    import shutil
    import subprocess
    import tempfile

    base = Path(tempfile.mkdtemp())
    root = base / "w" / "root"
    (base / "home").mkdir()
    for top in (root, base / "w"):
        for n in (1, 2):
            for combo in itertools.product(["src", "lib", "src/sub"], repeat=n):
                top.joinpath(*combo).mkdir(parents=True, exist_ok=True)
    try:
        done = subprocess.run(
            ["bash", "-c", script],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=10,
            env={"PATH": "/usr/bin:/bin", "HOME": str(base / "home")},
        )
        if "No such file" in done.stderr or "not a directory" in done.stderr.lower():
            return None
        found = {}
        for path in base.rglob("*"):
            if path.is_file():
                rel = Path(os.path.relpath(path, root)).as_posix()
                found[rel] = path.read_text("utf-8")
        return found
    finally:
        shutil.rmtree(base)


def bash_diff(count: int, seed: int) -> None:
    rng = random.Random(f"{seed}-bash")
    tried = exact = refused = wrong = skipped = 0
    examples = []
    while tried < count:
        script = "\n".join(_step(rng) for _ in range(rng.randint(2, 5))) + "\n"
        real = _bash_files(script)
        if real is None:
            skipped += 1
            continue
        tried += 1
        result = parse_response("```bash\n" + script + "```\n")
        if not result.usable:
            refused += 1
            continue
        got = {f.file_path: f.content for f in result.code.files}
        if got == real:
            exact += 1
        else:
            wrong += 1
            if len(examples) < 3:
                examples.append(f"{script!r}: library {got}, bash {real}")
    print(
        f"bash-diff tried {tried} exact {exact} refused {refused} WRONG {wrong}"
        f" (skipped, a folder missing: {skipped})"
    )
    for example in examples:
        print(f"    WRONG: {example}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--dump", default="", help="a folder to write the partial answers to")
    args = parser.parse_args()
    shell_after()
    project_scripts()
    prose_forms()
    mix(args.count, args.seed, args.dump)
    tool_json(args.count, args.seed)
    bash_diff(args.count, args.seed)


if __name__ == "__main__":
    main()
