# ruff: noqa: RUF001  (notes in other scripts: their letters are meant)
"""hunt150 (issue 20): lead29 (3deb6660) sends a comment holding any character that is not ASCII
on to the full reading of ``_state_in_english``, so that an East Asian state before an ASCII mark
("保持不变 ?", "변경 없음 ^^") is a note again. The same shapes in the other scripts of
note_words' table are still not read: a Cyrillic, Greek, Arabic, Hebrew or Devanagari state
followed by "?", "(?)", "^^" or ":)". The JS module with both functions cut out is written as
complete. The base (3dfe17cf) did the same (not regressions).

Expected by hand: the module calls ``validate`` and ``save`` and defines or imports neither;
the note stands for them (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => validate(e.target) && save(e.target));\n'
    "  render(root);\n}\n\n"
    "NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)

_NOTES = [
    pytest.param("// validate, save: без изменений ?", id="ru-question"),
    pytest.param("// validate и save без изменений (?)", id="ru-question-paren"),
    pytest.param("// validate, save: без изменений :)", id="ru-smile"),
    pytest.param("// validate і save без змін ^^", id="uk-carets"),
    pytest.param("// validate, save — αμετάβλητα ^^", id="el-carets"),
    pytest.param("// validate و save بدون تغيير ?", id="ar-question"),
    pytest.param("// validate, save: ללא שינוי (?)", id="he-question-paren"),
    pytest.param("// validate, save: अपरिवर्तित ?", id="hi-question"),
]


@pytest.mark.parametrize("note", _NOTES)
def test_a_state_of_another_script_before_an_ascii_mark_is_a_note(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate, save: без изменений", id="guard-ru"),
        pytest.param("// validate 和 save 保持不变 !?", id="guard-zh-interrobang"),
        pytest.param("// validate, save: 변경 없음~", id="guard-ko-tilde"),
        pytest.param("// validate と save は変更なし (^^;", id="guard-ja-kaomoji"),
    ],
)
def test_the_neighbours_read_stay_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
