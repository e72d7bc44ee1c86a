"""The generation grammars are sound: every document a dialect accepts, ``loads`` reads.

Differential tests of every dialect, in every engine the test extra has (Python's lark with
LALR, Python's ``re``, llguidance reading the Lark, GBNF and regex dialects), against ``loads``:

- complete: every document ``dumps`` writes (hypothesis: every field of the model, nested
  metadata, huge integers, floats at the edge of overflow, control characters) is accepted
  (by the regex dialect when its header nests at most ``REGEX_HEADER_DEPTH`` deep);
- sound: mutants of those documents (snippets that break what ``loads`` checks, inserted,
  deleted, duplicated) and random token soups are accepted by a dialect only if ``loads``
  reads them, up to the exceptions ``docs/grammar.md`` lists. An accepted document that
  ``loads`` refuses is repaired exactly where the exceptions allow (``total_files`` set to the
  count, each path replaced by a safe one, a repeated extra field dropped) and must then be
  read.

Documents are text (no lone surrogate: a decoder emits UTF-8).
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from grammar_cases import SEEDS, D, check_sound, random_mutant, random_soup, repaired
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from test_generation import lark_accepts, llguidance_accepts, regex_accepts

from artifact_codec import GeneratedCode, GeneratedFile, dumps, loads
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.format.generation import REGEX_HEADER_DEPTH
from artifact_codec.format.header import MAX_HEADER_DEPTH

Accepts = Callable[[str, str], bool]
ENGINES: dict[str, Accepts] = {
    "lark-lalr": lark_accepts,
    "re": regex_accepts,
    "llguidance-lark": lambda doc, d: llguidance_accepts(doc, d, "lark"),
    "llguidance-gbnf": lambda doc, d: llguidance_accepts(doc, d, "gbnf"),
    "llguidance-regex": lambda doc, d: llguidance_accepts(doc, d, "regex"),
}
REGEX_ENGINES = {"re", "llguidance-regex"}


def _depth(value: object) -> int:
    """How deep arrays and objects nest in ``value`` (a scalar is 0)."""
    if isinstance(value, dict):
        return 1 + max(map(_depth, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(_depth, value), default=0)
    return 0


# -- documents dumps writes ---------------------------------------------------------------------

_text = st.text(st.characters(exclude_categories=("Cs",)), max_size=12)
_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([10**4299, -(10**4299), 0]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([1.7976931348623157e308, -5e-324, 1e16, 1e-5, -0.0, 1e308]),
    _text,
)
_json = st.recursive(
    _scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(_text, inner, max_size=3)),
    max_leaves=8,
)
_extra_key = _text.filter(
    lambda k: (
        k not in {"task_id", "project_id", "files", "dependencies", "setup_instructions"}
        and k not in {"total_files", "files_delimiter", "format_version"}
    )
)
_field_value = st.one_of(st.none(), _text, st.sampled_from([" a", "a ", '"q', "\x00", "yes"]))


@st.composite
def codes(draw: st.DrawFn) -> GeneratedCode:
    files = []
    for index in range(draw(st.integers(0, 3))):
        values = {
            name: value
            for name in ("file_type", "description", "semantic_unit_id", "component_id")
            if (value := draw(_field_value)) is not None
        }
        extras = draw(st.dictionaries(st.sampled_from(["lang", "owner", "x1"]), _text, max_size=2))
        content = draw(
            st.one_of(
                _text,
                st.lists(st.sampled_from([D, f"{D}END", "---", "```", "", "\r", "x"])).map(
                    "\n".join
                ),
            )
        )
        files.append(GeneratedFile(file_path=f"f{index}.txt", content=content, **values, **extras))
    return GeneratedCode(
        task_id=draw(st.one_of(st.none(), _text)),
        project_id=draw(st.one_of(st.none(), _text)),
        dependencies=draw(st.lists(_text, max_size=2)),
        setup_instructions=draw(st.one_of(st.none(), _text)),
        files=files,
        **draw(st.dictionaries(_extra_key, _json, max_size=3)),
    )


def _delimiter_of(document: str) -> str:
    return str(json.loads(document[: document.index("\n")])["files_delimiter"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(code=codes())
def test_every_dumps_document_is_accepted_by_every_dialect(code: GeneratedCode) -> None:
    document = dumps(code)
    assert loads(document) == code
    delimiter = _delimiter_of(document)
    deep = _depth(json.loads(document[: document.index("\n")])) > REGEX_HEADER_DEPTH
    for name, accepts in ENGINES.items():
        if name in REGEX_ENGINES and deep:
            continue  # the regex dialect's documented limit
        assert accepts(document, delimiter), name


def test_the_deepest_header_loads_reads_is_accepted_and_one_deeper_is_not() -> None:
    nested: object = 1
    for _ in range(MAX_HEADER_DEPTH - 1):
        nested = [nested]
    deepest = dumps(GeneratedCode(deep=nested))  # type: ignore[call-arg]
    assert loads(deepest).model_extra == {"deep": nested}
    too_deep = deepest.replace("[1]", "[[1]]", 1)
    with pytest.raises(ArtifactDecodeError, match="deeper than 64"):
        loads(too_deep)
    for name, accepts in ENGINES.items():
        if name not in REGEX_ENGINES:
            assert accepts(deepest, D), name
        assert not accepts(too_deep, D), name


# -- the exceptions, and what a document is once they are repaired ------------------------------


def _check_sound(document: str, delimiter: str = D) -> None:
    check_sound(ENGINES, document, delimiter)


def test_the_exceptions_are_what_the_docs_list() -> None:
    document = dumps(
        GeneratedCode(files=[GeneratedFile(file_path="a.py", lang="py")])  # type: ignore[call-arg]
    )
    cases = {
        "count": document.replace('"total_files": 1', '"total_files": 2'),
        "path": document.replace("PATH: a.py", "PATH: ../a.py"),
        "two paths": document.replace(f"{D}END", f"{D}\nPATH: a.py\n---\n\n{D}END").replace(
            '"total_files": 1', '"total_files": 2'
        ),
        "extra twice": document.replace("LANG: py\n", "LANG: py\nLANG: js\n"),
    }
    for name, case in cases.items():
        for engine, accepts in ENGINES.items():
            assert accepts(case, D), (name, engine)
        with pytest.raises(ArtifactDecodeError):
            loads(case)
        loads(repaired(case, D))


# -- mutants and soups ------------------------------------------------------------------------

mutants = st.randoms(use_true_random=False).map(random_mutant)
soups = st.randoms(use_true_random=False).map(random_soup)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=mutants)
@example(document=SEEDS[0].replace('{"task_id"', '{"format_version": 2, "task_id"'))
@example(document=SEEDS[0].replace('"T-1"', "5"))
@example(document=SEEDS[0].replace("TYPE: source\n", "TYPE: source\nTYPE: other\n"))
@example(document=SEEDS[1].replace("PATH: x.md\n", "PATH: x.md\nVERBATIM: no\n"))
@example(document=SEEDS[0].replace("DESCRIPTION: d", 'DESCRIPTION: "\\ud800"'))
@example(document=SEEDS[0].replace('"files_delimiter": "===', '"files_delimiter": "=='))
@example(document=SEEDS[0].replace('{"task_id"', '{"files": [], "task_id"'))
@example(document=SEEDS[0].replace("2.5", "1e400"))
@example(document=SEEDS[0].replace("2.5", "9" * 5000))
@example(document=SEEDS[0].replace("2.5", "[" * 70 + "]" * 70))
def test_a_mutant_a_dialect_accepts_is_read_by_loads(document: str) -> None:
    _check_sound(document)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=soups)
@example(document=f'{{"total_files": 0, "files_delimiter": "{D}"}}\n\n{D}END\n')
@example(
    document=f'{{"x": {{"a": [1, null]}}, "total_files": 1, "files_delimiter": "{D}"}}\n\n'
    f"{D}\nPATH: a.py\nTYPE: t\nLANG: x\nVERBATIM: yes\n---\nprint(1)\n{D}END\n"
)
def test_a_token_soup_a_dialect_accepts_is_read_by_loads(document: str) -> None:
    _check_sound(document)


@pytest.mark.parametrize("delimiter", ["TYP", "{ab", '"q"\\'])
def test_delimiters_that_look_like_other_lines(delimiter: str) -> None:
    """A field line, the header or an escape that starts with the delimiter is read as what
    the grammar says it is."""
    code = GeneratedCode(
        task_id="t",
        files=[
            GeneratedFile(file_path="a.py", content="x\n", file_type="t", lang="l"),  # type: ignore[call-arg]
            GeneratedFile(file_path="b.py", content=""),
        ],
    )
    document = dumps(code, delimiter=delimiter)
    assert loads(document) == code
    for name, accepts in ENGINES.items():
        assert accepts(document, delimiter), name
    for mutant in (
        document.replace("TYPE: t\n", "TYPE: t\nTYPE: u\n"),
        document.replace("PATH: b.py\n", "PATH: b.py\nVERBATIM: no\n"),
        document.replace('"task_id": "t"', '"task_id": 1'),
    ):
        _check_sound(mutant, delimiter)
