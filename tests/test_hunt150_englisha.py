"""hunt150 (issue 20): fix-notes185 reads the "and" of other languages between two names
(``_NAMES_AND`` in ``_small_words_in_english``, ``_JOIN_AT_MARGIN`` in the margin scan): Czech
and Slovak "a", Finnish "ja", Latvian "un", Swahili "na". English's article "a" is the same
word: an ordinary English comment over complete code, "// Returns a copy unchanged", "// keep a
header unchanged", "/* emit a token unchanged */", is now read as a list of two names
("returns and copy unchanged") that the file binds nowhere, and the whole file is refused as a
part. The base (3dfe17cf) wrote each of them.

Expected by hand: each file is complete (every function it calls is imported or defined, no
body is cut); the comment describes the function under it. The file is kept as written."""

from __future__ import annotations

import pytest
from meant import files_of
from native_answers import native_answer

from artifact_codec import parse_response


def _js(note: str) -> str:
    return (
        "import { log } from './log.js';\n\n"
        f"{note}\nexport function echo(input) {{\n  log(input);\n  return input;\n}}\n"
    )


_CASES = [
    pytest.param(
        "src/copy.js",
        "// Returns a copy unchanged\nexport function copy(list) {\n  return list.slice();\n}\n",
        id="js-returns-a-copy",
    ),
    pytest.param(
        "src/tree.rs",
        "use crate::node::Node;\n\n// clone a node intact\npub fn copy(n: &Node) -> Node {\n"
        "    n.clone()\n}\n",
        id="rs-clone-a-node",
    ),
    pytest.param(
        "src/Req.java",
        "package app;\n\nimport java.util.Map;\n\npublic class Req {\n"
        "    // keep a header unchanged\n"
        "    public Map<String, String> headers(Map<String, String> h) {\n        return h;\n"
        "    }\n}\n",
        id="java-keep-a-header",
    ),
    pytest.param(
        "Mw.cs",
        "using System;\n\n// forward a request unchanged\npublic static class Mw\n{\n"
        "    public static Req Run(Req r) => Next(r);\n}\n",
        id="cs-forward-a-request",
    ),
    pytest.param(
        "src/v.js",
        "// id a string: unchanged\nexport function id(s) {\n  return String(s);\n}\n",
        id="js-colon-state",
    ),
    pytest.param("src/echo.js", _js("// echo a line unchanged"), id="js-echo-a-line"),
    pytest.param("src/echo.js", _js("/* emit a token unchanged */"), id="js-block-emit-a-token"),
    pytest.param("src/echo.js", _js("// forward a request untouched"), id="js-untouched"),
]


@pytest.mark.parametrize(("path", "content"), _CASES)
def test_an_english_article_between_two_words_is_no_and(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert result.usable, [d.code for d in result.diagnostics]
    assert files_of(result) == [(path, content)]


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// pass a value through unchanged", id="guard-pass-a-value"),
        pytest.param("// leave a trailing slash unchanged", id="guard-three-words"),
        pytest.param("// log en input unchanged", id="guard-bound-names"),
    ],
)
def test_the_neighbours_kept_as_written(note: str) -> None:
    content = _js(note)
    result = parse_response(native_answer("src/echo.js", content.rstrip("\n")))
    assert result.usable
    assert files_of(result) == [("src/echo.js", content)]
