"""Intended edits of real files, written in each edit convention the way models write them.

A plain module (no tests in it) for ``tests/test_edit_renderings.py``:

- :func:`make_case` takes a real file (:func:`renderings.corpus`: the standard library, npm's
  files), makes it hard on purpose (``HARD``: CRLF line ends, no final newline, lines that look
  like the conventions' markers, ``@@`` and ``=======`` inside code, nested fences, unicode) and
  chooses non-overlapping changes of its lines; :class:`EditCase` knows the file after them.
- :func:`render` writes the changes of one or more files in one convention (``CONVENTIONS``)
  with a model's habits (prose around, fences, labels in several styles, empty context lines
  without their space) and returns a :class:`Rendering`: the answer, the operations a correct
  reader returns for it (the texts exactly as the answer writes them: a convention that cannot
  write a file's missing final newline writes one), and whether the convention can say these
  changes at all (``expressible``: when not, a reader must refuse the file, never read it some
  other way).

The hunks of the diff-like conventions are found by :mod:`difflib` (its grouped opcodes, as
``diff -u`` groups them), not by the readers under test.
"""

from __future__ import annotations

import difflib
import itertools
import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from artifact_codec import FileOperation, Hunk, OperationKind

__all__ = [
    "CONVENTIONS",
    "HARD",
    "Change",
    "EditCase",
    "Rendering",
    "make_case",
    "render",
    "split_lines",
]

CONVENTIONS = ("aider-search-replace", "unified-diff", "aider-udiff", "v4a-patch", "str-replace")
HARD = ("crlf", "no_final_newline", "marker_lines", "unicode", "nested_fences")

#: Lines that look like the structure of some convention, put into files on purpose.
MARKER_LINES = (
    "=======",
    "<<<<<<< SEARCH",
    ">>>>>>> REPLACE",
    "<<<<<<< HEAD",
    "@@ -1,2 +1,2 @@",
    "@@ ... @@",
    "@@",
    "*** End Patch",
    "*** Begin Patch",
    "*** Update File: other.py",
    "--- a/other.py",
    "+++ b/other.py",
    "diff --git a/x b/x",
    "\\ No newline at end of file",
    '{"path": "x.py", "old_str": "a", "new_str": "b"}',
    "</parameter>",
)
UNICODE_LINES = ("naïve café ✅", "日本語のコメント", "emoji 🎉🐍", "Ω≈ç√∫", "\u00a0nbsp line")
FENCE_LINES = ("```", "```python", "````", "~~~", "<source>python", "</source>")
_AIDER_HEAD = re.compile(r"<{5,9}[ \t]?SEARCH>?[ \t]*")
_AIDER_DIVIDER = re.compile(r"={5,9}[ \t]*")
_AIDER_UPDATED = re.compile(r">{5,9}[ \t]?REPLACE[ \t]*")
_LANGUAGES = {".py": "python", ".md": "markdown", ".json": "json", ".js": "javascript"}


def split_lines(text: str) -> list[str]:
    """The lines of ``text``, each with its ``\\n`` (the last one may have none). Only ``\\n``
    breaks a line, as in every convention (``str.splitlines`` also breaks at form feeds)."""
    lines = text.split("\n")
    out = [line + "\n" for line in lines[:-1]]
    if lines[-1]:
        out.append(lines[-1])
    return out


@dataclass(frozen=True)
class Change:
    """Lines ``start`` to ``stop - 1`` replaced by ``new`` (``start == stop``: inserted
    before line ``start``)."""

    start: int
    stop: int
    new: tuple[str, ...]


@dataclass(frozen=True)
class EditCase:
    """One file and the changes intended for it."""

    path: str
    old: str
    changes: tuple[Change, ...]

    @property
    def new(self) -> str:
        lines = split_lines(self.old)
        out: list[str] = []
        at = 0
        for change in self.changes:
            out.extend(lines[at : change.start])
            out.extend(change.new)
            at = change.stop
        out.extend(lines[at:])
        return "".join(out)


@dataclass
class Rendering:
    """An answer, the operations it says (without places), and whether the convention could
    say them (when not, a reader must refuse those files: ``refusable`` names them)."""

    text: str
    expected: list[FileOperation]
    expressible: bool = True
    refusable: set[str] = field(default_factory=set)
    convention: str = ""
    #: Files a documented rule may read otherwise, saying so with this warning code.
    warned: dict[str, str] = field(default_factory=dict)


