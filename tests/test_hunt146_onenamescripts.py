"""hunt146 (issue 20): onenamescripts, other scripts.

A one-function note (fix-notes177's class: "the submit handler is
unchanged" alone between blank lines, the name called and defined or imported nowhere) whose
kind, language or script is one fix-notes177's tables did not list. The file with the function
cut out is written as complete.

- other English kinds and phrasings: "event handler", "service", "command", "task", "worker",
  "effect", "slot", "keep the submit handler as is";
- other Latin-script languages and word orders: "der submit-Handler bleibt gleich", "le
  gestionnaire submit reste inchangé", Portuguese "manipulador", Polish "obsługa", Turkish
  "işleyicisi", Vietnamese "hàm ... giữ nguyên", Dutch "submit-functie";
- other scripts and East Asian kinds: Russian "остаётся прежней", Hindi, Hebrew, Arabic,
  "ハンドラー", "핸들러", "处理函数", "回调".

The base (6056e91f) kept them all as well (fix-notes177's neighbours, not regressions).
Expected by hand: the JS module calls ``submit`` and neither defines nor imports it; the note
stands for it (a part: refused). The same note over a module that imports ``submit`` stays
usable (guards)."""

from __future__ import annotations

import pytest
from meant import files_of, refused_native
from native_answers import native_answer

from artifact_codec import parse_response

_JS = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => submit(e.target));\n'
    "  render(root);\n}\n\n"
    "// NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)
_BOUND = 'import { submit } from "./api.js";\n' + _JS


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("функция submit остаётся прежней", id="ru-prezhnej"),
        pytest.param("submit फ़ंक्शन अपरिवर्तित", id="hi"),
        pytest.param("פונקציית submit ללא שינוי", id="he"),
        pytest.param("دالة submit بدون تغيير", id="ar"),
        pytest.param("submit ハンドラーは変更なし", id="ja-handler"),
        pytest.param("submit 핸들러는 변경 없음", id="ko-handler"),
        pytest.param("submit 处理函数不变", id="zh-handler"),
        pytest.param("submit 回调不变", id="zh-callback"),
    ],
)
def test_a_one_function_note_in_another_script_is_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("the submit event handler is unchanged", id="guard-event-handler"),
        pytest.param("le gestionnaire submit reste inchangé", id="guard-fr"),
        pytest.param("submit 处理函数不变", id="guard-zh"),
        pytest.param("обработчик submit не изменился", id="guard-ru"),
    ],
)
def test_the_same_note_over_an_imported_name_stays_usable(note: str) -> None:
    content = _BOUND.replace("NOTE", note)
    result = parse_response(native_answer("src/form.js", content.rstrip("\n")))
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("src/form.js", content)]
