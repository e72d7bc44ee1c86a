"""The one strict reader: resumable, its grammar shortcut, and the fast paths it relies on.

The reference for each fast path is the slow way it replaces, run on the same inputs: the reader
fed in one piece against random chunkings; the grammar's memory of accepted block shapes (and
of the tokens outside blocks) against a parser fed every token; ``loads``'s reading of a whole
document in the usual form, and the reader's reading of runs of usual blocks, against the line
by line reading; the plain-path shortcut of the path policy, one path or many at once, against
the full rules; the path set's batch against one path at a time; ``GeneratedFile.from_checked``
and ``code_from_checked`` against pydantic's ``model_validate``; the header decoder that checks
numbers as it decodes against decoding first and walking the value.
"""

from __future__ import annotations

import itertools
import re
import string
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from test_codec import generated_code
from timing import assert_linear

from artifact_codec import ArtifactDecodeError, GeneratedCode, GeneratedFile, dumps, loads
from artifact_codec.errors import UnsafePathError
from artifact_codec.format import header as header_module
from artifact_codec.format import paths as paths_module
from artifact_codec.format.content import find_rare
from artifact_codec.format.header import decode_header
from artifact_codec.format.paths import PathSet, already_normal, normalize_path
from artifact_codec.format.spec import DEFAULT_DELIMITER, FIELD_TO_ATTRIBUTE, RESERVED_FIELDS
from artifact_codec.models import code_from_checked
from artifact_codec.read import blocks as blocks_module
from artifact_codec.read import grammar as grammar_module
from artifact_codec.read.blocks import BlockRead, BlockStarted, EndRead, FieldsRead, HeaderRead
from artifact_codec.read.builder import assemble
from artifact_codec.read.reader import Reader, read_whole

D = DEFAULT_DELIMITER


def _read(pieces: list[str]) -> GeneratedCode | tuple[str, int]:
    """The code, or the (message, position) of the error, of a document fed in ``pieces``."""
    reader = Reader()
    try:
        for piece in pieces:
            reader.feed(piece)
        return reader.close()
    except ArtifactDecodeError as error:
        return error.msg, error.pos


def _one_shot(text: str) -> GeneratedCode | tuple[str, int]:
    try:
        return loads(text)
    except ArtifactDecodeError as error:
        return error.msg, error.pos


def _chunks(text: str, cuts: list[int]) -> list[str]:
    points = sorted({0, len(text), *(cut % (len(text) + 1) for cut in cuts)})
    return [text[a:b] for a, b in itertools.pairwise(points)]


def _documents() -> st.SearchStrategy[str]:
    """Valid documents, and the same mutated: a span replaced by text that matters to the
    format (a delimiter, '---', a field line, a line break...)."""
    valid = generated_code().map(dumps)
    insert = st.one_of(
        st.text(max_size=5),
        st.sampled_from(["\n", "---\n", D, D + "\n", D + "END\n", "PATH: x.py\n", "\r", "{"]),
    )

    @st.composite
    def mutated(draw: st.DrawFn) -> str:
        doc = draw(valid)
        start = draw(st.integers(0, len(doc)))
        stop = draw(st.integers(start, min(len(doc), start + 20)))
        return doc[:start] + draw(insert) + doc[stop:]

    return st.one_of(valid, mutated())


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(_documents(), st.lists(st.integers(0, 10**6), max_size=12))
def test_any_chunking_reads_like_one_piece(text: str, cuts: list[int]) -> None:
    assert _read(_chunks(text, cuts)) == _one_shot(text)


@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow])
@given(_documents())
def test_character_by_character_reads_like_one_piece(text: str) -> None:
    assert _read(list(text)) == _one_shot(text)


class _ForgetsEverything(set[Any]):
    """A memory of what the grammar accepted that never remembers: every token goes to the
    parser, and no block is read by a fast path (they read only shapes the grammar accepted)."""

    def __contains__(self, item: object) -> bool:
        return False

    def add(self, item: object) -> None:
        pass


def _forgetting(patch: pytest.MonkeyPatch) -> None:
    for memory in ("_ACCEPTED_SHAPES", "_ACCEPTED_OPENINGS", "_ACCEPTED_FIELD_COUNTS"):
        patch.setattr(grammar_module, memory, _ForgetsEverything())


