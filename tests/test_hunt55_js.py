"""hunt55-js: node_modules .js/.mjs files with two top-level functions in a row replaced by a
margin note naming them ("// keep a and b"); 48 of 71 such mutants read clean. Excerpts of
the classes. Expected by hand: the two functions are missing from the file: never usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # /usr/lib/node_modules/npm/node_modules/just-diff/index.mjs: the names are bound only
        # by an import in the usage example of the file's opening block comment (_DEFINES
        # reads lines inside /* */ that do not start with a marker)
        pytest.param(
            "index.mjs",
            "/*\n  const compare = require('just-diff');\n"
            "  import {diff, jsonPatchPathConverter} from 'just-diff'\n"
            "  diff(obj1, obj2, jsonPatchPathConverter);\n*/\n\n"
            "// keep diff and jsonPatchPathConverter\n\n"
            "export {diff, jsonPatchPathConverter};\n",
            id="just-diff-import-in-a-block-comment",
        ),
        # ip-address/dist/common.js: the removed function's JSDoc kept, the note under its close
        pytest.param(
            "common.js",
            "'use strict';\n\n/**\n * @returns true if the address is in the subnet\n */\n"
            "// keep isInSubnet and isCorrect\n\n"
            "exports.isInSubnet = isInSubnet;\nexports.isCorrect = isCorrect;\n",
            id="ip-address-under-a-kept-jsdoc",
        ),
        # tuf-js/dist/utils/url.js (TypeScript's output: no blank line between functions):
        # the note between the close of one function and the next
        pytest.param(
            "url.js",
            'const url_1 = require("url");\nfunction removeLeadingSlash(path) {\n'
            "    return path.replace(/^\\/+/, '');\n}\n"
            "// keep join and ensureTrailingSlash\n"
            "function removeTrailingSlash(path) {\n    return path.replace(/\\/+$/, '');\n}\n"
            "exports.join = join;\n",
            id="tuf-url-between-functions-without-blank-lines",
        ),
    ],
)
def test_a_js_module_with_two_functions_noted_out_is_never_usable(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content))
    assert not result.usable, (result.status, [f.content for f in result.code.files])
