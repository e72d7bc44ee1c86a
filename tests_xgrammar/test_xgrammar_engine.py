"""The generation grammars in xgrammar, which vLLM and SGLang also use.

xgrammar's wheel pulls in PyTorch, far too big for the ``test`` extra, so these tests live outside
``tests/`` and ``.ci/run`` runs them in a virtual environment of their own
(``pip install . xgrammar pytest``). xgrammar reads GBNF (its EBNF) and regular expressions.
Besides completeness (what ``dumps`` writes is accepted) they check soundness: a document
xgrammar accepts is one ``loads`` reads, up to the exceptions ``docs/grammar.md`` lists.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import xgrammar as xgr
from xgrammar.testing import _get_matcher_from_grammar
from xgrammar.testing import _is_grammar_accept_string as accepts

from artifact_codec import GeneratedCode, GeneratedFile, dumps, grammar

D = "===FILE_CONTENT_BLOCK==="


def _stdlib_documents(count: int) -> list[str]:
    root = Path(os.__file__).parent
    files = []
    for path in sorted(root.glob("*.py")):
        try:
            files.append(GeneratedFile(file_path=path.name, content=path.read_text("utf-8")))
        except UnicodeDecodeError:
            continue
    return [dumps(GeneratedCode(files=files[i : i + 20])) for i in range(0, 20 * count, 20)]


@pytest.fixture(scope="module")
def engines() -> dict[str, xgr.Grammar]:
    return {
        "gbnf": xgr.Grammar.from_ebnf(grammar(dialect="gbnf")),
        "regex": xgr.Grammar.from_regex(grammar(dialect="regex")),
    }


EXAMPLE = dumps(
    GeneratedCode(
        task_id="HW-001",
        dependencies=["fastapi"],
        files=[
            GeneratedFile(file_path="app/main.py", content='print("x\\\\")\n', file_type="source"),
            GeneratedFile(file_path="notes.txt", content="no final newline"),
            GeneratedFile(file_path="empty", content=""),
        ],
    )
)
MALFORMED = {
    "delimiter line in content": EXAMPLE.replace('print("x', f'{D}\nprint("x'),
    "missing separator": EXAMPLE.replace("---\nprint", "print"),
    "missing end marker": EXAMPLE.removesuffix(f"{D}END\n"),
    "prose before": "Here you go:\n" + EXAMPLE,
    "CRLF": EXAMPLE.replace("\n", "\r\n"),
    "header with a trailing comma": EXAMPLE.replace('"HW-001", ', '"HW-001",, ', 1),
    "second PATH": EXAMPLE.replace("PATH: empty\n", "PATH: empty\nPATH: other\n"),
}


@pytest.mark.parametrize("dialect", ["gbnf", "regex"])
def test_real_documents_are_accepted(engines: dict[str, xgr.Grammar], dialect: str) -> None:
    documents = [EXAMPLE, *_stdlib_documents(5)]
    assert all(D in doc for doc in documents)
    for document in documents:
        assert accepts(engines[dialect], document)


@pytest.mark.parametrize("dialect", ["gbnf", "regex"])
@pytest.mark.parametrize("case", MALFORMED)
def test_malformed_documents_are_rejected(
    engines: dict[str, xgr.Grammar], dialect: str, case: str
) -> None:
    assert MALFORMED[case] != EXAMPLE
    assert not accepts(engines[dialect], MALFORMED[case])


def test_special_delimiter() -> None:
    delimiter = "@@[x]^-\\§@@"
    code = GeneratedCode(files=[GeneratedFile(file_path="a.txt", content="@@[x]\nx\n")])
    document = dumps(code, delimiter=delimiter)
    gbnf = xgr.Grammar.from_ebnf(grammar(delimiter=delimiter, dialect="gbnf"))
    assert accepts(gbnf, document)
    assert not accepts(gbnf, document.replace("x\n", f"{delimiter}x\n", 1))


# -- soundness: what xgrammar accepts, loads reads (up to the exceptions docs/grammar.md lists) --

# The documents and the check are shared with tests/test_grammar_soundness.py (which has no
# xgrammar); that folder is not a package, so it is put on the path.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from grammar_cases import (  # noqa: E402
    FIELD_SNIPPETS,
    HEADER_SNIPPETS,
    SEEDS,
    check_sound,
    random_mutant,
    random_soup,
)


@pytest.fixture(scope="module")
def xgrammar_engines(engines: dict[str, xgr.Grammar]) -> dict[str, Callable[[str, str], bool]]:
    """One matcher per dialect, reset for each document (``accepts`` compiles the grammar on
    every call: a thousand times slower). The first documents are checked against it too."""

    def engine(grammar_: xgr.Grammar) -> Callable[[str, str], bool]:
        matcher = _get_matcher_from_grammar(grammar_)

        def run(document: str, delimiter: str) -> bool:
            matcher.reset()
            return bool(matcher.accept_string(document) and matcher.is_terminated())

        for document in (EXAMPLE, *MALFORMED.values()):
            assert run(document, D) == accepts(grammar_, document)
        return run

    return {name: engine(compiled) for name, compiled in engines.items()}


def test_every_snippet_of_what_loads_refuses_is_refused(
    xgrammar_engines: dict[str, Callable[[str, str], bool]],
) -> None:
    """Each snippet put where it is refused (a header entry loads refuses, a field line it
    refuses) makes a document xgrammar refuses, or one that loads reads."""
    checked = 0
    for seed in SEEDS:
        for snippet in HEADER_SNIPPETS:
            at = seed.index("{") + 1
            checked += check_sound(xgrammar_engines, seed[:at] + snippet + seed[at:])
        if "\nPATH: " in seed:
            at = seed.index("\n", seed.index("\nPATH: ") + 1) + 1
            for line in FIELD_SNIPPETS:
                checked += check_sound(xgrammar_engines, seed[:at] + line + "\n" + seed[at:])
    assert checked > 10  # the snippets that loads reads are accepted


@pytest.mark.parametrize("make", [random_mutant, random_soup], ids=["mutants", "soups"])
def test_a_document_xgrammar_accepts_is_read_by_loads(
    xgrammar_engines: dict[str, Callable[[str, str], bool]],
    make: Callable[[random.Random], str],
) -> None:
    rng = random.Random(21)
    accepted = sum(check_sound(xgrammar_engines, make(rng)) for _ in range(300))
    assert accepted > 10  # the test is not vacuous
