"""Hunt 25: a session's prompt in a ```console fence (issue 24, fix-conv22's prompt table).
Expected by hand: the answer writes app.py as ``print(1)``, then shows a console session
whose line ``rm app.py`` (under bash's default prompt ``bash-5.1$``, or ``sh-5.1#``) removes
it. The model's app.py is gone: a usable result holding ``print(1)`` is WRONG. The same line
in an unlabelled fence is refused (the control), and so is ``$ rm app.py`` in ```console."""

from __future__ import annotations

import pytest
from meant import files_of

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


@pytest.mark.parametrize("prompt", ["bash-5.1$ ", "sh-5.1# "], ids=["bash-version", "sh-root"])
def test_a_console_line_under_a_default_bash_prompt_is_weighed(prompt: str) -> None:
    line = prompt + "rm app.py\n"
    assert not parse_response(BASE + "```\n" + line + "```\n").usable  # the control
    assert not parse_response(BASE + "```console\n$ rm app.py\n```\n").usable  # the control
    result = parse_response(BASE + "```console\n" + line + "```\n")
    assert not result.usable, (result.status, files_of(result), result.diagnostics)


def test_a_shell_fence_holding_a_session_with_its_output_stays_usable() -> None:
    # ``$ python app.py`` and its output ``1``: it runs app.py, changes nothing; usable in an
    # unlabelled or ```console fence, and in ```shell without the output line (the controls)
    for control in ("```\n$ python app.py\n1\n```\n", "```shell\n$ python app.py\n```\n"):
        assert parse_response(BASE + control).usable
    result = parse_response(BASE + "```shell\n$ python app.py\n1\n```\n")
    assert result.usable, [(d.code, d.message) for d in result.diagnostics]
    assert files_of(result) == [("app.py", "print(1)\n")]
