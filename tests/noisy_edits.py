"""Edits as models write them: a file's change rendered in each edit convention, with the noise
real models add, and the file the edit must produce.

Shared by the applier's test bed (``tests/test_apply_testbed.py``) and the benchmark
(``benchmarks/bench_edits.py``). A change (old text -> new text of one file) is cut into hunks
(``difflib``, 3 lines of context as ``diff -u`` does; more where the convention asks for old
texts that match one place); a noise model changes how the model
quotes the file, never what the change is; a format writes the hunks as an answer. Each
rendering carries the answer text, the operations a correct reader reads from it, the files
before, and the expected files after.

Noise models (what a model does to the lines it quotes from the file, i.e. context and removed
lines; the lines it adds are its own):

- ``clean``: nothing;
- ``indentation``: every line of a hunk shifted alike (the common indentation removed, as when
  a method is quoted out of its class, or 4 spaces added when there is none);
- ``trailing-whitespace``: a space added to (or the whitespace stripped from) about half of the
  quoted lines, the same for both copies of a context line;
- ``crlf``: the file on disk has CRLF line breaks; the model writes LF;
- ``elision``: the leading context of a hunk is its first line, ``# ... existing code ...`` and
  the line next to the change;
- ``curly-quotes``: straight quotes in quoted lines written as typographic ones;
- ``prose``: a sentence before the answer and one after it;
- ``wrong-line-numbers``: every hunk header's line numbers off by 1 to 20 (unified diffs only).
"""

from __future__ import annotations

import copy
import difflib
import functools
import json
import random
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field

from artifact_codec import FileOperation, Hunk, OperationKind

FORMATS = ("search-replace", "udiff", "udiff-bare", "v4a", "str-replace")
NOISES = (
    "clean",
    "indentation",
    "trailing-whitespace",
    "crlf",
    "elision",
    "curly-quotes",
    "prose",
    "wrong-line-numbers",
)
#: The conventions' names in FileOperation.convention.
CONVENTION = {
    "search-replace": "aider-search-replace",
    "udiff": "unified-diff",
    "udiff-bare": "unified-diff",
    "v4a": "v4a-patch",
    "str-replace": "str-replace",
}
CONTEXT = 3


@dataclass(frozen=True)
class Change:
    """One file's change: ``path``, ``old`` -> ``new``; ``source`` says where it is from."""

    path: str
    old: str
    new: str
    source: str = ""


@dataclass
class Line:
    """One line of a hunk: ``kind`` is ``" "`` (context), ``"-"`` (removed) or ``"+"`` (added);
    ``text`` without its line break; ``last`` when it is a last line without one."""

    kind: str
    text: str
    last: bool = False


@dataclass
class Part:
    """One hunk: its lines, where it starts in the old and new file (1-based), the scope line
    above it (for V4A's ``@@`` line)."""

    lines: list[Line]
    old_start: int
    new_start: int
    scope: str = ""

    @property
    def old_count(self) -> int:
        return sum(line.kind != "+" for line in self.lines)

    @property
    def new_count(self) -> int:
        return sum(line.kind != "-" for line in self.lines)


@dataclass
class Rendering:
    """One change written in one format with one noise model."""

    format: str
    noise: str
    change: Change
    text: str
    operations: list[FileOperation]
    before: dict[str, str]
    expected: dict[str, str]
    hunks: int = 0
    notes: list[str] = field(default_factory=list)


def _keep_ends(text: str) -> list[str]:
    """The lines of ``text`` with their line breaks (only ``\n`` breaks a line)."""
    pieces = text.split("\n")
    lines = [piece + "\n" for piece in pieces[:-1]]
    if pieces[-1]:
        lines.append(pieces[-1])
    return lines


def _line(kind: str, line: str) -> Line:
    if line.endswith("\n"):
        return Line(kind, line[:-1])
    return Line(kind, line, last=True)


