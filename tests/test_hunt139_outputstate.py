"""hunt139-outputstate: a later tool output saying a.py is gone or renamed in words of git or of
a test the readers do not take: long ``git status`` ``renamed: a.py -> b.py``, ``git show
--stat`` / ``git log --stat`` with ``rename``/``delete mode``, ``git ls-files --deleted``
listing a.py, a ``test -e``/``[ -f ]`` printing no/missing, ``find`` finding nothing.

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then runs the command shown, whose output is given. a.py is not on disk as written:
keeping it usable as written is usable-WRONG (refusing is fine). Guards: porcelain `` D a.py``
and long ``deleted: a.py`` are refused already; ``git status`` showing a.py modified (the write
itself) keeps it.
"""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    """The files read, or None when the result is not usable."""
    messages: list[dict[str, object]] = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


_RENAMED = "On branch main\nChanges to be committed:\n\trenamed:    a.py -> b.py\n"
_SHOW = (
    "commit abc\n\n a.py => b.py | 0\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
    " rename a.py => b.py (100%)\n"
)
_LOG = "commit abc\n\n a.py | 1 -\n 1 file changed, 1 deletion(-)\n delete mode 100644 a.py\n"

CASES = [
    pytest.param("git status", _RENAMED, id="git-status-renamed"),
    pytest.param("git show --stat HEAD", _SHOW, id="git-show-rename"),
    pytest.param("git log --stat -1", _LOG, id="git-log-delete-mode"),
    pytest.param("git ls-files --deleted", "a.py", id="ls-files-deleted"),
    pytest.param("test -e a.py && echo yes || echo no", "no", id="test-e-no"),
    pytest.param("[ -f a.py ] && echo exists || echo missing", "missing", id="test-f-missing"),
    pytest.param("find . -name a.py", "", id="find-nothing"),
]

REFUSED_ALREADY = [
    pytest.param("git status --porcelain", "?? b.py\n D a.py", id="porcelain-deleted"),
    pytest.param(
        "git status",
        "On branch main\nChanges not staged for commit:\n\tdeleted:    a.py\n",
        id="long-deleted",
    ),
]


@pytest.mark.parametrize(("command", "output"), CASES + REFUSED_ALREADY)
def test_a_later_output_saying_the_file_gone_does_not_keep_it(command: str, output: str) -> None:
    assert _after(command, output) is None


def test_guard_the_file_modified_by_the_write_keeps_it() -> None:
    out = "On branch main\nChanges not staged for commit:\n\tmodified:   a.py\n"
    assert _after("git status", out) == [("a.py", CONTENT)]
