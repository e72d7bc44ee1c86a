"""hunt87: attacks on fix-pages57's rule that a file which may see its siblings' names
(package, local #include, require/include/load/source at a line's start: placeholders'
_SIBLINGS_BIND) is never refused on a note's names being defined nowhere.

Expected by hand: a note of two names right above main, which calls them, and the file defines
neither (the same file without the line is refused). A CommonJS require binds no name in the
requiring file (module scope), a call of a function named load() binds nothing, and Ruby's
stdlib json defines no parse_args/load_config, a Java package binds classes, not the methods a
class calls without a receiver: the model left the two functions out, so the
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


# a Java class extending nothing, with no static import: a call without a receiver is one of its
# own methods, never a sibling file's (package binds classes, not methods)
_JAVA = """package com.example.orders;

import java.util.List;

public class OrderService {
    private final List<String> orders;

    public OrderService(List<String> orders) {
        this.orders = orders;
    }

    // validate and persist unchanged
    public void submit(String order) {
        validate(order);
        persist(order);
    }
}
"""
_JAVA_PATH = "src/main/java/com/example/orders/OrderService.java"


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param(_JAVA_PATH, _JAVA, id="java-own-methods"),
        pytest.param(
            _JAVA_PATH,
            _JAVA.replace("        validate(", "        this.validate(").replace(
                "        persist(", "        this.persist("
            ),
            id="java-this-methods",
        ),
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
        pytest.param(_JAVA_PATH, _JAVA.replace("package com.example.orders;\n\n", ""), id="java"),
    ],
)
def test_guard_without_the_line_the_note_is_refused(path: str, content: str) -> None:
    assert not parse_response(native_answer(path, content.rstrip())).usable
