"""hunt137: a note of names over a definition in a file whose package's other files may bind
the names without an import. The reader keeps such files whole for Go's ``package forms``,
Kotlin's one-word ``package app``, Swift with ``import Foundation`` (_SIBLINGS_BIND,
_MODULE_IMPORT), but reads the same packages by their surface: a Go package clause with its
import comment (``package forms // import "example.com/forms"``) or a ``;``, a Kotlin dotted
package (``package com.example.app``, the usual form), a Swift file with no import (its
module's other files are in scope all the same) are refused.

Expected by hand, by the reader's own rule for Go/Kotlin/Swift: validate and save may be
defined in another file of the package/module: the note is a remark, the whole file kept as
written. Main and the base (9ec80bf0) refuse each (false refusals, not regressions)."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response

_GO = (
    "{PKG}\n\n// validate and save unchanged\nfunc Submit(f *Form) error {\n"
    "\tif !validate(f) {\n\t\treturn nil\n\t}\n\treturn save(f)\n}\n"
)
_KT = (
    "{PKG}\n\n// validate and save unchanged\nfun submit(f: Form): Boolean {\n"
    "    if (!validate(f)) return false\n    return save(f)\n}\n"
)

_CASES = {
    "go-import-comment": (
        "forms/form.go",
        _GO.replace("{PKG}", 'package forms // import "example.com/forms"'),
    ),
    "go-semicolon": ("forms/form.go", _GO.replace("{PKG}", "package forms;")),
    "kotlin-dotted": (
        "src/main/kotlin/com/example/app/Form.kt",
        _KT.replace("{PKG}", "package com.example.app"),
    ),
    "kotlin-dotted-import": (
        "src/main/kotlin/com/example/app/Form.kt",
        _KT.replace("{PKG}", "package com.example.app\n\nimport kotlin.math.max"),
    ),
    "swift-no-import": (
        "Sources/App/Form.swift",
        "// validate and save unchanged\nfunc submit(_ f: Form) -> Bool {\n"
        "    guard validate(f) else { return false }\n    return save(f)\n}\n",
    ),
}


@pytest.mark.parametrize("case", list(_CASES.values()), ids=list(_CASES))
def test_package_siblings_may_bind_the_names(case: tuple[str, str]) -> None:
    path, content = case
    result = parse_response(native_answer(path, content))
    assert result.usable, result.diagnostics
    assert files_of(result) == [(path, content)]
