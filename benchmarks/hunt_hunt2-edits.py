"""hunt2-edits: random attacks on the edit readers and on apply_edits (re-run: see below).

Real files (the standard library, via ``tests/renderings.corpus``) get intended changes
(``tests/edit_renderings.make_case``), are written in every edit convention
(``tests/edit_renderings.render``) and then attacked the way models write answers:

- ``prose-label``: the label line of a file after the first is replaced by prose that names the
  file ("Now in `b.py`:"), and the second file holds the first file's old text too;
- ``whole-and-edit``: the same change sent as an edit and as the whole new file, in either order;
- ``two-conventions``: two successive changes of one file written in two conventions;
- ``delete-and-write``: a delete of a file and its whole new content, in either order;
- ``format-mutation``: ``dumps`` of random operations with one header line dropped or changed;
- ``whole-file-quotes``: a whole real file sent in a fence whose text holds, in a string or a
  nested fence, an edit of another file rendered in a random convention;
- ``label-markup``: an empty-SEARCH block (creates the file) under a label in a random style;
- ``restated``: one change written twice, in two conventions ("Or as a patch:");
- ``format-wrapped``: ``dumps`` of an edit of a real file, wrapped as models send it (prose
  after the end marker, a code fence, no header), applied to the file;
- ``format-round-trip``: random operations of every kind (texts cut from real files and
  format-like atoms, anchors, line hints) through ``dumps``: ``loads`` and ``parse_response``
  (after some prose) must give the same code back (counted as ``right``/``WRONG``).

The oracle: when ``apply_edits`` says ``ok``, the files must be the intended ones (a refusal
is always acceptable). Every ``ok`` with other files is printed as a WRONG case.

Run: ``python benchmarks/hunt_hunt2-edits.py [ROUNDS] [SEED]`` from the repository root.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from edit_renderings import CONVENTIONS, make_case, render
from renderings import corpus

from artifact_codec import (
    FileOperation,
    GeneratedCode,
    GeneratedFile,
    Hunk,
    OperationKind,
    apply_edits,
    dumps,
    loads,
    parse_response,
)

PROSE_LABELS = (
    "Now in {p}:",
    "Then change `{p}` too:",
    "And in **{p}**:",
    "{p} (the helper):",
    "Next, update {p} as follows:",
    "File: {p} (updated)",
)
counts: Counter[str] = Counter()
wrong: list[tuple[str, str]] = []


def check(kind: str, answer: str, files: dict[str, str], intended: dict[str, str]) -> None:
    counts[kind, "tried"] += 1
    result = apply_edits(answer, files)
    if not result.ok:
        counts[kind, "refused"] += 1
    elif dict(result.files) == intended:
        counts[kind, "right"] += 1
    else:
        counts[kind, "WRONG"] += 1
        if sum(1 for k, _ in wrong if k == kind) < 3:
            wrong.append((kind, answer[:600]))


def _fence(path: str, content: str) -> str:
    return f"{path}\n````\n{content if content.endswith(chr(10)) else content + chr(10)}````\n"


def prose_label(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, a_text = rng.choice(pool)
    a = make_case("a.py", a_text, rng, ())
    rendering = render([a], "aider-search-replace", rng)
    # b.py holds a.py's text, so a block meant for b.py also fits a.py
    b = make_case("b.py", a.old, random.Random(rng.random()), ())
    second = render([b], "aider-search-replace", rng).text
    lines = second.split("\n")
    for i, line in enumerate(lines):
        if "b.py" in line and "SEARCH" not in line:
            lines[i] = rng.choice(PROSE_LABELS).format(p="b.py")
            break
    answer = rendering.text + "\n" + "\n".join(lines)
    check("prose-label", answer, {"a.py": a.old, "b.py": b.old}, {"a.py": a.new, "b.py": b.new})


def whole_and_edit(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, text = rng.choice(pool)
    case = make_case("a.py", text, rng, ())
    edit = render([case], rng.choice(CONVENTIONS), rng).text
    whole = "The full file now reads:\n\n" + _fence("a.py", case.new)
    answer = edit + "\n" + whole if rng.random() < 0.5 else whole + "\n" + edit
    check("whole-and-edit", answer, {"a.py": case.old}, {"a.py": case.new})


def two_conventions(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, text = rng.choice(pool)
    first = make_case("a.py", text, rng, ())
    second = make_case("a.py", first.new, rng, ())
    one, two = rng.sample(CONVENTIONS, 2)
    answer = render([first], one, rng).text + "\n" + render([second], two, rng).text
    check("two-conventions", answer, {"a.py": first.old}, {"a.py": second.new})


def restated(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, text = rng.choice(pool)
    case = make_case("a.py", text, rng, ())
    one, two = rng.sample(CONVENTIONS, 2)
    answer = render([case], one, rng).text + "\nOr, as the same change:\n\n"
    answer += render([case], two, rng).text
    check("restated", answer, {"a.py": case.old}, {"a.py": case.new})


def delete_and_write(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, text = rng.choice(pool)
    delete = "*** Begin Patch\n*** Delete File: a.py\n*** End Patch\n"
    whole = "Here is the new a.py:\n\n" + _fence("a.py", "new = 1\n")
    if rng.random() < 0.5:
        answer, intended = delete + "\n" + whole, {"a.py": "new = 1\n"}
    else:
        answer, intended = whole + "\n" + delete, {}
    check("delete-and-write", answer, {"a.py": text}, intended)


def format_mutation(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, text = rng.choice(pool)
    case = make_case("a.py", text, rng, ())
    lines = case.old.splitlines(keepends=True)
    change = case.changes[0]
    old = "".join(lines[change.start : change.stop]) or (lines[0] if lines else "")
    if not old or case.old.count(old) != 1:
        return
    new = "".join(change.new) + (old if change.start == change.stop else "")
    operation = FileOperation(kind=OperationKind.EDIT, path="a.py", hunks=[Hunk(old=old, new=new)])
    document = dumps(GeneratedCode(files=[], edits=[operation]))
    mutated = document.split("\n")
    where = [i for i, line in enumerate(mutated) if line.startswith("OPERATION:")]
    if not where:
        return
    choice = rng.choice(("drop", "replace", "create", "Edit"))
    if choice == "drop":
        del mutated[where[0]]
    else:
        mutated[where[0]] = f"OPERATION: {choice}"
    intended = {"a.py": case.old.replace(old, new, 1)}
    check("format-mutation-" + choice, "\n".join(mutated), {"a.py": case.old}, intended)


def whole_file_quotes(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, text = rng.choice(pool)
    _, other = rng.choice(pool)
    case = make_case("app.py", other, rng, ())
    sample = render([case], rng.choice(CONVENTIONS), rng).text
    quote = "'''" if '"""' in text else '"""'
    if quote in sample or quote in text or "````" in sample:
        return
    lines = text.split("\n")
    at = rng.randint(0, len(lines))
    if rng.random() < 0.5:
        quoted = "SAMPLE = " + quote + "\\\n" + sample + quote
        path, fence = "tests/test_sample.py", "```python"
    else:
        quoted = "```\n" + sample + "```"
        path, fence = "docs/guide.md", "````markdown"
    content = "\n".join([*lines[:at], quoted, *lines[at:]])
    content = content if content.endswith("\n") else content + "\n"
    closer = "````" if fence.startswith("````") else "```"
    answer = f"Here is {path}:\n\n{path}\n{fence}\n{content}{closer}\n"
    check("whole-file-quotes", answer, {"app.py": case.old}, {"app.py": case.old, path: content})


LABELS = (
    "{p}",
    "`{p}`",
    "**{p}**",
    "### {p}",
    "{p}:",
    "**`{p}`:**",
    "`{p}`:",
    "'{p}'",
    '"{p}"',
    "({p})",
    "[{p}]",
    "<{p}>",
    "*{p}*",
    "_{p}_",
    "# {p}",
    "File: {p}",
    "Path: `{p}`",
    "**File:** `{p}`",
    "{p}:1",
    "./{p}",
    "<code>{p}</code>",
    "**Path**: {p}",
)


def label_markup(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    path = rng.choice(("new.py", "src/new.py", "pkg/mod/new_file.js", "Makefile"))
    label = rng.choice(LABELS).format(p=path)
    answer = f"{label}\n```\n<<<<<<< SEARCH\n=======\nprint(1)\n>>>>>>> REPLACE\n```\n"
    check("label-markup", answer, {}, {path: "print(1)\n"})


def format_wrapped(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    _, text = rng.choice(pool)
    case = make_case("a.py", text, rng, ())
    lines = case.old.splitlines(keepends=True)
    change = case.changes[0]
    old = "".join(lines[change.start : change.stop])
    if not old or case.old.count(old) != 1:
        return
    operation = FileOperation(
        kind=OperationKind.EDIT, path="a.py", hunks=[Hunk(old=old, new="".join(change.new))]
    )
    document = dumps(GeneratedCode(files=[], edits=[operation]))
    if rng.random() < 0.5:
        # as models write it: no blank line before a delimiter line (texts without a final
        # line break); the oracle is then what the unwrapped document applies to
        document = document.replace("\n\n===FILE_CONTENT_BLOCK", "\n===FILE_CONTENT_BLOCK")
        plain = apply_edits(document, {"a.py": case.old})
        if not plain.ok:
            return
        intended = dict(plain.files)
    else:
        intended = {"a.py": case.old.replace(old, "".join(change.new), 1)}
    wrap = rng.choice(("prose", "fence", "no-header"))
    if wrap == "prose":
        answer = "Here is the edit:\n\n" + document + "\nHope this helps!\n"
    elif wrap == "fence":
        answer = "```\n" + document + "```\n"
    else:
        answer = document.split("\n", 1)[1].lstrip("\n")
    check("format-wrapped-" + wrap, answer, {"a.py": case.old}, intended)


ATOMS = (
    "",
    "\r\n",
    "\r",
    "x",
    "===FILE_CONTENT_BLOCK===",
    "===FILE_CONTENT_BLOCK===OLD",
    "===FILE_CONTENT_BLOCK===NEW",
    "---",
    "PATH: q.py",
    "OPERATION: delete",
    "VERBATIM: yes",
    "```",
    "<<<<<<< SEARCH",
    "=======",
    "*** Begin Patch",
    "OLD",
    "NEW",
    "\ufeff",
    "\u2028",
)


def _text(rng: random.Random, pool: list[tuple[str, str]]) -> str:
    if rng.random() < 0.4:
        _, text = rng.choice(pool)
        start = rng.randint(0, len(text))
        return text[start : start + rng.randint(0, 200)]
    parts = (rng.choice(ATOMS) + rng.choice(("", "\n")) for _ in range(rng.randint(0, 5)))
    return "".join(parts)


def format_round_trip(rng: random.Random, pool: list[tuple[str, str]]) -> None:
    operations = []
    for index in range(rng.randint(1, 3)):
        kind = rng.choice(("edit", "rename", "create", "replace", "delete"))
        path = f"d{index}/f.py"
        if kind in ("edit", "rename"):
            hunks = []
            for _ in range(rng.randint(0 if kind == "rename" else 1, 3)):
                choice = rng.random()
                if choice < 0.2:
                    anchor = _text(rng, pool).replace("\n", "").replace("\r", "") or None
                    hunks.append(Hunk(old=_text(rng, pool), new=_text(rng, pool), anchor=anchor))
                elif choice < 0.3:
                    hint = rng.randint(1, 99)
                    hunks.append(Hunk(old=_text(rng, pool), new=_text(rng, pool), line_hint=hint))
                elif choice < 0.4:
                    hunks.append(Hunk(old="", new=_text(rng, pool), after_line=rng.randint(0, 9)))
                else:
                    hunks.append(Hunk(old=_text(rng, pool), new=_text(rng, pool)))
            new_path = path + ".new" if kind == "rename" else None
            operations.append(FileOperation(kind=kind, path=path, hunks=hunks, new_path=new_path))
        elif kind in ("create", "replace"):
            operations.append(FileOperation(kind=kind, path=path, content=_text(rng, pool)))
        else:
            operations.append(FileOperation(kind=kind, path=path))
    files = (
        [GeneratedFile(file_path="w.txt", content=_text(rng, pool))] if rng.random() < 0.5 else []
    )
    try:
        code = GeneratedCode(files=files, edits=operations)
    except ValueError:
        return
    document = dumps(code)
    counts["format-round-trip", "tried"] += 1
    try:
        same = loads(document) == code
    except ValueError:
        same = False
    prose = rng.choice(("", "Here you go:\n\n", "Sure.\n"))
    same = same and parse_response(prose + document).code == code
    counts["format-round-trip", "right" if same else "WRONG"] += 1
    if not same and sum(1 for k, _ in wrong if k == "format-round-trip") < 3:
        wrong.append(("format-round-trip", document[:600]))


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 2026
    rng = random.Random(seed)
    pool = [(f.name, f.content) for f in corpus() if 200 < len(f.content) < 6000]
    generators = (
        prose_label,
        whole_and_edit,
        two_conventions,
        restated,
        delete_and_write,
        format_mutation,
        whole_file_quotes,
        label_markup,
        format_round_trip,
        format_wrapped,
    )
    for _ in range(rounds):
        for generator in generators:
            generator(rng, pool)
    kinds = sorted({kind for kind, _ in counts})
    for kind in kinds:
        row = {what: counts[kind, what] for what in ("tried", "right", "refused", "WRONG")}
        print(f"{kind:28} " + " ".join(f"{k}={v}" for k, v in row.items()))
    for kind, answer in wrong:
        print(f"\n--- WRONG {kind}:\n{answer}")


if __name__ == "__main__":
    main()
