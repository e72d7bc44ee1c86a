"""The said bed: a real module written, then words after the write that say what became of it.

A transcript's write (an OpenAI, Anthropic or Responses tool call, a Cline ``<write_to_file>``)
or a Markdown or bolt answer's file is what the model meant only if nothing said after it undoes
it: "I deleted `app.py` again", "`app.py` was renamed to `main.py`", "J'ai vidé `app.py`". Kept
as written, such a file is usable-WRONG. The same model also says many things after a write
that leave the file as it is ("Run it with `python app.py`", "You can delete `old_app.py` now"),
and refusing those is a false refusal. Hunts found the reading wrong one phrasing at a time;
this bed combines sentences, their subjects (the written file's path, its name, its stem, a
pronoun), dressings and conventions at random.

- :func:`render_said` draws a :class:`SaidCase` from a seed: one module of
  :func:`lead_renderings.modules`, written in a convention, then the assistant's closing words:
  a sentence saying the file is NOT kept as written (gone, renamed, moved, emptied, replaced,
  reverted) or one that keeps it, dressed (emphasis, a quote, a list item among other changes,
  a "PS:", an emoji) and in English, German, French or Spanish.
- :func:`check_said`: a file not kept is never a usable file as written (usable-WRONG); a kept
  file is read exactly (otherwise a false refusal).

What the model meant follows from how the case was built, never from a reader's output.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from lead_renderings import modules
from tool_renderings import bolt

from artifact_codec import ParseResult

__all__ = ["CONVENTIONS", "DRESSINGS", "SaidCase", "check_said", "render_said"]


@dataclass(frozen=True)
class SaidCase:
    """An answer that writes ``path`` and then says ``words``, and what the model meant."""

    text: str
    path: str
    content: str
    kept: bool  # True: the words leave the file as written; False: they undo the write
    words: str  # the closing words, as dressed
    template: str
    convention: str
    dressing: str


#: Words after the write that undo it: the file is not what the model meant.
_GONE = (
    "I deleted `{path}` again, it is no longer needed.",
    "Actually, I removed `{path}`.",
    "`{path}` has been renamed to `{other}`.",
    "I renamed `{path}` to `{other}` to match the package layout.",
    "I moved `{path}` to `legacy/{path}`.",
    "On second thought, I emptied `{path}`.",
    "`{path}` is obsolete now, so I deleted it.",
    "Finally I ran `rm {path}`.",
    "I reverted `{path}` to its previous version.",
    "I replaced the contents of `{path}` with a stub for now.",
    "{path} was removed in the cleanup.",
    "The file `{path}` no longer exists.",
    "Ich habe `{path}` wieder gelöscht.",
    "`{path}` wurde in `{other}` umbenannt.",
    "J'ai supprimé `{path}`.",
    "J'ai renommé `{path}` en `{other}`.",
    "He eliminado `{path}`.",
    "He renombrado `{path}` a `{other}`.",
)

#: Words after the write that leave the file as written.
_KEPT = (
    "Run it with `python {path}`.",
    "`{path}` replaces the old script.",
    "You can delete `old_{path}` now that `{path}` replaces it.",
    "Let me know if you want me to rename anything.",
    "The tests in `tests/test_{path}` pass.",
    "I kept `{path}` small on purpose.",
    "Don't delete `{path}`: the command line tool imports it.",
    "If you no longer need `legacy_{path}`, you can remove it.",
    "`{path}` is ready to use.",
    "I left `{path}` where it was.",
    "Führe es mit `python {path}` aus.",
    "Lance-le avec `python {path}`.",
    "Ejecútalo con `python {path}`.",
)

DRESSINGS = ("plain", "bold", "italic", "quote", "item", "changes", "ps", "emoji", "after-done")
CONVENTIONS = ("openai", "anthropic", "responses", "cline", "bolt", "markdown")


def _dress(words: str, dressing: str) -> str:
    if dressing == "bold":
        return f"**{words}**"
    if dressing == "italic":
        return f"*{words}*"
    if dressing == "quote":
        return f"> {words}"
    if dressing == "item":
        return f"- {words}"
    if dressing == "changes":
        return f"Summary:\n- Wrote the module.\n- {words}\n- Nothing else to do."
    if dressing == "ps":
        return f"PS: {words}"
    if dressing == "emoji":
        return f"✅ {words}"
    if dressing == "after-done":
        return f"Done. {words}"
    return words


def render_said(seed: int, kept: bool | None = None) -> SaidCase:
    """The case of ``seed`` (``kept`` forces the kind of words)."""
    rng = random.Random(seed)
    pool = modules()
    module = pool[rng.randrange(len(pool))]
    if kept is None:
        kept = rng.random() < 0.5
    template = rng.choice(_KEPT if kept else _GONE)
    other = "main.py" if module.path != "main.py" else "app.py"
    words = template.format(path=module.path, other=other)
    dressing = rng.choice(DRESSINGS)
    dressed = _dress(words, dressing)
    convention = rng.choice(CONVENTIONS)
    text = _answer(convention, module.path, module.content, dressed)
    return SaidCase(
        text=text,
        path=module.path,
        content=module.content,
        kept=kept,
        words=dressed,
        template=template,
        convention=convention,
        dressing=dressing,
    )


def _answer(convention: str, path: str, content: str, words: str) -> str:
    write = {"path": path, "content": content}
    if convention == "openai":
        call = {
            "id": "c1",
            "type": "function",
            "function": {"name": "write_file", "arguments": json.dumps(write)},
        }
        messages: list[dict[str, Any]] = [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": f"Wrote {path}"},
            {"role": "assistant", "content": words},
        ]
        return json.dumps(messages)
    if convention == "anthropic":
        messages = [
            {
                "role": "assistant",
                "content": [{"type": "tool_use", "id": "t1", "name": "write_file", "input": write}],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "ok"}],
            },
            {"role": "assistant", "content": [{"type": "text", "text": words}]},
        ]
        return json.dumps(messages)
    if convention == "responses":
        items = [
            {
                "type": "function_call",
                "call_id": "c1",
                "name": "write_file",
                "arguments": json.dumps(write),
            },
            {"type": "function_call_output", "call_id": "c1", "output": "ok"},
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": words}],
            },
        ]
        return json.dumps(items)
    if convention == "cline":
        return (
            f"<write_to_file>\n<path>{path}</path>\n<content>\n{content}</content>\n"
            f"</write_to_file>\n\n<attempt_completion>\n<result>\n{words}\n</result>\n"
            "</attempt_completion>\n"
        )
    if convention == "bolt":
        return f"{bolt(path, content)}\n{words}\n"
    return f"`{path}`:\n\n```python\n{content}```\n\n{words}\n"


def check_said(case: SaidCase, result: ParseResult) -> str | None:
    """What is wrong with ``result`` for ``case``: ``"WRONG: ..."`` (the file kept as written
    in a usable result though the words undo the write, or read otherwise), ``"refused: ..."``
    (a kept file not read usable: a false refusal), or None (right)."""
    files = [(f.file_path, f.content) for f in result.code.files]
    if not case.kept:
        if result.usable and (case.path, case.content) in files:
            return f"WRONG: {case.path} kept as written after {case.words!r}"
        return None
    if result.usable:
        if files != [(case.path, case.content)]:
            return f"WRONG: read {[path for path, _ in files]}, meant {case.path}"
        return None
    return f"refused: {result.status.value} {[d.code for d in result.diagnostics][:4]}"