def parts_of(change: Change, context: int = CONTEXT, *, unique: bool = False) -> list[Part]:
    """The hunks of a change, as ``diff -u`` cuts them; with ``unique``, with as many lines of
    context (up to 15) as make each hunk's old text occur once in the file, as a model asked
    for unique SEARCH blocks writes them."""
    old_lines = _keep_ends(change.old)
    new_lines = _keep_ends(change.new)
    while True:
        # A fresh matcher each time: get_grouped_opcodes trims its cached opcodes in place.
        matcher = difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False)
        parts = _grouped(matcher, old_lines, new_lines, context)
        if not unique or context >= 15 or all(_once(part, change.old) for part in parts):
            return parts
        context += 2


def _once(part: Part, text: str) -> bool:
    # As a plain substring without its last line break: what a str_replace call's old_str
    # is, the strictest of the conventions (its last line may be the start of a longer one).
    old = "\n".join(line.text for line in part.lines if line.kind != "+")
    at = text.find(old)
    return at == -1 or text.find(old, at + 1) == -1


def _grouped(
    matcher: difflib.SequenceMatcher[str], old_lines: list[str], new_lines: list[str], context: int
) -> list[Part]:
    parts = []
    for group in matcher.get_grouped_opcodes(context):
        lines: list[Line] = []
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                lines.extend(_line(" ", line) for line in old_lines[i1:i2])
                continue
            lines.extend(_line("-", line) for line in old_lines[i1:i2])
            lines.extend(_line("+", line) for line in new_lines[j1:j2])
        first = group[0]
        parts.append(Part(lines, first[1] + 1, first[3] + 1, _scope(old_lines, first[1])))
    return parts


def _scope(lines: list[str], start: int) -> str:
    """The nearest ``def``/``class`` line above ``start`` (V4A's ``@@`` scope), or ""."""
    for index in range(start - 1, -1, -1):
        stripped = lines[index].lstrip()
        if stripped.startswith(("def ", "class ", "async def ")):
            return lines[index].rstrip("\r\n")
    return ""


# ---------------------------------------------------------------------------------------------
# Noise


def _half(text: str) -> bool:
    return zlib.crc32(text.encode("utf-8", "surrogatepass")) % 2 == 0


def _indentation(parts: list[Part]) -> None:
    for part in parts:
        texts = [line.text for line in part.lines if line.text.strip()]
        if not texts:
            continue
        common = _common_indent(texts)
        for line in part.lines:
            if not line.text.strip():
                continue
            line.text = line.text[len(common) :] if common else "    " + line.text


def _common_indent(texts: list[str]) -> str:
    indents = [text[: len(text) - len(text.lstrip())] for text in texts]
    common = indents[0]
    for indent in indents[1:]:
        while not indent.startswith(common):
            common = common[:-1]
    return common


def _trailing(parts: list[Part]) -> None:
    for part in parts:
        for line in part.lines:
            if line.kind == "+":
                continue
            if line.text != line.text.rstrip():
                line.text = line.text.rstrip()
            elif line.text and _half(line.text):
                line.text += " "


def _elision(parts: list[Part], path: str) -> None:
    marker = "# ... existing code ..." if path.endswith(".py") else "// ... existing code ..."
    for part in parts:
        lead = 0
        while lead < len(part.lines) and part.lines[lead].kind == " ":
            lead += 1
        if lead < 3:
            continue
        # The first line (where the model starts) and the line next to the change are kept;
        # the lines between become one elision line.
        indent = part.lines[1].text[: len(part.lines[1].text) - len(part.lines[1].text.lstrip())]
        part.lines[1 : lead - 1] = [Line(" ", indent + marker)]


_CURLY = {'"': ("\u201c", "\u201d"), "'": ("\u2018", "\u2019")}


def _curly_line(text: str) -> str:
    out = []
    opened = {'"': False, "'": False}
    for char in text:
        pair = _CURLY.get(char)
        if pair is None:
            out.append(char)
            continue
        out.append(pair[1] if opened[char] else pair[0])
        opened[char] = not opened[char]
    return "".join(out)


def _curly(parts: list[Part]) -> None:
    for part in parts:
        for line in part.lines:
            if line.kind != "+":
                line.text = _curly_line(line.text)


