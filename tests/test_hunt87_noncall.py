"""hunt87: attacks on fix-pages57's rule that a note over a definition stands for the names it
lists only when every use of each name in the file is a call (any other use counts as a
binding: placeholders' name index).

Expected by hand: the note of parseArgs and loadConfig sits right above main and the file
defines neither (the same file with calls only is refused). An export list naming them, a
string holding the name, or the function passed as a value binds nothing: an export of an
undefined name, or a value of one, does not run; the model left the two functions out, so the
file is not whole: not usable.
"""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = """const fs = require('fs');

// parseArgs and loadConfig unchanged
function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig(args.config);
  fs.writeFileSync(args.out, JSON.stringify(config));
}

main();
"""
_ESM = _JS.replace("const fs = require('fs');", "import fs from 'fs';")


@pytest.mark.parametrize(
    "content",
    [
        pytest.param(
            _JS + "\nmodule.exports = { main, parseArgs, loadConfig };\n", id="cjs-exports-object"
        ),
        pytest.param(_ESM + "\nexport { parseArgs, loadConfig };\n", id="esm-export-list"),
        pytest.param(
            _JS.replace(
                "  fs.writeFileSync",
                "  if (!config) throw new Error('loadConfig returned nothing');\n"
                "  fs.writeFileSync",
            ),
            id="name-in-a-string",
        ),
        pytest.param(
            _JS.replace(
                "parseArgs(process.argv.slice(2))", "process.argv.slice(2).map(parseArgs)"
            ).replace("loadConfig(args.config)", "[args.config].map(loadConfig)[0]"),
            id="passed-as-a-value",
        ),
    ],
)
def test_a_use_that_binds_nothing_does_not_make_the_note_a_remark(content: str) -> None:
    result = parse_response(native_answer("cli.js", content.rstrip()))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


def test_guard_calls_only_the_note_is_refused() -> None:
    assert not parse_response(native_answer("cli.js", _JS.rstrip())).usable
