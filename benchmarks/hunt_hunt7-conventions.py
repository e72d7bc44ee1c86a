"""Hunt 7 on the convention readers: which fence line closes a file, counted.

    python benchmarks/hunt_hunt7-conventions.py [--count 60] [--seed 7]

Real files (the standard library corpus of ``tests/renderings.py``, npm's own README.md files
under /usr/lib/node_modules, which hold fences of every kind) rendered in the fenced
conventions (a backquoted label line then a fence, a path in the info string, v0's
``file="..."``, AutoGen's ``# filename:`` first line), mutated: the closing fence missing (the
next label follows), glued to the last line, doubled, CRLF lines, a Python string holding a
fence (``DOC = \"\"\"`` then a ```` ```python ```` block or a bare ```` ``` ````), a
last block without a path holding markup lines whose closing fence is missing (``tail-tags``).
``meant`` is the files as the model wrote them (AutoGen keeps its first line). A usable result
over other files is ``WRONG``; a non-usable one is ``refused``. Prints
``<conv> <mutation> tried N exact E refused R WRONG W`` and a total per convention.

Then ``string-example`` (real Python files holding a labelled example in a triple-quoted
string, after a comment or one-line string with a triple quote; only renderings that parse as
Python are counted), ``synthetic-readme`` (READMEs of every fence kind beside small files), and
the tool conventions (``TOOLS``), one line each: Claude artifacts indented as a whole
(``meant``: the content), Anthropic transcripts with text beside the calls and writes that fail
(``is_error``) then are retried (``meant``: the final contents), Responses writes followed by the
apply_patch or shell tool's own item on the first file (``meant``: refused), bolt file actions
whose ``filePath`` holds a character reference (``meant``: the path as written, which is what
bolt.new's parser takes).
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import renderings

from artifact_codec import parse_response

Files = list[tuple[str, str]]
_LANG = {"py": "python", "md": "markdown", "json": "json", "js": "javascript"}


def _lang(path: str) -> str:
    return _LANG.get(path.rsplit(".", 1)[-1], "")


def _open(conv: str, path: str) -> str:
    if conv == "label":
        return f"`{path}`:\n```{_lang(path)}\n"
    if conv == "info":
        return f"```{_lang(path)} {path}\n"
    if conv == "v0":
        return f'```{_lang(path)} file="{path}"\n'
    return f"```{_lang(path)}\n# filename: {path}\n"


def _node_readmes() -> list[renderings.CorpusFile]:
    root = Path("/usr/lib/node_modules")
    found = []
    for path in sorted(root.rglob("README.md")) if root.is_dir() else []:
        try:
            text = path.read_text("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if 200 < len(text) < 40_000 and "\r" not in text and text.endswith("\n"):
            name = "docs/" + path.relative_to(root).as_posix().replace("/", "_")
            found.append(renderings.CorpusFile(name, text))
    return found


def _string_fence(content: str, rng: random.Random) -> str:
    lines = content.split("\n")
    at = rng.randrange(len(lines))
    while at and lines[at - 1][:1] in (" ", "\t"):  # keep the string at the top level
        at -= 1
    inner = rng.choice(['DOC = """\n```python\nprint(1)\n```\n"""', 'FENCE = """\n```\n"""'])
    lines.insert(at, inner)
    return "\n".join(lines)


def _render(conv: str, files: Files, mutation: str, rng: random.Random) -> tuple[str, Files]:
    """The answer and the files meant."""
    out, meant = "", []
    victim = rng.randrange(len(files))
    for i, (path, content) in enumerate(files):
        if mutation == "string-fence" and path.endswith(".py"):
            content = _string_fence(content, rng)
        kept = (f"# filename: {path}\n" if conv == "autogen" else "") + content
        meant.append((path, kept))
        body = _open(conv, path) + content
        if i == victim and mutation == "missing" and i + 1 < len(files):
            out += body + "\n"
        elif i == victim and mutation == "glued":
            out += body.rstrip("\n") + "```\n\n"
        elif i == victim and mutation == "extra":
            out += body + "```\n```\n\n"
        else:
            out += body + "```\n\n"
    if mutation == "tail-tags":
        # prose, then a block without a path whose closing fence is missing (or the answer
        # was cut there), holding markup lines only: the files end where they were closed
        tags = rng.choice(["<html>\n</html>\n", "<App />\n", "<p>hi</p>\n<br>\n", "<div>\n"])
        out += rng.choice(["And the template:\n\n", "The page:\n", ""]) + "```\n" + tags
    if mutation == "crlf":
        out = out.replace("\n", "\r\n")
        meant = [(p, c.replace("\n", "\r\n")) for p, c in meant]
    return "Here are the files.\n\n" + out, meant


