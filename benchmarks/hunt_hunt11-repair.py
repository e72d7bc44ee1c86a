"""Attack what fix-repair14/15 landed in the JSON repair layer (bare values that start with a
mark read whole, ``{}`` after prose, extract_json's candidate choice, unbalanced closers): one
question, "is the value returned different from what the writer meant while no guess (or, for
``extract_json_report``, no warning) is reported?" (random, fixed seeds).

Each generator prints ``<generator> tried N exact E guessed G refused R SILENT S``; a few
SILENT inputs follow.

- ``bare-marks``: a real ``package.json`` dependency/engines/files value of
  /usr/lib/node_modules, or a path, written bare after one ASCII mark (``>=``, ``<``, ``=``,
  ``*``, ``&``, ``|``, ``?``, ...) or as the mark alone, inside an object or array.
- ``prose-after-answer``: an answer object (legacy files or plain) followed by a prose
  sentence holding ``[]``, ``{}``, ``[1]`` or ``{"k": 1}``, read by ``extract_json_report``.
- ``extra-closer``: a real ``package.json`` (one line or indented) with one ``]`` or ``}``
  inserted at a random place outside strings, read by ``repair_json_report``.
- ``cut-package-json``: a real ``package.json`` cut at a random byte: SILENT when
  ``repair_json_report`` reports neither ``truncated`` nor a guess (its meaning is unknown).
- ``suite-extract``: json_repair's test inputs with an object or array as expected value
  (``tests/data/repair/json_repair_suite/cases.jsonl``), bare or between prose, read by
  ``extract_json_report`` (the expected value is json_repair's; some differ by our rules).
- ``legacy-bare-path``: a legacy answer of two or three files (made-up paths) with one path
  written bare, maybe after a mark, contents a line of code or one word: SILENT when
  ``parse_response`` is usable over another path set or content.
- ``comma-values``: two answer values separated by ``,`` (and a line break), read by
  ``extract_json_report``: the list of both, or a warning.

Usage: ``python benchmarks/hunt_hunt11-repair.py [--n N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import glob
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from artifact_codec import parse_response, repair_json_report
from artifact_codec.diagnostics import Severity
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.jsonfix.extract import extract_json_report

Case = tuple[str, Any]
_MARKS = [">=", ">", "<", "<=", "=", "*", "&", "|", "?", ";", "~", "^", "@", "!", "%", "&&"]


def _package_jsons() -> list[dict[str, Any]]:
    found = []
    for name in sorted(glob.glob("/usr/lib/node_modules/*/package.json")):
        with open(name, encoding="utf-8") as handle:
            found.append(json.load(handle))
    return found or [{"name": "x", "dependencies": {"a": "1.2.3"}, "files": ["lib/"]}]


def _words(packages: list[dict[str, Any]]) -> list[str]:
    words: list[str] = []
    for package in packages:
        for key in ("dependencies", "devDependencies", "engines"):
            words += [v for v in package.get(key, {}).values() if isinstance(v, str)]
        words += [f for f in package.get("files", []) if isinstance(f, str)]
    return [w.split()[0] for w in words if w.split()] or ["1.2.3"]


def bare_marks(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    words = _words(_package_jsons())
    for _ in range(n):
        mark = rng.choice(_MARKS)
        word = rng.choice(words).lstrip("^~>=<*@!%&|?;")
        value = mark if rng.random() < 0.2 else mark + word
        if rng.random() < 0.5:
            yield "repair", ('{"k": ' + value + ', "j": 1}', {"k": value, "j": 1})
        else:
            yield "repair", ('["a", ' + value + ', "b"]', ["a", value, "b"])


def prose_after_answer(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    answers: list[Any] = [
        {"a": 2},
        {"files": [{"path": "src/a.py", "content": "print(1)\n"}]},
        [{"path": "a.ts", "content": "x"}],
    ]
    sentences = [
        "If nothing changed, return {0}.",
        "An empty list {0} is fine.",
        "Note {0} is the default.",
        "Returns {0} when empty.",
    ]
    inners = ["[]", "{}", "[1]", '{"k": 1}', "[ ]"]
    for _ in range(n):
        answer = rng.choice(answers)
        sentence = rng.choice(sentences).format(rng.choice(inners))
        lead = rng.choice(["", "Here:\n", "Answer: "])
        yield "extract", (lead + json.dumps(answer) + "\n" + sentence, answer)


def extra_closer(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    packages = _package_jsons()
    for _ in range(n):
        package = rng.choice(packages)
        text = json.dumps(package, indent=rng.choice([None, 2]))
        # a structural character is outside strings when an even count of unescaped quotes
        # is before it
        outside = [i for i, c in enumerate(text) if c in ",:[]{}"]
        spots = [i for i in outside if text[:i].replace('\\"', "").count('"') % 2 == 0]
        at = rng.choice(spots) + 1
        yield "repair", (text[:at] + rng.choice("]}") + text[at:], package)


def cut_package_json(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    packages = _package_jsons()
    for _ in range(n):
        text = json.dumps(rng.choice(packages), indent=rng.choice([None, 2]))
        yield "cut", (text[: rng.randrange(1, len(text))], None)


def suite_extract(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    path = Path(__file__).parent.parent / "tests/data/repair/json_repair_suite/cases.jsonl"
    cases = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    cases = [c for c in cases if isinstance(c.get("expected"), (dict, list)) and c["expected"]]
    wraps = ["%s", "Sure! Here is the JSON:\n%s\nLet me know.", "Before [1] and {}.\n%s\nDone."]
    for _ in range(n):
        case = rng.choice(cases)
        yield "extract", (rng.choice(wraps).replace("%s", case["input"]), case["expected"])


def comma_values(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    values: list[Any] = [{"a": 1}, {"key": "value"}, [], {"path": "a.py", "content": "x"}, [1]]
    for _ in range(n):
        first, second = rng.choice(values[:2] + values[3:]), rng.choice(values)
        lead = rng.choice(["", "Here:\n"])
        sep = rng.choice([", ", ",\n"])
        yield "extract", (lead + json.dumps(first) + sep + json.dumps(second), [first, second])


def legacy_bare_path(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    paths = ["src/a.ts", "src/b.ts", "lib/index.js", "README.md", "bin/cli.js", "docs/x.md"]
    for _ in range(n):
        chosen = rng.sample(paths, rng.choice([2, 3]))
        body = rng.choice(["export const n = {};\n", "x{}", "n = {}"])  # (code, or one word)
        files = [{"path": p, "content": body.format(i)} for i, p in enumerate(chosen)]
        bare = rng.randrange(len(files))
        mark = rng.choice(["", "", "./", ">=", "<", "|", "@"])
        text = json.dumps({"files": files}, indent=rng.choice([None, 2]))
        quoted = json.dumps(chosen[bare])
        text = text.replace(quoted, mark + chosen[bare], 1)
        meant = [(p if i != bare else mark + p, body.format(i)) for i, p in enumerate(chosen)]
        yield "legacy", (text, meant)


def _outcome(kind: str, text: str, meant: Any) -> str:
    try:
        if kind == "cut":
            cut = repair_json_report(text)
            return "guessed" if cut.truncated or cut.guesses else "SILENT"
        if kind == "legacy":
            result = parse_response(text)
            got = [(f.file_path, f.content) for f in result.code.files]
            if got == meant:
                return "exact"
            if result.status.value in ("clean", "recovered", "repaired"):
                return "SILENT"
            return "refused"
        if kind == "extract":
            report = extract_json_report(text)
            warned = [d for d in report.diagnostics if d.severity is Severity.WARNING]
            if report.value == meant:
                return "exact"
            return "guessed" if warned else "SILENT"
        result = repair_json_report(text)
        if json.loads(result.text) == meant:
            return "exact"
        return "guessed" if result.guesses else "SILENT"
    except ArtifactCodecError:
        return "refused"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=400)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    generators: dict[str, Callable[[random.Random, int], Iterator[tuple[str, Case]]]] = {
        "bare-marks": bare_marks,
        "prose-after-answer": prose_after_answer,
        "extra-closer": extra_closer,
        "cut-package-json": cut_package_json,
        "suite-extract": suite_extract,
        "legacy-bare-path": legacy_bare_path,
        "comma-values": comma_values,
    }
    for number, (name, generator) in enumerate(generators.items()):
        rng = random.Random(args.seed * 100 + number)
        counts = {"exact": 0, "guessed": 0, "refused": 0, "SILENT": 0}
        silent: list[str] = []
        for kind, (text, meant) in generator(rng, args.n):
            outcome = _outcome(kind, text, meant)
            counts[outcome] += 1
            if outcome == "SILENT" and len(silent) < 3:
                silent.append(text[:160])
        print(
            f"{name} tried {args.n} exact {counts['exact']} guessed {counts['guessed']} "
            f"refused {counts['refused']} SILENT {counts['SILENT']}"
        )
        for text in silent:
            print("  SILENT:", repr(text))


if __name__ == "__main__":
    main()
