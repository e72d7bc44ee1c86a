"""The one strict reader: resumable, its grammar shortcut, and the fast paths it relies on.

The reference for each fast path is the slow way it replaces, run on the same inputs: the reader
fed in one piece against random chunkings; the grammar's memory of accepted block shapes against
a parser fed every token; the plain-path shortcut of the path policy against the full rules;
``GeneratedFile.from_checked`` against pydantic's ``model_validate``.
"""

from __future__ import annotations

import itertools
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_codec import generated_code
from timing import assert_linear

from artifact_codec import ArtifactDecodeError, GeneratedCode, GeneratedFile, dumps, loads
from artifact_codec.errors import UnsafePathError
from artifact_codec.format import paths as paths_module
from artifact_codec.format.content import find_rare
from artifact_codec.format.paths import PathSet, normalize_path
from artifact_codec.format.spec import DEFAULT_DELIMITER, FIELD_TO_ATTRIBUTE, RESERVED_FIELDS
from artifact_codec.read import blocks as blocks_module
from artifact_codec.read import grammar as grammar_module
from artifact_codec.read.blocks import BlockRead, BlockStarted, EndRead, FieldsRead, HeaderRead
from artifact_codec.read.builder import assemble
from artifact_codec.read.reader import Reader

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


class _ForgetsEverything(set[tuple[str, ...]]):
    """A memory of accepted shapes that never remembers: every token goes to the parser."""

    def __contains__(self, item: object) -> bool:
        return False


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(_documents())
def test_remembered_shapes_give_the_same_result_as_feeding_every_token(text: str) -> None:
    remembered = _one_shot(text)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(grammar_module, "_ACCEPTED_SHAPES", _ForgetsEverything())
        fed_everything = _one_shot(text)
    assert remembered == fed_everything


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
