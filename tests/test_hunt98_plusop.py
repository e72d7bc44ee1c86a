"""Hunt 98: a legacy answer of a calculator or tokenizer whose code, with its quotes left
unescaped, names the ``+`` operator as a string: ``OPS = {"+": add}``, ``if op == "+":``,
``case "+":``, ``print("+" * 3)``. The JSON view reads ``"... == "`` + ``":\\n..."`` as two
pieces joined with ``+`` (the code's ``"+"`` taken for the join's gap). By hand: the model meant
its code with the ``"+"`` string (a calculator's operator), or the answer is refused; never
``if op == :``. Same cause as hunt98-plusstr, in the operator-table shape models write most."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_TAIL = ', {"path": "b.txt", "content": "B\\n"}]}'


def _answer(path: str, content: str) -> str:
    return '{"files": [{"path": "' + path + '", "content": ' + content + "}" + _TAIL


@pytest.mark.parametrize(
    ("path", "content", "meant"),
    [
        pytest.param(
            "calc.py",
            '"import operator\\n\\nOPS = {"+": operator.add}\\n"',
            'import operator\n\nOPS = {"+": operator.add}\n',
            id="py-ops-table",
        ),
        pytest.param(
            "calc.py",
            '"def apply(op, a, b):\\n    if op == "+":\\n        return a + b\\n"',
            'def apply(op, a, b):\n    if op == "+":\n        return a + b\n',
            id="py-if-op",
        ),
        pytest.param(
            "calc.js",
            '"function apply(op, a, b) {\\n  switch (op) {\\n'
            '    case "+": return a + b;\\n  }\\n}\\n"',
            'function apply(op, a, b) {\n  switch (op) {\n    case "+": return a + b;\n  }\n}\n',
            id="js-switch-case",
        ),
        pytest.param(
            "banner.py",
            '"print(" + " * 40)\\n"',
            'print(" + " * 40)\n',
            id="py-repeat-rule",
        ),
    ],
)
def test_a_plus_operator_string_in_unescaped_code_is_no_join(
    path: str, content: str, meant: str
) -> None:
    result = parse_response(_answer(path, content))
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {path: meant, "b.txt": "B\n"}, files


@pytest.mark.parametrize("place", ["fence-after-prose", "prose-around"])
def test_a_plus_operator_string_in_a_fenced_or_prose_answer_is_no_join(place: str) -> None:
    doc = (
        '{"files": [{"path": "calc.py", "content": '
        '"def apply(op, a, b):\\n    if op == "+":\\n        return a + b\\n"}]}'
    )
    answer = {
        "fence-after-prose": "Here is the file:\n\n```json\n" + doc + "\n```\n",
        "prose-around": "Here is the file:\n" + doc + "\nDone.\n",
    }[place]
    result = parse_response(answer)
    if not result.usable:
        return  # refused: never wrong
    files = {f.file_path: f.content for f in result.code.files}
    assert files == {"calc.py": 'def apply(op, a, b):\n    if op == "+":\n        return a + b\n'}
