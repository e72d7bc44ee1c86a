"""hunt94: false refusals of whole files whose note over a definition names functions the file
declares without a body, by a declaration form the name index does not read: TypeScript's
`declare global { function g(): number; }`, a Rust `extern "C"` block, one C declaration of two
prototypes, TypeScript and Kotlin abstract members, Kotlin `expect fun`, a Swift protocol's
requirements used in its extension.

Expected by hand: the file declares g and k itself (their bodies live where the declaration says:
a subclass, the linked library, the platform source set, the conforming type), the note is a remark
on the definition, and the answer is usable and written exactly as sent."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_NOTE = "// g and k unchanged\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.ts",
            "declare global {\n  function g(): number;\n  function k(): number;\n}\n\n"
            + _NOTE
            + "export function f(): number {\n  return g() + k();\n}\n",
            id="ts-declare-global-block",
        ),
        pytest.param(
            "src/a.rs",
            'extern "C" {\n    fn g() -> i32;\n    fn k() -> i32;\n}\n\n'
            + _NOTE
            + "pub fn f() -> i32 {\n    unsafe { g() + k() }\n}\n",
            id="rust-extern-c-block",
        ),
        pytest.param(
            "src/a.c",
            "int g(void), k(void);\n\n/* g and k unchanged */\nint f(void)\n{\n"
            "    return g() + k();\n}\n",
            id="c-two-prototypes-one-declaration",
        ),
        pytest.param(
            "src/a.ts",
            "export abstract class A {\n  protected abstract g(): number;\n"
            "  protected abstract k(): number;\n\n  "
            + _NOTE
            + "  f(): number {\n    return this.g() + this.k();\n  }\n}\n",
            id="ts-abstract-members",
        ),
        pytest.param(
            "src/A.kt",
            "abstract class A {\n    abstract fun g(): Int\n    abstract fun k(): Int\n\n    "
            + _NOTE
            + "    fun f(): Int = g() + k()\n}\n",
            id="kotlin-abstract-funs",
        ),
        pytest.param(
            "src/A.kt",
            "expect fun g(): Int\nexpect fun k(): Int\n\n" + _NOTE + "fun f(): Int = g() + k()\n",
            id="kotlin-expect-funs",
        ),
        pytest.param(
            "Sources/A.swift",
            "protocol A {\n    func g() -> Int\n    func k() -> Int\n}\n\nextension A {\n    "
            + _NOTE
            + "    func f() -> Int {\n        return g() + k()\n    }\n}\n",
            id="swift-protocol-requirements",
        ),
    ],
)
def test_a_note_of_functions_the_file_declares_is_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [str(d) for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
