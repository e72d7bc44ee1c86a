"""Re-run the hunt5-repair attack on the JSON repair layer of issue 25 (random, fixed seeds).

Each generator prints ``<generator> tried N exact E guessed G refused R WRONG W``: ``exact`` the
value (or the legacy files) the writer meant; ``guessed`` another value with a guess reported;
``refused`` an error or an unusable result; ``WRONG`` another value with no guess reported (the
worst bug). A few WRONG inputs of each generator are printed after its line.

- ``legacy-<style>``: one or two runs of lines of real files (the installed stdlib, npm's own
  JavaScript) as the ``content`` of a legacy ``{"files": [...]}`` answer, written as models
  write them: ``dumps`` (valid JSON), ``rawnl`` (raw line breaks), ``rawq`` (raw quotes),
  ``raw`` (nothing escaped: raw line breaks, quotes and backslashes).
- ``legacy-mutated``: a valid legacy answer of such files with one structural character of
  the JSON (not of the content) dropped or doubled.
- ``legacy-slips``: such an answer (any style, compact or pretty-printed) with one slip a model
  makes: the ``,`` or the ``}`` left out between file objects, the ``,`` between members, the
  last ``}``, the closing quote of the content; or prose or a fence around it.
- ``double-encoded``: such an answer encoded as a JSON string once more, pasted as the string's
  body, whole with its quotes, or the body in a fence.
- ``two-values``: a value with a real file and a placeholder file (``<code>``, ``TODO``,
  ``...``) and a complete answer, in either order, with intros; meant: the answer's files.
- ``mutate-real``: real ``package.json``/``tsconfig.json`` files of /usr/lib/node_modules with
  one ``" , : { } [ ]`` dropped or doubled (only mutants that are no longer valid JSON).
- ``numbers``: values as models write them (grouped thousands, units, versions, dates,
  ranges) in an object member; the meant value is the token as a string or its number.
- ``hidden``: a complete answer followed by a comment quoting an older value
  (``extract_json_report``); meant: the answer.
- ``timing``: hostile shapes (runs of backslashes, quotes, brackets, candidates, comments,
  numbers, ``+``) at n (doubled until it takes 5 ms) and 10n characters through
  ``repair_json_report``, ``extract_json_report`` and ``parse_response``; prints the worst time
  ratio of each shape
  (``SLOW`` at 20 or more; rerun a SLOW shape alone before believing it: the machine is shared).

Usage: ``python benchmarks/hunt_hunt5-repair.py [--n N] [--seed S] [--timing N]``.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import gc
import glob
import json
import random
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
NPM_JS = sorted(glob.glob("/usr/lib/node_modules/**/*.js", recursive=True))[:3000]
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
        if outcome == "WRONG" and len(self.wrong) < 3:
            self.wrong.append(shown)

    def print(self) -> None:
        c = self.counts
        print(
            f"{self.name} tried {c['tried']} exact {c['exact']} guessed {c['guessed']} "
            f"refused {c['refused']} WRONG {c['WRONG']}"
        )
        for shown in self.wrong:
            print("   ", shown[:400])


def _snippet(rng: random.Random) -> tuple[str, str]:
    use_py = rng.random() < 0.6 or not NPM_JS
    path = rng.choice(STDLIB) if use_py else Path(rng.choice(NPM_JS))
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    start = rng.randrange(max(1, len(lines) - 25))
    name = "f.py" if use_py else "f.js"
    return name, "\n".join(lines[start : start + rng.randrange(3, 25)]) + "\n"


def _render(content: str, style: str) -> str | None:
    escaped = json.dumps(content)[1:-1]
    if style == "dumps":
        return escaped
    if style == "rawnl":
        return None if "\\\\n" in escaped else escaped.replace("\\n", "\n")
    if style == "rawq":
        return escaped.replace('\\"', '"')
    return content  # raw: nothing escaped


def _legacy_outcome(text: str, want: list[tuple[str, str]]) -> tuple[str, str]:
    try:
        result = parse_response(text)
    except ArtifactCodecError:
        return "refused", ""
    if not result.usable:
        return "refused", ""
    got = [(f.file_path, f.content) for f in result.code.files]
    if got == want:
        return "exact", ""
    if any(d.message.startswith("guessed") for d in result.diagnostics):
        return "guessed", ""
    diff = [
        line
        for (_, a), (_, b) in zip(want, got, strict=False)
        for line in difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=0)
    ]
    return (
        "WRONG",
        f"{[d.code for d in result.diagnostics]} {diff[2:6]} files {len(got)}/{len(want)}",
    )


def _files(rng: random.Random) -> list[tuple[str, str]]:
    files = []
    for i in range(rng.randrange(1, 3)):
        name, content = _snippet(rng)
        files.append((f"{i}{name}", content))
    return files


def legacy(rng: random.Random, n: int, style: str) -> Tally:
    tally = Tally(f"legacy-{style}")
    for _ in range(n):
        files = _files(rng)
        rendered = [_render(content, style) for _, content in files]
        if any(r is None for r in rendered):
            continue
        parts = [
            f'{{"file_path": "{name}", "content": "{body}"}}'
            for (name, _), body in zip(files, rendered, strict=True)
        ]
        tally.add(*_legacy_outcome('{"files": [' + ", ".join(parts) + "]}", files))
    return tally


def legacy_mutated(rng: random.Random, n: int) -> Tally:
    tally = Tally("legacy-mutated")
    for _ in range(n):
        files = _files(rng)
        pretty = rng.random() < 0.5
        text = json.dumps(
            {"files": [{"file_path": a, "content": b} for a, b in files]},
            indent=2 if pretty else None,
        )
        # structural characters only: outside strings
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
        at = rng.choice(spots)
        mutant = text[:at] + text[at + 1 :] if rng.random() < 0.5 else text[:at] + text[at:]
        outcome, shown = _legacy_outcome(mutant, files)
        tally.add(outcome, f"{shown} at {at}: {mutant[max(0, at - 30) : at + 30]!r}")
    return tally


SLIPS = (
    "comma-between",
    "brace-between",
    "comma-members",
    "last-brace",
    "content-quote",
    "prose",
    "fence",
)


def _slipped(text: str, slip: str, pretty: bool) -> str:
    joint_open = "    {" if pretty else "{"
    joint = ",\n" if pretty else ", "
    if slip == "comma-between":
        return text.replace("}" + joint + joint_open, "}" + joint[1:] + joint_open, 1)
    if slip == "brace-between":
        return text.replace("}" + joint + joint_open, joint + joint_open, 1)
    if slip == "comma-members":
        members = '",\n      "content"' if pretty else '", "content"'
        return text.replace(members, members.replace(",", ""), 1)
    if slip == "last-brace":
        return text[:-1]
    if slip == "content-quote":
        at = text.rfind('"\n    }') if pretty else text.rfind('"}')
        return text[:at] + text[at + 1 :]
    if slip == "prose":
        return "Here are the files:\n\n" + text + "\n\nTell me if you want changes {like this}."
    return "```json\n" + text + "\n```\nDone."


def legacy_slips(rng: random.Random, n: int) -> Tally:
    tally = Tally("legacy-slips")
    for _ in range(n):
        files = _files(rng)
        style = rng.choice(("dumps", "rawnl", "rawq", "raw"))
        rendered = [_render(content, style) for _, content in files]
        if any(r is None for r in rendered):
            continue
        pretty = rng.random() < 0.5
        layout = (
            '    {\n      "file_path": "%s",\n      "content": "%s"\n    }'
            if pretty
            else '{"file_path": "%s", "content": "%s"}'
        )
        objects = [layout % (name, body) for (name, _), body in zip(files, rendered, strict=True)]
        if pretty:
            text = '{\n  "files": [\n' + ",\n".join(objects) + "\n  ]\n}"
        else:
            text = '{"files": [' + ", ".join(objects) + "]}"
        slip = rng.choice(SLIPS)
        outcome, shown = _legacy_outcome(_slipped(text, slip, pretty), files)
        tally.add(outcome, f"{slip} {style}: {shown}")
    return tally


def double_encoded(rng: random.Random, n: int) -> Tally:
    tally = Tally("double-encoded")
    for _ in range(n):
        files = _files(rng)
        text = json.dumps({"files": [{"file_path": a, "content": b} for a, b in files]})
        encoded = json.dumps(text)
        shape = rng.choice(("inner", "whole", "fenced-inner"))
        if shape == "inner":  # the JSON string's body pasted: every quote escaped once more
            encoded = encoded[1:-1]
        elif shape == "fenced-inner":
            encoded = "```json\n" + encoded[1:-1] + "\n```"
        tally.add(*_legacy_outcome(encoded, files))
    return tally


PLACEHOLDERS = (
    ("path/to/file.py", "<code>"),
    ("TODO.md", "TODO"),
    ("src/other.py", "..."),
    ("path/to/your_file.js", "// your code here"),
)
BEFORE = ("Respond in this format:\n", "Example format:\n", "Here is a draft:\n", "")
BETWEEN = ("My answer:\n", "Here are the files:\n", "A test to add later:\n", "")


def two_values(rng: random.Random, n: int) -> Tally:
    """A value with real files and one placeholder file, and a complete answer, in either
    order; meant: the answer's files (or a refusal naming the placeholder)."""
    tally = Tally("two-values")
    for _ in range(n):
        real = _files(rng)[:1]
        name, filler = rng.choice(PLACEHOLDERS)
        first = [{"file_path": "ex_" + real[0][0], "content": real[0][1]}]
        first.append({"file_path": name, "content": filler})
        answer = _files(rng)
        value = json.dumps({"files": first})
        answer_text = json.dumps({"files": [{"file_path": a, "content": b} for a, b in answer]})
        if rng.random() < 0.5:
            text = rng.choice(BEFORE) + value + "\n\n" + rng.choice(BETWEEN) + answer_text + "\n"
        else:
            text = answer_text + "\n\nThe format was:\n" + value + "\n"
        try:
            result = parse_response(text)
        except ArtifactCodecError:
            tally.add("refused")
            continue
        got = [(f.file_path, f.content) for f in result.code.files]
        if any(path == name for path, _ in got):
            tally.add("WRONG", f"placeholder kept ({result.status}): {text[:160]!r}")
        elif not result.usable:
            tally.add("refused")
        elif got == answer:
            tally.add("exact")
        else:
            tally.add("WRONG", f"{[p for p, _ in got]} from {text[:160]!r}")
    return tally


