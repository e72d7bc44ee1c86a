"""Re-run the hunt4-repair attack on the JSON repair rules of issue 25 (random, fixed seeds).

Generators (each prints how many inputs it tried and how the library read them):

- ``line-cut``: runs of lines of real Python files of the installed interpreter with a dict
  literal line and a list assignment line put in, written as one ``{"file_path", "content"}``
  object with raw newlines and raw quotes (as models write them). ``extract_json`` (with and
  without a model) and ``repair_json`` must give the content written, or report a guess
  (``string-end``/``other-values``/``trailing-text``) at the cut.
- ``doc-end``: the same with the two lines JSON by themselves (``{"k": "v"}``, ``[3]``).
- ``example``: a quoted format example on the line after its intro ("Example format:",
  "For instance:", ...) and the answer after it (legacy) or before it (extract, last): the
  answer must be taken.
- ``like-this``: a real legacy answer introduced inline with "like this"/"for instance", then
  a tool-result line with a small JSON: the answer's files must be read.
- ``log-lines``: up to 40 log lines, half with an unterminated string, some followed by a
  result line, then the answer line; ``extract_json(model=Status)`` must return the answer.
- ``timing``: hostile inputs for the line cuts and the example detection at n and 10n
  characters: time ratio < 20.

Usage: ``python benchmarks/hunt_hunt4-repair.py [--n N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import sysconfig
import time
from collections import Counter
from pathlib import Path

from pydantic import BaseModel

from artifact_codec import parse_response, repair_json_report
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.jsonfix.extract import extract_json_report

CUT_CODES = {"json-string-end", "json-other-values", "json-trailing-text"}
INTROS = ("Example format:", "For instance:", "e.g.", "Use a template like this:", "Example:")
INLINE = ("the change looks like this:", "for instance, I wrote", "like this:")


class FileOut(BaseModel):
    file_path: str
    content: str


class Verdict(BaseModel):
    status: str
    summary: str = ""


def _python_lines(rng: random.Random, count: int) -> list[list[str]]:
    files = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("*.py"))
    runs: list[list[str]] = []
    for path in rng.sample(files, min(count, len(files))):
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        start = rng.randrange(max(1, len(lines) - 8))
        runs.append([line for line in lines[start : start + 8] if "\\" not in line])
    return runs


def line_cut(rng: random.Random, n: int, *, alone: bool = False) -> Counter[str]:
    counts: Counter[str] = Counter()
    for run in _python_lines(rng, n):
        at = rng.randrange(len(run) + 1)
        key, item = rng.choice(("k", "name", "id")), rng.randrange(100)
        pair = (
            [f'{{"{key}": "v"}}', f"[{item}]"]
            if alone
            else [f'x = {{"{key}": "v"}}', f"y = [{item}]"]
        )
        lines = [*run[:at], *pair, *run[at:]]
        body = "\n".join(lines) + "\n"
        text = '{"file_path": "a.py", "content": "' + body + '"}'
        for name, call in (
            ("extract-model", lambda t: extract_json_report(t, model=FileOut)),
            ("extract", lambda t: extract_json_report(t)),
        ):
            counts[f"{name} tried"] += 1
            try:
                report = call(text)
            except ArtifactCodecError:
                counts[f"{name} error"] += 1
                continue
            value = report.value
            content = value.content if isinstance(value, FileOut) else value
            if content == body or content == {"file_path": "a.py", "content": body}:
                counts[f"{name} exact"] += 1
            elif any(d.code in CUT_CODES for d in report.diagnostics):
                counts[f"{name} wrong, cut reported"] += 1
            else:
                counts[f"{name} WRONG, nothing reported"] += 1
        counts["repair tried"] += 1
        result = repair_json_report(text)
        value = json.loads(result.text)
        if isinstance(value, dict) and value.get("content") == body:
            counts["repair exact"] += 1
        elif any(g.kind.value in {"string-end", "other-values"} for g in result.guesses):
            counts["repair wrong, guessed"] += 1
        else:
            counts["repair WRONG, no guess at the cut"] += 1
    return counts


def example(rng: random.Random, n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for _ in range(n):
        intro = rng.choice(INTROS)
        ex_files = [{"file_path": "src/main.py", "content": "def main():\n    return 0\n" * 3}]
        answer = {"files": [{"file_path": f"fix{rng.randrange(9)}.py", "content": "x = 1\n"}]}
        text = f"{intro}\n{json.dumps({'files': ex_files})}\n\nHere are the files:\n"
        result = parse_response(text + json.dumps(answer) + "\n")
        counts["legacy tried"] += 1
        got = [f.file_path for f in result.code.files]
        counts[
            "legacy answer" if got == [answer["files"][0]["file_path"]] else "legacy EXAMPLE"
        ] += 1
        verdict = json.dumps({"status": "failed", "summary": "tests fail"})
        example_value = json.dumps({"status": "passed", "summary": "x" * rng.randrange(1, 30)})
        text = f"My verdict:\n{verdict}\n\nThe format asked for, {intro}\n{example_value}\n"
        report = extract_json_report(text, model=Verdict)
        counts["extract tried"] += 1
        assert isinstance(report.value, Verdict)
        counts["extract answer" if report.value.status == "failed" else "extract EXAMPLE"] += 1
    return counts


def like_this(rng: random.Random, n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for _ in range(n):
        name = f"fix{rng.randrange(9)}.py"
        answer = json.dumps({"files": [{"file_path": name, "content": "x = 1\n"}]})
        tool = rng.choice(('{"exit_code": 0}', '{"status": "ok"}', '{"files": []}'))
        text = f"Sure, {rng.choice(INLINE)} {answer}\nTool result: {tool}\n"
        result = parse_response(text)
        counts["tried"] += 1
        got = [f.file_path for f in result.code.files]
        counts[f"{'answer' if got == [name] else 'LOST'} ({result.status.value})"] += 1
    return counts


class Status(BaseModel):
    status: str
    n: int


def log_lines(rng: random.Random, n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for _ in range(n):
        lines = []
        for i in range(rng.randrange(0, 40)):
            broken = rng.random() < 0.5
            end = "" if broken else '"}'
            lines.append(f'log {i}: {{"msg": "step {i}{end}')
            if rng.random() < 0.5:
                lines.append(f'Result: {{"status": "ok", "n": {i}}}')
        lines.append('Final: {"status": "done", "n": 99}')
        counts["tried"] += 1
        try:
            report = extract_json_report("\n".join(lines) + "\n", model=Status)
        except ArtifactCodecError:
            counts["answer LOST (error)"] += 1
            continue
        assert isinstance(report.value, Status)
        counts["answer" if report.value.n == 99 else "WRONG value"] += 1
    return counts


def _time(run: object, text: str) -> float:
    best = float("inf")
    for _ in range(3):
        gc.disable()  # (a collection during a run measures the heap, not the run)
        try:
            start = time.perf_counter()
            run(text)  # type: ignore[operator]
        except ArtifactCodecError:
            pass
        finally:
            gc.enable()
        best = min(best, time.perf_counter() - start)
    return best


def timing() -> dict[str, float]:
    pieces = {
        "line-cuts": lambda k: '{"a": "x\n' + 'x = {"k": "v"}\ny = [1]\n' * k + '"}',
        "examples": lambda k: "".join(f'Example format:\n{{"a": {i}}}\n' for i in range(k)),
        "example-intro-long-line": lambda k: "e.g. " + "x" * 40 * k + ' {"a": 1}\n' * k,
        "cut-transcript": lambda k: '{"a": "x\n' * k + '{"b": 1}\n' * k,
    }
    ratios: dict[str, float] = {}
    for name, build in pieces.items():
        small, big = build(8000), build(80000)  # (above the trial budget's step)
        for label, run in (
            ("extract", lambda t: extract_json_report(t)),
            ("repair", repair_json_report),
        ):
            ratios[f"{name} {label}"] = _time(run, big) / max(_time(run, small), 1e-6)
    return ratios


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=60)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for name, counts in (
        ("line-cut", line_cut(rng, args.n)),
        ("doc-end", line_cut(rng, args.n, alone=True)),
        ("example", example(rng, args.n)),
        ("like-this", like_this(rng, args.n)),
        ("log-lines", log_lines(rng, args.n)),
    ):
        print(f"{name}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for name, ratio in timing().items():
        print(f"timing {name}: 10x input -> {ratio:.1f}x time{'  SLOW' if ratio >= 20 else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
