"""fix-literals28: file texts in triple quotes or backticks (jsonfix/literals.py), last pass.
Expected values by hand: the text the model pasted between its outer quotes, or a refusal
when two readings are honestly open."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _files(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    return [(f.file_path, f.content) for f in result.code.files] if result.usable else None


def _one(opener: str, path: str, content: str, closer: str) -> str:
    return '{"files": [{"path": "' + path + '", "content": ' + opener + content + closer + "}]}"


@pytest.mark.parametrize(
    ("opener", "content"),
    [
        ('"""', '"Doc."\nx = 1\n'),  # four quotes: a one-quote docstring first
        ('"""', '""\nx = 1\n'),  # five quotes: an empty string first
        ('"""', '"name","age"\n"bob",3\n'),  # a CSV
    ],
    ids=["docstring", "empty-string", "csv"],
)
def test_four_or_five_quotes_closed_by_three_are_a_triple_quoted_text(
    opener: str, content: str
) -> None:
    # the JSON string reading would hold three or four quotes at the start and two at the end
    assert _files(_one(opener, "a.py", content, '"""')) == [("a.py", content)]


def test_four_quotes_closed_by_four_stay_a_json_string() -> None:
    # a JSON string holding """Doc.""" (the one reading Python has too: """"Doc."""" is no
    # Python string), not a triple-quoted text holding "Doc."
    answer = '{"files": [{"path": "a.py", "content": """"Doc.""""}]}'
    assert _files(answer) == [("a.py", '"""Doc."""')]


def test_a_second_file_s_closer_is_no_closer_of_the_first() -> None:
    # a.py (four quotes open it, a JSON string with unescaped quotes) ends at '"}' and b.py's
    # text ends in a quote: the triple reading closing at b.py's end would swallow b.py
    answer = (
        '{"files": [{"path": "a.py", "content": """"Doc."""\nx = 1\n"}, '
        '{"path": "b.py", "content": "rep = """}]}'
    )
    files = _files(answer)
    assert files is None or ("a.py", '"""Doc."""\nx = 1\n') in files


def test_four_quotes_closed_by_one_stay_a_json_string() -> None:
    # no """ closer leaves a parseable rest: the JSON string reading, quotes kept
    answer = '{"files": [{"path": "a.py", "content": """"Doc."""\nx = 1\n"}]}'
    assert _files(answer) == [("a.py", '"""Doc."""\nx = 1\n')]
