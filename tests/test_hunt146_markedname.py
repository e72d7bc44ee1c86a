"""hunt146 (issue 20): markedname. A one-function note whose name or whole text is marked as
models mark it ("[submit] unchanged", "*submit* handler unchanged", "«submit handler
unchanged»"), or written in capitals ("Submit Handler Unchanged", "SUBMIT HANDLER
UNCHANGED"), or with an arrow after it ("submit handler (unchanged) ↓"), or quoted inside a
sentence ("the `submit` function is unchanged"), is not read: the JS module with ``submit`` cut
out is written as complete. The base (6056e91f) did the same.

Expected by hand: the module calls ``submit`` and neither defines nor imports it: a part
(refused), as "// `submit` handler unchanged" is (guard)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => submit(e.target));\n'
    "  render(root);\n}\n\n"
    "NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// [submit] unchanged", id="bracketed"),
        pytest.param("// *submit* handler unchanged", id="emphasis"),
        pytest.param("// «submit handler unchanged»", id="guillemets"),
        pytest.param("// Submit Handler Unchanged", id="title-case"),
        pytest.param("// SUBMIT HANDLER UNCHANGED", id="capitals"),
        pytest.param("// submit handler (unchanged) \u2193", id="arrow-after"),
        pytest.param("// the `submit` function is unchanged", id="backticks-in-sentence"),
        pytest.param("// the 'submit' function is unchanged", id="quotes-in-sentence"),
    ],
)
def test_a_marked_one_function_note_is_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// `submit` handler unchanged", id="guard-backticks"),
        pytest.param("// 'submit' handler unchanged", id="guard-quotes"),
        pytest.param("// \u2193 submit handler unchanged", id="guard-arrow-before"),
    ],
)
def test_the_read_marks_stay_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
