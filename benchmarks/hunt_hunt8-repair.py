"""Attack the rule of the fix-repair9 merge: a value or key missing its opening quote is read
whole, with a ``missing-quote`` guess (random, fixed seeds).

Each generator prints ``<generator> tried N exact E guessed G refused R WRONG W`` (the meaning
of the columns is that of ``hunt_hunt7-repair.py``); a few WRONG inputs follow its line.

- ``legacy-drop-quote``: legacy answers of real stdlib / npm files (compact or pretty) with one
  opening quote (of a key, a path or a content) dropped, every one in turn.
- ``code-shapes-<style>``: legacy answers whose contents hold code lines shaped like the new
  rule (``x": 1``, ``4",``, ``echo "a" b"``, ``C:\\"``, ``true",``), rendered ``dumps`` (valid
  JSON: must come back exact), ``rawnl`` (raw line breaks) or ``rawq`` (raw quotes).
- ``npm-drop-pretty``: real ``package.json``/``tsconfig.json`` files re-dumped in several
  layouts (one line, indent 2, one item a line) with one opening quote dropped, every one in
  turn, and a ``//`` comment holding a quote after some values.
- ``jsonl``: JSON Lines of small records, one opening quote dropped.
- ``two-answers``: a draft and a final legacy answer in prose, one opening quote of the final
  dropped; meant: the final's files.
- ``suite-drop-quote``: the expected values of json_repair's own test suite
  (``tests/data/repair/json_repair_suite``), dumped compact and indented (and the input when
  valid JSON), with one opening quote dropped, every one in turn.
- ``suite-input-drop-quote``: json_repair's broken test inputs that come back as expected,
  with one quote that opens a string dropped, every one in turn.
- ``random-values``: random values whose strings hold JSON's own characters (``"``, ``\\``,
  ``,``, ``:``, brackets, ``//``, ``#``, line breaks), dumped in three layouts, one opening
  quote dropped.
- ``raw-json-content-<style>``: legacy answers whose content is a real ``package.json`` with
  one opening quote dropped (the shape of the new rule as file content), quotes left raw.
- ``timing``: hostile shapes of the new rule at n and 10n characters (worst ratio of two runs).

Usage: ``python benchmarks/hunt_hunt8-repair.py [--n N] [--seed S] [--no-timing]``.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib.util
import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from artifact_codec import repair_json_report
from artifact_codec.errors import ArtifactCodecError


def _load(name: str, file: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(file))
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


hunt5: Any = _load("hunt5", "hunt_hunt5-repair.py")
hunt7: Any = _load("hunt7", "hunt_hunt7-repair.py")
Tally = hunt5.Tally


def opening_quotes(text: str) -> list[int]:
    """Positions of the opening quotes of the JSON strings of ``text`` (valid JSON)."""
    spots, inside, escape = [], False, False
    for i, ch in enumerate(text):
        if inside:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                inside = False
        elif ch == '"':
            inside = True
            spots.append(i)
    return spots


def _legacy_text(files: list[tuple[str, str]], indent: int | None) -> str:
    return json.dumps({"files": [{"file_path": p, "content": c} for p, c in files]}, indent=indent)


def legacy_drop_quote(rng: random.Random, n: int) -> Any:
    tally = Tally("legacy-drop-quote")
    for _ in range(n):
        files = hunt5._files(rng)
        text = _legacy_text(files, rng.choice([None, 2]))
        for at in opening_quotes(text):
            mutant = text[:at] + text[at + 1 :]
            outcome, shown = hunt5._legacy_outcome(mutant, files)
            tally.add(outcome, f"{shown} at {at}: {mutant[max(0, at - 30) : at + 40]!r}")
    return tally


_SHAPE_LINES = (
    'x": 1,',
    '    return 4",',
    'echo "a" b"',
    'path = "C:\\\\"',
    'flag = true",',
    'd = {key:sub": 1}',
    'print("done")"',
    'size = 4"  # inches',
    '    "v": 4",',
    'w = [1, 2, 3"]',
    'msg = a, b"',
    '// 12" ruler',
)


def code_shapes(rng: random.Random, n: int, style: str) -> Any:
    tally = Tally(f"code-shapes-{style}")
    for _ in range(n):
        files = []
        for i in range(rng.randrange(1, 3)):
            name, body = hunt5._snippet(rng)
            lines = body.splitlines()
            for _ in range(rng.randrange(1, 4)):
                lines.insert(rng.randrange(len(lines) + 1), rng.choice(_SHAPE_LINES))
            files.append((f"{i}{name}", "\n".join(lines) + "\n"))
        rendered = [hunt5._render(content, style) for _, content in files]
        if any(r is None for r in rendered):
            continue
        parts = [
            f'{{"file_path": "{name}", "content": "{body}"}}'
            for (name, _), body in zip(files, rendered, strict=True)
        ]
        joint = rng.choice([", ", ",\n  "])
        text = '{"files": [' + joint.join(parts) + "]}"
        tally.add(*hunt5._legacy_outcome(text, files))
    return tally


def _one_item_a_line(value: Any) -> str:
    if isinstance(value, dict):
        return (
            "{\n"
            + ",\n".join(f"{json.dumps(k)}: {_one_item_a_line(v)}" for k, v in value.items())
            + "\n}"
        )
    if isinstance(value, list):
        return "[\n" + ",\n".join(_one_item_a_line(v) for v in value) + "\n]"
    return json.dumps(value)


def npm_drop_pretty(rng: random.Random, n: int) -> Any:
    tally = Tally("npm-drop-pretty")
    paths = [p for p in hunt5.NPM_JSON if Path(p).stat().st_size < 4000]
    for path in rng.sample(paths, min(n, len(paths))):
        try:
            want = json.loads(Path(path).read_text(encoding="utf-8"))
        except ValueError:
            continue
        layout = rng.choice(["line", "indent", "items"])
        if layout == "line":
            text = json.dumps(want)
        elif layout == "indent":
            text = json.dumps(want, indent=2)
        else:
            text = _one_item_a_line(want)
        spots = opening_quotes(text)
        for at in rng.sample(spots, min(40, len(spots))):
            mutant = text[:at] + text[at + 1 :]
            if rng.random() < 0.3:
                # a comment holding a quote at the end of the mutated line
                eol = mutant.find("\n", at)
                if eol > 0:
                    mutant = mutant[:eol] + ' // 4" wide' + mutant[eol:]
            outcome = hunt7._value_outcome(mutant, want)[0]
            tally.add(outcome, f"{path} at {at}: {mutant[max(0, at - 30) : at + 40]!r}")
    return tally


_WORDS = ("alpha", "4", "true", "x: y", "a, b", "C:\\", 'say "hi"', "**/*.ts", "-1", "null")


def jsonl(rng: random.Random, n: int) -> Any:
    tally = Tally("jsonl")
    for _ in range(n):
        records = [
            {f"k{j}": rng.choice(_WORDS) for j in range(rng.randrange(1, 4))}
            for _ in range(rng.randrange(2, 5))
        ]
        text = "\n".join(json.dumps(r) for r in records)
        spots = opening_quotes(text)
        at = rng.choice(spots)
        mutant = text[:at] + text[at + 1 :]
        outcome = hunt7._value_outcome(mutant, records)[0]
        tally.add(outcome, f"at {at}: {mutant!r}")
    return tally


def two_answers(rng: random.Random, n: int) -> Any:
    tally = Tally("two-answers")
    for _ in range(n):
        draft = hunt5._files(rng)
        final = [(p, c + "# fixed\n") for p, c in draft]
        final_text = _legacy_text(final, rng.choice([None, 2]))
        at = rng.choice(opening_quotes(final_text))
        final_text = final_text[:at] + final_text[at + 1 :]
        text = (
            "Here is a draft:\n"
            + _legacy_text(draft, None)
            + "\n\nWait, a fix. The final answer:\n"
            + final_text
            + "\n\nHope this helps!\n"
        )
        tally.add(*hunt5._legacy_outcome(text, final))
    return tally


_SUITE = Path(__file__).parent.parent / "tests/data/repair/json_repair_suite/cases.jsonl"


def suite_drop_quote(rng: random.Random, n: int) -> Any:
    """The expected values of json_repair's test suite, dumped (compact or indented; the input
    itself when it is valid JSON), with one opening quote dropped."""
    tally = Tally("suite-drop-quote")
    cases = [json.loads(line) for line in _SUITE.read_text(encoding="utf-8").splitlines()]
    cases = [case for case in cases if "expected" in case]
    for case in rng.sample(cases, min(n, len(cases))):
        want = case["expected"]
        texts = [json.dumps(want), json.dumps(want, indent=2)]
        with contextlib.suppress(ValueError):
            if json.loads(case["input"]) == want:
                texts.append(case["input"])
        for text in texts:
            for at in opening_quotes(text):
                mutant = text[:at] + text[at + 1 :]
                outcome = hunt7._value_outcome(mutant, want)[0]
                tally.add(outcome, f"{case['name']} at {at}: {mutant[:160]!r}")
    return tally


def suite_input_drop_quote(rng: random.Random, n: int) -> Any:
    """The broken inputs of json_repair's test suite that this library repairs to the expected
    value, with one quote that opens a string (after a blank, ``[``, ``{``, ``:`` or ``,``)
    dropped, every one in turn; meant: the same expected value."""
    tally = Tally("suite-input-drop-quote")
    cases = [json.loads(line) for line in _SUITE.read_text(encoding="utf-8").splitlines()]
    for case in rng.sample(cases, min(n, len(cases))):
        text, want = case["input"], case.get("expected")
        if "expected" not in case or hunt7._value_outcome(text, want)[0] != "exact":
            continue
        with contextlib.suppress(ValueError):
            json.loads(text)
            continue
        for at, char in enumerate(text):
            if char == '"' and (at == 0 or text[at - 1] in " \t\n[{:,"):
                mutant = text[:at] + text[at + 1 :]
                if _valid_json(mutant):
                    continue  # (one reading: '{"a": "first, "b: second"}' less a quote)
                outcome = hunt7._value_outcome(mutant, want)[0]
                tally.add(outcome, f"{case['name']} at {at}: {mutant[:160]!r}")
    return tally


def _valid_json(text: str) -> bool:
    """Whether ``text`` is valid JSON: dropping a quote of a broken input can make it so, and
    then it has one reading, whatever the broken input's expected value was."""
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


_PIECES = (
    "a",
    "b c",
    "4",
    "12",
    "true",
    "null",
    "-1",
    ",",
    ":",
    '"',
    "\\",
    "/",
    "//",
    "#",
    "{",
    "}",
    "[",
    "]",
    " ",
    "\n",
    "x:y",
    "C:\\",
    "**/*.ts",
    "^1.0",
    "it's",
    "e.g.",
)


def _random_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.random()
    if depth < 2 and kind < 0.25:
        return [_random_value(rng, depth + 1) for _ in range(rng.randrange(1, 4))]
    if depth < 2 and kind < 0.5:
        return {
            "".join(rng.choice(_PIECES[:10]) for _ in range(rng.randrange(1, 3))): _random_value(
                rng, depth + 1
            )
            for _ in range(rng.randrange(1, 4))
        }
    if kind < 0.6:
        return rng.choice([1, 4, -2, 3.5, True, None])
    return "".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 6)))


