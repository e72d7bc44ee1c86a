"""Re-run the hunt6-repair attack on the JSON repair rules of issue 25 (random, fixed seeds).

Each generator prints ``<generator> tried N exact E guessed G refused R WRONG W``: ``exact`` the
value (or the legacy files) the writer meant; ``guessed`` another value with a guess reported;
``refused`` an error or an unusable result; ``WRONG`` another value with no guess reported (the
worst bug). A few WRONG inputs of each generator are printed after its line.

- ``mutate-every``: real ``package.json``/``tsconfig.json`` files of /usr/lib/node_modules with
  EVERY structural character (``" , : { } [ ]`` outside and at the edges of strings) dropped,
  then doubled, one at a time (only mutants that are no longer valid JSON). WRONG results
  of the open hunt5 classes (a dropped opening quote; a dropped closing quote before a closer
  on its own line) are counted apart as ``known``.
- ``legacy-every``: a legacy ``{"files": [...]}`` answer of real stdlib lines (compact or
  pretty-printed) mutated the same way at every structural position (``parse_response``).
- ``last-answer``: a legacy answer then a second value: a format example with concrete values,
  a partial follow-up (``I also changed x.py:``), a tool result, an earlier answer quoted back;
  meant: the files of the first (or, for the follow-up, of both).
- ``closer-suffix``: a ``}`` left out inside a nested object, then what follows answers (a
  sentence, ``;``, a comment, a fence); ``exact``: either reading with the
  ``mismatched-bracket`` guess; ``WRONG``: no such guess and no other guess (the prose read
  as data, or the other reading not named).
- ``content-shapes``: legacy answers whose content (raw quotes) holds ``},,`` and array items on
  their own lines (sparse JS arrays, Python lists of dicts).
- ``timing``: hostile shapes for the new lookahead (many ``},,``, many lines starting with
  ``{``, deep nesting with missing closers) at n and 10n characters; worst ratio (``SLOW`` at
  20 or more; rerun alone before believing it: the machine is shared).

Usage: ``python benchmarks/hunt_hunt6-repair.py [--n N] [--seed S] [--timing N]``.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import glob
import json
import random
import re
import sysconfig
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from artifact_codec import parse_response, repair_json_report
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.jsonfix.extract import extract_json_report

STDLIB = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))
NPM_JSON = sorted(glob.glob("/usr/lib/node_modules/**/package.json", recursive=True)) + sorted(
    glob.glob("/usr/lib/node_modules/**/tsconfig*.json", recursive=True)
)
STRUCTURE = '",:{}[]'


class Tally:
    """Counts of one generator and a few WRONG inputs to show."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.counts: Counter[str] = Counter()
        self.wrong: list[str] = []

    def add(self, outcome: str, shown: str = "") -> None:
        self.counts["tried"] += 1
        self.counts[outcome] += 1
        if outcome == "WRONG" and len(self.wrong) < 4:
            self.wrong.append(shown)

    def print(self) -> None:
        c = self.counts
        print(
            f"{self.name} tried {c['tried']} exact {c['exact']} guessed {c['guessed']} "
            f"refused {c['refused']} WRONG {c['WRONG']}"
            + (f" (+ known hunt5 classes {c['known']})" if c["known"] else "")
        )
        for shown in self.wrong:
            print("   ", shown[:500])


def _structural(text: str) -> list[int]:
    spots, inside, escape = [], False, False
    for i, ch in enumerate(text):
        if inside:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                inside = False
                spots.append(i)
        elif ch == '"':
            inside = True
            spots.append(i)
        elif ch in STRUCTURE:
            spots.append(i)
    return spots


def _mutants(text: str) -> list[tuple[int, str, str]]:
    out = []
    for at in _structural(text):
        out.append((at, "drop", text[:at] + text[at + 1 :]))
        out.append((at, "double", text[: at + 1] + text[at:]))
    return out


def _repair_outcome(text: str, meant: Any) -> tuple[str, str]:
    try:
        result = repair_json_report(text)
    except ArtifactCodecError:
        return "refused", ""
    got = json.loads(result.text)
    if got == meant:
        return "exact", ""
    if result.guesses:
        return "guessed", ""
    return "WRONG", f"{[r.kind.value for r in result.repairs]} got {json.dumps(got)[:160]}"


def _known_quote_drop(text: str, at: int) -> bool:
    """A dropped opening quote, or a closing quote before a line that starts with a closer:
    the classes open as ``open: hunt5-repair`` in tests/data/open_findings.tsv."""
    if text[at] != '"':
        return False
    quotes = [i for i in _structural(text) if text[i] == '"']
    if quotes.index(at) % 2 == 0:
        return True
    return re.match(r"[ \t]*\r?\n[ \t]*[}\]]", text[at + 1 :]) is not None


