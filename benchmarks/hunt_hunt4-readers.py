"""Hunt 4 on the lenient reader: other tools' conventions with real files, counted per class.

    python benchmarks/hunt_hunt4-readers.py [--count 60] [--seed 4]

Real files: the standard library corpus of ``tests/renderings.py`` (text files of the running
interpreter). Every class builds the files the model MEANT first, renders them in one of the
conventions of ``docs/lenient.md`` (Markdown labels, info strings, v0, Devika, Copilot, Cline,
bolt, OpenHands, OpenAI tool calls, Hermes ``<tool_call>``, heredocs), reads the answer back and
sorts it: ``right`` (usable, every path and byte as meant), ``refused`` (not usable) or
``WRONG`` (usable with other files than meant). Classes:

- ``ordinary``: two real files, nothing special: every refusal is a false refusal;
- ``md-suffixless``: a file named without suffix (Pipfile, CODEOWNERS...) under a path label;
- ``md-route-path``: a file in a Next.js route folder (``app/[id]``, ``app/(auth)``) or a folder
  with a space, in the Markdown family;
- ``md-list``: files as numbered list items, fence and content indented under the item;
- ``md-list-margin``: the same with the content written from the margin (fences indented);
- ``heredoc-winpath``: a heredoc whose path uses Windows separators (the model means folders);
- ``nested-content``: a file whose content is an answer in ANOTHER convention;
- ``duplicate``: the same path written twice with different content (must not be usable with
  the first one: the tool writes both in turn, the file is the last);
- ``decorated-path``: a tool call's path in quotes, backquotes, bold, with a colon or a note;
- ``twice-in-call``: one write naming two paths (must not be usable: two readings);
- ``mixed``: two files, each in another convention (usable only with both);
- ``claude-artifact``: a Claude ``<antArtifact title="path">`` beside a Markdown file;
- ``heredoc-echo``: heredocs and a small file written by ``echo``/``printf``/``tee`` (usable
  only with all three files);
- ``heredoc-delimiter``: a delimiter line with a blank after it or indented: the shell does not
  end the heredoc there (must not be usable);
- ``crlf``: the whole answer with CRLF line ends (a transport), read as LF;
- ``cut-length``: every line prefix of an ordinary answer, ``finish_reason="length"``: never
  usable (``right`` here counts refusals, ``WRONG`` a usable result);
- ``cut-none``: the same prefixes without finish reason: usable only with complete files.
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
Case = tuple[str, Files, dict[str, object]]  # text, files meant, options
CONVENTIONS = (
    "md-label", "md-info", "v0", "devika", "copilot", "cline", "bolt",
    "openhands", "openai", "hermes", "heredoc",
)  # fmt: skip
SUFFIXLESS = ("Pipfile", "justfile", "CODEOWNERS", "VERSION", "Podfile", "makefile", "AUTHORS")
_LABELS = ("`{}`", "**{}**", "{}", "### {}", "File: `{}`:")


def _longest(text: str, char: str = "`") -> int:
    best = run = 0
    for c in text:
        run = run + 1 if c == char else 0
        best = max(best, run)
    return best


def _fence(content: str) -> str:
    return "`" * max(3, _longest(content) + 1)


def _comment(path: str) -> str:
    return "//" if path.endswith((".js", ".ts", ".c")) else "#"


def render(convention: str, files: Files, rng: random.Random) -> Case:
    """One answer in ``convention`` that means exactly ``files``."""
    out: list[str] = [rng.choice(("Here are the files:\n\n", ""))]
    options: dict[str, object] = {"finish_reason": "stop"}
    if convention == "md-label":
        for path, content in files:
            f = _fence(content)
            out.append(f"{rng.choice(_LABELS).format(path)}\n{f}\n{content}{f}\n\n")
    elif convention == "md-info":
        for path, content in files:
            f = _fence(content)
            out.append(f"{f}text {path}\n{content}{f}\n\n")
    elif convention == "v0":
        out.append('<CodeProject id="p">\n')
        for path, content in files:
            f = _fence(content)
            out.append(f'{f}text file="{path}"\n{content}{f}\n\n')
        out.append("</CodeProject>\n")
    elif convention == "devika":
        out.append("~~~\n")
        for path, content in files:
            f = _fence(content)
            out.append(f"File: `{path}`:\n{f}\n{content}{f}\n\n")
        out.append("~~~\n")
    elif convention == "copilot":
        for path, content in files:
            f = "`" * max(4, _longest(content) + 1)
            out.append(f"{f}text\n{_comment(path)} filepath: {path}\n{content}{f}\n\n")
    elif convention == "cline":
        for path, content in files:
            out.append(
                f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n"
                "</write_to_file>\n\n"
            )
    elif convention == "bolt":
        out.append('<boltArtifact id="p" title="P">\n')
        for path, content in files:
            out.append(f'<boltAction type="file" filePath="{path}">\n{content}</boltAction>\n')
        out.append("</boltArtifact>\n")
    elif convention == "openhands":
        options["root"] = "/workspace"
        for path, content in files:
            out.append(
                "<function=str_replace_editor>\n<parameter=command>create</parameter>\n"
                f"<parameter=path>/workspace/{path}</parameter>\n"
                f"<parameter=file_text>\n{content}</parameter>\n</function>\n\n"
            )
    elif convention == "openai":
        calls = [
            {
                "id": f"c{n}",
                "type": "function",
                "function": {
                    "name": "write_file",
                    "arguments": json.dumps({"path": p, "content": c}),
                },
            }
            for n, (p, c) in enumerate(files)
        ]
        out = [json.dumps({"role": "assistant", "tool_calls": calls}, indent=2) + "\n"]
        options["finish_reason"] = "tool_calls"
    elif convention == "hermes":
        for path, content in files:
            call = {"name": "write_file", "arguments": {"path": path, "content": content}}
            out.append("<tool_call>\n" + json.dumps(call) + "\n</tool_call>\n")
    elif convention == "heredoc":
        out.append("```bash\n")
        for path, content in files:
            out.append(f"cat > {path} <<'END_OF_FILE'\n{content}END_OF_FILE\n")
        out.append("```\n")
    else:
        raise ValueError(convention)
    return "".join(out), files, options


def _two(pool: list[renderings.CorpusFile], rng: random.Random) -> Files:
    a, b = rng.sample(pool, 2)
    return [(f"src/{Path(a.name).name}", a.content), (f"lib/{Path(b.name).name}", b.content)]


def ordinary(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    return render(rng.choice(CONVENTIONS), _two(pool, rng), rng)


def md_suffixless(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    files = _two(pool, rng)
    files[1] = (rng.choice(SUFFIXLESS), files[1][1])
    return render("md-label", files, rng)


_ROUTE_FOLDERS = ("app/[id]", "app/[...slug]", "app/(auth)/login", "pages/[user]", "docs/my notes")


def md_route_path(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    """A file in a Next.js route folder (or a folder with a space) beside an ordinary one."""
    files = _two(pool, rng)
    files[0] = (f"{rng.choice(_ROUTE_FOLDERS)}/{Path(files[0][0]).name}", files[0][1])
    return render(rng.choice(("md-label", "md-info", "v0", "copilot")), files, rng)


def _listed(files: Files, rng: random.Random, indent_content: bool) -> str:
    """Files as the items of a numbered list, the fences indented under the items."""
    out = ["Here are the files:\n\n"]
    for number, (path, content) in enumerate(files, 1):
        pad = " " * rng.choice((2, 3, 4)) if number < 10 else "    "
        f = _fence(content)
        body = content
        if indent_content:
            body = "".join(
                pad + line if line.strip() else line for line in content.splitlines(True)
            )
        out.append(f"{number}. `{path}`\n\n{pad}{f}\n{body}{pad}{f}\n\n")
    return "".join(out)


def md_list(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    files = _two(pool, rng)
    return _listed(files, rng, True), files, {"finish_reason": "stop"}


def md_list_margin(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    files = _two(pool, rng)
    return _listed(files, rng, False), files, {"finish_reason": "stop"}


def heredoc_winpath(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    files = _two(pool, rng)
    text, meant, options = render("heredoc", files, rng)
    for path, _ in files:
        text = text.replace(f"cat > {path} ", "cat > " + path.replace("/", "\\") + " ", 1)
    return text, meant, options


_INNER = {
    "cline": "cline",
    "bolt": "bolt",
    "openhands": "openhands",
    "hermes": "hermes",
    "heredoc": "heredoc",
    "md-label": "md-label",
}


def nested_content(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    files = _two(pool, rng)
    inner_text, _, _ = render(rng.choice(list(_INNER)), [files[0]], rng)
    files[1] = ("docs/EXAMPLE.md", "How the tool answers:\n\n" + inner_text)
    outer = rng.choice(CONVENTIONS)
    return render(outer, files, rng)


def duplicate(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    files = _two(pool, rng)
    second = (files[0][0], files[1][1])
    text, _, options = render(rng.choice(CONVENTIONS), [files[0], second], rng)
    return text, [second], options  # what the tools leave: the last write


def crlf(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    text, meant, options = ordinary(pool, rng)
    return text.replace("\n", "\r\n"), meant, options


_DECORATIONS = ('"{}"', "'{}'", "`{}`", "**{}**", "{}:", "{} (main module)")
_TOOLS = ("cline", "bolt", "openhands", "openai", "hermes")


def decorated_path(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    files = _two(pool, rng)
    convention = rng.choice(_TOOLS)
    text, meant, options = render(convention, files, rng)
    path = files[0][0]
    decorated = rng.choice(_DECORATIONS).format(path)
    if convention in ("openai", "hermes"):
        old, new = json.dumps(path), json.dumps(decorated)
        if convention == "openai":  # the arguments are a JSON string inside the JSON
            old, new = json.dumps(old)[1:-1], json.dumps(new)[1:-1]
        text = text.replace(old, new, 1)
    else:
        decorated = decorated.replace('"', "&quot;") if convention == "bolt" else decorated
        text = text.replace(path, decorated, 1)
    return text, meant, options


def twice_in_call(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    """One write naming two paths: not usable (which one did the model mean?)."""
    files = _two(pool, rng)
    convention = rng.choice(("cline", "bolt", "openhands", "hermes", "v0"))
    text, _, options = render(convention, files[:1], rng)
    path, other = files[0][0], files[1][0]
    if convention == "cline":
        text = text.replace(f"<path>{path}</path>", f"<path>{path}</path>\n<path>{other}</path>")
    elif convention == "bolt":
        text = text.replace(f'filePath="{path}"', f'filePath="{path}" filePath="{other}"')
    elif convention == "openhands":
        first = f"<parameter=path>/workspace/{path}</parameter>"
        text = text.replace(first, f"{first}\n<parameter=path>/workspace/{other}</parameter>")
    elif convention == "hermes":
        text = text.replace('"path": ', f'"path": {json.dumps(other)}, "path": ', 1)
    else:
        text = text.replace(f'file="{path}"', f'file="{path}" title="{other}"')
    return text, [], options


def mixed(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    """Two files, each in another convention: usable only with both files."""
    files = _two(pool, rng)
    first, second = rng.sample([c for c in CONVENTIONS if c != "openai"], 2)
    text_a, _, options = render(first, files[:1], rng)
    text_b, _, options_b = render(second, files[1:], rng)
    options.update(options_b)
    return text_a + "\n" + text_b, files, options


def claude_artifact(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    """A Claude artifact beside a file in a known convention."""
    files = _two(pool, rng)
    path, content = files[0]
    artifact = (
        '<antArtifact identifier="code" type="application/vnd.ant.code" '
        f'language="text" title="{path}">\n{content}</antArtifact>\n'
    )
    text, _, options = render(rng.choice(("md-label", "md-info", "copilot")), files[1:], rng)
    return artifact + "\n" + text, files, options


def heredoc_echo(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    """Heredocs, and one small file written by ``echo``/``printf``/``tee`` in the same script."""
    files = _two(pool, rng)
    text, meant, options = render("heredoc", files, rng)
    small = ("config/VERSION.txt", f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.0\n")
    line = rng.choice(
        (
            "echo '{c}' > {p}\n",
            "printf '{c}\\n' > {p}\n",
            "echo '{c}' | tee {p}\n",
        )
    ).format(c=small[1].strip(), p=small[0])
    text = text[: text.rindex("```\n")] + line + "```\n"
    return text, [*meant, small], options


def heredoc_delimiter(pool: list[renderings.CorpusFile], rng: random.Random) -> Case:
    """The first heredoc's delimiter line written so that the shell does not end there."""
    files = _two(pool, rng)
    text, _, options = render("heredoc", files, rng)
    bad = rng.choice(("END_OF_FILE \n", "  END_OF_FILE\n", "END_OF_FILE\t\n"))
    return text.replace("\nEND_OF_FILE\n", "\n" + bad, 1), [], options


