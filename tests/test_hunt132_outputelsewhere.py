"""hunt132-outputelsewhere: a later tool output whose missing-file words are no word on the
written a.py: ``which``/``type`` (not on PATH), ``pip show`` (no package), ``git show
HEAD~1:a.py`` (not in an older commit), the file missing on ANOTHER host or container (``scp``,
``ssh host cat``, ``docker exec app cat``); and a ``cat`` whose output the harness truncated
(regressions of fix-said152: the round's base 9ec80bf0 kept a.py in all of them)

Expected by hand: an OpenAI transcript writes a.py ``x = 1`` (``write_file``, the tool answering
ok), then makes the call shown, whose tool output is given. a.py is on disk as written: refusing
it is a false refusal (regression of fix-said152).
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
    pytest.param(*_bash("which a.py", "a.py not found"), id="which"),
    pytest.param(*_bash("type a.py", "bash: type: a.py: not found"), id="bash-type"),
    pytest.param(*_bash("pip show a.py", "WARNING: Package(s) not found: a.py"), id="pip-show"),
    pytest.param(
        *_bash("git show HEAD~1:a.py", "fatal: path 'a.py' does not exist in 'HEAD~1'"),
        id="git-show-older",
    ),
    pytest.param(
        *_bash("scp a.py host:/srv/app/", "scp: /srv/app/a.py: No such file or directory"),
        id="scp-remote",
    ),
    pytest.param(*_bash("ssh host cat a.py", "cat: a.py: No such file or directory"), id="ssh-cat"),
    pytest.param(
        *_bash("docker exec app cat a.py", "cat: a.py: No such file or directory"),
        id="docker-exec-cat",
    ),
]


@pytest.mark.parametrize(("name", "args", "output"), CASES)
def test_a_missing_file_word_elsewhere_keeps_the_file(
    name: str, args: dict[str, object], output: object
) -> None:
    assert _after(name, args, output) == [("a.py", CONTENT)]
