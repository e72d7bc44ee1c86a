"""hunt101: false refusals: a whole class or object whose remark over one method names its
other methods, defined right there in the plain method shape.

``// validate and save unchanged`` over ``submit()`` in a JavaScript class (or object literal,
or Vue ``methods:``) that defines ``validate() {`` and ``save() {`` below it: the model sent
the whole class and says it only changed submit. fix-heads83's definition index does not read
a method head with no keyword or type before it (``validate() {``, ``*rows() {``,
``validate(): boolean {``), so the names are "not defined" and the whole file is refused
(three JavaScript ids were kept at BASE 73979a35; the TypeScript and Vue ones were refused
there too).

Expected by hand from what the model meant: the whole file, usable and exact."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.js",
            "export class Form {\n  // validate and save unchanged\n  submit() {\n"
            "    if (this.validate()) this.save();\n  }\n\n  validate() {\n    return true;\n"
            "  }\n\n  save() {\n    return null;\n  }\n}\n",
            id="js-class-methods",
        ),
        pytest.param(
            "src/form.ts",
            "export class Form {\n  // validate and save unchanged\n  submit(): void {\n"
            "    if (this.validate()) this.save();\n  }\n\n  validate(): boolean {\n"
            "    return true;\n  }\n\n  save(): void {}\n}\n",
            id="ts-class-methods",
        ),
        pytest.param(
            "src/api.js",
            "export const api = {\n  // validate and save unchanged\n  submit(form) {\n"
            "    if (this.validate(form)) this.save(form);\n  },\n\n  validate(form) {\n"
            "    return !!form;\n  },\n\n  save(form) {\n    return form;\n  },\n};\n",
            id="js-object-shorthand-methods",
        ),
        pytest.param(
            "src/form.js",
            "export class Form {\n  // rows and save unchanged\n  submit() {\n"
            "    for (const r of this.rows()) this.save(r);\n  }\n\n  *rows() {\n    yield 1;\n"
            "  }\n\n  save(r) {\n    return r;\n  }\n}\n",
            id="js-generator-method",
        ),
        pytest.param(
            "src/form.js",
            "export default {\n  name: 'SignupForm',\n  methods: {\n"
            "    // validate and save unchanged\n    submit() {\n"
            "      if (this.validate()) this.save();\n    },\n    validate() {\n"
            "      return this.email.includes('@');\n    },\n    save() {\n"
            "      this.$emit('saved');\n    },\n  },\n};\n",
            id="vue-options-methods",
        ),
    ],
)
def test_a_remark_naming_methods_defined_here_is_a_whole_file(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