def _repair_outcome(text: str, meant: Callable[[Any], bool]) -> str:
    try:
        result = repair_json_report(text)
    except ArtifactCodecError:
        return "refused"
    if meant(json.loads(result.text)):
        return "exact"
    return "guessed" if result.guesses else "WRONG"


def mutate_real(rng: random.Random, n: int) -> Tally:
    tally = Tally("mutate-real")
    tried = 0
    while tried < n:
        path = rng.choice(NPM_JSON)
        try:
            text = Path(path).read_text(encoding="utf-8")
            value = json.loads(text)
        except (OSError, ValueError):
            continue
        if len(text) > 4000:
            continue
        at = rng.choice([i for i, ch in enumerate(text) if ch in STRUCTURE])
        mutant = text[:at] + text[at + 1 :] if rng.random() < 0.5 else text[:at] + text[at:]
        try:
            json.loads(mutant)
            continue  # still valid (a character inside a string): returned unchanged
        except ValueError:
            pass
        tried += 1
        outcome = _repair_outcome(mutant, lambda got, v=value: got == v)
        tally.add(outcome, f"{path} at {at}: {mutant[max(0, at - 40) : at + 30]!r}")
    return tally


NUMBER_TOKENS = (
    "1 000 000",
    "8 000 000 000",
    "5 apples",
    "3 items",
    "10 ms",
    "1/3",
    "10-20",
    "2024-01-01",
    "1.0.0-beta",
    "192.168.0.1",
    "10:30",
    "50%",
    "1 + 2",
    "12 34",
)


