"""Re-run the hunt3-repair attack on the JSON repair layer (random, fixed seeds).

Each class renders real files (installed standard library ``.py``, ``/usr/lib/node_modules``
``.js``/``.json``/``.md``) as a legacy all-JSON answer, applies one damage model writers of
such answers really make, and reads it with ``parse_response``. A usable answer
(clean/recovered/repaired) must hold exactly the files written; a refusal is counted apart.
Per class it prints ``tried / right / refused / WRONG`` (WRONG: usable with other files;
``WRONG-guessed`` when a ``guessed:`` diagnostic was given).

The ``timing`` class reads hostile inputs at n and 10n characters: the ratio must be < 20.

Usage: ``python benchmarks/hunt_hunt3-repair.py [--n N] [--seed S] [--dump DIR]``.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from artifact_codec import parse_response, repair_json_report
from artifact_codec.errors import ArtifactCodecError

USABLE = {"clean", "recovered", "repaired"}
LIB = Path(sys.base_prefix) / "lib"
NODE = Path("/usr/lib/node_modules")
_UNESCAPE_Q = re.compile(r'(?<!\\)((?:\\\\)*)\\"')
_UNESCAPE_NL = re.compile(r"(?<!\\)((?:\\\\)*)\\n")


def real_files(rng: random.Random, per_kind: int = 80) -> list[tuple[str, str]]:
    """Small real files: stdlib .py, node_modules .js/.json/.md (name, text)."""
    out: list[tuple[str, str]] = []
    for root, ext in ((LIB, "py"), (NODE, "js"), (NODE, "json"), (NODE, "md")):
        found = []
        for i, path in enumerate(root.rglob(f"*.{ext}")):
            if i > 3000:
                break
            if path.is_file() and 40 < path.stat().st_size < 8000:
                found.append(path)
        found.sort()
        rng.shuffle(found)
        kept = 0
        for path in found:
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            out.append((f"src/{path.name}", text))
            kept += 1
            if kept >= per_kind:
                break
    return out


def snippet(rng: random.Random, pool: list[tuple[str, str]]) -> tuple[str, str]:
    name, text = rng.choice(pool)
    lines = text.splitlines(keepends=True)
    if len(lines) > 30:
        start = rng.randrange(len(lines) - 10)
        lines = lines[start : start + rng.randint(3, 25)]
    return name, "".join(lines)


def body(content: str, *, quotes: bool = False, newlines: bool = False) -> str:
    text = json.dumps(content, ensure_ascii=False)[1:-1]
    if quotes:
        text = _UNESCAPE_Q.sub(lambda m: m.group(1) + '"', text)
    if newlines:
        text = _UNESCAPE_NL.sub(lambda m: m.group(1) + "\n", text)
    return '"' + text + '"'


def answer(files: list[tuple[str, str]], *, members: Callable[[str, str], list[str]]) -> str:
    objects = ["{" + ", ".join(members(p, c)) + "}" for p, c in files]
    return '{"files": [' + ", ".join(objects) + "]}"


# Each damage model: (rng, files) -> text. The files are what the writer meant.
def missing_comma_before_description(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """A metadata member after the content, the comma before it left out (one line)."""
    quotes = rng.random() < 0.5
    return answer(
        files,
        members=lambda p, c: [
            f'"file_path": "{p}"',
            f'"content": {body(c, quotes=quotes)} "description": "the file {p}"',
        ],
    )


def missing_comma_between_members(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """`"file_path": "a" "content": ...`: the comma between path and content left out."""
    return answer(files, members=lambda p, c: [f'"file_path": "{p}" "content": {body(c)}'])


def single_quoted_keys(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """Keys and path in single quotes, the content in JSON double quotes (mixed styles)."""
    return answer(files, members=lambda p, c: [f"'file_path': '{p}'", f"'content': {body(c)}"])


def two_answers(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """The answer twice, the second corrected (a different last file): the last is meant."""
    draft = files[-1][1] + "# draft: the long version of this file\n" * 3
    first = answer([*files[:-1], (files[-1][0], draft)], members=_plain)
    return "First try:\n" + first + "\n\nCorrected:\n" + answer(files, members=_plain)


def _plain(p: str, c: str) -> list[str]:
    return [f'"file_path": "{p}"', f'"content": {body(c)}']


def doubly_encoded(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """The whole answer JSON-encoded once more (a string holding the JSON)."""
    return json.dumps(answer(files, members=_plain))


def fence_and_prose_with_quotes(rng: random.Random, files: list[tuple[str, str]]) -> str:
    return (
        'I wrote `"content"` for each "file_path" (see {"note": 1}).\n```json\n'
        + answer(files, members=_plain)
        + '\n```\nRun `python -c "import x"` to test {it}.'
    )


def missing_comma_between_objects_newline(rng: random.Random, files: list[tuple[str, str]]) -> str:
    objects = ["{" + ", ".join(_plain(p, c)) + "}" for p, c in files]
    return '{"files": [\n' + "\n".join(objects) + "\n]}"


def quotes_and_missing_comma(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """Unescaped quotes and newlines in content, then `"language": "x"` after, no comma."""
    return answer(
        files,
        members=lambda p, c: [
            f'"file_path": "{p}"',
            f'"content": {body(c, quotes=True, newlines=True)}\n"language": "text"',
        ],
    )


def comment_after_content(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """A `//` or `#` comment after each content (quotes unescaped half the time)."""
    quotes = rng.random() < 0.5
    mark = rng.choice(("// the file", "# the file", "/* the file */"))
    return (
        '{"files": [\n'
        + ",\n".join(
            '{"file_path": "' + p + '", "content": ' + body(c, quotes=quotes) + " " + mark + "\n}"
            for p, c in files
        )
        + "\n]}"
    )


def python_none_metadata(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """JSON with Python literals in metadata (`None`, `True`), quotes in content unescaped."""
    return answer(
        files,
        members=lambda p, c: [
            f'"file_path": "{p}"',
            f'"content": {body(c, quotes=rng.random() < 0.5, newlines=rng.random() < 0.5)}',
            '"description": None',
            '"executable": False',
        ],
    )


def single_quoted_content_raw_newlines(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """repr() style single-quoted strings whose line breaks are left raw."""

    def sq(text: str) -> str:
        return _UNESCAPE_NL.sub(lambda m: m.group(1) + "\n", repr(text))

    objects = ["{'file_path': " + sq(p) + ", 'content': " + sq(c) + "}" for p, c in files]
    return "{'files': [" + ", ".join(objects) + "]}"


def line_continuation(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """Code with a backslash line continuation (shell, Dockerfile, C macro, Markdown hard
    break) written as is: newlines raw, the backslash undoubled; single or double quotes
    (single quotes escaped as ``\\'``, double quotes left unescaped). Files holding another
    backslash are left out (their undoubled escapes have two readings)."""
    quote = rng.choice("'\"")
    objects = []
    for i, (path, content) in enumerate(files):
        if "\\" in content:
            content = "x = 1\ny = 2\n"
        lines = content.split("\n")
        lines[rng.randrange(max(1, len(lines) - 1))] += " \\"
        files[i] = (path, "\n".join(lines))
        text = files[i][1].replace("'", "\\'") if quote == "'" else files[i][1]
        q = quote
        objects.append(f"{{{q}file_path{q}: {q}{path}{q}, {q}content{q}: {q}{text}{q}}}")
    return "{" + quote + "files" + quote + ": [" + ", ".join(objects) + "]}"


def multiline_literal(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """The content in a multi-line string literal of another language, written as is: Python
    ``\"\"\"...\"\"\"`` or a JavaScript template literal in backticks (files holding that
    delimiter or a backslash are replaced by a small one)."""
    mark = rng.choice(('"""', "`"))
    objects = []
    for i, (path, content) in enumerate(files):
        if mark in content or "\\" in content or (mark == "`" and "${" in content):
            content = "x = 1\ny = 2\n"
            files[i] = (path, content)
        objects.append(f'{{"file_path": "{path}", "content": {mark}{content}{mark}}}')
    return '{"files": [' + ", ".join(objects) + "]}"


