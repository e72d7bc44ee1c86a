"""hunt150 (issue 20): fix-en186's ``_all_named_some_kept`` makes ``short_part_lead`` say no part
wherever a line names every public name of the block and says some are unchanged. A line that
says the block is an excerpt, a snippet, an extract, the changed bits, a partial listing, the
section edited or truncated, and in the same line "`slugify()` changed; `SEP` is unchanged",
is read as the whole file: the block, cut from slug.py, is written whole and the rest of the
file is deleted. The base (3dfe17cf) refused each (regressions); the neighbours the base
read so too are hunt150-keptpartbase.

Expected by hand: the block holds ``SEP`` and ``slugify`` cut out of slug.py, and the line says
it is a part of it (a part: refused; a part written whole deletes the rest of the file)."""

from __future__ import annotations

import pytest
from meant import refused

_PART = "SEP = '-'\n\n\ndef slugify(s):\n    return s.lower().replace(' ', SEP)\n"
_KEPT = "`slugify()` changed; `SEP` is unchanged"


def _answer(lead: str) -> str:
    return f"{lead}\n\n`slug.py`:\n\n```python\n{_PART}```\n"


_REGRESSIONS = [
    pytest.param(f"An excerpt — {_KEPT}:", id="excerpt"),
    pytest.param(f"The snippet ({_KEPT}):", id="snippet"),
    pytest.param(f"Here is an extract; {_KEPT}.", id="extract"),
    pytest.param(f"The changed bits, {_KEPT}:", id="changed-bits"),
    pytest.param(f"Partial listing; {_KEPT}:", id="partial-listing"),
    pytest.param(f"The section I edited ({_KEPT}):", id="section-edited"),
    pytest.param(f"(truncated) {_KEPT}:", id="truncated"),
]


@pytest.mark.parametrize("lead", _REGRESSIONS)
def test_a_part_lead_naming_every_name_is_still_a_part(lead: str) -> None:
    refused(_answer(lead))


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param(f"The relevant portion — {_KEPT}:", id="guard-relevant-portion"),
        pytest.param(f"{_KEPT}; the rest of the file is unchanged:", id="guard-rest"),
        pytest.param(f"Not the whole file — {_KEPT}:", id="guard-not-whole"),
        pytest.param(f"Only the relevant lines; {_KEPT}:", id="guard-relevant-lines"),
    ],
)
def test_the_leads_still_read_as_parts(lead: str) -> None:
    refused(_answer(lead))
