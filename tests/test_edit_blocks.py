"""Edit blocks of the artifact format: any mix of files and operations round-trips exactly.

``dumps``/``loads``, ``parse_response`` (strict, and wrapped in prose so that the lenient reader
reads it), and the streaming parser must all give back the model; a model's own way of writing
an edit block (no blank line before a hunk line, a fence around the answer) reads as meant.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import (
    ArtifactDecodeError,
    FileOperation,
    GeneratedCode,
    GeneratedFile,
    Hunk,
    OperationKind,
    Status,
    dumps,
    loads,
    parse_response,
)
from artifact_codec.ingest.stream import StreamParser, events_for

D = "===FILE_CONTENT_BLOCK==="

#: Pieces of lines that are hard for the format: its own markers, other conventions' markers.
_PIECES = st.sampled_from(
    [
        "x = 1",
        "",
        "    return y",
        D,
        D + "OLD",
        D + "NEW",
        D + "END",
        "===FILE_CONTENT_BLOCK_1===",
        "---",
        "PATH: b.py",
        "OPERATION: edit",
        "<<<<<<< SEARCH",
        "=======",
        "@@ -1 +1 @@",
        "*** Begin Patch",
        "```",
        "naïve ✅",
        "\r",
        "\t",
    ]
)
TEXTS = st.builds(
    lambda lines, sep, end: sep.join(lines) + end,
    st.lists(_PIECES, max_size=6),
    st.sampled_from(["\n", "\r\n"]),
    st.sampled_from(["", "\n", "\r\n", "\n\n"]),
)
PATHS = [f"p{n}/f{n}.py" for n in range(12)]


@st.composite
def hunks(draw: st.DrawFn) -> Hunk:
    old = draw(TEXTS)
    after_line = draw(st.none() | st.integers(0, 50)) if not old else None
    return Hunk(
        old=old,
        new=draw(TEXTS),
        anchor=draw(st.none() | st.sampled_from(["def f():", "class A:\n    def g(self):", ""])),
        line_hint=draw(st.none() | st.integers(1, 10**6)),
        after_line=after_line,
        at_end=draw(st.booleans()),
    )


@st.composite
def operations(draw: st.DrawFn, path: str, other: str) -> FileOperation:
    kind = draw(st.sampled_from(list(OperationKind)))
    if kind in (OperationKind.CREATE, OperationKind.REPLACE):
        return FileOperation(kind=kind, path=path, content=draw(TEXTS))
    if kind is OperationKind.DELETE:
        return FileOperation(kind=kind, path=path)
    changes = tuple(draw(st.lists(hunks(), min_size=kind is OperationKind.EDIT, max_size=3)))
    new_path = other if kind is OperationKind.RENAME else None
    return FileOperation(kind=kind, path=path, new_path=new_path, hunks=changes)


@st.composite
def documents(draw: st.DrawFn) -> GeneratedCode:
    paths = draw(st.permutations(PATHS))
    n_files = draw(st.integers(0, 3))
    n_ops = draw(st.integers(0, 4))
    files = [GeneratedFile(file_path=path, content=draw(TEXTS)) for path in paths[:n_files]]
    # Operations name paths that no whole file has (a rename's new path included).
    pool = paths[n_files:]
    edits = [draw(operations(pool[2 * i], pool[2 * i + 1])) for i in range(n_ops)]
    return GeneratedCode(task_id=draw(st.none() | st.just("T-1")), files=files, edits=edits)


@settings(max_examples=200, deadline=None)
@given(documents())
def test_loads_dumps_round_trips_any_mix_of_files_and_operations(code: GeneratedCode) -> None:
    text = dumps(code)
    assert loads(text) == code
    assert dumps(loads(text)) == text


@settings(max_examples=150, deadline=None)
@given(documents(), st.sampled_from(["", "Here you go:\n\n", "```\n"]))
def test_parse_response_reads_the_operations_exactly(code: GeneratedCode, before: str) -> None:
    text = dumps(code)
    text = "````\n" + text + "````\n" if before == "```\n" else before + text
    result = parse_response(text)
    assert result.code == code
    assert [op.without_place() for op in result.edits] == code.edits
    assert all(op.convention == "artifact" and op.line is not None for op in result.edits)
    if code.edits:
        assert result.status is Status.EDIT_BLOCKS
        assert result.feedback() == ""
    else:  # (a usable result always holds a file)
        assert result.status.usable == bool(code.files)


@settings(max_examples=60, deadline=None)
@given(documents(), st.integers(1, 40))
def test_a_stream_ends_with_the_same_result_and_never_announces_an_operation(
    code: GeneratedCode, size: int
) -> None:
    text = dumps(code)
    parser = StreamParser()
    events = []
    for at in range(0, len(text), size):
        events.extend(parser.feed(text[at : at + size]))
    events.extend(parser.close())
    assert parser.result is not None
    assert parser.result.code == code
    assert [op.without_place() for op in parser.result.edits] == code.edits
    assert events == events_for(parser.result)


def test_dumps_picks_a_delimiter_no_hunk_line_starts_with() -> None:
    code = GeneratedCode(
        edits=[FileOperation(kind="edit", path="a.md", hunks=(Hunk(old=D + "\n", new="x\n"),))]
    )
    text = dumps(code)
    assert '"files_delimiter": "===FILE_CONTENT_BLOCK_1==="' in text
    assert loads(text) == code
    with pytest.raises(ValueError, match="starts with the delimiter"):
        dumps(code, delimiter=D)


def test_a_path_is_a_whole_file_or_operated_on_never_both() -> None:
    with pytest.raises(ValueError, match="both a whole file and the path of a rename"):
        GeneratedCode(
            files=[GeneratedFile(file_path="b.py")],
            edits=[FileOperation(kind="rename", path="a.py", new_path="B.py")],
        )


def test_the_places_of_an_answer_are_not_kept_in_the_document() -> None:
    placed = FileOperation(kind="delete", path="a.py", convention="unified-diff", line=3, column=1)
    assert GeneratedCode(edits=[placed]).edits == [FileOperation(kind="delete", path="a.py")]
    assert "edits" not in GeneratedCode().model_dump()


# -- as models write it ------------------------------------------------------------------------


def test_an_edit_block_written_by_hand_reads_as_meant() -> None:
    # No blank line before the hunk lines, trailing blanks on them, the answer in a fence.
    text = (
        "I'll change the greeting:\n\n```\n"
        '{"task_id": "T"}\n\n'
        f"{D}\nPATH: app.py\nOPERATION: edit\n---\n"
        f"{D}OLD  \n    print('hi')\n{D}NEW\n    print('hello')\n"
        f"{D}END\n```\n"
    )
    result = parse_response(text)
    assert result.status is Status.EDIT_BLOCKS
    assert not result.code.files
    assert [op.without_place() for op in result.edits] == [
        FileOperation(
            kind="edit",
            path="app.py",
            # The line break before the end marker belongs to it, as in a strict document:
            # the new text ends as the old one does (no line added).
            hunks=(Hunk(old="    print('hi')", new="    print('hello')"),),
        )
    ]
    assert result.code.edits == [op.without_place() for op in result.edits]
    hunk = result.edits[0].hunks[0]
    assert (result.edits[0].line, hunk.line) == (6, 10)


@pytest.mark.parametrize(
    ("body", "words"),
    [
        (f"{D}NEW\nx\n", "breaks that order"),
        (f"{D}OLD\nx\n", "breaks that order"),
        ("x = 1\n", "holds text but no"),
        (f'{D}OLD {{"line": 3}}\nx\n{D}NEW\ny\n', "cannot be read"),
    ],
)
def test_a_malformed_edit_block_is_refused_with_its_place(body: str, words: str) -> None:
    text = f"Here:\n{{}}\n\n{D}\nPATH: a.py\nOPERATION: edit\n---\n{body}{D}END\n"
    result = parse_response(text)
    assert result.status is Status.EDIT_BLOCKS
    assert result.edits == []
    malformed = [d for d in result.diagnostics if d.code == "edit-malformed"]
    assert malformed
    assert words in malformed[0].message
    assert malformed[0].line >= 5
    assert words.split()[0] in result.feedback()


def test_the_strict_reader_names_the_place_of_a_misplaced_hunk_line() -> None:
    doc = f'{{"total_files": 1}}\n\n{D}\nPATH: a.py\n---\nx\n{D}NEW\ny\n\n{D}END\n'
    with pytest.raises(ArtifactDecodeError) as info:
        loads(doc)
    assert (info.value.lineno, info.value.colno) == (7, 1)
    assert "is out of place" in info.value.msg


# -- the generation grammars: sound with edit blocks in the format ----------------------------


@pytest.mark.parametrize("engine", ["lark-lalr", "re"])
@pytest.mark.parametrize(
    "field", ["OPERATION: edit", "OPERATION: delete", "NEW_PATH: b.py", "OPERATION: move"]
)
def test_the_generation_grammars_write_no_edit_field(engine: str, field: str) -> None:
    """The dialects write whole files only: the edit blocks' fields are reserved names, which
    they refuse as extra fields; so everything they accept, ``loads`` reads as files."""
    from test_generation import ENGINES, EXAMPLE

    document = EXAMPLE.replace("PATH: app/main.py\n", f"PATH: app/main.py\n{field}\n", 1)
    assert document != EXAMPLE
    assert not ENGINES[engine](document, D)
