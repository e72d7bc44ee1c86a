"""Generation grammars: every document dumps writes is accepted, in every
dialect and by every engine we have (Python's lark with Earley and LALR, llguidance on a
byte-level tokenizer, Python's re); malformed documents are rejected."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from functools import cache

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.exceptions import LarkError
from llguidance import LLMatcher, LLTokenizer, TokenizerWrapper, grammar_from
from test_stdlib_roundtrip import stdlib_text_files

from artifact_codec import GeneratedCode, GeneratedFile, dumps, grammar, loads, openai_tool
from artifact_codec.cli import main
from artifact_codec.format.generation import REGEX_HEADER_DEPTH
from artifact_codec.format.spec import DEFAULT_DELIMITER

DIALECTS = ("lark", "gbnf", "regex")


class _ByteTokenizer:
    """One token per byte, plus an end-of-sequence token: any text is one token sequence."""

    eos_token_id = 256
    bos_token_id = None
    tokens = [bytes([value]) for value in range(256)] + [b"<eos>"]

    def __call__(self, data: bytes) -> list[int]:
        return list(data)


@cache
def _tokenizer() -> LLTokenizer:
    return LLTokenizer(TokenizerWrapper(_ByteTokenizer()), slices=[])


@cache
def _llguidance_grammar(delimiter: str, dialect: str) -> str:
    text = grammar_from(dialect, grammar(delimiter=delimiter, dialect=dialect))  # type: ignore[arg-type]
    assert LLMatcher.validate_grammar(text, _tokenizer()) == ""
    return text


def llguidance_accepts(document: str, delimiter: str, dialect: str) -> bool:
    matcher = LLMatcher(_tokenizer(), _llguidance_grammar(delimiter, dialect), log_level=0)
    consumed = matcher.consume_tokens(list(document.encode("utf-8")))
    return consumed and not matcher.is_error() and matcher.is_accepting()


@cache
def _lark(delimiter: str, parser: str) -> Lark:
    return Lark(grammar(delimiter=delimiter), parser=parser)


def lark_accepts(document: str, delimiter: str, parser: str = "lalr") -> bool:
    try:
        _lark(delimiter, parser).parse(document)
    except LarkError:
        return False
    return True


@cache
def _regex(delimiter: str) -> re.Pattern[str]:
    return re.compile(grammar(delimiter=delimiter, dialect="regex"))


def regex_accepts(document: str, delimiter: str) -> bool:
    return _regex(delimiter).fullmatch(document) is not None


def _delimiter_of(document: str) -> str:
    return str(json.loads(document[: document.index("\n")])["files_delimiter"])


ENGINES: dict[str, Callable[[str, str], bool]] = {
    "lark-lalr": lark_accepts,
    "lark-earley": lambda doc, d: lark_accepts(doc, d, "earley"),
    "re": regex_accepts,
    **{
        f"llguidance-{dialect}": (
            lambda doc, d, dialect=dialect: llguidance_accepts(doc, d, dialect)
        )
        for dialect in DIALECTS
    },
}


def _stdlib_documents() -> Iterator[str]:
    """Every text file of the installed standard library, 400 files to a document."""
    files = [GeneratedFile(file_path=p, content=t) for p, t in stdlib_text_files()]
    for start in range(0, len(files), 400):
        yield dumps(GeneratedCode(task_id="stdlib", files=files[start : start + 400]))


def test_every_stdlib_document_is_accepted_by_every_engine() -> None:
    counts = dict.fromkeys(ENGINES, 0)
    documents = 0
    for number, document in enumerate(_stdlib_documents()):
        documents += 1
        delimiter = _delimiter_of(document)
        assert lark_accepts(document, delimiter)
        assert regex_accepts(document, delimiter)
        assert llguidance_accepts(document, delimiter, "lark")
        counts["lark-lalr"] += 1
        counts["re"] += 1
        counts["llguidance-lark"] += 1
        if number % 3 == 0:  # the other llguidance dialects on a third (same engine, slower)
            assert llguidance_accepts(document, delimiter, "gbnf")
            assert llguidance_accepts(document, delimiter, "regex")
            counts["llguidance-gbnf"] += 1
            counts["llguidance-regex"] += 1
    assert documents > 4
    print(f"stdlib documents accepted: {counts} of {documents}")


def test_earley_accepts_real_documents() -> None:
    document = next(_stdlib_documents())
    small = loads(document).model_copy()
    small.files = small.files[:40]
    text = dumps(small)
    assert lark_accepts(text, _delimiter_of(text), "earley")


EXAMPLE = dumps(
    GeneratedCode(
        task_id="HW-001",
        dependencies=["fastapi"],
        setup_instructions="pip install fastapi",
        files=[
            GeneratedFile(file_path="app/main.py", content='print("x\\\\")\n', file_type="source"),
            GeneratedFile(file_path="notes.txt", content="no final newline"),
            GeneratedFile(file_path="empty", content=""),
            GeneratedFile(file_path="d.md", content="---\n===FILE_CONTENT\n", language="md"),  # type: ignore[call-arg]
        ],
    )
)
D = DEFAULT_DELIMITER

MALFORMED = {
    "delimiter line in content": EXAMPLE.replace('print("x', f'{D}\nprint("x'),
    "delimiter prefix in content": EXAMPLE.replace('print("x', f'{D}x print("x'),
    "missing separator": EXAMPLE.replace("---\nprint", "print"),
    "missing end marker": EXAMPLE.removesuffix(f"{D}END\n"),
    "end marker without line break": EXAMPLE.removesuffix("\n"),
    "text after the end marker": EXAMPLE + "Thanks!\n",
    "header with a trailing comma": EXAMPLE.replace('"HW-001", ', '"HW-001",, ', 1),
    "header not JSON": EXAMPLE.replace('{"task_id"', "{task_id", 1),
    "header on two lines": EXAMPLE.replace(", ", ",\n", 1),
    "no blank line after the header": EXAMPLE.replace("}\n\n", "}\n", 1),
    "prose before": "Here you go:\n" + EXAMPLE,
    "CRLF": EXAMPLE.replace("\n", "\r\n"),
    "missing PATH": EXAMPLE.replace("PATH: notes.txt\n", ""),
    "lower-case field": EXAMPLE.replace("TYPE: source", "type: source"),
    "second PATH": EXAMPLE.replace("PATH: empty\n", "PATH: empty\nPATH: other\n"),
    "CONTENT field": EXAMPLE.replace("PATH: empty\n", "PATH: empty\nCONTENT: x\n"),
    "FILE_PATH field": EXAMPLE.replace("PATH: empty\n", "PATH: empty\nFILE_PATH: x\n"),
    "empty field value": EXAMPLE.replace("TYPE: source", "TYPE: "),
    "field value with a trailing blank": EXAMPLE.replace("TYPE: source", "TYPE: source "),
    "empty content without its line": EXAMPLE.replace("PATH: empty\n---\n\n", "PATH: empty\n---\n"),
}


@pytest.mark.parametrize("engine", ENGINES)
def test_the_example_is_accepted(engine: str) -> None:
    assert loads(EXAMPLE).files[1].content == "no final newline"
    assert ENGINES[engine](EXAMPLE, D)


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("case", MALFORMED)
def test_malformed_documents_are_rejected(engine: str, case: str) -> None:
    document = MALFORMED[case]
    assert document != EXAMPLE, "the mutation must change the document"
    assert not ENGINES[engine](document, D)


def test_llguidance_stops_the_model_at_the_first_wrong_byte() -> None:
    bad = MALFORMED["delimiter prefix in content"]
    matcher = LLMatcher(_tokenizer(), _llguidance_grammar(D, "lark"), log_level=0)
    accepted = matcher.validate_tokens(list(bad.encode()))
    # The content's first line may not start with the delimiter, so the byte that would
    # complete the delimiter there is the first one refused.
    assert accepted == bad.encode().index(f"{D}x".encode()) + len(D) - 1


DELIMITERS = ["@@@", "<<<FILE>>>", "[x]^-\\\\", "§§§", "→FILE→", "===FILE_CONTENT_BLOCK_7==="]


@pytest.mark.parametrize("delimiter", DELIMITERS)
def test_custom_delimiters_with_special_characters(delimiter: str) -> None:
    code = GeneratedCode(
        files=[
            GeneratedFile(file_path="a.txt", content=f"{delimiter[:-1]}\n{delimiter[0]}\nx\n"),
            GeneratedFile(file_path="b.txt", content="y"),
        ]
    )
    document = dumps(code, delimiter=delimiter)
    bad = document.replace("x\n", f"{delimiter}x\n", 1)
    for name, accepts in ENGINES.items():
        assert accepts(document, delimiter), name
        assert not accepts(bad, delimiter), name


def test_regex_header_depth_is_documented_and_holds() -> None:
    nested: object = "v"
    for _ in range(REGEX_HEADER_DEPTH - 1):
        nested = [nested]
    ok = dumps(GeneratedCode(task_id="t", deep=nested))  # type: ignore[call-arg]
    deeper = dumps(GeneratedCode(task_id="t", deep=[nested]))  # type: ignore[call-arg]
    assert regex_accepts(ok, D)
    assert not regex_accepts(deeper, D)
    assert lark_accepts(deeper, D)  # the context-free dialects nest without limit


_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=60)
_lines = st.lists(
    st.one_of(_text, st.sampled_from([D, f"{D}END", "---", "PATH: x", "```", "", "\r"])),
    max_size=6,
).map("\n".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    contents=st.lists(st.one_of(_text, _lines), min_size=0, max_size=4),
    extra=st.dictionaries(st.sampled_from(["lang", "owner_id", "x1"]), _text, max_size=2),
    task=st.one_of(st.none(), _text),
)
def test_any_dumps_document_is_accepted(
    contents: list[str], extra: dict[str, str], task: str | None
) -> None:
    code = GeneratedCode(
        task_id=task,
        files=[
            GeneratedFile(file_path=f"f{i}.txt", content=c, **extra)  # type: ignore[arg-type]
            for i, c in enumerate(contents)
        ],
    )
    document = dumps(code)
    delimiter = _delimiter_of(document)
    assert lark_accepts(document, delimiter)
    assert regex_accepts(document, delimiter)
    assert llguidance_accepts(document, delimiter, "lark")
    assert llguidance_accepts(document, delimiter, "gbnf")
    if contents:  # and one changed byte that breaks the structure is refused
        bad = document.replace("\n---\n", "\n--\n", 1)
        assert not lark_accepts(bad, delimiter)
        assert not llguidance_accepts(bad, delimiter, "lark")


def test_unusable_delimiter_and_dialect_are_value_errors() -> None:
    with pytest.raises(ValueError, match="3 to 200 characters"):
        grammar(delimiter="a b")
    with pytest.raises(ValueError, match="unknown grammar dialect"):
        grammar(dialect="peg")  # type: ignore[arg-type]


def test_openai_tool_holds_the_lark_grammar() -> None:
    tool = openai_tool(delimiter="@@@")
    assert tool["type"] == "custom"
    assert tool["format"] == {
        "type": "grammar",
        "syntax": "lark",
        "definition": grammar(delimiter="@@@"),
    }


@pytest.mark.parametrize("dialect", DIALECTS)
def test_cli_prints_the_grammar(dialect: str) -> None:
    result = CliRunner().invoke(main, ["grammar", "--dialect", dialect, "--delimiter", "@@@"])
    assert result.exit_code == 0, result.output
    assert result.output == grammar(delimiter="@@@", dialect=dialect)  # type: ignore[arg-type]


def test_cli_grammar_errors_and_tool() -> None:
    bad = CliRunner().invoke(main, ["grammar", "--delimiter", "a b"])
    assert bad.exit_code == 2
    assert "Traceback" not in bad.output
    tool = CliRunner().invoke(main, ["grammar", "--openai-tool"])
    assert json.loads(tool.output)["format"]["syntax"] == "lark"
