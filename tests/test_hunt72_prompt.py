"""Hunt 72: a console session typed at the Windows prompt ``> `` (cmd.exe, PowerShell).

Expected by hand: the answer writes app.py, then a ```console block whose only line is a
command after ``> `` (the prompt Microsoft's and dotnet's docs print; it cannot be bash's
PS2 continuation, nothing is open before it). The same line in a ```powershell or ```cmd
block, or after ``C:\\proj>``, is read and refused; in a console block it is taken as
output and the command never weighed: rm deletes app.py, the others hand it to a program.
Never usable.
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("rm app.py", id="rm"),
        pytest.param("python fix.py app.py", id="python-fix"),
        pytest.param("dotnet run -- app.py", id="dotnet-run"),
        pytest.param("dotnet watch run -- app.py", id="dotnet-watch"),
    ],
)
def test_a_command_at_the_windows_prompt_in_a_console_block(command: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n> {command}\n```\n"
    result = parse_response(text)
    assert not result.usable, (result.status, [d.code for d in result.diagnostics])


# At the same prompt, a run of the written program, or a line that is no command (output
# quoted with >), leaves app.py as written; a > line that goes on with a command left open
# above it (bash's PS2) is that command's. Expected by hand: usable.
@pytest.mark.parametrize(
    "block",
    [
        pytest.param("> python app.py\n", id="windows-prompt-run"),
        pytest.param("> Hello, world!\n", id="quoted-output"),
        pytest.param("$ echo 'a\n> b'\n", id="ps2-continuation"),
    ],
)
def test_a_windows_prompt_line_that_keeps_the_file(block: str) -> None:
    text = f"app.py\n```python\nprint(1)\n```\n\nThen:\n\n```console\n{block}```\n"
    result = parse_response(text)
    assert result.usable, (result.status, [d.code for d in result.diagnostics])
    assert [(f.file_path, f.content) for f in result.code.files] == [("app.py", "print(1)\n")]