def apply_noise(parts: list[Part], noise: str, path: str, rng: random.Random) -> None:
    """Change how the model quotes the file in ``parts``, in place."""
    if noise == "indentation":
        _indentation(parts)
    elif noise == "trailing-whitespace":
        _trailing(parts)
    elif noise == "elision":
        _elision(parts, path)
    elif noise == "curly-quotes":
        _curly(parts)
    elif noise == "wrong-line-numbers":
        for part in parts:
            offset = rng.choice([-1, 1]) * rng.randint(1, 20)
            part.old_start = max(1, part.old_start + offset)
            part.new_start = max(1, part.new_start + offset)


# ---------------------------------------------------------------------------------------------
# Formats


def _texts(part: Part) -> tuple[str, str]:
    """The old and new text of a hunk as a reader reads it (a last line without a line break
    stays without one)."""
    old = "".join(
        line.text + ("" if line.last else "\n") for line in part.lines if line.kind != "+"
    )
    new = "".join(
        line.text + ("" if line.last else "\n") for line in part.lines if line.kind != "-"
    )
    return old, new


def _longest_run(text: str, char: str) -> int:
    longest = run = 0
    for c in text:
        run = run + 1 if c == char else 0
        longest = max(longest, run)
    return longest


def _fence(path: str) -> str:
    suffix = path.rsplit(".", 1)[-1] if "." in path else ""
    return {"py": "python", "js": "javascript", "ts": "typescript"}.get(suffix, suffix)


def _search_replace(path: str, parts: list[Part]) -> tuple[str, list[Hunk]]:
    blocks = []
    hunks = []
    for part in parts:
        old = "".join(line.text + "\n" for line in part.lines if line.kind != "+")
        new = "".join(line.text + "\n" for line in part.lines if line.kind != "-")
        # A fence longer than any run of backticks inside, as a careful model writes it.
        fence = "`" * max(3, _longest_run(old + new, "`") + 1)
        blocks.append(
            f"{path}\n{fence}{_fence(path)}\n<<<<<<< SEARCH\n{old}=======\n{new}"
            f">>>>>>> REPLACE\n{fence}\n"
        )
        hunks.append(Hunk(old=old, new=new))
    return "\n".join(blocks), hunks


def _udiff(path: str, parts: list[Part], numbers: bool) -> tuple[str, list[Hunk]]:
    out = [f"--- a/{path}\n+++ b/{path}\n" if numbers else f"--- {path}\n+++ {path}\n"]
    hunks = []
    for part in parts:
        if numbers:
            out.append(
                f"@@ -{part.old_start},{part.old_count} +{part.new_start},{part.new_count} @@\n"
            )
        else:
            out.append("@@ ... @@\n")
        for line in part.lines:
            out.append(f"{line.kind}{line.text}\n")
            if line.last:
                out.append("\\ No newline at end of file\n")
        old, new = _texts(part)
        hunks.append(Hunk(old=old, new=new, line_hint=part.old_start if numbers else None))
    return "```diff\n" + "".join(out) + "```\n", hunks


def _v4a(path: str, parts: list[Part]) -> tuple[str, list[Hunk]]:
    out = ["*** Begin Patch\n", f"*** Update File: {path}\n"]
    hunks = []
    for part in parts:
        out.append(f"@@ {part.scope}\n" if part.scope else "@@\n")
        out.extend(f"{line.kind}{line.text}\n" for line in part.lines)
        old, new = _texts(part)
        # V4A has no marker for a last line without a line break: every line ends with one.
        old = old if old.endswith("\n") or not old else old + "\n"
        new = new if new.endswith("\n") or not new else new + "\n"
        hunks.append(Hunk(old=old, new=new, anchor=part.scope or None))
    out.append("*** End Patch\n")
    return "".join(out), hunks


