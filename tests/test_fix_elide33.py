"""fix-elide33: the readings of a comment after code that hunt51 found wrong, from the side
that must stay written: a comment marker inside a string of the file's own language is no
comment, and a line setting one item of a collection keeps "# rest unchanged" its own.

Expected by hand: each file is whole, the text after the marker is the string's or the
collection's, so the file is written as is.
"""

# ruff: noqa: E501  (the test files are whole, one string each)
from __future__ import annotations

import pytest

from artifact_codec import parse_response


def _answer(path: str, content: str) -> str:
    return (
        f'{{"total_files": 1}}\n\n===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n'
        f"{content}\n===FILE_CONTENT_BLOCK===END\n"
    )


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # a Rust character literal closes; the string after it holds the "//"
        pytest.param(
            "lib.rs",
            'pub fn f() -> String {\n    let q = \'"\'; let s = format!("{q} // other methods unchanged");\n    s\n}\n',
            id="rust-char-then-string",
        ),
        # a division is no regular expression: the string after it holds the "//"
        pytest.param(
            "app.js",
            'export function f(a, b) {\n  const s = a / b + " // rest of the function unchanged";\n  return s;\n}\n',
            id="js-division-then-string",
        ),
        # a regular expression literal closes; the string after it holds the "//"
        pytest.param(
            "app.js",
            'export function f(s) {\n  return s.replace(/a/g, "b // rest of the function unchanged");\n}\n',
            id="js-regex-then-string",
        ),
        # a quote inside double quotes in the shell: the "#" is the string's
        pytest.param(
            "main.sh",
            'main() {\n  echo "it\'s # rest of the function unchanged"\n}\n',
            id="shell-quote-in-double-quotes",
        ),
        # one item of a collection set through an attribute: the collection's other items
        pytest.param(
            "cache.py",
            "class Cache:\n    def put(self, key, value):\n        self.items[key] = value  # rest unchanged\n",
            id="attribute-item-set",
        ),
    ],
)
def test_a_marker_of_the_line_own_text_is_written(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]


def _doc(path: str, body: str, after: str) -> str:
    return (
        f'{{"total_files": 1}}\n\n===FILE_CONTENT_BLOCK===\nPATH: {path}\n---\n{body}\n===FILE_CONTENT_BLOCK===END\n'
        + after
    )


@pytest.mark.parametrize(
    ("path", "body", "after"),
    [
        # names a require() binds are there: the sentence speaks of code the file imports
        pytest.param(
            "app.js",
            "const { readFile, writeFile } = require('fs');\n\nexport function f(p) {\n  return readFile(p);\n}\n",
            "\nThe error handling around `readFile` and `writeFile` was omitted.\n",
            id="js-require-binds-names",
        ),
        # both names defined by the file: nothing of it left out
        pytest.param(
            "app.py",
            "def g():\n    return 1\n\n\ndef k():\n    return 2\n",
            "\nFor brevity, the docstrings of `g` and `k` are not shown.\n",
            id="both-names-defined",
        ),
    ],
)
def test_prose_naming_code_the_file_has_keeps_it(path: str, body: str, after: str) -> None:
    result = parse_response(_doc(path, body, after))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, body)]
