"""hunt78: a note of names right above a definition (fix-pages42's rule) in the shapes it did not
list: arrow functions bound to a const, methods of a class, a note under a close with an export
under it.

Expected by hand from what the model meant: every name the note lists is called in the file and
defined nowhere (nor imported), so the note stands for those functions, left out: not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexport const f = () => g() + k();\n",
            id="js-arrow-expression",
        ),
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nexport const f = () => {\n  return g() + k();\n};\n",
            id="js-arrow-block",
        ),
        pytest.param(
            "src/a.ts",
            "// g and k unchanged\nexport const f = (): number => g() + k();\n",
            id="ts-arrow-typed",
        ),
        pytest.param(
            "src/a.js",
            "function f() {\n  return g() + k();\n}\n"
            "// g and k unchanged\nmodule.exports = { f };\n",
            id="js-under-close-then-exports",
        ),
    ],
)
def test_a_note_of_unbound_callees_over_other_definition_shapes_is_a_part(
    path: str, content: str
) -> None:
    # Over `export function f()` the same note is refused; over `export const f = () =>` the
    # page is written whole, without g and k.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js",
            "export class Form {\n  // validate and save unchanged\n  submit() {\n"
            "    this.validate();\n    this.save();\n  }\n}\n",
            id="js-this-calls",
        ),
        pytest.param(
            "src/Form.java",
            "public class Form {\n    // validate and save unchanged\n    public void submit() {\n"
            "        validate();\n        save();\n    }\n}\n",
            id="java-method",
        ),
        pytest.param(
            "src/Form.ts",
            "export class Form {\n  // validate and save unchanged\n  submit(): void {\n"
            "    this.validate();\n    this.save();\n  }\n}\n",
            id="ts-this-calls",
        ),
    ],
)
def test_a_note_of_methods_over_a_method_that_calls_them_is_a_part(path: str, content: str) -> None:
    # The class defines neither validate nor save; the method under the note calls both.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


_BODY = "  return g() + k();\n}\n"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "// g and k unchanged\n/**\n * Sums.\n */\nexport function f() {\n" + _BODY,
            id="over-a-jsdoc",
        ),
        pytest.param(
            "src/a.js",
            "import x from './x';\n// NOTE:\n// g and k unchanged\nexport function f() {\n" + _BODY,
            id="under-a-label-line",
        ),
        pytest.param(
            "src/a.js",
            "import x from './x';\n// helpers:\n// g and k unchanged\nexport function f() {\n"
            + _BODY,
            id="second-line-of-a-note",
        ),
        pytest.param(
            "src/a.js",
            "/*\n * g and k unchanged\n */\nexport function f() {\n" + _BODY,
            id="block-comment-over-lines",
        ),
    ],
)
def test_a_note_of_unbound_callees_in_other_note_shapes_is_a_part(path: str, content: str) -> None:
    # `// g and k unchanged` alone right above `export function f()` is refused.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "// g and k unchanged\nconst f = function () {\n  return g() + k();\n};\n",
            id="js-function-expression",
        ),
        pytest.param(
            "src/a.js",
            "export const api = {\n  // g and k unchanged\n  f() {\n    return g() + k();\n"
            "  },\n};\n",
            id="js-object-method",
        ),
        pytest.param(
            "a.c",
            "/* g and k unchanged */\nstatic int f(void)\n{\n    return g() + k();\n}\n",
            id="c-brace-on-next-line",
        ),
        pytest.param(
            "A.php",
            "<?php\nclass A {\n    // g and k unchanged\n    public function f() {\n"
            "        return g() + k();\n    }\n}\n",
            id="php-method",
        ),
    ],
)
def test_a_note_of_unbound_callees_over_more_definition_shapes_is_a_part(
    path: str, content: str
) -> None:
    # g and k are called and bound nowhere in the file.
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