def numbers(rng: random.Random, n: int) -> Tally:
    tally = Tally("numbers")
    for _ in range(n):
        token = rng.choice(NUMBER_TOKENS)
        tail = ', "k": 1' if rng.random() < 0.5 else ""
        text = f'{{"value": {token}{tail}}}'
        as_number = token.replace(" ", "")

        def meant(got: Any, token: str = token, as_number: str = as_number) -> bool:
            value = got.get("value") if isinstance(got, dict) else None
            return value == token or (as_number.isdigit() and value == int(as_number))

        tally.add(_repair_outcome(text, meant), text)
    return tally


def hidden(rng: random.Random, n: int) -> Tally:
    tally = Tally("hidden")
    for _ in range(n):
        answer = {"retries": rng.randrange(1, 9)}
        old = {"retries": 0, "verbose": rng.choice((True, False))}
        marker = rng.choice(("// was:", "# old:", "/* before:"))
        closer = " */" if marker.startswith("/*") else ""
        sep = rng.choice(("\n", " "))
        text = f"{json.dumps(answer)}{sep}{marker} {json.dumps(old)}{closer}\n"
        try:
            report = extract_json_report(text)
        except ArtifactCodecError:
            tally.add("refused")
            continue
        if report.value == answer:
            tally.add("exact")
        elif any(d.severity.value == "warning" for d in report.diagnostics):
            tally.add("guessed")
        else:
            tally.add("WRONG", text)
    return tally


