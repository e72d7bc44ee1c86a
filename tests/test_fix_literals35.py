"""fix-literals35: a join in view is read or refused, never kept as text; the other readings of
two strings side by side stay. Expected values by hand from what the model meant."""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response
from artifact_codec.jsonfix.repair import repair_json


# Two strings side by side where a ',' was left out: between members (the second is a key) and
# in an array (two items) they are no join.
@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ('{"a": "x" "b": 1}', {"a": "x", "b": 1}),
        ('{"a": "x"\n "b": "y"}', {"a": "x", "b": "y"}),
        ('{"a": ["x" "y"]}', {"a": ["x", "y"]}),
    ],
    ids=["members-one-line", "members-two-lines", "array-items"],
)
def test_a_comma_left_out_between_strings_is_no_join(text: str, meant: object) -> None:
    assert json.loads(repair_json(text)) == meant


# A chain of four pieces: a string, a literal, two strings.
def test_a_chain_of_strings_and_a_literal_is_the_texts_joined() -> None:
    answer = (
        '{"files": [{"path": "a.py", "content": '
        '"# a\\n" + """x = 1\n""" + "y = 2\\n" + "z = 3\\n"}]}'
    )
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [("a.py", "# a\nx = 1\ny = 2\nz = 3\n")]


# A chain holding two literals: the reading over the join parses too (fix-literals34's rule:
# two literals joined are refused); never a file holding the join's text.
def test_a_chain_with_two_literals_never_keeps_the_join_text() -> None:
    answer = (
        '{"files": [{"path": "a.py", "content": '
        '"# a\\n" + """x = 1\n""" + "y = 2\\n" + """z = 3\n"""}]}'
    )
    result = parse_response(answer)
    if result.usable:
        assert files_of(result) == [("a.py", "# a\nx = 1\ny = 2\nz = 3\n")]


# Three adjacent strings in a member's value (as Python joins them).
def test_three_adjacent_strings_are_joined() -> None:
    answer = '{"files": [{"path": "a.py", "content": "x = 1\\n" "y = 2\\n" "z = 3\\n"}]}'
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [("a.py", "x = 1\ny = 2\nz = 3\n")]


# Unescaped quotes inside code with a '+' between strings: the first quote is followed by the
# code's text, no join; the content is kept byte for byte.
def test_a_plus_inside_code_with_unescaped_quotes_stays_content() -> None:
    answer = '{"files": [{"path": "a.py", "content": "print("a" + "b")\\n"}]}'
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [("a.py", 'print("a" + "b")\n')]


# A join whose literal does not read (a raw prefix): refused, no file holding the join's text.
def test_a_join_to_a_literal_not_read_is_refused() -> None:
    answer = '{"files": [{"path": "a.py", "content": "# head\\n" + r"""x = 1\n"""}]}'
    result = parse_response(answer)
    assert not result.usable
    assert files_of(result) == []
