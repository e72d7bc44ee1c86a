"""hunt59-stray: the model wrote a.py, Cline answered that it was saved, then the model ran
``cat tpl.xml``; the file holds '<content>'/'</content>' lines, which Cline prints after
'Output:'. The transcript ends in that output (or the model's next call follows it with no
<environment_details> between, the turns joined as text). The '</content>' is read as a
stray closing tag of a.py's call (cline._cut_short: 'the file probably holds such a line,
which ended the call early'), yet it stands AFTER Cline's answer to a.py: a call cut short by
its file's line leaves the rest of the file before the tool's answer, never after it.
Expected by hand: a.py (and b.py when written), usable."""

from __future__ import annotations

import pytest
from meant import files_of
from tool_renderings import cline

from artifact_codec import parse_response

_CAT = (
    cline("a.py", "x = 1\n")
    + "\n[write_to_file for 'a.py'] Result:\nThe content was successfully saved to a.py.\n\n"
    + "<execute_command>\n<command>cat tpl.xml</command>\n</execute_command>\n\n"
    + "[execute_command for 'cat tpl.xml'] Result:\nCommand executed.\nOutput:\n"
    + "<page>\n<content>\nhi\n</content>\n</page>\n"
)


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        pytest.param(_CAT, [("a.py", "x = 1\n")], id="transcript-ends-in-the-output"),
        pytest.param(
            _CAT + "\n" + cline("b.py", "y = 2\n"),
            [("a.py", "x = 1\n"), ("b.py", "y = 2\n")],
            id="next-call-after-the-output",
        ),
    ],
)
def test_a_closing_tag_printed_after_the_writes_answer_refuses_no_write(
    text: str, meant: list[tuple[str, str]]
) -> None:
    parsed = parse_response(text)
    assert parsed.usable, parsed.diagnostics
    assert files_of(parsed) == meant
