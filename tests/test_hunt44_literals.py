"""hunt44: fix-literals31's literal-as-string reading (a text pasted in triple quotes read as a
plain JSON string when no place of its closer leaves a rest ``_rest_parses`` reads). In a
complete answer it is only a guess: where the rest is one the JSON repair mends (a comma left
out, strings joined with +), the file gains quotes the model never wrote and is still usable.
Expected values by hand from what the model pasted."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _files(answer: str) -> list[tuple[str, str]] | None:
    result = parse_response(answer)
    if not result.usable:
        return None
    return [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        pytest.param(
            # a comma left out after the literal (the repair inserts it: json-missing-comma)
            '{"files": [{"path": "a.py", "content": """x = 1\n""" "type": "source"}]}',
            [("a.py", "x = 1\n")],
            id="comma-left-out-after-it",
        ),
        pytest.param(
            # a later file's text joined with + (the repair joins it: json-concatenation)
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{"path": "b.py", "content": "y = " + "2\\n"}]}',
            [("a.py", "x = 1\n"), ("b.py", "y = 2\n")],
            id="later-strings-joined-with-plus",
        ),
        pytest.param(
            # a later file's path left unquoted (the repair quotes it: json-unquoted-value)
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{"path": src/b.py, "content": "y = 2\\n"}]}',
            [("a.py", "x = 1\n"), ("src/b.py", "y = 2\n")],
            id="later-path-unquoted",
        ),
        pytest.param(
            # a later key in curly quotes (the repair straightens them: json-smart-quotes)
            '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
            '{\u201cpath\u201d: "b.py", "content": "y = 2\\n"}]}',
            [("a.py", "x = 1\n"), ("b.py", "y = 2\n")],
            id="later-key-in-curly-quotes",
        ),
        pytest.param(
            # a Python dict, a comma left out after the ''' text: the member is swallowed
            "{'files': [{'path': 'a.py', 'content': '''x = 1\n''' 'type': 'source'}]}",
            [("a.py", "x = 1\n")],
            id="python-dict-comma-left-out",
        ),
    ],
)
def test_a_literal_before_a_rest_the_repair_mends_gains_no_quotes(
    answer: str, meant: list[tuple[str, str]]
) -> None:
    assert _files(answer) in (None, meant)


def test_a_cut_in_a_later_file_s_note_keeps_the_complete_file_before_it() -> None:
    # a.py's object is whole (its text and its note in triple quotes); the answer is cut in
    # b.py's note: the partial write has a.py as pasted (b.py's text is whole too)
    from artifact_codec.write.incremental import reason_not_to_write

    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n""", "explanation": """ok"""}, '
        '{"path": "b.py", "content": """y = 1\n""", "note": """Sets '
    )
    result = parse_response(answer)
    assert reason_not_to_write(result, allow_partial=True) is None
    files = [(f.file_path, f.content) for f in result.code.files]
    assert files in ([("a.py", "x = 1\n")], [("a.py", "x = 1\n"), ("b.py", "y = 1\n")])


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(
            '```json\n{"files": [{"path": "a.js", "content": `const a = 1;\n`}]}\n```',
            id="json-fence",
        ),
        pytest.param(
            'Here you go:\n\n```json\n{"files": [{"path": "a.js", "content": `const a = 1;\n`}]}'
            "\n```\n",
            id="json-fence-after-prose",
        ),
    ],
)
def test_a_json_answer_in_a_fence_with_a_template_literal_is_read(answer: str) -> None:
    # the same answer without the fence reads a.js as pasted (a backtick literal, repaired);
    # in the ```json fence models put it in, nothing is found at all
    assert _files(answer) == [("a.js", "const a = 1;\n")]


def test_two_files_in_backticks_the_first_of_eighty_lines_are_read() -> None:
    # one file of 80 lines 'x = 1' in backticks, then a second: read as pasted (79 lines
    # read; from about 480 characters the first file's path swallows its text and the
    # answer is refused; in triple quotes the same answer reads)
    first = "x = 1\n" * 80
    answer = (
        '{"files": [{"path": "lib/a.py", "content": `' + first + "`}, "
        '{"path": "lib/b.py", "content": `y = 2\n`}]}'
    )
    assert _files(answer) == [("lib/a.py", first), ("lib/b.py", "y = 2\n")]


def test_files_with_a_text_and_a_note_in_triple_quotes_are_read() -> None:
    # each file object holds its text and the model's note in triple quotes; the reading
    # running a.py's text on through its note ('x = 1\n""", "note": """Sets x.') is no
    # Python a model writes (a syntax error); the plain reading is the model's
    answer = (
        '{"files": [{"path": "a.py", "content": """x = 1\n""", "note": """Sets x."""}, '
        '{"path": "b.py", "content": """y = 2\n""", "note": """Sets y."""}]}'
    )
    assert _files(answer) == [("a.py", "x = 1\n"), ("b.py", "y = 2\n")]


@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        pytest.param(
            # the Markdown habit, a value in triple backticks, with a file after it: read as
            # 'x```' (the opening run dropped, the closing kept); alone it finds no file
            '{"files": [{"path": "a.md", "content": ```x```}, '
            '{"path": "b.py", "content": "y = 1\\n"}]}',
            [("a.md", "x"), ("b.py", "y = 1\n")],
            id="triple-backticks-then-a-file",
        ),
        pytest.param(
            '{"files": [{"path": "a.md", "content": ````x````}, '
            '{"path": "b.py", "content": "y = 1\\n"}]}',
            [("a.md", "x"), ("b.py", "y = 1\n")],
            id="four-backticks-then-a-file",
        ),
        pytest.param(
            # the same habit with two backticks: x in a double-backtick span, or `x` in one
            # backtick each; the run of three is refused as two readings (fix-literals31),
            # the run of two is read as the template literal '`x`'
            '{"files": [{"path": "a.md", "content": ``x``}]}',
            [("a.md", "x")],
            id="double-backticks-arguable",
        ),
    ],
)
def test_a_value_in_a_run_of_backticks_is_not_read_with_backticks_it_did_not_hold(
    answer: str, meant: list[tuple[str, str]]
) -> None:
    assert _files(answer) in (None, meant)
