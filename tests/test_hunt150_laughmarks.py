# ruff: noqa: RUF001  (notes in other scripts: their letters are meant)
"""hunt150 (issue 20): lead29 (3deb6660) reads an East Asian state followed by an ASCII mark
("保持不变 ?", "변경 없음 ^^"). The marks East Asian writers end a line with in chat are also
letters: Japanese "(笑)", "www", "w", Korean "ㅋㅋ", Thai "555" (laughter), and an ASCII tail
"-- see above". The state is no longer the note's last word, and the JS module with both
functions cut out is written as complete. The base (3dfe17cf) did the same (not regressions).

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
    pytest.param("// validate と save は変更なし (笑)", id="ja-warai"),
    pytest.param("// validate、save は変更なし www", id="ja-www"),
    pytest.param("// validate と save は変更なし w", id="ja-w"),
    pytest.param("// validate, save: 변경 없음 ㅋㅋ", id="ko-kk"),
    pytest.param("// validate, save — ไม่เปลี่ยนแปลง 555", id="th-555"),
    pytest.param("// validate 和 save 保持不变 -- see above", id="zh-see-above"),
]


@pytest.mark.parametrize("note", _NOTES)
def test_a_state_before_a_laugh_is_a_note(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate 和 save 保持不变 ~", id="guard-zh-tilde"),
        pytest.param("// validate 和 save 保持不变（同上）", id="guard-zh-fullwidth-gloss"),
        pytest.param("// validate 和 save 保持不变!", id="guard-zh-bang"),
    ],
)
def test_the_neighbours_read_stay_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
