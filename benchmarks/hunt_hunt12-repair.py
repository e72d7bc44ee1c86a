"""Attack what fix-repair16 landed in the JSON repair layer (``missing-quote`` guesses for a
key or an array item holding a raw line break after ``,``; a ``,``-started text after the
document ending in an unmatched closer; ``{a}:z": "v"``): one question, "is the value returned
different from what the writer meant while no guess is reported?" (random, fixed seeds).

Each generator prints ``<generator> tried N exact E guessed G refused R SILENT S``; a few
SILENT inputs follow.

- ``lost-quote-items``: an array of real words (stdlib module names) one item a line, two
  neighbours merged by losing the ``"`` ``"`` around ``,<newline>``; the next line indented
  like its own, with a tab for spaces, after a blank line, CRLF or a lone ``\\r``; sometimes
  another fault elsewhere (an escape, a bare value, a trailing ``,``) so the scanner reads it.
- ``comma-dropped-text``: a container followed by ``, <values>`` at the top level (the outer
  opener lost), ending with the outer closer or not, the lost openers one or two deep.
- ``legacy-real-code``: a legacy ``{"files": [...]}`` answer of one to three real files
  (/usr/lib/python3.11/*.py, /usr/lib/node_modules/npm/lib/**/*.js holding ``",`` lines)
  written with raw line breaks (and maybe raw tabs, CRLF) in the content strings: SILENT when
  ``parse_response`` is usable over other files; the line ``false-guess`` counts exact reads
  whose ``repair_json_report`` still reports a guess (a false guess on real code).
- ``legacy-unescaped-quotes``: the same answers with the content's own ``"`` left unescaped
  too (``x = [<newline>    "a",<newline>``): SILENT when usable over other files (even with a
  guess among the diagnostics: a usable status over a wrong file).

Usage: ``python benchmarks/hunt_hunt12-repair.py [--n N] [--seed S]``.
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
        if json.loads(report.text) == meant:
            return "exact"
        return "guessed" if report.guesses else "SILENT"
    except ArtifactCodecError:
        return "refused"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--seed", type=int, default=12)
    args = parser.parse_args()
    generators: dict[str, Callable[[random.Random, int], Iterator[tuple[str, Case]]]] = {
        "lost-quote-items": lost_quote_items,
        "comma-dropped-text": comma_dropped_text,
        "legacy-real-code": legacy_real_code,
        "legacy-unescaped-quotes": legacy_unescaped_quotes,
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
        if name == "legacy-real-code":
            print(f"  false-guess (exact files, a guess reported) {_FALSE_GUESSES['count']}")
        for text in silent:
            print("  SILENT:", repr(text))


if __name__ == "__main__":
    main()
