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


@pytest.mark.parametrize(
    ("call", "usable"),
    [
        pytest.param("c.get('/srv/data.csv', local='./')", False, id="local-dot-slash"),
        pytest.param("c.get(remote='/srv/data.csv', local=None)", False, id="keywords-none"),
        pytest.param("c.get('srv/data.csv', '')", False, id="relative-remote-empty-local"),
        pytest.param("c.get('/srv/data.csv', 'backup/')", True, id="into-another-folder"),
        pytest.param("c.get('/srv/data.csv', 'backup/data.csv')", True, id="another-local-file"),
        pytest.param("c.get('/srv/other.csv')", True, id="another-name"),
        pytest.param("c.get('/srv/')", True, id="a-folder"),
        pytest.param("print({'data.csv': 1}.get('data.csv'))", True, id="dict-key"),
        pytest.param("import requests\nrequests.get('https://h/data.csv')", True, id="url"),
    ],
)
def test_where_a_download_lands(call: str, usable: bool) -> None:
    # the remote file keeps its name in the local folder given ('./', '' or None: the
    # working folder); a local file path, another folder or name, a dict's key or a URL's
    # GET lands on no held file
    block = f"from fabric import Connection\nc = Connection('h')\n{call}\n"
    result = parse_response(_FILES + f"```python\n{block}```\n")
    assert result.usable is usable
