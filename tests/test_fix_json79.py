"""fix-json79: the other reading of each rule that closed hunt98-plusstr, hunt98-plusop and
hunt98-blockcomment. In a file's content a ``+`` join of JSON strings is read only when proven
(a raw line break between, or a piece ending in an escaped ``\\n`` then one starting a line with
a name); a join that is proven still joins, one outside a file's content still joins as before,
and where both readings are code the answer is refused. A JSONC comment right after a content
string still ends it when the JSON's structure (or a key on the next line) follows."""

from __future__ import annotations

import json

import pytest

from artifact_codec import parse_response, repair_json

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _files(content: str) -> dict[str, str] | None:
    result = parse_response('{"files": [{"path": "a.py", "content": ' + content + "}" + _TAIL)
    if not result.usable:
        return None
    return {f.file_path: f.content for f in result.code.files}


@pytest.mark.parametrize(
    ("content", "meant"),
    [
        pytest.param('"x = 1\\n" + "y = 2\\n"', "x = 1\ny = 2\n", id="newline-then-name"),
        pytest.param('"x = 1\\n" +\n  "    y = 2\\n"', "x = 1\n    y = 2\n", id="raw-line-break"),
        pytest.param(
            '"import os\\n" +\n  "print(os.sep)\\n" +\n  "x = 1\\n"',
            "import os\nprint(os.sep)\nx = 1\n",
            id="chain-over-lines",
        ),
    ],
)
def test_a_proven_plus_join_in_content_still_joins(content: str, meant: str) -> None:
    assert _files(content) == {"a.py": meant, "b.txt": "B\n"}


def test_a_plus_join_outside_content_still_joins() -> None:
    assert json.loads(repair_json('{"greeting": "hello" + " world"}')) == {
        "greeting": "hello world"
    }


def test_an_unproven_plus_join_of_two_code_readings_is_refused() -> None:
    # (joined: the lines x = 1 and '    y = 2'; unescaped: a line holding '" + "    y = 2')
    assert _files('"x = 1\\n" + "    y = 2\\n"') is None


@pytest.mark.parametrize(
    "after",
    [
        pytest.param("/* the whole file */", id="block-then-close"),
        pytest.param("// the whole file\n", id="slash-then-close"),
        pytest.param('/* the whole file */, "language": "python"', id="block-then-comma"),
        pytest.param('// the whole file\n, "language": "python"', id="slash-then-comma-key"),
        pytest.param(' // the whole file\n "language": "python"', id="spaced-slash-then-key"),
    ],
)
def test_a_jsonc_comment_after_a_content_string_still_ends_it(after: str) -> None:
    assert _files('"x = 1\\n"' + after) == {"a.py": "x = 1\n", "b.txt": "B\n"}


@pytest.mark.parametrize(
    ("content", "meant"),
    [
        pytest.param(
            '"s = \\"\\ud83d" + "\\ude00\\"\\n"', 's = "\U0001f600"\n', id="surrogate-pair"
        ),
    ],
)
def test_a_one_line_join_proven_by_its_second_piece_joins(content: str, meant: str) -> None:
    assert _files(content) == {"a.py": meant, "b.txt": "B\n"}


@pytest.mark.parametrize(
    "content",
    [
        # (a code line ending in the string " + ": the escape after it proves no join; hunt99)
        pytest.param('"PLUS = " + "\\nx = 1\\n"', id="second-opens-with-a-newline-escape"),
        pytest.param('"sep = " + "\\tx\\n"', id="second-opens-with-a-tab-escape"),
        # (a string touching a name or number: C++'s "+"sv, shell's glued words; hunt99)
        pytest.param('"y = " + "2\\n"', id="second-opens-with-a-digit"),
        # (escaped code joined with JavaScript's '+': the join is the other reading; hunt99)
        pytest.param(json.dumps("DATA = ") + " + " + json.dumps('{"a": 1}\n'), id="escaped-join"),
        # (unescaped code holding " + ": hunt98)
        pytest.param('"s = a + " + " + b\\n"', id="unescaped-plus-string"),
    ],
)
def test_an_unproven_one_line_join_in_content_is_refused_at_its_quote(content: str) -> None:
    answer = '{"files": [{"path": "a.py", "content": ' + content + "}" + _TAIL
    result = parse_response(answer)
    assert not result.usable
    refused = [d for d in result.diagnostics if d.code == "json-refused"]
    assert refused, result.diagnostics
    # the place named is the first piece's closing quote (the join reading starts after it)
    first_quote = answer.index('"', answer.index('"content": "') + len('"content": "'))
    assert [d.column for d in refused] == [first_quote + 1], [
        (d.column, d.message) for d in refused
    ]
