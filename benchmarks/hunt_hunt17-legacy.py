"""hunt17-legacy: probe families against fix-legacy14's rules for legacy all-JSON answers
(other keys, JSON after the answer, two answers, bare paths in marks). Each probe has the
files the model meant; a result is usable-right (usable, those files), refused (not usable)
or WRONG (usable, other files). Fixed seeds; ``--count`` probes per family."""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable, Iterator

from artifact_codec import parse_response

Probe = tuple[str, list[tuple[str, str]]]
_PATHS = ["src/a.py", "app.py", "lib/util.js", "main.go", "src/index.ts"]
_CODE = {
    "py": "x = 1\n",
    "js": "const x = 1;\n",
    "go": "package main\n\nconst x = 1\n",
    "ts": "let x = 1;\n",
}


def _file(rng: random.Random) -> tuple[str, str]:
    path = rng.choice(_PATHS)
    return path, _CODE[path.rsplit(".", 1)[1]]


def _legacy(files: list[tuple[str, str]], **others: object) -> str:
    items = [{"file_path": p, "content": c} for p, c in files]
    return json.dumps({"files": items, **others}, indent=rng_indent(files))


def rng_indent(files: list[tuple[str, str]]) -> int:
    return 2 if len(files[0][0]) % 2 else 4


def verb_json_after(rng: random.Random) -> Probe:
    path, text = _file(rng)
    moved = "moved/" + path.rsplit("/", 1)[-1]
    shapes: list[tuple[object, list[tuple[str, str]]]] = [
        ({rng.choice(["delete", "remove", "deleted_files", "rm"]): [path]}, []),
        ({rng.choice(["remove", "delete", "unlink"]): path}, []),
        ({rng.choice(["rename", "move", "mv"]): f"{path} -> {moved}"}, [(moved, text)]),
        ({rng.choice(["mv", "rename", "move"]): [path, moved]}, [(moved, text)]),
        ({"action": rng.choice(["delete", "remove"]), "files": [path]}, []),
    ]
    value, meant = rng.choice(shapes)
    body = json.dumps(value)
    around = rng.choice(["\n\n{}\n", "\n\nResult: {}\n", "\n\n```json\n{}\n```\n"])
    return _legacy([(path, text)]) + around.format(body), meant


def json_patch_after(rng: random.Random) -> Probe:
    path, text = _file(rng)
    new = text.replace("1", "2")
    patch = [{"op": "replace", "path": "/files/0/content", "value": new}]
    around = rng.choice(["\n\n{}\n", "\n\nApply this patch:\n\n{}\n", "\n\n```json\n{}\n```\n"])
    return _legacy([(path, text)]) + around.format(json.dumps(patch)), [(path, new)]


def prose_in_key(rng: random.Random) -> Probe:
    path, text = _file(rng)
    moved = "moved/" + path.rsplit("/", 1)[-1]
    said, meant = rng.choice(
        [
            (f"Also delete {path} afterwards.", []),
            (f"Rename {path} to {moved} before running.", [(moved, text)]),
            (f"Then change x to 2 in {path}.", [(path, text.replace("1", "2"))]),
            (
                f"Afterwards, run sed -i s/1/2/ {path} to switch it.",
                [(path, text.replace("1", "2"))],
            ),
        ]
    )
    key = rng.choice(["notes", "summary", "todo", "comments", "remarks"])
    value: object = [said] if rng.random() < 0.3 else said
    return _legacy([(path, text)], **{key: value}), meant


def intro_previous(rng: random.Random) -> Probe:
    old, new = ("app.py", "x = 1\n"), (rng.choice(["main.py", "server.py"]), "x = 2\n")
    intro = rng.choice(
        [
            "Sorry, my previous answer had a bug. Here it is again:",
            "Oops, the earlier version was missing a line:",
            "Ignore the earlier answer:",
            "Scratch that; the prior one had a typo:",
            "Before you run it, use this one:",
            "I made an error in the previous response; the correct answer:",
        ]
    )
    return f"{_legacy([old])}\n\n{intro}\n\n{_legacy([new])}\n", [new]


def bare_marks(rng: random.Random) -> Probe:
    path, _ = _file(rng)
    left, right = rng.choice(
        [
            ("\u00bb", "\u00ab"),
            ("\u201a", "\u2018"),
            ("\uff1c", "\uff1e"),
            ("\u00ab", "\u00bb"),
            ("\u3010", "\u3011"),
            ("\u201e", "\u201c"),
        ]
    )
    text = '{"files": [{"file_path": ' + left + path + right + ', "content": "x"}]}'
    return text, [(path, "x")]


def plain_code_under_path(rng: random.Random) -> Probe:
    path, text = _file(rng)
    line = rng.choice(["import sys", "import os", "return None", "print hello"])
    key = rng.choice(["append", "add_lines", "insert_at_top", "prepend"])
    return _legacy([(path, text)], **{key: {path: line}}), [(path, line + "\n" + text)]


