"""hunt18-repair probe families against fix-repair21 (legacy path joins, the file object after
an answer, smart closing quotes before ', “key”:', marks after a number).

Each family generates answers with a known meaning and counts: total, usable-right (usable and
equal to the meant files or value), refused (not usable), WRONG (usable and different).
Usage: python benchmarks/hunt_hunt18-repair.py [--count N] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from artifact_codec import parse_response
from artifact_codec.jsonfix.repair import repair_json_report

# (text, meant files; None: only a refusal is right)
Case = tuple[str, list[tuple[str, str]] | None]

NAMES = ["app.py", "index.ts", "App.tsx", "main.go", "utils.js", "style.css", "Dockerfile"]
FOLDERS = ["src", "src/components", "lib/core", "backend", "pkg/api", "web/static"]
LISTED_FOLDER_KEYS = ["directory", "dir", "folder", "folder_path", "dir_path", "dirname"]
OTHER_FOLDER_KEYS = [
    "folderPath",
    "directoryPath",
    "dirPath",
    "folder_name",
    "subdirectory",
    "subfolder",
    "parent_dir",
    "parentDir",
    "location",
]
ANSWER_KEYS = ["project_dir", "root_dir", "base_dir", "project_root"]
OTHER_ANSWER_KEYS = ["projectDir", "rootDir", "baseDir", "output_dir", "outputDir", "workdir"]


def _dump(value: Any, rng: random.Random) -> str:
    return json.dumps(value, indent=rng.choice([None, 2, 4]))


def folder_keys(rng: random.Random, other: bool) -> Iterator[Case]:
    while True:
        name, folder = rng.choice(NAMES), rng.choice(FOLDERS)
        key = rng.choice(OTHER_FOLDER_KEYS if other else LISTED_FOLDER_KEYS)
        path_key = rng.choice(["filename", "path", "file_path", "fileName"])
        item = {path_key: name, key: folder + rng.choice(["", "/"]), "content": "x"}
        yield _dump({"files": [item]}, rng), [(f"{folder}/{name}", "x")]


def answer_keys(rng: random.Random, other: bool) -> Iterator[Case]:
    while True:
        name, folder = rng.choice(NAMES), rng.choice(["backend", "frontend", "my-app"])
        key = rng.choice(OTHER_ANSWER_KEYS if other else ANSWER_KEYS)
        answer = {key: folder, "files": [{"path": name, "content": "x"}]}
        yield _dump(answer, rng), [(f"{folder}/{name}", "x")]


def folder_values(rng: random.Random) -> Iterator[Case]:
    """Folders with dots, or holding the whole path: only a refusal (or the whole path) is
    right."""
    while True:
        name = rng.choice(NAMES)
        kind = rng.randrange(4)
        if kind == 0:  # a parent folder: outside the project
            item = {"filename": name, "directory": rng.choice(["..", "../", "../.."])}
            meant = None
        elif kind == 1:  # the folder is the whole path
            folder = rng.choice(FOLDERS)
            item = {"filename": name, "directory": f"{folder}/{name}"}
            meant = [(f"{folder}/{name}", "x")]
        elif kind == 2:  # a dot folder, the path without its dot
            base = rng.choice(["config", "github", "vscode", "cache"])
            item = {"path": f"{base}/{name}", "folder": f".{base}"}
            meant = None
        else:  # a path with a dot, the folder without it
            base = rng.choice(["config", "github", "vscode", "cache"])
            item = {"path": f".{base}/{name}", "folder": base}
            meant = None
        yield _dump({"files": [{**item, "content": "x"}]}, rng), meant


def names_and_home_folders(rng: random.Random) -> Iterator[Case]:
    """A home folder key (the model's machine: the bare name, or a refusal), a 'name' that is
    another path (a refusal), a 'name' beside a path that ends with it and '/'."""
    while True:
        name, folder = rng.choice(NAMES), rng.choice(FOLDERS)
        kind = rng.randrange(3)
        if kind == 0:
            home = rng.choice(["~", "~/", "~/proj", "$HOME/app"])
            item = {"filename": name, "directory": home}
            meant: list[tuple[str, str]] | None = [(name, "x")]
        elif kind == 1:
            item = {"name": f"{folder}/{name}", "path": f"other/{name}"}
            meant = None
        else:
            item = {"name": name, "path": f"{folder}/{name}/"}
            meant = [(f"{folder}/{name}", "x")]
        yield _dump({"files": [{**item, "content": "x"}]}, rng), meant


def files_after(rng: random.Random) -> Iterator[Case]:
    while True:
        first = {"files": [{"path": "a.py", "content": "x"}]}
        after: Any = {"path": "b.py", "content": "y"}
        if rng.random() < 0.5:
            after = [after]
        fenced = rng.random() < 0.5
        one, two = _dump(first, rng), _dump(after, rng)  # (a one-line answer, then a list)
        if fenced:
            text = f"```json\n{one}\n```\n\nAnd the last file:\n\n```json\n{two}\n```\n"
        else:
            text = f"{one}\n\n{two}\n"
        yield text, [("a.py", "x"), ("b.py", "y")]


def files_after_other_quotes(rng: random.Random) -> Iterator[Case]:
    while True:
        one = _dump({"files": [{"path": "a.py", "content": "x"}]}, rng)
        two = rng.choice(
            [
                "{'path': 'b.py', 'content': 'y'}",
                '{path: "b.py", content: "y"}',
                "{\u201cpath\u201d: \u201cb.py\u201d, \u201ccontent\u201d: \u201cy\u201d}",
            ]
        )
        yield f"{one}\n\n{two}\n", [("a.py", "x"), ("b.py", "y")]


WORDS = ["hi", "bye", "yes", "no", "start", "stop", "save", "open", "true", "name"]


def smart_prose(rng: random.Random) -> Iterator[Case]:
    while True:
        one, two = rng.sample(WORDS, 2)
        content = f"Say “{one}”, “{two}”: {rng.choice(['ok', 'both', 'then run it'])}"
        text = f"{{“files”: [{{“path”: “README.md”, “content”: “{content}”}}]}}"
        yield text, [("README.md", content)]


MARKS = ["→20", "€", "°", "\u00d73", "”", "^2", "…", "\u2032", "±1"]


def marks_after_number(rng: random.Random) -> Iterator[tuple[str, Any]]:
    while True:
        token = f"{rng.choice(['5', '13.3', '45', '10'])}{rng.choice(MARKS)}"
        if rng.random() < 0.5:
            yield f'{{"v": {token}, "w": 1}}', {"v": token, "w": 1}
        else:
            yield f'{{"v": [{token}, 2]}}', {"v": [token, 2]}


def count_files(cases: Iterator[Case], n: int) -> tuple[int, int, int, int]:
    right = refused = wrong = 0
    for _ in range(n):
        text, meant = next(cases)
        result = parse_response(text)
        if not result.usable:
            refused += 1
            continue
        got = [(f.file_path, f.content) for f in result.code.files]
        if meant is not None and got == meant:
            right += 1
        else:
            wrong += 1
    return n, right, refused, wrong


def count_values(cases: Iterator[tuple[str, Any]], n: int) -> tuple[int, int, int, int]:
    right = refused = wrong = 0
    for _ in range(n):
        text, meant = next(cases)
        try:
            value = json.loads(repair_json_report(text).text)
        except ValueError:
            refused += 1
            continue
        if value == meant:
            right += 1
        else:
            wrong += 1
    return n, right, refused, wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    families: dict[str, Callable[[random.Random], tuple[int, int, int, int]]] = {
        "folder-key-listed": lambda r: count_files(folder_keys(r, False), args.count),
        "folder-key-other-spelling": lambda r: count_files(folder_keys(r, True), args.count),
        "answer-folder-listed": lambda r: count_files(answer_keys(r, False), args.count),
        "answer-folder-other-spelling": lambda r: count_files(answer_keys(r, True), args.count),
        "folder-values-dots-whole": lambda r: count_files(folder_values(r), args.count),
        "names-and-home-folders": lambda r: count_files(names_and_home_folders(r), args.count),
        "file-object-after-answer": lambda r: count_files(files_after(r), args.count),
        "file-object-after-other-quotes": lambda r: count_files(
            files_after_other_quotes(r), args.count
        ),
        "smart-quoted-prose": lambda r: count_files(smart_prose(r), args.count),
        "marks-after-number": lambda r: count_values(marks_after_number(r), args.count),
    }
    print(f"{'family':32} {'total':>6} {'right':>6} {'refused':>8} {'WRONG':>6}")
    for index, (name, run) in enumerate(families.items()):
        total, right, refused, wrong = run(random.Random(args.seed * 1000 + index))
        print(f"{name:32} {total:6} {right:6} {refused:8} {wrong:6}")


if __name__ == "__main__":
    main()
