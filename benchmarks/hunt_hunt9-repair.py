"""Attack the JSON repair layer after fix-repair10/11 (readings.py's guesses: a quote after
``4,`` ending its line, drops beside a quote, comments holding an unpaired quote, leading text
opening a bracket with an unpaired quote): one question, "is a repaired value different from
what the writer meant while no guess is reported?" (random, fixed seeds).

Each generator prints ``<generator> tried N right R refused F guessed G WRONG W``: ``right``
the value (or the legacy files) the writer meant; ``refused`` an error or an unusable result
(or, for a cut text, a result marked truncated); ``guessed`` another value with a guess
reported; ``WRONG`` another value with no guess (the worst bug). A few WRONG inputs follow.

- ``npm-mutate``: real ``package.json`` files of /usr/lib/node_modules (one line, indent 2,
  one item a line) with one or two mutations: a dropped or extra ``"``, ``,``, ``:``, bracket
  (outside strings), a quote moved across the ``: `` after a key, or a comment (``//``,
  ``/* */``, ``#``, some holding a quote) between tokens.
- ``suite-mutate``: the expected values of json_repair's own test suite, same mutations.
- ``npm-prose`` / ``suite-prose``: each of those values, and each container inside it, after
  a line of prose (or a stray ``,``/``:``), in a layout.
- ``prose-nested``: random arrays of arrays after such prose.
- ``npm-cut`` / ``suite-cut``: the same texts cut at every position; a cut text must come
  back truncated, guessed, or as a value equal to the original.
- ``legacy-moved-quote``: valid legacy answers with the quote of one ``"file_path": "`` or
  ``"content": "`` moved across the ':', both ways, every place in turn.
- ``legacy-cut``: such answers (any style) cut at 40 random positions each.
- ``legacy-code-<style>``: legacy ``{"files": [...]}`` answers whose contents are real
  stdlib / npm code with lines holding quotes, backslashes, ``//`` and ``/*`` in strings,
  ``"..." +`` concatenation and JSON, rendered ``dumps``/``rawnl``/``rawq``, then given one
  mutation of the JSON around the contents (or none): a key's or path's quote dropped, a ':'
  dropped, the quote of ``"file_path": "`` moved across the ':', a comment holding a quote.

Usage: ``python benchmarks/hunt_hunt9-repair.py [--n N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from artifact_codec import parse_response, repair_json_report
from artifact_codec.errors import ArtifactCodecError


def _load(name: str, file: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(file))
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


hunt5: Any = _load("hunt5", "hunt_hunt5-repair.py")
hunt8: Any = _load("hunt8", "hunt_hunt8-repair.py")
_SUITE = Path(__file__).parent.parent / "tests/data/repair/json_repair_suite/cases.jsonl"


class Tally:
    """Counts of one generator and a few WRONG inputs to show."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.counts: Counter[str] = Counter()
        self.wrong: list[str] = []
        self.show = 4
        self.wrong_by: Counter[str] = Counter()

    def add(self, outcome: str, shown: str = "") -> None:
        self.counts["tried"] += 1
        self.counts[outcome] += 1
        if outcome == "WRONG" and len(self.wrong) < self.show:
            self.wrong.append(shown)

    def print(self) -> None:
        c = self.counts
        print(
            f"{self.name} tried {c['tried']} right {c['right']} refused {c['refused']} "
            f"guessed {c['guessed']} WRONG {c['WRONG']}"
        )
        if self.wrong_by:
            print("    WRONG by mutation:", dict(self.wrong_by.most_common()))
        for shown in self.wrong:
            print("   ", shown[:500])


def value_outcome(text: str, want: Any, *, cut: bool = False) -> tuple[str, str]:
    """How ``repair_json_report`` reads ``text`` against the value meant."""
    try:
        result = repair_json_report(text)
        got = json.loads(result.text)
    except (ArtifactCodecError, ValueError):
        return "refused", ""
    if got == want:
        return "right", ""
    if result.guesses:
        return "guessed", ""
    if cut and result.truncated:
        return "refused", ""
    kinds = [r.kind.value for r in result.repairs]
    return "WRONG", f"{kinds} at {_first_difference(want, got)} {text[:300]!r}"


