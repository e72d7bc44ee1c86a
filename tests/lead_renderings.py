"""The lead bed: real modules sent in part or whole, with the words a model writes around the block.

A model asked to change one function often sends only that function, under a path label and a
sentence saying so ("Only the `rgb_to_hsv` function:"). Written whole, the block deletes the
rest of the user's file: the worst bug we ship. The same model, sending the whole file, says
what changed ("Only `rgb_to_hsv` changed."), and a reader that takes every "only" for a part
refuses a good answer. Round after round, hunts found the reading of these words wrong in one
dressing, position or convention at a time. This bed combines them at random, so that the
next gap is found by a seed rather than by a user.

- :func:`modules` picks real modules: the top-level ``.py`` files of the running interpreter's
  standard library with at least three public top-level functions (sorted, deterministic).
- :func:`render_lead` draws a :class:`LeadCase` from a seed: one module sent as a PART (one of
  its public top-level functions) with words saying so, or WHOLE with words saying what
  changed; a sentence (English or another language), a dressing (emphasis, a quote, a list
  item, a heading, an emoji, an arrow, a full-width colon, an opening word), a position (above
  the path label, between the label and the fence, on the label's line, after the block) and a
  convention (a Markdown answer, bolt, Cline, an OpenAI transcript).
- :func:`check_lead` compares a result with what the model meant: a part is never a file of a
  usable result (usable-WRONG); a whole file is read exactly (otherwise a false refusal).

What the model meant follows from how the case was built, never from a reader's output.
"""

from __future__ import annotations

import ast
import functools
import json
import random
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from tool_renderings import bolt, cline, openai_led

from artifact_codec import ParseResult

__all__ = [
    "CONVENTIONS",
    "DRESSINGS",
    "POSITIONS",
    "LeadCase",
    "check_lead",
    "modules",
    "render_lead",
]


@dataclass(frozen=True)
class Module:
    """A real module: its path in the answer, its text, and its public top-level functions
    (name, first line index, line index after the last) with their decorators."""

    path: str
    content: str
    functions: tuple[tuple[str, int, int], ...]


@dataclass(frozen=True)
class LeadCase:
    """An answer and what the model meant by it."""

    text: str
    path: str  # the file the words are about
    content: str  # the block's content, as written
    whole: bool  # True: the block is the whole file; False: one function of it (a part)
    words: str  # the sentence, as dressed
    template: str  # the sentence before its names were filled in and it was dressed
    kind: str  # "part" or "whole"
    convention: str
    dressing: str
    position: str
    others: tuple[tuple[str, str], ...]  # the answer's other files (whole), in order
    at: int  # where the file the words are about stands among them


@functools.cache
def modules() -> tuple[Module, ...]:
    """Top-level stdlib modules of 2-20 KB with at least three public top-level functions of
    three lines or more, and no fence or bolt/Cline markup in their text."""
    root = Path(sysconfig.get_paths()["stdlib"])
    found: list[Module] = []
    for path in sorted(root.glob("*.py")):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if not 2000 <= len(text) <= 20000 or not text.endswith("\n") or text.endswith("\n\n"):
            continue
        if any(mark in text for mark in ("```", "~~~", "</", "\r", "boltAction")):
            continue
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        functions = []
        for node in tree.body:
            if isinstance(
                node, ast.FunctionDef | ast.AsyncFunctionDef
            ) and not node.name.startswith("_"):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)]) - 1
                last = node.end_lineno or node.lineno
                if last - first >= 3:
                    functions.append((node.name, first, last))
        if len(functions) >= 3:
            found.append(Module(path.name, text, tuple(functions)))
    return tuple(found)


# -- the words -------------------------------------------------------------------------------------

#: Sentences above a block that holds ONE function of the file: the model sends a part.
_PART_ABOVE = (
    "Only the `{name}` function:",
    "Here's just the updated `{name}`:",
    "Here is only the `{name}` function",
    "I'm only showing `{name}` here:",
    "Just the part that changed:",
    "Here is the changed function only:",
    "An excerpt of `{path}`:",
    "The relevant part of `{path}`:",
    "Updated `{name}` (the rest of the file is unchanged):",
    "Replace `{name}` in `{path}` with:",
    "Only `{name}` changed, so here is just that function:",
    "The rest of `{path}` stays as it is; here is `{name}`:",
    "Partial update of `{path}`:",
    "Snippet from `{path}`:",
    "Nur die Funktion `{name}`:",
    "Hier nur der geänderte Teil:",
    "Seulement la fonction `{name}` :",
    "Voici uniquement `{name}` :",
    "Solo la función `{name}`:",
    "Aquí solo el fragmento modificado:",
    "Solo la funzione `{name}`:",
    "Alleen de functie `{name}`:",
    "只修改了 `{name}` 函数，其余部分不变：",  # noqa: RUF001
    "Только функция `{name}`:",
)