def _in_detail(result: object) -> object:
    """A result with what ``==`` of models does not compare: the order of ``__dict__``, the
    fields set, the extra fields in order, of the code and of each file."""
    if not isinstance(result, GeneratedCode):
        return result
    return [
        (
            list(model.__dict__.items()),
            model.model_fields_set,
            list((model.model_extra or {}).items()),
        )
        for model in [result, *result.files]
    ]


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(_documents())
def test_remembered_shapes_give_the_same_result_as_feeding_every_token(text: str) -> None:
    remembered = _one_shot(text)
    with pytest.MonkeyPatch.context() as patch:
        _forgetting(patch)
        fed_everything = _one_shot(text)
    assert remembered == fed_everything
    assert _in_detail(remembered) == _in_detail(fed_everything)


def _block(path: str, content: str = "x = 1\n", *, separator: bool = True) -> str:
    return f"{D}\nPATH: {path}\n" + ("---\n" if separator else "") + content


def test_missing_separator_after_remembered_shapes_names_its_block() -> None:
    # Warm the memory with the shape DELIMITER FIELD SEPARATOR CONTENT, then break block 3.
    loads(dumps(GeneratedCode(files=[GeneratedFile(file_path="w.py", content="w\n")])))
    blocks = [_block("a.py"), _block("b.py"), _block("c.py", "", separator=False), _block("d.py")]
    doc = '{"total_files": 4}\n\n' + "".join(blocks) + f"{D}END\n"
    with pytest.raises(ArtifactDecodeError) as info:
        loads(doc)
    assert info.value.msg == (
        "block 3 (PATH: c.py) has no '---' line after its fields; put a line '---' between "
        "the fields and the content"
    )
    # The grammar sees the missing line at the next block's delimiter line, as with any parser
    # fed every token (see the test above).
    assert info.value.pos == doc.index(f"{D}\nPATH: d.py")


def test_stray_line_in_fields_after_remembered_shapes_is_refused() -> None:
    loads(dumps(GeneratedCode(files=[GeneratedFile(file_path="w.py", content="w\n")])))
    doc = (
        '{"total_files": 2}\n\n'
        + _block("a.py")
        + f"{D}\nPATH: b.py\nnot a field\n---\nx\n{D}END\n"
    )
    with pytest.raises(ArtifactDecodeError, match="'not a field' is not a field line"):
        loads(doc)


def test_events_of_a_fed_document() -> None:
    code = GeneratedCode(
        task_id="t",
        files=[
            GeneratedFile(file_path="a.py", content="a = 1\n"),
            GeneratedFile(file_path="b.md", content="# B\n", file_type="doc"),
        ],
    )
    text = dumps(code)
    reader = Reader()
    events = [event for char in text for event in reader.feed(char)]
    assert reader.close() == code
    kinds = [type(event) for event in events]
    assert kinds == [
        HeaderRead,
        BlockStarted,
        FieldsRead,
        BlockRead,
        BlockStarted,
        FieldsRead,
        BlockRead,
        EndRead,
    ]
    header, fields_b, block_b = events[0], events[5], events[6]
    assert isinstance(header, HeaderRead)
    assert header.header["task_id"] == "t"
    assert isinstance(fields_b, FieldsRead)
    assert fields_b.path == "b.md"
    assert isinstance(block_b, BlockRead)
    assert block_b.file == code.files[1]
    # A file is complete once the next marker line has arrived, not before.
    at = {id(event): index for index, event in enumerate(events)}
    assert at[id(events[3])] < at[id(events[4])]


def test_reader_refuses_feed_after_close() -> None:
    reader = Reader()
    reader.feed(dumps(GeneratedCode()))
    reader.close()
    with pytest.raises(RuntimeError):
        reader.feed("x")
    with pytest.raises(RuntimeError):
        reader.close()


def test_error_positions_count_from_the_start_of_a_long_fed_document() -> None:
    # Text already read is dropped from the reader's buffer; errors still name the right line.
    files = [GeneratedFile(file_path=f"f{i}.py", content="x" * 5000 + "\n") for i in range(40)]
    text = dumps(GeneratedCode(files=files)).replace(
        f"{D}END\n", f"{D}\nPATH: ../up.py\n---\n{D}END\n"
    )
    text = text.replace('"total_files": 40', '"total_files": 41')
    reader = Reader()
    for start in range(0, len(text), 777):
        reader.feed(text[start : start + 777])
    with pytest.raises(ArtifactDecodeError) as info:
        reader.close()
    assert info.value.lineno == text[: text.index("PATH: ../up.py")].count("\n") + 1
    assert info.value.doc == text


