"""fix-report60: a legacy JSON answer the repair refuses at a place says so (``json-refused``,
with the place, the reason and the fix), beside ``no-artifact``, never only "no files were
found". The shapes are the refused ones of tests/test_hunt69_literals.py and the other kinds
of refusal of the repair layer."""

from __future__ import annotations

import pytest

from artifact_codec import GeneratedCode, parse_response, repair_json
from artifact_codec.errors import ArtifactDecodeError, JsonRefusedError


def _answer(*files: tuple[str, str]) -> str:
    one = '{"path": %s, "content": %s}'
    return '{"files": [' + ", ".join(one % file for file in files) + "]}"


def _expression_cut(head: str) -> str:
    return (
        '{"files": [{"path": "a.py", "content": """' + head + '"""}, '
        '{"path": "b.py", "content": """\nSEP = 1\nprint(SEP)\n"""}]}'
    )


# (text, the place the refusal names: line, column, and a word of its reason; round 18's
# fix-json64 names where the join stops making one value, not where the join starts: the
# quote inside the later piece, the ',' after it, the ':' of a member after it)
_REFUSED = [
    pytest.param(
        _answer(('"a.py"', '"import os\\n"\n  "print("hi")\\n"')), 2, 11, "join", id="quotes-inside"
    ),
    pytest.param(
        _answer(('"a.py"', '"x = 1\\n"\n  "y = 2\\n",\n  "z = 3\\n"')), 2, 12, "join", id="comma"
    ),
    pytest.param(
        _answer(('"a.py"', '"x = 1\\n"\n "b.py": "y\\n"')), 2, 8, "join", id="member-after"
    ),
    pytest.param(_answer(('"src/" "a.py"', '"x = 1\\n"')), 1, 26, "side by side", id="path-split"),
    pytest.param(_answer(('"a.py"', r'"x = 1" "\n"')), 1, 46, "side by side", id="newline-piece"),
    pytest.param(
        _answer(('"a.py"', r'"def f():\n" "    return 1\n"')), 1, 51, "side by side", id="lines"
    ),
    pytest.param(_expression_cut("x = a or "), 1, 52, "expression", id="expression-cut"),
    pytest.param(
        '{"files": [{"path": "a.py", "content": """x = 1\n""" + """y = 2\n"""}]}',
        1,
        40,
        '"""',
        id="two-literals",
    ),
    pytest.param(
        '{"files": [{"path": "a.py", "content": ' + "[" * 600 + "}]}", 1, 537, "deeper", id="deep"
    ),
]


@pytest.mark.parametrize(("text", "line", "column", "reason"), _REFUSED)
def test_a_refused_legacy_answer_says_where_and_what_to_do(
    text: str, line: int, column: int, reason: str
) -> None:
    result = parse_response(text)
    assert not result.usable
    codes = [d.code for d in result.diagnostics]
    assert "json-refused" in codes, codes
    assert "no-artifact" in codes, codes
    refused = next(d for d in result.diagnostics if d.code == "json-refused")
    assert refused.severity.value == "error"
    assert (refused.line, refused.column) == (line, column)
    assert f"line {line}, column {column}" in refused.message
    assert reason in refused.message
    assert "hybrid format" in refused.message
    assert "escaped" in refused.message


@pytest.mark.parametrize(("text", "line", "column", "reason"), _REFUSED)
def test_the_repair_raises_the_refusal_at_its_place(
    text: str, line: int, column: int, reason: str
) -> None:
    with pytest.raises(JsonRefusedError) as caught:
        repair_json(text, schema=GeneratedCode)
    assert isinstance(caught.value, ArtifactDecodeError)
    assert (caught.value.lineno, caught.value.colno) == (line, column)


@pytest.mark.parametrize("head", ["x = a or ", 'x = "-" * ', "x = lambda: ", "x = f(*"])
def test_every_expression_cut_of_hunt69_carries_the_diagnostic(head: str) -> None:
    result = parse_response(_expression_cut(head))
    assert [d.code for d in result.diagnostics if d.code == "json-refused"] == ["json-refused"]


def test_an_answer_with_no_json_has_no_refusal() -> None:
    result = parse_response("I can't help with that.")
    assert [d.code for d in result.diagnostics] == ["no-artifact"]


def test_a_refusal_is_not_said_beside_files_read_otherwise() -> None:
    # (a usable answer never carries json-refused: the refusal is said only when no reader
    # finds files)
    result = parse_response(_answer(('"a.py"', '"x = 1\\n"')))
    assert result.usable
    assert "json-refused" not in [d.code for d in result.diagnostics]
