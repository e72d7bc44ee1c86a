"""hunt83: attacks on fix-prose47's rule that an import from a sent file binds nothing.

Expected by hand: a file imports g and k from another file of the answer, which is sent
without them; "`g()` and `k()` are unchanged." says they were left out of that file:
writing the files as sent loses g and k, so the answer is not usable.
"""

from __future__ import annotations

import pytest
from meant import refused

_KEPT = "\n`g()` and `k()` are unchanged.\n"
_JS_HELPERS = (
    "helpers.js",
    "javascript",
    "function h() {\n  return 1;\n}\n\nmodule.exports = { h };\n",
)
_RS_UTIL = "pub fn h() -> i32 {\n    1\n}\n"
_RS_MAIN = 'fn main() {\n    println!("{}", g() + k());\n}\n'


@pytest.mark.parametrize(
    "files",
    [
        # CommonJS, one require per name with the member read off it
        pytest.param(
            [
                (
                    "app.js",
                    "javascript",
                    "const g = require('./helpers').g;\nconst k = require('./helpers').k;\n\n"
                    "function f() {\n  return g() + k();\n}\n",
                ),
                _JS_HELPERS,
            ],
            id="js-require-member",
        ),
        # Rust 2018: "mod util; use util::{g, k};" in main.rs (no crate:: prefix)
        pytest.param(
            [
                ("src/main.rs", "rust", "mod util;\nuse util::{g, k};\n\n" + _RS_MAIN),
                ("src/util.rs", "rust", _RS_UTIL),
            ],
            id="rs-mod-use",
        ),
        pytest.param(
            [
                ("src/main.rs", "rust", "mod util;\nuse self::util::{g, k};\n\n" + _RS_MAIN),
                ("src/util.rs", "rust", _RS_UTIL),
            ],
            id="rs-self-use",
        ),
        pytest.param(
            [
                (
                    "src/app/run.rs",
                    "rust",
                    "use super::util::{g, k};\n\npub fn run() -> i32 {\n    g() + k()\n}\n",
                ),
                ("src/app/util.rs", "rust", _RS_UTIL),
            ],
            id="rs-super-use",
        ),
        # PHP: use function App\Util\g; with src/Util.php sent without g and k
        pytest.param(
            [
                (
                    "src/App.php",
                    "php",
                    "<?php\nuse function App\\Util\\g;\nuse function App\\Util\\k;\n\n"
                    "function f() {\n    return g() + k();\n}\n",
                ),
                (
                    "src/Util.php",
                    "php",
                    "<?php\nnamespace App\\Util;\n\nfunction h() {\n    return 1;\n}\n",
                ),
            ],
            id="php-use-function",
        ),
    ],
)
def test_names_imported_from_a_sent_file_that_lacks_them_refuse(
    files: list[tuple[str, str, str]],
) -> None:
    answer = "".join(f"`{path}`:\n\n```{lang}\n{content}```\n" for path, lang, content in files)
    refused(answer + _KEPT)


@pytest.mark.parametrize(
    "content",
    [
        # an object literal's values are arrow functions: the keys g and k bind nothing,
        # f calls the module's g and k, which are left out
        pytest.param(
            "function f() {\n  const r = {\n    g: (x) => x,\n    k: (x) => x,\n  };\n"
            "  return g(r) + k(r);\n}\n",
            id="keys-arrow-values",
        ),
        # string values holding "=" (a query's parts)
        pytest.param(
            "function f() {\n  const q = {\n    g: 'a=1',\n    k: 'b=2',\n  };\n"
            "  return g(q) + k(q);\n}\n",
            id="keys-string-with-equals",
        ),
    ],
)
def test_a_js_part_whose_object_keys_name_the_left_out_functions_refuses(content: str) -> None:
    answer = f"`app.js`:\n\n```javascript\n{content}```\n" + _KEPT
    refused(answer)
