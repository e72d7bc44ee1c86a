"""hunt94: a note of names right above a definition (fix-heads68's rule) over definition heads the
rule does not read: Java type parameters before the return type, a C# attribute line, Rust's
`pub(crate)`, a C++ `template <...>` line, a one-line member body, a Dart generic return type, a PHP
arrow function bound to a variable.

Expected by hand from what the model meant: every name the note lists is called by the definition
under it and bound nowhere in the file (no import, no parameter, no definition, no local header),
so the note stands for those functions, left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/A.java",
            "public class A {\n    // g and k unchanged\n    public <T> T f(T x) {\n"
            "        return g(k(x));\n    }\n}\n",
            id="java-type-params-before-return",
        ),
        pytest.param(
            "src/A.java",
            "public class A {\n    // g and k unchanged\n"
            "    public static <T> List<T> f(List<T> x) {\n        return g(k(x));\n    }\n}\n",
            id="java-static-generic",
        ),
        pytest.param(
            "A.cs",
            "public class A\n{\n    // G and K unchanged\n    [Obsolete]\n"
            "    public int F()\n    {\n        return G() + K();\n    }\n}\n",
            id="cs-attribute-line",
        ),
        pytest.param(
            "src/a.rs",
            "// g and k unchanged\npub(crate) fn f() -> i32 {\n    g() + k()\n}\n",
            id="rust-pub-crate",
        ),
        pytest.param(
            "src/a.cpp",
            "#include <vector>\n\n// g and k unchanged\ntemplate <typename T>\nT f(T x) {\n"
            "    return g(k(x));\n}\n",
            id="cpp-template-line",
        ),
        pytest.param(
            "src/a.hpp",
            "#pragma once\nclass A {\npublic:\n    // g and k unchanged\n"
            "    int f() const { return g() + k(); }\n};\n",
            id="cpp-one-line-member",
        ),
        pytest.param(
            "lib/a.dart",
            "// g and k unchanged\nFuture<int> f() async {\n  return await g() + k();\n}\n",
            id="dart-generic-return",
        ),
        pytest.param(
            "src/a.php",
            "<?php\n\n// g and k unchanged\n$f = fn() => g() + k();\n",
            id="php-arrow-fn",
        ),
    ],
)
def test_a_note_over_a_definition_head_of_another_shape_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
