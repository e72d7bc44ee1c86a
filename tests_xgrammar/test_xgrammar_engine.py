"""The generation grammars in xgrammar, which vLLM and SGLang also use.

xgrammar's wheel pulls in PyTorch, far too big for the ``test`` extra, so these tests live outside
``tests/`` and ``.ci/run`` runs them in a virtual environment of their own
(``pip install . xgrammar pytest``). xgrammar reads GBNF (its EBNF) and regular expressions.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import xgrammar as xgr
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
