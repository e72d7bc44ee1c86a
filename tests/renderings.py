"""The test bed: real files, rendered the ways models write them, and the check.

This is a plain module (no tests in it) shared by ``tests/test_testbed.py`` (bounded, hypothesis
chooses) and ``benchmarks/testbed_counts.py`` (a large seeded run that prints counts).

- :func:`corpus` finds a few hundred real text files at run time: the ``.py``, ``.md`` and
  ``.json`` files of the running interpreter's standard library. Selection is deterministic
  (sorted, then a seeded sample) and never depends on what else is installed (site-packages,
  npm).
- :func:`render` turns some of those files into a model's answer: one *base* (``base_dumps``,
  ``hybrid``: the format written by hand as a model does, ``markdown_only``, ``edit_blocks``,
  ``markdown_fixture``, ``elided_file``, ``edit_hunks``) and a combination of *modifiers*
  (prose, fences, field spellings, CRLF, truncation, drafts before the answer, prose that
  quotes the format, files about the format, decorated paths, blank lines, misspelled end
  markers, cuts at structural boundaries...). The result is a :class:`Rendering`: the text,
  the ``finish_reason`` to pass, and what a correct reader must return (:class:`Expect`),
  which follows from how the answer was built (what the model meant), never from a reader's output.
- :func:`check` compares a :class:`~artifact_codec.ParseResult` with that expectation and returns
  the list of problems (empty when the reader was right).

The files a reader could not be expected to read back exactly from a *natural* rendering (no final
newline, or more than one: a model writing ``x`` then a blank line then the delimiter means
``x`` plus one newline) go to :func:`corpus_dumps_only`, which only the ``dumps`` round trip uses,
together with files that contain a line starting with the delimiter.
"""

from __future__ import annotations

import enum
import functools
import json
import os
import random
import re
import sysconfig
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import artifact_codec
from artifact_codec import GeneratedCode, GeneratedFile, ParseResult, Severity, Status

__all__ = [
    "BASES",
    "LENGTH_REASONS",
    "MODIFIERS",
    "PENDING",
    "STOP_REASONS",
    "CorpusFile",
    "Expect",
    "Plan",
    "Rendering",
    "applicable",
    "check",
    "corpus",
    "corpus_dumps_only",
    "mutate",
    "normalize_plan",
    "random_plan",
    "render",
]

MAX_BYTES = 64 * 1024
CORPUS_SEED = 9
DELIMITER = "===FILE_CONTENT_BLOCK==="
END_MARKER = DELIMITER + "END"

#: finish_reason spellings of the providers: the model stopped by itself / hit its length limit.
STOP_REASONS = ("stop", "end_turn", "STOP", "completed")
LENGTH_REASONS = ("length", "max_tokens", "MAX_TOKENS", "max_output_tokens", "incomplete")
FILTER_REASONS = ("content_filter", "SAFETY")

BASES = (
    "base_dumps",
    "hybrid",
    "markdown_only",
    "edit_blocks",
    "markdown_fixture",
    "elided_file",
    "edit_hunks",
)
MODIFIERS = (
    "prose",
    "outer_fence",
    "fenced_content",
    "no_blank_line",
    "field_styles",
    "path_on_delimiter",
    "crlf",
    "bom",
    "think",
    "no_end_marker",
    "truncate",
    "quoting_prose",
    "draft",
    "format_content",
    "decorated_paths",
    "blank_lines",
    "misspelled_end",
    "cut_boundary",
)
#: Kinds whose defect classes are not fixed yet: the counts script renders them in a table of
#: their own, the pytest test bed leaves them out until they pass. (``markdown_fixture``: a
#: Markdown answer where one file is a fixture holding the native format; ``elided_file``: a
#: file that elides existing code is an edit, not a whole file; ``edit_hunks``: aider's
#: ``@@ ... @@`` hunks and a mistyped ``>>>>>>> REPLACE`` line. All three pass now.)
PENDING: frozenset[str] = frozenset()
#: Modifiers that change how blocks are written; they turn ``base_dumps`` into ``hybrid``.
_STRUCTURAL = frozenset(
    {
        "fenced_content",
        "no_blank_line",
        "field_styles",
        "path_on_delimiter",
        "decorated_paths",
        "blank_lines",
    }
)
_AROUND = frozenset({"prose", "crlf", "bom", "think", "quoting_prose"})
#: Modifiers that make sense for each base (the others are dropped from a plan).
_APPLICABLE = {
    "base_dumps": frozenset(MODIFIERS),
    "hybrid": frozenset(MODIFIERS),
    "markdown_only": _AROUND | {"truncate", "draft"},
    "edit_blocks": frozenset(MODIFIERS)
    - {"truncate", "draft", "format_content", "misspelled_end", "cut_boundary"},
    "markdown_fixture": _AROUND,
    "elided_file": _AROUND,
    "edit_hunks": _AROUND,
}
#: Modifiers that also apply to an edit answer written aider's way (path line, fenced edit).
_AIDER_STYLE = frozenset({"prose", "crlf", "bom", "think", "quoting_prose"})
_MARKDOWN_SUFFIXES = (".md", ".markdown")
_LANGUAGES = {
    ".py": "python",
    ".md": "markdown",
    ".json": "json",
    ".js": "javascript",
    ".txt": "text",
}
_PREFIXES = ("", "src/", "app/", "pkg/", "lib/", "project/")
#: One of these per plan at most: each decides how the answer ends.
_EXCLUSIVE = frozenset({"truncate", "no_end_marker", "misspelled_end", "cut_boundary"})


# -- the corpus ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class CorpusFile:
    """A real file: where it came from (a synthetic top folder + its real relative name)."""

    name: str
    content: str


def _roots() -> list[tuple[str, Path, tuple[str, ...]]]:
    # The standard library of the running interpreter only: never site-packages or npm, so
    # every pytest run of a commit (a fresh clone's, CI's, a dev machine's) draws the same
    # sample whatever else is installed. (The repository's own docs and fixtures are no
    # corpus of plain files: they quote the formats the readers look for.)
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    return [("stdlib", stdlib, (".py", ".md", ".json"))]


def _walk(root: Path, suffixes: tuple[str, ...]) -> Iterator[Path]:
    for directory, subdirs, names in os.walk(root):
        subdirs[:] = sorted(
            d for d in subdirs if d not in ("site-packages", "dist-packages", "__pycache__")
        )
        for name in sorted(names):
            if name.endswith(suffixes):
                yield Path(directory, name)


def _read(path: Path) -> str | None:
    try:
        if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_BYTES:
            return None
        text = path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if "\x00" in text or "\r" in text or "\ufeff" in text:
        return None
    return text


def _safe_name(name: str) -> bool:
    try:
        return GeneratedFile(file_path=name).file_path == name
    except ValueError:
        return False