def mutate_every(rng: random.Random, files: int) -> Tally:
    tally = Tally("mutate-every")
    paths = [p for p in NPM_JSON if Path(p).stat().st_size < 1500]
    for path in rng.sample(paths, min(files, len(paths))):
        try:
            text = Path(path).read_text(encoding="utf-8")
            value = json.loads(text)
        except (OSError, ValueError):
            continue
        for at, how, mutant in _mutants(text):
            try:
                json.loads(mutant)
                continue
            except ValueError:
                pass
            outcome, shown = _repair_outcome(mutant, value)
            if outcome == "WRONG" and how == "drop" and _known_quote_drop(text, at):
                outcome = "known"
            tally.add(
                outcome,
                f"{path[22:]} {how} {text[at]!r} at {at}: "
                f"{mutant[max(0, at - 40) : at + 40]!r} {shown}",
            )
    return tally


def _snippet(rng: random.Random) -> str:
    path = rng.choice(STDLIB)
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    start = rng.randrange(max(1, len(lines) - 12))
    return "\n".join(lines[start : start + rng.randrange(2, 12)]) + "\n"


def _legacy_files(text: str) -> tuple[str, list[tuple[str, str]] | None, bool]:
    try:
        result = parse_response(text)
    except ArtifactCodecError:
        return "refused", None, False
    if not result.usable:
        return "refused", None, False
    guessed = any(d.message.startswith("guessed") for d in result.diagnostics)
    return "usable", [(f.file_path, f.content) for f in result.code.files], guessed


def _legacy_outcome(text: str, want: list[tuple[str, str]]) -> tuple[str, str]:
    state, got, guessed = _legacy_files(text)
    if state == "refused":
        return "refused", ""
    if got == want:
        return "exact", ""
    if guessed:
        return "guessed", ""
    return "WRONG", f"got {[(p, c[:60]) for p, c in got or []]}"


def legacy_every(rng: random.Random, answers: int) -> Tally:
    tally = Tally("legacy-every")
    for index in range(answers):
        files = [(f"pkg/m{i}.py", _snippet(rng)) for i in range(rng.randrange(1, 3))]
        text = json.dumps(
            {"files": [{"file_path": a, "content": b} for a, b in files]},
            indent=2 if index % 2 else None,
        )
        for at, how, mutant in _mutants(text):
            outcome, shown = _legacy_outcome(mutant, files)
            tally.add(
                outcome,
                f"{how} {text[at]!r} at {at}: {mutant[max(0, at - 40) : at + 40]!r} {shown}",
            )
    return tally


def _answer(files: list[tuple[str, str]], pretty: bool) -> str:
    return json.dumps(
        {"files": [{"file_path": a, "content": b} for a, b in files]}, indent=2 if pretty else None
    )


SECONDS = {
    "format-example": lambda f, p: (
        "\n\nFor reference, the format is:\n" + _answer([("src/main.py", "print('hello')\n")], p)
    ),
    "tool-result": lambda f, p: (
        "\n\nTool output:\n"
        + json.dumps({"files": [{"file_path": f[0][0], "status": "written", "bytes": 12}]})
    ),
    "tool-result-content": lambda f, p: (
        "\n\nResult of write_files:\n"
        + json.dumps({"files": [{"file_path": f[0][0], "content": "<written>"}], "ok": True})
    ),
    "quoted-earlier": lambda f, p: (
        "\n\nFor comparison, your previous version was:\n" + _answer([(f[0][0], "pass\n")], p)
    ),
}


def last_answer(rng: random.Random, n: int) -> Tally:
    tally = Tally("last-answer")
    kinds = [*SECONDS, "followup"]
    for i in range(n):
        files = [(f"app/f{j}.py", _snippet(rng)) for j in range(rng.randrange(1, 3))]
        pretty = rng.random() < 0.5
        kind = kinds[i % len(kinds)]
        first = "Here are the files:\n" + _answer(files, pretty)
        if kind == "followup":
            extra = [("app/x.py", _snippet(rng))]
            text = first + "\n\nI also changed x.py:\n" + _answer(extra, pretty)
            want = files + extra
        else:
            text = first + SECONDS[kind](files, pretty)
            want = files
        outcome, shown = _legacy_outcome(text, want)
        tally.add(outcome, f"{kind}: {shown}")
    return tally


SUFFIXES = ("", "\n", "\n```", "\nHope this helps!", ";", "\n// done", " /* end */", "\n\nDone.")