CLASSES: dict[str, Callable[[list[renderings.CorpusFile], random.Random], Case]] = {
    "ordinary": ordinary,
    "md-suffixless": md_suffixless,
    "md-route-path": md_route_path,
    "md-list": md_list,
    "md-list-margin": md_list_margin,
    "heredoc-winpath": heredoc_winpath,
    "nested-content": nested_content,
    "duplicate": duplicate,
    "crlf": crlf,
    "heredoc-echo": heredoc_echo,
    "heredoc-delimiter": heredoc_delimiter,
    "mixed": mixed,
    "claude-artifact": claude_artifact,
    "decorated-path": decorated_path,
    "twice-in-call": twice_in_call,
}


def _files(result: object) -> Files:
    return [(f.file_path, f.content) for f in result.code.files]  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--show", action="store_true", help="print the first WRONG of a class")
    args = parser.parse_args()
    pool = [
        f
        for f in renderings.corpus()
        if f.content.endswith("\n") and "\r" not in f.content and len(f.content) < 4000
    ]
    print(f"{'class':18} {'tried':>6} {'right':>6} {'refused':>8} {'WRONG':>6}  refusal codes")
    for name, build in CLASSES.items():
        rng = random.Random(f"{args.seed}-{name}")
        counts: Counter[str] = Counter()
        codes: Counter[str] = Counter()
        shown = False
        for _ in range(args.count):
            text, meant, options = build(pool, rng)
            result = parse_response(text, **options)  # type: ignore[arg-type]
            counts["tried"] += 1
            if not result.usable:
                counts["refused"] += 1
                codes.update({d.code for d in result.diagnostics if d.severity.value == "error"})
            elif _files(result) == meant and meant:
                counts["right"] += 1
            else:
                counts["WRONG"] += 1
                if args.show and not shown:
                    shown = True
                    got = [p for p, _ in _files(result)]
                    print(f"  WRONG {name}: {got} != {[p for p, _ in meant]}")
        top = ", ".join(f"{c} {n}" for c, n in codes.most_common(3))
        print(
            f"{name:18} {counts['tried']:6} {counts['right']:6} {counts['refused']:8} "
            f"{counts['WRONG']:6}  {top}"
        )
    _cuts(pool, args)