@functools.cache
def _selected() -> tuple[tuple[CorpusFile, ...], tuple[CorpusFile, ...]]:
    rng = random.Random(CORPUS_SEED)
    natural: list[CorpusFile] = []
    dumps_only: list[CorpusFile] = []
    # How many files of each kind: every kind is represented even where one root is small.
    quota = {".py": 150, ".md": 90, ".json": 60, ".js": 50}
    by_suffix: dict[str, list[tuple[str, Path, Path]]] = {suffix: [] for suffix in quota}
    names: set[str] = set()
    for label, root, suffixes in _roots():
        for path in _walk(root, suffixes):
            by_suffix[path.suffix].append((label, root, path))
    for suffix, candidates in by_suffix.items():
        rng.shuffle(candidates)
        taken = 0
        for label, root, path in candidates:
            if taken >= quota[suffix]:
                break
            text = _read(path)
            name = f"{label}/{path.relative_to(root).as_posix()}"
            # Two roots may hold the same package (a venv and the system): one copy per name.
            if text is None or not _safe_name(name) or name.casefold() in names:
                continue
            names.add(name.casefold())
            file = CorpusFile(name, text)
            taken += 1
            delimiter_line = text.startswith("===FILE_CONTENT_BLOCK") or (
                "\n===FILE_CONTENT_BLOCK" in text
            )
            one_final_newline = text.endswith("\n") and not text.endswith("\n\n")
            if delimiter_line or not one_final_newline or not text.strip():
                dumps_only.append(file)
            else:
                natural.append(file)
    # Smallest first: hypothesis shrinks file indices towards 0, so failures shrink to small files.
    natural.sort(key=lambda f: (len(f.content), f.name))
    dumps_only.sort(key=lambda f: (len(f.content), f.name))
    return tuple(natural), tuple(dumps_only)


def corpus() -> tuple[CorpusFile, ...]:
    """Real files that end with exactly one newline, have no CR, NUL or delimiter line."""
    return _selected()[0]


def corpus_dumps_only() -> tuple[CorpusFile, ...]:
    """Real files kept only for the ``dumps``/``parse_response`` round trip (see the module doc)."""
    return _selected()[1]


# -- plans and renderings ------------------------------------------------------------------------


class Expect(str, enum.Enum):
    """What a correct reader returns for a rendering."""

    EXACT = "exact"  # usable, every file exact
    TRUNCATED = "truncated"  # cut off: complete files exact, the last one partial
    CUT = "cut"  # truncated at a random point: see check()
    EDIT_BLOCKS = "edit_blocks"  # refused: status edit_blocks, no file
    REFUSED = "refused"  # two readings no documented rule can tell apart: not usable
    NOT_WHOLE = "not_whole"  # a file elides existing code: not usable, never in code


@dataclass(frozen=True)
class Plan:
    """One base, a set of modifiers, which corpus files and a seed for the small choices."""

    base: str
    modifiers: tuple[str, ...]
    files: tuple[int, ...]
    seed: int

    @property
    def kinds(self) -> tuple[str, ...]:
        return (self.base, *self.modifiers)


@dataclass
class Rendering:
    """A model's answer and what reading it must give."""

    plan: Plan
    text: str
    finish_reason: str | None
    expect: Expect
    files: list[tuple[str, str]]  # the files as they are (path, content)
    raw: list[tuple[str, str]]  # path and content as literally written in the text
    complete_at: list[int]  # text offset where file i's content is entirely written
    next_block_at: list[int]  # offset where the line after file i's next delimiter begins
    fields_done_at: int  # offset after the first block's fields (and separator)
    cut: int | None = None  # where truncate cut the text
    notes: list[str] = field(default_factory=list)
    delimiter: str = DELIMITER  # the delimiter of the answer's document
    not_whole: str | None = None  # the path of the file that elides existing code


def random_plan(rng: random.Random, n_corpus: int) -> Plan:
    """A plan drawn with ``rng`` (the counts script; the tests draw plans with hypothesis)."""
    base = rng.choice(BASES)
    modifiers = tuple(rng.sample(MODIFIERS, rng.randint(0 if base != "hybrid" else 1, 3)))
    count = rng.randint(1, 4)
    files = tuple(rng.randrange(n_corpus) for _ in range(count))
    return normalize_plan(Plan(base, modifiers, files, rng.randrange(2**32)))


def applicable(base: str) -> frozenset[str]:
    """The modifiers that apply to ``base``."""
    return _APPLICABLE[base]


def normalize_plan(plan: Plan) -> Plan:
    """Drop modifiers that do not apply to the base; a structural one makes dumps hand-written;
    of the modifiers that decide how the answer ends, the one named first is kept."""
    base = plan.base
    if base == "base_dumps" and _STRUCTURAL.intersection(plan.modifiers):
        base = "hybrid"
    modifiers = tuple(sorted(set(plan.modifiers) & _APPLICABLE[base], key=MODIFIERS.index))
    ending = [m for m in plan.modifiers if m in _EXCLUSIVE and m in modifiers]
    if len(ending) > 1:
        modifiers = tuple(m for m in modifiers if m == ending[0] or m not in _EXCLUSIVE)
    return Plan(base, modifiers, plan.files, plan.seed)


def _paths(files: Sequence[CorpusFile], rng: random.Random) -> list[str]:
    """Real relative names under a synthetic prefix; sometimes only the last one or two parts
    (so ``__init__.py`` and ``pkg/__init__.py`` appear at the top); distinct and file-vs-folder
    free, as a model's answer would be."""
    chosen: list[str] = []
    for file in files:
        real = file.name.split("/", 1)[1]
        parts = real.split("/")
        keep = rng.choice((1, 2, len(parts)))
        prefix = rng.choice(_PREFIXES)
        if parts[-1].startswith("__") and rng.random() < 0.5:
            keep, prefix = 1, ""  # a top-level __init__.py / __main__.py
        options = [prefix + "/".join(parts[-keep:]), f"{file.name}"]
        for option in options:
            if _fits(option, chosen):
                chosen.append(option)
                break
        else:  # pragma: no cover - the full name is unique unless a file was drawn twice
            chosen.append(f"copy{len(chosen)}/{file.name}")
    return chosen


def _fits(path: str, chosen: list[str]) -> bool:
    folded = path.casefold()
    for other in chosen:
        o = other.casefold()
        if o == folded or o.startswith(folded + "/") or folded.startswith(o + "/"):
            return False
    return _safe_name(path)


def _longest_run(text: str, char: str) -> int:
    runs = re.findall(re.escape(char) + "+", text)
    return max((len(run) for run in runs), default=0)


def _fence_for(text: str, char: str = "`") -> str:
    return char * max(3, _longest_run(text, char) + 1)


def _language(path: str) -> str:
    return _LANGUAGES.get(os.path.splitext(path)[1], "text")


