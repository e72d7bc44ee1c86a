"""Attacks on fix-readers15 (held_tokens: ``_dependency``, ``_unshown``, a prose word in
another case of a defined name), fix-elide16 (elision shapes) and c72406f
(``closing._names_with_values``), on real standard-library files (hunt17-readers).

    python benchmarks/hunt_hunt17-readers.py [--seed 0] [--count 30]

For each of ``--count`` seeded Python files of the running interpreter's standard library that
hold a top-level ``NAME = <int>`` line, the file is sent in this library's own format with a
second file ``requirements.txt`` (``flask>=2.0``, ``requests==2.31.0``) and a closing after
the end marker. Families (wanted result in brackets):

- ``control``: no closing [usable, exact];
- ``json-<key>``: ``{"<path>": {<edit key>: ...}}`` with an edit of the NAME line
  (old/new with another number the file holds, find/replace, line<N>, append, rename_to,
  delete) [refused];
- ``json-other-file``: ``{"requirements.txt": {"NAME": <its value>}}`` [refused];
- ``table-row``: ``| file | NAME |`` with the path and another number the file holds [refused];
- ``rename-ordinal``: "Save the first file as <name>.py." [refused];
- ``dep-bumped`` / ``dep-pinned``: "Bumped/Pinned flask to 3.<n>.<m>." [refused];
- ``dep-added``: "I added <pkg>==<v> to requirements.txt." [refused];
- ``elided-string``: a function body's tail replaced by ``'''rest of <f> unchanged'''``
  [refused];
- ``service-port``: "Redis listens on port 6379." (and other services) [usable, exact];
- ``service-port-PORT``: the same with a third file ``settings.py`` holding ``PORT = 8000``
  [usable, exact];
- ``honest-set``: "I set NAME to <its value> in <path>." [usable, exact];
- ``list-report`` / ``yaml-report``: "Summary:" and "- <path>: NAME <other>", or a fenced
  YAML mapping ``<path>: {NAME: <other>}`` [refused];
- ``offer-done``: "If you want NAME at <other>, I've set it." [refused];
- ``rename-this``: the file alone, then "Save this as <name>2.py." [refused];
- ``version-bound``: "Requires Python >= 3.<n>." [usable, exact].

Prints "<family> tried N usable-right R refused F WRONG W" (WRONG: usable and not what was
meant; for the families wanted usable a refusal is a false refusal, counted under refused).
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
_REQ = "flask>=2.0\nrequests==2.31.0\n"
_SERVICES = [("Redis", 6379), ("Postgres", 5432), ("MySQL", 3306), ("MongoDB", 27017)]
_PKGS = ["pyyaml", "rich", "httpx", "attrs", "click"]


def _ours(files: list[tuple[str, str]], after: str) -> str:
    blocks = "".join(f"===FILE_CONTENT_BLOCK===\nPATH: {p}\n---\n{c}\n" for p, c in files)
    return _HEAD + blocks + "===FILE_CONTENT_BLOCK===END\n\n" + after + "\n"


def _sources(seed: int, count: int) -> list[tuple[str, str, str, int, set[int], str | None]]:
    """(file name, text, NAME, its value, other ints of the file, a function's name)."""
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
        if len(text) > 60_000 or "\r" in text:
            continue
        found = None
        for node in tree.body:
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Constant)
                and type(node.value.value) is int
                and node.value.value > 1
            ):
                found = (node.targets[0].id, node.value.value)
                break
        if found is None:
            continue
        ints = {int(m) for m in re.findall(r"(?<![\w.])\d{1,5}(?![\w.])", text)} - {found[1]}
        ints = {n for n in ints if n > 1}
        if not ints:
            continue
        func = next(
            (n.name for n in tree.body if isinstance(n, ast.FunctionDef) and len(n.body) >= 3),
            None,
        )
        out.append((os.path.basename(path), text.rstrip("\n"), found[0], found[1], ints, func))
        if len(out) >= count:
            break
    return out


def _elide(text: str, func: str) -> str | None:
    tree = ast.parse(text)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == func:
            lines = text.split("\n")
            first = node.body[0]
            if first.end_lineno is None or node.end_lineno is None:
                return None
            indent = " " * first.col_offset
            keep = lines[: first.end_lineno]
            note = f"{indent}'''rest of {func}() unchanged'''"
            return "\n".join([*keep, note, *lines[node.end_lineno :]])
    return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=30)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally: dict[str, Counter[str]] = {}

    def count(family: str, files: list[tuple[str, str]], after: str, want_usable: bool) -> None:
        result = parse_response(_ours(files, after))
        got = [(f.file_path, f.content) for f in result.code.files]
        meant = [(p, c + "\n") for p, c in files]
        c = tally.setdefault(family, Counter())
        c["tried"] += 1
        if not result.usable:
            c["refused"] += 1
        elif want_usable and got == meant:
            c["usable-right"] += 1
        else:
            c["WRONG"] += 1

    for name, text, var, value, ints, func in _sources(args.seed, args.count):
        files = [(name, text), ("requirements.txt", _REQ.rstrip("\n"))]
        other = rng.choice(sorted(ints))
        line = f"{var} = {value}"
        new = f"{var} = {other}"
        count("control", files, "", True)
        edits = {
            "old-new": f'{{"old": "{line}", "new": "{new}"}}',
            "find-replace": f'{{"find": "{line}", "replace": "{new}"}}',
            "line-key": f'{{"line{rng.randint(2, 40)}": "{new}"}}',
            "append": '{"append": "import os"}',
            "rename-to": f'{{"rename_to": "{name[:-3]}_new.py"}}',
            "delete": '{"delete": true}',
        }
        for key, body in edits.items():
            count(f"json-{key}", files, f'{{"{name}": {body}}}', False)
        count("json-other-file", files, f'{{"requirements.txt": {{"{var}": {value}}}}}', False)
        count("table-row", files, f"| file | {var} |\n|---|---|\n| {name} | {other} |", False)
        count("rename-ordinal", files, f"Save the first file as {name[:-3]}2.py.", False)
        version = f"3.{rng.randint(0, 9)}.{rng.randint(0, 9)}"
        count("dep-bumped", files, f"Bumped flask to {version}.", False)
        count("dep-pinned", files, f"Pinned flask to {version}.", False)
        pkg = rng.choice(_PKGS)
        count(
            "dep-added", files, f"I added {pkg}=={rng.randint(1, 9)}.0 to requirements.txt.", False
        )
        if func is not None:
            elided = _elide(text, func)
            if elided is not None:
                count("elided-string", [(name, elided)], "", False)
        service, port = rng.choice(_SERVICES)
        count("service-port", files, f"{service} listens on port {port}.", True)
        with_port = [*files, ("settings.py", "PORT = 8000")]
        count("service-port-PORT", with_port, f"{service} listens on port {port}.", True)
        count("honest-set", files, f"I set {var} to {value} in {name}.", True)
        count("list-report", files, f"Summary:\n- {name}: {var} {other}", False)
        count("yaml-report", files, f"```yaml\n{name}:\n  {var}: {other}\n```", False)
        count("offer-done", files, f"If you want {var} at {other}, I've set it.", False)
        count("rename-this", [(name, text)], f"Save this as {name[:-3]}2.py.", False)
        bound = f"Requires Python >= 3.{rng.randint(8, 12)}."
        count("version-bound", files, bound, True)

    for family, c in tally.items():
        print(
            f"{family:18} tried {c['tried']:3} usable-right {c['usable-right']:3}"
            f" refused {c['refused']:3} WRONG {c['WRONG']:3}"
        )


if __name__ == "__main__":
    main()