def closer_suffix(rng: random.Random, n: int) -> Tally:
    tally = Tally("closer-suffix")
    for i in range(n):
        inner = {f"k{j}": rng.choice([1, "v", True, None]) for j in range(rng.randrange(1, 4))}
        value = {"a": inner, "b": rng.choice([2, "w"])}
        text = json.dumps(value, indent=2 if i % 2 else None)
        # drop the '}' that closes the inner object
        at = text.index("}")
        mutant = text[:at] + text[at + 1 :] + SUFFIXES[i % len(SUFFIXES)]
        try:
            result = repair_json_report(mutant)
        except ArtifactCodecError:
            tally.add("refused")
            continue
        got = json.loads(result.text)
        # either reading is what the writer may have meant; a document closed at its end
        # still owes the mismatched-bracket guess (the other reading)
        readings = (value, {"a": {**inner, "b": value["b"]}})
        if "mismatched-bracket" in {g.kind.value for g in result.guesses}:
            tally.add("exact" if got in readings else "guessed")
        elif got not in readings and result.guesses:
            tally.add("guessed")
        else:
            tally.add("WRONG", f"{mutant!r} -> {result.text[:120]!r}")
    return tally


CONTENT = (
    'const a = [{"x": 1},, "y"];\n',
    'const a = [{"x": "1"},,\n  "y"];\n',
    'x = [\n  {"a": 1}\n  {"b": 2}\n]\n',
    'data = [{"a": "b"}]\n["c", "d"]\n',
    'f("a"},, "b");\n',
    'o = {"k": [1]}\n{"a": 2}\n',
)


def content_shapes(rng: random.Random, n: int) -> Tally:
    tally = Tally("content-shapes")
    for i in range(n):
        content = _snippet(rng) + rng.choice(CONTENT) + _snippet(rng)
        body = json.dumps(content)[1:-1].replace('\\"', '"')
        pretty = i % 2
        item = '{"file_path": "a.js", "content": "' + body + '"}'
        text = '{"files": [\n  ' + item + "\n]}" if pretty else '{"files": [' + item + "]}"
        tally.add(*_legacy_outcome(text, [("a.js", content)]))
    return tally


HOSTILE: dict[str, Callable[[int], str]] = {
    "doubled-commas": lambda n: '{"c": "' + '{"a": 1},, "b"' * (n // 14) + '"}',
    "doubled-commas-bare": lambda n: "[" + "{},," * (n // 4) + "]",
    "lines-of-braces": lambda n: '{"c": "x"}\n' + '{"a": "b"}\n' * (n // 11),
    "lines-of-braces-in-string": lambda n: '{"c": "' + '"}\n{"a": "b' * (n // 10) + '"}',
    "array-lines": lambda n: '[{"a": "b"}\n' * (n // 12) + "]",
    "deep-missing-closers": lambda n: '{"a": ' * (n // 12) + '{"b": "c"}}',
    "deep-closed-early": lambda n: '{"a": [' * (n // 8) + '"x"]}',
    "closers-in-string-lines": lambda n: '[{"c": "' + 'a"}\n{"b' * (n // 8) + '"}]',
    "commas-in-string-lines": lambda n: '[{"c": "' + 'a"},,\n' * (n // 7) + '"}]',
    "nested-open-lines": lambda n: "[" + '{"a": "x"}\n[' * (n // 12) + "]",
    "legacy-array-lines": lambda n: (
        '{"files": [{"file_path": "a", "content": "' + 'x = ["a"]\n["b"]\n' * (n // 16) + '"}]}'
    ),
}


def _seconds(call: Callable[[str], object], text: str) -> float:
    best = float("inf")
    for _ in range(2):
        gc.collect()
        gc.disable()
        start = time.perf_counter()
        with contextlib.suppress(ArtifactCodecError, RecursionError):
            call(text)
        best = min(best, time.perf_counter() - start)
        gc.enable()
    return best


def _ratio(call: Callable[[str], object], make: Callable[[int], str], size: int) -> float:
    small = _seconds(call, make(size))
    while small < 0.005 and size < 1024 * 1024:
        size *= 2
        small = _seconds(call, make(size))
    large = _seconds(call, make(10 * size))
    for _ in range(2):
        if large / small < 20:
            break
        small = min(small, _seconds(call, make(size)))
        large = min(large, _seconds(call, make(10 * size)))
    return large / small


def timing(size: int) -> None:
    calls = (repair_json_report, extract_json_report, parse_response)
    for name, make in HOSTILE.items():
        worst = max(_ratio(call, make, size) for call in calls)
        print(f"timing {name} worst ratio {worst:.1f}" + ("  SLOW" if worst >= 20 else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=40)
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--timing", type=int, default=2000, help="n of the timing shapes (0: skip)")
    args = parser.parse_args()
    mutate_every(random.Random(args.seed), max(1, args.n // 4)).print()
    legacy_every(random.Random(args.seed + 1), max(1, args.n // 10)).print()
    last_answer(random.Random(args.seed + 2), args.n).print()
    closer_suffix(random.Random(args.seed + 3), args.n).print()
    content_shapes(random.Random(args.seed + 4), args.n).print()
    if args.timing:
        timing(args.timing)


if __name__ == "__main__":
    main()