class _Builder:
    """The text as segments, so offsets survive CRLF and prefixes."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.marks: dict[str, int] = {}

    def add(self, text: str) -> None:
        self.parts.append(text)

    def mark(self, name: str) -> None:
        self.marks[name] = len(self.parts)

    def text(self, crlf: bool) -> tuple[str, dict[str, int]]:
        parts = [p.replace("\n", "\r\n") for p in self.parts] if crlf else self.parts
        offsets = [0]
        for part in parts:
            offsets.append(offsets[-1] + len(part))
        return "".join(parts), {name: offsets[index] for name, index in self.marks.items()}


_PROSE_BEFORE = (
    "Here are the files you asked for:\n\n",
    "Sure! Below is the complete implementation.\n\n",
    "I'll write the files in the requested format.\n",
)
_PROSE_AFTER = (
    "\n\nLet me know if you need anything else!\n",
    "\nThese files implement the requested feature. Run the tests with `pytest -q`.\n",
    "\n\nNote: no external dependencies are needed.\n",
)
_THINK = (
    "<think>\nThe user wants {n} files. I will write each one completely, in the artifact "
    "format, with the header first.\n</think>\n"
)


def _field_style(rng: random.Random) -> int:
    return rng.randrange(len(_PATH_STYLES))


_PATH_STYLES = (
    "PATH: {p}",
    "path: {p}",
    "**PATH:** {p}",
    "**Path**: {p}",
    "File: {p}",
    "- Path: `{p}`",
    "Filename: {p}",
)
_TYPE_STYLES = ("TYPE: {v}", "type: {v}", "**TYPE:** {v}", "Type: {v}", "- Type: `{v}`")
_DESCRIPTION_STYLES = ("DESCRIPTION: {v}", "description: {v}", "**Description:** {v}")


def _file_type(path: str) -> str:
    name = path.rsplit("/", 1)[-1]
    if name.startswith("test_"):
        return "test"
    if path.endswith((".md", ".json")):
        return "docs" if path.endswith(".md") else "config"
    return "source"


def _edit_text(path: str, content: str, rng: random.Random, style: str) -> str:
    """An aider-style SEARCH/REPLACE block or a unified diff over some lines of the file."""
    lines = content.splitlines()
    start = rng.randrange(max(1, len(lines) - 2))
    old = lines[start : start + 3] or [""]
    new = [*old[:-1], old[-1] + "  # changed"]
    if style == "search":
        return (
            "<<<<<<< SEARCH\n"
            + "\n".join(old)
            + "\n=======\n"
            + "\n".join(new)
            + "\n>>>>>>> REPLACE\n"
        )
    body = "".join(f" {line}\n" for line in old[:-1]) + f"-{old[-1]}\n+{new[-1]}\n"
    n = len(old)
    return f"--- a/{path}\n+++ b/{path}\n@@ -{start + 1},{n} +{start + 1},{n} @@\n{body}"


def _delimiter_for(files: Sequence[tuple[str, str]]) -> str:
    """The delimiter a careful writer picks: the first of the family that starts no line of
    any file (``dumps`` picks the same way)."""
    number = 0
    while True:
        delimiter = DELIMITER if number == 0 else f"===FILE_CONTENT_BLOCK_{number}==="
        if not any(
            content.startswith(delimiter) or f"\n{delimiter}" in content for _, content in files
        ):
            return delimiter
        number += 1


def _snippet(files: Sequence[tuple[str, str]]) -> str:
    """A few lines of a real file, with none that starts with a delimiter or holds quotes."""
    for _, content in files:
        lines = [
            line
            for line in content.splitlines(keepends=True)[:6]
            if line.strip() and '"""' not in line and "\\" not in line and "===" not in line
        ]
        if lines:
            return "".join(lines[:3])
    return "print('hello')\n"  # pragma: no cover - the corpus has such lines


#: A header directly before a delimiter line: a whole document, as a file may show one.
_HEADER_LINE = re.compile(r'(?m)^\{"task_id"')
_HEADED_DOCUMENT = re.compile(r'(?m)^\{"task_id"[^\n]*\}\n\n===FILE_CONTENT_BLOCK===$')


def _format_file(
    files: Sequence[tuple[str, str]], rng: random.Random, *, fixture: bool
) -> tuple[str, str]:
    """A file that is ABOUT the format: documentation, a fixture holding a whole document, a
    JSON example. Its path is new among ``files``."""
    snippet = _snippet(files)
    example = artifact_codec.dumps(
        GeneratedCode(
            task_id="demo", files=[GeneratedFile(file_path="src/app.py", content=snippet)]
        )
    )
    header = json.dumps({"task_id": "demo", "total_files": 1, "files_delimiter": DELIMITER})
    legacy = json.dumps({"files": [{"file_path": "a.py", "content": snippet}]}, indent=2)
    kinds = [
        (
            "docs/answer-format.md",
            f"# Answer format\n\nThe header comes first:\n\n{header}\n\nThen each file is a "
            f"block:\n\n{DELIMITER}\nPATH: src/app.py\n---\n{snippet}\nThe answer ends with\n\n"
            f"{END_MARKER}\n\nand nothing after it.\n",
        ),
        ("tests/fixtures/answer.txt", example),
        (
            "tests/test_answer_fixture.py",
            f'FIXTURE = """\\\n{example}"""\n\n\ndef test_fixture_ends_with_the_marker():\n'
            f'    assert FIXTURE.endswith("{END_MARKER}\\n")\n',
        ),
        ("examples/legacy-answer.json", legacy + "\n"),
        (
            "docs/header.md",
            f"# The header\n\nAn answer starts with a JSON object such as\n\n{header}\n\n"
            'and an empty legacy answer is {"files": []}.\n',
        ),
    ]
    if fixture:  # a Markdown answer: a fixture holding the native format
        kinds = kinds[:3]
    path, content = rng.choice(kinds)
    taken = {p.casefold() for p, _ in files}
    while path.casefold() in taken or any(
        p.casefold().startswith(path.casefold() + "/") for p in taken
    ):
        path = "more/" + path
    return path, content


