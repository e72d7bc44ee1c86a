"""hunt101: a note of names over a definition, where the file gives the names only a value that
is no function, at the margin.

fix-heads83's index takes "a name given a value at the margin" (``const g = ...``, ``G = 1``)
as the name's definition, whatever the value: ``let validate = null;``, ``export const
validate = 0;``, TypeScript's ``const validate: boolean = true;``, Kotlin's ``val validate =
true``, Swift's ``let validate = true``, Lua's ``validate = true``, a shell variable
``validate=1`` (a shell variable is no command: ``validate "$1"`` runs a command). None is a
function the calls under the note could run.

Expected by hand from what the model meant: ``// validate and save unchanged`` over
``submit`` calling both stands for the two functions left out; the file written whole throws
or does not compile: a part, not usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    "// validate and save unchanged\nexport function submit(form) {\n  validate(form);\n"
    "  return save(form);\n}\n"
)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("src/a.js", "let validate = null;\nlet save = null;\n\n" + _JS, id="js-null"),
        pytest.param(
            "src/a.js",
            "export const validate = 0;\nexport const save = 'save';\n\n" + _JS,
            id="js-number-and-string",
        ),
        pytest.param(
            "src/a.ts",
            "const validate: boolean = true;\nconst save: string = 'draft';\n\n" + _JS,
            id="ts-typed-constants",
        ),
        pytest.param(
            "src/Form.kt",
            "val validate = true\nval save = false\n\n// validate and save unchanged\n"
            "fun submit(f: Form) {\n    validate(f)\n    save(f)\n}\n",
            id="kotlin-vals",
        ),
        pytest.param(
            "Sources/form.swift",
            "let validate = true\nlet save = false\n\n// validate and save unchanged\n"
            "func submit(_ f: Form) {\n    validate(f)\n    save(f)\n}\n",
            id="swift-lets",
        ),
        pytest.param(
            "form.lua",
            "validate = true\nsave = false\n\n-- validate and save unchanged\n"
            "local function submit(f)\n  validate(f)\n  save(f)\nend\n\nreturn submit\n",
            id="lua-globals",
        ),
        pytest.param(
            "bin/run.sh",
            "#!/usr/bin/env bash\nset -euo pipefail\n\nvalidate=1\nsave=1\n\n"
            '# validate and save unchanged\nsubmit() {\n  validate "$1"\n  save "$1"\n}\n\n'
            'submit "$@"\n',
            id="shell-variables",
        ),
    ],
)
def test_a_value_that_is_no_function_defines_nothing(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
