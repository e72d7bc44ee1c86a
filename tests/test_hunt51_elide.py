"""hunt51: comments after code (fix-elide32) and comments naming parts (fix-css32) that stand
for code the model left out, yet the file is written as the whole file.

Expected by hand from what the model meant: each comment says the rest of a function, a class,
a loop or a style sheet's rules were left out of the answer, so the file written is not the
file meant: never usable.
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
        # the class the file defines, named with its own capitals (the names compared are
        # lowercased, the file's definitions are not)
        pytest.param(
            "service.py",
            "class UserService:\n    def __init__(self, db):\n"
            "        self.db = db  # rest of UserService unchanged\n",
            id="mixed-case-class",
        ),
        pytest.param(
            "user.js",
            "function loadUser(id) {\n  const user = db.get(id); // rest of loadUser unchanged\n}\n",
            id="camel-case-function",
        ),
        # an annotation's subscript is no item set: "rest" is the function's rest
        pytest.param(
            "app.py",
            "def collect():\n    found: list[int] = []  # rest unchanged\n",
            id="annotation-is-no-item",
        ),
        pytest.param(
            "app.ts",
            "function collect() {\n  const found: number[] = []; // rest unchanged\n}\n",
            id="ts-array-type-is-no-item",
        ),
        # a loop is code: the rest of its body was left out
        pytest.param(
            "app.py",
            "def run(jobs):\n    for job in jobs:\n        job.start()  # rest of the loop unchanged\n",
            id="rest-of-the-loop",
        ),
        # the beyond word is a variable of the line, but a noun of code follows it
        pytest.param(
            "app.py",
            "def progress(total, done):\n"
            "    remaining = total - done  # remaining code unchanged\n",
            id="beyond-word-is-a-variable",
        ),
        # a Rust lifetime ('a) is no string left open: the comment is one
        pytest.param(
            "parser.rs",
            "struct P<'a> {\n    s: &'a str,\n}\n\nimpl<'a> P<'a> {\n"
            "    fn new(s: &'a str) -> Self { Self { s } }  // other methods unchanged\n}\n",
            id="rust-lifetime-is-no-string",
        ),
        # a destructuring declaration sets no item of a collection
        pytest.param(
            "app.js",
            "function load(pair) {\n  const [key, value] = pair; // rest unchanged\n}\n",
            id="js-destructuring-is-no-item",
        ),
        # a C array declared with its size sets no item either
        pytest.param(
            "main.c",
            "int main(void) {\n    int buf[64] = {0}; // rest unchanged\n}\n",
            id="c-array-declaration-is-no-item",
        ),
        # main is the C function the file defines
        pytest.param(
            "main.c",
            'int main(void) {\n    char name[32] = ""; // rest of main unchanged\n}\n',
            id="c-function-the-file-defines",
        ),
        # a quote inside a JavaScript regular expression literal opens no string
        pytest.param(
            "app.js",
            "function clean(s) {\n  s = s.replace(/[\"']/g, ''); // rest of the function unchanged\n}\n",
            id="js-regex-quote",
        ),
        # a shell's escaped quote outside quotes (don\'t) opens no string
        pytest.param(
            "main.sh",
            "main() {\n  echo don\\'t  # rest of the function unchanged\n}\n",
            id="shell-escaped-quote",
        ),
    ],
)
def test_a_comment_after_code_leaving_code_out_is_refused(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert not result.usable, (result.status, result.diagnostics)


@pytest.mark.parametrize(
    ("path", "content"),
    [
        # the text's lines (re.sub works on the string), not lines of code
        pytest.param(
            "fix.py",
            "import re\n\n\ndef fix(s):\n    m = re.sub('x', 'y', s)  # other lines unchanged\n    return m\n",
            id="text-lines",
        ),
        # the element's other style properties
        pytest.param(
            "ui.js",
            "export function warn(el) {\n  el.style.color = 'red'; // other styles unchanged\n}\n",
            id="element-styles",
        ),
        # a test patches one function of a module: the module's others stay real
        pytest.param(
            "test_mod.py",
            "from unittest.mock import patch\n\nimport mod\n\n\ndef test_g():\n"
            "    with patch.object(mod, 'g'):  # other functions unchanged\n        mod.f()\n",
            id="patched-functions",
        ),
    ],
)
def test_a_comment_on_the_line_data_is_written(path: str, content: str) -> None:
    result = parse_response(_answer(path, content))
    assert result.usable, (result.status, result.diagnostics)
    assert [(f.file_path, f.content) for f in result.code.files] == [(path, content)]
