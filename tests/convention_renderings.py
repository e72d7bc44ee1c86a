"""Real files rendered in other tools' conventions, and the check that nothing is read wrongly.

A plain module (no tests in it), shared by ``tests/test_convention_renderings.py`` (bounded,
hypothesis chooses) and ``benchmarks/convention_counts.py`` (a long seeded run that prints
counts per convention). The files are :func:`renderings.corpus` (the installed standard
library of the running interpreter), made hard on purpose (:data:`HARDENERS`: fences
inside, lines of this library's own format, closing tags of the conventions, a heredoc's
delimiter, CRLF line ends, another convention's rendering as content), and written the way each
tool's prompt asks (:func:`render`, with the label, fence, wrapper and call styles of
``tests/data/conventions/<tool>/``).

:func:`check` sorts a reading into ``exact`` (usable, every path and byte as written, read as
that convention), ``reported`` (not usable: the reader said it could not be sure) or
``wrong`` (usable but not what the model meant, or read as another convention). Wrong must be 0;
a rendering with nothing hard in it must be exact.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from renderings import CorpusFile

from artifact_codec import ParseResult
from artifact_codec.format.content import fenced_body

__all__ = [
    "CONVENTIONS",
    "HARDENERS",
    "ConventionRendering",
    "check",
    "render",
    "render_random",
]

#: The conventions rendered, with the ``result.format`` each must be read as.
CONVENTIONS = {
    "markdown": "markdown",
    "devika": "markdown",
    "v0": "markdown",
    "copilot": "markdown",
    "autogen": "markdown",
    "cline": "cline",
    "bolt": "bolt",
    "openhands": "openhands",
    "tool_calls": "tool_calls",
    "heredoc": "heredoc",
}
D = "===FILE_CONTENT_BLOCK==="
_LANGUAGES = {".py": "python", ".md": "markdown", ".json": "json", ".js": "javascript"}
_PREFIXES = ("", "src/", "app/", "pkg/", "lib/")
# Label lines before a fence, as the prompts of tests/data/conventions/*/README.md ask.
_LABELS = (
    "{p}",  # gpt-engineer, aider, ChatDev
    "[{p}]",  # gpt-engineer's template brackets
    "**{p}**",
    "`{p}`",
    "### {p}",
    "## Code: {p}",  # MetaGPT
    "File: `{p}`:",  # Devika
    "file: {p}",  # GPT-Pilot
    'file: "{p}"',
    "### {n}. `{p}` (part of the answer)",
    "- **{p}**",
    "Path: {p}",
)
_INFO = ("{lang} {p}", '{lang} file="{p}"', "{p}", '{lang} title="{p}"')
_PROSE = (
    "Here are the files:\n\n",
    "Sure! I'll write each file in full.\n\n",
    "",
)
_AFTER = ("\nLet me know if you need anything else!\n", "", "\nRun the tests with `pytest`.\n")


@dataclass
class ConventionRendering:
    """An answer in one convention, and what reading it must give."""

    convention: str
    style: str
    text: str
    files: list[tuple[str, str]]
    hard: list[str]  # what makes it hard (empty: it must read exactly)
    options: dict[str, Any] = field(default_factory=dict)
    commands: list[str] = field(default_factory=list)


# -- making contents hard --------------------------------------------------------------------


def _insert(content: str, rng: random.Random, lines: str) -> str:
    """``lines`` (ending with a newline) put in at a random line boundary."""
    breaks = [0] + [m.end() for m in re.finditer("\n", content)]
    at = rng.choice(breaks)
    return content[:at] + lines + content[at:]


def _other_rendering(rng: random.Random) -> str:
    inner = [("x.py", "x = 1\n")]
    kind = rng.choice(("hybrid", "cline", "bolt", "markdown", "openhands", "heredoc"))
    if kind == "hybrid":
        return f'{{"total_files": 1}}\n\n{D}\nPATH: x.py\n---\nx = 1\n\n{D}END\n'
    return _render_text(kind, inner, random.Random(rng.random()), "plain")[0]


#: Things a real file may hold that look like structure of some convention.
HARDENERS = {
    "nested_fence": lambda c, rng: _insert(c, rng, "```bash\npip install -e .\n```\n"),
    "bare_fence": lambda c, rng: _insert(c, rng, "```\nexample\n```\n"),
    "tilde_fence": lambda c, rng: _insert(c, rng, "~~~\nexample\n~~~\n"),
    "native_format": lambda c, rng: _insert(c, rng, f"{D}\nPATH: fixture.py\n---\nx = 1\n"),
    "closing_tags": lambda c, rng: _insert(
        c,
        rng,
        rng.choice(("</content>", "</write_to_file>", "</boltAction>", "</parameter>")) + "\n",
    ),
    "heredoc_delimiter": lambda c, rng: _insert(c, rng, "EOF\n"),
    "label_and_fence": lambda c, rng: _insert(c, rng, "### other.py\n```python\ny = 2\n```\n"),
    "other_convention": lambda c, rng: _insert(c, rng, _other_rendering(rng)),
    "crlf": lambda c, rng: c.replace("\n", "\r\n"),
}


def _fits(path: str, chosen: list[str]) -> bool:
    folded = path.casefold()
    return all(
        not (o == folded or o.startswith(folded + "/") or folded.startswith(o + "/"))
        for o in (c.casefold() for c in chosen)
    )


def _paths(files: Sequence[CorpusFile], rng: random.Random) -> list[str]:
    chosen: list[str] = []
    for file in files:
        parts = file.name.split("/", 1)[1].split("/")
        keep = rng.choice((1, 2, len(parts)))
        path = rng.choice(_PREFIXES) + "/".join(parts[-keep:])
        if not _fits(path, chosen):
            path = file.name
        if not _fits(path, chosen):
            path = f"copy{len(chosen)}/{file.name}"
        chosen.append(path)
    return chosen


# -- the renderers ---------------------------------------------------------------------------


def _longest_run(text: str, char: str) -> int:
    return max((len(run) for run in re.findall(re.escape(char) + "+", text)), default=0)


def _language(path: str) -> str:
    for suffix, language in _LANGUAGES.items():
        if path.endswith(suffix):
            return language
    return "text"


def _fence(content: str, style: str, char: str = "`") -> str:
    if style == "naive":
        return char * 3
    return char * max(3, _longest_run(content, char) + 1)


def _comment(path: str) -> str:
    return "#" if path.endswith((".py", ".sh", ".toml", ".yaml")) else "//"


def _render_markdown(
    convention: str, files: list[tuple[str, str]], rng: random.Random, style: str
) -> tuple[str, list[tuple[str, str]]]:
    """The Markdown family; returns the text and the files as the tool means them."""
    out: list[str] = []
    meant: list[tuple[str, str]] = []
    for number, (path, content) in enumerate(files, 1):
        char = "~" if convention == "markdown" and rng.random() < 0.15 else "`"
        fence = _fence(content, style, char)
        lang = _language(path)
        if convention == "v0":
            out.append(f'{fence}{lang} file="{path}"\n{content}{fence}\n')
        elif convention == "copilot":
            fence = _fence(content, style) if style == "naive" else "`" * max(4, len(fence))
            mark = f"{_comment(path)} filepath: {path}\n"
            out.append(f"{fence}{lang}\n{mark}{content}{fence}\n\n")
        elif convention == "autogen":
            line = f"{_comment(path)} filename: {path}\n"
            out.append(f"{fence}{lang}\n{line}{content}{fence}\n\n")
            content = line + content  # AutoGen writes the whole block, the line included
        elif convention == "markdown" and rng.random() < 0.3:
            info = rng.choice(_INFO).format(lang=lang, p=path)
            out.append(f"{fence}{info}\n{content}{fence}\n\n")
        else:
            label = rng.choice(_LABELS).format(p=path, n=number)
            blank = rng.choice(("", "\n"))
            out.append(f"{label}\n{blank}{fence}{lang}\n{content}{fence}\n\n")
        meant.append((path, content))
    body = "".join(out)
    if convention == "devika":
        body = (
            "~~~\n"
            + "".join(
                f"File: `{p}`:\n{_fence(c, style)}{_language(p)}\n{c}{_fence(c, style)}\n\n"
                for p, c in files
            ).rstrip("\n")
            + "\n~~~\n"
        )
    elif convention == "v0":
        body = f'<CodeProject id="project">\n{body}</CodeProject>\n'
    return rng.choice(_PROSE) + body + rng.choice(_AFTER), meant


def _render_text(
    convention: str, files: list[tuple[str, str]], rng: random.Random, style: str
) -> tuple[str, list[tuple[str, str]], dict[str, Any], list[str]]:
    """(text, files as meant, parse_response options, commands) of one rendering."""
    if convention in ("markdown", "devika", "v0", "copilot", "autogen"):
        text, meant = _render_markdown(convention, files, rng, style)
        return text, meant, {}, []
    if convention == "cline":
        parts = [rng.choice(_PROSE)]
        for path, content in files:
            count = (
                f"<line_count>{content.count(chr(10))}</line_count>\n" if rng.random() < 0.3 else ""
            )
            parts.append(
                f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n{count}"
                "</write_to_file>\n\n"
            )
        commands = ["npm test"] if rng.random() < 0.3 else []
        for command in commands:
            parts.append(f"<execute_command>\n<command>{command}</command>\n</execute_command>\n")
        return "".join(parts), files, {}, commands
    if convention == "bolt":
        parts = [rng.choice(_PROSE), '<boltArtifact id="project" title="Project">\n']
        commands: list[str] = []
        for path, content in files:
            parts.append(
                f'  <boltAction type="file" filePath="{path}">\n{content}  </boltAction>\n'
            )
            if rng.random() < 0.3:
                commands.append("npm install")
                parts.append('  <boltAction type="shell">\n    npm install\n  </boltAction>\n')
        parts.append("</boltArtifact>\n")
        return "".join(parts), files, {}, commands
    if convention == "openhands":
        parts = []
        for path, content in files:
            parts.append(
                "Let me create the file.\n<function=str_replace_editor>\n"
                "<parameter=command>create</parameter>\n"
                f"<parameter=path>/workspace/{path}</parameter>\n"
                f"<parameter=file_text>\n{content}</parameter>\n</function>\n\n"
            )
        return "".join(parts), files, {"root": "/workspace"}, []
    if convention == "tool_calls":
        shape = rng.choice(("openai", "anthropic", "hermes", "jsonl"))
        calls: list[dict[str, object]] = [
            {"path": path, "content": content} for path, content in files
        ]
        for call in calls:  # arguments that describe a write and change nothing of it
            extra = rng.choice(({}, {}, {"description": "new file"}, {"overwrite": True}))
            call.update(extra)
        if shape == "openai":
            message = {
                "role": "assistant",
                "tool_calls": [
                    {
                        "id": f"call_{n}",
                        "type": "function",
                        "function": {"name": "write_file", "arguments": json.dumps(call)},
                    }
                    for n, call in enumerate(calls)
                ],
            }
            if rng.random() < 0.3:  # a later call that only reads a written file
                read = {"path": files[0][0]}
                message["tool_calls"].append(
                    {
                        "id": "read",
                        "type": "function",
                        "function": {"name": "read_file", "arguments": json.dumps(read)},
                    }
                )
            text = json.dumps(message, indent=rng.choice((None, 2))) + "\n"
        elif shape == "anthropic":
            blocks = [
                {
                    "type": "tool_use",
                    "id": f"toolu_{n}",
                    "name": "str_replace_based_edit_tool",
                    "input": {"command": "create", "path": c["path"], "file_text": c["content"]},
                }
                for n, c in enumerate(calls)
            ]
            text = json.dumps({"role": "assistant", "content": blocks}, indent=2) + "\n"
        elif shape == "hermes":
            text = "".join(
                "<tool_call>\n"
                + json.dumps({"name": "write_file", "arguments": c})
                + "\n</tool_call>\n"
                for c in calls
            )
        else:
            text = "".join(
                json.dumps(
                    {
                        "role": "assistant",
                        "tool_calls": [
                            {"function": {"name": "write_file", "arguments": json.dumps(c)}}
                        ],
                    }
                )
                + "\n"
                for c in calls
            )
        return text, files, {}, []
    if convention == "heredoc":
        lines = ["```bash\n"] if rng.random() < 0.7 else []
        meant = []
        # The script around the heredocs, as agents write it: a cd into the project folder
        # first (the files land in it), commands that only read, run or chmod a file after.
        folder = rng.choice(("", "", "", "app", "services/api"))
        if folder:
            move = rng.choice(("mkdir -p {f} && cd {f}\n", "cd {f}\n", "pushd {f}\n"))
            lines.append(move.format(f=folder))
        for path, content in files:
            quoted = not (style == "plain" and not re.search(r"[$`\\]", content))
            delimiter = "'EOF'" if quoted else "EOF"
            form = rng.choice(("cat > {p} <<{d}\n", "cat <<{d} > {p}\n", "tee {p} <<{d}\n"))
            lines.append(form.format(p=path, d=delimiter) + content + "EOF\n")
            meant.append((f"{folder}/{path}" if folder else path, content))
            after = rng.choice(("", "", "", "chmod +x {p}\n", "git add {p}\n", "cat {p}\n"))
            lines.append(after.format(p=path))
        if lines and lines[0] == "```bash\n":
            lines.append("```\n")
        return "".join(lines), meant, {}, []
    raise ValueError(convention)


def render(
    convention: str,
    pool: Sequence[CorpusFile],
    indices: Sequence[int],
    hardeners: Sequence[str],
    seed: int,
) -> ConventionRendering:
    """The answer a tool's model would write with the files ``indices`` of ``pool``, made hard
    with ``hardeners`` (names of :data:`HARDENERS`), the small choices seeded by ``seed``."""
    rng = random.Random(seed)
    chosen = [pool[i % len(pool)] for i in indices]
    paths = _paths(chosen, rng)
    files = []
    hard: list[str] = []
    for path, file in zip(paths, chosen, strict=True):
        content = file.content
        for name in hardeners:
            if rng.random() < 0.6:
                content = HARDENERS[name](content, rng)
                hard.append(name)
        files.append((path, content))
    style = rng.choice(("careful", "naive", "plain"))
    text, meant, options, commands = _render_text(convention, files, rng, style)
    hard.extend(_inherently_hard(convention, style, meant))
    return ConventionRendering(convention, style, text, meant, hard, options, commands)


_CHARACTER_REFERENCE = re.compile(r"&(?:lt|gt|amp|quot|apos|#[0-9]+|#[xX][0-9a-fA-F]+);")


def _trimmed_by_tool(content: str) -> bool:
    """Whether a tag content has blanks or blank lines before its text or after its last line
    (which the XML-style tools' parsers strip, so the file as written is not what they write)."""
    text = content.strip()
    return bool(text) and content not in (text, text + "\n", text + "\r\n")


def _inherently_hard(convention: str, style: str, files: list[tuple[str, str]]) -> list[str]:
    """What in the real files themselves the convention cannot say plainly."""
    found = []
    for _, content in files:
        if style == "naive" and re.search(r"(?m)^[ \t]*(```|~~~)", content):
            found.append("fence_in_content")
        if convention in ("devika", "markdown") and re.search(r"(?m)^[ \t]*~~~", content):
            found.append("tilde_in_content")
        if convention == "heredoc" and re.search(r"(?m)^EOF\r?$", content):
            found.append("delimiter_in_content")
        if convention == "bolt" and "</boltAction>" in content:
            found.append("closing_tag")
        if convention == "bolt" and _CHARACTER_REFERENCE.search(content):
            found.append("character_reference")  # bolt.new keeps it, its forks decode it
        if convention in ("bolt", "cline", "openhands") and _trimmed_by_tool(content):
            found.append("trimmed_layout")  # the tool's parser strips the content
    return found


def render_random(pool: Sequence[CorpusFile], rng: random.Random) -> ConventionRendering:
    """A rendering drawn with ``rng`` (the counts script)."""
    convention = rng.choice(sorted(CONVENTIONS))
    indices = [rng.randrange(len(pool)) for _ in range(rng.randint(1, 4))]
    hardeners = rng.sample(sorted(HARDENERS), rng.randint(0, 2))
    return render(convention, pool, indices, hardeners, rng.randrange(2**32))


# -- the check ---------------------------------------------------------------------------------


def check(rendering: ConventionRendering, result: ParseResult) -> str:
    """``"exact"``, ``"reported"`` or ``"wrong: why"`` (see the module doc)."""
    codes = [d.code for d in result.diagnostics]
    if "internal-error" in codes:
        return f"wrong: internal error {result.diagnostics}"
    if not result.usable:
        if not result.diagnostics:
            return "wrong: not usable and no diagnostic says why"
        return "reported"
    got = [(file.file_path, file.content) for file in result.code.files]
    want = rendering.files
    if "content-fence-removed" in codes:
        # The documented content rule (a file wrapped whole in a code fence is unwrapped, with
        # a warning), which Cline's own handler applies too.
        want = [(path, fenced_body(content) or content) for path, content in want]
    if got != want:
        return "wrong: " + _difference(got, want)
    convention = CONVENTIONS[rendering.convention]
    if result.format.value != convention:
        return f"wrong: read as {result.format.value}, not {convention}"
    if result.commands != rendering.commands:
        return f"wrong: commands {result.commands}, expected {rendering.commands}"
    if "read-as" not in codes:
        return "wrong: no read-as diagnostic"
    return "exact"


def _difference(got: list[tuple[str, str]], want: list[tuple[str, str]]) -> str:
    if [p for p, _ in got] != [p for p, _ in want]:
        return f"paths {[p for p, _ in got]}, expected {[p for p, _ in want]}"
    for (path, content), (_, expected) in zip(got, want, strict=True):
        if content != expected:
            at = next(
                (i for i, (a, b) in enumerate(zip(content, expected, strict=False)) if a != b),
                min(len(content), len(expected)),
            )
            return (
                f"{path}: differs at {at}: got {content[max(0, at - 30) : at + 30]!r}, expected "
                f"{expected[max(0, at - 30) : at + 30]!r}"
            )
    return "files differ"
