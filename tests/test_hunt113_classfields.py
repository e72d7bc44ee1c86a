"""hunt113: a note ``// validate and save unchanged`` over a function calling validate and
save, in a file that binds those names only as a class's fields, static fields or accessors.

fix-scope105 weighs a note's names in the note's own scope ("not a class's methods, not a
function's locals"); a JavaScript or TypeScript class's field
(``validate = (f) => f;``, ``static save = ...``, ``get validate()``) is counted as a top-level
binding, while a method ``validate(f) {`` is not.

Expected by hand from what the model meant: validate and save are top-level functions the
file calls and does not define at its top level; the note stands for them, left out: the file
is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

JS_SUBMIT = (
    "\n"
    "// validate and save unchanged\n"
    "export function submit(form) {\n"
    "  validate(form);\n"
    "  return save(form);\n"
    "}\n"
)

TS_SUBMIT = (
    "\n"
    "// validate and save unchanged\n"
    "export function submit(form: number) {\n"
    "  validate(form);\n"
    "  return save(form);\n"
    "}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "app.js",
            ("class A {\n  validate = (f) => f;\n  save = (f) => f;\n}\n") + JS_SUBMIT,
            id="js-class-fields",
        ),
        pytest.param(
            "app.js",
            ("class A {\n  static validate = (f) => f;\n  static save = (f) => f;\n}\n")
            + JS_SUBMIT,
            id="js-static-fields",
        ),
        pytest.param(
            "app.js",
            (
                "class A {\n"
                "  validate = function (f) {\n"
                "    return f;\n"
                "  };\n"
                "  save = function (f) {\n"
                "    return f;\n"
                "  };\n"
                "}\n"
            )
            + JS_SUBMIT,
            id="js-fields-fn",
        ),
        pytest.param(
            "app.ts",
            (
                "class A {\n"
                "  private validate = (f: number) => f;\n"
                "  save: (f: number) => boolean = (f) => f > 0;\n"
                "}\n"
            )
            + TS_SUBMIT,
            id="ts-fields",
        ),
        pytest.param(
            "app.js",
            (
                "class A {\n"
                "  get validate() {\n"
                "    return 1;\n"
                "  }\n"
                "  set save(v) {\n"
                "    this.v = v;\n"
                "  }\n"
                "}\n"
            )
            + JS_SUBMIT,
            id="js-getters",
        ),
    ],
)
def test_a_note_on_names_bound_only_as_members_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
