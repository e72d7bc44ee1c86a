"""hunt94: a note of names over a definition that calls them in a call form the name index does
not read as a call: with type arguments (`g<number>()`, `G<int>()`, `g::<i32>()`), an optional
call `g?.()`, a tagged template, `g.apply(...)`/`k.call(...)`, a trailing lambda (Kotlin, Swift),
a Rust associated function `Parser::new(...)` of types bound nowhere.

Expected by hand from what the model meant: each named function (or type) is called by the
definition under the note and bound nowhere in the file, so the note stands for them, left out:
the file is a part, not usable (the same note over plain `g() + k()` is refused)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.ts",
            "// g and k unchanged\nexport function f(): number {\n"
            "  return g<number>() + k<string>('x');\n}\n",
            id="ts-type-arguments",
        ),
        pytest.param(
            "A.cs",
            "public static class A\n{\n    // G and K unchanged\n    public static int F()\n    {\n"
            "        return G<int>() + K<string>();\n    }\n}\n",
            id="cs-type-arguments",
        ),
        pytest.param(
            "src/a.cpp",
            "#include <vector>\n\n// g and k unchanged\nint f() {\n"
            "    return g<int>() + k<long>();\n}\n",
            id="cpp-template-arguments",
        ),
        pytest.param(
            "src/a.rs",
            "// g and k unchanged\npub fn f() -> i32 {\n    g::<i32>() + k::<u8>()\n}\n",
            id="rust-turbofish",
        ),
    ],
)
def test_a_note_of_functions_called_with_type_arguments_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexport function f() {\n  return g?.() + k?.();\n}\n",
            id="js-optional-call",
        ),
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexport function f() {\n  return g`x` + k`y`;\n}\n",
            id="js-tagged-template",
        ),
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexport function f(...a) {\n"
            "  return g.apply(null, a) + k.call(null, 1);\n}\n",
            id="js-apply-call",
        ),
        pytest.param(
            "src/A.kt",
            "// g and k unchanged\nfun f() {\n    g { println(1) }\n    k { println(2) }\n}\n",
            id="kotlin-trailing-lambda",
        ),
        pytest.param(
            "Sources/A.swift",
            "// g and k unchanged\nfunc f() {\n    g { print(1) }\n    k { print(2) }\n}\n",
            id="swift-trailing-closure",
        ),
        pytest.param(
            "src/a.rs",
            "// Parser and Lexer unchanged\npub fn parse(src: &str) -> Ast {\n"
            "    Parser::new(Lexer::new(src)).parse()\n}\n",
            id="rust-associated-new",
        ),
    ],
)
def test_a_note_of_functions_called_in_other_call_forms_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