def pins(rng: random.Random) -> Probe:
    path, text = _file(rng)
    name = rng.choice(["socket.io", "chart.js", "zope.interface", "ruamel.yaml", "lodash.merge"])
    version = rng.choice(["4.7.2", "6.1", "~=0.2.1", "^4.7.2", ">=1.0", "1.2.3-beta.1"])
    key = rng.choice(["packages", "requirements", "npm_packages", "pip_dependencies"])
    return _legacy([(path, text)], **{key: {name: version}}), [(path, text)]


def descriptions(rng: random.Random) -> Probe:
    path, text = _file(rng)
    said = rng.choice(
        [
            "Entrypoint",
            "The entry-point module",
            "Main module (CLI)",
            "Módulo principal",
            "Sets `x` to 1",
            "Main module, it sets x.",
            "Holds the constant x",
        ]
    )
    target = path if rng.random() < 0.7 else "src/other.py"
    return _legacy([(path, text)], file_descriptions={target: said}), [(path, text)]


def intro_original(rng: random.Random) -> Probe:
    new, old = ("app.py", "x = 2\n"), ("app.py", "x = 1\n")
    intro = rng.choice(
        [
            "For reference, the original code before my fix:",
            "Here's what it looked like before the update:",
            "Old version (now replaced):",
            "For comparison, the code as it was:",
            "This is what you had:",
            "Your code:",
            "For reference, the original was:",
        ]
    )
    return f"Here is the updated code:\n\n{_legacy([new])}\n\n{intro}\n\n{_legacy([old])}\n", [new]


def other_key_delete(rng: random.Random) -> Probe:
    path, text = _file(rng)
    key = rng.choice(["files_to_delete", "deleted", "removed_files", "delete", "to_remove"])
    value: object = rng.choice(
        [[path], [{"file_path": path}], [{"path": path, "reason": "unused"}]]
    )
    return _legacy([(path, text)], **{key: value}), []


def json_literal_report(rng: random.Random) -> Probe:
    name = rng.choice(["DEBUG", "VERBOSE", "ENABLED"])
    python, literal = rng.choice([("True", True), ("False", False), ("None", None)])
    content = f"{name} = {python}\n"
    report = json.dumps({"src/a.py": {name: literal}})
    return _legacy([("src/a.py", content)]) + f"\n\nSummary: {report}\n", [("src/a.py", content)]


def command_key_prose(rng: random.Random) -> Probe:
    path, text = _file(rng)
    key = rng.choice(["next_steps", "tasks", "run_instructions", "setup_steps", "todo_steps"])
    said = rng.choice([f"Review {path}", f"Write tests for {path}", f"Open {path} in your editor"])
    return _legacy([(path, text)], **{key: [said]}), [(path, text)]


def longer_json_after(rng: random.Random) -> Probe:
    path, text = _file(rng)
    size = rng.randrange(4, 12)
    value = {"users": [{"id": i, "name": f"user{i}"} for i in range(size)]}
    around = rng.choice(["\n\nExample response:\n\n{}\n", "\n\n```json\n{}\n```\n"])
    return _legacy([(path, text)]) + around.format(json.dumps(value, indent=2)), [(path, text)]


def config_snippet_fence(rng: random.Random) -> Probe:
    path, text = _file(rng)
    snippet = rng.choice(
        [
            {"name": "demo", "main": path},
            {"builds": [{"src": path, "use": "@vercel/node"}]},
            {"program": path, "console": "integratedTerminal"},
        ]
    )
    body = "\n\nAdd this to your config:\n\n```json\n" + json.dumps(snippet) + "\n```\n"
    return _legacy([(path, text)]) + body, [(path, text)]


FAMILIES: dict[str, Callable[[random.Random], Probe]] = {
    "verb-json-after": verb_json_after,
    "json-patch-after": json_patch_after,
    "prose-in-key": prose_in_key,
    "intro-previous": intro_previous,
    "intro-original": intro_original,
    "other-key-delete": other_key_delete,
    "bare-marks": bare_marks,
    "plain-code-under-path": plain_code_under_path,
    "pins (false refusals)": pins,
    "descriptions (false refusals)": descriptions,
    "json-literal-report (false ref.)": json_literal_report,
    "command-key-prose (false ref.)": command_key_prose,
    "longer-json-after (false ref.)": longer_json_after,
    "config-snippet-fence (false ref.)": config_snippet_fence,
}


def _probes(family: Callable[[random.Random], Probe], count: int, seed: int) -> Iterator[Probe]:
    rng = random.Random(seed)
    for _ in range(count):
        yield family(rng)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    print(f"{'family':34s} {'total':>5s} {'right':>5s} {'refused':>7s} {'WRONG':>5s}")
    for offset, (name, family) in enumerate(FAMILIES.items()):
        right = refused = wrong = 0
        for text, meant in _probes(family, args.count, args.seed + offset):
            result = parse_response(text)
            if not result.usable:
                refused += 1
            elif [(f.file_path, f.content) for f in result.code.files] == meant:
                right += 1
            else:
                wrong += 1
        print(f"{name:34s} {args.count:5d} {right:5d} {refused:7d} {wrong:5d}")


if __name__ == "__main__":
    main()
