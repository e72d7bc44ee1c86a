"""hunt145: fix-en175's line cut (:data:`labels._LEAD_CUT`) reads the piece 'Only `slugify()`
changed' alone as a short part lead, past the rule (fix-prose71/hunt97) that reads the whole
sentence naming every other name of the file as unchanged. The lead's CI found the ';' form
(hunt97-allnamed); the same sentence joined by a comma, a full stop, a dash, a parenthesis,
after an opening ('Sure!', 'Done.'), or in other words of change ('was changed', 'stay the
same', the name alone) is refused the same way. The base 6056e91f wrote every one: false
refusals, regressions of fix-en175.

Expected by hand from what the model meant: the block holds every name the sentence speaks
of (slugify, unslug, SEP, the import): the whole slug.py, usable, written as sent."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

_PY = (
    "import re\n\nSEP = '-'\n\n\ndef slugify(s):\n"
    "    return re.sub(r'[^a-z0-9]+', SEP, s.lower()).strip(SEP)\n\n\n"
    "def unslug(s):\n    return s.replace(SEP, ' ')\n"
)
_BLOCK = f"`slug.py`:\n\n```python\n{_PY}```\n"


@pytest.mark.parametrize(
    ("sentence", "where"),
    [
        pytest.param(
            "Only `slugify()` changed, `unslug()` and `SEP` are unchanged.", "below", id="comma"
        ),
        pytest.param(
            "Only `slugify()` changed. `unslug()` and `SEP` are unchanged.", "above", id="stop"
        ),
        pytest.param(
            "Only `slugify()` changed \u2014 `unslug()` and `SEP` are unchanged.",
            "below",
            id="em-dash",
        ),
        pytest.param(
            "Only `slugify()` changed (`unslug()` and `SEP` are unchanged).", "above", id="paren"
        ),
        pytest.param(
            "Just `slugify()` changed; `unslug()` and `SEP` stay the same.",
            "below",
            id="stay-the-same",
        ),
        pytest.param(
            "Only `slugify()` was changed; `unslug()` and `SEP` are untouched.",
            "above",
            id="was-changed",
        ),
        pytest.param(
            "Only `slugify()`; `unslug()` and `SEP` are unchanged.", "below", id="name-alone"
        ),
        pytest.param(
            "Sure! Only `slugify()` changed; `unslug()` and `SEP` are unchanged.",
            "above",
            id="after-opening",
        ),
        # guards: read right today
        pytest.param(
            "Only `slugify()` is new; `unslug()` and `SEP` are as before.", "below", id="guard-new"
        ),
        pytest.param(
            "`slugify()` only; `unslug()` and `SEP` are unchanged.", "above", id="guard-only-after"
        ),
    ],
)
def test_every_other_name_said_unchanged_keeps_the_whole_file(sentence: str, where: str) -> None:
    answer = f"{_BLOCK}\n{sentence}\n" if where == "below" else f"{sentence}\n\n{_BLOCK}"
    result = parse_response(answer)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("slug.py", _PY)]
