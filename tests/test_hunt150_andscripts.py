# ruff: noqa: RUF001  (notes in other scripts: their letters are meant)
"""hunt150 (issue 20): fix-notes185 reads the "and" of note_words' other languages between two
names, and fix-names174 the CJK "和", "与", "及", "と", "및" written apart. The other "and"s of
the languages written in other scripts are not read: Thai "และ", Korean "하고" and the particle
"와" joined to the name, Japanese "および" and "や", Chinese "以及" and "跟", Hindi "तथा", and the
ideographic list mark "、". The note is not read as a list of names, and the JS module with
both functions cut out is written as complete. The same note with a comma for the "and" is
refused; the base (3dfe17cf) read each the same (not regressions).

Expected by hand: the module imports only ``api`` and calls ``validate`` and ``save``, which
it neither defines nor imports; the note stands for them (a part: refused)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    "import { api } from './api.js';\n\nNOTE\nexport function submit(form) {\n"
    "  if (!validate(form)) return false;\n  return save(form);\n}\n"
)

_NOTES = [
    pytest.param("// validate และ save ไม่เปลี่ยนแปลง", id="th-lae"),
    pytest.param("// validate와 save는 변경 없음", id="ko-wa-joined"),
    pytest.param("// validate 하고 save 변경 없음", id="ko-hago"),
    pytest.param("// validate および save は変更なし", id="ja-oyobi"),
    pytest.param("// validate 以及 save 保持不变", id="zh-yiji"),
    pytest.param("// validate तथा save अपरिवर्तित", id="hi-tatha"),
    pytest.param("// validate、save 保持不变", id="zh-list-mark"),
    pytest.param("// validate ו-save ללא שינוי", id="he-vav"),
]


@pytest.mark.parametrize("note", _NOTES)
def test_another_and_between_two_names_bound_nowhere_is_a_part(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate, save ไม่เปลี่ยนแปลง", id="guard-th-comma"),
        pytest.param("// validate, save 保持不变", id="guard-zh-comma"),
        pytest.param("// validate 和 save 保持不变", id="guard-zh-he"),
        pytest.param("// validate 및 save 변경 없음", id="guard-ko-mit"),
        pytest.param("// validate και save αμετάβλητα", id="guard-el"),
        pytest.param("// validate و save بدون تغيير", id="guard-ar"),
    ],
)
def test_the_and_already_read_stays_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