def random_values(rng: random.Random, n: int) -> Any:
    """Random values whose strings hold JSON's own characters, dumped (compact, indented, one
    item a line), one opening quote dropped."""
    tally = Tally("random-values")
    for _ in range(n):
        want = {"k": _random_value(rng), "z": _random_value(rng)}
        text = rng.choice([json.dumps(want), json.dumps(want, indent=2), _one_item_a_line(want)])
        at = rng.choice(opening_quotes(text))
        mutant = text[:at] + text[at + 1 :]
        outcome = hunt7._value_outcome(mutant, want)[0]
        tally.add(outcome, f"at {at}: {mutant!r}")
    return tally


def raw_json_content(rng: random.Random, n: int, style: str) -> Any:
    """Legacy answers whose content is a real ``package.json`` with one opening quote dropped
    (the file as the writer wrote it, the new rule's shape inside a content), rendered with its
    quotes raw (``rawq``, ``raw``); meant: that content exactly."""
    tally = Tally(f"raw-json-content-{style}")
    paths = [p for p in hunt5.NPM_JSON if Path(p).stat().st_size < 1500]
    for path in rng.sample(paths, min(n, len(paths))):
        body = Path(path).read_text(encoding="utf-8")
        spots = opening_quotes(body) if body.strip().startswith("{") else []
        if not spots:
            continue
        at = rng.choice(spots)
        body = body[:at] + body[at + 1 :]
        files = [("package.json", body), ("index.js", "module.exports = 1\n")]
        rendered = [hunt5._render(content, style) for _, content in files]
        if any(r is None for r in rendered):
            continue
        parts = [
            f'{{"file_path": "{name}", "content": "{text}"}}'
            for (name, _), text in zip(files, rendered, strict=True)
        ]
        text = '{"files": [' + ", ".join(parts) + "]}"
        tally.add(*hunt5._legacy_outcome(text, files))
    return tally


