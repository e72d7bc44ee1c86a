"""hunt147: the short lead right before a write (fix-saidmod178's part leads read on the line
before a bolt action, a Cline write and on the last line of a tool-call message's text).

Expected by hand: each answer writes app.py (a whole two-line function). PART: the lead says
what follows is a part ("Partial update:", "Truncated for brevity:"), as "Snippet:" and
"Excerpt:" already do: keeping app.py as written is usable-WRONG. WHOLE: the lead says the
whole file follows and names the one change inside it: app.py is kept exactly as written.
"""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import bolt, cline, led_by, openai_led

from artifact_codec import parse_response

_CODE = "def f():\n    return 1\n"


def _answer(kind: str, lead: str) -> str:
    if kind == "openai":
        return openai_led(lead, "app.py", _CODE)
    written = bolt("app.py", _CODE) if kind == "bolt" else cline("app.py", _CODE)
    return led_by(lead, written)


PART = [
    ("Partial update:", "bolt", "partial-update-bolt"),
    ("Partial update:", "cline", "partial-update-cline"),
    ("Partial update:", "openai", "partial-update-openai"),
    ("Truncated for brevity:", "bolt", "truncated-bolt"),
    ("Truncated for brevity:", "cline", "truncated-cline"),
    ("Truncated for brevity:", "openai", "truncated-openai"),
]


@pytest.mark.parametrize(("lead", "kind"), [pytest.param(a, b, id=i) for a, b, i in PART])
def test_a_part_lead_refuses_the_write(lead: str, kind: str) -> None:
    parsed = parse_response(_answer(kind, lead))
    assert not (parsed.usable and ("app.py", _CODE) in files_of(parsed)), files_of(parsed)


WHOLE = [
    ("Here is the whole file; only the function changed:", "bolt", "whole-only-changed-bolt"),
    ("Here is the whole file; only the function changed:", "cline", "whole-only-changed-cline"),
    ("Here is the whole file; only the function changed:", "openai", "whole-only-changed-openai"),
    ("Rewriting app.py in full; the function is the only change.", "bolt", "in-full-bolt"),
    ("Now writing the changed function's file in full:", "openai", "file-in-full-openai"),
    ("The full app.py (only `f` changed):", "cline", "full-parenthesis-cline"),
]


@pytest.mark.parametrize(("lead", "kind"), [pytest.param(a, b, id=i) for a, b, i in WHOLE])
def test_a_lead_of_the_whole_file_naming_its_change_keeps_it(lead: str, kind: str) -> None:
    parsed = parse_response(_answer(kind, lead))
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == [("app.py", _CODE)]
