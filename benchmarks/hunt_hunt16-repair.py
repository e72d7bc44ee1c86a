"""Attack what fix-repair20 (legacy path spellings with ``required_any``, an empty ``{}`` in a
sentence, values after a lost opener read with slips repaired, array items after other text on
the opener's line, a ``\\r`` before a raw break) and the lead's wrapper commit (``_CALL`` only
under the MongoDB shell's own type names and before structure; no phrase before a smart-quoted
key) landed: "is a usable result's files (or a repaired value with no guess) different from what
the model meant?" (random, fixed seeds).

Each family prints ``<family> total N right R refused F WRONG W`` (``right``: usable and equal
to what was meant; ``refused``: not usable, or for the repair-layer families a guess reported;
``WRONG``: usable or unguessed and different).

- ``legacy-folder-key``: a legacy file object naming its folder under a key of its own
  (``directory``, ``dir``, ``folder``, ``location``, ``parent_dir``) beside its path spelling,
  or its name under ``name`` and its folder under ``path``, or ``full_path`` beside
  ``filename``.
- ``number-mark``: ``{"v": <number><mark>}``, a mark right after the number with no blank
  (``10→20``, ``5€``, ``45°``, ``2^10``): meant the whole token, as a string.
- ``number-blank-mark`` (control): the same with a blank before the mark (a phrase).
- ``wrapper-variants``: a MongoDB shell type around a value, its argument in single or double
  quotes, a comment or not after it: meant the value inside.
- ``legacy-json-content``: a legacy answer (path spelled ``path``/``filename``/``file_path``)
  whose content is JSON holding keys ``path``/``filename``/``file``, its quotes left unescaped,
  one to three files, compact or indented (fe8d11f made those keys known).
- ``crlf-raw-code``: a CRLF file of real stdlib lines (none with a backslash of its own) written
  with each CR as a ``\\r`` escape and its LF raw, quotes unescaped (ee97944's reading of the
  ``\\r``), half of them with a raw-code sign (``print("a\\nb")``).
- ``lost-opener-comment``: values after a value and ',' whose '[' was lost, a comment right after
  the first value: meant the array, or a guess.
- ``file-after-answer``: a legacy answer, then one more file object after it (the array closed a
  file early, or the file left outside), the path spelled ``file_path``/``path``/``filename``:
  meant both files, or a refusal.
- ``lost-opener-slips``: values after a value and ',' whose '[' was lost, with slips (trailing
  ',', single quotes, Python literals, a comment): meant the array, or a guess.

Usage: ``python benchmarks/hunt_hunt16-repair.py [--count N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import glob
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from artifact_codec import parse_response, repair_json_report

Files = list[tuple[str, str]]
# (text, meant files or a meant value, whether the text is read by parse_response)
Case = tuple[str, Any, bool]

_NAMES = ["app.py", "main.ts", "index.js", "utils.go", "App.tsx", "lib.rs"]
_FOLDERS = ["src", "src/components", "backend/api", "lib", "pkg/util"]


def legacy_folder_key(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        name, folder = rng.choice(_NAMES), rng.choice(_FOLDERS)
        content = "x = 1\n"
        if rng.random() < 0.3:
            item = {"name": name, "path": folder, "content": content}
        elif rng.random() < 0.2:
            item = {"full_path": f"{folder}/{name}", "filename": name, "content": content}
        else:
            key = rng.choice(["directory", "dir", "folder", "location", "parent_dir"])
            spelling = rng.choice(["file_path", "path", "filename", "file_name"])
            item = {spelling: name, key: folder, "content": content}
            if rng.random() < 0.5:
                item = {key: folder, spelling: name, "content": content}
        text = json.dumps({"files": [item]}, indent=rng.choice([None, 2]))
        yield text, [(f"{folder}/{name}", content)], True


_MARKS = ["→", "€", "°", "^", "\u00d7", "|", "@", "™", "‰", "!", "”", "\u2032", "*", "~", "…"]


def _number(rng: random.Random) -> str:
    return rng.choice([str(rng.randint(0, 999)), f"{rng.randint(0, 99)}.{rng.randint(0, 9)}"])


def number_mark(rng: random.Random, n: int, blank: bool = False) -> Iterator[Case]:
    for _ in range(n):
        token = _number(rng) + (" " if blank else "") + rng.choice(_MARKS)
        if rng.random() < 0.5:
            token += rng.choice([_number(rng), "x", "N"])
        after = rng.choice(["", ', "b": 1'])
        meant: dict[str, Any] = {"v": token}
        if after:
            meant["b"] = 1
        yield '{"v": ' + token + after + "}", meant, False


_TYPES = ["ObjectId", "ISODate", "NumberDecimal", "UUID", "Date"]


def wrapper_variants(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        inner = rng.choice(["5f1b2c", "2020-01-01T00:00:00Z", "1.10"])
        quote = rng.choice(['"', "'"])
        tail = rng.choice(["", " // the id", " /* id */", "  # id"])
        last = rng.random() < 0.5
        call = f"{rng.choice(_TYPES)}({quote}{inner}{quote})"
        if last:
            text = '{"a": 1, "id": ' + call + tail + "\n}"
            meant = {"a": 1, "id": inner}
        else:
            text = '{"id": ' + call + "," + tail + '\n "a": 1}'
            meant = {"id": inner, "a": 1}
        yield text, meant, False


def legacy_json_content(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        spelling = rng.choice(["path", "filename", "file_path"])
        files: Files = []
        parts = []
        for index in range(rng.randint(1, 3)):
            keys = rng.sample(["path", "filename", "file", "name", "mode", "output"], 2)
            inner = {k: rng.choice(["dist", "a.txt", "bundle.js", "r"]) for k in keys}
            content = json.dumps(inner, indent=rng.choice([None, 2])) + rng.choice(["", "\n"])
            path = f"conf{index}.json"
            files.append((path, content))
            raw = content.replace("\n", "\\n") if rng.random() < 0.5 else content
            parts.append('{"' + spelling + '": "' + path + '", "content": "' + raw + '"}')
        sep = rng.choice([", ", ",\n  "])
        yield '{"files": [' + sep.join(parts) + "]}", files, True


_STDLIB = sorted(glob.glob("/usr/lib/python3.11/*.py"))


def crlf_raw_code(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        if _STDLIB:
            with open(rng.choice(_STDLIB), encoding="utf-8") as handle:
                lines = [line for line in handle.read().splitlines() if line.strip()]
        else:
            lines = ["x = 1", "y = 2"]
        # (no backslash of its own: a '\\' before the CR escape, a '\\u' are two readings)
        lines = [line for line in lines if "\\" not in line] or ["x = 1"]
        start = rng.randrange(max(1, len(lines) - 6))
        chosen = lines[start : start + rng.randint(2, 6)]
        if rng.random() < 0.5:  # a raw-code sign: a '\\n' inside a string literal of the code
            chosen.insert(rng.randrange(len(chosen) + 1), '    print("a\\nb")')
        content = "\r\n".join(chosen) + "\r\n"
        written = "\\r\n".join(chosen) + "\\r\n"
        text = '{"files": [{"file_path": "a.py", "content": "' + written + '"}]}'
        yield text, [("a.py", content)], True


def lost_opener_slips(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        items: list[tuple[str, Any]] = [
            ('{"a": 1}', {"a": 1}),
            ("'x'", "x"),
            ("True", True),
            ("None", None),
            ("[1, 2,]", [1, 2]),
            ('{"b": [3]}', {"b": [3]}),
        ]
        chosen = rng.sample(items, rng.randint(2, 4))
        body = ", ".join(t for t, _ in chosen)
        if rng.random() < 0.5:
            body += ","
        if rng.random() < 0.3:
            body += " // note"
        yield body + "\n]", [v for _, v in chosen], False


def lost_opener_comment(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        first = rng.choice([('{"a": 1}', {"a": 1}), ("[1, 2]", [1, 2]), ('"x"', "x")])
        rest = rng.sample([("2", 2), ("true", True), ('{"b": [3]}', {"b": [3]})], rng.randint(0, 2))
        comment = rng.choice([" // note\n", " /* note */", "  # note\n"])
        text = first[0] + comment + "".join(", " + t for t, _ in rest) + rng.choice(["]", "\n]"])
        yield text, [first[1], *(v for _, v in rest)], False


def file_after_answer(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        key = rng.choice(["file_path", "path", "filename"])
        a = json.dumps({key: "a.py", "content": "x = 1\n"})
        b = json.dumps({key: "b.py", "content": "y = 2\n"})
        layout = rng.choice(["alone", "comma-closers", "bare-list", "blank-line"])
        if layout == "alone":
            text = '{"files": [' + a + "]}\n" + b
        elif layout == "comma-closers":
            text = '{"files": [' + a + "]}\n, " + b + "\n]}"
        elif layout == "bare-list":
            text = "[" + a + "]\n" + b + "]"
        else:
            text = '{"files": [' + a + "]}\n\n" + b + "\n"
        yield text, [("a.py", "x = 1\n"), ("b.py", "y = 2\n")], True


def _judge(text: str, meant: Any, legacy: bool) -> str:
    if legacy:
        result = parse_response(text)
        if not result.usable:
            return "refused"
        files = [(f.file_path, f.content) for f in result.code.files]
        return "right" if files == meant else "WRONG"
    try:
        report = repair_json_report(text)
    except Exception:  # (a refusal of any kind)
        return "refused"
    try:
        value = json.loads(report.text)
    except ValueError:
        return "refused"
    if value == meant:
        return "right"
    return "refused" if report.guesses else "WRONG"


FAMILIES: dict[str, Callable[[random.Random, int], Iterator[Case]]] = {
    "legacy-folder-key": legacy_folder_key,
    "number-mark": number_mark,
    "number-blank-mark": lambda rng, n: number_mark(rng, n, blank=True),
    "wrapper-variants": wrapper_variants,
    "legacy-json-content": legacy_json_content,
    "crlf-raw-code": crlf_raw_code,
    "file-after-answer": file_after_answer,
    "lost-opener-slips": lost_opener_slips,
    "lost-opener-comment": lost_opener_comment,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()
    for index, (name, family) in enumerate(FAMILIES.items()):
        rng = random.Random(args.seed * 1000 + index)
        counts = {"right": 0, "refused": 0, "WRONG": 0}
        example = ""
        for text, meant, legacy in family(rng, args.count):
            verdict = _judge(text, meant, legacy)
            counts[verdict] += 1
            if verdict == "WRONG" and not example:
                example = text
        print(
            f"{name} total {args.count} right {counts['right']} refused {counts['refused']} "
            f"WRONG {counts['WRONG']}" + (f"   e.g. {example!r}" if example else "")
        )


if __name__ == "__main__":
    main()