def make_case(path: str, content: str, rng: random.Random, hard: Sequence[str]) -> EditCase:
    """Real ``content`` made hard as ``hard`` says, and 1-3 changes of its lines."""
    lines = split_lines(content)
    if "marker_lines" in hard:
        for _ in range(rng.randint(1, 4)):
            lines.insert(rng.randint(0, len(lines)), rng.choice(MARKER_LINES) + "\n")
    if "unicode" in hard:
        for _ in range(rng.randint(1, 3)):
            lines.insert(rng.randint(0, len(lines)), rng.choice(UNICODE_LINES) + "\n")
    if "nested_fences" in hard:
        for _ in range(rng.randint(1, 3)):
            lines.insert(rng.randint(0, len(lines)), rng.choice(FENCE_LINES) + "\n")
    text = "".join(lines)
    if "crlf" in hard:
        text = text.replace("\n", "\r\n")
    if "no_final_newline" in hard:
        text = text.rstrip("\r\n")
    lines = split_lines(text)
    break_ = "\r\n" if "crlf" in hard else "\n"
    changes: list[Change] = []
    # Changes at least 8 lines apart, so that context of one never reaches the next.
    free = 0
    for _ in range(rng.randint(1, 3)):
        if free > len(lines):
            break
        start = rng.randint(free, min(len(lines), free + max(1, len(lines) // 3)))
        stop = min(len(lines), start + rng.choice((0, 1, 1, 2, 3)))
        new = _new_lines(lines[start:stop], rng, hard, break_)
        if stop == len(lines) and lines and not lines[-1].endswith("\n") and not new:
            # Deleting the last lines of a file without a final newline would give it one: a
            # change no convention but a diff can say; keep the last line.
            stop -= 1
        if stop == start and not new:
            continue
        if stop == len(lines) and lines and not lines[-1].endswith("\n") and new:
            # The last line had no line break: the new last line has none either.
            new[-1] = new[-1].removesuffix("\r\n").removesuffix("\n")
        elif new and not new[-1].endswith("\n"):
            new[-1] += break_
        changes.append(Change(start, stop, tuple(new)))
        free = stop + 8
    case = EditCase(path, text, tuple(changes))
    if case.new == text:  # nothing changed (an empty file, a line replaced by itself)
        case = EditCase(path, text, (Change(0, 0, (f"added{break_}",)),))
    return case


def _new_lines(old: list[str], rng: random.Random, hard: Sequence[str], break_: str) -> list[str]:
    kind = rng.choice(("modify", "modify", "delete", "add", "hard"))
    if kind == "delete" and old:
        return []
    if kind == "hard":
        pool = [*UNICODE_LINES, *FENCE_LINES] + (
            list(MARKER_LINES) if "marker_lines" in hard else []
        )
        return [rng.choice(pool) + break_ for _ in range(rng.randint(1, 2))]
    if kind == "add" or not old:
        return [*old, f"    added_line_{rng.randint(0, 999)} = True{break_}"]
    out = []
    for line in old:
        body = line.removesuffix("\n").removesuffix("\r")
        out.append(f"{body}  # changed{break_}" if body.strip() else f"# new{break_}")
    return out


# -- the conventions ---------------------------------------------------------------------------


def render(cases: Sequence[EditCase], convention: str, rng: random.Random) -> Rendering:
    """The answer editing ``cases`` in ``convention`` (see the module doc)."""
    writer = {
        "aider-search-replace": _aider,
        "unified-diff": _git_diff,
        "aider-udiff": _aider_udiff,
        "v4a-patch": _v4a,
        "str-replace": _tool_calls,
    }[convention]
    rendering = writer(cases, rng)
    rendering.convention = convention
    prose_before = rng.choice(("", "Here are the changes:\n\n", "Sure! I'll update the code.\n"))
    prose_after = rng.choice(("", "\nLet me know if you need anything else.\n"))
    rendering.text = prose_before + rendering.text + prose_after
    return rendering


def _context_texts(case: EditCase, change: Change, before: int, after: int) -> tuple[str, str]:
    lines = split_lines(case.old)
    first = max(0, change.start - before)
    last = min(len(lines), change.stop + after)
    old = "".join(lines[first:last])
    new = (
        "".join(lines[first : change.start])
        + "".join(change.new)
        + "".join(lines[change.stop : last])
    )
    return old, new


def _search_replace_pairs(case: EditCase, rng: random.Random) -> list[tuple[str, str]]:
    """Old and new text of each change with some context (an insertion has at least one line
    of it: an empty old text means "at the end")."""
    pairs = []
    lines = split_lines(case.old)
    for change in case.changes:
        before, after = rng.randint(0, 2), rng.randint(0, 2)
        if change.start == change.stop and change.start < len(lines):
            after = max(after, 1)
        elif change.start == change.stop and change.start > 0:
            before = max(before, 1)
        pairs.append(_context_texts(case, change, before, after))
    return pairs


def _aider(cases: Sequence[EditCase], rng: random.Random) -> Rendering:
    parts: list[str] = []
    expected: list[FileOperation] = []
    refusable: set[str] = set()
    warned: dict[str, str] = {}
    for case in cases:
        hunks = []
        for old, new in _search_replace_pairs(case, rng):
            # A text without final line break is written with one (the markers start lines).
            old_written = old if not old or old.endswith("\n") else old + "\n"
            new_written = new if not new or new.endswith("\n") else new + "\n"
            if _has_aider_marker(old_written) or _has_aider_marker(new_written):
                refusable.add(case.path)
            if new_written and _AIDER_DIVIDER.fullmatch(split_lines(new_written)[-1].strip()):
                # "=======" right before ">>>>>>> REPLACE" reads as the closer typed twice
                warned[case.path] = "search-replace-closer"
            label = rng.choice(("{p}", "{p}", "### {p}", "**{p}**", "`{p}`", "{p}:")).format(
                p=case.path
            )
            fence = rng.choice(
                (
                    ("```" + _language(case.path), "```"),
                    ("<source>python", "</source>"),
                    ("````", "````"),
                )
            )
            fenced_name = rng.random() < 0.2
            head = f"{fence[0]}\n{case.path}\n" if fenced_name else f"{label}\n{fence[0]}\n"
            parts.append(
                f"{head}<<<<<<< SEARCH\n{old_written}=======\n{new_written}>>>>>>> REPLACE\n"
                f"{fence[1]}\n\n"
            )
            hunks.append(Hunk(old=old_written, new=new_written))
        expected.append(FileOperation(kind=OperationKind.EDIT, path=case.path, hunks=tuple(hunks)))
    return Rendering("".join(parts), expected, not refusable, refusable, warned=warned)


def _has_aider_marker(text: str) -> bool:
    return any(
        pattern.fullmatch(line.strip())
        for line in split_lines(text)
        for pattern in (_AIDER_HEAD, _AIDER_DIVIDER, _AIDER_UPDATED)
    )


def _groups(case: EditCase) -> list[tuple[int, int, int, int, list[tuple[str, str]]]]:
    """difflib's hunks of the change: old range, new range, and the body lines (sign, line)."""
    old, new = split_lines(case.old), split_lines(case.new)
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    out = []
    for group in matcher.get_grouped_opcodes(3):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        body: list[tuple[str, str]] = []
        for tag, a1, a2, b1, b2 in group:
            if tag == "equal":
                body.extend((" ", line) for line in old[a1:a2])
                continue
            body.extend(("-", line) for line in old[a1:a2])
            body.extend(("+", line) for line in new[b1:b2])
        out.append((i1, i2, j1, j2, body))
    return out


def _body_text(body: list[tuple[str, str]], rng: random.Random, *, loose: bool) -> str:
    out = []
    for index, (sign, line) in enumerate(body):
        last = index == len(body) - 1
        if sign == " " and line in ("\n", "\r\n") and not (loose and last) and rng.random() < 0.3:
            out.append(line)  # an empty context line written without its space
        else:
            out.append(sign + line)
        if not line.endswith("\n"):
            out.append("\n\\ No newline at end of file\n")
    return "".join(out)


def _sides(body: list[tuple[str, str]]) -> tuple[str, str]:
    return (
        "".join(line for sign, line in body if sign != "+"),
        "".join(line for sign, line in body if sign != "-"),
    )


def _git_diff(cases: Sequence[EditCase], rng: random.Random) -> Rendering:
    parts: list[str] = []
    expected: list[FileOperation] = []
    for case in cases:
        path = case.path
        parts.append(f"diff --git a/{path} b/{path}\nindex 1111111..2222222 100644\n")
        parts.append(f"--- a/{path}\n+++ b/{path}\n")
        hunks = []
        for i1, i2, j1, j2, body in _groups(case):
            old_start = i1 + 1 if i2 > i1 else i1
            new_start = j1 + 1 if j2 > j1 else j1
            parts.append(f"@@ -{old_start},{i2 - i1} +{new_start},{j2 - j1} @@\n")
            parts.append(_body_text(body, rng, loose=False))
            old, new = _sides(body)
            if i2 == i1:
                hunks.append(Hunk(old="", new=new, after_line=i1))
            else:
                hunks.append(Hunk(old=old, new=new, line_hint=i1 + 1))
        expected.append(FileOperation(kind=OperationKind.EDIT, path=path, hunks=tuple(hunks)))
    text = "".join(parts)
    if rng.random() < 0.5:
        text = f"```diff\n{text}```\n"
    return Rendering(text, expected)


def _aider_udiff(cases: Sequence[EditCase], rng: random.Random) -> Rendering:
    parts: list[str] = []
    expected: list[FileOperation] = []
    refusable: set[str] = set()
    for case in cases:
        parts.append(f"--- {case.path}\n+++ {case.path}\n")
        hunks = []
        for i1, i2, _, _, body in _groups(case):
            if i1 == i2 and case.old:
                refusable.add(case.path)  # an insertion without context: "at the end"
            parts.append("@@ ... @@\n")
            parts.append(_body_text(body, rng, loose=True))
            written = [line for _, line in body]
            if any(
                a.startswith("-- ") and b.startswith("++ ") for a, b in itertools.pairwise(written)
            ):
                refusable.add(case.path)
            old, new = _sides(body)
            hunks.append(Hunk(old=old, new=new))
        expected.append(FileOperation(kind=OperationKind.EDIT, path=case.path, hunks=tuple(hunks)))
    return Rendering("```diff\n" + "".join(parts) + "```\n", expected, not refusable, refusable)


def _v4a(cases: Sequence[EditCase], rng: random.Random) -> Rendering:
    parts = ["*** Begin Patch\n"]
    expected: list[FileOperation] = []
    for case in cases:
        parts.append(f"*** Update File: {case.path}\n")
        hunks = []
        old_lines = split_lines(case.old)
        for number, (i1, i2, _, _, body) in enumerate(_groups(case)):
            blank_first = body[0][1].strip() == ""  # skipped before a chunk without "@@"
            if number or blank_first or rng.random() < 0.8:
                parts.append("@@\n")
            at_end = i2 == len(old_lines) and i2 > i1 and rng.random() < 0.5
            written: list[tuple[str, str]] = []
            for index, (sign, line) in enumerate(body):
                text = line.removesuffix("\n")  # a CR stays: it is a character of the line
                # (not the first line: blank lines before a chunk are skipped, as Codex does)
                inner = 0 < index < len(body) - 1
                if sign == " " and text in ("", "\r") and inner and rng.random() < 0.3:
                    parts.append(text + "\n")
                else:
                    parts.append(sign + text + "\n")
                written.append((sign, text + "\n"))
            if at_end:
                parts.append("*** End of File\n")
            old, new = _sides(written)
            hunks.append(Hunk(old=old, new=new, at_end=at_end))
        expected.append(FileOperation(kind=OperationKind.EDIT, path=case.path, hunks=tuple(hunks)))
    parts.append("*** End Patch\n")
    return Rendering("".join(parts), expected)


def _tool_calls(cases: Sequence[EditCase], rng: random.Random) -> Rendering:
    calls: list[dict[str, object]] = []
    expected: list[FileOperation] = []
    for case in cases:
        hunks = []
        for old, new in _search_replace_pairs(case, rng):
            if not old:  # an empty file: the whole content is new
                calls.append({"command": "create", "path": case.path, "file_text": new})
                expected.append(
                    FileOperation(kind=OperationKind.CREATE, path=case.path, content=new)
                )
                continue
            calls.append(
                {"command": "str_replace", "path": case.path, "old_str": old, "new_str": new}
            )
            hunks.append(Hunk(old=old, new=new))
        if hunks:
            expected.append(
                FileOperation(kind=OperationKind.EDIT, path=case.path, hunks=tuple(hunks))
            )
    style = rng.choice(("tool_call", "openai", "anthropic", "openhands", "json_lines"))
    texts = [str(value) for call in calls for value in call.values()]
    if style == "openhands" and any(
        "<parameter=" in t or "</parameter>" in t or "<function=" in t or "</function>" in t
        for t in texts
    ):
        style = "tool_call"
    if style == "tool_call":
        text = "".join(
            "<tool_call>\n"
            + json.dumps({"name": "str_replace_editor", "arguments": call})
            + "\n</tool_call>\n"
            for call in calls
        )
    elif style == "openai":
        message = {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": f"call_{n}",
                    "type": "function",
                    "function": {
                        "name": "str_replace_based_edit_tool",
                        "arguments": json.dumps(call),
                    },
                }
                for n, call in enumerate(calls)
            ],
        }
        text = json.dumps(message, indent=rng.choice((None, 1))) + "\n"
    elif style == "anthropic":
        blocks = [
            {
                "type": "tool_use",
                "id": f"toolu_{n}",
                "name": "str_replace_based_edit_tool",
                "input": call,
            }
            for n, call in enumerate(calls)
        ]
        text = json.dumps(blocks, ensure_ascii=rng.random() < 0.5) + "\n"
    elif style == "openhands":
        text = "".join(
            "<function=str_replace_editor>\n"
            + "".join(f"<parameter={key}>{value}</parameter>\n" for key, value in call.items())
            + "</function>\n"
            for call in calls
        )
    else:
        text = "".join(json.dumps(call) + "\n" for call in calls)
    return Rendering(text, expected)


def _language(path: str) -> str:
    for suffix, language in _LANGUAGES.items():
        if path.endswith(suffix):
            return language
    return ""
