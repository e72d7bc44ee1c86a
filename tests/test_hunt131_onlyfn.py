"""hunt131: a lead-in saying the one function shown is the only one changed ("The only function
I changed is `quote()`:", read) refuses the block as a part of its file. Other spellings are
not read: the name bare ("... is quote:"), "Nothing but `quote()` changed:", "All the changes
are in `quote()`:", and the sentence in Spanish (única), German (einzige), Portuguese (única),
Russian (единственная), Chinese (唯一). Over shellquote.py holding quote() alone, each says the
file's other functions were left out: the block is a part, written whole (usable-WRONG)."""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_QUOTE = (
    'def quote(s):\n    """Return a shell-escaped version of the string *s*."""\n'
    "    if not s:\n        return \"''\"\n"
    '    return "\'" + s.replace("\'", "\'\\"\'\\"\'") + "\'"\n'
)

_LEADS = {
    "en-name-bare": "The only function I changed is quote:",
    "en-nothing-but": "Nothing but `quote()` changed:",
    "en-all-changes-in": "All the changes are in `quote()`:",
    "es-unica": "La única función que cambié es `quote()`:",
    "de-einzige": "Die einzige geänderte Funktion ist `quote()`:",
    "pt-unica": "A única função alterada é `quote()`:",
    "ru-edinstvennaya": "Единственная изменённая функция — `quote()`:",
    "zh-weiyi": "唯一修改的函数是 `quote()`：",  # noqa: RUF001 (the Chinese colon)
}


@pytest.mark.parametrize("lead", list(_LEADS.values()), ids=list(_LEADS))
def test_only_function_changed_makes_a_part(lead: str) -> None:
    answer = f"{lead}\n\n`shellquote.py`\n```python\n{_QUOTE}```\n"
    result = parse_response(answer)
    assert not result.usable, answer
