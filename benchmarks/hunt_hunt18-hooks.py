# ruff: noqa: E501
"""Hunt 18 (hooks): probe families of code a command runs that writes (a hook file, an inline
program, what an interpreter loads besides it, an option or config value naming the output)
yet may pass as harmless, and of ordinary inline programs that may be refused.

Each family generates answers (our hybrid format, a command after the end marker) that either
change a file of the answer when the command runs (meant: not usable) or change none (meant:
usable with the files as sent). Counts per family: total, usable-right, refused, WRONG
(usable although the command changes a file). Fixed seed; ``--count`` answers per family.

    python benchmarks/hunt_hunt18-hooks.py --count 40 --seed 18
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

from artifact_codec import parse_response

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
A = "def f():\n    return 1\n"
T = "from a import f\n\n\ndef test_f():\n    assert f() == 1\n"
JS = "module.exports = 1;\n"

Case = tuple[dict[str, str], str, bool]  # files, command, whether the command writes


def ours(files: dict[str, str], command: str) -> str:
    blocks = "".join(f"===FILE_CONTENT_BLOCK===\nPATH: {p}\n---\n{t}\n" for p, t in files.items())
    return _HEAD + blocks + f"===FILE_CONTENT_BLOCK===END\n\nRun:\n```bash\n{command}\n```\n"


_ANY_METHODS = ["add", "append", "join", "get", "update", "extend", "insert", "format", "items"]
_PATH_WRITES = [
    "self.unlink()",
    "self.rmdir()",
    "self.write_text('')",
    "self.touch()",
    "self.chmod(0)",
]
_PATH_NAMES = ["unlink", "rmdir", "write_text", "touch", "chmod"]


def _method_self(rng: random.Random, static: bool) -> Case:
    method = rng.choice(_ANY_METHODS)
    k = rng.randrange(len(_PATH_WRITES))
    deco = "    @staticmethod\n" if static else ""
    call = (
        f"C().{method}(pathlib.Path('a.py'))"
        if static
        else f"{rng.choice(['D', 'Alias', 'K'])} = C\n{{A}}.{method}(pathlib.Path('a.py'))"
    )
    if not static:
        alias = call.split(" ", 1)[0]
        call = call.replace("{A}", alias)
    code = (
        f"import pathlib\n\n\nclass C:\n    def {_PATH_NAMES[k]}(self, *a):\n        pass\n\n"
        f"{deco}    def {method}(self):\n        {_PATH_WRITES[k]}\n\n\n{call}\n"
    )
    return (
        {"a.py": A, "test_a.py": T, "conftest.py": code},
        rng.choice(["pytest", "pytest -q", "python -m pytest"]),
        True,
    )


def fam_staticmethod_self(rng: random.Random) -> Case:
    return _method_self(rng, True)


def fam_class_alias_self(rng: random.Random) -> Case:
    return _method_self(rng, False)


def fam_addopts_output(rng: random.Random) -> Case:
    option = rng.choice(
        ["--junitxml=a.py", "--junit-xml=a.py", "--report-log=a.py", "--junitxml a.py"]
    )
    where = rng.choice(["pytest.ini", "tox.ini", "setup.cfg", "pyproject.toml"])
    if where == "pyproject.toml":
        text = f'[tool.pytest.ini_options]\naddopts = "{option}"\n'
    else:
        text = f"[{'tool:pytest' if where == 'setup.cfg' else 'pytest'}]\naddopts = {option}\n"
    return {"a.py": A, "test_a.py": T, where: text}, "pytest", True


def fam_config_output(rng: random.Random) -> Case:
    kind = rng.choice(["webpack", "vitest", "vite"])
    if kind == "webpack":
        config = f"module.exports = {{ entry: './a.js', output: {{ path: __dirname, filename: '{rng.choice(['a.js', './a.js'])}' }} }};\n"
        return (
            {"a.js": JS, "webpack.config.js": config},
            rng.choice(["npx webpack", "npx webpack build"]),
            True,
        )
    if kind == "vitest":
        config = "import { defineConfig } from 'vitest/config';\nexport default defineConfig({ test: { reporters: ['json'], outputFile: 'a.js' } });\n"
        return {"a.js": JS, "vitest.config.js": config}, "npx vitest run", True
    config = "import { defineConfig } from 'vite';\nexport default defineConfig({ build: { outDir: 'src' } });\n"
    html = '<script type="module" src="/src/a.js"></script>\n'
    return {"src/a.js": JS, "index.html": html, "vite.config.js": config}, "npx vite build", True


def fam_option_value_as_program(rng: random.Random) -> Case:
    kind = rng.choice(["deno", "node", "python"])
    if kind == "deno":
        option = rng.choice(["--ext ts", "--seed 1", "--log-level info", "--location http://x/"])
        return (
            {"a.ts": "export const a = 1;\n"},
            f"deno eval {option} \"Deno.removeSync('a.ts')\"",
            True,
        )
    if kind == "node":
        option = rng.choice(
            [
                "--disable-warning ExperimentalWarning",
                "--inspect-port 9230",
                "--stack-size 2000",
                "--watch-path .",
            ]
        )
        return {"a.js": JS}, f"node {option} -e \"require('fs').rmSync('a.js')\"", True
    option = rng.choice(["--check-hash-based-pycs always", "--check-hash-based-pycs never"])
    return {"a.py": A}, f"python3 {option} -c \"import os; os.remove('a.py')\"", True


def fam_writing_interpreter_option(rng: random.Random) -> Case:
    option = rng.choice(
        [
            "--cpu-prof --cpu-prof-name=a.js",
            "--heap-prof --heap-prof-name=a.js",
            "--cpu-prof --cpu-prof-name a.js",
        ]
    )
    program = rng.choice(['-e "console.log(1)"', "a.js", '-p "1"'])
    return {"a.js": JS}, f"node {option} {program}", True


def fam_preload(rng: random.Random) -> Case:
    kind = rng.choice(["node", "perl", "ruby"])
    if kind == "node":
        option = rng.choice(
            [
                "-r ./w.js",
                "--require ./w.js",
                "--require=./w.js",
                "--import=./w.js",
                "--import ./w.js",
            ]
        )
        return (
            {"a.js": JS, "w.js": "require('fs').rmSync('a.js');\n"},
            f'node {option} -e "console.log(1)"',
            True,
        )
    if kind == "perl":
        option = rng.choice(["-I. -MW", "-I . -MW", "-I. -mW"])
        return (
            {"a.pl": "print 1;\n", "W.pm": "package W; unlink 'a.pl'; 1;\n"},
            f"perl {option} -le 'print \"ok\"'",
            True,
        )
    option = rng.choice(["-r./w", "-I. -rw", "-r ./w"])
    return {"a.rb": "puts 1\n", "w.rb": "File.delete('a.rb')\n"}, f"ruby {option} -e 'puts 1'", True


def fam_startup_file(rng: random.Random) -> Case:
    if rng.random() < 0.5:
        return (
            {"a.R": "x <- 1\n", ".Rprofile": "file.remove('a.R')\n"},
            rng.choice(["Rscript -e 'print(1)'", "Rscript -e 'cat(1)'"]),
            True,
        )
    files = {
        "a.ts": "export const a = 1;\n",
        "w.ts": "import fs from 'fs';\nfs.rmSync('a.ts');\n",
        "bunfig.toml": 'preload = ["./w.ts"]\n',
    }
    return files, rng.choice(['bun -e "console.log(1)"', 'bun --eval "console.log(1)"']), True


def fam_ordinary_inline(rng: random.Random) -> Case:
    kind = rng.choice(["python", "node", "perl"])
    if kind == "python":
        option = rng.choice(["", "-W ignore ", "-B ", "-X dev "])
        return (
            {"a.py": A},
            f'python3 {option}-c "{rng.choice(["print(1)", "import sys; print(sys.version)"])}"',
            False,
        )
    if kind == "node":
        option = rng.choice(["", "--title x ", "--input-type commonjs "])
        return (
            {"a.js": JS},
            f'node {option}-e "{rng.choice(["console.log(1)", "console.log(process.version)"])}"',
            False,
        )
    return {"a.pl": "print 1;\n"}, "perl -le 'print \"ok\"'", False


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    name[4:]: f for name, f in sorted(globals().items()) if name.startswith("fam_")
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    print(f"{'family':32} {'total':>6} {'usable-right':>13} {'refused':>8} {'WRONG':>6}")
    for name, family in FAMILIES.items():
        rng = random.Random(f"{args.seed}-{name}")
        right = refused = wrong = 0
        for _ in range(args.count):
            files, command, writes = family(rng)
            result = parse_response(ours(files, command))
            got = {f.file_path: f.content for f in result.code.files} if result.usable else None
            if not result.usable:
                refused += 1
            elif writes or got != files:
                wrong += 1
            else:
                right += 1
        print(f"{name:32} {args.count:6} {right:13} {refused:8} {wrong:6}")


if __name__ == "__main__":
    main()
