"""hunt149: a Windows listing of another folder that holds a file of the same name as the one
written. An OpenAI transcript writes a.py (``x = 1``/``y = 2``: 12 bytes) in the working
folder, then lists another folder: cmd's ``dir src`` (its ``Directory of C:\\proj\\src``, an
``a.py`` of 300 bytes there), ``dir ..``, ``dir C:\\other``, ``dir /s`` (the working folder's
a.py at 12 bytes, then src's a.py at 300), PowerShell's ``ls src`` (``Directory:
C:\\proj\\src``). fix-outputs184 reads each entry's size as the size of the written file of its
name, wherever it is listed: main refuses a.py (tool-call-changed), where the base 3dfe17cf
kept it: false refusals, regressions of fix-outputs184. Listing the working folder's a.py at 0
bytes stays refused (guard)."""

from __future__ import annotations

import json

import pytest
from meant import call_message, files_of, write_messages

from artifact_codec import parse_response

CONTENT = "x = 1\ny = 2\n"


def _after(command: str, output: str) -> list[tuple[str, str]] | None:
    messages = write_messages("c0", "a.py", CONTENT)
    messages.append(call_message("c1", "bash", {"command": command}))
    messages.append({"role": "tool", "tool_call_id": "c1", "content": output})
    parsed = parse_response(json.dumps(messages))
    return files_of(parsed) if parsed.usable else None


def _dir(folder: str, size: str = "300") -> str:
    return (
        f" Directory of {folder}\n\n11/28/2026  11:00 PM    <DIR>          .\n"
        "11/28/2026  11:00 PM    <DIR>          ..\n"
        f"11/28/2026  11:00 PM          {size:>8} a.py\n"
        f"               1 File(s)          {size:>8} bytes\n"
    )


_DIR_S = (
    " Directory of C:\\proj\n\n11/28/2026  11:00 PM    <DIR>          src\n"
    "11/28/2026  11:00 PM                12 a.py\n               1 File(s)             12 bytes\n\n"
    " Directory of C:\\proj\\src\n\n11/28/2026  11:00 PM               300 a.py\n"
    "               1 File(s)            300 bytes\n\n     Total Files Listed:\n"
    "               2 File(s)            312 bytes\n"
)
_PS = (
    "\n    Directory: {folder}\n\n\nMode                 LastWriteTime         Length Name\n"
    "----                 -------------         ------ ----\n"
    "-a---          11/28/2026    11:00 PM            300 a.py\n"
)
_OTHER_FOLDER = {
    "dir-subfolder": ("dir src", _dir("C:\\proj\\src")),
    "dir-parent": ("dir ..", _dir("C:\\")),
    "dir-absolute-folder": ("dir C:\\other", _dir("C:\\other")),
    "dir-subfolder-all": ("dir /a src", _dir("C:\\proj\\src")),
    "dir-recursive": ("dir /s", _DIR_S),
    "powershell-ls-subfolder": ("ls src", _PS.format(folder="C:\\proj\\src")),
    "powershell-dir-parent": ("dir ..", _PS.format(folder="C:\\")),
}


@pytest.mark.parametrize(
    ("command", "output"), list(_OTHER_FOLDER.values()), ids=list(_OTHER_FOLDER)
)
def test_a_listing_of_another_folders_namesake_keeps_the_file(command: str, output: str) -> None:
    assert _after(command, output) == [("a.py", CONTENT)]


def test_a_listing_of_the_working_folder_showing_it_empty_refuses_it() -> None:
    assert _after("dir", _dir("C:\\proj", "0")) is None