HOSTILE: dict[str, Callable[[int], str]] = {
    "backslashes": lambda n: '{"files": [{"file_path": "a.py", "content": "' + "\\" * n + '"}]}',
    "escaped-quotes": lambda n: '{"a": "' + '\\"' * (n // 2) + "}",
    "quotes": lambda n: '{"a": "' + '"' * n + "}",
    "quote-key": lambda n: '{"a": "' + '" "k": "' * (n // 8),
    "open-brackets": lambda n: "[" * n,
    "open-keys": lambda n: '{"a": ' * (n // 6),
    "candidates": lambda n: 'x {"a": 1' * (n // 9),
    "lines-json": lambda n: '{"a": "' + '\n{"b": 1}' * (n // 9),
    "examples": lambda n: 'Example: {"p": "<path>"}\n' * (n // 25),
    "numbers": lambda n: '{"a": ' + "1 " * (n // 2) + "}",
    "comments": lambda n: '{"a": 1 ' + "// {\n" * (n // 5) + "}",
    "plus": lambda n: '{"a": "x" ' + '+ "y" ' * (n // 6) + "}",
    "raw-code": lambda n: (
        '{"files": [{"file_path": "a.py", "content": "' + 'print("a\\nb")\n' * (n // 15) + '"}]}'
    ),
}


def _seconds(call: Callable[[str], object], text: str) -> float:
    best = float("inf")
    for _ in range(2):
        gc.collect()
        gc.disable()
        start = time.perf_counter()
        with contextlib.suppress(ArtifactCodecError):
            call(text)
        best = min(best, time.perf_counter() - start)
        gc.enable()
    return best


def _ratio(call: Callable[[str], object], make: Callable[[int], str], size: int) -> float:
    # As tests/timing.assert_linear: the small input is doubled until it takes 5 ms (below
    # that the clock's noise decides), and a ratio over the limit is measured again.
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
    calls: tuple[Callable[[str], object], ...] = (
        repair_json_report,
        extract_json_report,
        parse_response,
    )
    for name, make in HOSTILE.items():
        worst = max(_ratio(call, make, size) for call in calls)
        print(f"timing {name} worst ratio {worst:.1f}" + ("  SLOW" if worst >= 20 else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=60)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--timing", type=int, default=2000, help="n of the timing shapes (0: skip)")
    args = parser.parse_args()
    for index, style in enumerate(("dumps", "rawnl", "rawq", "raw")):
        legacy(random.Random(args.seed + index), args.n, style).print()
    legacy_mutated(random.Random(args.seed + 10), args.n * 3).print()
    mutate_real(random.Random(args.seed + 20), args.n * 3).print()
    legacy_slips(random.Random(args.seed + 15), args.n * 3).print()
    double_encoded(random.Random(args.seed + 16), args.n).print()
    two_values(random.Random(args.seed + 17), args.n).print()
    numbers(random.Random(args.seed + 30), args.n).print()
    hidden(random.Random(args.seed + 40), args.n).print()
    if args.timing:
        timing(args.timing)


if __name__ == "__main__":
    main()
