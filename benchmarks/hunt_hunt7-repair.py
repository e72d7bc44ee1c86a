"""Attack the JSON repair rules of the fix-repair7 merge (random, fixed seeds).

Each generator prints ``<generator> tried N exact E guessed G refused R WRONG W``: ``exact`` the
value (or the legacy files) the writer meant; ``guessed`` another value with a guess reported;
``refused`` an error or an unusable result; ``WRONG`` another value with no guess reported. A few
WRONG inputs of each generator are printed after its line. The helpers (``Tally``, real-file
snippets, the legacy renderings) are those of ``hunt_hunt5-repair.py``.

- ``loose-escape``: real ``package.json``/``tsconfig.json`` files (``/usr/lib/node_modules``) and
  legacy answers of real stdlib files, valid JSON, with the ``\\n`` escapes of some strings
  written as raw line breaks (the others kept): the text ``json.loads(strict=False)`` reads,
  which the ``\\n``-escape rule now sends past the C decoder.
- ``status-after``: a legacy answer with one file damaged (its closing quote missing), then a
  small JSON status line in prose; meant: what the same answer gives without the status line
  (``rejected_files`` keeps every undamaged file).
- ``final-with-todo``: a draft answer, then the final answer with one more file whose path or
  content is a word the placeholder rule knows (``TODO``) beside real files; meant: the final.
- ``mutate-real``: real ``package.json`` files with one character dropped or doubled at every
  position of the first 400 characters (only mutants that are no longer JSON).
- ``timing``: hostile shapes of the new rules (many ``//`` lines, many ``"``-less values, long
  digit groups, ``\\n`` escapes beside raw line breaks) at n and 10n characters; prints the
  worst ratio (``SLOW`` at 20 or more: rerun alone, the machine is shared).

Usage: ``python benchmarks/hunt_hunt7-repair.py [--n N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib.util
import json
import random
import time
from pathlib import Path
from typing import Any

from artifact_codec import parse_response, repair_json_report
from artifact_codec.errors import ArtifactCodecError

_SPEC = importlib.util.spec_from_file_location(
    "hunt5", Path(__file__).with_name("hunt_hunt5-repair.py")
)
assert _SPEC is not None
assert _SPEC.loader is not None
hunt5: Any = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(hunt5)
Tally = hunt5.Tally


def _value_outcome(text: str, want: Any) -> tuple[str, str]:
    try:
        result = repair_json_report(text)
        got = json.loads(result.text)
    except (ArtifactCodecError, ValueError):
        return "refused", ""
    if got == want:
        return "exact", ""
    if result.guesses:
        return "guessed", ""
    return "WRONG", f"{[r.kind.value for r in result.repairs]} {text[:200]!r}"


def _raw_some_strings(rng: random.Random, text: str) -> str | None:
    """``text`` (JSON from json.dumps) with the ``\\n`` escapes of some strings made raw."""
    out, i, changed, kept = [], 0, False, False
    while i < len(text):
        if text[i] != '"':
            out.append(text[i])
            i += 1
            continue
        j = i + 1
        while text[j] != '"':
            j += 2 if text[j] == "\\" else 1
        body = text[i + 1 : j]
        escapes = body.replace("\\\\", "").count("\\n")
        if escapes and "\\\\" not in body and rng.random() < 0.5:
            body = body.replace("\\n", "\n")
            changed = True
        elif escapes:
            kept = True
        out.append('"' + body + '"')
        i = j + 1
    return "".join(out) if changed and kept else None


def loose_escape(rng: random.Random, n: int) -> Any:
    tally = Tally("loose-escape")
    for _ in range(n):
        if rng.random() < 0.5 and hunt5.NPM_JSON:
            try:
                value = json.loads(Path(rng.choice(hunt5.NPM_JSON)).read_text(encoding="utf-8"))
            except ValueError:
                continue
            value = {"description": "line one\nline two", "pkg": value, "notes": "a\nb"}
        else:
            value = {
                "files": [
                    {"file_path": f"{i}{name}", "content": body}
                    for i, (name, body) in enumerate(hunt5._snippet(rng) for _ in range(3))
                ]
            }
        text = _raw_some_strings(rng, json.dumps(value, indent=rng.choice([None, 2])))
        if text is None:
            continue
        want = json.loads(text, strict=False)
        outcome, shown = _value_outcome(text, want)
        tally.add(outcome, shown)
    return tally


def _damaged_answer(rng: random.Random) -> str:
    parts = []
    bad = rng.randrange(3)
    for i in range(4):
        name, body = hunt5._snippet(rng)
        raw = hunt5._render(body, rng.choice(["rawnl", "dumps"])) or json.dumps(body)[1:-1]
        end = "" if i == bad else '"'
        parts.append(f'    {{"file_path": "{i}{name}", "content": "{raw}{end}}}')
    return '{"files": [\n' + ",\n".join(parts) + "\n  ]\n}"


def status_after(rng: random.Random, n: int) -> Any:
    tally = Tally("status-after")
    tails = [
        '\n\nStatus: {"ok": true}\n',
        '\n\n```json\n{"done": 1}\n```\n',
        '\nResult: {"n": 4}\n',
    ]
    for _ in range(n):
        text = _damaged_answer(rng)
        alone = parse_response(text)
        want = [(f.file_path, f.content) for f in alone.code.files]
        result = parse_response(text + rng.choice(tails))
        got = [(f.file_path, f.content) for f in result.code.files]
        if got == want:
            tally.add("exact")
        elif any(
            d.message.startswith("guessed") and d.code != "json-other-values"
            for d in result.diagnostics
            if any(p in d.message for p, _ in set(want) - set(got))
        ):
            tally.add("guessed")
        else:
            lost = sorted({p for p, _ in want} - {p for p, _ in got})
            tally.add(
                "WRONG",
                f"{result.status.value} lost {lost} {[d.code for d in result.diagnostics][:6]}",
            )
    return tally


def _dump(files: list[tuple[str, str]]) -> str:
    return json.dumps({"files": [{"file_path": p, "content": c} for p, c in files]})


def final_with_todo(rng: random.Random, n: int) -> Any:
    tally = Tally("final-with-todo")
    for _ in range(n):
        name, body = hunt5._snippet(rng)
        draft = [("a" + name, body)]
        extra = rng.choice(
            [("TODO", "- handle errors\n"), ("notes.md", "TODO"), ("TODO.md", "TODO")]
        )
        final = [("a" + name, body + "# fixed\n"), extra]
        text = "Draft:\n" + _dump(draft) + "\n\nFinal answer:\n" + _dump(final) + "\n"
        tally.add(*hunt5._legacy_outcome(text, final))
    return tally


def mutate_real(rng: random.Random, n: int) -> Any:
    tally = Tally("mutate-real")
    paths = [p for p in hunt5.NPM_JSON if Path(p).stat().st_size < 3000]
    for path in rng.sample(paths, min(n, len(paths))):
        text = Path(path).read_text(encoding="utf-8")
        try:
            want = json.loads(text)
        except ValueError:
            continue
        for at in range(min(len(text), 400)):
            for mutant in (text[:at] + text[at + 1 :], text[:at] + text[at] + text[at:]):
                try:
                    json.loads(mutant)
                    continue
                except ValueError:
                    pass
                outcome, shown = _value_outcome(mutant, want)
                tally.add(
                    outcome, f"{path} at {at}: {shown[:120]} {mutant[max(0, at - 25) : at + 25]!r}"
                )
    return tally


def drop_opening_quote(rng: random.Random, n: int) -> Any:
    tally = Tally("drop-opening-quote")
    paths = [p for p in hunt5.NPM_JSON if Path(p).stat().st_size < 5000]
    for path in rng.sample(paths, min(n, len(paths))):
        text = Path(path).read_text(encoding="utf-8")
        try:
            want = json.loads(text)
        except ValueError:
            continue
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
        for at in spots[:60]:
            mutant = text[:at] + text[at + 1 :]
            outcome, _ = _value_outcome(mutant, want)
            tally.add(outcome, f"{path} at {at}: {mutant[max(0, at - 25) : at + 30]!r}")
    return tally


# Lines of code that look like the shapes of the new rules, put into real file content.
_CODE_LINES = (
    'd = {"x": 5 apples, "n": 8 000}',
    '# {"files": [{"file_path": "old.py", "content": "x"}]}',
    '// was: {"retries": 0}',
    'v = {"dep": ^7.0.0", "k": >= 0.6"}',
    "s = 'it\\'s\\n'",
    "TODO",
    'p = "path/to/file.py"',
)


def legacy_code_lines(rng: random.Random, n: int, style: str) -> Any:
    tally = Tally(f"code-lines-{style}")
    for _ in range(n):
        files = []
        for i in range(rng.randrange(1, 3)):
            name, body = hunt5._snippet(rng)
            lines = body.splitlines()
            for _ in range(rng.randrange(1, 3)):
                lines.insert(rng.randrange(len(lines) + 1), rng.choice(_CODE_LINES))
            files.append((f"{i}{name}", "\n".join(lines) + "\n"))
        rendered = [hunt5._render(content, style) for _, content in files]
        if any(r is None for r in rendered):
            continue
        parts = [
            f'{{"file_path": "{name}", "content": "{body}"}}'
            for (name, _), body in zip(files, rendered, strict=True)
        ]
        tally.add(*hunt5._legacy_outcome('{"files": [' + ", ".join(parts) + "]}", files))
    return tally


SHAPES = {
    "comment-lines": lambda k: '{"a": 1}\n' + '// was: {"a": 0}\n' * k,
    "hash-lines": lambda k: "# " * k + '{"a": 1}',
    "quoteless-values": lambda k: "{" + ", ".join(f'"k{i}": ^1.{i}.0"' for i in range(k)) + "}",
    "quoteless-keys": lambda k: "{" + ", ".join(f'@s/n{i}": 1' for i in range(k)) + "}",
    "digit-groups": lambda k: '{"a": 1' + " 000" * k + "}",
    "apples": lambda k: "{" + ", ".join(f'"k{i}": {i} apples' for i in range(k)) + "}",
    "escape-and-raw": lambda k: '{"a": "x\\ny", "b": "' + "line\n" * k + '"}',
    "closer-lines": lambda k: '{"a": "x' + "\n}" * k + "\n",
    "open-comments": lambda k: "/* " * k + '{"a": 1}',
}


def timing() -> None:
    for name, make in SHAPES.items():
        k = 50
        while True:
            text = make(k)
            start = time.perf_counter()
            with contextlib.suppress(ArtifactCodecError):
                repair_json_report(text)
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
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-timing", action="store_true")
    args = parser.parse_args()
    for generator in (loose_escape, status_after, final_with_todo):
        generator(random.Random(args.seed), args.n).print()
    mutate_real(random.Random(args.seed), max(1, args.n // 40)).print()
    drop_opening_quote(random.Random(args.seed), max(1, args.n // 2)).print()
    for style in ("dumps", "rawnl", "rawq", "raw"):
        legacy_code_lines(random.Random(args.seed), args.n, style).print()
    if not args.no_timing:
        timing()


if __name__ == "__main__":
    main()