def _first_difference(want: Any, got: Any, path: str = "") -> str:
    """The path of the first place where ``got`` differs from ``want``, and both values."""
    if isinstance(want, dict) and isinstance(got, dict) and list(want) == list(got):
        for key in want:
            if want[key] != got[key]:
                return _first_difference(want[key], got[key], f"{path}.{key}")
    if isinstance(want, list) and isinstance(got, list) and len(want) == len(got):
        for i, (a, b) in enumerate(zip(want, got, strict=True)):
            if a != b:
                return _first_difference(a, b, f"{path}[{i}]")
    return f"{path or '.'}: {json.dumps(want)[:80]} -> {json.dumps(got)[:80]}"


def legacy_outcome(text: str, want: list[tuple[str, str]]) -> tuple[str, str]:
    """How ``parse_response`` reads a legacy answer against the files meant."""
    outcome, shown = hunt5._legacy_outcome(text, want)
    return ("right" if outcome == "exact" else outcome), f"{shown} {text[:300]!r}"


def _outside(text: str) -> tuple[list[int], list[tuple[int, int]]]:
    """Positions outside strings and the (open, close) quote pairs of valid JSON ``text``."""
    outside, pairs, inside, escape, opened = [], [], False, False, 0
    for i, ch in enumerate(text):
        if inside:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                inside = False
                pairs.append((opened, i))
        elif ch == '"':
            inside, opened = True, i
        else:
            outside.append(i)
    return outside, pairs


_COMMENTS = (
    "// note",
    '// 4" wide',
    '/* was "x" */',
    '/* a", */',
    "# note",
    '// "a": 1,',
    '/* 12" */',
    '// x"',
)


Edit = tuple[int, int, str, str]  # (position, characters removed, text inserted, kind)


def edit(rng: random.Random, text: str) -> Edit:
    """One mutation of valid JSON ``text`` outside its strings' contents."""
    outside, pairs = _outside(text)
    kind = rng.choice(["drop-quote", "extra-quote", "punct", "comment", "moved-quote"])
    moved = [close for _, close in pairs if text.startswith('": "', close)]
    if kind == "moved-quote" and moved:
        # a key's closing quote moved across ': ' ('"k: ""v"') or the value's opening quote
        # moved before it ('"k"": v"')
        at = rng.choice(moved)
        return (at, 4, rng.choice([': ""', '"": ']), kind)
    if kind in {"drop-quote", "extra-quote"} and pairs:
        at = rng.choice(rng.choice(pairs))
        return (at, 1, "", kind) if kind == "drop-quote" else (at, 0, '"', kind)
    marks = [i for i in outside if text[i] in ",:{}[]"]
    if kind == "punct" and marks:
        at = rng.choice(marks)
        if rng.random() < 0.5:
            return (at, 1, "", f"drop-{text[at]}")
        extra = rng.choice([text[at], ",", ":"])
        return (at, 0, extra, f"extra-{extra}")
    spots = [i + 1 for i in outside if text[i] in ",{["] + [i for i in outside if text[i] == "\n"]
    at = rng.choice(spots or [len(text)])
    comment = rng.choice(_COMMENTS)
    if comment.startswith(("//", "#")) and "\n" not in text[at:]:
        comment = "/* " + comment[2:] + " */"
    end = "\n" if comment.startswith(("//", "#")) and text[at : at + 1] != "\n" else ""
    return (at, 0, " " + comment + end, "comment")


def mutate(rng: random.Random, text: str, count: int = 1) -> tuple[str, str]:
    """``count`` mutations of valid JSON ``text`` at distinct places, outside string contents,
    and their kinds."""
    edits: dict[int, Edit] = {}
    for _ in range(count):
        one = edit(rng, text)
        edits.setdefault(one[0], one)
    for at, removed, inserted, _ in sorted(edits.values(), reverse=True):
        text = text[:at] + inserted + text[at + removed :]
    return text, "+".join(sorted(kind for *_, kind in edits.values()))


def _npm_values(rng: random.Random, n: int) -> list[Any]:
    paths = [p for p in hunt5.NPM_JSON if Path(p).stat().st_size < 3000]
    values = []
    for path in rng.sample(paths, min(n, len(paths))):
        with contextlib.suppress(ValueError):
            values.append(json.loads(Path(path).read_text(encoding="utf-8")))
    return values


def _suite_values(rng: random.Random, n: int) -> list[Any]:
    cases = [json.loads(line) for line in _SUITE.read_text(encoding="utf-8").splitlines()]
    wanted = [case["expected"] for case in cases if isinstance(case.get("expected"), dict | list)]
    return rng.sample(wanted, min(n, len(wanted)))


