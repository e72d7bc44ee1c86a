"""Attack the JSON repair layer after fix-repair12/13 (keys with a glued ':' or ',', one-line
strings read to the end, a ':' inserted beside a quote, members between two repairs, runs of
'[' after prose, comments with a lost quote, a legacy path starting with ':'): one question,
"is a repaired value (or a legacy file) different from what the writer meant while no guess
is reported?" (random, fixed seeds).

Each generator prints ``<generator> tried N right R refused F guessed G WRONG W`` (the
outcomes of ``benchmarks/hunt_hunt9-repair.py``); a few WRONG inputs follow.

- ``marks-every-quote``: random objects whose keys and values hold ':', ',', brackets, '//',
  '#', URLs and Windows paths (one line, indent 2), each quote dropped in turn and each
  ``": "`` quote moved across the ':' both ways.
- ``marks-two-quotes``: the same values with two quotes dropped at random.
- ``npm-scripts-quote``: real ``package.json`` ``scripts``/``exports`` objects of
  /usr/lib/node_modules (keys like ``test:unit``, ``./package.json``), each quote dropped.
- ``long-value-colon``: a value of 150..260 characters holding a ':' at a random place, its
  quote moved across the ':' after the key, or its closing quote dropped.
- ``prose-links``: a value after prose holding wiki links ``[[Page]]``, Python lists of lists,
  Markdown links and ``{"`` fragments, and before prose holding ``{"`` or ``[``; read by
  ``repair_json_report`` and ``extract_json_report``.
- ``legacy-comment-content``: legacy answers whose contents hold lines with URLs (``//``),
  shell comments (``#``) and quotes, with one mutation of the frame (``hunt9``'s).
- ``legacy-path-marks``: legacy answers whose paths hold ':' or ',' (``docs/a:b.md``,
  ``C:/x.py``), a quote of the path dropped or moved across the ':'.

Usage: ``python benchmarks/hunt_hunt10-repair.py [--n N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from artifact_codec.diagnostics import Severity
from artifact_codec.errors import ArtifactCodecError
from artifact_codec.jsonfix.extract import extract_json_report


def _load(name: str, file: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(file))
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


hunt9: Any = _load("hunt9", "hunt_hunt9-repair.py")
hunt5: Any = hunt9.hunt5
Tally = hunt9.Tally
value_outcome = hunt9.value_outcome
legacy_outcome = hunt9.legacy_outcome

_PIECES = (
    "a:b",
    "x, y",
    "test:unit",
    "./package.json",
    "http://example.com/a/b",
    "echo hi # note",
    "C:\\Users\\x",
    "[1, 2]",
    "{a}",
    "a]",
    "b}",
    "// c",
    "/* d */",
    "key: value",
    '4" wide',
    "plain",
    "it's",
    "a,",
    ":z",
    "run: npm test, then lint",
    "e]}",
    "[[x]]",
)


def _text(rng: random.Random) -> str:
    return "".join(rng.choice(_PIECES) for _ in range(rng.randrange(1, 3)))


def _value(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth < 2 and roll < 0.25:
        return {_text(rng): _value(rng, depth + 1) for _ in range(rng.randrange(1, 4))}
    if depth < 2 and roll < 0.4:
        return [_value(rng, depth + 1) for _ in range(rng.randrange(1, 4))]
    if roll < 0.5:
        return rng.choice([1, 2.5, True, None])
    return _text(rng)


def _objects(rng: random.Random, n: int) -> list[Any]:
    return [{_text(rng): _value(rng) for _ in range(rng.randrange(1, 4))} for _ in range(n)]


def _quotes(text: str) -> list[int]:
    _, pairs = hunt9._outside(text)
    return [i for pair in pairs for i in pair]


def every_quote(name: str, values: list[Any], rng: random.Random) -> Tally:
    tally = Tally(name)
    for want in values:
        text = json.dumps(want, indent=rng.choice([None, 2]))
        for at in _quotes(text):
            tally.add(*value_outcome(text[:at] + text[at + 1 :], want))
        _, pairs = hunt9._outside(text)
        for _, close in pairs:
            if text.startswith('": "', close):
                for moved in (': ""', '"": '):
                    tally.add(*value_outcome(text[:close] + moved + text[close + 4 :], want))
    return tally


def two_quotes(values: list[Any], rng: random.Random, per: int) -> Tally:
    tally = Tally("marks-two-quotes")
    for want in values:
        text = json.dumps(want, indent=rng.choice([None, 2]))
        quotes = _quotes(text)
        for _ in range(per):
            if len(quotes) < 2:
                break
            a, b = sorted(rng.sample(quotes, 2))
            mutant = text[:a] + text[a + 1 : b] + text[b + 1 :]
            if hunt9._valid(mutant) and json.loads(mutant) != want:
                continue
            tally.add(*value_outcome(mutant, want))
    return tally


def _npm_scripts(rng: random.Random, n: int) -> list[Any]:
    found = []
    for path in hunt5.NPM_JSON:
        with contextlib.suppress(ValueError, OSError):
            value = json.loads(Path(path).read_text(encoding="utf-8"))
            for key in ("scripts", "exports"):
                part = value.get(key) if isinstance(value, dict) else None
                if isinstance(part, dict) and part and len(json.dumps(part)) < 1500:
                    found.append(part)
    return rng.sample(found, min(n, len(found)))


def long_value_colon(rng: random.Random, n: int) -> Tally:
    tally = Tally("long-value-colon")
    for _ in range(n):
        size = rng.randrange(150, 260)
        at = rng.randrange(size)
        value = ("w" * at + ": " + "v" * (size - at))[:size]
        want = {"name": value, "next": rng.choice(["x: y", "z", 3])}
        text = json.dumps(want, indent=rng.choice([None, 2]))
        close = text.find('": "')
        for moved in (': ""', '"": '):
            tally.add(*value_outcome(text[:close] + moved + text[close + 4 :], want))
        end = text.find('"', text.find(value) + len(value))
        tally.add(*value_outcome(text[:end] + text[end + 1 :], want))
    return tally


_BEFORE = (
    "See [[Main Page]] and [[Help:Contents]] first.\n",
    "In Python, [[1, 2], [3, 4]] is a matrix. The answer:\n",
    "Use [the docs](http://x.io/[a]) then: ",
    'The key {"a" was renamed. Result:\n',
    "grid = [[0] * 3 for _ in range(3)]\n\n",
    "[[x]] ",
    "Shape [2, 3]: ",
    "Note: ",
)
_AFTER = (
    "",
    '\n\nYou can also pass {"b": 2}.',
    "\n\nSee [[Main Page]].",
    '\nThen {"',
    "\n[1] footnote",
    " (see [docs])",
    '\n// {"x": 1}',
)


def prose_links(values: list[Any], rng: random.Random) -> tuple[Any, Any]:
    repair, extract = Tally("prose-links-repair"), Tally("prose-links-extract")
    for want in values:
        for before in _BEFORE:
            text = before + json.dumps(want, indent=rng.choice([None, 2])) + rng.choice(_AFTER)
            repair.add(*value_outcome(text, want))
            try:
                report = extract_json_report(text)
            except ArtifactCodecError:
                extract.add("refused")
                continue
            guessed = any(d.severity is Severity.WARNING for d in report.diagnostics)
            if report.value == want:
                extract.add("right")
            elif guessed:
                extract.add("guessed")
            else:
                extract.add("WRONG", f"{json.dumps(report.value)[:120]} {text[:300]!r}")
    return repair, extract


_CONTENT_LINES = (
    'url = "http://example.com/a"  # see http://x.io',
    "curl -s https://x.io/install.sh | sh  # installer",
    'fetch("https://api.x.io/v1", {method: "POST"}) // call',
    '# a comment with a quote"',
    'echo "done" # "x"',
    "x = 1  # it's fine",
    '// see https://x.io/a"b',
    'path = "/*.json"',
)


def legacy_comment_content(rng: random.Random, n: int, style: str) -> Tally:
    saved = hunt9._CODE_LINES
    hunt9._CODE_LINES = _CONTENT_LINES
    try:
        tally = hunt9.legacy_code(rng, n, style)
    finally:
        hunt9._CODE_LINES = saved
    tally.name = f"legacy-comment-content-{style}"
    return tally


_PATHS = ("docs/a:b.md", "C:/src/x.py", "src/a,b.py", "notes: todo.txt", "a.py", "x/y: z.js")


def legacy_path_marks(rng: random.Random, n: int) -> Tally:
    tally = Tally("legacy-path-marks")
    for _ in range(n):
        files = [(rng.choice(_PATHS), content) for _, content in hunt5._files(rng)]
        if len({name for name, _ in files}) < len(files):
            continue
        text = hunt9.hunt8._legacy_text(files, rng.choice([None, 2]))
        for name, _ in files:
            key = json.dumps(name)
            at = text.find(key)
            mutants = [
                text[:at] + text[at + 1 :],
                text[: at + len(key) - 1] + text[at + len(key) :],
            ]
            colon = text.rfind('"file_path": ', 0, at) + len('"file_path"')
            mutants.append(text[:colon] + ": " + '"' + text[colon + 3 :])
            mutants.append(text[: colon - 1] + ': "' + text[colon + 2 :])
            for mutant in mutants:
                tally.add(*legacy_outcome(mutant, files))
    return tally


_LEGACY_BEFORE = (
    "",
    "Here are the files:\n",
    "See [[Main Page]]. The files:\n",
    'Each entry is {"file_path": ..., "content": ...}. Answer:\n',
    "grid = [[0] * 3]\n\n",
)
_LEGACY_AFTER = (
    "",
    '\n\nYou can also pass {"debug": true}.',
    '\nThen {"',
    "\n\nSee [[Main Page]].",
    "\n// done",
)


def legacy_prose_quote(rng: random.Random, n: int) -> Tally:
    """Legacy answers of real code (dumps, compact or indented) in prose holding brackets and
    ``{"``, each with every quote of its frame (outside the contents) dropped in turn, or none."""
    tally = Tally("legacy-prose-quote")
    for _ in range(n):
        files = hunt5._files(rng)
        body = hunt9.hunt8._legacy_text(files, rng.choice([None, 2]))
        before, after = rng.choice(_LEGACY_BEFORE), rng.choice(_LEGACY_AFTER)
        frame = [
            at
            for at in _quotes(body)
            if not any(
                body.find(json.dumps(c)[1:-1])
                < at
                < body.find(json.dumps(c)[1:-1]) + len(json.dumps(c)) - 2
                for _, c in files
            )
        ]
        for at in [-1, *rng.sample(frame, min(6, len(frame)))]:
            mutant = body if at < 0 else body[:at] + body[at + 1 :]
            tally.add(*legacy_outcome(before + mutant + after, files))
    return tally


def bare_marks(rng: random.Random, n: int) -> Tally:
    """Objects with one key or value (npm, JSON-LD and shell words starting with a mark:
    ``@scope/pkg``, ``@id``, ``./lib``, ``~/x``, ``%PATH%``, ``-x``, ``!x``) written bare, both
    quotes lost."""
    tally = Tally("bare-marks")
    words = (
        "@scope/pkg",
        "@id",
        "./lib",
        "~/x",
        "%PATH%",
        "-x",
        "!x",
        "&x",
        "=x",
        "./a.js",
        "/usr/bin",
        "$ref",
        "^1.2.3",
        "*.js",
        "+1",
        "?q",
        "<b>",
        "|x",
    )
    for _ in range(n):
        word = rng.choice(words)
        key = rng.random() < 0.5
        want = {"a": 1, word: "v"} if key else {"a": 1, "k": word}
        text = json.dumps(want).replace(json.dumps(word), word)
        tally.add(*value_outcome(text, want))
    return tally


def items_merged(values: list[Any], rng: random.Random) -> Tally:
    """Arrays of strings (real ``files``/``keywords`` arrays of npm ``package.json``), one item
    a line, with the closing quote of one item and the opening quote of the next lost."""
    tally = Tally("items-merged")
    for want in values:
        text = json.dumps(want, indent=2)
        at = text.find('",\n')
        while at >= 0:
            nxt = text.find('"', at + 3)
            tally.add(*value_outcome(text[:at] + text[at + 1 : nxt] + text[nxt + 1 :], want))
            at = text.find('",\n', at + 1)
    return tally


def _npm_string_arrays(rng: random.Random, n: int) -> list[Any]:
    found = []
    for path in hunt5.NPM_JSON:
        with contextlib.suppress(ValueError, OSError):
            value = json.loads(Path(path).read_text(encoding="utf-8"))
            for key in ("files", "keywords"):
                part = value.get(key) if isinstance(value, dict) else None
                if (
                    isinstance(part, list)
                    and len(part) > 1
                    and all(isinstance(x, str) for x in part)
                ):
                    found.append({key: part})
    return rng.sample(found, min(n, len(found)))


def empty_after_prose(rng: random.Random, n: int) -> Tally:
    """An empty ``{}`` or ``[]`` answer after prose holding a JSON-like value."""
    tally = Tally("empty-after-prose")
    for _ in range(n):
        shown = rng.choice(['{"k": 1}', "[[1, 2]]", "[1, 2]", '["a"]', "{ }"])
        want: Any = rng.choice([{}, []])
        text = f"Values look like {shown}. Result:\n{json.dumps(want)}"
        tally.add(*value_outcome(text, want))
    return tally


def inner_bracket_lost(rng: random.Random, n: int) -> Tally:
    """Random arrays of two or more arrays (one line, indent 2), the '[' of one inner array
    after the first dropped."""
    tally = Tally("inner-bracket-lost")
    for _ in range(n):
        item = rng.choice([lambda: rng.randrange(100), lambda: rng.choice(["a", "b, c", "d]"])])
        want = [[item() for _ in range(rng.randrange(1, 4))] for _ in range(rng.randrange(2, 4))]
        text = json.dumps(want, indent=rng.choice([None, 2]))
        opens = [i for i in hunt9._outside(text)[0] if text[i] == "["][2:]
        at = rng.choice(opens)
        tally.add(*value_outcome(text[:at] + text[at + 1 :], want))
    return tally


def bare_escapes(rng: random.Random, n: int) -> Tally:
    """Values holding a line break, tab, quote or non-ASCII letter written with JSON escapes
    (``json.dumps``), both quotes lost or one."""
    tally = Tally("bare-escapes")
    for _ in range(n):
        value = rng.choice(["Hello\nWorld", "caf\u00e9", "a\tb", "x\ny\nz", "na\u00efve"])
        want = {"msg": value, "n": 1}
        text = json.dumps(want, ensure_ascii=True)
        quoted = json.dumps(value)
        at = text.find(quoted)
        kept = rng.choice([quoted[1:-1], quoted[1:], quoted[:-1]])
        tally.add(*value_outcome(text[:at] + kept + text[at + len(quoted) :], want))
    return tally


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=60)
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    runs: list[Callable[[], Any]] = [
        lambda: every_quote("marks-every-quote", _objects(rng, args.n), rng),
        lambda: two_quotes(_objects(rng, args.n), rng, 10),
        lambda: every_quote("npm-scripts-quote", _npm_scripts(rng, args.n), rng),
        lambda: long_value_colon(rng, args.n * 3),
        lambda: prose_links(_objects(rng, args.n // 2) + hunt9._suite_values(rng, args.n), rng),
        lambda: legacy_comment_content(rng, args.n, "dumps"),
        lambda: legacy_comment_content(rng, args.n, "rawnl"),
        lambda: legacy_path_marks(rng, args.n),
        lambda: legacy_prose_quote(rng, args.n),
        lambda: bare_marks(rng, args.n * 3),
        lambda: items_merged(_npm_string_arrays(rng, args.n), rng),
        lambda: empty_after_prose(rng, args.n),
        lambda: inner_bracket_lost(rng, args.n * 2),
        lambda: bare_escapes(rng, args.n * 2),
    ]
    for run in runs:
        result = run()
        for tally in result if isinstance(result, tuple) else (result,):
            tally.print()


if __name__ == "__main__":
    main()
