"""hunt101: a note of names over a definition, where the file binds the names only where the
definition's calls cannot reach them.

fix-heads83's sound rule keeps a note of names over a definition as a remark when every name is
DEFINED in the file. Its index of definitions is one set of words for the whole file: a local
arrow or ``var`` function inside ANOTHER function, an object literal's function-valued keys, a
property set on a parameter (``app.validate = function``), ``this.validate =`` in ANOTHER class,
a TypeScript type alias or a type's members of that name, a local ``fun`` in Kotlin, an import
of a different thing with the same word (``this.validate()`` of a class inheriting nothing is
not the imported ``validate``) all count as the name's definition.

Expected by hand from what the model meant: the definition under the note calls validate() and
save() where none of those bindings reaches; the note stands for the two functions (or
methods), left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)
_CLASS = (
    "class Form {\n  // validate and save unchanged\n  submit(form) {\n"
    "    if (this.validate(form)) this.save(form);\n  }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "export function check(xs) {\n  const validate = (x) => x > 0;\n"
            "  const save = (x) => x;\n  return xs.filter(validate).map(save);\n}\n\n" + _JS,
            id="js-local-arrows-of-another-function",
        ),
        pytest.param(
            "src/a.js",
            "export function legacy() {\n  var validate = function () { return true; };\n"
            "  var save = function () {};\n  return validate() && save();\n}\n\n" + _JS,
            id="js-local-var-functions-of-another-function",
        ),
        pytest.param(
            "src/a.js",
            "export const rules = {\n  validate: (x) => x > 0,\n"
            "  save: function (x) { return x; },\n};\n\n" + _JS,
            id="js-object-function-keys",
        ),
        pytest.param(
            "src/a.js",
            "export function setup(app) {\n  app.validate = function (x) { return x; };\n"
            "  app.save = (x) => x;\n}\n\n" + _JS,
            id="js-properties-of-a-parameter",
        ),
        pytest.param(
            "src/form.js",
            "class Other {\n  constructor() {\n    this.validate = null;\n    this.save = null;\n"
            "  }\n}\n\n" + _CLASS,
            id="js-this-members-of-another-class",
        ),
        pytest.param(
            "src/form.js",
            "import { validate } from 'jsonschema';\nimport { save } from './db.js';\n\n"
            "export function store(doc, schema) {\n"
            "  return validate(doc, schema).valid && save(doc);\n}\n\n" + _CLASS,
            id="js-imports-of-other-things-same-words",
        ),
        pytest.param(
            "src/a.ts",
            "type validate = (f: unknown) => boolean;\ntype save = (f: unknown) => void;\n\n" + _JS,
            id="ts-type-aliases",
        ),
        pytest.param(
            "src/a.ts",
            "export type Hooks = {\n  validate: (f: unknown) => boolean;\n"
            "  save: (f: unknown) => void;\n};\n\n" + _JS,
            id="ts-type-members",
        ),
    ],
)
def test_a_binding_the_calls_cannot_reach_defines_nothing(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
