"""hunt139-truncatedother: guards for the reading of truncated tool outputs (fix-output161
keeps a.py when a ``cat`` shows its first lines and a truncation mark, hunt132-outputtruncated):
a truncated output whose shown part is NOT the written file's beginning, or whose mark counts
other lines than were written, shows a.py changed.

Expected by hand: an OpenAI transcript writes a.py (300 lines ``x{i} = {i}``) and cats it; the
tool shows the lines given and a truncation mark. A shown line differing from the written one,
a line count other than the written, or lines beyond the written file say a.py is not as
written: keeping it usable is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "".join(f"x{i} = {i}\n" for i in range(300))
HEAD = "".join(f"x{i} = {i}\n" for i in range(100))
CHANGED = HEAD.replace("x10 = 10\n", "x10 = 99\n")
SHIFTED = "".join(f"x{i} = {i}\n" for i in range(1, 101))


def _after(output: str, command: str = "cat a.py") -> list[tuple[str, str]] | None:
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


@pytest.mark.parametrize(
    "output",
    [
        pytest.param(CHANGED + "... [output truncated]", id="changed-line-truncated"),
        pytest.param(CHANGED + "\n[... 200 more lines]", id="changed-line-more-lines"),
        pytest.param(SHIFTED + "... [output truncated]", id="first-line-gone-truncated"),
        pytest.param(HEAD + "\n[... 50 more lines]", id="fewer-lines-counted"),
        pytest.param(HEAD + "\n[... 500 more lines]", id="more-lines-counted"),
        pytest.param("y = 0\n" + HEAD + "... [output truncated]", id="line-added-on-top"),
        pytest.param("import os\n" * 100 + "... [output truncated]", id="other-file-truncated"),
        pytest.param(HEAD + "x100 = 1\n... [output truncated]", id="line-after-head-other"),
    ],
)
def test_a_truncated_output_showing_other_lines_does_not_keep_the_file(output: str) -> None:
    assert _after(output) is None