def content_trailing_comma_elsewhere(rng: random.Random, files: list[tuple[str, str]]) -> str:
    """Unescaped quotes in content and a trailing comma after the last file."""
    objects = [
        "{" + ", ".join([f'"file_path": "{p}"', f'"content": {body(c, quotes=True)}']) + "}"
        for p, c in files
    ]
    return '{"files": [' + ", ".join(objects) + ",]}"


CLASSES: dict[str, Callable[[random.Random, list[tuple[str, str]]], str]] = {
    "missing-comma-before-description": missing_comma_before_description,
    "missing-comma-between-members": missing_comma_between_members,
    "single-quoted-keys": single_quoted_keys,
    "two-answers": two_answers,
    "doubly-encoded": doubly_encoded,
    "fence-and-prose-with-quotes": fence_and_prose_with_quotes,
    "missing-comma-objects-newline": missing_comma_between_objects_newline,
    "quotes+newlines+missing-comma": quotes_and_missing_comma,
    "comment-after-content": comment_after_content,
    "python-none-metadata": python_none_metadata,
    "single-quoted-raw-newlines": single_quoted_content_raw_newlines,
    "trailing-comma+quotes": content_trailing_comma_elsewhere,
    "line-continuation": line_continuation,
    "multiline-literal": multiline_literal,
}


