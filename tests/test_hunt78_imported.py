"""hunt78: a note of names right above a definition (fix-pages42) where the file binds the names
another way than a definition: an import over lines, a Rust `use` list, PHP `use function`, a Go
dot import, the function's parameters, an ESLint `/* global */` comment.

Expected by hand: the names are bound in the file, so the note is a remark on them, not left-out
code: the file is whole, usable and exact (as it was at 68df3761)."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/form.ts",
            "import {\n  validate,\n  save,\n} from './store';\n\n// validate and save unchanged\n"
            "export function submit(form: Form): void {\n  validate(form);\n  save(form);\n}\n",
            id="ts-import-over-lines",
        ),
        pytest.param(
            "src/form.js",
            "const {\n  validate,\n  save,\n} = require('./store');\n\n"
            "// validate and save unchanged\nfunction submit(form) {\n  validate(form);\n"
            "  save(form);\n}\n\nmodule.exports = { submit };\n",
            id="js-require-over-lines",
        ),
        pytest.param(
            "src/form.rs",
            "use crate::store::{save, validate};\n\n// validate and save unchanged\n"
            "pub fn submit(f: &Form) {\n    validate(f);\n    save(f);\n}\n",
            id="rust-use-list",
        ),
        pytest.param(
            "src/form.php",
            "<?php\nuse function App\\Store\\{validate, save};\n\n"
            "// validate and save unchanged\nfunction submit($f) {\n    validate($f);\n"
            "    save($f);\n}\n",
            id="php-use-function",
        ),
        pytest.param(
            "form.go",
            'package form\n\nimport . "example.com/store"\n\n// Validate and Save unchanged\n'
            "func Submit(f Form) {\n\tValidate(f)\n\tSave(f)\n}\n",
            id="go-dot-import",
        ),
        pytest.param(
            "src/request.js",
            "// onSuccess and onError unchanged\nfunction request(url, onSuccess, onError) {\n"
            "  fetch(url).then(() => onSuccess()).catch(() => onError());\n}\n",
            id="js-parameters",
        ),
        pytest.param(
            "src/form.js",
            "/* global validate, save */\n\n// validate and save unchanged\n"
            "function submit(form) {\n  validate(form);\n  save(form);\n}\n",
            id="js-eslint-globals",
        ),
    ],
)
def test_a_note_of_callees_the_file_binds_otherwise_keeps_the_file_whole(
    path: str, content: str
) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.message for d in result.diagnostics]
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
