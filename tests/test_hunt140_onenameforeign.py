"""hunt140: the lead's round-26 one-function note (tests/test_lead26_onename.py: "the submit
handler is unchanged" over a file that neither defines nor imports submit: code left out) in
another language: "submit-Handler unverändert", "fonction submit inchangée", "la función
submit no cambia", "функция submit без изменений", "submit 函数不变", "submit 関数は変更なし",
"funkcja submit bez zmian", "função submit inalterada". The base b8cdcaa1 wrote them whole
too: not regressions.

Expected by hand from what the model meant: the note stands where the submit function was:
the file sent whole leaves it out, so writing it deletes the function (not usable)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    'export function render(root) {\n  root.innerHTML = "<form></form>";\n}\n\n'
    '// NOTE\n\nexport function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("submit-Handler unverändert", id="de-handler-unveraendert"),
        pytest.param("fonction submit inchangée", id="fr-fonction-inchangee"),
        pytest.param("la función submit no cambia", id="es-no-cambia"),
        pytest.param("функция submit без изменений", id="ru-bez-izmenenij"),
        pytest.param("submit 函数不变", id="zh-hanshu-bubian"),
        pytest.param("submit 関数は変更なし", id="ja-henkou-nashi"),
        pytest.param("funkcja submit bez zmian", id="pl-bez-zmian"),
        pytest.param("função submit inalterada", id="pt-inalterada"),
        # guard: read today
        pytest.param("the submit handler is unchanged", id="guard-en"),
    ],
)
def test_a_foreign_one_function_note_is_a_part(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
