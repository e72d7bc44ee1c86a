"""hunt101: a note of names over a definition, where the names are only words of an import
line that binds none of them.

fix-heads83's index takes EVERY word of an import line as defined: the module path's words
(``from './validate.js'``, ``require('./save')``, ``com.acme.validate.Rules``,
``crate::validate``), a re-export that binds nothing here (``export { validate, save } from``,
``export * as validate from``), a TypeScript ``import type`` (no value), the original name of
a renamed import (``validate as check`` binds ``check``). None binds the name the definition
under the note calls (``self.validate()`` in Rust is a method, not the module).

Expected by hand from what the model meant: ``// validate and save unchanged`` stands for the
two functions (methods) left out; written whole the file throws or does not compile: a part,
not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)
_JAVA = (
    "public class Form {\n    // validate and save unchanged\n    public void submit() {\n"
    "        if (validate()) {\n            save();\n        }\n    }\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(
            "src/a.js",
            "export { validate, save } from './form-helpers.js';\n\n" + _JS,
            id="js-reexport-binds-nothing-here",
        ),
        pytest.param(
            "src/a.js",
            "export * as validate from './validate.js';\nexport * as save from './save.js';\n\n"
            + _JS,
            id="js-export-star-as",
        ),
        pytest.param(
            "src/a.js",
            "import { rules } from './validate.js';\nimport { db } from './save.js';\n\n" + _JS,
            id="js-module-path-words",
        ),
        pytest.param(
            "src/a.js",
            "const { rules } = require('./validate');\nconst { db } = require('./save');\n\n" + _JS,
            id="js-require-path-words",
        ),
        pytest.param(
            "src/a.ts",
            "import type { validate, save } from './types';\n\n" + _JS,
            id="ts-import-type-only",
        ),
        pytest.param(
            "src/a.js",
            "import { validate as check, save as persist } from './helpers.js';\n\n"
            "export const api = { check, persist };\n\n" + _JS,
            id="js-renamed-import-original-names",
        ),
        pytest.param(
            "src/Form.java",
            "import com.acme.validate.Rules;\nimport com.acme.save.Store;\n\n" + _JAVA,
            id="java-package-path-words",
        ),
        pytest.param(
            "src/lib.rs",
            "use crate::validate;\nuse crate::save::Store;\n\npub struct Form;\n\nimpl Form {\n"
            "    // validate and save unchanged\n    pub fn submit(&self) {\n"
            "        if self.validate() {\n            self.save();\n        }\n    }\n}\n",
            id="rust-use-of-modules",
        ),
    ],
)
def test_an_import_word_that_binds_nothing_defines_nothing(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
