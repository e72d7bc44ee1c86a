"""hunt150 (issue 20): fix-en186 reads a lead naming the whole file only to say it is NOT sent
(``_said_sent``: a word of ``_NOT_SENT_BEFORE`` — not, rather, instead, without, skip... —
before the whole-file words in their clause, or one of ``_NOT_SENT_AFTER`` — not, too, long,
big, would, n't... — after them). Those words often speak of something else in the same clause:
the diff or the function NOT sent instead of the whole file ("Instead of pasting just the
function I'm sending the whole file", "Without a diff I'm giving you the whole file"), why the
whole file is sent ("since a diff would be confusing", "since there were too many edits"),
what the whole file holds ("with the big rename applied", "I couldn't paste before"). The
lead no longer says the file is whole, its "only `rgb_to_hsv()` changed" is read as a part
lead, and the whole colorsys.py is refused. The base (3dfe17cf) wrote each (regressions).

Expected by hand: the block is the installed colorsys.py byte for byte, under a lead saying it
is the whole file with one function changed: written exactly."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest
from meant import files_of

from artifact_codec import parse_response

_SRC = (Path(sysconfig.get_paths()["stdlib"]) / "colorsys.py").read_text(encoding="utf-8")
_ONLY = "only `rgb_to_hsv()` changed:"

_LEADS = [
    pytest.param(
        f"Instead of pasting just the function I'm sending the whole file; {_ONLY}",
        id="instead-of-the-function",
    ),
    pytest.param(
        f"Rather than only the function I've included the whole file; {_ONLY}",
        id="rather-than-the-function",
    ),
    pytest.param(
        f"Here's the whole file since a diff would be confusing; {_ONLY}", id="diff-would-be"
    ),
    pytest.param(
        f"Here's the whole file I couldn't paste before; {_ONLY}", id="could-not-paste-before"
    ),
    pytest.param(f"Without a diff I'm giving you the whole file; {_ONLY}", id="without-a-diff"),
    pytest.param(
        f"Here is the whole file and not just the function; {_ONLY}", id="and-not-the-function"
    ),
    pytest.param(f"Here is the whole file with the big rename applied; {_ONLY}", id="big-rename"),
    pytest.param(
        f"Here's the full module since there were too many edits to list; {_ONLY}",
        id="too-many-edits",
    ),
]


@pytest.mark.parametrize("lead", _LEADS)
def test_a_whole_file_lead_with_a_word_of_something_else(lead: str) -> None:
    result = parse_response(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert files_of(result) == [("colorsys.py", _SRC)]


@pytest.mark.parametrize(
    "lead",
    [
        pytest.param(f"Not only the function but the whole file; {_ONLY}", id="guard-not-only"),
        pytest.param(f"No diff, the whole file; {_ONLY}", id="guard-no-diff-comma"),
        pytest.param(f"Here is the whole file, never truncated; {_ONLY}", id="guard-never"),
    ],
)
def test_the_whole_file_leads_kept(lead: str) -> None:
    result = parse_response(f"{lead}\n\n`colorsys.py`:\n\n```python\n{_SRC}```\n")
    assert result.usable
    assert files_of(result) == [("colorsys.py", _SRC)]
