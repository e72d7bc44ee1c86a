"""hunt83: clean guards for fix-prose47: whole multi-file answers whose kept names the files
do define (through an import from a sent file, a re-export, a Makefile rule, a SQL table, a
TypeScript field) stay usable and exact. Expected by hand: every file is whole."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_KEPT = "`g()` and `k()` are unchanged."
_APP_JS = "import { g, k } from './helpers.js';\n\nexport function f() {\n  return g() + k();\n}\n"
_MAIN_RS = 'mod util;\nuse crate::util::{g, k};\n\nfn main() {\n    println!("{}", g() + k());\n}\n'


@pytest.mark.parametrize(
    ("files", "sentence"),
    [
        pytest.param(
            [
                ("src/app.js", "javascript", _APP_JS),
                (
                    "src/helpers.js",
                    "javascript",
                    "export function g() {\n  return 1;\n}\n\nexport const k = () => 2;\n",
                ),
            ],
            _KEPT,
            id="js-import-from-whole-file",
        ),
        pytest.param(
            [
                ("src/app.js", "javascript", _APP_JS.replace("./helpers.js", "./helpers")),
                ("src/helpers/index.js", "javascript", "export { g, k } from './impl.js';\n"),
            ],
            "`g()` and `k()` in `impl.js` are unchanged.",
            id="js-reexport-of-file-not-sent",
        ),
        pytest.param(
            [
                (
                    "app.js",
                    "javascript",
                    "const { g, k } = require('./helpers');\n\nfunction f() {\n"
                    "  return g() + k();\n}\n",
                ),
                (
                    "helpers.js",
                    "javascript",
                    "function g() {\n  return 1;\n}\n\nconst k = function () {\n  return 2;\n};\n"
                    "\nmodule.exports = { g, k };\n",
                ),
            ],
            _KEPT,
            id="cjs-exports-object",
        ),
        pytest.param(
            [
                ("src/main.rs", "rust", _MAIN_RS),
                (
                    "src/util.rs",
                    "rust",
                    "pub fn g() -> i32 {\n    1\n}\n\npub fn k() -> i32 {\n    2\n}\n",
                ),
            ],
            _KEPT,
            id="rs-use-crate-whole",
        ),
        pytest.param(
            [
                ("src/main.rs", "rust", _MAIN_RS),
                ("src/util/mod.rs", "rust", "mod inner;\npub use inner::{g, k};\n"),
            ],
            "`g()` and `k()` in `src/util/inner.rs` are unchanged.",
            id="rs-pub-use-of-file-not-sent",
        ),
        pytest.param(
            [
                (
                    "src/config.ts",
                    "typescript",
                    "export class Config {\n  host: string = 'localhost';\n  port: number = 8080;\n"
                    "  readonly debug: boolean;\n  constructor() {\n"
                    "    this.debug = false;\n  }\n}\n",
                )
            ],
            "The `host` and `port` fields are unchanged.",
            id="ts-class-fields",
        ),
        pytest.param(
            [
                (
                    "Makefile",
                    "makefile",
                    ".PHONY: all build test lint\n\nall: build test lint\n\n"
                    "build:\n\tgo build ./...\n"
                    "\ntest:\n\tgo test ./...\n\nlint:\n\tgolangci-lint run\n",
                )
            ],
            "The `test` and `lint` targets are unchanged.",
            id="makefile-whole",
        ),
        pytest.param(
            [
                (
                    "schema.sql",
                    "sql",
                    "CREATE TABLE users (id INTEGER PRIMARY KEY);\nCREATE TABLE orders "
                    "(id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id));\n",
                )
            ],
            "The `users` and `orders` tables are unchanged.",
            id="sql-whole",
        ),
        pytest.param(
            [
                (
                    "app.py",
                    "python",
                    "import os\n\nfrom flask import Flask\n\napp = Flask(__name__)\n"
                    "app.config['SECRET_KEY'] = os.environ['SECRET_KEY']\n\n\n"
                    "@app.get('/')\ndef index():\n    return 'ok'\n",
                )
            ],
            "`HOST` and `PORT` remain as before.",
            id="flask-env-names",
        ),
    ],
)
def test_a_whole_answer_whose_kept_names_are_defined_stays_exact(
    files: list[tuple[str, str, str]], sentence: str
) -> None:
    answer = "".join(f"`{p}`:\n\n```{lang}\n{c}```\n" for p, lang, c in files)
    result = parse_response(answer + "\n" + sentence + "\n")
    assert result.usable, (result.status, [(d.code, d.message) for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [(p, c) for p, _, c in files]