#: Sentences after a block that holds one function of the file.
_PART_AFTER = (
    "The rest of `{path}` stays as it is.",
    "Only `{name}` is shown; the other functions are unchanged.",
    "Everything else in `{path}` is unchanged.",
    "(The rest of the file is unchanged.)",
    "Der Rest der Datei bleibt unverändert.",
    "Le reste du fichier est inchangé.",
)

#: Sentences above a block that holds the WHOLE file: the model sends it all.
_WHOLE_ABOVE = (
    "Here is the full `{path}`; only `{name}` changed:",
    "Complete file (I only changed `{name}`):",
    "The whole updated `{path}`:",
    "Full `{path}` with the new `{name}`:",
    "Here's the entire file again, with `{name}` fixed:",
    "Hier die komplette Datei, nur `{name}` ist neu:",
    "Voici le fichier complet :",
)

#: Sentences after a block that holds the whole file.
_WHOLE_AFTER = (
    "Only `{name}` changed.",
    "That was the complete `{path}`, with the new `{name}`.",
    "That's the whole file; `{name}` is the only change.",
)

#: How a sentence is dressed (a name and a function of the sentence).
DRESSINGS = (
    "plain",
    "bold",
    "italic",
    "quote",
    "dash-item",
    "bullet",
    "numbered",
    "heading",
    "emoji-before",
    "emoji-after",
    "arrow",
    "fullwidth-colon",
    "ellipsis",
    "sure",
    "note",
)

POSITIONS = ("above-label", "between", "on-label", "tight", "after")
CONVENTIONS = ("markdown", "bolt", "cline", "openai")

_LABELS = ("`{path}`:", "**{path}**", "### {path}", "File: {path}", "{path}:")


def _dress(words: str, dressing: str) -> str:
    body = words.rstrip(":\uff1a ")  # a colon, a full-width colon
    colon = words[len(body) :].strip()
    if dressing == "bold":
        return f"**{words}**"
    if dressing == "italic":
        return f"*{words}*"
    if dressing == "quote":
        return f"> {words}"
    if dressing == "dash-item":
        return f"- {words}"
    if dressing == "bullet":
        return f"• {words}"
    if dressing == "numbered":
        return f"1. {words}"
    if dressing == "heading":
        return f"#### {body}"
    if dressing == "emoji-before":
        return f"👉 {words}"
    if dressing == "emoji-after":
        return f"{body} 👇" if colon else f"{words} 👇"
    if dressing == "arrow":
        return f"➜ {words}"
    if dressing == "fullwidth-colon":
        return f"{body}\uff1a" if colon else words
    if dressing == "ellipsis":
        return f"{body}..." if colon else words
    if dressing == "sure":
        return f"Sure! {words}"
    if dressing == "note":
        return f"Note: {words}"
    return words


def render_lead(seed: int, kind: str | None = None) -> LeadCase:
    """The case of ``seed`` (``kind`` "part" or "whole" forces the kind)."""
    rng = random.Random(seed)
    pool = modules()
    module = pool[rng.randrange(len(pool))]
    kind = kind or rng.choice(("part", "whole"))
    name, first, last = module.functions[rng.randrange(len(module.functions))]
    lines = module.content.splitlines(keepends=True)
    content = module.content if kind == "whole" else "".join(lines[first:last])
    convention = rng.choice(CONVENTIONS)
    positions = POSITIONS if convention == "markdown" else ("above-label", "after")
    position = rng.choice(positions)
    after = position == "after"
    table = {
        ("part", False): _PART_ABOVE,
        ("part", True): _PART_AFTER,
        ("whole", False): _WHOLE_ABOVE,
        ("whole", True): _WHOLE_AFTER,
    }[kind, after]
    template = rng.choice(table)
    words = template.format(name=name, path=module.path)
    if after:
        dressing = rng.choice(("plain", "italic", "quote"))
    elif position == "on-label":  # words after the path on its line: dressed words are no label
        dressing = "plain"
    else:
        dressing = rng.choice(DRESSINGS)
    dressed = _dress(words, dressing)
    others: list[tuple[str, str]] = []
    for _ in range(rng.choice((0, 0, 1, 2)) if convention != "bolt" else 0):
        other = pool[rng.randrange(len(pool))]
        if other.path != module.path and other.path not in dict(others):
            others.append((other.path, other.content))
    at = rng.randrange(len(others) + 1)
    text = _answer(rng, convention, position, dressed, module.path, content, others, at)
    return LeadCase(
        text=text,
        path=module.path,
        content=content,
        whole=kind == "whole",
        words=dressed,
        template=template,
        kind=kind,
        convention=convention,
        dressing=dressing,
        position=position,
        others=tuple(others),
        at=at,
    )


