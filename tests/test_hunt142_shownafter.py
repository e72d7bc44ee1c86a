"""hunt142-shownafter: after a write of a.py, the assistant's text shows a.py's FINAL content
in a fenced block (``Final a.py:``, ``Here is a.py now:``, ``The file now reads:``, ``I changed
it to:``, a ``# a.py`` first line, Cline's ``**a.py** (final)``) that differs from the write;
the reader keeps the first write as written and usable.

Expected by hand: a.py ``x = 1`` is written (OpenAI, Anthropic or Cline), then the assistant
shows a.py as ``x = 2``: the model means a.py is ``x = 2`` now; a usable a.py ``x = 1`` is
usable-WRONG (refusing, or a.py ``x = 2``, is fine). The guards: the block shows the written
content, or a command.
"""

from __future__ import annotations

import pytest
from hunt142_shapes import kept, said
from meant import files_of

from artifact_codec import parse_response

_NEW = "```python\nx = 2\n```"

SHOWN = [
    pytest.param(said(f"Final a.py:\n{_NEW}"), id="final"),
    pytest.param(said(f"Here is a.py now:\n{_NEW}", "anthropic"), id="here-now"),
    pytest.param(said(f"The file now reads:\n{_NEW}"), id="now-reads"),
    pytest.param(said(f"After my fix, a.py is:\n{_NEW}", "cline"), id="after-my-fix"),
    pytest.param(said("```python\n# a.py\nx = 2\n```"), id="comment-label"),
    pytest.param(said(f"I changed it to:\n{_NEW}", "anthropic"), id="changed-it-to"),
    pytest.param(said(f"**a.py** (final)\n{_NEW}", "cline"), id="bold-final-cline"),
    pytest.param(said(f"a.py (updated):\n{_NEW}", "cline"), id="updated-cline"),
]


@pytest.mark.parametrize("answer", SHOWN)
def test_a_final_content_shown_after_the_write_is_not_the_first_write(answer: str) -> None:
    parsed = parse_response(answer)
    assert not parsed.usable or files_of(parsed) == [("a.py", "x = 2\n")]


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(said("Here is a.py:\n```python\nx = 1\n```"), id="same-content"),
        pytest.param(said("Usage:\n```bash\npython a.py\n```", "cline"), id="usage"),
    ],
)
def test_a_block_of_the_written_content_or_a_command_keeps_the_file(answer: str) -> None:
    assert kept(answer)
