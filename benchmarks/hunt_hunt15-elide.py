"""Attacks on fix-elide15 (41fd88c, 7cfa8a2: elision shapes) and the held-token fixes ba22ce2 /
6eccf25, on real standard-library files (hunt15-elide).

    python benchmarks/hunt_hunt15-elide.py [--seed 0] [--count 40]

For each of ``--count`` seeded Python files of the running interpreter's standard library that
define top-level functions, one function's body is elided (or a closing is added) and the file
is sent in this library's own format (no ``VERBATIM``). Families:

- ``control``: the file as it is. Wanted: usable and exact (a refusal is a false refusal);
- ``elided-plain``: a function's body after its first line replaced by
  ``# ... rest of f() unchanged ...``. Wanted: refused (``ok`` is WRONG);
- ``call-below``: the same, with a top-level call of ``f`` right after it (a script's own
  call).
  Wanted: refused;
- ``odd-quote-<shape>``: a comment mentioning triple quotes put at the top, then a body
  replaced by ``pass  # rest unchanged`` (shape ``pass``) or a dict closed by ``# etc``
  (shape ``etc``); ``<shape>-plain`` the same without the comment. Wanted: refused;
- ``string-<indent>``: a body replaced by a string elision whose quotes stand on lines of
  their own, the function nested to that indentation. Wanted: refused;
- ``syntax-other``: an elision in a comment syntax of Vim, BASIC, Pascal, Liquid,
  CoffeeScript, Ruby, Lua or PowerShell blocks. Wanted: refused;
- ``page-note``: a README section whose only body is a note of it left out. Wanted: refused;
- ``after-odd-quote``: the file's top-level ``NAME = <number>`` and a closing "Note: I
  changed NAME to <another number the file holds>", with and without (``after-plain``) a
  comment mentioning triple quotes at the top. Wanted: refused.

Prints "<family> tried N usable-right R refused F WRONG W".
"""

from __future__ import annotations

import argparse
import ast
import glob
import os
import random
import re
from collections import Counter

from artifact_codec import parse_response

_HEAD = '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
_ODD = '# Docstrings here use """ quotes.\n'


def _ours(path: str, content: str, after: str = "") -> str:
    return (
        _HEAD
        + f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{content}\n"
        + "===FILE_CONTENT_BLOCK===END\n\n"
        + after
    )


def _sources(seed: int, count: int) -> list[tuple[str, str, ast.Module]]:
    """Seeded stdlib files that parse and define a top-level function of 3+ body lines."""
    paths = sorted(glob.glob(os.path.join(os.path.dirname(os.__file__), "*.py")))
    random.Random(seed).shuffle(paths)
    out = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            tree = ast.parse(text)
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
            continue
        if not 200 < len(text) < 60_000 or "\r" in text:
            continue
        if any(_long_function(node) for node in tree.body):
            out.append((os.path.basename(path), text, tree))
        if len(out) == count:
            break
    return out


def _long_function(node: ast.stmt) -> bool:
    return isinstance(node, ast.FunctionDef) and node.end_lineno - node.body[0].lineno >= 2


def _elide(text: str, tree: ast.Module, rng: random.Random, filler: str) -> tuple[str, str]:
    """The text with one top-level function's body after its first statement replaced by
    ``filler`` (``{name}`` in it named), and the function's name."""
    lines = text.splitlines(keepends=True)
    node = rng.choice([n for n in tree.body if _long_function(n)])
    assert isinstance(node, ast.FunctionDef)
    first = node.body[0]
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
        keep_to = first.end_lineno  # the docstring kept
    else:
        keep_to = node.body[0].lineno - 1  # nothing of the body kept
    head = "".join(lines[:keep_to])
    tail = "".join(lines[node.end_lineno :])
    return head + filler.format(name=node.name) + tail, node.name


def _nest(body: str, depth: int, tab: bool) -> str:
    unit = "\t" if tab else "    "
    out = []
    for level in range(depth):
        out.append(f"{unit * level}class C{level}:\n")
    out.append(f"{unit * depth}def f(self):\n")
    out.extend(f"{unit * (depth + 1)}{line}\n" for line in body.splitlines())
    return "".join(out)


def _verdict(text: str, *, meant: str | None, path: str) -> str:
    """``right`` / ``refused`` / ``WRONG``: ``meant`` None means the file is not whole."""
    result = parse_response(text)
    if not result.usable:
        return "refused" if meant is not None else "right"
    files = [(f.file_path, f.content) for f in result.code.files]
    if meant is not None and files == [(path, meant)]:
        return "right"
    return "WRONG"


