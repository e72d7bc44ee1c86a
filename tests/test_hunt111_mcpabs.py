"""hunt111-mcpabs: a Cline ``write_to_file`` of a.py (``x = 1``), then a ``use_mcp_tool`` call of
the reference ``filesystem`` server (or desktop-commander) naming a.py by an absolute path, as
that server asks (it works only inside its allowed directories, given absolute). Expected by
hand: the workspace's a.py is the file the MCP tool rewrites, edits, moves away or removes, so
a.py ``x = 1`` is not the file left; refusing is fine, keeping it is not (the same calls with
the relative path ``a.py`` are refused, ``tool-call-changed``).
"""

from __future__ import annotations

import json

import pytest
from meant import files_of

from artifact_codec import parse_response

_WRITE = "<write_to_file>\n<path>a.py</path>\n<content>\nx = 1\n</content>\n</write_to_file>\n"


def _mcp(server: str, tool: str, arguments: dict[str, object]) -> str:
    return (
        f"\n<use_mcp_tool>\n<server_name>{server}</server_name>\n<tool_name>{tool}</tool_name>\n"
        f"<arguments>\n{json.dumps(arguments)}\n</arguments>\n</use_mcp_tool>\n"
    )


_ABS = "/home/user/project/a.py"


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(
            _mcp("filesystem", "write_file", {"path": _ABS, "content": "x = 2\n"}),
            id="write-file-abs",
        ),
        pytest.param(
            _mcp(
                "filesystem",
                "edit_file",
                {"path": _ABS, "edits": [{"oldText": "x = 1", "newText": "x = 2"}]},
            ),
            id="edit-file-abs",
        ),
        pytest.param(
            _mcp(
                "filesystem",
                "move_file",
                {"source": _ABS, "destination": "/home/user/project/b.py"},
            ),
            id="move-file-abs",
        ),
        pytest.param(
            _mcp("desktop-commander", "execute_command", {"command": f"rm {_ABS}"}),
            id="dc-rm-abs",
        ),
        pytest.param(
            _mcp("filesystem", "write_file", {"path": "C:\\Users\\me\\proj\\a.py", "content": ""}),
            id="write-file-windows-abs",
        ),
    ],
)
def test_an_mcp_call_on_the_written_file_by_absolute_path_does_not_keep_it(call: str) -> None:
    parsed = parse_response(_WRITE + call)
    assert not (parsed.usable and files_of(parsed) == [("a.py", "x = 1\n")])