def _answer(
    rng: random.Random,
    convention: str,
    position: str,
    words: str,
    path: str,
    content: str,
    others: list[tuple[str, str]],
    at: int,
) -> str:
    """The answer: the other files whole, with the file the words are about at ``at``."""
    if convention == "openai":
        messages = []
        for index in range(len(others) + 1):
            if index == at:
                prose = words if position != "after" else None
                messages.extend(_openai(prose, path, content, f"c{index}"))
                if position == "after":
                    messages.append({"role": "assistant", "content": words})
            if index < len(others):
                p, c = others[index]
                messages.extend(_openai(None, p, c, f"o{index}"))
        return json.dumps(messages)
    parts: list[str] = []
    label = rng.choice(_LABELS) if convention == "markdown" else ""
    for index in range(len(others) + 1):
        if index == at:
            parts.append(_block(convention, position, words, path, content, label))
        if index < len(others):
            p, c = others[index]
            parts.append(_block(convention, "", "", p, c, label))
    return "\n".join(parts)


def _openai(prose: str | None, path: str, content: str, ident: str) -> list[dict[str, object]]:
    loaded = json.loads(openai_led(prose or "", path, content))
    if prose is None:
        loaded[0]["content"] = None
    loaded[0]["tool_calls"][0]["id"] = ident
    loaded[1]["tool_call_id"] = ident
    return loaded  # type: ignore[no-any-return]


def _block(convention: str, position: str, words: str, path: str, content: str, label: str) -> str:
    if convention == "bolt":
        written = bolt(path, content)
    elif convention == "cline":
        written = cline(path, content)
    else:
        head = label.format(path=path)
        fence = f"```python\n{content}```\n"
        if position == "above-label":
            return f"{words}\n\n{head}\n\n{fence}"
        if position == "between":
            return f"{head}\n\n{words}\n\n{fence}"
        if position == "on-label":
            return f"{head} — {words}\n\n{fence}"
        if position == "tight":
            return f"{head}\n{words}\n{fence}"
        if position == "after":
            return f"{head}\n\n{fence}\n{words}\n"
        return f"{head}\n\n{fence}"
    if position == "after":
        return f"{written}\n{words}\n"
    if position:
        return f"{words}\n\n{written}"
    return written


def check_lead(case: LeadCase, result: ParseResult) -> str | None:
    """What is wrong with ``result`` for ``case``: ``"WRONG: ..."`` (a usable result whose
    files are not the ones the model meant: above all a part written whole),
    ``"refused: ..."`` (a whole answer not read usable, or one of its files left out: a false
    refusal), or None (right). A part makes the answer unusable or leaves its file out; the
    other files, when usable, are exact."""
    files = [(f.file_path, f.content) for f in result.code.files]
    others = list(case.others)
    if not case.whole:
        if not result.usable:
            return None
        if case.path in [path for path, _ in files]:
            return f"WRONG: the part of {case.path} ({len(case.content)} chars) is a usable file"
        if files != others:
            return f"WRONG: the other files read otherwise: {[path for path, _ in files]}"
        return None
    meant = [*others[: case.at], (case.path, case.content), *others[case.at :]]
    if result.usable:
        if any(pair not in meant for pair in files):
            return f"WRONG: read {[path for path, _ in files]}, meant {[p for p, _ in meant]}"
        if files != meant:  # a file left out, with a diagnostic: lost, but nothing wrong written
            return f"refused: {case.path} left out of {result.status.value}"
        return None
    return f"refused: {result.status.value} {[d.code for d in result.diagnostics][:4]}"
