"""hunt146 (issue 20): a note of names (code left out) whose state is followed by a mark that
is no closing mark of the readers: an emoji ("✅", "👍", "🙂", "👌"), a smiley after an East
Asian state (":)"), an English gloss in parentheses after a state in another language
("unverändert (unchanged)"), a question mark ("unchanged ?"). The readers take the last word
for a remark's and the file whose functions were cut out is written as complete. The base
(6056e91f) read these the same way (not regressions of round 28: its neighbours
``test_hunt146_stateends`` are).

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
        pytest.param("// validate and save: unchanged ✅", id="en-check-emoji"),
        pytest.param("// validate and save stay the same 👍", id="en-thumbs"),
        pytest.param("/* validate() and save() unchanged 🙂 */", id="en-block-smiley"),
        pytest.param("// validate and save: keep as is 👌", id="en-keep-ok"),
        pytest.param("// validate and save unchanged ?", id="en-question"),
        pytest.param("// validate und save unverändert (unchanged)", id="de-gloss"),
        pytest.param("// validate, save: без изменений (as before)", id="ru-gloss"),
        pytest.param("// validate 和 save 保持不变 :)", id="zh-smile"),
    ],
)
def test_a_state_before_a_trailing_mark_is_a_note(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("// validate and save unchanged", id="guard-en"),
        pytest.param("// validate and save unchanged :)", id="guard-en-smile"),
        pytest.param("// validate and save unchanged (see previous answer)", id="guard-en-see"),
        pytest.param("// validate und save unverändert", id="guard-de"),
    ],
)
def test_the_same_notes_without_the_mark_stay_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
