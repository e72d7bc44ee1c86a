"""hunt61: real whole files rendered into plain, honest answers in every convention, with
ordinary prose; reports every answer not usable or read with other files (seeded)."""

from __future__ import annotations

import collections
import json
import random
import re
import sys
import sysconfig
from pathlib import Path

from artifact_codec import parse_response

ROOTS = [
    (Path(sysconfig.get_paths()["stdlib"]), (".py", ".md", ".json")),
    (
        Path("/work/venv/lib/python3.11/site-packages"),
        (".py", ".css", ".html", ".js", ".json", ".yaml", ".yml", ".toml", ".md"),
    ),
    (Path(__file__).resolve().parent.parent, (".py", ".md", ".toml", ".yaml", ".yml", ".json")),
]
LANG = {
    ".py": "python",
    ".css": "css",
    ".html": "html",
    ".js": "javascript",
    ".json": "json",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".toml": "toml",
    ".md": "markdown",
}


def corpus(rng: random.Random, per_root: int = 400) -> list[tuple[str, str]]:
    out = []
    for root, sufs in ROOTS:
        found = []
        for p in sorted(root.rglob("*")):
            if (
                p.suffix in sufs
                and p.is_file()
                and "test" not in p.name
                and ".git" not in p.parts
                and "wt" not in p.relative_to(root).parts
            ):
                try:
                    size = p.stat().st_size
                    if not 40 < size < 6000:
                        continue
                    text = p.read_text("utf-8")
                except (OSError, UnicodeDecodeError):
                    continue
                if not text.endswith("\n") or text.endswith("\n\n") or "\r" in text or "\t" in text:
                    continue
                if (
                    "```" in text
                    or "~~~" in text
                    or "===FILE" in text
                    or "EOF" in text
                    or ("</" in text and p.suffix != ".html")
                ):
                    continue
                found.append((p.name, text))
            if len(found) > 4000:
                break
        rng.shuffle(found)
        out.extend(found[:per_root])
    return out


BEFORE = [
    "Here is the project:\n\n",
    "",
    "Sure! Here are the files.\n\n",
    "I've written the complete files below.\n\n",
]
BETWEEN = ["", "", "Next, the second file:\n\n", "Tests are in `tests/`.\n\n", "And this one:\n\n"]
AFTER = [
    "",
    "\nRun it with `python app.py`.\n",
    "\nInstall with `pip install -r requirements.txt`.\n",
    "\nThe rest of the setup is unchanged.\n",
    "\nKeep your existing `.env`.\n",
    "\nOnly `main.py` changed.\n",
    "\nTests are in `tests/`.\n",
    "\nLet me know if you need anything else!\n",
]
LABELS = [
    "{p}",
    "**{p}**",
    "`{p}`",
    "### {p}",
    "### `{p}`",
    "## File: {p}",
    "File: `{p}`",
    "{p}:",
    "**`{p}`**",
    "- `{p}`",
    "#### {n}. `{p}`",
    "Path: {p}",
    "Create `{p}`:",
    "`{p}`:",
]


def paths(files, rng):
    used = set()
    out = []
    dirs = ["", "", "src/", "app/", "pkg/sub/"]
    for name, _ in files:
        p = rng.choice(dirs) + name
        while p in used:
            p = "x" + p
        used.add(p)
        out.append(p)
    return out