def _str_replace(path: str, parts: list[Part]) -> tuple[str, list[Hunk]]:
    calls = []
    hunks = []
    for part in parts:
        old = "\n".join(line.text for line in part.lines if line.kind != "+")
        new = "\n".join(line.text for line in part.lines if line.kind != "-")
        calls.append(
            {
                "name": "str_replace_based_edit_tool",
                "input": {"command": "str_replace", "path": path, "old_str": old, "new_str": new},
            }
        )
        hunks.append(Hunk(old=old, new=new))
    return json.dumps(calls, indent=2, ensure_ascii=False) + "\n", hunks


def applicable(fmt: str, noise: str) -> bool:
    """Whether the noise model means something for the format (line numbers need numbers)."""
    return noise != "wrong-line-numbers" or fmt == "udiff"


def _crlf(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\n", "\r\n")


@functools.lru_cache(maxsize=16)
def _cached_parts(change: Change, unique: bool) -> list[Part]:
    return parts_of(change, unique=unique)


def render(change: Change, fmt: str, noise: str, seed: int = 0) -> Rendering:
    """``change`` written in ``fmt`` with ``noise``."""
    rng = random.Random(f"{seed}:{change.path}:{fmt}:{noise}")
    # A unified diff with line numbers has 3 lines of context; the other conventions are asked
    # for old texts that match one place (V4A: with its scope line, and more context).
    parts = copy.deepcopy(_cached_parts(change, fmt != "udiff"))
    apply_noise(parts, noise, change.path, rng)
    if fmt == "search-replace":
        text, hunks = _search_replace(change.path, parts)
    elif fmt == "udiff":
        text, hunks = _udiff(change.path, parts, numbers=True)
    elif fmt == "udiff-bare":
        text, hunks = _udiff(change.path, parts, numbers=False)
    elif fmt == "v4a":
        text, hunks = _v4a(change.path, parts)
    elif fmt == "str-replace":
        text, hunks = _str_replace(change.path, parts)
    else:
        raise ValueError(f"unknown format {fmt!r}")
    if noise == "prose":
        text = (
            f"Sure! Here is the change to `{change.path}` you asked for.\n\n{text}\n"
            "Let me know if you want anything else changed.\n"
        )
    old, new = change.old, change.new
    if noise == "crlf":
        old, new = _crlf(old), _crlf(new)
    operations = (
        [
            FileOperation(
                kind=OperationKind.EDIT,
                path=change.path,
                hunks=tuple(hunks),
                convention=CONVENTION[fmt],
            )
        ]
        if hunks
        else []
    )
    return Rendering(
        fmt, noise, change, text, operations, {change.path: old}, {change.path: new}, len(hunks)
    )


def renderings(changes: list[Change], seed: int = 0) -> Iterator[Rendering]:
    """Every change in every applicable (format, noise) cell."""
    for change in changes:
        for fmt in FORMATS:
            for noise in NOISES:
                if applicable(fmt, noise):
                    yield render(change, fmt, noise, seed)


def synthetic_change(path: str, text: str, rng: random.Random, edits: int = 3) -> Change:
    """A change a developer might make to ``text``: lines reworded, inserted (indented like
    their neighbours) and deleted, at ``edits`` random places."""
    lines = text.split("\n")
    # The piece after the last line break stays: SEARCH/REPLACE blocks, V4A patches and tool
    # calls cannot say "remove the final newline" (only a unified diff can).
    ending = lines.pop()
    for _ in range(edits):
        if len(lines) < 3:
            break
        at = rng.randrange(len(lines) - 1)
        indent = lines[at][: len(lines[at]) - len(lines[at].lstrip())]
        action = rng.choice(("reword", "insert", "delete"))
        if action == "reword" and lines[at].strip():
            words = lines[at].split(" ")
            pick = rng.randrange(len(words))
            words[pick] = words[pick] + "_v2" if words[pick] else "x"
            lines[at] = " ".join(words)
        elif action == "insert":
            count = rng.randint(1, 3)
            lines[at:at] = [f"{indent}added_{rng.randrange(10**6)} = {i}" for i in range(count)]
        else:
            del lines[at : at + rng.randint(1, 2)]
    return Change(path, text, "\n".join([*lines, ending]))
