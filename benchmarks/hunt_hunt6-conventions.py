"""Hunt 6 on the tool conventions: what the tool itself would have written, counted.

    python benchmarks/hunt_hunt6-conventions.py [--count 60] [--seed 6]

Real files (the standard library corpus of ``tests/renderings.py``) rendered in each tool's
convention (bolt.new, Cline, OpenHands, OpenAI ``tool_calls`` with arguments as a JSON string,
AutoGen, Claude artifacts, v0). The reference is the tool's own parser and runner (bolt trims a
file action and adds one newline; Cline and OpenHands strip parameter values; every one of
them runs the commands of the answer after the files before them). Classes per convention:

- ``cmd-after`` (not whole): the files, then a command the tool runs that changes the first
  one (``sed -i``, a ``>`` redirection, ``prettier --write``, ``rm``/``mv``): ``meant`` empty.
- ``trim`` (ordinary): the first file with blank lines before it and after it: ``meant`` is
  what the tool writes (a final newline added by the reader allowed).
- ``hard`` (ordinary): files made hard (CRLF lines, a nested fence, the convention's own
  closing tag as a whole line inside a string, no final newline): ``meant`` is what the tool
  writes or the content as written (AutoGen keeps the ``# filename:`` line).
- ``example`` (ordinary; bolt, Cline, OpenHands): prose "The format looks like this:" over
  another real file in the convention, in a ```` ```xml ```` fence or an indented code block,
  then the answer: ``meant`` is the answer's files.

A usable result over other files than ``meant`` is ``WRONG``; a non-usable one is ``refused``.
Prints ``<conv> <class> tried N exact E refused R WRONG W`` and a total per convention.
"""

from __future__ import annotations

import argparse
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
COMMANDS = [
    "sed -i 's/a/b/' {p}",
    "echo '# changed' > {p}",
    "npx prettier --write {p}",
    "rm {p}",
    "mv {p} {p}.bak",
]


def _bolt(files: Files, command: str | None) -> str:
    body = "".join(f'<boltAction type="file" filePath="{p}">\n{c}</boltAction>\n' for p, c in files)
    if command is not None:
        body += f'<boltAction type="shell">\n{command}\n</boltAction>\n'
    return '<boltArtifact id="app" title="App">\n' + body + "</boltArtifact>\n"


def _cline(files: Files, command: str | None) -> str:
    text = "".join(
        f"<write_to_file>\n<path>{p}</path>\n<content>\n{c}</content>\n</write_to_file>\n\n"
        for p, c in files
    )
    if command is not None:
        text += f"<execute_command>\n<command>{command}</command>\n</execute_command>\n"
    return text


def _openhands(files: Files, command: str | None) -> str:
    text = "".join(
        "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
        f"<parameter=path>{p}</parameter>\n<parameter=file_text>\n{c}</parameter>\n</function>\n\n"
        for p, c in files
    )
    if command is not None:
        text += f"<function=execute_bash>\n<parameter=command>{command}</parameter>\n</function>\n"
    return text


def _openai(files: Files, command: str | None) -> str:
    calls: list[tuple[str, dict[str, object]]] = [
        ("write_file", {"path": p, "content": c}) for p, c in files
    ]
    if command is not None:
        calls.append(("shell", {"command": ["bash", "-lc", command]}))
    message = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": f"call_{i}",
                "type": "function",
                "function": {"name": n, "arguments": json.dumps(a)},
            }
            for i, (n, a) in enumerate(calls)
        ],
    }
    return json.dumps(message, indent=2) + "\n"


def _autogen(files: Files, command: str | None) -> str:
    text = "".join(f"```\n# filename: {p}\n{c}```\n\n" for p, c in files)
    if command is not None:
        text += f"```sh\n{command}\n```\n"
    return text


def _claude(files: Files, command: str | None) -> str:
    return "".join(
        f'<antArtifact identifier="f{i}" type="application/vnd.ant.code" title="{p}">\n'
        f"{c}</antArtifact>\n\n"
        for i, (p, c) in enumerate(files)
    )


def _v0(files: Files, command: str | None) -> str:
    blocks = "".join(f'```{p.rsplit(".", 1)[-1]} file="{p}"\n{c}```\n\n' for p, c in files)
    return '<CodeProject id="app">\n\n' + blocks + "</CodeProject>\n"


def _bolt_writes(c: str) -> str:
    return c.strip() + "\n"


def _strip(c: str) -> str:
    return c.strip()


def _as_written(c: str) -> str:
    return c