def render(conv, files, rng):
    opts = {}
    b = rng.choice(BEFORE)
    a = rng.choice(AFTER)
    parts = []
    if conv == "native":
        parts.append(
            '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
            if rng.random() < 0.5
            else json.dumps({"total_files": len(files)}) + "\n\n"
        )
        for p, c in files:
            parts.append(f"===FILE_CONTENT_BLOCK===\nPATH: {p}\n---\n{c}\n")
        parts.append("===FILE_CONTENT_BLOCK===END\n")
        return b + "".join(parts) + a, opts
    if conv == "markdown":
        for n, (p, c) in enumerate(files, 1):
            lang = LANG.get(Path(p).suffix, "")
            if rng.random() < 0.2:
                parts.append(
                    f'```{lang} title="{p}"\n{c}```\n\n'
                    if rng.random() < 0.5
                    else f"```{lang}:{p}\n{c}```\n\n"
                )
            else:
                parts.append(
                    rng.choice(LABELS).format(p=p, n=n)
                    + "\n"
                    + rng.choice(["", "\n"])
                    + f"```{lang}\n{c}```\n\n"
                )
            parts.append(rng.choice(BETWEEN))
        return b + "".join(parts) + a, opts
    if conv == "legacy":
        doc = {"files": [{"file_path": p, "content": c} for p, c in files]}
        if rng.random() < 0.5:
            doc = {"task_id": "t1", **doc}
        return json.dumps(doc, indent=rng.choice([None, 2])) + "\n", opts
    if conv == "cline":
        for p, c in files:
            parts.append(
                f"<write_to_file>\n<path>{p}</path>\n<content>\n{c}</content>\n</write_to_file>\n\n"
            )
            parts.append(rng.choice(BETWEEN))
        return b + "".join(parts) + a, opts
    if conv == "bolt":
        parts.append('<boltArtifact id="p" title="Project">\n')
        for p, c in files:
            parts.append(f'<boltAction type="file" filePath="{p}">\n{c}</boltAction>\n')
        if rng.random() < 0.3:
            parts.append('<boltAction type="shell">\npython app.py\n</boltAction>\n')
        parts.append("</boltArtifact>\n")
        return b + "".join(parts) + a, opts
    if conv == "openhands":
        opts = {"root": "/workspace"}
        for p, c in files:
            parts.append(
                rng.choice(["", "Let me create the file.\n"])
                + "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
                f"<parameter=path>/workspace/{p}</parameter>\n<parameter=file_text>\n{c}</parameter>\n</function>\n\n"
            )
        return b + "".join(parts) + a, opts
    if conv == "openai":
        msg = {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": f"call_{i}",
                    "type": "function",
                    "function": {
                        "name": "write_file",
                        "arguments": json.dumps({"path": p, "content": c}),
                    },
                }
                for i, (p, c) in enumerate(files)
            ],
        }
        return json.dumps(msg, indent=rng.choice([None, 2])) + "\n", opts
    if conv == "anthropic":
        blocks = (
            [{"type": "text", "text": b.strip() or "Creating files."}] if rng.random() < 0.5 else []
        ) + [
            {
                "type": "tool_use",
                "id": f"toolu_{i}",
                "name": "str_replace_based_edit_tool",
                "input": {"command": "create", "path": p, "file_text": c},
            }
            for i, (p, c) in enumerate(files)
        ]
        return json.dumps({"role": "assistant", "content": blocks}, indent=2) + "\n", opts
    if conv == "heredoc":
        lines = ["```bash\n"]
        for p, c in files:
            d = "'EOF'"
            lines.append(
                rng.choice(["cat > {p} <<{d}\n", "cat <<{d} > {p}\n"]).format(p=p, d=d)
                + c
                + "EOF\n"
            )
        lines.append("```\n")
        return b + "".join(lines) + a, opts
    raise ValueError(conv)


CONVS = [
    "native",
    "markdown",
    "legacy",
    "cline",
    "bolt",
    "openhands",
    "openai",
    "anthropic",
    "heredoc",
]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    rng = random.Random(61)
    pool = corpus(rng)
    print("pool", len(pool), file=sys.stderr)
    counts = collections.Counter()
    causes = collections.Counter()
    examples = {}
    for i in range(n):
        conv = CONVS[i % len(CONVS)]
        k = rng.randint(1, 3)
        chosen = rng.sample(pool, k)
        ps = paths(chosen, rng)
        files = [(p, c) for p, (_, c) in zip(ps, chosen, strict=True)]
        text, opts = render(conv, files, rng)
        r = parse_response(text, **opts)
        got = [(f.file_path, f.content) for f in r.code.files] if r.usable else None
        codes = tuple(
            sorted(
                {
                    d.code + " " + re.sub(r"line \\d+|\\S+\\.py|\\S+\\.\\w+", "_", d.message)[:90]
                    for d in r.diagnostics
                    if d.severity.name in ("ERROR", "FATAL")
                }
                or {d.code for d in r.diagnostics}
            )
        )
        if not r.usable:
            counts["refused"] += 1
            key = (conv, "refused", codes)
            causes[key] += 1
            examples.setdefault(key, (i, text, files))
        elif got != files:
            counts["wrong"] += 1
            key = (conv, "WRONG", codes)
            causes[key] += 1
            examples.setdefault(key, (i, text, files, got))
        else:
            counts["exact"] += 1
    print("answers", n, dict(counts))
    for key, c in causes.most_common():
        print(c, key)
    Path("/tmp/hunt61_examples.json").write_text(
        json.dumps({repr(k): v for k, v in examples.items()}, indent=1)
    )


if __name__ == "__main__":
    main()
