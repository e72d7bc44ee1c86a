"""hunt64-fetch: a Python block that downloads a remote file into the working folder under
its own name, which is the name of a file the answer holds, read as usable.

Expected values by hand: scp's ``SCPClient.get(remote, local_path='')`` and fabric's
``Connection.get(remote, local=None)`` keep the remote file's name when the local path is
the working folder (``'.'``) or left out, so ``/srv/data.csv`` lands on ./data.csv and the
answer's data.csv is replaced: not usable (``changed-after`` naming data.csv).
"""

from __future__ import annotations

import pytest

from artifact_codec import parse_response

_FILES = (
    "Here is the app and its data.\n\n"
    "app.py\n```python\ndef main():\n    return 1\n```\n\n"
    "data.csv\n```csv\na,b\n1,2\n```\n\n"
    "Now fetch the server's copy:\n\n"
)
_SSH = "import paramiko\nfrom scp import SCPClient\nssh = paramiko.SSHClient()\nssh.connect('h')\n"


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(
            _SSH + "SCPClient(ssh.get_transport()).get('/srv/data.csv', '.')\n", id="scp-dot"
        ),
        pytest.param(
            _SSH + "SCPClient(ssh.get_transport()).get('/srv/data.csv')\n", id="scp-default"
        ),
        pytest.param(
            "from fabric import Connection\nc = Connection('h')\nc.get('/srv/data.csv')\n",
            id="fabric-default",
        ),
    ],
)
def test_a_download_landing_on_data_csv(block: str) -> None:
    result = parse_response(_FILES + f"```python\n{block}```\n")
    said = [d.message for d in result.diagnostics if d.code == "changed-after"]
    assert not result.usable
    assert any("data.csv" in message for message in said)
