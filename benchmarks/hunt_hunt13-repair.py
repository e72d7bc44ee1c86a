"""Attack what fix-repair17 landed in the JSON repair layer (a bare value read whole whatever
its first character, ``_MARKED_VALUE``; ``json-other-values`` for a value after another
value's closer and ``,``; an empty ``[]``/``{}`` in a sentence ranked last; a legacy path
holding a quote beside JSON punctuation refused): one question, "is the value returned
different from what the writer meant while no guess is reported?" (random, fixed seeds).

Each generator prints ``<generator> tried N exact E guessed G refused R SILENT S``; a few
SILENT inputs follow.

- ``bare-real-values``: real ``package.json`` files (/usr/lib/node_modules/**) with some
  string values written without their quotes (``"node": >=18``, ``"x": ^1.2.3``,
  ``"test": tap --reporter=dot``), compact or indented.
- ``bare-list-in-value``: a bare value that holds ``, `` (``>=1.0, <2.0``, ``@a, @b``,
  ``*.js, *.ts``): the value the text meant is the whole string (or a list of the parts: both
  count as exact).
- ``marked-keys``: a key written without quotes that starts with a mark (``>=2``, ``+1``,
  ``&a``, ``?x``, ``=x``, ``|a``, ``<x``) after a member.
- ``hash-comment``: a bare value followed by `` # note`` on its line; a number or ``true``
  followed by the same reads it as a comment with a guess: read into the value with no
  guess is SILENT.
- ``legacy-bare-paths``: a legacy ``{"files": [...]}`` answer whose paths (real npm file
  names) lose their quotes, some with a `` # note`` after them or an ``<...>`` around them:
  SILENT when ``parse_response`` is usable over a path that is not the one meant.

Usage: ``python benchmarks/hunt_hunt13-repair.py [--n N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import glob
import json
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

from artifact_codec import parse_response, repair_json_report
from artifact_codec.errors import ArtifactCodecError

Case = tuple[str, Any]


def _packages() -> list[dict[str, Any]]:
    found = []
    for name in sorted(glob.glob("/usr/lib/node_modules/**/package.json", recursive=True)):
        try:
            with open(name, encoding="utf-8") as handle:
                value = json.load(handle)
        except (OSError, ValueError):
            continue
        if isinstance(value, dict):
            found.append(value)
    return found or [{"name": "x", "engines": {"node": ">=18"}, "scripts": {"test": "tap"}}]


_PACKAGES = _packages()
# A value a model may write bare: one line, no quote or backslash, not a number or a literal.
_BARE_OK = re.compile(r"[^\"\\\n\r\t]{1,80}")


def _unquote(text: str, rng: random.Random, rate: float) -> str:
    def drop(match: re.Match[str]) -> str:
        inner = json.loads(match.group(1))
        if (
            isinstance(inner, str)
            and _BARE_OK.fullmatch(inner)
            and inner == inner.strip()
            and inner not in ("true", "false", "null")
            and not re.fullmatch(r"-?\d[\d.eE+-]*", inner)
            and rng.random() < rate
        ):
            return ": " + inner
        return match.group(0)

    return re.sub(r': ("(?:[^"\\]|\\.)*")', drop, text)


def bare_real_values(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _ in range(n):
        package = rng.choice(_PACKAGES)
        text = json.dumps(package, indent=rng.choice([None, 2]))
        yield "json", (_unquote(text, rng, rng.choice([0.2, 0.5, 1.0])), package)


_TOKENS = [
    *(">=1.0", "<2.0", "@a/b", "~/x", "*.js", "*.ts", "^1.2"),
    *("!x", "&&", "?", "=1", "|x", "<b>"),
]


def bare_list_in_value(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _ in range(n):
        parts = [rng.choice(_TOKENS) for _ in range(rng.randint(2, 3))]
        sep = rng.choice([", ", ","])
        tail = rng.choice(["}", ', "b": 1}', "\n}"])
        meant: dict[str, Any] = {"a": sep.join(parts)}
        if "b" in tail:
            meant["b"] = 1
        yield "json-or-list", ('{"a": ' + sep.join(parts) + tail, meant)


_KEY_MARKS = [">=", "+", "&", "?", "=", "|", "<", ">", "@", "~", "%", "^", "!", "*"]


def marked_keys(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _ in range(n):
        key = rng.choice(_KEY_MARKS) + rng.choice(["x", "2", "dev", "a.b"])
        value = rng.choice([1, "v"])
        first = rng.random() < 0.3
        text = "{" + ("" if first else '"a": 1, ') + key + ": " + json.dumps(value) + "}"
        meant = ({} if first else {"a": 1}) | {key: value}
        yield "json", (text, meant)


def hash_comment(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _ in range(n):
        value = rng.choice(["foo", "@scope/pkg", ">=18", "~/x", "^1.2.3", "src/a.py", "*.ts"])
        note = rng.choice(["# note", "#min", "# the default"])
        tail = rng.choice(["}", ', "b": 1}', '\n, "b": 1}'])
        meant: dict[str, Any] = {"a": value}
        if "b" in tail:
            meant["b"] = 1
        yield "json", ('{"a": ' + value + " " + note + tail, meant)


def _npm_paths() -> list[str]:
    base = "/usr/lib/node_modules/npm/"
    names = sorted(glob.glob(base + "lib/**/*.js", recursive=True))
    return [name[len(base) :] for name in names] or ["lib/a.js", "lib/b.js"]


_PATHS = _npm_paths()


def legacy_bare_paths(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _ in range(n):
        paths = rng.sample(_PATHS, rng.randint(1, 3))
        items = []
        for path in paths:
            shape = rng.choice(["bare", "bare", "hash", "angle", "quoted"])
            written = {
                "bare": path,
                "hash": path + " # " + rng.choice(["main", "entry", "new"]),
                "angle": "<" + path + ">",
                "quoted": json.dumps(path),
            }[shape]
            items.append('{"path": ' + written + ', "content": "x = 1\\n"}')
        text = '{"files": [' + ", ".join(items) + "]}"
        yield "legacy", (text, dict.fromkeys(paths, "x = 1\n"))


def _judge(kind: str, text: str, meant: Any) -> str:
    if kind == "legacy":
        try:
            result = parse_response(text)
        except ArtifactCodecError:
            return "refused"
        if not result.usable or result.code is None:
            return "refused"
        got = {f.file_path: f.content for f in result.code.files}
        if got == meant:
            return "exact"
        warned = any(d.severity.value == "warning" for d in result.diagnostics)
        return "guessed" if warned and result.status.value == "recovered" else "SILENT"
    try:
        report = repair_json_report(text)
        got = json.loads(report.text)
    except (ArtifactCodecError, ValueError):
        return "refused"
    exact = got == meant
    if kind == "json-or-list" and not exact:
        listed = {k: (v.split(",") if k == "a" else v) for k, v in meant.items()}
        listed["a"] = [part.strip() for part in listed["a"]]
        exact = got == listed
    if exact:
        return "exact"
    return "guessed" if report.guesses else "SILENT"


GENERATORS: dict[str, Callable[[random.Random, int], Iterator[tuple[str, Case]]]] = {
    "bare-real-values": bare_real_values,
    "bare-list-in-value": bare_list_in_value,
    "marked-keys": marked_keys,
    "hash-comment": hash_comment,
    "legacy-bare-paths": legacy_bare_paths,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    for index, (name, generator) in enumerate(GENERATORS.items()):
        rng = random.Random(args.seed * 100 + index)
        counts = {"exact": 0, "guessed": 0, "refused": 0, "SILENT": 0}
        silent: list[str] = []
        for kind, (text, meant) in generator(rng, args.n):
            verdict = _judge(kind, text, meant)
            counts[verdict] += 1
            if verdict == "SILENT" and len(silent) < 3:
                silent.append(text if len(text) < 200 else text[:200] + "...")
        print(
            f"{name} tried {args.n} exact {counts['exact']} guessed {counts['guessed']} "
            f"refused {counts['refused']} SILENT {counts['SILENT']}"
        )
        for text in silent:
            print("   ", repr(text))


if __name__ == "__main__":
    main()