#: Prose that quotes the format: delimiter and end-marker lines, JSON examples, ``{"files":
#: ...}`` snippets. None of it is a document: a delimiter line is never followed by fields.
def _quoting(rng: random.Random, delimiter: str, *, hybrid: bool, before: bool) -> tuple[str, bool]:
    """Prose that quotes the format, and whether it holds a whole example document (which
    counts as an earlier, complete document: a draft)."""
    pieces = [
        f"Each file starts with a line\n\n{delimiter}\n\nfollowed by PATH, TYPE and a --- line.\n",
        f"The answer ends with this line on its own:\n{delimiter}END\n",
        f"Lines like\n{delimiter}\nmust never appear inside a file.\n",
        'An empty answer would be {"files": []}, that is:\n{"files": []}\n',
        'My settings, for reference:\n{"port": 8080, "debug": true}\n',
        "I will start with a header such as\n"
        + json.dumps({"task_id": "example", "files_delimiter": delimiter})
        + "\nand then write the blocks.\n",
    ]
    if hybrid:
        pieces.append(
            'The old format was\n{"files": [{"file_path": "old.py", "content": "print(1)"}]}\n'
            "and is not used here.\n"
        )
        if before:
            # a whole example block, fenced: an example document before the answer
            pieces.append(
                f"For example:\n```\n{delimiter}\nPATH: example.py\n---\nprint('example')\n\n"
                f"{delimiter}END\n```\n"
            )
    chosen = rng.sample(pieces, rng.randint(1, 3))
    example = any(piece.startswith("For example:") for piece in chosen)
    return "\n" + "\n".join(chosen) + "\n", example


_EXAMPLE_INTRODUCTIONS = (
    "For example, an answer with one file looks like:",
    "For reference, the format:",
    "E.g. a minimal answer:",
    "A one-file answer would be:",
)


def _example_after(delimiter: str, rng: random.Random) -> str:
    """An example document of the format quoted after the answer (a path the answer does not
    have; fenced or not, with or without header): the answer, or the example?"""
    blocks = f"{delimiter}\nPATH: example.py\n---\nprint('example')\n\n{delimiter}END\n"
    header = json.dumps({"task_id": "example", "total_files": 1, "files_delimiter": delimiter})
    example = (header + "\n\n" if rng.random() < 0.5 else "") + blocks
    fence = rng.choice(("", "```\n", "~~~\n"))
    return f"\n{rng.choice(_EXAMPLE_INTRODUCTIONS)}\n\n{fence}{example}{fence}"


_DECORATIONS = (
    "'{p}'",
    "\u2018{p}\u2019",
    "<{p}>",
    "{p} (the {k} file)",
    "`{p}` - {k} file",
    "**{p}** ({k})",
    "[{p}]({p})",
    "{p} \u2014 {k}",
    '"{p}"',
    "{p}:",
)


def _decorate(path: str, rng: random.Random) -> str:
    return rng.choice(_DECORATIONS).format(p=path, k=_file_type(path))


