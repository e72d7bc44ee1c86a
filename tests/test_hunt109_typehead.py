"""hunt109: a function whose head line holds a word that names a kind of type (a parameter
``record``, ``module``, ``object``, ``union``, ``extension``, ``protocol``; a TypeScript type
``object``) is read as a type's body, so its locals count for the whole file.

fix-heads96 keeps a definition in a type's body file-wide and tells a type's body by a type
word anywhere on the brace's line (``_TYPE_BODY_HEAD``), not by the line's head keyword: a
function's parameter or return type with such a word makes its locals the "type's members".

Expected by hand from what the model meant: ``validate`` and ``save`` are ``check``'s locals;
the note ``validate and save unchanged`` over ``submit``, which calls them, stands for the two
functions left out: the file is a part, not usable (as it is with a parameter named ``item``)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)


def _locals(head: str, arg: str) -> str:
    return (
        f"{head}\n  const validate = (x) => x > 0;\n  const save = (x) => x;\n"
        f"  return validate({arg}) && save({arg});\n}}\n\n" + _JS
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js", _locals("export function check(record) {", "record"), id="param-record"
        ),
        pytest.param(
            "src/a.js", _locals("export function load(module) {", "module"), id="param-module"
        ),
        pytest.param(
            "src/a.js",
            _locals("export const check = (object) => {", "object"),
            id="arrow-param-object",
        ),
        pytest.param(
            "src/a.js",
            _locals("export function label(tag, union) {", "union"),
            id="param-union",
        ),
        pytest.param(
            "src/a.js",
            _locals("export function register(extension) {", "extension"),
            id="param-extension",
        ),
        pytest.param(
            "src/a.js",
            _locals("export function connect(protocol) {", "protocol"),
            id="param-protocol",
        ),
        pytest.param(
            "src/a.ts", _locals("export function make(): object {", "1"), id="ts-return-object"
        ),
        pytest.param(
            "src/a.ts",
            _locals("export function make(o: object): boolean {", "o"),
            id="ts-param-type-object",
        ),
    ],
)
def test_a_type_word_on_a_function_head_makes_no_type_body(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_plain_parameter_is_refused() -> None:
    content = _locals("export function check(item) {", "item")
    assert not parse_response(native_answer("src/a.js", content.rstrip("\n"))).usable
