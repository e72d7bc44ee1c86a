"""hunt146 (issue 20): labelsmore. fix-notes177 (hunt140-onenameprefix) reads a one-function
note after a label ("TODO:", "NOTE:", "HACK:", an eslint directive's reason); other labels and
marks models put before the same note are not read: "Note —", "PS:", "REVIEW:", "info:",
an information emoji, "prettier-ignore --", the German "Hinweis:", the Chinese "zhuyi" with
its full-width colon. The JS module with
``submit`` cut out is written as complete. The base (6056e91f) did the same.

Expected by hand: the module calls ``submit`` and neither defines nor imports it: a part
(refused), as after "TODO:" (guard)."""

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
        pytest.param("// Note — submit handler unchanged", id="note-dash"),
        pytest.param("// PS: submit handler unchanged", id="ps"),
        pytest.param("// REVIEW: submit handler unchanged", id="review"),
        pytest.param("// info: submit handler unchanged", id="info"),
        pytest.param("// \u2139\ufe0f submit handler unchanged", id="info-emoji"),
        pytest.param("// prettier-ignore -- submit handler unchanged", id="prettier-ignore"),
        pytest.param("// Hinweis: submit-Handler unverändert", id="de-hinweis"),
        pytest.param("// 注意\uff1asubmit 函数不变", id="zh-zhuyi"),
    ],
)
def test_a_one_function_note_after_another_label_is_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// TODO: submit handler unchanged", id="guard-todo"),
        pytest.param("// NOTE: the submit handler is unchanged", id="guard-note"),
    ],
)
def test_the_listed_labels_stay_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