def _draft_document(files: Sequence[tuple[str, str]], rng: random.Random, *, cut: bool) -> str:
    """An earlier version of the answer: the same first path, other contents; complete, or cut
    off inside a file after its path (the model started again)."""
    count = rng.randint(1, min(2, len(files)))
    draft = [
        GeneratedFile(file_path=path, content=content[: len(content) // 2] + "\n# draft\n")
        for path, content in files[:count]
    ]
    text = artifact_codec.dumps(GeneratedCode(task_id="T-1", files=draft))
    if not cut:
        return text
    last_separator = text.rindex("\n---\n") + len("\n---\n")
    stop = len(text) - len(END_MARKER) - 2  # before the blank line and the end marker
    at = rng.randrange(last_separator, max(last_separator + 1, stop))
    return text[:at] + ("" if text[:at].endswith("\n") else "\n")


def _misspelled(delimiter: str, rng: random.Random) -> tuple[str, str]:
    """An end marker written wrong: (the text, ``"spelled"``, ``"lone"`` or ``"cut"``)."""
    core = delimiter.strip("=")
    choice = rng.randrange(6)
    if choice == 0:
        return f"{delimiter}\nEND\n", "spelled"
    if choice == 1:
        return f"==={core}_END===\n", "spelled"
    if choice == 2:
        return "===END===\n", "spelled"
    if choice == 3:
        return "END\n", "lone"
    if choice == 4:
        return f"{delimiter}\n", "cut"  # a stop sequence "END" took the rest
    return f"{delimiter}EN", "cut"


# Notes models write after a label that say nothing about how much of the file follows: the
# block is still the whole file (notes that say it is a part are refused: see
# tests/test_markdown_families.py).
_WHOLE_FILE_NOTES = ("(entry point)", "(new file)", "(updated)", "(complete file)", "(config)")
_WHOLE_FILE_DASH_NOTES = ("- the main module", "\u2014 full listing", "- helpers")


def _whole_file_note(style: str, rng: random.Random) -> str:
    """Nothing, or a note after the label (a dash only after a delimited path)."""
    if style == "{p}:" or rng.random() < 0.6:
        return ""
    delimited = style in ("**{p}**", "`{p}`")
    notes = _WHOLE_FILE_NOTES + (_WHOLE_FILE_DASH_NOTES if delimited else ())
    return " " + rng.choice(notes)


# How models say that code was left out (the placeholder scan must catch the family, not a list).
_ELISION_WORDS = (
    "... existing code ...",
    "...existing code...",
    "... rest unchanged ...",
    "rest of the module remains the same",
    "the rest is identical",
    "no changes below",
    "unchanged below this line",
    "...",
    "[...]",
    "<snip>",
)


def _elide(path: str, content: str, rng: random.Random) -> str:
    """The file with a run of its lines replaced by a comment saying they were left out."""
    lines = content.splitlines(keepends=True)
    marker = {".py": "# {}", ".js": "// {}", ".ts": "// {}", ".css": "/* {} */"}.get(
        os.path.splitext(path)[1], "# {}"
    )
    words = rng.choice(_ELISION_WORDS)
    start = rng.randint(1, len(lines) - 3)
    stop = rng.randint(start + 1, len(lines) - 1)
    opener = marker.split(" ", 1)[0]
    if not words.strip(".[]<>") or words == "<snip>":
        # Dots alone between two lines of a comment stand for lines of that comment (a quoted
        # traceback): docs/lenient.md reads them so. A model eliding code there uses words.
        around = (lines[start - 1], lines[stop])
        if all(line.lstrip(" \t").startswith(opener) for line in around):
            words = "... existing code ..."
    comment = marker.format(words) + "\n"
    indent = re.match(r"[ \t]*", lines[start])
    return (
        "".join(lines[:start])
        + (indent.group(0) if indent else "")
        + comment
        + "".join(lines[stop:])
    )


def _hunk_edit(path: str, content: str, rng: random.Random) -> str:
    """Edit text other readers miss: aider's udiff with ``@@ ... @@`` hunks, or a
    SEARCH/REPLACE block whose ``>>>>>>> REPLACE`` line was mistyped as ``=======``."""
    lines = content.splitlines()
    start = rng.randrange(max(1, len(lines) - 2))
    old = lines[start : start + 3] or [""]
    new = [*old[:-1], old[-1] + "  # changed"]
    if rng.random() < 0.5:
        body = "".join(f" {line}\n" for line in old[:-1]) + f"-{old[-1]}\n+{new[-1]}\n"
        return f"--- {path}\n+++ {path}\n@@ ... @@\n{body}"
    return "<<<<<<< SEARCH\n" + "\n".join(old) + "\n=======\n" + "\n".join(new) + "\n=======\n"


def render(plan: Plan, pool: Sequence[CorpusFile]) -> Rendering:
    """The answer a model would write for ``plan`` (see the module doc)."""
    plan = normalize_plan(plan)
    rng = random.Random(plan.seed)
    mods = set(plan.modifiers)
    base = plan.base
    chosen = [pool[i % len(pool)] for i in plan.files]
    paths = _paths(chosen, rng)
    files = [(path, file.content) for path, file in zip(paths, chosen, strict=True)]
    real = list(files)
    # A file that holds a whole document with another delimiter, as the last file of an
    # answer without end marker: a file's example, or the answer started again? (two readings)
    example_last = False
    example_at: int | None = None  # the file about the format that holds a header
    if "format_content" in mods or base == "markdown_fixture":
        at = rng.randrange(len(files) + 1)
        files.insert(at, _format_file(files, rng, fixture=base == "markdown_fixture"))
        example_at = at if _HEADER_LINE.search(files[at][1]) else None
        example_last = at == len(files) - 1 and bool(_HEADED_DOCUMENT.search(files[at][1]))
    n = len(files)
    markdown = base in ("markdown_only", "markdown_fixture")
    hybridish = base in ("base_dumps", "hybrid", "edit_blocks", "elided_file")
    delimiter = _delimiter_for(files)
    end_marker = delimiter + "END"
    b = _Builder()
    raw: list[tuple[str, str]] = []
    complete_marks: list[str] = []
    next_marks: list[str] = []
    expect = Expect.EXACT
    finish: str | None = rng.choice((None, None, *STOP_REASONS))
    fence_outer = ""
    not_whole: str | None = None

    # edit blocks written aider's way: a path line, then a fence holding the edit
    aider = base == "edit_blocks" and mods <= _AIDER_STYLE and rng.random() < 0.5
    # prose may show a legacy JSON example only where a document follows (else the legacy
    # reader, which comes before the Markdown one, would read the example)
    hybrid_answer = not markdown and not aider and base != "edit_hunks"
    if mods & {"truncate", "cut_boundary"}:
        # cut before its first block, the document is no document: the legacy reader would
        # take a legacy example in the prose (that reader's business, not this bed's)
        hybrid_answer = False
    draft: str | None = None
    if "draft" in mods:
        kinds = ["r1", "corrected"] + (["cut"] if hybridish else [])
        draft = "think" if "think" in mods else rng.choice(kinds)
    if "bom" in mods:
        b.add("\ufeff")
    if draft == "think":
        b.add(
            f"<think>\nThe user wants {n} files. A first draft:\n"
            + _draft_document(real, rng, cut=rng.random() < 0.3)
            + "\nNot right yet; the answer follows.\n</think>\n"
        )
    elif "think" in mods:
        b.add(_THINK.format(n=n))
    if draft == "r1":  # reasoning closed by a </think> that was never opened
        b.add(
            f"Okay, the user wants {n} files. Let me draft them first.\n\n"
            + _draft_document(real, rng, cut=rng.random() < 0.3)
            + "\nHmm, that is not what was asked. The final answer:\n</think>\n\n"
        )
    if "prose" in mods and (rng.random() < 0.7 or not _prose_after_allowed(mods)):
        b.add(rng.choice(_PROSE_BEFORE))
    complete_draft = draft == "corrected"  # a complete document before the answer
    if "quoting_prose" in mods:
        quoted, example = _quoting(rng, delimiter, hybrid=hybrid_answer, before=True)
        b.add(quoted)
        complete_draft = complete_draft or example
    if draft in ("corrected", "cut"):
        b.add("Here is a first version:\n\n")
        b.add(_draft_document(real, rng, cut=draft == "cut"))
        if "quoting_prose" in mods and rng.random() < 0.5:
            quoted, example = _quoting(rng, delimiter, hybrid=hybrid_answer, before=True)
            b.add(quoted)
            complete_draft = complete_draft or example
        b.add(
            "\nOops, corrected version:\n\n"
            if draft == "corrected"
            else "\nSorry, I was cut off. Here is the whole answer again:\n\n"
        )
        if markdown:
            expect = Expect.REFUSED  # a document, then Markdown files: which is the answer?
    # The answer itself is built apart: an outer fence must be longer than anything inside.
    body = _Builder()
    edit_style = rng.choice(("search", "diff"))

    if markdown:
        body.mark("first_block")
        for i, (path, content) in enumerate(files):
            style = rng.choice(("### {p}", "**{p}**", "{p}:", "`{p}`", "File: {p}"))
            label = style.format(p=path) + _whole_file_note(style, rng)
            fence = _fence_for(content)
            body.add(f"{label}\n\n{fence}{_language(path)}\n")
            if i == 0:
                body.mark("fields0")
            body.add(content)
            body.mark(f"complete{i}")
            body.add(f"{fence}\n")
            body.mark(f"next{i}")
            body.add("\n")
            raw.append((path, content))
            complete_marks.append(f"complete{i}")
            next_marks.append(f"next{i}")
    elif base == "edit_hunks":
        aider = rng.random() < 0.5
        if not aider:
            body.add(json.dumps({"task_id": "T-1", "total_files": n}) + "\n\n")
        for path, content in files:
            edit = _hunk_edit(path, content, rng)
            if aider:  # a path line, then the edit in a fence
                fence = _fence_for(edit)
                body.add(f"{path}\n{fence}diff\n{edit}{fence}\n\n")
            else:
                body.add(f"{delimiter}\nPATH: {path}\n---\n{edit}\n")
            raw.append((path, edit))
        if not aider:
            body.add(f"{end_marker}\n")
        body.mark("fields0")
        expect = Expect.EDIT_BLOCKS
    elif base == "base_dumps" and not mods & _STRUCTURAL:
        code = GeneratedCode(
            task_id="T-1",
            files=[
                GeneratedFile(file_path=p, content=c, file_type=_file_type(p)) for p, c in files
            ],
        )
        document = artifact_codec.dumps(code)
        if f'"files_delimiter": "{delimiter}"' not in document:  # pragma: no cover
            raise AssertionError("dumps chose another delimiter than the bed")
        # Split the document by its delimiter lines to know where each file ends.
        head, *blocks = document.split(delimiter + "\n")
        body.add(head)
        body.mark("first_block")
        for i, block in enumerate(blocks):
            body.add(delimiter + "\n")
            path_end = block.index("\n") + 1
            body.add(block[:path_end])
            if i:
                body.mark(f"next{i - 1}")
            fields_end = block.index("\n---\n") + len("\n---\n")
            body.add(block[path_end:fields_end])
            if i == 0:
                body.mark("fields0")
            body.mark(f"content{i}")
            content = files[i][1]
            body.add(content)
            body.mark(f"complete{i}")
            rest = block[fields_end + len(content) :]
            if i == len(blocks) - 1:
                rest = rest[: -len(end_marker) - 1]
            body.add(rest)
            raw.append(files[i])
            complete_marks.append(f"complete{i}")
            next_marks.append(f"next{i}")
        _end(body, mods, n, end_marker)
    elif aider:
        # aider's own style: a path line, then a fence holding the edit.
        for path, content in files:
            edit = _edit_text(path, content, rng, edit_style)
            fence = _fence_for(edit)
            language = "diff" if edit_style == "diff" else _language(path)
            body.add(f"{path}\n{fence}{language}\n{edit}{fence}\n\n")
            raw.append((path, edit))
        body.mark("fields0")
        expect = Expect.EDIT_BLOCKS
    else:  # the hybrid format written by a model (also edit blocks inside hybrid blocks)
        elided = -1
        if base == "elided_file":
            long_enough = [i for i, (_, c) in enumerate(files) if c.count("\n") >= 5]
            if long_enough:
                elided = rng.choice(long_enough)
            else:  # no file long enough: a real one that is
                files.append(
                    (
                        "app/service.py",
                        "import os\n\n\ndef a():\n    return 1\n\n\ndef b():\n    return 2\n",
                    )
                )
                n, elided = len(files), len(files) - 1
            not_whole = files[elided][0]
            expect = Expect.NOT_WHOLE
        blanks = "blank_lines" in mods
        if blanks:
            body.add("\n" * rng.randint(0, 2))
        body.add(json.dumps({"task_id": "T-1", "total_files": n, "files_delimiter": delimiter}))
        body.add("\n\n" + ("\n" if blanks and rng.random() < 0.5 else ""))
        body.mark("first_block")
        for i, (path, content) in enumerate(files):
            style = _field_style(rng) if "field_styles" in mods else 0
            written = path
            if "decorated_paths" in mods and (i == 0 or rng.random() < 0.7):
                written = _decorate(path, rng)
                style = rng.choice((0, 1, 2, 4))  # a field name style that leaves the value be
            if "path_on_delimiter" in mods:
                body.add(f"{delimiter} PATH: {written}\n")
                if blanks and (i == 0 or rng.random() < 0.5):
                    body.add("\n")
            else:
                body.add(f"{delimiter}\n")
                if blanks and (i == 0 or rng.random() < 0.7):
                    body.add("\n" * rng.randint(1, 2))
                body.add(_PATH_STYLES[style].format(p=written) + "\n")
            if i:
                body.mark(f"next{i - 1}")
            if blanks and rng.random() < 0.3:
                body.add("\n")
            if "field_styles" in mods:
                if rng.random() < 0.6:
                    body.add(rng.choice(_TYPE_STYLES).format(v=_file_type(path)) + "\n")
                if rng.random() < 0.3:
                    body.add(rng.choice(_DESCRIPTION_STYLES).format(v="part of the task") + "\n")
            else:
                body.add(f"TYPE: {_file_type(path)}\n")
            if blanks and rng.random() < 0.3:
                body.add("\n")
            body.add("---\n")
            if i == 0:
                body.mark("fields0")
            body.mark(f"content{i}")
            if base == "edit_blocks":
                literal = _edit_text(path, content, rng, edit_style)
                if "fenced_content" in mods:
                    fence = _fence_for(literal)
                    language = "diff" if edit_style == "diff" else _language(path)
                    literal = f"{fence}{language}\n{literal}{fence}\n"
                expect = Expect.EDIT_BLOCKS
            elif i == elided:
                literal = _elide(path, content, rng)
            elif "fenced_content" in mods and not path.endswith(_MARKDOWN_SUFFIXES):
                fence = _fence_for(content)
                literal = f"{fence}{_language(path)}\n{content}{fence}\n"
            else:
                literal = content
            body.add(literal)
            body.mark(f"complete{i}")
            raw.append((path, literal))
            complete_marks.append(f"complete{i}")
            next_marks.append(f"next{i}")
            if "no_blank_line" not in mods:
                body.add("\n")
        _end(body, mods, n, end_marker)

    misspelled: str | None = None
    if "misspelled_end" in mods and expect is Expect.EXACT:
        written_end, misspelled = _misspelled(delimiter, rng)
        body.add(written_end)
    answer, _ = body.text(crlf=False)
    if "outer_fence" in mods:
        char = rng.choice(("`", "`", "~"))
        fence_outer = _fence_for(answer, char)
        info = rng.choice(("", "text", "")) if char == "`" else ""
        b.add(f"{fence_outer}{info}\n")
    b.mark("answer")
    offset = len(b.parts)
    b.parts.extend(body.parts)
    for name, index in body.marks.items():
        b.marks[name] = offset + index
    b.mark("answer_end")
    if fence_outer:
        if not answer.endswith("\n"):
            b.add("\n")
        b.add(f"{fence_outer}\n")
    after_allowed = _prose_after_allowed(mods) and not mods & {"misspelled_end", "cut_boundary"}
    if "prose" in mods and after_allowed and rng.random() < 0.6:
        b.add(rng.choice(_PROSE_AFTER))
    quote_after = after_allowed and "no_end_marker" not in mods and rng.random() < 0.5
    if "quoting_prose" in mods and quote_after:
        b.add(_quoting(rng, delimiter, hybrid=hybrid_answer, before=False)[0])
        # (its own generator: the renderings without it stay as they were)
        after = random.Random(f"{plan.seed}-example-after")
        wanted = after.random() < 0.4
        if wanted and hybrid_answer and expect is Expect.EXACT and "truncate" not in mods:
            b.add(_example_after(delimiter, after))
            expect = Expect.REFUSED  # the answer, or the example quoted after it?

    text, marks = b.text(crlf="crlf" in mods)
    complete_at = [marks[m] for m in complete_marks]
    next_block_at = [marks.get(m, len(text) + 1) for m in next_marks]
    fields_done_at = marks.get("fields0", 0)

    # (see example_last) the last file, holding an example document, has begun
    example_begun = example_last and f"content{n - 1}" in marks
    cut: int | None = None
    if misspelled is not None:
        reason = rng.choice(("stop", None, "length"))
        finish = rng.choice(STOP_REASONS) if reason == "stop" else reason
        if reason == "length":
            finish = rng.choice(LENGTH_REASONS)
        proven = reason == "stop" or (reason is None and (misspelled == "spelled" or fence_outer))
        if proven:  # the model said it stopped, the marker's words, or the closed outer fence
            expect = Expect.EXACT
        elif misspelled == "cut":  # the delimiter line arrived: every file is complete
            expect, cut = Expect.CUT, len(text)
        else:
            expect = Expect.TRUNCATED
    elif "no_end_marker" in mods and expect is Expect.EXACT and example_begun:
        finish = rng.choice((None, *STOP_REASONS, *LENGTH_REASONS))
        expect = Expect.REFUSED
    elif "no_end_marker" in mods and expect is Expect.EXACT:
        if rng.random() < 0.5:
            finish = rng.choice(STOP_REASONS)
            if complete_draft or example_last:
                expect = Expect.REFUSED  # a lost end marker, or an example after the answer?
        elif fence_outer:
            # The closing outer fence arrived: complete unless the API said otherwise, and a
            # length stop right after a closing fence is ambiguous, so the bed does not ask.
            finish = None
            if complete_draft or example_last:
                expect = Expect.REFUSED
        else:
            finish = rng.choice((None, *LENGTH_REASONS))
            expect = Expect.TRUNCATED
    elif "truncate" in mods and expect is not Expect.EDIT_BLOCKS:
        start = marks.get("first_block", fields_done_at)
        stop = marks.get("end_marker", next_block_at[-1] if next_block_at else len(text))
        cut = rng.randrange(min(start, stop), max(stop, start + 1))
        text = text[:cut]
        finish = rng.choice(LENGTH_REASONS)
        if example_begun and cut > marks[f"content{n - 1}"]:
            expect = Expect.REFUSED
        if example_at is not None and f"content{example_at}" in marks:
            # cut inside the file holding an example header, before the next block: that file
            # is the last one of the text, as above (a cut example, or a restart cut in its
            # header?)
            inside = marks[f"content{example_at}"] < cut <= next_block_at[example_at]
            expect = Expect.REFUSED if inside else expect
        if expect is not Expect.REFUSED:  # cut or not, two readings stay two readings
            expect = Expect.CUT
    elif "cut_boundary" in mods and expect is Expect.EXACT:
        text, cut, finish, expect = _cut_at_boundary(
            text, marks, delimiter, rng, draft=draft, complete_draft=complete_draft
        )
        if example_begun and cut > marks[f"content{n - 1}"] and expect is not Expect.EXACT:
            expect = Expect.REFUSED
    elif expect is Expect.EDIT_BLOCKS and "no_end_marker" in mods:
        finish = rng.choice(STOP_REASONS)
        if complete_draft:
            expect = Expect.REFUSED
    elif not markdown and rng.random() < 0.1:
        finish = rng.choice(LENGTH_REASONS)  # the end marker proves it complete anyway
    if expect is Expect.EXACT and markdown and finish in LENGTH_REASONS:  # pragma: no cover
        finish = None

    return Rendering(
        plan=plan,
        text=text,
        finish_reason=finish,
        expect=expect,
        files=files,
        raw=raw,
        complete_at=complete_at,
        next_block_at=next_block_at,
        fields_done_at=fields_done_at,
        cut=cut,
        delimiter=delimiter,
        not_whole=not_whole,
    )


def _cut_at_boundary(
    text: str,
    marks: dict[str, int],
    delimiter: str,
    rng: random.Random,
    *,
    draft: str | None,
    complete_draft: bool,
) -> tuple[str, int, str | None, Expect]:
    """The answer cut at one of its structural boundaries (in the header, around and inside
    delimiter lines, after a path or a separator, at the end of a file, in the end marker),
    with a finish reason of any kind. A stop is asked only where the answer lacks at most its
    end marker: the model said it was done."""
    start, end = marks["answer"], marks["answer_end"]
    header = text.find("{", start, end)
    # After a draft, a cut before the new header's first key leaves nothing that shows a new
    # answer began: the bed cuts after it (a cut draft needs the key's first letters).
    first = header + (len('{"ta') if draft == "cut" else 1)
    places = {first, marks.get("first_block", start)}
    at = text.find("\n" + delimiter, start, end) + 1  # delimiter lines, not quotes of one
    while at != 0:
        line_end = text.find("\n", at, end)
        if line_end == -1:
            line_end = end
        places.update({at, at + len(delimiter) // 2, at + len(delimiter), line_end, line_end + 1})
        path_end = text.find("\n", line_end + 1, end)
        if path_end != -1:
            places.update({path_end, path_end + 1})
        separator = text.find("\n---", line_end, end)
        if separator != -1:
            places.update({separator, separator + 1, separator + 5})
        at = text.find("\n" + delimiter, line_end, end) + 1
    end_line = marks.get("end_marker", end)
    places = {p for p in places if first <= p <= end}
    cut = rng.choice(sorted(places))
    reason = rng.choice(("length", "filtered", None, "stop"))
    # the end marker arrived whole: complete; its delimiter part arrived: a stop sequence took
    # the rest, which a stop says
    complete = cut >= end_line + len(delimiter) + len("END")
    ended = cut >= end_line + len(delimiter)
    if reason == "stop" and cut < end_line - (2 if text[end_line - 2 : end_line] == "\r\n" else 1):
        reason = rng.choice(("length", None))  # the model did not stop inside its answer
    finish = {
        "length": rng.choice(LENGTH_REASONS),
        "filtered": rng.choice(FILTER_REASONS),
        None: None,
        "stop": rng.choice(STOP_REASONS),
    }[reason]
    if complete:
        expect = Expect.EXACT
    elif reason == "stop":
        expect = Expect.REFUSED if complete_draft and not ended else Expect.EXACT
    else:
        expect = Expect.CUT
    return text[:cut], cut, finish, expect


def _prose_after_allowed(mods: set[str]) -> bool:
    # Without end marker and outer fence, text after the last file IS its content: a model
    # that writes it has made the answer ambiguous, so the bed does not render that.
    return "no_end_marker" not in mods or "outer_fence" in mods


def _end(body: _Builder, mods: set[str], n: int, end_marker: str = END_MARKER) -> None:
    body.mark("end_marker")
    if not mods & {"no_end_marker", "misspelled_end"}:
        body.add(end_marker + "\n")
    if n:  # the last file is certain once the line after it has arrived whole
        body.mark(f"next{n - 1}")


# -- the check -----------------------------------------------------------------------------------


def _pairs(code: GeneratedCode) -> list[tuple[str, str]]:
    return [(f.file_path, f.content) for f in code.files]


def _is_prefix(partial: str, real: str) -> bool:
    if real.startswith(partial):
        return True
    # the reader may give a cut-off file a final newline (or keep a lone CR of a cut CRLF)
    trimmed = partial.rstrip("\r\n")
    return partial != trimmed and real.startswith(trimmed) and len(partial) - len(trimmed) <= 2


def check(rendering: Rendering, result: ParseResult) -> list[str]:
    """Every way ``result`` differs from what a correct reader returns (empty: correct)."""
    problems: list[str] = []
    codes = [d.code for d in result.diagnostics]
    status = result.status
    got = _pairs(result.code)
    expected = rendering.files
    if "internal-error" in codes:
        problems.append(f"internal-error: {result.diagnostics}")
    if status is Status.CLEAN:
        others = [
            d.code
            for d in result.diagnostics
            if not (d.code.startswith("finish-reason-") and d.severity is Severity.INFO)
        ]
        if others:
            problems.append(f"status clean but diagnostics {others}")
        try:
            strict = artifact_codec.loads(rendering.text)
        except artifact_codec.ArtifactDecodeError as error:
            problems.append(f"status clean but loads() refuses the text: {error}")
        else:
            if strict != result.code:
                problems.append("status clean but the code is not what loads() reads")
    elif got and not result.diagnostics:
        raw = dict(rendering.raw)
        if any(raw.get(path) != content for path, content in got):
            problems.append("a path or content differs from the text and no diagnostic says so")

    if rendering.expect is Expect.EXACT:
        alone = rendering.plan.base == "base_dumps" and not rendering.plan.modifiers
        allowed = (Status.CLEAN,) if alone else (Status.CLEAN, Status.RECOVERED)
        if status not in allowed:
            problems.append(f"status {status.value}, expected {'/'.join(s.value for s in allowed)}")
        if got != expected:
            problems.append(_diff(got, expected))
        if result.partial_file is not None:
            problems.append(f"unexpected partial_file {result.partial_file.file_path}")
    elif rendering.expect is Expect.TRUNCATED:
        if status is not Status.TRUNCATED:
            problems.append(f"status {status.value}, expected truncated")
        if got != expected[:-1]:
            problems.append(_diff(got, expected[:-1]))
        partial = result.partial_file
        last_path, last_content = expected[-1]
        if partial is None:
            problems.append(f"no partial_file, expected {last_path}")
        elif partial.file_path != last_path or not _is_prefix(partial.content, last_content):
            problems.append(
                f"partial_file {partial.file_path} {partial.content[-60:]!r} is not a prefix "
                f"of {last_path}"
            )
    elif rendering.expect is Expect.CUT:
        problems.extend(_check_cut(rendering, result, got))
    elif rendering.expect is Expect.REFUSED:
        if status.usable:
            problems.append(
                f"status {status.value}: the answer admits two readings no rule tells apart, "
                "expected a status that is not usable"
            )
    elif rendering.expect is Expect.NOT_WHOLE:
        if status.usable:
            problems.append(f"status {status.value}: a file elides existing code, not usable")
        if rendering.not_whole in [path for path, _ in got]:
            problems.append(f"{rendering.not_whole} elides existing code, yet is a whole file")
    else:  # edit blocks
        if status.value != "edit_blocks":
            problems.append(f"status {status.value}, expected edit_blocks")
        if got:
            problems.append(f"edit blocks read as whole files: {[p for p, _ in got]}")
        if result.partial_file is not None:
            problems.append(f"edit block read as partial file {result.partial_file.file_path}")
    return problems


def _check_cut(rendering: Rendering, result: ParseResult, got: list[tuple[str, str]]) -> list[str]:
    problems: list[str] = []
    cut = rendering.cut
    assert cut is not None
    expected = rendering.files
    if cut < rendering.fields_done_at:
        if result.status.usable or result.status.value == "edit_blocks":
            problems.append(f"cut before the first block's fields, yet status {result.status}")
    elif result.status is not Status.TRUNCATED:
        problems.append(f"status {result.status.value}, expected truncated")
    if got != expected[: len(got)]:
        problems.append(_diff(got, expected[: len(got)]))
    for index in range(min(len(got), len(expected))):
        if rendering.complete_at[index] > cut:
            problems.append(f"{expected[index][0]} is in code but was not complete in the text")
    certain = sum(1 for at in rendering.next_block_at if at <= cut)
    if len(got) < certain:
        problems.append(
            f"only {len(got)} files in code, but {certain} were followed by the next block"
        )
    partial = result.partial_file
    if partial is not None:
        real = dict(expected)
        if partial.file_path not in real:
            problems.append(f"partial_file has the unknown path {partial.file_path!r}")
        elif not _is_prefix(partial.content, real[partial.file_path]):
            problems.append(
                f"partial_file {partial.file_path} ends {partial.content[-60:]!r}: not a prefix"
            )
        if partial.file_path in dict(got):
            problems.append("partial_file is also in code")
    return problems


def _diff(got: list[tuple[str, str]], expected: list[tuple[str, str]]) -> str:
    got_paths = [p for p, _ in got]
    want_paths = [p for p, _ in expected]
    if got_paths != want_paths:
        return f"paths {got_paths}, expected {want_paths}"
    for (path, content), (_, want) in zip(got, expected, strict=True):
        if content != want:
            at = next(
                (i for i, (a, c) in enumerate(zip(content, want, strict=False)) if a != c),
                min(len(content), len(want)),
            )
            return (
                f"{path}: content differs at {at}: got {content[max(0, at - 20) : at + 40]!r}, "
                f"expected {want[max(0, at - 20) : at + 40]!r} (lengths {len(content)}, "
                f"{len(want)})"
            )
    return "files differ"  # pragma: no cover


# -- mutations (fuzz) ----------------------------------------------------------------------------


def mutate(text: str, rng: random.Random, rounds: int = 3) -> str:
    """Delete, duplicate or swap random lines, cut, or insert random characters."""
    for _ in range(rounds):
        lines = text.split("\n")
        kind = rng.randrange(6)
        i = rng.randrange(len(lines))
        j = rng.randrange(len(lines))
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[j])
        elif kind == 2:
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 3:
            text = text[: rng.randrange(len(text) + 1)]
            continue
        elif kind == 4:
            at = rng.randrange(len(text) + 1)
            noise = "".join(rng.choice(_NOISE) for _ in range(rng.randint(1, 8)))
            text = text[:at] + noise + text[at:]
            continue
        else:
            lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
        text = "\n".join(lines)
    return text


_NOISE = (
    "\x00",
    "\r",
    "\n",
    "\ufeff",
    "\ufffd",
    "`",
    "```",
    "~~~",
    "---",
    "===",
    "===FILE_CONTENT_BLOCK===",
    "===FILE_CONTENT_BLOCK===END",
    "PATH: ",
    "**",
    "{",
    "}",
    '"',
    "\\",
    "<<<<<<< SEARCH\n",
    "=======\n",
    ">>>>>>> REPLACE\n",
    "@@ -1 +1 @@\n",
    "<think>",
    "CONTENT:\n",
    "content: x\n",
    "FILE_PATH: b.py\n",
    "PATH: __init__.py\n",
    "**PATH:** ",
    '"dependencies": null, ',
    "__",
    "é",
    "\u202e",
    " ",
    "x",
)
