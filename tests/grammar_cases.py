"""Test helper: documents for the differential tests of the generation grammars.

Not a test module (pytest collects ``test_*.py`` only). ``tests/test_grammar_soundness.py``
(hypothesis, Python's lark and ``re``, llguidance) and ``tests_xgrammar/`` (xgrammar, in a
virtual environment of its own, without hypothesis) share the same seeds, snippets and checks:
a document is made from a ``random.Random``, so both can drive it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping

from artifact_codec import GeneratedCode, GeneratedFile, dumps, loads
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.format.spec import DEFAULT_DELIMITER, END_SUFFIX

D = DEFAULT_DELIMITER
KNOWN_FIELDS = {"PATH", "TYPE", "DESCRIPTION", "SEMANTIC_UNIT", "COMPONENT", "VERBATIM"}

HEADER_SNIPPETS = [
    '"format_version": 2, ',
    '"format_version": 1, ',
    '"task_id": 5, ',
    '"task_id": "again", ',
    '"task_id": null, ',
    '"project_id": [], ',
    '"files": [], ',
    '"dependencies": [1], ',
    '"dependencies": null, ',
    '"dependencies": ["a", "b"], ',
    '"setup_instructions": [1], ',
    '"setup_instructions": ["a"], ',
    '"total_files": -1, ',
    '"files_delimiter": "===", ',
    '"x": 1e400, ',
    '"x": -1e309, ',
    '"x": 1.7976931348623159e308, ',
    '"x": 1.7976931348623157e308, ',
    '"x": 9e307, ',
    '"x": 1e-400, ',
    '"x": 12345678901234567.5, ',
    f'"x": {"9" * 4301}, ',
    f'"x": {"9" * 4300}, ',
    '"x": NaN, ',
    '"x": "\\ud800", ',
    '"x": "\\ud83d\\ude00", ',
    '"x": "\\u005f", ',
    '"x": "a\\/b", ',
    '"x": "\\u0000", ',
    '"task\\u005fid": 5, ',
    '"fil\\u0065s": [], ',
    '"": 0, ',
    '"x": ' + "[" * 64 + "]" * 64 + ", ",
    '"x": ' + "[" * 63 + "]" * 63 + ", ",
    '"x": {"y": {"z": [true, false, null]}}, ',
    '"x": 01, ',
    '"x": -0, ',
    '"x": .5, ',
    '"x": 1., ',
]
FIELD_SNIPPETS = [
    "TYPE: a",
    "TYPE: b",
    "DESCRIPTION: d",
    "SEMANTIC_UNIT: s",
    "COMPONENT: c",
    "VERBATIM: yes",
    "VERBATIM: no",
    'VERBATIM: "yes"',
    "CONTENT: x",
    "FILE_PATH: y",
    "FILE_TYPE: y",
    "SEMANTIC_UNIT_ID: y",
    "COMPONENT_ID: y",
    "LANG: a",
    "LANG: b",
    "PATH: z.txt",
    'TYPE: "\\ud800"',
    'TYPE: "a\\/b"',
    'TYPE: "\\u0041"',
    'TYPE: "two\\nlines"',
    'TYPE: "unterminated',
    "TYPE: trailing ",
    "TYPE:  two blanks",
    "TYPE:",
    "lower: x",
    "X_1: x",
    f"{D}",
]
SEEDS = [
    dumps(
        GeneratedCode(
            task_id="T-1",
            project_id="p",
            dependencies=["a"],
            setup_instructions="pip install x",
            extra={"k": [1, 2.5, None, True, {"n": "v"}]},  # type: ignore[call-arg]
            files=[
                GeneratedFile(
                    file_path="a.py",
                    content="print(1)\n",
                    file_type="source",
                    description="d",
                    lang="py",  # type: ignore[call-arg]
                ),
                GeneratedFile(file_path="b/c.txt", content="no newline"),
            ],
        )
    ),
    dumps(GeneratedCode(files=[GeneratedFile(file_path="x.md", content="---\n```\n")])),
    dumps(GeneratedCode()),
]


HEADER_ENTRIES = [
    '"task_id": "a", ',
    '"task_id": null, ',
    '"task_id": 1, ',
    '"project_id": "p", ',
    '"dependencies": ["a"], ',
    '"dependencies": [], ',
    '"dependencies": "a", ',
    '"setup_instructions": ["a", "b"], ',
    '"setup_instructions": [null], ',
    '"files": [], ',
    '"format_version": 1, ',
    '"x": 1, ',
    '"x": 2.5e308, ',
    '"x": 1e307, ',
    '"y": [1, {"z": null}], ',
    '"y": true, ',
    '"": "", ',
]
FIELD_LINES = [
    "PATH: a.py",
    "PATH: b.py",
    "PATH: ../c.py",
    "TYPE: t",
    "TYPE: u",
    "DESCRIPTION: d",
    "LANG: x",
    "LANG: y",
    "VERBATIM: yes",
    "VERBATIM: no",
    "CONTENT: c",
    'TYPE: "q"',
]
CONTENT_LINES = ["print(1)", "", "x", "---", "PATH: z", f"{D}x", f"{D}END"]


def random_mutant(rng: random.Random) -> str:
    """A document ``dumps`` wrote, changed one to three times: a header snippet or a field
    snippet inserted, characters deleted or inserted, a line repeated, total_files changed."""
    document = rng.choice(SEEDS)
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(["header", "field", "delete", "insert", "line", "count"])
        if kind == "header":
            at = document.find("{") + 1 if rng.random() < 0.5 else document.find('"total_')
            if at > 0:
                document = document[:at] + rng.choice(HEADER_SNIPPETS) + document[at:]
        elif kind == "field" and "\nPATH: " in document:
            start = document.index("\nPATH: ") + 1
            at = rng.choice([start, document.index("\n", start) + 1])
            document = document[:at] + rng.choice(FIELD_SNIPPETS) + "\n" + document[at:]
        elif kind == "delete":
            at = rng.randrange(len(document))
            document = document[:at] + document[at + rng.randint(1, 4) :]
        elif kind == "insert":
            at = rng.randint(0, len(document))
            piece = rng.choice(['"', "{", "}", ",", "\\", "\n", ": ", "1", "e", " "])
            document = document[:at] + piece + document[at:]
        elif kind == "line":
            lines = document.split("\n")
            lines.insert(rng.randrange(len(lines)), rng.choice(lines))
            document = "\n".join(lines)
        else:
            count = f'"total_files": {rng.randint(0, 4)}'
            document = re.sub(r'"total_files": [0-9]+', count, document)
    return document


def random_soup(rng: random.Random) -> str:
    """A document put together from the format's own pieces, in any order and number: header
    entries, delimiter lines, field lines, separators, content lines, the end marker."""
    header = "{" + "".join(rng.choice(HEADER_ENTRIES) for _ in range(rng.randint(0, 5)))
    parts = [header + f'"total_files": {rng.randint(0, 3)}, "files_delimiter": "{D}"}}\n\n']
    for _ in range(rng.randint(0, 3)):
        parts.append(f"{D}\n")
        parts += [f"{rng.choice(FIELD_LINES)}\n" for _ in range(rng.randint(0, 4))]
        if rng.random() < 0.9:
            parts.append("---\n")
        parts += [f"{rng.choice(CONTENT_LINES)}\n" for _ in range(rng.randint(1, 2))]
    if rng.random() < 0.9:
        parts.append(f"{D}END\n")
    return "".join(parts)


def blocks_of(document: str, delimiter: str) -> tuple[str, list[tuple[list[str], list[str]]]]:
    """The header line and each block's field lines and content lines of a document a dialect
    accepted (so of the grammar's shape)."""
    header, _, rest = document.partition("\n\n")
    lines = rest.split("\n")
    assert lines[-1] == ""
    end = delimiter + END_SUFFIX
    blocks: list[tuple[list[str], list[str]]] = []
    index = 0
    assert lines[index] in (delimiter, end)
    while lines[index] != end:
        index += 1
        fields: list[str] = []
        while lines[index] != "---":
            fields.append(lines[index])
            index += 1
        index += 1
        content: list[str] = []
        while not lines[index].startswith(delimiter):
            content.append(lines[index])
            index += 1
        blocks.append((fields, content))
    assert index == len(lines) - 2
    return header, blocks


def repaired(document: str, delimiter: str) -> str:
    """The document with only what the documented exceptions cover repaired: total_files is
    the number of blocks, every PATH is a safe path of its own, and an extra field given twice
    in a block is kept once."""
    header, blocks = blocks_of(document, delimiter)
    header = re.sub(
        r'"total_files": [0-9]+, "files_delimiter": ',
        f'"total_files": {len(blocks)}, "files_delimiter": ',
        header,
    )
    parts = [header, "\n\n", delimiter]
    for number, (fields, content) in enumerate(blocks):
        seen: set[str] = set()
        kept = []
        for line in fields:
            name = line.split(":", 1)[0]
            if name == "PATH":
                line = f"PATH: repaired{number}.txt"
            elif name in seen and name not in KNOWN_FIELDS:
                continue
            seen.add(name)
            kept.append(line)
        parts += ["\n", *(f"{line}\n" for line in kept), "---\n"]
        parts += [f"{line}\n" for line in content]
        parts.append(delimiter)
    parts.append(f"{END_SUFFIX}\n")
    return "".join(parts)


Accepts = Callable[[str, str], bool]


def check_sound(engines: Mapping[str, Accepts], document: str, delimiter: str = D) -> bool:
    """Raise AssertionError if an engine accepts ``document`` and ``loads`` refuses it for more
    than a documented exception (see :func:`repaired`); return whether any engine accepted."""
    accepted = [name for name, accepts in engines.items() if accepts(document, delimiter)]
    if not accepted:
        return False
    try:
        loads(document)
    except ArtifactDecodeError as error:
        try:
            loads(repaired(document, delimiter))
        except ArtifactDecodeError as again:
            raise AssertionError(
                f"{accepted} accept a document loads refuses ({error.msg}), and not only for "
                f"a documented exception ({again.msg}):\n{document!r}"
            ) from None
    return True
