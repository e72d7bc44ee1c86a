"""Hunt 76: cmd.exe and PowerShell commands typed at the Windows prompt ``> `` in a ```console
block.

Expected by hand: the answer writes app.py and old.py, then a ```console block whose only line
is a Windows command after ``> `` (nothing is open above it: it is the prompt, as
fix-hunt72-40 reads it, "read as PowerShell/cmd"). Each command deletes, renames or
overwrites app.py (del/erase delete it, ren renames it, move/copy old.py onto it, and the
PowerShell cmdlets the same). The same line after ``C:\\proj>`` or in a ```cmd/```powershell
block is refused; after ``> `` only bash's rm is weighed and these are kept: never usable.
"""

from __future__ import annotations

import pytest
from meant import refused

_FILES = "app.py\n```python\nprint(1)\n```\n\nold.py\n```python\nprint(2)\n```\n\n"


@pytest.mark.parametrize(
    "command",
    [
        pytest.param("del app.py", id="del"),
        pytest.param("erase app.py", id="erase"),
        pytest.param("ren app.py main.py", id="ren"),
        pytest.param("move old.py app.py", id="move"),
        pytest.param("copy old.py app.py", id="copy"),
        pytest.param("Remove-Item app.py", id="remove-item"),
        pytest.param("Move-Item old.py app.py -Force", id="move-item"),
        pytest.param("Copy-Item old.py app.py", id="copy-item"),
    ],
)
def test_a_windows_command_at_the_prompt_in_a_console_block(command: str) -> None:
    refused(_FILES + f"Then:\n\n```console\n> {command}\n```\n")


def test_a_windows_delete_after_an_output_line() -> None:
    # By hand: the session runs python --version (its output printed), then del app.py.
    block = "> python --version\nPython 3.12.0\n> del app.py\n"
    refused(_FILES + f"Then:\n\n```console\n{block}```\n")


def test_a_node_repl_line_that_deletes_the_file() -> None:
    # By hand: "$ node" opens Node's REPL, whose prompt is "> "; the line typed there runs
    # fs.unlinkSync('app.js'): app.js is deleted. Neither a Windows prompt nor output.
    files = "app.js\n```javascript\nmodule.exports.add = (a, b) => a + b;\n```\n\n"
    block = "$ node\n> require('fs').unlinkSync('app.js')\nundefined\n"
    refused(files + f"Try it:\n\n```console\n{block}```\n")
