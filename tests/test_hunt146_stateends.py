"""hunt146 (issue 20): lead28's prefilter of ``_state_in_english`` (``_may_end_in_state``,
note_words.STATE_ENDS) looks the comment's last word up first. A note of names whose state is
written in an East Asian language and followed by an ASCII mark that is not a closing mark
("?", "(?)", "?!", the emoticons "^^" and "^_^" Korean and Japanese writers end a line with)
has an ASCII last word of no state table: the note is no longer read, and the file with its
functions cut out is written as complete. The base (6056e91f) refused every one of them.

Expected by hand: the JS module calls ``validate`` and ``save`` and defines or imports
neither; the note stands for them (a part: refused)."""

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


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate 和 save 保持不变 ?", id="zh-question"),
        pytest.param("/* validate, save: 変更なし (?) */", id="ja-question-paren"),
        pytest.param("// validate 和 save 不变 ^_^", id="zh-emoticon"),
        pytest.param("// validate, save: 변경 없음 ^^", id="ko-emoticon"),
        pytest.param("/* validate 和 save: 변경 없음 ?! */", id="ko-block-interrobang"),
        pytest.param("// validate, save — ไม่เปลี่ยนแปลง ??", id="th-questions"),
        pytest.param("// validate 和 save 保持不变 `", id="zh-backtick"),
        pytest.param("// validate 和 save 保持不变 ,", id="zh-comma"),
    ],
)
def test_an_east_asian_state_before_an_ascii_mark_is_a_note(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate 和 save 保持不变", id="guard-zh"),
        pytest.param("// validate, save: 変更なし", id="guard-ja"),
        pytest.param("// validate 和 save 保持不变 ✅", id="guard-zh-emoji"),
        pytest.param("/* validate 和 save 保持不变\uff08\uff1f\uff09 */", id="guard-zh-fullwidth"),
        pytest.param("// validate and save unchanged!!", id="guard-en-bangs"),
        pytest.param("// validate and save: **unchanged** */", id="guard-en-emphasis"),
        pytest.param("// validate and save unchanged (as before)", id="guard-en-as-before"),
        pytest.param("// validate and save unchanged :)", id="guard-en-smile"),
    ],
)
def test_the_neighbours_that_end_in_a_closing_mark_stay_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
