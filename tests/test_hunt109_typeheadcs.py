"""hunt109 (class hunt109-typehead, C#): a method whose head line holds C#'s ``object`` type or
a ``record`` parameter is read as a type's body by fix-heads96's ``_TYPE_BODY_HEAD`` (a type
word anywhere on the brace's line, or the line above an Allman brace), so its local functions
count for the whole file. ``object`` is C#'s everyday type keyword.

Expected by hand from what the model meant: ``Validate`` and ``Save`` are ``Check``'s local
functions; the note ``Validate and Save unchanged`` over ``Submit``, which calls them, stands
for the two methods left out: the file is a part, not usable (as it is with ``int[]``)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_SUBMIT = (
    "    // Validate and Save unchanged\n    public bool Submit(int form)\n    {\n"
    "        Validate(form);\n        return Save(form);\n    }\n}\n"
)


def _form(head: str) -> str:
    return (
        "public class Form\n{\n    " + head + "\n    {\n        bool Validate(int x)\n"
        "        {\n            return x > 0;\n        }\n        bool Save(int x)\n        {\n"
        "            return true;\n        }\n        return null;\n    }\n\n" + _SUBMIT
    )


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(_form("public object Check(object value)"), id="cs-object-return-and-param"),
        pytest.param(_form("public string Describe(object value)"), id="cs-object-param"),
        pytest.param(_form("public void Handle(Record record)"), id="cs-record-param"),
    ],
)
def test_a_csharp_type_word_on_a_method_head_makes_no_type_body(content: str) -> None:
    result = parse_response(native_answer("src/Form.cs", content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_plain_method_head_is_refused() -> None:
    content = _form("public int[] Check(int[] xs)")
    assert not parse_response(native_answer("src/Form.cs", content.rstrip("\n"))).usable