def read(text: str) -> tuple[str, list[tuple[str, str]], list[str]]:
    result = parse_response(text, add_final_newline=False)
    got = [(f.file_path, f.content) for f in result.code.files] if result.code else []
    return result.status.value, got, [d.message for d in result.diagnostics]


def hunt(
    rng: random.Random, pool: list[tuple[str, str]], n: int, dump: Path | None
) -> Counter[str]:
    counts: Counter[str] = Counter()
    for name, damage in CLASSES.items():
        for i in range(n):
            files = list(dict(snippet(rng, pool) for _ in range(rng.choice((1, 2, 3)))).items())
            text = damage(rng, files)
            counts[f"{name} tried"] += 1
            try:
                status, got, messages = read(text)
            except ArtifactCodecError:
                counts[f"{name} refused"] += 1
                continue
            except Exception as error:  # an untyped error is a finding
                counts[f"{name} UNTYPED {type(error).__name__}"] += 1
                continue
            if status not in USABLE:
                counts[f"{name} refused"] += 1
            elif got == files:
                counts[f"{name} right"] += 1
            else:
                guessed = any(m.startswith("guessed:") for m in messages)
                counts[f"{name} WRONG{'-guessed' if guessed else ''}"] += 1
                if dump:
                    (dump / f"{name}-{i}.txt").write_text(text, encoding="utf-8")
    return counts


def _prefix_ok(got: list[tuple[str, str]], files: list[tuple[str, str]]) -> bool:
    """Every file read is a written one, the last possibly cut short."""
    for i, (path, content) in enumerate(got):
        if i >= len(files) or files[i][0] != path:
            return False
        if content != files[i][1] and not (i == len(got) - 1 and files[i][1].startswith(content)):
            return False
    return True


def hunt_cut(
    rng: random.Random, pool: list[tuple[str, str]], n: int, dump: Path | None
) -> Counter[str]:
    """Answers of each damage class cut at every 7th character: a usable answer holds exactly
    the files written; a truncated one holds written files, the last possibly a prefix."""
    counts: Counter[str] = Counter()
    for name, damage in CLASSES.items():
        if name in ("two-answers", "doubly-encoded"):
            continue
        for i in range(n):
            files = list(dict(snippet(rng, pool) for _ in range(2)).items())
            files = [(p, c[:400]) for p, c in files]
            text = damage(rng, files)
            for end in range(1, len(text), 7):
                key = f"cut {name}"
                counts[f"{key} tried"] += 1
                try:
                    status, got, _messages = read(text[:end])
                except ArtifactCodecError:
                    counts[f"{key} refused"] += 1
                    continue
                if (status == "truncated" and _prefix_ok(got, files)) or (
                    status in USABLE and got == files
                ):
                    counts[f"{key} right"] += 1
                elif status not in USABLE and status != "truncated":
                    counts[f"{key} refused"] += 1
                else:
                    counts[f"{key} WRONG ({status})"] += 1
                    if dump:
                        name_of = dump / f"cut-{name}-{i}-{end}.txt"
                        name_of.write_text(text[:end], encoding="utf-8")
    return counts


