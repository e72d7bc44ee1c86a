"""hunt52: attacks on fix-literals32's literal rules (legacy._quotes_gained, literals'
backtick runs). Expected values by hand from what the model meant."""

from __future__ import annotations

import pytest
from meant import files_of, meant_or_refused

from artifact_codec import parse_response
from artifact_codec.write.incremental import reason_not_to_write


def _written(answer: str) -> list[tuple[str, str]] | None:
    """What ``write --allow-partial`` writes (None: nothing)."""
    result = parse_response(answer)
    if reason_not_to_write(result, allow_partial=True) is not None:
        return None
    return files_of(result)


# A text pasted in triple quotes whose own text starts with a quote (a CSV's header, a quoted
# line): four quotes open it. When the literal reading fails (a later value joined with +,
# mended only later), the plain string reading keeps three quotes in front and two at the end:
# _quotes_gained only looks for exactly two, so the file is written with quotes the model
# never wrote.
_CSV = '""""name","age"\n"bob",3\n"""'
_SQ = "''''hi' she said\n'''"


@pytest.mark.parametrize(
    ("literal", "path", "meant"),
    [
        (_CSV, "a.csv", '"name","age"\n"bob",3\n'),
        (_SQ, "a.txt", "'hi' she said\n"),
        ('"""""a"",b\n"""', "a.csv", '""a"",b\n'),
    ],
    ids=["csv-double", "text-single", "five-quotes"],
)
def test_a_literal_opening_in_four_quotes_read_as_a_string_gains_no_quotes(
    literal: str, path: str, meant: str
) -> None:
    answer = (
        f'{{"files": [{{"path": "{path}", "content": {literal}}}, '
        '{"path": "b.py", "content": "y = 2\\n" + "z = 3\\n"}]}'
    )
    result = parse_response(answer)
    meant_or_refused(result, [(path, meant), ("b.py", "y = 2\nz = 3\n")])
    written = _written(answer)
    assert written is None or (path, meant) in written or path not in dict(written)


# _quotes_gained refuses every file of the answer whose value starts with exactly two of the
# gained quotes, not only the file whose literal was read as a plain string: a CSV starting
# with an empty quoted cell, a Python file starting with ''.join, written as plain JSON
# strings, are refused beside it.
@pytest.mark.parametrize(
    ("other", "content"),
    [
        ('"b.csv"', '"",name\n'),
        ('"b.py"', "''.join(dir())\n"),
    ],
    ids=["csv-empty-cell", "join"],
)
def test_a_plain_string_starting_with_two_quotes_beside_a_read_literal_is_kept(
    other: str, content: str
) -> None:
    import json

    opener = '"""' if content.startswith('"') else "'''"
    answer = (
        f'{{"files": [{{"path": "a.py", "content": {opener}x = 1\n{opener}}}, '
        f'{{"path": {other}, "content": {json.dumps(content)}}}, '
        '{"path": "c.py", "content": "y = 2\\n" + "z = 3\\n"}]}'
    )
    # (fix-literals35: c.py's '"y = 2\n" + "z = 3\n"' now parses as a joined value in the rest
    # weighed for a.py's closer, so a.py's literal is read, as meant, not as a plain string)
    meant = [("a.py", "x = 1\n"), (json.loads(other), content), ("c.py", "y = 2\nz = 3\n")]
    assert _written(answer) == meant


# A JSON string joined with + to a triple-quoted text after it (the Python habit: a header line,
# then the body pasted in triple quotes). The value is read as one string running over the +
# and the opening quotes: a.py is written holding '# head\\n" + """x = 1' and the end's "",
# text the model never wrote. _quotes_gained does not see it (the value does not start with
# the quotes).
@pytest.mark.parametrize(
    "rest",
    ["", ', {"path": "b.py", "content": "b\\n"}'],
    ids=["alone", "beside-another-file"],
)
def test_a_string_joined_to_a_triple_quoted_text_is_the_two_texts(rest: str) -> None:
    answer = '{"files": [{"path": "a.py", "content": "# head\\n" + """x = 1\n"""}' + rest + "]}"
    meant = [("a.py", "# head\nx = 1\n")] + ([("b.py", "b\n")] if rest else [])
    meant_or_refused(parse_response(answer), meant)


# Two pasted texts joined (the habit of the Python literal the answer imitates): "x" """y""",
# """x""" + """y""", the same with ''' and backticks. The first is read as one string over
# the quotes; the others as one literal run to the last closer, the join's text inside the
# file. Meant: the two texts joined (or a refusal: two readings).
@pytest.mark.parametrize(
    ("value", "path", "meant"),
    [
        ('"x = 1\\n" """y = 2\n"""', "a.py", "x = 1\ny = 2\n"),
        ('"""x = 1\n""" + """y = 2\n"""', "a.py", "x = 1\ny = 2\n"),
        ("'''x = 1\n''' + '''y = 2\n'''", "a.py", "x = 1\ny = 2\n"),
        ("`x = 1;\n` + `y = 2;\n`", "a.js", "x = 1;\ny = 2;\n"),
    ],
    ids=["adjacent", "plus-double", "plus-single", "plus-backtick"],
)
def test_two_pasted_texts_joined_are_the_two_texts(value: str, path: str, meant: str) -> None:
    answer = f'{{"files": [{{"path": "{path}", "content": {value}}}]}}'
    meant_or_refused(parse_response(answer), [(path, meant)])


# A later version of a.py refused by the legacy reader's structure check (_quotes_gained, new
# this round; a content that is a list or null, older) does not doubt the earlier a.py: a
# partial write writes the version the model replaced. Before this round the triple-quoted
# later version was a duplicate-path (doubted: nothing written).
_TAIL = ', {"path": "c.py", "content": "y = 2\\n" + "z = 3\\n"}]}'


@pytest.mark.parametrize(
    "later",
    [
        '{"path": "a.py", "content": """x = 2\n"""}' + _TAIL,
        '{"path": "./a.py", "content": """x = 2\n"""}' + _TAIL,
        '{"path": "a.py", "content": ["x = 2"]}, {"path": "c.py", "content": "y = 2\\n"}]}',
        '{"path": "a.py", "content": null}, {"path": "c.py", "content": "y = 2\\n"}]}',
    ],
    ids=["quotes-gained", "quotes-gained-spelled", "list-of-lines", "null"],
)
def test_a_later_version_refused_by_the_structure_check_keeps_no_stale_file(later: str) -> None:
    answer = '{"files": [{"path": "a.py", "content": "x = 1\\n"}, ' + later
    written = _written(answer)
    assert written is None or ("a.py", "x = 1\n") not in written
