"""hunt109: a function DECLARED inside another function's body (a keyword declaration:
``function``, ``async function``, Rust ``fn``, Kotlin ``fun``, Swift ``func``) counts as the
whole file's definition of its name.

fix-heads96 scopes a definition in a function's body to notes in that body, but only for the
definitions its index reads in scope (``const validate = (x) =>``); a keyword declaration is
also read by the declarations scan, which has no scope: the nested ``function validate`` of
``check`` still "defines" ``validate`` for a note over ``submit`` that calls it, where no call
reaches the local.

Expected by hand from what the model meant: the note ``validate and save unchanged`` over
``submit`` stands for the two functions, left out (the nested ones are ``check``'s locals): the
file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)
_RS = (
    "// validate and save unchanged\npub fn submit(form: i32) -> bool {\n    validate(form);\n"
    "    save(form)\n}\n"
)
_KT = (
    "// validate and save unchanged\nfun submit(form: Int): Boolean {\n    validate(form)\n"
    "    return save(form)\n}\n"
)
_SWIFT = (
    "// validate and save unchanged\nfunc submit(form: Int) -> Bool {\n    validate(form)\n"
    "    return save(form)\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "export function check(xs) {\n  function validate(x) {\n    return x > 0;\n  }\n"
            "  function save(x) {\n    return x;\n  }\n"
            "  return xs.filter(validate).map(save);\n}\n\n" + _JS,
            id="js-function-declarations-in-another-function",
        ),
        pytest.param(
            "src/a.js",
            "export async function check(xs) {\n  async function validate(x) {\n"
            "    return x > 0;\n  }\n  async function save(x) {\n    return x;\n  }\n"
            "  return Promise.all(xs.map(validate)).then(save);\n}\n\n" + _JS,
            id="js-async-function-declarations-in-another-function",
        ),
        pytest.param(
            "src/a.test.js",
            "describe('form', () => {\n  function validate(x) {\n    return x > 0;\n  }\n"
            "  function save(x) {\n    return x;\n  }\n"
            "  it('works', () => expect(validate(1) && save(1)).toBe(1));\n});\n\n" + _JS,
            id="js-function-declarations-in-a-callback",
        ),
        pytest.param(
            "src/a.ts",
            "export function check(xs: number[]): number[] {\n"
            "  function validate(x: number): boolean {\n    return x > 0;\n  }\n"
            "  function save(x: number): number {\n    return x;\n  }\n"
            "  return xs.filter(validate).map(save);\n}\n\n" + _JS,
            id="ts-function-declarations-in-another-function",
        ),
        pytest.param(
            "src/a.rs",
            "fn make() -> bool {\n    fn validate(x: i32) -> bool {\n        x > 0\n    }\n"
            "    fn save(x: i32) -> bool {\n        x > 1\n    }\n"
            "    validate(1) && save(1)\n}\n\n" + _RS,
            id="rust-nested-fn-items",
        ),
        pytest.param(
            "src/A.kt",
            "fun check(r: Int): Boolean {\n    fun validate(x: Int): Boolean {\n"
            "        return x > 0\n    }\n    fun save(x: Int): Boolean {\n        return x > 1\n"
            "    }\n    return validate(r) && save(r)\n}\n\n" + _KT,
            id="kotlin-local-funs",
        ),
        pytest.param(
            "src/A.kt",
            "fun check(r: Int): Boolean {\n    fun validate(x: Int) = x > 0\n"
            "    fun save(x: Int) = x > 1\n    return validate(r) && save(r)\n}\n\n" + _KT,
            id="kotlin-local-expression-funs",
        ),
        pytest.param(
            "Sources/A.swift",
            "func check(_ xs: [Int]) -> [Int] {\n    func validate(_ x: Int) -> Bool {\n"
            "        return x > 0\n    }\n    func save(_ x: Int) -> Int {\n        return x\n"
            "    }\n    return xs.filter(validate).map(save)\n}\n\n" + _SWIFT,
            id="swift-nested-funcs",
        ),
    ],
)
def test_a_nested_declaration_defines_nothing_outside_its_function(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
