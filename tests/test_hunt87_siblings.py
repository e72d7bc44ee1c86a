"""hunt87: attacks on fix-pages57's rule that a file which may see its siblings' names
(package, local #include, require/include/load/source at a line's start: placeholders'
_SIBLINGS_BIND) is never refused on a note's names being defined nowhere.

Expected by hand: a note of two names right above main, which calls them, and the file defines
neither (the same file without the line is refused). A CommonJS require binds no name in the
requiring file (module scope), a call of a function named load() binds nothing, and Ruby's
stdlib json defines no parse_args/load_config: the model left the two functions out, so the
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

_RB = """require 'json'

# parse_args and load_config unchanged
def main
  args = parse_args(ARGV)
  config = load_config(args[:config])
  File.write(args[:out], JSON.generate(config))
end

main
"""


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("cli.js", "require('dotenv').config();\n" + _JS, id="js-dotenv-config"),
        pytest.param("cli.js", "require('./polyfills');\n" + _JS, id="js-local-require"),
        pytest.param(
            "cli.js", _JS.replace("main();\n", "main();\nload(process.env);\n"), id="js-load-call"
        ),
        pytest.param(
            "cli.js",
            _JS.replace("  fs.writeFileSync", "  load(config);\n  fs.writeFileSync"),
            id="js-load-call-in-body",
        ),
        pytest.param("cli.rb", _RB, id="rb-require-stdlib"),
    ],
)
def test_a_line_that_binds_nothing_does_not_make_the_note_a_remark(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip()))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("cli.js", _JS, id="js"),
        pytest.param("cli.rb", _RB.replace("require 'json'\n\n", ""), id="rb"),
    ],
)
def test_guard_without_the_line_the_note_is_refused(path: str, content: str) -> None:
    assert not parse_response(native_answer(path, content.rstrip())).usable
