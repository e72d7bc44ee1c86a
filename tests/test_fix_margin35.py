"""fix-margin35: guards of the margin-comment elision rule's placement and definitions
(placeholders._among_definitions, _OPENS_DEFINITION, _defined_names). Expected by hand: each
file below is whole as the model wrote it (the names its comment lists are defined in it, or
the comment stands among statements of a body, not between members), so it stays clean."""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response
from artifact_codec.result import Status


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a real comment among class members: the class defines g and k below it
        pytest.param(
            "app.py",
            "class A:\n    def f(self):\n        return 1\n\n    # g and k stay the same\n\n    def g(self):\n        return 2\n\n    def k(self):\n        return 4\n",
            id="py-members-defined-in-the-class",
        ),
        pytest.param(
            "a.ts",
            "export class A {\n  f = () => 1;\n\n  // g and k stay the same\n\n  g = () => 2;\n  k = () => 4;\n}\n",
            id="ts-properties-defined-in-the-class",
        ),
        # a comment in a function body, between calls and statements (no definitions around)
        pytest.param(
            "a.js",
            "function f() {\n  start(a);\n\n  // g and k stay the same\n\n  finish(b);\n}\n",
            id="js-between-calls",
        ),
        pytest.param(
            "A.java",
            "class A {\n    void f() {\n        int x = load();\n\n        // g and k stay the same\n\n        save(x);\n    }\n}\n",
            id="java-between-statements",
        ),
        pytest.param(
            "app.py",
            "def f(g, k):\n    total = g + k\n\n    # g and k stay the same\n\n    return total\n",
            id="py-between-statements-of-a-body",
        ),
    ],
)
def test_a_margin_note_on_code_the_file_holds_is_kept(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert result.status == Status.CLEAN, (result.status, result.diagnostics)


# A Python module that binds g and k by its syntax (read by ast: an import, a tuple's targets,
# a class's attribute, a name bound in a for loop at the top level): the note speaks of them.
@pytest.mark.parametrize(
    "head",
    [
        pytest.param("from os.path import join as g, split as k\n", id="import-as"),
        pytest.param("g, k = 1, 2\n", id="tuple-targets"),
        pytest.param("for g, k in [(1, 2)]:\n    pass\n", id="loop-targets"),
    ],
)
def test_names_the_python_module_binds_are_defined(head: str) -> None:
    content = f"{head}\n\ndef f():\n    return 1\n\n\n# g and k stay the same\n\n\ndef h():\n    return 3\n"
    result = parse_response(native_answer("app.py", content))
    assert result.status == Status.CLEAN, (result.status, result.diagnostics)


# A class's attributes are no module binding (fix-margin37, scope): a note at the module's
# margin stands for module code, so g and k between f and h are left out. Expected by hand:
# never usable (was CLEAN before the note's scope was read).
def test_a_class_attribute_is_not_what_a_module_note_keeps() -> None:
    content = (
        "class C:\n    g = 1\n    k = 2\n\n\ndef f():\n    return 1\n\n\n"
        "# g and k stay the same\n\n\ndef h():\n    return 3\n"
    )
    result = parse_response(native_answer("app.py", content))
    assert not result.usable, (result.status, result.diagnostics)


# Named arguments after a comment line or a trailing comment in a language read by _DEFINES
# (Kotlin): they bind no name, so the note's g and k are left out. Expected by hand: refused.
@pytest.mark.parametrize(
    "call",
    [
        pytest.param(
            "make(\n    // gravity\n    g = 9.81,\n    // spring\n    k = 2.0,\n)",
            id="comment-lines",
        ),
        pytest.param(
            "make(\n    a = 1, // first\n    g = 2, // second\n    k = 3,\n)",
            id="trailing-comments",
        ),
    ],
)
def test_named_arguments_after_comments_bind_nothing(call: str) -> None:
    content = f"fun f() = {call}\n\n// g and k stay the same\n\nfun h() = 3\n"
    result = parse_response(native_answer("App.kt", content))
    assert not result.usable, (result.status, result.diagnostics)
