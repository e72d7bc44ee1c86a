"""Attack what fix-repair18 landed in the JSON repair layer (``readings.of_string`` /
``quotes_lost_at_break`` after every string the scanner reads, blank lines skipped, tab/space
mixes; ``closer_of_lost_opener`` counting every unmatched closer and trying ``[...]`` after a
``,``): "is the value returned different from what the writer meant while no guess is
reported?" (random, fixed seeds). Grown from ``hunt_hunt12-repair.py`` (its four generators
kept as controls).

Each generator prints ``<generator> tried N exact E guessed G refused R SILENT S``; a few
SILENT inputs follow.

- ``lost-quote-items``, ``comma-dropped-text``, ``legacy-real-code``,
  ``legacy-unescaped-quotes``: hunt12-repair's generators (see that script).
- ``opener-line-items``: two items merged by lost quotes, the first on the opener's line
  (``["a,<newline> b"]``, ``{"names": ["a,<newline>           b"]}``), sometimes a trailing ``,``.
- ``comma-dropped-faulty``: ``<container>, <values>]`` whose values hold another slip (a
  trailing ``,``, a single-quoted string, a ``//`` comment, Python ``True``).
- ``legacy-commands-real-code``: a legacy answer whose ``commands`` array holds a heredoc of a
  real file with raw line breaks: ``false-guess`` counts exact values with a guess reported.
- ``legacy-slipped-real-code``: ``legacy-real-code`` with a trailing ``,`` after the last file
  (the scanner path): ``refused`` counts false refusals.

Usage: ``python benchmarks/hunt_hunt14-repair.py [--n N] [--seed S]``.
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
_WORDS = sorted(
    {p.rsplit("/", 1)[-1][:-3] for p in glob.glob("/usr/lib/python3.11/*.py")} or {"os", "re"}
)
_BREAKS = {"same": "\n{i}", "tab": "\n\t", "blank": "\n\n{i}", "crlf": "\r\n{i}", "cr": "\r{i}"}
_OTHER_FAULTS = ["", "", '"x\\ty"', "tru", '"z",']


def lost_quote_items(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _ in range(n):
        items = rng.sample(_WORDS, rng.randint(2, 5))
        indent = rng.choice(["  ", "    ", "\t"])
        merged = rng.randrange(len(items) - 1)
        brk = rng.choice(list(_BREAKS))
        fault = rng.choice(_OTHER_FAULTS)
        lines = [indent + json.dumps(item) for item in items]
        body = ",\n".join(lines[:merged]) + ("," + "\n" if merged else "")
        joined = lines[merged][:-1] + "," + _BREAKS[brk].format(i=indent) + items[merged + 1] + '"'
        rest = lines[merged + 2 :]
        text_items = body + joined + ("," + "\n" + ",\n".join(rest) if rest else "")
        meant: list[Any] = list(items)
        if fault:
            text_items += ",\n" + indent + fault.rstrip(",")
            meant.append({'"x\\ty"': "x\ty", "tru": "tru", '"z",': "z"}[fault])
            if fault.endswith(","):
                text_items += ","
        yield "json", ("[\n" + text_items + "\n]", meant)


def comma_dropped_text(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    scalars = ["1", '"x"', "true", "null", "[2]", '{"k": 3}']
    for _ in range(n):
        inner = rng.choice(["[1, 2]", '{"a": 1}', "[[1], [2]]"])
        tail = [rng.choice(scalars) for _ in range(rng.randint(1, 3))]
        deep = rng.random() < 0.3
        meant: Any = [json.loads(inner), *(json.loads(v) for v in tail)]
        text = inner + ", " + ", ".join(tail)
        if deep:  # (two openers lost: the outer array is itself an item of another)
            meant = [meant, 5]
            text += "], 5"
        if rng.random() < 0.6:
            text += "]"
        yield "json", (text, meant)


def _real_code() -> list[tuple[str, str]]:
    found = []
    names = sorted(glob.glob("/usr/lib/python3.11/*.py"))
    names += sorted(glob.glob("/usr/lib/node_modules/npm/lib/**/*.js", recursive=True))
    for name in names:
        try:
            with open(name, encoding="utf-8") as handle:
                content = handle.read()
        except (OSError, UnicodeDecodeError):
            continue
        if '",\n' in content and len(content) < 6000:
            found.append((name.rsplit("/", 1)[-1], content))
    return found or [("a.py", 'x = [\n    "a",\n    "b",\n]\n')]


_CODE = _real_code()
_ESCAPED_BREAK = re.compile(r"(?<!\\)((?:\\\\)*)\\([nrt])")


def legacy_real_code(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _ in range(n):
        chosen = rng.sample(_CODE, rng.randint(1, 3))
        crlf = rng.random() < 0.2
        raw = "nrt" if rng.random() < 0.3 else "n"
        files = []
        for path, content in chosen:
            if crlf:
                content = content.replace("\n", "\r\n")
            files.append((path, content))
        text = json.dumps(
            {"files": [{"path": p, "content": c} for p, c in files]}, indent=rng.choice([None, 2])
        )

        def unescape(match: re.Match[str], raw: str = raw) -> str:
            letter = match.group(2)
            if letter not in raw:
                return match.group(0)
            return match.group(1) + {"n": "\n", "r": "\r", "t": "\t"}[letter]

        yield "legacy", (_ESCAPED_BREAK.sub(unescape, text), files)


def legacy_unescaped_quotes(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    for _, (text, files) in legacy_real_code(rng, n):
        # (the content's own quotes left unescaped too: '"content": "x = [\n    "a",\n...')
        yield "legacy", (text.replace('\\"', '"'), files)


def opener_line_items(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    # (the first item on the opener's line, the next line indented to the item's column, as
    # pprint and compact JSON write: '["alpha",<newline> "beta"]', two of its quotes lost)
    for _ in range(n):
        items = rng.sample(_WORDS, rng.randint(2, 4))
        key = rng.random() < 0.4
        prefix = '{"names": [' if key else "["
        pad = " " * len(prefix)
        first = '"' + items[0] + ",\n" + pad + items[1] + '"'
        rest = "".join(",\n" + pad + json.dumps(item) for item in items[2:])
        fault = rng.random() < 0.3
        text = prefix + first + rest + ("," if fault else "") + ("]}" if key else "]")
        yield "json", (text, {"names": items} if key else items)


_TAIL_FAULTS = {"trailing-comma": ("{v},", None), "single-quotes": ("'s'", "s")}
_TAIL_FAULTS |= {"comment": ("{v} // note\n", None), "python-true": ("True", True)}


def comma_dropped_faulty(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    # (fix-repair18's lost-opener reading when the dropped text holds another slip)
    scalars = ["1", '"x"', "true", "null", "[2]"]
    for _ in range(n):
        inner = rng.choice(["[1, 2]", '{"a": 1}', "[[1], [2]]"])
        tail = [rng.choice(scalars) for _ in range(rng.randint(1, 3))]
        meant: list[Any] = [json.loads(inner), *(json.loads(v) for v in tail)]
        shape, value = _TAIL_FAULTS[rng.choice(sorted(_TAIL_FAULTS))]
        if "{v}" in shape:
            tail[-1] = shape.format(v=tail[-1])
        else:
            tail.append(shape)
            meant.append(value)
        yield "json", (inner + ", " + ", ".join(tail) + "]", meant)


def legacy_commands_real_code(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    # (a legacy answer whose "commands" array holds a heredoc of a real file written with raw
    # line breaks: an array item legitimately holding '",<newline>': false guesses counted)
    for _ in range(n):
        path, content = rng.choice(_CODE)
        command = f"cat > {path} <<'EOF'\n{content}EOF"
        value = {"files": [{"path": "x.txt", "content": "x\n"}], "commands": [command]}
        text = json.dumps(value, indent=rng.choice([None, 2]))
        text = _ESCAPED_BREAK.sub(
            lambda m: m.group(1) + "\n" if m.group(2) == "n" else m.group(0), text
        )
        yield "json-false", (text, value)


def legacy_slipped_real_code(rng: random.Random, n: int) -> Iterator[tuple[str, Case]]:
    # (legacy-real-code with a slip that sends the text to the scanner: a trailing ',')
    for _, (text, files) in legacy_real_code(rng, n):
        end = text.rstrip().rstrip("}").rstrip()
        yield "legacy", (end[:-1] + ",\n]}" if end.endswith("]") else text, files)


_FALSE_GUESSES = {"count": 0}


def _outcome(kind: str, text: str, meant: Any) -> str:
    try:
        if kind == "legacy":
            result = parse_response(text)
            got = [(f.file_path, f.content) for f in result.code.files]
            lf = [(p, c.replace("\r\n", "\n")) for p, c in meant]
            crlf_read_as_lf = any("[crlf]" in str(d) for d in result.diagnostics)
            if got == meant or (crlf_read_as_lf and got == lf):  # (an info says so)
                if repair_json_report(text).guesses:
                    _FALSE_GUESSES["count"] += 1
                return "exact"
            if result.status.value in ("clean", "recovered", "repaired"):
                return "SILENT"
            return "refused"
        report = repair_json_report(text)
        if kind == "json-false" and json.loads(report.text) == meant and report.guesses:
            _FALSE_GUESSES["count"] += 1
        if json.loads(report.text) == meant:
            return "exact"
        return "guessed" if report.guesses else "SILENT"
    except ArtifactCodecError:
        return "refused"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    generators: dict[str, Callable[[random.Random, int], Iterator[tuple[str, Case]]]] = {
        "lost-quote-items": lost_quote_items,
        "comma-dropped-text": comma_dropped_text,
        "legacy-real-code": legacy_real_code,
        "legacy-unescaped-quotes": legacy_unescaped_quotes,
        "opener-line-items": opener_line_items,
        "comma-dropped-faulty": comma_dropped_faulty,
        "legacy-commands-real-code": legacy_commands_real_code,
        "legacy-slipped-real-code": legacy_slipped_real_code,
    }
    for number, (name, generator) in enumerate(generators.items()):
        rng = random.Random(args.seed * 100 + number)
        counts = {"exact": 0, "guessed": 0, "refused": 0, "SILENT": 0}
        silent: list[str] = []
        _FALSE_GUESSES["count"] = 0
        for kind, (text, meant) in generator(rng, args.n):
            outcome = _outcome(kind, text, meant)
            counts[outcome] += 1
            if outcome == "SILENT" and len(silent) < 4:
                silent.append(text[:120])
        print(
            f"{name} tried {args.n} exact {counts['exact']} guessed {counts['guessed']} "
            f"refused {counts['refused']} SILENT {counts['SILENT']}"
        )
        if name in ("legacy-real-code", "legacy-commands-real-code", "legacy-slipped-real-code"):
            print(f"  false-guess (exact files, a guess reported) {_FALSE_GUESSES['count']}")
        for text in silent:
            print("  SILENT:", repr(text))


if __name__ == "__main__":
    main()
