"""A margin note right under a class (blank and comment lines between) may speak of that
class's members; a note under a function does not reach a class further up. By hand."""

from __future__ import annotations

from native_answers import native_answer

from artifact_codec import parse_response

CLASS = (
    "from dataclasses import dataclass\n\n\n@dataclass\nclass Size:\n"
    "    width: int\n    height: int\n"
)


def test_a_note_right_under_a_class_names_its_fields() -> None:
    content = CLASS + "\n\n# width and height stay the same\n\n\ndef area(s):\n    return 1\n"
    result = parse_response(native_answer("app.py", content))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])


def test_a_note_under_a_function_does_not_reach_a_class_above_it() -> None:
    content = (
        CLASS
        + "\n\ndef area(s):\n    return 1\n\n\n# width and height stay the same\n\n\n"
        + "def perimeter(s):\n    return 2\n"
    )
    assert not parse_response(native_answer("app.py", content)).usable
