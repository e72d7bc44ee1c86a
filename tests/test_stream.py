"""The streaming parser: any chunking gives the one-shot result and the same events."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from artifact_codec import GeneratedCode, GeneratedFile, Status, dumps, parse_response
from artifact_codec.agent.instructions import EXAMPLE
from artifact_codec.format.spec import DEFAULT_DELIMITER
from artifact_codec.ingest.stream import (
    FileCompleted,
    FileStarted,
    HeaderParsed,
    StreamParser,
    events_for,
    parse_stream,
)

D = DEFAULT_DELIMITER

contents = st.one_of(
    st.text(max_size=40),
    st.lists(
        st.sampled_from(["x = 1", "", D, D + "END", "---", "PATH: y", "```", "\r", "{"]),
        max_size=6,
    ).map(lambda lines: "\n".join(lines) + "\n"),
)


@st.composite
def documents(draw: st.DrawFn) -> str:
    names = draw(st.lists(st.sampled_from(["a.py", "b/c.md", "d.txt", "e.py"]), unique=True))
    extras = st.dictionaries(
        st.sampled_from(["file", "kind", "language", "desc"]),
        st.sampled_from(["`x`", "**b**", "plain", '"q"', " padded "]),
        max_size=2,
    )
    code = GeneratedCode(
        task_id=draw(st.none() | st.text(max_size=5)),
        files=[
            GeneratedFile(file_path=name, content=draw(contents), **draw(extras)) for name in names
        ],
    )
    text = dumps(code)
    mutation = draw(st.sampled_from(["none", "cut", "prose", "crlf", "fence", "noise", "lower"]))
    if mutation == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif mutation == "prose":
        text = "Here:\n" + text + "\nThanks"
    elif mutation == "crlf":
        text = text.replace("\n", "\r\n")
    elif mutation == "fence":
        text = "```\n" + text + "```\n"
    elif mutation == "noise":
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(["\n", D + "\n", "---\n", "zz"])) + text[at:]
    elif mutation == "lower":
        text = text.replace("PATH:", "path:", 1)
    return text


def _chunks(text: str, cuts: list[int]) -> list[str]:
    points = sorted({0, len(text), *(c % (len(text) + 1) for c in cuts)})
    return [text[a:b] for a, b in itertools.pairwise(points)]


def _stream(chunks: list[str], **options: object) -> StreamParser:
    parser = StreamParser(**options)  # type: ignore[arg-type]
    for chunk in chunks:
        parser.feed(chunk)
    parser.close()
    return parser


@settings(max_examples=1000, suppress_health_check=[HealthCheck.too_slow])
@given(
    documents(),
    st.lists(st.integers(0, 10_000), max_size=30),
    st.sampled_from([None, "stop", "length"]),
)
def test_any_chunking_gives_the_one_shot_result_and_events(
    text: str, cuts: list[int], finish_reason: str | None
) -> None:
    one_shot = parse_response(text, finish_reason=finish_reason)
    parser = _stream(_chunks(text, cuts), finish_reason=finish_reason)
    assert parser.result is not None
    assert parser.result.status is one_shot.status
    assert parser.result.code == one_shot.code
    assert parser.result.partial_file == one_shot.partial_file
    assert parser.result.diagnostics == one_shot.diagnostics
    assert parser.events == events_for(one_shot)


@settings(max_examples=100)
@given(documents())
def test_one_character_chunks(text: str) -> None:
    parser = _stream(list(text))
    assert parser.events == events_for(parse_response(text))


def test_events_come_as_soon_as_they_are_certain() -> None:
    text = dumps(EXAMPLE)
    parser = StreamParser()
    seen: list[tuple[int, object]] = []
    for at, char in enumerate(text):
        seen.extend((at, event) for event in parser.feed(char))
    assert parser.close() == []  # everything was certain before the end
    second_block = text.index(f"{D}\nPATH: tests/test_main.py")
    end = text.index(f"{D}END")
    _, header = seen[0]
    assert isinstance(header, HeaderParsed)
    assert header.header["task_id"] == "HW-001"
    started = [(at, e) for at, e in seen if isinstance(e, FileStarted)]
    completed = [(at, e) for at, e in seen if isinstance(e, FileCompleted)]
    assert [e.path for _, e in started] == ["app/main.py", "tests/test_main.py"]
    # a file is announced once it is certain: started and completed together, when the next
    # block's first field line is in (its content could still turn out to be edit blocks)
    assert completed[0][0] == text.index("\n", second_block + len(D) + 1)
    assert started[0][0] == completed[0][0]
    assert seen[0][0] == completed[0][0]  # the header comes with the first file
    assert completed[0][1].file == EXAMPLE.files[0]
    # the last one completes with the end marker line
    assert completed[1][0] == len(text) - 1
    assert end < completed[1][0]


def test_uncertain_content_waits_for_the_final_result() -> None:
    # strictly valid, but written the way models write: no blank line before the end marker,
    # so the final (lenient) reading gives the file back its final newline
    text = f'{{"total_files": 1}}\n\n{D}\nPATH: a.txt\n---\nno newline\n{D}END\n'
    parser = StreamParser()
    early = [event for char in text for event in parser.feed(char)]
    assert early == []
    rest = parser.close()
    assert [type(e) for e in rest] == [HeaderParsed, FileStarted, FileCompleted]
    assert parser.result is not None
    assert parser.result.status is Status.RECOVERED
    assert parser.result.code.files[0].content == "no newline\n"


def test_verbatim_content_is_certain_early() -> None:
    code = GeneratedCode(files=[GeneratedFile(file_path="a.txt", content="no newline")])
    text = dumps(code)  # marks the block VERBATIM: yes
    parser = StreamParser()
    early = [event for char in text for event in parser.feed(char)]
    assert [type(e) for e in early] == [HeaderParsed, FileStarted, FileCompleted]
    assert parser.close() == []
    assert parser.result is not None
    assert parser.result.status is Status.CLEAN
    assert parser.result.code == code


@pytest.mark.parametrize("chunk", [1, 7, 10_000])
@pytest.mark.parametrize(
    "field", ["VERBATIM:zz yes", "VERBATIM: no", "PATH: ../up.py", "PATH: a.py"]
)
def test_a_refused_block_stops_early_events_even_when_a_good_block_follows_it(
    chunk: int, field: str
) -> None:
    # Found by hypothesis: the second block, read well in the same chunk, made the reader
    # forget that the first one could not become a file; the stream then announced the
    # second file as file 0 and the final result disagreed.
    code = GeneratedCode(
        files=[GeneratedFile(file_path=name, content="x") for name in ("a.py", "e.py")]
    )
    text = dumps(code).replace("PATH: a.py\nVERBATIM: yes", "PATH: a.py\n" + field, 1)
    if field.startswith("PATH"):  # a bad path, or the same path twice: the second is refused
        text = dumps(code).replace("PATH: e.py", field, 1)
    assert text != dumps(code)
    parser = StreamParser()
    events = [e for at in range(0, len(text), chunk) for e in parser.feed(text[at : at + chunk])]
    events += parser.close()
    assert parser.result is not None
    codes = [d.code for d in parser.result.diagnostics]
    assert "stream-disagreement" not in codes
    one_shot = parse_response(text)
    assert parser.result.code == one_shot.code
    assert parser.result.diagnostics == one_shot.diagnostics
    assert events == events_for(one_shot)


def test_edit_blocks_are_never_announced() -> None:
    text = (
        f'{{"total_files": 2}}\n\n{D}\nPATH: a.py\n---\nx = 1\n\n{D}\nPATH: b.py\n---\n'
        f"# change\n<<<<<<< SEARCH\ny = 1\n=======\ny = 2\n>>>>>>> REPLACE\n\n{D}END\n"
    )
    parser = StreamParser()
    events = [event for char in text for event in parser.feed(char)] + parser.close()
    assert parser.result is not None
    assert parser.result.status is Status.EDIT_BLOCKS
    assert [f.file_path for f in parser.result.code.files] == ["a.py"]
    assert [e.path for e in events if isinstance(e, FileStarted)] == ["a.py"]
    assert events == events_for(parser.result)


def test_prose_first_gives_every_event_at_the_end() -> None:
    text = "Sure, here you go:\n" + dumps(EXAMPLE)
    parser = StreamParser()
    assert [e for chunk in text.split("\n") for e in parser.feed(chunk + "\n")] == []
    assert parser.close() == events_for(parse_response(text + "\n"))


def test_truncated_stream_reports_the_partial_file() -> None:
    text = dumps(EXAMPLE)
    cut = text[: text.index("def test_hello")]
    items = list(
        parse_stream([cut[i : i + 7] for i in range(0, len(cut), 7)], finish_reason="length")
    )
    result = items[-1]
    assert result.status is Status.TRUNCATED  # type: ignore[union-attr]
    assert items[-2] == FileStarted("tests/test_main.py", 1)
    assert result.partial_file.file_path == "tests/test_main.py"  # type: ignore[union-attr]


def test_feed_after_close_is_an_error() -> None:
    parser = StreamParser()
    parser.feed("{}\n")
    parser.close()
    with pytest.raises(RuntimeError):
        parser.feed("x")
    with pytest.raises(RuntimeError):
        parser.close()


@pytest.mark.parametrize("finish", [None, "stop", "length"])
def test_a_file_that_leaves_a_code_block_open_is_not_announced_early(finish: str | None) -> None:
    # Found by fuzz runs of the test above: the delimiter (or end marker) line after a file
    # whose code block is still open may be a line the file quotes; announcing the file
    # early contradicted the final reading, which weighs the two readings at the end.
    text = (
        '{"total_files": 2}\n\n'
        f"{D}\nPATH: a.md\nVERBATIM: yes\n---\nShow:\n```\n{D}END\n```\n\n"
        f"{D}\nPATH: b.py\nVERBATIM: yes\n---\nx = 1\n{D}"
    )
    parser = StreamParser(finish_reason=finish)
    early = [event for char in text for event in parser.feed(char)]
    assert "a.md" not in [getattr(event, "path", None) for event in early]
    rest = parser.close()
    assert parser.result is not None
    assert "stream-disagreement" not in [d.code for d in parser.result.diagnostics]
    assert early + rest == events_for(parse_response(text, finish_reason=finish))