SHAPES: dict[str, Callable[[int], str]] = {
    "line-of-lost-values": lambda k: "[" + ", ".join(f'v{i}"' for i in range(k)) + "]",
    "line-of-lost-numbers": lambda k: "[" + ", ".join(f'{i}"' for i in range(k)) + "]",
    "members-lost-values": lambda k: "{" + ", ".join(f'"k{i}": a{i} b"' for i in range(k)) + "}",
    "lost-keys-colons": lambda k: "{" + ", ".join(f'a:b{i}": 1' for i in range(k)) + "}",
    "quote-run": lambda k: '{"a": ' + '"' * k + "}",
    "quote-run-array": lambda k: "[" + '"' * k + "]",
    "escaped-run": lambda k: '{"a": x' + '\\"' * k + '",}',
    "escaped-commas": lambda k: '{"a": x' + '\\", ' * k + '"}',
    "long-lost-value": lambda k: '{"a": ' + "x" * k + '", "b": 1}',
    "quotes-no-opener-lines": lambda k: "[\n" + 'x",\n' * k + "1]",
}


def timing() -> None:
    for name, make in SHAPES.items():
        k = 50
        while True:
            start = time.perf_counter()
            with contextlib.suppress(ArtifactCodecError):
                repair_json_report(make(k))
            if time.perf_counter() - start > 0.005 or k > 200_000:
                break
            k *= 2
        worst = 0.0
        for _ in range(2):
            gc.collect()
            times = []
            for size in (k, 10 * k):
                text = make(size)
                start = time.perf_counter()
                with contextlib.suppress(ArtifactCodecError):
                    repair_json_report(text)
                times.append(time.perf_counter() - start)
            worst = max(worst, times[1] / times[0])
        print(f"timing {name} n={len(make(k))} ratio {worst:.1f}{' SLOW' if worst >= 20 else ''}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--no-timing", action="store_true")
    args = parser.parse_args()
    legacy_drop_quote(random.Random(args.seed), max(1, args.n // 4)).print()
    for style in ("dumps", "rawnl", "rawq"):
        code_shapes(random.Random(args.seed), args.n, style).print()
    npm_drop_pretty(random.Random(args.seed), max(1, args.n // 4)).print()
    jsonl(random.Random(args.seed), args.n).print()
    two_answers(random.Random(args.seed), args.n).print()
    suite_drop_quote(random.Random(args.seed), 4 * args.n).print()
    suite_input_drop_quote(random.Random(args.seed), 4 * args.n).print()
    random_values(random.Random(args.seed), 20 * args.n).print()
    for style in ("rawq", "raw"):
        raw_json_content(random.Random(args.seed), args.n, style).print()
    if not args.no_timing:
        timing()


if __name__ == "__main__":
    main()
