"""fix-literals31: a cut answer's files pasted in triple quotes or backticks (the partial
write, ``reason_not_to_write(allow_partial=True)``, and ParseResult.files_doubted). Expected
values by hand from what the model pasted."""

from __future__ import annotations

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write


def _partial(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


def test_a_cut_answer_s_literal_read_whole_is_still_written() -> None:
    # a.py's closer is the only place leaving a parseable rest (the cut b.py's literal has no
    # closer at all): the one reading, not doubted, written as pasted
    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n"""}, {"path": "b.py", "content": """y = '
    )
    assert _partial(answer) == [("a.py", "x = 1\n")]


def test_a_cut_answer_s_literal_before_a_cut_string_is_read_as_pasted() -> None:
    # the cut JSON string of b.py leaves a.py's literal a rest that parses as a cut answer
    # (fix-literals35): a.py is read as the model pasted it, "x = 1\n", never as the plain
    # string '""x = 1\n""' with quotes the model never wrote; b.py is cut
    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n"""}, {"path": "b.py", "content": "y = '
    )
    result = parse_response(answer)
    assert result.files_doubted is None
    assert not any(d.code == "json-literal-as-string" for d in result.diagnostics)
    assert _partial(answer) == [("a.py", "x = 1\n")]


def test_a_complete_answer_s_literals_give_no_literal_as_string_error() -> None:
    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
        '{"path": "b.py", "content": """y = 1\n"""}]}'
    )
    result = parse_response(answer)
    assert result.usable
    assert [(f.file_path, f.content) for f in result.code.files] == [
        ("a.py", "x = 1\n"),
        ("b.py", "y = 1\n"),
    ]
    assert not any(d.code == "json-literal-as-string" for d in result.diagnostics)


def test_a_complete_later_version_spelled_with_backslashes_leaves_nothing_to_write() -> None:
    # the model's second src/a.py (x = 2) is refused for its backslash: the first is stale
    answer = (
        '{"files": [{"path": "src/a.py", "content": "x = 1\\n"}, '
        '{"path": "src\\\\a.py", "content": "x = 2\\n"}]}'
    )
    result = parse_response(answer)
    assert any(d.code == "duplicate-path" for d in result.diagnostics)
    assert _partial(answer) is None


def test_an_earlier_version_spelled_with_backslashes_does_not_doubt_the_later_one() -> None:
    # the refused backslash spelling comes first: the accepted src/a.py is the model's last
    answer = (
        '{"files": [{"path": "src\\\\a.py", "content": "x = 1\\n"}, '
        '{"path": "src/a.py", "content": "x = 2\\n"}]}'
    )
    assert _partial(answer) == [("src/a.py", "x = 2\n")]


def test_a_text_in_triple_backticks_is_not_read_as_one_with_double_backtick_spans() -> None:
    # ```x``` has two readings (x in triple backticks, or ``x`` in one backtick each): the
    # template literal reading is not taken; the backtick text of ``code`` opens no fence
    answer = '{"files": [{"path": "a.md", "content": ```x```}]}'
    assert _partial(answer) != [("a.md", "``x``")]
    answer = '{"files": [{"path": "README.md", "content": `' + "``code``\n" + "`}]}"
    assert _partial(answer) == [("README.md", "``code``\n")]


def test_a_text_read_before_a_later_literal_s_closer_says_the_other_reading() -> None:
    # a two-file answer is byte for byte a.py holding x = 1 and a string of the code
    # """}, {"path": "b.py", "content": """ (followed by a name, no valid Python): read as two
    # files, the note of a.py says the one-text reading it did not take (fix-literals38: a
    # text ending inside an expression, SEP = , is refused, tests/test_fix_literals38.py)
    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
        '{"path": "b.py", "content": """print(x)\n"""}]}'
    )
    result = parse_response(answer)
    assert result.status.value != "clean"
    notes = [d.message for d in result.diagnostics if d.code == "json-python-literal"]
    assert len(notes) == 2
    assert "another reading, not taken" in notes[0]
    assert "another reading" not in notes[1]
    one = parse_response('{"files": [{"path": "a.py", "content": """x = 1\n"""}]}')
    assert not any("another reading" in d.message for d in one.diagnostics)


def test_a_literal_followed_by_another_member_in_triple_quotes_is_not_swallowed() -> None:
    # "explanation" is the file object's own member (the model's note), not a.py's text: a
    # rule preferring the one-text reading for a key the schema lacks would swallow it
    answer = '{"files": [{"path": "a.py", "content": """x = 1\n""", "explanation": """Sets x."""}]}'
    result = parse_response(answer)
    files = [(f.file_path, f.content) for f in result.code.files] if result.usable else None
    assert files in (None, [("a.py", "x = 1\n")])
