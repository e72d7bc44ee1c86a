"""CRLF answers: ``parse_response`` reads a text whose every line ends in CRLF as LF, once for
every reader. The one-pass conversion is checked against the rule it implements, spelled out."""

from __future__ import annotations

from unittest import mock

from hypothesis import given, settings
from hypothesis import strategies as st

from artifact_codec import GeneratedCode, GeneratedFile, dumps, parse_response
from artifact_codec.ingest import response as response_module


def _by_the_rule(text: str) -> str | None:
    """Every line break is CRLF (each LF has a CR before it): read CRLF as LF, and a CR at the
    very end (cut between CR and LF) as a line break."""
    if "\r" not in text or text.count("\r\n") != text.count("\n"):
        return None
    as_lf = text.replace("\r\n", "\n")
    return as_lf[:-1] + "\n" if as_lf.endswith("\r") else as_lf


_pieces = st.sampled_from(["\r\n", "\r\n", "\r\n", "\r", "\n", "a", "é", "→", "😀", "\x85", " "])


@settings(max_examples=1000)
@given(st.lists(_pieces, max_size=12).map("".join))
def test_crlf_is_read_as_lf_exactly_when_the_rule_says(text: str) -> None:
    got = response_module._crlf_as_lf(text) if "\r" in text else None
    assert got == _by_the_rule(text)


@settings(max_examples=1000)
@given(st.lists(_pieces, max_size=24).map("".join), st.integers(1, 5))
def test_a_large_text_read_in_pieces_follows_the_same_rule(text: str, piece: int) -> None:
    # A large text is converted a piece at a time: a CRLF, a lone CR or a lone LF can fall on
    # any boundary between two pieces (small pieces here put a boundary everywhere).
    with mock.patch.object(response_module, "_CRLF_CHUNK", piece):
        got = response_module._crlf_as_lf(text) if "\r" in text else None
    assert got == _by_the_rule(text)


def test_a_large_crlf_answer_reads_as_the_same_answer_with_lf() -> None:
    files = [
        GeneratedFile(file_path=f"m{i}.py", content=f"x = {i}\n\ny = '\u00e9'\n" * 3000)
        for i in range(4)
    ]
    text = dumps(GeneratedCode(files=files))
    assert len(text) > 2 * response_module._CRLF_CHUNK
    crlf = parse_response(text.replace("\n", "\r\n"))
    assert crlf.code == GeneratedCode(files=files)
    assert [d.code for d in crlf.diagnostics] == ["crlf"]


def test_a_crlf_answer_reads_as_the_same_answer_with_lf() -> None:
    code = GeneratedCode(
        files=[
            GeneratedFile(file_path="a.py", content="x = 1\n\ny = 2\n"),
            GeneratedFile(file_path="b/c.md", content="# é → 😀\n"),
        ]
    )
    text = dumps(code)
    crlf = parse_response(text.replace("\n", "\r\n"))
    assert crlf.code == parse_response(text).code == code
    assert [d.code for d in crlf.diagnostics] == ["crlf"]