def _same(got: Files, meant: Files) -> bool:
    return len(got) == len(meant) and all(
        gp == mp and gc in (mc, mc + "\n", mc + "\r\n")
        for (gp, gc), (mp, mc) in zip(got, meant, strict=True)
    )


def _claude_indented(files: Files, rng: random.Random) -> tuple[str, Files]:
    """Claude artifacts indented as a whole (a list item's): meant is the content."""
    pad = " " * rng.choice([2, 3, 4])
    out = ""
    for i, (path, content) in enumerate(files):
        lines = "".join(
            (pad + line if line.strip() or rng.random() < 0.5 else "") + "\n"
            for line in content.split("\n")[:-1]
        )
        out += (
            f'{i + 1}. The file:\n\n{pad}<antArtifact identifier="f{i}" '
            f'type="application/vnd.ant.code" title="{path}">\n{lines}{pad}</antArtifact>\n\n'
        )
    return out, files


def _anthropic_retries(files: Files, rng: random.Random) -> tuple[str, Files]:
    """A transcript: text beside the calls, some writes failing (is_error) then retried."""
    messages: list[dict[str, object]] = []
    for i, (path, content) in enumerate(files):
        tries = [True] * rng.choice([0, 0, 1, 2]) + [False]
        for n, failed in enumerate(tries):
            ident = f"toolu_{i}_{n}"
            text = {"type": "text", "text": f"I'll write `{path}` now."}
            use = {
                "type": "tool_use",
                "id": ident,
                "name": rng.choice(["write_file", "create_file", "Write"]),
                "input": {"path": path, "content": content if not failed else content[::2]},
            }
            blocks = [text, use] if rng.random() < 0.7 else [use]
            messages.append({"role": "assistant", "content": blocks})
            result = {"type": "tool_result", "tool_use_id": ident, "content": "ok"}
            if failed:
                result.update(is_error=True, content="Error: EACCES")
            messages.append({"role": "user", "content": [result]})
    return json.dumps(messages, indent=2), files


def _responses_after(files: Files, rng: random.Random) -> tuple[str, Files]:
    """Responses items: the writes, then the apply_patch or shell tool on the first file."""
    path = files[0][0]
    items: list[dict[str, object]] = [
        {
            "type": "function_call",
            "call_id": f"call_{i}",
            "name": "write_file",
            "arguments": json.dumps({"path": p, "content": c}),
        }
        for i, (p, c) in enumerate(files)
    ]
    items.append(
        rng.choice(
            [
                {
                    "type": "apply_patch_call",
                    "call_id": "p",
                    "status": "completed",
                    "operation": {"type": "delete_file", "path": path},
                },
                {
                    "type": "apply_patch_call",
                    "call_id": "p",
                    "status": "completed",
                    "operation": {"type": "update_file", "path": path, "diff": "@@\n+# x\n"},
                },
                {"type": "shell_call", "call_id": "s", "action": {"commands": [f"rm {path}"]}},
                {
                    "type": "local_shell_call",
                    "call_id": "l",
                    "action": {"type": "exec", "command": ["sed", "-i", "s/a/b/", path]},
                },
            ]
        )
    )
    return json.dumps(items, indent=2), []


