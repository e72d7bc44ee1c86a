"""hunt97: app.js (or index.php, by `use function`) imports g and k from helpers.js (sent
without them) and defines no named
function of its own (a default export, `module.exports = () => ...`, top-level calls); the
sentence "`g()` and `k()` are unchanged" is then read as naming code the files hold, so
helpers.js is written without g and k. With a named function in app.js (`export function f()`)
the same answer refuses.

Expected by hand: app.js imports g and k from helpers.js, so helpers.js must define them; it is
sent without them and the sentence says they are unchanged: helpers.js is a part: not usable.
"""

from __future__ import annotations

import pytest
from meant import refused

from artifact_codec import parse_response

_HELPERS = "export function h() {\n  return 1;\n}\n"
_IMPORT = "import { g, k } from './helpers.js';\n\n"
_KEPT = "\n`g()` and `k()` are unchanged.\n"


def _answer(files: list[tuple[str, str, str]]) -> str:
    return "".join(f"`{p}`:\n\n```{lang}\n{c}```\n" for p, lang, c in files) + _KEPT


@pytest.mark.parametrize(
    "files",
    [
        pytest.param(
            [
                ("app.js", "javascript", _IMPORT + "export default () => g() + k();\n"),
                ("helpers.js", "javascript", _HELPERS),
            ],
            id="default-arrow",
        ),
        pytest.param(
            [
                (
                    "app.js",
                    "javascript",
                    _IMPORT + "export default function () {\n  return g() + k();\n}\n",
                ),
                ("helpers.js", "javascript", _HELPERS),
            ],
            id="default-function",
        ),
        pytest.param(
            [
                ("app.js", "javascript", _IMPORT + "console.log(g() + k());\n"),
                ("helpers.js", "javascript", _HELPERS),
            ],
            id="top-level-call",
        ),
        pytest.param(
            [
                (
                    "app.js",
                    "javascript",
                    "const { g, k } = require('./helpers');\n\nmodule.exports = () => g() + k();\n",
                ),
                ("helpers.js", "javascript", "exports.h = () => 1;\n"),
            ],
            id="require-destructure-module-exports",
        ),
        pytest.param(
            [
                (
                    "src/app.ts",
                    "typescript",
                    "import { g, k } from './helpers';\n\nexport default () => g() + k();\n",
                ),
                ("src/helpers.ts", "typescript", "export const h = () => 1;\n"),
            ],
            id="ts-default-arrow",
        ),
        pytest.param(
            [
                (
                    "index.php",
                    "php",
                    "<?php\nuse function App\\Util\\g;\nuse function App\\Util\\k;\n\n"
                    "echo g() + k();\n",
                ),
                (
                    "src/Util.php",
                    "php",
                    "<?php\nnamespace App\\Util;\n\nfunction h() { return 1; }\n",
                ),
            ],
            id="php-use-function-no-def",
        ),
    ],
)
def test_names_imported_by_a_file_without_named_functions_are_not_held(
    files: list[tuple[str, str, str]],
) -> None:
    refused(_answer(files))


def test_guard_with_a_named_function_it_refuses() -> None:
    files = [
        ("app.js", "javascript", _IMPORT + "export const run = () => g() + k();\n"),
        ("helpers.js", "javascript", _HELPERS),
    ]
    assert not parse_response(_answer(files)).usable
