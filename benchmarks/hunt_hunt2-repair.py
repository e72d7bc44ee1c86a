"""Re-run the hunt2-repair attack on the JSON repair layer (random, fixed seeds).

Generators (each prints how many inputs it tried and how many broke a promise, per class):

- ``legacy``: real text files of the installed interpreter (``.py``, ``.json``, ``.md``,
  ``.txt``), runs of their lines, written as legacy all-JSON answers the way models write them
  (valid, raw newlines, unescaped quotes, Python ``repr()``, metadata keys around the files,
  comments, trailing commas, a BOM, prose and a fence around). A usable answer
  (clean/recovered/repaired) must hold exactly the files written.
- ``cut``: such answers cut at every character: a usable answer holds only files written.
- ``slip``: JSON documents of the interpreter (valid), given one slip with a single reading
  (a trailing comma, a comment, Python literals): the repaired value must be the document.
- ``extract``: transcripts holding several JSON objects (tool calls, quoted examples); with a
  model, ``extract_json`` must return the object that validates, not a neighbour.
- ``timing``: hostile inputs at n and 10n characters: time ratio < 20.

Usage: ``python benchmarks/hunt_hunt2-repair.py [--n N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from artifact_codec import extract_json, parse_response, repair_json_report
from artifact_codec.errors import ArtifactCodecError

USABLE = {"clean", "recovered", "repaired"}
# an escape sequence not itself escaped: an even run of backslashes, then the escape
_UNESCAPE = re.compile(r'(?<!\\)((?:\\\\)*)\\"')
_UNESCAPE_NL = re.compile(r"(?<!\\)((?:\\\\)*)\\([nt])")
LIB = Path(sys.base_prefix) / "lib"


def real_files(rng: random.Random, per_kind: int = 120) -> list[tuple[str, str]]:
    """Small real text files of the interpreter and /usr/share, ``per_kind`` of each of
    .py, .json, .md, .txt, .js, .html, .sh (name, text)."""
    out = []
    roots = (LIB, Path("/usr/share"))
    for ext in ("py", "json", "md", "txt", "js", "html", "sh"):
        found = []
        for root in roots:
            for i, path in enumerate(root.rglob(f"*.{ext}")):
                if i > 4000:
                    break
                if path.is_file() and 50 < path.stat().st_size < 30_000:
                    found.append(path)
        rng.shuffle(found)
        kept = 0
        for path in found:
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            out.append((path.name, text))
            kept += 1
            if kept >= per_kind:
                break
    return out


def snippet(rng: random.Random, files: list[tuple[str, str]]) -> tuple[str, str]:
    name, text = rng.choice(files)
    lines = text.splitlines(keepends=True)
    if len(lines) > 40 and rng.random() < 0.7:
        start = rng.randrange(len(lines) - 20)
        lines = lines[start : start + rng.randint(3, 30)]
    return f"src/{name}", "".join(lines)


def raw_string(content: str, *, quotes: bool, newlines: bool) -> str:
    """A content written as a model writes it: backslashes doubled, quotes and newlines
    escaped or not."""
    body = json.dumps(content, ensure_ascii=False)[1:-1]
    if quotes:
        body = _UNESCAPE.sub(lambda m: m.group(1) + '"', body)
    if newlines:
        body = _UNESCAPE_NL.sub(lambda m: m.group(1) + {"n": "\n", "t": "\t"}[m.group(2)], body)
    return '"' + body + '"'


def render(rng: random.Random, files: list[tuple[str, str]], style: str) -> str:
    """One legacy answer holding ``files`` in ``style``."""
    if style == "python+dup":
        text = repr({"files": [{"file_path": p, "content": c} for p, c in files]})
        return text.replace("'content': ", "'content': 'x = 0\\n', 'content': ", 1)
    if style in ("python-raw-newlines", "python-unescaped"):
        # repr() style, then the escapes a model leaves out: newlines, or also apostrophes
        text = repr({"files": [{"file_path": p, "content": c} for p, c in files]})
        text = _UNESCAPE_NL.sub(lambda m: m.group(1) + {"n": "\n", "t": "\t"}[m.group(2)], text)
        if style == "python-unescaped":
            text = re.sub(r"(?<!\\)((?:\\\\)*)\\'", lambda m: m.group(1) + "'", text)
        return text
    if style == "python":
        value: dict[str, Any] = {"files": [{"file_path": p, "content": c} for p, c in files]}
        return repr(value)
    pretty = rng.random() < 0.5
    nl, ind = ("\n", "  ") if pretty else ("", "")
    objects = []
    for path, content in files:
        members = [f'"file_path": "{path}"']
        text = json.dumps(content, ensure_ascii=False)
        if style == "raw-newlines":
            text = raw_string(content, quotes=False, newlines=True)
        elif style == "unescaped-quotes":
            text = raw_string(content, quotes=True, newlines=False)
        elif style == "quotes+newlines":
            text = raw_string(content, quotes=True, newlines=True)
        elif style == "raw-newlines+dup":
            text = '"x = 0\n", "content": ' + raw_string(content, quotes=False, newlines=True)
        elif style == "backslash-quote":  # the backslash of \' left undoubled
            text = text.replace("\\\\'", "\\'")
        members.append(f'"content": {text}')
        if style == "metadata":
            members.append('"language": "python"')
            members.append(f'"description": "the file {path}"')
        if rng.random() < 0.5:
            members.reverse()
        objects.append("{" + nl + ind * 3 + ("," + nl + ind * 3).join(members) + nl + ind * 2 + "}")
    sep = "," + nl + ind * 2
    if style == "comments":
        sep = "," + nl + ind * 2 + "// next file" + "\n" + ind * 2
    body = sep.join(objects)
    if style == "trailing-commas":
        body += ","
    head = ""
    if style == "metadata":
        head = '"explanation": "Here are the files, see {\\"a\\": 1}",' + nl + ind
    answer = "{" + nl + ind + head + '"files": [' + nl + ind * 2 + body + nl + ind + "]" + nl + "}"
    if style == "bom":
        answer = "\ufeff" + answer
    if style == "prose+fence":
        answer = (
            'Here is the answer in the format {"files": [...]}:\n\n```json\n'
            + answer
            + '\n```\n\nEach file has "file_path" and "content".'
        )
    return answer


STYLES = (
    "raw-newlines+dup",
    "python+dup",
    "python-raw-newlines",
    "python-unescaped",
    "backslash-quote",
    "valid",
    "raw-newlines",
    "unescaped-quotes",
    "quotes+newlines",
    "python",
    "metadata",
    "comments",
    "trailing-commas",
    "bom",
    "prose+fence",
)


def read(text: str) -> tuple[str, list[tuple[str, str]], list[str]]:
    result = parse_response(text, add_final_newline=False)
    got = [(f.file_path, f.content) for f in result.code.files] if result.code else []
    return result.status.value, got, [d.message for d in result.diagnostics]


def hunt_legacy(rng: random.Random, pool: list[tuple[str, str]], n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for _ in range(n):
        style = rng.choice(STYLES)
        files = [snippet(rng, pool) for _ in range(rng.choice((1, 1, 2, 3, 5)))]
        files = list(dict(files).items())
        if style == "backslash-quote":
            files = [(p, c) for p, c in files if "\\'" in c] or [("q.py", "s = 'it\\'s'\n")]
        text = render(rng, files, style)
        counts[f"{style} tried"] += 1
        try:
            status, got, messages = read(text)
        except ArtifactCodecError:
            continue
        except Exception as error:  # an untyped error is a finding
            counts[f"{style} UNTYPED {type(error).__name__}"] += 1
            continue
        if style.endswith("+dup"):  # a key twice: either value may be meant, never usable
            if status in USABLE:
                counts[f"{style} WRONG usable (a key twice)"] += 1
            continue
        if status in USABLE and got != files:
            guessed = any(m.startswith("guessed:") for m in messages)
            counts[f"{style} WRONG usable{' (guessed)' if guessed else ''}"] += 1
            Path(f"/tmp/h2r/legacy-{style}-{counts[style + ' tried']}.txt").write_text(text)
        elif status not in USABLE and style in ("valid", "python", "metadata", "bom"):
            counts[f"{style} refused ({status})"] += 1
            Path(f"/tmp/h2r/refused-{style}-{counts[style + ' tried']}.txt").write_text(text)
    return counts


def _prefix_of(file: tuple[str, str], files: list[tuple[str, str]]) -> bool:
    return any(file[0] == path and content.startswith(file[1]) for path, content in files)


def hunt_cut(rng: random.Random, pool: list[tuple[str, str]], n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for k in range(n):
        style = rng.choice(
            ("valid", "raw-newlines", "quotes+newlines", "unescaped-quotes", "python", "metadata")
        )
        files = [snippet(rng, pool) for _ in range(rng.choice((1, 2, 3)))]
        files = [(p, c[:300]) for p, c in dict(files).items()]
        text = render(rng, files, style)
        for cut in range(1, len(text)):
            counts["cut tried"] += 1
            try:
                status, got, _ = read(text[:cut])
            except ArtifactCodecError:
                continue
            except Exception as error:
                counts[f"cut UNTYPED {type(error).__name__}"] += 1
                continue
            # (a truncated answer may hold the cut-off file: a prefix of the one written)
            cut_off = status == "truncated" and got and _prefix_of(got[-1], files)
            if status in USABLE | {"truncated", "rejected_files"} and any(
                f not in files for f in (got[:-1] if cut_off else got)
            ):
                counts[f"cut {style} WRONG {status}"] += 1
                Path(f"/tmp/h2r/cut-{style}-{k}-{cut}.txt").write_text(text[:cut])
    return counts


def _structure(text: str) -> list[int]:
    """Positions of the structural characters of valid JSON text (outside strings)."""
    out, inside, escaped = [], False, False
    for i, ch in enumerate(text):
        if inside:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                inside = False
                out.append(i)
        elif ch == '"':
            inside = True
            out.append(i)
        elif ch in "{}[],:":
            out.append(i)
    return out


SLIPS = ("drop", "double", "swap-bracket", "comment", "unescape-quotes", "raw-newlines")


def hunt_mutate(rng: random.Random, pool: list[tuple[str, str]], n: int) -> Counter[str]:
    """One slip at a structural character of a valid legacy answer (the code in the strings
    left as it is, or with its quotes or newlines unescaped too)."""
    counts: Counter[str] = Counter()
    for k in range(n):
        count = rng.choice((1, 2, 3, 8, 20, 50))
        files = list(dict(snippet(rng, pool) for _ in range(count)).items())
        if count > 3:  # many files: short ones
            files = [(p, c[:400]) for p, c in files]
        value = {"files": [{"file_path": p, "content": c} for p, c in files]}
        text = json.dumps(value, indent=rng.choice((None, 2)), ensure_ascii=False)
        slip = rng.choice(SLIPS[:4])
        at = rng.choice(_structure(text))
        ch = text[at]
        if slip == "drop":
            text = text[:at] + text[at + 1 :]
        elif slip == "double":
            text = text[:at] + ch + text[at:]
        elif slip == "swap-bracket" and ch in "{}[]":
            text = text[:at] + {"{": "[", "[": "{", "}": "]", "]": "}"}[ch] + text[at + 1 :]
        elif slip == "comment" and ch in "{}[],:":  # (before a closing quote: content)
            text = text[:at] + " // note\n" + text[at:]
        else:
            continue
        extra = rng.choice(("", "", "unescape-quotes", "raw-newlines"))
        if extra == "raw-newlines":
            text = _UNESCAPE_NL.sub(lambda m: m.group(1) + {"n": "\n", "t": "\t"}[m.group(2)], text)
        elif extra == "unescape-quotes":
            text = _UNESCAPE.sub(lambda m: m.group(1) + '"', text)
        name = f"{slip} {ch!r}{' +' + extra if extra else ''}{' many' if count > 3 else ''}"
        counts[f"{slip} tried"] += 1
        try:
            status, got, messages = read(text)
        except ArtifactCodecError:
            continue
        except Exception as error:
            counts[f"{name} UNTYPED {type(error).__name__}"] += 1
            continue
        if status in USABLE and got != files:
            guessed = any(m.startswith("guessed:") for m in messages)
            counts[f"{name} WRONG usable{' (guessed)' if guessed else ''}"] += 1
            Path(f"/tmp/h2r/mutate-{slip}-{k}.txt").write_text(text)
        elif status == "rejected_files" and any(f not in files for f in got):
            counts[f"{name} WRONG accepted file (rejected_files)"] += 1
            Path(f"/tmp/h2r/mutate-{slip}-{k}.txt").write_text(text)
    return counts


ENDINGS = {
    "]} for }]}": lambda t: t[:-3] + "]}",
    "}} for }]}": lambda t: t[:-3] + "}}",
    "}]]} for }]}": lambda t: t[:-3] + "}]]}",
    "}]}]} for }]}": lambda t: t[:-3] + "}]}]}",
    "}] for }]}": lambda t: t[:-3] + "}]",
}


def hunt_ending(rng: random.Random, pool: list[tuple[str, str]], n: int) -> Counter[str]:
    """The last brackets of a valid compact legacy answer wrong (one slip), with or without
    prose after the answer: the files as written, or a refusal; never "truncated"."""
    counts: Counter[str] = Counter()
    for _ in range(n):
        files = list(dict(snippet(rng, pool) for _ in range(rng.choice((1, 2, 3)))).items())
        value = {"files": [{"file_path": p, "content": c} for p, c in files]}
        text = json.dumps(value, ensure_ascii=False)
        name = rng.choice(list(ENDINGS))
        prose = rng.choice(("", " Let me know if you need more."))
        text = ENDINGS[name](text) + prose
        label = f"{name}{' +prose' if prose else ''}"
        counts[f"{label} tried"] += 1
        status, got, _ = read(text)
        if status in USABLE and got != files:
            counts[f"{label} WRONG usable"] += 1
        elif status in ("truncated", "no_artifact"):
            counts[f"{label} {status}"] += 1
        elif status not in USABLE:
            counts[f"{label} refused ({status})"] += 1
    return counts


def _documents(limit: int) -> list[Any]:
    docs = []
    for path in sorted(LIB.glob("python3.*/**/*.json"))[:2000]:
        if path.stat().st_size < 20_000:
            try:
                docs.append(json.loads(path.read_text(encoding="utf-8")))
            except (ValueError, OSError):
                continue
        if len(docs) >= limit:
            break
    return docs


def _slip(rng: random.Random, doc: Any) -> tuple[str, str]:
    text = json.dumps(doc, indent=rng.choice((None, 2)), ensure_ascii=False)
    kind = rng.choice(
        ("trailing-comma", "comment", "python", "python-missing-comma", "thousands", "zeros")
    )
    if kind in ("thousands", "zeros"):  # a number written as prose writes it
        text = json.dumps({"value": doc, "n": 1})
        number = rng.randint(1000, 999_999)
        shown = f"{number:,}" if kind == "thousands" else f"0{number}"
        return kind, text[:-1] + f', "amount": {shown}}}'

    if kind == "python":
        return kind, repr(doc)
    if kind == "python-missing-comma":  # one comma between two strings of a list left out
        text = repr(doc)
        spots = [m.start() for m in re.finditer(r"', '", text)]
        if not spots:
            return kind, text
        at = rng.choice(spots)
        return kind, text[: at + 1] + " " + text[at + 3 :]
    closers = [i for i, ch in enumerate(text) if ch in "]}" and text[i - 1] not in "[{"]
    if not closers:
        return kind, text
    at = rng.choice(closers)
    # (a closer inside a string would be content: only slip where the text is still valid)
    add = "," if kind == "trailing-comma" else " /* note */ "
    slipped = text[:at] + add + text[at:]
    return kind, slipped


def hunt_slip(rng: random.Random, n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    docs = _documents(300)
    for _ in range(n):
        doc = rng.choice(docs)
        kind, text = _slip(rng, doc)
        counts[f"{kind} tried"] += 1
        try:
            result = repair_json_report(text)
        except ArtifactCodecError:
            counts[f"{kind} refused"] += 1
            continue
        except Exception as error:
            counts[f"{kind} UNTYPED {type(error).__name__}"] += 1
            continue
        if kind in ("thousands", "zeros"):
            value = json.loads(result.text)
            shown = text.rsplit(": ", 1)[1][:-1]
            meant = shown if kind == "zeros" else int(shown.replace(",", ""))
            if value.get("amount") not in (meant, shown) and not result.guesses:
                counts[f"{kind} differs, no guess"] += 1
            continue
        if json.loads(result.text) != doc and not result.guesses:
            # a slip inside a string is content: check the slipped text's own reading
            counts[f"{kind} differs, no guess"] += 1
            Path(f"/tmp/h2r/slip-{kind}-{counts[kind + ' tried']}.txt").write_text(text)
    return counts


class Verdict(BaseModel):
    status: str
    files_changed: list[str]


class ToolCall(BaseModel):
    name: str
    arguments: dict[str, Any]


def hunt_extract(rng: random.Random, n: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    for _ in range(n):
        answer = {"status": rng.choice(("ok", "failed")), "files_changed": ["a.py", "b/c.py"]}
        call = {"name": "write_file", "arguments": {"path": "a.py", "content": 'print("x")\n'}}
        example = {"status": "<ok|failed>", "files_changed": ["<path>"]}
        parts = [
            "Agent log.\n",
            "Tool call: " + json.dumps(call) + "\n",
            "Remember the format, e.g. " + json.dumps(example) + "\n",
            "Result:\n```json\n" + json.dumps(answer, indent=rng.choice((None, 2))) + "\n```\n",
            "Tool result: " + json.dumps({"ok": True, "bytes": 12}) + "\n",
        ]
        tail = parts[4:] if rng.random() < 0.5 else []
        text = "".join(parts[:4] + tail)
        variant = rng.choice(("valid", "trailing-comma", "bracket+prose"))
        if variant == "trailing-comma":  # the answer broken the way models break it
            text = text.replace('"b/c.py"]', '"b/c.py",]', 1)
        elif variant == "bracket+prose":  # a `]` left out, prose on the line after it
            text = text.replace('"b/c.py"]}', '"b/c.py"} as requested', 1)
        counts[f"extract {variant} tried"] += 1
        try:
            got = extract_json(text, model=Verdict)
        except ArtifactCodecError:
            counts[f"extract {variant} refused"] += 1
            continue
        if got.model_dump() != answer:
            counts[f"extract {variant} WRONG value"] += 1
            Path(f"/tmp/h2r/extract-{counts['extract tried']}.txt").write_text(text)
    return counts


def _noise(rng: random.Random) -> str:
    """A line of an agent transcript holding JSON that is not the answer."""
    call = {"command": ["bash", "-lc", f"grep -n 'x' f{rng.randint(1, 9)}.py"], "timeout": 30}
    kinds = (
        lambda: "Tool call: " + json.dumps({"name": "shell", "arguments": json.dumps(call)}),
        lambda: "Result: " + json.dumps({"ok": True, "output": 'line 3: x = {"a": 1}'}),
        lambda: "```python\nCONFIG = {'status': 'draft', 'files_changed': []}\n```",
        lambda: "log [12:00:01] {level: info, msg: started}",
        lambda: "Event: " + repr({"type": "message", "role": "assistant", "n": rng.randint(1, 99)}),
        lambda: 'Schema: {"status": string, "files_changed": [string]}',
        lambda: '{"progress": 0.5, "note": "files_changed will follow"}',
    )
    return rng.choice(kinds)()


def hunt_transcript(rng: random.Random, n: int) -> Counter[str]:
    """One answer that validates among 1-6 lines of other JSON, broken or not; with the model
    extract_json must return the answer."""
    counts: Counter[str] = Counter()
    for k in range(n):
        answer = {"status": f"done-{k}", "files_changed": [f"src/m{k}.py", "README.md"]}
        body = json.dumps(answer, indent=rng.choice((None, 2)))
        breakage = rng.choice(("none", "trailing-comma", "single-quotes", "fence", "comment"))
        if breakage == "trailing-comma":
            body = body.replace('"README.md"', '"README.md",')
        elif breakage == "single-quotes":
            body = repr(answer)
        elif breakage == "fence":
            body = "```json\n" + body + "\n```"
        elif breakage == "comment":
            body = body.replace('"files_changed"', '// the files\n"files_changed"', 1)
        lines = [_noise(rng) for _ in range(rng.randint(1, 6))]
        lines.insert(rng.randint(0, len(lines)), "Final answer:\n" + body)
        text = "\n".join(lines)
        counts[f"transcript {breakage} tried"] += 1
        try:
            got = extract_json(text, model=Verdict)
        except ArtifactCodecError:
            counts[f"transcript {breakage} refused"] += 1
            Path(f"/tmp/h2r/transcript-refused-{k}.txt").write_text(text)
            continue
        if got.model_dump() != answer:
            counts[f"transcript {breakage} WRONG value"] += 1
            Path(f"/tmp/h2r/transcript-{k}.txt").write_text(text)
    return counts


def hunt_timing() -> Counter[str]:
    counts: Counter[str] = Counter()
    makers = {
        "backslash-quote": lambda k: '{"a": "' + "\\'" * k + '"}',
        "python-dict": lambda k: "{'a': [" + "'x', " * k + "]}",
        "dup-keys": lambda k: "{" + ", ".join(f"'k': {i}" for i in range(k)) + ",}",
        "hash-comments": lambda k: '{"a": [' + "1, # c\n" * k + "]}",
        "quote-colon": lambda k: '{"a": "' + '": "' * k + '"}',
        "neg-inf": lambda k: "[" + "-Infinity, " * k + "]",
        "fence-lines": lambda k: "```json\n{" * k,
    }
    for name, make in makers.items():
        times = []
        for size in (10_000, 100_000):
            text = make(size)
            best = float("inf")
            for _ in range(3):
                start = time.perf_counter()
                with contextlib.suppress(ArtifactCodecError):
                    repair_json_report(text)
                best = min(best, time.perf_counter() - start)
            times.append(best)
        ratio = times[1] / max(times[0], 1e-4)
        counts[f"timing {name} ratio {ratio:.1f}{' SLOW' if ratio > 20 else ''}"] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=400, help="inputs per generator")
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--only", default="", help="comma-separated generators")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    Path("/tmp/h2r").mkdir(exist_ok=True)
    pool = real_files(rng)
    only = set(filter(None, args.only.split(",")))
    runs = {
        "legacy": lambda: hunt_legacy(rng, pool, args.n),
        "cut": lambda: hunt_cut(rng, pool, max(1, args.n // 100)),
        "mutate": lambda: hunt_mutate(rng, pool, args.n),
        "ending": lambda: hunt_ending(rng, pool, args.n),
        "slip": lambda: hunt_slip(rng, args.n),
        "extract": lambda: hunt_extract(rng, args.n),
        "transcript": lambda: hunt_transcript(rng, args.n),
        "timing": hunt_timing,
    }
    for name, run in runs.items():
        if only and name not in only:
            continue
        for key, value in sorted(run().items()):
            print(f"{name:8} {key:50} {value}")


if __name__ == "__main__":
    main()