def _bolt_path_entity(files: Files, rng: random.Random) -> tuple[str, Files]:
    """bolt.new takes filePath as written (no entity decoding): meant is the raw path."""
    out, meant = "", []
    for path, content in files:
        raw = path.replace("/", rng.choice(["/&#97;", "/&amp;"]), 1) if "/" in path else path
        out += f'<boltAction type="file" filePath="{raw}">\n{content}</boltAction>\n'
        meant.append((raw, content.strip() + "\n"))
    return '<boltArtifact id="a" title="A">\n' + out + "</boltArtifact>\n", meant


TOOLS: dict[str, Callable[[Files, random.Random], tuple[str, Files]]] = {
    "claude-indented": _claude_indented,
    "anthropic-retries": _anthropic_retries,
    "responses-after": _responses_after,
    "bolt-path-entity": _bolt_path_entity,
}


def _verdict(text: str, meant: Files) -> str:
    result = parse_response(text)
    if not result.usable:
        return "refused"
    got = [(f.file_path, f.content) for f in result.code.files]
    return "exact" if meant and _same(got, meant) else "WRONG"


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=60, help="renderings per class")
    options.add_argument("--seed", type=int, default=7, help="seed of the renderings")
    options.add_argument("--show", action="store_true", help="print each WRONG answer")
    args = options.parse_args()
    stdlib = [f for f in renderings.corpus() if f.content.strip()]
    readmes = _node_readmes()
    pick: Callable[[random.Random], Files]

    def pick(rng: random.Random) -> Files:
        n = rng.randint(2, 3)
        chosen = rng.sample(stdlib, n)
        if readmes and rng.random() < 0.5:
            chosen[rng.randrange(n)] = rng.choice(readmes)
        names = [f.name for f in chosen]
        return [(f.name, f.content) for f in chosen] if len(set(names)) == n else pick(rng)

    for conv in ("label", "info", "v0", "autogen"):
        total: Counter[str] = Counter()
        for mutation in (
            "none",
            "missing",
            "glued",
            "extra",
            "crlf",
            "string-fence",
            "tail-tags",
        ):
            rng = random.Random(f"{args.seed}-{conv}-{mutation}")
            row: Counter[str] = Counter()
            for _ in range(args.count):
                text, meant = _render(conv, pick(rng), mutation, rng)
                result = parse_response(text)
                got = (
                    [(f.file_path, f.content) for f in result.code.files] if result.usable else None
                )
                if got is None:
                    verdict = "refused"
                elif _same(got, meant):
                    verdict = "exact"
                else:
                    verdict = "WRONG"
                    if args.show:
                        print("-----", conv, mutation, result.status, [p for p, _ in got])
                        print([d.code for d in result.diagnostics])
                        print(text[:3000])
                row["tried"] += 1
                row[verdict] += 1
            total.update(row)
            print(
                f"{conv} {mutation} tried {row['tried']} exact {row['exact']} "
                f"refused {row['refused']} WRONG {row['WRONG']}",
                flush=True,
            )
        print(
            f"{conv} tried {total['tried']} exact {total['exact']} "
            f"refused {total['refused']} WRONG {total['WRONG']}",
            flush=True,
        )
    string_examples(args.count, args.seed)
    synthetic_readmes(args.count, args.seed)
    tools(args.count, args.seed)


# Blocks a README holds (every fence kind: bare, info strings with attributes, ``~~~``,
# ````` ```` `````, indented code, HTML, an empty block), for synthetic READMEs.
_README_BLOCKS = (
    "```python\nprint(1)\n```\n",
    "```\nnpm i\n```\n",
    "~~~sh\nls\n~~~\n",
    "````md\n```js\nx\n```\n````\n",
    "    indented()\n",
    '```js title="a.js" {1,3}\nlet a\n```\n',
    "<details>\n<summary>x</summary>\n</details>\n",
    "Some prose with `code`.\n",
    "```console\n$ npm test\n```\n",
    "```diff\n- a\n+ b\n```\n",
    "```\n```\n",
)


