"""The note bed: a real module with code left out and a comment standing in its place.

Models asked to change one function send the whole module with the other functions cut out and
a note in their place (``# parse_args unchanged``, ``def main():\\n    ...  # same as before``,
``# Rest der Datei bleibt unverändert``). Written whole, such a file deletes that code: the file
is an edit, not a file. The notes come in many forms; hunts found the reading wrong one form
at a time. This bed cuts real modules and writes the note in a form, a language and a dressing
drawn at random, in a convention drawn at random.

- :func:`render_note` draws a :class:`NoteCase` from a seed: one module of
  :func:`lead_renderings.modules` with one public top-level function (not the last one) left
  out, in one of the :data:`FORMS`:

  - ``named``: the function replaced by a comment naming it ("# `parse` unchanged"),
  - ``stub``: the function kept as its ``def`` line with a body that is only a note,
  - ``rest``: the module cut after a function, with a last comment saying the rest is unchanged,
  - ``kept``: the module whole, with a real remark above a function (the control: read whole).

- :func:`check_note`: a file with code left out is never a usable file as written
  (usable-WRONG); a whole module is read exactly (otherwise a false refusal).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from lead_renderings import Module, modules
from tool_renderings import bolt

from artifact_codec import ParseResult

__all__ = ["CONVENTIONS", "FORMS", "NoteCase", "check_note", "render_note"]

FORMS = ("named", "stub", "rest", "kept")
CONVENTIONS = ("markdown", "native", "bolt", "openai")


@dataclass(frozen=True)
class NoteCase:
    text: str
    path: str
    content: str  # the file as written in the answer
    whole: bool  # True only for the ``kept`` form
    form: str
    note: str  # the note's words (for ``kept``: the remark)
    convention: str


#: Notes that name the function left out.
_NAMED = (
    "{name} unchanged",
    "`{name}` stays the same",
    "(the {name} function is unchanged)",
    "... {name}() as before ...",
    "{name}: no changes",
    "def {name}(...): unchanged",
    "{name} — same as before",
    "{name} bleibt unverändert",
    "{name} sin cambios",
    "{name} inchangée",
    "{name} invariato",
    "{name} ongewijzigd",
    "{name} 保持不变",
    "{name} без изменений",
)

#: Notes that fill a stub's body.
_STUB = (
    "...  # unchanged",
    "pass  # same as before",
    "# existing implementation",
    "# (body unchanged)",
    "...  # keep the original body",
    "# unverändert",
    "# sin cambios",
)

#: Last comments of a module cut short.
_REST = (
    "rest of the module unchanged",
    "... the remaining functions stay as they are ...",
    "(other functions unchanged)",
    "everything below is the same as before",
    "Rest der Datei bleibt unverändert",
    "le reste du fichier est inchangé",
    "el resto del archivo sin cambios",
)

#: Real remarks above a function of a whole module: it is complete.
_REMARKS = (
    "{name} is used by the command line entry point",
    "NOTE: {name} must stay fast, it runs per line",
    "{name} handles the common case first",
    "see the tests for examples of {name}",
)

_DRESSINGS = ("{}", "{}!", "{} ✓", "[{}]", "NOTE: {}", "TODO(later): {}", "{} 👍", "*{}*")


def _cut(module: Module, rng: random.Random, form: str) -> tuple[str, str]:
    """The module with code left out in ``form`` (or whole with a remark), and the note."""
    lines = module.content.splitlines(keepends=True)
    functions = module.functions[:-1]  # never the last: a note must stand before more code
    name, first, last = functions[rng.randrange(len(functions))]
    if form == "kept":
        note = rng.choice(_REMARKS).format(name=name)
        return "".join([*lines[:first], f"# {note}\n", *lines[first:]]), note
    if form == "rest":
        note = rng.choice(_DRESSINGS).format(rng.choice(_REST))
        return "".join([*lines[:last], "\n\n", f"# {note}\n"]), note
    if form == "named":
        note = rng.choice(_DRESSINGS).format(rng.choice(_NAMED).format(name=name))
        return "".join([*lines[:first], f"# {note}\n", *lines[last:]]), note
    # a stub: the def line(s) up to the end of the signature, then a body that is a note
    head = first
    while head < last and not lines[head].rstrip().endswith(":"):
        head += 1
    if head >= last - 1:  # no signature line to keep: name it instead
        note = rng.choice(_NAMED).format(name=name)
        return "".join([*lines[:first], f"# {note}\n", *lines[last:]]), note
    note = rng.choice(_STUB)
    body = note if not note.startswith("#") else f"{note}\n    ..."
    return "".join([*lines[: head + 1], f"    {body}\n", *lines[last:]]), note


def render_note(seed: int, form: str | None = None) -> NoteCase:
    """The case of ``seed`` (``form`` forces one of :data:`FORMS`)."""
    rng = random.Random(seed)
    pool = modules()
    module = pool[rng.randrange(len(pool))]
    form = form or rng.choice(FORMS)
    content, note = _cut(module, rng, form)
    convention = rng.choice(CONVENTIONS)
    return NoteCase(
        text=_answer(convention, module.path, content),
        path=module.path,
        content=content,
        whole=form == "kept",
        form=form,
        note=note,
        convention=convention,
    )


def _answer(convention: str, path: str, content: str) -> str:
    if convention == "native":
        return (
            '{"files_delimiter": "===FILE_CONTENT_BLOCK==="}\n\n'
            f"===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{content}\n"
            "===FILE_CONTENT_BLOCK===END\n"
        )
    if convention == "bolt":
        return f"Here is the updated module.\n\n{bolt(path, content)}"
    if convention == "openai":
        call = {
            "id": "c1",
            "type": "function",
            "function": {
                "name": "write_file",
                "arguments": json.dumps({"path": path, "content": content}),
            },
        }
        return json.dumps(
            [
                {"role": "assistant", "content": None, "tool_calls": [call]},
                {"role": "tool", "tool_call_id": "c1", "content": "ok"},
            ]
        )
    return f"Here is the updated module.\n\n`{path}`:\n\n```python\n{content}```\n"


def check_note(case: NoteCase, result: ParseResult) -> str | None:
    """``"WRONG: ..."`` (a file with code left out written as a usable file, or a whole one
    read otherwise), ``"refused: ..."`` (a whole module not read usable), or None (right)."""
    files = [(f.file_path, f.content) for f in result.code.files]
    if not case.whole:
        if result.usable and case.path in [path for path, _ in files]:
            return f"WRONG: {case.path} with code left out ({case.form}: {case.note!r}) is usable"
        return None
    if result.usable:
        if files != [(case.path, case.content)]:
            return f"WRONG: read {[path for path, _ in files]}, meant {case.path}"
        return None
    return f"refused: {result.status.value} {[d.code for d in result.diagnostics][:4]}"
