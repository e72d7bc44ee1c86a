"""Hunt 3 on the lenient reader: real files rendered as models write them, read back, counted.

    python benchmarks/hunt_hunt3-readers.py [--count 300] [--seed 3] [--show]

Real files: the standard library corpus of ``tests/renderings.py`` plus small text files of
``/usr/lib/node_modules`` and ``/usr/share`` (when present). Every class renders an ORDINARY
answer (what a model writes when it means exactly these files) and checks the reading:
``exact`` (usable, every path and byte as meant), ``refused`` (not usable: a false refusal,
the diagnostic codes are counted), ``WRONG`` (usable with other files than meant).
Classes: ``md-label`` (path labels with benign notes), ``md-comment`` (a label and a first
line naming the file), ``heredoc-cd`` (a script that makes a folder, enters it and writes
files), ``hybrid-draft`` (a draft, then the whole corrected answer), ``hybrid-example``
(a quoted example of the format, then the answer), ``hybrid-no-end`` (no end marker, stop),
``md-plain`` (plain labelled fences: the elision and unlabelled-version scans).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings

from artifact_codec import GeneratedCode, GeneratedFile, ParseResult, dumps, parse_response

Files = list[tuple[str, str]]
_EXTRA_ROOTS = (Path("/usr/lib/node_modules"), Path("/usr/share/doc"), Path("/usr/share/perl5"))
_SUFFIXES = (".js", ".json", ".md", ".txt", ".pm", ".py", ".sh", ".ts", ".css", ".html", ".yml")
_LANG = {".py": "python", ".js": "javascript", ".json": "json", ".md": "markdown", ".sh": "bash"}


def _extra_files(rng: random.Random, limit: int = 400) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for root in _EXTRA_ROOTS:
        if not root.is_dir():
            continue
        paths = sorted(p for p in root.rglob("*") if p.suffix in _SUFFIXES and p.is_file())
        rng.shuffle(paths)
        for path in paths[: limit // len(_EXTRA_ROOTS)]:
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            if not text.endswith("\n") or "\r" in text or "\0" in text or len(text) > 20000:
                continue
            if "===FILE_CONTENT_BLOCK" in text or not text.strip():
                continue
            found.append((str(path.relative_to(root)), text))
    return found


def _pick(pool: list[tuple[str, str]], rng: random.Random, count: int) -> Files:
    chosen: Files = []
    seen: set[str] = set()
    while len(chosen) < count:
        name, content = rng.choice(pool)
        # One folder per file: real names, no folder spelled twice in other case.
        path = f"src/m{len(chosen)}/" + Path(name).name.replace(" ", "_")
        if path.lower() in seen:
            continue
        seen.add(path.lower())
        chosen.append((path, content))
    return chosen


def _fence(content: str, info: str) -> str:
    ticks = "`" * max(3, _longest(content, "`") + 1)
    return f"{ticks}{info}\n{content}{ticks}\n"


def _longest(text: str, char: str) -> int:
    best = run = 0
    for c in text:
        run = run + 1 if c == char else 0
        best = max(best, run)
    return best


def _lang(path: str) -> str:
    return _LANG.get(Path(path).suffix, "")


def _doc(files: Files) -> str:
    return dumps(GeneratedCode(files=[GeneratedFile(file_path=p, content=c) for p, c in files]))


_NOTES = (
    "",
    " (new file)",
    " (updated)",
    " (complete file)",
    " (entry point)",
    " - main module",
    " (full content)",
    " (add this file)",
    " (create this file)",
    " (rewritten)",
)
_LABELS = ("`{p}`{n}", "**{p}**{n}", "### `{p}`{n}", "File: `{p}`{n}", "{p}{n}")


def md_label(files: Files, rng: random.Random) -> tuple[str, Files]:
    parts = ["Here are the files:\n"]
    for path, content in files:
        label = rng.choice(_LABELS).format(p=path, n=rng.choice(_NOTES))
        parts.append(f"{label}\n{_fence(content, _lang(path))}")
    parts.append("Run it with:\n```bash\nnpm start\n```\n")
    return "\n".join(parts), files


_COMMENTS = {
    ".py": "# {x}",
    ".js": "// {x}",
    ".ts": "// {x}",
    ".css": "/* {x} */",
    ".sh": "# {x}",
    ".pm": "# {x}",
    ".yml": "# {x}",
    ".html": "<!-- {x} -->",
}
_COMMENT_WORDS = ("{b}", "File: {b}", "{p}", "File: {p}", "{b} - entry point", "filename: {b}")


def md_comment(files: Files, rng: random.Random) -> tuple[str, Files]:
    meant: Files = []
    parts = []
    for path, content in files:
        style = _COMMENTS.get(Path(path).suffix)
        if style is not None:
            words = rng.choice(_COMMENT_WORDS).format(b=Path(path).name, p=path)
            content = style.format(x=words) + "\n" + content
        meant.append((path, content))
        parts.append(f"`{path}`\n{_fence(content, _lang(path))}")
    return "\n".join(parts), meant


def heredoc_cd(files: Files, rng: random.Random) -> tuple[str, Files]:
    folder = rng.choice(("proj", "my-app", "backend"))
    lines = [f"mkdir -p {folder} && cd {folder}"]
    meant: Files = []
    dirs = sorted({str(Path(p).parent) for p, _ in files})
    lines.append("mkdir -p " + " ".join(dirs))
    for path, content in files:
        tag = "EOF"
        while any(line == tag for line in content.split("\n")):
            tag += "_"
        lines.append(f"cat > {path} <<'{tag}'\n{content}{tag}")
        meant.append((f"{folder}/{path}", content))
    tail = rng.choice(("git add -A", "ls -la", "chmod +x " + files[0][0], "tree .", "git init"))
    lines.append(tail)
    return "Run this script:\n\n```bash\n" + "\n".join(lines) + "\n```\n", meant


_DRAFT_INTROS = (
    "Oops, corrected version:",
    "Wait, I made a mistake. Here is the fixed answer:",
    "Actually, let me redo this.",
    "Corrected:",
    "Here's the updated version:",
)


def hybrid_draft(files: Files, rng: random.Random) -> tuple[str, Files]:
    draft = [(p, "# draft\n" + c) for p, c in files]
    return "Here it is:\n" + _doc(draft) + "\n" + rng.choice(_DRAFT_INTROS) + "\n" + _doc(
        files
    ), files


_EXAMPLE_INTROS = (
    "For example:",
    "e.g.",
    "For instance:",
    "Example:",
    "An example answer:",
    "Here is a sample:",
    "To illustrate:",
    "A sample response:",
    "As an illustration:",
)


def hybrid_example(files: Files, rng: random.Random) -> tuple[str, Files]:
    example = _doc([("example.py", "print('hello')\n")])
    intro = rng.choice(_EXAMPLE_INTROS)
    text = f"The format looks like this. {intro}\n\n{example}\nNow my answer:\n\n{_doc(files)}"
    return text, files


def hybrid_no_end(files: Files, rng: random.Random) -> tuple[str, Files]:
    text = _doc(files)
    end = text.rstrip("\n").rsplit("\n", 1)[0] + "\n"
    return end, files


def md_plain(files: Files, rng: random.Random) -> tuple[str, Files]:
    return "\n".join(f"`{p}`\n{_fence(c, _lang(p))}" for p, c in files), files


_ELISIONS = (
    "(other functions omitted for brevity)",
    "keep the rest as is",
    "[previous code here]",
    "... same as above ...",
    "remaining code unchanged",
    "The rest of the file is the same as before.",
    "keep existing code",
    "<existing code>",
    "... other handlers ...",
    "your existing code here",
    "rest of file omitted",
    "(unchanged)",
)


def md_elided(files: Files, rng: random.Random) -> tuple[str, Files]:
    """A Python file with a run of its lines replaced by an elision comment: meant as an
    edit, so the only right reading is not usable (``meant`` is empty: any usable is WRONG)."""
    parts = []
    for path, content in files:
        lines = content.split("\n")
        cut = rng.randrange(1, max(2, len(lines) - 1))
        lines[cut : cut + 5] = ["# " + rng.choice(_ELISIONS)]
        parts.append(f"`{path}`\n{_fence(chr(10).join(lines), _lang(path))}")
    return "\n".join(parts), []


_LATER = (
    "echo x | dd of={p}",
    "ruff format",
    "git apply fix.diff",
    "cargo fmt",
    "npx prettier --write .",
    "sed -i 's/a/b/' {p}",
    "black .",
)


def heredoc_later(files: Files, rng: random.Random) -> tuple[str, Files]:
    """Heredocs, then a command that rewrites a written file: not usable (``meant`` empty)."""
    lines = []
    for path, content in files:
        tag = "EOF"
        while any(line == tag for line in content.split("\n")):
            tag += "_"
        lines.append(f"mkdir -p {Path(path).parent}\ncat > {path} <<'{tag}'\n{content}{tag}")
    lines.append(rng.choice(_LATER).format(p=files[0][0]))
    return "```bash\n" + "\n".join(lines) + "\n```\n", []


CLASSES: dict[str, Callable[[Files, random.Random], tuple[str, Files]]] = {
    "md-label": md_label,
    "md-comment": md_comment,
    "heredoc-cd": heredoc_cd,
    "hybrid-draft": hybrid_draft,
    "hybrid-example": hybrid_example,
    "hybrid-no-end": hybrid_no_end,
    "md-plain": md_plain,
    "md-elided(py)": md_elided,
    "heredoc-later": heredoc_later,
}


def _judge(result: ParseResult, meant: Files) -> str:
    if not meant:  # the model meant edits: only a refusal is right
        return "WRONG" if result.usable else "exact"
    if not result.usable:
        return "refused"
    got = [(f.file_path, f.content) for f in result.code.files]
    return "exact" if got == meant else "WRONG"


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=300, help="renderings per class")
    options.add_argument("--seed", type=int, default=3)
    options.add_argument("--show", action="store_true", help="print the smallest wrong/refused")
    args = options.parse_args()
    rng = random.Random(args.seed)
    pool = [(f.name, f.content) for f in renderings.corpus() if len(f.content) < 20000]
    pool += _extra_files(rng)
    print(f"pool: {len(pool)} real files")
    for name, render in CLASSES.items():
        counts: Counter[str] = Counter()
        codes: Counter[str] = Counter()
        smallest: dict[str, tuple[int, str, str]] = {}
        crng = random.Random(f"{args.seed}-{name}")
        for _ in range(args.count):
            source = [f for f in pool if f[0].endswith(".py")] if "py" in name else pool
            files = _pick(source, crng, crng.randint(1, 3))
            text, meant = render(files, crng)
            result = parse_response(text, finish_reason="stop")
            verdict = _judge(result, meant)
            counts[verdict] += 1
            if verdict != "exact":
                errors = sorted({d.code for d in result.diagnostics if d.severity.value == "error"})
                key = ",".join(errors) or result.status.value
                codes[f"{verdict}:{key}"] += 1
                if verdict not in smallest or len(text) < smallest[verdict][0]:
                    got = [(f.file_path, f.content[-60:]) for f in result.code.files]
                    smallest[verdict] = (len(text), text, f"{key} {got}")
        print(
            f"{name:15} tried {args.count:5}  exact {counts['exact']:5}"
            f"  refused {counts['refused']:5}"
            f"  WRONG {counts['WRONG']:5}  {dict(codes.most_common(6))}"
        )
        if args.show:
            for verdict, (_, text, why) in smallest.items():
                print(f"  -- smallest {verdict}: {why}\n{text[:1500]}\n  --")


if __name__ == "__main__":
    main()