def string_examples(count: int, seed: int) -> None:
    """Real Python files holding, at the top level, a triple-quoted string with a labelled
    example fence (``DOC = \"\"\"`` then ```` `b.py`: ```` and a ```` ```python ```` block), after a
    line holding a lone quote run: none (control), a comment or a one-line string with a triple
    quote. Rendered under labels, then another file; meant is the files as written."""
    stdlib = [f for f in renderings.corpus() if f.name.endswith(".py")]
    example = 'DOC = """\n`b.py`:\n```python\nx = 0\n```\n"""'
    for first in ("", '# use """ for docs', 'Q = \'"""\''):
        rng = random.Random(f"{seed}-string-example-{first}")
        row: Counter[str] = Counter()
        for _ in range(count):
            source = rng.choice(stdlib)
            lines = source.content.split("\n")
            at = rng.randrange(len(lines))
            while at and lines[at - 1][:1] in (" ", "\t", ")", "]", "}"):
                at -= 1
            lines[at:at] = [first, example] if first else [example]
            content = "\n".join(lines)
            try:  # the example inside another string or bracket is no top-level string
                ast.parse(content)
            except (SyntaxError, ValueError):
                row["not-python"] += 1
                continue
            files = [(source.name, content), ("c.py", "z = 3\n")]
            text = "".join(f"`{p}`:\n```python\n{c}```\n\n" for p, c in files)
            row["tried"] += 1
            row[_verdict(text, files)] += 1
        print(
            f"string-example first={first or '(none)'!r} tried {row['tried']} "
            f"exact {row['exact']} refused {row['refused']} WRONG {row['WRONG']} "
            f"(skipped, not Python: {row['not-python']})",
            flush=True,
        )


def synthetic_readmes(count: int, seed: int) -> None:
    """A README made of random blocks, beside small files, under a plain ```` ``` ```` fence
    (as models write it) in each fenced convention, then nothing, prose or a shell block."""
    rng = random.Random(f"{seed}-synthetic-readme")
    row: Counter[str] = Counter()
    for _ in range(count * 4):
        readme = "# T\n\n" + "\n".join(rng.choice(_README_BLOCKS) for _ in range(rng.randint(1, 4)))
        files = [("README.md", readme)]
        if rng.random() < 0.7:
            files.insert(rng.randrange(2), ("a.py", "x = 1\n"))
        if rng.random() < 0.5:
            files.append(("b.js", "let y = 2;\n"))
        style = rng.choice(["label", "info", "v0", "heading"])
        out = rng.choice(["", "Here you go:\n\n"])
        for path, content in files:
            lang = {"md": "markdown", "py": "python", "js": "javascript"}[path.rsplit(".", 1)[1]]
            opener = {
                "label": f"`{path}`:\n```{lang}\n",
                "info": f"```{lang} {path}\n",
                "v0": f'```{lang} file="{path}"\n',
                "heading": f"### {path}\n\n```{lang}\n",
            }[style]
            out += opener + content + "```\n\n"
        out += rng.choice(["", "Run `npm test`.\n", "```bash\nnpm test\n```\n"])
        row["tried"] += 1
        row[_verdict(out, files)] += 1
    print(
        f"synthetic-readme tried {row['tried']} exact {row['exact']} "
        f"refused {row['refused']} WRONG {row['WRONG']}",
        flush=True,
    )


def tools(count: int, seed: int) -> None:
    """The tool conventions (see TOOLS), over the same corpus."""
    stdlib = [f for f in renderings.corpus() if f.content.strip()]
    for conv, render in TOOLS.items():
        rng = random.Random(f"{seed}-{conv}")
        row: Counter[str] = Counter()
        for _ in range(count):
            chosen = rng.sample(stdlib, rng.randint(1, 3))
            text, meant = render([(f.name, f.content) for f in chosen], rng)
            row["tried"] += 1
            row[_verdict(text, meant)] += 1
        print(
            f"{conv} tried {row['tried']} exact {row['exact']} "
            f"refused {row['refused']} WRONG {row['WRONG']}",
            flush=True,
        )


if __name__ == "__main__":
    main()
