"""hunt94: a note of names over a definition that calls them, where the file has the names only in
another scope or as no callable: a parameter, a local variable or a destructured parameter of
another function, a `catch` parameter, an object literal's keys, Java fields and locals, Rust struct
fields.

Expected by hand from what the model meant: the definition under the note calls validate() and
save() at a place where no binding of the file reaches (the other names are another function's
locals, keys or fields, not functions the call could reach), so running the file as written fails;
the note stands for the two functions, left out: the file is a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)
_JAVA = (
    "    // validate and save unchanged\n    public int submit() {\n        validate();\n"
    "        return save();\n    }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "export function withRetry(save, validate) {\n"
            "  return () => validate() && save();\n}\n\n" + _JS,
            id="js-parameters-of-another-function",
        ),
        pytest.param(
            "src/a.js",
            "export function stats(xs) {\n  const validate = xs.length;\n  let save = 0;\n"
            "  return validate + save;\n}\n\n" + _JS,
            id="js-locals-of-another-function",
        ),
        pytest.param(
            "src/a.js",
            "export function run({ validate, save }) {\n  return validate && save;\n}\n\n" + _JS,
            id="js-destructured-parameter-elsewhere",
        ),
        pytest.param(
            "src/a.js",
            "export const flags = { validate: true, save: false };\n\n" + _JS,
            id="js-object-keys",
        ),
        pytest.param(
            "src/a.js",
            "try {\n  init();\n} catch (save) {\n  console.error(save);\n}\n\n" + _JS,
            id="js-catch-parameter",
        ),
        pytest.param(
            "src/A.java",
            "public class A {\n    private boolean validate;\n    private int save;\n\n" + _JAVA,
            id="java-fields-of-the-names",
        ),
        pytest.param(
            "src/A.java",
            "public class A {\n    public int other() {\n        int save = 1;\n"
            "        boolean validate = true;\n        return save;\n    }\n\n" + _JAVA,
            id="java-locals-of-another-method",
        ),
        pytest.param(
            "src/a.rs",
            "pub struct Opts {\n    pub validate: bool,\n    pub save: bool,\n}\n\n"
            "// validate and save unchanged\npub fn submit(o: &Opts) -> i32 {\n    validate(o);\n"
            "    save(o)\n}\n",
            id="rust-struct-fields",
        ),
    ],
)
def test_a_note_of_names_bound_only_in_another_scope_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
