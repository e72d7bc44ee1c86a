"""fix-literals38: two JSON strings side by side in a member's value have two readings, the
join (as Python joins them) and one string holding unescaped code (``sep = " ".join(x)``).
The join is read where it is proven (the blanks between hold a line break, or the first piece
ends in an escaped newline and the second starts with a name); the unescaped reading is kept
where the pieces would split a line on the line they stand on (named in a note); else the
answer is refused. Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.errors import ArtifactDecodeError
from artifact_codec.jsonfix.repair import repair_json


def _answer(content: str) -> str:
    return '{"files": [{"path": "a.py", "content": ' + content + "}]}"


def _files(text: str) -> list[tuple[str, str]]:
    result = parse_response(text)
    assert result.usable
    return [(f.file_path, f.content) for f in result.code.files]


# The join proven: the pieces are lines (each before ends in \n, the next starts with a name),
# or they stand on lines of their own.
@pytest.mark.parametrize(
    ("content", "meant"),
    [
        pytest.param(r'"x = 1\n" "y = 2\n"', "x = 1\ny = 2\n", id="one-line"),
        pytest.param('"x = 1\\n"\n    "y = 2\\n"', "x = 1\ny = 2\n", id="two-lines"),
        pytest.param(
            '"import os\\n"\n  "    \\n"\n  "print(os.sep)\\n"',
            "import os\n    \nprint(os.sep)\n",
            id="three-lines-blank-piece",
        ),
        pytest.param(
            '"msg = \'a very long "\n  "text\'\\n"', "msg = 'a very long text'\n", id="wrapped"
        ),
    ],
)
def test_a_proven_join_is_read(content: str, meant: str) -> None:
    assert _files(_answer(content)) == [("a.py", meant)]


# Unescaped code whose strings stand side by side on one line: the only reading (the join
# does not reach a parseable rest), or the one kept (the pieces split a line), noted.
@pytest.mark.parametrize(
    ("content", "meant"),
    [
        pytest.param(r'"sep = " ".join(dir())\n"', 'sep = " ".join(dir())\n', id="space-join"),
        pytest.param(r'"print(" ", " ")\n"', 'print(" ", " ")\n', id="call-of-blanks"),
        pytest.param(r'"print("a" "b")\n"', 'print("a" "b")\n', id="python-adjacent"),
        pytest.param(r'"s = (\n" " ".join(xs))\n"', 's = (\n" " ".join(xs))\n', id="line-start"),
        pytest.param(r'"pad = "  " * 4\n"', 'pad = "  " * 4\n', id="two-blanks"),
    ],
)
def test_unescaped_code_with_a_string_of_blanks_is_kept(content: str, meant: str) -> None:
    assert _files(_answer(content)) == [("a.py", meant)]


def test_the_kept_reading_names_the_join() -> None:
    result = parse_response(_answer(r'"sep = " ".join(xs)\n"'))
    assert any("joined" in d.message and "side by side" in d.message for d in result.diagnostics)


# Both readings hold and neither is proven: refused, the error naming both readings.
@pytest.mark.parametrize(
    "content",
    [
        pytest.param(r'"parts = [\n" ",\n]\n"', id="blank-string-at-line-start"),
        pytest.param(r'"def f():\n" "    return 1\n"', id="indented-piece"),
        pytest.param(r'"x = 1\n" "y = 2\n" "def f():\n" "    return 1\n"', id="chain-unproven"),
    ],
)
def test_two_readings_side_by_side_are_refused(content: str) -> None:
    text = _answer(content)
    assert not parse_response(text).usable
    with pytest.raises(ArtifactDecodeError, match="side by side"):
        repair_json(text)


# hunt41 python-separator: a.py in """ holding SEP = """}, {"path": "b.py", "content": """
# (valid Python) reads byte for byte as two files, a.py = "SEP = " ending inside an
# expression: two readings, refused; a text ending after a complete line keeps the split.
def test_a_text_ending_inside_an_expression_before_a_later_literal_is_refused() -> None:
    text = (
        '{"files": [{"path": "a.py", "content": """SEP = """}, '
        '{"path": "b.py", "content": """\nprint(SEP)\n"""}]}'
    )
    assert not parse_response(text).usable
    with pytest.raises(ArtifactDecodeError, match="ends inside an expression"):
        repair_json(text)
    text = (
        '{"files": [{"path": "a.py", "content": """x = 1\n"""}, '
        '{"path": "b.py", "content": """y = (\n    2)\n"""}]}'
    )
    assert _files(text) == [("a.py", "x = 1\n"), ("b.py", "y = (\n    2)\n")]


# Noticed (open, before fix-literals38 too): many files each holding unescaped code with a
# string of blanks (sep = " ".join(xs)) take time quadratic in the number of files.
def test_many_files_with_a_string_of_blanks_stay_linear() -> None:
    def make(count: int) -> str:
        one = '{"path": "a%d.py", "content": "sep = " ".join(xs)\\n"}'
        return '{"files": [' + ", ".join(one % at for at in range(count)) + "]}"

    assert_linear(make, repair_json, 40, repeat=1)
