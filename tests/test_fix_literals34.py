"""fix-literals34: a value written as two literals joined (a JSON string and a triple-quoted
or backtick text, with + or adjacent; two such texts). Expected values by hand from what the
model meant."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response


def _codes(answer: str) -> list[str]:
    return [d.code for d in parse_response(answer).diagnostics]


# A JSON string on one line joined to a literal: the two texts, the join reported as
# json-concatenation (as "a" + "b" is).
@pytest.mark.parametrize(
    ("value", "path", "meant"),
    [
        ('"# head\\n" + """x = 1\n"""', "a.py", "# head\nx = 1\n"),
        ("\"# head\\n\" + '''x = 1\n'''", "a.py", "# head\nx = 1\n"),
        ('"// head\\n" + `x = 1;\n`', "a.js", "// head\nx = 1;\n"),
        ('"x = 1\\n" """y = 2\n"""', "a.py", "x = 1\ny = 2\n"),
        ('"x = 1\\n"\n  """y = 2\n"""', "a.py", "x = 1\ny = 2\n"),
    ],
    ids=["plus-double", "plus-single", "plus-backtick", "adjacent", "adjacent-next-line"],
)
def test_a_string_joined_to_a_literal_is_the_two_texts(value: str, path: str, meant: str) -> None:
    answer = (
        f'{{"files": [{{"path": "{path}", "content": {value}}}, '
        '{"path": "b.py", "content": "b = 1\\n"}]}'
    )
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [(path, meant), ("b.py", "b = 1\n")]
    assert "json-concatenation" in [d.code for d in result.diagnostics]


# Two literals joined: the reading over the join (one text holding """ + """) parses as well
# as the joined one; two readings, so not usable (never a file holding the join's text).
@pytest.mark.parametrize(
    "value",
    ['"""x = 1\n""" + """y = 2\n"""', '"""x = 1\n""" """y = 2\n"""', "`x;\n` + `y;\n`"],
    ids=["plus", "adjacent", "backtick"],
)
def test_two_literals_joined_are_not_read_as_one_text(value: str) -> None:
    result = parse_response(f'{{"files": [{{"path": "a.py", "content": {value}}}]}}')
    assert not result.usable


# Content is never rewritten: a + between strings inside a file's code stays as written, in a
# JSON string and in a text pasted in backticks (its `a` + `b` is JavaScript's own: a joined
# piece never holds its own quotes, so no join is read there).
@pytest.mark.parametrize(
    ("answer", "meant"),
    [
        (
            '{"files": [{"path": "a.py", "content": "x = \\"a\\" + \\"\\"\\"b\\"\\"\\"\\n"}]}',
            ("a.py", 'x = "a" + """b"""\n'),
        ),
        (
            '{"files": [{"path": "a.js", "content": `const s = `a` + `b`;\n`}]}',
            ("a.js", "const s = `a` + `b`;\n"),
        ),
        (
            '{"files": [{"path": "a.py", "content": """s = \'\'\'a\'\'\' + \'\'\'b\'\'\'\n"""}]}',
            ("a.py", "s = '''a''' + '''b'''\n"),
        ),
    ],
    ids=["json-string", "backtick-code", "other-quotes-in-code"],
)
def test_a_join_inside_code_stays_as_written(answer: str, meant: tuple[str, str]) -> None:
    result = parse_response(answer)
    assert result.usable
    assert files_of(result) == [meant]
    assert "json-concatenation" not in [d.code for d in result.diagnostics]
