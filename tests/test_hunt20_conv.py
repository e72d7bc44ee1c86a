"""Hunt 20: console prompts (fix-conv20) in an answer that also holds the file the session
writes. The file is written as ``print(1)``; the session then writes it again. Expected by
hand: after the session the model's app.py is what the session wrote, so a usable result
holds that, or the answer is refused; never the ``print(1)`` the session replaced.
"""

from __future__ import annotations

import pytest
from meant import meant_or_refused

from artifact_codec import parse_response

BASE = "Here is the app.\n\n`app.py`:\n```python\nprint(1)\n```\n\nThen:\n\n"


# IPython's %%writefile cell magic under its prompts: the cell writes app.py as print(2)
# (the same cell without prompts, in an unlabelled or python fence, is read and refused).
@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "```ipython\nIn [1]: %%writefile app.py\n   ...: print(2)\n```\n", id="ipython"
        ),
        pytest.param(
            "```\nIn [1]: %%writefile app.py\n   ...: print(2)\n   ...:\n```\n", id="unlabelled"
        ),
    ],
)
def test_a_writefile_cell_under_ipython_prompts_writes_its_file(session: str) -> None:
    meant_or_refused(parse_response(BASE + session), [("app.py", "print(2)\n")])


# Windows cmd's prompt (C:\dir>) in an unlabelled fence: read as a session in a console
# fence, but not in a text fence, where zsh's "dir %" and PowerShell's "PS C:\>" are.
@pytest.mark.parametrize(
    "session",
    [
        pytest.param("```\nC:\\proj>echo print(2) > app.py\n```\n", id="no-space"),
        pytest.param("```\nC:\\proj> echo print(2) > app.py\n```\n", id="space"),
    ],
)
def test_a_cmd_prompt_in_an_unlabelled_fence_is_a_session(session: str) -> None:
    result = parse_response(BASE + session)
    # (echo's exact output in cmd, "print(2) " with CRLF, is not what the fence held: refused)
    assert not result.usable, (result.status, [(f.file_path, f.content) for f in result.code.files])


def test_the_same_cmd_line_in_a_console_fence_is_refused() -> None:
    # (the control: the prompt is known in a console fence)
    result = parse_response(BASE + "```console\nC:\\proj>echo print(2) > app.py\n```\n")
    assert not result.usable


# A commit message fed by a heredoc in a command substitution (git commit -m "$(cat <<'EOF'
# ... EOF )"): cat writes only to the substitution, no file changes; app.py stays print(1).
@pytest.mark.parametrize(
    "session",
    [
        pytest.param(
            "```bash\ngit add app.py\ngit commit -m \"$(cat <<'EOF'\nPrint one\n\n"
            'The app prints 1.\nEOF\n)"\n```\n',
            id="quoted-delimiter",
        ),
        pytest.param('```bash\ngit commit -m "$(cat <<EOF\nPrint one\nEOF\n)"\n```\n', id="plain"),
    ],
)
def test_a_commit_message_from_a_heredoc_changes_no_file(session: str) -> None:
    result = parse_response(BASE + session)
    assert result.usable, (result.status, result.diagnostics)
    meant_or_refused(result, [("app.py", "print(1)\n")])