# Comment syntaxes the suffix table may lack ({words}: the elision's words).
SYNTAXES = [
    ("a.vim", '" {words}'),
    ("a.bas", "REM {words}"),
    ("a.pas", "{{ {words} }}"),
    ("a.liquid", "{{% comment %}} {words} {{% endcomment %}}"),
    ("a.coffee", "### {words} ###"),
    ("a.rb", "=begin\n{words}\n=end"),
    ("a.lua", "--[[ {words} ]]"),
    ("a.ps1", "<# {words} #>"),
]
# Notes standing for a section's body, under that section's heading.
PAGE_NOTES = [
    "(unchanged)",
    "_(unchanged)_",
    "_(Installation section unchanged)_",
    "Installation section unchanged.",
    "*(Installation steps unchanged)*",
    "<p>(Installation section unchanged)</p>",
    "*Installation instructions omitted.*",
    "- installation steps unchanged",
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=40)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally: dict[str, Counter[str]] = {}

    def count(family: str, verdict: str) -> None:
        tally.setdefault(family, Counter())[verdict] += 1

    for name, text, tree in _sources(args.seed, args.count):
        count("control", _verdict(_ours(name, text), meant=text, path=name))
        elided, func = _elide(text, tree, rng, "    # ... rest of {name}() unchanged ...\n")
        verdict = _verdict(_ours(name, elided), meant=None, path=name)
        count("elided-plain", verdict)
        if verdict == "WRONG" and os.environ.get("HUNT_SHOW"):
            print(name, func)
        filler = "    # ... rest of {name}() unchanged ...\n\n\n{name}()\n"
        called, _ = _elide(text, tree, rng, filler)
        count("call-below", _verdict(_ours(name, called), meant=None, path=name))
        passed, _ = _elide(text, tree, rng, "    pass  # rest unchanged\n")
        count("pass-plain", _verdict(_ours(name, passed), meant=None, path=name))
        count("odd-quote-pass", _verdict(_ours(name, _ODD + passed), meant=None, path=name))
        etc = text + "\n\nHANDLERS = {\n    'a': 1,\n    # etc\n}\n"
        count("etc-plain", _verdict(_ours(name, etc), meant=None, path=name))
        count("odd-quote-etc", _verdict(_ours(name, _ODD + etc), meant=None, path=name))
        numbers = [
            (n.targets[0].id, n.value.value)
            for n in tree.body
            if isinstance(n, ast.Assign)
            and len(n.targets) == 1
            and isinstance(n.targets[0], ast.Name)
            and isinstance(n.value, ast.Constant)
            and type(n.value.value) is int
        ]
        held = set(re.findall(r"(?<![\w.])\d+(?![\w.])", text))
        for target, value in numbers[:1]:
            others = sorted(n for n in held if n != str(value))
            if not others:
                continue
            after = f"Note: I changed {target} to {rng.choice(others)}.\n"
            verdict = _verdict(_ours(name, text, after), meant=None, path=name)
            count("after-plain", verdict)
            if verdict == "WRONG" and os.environ.get("HUNT_SHOW"):
                print(name, after.strip())
            odd = _ODD + text
            count("after-odd-quote", _verdict(_ours(name, odd, after), meant=None, path=name))
    for depth, tab, label in [(0, False, "4"), (1, False, "8"), (2, False, "12"), (0, True, "tab")]:
        for words in (
            "... rest unchanged",
            "... rest of the method unchanged ...",
            "Rest unchanged...",
        ):
            body = f'"""\n{words}\n"""'
            content = "import os\n\n\n" + _nest(body, depth, tab)
            count(f"string-{label}", _verdict(_ours("m.py", content), meant=None, path="m.py"))
    for path, line in SYNTAXES:
        for words in ("... rest of the file unchanged ...", "etc.", "... existing code ..."):
            content = f"x = 1\n{line.format(words=words)}\ny = 2\n"
            count("syntax-other", _verdict(_ours(path, content), meant=None, path=path))
    for note in PAGE_NOTES:
        page = f"# Tool\n\n## Installation\n\n{note}\n\n## Usage\n\nRun `tool`.\n"
        count("page-note", _verdict(_ours("README.md", page), meant=None, path="README.md"))
    for family, counter in tally.items():
        tried = sum(counter.values())
        print(
            f"{family:18} tried {tried:3} usable-right/refused-right {counter['right']:3} "
            f"refused {counter['refused']:3} WRONG {counter['WRONG']:3}"
        )


if __name__ == "__main__":
    main()