def _layout(rng: random.Random, value: Any) -> str:
    layout = rng.choice(["line", "indent", "items"])
    if layout == "line":
        return json.dumps(value)
    if layout == "indent":
        return json.dumps(value, indent=2)
    return str(hunt8._one_item_a_line(value))


def mutated(name: str, values: list[Any], rng: random.Random, per: int) -> Tally:
    tally = Tally(name)
    for want in values:
        text = _layout(rng, want)
        for _ in range(per):
            mutant, kinds = mutate(rng, text, 1 if rng.random() < 0.6 else 2)
            if _valid(mutant) and json.loads(mutant) != want:
                continue  # (a mutation that makes another valid value: nothing to detect)
            outcome, shown = value_outcome(mutant, want)
            tally.add(outcome, f"[{kinds}] {shown}")
            if outcome == "WRONG":
                tally.wrong_by[kinds] += 1
    return tally


def _valid(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


_PROSE = ("The result: ", "Here it is:\n", "Sure! ", "Output -> ", ",", ":", "JSON:\n\n")


def prose(name: str, values: list[Any], rng: random.Random) -> Tally:
    """Each value (and each container inside it) after a line of prose, in a layout."""
    tally = Tally(name)
    for value in values:
        for want in _containers(value):
            text = rng.choice(_PROSE) + _layout(rng, want) + rng.choice(["", ".", "\n\nDone."])
            tally.add(*value_outcome(text, want))
    return tally


def prose_nested(rng: random.Random, n: int) -> Tally:
    """Random arrays of arrays (numbers, strings, objects) after a line of prose."""
    tally = Tally("prose-nested")
    for _ in range(n):
        item = rng.choice(
            [lambda: rng.randrange(100), lambda: rng.choice("abc"), lambda: {"k": rng.random()}]
        )
        want = [[item() for _ in range(rng.randrange(1, 4))] for _ in range(rng.randrange(1, 4))]
        text = rng.choice(_PROSE) + _layout(rng, want) + rng.choice(["", ".", "\n\nDone."])
        tally.add(*value_outcome(text, want))
    return tally


def _containers(value: Any) -> list[Any]:
    found = [value] if isinstance(value, dict | list) and value else []
    children = (
        value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    )
    for child in children:
        found.extend(_containers(child))
    return found


def cut(name: str, values: list[Any], rng: random.Random) -> Tally:
    tally = Tally(name)
    for want in values:
        text = _layout(rng, want)
        if len(text) > 600:
            continue
        for at in range(1, len(text)):
            tally.add(*value_outcome(text[:at], want, cut=True))
    return tally


_CODE_LINES = (
    'url = "http://example.com/*path*/" + name',
    "msg = 'it\\'s' + \"a\\\\b\"",
    'const re = /"[^"]*"/g; // quoted "x"',
    'print("a", "b")  # a", b',
    'data = \'{"a": [1, 2], "b": "c"}\'',
    'const s = "line" +\n    "more";',
    'path = "C:\\\\Users\\\\"',
    'x = 4,"',
    '    "v": 4",',
    'items = [1, 2,"',
    'json.loads(\'{"k": "v"}\')',
    '/* "a", */ y = 1',
    '  "name": "pkg",',
    "}",
    '"',
    '", ',
    '4, "',
)


def legacy_code(rng: random.Random, n: int, style: str) -> Tally:
    tally = Tally(f"legacy-code-{style}")
    for _ in range(n):
        files = []
        for i in range(rng.randrange(1, 3)):
            fname, body = hunt5._snippet(rng)
            lines = body.splitlines()
            for _ in range(rng.randrange(1, 4)):
                lines.insert(rng.randrange(len(lines) + 1), rng.choice(_CODE_LINES))
            files.append((f"{i}{fname}", "\n".join(lines) + "\n"))
        rendered = [hunt5._render(content, style) for _, content in files]
        if any(r is None for r in rendered):
            continue
        parts = [
            f'{{"file_path": "{fname}", "content": "{body}"}}'
            for (fname, _), body in zip(files, rendered, strict=True)
        ]
        text = '{"files": [' + rng.choice([", ", ",\n  "]).join(parts) + "]}"
        if rng.random() < 0.5:
            text = _mutate_frame(rng, text, rendered)
        tally.add(*legacy_outcome(text, files))
    return tally


def legacy_moved_quote(rng: random.Random, n: int) -> Tally:
    """Legacy answers of real code (dumps, compact or indented) with the quote of one
    ``"file_path": "`` or ``"content": "`` moved across the ':' (``"file_path"": a.py"``,
    ``"file_path: ""a.py"``), every such place in turn, both ways."""
    tally = Tally("legacy-moved-quote")
    for _ in range(n):
        files = hunt5._files(rng)
        text = hunt8._legacy_text(files, rng.choice([None, 2]))
        for key in ('"file_path": "', '"content": "'):
            at = text.find(key)
            while at >= 0:
                colon = at + len(key) - 4
                for moved in ('"": ', ': ""'):
                    mutant = text[:colon] + moved + text[colon + 4 :]
                    tally.add(*legacy_outcome(mutant, files))
                at = text.find(key, at + 1)
    return tally


def legacy_cut(rng: random.Random, n: int) -> Tally:
    """Legacy answers of real code (any style) cut at 40 random positions each: a usable result
    must hold only files the writer meant (a file cut short is no such file) or a guess."""
    tally = Tally("legacy-cut")
    for _ in range(n):
        files = hunt5._files(rng)
        style = rng.choice(["dumps", "rawnl", "rawq"])
        rendered = [hunt5._render(content, style) for _, content in files]
        if any(r is None for r in rendered):
            continue
        parts = [
            f'{{"file_path": "{fname}", "content": "{body}"}}'
            for (fname, _), body in zip(files, rendered, strict=True)
        ]
        text = '{"files": [' + ", ".join(parts) + "]}"
        for at in sorted(rng.sample(range(1, len(text)), min(40, len(text) - 1))):
            try:
                result = parse_response(text[:at])
            except ArtifactCodecError:
                tally.add("refused")
                continue
            got = [(f.file_path, f.content) for f in result.code.files]
            if not result.usable:
                tally.add("refused")
            elif got == files:
                tally.add("right")
            elif any(d.message.startswith("guessed") for d in result.diagnostics):
                tally.add("guessed")
            elif all(file in files for file in got):
                tally.add("refused")  # (a file cut off left out: reported as truncated)
            else:
                tally.add("WRONG", f"{result.status} {got!r:.200} cut at {at} {text[:at]!r:.200}")
    return tally


def _mutate_frame(rng: random.Random, text: str, rendered: list[str | None]) -> str:
    """One mutation of the JSON around the contents: a quote of a key or path dropped, a
    ``,`` or ``:`` dropped, or a comment after a member."""
    spots = []
    for key in ('"file_path"', '"content"', '"files"', ", {", '": "', '"": '):
        at = text.find('"file_path"' if key == '"": ' else key)
        while at >= 0:
            inside = any(
                body and 0 <= text.find(body) < at < text.find(body) + len(body)
                for body in rendered
            )
            if not inside:
                spots.append((key, at))
            at = text.find(key, at + 1)
    if not spots:
        return text
    key, at = rng.choice(spots)
    if key.startswith('"'):
        return text[:at] + text[at + 1 :]
    if key == '"": ':  # the quote before ': "' moved across it ('"file_path"": a.py"')
        at = text.find('": "', at)
        return text[:at] + '"": ' + text[at + 4 :] if at >= 0 else text
    if key == ", {":
        return text[:at] + " // next " + '"' + "file\n" + text[at:]
    return text[:at] + '" ' + text[at + 2 :]  # the ':' dropped


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=60)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    runs: list[Callable[[], Tally]] = [
        lambda: mutated("npm-mutate", _npm_values(rng, args.n), rng, 20),
        lambda: mutated("suite-mutate", _suite_values(rng, args.n), rng, 20),
        lambda: prose("npm-prose", _npm_values(rng, args.n), rng),
        lambda: prose("suite-prose", _suite_values(rng, args.n), rng),
        lambda: prose_nested(rng, args.n),
        lambda: cut("npm-cut", _npm_values(rng, max(1, args.n // 6)), rng),
        lambda: cut("suite-cut", _suite_values(rng, args.n), rng),
        lambda: legacy_code(rng, args.n, "dumps"),
        lambda: legacy_code(rng, args.n, "rawnl"),
        lambda: legacy_code(rng, args.n, "rawq"),
        lambda: legacy_cut(rng, max(1, args.n // 3)),
        lambda: legacy_moved_quote(rng, args.n),
    ]
    for run in runs:
        run().print()


if __name__ == "__main__":
    main()