def _cuts(pool: list[renderings.CorpusFile], args: argparse.Namespace) -> None:
    """Every line prefix (with and without its last line break) of ordinary answers."""
    for finish in ("length", None):
        rng = random.Random(f"{args.seed}-cut-{finish}")
        counts: Counter[str] = Counter()
        for _ in range(max(1, args.count // 6)):
            text, meant, options = ordinary(pool, rng)
            lines = text.splitlines(keepends=True)
            for n in range(1, len(lines)):
                for prefix in ("".join(lines[:n]), "".join(lines[:n]).rstrip("\n")):
                    kwargs = {**options, "finish_reason": finish}
                    result = parse_response(prefix, **kwargs)  # type: ignore[arg-type]
                    counts["tried"] += 1
                    got = _files(result)
                    if not result.usable:
                        counts["right" if finish == "length" else "refused"] += 1
                    elif finish == "length" or any(g not in meant for g in got):
                        counts["WRONG"] += 1
                    else:
                        counts["right"] += 1
        name = f"cut-{finish or 'none'}"
        print(
            f"{name:18} {counts['tried']:6} {counts['right']:6} {counts['refused']:8} "
            f"{counts['WRONG']:6}  (cut: refused is right after a length stop)"
        )


if __name__ == "__main__":
    main()
