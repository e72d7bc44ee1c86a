"""hunt146 (issue 20): onenameforms. fix-notes177 reads a one-function note of another language
by its kind before the name ("функция submit без изменений", "submit 函数不变", the Cyrillic
tree of ``_trie``); other forms of the same note are not read: an inflected kind and a verb
("функцию submit оставил без изменений"), the name in backticks, a Ukrainian verb ("не
змінилася"), the slang kinds "хендлер", "колбэк", "осталась как была", a Chinese kind before
the name ("函数 submit 不变") or a dash before the state ("submit 函数 — 不变"). The JS
module with ``submit`` cut out is written as complete. The base (6056e91f) did the same.

Expected by hand: the module calls ``submit`` and neither defines nor imports it: a part
(refused), as the listed forms are (guards)."""

from __future__ import annotations

import pytest
from meant import refused_native

_JS = (
    'import { render } from "./view.js";\n\n'
    "export function init(root) {\n"
    '  root.addEventListener("submit", (e) => submit(e.target));\n'
    "  render(root);\n}\n\n"
    "// NOTE\n\n"
    'export function reset(root) {\n  root.querySelector("form").reset();\n}\n'
)


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("функцию submit оставил без изменений", id="ru-accusative-verb"),
        pytest.param("функция `submit` без изменений", id="ru-backticks"),
        pytest.param("функція submit не змінилася", id="uk-verb"),
        pytest.param("хендлер submit без изменений", id="ru-handler-slang"),
        pytest.param("колбэк submit без изменений", id="ru-callback-slang"),
        pytest.param("функция submit осталась как была", id="ru-as-it-was"),
        pytest.param("submit 函数 \u2014 不变", id="zh-dash"),
        pytest.param("函数 submit 保持不变", id="zh-kind-first"),
    ],
)
def test_another_form_of_a_foreign_one_function_note_is_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))


@pytest.mark.parametrize(
    "note",
    [
        pytest.param("Функция submit без изменений", id="guard-ru-capital"),
        pytest.param("обработчик submit без изменений", id="guard-ru-handler"),
        pytest.param("submit 函数\uff1a不变", id="guard-zh-colon"),
        pytest.param("`submit` function unchanged", id="guard-en-backticks"),
    ],
)
def test_the_read_forms_stay_refused(note: str) -> None:
    refused_native("src/form.js", _JS.replace("NOTE", note))
