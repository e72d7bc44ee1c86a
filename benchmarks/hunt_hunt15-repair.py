"""Attack what fix-repair19 (bare values and keys read whole, mark-led continuations, '#' in
bare values, bare legacy paths of two readings refused) and fix-legacy13 (a legacy answer's
other keys walked at any depth, ``setup_instructions`` weighed as commands, a JSON value after
a legacy answer) landed: "is a usable result's files (or a repaired value with no guess)
different from what the model meant?" (random, fixed seeds).

Each family prints ``<family> total N right R refused F WRONG W`` (``right``: usable and equal
to what was meant; ``refused``: not usable, or for the repair-layer families a guess reported;
``WRONG``: usable or unguessed and different). Families whose meaning is a refusal count a
usable result as WRONG only when its files differ from the meant ones.

- ``call-bare-content``: a legacy content written without quotes as one call of code
  (``print("hi")``, ``require("x")``, ``exit(1)``).
- ``call-bare-path``: a legacy path written without quotes with a copy mark (``a(1).py``).
- ``numeric-path``: a legacy path that is a JSON number or starts with Infinity/NaN.
- ``smart-quoted-legacy``: a legacy answer in smart quotes, one to three files of real stdlib
  lines, a member after the content on the same line or not.
- ``number-smart-key``: ``{"a": <number> “b”: 2}`` (a ',' left out before a smart-quoted key).
- ``setup-steps``: ``setup_instructions`` whose step changes a held file (a ``cd`` first, a
  bullet or label, a glob, a sed script holding ';', or plain: the plain one a control),
  legacy and hybrid.
- ``other-key-prose``: a legacy answer's other key holding prose that quotes a command.
- ``json-after``: a JSON value after a legacy answer holding an edit, a rename or a delete of a
  held file.
- ``other-key-harmless``: harmless metadata beside ``files`` (descriptions, packages):
  ``refused`` is a false refusal.
- ``guillemet-path``: a bare legacy path in guillemets (``«src/a.py»``).
- ``original-after``: the answer, then the version it replaces quoted as a complete answer
  ("For reference, the original was:").
- ``bare-path-readings`` (control): a bare legacy path with a blank, '#' or wrapping marks.
- ``mark-continuations`` (control): ``{"a": <mark>w, <mark>w, "b": 1}`` read by the repair layer.

Usage: ``python benchmarks/hunt_hunt15-repair.py [--count N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import glob
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from artifact_codec import GeneratedCode, GeneratedFile, dumps, parse_response, repair_json_report

Files = list[tuple[str, str]]
# (text, meant files or a meant value, whether the text is read by parse_response)
Case = tuple[str, Any, bool]

_STDLIB = sorted(glob.glob("/usr/lib/python3.11/*.py")) or []
_WORDS = sorted({p.rsplit("/", 1)[-1][:-3] for p in _STDLIB if p.rsplit("/", 1)[-1][0] != "_"})
_WORDS = _WORDS or ["os", "re", "json", "ast"]
_A = [{"file_path": "src/a.py", "content": "x = 1\n"}]
_AFTER_SED: Files = [("src/a.py", "x = 2\n")]


def _real_lines(rng: random.Random) -> str:
    """A few lines of a real stdlib file, without smart quotes."""
    if not _STDLIB:
        return "x = 1\ny = 2\n"
    with open(rng.choice(_STDLIB), encoding="utf-8") as handle:
        lines = [line for line in handle.read().splitlines() if line.strip()]
    start = rng.randrange(max(1, len(lines) - 5))
    text = "\n".join(lines[start : start + rng.randint(1, 5)]) + "\n"
    return text.replace("\u201c", "").replace("\u201d", "")


def call_bare_content(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        name = rng.choice(["print", "require", "exit", "main", "run", "alert", "puts"])
        arg = rng.choice([json.dumps(rng.choice(_WORDS)), str(rng.randint(0, 99))])
        code = f"{name}({arg})" + rng.choice(["", ";"])
        path = rng.choice(["a.py", "index.js", "main.rb"])
        text = '{"files": [{"file_path": "' + path + '", "content": ' + code + "}]}"
        yield text, [(path, code)], True


def call_bare_path(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        path = f"{rng.choice(_WORDS)}({rng.randint(1, 9)}).{rng.choice(['py', 'c', 'md'])}"
        yield '{"files": [{"file_path": ' + path + ', "content": "x"}]}', [(path, "x")], True


def numeric_path(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        path = rng.choice(
            [
                f"{rng.randint(1, 9)}.{rng.randint(0, 9)}0",
                f"{rng.randint(1, 9)}e{rng.randint(1, 3)}",
                f"{rng.choice(['Infinity', 'NaN'])}.{rng.choice(['txt', 'py'])}",
                f"{rng.randint(100, 999)}.html",
            ]
        )
        yield '{"files": [{"file_path": ' + path + ', "content": "x"}]}', [(path, "x")], True


def _smart(value: str) -> str:
    return "\u201c" + json.dumps(value)[1:-1] + "\u201d"


def smart_quoted_legacy(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        files = [
            (f"{rng.choice(_WORDS)}_{i}.py", _real_lines(rng)) for i in range(rng.randint(1, 3))
        ]
        sep = rng.choice([" ", "\n      "])
        objects = []
        for path, content in files:
            members = [f"{_smart('file_path')}: {_smart(path)}"]
            members.append(f"{_smart('content')}: {_smart(content)}")
            for _ in range(rng.randint(0, 2)):
                key = rng.choice(["language", "encoding", "description", "size"])
                value = "5" if key == "size" else _smart(rng.choice(_WORDS))
                members.append(f"{_smart(key)}: {value}")
            objects.append("{" + ("," + sep).join(members) + "}")
        text = "{" + _smart("files") + ": [" + ", ".join(objects) + "]}"
        yield text, files, True


def number_smart_key(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        number = rng.choice([rng.randint(0, 999), round(rng.random() * 100, 2)])
        quote = rng.choice([("\u201c", "\u201d"), ("\u2018", "\u2019")])
        key = rng.choice(_WORDS)
        text = '{"a": ' + json.dumps(number) + " " + quote[0] + key + quote[1] + ": 2}"
        yield text, {"a": number, key: 2}, False


def _with_setup(form: str, steps: str) -> str:
    if form == "legacy":
        return json.dumps({"files": _A, "setup_instructions": steps}, indent=2)
    files = [GeneratedFile(file_path=f["file_path"], content=f["content"]) for f in _A]
    return dumps(GeneratedCode(files=files, setup_instructions=steps))


def setup_steps(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        sed = rng.choice(["sed -i 's/1/2/'", "perl -pi -e 's/1/2/'"])
        steps = rng.choice(
            [
                f"cd src && {sed} a.py",
                f"cd src\n{sed} a.py",
                f"• {sed} src/a.py",
                f"Step 1: {sed} src/a.py",
                f"a) {sed} src/a.py",
                f"{sed} src/*.py",
                f"{sed} src/a.py",
                f"1. {sed} src/a.py",
                "sed -i 's/1/2/;s/x/x/' src/a.py",
            ]
        )
        prefix = rng.choice(["", "pip install -r requirements.txt\n"])
        yield _with_setup(rng.choice(["legacy", "hybrid"]), prefix + steps), _AFTER_SED, True


def other_key_prose(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        key = rng.choice(["instructions", "notes", "usage", "explanation", "summary"])
        command, meant = rng.choice(
            [
                ("sed -i 's/1/2/' src/a.py", _AFTER_SED),
                ("mv src/a.py src/b.py", [("src/b.py", "x = 1\n")]),
            ]
        )
        prose = rng.choice(["Then run `{}`.", "1. Run `{}`", "Afterwards: `{}` once."])
        value: Any = prose.format(command)
        if rng.random() < 0.3:
            value = [value]
        yield json.dumps({"files": _A, key: value}, indent=2), meant, True


def json_after(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        after, meant = rng.choice(
            [
                ({"file_path": "src/a.py", "content": ["x = 2"]}, _AFTER_SED),
                ({"src/a.py": ["x = 2"]}, _AFTER_SED),
                ({"edits": [["src/a.py", "x = 1", "x = 2"]]}, _AFTER_SED),
                ({"src/a.py": {"line 1": "x = 2"}}, _AFTER_SED),
                ({"rename": {"from": "src/a.py", "to": "src/b.py"}}, [("src/b.py", "x = 1\n")]),
                ({"action": "delete", "path": "src/a.py"}, []),
            ]
        )
        layout = rng.choice(["\n\n{}\n", "\n\nUpdate: {}\n", "\n\nOops, fix:\n```json\n{}\n```\n"])
        text = json.dumps({"files": _A}, indent=2) + layout.format(json.dumps(after))
        yield text, meant, True


def other_key_harmless(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        key, value = rng.choice(
            [
                ("file_descriptions", {"src/a.py": "Main module"}),
                ("packages", {rng.choice(["socket.io", "chart.js", "three.js"]): "^4.0.0"}),
                ("versions", {"python": "3.11"}),
                ("author", "me"),
                ("summary", "Created src/a.py.\nIt sets x."),
            ]
        )
        yield json.dumps({"files": _A, key: value}, indent=2), [("src/a.py", "x = 1\n")], True


def guillemet_path(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        name = f"src/{rng.choice(_WORDS)}.py"
        left, right = rng.choice([("\u00ab", "\u00bb"), ("\u2039", "\u203a")])
        text = '{"files": [{"file_path": ' + left + name + right + ', "content": "x"}]}'
        yield text, [(name, "x")], True


def original_after(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        first, second = rng.choice(
            [
                ("Here is the updated file:", "For reference, the original was:"),
                ("After:", "Before (the original, for reference):"),
                ("Fixed:", "Original (unchanged, for comparison):"),
            ]
        )
        path = f"src/{rng.choice(_WORDS)}.py"
        new, old = _real_lines(rng), _real_lines(rng)
        if new == old:
            continue
        answer = json.dumps({"files": [{"file_path": path, "content": new}]}, indent=2)
        before = json.dumps({"files": [{"file_path": path, "content": old}]}, indent=2)
        yield f"{first}\n\n{answer}\n\n{second}\n\n{before}\n", [(path, new)], True


def bare_path_readings(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        name = f"src/{rng.choice(_WORDS)}.py"
        path = rng.choice([f"{name} # entry", f"<{name}>", f"*{name}*", f"{name} (main)"])
        # meant: either reading; a usable result is WRONG unless one of them (never both)
        yield '{"files": [{"file_path": ' + path + ', "content": "x"}]}', None, True


def mark_continuations(rng: random.Random, n: int) -> Iterator[Case]:
    for _ in range(n):
        parts = [rng.choice("@~^*>!&%") + rng.choice(_WORDS) for _ in range(rng.randint(2, 4))]
        whole = ", ".join(parts)
        yield '{"a": ' + whole + ', "b": 1}', {"a": whole, "b": 1}, False


FAMILIES: dict[str, Callable[[random.Random, int], Iterator[Case]]] = {
    "call-bare-content": call_bare_content,
    "call-bare-path": call_bare_path,
    "numeric-path": numeric_path,
    "smart-quoted-legacy": smart_quoted_legacy,
    "number-smart-key": number_smart_key,
    "setup-steps": setup_steps,
    "other-key-prose": other_key_prose,
    "json-after": json_after,
    "other-key-harmless": other_key_harmless,
    "guillemet-path": guillemet_path,
    "original-after": original_after,
    "bare-path-readings": bare_path_readings,
    "mark-continuations": mark_continuations,
}


def judge(text: str, meant: Any, whole: bool) -> str:
    if not whole:
        result = repair_json_report(text)
        try:
            got = json.loads(result.text)
        except ValueError:
            return "refused"
        if got == meant:
            return "right"
        return "refused" if result.guesses else "WRONG"
    parsed = parse_response(text)
    if not parsed.usable:
        return "refused"
    files = [(f.file_path, f.content) for f in parsed.code.files] if parsed.code else []
    if meant is None:
        return "WRONG"
    return "right" if files == meant else "WRONG"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--show", type=int, default=1, help="WRONG inputs shown per family")
    args = parser.parse_args()
    for name, family in FAMILIES.items():
        rng = random.Random(f"{args.seed}-{name}")
        counts = {"right": 0, "refused": 0, "WRONG": 0}
        shown = []
        total = 0
        for text, meant, whole in family(rng, args.count):
            total += 1
            verdict = judge(text, meant, whole)
            counts[verdict] += 1
            if verdict == "WRONG" and len(shown) < args.show:
                shown.append(text)
        print(
            f"{name:20} total {total:4} right {counts['right']:4} "
            f"refused {counts['refused']:4} WRONG {counts['WRONG']:4}"
        )
        for text in shown:
            print(f"    e.g. {text[:160]!r}")


if __name__ == "__main__":
    main()
