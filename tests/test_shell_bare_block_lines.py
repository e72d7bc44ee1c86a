"""The lines of a block without an info string after a labelled file, weighed the other way
round (``artifact_codec/ingest/conventions/runs.py``: ``weighed_in_bare_block``): a line is
left out only when it has a shape known to be harmless (prose, output, code, a listing); any
other line is read as a command by the shell effect rules, so a prefix this reader never
listed (``timeout``, ``nice``, ``chrt``, ``!``, ``true &&``) cannot hide an in-place edit.
Both directions are tested: the lines that must refuse the written file, and the prose,
output and code lines that must leave the answer usable.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from timing import assert_linear

from artifact_codec import parse_response
from artifact_codec.ingest.conventions.runs import weighed_in_bare_block

_JS = "`app.js`:\n```js\nconsole.log(1)\n```\n\nThen:\n\n"

#: Lines behind which a command changes app.js: never usable.
WEIGHED = {
    "ionice": "ionice -c3 sed -i s/1/2/ app.js",
    "chrt": "chrt -i 0 sed -i s/1/2/ app.js",
    "taskset": "taskset -c 0 sed -i s/1/2/ app.js",
    "xvfb-run": "xvfb-run -a sed -i s/1/2/ app.js",
    "double-bang": "! ! sed -i s/1/2/ app.js",
    "or-list": "false || sed -i s/1/2/ app.js",
    "colon-and": ": && sed -i s/1/2/ app.js",
    "unknown-tool-on-file": "frobnicate app.js",
    "redirect-unknown": "mytool > app.js",
    "substitution-in-sentence": 'Done "$(rm app.js)"',
    "comment-with-paren": "timeout 5 sed -i s/1/2/ app.js # (note)",
    "function-then-call": "fix() { sed -i s/1/2/ app.js; }; fix",
    "if-subshell": "if (rm app.js); then :; fi",
}

#: Blocks of prose, output and code: the answer stays usable with app.js as written.
HARMLESS = {
    "npm-output": "added 57 packages in 3s\n\nfound 0 vulnerabilities",
    "tree": "project/\n├── app.js\n└── index.html",
    "listing": "src/\n  app.js\n  index.html",
    "pytest": "tests/test_app.py::test_app PASSED\n===== 1 passed in 0.01s =====",
    "sentence": "Server running at http://localhost:3000/",
    "python-code": "def f(a):\n    return a + 1\nprint(f(2))",
    "js-code": "const x = 1;\nfunction f(a) {\n  return a + x;\n}",
    "css": "body {\n  margin: 0;\n}",
    "node-error": "Error: Cannot find module 'express'\n    at Function.Module._load (node:x:9:15)",
    "rust-output": "   Compiling app v0.1.0 (/home/u/app)\n     Running `target/debug/app`",
    "requirements": "flask==2.3.0\nrequests>=2.31",
    "env": "PORT=3000\nNODE_ENV=development",
    "yaml": "name: ci\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest",
    "lowercase-prose": "then open the browser and check the console",
}


@pytest.mark.parametrize("line", list(WEIGHED.values()), ids=list(WEIGHED))
def test_a_line_not_read_as_harmless_is_weighed_as_a_command(line: str) -> None:
    result = parse_response(_JS + f"```\n{line}\n```\n")
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])
    assert "changed-after" in [d.code for d in result.diagnostics]


@pytest.mark.parametrize("block", list(HARMLESS.values()), ids=list(HARMLESS))
def test_prose_output_and_code_in_a_bare_block_stay_usable(block: str) -> None:
    result = parse_response(_JS + f"```\n{block}\n```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert result.code is not None
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.js", "console.log(1)\n")]


#: Hostile bare-block lines: each shape rule must read them in linear time.
HOSTILE = {
    "dots-after-number": lambda n: "1" + "." * n + "#",
    "words-before-paren": lambda n: "a " * n + "(",
    "bangs": lambda n: "x " + "!" * n + " (",
    "requirement-like": lambda n: "a" + "," * n + " =",
    "plain-words": lambda n: "hello " * n + "app.js",
    # (fix-sessions32: a brace left open, the search for a brace expansion was quadratic)
    "unclosed-brace-list": lambda n: "{" + "a," * n,
}


@pytest.mark.parametrize("make", list(HOSTILE.values()), ids=list(HOSTILE))
def test_a_hostile_bare_block_line_is_read_in_linear_time(make: Callable[[int], str]) -> None:
    assert_linear(make, weighed_in_bare_block, 2_000)