def test_assemble_builds_blocks_with_places_in_the_original_text() -> None:
    text = "prose\n" + '{"task_id": 5}'
    raw = [blocks_module.RawBlock(0, [blocks_module.FieldLine("PATH", "a.py", 0, "PATH: a.py")])]
    raw[0].separated = True
    with pytest.raises(ArtifactDecodeError) as info:
        assemble(text, {"task_id": 5}, 6, raw)
    assert info.value.lineno == 2
    assert "task_id" in info.value.msg
    code = assemble(text, {"task_id": "5"}, 6, raw)
    assert code == GeneratedCode(task_id="5", files=[GeneratedFile(file_path="a.py")])


# -- the plain-path shortcut of the path policy ----------------------------------------------


def _full_policy(path: str) -> str | tuple[str, str]:
    """normalize_path with the plain-path shortcut switched off."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paths_module, "_PLAIN_PATH", _NeverMatches())
        try:
            return normalize_path(path)
        except UnsafePathError as error:
            return error.rule, error.reason


def _policy(path: str) -> str | tuple[str, str]:
    try:
        return normalize_path(path)
    except UnsafePathError as error:
        return error.rule, error.reason


class _NeverMatches:
    def fullmatch(self, text: str) -> None:
        return None


_plain_alphabet = string.ascii_letters + string.digits + "_-./"


@settings(max_examples=500)
@given(
    st.one_of(
        st.text(_plain_alphabet, max_size=40),
        st.lists(
            st.sampled_from(["con", "CON.py", "lpt1", "com9.txt", "nul", "aux.c", "a", "b.py"]),
            min_size=1,
            max_size=4,
        ).map("/".join),
        st.integers(1, 140).map(lambda n: "/".join(["a"] * n)),
        st.integers(1, 300).map(lambda n: "x" * n),
    )
)
def test_plain_path_shortcut_agrees_with_the_full_policy(path: str) -> None:
    assert _policy(path) == _full_policy(path)


@pytest.mark.parametrize(
    "path", ["con.py", "src/LPT1", "a/" * 64 + "b", "x" * 256, "a/../b", "a./b", ".git/x"]
)
def test_plain_looking_paths_the_policy_refuses(path: str) -> None:
    with pytest.raises(UnsafePathError):
        normalize_path(path)


# -- models built without revalidation ---------------------------------------------------------


@settings(max_examples=300)
@given(
    st.dictionaries(
        st.sampled_from(["file_type", "description", "semantic_unit_id", "component_id"])
        | st.from_regex(r"[a-z][a-z0-9_]{0,6}", fullmatch=True).filter(
            lambda k: (
                k not in GeneratedFile.model_fields
                and k.upper() not in RESERVED_FIELDS
                and k.upper() not in FIELD_TO_ATTRIBUTE
            )
        ),
        st.text(max_size=10),
        max_size=4,
    ),
    st.text(max_size=30),
)
def test_from_checked_builds_what_validation_builds(values: dict[str, str], content: str) -> None:
    values = {**values, "file_path": "a/b.py"}
    validated = GeneratedFile.model_validate({**values, "content": content})
    quick = GeneratedFile.from_checked(values, content)
    assert quick == validated
    assert quick.model_fields_set == validated.model_fields_set
    assert quick.model_dump() == validated.model_dump()
    assert quick.model_extra == validated.model_extra


# -- the path set's shortcut for a file in a known folder ------------------------------------


def _clashes(path: str, other: str) -> set[str]:
    """The rules by which ``path`` clashes with an earlier ``other``, by definition: the same
    path ignoring case; a file that is a folder of the other (either way); a folder spelled
    with other case."""
    rules = set()
    a, b = path.lower(), other.lower()
    if a == b:
        rules.add("duplicate")
    if a.startswith(b + "/") or b.startswith(a + "/"):
        rules.add("file-directory-conflict")
    folders_a, folders_b = path.split("/")[:-1], other.split("/")[:-1]
    for depth in range(1, min(len(folders_a), len(folders_b)) + 1):
        if [n.lower() for n in folders_a[:depth]] == [n.lower() for n in folders_b[:depth]] and (
            folders_a[:depth] != folders_b[:depth]
        ):
            rules.add("folder-case-conflict")
    return rules


_segments = st.lists(st.sampled_from(["a", "A", "b", "c.py", "C.PY"]), min_size=1, max_size=3)


@settings(max_examples=400)
@given(st.lists(_segments.map("/".join), max_size=8))
def test_path_set_finds_the_clashes_the_definition_finds(paths: list[str]) -> None:
    batch = PathSet()
    kept: list[str] = []
    for path in paths:
        conflict = batch.add(path)
        possible = set().union(*(_clashes(path, other) for other in kept))
        if conflict is None:
            assert not possible, (path, kept)
            kept.append(path)
        else:
            assert conflict.rule in possible, (path, kept, conflict.rule)


def test_a_first_line_that_is_not_a_header_is_named_whole_when_fed_in_pieces() -> None:
    # Found by the chunking property: the error named the line as far as it had arrived.
    text = '\n"total_files": 0}\n\n===FILE_CONTENT_BLOCK===END\n'
    assert _read([text[:2], text[2:]]) == _one_shot(text)
    assert _one_shot(text) == (
        "the document must start with a JSON object header, found '\"total_files\": 0}'; begin "
        'with a line such as {"total_files": 1}',
        1,
    )


# -- a refused block ---------------------------------------------------------------------------


@pytest.mark.parametrize("cut", [None, 1, 5])
def test_a_refused_block_keeps_the_reader_failed_and_silent(cut: int | None) -> None:
    code = GeneratedCode(
        files=[GeneratedFile(file_path=name, content="x") for name in ("a.py", "b.py", "c.py")]
    )
    text = dumps(code).replace("PATH: b.py\nVERBATIM: yes", "PATH: b.py\nVERBATIM: no", 1)
    reader = Reader()
    pieces = [text] if cut is None else [text[i : i + cut] for i in range(0, len(text), cut)]
    events = [event for piece in pieces for event in reader.feed(piece)]
    assert reader.failed  # block 3 read well after it, and must not undo this
    # a.py was read before the failure; nothing after it is announced
    assert [e.file.file_path for e in events if isinstance(e, BlockRead)] == ["a.py"]
    assert not [e for e in events if isinstance(e, FieldsRead) and e.number > 1]
    assert not [e for e in events if isinstance(e, EndRead)]
    with pytest.raises(ArtifactDecodeError, match="block 2"):
        reader.close()


# -- the search the edit-block check uses ---------------------------------------------------


@settings(max_examples=500)
@given(
    st.text(alphabet="<x\n ", max_size=400),
    st.sampled_from(["<<<<<", "<", "<x", "x<<"]),
    st.integers(0, 420),
)
def test_find_rare_finds_what_find_finds(text: str, needle: str, at: int) -> None:
    assert find_rare(text, needle, at) == text.find(needle, at)
    for end in (at, at + 1, at + 7, len(text) - 1):  # bounded too: the needle ends by ``end``
        assert find_rare(text, needle, at, end) == text.find(needle, at, end)


def test_find_rare_on_a_text_full_of_its_first_character() -> None:
    text = "<" * 10_000 + "<<<<<"
    assert find_rare(text, "<<<<<x") == -1
    assert find_rare("a <b " * 100 + "<<<<<", "<<<<<") == 500


# -- hostile shapes: the reader stays linear -----------------------------------------------


def _fed(pieces: list[str]) -> object:
    reader = Reader()
    for piece in pieces:
        reader.feed(piece)
    try:
        return reader.close()
    except ArtifactDecodeError as error:
        return error


def test_many_tiny_blocks_are_linear() -> None:
    def make(k: int) -> str:
        files = [GeneratedFile(file_path=f"d{i % 7}/f{i}.py", content="x\n") for i in range(k)]
        return dumps(GeneratedCode(files=files))

    assert_linear(make, loads, 500)


def test_many_tiny_blocks_fed_in_small_pieces_are_linear() -> None:
    def make(k: int) -> list[str]:
        files = [GeneratedFile(file_path=f"f{i}.py", content="x = 1\n") for i in range(k)]
        text = dumps(GeneratedCode(files=files))
        return [text[at : at + 7] for at in range(0, len(text), 7)]

    assert_linear(make, _fed, 200)


def test_content_full_of_delimiter_beginnings_fed_a_character_at_a_time_is_linear() -> None:
    # Every line starts like the delimiter and stops short of it: the reader must not read the
    # file again at each one.
    def make(k: int) -> list[str]:
        content = "".join(f"{D[: 3 + i % (len(D) - 3)]}\n" for i in range(k))
        return list(dumps(GeneratedCode(files=[GeneratedFile(file_path="a.txt", content=content)])))

    assert_linear(make, _fed, 300)


def test_every_block_of_another_shape_is_linear() -> None:
    # Shapes are remembered up to a bound; blocks with 0..60 fields each are new shapes.
    def make(k: int) -> str:
        blocks = "".join(
            f"{D}\nPATH: f{i}.py\n" + "".join(f"X{j}: v\n" for j in range(i % 61)) + "---\nx\n"
            for i in range(k)
        )
        return f'{{"total_files": {k}}}\n\n{blocks}{D}END\n'

    assert_linear(make, loads, 100)


def test_a_long_line_of_blanks_in_the_fields_is_linear() -> None:
    def make(k: int) -> str:
        return f'{{"total_files": 1}}\n\n{D}\nPATH: a{" " * k}b\n---\nx\n{D}END\n'

    assert_linear(make, _one_shot, 10_000)


# -- loads's fast path: a whole document in the usual form -------------------------------------


def _line_by_line(text: str) -> GeneratedCode | tuple[str, int]:
    """The reader without the fast paths for documents in the usual form (a reader that makes
    events reads every block line by line)."""
    reader = Reader(events=True)
    try:
        reader.feed(text)
        return reader.close()
    except ArtifactDecodeError as error:
        return error.msg, error.pos


_plain_path = st.from_regex(
    r"(?:(?:src|Tests|a_b)/){0,2}[a-z][a-z0-9_-]{0,8}(?:\.py)?", fullmatch=True
)
_usual_value = st.one_of(
    st.none(), st.from_regex(r"[A-Za-z0-9][A-Za-z0-9 .:-]{0,15}", fullmatch=True)
)
_usual_content = st.one_of(
    st.text(min_size=1, max_size=40), st.lists(st.text(max_size=30), max_size=5).map("\n".join)
)


@st.composite
def _usual_documents(draw: st.DrawFn) -> str:
    """Documents as models are asked to write them: plain paths, TYPE and DESCRIPTION or not
    (sometimes another field), then the same with one of the changes that take a document out
    of the usual form or break it."""
    chosen = draw(st.lists(_plain_path, max_size=6, unique_by=str.casefold))
    batch = PathSet()
    files = [
        GeneratedFile(
            file_path=path,
            file_type=draw(_usual_value),
            description=draw(_usual_value),
            content=draw(_usual_content),
            **draw(st.sampled_from([{}, {}, {}, {"language": "py"}, {"component_id": "c"}])),
        )
        for path in chosen
        if batch.add(path) is None
    ]
    text = dumps(GeneratedCode(task_id=draw(_usual_value), files=files))
    change = draw(
        st.sampled_from(
            [
                None,
                ("PATH: ", "PATH:  "),
                ("PATH: ", "PATH:\t"),
                ("\nTYPE: ", "\nTYPE:   "),
                ("\n---\n", " \n---\n"),
                ("\n---\n", "\t\n---\n"),
                ("\nPATH: ", '\nPATH: "'),
                ("\nTYPE: ", '\nTYPE: "x"\nTYPE: '),
                ("\nDESCRIPTION: ", "\nVERBATIM: yes\nDESCRIPTION: "),
                ("\n---\n", "\nCONTENT: x\n---\n"),
                ("\n---\n", "\nPATH: again.py\n---\n"),
                ("\n---\n", "\n"),
                ("\n---\n", "\n---\n" + D + "\n"),
                ("\n---\n", "\nnot a field\n---\n"),
                ("PATH: ", "PATH: ../"),
                ("PATH: ", "PATH: con/"),
                ("PATH: ", "PATH: ./"),
                ("\n" + D + "\n", "\n" + D + " \n"),
                ("\n" + D + "END", "\n" + D + "END \n"),
                ("\n" + D + "END\n", "\n" + D + "END"),
                ("\n" + D + "END\n", "\n" + D + "END\n\n \t\n"),
                ("\n" + D + "END\n", "\n" + D + "END\nmore\n"),
                ('"total_files": ', '"total_files": 1' + "0" * 0 + ', "x": '),
                ("}\n", "}  \n"),
                ("}\n", "}\n\n\n"),
                ("\n", "\r\n"),
            ]
        )
    )
    if change is not None:
        old, new = change
        if draw(st.booleans()):
            text = text.replace(old, new, 1)
        else:
            at = text.rfind(old)
            text = text if at == -1 else text[:at] + new + text[at + len(old) :]
    return draw(st.sampled_from(["", "", "", "\ufeff", "\n", " "])) + text


_TWO = dumps(
    GeneratedCode(
        files=[
            GeneratedFile(file_path="a/b.py", description="one", content="x = 1\n"),
            GeneratedFile(file_path="c.py", file_type="test", description="two", content="y = 2\n"),
        ]
    )
)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(_usual_documents(), _documents()))
@example(_TWO)
@example(_TWO.replace('"total_files": 2', '"total_files": 1'))
@example(_TWO.replace("DESCRIPTION: two\n", "DESCRIPTION: two \n"))
@example(_TWO.replace("DESCRIPTION: one\n", "DESCRIPTION: one\t\n"))
@example(_TWO.replace("TYPE: test\n", "TYPE:  test\n"))
@example(_TWO.replace("DESCRIPTION: two\n", 'DESCRIPTION: "two"\n'))
@example(_TWO.replace("DESCRIPTION: two\n", "DESCRIPTION: two\nTYPE: again\n"))
@example(_TWO.replace("PATH: c.py\n", "PATH: A/c.py\n"))
@example(_TWO.replace("PATH: c.py\n", "PATH: a/b.py\n"))
def test_loads_reads_a_whole_document_as_the_line_by_line_reading_does(text: str) -> None:
    expected = _line_by_line(text)
    _one_shot(text)  # the grammar has judged the document's shapes and opening now
    quick = read_whole(text)
    if quick is not None:
        assert quick == expected
        assert _in_detail(quick) == _in_detail(expected)
    got = _one_shot(text)
    assert got == expected
    assert _in_detail(got) == _in_detail(expected)
    # the reader's own run of usual blocks (what loads uses when read_whole declines)
    reader = Reader(events=False)
    try:
        reader.feed(text)
        at_once: object = reader.close()
    except ArtifactDecodeError as error:
        at_once = error.msg, error.pos
    assert _in_detail(at_once) == _in_detail(expected)


def test_the_grammar_judges_every_shape_and_opening_before_a_fast_path_skips_it() -> None:
    text = _TWO.replace("TYPE: test\n", "")  # two blocks of two fields
    expected = _line_by_line(text)
    with pytest.MonkeyPatch.context() as patch:
        for memory in ("_ACCEPTED_SHAPES", "_ACCEPTED_OPENINGS", "_ACCEPTED_FIELD_COUNTS"):
            patch.setattr(grammar_module, memory, set())  # a fresh process
        assert read_whole(text) is None
        for _ in range(3):
            assert loads(text) == expected
        shapes, openings = grammar_module._ACCEPTED_SHAPES, grammar_module._ACCEPTED_OPENINGS
        assert shapes == {("DELIMITER", "FIELD", "FIELD", "SEPARATOR", "CONTENT")}
        assert openings == {("HEADER",), ("HEADER", "END")}
        assert read_whole(text) == loads(text)


def test_the_fast_path_takes_usual_documents_and_leaves_the_others() -> None:
    files = [
        GeneratedFile(file_path="app/main.py", file_type="source", content="x = 1\n"),
        GeneratedFile(file_path="app/util.py", description="helpers", content="y = 2\n"),
        GeneratedFile(file_path="README.md", content="# hi\n", language="md"),
    ]
    text = dumps(GeneratedCode(task_id="T", files=files))
    loads(text)
    loads(text)  # (a fresh process judges the shapes, then the opening)
    assert read_whole(text) == loads(text) == GeneratedCode(task_id="T", files=files)
    assert read_whole(text.replace("\n", "\r\n")) is None
    assert read_whole("\ufeff" + text) is None
    normalized = text.replace("PATH: app/util.py", "PATH: ./app/util.py")
    assert read_whole(normalized) == loads(text)  # (the path policy's own spelling)
    assert read_whole(text.replace("PATH: app/util.py", "PATH: ../util.py")) is None
    assert read_whole(text.replace("x = 1\n", "")) is None  # an empty file
    assert read_whole(text[:-1] + " x\n") is None


# -- many paths at once, and the path set's batch ------------------------------------------------


_DEVICE = re.compile(r"(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\..*)?", re.I)


def _plain_by_definition(path: str) -> bool:
    """The first rule of the path policy, spelled out: ASCII names of letters, digits, '_',
    '-' and inner dots, no device name, at most 64 names and 255 characters."""
    names = path.split("/")
    return (
        path.isascii()
        and len(path) <= 255
        and len(names) <= 64
        and all(
            re.fullmatch(r"[A-Za-z0-9_-](?:[A-Za-z0-9_.-]*[A-Za-z0-9_-])?", name)
            and not _DEVICE.fullmatch(name)
            for name in names
        )
    )


_path_pieces = st.sampled_from(
    [
        "a",
        "B9",
        "_",
        "-",
        ".",
        "..",
        "/",
        "//",
        "x.py",
        "con",
        "Lpt3.txt",
        "COM1",
        "aux.",
        "é",
        "\n",
        " ",
        "\x00",
        "a/" * 63,
        "a/" * 64,
        "z" * 250,
    ]
)


@settings(max_examples=1000)
@given(st.lists(st.lists(_path_pieces, max_size=4).map("".join), max_size=6))
def test_many_paths_at_once_are_plain_as_each_one_is(paths: list[str]) -> None:
    assert already_normal(paths) == all(map(_plain_by_definition, paths))
    if already_normal(paths):
        assert [normalize_path(path) for path in paths] == paths


@example([], ["a/b", "A/c.py"])  # one folder spelled two ways
@example(["a/b"], ["A/c.py"])
@example(["a"], ["a/b"])  # a file, then a folder of that name
@example([], ["a/b", "a"])
@example([], ["a/b/c", "A/b/d"])
@example([], ["a", "A"])
@settings(max_examples=400)
@given(
    st.lists(_segments.map("/".join), max_size=5),
    st.lists(
        st.one_of(_segments.map("/".join), st.sampled_from(["é/x", "É/y", "a/é"])), max_size=8
    ),
)
def test_the_path_set_adds_a_batch_as_it_adds_one_path_at_a_time(
    before: list[str], batch: list[str]
) -> None:
    one_by_one, at_once = PathSet(), PathSet()
    for path in before:
        one_by_one.add(path)
        at_once.add(path)
    added = 0
    for path in batch:
        if one_by_one.add(path) is not None:
            break
        added += 1
    assert at_once.add_all(batch) == added
    for probe in [*before, *batch, "a", "A/b", "a/b/c", "c.py/x"]:  # the same state after
        first, second = one_by_one.add(probe), at_once.add(probe)
        assert (first and (first.rule, first.first, first.second)) == (
            second and (second.rule, second.first, second.second)
        )


# -- the model of a whole document in one call --------------------------------------------------


_checked_files = st.lists(
    st.fixed_dictionaries(
        {"file_path": st.sampled_from(["a.py", "b/c.md", "d"]), "content": st.text(max_size=8)},
        optional={
            "file_type": st.text(max_size=5),
            "description": st.text(max_size=5),
            "semantic_unit_id": st.text(max_size=5),
            "component_id": st.text(max_size=5),
            "language": st.text(max_size=5),
            "zeta": st.text(max_size=5),
        },
    ),
    max_size=3,
    unique_by=lambda file: file["file_path"],
)
_header_values = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.text(max_size=5)
    | st.sampled_from([float("nan"), "\ud800", 10**5000, [[[[[[[[1]]]]]]]]])
)


@settings(max_examples=300)
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "task_id": _header_values,
            "project_id": _header_values,
            "dependencies": st.lists(_header_values, max_size=2) | _header_values,
            "setup_instructions": st.lists(st.text(max_size=4), max_size=2) | _header_values,
            "total_files": st.integers(0, 3),
            "files_delimiter": st.just(D),
            "extra": _header_values,
        },
    ),
    _checked_files,
)
def test_the_model_of_a_document_in_one_call_is_what_validation_builds(
    header: dict[str, Any], files: list[dict[str, str]]
) -> None:
    data = {
        key: value for key, value in header.items() if key not in ("total_files", "files_delimiter")
    }
    try:
        expected: object = GeneratedCode.model_validate(
            {**data, "files": [GeneratedFile.model_validate(file) for file in files]}
        )
    except ValidationError as error:
        expected = [(e["loc"], e["msg"], e["type"]) for e in error.errors()]
    try:
        got: object = code_from_checked(header, [dict(file) for file in files])
    except ValidationError as error:
        got = [(e["loc"], e["msg"], e["type"]) for e in error.errors()]
    assert got == expected
    assert _in_detail(got) == _in_detail(expected)


# -- the header's numbers checked as it is decoded ---------------------------------------------


def _decoded(decode: Any, text: str) -> object:
    try:
        header = decode(text)
    except ArtifactDecodeError as error:
        return type(error), error.msg, error.pos
    return header.value, header.end


_numbers = st.sampled_from(
    [
        "1",
        "1.5",
        "1e400",
        "-1e999",
        "NaN",
        "-Infinity",
        "Infinity",
        "1" * 400 + ".0",
        "2E3",
        "0.1e-999",
    ]
)


@settings(max_examples=300)
@given(
    st.lists(
        st.one_of(_numbers, st.sampled_from(["[", "]", "{}", '"x"', '"\\ud800"', "[" * 70])),
        max_size=6,
    )
)
def test_the_header_decoder_refuses_what_decoding_then_walking_refuses(parts: list[str]) -> None:
    text = '{"a": [' + ", ".join(parts) + "]}\n"

    def slowly(doc: str) -> Any:
        return header_module._decode(doc, 0, "refuse", header_module._SCAN_JSON)

    assert _decoded(lambda doc: decode_header(doc, 0), text) == _decoded(slowly, text)


@pytest.mark.parametrize("blank_lines", ["", "\n\n", " \n\t\n"])
@pytest.mark.parametrize("escape", ["\\u00e9", "\\ud83d\\ude00", "\\u0041"])
def test_a_chunk_boundary_inside_a_header_escape_waits_for_the_rest(
    blank_lines: str, escape: str
) -> None:
    # Found by the chunking property: after blank lines (so the first piece holds a line
    # break and is read at once) a piece ending inside \uXXXX was refused as an invalid escape.
    text = blank_lines + dumps(GeneratedCode(task_id="x", files=[GeneratedFile(file_path="a")]))
    text = text.replace('"x"', f'"{escape}x"', 1)
    expected = _one_shot(text)
    assert isinstance(expected, GeneratedCode)
    start = text.index(escape)
    for cut in range(start, start + len(escape) + 1):
        assert _read([text[:cut], text[cut:]]) == expected, cut
    assert _read(list(text)) == expected


def test_an_escape_that_is_invalid_is_refused_once_it_has_all_arrived() -> None:
    text = '\n{"task_id": "\\u00zz"}\n\n' + D + "END\n"
    expected = _one_shot(text)
    assert expected == ("the header is not valid JSON: Invalid \\uXXXX escape", text.index("u00zz"))
    for cut in range(len(text) + 1):
        assert _read([text[:cut], text[cut:]]) == expected, cut


@pytest.mark.parametrize(
    "header",
    [
        '{"dependencies": ["0",\n null, "total_files": 0}',
        '{"a": [true, false, null, -1.5e3, 12], "total_files": 0}',
        '{"a": [tru, 1], "total_files": 0}',
        '{"a": [1.e5], "total_files": 0}',
        '{"a": -, "total_files": 0}',
        '{"a": nul}',
    ],
)
def test_a_header_cut_inside_a_literal_or_number_waits_for_the_rest(header: str) -> None:
    # A cut inside `null` (`\n n` + `ull, ...`) was reported at once as "Expecting value" where
    # the whole text reports the error further on (found by the chunking property in a full run).
    text = header + f"\n\n{D}END\n"
    whole = _one_shot(text)
    for cut in range(len(text) + 1):
        assert _read(_chunks(text, [cut])) == whole, cut
