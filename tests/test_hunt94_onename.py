"""hunt94: a note of ONE function, named as code (with a kind noun, a call's parentheses before a
colon, `keep your ...`), right above a definition that calls it, where the file binds it nowhere.
Two names in the same spellings are refused; `// formatDate() unchanged` is refused too.

Expected by hand from what the model meant: the function under the note calls formatDate (or
parse_args) and the file has no definition, import or parameter of it, so the written file would
throw or not compile: the note stands for that function, left out: the file is a part, not
usable."""

from __future__ import annotations

import pytest
from native_answers import native_answer

from artifact_codec import parse_response

_JS = "export function renderRow(r) {\n  return '<td>' + formatDate(r.when) + '</td>';\n}\n"
_RS = 'pub fn main() {\n    let args = parse_args();\n    println!("{:?}", args);\n}\n'


@pytest.mark.parametrize(
    ("path", "content"),
    [
        pytest.param("src/a.js", "// formatDate helper unchanged\n" + _JS, id="js-helper-kind"),
        pytest.param("src/a.js", "// formatDate function unchanged\n" + _JS, id="js-function-kind"),
        pytest.param(
            "src/a.js",
            "// the formatDate function is unchanged\n" + _JS,
            id="js-the-function-is-unchanged",
        ),
        pytest.param("src/a.js", "// formatDate(): unchanged\n" + _JS, id="js-call-colon-state"),
        pytest.param("src/a.js", "// keep your formatDate\n" + _JS, id="js-keep-your"),
        pytest.param(
            "src/main.rs", "// parse_args function unchanged\n" + _RS, id="rust-function-kind"
        ),
    ],
)
def test_a_note_of_one_function_called_and_bound_nowhere_is_a_part(path: str, content: str) -> None:
    result = parse_response(native_answer(path, content.rstrip("\n")))
    assert not result.usable, [(f.file_path, f.content) for f in result.code.files]
