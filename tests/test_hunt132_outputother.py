"""hunt132-outputother: a later tool output showing a.py with other content, through readers
fix-said152's cat rule (_CAT_ONLY, a bare ``cat`` of plain words, a substring test) does not
take: a quoted path, ``2>&1``, a ``cd`` before, ``head``, a read_file or str_replace_editor view
tool, a cat showing more lines than written (``wc -c`` showing 0 bytes is not read either).

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then makes the call shown, whose tool output is given. a.py is not on disk as ``x = 1``:
keeping it usable as written is usable-WRONG (refusing is fine).
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\n"


def _after(name: str, args: dict[str, object], output: object) -> list[tuple[str, str]] | None:
    """The files read, or None when the result is not usable."""
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", name, dict(args)))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _bash(command: str, output: object) -> tuple[str, dict[str, object], object]:
    return ("bash", {"command": command}, output)


CASES = [
    pytest.param(*_bash("cat 'a.py'", "x = 2\n"), id="cat-single-quoted"),
    pytest.param(*_bash('cat "a.py"', "x = 2\n"), id="cat-double-quoted"),
    pytest.param(*_bash("cat a.py 2>&1", "x = 2\n"), id="cat-redirect"),
    pytest.param(*_bash("cd /work && cat a.py", "x = 2\n"), id="cd-then-cat"),
    pytest.param(*_bash("head a.py", "x = 2\n"), id="head"),
    pytest.param(*("read_file", {"path": "a.py"}, "x = 2\n"), id="read-file-tool"),
    pytest.param(
        *("str_replace_editor", {"command": "view", "path": "a.py"}, "     1\tx = 2\n"),
        id="editor-view",
    ),
    pytest.param(*_bash("cat a.py", "x = 1\nprint(x)\n"), id="cat-more-lines"),
]


@pytest.mark.parametrize(("name", "args", "output"), CASES)
def test_a_later_output_showing_other_content_does_not_keep_the_file(
    name: str, args: dict[str, object], output: object
) -> None:
    assert _after(name, args, output) is None