# convention -> (render, what the tool writes for a content, the content's own closing tag)
CONVENTIONS: dict[str, tuple[Callable[[Files, str | None], str], Callable[[str], str], str]] = {
    "bolt": (_bolt, _bolt_writes, "</boltAction>"),
    "cline": (_cline, _strip, "</content>"),
    "openhands": (_openhands, _strip, "</parameter>"),
    "tool_calls": (_openai, _as_written, "</tool_call>"),
    "autogen": (_autogen, _as_written, "```"),
    "claude_artifacts": (_claude, _as_written, "</antArtifact>"),
    "v0": (_v0, _as_written, "```"),
}
# conventions with no command of their own (no cmd-after class)
NO_COMMANDS = {"claude_artifacts", "v0"}
# tag conventions whose answer may show an example of the convention first
EXAMPLES = {"bolt", "cline", "openhands"}


def _pick(corpus: tuple[renderings.CorpusFile, ...], rng: random.Random, n: int) -> Files:
    chosen = rng.sample(list(corpus), n)
    files: Files = []
    for i, f in enumerate(chosen):
        path = f"pkg{i}/__init__.py" if f.name.endswith(".py") and rng.random() < 0.3 else f.name
        files.append((path, f.content))
    return files


def _harden(content: str, tag: str, rng: random.Random) -> str:
    lines = content.split("\n")
    at = rng.randrange(len(lines))
    choice = rng.randrange(4)
    if choice == 0:
        return content.replace("\n", "\r\n")
    if choice == 1:
        lines.insert(at, "```python\nprint(1)\n```")
    elif choice == 2:
        lines.insert(at, 'TAG = """\n' + tag + '\n"""')
    else:
        return content.rstrip("\n")
    return "\n".join(lines)


def _same(got: Files, meant: Files) -> bool:
    """The same files, a final newline added by the reader (``add_final_newline``) allowed."""
    return len(got) == len(meant) and all(
        gp == mp and gc in (mc, mc + "\n") for (gp, gc), (mp, mc) in zip(got, meant, strict=True)
    )


def _case(
    kind: str, conv: str, corpus: tuple[renderings.CorpusFile, ...], rng: random.Random
) -> tuple[str, Files, Files]:
    """The answer, what the tool writes, and (for ``hard``) the content as written."""
    render, writes, tag = CONVENTIONS[conv]
    files = _pick(corpus, rng, rng.randint(1, 3))
    if kind == "cmd-after":
        command = rng.choice(COMMANDS).format(p=files[0][0])
        return render(files, command), [], []
    if kind == "trim":
        path, content = files[0]
        files[0] = (path, "\n" * rng.randint(1, 2) + content + "\n" * rng.randint(1, 2))
        tool = [
            (p, (f"# filename: {p}\n" if conv == "autogen" else "") + writes(c)) for p, c in files
        ]
        return render(files, None), tool, []
    if kind == "example":
        example = render(_pick(corpus, rng, 1), None)
        shown = "```xml\n" + example + "```\n"
        if rng.random() < 0.5:
            shown = "".join("    " + line + "\n" for line in example.splitlines())
        text = "The format looks like this:\n\n" + shown + "\nHere is the answer:\n\n"
        return text + render(files, None), [(p, writes(c)) for p, c in files], files
    files = [(p, _harden(c, tag, rng)) for p, c in files]
    written = [(f"# filename: {p}\n" + c if conv == "autogen" else c) for p, c in files]
    tool = [(p, writes(c)) for (p, _), c in zip(files, written, strict=True)]
    return render(files, None), tool, [(p, c) for (p, _), c in zip(files, written, strict=True)]


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("--count", type=int, default=60, help="renderings per class")
    options.add_argument("--seed", type=int, default=6, help="seed of the renderings")
    args = options.parse_args()
    corpus = tuple(f for f in renderings.corpus() if f.content.strip())
    for conv in CONVENTIONS:
        total: Counter[str] = Counter()
        kinds = ("trim", "hard") if conv in NO_COMMANDS else ("cmd-after", "trim", "hard")
        if conv in EXAMPLES:
            kinds += ("example",)
        for kind in kinds:
            rng = random.Random(f"{args.seed}-{conv}-{kind}")
            row: Counter[str] = Counter()
            for _ in range(args.count):
                text, meant, as_written = _case(kind, conv, corpus, rng)
                result = parse_response(text)
                got = (
                    [(f.file_path, f.content) for f in result.code.files] if result.usable else None
                )
                if got is None:
                    verdict = "refused"
                elif _same(got, meant) or (as_written and _same(got, as_written)):
                    verdict = "exact"
                else:
                    verdict = "WRONG"
                row["tried"] += 1
                row[verdict] += 1
            total.update(row)
            print(
                f"{conv} {kind} tried {row['tried']} exact {row['exact']} "
                f"refused {row['refused']} WRONG {row['WRONG']}"
            )
        print(
            f"{conv} tried {total['tried']} exact {total['exact']} "
            f"refused {total['refused']} WRONG {total['WRONG']}"
        )


if __name__ == "__main__":
    main()