def _structural(text: str) -> list[tuple[int, str]]:
    """Positions of the structural characters of valid JSON text (quotes of strings too)."""
    out: list[tuple[int, str]] = []
    inside = escaped = False
    for i, char in enumerate(text):
        if inside:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                inside = False
                out.append((i, char))
        elif char == '"':
            inside = True
            out.append((i, char))
        elif char in ",:{}[]":
            out.append((i, char))
    return out


_SWAP = {"}": "]", "]": "}", "{": "[", "[": "{", ",": ":", ":": ",", '"': "'"}


def hunt_structure(rng: random.Random, n: int) -> Counter[str]:
    """Real node_modules JSON files, one structural character doubled, deleted or swapped:
    repair_json's value must be the document, or a guess reported at the slip (within 5
    characters before, 10 after); ``guessed`` counts those, WRONG the others."""
    docs: list[object] = []
    for path in sorted(NODE.rglob("*.json"))[:4000]:
        try:
            if path.stat().st_size <= 6000:
                docs.append(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            continue
    rng.shuffle(docs)
    counts: Counter[str] = Counter()
    for doc in docs[:n]:
        if not isinstance(doc, (dict, list)) or not doc:
            continue
        text = json.dumps(doc, indent=rng.choice((None, 2)), ensure_ascii=False)
        places = _structural(text)
        for op in ("double", "delete", "swap"):
            for _ in range(4):
                at, char = rng.choice(places)
                new = {"double": char + char, "delete": "", "swap": _SWAP[char]}[op]
                damaged = text[:at] + new + text[at + 1 :]
                key = f"structure {op} {char!r}"
                counts[f"{key} tried"] += 1
                try:
                    result = repair_json_report(damaged)
                except ArtifactCodecError:
                    counts[f"{key} refused"] += 1
                    continue
                if json.loads(result.text) == doc:
                    counts[f"{key} right"] += 1
                elif any(at - 5 <= g.pos <= at + 10 for g in result.guesses):
                    counts[f"{key} guessed"] += 1
                else:
                    counts[f"{key} WRONG"] += 1
    return counts


def _time(text: str) -> float:
    """Best of 3 runs, garbage collector paused (as tests/timing.py measures)."""
    best = float("inf")
    for _ in range(3):
        gc.disable()
        try:
            start = time.perf_counter()
            with contextlib.suppress(ArtifactCodecError):
                repair_json_report(text)
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best


def hunt_timing() -> Counter[str]:
    counts: Counter[str] = Counter()
    hostile: dict[str, Callable[[int], str]] = {
        "deep-mixed": lambda n: "[{" * n,
        "quote-runs": lambda n: '{"a": "' + '\\"' * n + '"',
        "backslash-runs": lambda n: '{"a": "' + "\\" * n,
        "candidates": lambda n: 'Call: {"a": "x' * (n // 4),
        "single-quote-runs": lambda n: "{'a': '" + "'" * n,
        "commas-keys": lambda n: "{" + '"k" "v" ' * n,
    }
    for name, make in hostile.items():
        small, large = _time(make(20_000)), _time(make(200_000))
        ratio = large / max(small, 1e-4)
        counts[f"timing {name} tried"] += 1
        counts[f"timing {name} {'right' if ratio < 20 else 'WRONG'}"] += 1
        print(f"  timing {name}: {small:.3f}s -> {large:.3f}s ratio {ratio:.1f}")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=40, help="inputs per class")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--dump", type=Path, default=None, help="write WRONG inputs here")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    pool = real_files(rng)
    if args.dump:
        args.dump.mkdir(parents=True, exist_ok=True)
    counts = hunt(rng, pool, args.n, args.dump)
    counts += hunt_cut(rng, pool, max(1, args.n // 10), args.dump)
    counts += hunt_structure(rng, args.n * 10)
    counts += hunt_timing()
    for key in sorted(counts):
        print(f"{counts[key]:6d}  {key}")


if __name__ == "__main__":
    main()
